#pragma once
// A rule set's values each as its declared type (true, 5, "any"), as every document that names
// its rules writes them (`--json` documents, the analysis, a new room's request): described
// (core/describe.h), so they are written by the one writer of described values.
#include <string_view>

#include "core/describe.h"
#include "core/options.h"

namespace cubilete {

// An option's value as its type: a boolean, a whole number, or text (a choice, a text option).
struct TypedRuleValue {
  OptionType type = OptionType::Text;
  std::string_view text;  // canonical, as RuleSet keeps it
};

template <>
struct Describe<TypedRuleValue> {
  static void write(ValueSink& out, const TypedRuleValue& v);
  // Any JSON value in the schema: which of the three a key holds is the game's option's type.
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Any); }
};

// Every value of `rules`, in key order, viewing it.
Entries<TypedRuleValue> typed_rules(const RuleSet& rules);

}  // namespace cubilete
