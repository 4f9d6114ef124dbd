#pragma once
// Armies derived from others by piece symbol, never by array index, so that a derived descriptor
// reads as the rule it changes and cannot silently edit the wrong kind when the parent's order
// changes:
//   static constexpr auto pieces =
//       with_piece(chess_pieces, "P", [](PieceSpec& p) { p.double_step_ranks = every_rank; });
// A symbol the army does not have fails to compile, naming piece_symbol_not_in_the_army.
#include <array>
#include <cstddef>
#include <string_view>

#include "framework/core/piece_spec.hpp"

namespace boardlab {

namespace detail {
// Deliberately not constexpr: reaching it in a constant expression is the compile error.
inline void piece_symbol_not_in_the_army() {}
}  // namespace detail

// `army` with `edit` applied to the piece whose symbol is `symbol`.
template <std::size_t N, class Edit>
constexpr std::array<PieceSpec, N> with_piece(std::array<PieceSpec, N> army,
                                              std::string_view symbol, Edit edit) {
  for (PieceSpec& p : army)
    if (p.symbol == symbol) {
      edit(p);
      return army;
    }
  detail::piece_symbol_not_in_the_army();
  return army;
}

// The pieces of `army` with the given symbols, in the order given.
template <std::size_t N, std::size_t M>
constexpr std::array<PieceSpec, M> pieces_with_symbols(
    const std::array<PieceSpec, N>& army, const std::array<std::string_view, M>& symbols) {
  std::array<PieceSpec, M> out{};
  for (std::size_t i = 0; i < M; ++i) {
    bool found = false;
    for (const PieceSpec& p : army)
      if (p.symbol == symbols[i]) out[i] = p, found = true;
    if (!found) detail::piece_symbol_not_in_the_army();
  }
  return out;
}

}  // namespace boardlab
