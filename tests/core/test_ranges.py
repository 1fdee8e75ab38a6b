"""Ranges given as a share of the best starting hands ("15%", "top 15%"): the shipped ranking's top hands
up to that share of the 1,326 combos."""

from __future__ import annotations

import pytest

from holdem import Range, RangeParseError
from holdem.core import preflop_ranking, top_hands


def test_a_percentage_is_the_best_hands_by_the_shipped_ranking_up_to_that_share():
    ranking = preflop_ranking()
    for percent in (0.5, 1, 5, 15, 33.3, 50, 99.9, 100):
        hands = top_hands(percent)
        share = ranking[hands[-1]][2] if hands else 0.0
        assert share <= percent / 100 + 1e-12
        assert len(Range(f"{percent}%")) == round(share * 1326)
        following = [h for h, (rank, _, _) in ranking.items() if rank == len(hands) + 1]
        assert (
            not following or ranking[following[0]][2] > percent / 100
        )  # the cut is the last that fits
    assert Range("15%") == Range("top 15%") == Range("TOP   15%")
    assert Range("100%") == Range("random")
    assert Range("0.5%").text == "AdAc AhAc AsAc AhAd AsAd AsAh"  # AA alone: 6 combos, 0.45%


def test_a_percentage_mixes_with_other_tokens_and_takes_a_weight():
    r = Range("top 10%:0.5, 72o")
    assert r.weight("AsAh") == 0.5 and r.weight("7h2c") == 1.0
    assert len(r) == len(Range("10%")) + 12


@pytest.mark.parametrize("text", ["0%", "0.3%", "150%", "-5%", "%", "top", "top x%", "1e2%"])
def test_a_bad_percentage_is_refused_naming_what_is_allowed(text):
    with pytest.raises(RangeParseError):
        Range(text)


def test_the_equity_command_takes_a_share_of_the_best_hands(capsys):
    import json

    from holdem.cli import main

    assert main(["equity", "AhKh", "top 10%", "--seed", "1", "--trials", "20000", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [p["player"] for p in result["players"]] == ["AhKh", "top 10%"]
    assert 0.5 < result["players"][0]["equity"] < 0.65  # AK suited against the top 10%: about 57%
