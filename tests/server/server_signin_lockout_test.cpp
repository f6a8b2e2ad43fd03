// Too many wrong passwords over real sockets: the refusal of a name with an account and that of a
// name without one are the same answer, so that a locked name tells nobody whether it exists. On
// SQLite and on PostgreSQL (tests/cluster/pg_store_test.sh).
#include <gtest/gtest.h>

#include <cctype>

#include "account_browser.h"

namespace cubilete::test {
namespace {

constexpr int kFailures = 5;

class SigninLockout : public AccountServer {};

// `text` with every run of digits as "#": the seconds to wait (and the length of a body that says
// them) may differ by one between two answers made a moment apart, and nothing else may.
std::string without_numbers(const std::string& text) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) {
      out += text[i];
    } else if (i == 0 || !std::isdigit(static_cast<unsigned char>(text[i - 1]))) {
      out += '#';
    }
  }
  return out;
}

// The whole answer as one text (status, every header but the request's random id, the body),
// numbers as "#".
std::string answer_shape(const HttpResult& r) {
  std::string out = std::to_string(r.status) + "\n";
  for (const auto& [name, value] : r.headers)
    if (name != "X-Request-Id") out += name + ": " + value + "\n";
  return without_numbers(out + r.raw);
}

TEST_P(SigninLockout, ANameWithAnAccountAndOneWithoutAreRefusedAlike) {
  start({"--signin-failures", std::to_string(kFailures), "--signin-window", "900", "--signins-per-minute",
         "100"});
  signed_up("real_person", kPassword);
  Browser guesser = browser();
  // kFailures wrong passwords, then the answer to one more.
  const auto locked_out = [&](const std::string& name) {
    for (int i = 0; i < kFailures; ++i) {
      const auto r = guesser.call("POST", "/api/account/signin",
                                  {{"name", name}, {"password", "guess " + std::to_string(i)}});
      EXPECT_EQ(r.status, 401) << name << ": " << r.raw;
    }
    return guesser.call("POST", "/api/account/signin", {{"name", name}, {"password", "one more guess"}});
  };
  const HttpResult real = locked_out("real_person");
  const HttpResult unknown = locked_out("nobody_at_all");

  EXPECT_EQ(real.status, 429) << real.raw;
  EXPECT_EQ(unknown.status, real.status);
  EXPECT_EQ(real.body.value("error", ""), "too_many_attempts") << real.raw;
  EXPECT_EQ(unknown.body.value("error", ""), real.body.value("error", ""));
  // The messages byte for byte once their numbers (the limit, the window, the seconds to wait)
  // are taken out; and the limit and the window are the same numbers in both.
  const std::string message = real.body.value("message", "");
  EXPECT_EQ(without_numbers(unknown.body.value("message", "")), without_numbers(message));
  EXPECT_NE(message.find("5 wrong passwords for this name within 15 minutes"), std::string::npos) << message;
  EXPECT_NE(unknown.body.value("message", "").find("5 wrong passwords for this name within 15 minutes"),
            std::string::npos)
      << unknown.raw;
  EXPECT_EQ(message.find("account"), std::string::npos) << "names no account: " << message;
  // Retry-After: one header, whole seconds within the window, the body's retry_after.
  for (const auto* r : {&real, &unknown}) {
    ASSERT_EQ(r->header("Retry-After").size(), 1u) << r->raw;
    const int seconds = std::stoi(r->header("Retry-After")[0]);
    EXPECT_GE(seconds, 1);
    EXPECT_LE(seconds, 900);
    EXPECT_EQ(r->body.value("retry_after", -1), seconds);
  }
  // And the whole answer, every header included, has one shape.
  EXPECT_EQ(answer_shape(unknown), answer_shape(real));
}

ACCOUNT_SERVER_BACKENDS(SigninLockout);

}  // namespace
}  // namespace cubilete::test
