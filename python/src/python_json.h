#pragma once
// Between the JSON that present/ writes and Python objects: every document the command line
// prints with --json reaches Python as the same dict (json.loads of the same text), and rule
// options given as a dict are read by present/'s own reader of rules.
#include <pybind11/pybind11.h>

#include <nlohmann/json_fwd.hpp>
#include <string_view>

#include "core/options.h"

namespace cubilete::python {

namespace py = pybind11;

// json.loads of the text.
py::object from_json_text(std::string_view text);
py::object to_python(const nlohmann::json& j);
// {"double_generala": 100, "scratch": "any", "served_generala_wins": true} (None: no options).
// Throws UsageError for a value that is neither a bool, an integer nor a string.
Assignments rules_from(const py::object& rules);

}  // namespace cubilete::python
