"""Fairy-Stockfish 11.1 over UCI for the reference-data generators of this folder.

One engine process (under `nice -n 10`), one variant at a time: `use(variant)` selects it (again
only when it changes) and returns the engine, so `fsf.use("horde").perft(fen, 3)` reads as what it
does. Python 3 stdlib only.
"""

import subprocess

FSF = "/usr/games/fairy-stockfish"
FSF_NAME = "Fairy-Stockfish 11.1 (Debian package fairy-stockfish 11.1-1+b1)"


class Fsf:
    def __init__(self, variant=None):
        self.p = subprocess.Popen(["nice", "-n", "10", FSF], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.variant = None
        self.send("uci")
        self.wait("uciok")
        if variant:
            self.use(variant)

    def use(self, variant):
        if variant != self.variant:
            self.send("setoption name UCI_Variant value " + variant)
            self.variant = variant
        return self

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit("fairy-stockfish ended unexpectedly")
            lines.append(line.rstrip("\n"))
            if line.startswith(token):
                return lines

    def position(self, fen, moves=()):
        self.send("position fen %s%s" % (fen, (" moves " + " ".join(moves)) if moves else ""))

    def perft(self, fen, depth, moves=()):
        """(nodes, the root's moves as FSF lists them)"""
        self.position(fen, moves)
        self.send("go perft %d" % depth)
        lines = self.wait("Nodes searched")
        div = [l.split(":")[0] for l in lines if ":" in l and not l.startswith(("info", "Nodes"))]
        return int(lines[-1].split(":")[1]), div

    def fen(self, fen, moves=()):
        """FSF's own FEN of the position after the moves (its `d` command)"""
        self.position(fen, moves)
        self.send("d")
        return next(l.split(": ", 1)[1] for l in self.wait("Checkers") if l.startswith("Fen:"))

    def search(self, fen, moves, depth, searchmoves):
        """the last score FSF reports for `go depth D searchmoves M`, e.g. "mate 1" or "cp 0\""""
        self.send("ucinewgame")
        self.position(fen, moves)
        self.send("go depth %d searchmoves %s" % (depth, searchmoves))
        lines = self.wait("bestmove")
        last = [l for l in lines if l.startswith("info") and " score " in l][-1]
        t = last.split(" score ")[1].split()
        return t[0] + " " + t[1]

    def close(self):
        self.send("quit")
        self.p.wait()
