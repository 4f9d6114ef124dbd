#pragma once
// What the framework reads from a variant descriptor, in one place. Required members are checked
// one by one, each failure a single static_assert naming the member; optional members are
// detected with plain C++20 `requires` and get a default, so a descriptor states only what its
// game has.
//
//   Desc<V>::castling    V::castling, or NoCastling when V declares none
//
// Every generic component reads optional members through Desc<V>, never V directly.
#include <array>
#include <concepts>
#include <string_view>
#include <type_traits>
#include <utility>

#include "framework/core/piece_spec.hpp"
#include "framework/policies/capture_policy.hpp"
#include "framework/policies/castling_policy.hpp"
#include "framework/policies/hands_policy.hpp"
#include "framework/policies/move_count_policy.hpp"
#include "framework/policies/outcome_policies.hpp"

namespace boardlab {

namespace descriptor_detail {

// A member type of V, or `Fallback` when V declares none: one function per member, spelled by
// this macro so that each reads as what it is (V::castling or NoCastling).
#define BOARDLAB_MEMBER_TYPE(member)                   \
  template <class V, class Fallback>                   \
  constexpr auto member##_or() {                       \
    if constexpr (requires { typename V::member; })    \
      return std::type_identity<typename V::member>{}; \
    else                                               \
      return std::type_identity<Fallback>{};           \
  }
BOARDLAB_MEMBER_TYPE(castling)
BOARDLAB_MEMBER_TYPE(hands)
BOARDLAB_MEMBER_TYPE(move_count)
BOARDLAB_MEMBER_TYPE(no_moves)
BOARDLAB_MEMBER_TYPE(repetition)
BOARDLAB_MEMBER_TYPE(dead_position)
BOARDLAB_MEMBER_TYPE(impasse)
BOARDLAB_MEMBER_TYPE(scoring)
BOARDLAB_MEMBER_TYPE(captures)
BOARDLAB_MEMBER_TYPE(numbered_start)
BOARDLAB_MEMBER_TYPE(goals)
#undef BOARDLAB_MEMBER_TYPE

template <class T>
inline constexpr bool is_piece_array = false;
template <std::size_t N>
inline constexpr bool is_piece_array<std::array<PieceSpec, N>> = N > 0;

template <class T>
concept text = std::convertible_to<T, std::string_view>;
// A rule policy says whether its rule is in force.
template <class P>
concept policy = requires {
  { P::enabled } -> std::convertible_to<bool>;
};
template <class T>
concept text_list = requires(const T& t) {
  { *std::begin(t) } -> std::convertible_to<std::string_view>;
};

// No numbered start positions (Desc<V>::numbered_start when V declares none).
struct NoNumberedStarts {
  static constexpr int count = 0;
};

}  // namespace descriptor_detail

// The notation policy: how positions and moves are read and written, and the protocol spoken.
template <class N>
concept NotationPolicy = requires {
  { N::record_formats } -> std::convertible_to<std::string_view>;
};

// The descriptor V with every optional member resolved. Instantiating it checks V's members.
template <class V>
struct Desc {
 private:
  template <class T>
  using type_of = typename T::type;
  static constexpr bool name_is_text() {
    if constexpr (requires { V::name; }) return descriptor_detail::text<decltype(V::name)>;
    return true;
  }
  static constexpr bool pieces_are_array() {
    if constexpr (requires { V::pieces; })
      return descriptor_detail::is_piece_array<std::remove_cvref_t<decltype(V::pieces)>>;
    return true;
  }
  static constexpr bool notation_is_policy() {
    if constexpr (requires { typename V::notation; }) return NotationPolicy<typename V::notation>;
    return true;
  }

 public:
  // --- Required ---------------------------------------------------------------------------
  static_assert(
      requires { V::name; },
      "descriptor member 'name' is missing: static constexpr std::string_view name");
  static_assert(name_is_text(), "descriptor member 'name' must be a std::string_view");
  static_assert(
      requires { V::description; },
      "descriptor member 'description' is missing: a one-line std::string_view");
  static_assert(
      requires { V::start_position; },
      "descriptor member 'start_position' is missing: the start in the notation's format");
  static_assert(
      requires { V::pieces; },
      "descriptor member 'pieces' is missing: static constexpr std::array<PieceSpec, N>");
  static_assert(pieces_are_array(),
                "descriptor member 'pieces' must be a non-empty std::array<PieceSpec, N>");
  static_assert(
      requires { typename V::geometry; },
      "descriptor member 'geometry' is missing: using geometry = Geometry<files, ranks>");
  static_assert(
      requires { typename V::notation; },
      "descriptor member 'notation' is missing: using notation = ChessNotation (or "
      "ShogiNotation, or your own)");
  static_assert(notation_is_policy(),
                "descriptor member 'notation' must be a notation policy (with record_formats, "
                "parse_position, write_position, parse_move, move_text)");

  // --- Optional, with their defaults -------------------------------------------------------
  static constexpr Symbols aliases = [] {
    if constexpr (requires { V::aliases; })
      return Symbols(V::aliases);
    else
      return Symbols{};
  }();
  static constexpr std::array<std::string_view, 2> players = [] {
    if constexpr (requires { V::players; })
      return std::array<std::string_view, 2>(V::players);
    else
      return std::array<std::string_view, 2>{"white", "black"};
  }();
  using castling = type_of<decltype(descriptor_detail::castling_or<V, NoCastling>())>;
  using hands = type_of<decltype(descriptor_detail::hands_or<V, NoHands>())>;
  using move_count = type_of<decltype(descriptor_detail::move_count_or<V, NoMoveCountRule>())>;
  using no_moves = type_of<decltype(descriptor_detail::no_moves_or<V, StalemateDraws>())>;
  using repetition = type_of<decltype(descriptor_detail::repetition_or<V, NoRepetitionRule>())>;
  using dead_position =
      type_of<decltype(descriptor_detail::dead_position_or<V, NoDeadPositions>())>;
  using impasse = type_of<decltype(descriptor_detail::impasse_or<V, NoImpasse>())>;
  using scoring = type_of<decltype(descriptor_detail::scoring_or<V, StandardScoring>())>;
  using captures = type_of<decltype(descriptor_detail::captures_or<V, EnemyCapturesOnly>())>;
  // The variant's own game-ending rules (king of the hill, an army captured); NoGoals for none.
  using goals = type_of<decltype(descriptor_detail::goals_or<V, NoGoals>())>;
  // Numbered start positions (Chess960's 960): `count` of them, `fen(n)` each; count 0 for none.
  using numbered_start = type_of<
      decltype(descriptor_detail::numbered_start_or<V, descriptor_detail::NoNumberedStarts>())>;
  static constexpr bool has_numbered_starts = numbered_start::count > 0;
  static constexpr int promotion_zone_ranks = [] {
    if constexpr (requires { V::promotion_zone_ranks; })
      return int(V::promotion_zone_ranks);
    else
      return 0;
  }();
  // Room for every legal move of any position the notation can express; 2048 when not stated.
  static constexpr int max_moves = [] {
    if constexpr (requires { V::max_moves; })
      return int(V::max_moves);
    else
      return 2048;
  }();
  static constexpr bool royal_may_be_absent = [] {
    if constexpr (requires { V::royal_may_be_absent; })
      return bool(V::royal_may_be_absent);
    else
      return false;
  }();
  // A move that would give check is illegal (racing kings): nobody is ever in check.
  static constexpr bool giving_check_forbidden = [] {
    if constexpr (requires { V::giving_check_forbidden; })
      return bool(V::giving_check_forbidden);
    else
      return false;
  }();
  static constexpr std::string_view pgn_variant = [] {
    if constexpr (requires { V::pgn_variant; })
      return std::string_view(V::pgn_variant);
    else
      return std::string_view{};
  }();
  static constexpr int bench_depth = [] {
    if constexpr (requires { V::bench_depth; })
      return int(V::bench_depth);
    else
      return 6;
  }();
  // The variant this one is with shuffled start positions (Chess960 of chess): what a UCI GUI
  // selects with UCI_Chess960. Empty when none.
  static constexpr std::string_view shuffled_start_of = [] {
    if constexpr (requires { V::shuffled_start_of; })
      return std::string_view(V::shuffled_start_of);
    else
      return std::string_view{};
  }();
  static constexpr auto bench_positions = [] {
    if constexpr (requires { V::bench_positions; })
      return V::bench_positions;
    else
      return std::array<std::string_view, 1>{V::start_position};
  }();
  // The engine protocol the notation speaks ("uci", "usi"), or empty for neither.
  static constexpr std::string_view protocol = [] {
    if constexpr (requires { V::notation::protocol; })
      return std::string_view(V::notation::protocol);
    else
      return std::string_view{};
  }();

  static_assert(descriptor_detail::text_list<decltype(aliases)>,
                "descriptor member 'aliases' must be a list of names (boardlab::Symbols)");
  static_assert(descriptor_detail::text_list<decltype(bench_positions)>,
                "descriptor member 'bench_positions' must be an array of std::string_view");
  static_assert(
      descriptor_detail::policy<castling>,
      "descriptor member 'castling' must be a castling policy (NoCastling, RookCastling)");
  static_assert(descriptor_detail::policy<hands>,
                "descriptor member 'hands' must be a hands policy with 'enabled' and 'kinds'");
  static_assert(descriptor_detail::policy<move_count>,
                "descriptor member 'move_count' must be a move-count policy");
  static_assert(descriptor_detail::policy<repetition>,
                "descriptor member 'repetition' must be a repetition policy");
  static_assert(descriptor_detail::policy<goals>,
                "descriptor member 'goals' must be a goal policy (NoGoals, or Goals<...> of "
                "RoyalReaches, NoPiecesLeft, ...)");
  static_assert(
      requires {
        { captures::own_pieces } -> std::convertible_to<bool>;
        { captures::compulsory } -> std::convertible_to<bool>;
        { captures::explodes } -> std::convertible_to<bool>;
      },
      "descriptor member 'captures' must be a capture policy (EnemyCapturesOnly, "
      "OwnPiecesCapturable, CompulsoryCaptures, ExplodingCaptures)");
  static_assert(max_moves > 0, "descriptor member 'max_moves' must be positive");
};

}  // namespace boardlab
