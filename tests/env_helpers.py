"""What the environment tests share: random hands played to random states, and an encoder written plainly
(one seat, Python loops) that the vectorised one must agree with."""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np

from holdem import Action, BoardDeal, Hand, TableConfig
from holdem.env import ObservationLayout
from holdem.game import ActionKind, BettingStructure

KIND = {
    ActionKind.FOLD: 0,
    ActionKind.CHECK: 1,
    ActionKind.CALL: 2,
    ActionKind.BET: 3,
    ActionKind.RAISE: 3,
}


def random_config(rng: random.Random) -> TableConfig:
    """No-limit, pot-limit or fixed-limit, blinds 1/2 or 5/10, an ante now and then."""
    betting = rng.choice(list(BettingStructure))
    sb, bb = rng.choice([(1, 2), (5, 10)])
    ante = rng.choice([0, 0, 1])
    return TableConfig(betting, small_blind=sb, big_blind=bb, ante=ante)


def random_states(seed: int, hands: int) -> Iterator[tuple[Hand, int]]:
    """(hand, seat) at every state of ``hands`` random hands (2-10 seats, unequal and tiny stacks,
    random legal actions, raises at the minimum, the maximum or between), the hand live: copy what you
    keep."""
    rng = random.Random(seed)
    for _ in range(hands):
        config = random_config(rng)
        n = rng.randint(2, 10)
        least = config.big_blind + config.ante + 1
        stacks = [rng.choice([least, least + 3, 40, 200, 1000]) for _ in range(n)]
        hand = Hand(config, stacks, button=rng.randrange(n), seed=rng.randrange(2**32))
        while True:
            for seat in range(n):
                yield hand, seat
            if hand.actor is None:
                if not hand.is_complete:
                    hand.finish_showdown()
                    continue
                break
            random_action(hand, rng)


def random_action(hand: Hand, rng: random.Random) -> Action:
    legal = hand.legal_actions()
    choices = ["fold", "cc"] + (["raise"] * 2 if legal.min_raise_to is not None else [])
    pick = rng.choice(choices)
    if pick == "fold":
        return hand.fold()
    if pick == "cc":
        return hand.check_or_call()
    low, high = legal.min_raise_to, legal.max_raise_to
    amount = rng.choice([low, high, rng.randint(low, high)])
    return hand.bet_or_raise_to(amount)


def reference_encode(hand: Hand, seat: int, layout: ObservationLayout) -> np.ndarray:
    """``seat``'s encoded view of ``hand``, from the hand's public API, one column at a time."""
    x = np.zeros(layout.size, np.float32)
    n = hand.n_seats
    bb = hand.config.big_blind  # amounts: divided in float64, then stored as float32
    for card in hand.hole_cards_of(seat) or ():
        x[layout.hole.start + card] = 1
    for card in hand.board:
        x[layout.board.start + card] = 1
    over = hand.is_complete or hand.actor is None
    x[layout.street.start + (4 if over else int(hand.street))] = 1
    x[layout.position.start + (seat - hand.button) % n] = 1
    if hand.actor is not None:
        x[layout.actor.start + (hand.actor - seat) % n] = 1
    for place in range(n):
        other = (seat + place) % n
        x[layout.stacks.start + place] = hand.stacks[other] / bb
        x[layout.bets.start + place] = hand.bets[other] / bb
        x[layout.contributed.start + place] = hand.contributions[other] / bb
        x[layout.folded.start + place] = hand.folded[other]
        x[layout.all_in.start + place] = hand.stacks[other] == 0 and not hand.folded[other]
        x[layout.in_hand.start + place] = 1
    pot = sum(hand.contributions) if hand.is_complete else hand.pot_gathered + sum(hand.bets)
    x[layout.pot.start] = pot / bb
    if hand.actor is not None:
        legal = hand.legal_actions()
        x[layout.to_call.start] = (legal.call or 0) / bb
        x[layout.min_raise_to.start] = (legal.min_raise_to or 0) / bb
        x[layout.max_raise_to.start] = (legal.max_raise_to or 0) / bb
        flags = (legal.fold, legal.check, legal.call is not None, legal.min_raise_to is not None)
        x[layout.legal] = flags
    actions = []
    street = 0
    for event in hand.events:
        if isinstance(event, BoardDeal):
            street = int(event.street)
        elif isinstance(event, Action):
            actions.append((street, event.seat, KIND[event.kind], event.amount))
    kept = actions[-layout.history :] if layout.history else []
    width = layout.history_row_size
    for row, (street, actor, kind, amount) in enumerate(kept):
        base = layout.history_slice.start + row * width
        x[base + street] = 1
        x[base + 4 + (actor - seat) % n] = 1
        x[base + 4 + n + kind] = 1
        x[base + width - 1] = amount / bb
    x[layout.history_overflow.start] = len(actions) > layout.history
    return x
