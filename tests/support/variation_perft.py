#!/usr/bin/env python3
"""Independent perft generator for chess and its rule variations (research set).

A second implementation, written without looking at boardlab's move generator, used to produce
the expected counts in tests/data/battery/<variant>.perft. Deliberately a different design from
boardlab's: a 10x12 mailbox board, pseudo-legal move generation, copy-make, and a legality test
"is my king attacked after the move?" done by scanning outwards from the king square. An even
slower, second legality test (--paranoid: generate every opponent reply and look for one that
takes the king; "castling through check" by putting the king on the crossed square) can be
switched on to cross-check the first.

Rules implemented (see /work/shared/RULES.md, "Rule variations (research set)"):

  chess        FIDE chess.
  torpedo      a pawn may advance two squares from any rank if both squares are empty; every
               two-square advance may be taken en passant; a two-square advance onto the last
               rank promotes and cannot be taken en passant.
  semitorpedo  two-square advance from the 2nd and 3rd rank (White) / 7th and 6th (Black), both
               may be taken en passant.
  pawnback     a pawn may also step one square straight back to an empty square, never onto its
               own first rank; never captures or promotes that way.
  pawnsideways a pawn may also step one square sideways to an empty square (never capturing).
  selfcapture  a piece may capture an own piece other than the king by any of its capturing
               moves (pawn: diagonally forward, promoting on the last rank; never en passant;
               the king only onto a square not attacked). A rook captured on its corner loses
               its castling right.
  nocastle10   castling is illegal while the FEN full-move number is 10 or less.

In every variant a pawn's right to double-step depends only on the rank it stands on.

Usage:
  variation_perft.py VARIANT DEPTH FEN [--divide] [--paranoid]
  variation_perft.py --moves VARIANT FEN            depth-1 moves, UCI, sorted, one per line
  variation_perft.py --validate [--paranoid]        known chess counts (CPW perft results)
  variation_perft.py --battery [VARIANT ...] [--paranoid] [--outdir DIR]
                                                    regenerate tests/data/battery/<variant>.perft
  variation_perft.py --fen VARIANT FEN MOVE...      FEN after playing UCI moves

Standard library only; runs under CPython 3 or (much faster) PyPy 3.
"""

import os
import sys
import time

VARIANTS = ("chess", "torpedo", "semitorpedo", "pawnback", "pawnsideways", "selfcapture",
            "nocastle10")

# ---------------------------------------------------------------------------------------------
# Board: 10x12 mailbox. Index = (10 - rank) * 10 + 1 + file, so a8 = 21, h8 = 28, a1 = 91,
# h1 = 98. White moves "up" = -10. Squares hold one character: ' ' off board, '.' empty,
# 'PNBRQK' White, 'pnbrqk' Black.

OFF = " "
EMPTY = "."
WHITE_PIECES = frozenset("PNBRQK")
BLACK_PIECES = frozenset("pnbrqk")

KNIGHT_STEPS = (-21, -19, -12, -8, 8, 12, 19, 21)
KING_STEPS = (-11, -10, -9, -1, 1, 9, 10, 11)
ROOK_DIRS = (-10, -1, 1, 10)
BISHOP_DIRS = (-11, -9, 9, 11)

# Move flags.
NORMAL, DOUBLE, EN_PASSANT, CASTLE = 0, 1, 2, 3

# Castling rights as bits.
WK, WQ, BK, BQ = 1, 2, 4, 8
# Touching one of these squares (as origin or destination) removes these rights.
RIGHTS_KEEP = [15] * 120
RIGHTS_KEEP[95] = 15 & ~(WK | WQ)  # e1
RIGHTS_KEEP[98] = 15 & ~WK         # h1
RIGHTS_KEEP[91] = 15 & ~WQ         # a1
RIGHTS_KEEP[25] = 15 & ~(BK | BQ)  # e8
RIGHTS_KEEP[28] = 15 & ~BK         # h8
RIGHTS_KEEP[21] = 15 & ~BQ         # a8


def sq_of(name):
    f = ord(name[0]) - ord("a")
    r = int(name[1])
    return (10 - r) * 10 + 1 + f


def name_of(sq):
    return "abcdefgh"[sq % 10 - 1] + str(10 - sq // 10)


def rank_of(sq):
    return 10 - sq // 10


class Rules:
    """The rule switches of one variant."""

    def __init__(self, variant):
        if variant not in VARIANTS:
            raise SystemExit("unknown variant %r (known: %s)" % (variant, ", ".join(VARIANTS)))
        self.name = variant
        # Ranks (from White's side) from which a pawn may double-step.
        if variant == "torpedo":
            white_ranks, black_ranks = (2, 3, 4, 5, 6), (7, 6, 5, 4, 3)
        elif variant == "semitorpedo":
            white_ranks, black_ranks = (2, 3), (7, 6)
        else:
            white_ranks, black_ranks = (2,), (7,)
        self.double_from_white = frozenset(white_ranks)
        self.double_from_black = frozenset(black_ranks)
        self.backward = variant == "pawnback"
        self.sideways = variant == "pawnsideways"
        self.selfcapture = variant == "selfcapture"
        self.castle_from_fullmove = 11 if variant == "nocastle10" else 0


class Position:
    __slots__ = ("b", "white", "rights", "ep", "half", "full")

    def __init__(self, b, white, rights, ep, half, full):
        self.b = b            # list of 120 chars
        self.white = white    # True: White to move
        self.rights = rights  # castling bits
        self.ep = ep          # square a pawn crossed on the last double step, or 0
        self.half = half
        self.full = full

    # -- FEN ----------------------------------------------------------------------------------
    @classmethod
    def from_fen(cls, fen):
        parts = fen.split()
        while len(parts) < 6:
            parts.append({2: "-", 3: "-", 4: "0", 5: "1"}.get(len(parts), "w"))
        board = [OFF] * 120
        rows = parts[0].split("/")
        if len(rows) != 8:
            raise ValueError("bad FEN board: " + fen)
        for i, row in enumerate(rows):
            rank = 8 - i
            f = 0
            for ch in row:
                if ch.isdigit():
                    for _ in range(int(ch)):
                        board[(10 - rank) * 10 + 1 + f] = EMPTY
                        f += 1
                else:
                    if ch not in WHITE_PIECES and ch not in BLACK_PIECES:
                        raise ValueError("bad piece %r in FEN %s" % (ch, fen))
                    board[(10 - rank) * 10 + 1 + f] = ch
                    f += 1
            if f != 8:
                raise ValueError("bad FEN row %r" % row)
        white = parts[1] == "w"
        rights = 0
        for ch in parts[2]:
            rights |= {"K": WK, "Q": WQ, "k": BK, "q": BQ, "-": 0}[ch]
        ep = 0 if parts[3] == "-" else sq_of(parts[3])
        return cls(board, white, rights, ep, int(parts[4]), int(parts[5]))

    def fen(self):
        rows = []
        for rank in range(8, 0, -1):
            row, run = "", 0
            for f in range(8):
                p = self.b[(10 - rank) * 10 + 1 + f]
                if p == EMPTY:
                    run += 1
                else:
                    if run:
                        row += str(run)
                        run = 0
                    row += p
            if run:
                row += str(run)
            rows.append(row)
        cr = "".join(c for bit, c in ((WK, "K"), (WQ, "Q"), (BK, "k"), (BQ, "q"))
                     if self.rights & bit) or "-"
        # The en-passant square is written only when a pawn of the side to move stands beside
        # the pawn that just double-stepped (i.e. could capture it, pseudo-legally).
        ep = "-"
        if self.ep:
            fwd = -10 if self.white else 10
            victim = self.ep - fwd
            mine = "P" if self.white else "p"
            if self.b[victim - 1] == mine or self.b[victim + 1] == mine:
                ep = name_of(self.ep)
        return "%s %s %s %s %d %d" % ("/".join(rows), "w" if self.white else "b", cr, ep,
                                      self.half, self.full)


# ---------------------------------------------------------------------------------------------
# Attack test: is square sq attacked by a piece of the given colour?

def attacked(b, sq, by_white):
    if by_white:
        if b[sq + 9] == "P" or b[sq + 11] == "P":
            return True
        knight, king, rook, bishop, queen = "N", "K", "R", "B", "Q"
    else:
        if b[sq - 9] == "p" or b[sq - 11] == "p":
            return True
        knight, king, rook, bishop, queen = "n", "k", "r", "b", "q"
    for d in KNIGHT_STEPS:
        if b[sq + d] == knight:
            return True
    for d in KING_STEPS:
        if b[sq + d] == king:
            return True
    for d in ROOK_DIRS:
        t = sq + d
        while b[t] == EMPTY:
            t += d
        if b[t] == rook or b[t] == queen:
            return True
    for d in BISHOP_DIRS:
        t = sq + d
        while b[t] == EMPTY:
            t += d
        if b[t] == bishop or b[t] == queen:
            return True
    return False


# ---------------------------------------------------------------------------------------------
# Pseudo-legal move generation. A move is a tuple (from, to, promotion-char-or-'', flag).

def pseudo_moves(pos, rules):
    b = pos.b
    moves = []
    add = moves.append
    if pos.white:
        own, opp = WHITE_PIECES, BLACK_PIECES
        my_king, pawn = "K", "P"
        fwd, last_rank, first_rank = -10, 8, 1
        double_from = rules.double_from_white
        promos = "QRBN"
    else:
        own, opp = BLACK_PIECES, WHITE_PIECES
        my_king, pawn = "k", "p"
        fwd, last_rank, first_rank = 10, 1, 8
        double_from = rules.double_from_black
        promos = "qrbn"
    selfcap = rules.selfcapture

    def takeable(t):
        # An enemy piece, or with selfcapture an own piece other than the king.
        return t in opp or (selfcap and t in own and t != my_king)

    for sq in range(21, 99):
        p = b[sq]
        if p not in own:
            continue
        if p == pawn:
            one = sq + fwd
            if b[one] == EMPTY:
                if rank_of(one) == last_rank:
                    for pr in promos:
                        add((sq, one, pr, NORMAL))
                else:
                    add((sq, one, "", NORMAL))
                    if rank_of(sq) in double_from:
                        two = one + fwd
                        if b[two] == EMPTY:
                            if rank_of(two) == last_rank:
                                # torpedo onto the last rank: promotes, no en passant
                                for pr in promos:
                                    add((sq, two, pr, NORMAL))
                            else:
                                add((sq, two, "", DOUBLE))
            for t in (one - 1, one + 1):
                victim = b[t]
                if victim == OFF:
                    continue
                if takeable(victim):
                    if rank_of(t) == last_rank:
                        for pr in promos:
                            add((sq, t, pr, NORMAL))
                    else:
                        add((sq, t, "", NORMAL))
                elif t == pos.ep and victim == EMPTY and b[t - fwd] in opp and \
                        b[t - fwd].upper() == "P":
                    add((sq, t, "", EN_PASSANT))
            if rules.backward:
                back = sq - fwd
                if b[back] == EMPTY and rank_of(back) != first_rank:
                    add((sq, back, "", NORMAL))
            if rules.sideways:
                for t in (sq - 1, sq + 1):
                    if b[t] == EMPTY:
                        add((sq, t, "", NORMAL))
            continue
        kind = p.upper()
        if kind == "N" or kind == "K":
            for d in (KNIGHT_STEPS if kind == "N" else KING_STEPS):
                t = sq + d
                victim = b[t]
                if victim == EMPTY or (victim != OFF and takeable(victim)):
                    add((sq, t, "", NORMAL))
            if kind == "K":
                gen_castling(pos, rules, sq, add)
            continue
        dirs = ROOK_DIRS if kind == "R" else BISHOP_DIRS if kind == "B" else KING_STEPS
        for d in dirs:
            t = sq + d
            while b[t] == EMPTY:
                add((sq, t, "", NORMAL))
                t += d
            victim = b[t]
            if victim != OFF and takeable(victim):
                add((sq, t, "", NORMAL))
    return moves


def gen_castling(pos, rules, sq, add):
    if not pos.rights or pos.full < rules.castle_from_fullmove:
        return
    b = pos.b
    if pos.white:
        if sq != 95:
            return
        king_side, queen_side, rook, enemy_white = WK, WQ, "R", False
    else:
        if sq != 25:
            return
        king_side, queen_side, rook, enemy_white = BK, BQ, "r", True
    # King-side: king e->g, rook h->f; f and g empty; e and f not attacked (g: after the move).
    if pos.rights & king_side and b[sq + 3] == rook and b[sq + 1] == EMPTY and \
            b[sq + 2] == EMPTY and not attacked(b, sq, enemy_white) and \
            not attacked(b, sq + 1, enemy_white):
        add((sq, sq + 2, "", CASTLE))
    # Queen-side: king e->c, rook a->d; b, c, d empty; e and d not attacked (c: after the move).
    if pos.rights & queen_side and b[sq - 4] == rook and b[sq - 1] == EMPTY and \
            b[sq - 2] == EMPTY and b[sq - 3] == EMPTY and not attacked(b, sq, enemy_white) and \
            not attacked(b, sq - 1, enemy_white):
        add((sq, sq - 2, "", CASTLE))


def make(pos, move):
    """Copy-make: the position after the move (legal or not)."""
    frm, to, promo, flag = move
    b = pos.b[:]
    p = b[frm]
    captured = b[to]
    b[frm] = EMPTY
    b[to] = promo if promo else p
    ep = 0
    if flag == DOUBLE:
        ep = (frm + to) // 2
    elif flag == EN_PASSANT:
        b[to + (10 if pos.white else -10)] = EMPTY
        captured = "p" if pos.white else "P"
    elif flag == CASTLE:
        if to > frm:   # king side
            b[frm + 1] = b[frm + 3]
            b[frm + 3] = EMPTY
        else:
            b[frm - 1] = b[frm - 4]
            b[frm - 4] = EMPTY
    rights = pos.rights & RIGHTS_KEEP[frm] & RIGHTS_KEEP[to]
    half = 0 if (p == "P" or p == "p" or captured != EMPTY) else pos.half + 1
    full = pos.full if pos.white else pos.full + 1
    return Position(b, not pos.white, rights, ep, half, full)


def legal_moves(pos, rules):
    """List of (move, position after it) for every legal move."""
    out = []
    king = "K" if pos.white else "k"
    for m in pseudo_moves(pos, rules):
        np = make(pos, m)
        if not attacked(np.b, np.b.index(king), not pos.white):
            out.append((m, np))
    return out


# ---- paranoid legality: no attack tables, only the opponent's own move generator ------------

def _king_capturable(pos_after, rules, king_sq):
    """Can the side to move in pos_after move a piece onto king_sq (taking the king there)?"""
    for m in pseudo_moves(pos_after, rules):
        if m[1] == king_sq and m[3] != CASTLE:
            return True
    return False


def legal_moves_paranoid(pos, rules):
    out = []
    king = "K" if pos.white else "k"
    chess_rules = Rules("chess")  # captures are the same in every variant (king is never own)
    for m in pseudo_moves(pos, rules):
        np = make(pos, m)
        # The opponent's pseudo-moves; selfcapture cannot matter for taking an enemy king and
        # extra quiet pawn moves never land on an occupied square, so plain chess suffices, but
        # use the variant's own generator anyway, both must agree.
        if _king_capturable(np, rules, np.b.index(king)):
            continue
        if m[3] == CASTLE:
            # Not out of check, not through check: king on its origin and on the crossed square
            # (with the rest of the board unchanged) must not be capturable.
            bad = False
            for s in (m[0], (m[0] + m[1]) // 2):
                b = pos.b[:]
                b[m[0]] = EMPTY
                b[s] = king
                probe = Position(b, not pos.white, 0, 0, 0, 1)
                if _king_capturable(probe, chess_rules, s):
                    bad = True
            if bad:
                continue
        out.append((m, np))
    return out


# ---------------------------------------------------------------------------------------------

def uci(move):
    return name_of(move[0]) + name_of(move[1]) + move[2].lower()


def perft(pos, rules, depth, gen=legal_moves):
    if depth == 0:
        return 1
    moves = gen(pos, rules)
    if depth == 1:
        return len(moves)
    return sum(perft(np, rules, depth - 1, gen) for _, np in moves)


def divide(pos, rules, depth, gen=legal_moves):
    rows = []
    for m, np in gen(pos, rules):
        rows.append((uci(m), perft(np, rules, depth - 1, gen)))
    rows.sort()
    return rows


# ---------------------------------------------------------------------------------------------
# Validation against known chess counts (CPW perft results).

VALIDATION = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", [20, 400, 8902, 197281]),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", [48, 2039, 97862]),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", [14, 191, 2812, 43238]),
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", [6, 264, 9467]),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", [44, 1486, 62379]),
    # extra: en passant with a discovered check along the rank, and evasions
    ("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", [6, 121, 711]),
    ("1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1", [5, 100, 555]),
    ("8/8/8/5k2/3p4/8/4P3/4K3 w - - 0 1", [6, 54, 343, 2810, 19228]),
]


def validate(gen):
    rules = Rules("chess")
    ok = True
    for fen, counts in VALIDATION:
        pos = Position.from_fen(fen)
        for d, want in enumerate(counts, 1):
            got = perft(pos, rules, d, gen)
            flag = "ok" if got == want else "MISMATCH"
            if got != want:
                ok = False
            print("%-70s d%d %9d %9d %s" % (fen, d, want, got, flag), flush=True)
    print("validation", "passed" if ok else "FAILED")
    return ok


# ---------------------------------------------------------------------------------------------
# The battery: positions per variant. Each entry: (id, FEN, max depth, comment).
# HAND_CHECKED: ids whose depth-1 move list was checked by hand (see
# tests/support/variation_perft_handcheck.md).

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

BATTERY = {
    "torpedo": [
        ("start", START, 4, "start position"),
        ("torpedo-midboard", "4k3/8/8/8/2p5/P2P4/4P3/4K3 w - - 0 1", 4,
         "White pawns on ranks 2-3 double-step; d3-d5 and c4 pawn: torpedo next to an enemy pawn"),
        ("torpedo-ep-rank5", "4k3/8/8/1pP5/8/8/8/4K3 w - b6 0 1", 4,
         "en passant after a black double step 7->5 (ordinary) with further torpedo moves"),
        ("torpedo-ep-rank4", "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", 4,
         "en passant square on rank 3 after White e2-e4, black pawn on d4 capturing"),
        ("torpedo-ep-midboard", "4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1", 4,
         "black d6 can torpedo d6-d4? no: d6-d4 passes d5; pawns in mid-board race"),
        ("torpedo-promote", "1n2k3/8/P1P5/8/8/5p1p/8/1N2K3 w - - 0 1", 3,
         "two-square advances onto the last rank promote (a6-a8, c6-c8; f3-f1, h3-h1)"),
        ("torpedo-ep-pin", "8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", 4,
         "e2-e4 next to d4: en passant d4xe3 would expose the black king on a4 along rank 4"),
        ("torpedo-kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
         3, "Kiwipete"),
    ],
}


def write_battery(variant, outdir, gen, paranoid):
    rules = Rules(variant)
    entries = BATTERY[variant]
    lines = [
        "# Positions for the generic battery on %s (rule variation, see RULES.md, 'Rule "
        "variations')." % variant,
        "# Source: independent Python generator tests/support/variation_perft.py (10x12 mailbox,",
        "# pseudo-legal generation + king-attack test; written without looking at boardlab's",
        "# move generator). Regenerate with:",
        "#   pypy3 tests/support/variation_perft.py --battery %s" % variant,
        "# (python3 works too, slower). Hand-checked depth-1 move lists: %s" % ", ".join(
            HAND_CHECKED.get(variant, [])) + " (see tests/support/variation_perft_handcheck.md).",
    ]
    if paranoid:
        lines.append("# All counts were also recomputed with the generator's --paranoid legality "
                     "test.")
    for ident, fen, depth, comment in entries:
        pos = Position.from_fen(fen)
        assert pos.fen() == fen, (fen, pos.fen())
        lines.append("")
        lines.append("# " + comment)
        lines.append("id " + ident)
        lines.append("epd " + fen)
        for d in range(1, depth + 1):
            t0 = time.time()
            n = perft(pos, rules, d, gen)
            sys.stderr.write("%s %s d%d %d (%.1fs)\n" % (variant, ident, d, n, time.time() - t0))
            lines.append("perft %d %d" % (d, n))
    path = os.path.join(outdir, variant + ".perft")
    with open(path, "w") as fh:
        fh.write("\n".join(lines) + "\n")
    sys.stderr.write("wrote %s\n" % path)


HAND_CHECKED = {}


def main(argv):
    paranoid = "--paranoid" in argv
    argv = [a for a in argv if a != "--paranoid"]
    gen = legal_moves_paranoid if paranoid else legal_moves
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv[0] == "--validate":
        return 0 if validate(gen) else 1
    if argv[0] == "--battery":
        rest = argv[1:]
        outdir = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "battery")
        if "--outdir" in rest:
            i = rest.index("--outdir")
            outdir = rest[i + 1]
            del rest[i:i + 2]
        for v in (rest or sorted(BATTERY)):
            write_battery(v, os.path.normpath(outdir), gen, paranoid)
        return 0
    if argv[0] == "--moves":
        rules = Rules(argv[1])
        pos = Position.from_fen(argv[2])
        for u in sorted(uci(m) for m, _ in gen(pos, rules)):
            print(u)
        return 0
    if argv[0] == "--fen":
        rules = Rules(argv[1])
        pos = Position.from_fen(argv[2])
        for mv in argv[3:]:
            for m, np in gen(pos, rules):
                if uci(m) == mv:
                    pos = np
                    break
            else:
                raise SystemExit("illegal move %s in %s" % (mv, pos.fen()))
        print(pos.fen())
        return 0
    do_divide = "--divide" in argv
    argv = [a for a in argv if a != "--divide"]
    if len(argv) < 3:
        print(__doc__)
        return 2
    rules = Rules(argv[0])
    depth = int(argv[1])
    pos = Position.from_fen(" ".join(argv[2:]))
    if do_divide:
        total = 0
        for u, n in divide(pos, rules, depth, gen):
            print("%s: %d" % (u, n))
            total += n
        print()
        print("Nodes searched: %d" % total)
    else:
        print(perft(pos, rules, depth, gen))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
