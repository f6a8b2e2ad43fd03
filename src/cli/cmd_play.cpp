// `cubilete play [GAME]`: a game in the terminal. Without GAME, a short menu sets one up.
#include <fmt/format.h>

#include <algorithm>

#include <iostream>
#include <random>

#include "cli/common.h"
#include "cli/play_session.h"
#include "core/error.h"
#include "core/record.h"
#include "core/say.h"
#include "present/record_json.h"

namespace cubilete::cli {

namespace play_command {
struct Options {
  std::string game, players, position, load, lang;
  uint64_t seed = 0;
  bool seed_given = false;
  std::vector<std::string> rules;
};
Options opt;

const Translated kWelcome{"Welcome to cubilete. Games:", "Bem-vindo ao cubilete. Jogos:", "Bienvenido a cubilete. Juegos:"};
const Translated kWhichGame{"Game (number or id)", "Jogo (número ou id)", "Juego (número o id)"};
const Translated kHowManyBots{"How many bot opponents ({least} to {most})", "Quantos bots adversários (de {least} a {most})",
                              "Cuántos bots rivales (de {least} a {most})"};
const Translated kInRange{"Please answer a number in that range.", "Responda um número nesse intervalo, por favor.",
                          "Respondé un número en ese rango, por favor."};
const Translated kBotsPlayAs{"Opponents play as ({bots})", "Os adversários jogam como ({bots})",
                             "Los rivales juegan como ({bots})"};
const Translated kChooseOne{"Choose one of: {bots}", "Escolha um de: {bots}", "Elegí uno de: {bots}"};

// Asks until the answer is valid; empty input takes the default. Returns false at end of input.
bool ask(const std::string& question, const std::string& def, std::string& answer) {
  std::cout << question << " [" << def << "]: " << std::flush;
  if (!std::getline(std::cin, answer)) {
    std::cout << "\n";  // Ctrl-D: leave the prompt's line
    return false;
  }
  while (!answer.empty() && answer.back() == ' ') answer.pop_back();
  if (answer.empty()) answer = def;
  return true;
}

// The friendly entry point of `cubilete play` without a game: choose a game and opponents.
bool menu(PlaySetup& setup) {
  const Lang lang = setup.lang;
  const auto& games = game_registry();
  std::cout << kWelcome.in(lang) << "\n";
  size_t width = 0;
  for (const auto& g : games) width = std::max(width, g.description.info.id.size());
  for (size_t i = 0; i < games.size(); ++i)
    std::cout << fmt::format("  {:>2}. {:<{}} {}\n", i + 1, games[i].description.info.id, width,
                             games[i].description.summary.in(lang));
  std::string answer;
  for (;;) {
    if (!ask(kWhichGame.in(lang), "generala", answer)) return false;
    int n = std::atoi(answer.c_str());
    if (n >= 1 && n <= int(games.size())) answer = games[n - 1].description.info.id;
    try {
      setup.entry = &find_game(answer);
      break;
    } catch (const UsageError& e) {
      std::cout << e.what() << "\n";
    }
  }
  const auto& info = setup.entry->description.info;
  int opponents = 0;
  for (;;) {
    if (!ask(say(kHowManyBots, lang, fmt::arg("least", std::max(0, info.min_players - 1)),
                 fmt::arg("most", info.max_players - 1)),
             "1", answer))
      return false;
    opponents = std::atoi(answer.c_str());
    if (answer.find_first_not_of("0123456789") == std::string::npos && opponents + 1 >= info.min_players &&
        opponents + 1 <= info.max_players)
      break;
    std::cout << kInRange.in(lang) << "\n";
  }
  auto bots = bot_names(*setup.entry);
  std::string bot;
  for (;;) {
    if (opponents == 0) break;
    const auto bot_list = fmt::format("{}", fmt::join(bots, ", "));
    if (!ask(say(kBotsPlayAs, lang, fmt::arg("bots", bot_list)), default_opponent(*setup.entry), bot))
      return false;
    if (std::find(bots.begin(), bots.end(), bot) != bots.end()) break;
    std::cout << say(kChooseOne, lang, fmt::arg("bots", bot_list)) << "\n";
  }
  setup.players = {"human"};
  for (int i = 0; i < opponents; ++i) setup.players.push_back(bot);
  setup.rules.emplace_back("players", std::to_string(setup.players.size()));
  return true;
}

// A saved game goes on where it stopped: its game, rules, seats and seed come from the record.
PlaySetup setup_from_record(const std::string& file) {
  if (!opt.game.empty() || !opt.players.empty() || opt.seed_given || !opt.position.empty() || !opt.rules.empty())
    throw UsageError("--load takes the game, rules, seats and seed from the saved file: give nothing else");
  const auto record = load_record(file);
  PlaySetup setup;
  setup.entry = &find_game(record.game);
  setup.rules = record.rules;
  setup.players = record.players;
  if (setup.players.empty()) throw UsageError(fmt::format("'{}' does not say who sits at the table (\"players\")", file));
  setup.seed = record.seed;
  setup.actions = record.actions;
  setup.by = record.by;
  return setup;
}

void run() {
  const Lang lang = chosen_lang(opt.lang);
  if (!opt.load.empty()) {
    auto setup = setup_from_record(opt.load);
    setup.lang = lang;
    return run_play(setup, std::cin, std::cout);
  }
  PlaySetup setup;
  setup.lang = lang;
  setup.seed = opt.seed_given ? opt.seed : std::random_device{}() % 1000000;
  if (opt.game.empty()) {
    if (!menu(setup)) return;
  } else {
    setup.entry = &find_game(opt.game);
    setup.rules = parse_rules(opt.rules);
    if (!opt.position.empty()) {
      // A start position is the game's `start` rule, so records and replays keep it.
      const auto& o = setup.entry->description.options;
      if (std::none_of(o.begin(), o.end(), [](const OptionSpec& s) { return s.key == "start"; }))
        throw UsageError(fmt::format("--position is not accepted by {}: it has no start positions", opt.game));
      setup.rules.emplace_back("start", opt.position);
    }
    setup.players = resolve_players(*setup.entry, setup.rules, opt.players, default_opponent(*setup.entry), true);
    make_game(*setup.entry, setup.rules);  // validate the rules before anything is printed
  }
  run_play(setup, std::cin, std::cout);
}
}  // namespace play_command

void add_play_command(CLI::App& app) {
  using namespace play_command;
  auto* cmd = app.add_subcommand("play", "play a game in the terminal (no GAME: choose from a menu)");
  cmd->add_option("GAME", opt.game, "game id (see `cubilete games`)");
  cmd->add_option("--players,-p", opt.players,
                  "comma-separated seats: human or a bot name (default: you against the game's strongest bot)");
  cmd->add_option("--seed,-s", opt.seed, "seed of the dice (default: random, printed)")
      ->each([](const std::string&) { opt.seed_given = true; });
  cmd->add_option("--position", opt.position, "damma: the start position, e.g. 'bbbbb/bbbbb/bb.ww/wwwww/wwwww w -'");
  cmd->add_option("--load", opt.load, "continue a game saved with `save FILE`");
  add_rule_option(*cmd, opt.rules);
  add_lang_option(*cmd, opt.lang);
  cmd->callback(run);
}

}  // namespace cubilete::cli
