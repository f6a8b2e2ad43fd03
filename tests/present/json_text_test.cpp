// JsonText writes what nlohmann's dump() writes for the same document: commas, nesting, numbers
// (whole, 64-bit and not whole), null, booleans and every kind of character a string may hold.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "present/json_text.h"

using namespace cubilete;

namespace {

std::string dumped(const nlohmann::json& j) { return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

TEST(JsonText, WritesWhatDumpWrites) {
  const std::string tricky = "quote \" backslash \\ tab \t new line \n bell \x07 esc \x1b ção 🎲 \x7f";
  std::string out;
  JsonText j(out);
  j.begin_object()
      .key("a")
      .begin_array()
      .end_array()
      .key("b")
      .begin_object()
      .end_object()
      .key("c")
      .values({-3, 0, 7})
      .key("d")
      .begin_array()
      .value(true)
      .value(false)
      .null()
      .value(-2147483647 - 1)
      .value(tricky)
      .begin_object()
      .key("x")
      .value("y")
      .end_object()
      .end_array()
      .key(tricky)
      .value(1)
      .end_object();
  const nlohmann::json expected = {{"a", nlohmann::json::array()},
                                   {"b", nlohmann::json::object()},
                                   {"c", {-3, 0, 7}},
                                   {"d", {true, false, nullptr, -2147483647 - 1, tricky, {{"x", "y"}}}},
                                   {tricky, 1}};
  EXPECT_EQ(out, dumped(expected));
  EXPECT_EQ(nlohmann::json::parse(out), expected);
}

TEST(JsonText, AppendsToWhatIsAlreadyThere) {
  std::string out = R"({"legal":)";
  JsonText j(out);
  j.begin_array().value("score 1").value("keep 3-3").end_array();
  out += R"(,"n":)";
  j.value(5);
  out += "}";
  EXPECT_EQ(nlohmann::json::parse(out), nlohmann::json({{"legal", {"score 1", "keep 3-3"}}, {"n", 5}}));
}

TEST(JsonText, WritesNumbersAsDumpDoes) {
  const std::vector<double> doubles = {0.0, 1.0, -2.0, 0.5, 1.0 / 3, 2.0 / 3, 1e20, 1.5e-7, 123456789.25, -0.1};
  std::string out;
  JsonText j(out);
  j.begin_array();
  for (double d : doubles) j.value(d);
  j.value(int64_t(9007199254740993)).value(std::numeric_limits<int64_t>::min());
  j.end_array();
  nlohmann::json expected = nlohmann::json::array();
  for (double d : doubles) expected.push_back(d);
  expected.push_back(int64_t(9007199254740993));
  expected.push_back(std::numeric_limits<int64_t>::min());
  EXPECT_EQ(out, dumped(expected));
  // JSON holds no infinity or NaN: dump writes null for them, and so does JsonText.
  out.clear();
  JsonText k(out);
  k.begin_array().value(std::numeric_limits<double>::infinity()).value(std::nan("")).end_array();
  EXPECT_EQ(out, "[null,null]");
}

TEST(JsonText, SplicesTheMembersOfAnObjectWrittenEarlier) {
  std::string out;
  JsonText j(out);
  j.begin_array().begin_object().key("by").value("bot").members(R"({"kind":"keep","dice":[5,5]})").end_object();
  j.begin_object().key("by").value("person").members("{}").end_object().end_array();
  EXPECT_EQ(out, R"([{"by":"bot","kind":"keep","dice":[5,5]},{"by":"person"}])");
}

TEST(JsonText, RefusesNestingDeeperThanItTracks) {
  std::string out;
  JsonText j(out);
  for (int i = 0; i < 64; ++i) j.begin_array();
  EXPECT_THROW(j.begin_array(), std::logic_error);
}

}  // namespace
