"""Omaha and short deck above the hand: a table of bots (R-GAME-1, R-GAME-2), the button blind at a table
(R-BLIND-9), a tournament, a simulation and the command line, each with every chip accounted for (R-POT-6)."""

from __future__ import annotations

import json

import pytest

from holdem import (
    BettingStructure,
    Level,
    Structure,
    Table,
    TableConfig,
    TableError,
    Tournament,
    TournamentError,
    load_structure,
    simulate,
)
from holdem.agents import CallingStation, RandomAgent, TightAggressive
from holdem.cli import main
from holdem.game import GAMES_BY_NAME

CFG = TableConfig(small_blind=1, big_blind=2)
NAMES = ("omaha", "omaha-5", "omaha-6", "omaha-hi-lo", "short-deck")


def bots(names: list[str]) -> dict[str, object]:
    kinds = (RandomAgent, CallingStation, TightAggressive)
    return {
        name: (kinds[i % 3](seed=i) if kinds[i % 3] is RandomAgent else kinds[i % 3]())
        for i, name in enumerate(names)
    }


@pytest.mark.parametrize("name", NAMES)
def test_a_table_of_bots_plays_each_game_and_keeps_every_chip(name):
    game = GAMES_BY_NAME[name]
    table = Table(CFG, seats=min(6, game.max_seats), seed=5, game=name)
    players = [f"p{i}" for i in range(min(6, game.max_seats))]
    for player in players:
        table.join(player, 200, auto_rebuy=True)
    assert table.play(bots(players), hands=60) == 60
    assert sum(table.stacks.values()) == table.bought_in - table.cashed_out  # R-POT-6
    assert table.config.betting is game.betting  # R-GAME-2: the config named none
    records = table.records
    assert len(records) == 60 and all(r.game is game for r in records)
    for record in records[-5:]:  # a record deals the same hand again, its cards the game's
        hand = record.hand
        assert hand.game is game and hand.stacks == tuple(record.finishing_stacks)
        assert all(c in game.deck for c in hand.board)


def test_R_GAME_1_a_table_seats_no_more_than_the_deck_deals():
    with pytest.raises(TableError, match="at most 7 seats"):
        Table(CFG, seats=8, game="omaha-6")
    with pytest.raises(TableError, match="game is 'holdem', 'draw'"):
        Table(CFG, game="stud")


def test_R_GAME_2_a_table_keeps_a_structure_given_and_its_new_stakes_take_the_games():
    table = Table(TableConfig(BettingStructure.NO_LIMIT), seats=2, game="omaha")
    assert table.config.betting is BettingStructure.NO_LIMIT
    table = Table(seats=2, game="omaha")  # no config: the default one, pot-limit Omaha
    assert table.config.betting is BettingStructure.POT_LIMIT
    table.set_config(TableConfig(small_blind=5, big_blind=10))
    assert table.config.betting is BettingStructure.POT_LIMIT and table.config.big_blind == 10


# -- the button blind at a table (R-BLIND-9) ---------------------------------------------------------

BUTTON = TableConfig(small_blind=0, big_blind=5, ante=5, button_blind=True)


def test_R_BLIND_9_the_button_moves_to_the_next_player_each_hand_and_posts_the_blind():
    table = Table(BUTTON, seats=6, seed=2, game="short-deck", first_button=2)
    for seat, name in ((1, "a"), (2, "b"), (4, "c"), (6, "d")):
        table.join(name, 500, seat, auto_rebuy=True)
    table.play({n: CallingStation() for n in "abcd"}, hands=6)
    records = table.records
    assert [r.button_table_seat for r in records] == [2, 4, 6, 1, 2, 4]
    for record in records:
        assert (
            record.small_blind_table_seat is None
            and record.big_blind_table_seat == record.button_table_seat
        )
        assert record.posted[record.button_table_seat] == (("ante", 5), ("big blind", 5))
        assert all(
            record.posted[s] == (("ante", 5),)
            for s in record.table_seats
            if s != record.button_table_seat
        )
    assert sum(table.stacks.values()) == table.bought_in - table.cashed_out


def test_R_BLIND_9_no_one_misses_a_button_blind():
    with pytest.raises(TableError, match="a button blind have none"):
        Table(BUTTON, seats=4, game="short-deck", missed_blinds=True)
    table = Table(BUTTON, seats=4, seed=3, game="short-deck", first_button=1)
    for name in "abc":
        table.join(name, 500)
    agents = {n: CallingStation() for n in "abc"}
    table.play(agents, hands=1)
    table.sit_out("b")
    table.play(agents, hands=2)
    table.come_back("b")
    table.join("d", 500)  # joins after the first hand: dealt in at once, owing nothing
    table.play({**agents, "d": CallingStation()}, hands=1)
    last = table.records[-1]
    assert set(last.players) == {"a", "b", "c", "d"}
    assert all(
        kind == "ante" or seat == last.button_table_seat
        for seat, posts in last.posted.items()
        for kind, _ in posts
    )
    with pytest.raises(TableError, match="button_blind stays as the table began"):
        table.set_config(TableConfig(small_blind=1, big_blind=2))


def test_R_BLIND_9_a_heads_up_button_blind_table_alternates_the_button():
    table = Table(BUTTON, seats=2, seed=4, game="short-deck", first_button=1)
    table.join("a", 500), table.join("b", 500)
    table.play({"a": CallingStation(), "b": CallingStation()}, hands=4)
    assert [r.button_table_seat for r in table.records] == [1, 2, 1, 2]
    assert all(r.posted[r.button_table_seat][-1] == ("big blind", 5) for r in table.records)


# -- a tournament, a simulation, the command line --------------------------------------------------


@pytest.mark.parametrize("name", ["omaha", "omaha-hi-lo", "short-deck"])
def test_a_tournament_of_each_game_plays_to_the_end(name):
    levels = Structure([Level(10, 20, hands=5), Level(50, 100)], starting_stack=500)
    tournament = Tournament(players=6, structure=levels, seed=1, game=name, table_size=6)
    assert tournament.game is GAMES_BY_NAME[name]
    tournament.run({n: RandomAgent(seed=i) for i, n in enumerate(tournament.entries)})
    standings = tournament.standings
    assert standings[0].place == 1 and sum(s.prize for s in standings) == 600
    assert sum(tournament.stacks.values()) == 3000  # R-POT-6: one player holds every chip


def test_R_BLIND_9_a_button_blind_tournament_of_short_deck_plays_to_the_end():
    levels = Structure(
        [Level(0, 10, ante=10, hands=6), Level(0, 40, ante=40)],
        starting_stack=500,
        button_blind=True,
    )
    tournament = Tournament(players=8, structure=levels, seed=2, game="short-deck", table_size=6)
    tournament.run({n: RandomAgent(seed=i) for i, n in enumerate(tournament.entries)})
    assert sum(tournament.stacks.values()) == 4000  # R-POT-6: one player holds every chip
    records = [r for table in tournament.all_tables() for r in table.records]
    assert len(records) > 10 and all(_button_posts_the_one_blind(r) for r in records)


def _button_posts_the_one_blind(record) -> bool:
    """R-BLIND-9: no small blind, and the button's last post is the big blind, unless the ante put it all in."""
    button = record.button_table_seat
    posts = record.posted[button]
    all_in = sum(a for _, a in posts) == record.starting_stacks[record.table_seats.index(button)]
    no_small = not any(kind == "small blind" for p in record.posted.values() for kind, _ in p)
    return no_small and (posts[-1][0] == "big blind" or all_in)


@pytest.mark.parametrize(
    ("levels", "match"),
    [
        ([Level(5, 10)], "level 1 has a small blind of 5: with button_blind"),
        ([Level(0, 10), Level(10, 20)], "level 2 has a small blind of 10"),
    ],
)
def test_R_BLIND_9_a_button_blind_structure_has_no_small_blind(levels, match):
    with pytest.raises(TournamentError, match=match):
        Structure(levels, starting_stack=500, button_blind=True)


def test_R_BLIND_9_a_structure_file_says_button_blind():
    text = "starting_stack = 500\nbutton_blind = true\n[[level]]\nsmall_blind = 0\nbig_blind = 10\nante = 10\n"
    config = load_structure(text).config(0)
    assert (config.button_blind, config.big_blind, config.ante) == (True, 10, 10)
    with pytest.raises(TournamentError, match="button_blind is True or False"):
        load_structure(text.replace("true", '"yes"'))


def test_a_tournament_refuses_tables_larger_than_the_deck_deals():
    with pytest.raises(TournamentError, match="at most 7 seats"):
        Tournament(players=9, table_size=9, game="omaha-6")


@pytest.mark.parametrize(("name", "seats"), [("holdem", 10), ("omaha-5", 8), ("omaha-6", 7)])
def test_R_GAME_1_a_tournament_seats_as_many_as_the_game_deals_by_default(name, seats):
    tournament = Tournament(players=16, seed=1, game=name)
    assert {len(table.seats) for table in tournament.tables} == {seats}


@pytest.mark.parametrize("name", NAMES)
def test_simulate_plays_each_game(name):
    result = simulate(["random", "calling", "tag"], hands=120, seed=1, workers=1, game=name)
    assert result.hands == 120 and result.game == name
    assert sum(a.net for a in result.agents) == 0  # R-POT-6


def test_simulate_tournaments_of_omaha():
    result = simulate(["random", "calling"], tournaments=2, seed=1, workers=1, game="omaha")
    assert result.tournaments == 2


@pytest.mark.parametrize(("name", "size"), [("omaha-5", 8), ("omaha-6", 7)])
def test_R_GAME_1_simulated_tournaments_seat_no_more_than_the_deck_deals_by_default(name, size):
    """Nine entries of five- or six-card Omaha: not one table of nine (more than the deck deals), but
    tables of the most it deals."""
    result = simulate(
        ["random", "calling", "tag"], tournaments=1, players=9, seed=1, workers=1, game=name
    )
    assert result.tournaments == 1 and result.table_size == size


def test_simulate_refuses_the_equity_agent_in_omaha():
    from holdem import SimulationError

    with pytest.raises(SimulationError, match="equity"):
        simulate(["equity", "calling"], hands=10, workers=1, game="omaha")


def test_the_command_line_plays_and_simulates_the_new_games(capsys):
    assert (
        main(
            ["play", "--game", "omaha", "--hands", "20", "--players", "3", "--seed", "1", "--json"]
        )
        == 0
    )
    played = json.loads(capsys.readouterr().out)
    assert played["hands"] == 20 and sum(p["net"] for p in played["players"]) == 0
    args = ["simulate", "--game", "short-deck", "--hands", "60", "--players", "3", "--workers", "1"]
    assert main([*args, "--json"]) == 0
    simulated = json.loads(capsys.readouterr().out)
    assert simulated["hands"] == 60 and simulated["game"] == "short-deck"
