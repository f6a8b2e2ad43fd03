// Passwords: the length rule in characters, Argon2id hashes that verify only their password, and
// rehashing when the cost changes.
#include <gtest/gtest.h>

#include <string>

#include "accounts/password.h"
#include "accounts/session_token.h"

using namespace cubilete::accounts;

TEST(Password, HasEightToOneHundredTwentyEightCharactersOfAnyScript) {
  EXPECT_NE(password_problem("1234567").find("8 to 128"), std::string::npos);
  EXPECT_EQ(password_problem("12345678"), "");
  EXPECT_EQ(password_problem(std::string(128, 'x')), "");
  EXPECT_NE(password_problem(std::string(129, 'x')).find("this one has 129"), std::string::npos);
  // Eight characters of two bytes each, and four of four bytes are too few characters.
  EXPECT_EQ(password_problem("\xc3\xa3\xc3\xa3\xc3\xa3\xc3\xa3\xc3\xa3\xc3\xa3\xc3\xa3\xc3\xa3"), "");
  EXPECT_NE(password_problem("\xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb2\xf0\x9f\x8e\xb2").find("has 4"), std::string::npos);
  EXPECT_NE(password_problem("abcdefgh\xff").find("UTF-8"), std::string::npos);
}

TEST(Password, AnArgon2idHashVerifiesItsPasswordOnly) {
  const std::string hash = hash_password("correct horse", PasswordCost::minimum());
  EXPECT_EQ(hash.rfind("$argon2id$", 0), 0u) << hash;
  EXPECT_EQ(hash.find("correct"), std::string::npos) << "never the password itself";
  EXPECT_TRUE(verify_password("correct horse", hash));
  EXPECT_FALSE(verify_password("correct horsf", hash));
  EXPECT_FALSE(verify_password("", hash));
  EXPECT_FALSE(verify_password("correct horse", "not a hash"));
  EXPECT_NE(hash_password("correct horse", PasswordCost::minimum()), hash) << "a fresh salt each time";
}

TEST(Password, AHashOfAnotherCostIsRehashed) {
  const std::string cheap = hash_password("correct horse", PasswordCost::minimum());
  EXPECT_TRUE(password_needs_rehash(cheap, PasswordCost::interactive()));
  EXPECT_FALSE(password_needs_rehash(cheap, PasswordCost::minimum()));
}

TEST(SessionToken, TwoHundredFiftySixRandomBitsKeptAsTheirHash) {
  const std::string a = new_session_token(), b = new_session_token();
  EXPECT_EQ(a.size(), 43u);
  EXPECT_NE(a, b);
  EXPECT_TRUE(looks_like_session_token(a));
  EXPECT_FALSE(looks_like_session_token(a.substr(1)));
  EXPECT_FALSE(looks_like_session_token(a.substr(1) + "="));
  EXPECT_EQ(session_token_hash(a).size(), 64u);
  EXPECT_EQ(session_token_hash(a), session_token_hash(a));
  EXPECT_NE(session_token_hash(a), session_token_hash(b));
}
