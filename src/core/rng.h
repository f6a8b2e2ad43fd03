#pragma once
// Deterministic random numbers: xoshiro256** seeded through SplitMix64, with unbiased bounded
// integers (Lemire). Never std::uniform_int_distribution: its output differs between libraries,
// and the same seed must give the same game on every machine.
#include <cstdint>

namespace cubilete {

inline uint64_t splitmix64(uint64_t& x) {
  uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

// A seed for sub-stream `stream` of `seed` (game i of a simulation, chance node k of a game, a
// throw's position under dice by position).
inline uint64_t derive_seed(uint64_t seed, uint64_t stream) {
  uint64_t x = seed ^ (stream * 0xD1B54A32D192ED03ULL);
  splitmix64(x);
  return splitmix64(x);
}

class Rng {
 public:
  explicit Rng(uint64_t seed = 0) { reseed(seed); }

  void reseed(uint64_t seed) {
    uint64_t x = seed;
    for (auto& s : s_) s = splitmix64(x);
  }

  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n), n > 0, without modulo bias.
  uint32_t below(uint32_t n) {
    uint64_t m = uint64_t(uint32_t(next() >> 32)) * n;
    uint32_t low = uint32_t(m);
    if (low < n) {
      const uint32_t threshold = uint32_t(-n) % n;
      while (low < threshold) {
        m = uint64_t(uint32_t(next() >> 32)) * n;
        low = uint32_t(m);
      }
    }
    return uint32_t(m >> 32);
  }

  int die() { return int(below(6)) + 1; }

  // Uniform double in [0, 1) with 53 random bits.
  double uniform() { return double(next() >> 11) * 0x1.0p-53; }

 private:
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4];
};

}  // namespace cubilete
