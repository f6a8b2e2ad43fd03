#pragma once
// Helpers shared by the subcommands: rule options from the command line, players lists,
// and how errors reach the user.
#include <CLI/CLI.hpp>
#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

#include "catalog/registry.h"
#include "core/lang.h"

namespace cubilete::cli {

// Adds the repeatable `--rule KEY=VALUE` option.
void add_rule_option(CLI::App& cmd, std::vector<std::string>& rules);
Assignments parse_rules(const std::vector<std::string>& rules);

// "human,greedy" -> names; fills in the seat count from the `players` rule when the list is
// empty, and sets the `players` rule from the list when the rule is not given. Throws
// UsageError on a count mismatch or an unknown name.
std::vector<std::string> resolve_players(const GameEntry& entry, Assignments& rules,
                                         const std::string& list, const std::string& fill,
                                         bool allow_human);

void print_json(const nlohmann::json& j);

// Adds `--lang LANG` (en, pt-BR, es-AR) for what a command writes for people.
void add_lang_option(CLI::App& cmd, std::string& lang);
// The language asked for with --lang; without it the locale's (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG), or English for a JSON document, which programs read. Throws UsageError on a language
// the program does not speak.
Lang chosen_lang(const std::string& option, bool for_json = false);

// Thrown by a subcommand that has reported its outcome and wants this exit status (verify's
// mismatch: 1).
struct ExitStatus {
  int code;
};

// A count given on the command line as text (so that a number too large for 64 bits is refused
// in our words instead of being cut): a whole number from `least` to INT64_MAX. Throws UsageError
// naming `option`.
int64_t parse_count(const std::string& option, const std::string& text, int64_t least);

// "4.2 s", "42 s", "12 min", "3.4 h", "2.1 days", "5.3 years": a duration for a person.
std::string duration_text(double seconds);

// Each subcommand registers itself on the app.
void add_games_command(CLI::App& app);
void add_rules_command(CLI::App& app);
void add_score_command(CLI::App& app);
void add_play_command(CLI::App& app);
void add_sheet_command(CLI::App& app);
void add_simulate_command(CLI::App& app);
void add_replay_command(CLI::App& app);
void add_solve_command(CLI::App& app);
void add_hint_command(CLI::App& app);
void add_perft_command(CLI::App& app);
void add_analyse_command(CLI::App& app);
void add_verify_command(CLI::App& app);
void add_daily_command(CLI::App& app);
void add_puzzles_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_loadtest_command(CLI::App& app);
void add_loadtest_lobby_command(CLI::App& app);
void add_backup_commands(CLI::App& app);  // backup and restore
void add_protocol_command(CLI::App& app);
void add_admin_command(CLI::App& app);

}  // namespace cubilete::cli
