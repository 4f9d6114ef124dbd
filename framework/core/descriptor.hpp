#pragma once
// What the framework reads from a variant descriptor, in one place. Required members are checked
// one by one, each failure a single static_assert naming the member; optional members are
// detected with Boost.Hana and get a default, so a descriptor states only what its game has.
//
//   Desc<V>::castling    V::castling, or NoCastling when V declares none
//
// Every generic component reads optional members through Desc<V>, never V directly.
#include <array>
#include <concepts>
#include <string_view>
#include <type_traits>

#include <boost/hana/optional.hpp>
#include <boost/hana/type.hpp>

#include "framework/core/piece_spec.hpp"
#include "framework/policies/capture_policy.hpp"
#include "framework/policies/castling_policy.hpp"
#include "framework/policies/hands_policy.hpp"
#include "framework/policies/move_count_policy.hpp"
#include "framework/policies/outcome_policies.hpp"

namespace boardlab {

namespace descriptor_detail {
namespace hana = boost::hana;

// hana::sfinae turns "V has this member" into hana::just(member) / hana::nothing.
#define BOARDLAB_DETECT_TYPE(member)    \
  inline constexpr auto member##_type = \
      hana::sfinae([](auto t) -> hana::type<typename decltype(t)::type::member> { return {}; });
#define BOARDLAB_DETECT_VALUE(member)                                                       \
  inline constexpr auto member##_value =                                                    \
      hana::sfinae([](auto t) -> std::remove_cvref_t<decltype(decltype(t)::type::member)> { \
        return decltype(t)::type::member;                                                   \
      });

BOARDLAB_DETECT_TYPE(geometry)
BOARDLAB_DETECT_TYPE(notation)
BOARDLAB_DETECT_TYPE(castling)
BOARDLAB_DETECT_TYPE(hands)
BOARDLAB_DETECT_TYPE(move_count)
BOARDLAB_DETECT_TYPE(no_moves)
BOARDLAB_DETECT_TYPE(repetition)
BOARDLAB_DETECT_TYPE(dead_position)
BOARDLAB_DETECT_TYPE(impasse)
BOARDLAB_DETECT_TYPE(scoring)
BOARDLAB_DETECT_TYPE(captures)
BOARDLAB_DETECT_VALUE(name)
BOARDLAB_DETECT_VALUE(description)
BOARDLAB_DETECT_VALUE(start_position)
BOARDLAB_DETECT_VALUE(pieces)
BOARDLAB_DETECT_VALUE(aliases)
BOARDLAB_DETECT_VALUE(players)
BOARDLAB_DETECT_VALUE(promotion_zone_ranks)
BOARDLAB_DETECT_VALUE(max_moves)
BOARDLAB_DETECT_VALUE(royal_may_be_absent)
BOARDLAB_DETECT_VALUE(pgn_variant)
BOARDLAB_DETECT_VALUE(bench_depth)
BOARDLAB_DETECT_VALUE(shuffled_start_of)
BOARDLAB_DETECT_VALUE(bench_positions)
#undef BOARDLAB_DETECT_TYPE
#undef BOARDLAB_DETECT_VALUE

template <class V, class Detect>
constexpr bool has(Detect detect) {
  return hana::is_just(detect(hana::type_c<V>));
}
template <class V, class Detect, class Fallback>
constexpr auto value_or(Detect detect, Fallback fallback) {
  return detect(hana::type_c<V>).value_or(fallback);
}
template <class V, const auto& Detect, class Fallback>
using type_or = typename std::remove_cvref_t<
    decltype(Detect(hana::type_c<V>).value_or(hana::type_c<Fallback>))>::type;

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

}  // namespace descriptor_detail

// The descriptor V with every optional member resolved. Instantiating it checks V's members.
template <class V>
struct Desc {
 private:
  template <const auto& Detect, class F>
  using type_or = descriptor_detail::type_or<V, Detect, F>;
  static constexpr auto detect = [](auto d) { return descriptor_detail::has<V>(d); };
  // Type checks that look at a member only when it exists, so a missing member gives one error.
  static constexpr bool name_is_text() {
    if constexpr (descriptor_detail::has<V>(descriptor_detail::name_value))
      return descriptor_detail::text<decltype(V::name)>;
    return true;
  }
  static constexpr bool pieces_are_array() {
    if constexpr (descriptor_detail::has<V>(descriptor_detail::pieces_value))
      return descriptor_detail::is_piece_array<std::remove_cvref_t<decltype(V::pieces)>>;
    return true;
  }

 public:
  // --- Required ---------------------------------------------------------------------------
  static_assert(detect(descriptor_detail::name_value),
                "descriptor member 'name' is missing: static constexpr std::string_view name");
  static_assert(name_is_text(), "descriptor member 'name' must be a std::string_view");
  static_assert(detect(descriptor_detail::description_value),
                "descriptor member 'description' is missing: a one-line std::string_view");
  static_assert(
      detect(descriptor_detail::start_position_value),
      "descriptor member 'start_position' is missing: the start in the notation's format");
  static_assert(detect(descriptor_detail::pieces_value),
                "descriptor member 'pieces' is missing: static constexpr std::array<PieceSpec, N>");
  static_assert(pieces_are_array(),
                "descriptor member 'pieces' must be a non-empty std::array<PieceSpec, N>");
  static_assert(detect(descriptor_detail::geometry_type),
                "descriptor member 'geometry' is missing: using geometry = Geometry<files, ranks>");
  static_assert(detect(descriptor_detail::notation_type),
                "descriptor member 'notation' is missing: using notation = ChessNotation (or "
                "ShogiNotation, or your own)");

  // --- Optional, with their defaults -------------------------------------------------------
  static constexpr Symbols aliases =
      descriptor_detail::value_or<V>(descriptor_detail::aliases_value, Symbols{});
  static constexpr std::array<std::string_view, 2> players = descriptor_detail::value_or<V>(
      descriptor_detail::players_value, std::array<std::string_view, 2>{"white", "black"});
  using castling = type_or<descriptor_detail::castling_type, NoCastling>;
  using hands = type_or<descriptor_detail::hands_type, NoHands>;
  using move_count = type_or<descriptor_detail::move_count_type, NoMoveCountRule>;
  using no_moves = type_or<descriptor_detail::no_moves_type, StalemateDraws>;
  using repetition = type_or<descriptor_detail::repetition_type, NoRepetitionRule>;
  using dead_position = type_or<descriptor_detail::dead_position_type, NoDeadPositions>;
  using impasse = type_or<descriptor_detail::impasse_type, NoImpasse>;
  using scoring = type_or<descriptor_detail::scoring_type, StandardScoring>;
  using captures = type_or<descriptor_detail::captures_type, EnemyCapturesOnly>;
  static constexpr int promotion_zone_ranks =
      descriptor_detail::value_or<V>(descriptor_detail::promotion_zone_ranks_value, 0);
  // Room for every legal move of any position the notation can express; 2048 when not stated.
  static constexpr int max_moves =
      descriptor_detail::value_or<V>(descriptor_detail::max_moves_value, 2048);
  static constexpr bool royal_may_be_absent =
      descriptor_detail::value_or<V>(descriptor_detail::royal_may_be_absent_value, false);
  static constexpr std::string_view pgn_variant =
      descriptor_detail::value_or<V>(descriptor_detail::pgn_variant_value, std::string_view{});
  static constexpr int bench_depth =
      descriptor_detail::value_or<V>(descriptor_detail::bench_depth_value, 6);
  // The variant this one is with shuffled start positions (Chess960 of chess): what a UCI GUI
  // selects with UCI_Chess960. Empty when none.
  static constexpr std::string_view shuffled_start_of = descriptor_detail::value_or<V>(
      descriptor_detail::shuffled_start_of_value, std::string_view{});
  static constexpr auto bench_positions = descriptor_detail::value_or<V>(
      descriptor_detail::bench_positions_value, std::array<std::string_view, 1>{V::start_position});

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
  static_assert(
      requires {
        { captures::own_pieces } -> std::convertible_to<bool>;
      },
      "descriptor member 'captures' must be a capture policy (EnemyCapturesOnly, "
      "OwnPiecesCapturable)");
  static_assert(max_moves > 0, "descriptor member 'max_moves' must be positive");
};

}  // namespace boardlab
