"""A table that plays hand after hand by the rule book: seats, stacks, the button, sit-outs, agents.

::

    >>> from holdem import Table, TableConfig
    >>> from holdem.agents import CallingStation, RandomAgent
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=6, name="demo", seed=7)
    >>> for name in ("ann", "bob", "cy"):
    ...     seat = table.join(name, 200)
    >>> table.play({"ann": RandomAgent(seed=1), "bob": CallingStation(), "cy": CallingStation()}, hands=20)
    20
    >>> sum(table.stacks.values())  # no chip lost or created
    600
    >>> len(table.history), table.history[0].table, table.history[0].hand
    (20, 'demo', 1)

Seats are numbered 1..``seats`` (R-SEAT-1): every seat a :class:`Table` takes or
gives is such a table seat. Each hand deals in the players who can play, as the
hand's seats 0..n-1 in table-seat order (hand seats: what a :class:`~holdem.Hand`,
a :class:`~holdem.LiveHand` and an agent's ``view.seat`` number); the
:class:`TableFacts` and :class:`HandRecord` of a hand hold both, each table seat
named ``table_seat`` or ``*_table_seat`` (docs/tutorials/seats.md). The button and the
blinds follow ``button_rule`` (:mod:`holdem.table.seating`, R-BTN-3); the first
button is drawn (R-BTN-1) with the table's random source, which deals every
hand too (seeded: reproducible; unseeded: the OS's secure source).

**Agents** (:mod:`holdem.table.agent`, :mod:`holdem.agents.builtin`): ``agent(view) -> action`` or an object with
``act(view)``; ``view`` is a :class:`PlayerView`: by default the values the seat may know at that decision
and the :class:`TableFacts`, with no path to the hand; with ``trusted_agents=True`` (code the table's owner
trusts), and for the agents of a class marked :func:`~holdem.table.agent.trusted_agent` (the built-in agents),
the seat's live SeatView, cheaper but holding the hand.
A broken agent is folded and recorded as an :class:`Incident`; a player with no agent is absent. An agent's
exception is logged with its traceback (logger ``holdem.table``) and its :class:`Incident` keeps the traceback
text; ``strict=True``, for debugging a bot, raises it (and an illegal action, or a return that is no action,
all but a timeout) as an :class:`~holdem.errors.AgentError` once the hand is settled. :meth:`Table.play`
stops early when fewer than two players can play (one holds every chip, at a cash table: ``auto_rebuy``
keeps players in): it returns a :class:`Played` count whose ``stop_reason`` says why, and warns
(:class:`~holdem.errors.HoldemWarning`).
An agent's optional ``post_blind(facts, amount) -> bool`` is asked before a player with
``auto_post=False`` posts; False sits the player out (R-LIVE-6).

**Money** (:mod:`holdem.table.players`, R-BUY-1..3): :attr:`Table.bought_in` minus
:attr:`Table.cashed_out` always equals the chips on the table.
**One caller at a time**: a call that changes the table (``play``, ``join``, ``leave``, ...) or reads its
records (``records``, ``history``, ``history_text``: each record is made when first read) is refused with
a :class:`TableError`, before anything changes, while another thread is inside one: give each thread its own
table. Other reads (``stacks``, ``players``, ``ledger()``, ...) show the table as it is between two steps.
The playing thread's agents and callbacks may call in, by each call's rules during a hand; while a hand is
planned (its players asked whether they post) nothing that changes the seats is taken.
**Live hands**: :meth:`Table.start_live_hand` (a dealer app feeds the cards, R-MIS-3 voids are redealt).
"""

from __future__ import annotations

import threading
import time
import warnings
from collections.abc import Callable, Mapping, Sequence
from operator import attrgetter
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from .._checks import whole_number
from .._deprecated import read_renamed, renamed_keywords
from .._exclusive import one_caller
from ..core import Rng, make_rng
from ..engine import ABSENT, LEFT_OUT, NOT_ENTITLED, Hand, HandSetup, LiveHand, hand_setup
from ..errors import AgentError, HoldemWarning, TableError
from ..game import GameDef, Misdeal, Phase, TableConfig, game_named
from ..history import HandHistory, Stats, player_stats, write_phhs
from .agent import Agent, PlayerView, agents_by_name, agrees_to_post
from .facts import Incident, TableFacts
from .history_folder import write_history_files
from .players import (
    Player,
    PlayerInfo,
    buy_in_is_short,
    buy_in_limits,
    can_play,
    dealt_chips,
    info_of,
    ledger_of,
    settle_owed,
    top_up_targets,
)
from .records import HandRecord, Histories, KeptHands, Row, kept_cards, live_steps
from .seating import BUTTON_RULES, ButtonDraw, Plan, Posting, Seating, Setup, draw_for_button
from .turns import STRICT_KINDS, Turns

__all__ = ["Agent", "HandRecord", "Incident", "PlayerInfo", "PlayerView", "Table", "TableFacts"]


_new = tuple.__new__  # a NamedTuple made without a Python-level __new__
_STACK = attrgetter("stack")
_DONE = {
    "fold": "folded",
    "check": "checked",
}  # what the table did for a broken decision (R-LIVE-3)


class SeatAgents(NamedTuple):
    """What a seating's hands share in one play(): the agents by hand seat, the top-up targets, and the
    hands' arguments checked as Hand checks them (each hand starts from them with its own stacks)."""

    setup: Setup
    agents: list[Any]
    top_ups: tuple[int, ...]
    hand_setup: HandSetup


class Played(int):
    """How many hands :meth:`Table.play` played (an ``int``), and ``stop_reason``: why it played fewer than
    asked (one player holds every chip, say), or None when it played them all.

    >>> Played(47, "fewer than two players can play").stop_reason
    'fewer than two players can play'
    """

    stop_reason: str | None

    def __new__(cls, hands: int, stop_reason: str | None = None) -> Played:
        played = super().__new__(cls, hands)
        played.stop_reason = stop_reason
        return played

    def __reduce__(self) -> tuple[Any, ...]:
        return (Played, (int(self), self.stop_reason))


def _busy(table: Table) -> str:
    return (
        f"table {table._name!r} is in use by another thread (a table takes one call at a time "
        "that changes it or reads its records): give each thread its own table"
    )


#: A call that changes the table (or reads its records, which are made when first read), made one at a
#: time: refused with a TableError while another thread is inside such a call (a hand it plays included).
_one_caller = one_caller(TableError, _busy)


def _encodes(text: str) -> bool:
    """Whether ``text`` encodes as UTF-8 (a lone surrogate does not)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class Table:
    """A table of 2 to 10 seats that plays hand after hand by the rule book, its players' stacks carried over.

    Players :meth:`join`, agents :meth:`play` (or a dealer app drives :meth:`start_live_hand`); the table
    keeps a record of every hand. The module documentation has the rest.

    >>> from holdem import Table, TableConfig
    >>> from holdem.agents import CallingStation
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=1)
    >>> _ = table.join("ann", 100), table.join("bob", 100)
    >>> table.play({"ann": CallingStation(), "bob": CallingStation()}, hands=10), dict(table.stacks)
    (10, {'ann': 108, 'bob': 92})
    """

    def __init__(
        self,
        config: TableConfig | None = None,
        seats: int = 6,
        *,
        name: str = "table",
        seed: int | None = None,
        rng: Rng | None = None,
        mode: str = "cash",
        button_rule: str = "dead",
        min_buy_in: int | None = None,
        max_buy_in: int | None = None,
        missed_blinds: bool | None = None,
        draw_ties: str = "suit",
        time_limit: float | None = None,
        timeout_action: str = "fold",
        clock: Callable[[], float] | None = None,
        history_limit: int | None = None,
        first_button: int | None = None,
        game: str | GameDef = "holdem",
        trusted_agents: bool = False,
        strict: bool = False,
    ) -> None:
        config = TableConfig() if config is None else config
        if not isinstance(config, TableConfig):
            raise TableError(f"config must be a TableConfig, got {type(config).__name__}")
        self._game = game_named(game, TableError)
        config = config.for_game(
            self._game
        )  # the game's betting structure when the config names none
        seats = whole_number(seats, "seats", low=2, high=10, error=TableError)
        if seats > config.seats_max:
            raise TableError(
                f"seats is {seats} but config.seats_max is {config.seats_max}: at most that many"
            )
        if seats > self._game.max_seats:
            raise TableError(
                f"seats is {seats} but {self._game.name} deals {self._game.hole_cards} hole cards a "
                f"seat from {len(self._game.deck)} cards: at most {self._game.max_seats} seats"
            )
        checks = (
            ("mode", mode, ("cash", "tournament")),
            ("button_rule", button_rule, BUTTON_RULES),
            ("draw_ties", draw_ties, ("suit", "redraw")),
            ("timeout_action", timeout_action, ("fold", "check")),
        )
        for what, value, allowed in checks:
            if value not in allowed:
                raise TableError(f"{what} is one of {', '.join(map(repr, allowed))}, got {value!r}")
        if not isinstance(name, str) or not _encodes(name):
            raise TableError(
                f"name must be text that encodes as UTF-8 (as histories are written), got {name!r}"
            )
        if time_limit is not None and (
            isinstance(time_limit, bool)
            or not isinstance(time_limit, (int, float))
            or not time_limit > 0
        ):
            raise TableError(
                f"time_limit is seconds per decision (a number > 0) or None, got {time_limit!r}"
            )
        if clock is not None and not callable(clock):
            raise TableError(f"clock must be a callable returning seconds, got {clock!r}")
        if not isinstance(trusted_agents, bool):
            raise TableError(f"trusted_agents is True or False, got {trusted_agents!r}")
        self._min_buy_in, self._max_buy_in = buy_in_limits(config, min_buy_in, max_buy_in)
        # a button blind (R-BLIND-9) is posted by whoever has the button: no one misses it
        missed_blinds = (
            mode == "cash" and not config.button_blind if missed_blinds is None else missed_blinds
        )
        if not isinstance(missed_blinds, bool) or (
            missed_blinds and (mode == "tournament" or config.button_blind)
        ):
            raise TableError(
                "missed_blinds is True or False (tournaments and a button blind have none, R-BTN-3, "
                f"R-BLIND-9), got {missed_blinds!r}"
            )
        if first_button is not None:
            first_button = whole_number(
                first_button, "first_button (a seat)", low=1, high=seats, error=TableError
            )
        if history_limit is not None:
            history_limit = whole_number(history_limit, "history_limit", low=0, error=TableError)
        self._config = config
        self._n = seats
        self._name = name
        self._mode = mode
        self._missed = missed_blinds
        self._rng = make_rng(seed, rng)
        self._turns = Turns(
            time_limit, clock or time.monotonic, timeout_action == "check", trusted_agents
        )
        if not isinstance(strict, bool):
            raise TableError(f"strict is True or False, got {strict!r}")
        if strict:
            self._turns.raised = []
        self._seated: dict[int, Player] = {}
        self._players: dict[str, Player] = {}  # everyone who sat here, by name (the ledger)
        self._kept = KeptHands(history_limit, self._game)
        self._keep = (
            history_limit != 0
        )  # history_limit=0 (a simulation): no record is kept, none is made
        self._histories = Histories(name, seats)
        self._eliminated: list[tuple[str, int]] = []
        self._number = self._bought_in = self._cashed_out = 0
        self._hand: Hand | None = None
        self._last_hand: Hand | None = None
        self._in_hand: tuple[Player, ...] = ()
        self._to_fold: list[int] = []
        self._live: tuple[LiveHand, Setup, TableFacts] | None = (
            None  # a hand a dealer app drives (start_live_hand)
        )
        self._leaving: set[str] = set()
        # the live hand's voided deals so far whose players a re-seated redeal changed: their table seats
        self._void_seats: list[tuple[int, ...]] = []
        # who sat at the table when the live hand was dealt: only they can be dealt in by a redeal (R-MIS-3)
        self._seated_at_deal: frozenset[str] = frozenset()
        # the blinds each owed before the deal marked this hand's missed ones (R-BLIND-6): a redeal that
        # deals a player in undoes the hand's marks on them
        self._owed_before_deal: dict[str, tuple[bool, bool]] = {}
        self._seating = Seating(
            seats,
            button_rule,
            config,
            self._rng,
            draw_ties,
            first_button,
            tournament=mode == "tournament",
        )
        self._seat_agents: dict[int, SeatAgents] = {}  # each setup's agents, for this play()
        self._lock = threading.RLock()  # held by the thread inside a call that changes the table
        self._planning = 0  # the hand being planned while its players are asked to post, else 0

    # -- players -------------------------------------------------------------------------------

    def _player(self, name: str) -> Player:
        player = self._players.get(name) if isinstance(name, str) else None
        if player is None or not player.seat:
            seated = ", ".join(repr(p.name) for p in self._seated.values()) or "nobody"
            raise TableError(f"no player {name!r} at this table (seated: {seated})")
        return player

    def _changed(self) -> None:
        self._seating.changed()
        self._seat_agents.clear()

    def _hand_in_play(self) -> int:
        """The number of the hand being planned (:meth:`_ask_to_post`) or played, 0 between hands."""
        return self._planning or (self._number if self._hand is not None else 0)

    def _refuse_while_planning(self) -> None:
        """While a hand is planned, its players asked whether they post (``post_blind``, R-LIVE-6), who is
        dealt in is being decided: nothing that changes the seats is taken then."""
        if self._planning:
            raise TableError(
                f"hand {self._planning} is being planned (its players are asked whether they post "
                "their blinds, R-LIVE-6): change the seats between hands or once the hand is dealt"
            )

    @_one_caller
    def join(
        self,
        name: str,
        stack: int,
        seat: int | None = None,
        *,
        transfer: bool = False,
        wait_for_big_blind: bool = False,
        auto_post: bool = True,
        auto_muck: bool = True,
        auto_rebuy: bool = False,
        straddle: bool = False,
    ) -> int:
        """Seat a player with ``stack`` chips in ``seat`` (1..seats) or a random free seat; returns the seat.

        The stack is within the buy-in (R-BUY-1) unless ``transfer`` (a player moved from another
        table keeps their stack, R-BUY-3). On a cash table a player joining after the first hand
        posts a live big blind to be dealt in, or waits for the big blind (R-BLIND-6). Preferences
        (R-LIVE-6): ``auto_post``, ``auto_muck``, ``auto_rebuy``, ``straddle`` (see :meth:`set_preferences`).
        """
        self._refuse_while_planning()
        if not isinstance(name, str) or not name.strip() or not name.isprintable():
            raise TableError(f"a player's name is printable, non-empty text, got {name!r}")
        known = self._players.get(name)
        if known is not None and known.seat:
            raise TableError(f"{name!r} is already seated (seat {known.seat})")
        free = [s for s in range(1, self._n + 1) if s not in self._seated]
        if seat is None:
            if not free:
                raise TableError(f"the table is full ({self._n} seats)")
        else:
            seat = whole_number(seat, "seat", low=1, high=self._n, error=TableError)
            if seat not in free:
                raise TableError(
                    f"seat {seat} is taken by {self._seated[seat].name!r}; free seats: "
                    f"{', '.join(map(str, free)) or 'none'}"
                )
        stack = dealt_chips(stack, "stack (chips)")
        short = False
        if not transfer and self._mode == "cash":
            short = buy_in_is_short(
                known, stack, stack, low=self._min_buy_in, high=self._max_buy_in
            )
        if auto_rebuy and self._mode == "tournament":
            raise TableError(
                "a tournament table takes no chips between hands (R-TOUR-1): auto_rebuy is for cash"
            )
        flags = {
            "wait_for_big_blind": wait_for_big_blind,
            "auto_post": auto_post,
            "auto_muck": auto_muck,
            "auto_rebuy": auto_rebuy,
            "transfer": transfer,
            "straddle": straddle,
        }
        for key, value in flags.items():
            if not isinstance(value, bool):
                raise TableError(f"{key} is True or False, got {value!r}")
        if seat is None:
            seat = free[self._rng.randrange(len(free))]
        player = known or Player(name)
        player.seat, player.stack = seat, stack
        player.sitting_out = False
        player.waits, player.auto_post, player.auto_muck, player.auto_rebuy, player.straddle = (
            wait_for_big_blind,
            auto_post,
            auto_muck,
            auto_rebuy,
            straddle,
        )
        player.short_used = player.short_used or short
        player.buy_in = max(stack, self._min_buy_in) if self._mode == "cash" else stack
        started = (
            self._seating.last is not None or self._hand is not None
        )  # during the first hand too
        player.owes_big = self._missed and started
        player.owes_small = False
        player.new = self._mode == "tournament" and started
        player.bought_in += stack
        self._bought_in += stack
        self._players[name] = player
        self._seated[seat] = player
        self._changed()
        return seat

    @_one_caller
    def leave(self, name: str) -> int | None:
        """The player leaves with their stack; returns it. During a hand they are folded at once
        (R-LIVE-6) and leave with the stack when the hand ends (returns None)."""
        self._refuse_while_planning()
        player = self._player(name)
        if self._hand is not None and player in self._in_hand:
            if name not in self._leaving:
                self._leaving.add(name)
                seat = self._in_hand.index(player)
                if (
                    self._live is not None
                ):  # no turns to fold them in: dead at once, and in a redeal
                    self._live[0].player_left(seat)
                elif not self._hand.folded[seat]:
                    self._to_fold.append(seat)
            return None
        return self._remove(player)

    def _remove(self, player: Player) -> int:
        stack = player.stack
        del self._seated[player.seat]
        player.seat = 0
        player.stack = 0
        player.cashed_out += stack
        self._cashed_out += stack
        self._changed()
        return stack

    @_one_caller
    def sit_out(self, name: str) -> None:
        """The player sits out from the next hand (during a hand: when it ends, R-LIVE-6): not dealt in,
        posting nothing (R-DEAL-5). At a tournament table they stay dealt in, absent: their hands are
        dead once the deal is complete."""
        self._refuse_while_planning()
        self._player(name).sitting_out = True
        self._changed()

    @_one_caller
    def come_back(self, name: str, *, wait_for_big_blind: bool | None = None) -> None:
        """The player plays again from the next hand, posting the blinds they missed (a live big blind,
        a dead small blind) or, with ``wait_for_big_blind``, waiting for the big blind (R-BLIND-6)."""
        self._refuse_while_planning()
        player = self._player(name)
        if wait_for_big_blind is not None:
            if not isinstance(wait_for_big_blind, bool):
                raise TableError(
                    f"wait_for_big_blind is True, False or None, got {wait_for_big_blind!r}"
                )
            player.waits = wait_for_big_blind
        player.sitting_out = False
        self._changed()

    @_one_caller
    def set_config(self, config: TableConfig) -> None:
        """New stakes between hands (a tournament's next level, R-TOUR-2); the button and blinds go on."""
        if self._hand_in_play():
            raise TableError("the stakes change only between hands")
        if not isinstance(config, TableConfig):
            raise TableError(f"config must be a TableConfig, got {config!r}")
        if self._n > config.seats_max:
            raise TableError(
                f"the table has {self._n} seats but config.seats_max is {config.seats_max}: at most "
                "that many"
            )
        if config.button_blind != self._config.button_blind:
            raise TableError(
                "button_blind stays as the table began (who posts the blinds, R-BLIND-9): "
                f"{self._config.button_blind}, got {config.button_blind}"
            )
        config = config.for_game(self._game)
        self._config = self._seating.config = config
        self._changed()  # the cached setups hold the old blinds

    @_one_caller
    def colour_up(self, name: str, stack: int) -> None:
        """Tournament mode, between hands: the player's stack after a chip-up (R-TOUR-5); the ledger counts it."""
        if self._mode != "tournament" or self._hand_in_play():
            raise TableError("a colour-up is a tournament table's, between hands (R-TOUR-5)")
        player = self._player(name)
        stack = dealt_chips(stack, "stack (chips after the colour-up)")
        change, player.stack = stack - player.stack, stack
        player.bought_in += change
        self._bought_in += change
        self._changed()

    @_one_caller
    def redraw_button(self) -> int:
        """R-BTN-1 again between hands (a re-seated table), with the table's random source: the button's seat.
        Like a first hand, the next starts a new rotation (none dead, nobody waiting); its history keeps the draw."""
        able = sorted(
            s
            for s, p in self._seated.items()
            if p.stack and not (p.sitting_out and self._mode == "cash")
        )
        if self._hand_in_play() or len(able) < 2:
            raise TableError(
                f"the button is drawn again between hands among two or more: {self._who_plays()}"
            )
        button, _ = self._histories.redraws[self._number + 1] = draw_for_button(
            able, self._rng, self._seating.ties
        )
        self._seating.last, self._seating.first_button = None, button
        for player in self._seated.values():
            player.new = False
        self._changed()
        return button

    @property
    def last_big_blind_seat(self) -> int | None:
        """The (table) seat of the last hand's big blind (empty now or not), None before the first hand."""
        return None if self._seating.last is None else self._seating.last.big_blind

    @property
    def last_big_blind(self) -> int | None:
        """Deprecated: the old name of :attr:`last_big_blind_seat`."""
        return read_renamed(self, "last_big_blind", "last_big_blind_seat")  # type: ignore[no-any-return]

    @_one_caller
    def add_chips(self, name: str, amount: int) -> int:
        """Add chips between hands, in any amount up to the table maximum (R-BUY-2); returns the stack."""
        player = self._player(name)
        in_play = self._hand_in_play()
        if in_play:
            raise TableError(
                f"chips are added only between hands (R-BUY-2): hand {in_play} is in play"
            )
        if self._mode == "tournament":
            raise TableError("a tournament table takes no chips between hands (R-TOUR-1)")
        amount = whole_number(amount, "amount (chips)", low=1, error=TableError)
        if player.stack + amount > self._max_buy_in:
            raise TableError(
                f"{name!r} has {player.stack:,}: adding {amount:,} would pass the table maximum of "
                f"{self._max_buy_in:,}; at most {max(self._max_buy_in - player.stack, 0):,} (R-BUY-2)"
            )
        self._credit(player, amount)
        return player.stack

    def _credit(self, player: Player, amount: int) -> None:
        if not player.stack:
            self._changed()  # a busted player plays again
        player.stack += amount
        player.bought_in += amount
        self._bought_in += amount

    @_one_caller
    def set_preferences(
        self,
        name: str,
        *,
        auto_post: bool | None = None,
        auto_muck: bool | None = None,
        auto_rebuy: bool | None = None,
        wait_for_big_blind: bool | None = None,
        straddle: bool | None = None,
    ) -> None:
        """R-LIVE-6 preferences: auto-post blinds, auto-muck hands that cannot win; auto-rebuy (cash):
        a stack below the player's buy-in is topped up to it after each hand (and at once when turned on
        between hands); ``straddle``: post the config's straddle when left of the big blind (R-BLIND-8,
        see :mod:`holdem.table.seating`)."""
        self._refuse_while_planning()
        player = self._player(name)
        changes = {
            "auto_post": auto_post,
            "auto_muck": auto_muck,
            "auto_rebuy": auto_rebuy,
            "waits": wait_for_big_blind,
            "straddle": straddle,
        }
        for key, value in changes.items():
            if value is not None and not isinstance(value, bool):
                raise TableError(f"{key} is True, False or None, got {value!r}")
        if auto_rebuy and self._mode == "tournament":
            raise TableError(
                "a tournament table takes no chips between hands (R-TOUR-1): auto_rebuy is for cash"
            )
        for key, value in changes.items():
            if value is not None:
                setattr(player, key, value)
        if (
            auto_rebuy
            and self._hand is None
            and player.stack < min(player.buy_in, self._max_buy_in)
        ):
            self._credit(
                player, min(player.buy_in, self._max_buy_in) - player.stack
            )  # (never takes chips: R-BUY-3)
        self._changed()

    # -- playing -------------------------------------------------------------------------------

    @_one_caller
    def play(
        self,
        agents: Mapping[str, Agent | None] | Agent | None,
        hands: int = 1,
        *,
        on_hand: Callable[[HandRecord], object] | None = None,
    ) -> Played:
        """Play up to ``hands`` hands; returns how many, as a :class:`Played` (an ``int``). Fewer when fewer
        than two players can play (one holds every chip: at a cash table ``join(..., auto_rebuy=True)``
        keeps a busted player in: ``stop_reason`` says so and a :class:`~holdem.errors.HoldemWarning` is
        issued) or once ``on_hand`` starts a live hand (``stop_reason`` says so). ``agents`` maps player
        names to agents (a name left out is absent), or is one agent for all. ``on_hand`` is called with each finished
        :class:`HandRecord` (:attr:`last_hand` is then that hand)."""
        hands = whole_number(hands, "hands", low=0, error=TableError)
        by_name = self._agents(agents)
        played = 0
        reason = None
        while played < hands:
            if self._live is not None:  # the caller's own doing: said, not warned
                return Played(
                    played, "a live hand was started (start_live_hand): the dealer plays it"
                )
            row = self._play_one(by_name)
            if row is None:
                reason = f"fewer than two players can play: {self._who_plays()}"
                break
            played += 1
            if on_hand is not None or self._turns.raised:
                record = self._kept.record(row)
                if on_hand is not None:
                    on_hand(record)
                self._raise_agent_error(record)
        if reason is not None:
            hint = (
                " (at a cash table, join(..., auto_rebuy=True) keeps a busted player in)"
                if "busted" in reason and self._mode == "cash"
                else ""
            )
            warnings.warn(
                f"table {self._name!r} played {played:,} of {hands:,} hands: {reason}{hint}",
                HoldemWarning,
                stacklevel=3,  # the caller's line: past this method and its one-caller wrapper
            )
        return Played(played, reason)

    @_one_caller
    def play_hand(self, agents: Mapping[str, Agent | None] | Agent | None = None) -> HandRecord:
        """Play one hand (see :meth:`play`); raises :class:`TableError` when fewer than two can play."""
        by_name = self._agents(agents)
        row = self._play_one(by_name)
        if row is None:
            raise TableError(f"fewer than two players can play: {self._who_plays()}")
        record = self._kept.record(row)
        self._raise_agent_error(record)
        return record

    def _who_plays(self) -> str:
        return "; ".join(map(can_play, self._seated.values())) or "the table is empty"

    def _agents(self, agents: Any) -> Mapping[str, Callable[[PlayerView], Any] | None]:
        in_play = self._hand_in_play()
        if in_play:
            raise TableError(f"hand {in_play} is in play")
        self._seat_agents.clear()  # the agents by seat are this call's
        return agents_by_name(agents, self._players)

    def _play_one(self, agents: Mapping[str, Any]) -> Row | None:
        setup = self._seating.next(self._seated, agents, self._number + 1)
        if isinstance(setup, Posting):
            setup = self._ask_to_post(setup, agents)
        if setup is None:
            return None
        cached = self._seat_agents.get(id(setup))
        if cached is None or cached.setup is not setup:
            cached = self._seat_agents_of(setup, agents)
        # the arguments checked once for the seating (see _seat_agents_of), the stacks by from_setup
        hand = Hand.from_setup(cached.hand_setup, tuple(map(_STACK, setup.players)))
        facts = _new(TableFacts, (self._name, self._begin(setup), *setup.facts))
        self._hand = hand
        self._in_hand = setup.players
        steps: list[Any] = []
        if self._mode == "tournament":  # R-DEAL-5: an absent player's hand is dead once dealt
            for seat, agent in enumerate(cached.agents):
                if agent is None and not hand.is_complete and not hand.folded[seat]:
                    hand.kill(seat, ABSENT)
                    steps.append(("absent", seat))
        try:
            incidents = self._turns.run(
                hand, cached.agents, facts, setup.auto_muck, self._to_fold, steps
            )
        finally:
            self._hand = None
            self._in_hand = ()
            self._to_fold.clear()
        fresh = (
            self._seat_agents.get(id(setup)) is cached
        )  # else a preference changed during the hand
        return self._settle(setup, hand, incidents, steps, cached.top_ups if fresh else None)

    def _raise_agent_error(self, record: HandRecord) -> None:
        """``strict``: the first broken decision of the hand just settled (``record``): an agent's exception,
        an illegal action or a return that is no action, as an AgentError."""
        raised = self._turns.raised
        if raised:
            incident, error = raised[0]
            raised.clear()
            failure = AgentError(
                f"hand {incident.hand}: the agent of {incident.player} (seat {incident.table_seat}) "
                f"{STRICT_KINDS[incident.kind]} {incident.detail}; the hand was played out with it "
                f"{_DONE.get(incident.action, incident.action)} (R-LIVE-3)"
            )
            failure.record = record
            raise failure from error

    def _ask_to_post(self, posting: Posting, agents: Mapping[str, Any] | None) -> Setup | None:
        """The hand's setup once the players a :class:`Posting` names are asked whether they post: one who
        declines sits out (R-LIVE-6) and the hand is planned again (None when fewer than two can play).
        While they are asked the hand counts as in play (:meth:`_hand_in_play`): a call of theirs that
        would change the table is refused."""
        number = self._number + 1
        setup: Setup | Posting | None = posting
        self._planning = number
        try:
            while isinstance(
                setup, Posting
            ):  # each pass goes on, or sits out a player: the loop ends
                declined = self._declined(setup, agents, number)
                if not declined:
                    return self._seating.setup_of(setup.plan, self._seated, agents)
                for seat in declined:
                    self._seated[seat].sitting_out = True
                self._seating.changed()
                setup = self._seating.next(self._seated, agents, number)
            return setup
        finally:
            self._planning = 0

    def _declined(
        self, posting: Posting, agents: Mapping[str, Any] | None, number: int
    ) -> list[int]:
        """The seats of a :class:`Posting` whose players decline to post: each asked through their agent's
        ``post_blind`` (:func:`agrees_to_post`)."""
        facts = TableFacts(self._name, number, *posting.facts)
        declined = []
        for seat, amount in posting.asks:
            agent = agents.get(self._seated[seat].name) if agents is not None else None
            if not agrees_to_post(agent, facts, amount):
                declined.append(seat)
        return declined

    def _seat_agents_of(self, setup: Setup, agents: Mapping[str, Any]) -> SeatAgents:
        """The setup's agents by hand seat, top-up targets, and its hands' arguments checked as Hand checks them
        (its errors), kept for this play(): a seating's stacks change only in its hands (each hand's checked by
        Hand.from_setup, _play_one) or through calls that end the seating (``_changed``, a bust)."""
        if len(self._seat_agents) > 64:
            self._seat_agents.clear()
        away = self._mode == "tournament"
        players = setup.players
        checked = hand_setup(
            setup.config,
            list(map(_STACK, players)),
            setup.button,
            None,
            self._rng,
            "auto",
            None,
            setup.positions,
            self._game,
            False,
        )
        cached = self._seat_agents[id(setup)] = SeatAgents(  # the setup kept: its id stays its own
            setup,
            [None if away and p.sitting_out else agents.get(p.name) for p in players],
            top_up_targets(players, self._max_buy_in),
            checked,
        )
        return cached

    def _begin(self, setup: Setup) -> int:
        """A hand starts: its number, what the players dealt in owed settled, who missed blinds (R-BLIND-6)."""
        number = self._number = self._number + 1
        if setup.settles or (setup.plan.missed and self._missed):
            settle_owed(
                setup.players if setup.settles else (),
                setup.plan.missed if self._missed else {},
                self._seated,
            )
        return number

    def _settle(
        self,
        setup: Setup,
        hand: Hand,
        incidents: tuple[Incident, ...],
        steps: Sequence[Any],
        tops: tuple[int, ...] | None = None,
        voided: tuple[tuple[Any, tuple[int, ...]], ...] = (),
    ) -> Row:
        """A hand is over, however it was played (agents' hands and live ones): stacks, auto top-ups (``tops``,
        when the caller has them), the record, the button's next place, leavers and busts. ``voided``: a live
        hand's voided deals, each with the table seats of its hand seats."""
        plan, players, number = setup.plan, setup.players, self._number
        final = hand.stacks
        row = (
            id(setup),
            number,
            incidents,
            voided,
            len(steps),
            *steps,
            *hand.starting_stacks,
            *final,
            *(kept_cards(hand) if self._keep else ()),
        )  # one flat tuple: see records.Row
        busted, added = False, 0  # busted: a player who rebought plays on
        for player, stack, top in zip(
            players, final, tops or top_up_targets(players, self._max_buy_in)
        ):
            player.hands += 1  # dealt in (the ledger's count)
            if stack < top:  # the auto top-up, between hands, never past the maximum (R-BUY-2)
                player.bought_in += top - stack
                added += top - stack
                stack = top
            elif not stack:
                busted = True
            player.stack = stack
        self._bought_in += added
        self._kept.keep(setup, row)
        self._last_hand = hand
        self._seating.last = plan  # what the next plan needs of it: button, small_blind, big_blind
        if self._leaving:
            for name in self._leaving:
                self._remove(self._players[name])
            self._leaving.clear()
        if busted:
            self._changed()
            if self._mode == "tournament":
                for player in players:
                    if not player.stack and player.seat:
                        self._eliminated.append((player.name, number))
                        self._remove(player)
        return row

    # -- a live hand, driven by a dealer app (holdem.live) ----------------------------------------

    @_one_caller
    def start_live_hand(self, *, check_on_timeout: bool | None = None) -> LiveHand:
        """The next hand as a :class:`~holdem.engine.live.LiveHand` fed by the dealer, its button and forced bets as
        :meth:`play_hand` would set them; a misdeal's void deals it again with the same button, blinds and
        stacks (R-MIS-3). :meth:`finish_live_hand` settles it. ``check_on_timeout``: the table's by default.

        >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, first_button=1)
        >>> seats = [table.join(name, 200, seat) for seat, name in enumerate(("ann", "bob", "cy"), 1)]
        >>> live = table.start_live_hand()
        >>> live.report("the deck does not have 52 cards").voided  # a fresh deck, the same hand dealt again
        True
        >>> for seat, card in zip([1, 2, 0] * 2, "2c 3c 4c 5c 6c 7c".split()):
        ...     live.deal_hole_card(seat, card)
        >>> live.act(0, "fold"), live.act(1, "fold")[0]  # doctest: +ELLIPSIS
        (Action(...), 1)
        >>> record = table.finish_live_hand()
        >>> len(record.voided), dict(table.stacks)
        (1, {'ann': 200, 'bob': 199, 'cy': 201})
        """
        self._agents(None)  # refused while a hand is in play
        setup = self._seating.next(self._seated, None, self._number + 1)
        if isinstance(setup, Posting):
            setup = self._ask_to_post(setup, None)
        if setup is None:
            raise TableError(f"fewer than two players can play: {self._who_plays()}")
        away = (
            [i for i, p in enumerate(setup.players) if p.sitting_out]
            if self._mode == "tournament"
            else ()
        )
        live = LiveHand(
            setup.config,
            [p.stack for p in setup.players],
            setup.button,
            positions=setup.positions,
            game=self._game,
            check_on_timeout=self._turns.check_free
            if check_on_timeout is None
            else check_on_timeout,
            absent=away,
            fixed_seats=True,  # the seating deals the players in (R-MIS-3)
        )  # R-DEAL-5: dealt in, their hands dead once the deal is complete
        self._owed_before_deal = {p.name: (p.owes_big, p.owes_small) for p in self._seated.values()}
        self._live = live, setup, _new(TableFacts, (self._name, self._begin(setup), *setup.facts))
        self._void_seats = []
        self._seated_at_deal = frozenset(p.name for p in self._seated.values())
        self._hand = live.hand
        self._in_hand = setup.players
        return live

    @renamed_keywords(seat="table_seat")
    @_one_caller
    def report_misdeal(self, condition: str, table_seat: int | None = None) -> Misdeal:
        """A misdeal a person at the table reports in the live hand (one of
        :data:`~holdem.engine.REPORTABLE`, R-MIS-1) about the player at ``table_seat``; as
        :meth:`LiveHand.report <holdem.engine.LiveHand.report>`, which this calls with the hand seat.

        A void's redeal deals in exactly the players entitled to a hand (R-MIS-3), so the table
        re-seats it: "cards dealt to a player not entitled to a hand" leaves the player at ``table_seat``
        out of the redeal, and "a player entitled to a hand was not dealt in" deals in the seated player at
        ``table_seat`` with their stack. The button stays with its player (left out, it passes to the player
        before); the blinds are the standard ones around it. Found after two players have acted, the
        hand goes on (R-MIS-3, R-MIS-4).
        """
        if self._live is None:
            raise TableError("no live hand is in play: start one with start_live_hand()")
        live, setup, facts = self._live
        players = list(setup.players)
        if table_seat is None:
            return live.report(condition)
        seat = whole_number(table_seat, "table_seat", low=1, high=self._n)
        if condition != LEFT_OUT:
            if seat not in facts.table_seats:
                raise TableError(
                    f"seat {seat} was not dealt in this hand: the hand's seats are "
                    f"{', '.join(map(str, facts.table_seats))}"
                )
            at = facts.table_seats.index(seat)
            misdeal = live.report(condition, at, reseat=True)
            if misdeal.voided and condition == NOT_ENTITLED:
                del players[at]
                self._reseat_live(tuple(players))
            return misdeal
        player = self._seated.get(seat)
        if player is None or seat in facts.table_seats or not player.stack:
            raise TableError(
                f"{LEFT_OUT!r}: seat {seat} holds no player with chips who was left out of this hand "
                f"(the hand's seats are {', '.join(map(str, facts.table_seats))})"
            )
        if player.name not in self._seated_at_deal:
            raise TableError(
                f"{LEFT_OUT!r}: the player at seat {seat} sat down after this hand was dealt, so was not "
                "entitled to it (R-MIS-3)"
            )
        at = sum(1 for s in facts.table_seats if s < seat)
        misdeal = live.report(condition, at, stack=player.stack, reseat=True)
        if misdeal.voided:
            players.insert(at, player)
            self._reseat_live(tuple(players))
            # dealt in, they missed no blind of this hand: what they owed before it stands (R-BLIND-6)
            player.owes_big, player.owes_small = self._owed_before_deal[player.name]
        return misdeal

    def _reseat_live(self, players: tuple[Any, ...]) -> None:
        """The live hand's redeal deals ``players`` (R-MIS-3): its setup and facts follow the new hand, whose
        positions are the standard ones around its button (the only redeal that may change the players)."""
        assert self._live is not None
        live, setup, facts = self._live
        # the deals voided until now were dealt to these seats (the last one too: it voided this deal)
        self._void_seats += [facts.table_seats] * (len(live.voided_deals) - len(self._void_seats))
        hand = live.hand
        n, at = hand.n_seats, hand.button
        by_name = {p.name: s for s, p in self._seated.items()}
        seats = tuple(by_name[p.name] for p in players)
        names = tuple(p.name for p in players)
        # where the blinds fall, posted or not (a stack all in the ante posts no blind)
        small, big = (
            (seats[at], seats[1 - at]) if n == 2 else (seats[(at + 1) % n], seats[(at + 2) % n])
        )
        button, dead = seats[at], setup.plan.button
        if dead not in setup.plan.dealt and button == max(
            (s for s in seats if s < dead), default=seats[-1]
        ):
            button = dead  # a dead button stays where it fell: the hand's is the seat before it (R-BTN-3)
        plan = Plan(button, small, big, seats)
        setup = setup._replace(
            plan=plan,
            players=players,
            names=names,
            button=at,
            small_blind=small,
            auto_muck=tuple(p.auto_muck for p in players),
            facts=self._seating.facts_of(plan, names),
        )
        self._live = live, setup, _new(TableFacts, (self._name, facts.hand_number, *setup.facts))
        self._hand = hand
        self._in_hand = players

    @property
    def live_hand(self) -> LiveHand | None:
        """The live hand in play (:meth:`start_live_hand`), or None."""
        return self._live[0] if self._live is not None else None

    @property
    def live_facts(self) -> TableFacts | None:
        """The live hand's :class:`TableFacts`: its hand seats' table seats and names, the button, the blinds."""
        return self._live[2] if self._live is not None else None

    @_one_caller
    def finish_live_hand(self) -> HandRecord:
        """Settle the live hand once it is over (a waiting award is made now), exactly as :meth:`play_hand`
        settles a hand; the record keeps every voided deal (``record.voided``) beside the deal played."""
        if self._live is None:
            raise TableError("no live hand is in play: start one with start_live_hand()")
        live, setup, facts = self._live
        hand = live.hand
        if hand.phase is Phase.AWARD:
            live.award()
        if not hand.is_complete:
            raise TableError(
                f"hand {self._number} is not over (it is at {hand.phase.value}): play it to the end"
            )
        deals = live.voided_deals
        seats = self._void_seats + [facts.table_seats] * (len(deals) - len(self._void_seats))
        self._live = None
        self._hand = None
        self._in_hand = ()
        return self._kept.record(
            self._settle(setup, hand, (), live_steps(hand.events), None, tuple(zip(deals, seats)))
        )

    # -- what the table shows -----------------------------------------------------------------

    @property
    def config(self) -> TableConfig:
        return self._config

    @property
    def name(self) -> str:
        return self._name

    @property
    def seat_count(self) -> int:
        """The table's seats (2 to 10)."""
        return self._n

    @property
    def seats(self) -> Mapping[int, str | None]:
        """Seat number (1..seat_count) -> the player's name, or None for an empty seat."""
        return MappingProxyType(
            {
                s: (self._seated[s].name if s in self._seated else None)
                for s in range(1, self._n + 1)
            }
        )

    @property
    def players(self) -> tuple[PlayerInfo, ...]:
        """The seated players, by seat."""
        return tuple(info_of(p) for _, p in sorted(self._seated.items()))

    @property
    def stacks(self) -> Mapping[str, int]:
        """Each seated player's stack, by name (between hands; during a hand, as the hand has them)."""
        out = {p.name: p.stack for _, p in sorted(self._seated.items())}
        hand = (
            self._live[0].hand if self._live is not None else self._hand
        )  # a void's redeal is a new Hand
        if hand is not None:
            out.update(zip((p.name for p in self._in_hand), hand.stacks))
        return MappingProxyType(out)

    @property
    def button(self) -> int | None:
        """The table seat of the last (or current) hand's button, None before the first hand."""
        return None if self._seating.last is None else self._seating.last.button

    @property
    def hand_number(self) -> int:
        """How many hands this table has started (the current hand's number during a hand)."""
        return self._number

    @property
    def in_hand(self) -> bool:
        """A hand is in play: dealt, or being planned (its players asked whether they post, R-LIVE-6)."""
        return self._hand_in_play() != 0

    @property
    def last_hand(self) -> Hand | None:
        """The hand settled last (the :class:`~holdem.Hand`, every hole card: the table's knowledge), or None."""
        return self._last_hand

    @property
    def button_draw(self) -> ButtonDraw:
        """The draw for the first button (R-BTN-1): each round's (seat, card) pairs."""
        return self._seating.draw

    @property
    @_one_caller
    def records(self) -> tuple[HandRecord, ...]:
        """Every kept hand (see ``history_limit``), oldest first; each made from its row once, when first read."""
        return self._kept.all()

    @property
    def incidents(self) -> tuple[Incident, ...]:
        return tuple(self._turns.incidents)

    @property
    def eliminated(self) -> tuple[tuple[str, int], ...]:
        """Tournament mode: (name, hand number) of each busted player, in order."""
        return tuple(self._eliminated)

    @property
    def bought_in(self) -> int:
        """Every chip brought to the table: buy-ins, chips added, rebuys."""
        return self._bought_in

    @property
    def cashed_out(self) -> int:
        """Every chip taken away by players who left."""
        return self._cashed_out

    def ledger(self) -> dict[str, dict[str, int]]:
        """Per player who sat here: hands dealt in, chips bought in, stack now, chips taken away, net."""
        return {p.name: ledger_of(p) for p in self._players.values()}

    @property
    @_one_caller
    def history(self) -> tuple[HandHistory, ...]:
        """Each kept hand's :class:`~holdem.HandHistory` (the table's full log) with the table's name, the hand
        number, the table seats and the players' names; ``starting_stacks``, ``finishing_stacks``: before, after."""
        return tuple(map(self.history_for, self._kept.all()))

    def history_for(self, record: HandRecord) -> HandHistory:
        """One hand's :class:`~holdem.HandHistory` (see :attr:`history`)."""
        return self._histories.of(record, self._seating.draws)

    @_one_caller
    def history_text(self) -> str:
        """Every kept hand as the text of one ``.phhs`` file (``holdem replay`` replays it); :meth:`write_histories`
        writes it to a folder.

        >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, name="demo", seed=1)
        >>> _ = table.join("ann", 100), table.join("bob", 100)
        >>> _ = table.play(lambda view: "cc", hands=2)
        >>> table.history_text().count("[[hands]]")  # doctest: +SKIP
        2
        """
        return write_phhs(self.history)

    def write_history(self) -> str:
        """Deprecated: the old name of :meth:`history_text`."""
        return read_renamed(self, "write_history", "history_text")()  # type: ignore[no-any-return]

    def write_histories(self, directory: str | Path) -> list[Path]:
        """The table's ``<name>.phhs`` (:meth:`history_text`) in ``directory`` (made if missing); returns its
        path in a list, as :meth:`holdem.Tournament.write_histories` returns one per table. A folder that
        cannot be made or written, or a table name that is no file name, is a TableError."""
        return write_history_files({self._name: self.history_text()}, directory, TableError)

    @_one_caller
    def player_stats(self) -> Stats:
        """Each player's statistics over the kept hands (VPIP, PFR, 3-bet, aggression, showdowns, net and
        bb/100, per position too: :func:`holdem.history.player_stats`)."""
        return player_stats(self._kept.all())

    def __repr__(self) -> str:
        seated = ", ".join(
            f"{s}:{p.name} {p.stack:,}" + (" (out)" if p.sitting_out else "")
            for s, p in sorted(self._seated.items())
        )
        return f"<Table {self._name!r} {self._n} seats, hand {self._number}, {seated or 'empty'}>"

    def __reduce__(self) -> Any:
        # a pickle would hold the random source's state (every future deck) and every hand's hole cards
        raise TypeError(
            "a Table does not pickle: it holds the deck's random source; keep its history "
            "(history_text()) or a seat's view snapshot instead"
        )
