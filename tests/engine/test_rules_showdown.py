"""Showdown rules R-SHOW-1..5 (RULES.md)."""

from __future__ import annotations

import copy

import pytest

from hand_helpers import NL, assert_conserved, assert_illegal, config, manual_hand, play
from holdem import BoardDeal, Card, HandRank, HandStateError, IllegalActionError, Muck, Show, Street

BOARD = ("2c 7d 9h", "Js", "3d")


def to_river(hand, actions_by_street=((), (), (), ()), board=BOARD):
    """Deal the board (BOARD by default), playing each street's actions then checks/calls."""
    for street, actions in enumerate(actions_by_street):
        play(hand, actions)
        while hand.actor is not None:
            hand.check_or_call()
        if street < 3:
            hand.deal_board(board[street])
    assert_conserved(hand)


def three_way():
    # seat 0 button; seat 1 small blind; seat 2 big blind.  0: pair of aces, 1: pair of kings, 2: queen high
    return manual_hand(config(NL, 50, 100), [5000] * 3, 0, ["AhAd", "KhKd", "QcTc"])


def test_R_SHOW_1_last_river_aggressor_shows_first():
    hand = three_way()
    to_river(
        hand, ((), (), (), ("check", ("bet", 200)))
    )  # river: seat 1 checks, seat 2 bets, others call
    assert hand.street is Street.SHOWDOWN
    assert hand.showdown_order == (2, 0, 1) and hand.next_to_show == 2
    with pytest.raises(IllegalActionError, match="seat 2 shows or mucks first"):
        hand.show(0)


def test_R_SHOW_1_checked_around_first_active_left_of_the_button_shows_first():
    hand = three_way()
    to_river(hand)
    assert hand.showdown_order == (1, 2, 0)
    hand = manual_hand(config(NL, 50, 100), [5000] * 3, 0, ["AhAd", "KhKd", "QcTc"])
    play(
        hand, ["call", "fold", "check"]
    )  # the small blind folds: seat 2 is the first left of the button
    to_river(hand)
    assert hand.showdown_order == (2, 0)


def test_R_SHOW_2_a_mucked_hand_cannot_win_only_shown_hands_win():
    hand = three_way()
    to_river(hand)
    hand.show(1)  # kings
    hand.show(2)  # queen high: shown, loses
    hand.muck(0)  # aces conceded: they cannot win
    assert hand.is_complete
    assert hand.result.winnings == (0, 300, 0)
    assert set(hand.result.shown) == {1, 2}
    assert [type(e) for e in hand.events[-3:]] == [Show, Show, Muck]


def test_R_SHOW_2_auto_policy_shows_a_hand_that_can_win_or_tie_else_mucks():
    hand = three_way()
    to_river(hand)
    decisions = hand.auto_showdown()
    # seat 1 (kings) shows first; seat 2 (queen high) cannot beat it: mucks; seat 0 (aces) shows
    assert decisions == [
        Show(1, (Card("Kh"), Card("Kd"))),
        Muck(2),
        Show(0, (Card("Ah"), Card("Ad"))),
    ]
    assert hand.result.winnings == (300, 0, 0)


def test_R_SHOW_2_the_last_hand_in_a_pot_must_show_and_wins_when_all_others_muck():
    hand = three_way()
    to_river(hand)
    hand.muck(1)
    assert hand.next_to_show == 2
    hand.muck(2)  # every other hand mucked: seat 0 wins without showing
    assert hand.is_complete and hand.result.winnings == (300, 0, 0) and hand.result.shown == {}


def test_R_SHOW_2_a_seat_that_would_leave_a_side_pot_empty_must_show():
    # seat 0 is all-in short; seats 1 and 2 build a side pot; seat 1 mucks, so seat 2 must show
    hand = manual_hand(config(NL, 50, 100), [300, 5000, 5000], 0, ["AhAd", "KhKd", "QcTc"])
    play(hand, ["all_in", "call", "call"])
    to_river(hand, ((), (("bet", 500), "call"), (), ()))
    assert hand.showdown_order == (1, 2, 0)  # seat 0 was all-in while others bet on: not turned up
    hand.muck(1)
    assert_illegal(hand, hand.muck, 2, match="must show")
    hand.show(2)
    hand.show(0)
    assert hand.result.winnings == (
        900,
        0,
        1000,
    )  # aces win the main pot, queen high the side pot uncontested


def test_R_SHOW_3_all_in_hands_are_turned_up_before_the_board():
    hand = manual_hand(config(NL, 50, 100), [1000, 1000, 1000], 0, ["AhAd", "KhKd", "QcTc"])
    play(hand, ["all_in", "call", "fold"])
    kinds = [type(e) for e in hand.events]
    shows = [e for e in hand.events if type(e) is Show]
    assert {s.seat for s in shows} == {0, 1} and BoardDeal not in kinds  # turned up, no board yet
    assert hand.actor is None and hand.board_cards_due == 3
    for cards in BOARD:
        hand.deal_board(cards)
    assert hand.is_complete and hand.result.winnings == (2100, 0, 0)


def test_R_SHOW_3_auto_dealing_runs_the_board_out():
    from holdem import Hand

    hand = Hand(config(NL, 50, 100), [1000, 1000], button=0, seed=9)
    play(hand, ["all_in", "call"])
    assert hand.is_complete and len(hand.board) == 5 and set(hand.result.shown) == {0, 1}
    assert_conserved(hand)


def test_R_SHOW_3_an_all_in_called_on_the_river_turns_every_hand_still_in_up():
    # the rule book's reading (TDA): seat 1 bets all-in on the river, seat 2 calls with chips behind; seat 0 folded
    hand = manual_hand(config(NL, 50, 100), [5000, 1000, 5000], 0, ["AhAd", "KhKd", "QcTc"])
    to_river(hand, ((), (), (), ("check", ("bet", 900), "fold", "call")))
    assert {e.seat for e in hand.events if type(e) is Show} == {
        1,
        2,
    }  # turned up at once, no one asked
    assert (
        hand.is_complete
        and hand.result.winnings == (0, 2100, 0)
        and set(hand.result.shown) == {1, 2}
    )
    assert_conserved(hand)
    # the queens could not be mucked: no showdown decision was left
    with pytest.raises(IllegalActionError, match="no showdown decision now"):
        hand.muck(2)


def test_R_SHOW_3_a_river_call_with_no_one_all_in_leaves_the_showdown_to_the_players():
    hand = manual_hand(config(NL, 50, 100), [5000] * 3, 0, ["AhAd", "KhKd", "QcTc"])
    to_river(hand, ((), (), (), ("check", ("bet", 900), "fold", "call")))
    assert (
        hand.next_to_show == 2 and not hand.shown
    )  # R-SHOW-1: the bettor shows first, the caller may muck
    hand.show(2)
    hand.muck(1)
    assert (
        hand.is_complete and set(hand.result.shown) == {2} and hand.result.winnings == (0, 0, 2100)
    )


def test_R_PROF_1_under_pokerkits_reading_a_river_all_in_goes_to_the_showdown_in_turn():
    hand = manual_hand(
        config(NL, 50, 100, rules="pokerkit"), [5000, 1000, 5000], 0, ["AhAd", "KhKd", "QcTc"]
    )
    assert hand.config.last_round_all_in == "showdown"
    to_river(hand, ((), (), (), ("check", ("bet", 900), "fold", "call")))
    assert not hand.shown and hand.showdown_order == (2, 1)  # R-SHOW-1: the river's bettor first
    hand.show(2)
    hand.muck(
        1
    )  # asked, the all-in kings may concede (pokerkit's show_or_muck_hole_cards asks each hand)
    assert (
        hand.is_complete and hand.result.winnings == (0, 0, 2100) and set(hand.result.shown) == {2}
    )


def test_R_SHOW_3_draw_all_in_before_the_draw_hands_turn_up_after_it():
    from holdem import FIVE_CARD_DRAW, BettingStructure, Hand, Phase

    cfg = config(BettingStructure.FIXED_LIMIT, 0, 0, ante=1, small_bet=2)
    hand = Hand(cfg, [3, 3], 0, seed=4, game=FIVE_CARD_DRAW)
    while hand.actor is not None:  # bet and call: both all-in before the draw
        hand.bet_or_raise_to(
            hand.legal_actions().max_raise_to
        ) if hand.legal_actions().max_raise_to else hand.call()
    assert (
        hand.phase is Phase.DRAWING and not hand.shown
    )  # the draw changes the cards: they stay down for it
    while hand.phase is Phase.DRAWING:
        hand.stand_pat()
    assert hand.is_complete and set(hand.result.shown) == {0, 1}
    assert {e.seat for e in hand.events if type(e) is Show} == {0, 1}


def test_R_SHOW_4_cards_speak():
    hand = manual_hand(config(NL, 50, 100), [5000] * 2, 0, ["8h6d", "AsKs"])
    play(hand, ["call", "check"])
    for cards in ("Tc 9s 7d", "2h", "2s"):
        while hand.actor is not None:
            hand.check()
        hand.deal_board(cards)
    while hand.actor is not None:
        hand.check()
    hand.show(1)
    hand.show(0)
    cards, rank = hand.result.shown[0]
    assert isinstance(rank, HandRank) and rank.description == "straight, ten high"
    assert hand.result.winnings == (200, 0)


def test_R_SHOW_5_winner_without_showdown_need_not_show():
    hand = three_way()
    play(hand, [("raise", 300), "fold", "fold"])
    assert hand.is_complete and hand.result.shown == {}
    assert not any(type(e) is Show for e in hand.events)


def test_unknown_cards_must_be_given_to_show():
    hand = manual_hand(config(NL, 50, 100), [5000] * 2, 0, [None, "AsKs"])
    play(hand, ["call", "check"])
    to_river(hand)
    assert hand.next_to_show == 1
    hand.show(1)
    with pytest.raises(Exception, match="unknown"):
        hand.show(0)
    hand.show(0, "QhQd")
    assert hand.hole_cards_of(0) == (Card("Qh"), Card("Qd"))
    assert hand.result.winnings == (200, 0)


def test_auto_showdown_with_unknown_cards_that_must_show():
    hand = manual_hand(config(NL, 50, 100), [5000] * 2, 0, [None, None])
    play(hand, ["call", "check"])
    to_river(hand)
    hand.muck(1)
    assert hand.is_complete and hand.result.winnings == (200, 0)
    hand = manual_hand(config(NL, 50, 100), [300, 5000, 5000], 0, ["AhAd", None, None])
    play(hand, ["all_in", "call", "call"])
    to_river(hand, ((), (("bet", 500), "call"), (), ()))
    assert hand.showdown_order == (1, 2, 0)
    with pytest.raises(HandStateError, match="unknown and it must show"):
        hand.auto_showdown()
    assert (
        hand.events[-1] == Muck(1) and hand.next_to_show == 2
    )  # seat 1 mucked; seat 2 holds the side pot
    hand.show(2, "QcTc")
    hand.auto_showdown()
    assert hand.result.winnings == (900, 0, 1000)


def test_R_SHOW_3_unknown_hands_are_turned_up_by_giving_their_cards_during_the_runout():
    hand = manual_hand(config(NL, 50, 100), [1000, 1000, 1000], 0, [None, None, "QcTc"])
    play(hand, ["all_in", "call", "fold"])
    assert hand.board_cards_due == 3 and hand.next_to_show is None
    hand.show(1, "KhKd")  # any order during the runout
    hand.show(0, "AhAd")
    with pytest.raises(IllegalActionError):
        hand.show(2, "QcTc")  # folded
    for cards in BOARD:
        hand.deal_board(cards)
    assert hand.is_complete and hand.result.winnings == (2100, 0, 0)


def test_result_shown_is_read_only_and_the_result_pickles():
    import pickle

    from holdem import Hand

    hand = Hand(config(NL, 1, 2), [100] * 3, 0, seed=1)
    while not hand.is_complete:
        hand.check_or_call() if hand.actor is not None else hand.finish_showdown()
    result = hand.result
    assert result.shown
    with pytest.raises(TypeError):
        result.shown[0] = ((), None)  # type: ignore[index]
    again = pickle.loads(pickle.dumps(result))
    assert again == result and dict(again.shown) == dict(result.shown)
    assert copy.deepcopy(result) == result


# ---- R-SHOW-2 / R-PROF-1: a show of cards no one saw ("????"), TableConfig's unknown_show -----------------


def _unknown_shows_at_the_river(reading: str, holes=("AhAd", None, None), board=BOARD):
    # seat 0 button; every seat checks down to the river (BOARD: 2c 7d 9h Js 3d): seat 1 shows first
    hand = manual_hand(config(NL, 50, 100, unknown_show=reading), [5000] * 3, 0, list(holes))
    to_river(hand, board=board)
    assert hand.showdown_order == (1, 2, 0)
    return hand


def test_R_SHOW_2_the_rule_book_refuses_a_show_of_unknown_cards():
    hand = _unknown_shows_at_the_river("muck")
    assert hand.config.unknown_show == "muck"
    error = assert_illegal(
        hand,
        hand.show,
        1,
        "????",
        match=r"only a hand shown in full can win \(R-SHOW-2\); "
        r"allowed: show\(seat, cards\), or muck\(seat\)",
    )
    assert "unknown_show='board'" not in str(error)  # a table option is not an action allowed now
    assert hand.next_to_show == 1


def test_R_PROF_1_unknown_shows_stay_in_the_pot_and_play_the_board():
    # seats 1 and 2 show unknown cards, seat 0 shows aces: the aces beat the board, which both unknown hands play
    hand = _unknown_shows_at_the_river("board")
    assert isinstance(hand.show(1, "????"), Show) and hand.next_to_show == 2
    hand.show(2, "????")
    hand.show(0)
    assert hand.result.winnings == (300, 0, 0) and hand.result.pots[0].winners == (0,)
    assert set(hand.result.shown) == {0}  # the unknown shows have no cards to list
    assert_conserved(hand)


def test_R_PROF_1_unknown_shows_tie_each_other_and_a_hand_that_plays_the_board():
    # two unknown shows split; a known hand shown first that only plays the board ties them (the board's value)
    straight = ("Ac Kd Qh", "Js", "Tc")
    for holes, board, expected in (
        (("AhAd", None, None), BOARD, (0, 150, 150)),
        (("2s3s", None, None), straight, (100, 100, 100)),
    ):
        hand = _unknown_shows_at_the_river("board", holes, board)
        hand.show(1, "????")
        hand.show(2, "????")
        if hand.next_to_show == 0:
            hand.muck(0) if holes[0] == "AhAd" else hand.show(
                0
            )  # the aces mucked: the unknown shows split
        assert hand.result.winnings == expected
        assert_conserved(hand)


def test_R_PROF_1_an_unknown_show_of_a_hand_dealt_known_plays_the_board_and_hides_its_cards():
    # pokerkit drops the cards of a hand shown as ???? (a player's own cards in an iPoker log)
    hand = _unknown_shows_at_the_river("board", ("AhAd", "KhKd", None))
    hand.show(1, "????")
    assert hand.view(2).shown == {} and hand.view(0).shown == {}
    assert "Kh" not in repr(hand.view(2)) and "Kh" not in repr(hand)
    hand.show(2, "????")
    hand.muck(0)
    assert hand.result.winnings == (0, 150, 150) and hand.result.shown == {}
    assert_conserved(hand)


def test_R_PROF_1_an_unknown_show_against_mucks_wins_the_pot():
    hand = _unknown_shows_at_the_river("board", (None, None, None))
    hand.show(1, "????")
    hand.muck(2)
    hand.muck(0)
    assert hand.result.winnings == (0, 300, 0)
    assert_conserved(hand)


def test_R_PROF_1_a_game_without_a_board_refuses_an_unknown_show():
    from holdem import BettingStructure, Hand, TableConfig
    from holdem.game import FIVE_CARD_DRAW

    cfg = TableConfig(
        BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2, unknown_show="board"
    )
    hand = Hand(cfg, [100, 100], 0, seed=7, game=FIVE_CARD_DRAW)
    while hand.next_to_show is None:
        hand.stand_pat() if hand.next_to_draw is not None else hand.check_or_call()
    assert_illegal(hand, hand.show, hand.next_to_show, "????", match="no board to play")


def test_R_SHOW_3_an_unknown_show_in_an_all_in_runout_turns_a_hand_down_under_pokerkits_reading():
    # seats 0 (aces) and 1 (kings) all-in preflop: both turned face up (R-SHOW-3); seat 0 "shows ????" during
    # the runout, as pokerkit's records can: pokerkit keeps its cards down, so it plays the board unless shown
    for last_show, winnings in (("????", (0, 1000, 0)), (None, (1000, 0, 0))):
        hand = manual_hand(
            config(NL, 50, 100, unknown_show="board"), [500, 500, 5000], 2, ["AhAd", "KhKd", "QcTc"]
        )
        play(hand, ["fold", ("raise", 500), "call"])
        assert set(hand.shown) == {0, 1}
        hand.show(0, "????")
        assert set(hand.shown) == {1} and "Ah" not in str(hand.view(2))
        for cards in BOARD:
            hand.deal_board(cards)
        assert hand.next_to_show == 0  # a hand turned down decides again at the showdown
        hand.show(0, last_show)
        assert hand.result.winnings[:3] == winnings
        assert_conserved(hand)
    hand = manual_hand(config(NL, 50, 100), [500, 500, 5000], 2, ["AhAd", "KhKd", "QcTc"])
    play(hand, ["fold", ("raise", 500), "call"])
    assert_illegal(hand, hand.show, 0, "????", match=r"R-SHOW-2")


def test_R_PROF_1_a_game_whose_board_makes_no_five_card_hand_refuses_an_unknown_show_up_front():
    # a custom game with a three-card board: the board alone is no hand to value, so "????" is refused before any
    # state changes (it used to be taken, and the award then failed: "a hand is 5, 6 or 7 cards"), and the hand
    # ends normally with the cards shown
    from holdem import BettingStructure, Hand, TableConfig
    from holdem.game import Betting, Board, Burn, DealHole, ForcedBets, GameDef, Showdown, ValueRule

    flop_only = GameDef(
        name="flop only",
        hole_cards=2,
        value=ValueRule.HOLE_AND_BOARD,
        steps=(
            ForcedBets(),
            DealHole(2),
            Betting("preflop", "small"),
            Burn(),
            Board(3),
            Betting("flop", "small"),
            Showdown(),
        ),
    )
    cfg = TableConfig(BettingStructure.NO_LIMIT, small_blind=1, big_blind=2, unknown_show="board")
    hand = Hand(cfg, [100, 100, 100], 0, seed=3, game=flop_only)
    while hand.next_to_show is None:
        hand.check_or_call()
    first = hand.next_to_show
    assert_illegal(
        hand, hand.show, first, "????", match=r"no board to play .*allowed: show\(seat, cards\)"
    )
    hand.show(first)
    hand.auto_showdown()
    assert hand.is_complete and sum(hand.result.winnings) == 6
    assert_conserved(hand)


def test_R_PROF_1_only_a_whole_hand_of_unknown_cards_is_an_unknown_show():
    # "????" (or "??" per hole card) is a show no one saw; any other run of "?" is bad cards: refused unchanged
    from holdem import BettingStructure, Hand, HoldemError, TableConfig
    from holdem.game import FIVE_CARD_DRAW

    hand = _unknown_shows_at_the_river("board")
    for cards in ("?", "??", "???", "??????"):
        before = repr(hand), hand.next_to_show, dict(hand.shown)
        with pytest.raises(HoldemError, match="invalid card"):
            hand.show(1, cards)
        assert (repr(hand), hand.next_to_show, dict(hand.shown)) == before
    hand.show(1, "????")
    assert hand.next_to_show == 2
    cfg = TableConfig(
        BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2, unknown_show="board"
    )
    draw = Hand(cfg, [100, 100], 0, seed=7, game=FIVE_CARD_DRAW)
    while draw.next_to_show is None:
        draw.stand_pat() if draw.next_to_draw is not None else draw.check_or_call()
    for cards in (
        "????",
        "?" * 10,
    ):  # both read as unknown: refused as such (no board), not as bad cards
        assert_illegal(draw, draw.show, draw.next_to_show, cards, match="no board to play")


def test_R_SHOW_2_a_hand_shown_unknown_in_a_runout_and_then_mucked_is_out_of_the_pot():
    # seat 0 turns its aces down with "????" during the runout and mucks at the showdown: it is a muck only
    hand = manual_hand(
        config(NL, 50, 100, unknown_show="board"), [500, 500, 5000], 2, ["AhAd", "KhKd", "QcTc"]
    )
    play(hand, ["fold", ("raise", 500), "call"])
    hand.show(0, "????")
    for cards in BOARD:
        hand.deal_board(cards)
    assert hand.next_to_show == 0
    hand.muck(0)
    assert hand.mucked == {0} and not hand._showdown.unknown  # no longer valued by the board alone
    assert hand.result.winnings[:2] == (0, 1000)
    assert_conserved(hand)


def test_R_SHOW_3_a_hand_turned_up_in_a_runout_stays_in_the_public_events_after_an_unknown_show():
    # documented (TableConfig's unknown_show): R-SHOW-3 turns the all-in hands up at once under either reading;
    # a later "????" turns seat 0 down for the showdown (shown, values, result) but cannot unshow the event;
    # the PHH a seat is given leaves that turn-up out (tests/history/test_phh_readings.py)
    from holdem import to_phh

    hand = manual_hand(
        config(NL, 50, 100, unknown_show="board"), [500, 500, 5000], 2, ["AhAd", "KhKd", "QcTc"]
    )
    play(hand, ["fold", ("raise", 500), "call"])
    hand.show(0, "????")
    aces = (Card("Ah"), Card("Ad"))
    assert 0 not in hand.view(2).shown
    assert Show(0, aces) in hand.view(2).events and Show(0, aces) in hand.events
    assert "Ah" not in to_phh(hand, seat=2) and "Ah" not in to_phh(hand, seat=1)


def test_R_SHOW_1_under_pokerkits_reading_the_rivers_all_in_bettor_shows_first():
    # found in review: with last_round_all_in="showdown" the showdown began left of the button, as after a runout
    from holdem import Hand

    for cfg in (config(NL, 1, 2, rules="pokerkit"), config(NL, 1, 2, last_round_all_in="showdown")):
        hand = Hand(cfg, [50, 100, 100], button=0, seed=1)
        play(
            hand,
            ["call", "call", "check"]
            + ["check"] * 6
            + ["check", "check", ("bet", 48), "call", "fold"],
        )
        assert (
            hand.showdown_order == (0, 1) and hand.next_to_show == 0
        )  # seat 0 bet all-in on the river
