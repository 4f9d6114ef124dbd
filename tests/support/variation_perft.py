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
  variation_perft.py --selfcheck [VARIANT ...]      battery counts vs --paranoid and vs the
                                                    colour-flipped positions
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

    def mirrored(self):
        """The colour-flipped position (board upside down, colours swapped): same perft."""
        b = [OFF] * 120
        for rank in range(1, 9):
            for f in range(8):
                p = self.b[(10 - rank) * 10 + 1 + f]
                b[(10 - (9 - rank)) * 10 + 1 + f] = p.swapcase()
        rights = ((self.rights & (WK | WQ)) << 2) | ((self.rights & (BK | BQ)) >> 2)
        ep = 0
        if self.ep:
            ep = (10 - (9 - rank_of(self.ep))) * 10 + self.ep % 10
        return Position(b, not self.white, rights, ep, self.half, self.full)

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
    # For the castling probe the full-move number is irrelevant; the variant's captures are the
    # chess ones as far as an enemy king is concerned (extra pawn moves never capture).
    chess_rules = Rules("chess")
    for m in pseudo_moves(pos, rules):
        np = make(pos, m)
        # Illegal if any pseudo-legal reply of the opponent lands on our king.
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

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

BATTERY = {
    "torpedo": [
        ("start", START, 4, "Start position: from ply 3 on, pawns on the 3rd/4th rank double-step."),
        ("torpedo-ranks", "4k3/2p5/1P4p1/8/3p1P2/P7/4P1P1/R3K2R w KQ - 0 1", 4,
         "Double steps from ranks 2-6 (a3-a5, f4-f6 next to g6, b6-b8 promoting; black d4-d2)."),
        ("ep-rank4", "r3k3/8/8/2pPp3/8/8/8/4K2R b q d4 0 1", 4,
         "White just played d3-d5: en passant on d4 by either black pawn."),
        ("ep-rank6", "k6r/3pP3/8/8/8/8/1P3B2/4K1N1 b - e6 0 1", 4,
         "White just played e5-e7: d7xe6 en passant (ep square on rank 6, Black to move)."),
        ("ep-rank3-check", "4k1n1/8/8/8/8/8/2Pp4/R3K3 w Q d3 0 1", 4,
         "Black just played d4-d2+ (check): c2xd3 en passant removes the checker; no castling."),
        ("promote", "1n2k3/8/P1P5/8/8/5p1p/8/1N2K3 w - - 0 1", 4,
         "Two-square advances onto the last rank promote (a6-a8, c6-c8; f3-f1, h3-h1)."),
        ("ep-pin", "8/8/8/k2pP2R/8/8/8/4K3 b - e4 0 1", 4,
         "White just played e3-e5: d5xe4 en passant would expose the king on a5 to Rh5."),
        ("block-check", "4k3/1p6/8/r6K/8/1PP5/8/8 w - - 0 1", 4,
         "Check along the 5th rank, blocked by b3-b5 or c3-c5."),
    ],
    "semitorpedo": [
        ("start", START, 4, "Start position: from ply 3 on, pawns on the 3rd rank double-step."),
        ("semitorpedo-ranks", "4k3/2p5/1p4p1/4p3/5P2/P2P4/4P1P1/R3K2R w KQ - 0 1", 4,
         "Double steps from ranks 2 and 3 (a3, d3; b6, g6), not from 4 (f4) or 5 (e5)."),
        ("ep-rank4", "r3k3/8/8/2pPp3/8/8/8/4K2R b q d4 0 1", 4,
         "White just played d3-d5: en passant on d4 by either black pawn."),
        ("ep-rank5-check", "r3k3/8/2n5/8/4Pp2/4K3/8/7R w - f5 0 1", 4,
         "Black just played f6-f4+ (check): e4xf5 en passant removes the checker."),
        ("ep-pin", "8/8/8/k2pP2R/8/8/8/4K3 b - e4 0 1", 4,
         "White just played e3-e5: d5xe4 en passant would expose the king on a5 to Rh5."),
        ("block-check", "4k3/1p6/8/r6K/8/1PP5/8/8 w - - 0 1", 4,
         "Check along the 5th rank, blocked by b3-b5 or c3-c5."),
        ("kiwipete", KIWIPETE, 3, "Kiwipete (CPW position 2)."),
    ],
    "pawnback": [
        ("start", START, 4, "Start position: from ply 3 on, advanced pawns step back."),
        ("retreats", "r3k3/1p1p4/2p5/8/3P4/1P3N2/5P2/4K2R w Kq - 0 1", 4,
         "Retreats (b3-b2 then b2-b4 again, d4-d3, black c6-c7), f2 and b7/d7 cannot retreat."),
        ("pins", "4r1k1/8/8/b7/4P3/2P5/8/4K3 w - - 0 1", 4,
         "e4 pinned on the file may retreat to e3; c3 pinned on the diagonal may not move."),
        ("block-check", "r3k3/b7/8/8/4P3/5P2/8/1N4K1 w q - 0 1", 4,
         "Check on the a7-g1 diagonal blocked by a retreat (e4-e3, f3-f2)."),
        ("black-retreat", "6k1/8/3p4/b7/3pP3/2p5/8/R3K3 b Q e3 0 1", 4,
         "Black retreats (c3-c4 discovers check, d4-d5, d6-d7) and d4xe3 en passant."),
        ("kiwipete", KIWIPETE, 3, "Kiwipete (CPW position 2)."),
    ],
    "pawnsideways": [
        ("start", START, 4, "Start position: sideways moves from ply 1, double step after a slide."),
        ("slides", "r3k3/pP6/8/2pP1p2/8/8/P6P/4K2R w Kq - 0 1", 4,
         "Slides on ranks 2, 5 and 7 (no promotion sideways), edge pawns slide one way only."),
        ("pins", "r6k/8/P7/8/K1P4r/1P6/8/3b4 w - - 0 1", 4,
         "c4 pinned on the rank may slide along it; a6 (file pin) and b3 (diagonal pin) may not."),
        ("block-check", "4r1k1/8/8/8/5P2/3P4/8/4K3 w - - 0 1", 4,
         "Check on the e-file blocked by a slide (d3-e3, f4-e4)."),
        ("no-ep-after-slide", "4k2r/8/8/3P1p2/8/8/8/R3K3 b Qk - 0 1", 4,
         "f5-e5 lands beside d5 but is no double step: no en passant."),
        ("kiwipete", KIWIPETE, 3, "Kiwipete (CPW position 2)."),
    ],
    "selfcapture": [
        ("start", START, 3, "Start position: 19 self-captures at ply 1."),
        ("corner-minor", "r3k2r/6b1/1n6/8/8/1N6/6B1/R3K2R w KQkq - 0 1", 3,
         "Own rooks on their corners taken by own knight/bishop: that castling right goes."),
        ("corner-rooks", "r3k2r/8/8/r6R/8/8/8/R3K2R w KQkq - 0 1", 3,
         "Rh5xh1 / Ra5xa8 put a rook back on the corner, but the castling right is gone."),
        ("king-selfcapture", "5r1k/8/8/8/1b6/8/3PNP2/3QKR2 w - - 0 1", 4,
         "King takes own pieces: d1, e2, f1 safe; d2 (Bb4) and f2 (Rf8) attacked."),
        ("promote", "nNB1k3/1P6/8/8/8/8/6p1/4Kb1N w - - 0 1", 4,
         "Pawn self-capture onto the last rank promotes (b7xc8, g2xf1)."),
        ("check-escape", "3qkb2/3p1p2/8/B1N5/8/8/8/4R1K1 b - - 0 1", 4,
         "In check: the king escapes by taking its own f8 bishop or f7 pawn (d8, d7 attacked)."),
        ("kiwipete", KIWIPETE, 3, "Kiwipete (CPW position 2)."),
    ],
    "nocastle10": [
        ("start", START, 4, "Start position (same counts as chess)."),
        ("castle-w10", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 10", 4,
         "White's move 10: no castling at plies 1-2; both sides may castle from ply 3."),
        ("castle-w11", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 11", 4,
         "White's move 11: as chess."),
        ("castle-b10", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 10", 4,
         "Black's move 10: Black cannot castle at ply 1; White (move 11) may at ply 2."),
        ("castle-b11", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 11", 4,
         "Black's move 11: as chess."),
        ("kiwipete-w10", KIWIPETE.replace(" 0 1", " 0 10"), 3,
         "Kiwipete at White's move 10: castling first possible at ply 3."),
        ("kiwipete-b10", KIWIPETE.replace(" w ", " b ").replace(" 0 1", " 0 10"), 3,
         "Kiwipete with Black to move at move 10: White may castle at ply 2, Black at ply 3."),
        ("pos-5-move8", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3,
         "CPW position 5 at move 8: no castling anywhere in the tree (chess: 44, 1486, 62379)."),
    ],
}


def write_battery(variant, outdir, gen, paranoid):
    rules = Rules(variant)
    entries = BATTERY[variant]
    lines = [
        "# Positions for the generic battery on %s (a rule variation of chess: RULES.md, "
        "'Rule variations')." % variant,
        "# Source: independent Python generator tests/support/variation_perft.py (10x12 mailbox,",
        "# pseudo-legal moves + 'is my king attacked' test, written without looking at boardlab's",
        "# move generator; its chess mode reproduces the CPW perft counts). Regenerate with:",
        "#   pypy3 tests/support/variation_perft.py --battery %s    (python3 works, slower)"
        % variant,
        "# Cross-check: tests/support/variation_perft.py --selfcheck %s (same counts with a "
        "second," % variant,
        "# slower legality test and for the colour-flipped positions).",
        "# Hand-checked: perft 1 of %s;" % ", ".join(HAND_CHECKED.get(variant, [])),
        "# move lists and reasoning in tests/support/variation_perft_handcheck.md.",
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



def selfcheck(variants):
    """For every battery position: the counts must be the same with the --paranoid legality test
    and for the colour-flipped position (nocastle10: only where the full-move number cannot
    matter differently, since flipping changes which side moves first in a full move)."""
    ok = True
    for v in variants:
        rules = Rules(v)
        for ident, fen, depth, _ in BATTERY[v]:
            pos = Position.from_fen(fen)
            mirror = pos.mirrored()
            assert mirror.mirrored().fen() == pos.fen()
            use_mirror = not (v == "nocastle10" and pos.full < 11 and
                              pos.full + (depth + 1) // 2 >= 11)
            for d in range(1, depth + 1):
                n = perft(pos, rules, d)
                p = perft(pos, rules, d, legal_moves_paranoid)
                m = perft(mirror, rules, d) if use_mirror else n
                good = n == p == m
                ok &= good
                print("%-13s %-18s d%d %8d paranoid %8d mirror %8s %s" % (
                    v, ident, d, n, p, m if use_mirror else "-", "ok" if good else "MISMATCH"),
                    flush=True)
    print("selfcheck", "passed" if ok else "FAILED")
    return ok

HAND_CHECKED = {
    "torpedo": ["torpedo-ranks", "ep-rank4", "ep-rank6", "ep-rank3-check", "promote", "ep-pin",
                "block-check"],
    "semitorpedo": ["semitorpedo-ranks", "ep-rank4", "ep-rank5-check", "ep-pin", "block-check"],
    "pawnback": ["retreats", "pins", "block-check", "black-retreat"],
    "pawnsideways": ["slides", "pins", "block-check", "no-ep-after-slide"],
    "selfcapture": ["start", "corner-rooks", "king-selfcapture", "promote", "check-escape"],
    "nocastle10": ["castle-w10", "castle-w11", "castle-b10"],
}


def main(argv):
    paranoid = "--paranoid" in argv
    argv = [a for a in argv if a != "--paranoid"]
    gen = legal_moves_paranoid if paranoid else legal_moves
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    if argv[0] == "--validate":
        return 0 if validate(gen) else 1
    if argv[0] == "--selfcheck":
        return 0 if selfcheck(argv[1:] or sorted(BATTERY)) else 1
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
