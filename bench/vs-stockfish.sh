#!/usr/bin/env bash
# Times `boardlab perft` against Debian's Stockfish on the same machine in the same run:
# chess start position depth 6, Kiwipete depth 5 and a Chess960 middlegame depth 6 (Stockfish with
# UCI_Chess960), one thread each, runs interleaved, median of N.
# Prints each median and the speed ratio (Stockfish time / boardlab time; > 1 means boardlab is
# faster). Whole-process times; Stockfish's start-up (network load) is also shown on its own.
# Usage: bench/vs-stockfish.sh [RUNS]   (build first; installs stockfish if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
bl=build/bin/boardlab
sf=/usr/games/stockfish
[ -x "$bl" ] || { echo "build boardlab first (see README)" >&2; exit 1; }
if [ ! -x "$sf" ]; then
  [ "$(id -u)" -eq 0 ] || { echo "install stockfish: apt-get install stockfish" >&2; exit 1; }
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stockfish >/dev/null
fi

now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

time_boardlab() {  # fen depth expected variant
  local t0 t1 out
  t0=$(now); out=$("$bl" perft --variant "$4" --depth "$2" --fen "$1" 2>/dev/null | tail -1); t1=$(now)
  [ "$out" = "Nodes searched: $3" ] || { echo "boardlab gave '$out', expected $3" >&2; exit 1; }
  echo $(( (t1 - t0) / 1000 ))
}
time_stockfish() {  # fen depth expected variant
  local t0 t1 out c960=false
  [ "$4" = chess960 ] && c960=true
  t0=$(now)
  out=$(printf 'setoption name Threads value 1\nsetoption name UCI_Chess960 value %s\nposition fen %s\ngo perft %s\nquit\n' \
        "$c960" "$1" "$2" | "$sf" | grep 'Nodes searched')
  t1=$(now)
  [ "$out" = "Nodes searched: $3" ] || { echo "stockfish gave '$out', expected $3" >&2; exit 1; }
  echo $(( (t1 - t0) / 1000 ))
}
time_stockfish_startup() {
  local t0 t1
  t0=$(now); printf 'isready\nquit\n' | "$sf" >/dev/null; t1=$(now)
  echo $(( (t1 - t0) / 1000 ))
}

echo "$("$sf" quit 2>/dev/null | head -1) vs boardlab $(git rev-parse --short HEAD 2>/dev/null || echo '?'), $runs interleaved runs, medians"
startup=$(for _ in $(seq "$runs"); do time_stockfish_startup; done | median)
printf '%-28s %12s\n' "stockfish start-up only" "${startup} us"
while IFS='|' read -r name variant fen depth nodes; do
  b=(); s=()
  for _ in $(seq "$runs"); do
    b+=("$(time_boardlab "$fen" "$depth" "$nodes" "$variant")")
    s+=("$(time_stockfish "$fen" "$depth" "$nodes" "$variant")")
  done
  bm=$(printf '%s\n' "${b[@]}" | median); sm=$(printf '%s\n' "${s[@]}" | median)
  awk -v n="$name" -v d="$depth" -v nodes="$nodes" -v b="$bm" -v s="$sm" -v st="$startup" 'BEGIN {
    printf "%-14s depth %d  boardlab %8.3f s (%6.1f Mn/s)  stockfish %8.3f s (%6.1f Mn/s)\n",
      n, d, b/1e6, nodes/b, s/1e6, nodes/s
    printf "%-14s ratio stockfish/boardlab: %.2fx whole process, %.2fx without stockfish start-up\n",
      n, s/b, (s-st)/b }'
done <<'LIST'
startpos|chess|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6|119060324
kiwipete|chess|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5|193690690
chess960-mid|chess960|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|6|227689589
LIST
