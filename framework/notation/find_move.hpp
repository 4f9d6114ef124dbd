#pragma once
// Reading a move is naming one legal move: every notation reader parses its text into a test
// and asks here for the one legal move that passes it, so "illegal" and "ambiguous" are decided
// (and worded) in one place.
#include <optional>
#include <string>
#include <string_view>

#include <range/v3/iterator/operations.hpp>
#include <range/v3/view/filter.hpp>

#include "framework/notation/text_fields.hpp"
#include "framework/rules/movegen.hpp"

namespace boardlab {

// The legal move of pos that `matches` accepts, if there is one; an InputError quoting `text` if
// there are several.
template <class V, class Matches>
std::optional<Move> unique_legal_move(const Position<V>& pos, std::string_view text,
                                      Matches&& matches) {
  const auto moves = legal_moves(pos);
  auto found = moves | ranges::views::filter(matches);
  auto it = ranges::begin(found);
  if (it == ranges::end(found)) return std::nullopt;
  const Move m = *it;
  if (ranges::next(it) != ranges::end(found))
    throw InputError(quote_input(text) + " is ambiguous in this position");
  return m;
}

[[noreturn]] inline void throw_illegal(std::string_view text) {
  throw InputError(quote_input(text) + " is illegal in this position");
}

// The one legal move that `matches` accepts; an InputError quoting `text` otherwise.
template <class V, class Matches>
Move find_legal_move(const Position<V>& pos, std::string_view text, Matches&& matches) {
  if (auto m = unique_legal_move(pos, text, matches)) return *m;
  throw_illegal(text);
}

}  // namespace boardlab
