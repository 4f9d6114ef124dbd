#!/usr/bin/env python3
"""Issue 31's move-quality goal: the average centipawn loss of engines' moves, judged by a
stronger engine. Positions are drawn (seeded) from the games of a games.jsonl (`boardlab match
--jsonl` or `boardlab experiment`), after each game's opening; every candidate engine chooses a
move in each position at a fixed node count, with a fresh game (`ucinewgame`) each time; the judge
scores the position at a fixed depth (its own best move) and each candidate's move through
`searchmoves`. A move's loss is max(0, best - move) in centipawns, both clamped to +-1000 (a mate
counts as 1000), the convention of lichess's accuracy figures.

Usage: bench/centipawn-loss.py GAMES.jsonl [--positions 300] [--nodes 20000] [--depth 18]
         [--seed 1] [--jobs 2] [--judge /usr/games/stockfish] [--csv FILE]
         [--engine NAME=CMD [ARG...]]...   (default: boardlab=build/bin/boardlab uci and
                                            fsf=/usr/games/fairy-stockfish)
Prints, per engine, the mean loss with its standard error, the median, how often it chose the
judge's move, and its loss minus the first engine's, paired by position (mean and 95% interval);
--csv writes one row per position and engine. Chess family (UCI) only."""
import argparse
import csv
import json
import multiprocessing
import random
import statistics
import subprocess
import sys

CLAMP = 1000


class Engine:
    """One UCI engine process: options set once, then one search per call."""

    def __init__(self, argv, options):
        try:
            self.p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except OSError as e:
            sys.exit(f"centipawn-loss: cannot start {' '.join(argv)}: {e.strerror}")
        self.name = argv[0]
        self.send("uci")
        self.wait("uciok")
        for k, v in options.items():
            self.send(f"setoption name {k} value {v}")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, word):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                sys.exit(f"centipawn-loss: {self.name} ended unexpectedly")
            lines.append(line.split())
            if lines[-1] and lines[-1][0] == word:
                return lines

    def search(self, position, go):
        """(best move, score in centipawns from the mover's view, clamped) of one search."""
        self.send("ucinewgame")
        self.send("isready")
        self.wait("readyok")
        self.send(position)
        self.send(go)
        lines = self.wait("bestmove")
        score = None
        for words in lines:
            if "score" in words:
                i = words.index("score")
                kind, value = words[i + 1], int(words[i + 2])
                score = value if kind == "cp" else (CLAMP if value > 0 else -CLAMP)
        if score is not None:
            score = max(-CLAMP, min(CLAMP, score))
        return lines[-1][1], score

    def close(self):
        self.send("quit")
        self.p.wait()


def draw_positions(path, count, seed):
    """`count` positions (UCI `position` commands) drawn without replacement from the games'
    plies after their openings, reproducibly from `seed`."""
    candidates = []
    with open(path) as f:
        for n, raw in enumerate(f, 1):
            try:
                game = json.loads(raw)
            except json.JSONDecodeError as e:
                sys.exit(f"centipawn-loss: {path}:{n}: not a JSON line ({e.msg})")
            if game.get("variant") not in (None, "chess"):
                continue
            opening = game.get("opening") or {}
            start = opening.get("position")
            head = "position " + (f"fen {start}" if start else "startpos") + " moves"
            before = list(opening.get("moves") or [])
            moves = game.get("moves") or []
            # Each position a player moved in (not the last: after it the game was over).
            for k in range(len(moves)):
                candidates.append(" ".join([head] + before + moves[:k]))
    # Each position once, in first-seen order (games from one opening share their first plies).
    candidates = list(dict.fromkeys(candidates))
    if len(candidates) < count:
        sys.exit(f"centipawn-loss: {path} has {len(candidates)} positions, fewer than {count}")
    return random.Random(seed).sample(candidates, count)


def judge_share(args):
    """The losses of one worker's share of positions: rows (position, engine, move, loss,
    judge's move)."""
    positions, engines, a = args
    players = {name: Engine(argv, {"Hash": 16}) for name, argv in engines}
    judge = Engine([a.judge], {"Hash": 64, "Threads": 1})
    rows = []
    for position in positions:
        chosen = {name: e.search(position, f"go nodes {a.nodes}")[0] for name, e in players.items()}
        best_move, best = judge.search(position, f"go depth {a.depth}")
        scored = {best_move: best}
        for move in set(chosen.values()) - {best_move}:
            scored[move] = judge.search(position, f"go depth {a.depth} searchmoves {move}")[1]
        for name, move in chosen.items():
            if scored.get(move) is None or best is None:
                sys.exit(f"centipawn-loss: the judge gave no score for {move} after '{position}'")
            rows.append((position, name, move, max(0, best - scored[move]), best_move))
        print(".", end="", file=sys.stderr, flush=True)
    for e in list(players.values()) + [judge]:
        e.close()
    return rows


def se_of(xs):
    """The standard error of the mean of xs."""
    return statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("games")
    ap.add_argument("--positions", type=int, default=300)
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--depth", type=int, default=18)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--judge", default="/usr/games/stockfish")
    ap.add_argument("--csv")
    ap.add_argument("--engine", action="append", metavar="NAME=CMD [ARG...]")
    a = ap.parse_args()
    engines = []
    for spec in a.engine or ["boardlab=build/bin/boardlab uci", "fsf=/usr/games/fairy-stockfish"]:
        name, _, cmd = spec.partition("=")
        if not name or not cmd:
            sys.exit(f"centipawn-loss: --engine '{spec}': write NAME=CMD [ARG...]")
        engines.append((name, cmd.split()))
    positions = draw_positions(a.games, a.positions, a.seed)
    shares = [(positions[j :: a.jobs], engines, a) for j in range(a.jobs)]
    with multiprocessing.Pool(a.jobs) as pool:
        rows = [r for share in pool.map(judge_share, shares) for r in share]
    print(file=sys.stderr)
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(["position", "engine", "move", "loss", "judge_move"])
            w.writerows(rows)
    print(f"{a.positions} positions of {a.games} (seed {a.seed}), {a.nodes} nodes a move, "
          f"judged by {a.judge} at depth {a.depth}")
    first = engines[0][0]
    print(f"| engine | mean loss (cp) | standard error | median | judge's move | "
          f"minus {first}'s, paired by position |")
    print("|---|---|---|---|---|---|")
    loss = {(r[0], r[1]): r[3] for r in rows}
    for name, _ in engines:
        losses = [r[3] for r in rows if r[1] == name]
        same = sum(1 for r in rows if r[1] == name and r[2] == r[4])
        diffs = [loss[(p, name)] - loss[(p, first)] for p in positions]
        paired = "" if name == first else f"{statistics.mean(diffs):+.1f} ± {1.96 * se_of(diffs):.1f}"
        print(f"| {name} | {statistics.mean(losses):.1f} | {se_of(losses):.1f} | "
              f"{statistics.median(losses):.0f} | {100 * same / len(losses):.0f}% | {paired} |")


if __name__ == "__main__":
    main()
