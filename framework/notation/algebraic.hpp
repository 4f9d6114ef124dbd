#pragma once
// Square names of the chess family: file letter then rank number ("e4").
#include <string>
#include <string_view>

namespace boardlab {

template <class G>
std::string square_name(int sq) {
  return std::string(1, char('a' + G::file_of(sq))) + std::to_string(G::rank_of(sq) + 1);
}

inline std::string algebraic_rank_name(int rank) { return std::to_string(rank + 1); }

// The square named by text, or -1.
template <class G>
int parse_square(std::string_view text) {
  if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] >= 'a' + G::files) return -1;
  int rank = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return -1;
    rank = rank * 10 + (c - '0');
  }
  if (text[1] == '0' || rank < 1 || rank > G::ranks) return -1;
  return G::square(text[0] - 'a', rank - 1);
}

}  // namespace boardlab
