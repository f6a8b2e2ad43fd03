// cubilete: one binary, one source file per subcommand.
#include <fmt/format.h>

#include <iostream>

#include "cli/common.h"
#include "core/error.h"

int main(int argc, char** argv) {
  CLI::App app{"cubilete: traditional dice games, exact rules, strong bots"};
  app.require_subcommand(0, 1);
  cubilete::cli::add_games_command(app);
  cubilete::cli::add_rules_command(app);
  cubilete::cli::add_score_command(app);
  cubilete::cli::add_play_command(app);
  cubilete::cli::add_simulate_command(app);
  cubilete::cli::add_replay_command(app);
  cubilete::cli::add_solve_command(app);
  cubilete::cli::add_hint_command(app);
  cubilete::cli::add_damma_commands(app);
  cubilete::cli::add_verify_command(app);
  cubilete::cli::add_serve_command(app);
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
