#pragma once
// What the games' observations (GameObservation, catalog/game_entry.h) have in common: dice as
// counts of each face, one-hot choices, and seats counted from the observer (index 0: the
// observer, then the next seats in turn order).
#include <cstdint>
#include <vector>

namespace cubilete::observation {

// How many of `dice` show each face, added into out[0, 6).
inline void faces(const std::vector<int>& dice, float* out) {
  for (int d : dice)
    if (d >= 1 && d <= 6) out[d - 1] += 1;
}

inline void one_hot(float* out, int index, int size) {
  if (index >= 0 && index < size) out[index] = 1;
}

// `seat` counted from the observer, one-hot into out[0, players) (nothing for no seat, -1).
inline void seat(float* out, int seat, int observer, int players) {
  if (seat >= 0 && seat < players) out[((seat - observer) % players + players) % players] = 1;
}

// Who acts, as `seat` does, and all zeros once the game is over.
inline void actor(float* out, bool terminal, int who, int observer, int players) {
  if (!terminal) seat(out, who, observer, players);
}

// One value per seat, from the observer's (the first `players` of `values`: chips' balances list
// the players first).
template <class T>
void by_seat(float* out, const std::vector<T>& values, int observer, int players) {
  for (int k = 0; k < players; ++k) out[k] = static_cast<float>(values[size_t((observer + k) % players)]);
}

}  // namespace cubilete::observation
