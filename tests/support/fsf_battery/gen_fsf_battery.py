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
Every engine process runs under `nice -n 10`. A full run takes about 3 minutes of CPU (FSF ~1 min,
node ~2 min) on the project's 2-core machine.
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time

FSF = "/usr/games/fairy-stockfish"
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
# built-in shogi perft already counts such drops as legal; this section is only used to confirm
# that both give identical counts.
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
