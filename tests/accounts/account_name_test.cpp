// Account names as PROTOCOL.md v1.1 fixes them, and the look-alikes the site refuses.
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
  EXPECT_NE(account_name_problem("jo\xc3\xa3o").find("non-ASCII"), std::string::npos) << "João: letters are a-z";
  EXPECT_NE(account_name_problem("_ana").find("begins and ends"), std::string::npos);
  EXPECT_NE(account_name_problem("ana-").find("begins and ends"), std::string::npos);
  EXPECT_NE(account_name_problem("an__a").find("two separators"), std::string::npos);
  EXPECT_NE(account_name_problem("an-_a").find("two separators"), std::string::npos);
  EXPECT_NE(account_name_problem(std::string("an\0a", 4)).find("not one of them"), std::string::npos);
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
}

TEST(AccountName, TheSitesWordsAndTheBotsNamesAreReserved) {
  for (const char* taken : {"admin", "Adm1n", "cubilete", "deleted", "optimal", "0ptimal", "greedy", "alphabeta", "random"}) {
    EXPECT_TRUE(reserved_name(taken)) << taken;
    EXPECT_NE(account_name_problem(taken).find("reserved"), std::string::npos) << taken;
  }
  EXPECT_FALSE(reserved_name("ana"));
}
