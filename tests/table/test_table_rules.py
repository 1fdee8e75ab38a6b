"""Table rules by id: R-BTN-1..3, R-BLIND-2/6/7, R-DEAL-5, R-LIVE-3/6, R-BUY-1..3, R-SEAT-1."""

from __future__ import annotations

import pickle

import pytest

from holdem import Action, Kill, Post, Table, TableConfig, TableError, replay
from holdem.history import finishing_amounts
from holdem.table import draw_for_button
from table_helpers import CONFIG, StackedDeck, deal_order, folder, new_table, script, seating


def first_action_seat(table: Table) -> int:
    record = table.records[-1]
    return record.table_seats[next(e.seat for e in record.events if type(e) is Action)]


# -- R-BTN-1: the draw for the first button ------------------------------------------------------


def test_R_BTN_1_highest_card_then_suit_spades_hearts_diamonds_clubs():
    seat, rounds = draw_for_button([1, 2, 3], StackedDeck(["Ah As Kd"]))
    assert seat == 2 and len(rounds) == 1  # the ace of spades beats the ace of hearts
    assert [str(c) for _, c in rounds[0]] == ["Ah", "As", "Kd"]
    seat, _ = draw_for_button([4, 6, 9], StackedDeck(["2c 2d Tc"]))
    assert seat == 9


def test_R_BTN_1_ties_redraw_option():
    seat, rounds = draw_for_button([1, 2, 3], StackedDeck(["Ah As Kd", "3c 2h"]), ties="redraw")
    assert seat == 1 and len(rounds) == 2 and [s for s, _ in rounds[1]] == [1, 2]


def test_R_BTN_1_the_table_draws_with_its_random_source_and_keeps_the_draw():
    def make():
        table = Table(CONFIG, seats=6, seed=11)
        for seat, name in ((1, "a"), (3, "b"), (5, "c")):
            table.join(name, 200, seat)
        table.play_hand()
        return table

    table = make()
    (draw,) = table.button_draw
    winner = max(draw, key=lambda pair: int(pair[1]))[0]
    assert table.records[0].button_table_seat == winner
    assert make().button_draw == table.button_draw  # seeded: reproducible
    assert table.history[0].extra["_button_draw"] == [" ".join(f"{s}:{c}" for s, c in draw)]


# -- R-BTN-2 / R-BTN-3: the button and the blinds -----------------------------------------------


def test_R_BTN_2_the_button_moves_one_seat_each_hand():
    table = new_table({1: ("a", 100), 2: ("b", 100), 4: ("c", 100), 6: ("d", 100)}, seats=6)
    seen = []
    for _ in range(5):
        table.play_hand(folder)
        seen.append(seating(table))
    assert seen == [(1, 2, 4), (2, 4, 6), (4, 6, 1), (6, 1, 2), (1, 2, 4)]


@pytest.mark.parametrize("rule", ["dead", "moving"])
def test_R_BTN_3_small_blind_busts_the_next_button_is_dead(rule):
    # R-BTN-3: "If the player in the small blind is eliminated, the next hand's button falls on that
    # empty seat (a dead button: the previous button holder deals again) and the blinds rotate as usual."
    deck = deal_order(
        ["7d 2h", "As Ah", "8s 8d", "Td Tc"]
    )  # b (small blind, all in for 1) loses to c
    table = new_table(
        {1: ("a", 100), 2: ("b", 1), 3: ("c", 100), 4: ("d", 100)},
        seats=4,
        decks=[deck],
        mode="tournament",
        button_rule=rule,
    )
    table.play_hand(folder)
    assert seating(table) == (1, 2, 3) and table.eliminated == (("b", 1),)
    expected = {
        "dead": [(2, 3, 4), (3, 4, 1), (4, 1, 3)],  # hand 2: the button on b's empty seat
        "moving": [(3, 4, 1), (4, 1, 3), (1, 3, 4)],
    }[rule]
    for want in expected:
        table.play_hand(folder)
        assert seating(table) == want
    if rule == "dead":
        record = table.records[1]
        assert record.table_seats[record.hand_button] == 1  # the previous button holder deals again
        assert (
            record.table_seats[
                next(e.seat for e in record.events if type(e).__name__ == "HoleDeal")
            ]
            == 3
        )


@pytest.mark.parametrize("rule", ["dead", "moving"])
def test_R_BTN_3_big_blind_busts_the_next_small_blind_is_dead(rule):
    # R-BTN-3: "If the player in the big blind is eliminated, the next hand's small blind falls on that
    # empty seat and is dead: only the big blind is posted; the hand after is normal again."
    deck = deal_order(
        ["As Ah", "7d 2h", "8s 8d", "Td Tc"]
    )  # c (big blind, all in for 2) loses to b
    table = new_table(
        {1: ("a", 100), 2: ("b", 100), 3: ("c", 2), 4: ("d", 100)},
        seats=4,
        decks=[deck],
        mode="tournament",
        button_rule=rule,
    )
    table.play_hand({"a": folder, "b": script("call"), "c": folder, "d": folder})
    assert seating(table) == (1, 2, 3) and table.eliminated == (("c", 1),)
    table.play_hand(folder)
    if rule == "dead":
        assert seating(table) == (2, None, 4)  # the small blind's seat 3 is empty: dead (R-BLIND-7)
        record = table.records[-1]
        assert record.posted == {4: (("big blind", 2),)}
        assert first_action_seat(table) == 1  # R-BLIND-7: the first to act is left of the big blind
        table.play_hand(folder)
        assert seating(table) == (
            3,
            4,
            1,
        )  # normal again: both blinds; the button on the empty seat
        assert table.records[-1].posted == {4: (("small blind", 1),), 1: (("big blind", 2),)}
        table.play_hand(folder)
        assert seating(table) == (4, 1, 2)
    else:
        assert seating(table) == (2, 4, 1)  # the moving button skips the empty seat
        table.play_hand(folder)
        assert seating(table) == (4, 1, 2)


@pytest.mark.parametrize("rule", ["dead", "moving"])
@pytest.mark.parametrize("busts", ["button", "small blind", "big blind"])
def test_R_BLIND_2_three_to_two_nobody_posts_the_big_blind_twice(rule, busts):
    # a (button, seat 1), b (small blind, seat 2), c (big blind, seat 3); one busts in hand 1
    decks = {
        "button": deal_order(["8s 8d", "As Ah", "7d 2h"]),  # a all in, c calls and wins
        "small blind": deal_order(["7d 2h", "As Ah", "8s 8d"]),  # b all in for 1, c wins
        "big blind": deal_order(["As Ah", "7d 2h", "8s 8d"]),
    }  # c all in for 2, b calls and wins
    stacks = {"button": (5, 100, 100), "small blind": (100, 1, 100), "big blind": (100, 100, 2)}[
        busts
    ]
    agents = {
        "button": {"a": script("all_in"), "b": folder, "c": script("call")},
        "small blind": {"a": folder, "b": folder, "c": folder},
        "big blind": {"a": folder, "b": script("call"), "c": folder},
    }[busts]
    table = new_table(
        {1: ("a", stacks[0]), 2: ("b", stacks[1]), 3: ("c", stacks[2])},
        seats=3,
        decks=[decks[busts]],
        mode="tournament",
        button_rule=rule,
    )
    table.play_hand(agents)
    assert len(table.eliminated) == 1
    # heads-up the button posts the small blind; the big blind goes to the player after the last one
    expected = {
        "button": [(3, 3, 2), (2, 2, 3)],
        "small blind": [(3, 3, 1), (1, 1, 3)],
        "big blind": [(2, 2, 1), (1, 1, 2)],
    }[busts]
    for want in expected:
        table.play_hand(folder)
        assert seating(table) == want
    big_blinds = [r.big_blind_table_seat for r in table.records]
    assert all(x != y for x, y in zip(big_blinds, big_blinds[1:]))


# -- R-DEAL-5, R-BLIND-6: absent, sitting out, missed blinds ------------------------------------


def test_R_DEAL_5_absent_players_are_dealt_in_post_and_are_folded():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3)
    record = table.play_hand({"a": folder, "c": script("call")})  # b has no agent: absent
    assert "b" in record.players
    assert record.posted[2] == (("small blind", 1),)  # b posts its small blind
    b = record.players.index("b")
    assert any(type(e) is Action and e.seat == b and e.kind.value == "fold" for e in record.events)
    assert not table.incidents


def test_R_DEAL_5_a_player_sitting_out_is_not_dealt_in_and_posts_nothing():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100), 4: ("d", 100)}, seats=4)
    table.sit_out("c")
    record = table.play_hand(folder)
    assert record.players == ("a", "b", "d") and 3 not in record.posted
    assert table.stacks["c"] == 100


def test_R_BLIND_6_missed_blinds_live_big_and_dead_small_on_return():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100), 4: ("d", 100)}, seats=4)
    table.play_hand(folder)  # button 1, blinds 2 and 3
    table.sit_out("d")
    table.play_hand(folder)  # the big blind passes d's seat: it goes to seat 1
    assert seating(table) == (2, 3, 1)
    info = {p.name: p for p in table.players}
    assert info["d"].owes == (True, True)
    table.come_back("d")
    table.play_hand(folder)  # d sits between the button (3) and the small blind (1): waits a hand
    assert seating(table) == (3, 4 if False else 1, 2) and "d" not in table.records[-1].players
    table.play_hand(folder)
    record = table.records[-1]
    assert "d" in record.players and record.posted[4] == (("dead blind", 1), ("post", 2))
    assert {p.name: p for p in table.players}["d"].owes == (False, False)
    assert sum(table.stacks.values()) == 400


def test_R_BLIND_6_waiting_for_the_big_blind_instead():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100), 4: ("d", 100)}, seats=4)
    table.play_hand(folder)
    table.sit_out("d")
    table.play_hand(folder)
    table.come_back("d", wait_for_big_blind=True)
    dealt = []
    for _ in range(3):
        record = table.play_hand(folder)
        dealt.append("d" in record.players)
    assert dealt == [False, False, True] and record.big_blind_table_seat == 4
    assert record.posted[4] == (("big blind", 2),)


def test_R_BLIND_6_a_new_player_posts_a_live_big_blind_or_waits():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=6)
    table.play_hand(folder)  # button 1, blinds 2, 3
    table.join("e", 100, 5)
    table.join("f", 100, 6, wait_for_big_blind=True)
    record = table.play_hand(folder)  # button 2, blinds 3 and 5 (e posts its big blind in turn)
    assert seating(table) == (2, 3, 5) and "f" not in record.players
    record = table.play_hand(folder)  # f is the big blind now
    assert record.big_blind_table_seat == 6 and record.posted[6] == (("big blind", 2),)


def test_tournament_tables_have_no_missed_blinds_and_sitting_out_is_absence():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3, mode="tournament")
    table.sit_out("c")
    record = table.play_hand({"a": folder, "b": folder, "c": script("raise", 10)})
    assert "c" in record.players  # dealt in, folded when the action reaches them
    with pytest.raises(TableError, match="missed_blinds"):
        Table(CONFIG, mode="tournament", missed_blinds=True)


# -- R-LIVE-3: broken agents -------------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("kind", ["exception", "illegal", "bad return", "timeout"])
def test_R_LIVE_3_a_broken_agent_is_folded_and_recorded(kind):
    clock = Clock()

    def broken(view):
        if kind == "exception":
            raise RuntimeError("bug")
        if kind == "illegal":
            return ("raise", 1)
        if kind == "bad return":
            return 3.5
        clock.now += 10
        return "call"

    table = new_table(
        {1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3, time_limit=5, clock=clock
    )
    record = table.play_hand({"a": broken, "b": folder, "c": folder})
    (incident,) = record.incidents
    assert (
        incident.kind == kind
        and incident.player == "a"
        and incident.table_seat == 1
        and incident.action == "fold"
    )
    assert table.incidents == (incident,)
    a = record.players.index("a")
    assert any(type(e) is Action and e.seat == a and e.kind.value == "fold" for e in record.events)
    assert sum(table.stacks.values()) == 300


def test_R_LIVE_3_timeout_action_check_checks_when_free():
    table = new_table(
        {1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3, timeout_action="check"
    )
    boom = script()

    def big_blind(view):
        raise ValueError("no")

    record = table.play_hand({"a": script("call"), "b": script("call"), "c": big_blind})
    assert record.incidents[0].action == "check" and boom is not None


def test_R_LIVE_3_a_non_callable_agent_is_refused_before_play():
    table = new_table({1: ("a", 100), 2: ("b", 100)}, seats=2)
    with pytest.raises(TableError, match="'a'.*callable"):
        table.play({"a": 5, "b": folder}, hands=1)
    with pytest.raises(TableError, match="unknown players"):
        table.play({"zed": folder}, hands=1)
    assert table.hand_number == 0


# -- R-LIVE-6: preferences, sitting out and leaving during a hand -------------------------------


def test_R_LIVE_6_sit_out_during_a_hand_takes_effect_when_it_ends():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3)

    def sits(view):
        table.sit_out("a")
        return "fold"

    record = table.play_hand({"a": sits, "b": folder, "c": folder})
    assert "a" in record.players
    assert "a" not in table.play_hand(folder).players


def test_R_LIVE_6_leaving_during_a_hand_is_a_fold_and_the_stack_leaves_after():
    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100), 4: ("d", 100)}, seats=4)

    def leaves(view):  # d (first to act) makes b, the small blind, leave out of turn
        if "b" in table.stacks:
            table.leave("b")
        return "cc"

    record = table.play_hand(
        {"a": script("call"), "b": script("call"), "c": script("check"), "d": leaves}
    )
    assert any(type(e) is Kill and record.table_seats[e.seat] == 2 for e in record.events)
    assert (
        "b" not in table.stacks and table.cashed_out == 99
    )  # b leaves with its stack less the blind
    assert sum(table.stacks.values()) + table.cashed_out == 400
    assert [i.kind for i in record.incidents] == ["left"]
    assert finishing_amounts(replay(table.history[-1]), 1) == table.history[-1].finishing_stacks


def test_R_LIVE_6_auto_muck_off_shows_a_losing_hand():
    deck = deal_order(["As Ah", "7d 2h"])  # heads-up: a (button) gets 7d2h... b gets AsAh
    table = new_table({1: ("a", 100), 2: ("b", 100)}, seats=2, decks=[deck, deck])
    table.play_hand(script("call", "check", "check", "check", "check"))
    shown = [e for e in table.records[-1].events if type(e).__name__ in ("Show", "Muck")]
    assert [type(e).__name__ for e in shown] == ["Show", "Muck"]  # the loser mucks (auto-muck)
    table.set_preferences("a", auto_muck=False)
    table.set_preferences("b", auto_muck=False)
    table.play_hand(script("call", "check", "check", "check", "check"))
    shown = [e for e in table.records[-1].events if type(e).__name__ in ("Show", "Muck")]
    assert [type(e).__name__ for e in shown] == ["Show", "Show"]


def test_R_LIVE_6_auto_post_off_asks_and_a_refusal_sits_out():
    class Shy:
        def act(self, view):
            return "fold"

        def post_blind(self, facts, amount):
            return False

    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3)
    table.set_preferences("b", auto_post=False)
    record = table.play_hand({"a": folder, "b": Shy(), "c": folder})
    assert "b" not in record.players and {p.name: p.sitting_out for p in table.players}["b"]


def test_R_LIVE_6_the_seating_plans_and_the_table_asks_who_posts():
    """Seating asks no agent: it names who is to be asked and what; the table asks and hands back."""
    import random

    from holdem.table.players import Player
    from holdem.table.seating import Posting, Seating

    asked = []

    class Counting:
        def act(self, view):
            return "fold"

        def post_blind(self, facts, amount):
            asked.append((facts.hand_number, facts.players, amount))
            return True

    seated = {}
    for seat, name in enumerate(("a", "b", "c"), 1):
        player = seated[seat] = Player(name)
        player.seat, player.stack = seat, 100
    seated[3].auto_post = False
    seating = Seating(3, "dead", CONFIG, random.Random(0), "suit", 1, tournament=False)
    posting = seating.next(seated, {"c": Counting()}, 1)
    assert isinstance(posting, Posting) and not asked  # the big blind's seat 3 is to be asked
    assert posting.asks == ((3, CONFIG.big_blind),) and posting.facts[1] == ("a", "b", "c")
    setup = seating.setup_of(posting.plan, seated, None)
    assert setup.names == ("a", "b", "c") and not asked

    table = new_table({1: ("a", 100), 2: ("b", 100), 3: ("c", 100)}, seats=3)
    table.set_preferences("c", auto_post=False)
    table.play_hand({"a": folder, "b": folder, "c": Counting()})
    assert asked == [(1, ("a", "b", "c"), CONFIG.big_blind)]


# -- R-BUY-1..3 and bad input ------------------------------------------------------------------


def test_R_BUY_1_buy_in_limits_and_one_short_buy_in():
    table = Table(CONFIG, seats=6, min_buy_in=80, max_buy_in=200)
    with pytest.raises(TableError, match="above the table maximum of 200"):
        table.join("a", 201)
    with pytest.raises(TableError, match="below the table minimum of 80"):
        table.join("a", 39)
    table.join("a", 40, 1)  # the one short buy-in
    table.leave("a")
    with pytest.raises(TableError, match="one short buy-in"):
        table.join("a", 40, 1)
    assert table.seats[1] is None and table.bought_in == 40 and table.cashed_out == 40


def test_R_BUY_2_chips_between_hands_up_to_the_maximum_never_during_a_hand():
    table = new_table({1: ("a", 100), 2: ("b", 100)}, seats=2, max_buy_in=150)
    assert table.add_chips("a", 50) == 150
    with pytest.raises(TableError, match="at most 0"):
        table.add_chips("a", 1)
    errors = []

    def greedy(view):
        try:
            table.add_chips("b", 10)
        except TableError as exc:
            errors.append(str(exc))
        return "fold"

    table.play_hand({"a": greedy, "b": greedy})
    assert errors and "only between hands" in errors[0]
    assert table.bought_in == 250 and sum(table.stacks.values()) == 250


def test_R_BUY_3_a_moved_player_keeps_a_short_stack():
    table = Table(CONFIG, seats=6, min_buy_in=80)
    table.join("a", 7, transfer=True)
    assert table.stacks["a"] == 7


def test_a_busted_cash_player_sits_out_until_they_buy_in_again():
    deck = deal_order(["7d 2h", "As Ah", "8s 8d"])
    table = new_table({1: ("a", 100), 2: ("b", 1), 3: ("c", 100)}, seats=3, decks=[deck])
    table.play_hand(folder)
    assert table.stacks["b"] == 0 and "b" not in table.play_hand(folder).players
    table.add_chips("b", 100)
    assert any("b" in table.play_hand(folder).players for _ in range(3))


def test_bad_input_is_a_typed_error_that_changes_nothing():
    table = new_table({1: ("a", 100)}, seats=3)
    before = (dict(table.seats), dict(table.stacks), table.bought_in)
    for call, pattern in (
        (lambda: table.join("b", 100, 1), "seat 1 is taken by 'a'"),
        (lambda: table.join("a", 100, 2), "already seated"),
        (lambda: table.join("b", 100, 4), "seat must be a whole number from 1 to 3"),
        (lambda: table.join("", 100), "name"),
        (lambda: table.leave("zed"), "no player 'zed'"),
        (lambda: table.sit_out("zed"), "no player 'zed'"),
        (lambda: table.add_chips("a", -5), "amount"),
        (lambda: table.play_hand(), "fewer than two players can play"),
    ):
        with pytest.raises(TableError, match=pattern):
            call()
    assert (dict(table.seats), dict(table.stacks), table.bought_in) == before
    with pytest.raises(TableError, match="seats"):
        Table(CONFIG, seats=11)
    with pytest.raises(TableError, match="button_rule"):
        Table(CONFIG, button_rule="sideways")


# -- hidden information -------------------------------------------------------------------------


def test_views_repr_pickle_and_errors_show_no_other_hole_cards():
    table = new_table(
        {1: ("a", 100), 2: ("b", 100)}, seats=2, decks=[deal_order(["Kd Ks", "Qh Qs"])]
    )
    seen = []

    def spy(view):
        seen.append((repr(view), pickle.dumps(view), view.table))
        raise RuntimeError("oops")

    table.play_hand({"a": spy, "b": spy})
    hand = table.records[-1]
    me = hand.players.index("a")
    text, blob, facts = seen[0]
    theirs = {
        str(c)
        for e in hand.events
        if type(e).__name__ == "HoleDeal" and e.seat != me
        for c in e.cards
    }
    assert theirs and not any(card in text for card in theirs)
    snapshot = pickle.loads(blob).view
    assert snapshot.hole_cards == next(
        e.cards for e in hand.events if type(e).__name__ == "HoleDeal" and e.seat == me
    )
    assert (
        not {str(c) for e in snapshot.events if type(e).__name__ == "HoleDeal" for c in e.cards}
        & theirs
    )
    assert not any(card in repr(table) for card in theirs)
    assert not any(card in str(i) for i in table.incidents for card in theirs)
    with pytest.raises(TypeError, match="does not pickle"):
        pickle.dumps(table)


def test_seats_are_numbered_R_SEAT_1_and_posts_are_recorded():
    table = new_table({2: ("a", 100), 5: ("b", 100), 7: ("c", 100)}, seats=8)
    record = table.play_hand(folder)
    assert record.table_seats == (2, 5, 7) and table.seats[5] == "b" and table.seat_count == 8
    assert all(type(e) is Post for e in record.events[:2])
    with pytest.raises(TableError, match="TableConfig"):
        Table({"big_blind": 2})  # type: ignore[arg-type]


def test_stakes_and_colour_up_change_only_between_hands_and_as_the_rules_say():
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=1, mode="tournament")
    for name in ("a", "b", "c"):
        table.join(name, 200)
    with pytest.raises(TableError, match="must be a TableConfig"):
        table.set_config({"big_blind": 4})  # type: ignore[arg-type]
    assert table.last_big_blind_seat is None
    table.play_hand()
    table.set_config(TableConfig(small_blind=2, big_blind=4))
    record = table.play_hand()
    assert {kind: amount for posts in record.posted.values() for kind, amount in posts}[
        "big blind"
    ] == 4
    assert table.last_big_blind_seat == record.big_blind_table_seat
    name = next(n for n, chips in table.stacks.items() if chips)
    total = table.bought_in
    table.colour_up(name, table.stacks[name] + 1)
    assert table.bought_in == total + 1  # the ledger counts the colour-up
    cash = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=1)
    cash.join("a", 200)
    with pytest.raises(TableError, match="R-TOUR-5"):
        cash.colour_up("a", 201)


# -- the record of each hand: card ids, replayed by the engine --------------------------------------


def test_R_DEAL_3_a_record_keeps_each_burn_and_a_round_that_burned_none():
    from holdem import GameDef
    from holdem.agents import CallingStation
    from holdem.game import Betting, Board, Burn, DealHole, ForcedBets, Showdown, ValueRule

    # the flop without a burn, the turn and river after one: the record's burns say which rounds burned
    game = GameDef(
        "no flop burn",
        2,
        ValueRule.HOLE_AND_BOARD,
        (
            ForcedBets(),
            DealHole(2),
            Betting("preflop", "small"),
            Board(3),
            Betting("flop", "small"),
            Burn(),
            Board(1),
            Betting("turn", "big"),
            Burn(),
            Board(1),
            Betting("river", "big"),
            Showdown(),
        ),
    )
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=4, game=game)
    for name in ("a", "b", "c"):
        table.join(name, 200)
    table.play(CallingStation(), hands=6)
    for record in table.records:
        board, burns, holes = record.cards
        assert len(board) == 5 and len(holes) == 6 and burns[0] == 255 and 255 not in burns[1:]
        again = record.hand  # dealt again from the card ids: the same cards, burns and stacks
        assert again.burns[0] is None and list(again.burns[1:]) == list(burns[1:])
        assert bytes(again.board) == board and again.stacks == record.finishing_stacks


def test_R_DEAL_2_card_ids_need_every_seat_s_cards_known():
    from holdem import DealingError, Hand

    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 3, 0, dealing="manual")
    with pytest.raises(DealingError, match=r"seats \[0, 1, 2\] have no known hole cards"):
        hand.dealt_ids()
    for seat in (1, 2, 0):  # R-DEAL-2: from the left of the button
        hand.deal_hole(seat, None)  # dealt, unseen
    with pytest.raises(DealingError, match="no known hole cards"):
        hand.dealt_ids()
