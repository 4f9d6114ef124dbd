#!/usr/bin/env python3
"""Chess piece values by game phase, from an experiment's positions.csv (`--csv`).

The same model as the experiment's own fit (a logistic regression without a penalty of each
finished game's result, draws 1/2, on the material balance of its quiet positions: every other
ply after the opening, the balance unchanged over the next two plies), fitted on all quiet
positions and then on those with at least / less than a given amount of material. Phase counts
non-pawn material as engines taper: knight and bishop 1, rook 2, queen 4 (24 at the start).
An exploratory check, kept so that docs/experiments/chess-piece-values.md reproduces:

    boardlab experiment merge RUN --out RUN-csv --csv
    python3 fit_by_phase.py RUN-csv/positions.csv
"""
import csv
import math
import sys

KINDS = "PNBRQ"
PHASE = {"P": 0, "N": 1, "B": 1, "R": 2, "Q": 4}
RESULT = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def balance(fen):
    """White's material minus Black's per kind, and the phase of the position."""
    count = dict.fromkeys(KINDS, 0)
    phase = 0
    for ch in fen.split()[0]:
        kind = ch.upper()
        if kind in count:
            count[kind] += 1 if ch.isupper() else -1
            phase += PHASE[kind]
    return [count[k] for k in KINDS], phase


def quiet_positions(path):
    games = {}
    for row in csv.DictReader(open(path, newline="")):
        games.setdefault((row["variant"], row["game"]), []).append(row)
    for rows in games.values():
        if rows[0]["result"] not in RESULT:
            continue  # unfinished
        y = RESULT[rows[0]["result"]]
        seen = [balance(r["position"]) for r in rows]
        for i in range(0, len(rows) - 2, 2):
            if seen[i][0] == seen[i + 1][0] == seen[i + 2][0]:
                yield seen[i][0], seen[i][1], y


def fit(points):
    """Newton's method on the log-likelihood; weights per kind plus an intercept."""
    k = len(KINDS) + 1
    w = [0.0] * k
    for _ in range(50):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for x, _, y in points:
            xs = x + [1.0]
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, xs))))
            for i in range(k):
                grad[i] += (y - p) * xs[i]
                for j in range(k):
                    hess[i][j] += p * (1 - p) * xs[i] * xs[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(map(abs, step)) < 1e-9:
            break
    return w


def solve(a, b):
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def show(name, points):
    w = fit(points)
    values = " ".join(f"{k} {w[i] / w[0]:.2f}" for i, k in enumerate(KINDS) if i)
    print(f"{name:16} {len(points):6} positions  pawn logit {w[0]:.3f}  {values}")


def main():
    points = list(quiet_positions(sys.argv[1]))
    show("all", points)
    for lo, hi in [(14, 25), (8, 14), (0, 8)]:
        show(f"phase {lo}-{hi - 1}", [p for p in points if lo <= p[1] < hi])
    show("phase >= 8", [p for p in points if p[1] >= 8])


if __name__ == "__main__":
    main()
