#pragma once
// Search values, from the side to move's point of view. Mates are MATE minus the distance in
// plies; results that the scoring policy turns from a draw into a win or loss (Armageddon) sit
// just below the mate range, so a forced draw-that-loses is avoided like a slow mate.
namespace boardlab::search {

using Value = int;
inline constexpr Value kInfinite = 32500;
inline constexpr Value kMate = 32000;
inline constexpr Value kMateBound = kMate - 1000;  // above: a mate in at most 1000 plies
inline constexpr Value kDecisive = 30000;          // a scored draw that is a win or a loss
// A static evaluation stays below every decisive and mate value, however much material a hand
// holds (a crazyhouse FEN may give one side dozens of queens), with room for the search's margins.
inline constexpr Value kMaxEvaluation = kDecisive - 1000;
inline constexpr int kMaxPly = 128;

constexpr Value mate_in(int ply) { return kMate - ply; }
constexpr Value mated_in(int ply) { return -kMate + ply; }
constexpr bool is_mate(Value v) { return v >= kMateBound || v <= -kMateBound; }

// Mate values are stored in the table relative to the node, not the root.
constexpr Value to_table(Value v, int ply) {
  return v >= kMateBound ? v + ply : v <= -kMateBound ? v - ply : v;
}
constexpr Value from_table(Value v, int ply) {
  return v >= kMateBound ? v - ply : v <= -kMateBound ? v + ply : v;
}

}  // namespace boardlab::search
