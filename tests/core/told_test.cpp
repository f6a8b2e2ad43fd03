// Told: a sentence kept as words and values, said in each language when asked.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/told.h"

using namespace cubilete;

namespace {
const Translated kCrossed{"P{seat} crosses {numbers}", "P{seat} risca {numbers}", "P{seat} tacha {numbers}"};
const Translated kAgain{"; throws again", "; joga de novo", "; tira de nuevo"};
const Translated kTie{"{tied} tie with {best}", "{tied} empatam com {best}", "{tied} empatan con {best}"};
const Translated kAnd{" and ", " e ", " y "};
const Translated kKind{"a triple", "uma trinca", "tres iguales"};
const Translated kThrew{"P{seat} throws {throw}", "P{seat} joga {throw}", "P{seat} tira {throw}"};
}  // namespace

TEST(Told, KeepsItsWordsAndSaysThemInEachLanguageWithTheEnglishAtHand) {
  Told told;
  EXPECT_TRUE(told.empty());
  EXPECT_EQ(told.english(), "");
  told.set(kCrossed, {blank("seat", 2), blank("numbers", "1 2 3")});
  told.add(kAgain);
  EXPECT_FALSE(told.empty());
  EXPECT_EQ(told.english(), "P2 crosses 1 2 3; throws again");
  EXPECT_EQ(told.in(Lang::En), told.english());
  EXPECT_EQ(told.in(Lang::PtBR), "P2 risca 1 2 3; joga de novo");
  EXPECT_EQ(told.in(Lang::EsAR), "P2 tacha 1 2 3; tira de nuevo");
  // set() replaces; a blank may be words of their own, or a list joined by words.
  told.set(kThrew, {blank("seat", int64_t{1}), blank("throw", kKind)});
  EXPECT_EQ(told.english(), "P1 throws a triple");
  EXPECT_EQ(told.in(Lang::PtBR), "P1 joga uma trinca");
  told.set(kTie, {blank("tied", std::vector<std::string>{"P1", "P2", "P3"}, kAnd), blank("best", 12)});
  EXPECT_EQ(told.english(), "P1 and P2 and P3 tie with 12");
  EXPECT_EQ(told.in(Lang::EsAR), "P1 y P2 y P3 empatan con 12");
  // A copy says the same (states are cloned with what their last move brought).
  const Told copy = told;
  EXPECT_EQ(copy.in(Lang::PtBR), "P1 e P2 e P3 empatam com 12");
  told.clear();
  EXPECT_TRUE(told.empty());
  EXPECT_EQ(told.in(Lang::PtBR), "");
  EXPECT_EQ(copy.english(), "P1 and P2 and P3 tie with 12");
}

TEST(Told, AMissingBlankIsAnErrorNotASilentGap) {
  Told told;
  EXPECT_THROW(told.set(kCrossed, {blank("seat", 1)}), std::exception);
}

TEST(Told, BlanksAreReadByNameInOrderAndBracesDoubledAreNone) {
  EXPECT_EQ(blanks_of("P{seat} crosses {numbers}"), (std::vector<std::string>{"seat", "numbers"}));
  EXPECT_EQ(blanks_of("{a:>3} and {{literal}} then {b}"), (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(blanks_of("no blank here").empty());
}
