#!/usr/bin/env bash
# One `boardlab experiment` spread over machines with GNU Parallel: shard I of K runs as one job
# on whichever host has a free slot, then the shards are merged here.
#
#   tools/cluster/parallel-experiment.sh SHARDS OUT [--sshloginfile FILE] -- EXPERIMENT-OPTIONS...
#
# e.g. tools/cluster/parallel-experiment.sh 8 results --sshloginfile hosts -- \
#        --variants chess,nocastle --games 2000 --nodes 5000 --seed 1
# Every host needs the same boardlab at the same path (BOARDLAB, default build/bin/boardlab of
# this checkout). Each shard runs in OUT (as an absolute path, created on the host that plays it)
# and, with --sshloginfile, Parallel's --return copies shard-I home over rsync. Without
# --cleanup: a line for this machine (`:`, or an ssh login to it) shares OUT with home, and a
# clean-up there would delete the results it just returned; remote hosts keep their copy.
# Without --sshloginfile the shards run on this machine (one per core).
set -euo pipefail
[ $# -ge 3 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
shards=$1 out=$2
shift 2
mkdir -p "$out"
out=$(cd "$out" && pwd)
hosts=()
if [ "$1" = --sshloginfile ]; then hosts=(--sshloginfile "$2" --return "$out/./shard-{}"); shift 2; fi
[ "$1" = -- ] || { echo "error: expected -- before the experiment options" >&2; exit 2; }
shift
command -v parallel >/dev/null || { echo "error: GNU Parallel is not installed (apt-get install parallel)" >&2; exit 2; }
bl=${BOARDLAB:-$(cd "$(dirname "$0")/../.." && pwd)/build/bin/boardlab}
seq 1 "$shards" | parallel --halt now,fail=1 --wd "$out" "${hosts[@]}" \
  "$bl" experiment "$@" --shard {}/"$shards" --quiet --force --out shard-{}
dirs=()
for i in $(seq 1 "$shards"); do dirs+=("$out/shard-$i"); done
"$bl" experiment merge "${dirs[@]}" --out "$out/merged" --force
