#pragma once
// An advisor's ranking as it is shown: the measures named, every choice with its value and what
// it gives up. `cubilete hint`, play's hint and the online table's hint message all show this one
// type (present/ writes it as JSON and as text).
#include <optional>
#include <string>
#include <vector>

#include "solve/common/ranked_action.h"

namespace cubilete {

// Loss, the one definition: in each measure, the best value any choice of the ranking has minus
// this choice's value. The best choice loses 0 and no loss is negative, whatever the order. The
// expected value and the chance of winning each have their loss; a two-player ranking puts the
// highest chance of winning first, so its first choice loses no chance of winning but may lose
// expected points to a choice further down.
struct Ranking {
  struct Choice {
    Action action = 0;
    std::string name;
    double expected = 0;  // in `measure`
    double loss = 0;      // of expected, as above
    // An engine's expected line after this choice (this choice first); empty otherwise.
    std::vector<std::string> line;
    // The chance of winning (in `win_measure`) and its loss, where the advisor gives chances.
    std::optional<double> win_chance, win_loss;
  };

  Ranking() = default;
  // The advisor's choices in its order (best first). Chances of winning are kept where the
  // first choice has one (the advisor then ranked by them).
  Ranking(std::string measure, std::string win_measure, const std::vector<RankedAction>& best_first);

  // Where the choices carry chances of winning (and are ranked by them).
  bool in_chances() const { return !choices.empty() && choices.front().win_chance.has_value(); }
  // The choice with this action, or null.
  const Choice* find(Action action) const;

  std::string measure;      // what `expected` measures
  std::string win_measure;  // what `win_chance` measures
  std::vector<Choice> choices;
};

}  // namespace cubilete
