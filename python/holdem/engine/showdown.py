"""The showdown: who shows first, show or muck, hand values, and the award (R-SHOW-*, R-POT-*).

In a hi-lo game each hand has a high value and a low (R-HAND-9), and the core
splits each pot between them (R-POT-7): a hand is shown by the policy when it
can still win or tie either half of a pot it is in, and its rank is a
:class:`HiLoRank`.

:class:`ShowdownState` is the showdown part of a :class:`holdem.Hand`. It
holds the hands turned face up (at the showdown, or before an all-in runout,
R-SHOW-3) and the mucked ones, the order of R-SHOW-1, who may muck (R-SHOW-2:
never the last hand left in a pot), the seats' values by the game's value
rule, and makes the award with one call to the core's pot resolver. It knows
nothing of the betting flow: the hand gives it the ledger when the showdown
starts and when the pots are awarded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from types import MappingProxyType
from typing import Any, NamedTuple

from .. import _core
from ..core import (
    Card,
    HandRank,
    HiLoPot,
    JokerRank,
    LowRank,
    Plain,
    Pot,
    PotResult,
    ShortDeckRank,
    plain,
)
from ..errors import HandStateError, IllegalActionError
from ..game import Muck, Show, ValueRule

__all__ = [
    "VALUE_RULES",
    "HandResult",
    "HiLoRank",
    "Rank",
    "ShowdownState",
    "Valuation",
    "board_plays_alone",
]


def _pot_order(values: list[int]) -> list[int]:
    """Joker values (1-7475) as the pot resolver reads values (1-7462): the same order and ties among the
    seats of one showdown, each shown value replaced by its place among them (0, not shown, stays 0)."""
    place = {v: k for k, v in enumerate(sorted(set(values) - {0}), 1)}
    return [place.get(v, 0) for v in values]


class HiLoRank(NamedTuple):
    """A hi-lo hand's two ranks (R-HAND-9): its high and its eight-or-better low (``LowRank(0)``: no low).

    >>> from holdem import HandRank, LowRank
    >>> str(HiLoRank(HandRank.of("Ah Kh Qh Jh 9h"), LowRank(0)))
    'flush, ace-king-queen-jack-nine; no low'
    """

    high: HandRank
    low: LowRank

    @property
    def description(self) -> str:
        """The high's description and the low's, e.g. ``"pair of aces, king-eight-five kickers; 8-5-3-2-A low"``."""
        return f"{self.high.description}; {self.low.description}"

    def __str__(self) -> str:
        return self.description


#: A shown hand's rank: its value with its category and description.
Rank = HandRank | JokerRank | ShortDeckRank | HiLoRank


class Valuation(NamedTuple):
    """How a value rule values a seat's cards (R-HAND-1, R-HAND-7, R-HAND-8, R-HAND-10).

    ``uses_board``: the board's cards are the seat's too; ``split``: the evaluator takes the hole cards and
    the board apart (``evaluate(hole, board)``: Omaha's two and three), else one list of both;
    ``board_alone``: a hand of unknown cards can play the board alone (``unknown_show="board"``);
    ``rank``: a value's :data:`Rank`; ``pot_order``: the values as the pot resolver reads them (None: as
    they are); ``low``: a hi-lo game's low (``evaluate``'s arguments, 0 for none; None: a high-only game).
    """

    uses_board: bool
    split: bool
    board_alone: bool
    evaluate: Callable[..., int]
    rank: Callable[[int], HandRank | JokerRank | ShortDeckRank]
    pot_order: Callable[[list[int]], list[int]] | None = None
    low: Callable[..., int] | None = None


#: The value rules: each game's :class:`~holdem.game.ValueRule` read by the showdown.
VALUE_RULES: dict[ValueRule, Valuation] = {
    ValueRule.HOLE_AND_BOARD: Valuation(True, False, True, _core.evaluate, HandRank),
    ValueRule.HOLE_ONLY: Valuation(False, False, False, _core.evaluate, HandRank),
    # 1-7475, the joker wild
    ValueRule.HOLE_ONLY_JOKER: Valuation(
        False, False, False, _core.evaluate_joker, JokerRank, _pot_order
    ),
    ValueRule.OMAHA: Valuation(True, True, False, _core.evaluate_omaha, HandRank),
    ValueRule.OMAHA_HI_LO: Valuation(
        True, True, False, _core.evaluate_omaha, HandRank, low=_core.evaluate_omaha_low
    ),
    # short deck's values (1-1404) are within the resolver's range: no pot order
    ValueRule.SHORT_DECK: Valuation(
        True,
        False,
        True,
        partial(_core.evaluate_short_deck, trips_beat_straight=True),
        partial(ShortDeckRank, trips_beat_straight=True),
    ),
    ValueRule.SHORT_DECK_STRAIGHTS: Valuation(
        True,
        False,
        True,
        partial(_core.evaluate_short_deck, trips_beat_straight=False),
        partial(ShortDeckRank, trips_beat_straight=False),
    ),
}
_NO_LOWS: dict[
    int, int
] = {}  # a high-only game's ShowdownState.lows: read and popped from, never written
_RULES_BY_ID = {
    id(rule): parts for rule, parts in VALUE_RULES.items()
}  # an Enum hashes in Python: id() does not


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a finished hand ended.

    ``winnings`` are the chips each seat took from the pots (its own uncalled
    chips included when the core returned them), ``pots`` the core's pots
    (:class:`~holdem.HiLoPot` in a hi-lo game, each half's winners with them),
    ``net`` each seat's gain or loss, ``shown`` the hands shown with their
    ranks (a read-only mapping: seat -> (cards, rank or None when the board
    was not complete)); a rank is a :class:`~holdem.HandRank` (Omaha's too), a
    :class:`~holdem.JokerRank` in a game with the joker (``"five of a kind, aces"``),
    a :class:`~holdem.ShortDeckRank` in short deck, or a :class:`HiLoRank` (the
    high and the low) in a hi-lo game.
    """

    winnings: tuple[int, ...]
    pots: tuple[Pot | HiLoPot, ...]
    final_stacks: tuple[int, ...]
    net: tuple[int, ...]
    shown: Mapping[int, tuple[tuple[Card, ...], Rank | None]]

    def __post_init__(self) -> None:
        if type(self.shown) is not MappingProxyType:
            object.__setattr__(self, "shown", MappingProxyType(dict(self.shown)))

    def __reduce__(self) -> tuple[Any, ...]:
        # a mappingproxy does not pickle: the dict behind it does
        return (
            HandResult,
            (self.winnings, self.pots, self.final_stacks, self.net, dict(self.shown)),
        )

    def to_dict(self) -> dict[str, Plain]:
        """JSON-ready data: the amounts as lists of ints, each pot as a dict, and the shown hands as a list
        of ``{"seat", "cards", "value", "description"}`` (value and description None when not ranked)."""
        return {
            "winnings": plain(self.winnings),
            "pots": plain(self.pots),
            "final_stacks": plain(self.final_stacks),
            "net": plain(self.net),
            "shown": [
                {
                    "seat": seat,
                    "cards": plain(cards),
                    "value": plain(rank),
                    "description": None if rank is None else rank.description,
                }
                for seat, (cards, rank) in self.shown.items()
            ],
        }

    @classmethod
    def of(
        cls,
        pots: PotResult | SplitPots,
        stacks: Sequence[int],
        start: Sequence[int],
        showdown: ShowdownState | None,
        ranked: bool,
    ) -> HandResult:
        """The result from the core's pot result, the stacks before and after and the shown hands
        (ranked when ``ranked``: every card of the hand dealt)."""
        shown = (
            {s: (hole, showdown.rank(s) if ranked else None) for s, hole in showdown.shown.items()}
            if showdown is not None
            else {}
        )
        return cls(
            tuple(pots.winnings),
            tuple(pots.pots),
            tuple(stacks),
            tuple(after - before for after, before in zip(stacks, start)),
            shown,
        )


def board_plays_alone(value_rule: ValueRule, board_cards: int) -> bool:
    """Whether a hand shown with unknown cards (``unknown_show="board"``) can be valued by the board alone:
    the game's value rule lets the board play alone (not Omaha's, R-HAND-8), and the board it ends with
    makes a five-card hand.

    >>> from holdem.game import FIVE_CARD_DRAW, HOLDEM, OMAHA
    >>> [board_plays_alone(game.value, game.board_cards) for game in (HOLDEM, FIVE_CARD_DRAW, OMAHA)]
    [True, False, False]
    """
    return _RULES_BY_ID[id(value_rule)].board_alone and board_cards >= 5


class ShowdownState:
    """Shown and mucked hands, the showing order and the values (see the module documentation).

    ``holes`` and ``board`` are the dealing part's lists (read, never
    written); ``value_rule`` is the game's: whether the board plays, and the
    evaluator (the joker's, R-HAND-7, in a game with the joker).
    """

    __slots__ = (
        "n",
        "button",
        "holes",
        "board",
        "shown",
        "unknown",
        "mucked",
        "queue",
        "index",
        "pots",
        "values",
        "first_winner",
        "evaluate",
        "split",
        "rank_type",
        "pot_values",
        "board_plays",
        "low",
        "lows",
    )

    def __init__(
        self,
        n: int,
        button: int,
        holes: list[tuple[Card, ...] | None],
        board: list[Card] | None,
        first_winner: bool = False,
        value_rule: ValueRule = ValueRule.HOLE_AND_BOARD,
        board_cards: int = 5,
    ) -> None:
        self.n = n
        self.button = button
        self.first_winner = first_winner  # odd_chips "first_winner": pokerkit's pots and split
        self.holes = holes
        # one unpacking (a Valuation is a tuple): its fields read by name cost more, once a showdown
        uses_board, self.split, board_alone, self.evaluate, self.rank_type, self.pot_values, low = (
            _RULES_BY_ID[id(value_rule)]
        )
        self.low = low  # a hi-lo game's low (R-HAND-9), else None
        # the lows known so far (a high-only game's stay empty: one shared dict, never written)
        self.lows: dict[int, int] = {} if low is not None else _NO_LOWS
        self.board = board if uses_board else None
        self.board_plays = board_alone and board_cards >= 5  # a show of unknown cards can be valued
        self.shown: dict[int, tuple[Card, ...]] = {}
        self.unknown: set[int] = (
            set()
        )  # shown with cards nobody saw: in the pot with the board alone
        self.mucked: set[int] = set()
        self.queue: list[int] = []
        self.index = 0
        self.pots: list[list[int]] = []
        self.values: dict[int, int] = {}

    def turn_up(self, folded: Sequence[bool], events: list[Any]) -> None:
        """R-SHOW-3: no more betting is possible, so every known hand still in is turned face up."""
        for seat in range(self.n):
            hole = self.holes[seat]
            if not folded[seat] and hole is not None:
                self.shown[seat] = hole
                events.append(Show(seat, hole))

    def start(self, first: int, folded: Sequence[bool], contrib: Sequence[int], dead: int) -> None:
        """The showdown begins with ``first`` (R-SHOW-1); the seats still in decide clockwise from it."""
        n = self.n
        shown = self.shown
        self.queue = [
            s for s in ((first + k) % n for k in range(n)) if not folded[s] and s not in shown
        ]
        self.index = 0
        self.pots = _contested(contrib, folded, dead)

    @property
    def next_to_show(self) -> int | None:
        return self.queue[self.index] if self.index < len(self.queue) else None

    def decided(self, live: int) -> bool:
        """Whether the showdown is settled: no one is left to decide, or every other hand was mucked."""
        return self.index >= len(self.queue) or live - len(self.mucked) < 2

    def record_show(
        self, seat: int, hole: tuple[Card, ...], events: list[Any], *, in_turn: bool
    ) -> Show:
        if hole:
            self.shown[seat] = hole
            if (
                seat in self.unknown
            ):  # shown unknown, now in full: its cards play, not the board alone
                self.unknown.discard(seat)
                self.values.pop(seat, None)
                self.lows.pop(seat, None)
        record = Show(seat, hole)
        events.append(record)
        if in_turn:
            self.index += 1
        return record

    def show_unknown(
        self, seat: int, reading: str | None, events: list[Any], *, in_turn: bool = True
    ) -> Show:
        """A show whose cards nobody saw (``unknown_show="board"``, pokerkit's): the hand stays in the pot
        and plays the board alone; the rule book (``"muck"``) refuses it (R-SHOW-2), and so does a game
        whose board cannot make a five-card hand. During an all-in runout (``in_turn`` False) it turns a
        hand face up (R-SHOW-3) down again, as pokerkit keeps a hand shown ``????`` before the river face
        down; a later show of its cards turns it up. Refused, nothing changes."""
        if reading != "board":
            raise IllegalActionError(
                f"seat {seat}'s cards are not shown, and at this table (unknown_show='muck') "
                "only a hand shown in full can win (R-SHOW-2); allowed: show(seat, cards), "
                "or muck(seat) in its showdown turn"
            )
        if not self.board_plays:
            raise IllegalActionError(
                f"seat {seat} shows unknown cards, and this game has no board to play alone (no "
                "five-card hand of board cards alone, or a hand needs hole cards, as Omaha's two, "
                "R-HAND-8); allowed: show(seat, cards), or muck(seat) in its showdown turn"
            )
        self.shown.pop(seat, None)
        self.unknown.add(seat)
        self.values.pop(seat, None)  # valued by the board alone, once it is complete
        self.lows.pop(seat, None)
        return self.record_show(seat, (), events, in_turn=in_turn)

    def record_muck(self, seat: int, events: list[Any]) -> Muck:
        self.mucked.add(seat)
        self.unknown.discard(
            seat
        )  # a hand shown unknown in a runout, then mucked: it no longer plays the board
        record = Muck(seat)
        events.append(record)
        self.index += 1
        return record

    def unmuck(self, seat: int, folded: Sequence[bool], events: list[Any]) -> Show:
        """A hand still in (mucked at the showdown, or never shown) turned face up: it can win again."""
        hole = self.holes[seat]
        if folded[seat] or hole is None:
            raise IllegalActionError(
                f"seat {seat} has no hand to turn up: "
                + ("it folded or is dead (R-MIS-6)" if folded[seat] else "its cards are unknown")
            )
        if seat in self.shown:
            raise IllegalActionError(f"seat {seat}'s hand is face up already")
        self.mucked.discard(seat)
        return self.record_show(seat, hole, events, in_turn=False)

    def drop(self, seat: int) -> None:
        """A seat whose hand died (killed) no longer decides and cannot win."""
        if seat in self.queue[self.index :]:
            self.queue.remove(seat)
        self.shown.pop(seat, None)
        self.unknown.discard(seat)
        self.pots = [[s for s in pot if s != seat] for pot in self.pots]

    def check_turn(self, seat: int) -> None:
        nxt = self.next_to_show
        if seat != nxt:
            raise IllegalActionError(f"seat {nxt} shows or mucks first, not seat {seat} (R-SHOW-1)")

    def policy_shows(self, seat: int) -> bool:
        """``auto_showdown``'s policy: show a hand that can still win or tie (or must be shown), else muck.

        A hand whose cards are unknown is mucked when it may be, else it is an error.
        """
        if self.holes[seat] is None:
            if not self.may_muck(seat):
                raise HandStateError(
                    f"seat {seat}'s cards are unknown and it must show: call show(seat, cards)"
                )
            return False
        return self.can_win_or_tie(seat) or not self.may_muck(seat)

    def may_muck(self, seat: int) -> bool:
        """R-SHOW-2: a seat may concede unless it would leave a pot it is in with no hand."""
        mucked = self.mucked
        return all(
            any(r != seat and r not in mucked for r in pot) for pot in self.pots if seat in pot
        )

    def value(self, seat: int) -> int:
        """The value of a seat's known hand by the game's value rule."""
        value = self.values.get(seat)
        if value is None:
            hole = (
                () if seat in self.unknown else self.holes[seat]
            )  # a show of unknown cards plays the board
            if self.split:  # Omaha: two hole cards and three of the board (R-HAND-8)
                value = self.values[seat] = self.evaluate(hole, self.board)
            else:
                cards = list(hole) + self.board if self.board is not None else list(hole)  # type: ignore[arg-type]
                value = self.values[seat] = self.evaluate(cards)
        return value

    def low_value(self, seat: int) -> int:
        """A hi-lo game's low of a seat's known hand (R-HAND-9): 1 to 56, 0 for none."""
        low = self.lows.get(seat)
        if low is None:
            hole = self.holes[seat]
            low = self.lows[seat] = (
                self.low(hole, self.board) if self.low is not None and hole is not None else 0
            )
        return low

    def rank(self, seat: int) -> Rank:
        """The rank of a seat's known hand by the game's value rule: with its low in a hi-lo game."""
        high = self.rank_type(self.value(seat))
        if self.low is None:
            return high
        return HiLoRank(high, LowRank(self.low_value(seat)))  # type: ignore[arg-type]

    def can_win_or_tie(self, seat: int) -> bool:
        """Whether the seat's hand wins or ties a pot it is in against the hands shown: by its high, or in a
        hi-lo game by its qualifying low, for the low half (R-POT-7)."""
        mine = self.value(seat)
        my_low = self.low_value(seat) if self.low is not None else 0
        shown = self.shown
        for pot in self.pots:
            if seat not in pot:
                continue
            others = [r for r in pot if r in shown or r in self.unknown]
            if mine >= max([self.value(r) for r in others], default=0):
                return True
            if my_low and my_low >= max([self.low_value(r) for r in others], default=0):
                return True
        return False

    def award(
        self, contrib: Sequence[int], folded: Sequence[bool], dead: int, *, showdown: bool
    ) -> Any:
        """The core's pot result: every pot to its best shown hand (R-POT-2..5); mucked hands cannot win."""
        values = None
        lows = None
        if showdown:
            folded = list(folded)
            for s in self.mucked:
                folded[s] = True  # a mucked hand cannot win (R-SHOW-2)
            values = [0] * self.n
            for s in (*self.shown, *self.unknown):
                if not folded[s]:
                    values[s] = self.value(s)
            if self.pot_values is not None:
                values = self.pot_values(values)
            if self.low is not None:  # R-POT-7: each pot halved between the best high and low
                lows = [0] * self.n
                for s in self.shown:
                    if not folded[s]:
                        lows[s] = self.low_value(s)
        result = (
            PotResult(contrib, folded, values, self.button, dead)
            if lows is None
            else PotResult(contrib, folded, values, self.button, dead, low_values=lows)
        )
        return first_winner_split(result, self.button) if self.first_winner and showdown else result

    def clone(self) -> ShowdownState:
        new = object.__new__(ShowdownState)
        for name in ShowdownState.__slots__:
            value = getattr(self, name)
            if type(value) in (dict, set):
                value = value.copy()
            object.__setattr__(new, name, value)
        new.queue = list(self.queue)
        new.pots = [list(seats) for seats in self.pots]
        return new


class SplitPots(NamedTuple):
    """A pot result split by odd_chips "first_winner" (the attributes of a PotResult)."""

    winnings: tuple[int, ...]
    pots: tuple[Pot | HiLoPot, ...]
    returned: tuple[int, ...]
    contributions: tuple[int, ...]
    net: tuple[int, ...]


def first_winner_split(result: Any, button: int) -> SplitPots:
    """The core's pots as pokerkit 0.7.7 builds and splits them (``State.pots``, ``push_chips``).

    pokerkit first kills every hand that wins no pot (``_begin_hand_killing``, ``can_win_now``), then
    cuts a pot at every contribution level and merges a pot into the one before when the same players
    are still in it: consecutive core pots with the same eligible winners of some pot are one pot.
    Each is split with ``divmod`` and the whole remainder goes to the first winner left of the button.
    A hi-lo pot (R-POT-7) is first halved (``divmod`` by the two hand types, the remainder to the high:
    ``_begin_chips_pushing``), each half then split so. (pokerkit burns a low half that no eligible hand
    can win while another pot has a low; here it goes to the high, as the rule book says.)
    """
    n = len(result.winnings)
    winning = {seat for pot in result.pots for seat in pot.winners}
    merged: list[list[Any]] = []
    for pot in result.pots:
        alive = tuple(seat for seat in pot.eligible if seat in winning)
        if merged and merged[-1][1] == alive:
            merged[-1][0] += pot.amount
        else:
            merged.append([pot.amount, alive, pot])
    winnings = list(result.returned)

    def divided(amount: int, winners: tuple[int, ...]) -> tuple[int, ...]:
        share, odd = divmod(amount, len(winners))
        first = min(winners, key=lambda s: (s - button - 1) % n)
        return tuple(share + odd if s == first else share for s in winners)

    pots: list[Pot | HiLoPot] = []
    for amount, eligible, pot in merged:
        split: Pot | HiLoPot
        if type(pot) is HiLoPot:
            low = amount // 2 if pot.low_winners else 0
            high_shares = divided(amount - low, pot.high_winners)
            low_shares = divided(low, pot.low_winners) if low else ()
            total = dict(zip(pot.high_winners, high_shares))
            for seat, won in zip(pot.low_winners, low_shares):
                total[seat] = total.get(seat, 0) + won
            winners = tuple(sorted(total))
            shares = tuple(total[s] for s in winners)
            split = HiLoPot(
                amount,
                eligible,
                winners,
                shares,
                pot.high_winners,
                high_shares,
                pot.low_winners,
                low_shares,
            )
        else:
            winners = pot.winners
            shares = divided(amount, winners) if winners else pot.shares
            split = Pot(amount, eligible, winners, shares)
        for seat, won in zip(winners, shares):
            winnings[seat] += won
        pots.append(split)
    contributions = tuple(result.contributions)
    return SplitPots(
        tuple(winnings),
        tuple(pots),
        tuple(result.returned),
        contributions,
        tuple(w - c for w, c in zip(winnings, contributions)),
    )


def award_without_showdown(
    contrib: Sequence[int], folded: Sequence[bool], button: int, dead: int
) -> Any:
    """The pots when every other seat folded: one core call, no hand values."""
    return PotResult(contrib, folded, None, button, dead)


def _contested(contrib: Sequence[int], folded: Sequence[bool], dead: int) -> list[list[int]]:
    """For each pot that two or more seats paid into: the seats still in that paid into it."""
    n = len(contrib)
    pots = [[i for i in range(n) if not folded[i]]] if dead else []
    low = 0
    for level in sorted({c for c in contrib if c > 0}):
        payers = [i for i in range(n) if contrib[i] > low]
        if len(payers) >= 2:
            pots.append([i for i in payers if not folded[i]])
        low = level
    return pots
