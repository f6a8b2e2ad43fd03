// The languages: tags as people and locales write them, and the locale's choice as gettext makes
// it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "core/lang.h"
#include "core/say.h"

using namespace cubilete;

TEST(Lang, TagsAsPeopleAndLocalesWriteThem) {
  EXPECT_EQ(lang_of_tag("pt-BR"), Lang::PtBR);
  EXPECT_EQ(lang_of_tag("pt_BR.UTF-8"), Lang::PtBR);
  EXPECT_EQ(lang_of_tag("PT"), Lang::PtBR);
  EXPECT_EQ(lang_of_tag("pt_PT@euro"), Lang::PtBR);
  EXPECT_EQ(lang_of_tag("es-AR"), Lang::EsAR);
  EXPECT_EQ(lang_of_tag("es_ES.UTF-8"), Lang::EsAR);
  EXPECT_EQ(lang_of_tag("en_GB.UTF-8"), Lang::En);
  EXPECT_EQ(lang_of_tag("en"), Lang::En);
  EXPECT_EQ(lang_of_tag("de_DE.UTF-8"), std::nullopt);
  EXPECT_EQ(lang_of_tag("C"), std::nullopt);
  EXPECT_EQ(lang_of_tag(""), std::nullopt);
  EXPECT_EQ(lang_of_tag("portuguese"), std::nullopt);
  for (Lang lang : kLangs) EXPECT_EQ(lang_of_tag(lang_code(lang)), lang);
}

namespace {
using Vars = std::map<std::string, std::string>;

// Sets the locale's variables for one test and puts back what was there.
class Locale {
 public:
  explicit Locale(const Vars& values) {
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) {
      if (const char* v = std::getenv(name)) saved_[name] = v;
      unsetenv(name);
    }
    for (const auto& [name, value] : values) setenv(name.c_str(), value.c_str(), 1);
  }
  ~Locale() {
    for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"}) unsetenv(name);
    for (const auto& [name, value] : saved_) setenv(name.c_str(), value.c_str(), 1);
  }

 private:
  std::map<std::string, std::string> saved_;
};
}  // namespace

TEST(Lang, TheLocaleChoosesAsGettextDoes) {
  {
    Locale l(Vars{});
    EXPECT_EQ(lang_of_environment(), Lang::En);
  }
  {
    Locale l(Vars{{"LANG", "pt_BR.UTF-8"}});
    EXPECT_EQ(lang_of_environment(), Lang::PtBR);
  }
  {
    Locale l(Vars{{"LANG", "pt_BR.UTF-8"}, {"LC_MESSAGES", "es_AR.UTF-8"}});
    EXPECT_EQ(lang_of_environment(), Lang::EsAR);
  }
  {
    Locale l(Vars{{"LANG", "pt_BR.UTF-8"}, {"LC_MESSAGES", "es_AR.UTF-8"}, {"LC_ALL", "en_US.UTF-8"}});
    EXPECT_EQ(lang_of_environment(), Lang::En);
  }
  {
    // LANGUAGE's list comes first, its first language the program speaks...
    Locale l(Vars{{"LANG", "en_US.UTF-8"}, {"LANGUAGE", "de:es:pt"}});
    EXPECT_EQ(lang_of_environment(), Lang::EsAR);
  }
  {
    // ... except under the C locale, which asks for untranslated text.
    Locale l(Vars{{"LANG", "C.UTF-8"}, {"LANGUAGE", "pt_BR"}});
    EXPECT_EQ(lang_of_environment(), Lang::En);
  }
  {
    Locale l(Vars{{"LANG", "de_DE.UTF-8"}});
    EXPECT_EQ(lang_of_environment(), Lang::En);
  }
  {
    Locale l(Vars{{"LC_ALL", ""}, {"LANG", "es_AR.UTF-8"}});  // set but empty counts as unset
    EXPECT_EQ(lang_of_environment(), Lang::EsAR);
  }
}

TEST(Lang, ATextSaysItsBlanksInEachLanguagesOrder) {
  const Translated words{"{seat} wins {points}", "{seat} ganha {points}", "Gana {seat} {points}"};
  EXPECT_EQ(say(words, Lang::En, fmt::arg("seat", "P1"), fmt::arg("points", 3)), "P1 wins 3");
  EXPECT_EQ(say(words, Lang::EsAR, fmt::arg("seat", "P1"), fmt::arg("points", 3)), "Gana P1 3");
}
