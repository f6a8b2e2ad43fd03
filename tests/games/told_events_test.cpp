// What a move brought, told in every language: the three-dice games' and the betting games'
// events are words and values (core/told.h), so the terminal tells them in its player's language
// while last_event (the views', the record's) stays English.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "catalog/registry.h"
#include "core/rng.h"
#include "core/told.h"
#include "games/bets/bets_events.h"
#include "games/dice3/dice3_events.h"

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
