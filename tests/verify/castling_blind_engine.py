#!/usr/bin/env python3
"""A deliberately wrong UCI engine for verify_test: it answers `go perft D` for chess positions
with the divide of boardlab's `nocastle` variant (the castling field cleared), so it never
castles anywhere in the tree, and `boardlab verify` must find the shallowest position where
castling is legal.  Usage: castling_blind_engine.py BOARDLAB_BINARY"""
import subprocess
import sys


def main():
    boardlab, fen = sys.argv[1], None
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            print("id name castling-blind\nuciok", flush=True)
        elif words[0] == "isready":
            print("readyok", flush=True)
        elif words[:2] == ["position", "fen"]:
            fields = words[2:]
            fields[2] = "-"
            fen = " ".join(fields)
        elif words[:2] == ["go", "perft"]:
            out = subprocess.run([boardlab, "perft", "--variant", "nocastle", "--fen", fen,
                                  "--depth", words[2], "--divide"],
                                 capture_output=True, text=True).stdout
            print(out, end="", flush=True)
        elif words[0] == "quit":
            return


if __name__ == "__main__":
    main()
