#!/usr/bin/env bash
# The Fairy-Stockfish ladder of issue 14: boardlab (over UCI/USI, like any engine) against
# Debian's Fairy-Stockfish 11.1 at several `Skill Level`s, each match played by `boardlab match`
# with random 8-ply openings, colours swapped per pair. Prints one Markdown table row per match,
# from boardlab's side; the full match output goes to $LADDER_OUT (default /tmp/ladder).
# Usage: bench/ladder.sh [variants] [levels] [games] [tc]
#   defaults: "chess shogi" "5 10 15 20" 20 10+0.1; tc is a Fischer clock S+I, or any time
#   control of `boardlab match --engine` written out (byoyomi=0.3, st=0.2, nodes=50000).
# Fairy-Stockfish 11.1 under USI reads `wtime` as sente's clock (USI says `btime`): given
# `btime 300 wtime 100000` at the start it thinks 3.9 s. With a Fischer clock it therefore
# spends the opponent's time and loses most shogi games on time, so shogi is measured with
# byoyomi, where both clocks are zero: bench/ladder.sh shogi "5 10 15 20" 20 byoyomi=0.3
# Environment: LADDER_CONCURRENCY (default 1: each engine then has a core to itself on a
# 2-core machine, as the clock is wall time), LADDER_SEED (default 1), LADDER_BOARDLAB (more
# settings for boardlab's --engine, split on spaces, e.g. option.EvalFile=old.weights: a control
# run of the same binary with other weights).
set -euo pipefail
cd "$(dirname "$0")/.."
variants=${1:-chess shogi}
levels=${2:-5 10 15 20}
games=${3:-20}
tc=${4:-10+0.1}
control=$tc
[[ $tc == *=* ]] || control=tc=$tc
out=${LADDER_OUT:-/tmp/ladder}
bl=$PWD/build/bin/boardlab
fsf=/usr/games/fairy-stockfish
[ -x "$bl" ] || { echo "build boardlab first (see README)" >&2; exit 1; }
[ -x "$fsf" ] || { echo "fairy-stockfish is missing: tools/install-deps installs it" >&2; exit 1; }
mkdir -p "$out"
read -r -a extra <<<"${LADDER_BOARDLAB:-}"
echo "| variant | Skill Level | tc | games | boardlab W - L - D | score | Elo (95%) |"
echo "|---|---|---|---|---|---|---|"
for variant in $variants; do
  proto=uci
  [[ $variant == *shogi* ]] && proto=usi
  for level in $levels; do
    log=$out/$variant-skill$level.txt
    # The chess family's games as PGN, the shogi family's as one CSA file per game.
    records=(--pgn "$out/$variant-skill$level.pgn")
    [ $proto = usi ] && records=(--csa "$out/$variant-skill$level-csa")
    "$bl" match --variant "$variant" \
      --engine name=boardlab "cmd=$bl" "arg=$proto" "proto=$proto" "${extra[@]}" \
      --engine name=fsf "cmd=$fsf" "proto=$proto" "option.Skill Level=$level" \
      --each "$control" hash=64 --games "$games" --concurrency "${LADDER_CONCURRENCY:-1}" \
      --openings random-plies:8 --seed "${LADDER_SEED:-1}" --timemargin 200 \
      --resign movecount=4 score=1000 --draw movenumber=80 movecount=10 score=5 \
      --log "$out/$variant-skill$level.stderr" "${records[@]}" >"$log"
    score=$(grep '^Score of boardlab vs fsf' "$log" | tail -1)
    elo=$(grep '^Elo difference' "$log" | tail -1)
    awk -v v="$variant" -v l="$level" -v tc="$tc" -v s="$score" -v e="$elo" 'BEGIN {
      split(s, w, /: |  \[|\] /); split(e, x, /: |, LOS/)
      printf "| %s | %s | %s | %s | %s | %s | %s |\n", v, l, tc, w[4], w[2], w[3], x[2] }'
  done
done
