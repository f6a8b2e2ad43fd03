// Account names as PROTOCOL.md fixes them, and the look-alikes the site refuses.
#include <gtest/gtest.h>

#include <string>

#include "accounts/account_name.h"

using namespace cubilete::accounts;

TEST(AccountName, TakesLettersDigitsAndSeparatorsFromThreeToTwenty) {
  for (const char* good : {"ana", "Bia_2024", "joao-silva", "ABC", "a1b", "x2345678901234567890"})
    EXPECT_EQ(account_name_problem(good), "") << good;
}

TEST(AccountName, RefusesWhatIsNotAllowedAndSaysWhatIs) {
  EXPECT_NE(account_name_problem("ab").find("3 to 20"), std::string::npos);
  EXPECT_NE(account_name_problem("x23456789012345678901").find("3 to 20"), std::string::npos);
  EXPECT_NE(account_name_problem("ana maria").find("' ' is not one of them"), std::string::npos);
  EXPECT_NE(account_name_problem("_ana").find("begins and ends"), std::string::npos);
  EXPECT_NE(account_name_problem("ana-").find("begins and ends"), std::string::npos);
  EXPECT_NE(account_name_problem("an__a").find("two separators"), std::string::npos);
  EXPECT_NE(account_name_problem("an-_a").find("two separators"), std::string::npos);
  EXPECT_NE(account_name_problem(std::string("an\0a", 4)).find("not one of them"), std::string::npos);
}

// Portuguese and Spanish names as their people write them, however the keyboard composed them.
TEST(AccountName, TakesTheAccentedLettersOfPortugueseAndSpanishNames) {
  for (const char* good : {"João", "Conceição", "Iñaki", "GÜEMES", "José_Ángel", "Ñandú", "àáâãäçèéêëìíîïñòóôõö"})
    EXPECT_EQ(account_name_problem(good), "") << good;
  // A letter followed by a combining accent is the accented letter (NFC): "a" + U+0303 is "ã".
  const std::string decomposed = "Joa\xcc\x83o";
  EXPECT_EQ(account_name_problem(decomposed), "");
  EXPECT_EQ(normalized_account_name(decomposed), "João");
  EXPECT_EQ(folded_name(decomposed), folded_name("JOÃO"));
  EXPECT_EQ(folded_name("JOÃO"), "joão");
  EXPECT_FALSE(refused_character("Conceição").has_value());
}

TEST(AccountName, SaysWhichLetterItRefuses) {
  EXPECT_NE(account_name_problem("Straße").find("'ß' is not one of them"), std::string::npos);
  EXPECT_EQ(refused_character("Straße"), "ß");
  EXPECT_EQ(refused_character("\xd0\xb0na"), "\xd0\xb0") << "Cyrillic a";
  EXPECT_EQ(refused_character("ana\xe2\x80\x8b"), "U+200B") << "an invisible space is named by its number";
  EXPECT_EQ(refused_character("x\xcc\x81yz"), "U+0301") << "no accented x to compose";
  EXPECT_NE(account_name_problem("an\xff\xfe").find("UTF-8"), std::string::npos);
  // Characters, not bytes: twenty accented letters are forty bytes.
  EXPECT_EQ(account_name_problem("ããããããããããããããããããããã").find("this one has 21") != std::string::npos, true);
}

TEST(AccountName, ComparesWithoutCase) {
  EXPECT_EQ(folded_name("AnA_Bia"), "ana_bia");
  EXPECT_EQ(name_skeleton("ANA"), name_skeleton("ana"));
}

TEST(AccountName, LookAlikesShareASkeleton) {
  EXPECT_EQ(name_skeleton("b0b"), name_skeleton("bob"));
  EXPECT_EQ(name_skeleton("Ana_1"), name_skeleton("ana-l"));
  EXPECT_EQ(name_skeleton("ana-I"), name_skeleton("ana_1"));
  EXPECT_EQ(name_skeleton("modern"), name_skeleton("modem"));
  EXPECT_EQ(name_skeleton("vvill"), name_skeleton("will"));
  EXPECT_EQ(name_skeleton("5am"), name_skeleton("sam"));
  EXPECT_NE(name_skeleton("ana"), name_skeleton("ama"));
  EXPECT_NE(name_skeleton("bia"), name_skeleton("bea"));
  // A name and its unaccented twin read alike.
  EXPECT_EQ(name_skeleton("João"), name_skeleton("joao"));
  EXPECT_EQ(name_skeleton("Iñaki"), name_skeleton("inaki"));
  EXPECT_NE(name_skeleton("João"), name_skeleton("juao"));
}

TEST(AccountName, TheSitesWordsAndTheBotsNamesAreReserved) {
  for (const char* taken : {"admin", "Adm1n", "cubilete", "deleted", "optimal", "0ptimal", "greedy", "alphabeta", "random"}) {
    EXPECT_TRUE(reserved_name(taken)) << taken;
    EXPECT_NE(account_name_problem(taken).find("reserved"), std::string::npos) << taken;
  }
  EXPECT_FALSE(reserved_name("ana"));
}
