"""The agent API: what an agent is (:data:`Agent`, :class:`AgentObject`), what it sees (:class:`PlayerView`,
frozen as a :class:`PlayerSnapshot`) and how a table finds each player's agent (:func:`agents_by_name`).

An agent gets a :class:`PlayerView` (the seat's live :class:`~holdem.SeatView` and the table's
:class:`~holdem.table.facts.TableFacts`) and returns an action; :mod:`holdem.table.turns` asks it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping
from operator import attrgetter
from types import MethodType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, Union

from ..core import Card, CardLike, Plain
from ..engine import DrawOptions, Hand, SeatSnapshot, SeatView
from ..errors import TableError
from ..game import Action, Event, LegalActions, Street
from .facts import TableFacts

__all__ = [
    "Agent",
    "AgentObject",
    "Everyone",
    "PlayerSnapshot",
    "PlayerView",
    "agent_callable",
    "agents_by_name",
    "agrees_to_post",
    "reuse_views",
]

_refcount: Callable[[object], int] = getattr(
    sys, "getrefcount", id
)  # (id: only ever read where it exists)


def _unshared_refs() -> int | None:
    """What ``getrefcount`` reads for a view only its list refers to, in the loop of :func:`reuse_views`:
    measured here, in the same shape, since it differs between Python versions (3.14 borrows local
    references). None where there are no reference counts to read: then no view is reused."""
    if not hasattr(sys, "getrefcount"):
        return None
    views = [object()]
    for view in views:
        return _refcount(view)
    return None  # pragma: no cover - the list has an item


_UNSHARED = _unshared_refs()


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


def reuse_views(views: list[PlayerView], hand: Hand, facts: TableFacts, n: int) -> list[PlayerView]:
    """A view for each of ``n`` hand seats: the last hand's (``views``, a list no one else holds), bound to
    this hand, where no one kept it (only the list refers to it, so no agent can see it change); a new one
    where an agent kept it."""
    if len(views) != n or _UNSHARED is None:
        return [PlayerView(hand, seat, facts) for seat in range(n)]
    for view in views:
        if _refcount(view) == _UNSHARED:  # only the list refers to it
            view._hand = (
                hand  # (its legal_actions and legal_draw are None: a hand that ended cleared them)
            )
            view.table = facts
            view._view = None
        else:
            views[view.seat] = PlayerView(hand, view.seat, facts)
    return views


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


def agrees_to_post(agent: object, facts: TableFacts, amount: int) -> bool:
    """Whether a player with ``auto_post`` off posts ``amount`` (R-LIVE-6): their agent's optional
    ``post_blind(facts, amount)`` says True; an agent without one (or no agent) posts, a broken one does not."""
    ask = getattr(getattr(agent, "__self__", agent), "post_blind", None)
    if ask is None:
        return True
    try:
        return ask(facts, amount) is True
    except Exception:  # noqa: BLE001 - a broken agent never breaks the table
        return False


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


class Everyone:
    """One agent for every player (what the table reads of an agents mapping: ``get``)."""

    __slots__ = ("agent",)

    def __init__(self, agent: Any) -> None:
        self.agent = agent

    def get(self, name: Any, default: Any = None) -> Any:
        return self.agent
