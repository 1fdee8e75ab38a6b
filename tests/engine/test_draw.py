"""Five-card draw on the same engine (R-DRAW-1, issue 14): the deal, the draw, the stub rule, hidden discards,
every betting structure, PHH round trips and the live procedure with five cards."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hand_helpers import assert_conserved
from holdem import (
    JOKER,
    BettingStructure,
    Discard,
    Exposed,
    Hand,
    HoldemError,
    HoleDeal,
    IllegalActionError,
    LiveHand,
    Phase,
    TableConfig,
    parse_cards,
    read_phh,
    replay,
    to_phh,
)
from holdem.game import (
    FIVE_CARD_DRAW,
    FIVE_CARD_DRAW_JOKER,
    Betting,
    DealHole,
    Draw,
    ForcedBets,
    GameDef,
    Showdown,
    ValueRule,
)
from holdem.history import finishing_amounts

FL = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=5, small_bet=10)


def play_draw(hand: Hand, rng: random.Random, discard: float = 0.9) -> None:
    """Random legal play: bets and calls, every seat drawing up to three cards."""
    while not hand.is_complete:
        if hand.phase is Phase.DRAWING:
            seat = hand.next_to_draw
            cards = hand.hole_cards_of(seat)
            k = rng.randint(1, 3)
            hand.discard(cards[:k]) if rng.random() < discard else hand.stand_pat()
        elif hand.actor is None:
            hand.auto_showdown()
        else:
            legal = hand.legal_actions()
            if legal.min_raise_to is not None and rng.random() < 0.3:
                hand.bet_or_raise_to(legal.min_raise_to)
            elif legal.call and rng.random() < 0.1:
                hand.fold()
            else:
                hand.check_or_call()
        assert_conserved(hand)


def test_R_DRAW_1_antes_five_cards_one_at_a_time_from_the_left_of_the_dealer():
    hand = Hand(FL, [1000] * 4, 1, dealing="manual", game=FIVE_CARD_DRAW)
    assert hand.pot_gathered == 20 and hand.bets == (0, 0, 0, 0)  # antes only, dead money
    deck = iter(parse_cards("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d 4d 5d 6d 7d 8d"))
    order = []
    while hand.next_deal is not None:
        seat = hand.next_deal.seat
        order.append(seat)
        hand.deal_hole(seat, [next(deck)])
    assert order == [2, 3, 0, 1] * 5  # five passes, the dealer (the button) last
    assert hand.actor == 2  # the first round starts left of the dealer
    assert (
        hand.legal_actions().describe() == "fold, check or bet 10"
    )  # the small bet before the draw


def test_R_DRAW_1_the_draw_goes_round_then_the_big_bet():
    hand = Hand(FL, [1000] * 3, 0, seed=7, game=FIVE_CARD_DRAW)
    for _ in range(3):
        hand.check()
    assert hand.phase is Phase.DRAWING and hand.next_to_draw == 1
    assert tuple(hand.legal_draw()) == (1, 3, False)
    with pytest.raises(IllegalActionError, match="seat 1 draws now"):
        hand.stand_pat(2)
    before = hand.hole_cards_of(1)
    with pytest.raises(IllegalActionError, match="1 to 3 cards"):
        hand.discard(before[:4])
    with pytest.raises(IllegalActionError, match="only its own cards"):
        hand.discard(
            [c for c in parse_cards("2c 3c 4c") if c not in before][:1] or parse_cards("As")
        )
    record = hand.discard(before[:2])
    assert record == Discard(1, 2, before[:2])
    after = hand.hole_cards_of(1)
    assert after[:3] == before[2:] and not set(after) & set(before[:2])
    hand.stand_pat(), hand.discard(hand.hole_cards_of(0)[:3])
    assert hand.phase is Phase.BETTING and hand.actor == 1
    assert hand.legal_actions().describe() == "fold, check or bet 20"  # the big bet after the draw


def test_four_cards_with_an_ace_shown_as_a_house_rule():
    aces = GameDef(
        "five-card draw, four with an ace",
        5,
        ValueRule.HOLE_ONLY,
        (
            ForcedBets(),
            DealHole(5),
            Betting("before", "small"),
            Draw(3, four_with_ace=True),
            Betting("after", "big"),
            Showdown(),
        ),
    )
    hand = Hand(FL, [1000] * 2, 0, dealing="manual", game=aces)
    for seat, cards in ((1, "Ah 2c 3d 4s 6h"), (0, "Kc Kd 7h 8h 9s")):
        hand.deal_hole(seat, cards)
    hand.check(), hand.check()
    with pytest.raises(IllegalActionError):
        hand.discard("Ah 2c 3d 4s")  # the card kept must be the ace
    hand.discard("2c 3d 4s 6h")
    assert (
        Exposed(1, parse_cards("Ah")[0], "player") in hand.view(0).events
    )  # the ace kept is shown
    hand.deal_hole(1, "Ac Ad 5c 5d")
    assert hand.next_to_draw == 0


@pytest.mark.parametrize("game", [FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER], ids=["52", "53-joker"])
def test_the_stub_rule_with_eight_players_drawing_heavily(game):
    """8 x 5 dealt, everyone draws three: the stub runs out. The seat drawing never gets its own discards back;
    with the joker (53 cards) the joker thrown by an earlier seat is shuffled back and dealt to a later one."""
    recycled_joker = 0
    for seed in range(60):
        hand = Hand(FL, [1000] * 8, seed % 8, seed=seed, game=game)
        for _ in range(8):
            hand.check()
        drawn_before: list = []
        while hand.phase is Phase.DRAWING:
            seat = hand.next_to_draw
            mine = hand.hole_cards_of(seat)[:3]
            hand.discard(mine)
            got = set(hand.hole_cards_of(seat)[2:])  # the replacements follow the two cards kept
            assert not got & set(mine)  # never a card of the seat drawing now
            recycled_joker += JOKER in got and JOKER in drawn_before
            drawn_before += mine
        held = [c for s in range(8) for c in hand.hole_cards_of(s)]
        assert len(held) == len(set(held)) == 40  # no card in two hands, the joker included
        play_draw(hand, random.Random(seed))
        assert sum(hand.stacks) == 8000
    assert recycled_joker or not game.has_joker


@pytest.mark.parametrize("betting", list(BettingStructure))
def test_every_betting_structure_plays_draw(betting):
    config = TableConfig(betting, small_blind=0, big_blind=0, ante=2, min_bet=4, small_bet=4)
    for seed in range(10):
        hand = Hand(config, [300] * 5, seed % 5, seed=seed, game=FIVE_CARD_DRAW)
        play_draw(hand, random.Random(seed))
        assert hand.is_complete and sum(hand.result.net) == 0


def test_discards_are_hidden_from_everyone_else_and_their_count_is_public():
    hand = Hand(FL, [1000] * 3, 0, seed=3, game=FIVE_CARD_DRAW)
    for _ in range(3):
        hand.check()
    mine = hand.hole_cards_of(1)[:2]
    hand.discard(mine)
    own = [e for e in hand.view(1).events if type(e) is Discard]
    other = [e for e in hand.view(2).events if type(e) is Discard]
    assert own == [Discard(1, 2, mine)] and other == [Discard(1, 2, None)]
    assert not any(type(e) is HoleDeal and e.seat == 1 for e in hand.view(2).events)
    assert not set(mine) & {
        c for e in hand.view(2).events for c in (getattr(e, "cards", None) or ())
    }
    assert "????" in to_phh(hand, seat=2) and "".join(map(str, mine)) not in to_phh(hand, seat=2)


def test_draw_hands_round_trip_through_phh():
    for seed in range(20):
        hand = Hand(FL, [1000] * 6, seed % 6, seed=seed, game=FIVE_CARD_DRAW)
        play_draw(hand, random.Random(seed))
        text = to_phh(hand)
        assert 'variant = "FD"' in text and " sd" in text
        again = replay(read_phh(text))
        assert again.stacks == hand.stacks
        for seat in range(6):  # every seat's own history replays too
            mine = replay(read_phh(to_phh(hand, seat=seat)))
            assert finishing_amounts(mine, 1) == finishing_amounts(hand, 1) or not mine.is_complete


def test_misdeals_apply_with_five_cards():
    live = LiveHand(FL, [1000] * 3, button=0, game=FIVE_CARD_DRAW)
    live.deal_hole_card(1, "Ah")
    assert live.deal_hole_card(0, "Kd").voided  # seat 2 was next (R-MIS-1)
    cards = iter(parse_cards("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d"))
    for k in range(15):
        assert live.deal_hole_card((1 + k) % 3, next(cards)) is None
    assert live.hand.phase is Phase.BETTING and len(live.hand.hole_cards_of(0)) == 5


@settings(max_examples=60, deadline=None)
@given(
    st.integers(2, 8),
    st.integers(0, 10**6),
    st.floats(0.0, 1.0),
    st.sampled_from([FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER]),
)
def test_draw_hands_conserve_chips_and_cards(n, seed, discard, game):
    """R-DRAW-1, R-HAND-7, the stub rule: with and without the joker (53 cards), chips are conserved, no card
    (the joker included) is ever in two places, and no one sees another seat's cards or discards."""
    hand = Hand(FL, [500] * n, seed % n, seed=seed, game=game)
    rng = random.Random(seed)
    play_draw(hand, rng, discard)
    held = [c for s in range(n) for c in (hand.hole_cards_of(s) or ())]
    assert len(held) == len(set(held)) and set(held) <= set(game.deck)
    dealing = hand._dealing  # each card in one place only: a hand, the discards or the stub
    stub = dealing.cards[dealing.pos :]
    places = held + dealing.discards + stub
    assert len(places) == len(set(places)) and set(places) <= set(game.deck)
    assert sum(hand.stacks) == 500 * n
    public = {c for cards in hand.shown.values() for c in cards}
    for seat in range(n):
        events = hand.view(seat).events
        held = {
            c
            for e in events
            if type(e) in (HoleDeal, Discard) and e.seat == seat
            for c in (e.cards or ())
        }
        others = {c for s in range(n) if s != seat for c in hand.hole_cards_of(s)} - public - held
        seen = {c for e in events for c in (getattr(e, "cards", None) or ())}
        assert (
            not seen & others
        )  # nothing of another seat's hand or discards, beyond what was shown


# -- a table of draw (issue 14: Table(..., game="draw"), holdem play --game draw) ------------------


def _draw_table(agents_for, hands=150, seed=5):
    from holdem import Table

    table = Table(FL, seats=5, seed=seed, game="draw", min_buy_in=40, max_buy_in=200)
    names = [f"p{k}" for k in range(5)]
    for k, name in enumerate(names):
        table.join(name, 100, k + 1, auto_rebuy=True)
    assert table.play({name: agents_for(k) for k, name in enumerate(names)}, hands=hands) == hands
    return table


def test_a_table_plays_draw_and_every_hand_replays():
    from holdem.agents import CallingStation, RandomAgent, TightAggressive

    table = _draw_table(lambda k: [RandomAgent(k), CallingStation(), TightAggressive()][k % 3])
    assert not table.incidents and sum(table.stacks.values()) == table.bought_in - table.cashed_out
    draws = [s for r in table.records for s in r.steps if type(s) is tuple and s[0] == "draw"]
    assert any(s[2] for s in draws) and any(not s[2] for s in draws)  # discards and stands pat
    for record in table.records:
        history = table.history_for(record)
        assert (
            history.variant == "FD"
            and finishing_amounts(replay(history), 1) == history.finishing_stacks
        )
        assert record.hand.stacks == tuple(
            record.finishing_stacks
        )  # the record deals the same hand again


def test_a_broken_agent_at_the_draw_stands_pat():
    from holdem.agents import CallingStation

    def broken(view):
        if view.legal_actions is None:
            raise RuntimeError("no idea how to draw")
        return "cc"

    table = _draw_table(lambda k: broken if k == 0 else CallingStation(), hands=10)
    assert table.incidents and all(
        i.action == "stand pat" and i.kind == "exception" for i in table.incidents
    )


def test_a_person_draws_at_the_terminal():
    from holdem.agents import CallingStation, HumanAgent

    said = []
    entries = iter(["k", "Zz", "", "k"] + ["k"] * 20)
    human = HumanAgent(ask=lambda prompt: next(entries), say=said.append)
    _draw_table(lambda k: human if k == 0 else CallingStation(), hands=1)
    assert any("invalid card" in s for s in said)  # a bad entry is explained and asked again


def test_holdem_play_draw_from_the_shell(capsys):
    import json

    from holdem.cli import main

    assert (
        main(["play", "--game", "draw", "--players", "3", "--hands", "20", "--seed", "1", "--json"])
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 20 and sum(p["net"] for p in out["players"]) == 0


def test_after_an_interrupted_draw_no_view_shows_a_stale_draw_or_bet():
    """A KeyboardInterrupt that leaves an agent's draw unanswered ends the hand's views: the next hand's
    agents are asked through views that show only their own decision (R-DRAW-1)."""
    from holdem import Table
    from holdem.agents import RandomAgent

    interrupt, seen = [True], []

    class Agent:
        def __init__(self, seed):
            self.random = RandomAgent(seed)

        def act(self, view):
            if view.legal_draw is not None and interrupt[0]:
                interrupt[0] = False
                raise KeyboardInterrupt
            seen.append((view.legal_actions is None, view.legal_draw is None))
            return self.random.act(view)

    table = Table(FL, seats=3, seed=3, game="draw", min_buy_in=40, max_buy_in=200)
    for k in range(3):
        table.join(f"p{k}", 100, k + 1, auto_rebuy=True)
    agents = {f"p{k}": Agent(k) for k in range(3)}
    with pytest.raises(KeyboardInterrupt):
        table.play(agents, hands=20)
    seen.clear()
    assert table.play(agents, hands=20) == 20
    assert (False, True) in seen and (True, False) in seen  # bets and draws were asked
    assert (False, False) not in seen and (True, True) not in seen  # never both, never neither


# -- found in review (each failed before its fix) ---------------------------------------------------


def _nd(actions: list[str], variant: str = "ND") -> str:
    import json

    return (
        f"variant = '{variant}'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        f"starting_stacks = [50, 50]\nactions = {json.dumps(actions)}\n"
    )


def test_a_show_while_a_draws_cards_are_due_waits_for_the_showdown():
    from holdem import read_phh, replay

    hand = replay(
        read_phh(
            _nd(
                [
                    "d dh p1 2c3c4c5c7d",
                    "d dh p2 AhAdKsKd9h",
                    "p2 cbr 50",
                    "p1 cc",
                    "p1 sd 7d",
                    "p2 sm AhAdKsKd9h",
                ]
            )
        )
    )  # both all-in before the draw; p1's replacement is due
    assert hand.phase is Phase.DEALING and not hand.shown
    with pytest.raises(IllegalActionError, match="no showdown decision now"):
        hand.show(1)


def test_a_seat_dealt_unknown_cards_discards_named_cards_their_count_recorded():
    from holdem import read_phh, replay, to_phh

    hand = replay(
        read_phh(
            _nd(["d dh p1 ????", "d dh p2 AhAdKsKd9h", "p2 cc", "p1 cc", "p1 sd 7d", "d dh p1 8d"])
        )
    )
    discard = next(e for e in hand.events if type(e) is Discard)
    assert discard.count == 1 and hand.phase is Phase.DRAWING
    assert "p1 sd" in to_phh(hand)


def test_pokerkits_unknown_cards_two_question_marks_a_card_deal_a_hand_unknown():
    from holdem import read_phh, replay

    hand = replay(
        read_phh(
            _nd(
                ["d dh p1 ??????????", "d dh p2 AhAdKsKd9h", "p2 cc", "p1 cc"], variant="FD"
            ).replace("min_bet = 2", "small_bet = 2\nbig_bet = 4")
        )
    )
    assert hand.hole_cards_of(0) is None and hand.phase is Phase.DRAWING


def test_no_card_is_dealt_to_a_hand_that_is_over():
    from holdem import DealingError

    hand = Hand(TableConfig(small_blind=1, big_blind=2), [50, 50], 0, dealing="manual")
    hand.kill(1)
    assert hand.is_complete
    with pytest.raises(DealingError, match="the hand is over"):
        hand.deal_hole(0, "AhAd")
    assert not any(type(e) is HoleDeal for e in hand.events)


def test_R_DRAW_1_legal_draw_never_offers_more_cards_than_the_stub_can_give():
    """Ten seats: each draws half (rounded up) to all of what it is offered, one card under R-DRAW-2's burn."""
    config = TableConfig(
        BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=1, small_bet=2
    )
    offered = 0
    for seed in range(40):
        rng = random.Random(seed)
        hand = Hand(config, [50] * 10, 0, seed=seed, game=FIVE_CARD_DRAW)
        while not hand.is_complete:
            if hand.phase is Phase.DRAWING:
                options, seat = hand.legal_draw(), hand.next_to_draw
                count = rng.randint((options.max_discards + 1) // 2, options.max_discards)
                cards = hand.hole_cards_of(seat)[:count]
                if count:
                    assert hand.can_discard(cards)
                    hand.discard(cards)  # what legal_draw offers, discard does
                    offered += 1
                    assert (
                        not hand.can_discard(hand.hole_cards_of(seat)[:1])
                        or hand.next_to_draw != seat
                    )
                else:
                    hand.stand_pat()
            elif hand.actor is not None:
                hand.check_or_call()
            else:
                hand.auto_showdown()
        assert_conserved(hand)
    assert offered > 300


def test_R_DEAL_4_a_seat_dealt_unknown_cannot_discard_cards_another_seat_holds():
    from holdem import FIVE_CARD_DRAW

    config = TableConfig(
        BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=5, small_bet=10
    )
    hand = Hand(config, [500, 500], 1, dealing="manual", game=FIVE_CARD_DRAW)
    hand.deal_hole(0, "AsKsQsJs2d"), hand.deal_hole(1, None)
    hand.check(), hand.check(), hand.stand_pat(0)
    assert not hand.can_discard("AsKs", 1)
    with pytest.raises(IllegalActionError, match="already been dealt"):
        hand.discard("AsKs", 1)
    assert hand.discard("2c3c", 1).count == 2
    with pytest.raises(HoldemError, match="R-DEAL-4"):
        hand.deal_hole(1, "2c4c")  # its own discard back while the stub is full
