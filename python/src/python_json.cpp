#include "python_json.h"

#include <nlohmann/json.hpp>

#include "core/error.h"
#include "present/options_json.h"

namespace cubilete::python {

py::object from_json_text(std::string_view text) {
  // Kept for the life of the process (never destroyed after the interpreter is gone).
  static const auto* loads = new py::object(py::module_::import("json").attr("loads"));
  return (*loads)(py::str(text.data(), text.size()));
}

py::object to_python(const nlohmann::json& j) {
  return from_json_text(j.dump());
}

Assignments rules_from(const py::object& rules) {
  if (rules.is_none()) return {};
  if (!py::isinstance<py::dict>(rules))
    throw UsageError("rules must be a dict of option values, such as {\"players\": 2}");
  static const auto* dumps = new py::object(py::module_::import("json").attr("dumps"));
  std::string text;
  try {
    text = py::cast<std::string>((*dumps)(rules));
  } catch (const py::error_already_set&) {
    throw UsageError("rules must map option names to bools, integers or strings");
  }
  return assignments_from_json(nlohmann::json::parse(text));
}

}  // namespace cubilete::python
