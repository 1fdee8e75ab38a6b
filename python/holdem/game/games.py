"""Games as data: a :class:`GameDef` lists a game's deck, hole cards, value rule and steps.

The engine (:class:`holdem.Hand`) knows no game by name: it runs the plan a
definition compiles to. Hold'em is one definition::

    >>> HOLDEM.hole_cards, [r.name for r in HOLDEM.rounds]
    (2, ['preflop', 'flop', 'turn', 'river'])
    >>> [(r.board, r.bet_size) for r in HOLDEM.rounds]
    [(0, 'small'), (3, 'small'), (1, 'big'), (1, 'big')]

A step list reads as the dealer's procedure: forced bets, the hole cards, a
betting round, then for each later round its burn and board cards before the
betting, and the showdown at the end. ``bet_size`` is the
fixed-limit size of the round (R-BET-11: the small bet before the turn, the
big bet from the turn on); no-limit and pot-limit rounds use ``min_bet``.
The number of rounds sets the fixed-limit cap: a bet and three raises in a
game of three or more, a bet and four in one of two (R-DRAW-1)::

    >>> HOLDEM.extra_limit_raises, FIVE_CARD_DRAW.extra_limit_raises
    (0, 1)

A game also names the betting structure it is played with when a table
names none (``TableConfig(betting=None)``, the default: see
:meth:`TableConfig.for_game <holdem.game.rules.TableConfig.for_game>`), and
the most seats its deck can deal::

    >>> [(g.betting.value, g.max_seats) for g in (HOLDEM, OMAHA, OMAHA_6, SHORT_DECK)]
    [('no-limit', 10), ('pot-limit', 10), ('pot-limit', 7), ('no-limit', 10)]
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import NamedTuple, Union

from ..core import ALL_CARDS, JOKER, Card
from .rules import BettingStructure

__all__ = [
    "FIVE_CARD_DRAW",
    "FIVE_CARD_DRAW_JOKER",
    "GAMES_BY_NAME",
    "JOKER_DECK",
    "OMAHA",
    "OMAHA_5",
    "OMAHA_6",
    "OMAHA_HI_LO",
    "OMAHA_5_HI_LO",
    "OMAHA_6_HI_LO",
    "SHORT_DECK",
    "SHORT_DECK_CARDS",
    "SHORT_DECK_STRAIGHTS",
    "Board",
    "Betting",
    "Burn",
    "DealHole",
    "Draw",
    "ForcedBets",
    "GameDef",
    "HOLDEM",
    "Phase",
    "Round",
    "Showdown",
    "Street",
    "ValueRule",
    "game_named",
]


class Street(enum.IntEnum):
    """Where a hold'em hand is: its four betting rounds, then ``SHOWDOWN``, then ``COMPLETE``."""

    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4
    COMPLETE = 5


class Phase(enum.Enum):
    """What a hand of any game waits for now."""

    DEALING = "dealing"  # cards are due (manual dealing waits for them)
    BETTING = "betting"  # a seat is to act
    DRAWING = "drawing"  # a seat is to discard or stand pat
    SHOWDOWN = "showdown"  # a seat is to show or muck
    AWARD = "award"  # the showdown is settled and the award waits (``defer_award``)
    COMPLETE = "complete"  # the pots are awarded


class ValueRule(enum.Enum):
    """How a hand's value is formed from the cards a seat can use (R-HAND-1)."""

    HOLE_AND_BOARD = "best five of hole and board"
    HOLE_ONLY = "best five of the hole cards"
    #: the five hole cards, the joker wild as R-HAND-7 says (:func:`holdem.evaluate_joker`'s 1-7475 scale)
    HOLE_ONLY_JOKER = (
        "the five hole cards, the joker completing a straight or flush or counting as an ace"
    )
    #: Omaha (R-HAND-8): exactly two of the 4 to 6 hole cards with exactly three board cards, on
    #: :func:`holdem.evaluate`'s scale (:func:`holdem.evaluate_omaha`); the board never plays alone
    OMAHA = "exactly two hole cards with exactly three board cards"
    #: Omaha hi-lo: OMAHA's high for half of each pot, the eight-or-better low (R-HAND-9,
    #: :func:`holdem.evaluate_omaha_low`, its two hole cards chosen apart) for the other half (R-POT-7)
    OMAHA_HI_LO = "Omaha's high for half of each pot, the eight-or-better low for the other half"
    #: short deck (R-HAND-10): the best five of hole and board from the 36 cards 6 to ace, a flush over a
    #: full house and three of a kind over a straight (:func:`holdem.evaluate_short_deck`'s default)
    SHORT_DECK = "best five of hole and board, short deck, three of a kind over a straight"
    #: short deck with the other reading of R-HAND-10 (``trips_beat_straight=False``, pokerkit's)
    SHORT_DECK_STRAIGHTS = (
        "best five of hole and board, short deck, a straight over three of a kind"
    )


# -- the steps of a game ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ForcedBets:
    """Antes, blinds and straddles, as the positions say (R-BLIND-*)."""


@dataclass(frozen=True, slots=True)
class DealHole:
    """``count`` hole cards to each seat, one at a time clockwise from the left of the button (R-DEAL-2)."""

    count: int


@dataclass(frozen=True, slots=True)
class Burn:
    """One card burned (R-DEAL-3)."""


@dataclass(frozen=True, slots=True)
class Board:
    """``count`` community cards face up."""

    count: int


@dataclass(frozen=True, slots=True)
class Betting:
    """A betting round; ``size`` is its fixed-limit bet: ``"small"`` or ``"big"`` (R-BET-11)."""

    name: str
    size: str = "small"


@dataclass(frozen=True, slots=True)
class Draw:
    """Each seat still in, in turn from the left of the button, discards up to ``max_discards`` cards and
    gets as many from the deck (R-DRAW-1), whatever the table size: when the stub runs short it is
    reshuffled (R-DRAW-2); with ``four_with_ace``, a seat that keeps an ace and shows it to the table may
    discard four."""

    max_discards: int = 3
    four_with_ace: bool = False


@dataclass(frozen=True, slots=True)
class Showdown:
    """The hands still in are shown and the pots awarded (R-SHOW-*)."""


Step = Union[ForcedBets, DealHole, Burn, Board, Betting, Draw, Showdown]


class Round(NamedTuple):
    """One betting round of a compiled plan: what is dealt before it and its bet size.

    ``burn`` and ``board`` are the cards burned and dealt face up before the
    round's betting (the first round's hole cards are dealt by the plan's
    opening), ``draw`` the draw before it (None: no draw).
    """

    name: str
    bet_size: str
    burn: int
    board: int
    draw: Draw | None = None


@dataclass(frozen=True, slots=True)
class GameDef:
    """A poker game as data; :class:`holdem.Hand` runs it.

    ``steps`` must open with :class:`ForcedBets` and :class:`DealHole`, hold one
    or more :class:`Betting` steps, each after the first preceded by its burns
    and board cards, and end with :class:`Showdown`. ``rounds`` is the plan
    the engine runs, compiled once from the steps. ``betting`` is the
    structure the game is played with when a table names none (see
    :meth:`TableConfig.for_game <holdem.game.rules.TableConfig.for_game>`).

    >>> OMAHA.hole_cards, OMAHA.value.name, OMAHA.betting.value, len(SHORT_DECK.deck)
    (4, 'OMAHA', 'pot-limit', 36)
    """

    name: str
    hole_cards: int
    value: ValueRule
    steps: tuple[Step, ...]
    deck: tuple[Card, ...] = ALL_CARDS
    betting: BettingStructure = BettingStructure.NO_LIMIT
    rounds: tuple[Round, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "rounds", _compile(self))

    @property
    def has_joker(self) -> bool:
        """Whether the deck holds the joker (R-HAND-7): then ``"Jk"`` is a card of this game."""
        return JOKER in self.deck

    @property
    def extra_limit_raises(self) -> int:
        """The raises a fixed-limit round allows beyond the table's cap (``max_raises_per_round``, R-BET-11):
        one in a game of two betting rounds, which allows a bet and four raises (R-DRAW-1, [001]), none in a
        game of three or more, which allows a bet and three."""
        return 1 if len(self.rounds) <= 2 else 0

    @property
    def board_cards(self) -> int:
        """The community cards a hand of this game ends with (0 for a game without a board)."""
        return sum(r.board for r in self.rounds)

    @property
    def max_seats(self) -> int:
        """The most seats a hand of this game deals (at most 10, R-SEAT-1): every seat's hole cards, the
        burns and the board from one deck (six-card Omaha's 52 cards deal seven seats)."""
        spent = sum(r.burn + r.board for r in self.rounds)
        return min(10, (len(self.deck) - spent) // self.hole_cards)

    def __repr__(self) -> str:
        return f"GameDef({self.name!r})"


def _compile(game: GameDef) -> tuple[Round, ...]:
    """The steps as a list of betting rounds, each with what is dealt before it; refuses a malformed list."""
    steps = list(game.steps)
    if (
        steps[:2] != [ForcedBets(), DealHole(game.hole_cards)]
        or not steps
        or steps[-1] != Showdown()
    ):
        raise ValueError(
            f"{game.name}: the steps open with ForcedBets() and DealHole({game.hole_cards}) "
            "and end with Showdown()"
        )
    rounds: list[Round] = []
    burn = board = 0
    draw: Draw | None = None
    for step in steps[2:-1]:
        if isinstance(step, Betting):
            if step.size not in ("small", "big"):
                raise ValueError(
                    f"{game.name}: a round's bet size is 'small' or 'big', got {step.size!r}"
                )
            rounds.append(Round(step.name, step.size, burn, board, draw))
            burn = board = 0
            draw = None
        elif isinstance(step, Burn):
            burn += 1
        elif isinstance(step, Board):
            board += step.count
        elif isinstance(step, Draw):
            if draw is not None or not 1 <= step.max_discards <= game.hole_cards:
                raise ValueError(
                    f"{game.name}: one draw per round, of 1 to {game.hole_cards} cards"
                )
            draw = step
        else:
            raise ValueError(
                f"{game.name}: unexpected step {step!r} between the deal and the showdown"
            )
    if not rounds or burn or board or draw:
        raise ValueError(f"{game.name}: every burn, board and draw comes before a betting round")
    _check_cards(game, rounds)
    if (JOKER in game.deck) != (game.value is ValueRule.HOLE_ONLY_JOKER) or (
        game.value is ValueRule.HOLE_ONLY_JOKER
        and (game.hole_cards != 5 or any(r.board for r in rounds))
    ):
        raise ValueError(
            f"{game.name}: a deck with the joker goes with the joker's value rule (R-HAND-7), "
            "five hole cards and no board"
        )
    return tuple(rounds)


def _check_cards(game: GameDef, rounds: list[Round]) -> None:
    """The value rule, the betting structure, and the cards: a deck of distinct cards (6 to ace in short deck,
    R-HAND-10) that deals two seats at least; hole and board counts the value rule can value: at most 7
    cards of hole and board for the best five of them, 4 to 6 hole cards and 3 to 5 board cards for
    Omaha's two and three (R-HAND-8)."""
    value, hole, deck = game.value, game.hole_cards, game.deck
    board = sum(r.board for r in rounds)
    if not isinstance(value, ValueRule):
        raise ValueError(f"{game.name}: value is a ValueRule, got {value!r}")
    if not isinstance(game.betting, BettingStructure):
        raise ValueError(f"{game.name}: betting is a BettingStructure, got {game.betting!r}")
    if len(set(deck)) != len(deck) or not set(deck) <= set(JOKER_DECK):
        raise ValueError(f"{game.name}: a deck is distinct cards of the 52 and the joker")
    if value in _SHORT_RULES and not set(deck) <= set(SHORT_DECK_CARDS):
        raise ValueError(f"{game.name}: a short-deck game's deck is cards 6 to ace (R-HAND-10)")
    if len(deck) < sum(r.burn for r in rounds) + board + 2 * hole:
        raise ValueError(f"{game.name}: the deck deals two seats at least")
    if value is ValueRule.OMAHA or value is ValueRule.OMAHA_HI_LO:
        if not (4 <= hole <= 6 and 3 <= board <= 5):
            raise ValueError(
                f"{game.name}: Omaha's value rule takes 4 to 6 hole cards and a board of 3 to 5 cards"
            )
    elif value is ValueRule.HOLE_AND_BOARD or value in _SHORT_RULES:
        if hole + board > 7:
            raise ValueError(f"{game.name}: a hand is at most 7 cards (hole and board)")


#: The 52 cards and the joker (R-HAND-7).
JOKER_DECK: tuple[Card, ...] = ALL_CARDS + (JOKER,)

#: The short deck's 36 cards, 6 to ace (R-HAND-10).
SHORT_DECK_CARDS: tuple[Card, ...] = tuple(c for c in ALL_CARDS if c.rank >= 4)

_SHORT_RULES = (ValueRule.SHORT_DECK, ValueRule.SHORT_DECK_STRAIGHTS)


#: Texas hold'em: two hole cards, a flop of three, a turn and a river, each after a burn (R-DEAL-3).
HOLDEM = GameDef(
    name="hold'em",
    hole_cards=2,
    value=ValueRule.HOLE_AND_BOARD,
    steps=(
        ForcedBets(),
        DealHole(2),
        Betting("preflop", "small"),
        Burn(),
        Board(3),
        Betting("flop", "small"),
        Burn(),
        Board(1),
        Betting("turn", "big"),
        Burn(),
        Board(1),
        Betting("river", "big"),
        Showdown(),
    ),
)

#: Five-card draw (R-DRAW-1): antes, five cards each, a betting round, a draw of up to three cards at any
#: table size (R-DRAW-2), a second betting round (fixed-limit: the small bet before the draw, the big bet
#: after, a bet and four raises in each), the showdown.
FIVE_CARD_DRAW = GameDef(
    name="five-card draw",
    hole_cards=5,
    value=ValueRule.HOLE_ONLY,
    steps=(
        ForcedBets(),
        DealHole(5),
        Betting("before the draw", "small"),
        Draw(3),
        Betting("after the draw", "big"),
        Showdown(),
    ),
)

#: Five-card draw with the joker (R-HAND-7, [001]'s "bug"): FIVE_CARD_DRAW's steps, dealt from 53 cards; four of
#: a rank and the joker are five of a kind, and the joker otherwise completes a straight or flush or is an ace.
FIVE_CARD_DRAW_JOKER = GameDef(
    name="five-card draw with the joker",
    hole_cards=5,
    value=ValueRule.HOLE_ONLY_JOKER,
    steps=FIVE_CARD_DRAW.steps,
    deck=JOKER_DECK,
)


def _board_steps(hole_cards: int) -> tuple[Step, ...]:
    """Hold'em's steps with ``hole_cards`` dealt to each seat: a flop, a turn and a river, each after a burn."""
    return (ForcedBets(), DealHole(hole_cards), *HOLDEM.steps[2:])


#: Omaha (R-HAND-8): four hole cards, hold'em's board and rounds, a hand of exactly two hole cards and three
#: board cards; pot-limit unless the table names a structure (as it is played: PokerStars' and PHH's ``PO``).
OMAHA = GameDef(
    name="Omaha",
    hole_cards=4,
    value=ValueRule.OMAHA,
    steps=_board_steps(4),
    betting=BettingStructure.POT_LIMIT,
)

#: Five-card Omaha: OMAHA with five hole cards (at most eight seats: 52 cards).
OMAHA_5 = GameDef(
    name="five-card Omaha",
    hole_cards=5,
    value=ValueRule.OMAHA,
    steps=_board_steps(5),
    betting=BettingStructure.POT_LIMIT,
)

#: Six-card Omaha: OMAHA with six hole cards (at most seven seats).
OMAHA_6 = GameDef(
    name="six-card Omaha",
    hole_cards=6,
    value=ValueRule.OMAHA,
    steps=_board_steps(6),
    betting=BettingStructure.POT_LIMIT,
)

#: Omaha hi-lo, eight or better: OMAHA's deal, each pot split between the best high and the best qualifying low
#: (R-HAND-9, R-POT-7); fixed-limit unless the table names a structure (as it is played: PokerStars' Limit
#: Omaha Hi/Lo, PHH's ``FO/8``).
OMAHA_HI_LO = GameDef(
    name="Omaha hi-lo",
    hole_cards=4,
    value=ValueRule.OMAHA_HI_LO,
    steps=_board_steps(4),
    betting=BettingStructure.FIXED_LIMIT,
)

#: Five-card Omaha hi-lo (PokerStars' 5 Card Omaha Hi/Lo, "Big O"): OMAHA_HI_LO with five hole cards.
OMAHA_5_HI_LO = GameDef(
    name="five-card Omaha hi-lo",
    hole_cards=5,
    value=ValueRule.OMAHA_HI_LO,
    steps=_board_steps(5),
    betting=BettingStructure.FIXED_LIMIT,
)

#: Six-card Omaha hi-lo: OMAHA_HI_LO with six hole cards (at most seven seats).
OMAHA_6_HI_LO = GameDef(
    name="six-card Omaha hi-lo",
    hole_cards=6,
    value=ValueRule.OMAHA_HI_LO,
    steps=_board_steps(6),
    betting=BettingStructure.FIXED_LIMIT,
)

#: Short-deck (six-plus) hold'em (R-HAND-10): hold'em's steps dealt from the 36 cards 6 to ace, a flush over a
#: full house, A-6-7-8-9 the lowest straight, three of a kind over a straight (PokerStars' 6+ Hold'em and the
#: Triton series' first reading); no-limit unless the table names a structure. Its usual forced bets, an ante
#: from every seat and the button's blind, are the table's: ``TableConfig(small_blind=0, big_blind=..,
#: ante=.., button_blind=True)`` (R-BLIND-9); plain blinds are played too.
SHORT_DECK = GameDef(
    name="short-deck hold'em",
    hole_cards=2,
    value=ValueRule.SHORT_DECK,
    steps=HOLDEM.steps,
    deck=SHORT_DECK_CARDS,
)

#: SHORT_DECK with a straight over three of a kind (R-HAND-10's option, pokerkit's ``NS`` reading).
SHORT_DECK_STRAIGHTS = GameDef(
    name="short-deck hold'em, straights over trips",
    hole_cards=2,
    value=ValueRule.SHORT_DECK_STRAIGHTS,
    steps=HOLDEM.steps,
    deck=SHORT_DECK_CARDS,
)

#: The games a table or a simulation names: ``Table(..., game="draw")`` (``"draw-joker"``: five-card draw with
#: the joker; ``"omaha"``, ``"omaha-5"``, ``"omaha-6"``: Omaha of 4, 5 and 6 hole cards; ``"omaha-hi-lo"``;
#: ``"short-deck"``).
GAMES_BY_NAME: dict[str, GameDef] = {
    "holdem": HOLDEM,
    "draw": FIVE_CARD_DRAW,
    "draw-joker": FIVE_CARD_DRAW_JOKER,
    "omaha": OMAHA,
    "omaha-5": OMAHA_5,
    "omaha-6": OMAHA_6,
    "omaha-hi-lo": OMAHA_HI_LO,
    "omaha-5-hi-lo": OMAHA_5_HI_LO,
    "omaha-6-hi-lo": OMAHA_6_HI_LO,
    "short-deck": SHORT_DECK,
}


def game_named(game: object, error: type[Exception]) -> GameDef:
    """``game`` as a GameDef: one itself or a name of :data:`GAMES_BY_NAME`; else ``error`` saying what is allowed."""
    found = GAMES_BY_NAME.get(game) if isinstance(game, str) else game
    if not isinstance(found, GameDef):
        raise error(f"game is {', '.join(map(repr, GAMES_BY_NAME))} or a GameDef, got {game!r}")
    return found
