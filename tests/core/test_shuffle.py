"""The shuffle (R-DEAL-1, issue 9): an unbiased bounded draw, every permutation equally likely, card positions
uniform, the OS's secure source by default, and seeded deals pinned so simulations reproduce everywhere."""

from __future__ import annotations

import itertools
import math
import random

import pytest

from holdem import Hand, InvalidArgumentError, TableConfig, cards_text
from holdem.core.cards import ALL_CARDS
from holdem.engine import draw_cards


class Enumerating:
    """A source whose getrandbits returns 0, 1, 2, ... in turn: it walks every draw the dealer can make."""

    def __init__(self) -> None:
        self.next = 0

    def getrandbits(self, bits: int) -> int:
        value = self.next
        self.next += 1
        return value % (1 << bits)


@pytest.mark.parametrize("size, count", [(5, 5), (6, 3), (4, 4), (7, 2)])
def test_every_deal_of_a_small_deck_appears_exactly_once(size, count):
    ways = math.perm(size, count)
    source = Enumerating()
    seen = []
    for _ in range(ways):
        deck = list(range(size))
        seen.append(tuple(draw_cards(deck, 0, count, source)))
        assert sorted(deck) == list(
            range(size)
        )  # a permutation of the deck, nothing lost or doubled
    assert sorted(seen) == sorted(itertools.permutations(range(size), count))  # each exactly once
    assert source.next == ways  # no draw below the number of ways is ever refused


def test_draws_above_the_number_of_ways_are_refused_not_folded():
    """Rejection, not % n: a value past the last deal is drawn again (here: 120 ways, 7 bits)."""

    class Values:
        def __init__(self, values):
            self.values = list(values)

        def getrandbits(self, bits):
            assert bits == 7
            return self.values.pop(0)

    source = Values([127, 120, 0])
    assert draw_cards(list(range(5)), 0, 5, source) == [0, 1, 2, 3, 4]
    assert source.values == []


def test_card_positions_are_uniform_chi_square():
    """52 x 52 counts of (card, position) over seeded shuffles. Each cell's (O - E)^2 / E has mean 51/52
    (the counts of a permutation's table are tied), so the statistic times 51/52 is close to chi-square with
    51^2 degrees of freedom; it must lie within 5 standard deviations of its mean."""
    shuffles = 52 * 150
    rng = random.Random(20261201)
    counts = [[0] * 52 for _ in range(52)]
    for _ in range(shuffles):
        deck = list(ALL_CARDS)
        draw_cards(deck, 0, 52, rng)
        for position, card in enumerate(deck):
            counts[card][position] += 1
    expected = shuffles / 52
    statistic = sum((o - expected) ** 2 / expected for row in counts for o in row) * 51 / 52
    df = 51 * 51
    assert abs(statistic - df) < 5 * math.sqrt(2 * df), statistic


def test_a_seeded_deal_is_pinned():
    """The deal of seed 1 on six seats, written down: seeded simulations reproduce across runs and machines."""
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [200] * 6, button=5, seed=1)
    assert [cards_text(hand.hole_cards_of(s)) for s in range(6)] == [
        PINNED_HOLES[s] for s in range(6)
    ]
    while not hand.is_complete:
        if hand.actor is None:
            hand.auto_showdown()
        else:
            hand.check_or_call()
    assert cards_text(hand.board) == PINNED_BOARD


PINNED_HOLES = ["5c 9h", "Qh 2d", "2h 5s", "2s 8s", "4h Kd", "7s 6c"]
PINNED_BOARD = "Qs 4c Td 3d Ac"


def test_live_dealing_uses_the_os_secure_source():
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [200] * 3, button=0)
    assert type(hand._dealing.rng) is random.SystemRandom


def test_a_source_that_only_shuffles_deals_a_whole_deck():
    """numpy's Generator, or a custom source without getrandbits, shuffles the deck once."""
    np = pytest.importorskip("numpy")
    hand = Hand(
        TableConfig(small_blind=1, big_blind=2), [200] * 6, button=0, rng=np.random.default_rng(3)
    )
    dealt = [c for s in range(6) for c in hand.hole_cards_of(s)]
    assert len(set(dealt)) == 12


def test_a_source_that_cannot_shuffle_is_refused():
    class FloatsOnly:
        def random(self) -> float:
            return 0.5

    with pytest.raises(InvalidArgumentError, match=r"shuffle\(list\) method"):
        Hand(TableConfig(small_blind=1, big_blind=2), [200] * 6, button=0, rng=FloatsOnly())
