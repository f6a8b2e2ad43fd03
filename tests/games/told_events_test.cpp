// What a move brought, told in every language: the three-dice games' and the betting games'
// events are words and values (core/told.h), so the terminal tells them in its player's language
// while last_event (the views', the record's) stays English.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "core/rng.h"
#include "core/told.h"
#include "games/bets/bets_events.h"
#include "games/bets/bets_words.h"
#include "games/bets/triplo_seis.h"
#include "games/damma/damma_words.h"
#include "games/dice3/dice3_events.h"
#include "support/test_util.h"

using namespace cubilete;

namespace {

std::vector<std::string> sorted_blanks(const std::string& text) {
  auto names = blanks_of(text);
  std::sort(names.begin(), names.end());
  return names;
}

// Every text of a family's events fills the same blanks in each language: a blank a language
// names differently would throw while a game is told.
void expect_same_blanks(const std::vector<const Translated*>& texts) {
  for (const Translated* t : texts) {
    EXPECT_EQ(sorted_blanks(t->pt_br), sorted_blanks(t->en)) << t->en << " / " << t->pt_br;
    EXPECT_EQ(sorted_blanks(t->es_ar), sorted_blanks(t->en)) << t->en << " / " << t->es_ar;
    if (!blanks_of(t->en).empty()) {
      EXPECT_NE(t->pt_br, t->en) << "not translated: " << t->en;
      EXPECT_NE(t->es_ar, t->en) << "not translated: " << t->en;
    }
  }
}

}  // namespace

TEST(ToldEvents, EveryEventTextFillsTheSameBlanksInEachLanguage) {
  expect_same_blanks(dice3::dice3_events().all());
  expect_same_blanks(bets::flores_events().all());
  expect_same_blanks(bets::triplo_seis_events().all());
  expect_same_blanks(bets::flores_words().all());
  expect_same_blanks(bets::triplo_seis_words().all());
  expect_same_blanks(damma::damma_words().all());
}

// The betting games' drawings and running accounts in Portuguese and Spanish hold no English: every
// state of random games, drawn for each seat, and every move told to each seat.
TEST(ToldEvents, TheBettingGamesDrawingsAndMovesSpeakEachLanguage) {
  const std::vector<std::string> english = {"round ", " chip", "banker", "the cup", "This round", "to throw",
                                            "to call", "believ", "doubt", " bet ", " kept ", "threw", "drew "};
  for (const std::string id : {"flores_amarradas", "triplo_seis"}) {
    auto game = make_game(id, {{"players", "3"}});
    Rng rng(11);
    int told = 0, hidden = 0;
    for (int g = 0; g < 5; ++g) {
      auto s = game->initial_state();
      for (int step = 0; step < 400 && !s->is_terminal(); ++step) {
        const Action a = s->is_chance() ? s->sample_chance(rng) : [&] {
          const auto legal = s->legal_actions();
          return legal[rng.below(uint32_t(legal.size()))];
        }();
        // A seat that may not know the dice under the cup hears how many, never which.
        if (const auto* cup = dynamic_cast<const bets::TriploSeisState*>(s.get()))
          for (int viewer = 0; viewer < game->num_players(); ++viewer)
            if (!cup->knows_action(a, viewer)) {
              const std::string line = s->tell(a, viewer, "P1", Lang::En);
              EXPECT_FALSE(std::regex_search(line, std::regex(R"(\d \d)"))) << "dice told to a seat that may not see them: " << line;
              ++hidden;
            }
        for (const Lang lang : {Lang::PtBR, Lang::EsAR})
          for (int viewer = 0; viewer < game->num_players(); ++viewer) {
            const std::string line = s->tell(a, viewer, "P1", lang);
            const std::string drawn = s->render(viewer, lang);
            for (const auto& word : english) {
              EXPECT_EQ(line.find(word), std::string::npos) << id << " tells in English: " << line;
              EXPECT_EQ(drawn.find(word), std::string::npos) << id << " draws in English:\n" << drawn;
            }
            ++told;
          }
        s->apply(a);
      }
    }
    EXPECT_GT(told, 200) << id;
    if (id == std::string("triplo_seis")) {
      EXPECT_GT(hidden, 20);
    }
  }
}

// Random games of each: after every move the event is told in each language without an error, its
// English is last_event, and the other languages say it in their own words; between them the games
// reach most of their events (the kinds are counted by their English opening words).
TEST(ToldEvents, RandomGamesTellEveryMoveInEachLanguage) {
  const std::vector<std::string> games = {"centenario", "matterhorn",       "multiplicacao", "buck_dice",
                                          "ataque_yankee", "flores_amarradas", "triplo_seis"};
  for (const auto& id : games) {
    auto game = make_game(id, {});
    Rng rng(7);
    std::set<std::string> told_pt;
    int events = 0;
    for (int g = 0; g < 20; ++g) {
      auto s = game->initial_state();
      for (int step = 0; step < 2000 && !s->is_terminal(); ++step) {
        if (s->is_chance()) {
          s->apply(s->sample_chance(rng));
        } else {
          const auto legal = s->legal_actions();
          ASSERT_FALSE(legal.empty()) << id;
          s->apply(legal[rng.below(uint32_t(legal.size()))]);
        }
        const std::string en = s->last_event();
        EXPECT_EQ(s->told_event(Lang::En), en) << id;
        for (const Lang lang : {Lang::PtBR, Lang::EsAR}) {
          std::string said;
          ASSERT_NO_THROW(said = s->told_event(lang)) << id << " " << en;
          EXPECT_EQ(said.empty(), en.empty()) << id << ": " << en;
          if (!en.empty()) {
            EXPECT_NE(said, en) << id << " says it in English in " << lang_code(lang);
          }
          if (lang == Lang::PtBR && !said.empty()) told_pt.insert(said);
        }
        events += !en.empty();
        // The drawing tells it too, in its own language.
        if (!en.empty()) {
          const std::string drawn = s->render(0, Lang::PtBR);
          EXPECT_NE(drawn.find(s->told_event(Lang::PtBR).substr(0, 20)), std::string::npos) << id << "\n" << drawn;
        }
      }
      ASSERT_TRUE(s->is_terminal()) << id << " did not end";
    }
    EXPECT_GT(events, 20) << id;
    EXPECT_GT(told_pt.size(), 5u) << id;
  }
}

// Where a decision was taken, as the terminal's report says it in each language: the browser's words
// (words.json), the same for both.
TEST(ToldEvents, WhereADecisionWasTakenIsSaidInEachLanguage) {
  auto yatzy = make_game("yatzy", {});
  auto s = yatzy->initial_state();
  test::play(*s, {"throw 1-2-3-4-5"});
  EXPECT_EQ(s->told_situation(Lang::En), "round 1, dice 1 2 3 4 5, 2 throws left");
  EXPECT_EQ(s->told_situation(Lang::PtBR), "rodada 1, dados 1 2 3 4 5, faltam 2 jogadas");
  EXPECT_EQ(s->told_situation(Lang::EsAR), "ronda 1, dados 1 2 3 4 5, quedan 2 tiros");
  EXPECT_EQ(s->situation(), "round  1, dice 1-2-3-4-5, 2 throws left") << "the record's English stays";

  auto farkle = make_game("farkle", {});
  auto f = farkle->initial_state();
  test::play(*f, {"throw 1-1-2-3-4-6"});
  EXPECT_EQ(f->told_situation(Lang::PtBR), "total da vez 0, jogada 1 1 2 3 4 6");

  auto damma = make_game("damma", {});
  const auto d = damma->initial_state();
  EXPECT_EQ(d->told_situation(Lang::EsAR), "jugada 1, juegan las Blancas");
  EXPECT_EQ(d->told_situation(Lang::En), "move 1, White to play");
}

// The three-dice games and Triplo Seis say where a decision was taken in the browser's words too
// (words.json: the dice games' shared "whereDice" and "whereSetAside", Triplo Seis' "where"); the
// terminal names a seat as its drawing does.
TEST(ToldEvents, TheThreeDiceGamesAndTriploSeisSayWhereInEachLanguage) {
  const auto multiplicacao = make_game("multiplicacao", {{"players", "1"}});
  auto s = multiplicacao->initial_state();
  test::play(*s, {"throw 2-2-2"});
  EXPECT_EQ(s->told_situation(Lang::En), "dice 2 2 2");
  EXPECT_EQ(s->told_situation(Lang::PtBR), "dados 2 2 2");
  test::play(*s, {"accept", "throw 5-5", "accept", "throw 1"});
  EXPECT_EQ(s->told_situation(Lang::En), "2 5 set aside, dice 1");
  EXPECT_EQ(s->told_situation(Lang::PtBR), "2 5 separados, dados 1");
  EXPECT_EQ(s->told_situation(Lang::EsAR), "2 5 apartados, dados 1");
  EXPECT_EQ(s->situation(), "round 1, set aside 2,5, dice 1") << "the record's English stays";

  const auto matterhorn = make_game("matterhorn", {});
  auto m = matterhorn->initial_state();
  test::play(*m, {"throw 2-5-6"});
  EXPECT_EQ(m->told_situation(Lang::EsAR), "dados 2 5 6");

  const auto triplo = make_game("triplo_seis", {});
  auto t = triplo->initial_state();
  EXPECT_EQ(t->told_situation(Lang::En), "round 1, P1 to throw");
  EXPECT_EQ(t->told_situation(Lang::PtBR), "rodada 1, P1 joga");
  EXPECT_EQ(t->told_situation(Lang::EsAR), "ronda 1, P1 tira");

  // Over random games, every decision that has a place has it in each language, in its own words.
  for (const std::string id : {"matterhorn", "multiplicacao", "triplo_seis"}) {
    Rng rng(7);
    int told = 0;
    const auto game = make_game(id, {});
    for (int g = 0; g < 5; ++g) {
      auto state = game->initial_state();
      for (int step = 0; step < 2000 && !state->is_terminal(); ++step) {
        if (state->is_chance()) {
          state->apply(state->sample_chance(rng));
          continue;
        }
        if (!state->situation().empty()) {
          const std::string en = state->told_situation(Lang::En), pt = state->told_situation(Lang::PtBR),
                            es = state->told_situation(Lang::EsAR);
          EXPECT_FALSE(pt.empty() || es.empty()) << id << ": " << state->situation();
          EXPECT_NE(pt, en) << id << " says where in English in pt-BR";
          EXPECT_NE(es, en) << id << " says where in English in es-AR";
          ++told;
        }
        const auto legal = state->legal_actions();
        state->apply(legal[rng.below(uint32_t(legal.size()))]);
      }
    }
    EXPECT_GT(told, 10) << id;
  }
}

