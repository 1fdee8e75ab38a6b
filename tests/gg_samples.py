"""Real GGPoker hands for the history tests, copied from public repositories (the names are GGPoker's own
anonymised ids; the export's trailing space after each ``Dealt to NAME`` is left out here and put back by
:func:`as_exported`).

Sources:

- ``koleCar/poker-hand-converter``, ``gg-hh/GG20260217-0518 - NLHPurple11 - 0.25 - 0.5 - 6max.txt``
  (commit 2ab2acd7de19e37ab55763a0ae0b7f4db3e0fc13): a GGPoker Rush & Cash export of February 2026;
- the same repository, ``fixtures/samples/ggpoker/02-repo-cash-rushcash-GG20260217-0406 - NLHPurple6 -
  0.25 - 0.5 - 6max.txt`` (commit ca86059ee2640188e0cd7e8214defc6b5b940f7a), a byte-identical copy of
  ``gg-hh/GG20260217-0406 ...``;
- ``jejellyroll-fr/fpdb-3`` (the fpdb tracker's regression files, AGPL-3.0),
  ``regression-test-files/tour/GGPoker/Flop/NLHE-8max-MTT-USD-250-202006.txt`` and
  ``NLHE-8max-MTT-USD-1050-202104.extra.space.txt``, and
  ``regression-test-files/cash/GGPoker/Flop/PLO-6max-USD-0.50-1.00-202004.txt`` and
  ``PLO-6max-USD-0.01-0.02-202104.STP.txt`` (commit 73e75ffe).
"""

# ruff: noqa: E501  (the real headers run past 120 characters, and are kept whole)

from __future__ import annotations

import re

#: HD2735974214 (NLHPurple11): everyone folds to the big blind, whose uncalled half is returned.
WALK = """\
Poker Hand #HD2735974214: Hold'em No Limit ($0.25/$0.5) - 2026/02/17 06:46:38
Table 'NLHPurple11' 6-max Seat #1 is the button
Seat 1: 4d960f58 ($25.41 in chips)
Seat 2: 7237e80c ($50 in chips)
Seat 3: df499cc3 ($111.98 in chips)
Seat 4: Hero ($50.75 in chips)
Seat 5: e82767e ($59.66 in chips)
Seat 6: 6d09f27f ($97.68 in chips)
7237e80c: posts small blind $0.25
df499cc3: posts big blind $0.5
*** HOLE CARDS ***
Dealt to 4d960f58
Dealt to 7237e80c
Dealt to df499cc3
Dealt to Hero [6c 9c]
Dealt to e82767e
Dealt to 6d09f27f
Hero: folds
e82767e: folds
6d09f27f: folds
4d960f58: folds
7237e80c: folds
Uncalled bet ($0.25) returned to df499cc3
*** SHOWDOWN ***
df499cc3 collected $0.5 from pot
*** SUMMARY ***
Total pot $0.5 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Seat 1: 4d960f58 (button) folded before Flop (didn't bet)
Seat 2: 7237e80c (small blind) folded before Flop
Seat 3: df499cc3 (big blind) collected ($0.5)
Seat 4: Hero folded before Flop (didn't bet)
Seat 5: e82767e folded before Flop (didn't bet)
Seat 6: 6d09f27f folded before Flop (didn't bet)
"""

#: HD2735972142 (NLHPurple11): an all-in on the flop; the big blind chooses GGPoker's EV Cashout on the turn,
#: wins the pot and pays the cashout risk back ($84.49 collected less $19: $65.49, its stack in the next
#: hand, HD2735972256).
EV_CASHOUT = """\
Poker Hand #HD2735972142: Hold'em No Limit ($0.25/$0.5) - 2026/02/17 06:24:30
Table 'NLHPurple11' 6-max Seat #3 is the button
Seat 1: 4d960f58 ($54.65 in chips)
Seat 2: b65c35c8 ($53.59 in chips)
Seat 3: 364e5533 ($50 in chips)
Seat 4: Hero ($50 in chips)
Seat 5: d31522d6 ($44.37 in chips)
Seat 6: 6d09f27f ($85.04 in chips)
Hero: posts small blind $0.25
d31522d6: posts big blind $0.5
*** HOLE CARDS ***
Dealt to 4d960f58
Dealt to b65c35c8
Dealt to 364e5533
Dealt to Hero [Qs 8h]
Dealt to d31522d6
Dealt to 6d09f27f
6d09f27f: folds
4d960f58: raises $0.6 to $1.1
b65c35c8: folds
364e5533: folds
Hero: folds
d31522d6: raises $2.4 to $3.5
4d960f58: raises $5.5 to $9
d31522d6: calls $5.5
*** FLOP *** [Jc 7s 9s]
d31522d6: checks
4d960f58: bets $6
d31522d6: raises $29.37 to $35.37 and is all-in
4d960f58: calls $29.37
d31522d6: shows [Kd Qd] (King high)
4d960f58: shows [Ac As] (a pair of Aces)
*** TURN *** [Jc 7s 9s] [Ts]
d31522d6: Chooses to EV Cashout
*** RIVER *** [Jc 7s 9s Ts] [Ah]
d31522d6: Pays Cashout Risk ($19)
*** SHOWDOWN ***
d31522d6 collected $84.49 from pot
*** SUMMARY ***
Total pot $88.99 | Rake $4 | Jackpot $0.5 | Bingo $0 | Fortune $0 | Tax $0
Board [Jc 7s 9s Ts Ah]
Seat 1: 4d960f58 showed [Ac As] and lost with three of a kind, Aces
Seat 2: b65c35c8 folded before Flop (didn't bet)
Seat 3: 364e5533 (button) folded before Flop (didn't bet)
Seat 4: Hero (small blind) folded before Flop
Seat 5: d31522d6 (big blind) showed [Kd Qd] and won ($84.49) with a straight, Ace to Ten, Cashout Risk ($19)
Seat 6: 6d09f27f folded before Flop (didn't bet)
"""

#: HD2735913251 (NLHPurple6): all-in on the flop, run twice (``*** FIRST FLOP ***`` for the shared flop).
RUN_TWICE = """\
Poker Hand #HD2735913251: Hold'em No Limit ($0.25/$0.5) - 2026/02/17 05:12:34
Table 'NLHPurple6' 6-max Seat #4 is the button
Seat 1: 47f2ed4e ($56.7 in chips)
Seat 2: 78bde3c3 ($57.43 in chips)
Seat 3: d662bce8 ($149.24 in chips)
Seat 4: Hero ($50 in chips)
Seat 5: 1bf42065 ($54.88 in chips)
Seat 6: d971c0c0 ($26.16 in chips)
1bf42065: posts small blind $0.25
d971c0c0: posts big blind $0.5
*** HOLE CARDS ***
Dealt to 47f2ed4e
Dealt to 78bde3c3
Dealt to d662bce8
Dealt to Hero [4s Ks]
Dealt to 1bf42065
Dealt to d971c0c0
47f2ed4e: folds
78bde3c3: folds
d662bce8: folds
Hero: raises $0.75 to $1.25
1bf42065: folds
d971c0c0: calls $0.75
*** FIRST FLOP *** [3s 6s 2d]
d971c0c0: checks
Hero: bets $0.91
d971c0c0: raises $2.29 to $3.2
Hero: raises $4.3 to $7.5
d971c0c0: raises $17.41 to $24.91 and is all-in
Hero: calls $17.41
d971c0c0: shows [3d 2h] (two pair, Threes and Twos)
Hero: shows [4s Ks] (King high)
*** FIRST TURN *** [3s 6s 2d] [7d]
*** FIRST RIVER *** [3s 6s 2d 7d] [6h]
*** SECOND TURN *** [3s 6s 2d] [5d]
*** SECOND RIVER *** [3s 6s 2d 5d] [Kh]
*** FIRST SHOWDOWN ***
d971c0c0 collected $24.74 from pot
*** SECOND SHOWDOWN ***
Hero collected $24.73 from pot
*** SUMMARY ***
Total pot $52.57 | Rake $2.6 | Jackpot $0.5 | Bingo $0 | Fortune $0 | Tax $0
Hand was run two times
FIRST Board [3s 6s 2d 7d 6h]
SECOND Board [5d Kh]
Seat 1: 47f2ed4e folded before Flop (didn't bet)
Seat 2: 78bde3c3 folded before Flop (didn't bet)
Seat 3: d662bce8 folded before Flop (didn't bet)
Seat 4: Hero (button) showed [4s Ks] and lost with a pair of Sixes, and won ($24.73)
Seat 5: 1bf42065 (small blind) folded before Flop
Seat 6: d971c0c0 (big blind) showed [3d 2h] and won ($24.74) with two pair, Sixes and Threes, and lost
"""

#: HD2735976328 (NLHPurple6): a short all-in, a side pot, and three flushes splitting the main pot.
SPLIT_POTS = """\
Poker Hand #HD2735976328: Hold'em No Limit ($0.25/$0.5) - 2026/02/17 05:39:23
Table 'NLHPurple6' 6-max Seat #4 is the button
Seat 1: 1b544311 ($3.06 in chips)
Seat 2: 2398605c ($48.37 in chips)
Seat 3: 91528bfc ($50 in chips)
Seat 4: Hero ($55.72 in chips)
Seat 5: c991f8de ($27.14 in chips)
Seat 6: d971c0c0 ($29.64 in chips)
c991f8de: posts small blind $0.25
d971c0c0: posts big blind $0.5
*** HOLE CARDS ***
Dealt to 1b544311
Dealt to 2398605c
Dealt to 91528bfc
Dealt to Hero [Th Qh]
Dealt to c991f8de
Dealt to d971c0c0
1b544311: raises $0.5 to $1
2398605c: calls $1
91528bfc: folds
Hero: calls $1
c991f8de: folds
d971c0c0: raises $4.25 to $5.25
1b544311: calls $2.06 and is all-in
2398605c: calls $4.25
Hero: calls $4.25
*** FLOP *** [9d Kd 2d]
d971c0c0: checks
2398605c: checks
Hero: checks
*** TURN *** [9d Kd 2d] [4d]
d971c0c0: checks
2398605c: bets $2.25
Hero: folds
d971c0c0: calls $2.25
*** RIVER *** [9d Kd 2d 4d] [5d]
d971c0c0: checks
2398605c: checks
d971c0c0: shows [Tc Ts] (a flush King high)
1b544311: shows [Qd Ks] (a flush King high)
2398605c: shows [Kc Jc] (a flush King high)
*** SHOWDOWN ***
1b544311 collected $11.59 from pot
d971c0c0 collected $5.16 from pot
2398605c collected $5.11 from pot
*** SUMMARY ***
Total pot $23.56 | Rake $1.2 | Jackpot $0.5 | Bingo $0 | Fortune $0 | Tax $0
Board [9d Kd 2d 4d 5d]
Seat 1: 1b544311 showed [Qd Ks] and won ($11.59) with a flush King high
Seat 2: 2398605c showed [Kc Jc] and won ($5.11) with a flush King high
Seat 3: 91528bfc folded before Flop (didn't bet)
Seat 4: Hero (button) folded on the Turn
Seat 5: c991f8de (small blind) folded before Flop
Seat 6: d971c0c0 (big blind) showed [Tc Ts] and won ($5.16) with a flush King high
"""

#: HD2735975848 (NLHPurple6): a player new to the table posts a big blind out of position.
POSTED_BIG_BLIND = """\
Poker Hand #HD2735975848: Hold'em No Limit ($0.25/$0.5) - 2026/02/17 05:35:09
Table 'NLHPurple6' 6-max Seat #3 is the button
Seat 1: 1b544311 ($4.56 in chips)
Seat 2: 2398605c ($50 in chips)
Seat 3: 91528bfc ($50 in chips)
Seat 4: Hero ($56.33 in chips)
Seat 5: c991f8de ($28.39 in chips)
Seat 6: d971c0c0 ($24.6 in chips)
Hero: posts small blind $0.25
c991f8de: posts big blind $0.5
2398605c: posts big blind $0.5
*** HOLE CARDS ***
Dealt to 1b544311
Dealt to 2398605c
Dealt to 91528bfc
Dealt to Hero [3h Jd]
Dealt to c991f8de
Dealt to d971c0c0
d971c0c0: calls $0.5
1b544311: folds
2398605c: checks
91528bfc: folds
Hero: folds
c991f8de: checks
*** FLOP *** [Qs 7c Jc]
c991f8de: checks
d971c0c0: bets $1.32
2398605c: folds
c991f8de: folds
Uncalled bet ($1.32) returned to d971c0c0
*** SHOWDOWN ***
d971c0c0 collected $1.67 from pot
*** SUMMARY ***
Total pot $1.75 | Rake $0.08 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Board [Qs 7c Jc]
Seat 1: 1b544311 folded before Flop (didn't bet)
Seat 2: 2398605c folded on the Flop
Seat 3: 91528bfc (button) folded before Flop (didn't bet)
Seat 4: Hero (small blind) folded before Flop
Seat 5: c991f8de (big blind) folded on the Flop
Seat 6: d971c0c0 won ($1.67)
"""

#: TM247771977 (fpdb's NLHE-8max-MTT-USD-250-202006.txt): a tournament hand heads-up, antes, no rake line.
TOURNAMENT = """\
Poker Hand #TM247771977: Tournament #5259595, Daily Special $250 Hold'em No Limit - Level2 (60/120) - 2020/06/02 19:17:33
Table '6' 8-max Seat #1 is the button
Seat 1: Hero (10,000 in chips)
Seat 2: a9055bd5 (23,639 in chips)
Hero: posts the ante 18
a9055bd5: posts the ante 18
Hero: posts small blind 60
a9055bd5: posts big blind 120
*** HOLE CARDS ***
Dealt to Hero [Qh Jh]
Dealt to a9055bd5
Hero: raises 156 to 276
a9055bd5: calls 156
*** FLOP *** [4h Ts Qs]
a9055bd5: checks
Hero: bets 294
a9055bd5: folds
Uncalled bet (294) returned to Hero
*** SHOWDOWN ***
Hero collected 588 from pot
*** SUMMARY ***
Total pot 588
Board [4h Ts Qs]
Seat 1: Hero (small blind) won (588)
Seat 2: a9055bd5 (big blind) folded on the Flop
"""

#: TM600571038 (fpdb's NLHE-8max-MTT-USD-1050-202104.extra.space.txt): three spaces before the level, and
#: ``Level14(300/600)`` with none before its stakes.
TOURNAMENT_SPACES = """\
Poker Hand #TM600571038: Tournament #25313426, H-04: $1,050 GGMasters High Rollers Hold'em No Limit   - Level14(300/600) - 2021/04/04 20:43:56
Table '137' 8-max Seat #8 is the button
Seat 2: e15d8ef6 (21,929 in chips)
Seat 3: 69040cb9 (19,005 in chips)
Seat 4: Hero (13,820 in chips)
Seat 5: e8b93b44 (41,343 in chips)
Seat 6: c8acdd97 (15,879 in chips)
Seat 7: 47309291 (9,690 in chips)
Seat 8: 31afb6e2 (46,372 in chips)
Hero: posts the ante 75
c8acdd97: posts the ante 75
e15d8ef6: posts the ante 75
e8b93b44: posts the ante 75
69040cb9: posts the ante 75
47309291: posts the ante 75
31afb6e2: posts the ante 75
e15d8ef6: posts small blind 300
69040cb9: posts big blind 600
*** HOLE CARDS ***
Dealt to e15d8ef6
Dealt to 69040cb9
Dealt to Hero [Kc Jc]
Dealt to e8b93b44
Dealt to c8acdd97
Dealt to 47309291
Dealt to 31afb6e2
Hero: raises 600 to 1,200
e8b93b44: folds
c8acdd97: folds
47309291: folds
31afb6e2: folds
e15d8ef6: folds
69040cb9: calls 600
*** FLOP *** [Kd 9s 7h]
69040cb9: checks
Hero: bets 1,665
69040cb9: calls 1,665
*** TURN *** [Kd 9s 7h] [7c]
69040cb9: bets 2,164
Hero: calls 2,164
*** RIVER *** [Kd 9s 7h 7c] [8h]
69040cb9: checks
Hero: bets 8,716 and is all-in
69040cb9: calls 8,716
Hero: shows [Kc Jc] (Pair of Kings and Pair of Sevens)
69040cb9: shows [9d 8s] (Pair of Nines and Pair of Eights)
*** SHOWDOWN ***
Hero collected 28,315 from pot
*** SUMMARY ***
Total pot 28,315 | Rake 0 | Jackpot 0 | Bingo 0
Board [Kd 9s 7h 7c 8h]
Seat 2: e15d8ef6 (small blind) folded before Flop
Seat 3: 69040cb9 (big blind) showed [9d 8s] and lost with Pair of Nines and Pair of Eights
Seat 4: Hero showed [Kc Jc] and won (28,315) with Pair of Kings and Pair of Sevens
Seat 5: e8b93b44 folded before Flop
Seat 6: c8acdd97 folded before Flop
Seat 7: 47309291 folded before Flop
Seat 8: 31afb6e2 (button) folded before Flop
"""

#: TM247774746 (the same file): the header names level 4's stakes (90/180) while the hand posts level 3's
#: blinds (80/160), and a raise of 160 over the big blind is a full raise.
LEVEL_STAKES = """\
Poker Hand #TM247774746: Tournament #5259595, Daily Special $250 Hold'em No Limit - Level4 (90/180) - 2020/06/02 19:37:42
Table '6' 8-max Seat #1 is the button
Seat 1: Hero (4,028 in chips)
Seat 2: 841f9992 (13,731 in chips)
Seat 3: 5d46d288 (16,493 in chips)
Seat 4: 326ed8a3 (10,869 in chips)
Seat 5: ae0045c4 (10,456 in chips)
Seat 6: 4c7cfe42 (9,975 in chips)
Seat 7: c4607254 (7,367 in chips)
Seat 8: 4e885360 (23,737 in chips)
326ed8a3: posts the ante 25
841f9992: posts the ante 25
4e885360: posts the ante 25
4c7cfe42: posts the ante 25
ae0045c4: posts the ante 25
5d46d288: posts the ante 25
c4607254: posts the ante 25
Hero: posts the ante 25
841f9992: posts small blind 80
5d46d288: posts big blind 160
*** HOLE CARDS ***
Dealt to Hero [Ks Kc]
Dealt to 841f9992
Dealt to 5d46d288
Dealt to 326ed8a3
Dealt to ae0045c4
Dealt to 4c7cfe42
Dealt to c4607254
Dealt to 4e885360
326ed8a3: raises 160 to 320
ae0045c4: folds
4c7cfe42: folds
c4607254: folds
4e885360: folds
Hero: calls 320
841f9992: folds
5d46d288: calls 160
*** FLOP *** [Kh 2h Qh]
5d46d288: checks
326ed8a3: checks
Hero: bets 409
5d46d288: calls 409
326ed8a3: folds
*** TURN *** [Kh 2h Qh] [6h]
5d46d288: checks
Hero: checks
*** RIVER *** [Kh 2h Qh 6h] [7h]
5d46d288: bets 2,058
Hero: folds
Uncalled bet (2,058) returned to 5d46d288
*** SHOWDOWN ***
5d46d288 collected 2,058 from pot
*** SUMMARY ***
Total pot 2,058
Board [Kh 2h Qh 6h 7h]
Seat 1: Hero (button) folded on the River
Seat 2: 841f9992 (small blind) folded before Flop
Seat 3: 5d46d288 (big blind) won (2,058)
Seat 4: 326ed8a3 folded on the Flop
Seat 5: ae0045c4 folded before Flop
Seat 6: 4c7cfe42 folded before Flop
Seat 7: c4607254 folded before Flop
Seat 8: 4e885360 folded before Flop
"""

#: OM181427480's header and seats (fpdb's PLO-6max-USD-0.50-1.00-202004.txt): an Omaha hand, which is read
#: as far as its seats and reported as a game not played here.
OMAHA = """\
Poker Hand #OM181427480: Omaha Pot Limit ($0.5/$1) - 2020/04/14 07:58:23
Table 'PLOBronze12' 6-max Seat #2 is the button
Seat 1: b84ff923 ($87.19 in chips)
Seat 2: Hero ($90 in chips)
Seat 3: 23aca38f ($17 in chips)
Seat 4: b673c93c ($25.18 in chips)
Seat 5: 6da5da63 ($21 in chips)
Seat 6: e0ced697 ($115.97 in chips)
23aca38f: posts small blind $0.5
b673c93c: posts big blind $1
"""

#: GGPoker's lines of all-in insurance (OM181427480) and a cash drop (RC58843003), as the fpdb files above
#: write them in Omaha hands.
INSURANCE_LINES = (
    "23aca38f: get an all-in insurance (premium ($0/$4/$0) for ($0/$10.8/$0) - (Mandatory/Main/Sub))",
    "23aca38f: pay premium of all-in insurance ($4)",
)
CASH_DROP_LINE = "Cash Drop to Pot : total $0.2"

#: Every real hold'em hand above.
HOLDEM = (
    WALK,
    EV_CASHOUT,
    SPLIT_POTS,
    POSTED_BIG_BLIND,
    TOURNAMENT,
    TOURNAMENT_SPACES,
    LEVEL_STAKES,
)


def as_exported(text: str) -> str:
    """The text as GGPoker's 2026 export writes it: a space after each ``Dealt to NAME`` without cards."""
    return re.sub(r"^(Dealt to [^\[\n]+)$", r"\1 ", text, flags=re.M)
