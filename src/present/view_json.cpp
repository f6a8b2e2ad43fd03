#include "present/view_json.h"

#include <nlohmann/json.hpp>
#include <vector>

#include "present/json_sink.h"

namespace cubilete {

void append_view(std::string& out, const State& state, int viewer) {
  JsonText json(out);
  JsonSink sink(json);
  state.write_view(viewer, sink);
}

std::string view_text(const State& state, int viewer) {
  std::string out;
  out.reserve(1024);
  append_view(out, state, viewer);
  return out;
}

nlohmann::json view_json(const State& state, int viewer) {
  return nlohmann::json::parse(view_text(state, viewer));
}

std::string move_text(const State& state, Action a, int viewer) {
  std::string out;
  JsonText json(out);
  JsonSink sink(json);
  state.write_move(a, viewer, sink);
  return out;
}

nlohmann::json move_json(const State& state, Action a, int viewer) {
  return nlohmann::json::parse(move_text(state, a, viewer));
}

std::string situation_text(const State& state) {
  std::string out;
  JsonText json(out);
  JsonSink sink(json);
  state.write_situation(sink);
  return out;
}

void write_move_entry(JsonText& json, std::string_view move, int seat, Decider by, int entered_by) {
  json.begin_object().key("by").value(name_of(by)).key("seat");
  if (seat >= 0)
    json.value(seat);
  else
    json.null();
  if (entered_by >= 0) json.key("entered_by").value(entered_by);
  json.members(move).end_object();
}

void write_legal_moves(JsonText& json, const State& state, int viewer, bool hand_throw) {
  JsonSink sink(json);
  json.begin_array();
  if (hand_throw) {
    write_value(sink, HandThrowMove{});
  } else {
    std::vector<Action> legal;
    state.legal_actions(legal);
    for (Action a : legal) state.write_move(a, viewer, sink);
  }
  json.end_array();
}

}  // namespace cubilete
