"""Whole hands per second with random legal actions: holdem beside pokerkit, texasholdem and clubs.

Every engine plays the same kind of hand: no-limit, blinds 1/2, every stack 200
(100 big blinds), a fresh hand each time, and at each turn one of the legal
kinds of action (fold, check/call, bet/raise) picked uniformly at random, a
bet or raise to an amount uniform between the legal minimum and maximum.
Seeds are fixed. Each benchmark asserts every hand finished with the chips
conserved; the figure to read is ``extra_info["hands_per_second"]``::

    python -m pytest benchmarks/test_bench_hands.py --benchmark-enable

A peer engine that is not installed is skipped.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

import holdem
from peers import pokerkit_automations

STACK = 200
SMALL_BLIND, BIG_BLIND = 1, 2
HANDS_PER_ROUND = 1000
SEED = 20260101
ROUNDS = 5


def _between(uniform: Callable[[], float], low: int, high: int) -> int:
    """A whole number from low to high, uniformly (cheaper than Random.randint)."""
    return low + int(uniform() * (high - low + 1))


def _play(
    config: holdem.TableConfig,
    game: holdem.GameDef,
    players: int,
    hands: int,
    seed: int,
    *,
    through_view: bool | None = None,
    top_up: bool = False,
) -> int:
    """Hands of holdem.Hand with seeded dealing: at each turn one of the legal kinds of action (fold, check/call,
    bet/raise) uniformly at random, a bet or raise to an amount uniform between the legal minimum and maximum; at
    a draw every seat throws 0 to 3 cards. Returns the hands finished.

    ``through_view`` plays as an agent does, reading its legal actions and hole cards at every decision: through
    the seat's view (True) or from the hand directly (False); None reads only the legal actions. One loop serves
    all (inline, not a helper per action: a call per action would slow the plain loop that other benchmarks
    compare with). ``top_up``: the stacks carry from hand to hand, one below ``STACK`` topped back up to it
    (what a table's ``auto_rebuy`` does), instead of fresh ``STACK`` stacks each hand."""
    uniform = random.Random(seed).random
    dealing = holdem.seeded_rng(seed)
    stacks = [STACK] * players
    finished = 0
    for number in range(hands):
        hand = holdem.Hand(config, stacks, number % players, rng=dealing, game=game)
        while not hand.is_complete:
            actor = hand.actor
            if actor is None:
                if hand.phase is holdem.Phase.DRAWING:
                    count = int(uniform() * 4)
                    if count:
                        hand.discard(hand.hole_cards_of(hand.next_to_draw)[:count])
                    else:
                        hand.stand_pat()
                else:
                    hand.auto_showdown()
                continue
            if through_view:
                view = hand.view(actor)
                legal, cards = view.legal_actions, view.hole_cards
                assert legal is not None and len(cards) == game.hole_cards
            else:
                legal = hand.legal_actions()
                if through_view is False:
                    assert len(hand.hole_cards_of(actor)) == game.hole_cards
            kinds = []
            if legal.fold:
                kinds.append(0)
            if legal.check or legal.call:
                kinds.append(1)
            if legal.max_raise_to:
                kinds.append(2)
            kind = kinds[int(uniform() * len(kinds))]
            if kind == 0:
                hand.fold()
            elif kind == 1:
                hand.check_or_call()
            else:
                hand.bet_or_raise_to(_between(uniform, legal.min_raise_to, legal.max_raise_to))
        assert sum(hand.stacks) == (sum(stacks) if top_up else STACK * players)
        if top_up:
            stacks = [stack if stack >= STACK else STACK for stack in hand.stacks]
        finished += 1
    return finished


NO_LIMIT = holdem.TableConfig(
    betting=holdem.BettingStructure.NO_LIMIT, small_blind=SMALL_BLIND, big_blind=BIG_BLIND
)
# draw: fixed-limit, antes 1, bets 2/4
FIXED_LIMIT_ANTES = holdem.TableConfig(
    betting=holdem.BettingStructure.FIXED_LIMIT, small_blind=0, big_blind=0, ante=1, small_bet=2
)


def play_holdem(players: int, hands: int, seed: int) -> int:
    """No-limit hold'em hands; returns the hands finished."""
    return _play(NO_LIMIT, holdem.HOLDEM, players, hands, seed)


def play_holdem_topped_up(players: int, hands: int, seed: int) -> int:
    """The same with the stacks carried and topped up to ``STACK`` as a table's ``auto_rebuy`` does: the kind of
    hands a table plays, on the engine alone (``test_bench_table.py`` compares with it)."""
    return _play(NO_LIMIT, holdem.HOLDEM, players, hands, seed, top_up=True)


def play_agent_loop(players: int, hands: int, seed: int, *, through_view: bool) -> int:
    """The hold'em loop as an agent plays it (see :func:`_play`)."""
    return _play(NO_LIMIT, holdem.HOLDEM, players, hands, seed, through_view=through_view)


def play_pokerkit(players: int, hands: int, seed: int) -> int:
    pokerkit = pytest.importorskip("pokerkit")
    automations = pokerkit_automations(pokerkit)
    uniform = random.Random(seed).random
    random.seed(seed)  # pokerkit shuffles with the random module
    finished = 0
    for _ in range(hands):
        state = pokerkit.NoLimitTexasHoldem.create_state(
            automations, True, 0, (SMALL_BLIND, BIG_BLIND), BIG_BLIND, (STACK,) * players, players
        )
        while state.status:
            kinds = []
            if state.can_fold():
                kinds.append(0)
            if state.can_check_or_call():
                kinds.append(1)
            if state.can_complete_bet_or_raise_to():
                kinds.append(2)
            kind = kinds[int(uniform() * len(kinds))]
            if kind == 0:
                state.fold()
            elif kind == 1:
                state.check_or_call()
            else:
                state.complete_bet_or_raise_to(
                    _between(
                        uniform,
                        state.min_completion_betting_or_raising_to_amount,
                        state.max_completion_betting_or_raising_to_amount,
                    )
                )
        assert sum(state.stacks) == STACK * players
        finished += 1
    return finished


def play_texasholdem(players: int, hands: int, seed: int) -> int:
    pytest.importorskip("texasholdem")
    from texasholdem import ActionType, TexasHoldEm

    uniform = random.Random(seed).random
    random.seed(seed)  # texasholdem shuffles with the random module
    finished = 0
    for _ in range(hands):
        game = TexasHoldEm(
            buyin=STACK, big_blind=BIG_BLIND, small_blind=SMALL_BLIND, max_players=players
        )
        game.start_hand()
        while game.is_hand_running():
            moves = game.get_available_moves()
            kinds = [
                a
                for a in (ActionType.FOLD, ActionType.CHECK, ActionType.CALL, ActionType.RAISE)
                if a in moves.action_types
            ]
            # one check/call choice, like the other engines
            kinds = [a for a in kinds if a is not ActionType.CHECK or ActionType.CALL not in kinds]
            kind = kinds[int(uniform() * len(kinds))]
            if kind is ActionType.RAISE:
                low, high = moves.raise_range.start, moves.raise_range.stop - 1
                game.take_action(ActionType.RAISE, total=_between(uniform, low, high))
            else:
                game.take_action(kind)
        assert sum(p.chips for p in game.players) == STACK * players
        finished += 1
    return finished


def play_clubs(players: int, hands: int, seed: int) -> int:
    clubs = pytest.importorskip("clubs")
    config = dict(
        clubs.configs.NO_LIMIT_HOLDEM_TWO_PLAYER
        if players == 2
        else clubs.configs.NO_LIMIT_HOLDEM_SIX_PLAYER
    )
    config.update(
        num_players=players,
        blinds=[SMALL_BLIND, BIG_BLIND] + [0] * (players - 2),
        start_stack=STACK,
    )
    uniform = random.Random(seed).random
    random.seed(seed)  # clubs shuffles with the random module
    dealer = clubs.Dealer(**config)
    finished = 0
    CLUBS_CRASHES[players] = 0  # every round replays the same seed, so the same hands crash
    for _ in range(hands):
        observation = dealer.reset(reset_stacks=True)
        done = [False]
        try:
            while not all(done):
                call, low, high = (
                    observation["call"],
                    observation["min_raise"],
                    observation["max_raise"],
                )
                kinds = (
                    [0, 1] if call else [1]
                )  # clubs: a bet below the call folds; 0 with nothing to call checks
                if high > call:
                    kinds.append(2)
                kind = kinds[int(uniform() * len(kinds))]
                bet = (
                    -1
                    if kind == 0
                    else call
                    if kind == 1
                    else _between(uniform, max(low, call + 1), high)
                )
                observation, _payouts, done = dealer.step(bet)
        except IndexError:
            # clubs 0.1.4 indexes past its payout list when it gives an odd chip with the button
            # late in the seat order (engine.py, `player_idx + self.button % self.num_players`)
            CLUBS_CRASHES[players] = CLUBS_CRASHES.get(players, 0) + 1
            continue
        assert sum(dealer.stacks) == STACK * players
        finished += 1
    return finished


CLUBS_CRASHES: dict[int, int] = {}


ENGINES: dict[str, Callable[[int, int, int], int]] = {
    "holdem": play_holdem,
    "pokerkit": play_pokerkit,
    "texasholdem": play_texasholdem,
    "clubs": play_clubs,
}


@pytest.mark.parametrize("players", [6, 2], ids=["6max", "headsup"])
@pytest.mark.parametrize("engine", list(ENGINES))
def test_random_hands(benchmark: Any, engine: str, players: int) -> None:
    play = ENGINES[engine]
    hands = HANDS_PER_ROUND if engine != "pokerkit" else HANDS_PER_ROUND // 10
    play(players, 2, SEED)  # import and warm up outside the timing (and skip here if absent)
    finished = benchmark.pedantic(play, args=(players, hands, SEED), rounds=ROUNDS, iterations=1)
    if engine == "clubs":  # its own crashes are not hands it finished
        benchmark.extra_info["crashed_hands_per_round"] = CLUBS_CRASHES.get(players, 0)
        finished += CLUBS_CRASHES.get(players, 0)
    assert finished == hands
    if benchmark.stats:  # None when benchmarks are disabled
        benchmark.extra_info["hands_per_second"] = round(hands / benchmark.stats.stats.mean)
        # the best round is the least disturbed by other work on the machine
        benchmark.extra_info["hands_per_second_best"] = round(hands / benchmark.stats.stats.min)


def test_agents_reading_views_keep_the_speed(benchmark: Any) -> None:
    """Issue 16: a six-max loop whose agent reads its legal actions and hole cards through the view at every
    decision keeps at least 90% of the loop that reads the hand directly (both timed in this test, interleaved)."""
    import time

    play_agent_loop(6, 20, SEED, through_view=True)
    rates = {True: [], False: []}
    for _ in range(ROUNDS):
        for through_view in (False, True):
            start = time.perf_counter()
            assert (
                play_agent_loop(6, HANDS_PER_ROUND, SEED, through_view=through_view)
                == HANDS_PER_ROUND
            )
            rates[through_view].append(HANDS_PER_ROUND / (time.perf_counter() - start))
    finished = benchmark.pedantic(
        play_agent_loop,
        args=(6, HANDS_PER_ROUND, SEED),
        kwargs={"through_view": True},
        rounds=1,
        iterations=1,
    )
    assert finished == HANDS_PER_ROUND
    if benchmark.stats:
        ratio = max(rates[True]) / max(rates[False])
        benchmark.extra_info.update(
            view_hands_per_second=round(max(rates[True])),
            direct_hands_per_second=round(max(rates[False])),
            ratio=round(ratio, 3),
        )
        assert ratio >= 0.90, (
            f"reading through the view keeps {ratio:.0%} of the direct loop's speed"
        )


def play_draw(players: int, hands: int, seed: int) -> int:
    """Five-card draw hands, fixed-limit with antes; returns the hands finished."""
    return _play(FIXED_LIMIT_ANTES, holdem.FIVE_CARD_DRAW, players, hands, seed)


def play_draw_joker(players: int, hands: int, seed: int) -> int:
    """:func:`play_draw` with the joker in the deck (53 cards, R-HAND-7)."""
    return _play(FIXED_LIMIT_ANTES, holdem.FIVE_CARD_DRAW_JOKER, players, hands, seed)


@pytest.mark.parametrize("game", ["holdem", "draw", "draw-joker"])
def test_draw_hands_beside_holdem(benchmark: Any, game: str) -> None:
    """Issue 14: five-card draw hands per second with random legal actions, 6 players, beside hold'em (and
    draw with the joker beside both)."""
    play = {"holdem": play_holdem, "draw": play_draw, "draw-joker": play_draw_joker}[game]
    play(6, 2, SEED)
    finished = benchmark.pedantic(
        play, args=(6, HANDS_PER_ROUND, SEED), rounds=ROUNDS, iterations=1
    )
    assert finished == HANDS_PER_ROUND
    if benchmark.stats:
        benchmark.extra_info["hands_per_second"] = round(
            HANDS_PER_ROUND / benchmark.stats.stats.mean
        )
        benchmark.extra_info["hands_per_second_best"] = round(
            HANDS_PER_ROUND / benchmark.stats.stats.min
        )


@pytest.mark.parametrize("game", ["holdem", "omaha", "omaha-hi-lo", "short-deck"])
def test_omaha_and_short_deck_hands_beside_holdem(benchmark: Any, game: str) -> None:
    """Issue 30: Omaha, Omaha hi-lo and short-deck hands per second with random legal actions, 6 players,
    no-limit blinds 1/2 for every game, beside hold'em."""
    definition = holdem.game.GAMES_BY_NAME[game]
    _play(NO_LIMIT, definition, 6, 2, SEED)
    finished = benchmark.pedantic(
        _play, args=(NO_LIMIT, definition, 6, HANDS_PER_ROUND, SEED), rounds=ROUNDS, iterations=1
    )
    assert finished == HANDS_PER_ROUND
    if benchmark.stats:
        benchmark.extra_info["hands_per_second"] = round(
            HANDS_PER_ROUND / benchmark.stats.stats.mean
        )
        benchmark.extra_info["hands_per_second_best"] = round(
            HANDS_PER_ROUND / benchmark.stats.stats.min
        )
