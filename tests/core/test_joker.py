"""The joker (R-HAND-7): the evaluator (holdem.evaluate_joker, JokerRank) and the engine's five-card draw with
the joker (FIVE_CARD_DRAW_JOKER: cards, deck, dealing, the stub rule, showdown, misdeals, PHH, tables, agents).

The exhaustive check over all C(53, 5) = 2,869,685 hands against a slow
ranker is the core's (cpp/tests/core_tests.cpp, joker_exhaustive_against_slow_reference);
here an independent Python reference checks random hands, and the bindings'
inputs and errors.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import numpy as np
import pytest

import holdem
from holdem import (
    JOKER,
    JOKER_HAND_VALUES,
    BettingStructure,
    Deck,
    DuplicateCardError,
    Hand,
    HandRank,
    InvalidCardError,
    JokerRank,
    LiveHand,
    Phase,
    TableConfig,
    evaluate,
    evaluate_joker,
    parse_cards,
    read_phh,
    replay,
    to_phh,
)
from holdem.engine import draw_cards
from holdem.game import FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER, HOLDEM, JOKER_DECK, GameDef, ValueRule

ROYAL = JOKER_HAND_VALUES


def slow_rank(cards: list[tuple[int, int | None]]) -> tuple:
    """(category, tie-break ranks) of five (rank, suit) cards; suit None: the joker as a rank of no suit.
    Categories 0 high card .. 8 straight flush, 9 five of a kind, 10 royal flush."""
    ranks = [r for r, _ in cards]
    suits = [s for _, s in cards]
    flush = suits[0] is not None and len(set(suits)) == 1
    counts = Counter(ranks)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    order = tuple(r for _, r in groups)
    high = None
    if len(counts) == 5:
        if max(ranks) - min(ranks) == 4:
            high = max(ranks)
        elif set(ranks) == {12, 0, 1, 2, 3}:
            high = 3
    shape = [n for n, _ in groups]
    if shape[0] == 5:
        return (9, order)
    if high is not None and flush:
        return (10 if high == 12 else 8, (high,))
    if shape[0] == 4:
        return (7, order)
    if shape[:2] == [3, 2]:
        return (6, order)
    if flush:
        return (5, order)
    if high is not None:
        return (4, (high,))
    if shape[0] == 3:
        return (3, order)
    if shape[:2] == [2, 2]:
        return (2, order)
    return (1 if shape[0] == 2 else 0, order)


def slow_joker_rank(ids: list[int]) -> tuple:
    natural = [(c // 4, c % 4) for c in ids if c != JOKER]
    if len(natural) == 5:
        return slow_rank(natural)
    options = [slow_rank(natural + [(12, None)])]  # an ace of no suit
    options += [
        slow_rank(natural + [(r, None)]) for r in range(13) if [x for x, _ in natural].count(r) == 4
    ]
    for c in range(52):
        if (c // 4, c % 4) not in natural:
            key = slow_rank(natural + [(c // 4, c % 4)])
            if key[0] in (4, 5, 8, 10):  # straight, flush, straight flush, royal flush
                options.append(key)
    return max(options)


def test_known_values():
    assert JOKER == 52 and JOKER_HAND_VALUES == 7475
    assert evaluate_joker("Ah Kh Qh Jh Th") == ROYAL
    assert evaluate_joker("Ah Kh Qh Jh Jk") == ROYAL  # the joker as Th
    assert evaluate_joker("Kh Qh Jh Th Jk") == ROYAL  # as Ah
    assert evaluate_joker("As Ah Ad Ac Jk") == 7474  # five aces
    assert evaluate_joker("2s 2h 2d 2c jk") == 7462  # five deuces
    assert evaluate_joker("Ks Kh Kd Kc JK") > evaluate("Kh Qh Jh Th 9h") == 7461
    assert evaluate_joker("9h 8h 7h 6h Jk") == evaluate("Th 9h 8h 7h 6h")
    assert evaluate_joker("Ah 9h 7h 3h Jk") == evaluate(
        "Ah Kh 9h 7h 3h"
    )  # the highest missing card
    assert evaluate_joker("9c 8d 7h 5s Jk") == evaluate("9c 8d 7h 6s 5s")
    assert evaluate_joker("5c 4d 3h 2s Jk") == evaluate("6c 5d 4h 3s 2s")
    assert evaluate_joker("Ah Ad Kc Qs Jk") == evaluate("Ah Ad Ac Kc Qs")  # three aces
    assert evaluate_joker("Kh Kd Kc Qs Jk") == evaluate("Kh Kd Kc As Qs")  # no four kings: an ace
    assert evaluate_joker("Kh Kd Qc Qs Jk") == evaluate("Kh Kd Qc Qs Ac")
    assert evaluate_joker("Jk 7c 5d 4h 2s") == evaluate("Ac 7c 5d 4h 2s")
    assert evaluate_joker("7s 6s 5s 4s 2c") == evaluate("7s 6s 5s 4s 2c")


def test_inputs():
    expected = evaluate_joker("As Ah Ad Ac Jk")
    assert evaluate_joker([51, 50, 49, 48, 52]) == expected
    assert evaluate_joker(["As", "Ah", "Ad", "Ac", "jk"]) == expected
    assert evaluate_joker(np.array([51, 50, 49, 48, 52])) == expected
    assert evaluate_joker(iter([holdem.Card("As"), 50, "Ad", 48, np.int64(52)])) == expected
    assert (
        evaluate_joker("10s9s8s7sJk")
        == evaluate_joker("Ts 9s 8s 7s Jk")
        == evaluate("Js Ts 9s 8s 7s")
    )
    assert evaluate_joker("AhJkKhQhJh") == ROYAL  # cards may run together around the joker


def test_the_joker_is_no_card_elsewhere():
    for call in (
        lambda: holdem.parse_cards("Ah Jk"),
        lambda: holdem.parse_card("Jk"),
        lambda: evaluate("Ah Kh Qh Jh Jk"),
        lambda: evaluate([48, 44, 40, 36, 52]),
        lambda: holdem.Card(52),
    ):
        with pytest.raises(holdem.InvalidCardError):
            call()


def test_errors():
    with pytest.raises(holdem.DuplicateCardError, match="duplicate card Jk"):
        evaluate_joker("Jk Ah Kh Qh Jk")
    with pytest.raises(holdem.DuplicateCardError, match="duplicate card Ah"):
        evaluate_joker("Ah Ah Kh Qh Jk")
    with pytest.raises(holdem.InvalidArgumentError, match="a joker hand is 5 cards, got 6"):
        evaluate_joker("Ah Kh Qh Jh Th Jk")
    with pytest.raises(holdem.InvalidArgumentError, match="got 8"):
        evaluate_joker(itertools.repeat(1))
    with pytest.raises(holdem.InvalidCardError, match="invalid card id 53"):
        evaluate_joker([53, 1, 2, 3, 4])
    with pytest.raises(holdem.InvalidCardError, match="invalid card 'Xx'"):
        evaluate_joker("Xx Ah Kh Qh Jh")
    with pytest.raises(holdem.InvalidCardError):
        evaluate_joker([-1, 1, 2, 3, 4])
    with pytest.raises(holdem.InvalidCardError):
        evaluate_joker([10**30, 1, 2, 3, 4])
    with pytest.raises(holdem.InvalidTypeError):
        evaluate_joker(5)
    with pytest.raises(holdem.CardTypeError):
        evaluate_joker([1.5, 1, 2, 3, 4])


@pytest.mark.slow  # 4 s: random hands against the reference
def test_random_hands_order_as_the_reference():
    """Random hands with and without the joker: the joker values order them as the slow reference does,
    and equal reference keys get equal values."""
    rng = random.Random(14)
    hands = [rng.sample(range(52), 4) + [JOKER] for _ in range(4000)]
    hands += [rng.sample(range(53), 5) for _ in range(3000)]
    # Every five of a kind and some straight flushes, so the top of the scale is in the sample.
    hands += [[4 * r, 4 * r + 1, 4 * r + 2, 4 * r + 3, JOKER] for r in range(13)]
    hands += [[4 * (r - k) + 2 for k in range(5)] for r in range(4, 13)]
    by_key: dict[tuple, set[int]] = {}
    for hand in hands:
        rng.shuffle(hand)
        by_key.setdefault(slow_joker_rank(hand), set()).add(evaluate_joker(hand))
    assert all(len(v) == 1 for v in by_key.values())
    values = [next(iter(by_key[k])) for k in sorted(by_key)]
    assert values == sorted(set(values)) and 1 <= values[0] and values[-1] == ROYAL


def test_all_joker_hands():
    """All C(52, 4) = 270,725 hands with the joker: 13 five of a kind (one each), 20 royal flushes,
    and no joker hand worse than ace high (the joker is an ace at least)."""
    counts = Counter(
        evaluate_joker(list(four) + [JOKER]) for four in itertools.combinations(range(52), 4)
    )
    assert sum(counts.values()) == 270_725
    assert [counts[7462 + r] for r in range(13)] == [1] * 13 and counts[ROYAL] == 20
    assert min(counts) > evaluate("Kc Qd Jh Ts 8c")  # the best king-high hand


def test_joker_rank():
    assert repr(JokerRank.of("Kh Kd Kc Ks Jk")) == "JokerRank(7473, 'five of a kind, kings')"
    assert JokerRank.of("Ah Kh Qh Jh Jk").name == "royal flush"
    assert str(JokerRank.of("Ah Ad Kc Qs Jk")) == "three of a kind, aces, king-queen kickers"
    assert JokerRank.of("9h 8h 7h 6h Jk").description == "straight flush, ten high"
    assert JokerRank(7462).five_of_a_kind and not JokerRank(7461).five_of_a_kind
    assert JokerRank.of("2c2d2h2sJk") > JokerRank.of("Kh Qh Jh Th 9h")
    assert JokerRank.of("2c2d2h2sJk").category is holdem.Category.STRAIGHT_FLUSH  # the top category
    assert JokerRank.of("2c2d2h2sJk").ranks == (0,) and JokerRank(ROYAL).ranks == (12,)
    assert JokerRank.of("Ah Ad Kc Qs Jk").category is holdem.Category.THREE_OF_A_KIND
    assert JokerRank.of("Ah Ad Kc Qs Jk").ranks == HandRank.of("Ah Ad Ac Kc Qs").ranks
    with pytest.raises(holdem.InvalidArgumentError):
        JokerRank(7476)
    import pickle

    assert pickle.loads(pickle.dumps(JokerRank(7470))) == 7470


# -- the joker in the engine: five-card draw with the joker as data (issue 14) ----------------------------------
FL = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=5, small_bet=10)


def test_R_CARD_1_the_joker_is_a_card_only_where_the_deck_holds_it():
    assert (
        holdem.Card(JOKER) is JOKER
        and str(JOKER) == "Jk"
        and repr(JOKER) == "Card('Jk')"
        and JOKER.is_joker
    )
    assert parse_cards("Ah jk,Kd", joker=True) == [holdem.Card("Ah"), JOKER, holdem.Card("Kd")]
    assert (
        parse_cards(["Ah", 52], joker=True)[1] is JOKER
        and holdem.parse_card("JK", joker=True) is JOKER
    )
    assert holdem.cards_text([JOKER, 0]) == "Jk 2c"
    import pickle

    assert pickle.loads(pickle.dumps(JOKER)) is JOKER
    with pytest.raises(DuplicateCardError):
        parse_cards("Jk Ah Jk", joker=True)
    for call in (
        lambda: parse_cards("Ah Jk"),
        lambda: holdem.Card("jk"),
        lambda: holdem.Deck(["Jk"]),
    ):
        with pytest.raises(InvalidCardError, match="only in a game whose deck holds it"):
            call()
    with pytest.raises(InvalidCardError, match="valued by evaluate_joker"):
        evaluate("Ah Kh Qh Jh Jk")
    deck = Deck(joker=True)
    assert len(deck) == 53 and JOKER in deck and len(Deck()) == 52
    again = pickle.loads(pickle.dumps(deck))
    assert len(again) == 53 and JOKER in again
    deck.remove(["Jk"])
    assert len(deck) == 52 and JOKER not in deck


def test_R_CARD_1_hold_em_and_joker_free_draw_refuse_the_joker_and_stay_unchanged():
    for game in (HOLDEM, FIVE_CARD_DRAW):
        hand = Hand(FL, [1000] * 3, 0, dealing="manual", game=game)
        with pytest.raises(InvalidCardError, match="Jk"):
            hand.deal_hole(1, ["Jk"] + ["Ah"] * (game.hole_cards - 1))
        assert hand.next_deal.seat == 1 and hand.hole_cards_of(1) is None  # nothing dealt
    assert (
        not FIVE_CARD_DRAW.has_joker
        and FIVE_CARD_DRAW_JOKER.has_joker
        and len(FIVE_CARD_DRAW_JOKER.deck) == 53
    )
    with pytest.raises(
        ValueError, match="joker's value rule"
    ):  # the deck and the value rule go together
        GameDef(
            "draw, joker without its rule",
            5,
            ValueRule.HOLE_ONLY,
            FIVE_CARD_DRAW.steps,
            deck=JOKER_DECK,
        )
    with pytest.raises(ValueError, match="joker's value rule"):
        GameDef("draw, rule without the joker", 5, ValueRule.HOLE_ONLY_JOKER, FIVE_CARD_DRAW.steps)


def _showdown(holes: dict[int, str], n: int = 3) -> Hand:
    """A joker-draw hand dealt by hand (button 0), everyone checking and standing pat to the showdown."""
    hand = Hand(FL, [1000] * n, 0, dealing="manual", game=FIVE_CARD_DRAW_JOKER)
    for seat in [1, 2, 0][:n] if n == 3 else range(1, n):
        hand.deal_hole(seat, holes[seat])
    while not hand.is_complete:
        if hand.phase is Phase.DRAWING:
            hand.stand_pat()
        elif hand.actor is None:
            hand.auto_showdown()
        else:
            hand.check()
    return hand


def test_R_HAND_7_five_of_a_kind_beats_a_straight_flush_and_loses_to_the_royal_flush():
    hand = _showdown({1: "Kh Kd Kc Ks Jk", 2: "Qh Jh Th 9h 8h", 0: "2c 3d 4h 5s 7c"})
    assert hand.result.net == (-5, 10, -5)
    shown = hand.result.to_dict()["shown"]
    assert {s["seat"]: s["description"] for s in shown}[1] == "five of a kind, kings"
    assert hand.result.shown[1][1].five_of_a_kind and hand.result.shown[1][1] == 7473
    hand = _showdown({1: "2c 2d 2h 2s Jk", 2: "As Ks Qs Js Ts", 0: "3c 4d 5h 6s 8c"})
    assert hand.result.net == (-5, -5, 10)
    assert (
        hand.result.shown[2][1].description == "royal flush"
        and hand.result.shown[2][1] == JOKER_HAND_VALUES
    )


def test_R_HAND_7_the_joker_completes_a_straight_or_a_flush_or_is_an_ace():
    hand = _showdown({1: "9c 8d 7h 5s Jk", 2: "Qc Qd Qh 3s 2c", 0: "Ad Kc 4c 4d 3h"})
    assert hand.result.net == (-5, 10, -5) and str(hand.result.shown[1][1]) == "straight, nine high"
    hand = _showdown({1: "Ah 9h 6h 2h Jk", 2: "Kc Kd Ks 3s 2c", 0: "5c 6c 7d 8h 9s"})
    assert (
        hand.result.net == (-5, 10, -5)
        and str(hand.result.shown[1][1]) == "flush, ace-king-nine-six-deuce"
    )
    hand = _showdown({1: "Ac Jk 7h 4s 2d", 2: "Kc Kd 9s 3s 2c", 0: "Qc Qd 8h 5h 3h"})
    assert hand.result.net == (-5, 10, -5)
    assert str(hand.result.shown[1][1]) == "pair of aces, seven-four-deuce kickers"
    hand = _showdown({1: "Jk Qd 9c 7h 4s", 2: "Kc Jd 9s 6s 2c", 0: "Tc 8d 6h 5h 3h"})
    assert hand.result.net == (-5, 10, -5)  # ace high: the joker alone is an ace
    # without the joker a joker game values a hand as evaluate does (the royal flush on the joker's scale)
    hand = _showdown({1: "Ac Ad 7h 4s 2d", 2: "Kc Kd 9s 3s 2c", 0: "Qc Qd 8h 5h 3h"})
    assert hand.result.shown[1][1] == evaluate("Ac Ad 7h 4s 2d") and hand.result.net == (-5, 10, -5)


def test_R_DEAL_1_the_mixed_radix_draw_is_uniform_over_53_cards():
    rng = random.Random(53)
    counts = Counter()
    for _ in range(53 * 300):
        deck = list(JOKER_DECK)
        counts[tuple(draw_cards(deck, 0, 2, rng))[1]] += (
            1  # the second card: two mixed-radix digits
        )
        assert sorted(deck) == list(JOKER_DECK)  # the deal only reorders
    assert set(counts) == set(JOKER_DECK)
    chi2 = sum((c - 300) ** 2 / 300 for c in counts.values())
    assert chi2 < 110  # 52 degrees of freedom: p < 1e-6 above 110


def test_R_DRAW_1_auto_dealing_deals_the_joker_from_53_cards():
    found = 0
    for seed in range(200):
        hand = Hand(FL, [1000] * 6, seed % 6, seed=seed, game=FIVE_CARD_DRAW_JOKER)
        held = [c for s in range(6) for c in hand.hole_cards_of(s)]
        assert len(set(held)) == 30 and set(held) <= set(JOKER_DECK)
        found += JOKER in held
    assert 80 < found < 145  # 30 of 53 cards dealt: the joker is out in 57% of hands


def test_the_stub_rule_counts_53_cards_in_manual_dealing():
    """8 players: 40 dealt, a stub of 13. Four draws of three leave one card, which is not dealt: only the fifth
    draw may be given earlier discards (with 52 cards it would be the fourth)."""
    hand = Hand(FL, [1000] * 8, 0, dealing="manual", game=FIVE_CARD_DRAW_JOKER)
    deck = list(JOKER_DECK)
    for seat in list(range(1, 8)) + [0]:
        hand.deal_hole(seat, deck[:5])
        deck = deck[5:]
    for _ in range(8):
        hand.check()
    discarded = []
    for seat in (1, 2, 3, 4):
        mine = hand.hole_cards_of(seat)[:3]
        hand.discard(mine)
        if seat == 4:  # the stub still holds 4: an earlier discard may not come back yet
            with pytest.raises(DuplicateCardError, match="stub still holds 4"):
                hand.deal_hole(seat, discarded[:3])
        hand.deal_hole(seat, deck[:3])
        deck = deck[3:]
        discarded += mine
    assert len(deck) == 1  # the stub's last card
    hand.discard(hand.hole_cards_of(5)[:3])
    hand.deal_hole(5, discarded[:3])  # the stub ran out: the earlier discards finish the draw
    assert set(discarded[:3]) <= set(hand.hole_cards_of(5))


def test_R_MIS_1_the_joker_is_an_invalid_card_only_without_it_in_the_deck():
    live = LiveHand(FL, [1000] * 3, button=0, game=FIVE_CARD_DRAW)
    misdeal = live.deal_hole_card(1, "Jk")
    assert misdeal is not None and misdeal.voided and "invalid card" in misdeal.condition
    live = LiveHand(FL, [1000] * 3, button=0, game=FIVE_CARD_DRAW_JOKER)
    cards = iter(parse_cards("Jk 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d", joker=True))
    assert live.deal_hole_card(1, next(cards)) is None  # the joker is a card of this deck
    assert live.deal_hole_card(
        0, "Kd"
    ).voided  # seat 2 was next: still a misdeal (R-MIS-1, R-MIS-3)
    live = LiveHand(FL, [1000] * 3, button=0, game=FIVE_CARD_DRAW_JOKER)
    for k, card in enumerate(
        parse_cards("Jk 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d 3d", joker=True)
    ):
        assert live.deal_hole_card((1 + k) % 3, card) is None
    assert live.hand.phase is Phase.BETTING and JOKER in live.hand.hole_cards_of(1)


@pytest.mark.parametrize("betting", list(BettingStructure))
def test_joker_draw_hands_round_trip_through_phh(betting):
    config = TableConfig(betting, small_blind=0, big_blind=0, ante=5, min_bet=10, small_bet=10)
    code = {"NO_LIMIT": "NDJ", "FIXED_LIMIT": "FDJ", "POT_LIMIT": "PDJ"}[betting.name]
    joker_text = None
    for seed in range(12):
        hand = Hand(config, [1000] * 6, seed % 6, seed=seed, game=FIVE_CARD_DRAW_JOKER)
        rng = random.Random(seed)
        while not hand.is_complete:
            if hand.phase is Phase.DRAWING:
                cards = hand.hole_cards_of(hand.next_to_draw)
                hand.discard(rng.sample(cards, rng.randint(1, 3)))
            elif hand.actor is None:
                hand.auto_showdown()
            else:
                raise_to = hand.legal_actions().min_raise_to
                hand.bet_or_raise_to(
                    raise_to
                ) if raise_to is not None and rng.random() < 0.2 else hand.check_or_call()
        text = to_phh(hand)
        assert f'variant = "{code}"' in text
        if "Jk" in text:
            joker_text = text
        again = replay(read_phh(text))
        assert again.stacks == hand.stacks and again.game is FIVE_CARD_DRAW_JOKER
        for seat in range(6):  # every seat's own history (the others' cards hidden) replays too
            replay(read_phh(to_phh(hand, seat=seat)))
    assert joker_text is not None
    with pytest.raises(
        holdem.ReplayError, match="only in a game whose deck holds it"
    ):  # no joker in plain draw
        replay(read_phh(joker_text.replace(f'"{code}"', f'"{code[:2]}"')))


def test_discards_of_the_joker_are_hidden_from_everyone_else():
    for seed in range(100):
        hand = Hand(FL, [1000] * 4, 0, seed=seed, game=FIVE_CARD_DRAW_JOKER)
        for _ in range(4):
            hand.check()
        seat = hand.next_to_draw
        if JOKER not in hand.hole_cards_of(seat):
            continue
        hand.discard([JOKER])
        for other in range(4):
            if other != seat:
                seen = {
                    c for e in hand.view(other).events for c in (getattr(e, "cards", None) or ())
                }
                assert JOKER not in seen and "Jk" not in to_phh(hand, seat=other)
        assert "sd Jk" in to_phh(hand, seat=seat)  # a player's own discards are theirs to see
        return
    pytest.fail("no seat drew first with the joker in 100 seeds")


def test_keep_made_cards_is_joker_aware():
    from holdem.agents import keep_made_cards

    for made in ("9c 8d 7h 5s Jk", "Ah Kh 9h 2h Jk", "As Ad Ac Ah Jk", "Kd Kc Ks Jk 2c"):
        want = "stand_pat" if made != "Kd Kc Ks Jk 2c" else ("discard", parse_cards("2c"))
        assert keep_made_cards(parse_cards(made, joker=True), 3) == want
    assert keep_made_cards(parse_cards("Jk Kd Kc 4h 2s", joker=True), 3) == (
        "discard",
        parse_cards("2s 4h"),
    )
    assert keep_made_cards(parse_cards("Jk Ad 9c 4h 2s", joker=True), 3) == (
        "discard",
        parse_cards("2s 4h 9c"),
    )


def test_a_table_plays_joker_draw_and_every_hand_replays():
    from holdem import Table
    from holdem.agents import CallingStation, RandomAgent, TightAggressive
    from holdem.history import finishing_amounts

    table = Table(FL, seats=5, seed=8, game="draw-joker", min_buy_in=40, max_buy_in=200)
    names = [f"p{k}" for k in range(5)]
    for k, name in enumerate(names):
        table.join(name, 100, k + 1, auto_rebuy=True)
    agents = {
        name: [RandomAgent(k), CallingStation(), TightAggressive()][k % 3]
        for k, name in enumerate(names)
    }
    assert table.play(agents, hands=120) == 120
    assert not table.incidents and sum(table.stacks.values()) == table.bought_in - table.cashed_out
    for record in table.records:
        history = table.history_for(record)
        assert (
            history.variant == "FDJ"
            and finishing_amounts(replay(history), 1) == history.finishing_stacks
        )
        assert record.hand.stacks == tuple(
            record.finishing_stacks
        )  # the record deals the same hand again
    assert JOKER in {
        c
        for r in table.records
        for s in range(r.hand.n_seats)
        for c in r.hand.hole_cards_of(s) or ()
    }


def test_holdem_play_draw_with_the_joker_from_the_shell(capsys):
    import json

    from holdem.cli import main

    assert (
        main(
            [
                "play",
                "--game",
                "draw",
                "--joker",
                "--players",
                "4",
                "--hands",
                "20",
                "--seed",
                "2",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 20 and sum(p["net"] for p in out["players"]) == 0
    assert main(["play", "--joker", "--hands", "1"]) != 0  # hold'em has no joker (R-CARD-1)
