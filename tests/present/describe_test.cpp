// core/describe.h: one declaration of a struct gives both the values written (here as JSON, by
// present/json_sink.h) and the schema the browser's types come from, for every kind of field.
#include "core/describe.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "present/json_sink.h"
#include "present/json_tree_sink.h"

using namespace cubilete;

namespace {

enum class Light { Red, Amber, Green };
constexpr EnumNames<3> enum_names(Light) {
  return {"Light", {"red", "amber", "green"}};
}

struct Inner {
  int n = 0;
  static constexpr std::string_view kTypeName = "Inner";
  static constexpr auto fields() { return std::tuple{field("n", &Inner::n)}; }
};

struct Sample {
  bool flag = false;
  int64_t big = 0;
  double share = 0;
  std::string_view name;
  Light light = Light::Red;
  std::vector<int> dice;
  Entries<Nullable<int>> card;
  Nullable<int> next;
  std::optional<Inner> inner;
  std::vector<Nullable<Inner>> turns;
  static constexpr std::string_view kTypeName = "Sample";
  static constexpr auto fields() {
    using T = Sample;
    return std::tuple{field("flag", &T::flag),   field("big", &T::big),
                      field("share", &T::share), field("name", &T::name),
                      field("light", &T::light), field("dice", &T::dice),
                      field("card", &T::card),   field("next", &T::next),
                      field("inner", &T::inner), field("turns", &T::turns)};
  }
};

struct Hop {
  int squares = 0;
  static constexpr std::string_view kKind = "hop", kTypeName = "HopMove";
  static constexpr auto fields() { return std::tuple{field("squares", &Hop::squares)}; }
};
struct Stop {
  static constexpr std::string_view kKind = "stop", kTypeName = "StopMove";
  static constexpr auto fields() { return std::tuple{}; }
};
using Step = std::variant<Hop, Stop>;

template <class T>
std::string written(const T& value) {
  std::string out;
  JsonText json(out);
  JsonSink sink(json);
  write_value(sink, value);
  return out;
}

TEST(Describe, WritesEveryKindOfFieldInDeclarationOrder) {
  Sample s{true, int64_t(1) << 40, 0.5, "ana", Light::Amber, {1, 2}, {}, {}, {}, {}};
  s.card.emplace_back("full", 30);
  s.card.emplace_back("poker", Nullable<int>());
  s.turns = {Inner{3}, Nullable<Inner>()};
  EXPECT_EQ(
      written(s),
      R"({"flag":true,"big":1099511627776,"share":0.5,"name":"ana","light":"amber","dice":[1,2],)"
      R"("card":{"full":30,"poker":null},"next":null,"turns":[{"n":3},null]})")
      << "an empty optional is left out; an empty Nullable is null";
  s.next = 4;
  s.inner = Inner{7};
  const auto j = nlohmann::json::parse(written(s));
  EXPECT_EQ(j["next"], 4);
  EXPECT_EQ(j["inner"], nlohmann::json({{"n", 7}}));
  EXPECT_EQ(written(Step{Hop{2}}), R"({"kind":"hop","squares":2})");
  EXPECT_EQ(written(Step{Stop{}}), R"({"kind":"stop"})");
}

TEST(Describe, TheSchemaSaysTheSameFromTheSameDeclaration) {
  const TypeSchema& s = schema_of<Sample>();
  ASSERT_EQ(s.kind, TypeSchema::Kind::Object);
  EXPECT_EQ(s.name, "Sample");
  std::vector<std::string_view> keys;
  for (const auto& f : s.fields) keys.push_back(f.key);
  EXPECT_EQ(keys, (std::vector<std::string_view>{"flag", "big", "share", "name", "light", "dice",
                                                 "card", "next", "inner", "turns"}));
  const auto type = [&](size_t i) { return s.fields[i].type; };
  EXPECT_EQ(type(0)->kind, TypeSchema::Kind::Boolean);
  EXPECT_EQ(type(1)->kind, TypeSchema::Kind::Integer);
  EXPECT_EQ(type(2)->kind, TypeSchema::Kind::Number);
  EXPECT_EQ(type(3)->kind, TypeSchema::Kind::String);
  EXPECT_EQ(type(4)->kind, TypeSchema::Kind::Enum);
  EXPECT_EQ(type(4)->values, (std::vector<std::string_view>{"red", "amber", "green"}));
  EXPECT_EQ(type(5)->kind, TypeSchema::Kind::Array);
  EXPECT_EQ(type(5)->element->kind, TypeSchema::Kind::Integer);
  EXPECT_EQ(type(6)->kind, TypeSchema::Kind::Map);
  EXPECT_EQ(type(6)->element->kind, TypeSchema::Kind::Nullable);
  EXPECT_EQ(type(7)->kind, TypeSchema::Kind::Nullable);
  EXPECT_FALSE(s.fields[7].optional);
  EXPECT_TRUE(s.fields[8].optional) << "a std::optional field may be left out";
  EXPECT_EQ(type(8), &schema_of<Inner>()) << "one schema per type, shared";
  EXPECT_EQ(type(9)->element->element, &schema_of<Inner>());
  const TypeSchema step = union_schema<Step>("Step");
  EXPECT_EQ(step.kind, TypeSchema::Kind::Union);
  EXPECT_EQ(step.name, "Step");
  ASSERT_EQ(step.alternatives.size(), 2u);
  EXPECT_EQ(step.alternatives[0]->tag, "hop");
  EXPECT_EQ(step.alternatives[1]->tag, "stop");
}

// The command line's documents are trees (present/json_tree_sink.h): the same value through the
// tree sink and through the text sink is the same JSON, nesting, nulls and left-out fields alike.
TEST(Describe, TheTreeSinkBuildsWhatTheTextSinkWrites) {
  Sample s{false, -5, 2.25, "bo", Light::Green, {}, {}, 9, Inner{1}, {}};
  s.card.emplace_back("1", Nullable<int>());
  s.turns = {Nullable<Inner>(), Inner{2}, Inner{3}};
  const auto tree = json_of([&](ValueSink& out) { write_value(out, s); });
  EXPECT_EQ(tree, nlohmann::json::parse(written(s)));
  EXPECT_TRUE(tree["dice"].is_array() && tree["dice"].empty()) << "an empty array stays an array";
  EXPECT_EQ(json_of([](ValueSink& out) { write_value(out, std::vector<int>{4, 5}); }), nlohmann::json({4, 5}))
      << "the root may be any value";
  std::vector<Step> steps{Hop{2}, Stop{}};
  EXPECT_EQ(json_of([&](ValueSink& out) { write_value(out, steps); }), nlohmann::json::parse(written(steps)));
}

// Keys a result owns (Entries<T, std::string>) stay with the result when it is copied away from
// what made them.
struct Kept {
  Entries<int, std::string> points;
  static constexpr std::string_view kTypeName = "Kept";
  static constexpr auto fields() { return std::tuple{field("points", &Kept::points)}; }
};

TEST(Describe, OwnedKeysTravelWithTheirValue) {
  Kept copy;
  {
    Kept made;
    for (const char* key : {"a rather long category key beyond any small string", "b"})
      made.points.emplace_back(std::string(key), 1);
    copy = made;
  }
  EXPECT_EQ(written(copy), R"({"points":{"a rather long category key beyond any small string":1,"b":1}})");
}

}  // namespace
