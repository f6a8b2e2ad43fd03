#pragma once
// The names of an enum's values, declared beside the enum as
//   constexpr EnumNames<3> enum_names(Phase) { return {"Phase", {"throw", "decide", "over"}}; }
// in the order of the values (0, 1, ...), with the type's name: views write the value's name,
// and a schema lists them (core/describe.h). A game that also names the values in its own text
// reads them from here, so the names are written once.
#include <array>
#include <cstddef>
#include <string_view>

namespace cubilete {

template <size_t N>
struct EnumNames {
  std::string_view type_name;
  std::array<std::string_view, N> names;
};

// The name of `value` (an enum with enum_names beside it).
template <class E>
constexpr std::string_view name_of(E value) {
  return enum_names(value).names[size_t(value)];
}

}  // namespace cubilete
