"""Defects the table state machine (tests/table/test_table_state_machine.py) found, each as its smallest case."""

from __future__ import annotations

import pytest

from holdem import IllegalActionError, Phase, Table, TableConfig, TableError, read_phhs, replay
from holdem.engine import LiveHand
from holdem.table import HandRecord

CFG = TableConfig(small_blind=1, big_blind=2)


def _heads_up_live_hand(ann: int, bob: int, min_buy_in: int) -> tuple[Table, LiveHand]:
    """A heads-up table's live hand, ann's and bob's stacks as given, AsAh against KdKc dealt."""
    table = Table(CFG, seats=2, first_button=1, seed=1, min_buy_in=min_buy_in)
    table.join("ann", ann, 1)
    table.join("bob", bob, 2)
    live = table.start_live_hand()
    for k, card in enumerate("As Kd Ah Kc".split()):
        live.deal_hole_card((live.hand.button + 1 + k) % 2, card)
    return table, live


def _deals_again_and_replays(table: Table, record: HandRecord) -> None:
    assert record.hand.stacks == record.finishing_stacks
    (history,) = read_phhs(table.history_text())
    assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_SHOW_3_a_live_all_in_hand_run_out_deals_again_and_replays():
    # found by the state machine: the engine turns the all-in hands up itself (R-SHOW-3), and the record's
    # copy of those Show events turned them up a second time when the hand was dealt again
    table, live = _heads_up_live_hand(20, 20, min_buy_in=20)
    hand = live.hand
    live.act(hand.actor, "all_in")
    live.act(hand.actor, "call")
    board = iter("2h 7d 9c Js 3s 4d 8h 5c".split())
    while (due := live.hand.next_deal) is not None:
        live.deal_board([next(board) for _ in range(due.count)], burn=next(board))
    assert live.hand.phase is Phase.AWARD and sorted(live.hand.shown) == [0, 1]
    record = table.finish_live_hand()
    assert record.finishing_stacks == tuple(table.stacks.values())
    _deals_again_and_replays(table, record)


def test_R_LIVE_6_auto_post_off_is_asked_before_every_blind_not_only_the_first():
    # found by the state machine: once the seating was steady (nothing owed, nobody waiting) the table reused
    # the hand's setup and never asked again, so a player who had turned auto-post off posted unasked
    asked = []

    class Shy:
        def act(self, view):
            return "fold" if view.legal_actions.fold else "check"

        def post_blind(self, facts, amount):
            asked.append(facts.hand_number)
            return len(asked) < 2  # posts the first blind, declines the second

    table = Table(CFG, seats=3, first_button=1, seed=1, min_buy_in=20)
    for seat, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 100, seat)
    table.set_preferences("bob", auto_post=False)
    fold = Shy().act
    records = [table.play_hand({"ann": fold, "bob": Shy(), "cy": fold}) for _ in range(4)]
    posted_by_bob = [r.number for r in records if "bob" in r.players and 2 in r.posted]
    assert posted_by_bob == asked[:1] == [1]  # bob posted once, asked first
    assert (
        asked == [1, 3] and "bob" not in records[2].players
    )  # asked again at his big blind, declined
    assert {p.name: p.sitting_out for p in table.players}["bob"]


def test_R_LIVE_6_a_live_all_in_player_who_leaves_before_the_board_deals_again_and_replays():
    # found by the state machine: heads-up, the small blind all-in for its last chip, the hands face up and
    # the player left before the board (a kill, R-LIVE-6); dealing the record again ran the board out first
    # and asked for cards the live hand never dealt (StopIteration from record.hand and table.history)
    table, live = _heads_up_live_hand(1, 49, min_buy_in=1)
    assert live.hand.next_deal is not None and sorted(live.hand.shown) == [
        0,
        1,
    ]  # all in: the board is next
    assert table.leave("ann") is None
    record = table.finish_live_hand()
    assert record.finishing_stacks == (0, 50) and not record.cards[0]  # no board was dealt
    _deals_again_and_replays(table, record)


def test_R_LIVE_6_an_agent_object_whose_act_is_an_attribute_is_asked_to_post():
    # found by the state machine: the table found post_blind through act's __self__, so an agent object
    # holding act as an attribute (a plain function) was never asked and posted with auto-post off
    asked = []

    class Shy:
        def __init__(self):
            self.act = lambda view: "fold" if view.legal_actions.fold else "check"

        def post_blind(self, facts, amount):
            asked.append(facts.hand_number)
            return False

    table = Table(CFG, seats=3, first_button=1, seed=1, min_buy_in=20)
    for seat, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 100, seat)
    table.set_preferences("bob", auto_post=False)
    record = table.play_hand({"ann": Shy().act, "bob": Shy(), "cy": Shy().act})
    assert asked == [1] and "bob" not in record.players


def test_R_LIVE_6_a_player_who_leaves_after_the_showdown_keeps_the_pot_they_won():
    # found by the state machine: after an all-in runout the live hand waits for the award, and a player
    # who left then had their shown, winning hand killed (the pot went to another), and the hand's
    # history did not replay (a kill after the hand was over)
    table = Table(CFG, seats=2, first_button=1, seed=1, min_buy_in=20)
    table.join("ann", 20, 1)
    table.join("bob", 20, 2)
    live = table.start_live_hand()
    hand = live.hand
    ann = table.live_facts.players.index("ann")
    holes = {ann: ["As", "Ah"], 1 - ann: ["Kd", "Kc"]}
    for k in range(4):
        seat = (hand.button + 1 + k) % 2
        live.deal_hole_card(seat, holes[seat][k // 2])
    live.act(hand.actor, "all_in")
    live.act(hand.actor, "call")
    board = iter("4h 2h 7d 9c 5s Js 6d 3s".split())
    while (due := live.hand.next_deal) is not None:
        live.deal_board([next(board) for _ in range(due.count)], burn=next(board))
    assert live.hand.phase is Phase.AWARD
    assert table.leave("ann") is None
    record = table.finish_live_hand()
    assert record.finishing_stacks[ann] == 40 and table.ledger()["ann"]["cashed_out"] == 40
    assert record.hand.stacks == record.finishing_stacks
    (history,) = read_phhs(table.history_text())
    assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_BLIND_6_a_player_who_joins_during_the_first_hand_owes_like_one_who_joins_after_it():
    # found while reading join() for the state machine: "after the first hand" was "once a hand has been
    # settled", so a player seated during hand 1 owed nothing and was dealt in between the button and the
    # small blind without posting
    fold = lambda view: "fold" if view.legal_actions.fold else "check"  # noqa: E731
    plays = []
    for during in (True, False):
        table = Table(CFG, seats=6, first_button=1, seed=1, min_buy_in=20)
        for seat, name in ((1, "a"), (2, "b"), (4, "c"), (5, "e")):
            table.join(name, 100, seat)

        def joiner(view):
            if during and "d" not in table.seats.values():
                table.join("d", 100, 3)
            return fold(view)

        table.play_hand(joiner)
        if not during:
            table.join("d", 100, 3)
        assert {p.name: p.owes for p in table.players}["d"] == (True, False)
        record = table.play_hand(
            fold
        )  # seat 3 is between the button (2) and the small blind (4): waits
        plays.append("d" in record.players)
    assert plays == [False, False]


def test_R_BUY_2_auto_rebuy_turned_on_or_off_during_a_hand_decides_that_hands_top_up():
    # found in review: the top-up targets were cached before the hand, so a preference changed during it
    # was applied one hand late (a player who turned auto-rebuy off was still topped up)
    for before, during, stack, bought_in in ((True, False, 98, 100), (False, True, 100, 102)):
        table = Table(CFG, seats=2, seed=3, min_buy_in=20)
        table.join("ann", 100, 1, auto_rebuy=before)
        table.join("bob", 100, 2)

        def agent(view):
            if view.table.players[view.seat] == "ann":
                table.set_preferences("ann", auto_rebuy=during)
                return "fold"
            return "cc"

        table.play(agent, hands=1)
        assert (table.stacks["ann"], table.ledger()["ann"]["bought_in"]) == (stack, bought_in)
        assert sum(table.stacks.values()) == table.bought_in - table.cashed_out


def test_a_stack_past_the_most_a_hand_takes_is_refused_by_the_hands_own_check_even_mid_session():
    # the table checks a hand's arguments once per seating (Table._seat_agents_of) and then deals from them:
    # a stack that grows past MAX_CHIPS between two hands of the same seating is still refused, by Hand's check
    from holdem import InvalidArgumentError
    from holdem.game import MAX_CHIPS

    # (the most a table takes is MAX_CHIPS: the stack passes it by winning)
    table = Table(CFG, seats=2, seed=1, min_buy_in=1, max_buy_in=MAX_CHIPS)
    table.join(
        "a", MAX_CHIPS - 5, 1
    )  # wins a blind a hand: past MAX_CHIPS only once both seatings are checked
    table.join("b", 100, 2)
    bob_folds = lambda view: (
        "fold" if view.table.players[view.seat] == "b" and view.legal_actions.fold else "cc"
    )  # noqa: E731
    with pytest.raises(InvalidArgumentError, match="stacks"):
        table.play(bob_folds, hands=10)
    played = table.hand_number
    assert (
        3 <= played < 10 and max(table.stacks.values()) > MAX_CHIPS
    )  # a won, then the next hand was refused
    assert sum(table.stacks.values()) == table.bought_in - table.cashed_out
    assert len(table.records) == played and all(
        r.hand.stacks == r.finishing_stacks for r in table.records
    )


def test_a_live_hand_started_from_on_hand_stops_play_and_stays_the_dealers():
    # found in review: play() went on dealing over a live hand started from its on_hand callback
    table = Table(CFG, seats=3, seed=2, first_button=1)
    for seat, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 200, seat)
    started = []

    def on_hand(record):
        if not started:
            started.append(table.start_live_hand())

    assert table.play(lambda view: "cc", hands=3, on_hand=on_hand) == 1
    assert table.in_hand and table.hand_number == 2 and table.live_hand is started[0]


# -- found in review (each failed before its fix) ---------------------------------------------------


def _three_live(mode: str = "cash") -> tuple[Table, LiveHand]:
    table = Table(CFG, seats=6, first_button=1, seed=1, mode=mode)
    for seat, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 200, seat)
    live = table.start_live_hand()
    for seat, card in zip([1, 2, 0, 1, 2, 0], "Ah Kd Qc As Kh Qs".split()):
        live.deal_hole_card(seat, card)
    return table, live


def test_R_LIVE_6_a_player_who_leaves_during_an_all_in_runout_replays_in_order():
    table, live = _three_live()
    live.act(0, "all_in"), live.act(1, "call"), live.act(2, "call")
    table.leave("ann")  # dead before the flop: the record kills her there, not after the river
    for board, burn in (("2c 7d 9h", "3s"), ("Jd", "4s"), ("5c", "6s")):
        live.deal_board(board, burn=burn)
    record = table.finish_live_hand()
    assert [
        type(e).__name__ for e in record.hand.events if type(e).__name__ in ("Kill", "BoardDeal")
    ][:2] == ["Kill", "BoardDeal"]
    _deals_again_and_replays(table, record)


def test_R_MIS_6_no_dead_hand_after_the_showdown_and_the_history_replays():
    table, live = _three_live()
    live.act(0, "call"), live.act(1, "call"), live.act(2, "check")
    for board in ("2c 7d 9h", "Jd", "5c"):
        live.deal_board(board)
        for seat in (1, 2, 0):
            live.act(seat, "check")
    for seat in (1, 2, 0):
        live.hand.show(seat)
    with pytest.raises(IllegalActionError, match="the showdown is over"):
        live.cards_in_muck(0)  # a hand shown stands (the award waits)
    _deals_again_and_replays(table, table.finish_live_hand())


def test_R_DEAL_5_a_tournament_player_sitting_out_is_folded_in_a_live_hand():
    table = Table(CFG, seats=6, first_button=1, seed=1, mode="tournament")
    for seat, name in enumerate(("ann", "bob", "cy", "dee"), 1):
        table.join(name, 200, seat)
    table.sit_out("dee")
    live = table.start_live_hand()
    n = live.hand.n_seats
    for k, card in enumerate("Ah Kd Qc Js As Kh Qs Jc".split()):
        live.deal_hole_card((live.hand.button + 1 + k) % n, card)
    dee = table.live_facts.players.index("dee")
    assert live.hand.folded[dee] and table.live_facts.players[live.hand.actor] != "dee"


def test_R_BUY_3_turning_auto_rebuy_on_never_takes_chips_from_a_stack_above_the_maximum():
    table = Table(CFG, seats=2, seed=1, first_button=1)  # buy-in 80..200
    table.join("ann", 500, 1, transfer=True)  # a moved player keeps 500 (R-BUY-3)
    table.join("bob", 200, 2)
    table.play_hand(lambda v: "fold" if v.legal_actions.fold else "check")
    stacks, bought = dict(table.stacks), table.bought_in
    table.set_preferences("ann", auto_rebuy=True)
    assert dict(table.stacks) == stacks and table.bought_in == bought


def test_set_config_refuses_fewer_seats_than_the_table_has():
    table = Table(CFG, seats=9, seed=1)
    with pytest.raises(TableError, match="9 seats but config.seats_max is 6"):
        table.set_config(TableConfig(small_blind=1, big_blind=2, seats_max=6))
    assert table.config is CFG


def _fold_or_check(view):
    return "fold" if view.legal_actions.fold else "check"


@pytest.mark.parametrize("button_rule", ["dead", "moving"])
def test_R_BLIND_8_straddles_with_a_dead_small_blind_are_played_and_replay(button_rule):
    table = Table(
        TableConfig(small_blind=1, big_blind=2, straddles=(4, 8)),
        seats=4,
        seed=1,
        first_button=1,
        button_rule=button_rule,
    )
    for seat, name in [(1, "a"), (2, "b"), (3, "c"), (4, "d")]:
        table.join(name, 200, seat, straddle=True)
    table.play_hand(_fold_or_check)
    table.leave(
        "c"
    )  # the big blind leaves: a dead small blind next (R-BTN-3), three dealt in, two straddles
    if button_rule == "moving":
        table.join("eve", 200, 3)  # she owes and waits: the small blind's seat
    record = table.play_hand(_fold_or_check)
    assert [kind for posts in record.posted.values() for kind, _ in posts].count("straddle") == 2
    for history in read_phhs(table.history_text()):
        assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_BTN_1_the_first_buttons_draw_stays_in_the_first_hands_history():
    table = Table(CFG, seats=4, seed=11)
    for seat, name in ((1, "a"), (2, "b"), (3, "c"), (4, "d")):
        table.join(name, 100, seat)
    table.play_hand(_fold_or_check)
    first, button = table.button_draw, table.button
    drawn = table.redraw_button()
    table.leave(table.seats[drawn])  # the redrawn button's player leaves: the next hand draws again
    table.play_hand(_fold_or_check)
    assert table.button_draw == first
    winner = max(first[-1], key=lambda pair: (pair[1].rank, pair[1].suit))
    assert winner[0] == button and table.history[0].extra["_button_draw"][0].startswith(
        f"{first[0][0][0]}:"
    )
    assert table.history[1].extra["_button_draw"] != table.history[0].extra["_button_draw"]


def test_R_BTN_3_a_tournament_player_with_auto_post_off_posts_and_play_goes_on():
    asked = []

    class Decliner:
        def act(self, view):
            return _fold_or_check(view)

        def post_blind(self, facts, amount):
            asked.append(amount)
            return False

    table = Table(CFG, seats=3, seed=1, mode="tournament", first_button=1)
    (
        table.join("ann", 1000, 1),
        table.join("bob", 1000, 2, auto_post=False),
        table.join("cy", 1000, 3),
    )
    assert (
        table.play({"ann": _fold_or_check, "bob": Decliner(), "cy": _fold_or_check}, hands=6) == 6
    )
    assert (
        not asked and sum(table.stacks.values()) == 3000
    )  # tournaments have no missed blinds: always posted


def test_R_BLIND_8_no_straddle_for_less_once_the_ante_is_paid():
    from holdem import AnteType

    config = TableConfig(
        small_blind=1, big_blind=2, straddles=(4,), ante=1, ante_type=AnteType.UNIFORM
    )
    table = Table(config, seats=4, seed=5, first_button=1, min_buy_in=1)
    for seat, name, stack in ((1, "ann", 100), (2, "bob", 100), (3, "cy", 100), (4, "dee", 4)):
        table.join(name, stack, seat, straddle=True)
    assert table.play_hand(_fold_or_check).posted[4] == (
        ("ante", 1),
    )  # 4 chips: the ante leaves 3, not 4


def test_R_BTN_3_R_BLIND_7_a_big_blind_ante_with_a_dead_small_blind_replays():
    # found in review: the reader took the big blind to be PHH's second player, but after a dead small blind the big
    # blind is the first (blinds [2, 0, 0]), so the big blind's ante read as no ante rule the engine plays
    from holdem import AnteType

    config = TableConfig(small_blind=1, big_blind=2, ante=2, ante_type=AnteType.BIG_BLIND_ONLY)
    table = Table(config, seats=6, seed=3, first_button=1, min_buy_in=1)
    for seat, name in enumerate("abcd", 1):
        table.join(name, 100, seat)
    table.play_hand(_fold_or_check)
    table.leave("c")  # the big blind leaves: the next small blind is dead (R-BTN-3)
    record = table.play_hand(_fold_or_check)
    assert record.small_blind_table_seat is None and record.posted[4] == (
        ("ante", 2),
        ("big blind", 2),
    )
    history = read_phhs(table.history_text())[-1]
    assert (history.blinds_or_straddles, history.antes) == ([2, 0, 0], [2, 0, 0])
    hand = replay(history)
    assert hand.config.ante_type is AnteType.BIG_BLIND_ONLY and sorted(hand.stacks) == sorted(
        history.finishing_stacks
    )


def test_R_BLIND_1_R_BLIND_8_when_everyone_would_wait_the_button_is_left_of_no_one_dealt_and_a_straddle_replays():
    # found in review: when all the players would wait (all new here), the table deals them all in; the button
    # stayed dead on seat 4 with seat 1 dealt in between it and the small blind, so the hand's button was the big
    # blind and its history (blinds [4, 1, 2]: the straddler first) did not replay. The button moves on to seat 1,
    # the last player before the small blind (R-BLIND-1), who straddles on it (R-BLIND-8, three-handed)
    table = Table(
        TableConfig(small_blind=1, big_blind=2, straddles=(4,)), seats=4, seed=5, first_button=4
    )
    table.join("ann", 100, 2)
    table.join("bob", 100, 4)
    table.play_hand(_fold_or_check)  # heads-up: the button and small blind on 4, the big blind on 2
    table.leave("ann")
    table.sit_out("bob")
    for seat, name in ((1, "cy"), (2, "dee"), (3, "eve")):
        table.join(name, 100, seat, straddle=True)
    record = table.play_hand(_fold_or_check)
    assert (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
    ) == (1, 2, 3)
    assert record.posted == {
        2: (("small blind", 1),),
        3: (("big blind", 2),),
        1: (("straddle", 4),),
    }
    history = read_phhs(table.history_text())[-1]
    assert (history.seats, history.blinds_or_straddles) == ([2, 3, 1], [1, 2, 4])
    assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)


def test_R_BLIND_7_R_BLIND_8_a_dead_small_blind_with_a_straddle_and_a_big_blind_ante_replays():
    # found in review: blinds [2, 4, 0, 0] (the big blind, the straddle) read as small and big blind, so the big
    # blind's ante landed on the "small blind"; the history now says the small blind is dead (_dead_small_blind)
    from holdem import AnteType

    config = TableConfig(
        small_blind=1, big_blind=2, straddles=(4,), ante=1, ante_type=AnteType.BIG_BLIND_ONLY
    )
    table = Table(config, seats=6, first_button=1, seed=2)
    for seat, name in enumerate(("ann", "bob", "cy", "dee", "eve"), 1):
        table.join(name, 200, seat, straddle=name == "eve")
    table.play_hand(_fold_or_check)
    table.leave("cy")  # the big blind leaves: a dead small blind next
    record = table.play_hand(_fold_or_check)
    assert record.small_blind_table_seat is None and ("straddle", 4) in record.posted[5]
    history = read_phhs(table.history_text())[-1]
    assert (
        history.blinds_or_straddles == [2, 4, 0, 0] and history.extra["_dead_small_blind"] is True
    )
    hand = replay(history)
    assert hand.positions.small_blind_seat is None and sorted(hand.stacks) == sorted(
        history.finishing_stacks
    )


def test_R_LIVE_5_a_mucked_hand_the_winner_asks_to_see_replays_from_the_history():
    table = Table(CFG, seats=2, first_button=1)
    table.join("ann", 200, 1), table.join("bob", 200, 2)
    live = table.start_live_hand()
    for seat, card in [(1, "2c"), (0, "Ah"), (1, "7d"), (0, "Ad")]:
        live.deal_hole_card(seat, card)
    live.act(0, "call"), live.act(1, "check")
    for board, burn in (("Ks Qs 3h", "4c"), ("5d", "4d")):
        live.deal_board(board, burn=burn)
        live.act(1, "check"), live.act(0, "check")
    live.deal_board("9c", burn="4h")
    live.act(1, ("bet", 10)), live.act(0, "call")
    live.hand.show(1), live.hand.muck(0)
    live.ask_to_see(0, by=1)  # the winner asks: the aces play again, and win (R-LIVE-5)
    record = table.finish_live_hand()
    assert dict(table.stacks) == {"ann": 212, "bob": 188}
    _deals_again_and_replays(table, record)
