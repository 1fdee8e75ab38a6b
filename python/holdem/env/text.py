"""A seat's view as text, for language-model agents: :func:`describe`.

It works on every view of a seat: a hand's live :class:`~holdem.engine.SeatView` (``hand.view(seat)``),
its frozen :class:`~holdem.engine.SeatSnapshot`, and what a table hands an agent
(:class:`~holdem.table.PlayerView`: a decision view or a live one, whose table facts give the players'
names). It says only what the view shows: the seat's own cards, never another's unless shown::

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [200, 200, 200], button=0, seed=1)
    >>> _ = hand.raise_to(6)
    >>> print(describe(hand.view(1)))
    You are seat 1 of 3 (small blind); the button is seat 0; the big blind is 2.
    Your cards: 4d Kd.
    Street: preflop. Board: none.
    Pot: 9 (this round's bets included).
    Seats:
      seat 0 (button): 194 behind, bet 6
      seat 1 (small blind, you): 199 behind, bet 1
      seat 2 (big blind): 198 behind, bet 2
    Action so far:
      preflop: seat 1 posts small blind 1; seat 2 posts big blind 2; seat 0 raises to 6
    Your turn. You may fold, call 5 or raise to at least 10 and at most 200.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Union

from ..core import cards_text
from ..engine import SeatSnapshot, SeatView
from ..game import (
    Action,
    ActionKind,
    BoardDeal,
    Event,
    HoleDeal,
    Kill,
    Muck,
    Post,
    Show,
    Street,
    position_names,
)
from ..table import PlayerView

__all__ = ["SeatKnowledge", "describe", "position_names"]

#: What :func:`describe` reads: a hand's seat view, live or frozen, or a table's player view.
SeatKnowledge = Union[SeatView, SeatSnapshot, PlayerView]


def _action_text(action: Action) -> str:
    kind = action.kind
    if kind is ActionKind.FOLD:
        text = "folds"
    elif kind is ActionKind.CHECK:
        text = "checks"
    elif kind is ActionKind.CALL:
        text = f"calls {action.added:,}"
    elif kind is ActionKind.BET:
        text = f"bets {action.amount:,}"
    else:
        text = f"raises to {action.amount:,}"
    return f"seat {action.seat} {text}" + (" (all-in)" if action.all_in else "")


def _event_text(event: Event) -> str | None:
    """One public event as text; None for what the log leaves out (hole deals: the cards are above)."""
    if isinstance(event, Action):
        return _action_text(event)
    if isinstance(event, Post):
        return f"seat {event.seat} posts {event.kind} {event.amount:,}"
    if isinstance(event, Show):
        return f"seat {event.seat} shows {cards_text(event.cards)}"
    if isinstance(event, Muck):
        return f"seat {event.seat} mucks"
    if isinstance(event, Kill):
        return f"seat {event.seat}'s hand is dead ({event.reason})"
    if isinstance(event, HoleDeal):
        return None
    fields = ", ".join(f"{name} {value}" for name, value in event._asdict().items())
    return f"{type(event).__name__}: {fields}"  # the rarer records (draws, live procedure)


def _action_lines(events: Sequence[Event]) -> list[str]:
    """The log by betting round: 'preflop: ...', then each board deal opening the next round's line."""
    lines: list[list[str]] = [["preflop:"]]
    for event in events:
        if isinstance(event, BoardDeal):
            lines.append([f"{event.street.name.lower()} ({cards_text(event.cards)}):"])
            continue
        text = _event_text(event)
        if text is not None:
            lines[-1].append(text)
    return [
        f"  {parts[0]} " + "; ".join(parts[1:]) if len(parts) > 1 else f"  {parts[0]} -"
        for parts in lines
    ]


def _seat_line(view: SeatKnowledge, seat: int, names: list[str], players: Sequence[str]) -> str:
    who = [names[seat]]
    if players:
        who.insert(0, players[seat])
    if seat == view.seat:
        who.append("you")
    parts = [f"{view.stacks[seat]:,} behind"]
    if view.bets[seat]:
        parts.append(f"bet {view.bets[seat]:,}")
    if view.folded[seat]:
        parts.append("folded")
    elif view.stacks[seat] == 0:
        parts.append("all-in")
    return f"  seat {seat} ({', '.join(who)}): " + ", ".join(parts)


def _turn_line(view: SeatKnowledge) -> str:
    legal = view.legal_actions
    if legal is not None:
        return f"Your turn. You may {legal.describe()}."
    draw = view.legal_draw
    if draw is not None:  # a draw game's draw (R-DRAW-1)
        ace = " (4 keeping an ace)" if draw.ace_four else ""
        return (
            f"Your draw. You may discard 1 to {draw.max_discards}{ace} of your cards or stand pat."
        )
    if view.street >= Street.SHOWDOWN:
        return "The hand is over." if view.street is Street.COMPLETE else "It is the showdown."
    if view.actor is None:
        return "No one is to act now."
    return f"Seat {view.actor} is to act."


def describe(view: SeatKnowledge) -> str:
    """``view`` as text: the seat and its position, its cards, the board, the pot, every seat's stack and
    bet, the action so far by round, and when it is the seat's turn the legal actions with their amounts
    (see the module documentation for an example)."""
    seat = view.seat
    n = view.n_seats
    names = position_names(n, view.button)
    facts = getattr(view, "table", None)
    players: Sequence[str] = facts.players if facts is not None else ()
    hole = view.hole_cards
    street = view.street
    shown = dict(view.shown)
    lines = [
        f"You are seat {seat} of {n} ({names[seat]}); the button is seat {view.button}; "
        f"the big blind is {view.big_blind:,}.",
        f"Your cards: {cards_text(hole) if hole else 'unknown'}.",
        f"Street: {street.name.lower()}. Board: {cards_text(view.board) or 'none'}.",
        f"Pot: {view.pot_size:,} (this round's bets included).",
        "Seats:",
        *(_seat_line(view, s, names, players) for s in range(n)),
        "Action so far:",
        *_action_lines(view.events),
    ]
    others = {s: cards for s, cards in shown.items() if s != seat}
    if others:
        lines.append(
            "Shown: " + "; ".join(f"seat {s} {cards_text(c)}" for s, c in sorted(others.items()))
        )
    lines.append(_turn_line(view))
    return "\n".join(lines)
