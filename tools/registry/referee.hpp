#pragma once
// One game under a variant's rules, as every tool that plays or checks games sees it (the match
// runner, experiments, verify, and the protocols' engine session): the moves as text in the
// variant's notation (what engines send), the result by the rules after every move, and the
// records. The runner (compiled once) uses this interface; VariantReferee<V>
// (variant_referee.hpp) implements it in each variant's generated translation unit.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace boardlab::table {

// Where a game starts: a position (the variant's start when empty) and moves played from it.
struct Opening {
  std::optional<std::string> position;
  std::vector<std::string> moves;
};

struct GameEnd {
  bool over = false;
  std::string result = "*";        // "1-0", "0-1", "1/2-1/2", "*"
  std::string reason = "ongoing";  // as `boardlab game` prints it
};

struct DivideCount {
  std::vector<std::pair<std::string, std::uint64_t>> moves;  // root moves counted, as text
  std::size_t root_moves = 0;                                // legal moves at the root
  bool stopped = false;  // `stop` ended the count before every root move was counted
};

class Referee {
 public:
  virtual ~Referee() = default;

  // Starts the game at the opening; InputError naming the problem when it is not legal.
  virtual void start(const Opening& opening) = 0;
  // The same for a protocol's `position` command: its moves are "move N" in errors, and may go
  // on after the game ended (what to do then is the GUI's business).
  virtual void set_position(const Opening& position) = 0;
  // `plies` random legal moves from the game's position (the variant's start until start() is
  // called), fewer if the game ends first.
  virtual std::vector<std::string> random_moves(int plies, std::uint64_t seed) const = 0;
  // Reads an opening: "pgn" (one game's text) or "line" (FEN/SFEN, EPD, or a UCI/USI position
  // line "startpos|fen F|sfen S [moves ...]").
  virtual Opening read_opening(std::string_view format, std::string_view text) const = 0;

  virtual std::string start_text() const = 0;  // the position the game started from
  virtual bool standard_start() const = 0;     // it is the variant's own start position
  virtual const std::vector<std::string>& moves() const = 0;  // every move since the start
  virtual bool first_to_move() const = 0;
  virtual int legal_move_count() const = 0;
  // Material of the current position by piece kind (board and hand), first player's minus
  // second's, in the order of piece_symbols(); the royal kind is left out.
  virtual std::vector<int> material_balance() const = 0;
  virtual std::vector<std::string> piece_symbols() const = 0;
  // The material weights (middlegame, endgame) of each kind of piece_symbols() in the weights
  // file `eval_file` (the compiled weights when empty): which values a built-in player played
  // with. InputError naming the file when it cannot be read.
  virtual std::vector<std::pair<int, int>> weight_values(const std::string& eval_file) const = 0;

  // A start position: for a variant with numbered starts (Chess960), one drawn from the seed;
  // otherwise the variant's own.
  virtual std::string random_start(std::uint64_t seed) const = 0;
  // The current position in the variant's notation (FEN, SFEN).
  virtual std::string position_text() const = 0;
  // Perft divide of the current position at `depth` (>= 1); `stop`, when given and set from
  // another thread, ends it after the root move being counted.
  virtual DivideCount divide(int depth, const std::atomic<bool>* stop = nullptr) const = 0;
  // The legal moves here as text, each marked when it exercises a special rule (castling,
  // en passant, promotion, a drop, a check) and with a weight of such moves the opponent has
  // after it (4 each for castling, en passant, promotion and drops, 1 for a check): what
  // `boardlab verify` steers random play with.
  struct MoveChoice {
    std::string text;
    bool special = false;
    int specials_after = 0;
  };
  virtual std::vector<MoveChoice> move_choices() const = 0;

  // Plays a move given as text; InputError when it is not a legal move here.
  virtual void play(std::string_view move) = 0;
  // The result by the rules; a claimable draw (or impasse result) is claimed for the side to
  // move when it does not lose by it, as an engine's GUI would.
  virtual GameEnd end() const = 0;
  // The side to move may win now by declaration (USI `bestmove win`).
  virtual bool declaration_holds() const = 0;

  // The game as a record in `format` ("pgn", "csa" or "usi"; see record_formats()); `tags`
  // names players, event, result and termination.
  virtual std::string record(std::string_view format,
                             const std::map<std::string, std::string>& tags) const = 0;
  virtual std::string_view record_formats() const = 0;
};

}  // namespace boardlab::table
