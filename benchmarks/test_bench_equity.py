"""Equity speed, with eval7 (a test extra) in the same run.

Run with ``python -m pytest benchmarks/test_bench_equity.py --benchmark-enable``.
Targets (issue 5, a 2-core box): exact heads-up preflop under 5 ms from
Python (OMPEval about 2 ms), one million Monte Carlo trials heads-up under
30 ms on both cores (OMPEval about 27 ms, eval7 about 54 ms).
"""

from __future__ import annotations

import warnings

import pytest

import holdem

AK_VS_QQ = 0.4621445724590961  # AhKh vs QsQd preflop, exact


def test_exact_heads_up_preflop(benchmark) -> None:
    r = benchmark(holdem.equity, ["AhKh", "QsQd"], exact=True)
    assert r.exact and r.trials == 1_712_304
    assert (r[0].wins, r[1].wins, r[0].ties) == (787_966, 917_606, 6_732)


def test_exact_three_way_preflop(benchmark) -> None:
    r = benchmark(holdem.equity, ["AhKh", "QsQd", "7c7d"], exact=True)
    assert [round(e, 6) for e in r.equities] == [0.389836, 0.425997, 0.184167]


def test_exact_range_vs_range_preflop(benchmark) -> None:
    r = benchmark(holdem.equity, ["AK", "QQ"], exact=True)
    assert round(r[0].equity, 6) == 0.439439


def test_monte_carlo_million_heads_up(benchmark) -> None:
    r = benchmark(holdem.equity, ["AhKh", "QsQd"], exact=False, trials=1_000_000, seed=1)
    assert r.trials == 1_000_000 and abs(r[0].equity - AK_VS_QQ) < 4 * r[0].std_error


def test_monte_carlo_million_heads_up_one_thread(benchmark) -> None:
    r = benchmark(holdem.equity, ["AhKh", "QsQd"], exact=False, trials=1_000_000, seed=1, threads=1)
    assert abs(r[0].equity - AK_VS_QQ) < 4 * r[0].std_error


def test_eval7_monte_carlo_million_heads_up(benchmark) -> None:
    eval7 = pytest.importorskip("eval7")
    hero = [eval7.Card("Ah"), eval7.Card("Kh")]
    with warnings.catch_warnings():  # eval7's range parser uses deprecated pyparsing names
        warnings.simplefilter("ignore")
        villain = eval7.HandRange("QsQd")
    share = benchmark(eval7.py_hand_vs_range_monte_carlo, hero, villain, [], 1_000_000)
    assert abs(share - AK_VS_QQ) < 0.003  # 6 standard errors of a million trials


# ---------------------------------------------------------------------------
# Omaha and short deck (issue 30): pokerkit's calculate_equities is the peer (Monte Carlo only,
# one thread, a few milliseconds a sample), compared per sample with holdem's Monte Carlo.

OMAHA = ["AsAhKsKh", "QdJdTc9c"]
OMAHA_EXACT = 0.6162772281603819  # every board (1,086,008), exact
HI_LO = ["8c6s4h2d", "KhQhKdQd"]
HI_LO_EXACT = 0.4928  # rounded
SHORT = ["AsKs", "QhQd"]
SHORT_STRAIGHT_BEATS_TRIPS = 0.542773  # pokerkit's rule, exact
PEER_SAMPLES = 300  # pokerkit's samples per round: about a second


def test_omaha_exact_heads_up_preflop(benchmark) -> None:
    benchmark.extra_info.update(items=1_086_008, unit="boards", library="holdem")
    r = benchmark(holdem.omaha_equity, OMAHA, exact=True)
    assert (
        r.exact and r.trials == 1_086_008 and r[0].equity == pytest.approx(OMAHA_EXACT, abs=1e-12)
    )


def test_omaha_hi_lo_exact_heads_up_preflop(benchmark) -> None:
    benchmark.extra_info.update(items=1_086_008, unit="boards", library="holdem")
    r = benchmark(holdem.omaha_equity, HI_LO, hi_lo=True, exact=True)
    assert r.exact and round(r[0].equity, 4) == HI_LO_EXACT and r[1].low == 0


@pytest.mark.parametrize(
    ("game", "players", "exact", "extra"),
    [
        ("Omaha high", OMAHA, OMAHA_EXACT, {}),
        ("Omaha hi-lo", HI_LO, HI_LO_EXACT, {"hi_lo": True}),
    ],
)
def test_omaha_monte_carlo_million(benchmark, game, players, exact, extra) -> None:
    benchmark.extra_info.update(
        items=1_000_000, unit="samples", compare=f"{game} Monte Carlo", library="holdem"
    )
    r = benchmark(holdem.omaha_equity, players, exact=False, trials=1_000_000, seed=1, **extra)
    assert abs(r[0].equity - exact) < 4 * r[0].std_error + 1e-4


def test_omaha_against_a_random_hand_monte_carlo(benchmark) -> None:
    """A-K-A-K double-suited against one random hand: 70.7% (Poker Probe, Card Player 2004)."""
    benchmark.extra_info.update(items=1_000_000, unit="samples", library="holdem")
    r = benchmark(holdem.omaha_equity, ["AsAhKsKh", "random"], trials=1_000_000, seed=1)
    assert not r.exact and abs(r[0].equity - 0.707) < 0.002


def test_short_deck_exact_heads_up_preflop(benchmark) -> None:
    benchmark.extra_info.update(items=201_376, unit="boards", library="holdem")
    r = benchmark(holdem.short_deck_equity, SHORT, trips_beat_straight=False, exact=True)
    assert r.exact and round(r[0].equity, 6) == SHORT_STRAIGHT_BEATS_TRIPS


def test_short_deck_monte_carlo_million(benchmark) -> None:
    benchmark.extra_info.update(
        items=1_000_000, unit="samples", compare="short deck Monte Carlo", library="holdem"
    )
    r = benchmark(
        holdem.short_deck_equity,
        SHORT,
        trips_beat_straight=False,
        exact=False,
        trials=1_000_000,
        seed=1,
    )
    assert abs(r[0].equity - SHORT_STRAIGHT_BEATS_TRIPS) < 4 * r[0].std_error + 1e-4


@pytest.mark.parametrize(
    ("game", "players", "exact"),
    [
        ("Omaha high", OMAHA, OMAHA_EXACT),
        ("Omaha hi-lo", HI_LO, HI_LO_EXACT),
        ("short deck", SHORT, SHORT_STRAIGHT_BEATS_TRIPS),
    ],
)
def test_pokerkit_monte_carlo(benchmark, game, players, exact) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    hands = {
        "Omaha high": (4, pokerkit.Deck.STANDARD, (pokerkit.OmahaHoldemHand,)),
        "Omaha hi-lo": (
            4,
            pokerkit.Deck.STANDARD,
            (pokerkit.OmahaHoldemHand, pokerkit.OmahaEightOrBetterLowHand),
        ),
        # pokerkit ranks a straight above three of a kind in short deck (docs/rules.md, R-HAND-10)
        "short deck": (2, pokerkit.Deck.SHORT_DECK_HOLDEM, (pokerkit.ShortDeckHoldemHand,)),
    }
    hole, deck, hand_types = hands[game]
    ranges = [[list(pokerkit.Card.parse(p))] for p in players]
    benchmark.extra_info.update(
        items=PEER_SAMPLES,
        unit="samples",
        compare=f"{game} Monte Carlo",
        library="pokerkit",
    )

    def run():
        return pokerkit.calculate_equities(
            ranges, [], hole, 5, deck, hand_types, sample_count=PEER_SAMPLES
        )

    theirs = benchmark.pedantic(run, rounds=1, iterations=1)
    assert abs(theirs[0] - exact) < 0.12  # 300 samples: 4 standard errors
