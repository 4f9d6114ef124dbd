#!/usr/bin/env python3
"""Generate the Fairy-Stockfish reference perft files of the generic battery.

Writes (nothing else):
  examples/plugin/tests/knightmate.perft
  tests/data/battery/{nocastle,crazyhouse,minishogi,shogi-dropmate,pawnone,stalematewin}.perft
  tests/data/stalematewin-outcomes.txt
  tests/support/fsf-variants.ini            (the [pawnone:chess] / [stalematewin:chess] / ... sections)

Every count comes from Fairy-Stockfish 11.1 (Debian package fairy-stockfish 11.1-1+b1,
/usr/games/fairy-stockfish, "go perft N"), and is cross-checked, where an independent library
exists, with lichess' shogiops 0.18.0 / chessops 0.15.1 from npm (see README.md beside this file).
Where FSF and shogiops disagree on a rule that FSF gets wrong (minishogi uchifuzume) the shogiops
value is written and the difference goes into the file header.

How to rerun (Python 3 stdlib only; node + npm for the cross-checks):
    mkdir -p /tmp/refdata && (cd /tmp/refdata && npm init -y >/dev/null &&
                              npm install shogiops@0.18.0 chessops@0.15.1)
    python3 tests/support/fsf_battery/gen_fsf_battery.py --refdir /tmp/refdata
Options: --only NAME[,NAME]  regenerate only these outputs (knightmate, nocastle, crazyhouse,
         minishogi, shogi-dropmate, pawnone, stalematewin, outcomes, ini);
         --no-crosscheck  FSF only (the headers then say so);  --explore VARIANT  print random-walk
         candidate positions (how the non-hand-made positions were found; seeded, reproducible).
Every engine process runs under `nice -n 10`. A full run takes about 2 minutes on the project's
2-core machine (FSF perft ~15 s; the rest is the node cross-checks and the Python knightmate check).
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time

FSF = "/usr/games/fairy-stockfish"
KM_PY_LIMIT = 300_000   # knightmate counts up to this are re-counted by the Python generator below
FSF_NAME = "Fairy-Stockfish 11.1 (Debian package fairy-stockfish 11.1-1+b1)"
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
INI = os.path.join(ROOT, "tests", "support", "fsf-variants.ini")
INI_REL = "tests/support/fsf-variants.ini"

INI_TEXT = """\
# Fairy-Stockfish variant definitions for boardlab's rule-variation reference data.
# Load with:  setoption name VariantPath value tests/support/fsf-variants.ini
# (absolute path in practice), then  setoption name UCI_Variant value <section name>.
# Written by tests/support/fsf_battery/gen_fsf_battery.py; checked with Fairy-Stockfish 11.1.

# Chess without the pawn double step (so never en passant). Start position perft 1 = 12.
[pawnone:chess]
doubleStep = false

# Stalemate ends the game as a WIN for the side that delivered it (the stalemated side to move
# loses). NOTE the sign: FSF's stalemateValue is the result FOR THE STALEMATED SIDE TO MOVE
# (antichess uses "win" because there the stalemated player wins), so the project's stalematewin
# rule is "loss" here. See tests/data/stalematewin-outcomes.txt.
[stalematewin:chess]
stalemateValue = loss

# For contrast only: FSF's "win" value, i.e. the stalemated side wins (the antichess/losers rule,
# the opposite of boardlab's stalematewin). Not used for any .perft file.
[stalematedwins:chess]
stalemateValue = win

# Shogi where a pawn drop that gives mate is legal (boardlab's shogi-dropmate). FSF 11.1's
# built-in shogi (and minishogi) GENERATES pawn-drop mates and perft counts them; only its search
# scores such a drop as a loss for the dropper. With this flag false the search plays the drop
# too (`mate 1`); perft counts are identical to the built-in shogi's.
[shogidropmate:shogi]
shogiPawnDropMateIllegal = false
"""

# ----------------------------------------------------------------------------------------------
# Fairy-Stockfish driver


class Engine:
    def __init__(self, protocol="uci", variant_path=None):
        self.protocol = protocol
        self.p = subprocess.Popen(["nice", "-n", "10", FSF], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  universal_newlines=True, bufsize=1)
        self.send(protocol)
        self.wait_for("uciok" if protocol == "uci" else "usiok")
        if variant_path:
            self.send("setoption name VariantPath value " + variant_path)
        self.variant = None
        self.sync()

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait_for(self, prefix):
        out = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died; output so far: %r" % out[-20:])
            line = line.rstrip("\n")
            out.append(line)
            if line.startswith(prefix):
                return out

    def sync(self):
        self.send("isready")
        return self.wait_for("readyok")

    def set_variant(self, variant):
        if variant != self.variant:
            self.send("setoption name UCI_Variant value " + variant)
            self.variant = variant
            out = self.sync()
            for line in out:
                if "Invalid" in line or "nknown" in line:
                    raise RuntimeError(line)

    def position(self, fen, moves=()):
        kw = "sfen" if self.protocol == "usi" and fen.split()[1] in "bw" and "[" not in fen \
            and self.variant in ("shogi", "minishogi", "shogidropmate") else "fen"
        cmd = "position %s %s" % (kw, fen)
        if moves:
            cmd += " moves " + " ".join(moves)
        self.send(cmd)

    def perft(self, depth):
        """Returns (total, {move: count})."""
        self.send("go perft %d" % depth)
        div = {}
        for line in self.wait_for("Nodes searched"):
            if ": " in line and not line.startswith(("Nodes", "info")):
                mv, n = line.split(": ")
                div[mv.strip()] = int(n)
        return int(line.split(":")[1]), div

    def display(self):
        self.send("d")
        self.send("isready")
        info = {"board": []}
        for line in self.wait_for("readyok"):
            for key in ("Fen", "Sfen", "Checkers", "Key"):
                if line.startswith(key + ":"):
                    info[key] = line[len(key) + 1:].strip()
            if line.startswith(" |"):
                info["board"].append(line)
        return info

    def go_depth(self, depth, searchmoves=None):
        cmd = "go depth %d" % depth
        if searchmoves:
            cmd += " searchmoves " + " ".join(searchmoves)
        self.send("ucinewgame")
        self.sync()
        self.send(cmd)
        lines = self.wait_for("bestmove")
        infos = [l for l in lines if l.startswith("info") and " score " in l]
        last = infos[-1] if infos else ""
        score = ""
        if " score " in last:
            t = last.split(" score ")[1].split()
            score = t[0] + " " + t[1]
        return score, lines[-1], last

    def close(self):
        try:
            self.send("quit")
            self.p.wait(timeout=10)
        except Exception:
            self.p.kill()


# ----------------------------------------------------------------------------------------------
# node helper for shogiops / chessops (written into --refdir, where node_modules lives)

NODE_HELPER = r"""
// Reads JSON jobs, one per line, on stdin; prints one JSON result per line.
// job: {lib: 'shogiops'|'chessops', rules, fen, depths: [..], dropmate?: bool, nodouble?: bool}
import * as readline from 'node:readline';
import { perft as soPerft } from './node_modules/shogiops/dist/debug.js';
import { parseSfen, makeSfen } from './node_modules/shogiops/dist/sfen.js';
import { Position as SoPosition } from './node_modules/shogiops/dist/variant/position.js';
import { perft as coPerft } from 'chessops/debug';
import { parseFen, makeFen } from 'chessops/fen';
import { setupPosition } from 'chessops/variant';
import { squareRank } from 'chessops/util';

// shogiops' uchifuzume test (standardDropDests) removes a pawn drop in front of the enemy king
// when the resulting position isCheckmate() || isStalemate(). With DROPMATE set both report
// false, so the drop stays legal; perft itself never calls them.
let DROPMATE = false;
const origMate = SoPosition.prototype.isCheckmate, origStale = SoPosition.prototype.isStalemate;
SoPosition.prototype.isCheckmate = function (ctx) { return DROPMATE ? false : origMate.call(this, ctx); };
SoPosition.prototype.isStalemate = function (ctx) { return DROPMATE ? false : origStale.call(this, ctx); };

// chess perft without pawn double steps (pawnone): chessops' legal moves minus every pawn move
// of two ranks. Valid for positions without an en-passant square (pawnone never has one).
function perftNoDouble(pos, depth) {
  if (depth < 1) return 1;
  let nodes = 0;
  const ctx = pos.ctx();
  for (const [from, dests] of pos.allDests(ctx)) {
    const pawn = pos.board.pawn.has(from);
    const promo = pawn && squareRank(from) === (pos.turn === 'white' ? 6 : 1);
    for (const to of dests) {
      if (pawn && Math.abs(to - from) === 16) continue;
      for (const promotion of promo ? ['queen', 'knight', 'rook', 'bishop'] : [undefined]) {
        const child = pos.clone();
        child.play({ from, to, promotion });
        nodes += perftNoDouble(child, depth - 1);
      }
    }
  }
  return nodes;
}

function run(job) {
  if (job.lib === 'shogiops') {
    const r = parseSfen(job.rules, job.fen, true);
    if (r.isErr) return { error: String(r.error.message || r.error) };
    const pos = r.value;
    const canonical = makeSfen(pos);
    const counts = {};
    DROPMATE = !!job.dropmate;
    try { for (const d of job.depths) counts[d] = soPerft(pos, d); } finally { DROPMATE = false; }
    return { counts, canonical };
  } else {
    const setup = parseFen(job.fen);
    if (setup.isErr) return { error: String(setup.error.message || setup.error) };
    const pos = setupPosition(job.rules, setup.value);
    if (pos.isErr) return { error: String(pos.error.message || pos.error) };
    const counts = {};
    for (const d of job.depths)
      counts[d] = job.nodouble ? perftNoDouble(pos.value, d) : coPerft(pos.value, d);
    return { counts, canonical: makeFen(pos.value.toSetup()) };
  }
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', line => {
  if (!line.trim()) return;
  let out;
  try { out = run(JSON.parse(line)); } catch (e) { out = { error: String(e && e.stack || e) }; }
  process.stdout.write(JSON.stringify(out) + '\n');
});
"""


class NodeRef:
    def __init__(self, refdir):
        self.refdir = refdir
        path = os.path.join(refdir, "fsf_battery_helper.mjs")
        with open(path, "w") as f:
            f.write(NODE_HELPER)
        self.p = subprocess.Popen(["nice", "-n", "10", "node", path], cwd=refdir,
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  universal_newlines=True, bufsize=1)
        self.versions = {}
        for lib in ("shogiops", "chessops"):
            with open(os.path.join(refdir, "node_modules", lib, "package.json")) as f:
                self.versions[lib] = json.load(f)["version"]

    def run(self, **job):
        self.p.stdin.write(json.dumps(job) + "\n")
        self.p.stdin.flush()
        res = json.loads(self.p.stdout.readline())
        if "error" in res:
            raise RuntimeError("%s: %s" % (job, res["error"]))
        res["counts"] = {int(k): v for k, v in res["counts"].items()}
        return res

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=30)


# ----------------------------------------------------------------------------------------------
# a small, independent knightmate move generator (cross-check for the FSF counts at small depths)
# Board: 0..63, a1 = 0. Pieces: P pawn, M commoner (king-like, not royal), B, R, Q, K royal knight.

KN = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ADJ = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
DIAG = [(1, 1), (-1, 1), (1, -1), (-1, -1)]
ORTH = [(1, 0), (-1, 0), (0, 1), (0, -1)]


def _sq(f, r):
    return r * 8 + f if 0 <= f < 8 and 0 <= r < 8 else None


class Km:
    def __init__(self, fen):
        parts = fen.split()
        self.b = [None] * 64
        for ri, row in enumerate(parts[0].split("/")):
            f = 0
            for c in row:
                if c.isdigit():
                    f += int(c)
                else:
                    self.b[(7 - ri) * 8 + f] = c
                    f += 1
        self.white = parts[1] == "w"
        self.castle = "" if parts[2] == "-" else parts[2]
        self.ep = None if parts[3] == "-" else "abcdefgh".index(parts[3][0]) + 8 * (int(parts[3][1]) - 1)

    def own(self, p, white):
        return p is not None and p.isupper() == white

    def attacked(self, sq, by_white):
        f, r = sq % 8, sq // 8
        for df, dr in KN:
            t = _sq(f + df, r + dr)
            if t is not None and self.b[t] == ("K" if by_white else "k"):
                return True
        for df, dr in ADJ:
            t = _sq(f + df, r + dr)
            if t is not None and self.b[t] == ("M" if by_white else "m"):
                return True
        pr = r - 1 if by_white else r + 1
        for df in (-1, 1):
            t = _sq(f + df, pr)
            if t is not None and self.b[t] == ("P" if by_white else "p"):
                return True
        for dirs, kinds in ((DIAG, "BQ"), (ORTH, "RQ")):
            for df, dr in dirs:
                t = _sq(f + df, r + dr)
                while t is not None:
                    p = self.b[t]
                    if p is not None:
                        if p.isupper() == by_white and p.upper() in kinds:
                            return True
                        break
                    t = _sq(t % 8 + df, t // 8 + dr)
        return False

    def pseudo(self):
        w = self.white
        out = []   # (from, to, promo, kind) kind: None, 'ep', 'double', 'castle'
        for sq in range(64):
            p = self.b[sq]
            if not self.own(p, w):
                continue
            f, r = sq % 8, sq // 8
            u = p.upper()
            if u == "P":
                d = 1 if w else -1
                last = 7 if w else 0
                t = _sq(f, r + d)
                promos = "QRBM" if (r + d) == last else [None]
                if t is not None and self.b[t] is None:
                    for pr in promos:
                        out.append((sq, t, pr, None))
                    t2 = _sq(f, r + 2 * d)
                    if r == (1 if w else 6) and self.b[t2] is None:
                        out.append((sq, t2, None, "double"))
                for df in (-1, 1):
                    t = _sq(f + df, r + d)
                    if t is None:
                        continue
                    if self.b[t] is not None and not self.own(self.b[t], w):
                        for pr in promos:
                            out.append((sq, t, pr, None))
                    elif t == self.ep:
                        out.append((sq, t, None, "ep"))
            elif u in "KM":
                for df, dr in (KN if u == "K" else ADJ):
                    t = _sq(f + df, r + dr)
                    if t is not None and not self.own(self.b[t], w):
                        out.append((sq, t, None, None))
            else:
                dirs = DIAG if u == "B" else ORTH if u == "R" else DIAG + ORTH
                for df, dr in dirs:
                    t = _sq(f + df, r + dr)
                    while t is not None:
                        if self.own(self.b[t], w):
                            break
                        out.append((sq, t, None, None))
                        if self.b[t] is not None:
                            break
                        t = _sq(t % 8 + df, t // 8 + dr)
        # castling: royal knight on e1/e8, rook on h/a, rights in the FEN
        rank = 0 if w else 56
        k = rank + 4
        if self.b[k] == ("K" if w else "k") and not self.attacked(k, not w):
            for right, rook, between, cross, to in (("K", rank + 7, (5, 6), (5, 6), rank + 6),
                                                    ("Q", rank + 0, (1, 2, 3), (3, 2), rank + 2)):
                if (right if w else right.lower()) in self.castle and self.b[rook] == ("R" if w else "r") \
                        and all(self.b[rank + x] is None for x in between) \
                        and not any(self.attacked(rank + x, not w) for x in cross):
                    out.append((k, to, None, "castle"))
        return out

    def play(self, m):
        frm, to, pr, kind = m
        c = Km.__new__(Km)
        c.b = self.b[:]
        c.white = not self.white
        p = c.b[frm]
        c.b[frm] = None
        c.b[to] = (pr if self.white else pr.lower()) if pr else p
        if kind == "ep":
            c.b[to - 8 if self.white else to + 8] = None
        if kind == "castle":
            if to % 8 == 6:
                c.b[to + 1], c.b[to - 1] = None, c.b[to + 1]
            else:
                c.b[to - 2], c.b[to + 1] = None, c.b[to - 2]
        c.ep = (frm + to) // 2 if kind == "double" else None
        cs = self.castle
        if p in "Kk":
            cs = cs.replace("K" if p == "K" else "k", "").replace("Q" if p == "K" else "q", "")
        for corner, right in ((0, "Q"), (7, "K"), (56, "q"), (63, "k")):
            if frm == corner or to == corner:
                cs = cs.replace(right, "")
        c.castle = cs
        return c

    def legal(self):
        res = []
        for m in self.pseudo():
            c = self.play(m)
            ksq = c.b.index("K" if self.white else "k")
            if not c.attacked(ksq, c.white):
                res.append((m, c))
        return res

    def perft(self, depth):
        if depth == 1:
            return len(self.legal())
        return sum(c.perft(depth - 1) for _, c in self.legal())


def km_perft(fen, depth):
    return Km(fen).perft(depth)


# ----------------------------------------------------------------------------------------------
# exploration (how the random-walk positions were found)

def move_features(moves):
    f = {"drops": sum(1 for m in moves if "@" in m or "*" in m),
         "promos": sum(1 for m in moves if m[-1] in "qrbnm+" and "@" not in m and "*" not in m),
         "castle": sum(1 for m in moves if m in ("e1g1", "e1c1", "e8g8", "e8c8"))}
    return f


def explore(variant, protocol, start, seeds, plies, variant_path=None, every=1):
    eng = Engine(protocol, variant_path)
    eng.set_variant(variant)
    for seed in seeds:
        rng = random.Random(seed)
        moves = []
        for ply in range(plies):
            eng.position(start, moves)
            info = eng.display()
            n, div = eng.perft(1)
            if ply % every == 0 or info.get("Checkers"):
                f = move_features(div)
                print("seed %d ply %d n=%d chk=%s drops=%d promos=%d castle=%d  %s" % (
                    seed, ply, n, info.get("Checkers", ""), f["drops"], f["promos"], f["castle"],
                    info.get("Sfen") if protocol == "usi" else info.get("Fen")))
            if n == 0:
                break
            moves.append(rng.choice(sorted(div)))
    eng.close()


# ----------------------------------------------------------------------------------------------
# positions: (id, position, max depth, note). Non-hand-made positions come from
# `--explore` random walks (seed/ply given in the note).

KNIGHTMATE = [
    ("start", "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1", 4,
     "FSF's knightmate start position (as printed by `position startpos` + `d`)"),
    ("kiwipete-km", "r3k2r/p1ppqpb1/bm2pmp1/3PM3/1p2P3/2M2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
     "hand-made: kiwipete with every knight turned into a commoner (M); both sides may castle "
     "both ways (e1g1/e1c1 at depth 1)"),
    ("ep", "rmbqkbmr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RMBQKBMR w KQkq f6 0 3", 4,
     "hand-made: en passant e5xf6 available, castling rights intact"),
    ("promo-m", "r3k3/1P4P1/8/8/8/8/1p4p1/R3K3 w Qq - 0 1", 4,
     "hand-made: promotions to q/r/b/m by push and by capture (b7xa8), for both sides"),
    ("royal-checked-by-m", "rmbqkbmr/ppppMppp/8/8/8/8/PPPP1PPP/RMBQKB1R b KQkq - 0 1", 5,
     "hand-made: black's royal knight e8 in check from the commoner on e7; it cannot take the "
     "adjacent checker itself"),
    ("discovered-by-royal", "4k3/8/8/8/4K3/8/8/4R3 w - - 0 1", 6,
     "hand-made: every move of the royal knight e4 discovers check from the e1 rook (royal "
     "knights can never check each other directly: they may not stand a knight's move apart)"),
    ("midgame", "rmbq1bmr/p1pppp2/3k4/1p4pp/1P6/2P2P2/P1QPPKPP/RMB2BMR w - - 0 7", 4,
     "random walk --explore knightmate seed 1 ply 12"),
    ("queen-check", "1mbq2mr/r1pp1p2/p2bQ3/Pp3k1p/1P6/2PK1P2/1RMPP1PP/2B2BMR b - - 0 19", 5,
     "random walk seed 1 ply 37: black royal knight f5 in check from the queen (4 evasions)"),
]

NOCASTLE = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4, "start position"),
    ("rooks-home", "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", 4,
     "kings and rooks on their home squares with clear paths: chess would allow O-O and O-O-O "
     "(chess with KQkq: 26 moves), nocastle has none"),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1", 4,
     "CPW kiwipete with castling field '-'"),
    ("pos-3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, "CPW position 3"),
    ("pos-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w - - 0 1", 4,
     "CPW position 4 with castling field '-'"),
    ("pos-5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w - - 1 8", 4,
     "CPW position 5 with castling field '-'"),
    ("ep", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w - f6 0 3", 4,
     "hand-made: en passant e5xf6 available"),
]

CRAZYHOUSE = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", 4,
     "start position (published: FSF tests/perft.sh d4 197281)"),
    ("zh-all-drop-types", "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1", 2,
     "every droppable type in both hands; pawns never dropped on ranks 1/8 (published: "
     "chessops/shakmaty/FSF tests 301, 75353)"),
    ("zh-drops", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1", 4,
     "published: chessops/FSF tests 67, 3083, 88634; shakmaty d4 932554"),
    ("zh-middlegame", "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1", 4,
     "published: chessops/FSF tests 42, 1347, 58057; shakmaty d4 2083382"),
    ("zh-promoted", "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1", 4,
     "promoted queen Q~ (goes to hand as a pawn when taken) and black promotions "
     "(published: chessops/shakmaty 20, 360, 5445, 132758)"),
    ("backrank-dropmates", "6k1/5ppp/8/8/8/8/5PPP/6K1[RPrp] w - - 0 1", 3,
     "hand-made: R@a8..R@e8 are drop mates (for black R@a1..R@e1 likewise); pawns in hand, "
     "never dropped on ranks 1/8"),
    ("check-by-promoted", "r3Q~2r/2p2p2/p1k2n1p/n3p3/n3P1P1/PPp1b1PP/1BPPK1B1/1R1Q3R[QBnp] b - - 0 23", 3,
     "random walk --explore crazyhouse seed 9 ply 45: black in check from a promoted queen "
     "on e8, answered by drop interpositions N@d7 / P@d7 among 10 moves"),
    ("both-promoted-both-hands", "r1R~3r1/4nkb1/p1Q5/5p1p/2pPpPQp/P2BP2N/RP4PK/NN1b~2R1[BPbp] b - - 0 25", 3,
     "random walk seed 36 ply 49: promoted pieces of both colours (R~ c8, b~ d1), both "
     "hands hold a bishop and a pawn"),
]

MINISHOGI = [
    ("start", "rbsgk/4p/5/P4/KGSBR b - 1", 5, "start position"),
    ("check-hands", "1b1gk/4r/2G2/s4/1KSB1 b Prp 21", 4,
     "random walk --explore minishogi seed 1 ply 20: sente in check, pieces in both hands"),
    ("hands-1", "2Sgk/br3/2G2/K4/2SB1 b Prp 25", 4, "random walk seed 1 ply 24"),
    ("hands-2", "5/1SpkB/r4/1G2+r/bK3 b Gsp 33", 4,
     "random walk seed 3 ply 32: gote dragon, golds/silvers/pawns in hand"),
    ("rooks-in-hand", "1B1gk/3s1/4p/PS2b/KG3 b Rr 13", 4, "random walk seed 4 ply 12"),
    ("gote-to-move", "1+Ssgk/4b/5/+r4/1g1BK w Prp 28", 4,
     "random walk seed 5 ply 27: gote to move, promoted silver and dragon on the board"),
    ("uchifuzume", "k4/5/1S1B1/5/g3K b P 1", 5,
     "hand-made probe: P*5b would mate (5b guarded by the 4c silver, 4a by the 2c bishop, 4b "
     "by the silver) and is illegal; the gote gold only keeps gote from being stalemated"),
    ("pawn-push-mate", "k4/5/PS1B1/5/g3K b - 1", 6,
     "hand-made probe: the same net with the pawn on the board: the mating pawn MOVE 5c5b is legal"),
]

SHOGI_DROPMATE = [
    ("start", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", 4,
     "start position"),
    ("gentest-21", "7lk/9/8S/9/9/9/9/7L1/8K b P 1", 4,
     "tests/data/shogi-perft.txt gentest-21: P*1b is a pawn-drop mate (legal here)"),
    ("uchifuzume-probe", "kn7/9/1G7/9/9/9/9/9/8K b P 1", 5,
     "shogi-perft.txt probe 'kn7/9/1G7/9/9/9/9/9/9 b P 1' with a sente king added on 1i: "
     "P*9b mates (legal here, illegal in shogi)"),
    ("drop-check-gold-captures", "kg7/9/1G7/9/9/9/9/9/8K b P 1", 5,
     "shogi-perft.txt probe with a sente king added: P*9b checks but the gold can take: "
     "legal in both rule sets"),
    ("random-fsf-drop-mate", "4p4/l+B1g1k2l/nn2s1bP1/1sP2P1R1/P1SpP1Rn1/3PG4/L+p3G1+p+p/5+l3/K1+p6 w Pgsn5p 144", 3,
     "shogi-perft.txt random position (shogiops perftStandard fixture): P*9h mates the 9i king"),
    ("gentest-1", "l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbsl4p 1", 3,
     "shogi-perft.txt gentest-1: drop-heavy middlegame"),
    ("max-moves-593", "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 2,
     "shogi-perft.txt 593-legal-move position"),
]

CHESS_COMMON = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, "start position"),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, "CPW kiwipete"),
    ("pos-3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, "CPW position 3"),
    ("pos-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, "CPW position 4"),
    ("pos-5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, "CPW position 5"),
]

PAWNONE = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5,
     "start position: 8 single pawn steps + 4 knight moves = 12"),
    ("start-black", "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1", 5,
     "after 1.e3: black's pawns on rank 7 may not double-step either"),
    ("rooks-home-pawns", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", 5,
     "hand-made: full pawn rows, castling both ways"),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3,
     "CPW kiwipete (a2/b2/g2 and c7/d7 may not double-step)"),
    ("pos-3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, "CPW position 3"),
    ("pos-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, "CPW position 4"),
    ("pos-5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, "CPW position 5"),
]

STALEMATEWIN = CHESS_COMMON + [
    ("stalemated", "k7/P7/1K6/8/8/8/8/8 b - - 0 1", 1,
     "black to move is stalemated: no legal move (the game is over: a win for white)"),
    ("kq-v-k", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", 6,
     "hand-made: Qf7 stalemates at once; stalemates are frequent leaves of this tree"),
    ("kp-v-k", "k7/8/PK6/8/8/8/8/8 w - - 0 1", 8,
     "hand-made: a7 stalemates at once; perft is unchanged by the outcome rule"),
]

# stalematewin-outcomes.txt: (id, fen, situation, stalemating move or None, parent fen, parent move)
OUTCOMES = [
    ("p-stalemated-black", "k7/P7/1K6/8/8/8/8/8 b - - 0 1", "black to move is stalemated",
     None, "k7/8/PK6/8/8/8/8/8 w - - 0 1", "a6a7"),
    ("q-stalemated-black", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "black to move is stalemated",
     None, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7"),
    ("q-stalemated-white", "K7/8/1q6/8/8/8/8/7k w - - 0 1", "white to move is stalemated",
     None, "K7/8/8/8/8/8/1q6/7k b - - 0 1", "b2b6"),
    ("kq-stalemated-black", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", "black to move is stalemated",
     None, "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "c1c7"),
    ("white-stalemates-in-one", "k7/8/PK6/8/8/8/8/8 w - - 0 1",
     "white to move can stalemate in one (a6a7); no mate exists", "a6a7", None, None),
    ("black-stalemates-in-one", "8/8/8/8/8/2k5/p7/K7 b - - 0 1",
     "black to move can stalemate in one (c3b3); in chess the ending is a draw", "c3b3", None, None),
    ("q-stalemate-or-mate", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
     "white can stalemate in one (f1f7) or mate in one (f1f8)", "f1f7", None, None),
]


# ----------------------------------------------------------------------------------------------
# running

def fmt_counts(counts):
    return ", ".join("d%d %d" % (d, counts[d]) for d in sorted(counts))


def diff_text(mine, other):
    parts = []
    for d in sorted(mine):
        if mine[d] != other[d]:
            parts.append("d%d %d (%+d)" % (d, other[d], other[d] - mine[d]))
    return ", ".join(parts)


def sfen_to_fsf_fen(sfen):
    """SFEN -> the FEN-like form FSF 11.1 prints with `d` (board unchanged, hand in brackets
    with repeated letters, sente = white = uppercase, first mover 'w')."""
    board, side, hand = sfen.split()[:3]
    h = ""
    if hand != "-":
        n = ""
        for c in hand:
            if c.isdigit():
                n += c
            else:
                h += c * (int(n) if n else 1)
                n = ""
    return "%s[%s] %s - - 0 1" % (board, h, "w" if side == "b" else "b")


def fsf_counts(eng, variant, pos, maxd):
    eng.set_variant(variant)
    eng.position(pos)
    info = eng.display()
    counts = {}
    for d in range(1, maxd + 1):
        counts[d] = eng.perft(d)[0]
    return counts, info


def log(*a):
    print(*a, file=sys.stderr, flush=True)


class Runner:
    def __init__(self, refdir, crosscheck):
        self.uci = Engine("uci", INI)
        self.usi = Engine("usi", INI)
        self.node = NodeRef(refdir) if crosscheck else None
        self.problems = []
        self.notes = []   # (file key, text) discrepancies and surprises for the report

    def close(self):
        self.uci.close()
        self.usi.close()
        if self.node:
            self.node.close()

    def check(self, cond, msg):
        if not cond:
            self.problems.append(msg)
            log("PROBLEM: " + msg)

    # each returns a list of blocks: dict(id, pos, counts, comments)
    def run_chesslike(self, key, variant, positions, cross):
        blocks = []
        for pid, pos, maxd, note in positions:
            t = time.time()
            counts, info = fsf_counts(self.uci, variant, pos, maxd)
            comments = [note]
            checks = []
            if "fsf-chess" in cross:
                c2, _ = fsf_counts(self.uci, "chess", pos, maxd)
                self.check(c2 == counts, "%s %s: FSF chess %s" % (key, pid, diff_text(counts, c2)))
                checks.append(("d1-d%d equal to FSF chess" % maxd) if c2 == counts
                              else "FSF chess DIFFERS: " + diff_text(counts, c2))
            if "python-km" in cross:
                ds = [d for d in sorted(counts) if counts[d] <= cross["python-km"]]
                c2 = {d: km_perft(pos, d) for d in ds}
                ok = all(c2[d] == counts[d] for d in ds)
                self.check(ok, "%s %s: python knightmate %s" % (key, pid, c2))
                checks.append(("d1-d%d equal to the small knightmate generator in the script%s" % (
                    max(ds), "" if max(ds) == maxd else "; deeper: FSF only")) if ok
                    else "python generator DIFFERS: %s" % c2)
            if self.node:
                for lib, rules, extra, label in cross.get("node", []):
                    res = self.node.run(lib=lib, rules=rules, fen=pos, depths=sorted(counts), **extra)
                    c2 = res["counts"]
                    self.check(c2 == counts, "%s %s: %s %s" % (key, pid, label, diff_text(counts, c2)))
                    checks.append(("d1-d%d equal to %s" % (maxd, label)) if c2 == counts
                                  else label + " DIFFERS: " + diff_text(counts, c2))
            comments.append("cross-check: %s" % ("; ".join(checks) if checks else "none (FSF only)"))
            blocks.append(dict(id=pid, pos=pos, counts=counts, comments=comments))
            log("%-14s %-26s %s  (%.1fs)" % (key, pid, fmt_counts(counts), time.time() - t))
        return blocks

    def run_shogi(self, key, variant, rules, positions, mode):
        """mode 'minishogi': write shogiops (uchifuzume enforced), report FSF's extra drops.
           mode 'dropmate': write FSF (= shogiops with uchifuzume disabled), note standard shogi."""
        blocks = []
        for pid, sfen, maxd, note in positions:
            t = time.time()
            fsf, info = fsf_counts(self.usi, variant, sfen, maxd)
            # the FEN-like form of the same position, checked through FSF's UCI mode
            fen = sfen_to_fsf_fen(sfen)
            shown = info.get("Fen", "")
            self.check(shown.split("[")[0] == fen.split("[")[0]
                       and sorted(shown.split("[")[1].split("]")[0]) == sorted(fen.split("[")[1].split("]")[0])
                       and shown.split()[1] == fen.split()[1],
                       "%s %s: FSF shows %s for %s (mine %s)" % (key, pid, shown, sfen, fen))
            self.uci.set_variant(variant)
            self.uci.position(fen)
            for d in range(1, min(maxd, 2) + 1):
                n = self.uci.perft(d)[0]
                self.check(n == fsf[d], "%s %s: FEN form %s d%d %d != SFEN %d" % (key, pid, fen, d, n, fsf[d]))
            comments = [note]
            if mode == "dropmate":
                # the explicit FSF option must agree with the built-in shogi
                dm, _ = fsf_counts(self.usi, "shogidropmate", sfen, maxd)
                self.check(dm == fsf, "%s %s: [shogidropmate] %s" % (key, pid, diff_text(fsf, dm)))
            written = fsf
            if self.node:
                std = self.node.run(lib="shogiops", rules=rules, fen=sfen, depths=sorted(fsf))
                dmr = self.node.run(lib="shogiops", rules=rules, fen=sfen, depths=sorted(fsf), dropmate=True)
                self.check(std["canonical"] == sfen, "%s %s: canonical SFEN is %s" % (key, pid, std["canonical"]))
                self.check(dmr["counts"] == fsf, "%s %s: shogiops without uchifuzume %s" % (
                    key, pid, diff_text(fsf, dmr["counts"])))
                if mode == "minishogi":
                    written = std["counts"]
                    if written == fsf:
                        comments.append("cross-check d1-d%d: FSF %s minishogi = shogiops %s minishogi "
                                        "(no pawn-drop mate within these depths)" % (
                                            maxd, "11.1", self.node.versions["shogiops"]))
                    else:
                        d = diff_text(written, fsf)
                        comments.append("counts: shogiops %s (uchifuzume illegal). FSF 11.1 minishogi "
                                        "differs: %s = pawn-drop mates FSF generates; shogiops with "
                                        "uchifuzume switched off gives FSF's numbers exactly" % (
                                            self.node.versions["shogiops"], d))
                        self.notes.append((key, "%s: FSF %s vs shogiops %s" % (
                            pid, fmt_counts({k: fsf[k] for k in fsf if fsf[k] != written[k]}),
                            fmt_counts({k: written[k] for k in written if fsf[k] != written[k]}))))
                else:
                    s = std["counts"]
                    known = {d: n for (sf, d), n in SHOGI_PERFT_TXT.items() if sf == sfen}
                    for d, n in known.items():
                        if d in s:
                            self.check(s[d] == n, "%s %s: shogi-perft.txt d%d %d, shogiops %d" % (
                                key, pid, d, n, s[d]))
                    if known:
                        comments.append("standard-shogi counts equal tests/data/shogi-perft.txt at d%s" % (
                            ",".join(str(d) for d in sorted(known) if d in s)))
                    comments.append("cross-check d1-d%d: = shogiops %s with uchifuzume switched off; "
                                    "= FSF [shogidropmate:shogi] (shogiPawnDropMateIllegal = false)" % (
                                        maxd, self.node.versions["shogiops"]))
                    if s == fsf:
                        comments.append("standard shogi (shogiops, uchifuzume illegal): the same counts "
                                        "(no pawn-drop mate within these depths)")
                    else:
                        comments.append("standard shogi (shogiops, uchifuzume illegal): %s -- the "
                                        "difference is the pawn-drop mates" % diff_text(fsf, s))
                        self.notes.append((key, "%s: dropmate %s vs standard %s" % (
                            pid, fmt_counts({k: fsf[k] for k in fsf if fsf[k] != s[k]}),
                            fmt_counts({k: s[k] for k in s if fsf[k] != s[k]}))))
            else:
                comments.append("NOT cross-checked (run with --no-crosscheck)")
            blocks.append(dict(id=pid, pos=sfen, counts=written, comments=comments))
            log("%-14s %-26s %s  (%.1fs)" % (key, pid, fmt_counts(written), time.time() - t))
        return blocks


def read_shogi_perft_txt():
    table = {}
    path = os.path.join(ROOT, "tests", "data", "shogi-perft.txt")
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line and not line.startswith("#"):
                sf, d, n = line.split(";")
                table[(sf, int(d))] = int(n)
    return table


SHOGI_PERFT_TXT = read_shogi_perft_txt()


def write_perft(path, header, blocks):
    lines = ["# " + h if h else "#" for h in header]
    for b in blocks:
        lines.append("")
        for c in b["comments"]:
            lines.append("# " + c)
        lines.append("id " + b["id"])
        lines.append("epd " + b["pos"])
        for d in sorted(b["counts"]):
            lines.append("perft %d %d" % (d, b["counts"][d]))
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    log("wrote " + path)


def check_sizes(runner, key, blocks):
    for b in blocks:
        top = max(b["counts"].values())
        if b["id"] not in ("stalemated",) and not (60_000 <= top <= 3_600_000):
            runner.notes.append((key, "%s: largest count %d outside ~100k-3M" % (b["id"], top)))


# ----------------------------------------------------------------------------------------------
# outputs

GEN = "Generated by tests/support/fsf_battery/gen_fsf_battery.py (how to rerun: its docstring; notes: README.md there)."


def fsf_cmd(proto, variant, ini=False, pos="fen"):
    s = "`%s`" % proto
    if ini:
        s += ", `setoption name VariantPath value %s`" % INI_REL
    s += ", `setoption name UCI_Variant value %s`, `position %s <epd>`, `go perft N` for N = 1..max" % (variant, pos)
    return s


def gen_chesslike(r, key, args):
    co = r.node.versions["chessops"] if r.node else "?"
    if key == "knightmate":
        blocks = r.run_chesslike(key, "knightmate", KNIGHTMATE, {"python-km": KM_PY_LIMIT})
        header = [
            "Knightmate perft reference for boardlab's example plugin. Rules as in Fairy-Stockfish's",
            "built-in `knightmate`: K is the royal piece and moves as a knight; M (commoner) moves as a",
            "king but is not royal; pawns promote to Q, R, B or M; castling (king e1->g1/c1) and en passant",
            "as in chess. FEN as printed by FSF (`d`); start rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR.",
            "Source of every count: %s, %s." % (FSF_NAME, fsf_cmd("uci", "knightmate")),
            "Cross-check: every count up to %d nodes was recounted by the small, independent knightmate" % KM_PY_LIMIT,
            "  move generator in gen_fsf_battery.py (class Km; no other knightmate implementation is at",
            "  hand); all equal. Larger counts are FSF only. The start position d4 = 139774 is also in",
            "  upstream Fairy-Stockfish's tests/perft.sh.",
            GEN]
        path = os.path.join(ROOT, "examples", "plugin", "tests", "knightmate.perft")
    elif key == "nocastle":
        blocks = r.run_chesslike(key, "nocastle", NOCASTLE, {
            "fsf-chess": True, "node": [("chessops", "chess", {}, "chessops %s chess" % co)]})
        header = [
            "Positions for the generic battery on nocastle (chess without castling; the FEN castling",
            "field is always '-').",
            "Source of every count: %s, %s." % (FSF_NAME, fsf_cmd("uci", "nocastle")),
            "Cross-checks: with the castling field '-' plain chess has the same moves, so every count was",
            "compared with FSF `chess` on the same FEN and with lichess chessops %s (npm) perft." % co,
            GEN]
        path = os.path.join(ROOT, "tests", "data", "battery", "nocastle.perft")
    elif key == "crazyhouse":
        blocks = r.run_chesslike(key, "crazyhouse", CRAZYHOUSE, {
            "node": [("chessops", "crazyhouse", {}, "chessops %s crazyhouse" % co)]})
        header = [
            "Positions for the generic battery on crazyhouse. FEN with the holdings in brackets after",
            "the board (white's uppercase), promoted pieces marked with '~' (a captured Q~ goes to the",
            "captor's hand as a pawn).",
            "Source of every count: %s, %s." % (FSF_NAME, fsf_cmd("uci", "crazyhouse")),
            "Cross-check: every count equal to lichess chessops %s (npm) crazyhouse perft; where a" % co,
            "block says 'published', the counts also equal those in public test suites.",
            GEN]
        path = os.path.join(ROOT, "tests", "data", "battery", "crazyhouse.perft")
    elif key == "pawnone":
        blocks = r.run_chesslike(key, "pawnone", PAWNONE, {
            "node": [("chessops", "chess", {"nodouble": True},
                      "chessops %s chess minus every pawn double step" % co)]})
        header = [
            "Positions for the generic battery on pawnone (chess where pawns never double-step, so",
            "there is never an en-passant square).",
            "Source of every count: %s, %s," % (FSF_NAME, fsf_cmd("uci", "pawnone", ini=True)),
            "  with section [pawnone:chess] doubleStep = false (start position perft 1 = 12, not 20:",
            "  the file was picked up).",
            "Cross-check: a perft over lichess chessops %s (npm) legal chess moves that skips every pawn" % co,
            "move of two ranks (legality of the rest does not change) gave the same counts.",
            GEN]
        path = os.path.join(ROOT, "tests", "data", "battery", "pawnone.perft")
    elif key == "stalematewin":
        blocks = r.run_chesslike(key, "stalematewin", STALEMATEWIN, {
            "fsf-chess": True, "node": [("chessops", "chess", {}, "chessops %s chess" % co)]})
        header = [
            "Positions for the generic battery on stalematewin (the side that delivers stalemate",
            "wins). The rule changes outcomes, not moves: every count equals chess perft (a stalemated",
            "position has no moves in both). The outcome itself is covered by",
            "tests/data/stalematewin-outcomes.txt.",
            "Source of every count: %s, %s," % (FSF_NAME, fsf_cmd("uci", "stalematewin", ini=True)),
            "  with section [stalematewin:chess] stalemateValue = loss (FSF's value is for the stalemated",
            "  side to move; see the ini and README).",
            "Cross-checks: FSF `chess` on the same FEN and lichess chessops %s (npm) chess perft." % co,
            GEN]
        path = os.path.join(ROOT, "tests", "data", "battery", "stalematewin.perft")
    check_sizes(r, key, blocks)
    if not args.dry:
        write_perft(path, header, blocks)


def gen_shogi(r, key, args):
    so = r.node.versions["shogiops"] if r.node else "?"
    if key == "minishogi":
        blocks = r.run_shogi(key, "minishogi", "minishogi", MINISHOGI, "minishogi")
        header = [
            "Positions for the generic battery on minishogi (5x5, SFEN; start rbsgk/4p/5/P4/KGSBR b - 1).",
            "Source of every count: lichess shogiops %s (npm) debug.perft with rules 'minishogi'" % so,
            "  (pawn-drop mate illegal, as in shogi), and %s," % FSF_NAME,
            "  %s." % fsf_cmd("usi", "minishogi", pos="sfen"),
            "Where they agree the block says so. Where they differ, the count written is shogiops' and the",
            "block names FSF's count: FSF 11.1's minishogi move generator does not apply uchifuzume (its",
            "search scores such a drop as losing, but perft counts it), so it counts every pawn drop that",
            "mates. With that one rule switched off in shogiops (its uchifuzume test disabled) shogiops",
            "reproduces every FSF count exactly, so the differences are pawn-drop mates and nothing else.",
            "Each position was also given to FSF in its FEN-like form (board[hand] w/b) through UCI; d1/d2 equal.",
            GEN]
        path = os.path.join(ROOT, "tests", "data", "battery", "minishogi.perft")
    else:
        blocks = r.run_shogi(key, "shogi", "standard", SHOGI_DROPMATE, "dropmate")
        header = [
            "Positions for the generic battery on shogi-dropmate: shogi where a pawn drop that gives",
            "mate is LEGAL (no uchifuzume rule), everything else as in shogi. SFEN notation.",
            "Source of every count: %s, %s." % (FSF_NAME, fsf_cmd("usi", "shogi", pos="sfen")),
            "  FSF 11.1's shogi perft counts pawn-drop mates as legal moves, which is exactly this rule.",
            "Cross-checks (all equal): FSF with `setoption name VariantPath value %s` and" % INI_REL,
            "  UCI_Variant shogidropmate ([shogidropmate:shogi] shogiPawnDropMateIllegal = false); lichess",
            "  shogiops %s (npm) debug.perft with its uchifuzume test switched off; the FEN-like form" % so,
            "  (board[hand] w/b) through FSF's UCI mode at d1/d2.",
            "Each block also gives standard shogi's count (shogiops, uchifuzume illegal; these agree with",
            "tests/data/shogi-perft.txt where that file has the position).",
            "Not included: the 593-move position's d3 (FSF 53399737, standard 53393368: too big here).",
            GEN]
        path = os.path.join(ROOT, "tests", "data", "battery", "shogi-dropmate.perft")
    check_sizes(r, key, blocks)
    if not args.dry:
        write_perft(path, header, blocks)


def gen_outcomes(r, args):
    eng = r.uci
    depth = 3
    out = [
        "# stalematewin-outcomes.txt -- what Fairy-Stockfish 11.1 reports for stalemate positions under",
        "# boardlab's stalematewin rule (the side that delivers stalemate wins; the stalemated side to",
        "# move loses) and, for contrast, under plain chess (stalemate = draw).",
        "#",
        "# Engine: %s, UCI, `setoption name VariantPath value %s`," % (FSF_NAME, INI_REL),
        "#   variants: stalematewin = [stalematewin:chess] stalemateValue = loss; chess = built-in chess;",
        "#   stalematedwins = [stalematedwins:chess] stalemateValue = win (the antichess/losers sense: the",
        "#   STALEMATED side wins -- the opposite of boardlab's rule, shown so the sign is unambiguous).",
        "#   FSF's stalemateValue is the game value for the side to move that has no legal move; so",
        "#   boardlab's stalematewin is `loss` in FSF terms (not `win`).",
        "# Commands per line: `ucinewgame`, `position fen <fen>`, `go depth %d [searchmoves <move>]`; the" % depth,
        "#   last `info ... score` of the search and the `bestmove` line are quoted.",
        "# Reading the scores: `mate 1` = the side to move wins with its next move; `mate -1` = it loses",
        "#   after it; on a position with no legal move FSF prints `info depth 0 score mate 0` and",
        "#   `bestmove (none)` whether the value is +MATE or -MATE (its UCI output cannot show the sign",
        "#   at ply 0), so each stalemated position also gives its parent and the stalemating move",
        "#   searched alone there: `mate 1` for the mover means the stalemated side LOSES.",
        "#",
        "# Format: blocks of `key: value` lines, separated by blank lines:",
        "#   id / fen / situation / expected-stalematewin / expected-chess (results white first: 1-0, 0-1,",
        "#   1/2-1/2), then one `fsf <variant>: <score> | <bestmove line>` line per variant, and for",
        "#   stalemated positions `parent:` / `parent-move:` with `fsf-parent <variant>:` lines;",
        "#   last `perft-1:` = FSF stalematewin `go perft 1` (0 = no legal move).",
        "# " + GEN,
    ]
    variants = ["stalematewin", "chess", "stalematedwins"]
    for pid, fen, situation, smove, parent, pmove in OUTCOMES:
        stm = fen.split()[1]
        out.append("")
        out.append("id: " + pid)
        out.append("fen: " + fen)
        out.append("situation: " + situation)
        if smove is None:
            # stalemated side to move loses
            res = "0-1" if stm == "w" else "1-0"
            out.append("expected-stalematewin: %s (the stalemated side to move loses, reason stalemate)" % res)
            out.append("expected-chess: 1/2-1/2 (stalemate)")
        else:
            res = "1-0" if stm == "w" else "0-1"
            also_mate = "or mate in one" in situation
            out.append("expected-stalematewin: the side to move wins: %s stalemates%s, result %s" % (
                smove, " (so does the mate)" if also_mate else "", res))
            out.append("expected-chess: %s" % ("the mate wins, %s (stalemate) would only draw" % smove
                                               if also_mate else "%s (stalemate) draws; no win" % smove))
        for v in variants:
            eng.set_variant(v)
            eng.position(fen)
            score, best, _ = eng.go_depth(depth)
            out.append("fsf %s: score %s | %s" % (v, score, best))
            if smove:
                eng.position(fen)
                score, best, _ = eng.go_depth(depth, [smove])
                out.append("fsf %s searchmoves %s: score %s" % (v, smove, score))
                if v == "stalematewin":
                    r.check(score == "mate 1", "outcomes %s: stalematewin %s -> %s" % (pid, smove, score))
                if v == "chess":
                    r.check(score == "cp 0", "outcomes %s: chess %s -> %s" % (pid, smove, score))
            else:
                if v == "stalematewin":
                    r.check(score == "mate 0" and best == "bestmove (none)", "outcomes %s root %s" % (pid, score))
        if parent:
            out.append("parent: " + parent)
            out.append("parent-move: " + pmove)
            for v in variants:
                eng.set_variant(v)
                eng.position(parent)
                score, best, _ = eng.go_depth(depth, [pmove])
                out.append("fsf-parent %s searchmoves %s: score %s" % (v, pmove, score))
                want = {"stalematewin": "mate 1", "chess": "cp 0", "stalematedwins": "mate -1"}[v]
                r.check(score == want, "outcomes %s parent %s: %s" % (pid, v, score))
        # perft 1 of the position in stalematewin: 0 for stalemated ones
        eng.set_variant("stalematewin")
        eng.position(fen)
        n = eng.perft(1)[0]
        out.append("perft-1: %d" % n)
        if smove is None:
            r.check(n == 0, "outcomes %s: perft 1 = %d" % (pid, n))
    path = os.path.join(ROOT, "tests", "data", "stalematewin-outcomes.txt")
    if not args.dry:
        with open(path, "w") as f:
            f.write("\n".join(out) + "\n")
        log("wrote " + path)
    else:
        print("\n".join(out))


ALL = ["ini", "knightmate", "nocastle", "crazyhouse", "pawnone", "stalematewin", "outcomes",
       "minishogi", "shogi-dropmate"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--refdir", default="/tmp/refdata", help="folder with node_modules/{shogiops,chessops}")
    ap.add_argument("--only", default=",".join(ALL))
    ap.add_argument("--no-crosscheck", action="store_true")
    ap.add_argument("--dry", action="store_true", help="compute and check, write nothing")
    ap.add_argument("--explore", metavar="VARIANT")
    args = ap.parse_args()
    if args.explore:
        starts = {"knightmate": ("uci", "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1"),
                  "crazyhouse": ("uci", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"),
                  "minishogi": ("usi", "rbsgk/4p/5/P4/KGSBR b - 1")}
        proto, start = starts[args.explore]
        explore(args.explore, proto, start, range(1, 40), 80)
        return
    only = args.only.split(",")
    # the ini is an output too, but every FSF run needs it: (re)write it first unless --dry
    if not args.dry or not os.path.exists(INI):
        with open(INI, "w") as f:
            f.write(INI_TEXT)
        log("wrote " + INI)
    r = Runner(args.refdir, not args.no_crosscheck)
    t0 = time.time()
    try:
        # the ini must really be loaded: pawnone start position has 12 moves, not 20
        r.uci.set_variant("pawnone")
        r.uci.position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
        r.check(r.uci.perft(1)[0] == 12, "VariantPath not picked up (pawnone start d1 != 12)")
        for key in only:
            if key in ("knightmate", "nocastle", "crazyhouse", "pawnone", "stalematewin"):
                gen_chesslike(r, key, args)
            elif key in ("minishogi", "shogi-dropmate"):
                gen_shogi(r, key, args)
            elif key == "outcomes":
                gen_outcomes(r, args)
    finally:
        r.close()
    log("\n%.0f s wall" % (time.time() - t0))
    for k, n in r.notes:
        log("NOTE %s: %s" % (k, n))
    if r.problems:
        log("\n%d PROBLEMS:" % len(r.problems))
        for p in r.problems:
            log("  " + p)
        sys.exit(1)


if __name__ == "__main__":
    main()
