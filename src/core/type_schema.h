#pragma once
// The shape of a described type (core/describe.h) as data: what the browser's generated types
// and guards, and the schema a client may ask for, are written from (present/typescript.h).
// Every schema lives as long as the program (schema_of keeps one per type), so they point at
// each other freely; every string is a literal of the declaration.
#include <string_view>
#include <vector>

namespace cubilete {

struct TypeSchema {
  enum class Kind {
    Boolean,
    Integer,  // a whole number
    Number,   // any number (double)
    String,
    Enum,      // a string of a closed set: `values`
    Array,     // of `element`
    Map,       // an object whose keys are chosen at run time, each value an `element`
    Nullable,  // `element` or null
    Object,    // `fields`; in a union, told apart by its `tag` (written under `tag_key`)
    Union,     // one of `alternatives` (Objects with tags under the same `tag_key`)
    Any,       // a value of the game's own declaration, checked where the game is known
  };
  struct Field {
    std::string_view key;
    const TypeSchema* type = nullptr;
    bool optional = false;  // left out of the object when it has no value
  };

  Kind kind = Kind::Boolean;
  std::string_view name;  // Enum, Object, Union: the type's name ("CategoryView")
  std::vector<std::string_view> values;
  const TypeSchema* element = nullptr;
  std::vector<Field> fields;
  std::string_view tag;
  std::string_view tag_key = "kind";  // "type" for the socket messages
  std::vector<const TypeSchema*> alternatives;

  bool named() const { return kind == Kind::Enum || kind == Kind::Object || kind == Kind::Union; }
};

}  // namespace cubilete
