"""One replayer: a hand rebuilt from its records, every record through the hand's public methods.

A hand is rebuilt from a :class:`ReplaySetup` (:class:`~holdem.Hand`'s arguments, the cards dealt by
hand) and its records in order: the :attr:`~holdem.Hand.events` a hand made, or records a caller
reads from its own log. Each record is checked by the engine as in live play, so a record the hand
refuses raises the engine's own error (naming the rule) and leaves the hand as the records before it
made it; a caller that knows where a record came from names it (a PHH file's action and player).

Each record and how it is applied:

- :class:`~holdem.game.events.Post`: the setup's forced bet (the hand's constructor posts it), checked;
- :class:`~holdem.game.events.HoleDeal`: :meth:`~holdem.Hand.deal_hole` (a draw's replacements too);
- :class:`~holdem.game.events.BoardDeal`: :meth:`~holdem.Hand.deal_board`;
- :class:`~holdem.game.events.Action`, or any action :meth:`~holdem.Hand.act` reads (a kind, a
  ``(kind, amount)`` pair, an object with ``kind``, ``amount`` and ``seat``): :meth:`~holdem.Hand.act`;
- :class:`~holdem.game.events.Discard`: :meth:`~holdem.Hand.discard`, or :meth:`~holdem.Hand.stand_pat`
  when it names no card;
- :class:`~holdem.game.events.Show`: :meth:`~holdem.Hand.show`, or :meth:`~holdem.Hand.turn_up` while the
  award waits; nothing when the hand turned it up itself (an all-in runout);
- :class:`~holdem.game.events.Muck`: :meth:`~holdem.Hand.muck`; :class:`~holdem.game.events.Kill`:
  :meth:`~holdem.Hand.kill`;
- the live procedure's notes (``events.NOTES``: exposed cards, misdeals, out-of-turn actions, take-backs,
  hands revealed): :meth:`~holdem.Hand.note`.

::

    >>> from holdem import Hand, TableConfig
    >>> config = TableConfig(small_blind=1, big_blind=2)
    >>> played = Hand(config, [100, 100, 100], button=0, seed=7)
    >>> played.fold(); played.fold()  # doctest: +ELLIPSIS
    Action(...)
    >>> again = replay_records(ReplaySetup(config, (100, 100, 100), 0), played.events)
    >>> again.is_complete, again.stacks == played.stacks, again.events == played.events
    (True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, NamedTuple

from ..errors import HoldemError, InvalidArgumentError
from ..game import (
    HOLDEM,
    NOTES,
    Action,
    BoardDeal,
    Discard,
    Event,
    GameDef,
    HoleDeal,
    Kill,
    Muck,
    Phase,
    Positions,
    Post,
    Show,
    TableConfig,
)
from .hand import Hand

__all__ = ["ReplaySetup", "apply_record", "kills_in_turn", "replay_records"]


class ReplaySetup(NamedTuple):
    """What a hand is rebuilt from before its first record: :class:`~holdem.Hand`'s arguments, its cards
    dealt by hand (``dealing="manual"``)."""

    config: TableConfig
    stacks: tuple[int, ...]
    button: int
    positions: Positions | None = None
    posts: Mapping[int, int] | None = None
    game: GameDef = HOLDEM
    defer_award: bool = False

    def new_hand(self) -> Hand:
        """A new hand of this setup: the forced bets posted, the hole cards due."""
        return Hand(
            self.config,
            self.stacks,
            self.button,
            dealing="manual",
            positions=self.positions,
            posts=self.posts,
            game=self.game,
            defer_award=self.defer_award,
        )


def kills_in_turn(hand: Hand) -> tuple[Event, ...]:
    """The hand's events with each kill made in a betting round out of turn (a player who left, an
    absent one) moved to where that seat's turn comes: a history, which has no record for a dead hand,
    writes it there as a fold that pokerkit reads (it asks every seat in turn). The events as they are
    when a kill cannot move so that the hand comes out the same (it ends, or its betting goes
    otherwise, before that turn)."""
    events = hand.events
    if not any(type(e) is Kill for e in events):
        return events
    setup = ReplaySetup(
        hand.config, hand.starting_stacks, hand.button, hand.positions, None, hand.game, True
    )
    moved: list[Event] = []
    waiting: list[Kill] = []
    again = setup.new_hand()
    try:
        for record in events:
            _kill_in_turn(again, waiting, moved)
            if type(record) is Kill and again.actor not in (None, record.seat):
                waiting.append(record)
                continue
            apply_record(again, record)
            moved.append(record)
        _kill_in_turn(again, waiting, moved)
    except HoldemError:
        return events
    same = (again.folded, again.contributions) == (hand.folded, hand.contributions)
    return tuple(moved) if same and not waiting else events


def _kill_in_turn(hand: Hand, waiting: list[Kill], moved: list[Event]) -> None:
    """The waiting kills of the seats whose turn it is, applied there."""
    while (kill := next((k for k in waiting if k.seat == hand.actor), None)) is not None:
        waiting.remove(kill)
        apply_record(hand, kill)
        moved.append(kill)


def replay_records(setup: ReplaySetup, records: Iterable[object]) -> Hand:
    """A new hand of ``setup`` with every record applied in order (see the module documentation)."""
    hand = setup.new_hand()
    for record in records:
        apply_record(hand, record)
    return hand


def apply_record(hand: Hand, record: object) -> None:
    """Apply one record to ``hand`` through its public methods (see the module documentation); a record
    the hand refuses raises the engine's error, the hand unchanged."""
    _APPLY.get(type(record), Hand.act)(hand, record)


def _posted(hand: Hand, record: Post) -> None:
    """The setup posts the forced bets (the hand's constructor): a Post is checked to be one of them."""
    if record not in hand.events:
        posts = ", ".join(repr(e) for e in hand.events if type(e) is Post)
        raise InvalidArgumentError(
            f"{record!r} is not a forced bet of this setup, which posts {posts or 'none'}: "
            "the records are another hand's"
        )


def _deal_hole(hand: Hand, record: HoleDeal) -> None:
    hand.deal_hole(record.seat, record.cards)


def _deal_board(hand: Hand, record: BoardDeal) -> None:
    hand.deal_board(record.cards, burn=record.burn)


def _draw(hand: Hand, record: Discard) -> None:
    """R-DRAW-1: the discards named, or only their count (a seat dealt unknown); none is standing pat."""
    if record.cards is None:
        hand.discard(record.count, record.seat)
    elif record.cards:
        hand.discard(record.cards, record.seat)
    else:
        hand.stand_pat(record.seat)


def _show(hand: Hand, record: Show) -> None:
    """A hand turned face up: none to make when the hand turned it up itself (an all-in runout,
    R-SHOW-3); turned up while the award waits (a mucked hand asked for, R-LIVE-5); else shown in its
    turn, ``"????"`` when no one saw the cards (``Show`` with none, ``unknown_show="board"``)."""
    seat = record.seat
    if seat in hand.shown:
        return
    if hand.phase is Phase.AWARD:
        hand.turn_up(seat)
    else:
        hand.show(seat, record.cards or "????")


def _muck(hand: Hand, record: Muck) -> None:
    hand.muck(record.seat)


def _kill(hand: Hand, record: Kill) -> None:
    hand.kill(record.seat, record.reason)


#: Each record's type -> how it is applied; any other object is an action as :meth:`Hand.act` reads it.
_APPLY: dict[type, Callable[[Hand, Any], object]] = {
    Post: _posted,
    HoleDeal: _deal_hole,
    BoardDeal: _deal_board,
    Action: Hand.act,
    Discard: _draw,
    Show: _show,
    Muck: _muck,
    Kill: _kill,
    **dict.fromkeys(NOTES, Hand.note),
}
