"""One hand's turns at a table: each seat's agent is asked in turn, and a broken agent never breaks the table.

:class:`Turns` runs a :class:`~holdem.Hand` to the end for :class:`holdem.Table`.
An agent (:mod:`holdem.table.agent`) gets a :class:`~holdem.table.agent.PlayerView` and returns an action:
by default a :class:`~holdem.table.agent.DecisionView` made for the decision (values, no path to the
hand), or for trusted agents a :class:`~holdem.table.agent.LivePlayerView` on the hand.
A bet-or-raise word (``"raise"``, ``"raise_to"``, ``"cbr"``, ``"bet_or_raise_to"``) bets when no bet is
open and raises otherwise, to the street total given; an amount is taken as an ``int`` (an agent's own
object may change later).
An exception, a return that is not an action, an illegal action or a decision slower than the
time limit (timed by an injectable clock, betting and draws alike) folds the seat, or checks when a
check is free with ``timeout_action="check"`` (R-LIVE-3); at a draw the seat stands pat. Each is
recorded as an :class:`~holdem.table.facts.Incident`, its detail safe text naming table seats. A seat
with no agent is absent: its hand is folded when
the action reaches it (R-DEAL-5). A player who left during the hand is folded
in turn or, out of turn, their hand is killed (R-LIVE-6). At the showdown a
player who auto-mucks shows only a hand that can still win (R-LIVE-6).
"""

from __future__ import annotations

import copy
import logging
import operator
import traceback
from collections.abc import Callable
from typing import Any, SupportsIndex, Union, cast

from .._checks import short_repr
from ..core import Card
from ..engine import Hand
from ..errors import HoldemError, TableError
from ..game import Action, ActionKind, Muck, Phase
from .agent import DecisionViews, LiveViews, PlayerView, answered, is_trusted, reuse_views
from .facts import Incident, TableFacts

__all__ = ["STRICT_KINDS", "Turns"]

_SHOWDOWN = Phase.SHOWDOWN
_DRAWING = Phase.DRAWING
# an agent's action as a kind, or a (kind, amount) pair: the hand's own methods, without Hand.act's parsing
_SIMPLE: dict[str, Callable[[Hand], Action]] = {
    "fold": Hand.fold,
    "check": Hand.check,
    "call": Hand.call,
    "cc": Hand.check_or_call,
    "check_or_call": Hand.check_or_call,
    "all_in": Hand.all_in,
}
# a sized kind: the hand's method and the word a step is logged with when Hand.act would not replay the
# agent's own (None: it does). The bet-or-raise words bet when no bet is open (the documented
# ("raise_to", 600) is "bet or raise to 600")
_SIZED: dict[str, tuple[Callable[[Hand, Any], Action], str | None]] = {
    "bet": (Hand.bet, None),
    "raise": (Hand.bet_or_raise_to, "cbr"),
    "raise_to": (Hand.bet_or_raise_to, "cbr"),
    "cbr": (Hand.bet_or_raise_to, None),
    "bet_or_raise_to": (Hand.bet_or_raise_to, None),
}
_DETAIL = 200  # characters of an agent's error kept in an incident
# how a hand's views are made: for each decision (live for a trusted seat), or all live
HandViews = Union[DecisionViews, LiveViews]

#: The most characters of an agent's traceback an incident keeps (a deep recursion's is long).
_TRACEBACK = 20_000

#: Each agent exception is logged here with its traceback (WARNING), for debugging a bot: the library adds no
#: handler, so nothing is printed unless the application configures logging (``logging.basicConfig()``).
logger = logging.getLogger("holdem.table")


class _TooSlow(Exception):
    """A decision slower than the time limit: the table treats it as the agent failing (a "timeout")."""


def _text_of(exc: Exception) -> str:
    """``str(exc)``, or a stand-in when the agent's exception cannot say what it is (its ``__str__`` raises)."""
    try:
        return str(exc)
    except Exception:  # noqa: BLE001 - a broken agent's exception never breaks the table
        return f"<a {type(exc).__name__} whose text cannot be read>"


#: the incidents ``strict`` raises, with how the table's AgentError words each
STRICT_KINDS = {
    "exception": "raised",
    "illegal": "answered an illegal action:",
    "bad return": "answered with no action:",
}


def _failure(exc: Exception) -> tuple[str, str]:
    """The incident's kind and detail for an agent that failed to answer: it raised, or took too long."""
    if isinstance(exc, _TooSlow):
        return "timeout", _text_of(exc)
    return "exception", f"{type(exc).__name__}: {_text_of(exc)}"


def _refusal(exc: Exception, facts: TableFacts) -> tuple[str, str]:
    """The incident's kind and detail for an answer the hand refused: an illegal action (the hand's
    message, its seats named as the table numbers them), or one it cannot read (e.g. an amount of a type
    the engine does not take)."""
    if isinstance(exc, HoldemError):
        return "illegal", facts.in_table_seats(_text_of(exc))
    return "bad return", f"{type(exc).__name__}: {_text_of(exc)}"


def _safe_text(detail: str, limit: int = _DETAIL) -> str:
    """An incident's text as plain UTF-8 of about ``limit`` characters: an agent's text may hold lone
    surrogates (escaped, so a history stays UTF-8) or be a str subclass (read as a str)."""
    text = str.encode(detail, "utf-8", "backslashreplace").decode("utf-8")
    return text[:limit] + "..." if len(text) > limit else text


def _chips(amount: object) -> object:
    """An agent's amount as an ``int`` when it is a whole number of any integer type (a numpy integer, a
    0-d array): the hand and the log take the value, not the agent's object, which may change after the
    hand. Anything else as given, for the hand to refuse with its own message."""
    if type(amount) is int or isinstance(amount, bool) or not isinstance(amount, SupportsIndex):
        return amount
    try:
        return operator.index(amount)
    except TypeError:
        return amount


class Turns:
    """Runs hands for a table: the time limit, the clock, what a broken or absent seat does, and which view
    an agent gets (the live one when ``live_views``, the table trusting every agent, or when the agent is
    trusted, :func:`~holdem.table.agent.trusted_agent`)."""

    __slots__ = (
        "limit",
        "clock",
        "check_free",
        "live_views",
        "incidents",
        "log",
        "views",
        "raised",
        "_trust",
        "_live",
    )

    def __init__(
        self,
        limit: float | None,
        clock: Callable[[], float],
        check_free: bool,
        live_views: bool = False,
    ) -> None:
        self.limit = limit
        self.clock = clock
        self.check_free = check_free
        self.live_views = live_views
        self.incidents: list[Incident] = []  # every incident, for the table
        self.log: list[Any] = []  # the running hand's steps (see run)
        self.views: list[Any] = []  # the last hand's views, by hand seat (see _views)
        # strict: this hand's broken decisions (an exception, an illegal action, a bad return) with the
        # exception behind each (None for a return that is no action), for the table to raise once settled
        self.raised: list[tuple[Incident, Exception | None]] | None = None
        # by id of a list of agents (the table keeps one per seating): it (kept, so the id stays its own),
        # whether each is trusted, whether all are
        self._trust: dict[int, tuple[list[Any], tuple[bool, ...], bool]] = {}
        self._live = LiveViews([])  # the hands whose agents are all trusted: their live views

    def _views(self, hand: Hand, facts: TableFacts, agents: list[Any]) -> HandViews:
        """How this hand's views are made: live when every agent is trusted, else for each decision (live
        for a trusted agent's seat); the last hand's views are used again where no agent kept them
        (:func:`reuse_views`). The list is given back when the hand ends (run): after an exception no view
        of it is used again."""
        views, self.views = self.views, []
        known = self._trust.get(id(agents))
        if known is None or known[0] is not agents:
            known = self._trust_of(agents)
        _, trusted, all_trusted = known
        if all_trusted:
            live = self._live
            live.views = reuse_views(views, hand, facts, len(agents))
            return live
        return DecisionViews(hand, facts, views, trusted if any(trusted) else None)

    def _trust_of(self, agents: list[Any]) -> tuple[list[Any], tuple[bool, ...], bool]:
        """Which of ``agents`` get the live view (an absent seat is never asked: either will do), kept."""
        if len(self._trust) > 64:
            self._trust.clear()
        trusted = tuple(self.live_views or agent is None or is_trusted(agent) for agent in agents)
        known = (agents, trusted, all(trusted))
        self._trust[id(agents)] = known
        return known

    def run(
        self,
        hand: Hand,
        agents: list[Any],
        facts: TableFacts,
        auto_muck: tuple[bool, ...],
        to_fold: list[int],
        log: list[Any],
    ) -> tuple[Incident, ...]:
        """Ask each seat's agent in turn until the hand is over; returns this hand's incidents.

        ``to_fold`` lists seats whose players left: it may grow while an agent decides. ``log``
        receives every step applied, in order, as :func:`holdem.table.records.replay_log` reads them: an
        action as given (a kind, a (kind, amount) pair or the engine's Action), ``("kill", seat)``,
        ``("show", seat)``, ``("muck", seat)`` or ``"showdown"`` (the auto-muck policy for all).
        """
        limit = self.limit
        self.log = log
        log_step = log.append
        views = self._views(hand, facts, agents)
        # every agent trusted: their live views, set inline (this is the table's hot path); else asked
        live = views.views if type(views) is LiveViews else None
        ask = views.asked
        simple, sized = _SIMPLE.get, _SIZED.get
        incidents: list[Incident] = []
        legal_actions = Hand.legal_actions
        while True:
            if to_fold:
                self._fold_leavers(hand, incidents, facts, to_fold)
                continue
            seat = hand.actor
            if seat is None:
                if self._draw_or_show(hand, agents, views, facts, incidents, auto_muck):
                    continue
                self.views = views.views  # for the next hand (see _views)
                return tuple(incidents) if incidents else ()
            agent = agents[seat]
            if agent is None:  # absent: folded when the action reaches them (R-DEAL-5)
                log_step(self._fallback(hand))
                continue
            # the agent asked (inline: this is the table's hot path; a timed decision is _timed's)
            if live is None:
                view = ask(seat, legal_actions(hand), None)
            else:
                view = live[seat]
                view._legal_actions = legal_actions(hand)
            try:
                action = agent(view) if limit is None else self._timed(agent, view, limit)
            except Exception as exc:  # noqa: BLE001 - a broken agent never breaks the table
                view._legal_actions = None
                self._broken(hand, seat, incidents, facts, *_failure(exc), exc)
                continue
            # only while asked: a view kept for later shows no stale choices (see answered)
            view._legal_actions = None
            if to_fold and seat in to_fold:
                continue  # the player left while deciding: folded, the answer ignored
            # the answer played: a kind or a (kind, amount) pair straight through the hand's own methods
            kind = type(action)
            try:
                if kind is str:
                    method = simple(action)
                    if method is not None:
                        method(hand)
                        log_step(action)
                        continue
                elif (
                    kind is tuple
                    and len(action) == 2
                    and type(action[0]) is str
                    and (sized_kind := sized(action[0]))
                ):
                    amount = action[1]
                    sized_method, word = sized_kind
                    if type(amount) is int and word is None:
                        sized_method(hand, amount)
                        log_step(action)
                    else:  # logged as the hand replays it: the int taken, a bet-or-raise word as "cbr"
                        amount = _chips(amount)
                        sized_method(hand, amount)
                        log_step((word or action[0], amount))
                    continue
                self._act_otherwise(hand, seat, action, incidents, facts)
            except Exception as exc:  # noqa: BLE001 - a refused answer never breaks the table
                self._broken(hand, seat, incidents, facts, *_refusal(exc, facts), exc)

    def _timed(self, agent: Callable[[PlayerView], Any], view: PlayerView, limit: float) -> Any:
        """The agent's answer (anything: the caller reads it), timed by the table's clock; :class:`_TooSlow`
        when it took over ``limit`` (R-LIVE-3: a betting decision or a draw)."""
        clock = self.clock
        start = clock()
        action = agent(view)
        took = clock() - start
        if took > limit:
            raise _TooSlow(f"took {took:.3f} s; the limit is {limit} s")
        return action

    def _act_otherwise(
        self, hand: Hand, seat: int, action: object, incidents: list[Incident], facts: TableFacts
    ) -> None:
        """An answer that is not a plain kind or (kind, amount) pair: read by :meth:`Hand.act` when it may be
        an action (the engine's record logged: an agent's own object may change later), else a bad return."""
        kind = type(action)
        if (
            kind is str
            or kind is tuple
            or isinstance(action, ActionKind)
            or hasattr(action, "kind")
        ):
            self.log.append(hand.act(action))
        else:
            self._broken(
                hand,
                seat,
                incidents,
                facts,
                "bad return",
                f"returned a {kind.__name__}, not an action: a kind such as 'call', a "
                "(kind, amount) pair or an Action",
            )

    def _draw_or_show(
        self,
        hand: Hand,
        agents: list[Any],
        views: HandViews,
        facts: TableFacts,
        incidents: list[Incident],
        auto_muck: tuple[bool, ...],
    ) -> bool:
        """No seat is to act: the showdown or a draw when one is due (True), else False: the hand is over
        (auto dealing leaves no one to act and no showdown only at the end)."""
        phase = None if hand.is_complete else hand.phase
        if phase is _SHOWDOWN:
            self._showdown(hand, auto_muck)
            return True
        if phase is _DRAWING:
            self._draw(hand, agents, views, facts, incidents)
            return True
        return False

    def _draw(
        self,
        hand: Hand,
        agents: list[Any],
        views: HandViews,
        facts: TableFacts,
        incidents: list[Incident],
    ) -> None:
        """R-DRAW-1: the seat to draw discards ("discard", cards) or stands pat ("stand_pat"), timed as a
        betting decision is (R-LIVE-3); a broken, slow or absent agent stands pat. Logged as
        ("draw", seat, discards, replacements)."""
        seat = cast(int, hand.next_to_draw)  # called while a seat is to draw
        agent = agents[seat]
        before = cast("tuple[Card, ...]", hand.hole_cards_of(seat))
        choice: Any = "stand_pat"
        if agent is not None:
            view = views.asked(seat, None, hand.legal_draw())
            limit = self.limit
            try:
                choice = agent(view) if limit is None else self._timed(agent, view, limit)
            except Exception as exc:  # noqa: BLE001 - a broken agent never breaks the table
                self._record(incidents, facts, seat, *_failure(exc), "stand pat", exc)
                choice = "stand_pat"
            answered(view)
        try:
            self._play_draw(hand, choice)
        except Exception as exc:  # noqa: BLE001 - a refused or junk answer never breaks the table
            self._record(incidents, facts, seat, *_refusal(exc, facts), "stand pat")
            if hand.next_to_draw == seat:  # a refusal leaves the hand as it was
                hand.stand_pat()
        after = cast("tuple[Card, ...]", hand.hole_cards_of(seat))
        gone = tuple(c for c in before if c not in after)
        self.log.append(("draw", seat, gone, tuple(c for c in after if c not in before)))

    @staticmethod
    def _play_draw(hand: Hand, choice: Any) -> None:
        """An agent's answer at a draw played: ("discard", cards) or "stand_pat"; anything else raises."""
        if type(choice) is tuple and len(choice) == 2 and choice[0] == "discard" and choice[1]:
            hand.discard(choice[1])
        elif choice in ("stand_pat", "stand pat") or (
            type(choice) is tuple and choice[:1] == ("discard",)
        ):
            hand.stand_pat()
        else:
            raise TableError(
                f"returned {short_repr(choice)}: at a draw an agent returns ('discard', cards) or "
                "'stand_pat'"
            )

    def _fallback(self, hand: Hand) -> str:
        """Fold, or check when free with timeout_action="check"; returns which (the caller logs it)."""
        if self.check_free and hand.legal_actions().check:
            hand.check()
            return "check"
        hand.fold()
        return "fold"

    def _record(
        self,
        incidents: list[Incident],
        facts: TableFacts,
        seat: int,
        kind: str,
        detail: str,
        did: str,
        error: Exception | None = None,
    ) -> None:
        """An incident recorded; ``error``: the agent's own exception, logged with its traceback, which the
        incident keeps as text, or the hand's refusal of its answer. With ``strict``, a broken decision (not
        a timeout: the clock's, not the bot's logic) is kept for the table to raise."""
        trace = ""
        if error is not None and kind == "exception":
            trace = _safe_text("".join(traceback.format_exception(error)), _TRACEBACK)
        incident = Incident(
            facts.hand_number,
            facts.table_seats[seat],
            facts.players[seat],
            kind,
            _safe_text(detail),
            did,
            trace,
        )
        incidents.append(incident)
        self.incidents.append(incident)
        if error is not None and kind == "exception":
            logger.warning(
                "table %s, hand %d: %s's agent (seat %d) raised; it was folded (R-LIVE-3)",
                facts.table,
                facts.hand_number,
                facts.players[seat],
                facts.table_seats[seat],
                exc_info=error,
            )
        if self.raised is not None and kind in STRICT_KINDS:
            self.raised.append((incident, error))

    def _broken(
        self,
        hand: Hand,
        seat: int,
        incidents: list[Incident],
        facts: TableFacts,
        kind: str,
        detail: str,
        error: Exception | None = None,
    ) -> None:
        did = self._fallback(hand)
        self.log.append(did)
        self._record(incidents, facts, seat, kind, detail, did, error)

    def _fold_leavers(
        self, hand: Hand, incidents: list[Incident], facts: TableFacts, to_fold: list[int]
    ) -> None:
        """Players who left during the hand: folded in turn, or their hand killed out of turn (R-LIVE-6)."""
        while to_fold:
            seat = to_fold.pop()
            if hand.is_complete or hand.folded[seat]:
                continue
            if hand.actor == seat:
                hand.fold()
                self.log.append("fold")
            else:
                hand.kill(seat, "left the table (R-LIVE-6)")
                self.log.append(("kill", seat))
            self._record(incidents, facts, seat, "left", "left the table during the hand", "fold")

    def _showdown(self, hand: Hand, auto_muck: tuple[bool, ...]) -> None:
        """R-LIVE-6: a player who auto-mucks shows only a hand that can still win; the others show."""
        if all(auto_muck):
            hand.auto_showdown()
            self.log.append("showdown")
            return
        while hand.phase is _SHOWDOWN:
            seat = cast(int, hand.next_to_show)  # the hand is at the showdown: a seat is to show
            # the engine's own policy decides an auto-mucking seat: ask it on a copy (no public can-win query)
            if auto_muck[seat] and type(copy.copy(hand).auto_showdown()[0]) is Muck:
                hand.muck(seat)
                self.log.append(("muck", seat))
            else:
                hand.show(seat)
                self.log.append(("show", seat))
