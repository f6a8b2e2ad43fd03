#include "cli/play_session.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/outcome.h"
#include "cli/session_text.h"
#include "core/error.h"
#include "core/say.h"
#include "core/text.h"
#include "present/ranking_text.h"
#include "present/record_json.h"
#include "table/table.h"

namespace cubilete::cli {

namespace {

// What the session says, in each language. Within 80 columns, like everything play prints.
const Translated kCommandsHelp{
    "  actions      list every legal action\n"
    "  hint         every choice ranked by the game's advisor (where it has one)\n"
    "  undo         take back your last decision (only when every opponent is a\n"
    "               bot)\n"
    "  save FILE    save the game record (continue it with\n"
    "               `cubilete play --load FILE`, replay it with\n"
    "               `cubilete replay FILE`)\n"
    "  rules        the rules of this game and the options in force\n"
    "  help         this text\n"
    "  quit         leave the game (it asks first)\n",
    "  actions      lista todas as ações possíveis\n"
    "  hint         todas as escolhas ordenadas pelo conselheiro do jogo (onde há\n"
    "               um)\n"
    "  undo         desfaz a sua última decisão (só quando todos os adversários\n"
    "               são bots)\n"
    "  save ARQUIVO salva o registro do jogo (continue com\n"
    "               `cubilete play --load ARQUIVO`, reveja com\n"
    "               `cubilete replay ARQUIVO`)\n"
    "  rules        as regras deste jogo e as opções em vigor\n"
    "  help         este texto\n"
    "  quit         sai do jogo (pergunta antes)\n",
    "  actions      lista todas las acciones posibles\n"
    "  hint         todas las opciones ordenadas por el consejero del juego (donde\n"
    "               lo hay)\n"
    "  undo         deshace tu última decisión (solo cuando todos los rivales son\n"
    "               bots)\n"
    "  save ARCHIVO guarda el registro de la partida (seguila con\n"
    "               `cubilete play --load ARCHIVO`, repasala con\n"
    "               `cubilete replay ARCHIVO`)\n"
    "  rules        las reglas de este juego y las opciones en juego\n"
    "  help         este texto\n"
    "  quit         deja la partida (pregunta antes)\n"};
const Translated kCommands{"Commands:", "Comandos:", "Comandos:"};
const Translated kAnAction{"  an action    ", "  uma ação     ", "  una acción   "};
const Translated kAsListed{"as listed by `actions`", "como `actions` lista", "como las lista `actions`"};
const Translated kExamples{"; e.g. {examples}", "; por exemplo {examples}", "; por ejemplo {examples}"};
const Translated kHeader{"{game}: {seats}, seed {seed}", "{game}: {seats}, semente {seed}", "{game}: {seats}, semilla {seed}"};
const Translated kVersus{" vs ", " contra ", " contra "};
const Translated kRules{"Rules: {rules}", "Regras: {rules}", "Reglas: {rules}"};
const Translated kLoaded{"Loaded a saved game: {count} actions replayed.", "Jogo salvo carregado: {count} ações refeitas.",
                         "Partida guardada cargada: {count} acciones repetidas."};
const Translated kTypeHelp{"Type help for the commands.", "Digite help para ver os comandos.",
                           "Escribí help para ver los comandos."};
const Translated kOnlySave{"Only `save FILE` is possible now; Enter leaves.",
                           "Agora só `save ARQUIVO` é possível; Enter sai.",
                           "Ahora solo se puede `save ARCHIVO`; Enter sale."};
const Translated kLeave{"Leave the game? It is lost unless you `save FILE` first. Leave (y/N)? ",
                        "Sair do jogo? Ele se perde se você não fizer `save ARQUIVO` antes. Sair (s/N)? ",
                        "¿Dejar la partida? Se pierde si no hacés `save ARCHIVO` antes. ¿Dejar (s/N)? "};
const Translated kAllDefaults{"Every option at its default", "Todas as opções no padrão",
                              "Todas las opciones por defecto"};
const Translated kInForce{"Options in force: {changed}", "Opções em vigor: {changed}", "Opciones en juego: {changed}"};
const Translated kListsAll{" (`cubilete rules {id}` lists them all).", " (`cubilete rules {id}` lista todas).",
                           " (`cubilete rules {id}` las lista todas)."};
const Translated kPassScreen{
    "{seat}'s turn. Pass the screen to {seat} and press Enter when nobody else is looking.",
    "Vez de {seat}. Passe a tela para {seat} e aperte Enter quando mais ninguém estiver olhando.",
    "Turno de {seat}. Pasale la pantalla a {seat} y apretá Enter cuando nadie más esté mirando."};
const Translated kInputClosed{"Input closed: game abandoned.", "Entrada fechada: jogo abandonado.",
                              "Entrada cerrada: partida abandonada."};
const Translated kYourThrow{"Your throw: press Enter to throw the dice.", "Sua vez de jogar: aperte Enter para jogar os dados.",
                            "Te toca tirar: apretá Enter para tirar los dados."};
const Translated kNothingYet{"Nothing to decide yet: press Enter to throw.",
                             "Nada a decidir ainda: aperte Enter para jogar.",
                             "Todavía no hay nada que decidir: apretá Enter para tirar."};
const Translated kAbandoned{"Game abandoned.", "Jogo abandonado.", "Partida abandonada."};
const Translated kItIsYourThrow{"It is your throw: press Enter (or type `throw`); `help` lists the commands.",
                                "É a sua vez de jogar: aperte Enter (ou digite `throw`); `help` lista os comandos.",
                                "Te toca tirar: apretá Enter (o escribí `throw`); `help` lista los comandos."};
const Translated kHide{"Press Enter to hide your dice.", "Aperte Enter para esconder seus dados.",
                       "Apretá Enter para esconder tus dados."};
const Translated kLegalNow{"Legal now:", "Possíveis agora:", "Posibles ahora:"};
const Translated kSaved{"Saved {count} actions to {file}.", "{count} ações salvas em {file}.",
                        "{count} acciones guardadas en {file}."};
const Translated kUndoOnlyBots{"undo is allowed only when every opponent is a bot",
                               "undo só é permitido quando todos os adversários são bots",
                               "undo solo se permite cuando todos los rivales son bots"};
const Translated kUndone{"Undone: back to your decision.", "Desfeito: de volta à sua decisão.",
                         "Deshecho: de vuelta a tu decisión."};
const Translated kNoAdvisor{"no advisor for this game yet", "ainda não há conselheiro para este jogo",
                            "todavía no hay consejero para este juego"};
const Translated kNoHint{"no hint: {why}", "sem dica: {why}", "sin pista: {why}"};
const Translated kNoAdvice{"no advice for this decision", "nenhum conselho para esta decisão",
                           "ningún consejo para esta decisión"};
const Translated kReportPoints{"Report for {seat}: {decisions} decisions, points lost ({measure}): {lost}",
                               "Relatório de {seat}: {decisions} decisões, pontos perdidos ({measure}): {lost}",
                               "Informe de {seat}: {decisions} decisiones, puntos perdidos ({measure}): {lost}"};
const Translated kReportChances{
    "Report for {seat}: {decisions} decisions, chance of winning lost ({measure}): {lost}",
    "Relatório de {seat}: {decisions} decisões, chance de vitória perdida ({measure}): {lost}",
    "Informe de {seat}: {decisions} decisiones, chance de ganar perdida ({measure}): {lost}"};
const Translated kReportItem{"  {where}: {chosen} ({value}); better {best} ({best_value}): -{loss}",
                             "  {where}: {chosen} ({value}); melhor {best} ({best_value}): -{loss}",
                             "  {where}: {chosen} ({value}); mejor {best} ({best_value}): -{loss}"};
const Translated kAllOptimal{"  every decision was optimal", "  todas as decisões foram ótimas",
                             "  todas las decisiones fueron óptimas"};
const Translated kYou{"you", "você", "vos"};
const Translated kHuman{"human", "humano", "humano"};

// The commands, the game's own examples of an action first.
std::string help_text(const GameDescription& game, Lang lang) {
  std::string action = kAsListed.in(lang);
  if (!game.action_examples.empty()) action += say(kExamples, lang, fmt::arg("examples", game.action_examples));
  return kCommands.in(lang) + "\n" + wrap_text(action, 80, std::string(15, ' '), kAnAction.in(lang)) +
         kCommandsHelp.in(lang);
}

// Clears the screen and the terminal's scrollback (3J), so a hot-seat player cannot scroll back
// to the previous player's dice.
const char* const kClearScreen = "\033[H\033[2J\033[3J";

class Session {
 public:
  Session(const PlaySetup& setup, std::ostream& out)
      : setup_(setup), lang_(setup.lang), out_(out), table_({setup.entry, setup.rules, setup.players, setup.seed}) {
    const int humans = table_.people();
    labels_ = setup.players;
    for (auto& l : labels_)
      if (l == "human") l = (humans == 1 ? kYou : kHuman).in(lang_);
    // Who the running commentary is written for: with secrets, only what that viewer may know.
    if (!table_.game().info().perfect_information) {
      hot_seat_ = humans > 1;
      viewer_ = humans == 0 ? kReferee : kSpectator;
      for (int i = 0; i < table_.seats() && humans == 1; ++i)
        if (!table_.is_bot(i)) viewer_ = i;
    }
    table_.speak({lang_, viewer_, [this](int seat) { return actor_name(seat, labels_, lang_); }});
  }

  void run(std::istream& in) {
    const Game& game = table_.game();
    out_ << say(kHeader, lang_, fmt::arg("game", game.info().name),
                fmt::arg("seats", fmt::format("{}", fmt::join(seat_names(), kVersus.in(lang_)))), fmt::arg("seed", setup_.seed))
         << "\n";
    if (auto changed = changed_rules(); !changed.empty()) out_ << say(kRules, lang_, fmt::arg("rules", changed)) << "\n";
    if (const auto& roles_of = setup_.entry->description.seat_roles; !roles_of.empty()) {
      std::vector<std::string> roles;
      for (int s = 0; s < table_.seats(); ++s) roles.push_back(fmt::format("{}: {}", roles_of[size_t(s)], seat_name(s, labels_)));
      out_ << fmt::format("{}\n", fmt::join(roles, ", "));
    }
    if (!setup_.actions.empty()) {
      table_.replay_recorded(setup_.actions, setup_.by);
      out_ << say(kLoaded, lang_, fmt::arg("count", setup_.actions.size())) << "\n";
    }
    if (table_.people() > 0) out_ << kTypeHelp.in(lang_) << "\n";
    while (!table_.over()) {
      const int p = table_.to_move();
      if (p == kChancePlayer) {
        // In the games whose turns are mostly throws a person throws their own dice (Enter), as
        // at the online table: the game waits for them instead of flashing past.
        if (const int hand = table_.hand_thrower(); hand >= 0) {
          if (!human_turn(hand, in, true)) return;
        } else {
          show(table_.apply_chance());
        }
      } else if (table_.is_bot(p)) {
        show(table_.apply(table_.bot_choice(p), false));
      } else if (!human_turn(p, in)) {
        return;
      }
    }
    out_ << "\n" << table_.state().render(kSpectator, lang_) << "\n" << outcome_text(table_.state(), labels_, lang_);
    report();
    after_the_end(in);
  }

 private:
  // The options that differ from the game's defaults, "key=value ...".
  std::string changed_rules() const {
    std::vector<std::string> changed;
    for (const auto& o : setup_.entry->description.options)
      if (o.key != "players" && table_.game().rules().values().at(o.key) != table_.game().rules().default_of(o.key))
        changed.push_back(o.key + "=" + table_.game().rules().values().at(o.key));
    return fmt::format("{}", fmt::join(changed, " "));
  }

  // A finished game can still be saved before the program ends.
  void after_the_end(std::istream& in) {
    if (table_.people() == 0) return;
    for (;;) {
      out_ << "\n" << kOverSaveOrLeave.in(lang_) << "\n> " << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\n";
        return;
      }
      std::istringstream words(line);
      std::string cmd;
      words >> cmd;
      if (cmd.empty() || cmd == "quit" || cmd == "exit") return;
      if (cmd == "save") save(argument_of(line));
      else out_ << kOnlySave.in(lang_) << "\n";
    }
  }

  // Leaving asks first, and says how to keep the game.
  bool confirm_quit(std::istream& in) {
    out_ << kLeave.in(lang_) << std::flush;
    std::string answer;
    if (!std::getline(in, answer)) return true;
    const auto a = answer.find_first_not_of(' ');
    if (a == std::string::npos) return false;
    // y in English, s (sim, sí) in Portuguese and Spanish; y in any language, as people type it.
    const char first = char(std::tolower(static_cast<unsigned char>(answer[a])));
    return first == 'y' || (lang_ != Lang::En && first == 's');
  }

  void show_rules() {
    out_ << wrap_paragraphs(setup_.entry->description.rules_text.in(lang_), 80);
    const auto changed = changed_rules();
    out_ << wrap_text((changed.empty() ? kAllDefaults.in(lang_) : say(kInForce, lang_, fmt::arg("changed", changed))) +
                          say(kListsAll, lang_, fmt::arg("id", setup_.entry->description.info.id)),
                      80, "  ");
  }

  std::vector<std::string> seat_names() const {
    std::vector<std::string> v;
    for (int i = 0; i < table_.seats(); ++i) v.push_back(seat_name(i, labels_));
    return v;
  }

  // The running commentary: who did what, as the screen's viewer may know it.
  void show(const table::LoggedAction& done) {
    out_ << done.told << "\n";
    // Within 80 columns (a Triplo Seis showdown says a lot).
    if (!done.event.empty()) out_ << wrap_text(done.event, 80, "    ", "    ");
  }

  // One human decision, or their own throw (by_hand); false when the player leaves.
  bool human_turn(int p, std::istream& in, bool by_hand = false) {
    if (hot_seat_ && screen_owner_ != p) {
      // Hot seat with secrets: nobody else may see this player's dice.
      out_ << kClearScreen << wrap_text(say(kPassScreen, lang_, fmt::arg("seat", seat_name(p, labels_))), 80)
           << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\nInput closed: game abandoned.\n";
        return false;
      }
      screen_owner_ = p;
    }
    out_ << "\n" << table_.state().render(p, lang_);
    if (by_hand) out_ << kYourThrow.in(lang_) << "\n";
    for (;;) {
      out_ << seat_name(p, labels_) << "> " << std::flush;
      std::string line;
      if (!std::getline(in, line)) {
        out_ << "\nInput closed: game abandoned.\n";
        return false;
      }
      std::istringstream words(line);
      std::string cmd;
      words >> cmd;
      if (by_hand && (cmd.empty() || cmd == "throw" || cmd == "roll")) {
        show(table_.apply_chance());
        after_own_turn(p, in);
        return true;
      }
      if (cmd.empty()) continue;
      if (by_hand && (cmd == "actions" || cmd == "moves" || cmd == "hint")) {
        out_ << kNothingYet.in(lang_) << "\n";
      } else if (cmd == "help" || cmd == "?") {
        out_ << help_text(setup_.entry->description, lang_);
        list_actions();
      } else if (cmd == "actions" || cmd == "moves") {
        list_actions();
      } else if (cmd == "hint") {
        hint();
      } else if (cmd == "quit" || cmd == "exit") {
        if (!confirm_quit(in)) continue;
        out_ << kAbandoned.in(lang_) << "\n";
        return false;
      } else if (cmd == "rules") {
        show_rules();
      } else if (cmd == "save") {
        save(argument_of(line));
      } else if (cmd == "undo") {
        if (undo(p)) return true;
      } else if (by_hand) {
        out_ << wrap_text(kItIsYourThrow.in(lang_), 80);
      } else {
        auto parsed = table_.parse(line);
        if (!parsed.ok) {
          out_ << wrap_text(parsed.error, 80, "  ");  // a refusal listing every legal move is long
          continue;
        }
        show(table_.apply(parsed.action, true));
        after_own_turn(p, in);
        return true;
      }
    }
  }

  // Hot seat with secrets: when the turn leaves p, p hides their dice before passing the screen.
  void after_own_turn(int p, std::istream& in) {
    if (!hot_seat_ || table_.state().acting_player() == p) return;
    out_ << "\n" << kHide.in(lang_) << std::flush;
    std::string ignored;
    std::getline(in, ignored);
    out_ << kClearScreen;
    screen_owner_ = -1;
  }

  void list_actions() {
    std::vector<std::string> names;
    for (Action a : table_.state().legal_actions()) names.push_back(table_.state().action_to_string(a));
    out_ << wrap_list(kLegalNow.in(lang_), names, 80, "  ");
  }

  void save(const std::string& file) {
    if (file.empty()) {
      out_ << kSaveNeedsFile.in(lang_) << "\n";
      return;
    }
    try {
      save_record(table_.record(), file);
      out_ << say(kSaved, lang_, fmt::arg("count", table_.record().actions.size()), fmt::arg("file", file)) << "\n";
    } catch (const UsageError& e) {
      out_ << e.what() << "\n";
    }
  }

  bool undo(int seat) {
    if (table_.people() != 1) {
      out_ << kUndoOnlyBots.in(lang_) << "\n";
      return false;
    }
    if (!table_.undo_last_decision_of(seat)) {
      out_ << kNothingToUndo.in(lang_) << "\n";
      return false;
    }
    out_ << kUndone.in(lang_) << "\n";
    return true;
  }

  void hint() {
    if (!table_.has_advisor()) {
      out_ << kNoAdvisor.in(lang_) << "\n";
      return;
    }
    std::vector<RankedAction> ranked;
    try {
      ranked = table_.advise();
    } catch (const std::exception& e) {  // an advisor that cannot answer never ends the game
      out_ << wrap_text(say(kNoHint, lang_, fmt::arg("why", e.what())), 80, "  ");
      return;
    }
    if (ranked.empty()) {
      out_ << kNoAdvice.in(lang_) << "\n";
      return;
    }
    // Beside each choice, an engine's expected line where it has one.
    const auto& analysis = setup_.entry->analysis;
    out_ << ranking_text(Ranking(analysis.advice_measure.in(lang_), analysis.win_measure.in(lang_), ranked), {}, lang_);
  }

  // After the game: every human decision that lost expected points against the game's advisor,
  // the better choice, and the total.
  // What the report's losses are measured in, in the player's language.
  std::string measure_in(bool chances) const {
    const auto& analysis = setup_.entry->analysis;
    return (chances ? analysis.win_measure : analysis.advice_measure).in(lang_);
  }

  void report() {
    // With secrets at a shared screen, a report would show other players' dice.
    if (hot_seat_) return;
    for (const auto& r : table_.report()) {
      if (r.decisions == 0) continue;
      // Chances of winning as percentages, points with two decimals.
      const auto show = [&r](double x) { return r.in_chances ? fmt::format("{:.2f}%", 100 * x) : fmt::format("{:.2f}", x); };
      std::string lines;
      for (const auto& item : r.items)
        lines += say(kReportItem, lang_, fmt::arg("where", item.where), fmt::arg("chosen", item.chosen),
                     fmt::arg("value", show(item.chosen_value)), fmt::arg("best", item.best),
                     fmt::arg("best_value", show(item.best_value)), fmt::arg("loss", show(item.loss))) +
                 "\n";
      out_ << "\n"
           << say(r.in_chances ? kReportChances : kReportPoints, lang_, fmt::arg("seat", seat_name(r.seat, labels_)),
                  fmt::arg("decisions", r.decisions), fmt::arg("measure", measure_in(r.in_chances)),
                  fmt::arg("lost", show(r.lost)))
           << "\n"
           << (lines.empty() ? kAllOptimal.in(lang_) + "\n" : lines);
    }
  }

  const PlaySetup& setup_;
  const Lang lang_;
  std::ostream& out_;
  table::Table table_;
  std::vector<std::string> labels_;  // how seats are named on screen
  bool hot_seat_ = false;     // several humans at one screen in a game with secrets
  int viewer_ = kReferee;     // whose knowledge the commentary may show
  int screen_owner_ = -1;     // hot seat: whose secrets may be on screen now
};

}  // namespace

void run_play(const PlaySetup& setup, std::istream& in, std::ostream& out) {
  Session session(setup, out);
  session.run(in);
}

}  // namespace cubilete::cli
