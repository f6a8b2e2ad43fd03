// cubilete: one binary, one source file per subcommand.
#include <fmt/format.h>

#include <cstdlib>
#include <iostream>

#include "cli/common.h"
#include "cli/help_format.h"
#include "cli/man_page.h"
#include "core/error.h"
#include "solve/category/simd_cap.h"

namespace {
// `cubilete help [COMMAND]`: what --help prints, for people who type the word.
void add_help_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("help", "show the commands, or one command's options (help COMMAND)");
  static std::string topic;
  static bool man = false;
  cmd->add_option("COMMAND", topic, "a command, e.g. simulate");
  cmd->add_flag("--man", man, "print this help of every command as a manual page (roff: man -l -)");
  cmd->callback([&app] {
    if (man) {
      std::cout << cubilete::cli::man_page(app, CUBILETE_VERSION);
      return;
    }
    // app.help() would describe the command being run, `help` itself: ask the formatter.
    if (topic.empty()) {
      std::cout << app.get_formatter()->make_help(&app, app.get_name(), CLI::AppFormatMode::Normal);
      return;
    }
    std::vector<std::string> names;
    for (const auto* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
      if (sub->get_name() == topic) {
        std::cout << sub->help(app.get_name());
        return;
      }
      names.push_back(sub->get_name());
    }
    throw cubilete::UsageError(fmt::format("no command '{}'; commands: {}", topic, fmt::join(names, ", ")));
  });
}
}  // namespace

int main(int argc, char** argv) {
  // Read deep in a solve, a misspelt cap would quietly mean SSE2: said here, before anything runs.
  if (const auto problem = cubilete::solve::simd_cap_problem(std::getenv("CUBILETE_SIMD")); !problem.empty()) {
    std::cerr << "error: " << problem << "\n";
    return 2;
  }
  CLI::App app{"cubilete: traditional dice games, exact rules, strong bots"};
  app.formatter(cubilete::cli::wrapping_formatter());  // before the subcommands: they copy it
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", std::string("cubilete ") + CUBILETE_VERSION, "print the version and exit");
  add_help_command(app);
  cubilete::cli::add_games_command(app);
  cubilete::cli::add_rules_command(app);
  cubilete::cli::add_score_command(app);
  cubilete::cli::add_play_command(app);
  cubilete::cli::add_sheet_command(app);
  cubilete::cli::add_simulate_command(app);
  cubilete::cli::add_replay_command(app);
  cubilete::cli::add_solve_command(app);
  cubilete::cli::add_hint_command(app);
  cubilete::cli::add_perft_command(app);
  cubilete::cli::add_analyse_command(app);
  cubilete::cli::add_verify_command(app);
  cubilete::cli::add_daily_command(app);
  cubilete::cli::add_puzzles_command(app);
  cubilete::cli::add_serve_command(app);
  cubilete::cli::add_loadtest_command(app);
  cubilete::cli::add_loadtest_lobby_command(app);
  cubilete::cli::add_backup_commands(app);
  cubilete::cli::add_protocol_command(app);
  cubilete::cli::add_admin_command(app);
  try {
    app.parse(argc, argv);
    if (app.get_subcommands().empty()) {
      std::cout << app.help();
      return 0;
    }
  } catch (const cubilete::cli::ExitStatus& e) {
    return e.code;
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const cubilete::UsageError& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "internal error: " << e.what() << "\n";
    return 3;
  }
  return 0;
}
