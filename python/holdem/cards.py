"""Cards, card sets and the deck.

A :class:`Card` is an ``int`` (its id, ``4 * rank + suit``; ranks 0-12 are
2 to ace, suits 0-3 are clubs, diamonds, hearts, spades), so cards go straight
into numpy arrays and the core without conversion. Text is rank then suit::

    >>> Card("Ah"), Card("10d"), Card(0)
    (Card('Ah'), Card('Td'), Card('2c'))
    >>> int(Card("As")), Card("Kh").rank_char, Card("Kh").suit_char
    (51, 'K', 'h')
    >>> parse_cards("AhKd 2c")
    [Card('Ah'), Card('Kd'), Card('2c')]

Ordering is by id (rank first, then suit); suits never decide which hand
wins (R-CARD-2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Union

from . import _core
from ._checks import whole_number
from .errors import DuplicateCardError, InvalidCardError
from .rng import Rng, secure_rng, seeded_rng  # noqa: F401  (seeded_rng: doctests)

__all__ = ["RANKS", "SUITS", "Card", "CardLike", "Deck", "parse_cards", "parse_card", "cards_text"]

RANKS = "23456789TJQKA"
SUITS = "cdhs"

RANK_NAMES = ("deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace")
RANK_PLURALS = ("deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
                "jacks", "queens", "kings", "aces")


class Card(int):
    """One of the 52 cards; an ``int`` whose value is the card id."""

    __slots__ = ()

    def __new__(cls, card: CardLike) -> Card:
        if type(card) is Card:
            return card
        # The core parses text and checks ids (InvalidCardError names the input).
        return _ALL[_core.parse_card(card)]

    @property
    def rank(self) -> int:
        """0 (deuce) to 12 (ace)."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return int(self) & 3

    @property
    def rank_char(self) -> str:
        return RANKS[int(self) >> 2]

    @property
    def suit_char(self) -> str:
        return SUITS[int(self) & 3]

    def __str__(self) -> str:
        return _TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card('{_TEXT[int(self)]}')"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


_TEXT = tuple(r + s for r in RANKS for s in SUITS)
_ALL = tuple(int.__new__(Card, i) for i in range(52))

CardLike = Union[Card, int, str]


def parse_card(card: CardLike) -> Card:
    """One card from text (``"Ah"``, ``"10d"``), an id or a Card."""
    return Card(card)


def parse_cards(cards: str | Iterable[CardLike], *, distinct: bool = True) -> list[Card]:
    """Cards from text (``"AhKd"``, ``"Ah Kd"``, ``"Ah,Kd"``) or an iterable of cards.

    With ``distinct`` (the default) a repeated card raises :class:`DuplicateCardError`.

    >>> parse_cards(["Ah", 13, Card("2c")])
    [Card('Ah'), Card('5d'), Card('2c')]
    """
    out = [_ALL[i] for i in _core.parse_cards(cards)]
    if distinct and len(set(out)) != len(out):
        seen: set[Card] = set()
        for c in out:
            if c in seen:
                raise DuplicateCardError(f"duplicate card {c} in {cards_text(out)}")
            seen.add(c)
    return out


def cards_text(cards: Iterable[CardLike], sep: str = " ") -> str:
    """``[Card('Ah'), Card('Kd')]`` -> ``"Ah Kd"``."""
    return sep.join(str(Card(c)) for c in cards)


class Deck:
    """The 52 cards, dealt from the top.

    A new deck is in id order; :meth:`shuffle` takes the random source as a
    parameter (the OS's secure randomness when none is given, R-DEAL-1)::

        >>> deck = Deck()
        >>> deck.shuffle(seeded_rng(7))
        >>> len(deck.deal(2)), len(deck)
        (2, 50)

    Neither ``repr`` nor pickling shows the order of the cards left: a pickle
    holds which cards remain, in id order, and each load shuffles them anew
    with the secure source. ``copy.copy`` keeps the order (a copy is not a
    disclosure).
    """

    __slots__ = ("_cards",)

    def __init__(self, cards: Iterable[CardLike] | None = None) -> None:
        self._cards: list[Card] = list(_ALL) if cards is None else parse_cards(cards)

    def shuffle(self, rng: Rng | None = None) -> None:
        (rng or secure_rng()).shuffle(self._cards)

    def deal(self, n: int = 1) -> list[Card]:
        """Removes and returns the top ``n`` cards."""
        n = whole_number(n, f"the number of cards to deal ({len(self._cards)} left in the deck)",
                         low=0, high=len(self._cards))
        top, self._cards = self._cards[:n], self._cards[n:]
        return top

    def remove(self, cards: Iterable[CardLike]) -> None:
        """Takes known cards (dead cards, a fixed board) out of the deck."""
        gone = set(parse_cards(cards))
        missing = gone.difference(self._cards)
        if missing:
            raise InvalidCardError(f"not in the deck: {cards_text(sorted(missing))}")
        self._cards = [c for c in self._cards if c not in gone]

    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card: object) -> bool:
        return card in self._cards

    def __repr__(self) -> str:
        return f"<Deck: {len(self._cards)} cards>"

    def __reduce__(self) -> tuple[Callable[[list[int]], Deck], tuple[list[int]]]:
        # Only which cards remain, in id order; the order is drawn anew (securely) on loading.
        return (_unpickle_deck, (sorted(int(c) for c in self._cards),))

    def __copy__(self) -> Deck:
        copy = Deck.__new__(Deck)
        copy._cards = self._cards[:]
        return copy

    def __deepcopy__(self, memo: dict[int, object]) -> Deck:
        return self.__copy__()


def _unpickle_deck(remaining: list[int]) -> Deck:
    deck = Deck(remaining)
    deck.shuffle()
    return deck
