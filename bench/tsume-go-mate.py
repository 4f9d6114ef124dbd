#!/usr/bin/env python3
"""Issue 14's tsume goal, measured through the protocol: every problem of a tsume file
(SFEN;expected;... as in shogi-tsume.txt) is sent to `boardlab usi` as `position sfen` +
`go mate MS`, and the answer is judged against the expected field:
  N or "solvable"  -> `checkmate <moves>` (of any length: the file counts tsume-style, without
                      futile interpositions, while the protocol's line resists longest and
                      includes them)
  none@N           -> no mate of N plies or fewer (`checkmate nomate`, `timeout`, or longer)
  none             -> `checkmate nomate` or `checkmate timeout`
Prints one line per problem that fails and a summary with the slowest mate found.
Usage: bench/tsume-go-mate.py FILE [MS] [BOARDLAB]   (defaults: 2000, build/bin/boardlab)"""
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    path = sys.argv[1]
    ms = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    exe = sys.argv[3] if len(sys.argv) > 3 else "build/bin/boardlab"
    engine = subprocess.Popen([exe, "usi"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + "\n")

    def read_until(prefixes):
        while True:
            line = engine.stdout.readline()
            if not line:
                sys.exit("boardlab usi ended unexpectedly")
            if line.startswith(prefixes):
                return line.strip()

    send("usi")
    read_until(("usiok",))
    send("isready")
    read_until(("readyok",))
    solved = total = 0
    slowest = (0.0, "")  # among the mates found (a "no mate" answer may wait out the time)
    with open(path) as f:
        for raw in f:
            if not raw.strip() or raw.startswith("#"):
                continue
            fields = raw.rstrip("\n").split(";")
            sfen, expected = fields[0], fields[1]
            total += 1
            send("usinewgame")
            send("position sfen " + sfen)
            start = time.monotonic()
            send(f"go mate {ms}")
            answer = read_until(("checkmate",))
            elapsed = time.monotonic() - start
            words = answer.split()
            # `checkmate nomate`, `checkmate timeout` or `checkmate <moves>` (USI).
            failed = len(words) < 2 or words[1] in ("nomate", "timeout", "notimplemented")
            mated_in = None if failed else len(words) - 1
            if mated_in is not None:
                slowest = max(slowest, (elapsed, sfen))
            if expected == "none":
                ok = mated_in is None
            elif expected.startswith("none@"):
                ok = mated_in is None or mated_in > int(expected[5:])
            else:
                ok = mated_in is not None
            solved += ok
            if not ok:
                print(f"FAILED {sfen} expected {expected}: {answer} ({elapsed:.2f} s)")
    send("quit")
    engine.wait()
    print(f"tsume go mate {ms} ms: {solved} of {total} answered as expected; "
          f"slowest mate found {slowest[0]:.2f} s ({slowest[1]})")
    return 0 if solved == total else 1


if __name__ == "__main__":
    sys.exit(main())
