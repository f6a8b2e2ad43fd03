#include "cli/sheet_session.h"

#include <fmt/format.h>

#include <cctype>
#include <iostream>

#include "catalog/analyse_record.h"
#include "cli/outcome.h"
#include "cli/session_text.h"
#include "core/error.h"
#include "core/say.h"
#include "core/text.h"
#include "present/analysis_text.h"
#include "present/ranking_text.h"
#include "present/record_json.h"
#include "solve/common/ranking.h"
#include "table/sheet_entry.h"

namespace cubilete::cli {

// Named, not anonymous: the command line is one unity unit, and play_session.cpp has words alike.
namespace sheet_session {

const Translated kHelp{
    "  31552 keep 55     the dice the cup showed, then what the player does with them\n"
    "                    (after a keep, type the dice rethrown or the whole cup)\n"
    "  final 33355       a turn given only by its final dice (add `served` when they\n"
    "                    came on the first throw), then what the player scores\n"
    "  keep 55, score full, ...  a decision alone, as the game names it\n"
    "  undo              take back the last line entered\n"
    "  hint              the choices ranked (only with --hints)\n"
    "  save FILE         save the record (go on with `cubilete sheet --load FILE`)\n"
    "  help, quit\n",
    "  31552 keep 55     os dados que o copo mostrou e o que o jogador faz com eles\n"
    "                    (depois de guardar, digite os dados jogados de novo ou o\n"
    "                    copo inteiro)\n"
    "  final 33355       uma vez dada só pelos dados finais (acrescente `served` se\n"
    "                    vieram na primeira jogada), e o que o jogador marca\n"
    "  keep 55, score full, ...  só uma decisão, como o jogo a chama\n"
    "  undo              desfaz a última linha\n"
    "  hint              as escolhas ordenadas (só com --hints)\n"
    "  save ARQUIVO      salva o registro (continue com `cubilete sheet --load`)\n"
    "  help, quit\n",
    "  31552 keep 55     los dados que mostró el cubilete y lo que hace el jugador\n"
    "                    (después de guardar, escribí los dados tirados de nuevo o\n"
    "                    el cubilete entero)\n"
    "  final 33355       un turno dado solo por sus dados finales (agregá `served`\n"
    "                    si salieron en el primer tiro), y lo que anota el jugador\n"
    "  keep 55, score full, ...  solo una decisión, como la nombra el juego\n"
    "  undo              deshace la última línea\n"
    "  hint              las opciones ordenadas (solo con --hints)\n"
    "  save ARCHIVO      guarda el registro (seguí con `cubilete sheet --load`)\n"
    "  help, quit\n"};
const Translated kHeader{"Score sheet for {game} with real dice: {names}. Type help for the commands.",
                         "Planilha de {game} com dados de verdade: {names}. Digite help para ver os comandos.",
                         "Planilla de {game} con dados de verdad: {names}. Escribí help para ver los comandos."};
const Translated kThrowDue{"{name}: type the dice the cup shows", "{name}: digite os dados que o copo mostra",
                           "{name}: escribí los dados que muestra el cubilete"};
const Translated kDecide{"{name} decides", "{name} decide", "{name} decide"};
const Translated kRefused{"refused, nothing changed: {why}", "recusado, nada mudou: {why}",
                          "rechazado, nada cambió: {why}"};
const Translated kUndone{"Undone: the last line is taken back.", "Desfeito: a última linha foi retirada.",
                         "Deshecho: se quitó la última línea."};
const Translated kHintsOff{"hints are off at this table (`cubilete sheet --hints` turns them on)",
                           "as dicas estão desligadas nesta mesa (`cubilete sheet --hints` as liga)",
                           "las pistas están apagadas en esta mesa (`cubilete sheet --hints` las prende)"};
const Translated kNoHint{"no hint now", "nenhuma dica agora", "ninguna pista ahora"};
const Translated kSaved{"Saved {count} entries to {file}.", "{count} entradas salvas em {file}.",
                        "{count} entradas guardadas en {file}."};
const Translated kNoAnalysis{"No analysis: {why}", "Sem análise: {why}", "Sin análisis: {why}"};

class SheetSession {
 public:
  SheetSession(const SheetSetup& setup, std::ostream& out)
      : setup_(setup), lang_(setup.lang), out_(out), table_(table_setup(setup)) {
    table_.speak({lang_, kSpectator, [this](int seat) { return actor_name(seat, setup_.names, lang_); }});
  }

  void run(std::istream& in) {
    out_ << say(kHeader, lang_, fmt::arg("game", table_.game().info().name),
                fmt::arg("names", seat_legend()))
         << "\n";
    if (!setup_.actions.empty()) table_.replay_recorded(setup_.actions, setup_.by, setup_.entered_by);
    std::string line;
    while (!table_.over()) {
      out_ << "\n" << table_.state().render(kSpectator, lang_) << "\n" << prompt() << "\n> " << std::flush;
      if (!std::getline(in, line)) return;
      if (!command(line)) return;
    }
    out_ << "\n" << table_.state().render(kSpectator, lang_) << "\n" << outcome_text(table_.state(), setup_.names, lang_);
    analysis();
    while (true) {
      out_ << "\n" << kOverSaveOrLeave.in(lang_) << "\n> " << std::flush;
      if (!std::getline(in, line)) return;
      const auto words = words_of(line);
      if (words.empty()) return;
      if (words[0] == "save") save(argument_of(line));
    }
  }

 private:
  static table::TableSetup table_setup(const SheetSetup& s) {
    table::TableSetup t{s.entry, s.rules, std::vector<std::string>(s.names.size(), "human"), 0};
    t.dice_entered = true;
    return t;
  }

  // The table draws seats as P1, P2, ...: the header says whose each is.
  std::string seat_legend() const {
    std::vector<std::string> named;
    for (size_t i = 0; i < setup_.names.size(); ++i) named.push_back(fmt::format("{} (P{})", setup_.names[i], i + 1));
    return fmt::format("{}", fmt::join(named, ", "));
  }

  std::string prompt() const {
    const int seat = table_.state().acting_player();
    const std::string name = seat >= 0 ? setup_.names[size_t(seat)] : "";
    return say(table_.state().is_chance() ? kThrowDue : kDecide, lang_, fmt::arg("name", name));
  }

  // One line; false to leave.
  bool command(const std::string& line) {
    const auto words = words_of(lower(line));
    if (words.empty()) return true;
    const std::string& verb = words[0];
    if (verb == "quit" || verb == "exit") return false;
    if (verb == "help") {
      out_ << kHelp.in(lang_);
    } else if (verb == "undo") {
      undo();
    } else if (verb == "hint") {
      hint();
    } else if (verb == "save") {
      save(argument_of(line));
    } else {
      entry(words);
    }
    return true;
  }

  // A throw or final dice, then what the player does, all or nothing.
  void entry(const std::vector<std::string>& words) {
    const uint64_t before = table_.version();
    size_t next = 0;
    std::string why;
    auto refuse = [&](const std::string& reason) {
      while (table_.version() > before) table_.undo_last_action();
      out_ << say(kRefused, lang_, fmt::arg("why", reason)) << "\n";
    };
    const bool final = words[0] == "final";
    // A first word in digits is meant as dice: its faces are checked, not read as a decision.
    if (final || std::isdigit(static_cast<unsigned char>(words[0][0]))) {
      const size_t at = final ? 1 : 0;
      if (at >= words.size()) return refuse("final needs the dice: final 33355");
      const auto faces = read_faces(words[at], &why);
      if (!faces) return refuse(why);
      next = at + 1;
      const bool served = final && next < words.size() && words[next] == "served";
      next += served;
      const auto entered = final ? table::enter_final(table_, *faces, served) : table::enter_throw(table_, *faces);
      if (!entered.ok()) return refuse(entered.reason);
    }
    if (next < words.size()) {
      if (table_.state().is_chance() || table_.over())
        return refuse(fmt::format("'{}' comes when nobody is to decide", join_from(words, next)));
      const auto parsed = table_.parse(join_from(words, next));
      if (!parsed.ok) return refuse(parsed.error);
      table_.apply(parsed.action, Decider::Person);
    }
    if (table_.version() == before) return refuse("type the dice the cup shows, or a decision (help lists them)");
    lines_.push_back(before);
    for (uint64_t i = before; i < table_.version(); ++i) {
      const auto& done = table_.log()[i];
      if (!done.told.empty()) out_ << done.told << "\n";
      if (!done.event.empty()) out_ << done.event << "\n";
    }
  }

  void undo() {
    if (lines_.empty()) {
      out_ << kNothingToUndo.in(lang_) << "\n";
      return;
    }
    while (table_.version() > lines_.back()) table_.undo_last_action();
    lines_.pop_back();
    out_ << kUndone.in(lang_) << "\n";
  }

  void hint() {
    if (!setup_.hints) {
      out_ << kHintsOff.in(lang_) << "\n";
      return;
    }
    const auto ranked = table_.state().is_chance() ? std::vector<RankedAction>{} : table_.advise();
    if (ranked.empty()) {
      out_ << kNoHint.in(lang_) << "\n";
      return;
    }
    const auto& analysis = setup_.entry->analysis;
    out_ << ranking_text(Ranking(analysis.advice_measure.in(lang_), analysis.win_measure.in(lang_), ranked), {}, lang_);
  }

  void save(const std::string& file) {
    try {
      if (file.empty()) throw UsageError(kSaveNeedsFile.in(lang_));
      save_record(table_.record(), file);
      out_ << say(kSaved, lang_, fmt::arg("count", table_.version()), fmt::arg("file", file)) << "\n";
    } catch (const UsageError& e) {
      out_ << e.what() << "\n";
    }
  }

  void analysis() {
    if (!has_analysis(*setup_.entry)) {
      out_ << "\n" << say(kNoAnalysis, lang_, fmt::arg("why", no_analysis_reason(*setup_.entry))) << "\n";
      return;
    }
    const auto a = analyse_record(table_.record());
    out_ << "\n" << analysis_text(*a.game, table_.record(), setup_.names, a.result, lang_);
  }

  const SheetSetup& setup_;
  const Lang lang_;
  std::ostream& out_;
  table::Table table_;
  std::vector<uint64_t> lines_;  // the table's version before each line entered, for undo
};

}  // namespace sheet_session

void run_sheet(const SheetSetup& setup, std::istream& in, std::ostream& out) {
  sheet_session::SheetSession session(setup, out);
  session.run(in);
}

}  // namespace cubilete::cli
