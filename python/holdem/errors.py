"""The typed errors holdem raises.

Every error is a :class:`HoldemError`; the ones caused by bad input are also
:class:`ValueError`, so ``except ValueError`` keeps working for callers that
do not know this library. Messages name the bad input and say what is allowed,
and never show hidden cards (another seat's hole cards, the deck order).
"""

from __future__ import annotations

__all__ = [
    "AgentError",
    "CancelledError",
    "CardTypeError",
    "ConfigError",
    "DealingError",
    "DuplicateCardError",
    "EnvError",
    "HandStateError",
    "IllegalActionError",
    "HistoryError",
    "HoldemError",
    "HoldemWarning",
    "InvalidArgumentError",
    "InvalidCardError",
    "InvalidTypeError",
    "MissingExtraError",
    "PokerStarsError",
    "ProcessAgentError",
    "RangeParseError",
    "ReplayError",
    "SimulationError",
    "TableError",
    "TournamentError",
    "UnsupportedHandError",
]


class HoldemError(Exception):
    """Base class of every error raised by holdem."""


class InvalidCardError(HoldemError, ValueError):
    """A card that is not one of the 52: bad text (``"1x"``, a joker) or an id outside 0-51."""


class DuplicateCardError(InvalidCardError):
    """The same card twice where distinct cards are required."""


class InvalidArgumentError(HoldemError, ValueError):
    """Well-formed input of the wrong size, shape or range (e.g. a four-card hand)."""


class InvalidTypeError(InvalidArgumentError, TypeError):
    """An argument of the wrong type: None or a number where cards go, a 0-d array where a sequence goes.

    Also a :class:`TypeError` (what Python raises for a wrong type), and a
    ValueError like every bad-input error here.
    """


class CardTypeError(InvalidCardError, InvalidTypeError):
    """Something that is no card at all where a card goes: a float, a bool, None, bytes."""


class RangeParseError(HoldemError, ValueError):
    """Range notation that cannot be read (``"QQ+, AKx"``); ``token`` is the bad part."""

    def __init__(self, message: str, token: str = "") -> None:
        super().__init__(message)
        self.token = token


class CancelledError(HoldemError, RuntimeError):
    """A long computation stopped because its ``cancel`` event was set (e.g. :func:`holdem.equity`)."""


class ConfigError(HoldemError, ValueError):
    """A table configuration that cannot be played (e.g. a big blind smaller than the small blind)."""


class IllegalActionError(HoldemError, ValueError):
    """An action that is not allowed now: out of turn, or an amount outside the legal range.

    The message says what is legal ("raise to at least 1,000 and at most 9,800"); the hand is unchanged.
    """


class DealingError(HoldemError, ValueError):
    """Cards dealt against the procedure: the wrong count, at the wrong time, or to the wrong place."""


class HandStateError(HoldemError, RuntimeError):
    """A query the hand cannot answer in its current state (e.g. the result before the hand is over)."""


class HistoryError(HoldemError, ValueError):
    """A hand history that cannot be read or replayed: bad TOML, a missing field, a game this engine does not play."""


class ReplayError(HistoryError):
    """An action of a hand history that the engine refused.

    ``index`` is the action's position in the history's ``actions`` (0-based),
    ``action`` its text and ``reason`` the engine's message (which names the rule).
    The message quotes at most the first 80 characters of each: a malformed file
    can hold one action of hundreds of KB.
    """

    def __init__(self, index: int, action: str, reason: str) -> None:
        self.index = index
        self.action = action
        self.reason = reason
        quoted = (
            repr(action)
            if len(action) <= 80
            else repr(action[:80]) + f"[... {len(action)} characters]"
        )
        if len(reason) > 500:
            reason = reason[:500] + f"[... {len(reason)} characters]"
        super().__init__(f"action {index} {quoted}: {reason}")

    def __reduce__(self) -> tuple[type[ReplayError], tuple[int, str, str]]:
        return type(self), (self.index, self.action, self.reason)


class PokerStarsError(HistoryError):
    """A hand of a PokerStars history that cannot be read or does not add up: ``hand`` is its number as the
    file writes it (None when even its header cannot be read), ``line`` the file's line (1-based) and
    ``reason`` what is wrong there."""

    def __init__(self, hand: str | None, line: int, reason: str) -> None:
        self.hand = hand
        self.line = line
        self.reason = reason
        if len(reason) > 500:
            reason = reason[:500] + f"[... {len(reason)} characters]"
        super().__init__(f"hand #{hand if hand is not None else '?'}, line {line}: {reason}")

    def __reduce__(self) -> tuple[type[PokerStarsError], tuple[str | None, int, str]]:
        return type(self), (self.hand, self.line, self.reason)


class UnsupportedHandError(HistoryError):
    """A hand this library reads but does not play: another game (stud, razz, badugi ...), a capped
    game, a hand run twice. ``hand`` is its number and ``reason`` names the game or the form."""

    def __init__(self, hand: str | None, reason: str) -> None:
        self.hand = hand
        self.reason = reason
        super().__init__(f"hand #{hand if hand is not None else '?'}: {reason}")

    def __reduce__(self) -> tuple[type[UnsupportedHandError], tuple[str | None, str]]:
        return type(self), (self.hand, self.reason)


class TableError(HoldemError, ValueError):
    """A table request that cannot be done: a taken seat, a stack outside the buy-in, an unknown player,
    chips added during a hand, an agent that is not callable. The table is unchanged."""


class SimulationError(HoldemError, ValueError):
    """A simulation that cannot start (:func:`holdem.simulate`): an unknown agent name, zero hands, more players
    than seats, no agent, an agent that does not pickle when the hands run in other processes."""


class TournamentError(HoldemError, ValueError):
    """A tournament request that cannot be done: too few players, a bad blind structure or payout table,
    a late entry after registration closed. Nothing is changed."""


class AgentError(HoldemError, RuntimeError):
    """An agent broke a decision (it raised, answered an illegal action, or returned no action) at a table
    (or a tournament, a simulation) made with ``strict=True`` for debugging a bot: the table folded it as
    R-LIVE-3 says and settled the hand first, so every stack is consistent; the agent's own exception,
    traceback and all (or the hand's refusal of its answer), is this error's ``__cause__``, and ``record``
    is the settled hand's :class:`~holdem.HandRecord` (None where no hand was recorded)."""

    record: object = None


class HoldemWarning(UserWarning):
    """Something worth knowing that is not an error: :meth:`holdem.Table.play` played fewer hands than
    asked (one player holds every chip, say)."""


class ProcessAgentError(HoldemError, RuntimeError):
    """A bot process failed a decision. ``kind`` says how: "start" (it could not be started),
    "timeout", "exited", "junk" (an answer that breaks the protocol), "gave up" (it failed too often
    this hand) or "seat" (one agent asked for two seats of a hand)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind

    def __reduce__(self) -> tuple[type[ProcessAgentError], tuple[str, str]]:
        return type(self), (self.kind, str(self))


class EnvError(HoldemError, ValueError):
    """A learning environment (:mod:`holdem.env`) that cannot be made as asked, or a request it cannot serve:
    an unknown option, a table it cannot deal, an action outside its action space."""


class MissingExtraError(HoldemError, ImportError):
    """An optional dependency is not installed: the message names the extra that brings it
    (``pip install 'holdem-engine[rl]'`` for gymnasium and pettingzoo)."""
