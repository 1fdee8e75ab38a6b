"""A multi-table tournament played by the rule book (R-TOUR-1..5, R-BTN-1, R-BTN-3), driving :class:`Table` s.

::

    >>> from holdem import Tournament
    >>> from holdem.agents import RandomAgent
    >>> from holdem.tournament import Level, Structure
    >>> structure = Structure([Level(10, 20, hands=5), Level(20, 40, hands=5), Level(50, 100)], starting_stack=500)
    >>> t = Tournament(players=12, structure=structure, table_size=6, seed=3)
    >>> summary = t.run({name: RandomAgent(seed=i) for i, name in enumerate(t.entries)})
    >>> summary["places"][0]["place"], len(t.standings), t.finished
    (1, 12, True)
    >>> sum(t.stacks.values()) == 12 * 500   # one player has every chip
    True

**A round** (:meth:`Tournament.play_round`) is the unit of play, in this order:

1. the level: when the current level's hands (rounds) or minutes on the clock are over, the
   next level's blinds and antes go to every table, and when it no longer needs the smallest
   chip, every table colours up (R-TOUR-5);
2. every table, in table order, plays one hand (a table of one player waits);
3. after each hand its busted players are eliminated: players busted in the same hand are
   placed by their stacks at the start of it, larger first, equal stacks sharing the place
   range; players busted in a later hand of the round (a later table) finish better;
4. the tables are broken and balanced (:mod:`holdem.tournament.balance`); when one table is left, its
   players are re-seated by draw at the final table, whose button is drawn again (R-BTN-1);
5. a table re-seated with half or more new players (:func:`~holdem.tournament.balance.redraw_due`: new to a
   table means not seated there for its previous hand) draws for the button again
   (:meth:`Table.redraw_button`, R-BTN-1, logged in :attr:`Tournament.redraws`). The draw starts a new
   rotation: the button on the high card, the small and big blinds on the next two players, nobody
   waiting and nothing dead on that hand, whatever the last big blind was; the dead button (R-BTN-3)
   goes on from there. Tournament tables have no missed blinds, so nothing is owed or forgiven.

Late entry (:meth:`Tournament.enter`, or a schedule of :class:`LateEntry` s given to
:meth:`Tournament.run`) is open through ``structure.late_entry_levels`` (level 3: the end of the
second blind increase) with the starting stack less ten big blinds (R-TOUR-4). Every entry, late
ones and re-entries too, adds one ``buy_in`` to the prize pool, and the default payout table is
that of the entries so far (:func:`standard_payouts`), so the places paid grow with the field.
Every table plays the dead button (R-BTN-3).
"""

from __future__ import annotations

import inspect
import math
import threading
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import NamedTuple

from .._checks import short_repr
from .._deprecated import read_renamed
from .._exclusive import one_caller
from ..core import make_rng
from ..errors import AgentError, TableError, TournamentError
from ..game import MAX_CHIPS, GameDef, game_named
from ..history import Stats, player_stats
from ..table import (
    Agent,
    HandRecord,
    Table,
    agents_by_name,
    check_history_folder,
    write_history_files,
)
from .balance import SEAT_RULES, TableState, free_seat_order, plan_moves, redraw_due
from .prizes import Payouts, icm, shared_places, standard_payouts
from .records import Redraw, Standing, TableView
from .structure import (
    CHIP_UP_METHODS,
    LateEntry,
    Level,
    Structure,
    colour_up,
    race_draw,
    structure_of,
)

__all__ = [
    "MAX_REENTRIES",
    "SECONDS_PER_ROUND",
    "STALL_ROUNDS",
    "LateEntry",
    "Redraw",
    "Standing",
    "TableView",
    "Tournament",
]

#: The simulated clock's seconds a round (a hand at every table) unless a tournament is given its own or a
#: clock: about a live table's pace, 30 hands an hour.
SECONDS_PER_ROUND = 120.0
#: The re-entries a player may make unless a tournament says otherwise (``max_reentries``): bots bust
#: quickly, and without a cap every bust of the late-entry window would enter again.
MAX_REENTRIES = 3
#: The rounds in a row at the last level without progress after which a tournament cannot progress
#: (``stall_rounds``; see :class:`Tournament`).
STALL_ROUNDS = 200


class _Out(NamedTuple):
    players: tuple[tuple[str, int], ...]  # (name, stack at the start of the hand), larger first
    table: str
    hand: int
    tournament_hand: int
    level: int


def _entry_name(name: object) -> str:
    """``name``, when it is an entry's name: printable, non-empty text without '#' (a re-entry is ``name#2``)."""
    if not isinstance(name, str) or not name.strip() or "#" in name or not name.isprintable():
        raise TournamentError(
            f"an entry's name is printable, non-empty text without '#', got {short_repr(name)}"
        )
    return name


def _went_to_showdown(table: Table) -> bool:
    """Whether two players or more were still in at the end of the table's last hand (a showdown, called
    or all-in)."""
    hand = table.last_hand
    return hand is not None and sum(1 for folded in hand.folded if not folded) >= 2


def _agent_label(agent: object) -> str:
    """What the standings call an agent: its class's name (a bound method: its object's), a function's
    name, ``"absent"`` for none."""
    if agent is None:
        return "absent"
    if inspect.ismethod(agent):
        return type(agent.__self__).__name__
    name = getattr(agent, "__name__", None)
    return name if isinstance(name, str) else type(agent).__name__


def _starting_names(players: object) -> list[str]:
    """The entries a tournament starts with: ``players``, a count (named p1, p2, ...) or distinct names; two
    or more."""
    if isinstance(players, (bool, str, bytes)) or not isinstance(players, (int, Sequence)):
        raise TournamentError(f"players is a count or a sequence of names, got {players!r}")
    count = players if isinstance(players, int) else len(players)
    if count < 2:
        raise TournamentError(f"a tournament needs at least two players, got {count}")
    names = [f"p{i}" for i in range(1, count + 1)] if isinstance(players, int) else list(players)
    twice = [name for name, times in Counter(map(_entry_name, names)).items() if times > 1]
    if twice:
        raise TournamentError(
            f"players' names are distinct: {short_repr(twice)} given more than once"
        )
    return names


def _busy(tournament: Tournament) -> str:
    return (
        "the tournament is in use by another thread (it takes one call at a time that plays or "
        "enters players): give each thread its own tournament, or call from the thread playing it"
    )


#: A call that plays or changes the tournament, made one at a time: refused with a TournamentError,
#: before anything changes, while another thread is inside one (its own agents may call in).
_one_caller = one_caller(TournamentError, _busy)


def _table_size(table_size: object, game: GameDef) -> int:
    """The seats of a table: ``table_size``, 2 to 10 and no more than the game deals (R-GAME-1), by default
    (None) as many as it deals."""
    if table_size is None:  # full tables: ten seats, or as many as the game's deck deals
        return game.max_seats
    if isinstance(table_size, bool) or not isinstance(table_size, int) or not 2 <= table_size <= 10:
        raise TournamentError(f"table_size is 2 to 10 seats, got {table_size!r}")
    if table_size > game.max_seats:
        raise TournamentError(
            f"table_size is {table_size} but {game.name} deals {game.hole_cards} hole "
            f"cards a seat from {len(game.deck)} cards: at most {game.max_seats} seats"
        )
    return table_size


class Tournament:
    """A tournament: its entries seated by draw at tables of ``table_size`` and played until one has every chip.

    ``table_size`` (2 to 10) is by default as many seats as the game deals: 10, or 8 in five-card Omaha and 7
    in six-card Omaha (R-GAME-1).

    >>> from holdem import Level, Structure, Tournament
    >>> from holdem.agents import RandomAgent
    >>> levels = Structure([Level(10, 20, hands=5), Level(50, 100)], starting_stack=500)
    >>> t = Tournament(players=6, structure=levels, seed=1)
    >>> t.run({name: RandomAgent(seed=i) for i, name in enumerate(t.entries)})["hands"]
    7
    >>> t.standings[0].player, t.standings[0].prize
    ('p3', 600)

    ``players``: a count (entries named p1, p2, ...) or the names. ``structure``: a
    :class:`Structure`, a TOML file's path, or None (the shipped 20-minute structure).
    Levels measured in minutes run on a simulated clock by default: each round takes
    ``seconds_per_round`` (default :data:`SECONDS_PER_ROUND`, two minutes, a live table's pace), so a
    tournament of bots plays the same levels however fast it runs; ``clock`` (a callable returning
    seconds, e.g. ``time.monotonic`` for the wall clock) times them instead, for play at people's pace.
    ``seat_rule``: a moved player's seat, ``"big-blind"`` (the seat posting it soonest) or
    ``"random"``. ``chip_up``: ``"up"`` (the default, R-TOUR-5: each stack's odd chips become one
    chip of the new denomination, so nobody loses chips) or ``"race"`` (the chip race, an option). ``payouts``
    (:class:`Payouts` or percentages; default :func:`standard_payouts` of the entries) share
    ``buy_in`` times the entries. ``reentry``: a busted player may enter again during late entry
    (as a new entry, ``name#2``), up to ``max_reentries`` times (default :data:`MAX_REENTRIES`,
    3). Late entry closes at the final table (formed when the tables
    come down to one; a tournament that starts at one table takes late entries, opening a second
    table when the first is full). ``stall_rounds`` (default :data:`STALL_ROUNDS`, 200; None: never)
    ends a tournament that cannot progress (below). ``keep_history=False`` keeps only each table's
    last hand. ``keep_chip_log``: each round's stacks, for :meth:`chip_log` and the plot. ``strict``, for
    debugging a bot: an agent's exception, illegal action or return that is no action is raised (an
    :class:`~holdem.errors.AgentError`, its cause the agent's own exception) once the round it happened in is
    played out and recorded, rather than only folding it.
    ``game``: a :class:`~holdem.game.GameDef` or a name of :data:`~holdem.game.GAMES_BY_NAME` (hold'em by
    default; ``"omaha"`` plays pot-limit Omaha: the levels' blinds with the game's betting structure).

    **A tournament that cannot progress.** At the last level the blinds no longer rise, so players who
    never contest a pot (absent agents, agents that always fold, or that raise first in and fold to
    any raise) pass the blinds around for ever and nobody is eliminated: orbit after orbit, each
    table comes back to the same stacks. A round at the last level makes progress when a hand went
    to a showdown (any showdown can eliminate someone), a player was eliminated, or a table came to
    stacks (with its button) it had not had in the last ``stall_rounds`` rounds (a player entered, or
    chips moved on: players blinded off by a raiser lose ground every orbit). After ``stall_rounds``
    rounds in a row without progress, :meth:`play_round` (and so :meth:`run`) raises
    :class:`TournamentError` saying so, once the round is recorded; the tournament stays playable
    (the count starts again), e.g. with other agents. Chips that flow one way and then back as they
    came meet the stacks of the way out again, older each round: progress again within half the
    count. Players who play go to showdowns or move chips on: in 254 tournaments of the built-in
    agents (and of a raiser against folders) at one level 100 or 200 big blinds deep, no round went
    without progress.
    """

    def __init__(
        self,
        players: int | Sequence[str] = 9,
        structure: Structure | str | Path | None = None,
        table_size: int | None = None,
        seed: int | None = None,
        *,
        clock: Callable[[], float] | None = None,
        seconds_per_round: float | None = None,
        seat_rule: str = "big-blind",
        chip_up: str = "up",
        payouts: Payouts | Sequence[object] | None = None,
        buy_in: int = 100,
        reentry: bool = False,
        max_reentries: int = MAX_REENTRIES,
        stall_rounds: int | None = STALL_ROUNDS,
        keep_history: bool = True,
        keep_chip_log: bool = False,
        strict: bool = False,
        game: str | GameDef = "holdem",
    ) -> None:
        names = _starting_names(players)
        self._game = game_named(game, TournamentError)
        table_size = _table_size(table_size, self._game)
        structure = structure_of(structure)
        if seat_rule not in SEAT_RULES:
            raise TournamentError(
                f"seat_rule is one of {', '.join(map(repr, SEAT_RULES))}, got {seat_rule!r}"
            )
        if chip_up not in CHIP_UP_METHODS:
            raise TournamentError(
                f"chip_up is one of {', '.join(map(repr, CHIP_UP_METHODS))}, got {chip_up!r}"
            )
        if clock is not None and seconds_per_round is not None:
            raise TournamentError("give clock or seconds_per_round, not both")
        if clock is not None and not callable(clock):
            raise TournamentError(f"clock is a callable returning seconds, got {clock!r}")
        if seconds_per_round is not None and (
            isinstance(seconds_per_round, bool)
            or not isinstance(seconds_per_round, (int, float))
            or not 0 < seconds_per_round < math.inf
        ):
            raise TournamentError(
                f"seconds_per_round is a number above 0, got {seconds_per_round!r}"
            )
        if payouts is not None and not isinstance(payouts, Payouts):
            payouts = Payouts(payouts)
        if isinstance(buy_in, bool) or not isinstance(buy_in, int) or buy_in < 0:
            raise TournamentError(f"buy_in is a whole number of units, 0 or more, got {buy_in!r}")
        if (
            isinstance(max_reentries, bool)
            or not isinstance(max_reentries, int)
            or max_reentries < 0
        ):
            raise TournamentError(
                f"max_reentries is a whole number of re-entries a player, 0 or more, got {max_reentries!r}"
            )
        for what, flag in (
            ("reentry", reentry),
            ("keep_history", keep_history),
            ("keep_chip_log", keep_chip_log),
            ("strict", strict),
        ):
            if not isinstance(flag, bool):
                raise TournamentError(f"{what} is True or False, got {flag!r}")
        # held by the thread inside a call that changes the tournament
        self._lock = threading.RLock()
        self._strict = strict
        self._agent_error: AgentError | None = None  # strict: the round's first, raised at its end
        self._structure = structure
        self._size = table_size
        self._seeded = seed is not None
        self._rng = make_rng(seed)
        self._seat_rule = seat_rule
        self._chip_up = chip_up
        self._reentry = reentry
        self._payouts = payouts
        self._buy_in = buy_in
        self._history_limit = (
            None if keep_history else 1
        )  # the last record gives the last big blind
        if stall_rounds is not None and (
            isinstance(stall_rounds, bool) or not isinstance(stall_rounds, int) or stall_rounds < 1
        ):
            raise TournamentError(
                f"stall_rounds is a number of rounds, 1 or more, or None (never), got {stall_rounds!r}"
            )
        self._max_reentries = max_reentries
        self._stall_rounds = stall_rounds
        self._stalled = 0  # rounds in a row at the last level without progress (see _count_stall)
        # by table, its stacks and button (hashed) at the last level since the last showdown or
        # elimination, each with the last round it had them
        self._seen: dict[str, dict[int, int]] = {}
        self._now: Callable[[], float]
        if clock is not None:
            self._now = clock
        else:
            per_round = SECONDS_PER_ROUND if seconds_per_round is None else seconds_per_round
            self._now = lambda: self._rounds * per_round
        self._level = 0
        self._level_rounds = 0
        self._level_started: float | None = None
        self._rounds = self._hands = 0
        self._tables: list[Table] = []
        self._closed: list[Table] = []
        self._table_count = 0
        self._entries: list[str] = []
        self._out: list[_Out] = []
        self._alive: set[str] = set()  # the entries still seated somewhere
        self._times_entered: dict[
            str, int
        ] = {}  # by name: entries so far (re-entries are name#2, ...)
        self._chips_in = 0
        self._colour_up: list[
            tuple[int, str, str, int, int]
        ] = []  # (level, table, player, before, after)
        self._leaders: list[tuple[int, str, int]] = []
        self._chip_log: list[tuple[int, dict[str, int]]] | None = [] if keep_chip_log else None
        self._final = False
        self._dealt_with: dict[
            str, frozenset[str]
        ] = {}  # each table's players when its last hand was dealt
        self._joined: set[str] = set()  # the tables that seated someone since their last hand
        self._redraws: dict[tuple[str, int], Redraw] = {}
        self._playing = False  # a round is being played: entries and rounds wait for its end
        # each entry's agent in its last hand (None: absent), for the standings
        self._played_by: dict[str, object] = {}
        self._seat(names)

    # -- seating -------------------------------------------------------------------------------

    def _new_table(self, name: str | None = None) -> Table:
        if name is None:
            self._table_count += 1
            name = f"T{self._table_count}"
        table = Table(
            self._structure.config(self._level),
            seats=self._size,
            name=name,
            mode="tournament",
            button_rule="dead",
            seed=self._rng.getrandbits(63) if self._seeded else None,  # type: ignore[attr-defined]
            history_limit=self._history_limit,
            strict=self._strict,
            game=self._game,
        )
        self._tables.append(table)
        return table

    def _seat(self, names: list[str]) -> None:
        """The draw for seats: as few tables as hold everyone, sizes within one; each seat drawn."""
        self._check_chips_fit(self._structure.starting_stack, len(names))
        order = list(names)
        self._rng.shuffle(order)
        count = -(-len(order) // self._size)
        tables = [self._new_table() for _ in range(count)]
        for k, table in enumerate(tables):
            group = order[k::count]
            seats = list(range(1, self._size + 1))
            self._rng.shuffle(seats)
            for name, seat in zip(group, seats):
                table.join(name, self._structure.starting_stack, seat, transfer=True)
        self._entries.extend(names)
        self._times_entered.update(dict.fromkeys(names, 1))
        self._alive.update(names)
        self._chips_in += self._structure.starting_stack * len(names)

    def _check_chips_fit(self, stack: int, entries: int) -> None:
        """The chips in play with ``entries`` more entries of ``stack`` each, and the most the chip-ups still
        to come can add (one chip of each larger denomination a player), fit one seat: the winner holds every
        chip, and a seat holds at most MAX_CHIPS (a stack above it fails the next hand)."""
        in_play = self._chips_in + self.colour_up_total + stack * entries
        smallest = self._structure.smallest_chip(self._level)
        larger = sum(c for c in self._structure.chips if smallest is not None and c > smallest)
        chip_ups = (len(self._alive) + entries) * larger
        if in_play + chip_ups > MAX_CHIPS:
            raise TournamentError(
                f"{entries:,} {'entry' if entries == 1 else 'entries'} of {stack:,} chips would make "
                f"{in_play:,} chips in play"
                + (f", and the chip-ups to come can add {chip_ups:,}" if chip_ups else "")
                + f": at most MAX_CHIPS, {MAX_CHIPS:,} (2^56), the most one seat can hold, since the "
                "winner holds every chip; use smaller stacks"
            )

    def _rebalance(self) -> None:
        states = [
            TableState(
                t.name,
                t.seat_count,
                {s: n for s, n in t.seats.items() if n is not None},
                t.last_big_blind_seat,
            )
            for t in self._tables
        ]
        plan = plan_moves(states, seat_rule=self._seat_rule, rng=self._rng)
        by_name = {t.name: t for t in self._tables}
        if len(self._tables) - len(plan.broken) == 1 and plan.broken:
            self._final_table()
            return
        for move in plan.moves:
            stack = by_name[move.source].leave(move.player)
            assert stack is not None  # between hands: the stack comes back at once
            by_name[move.target].join(move.player, stack, move.seat, transfer=True)
            self._joined.add(move.target)
        for name in plan.broken:
            table = by_name[name]
            self._tables.remove(table)
            self._closed.append(table)
        self._redraw_reseated()  # after the moves, or a late entry's seat

    def _redraw_reseated(self) -> None:
        """R-BTN-1: a table re-seated with half or more new players draws for the button again (again if its
        players change before the hand: the last draw seats it)."""
        for table in [t for t in self._tables if t.name in self._joined]:
            before = self._dealt_with.get(table.name)
            now = tuple(table.stacks)
            drawn = self._redraws.get((table.name, table.hand_number + 1))
            if (
                before is None
                or len(now) < 2
                or (drawn.players == now if drawn else not redraw_due(before, now))
            ):
                continue
            redraw = Redraw(
                table.name,
                table.hand_number + 1,
                table.redraw_button(),
                tuple(n for n in now if n not in before),
                now,
            )
            self._redraws[redraw.table, redraw.hand] = redraw

    def _final_table(self) -> None:
        """R-BTN-1: the last players re-seated by draw at a new table, whose first button is drawn."""
        stacks = {}
        for table in self._tables:
            for name in list(table.stacks):
                stack = table.leave(name)
                assert stack is not None
                stacks[name] = stack
        self._closed.extend(self._tables)
        self._tables = []
        final = self._new_table("final")
        self._final = True
        seats = list(range(1, self._size + 1))
        self._rng.shuffle(seats)
        for (name, stack), seat in zip(stacks.items(), seats):
            final.join(name, stack, seat, transfer=True)

    # -- playing -------------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        """Whether one player has every chip."""
        return len(self._alive) <= 1

    def _advance_level(self) -> None:
        now = self._now()
        if self._level_started is None:
            self._level_started = now
        levels = self._structure.levels
        old = self._level
        while self._level + 1 < len(levels):
            level = levels[self._level]
            if level.hands is not None and self._level_rounds >= level.hands:
                self._level_started = now  # a level in minutes after it is timed from now
            elif level.minutes is not None and now - self._level_started >= level.minutes * 60:
                self._level_started += (
                    level.minutes * 60
                )  # the schedule keeps time, whenever a round ends
            else:
                break
            self._level_rounds = 0  # (each level counts its own rounds, R-TOUR-2)
            self._level += 1
        if self._level == old:
            return
        config = self._structure.config(self._level)
        for table in self._tables:
            table.set_config(config)
        chip, before = (
            self._structure.smallest_chip(self._level),
            self._structure.smallest_chip(old),
        )
        if chip is not None and before is not None and chip > before:
            self._colour_up_all(chip)

    def _colour_up_all(self, chip: int) -> None:
        """R-TOUR-5 at each table (a race-off is held per table); every change is logged."""
        for table in self._tables:
            stacks = dict(table.stacks)
            new = colour_up(stacks, chip, self._chip_up, race_draw(self._rng))
            for name, stack in new.items():
                if stack != stacks[name]:
                    table.colour_up(name, stack)
                    self._colour_up.append((self._level + 1, table.name, name, stacks[name], stack))

    @_one_caller
    def play_round(
        self,
        agents: Mapping[str, Agent | None] | Agent | None,
        on_hand: Callable[[str, HandRecord], object] | None = None,
    ) -> int:
        """One round (see the module documentation); returns the hands played. ``agents`` maps entry names
        to agents (a name left out is absent: dealt in, its hand dead, R-DEAL-5; a re-entry ``name#2`` is
        played by ``name``'s agent unless it has its own) or is one agent for everyone;
        ``on_hand(table name, record)`` is called after each hand, its eliminations done. Between rounds
        only (called from an agent or ``on_hand``: a TournamentError, as for :meth:`enter`); a
        TournamentError after the round when the tournament cannot progress (see :class:`Tournament`)."""
        self._between_rounds("play_round")
        if self.finished:
            raise TournamentError("the tournament is over: one player has every chip")
        self._check_agents(
            agents
        )  # before anything changes: no table plays a hand the round cannot finish
        self._advance_level()
        self._redraw_reseated()  # tables changed by entries after the last round's rebalance
        out = len(self._out)
        self._playing = True
        try:
            played, showdown = self._play_tables(agents, on_hand)
        finally:
            self._playing = False
        self._rounds += 1
        self._level_rounds += 1
        try:
            self._after_round(showdown, out)
        finally:
            error, self._agent_error = self._agent_error, None
            if error is not None:
                raise error
        return played

    def _after_round(self, showdown: bool, out: int) -> None:
        """A round played: the tables balanced, the leader and the chip log noted, the stall counted."""
        if not self.finished:
            self._rebalance()
        stacks = self.stacks
        leader = max(stacks, key=stacks.__getitem__)
        self._leaders.append((self._hands, leader, stacks[leader]))
        if self._chip_log is not None:
            self._chip_log.append((self._hands, dict(stacks)))
        if self._at_last_level and self._stall_rounds is not None:
            self._count_stall(self._stall_rounds, showdown or len(self._out) > out)

    @property
    def _at_last_level(self) -> bool:
        """Whether the blinds no longer rise: the last level, which lasts to the end."""
        return self._level + 1 == len(self._structure.levels)

    def _count_stall(self, stall_rounds: int, progress: bool) -> None:
        """A round at the last level: the rounds in a row without a showdown or an elimination (``progress``)
        in which every table came back to stacks (and button) it had had in the last ``stall_rounds``
        rounds; a TournamentError when they reach ``stall_rounds``."""
        if progress:
            self._seen.clear()
        now = self._rounds
        for table in self._tables:
            seen = self._seen.setdefault(table.name, {})
            state = hash((table.button, tuple(table.stacks.items())))
            if now - seen.get(state, now - stall_rounds - 1) > stall_rounds:
                progress = True
            seen[state] = now
        self._stalled = 0 if progress else self._stalled + 1
        if self._stalled < stall_rounds:
            return
        # the caller may play on (with other agents): stalled again after as many rounds
        self._stalled = 0
        level = self.level
        raise TournamentError(
            f"the tournament cannot progress: {stall_rounds} rounds in a row at its last level "
            f"({level.small_blind:,}/{level.big_blind:,}) had no showdown and no elimination, and every "
            "table's stacks were ones it had had within them: its players only pass the blinds around "
            "(absent agents, agents that always fold or never contest a pot), and the blinds no longer "
            "rise to end it. Tournament(stall_rounds=None) plays on regardless"
        )

    def _agents_at(
        self, seated: Mapping[str, int], agents: Mapping[str, Agent | None] | Agent | None
    ) -> Mapping[str, Agent | None] | Agent | None:
        """The agents of a table's players (a re-entry ``name#2`` is played by ``name``'s agent unless it
        has its own; None: absent), each noted as the entry's agent for the standings."""
        if not isinstance(agents, Mapping):
            self._played_by.update(dict.fromkeys(seated, agents))
            return agents
        here = {n: agents[n] if n in agents else agents.get(n.partition("#")[0]) for n in seated}
        self._played_by.update(here)
        return here

    def _between_rounds(self, what: str) -> None:
        """Entries and rounds change the tables, so they wait for the round being played to end (an agent or
        ``on_hand`` calling them would move or seat players at a table in the middle of a hand)."""
        if self._playing:
            raise TournamentError(
                f"{what} is between rounds, and a round is being played (it was called from an agent "
                "or on_hand); call it from on_round, or schedule a late entry with run(late_entries=...)"
            )

    def _play_tables(
        self,
        agents: Mapping[str, Agent | None] | Agent | None,
        on_hand: Callable[[str, HandRecord], object] | None,
    ) -> tuple[int, bool]:
        """Every table with two players or more plays one hand, its busted players placed; the hands played
        and whether one went to a showdown (counted at the last level only, for the stall count)."""
        played = 0
        showdown = False
        last_level = self._at_last_level
        for table in list(self._tables):
            if len(table.stacks) < 2:
                continue
            seated = table.stacks
            self._dealt_with[table.name] = frozenset(seated)
            self._joined.discard(table.name)
            try:
                record = table.play_hand(self._agents_at(seated, agents))
            except (
                AgentError
            ) as error:  # strict: the hand was settled; raised once the round is done
                assert isinstance(error.record, HandRecord)
                record = error.record
                if self._agent_error is None:
                    self._agent_error = error
            played += 1
            if last_level and not showdown:
                showdown = _went_to_showdown(table)
            self._hands += 1
            busted = sorted(
                (
                    (n, s)
                    for n, s, f in zip(
                        record.players, record.starting_stacks, record.finishing_stacks
                    )
                    if f == 0
                ),
                key=lambda item: -item[1],
            )
            if busted:
                self._out.append(
                    _Out(tuple(busted), table.name, record.number, self._hands, self._level + 1)
                )
                self._alive.difference_update(n for n, _ in busted)
            if on_hand is not None:
                on_hand(table.name, record)
        if (
            not played
        ):  # pragma: no cover - balancing leaves two players together whenever two remain
            raise TournamentError("no table could play a hand")
        return played, showdown

    @_one_caller
    def run(
        self,
        agents: Mapping[str, Agent | None] | Agent | None,
        *,
        on_hand: Callable[[str, HandRecord], object] | None = None,
        on_round: Callable[[Tournament], object] | None = None,
        late_entries: Sequence[LateEntry | str] = (),
        reenter: bool = False,
        on_refused: Callable[[str, TournamentError], object] | None = None,
    ) -> dict[str, object]:
        """Play rounds until one player has every chip; returns :meth:`summary`.

        ``late_entries``: :class:`LateEntry` s (a bare name enters before the first hand), each entered by
        :meth:`enter` (R-TOUR-4: the penalty, the seat) between rounds when it is due, in the order given;
        its agent is ``agents[name]``. ``reenter``: every player busted while late entry is open enters
        again at once (needs ``Tournament(reentry=True)``), played by the same agent, until they have
        made ``max_reentries`` re-entries. An entry late entry
        no longer takes (after ``structure.late_entry_levels``, at the final table, or after the end) is
        refused: ``on_refused(name, error)`` is called and play goes on, or without ``on_refused`` the
        :class:`TournamentError` is raised then (the tournament stays playable). A schedule naming a level
        past the window is refused before anything is played.

        >>> from holdem.agents import RandomAgent
        >>> t = Tournament(players=6, structure=Structure([Level(10, 20, hands=2), Level(20, 40)],
        ...                starting_stack=1000, late_entry_levels=2), table_size=6, seed=1)
        >>> names = [*t.entries, "late"]
        >>> summary = t.run({n: RandomAgent(seed=i) for i, n in enumerate(names)},
        ...                 late_entries=[LateEntry("late", round=1)])
        >>> summary["players"], sorted(p["player"] for p in summary["places"]) == sorted(names)
        (7, True)
        """
        self._between_rounds("run")
        schedule = self._structure.late_entry_schedule(late_entries)
        if not isinstance(reenter, bool):
            raise TournamentError(f"reenter is True or False, got {reenter!r}")
        if reenter and not self._reentry:
            raise TournamentError("reenter needs re-entry on: Tournament(reentry=True)")
        levels, window = self._structure.levels, self._structure.late_entry_levels
        endless = next(
            (
                k
                for k, level in enumerate(levels[:window], 1)
                if level.hands is None and level.minutes is None or k == len(levels)
            ),
            None,
        )  # (the last level never ends)
        if reenter and endless is not None:  # every bust would enter again at once, for ever
            raise TournamentError(
                f"reenter needs a late-entry window that ends: it is open through level {window}, "
                f"and level {endless} has no end; give late_entry_levels below {endless}"
            )
        if on_refused is not None and not callable(on_refused):
            raise TournamentError(f"on_refused is a callable (name, error), got {on_refused!r}")
        while True:
            due = [e for e in schedule if self._rounds >= e.round and self.level_number >= e.level]
            for entry in due:
                schedule.remove(entry)
            self._enter_all([e.name for e in due], on_refused)
            if self.finished:
                break
            out = len(self._out)
            self.play_round(agents, on_hand)
            if reenter and self.late_entry_open:
                busted = [name.partition("#")[0] for o in self._out[out:] for name, _ in o.players]
                self._enter_all(
                    [name for name in busted if self._times_entered[name] <= self._max_reentries],
                    on_refused,
                )
            if on_round is not None:
                on_round(self)
        self._enter_all(
            [e.name for e in schedule], on_refused
        )  # due after the end: the window closed with it
        return self.summary()

    def _enter_all(
        self, names: list[str], on_refused: Callable[[str, TournamentError], object] | None
    ) -> None:
        """Each name entered, refused ones reported or raised; then one rebalance for them all."""
        try:
            for name in names:
                try:
                    self.enter(name, rebalance=False)
                except TournamentError as error:
                    if on_refused is None:
                        raise
                    on_refused(name, error)
        finally:
            if names:
                self._rebalance()

    def _check_agents(self, agents: object) -> None:
        """A round's agents checked as a table checks them, before anything changes (names may be of entries to
        come: a schedule's late entries)."""
        try:
            agents_by_name(agents, agents if isinstance(agents, Mapping) else {})
        except TableError as exc:
            raise TournamentError(str(exc)) from None

    # -- late entry ----------------------------------------------------------------------------

    @property
    def late_entry_open(self) -> bool:
        """Whether :meth:`enter` takes an entry now (R-TOUR-4)."""
        return (
            not self.finished
            and not self._final
            and self._level < self._structure.late_entry_levels
        )

    @_one_caller
    def enter(self, name: str, *, rebalance: bool = True) -> str:
        """A late entry (R-TOUR-4) between rounds: the starting stack less ten big blinds of the current
        level (no penalty before the first round), seated at the table with the fewest players in the seat
        that posts the big blind soonest (or a new table when all are full), then the tables are balanced
        (``rebalance=False``: left to the next entry or round, for a batch of entries). Returns the entry's
        name (``name#2`` for a re-entry: with ``reentry=True``, at most ``max_reentries`` a player)."""
        _entry_name(name)
        self._between_rounds("late entry (Tournament.enter)")
        if self.finished:
            raise TournamentError("late entry is closed: the tournament is over (R-TOUR-4)")
        if not self.late_entry_open:
            raise TournamentError(
                f"late entry is open through level {self._structure.late_entry_levels} and "
                f"before the final table; the tournament is at level {self._level + 1}"
                + (" at the final table" if self._final else "")
            )
        taken = self._times_entered.get(name, 0)
        if taken and (name if taken == 1 else f"{name}#{taken}") in self._alive:
            raise TournamentError(f"{name!r} is still playing")
        if taken and not self._reentry:
            raise TournamentError(
                f"{name!r} has entered already: re-entry is off (Tournament(reentry=True))"
            )
        if taken > self._max_reentries:
            raise TournamentError(
                f"{name!r} has re-entered {taken - 1} times: the most a player may "
                f"(Tournament(max_reentries={self._max_reentries}))"
            )
        entry = f"{name}#{taken + 1}" if taken else name
        stack = self._structure.starting_stack
        if self._rounds:
            stack -= 10 * self._structure.levels[self._level].big_blind
            chip = self._structure.smallest_chip(
                self._level
            )  # chips no longer in play are rounded up (R-TOUR-5)
            stack = -(-stack // chip) * chip if chip else stack
        if stack <= 0:
            raise TournamentError(
                f"ten big blinds of level {self._level + 1} are the whole starting stack: "
                "no late entry"
            )
        self._check_chips_fit(stack, 1)
        table = min(
            ((len(t.stacks), i, t) for i, t in enumerate(self._tables)), default=(0, 0, None)
        )[2]
        if table is None or len(table.stacks) == table.seat_count:
            table = self._new_table()
        state = TableState(
            table.name,
            table.seat_count,
            {s: n for s, n in table.seats.items() if n is not None},
            table.last_big_blind_seat,
        )
        free = free_seat_order(state)
        seat = free[0] if self._seat_rule == "big-blind" else free[self._rng.randrange(len(free))]
        table.join(entry, stack, seat, transfer=True)
        self._joined.add(table.name)
        self._entries.append(entry)
        self._times_entered[name] = taken + 1
        self._alive.add(entry)
        self._chips_in += stack
        if rebalance:
            self._rebalance()
        return entry

    # -- what the tournament shows -------------------------------------------------------------

    @property
    def game(self) -> GameDef:
        """The game every table plays."""
        return self._game

    @property
    def structure(self) -> Structure:
        """The blind structure played."""
        return self._structure

    @property
    def level(self) -> Level:
        """The current level."""
        return self._structure.levels[self._level]

    @property
    def level_number(self) -> int:
        """The current level, from 1."""
        return self._level + 1

    @property
    def entries(self) -> tuple[str, ...]:
        """Every entry in the order entered, late ones and re-entries (``name#2``) too."""
        return tuple(self._entries)

    @property
    def hands_played(self) -> int:
        """Hands played so far, at every table."""
        return self._hands

    @property
    def rounds_played(self) -> int:
        """Rounds played so far (see :meth:`play_round`)."""
        return self._rounds

    @property
    def tables(self) -> tuple[TableView, ...]:
        """The tables in play, in table order."""
        return tuple(
            TableView(t.name, t.seats, t.stacks, t.button, t.hand_number) for t in self._tables
        )

    @property
    def stacks(self) -> Mapping[str, int]:
        """Every remaining player's stack."""
        out: dict[str, int] = {}
        for table in self._tables:
            out.update(table.stacks)
        return MappingProxyType(out)

    @property
    def chips_in(self) -> int:
        """Every chip the entries brought (starting stacks, late entries less their penalty)."""
        return self._chips_in

    @property
    def colour_up_changes(self) -> tuple[tuple[int, str, str, int, int], ...]:
        """Each stack the chip-up changed: (level number, table, player, before, after)."""
        return tuple(self._colour_up)

    @property
    def colour_up_total(self) -> int:
        """Chips the colour-up added (negative: took away); chips in play = chips_in + this, always."""
        return sum(after - before for *_, before, after in self._colour_up)

    def payouts(self) -> Payouts:
        """The payout table: the one given, else :func:`standard_payouts` of the entries so far."""
        return self._payouts or standard_payouts(len(self._entries))

    @property
    def prize_pool(self) -> int:
        """``buy_in`` for every entry so far."""
        return self._buy_in * len(self._entries)

    @property
    def standings(self) -> tuple[Standing, ...]:
        """The places decided so far, best first (the winner once the tournament is over)."""
        prizes = self.payouts().prizes(self.prize_pool, len(self._entries))
        alive = len(self.stacks)
        rows: list[Standing] = []
        for out in reversed(self._out):
            rows.extend(
                Standing(
                    *row,
                    out.table,
                    out.hand,
                    out.tournament_hand,
                    out.level,
                    self._agent_of(row[0]),
                )
                for row in shared_places(out.players, alive + 1, prizes)
            )
            alive += len(out.players)
        if self.finished:
            (winner,) = self.stacks
            rows.append(
                Standing(
                    winner,
                    1,
                    1,
                    prizes[0],
                    None,
                    None,
                    None,
                    self._level + 1,
                    self._agent_of(winner),
                )
            )
        return tuple(sorted(rows, key=lambda s: (s.place, s.player)))

    def _agent_of(self, entry: str) -> str | None:
        """The name of the agent that played ``entry``'s last hand (None before it played one)."""
        return _agent_label(self._played_by[entry]) if entry in self._played_by else None

    def icm(self) -> dict[str, float]:
        """ICM equity (Malmuth-Harville) of the remaining players' stacks for the prizes still to win
        (up to 10 players)."""
        stacks = dict(self.stacks)
        prizes = self.payouts().prizes(self.prize_pool, len(self._entries))[: len(stacks)]
        return dict(zip(stacks, icm(list(stacks.values()), prizes)))

    @property
    def redraws(self) -> tuple[Redraw, ...]:
        """Every re-seated table's draw for the button, in order (the final table's first draw is in its
        :attr:`Table.button_draw`)."""
        return tuple(self._redraws.values())

    @property
    def chip_leaders(self) -> tuple[tuple[int, str, int], ...]:
        """After each round: (hands played, the chip leader, their stack)."""
        return tuple(self._leaders)

    def chip_log(self) -> tuple[tuple[int, dict[str, int]], ...]:
        """After each round: (hands played, every remaining stack); needs ``keep_chip_log=True``."""
        if self._chip_log is None:
            raise TournamentError("the chip log is kept with Tournament(keep_chip_log=True)")
        return tuple(self._chip_log)

    def all_tables(self) -> tuple[Table, ...]:
        """Every table that played, broken ones first, for their records; do not play them directly."""
        return tuple(self._closed + self._tables)

    def player_stats(self) -> Stats:
        """Each entry's statistics over every kept hand of every table (:func:`holdem.history.player_stats`)."""
        return player_stats(table.records for table in self.all_tables())

    def history_text(self) -> dict[str, str]:
        """Each table's hands as the text of one ``.phhs`` file (``holdem replay`` replays it), by table name
        (:meth:`holdem.Table.history_text`); :meth:`write_histories` writes them to a folder."""
        return {t.name: t.history_text() for t in self.all_tables() if t.hand_number}

    def histories(self) -> dict[str, str]:
        """Deprecated: the old name of :meth:`history_text`."""
        return read_renamed(self, "histories", "history_text")()  # type: ignore[no-any-return]

    @staticmethod
    def check_history_folder(directory: str | Path) -> Path:
        """``directory`` checked before play for :meth:`write_histories`: a folder, or a path where one can
        be made (its nearest existing part a writable folder); else a TournamentError naming it."""
        return check_history_folder(directory, TournamentError)

    def write_histories(self, directory: str | Path) -> list[Path]:
        """Each table's ``<name>.phhs`` (:meth:`history_text`) in ``directory`` (made if missing); returns the
        paths. A folder that cannot be made or written is a TournamentError (:meth:`check_history_folder`
        checks it before play)."""
        return write_history_files(self.history_text(), directory, TournamentError)

    def summary(self) -> dict[str, object]:
        """Places (player, place, last_place, prize, table, hand, tournament_hand, level, agent), hands played,
        rounds, the level reached, the chip leader after each round, the colour-up total."""
        level = self.level
        return {
            "players": len(self._entries),
            "hands": self._hands,
            "rounds": self._rounds,
            "level": self._level + 1,
            "blinds": [level.small_blind, level.big_blind, level.ante],
            "prize_pool": self.prize_pool,
            "finished": self.finished,
            "places": [s._asdict() for s in self.standings],
            "chip_leaders": [list(x) for x in self._leaders],
            "colour_up": self.colour_up_total,
        }

    def __repr__(self) -> str:
        return (
            f"<Tournament {len(self.stacks)} of {len(self._entries)} left, {len(self._tables)} tables, "
            f"level {self._level + 1}, {self._hands} hands>"
        )
