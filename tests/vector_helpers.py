"""Helpers of the vector engine's tests: random tables, random legal actions as arrays, and the scalar
Hand played beside a VectorHands on the same deck orders and actions (the equivalence check)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from holdem import AnteType, BettingStructure, Card, Hand, TableConfig
from holdem.vector import CALL, CHECK, FOLD, RAISE, VectorHands

STRUCTURES = (BettingStructure.NO_LIMIT, BettingStructure.POT_LIMIT, BettingStructure.FIXED_LIMIT)
ANTE_TYPES = (AnteType.UNIFORM, AnteType.BIG_BLIND_ONLY, AnteType.BUTTON_ONLY)


class DeckOrder:
    """A random source whose shuffle puts the deck in a given order (card ids): a Hand dealt from it
    gets the cards a VectorHands deals from the same deck order."""

    def __init__(self, order: Sequence[int]) -> None:
        self.order = [Card(int(c)) for c in order]

    def shuffle(self, cards: list) -> None:
        cards[:] = self.order


#: Styles of random play: weights of fold, check or call, bet or raise, and how often a raise is all-in.
#: Aggressive play ends most hands all-in (runouts); passive play reaches showdowns on the river.
STYLES = {
    "uniform": ((1.0, 1.0, 1.0), 0.3),
    "passive": ((0.15, 1.0, 0.25), 0.05),
    "raising": ((0.3, 1.0, 1.0), 0.1),
}


def random_actions(
    hands: VectorHands,
    rng: np.random.Generator,
    style: tuple[tuple[float, float, float], float] = STYLES["uniform"],
) -> tuple[np.ndarray, np.ndarray]:
    """For every table, one of the actor's legal kinds (fold, check or call, bet or raise) at random by
    the style's weights, a raise to the maximum (the style's all-in share of raises), the minimum or an
    amount between; vectorised. Tables where no one acts get a fold (ignored by step)."""
    (w_fold, w_call, w_raise), all_in = style
    legal = hands.legal
    n = len(legal)
    passive = np.where(legal[:, CHECK], CHECK, CALL)
    choices = np.stack([np.full(n, FOLD), passive, np.full(n, RAISE)], axis=1)
    allowed = np.stack([legal[:, FOLD], legal[:, CHECK] | legal[:, CALL], legal[:, RAISE]], axis=1)
    weights = allowed * rng.random((n, 3)) ** (1 / np.array([w_fold, w_call, w_raise]))
    kind = choices[np.arange(n), weights.argmax(axis=1)]
    low, high = hands.min_raise_to, hands.max_raise_to
    between = low + (rng.random(n) * (high - low + 1)).astype(np.int64)
    pick = rng.random(n)
    amount = np.where(pick < all_in, high, np.where(pick < all_in + 0.2, low, between))
    return kind.astype(np.int8), amount


def random_tables(
    rng: np.random.Generator, n_tables: int
) -> tuple[VectorHands, np.ndarray, np.ndarray]:
    """A VectorHands of random seats (2-10) and structure with random blinds, antes, stacks (tiny ones
    often) and rule options; with the deck orders and buttons of its first hands, dealt."""
    seats = int(rng.integers(2, 11))
    betting = STRUCTURES[int(rng.integers(0, 3))]
    ante_type = ANTE_TYPES[int(rng.integers(0, 3))] if rng.random() < 0.5 else AnteType.NONE
    config = TableConfig(
        betting,
        ante=1 if ante_type is not AnteType.NONE else 0,
        ante_type=ante_type,
        max_raises_per_round=int(rng.integers(1, 5)),
        cumulative_short_all_ins=bool(rng.random() < 0.7),
    )
    big = rng.choice([1, 2, 4, 10, 50], size=n_tables)
    small = (big * rng.choice([0, 0.5, 0.5, 1.0], size=n_tables)).astype(np.int64)
    ante = np.zeros(n_tables, np.int64)
    if ante_type is not AnteType.NONE:
        ante = np.where(rng.random(n_tables) < 0.8, rng.integers(1, 2 * big + 1), 0)
    bb = big[:, None]
    scale = rng.choice([1, 3, 10, 40, 100], size=(n_tables, 1))
    spread = rng.integers(1, scale * bb + 2, size=(n_tables, seats))
    # a few bets deep, give or take up to a big blind: short all-ins of every size against the bet sizes
    near = np.maximum(rng.integers(1, 9, (n_tables, seats)) * bb + rng.integers(-bb, bb + 1), 1)
    tiny = rng.integers(1, 4, size=(n_tables, seats))
    mode = rng.random((n_tables, seats))
    stacks = np.where(mode < 0.15, tiny, np.where(mode < 0.55, near, spread))
    hands = VectorHands(
        n_tables,
        seats,
        config,
        stacks=stacks,
        small_blind=small,
        big_blind=big,
        ante=ante,
        seed=int(rng.integers(1 << 31)),
    )
    decks = rng.permuted(np.tile(np.arange(52), (n_tables, 1)), axis=1)
    buttons = rng.integers(0, seats, size=n_tables)
    hands.reset(decks=decks, button=buttons)
    return hands, decks, buttons


def scalar_hands(hands: VectorHands, decks: np.ndarray, buttons: np.ndarray) -> list[Hand]:
    """The scalar Hand of each table, dealt from the same deck order and button."""
    return [
        Hand(
            hands.table_config(i),
            hands.starting_stacks[i].tolist(),
            int(buttons[i]),
            rng=DeckOrder(decks[i]),
        )
        for i in range(hands.n_tables)
    ]


def assert_same_options(hands: VectorHands, scalar: list[Hand], where: str) -> int:
    """Every table's actor, stacks, bets and legal options match its scalar hand; returns the decisions."""
    actor, legal = hands.actor, hands.legal
    to_call, low, high = hands.to_call, hands.min_raise_to, hands.max_raise_to
    stacks, bets = hands.stacks, hands.bets
    decisions = 0
    for i, hand in enumerate(scalar):
        options = hand.legal_actions()
        expected = (
            -1 if hand.actor is None else hand.actor,
            (
                options.fold,
                options.check,
                options.call is not None,
                options.min_raise_to is not None,
            ),
            options.call or 0,
            options.min_raise_to or 0,
            options.max_raise_to or 0,
            hand.stacks,
            hand.bets if not hand.is_complete else (0,) * hand.n_seats,
        )
        got = (
            int(actor[i]),
            tuple(bool(x) for x in legal[i]),
            int(to_call[i]),
            int(low[i]),
            int(high[i]),
            tuple(stacks[i].tolist()),
            tuple(bets[i].tolist()),
        )
        assert got == expected, f"{where}, table {i}: vector {got} != scalar {expected}"
        decisions += hand.actor is not None
    return decisions


def apply_scalar(hand: Hand, kind: int, amount: int) -> None:
    """The same action on the scalar hand, then its showdown by the auto policy when it comes."""
    if kind == FOLD:
        hand.fold()
    elif kind == CHECK:
        hand.check()
    elif kind == CALL:
        hand.call()
    else:
        hand.bet_or_raise_to(int(amount))
    if hand.actor is None and not hand.is_complete:
        hand.auto_showdown()


def play_equivalent(seed: int, n_tables: int) -> tuple[int, int]:
    """Random hands on a VectorHands and on scalar Hands side by side, checking options at every step
    and the final stacks; returns (hands, decisions)."""
    rng = np.random.default_rng(seed)
    hands, decks, buttons = random_tables(rng, n_tables)
    scalar = scalar_hands(hands, decks, buttons)
    for hand in scalar:
        if hand.actor is None and not hand.is_complete:
            hand.auto_showdown()
    style = list(STYLES.values())[seed % len(STYLES)]
    decisions = 0
    step = 0
    while True:
        decisions += assert_same_options(hands, scalar, f"seed {seed} step {step}")
        if hands.done.all():
            break
        kind, amount = random_actions(hands, rng, style)
        actor = hands.actor
        result = hands.step(kind, amount)
        for i in np.flatnonzero(actor >= 0):
            apply_scalar(scalar[i], int(kind[i]), int(amount[i]))
        for i, hand in enumerate(scalar):
            assert hand.is_complete == bool(hands.done[i]), f"seed {seed} step {step} table {i}"
            if result.finished[i]:
                assert tuple(result.rewards[i].tolist()) == hand.result.net
        step += 1
    for i, hand in enumerate(scalar):
        assert tuple(hands.stacks[i].tolist()) == hand.stacks
        assert tuple(hands.net[i].tolist()) == hand.result.net
    return n_tables, decisions


def deck_order(seats: int, button: int, holes: Sequence[str], board: str) -> np.ndarray:
    """The deck order (card ids) that deals ``holes`` (one "AhKd" per seat) and ``board`` (five cards) by
    the dealing procedure: a card at a time from the left of the button, twice round, then burn and flop,
    burn and turn, burn and river; the other cards after, in id order."""
    from holdem import parse_cards

    order: list[int | None] = [None] * 52
    for k in range(seats):
        first, second = parse_cards(holes[(button + 1 + k) % seats])
        order[k], order[k + seats] = int(first), int(second)
    flop1, flop2, flop3, turn, river = (int(c) for c in parse_cards(board))
    at = 2 * seats
    order[at + 1 : at + 4] = [flop1, flop2, flop3]
    order[at + 5], order[at + 7] = turn, river
    rest = iter(c for c in range(52) if c not in order)
    return np.array([c if c is not None else next(rest) for c in order])


def play_script(
    config: TableConfig,
    stacks: Sequence[int],
    button: int,
    deck: np.ndarray,
    script: Sequence[tuple[int, int]] | None,
) -> tuple[VectorHands, Hand]:
    """One table on a VectorHands and on a Hand, the same deck and the actions of ``script`` ((kind,
    amount) each; None: check or call to the end), the options and stacks checked equal at every step;
    returns both, at the end."""
    hands = VectorHands(1, len(stacks), config, stacks=[list(stacks)])
    hands.reset(decks=deck[None, :], button=button)
    hand = Hand(config, list(stacks), button, rng=DeckOrder(deck))
    if hand.actor is None and not hand.is_complete:
        hand.auto_showdown()
    if script is None:
        script = []
        while not hands.done[0]:
            script.append((CHECK if hands.legal[0, CHECK] else CALL, 0))
            hands.step(np.array(script[-1][:1]), np.array([0]))
        hands.reset(decks=deck[None, :], button=button)
    for number, (kind, amount) in enumerate(script):
        assert_same_options(hands, [hand], f"action {number}")
        hands.step(np.array([kind]), np.array([amount]))
        apply_scalar(hand, kind, amount)
    assert_same_options(hands, [hand], "the end")
    return hands, hand
