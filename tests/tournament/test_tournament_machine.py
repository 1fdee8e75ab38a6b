"""A hypothesis state machine over a Tournament: starting fields of any size at tables of 2 to 10 seats, rounds
played by random, calling, folding, absent, broken and meddling agents (a meddler calls enter() and play_round()
from inside its turn), late entries and re-entries (R-TOUR-4) while the window is open and after, players who
leave (their agent goes: absent, they are blinded off), chip-ups either way (R-TOUR-5).

After every step: chips are conserved (every chip entered, plus the chip-ups), the tables are balanced
(R-TOUR-3), every entry is either still playing or placed, a refused entry changes nothing, and a round ends
the tournament only as it should: finished, or a TournamentError saying it cannot progress while every player
who still plays never contests a pot. At the end the tournament is played out within a hard bound: it
finishes with standings for every entry (places 1 to the entries, prizes summing to the pool), or stalls as
above. The suite runs a small budget; ``HOLDEM_TOURNAMENT_MACHINE_EXAMPLES=N`` runs N examples."""

from __future__ import annotations

import os
import random

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from holdem import Level, Structure, Tournament, TournamentError
from holdem.agents import CallingStation, RandomAgent

_EXAMPLES = int(os.environ.get("HOLDEM_TOURNAMENT_MACHINE_EXAMPLES", "0"))
# The default window: a random player among folders walks its stack up and down by the blinds, and within a
# short window (20 rounds) may revisit every stack it had (found by this machine), which is no stall.
_STALL_ROUNDS = 200
_BOUND = 3_000  # rounds to play out: see _STRUCTURES
_PASSIVE = {"absent", "fold", "broken"}  # agents that never contest a pot
_KINDS = ["random", "random", "calling", "meddler", *sorted(_PASSIVE)]
_NEW_NAMES = [f"new{k}" for k in range(6)]
# The last levels are large next to the chips of up to 30 entries, so calling stations heads-up (a
# random walk of a big blind a hand) finish well within _BOUND.
_STRUCTURES = [
    Structure(
        [Level(10, 20, hands=3), Level(20, 40, hands=3), Level(40, 80, hands=3), Level(500, 1000)],
        starting_stack=1000,
        late_entry_levels=2,
    ),
    Structure(
        [Level(25, 50, hands=2), Level(100, 200, hands=3), Level(2000, 4000)],
        starting_stack=2000,
        chips=(25, 100, 500),
    ),
    Structure([Level(50, 100, minutes=10), Level(1000, 2000)], starting_stack=1500),
]


class Folder:
    def act(self, view):
        return "fold"


class Broken:
    def act(self, view):
        raise RuntimeError("a broken agent: the table folds for it")


class Meddler:
    """Calls the tournament from inside its turn: each call is refused, and changes nothing."""

    def __init__(self, machine: TournamentMachine, seed: int) -> None:
        self.machine = machine
        self.random = RandomAgent(seed=seed)

    def act(self, view):
        t = self.machine.t
        for call in (lambda: t.enter("meddled"), lambda: t.play_round(CallingStation())):
            try:
                call()
            except TournamentError as error:
                assert "between rounds" in str(error)
                event("a call from inside a round refused")
            else:
                raise AssertionError("a call from inside a round was not refused")
        return self.random.act(view)


class TournamentMachine(RuleBasedStateMachine):
    @initialize(
        players=st.integers(2, 24),
        table_size=st.integers(2, 10),
        structure=st.sampled_from(_STRUCTURES),
        seed=st.integers(0, 2**32 - 1),
        reentry=st.booleans(),
        max_reentries=st.integers(0, 3),
        seat_rule=st.sampled_from(["big-blind", "random"]),
        chip_up=st.sampled_from(["up", "race"]),
    )
    def make(
        self,
        players: int,
        table_size: int,
        structure: Structure,
        seed: int,
        reentry: bool,
        max_reentries: int,
        seat_rule: str,
        chip_up: str,
    ) -> None:
        self.rng = random.Random(seed)
        self.t = Tournament(
            players=players,
            structure=structure,
            table_size=table_size,
            seed=seed,
            reentry=reentry,
            max_reentries=max_reentries,
            seat_rule=seat_rule,
            chip_up=chip_up,
            stall_rounds=_STALL_ROUNDS,
            keep_history=False,
        )
        self.kinds: dict[str, str] = {}
        self.agents: dict[str, object] = {}
        for name in self.t.entries:
            self._give(name, self.rng.choice(_KINDS))

    def _give(self, name: str, kind: str) -> None:
        """``name`` (an entry's base name: re-entries play with it) played by a new agent of ``kind``."""
        self.kinds[name] = kind
        seed = self.rng.getrandbits(32)
        agent = {
            "random": lambda: RandomAgent(seed=seed),
            "calling": CallingStation,
            "meddler": lambda: Meddler(self, seed),
            "fold": Folder,
            "broken": Broken,
            "absent": lambda: None,
        }[kind]()
        if agent is None:
            self.agents.pop(name, None)
        else:
            self.agents[name] = agent

    def _state(self) -> tuple:
        t = self.t
        return (t.entries, dict(t.stacks), t.chips_in, t.tables, t.rounds_played, t.standings)

    def _check_stalled(self, error: TournamentError) -> None:
        """A stall is only of players who never contest a pot (a player alone at a table waits)."""
        assert "cannot progress" in str(error), error
        playing = [n for view in self.t.tables if len(view.stacks) > 1 for n in view.stacks]
        assert {self.kinds[n.partition("#")[0]] for n in playing} <= _PASSIVE, error
        event("stalled")

    @rule(rounds=st.integers(1, 6))
    def play(self, rounds: int) -> None:
        for _ in range(rounds):
            if self.t.finished:
                self._refuses_more()
                return
            try:
                self.t.play_round(self.agents)
            except TournamentError as error:
                self._check_stalled(error)
                return

    def _refuses_more(self) -> None:
        """A finished tournament plays no round and takes no entry, and the refusals change nothing."""
        before = self._state()
        for call, message in (
            (lambda: self.t.play_round(self.agents), "the tournament is over"),
            (lambda: self.t.enter("new0"), "late entry is closed: the tournament is over"),
        ):
            try:
                call()
            except TournamentError as error:
                assert message in str(error)
            else:
                raise AssertionError("a finished tournament played on")
        assert self._state() == before

    @rule(data=st.data())
    def enter(self, data: st.DataObject) -> None:
        t = self.t
        name = data.draw(st.sampled_from([*_NEW_NAMES, *(e for e in t.entries if "#" not in e)]))
        before = self._state()
        try:
            entry = t.enter(name)
        except TournamentError:
            assert self._state() == before  # refused: nothing changed
            event("entry refused")
            return
        event("re-entry" if "#" in entry else "late entry")
        assert entry in t.stacks and t.entries[-1] == entry and len(t.entries) == len(before[0]) + 1
        assert t.chips_in - before[2] == t.stacks[entry] > 0
        if name not in self.kinds:
            self._give(name, self.rng.choice(_KINDS))

    @rule(data=st.data(), kind=st.sampled_from(_KINDS))
    def change_agent(self, data: st.DataObject, kind: str) -> None:
        """A player's agent changes (``absent``: the player left the tournament and is blinded off)."""
        name = data.draw(st.sampled_from(sorted(self.t.stacks)))
        self._give(name.partition("#")[0], kind)

    @invariant()
    def chips_are_conserved(self) -> None:
        t = self.t
        assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total

    @invariant()
    def tables_are_balanced(self) -> None:
        sizes = [len(view.stacks) for view in self.t.tables]
        assert max(sizes) - min(sizes) <= 1  # R-TOUR-3

    @invariant()
    def every_entry_plays_or_is_placed(self) -> None:
        t = self.t
        placed = [s.player for s in t.standings]
        assert len(placed) == len(set(placed))
        assert set(placed) | set(t.stacks) == set(t.entries)
        assert t.finished or not set(placed) & set(t.stacks)

    def teardown(self) -> None:
        """The tournament played out: it terminates within the bound, finished or stalled."""
        t = getattr(self, "t", None)
        if t is None:
            return

        def bounded(tour: Tournament) -> None:
            assert tour.rounds_played <= _BOUND, f"still playing after {_BOUND} rounds: {tour!r}"

        try:
            if not t.finished:
                t.run(self.agents, on_round=bounded)
        except TournamentError as error:
            self._check_stalled(error)
        else:
            self._check_finished()

    def _check_finished(self) -> None:
        t = self.t
        standings = t.standings
        entries = len(t.entries)
        assert len(standings) == entries and standings[0].place == 1
        ranges = {
            (s.place, s.last_place) for s in standings
        }  # players sharing places share a range
        assert sorted(p for first, last in ranges for p in range(first, last + 1)) == list(
            range(1, entries + 1)
        )
        assert sum(s.prize for s in standings) == t.prize_pool
        assert list(t.stacks.values()) == [t.chips_in + t.colour_up_total]
        event("finished")


TournamentMachine.TestCase.settings = settings(
    max_examples=_EXAMPLES or 25,
    stateful_step_count=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestTournamentMachine = TournamentMachine.TestCase
