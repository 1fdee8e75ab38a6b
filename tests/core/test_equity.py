"""Equity (exact and Monte Carlo), ranges, outs and pot odds, the `holdem equity` command.

Exact results are checked against the issue's reference values and against
plain enumerations written here: card by card in Python on flops and turns,
and preflop over every board with evaluate_batch (the boards where a flush
decides are where the core's rank grouping could go wrong).
"""

from __future__ import annotations

import collections
import functools
import itertools
import json
import math
import os
import pickle
import re
import subprocess
import sys
import warnings

import numpy as np
import pytest

import holdem
from holdem import (
    Category,
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    Range,
    RangeParseError,
    equity,
    evaluate,
    evaluate_batch,
    outs,
    parse_cards,
    parse_range,
    pot_odds,
)
from holdem.cli import main

# ---------------------------------------------------------------------------
# helpers: plain enumerations


def brute_equity(players: list[str], board: str = "", dead: str = "") -> list[float]:
    """Equity by dealing every deal and every board card by card (small spots only)."""
    fixed = parse_cards(board)
    used = set(fixed) | set(parse_cards(dead))
    ranges = [
        [c for c in Range(p).combos if c[0] not in used and c[1] not in used] for p in players
    ]
    total = 0.0
    share = [0.0] * len(players)
    for deal in itertools.product(*ranges):
        holes = [c for a, b, _ in deal for c in (a, b)]
        if len(set(holes)) < len(holes):
            continue
        weight = math.prod(w for _, _, w in deal)
        rest = [c for c in range(52) if c not in used and c not in holes]
        for extra in itertools.combinations(rest, 5 - len(fixed)):
            cards = fixed + list(extra)
            values = [evaluate([a, b, *cards]) for a, b, _ in deal]
            best = max(values)
            winners = [i for i, v in enumerate(values) if v == best]
            for i in winners:
                share[i] += weight / len(winners)
            total += weight
    return [s / total for s in share]


@functools.lru_cache(maxsize=None)
def five_of(n: int) -> np.ndarray:
    """Every 5-subset of range(n) as rows of indices."""
    flat = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(n), 5)), dtype=np.uint8
    )
    return flat.reshape(-1, 5)


def preflop_counts(hands: list[str]) -> tuple[list[int], list[int], int]:
    """(wins, ties, boards) over every preflop board, with evaluate_batch."""
    holes = [parse_cards(h) for h in hands]
    deck = np.array([c for c in range(52) if all(c not in h for h in holes)], dtype=np.uint8)
    boards = deck[five_of(len(deck))]
    values = np.stack(
        [
            evaluate_batch(
                np.hstack([np.tile(np.array(h, dtype=np.uint8), (len(boards), 1)), boards])
            )
            for h in holes
        ]
    )
    best = values.max(axis=0)
    top = values == best
    split = top.sum(axis=0) > 1
    wins = [int((top[i] & ~split).sum()) for i in range(len(hands))]
    ties = [int((top[i] & split).sum()) for i in range(len(hands))]
    return wins, ties, len(boards)


# ---------------------------------------------------------------------------
# reference values (the issue)


def test_heads_up_preflop_reference_counts() -> None:
    r = equity(["AhKh", "QsQd"])
    assert r.exact and r.trials == 1_712_304 and r.total == 1_712_304
    ak, qq = r
    assert (ak.wins, qq.wins, ak.ties, qq.ties) == (787_966, 917_606, 6_732, 6_732)
    assert round(ak.equity, 6) == 0.462145 and round(qq.equity, 6) == 0.537855
    assert ak.equity == pytest.approx((787_966 + 6_732 / 2) / 1_712_304, abs=1e-15)
    assert ak.win + ak.tie == pytest.approx(ak.equity, abs=1e-15)
    assert ak.tie_probability == pytest.approx(6_732 / 1_712_304)
    assert ak.std_error == 0 and ak.trials == 1_712_304


def test_three_way_preflop_reference() -> None:
    r = equity(["AhKh", "QsQd", "7c7d"], exact=True)
    assert [round(e, 6) for e in r.equities] == [0.389836, 0.425997, 0.184167]
    assert sum(r.equities) == pytest.approx(1, abs=1e-12)


def test_range_vs_range_reference() -> None:
    r = equity(["AK", "QQ"], exact=True)
    assert round(r[0].equity, 6) == 0.439439
    # 16 x 6 deals, no shared card possible, every board
    assert r.trials == 16 * 6 * 1_712_304


# ---------------------------------------------------------------------------
# exact enumeration against plain enumerations


@pytest.mark.parametrize(
    "hands",
    [
        ["AhKh", "QsQd"],
        ["7s6s", "AsKs"],  # same suit: flushes for both, the higher flush wins
        ["5c4c", "5d4d"],  # mirror hands: ties unless a flush
        ["AcAd", "KhKs"],
        ["2h3h", "AhKd"],
        ["JhTh", "9h8h", "AsAc"],  # three players, two in one suit
    ],
)
def test_preflop_counts_match_every_board(hands: list[str]) -> None:
    r = equity(hands, exact=True)
    wins, ties, boards = preflop_counts(hands)
    assert r.trials == boards
    assert [p.wins for p in r] == wins
    assert [p.ties for p in r] == ties


@pytest.mark.parametrize(
    ("players", "board", "dead"),
    [
        (["AhKh", "QsQd"], "Qh 7h 2c", ""),
        (["AK", "QQ"], "Qh 7d 2c", ""),
        (["AK:0.5, 76s", "QQ, JTs:0.3", "22"], "Qh 7d 2c", "3s"),
        (["AhQh", "KhJh", "9c9d"], "Th 8h 2s", ""),  # flush and straight flush draws
        (["AsKs", "AdKd"], "Qs Js 2d 3d", ""),  # turn: two flush draws, one river
        (["random", "AhAd"], "Kh Kd 5c 9s", "2c"),
        (
            ["Ac2c", "3c4c", "5c6c", "7c8c", "9cTc", "JcQc", "Kd2d", "3d4d", "5d6d", "7d8d"],
            "Ah Kc Qd Jd",
            "",
        ),
        (["AhKh", "QsQd"], "Qh 7h 2c 9h Kd", ""),  # the whole board: one outcome
    ],
)
def test_exact_matches_card_by_card(players: list[str], board: str, dead: str) -> None:
    r = equity(players, board=board, dead=dead, exact=True)
    assert list(r.equities) == pytest.approx(brute_equity(players, board, dead), abs=1e-12)


def test_suit_symmetric_deals_match_plain_ranges() -> None:
    # The same spot spelled as a range and as explicit combos.
    explicit = ", ".join(f"A{s}K{s}" for s in "cdhs")
    assert equity(["AKs", "QQ"], board="Qh 7d 2c").equities == pytest.approx(
        equity([explicit, "QhQc, QhQs, QcQs, QdQh, QdQc, QdQs"], board="Qh 7d 2c").equities,
        abs=1e-12,
    )


def test_card_removal_against_the_board_and_known_hands() -> None:
    r = equity(["QQ", "AhQh"], board="Qd 7c 2s", exact=True)
    # QQ keeps only QcQs once Qd is on the board and Qh is in a known hand.
    assert r.equities == pytest.approx(
        equity(["QcQs", "AhQh"], board="Qd 7c 2s").equities, abs=1e-12
    )


def test_exact_is_the_same_on_any_number_of_threads() -> None:
    spots = [equity(["AK", "QQ", "JTs"], threads=t, exact=True) for t in (1, 2, 3)]
    for r in spots[1:]:
        assert [p.wins for p in r] == [p.wins for p in spots[0]]
        assert r.equities == pytest.approx(spots[0].equities, abs=1e-12)


def test_weights_scale_the_deals() -> None:
    half = equity(["AK:0.5", "QQ"], exact=True)
    full = equity(["AK", "QQ"], exact=True)
    assert half.equities == pytest.approx(full.equities, abs=1e-12)
    assert half.total == full.total  # weights are relative: each range's largest counts 1
    mixed = equity(["AA:0.25, KK", "QQ"], board="2c 7d 9h", exact=True)
    assert list(mixed.equities) == pytest.approx(
        brute_equity(["AA:0.25, KK", "QQ"], "2c 7d 9h"), abs=1e-12
    )


# ---------------------------------------------------------------------------
# Monte Carlo


@functools.lru_cache(maxsize=None)
def exact_equity(players: tuple[str, ...], board: str) -> holdem.EquityResult:
    return equity(list(players), board=board, exact=True)


@pytest.mark.parametrize(
    ("players", "board"),
    [
        (["AhKh", "QsQd"], ""),
        (["AhKh", "QsQd", "7c7d"], ""),
        (["AK", "QQ"], ""),
        (["QQ+, AKs", "random", "22-77"], "Ts 9s 2d"),
    ],
)
@pytest.mark.parametrize("seed", [1, 2, 3, 12345])
def test_monte_carlo_within_four_standard_errors(players: list[str], board: str, seed: int) -> None:
    exact = exact_equity(tuple(players), board)
    mc = equity(players, board=board, exact=False, trials=100_000, seed=seed)
    assert not mc.exact and mc.trials == 100_000 and mc.seed == seed
    for e, m in zip(exact, mc):
        assert 0 < m.std_error < 0.01 and m.trials == 100_000
        assert abs(m.equity - e.equity) < 4 * m.std_error


def test_monte_carlo_reproducible_and_thread_independent() -> None:
    runs = [
        equity(["AK", "QQ", "T9s"], exact=False, trials=50_000, seed=7, threads=t)
        for t in (1, 2, 4)
    ]
    for r in runs[1:]:
        assert [(p.wins, p.ties) for p in r] == [(p.wins, p.ties) for p in runs[0]]
    other = equity(["AK", "QQ", "T9s"], exact=False, trials=50_000, seed=8)
    assert [p.wins for p in other] != [p.wins for p in runs[0]]
    unseeded = equity(["AhKh", "QsQd"], exact=False, trials=20_000)
    assert isinstance(unseeded.seed, int)
    again = equity(["AhKh", "QsQd"], exact=False, trials=20_000, seed=unseeded.seed)
    assert again.equities == unseeded.equities


def test_monte_carlo_counts_add_up() -> None:
    r = equity(["AhKh", "QsQd", "7c7d"], exact=False, trials=30_001, seed=1)
    assert r.total == 30_001 and all(float(p.wins).is_integer() for p in r)
    assert sum(r.equities) == pytest.approx(1)


def test_auto_picks_exact_when_cheap_and_samples_when_not() -> None:
    assert equity(["AhKh", "QsQd"]).exact
    assert equity(["AK", "QQ"], board="2c 3d 4h").exact
    wide = equity(["random", "random", "random"], trials=20_000, seed=1)
    assert not wide.exact and wide.trials == 20_000
    assert not equity(
        ["AhKh", "QsQd"], trials=1_000, seed=1
    ).exact  # fewer trials than boards: sample


# ---------------------------------------------------------------------------
# bad input


@pytest.mark.parametrize(
    ("players", "board", "dead", "error", "words"),
    [
        (["AhKh"], "", "", InvalidArgumentError, "2 to 10 players, got 1"),
        (["AA"] * 11, "", "", InvalidArgumentError, "2 to 10 players, got 11"),
        (["AhKh", "AhQd"], "", "", DuplicateCardError, "Ah is dealt to both player 1 and player 2"),
        (
            ["AhKh", "QsQd"],
            "Ah 2c 3d",
            "",
            DuplicateCardError,
            "player 1's hole card Ah is also on the board",
        ),
        (
            ["AhKh", "QsQd"],
            "",
            "Qs",
            DuplicateCardError,
            "player 2's hole card Qs is also a dead card",
        ),
        (["AhKh", "QsQd"], "2c 2c 3d", "", DuplicateCardError, "2c is on the board twice"),
        (
            ["AhKh", "QsQd"],
            "2c 3d 4h",
            "4h",
            DuplicateCardError,
            "4h is both on the board and in the dead cards",
        ),
        (["AhKh", "QsQd"], "2c 3d 4h 5h 6h 7h", "", InvalidArgumentError, "at most 5 cards"),
        (["AhKh", "KK"], "Kc Kd 2s", "", InvalidArgumentError, "player 2's range has no hand left"),
        (["AA", "AA", "AA"], "", "", InvalidArgumentError, "cannot be dealt together"),
        (["AhAh", "QsQd"], "", "", DuplicateCardError, "player 1: hole cards AhAh repeat a card"),
        (["AhKh", "QsQd"], "Xx", "", InvalidCardError, "Xx"),
        (["AhKh", "QQ+, AKx"], "", "", RangeParseError, "'AKx'"),
        (
            ["AhKh", "QsQd"],
            "",
            " ".join(f"{r}{s}" for r in "23456789TJ" for s in "cdhs") + " Qc Qh Kc Kd Ks",
            InvalidArgumentError,
            "not enough cards",
        ),
    ],
)
def test_bad_input_names_the_problem(
    players: list[str], board: str, dead: str, error: type, words: str
) -> None:
    with pytest.raises(error, match=words.replace("+", r"\+")):
        equity(players, board=board, dead=dead)


def test_bad_options() -> None:
    for kwargs in (
        {"trials": 0},
        {"trials": 1.5},
        {"threads": -1},
        {"seed": -1},
        {"seed": 2**64},
        {"seed": "x"},
    ):
        with pytest.raises(InvalidArgumentError):
            equity(["AhKh", "QsQd"], **kwargs)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="two cards"):
        equity([["Ah", "Kh", "Qh"], "QsQd"])
    with pytest.raises(InvalidArgumentError, match="sequence"):
        equity("AhKh QsQd")  # type: ignore[arg-type]
    assert issubclass(RangeParseError, ValueError) and issubclass(
        RangeParseError, holdem.HoldemError
    )


def test_exact_refuses_an_impossible_amount_of_deals() -> None:
    with pytest.raises(InvalidArgumentError, match="too many to enumerate exactly"):
        equity(["random", "random", "random"], exact=True)


def test_players_given_as_cards_ranges_or_range_objects() -> None:
    expected = equity(["AhKh", "QsQd"]).equities
    assert equity([["Ah", "Kh"], (holdem.Card("Qs"), 41)]).equities == expected
    assert equity(["Ah Kh", Range("QsQd")]).equities == expected


def test_result_shape_and_no_cards_in_repr() -> None:
    r = equity(["AhKh", "QsQd"], board="2c 3d 4h")
    assert len(r) == 2 and list(r) == [r[0], r[1]] and r[-1] is r[1]
    assert "Ah" not in repr(r) and "Qs" not in repr(r)
    data = json.loads(json.dumps(r.to_dict()))
    assert data["exact"] and data["players"][0]["equity"] == r[0].equity
    assert pickle.loads(pickle.dumps(r)) == r


# ---------------------------------------------------------------------------
# ranges


def combos(text: str) -> set[str]:
    return {f"{a}{b}" for a, b, _ in Range(text).combos}


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("QQ", 6),
        ("QQ+", 18),
        ("22+", 78),
        ("QQ-99", 24),
        ("99-QQ", 24),
        ("AKs", 4),
        ("AKo", 12),
        ("AK", 16),
        ("KA", 16),
        ("aks", 4),
        ("ATs+", 16),
        ("A2s+", 48),
        ("T9s+", 4),
        ("KQo+", 12),
        ("AT+", 64),
        ("A5s-A2s", 16),
        ("A2s-A5s", 16),
        ("JTs-54s", 28),
        ("J9o-75o", 60),
        ("AhKh", 1),
        ("ahkh", 1),
        ("AhKh, AhKh", 1),
        ("QQ+ AKs,AKo", 34),
        ("random", 1326),
    ],
)
def test_range_notation_counts(text: str, count: int) -> None:
    assert len(Range(text)) == count


def test_range_contents() -> None:
    assert combos("AKs") == {"AcKc", "AdKd", "AhKh", "AsKs"}
    assert combos("ATs+") == combos("ATs, AJs, AQs, AKs")
    assert combos("A5s-A2s") == combos("A5s, A4s, A3s, A2s")
    assert combos("JTs-87s") == combos("JTs, T9s, 98s, 87s")
    assert combos("QQ+") == combos("QQ, KK, AA")
    assert combos("AK") == combos("AKs") | combos("AKo")
    assert "AhKd" in combos("AKo") and "AhKh" not in combos("AKo")
    assert combos("KhAh") == {"AhKh"}


@pytest.mark.parametrize(
    "text", ["QQ+", "ATs+", "A5s-A2s", "KQo", "22+", "AK", "T9s+", "AhKh", "JJ-88", "K9o+"]
)
def test_range_notation_matches_eval7(text: str) -> None:
    eval7 = pytest.importorskip("eval7")
    with warnings.catch_warnings():  # eval7's range parser uses deprecated pyparsing names
        warnings.simplefilter("ignore")
        theirs = {frozenset(str(c) for c in hand) for hand, _ in eval7.HandRange(text).hands}
    assert {frozenset((str(a), str(b))) for a, b, _ in Range(text).combos} == theirs


def test_range_weights() -> None:
    r = parse_range("QQ+:0.5, AKs, KK")  # a combo given twice takes its last weight
    assert r.weight("QsQd") == 0.5 and r.weight("KsKd") == 1.0 and r.weight("AhKh") == 1.0
    assert r.weight(("Ah", "Kd")) == 0.0
    assert Range("AKs:0").weight("AhKh") == 0.0
    assert Range([("Ah", "Kh", 0.25), ("Qs", "Qd")]).text == "AhKh:0.25 QsQd"
    assert Range("AKs") == Range("AcKc AdKd AhKh AsKs")
    assert Range(["AhKh", ("Qs", "Qd", 0.5), (holdem.Card("Jc"), 33)]).text == "AhKh QsQd:0.5 JcTd"
    for bad in (["AhKhQh"], [("Ah",)], [("Ah", "Kh", "x")], [("Ah", "Kh", -1.0)], [("Ah", "Ah")]):
        with pytest.raises(RangeParseError):
            Range(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "token"),
    [
        ("QQ+, AKx", "AKx"),
        ("AAs", "AAs"),
        ("QQ+, AK:abc", "AK:abc"),
        ("AK:-1", "AK:-1"),
        ("AK:nan", "AK:nan"),
        ("A5s-K2s", "A5s-K2s"),
        ("A5s-A2o", "A5s-A2o"),
        ("AhAh", "AhAh"),
        ("", ""),
        ("Q", "Q"),
        ("1010", "1010"),
    ],
)
def test_range_errors_name_the_token(text: str, token: str) -> None:
    with pytest.raises(RangeParseError) as info:
        Range(text)
    assert info.value.token == token
    if token:
        assert repr(token) in str(info.value)
    assert pickle.loads(pickle.dumps(info.value)).token == token


def test_range_with_no_weight_left_is_an_error() -> None:
    with pytest.raises(InvalidArgumentError, match="player 2 has no hole cards to deal"):
        equity(["AhKh", "QQ:0"])


# ---------------------------------------------------------------------------
# odds


def test_outs_on_a_flush_draw() -> None:
    flush = outs("AhKh", "Qh 7h 2c", category=Category.FLUSH)
    assert flush.count == 9 and all(c.suit_char == "h" for c in flush.cards)
    assert flush.unseen == 47 and flush.cards_to_come == 2
    assert flush.next_card == pytest.approx(9 / 47)
    assert flush.by_river == pytest.approx(1 - (38 * 37) / (47 * 46))
    both = outs("AhKh", "Qh 7h 2c")  # the flush cards and six overcards
    assert both.count == 15
    turn = outs("AhKh", "Qh 7h 2c 3s", category=Category.FLUSH)
    assert turn.count == 9 and turn.cards_to_come == 1 and turn.by_river == pytest.approx(9 / 46)


def test_outs_on_a_straight_draw_and_pairing_the_board_is_not_an_out() -> None:
    oesd = outs("9c8d", "7h 6s 2c", category=Category.STRAIGHT)
    assert sorted(str(c) for c in oesd.cards) == sorted(f"{r}{s}" for r in "T5" for s in "cdhs")
    # 77 on 7-7-2-K: the fourth 7 and each deuce or king fill up; a queen pairs nothing of ours.
    full = outs("7c 7d", "7h 2s Kd", category=Category.FULL_HOUSE)
    assert {str(c) for c in full.cards} == {"7s", "2c", "2d", "2h", "Kc", "Kh", "Ks"}


def test_outs_against_known_hands() -> None:
    o = outs("AhKh", "Qh 7h 2c Qd", opponents=["QsJs"])
    assert {str(c) for c in o.cards} == {
        "3h",
        "4h",
        "5h",
        "6h",
        "8h",
        "9h",
        "Th",
    }  # 2h, Jh fill the queens up
    assert o.unseen == 44
    with pytest.raises(DuplicateCardError):
        outs("AhKh", "Qh 7h 2c", opponents=["AhQd"])
    with pytest.raises(InvalidArgumentError, match="3 or 4 board cards"):
        outs("AhKh", "Qh 7h")
    with pytest.raises(InvalidArgumentError, match="not both"):
        outs("AhKh", "Qh 7h 2c", opponents=["QsJs"], category=Category.FLUSH)


def test_pot_odds() -> None:
    assert pot_odds(50, 150) == 0.25
    assert pot_odds(100, 100) == 0.5
    assert pot_odds(0, 100) == 0
    for bad in ((-1, 100), (10, float("inf")), (True, 10), (0, 0)):
        with pytest.raises(InvalidArgumentError):
            pot_odds(*bad)


# ---------------------------------------------------------------------------
# the command


def test_cli_equity_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AhKh", "QsQd", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["exact"] and data["trials"] == 1_712_304
    assert [p["player"] for p in data["players"]] == ["AhKh", "QsQd"]
    assert data["players"][0]["wins"] == 787_966


def test_cli_equity_text_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "QQ+,AKs", "AK", "--board", "Qh7h2c", "--dead", "3s"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("exact:") and "QQ+,AKs" in out and "%" in out
    assert (
        main(
            [
                "equity",
                "AhKh",
                "QsQd",
                "--monte-carlo",
                "--trials",
                "20000",
                "--seed",
                "4",
                "--threads",
                "1",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Monte Carlo: 20,000 trials, seed 4" in out and "s.e." in out
    assert main(["equity", "AhKh", "QsQd", "--exact", "--board", "2c3d4h", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["exact"]


def test_cli_equity_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AhKh", "QQ+,AKx"]) == 2
    assert "AKx" in capsys.readouterr().err
    assert main(["equity", "AhKh", "AhQd"]) == 2
    assert "Ah is dealt to both" in capsys.readouterr().err


def test_docstring_examples() -> None:
    import doctest
    import sys

    for name in (
        "holdem.core.odds",
        "holdem.core.ranges",
    ):  # holdem.equity the attribute is the function
        failed, attempted = doctest.testmod(sys.modules[name])
        assert attempted > 0 and failed == 0, name


# ---------------------------------------------------------------------------
# review fixes: threads, extreme weights, option types, outs, ranges

_THREAD_SCRIPT = """
import resource, holdem
def address_space():
    for line in open("/proc/self/status"):
        if line.startswith("VmSize"):
            return int(line.split()[1]) * 1024
holdem.equity(["AhKh", "QsQd"], exact=False, trials=1000, seed=1, threads=1)
limit = {limit}
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
try:
    print("result", holdem.equity(["AhKh", "QsQd"], exact=False, trials=2_000_000, seed=1, threads={threads}))
except holdem.HoldemError as e:
    print("error", type(e).__name__, e)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc and RLIMIT_AS")
def test_threads_are_capped_and_a_thread_that_cannot_start_leaves_its_work_to_the_others() -> None:
    import resource  # POSIX only

    def run(limit: str, threads: int) -> subprocess.CompletedProcess[str]:
        def thread_stacks_of_8_mb() -> None:
            hard = resource.getrlimit(resource.RLIMIT_STACK)[1]
            resource.setrlimit(
                resource.RLIMIT_STACK,
                (8 * 2**20 if hard == resource.RLIM_INFINITY else min(8 * 2**20, hard), hard),
            )

        return subprocess.run(
            [sys.executable, "-c", _THREAD_SCRIPT.format(limit=limit, threads=threads)],
            capture_output=True,
            text=True,
            timeout=120,
            preexec_fn=thread_stacks_of_8_mb,
        )

    # 300 threads of 8 MB stacks do not fit in 900 MB: capped at the cores, the run works.
    capped = run(str(900 * 2**20), 300)
    assert capped.returncode == 0, capped.stderr
    assert capped.stdout.startswith("result"), capped.stdout
    if (os.cpu_count() or 1) < 2:
        pytest.skip("one core: no second thread to fail to start")
    # No room for a second thread's stack: not std::terminate, not an error; the calling thread does
    # the work, with the same result as one thread (Monte Carlo chunks are seeded by index).
    starved = run("address_space() + 4 * 2**20", 2)
    one_thread = run(str(900 * 2**20), 1)
    assert starved.returncode == 0, starved.stderr
    assert (
        starved.stdout.startswith("result") and starved.stdout == one_thread.stdout == capped.stdout
    )


def test_weights_of_any_finite_size_give_finite_equity() -> None:
    scaled = equity(["AA:1e308, KK:1e307", "QQ"], exact=True).equities
    assert scaled == pytest.approx(equity(["AA:10, KK:1", "QQ"], exact=True).equities, rel=1e-12)
    tiny = equity(["AA:1e-200", "KK:1e-200", "QQ:1e-200"], exact=True).equities
    assert tiny == pytest.approx(equity(["AA", "KK", "QQ"], exact=True).equities, rel=1e-12)
    mc = equity(["AA:1e308, KK:1e307", "QQ"], exact=False, trials=20_000, seed=2)
    assert all(math.isfinite(p.equity) for p in mc)
    # Every deal takes two 1e-200 weights: no double holds the product.
    with pytest.raises(InvalidArgumentError, match="too far apart"):
        equity(["AhAs, KK:1e-200", "AhAs, QQ:1e-200", "AhAs, JJ:1e-200"], exact=True)


def test_too_many_deals_names_a_sane_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", *["random"] * 10, "--exact"]) == 2
    err = capsys.readouterr().err
    assert re.search(r"about [1-9](\.\d+)?e\+\d\d different deals", err), err


def test_option_types() -> None:
    base = equity(["AhKh", "QsQd"], exact=False, trials=1000, seed=3, threads=1)
    assert equity(["AhKh", "QsQd"], exact=False, trials=np.int64(1000), seed=np.int64(3)) == base
    assert equity(["AhKh", "QsQd"], exact=np.bool_(False), trials=1000, seed=3, threads=0) == base
    assert equity(np.array(["AhKh", "QsQd"])).equities == equity(("AhKh", "QsQd")).equities
    assert equity(p for p in ["AhKh", "QsQd"]).exact
    for kwargs in (
        {"trials": 2**64},
        {"threads": 2**40},
        {"seed": True},
        {"trials": True},
        {"threads": 1.0},
        {"exact": "no"},
        {"exact": 0},
    ):
        with pytest.raises(InvalidArgumentError, match=next(iter(kwargs))):
            equity(["AhKh", "QsQd"], **kwargs)  # type: ignore[arg-type]


def test_cli_threads_zero_is_every_core(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AhKh", "QsQd", "--threads", "0", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["trials"] == 1_712_304


def test_outs_category_and_opponent_forms() -> None:
    flush = outs("AhKh", "Qh 7h 2c", category=Category.FLUSH)
    for same in ("flush", "FLUSH", 5, np.int64(5)):
        assert outs("AhKh", "Qh 7h 2c", category=same) == flush  # type: ignore[arg-type]
    assert outs("7c 7d", "7h 2s Kd", category="full house").count == 7
    for bad in (42, -1, "flushes", True, 5.0):
        with pytest.raises(InvalidArgumentError, match="'flush' \\(5\\)"):
            outs("AhKh", "Qh 7h 2c", category=bad)  # type: ignore[arg-type]
    assert outs("AhKh", "Qh 7h 2c Qd", opponents="QsJs") == outs(
        "AhKh", "Qh 7h 2c Qd", opponents=["QsJs"]
    )


def test_outs_on_a_paired_turn_board() -> None:
    # On 2-2-5-9 an ace or king makes two pair above the board's pair; a deuce,
    # five or nine only improves the board.
    o = outs("AhKd", "2c 2d 5h 9s")
    assert sorted(str(c) for c in o.cards) == ["Ac", "Ad", "As", "Kc", "Kh", "Ks"]
    assert o.unseen == 46 and o.cards_to_come == 1


def test_pot_odds_of_numbers_too_large_for_a_float_is_exact() -> None:
    # Issue 9: any real number is accepted; the quotient is exact, rounded once.
    assert (
        pot_odds(10**400, 10**400) == 0.5
        and pot_odds(10**400, 1) == 1.0
        and pot_odds(1, 10**400) == 0.0
    )
    with pytest.raises(InvalidArgumentError, match="pot"):
        pot_odds(1, "10")  # type: ignore[arg-type]


def test_range_input_forms() -> None:
    for bad in (5, None, b"AK"):
        with pytest.raises(RangeParseError, match="a range is range notation"):
            Range(bad)  # type: ignore[arg-type]
    r = Range("AK, QQ:0")
    for combo in (
        ("Ah", "Kh"),
        ("Kh", "Ah"),
        "KhAh",
        "Ah Kh",
        (holdem.Card("Kd"), holdem.Card("As")),
        "QsQd",
    ):
        assert combo in r
    for other in ("AhQh", 5, None, "AhKhQh", ("Ah",)):
        assert other not in r
    assert Range("10h9h").combos == Range("Th9h").combos
    assert Range("10h9h, As10s").combos == Range("Th9h, AsTs").combos


def reference_outs(hole: str, board: str) -> list[str]:
    """Outs to a higher category than now and than the board then shows, with plain rank counts."""

    def board_category(cards: list[int]) -> Category:
        if len(cards) == 5:
            return holdem.HandRank(evaluate(cards)).category
        counts = sorted(collections.Counter(c // 4 for c in cards).values(), reverse=True)
        if counts[0] >= 3:
            return Category.FOUR_OF_A_KIND if counts[0] == 4 else Category.THREE_OF_A_KIND
        return (
            Category.TWO_PAIR
            if counts[:2] == [2, 2]
            else Category.PAIR
            if counts[0] == 2
            else Category.HIGH_CARD
        )

    hero, table = parse_cards(hole), parse_cards(board)
    now = holdem.HandRank(evaluate(hero + table)).category
    found = []
    for card in range(52):
        if card in hero or card in table:
            continue
        then = holdem.HandRank(evaluate(hero + table + [card])).category
        if then > now and then > board_category(table + [card]):
            found.append(str(holdem.Card(card)))
    return found


def test_core_outs_match_a_plain_count_and_check_their_input() -> None:
    rng = np.random.default_rng(7)
    for _ in range(150):
        cards = [
            str(holdem.Card(int(c)))
            for c in rng.choice(52, size=5 + int(rng.integers(2)), replace=False)
        ]
        hole, board = "".join(cards[:2]), " ".join(cards[2:])
        assert [str(c) for c in outs(hole, board).cards] == reference_outs(hole, board), (
            hole,
            board,
        )
    with pytest.raises(InvalidArgumentError, match="category 0-8"):
        holdem._core.outs("AhKh", "Qh7h2c", [], "", 9)
    with pytest.raises(DuplicateCardError, match="Qh is given twice"):
        holdem._core.outs("AhKh", "Qh7h2c", ["QhJs"], "", -1)
    with pytest.raises(InvalidArgumentError, match="3 or 4 board cards"):
        holdem._core.outs("AhKh", "Qh7h2c3c4c", [], "", -1)


# ---------------------------------------------------------------------------
# regressions: trial counts, auto mode, outs with too few cards, wrong types


def test_trials_near_2_to_the_64_are_refused_with_the_cap_not_a_false_weights_error():
    from holdem.core.odds import MAX_TRIALS

    assert MAX_TRIALS == 2**53
    for trials in (2**64 - 1, 2**53 + 1):
        with pytest.raises(
            InvalidArgumentError,
            match=rf"trials \(at most 2\^53: counts stay exact\) is an int from 1 to {2**53}",
        ):
            equity(["AhKh", "QsQd"], exact=False, trials=trials, seed=1)
    # The core refuses them too (its chunk count used to wrap to 0 near 2^64).
    combos = [([50, 46], [1.0]), ([43, 41], [1.0])]
    with pytest.raises(
        InvalidArgumentError, match=r"Monte Carlo takes 1 to 2\^53 trials, got 18446744073709551615"
    ):
        holdem._core.equity(combos, (), (), "monte_carlo", 2**64 - 1, 1, 1)
    assert not equity(["AhKh", "QsQd"], exact=False, trials=2**14 + 1, seed=1).exact


def test_auto_mode_samples_when_the_deals_are_too_many_to_enumerate():
    """Auto used to group the deals for seconds, then fail with 'use Monte Carlo'."""
    board = "2c 7d 9h Js Kc"
    used = set(parse_cards(board))
    dead = [c for c in range(52) if c not in used][
        :23
    ]  # 24 cards left: about 2.1e7 deals of three hands
    with pytest.raises(InvalidArgumentError, match="too many to enumerate exactly"):
        equity(["random"] * 3, board=board, dead=dead, exact=True)
    # Enough trials that exact would be "cheaper" by the cost model, but it cannot be done: Monte Carlo.
    r = equity(["random"] * 3, board=board, dead=dead, trials=11_000_000, seed=1)
    assert not r.exact and r.trials == 11_000_000
    assert abs(sum(r.equities) - 1) < 1e-9


def test_outs_refuses_dead_cards_that_leave_too_few_for_the_board_to_come():
    keep = set(parse_cards("AhKh 2c3c4c"))
    with pytest.raises(InvalidArgumentError, match="1 left, too few for the 2 board cards to come"):
        outs("AhKh", "2c3c4c", dead=[c for c in range(52) if c not in keep | {13}])
    o = outs(
        "AhKh", "2c3c4c", dead=[c for c in range(52) if c not in keep | {13, 17}]
    )  # exactly two left
    assert o.unseen == 2 and 0 <= o.by_river <= 1
    with pytest.raises(InvalidArgumentError, match="0 left, too few for the 1 board card to come"):
        outs(
            "AhKh",
            "2c3c4c5d",
            dead=[c for c in range(52) if c not in keep | {parse_cards("5d")[0]}],
        )


def test_wrong_types_get_messages_that_say_what_is_expected():
    # A wrong type is a TypeError (the convention of parse_cards), with a message.
    with pytest.raises(
        TypeError, match=r"opponents are hole cards, one entry per opponent .* got int"
    ):
        outs("AhKh", "2c3c4c", opponents=5)
    with pytest.raises(
        TypeError, match="a card is a Card, card text like 'Ah' or an id 0-51, got numpy.ndarray"
    ):
        equity(["AhKh", "QsQd"], board=np.array([[0, 1, 2], [3, 4, 5]]))
    with pytest.raises(TypeError, match="a card is a Card"):
        outs("AhKh", np.array([[0, 1, 2]]))
    with pytest.raises(
        TypeError, match="cards are a string like 'AhKd' or a sequence of cards, got NoneType"
    ):
        equity(["AhKh", "QsQd"], board=None)  # type: ignore[arg-type]
    assert (
        outs("AhKh", np.array([0, 1, 2])).count == outs("AhKh", "2c2d2h").count
    )  # a 1-D array still works


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child process is POSIX")
@pytest.mark.parametrize(
    "call",
    [
        "holdem.equity(['AhKh', 'QsQd'], exact=False, trials=10**10, seed=1)",  # minutes of sampling
        "holdem.equity(['random', 'random', '22+, A2+'], exact=True)",  # minutes grouping the deals
    ],
)
def test_ctrl_c_stops_a_long_run(call):
    """SIGINT during minutes of work raises KeyboardInterrupt at once."""
    import signal
    import subprocess
    import time

    code = (
        f"import sys, holdem\nprint('started', flush=True)\n{call}\nprint('finished', flush=True)\n"
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "started"
        time.sleep(0.5)  # inside the core by now
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert "finished" not in out
    assert err.strip().splitlines()[-1] == "KeyboardInterrupt"


def test_first_calls_from_many_threads_at_once_do_not_deadlock():
    """A fresh process whose first equity calls come from nine threads at once finishes (it used to hang)."""
    import subprocess

    code = (
        "import sys, _thread, time\n"
        "sys.setswitchinterval(1e-6)\n"
        "import holdem\n"
        "go = [False]; done = []\n"
        "def work():\n"
        "    while not go[0]: pass\n"
        "    holdem.equity(['AhKh', 'QsQd'], exact=False, trials=1000, seed=1); done.append(1)\n"
        "for _ in range(8): _thread.start_new_thread(work, ())\n"
        "go[0] = True\n"
        "holdem.equity(['AhKh', 'QsQd'], exact=False, trials=1000, seed=1)\n"
        "while len(done) < 8: time.sleep(0.01)\n"
        "print('done', len(done))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120
    )
    assert result.stdout.strip() == "done 8", result.stderr
