#include "accounts/glicko2.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace cubilete::accounts {

namespace {

// Glicko-2 works on its own scale: μ = (r - 1500) / 173.7178, φ = RD / 173.7178.
constexpr double kScale = 173.7178;
constexpr double kCentre = 1500;
// The volatility's iteration stops when its interval is this narrow (the system's ε).
constexpr double kEpsilon = 1e-6;
constexpr int kMaxIterations = 1000;

double g(double phi) { return 1 / std::sqrt(1 + 3 * phi * phi / (std::numbers::pi * std::numbers::pi)); }
double expected(double mu, double mu_j, double phi_j) { return 1 / (1 + std::exp(-g(phi_j) * (mu - mu_j))); }

void check(const Glicko& r, const char* who) {
  if (!(r.deviation > 0) || !(r.volatility > 0) || !std::isfinite(r.rating))
    throw std::invalid_argument(std::string(who) + ": a rating needs a finite value and a positive deviation and volatility");
}

// Step 5: the new volatility, the root of f by the Illinois variant of regula falsi.
double new_volatility(double phi, double sigma, double delta, double v, double tau) {
  const double a = std::log(sigma * sigma);
  auto f = [&](double x) {
    const double ex = std::exp(x), d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
  };
  double A = a, B;
  if (delta * delta > phi * phi + v) {
    B = std::log(delta * delta - phi * phi - v);
  } else {
    int k = 1;
    while (f(a - k * tau) < 0) ++k;
    B = a - k * tau;
  }
  double fA = f(A), fB = f(B);
  for (int i = 0; std::abs(B - A) > kEpsilon; ++i) {
    if (i == kMaxIterations) throw std::runtime_error("Glicko-2: the volatility did not converge");
    const double C = A + (A - B) * fA / (fB - fA), fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  return std::exp(A / 2);
}

}  // namespace

Glicko glicko2_update(const Glicko& player, std::span<const GlickoResult> results, double tau, double idle_periods) {
  check(player, "player");
  if (!(tau > 0)) throw std::invalid_argument("Glicko-2: the system constant tau must be positive");
  if (!(idle_periods >= 0)) throw std::invalid_argument("Glicko-2: the periods elapsed cannot be negative");
  const double mu = (player.rating - kCentre) / kScale, phi = player.deviation / kScale;
  if (results.empty()) {
    Glicko out = player;
    out.deviation = std::sqrt(phi * phi + idle_periods * player.volatility * player.volatility) * kScale;
    return out;
  }
  // Steps 3 and 4: the estimated variance v of the rating from the results, and the improvement Δ.
  double v_inverse = 0, improvement = 0;
  for (const auto& r : results) {
    check(r.opponent, "opponent");
    if (!(r.score >= 0 && r.score <= 1)) throw std::invalid_argument("Glicko-2: a score is from 0 to 1");
    if (!(r.weight > 0 && r.weight <= 1)) throw std::invalid_argument("Glicko-2: a result's weight is in (0, 1]");
    const double mu_j = (r.opponent.rating - kCentre) / kScale, phi_j = r.opponent.deviation / kScale;
    const double e = expected(mu, mu_j, phi_j), gj = g(phi_j);
    v_inverse += r.weight * gj * gj * e * (1 - e);
    improvement += r.weight * gj * (r.score - e);
  }
  const double v = 1 / v_inverse, delta = v * improvement;
  const double sigma = new_volatility(phi, player.volatility, delta, v, tau);
  // Steps 6 to 8: the deviation grows by the new volatility, shrinks by what the results told,
  // and the rating moves by the results' surprise weighted by the new deviation.
  const double phi_star = std::sqrt(phi * phi + idle_periods * sigma * sigma);
  const double new_phi = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
  const double new_mu = mu + new_phi * new_phi * improvement;
  return {new_mu * kScale + kCentre, new_phi * kScale, sigma};
}

double idle_deviation(const Glicko& player, double periods, double cap) {
  const double phi = player.deviation / kScale;
  const double grown = std::sqrt(phi * phi + periods * player.volatility * player.volatility) * kScale;
  return std::min(grown, cap);
}

}  // namespace cubilete::accounts
