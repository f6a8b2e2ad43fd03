#include "server/tournament/min_cost_matching.h"

#include <algorithm>
#include <deque>
#include <stdexcept>

namespace cubilete::server::tournament {

namespace {

// The maximum-weight matching of a general graph by Edmonds' blossoms with dual variables kept
// doubled, so that every quantity stays an integer. Vertices are 1..n; blossoms take n+1..2n.
// A weight of 0 is no edge. Each search grows alternating trees from the free vertices, shrinks an
// odd cycle into a blossom, expands a blossom whose dual reaches zero, and moves the duals by the
// least slack until an augmenting path appears.
class WeightedBlossom {
 public:
  explicit WeightedBlossom(int n)
      : n_(n),
        size_(2 * n + 1),
        edge_(size_t(size_) * size_),
        label_(size_),
        match_(size_),
        slack_(size_),
        top_(size_),
        parent_(size_),
        side_(size_),
        visit_(size_),
        from_(size_t(size_) * (n + 1)),
        flower_(size_) {
    for (int u = 1; u <= n_; ++u)
      for (int v = 1; v <= n_; ++v) e(u, v) = {u, v, 0};
  }

  void set_weight(int u, int v, int64_t w) { e(u, v).w = e(v, u).w = w; }

  // Each vertex's partner (0: none).
  std::vector<int> solve() {
    n_x_ = n_;
    int64_t w_max = 0;
    for (int u = 0; u <= n_; ++u) top_[u] = u, flower_[u].clear();
    for (int u = 1; u <= n_; ++u)
      for (int v = 1; v <= n_; ++v) {
        from(u, v) = u == v ? u : 0;
        w_max = std::max(w_max, e(u, v).w);
      }
    for (int u = 1; u <= n_; ++u) label_[u] = w_max;
    while (search()) {
    }
    return {match_.begin(), match_.begin() + n_ + 1};
  }

 private:
  struct Edge {
    int u = 0, v = 0;
    int64_t w = 0;
  };

  Edge& e(int u, int v) { return edge_[size_t(u) * size_ + v]; }
  int& from(int b, int x) { return from_[size_t(b) * (n_ + 1) + x]; }
  int64_t delta(const Edge& edge) const { return label_[edge.u] + label_[edge.v] - edge.w * 2; }

  void update_slack(int u, int x) {
    if (!slack_[x] || delta(e(u, x)) < delta(e(slack_[x], x))) slack_[x] = u;
  }
  void set_slack(int x) {
    slack_[x] = 0;
    for (int u = 1; u <= n_; ++u)
      if (e(u, x).w > 0 && top_[u] != x && side_[top_[u]] == 0) update_slack(u, x);
  }
  void push(int x) {
    if (x <= n_) {
      queue_.push_back(x);
      return;
    }
    for (int y : flower_[x]) push(y);
  }
  void set_top(int x, int b) {
    top_[x] = b;
    if (x > n_)
      for (int y : flower_[x]) set_top(y, b);
  }
  // The position of `xr` in blossom b's cycle, the cycle turned so that it is even.
  int even_position(int b, int xr) {
    auto& f = flower_[b];
    const int pr = int(std::find(f.begin(), f.end(), xr) - f.begin());
    if (pr % 2 == 1) {
      std::reverse(f.begin() + 1, f.end());
      return int(f.size()) - pr;
    }
    return pr;
  }
  void set_match(int u, int v) {
    match_[u] = e(u, v).v;
    if (u <= n_) return;
    const Edge edge = e(u, v);
    const int xr = from(u, edge.u), pr = even_position(u, xr);
    for (int i = 0; i < pr; ++i) set_match(flower_[u][i], flower_[u][i ^ 1]);
    set_match(xr, v);
    std::rotate(flower_[u].begin(), flower_[u].begin() + pr, flower_[u].end());
  }
  void augment(int u, int v) {
    for (;;) {
      const int xnv = top_[match_[u]];
      set_match(u, v);
      if (!xnv) return;
      set_match(xnv, top_[parent_[xnv]]);
      u = top_[parent_[xnv]];
      v = xnv;
    }
  }
  int lowest_common_ancestor(int u, int v) {
    for (++stamp_; u || v; std::swap(u, v)) {
      if (u == 0) continue;
      if (visit_[u] == stamp_) return u;
      visit_[u] = stamp_;
      u = top_[match_[u]];
      if (u) u = top_[parent_[u]];
    }
    return 0;
  }
  void add_blossom(int u, int lca, int v) {
    int b = n_ + 1;
    while (b <= n_x_ && top_[b]) ++b;
    if (b > n_x_) ++n_x_;
    label_[b] = 0;
    side_[b] = 0;
    match_[b] = match_[lca];
    auto& f = flower_[b];
    f.assign(1, lca);
    for (int x = u, y; x != lca; x = top_[parent_[y]]) {
      f.push_back(x);
      f.push_back(y = top_[match_[x]]);
      push(y);
    }
    std::reverse(f.begin() + 1, f.end());
    for (int x = v, y; x != lca; x = top_[parent_[y]]) {
      f.push_back(x);
      f.push_back(y = top_[match_[x]]);
      push(y);
    }
    set_top(b, b);
    for (int x = 1; x <= n_x_; ++x) e(b, x).w = e(x, b).w = 0;
    for (int x = 1; x <= n_; ++x) from(b, x) = 0;
    for (int xs : f) {
      for (int x = 1; x <= n_x_; ++x)
        if (e(b, x).w == 0 || delta(e(xs, x)) < delta(e(b, x))) {
          e(b, x) = e(xs, x);
          e(x, b) = e(x, xs);
        }
      for (int x = 1; x <= n_; ++x)
        if (from(xs, x)) from(b, x) = xs;
    }
    set_slack(b);
  }
  void expand_blossom(int b) {
    for (int x : flower_[b]) set_top(x, x);
    const int xr = from(b, e(b, parent_[b]).u), pr = even_position(b, xr);
    for (int i = 0; i < pr; i += 2) {
      const int xs = flower_[b][i], xns = flower_[b][i + 1];
      parent_[xs] = e(xns, xs).u;
      side_[xs] = 1;
      side_[xns] = 0;
      slack_[xs] = 0;
      set_slack(xns);
      push(xns);
    }
    side_[xr] = 1;
    parent_[xr] = parent_[b];
    for (size_t i = size_t(pr) + 1; i < flower_[b].size(); ++i) {
      const int xs = flower_[b][i];
      side_[xs] = -1;
      set_slack(xs);
    }
    top_[b] = 0;
  }
  // A tight edge found: the tree grows, a blossom forms, or (true) the matching grew.
  bool on_tight_edge(const Edge& edge) {
    const int u = top_[edge.u], v = top_[edge.v];
    if (side_[v] == -1) {
      parent_[v] = edge.u;
      side_[v] = 1;
      const int nu = top_[match_[v]];
      slack_[v] = slack_[nu] = 0;
      side_[nu] = 0;
      push(nu);
    } else if (side_[v] == 0) {
      const int lca = lowest_common_ancestor(u, v);
      if (!lca) {
        augment(u, v);
        augment(v, u);
        return true;
      }
      add_blossom(u, lca, v);
    }
    return false;
  }
  // One augmenting search: true when the matching grew by a pair.
  bool search() {
    std::fill(side_.begin() + 1, side_.begin() + n_x_ + 1, -1);
    std::fill(slack_.begin() + 1, slack_.begin() + n_x_ + 1, 0);
    queue_.clear();
    for (int x = 1; x <= n_x_; ++x)
      if (top_[x] == x && !match_[x]) {
        parent_[x] = 0;
        side_[x] = 0;
        push(x);
      }
    if (queue_.empty()) return false;
    for (;;) {
      while (!queue_.empty()) {
        const int u = queue_.front();
        queue_.pop_front();
        if (side_[top_[u]] == 1) continue;
        for (int v = 1; v <= n_; ++v)
          if (e(u, v).w > 0 && top_[u] != top_[v]) {
            if (delta(e(u, v)) == 0) {
              if (on_tight_edge(e(u, v))) return true;
            } else {
              update_slack(u, top_[v]);
            }
          }
      }
      int64_t d = std::numeric_limits<int64_t>::max();
      for (int b = n_ + 1; b <= n_x_; ++b)
        if (top_[b] == b && side_[b] == 1) d = std::min(d, label_[b] / 2);
      for (int x = 1; x <= n_x_; ++x)
        if (top_[x] == x && slack_[x]) {
          if (side_[x] == -1)
            d = std::min(d, delta(e(slack_[x], x)));
          else if (side_[x] == 0)
            d = std::min(d, delta(e(slack_[x], x)) / 2);
        }
      for (int u = 1; u <= n_; ++u) {
        if (side_[top_[u]] == 0) {
          if (label_[u] <= d) return false;
          label_[u] -= d;
        } else if (side_[top_[u]] == 1) {
          label_[u] += d;
        }
      }
      for (int b = n_ + 1; b <= n_x_; ++b)
        if (top_[b] == b) {
          if (side_[b] == 0)
            label_[b] += d * 2;
          else if (side_[b] == 1)
            label_[b] -= d * 2;
        }
      queue_.clear();
      for (int x = 1; x <= n_x_; ++x)
        if (top_[x] == x && slack_[x] && top_[slack_[x]] != x && delta(e(slack_[x], x)) == 0)
          if (on_tight_edge(e(slack_[x], x))) return true;
      for (int b = n_ + 1; b <= n_x_; ++b)
        if (top_[b] == b && side_[b] == 1 && label_[b] == 0) expand_blossom(b);
    }
  }

  int n_, size_, n_x_ = 0;
  std::vector<Edge> edge_;
  std::vector<int64_t> label_;
  std::vector<int> match_, slack_, top_, parent_, side_, visit_;
  std::vector<int> from_;  // from(b, x): the member of blossom b that holds vertex x
  std::vector<std::vector<int>> flower_;
  std::deque<int> queue_;
  int stamp_ = 0;
};

}  // namespace

std::vector<int> min_cost_matching(const std::vector<std::vector<int64_t>>& cost) {
  const int n = int(cost.size());
  std::vector<int> partner(size_t(n), -1);
  if (n < 2) return partner;
  int64_t most = 0;
  for (int i = 0; i < n; ++i) {
    if (int(cost[i].size()) != n) throw std::invalid_argument("min_cost_matching: the costs are not square");
    for (int j = 0; j < n; ++j) {
      if (i == j || cost[i][j] == kNoPair) continue;
      if (cost[i][j] < 0 || cost[i][j] > (int64_t(1) << 40))
        throw std::invalid_argument("min_cost_matching: a cost is negative or above 2^40");
      most = std::max(most, cost[i][j]);
    }
  }
  // Every pair weighs more than the cost of any n/2 pairs: the heaviest matching has as many
  // pairs as any, and among those the least cost.
  const int64_t base = int64_t(n / 2) * most + 1;
  WeightedBlossom blossom(n);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (cost[i][j] != kNoPair) blossom.set_weight(i + 1, j + 1, base - cost[i][j]);
  const auto mate = blossom.solve();
  for (int i = 0; i < n; ++i) partner[i] = mate[i + 1] - 1;
  return partner;
}

}  // namespace cubilete::server::tournament
