"""Small PokerStars hands, one or two line forms each, for the history tests (amounts add up: each replays to
the result it states)."""

from __future__ import annotations

#: A cash hand: a raise, an uncalled bet returned, a pot won without a showdown, the rake.
CASH = """\
PokerStars Hand #200000000001:  Hold'em No Limit ($0.05/$0.10 USD) - 2025/01/02 10:00:00 ET
Table 'Alpha' 6-max Seat #1 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cy ($5.50 in chips)
Bob: posts small blind $0.05
Cy: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Ann [As Ks]
Ann: raises $0.20 to $0.30
Bob: folds
Cy: calls $0.20
*** FLOP *** [Ah 7d 2c]
Cy: checks
Ann: bets $0.40
Cy: calls $0.40
*** TURN *** [Ah 7d 2c] [9s]
Cy: checks
Ann: bets $1
Cy: folds
Uncalled bet ($1) returned to Ann
Ann collected $1.41 from pot
Ann: doesn't show hand
*** SUMMARY ***
Total pot $1.45 | Rake $0.04
Board [Ah 7d 2c 9s]
Seat 1: Ann (button) collected ($1.41)
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cy (big blind) folded on the Turn
"""

#: A tournament hand: antes, a sitting-out player dealt in (it posts and folds), all-ins, a side pot,
#: shows at the showdown after the runout, tournament news.
TOURNAMENT = """\
PokerStars Hand #200000000002: Tournament #999, $10+$1 USD Hold'em No Limit - Level II (15/30) - 2025/01/02 10:05:00 ET
Table '999 1' 9-max Seat #3 is the button
Seat 1: Ann (500 in chips)
Seat 2: Bob (200 in chips)
Seat 3: Cy (1000 in chips)
Seat 4: Dee (300 in chips) is sitting out
Ann: posts the ante 5
Bob: posts the ante 5
Cy: posts the ante 5
Dee: posts the ante 5
Dee: posts small blind 15
Ann: posts big blind 30
*** HOLE CARDS ***
Dealt to Cy [Kh Kd]
Bob: raises 165 to 195 and is all-in
Cy: raises 300 to 495
Dee: folds
Ann: calls 465 and is all-in
*** FLOP *** [2c 7d 9h]
*** TURN *** [2c 7d 9h] [Jc]
*** RIVER *** [2c 7d 9h Jc] [3s]
*** SHOW DOWN ***
Ann: shows [Ah Qd] (high card Ace)
Cy: shows [Kh Kd] (a pair of Kings)
Cy collected 600 from side pot
Bob: shows [5s 5d] (a pair of Fives)
Cy collected 620 from main pot
Bob finished the tournament in 4th place
Ann finished the tournament in 3rd place
*** SUMMARY ***
Total pot 1220 Main pot 620. Side pot 600. | Rake 0
Board [2c 7d 9h Jc 3s]
Seat 1: Ann (big blind) showed [Ah Qd] and lost with high card Ace
Seat 2: Bob showed [5s 5d] and lost with a pair of Fives
Seat 3: Cy (button) showed [Kh Kd] and won (1220) with a pair of Kings
Seat 4: Dee (small blind) folded before Flop
"""

#: Five-card draw: the hero's discards and new cards, another player's count, four cards drawn (PokerStars
#: allows five), the final hands shown.
DRAW = """\
PokerStars Hand #200000000003:  5 Card Draw Limit ($0.10/$0.20 USD) - 2025/01/02 10:10:00 ET
Table 'Delta' 6-max Seat #1 is the button
Seat 1: Ann ($4 in chips)
Seat 2: Bob ($4 in chips)
Seat 3: Cy ($4 in chips)
Bob: posts small blind $0.05
Cy: posts big blind $0.10
*** DEALING HANDS ***
Dealt to Ann [As 9d 7c 4h 2s]
Ann: raises $0.10 to $0.20
Bob: folds
Cy: calls $0.10
Cy: discards 2 cards
Ann: discards 4 cards [9d 7c 4h 2s]
Dealt to Ann [As] [Ad Kc Qh 3d]
Cy: bets $0.20
Ann: raises $0.20 to $0.40
Cy: calls $0.20
*** SHOW DOWN ***
Cy: shows [Jc Jd 8s 8h 5c] (two pair, Jacks and Eights)
Ann: shows [As Ad Kc Qh 3d] (a pair of Aces)
Cy collected $1.20 from pot
*** SUMMARY ***
Total pot $1.25 | Rake $0.05
Seat 1: Ann (button) showed [As Ad Kc Qh 3d] and lost with a pair of Aces
Seat 2: Bob (small blind) folded before the Draw
Seat 3: Cy (big blind) showed [Jc Jd 8s 8h 5c] and won ($1.20) with two pair, Jacks and Eights
"""

#: A returning player posts a dead small blind and a live big blind, a new one a big blind out of position
#: (R-BLIND-6); players leave, join and chat.
DEAD_BLINDS = """\
PokerStars Hand #200000000004:  Hold'em No Limit ($1/$2 USD) - 2025/01/02 10:15:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: Ann ($200 in chips)
Seat 2: Bob ($200 in chips)
Seat 3: Cy ($200 in chips)
Seat 5: Dee ($200 in chips)
Seat 6: Eve ($200 in chips)
Bob: posts small blind $1
Cy: posts big blind $2
Dee: posts small & big blinds $3
Eve: posts big blind $2
Fay: sits out
*** HOLE CARDS ***
Dealt to Eve [7h 2d]
Dee: checks
Eve: checks
Ann: folds
Bob: calls $1
Cy: checks
*** FLOP *** [Kd 8s 3c]
Bob: checks
Eve said, "hi all"
Cy: bets $6
Dee: folds
Eve: folds
Bob: folds
Uncalled bet ($6) returned to Cy
Gus joins the table at seat #4
Cy collected $8.55 from pot
Cy: doesn't show hand
Bob leaves the table
*** SUMMARY ***
Total pot $9 | Rake $0.45
Board [Kd 8s 3c]
Seat 1: Ann (button) folded before Flop (didn't bet)
Seat 2: Bob (small blind) folded on the Flop
Seat 3: Cy (big blind) collected ($8.55)
Seat 5: Dee folded on the Flop
Seat 6: Eve folded on the Flop
"""

#: A straddle (R-BLIND-8), a show and a muck whose cards the summary gives.
STRADDLE = """\
PokerStars Hand #200000000005:  Hold'em No Limit ($1/$2 USD) - 2025/01/02 10:20:00 ET
Table 'Gamma' 6-max Seat #1 is the button
Seat 1: Ann ($100 in chips)
Seat 2: Bob ($100 in chips)
Seat 3: Cy ($100 in chips)
Seat 4: Dee ($100 in chips)
Bob: posts small blind $1
Cy: posts big blind $2
Dee: posts straddle $4
*** HOLE CARDS ***
Ann: raises $8 to $12
Bob: folds
Cy: folds
Dee: calls $8
*** FLOP *** [2d 3d 4d]
Dee: checks
Ann: checks
*** TURN *** [2d 3d 4d] [5s]
Dee: checks
Ann: checks
*** RIVER *** [2d 3d 4d 5s] [9c]
Dee: checks
Ann: checks
*** SHOW DOWN ***
Dee: shows [Ac Kc] (a straight, Ace to Five)
Ann: mucks hand
Dee collected $26 from pot
*** SUMMARY ***
Total pot $27 | Rake $1
Board [2d 3d 4d 5s 9c]
Seat 1: Ann (button) mucked [Qs Qh]
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cy (big blind) folded before Flop
Seat 4: Dee showed [Ac Kc] and won ($26) with a straight, Ace to Five
"""

#: A hand run twice: two boards, each for half the pot.
RUN_TWICE = """\
PokerStars Hand #200000000006:  Hold'em No Limit (€1/€2 EUR) - 2025/01/02 10:25:00 ET
Table 'Epsilon' 6-max Seat #1 is the button
Seat 1: Ann (€100 in chips)
Seat 2: Bo (€100 in chips)
Ann: posts small blind €1
Bo: posts big blind €2
*** HOLE CARDS ***
Dealt to Ann [Jc Ac]
Ann: raises €98 to €100 and is all-in
Bo: calls €98 and is all-in
*** FIRST FLOP *** [Js 9h Jh]
*** FIRST TURN *** [Js 9h Jh] [Qs]
*** FIRST RIVER *** [Js 9h Jh Qs] [2d]
*** SECOND FLOP *** [Ks 9c 3h]
*** SECOND TURN *** [Ks 9c 3h] [4s]
*** SECOND RIVER *** [Ks 9c 3h 4s] [5h]
*** FIRST SHOW DOWN ***
Ann: shows [Jc Ac] (three of a kind, Jacks)
Bo: shows [Kd Kh] (two pair, Kings and Jacks)
Ann collected €99 from pot
*** SECOND SHOW DOWN ***
Ann: shows [Jc Ac] (high card Ace)
Bo: shows [Kd Kh] (three of a kind, Kings)
Bo collected €99 from pot
*** SUMMARY ***
Total pot €200 | Rake €2
Hand was run twice
FIRST Board [Js 9h Jh Qs 2d]
SECOND Board [Ks 9c 3h 4s 5h]
Seat 1: Ann (button) (small blind) showed [Jc Ac] and won (€99) with three of a kind, Jacks, and lost with high card Ace
Seat 2: Bo (big blind) showed [Kd Kh] and lost with two pair, Kings and Jacks, and won (€99) with three of a kind, Kings
"""

#: A cash-out: the loser of an all-in is paid its equity by the site, outside the pot.
CASH_OUT = """\
PokerStars Hand #200000000007: Hold'em No Limit ($0.05/$0.10 USD) - 2025/01/02 10:30:00 CET [2025/01/02 4:30:00 ET]
Table 'Wezen' 6-max Seat #3 is the button
Seat 1: Player1 ($13.53 in chips)
Seat 3: Player3 ($18.39 in chips)
Seat 4: Hero ($15.35 in chips)
Seat 5: Player5 ($3.67 in chips)
Hero: posts small blind $0.05
Player5: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Hero [9s 6s]
Player1: raises $0.20 to $0.30
Player3: raises $0.60 to $0.90
Hero: folds
Player5: folds
Player1: calls $0.60
*** FLOP *** [Qh Ad Ts]
Player1: bets $0.93
Player3: calls $0.93
*** TURN *** [Qh Ad Ts] [As]
Player1: bets $3.62
Player3: raises $3.78 to $7.40
Player1: raises $3.78 to $11.18
Player3: raises $3.78 to $14.96
Player1: calls $0.52 and is all-in
Uncalled bet ($3.26) returned to Player3
*** RIVER *** [Qh Ad Ts As] [Qd]
*** SHOW DOWN ***
Player1: shows [Qs Js] (a full house, Queens full of Aces)
Player3: shows [Th Tc] (a full house, Tens full of Aces)
Player1 collected $25.96 from pot
Player3 cashed out the hand for $22.77 | Cash Out Fee $0.46
*** SUMMARY ***
Total pot $27.21 | Rake $1.25
Board [Qh Ad Ts As Qd]
Seat 1: Player1 showed [Qs Js] and won ($25.96) with a full house, Queens full of Aces
Seat 3: Player3 (button) showed [Th Tc] and lost with a full house, Tens full of Aces (cashed out)
Seat 4: Hero (small blind) folded before Flop
Seat 5: Player5 (big blind) folded before Flop
"""


#: Pot-limit Omaha (R-HAND-8): Ann's ace of hearts on a board of four hearts is no flush (two hole cards and
#: three of the board), Cy's eight and six with the board's seven, nine and ten are a straight.
OMAHA = """\
PokerStars Hand #200000000101:  Omaha Pot Limit ($0.05/$0.10 USD) - 2025/01/02 11:00:00 ET
Table 'Beta' 6-max Seat #1 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cy ($10 in chips)
Bob: posts small blind $0.05
Cy: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Ann [Ah Kd Qc Js]
Ann: raises $0.25 to $0.35
Bob: folds
Cy: calls $0.25
*** FLOP *** [2h 7h 9h]
Cy: checks
Ann: bets $0.50
Cy: calls $0.50
*** TURN *** [2h 7h 9h] [Th]
Cy: checks
Ann: checks
*** RIVER *** [2h 7h 9h Th] [3c]
Cy: bets $1
Ann: calls $1
*** SHOW DOWN ***
Cy: shows [8c 8d 6s 5s] (a straight, Six to Ten)
Ann: shows [Ah Kd Qc Js] (high card Ace)
Cy collected $3.60 from pot
*** SUMMARY ***
Total pot $3.75 | Rake $0.15
Board [2h 7h 9h Th 3c]
Seat 1: Ann (button) showed [Ah Kd Qc Js] and lost with high card Ace
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cy (big blind) showed [8c 8d 6s 5s] and won ($3.60) with a straight, Six to Ten
"""

#: 6+ hold'em (short deck, R-HAND-10): an ante from each player and the button's one blind (R-BLIND-9), the first
#: to act left of the button; Bob's three eights beat Ann's straight, as PokerStars plays it.
SIX_PLUS = """\
PokerStars Hand #200000000102:  6+ Hold'em No Limit (Button Blind $1 - Ante $1 USD) - 2025/01/02 12:00:00 ET
Table 'Gamma' 6-max Seat #3 is the button
Seat 1: Ann ($50 in chips)
Seat 2: Bob ($50 in chips)
Seat 3: Cy ($50 in chips)
Ann: posts the ante $1
Bob: posts the ante $1
Cy: posts the ante $1
Cy: posts button blind $1
*** HOLE CARDS ***
Dealt to Ann [Jc Tc]
Ann: raises $2 to $3
Bob: calls $3
Cy: folds
*** FLOP *** [9d 8s 8h]
Ann: bets $4
Bob: calls $4
*** TURN *** [9d 8s 8h] [Kc]
Ann: checks
Bob: checks
*** RIVER *** [9d 8s 8h Kc] [Qd]
Ann: bets $10
Bob: calls $10
*** SHOW DOWN ***
Ann: shows [Jc Tc] (a straight, Nine to King)
Bob: shows [8d 6c] (three of a kind, Eights)
Bob collected $37 from pot
*** SUMMARY ***
Total pot $38 | Rake $1
Board [9d 8s 8h Kc Qd]
Seat 1: Ann showed [Jc Tc] and lost with a straight, Nine to King
Seat 2: Bob showed [8d 6c] and won ($37) with three of a kind, Eights
Seat 3: Cy (button blind) folded before Flop
"""


def file_of(*hands: str) -> str:
    """Hands as PokerStars writes a file: three blank lines between two."""
    return "\n\n\n".join(hands)
