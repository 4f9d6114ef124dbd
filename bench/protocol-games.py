#!/usr/bin/env python3
"""Games between `boardlab uci|usi` and Fairy-Stockfish over the protocols, with real clocks.

The referee is this script: it keeps both clocks (wall time from sending `go` to reading
`bestmove`), checks every move and adjudicates every position with `boardlab game` (the
variant's own rules; claimable draws are claimed), and reports, for boardlab, the score, illegal
moves and time losses. It exists to prove the protocol and the time management, not strength.

  bench/protocol-games.py --protocol uci --variant chess --games 4 --tc 1+0.01
  bench/protocol-games.py --protocol usi --variant shogi --games 4 --base 0 --byoyomi 0.1

Fairy-Stockfish plays at `--skill` (its Skill Level, default 5) so the games last.
"""
import argparse
import os
import select
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARDLAB = os.path.join(ROOT, "build", "bin", "boardlab")
FSF = "/usr/games/fairy-stockfish"


class Engine:
    def __init__(self, name, argv, protocol):
        self.name, self.protocol = name, protocol
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.buffer = ""

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix, timeout=60.0):
        until = time.monotonic() + timeout
        while True:
            while "\n" in self.buffer:
                line, self.buffer = self.buffer.split("\n", 1)
                if line.startswith(prefix):
                    return line
            left = until - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536).decode()
            if not chunk:
                return None
            self.buffer += chunk

    def start(self, variant, options):
        self.send(self.protocol)
        if self.read_until(self.protocol + "ok", 10) is None:
            sys.exit(f"{self.name} did not answer {self.protocol}")
        self.send(f"setoption name {'UCI' if self.protocol == 'uci' else 'USI'}_Variant value {variant}")
        if self.name == "fairy-stockfish" and self.protocol == "usi":
            self.send(f"setoption name UCI_Variant value {variant}")
        for k, v in options.items():
            self.send(f"setoption name {k} value {v}")
        self.new_game()

    def new_game(self):
        self.send(self.protocol + "newgame")
        self.send("isready")
        self.read_until("readyok", 30)

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(5)
        except Exception:
            self.proc.kill()


def adjudicate(variant, moves):
    """(result, reason) by boardlab's rules, or ('illegal', message)."""
    r = subprocess.run([BOARDLAB, "game", "--variant", variant, "--moves", " ".join(moves)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        return "illegal", r.stderr.strip()
    lines = r.stdout.strip().split("\n")
    result, reason = lines[-1].split(" ", 1)
    if result == "*" and any(l.startswith("claimable: ") for l in lines):
        return "1/2-1/2", lines[-2].split(": ", 1)[1]
    return result, reason


def play(args, engines, first):
    """One game; engines[first] moves first. Returns (result, reason, blame) where blame names
    the engine that lost by an illegal move, time or a protocol failure."""
    clock = [args.base * 1000.0, args.base * 1000.0]
    moves = []
    worst = [0.0, 0.0]
    for ply in range(args.maxplies):
        side = ply % 2
        engine = engines[first if side == 0 else 1 - first]
        e = engine.protocol
        engine.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
        if e == "uci":
            go = (f"go wtime {int(clock[0])} btime {int(clock[1])} winc {int(args.inc * 1000)} "
                  f"binc {int(args.inc * 1000)}")
        else:
            go = f"go btime {int(clock[0])} wtime {int(clock[1])}"
            go += f" byoyomi {int(args.byoyomi * 1000)}" if args.byoyomi else \
                f" binc {int(args.inc * 1000)} winc {int(args.inc * 1000)}"
        start = time.monotonic()
        engine.send(go)
        line = engine.read_until("bestmove ", clock[side] / 1000 + args.byoyomi + 10)
        used = (time.monotonic() - start) * 1000
        if line is None:
            return ("0-1" if side == 0 else "1-0"), "no answer", engine.name
        allowed = clock[side] + args.byoyomi * 1000
        overshoot = used - allowed
        if overshoot > 0:
            return ("0-1" if side == 0 else "1-0"), f"time ({used:.0f} ms of {allowed:.0f})", engine.name
        clock[side] = max(0.0, clock[side] - used) + args.inc * 1000
        move = line.split()[1]
        if move == "resign":
            return ("0-1" if side == 0 else "1-0"), "resignation", None
        if move == "win":
            moves_result = subprocess.run(
                [BOARDLAB, "game", "--variant", args.variant, "--claim", "--moves", " ".join(moves)],
                capture_output=True, text=True).stdout.strip().split("\n")[-1]
            if "declaration" in moves_result:
                return moves_result.split(" ", 1)[0], "declaration", None
            return ("0-1" if side == 0 else "1-0"), "false declaration", engine.name
        moves.append(move)
        result, reason = adjudicate(args.variant, moves)
        if result == "illegal":
            return ("0-1" if side == 0 else "1-0"), f"illegal move {move}: {reason}", engine.name
        if result != "*":
            return result, reason, None
    return "*", "move limit", None


def latency(engine, positions, rounds=5):
    """The longest wait for `readyok` and for `bestmove` after `stop`, during infinite searches."""
    ready = stop = 0.0
    for r in range(rounds):
        engine.send(positions[r % len(positions)])
        engine.send("go infinite")
        time.sleep(0.3)
        t = time.monotonic()
        engine.send("isready")
        engine.read_until("readyok", 10)
        ready = max(ready, time.monotonic() - t)
        time.sleep(0.2)
        t = time.monotonic()
        engine.send("stop")
        engine.read_until("bestmove ", 10)
        stop = max(stop, time.monotonic() - t)
    return ready * 1000, stop * 1000


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--protocol", choices=["uci", "usi"], default="uci")
    p.add_argument("--variant", default=None)
    p.add_argument("--games", type=int, default=4)
    p.add_argument("--tc", default=None, help="SECONDS+INCREMENT (UCI), e.g. 1+0.01")
    p.add_argument("--base", type=float, default=None, help="main time in seconds")
    p.add_argument("--inc", type=float, default=0.0)
    p.add_argument("--byoyomi", type=float, default=0.0, help="seconds per move (USI)")
    p.add_argument("--skill", type=int, default=5, help="Fairy-Stockfish Skill Level")
    p.add_argument("--maxplies", type=int, default=300)
    args = p.parse_args()
    if args.variant is None:
        args.variant = "chess" if args.protocol == "uci" else "shogi"
    if args.tc:
        base, _, inc = args.tc.partition("+")
        args.base, args.inc = float(base), float(inc or 0)
    if args.base is None:
        args.base = 1.0 if args.protocol == "uci" else 0.0
    if args.protocol == "usi" and not args.byoyomi and not args.inc:
        args.byoyomi = 0.1
    for path in (BOARDLAB, FSF):
        if not os.access(path, os.X_OK):
            sys.exit(f"missing {path} (build boardlab; apt-get install fairy-stockfish)")

    bl = Engine("boardlab", [BOARDLAB, args.protocol], args.protocol)
    fsf = Engine("fairy-stockfish", [FSF], args.protocol)
    bl.start(args.variant, {})
    fsf.start(args.variant, {"Skill Level": args.skill, "Threads": 1, "Hash": 16})
    engines = [bl, fsf]
    probe = (["position startpos", "position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"]
             if args.protocol == "uci" else
             ["position startpos", "position sfen l2kg2+R1/4n3+L/p1gpps3/4np3/6P1N/PP+rP2pS1/1pG2P3/4P1G2/LN3KB1+p b SPbsl4p 1"])
    if args.variant not in ("chess", "shogi"):
        probe = ["position startpos"]
    ready_ms, stop_ms = latency(bl, probe)
    print(f"boardlab during infinite searches: readyok within {ready_ms:.1f} ms, bestmove within "
          f"{stop_ms:.1f} ms of stop (worst of 5)", flush=True)
    score = {"win": 0, "draw": 0, "loss": 0, "unfinished": 0}
    illegal = {"boardlab": 0, "fairy-stockfish": 0}
    timeouts = {"boardlab": 0, "fairy-stockfish": 0}
    clock_text = (f"{args.base:g}+{args.inc:g}" if not args.byoyomi
                  else f"{args.base:g} s + byoyomi {args.byoyomi:g} s")
    for g in range(args.games):
        first = g % 2  # boardlab moves first in even games
        for e in engines:
            e.new_game()
        result, reason, blame = play(args, engines, first)
        if blame and reason.startswith("illegal"):
            illegal[blame] += 1
        if blame and reason.startswith("time"):
            timeouts[blame] += 1
        bl_first = first == 0
        if result == "*":
            score["unfinished"] += 1
        elif result == "1/2-1/2":
            score["draw"] += 1
        elif (result == "1-0") == bl_first:
            score["win"] += 1
        else:
            score["loss"] += 1
        print(f"game {g + 1}: boardlab {'first' if bl_first else 'second'}: {result} {reason}"
              + (f" ({blame})" if blame else ""), flush=True)
    for e in engines:
        e.quit()
    print(f"{args.protocol} {args.variant} {clock_text}, Fairy-Stockfish skill {args.skill}: "
          f"{args.games} games, boardlab +{score['win']} ={score['draw']} -{score['loss']}"
          f" *{score['unfinished']}; illegal moves: boardlab {illegal['boardlab']}, "
          f"fairy-stockfish {illegal['fairy-stockfish']}; time losses: boardlab "
          f"{timeouts['boardlab']}, fairy-stockfish {timeouts['fairy-stockfish']}")
    return 0 if illegal["boardlab"] == 0 and timeouts["boardlab"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
