#!/usr/bin/env bash
# Perft speed of two boardlab binaries in one run, interleaved, medians of whole-process times:
# the cost of a framework change where the new vocabulary is unused.
# Usage: bench/before-after.sh OLD_BOARDLAB NEW_BOARDLAB [RUNS]
set -euo pipefail
old=$1 new=$2 runs=${3:-7}
now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
run() {  # binary variant depth fen
  local t0 t1
  t0=$(now); "$1" perft --variant "$2" --depth "$3" --fen "$4" >/dev/null 2>&1; t1=$(now)
  echo $(( (t1 - t0) / 1000 ))
}
while IFS='|' read -r name variant depth fen; do
  a=(); b=()
  for _ in $(seq "$runs"); do a+=("$(run "$old" "$variant" "$depth" "$fen")"); b+=("$(run "$new" "$variant" "$depth" "$fen")"); done
  am=$(printf '%s\n' "${a[@]}" | median); bm=$(printf '%s\n' "${b[@]}" | median)
  awk -v n="$name" -v a="$am" -v b="$bm" 'BEGIN { printf "%-14s before %.3f s  after %.3f s  after/before %.3f\n", n, a/1e6, b/1e6, b/a }'
done <<'LIST'
chess-start|chess|6|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
kiwipete|chess|5|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
chess960-mid|chess960|6|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9
shogi-start|shogi|5|lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1
LIST
