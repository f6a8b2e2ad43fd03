// JsonText writes what nlohmann's dump() writes for the same document: commas, nesting, numbers,
// null, booleans and every kind of character a string may hold.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/json_text.h"

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

}  // namespace
