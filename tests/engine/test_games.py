"""Omaha (4, 5 and 6 hole cards) and short deck in the engine: the definitions (R-GAME-1), each game's betting
structure (R-GAME-2), the value rules at the showdown (R-HAND-8, R-HAND-10), the short deck's cards, and the
button blind (R-BLIND-9)."""

from __future__ import annotations

import pickle
import random

import pytest

from hand_helpers import assert_conserved
from holdem import (
    HOLDEM,
    OMAHA,
    OMAHA_5,
    OMAHA_6,
    OMAHA_HI_LO,
    SHORT_DECK,
    BettingStructure,
    ConfigError,
    DealingError,
    Hand,
    HandRank,
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    LiveHand,
    ShortDeckRank,
    TableConfig,
    evaluate_omaha,
    evaluate_short_deck,
    parse_cards,
)
from holdem.agents import RandomAgent
from holdem.engine import board_plays_alone
from holdem.game import (
    GAMES_BY_NAME,
    SHORT_DECK_CARDS,
    SHORT_DECK_STRAIGHTS,
    Betting,
    Board,
    Burn,
    DealHole,
    ForcedBets,
    GameDef,
    Showdown,
    ValueRule,
)

CFG = TableConfig(small_blind=1, big_blind=2)
NEW_GAMES = (OMAHA, OMAHA_5, OMAHA_6, SHORT_DECK)


def play_out(hand: Hand, seed: int) -> Hand:
    """Random legal actions to the end, the showdown by the policy; chips conserved at every step (R-POT-6)."""
    agent = RandomAgent(seed=seed)
    while not hand.is_complete:
        if hand.actor is not None:
            hand.act(agent.act(hand.view(hand.actor)))
        else:
            hand.finish_showdown()
        assert_conserved(hand)
    return hand


# -- the definitions (R-GAME-1) -------------------------------------------------------------------


def test_R_GAME_1_the_new_games_deal_their_own_cards_and_seats():
    assert [(g.hole_cards, len(g.deck), g.board_cards, g.max_seats) for g in NEW_GAMES] == [
        (4, 52, 5, 10),
        (5, 52, 5, 8),
        (6, 52, 5, 7),
        (2, 36, 5, 10),
    ]
    assert {c.rank for c in SHORT_DECK_CARDS} == set(range(4, 13))  # 6 to ace
    assert [r.name for r in OMAHA.rounds] == [r.name for r in HOLDEM.rounds]
    assert {
        name: GAMES_BY_NAME[name] for name in ("omaha", "omaha-5", "omaha-6", "short-deck")
    } == {
        "omaha": OMAHA,
        "omaha-5": OMAHA_5,
        "omaha-6": OMAHA_6,
        "short-deck": SHORT_DECK,
    }


@pytest.mark.parametrize(
    ("hole", "value", "deck", "words"),
    [
        (3, ValueRule.OMAHA, None, "Omaha's value rule takes 4 to 6 hole cards"),
        (7, ValueRule.OMAHA, None, "Omaha's value rule takes 4 to 6 hole cards"),
        (2, ValueRule.SHORT_DECK, None, "a short-deck game's deck is cards 6 to ace"),
        (3, ValueRule.SHORT_DECK, SHORT_DECK_CARDS, "a hand is at most 7 cards"),
    ],
)
def test_R_GAME_1_a_definition_its_value_rule_cannot_value_is_refused(hole, value, deck, words):
    steps = (ForcedBets(), DealHole(hole), *HOLDEM.steps[2:])
    extra = {} if deck is None else {"deck": deck}
    with pytest.raises(ValueError, match=words):
        GameDef("bad", hole, value, steps, **extra)


def test_R_GAME_1_a_deck_must_deal_two_seats():
    steps = (
        ForcedBets(),
        DealHole(2),
        Betting("only"),
        Burn(),
        Board(3),
        Betting("last"),
        Showdown(),
    )
    with pytest.raises(ValueError, match="deals two seats at least"):
        GameDef("tiny", 2, ValueRule.HOLE_AND_BOARD, steps, deck=SHORT_DECK_CARDS[:5])


def test_R_GAME_1_a_hand_of_more_seats_than_the_deck_deals_is_refused_and_nothing_is_made():
    with pytest.raises(InvalidArgumentError, match="at most 7 seats, got 8 stacks"):
        Hand(CFG, [100] * 8, 0, seed=1, game=OMAHA_6)
    with pytest.raises(InvalidArgumentError, match="at most 8 seats, got 9 stacks"):
        Hand(CFG, [100] * 9, 0, seed=1, game=OMAHA_5)
    assert Hand(CFG, [100] * 7, 0, seed=1, game=OMAHA_6).n_seats == 7


# -- each game's betting structure (R-GAME-2) ----------------------------------------------------------


def test_R_GAME_2_a_config_that_names_no_structure_plays_the_games():
    assert CFG.betting_from_game and CFG.betting is BettingStructure.NO_LIMIT  # read as hold'em's
    omaha = Hand(CFG, [100, 100], 0, seed=1, game=OMAHA)
    assert omaha.config.betting is BettingStructure.POT_LIMIT
    assert omaha.config == TableConfig(BettingStructure.POT_LIMIT, small_blind=1, big_blind=2)
    assert "pot-limit" in repr(omaha)
    # pot-limit: the largest raise preflop is to the pot after the call, 2 + 2 + 2 = 6 (R-BET-10)
    assert omaha.legal_actions().max_raise_to == 6
    assert Hand(CFG, [100, 100], 0, seed=1, game=SHORT_DECK).config is CFG  # no-limit: as given
    assert Hand(CFG, [100, 100], 0, seed=1).config is CFG


def test_R_GAME_2_a_structure_given_is_kept_for_every_game():
    fixed = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    assert not fixed.betting_from_game
    hand = Hand(fixed, [100, 100], 0, seed=1, game=OMAHA)
    assert hand.config is fixed and hand.legal_actions().max_raise_to == 4
    nl = TableConfig(BettingStructure.NO_LIMIT, small_blind=1, big_blind=2)
    assert Hand(nl, [100, 100], 0, seed=1, game=OMAHA).legal_actions().max_raise_to == 100


def test_R_GAME_2_for_game_copies_only_when_the_structure_differs_and_the_copy_pickles():
    played = CFG.for_game(OMAHA)
    assert played is not CFG and played.for_game(OMAHA) is played and CFG.for_game(HOLDEM) is CFG
    assert not played.betting_from_game and pickle.loads(pickle.dumps(played)) == played
    again = pickle.loads(pickle.dumps(CFG))
    assert again.betting_from_game and again.for_game(OMAHA).betting is BettingStructure.POT_LIMIT


# -- whole hands ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", NEW_GAMES, ids=lambda g: g.name)
def test_whole_hands_of_each_game_conserve_chips_and_value_by_the_games_rule(game):
    """R-POT-6 at every step; every shown hand ranked by its game's rule (R-HAND-8, R-HAND-10), and each
    pot won by the best of its eligible shown hands (R-POT-4)."""
    rng = random.Random(7)
    showdowns = 0
    for seed in range(60):
        n = rng.randint(2, game.max_seats)
        stacks = [rng.randint(20, 400) for _ in range(n)]
        hand = play_out(Hand(CFG, stacks, rng.randrange(n), seed=seed, game=game), seed)
        board = hand.board
        assert len(set(board) | {c for s in range(n) for c in hand.hole_cards_of(s)}) == len(
            board
        ) + (n * game.hole_cards)
        assert all(c in game.deck for c in board)
        values = {}
        for seat, (cards, rank) in hand.result.shown.items():
            if game is SHORT_DECK:
                assert isinstance(rank, ShortDeckRank)
                assert rank == evaluate_short_deck(list(cards) + list(board))
            else:
                assert type(rank) is HandRank and rank == evaluate_omaha(cards, board)
            values[seat] = int(rank)
        for pot in hand.result.pots:
            contenders = [s for s in pot.eligible if s in values]
            if len(contenders) > 1:
                showdowns += 1
                best = max(values[s] for s in contenders)
                assert set(pot.winners) == {s for s in contenders if values[s] == best}
    assert showdowns > 10


def test_R_HAND_8_omaha_plays_exactly_two_hole_cards_at_the_showdown():
    """Four hearts on the board and one in the hand make no flush; two hole cards make the straight."""
    hand = Hand(CFG, [100, 100], 0, dealing="manual", game=OMAHA)
    hand.deal_hole(1, "Ah 2c 3d 4s")  # one heart: a flush in hold'em, none here
    hand.deal_hole(0, "Kc Kd 7s 8s")  # 7-8 with 9-T-J of the board
    hand.call(), hand.check()
    for cards in ("Qh Jh 9h", "5h", "Tc"):
        hand.deal_board(cards)
        hand.check(), hand.check()
    with pytest.raises(DealingError, match="^an Omaha hand takes 4 cards, got 2"):
        hand.show(1, "Ah 2c")
    hand.auto_showdown()
    shown = {seat: str(rank) for seat, (_, rank) in hand.result.shown.items()}
    assert shown == {1: "high card, ace, queen-jack-ten-four kickers", 0: "straight, jack high"}
    assert hand.result.net == (2, -2)


def test_R_HAND_8_a_show_of_unknown_cards_cannot_play_the_omaha_board_alone():
    pokerkit = TableConfig(small_blind=1, big_blind=2, unknown_show="board")
    assert not board_plays_alone(OMAHA.value, OMAHA.board_cards)
    assert board_plays_alone(SHORT_DECK.value, SHORT_DECK.board_cards)
    hand = Hand(pokerkit, [100, 100], 0, dealing="manual", game=OMAHA)
    hand.deal_hole(1, None)
    hand.deal_hole(0, "Kc Kd 7s 8s")
    hand.call(), hand.check()
    for cards in ("Qh Jh 9h", "5h", "Tc"):
        hand.deal_board(cards)
        hand.check(), hand.check()
    assert hand.next_to_show == 1  # checked through: left of the button first (R-SHOW-1)
    with pytest.raises(IllegalActionError, match="R-HAND-8"):
        hand.show(1, "????")
    assert hand.next_to_show == 1 and not hand.is_complete
    hand.show(1, "Kh 8h 2c 3c")  # its cards, then: a flush beats the straight
    hand.auto_showdown()
    assert hand.result.net == (-2, 2)


def test_R_HAND_10_short_deck_ranks_a_flush_over_a_full_house_at_the_showdown():
    hand = Hand(CFG, [100, 100], 0, dealing="manual", game=SHORT_DECK)
    hand.deal_hole(1, "Ah 7h")  # a flush with the board's three hearts
    hand.deal_hole(0, "Qc Qd")  # a full house, queens full of nines
    hand.call(), hand.check()
    for cards in ("Qh 9h 9c", "6h", "Ts"):
        hand.deal_board(cards)
        hand.check(), hand.check()
    hand.auto_showdown()
    assert hand.result.net == (-2, 2)
    assert str(hand.result.shown[1][1]) == "flush, ace-queen-nine-seven-six"


@pytest.mark.parametrize(("game", "winner"), [(SHORT_DECK, 0), (SHORT_DECK_STRAIGHTS, 1)])
def test_R_HAND_10_three_of_a_kind_and_a_straight_by_the_games_reading(game, winner):
    hand = Hand(CFG, [100, 100], 0, dealing="manual", game=game)
    hand.deal_hole(1, "Ac 8d")  # A-6-7-8-9, the lowest straight
    hand.deal_hole(0, "Kc Kd")  # three kings
    hand.call(), hand.check()
    for cards in ("6s 7h 9c", "Ks", "Js"):
        hand.deal_board(cards)
        hand.check(), hand.check()
    hand.auto_showdown()
    assert hand.result.pots[0].winners == (winner,)
    assert hand.result.shown[winner][1].trips_beat_straight is (game is SHORT_DECK)


# -- the short deck's cards (R-GAME-1) -------------------------------------------------------------


def test_R_GAME_1_auto_dealt_short_deck_hands_hold_no_card_below_the_six():
    seen = set()
    for seed in range(40):
        hand = Hand(CFG, [100] * 10, 0, seed=seed, game=SHORT_DECK)
        for seat in range(10):
            seen.update(hand.hole_cards_of(seat))
    assert seen <= set(SHORT_DECK_CARDS) and len(seen) == 36


def test_R_GAME_1_a_card_the_short_deck_does_not_hold_is_refused_anywhere_it_is_given():
    hand = Hand(CFG, [100, 100], 0, dealing="manual", game=SHORT_DECK)
    with pytest.raises(InvalidCardError, match="5h is not a card of this game's 36-card deck"):
        hand.deal_hole(1, "5h Ah")
    assert hand.hole_cards_of(1) is None and hand.hole_cards_due == (1, 0)  # nothing changed
    hand.deal_hole(1, "Ah Kh")
    hand.deal_hole(0, None)
    hand.call(), hand.check()
    with pytest.raises(InvalidCardError, match="2c is not a card"):
        hand.deal_board("Qh 9h 2c")
    with pytest.raises(InvalidCardError, match="4d is not a card"):
        hand.deal_board("Qh 9h 9c", burn="4d")
    hand.deal_board("Qh 9h 9c")
    assert hand.board == tuple(parse_cards("Qh 9h 9c"))
    while hand.actor is not None or hand.board_cards_due:
        if hand.board_cards_due:
            hand.deal_board("Tc" if len(hand.board) == 3 else "Js")
        else:
            hand.check()
    hand.show(1)
    with pytest.raises(InvalidCardError, match="3s is not a card"):
        hand.show(0, "3s 8s")  # seat 0 was dealt unknown cards


def test_R_MIS_1_a_live_dealer_pitching_a_five_in_short_deck_deals_a_misdeal():
    live = LiveHand(CFG, [100, 100, 100], 0, game=SHORT_DECK)
    assert live.deal_hole_card(1, "Ah") is None
    misdeal = live.deal_hole_card(2, "5c")
    assert misdeal is not None and "an invalid card dealt" in misdeal.condition
    assert live.voided and live.hand.hole_cards_due == (1, 2, 0)  # a fresh deal (R-MIS-3)


def test_R_GAME_1_a_live_dealer_cannot_expose_a_card_the_short_deck_does_not_hold():
    live = LiveHand(CFG, [100, 100, 100], 0, game=SHORT_DECK)
    with pytest.raises(InvalidCardError, match="4s is not a card of this game's 36-card deck"):
        live.card_exposed("4s")
    assert (
        not live.voided
        and live.hand.events == LiveHand(CFG, [100] * 3, 0, game=SHORT_DECK).hand.events
    )


def test_a_live_omaha_hand_takes_four_cards_a_seat_one_pass_at_a_time():
    live = LiveHand(CFG, [100, 100, 100], 0, game=OMAHA)
    cards = parse_cards("Ah Kd Qc Js Ad Kh Qs Jc 2c 3c 4c 5c")
    order = [1, 2, 0]
    for k, card in enumerate(cards):
        assert live.deal_hole_card(order[k % 3], card) is None
    assert live.hand.hole_cards_of(1) == (cards[0], cards[3], cards[6], cards[9])
    assert live.hand.actor == 0


# -- the button blind (R-BLIND-9) ------------------------------------------------------------------


BUTTON = TableConfig(small_blind=0, big_blind=5, ante=5, button_blind=True)


def test_R_BLIND_9_the_button_posts_the_one_blind_after_everyones_ante_and_acts_last():
    hand = Hand(BUTTON, [500] * 4, button=2, seed=1, game=SHORT_DECK)
    posts = [(e.seat, e.kind, e.amount) for e in hand.events[:5]]
    assert posts == [
        (0, "ante", 5),
        (1, "ante", 5),
        (2, "ante", 5),
        (3, "ante", 5),
        (2, "big blind", 5),
    ]
    assert hand.actor == 3  # left of the button
    assert hand.legal_actions().call == 5 and hand.legal_actions().min_raise_to == 10
    hand.call(), hand.call(), hand.call()
    assert hand.actor == 2  # the button last, with the big blind's option (R-BET-5)
    assert hand.legal_actions().check and hand.legal_actions().min_raise_to == 10
    hand.check()
    assert hand.street.name == "FLOP" and hand.actor == 3  # later rounds: left of the button


def test_R_BLIND_9_heads_up_the_other_player_acts_first_in_every_round():
    hand = Hand(BUTTON, [500, 500], button=0, seed=1, game=SHORT_DECK)
    assert hand.actor == 1
    hand.call()
    assert hand.actor == 0
    hand.check()
    assert hand.actor == 1


def test_R_BLIND_9_a_button_blind_is_the_one_blind():
    for bad in (
        dict(small_blind=1, big_blind=5),
        dict(small_blind=0, big_blind=0, ante=5, min_bet=5),
        dict(small_blind=0, big_blind=5, straddles=(10,)),
    ):
        with pytest.raises(ConfigError, match="button_blind: the button posts the one blind"):
            TableConfig(button_blind=True, **bad)
    with pytest.raises(ConfigError, match="button_blind must be True or False"):
        TableConfig(button_blind=1)


def test_R_BLIND_9_plain_blinds_are_played_in_short_deck_too():
    hand = Hand(CFG, [100] * 3, button=0, seed=2, game=SHORT_DECK)
    assert [(e.seat, e.kind) for e in hand.events[:2]] == [(1, "small blind"), (2, "big blind")]
    assert play_out(hand, 3).is_complete


# -- what no one may see ------------------------------------------------------------------------------


@pytest.mark.parametrize("game", (*NEW_GAMES, OMAHA_HI_LO), ids=lambda g: g.name)
def test_views_reprs_and_pickles_show_no_other_seats_cards(game):
    hand = Hand(CFG, [100, 100, 100], 0, seed=11, game=game)
    mine = hand.hole_cards_of(1)
    others = [str(c) for s in (0, 2) for c in hand.hole_cards_of(s)]
    view = hand.view(1)
    assert view.hole_cards == mine and len(mine) == game.hole_cards
    for text in (repr(hand), repr(view), str(view.snapshot()), repr(view.snapshot())):
        assert not any(card in text for card in others)
    frozen = pickle.dumps(view)
    assert not any(card.encode() in frozen for card in others)
    snap = pickle.loads(frozen)
    assert snap.hole_cards == mine
    again = pickle.loads(
        pickle.dumps(hand)
    )  # the hand's own pickle keeps the dealt cards, not the deck
    assert again.hole_cards_of(0) == hand.hole_cards_of(0) and again.game == game
