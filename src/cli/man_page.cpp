#include "cli/man_page.h"

#include <fmt/format.h>

namespace cubilete::cli {

namespace {

// Text as roff reads it literally: backslashes and dashes escaped, no line starting with a
// control character.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (const char c : text) {
    if (line_start && (c == '.' || c == '\'')) out += "\\&";
    if (c == '\\') {
      out += "\\e";
    } else if (c == '-') {
      out += "\\-";
    } else {
      out += c;
    }
    line_start = c == '\n';
  }
  return out;
}

std::string option_entry(const CLI::App& cmd, const CLI::Option* opt) {
  // The help's left column, as the formatter of --help writes it (help_format.h derives from
  // CLI::Formatter; a plain one writes the same column).
  auto formatter = std::dynamic_pointer_cast<CLI::Formatter>(cmd.get_formatter());
  if (!formatter) formatter = std::make_shared<CLI::Formatter>();
  const bool positional = opt->nonpositional() == false;
  return fmt::format(".TP\n.B {}\n{}\n",
                     roff(formatter->make_option_name(opt, positional) + formatter->make_option_opts(opt)),
                     roff(opt->get_description()));
}

// `cubilete NAME` and its options, then its own subcommands.
void command_section(std::string& out, const CLI::App& cmd, const std::string& path) {
  out += fmt::format(".SS \"{}\"\n{}\n", roff(path), roff(cmd.get_description()));
  for (const CLI::Option* opt : cmd.get_options()) {
    if (opt == cmd.get_help_ptr()) continue;
    out += option_entry(cmd, opt);
  }
  if (!cmd.get_footer().empty()) out += fmt::format(".PP\n{}\n", roff(cmd.get_footer()));
  for (const CLI::App* sub : cmd.get_subcommands([](const CLI::App*) { return true; }))
    command_section(out, *sub, path + " " + sub->get_name());
}

}  // namespace

std::string man_page(const CLI::App& app, const std::string& version) {
  std::string out = fmt::format(".TH CUBILETE 1 \"\" \"cubilete {}\" \"User Commands\"\n", version);
  out += ".SH NAME\ncubilete \\- " + roff(app.get_description().substr(app.get_description().find(": ") + 2)) + "\n";
  out += ".SH SYNOPSIS\n.B cubilete\n.I COMMAND\n.RI [ OPTIONS ]\n";
  out += ".SH DESCRIPTION\n" + roff(app.get_description()) +
         "\n.PP\nEach command and its options follow, in the words of "
         "\\fBcubilete help\\fR \\fICOMMAND\\fR (or \\fBcubilete\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR).\n";
  out += ".SH OPTIONS\n";
  for (const CLI::Option* opt : app.get_options())
    if (opt != app.get_help_ptr()) out += option_entry(app, opt);
  out += ".SH COMMANDS\n";
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    command_section(out, *sub, "cubilete " + sub->get_name());
  const auto entry = [&out](const std::string& term, const std::string& text) {
    out += ".TP\n" + term + "\n" + roff(text) + "\n";
  };
  out += ".SH FILES\n";
  entry(".I /etc/cubilete/cubilete.toml",
        "The settings of the Debian package's cubilete service (cubilete serve --config): every option of serve, "
        "commented with its default, as cubilete serve --print-config writes them.");
  entry(".I /var/lib/cubilete/tables.db", "The service's store (rooms, records, chat, accounts): a SQLite file.");
  out += ".SH ENVIRONMENT\n";
  entry(".B CUBILETE_CACHE", "Where solved tables are kept (else $XDG_CACHE_HOME/cubilete, else ~/.cache/cubilete).");
  entry(".B XDG_DATA_HOME",
        "serve's default store is $XDG_DATA_HOME/cubilete/tables.db (else ~/.local/share/cubilete/tables.db).");
  out += ".SH SEE ALSO\n.BR nginx (8),\n.BR systemctl (1)\n";
  return out;
}

}  // namespace cubilete::cli
