"""Tournament rules by id: R-TOUR-1..5, R-BTN-1 (the final table's draw), R-BTN-3 (dead button); prizes and ICM."""

from __future__ import annotations

import os
import random
from fractions import Fraction

import pytest

import holdem
from holdem import Level, Payouts, Structure, Table, TableConfig, Tournament, TournamentError, icm
from holdem.agents import CallingStation, RandomAgent
from holdem.history import finishing_amounts
from holdem.tournament import (
    LateEntry,
    Move,
    Redraw,
    TableState,
    big_blind_order,
    colour_up,
    default_structure,
    free_seat_order,
    load_structure,
    plan_moves,
    redraw_due,
    shared_places,
)

QUICK = Structure(
    [Level(10, 20, hands=4), Level(20, 40, hands=4), Level(40, 80, hands=4), Level(100, 200)],
    starting_stack=1000,
)


def random_agents(t: Tournament, seed: int = 0) -> dict[str, RandomAgent]:
    return {name: RandomAgent(seed=seed * 10_000 + i) for i, name in enumerate(t.entries)}


def between(x: int, a: int, b: int, n: int) -> bool:
    return 0 < (x - a) % n < (b - a) % n


# -- R-TOUR-1: equal stacks, eliminations, one winner ---------------------------------------------


def test_R_TOUR_1_equal_stacks_and_play_until_one_has_every_chip():
    t = Tournament(players=15, structure=QUICK, table_size=8, seed=1)
    assert [len(v.stacks) for v in t.tables] == [8, 7] and set(t.stacks.values()) == {1000}
    t.run(random_agents(t))
    assert t.finished and list(t.stacks.values()) == [15_000]
    assert t.standings[0].place == 1 and t.standings[0].table is None


def test_R_TOUR_1_players_busted_in_one_hand_are_placed_by_their_starting_stacks():
    t = Tournament(players=["a", "b", "c", "d"], structure=QUICK, table_size=4, seed=2)
    t.run(CallingStation())  # calling stations: several busted in one hand, often from equal stacks
    places = sorted((s.place, s.last_place) for s in t.standings)
    covered = sorted(p for first, last in set(places) for p in range(first, last + 1))
    assert covered == [1, 2, 3, 4]
    for first, last in set(places):
        assert (
            sum(1 for p in places if p == (first, last)) == last - first + 1
        )  # a range: that many players


def test_shared_places_share_their_prizes():
    t = Tournament(
        players=["a", "b", "c"],
        structure=QUICK,
        table_size=3,
        seed=1,
        payouts=[50, 30, 20],
        buy_in=100,
    )
    t._out.append(
        holdem.tournament.tournament._Out((("b", 500), ("c", 500)), "final", 1, 1, 1)
    )  # b and c bust together
    for name in ("b", "c"):
        t._tables[0].leave(name)
        t._alive.discard(name)
    rows = {s.player: s for s in t.standings}
    assert (
        (rows["b"].place, rows["b"].last_place) == (2, 3) == (rows["c"].place, rows["c"].last_place)
    )
    assert rows["b"].prize + rows["c"].prize == 150 and rows["a"].prize == 150


# -- R-TOUR-2: levels by hands or by time ---------------------------------------------------------


def test_R_TOUR_2_levels_by_hands_go_to_every_table():
    t = Tournament(players=20, structure=QUICK, table_size=10, seed=3)
    agents = {n: CallingStation() for n in t.entries}
    for _ in range(4):
        t.play_round(agents)
    assert t.level_number == 1
    t.play_round(agents)
    assert t.level_number == 2
    for table in t.all_tables():
        if table.hand_number >= 5 and table.name != "final":
            assert (
                table.records[-1].config.big_blind == 40 and table.records[3].config.big_blind == 20
            )


def test_R_TOUR_2_levels_by_time_on_an_injected_clock():
    now = [0.0]
    structure = Structure(
        [Level(10, 20, minutes=20), Level(20, 40, minutes=20), Level(50, 100)], starting_stack=5000
    )
    t = Tournament(players=6, structure=structure, table_size=6, seed=4, clock=lambda: now[0])
    agents = {n: CallingStation() for n in t.entries}
    t.play_round(agents)
    now[0] = 19 * 60
    t.play_round(agents)
    assert t.level.big_blind == 20
    now[0] = 20 * 60
    t.play_round(agents)
    assert t.level.big_blind == 40 and t.all_tables()[0].records[-1].config.big_blind == 40
    now[0] = 65 * 60  # two levels' time gone: the schedule keeps time
    t.play_round(agents)
    assert t.level_number == 3


def test_a_simulated_clock_makes_each_round_take_its_time():
    t = Tournament(
        players=4, structure=default_structure(), table_size=4, seed=5, seconds_per_round=120
    )
    agents = {n: CallingStation() for n in t.entries}
    for _ in range(10):
        t.play_round(agents)
    assert t.level_number == 1
    t.play_round(agents)
    assert t.level_number == 2 and t.level.big_blind == 100


# -- R-TOUR-3: breaking and balancing ---------------------------------------------------------------


def test_R_TOUR_3_a_table_breaks_and_its_players_take_the_seats_that_post_the_big_blind_soonest():
    t1 = TableState("T1", 6, {1: "a1", 2: "a2", 4: "a4", 5: "a5", 6: "a6"}, big_blind_seat=4)
    t2 = TableState("T2", 6, {1: "b1", 2: "b2", 3: "b3", 5: "b5"}, big_blind_seat=1)
    t3 = TableState("T3", 6, {2: "c2", 5: "c5", 6: "c6"}, big_blind_seat=5)
    # 12 players fit at two tables of 6: T3 (the fewest) breaks; its players, in the order they would
    # post the big blind there (c6, c2, c5), go each to the table with the fewest players (ties: the first)
    assert (
        big_blind_order(t3) == [6, 2, 5]
        and free_seat_order(t2) == [4, 6]
        and free_seat_order(t1) == [3]
    )
    moves = plan_moves([t1, t2, t3])
    assert moves.broken == ("T3",)
    assert moves.moves == (
        Move("c6", "T3", "T2", 4),
        Move("c2", "T3", "T1", 3),
        Move("c5", "T3", "T2", 6),
    )


def test_R_TOUR_3_balancing_moves_the_next_big_blind_to_the_worst_seat():
    t1 = TableState("T1", 9, {s: f"a{s}" for s in range(1, 10)}, big_blind_seat=7)
    t2 = TableState(
        "T2", 9, {2: "b2", 4: "b4", 6: "b6", 8: "b8", 9: "b9", 1: "b1", 3: "b3"}, big_blind_seat=9
    )
    assert plan_moves([t1, t2]).moves == (Move("a8", "T1", "T2", 5),)
    t3 = TableState("T3", 9, {1: "c1", 2: "c2", 3: "c3", 4: "c4"}, big_blind_seat=None)
    moves = plan_moves(
        [t1, t2, t3]
    )  # 20 players do not fit at two tables of 9: balanced to 7, 7, 6
    assert moves.broken == () and moves.moves == (
        Move("a8", "T1", "T3", 5),
        Move("a9", "T1", "T3", 6),
    )
    random_moves = plan_moves([t1, t2], seat_rule="random", rng=random.Random(1))
    assert random_moves.moves[0].seat in (5, 7)


def test_R_TOUR_3_a_moved_player_is_dealt_in_at_once_in_the_big_blind_but_waits_in_the_small_blind():
    config = TableConfig(small_blind=10, big_blind=20)
    table = Table(config, seats=6, mode="tournament", seed=1, first_button=1)
    for seat in (1, 2, 3, 5):
        table.join(f"p{seat}", 1000, seat)
    table.play_hand(CallingStation())  # button 1, blinds 2 and 3
    state = TableState(
        "T", 6, {s: n for s, n in table.seats.items() if n}, table.records[-1].big_blind_table_seat
    )
    seat = free_seat_order(state)[0]
    assert seat == 4
    table.join("moved", 777, seat, transfer=True)  # R-BUY-3: the stack travels
    record = table.play_hand(CallingStation())
    assert record.big_blind_table_seat == 4 and "moved" in record.players
    # the player in the next hand's small blind seat leaves; a player moved into that seat waits
    # through the small blind and the button, and is dealt in once the button has passed (R-TOUR-3)
    table.leave("moved")  # seat 4, the last big blind: the next small blind falls there (R-BTN-3)
    table.join("random seat", 600, 4, transfer=True)
    plays = []
    for _ in range(3):
        record = table.play_hand(CallingStation())
        plays.append(
            (
                "random seat" in record.players,
                record.small_blind_table_seat,
                record.button_table_seat,
            )
        )
    assert plays == [(False, None, 3), (False, 5, 4), (True, 1, 5)]


def test_R_TOUR_3_a_broken_table_s_players_keep_their_stacks():
    t = Tournament(players=25, structure=QUICK, table_size=9, seed=11)
    seen_tables = {len(t.tables)}
    agents = random_agents(t)

    def check(_name, _record):
        assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total

    while not t.finished:
        t.play_round(agents, on_hand=check)
        seen_tables.add(len(t.tables))
        assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total
    assert seen_tables >= {3, 1}


# -- R-BTN-1 at the final table ---------------------------------------------------------------------


def test_R_BTN_1_the_final_table_is_reseated_by_draw_and_draws_the_button():
    t = Tournament(players=30, structure=QUICK, table_size=10, seed=6)
    agents = random_agents(t, 6)
    while len(t.tables) > 1:
        t.play_round(agents)
    (final,) = t.tables
    assert final.name == "final" and final.hand_number == 0 and final.button is None
    table = t.all_tables()[-1]
    t.play_round(agents)
    assert table.button_draw and table.records[0].number == 1  # a new table: its first button drawn
    assert table.history[0].extra["_button_draw"]


class ScriptedDraw:
    """A seeded random source whose next shuffle, once :meth:`stack` is called, puts those cards on top
    (the draw for the button)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.top: list = []

    def stack(self, cards: str) -> None:
        self.top = holdem.parse_cards(cards)

    def shuffle(self, cards: list) -> None:
        self.rng.shuffle(cards)
        if self.top:
            cards[:] = self.top + [c for c in cards if c not in self.top]
            self.top = []

    def randrange(self, *args):
        return self.rng.randrange(*args)

    def random(self) -> float:
        return self.rng.random()


def test_R_BTN_1_a_table_draws_its_button_again_between_hands():
    table = Table(
        TableConfig(small_blind=10, big_blind=20),
        seats=6,
        mode="tournament",
        first_button=1,
        rng=(rng := ScriptedDraw()),
    )
    for seat in (1, 3, 4, 6):
        table.join(f"p{seat}", 1000, seat)
    first = table.play_hand(CallingStation())
    assert (first.button_table_seat, first.small_blind_table_seat, first.big_blind_table_seat) == (
        1,
        3,
        4,
    )
    table.join(
        "moved", 1000, 5, transfer=True
    )  # new here: would wait out the button and the small blind
    # seats 1, 3, 4, 5, 6 draw 9h, Ad, 2c, As, Kd: the aces tie on rank, spades beat diamonds (R-BTN-1)
    rng.stack("9h Ad 2c As Kd")
    assert table.redraw_button() == 5
    record = table.play_hand(CallingStation())
    # a new rotation: the button on the high card, the blinds to its left, whatever the last big blind was
    # (seat 4, whose next big blind under the dead button would have been seat 5), and the moved player
    # is dealt in on the button
    assert (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
    ) == (
        5,
        6,
        1,
    ) and "moved" in record.players
    assert table.history[1].extra["_button_draw"] == ["1:9h 3:Ad 4:2c 5:As 6:Kd"]
    assert "_button_draw" not in (
        table.history[0].extra or {}
    )  # the first button was given, not drawn
    after = table.play_hand(CallingStation())  # then the dead button goes on from there (R-BTN-3)
    assert (after.button_table_seat, after.small_blind_table_seat, after.big_blind_table_seat) == (
        6,
        1,
        3,
    )
    assert finishing_amounts(holdem.replay(table.history[1]), 1) == list(
        table.history[1].finishing_stacks
    )


def test_R_BTN_1_a_redraw_is_between_hands_and_needs_two_players():
    table = Table(TableConfig(small_blind=10, big_blind=20), seats=6, mode="tournament", seed=2)
    table.join("a", 1000, 2)
    with pytest.raises(holdem.TableError, match="between hands among two or more"):
        table.redraw_button()
    table.join("b", 1000, 5)
    assert table.redraw_button() in (2, 5) and table.hand_number == 0
    table.join("c", 1000, 3)
    button = table.redraw_button()
    table.leave(
        table.seats[button]
    )  # the button's player leaves before the hand: the hand draws again
    record = table.play_hand(CallingStation())
    draw = [pair.split(":") for pair in table.history[0].extra["_button_draw"][0].split()]
    assert sorted(int(seat) for seat, _ in draw) == sorted(
        record.table_seats
    )  # the two left drew, and that draw is kept
    assert (
        record.button_table_seat
        == max((holdem.parse_card(card), int(seat)) for seat, card in draw)[1]
    )


def test_R_BTN_1_a_table_re_seated_with_half_new_players_draws_the_button_again():
    t = Tournament(players=60, structure=QUICK, table_size=6, seed=4)
    agents = random_agents(t)
    t.play_round(agents)  # T3 loses players in its first hand and is re-seated from broken tables
    t3 = next(table for table in t.all_tables() if table.name == "T3")
    before = set(t3.records[-1].players)  # everyone seated was dealt into the first hand
    (redraw,) = t.redraws
    assert redraw[:4] == ("T3", 2, 3, ("p36", "p17", "p56")) and set(redraw.players) == {
        n for n in t3.stacks
    }
    seated = {n for n in t3.seats.values() if n}
    assert len(seated) == 6 and seated - before == set(
        redraw.new
    )  # three of six new: half (R-BTN-1)
    t.play_round(agents)
    record = t3.records[-1]
    assert (
        record.number == 2 and record.button_table_seat == 3
    )  # the high card's seat has the button
    draw = [pair.split(":") for pair in t3.history[-1].extra["_button_draw"][0].split()]
    assert max((holdem.parse_card(card), int(seat)) for seat, card in draw)[1] == 3
    assert sorted(int(seat) for seat, _ in draw) == sorted(
        record.table_seats
    )  # everyone drew, the new players too
    later = [s for s in sorted(record.table_seats) if s > 3] + [
        s for s in sorted(record.table_seats) if s < 3
    ]
    assert (record.small_blind_table_seat, record.big_blind_table_seat) == (
        later[0],
        later[1],
    )  # a new rotation from the button


def test_R_BTN_1_late_entries_that_make_half_the_table_draw_its_button_again():
    t = Tournament(players=["a", "b"], structure=QUICK, table_size=6, seed=9)
    t.play_round(CallingStation())
    t.enter("x")
    assert not t.redraws  # one new of three
    t.enter("y")
    ((table, hand, button, new, _),) = t.redraws  # two new of four: half
    assert (table, hand, new) == ("T1", 2, ("x", "y"))
    t.enter("z")  # the players changed after the draw: drawn again, the last draw seats the hand
    (redraw,) = t.redraws
    seats = {n: s for s, n in t.tables[0].seats.items() if n}
    assert (
        redraw == Redraw("T1", 2, redraw.button, ("x", "y", "z"), tuple(seats))
        and redraw.button in seats.values()
    )
    button = redraw.button
    assert t.play_round(CallingStation()) == 1
    record = t.all_tables()[0].records[-1]
    assert (
        record.number == 2 and record.button_table_seat == button and len(record.players) == 5
    )  # nobody held out


def test_R_BTN_1_half_or_more_new_players_is_a_re_seated_table():
    assert redraw_due({"a", "b", "c", "d"}, {"a", "b", "x", "y"})
    assert not redraw_due({"a", "b", "c", "d", "e"}, {"a", "b", "c", "x", "y"})
    assert not redraw_due({"a", "b"}, {"a", "b"}) and redraw_due({"a", "b"}, {"a", "x"})
    assert not redraw_due({"a", "b", "c"}, {"a", "b"})  # a player left: nobody is new


# -- R-TOUR-4: late entry ---------------------------------------------------------------------------


def test_R_TOUR_4_late_entry_with_the_ten_big_blind_penalty_until_level_3_ends():
    t = Tournament(
        players=12,
        structure=Structure(
            [
                Level(10, 20, hands=2),
                Level(20, 40, hands=2),
                Level(25, 50, hands=2),
                Level(50, 100),
            ],
            starting_stack=2000,
        ),
        table_size=6,
        seed=7,
        reentry=True,
    )
    agents: dict[str, object] = {n: CallingStation() for n in t.entries}
    assert t.enter("early") == "early" and t.stacks["early"] == 2000  # before play: no penalty
    t.play_round(agents)
    name = t.enter("late")
    assert name == "late" and t.stacks["late"] == 2000 - 10 * 20
    for _ in range(4):
        t.play_round(agents)
    assert t.level_number == 3 and t.late_entry_open
    t.enter("later")
    assert t.stacks["later"] == 2000 - 10 * 50
    sizes = [len(v.stacks) for v in t.tables]
    assert max(sizes) - min(sizes) <= 1
    with pytest.raises(TournamentError, match="still playing"):
        t.enter("late")
    t.play_round(agents), t.play_round(agents)
    assert t.level_number == 4
    with pytest.raises(TournamentError, match="late entry is open through level 3"):
        t.enter("too late")
    assert t.chips_in == 15 * 2000 - 200 - 500


def test_R_TOUR_4_run_enters_a_schedule_of_late_entries_with_the_penalty():
    t = Tournament(players=30, structure=QUICK, table_size=10, seed=12)
    entered: dict[str, int] = {}

    def seen(
        _table: str, _record: object
    ) -> None:  # the rounds played before an entry's first hand
        for name in ("by round", "by level"):
            if name in t.stacks:
                entered.setdefault(name, t.rounds_played)

    agents = {n: CallingStation() for n in [*t.entries, "by round", "by level", "first"]}
    summary = t.run(
        agents,
        on_hand=seen,
        late_entries=[LateEntry("by level", level=2), LateEntry("by round", round=2), "first"],
    )
    # "first" is in before the first hand (no penalty); "by round" after round 2, at level 1 (big blind 20);
    # "by level" once level 2 (40) is reached: after its first round, round 5 (the levels last 4 rounds)
    assert entered == {"by round": 2, "by level": 5}
    assert t.chips_in == 30 * 1000 + 1000 + (1000 - 10 * 20) + (1000 - 10 * 40)
    assert (
        summary["players"] == 33 and summary["prize_pool"] == 33 * 100
    )  # each entry adds a buy-in
    places = {p["player"]: p for p in summary["places"]}
    assert {"first", "by round", "by level"} <= set(places) and len(places) == 33
    assert sum(p["prize"] for p in summary["places"]) == 3300


def test_R_TOUR_4_run_refuses_an_entry_after_the_window():
    t = Tournament(players=20, structure=QUICK, table_size=10, seed=13)
    agents = random_agents(t)
    with pytest.raises(
        TournamentError, match="late entry is open through level 3: 'late' at level 4"
    ):
        t.run(agents, late_entries=[LateEntry("late", level=4)])
    assert t.rounds_played == 0 and len(t.entries) == 20  # refused before anything was played
    with pytest.raises(TournamentError, match="LateEntry"):
        t.run(agents, late_entries=[LateEntry("late", round=-1)])
    with pytest.raises(TournamentError, match="late entry is open through level 3"):
        t.run(
            agents, late_entries=[LateEntry("late", round=13)]
        )  # level 4 by then: raised when due
    assert t.rounds_played == 13 and "late" not in t.entries and not t.finished
    refused: list[tuple[str, str]] = []
    summary = t.run(
        agents,
        late_entries=[LateEntry("later", round=14)],
        on_refused=lambda name, error: refused.append((name, str(error))),
    )
    assert [name for name, _ in refused] == ["later"] and "level 3" in refused[0][1]
    assert summary["finished"] and summary["players"] == 20


def test_R_TOUR_4_run_reenters_busted_players_during_late_entry():
    t = Tournament(players=20, structure=QUICK, table_size=10, seed=14, reentry=True)
    agents = random_agents(t)
    with pytest.raises(TournamentError, match="reentry=True"):
        Tournament(players=4, structure=QUICK, seed=1).run(agents, reenter=True)
    summary = t.run(agents, reenter=True)
    again = [e for e in t.entries if "#" in e]
    assert (
        again
        and summary["players"] == 20 + len(again)
        and summary["prize_pool"] == 100 * len(t.entries)
    )
    assert {p["player"] for p in summary["places"]} == set(t.entries)
    for entry in again:  # entered after a round at level 1 to 3, each with its penalty
        base, number = entry.split("#")
        assert base in t.entries and (number == "2" or f"{base}#{int(number) - 1}" in t.entries)


def test_R_TOUR_4_reentry_is_a_new_entry_and_only_when_allowed():
    t = Tournament(players=["a", "b", "c"], structure=QUICK, table_size=6, seed=8)
    t.play_round(CallingStation())
    t._tables[0].leave("a")  # as if a were busted
    t._alive.discard("a")
    with pytest.raises(TournamentError, match="re-entry is off"):
        t.enter("a")
    t._reentry = True
    assert t.enter("a") == "a#2"


# -- R-TOUR-5: chip-up ------------------------------------------------------------------------------


def test_R_TOUR_5_rounding_up():
    assert colour_up({"a": 1025, "b": 950, "c": 1000}, 100, "up") == {
        "a": 1100,
        "b": 1000,
        "c": 1000,
    }


def test_R_TOUR_5_race_off_one_chip_each_to_the_highest_cards_and_nobody_raced_out():
    cards = {
        "a": holdem.parse_card("As"),
        "b": holdem.parse_card("Kd"),
        "c": holdem.parse_card("2c"),
    }
    draw = lambda names: [cards[n] for n in names]  # noqa: E731
    # odd chips 75 + 50 + 25 = 150: one and a half 100s, rounded half up: two new chips, to a and b
    assert colour_up({"a": 1075, "b": 950, "c": 25}, 100, "race", draw) == {
        "a": 1100,
        "b": 1000,
        "c": 100,
    }
    # 25 + 25 = 50: one chip, to the higher card; c has nothing else and keeps one chip
    assert colour_up({"a": 1025, "c": 25}, 100, "race", draw) == {"a": 1100, "c": 100}
    assert colour_up({"a": 1025, "b": 1000}, 100, "race", draw) == {"a": 1000, "b": 1000}


def test_R_TOUR_5_a_tournament_colours_up_when_the_smallest_chip_is_no_longer_needed():
    structure = Structure(
        [Level(25, 50, hands=2), Level(100, 200, hands=3), Level(500, 1000)],
        starting_stack=10_000,
        chips=(25, 100, 500),
    )
    assert [structure.smallest_chip(i) for i in range(3)] == [25, 100, 500]
    t = Tournament(players=12, structure=structure, table_size=6, seed=9, chip_up="race")
    agents = {n: RandomAgent(seed=i) for i, n in enumerate(t.entries)}
    t.play_round(agents), t.play_round(agents)
    odd = {name for name, stack in t.stacks.items() if stack % 100}
    starts = []
    t.play_round(agents, on_hand=lambda _name, record: starts.extend(record.starting_stacks))
    assert (
        t.level_number == 2 and odd
    )  # level 2 started: the chip-up to 100 came before its first hand
    assert {c[2] for c in t.colour_up_changes if c[0] == 2} == odd and all(
        s % 100 == 0 for s in starts
    )
    assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total


# -- prizes and ICM ---------------------------------------------------------------------------------


def test_payouts_and_icm_worked_example():
    assert Payouts([50, 30, 20]).prizes(1001) == [501, 300, 200]
    assert Payouts([Fraction(100, 3)] * 3).prizes(100) == [34, 33, 33]
    # Malmuth-Harville, stacks 50/30/20 of 100, prizes 50/30/20: player 1 is second with chance
    # 30/100*50/70 + 20/100*50/80 = 19/56, third 9/56: 1/2*50 + 19/56*30 + 9/56*20 = 38.392857...
    equity = icm([50, 30, 20], [50, 30, 20])
    assert equity == pytest.approx([25 + 750 / 56, 32.75, 28.857142857], abs=1e-6)
    assert sum(icm([3, 1, 4, 1, 5, 9, 2, 6, 5, 3], [40, 25, 15, 10, 10])) == pytest.approx(100)


def test_tournament_icm_at_the_final_table():
    t = Tournament(players=6, structure=QUICK, table_size=6, seed=12, payouts=[65, 35], buy_in=10)
    equity = t.icm()
    assert (
        sum(equity.values()) == pytest.approx(60)
        and len(set(round(e, 9) for e in equity.values())) == 1
    )


# -- bad input --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "make, match",
    [
        (lambda: Tournament(players=1), "at least two players"),
        (lambda: Tournament(players=["a", "a"]), "distinct"),
        (
            lambda: Tournament(players=["a", "b", "a", "c", "b"]),
            r"distinct: \['a', 'b'\] given more than once",
        ),
        (
            lambda: Tournament(players=["a", "b\n"]),
            r"an entry's name is printable, non-empty text without '#', got 'b\\n'",
        ),
        (lambda: Tournament(players=["a", "b#2"]), r"without '#', got 'b#2'"),
        (lambda: Level(100, 50), "big blind .50. is below its small blind .100."),
        (lambda: Tournament(players=9, table_size=11), "table_size is 2 to 10"),
        (lambda: Tournament(players=9, table_size=1), "table_size is 2 to 10"),
        (lambda: Payouts([110, -10]), "place 2's percentage is negative"),
        (lambda: Payouts([50, 30]), "sum to 80, not 100"),
        (lambda: Tournament(players=9, seat_rule="left"), "seat_rule is one of"),
        (lambda: Tournament(players=9, chip_up="down"), "chip_up is one of"),
        (lambda: Structure([], starting_stack=100), "non-empty sequence of Level"),
        (
            lambda: Structure([Level(10, 20)], starting_stack=1010, chips=(25,)),
            "not made of the smallest chip",
        ),
        (
            lambda: load_structure("starting_stack = 1\n[[level]]\nsmall_blind = 1\n"),
            "needs small_blind and big_blind",
        ),
        (
            lambda: load_structure("starting_stack = 1\nblinds = 3\n[[level]]\n"),
            "unknown structure keys",
        ),
        (lambda: load_structure("nope.toml"), "cannot read the structure file"),
    ],
)
def test_bad_input_is_a_typed_error_naming_it(make, match):
    with pytest.raises(TournamentError, match=match):
        make()
    assert issubclass(TournamentError, ValueError) and issubclass(
        TournamentError, holdem.HoldemError
    )


@pytest.mark.parametrize("name", ["", "  ", "a#2", "tab\there", 7])
def test_a_late_entry_and_a_starting_entry_are_refused_the_same_names(name):
    # R-TOUR-4: one rule for an entry's name, whenever it enters; the error names it and says what a name is
    t = Tournament(players=4, structure=QUICK, table_size=4, seed=1)
    message = r"an entry's name is printable, non-empty text without '#', got "
    with pytest.raises(TournamentError, match=message):
        t.enter(name)
    with pytest.raises(TournamentError, match=message):
        Tournament(players=["a", "b", name])
    assert t.entries == ("p1", "p2", "p3", "p4") and len(t.stacks) == 4  # nothing changed


def test_a_finished_tournament_refuses_another_round():
    t = Tournament(players=2, structure=QUICK, table_size=2, seed=1)
    t.run(RandomAgent(seed=1))
    with pytest.raises(TournamentError, match="over"):
        t.play_round(RandomAgent(seed=1))


# -- the structure file ------------------------------------------------------------------------------


def test_the_shipped_structure_is_twenty_minute_levels(tmp_path):
    s = default_structure()
    assert all(level.minutes == 20 for level in s.levels) and s.starting_stack == 10_000
    assert (s.levels[0].small_blind, s.levels[0].big_blind) == (25, 50)
    assert s.levels[3].config().ante_type is holdem.AnteType.BIG_BLIND_ONLY
    path = tmp_path / "s.toml"
    path.write_text(
        "starting_stack = 500\nhands = 3\n[[level]]\nsmall_blind = 5\nbig_blind = 10\nante = 1\n"
        "[[level]]\nsmall_blind = 10\nbig_blind = 20\nhands = 7\n",
        encoding="utf-8",
    )
    loaded = load_structure(path)
    assert loaded.levels == (Level(5, 10, ante=1, hands=3), Level(10, 20, hands=7))
    assert loaded.levels[0].config().ante_type is holdem.AnteType.UNIFORM


# -- the record: PHH that replays --------------------------------------------------------------------


def test_every_table_s_history_replays(tmp_path):
    t = Tournament(players=14, structure=QUICK, table_size=7, seed=13)
    summary = t.run(random_agents(t, 13))
    paths = t.write_histories(tmp_path)
    assert {p.stem for p in paths} >= {"final"} and len(paths) >= 2
    hands = 0
    for path in paths:
        for history in holdem.read_phhs(path):
            hand = holdem.replay(history)
            assert finishing_amounts(hand, 1) == list(history.finishing_stacks)  # PHH order
            hands += 1
    assert hands == summary["hands"]
    assert summary["places"][0]["place"] == 1 and summary["level"] >= 1 and summary["chip_leaders"]


# -- the property test --------------------------------------------------------------------------------

_SIZES = [(10, 1), (11, 2), (57, 3), (230, 4), (1000, 5)]
_EXTRA = int(
    os.environ.get("HOLDEM_TOURNAMENT_PROPERTY_RUNS", "0")
)  # more seeded tournaments by env var
_CASES = _SIZES + [(random.Random(k).randint(10, 1000), 100 + k) for k in range(_EXTRA)]


@pytest.mark.parametrize("players, seed", _CASES)
def test_tournament_properties(players, seed):
    rng = random.Random(seed)
    size = rng.randint(2, 10)
    t = Tournament(
        players=players,
        structure=QUICK,
        table_size=size,
        seed=seed,
        seat_rule=rng.choice(["big-blind", "random"]),
        keep_history=False,
        reentry=True,
    )
    late = [LateEntry(f"late{k}", round=rng.randint(0, 14)) for k in range(rng.randint(0, 4))]
    names = [*t.entries, *(e.name for e in late)]
    agents = {name: RandomAgent(seed=seed * 10_000 + i) for i, name in enumerate(names)}

    def conserved(_name, _record):  # every chip an entry brought, plus the colour-up (R-TOUR-5)
        assert sum(t.stacks.values()) == t.chips_in + t.colour_up_total

    previous: dict[str, tuple] = {}

    def orbit(name, record):
        """R-BTN-3: under the dead button the big blind goes from one hand to the next to the first player
        dealt in clockwise after the last big blind's seat, so in an orbit at their table nobody skips it or
        posts it twice; a table whose button was drawn again (R-BTN-1) starts a new orbit."""
        last = previous.get(name)
        previous[name] = record
        drawn = {(r.table, r.hand): r.button for r in t.redraws}
        if (name, record.number) in drawn:
            assert (
                record.button_table_seat == drawn[name, record.number]
            )  # the high card's seat deals
            return
        if last is None or last.number != record.number - 1:
            return
        seat_of = dict(zip(last.players, last.table_seats))
        assert record.big_blind_table_seat != last.big_blind_table_seat
        assert record.big_blind_table_seat == min(
            record.table_seats, key=lambda s: (s - last.big_blind_table_seat - 1) % size
        )
        for player, seat in zip(record.players, record.table_seats):
            if seat_of.get(player) == seat:
                assert not between(
                    seat, last.big_blind_table_seat, record.big_blind_table_seat, size
                ), (
                    name,
                    record.number,
                    player,
                )

    def balanced(
        tour: Tournament,
    ) -> None:  # after every round's breaking, balancing and entries (R-TOUR-3)
        sizes = [len(v.stacks) for v in tour.tables]
        assert max(sizes) - min(sizes) <= 1

    refused: list[str] = []
    t.run(
        agents,
        on_hand=lambda name, record: (conserved(name, record), orbit(name, record)),
        on_round=balanced,
        late_entries=late,
        reenter=True,
        on_refused=lambda name, _error: refused.append(name),
    )
    entries = len(t.entries)
    assert entries == players + len(late) - len(refused) + sum("#" in e for e in t.entries)
    standings = t.standings
    assert len(standings) == entries and len({s.player for s in standings}) == entries
    assert [s for s in standings if s.place == 1] == [standings[0]] and standings[0].last_place == 1
    covered = sorted(
        p for s in {(s.place, s.last_place) for s in standings} for p in range(s[0], s[1] + 1)
    )
    assert covered == list(range(1, entries + 1))
    assert list(t.stacks.values()) == [t.chips_in + t.colour_up_total]
    assert sum(s.prize for s in standings) == t.prize_pool == 100 * entries


# -- the command ------------------------------------------------------------------------------------


def test_cli_tournament_json_has_every_place(capsys):
    import json

    from holdem.cli import main

    assert (
        main(["tournament", "--players", "40", "--table-size", "9", "--seed", "7", "--json"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == 40 and data["hands"] > 0 and data["level"] >= 1
    assert len(data["places"]) == 40 and data["places"][0]["place"] == 1
    assert sum(p["prize"] for p in data["places"]) == data["prize_pool"] == 4000
    assert all(p["hand"] is not None for p in data["places"][1:])


def test_cli_tournament_prints_the_places_and_refuses_bad_input(capsys, tmp_path):
    from holdem.cli import main

    assert (
        main(
            [
                "tournament",
                "--players",
                "12",
                "--seed",
                "1",
                "--agents",
                "random,calling",
                "--history",
                str(tmp_path),
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "12 players" in out and "winner" in out and list(tmp_path.glob("*.phhs"))
    assert main(["tournament", "--players", "1"]) == 2
    assert "at least two players" in capsys.readouterr().err
    assert main(["tournament", "--players", "9", "--table-size", "12"]) == 2
    assert "table_size is 2 to 10" in capsys.readouterr().err


def test_cli_tournament_late_entries_R_TOUR_4(capsys):
    import json

    from holdem.cli import main

    assert (
        main(["tournament", "--players", "40", "--seed", "4", "--late-entries", "6", "--json"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    # spread over the 30 rounds of the window (20-minute levels, 2 minutes a round): after rounds 1, 6, 11, ...;
    # random agents bring the field to one table by round 11, and late entry closes there
    assert data["late_entries"] == ["late1", "late2"]
    assert [r["player"] for r in data["refused"]] == ["late3", "late4", "late5", "late6"]
    assert all("before the final table" in r["reason"] for r in data["refused"])
    assert data["entries"] == 42 == len(data["places"]) and data["prize_pool"] == 4200
    assert {"late1", "late2"} <= {p["player"] for p in data["places"]}
    assert sum(p["prize"] for p in data["places"]) == 4200
    # two players finish before the third entry (due after round 21 of the 30 of the window): reported
    assert (
        main(["tournament", "--players", "2", "--seed", "3", "--late-entries", "3", "--json"]) == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert data["late_entries"] == ["late1", "late2"] and data["entries"] == 4
    assert data["refused"] == [
        {"player": "late3", "reason": "late entry is closed: the tournament is over (R-TOUR-4)"}
    ]
    assert main(["tournament", "--players", "2", "--seed", "3", "--late-entries", "3"]) == 0
    assert "refused: late3: late entry is closed" in capsys.readouterr().out
    assert main(["tournament", "--players", "12", "--seed", "5", "--reentry", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["late_entries"] and all("#" in e for e in data["late_entries"])
    assert data["entries"] == 12 + len(data["late_entries"]) == len(data["places"])
    for bad in ("-1", "100001"):
        assert main(["tournament", "--players", "12", "--late-entries", bad]) == 2
        assert "--late-entries is a count, 0 to 100,000" in capsys.readouterr().err


def test_cli_tournament_plot_is_a_png_of_the_right_size(tmp_path):
    pytest.importorskip("matplotlib")
    import struct

    from holdem.cli import main

    path = tmp_path / "chips.png"
    assert (
        main(["tournament", "--players", "25", "--seed", "3", "--plot", str(path), "--json"]) == 0
    )
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", head[16:24]) == (1000, 600)


def test_late_entries_spread_over_the_late_entry_window():
    # R-TOUR-4: spread evenly over the window's rounds, the first after round 1 (holdem tournament --late-entries)
    timed = Structure(
        [Level(10, 20, minutes=10), Level(20, 40, hands=4), Level(50, 100)],
        starting_stack=1000,
        late_entry_levels=2,
    )
    spread = timed.spread_late_entries(
        ["a", "b", "c"], 120
    )  # 10 minutes are 5 rounds of 2, then 4 hands: 9
    assert [(e.name, e.round, e.level) for e in spread] == [("a", 1, 1), ("b", 4, 1), ("c", 7, 1)]
    assert timed.spread_late_entries([], 120) == []
    endless = Structure([Level(10, 20)], starting_stack=1000, late_entry_levels=1)
    assert [e.round for e in endless.spread_late_entries(["a", "b", "c"], 120)] == [
        1,
        2,
        3,
    ]  # one a round
    for bad in (0, -1, float("nan"), True, "60"):
        with pytest.raises(TournamentError, match="seconds_per_round is a number above 0"):
            timed.spread_late_entries(["a"], bad)


# -- found in review (each failed before its fix) ---------------------------------------------------


def test_R_TOUR_2_levels_in_hands_and_in_minutes_each_last_their_own_length():
    structure = Structure(
        [Level(10, 20, hands=5), Level(20, 40, minutes=10), Level(30, 60, hands=3), Level(40, 80)],
        starting_stack=100_000,
    )
    t = Tournament(players=4, structure=structure, table_size=4, seed=1, seconds_per_round=60)
    played = []
    for _ in range(22):
        t.play_round(CallingStation())
        played.append(t.level_number)
    assert [played.count(level) for level in (1, 2, 3, 4)] == [5, 10, 3, 4]


def test_a_bad_agent_at_any_table_is_refused_before_the_round_changes_anything():
    t = Tournament(
        players=20, structure=Structure([Level(10, 20)], starting_stack=1000), table_size=10, seed=1
    )
    agents: dict[str, object] = {n: CallingStation() for n in t.entries}
    agents[next(iter(t.tables[-1].stacks))] = 5  # a player at the last table: not an agent
    with pytest.raises(TournamentError, match="is a int: an agent is a callable"):
        t.play_round(agents)
    assert t.hands_played == 0 and [table.hand_number for table in t.tables] == [0, 0]


def test_players_given_as_text_is_an_error_not_one_player_a_letter():
    with pytest.raises(
        TournamentError, match="players is a count or a sequence of names, got 'alice'"
    ):
        Tournament(players="alice")


def test_R_TOUR_4_reentry_refuses_a_late_entry_window_that_never_ends():
    structure = Structure(
        [Level(10, 20, hands=3), Level(20, 40)], starting_stack=500
    )  # window: through level 3
    t = Tournament(players=30, structure=structure, table_size=6, seed=1, reentry=True)
    with pytest.raises(TournamentError, match="a late-entry window that ends"):
        t.run(CallingStation(), reenter=True)
    assert t.rounds_played == 0


def test_a_shared_prizes_odd_unit_goes_to_the_first_of_them_in_the_standings():
    rows = shared_places([("zed", 100), ("bob", 100), ("amy", 100)], 2, [7, 3, 2, 0])
    assert {name: prize for name, *_, prize in rows} == {"amy": 3, "bob": 1, "zed": 1}


def test_R_TOUR_5_a_late_entry_after_a_colour_up_gets_only_chips_in_play():
    structure = Structure(
        [Level(25, 50, hands=1), Level(100, 200, hands=5), Level(200, 400)],
        starting_stack=10_025,
        chips=(25, 100),
    )
    t = Tournament(players=4, structure=structure, table_size=6, seed=1)
    t.play_round(CallingStation()), t.play_round(CallingStation())  # level 2: the 25s are gone
    t.enter("late")
    assert t.stacks["late"] == 8_100  # 10,025 - 10 big blinds of 200, rounded up to the 100 chip


def test_R_TOUR_4_reentry_refuses_a_window_with_a_level_that_never_ends():
    structure = Structure(
        [Level(1, 2), Level(2, 4)], starting_stack=100, late_entry_levels=1
    )  # level 1: no end
    t = Tournament(players=40, structure=structure, table_size=10, seed=1, reentry=True)
    with pytest.raises(TournamentError, match="level 1 has no end"):
        t.run(RandomAgent(seed=0), reenter=True)
