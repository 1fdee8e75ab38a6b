"""Random hands played by pokerkit 0.7.7, written as PHH: the differential tests' source (issue 17).

``random_hand(rng, rule_book=False)`` plays one hand in pokerkit with a random policy and returns
``(phh_text, finishing_stacks, info)``. With ``rule_book=True`` the hand keeps to the points where
the rule book and pokerkit agree (blind posters cover their blinds and antes, no straddles, no raise
after a short all-in on the same street, fixed limit stops at the big blind and three raises
preflop); ``info["odd_chip"]`` says whether pokerkit split a pot unevenly.
"""

from __future__ import annotations

import random
from typing import Any

import pokerkit as pk

AUTOMATIONS = (
    pk.Automation.ANTE_POSTING,
    pk.Automation.BET_COLLECTION,
    pk.Automation.BLIND_OR_STRADDLE_POSTING,
    pk.Automation.CARD_BURNING,
    pk.Automation.HOLE_DEALING,
    pk.Automation.BOARD_DEALING,
    pk.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pk.Automation.HAND_KILLING,
    pk.Automation.CHIPS_PUSHING,
    pk.Automation.CHIPS_PULLING,
)


def _setup(rng: random.Random, rule_book: bool) -> dict[str, Any]:
    n = rng.randint(2, 9)
    limit = rng.random() < 0.35
    big = rng.choice([2, 2, 4, 10])
    small = rng.randint(
        1, big - 1 if rule_book else big
    )  # equal blinds heads-up: pokerkit opens with the big blind
    blinds = [small, big]
    if not limit and not rule_book and n >= 4 and rng.random() < 0.2:
        blinds.append(big + rng.randint(1, 2 * big))  # a straddle: pokerkit only needs it larger
    ante = rng.choice([0, 0, 0, 1, big // 2])
    antes: Any = 0
    if ante:
        antes = ante if rng.random() < 0.7 else {1: ante}  # uniform, or the big blind's alone
    cover = max(blinds) + ante
    stacks = []
    for _ in range(n):
        roll = rng.random()
        if rule_book:
            stacks.append(
                rng.randint(cover, 60 * big) if roll < 0.7 else rng.randint(cover, 4 * cover)
            )
        else:
            stacks.append(rng.randint(1, 60 * big) if roll < 0.6 else rng.randint(1, 2 * cover))
    return dict(
        n=n,
        limit=limit,
        blinds=tuple(blinds),
        antes=antes,
        stacks=tuple(stacks),
        trimming=rng.random() < 0.5,
        big=big,
    )


def random_hand(
    rng: random.Random, rule_book: bool = False
) -> tuple[str, list[int], dict[str, Any]]:
    s = _setup(rng, rule_book)
    if s["limit"]:
        game = pk.FixedLimitTexasHoldem(
            AUTOMATIONS, s["trimming"], s["antes"], s["blinds"], s["big"], 2 * s["big"]
        )
    else:
        game = pk.NoLimitTexasHoldem(AUTOMATIONS, s["trimming"], s["antes"], s["blinds"], s["big"])
    saved = (
        random.getstate()
    )  # pokerkit shuffles its deck with the global random source, once, here
    random.seed(rng.getrandbits(64))
    state = game(s["stacks"], s["n"])
    random.setstate(saved)
    street = None
    raises = 0  # bets and raises this street (preflop the big blind counts as the bet)
    short_all_in = False  # a short all-in this street: the rule-book hands raise no more
    while state.status:
        if state.actor_index is None:
            break
        if state.street_index != street:
            street, short_all_in = state.street_index, False
            raises = 1 if street == 0 else 0
        options = ["cc"] * 3
        if state.can_fold():
            options += ["f"] * 2
        may_raise = state.can_complete_bet_or_raise_to() and not (
            rule_book and (short_all_in or (s["limit"] and raises >= 4))
        )
        if may_raise:
            options += ["r"] * 2
        choice = rng.choice(options)
        if choice == "f":
            state.fold()
        elif choice == "cc":
            state.check_or_call()
        else:
            low = state.min_completion_betting_or_raising_to_amount
            high = state.max_completion_betting_or_raising_to_amount
            player = state.actor_index
            top = state.stacks[player] + state.bets[player]
            amount = rng.choice([low, high, rng.randint(low, high)])
            before = max(state.bets)
            full = max(s["big"], state.completion_betting_or_raising_amount)
            state.complete_bet_or_raise_to(amount)
            raises += 1
            if amount == top and amount - before < full:
                short_all_in = True
    odd_chip = any(
        isinstance(op, pk.ChipsPushing) and len({a for a in op.amounts if a}) > 1
        for op in state.operations
    )
    history = pk.HandHistory.from_game_state(
        game, state, ante_trimming_status=s["trimming"]
    )  # else written false
    return history.dumps(), list(state.stacks), dict(s, odd_chip=odd_chip)
