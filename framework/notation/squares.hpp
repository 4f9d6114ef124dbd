#pragma once
// Square names, one reader and one writer for every notation: a file part then a rank part, each
// written with letters ('a', 'b', ...) or numbers (1, 2, ...) and counted from one side of the
// board. Chess's "e4", USI's "7g" and CSA's "77" are three styles of the same scheme.
#include <string>
#include <string_view>

namespace boardlab {

struct SquareStyle {
  bool file_letters;      // files as 'a'..; otherwise numbers from 1
  bool files_from_right;  // counted from the first player's right (shogi) instead of left
  bool rank_letters;      // ranks as 'a'..; otherwise numbers from 1
  bool ranks_from_top;    // counted from the second player's side (shogi) instead of the first's
};

inline constexpr SquareStyle algebraic_squares{true, false, false, false};  // "e4"
inline constexpr SquareStyle usi_squares{false, true, true, true};          // "7g"
inline constexpr SquareStyle csa_squares{false, true, false, true};         // "77"

template <class G, SquareStyle S>
std::string file_name(int file) {
  const int n = S.files_from_right ? G::files - 1 - file : file;
  return S.file_letters ? std::string(1, char('a' + n)) : std::to_string(n + 1);
}

template <class G, SquareStyle S>
std::string rank_name(int rank) {
  const int n = S.ranks_from_top ? G::ranks - 1 - rank : rank;
  return S.rank_letters ? std::string(1, char('a' + n)) : std::to_string(n + 1);
}

template <class G, SquareStyle S>
std::string square_name(int sq) {
  return file_name<G, S>(G::file_of(sq)) + rank_name<G, S>(G::rank_of(sq));
}

namespace detail {
// Reads one coordinate at the front of text: a letter, or a number without leading zero (one
// digit only when `single_digit`, as when a number follows a number). Returns the 0-based value
// and removes what it read, or -1.
inline int read_coordinate(std::string_view& text, bool letter, bool single_digit, int count) {
  if (text.empty()) return -1;
  int n = 0;
  std::size_t used = 0;
  if (letter) {
    if (text[0] < 'a' || text[0] >= 'a' + count) return -1;
    n = text[0] - 'a' + 1, used = 1;
  } else {
    if (text[0] < '1' || text[0] > '9') return -1;
    while (used < text.size() && text[used] >= '0' && text[used] <= '9' &&
           (used == 0 || !single_digit) && n <= count)
      n = n * 10 + (text[used++] - '0');
    if (n > count) return -1;
  }
  text.remove_prefix(used);
  return n - 1;
}
}  // namespace detail

// The square `text` names in style S, or -1 when it names none (the whole text must be used).
template <class G, SquareStyle S>
int parse_square(std::string_view text) {
  const bool both_numbers = !S.file_letters && !S.rank_letters;
  const int f = detail::read_coordinate(text, S.file_letters, both_numbers, G::files);
  const int r = detail::read_coordinate(text, S.rank_letters, both_numbers, G::ranks);
  if (f < 0 || r < 0 || !text.empty()) return -1;
  return G::square(S.files_from_right ? G::files - 1 - f : f,
                   S.ranks_from_top ? G::ranks - 1 - r : r);
}

}  // namespace boardlab
