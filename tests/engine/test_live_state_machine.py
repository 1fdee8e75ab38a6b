"""The live procedure under a random dealer feed: a hypothesis state machine.

A LiveHand (hold'em or five-card draw, 2 to 6 seats, some absent) is fed cards, mostly in deal order
and sometimes to the wrong seat, twice, or as a typo; the dealer exposes cards; people report misdeals
(a player left out or not entitled among them); players act in turn and out of turn, put chips in,
take calls back, time out, leave, muck their cards; the dealer deals the board and the draw; the
showdown is played and mucked hands asked for. After every step:

- chips are conserved: stacks + bets + pot equal the starting stacks, which are the setup's (a void
  gives every chip back, R-MIS-3);
- every refused call (a typed :class:`~holdem.HoldemError`) leaves the whole state unchanged;
- a finished hand's records replay (the one replayer) and its history replays (PHH) to its stacks.

The suite runs a small budget; ``HOLDEM_FUZZ_EXAMPLES=N`` runs N examples
(``HOLDEM_FUZZ_EXAMPLES=500 python -m pytest -q -p no:randomly tests/engine/test_live_state_machine.py``).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from hand_helpers import snapshot
from holdem import (
    FIVE_CARD_DRAW,
    HOLDEM,
    HoldemError,
    LiveHand,
    Phase,
    TableConfig,
    read_phh,
    replay,
    to_phh,
)
from holdem.core.cards import ALL_CARDS
from holdem.engine import REPORTABLE, replay_records

_EXAMPLES = int(os.environ.get("HOLDEM_FUZZ_EXAMPLES", "0"))
LEFT_OUT = "a player entitled to a hand was not dealt in"
ACTIONS = ("fold", "check", "call", "cc", "raise", "bet", "all_in")


def live_state(live: LiveHand) -> dict[str, Any]:
    """Everything a refused call must leave as it was: the hand, slot by slot, and the procedure's state."""
    return {
        "hand": snapshot(live.hand),
        "voided": len(live.voided),
        "pending": dict(live._pending),
        "restricted": set(live._call_or_fold),
        "pitched": [list(cards) for cards in live._pitched],
        "order": list(live._order),
        "burn": live._burn,
        "replacement": live._replacement,
        "setup": live._setup,
        "absent": set(live._absent),
        "gone": dict(live._gone),
    }


class LiveMachine(RuleBasedStateMachine):
    live: LiveHand

    @initialize(
        n=st.integers(2, 6),
        draw_game=st.integers(0, 3),
        button=st.integers(0, 5),
        stacks=st.lists(st.integers(60, 3_000), min_size=6, max_size=6),
        absent=st.sets(st.integers(0, 5), max_size=2),
        check_on_timeout=st.booleans(),
        seed=st.integers(0, 2**32 - 1),
    )
    def start(self, n, draw_game, button, stacks, absent, check_on_timeout, seed) -> None:
        self.rng = random.Random(seed)
        game = FIVE_CARD_DRAW if draw_game == 0 else HOLDEM
        self.live = LiveHand(
            TableConfig(small_blind=10, big_blind=20),
            stacks[:n],
            button % n,
            game=game,
            check_on_timeout=check_on_timeout,
            absent=[s for s in absent if s < n][: n - 1],
        )
        self.voids = 0
        self.checked = False
        self._fresh_deck()
        event(f"game {game.name}")

    # -- helpers -------------------------------------------------------------------------------

    def _fresh_deck(self) -> None:
        """A new deck for a new deal (R-MIS-3: a fresh shuffle before the redeal)."""
        self.deck = list(ALL_CARDS)
        self.rng.shuffle(self.deck)
        self.out: list[Any] = []  # the cards of this deck given to the hand

    def _card(self) -> Any:
        """The next card off the deck (a refused call puts it back, see _call)."""
        card = self.deck.pop()
        self.out.append(card)
        return card

    def _call(self, name: str, call: Callable[[], object]) -> object:
        """A call to the live hand: refused with a typed error and nothing changed, or made."""
        before = live_state(self.live)
        given = len(self.out)  # (cards are taken off the deck in the call)
        try:
            result = call()
        except HoldemError:
            assert live_state(self.live) == before, f"a refused {name} changed the state"
            self.deck += reversed(self.out[given:])  # the cards taken for it go back on the deck
            del self.out[given:]
            event(f"refused: {name}")
            return None
        if len(self.live.voided) != self.voids:  # a void: the redeal takes a fresh deck
            self.voids = len(self.live.voided)
            self._fresh_deck()
            event("voided")
        return result

    @property
    def dealing_holes(self) -> bool:
        return bool(self.live.hand.hole_cards_due)

    # -- the deal ------------------------------------------------------------------------------

    @precondition(lambda self: self.dealing_holes)
    @rule(kind=st.sampled_from(["right"] * 30 + ["wrong seat", "dealt twice", "typo", "no seat"]))
    def pitch(self, kind: str) -> None:
        live = self.live
        seat = live._seats_due()[0]
        if kind == "wrong seat":
            seat = self.rng.randrange(live.hand.n_seats)
        elif kind == "no seat":
            seat = live.hand.n_seats + self.rng.randrange(3)
        if kind == "dealt twice":
            card = self.rng.choice(self.out) if self.out else "Jk"
        elif kind == "typo":
            card = self.rng.choice(["A h", "Zz", "1x", "Jk"])
        self._call(
            "deal_hole_card",
            lambda: live.deal_hole_card(
                seat, card if kind in ("dealt twice", "typo") else self._card()
            ),
        )

    @rule(from_pitched=st.booleans())
    def expose(self, from_pitched: bool) -> None:
        live = self.live
        if self.rng.random() < 0.7:  # (rarer than the rest: most exposures void the deal)
            return
        pitched = live._order
        card = self.rng.choice(pitched) if from_pitched and pitched else self.rng.choice(ALL_CARDS)
        self._call("card_exposed", lambda: live.card_exposed(card))

    @rule(
        condition=st.sampled_from(sorted(REPORTABLE)),
        with_seat=st.booleans(),
        stack=st.integers(60, 3_000),
    )
    def report(self, condition: str, with_seat: bool, stack: int) -> None:
        live = self.live
        if self.rng.random() < 0.8:  # (rarer than the rest: most reports void the deal)
            return
        n = live.hand.n_seats
        seat = self.rng.randrange(n + 1) if with_seat or REPORTABLE[condition] else None
        chips = stack if condition == LEFT_OUT and seat is not None else None
        self._call("report", lambda: live.report(condition, seat, stack=chips))

    # -- actions -------------------------------------------------------------------------------

    @precondition(lambda self: self.live.hand.actor is not None)
    @rule(in_turn=st.booleans(), kind=st.sampled_from(ACTIONS), amount=st.integers(0, 800))
    def act(self, in_turn: bool, kind: str, amount: int) -> None:
        live = self.live
        hand = live.hand
        seat = hand.actor if in_turn else self.rng.randrange(hand.n_seats)
        if in_turn and kind in ("raise", "bet"):
            legal = hand.legal_actions()
            if legal.min_raise_to is not None and self.rng.random() < 0.8:
                amount = self.rng.randint(legal.min_raise_to, legal.max_raise_to)
        action = (kind, amount) if kind in ("raise", "bet") else kind
        self._call("act", lambda: live.act(seat, action))

    @precondition(lambda self: self.live.hand.actor is not None)
    @rule(amount=st.integers(1, 900), chips=st.integers(1, 4), announced=st.booleans())
    def chips_put_in(self, amount: int, chips: int, announced: bool) -> None:
        live = self.live
        seat = live.hand.actor
        said = self.rng.choice(["raise", "call", "bet"]) if announced else None
        self._call("chips_put_in", lambda: live.chips_put_in(seat, amount, said, chips=chips))

    @rule(seat=st.integers(0, 5))
    def take_back(self, seat: int) -> None:
        if self.rng.random() < 0.7:  # (rarer than the rest: most are refused)
            return
        self._call("take_back", lambda: self.live.take_back(seat))

    @precondition(lambda self: self.live.hand.actor is not None)
    @rule()
    def timeout(self) -> None:
        self._call("timeout", lambda: self.live.timeout())

    @rule(seat=st.integers(0, 5), how=st.sampled_from(["left", "muck"]))
    def kill(self, seat: int, how: str) -> None:
        live = self.live
        if self.rng.random() < 0.8:  # (rarer than the rest)
            return
        call = live.player_left if how == "left" else live.cards_in_muck
        self._call(how, lambda: call(seat))

    # -- the dealer's board, the draw, the showdown --------------------------------------------

    @precondition(
        lambda self: (
            self.live.hand.next_deal is not None and self.live.hand.next_deal.kind != "draw"
        )
    )
    @rule()
    def deal_board(self) -> None:
        live = self.live
        due = live.hand.next_deal
        if due.kind != "board" and self.rng.random() < 0.9:  # (a board deal due: the right time)
            return
        burns = due.burn and live._burn is None  # (else the card exposed in the deal: R-MIS-2)
        self._call(
            "deal_board",
            lambda: live.deal_board(
                [self._card() for _ in range(due.count)], burn=self._card() if burns else None
            ),
        )

    @precondition(lambda self: self.live.hand.phase is Phase.DRAWING)
    @rule(count=st.integers(0, 3))
    def discard(self, count: int) -> None:
        hand = self.live.hand
        seat = hand.next_to_draw
        gone = list((hand.hole_cards_of(seat) or ())[:count])
        self._call("discard", lambda: hand.discard(gone, seat) if gone else hand.stand_pat(seat))

    @precondition(
        lambda self: (
            self.live.hand.next_deal is not None and self.live.hand.next_deal.kind == "draw"
        )
    )
    @rule()
    def deal_replacements(self) -> None:
        hand = self.live.hand
        due = hand.next_deal
        self._call(
            "deal_hole", lambda: hand.deal_hole(due.seat, [self._card() for _ in range(due.count)])
        )

    @precondition(lambda self: self.live.hand.next_to_show is not None)
    @rule(show=st.booleans())
    def show_or_muck(self, show: bool) -> None:
        hand = self.live.hand
        seat = hand.next_to_show
        self._call("show", lambda: hand.show(seat) if show else hand.muck(seat))

    @precondition(lambda self: self.live.hand.phase is Phase.AWARD)
    @rule(ask=st.booleans(), by=st.integers(0, 5))
    def award(self, ask: bool, by: int) -> None:
        live = self.live
        mucked = sorted(live.hand.mucked)
        if ask and mucked:
            self._call("ask_to_see", lambda: live.ask_to_see(self.rng.choice(mucked), by=by))
        else:
            self._call("award", live.award)

    # -- what holds after every step -----------------------------------------------------------

    @invariant()
    def chips_are_conserved(self) -> None:
        hand = self.live.hand
        assert hand.starting_stacks == self.live._setup.stacks  # a void gives every chip back
        total = sum(hand.starting_stacks)
        assert sum(hand.stacks) + sum(hand.bets) + hand.pot_gathered == total
        if hand.is_complete:
            assert sum(hand.stacks) == total

    @invariant()
    def a_finished_hand_replays(self) -> None:
        hand = self.live.hand
        if not hand.is_complete or self.checked:
            return
        self.checked = True
        again = replay_records(self.live._setup, hand.events)
        if again.phase is Phase.AWARD:  # (the award a live hand waits for is no record)
            again.award()
        assert again.stacks == hand.stacks and again.events == hand.events
        text = to_phh(hand)
        assert replay(read_phh(text)).stacks == hand.stacks, text
        event(f"finished, {len(self.live.voided)} voided")


LiveMachine.TestCase.settings = settings(
    max_examples=_EXAMPLES or 25,
    stateful_step_count=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestLiveMachine = LiveMachine.TestCase
