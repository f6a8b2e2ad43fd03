// `cubilete hint` in the person's language (--lang, else the locale's): the legend of what the
// figures measure, the column headings, each choice's note where it is in words, and decimals
// with a comma in Portuguese and Spanish; the moves keep the names a person types. The document
// (--json) stays in English.
#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "support/cli_util.h"

using namespace cubilete;

namespace {

struct LanguageCase {
  std::string args;
  std::vector<std::string> en, pt_br, es_ar;  // what each language's text says
};

TEST(HintLanguage, TheLegendsHeadingsAndNotesAreInTheLanguageAsked) {
  const std::vector<LanguageCase> cases = {
      {"hint generala --card - --dice 3-3-4-4-5 --throws-left 1",
       {"expected = ", "rank  choice", "keep 3-3-4-4"},
       {"esperado = pontuação final esperada", "pos.  escolha", "keep 3-3-4-4"},
       {"esperado = puntaje final esperado", "pos.  opción", "keep 3-3-4-4"}},
      {"hint matterhorn --dice 2-5-6",
       {"throws to go", "minus the expected number of throws"},
       {"faltam 19,971 jogadas", "menos o número esperado de jogadas"},
       {"faltan 19,971 tiros", "menos la cantidad esperada de tiradas"}},
      {"hint triplo_seis --dice 5-4-1 --call 541",
       {"chance of reading more than 541 after the rethrow", "5/6"},
       {"chance de ler mais que 541 depois de jogar de novo", "5/6"},
       {"probabilidad de leer más que 541 después de volver a tirar", "5/6"}},
  };
  for (const auto& c : cases) {
    for (const auto& [lang, words] :
         {std::pair{"en", &c.en}, std::pair{"pt-BR", &c.pt_br}, std::pair{"es-AR", &c.es_ar}}) {
      const auto r = test::run_cli(c.args + " --lang " + lang);
      ASSERT_EQ(r.status, 0) << c.args << " " << lang << ": " << r.err;
      for (const auto& w : *words) EXPECT_NE(r.out.find(w), std::string::npos) << lang << ": " << w << "\n" << r.out;
      const bool comma = std::string(lang) != "en";
      EXPECT_EQ(std::regex_search(r.out, std::regex("[0-9],[0-9]")), comma) << lang << "\n" << r.out;
      EXPECT_EQ(std::regex_search(r.out, std::regex("[0-9][.][0-9]")), !comma) << lang << "\n" << r.out;
    }
  }
  // The document keeps English and a decimal point, whatever the language.
  const auto json = test::run_cli("hint matterhorn --dice 2-5-6 --json --lang pt-BR");
  ASSERT_EQ(json.status, 0) << json.err;
  EXPECT_NE(json.out.find("throws to go"), std::string::npos) << json.out;
}

}  // namespace
