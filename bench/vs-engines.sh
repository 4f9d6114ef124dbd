#!/usr/bin/env bash
# Times `boardlab perft` against Debian's anchor engines on the same machine in the same run, one
# thread each, runs interleaved, median of N whole-process times:
#   Stockfish:       chess start position depth 6, Kiwipete depth 5, a Chess960 middlegame depth 6
#   Fairy-Stockfish: shogi start position depth 5, crazyhouse start position depth 5 and a
#                    middlegame with pieces in hand, minishogi start position depth 6,
#                    king of the hill, horde and three-check positions where their goals end
#                    games inside the tree (from tests/data/battery), the shatranj start depth 7,
#                    the racing kings start depth 5 and the antichess start depth 6
#   stockfish.js:    the atomic start depth 6 (Fairy-Stockfish 11.1 has no atomic; this npm
#                    multi-variant Stockfish 10 in WebAssembly does: bench/stockfishjs-uci.cjs;
#                    installed into build/npm when npm is present, else the row is skipped)
# Prints each median and the speed ratio (engine time / boardlab time; > 1 means boardlab is
# faster), also with the engine's start-up (network load) subtracted.
# Usage: bench/vs-engines.sh [RUNS [NAME...]]   (build first; installs the engines if missing and
# root). NAMEs pick rows by their first column (default: all).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
shift $(( $# > 0 ? 1 : 0 ))
only=" $* "
bl=build/bin/boardlab
[ -x "$bl" ] || { echo "build boardlab first (see README)" >&2; exit 1; }
for pkg in stockfish fairy-stockfish; do
  [ -x "/usr/games/$pkg" ] && continue
  [ "$(id -u)" -eq 0 ] || { echo "install $pkg: apt-get install $pkg" >&2; exit 1; }
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$pkg" >/dev/null
done

sfjs=ok
if ! node -e "require.resolve('stockfish.js/package.json', {paths: ['build/npm/node_modules']})" 2>/dev/null; then
  command -v npm >/dev/null && npm install --silent --prefix build/npm stockfish.js@10.0.2 >/dev/null 2>&1 || true
  node -e "require.resolve('stockfish.js/package.json', {paths: ['build/npm/node_modules']})" 2>/dev/null || sfjs=missing
fi

now() { date +%s%N; }
engine_cmd() {  # engine: the command that runs it
  case "$1" in
    stockfishjs) echo "node bench/stockfishjs-uci.cjs" ;;
    *) echo "/usr/games/$1" ;;
  esac
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# engine_input ENGINE VARIANT POSITION DEPTH: the UCI lines that make ENGINE run the perft.
engine_input() {
  # stockfish.js is single-threaded WebAssembly, and setting its Threads option hangs it.
  [ "$1" = stockfishjs ] || printf 'setoption name Threads value 1\n'
  case "$2" in
    chess960) printf 'setoption name UCI_Chess960 value true\n' ;;
    shogi | crazyhouse | minishogi | kingofthehill | horde | 3check | shatranj | racingkings | antichess | atomic) printf 'setoption name UCI_Variant value %s\n' "$2" ;;
  esac
  printf 'position %s\ngo perft %s\nquit\n' "$3" "$4"
}

time_boardlab() {  # variant fen depth expected
  local t0 t1 out
  t0=$(now); out=$("$bl" perft --variant "$1" --depth "$3" --fen "$2" 2>/dev/null | tail -1); t1=$(now)
  [ "$out" = "Nodes searched: $4" ] || { echo "boardlab gave '$out', expected $4" >&2; exit 1; }
  echo $(( (t1 - t0) / 1000 ))
}
time_engine() {  # engine variant position depth expected
  local t0 t1 out
  t0=$(now); out=$(engine_input "$1" "$2" "$3" "$4" | $(engine_cmd "$1") | grep 'Nodes searched'); t1=$(now)
  [ "$out" = "Nodes searched: $5" ] || { echo "$1 gave '$out', expected $5" >&2; exit 1; }
  echo $(( (t1 - t0) / 1000 ))
}
startup() {  # engine variant
  local t0 t1
  t0=$(now); engine_input "$1" "$2" startpos 0 | sed '/go perft/d' | $(engine_cmd "$1") >/dev/null; t1=$(now)
  echo $(( (t1 - t0) / 1000 ))
}

echo "boardlab $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $runs interleaved runs, medians of whole-process times"
while IFS='|' read -r name variant engine position fen depth nodes; do
  [ "$only" = "  " ] || [[ "$only" == *" $name "* ]] || continue
  if [ "$engine" = stockfishjs ] && [ "$sfjs" = missing ]; then
    echo "$name: skipped (needs node and npm's stockfish.js 10.0.2 in build/npm)"
    continue
  fi
  b=(); e=(); s=()
  for _ in $(seq "$runs"); do
    b+=("$(time_boardlab "$variant" "$fen" "$depth" "$nodes")")
    e+=("$(time_engine "$engine" "$variant" "$position" "$depth" "$nodes")")
    s+=("$(startup "$engine" "$variant")")
  done
  bm=$(printf '%s\n' "${b[@]}" | median); em=$(printf '%s\n' "${e[@]}" | median)
  sm=$(printf '%s\n' "${s[@]}" | median)
  awk -v n="$name" -v en="$engine" -v d="$depth" -v nodes="$nodes" -v b="$bm" -v e="$em" -v st="$sm" 'BEGIN {
    printf "%-13s depth %d  boardlab %7.3f s (%6.1f Mn/s)  %s %7.3f s (%6.1f Mn/s, start-up %.3f s)\n",
      n, d, b/1e6, nodes/b, en, e/1e6, nodes/e, st/1e6
    printf "%-13s ratio %s/boardlab: %.2fx whole process, %.2fx without its start-up\n",
      n, en, e/b, (e-st)/b }'
done <<'LIST'
startpos|chess|stockfish|startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6|119060324
kiwipete|chess|stockfish|fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|193690690
chess960-mid|chess960|stockfish|fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|6|227689589
shogi|shogi|fairy-stockfish|startpos|lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1|5|19861490
crazyhouse|crazyhouse|fairy-stockfish|startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1|5|4888832
zh-hands|crazyhouse|fairy-stockfish|fen r2qk2r/ppp2ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2QK2R[Bb] w KQkq - 0 8|r2qk2r/ppp2ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2QK2R[Bb] w KQkq - 0 8|4|15018044
minishogi|minishogi|fairy-stockfish|startpos|rbsgk/4p/5/P4/KGSBR b - 1|6|8276188
koth-walk|kingofthehill|fairy-stockfish|fen rn1k2nr/pbp2pp1/1p1b3p/1N1pp3/q2PPP2/5N2/PPPBQKPP/R4B1R w - - 8 13|rn1k2nr/pbp2pp1/1p1b3p/1N1pp3/q2PPP2/5N2/PPPBQKPP/R4B1R w - - 8 13|5|115949819
horde|horde|fairy-stockfish|startpos|rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1|7|68441644
3check-one-left|3check|fairy-stockfish|fen rnb1k1nr/pppp1ppp/8/2b1p3/2B1P2q/5N2/PPPP1PPP/RNBQK2R b KQkq - 3+1 5 4|rnb1k1nr/pppp1ppp/8/2b1p3/2B1P2q/5N2/PPPP1PPP/RNBQK2R b KQkq - 3+1 5 4|5|59291719
shatranj|shatranj|fairy-stockfish|startpos|rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1|7|357218656
racingkings|racingkings|fairy-stockfish|startpos|8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1|5|9472927
antichess|antichess|fairy-stockfish|startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1|6|46264162
atomic|atomic|stockfishjs|startpos|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6|118926425
LIST
