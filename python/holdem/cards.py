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
from ._checks import bounded, whole_number
from .errors import CardTypeError, DuplicateCardError, HoldemError, InvalidArgumentError, InvalidCardError
from .errors import InvalidTypeError
from .rng import Rng, checked_rng, secure_rng, seeded_rng  # noqa: F401  (seeded_rng: doctests)

__all__ = ["MAX_CARDS", "RANKS", "SUITS", "Card", "CardLike", "Deck", "parse_cards", "parse_card", "cards_text"]

#: The most cards :func:`parse_cards` reads when they need not be distinct
#: (2^20, some 200,000 boards); distinct cards stop at the 53rd.
MAX_CARDS = 1 << 20

_CARDS = "cards are a string like 'AhKd' or a sequence of cards"
# Presentation types that format a number: format(Card("Ah"), "02d") is "50", as for any int.
_NUMERIC_FORMATS = frozenset("bcdoxXneEfFgG%")


def card_error(exc: Exception) -> Exception:
    """The typed error for a Python error the core let through while reading cards.

    The core's own wrong-type messages are kept; Python's (a 0-d array is not
    iterable, text with a lone surrogate cannot be encoded, an int of more
    than 4,300 digits cannot be printed) get the package's words.
    """
    message = str(exc)
    if isinstance(exc, UnicodeError):
        return InvalidCardError("card text must be encodable Unicode (no lone surrogates): "
                                "a card is a rank (2-9, T or 10, J, Q, K, A) then a suit (s, h, d, c)")
    if isinstance(exc, TypeError):
        if message.startswith("a card is"):
            return CardTypeError(message)
        return InvalidTypeError(message if message.startswith("cards are") else f"{_CARDS}: {message}")
    if "integer string conversion" in message:
        return InvalidCardError("invalid card id (an integer of more than 4,300 digits): card ids are 0 to 51")
    return exc

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
        try:
            return _ALL[_core.parse_card(card)]
        except HoldemError:
            raise
        except (TypeError, ValueError) as exc:
            raise card_error(exc) from None

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
        if spec[-1:] in _NUMERIC_FORMATS:
            return int.__format__(self, spec)
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

    With ``distinct`` (the default) a repeated card raises :class:`DuplicateCardError`,
    and reading stops at the 53rd card; otherwise at most :data:`MAX_CARDS`
    are read (an endless iterator is refused, not read forever). Something
    that is not cards raises :class:`~holdem.errors.InvalidTypeError` (a TypeError).

    >>> parse_cards(["Ah", 13, Card("2c")])
    [Card('Ah'), Card('5d'), Card('2c')]
    """
    limit = 52 if distinct else MAX_CARDS
    try:
        ids = _core.parse_cards(bounded(cards, limit, _CARDS))
    except HoldemError:
        raise
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None
    if len(ids) > limit and not distinct:
        raise InvalidArgumentError(f"parse_cards reads at most {MAX_CARDS:,} cards, got more")
    out = [_ALL[i] for i in ids]
    if distinct and len(set(out)) != len(out):
        seen: set[Card] = set()
        for c in out:
            if c in seen:
                raise DuplicateCardError(f"duplicate card {c} in {cards_text(out)}")
            seen.add(c)
    return out


def cards_text(cards: Iterable[CardLike], sep: str = " ") -> str:
    """``[Card('Ah'), Card('Kd')]`` (or ``"AhKd"``) -> ``"Ah Kd"``."""
    return sep.join([_TEXT[c] for c in parse_cards(cards, distinct=False)])


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
        """Shuffles the cards left with ``rng`` (the secure source when None).

        ``rng`` is a source with ``shuffle`` (``random.Random``, :func:`seeded_rng`),
        never a seed; a shuffle that loses, adds or changes cards raises
        :class:`~holdem.errors.InvalidArgumentError` and leaves the deck as it was.
        """
        cards = self._cards[:]
        (secure_rng() if rng is None else checked_rng(rng)).shuffle(cards)
        if len(cards) != len(self._cards) or any(type(c) is not Card for c in cards) or \
                set(cards) != set(self._cards):
            raise InvalidArgumentError(f"rng.shuffle must reorder the list it is given, not change its cards "
                                       f"({type(rng).__name__} did)")
        self._cards = cards

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
