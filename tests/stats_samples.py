"""Four PokerStars hands of three players written for the statistics tests, counted by hand in
tests/history/test_stats.py (chips, no rake: each hand's amounts add up)."""

from __future__ import annotations

HEADER = "PokerStars Hand #{n}:  Hold'em No Limit (1/2) - 2025/01/01 12:0{n}:00 ET\n"
SEATS = (
    "Table 'Count' 3-max Seat #{button} is the button\n"
    "Seat 1: Ann (100 in chips)\nSeat 2: Bob (100 in chips)\nSeat 3: Cy (100 in chips)\n"
)

#: Ann (button) opens, Bob (small blind) folds, Cy (big blind) 3-bets, Ann calls; Cy bets the flop and
#: calls Ann's raise, checks and calls the turn all-in; Ann wins at the showdown.
H1 = (
    HEADER.format(n=1)
    + SEATS.format(button=1)
    + """Bob: posts small blind 1
Cy: posts big blind 2
*** HOLE CARDS ***
Ann: raises 4 to 6
Bob: folds
Cy: raises 12 to 18
Ann: calls 12
*** FLOP *** [2c 7d 9h]
Cy: bets 20
Ann: raises 40 to 60
Cy: calls 40
*** TURN *** [2c 7d 9h] [Jc]
Cy: checks
Ann: bets 22 and is all-in
Cy: calls 22 and is all-in
*** RIVER *** [2c 7d 9h Jc] [3s]
*** SHOW DOWN ***
Ann: shows [As Ad] (a pair of Aces)
Cy: shows [Ks Kd] (a pair of Kings)
Ann collected 201 from pot
*** SUMMARY ***
Total pot 201 | Rake 0
Board [2c 7d 9h Jc 3s]
Seat 1: Ann (button) showed [As Ad] and won (201) with a pair of Aces
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cy (big blind) showed [Ks Kd] and lost with a pair of Kings
"""
)

#: A walk: Bob (button) and Cy (small blind) fold to Ann (big blind), who has no decision.
H2 = (
    HEADER.format(n=2)
    + SEATS.format(button=2)
    + """Cy: posts small blind 1
Ann: posts big blind 2
*** HOLE CARDS ***
Bob: folds
Cy: folds
Uncalled bet (1) returned to Ann
Ann collected 2 from pot
*** SUMMARY ***
Total pot 2 | Rake 0
Seat 1: Ann (big blind) collected (2)
Seat 2: Bob (button) folded before Flop (didn't bet)
Seat 3: Cy (small blind) folded before Flop
"""
)

#: Cy (button) limps, Ann (small blind) completes, Bob (big blind) checks; Bob bets the flop, Cy calls, Ann
#: folds; Cy bets the turn and Bob folds: no showdown.
H3 = (
    HEADER.format(n=3)
    + SEATS.format(button=3)
    + """Ann: posts small blind 1
Bob: posts big blind 2
*** HOLE CARDS ***
Cy: calls 2
Ann: calls 1
Bob: checks
*** FLOP *** [Kh 8s 4d]
Ann: checks
Bob: bets 4
Cy: calls 4
Ann: folds
*** TURN *** [Kh 8s 4d] [5c]
Bob: checks
Cy: bets 10
Bob: folds
Uncalled bet (10) returned to Cy
Cy collected 14 from pot
*** SUMMARY ***
Total pot 14 | Rake 0
Board [Kh 8s 4d 5c]
Seat 1: Ann (small blind) folded on the Flop
Seat 2: Bob (big blind) folded on the Turn
Seat 3: Cy (button) collected (14)
"""
)

#: Ann (button) opens, Bob (small blind) 3-bets, Cy (big blind) folds facing two raises, Ann folds.
H4 = (
    HEADER.format(n=4)
    + SEATS.format(button=1)
    + """Bob: posts small blind 1
Cy: posts big blind 2
*** HOLE CARDS ***
Ann: raises 4 to 6
Bob: raises 14 to 20
Cy: folds
Ann: folds
Uncalled bet (14) returned to Bob
Bob collected 14 from pot
*** SUMMARY ***
Total pot 14 | Rake 0
Seat 1: Ann (button) folded before Flop
Seat 2: Bob (small blind) collected (14)
Seat 3: Cy (big blind) folded before Flop
"""
)

HANDS = "\n\n".join((H1, H2, H3, H4))
