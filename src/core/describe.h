#pragma once
// Views and moves declared once. A game's view is a plain struct that lists
// its fields; from that one list come the values the server sends (write_value into a
// ValueSink: present/ writes them as JSON text, straight, without a tree) and the type's schema
// (schema_of: the browser's generated TypeScript types and guards come from it), so the two
// cannot drift apart.
//
//   struct LastTurn {
//     std::vector<int> dice;
//     Nullable<int> next;        // always written: null when it has no value
//     std::optional<int> bonus;  // left out of the object when it has no value
//     static constexpr std::string_view kTypeName = "LastTurn";
//     static constexpr auto fields() {
//       return std::tuple{field("dice", &LastTurn::dice), field("next", &LastTurn::next),
//                         field("bonus", &LastTurn::bonus)};
//     }
//   };
//
// The types a field may have: bool; int, int64_t and uint64_t (whole numbers); double; std::string and
// std::string_view (a view points into the state or its game, which outlive the write: views
// are written where they are made); an enum E with `constexpr EnumNames<N> enum_names(E)`
// beside it (a string of a closed set, such as a phase); std::vector<T>; Entries<T> (an object
// whose keys are chosen at run time, such as a card's categories); Nullable<T>; another
// described struct; Ref<T> (a constant table kept elsewhere); Written<T> (T written before, kept as
// text); GameValue (a value of the game's own declaration, checked where the game is known);
// std::variant of described structs that each have a kKind (the moves: told apart by their
// "kind"; the socket messages by their "type", their kTagKey).
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "core/enum_names.h"
#include "core/type_schema.h"
#include "core/value_sink.h"

namespace cubilete {

// A value written as null when it has none (a std::optional field is left out instead).
template <class T>
struct Nullable : std::optional<T> {
  using std::optional<T>::optional;
  template <class U = T>
  requires std::is_convertible_v<U, T> Nullable& operator=(U&& v) {
    std::optional<T>::operator=(std::forward<U>(v));
    return *this;
  }
};

// A text written as null where it is empty (a seat nobody named, a guest's account).
inline Nullable<std::string> null_if_empty(std::string_view text) {
  return text.empty() ? Nullable<std::string>() : Nullable<std::string>(std::string(text));
}

// An object whose keys are chosen at run time, in the order given. Its keys are views into what
// the value describes (a view's card) unless it owns them (K = std::string: a result kept apart).
template <class T, class K = std::string_view>
struct Entries : std::vector<std::pair<K, T>> {};

// A value kept elsewhere (a constant table shared by every view), written as if it were here.
template <class T>
struct Ref {
  const T* value = nullptr;
};

// A value of T written before, kept as the text a sink of the same kind wrote (ValueSink::written):
// what is written once and placed in many messages (a view shared by every watcher), or what an
// older writer still makes as a tree. Its schema is T's. The text is a view into what outlives the
// write unless it is owned (Text = std::string: a result kept for every later message).
template <class T, class Text = std::string_view>
struct Written {
  Text text;
};

// A value whose type is the game's (its view, a move, a report's decision): any value here, and
// checked against the game's own declaration where the game is known (the browser's isViewOf,
// isMoveOf). It is only ever written before (Written<GameValue>).
struct GameValue {};

template <class S, class M>
struct Field {
  std::string_view key;
  M S::*member;
};
template <class S, class M>
constexpr Field<S, M> field(std::string_view key, M S::*member) {
  return {key, member};
}

template <class T>
concept Described = requires {
  { T::kTypeName } -> std::convertible_to<std::string_view>;
  T::fields();
};
// A described struct that is one kind of a union (a move): written with its tag first, under
// "kind", or under the key its kTagKey names (a socket message's "type").
template <class T>
concept Tagged = Described<T> && requires {
  { T::kKind } -> std::convertible_to<std::string_view>;
};
template <Tagged T>
constexpr std::string_view tag_key_of() {
  if constexpr (requires { T::kTagKey; })
    return T::kTagKey;
  else
    return "kind";
}
template <class E>
concept NamedEnum = std::is_enum_v<E> && requires(E e) {
  enum_names(e);
};

// How each type is written and what its schema is: one specialisation per kind of type.
template <class T>
struct Describe;

template <class T>
void write_value(ValueSink& out, const T& value) {
  Describe<T>::write(out, value);
}
// The value, or null where there is none (a game's situation where it names none).
template <class T>
void write_or_null(ValueSink& out, const std::optional<T>& value) {
  if (value)
    write_value(out, *value);
  else
    out.null();
}

namespace describe_detail {
template <class T>
struct SchemaOf {
  static const TypeSchema& get() {
    static const TypeSchema schema = Describe<T>::schema();
    return schema;
  }
};
// A Ref<T> and a Written<T> are T where they are written: one schema for each pair.
template <class T>
struct SchemaOf<Ref<T>> : SchemaOf<T> {};
template <class T, class Text>
struct SchemaOf<Written<T, Text>> : SchemaOf<T> {};
}  // namespace describe_detail

// The schema of T, made once.
template <class T>
const TypeSchema& schema_of() {
  return describe_detail::SchemaOf<T>::get();
}

namespace describe_detail {
inline TypeSchema scalar(TypeSchema::Kind kind) {
  TypeSchema s;
  s.kind = kind;
  return s;
}
inline TypeSchema wrapping(TypeSchema::Kind kind, const TypeSchema& element) {
  TypeSchema s;
  s.kind = kind;
  s.element = &element;
  return s;
}
template <class M>
struct OptionalMember : std::false_type {};
template <class M>
struct OptionalMember<std::optional<M>> : std::true_type {
  using type = M;
};
}  // namespace describe_detail

template <>
struct Describe<bool> {
  static void write(ValueSink& out, bool v) { out.boolean(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Boolean); }
};
template <>
struct Describe<int> {
  static void write(ValueSink& out, int v) { out.integer(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Integer); }
};
template <>
struct Describe<int64_t> {
  static void write(ValueSink& out, int64_t v) { out.integer(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Integer); }
};
template <>
struct Describe<uint64_t> {
  static void write(ValueSink& out, uint64_t v) { out.unsigned_integer(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Integer); }
};
template <>
struct Describe<double> {
  static void write(ValueSink& out, double v) { out.number(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Number); }
};
template <>
struct Describe<std::string_view> {
  static void write(ValueSink& out, std::string_view v) { out.string(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::String); }
};
template <>
struct Describe<std::string> {
  static void write(ValueSink& out, const std::string& v) { out.string(v); }
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::String); }
};

template <NamedEnum E>
struct Describe<E> {
  static constexpr auto kNames = enum_names(E{});
  static void write(ValueSink& out, E v) { out.string(kNames.names[size_t(v)]); }
  static TypeSchema schema() {
    TypeSchema s;
    s.kind = TypeSchema::Kind::Enum;
    s.name = kNames.type_name;
    s.values.assign(kNames.names.begin(), kNames.names.end());
    return s;
  }
};

template <class T>
struct Describe<std::vector<T>> {
  static void write(ValueSink& out, const std::vector<T>& v) {
    out.begin_array();
    for (const auto& x : v) Describe<T>::write(out, x);
    out.end_array();
  }
  static TypeSchema schema() {
    return describe_detail::wrapping(TypeSchema::Kind::Array, schema_of<T>());
  }
};

template <class T, class K>
struct Describe<Entries<T, K>> {
  static void write(ValueSink& out, const Entries<T, K>& v) {
    out.begin_object();
    for (const auto& [k, x] : v) {
      out.key(k);
      Describe<T>::write(out, x);
    }
    out.end_object();
  }
  static TypeSchema schema() {
    return describe_detail::wrapping(TypeSchema::Kind::Map, schema_of<T>());
  }
};

template <class T>
struct Describe<Ref<T>> {
  static void write(ValueSink& out, const Ref<T>& v) { Describe<T>::write(out, *v.value); }
};

template <class T, class Text>
struct Describe<Written<T, Text>> {
  static void write(ValueSink& out, const Written<T, Text>& v) { out.written(v.text); }
};

template <>
struct Describe<GameValue> {
  static TypeSchema schema() { return describe_detail::scalar(TypeSchema::Kind::Any); }
};

template <class T>
struct Describe<Nullable<T>> {
  static void write(ValueSink& out, const Nullable<T>& v) {
    if (v)
      Describe<T>::write(out, *v);
    else
      out.null();
  }
  static TypeSchema schema() {
    return describe_detail::wrapping(TypeSchema::Kind::Nullable, schema_of<T>());
  }
};

template <Described T>
struct Describe<T> {
  static constexpr auto kFields = T::fields();

  static void write(ValueSink& out, const T& v) {
    out.begin_object();
    if constexpr (Tagged<T>) {
      out.key(tag_key_of<T>());
      out.string(T::kKind);
    }
    std::apply([&](const auto&... f) { (write_field(out, v, f), ...); }, kFields);
    out.end_object();
  }
  static TypeSchema schema() {
    TypeSchema s;
    s.kind = TypeSchema::Kind::Object;
    s.name = T::kTypeName;
    if constexpr (Tagged<T>) {
      s.tag = T::kKind;
      s.tag_key = tag_key_of<T>();
    }
    std::apply([&](const auto&... f) { (add_field(s, f), ...); }, kFields);
    return s;
  }

 private:
  template <class M>
  static void write_field(ValueSink& out, const T& v, const Field<T, M>& f) {
    const M& m = v.*f.member;
    if constexpr (describe_detail::OptionalMember<M>::value) {
      if (!m) return;
      out.key(f.key);
      Describe<typename describe_detail::OptionalMember<M>::type>::write(out, *m);
    } else {
      out.key(f.key);
      Describe<M>::write(out, m);
    }
  }
  template <class M>
  static void add_field(TypeSchema& s, const Field<T, M>& f) {
    if constexpr (describe_detail::OptionalMember<M>::value)
      s.fields.push_back(
          {f.key, &schema_of<typename describe_detail::OptionalMember<M>::type>(), true});
    else
      s.fields.push_back({f.key, &schema_of<M>(), false});
  }
};

template <class... Ts>
struct Describe<std::variant<Ts...>> {
  static_assert((Tagged<Ts> && ...),
                "the alternatives of a union are described structs told apart by a kKind");
  static_assert(((tag_key_of<Ts>() == tag_key_of<std::variant_alternative_t<0, std::variant<Ts...>>>()) && ...),
                "the alternatives of a union carry their tag under one key");
  static void write(ValueSink& out, const std::variant<Ts...>& v) {
    std::visit([&](const auto& x) { Describe<std::decay_t<decltype(x)>>::write(out, x); }, v);
  }
  static TypeSchema schema() {
    TypeSchema s;
    s.kind = TypeSchema::Kind::Union;
    (s.alternatives.push_back(&schema_of<Ts>()), ...);
    s.tag_key = s.alternatives.front()->tag_key;
    return s;
  }
};

// The schema of a union of moves under the name a game gives it ("FarkleMove"); the caller
// keeps it (a function-local static).
template <class Variant>
TypeSchema union_schema(std::string_view name) {
  TypeSchema s = Describe<Variant>::schema();
  s.name = name;
  return s;
}

}  // namespace cubilete
