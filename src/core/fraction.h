#pragma once
// Exact rational numbers for the small closed-form values (a banker's edge, a chance over 6^k
// outcomes) that reports print as fractions, so "2/81" can be checked, not only 0.0247.
#include <cstdint>
#include <numeric>
#include <string>

namespace cubilete {

class Fraction {
 public:
  Fraction(int64_t num = 0, int64_t den = 1) : num_(num), den_(den) { normalise(); }
  int64_t num() const { return num_; }
  int64_t den() const { return den_; }
  double value() const { return double(num_) / double(den_); }
  // "2/81", "-1/3", "0", "1".
  std::string text() const { return den_ == 1 ? std::to_string(num_) : std::to_string(num_) + "/" + std::to_string(den_); }

  friend Fraction operator+(Fraction a, Fraction b) { return {a.num_ * b.den_ + b.num_ * a.den_, a.den_ * b.den_}; }
  friend Fraction operator-(Fraction a, Fraction b) { return {a.num_ * b.den_ - b.num_ * a.den_, a.den_ * b.den_}; }
  friend Fraction operator*(Fraction a, Fraction b) { return {a.num_ * b.num_, a.den_ * b.den_}; }
  Fraction& operator+=(Fraction b) { return *this = *this + b; }
  friend bool operator==(Fraction a, Fraction b) { return a.num_ == b.num_ && a.den_ == b.den_; }
  friend bool operator<(Fraction a, Fraction b) { return a.num_ * b.den_ < b.num_ * a.den_; }

 private:
  void normalise() {
    if (den_ < 0) num_ = -num_, den_ = -den_;
    const int64_t g = std::gcd(num_, den_);
    if (g > 1) num_ /= g, den_ /= g;
  }
  int64_t num_, den_;
};

}  // namespace cubilete
