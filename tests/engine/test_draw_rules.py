"""Five-card draw by the rule book (issue "Trust at the table"): R-DRAW-1's cap of a bet and four raises in
each of the game's two fixed-limit rounds, and R-DRAW-2's draw of up to three cards whatever the table size,
with the stub's reshuffle (its last card, the burns and the served seats' discards, then a burn)."""

from __future__ import annotations

import pickle
import random

import pytest

from hand_helpers import assert_conserved, snapshot
from holdem import (
    BettingStructure,
    DealingError,
    DuplicateCardError,
    Hand,
    IllegalActionError,
    InvalidCardError,
    Phase,
    Table,
    TableConfig,
    read_phh,
    replay,
    to_phh,
)
from holdem.agents import CallingStation, RandomAgent, TightAggressive, keep_made_cards
from holdem.core import Card
from holdem.game import FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER, HOLDEM, GameDef
from holdem.history import finishing_amounts

FL = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=5, small_bet=10)
DRAW_GAMES = pytest.mark.parametrize(
    "game", [FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER], ids=["52", "53-joker"]
)


def raise_while_allowed(hand: Hand) -> int:
    """Each seat in turn bets or raises while it may; returns how many bets and raises the round took."""
    made = 0
    while (legal := hand.legal_actions()) is not None and legal.min_raise_to is not None:
        hand.bet_or_raise_to(legal.min_raise_to)
        made += 1
    return made


def call_round(hand: Hand) -> None:
    """Everyone checks or calls to the end of the current betting round."""
    street = hand.street
    while hand.actor is not None and hand.street is street:
        hand.check_or_call()


def stand_pat_round(hand: Hand) -> None:
    while hand.phase is Phase.DRAWING:
        hand.stand_pat()


# -- R-DRAW-1: two betting rounds, so a bet and four raises in each ---------------------------------------


@DRAW_GAMES
def test_R_DRAW_1_fixed_limit_draw_allows_a_bet_and_four_raises_in_each_round(game):
    hand = Hand(FL, [1000] * 3, 0, seed=1, game=game)
    assert raise_while_allowed(hand) == 5  # a bet and four raises of the small bet
    assert max(hand.bets) == 50 and hand.legal_actions().min_raise_to is None
    call_round(hand)
    stand_pat_round(hand)
    assert raise_while_allowed(hand) == 5  # after the draw: of the big bet
    assert max(hand.bets) == 100 and hand.legal_actions().min_raise_to is None
    call_round(hand)
    assert_conserved(hand)


def test_R_DRAW_1_with_blinds_the_big_blind_is_the_bet_and_four_raises_follow():
    blinds = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    hand = Hand(blinds, [1000] * 4, 0, seed=2, game=FIVE_CARD_DRAW)
    assert raise_while_allowed(hand) == 4 and max(hand.bets) == 10


def test_R_BET_11_hold_em_keeps_a_bet_and_three_raises_on_every_round():
    config = TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2)
    hand = Hand(config, [1000] * 3, 0, seed=3, game=HOLDEM)
    assert raise_while_allowed(hand) == 3  # three raises over the big blind, the bet
    call_round(hand)
    assert raise_while_allowed(hand) == 4  # on the flop: a bet and three raises


def test_R_DRAW_1_a_table_cap_gets_the_draw_games_raise_more_and_heads_up_stays_uncapped():
    capped = TableConfig(
        BettingStructure.FIXED_LIMIT,
        small_blind=0,
        big_blind=0,
        ante=5,
        small_bet=10,
        max_raises_per_round=2,
    )
    assert raise_while_allowed(Hand(capped, [1000] * 3, 0, seed=4, game=FIVE_CARD_DRAW)) == 3
    heads_up = Hand(FL, [1000] * 2, 0, seed=4, game=FIVE_CARD_DRAW)
    for _ in range(8):  # R-BET-11: raising is unlimited heads-up
        heads_up.bet_or_raise_to(heads_up.legal_actions().min_raise_to)


def test_R_PROF_1_the_pokerkit_profile_counts_four_bets_and_raises_in_draw_too():
    pokerkit = TableConfig.profile(
        "pokerkit",
        betting=BettingStructure.FIXED_LIMIT,
        small_blind=0,
        big_blind=0,
        ante=5,
        small_bet=10,
    )
    hand = Hand(pokerkit, [1000] * 3, 0, seed=5, game=FIVE_CARD_DRAW)
    assert raise_while_allowed(hand) == 4


def test_the_game_definition_says_which_games_allow_the_raise_more():
    assert (FIVE_CARD_DRAW.extra_limit_raises, FIVE_CARD_DRAW_JOKER.extra_limit_raises) == (1, 1)
    assert HOLDEM.extra_limit_raises == 0


# -- R-DRAW-2: up to three cards whatever the table size, and the stub's reshuffle ---------------------


def most_a_draw_can_deal(game: GameDef, seats: int) -> int:
    """R-DRAW-2: the cards outside the hands (the stub, the burns and the served seats' discards always add
    up to the deck less five a seat) make the new stub, and one of them is burned: at most three."""
    return min(3, len(game.deck) - 5 * seats - 1)


@DRAW_GAMES
@pytest.mark.parametrize("seats", range(2, 11))
def test_R_DRAW_2_every_seat_is_offered_what_the_stub_and_its_reshuffle_can_deal(game, seats):
    """Three cards up to nine players; at ten only what is left outside the hands less the reshuffle's burn
    (52 cards: one, 53: two), for every seat however much the seats before it drew."""
    for seed in range(6):
        rng = random.Random(seed)
        hand = Hand(FL, [1000] * seats, seed % seats, seed=seed, game=game)
        call_round(hand)
        while hand.phase is Phase.DRAWING:
            options = hand.legal_draw()
            assert options.max_discards == most_a_draw_can_deal(game, seats)
            count = rng.randint(0, options.max_discards)
            seat = options.seat
            if count:
                hand.discard(hand.hole_cards_of(seat)[:count])
            else:
                hand.stand_pat()
        held = [c for s in range(seats) for c in hand.hole_cards_of(s)]
        assert len(held) == len(set(held)) == 5 * seats


def test_R_DRAW_2_a_draw_beyond_what_the_cards_allow_is_refused_and_changes_nothing():
    hand = Hand(FL, [1000] * 10, 0, seed=6, game=FIVE_CARD_DRAW)
    call_round(hand)
    seat = hand.next_to_draw
    before = hand.hole_cards_of(seat)
    with pytest.raises(IllegalActionError, match=r"at most 1 card.*R-DRAW-2"):
        hand.discard(before[:2])
    assert hand.hole_cards_of(seat) == before and hand.next_to_draw == seat
    assert hand.can_discard(before[:1]) and not hand.can_discard(before[:2])


class RecordingSource:
    """A random source that only shuffles (as numpy's Generator does): each list it shuffles is recorded
    as it came in and as it left, the shuffling itself from a seeded stream."""

    def __init__(self, seed: int) -> None:
        self.stream = random.Random(seed)
        self.calls: list[tuple[list[Card], list[Card]]] = []

    def shuffle(self, cards: list[Card]) -> None:
        given = list(cards)
        self.stream.shuffle(cards)
        self.calls.append((given, list(cards)))


def test_R_DRAW_2_the_new_stub_is_the_last_card_the_burns_and_the_served_discards_then_a_burn():
    """Eight seats draw three each: the fourth finds the stub at three cards. It gets the stub's first two,
    the third is shuffled with the first three seats' discards (not its own) into a new stub, one card is
    burned, and it gets the next; the seats after it draw on from the new stub in order. The seventh finds
    the stub short again: the burn goes into the next new stub with the discards of the seats served since."""
    source = RecordingSource(7)
    hand = Hand(FL, [1000] * 8, 0, rng=source, game=FIVE_CARD_DRAW)
    ((_, deck),) = source.calls  # the deck, shuffled once, is dealt in order
    assert hand._dealing.cards == deck
    call_round(hand)
    stub = deck[40:]
    served: list[Card] = []
    for _ in range(3):
        seat = hand.next_to_draw
        thrown = hand.hole_cards_of(seat)[:3]
        hand.discard(thrown)
        assert hand.hole_cards_of(seat)[2:] == tuple(stub[:3])
        stub = stub[3:]
        served += thrown
    assert len(stub) == 3 and len(source.calls) == 1
    fourth = hand.next_to_draw
    own = hand.hole_cards_of(fourth)[:3]
    hand.discard(own)
    ((pool, new_stub),) = source.calls[1:]
    assert (
        pool == stub[-1:] + served
    )  # the last card not dealt, the served seats' discards, no burn yet
    assert not set(pool) & set(own)  # never the discards of the seat being served
    burn = new_stub[0]
    assert hand.hole_cards_of(fourth)[2:] == (stub[0], stub[1], new_stub[1])
    assert hand._dealing.draw_burns == [burn]
    fifth, sixth = hand.next_to_draw, (hand.next_to_draw + 1) % 8
    served = list(own)
    for seat, dealt in ((fifth, new_stub[2:5]), (sixth, new_stub[5:8])):
        thrown = hand.hole_cards_of(seat)[:3]
        hand.discard(thrown)
        assert hand.hole_cards_of(seat)[2:] == tuple(dealt)
        served += thrown
    left = new_stub[8:]
    assert len(left) == 2  # ten cards less the burn and seven dealt
    seventh = hand.next_to_draw
    hand.discard(hand.hole_cards_of(seventh)[:3])
    pool, again = source.calls[2]
    assert pool == left[-1:] + [burn] + served  # the last card, the burn, the discards served since
    assert hand.hole_cards_of(seventh)[2:] == (left[0], again[1], again[2])
    assert hand._dealing.draw_burns == [again[0]]
    hand.discard(hand.hole_cards_of(hand.next_to_draw)[:3])
    assert hand.phase is Phase.BETTING
    assert_every_card_in_one_place(hand)


def assert_every_card_in_one_place(hand: Hand) -> None:
    """Each card of the deck is in a hand, among the discards, in the stub or burned, and only there."""
    dealing = hand._dealing
    held = [c for s in range(hand.n_seats) for c in hand.hole_cards_of(s)]
    places = held + dealing.discards + dealing.cards[dealing.pos :] + dealing.draw_burns
    assert sorted(places) == sorted(dealing.deck)


def draw_heavily(hand: Hand) -> list[tuple[int, tuple[Card, ...]]]:
    """Everyone calls, then every seat draws as many cards as it is offered; returns each draw's replacements."""
    call_round(hand)
    got = []
    while hand.phase is Phase.DRAWING:
        seat, most, _ = hand.legal_draw()
        hand.discard(hand.hole_cards_of(seat)[:most])
        got.append((seat, hand.hole_cards_of(seat)[5 - most :]))
    return got


@pytest.mark.parametrize("seats", [8, 9, 10])
def test_R_DRAW_2_the_reshuffle_is_reproducible_under_a_seed_from_the_hands_own_source(seats):
    hands = []
    for global_seed in (1, 2):
        random.seed(global_seed)  # the module's shared stream plays no part
        hands.append(draw_heavily(Hand(FL, [1000] * seats, 0, seed=11, game=FIVE_CARD_DRAW)))
    assert hands[0] == hands[1]
    given = draw_heavily(Hand(FL, [1000] * seats, 0, rng=random.Random(11), game=FIVE_CARD_DRAW))
    assert given == hands[0]  # seed=11 is random.Random(11): the same source deals the same
    other = draw_heavily(Hand(FL, [1000] * seats, 0, seed=12, game=FIVE_CARD_DRAW))
    assert other != hands[0]


def test_R_DRAW_2_unseeded_the_reshuffle_draws_from_the_secure_source(monkeypatch):
    hand = Hand(FL, [1000] * 9, 0, game=FIVE_CARD_DRAW)
    assert type(hand._dealing.rng) is random.SystemRandom
    calls = []
    real = random.SystemRandom.getrandbits

    def counted(self, bits):
        calls.append(bits)
        return real(self, bits)

    monkeypatch.setattr(random.SystemRandom, "getrandbits", counted)
    draw_heavily(hand)
    assert hand._dealing.draw_burns and calls  # every replacement, the reshuffles' too
    assert_every_card_in_one_place(hand)


def test_R_DRAW_2_a_pickled_hand_reshuffles_with_the_secure_source():
    hand = Hand(FL, [1000] * 9, 0, seed=13, game=FIVE_CARD_DRAW)
    call_round(hand)
    again = pickle.loads(pickle.dumps(hand))
    draw_heavily(again)
    assert again._dealing.draw_burns
    assert_every_card_in_one_place(again)


def cards_in(data: object) -> set[str]:
    """Every card named in plain data (a view's dict), as text."""
    names = {str(c) for c in FIVE_CARD_DRAW_JOKER.deck}
    if isinstance(data, str):
        return {data} & names
    if isinstance(data, dict):
        return set().union(*(cards_in(v) for v in data.values()))
    if isinstance(data, (list, tuple)):
        return set().union(*(cards_in(v) for v in data))
    return set()


@DRAW_GAMES
def test_R_DRAW_2_no_seats_view_shows_the_new_stub_or_the_burn(game):
    """After the reshuffles, a seat's view (and its snapshot as data) names only its own cards: what it held,
    threw and drew. No other card of the new stub, nor the burned card, is in a view, nor where in the new
    stub its own discards went."""
    for seed in range(5):
        hand = Hand(FL, [1000] * 10, seed % 10, seed=seed, game=game)
        call_round(hand)
        own: dict[int, set[str]] = {s: {str(c) for c in hand.hole_cards_of(s)} for s in range(10)}
        while hand.phase is Phase.DRAWING:
            seat, most, _ = hand.legal_draw()
            hand.discard(hand.hole_cards_of(seat)[:most])
            own[seat] |= {str(c) for c in hand.hole_cards_of(seat)}
            dealing = hand._dealing
            hidden = {str(c) for c in dealing.cards[dealing.pos :] + dealing.draw_burns}
            for viewer in range(10):
                seen = cards_in(hand.view(viewer).to_dict())
                assert (
                    seen <= own[viewer]
                )  # a card it threw may be in the new stub: it is not told where
                assert not seen & hidden - own[viewer]
        assert hand._dealing.draw_burns


@DRAW_GAMES
def test_R_DRAW_2_hands_with_reshuffles_replay_from_their_phh(game):
    for seed in range(8):
        hand = Hand(FL, [1000] * 10, seed % 10, seed=seed, game=game)
        draw_heavily(hand)
        while not hand.is_complete:
            if hand.actor is not None:
                hand.check_or_call()
            else:
                hand.auto_showdown()
        assert hand._dealing.draw_burns
        assert replay(read_phh(to_phh(hand))).stacks == hand.stacks
        for seat in range(10):  # every seat's own history too
            mine = replay(read_phh(to_phh(hand, seat=seat)))
            assert finishing_amounts(mine, 1) == finishing_amounts(hand, 1) or not mine.is_complete


@DRAW_GAMES
def test_R_DRAW_2_the_built_in_agents_draw_legally_at_a_full_table(game):
    """Ten seats: TightAggressive keeps its made cards, RandomAgent throws at random, within what is offered;
    no answer is refused and every hand's record deals it again."""
    table = Table(FL, seats=10, seed=9, game=game, min_buy_in=40, max_buy_in=400)
    agents = {}
    for k in range(10):
        name = f"p{k}"
        table.join(name, 400, k + 1, auto_rebuy=True)
        agents[name] = [RandomAgent(k), TightAggressive(), CallingStation()][k % 3]
    assert table.play(agents, hands=40) == 40
    assert not table.incidents
    draws = [s for r in table.records for s in r.steps if type(s) is tuple and s[0] == "draw"]
    assert draws and all(len(s[2]) <= most_a_draw_can_deal(game, 10) for s in draws)
    assert any(s[2] for s in draws)
    for record in table.records:
        assert record.hand.stacks == tuple(record.finishing_stacks)
        history = table.history_for(record)
        assert finishing_amounts(replay(history), 1) == history.finishing_stacks


def test_keep_made_cards_throws_no_more_than_offered():
    hole = tuple(Card(c) for c in ("Ks", "Kd", "7c", "4h", "2s"))
    assert keep_made_cards(hole, 3) == ("discard", [Card("2s"), Card("4h"), Card("7c")])
    assert keep_made_cards(hole, 1) == ("discard", [Card("2s")])


# -- a dealer's draw (manual dealing: live tables, replays) ------------------------------------------------


def dealt_by_hand(seats: int) -> tuple[Hand, list[Card]]:
    """A hand whose dealer dealt each seat five cards of the deck in order; returns it and the stub."""
    deck = list(FIVE_CARD_DRAW.deck)
    holes = [deck[5 * s : 5 * s + 5] for s in range(seats)]
    hand = Hand(FL, [1000] * seats, 0, dealing="manual", game=FIVE_CARD_DRAW)
    for seat in hand.hole_cards_due:
        hand.deal_hole(seat, holes[seat])
    call_round(hand)
    return hand, deck[5 * seats :]


def test_R_DRAW_2_a_dealer_never_gives_a_seat_its_own_discards_back():
    hand, stub = dealt_by_hand(10)
    first = hand.next_to_draw
    thrown = hand.hole_cards_of(first)[:2]
    hand.discard(thrown)  # two cards from a stub of two: it runs short
    before = snapshot(hand)
    with pytest.raises(DuplicateCardError, match="own discards.*R-DRAW-2"):
        hand.deal_hole(first, [stub[0], thrown[1]])
    assert snapshot(hand) == before
    hand.deal_hole(first, stub)
    second = hand.next_to_draw
    hand.discard(hand.hole_cards_of(second)[:1])
    hand.deal_hole(second, thrown[:1])  # a served seat's discard, reshuffled: allowed
    assert thrown[0] in hand.hole_cards_of(second)


def test_R_DRAW_2_a_refused_replacement_deal_changes_nothing():
    hand, stub = dealt_by_hand(3)
    seat = hand.next_to_draw
    hand.discard(hand.hole_cards_of(seat)[:2])
    before = snapshot(hand)
    with pytest.raises(DealingError, match="takes 2 cards, got 1"):
        hand.deal_hole(seat, stub[:1])
    with pytest.raises(InvalidCardError):
        hand.deal_hole(seat, "Zz")
    assert snapshot(hand) == before
    hand.deal_hole(seat, stub[:2])
    assert hand.hole_cards_of(seat)[3:] == tuple(stub[:2])
