// The category games' environments, stepped in C++ (docs/python.md, "Environments"): one
// solitaire game (_SolitaireCore, under cubilete.envs.CategoryEnv), many at once
// (_VectorCore, under cubilete.envs.VectorCategoryEnv, the GIL released while they step), and
// the action encoding on any category state (CategoryActions, for the two-player environment).
#include <fmt/format.h>
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "bindings.h"
#include "catalog/category/category_encoding.h"
#include "catalog/registry.h"
#include "category_envs.h"
#include "core/error.h"
#include "core/rng.h"

namespace cubilete::python {

namespace {

// The catalog's category games, for the message that names them.
std::string category_game_ids() {
  std::vector<std::string> ids;
  for (const auto& entry : game_registry())
    if (dynamic_cast<const category::CategoryGame*>(make_game(entry, {}).get())) ids.push_back(entry.description.info.id);
  return fmt::format("{}", fmt::join(ids, ", "));
}

const category::CategoryGame& category_game(const PyGame& g) {
  const auto* c = dynamic_cast<const category::CategoryGame*>(g.game.get());
  if (!c) throw UsageError(fmt::format("{} is not a category game ({})", g.id(), category_game_ids()));
  return *c;
}

const category::CategoryGame& solitaire_game(const PyGame& g) {
  const auto& c = category_game(g);
  if (c.num_players() != 1)
    throw UsageError(
        fmt::format("this environment plays {} alone: load it with rules={{\"players\": 1}} "
                    "(it has {} players)",
                    g.id(), c.num_players()));
  return c;
}

py::array_t<float> float_array(const float* data, size_t n) {
  py::array_t<float> out(n);
  std::memcpy(out.mutable_data(), data, n * sizeof(float));
  return out;
}

py::array_t<bool> bool_array(const uint8_t* data, size_t n) {
  py::array_t<bool> out(n);
  std::memcpy(out.mutable_data(), data, n);
  return out;
}

// One solitaire game at a time: reset() and step() as Gymnasium's Env has them, the
// observation and the mask copied out each time (a caller may keep them).
class SolitaireCore {
 public:
  explicit SolitaireCore(PyGame game)
      : game_(std::move(game)),
        category_(&solitaire_game(game_)),
        encoding_(*category_),
        episode_(*category_),
        obs_(size_t(encoding_.observation_size())),
        mask_(size_t(encoding_.num_actions())) {}

  py::tuple reset(std::optional<uint64_t> seed) {
    if (seed) {
      seed_ = *seed;
      next_ = 0;
    } else if (!seeded_) {
      seed_ = fresh_seed();
      next_ = 0;
    }
    seeded_ = true;
    // Episode k of seed s has the dice of game k of `cubilete simulate --seed s`.
    episode_index_ = next_++;
    episode_.start(derive_seed(seed_, episode_index_));
    refresh();
    return py::make_tuple(float_array(obs_.data(), obs_.size()), info());
  }

  py::tuple step(int64_t action) {
    if (!seeded_) throw UsageError("call reset() before step()");
    if (episode_.over()) throw UsageError("the game is over: call reset() to start the next");
    if (action < 0 || action >= encoding_.num_actions() || !mask_[size_t(action)])
      throw UsageError(fmt::format("action {} is not legal here; legal: {}", action, legal_text()));
    const double before = episode_.score(0);
    episode_.act(encoding_.to_engine(episode_.state(), int(action)));
    const double reward = episode_.score(0) - before;
    refresh();
    return py::make_tuple(float_array(obs_.data(), obs_.size()), reward, episode_.over(), false,
                          info());
  }

  int num_actions() const { return encoding_.num_actions(); }
  int observation_size() const { return encoding_.observation_size(); }
  int dice() const { return encoding_.dice(); }
  int categories() const { return encoding_.categories(); }
  uint64_t seed() const { return seed_; }
  uint64_t episode() const { return episode_index_; }
  const PyGame& game() const { return game_; }
  Action to_engine(int64_t action) const {
    if (action < 0 || action >= encoding_.num_actions() || !mask_[size_t(action)])
      throw UsageError(fmt::format("action {} is not legal here", action));
    return encoding_.to_engine(episode_.state(), int(action));
  }
  PyState state() const {
    PyState s(game_, episode_.state().clone(), derive_seed(seed_, episode_index_));
    s.chance_index = episode_.chance_index();
    return s;
  }

 private:
  void refresh() {
    encoding_.observe(episode_.state(), 0, obs_.data());
    encoding_.legal_mask(episode_.state(), mask_.data(), scratch_);
  }
  py::dict info() const {
    py::dict d;
    d["action_mask"] = bool_array(mask_.data(), mask_.size());
    d["score"] = episode_.score(0);
    return d;
  }
  std::string legal_text() const {
    std::vector<std::string> legal;
    for (size_t a = 0; a < mask_.size(); ++a)
      if (mask_[a]) legal.push_back(std::to_string(a));
    return legal.empty() ? "none (the game is over)" : fmt::format("{}", fmt::join(legal, " "));
  }

  PyGame game_;
  const category::CategoryGame* category_;
  category::CategoryEncoding encoding_;
  CategoryEpisode episode_;
  std::vector<float> obs_;
  std::vector<uint8_t> mask_;
  std::vector<Action> scratch_;
  uint64_t seed_ = 0, next_ = 0, episode_index_ = 0;
  bool seeded_ = false;
};

// Many solitaire games; numpy arrays in and out (views of the env's buffers, which the next
// reset or step overwrites: the Python class copies them unless asked not to).
class VectorCore {
 public:
  VectorCore(PyGame game, int num_envs, int threads)
      : game_(std::move(game)), env_(solitaire_game(game_), check_envs(num_envs), threads) {}

  void reset(uint64_t seed) {
    py::gil_scoped_release release;
    env_.reset(seed);
  }

  void step(const py::array_t<int64_t, py::array::c_style | py::array::forcecast>& actions) {
    if (actions.ndim() != 1 || actions.shape(0) != env_.num_envs())
      throw UsageError(
          fmt::format("actions must be one integer per game: shape ({},); got shape {}",
                      env_.num_envs(), shape_text(actions)));
    std::vector<int64_t> copy(actions.data(), actions.data() + env_.num_envs());
    if (auto error = env_.legal_error(copy.data()); !error.empty()) throw UsageError(error);
    py::gil_scoped_release release;
    env_.step(copy.data());
  }

  py::array_t<int64_t> random_actions() {
    py::array_t<int64_t> out(size_t(env_.num_envs()));
    int64_t* data = out.mutable_data();
    py::gil_scoped_release release;
    env_.random_actions(data);
    return out;
  }

  // Views of the buffers (no copy), kept alive by this object.
  py::array observations(py::object self) const {
    const auto n = size_t(env_.num_envs()), d = size_t(env_.encoding().observation_size());
    return py::array_t<float>({n, d}, {d * sizeof(float), sizeof(float)}, env_.observations(),
                              self);
  }
  py::array masks(py::object self) const {
    const auto n = size_t(env_.num_envs()), a = size_t(env_.encoding().num_actions());
    return py::array_t<bool>({n, a}, {a, size_t(1)}, reinterpret_cast<const bool*>(env_.masks()),
                             self);
  }
  py::array rewards(py::object self) const {
    return py::array_t<float>({size_t(env_.num_envs())}, {sizeof(float)}, env_.rewards(), self);
  }
  py::array terminated(py::object self) const {
    return py::array_t<bool>({size_t(env_.num_envs())}, {size_t(1)},
                             reinterpret_cast<const bool*>(env_.terminated()), self);
  }
  py::array final_scores(py::object self) const {
    return py::array_t<double>({size_t(env_.num_envs())}, {sizeof(double)}, env_.final_scores(),
                               self);
  }
  py::array episodes(py::object self) const {
    return py::array_t<int64_t>({size_t(env_.num_envs())}, {sizeof(int64_t)}, env_.episodes(),
                                self);
  }

  int num_envs() const { return env_.num_envs(); }
  int threads() const { return env_.threads(); }
  int num_actions() const { return env_.encoding().num_actions(); }
  int observation_size() const { return env_.encoding().observation_size(); }
  const PyGame& game() const { return game_; }
  PyState state(int i) const {
    if (i < 0 || i >= env_.num_envs())
      throw UsageError(
          fmt::format("game {} of {}: choose 0 to {}", i, env_.num_envs(), env_.num_envs() - 1));
    const auto& e = env_.episode(i);
    PyState s(game_, e.state().clone(), e.seed());
    s.chance_index = e.chance_index();
    return s;
  }

 private:
  static int check_envs(int n) {
    if (n < 1 || n > (1 << 24))
      throw UsageError(fmt::format("num_envs must be 1 to {}; got {}", 1 << 24, n));
    return n;
  }
  static std::string shape_text(const py::array& a) {
    std::vector<std::string> dims;
    for (py::ssize_t i = 0; i < a.ndim(); ++i) dims.push_back(std::to_string(a.shape(i)));
    return "(" + fmt::format("{}", fmt::join(dims, ", ")) + (dims.size() == 1 ? ",)" : ")");
  }

  PyGame game_;
  CategoryVectorEnv env_;
};

// The action encoding on states of any category game (two players or more too).
class CategoryActions {
 public:
  explicit CategoryActions(PyGame game) : game_(std::move(game)), encoding_(category_game(game_)) {}

  py::array_t<bool> mask(const PyState& s) {
    check(s);
    std::vector<uint8_t> m(size_t(encoding_.num_actions()));
    encoding_.legal_mask(as_category(s), m.data(), scratch_);
    return bool_array(m.data(), m.size());
  }
  Action to_engine(const PyState& s, int64_t action) {
    check(s);
    std::vector<uint8_t> m(size_t(encoding_.num_actions()));
    encoding_.legal_mask(as_category(s), m.data(), scratch_);
    if (action < 0 || action >= encoding_.num_actions() || !m[size_t(action)])
      throw UsageError(fmt::format("action {} is not legal here", action));
    return encoding_.to_engine(as_category(s), int(action));
  }
  int from_engine(const PyState& s, Action a) {
    check(s);
    if (!s.state->is_legal(a))
      throw UsageError(fmt::format("engine action {} is not legal here", a));
    return encoding_.from_engine(as_category(s), a);
  }
  int num_actions() const { return encoding_.num_actions(); }
  int observation_size() const { return encoding_.observation_size(); }
  int dice() const { return encoding_.dice(); }
  int categories() const { return encoding_.categories(); }

 private:
  void check(const PyState& s) const {
    if (!(s.game == game_))
      throw UsageError(fmt::format("the state is of another game ({}) than these actions' ({})",
                                   s.game.id(), game_.id()));
  }
  static const category::CategoryState& as_category(const PyState& s) {
    return static_cast<const category::CategoryState&>(*s.state);
  }
  PyGame game_;
  category::CategoryEncoding encoding_;
  std::vector<Action> scratch_;
};

}  // namespace

void bind_envs(py::module_& m) {
  py::class_<SolitaireCore>(m, "_SolitaireCore")
      .def(py::init<PyGame>(), py::arg("game"))
      .def("reset", &SolitaireCore::reset, py::arg("seed") = py::none())
      .def("step", &SolitaireCore::step, py::arg("action"))
      .def_property_readonly("num_actions", &SolitaireCore::num_actions)
      .def_property_readonly("observation_size", &SolitaireCore::observation_size)
      .def_property_readonly("dice", &SolitaireCore::dice)
      .def_property_readonly("categories", &SolitaireCore::categories)
      .def_property_readonly("seed", &SolitaireCore::seed)
      .def_property_readonly("episode", &SolitaireCore::episode)
      .def_property_readonly("game", &SolitaireCore::game)
      .def("engine_action", &SolitaireCore::to_engine, py::arg("action"))
      .def_property_readonly("state", &SolitaireCore::state);

  py::class_<VectorCore>(m, "_VectorCore")
      .def(py::init<PyGame, int, int>(), py::arg("game"), py::arg("num_envs"), py::arg("threads"))
      .def("reset", &VectorCore::reset, py::arg("seed"))
      .def("step", &VectorCore::step, py::arg("actions"))
      .def("random_actions", &VectorCore::random_actions)
      .def("observations",
           [](py::object self) { return self.cast<const VectorCore&>().observations(self); })
      .def("masks", [](py::object self) { return self.cast<const VectorCore&>().masks(self); })
      .def("rewards", [](py::object self) { return self.cast<const VectorCore&>().rewards(self); })
      .def("terminated",
           [](py::object self) { return self.cast<const VectorCore&>().terminated(self); })
      .def("final_scores",
           [](py::object self) { return self.cast<const VectorCore&>().final_scores(self); })
      .def("episodes",
           [](py::object self) { return self.cast<const VectorCore&>().episodes(self); })
      .def_property_readonly("num_envs", &VectorCore::num_envs)
      .def_property_readonly("threads", &VectorCore::threads)
      .def_property_readonly("num_actions", &VectorCore::num_actions)
      .def_property_readonly("observation_size", &VectorCore::observation_size)
      .def_property_readonly("game", &VectorCore::game)
      .def("state", &VectorCore::state, py::arg("index"));

  py::class_<CategoryActions>(
      m, "CategoryActions",
      "The category games' actions for learning (docs/python.md): keep masks "
      "over the sorted dice, then one action per category.")
      .def(py::init<PyGame>(), py::arg("game"))
      .def("mask", &CategoryActions::mask, py::arg("state"))
      .def("to_engine", &CategoryActions::to_engine, py::arg("state"), py::arg("action"))
      .def("from_engine", &CategoryActions::from_engine, py::arg("state"), py::arg("engine_action"))
      .def_property_readonly("num_actions", &CategoryActions::num_actions)
      .def_property_readonly("observation_size", &CategoryActions::observation_size)
      .def_property_readonly("dice", &CategoryActions::dice)
      .def_property_readonly("categories", &CategoryActions::categories);
}

}  // namespace cubilete::python
