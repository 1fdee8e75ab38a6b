"""Issue "Trust at the table": each defect found in the tournament, by its regression test (each failed before its
fix); rule fixes name their rule id."""

from __future__ import annotations

import json
import os
import random
import time
from collections import Counter

import pytest

from holdem import Level, SimulationError, Structure, Tournament, TournamentError, simulate
from holdem.agents import CallingStation, RandomAgent, TightAggressive
from holdem.game import MAX_CHIPS
from holdem.tournament import LateEntry, load_structure
from holdem.tournament.structure import structure_of
from holdem.tournament.tournament import MAX_REENTRIES, SECONDS_PER_ROUND, STALL_ROUNDS

QUICK = Structure(
    [Level(10, 20, hands=4), Level(20, 40, hands=4), Level(40, 80, hands=4), Level(100, 200)],
    starting_stack=1000,
)

# -- R-TOUR-5: the chip-up rounds up by default --------------------------------------------------------


def test_R_TOUR_5_the_default_chip_up_rounds_odd_chips_up_and_nobody_loses_chips():
    structure = Structure(
        [Level(25, 50, hands=2), Level(100, 200, hands=3), Level(500, 1000)],
        starting_stack=10_000,
        chips=(25, 100, 500),
    )
    t = Tournament(players=12, structure=structure, table_size=6, seed=9)  # chip_up not given
    agents = {n: RandomAgent(seed=i) for i, n in enumerate(t.entries)}
    for _ in range(3):
        t.play_round(agents)
    changes = [c for c in t.colour_up_changes if c[0] == 2]
    assert (
        changes
    )  # the 25s went at level 2: every odd stack became the next 100 up, none raced off
    assert all(after == -(-before // 100) * 100 > before for *_, before, after in changes)
    assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total > t.chips_in


# -- messages: what was given, and what was done with it ------------------------------------------------


def test_a_negative_player_count_is_named_as_given():
    with pytest.raises(TournamentError, match="at least two players, got -3$"):
        Tournament(players=-3)
    with pytest.raises(TournamentError, match="at least two players, got 1$"):
        Tournament(players=["solo"])


_TEXT = "starting_stack = 500\n[[level]]\nsmall_blind = 5\nbig_blind = 10\n"


def test_a_structure_path_without_toml_suffix_is_read_as_a_file(tmp_path, monkeypatch):
    with pytest.raises(TournamentError, match="cannot read the structure file 'my_structure.txt'"):
        load_structure("my_structure.txt")  # looks like a path: it was read as TOML text
    with pytest.raises(TournamentError, match="cannot read the structure file 'levels/fast'"):
        load_structure("levels/fast")  # a path separator
    (tmp_path / "fast").write_text(_TEXT, encoding="utf-8")
    (tmp_path / "fast.txt").write_text(_TEXT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert load_structure("fast").levels == (Level(5, 10),)  # an existing file, no suffix
    assert (
        load_structure("fast.txt") == load_structure(_TEXT) == structure_of(str(tmp_path / "fast"))
    )
    with pytest.raises(
        TournamentError, match="'fastest' was read as TOML text, as it names no file"
    ):
        load_structure("fastest")  # neither: the error says what was done
    with pytest.raises(TournamentError, match="from a file's path or TOML text, got bytes"):
        load_structure(b"starting_stack = 1")  # type: ignore[arg-type]


# -- chips lost: an entry during a hand -----------------------------------------------------------------


def test_an_entry_or_a_round_from_inside_a_round_is_refused_and_changes_nothing():
    t = Tournament(players=20, structure=Structure([Level(10, 20)], 1000), table_size=10, seed=1)
    refused: list[str] = []

    def meddle(what):
        try:
            what()
        except TournamentError as error:
            refused.append(str(error))

    class Meddler:  # enters a player while its own hand is being played, then calls
        def act(self, view):
            if not refused:
                meddle(lambda: t.enter("sneaky"))
                meddle(lambda: t.play_round(CallingStation()))
                meddle(lambda: t.run(CallingStation()))
            return "cc"

    agents = {name: CallingStation() for name in t.entries}
    agents[next(iter(t.tables[0].stacks))] = Meddler()
    t.play_round(agents, on_hand=lambda _table, _record: meddle(lambda: t.enter("later")))
    assert len(refused) == 5 and all("between rounds" in r for r in refused)
    assert "late entry (Tournament.enter) is between rounds" in refused[0]
    # nothing changed: no entry, no chips vanished (the rebalance had folded and cashed out a player)
    assert len(t.entries) == len(t.stacks) == 20 and sum(t.stacks.values()) == t.chips_in == 20_000
    assert t.enter("sneaky") == "sneaky" and t.chips_in == 20_000 + 1000 - 10 * 20  # between rounds


# -- fails halfway: more chips than a seat can hold ------------------------------------------------------


def test_chips_in_play_past_MAX_CHIPS_are_refused_at_set_up_and_at_entry():
    big = Structure([Level(10, 20)], starting_stack=MAX_CHIPS // 2)
    with pytest.raises(
        TournamentError, match="3 entries of .* chips would make .*: at most MAX_CHIPS"
    ):
        Tournament(
            players=3, structure=big
        )  # it failed after hand 1, when the winner's stack passed it
    t = Tournament(players=2, structure=big, seed=1)  # exactly fits
    with pytest.raises(
        TournamentError, match="1 entry of .*: at most MAX_CHIPS, 72,057,594,037,927,936"
    ):
        t.enter("late")
    assert t.entries == ("p1", "p2") and t.chips_in == 2 * (MAX_CHIPS // 2)
    assert t.run(RandomAgent(seed=1))["finished"]
    chipped = Structure(
        [Level(25, 50, hands=1), Level(100, 200)],
        starting_stack=MAX_CHIPS // 100 * 25,
        chips=(25, 100),
    )
    with pytest.raises(TournamentError, match="and the chip-ups to come can add 400"):
        Tournament(
            players=4, structure=chipped
        )  # R-TOUR-5: rounding up may add a 100 chip a player


# -- hang: the wall clock and re-entries without end ------------------------------------------------------


def bounded(rounds: int):
    """An on_round that fails the test, rather than hang it, past ``rounds`` rounds."""

    def on_round(tour: Tournament) -> None:
        assert tour.rounds_played <= rounds, f"still playing after {rounds} rounds: {tour!r}"

    return on_round


def test_levels_in_minutes_run_on_a_simulated_clock_unless_a_clock_is_given():
    t = Tournament(players=4, table_size=4, seed=5)  # the shipped 20-minute levels
    for _ in range(10):
        t.play_round(CallingStation())
    assert t.level_number == 1  # ten rounds of SECONDS_PER_ROUND, two minutes: 20 minutes
    t.play_round(CallingStation())
    assert t.level_number == 2 and SECONDS_PER_ROUND == 120
    wall = Tournament(players=4, table_size=4, seed=5, clock=time.monotonic)  # asked for
    for _ in range(11):
        wall.play_round(CallingStation())
    assert wall.level_number == 1


def test_reentry_with_the_default_structure_ends_and_each_player_re_enters_at_most_the_cap():
    # it re-entered for an hour of wall clock: 63,025 entries after 40 s, blinds still 25/50
    t = Tournament(players=20, table_size=10, seed=3, reentry=True, keep_history=False)
    summary = t.run(RandomAgent(seed=3), reenter=True, on_round=bounded(2_000))
    assert summary["finished"] and MAX_REENTRIES == 3
    times = Counter(entry.partition("#")[0] for entry in t.entries)
    assert max(times.values()) == 1 + MAX_REENTRIES and len(t.standings) == len(t.entries)


def test_max_reentries_caps_enter_and_reenter():
    structure = Structure([Level(10, 20, hands=6), Level(50, 100)], 300, late_entry_levels=1)
    t = Tournament(
        players=8, structure=structure, table_size=4, seed=2, reentry=True, max_reentries=1
    )
    t.run(RandomAgent(seed=2), reenter=True, on_round=bounded(2_000))
    times = Counter(entry.partition("#")[0] for entry in t.entries)
    assert max(times.values()) == 2 and all("#3" not in e for e in t.entries)
    t = Tournament(players=["a", "b", "c"], structure=QUICK, table_size=6, seed=8, reentry=True)
    t._tables[0].leave("a")  # as if a were busted, twice
    t._alive.discard("a")
    t._max_reentries = 1
    assert t.enter("a") == "a#2"
    t._tables[0].leave("a#2")
    t._alive.discard("a#2")
    with pytest.raises(TournamentError, match=r"'a' has re-entered 1 times: .*max_reentries=1"):
        t.enter("a")
    for bad in (-1, True, 1.5):
        with pytest.raises(TournamentError, match="max_reentries is a whole number"):
            Tournament(players=2, max_reentries=bad)


# -- hang: players who never contest a pot ------------------------------------------------------------


class Folder:
    def act(self, view):
        return "fold"


class Broken:  # the table folds for it (an incident) every time
    def act(self, view):
        raise RuntimeError("no")


class Raiser:  # raises whenever it can, else calls: blinds off the players who fold
    def act(self, view):
        legal = view.legal_actions
        return ("cbr", legal.min_raise_to) if legal.min_raise_to is not None else "cc"


@pytest.mark.parametrize(
    "agents",
    [Folder(), Broken()],
    ids=["always-fold", "raising-exceptions"],
)
def test_a_tournament_that_cannot_progress_ends_with_a_TournamentError(agents):
    t = Tournament(players=7, structure=QUICK, table_size=4, seed=4)  # two tables
    with pytest.raises(
        TournamentError,
        match=r"cannot progress: 200 rounds in a row at its last level \(100/200\) had no showdown",
    ):
        t.run(agents, on_round=bounded(1_000))  # it traded blinds for ever
    assert STALL_ROUNDS == 200 and 12 + 200 < t.rounds_played <= 12 + 4 + 200  # the lows, one orbit
    assert sum(t.stacks.values()) == t.chips_in and len(t.stacks) == 7 and not t.finished
    t.run(CallingStation(), on_round=bounded(2_000))  # still playable: players who play finish it
    assert t.finished and len(t.standings) == 7


def test_R_DEAL_5_absent_players_are_blinded_off_so_a_tournament_of_them_ends():
    # an absent player's hand is killed once the deal is complete (R-DEAL-5): what each posted stays in the
    # pot, the last hand not killed takes it, and the blinds wear the absent players down to one winner
    t = Tournament(players=7, structure=QUICK, table_size=4, seed=4)
    t.run({}, on_round=bounded(1_000))
    assert t.finished and len(t.standings) == 7 and sum(t.stacks.values()) == t.chips_in


def test_stall_rounds_sets_the_count_and_None_plays_on():
    t = Tournament(players=3, structure=QUICK, table_size=3, seed=1, stall_rounds=None)
    for _ in range(400):
        t.play_round(Folder())
    t = Tournament(players=3, structure=QUICK, table_size=3, seed=1, stall_rounds=5)
    with pytest.raises(TournamentError, match="5 rounds in a row"):
        t.run(Folder(), on_round=bounded(100))
    for bad in (0, -1, True, 2.0, "200"):
        with pytest.raises(TournamentError, match="stall_rounds is a number of rounds, 1 or more"):
            Tournament(players=3, stall_rounds=bad)


def test_players_who_play_make_progress_even_slowly():
    deep = Structure([Level(5, 10)], starting_stack=300)  # the last level from the start
    # calling stations: a showdown every hand, though their stacks wander back and forth
    t = Tournament(players=2, structure=deep, table_size=2, seed=2, stall_rounds=3)
    t.run(CallingStation(), on_round=bounded(5_000))
    # a raiser blinds off the folders: no showdown, but their stacks keep falling
    t = Tournament(players=4, structure=deep, table_size=4, seed=2, stall_rounds=3)
    t.run({"p1": Raiser(), "p2": Folder(), "p3": Folder(), "p4": Folder()}, on_round=bounded(5_000))
    assert t.finished and t.standings[0].player == "p1"


def test_a_player_losing_ground_from_a_high_makes_progress():
    # found by the state machine: b blinds a off, then the roles swap and a loses ground again from its
    # high, for many rounds above its first low; no showdown, no elimination, yet chips move on
    t = Tournament(
        ["a", "b"], Structure([Level(5, 10)], 300), table_size=2, seed=1, stall_rounds=20
    )
    for _ in range(30):
        t.play_round({"a": Raiser(), "b": Folder()})
    t.run({"a": Folder(), "b": Raiser()}, on_round=bounded(1_000))
    assert t.finished and t.standings[0].player == "b"


def test_a_simulation_of_players_who_never_contest_a_pot_is_a_SimulationError():
    with pytest.raises(SimulationError, match="tournament 0: the tournament cannot progress"):
        simulate([Folder(), Folder()], tournaments=2, seed=1, workers=1, structure=QUICK)


# -- results name each entry's agent (issue "The first hour") --------------------------------------------


def folding_function(view):
    return "fold"


def test_standings_and_summary_name_each_entry_s_agent():
    t = Tournament(players=["ann", "bob", "cy", "dee"], structure=QUICK, table_size=4, seed=3)
    agents = {"ann": RandomAgent(seed=1), "bob": CallingStation(), "cy": folding_function}
    t.run(agents, on_round=bounded(2_000))  # dee is absent
    by_player = {s.player: s.agent for s in t.standings}
    assert by_player == {
        "ann": "RandomAgent",
        "bob": "CallingStation",
        "cy": "folding_function",
        "dee": "absent",
    }
    assert {p["player"]: p["agent"] for p in t.summary()["places"]} == by_player
    t = Tournament(players=8, structure=QUICK, table_size=4, seed=4, reentry=True)
    agents = {name: RandomAgent(seed=i).act for i, name in enumerate(t.entries)}
    t.run(agents, reenter=True, on_round=bounded(2_000))
    assert any("#" in s.player for s in t.standings)  # re-entries played by the same agent
    assert {s.agent for s in t.standings} == {"RandomAgent"}  # a bound method: its object's class


# -- the command: agents, late entries, the history folder ------------------------------------------------


def test_cli_tournament_names_the_agents_and_counts_late_entries_and_re_entries_apart(capsys):
    from holdem.cli import main

    assert (
        main(
            ["tournament", "--players", "12", "--seed", "5", "--agents", "random,calling", "--json"]
        )
        == 0
    )
    places = json.loads(capsys.readouterr().out)["places"]
    assert {p["agent"] for p in places} == {"RandomAgent", "CallingStation"} and len(places) == 12
    assert main(["tournament", "--players", "30", "--seed", "3", "--late-entries", "3"]) == 0
    out = capsys.readouterr().out
    assert "RandomAgent" in out and "late entries: " in out and "re-entries" not in out
    assert main(["tournament", "--players", "12", "--seed", "5", "--reentry"]) == 0
    out = capsys.readouterr().out
    assert (
        "re-entries: " in out and "late entries" not in out
    )  # it said "late entries and re-entries"


def test_cli_tournament_checks_the_history_folder_before_playing(capsys, tmp_path, monkeypatch):
    from holdem.cli import main

    taken = tmp_path / "taken.txt"
    taken.write_text("a file", encoding="utf-8")

    def no_play(*_args, **_kwargs):
        raise AssertionError("played before the folder was checked")

    monkeypatch.setattr(Tournament, "run", no_play)
    for history in (taken, taken / "below"):
        assert main(["tournament", "--players", "4", "--history", str(history)]) == 2
        err = capsys.readouterr().err
        assert f"'{taken}' is a file, not a folder" in err and "FileExistsError" not in err
        assert main(["tournament", "--players", "4", "--history", str(history), "--json"]) == 2
        error = json.loads(capsys.readouterr().out)
        assert "is a file, not a folder" in error["error"]
    with pytest.raises(TournamentError, match="is a file, not a folder"):
        Tournament(players=2).write_histories(taken)  # the library's own call, too


# -- no random tournament hangs ----------------------------------------------------------------------------

_HANG_RUNS = int(
    os.environ.get("HOLDEM_TOURNAMENT_HANG_RUNS", "0")
)  # more per table size by env var
# Rounds. Calling stations heads-up go to a showdown every hand and trade a big blind or so: a random walk
# that lasts about (big blinds in play / 2) ** 2 hands. So each structure's last level is large next to the
# chips of up to 40 players (40 big blinds in play at most), and a tournament past this bound hangs.
_HANG_BOUND = 3_000
_PASSIVE = {"absent", "fold", "broken"}  # players who never contest a pot
_KINDS = ["random", "calling", "tag", *sorted(_PASSIVE)]
_STRUCTURES = [
    Structure(
        [Level(10, 20, hands=4), Level(20, 40, hands=4), Level(40, 80, hands=4), Level(500, 1000)],
        starting_stack=1000,
    ),
    Structure(
        [Level(25, 50, hands=3), Level(100, 200, hands=3), Level(2000, 4000)],
        starting_stack=2_000,
        chips=(25, 100, 500),
        late_entry_levels=2,
    ),
    None,  # the shipped 20-minute structure, on the simulated clock
]


def _agent(kind: str, seed: int):
    return {
        "random": lambda: RandomAgent(seed=seed),
        "calling": CallingStation,
        "tag": TightAggressive,
        "fold": Folder,
        "broken": Broken,
        "absent": lambda: None,
    }[kind]()


@pytest.mark.parametrize("table_size", range(2, 11))
def test_no_random_tournament_hangs(table_size):
    """Seeded tournaments of every table size, with random structures, fields of random, passive and
    broken agents, late entries and re-entries: each finishes within a hard bound, or (only when every
    player left never contests a pot) ends with the TournamentError that says it cannot progress."""
    for run in range(8 + _HANG_RUNS):
        rng = random.Random(table_size * 100_003 + run)
        reentry = rng.random() < 0.5
        t = Tournament(
            players=rng.randint(2, 4 * table_size),
            structure=rng.choice(_STRUCTURES),
            table_size=table_size,
            seed=rng.getrandbits(32),
            seat_rule=rng.choice(["big-blind", "random"]),
            reentry=reentry,
            keep_history=False,
        )
        late = [LateEntry(f"late{k}", round=rng.randint(0, 20)) for k in range(rng.randint(0, 3))]
        names = [*t.entries, *(e.name for e in late)]
        kinds = {name: rng.choice(_KINDS) for name in names}
        agents = {name: _agent(kind, rng.getrandbits(32)) for name, kind in kinds.items()}
        try:
            t.run(
                agents,
                late_entries=late,
                reenter=reentry,
                on_refused=lambda *_: None,
                on_round=bounded(_HANG_BOUND),
            )
        except TournamentError as error:
            # every player who still plays never contests a pot (a player alone at a table waits:
            # with 2 seats a table, 3 players left sit 2 and 1)
            assert "cannot progress" in str(error)
            playing = [name for view in t.tables if len(view.stacks) > 1 for name in view.stacks]
            assert {kinds[name.partition("#")[0]] for name in playing} <= _PASSIVE, error
        else:
            assert t.finished and len(t.standings) == len(t.entries)
        assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total


def test_a_second_thread_is_refused_while_the_tournament_plays_and_nothing_changes():
    import threading

    t = Tournament(players=6, structure=QUICK, table_size=3, seed=2)
    inside = threading.Event()
    release = threading.Event()
    errors: list[Exception] = []

    def slow(view):
        if not inside.is_set():
            inside.set()
            release.wait(10)
        return "fold" if view.legal_actions.fold else "check"

    player = threading.Thread(target=lambda: t.play_round(slow))
    player.start()
    assert inside.wait(10)
    before = (t.hands_played, t.rounds_played, t.entries)
    for call in (lambda: t.play_round(Folder()), lambda: t.run(Folder()), lambda: t.enter("zed")):
        try:
            call()
        except TournamentError as error:
            errors.append(error)
    release.set()
    player.join(10)
    assert len(errors) == 3 and all("in use by another thread" in str(e) for e in errors)
    assert before[2] == t.entries and t.rounds_played == before[1] + 1
    assert sum(t.stacks.values()) == t.chips_in
