#!/usr/bin/env bash
# Search speed against Debian's Fairy-Stockfish, same machine, same run: both search the chess
# and shogi start positions to depth 14 with one thread; prints each engine's nodes per second
# (as reported by its last info line) and the ratio boardlab / Fairy-Stockfish.
# Usage: bench/search-vs-fairy.sh   (build first; installs fairy-stockfish if missing and root)
set -euo pipefail
cd "$(dirname "$0")/.."
bl=build/bin/boardlab
fsf=/usr/games/fairy-stockfish
[ -x "$bl" ] || { echo "build boardlab first (see README)" >&2; exit 1; }
if [ ! -x "$fsf" ]; then
  [ "$(id -u)" -eq 0 ] || { echo "install fairy-stockfish: apt-get install fairy-stockfish" >&2; exit 1; }
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fairy-stockfish >/dev/null
fi
nps_of() { grep -o ' nps [0-9]*' | tail -1 | awk '{print $2}'; }
# Fairy-Stockfish stops searching at the end of its input, so it runs as a coprocess that is
# told to quit only after its bestmove.
fsf_search() {  # variant
  local line out=""
  coproc FSF { "$fsf"; }
  printf 'setoption name Threads value 1\nsetoption name Hash value 16\nsetoption name UCI_Variant value %s\nposition startpos\ngo depth 14\n' \
    "$1" >&"${FSF[1]}"
  while read -r line <&"${FSF[0]}"; do
    out+="$line"$'\n'
    [[ $line == bestmove* ]] && break
  done
  echo quit >&"${FSF[1]}"
  wait "$FSF_PID" 2>/dev/null || true
  printf '%s' "$out"
}
for variant in chess shogi; do
  fsf_nps=$(fsf_search "$variant" | nps_of)
  bl_nps=$("$bl" analyse --variant "$variant" --depth 14 --hash 16 | nps_of)
  awk -v v="$variant" -v b="$bl_nps" -v f="$fsf_nps" 'BEGIN {
    printf "%-6s depth 14  boardlab %9d nodes/s  fairy-stockfish %9d nodes/s  ratio %.2fx\n", v, b, f, b / f }'
done
