"""Five-card draw under random play: a hypothesis state machine (R-DRAW-1, R-HAND-7, the stub rule).

Random draw hands (2 to 8 players, fixed-limit, pot-limit and no-limit, with
and without the joker) are played with random legal actions and draws mixed
with random illegal ones. After every step:

- chips are conserved (R-POT-6);
- no card, the joker included, is in two places: the hands, the discards and
  the stub together hold each card of the game's deck at most once;
- no seat's view holds another seat's hole cards or discards beyond what was
  shown; the number each seat drew is public;
- an illegal action or draw raises a typed error and changes nothing at all.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from hand_helpers import snapshot
from holdem import BettingStructure, Discard, Hand, HoldemError, HoleDeal, Phase, TableConfig
from holdem.game import FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER


@st.composite
def draw_tables(draw: st.DrawFn) -> tuple[TableConfig, list[int], int, int, Any]:
    betting = draw(st.sampled_from(list(BettingStructure)))
    ante = draw(st.integers(1, 10))
    size = (
        {"small_bet": 2 * ante}
        if betting is BettingStructure.FIXED_LIMIT
        else {"min_bet": 2 * ante}
    )
    config = TableConfig(betting, small_blind=0, big_blind=0, ante=ante, **size)
    n = draw(st.integers(2, 8))
    stacks = draw(st.lists(st.integers(ante, 80 * ante), min_size=n, max_size=n))
    game = draw(st.sampled_from([FIVE_CARD_DRAW, FIVE_CARD_DRAW_JOKER]))
    return config, stacks, draw(st.integers(0, n - 1)), draw(st.integers(0, 2**32)), game


class RandomDrawHand(RuleBasedStateMachine):
    hand: Hand

    @initialize(table=draw_tables())
    def deal(self, table: tuple[TableConfig, list[int], int, int, Any]) -> None:
        config, stacks, button, seed, self.game = table
        self.hand = Hand(config, stacks, button, seed=seed, game=self.game)
        self.total = sum(stacks)

    @rule(data=st.data())
    def legal_step(self, data: st.DataObject) -> None:
        """The seat to act bets, the seat to draw discards or stands pat, or the showdown goes on."""
        hand = self.hand
        if hand.is_complete:
            return
        if hand.phase is Phase.DRAWING:
            seat = hand.next_to_draw
            options = hand.legal_draw()
            held = list(hand.hole_cards_of(seat))
            count = data.draw(st.integers(0, min(options.max_discards, len(held))))
            if count == 0:
                hand.stand_pat()
            else:
                cards = data.draw(st.permutations(held))[:count]
                record = hand.discard(cards)
                assert record.seat == seat and len(record.cards) == count
                assert len(hand.hole_cards_of(seat)) == 5
            return
        if hand.actor is None:
            if hand.next_to_show is not None:
                hand.auto_showdown()
            return
        legal = hand.legal_actions()
        choices = [
            c
            for c, ok in (
                ("fold", legal.fold),
                ("check_or_call", True),
                ("raise", legal.min_raise_to is not None),
            )
            if ok
        ]
        choice = data.draw(st.sampled_from(choices))
        if choice == "raise":
            hand.bet_or_raise_to(data.draw(st.integers(legal.min_raise_to, legal.max_raise_to)))
        else:
            getattr(hand, choice)()

    @rule(data=st.data())
    def illegal_step(self, data: st.DataObject) -> None:
        """A draw out of turn, of a card not held, of too many cards, or a bet during the draw: refused, and
        nothing changes."""
        hand = self.hand
        n = hand.n_seats
        drawer = hand.next_to_draw if hand.phase is Phase.DRAWING else None
        attempts: list[tuple[str, Any]] = [
            ("discard", (list(self.game.deck[:1]), (drawer or 0) + 1)),
            ("stand_pat", ((drawer + 1) % n if drawer is not None else 0,)),
        ]
        if drawer is not None:
            held = list(hand.hole_cards_of(drawer))
            not_held = [c for c in self.game.deck if c not in held][:1]
            attempts += [
                ("discard", (not_held,)),
                ("discard", (held[: hand.legal_draw().max_discards + 2],)),
                ("fold", ()),
                ("check_or_call", ()),
            ]
        name, args = data.draw(st.sampled_from(attempts))
        if name == "discard" and drawer is not None and len(args) == 2 and args[1] % n == drawer:
            return  # in turn after all: not an illegal attempt
        if (
            name == "discard"
            and drawer is not None
            and len(args) == 1
            and len(args[0]) <= hand.legal_draw().max_discards
            and set(args[0]) <= set(hand.hole_cards_of(drawer))
        ):
            return
        before = snapshot(hand)
        try:
            getattr(hand, name)(*args)
        except HoldemError:
            assert snapshot(hand) == before, f"a refused {name}{args} changed the hand"
        else:
            raise AssertionError(f"{name}{args} was accepted in phase {hand.phase}")

    @invariant()
    def chips_are_conserved(self) -> None:
        hand = self.hand
        assert sum(hand.stacks) + sum(hand.bets) + hand.pot_gathered == self.total or (
            hand.is_complete and sum(hand.stacks) == self.total
        )

    @invariant()
    def no_card_is_in_two_places(self) -> None:
        hand = self.hand
        dealing = hand._dealing
        held = [c for s in range(hand.n_seats) for c in (hand.hole_cards_of(s) or ())]
        places = held + list(dealing.discards) + list(dealing.cards[dealing.pos :])
        assert len(places) == len(set(places)) and set(places) <= set(self.game.deck)

    @invariant()
    def views_hide_other_hands_and_discards(self) -> None:
        hand = self.hand
        n = hand.n_seats
        public = {c for cards in hand.shown.values() for c in cards}
        discards = {e.seat: e for e in hand.events if type(e) is Discard}
        for seat in range(n):
            events = hand.view(seat).events
            own = {
                c
                for e in events
                if type(e) in (HoleDeal, Discard) and e.seat == seat
                for c in (e.cards or ())
            }
            others = {c for s in range(n) if s != seat for c in (hand.hole_cards_of(s) or ())}
            others |= {c for s, e in discards.items() if s != seat for c in e.cards}
            seen = {c for e in events for c in (getattr(e, "cards", None) or ())}
            assert not seen & (others - public - own)
            for e in events:  # how many each seat drew is public
                if type(e) is Discard and e.seat != seat:
                    assert e.count == len(discards[e.seat].cards)


TestRandomDrawHands = RandomDrawHand.TestCase
TestRandomDrawHands.pytestmark = [pytest.mark.slow]  # 5 s: 60 random draw hands
TestRandomDrawHands.settings = settings(
    max_examples=60,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
