"""Set-up shared by the benchmarks that run peer libraries."""

from __future__ import annotations

import contextlib
import os
import random
import sys
from collections.abc import Iterator
from typing import Any


def pokerkit_automations(pokerkit: Any) -> tuple[Any, ...]:
    """Every pokerkit automation a whole hand needs, so only the players' decisions are left to the caller."""
    a = pokerkit.Automation
    return (
        a.ANTE_POSTING,
        a.BET_COLLECTION,
        a.BLIND_OR_STRADDLE_POSTING,
        a.CARD_BURNING,
        a.HOLE_DEALING,
        a.BOARD_DEALING,
        a.HOLE_CARDS_SHOWING_OR_MUCKING,
        a.HAND_KILLING,
        a.CHIPS_PUSHING,
        a.CHIPS_PULLING,
    )


@contextlib.contextmanager
def quiet_stdout() -> Iterator[None]:
    """File descriptor 1 sent to the null device: pokers 0.1.2 prints every showdown's ranks and winners
    from Rust, which no Python redirection catches."""
    sys.stdout.flush()
    saved = os.dup(1)
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 1)
        yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)
        os.close(null)


def pokers_random_hands(
    pokers: Any, players: int, hands: int, seed: int, stack: float, blinds: tuple[float, float]
) -> int:
    """Whole no-limit hands of pokers (Rust, with Python bindings), a fresh deal from a seed each time, at
    each turn one of the legal kinds of action (fold, check/call, raise) picked uniformly at random, a
    raise by a whole number of chips uniform between the big blind and all-in (pokers' raise amount is
    what the raise adds over the call); returns the decisions made."""
    uniform = random.Random(seed).random
    action = pokers.Action
    fold, check, call, raise_ = (
        pokers.ActionEnum.Fold,
        pokers.ActionEnum.Check,
        pokers.ActionEnum.Call,
        pokers.ActionEnum.Raise,
    )
    small, big = blinds
    decisions = 0
    for number in range(hands):
        state = pokers.State.from_seed(
            n_players=players,
            button=number % players,
            sb=small,
            bb=big,
            stake=stack,
            seed=seed + number,
        )
        while not state.final_state:
            legal = state.legal_actions
            kinds = [fold] if fold in legal else []
            if check in legal:
                kinds.append(check)
            elif call in legal:
                kinds.append(call)
            if raise_ in legal:
                kinds.append(raise_)
            kind = kinds[int(uniform() * len(kinds))]
            if kind is raise_:
                me = state.players_state[state.current_player]
                most = me.stake - (state.min_bet - me.bet_chips)
                low = min(big, most)
                state = state.apply_action(action(kind, low + int(uniform() * (most - low + 1))))
            else:
                state = state.apply_action(action(kind))
            decisions += 1
        assert abs(sum(p.reward for p in state.players_state)) < 1e-6
    return decisions
