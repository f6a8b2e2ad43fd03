#include "core/lang.h"

#include <cctype>
#include <cstdlib>

namespace cubilete {

std::string_view lang_code(Lang lang) {
  switch (lang) {
    case Lang::PtBR: return "pt-BR";
    case Lang::EsAR: return "es-AR";
    case Lang::En: break;
  }
  return "en";
}

std::optional<Lang> lang_of_tag(std::string_view tag) {
  // The language is the letters before the first '-', '_', '.' or '@' ("pt_BR.UTF-8@euro").
  std::string language;
  for (char c : tag) {
    if (c == '-' || c == '_' || c == '.' || c == '@') break;
    language += char(std::tolower(static_cast<unsigned char>(c)));
  }
  if (language == "en") return Lang::En;
  if (language == "pt") return Lang::PtBR;
  if (language == "es") return Lang::EsAR;
  return std::nullopt;
}

namespace {
std::string_view variable(const char* name) {
  const char* value = std::getenv(name);
  return value ? std::string_view(value) : std::string_view();
}
}  // namespace

Lang lang_of_environment() {
  std::string_view locale;
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
    if (locale = variable(name); !locale.empty()) break;
  // gettext ignores LANGUAGE under the C locale, which asks for untranslated messages.
  const bool plain = locale.empty() || locale == "C" || locale == "POSIX" || locale.rfind("C.", 0) == 0;
  if (!plain) {
    std::string_view list = variable("LANGUAGE");
    while (!list.empty()) {
      const auto colon = list.find(':');
      if (auto lang = lang_of_tag(list.substr(0, colon))) return *lang;
      list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
  }
  return lang_of_tag(locale).value_or(Lang::En);
}

}  // namespace cubilete
