#pragma once
// The 960 start positions in the standard (Scharnagl) numbering: 0 = BBQNNRKR, 518 = RNBQKBNR,
// 959 = RKRNNQBB. The number's digits in mixed radix place the light bishop, the dark bishop, the
// queen, the knight pair, and then rook-king-rook fill the three squares left.
#include <array>
#include <string>

namespace boardlab::variants {

struct Chess960Numbering {
  static constexpr int count = 960;

  // White's back rank, file a first, e.g. "RNBQKBNR" for 518.
  static constexpr std::array<char, 8> back_rank(int n) {
    std::array<char, 8> rank{};
    rank[(n % 4) * 2 + 1] = 'B';  // light squares: b, d, f, h
    n /= 4;
    rank[(n % 4) * 2] = 'B';  // dark squares: a, c, e, g
    n /= 4;
    place(rank, n % 6, 'Q');
    n /= 6;
    constexpr int knights[10][2] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2},
                                    {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
    // The second knight's index counts the empty squares left after placing the first.
    place(rank, knights[n][0], 'N');
    place(rank, knights[n][1] - 1, 'N');
    place(rank, 0, 'R');
    place(rank, 0, 'K');
    place(rank, 0, 'R');
    return rank;
  }

  static std::string fen(int n) {
    const auto white = back_rank(n);
    std::string black(white.begin(), white.end()), rights;
    for (char& c : black) c = char(c - 'A' + 'a');
    // Shredder-FEN: the rooks' files, h-side first.
    for (int f = 7; f >= 0; --f)
      if (white[f] == 'R') rights += char('A' + f);
    const std::string lower =
        std::string(1, char(rights[0] - 'A' + 'a')) + char(rights[1] - 'A' + 'a');
    return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + std::string(white.begin(), white.end()) + " w " +
           rights + lower + " - 0 1";
  }

 private:
  // Puts piece on the index-th empty square (counting from file a).
  static constexpr void place(std::array<char, 8>& rank, int index, char piece) {
    for (char& c : rank)
      if (c == 0 && index-- == 0) {
        c = piece;
        return;
      }
  }
};

static_assert(Chess960Numbering::back_rank(518) ==
              std::array<char, 8>{'R', 'N', 'B', 'Q', 'K', 'B', 'N', 'R'});
static_assert(Chess960Numbering::back_rank(0) ==
              std::array<char, 8>{'B', 'B', 'Q', 'N', 'N', 'R', 'K', 'R'});
static_assert(Chess960Numbering::back_rank(959) ==
              std::array<char, 8>{'R', 'K', 'R', 'N', 'N', 'Q', 'B', 'B'});

}  // namespace boardlab::variants
