"""The hand engine under random play: a hypothesis state machine.

Random tables (no-limit, pot-limit and fixed-limit; 2 to 9 seats; blinds,
straddles, live posts out of position and every kind of ante; unequal stacks,
some too short for their blind) are played with random legal actions mixed with random illegal ones.
After every step:

- chips are conserved: stacks + bets + pot equal the starting stacks (R-POT-6);
- the turn passes clockwise to the next seat still in with chips (R-BET-2,
  R-BET-3, R-BET-6), and each betting round after the first opens with the first
  such seat left of the button;
- an illegal action raises a typed error and changes nothing at all (the
  whole state, slot by slot, is the same afterwards; R-BET-13, R-BET-14).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import holdem
from hand_helpers import snapshot
from holdem import AnteType, BettingStructure, Hand, HoldemError, TableConfig


@st.composite
def tables(draw: st.DrawFn) -> tuple[TableConfig, list[int], int, int, dict[int, int]]:
    betting = draw(st.sampled_from(list(BettingStructure)))
    n = draw(st.integers(2, 9))
    big_blind = draw(st.integers(2, 20))
    small_blind = draw(st.integers(0, big_blind))
    straddles: tuple[int, ...] = ()
    if n >= 4 and draw(st.booleans()):
        straddles = (
            (2 * big_blind,) if n == 4 or draw(st.booleans()) else (2 * big_blind, 4 * big_blind)
        )
    ante_type = draw(st.sampled_from(list(AnteType)))
    ante = 0 if ante_type is AnteType.NONE else draw(st.integers(1, big_blind))
    config = TableConfig(
        betting,
        small_blind=small_blind,
        big_blind=big_blind,
        straddles=straddles,
        ante=ante,
        ante_type=ante_type,
        ante_trimming=draw(st.booleans()),
    )
    stacks = draw(st.lists(st.integers(1, 60 * big_blind), min_size=n, max_size=n))
    button = draw(st.integers(0, n - 1))
    posts = {}
    free = (
        [(button + k) % n for k in range(3 + len(straddles), n + 1)]
        if n > 3 + len(straddles)
        else []
    )
    if free and draw(st.booleans()):  # a live blind posted out of position
        posts[draw(st.sampled_from(free))] = draw(st.integers(1, config.forced_bet))
    return config, stacks, button, draw(st.integers(0, 2**32)), posts


class RandomHand(RuleBasedStateMachine):
    hand: Hand

    @initialize(table=tables())
    def deal(self, table: tuple[TableConfig, list[int], int, int, dict[int, int]]) -> None:
        config, stacks, button, seed, posts = table
        self.hand = Hand(config, stacks, button, seed=seed, posts=posts)
        self.total = sum(stacks)
        self.street = self.hand.street
        n = len(stacks)
        if self.hand.actor is not None:
            # preflop the first to act is the first seat with chips after the last forced bet (R-BET-2);
            # heads-up that is the button (R-BET-3)
            last_forced = (button + 1) % n if n == 2 else (button + 2 + len(config.straddles)) % n
            assert self.hand.actor == self._next_with_chips(last_forced)

    # -- helpers -------------------------------------------------------------------------------

    def _next_with_chips(self, seat: int) -> int | None:
        hand, n = self.hand, self.hand.n_seats
        for k in range(1, n + 1):
            s = (seat + k) % n
            if not hand.folded[s] and hand.stacks[s] > 0:
                return s
        return None

    def _check_turn(self, seat: int) -> None:
        hand = self.hand
        if hand.actor is not None:
            if hand.street == self.street:
                assert hand.actor == self._next_with_chips(seat), (
                    "the turn passes clockwise (R-BET-6)"
                )
            else:
                assert hand.actor == self._next_with_chips(hand.button), (
                    "a later round opens left of the button (R-BET-2, R-BET-3)"
                )
        self.street = hand.street

    # -- legal play ----------------------------------------------------------------------------

    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        """The seat to act plays a random legal action; at the showdown the next seat shows or mucks."""
        hand = self.hand
        seat = hand.actor
        if seat is None:
            if hand.next_to_show is not None:
                self._showdown_decision(data.draw(st.booleans()))
            return
        legal = hand.legal_actions()
        choices = []
        if legal.fold:
            choices.append("fold")
        if legal.check:
            choices.append("check")
        if legal.call is not None:
            choices.append("call")
        if legal.min_raise_to is not None:
            choices.append("raise")
        if hand.can_all_in():
            choices.append("all_in")
        assert choices, "a seat to act always has a legal action"
        choice = data.draw(st.sampled_from(choices))
        if choice == "raise":
            amount = data.draw(st.integers(legal.min_raise_to, legal.max_raise_to))
            record = hand.bet_or_raise_to(amount)
            assert record.amount == amount
        else:
            record = getattr(hand, choice)()
        assert record.seat == seat
        self._check_turn(seat)

    def _showdown_decision(self, muck: bool) -> None:
        hand = self.hand
        seat = hand.next_to_show
        if muck:
            try:
                hand.muck(seat)
                return
            except holdem.IllegalActionError:
                pass  # the last hand left in a pot must show (R-SHOW-2)
        hand.show(seat)

    # -- illegal play --------------------------------------------------------------------------

    @rule(data=st.data())
    def illegal_action(self, data: st.DataObject) -> None:
        hand = self.hand
        legal = hand.legal_actions()
        actor = hand.actor
        n = hand.n_seats
        attempts: list[tuple[str, Any]] = [
            (
                "deal_board",
                lambda: hand.deal_board(["2c", "3c", "4c"]),
            ),  # auto dealing deals itself
        ]
        if actor is None:
            attempts += [
                ("fold", hand.fold),
                ("check_or_call", hand.check_or_call),
                ("bet", lambda: hand.bet_or_raise_to(10**6)),
            ]
        else:
            other = (actor + data.draw(st.integers(1, n - 1))) % n
            attempts += [
                ("out of turn", lambda: hand.fold(other)),
                ("bool amount", lambda: hand.bet_or_raise_to(True)),
                (
                    "fractional amount",
                    lambda: hand.bet_or_raise_to((legal.min_raise_to or 10) + 0.5),
                ),
                ("text amount", lambda: hand.bet_or_raise_to("100")),
                ("negative amount", lambda: hand.bet_or_raise_to(-5)),
            ]
            if not legal.check:
                attempts.append(("check", hand.check))
            if legal.call is None:
                attempts.append(("call", hand.call))
            if legal.min_raise_to is None:
                attempts.append(
                    ("raise", lambda: hand.bet_or_raise_to(data.draw(st.integers(0, 10**6))))
                )
            else:
                if legal.min_raise_to > 1 and legal.min_raise_to < legal.max_raise_to:
                    low = data.draw(st.integers(0, legal.min_raise_to - 1))
                    attempts.append(("below minimum", lambda: hand.bet_or_raise_to(low)))
                attempts.append(
                    ("above maximum", lambda: hand.bet_or_raise_to(legal.max_raise_to + 1))
                )
        if hand.next_to_show is None:
            attempts += [
                ("show", lambda: hand.show(data.draw(st.integers(0, n - 1)))),
                ("muck", lambda: hand.muck(data.draw(st.integers(0, n - 1)))),
            ]
        else:
            wrong = (hand.next_to_show + 1) % n
            if wrong != hand.next_to_show:
                attempts.append(("show out of order", lambda: hand.show(wrong)))
        name, attempt = data.draw(st.sampled_from(attempts))
        before = snapshot(hand)
        try:
            attempt()
        except HoldemError:
            pass
        else:
            raise AssertionError(f"{name} was accepted")
        assert snapshot(hand) == before, f"{name} changed the hand"

    # -- invariants ----------------------------------------------------------------------------

    @invariant()
    def chips_are_conserved(self) -> None:
        hand = self.hand
        assert sum(hand.stacks) + sum(hand.bets) + hand.pot_gathered == self.total  # R-POT-6
        assert all(s >= 0 for s in hand.stacks)
        if hand.is_complete:
            assert sum(hand.stacks) == self.total
            assert sum(hand.result.net) == 0
            event(
                f"complete: {hand.config.betting.name.lower()}, "
                f"{'showdown' if hand.result.shown else 'no showdown'}"
            )

    @invariant()
    def someone_can_move(self) -> None:
        hand = self.hand
        assert hand.is_complete or hand.actor is not None or hand.next_to_show is not None


RandomHand.TestCase.settings = settings(
    max_examples=150,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
test_random_hands = RandomHand.TestCase
test_random_hands.pytestmark = [pytest.mark.slow]  # 15-25 s: 150 random hands
