// Rule options as JSON (present/options_json.h): a rule set's values typed as declared, the
// declarations of a game, and rules read back from JSON.
#include "present/options_json.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/error.h"

using namespace cubilete;

namespace {
std::vector<OptionSpec> example_specs() {
  return {OptionSpec::integer("players", 2, 1, 8, "number of players"),
          OptionSpec::boolean("wraps", false, "straights wrap"),
          OptionSpec::choice("scratch", "any", {"any", "when_nothing_fits"},
                             "when a category may be scratched"),
          OptionSpec::text("start", "x", "a start", nullptr)};
}
}  // namespace

TEST(OptionsJson, RulesAreWrittenAsTheirTypes) {
  const auto rules = RuleSet::resolve(example_specs(), {{"players", "5"}, {"wraps", "yes"}});
  EXPECT_EQ(rules_to_json(rules),
            nlohmann::json({{"players", 5}, {"wraps", true}, {"scratch", "any"}, {"start", "x"}}));
  // Read back, they resolve to the same rules.
  EXPECT_EQ(RuleSet::resolve(example_specs(), assignments_from_json(rules_to_json(rules))).to_string(),
            rules.to_string());
}

TEST(OptionsJson, DeclarationsCarryTypeRangeAndChoices) {
  const auto j = options_to_json(example_specs());
  ASSERT_EQ(j.size(), 4u);
  EXPECT_EQ(j[0]["key"], "players");
  EXPECT_EQ(j[0]["type"], "integer");
  EXPECT_EQ(j[0]["min"], 1);
  EXPECT_EQ(j[0]["max"], 8);
  EXPECT_EQ(j[0]["allowed"], "an integer from 1 to 8");
  EXPECT_EQ(j[1]["default"], "false");
  EXPECT_EQ(j[2]["choices"], nlohmann::json({"any", "when_nothing_fits"}));
  EXPECT_FALSE(j[3].contains("min"));
}

TEST(OptionsJson, RulesOfTheWrongJsonTypeAreRefused) {
  EXPECT_THROW(assignments_from_json(nlohmann::json::array()), UsageError);
  EXPECT_THROW(assignments_from_json({{"players", 2.5}}), UsageError);
  EXPECT_THROW(assignments_from_json({{"wraps", nullptr}}), UsageError);
  EXPECT_EQ(assignments_from_json({{"wraps", false}, {"players", 3}}),
            (Assignments{{"players", "3"}, {"wraps", "false"}}));
}
