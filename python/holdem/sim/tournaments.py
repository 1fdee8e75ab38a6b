"""Tournaments in a simulation (:func:`holdem.simulate` with ``tournaments=N``): who plays which entry, the
default structure, and one chunk of tournaments played to the end.

    >>> from holdem import simulate
    >>> result = simulate(["tag", "random", "calling"], tournaments=6, seed=1, workers=1)
    >>> result.tournaments, [a.entries for a in result.agents], sum(a.wins for a in result.agents)
    (6, [6, 6, 6], 6)

The parameters, and why:

- **players**: the entries of each tournament, ``len(agents)`` by default or a multiple of it (each agent
  then plays ``players // len(agents)`` entries of every tournament, each a fresh copy of it).
- **table_size**: ``players`` when they fit one table (10 or fewer, or as many as the game deals: 8 in
  five-card Omaha, 7 in six-card Omaha), else 9 (or that many); tables are broken and
  balanced as the players bust, down to a final table (:class:`holdem.Tournament`).
- **structure**: :func:`sim_structure` by default, a turbo structure by hands (every level lasts
  ``LEVEL_ROUNDS`` rounds, one hand a table, blinds about 1.5x a level from 10/20 to 1,000/2,000 with
  1,500 chips, 75 big blinds), so even calling stations finish. A structure whose levels last minutes
  plays on a simulated clock of ``SECONDS_PER_ROUND`` seconds a round: never the wall clock, so the
  result depends only on the arguments.
- **payouts**: :class:`~holdem.tournament.prizes.Payouts` or percentages; by default the tournament's own
  (:func:`holdem.tournament.prizes.standard_payouts`: winner takes all below 7 entries). Every entry buys in for
  ``BUY_IN`` units; prizes are reported in buy-ins, ROI as prize over buy-ins less one.

**Agents that never contest a pot** (they fold, or are absent) pass the blinds around for ever at the
last level: such a tournament cannot progress (:class:`holdem.Tournament`'s ``stall_rounds``), and the
simulation stops with a :class:`~holdem.errors.SimulationError` naming it.

**Seats and draws.** Tournament ``t`` is game ``t % players`` of group ``t // players``. The tournaments
of a group share one draw and one deck (:class:`holdem.Tournament` seeded from ``(seed, group)``) and
rotate the agents one entry along: in game ``r``, entry ``j`` (``p{j+1}``) is played by slot
``(j + r) % players``, which is agent ``slot % len(agents)``, reseeded from ``(seed, group, r)``. So
over a whole group every agent draws every seat once, and every tournament depends only on ``t``:
the same result on any number or kind of workers, whatever the chunk size.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import numpy as np

from ..agents import AGENTS
from ..errors import SimulationError, TournamentError
from ..game import GAMES_BY_NAME
from ..table import HandRecord
from ..tournament import Level, Payouts, Structure, Tournament
from .stats import TourTally

__all__ = [
    "BUY_IN",
    "LEVEL_ROUNDS",
    "SECONDS_PER_ROUND",
    "TourSpec",
    "check_tournament",
    "fresh_agent",
    "run_tournaments",
    "sim_structure",
]

BUY_IN = (
    10_000  # units an entry pays: fine enough that a payout table's percentages round to a unit
)
LEVEL_ROUNDS = 10  # rounds (one hand a table) per level of sim_structure()
SECONDS_PER_ROUND = (
    60.0  # the simulated clock for levels in minutes: about a minute a hand, as online
)
_BLINDS = (
    (10, 20),
    (15, 30),
    (20, 40),
    (30, 60),
    (40, 80),
    (50, 100),
    (75, 150),
    (100, 200),
    (150, 300),
    (200, 400),
    (300, 600),
    (400, 800),
    (500, 1000),
    (700, 1400),
    (1000, 2000),
)


def sim_structure() -> Structure:
    """The simulation's default structure: 1,500 chips, levels of ``LEVEL_ROUNDS`` hands from 10/20 to
    1,000/2,000 (the last lasts to the end), no antes, no chip-up.

    >>> s = sim_structure()
    >>> s.starting_stack, s.levels[0].amounts, s.levels[-1].amounts, s.levels[0].hands, s.levels[-1].hands
    (1500, (10, 20, 0), (1000, 2000, 0), 10, None)
    """
    levels = [Level(small, big, hands=LEVEL_ROUNDS) for small, big in _BLINDS[:-1]]
    return Structure(levels + [Level(*_BLINDS[-1])], starting_stack=1500, late_entry_levels=0)


def fresh_agent(given: Any, seed: int) -> Any:
    """A new agent for a chunk or a tournament: a built-in one made from its name and ``seed``, or a copy
    of the object given, reseeded when it has ``reseed(seed)``."""
    if type(given) is str:
        return AGENTS[given](seed)
    agent = copy.deepcopy(given)
    if callable(getattr(agent, "reseed", None)):
        agent.reseed(seed)
    return agent


class TourSpec(NamedTuple):
    """Everything a chunk of tournaments needs, sent to each worker."""

    agents: tuple[Any, ...]
    seed: int
    tournaments: int  # the run's tournaments
    chunk_tournaments: int
    players: int
    table_size: int
    structure: Structure
    payouts: Payouts | None
    strict: bool = False  # an agent's exception raised (Tournament(strict=True)), not only folded
    game: str = "holdem"  # a name of holdem.game.GAMES_BY_NAME

    @property
    def total(self) -> int:
        """The run's tournaments (what its progress counts)."""
        return self.tournaments

    @property
    def chunks(self) -> int:
        """The chunks the run is cut into."""
        return -(-self.tournaments // self.chunk_tournaments)

    def run(self, chunk: int) -> TourTally:
        return run_tournaments(self, chunk)

    def tournament(self, number: int) -> tuple[Tournament, dict[str, int], list[int]]:
        """Tournament ``number``, not yet played: it, each entry's agent index, and each slot's agent seed."""
        group, game = divmod(number, self.players)
        draw = (
            int(np.random.SeedSequence((self.seed, group)).generate_state(1, dtype=np.uint64)[0])
            >> 1
        )
        seeds = [
            int(x)
            for x in np.random.SeedSequence((self.seed, group, game)).generate_state(
                self.players, dtype=np.uint64
            )
        ]
        names = [f"p{j + 1}" for j in range(self.players)]
        tournament = Tournament(
            names,
            structure=self.structure,
            table_size=self.table_size,
            seed=draw,
            seconds_per_round=SECONDS_PER_ROUND,
            payouts=self.payouts,
            buy_in=BUY_IN,
            keep_history=False,
            strict=self.strict,
            game=self.game,
        )
        slots = {name: (j + game) % self.players for j, name in enumerate(names)}
        return tournament, slots, seeds


def _counter(tally: TourTally, index_of: dict[str, int]) -> Callable[[str, HandRecord], None]:
    """The ``on_hand`` of one tournament: each hand and incident counted for the agent slot playing it."""
    hands, incidents = tally.hands, tally.incidents

    def on_hand(table: str, record: HandRecord) -> None:
        for name in record.players:
            hands[index_of[name]] += 1
        for incident in record.incidents:
            incidents[index_of[incident.player]] += 1

    return on_hand


def run_tournaments(spec: TourSpec, chunk: int) -> TourTally:
    """Play chunk ``chunk``'s tournaments to the end (any process); returns their counts."""
    n = len(spec.agents)
    tally = TourTally(n)
    first = chunk * spec.chunk_tournaments
    for number in range(first, min(first + spec.chunk_tournaments, spec.tournaments)):
        tournament, slots, seeds = spec.tournament(number)
        index_of = {name: slot % n for name, slot in slots.items()}
        agents = {
            name: fresh_agent(spec.agents[index_of[name]], seeds[slot])
            for name, slot in slots.items()
        }
        try:
            tournament.run(agents, on_hand=_counter(tally, index_of))
        except TournamentError as exc:  # agents that never contest a pot: it would never end
            raise SimulationError(f"tournament {number}: {exc}") from None
        for standing in tournament.standings:
            i = index_of[standing.player]
            tally.entries[i] += 1
            tally.places_x2[i] += standing.place + standing.last_place
            tally.wins[i] += standing.last_place == 1
            tally.paid[i] += standing.prize > 0
            tally.prize[i] += standing.prize
            tally.prize_squares[i] += standing.prize * standing.prize
        tally.tournaments += 1
        tally.table_hands += tournament.hands_played
    tally.chunks = 1
    return tally


def check_tournament(
    agents: int,
    players: Any,
    table_size: Any,
    structure: Any,
    payouts: Any,
    whole: Any,
    game: str = "holdem",
) -> tuple[int, int, Structure, Payouts | None]:
    """The tournament parameters checked (``whole`` checks a whole number), or a SimulationError naming the
    one that is wrong: players, table size, structure, payouts (``game``: a name of GAMES_BY_NAME)."""
    players = whole(agents if players is None else players, "players", 2)
    if players % agents:
        raise SimulationError(
            f"players is {players} but {agents} agents were given: in tournaments, players is "
            f"a multiple of the agents (each plays players / agents entries)"
        )
    if (
        table_size is None
    ):  # one table when they fit, else 9 a table; at most the game deals (R-GAME-1)
        most = GAMES_BY_NAME[game].max_seats
        table_size = players if players <= most else min(9, most)
    table_size = whole(table_size, "table_size", 2, 10)
    if structure is None:
        structure = sim_structure()
    elif not isinstance(structure, Structure):
        raise SimulationError(
            f"structure is a holdem.tournament.structure.Structure or None, got {type(structure).__name__}"
        )
    if payouts is not None and not isinstance(payouts, Payouts):
        if isinstance(payouts, (str, bytes)) or not isinstance(payouts, Sequence):
            raise SimulationError(
                f"payouts is a Payouts, a list of percentages or None, got {payouts!r}"
            )
        try:
            payouts = Payouts(payouts)
        except TournamentError as exc:
            raise SimulationError(f"payouts: {exc}") from None
    try:  # what only a Tournament knows (the payouts against the entries): ask one
        Tournament(
            players,
            structure=structure,
            table_size=table_size,
            seed=0,
            seconds_per_round=SECONDS_PER_ROUND,
            payouts=payouts,
            buy_in=BUY_IN,
            keep_history=False,
            game=game,
        ).payouts().prizes(BUY_IN * players, players)
    except TournamentError as exc:
        raise SimulationError(f"the tournament cannot start: {exc}") from None
    return players, table_size, structure, payouts
