"""A PokerStars hand replayed through the engine, and the engine's result compared with the one the file states.

The engine pays the whole pot; the site took its rake (and any jackpot fee) first, and a splash
(Run It Once's ``STP``) put money in. So each player's stack after the replay less the one the file
states (:class:`~holdem.history.pokerstars_convert.StatedResult`) is that player's share of what
left the pot for no one: the hand **matches** when those differences add up to the rake and fees
less what was added, only players who won a pot differ, and (with nothing added) none of them got
less from the engine than from the file. Otherwise it **differs**, and :class:`ResultCheck` says by
how much and for whom.

Money the site pays a player, or a player the site, outside the pot (a cash-out, GGPoker's EV
Cashout risk and all-in insurance) is no part of the pot the engine plays: the comparison leaves it
out, and :attr:`ResultCheck.outside` names the players whose stacks it also moves, and by how much.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Hand
from ..errors import HistoryError, HoldemError, UnsupportedHandError
from .amounts import Number, _in_units
from .pokerstars_convert import StatedResult, exact, stated_result, to_history
from .pokerstars_model import Note, PokerStarsHand
from .replayer import replay, replay_scale, where_it_stops
from .variants import player_seats

__all__ = ["STATUSES", "ResultCheck", "check_hand", "compare_stated"]

#: ``ResultCheck.status``: the engine's result is the file's, or not; the hand is of a game or form the
#: engine does not play; it cannot be replayed; it states no result (it stops early, or was cancelled).
STATUSES = ("matches", "differs", "unsupported", "error", "no result")


@dataclass(frozen=True)
class ResultCheck:
    """One hand's replay: ``status`` (one of :data:`STATUSES`), ``reason`` (for all but ``"matches"``),
    and per player (``players``, PHH order) the stack the engine ends with (``engine``), the one the
    file states (``stated``) and ``engine - stated`` (``differences``, in the file's units).

    ``expected`` is what the differences add up to when the hand matches: the rake and fees less
    what the site added. ``notes`` repeat where the file's own amounts disagree. ``cashed_out`` is
    what the site paid each player outside the pot (``cashed out the hand``, GGPoker's EV Cashout and
    insurance), ``paid_outside`` what each paid the site outside it (GGPoker's cashout risk and
    insurance premiums), and ``outside`` says for whom, a line each (the stacks compared leave these
    out: the engine plays the pot).

    >>> check = ResultCheck("1", "differs", "Bob got 1 less", ("Ann", "Bob"), (10, 9), (9, 10), (1, -1))
    >>> check.matches
    False
    >>> print(check.summary())
    hand #1 differs: Ann +1, Bob -1 (the engine's stacks less the file's; the rake and fees less what
    was added: 0): Bob got 1 less
    """

    hand: str
    status: str
    reason: str | None = None
    players: tuple[str, ...] = ()
    engine: tuple[Number, ...] = ()
    stated: tuple[Number, ...] = ()
    differences: tuple[Number, ...] = ()
    expected: Number = 0
    notes: tuple[str, ...] = field(default=())
    cashed_out: tuple[Number, ...] = ()
    paid_outside: tuple[Number, ...] = ()
    outside: tuple[str, ...] = ()

    @property
    def matches(self) -> bool:
        """Whether the engine's result is the file's (rake accounted for)."""
        return self.status == "matches"

    def summary(self) -> str:
        """One line for a person: the status, and for a hand that differs who by how much."""
        text = f"hand #{self.hand} {self.status}"
        if self.status == "differs":
            moved = [
                f"{name} {'+' if d > 0 else ''}{d}"
                for name, d in zip(self.players, self.differences)
                if d
            ]
            text += (
                ": "
                + ", ".join(moved)
                + " (the engine's stacks less the file's; the rake and fees "
                f"less what was added: {self.expected})"
            )
        if self.reason and self.status != "matches":
            text += f": {self.reason}"
        return text


def check_hand(hand: PokerStarsHand, rules: str | None = None) -> tuple[ResultCheck, Hand | None]:
    """Replay ``hand`` and compare: the :class:`ResultCheck`, and the replayed engine hand (None when it
    could not be replayed)."""
    try:
        history = to_history(hand)
        stated = stated_result(hand)
    except UnsupportedHandError as exc:
        return ResultCheck(hand.hand_id, "unsupported", exc.reason), None
    except HistoryError as exc:
        if Note("Hand cancelled") in hand.records:  # cancelled before a hand was dealt (one player)
            reason = f"the file states no result: the hand was cancelled ({exc})"
            return ResultCheck(hand.hand_id, "no result", reason), None
        return ResultCheck(hand.hand_id, "error", str(exc)), None
    try:
        scale = replay_scale(history, rules)
        engine = replay(history, scale=scale, rules=rules)
    except HoldemError as exc:
        # where the file's own amounts disagree, that is likely why its actions cannot be played
        notes = "".join(f"; {note}" for note in stated.notes) if stated is not None else ""
        return ResultCheck(hand.hand_id, "error", f"{exc}{notes}"), None
    seats = player_seats(history)
    finals = tuple(_in_units(int(engine.stacks[s]), scale, "a stack") for s in seats)
    names = tuple(history.players or ())
    if stated is None:
        stop = where_it_stops(engine, history)
        reason = "the file states no result: " + (
            "the hand was cancelled"
            if hand.summary is not None
            else "it stops before its summary" + (f" ({stop})" if stop else "")
        )
        return ResultCheck(hand.hand_id, "no result", reason, names, finals), engine
    if not engine.is_complete:
        reason = (
            f"the engine's hand is not over where the file's is: {where_it_stops(engine, history)}"
        )
        return ResultCheck(hand.hand_id, "differs", reason, names, finals, stated.final), engine
    return compare_stated(hand.hand_id, engine, seats, finals, stated), engine


def compare_stated(
    hand_id: str, engine: Hand, seats: list[int], finals: tuple[Number, ...], stated: StatedResult
) -> ResultCheck:
    """The check of a replayed hand (``engine``; ``seats`` its seat of each player, ``finals`` its stacks in
    the file's units) against the result a file states (see the module documentation)."""
    differences = tuple(exact(e - s) for e, s in zip(finals, stated.final))
    winners = {seat for pot in engine.result.pots for seat in pot.winners}
    paid = {k for k, seat in enumerate(seats) if seat in winners or stated.collected[k]}
    problems = []
    if sum(differences, 0) != stated.taken:
        problems.append(
            f"the differences add up to {sum(differences, 0)}, not to the rake and fees less what "
            f"was added ({stated.taken})"
        )
    wrong = [stated.players[k] for k, d in enumerate(differences) if d and k not in paid]
    if wrong:
        problems.append(f"{', '.join(wrong)} won no pot but end(s) with other stacks")
    short = [stated.players[k] for k, d in enumerate(differences) if d < 0]
    if short and not stated.added:
        problems.append(f"{', '.join(short)} got less from the engine than the file says")
    status = "differs" if problems else "matches"
    reason = "; ".join(problems + list(stated.notes)) or None
    return ResultCheck(
        hand_id,
        status,
        reason,
        stated.players,
        finals,
        stated.final,
        differences,
        stated.taken,
        stated.notes,
        stated.cashed_out if any(stated.cashed_out) else (),
        stated.paid_outside if any(stated.paid_outside) else (),
        stated.outside,
    )
