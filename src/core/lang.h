#pragma once
// The languages the program speaks, and a text written in each of them. A `Translated` takes all
// three at once, so a text missing a language does not compile; the browser's copies of these
// texts are generated from the same C++ (`cubilete protocol --typescript`), so each word is
// written once.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace cubilete {

enum class Lang : uint8_t { En, PtBR, EsAR };

inline constexpr std::array<Lang, 3> kLangs{Lang::En, Lang::PtBR, Lang::EsAR};

// "en", "pt-BR", "es-AR": the tags the browser and the protocol use.
std::string_view lang_code(Lang lang);

// A language from a tag as a person or a locale writes it: "pt-BR", "pt_BR", "pt", "PT-br",
// "es_AR.UTF-8", "es" (any Spanish is es-AR, any Portuguese pt-BR), "en_GB"; nothing for a tag of
// a language the program does not speak.
std::optional<Lang> lang_of_tag(std::string_view tag);

// The language of the process's locale, as gettext reads it: the first of LANGUAGE (a list
// separated by colons, taken only when the locale is not C or POSIX), LC_ALL, LC_MESSAGES and
// LANG that is set; English where none names a language the program speaks.
Lang lang_of_environment();

struct Translated {
  std::string en, pt_br, es_ar;

  Translated(std::string en_text, std::string pt_br_text, std::string es_ar_text)
      : en(std::move(en_text)), pt_br(std::move(pt_br_text)), es_ar(std::move(es_ar_text)) {}

  const std::string& in(Lang lang) const {
    return lang == Lang::PtBR ? pt_br : lang == Lang::EsAR ? es_ar : en;
  }
};

}  // namespace cubilete
