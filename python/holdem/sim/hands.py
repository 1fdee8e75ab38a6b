"""One chunk of a simulation's hands: what it is (:class:`HandSpec`) and how it is played and counted
(:func:`run_chunk`), in any process.

The run is cut into chunks of ``chunk_hands`` hands. Chunk ``k`` is one fresh
:class:`~holdem.Table` (``history_limit=0``, ``game`` a name of ``GAMES_BY_NAME``, every player buying in for
``stack`` and topping up to it when below) whose deck is seeded from ``(seed, k)``; each agent is a fresh copy
of the one given, and one with a ``reseed(seed)`` method gets a seed from ``(seed, k, its index)``. So a
chunk's hands depend on nothing but its index, and the result is the same whether the chunks run here, on
local processes or on a cluster. Agent ``i`` sits in seat ``(i + k) % players + 1`` in chunk ``k``, and the
button moves one seat a hand: a chunk of a multiple of ``players`` hands puts every agent in every position
equally often.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from ..engine import Hand
from ..game import TableConfig
from ..history import Stats
from ..table import HandRecord, Table
from .stats import Tally
from .tournaments import fresh_agent

__all__ = ["CHUNK_HANDS", "HandSpec", "run_chunk"]

CHUNK_HANDS = 5040  # a multiple of every table size 2..10: each chunk deals every position equally


class HandSpec(NamedTuple):
    """Everything a chunk of hands needs, sent to each worker."""

    agents: tuple[Any, ...]  # agent objects, or names of built-in agents
    config: TableConfig
    stack: int
    seed: int
    hands: int  # the run's hands
    chunk_hands: int
    game: str = "holdem"
    strict: bool = False  # an agent's exception raised (Table(strict=True)), not only folded
    player_stats: bool = False  # each agent's tracker statistics counted too (holdem.history.Stats)

    @property
    def total(self) -> int:
        """The run's hands (what its progress counts)."""
        return self.hands

    @property
    def chunks(self) -> int:
        """The chunks the run is cut into."""
        return -(-self.hands // self.chunk_hands)

    def run(self, chunk: int) -> Tally:
        return run_chunk(self, chunk)


def _seeds(seed: int, chunk: int, agents: int) -> list[int]:
    """The table's seed and each agent's, from (seed, chunk): the same on any machine."""
    return [
        int(x)
        for x in np.random.SeedSequence((seed, chunk)).generate_state(agents + 1, dtype=np.uint64)
    ]


def run_chunk(spec: HandSpec, chunk: int) -> Tally:
    """Play chunk ``chunk`` of the run (any process); returns its counts."""
    n = len(spec.agents)
    hands = min(spec.chunk_hands, spec.hands - chunk * spec.chunk_hands)
    seeds = _seeds(spec.seed, chunk, n)
    table = Table(
        spec.config,
        seats=n,
        name=f"simulate chunk {chunk}",
        seed=seeds[0],
        min_buy_in=spec.stack,
        max_buy_in=spec.stack,
        history_limit=0,
        first_button=1,
        game=spec.game,
        strict=spec.strict,
    )
    tally = Tally(n)
    agents: dict[str, Any] = {}
    index_of: dict[str, int] = {}
    for i, given in enumerate(spec.agents):
        name = f"agent {i}"
        table.join(name, spec.stack, (i + chunk) % n + 1, auto_rebuy=True)
        agents[name] = fresh_agent(given, seeds[1 + i])
        index_of[name] = i
    # per hand, flat by hand seat: the stacks before and after, the folds, the seats that put chips in by choice
    # before the flop (Hand.voluntary); who sat where (a seating's names, one tuple). Flat lists, each read into
    # numpy once (a list of tuples is read item by item, at more cost than the rest of the counting; an array or a
    # bytearray takes a tuple in at 4 to 7 times a list's cost)
    starts: list[int] = []
    ends: list[int] = []
    folds: list[bool] = []
    voluntary: list[bool] = []
    players: list[tuple[str, ...]] = []
    add_players, add_starts, add_ends, add_folds, add_voluntary = (
        players.append,
        starts.extend,
        ends.extend,
        folds.extend,
        voluntary.extend,
    )
    incidents = tally.incidents
    players_stats = Stats() if spec.player_stats else None

    def on_hand(record: HandRecord) -> None:
        hand: Hand = table.last_hand  # type: ignore[assignment]  # just settled (without cast(): a call a hand)
        if players_stats is not None:
            players_stats.add_hand(hand, record.players)
        add_players(record.players)
        add_starts(record.starting_stacks)
        add_ends(record.finishing_stacks)
        add_folds(hand.folded)
        add_voluntary(hand.voluntary)
        if record.incidents:
            for incident in record.incidents:
                incidents[index_of[incident.player]] += 1

    played = table.play(agents, hands=hands, on_hand=on_hand)
    assert played == hands, (
        f"chunk {chunk} played {played} of {hands} hands"
    )  # auto_rebuy: nobody busts
    _add_hands(tally, index_of, players, starts, ends, folds, voluntary)
    tally.chunks = 1
    tally.players = players_stats
    return tally


def _add_hands(
    tally: Tally,
    index_of: dict[str, int],
    players: list[tuple[str, ...]],
    starts: list[int],
    ends: list[int],
    folds: list[bool],
    voluntary: list[bool],
) -> None:
    """Each agent's hands, net, squared nets, voluntary-put-in and showdown hands from the hands' stacks, folds
    and voluntary puts (:attr:`Hand.voluntary`), flat by hand seat."""
    if not players:
        return
    n = len(
        players[0]
    )  # the chunk's players: everyone plays every hand (auto_rebuy), in some seat order
    if not len(starts) == len(ends) == len(folds) == len(voluntary) == n * len(players) or any(
        len(p) != n for p in players
    ):
        raise AssertionError(
            f"a chunk's hands dealt other than its {n} players"
        )  # (simulate's tables cannot)
    # a stack is at most MAX_CHIPS (2**56) when a hand starts, so a hand's net fits int64; its square and the
    # sums may not (rebuys add chips hand after hand): then they are taken in exact Python ints
    net = (
        np.fromiter(ends, dtype=np.int64, count=len(ends))
        - np.fromiter(starts, dtype=np.int64, count=len(starts))
    ).reshape(-1, n)
    largest = int(np.abs(net).max())
    if largest * largest * len(players) >= 2**62:
        net = net.astype(object)
    still_in = ~np.frombuffer(bytes(folds), dtype=bool).reshape(-1, n)
    at_showdown = (
        still_in & (still_in.sum(axis=1) > 1)[:, None]
    )  # a hand ends at a showdown or when all but one fold
    put_in = np.frombuffer(bytes(voluntary), dtype=bool).reshape(-1, n)
    orders: dict[tuple[str, ...], list[int]] = {}
    for k, names in enumerate(players):
        orders.setdefault(names, []).append(k)
    for names, rows in orders.items():
        picked = slice(None) if len(rows) == len(players) else np.array(rows)
        part, showdowns, vpip = net[picked], at_showdown[picked], put_in[picked]
        for seat, name in enumerate(names):
            i = index_of[name]
            tally.hands[i] += len(rows)
            tally.net[i] += int(part[:, seat].sum())
            tally.squares[i] += int((part[:, seat] * part[:, seat]).sum())
            tally.vpip[i] += int(vpip[:, seat].sum())
            tally.showdowns[i] += int(showdowns[:, seat].sum())
