#pragma once
// The manual page cubilete.1, in roff, written from the same words as every --help (the
// commands' and options' descriptions, each option's names, type and default as the help's left
// column shows them): `cubilete help --man`. The build writes it (CMakeLists.txt), so the page
// the Debian package installs cannot drift from the program.
#include <CLI/CLI.hpp>

#include <string>

namespace cubilete::cli {

std::string man_page(const CLI::App& app, const std::string& version);

}  // namespace cubilete::cli
