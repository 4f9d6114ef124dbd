#!/usr/bin/env python3
"""A deliberately wrong UCI engine for verify_test: it answers `go perft D` for chess positions
with boardlab's own divide of the same position with the castling field cleared, so it never
castles anywhere in the tree, and `boardlab verify` must find the shallowest position where
castling is legal.  Usage: castling_blind_engine.py BOARDLAB_BINARY

One `boardlab uci` child answers every request: a process per request made this test spend most
of its time starting the sanitized binary."""
import subprocess
import sys


def main():
    child = subprocess.Popen([sys.argv[1], "uci"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             text=True)

    def ask(*commands):
        child.stdin.write("".join(c + "\n" for c in commands))
        child.stdin.flush()

    ask("uci")
    while child.stdout.readline().strip() != "uciok":
        pass
    fen = None
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
            ask("position fen " + fen, "go perft " + words[2])
            while True:
                answer = child.stdout.readline()
                if not answer:
                    sys.exit("castling_blind_engine: boardlab uci closed its output")
                print(answer, end="", flush=answer.startswith("Nodes searched"))
                if answer.startswith("Nodes searched"):
                    break
        elif words[0] == "quit":
            break
    ask("quit")
    child.wait()


if __name__ == "__main__":
    main()
