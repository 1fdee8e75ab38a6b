"""The agent API: what an agent is (:data:`Agent`, :class:`AgentObject`), what it sees (:class:`PlayerView`,
frozen as a :class:`PlayerSnapshot`) and how a table finds each player's agent (:func:`agents_by_name`).

An agent gets a :class:`PlayerView` and returns an action; :mod:`holdem.table.turns` asks it. A table hands
every agent a :class:`DecisionView` by default: the values the seat may know at that decision, copied from
the hand when it is asked, with no reference to the hand, its parts, the deck or the random source (an
in-process agent cannot read another seat's cards through it, nor change the hand by changing it).
``Table(..., trusted_agents=True)`` hands a :class:`LivePlayerView` instead: the seat's live
:class:`~holdem.SeatView`, read as the hand goes on, which copies nothing but holds the hand (for code the
table's owner trusts, such as a simulation of the built-in agents). Both show the same fields, read-only,
and the :class:`~holdem.table.facts.TableFacts`.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Mapping
from operator import attrgetter
from types import MappingProxyType, MethodType
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, TypeVar, Union

from .._deprecated import read_renamed
from ..core import Card, CardLike, Plain
from ..engine import (
    DrawOptions,
    Hand,
    SeatSnapshot,
    SeatView,
    discard_allowed,
    read_only_field,
)
from ..errors import TableError
from ..game import Action, Event, LegalActions, Show, Street, seen_by
from .facts import TableFacts

__all__ = [
    "Agent",
    "AgentObject",
    "DecisionView",
    "DecisionViews",
    "Everyone",
    "LivePlayerView",
    "LiveViews",
    "PlayerSnapshot",
    "PlayerView",
    "agent_callable",
    "agents_by_name",
    "agrees_to_post",
    "answered",
    "decision_view",
    "is_trusted",
    "reuse_views",
    "trusted_agent",
]

_refcount: Callable[[object], int] = getattr(
    sys, "getrefcount", id
)  # (id: only ever read where it exists)


def _unshared_refs() -> int | None:
    """What ``getrefcount(views[seat])`` reads for a view only its list refers to (no agent kept it, so
    none can see it change, and it may be filled again): measured here, in the same shape, since it differs
    between Python versions (3.14 borrows references). None where there are no reference counts to read:
    then no view is reused."""
    if not hasattr(sys, "getrefcount"):
        return None
    views = [object()]
    seat = 0
    return _refcount(views[seat])


_UNSHARED = _unshared_refs()
_NO_SEAT = -1  # a seat no event names: what seen_by shows every seat but an event's own


_new = object.__new__


class PlayerSnapshot(NamedTuple):
    """A :class:`PlayerView` frozen (what pickling one gives): the seat's snapshot and the table facts."""

    view: SeatSnapshot
    table: TableFacts


#: The fields of a seat's view besides its seat and legal actions, as both kinds of view read them.
_SEAT_FIELDS = (
    "n_seats",
    "button",
    "big_blind",
    "street",
    "hole_cards",
    "board",
    "stacks",
    "bets",
    "pot_gathered",
    "pot_size",
    "folded",
    "actor",
    "events",
    "shown",
    "actions",
)


class PlayerView:
    """What an agent gets: its hand seat (``seat``, 0..n-1, as ``button``, ``actor`` and the events number
    seats; ``table_seat`` is its chair at the table), the :class:`TableFacts` (``table``), while it is asked
    to act its ``legal_actions`` (at a draw, R-DRAW-1: ``legal_draw``, and ``legal_actions`` is None), and
    the fields of the seat's view (``hole_cards``, ``board``, ``stacks``, ``bets``, ``pot_gathered``,
    ``pot_size``, ``folded``, ``actor``, ``events``, ``shown``, ``big_blind``, ...; ``view`` is the seat's
    view itself). Every field is read-only. Nothing here shows another seat's hole cards; pickling gives a
    :class:`PlayerSnapshot`.

    A table hands an agent a :class:`DecisionView` (values copied for the decision, no path to the hand),
    or a :class:`LivePlayerView` (a window on the hand, for trusted code: ``Table(trusted_agents=True)``).
    """

    __slots__ = ("_seat", "_table", "_legal_actions", "_legal_draw")
    _seat: int
    _table: TableFacts
    _legal_actions: LegalActions | None
    _legal_draw: DrawOptions | None

    if TYPE_CHECKING:  # as type checkers see the fields (each kind of view defines the seat view's)

        @property
        def seat(self) -> int: ...
        @property
        def table(self) -> TableFacts: ...
        @property
        def legal_actions(self) -> LegalActions | None: ...
        @property
        def legal_draw(self) -> DrawOptions | None: ...
        @property
        def view(self) -> SeatView | SeatSnapshot: ...
        @property
        def n_seats(self) -> int: ...
        @property
        def button(self) -> int: ...
        @property
        def big_blind(self) -> int: ...
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
        def pot_gathered(self) -> int: ...
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
    else:  # read-only: an agent that set its seat would read another seat's cards
        seat = read_only_field(
            "_seat",
            "seat",
            "The hand seat, 0..n_seats-1 (:attr:`table_seat` is the table's number for it).",
        )
        table = read_only_field("_table", "table", "The table's public facts.")
        legal_actions = read_only_field(
            "_legal_actions", "legal_actions", "What the seat may do while asked to act, else None."
        )
        legal_draw = read_only_field(
            "_legal_draw",
            "legal_draw",
            "At the seat's draw (R-DRAW-1), while asked: what it may discard; else None.",
        )

    @property
    def pot_total(self) -> int:
        """Deprecated: the old name of :attr:`pot_gathered`."""
        return read_renamed(self, "pot_total", "pot_gathered")  # type: ignore[no-any-return]

    @property
    def table_seat(self) -> int:
        """The seat's table seat (1..seat_count, as the table numbers its chairs): ``table.table_seats[seat]``."""
        return self.table.table_seats[self.seat]

    def hand_can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """At the seat's draw: whether it may discard these cards."""
        return self.view.can_discard(cards)

    def can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """:meth:`hand_can_discard` under the seat view's name (an agent may be given either view)."""
        return self.hand_can_discard(cards)

    def to_dict(self) -> dict[str, Plain]:
        """What the seat knows now as JSON-ready data (:meth:`SeatSnapshot.to_dict`)."""
        return self.view.to_dict()

    def snapshot(self) -> PlayerSnapshot:
        return PlayerSnapshot(self.view.snapshot(), self.table)

    def __reduce__(self) -> tuple[Any, ...]:
        return PlayerSnapshot, tuple(self.snapshot())

    def __repr__(self) -> str:
        return f"<PlayerView hand {self.table.hand_number}, table seat {self.table_seat}: {self.view!r}>"


def _value_field(name: str) -> Any:
    """A :class:`DecisionView` field read from its slot (``_name``), documented as the seat view's."""
    return read_only_field(f"_{name}", name, getattr(SeatView, name).__doc__ or "")


class DecisionView(PlayerView):
    """What a table hands an agent by default: the values one seat may know at one decision, copied from
    the hand when it is asked, and nothing else (no reference to the hand, its parts, the deck or the
    random source: an agent cannot read another seat's cards through it, nor change the hand). The seat's
    snapshot (``view``), its events' betting actions and ``shown`` are made when first read.

    A view an agent keeps shows the decision it was made for; its legal actions are cleared once the
    agent has answered.
    """

    __slots__ = (
        "_n_seats",
        "_button",
        "_big_blind",
        "_street",
        "_hole_cards",
        "_board",
        "_stacks",
        "_bets",
        "_pot_gathered",
        "_folded",
        "_actor",
        "_public",
        "_own",
        "_events",
        "_shown_items",
        "_snapshot",
    )
    _n_seats: int
    _button: int
    _big_blind: int
    _street: Street
    _hole_cards: tuple[Card, ...] | None
    _board: tuple[Card, ...]
    _stacks: tuple[int, ...]
    _bets: tuple[int, ...]
    _pot_gathered: int
    _folded: tuple[bool, ...]
    _actor: int | None
    _public: tuple[Event | None, ...]  # the events as the other seats see them (None: nothing)
    _own: tuple[tuple[int, Event], ...]  # the events the seat sees more of, by index: its own cards
    _events: tuple[Event, ...] | None  # made when first read
    _shown_items: tuple[tuple[int, tuple[Card, ...]], ...]
    _snapshot: SeatSnapshot | None

    if not TYPE_CHECKING:  # C getters over the values (an agent reads them at every decision)
        n_seats = _value_field("n_seats")
        button = _value_field("button")
        big_blind = _value_field("big_blind")
        street = _value_field("street")
        hole_cards = _value_field("hole_cards")
        board = _value_field("board")
        stacks = _value_field("stacks")
        bets = _value_field("bets")
        pot_gathered = _value_field("pot_gathered")
        folded = _value_field("folded")
        actor = _value_field("actor")

    @property
    def pot_size(self) -> int:
        """The pot with this street's bets on the table included (``pot`` of :func:`holdem.pot_odds`)."""
        return self._pot_gathered + sum(self._bets)

    @property
    def shown(self) -> Mapping[int, tuple[Card, ...]]:
        """Hands turned face up, by seat (read-only)."""
        return MappingProxyType(dict(self._shown_items))

    @property
    def events(self) -> tuple[Event, ...]:
        """The public record plus the seat's own deals; burned cards face down (made when first read)."""
        events = self._events
        if events is None:
            seen = list(self._public)
            for index, event in self._own:
                seen[index] = event
            events = self._events = tuple(e for e in seen if e is not None)
        return events

    @property
    def actions(self) -> tuple[Action, ...]:
        """The betting actions so far."""
        return tuple(e for e in self.events if type(e) is Action)

    @property
    def view(self) -> SeatSnapshot:
        """The seat's view at this decision as a :class:`~holdem.SeatSnapshot` (made when first read, and
        again once the agent has answered: its legal actions are cleared then)."""
        snapshot = self._snapshot
        if (
            snapshot is None
            or snapshot.legal_actions is not self._legal_actions
            or snapshot.legal_draw is not self._legal_draw
        ):
            snapshot = self._snapshot = SeatSnapshot(
                self._seat,
                self._n_seats,
                self._button,
                self._big_blind,
                self._street,
                self._hole_cards,
                self._board,
                self._stacks,
                self._bets,
                self._pot_gathered,
                self._folded,
                self._actor,
                self._legal_actions,
                self._legal_draw,
                self.events,
                dict(self._shown_items),
            )
        return snapshot

    def hand_can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """At the seat's draw: whether it may discard these cards, answered from ``legal_draw`` and the
        seat's cards as the hand would answer (:func:`~holdem.engine.discard_allowed`)."""
        return discard_allowed(self._legal_draw, self._hole_cards, cards)


class DecisionViews:
    """Makes each seat's :class:`DecisionView` of one hand, at each of its decisions: the hand's values read
    through its public API. Each event of the hand is read once: what every seat but its own sees
    (:func:`~holdem.game.seen_by`; None when they see nothing of it), and what its own seat sees when
    that is more (its hole cards, its discards). ``views`` are the seats' last views (None: none yet):
    one no agent kept is filled again, not made again. A seat whose agent is trusted (``trusted[seat]``,
    :func:`trusted_agent`) gets a :class:`LivePlayerView` instead."""

    __slots__ = (
        "views",
        "_hand",
        "_facts",
        "_trusted",
        "_per_hand",
        "_read",
        "_public",
        "_own",
        "_own_tuples",
        "_holes",
        "_shows",
    )

    def __init__(
        self,
        hand: Hand,
        facts: TableFacts,
        views: list[PlayerView | None] | None = None,
        trusted: tuple[bool, ...] | None = None,
    ) -> None:
        n = hand.n_seats
        self.views: list[PlayerView | None] = (
            views if views is not None and len(views) == n else [None] * n
        )
        self._hand = hand
        self._facts = facts
        self._trusted = trusted
        self._per_hand = (n, hand.button, hand.config.big_blind)
        self._read = 0  # how many of the hand's events have been read
        self._public: list[Event | None] = []  # each event as the seats not its own see it
        self._own: list[list[tuple[int, Event]]] = [[] for _ in range(n)]  # (index, as seen by it)
        self._own_tuples: list[tuple[tuple[int, Event], ...] | None] = [()] * n  # None: made again
        self._holes: list[tuple[Card, ...] | None] = [None] * n  # None: read again
        self._shows = False  # a hand was turned up (until then nothing is shown: no need to ask)

    def asked(
        self, seat: int, legal_actions: LegalActions | None, legal_draw: DrawOptions | None
    ) -> PlayerView:
        """The view for ``seat``'s decision now: to act (``legal_actions``) or to draw (``legal_draw``)."""
        if self._trusted is not None and self._trusted[seat]:
            return self._live(seat, legal_actions, legal_draw)
        hand = self._hand
        self._read_events()
        views = self.views
        view = views[seat] if _refcount(views[seat]) == _UNSHARED else None  # (see _unshared_refs)
        if type(view) is not DecisionView:
            view = _new(DecisionView)
            views[seat] = view
        view._seat = seat
        view._table = self._facts
        view._legal_actions = legal_actions
        view._legal_draw = legal_draw
        view._n_seats, view._button, view._big_blind = self._per_hand
        view._street = hand.street
        hole = self._holes[seat]
        if hole is None:
            hole = self._holes[seat] = hand.hole_cards_of(seat)
        view._hole_cards = hole
        view._board = hand.board
        view._stacks = hand.stacks
        view._bets = hand.bets
        view._pot_gathered = hand.pot_gathered
        view._folded = hand.folded
        view._actor = seat if legal_actions is not None else hand.actor
        view._public = tuple(self._public)
        own = self._own_tuples[seat]
        if own is None:
            own = self._own_tuples[seat] = tuple(self._own[seat])
        view._own = own
        view._events = None
        view._shown_items = tuple(hand.shown.items()) if self._shows else ()
        view._snapshot = None
        return view

    def _live(
        self, seat: int, legal_actions: LegalActions | None, legal_draw: DrawOptions | None
    ) -> LivePlayerView:
        """A trusted seat's live view of this hand (made at its first decision in the hand)."""
        view = self.views[seat]
        if type(view) is not LivePlayerView or view._hand is not self._hand:
            view = LivePlayerView(self._hand, seat, self._facts)
            self.views[seat] = view
        view._legal_actions = legal_actions
        view._legal_draw = legal_draw
        return view

    def _read_events(self) -> None:
        """The hand's events since the last decision read: as the other seats see each, and as its own
        seat sees it when that is more (the seat's hole cards, read again at its next decision)."""
        events = self._hand.events
        if len(events) == self._read:
            return
        public = self._public
        for event in events[self._read :]:
            others_see = seen_by(event, _NO_SEAT)
            if others_see is not event:  # something is hidden: its own seat may see it
                owner = getattr(event, "seat", None)
                if owner is not None:
                    mine = seen_by(event, owner)
                    if mine is not None and mine != others_see:
                        self._own[owner].append((len(public), mine))
                        self._own_tuples[owner] = None
                        self._holes[owner] = None
            elif type(event) is Show:
                self._shows = True
            public.append(others_see)
        self._read = len(events)


class LivePlayerView(PlayerView):
    """A window on the hand for code the table trusts (``Table(trusted_agents=True)``): the seat's live
    :class:`~holdem.SeatView` (``view``), made when first read, and its fields read straight through it as
    the hand goes on. It holds the hand (``_hand``): an agent given it can reach every seat's cards and
    the deck. Cheaper than a :class:`DecisionView`: nothing is copied for a decision."""

    __slots__ = ("_hand", "_view")

    def __init__(self, hand: Hand, seat: int, table: TableFacts) -> None:
        self._hand = hand
        self._seat = seat
        self._table = table
        self._legal_actions: LegalActions | None = None
        self._legal_draw: DrawOptions | None = None
        self._view: SeatView | None = None

    @property
    def view(self) -> SeatView:
        view = self._view
        if view is None:
            view = self._view = SeatView(self._hand, self._seat)
        return view

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(self.view, name)

    if not TYPE_CHECKING:  # each a property whose getter is C (__getattr__ costs ~1 us a read)
        (
            n_seats,
            button,
            big_blind,
            street,
            hole_cards,
            board,
            stacks,
            bets,
            pot_gathered,
            pot_size,
            folded,
            actor,
            events,
            shown,
            actions,
        ) = (
            property(attrgetter(f"view.{name}"), doc=getattr(SeatView, name).__doc__)
            for name in _SEAT_FIELDS
        )

    def hand_can_discard(self, cards: Iterable[CardLike] | str) -> bool:
        """At the seat's draw: whether it may discard these cards (the hand's own check)."""
        return self._hand.can_discard(cards, self._seat)


class LiveViews:
    """Each seat's :class:`LivePlayerView` of one hand, its legal actions set while it is asked."""

    __slots__ = ("views",)

    def __init__(self, views: list[LivePlayerView]) -> None:
        self.views = views

    def asked(
        self, seat: int, legal_actions: LegalActions | None, legal_draw: DrawOptions | None
    ) -> LivePlayerView:
        view = self.views[seat]
        view._legal_actions = legal_actions
        view._legal_draw = legal_draw
        return view


def decision_view(hand: Hand, seat: int, facts: TableFacts) -> PlayerView:
    """The view a table hands an agent for ``seat``'s decision now in ``hand`` (a :class:`DecisionView`:
    the values the seat may know, its legal actions, no path to the hand), for a program that runs
    hands of its own and asks agents as a table does (an ACPC client, :mod:`holdem.agents.acpc`).

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1)
    >>> facts = TableFacts("t", 1, (1, 2), ("ann", "bob"), 1, False, 1, 2, (1, 2))
    >>> view = decision_view(hand, 0, facts)
    >>> view.legal_actions.call, view.hole_cards == hand.hole_cards_of(0)
    (1, True)
    """
    return DecisionViews(hand, facts).asked(seat, hand.legal_actions_for(seat), None)


def answered(view: PlayerView) -> None:
    """The agent answered: a view it keeps shows no stale choices (a DecisionView's snapshot is made
    again)."""
    view._legal_actions = None
    view._legal_draw = None


def reuse_views(views: list[Any], hand: Hand, facts: TableFacts, n: int) -> list[LivePlayerView]:
    """A live view for each of ``n`` hand seats: the last hand's (``views``, a list no one else holds),
    bound to this hand, where no one kept it (only the list refers to it, so no agent can see it change);
    a new one where an agent kept it (or the last hand's was another kind of view)."""
    if len(views) != n or _UNSHARED is None:
        return [LivePlayerView(hand, seat, facts) for seat in range(n)]
    for seat in range(n):
        view = views[seat] if _refcount(views[seat]) == _UNSHARED else None  # (see _unshared_refs)
        if type(view) is LivePlayerView:
            view._hand = (
                hand  # (its legal_actions and legal_draw are None: a hand that ended cleared them)
            )
            view._table = facts
            view._view = None
        else:
            views[seat] = LivePlayerView(hand, seat, facts)
    return views


_TRUSTED_TYPES: set[type] = set()  # the classes whose agents get the live view (trusted_agent)
AgentClass = TypeVar("AgentClass", bound=type)


def trusted_agent(cls: AgentClass) -> AgentClass:
    """Marks the agents of class ``cls`` (that very class, not a subclass) as trusted: every table hands
    them its live view (:class:`LivePlayerView`, cheaper: nothing is copied for a decision), as
    ``Table(..., trusted_agents=True)`` does for every agent. The built-in agents of :mod:`holdem.agents`
    are marked; mark only code you trust as the table's own (the mark, like the rest of the process, is
    no boundary against code that runs in it: see docs/security.md)."""
    _TRUSTED_TYPES.add(cls)
    return cls


def is_trusted(agent: object) -> bool:
    """Whether ``agent`` (an agent function, as :func:`agent_callable` gives it) is the ``act`` of an
    object of a class marked by :func:`trusted_agent`."""
    return type(getattr(agent, "__self__", None)) in _TRUSTED_TYPES


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
