#include "present/json_schema.h"

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "present/protocol_types.h"

namespace cubilete {

namespace {

using Kind = TypeSchema::Kind;
using nlohmann::json;

json ref(const TypeSchema& s) {
  return {{"$ref", "#/$defs/" + std::string(s.name)}};
}

json schema(const TypeSchema& s) {
  switch (s.kind) {
    case Kind::Boolean:
      return {{"type", "boolean"}};
    case Kind::Integer:
      return {{"type", "integer"}};
    case Kind::Number:
      return {{"type", "number"}};
    case Kind::String:
      return {{"type", "string"}};
    case Kind::Enum:
    case Kind::Object:
    case Kind::Union:
      return ref(s);
    case Kind::Array:
      return {{"type", "array"}, {"items", schema(*s.element)}};
    case Kind::Map:
      return {{"type", "object"}, {"additionalProperties", schema(*s.element)}};
    case Kind::Nullable:
      return {{"anyOf", {schema(*s.element), {{"type", "null"}}}}};
    case Kind::Any:
      return {{"description", "a value of the game's own declaration (views, moves, situations: by game)"}};
  }
  throw std::logic_error("unknown kind of type");
}

// A named type's definition.
json definition(const TypeSchema& s) {
  switch (s.kind) {
    case Kind::Enum:
      return {{"type", "string"}, {"enum", s.values}};
    case Kind::Union: {
      json one_of = json::array();
      for (const auto* a : s.alternatives) one_of.push_back(ref(*a));
      return {{"oneOf", one_of}};
    }
    case Kind::Object: {
      json properties = json::object(), required = json::array();
      if (!s.tag.empty()) {
        properties[std::string(s.tag_key)] = {{"const", s.tag}};
        required.push_back(s.tag_key);
      }
      for (const auto& f : s.fields) {
        properties[std::string(f.key)] = schema(*f.type);
        if (!f.optional) required.push_back(f.key);
      }
      return {{"type", "object"}, {"properties", properties}, {"required", required}};
    }
    default:
      throw std::logic_error("only enums, objects and unions are defined by name");
  }
}

}  // namespace

json protocol_json_schema() {
  const auto& types = protocol_types();
  json defs = json::object(), views = json::object(), moves = json::object(),
       situations = json::object();
  for (const auto* s : types.named) defs[std::string(s->name)] = definition(*s);
  for (const auto& g : types.games) {
    views[g.id] = ref(*g.view);
    moves[g.id] = ref(*g.moves);
    situations[g.id] = g.situation ? ref(*g.situation) : json({{"type", "null"}});
  }
  return {{"$schema", "https://json-schema.org/draft/2020-12/schema"},
          {"title", "cubilete: the online table's views, moves and socket messages (docs/contract.md)"},
          {"$defs", defs},
          {"x-views", views},
          {"x-moves", moves},
          {"x-situations", situations}};
}

}  // namespace cubilete
