"""One hand's turns at a table: each seat's agent is asked in turn, and a broken agent never breaks the table.

:class:`Turns` runs a :class:`~holdem.Hand` to the end for :class:`holdem.Table`.
An agent gets a :class:`PlayerView` (the seat's live :class:`~holdem.SeatView`
and the table's :class:`TableFacts`) and returns an action. An exception, a
return that is not an action, an illegal action or a decision slower than the
time limit (timed by an injectable clock) folds the seat, or checks when a
check is free with ``timeout_action="check"`` (R-LIVE-3), and is recorded as
an :class:`Incident`. A seat with no agent is absent: its hand is folded when
the action reaches it (R-DEAL-5). A player who left during the hand is folded
in turn or, out of turn, their hand is killed (R-LIVE-6). At the showdown a
player who auto-mucks shows only a hand that can still win (R-LIVE-6).
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable, Iterable, Mapping
from operator import attrgetter
from types import MethodType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, Union, cast

from ..core import Card, CardLike, Plain
from ..engine import DrawOptions, Hand, SeatSnapshot, SeatView
from ..errors import HoldemError, TableError
from ..game import Action, ActionKind, Event, LegalActions, Muck, Phase, Street

__all__ = [
    "Agent",
    "AgentObject",
    "Incident",
    "PlayerSnapshot",
    "PlayerView",
    "TableFacts",
    "Turns",
    "agent_callable",
    "agents_by_name",
]

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
_SIZED: dict[str, Callable[[Hand, int], Action]] = {
    "bet": Hand.bet,
    "raise": Hand.raise_to,
    "raise_to": Hand.raise_to,
    "cbr": Hand.bet_or_raise_to,
    "bet_or_raise_to": Hand.bet_or_raise_to,
}
_DETAIL = 200  # characters of an agent's error kept in an incident
_refcount: Callable[[object], int] = getattr(
    sys, "getrefcount", id
)  # (id: only ever read where it exists)


def _unshared_refs() -> int | None:
    """What ``getrefcount`` reads for a view only its list refers to, in the loop of Turns._views: measured
    here, in the same shape, since it differs between Python versions (3.14 borrows local references).
    None where there are no reference counts to read: then no view is reused."""
    if not hasattr(sys, "getrefcount"):
        return None
    views = [object()]
    for view in views:
        return _refcount(view)
    return None  # pragma: no cover - the list has an item


_UNSHARED = _unshared_refs()


class TableFacts(NamedTuple):
    """The table's public facts for one hand (immutable). Tuples are by hand seat.

    ``button`` and ``big_blind`` are table seats; ``button_dead``: nobody was dealt in on the
    button's seat (R-BTN-3); ``small_blind`` is None when the small blind is dead (R-BLIND-7).
    ``blinds`` are the small and big blind amounts.
    """

    table: str
    hand_number: int
    seats: tuple[int, ...]
    players: tuple[str, ...]
    button: int
    button_dead: bool
    small_blind: int | None
    big_blind: int
    blinds: tuple[int, int]

    def seat_of(self, hand_seat: int) -> int:
        """The table seat of a hand seat."""
        return self.seats[hand_seat]


class PlayerSnapshot(NamedTuple):
    """A :class:`PlayerView` frozen (what pickling one gives): the seat's snapshot and the table facts."""

    view: SeatSnapshot
    table: TableFacts


class PlayerView:
    """What an agent gets: the seat's live :class:`~holdem.SeatView` (``view.view``), the
    :class:`TableFacts` (``view.table``) and, while it is asked to act, ``legal_actions``.

    Every other SeatView field reads straight through (``view.hole_cards``, ``view.board``,
    ``view.stacks``). The SeatView is made when first read: an agent that looks only at
    ``legal_actions`` costs nothing more. Nothing here shows another seat's hole cards; pickling
    gives a :class:`PlayerSnapshot`.
    """

    __slots__ = ("_hand", "seat", "table", "legal_actions", "legal_draw", "_view")

    def __init__(self, hand: Hand, seat: int, table: TableFacts) -> None:
        self._hand = hand
        self.seat = seat  # the hand seat (``table.seats[seat]`` is the table seat)
        self.table = table
        self.legal_actions: LegalActions | None = None
        self.legal_draw: DrawOptions | None = (
            None  # at a draw (R-DRAW-1): what the seat may discard; legal_actions is None
        )
        self._view: SeatView | None = None

    @property
    def view(self) -> SeatView:
        view = self._view
        if view is None:
            view = self._view = SeatView(self._hand, self.seat)
        return view

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.view, name)

    if TYPE_CHECKING:  # the SeatView fields read through (below), as type checkers see them

        @property
        def n_seats(self) -> int: ...
        @property
        def button(self) -> int: ...
        @property
        def street(self) -> Street: ...
        @property
        def hole_cards(self) -> tuple[Card, ...] | None: ...
        @property
        def board(self) -> tuple[Card, ...]: ...
        @property
        def stacks(self) -> tuple[int, ...]: ...
        @property
        def bets(self) -> tuple[int, ...]: ...
        @property
        def pot_total(self) -> int: ...
        @property
        def pot_size(self) -> int: ...
        @property
        def folded(self) -> tuple[bool, ...]: ...
        @property
        def actor(self) -> int | None: ...
        @property
        def events(self) -> tuple[Event, ...]: ...
        @property
        def shown(self) -> Mapping[int, tuple[Card, ...]]: ...
        @property
        def actions(self) -> tuple[Action, ...]: ...
        def to_dict(self) -> dict[str, Plain]: ...
    else:  # each a property whose getter is C (an agent reads them at every decision; __getattr__ costs ~1 us)
        (
            n_seats,
            button,
            street,
            hole_cards,
            board,
            stacks,
            bets,
            pot_total,
            pot_size,
            folded,
            actor,
            events,
            shown,
            actions,
        ) = (
            property(attrgetter(f"view.{name}"), doc=getattr(SeatView, name).__doc__)
            for name in (
                "n_seats",
                "button",
                "street",
                "hole_cards",
                "board",
                "stacks",
                "bets",
                "pot_total",
                "pot_size",
                "folded",
                "actor",
                "events",
                "shown",
                "actions",
            )
        )

    def hand_can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """At a draw: whether the seat may discard these cards (the hand's own check)."""
        return self._hand.can_discard(cards, self.seat)

    def snapshot(self) -> PlayerSnapshot:
        return PlayerSnapshot(self.view.snapshot(), self.table)

    def __reduce__(self) -> tuple[Any, ...]:
        return PlayerSnapshot, tuple(self.snapshot())

    def __repr__(self) -> str:
        return f"<PlayerView hand {self.table.hand_number}, table seat {self.table.seats[self.seat]}: {self.view!r}>"


class Incident(NamedTuple):
    """A broken agent's decision: ``kind`` is "exception", "illegal", "bad return", "timeout" or "left";
    ``action`` is what the table did instead ("fold" or "check"). ``seat`` is the table seat."""

    hand: int
    seat: int
    player: str
    kind: str
    detail: str
    action: str


def agent_callable(name: str, agent: object) -> Callable[[PlayerView], object] | None:
    """The function to call for ``agent`` (its ``act`` method, or itself), None for no agent (absent)."""
    if agent is None:
        return None
    act = getattr(agent, "act", None)
    if callable(act):
        if getattr(act, "__self__", None) is not agent and hasattr(agent, "post_blind"):
            # act held as an attribute: bound to the agent, so the table finds its post_blind (R-LIVE-6)
            return MethodType(lambda _, view: act(view), agent)
        return act  # type: ignore[no-any-return]
    if callable(agent):
        return agent
    raise TableError(
        f"the agent for {name!r} is a {type(agent).__name__}: an agent is a callable "
        "agent(view) -> action or an object with an act(view) method"
    )


def agents_by_name(
    agents: object, players: Mapping[str, object]
) -> Mapping[str, Callable[[PlayerView], object] | None]:
    """What a table plays with: each player's agent function by name (``agents`` maps names of ``players`` to
    agents, a name left out is absent), or one agent for everyone; ``{}`` for None."""
    if agents is None:
        return {}
    if isinstance(agents, Mapping):
        unknown = [n for n in agents if n not in players]
        if unknown:
            raise TableError(f"agents for unknown players {unknown}; players: {sorted(players)}")
        return {name: agent_callable(name, agent) for name, agent in agents.items()}
    return Everyone(agent_callable("every player", agents))  # type: ignore[return-value]


class AgentObject(Protocol):
    """An agent as an object: ``act(view)`` returns the action (a kind such as ``"call"``, a ``(kind, amount)``
    pair or an :class:`~holdem.Action`; at a draw ``("discard", cards)`` or ``"stand_pat"``).

    >>> from holdem import Table, TableConfig
    >>> class AlwaysCall:
    ...     def act(self, view: PlayerView) -> str:
    ...         return "cc"
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=1)
    >>> _ = table.join("ann", 100, 1), table.join("bob", 100, 2)
    >>> table.play(AlwaysCall(), hands=3), sum(table.stacks.values())
    (3, 200)
    """

    def act(self, view: PlayerView, /) -> object: ...


#: What a table takes for a player: a callable ``agent(view) -> action`` or an :class:`AgentObject`.
Agent = Union[Callable[[PlayerView], object], AgentObject]


class Turns:
    """Runs hands for a table: the time limit, the clock and what a broken or absent seat does."""

    __slots__ = ("limit", "clock", "check_free", "incidents", "log", "views")

    def __init__(self, limit: float | None, clock: Callable[[], float], check_free: bool) -> None:
        self.limit = limit
        self.clock = clock
        self.check_free = check_free
        self.incidents: list[Incident] = []  # every incident, for the table
        self.log: list[Any] = []  # the running hand's steps (see run)
        self.views: list[PlayerView] = []  # the last hand's views, by hand seat (see _views)

    def _views(self, hand: Hand, facts: TableFacts, n: int) -> list[PlayerView]:
        """A view for each hand seat: the last hand's, bound to this hand, where no one kept it (only the
        list refers to it, so no agent can see it change); a new one where an agent kept it. The list is
        given back when the hand ends (run): after an exception no view of it is used again."""
        views, self.views = self.views, []
        if len(views) != n or _UNSHARED is None:
            return [PlayerView(hand, seat, facts) for seat in range(n)]
        for view in views:
            if _refcount(view) == _UNSHARED:  # only the list refers to it
                view._hand = hand  # (its legal_actions and legal_draw are None: a hand that ended cleared them)
                view.table = facts
                view._view = None
            else:
                views[view.seat] = PlayerView(hand, view.seat, facts)
        return views

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
        limit, clock = self.limit, self.clock
        self.log = log
        log_step = log.append
        views = self._views(hand, facts, len(agents))
        simple, sized = _SIMPLE.get, _SIZED.get
        incidents: list[Incident] = []
        legal_actions = Hand.legal_actions
        while True:
            if to_fold:
                self._fold_leavers(hand, incidents, facts, to_fold)
                continue
            seat = hand.actor
            if seat is None:
                phase = None if hand.is_complete else hand.phase
                if phase is _SHOWDOWN:
                    self._showdown(hand, auto_muck)
                    continue
                if phase is _DRAWING:
                    self._draw(hand, agents, views, facts, incidents)
                    continue
                self.views = views  # for the next hand (see _views)
                return (
                    tuple(incidents) if incidents else ()
                )  # auto dealing: no one to act, no showdown: the end
            agent = agents[seat]
            if agent is None:  # absent: folded when the action reaches them (R-DEAL-5)
                log_step(self._fallback(hand))
                continue
            view = views[seat]
            view.legal_actions = legal_actions(hand)
            try:
                if limit is None:
                    action = agent(view)
                else:
                    start = clock()
                    action = agent(view)
                    took = clock() - start
                    if took > limit:
                        view.legal_actions = None
                        self._broken(
                            hand,
                            seat,
                            incidents,
                            facts,
                            "timeout",
                            f"took {took:.3f} s; the limit is {limit} s",
                        )
                        continue
            except Exception as exc:  # noqa: BLE001 - a broken agent never breaks the table
                view.legal_actions = None
                self._broken(
                    hand, seat, incidents, facts, "exception", f"{type(exc).__name__}: {exc}"
                )
                continue
            view.legal_actions = (
                None  # only while asked: a view kept for later shows no stale choices
            )
            if to_fold and seat in to_fold:
                continue  # the player left while deciding: folded, the answer ignored
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
                    and (sized_method := sized(action[0]))
                ):
                    sized_method(hand, action[1])
                    log_step(action)
                    continue
                if (
                    kind is str
                    or kind is tuple
                    or isinstance(action, ActionKind)
                    or hasattr(action, "kind")
                ):
                    log_step(
                        hand.act(action)
                    )  # the engine's record: an agent's own object may change later
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
            except HoldemError as exc:
                self._broken(hand, seat, incidents, facts, "illegal", str(exc))
            except Exception as exc:  # noqa: BLE001 - e.g. an amount of a type the engine cannot read
                self._broken(
                    hand, seat, incidents, facts, "bad return", f"{type(exc).__name__}: {exc}"
                )

    def _draw(
        self,
        hand: Hand,
        agents: list[Any],
        views: list[PlayerView],
        facts: TableFacts,
        incidents: list[Incident],
    ) -> None:
        """R-DRAW-1: the seat to draw discards ("discard", cards) or stands pat ("stand_pat"); a broken or
        absent agent stands pat. Logged as ("draw", seat, discards, replacements)."""
        seat = cast(int, hand.next_to_draw)  # called while a seat is to draw
        agent = agents[seat]
        before = cast("tuple[Card, ...]", hand.hole_cards(seat))
        choice: Any = "stand_pat"
        if agent is not None:
            view = views[seat]
            view.legal_draw = hand.legal_draw()
            try:
                choice = agent(view)
            except Exception as exc:  # noqa: BLE001 - a broken agent never breaks the table
                self._record(
                    incidents, facts, seat, "exception", f"{type(exc).__name__}: {exc}", "stand pat"
                )
            view.legal_draw = None
        try:
            if type(choice) is tuple and len(choice) == 2 and choice[0] == "discard" and choice[1]:
                hand.discard(choice[1])
            elif choice in ("stand_pat", "stand pat") or (
                type(choice) is tuple and choice[:1] == ("discard",)
            ):
                hand.stand_pat()
            else:
                raise TableError(
                    f"returned {choice!r}: at a draw an agent returns ('discard', cards) or 'stand_pat'"
                )
        except HoldemError as exc:
            self._record(incidents, facts, seat, "illegal", str(exc), "stand pat")
            hand.stand_pat()
        after = cast("tuple[Card, ...]", hand.hole_cards(seat))
        gone = tuple(c for c in before if c not in after)
        self.log.append(("draw", seat, gone, tuple(c for c in after if c not in before)))

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
    ) -> None:
        if len(detail) > _DETAIL:
            detail = detail[:_DETAIL] + "..."
        incident = Incident(
            facts.hand_number, facts.seats[seat], facts.players[seat], kind, detail, did
        )
        incidents.append(incident)
        self.incidents.append(incident)

    def _broken(
        self,
        hand: Hand,
        seat: int,
        incidents: list[Incident],
        facts: TableFacts,
        kind: str,
        detail: str,
    ) -> None:
        did = self._fallback(hand)
        self.log.append(did)
        self._record(incidents, facts, seat, kind, detail, did)

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


class Everyone:
    """One agent for every player (what the table reads of an agents mapping: ``get``)."""

    __slots__ = ("agent",)

    def __init__(self, agent: Any) -> None:
        self.agent = agent

    def get(self, name: Any, default: Any = None) -> Any:
        return self.agent
