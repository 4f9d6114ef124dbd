#pragma once
// Square names of the shogi family (USI): file number counted from the first player's right,
// then rank letter counted from the top ("7g"; "5e" is the centre of a 9x9 board).
#include <string>
#include <string_view>

namespace boardlab {

template <class G>
std::string usi_square_name(int sq) {
  return std::to_string(G::files - G::file_of(sq)) + char('a' + (G::ranks - 1 - G::rank_of(sq)));
}

template <class G>
std::string usi_rank_name(int rank) {
  return std::string(1, char('a' + (G::ranks - 1 - rank)));
}

// The square named by text, or -1.
template <class G>
int parse_usi_square(std::string_view text) {
  if (text.size() < 2 || text.size() > 3) return -1;
  int file = 0;
  for (char c : text.substr(0, text.size() - 1)) {
    if (c < '0' || c > '9') return -1;
    file = file * 10 + (c - '0');
  }
  const char r = text.back();
  if (text[0] == '0' || file < 1 || file > G::files || r < 'a' || r >= 'a' + G::ranks) return -1;
  return G::square(G::files - file, G::ranks - 1 - (r - 'a'));
}

}  // namespace boardlab
