"""Equity in Omaha (high, hi-lo; 4, 5, 6 hole cards) and short deck, and ``holdem equity --game``.

Exact results are checked against a plain enumeration written here with the
public evaluators (every deal of the random hands and every board, the pot
shared with fractions), Monte Carlo against exact within its standard error,
and both against published figures. The pot rules: R-HAND-8 (two hole cards
and three board cards), R-HAND-9 (the eight-or-better low and the hi-lo
split), R-HAND-10 (the short deck), R-POT-5 (equal hands share equally).
"""

from __future__ import annotations

import itertools
import json
import pickle
import threading
from fractions import Fraction

import pytest

from holdem import (
    CancelledError,
    DuplicateCardError,
    EquityResult,
    HiLoEquityResult,
    InvalidArgumentError,
    InvalidCardError,
    Range,
    evaluate_omaha,
    evaluate_omaha_low,
    evaluate_short_deck,
    omaha_equity,
    parse_cards,
    short_deck_equity,
)
from holdem.cli import main

# ---------------------------------------------------------------------------
# the plain enumeration


def plain_equity(
    game: str,
    players: list[str],
    board: str = "",
    dead: str = "",
    hole_cards: int = 4,
    trips_beat_straight: bool = True,
) -> dict[str, list[Fraction] | Fraction | int]:
    """Every deal of the random hands (each in turn) and every board, each pot shared out exactly."""
    known = [None if p == "random" else [int(c) for c in parse_cards(p)] for p in players]
    fixed = [int(c) for c in parse_cards(board)]
    used = set(fixed) | {int(c) for c in parse_cards(dead)}
    used |= {c for hand in known if hand for c in hand}
    deck = [c for c in range(16 if game == "short_deck" else 0, 52) if c not in used]
    n = len(players)
    share, scoop, high, low = ([Fraction(0)] * n for _ in range(4))
    outcomes = lows = 0
    size = 2 if game == "short_deck" else hole_cards

    def showdown(hands: list[list[int]], full: list[int]) -> None:
        nonlocal outcomes, lows
        if game == "short_deck":
            highs = [
                evaluate_short_deck(h + full, trips_beat_straight=trips_beat_straight)
                for h in hands
            ]
        else:
            highs = [evaluate_omaha(h, full) for h in hands]
        lows_of = [evaluate_omaha_low(h, full) if game == "omaha_hi_lo" else 0 for h in hands]
        high_winners = [i for i, v in enumerate(highs) if v == max(highs)]
        low_winners = (
            [i for i, v in enumerate(lows_of) if v == max(lows_of)] if max(lows_of) else []
        )
        for i in range(n):
            part = Fraction(0)
            if i in high_winners:
                high[i] += Fraction(1, len(high_winners))
                part += Fraction(1 if low_winners else 2, 2 * len(high_winners))
            if i in low_winners:
                low[i] += Fraction(1, len(low_winners))
                part += Fraction(1, 2 * len(low_winners))
            share[i] += part
            scoop[i] += part == 1
        outcomes += 1
        lows += bool(low_winners)

    def deal(player: int, hands: list[list[int]], left: list[int]) -> None:
        if player == n:
            for extra in itertools.combinations(left, 5 - len(fixed)):
                showdown(hands, fixed + list(extra))
            return
        if known[player] is not None:
            deal(player + 1, [*hands, known[player]], left)
            return
        for hand in itertools.combinations(left, size):
            deal(player + 1, [*hands, list(hand)], [c for c in left if c not in hand])

    deal(0, [], deck)
    return {
        "equity": [s / outcomes for s in share],
        "scoop": [s / outcomes for s in scoop],
        "high": [h / outcomes for h in high],
        "low": [x / outcomes for x in low],
        "low_probability": Fraction(lows, outcomes),
        "outcomes": outcomes,
    }


def close(a: float, b: Fraction) -> bool:
    return abs(a - float(b)) < 1e-12


# ---------------------------------------------------------------------------
# exact against the plain enumeration

OMAHA_HIGH_CASES = [
    # three players on a flop, a dead card; a flush draw against a set and a wrap
    (["AsKs7d2c", "QhQd8c8s", "JcTc9h6d"], "Qs 8h 3s", "2h", 4),
    # five- and six-card Omaha on the turn
    (["AsKsQd7c6c", "9h9d8h8dTc"], "2s 3s 9c Td", "", 5),
    (["AsKsQd7c6c5c", "9h9d8h8dTcTh"], "2s 3s 9c Jd", "", 6),
    # a random hand on the river, ten cards dead (C(33, 4) hands)
    (["AsKsQd7c", "random"], "2s 3s 9c Td Kh", "2c 2d 3c 3d 4c 4d 5c 5d 6c 6d", 4),
]


@pytest.mark.parametrize(("players", "board", "dead", "hole"), OMAHA_HIGH_CASES)
def test_omaha_high_matches_a_plain_enumeration(players, board, dead, hole) -> None:
    """R-HAND-8: each board's pot to the best Omaha hand, ties split (R-POT-5)."""
    r = omaha_equity(players, board=board, dead=dead, exact=True)
    plain = plain_equity("omaha", players, board, dead, hole)
    assert isinstance(r, EquityResult) and r.exact and r.trials == plain["outcomes"]
    assert all(close(p.equity, e) for p, e in zip(r, plain["equity"]))
    assert all(close(p.win + p.tie, e) for p, e in zip(r, plain["equity"]))


HI_LO_CASES = [
    # a counterfeit-prone A-2 against A-3 and a high hand, on a low flop
    (["As2sKdKc", "Ah3hQdQc", "JsTs9d8d"], "4c 5d 7h", "", 4),
    # a flop with one low card: a low needs both cards to come
    (["As2sKdKc", "Ah3hQdQc"], "4c Jd Qh", "6s", 4),
    # five and six hole cards on the turn
    (["As2s3dKcQc", "4h5h6h8d9d"], "7c 8c 2h Ks", "", 5),
    (["As2s3dKcQcJc", "4h5h6h8d9dTd"], "7c 8c 2h Ks", "", 6),
    # a random hand on the river, ten cards dead
    (["As2s3dKc", "random"], "4d 5h 9c Jc Qs", "Tc Td Th Ts Jd Jh Js Qc Qd Qh", 4),
    # six players (outcomes counted one by one, not binned) on a flop, ties for the low likely
    (
        ["As2sKdKc", "Ah2hQdQc", "Ad3dJsJd", "4s5s6s7s", "8c9cTcJc", "3h4h9h9d"],
        "6d 7h Kh",
        "",
        4,
    ),
]


@pytest.mark.parametrize(("players", "board", "dead", "hole"), HI_LO_CASES)
def test_omaha_hi_lo_matches_a_plain_enumeration(players, board, dead, hole) -> None:
    """R-HAND-9: half to the best high, half to the best qualifying low, all high when no low."""
    r = omaha_equity(players, board=board, dead=dead, hi_lo=True, exact=True)
    plain = plain_equity("omaha_hi_lo", players, board, dead, hole)
    assert isinstance(r, HiLoEquityResult) and r.exact and r.trials == plain["outcomes"]
    assert close(r.low_probability, plain["low_probability"])
    for i, p in enumerate(r):
        assert close(p.equity, plain["equity"][i])
        assert close(p.scoop, plain["scoop"][i])
        assert close(p.high, plain["high"][i]) and close(p.low, plain["low"][i])


@pytest.mark.parametrize("trips_beat_straight", [True, False])
@pytest.mark.parametrize(
    ("players", "board"),
    [
        (["AsKs", "9h9d", "TcJc"], "7c 8d 6s"),  # straights against a set draw, A-6-7-8-9 too
        (["AhKh", "random"], "6c 7d 8s Ts"),
    ],
)
def test_short_deck_matches_a_plain_enumeration(players, board, trips_beat_straight) -> None:
    """R-HAND-10 under both rules: a flush beats a full house, the ace plays low in A-6-7-8-9."""
    r = short_deck_equity(players, board=board, trips_beat_straight=trips_beat_straight)
    plain = plain_equity("short_deck", players, board, trips_beat_straight=trips_beat_straight)
    assert r.exact and r.trials == plain["outcomes"]
    assert all(close(p.equity, e) for p, e in zip(r, plain["equity"]))


def test_short_deck_rule_decides_trips_against_a_straight() -> None:
    """R-HAND-10: trips beat a straight by default; the option turns that round."""
    assert short_deck_equity(["Ts Jd", "9h 9d"], board="7c 8d 9s").equities == (0.0, 1.0)
    swapped = short_deck_equity(["Ts Jd", "9h 9d"], board="7c 8d 9s", trips_beat_straight=False)
    assert 0.4 < swapped[0].equity < 0.6


# ---------------------------------------------------------------------------
# hi-lo specifics


def test_no_low_possible_gives_the_whole_pot_to_the_high() -> None:
    """R-HAND-9: a flop of three high cards leaves no low possible, so hi-lo is Omaha high."""
    players = ["As2s3d4c", "KhKdQhQd"]
    r = omaha_equity(players, board="Jc Qc Kc", hi_lo=True)
    high = omaha_equity(players, board="Jc Qc Kc")
    assert r.low_probability == 0
    assert all(p.low == 0 and p.low_win == 0 for p in r)
    assert r.equities == high.equities
    assert [p.scoop for p in r] == [p.win for p in high]


def test_a_counterfeit_deuce_turns_the_low_and_the_scoop_around() -> None:
    """R-HAND-9: two hole cards exactly; the board's deuce gives A-3 the wheel over A-2."""
    hands = ["As 2s Kd Kc", "Ah 3h Qd Qc"]
    clean = omaha_equity(hands, board="4c 5d 8h Jc 9d", hi_lo=True)
    counterfeit = omaha_equity(hands, board="4c 5d 8h Jc 2d", hi_lo=True)
    assert clean[0].scoop == 1 and clean[0].low == 1
    assert counterfeit[1].scoop == 1 and counterfeit[0].equity == 0


def test_quartered_low_shares_the_low_half() -> None:
    """R-POT-5 within the low half: two equal lows take a quarter each, the high takes half."""
    r = omaha_equity(
        ["As2sKdKc", "Ah2hTdTc", "9s9d7s7d"], board="3c 4d 8h Qs 9c", hi_lo=True
    )  # both A-2: 8-4-3-2-A; the nines: trips and no low
    assert r.equities == (0.25, 0.25, 0.5)
    assert [p.low_tie for p in r] == [0.5, 0.5, 0.0] and r[2].scoop == 0


# ---------------------------------------------------------------------------
# Monte Carlo


@pytest.mark.parametrize(
    ("call", "kwargs"),
    [
        (omaha_equity, {"players": ["AsAhKsKh", "QdJdTc9c", "8s7s6h5h"], "board": "2c 3d"}),
        (
            omaha_equity,
            {"players": ["As2sKdKc", "Ah3hQdQc"], "board": "4c Jd", "hi_lo": True},
        ),
        (short_deck_equity, {"players": ["AsKs", "QhQd", "random"], "board": "6c"}),
    ],
)
def test_monte_carlo_within_five_standard_errors_of_exact(call, kwargs) -> None:
    exact = call(**kwargs, exact=True)
    mc = call(**kwargs, exact=False, trials=100_000, seed=11)
    assert exact.exact and not mc.exact and mc.trials == 100_000 and mc.seed == 11
    for e, m in zip(exact, mc):
        assert 0 < m.std_error < 0.01
        assert abs(m.equity - e.equity) < 5 * m.std_error


def test_monte_carlo_is_reproducible_whatever_the_threads() -> None:
    kwargs = {"board": "", "hi_lo": True, "trials": 50_000, "seed": 7}
    one = omaha_equity(["As2sKdKc", "random", "random"], threads=1, **kwargs)
    two = omaha_equity(["As2sKdKc", "random", "random"], threads=2, **kwargs)
    assert not one.exact and one == two
    other = omaha_equity(["As2sKdKc", "random", "random"], **{**kwargs, "seed": 8})
    assert other.equities != one.equities


def test_auto_enumerates_few_boards_and_samples_many_deals() -> None:
    """Exact when the outcomes are at most about twice the trials: 1,086,008 boards heads-up preflop."""
    r = omaha_equity(["AsAhKsKh", "QdJdTc9c"])
    assert r.exact and r.trials == 1_086_008 and r.seed is None
    assert not omaha_equity(["AsAhKsKh", "QdJdTc9c"], trials=500_000, seed=1).exact
    assert not omaha_equity(["AsAhKsKh", "random"], board="2c 7d 9h", seed=1).exact
    assert omaha_equity(["AsAhKsKh", "random"], board="2c 7d 9h Td 3s").exact  # 135,751 hands
    with pytest.raises(InvalidArgumentError, match="too many to enumerate exactly"):
        omaha_equity(["random"] * 4, exact=True)


# ---------------------------------------------------------------------------
# published figures


def test_aces_and_kings_double_suited_against_a_random_hand() -> None:
    """A-K-A-K double-suited wins 70.7% against one random hand (Mike Caro's Poker Probe, in
    Cappelletti, "El Supremo", Card Player, 2004); A-J-A-T double-suited 70.64%
    (PLOQuickPro, QuickFact #1)."""
    aakk = omaha_equity(["As Ah Ks Kh", "random"], trials=400_000, seed=1)
    assert abs(aakk[0].equity - 0.707) < 0.0015 + 4 * aakk[0].std_error
    aajt = omaha_equity(["Ad Ac Jd Tc", "random"], trials=400_000, seed=2)
    assert abs(aajt[0].equity - 0.7064) < 0.0005 + 4 * aajt[0].std_error


def test_a_low_draw_against_kings_and_queens_in_hi_lo() -> None:
    """8-6-4-2 rainbow against K-K-Q-Q double-suited each take about half the pot; against
    K-K-Q-Q rainbow the low hand takes about 53% (poker.tj, Omaha hi-lo eight-or-better
    probabilities). The source names no suits: within a point."""
    suited = omaha_equity(["8c 6s 4h 2d", "Kh Qh Kd Qd"], hi_lo=True)
    rainbow = omaha_equity(["8c 6s 4h 2d", "Kh Qc Kd Qs"], hi_lo=True)
    assert suited.exact and abs(suited[0].equity - 0.50) < 0.01
    assert abs(rainbow[0].equity - 0.53) < 0.01
    assert suited[1].low == 0  # kings and queens never make a low


# ---------------------------------------------------------------------------
# input


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (
            lambda: omaha_equity(["AsAhKs", "QhQdJdJh"]),
            InvalidArgumentError,
            "player 1: Omaha hands here are 4 hole cards, got 3",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdJhTc"]),
            InvalidArgumentError,
            "player 2: Omaha hands here are 4 hole cards, got 5",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdJh"], hole_cards=5),
            InvalidArgumentError,
            "player 1: Omaha hands here are 5",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdJh"], hole_cards=7),
            InvalidArgumentError,
            "hole_cards (Omaha, five- and six-card Omaha) is an int from 4 to 6, got 7",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdAs"]),
            DuplicateCardError,
            "card As is in player 1's hand and in player 2's hand",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdJh"], board="Ks 2c 3c"),
            DuplicateCardError,
            "card Ks is on the board and in player 1's hand",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdJh"], dead="2c 2c"),
            DuplicateCardError,
            "card 2c is in the dead cards twice",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "QhQdJdJh"], board="2c 3c 4c 5c 6c 7c"),
            InvalidArgumentError,
            "a board has at most 5 cards",
        ),
        (lambda: omaha_equity(["AsAhKsKh", "AK"]), InvalidCardError, "player 2: "),
        (
            lambda: omaha_equity(["AsAhKsKh", Range("AK")]),
            InvalidArgumentError,
            "player 2: give hole cards",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh"]),
            InvalidArgumentError,
            "equity takes 2 to 10 players, got 1",
        ),
        (
            lambda: omaha_equity(["random"] * 9, hole_cards=6),
            InvalidArgumentError,
            "not enough cards",
        ),
        (
            lambda: omaha_equity(["AsAhKsKh", "random"], hi_lo=1),
            InvalidArgumentError,
            "hi_lo is True or False",
        ),
        (
            lambda: short_deck_equity(["AsKs", "5h5d"]),
            InvalidCardError,
            "invalid card 5h: the short deck",
        ),
        (
            lambda: short_deck_equity(["AsKs", "QhQd"], board="2c 7d 8d"),
            InvalidCardError,
            "invalid card 2c",
        ),
        (
            lambda: short_deck_equity(["AsKsQs", "QhQd"]),
            InvalidArgumentError,
            "player 1: short-deck hands here are 2",
        ),
        (lambda: short_deck_equity(["AsKs", "QQ"]), InvalidCardError, "player 2: "),
        (
            lambda: short_deck_equity(["AsKs", "QhQd"], trips_beat_straight=None),
            InvalidArgumentError,
            "trips_beat_straight",
        ),
        (lambda: short_deck_equity(["AsKs", "QhQd"], trials=0), InvalidArgumentError, "trials"),
    ],
)
def test_bad_input_raises_typed_errors_that_say_what_is_allowed(call, error, message) -> None:
    with pytest.raises(error) as info:
        call()
    assert message in str(info.value)


def test_players_as_text_card_lists_or_random() -> None:
    text = omaha_equity(["As Ah Ks Kh", "Qd Jd Tc 9c"], board="2c 3d 4h")
    listed = omaha_equity([["As", "Ah", "Ks", "Kh"], parse_cards("Qd Jd Tc 9c")], board=(0, 5, 10))
    assert text.equities == listed.equities
    assert omaha_equity(["AsKsQdJc9h", " Random "], board="2c 3d 4h 5s 6s").trials == 850_668
    r = omaha_equity(["ANY", "random"], hole_cards=6, hi_lo=True, trials=2000, seed=1)
    assert abs(r[0].equity - 0.5) < 5 * r[0].std_error


def test_results_are_plain_data_and_show_no_cards() -> None:
    r = omaha_equity(["As2sKdKc", "Ah3hQdQc"], board="4c 5d 8h", hi_lo=True)
    data = json.loads(json.dumps(r.to_dict()))
    assert data["exact"] and data["trials"] == 820 and data["low_probability"] == 1.0
    assert data["players"][0]["high"] == r[0].high and data["players"][0]["scoop"] == r[0].scoop
    assert pickle.loads(pickle.dumps(r)) == r
    assert "As" not in repr(r) and repr(r).startswith("<HiLoEquityResult (exact, 820 trials)")
    assert len(r) == 2 and list(r) == list(r.players)


def test_a_set_cancel_event_stops_the_run() -> None:
    stop = threading.Event()
    stop.set()
    with pytest.raises(CancelledError):
        omaha_equity(["AsAhKsKh", "random"], trials=2**40, seed=1, cancel=stop)


# ---------------------------------------------------------------------------
# the command


def test_cli_omaha_hi_lo_prints_high_low_and_scoop(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["equity", "--game", "omaha-hi-lo", "As2sKdKc", "Ah3hQdQc", "--board", "4c5d8h"]) == 0
    )
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "exact: 820 outcomes" and "low qualifies in 100.0000%" in out[1]
    assert out[2].split() == ["player", "equity", "high", "low", "scoop"]
    assert out[3].split() == ["As2sKdKc", "80.7927%", "75.3049%", "86.2805%", "74.7561%"]


def test_cli_omaha_json_and_short_deck(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "equity",
                "--game",
                "omaha-5",
                "AsKsQd7c6c",
                "random",
                "--board",
                "2s3s9cTdKh",
                "--json",
            ]
        )
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "omaha-5" and data["exact"] and data["trials"] == 850_668  # C(42, 5)
    assert [p["player"] for p in data["players"]] == ["AsKsQd7c6c", "random"]
    args = ["equity", "--game", "short-deck", "TsJd", "9h9d", "--board", "7c8d9s"]
    assert main(args) == 0
    assert capsys.readouterr().out.splitlines()[2].split()[:2] == ["TsJd", "0.0000%"]  # trips win
    assert (
        main([*args, "--straight-beats-trips", "--monte-carlo", "--trials", "20000", "--seed", "3"])
        == 0
    )
    out = capsys.readouterr().out
    assert "Monte Carlo: 20,000 trials, seed 3" in out and "s.e." in out


def test_cli_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "--game", "omaha", "AsAhKs", "QhQdJdJh"]) == 2
    assert "Omaha hands here are 4 hole cards, got 3" in capsys.readouterr().err
    assert main(["equity", "AsKs", "QhQd", "--straight-beats-trips"]) == 2
    assert "--game short-deck" in capsys.readouterr().err
    assert main(["equity", "--game", "short-deck", "AsKs", "5h5d", "--json"]) == 2
    assert "short deck" in json.loads(capsys.readouterr().out)["error"]
