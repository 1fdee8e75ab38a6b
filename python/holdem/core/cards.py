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

The joker (:data:`JOKER`, id 52, text ``"Jk"``) is a card only of a game
whose deck holds one (five-card draw with the joker, R-HAND-7): ``Card`` and
:func:`parse_cards` refuse it unless asked (``joker=True``), so in hold'em it
stays an invalid card (R-CARD-1)::

    >>> parse_cards("Ah Jk", joker=True)
    [Card('Ah'), Card('Jk')]
    >>> JOKER == 52, str(JOKER)
    (True, 'Jk')
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Union

from .. import _core
from .._checks import bounded, whole_number
from ..errors import (
    CardTypeError,
    DuplicateCardError,
    HoldemError,
    InvalidArgumentError,
    InvalidCardError,
    InvalidTypeError,
)
from .rng import Rng, checked_rng, secure_rng, seeded_rng  # noqa: F401  (seeded_rng: doctests)

__all__ = [
    "JOKER",
    "MAX_CARDS",
    "RANKS",
    "SUITS",
    "Card",
    "CardLike",
    "Deck",
    "is_joker",
    "parse_cards",
    "parse_card",
    "cards_text",
    "ALL_CARDS",
]

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
        return InvalidCardError(
            "card text must be encodable Unicode (no lone surrogates): "
            "a card is a rank (2-9, T or 10, J, Q, K, A) then a suit (s, h, d, c)"
        )
    if isinstance(exc, TypeError):
        if message.startswith("a card is"):
            return CardTypeError(message)
        return InvalidTypeError(
            message if message.startswith("cards are") else f"{_CARDS}: {message}"
        )
    if "integer string conversion" in message:
        return InvalidCardError(
            "invalid card id (an integer of more than 4,300 digits): card ids are 0 to 51"
        )
    return exc


RANKS = "23456789TJQKA"
SUITS = "cdhs"

RANK_NAMES = (
    "deuce",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "jack",
    "queen",
    "king",
    "ace",
)
RANK_PLURALS = (
    "deuces",
    "threes",
    "fours",
    "fives",
    "sixes",
    "sevens",
    "eights",
    "nines",
    "tens",
    "jacks",
    "queens",
    "kings",
    "aces",
)


class Card(int):
    """One of the 52 cards, or the joker (:data:`JOKER`); an ``int`` whose value is the card id."""

    __slots__ = ()

    def __new__(cls, card: CardLike) -> Card:
        if type(card) is Card:
            return card
        # The core parses text and checks ids (InvalidCardError names the input).
        try:
            return ALL_CARDS[_core.parse_card(card)]
        except HoldemError as exc:
            if refused_joker(exc):
                raise InvalidCardError(_NO_JOKER) from None
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
        """``"A"``, ``"T"``, ... (the joker's text is ``"Jk"``: ``"J"`` and ``"k"``)."""
        return _TEXT[int(self)][0]

    @property
    def suit_char(self) -> str:
        return _TEXT[int(self)][1]

    @property
    def is_joker(self) -> bool:
        """Whether this is the joker (id 52, no rank or suit of its own; its ``rank`` reads 13)."""
        return int(self) == 52

    def __str__(self) -> str:
        return _TEXT[int(self)]

    def __repr__(self) -> str:
        return f"Card('{_TEXT[int(self)]}')"

    def __format__(self, spec: str) -> str:
        if spec[-1:] in _NUMERIC_FORMATS:
            return int.__format__(self, spec)
        return format(str(self), spec)

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (Card, (int(self),)) if int(self) != 52 else (_card_of_deck, (52,))


_TEXT = tuple(r + s for r in RANKS for s in SUITS) + ("Jk",)
ALL_CARDS = tuple(int.__new__(Card, i) for i in range(52))

#: The joker (R-HAND-7): card id 52, text ``"Jk"`` (any case). Neither PHH nor pokerkit 0.7.7 names a
#: joker (their cards are a rank and a suit, ``??`` unknown): ``"Jk"`` is this library's, as in the core.
JOKER = int.__new__(Card, 52)
_WITH_JOKER = ALL_CARDS + (JOKER,)
_JOKER_TEXT = re.compile(r"(jk)", re.IGNORECASE)
_NO_JOKER = (
    "invalid card 'Jk': the joker (id 52) is a card only in a game whose deck holds it (five-card draw "
    "with the joker, R-HAND-7); here the deck is the 52 standard cards, ids 0 to 51 (R-CARD-1)"
)


def refused_joker(exc: Exception) -> bool:
    """Whether the core refused an input for its joker (the first bad card it names is the joker)."""
    message = str(exc).lower()
    return message.startswith("invalid card 'jk'") or message.startswith("invalid card id 52:")


CardLike = Union[Card, int, str]


def is_joker(card: object) -> bool:
    """Whether ``card`` names the joker: the :data:`JOKER`, id 52 or the text ``"Jk"`` (any case)."""
    if isinstance(card, str):
        return card.strip().lower() == "jk"
    if isinstance(card, bool):
        return False
    try:
        return operator.index(card) == 52  # type: ignore[arg-type]
    except TypeError:
        return False


def _card_of_deck(card_id: int) -> Card:
    """A card by id, the joker included (unpickling reads the joker back)."""
    return _WITH_JOKER[card_id]


def _parse_with_joker(items: str | Iterable[CardLike]) -> list[Card]:
    """Cards where the joker is allowed: each "Jk" is the joker, the rest the core reads as always."""
    if isinstance(items, str):
        out: list[Card] = []
        for part in _JOKER_TEXT.split(items):
            if part.lower() == "jk":
                out.append(JOKER)
            elif part.strip(" ,\t\n"):
                out.extend(ALL_CARDS[i] for i in _core.parse_cards(part.strip(" ,\t\n")))
        return out
    return [JOKER if is_joker(c) else ALL_CARDS[_core.parse_card(c)] for c in items]


def parse_card(card: CardLike, *, joker: bool = False) -> Card:
    """One card from text (``"Ah"``, ``"10d"``), an id or a Card (``joker``: the joker too)."""
    if joker and is_joker(card):
        return JOKER
    return Card(card)


def parse_cards(
    cards: str | Iterable[CardLike], *, distinct: bool = True, joker: bool = False
) -> list[Card]:
    """Cards from text (``"AhKd"``, ``"Ah Kd"``, ``"Ah,Kd"``) or an iterable of cards.

    With ``distinct`` (the default) a repeated card raises :class:`DuplicateCardError`,
    and reading stops at the 53rd card; otherwise at most :data:`MAX_CARDS`
    are read (an endless iterator is refused, not read forever). Something
    that is not cards raises :class:`~holdem.errors.InvalidTypeError` (a TypeError).
    ``joker``: the joker (``"Jk"``, id 52) is a card too (a game whose deck holds it);
    otherwise it is an invalid card (R-CARD-1).

    >>> parse_cards(["Ah", 13, Card("2c")])
    [Card('Ah'), Card('5d'), Card('2c')]
    """
    limit = (52 + joker) if distinct else MAX_CARDS
    items = bounded(cards, limit, _CARDS)
    try:
        ids: Sequence[int] = _core.parse_cards(items)
    except HoldemError as exc:
        # the joker-free path stays the core's alone: only a refused input is read again for a joker
        if not joker:
            if refused_joker(exc):
                raise InvalidCardError(_NO_JOKER) from None
            raise
        if not _has_joker(items):
            raise
        try:
            ids = _parse_with_joker(items)
        except HoldemError:
            raise
        except (TypeError, ValueError) as exc:
            raise card_error(exc) from None
    except (TypeError, ValueError) as exc:
        raise card_error(exc) from None
    if len(ids) > limit and not distinct:
        raise InvalidArgumentError(f"parse_cards reads at most {MAX_CARDS:,} cards, got more")
    out = [_WITH_JOKER[i] for i in ids]
    if distinct and len(set(out)) != len(out):
        seen: set[Card] = set()
        for c in out:
            if c in seen:
                raise DuplicateCardError(f"duplicate card {c} in {cards_text(out)}")
            seen.add(c)
    return out


def _has_joker(items: str | Iterable[CardLike]) -> bool:
    if isinstance(items, str):
        return _JOKER_TEXT.search(items) is not None
    return any(is_joker(c) for c in items)


def cards_text(cards: Iterable[CardLike], sep: str = " ") -> str:
    """``[Card('Ah'), Card('Kd')]`` (or ``"AhKd"``) -> ``"Ah Kd"`` (the joker prints as ``"Jk"``)."""
    return sep.join([_TEXT[c] for c in parse_cards(cards, distinct=False, joker=True)])


class Deck:
    """The 52 cards (53 with ``joker=True``), dealt from the top.

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

    __slots__ = ("_cards", "_joker")

    def __init__(self, cards: Iterable[CardLike] | None = None, *, joker: bool = False) -> None:
        """``joker``: a new deck holds the joker too (53 cards), and the joker may be among ``cards``."""
        self._joker = bool(joker)
        self._cards: list[Card] = (
            list(_WITH_JOKER if joker else ALL_CARDS)
            if cards is None
            else parse_cards(cards, joker=self._joker)
        )

    def shuffle(self, rng: Rng | None = None) -> None:
        """Shuffles the cards left with ``rng`` (the secure source when None).

        ``rng`` is a source with ``shuffle`` (``random.Random``, :func:`seeded_rng`),
        never a seed; a shuffle that loses, adds or changes cards raises
        :class:`~holdem.errors.InvalidArgumentError` and leaves the deck as it was.
        """
        cards = self._cards[:]
        (secure_rng() if rng is None else checked_rng(rng)).shuffle(cards)
        if (
            len(cards) != len(self._cards)
            or any(type(c) is not Card for c in cards)
            or set(cards) != set(self._cards)
        ):
            raise InvalidArgumentError(
                f"rng.shuffle must reorder the list it is given, not change its cards "
                f"({type(rng).__name__} did)"
            )
        self._cards = cards

    def deal(self, n: int = 1) -> list[Card]:
        """Removes and returns the top ``n`` cards."""
        n = whole_number(
            n,
            f"the number of cards to deal ({len(self._cards)} left in the deck)",
            low=0,
            high=len(self._cards),
        )
        top, self._cards = self._cards[:n], self._cards[n:]
        return top

    def remove(self, cards: Iterable[CardLike]) -> None:
        """Takes known cards (dead cards, a fixed board) out of the deck."""
        gone = set(parse_cards(cards, joker=self._joker))
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

    def __reduce__(self) -> tuple[Callable[[list[int], bool], Deck], tuple[list[int], bool]]:
        # Only which cards remain, in id order; the order is drawn anew (securely) on loading.
        return (_unpickle_deck, (sorted(int(c) for c in self._cards), self._joker))

    def __copy__(self) -> Deck:
        copy = Deck.__new__(Deck)
        copy._cards = self._cards[:]
        copy._joker = self._joker
        return copy

    def __deepcopy__(self, memo: dict[int, object]) -> Deck:
        return self.__copy__()


def _unpickle_deck(remaining: list[int], joker: bool = False) -> Deck:
    deck = Deck(remaining, joker=joker)
    deck.shuffle()
    return deck
