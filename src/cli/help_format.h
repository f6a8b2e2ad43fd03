#pragma once
// The formatter of every --help: CLI11's own layout (names in a left column, descriptions beside
// them), with descriptions, program descriptions and footers wrapped to 80 columns. CLI11 2.1
// does not wrap: a long option description ran to 140 columns.
#include <CLI/CLI.hpp>

#include <memory>

namespace cubilete::cli {

std::shared_ptr<CLI::Formatter> wrapping_formatter();

}  // namespace cubilete::cli
