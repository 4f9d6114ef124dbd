#!/usr/bin/env bash
# What `boardlab match` itself costs, and what --concurrency gains:
#  1. overhead per move: boardlab over UCI at depth 1 against itself (the engines answer in well
#     under a millisecond, so wall time per ply is the runner, the pipes and the position
#     parsing), and the same with built-in players;
#  2. --concurrency 2 against 1 on CPU-bound games (built-in players at depth 6).
# Usage: bench/match-overhead.sh [GAMES]   (build first)
set -euo pipefail
cd "$(dirname "$0")/.."
bl=$PWD/build/bin/boardlab
games=${1:-20}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
calc() { python3 -c "print($1)"; }
seconds() { local t0 t1; t0=$(date +%s.%N); "$@" >"$tmp/out" 2>&1; t1=$(date +%s.%N); calc "$t1 - $t0"; }
plies() { python3 -c "import json,sys; print(sum(json.loads(l)['plies'] for l in open(sys.argv[1])))" "$1"; }

for kind in uci builtin; do
  if [ $kind = uci ]; then a=(name=a "cmd=$bl" arg=uci); b=(name=b "cmd=$bl" arg=uci); else a=(name=a builtin); b=(name=b builtin); fi
  s=$(seconds "$bl" match --engine "${a[@]}" --engine "${b[@]}" --each depth=1 --games "$games" \
        --openings random-plies:6 --maxplies 200 --jsonl "$tmp/$kind.jsonl" --log "$tmp/log")
  p=$(plies "$tmp/$kind.jsonl")
  printf '%-8s depth 1: %d games, %d plies, %.2f s: %.3f ms per ply in all\n' "$kind" "$games" "$p" "$s" \
    "$(calc "$s * 1000 / $p")"
done

for k in 1 2; do
  s=$(seconds "$bl" match --engine name=a builtin --engine name=b builtin \
        --each depth=6 --games "$games" --openings random-plies:6 --maxplies 120 --concurrency $k)
  eval "t$k=$s"
  printf 'builtin depth 6, --concurrency %d: %.2f s\n' "$k" "$s"
done
printf 'speed-up of --concurrency 2: %.2fx\n' "$(calc "$t1 / $t2")"
