"""A hypothesis state machine over a Table: joins, leaves, sit-outs, returns, chips, preferences and new stakes
between hands; hands played by random, broken and meddling agents (an agent that leaves, or calls the table,
from inside its turn, from inside ``post_blind`` while the hand is planned, or from another thread); live hands
with misdeals and leavers; hold'em and five-card draw (R-DRAW-1), straddles, both button rules, cash and
tournament.

After every step: chips are conserved (R-POT-6, R-BUY-2), no seat posts the big blind twice in a row (R-BLIND-2,
R-BTN-3), hands are numbered once each, every recorded hand deals again to its stacks and its history replays,
bad input raises a HoldemError naming what is wrong and changes nothing (a call the table takes at no time of a
hand, from an agent while the hand is planned, from another thread), and no repr, error or view shows a hidden
card. The suite runs a small budget (a few seconds); ``HOLDEM_TABLE_MACHINE_EXAMPLES=N`` runs N examples for a
long run."""

from __future__ import annotations

import os
import pickle
import random
import re
import threading
import warnings

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from holdem import (
    FIVE_CARD_DRAW,
    HOLDEM,
    HoldemError,
    HoldemWarning,
    Phase,
    Table,
    TableConfig,
    TableError,
    read_phhs,
    replay,
    write_phhs,
)
from holdem.core.cards import ALL_CARDS
from holdem.engine import REPORTABLE

_EXAMPLES = int(os.environ.get("HOLDEM_TABLE_MACHINE_EXAMPLES", "0"))
IN_PLAY = r"hand \d+ is in play|between hands"  # why a hand in play refuses a call
PLANNED = r"hand \d+ is being planned|" + IN_PLAY  # and a hand being planned (post_blind)
AGENT_KINDS = ["random", "broken", "meddler", "threads", "leaver", "absent", "shy", "fidget"]
NAMES = [f"p{k}" for k in range(12)]
CONFIGS = [
    TableConfig(small_blind=1, big_blind=2),
    TableConfig(small_blind=2, big_blind=4),
    TableConfig(small_blind=1, big_blind=2, straddles=(4,)),
    TableConfig(small_blind=1, big_blind=2, ante=1),
    TableConfig(small_blind=1, big_blind=2, straddles=(4, 8)),
]


def _cards_in(text: str, cards: set[str]) -> set[str]:
    return {c for c in cards if re.search(rf"(?<![A-Za-z0-9]){re.escape(c)}(?![A-Za-z0-9])", text)}


def draw_choice(view, rng: random.Random, broken: bool):
    """At a draw (R-DRAW-1): some of the seat's cards or none; ``broken``: too many, or nonsense."""
    hole = list(view.hole_cards or ())
    if broken:
        return rng.choice([("discard", hole), ("discard", ["As", "As"]), "draw 2"])
    count = rng.randrange(min(len(hole), view.legal_draw.max_discards) + 1)
    return ("discard", rng.sample(hole, count)) if count else "stand_pat"


def in_another_thread(call) -> None:
    """``call()`` made by a thread of its own; what it raises is raised here."""
    raised: list[BaseException] = []

    def run() -> None:
        try:
            call()
        except BaseException as exc:  # noqa: BLE001 - raised in the calling thread
            raised.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if raised:
        raise raised[0]


class Shy:
    """A random agent with ``post_blind``: asked before each blind while auto_post is off (R-LIVE-6); now and
    then it first calls the table, which is planning the hand: ``meddle`` (refused, nothing changed)."""

    def __init__(self, act, name: str, asked: set, rng: random.Random, meddle) -> None:
        self.act, self.name, self.asked, self.rng, self.meddle = act, name, asked, rng, meddle

    def post_blind(self, facts, amount) -> bool:
        self.asked.add((facts.hand_number, self.name))
        if self.rng.random() < 0.5:
            self.meddle(self.rng)
        return self.rng.random() < 0.8


class TableMachine(RuleBasedStateMachine):
    """One table, its public state snapshotted around every refused call."""

    @initialize(
        seats=st.integers(2, 8),
        game=st.sampled_from([HOLDEM, FIVE_CARD_DRAW]),
        tournament=st.booleans(),
        rule=st.sampled_from(["dead", "moving"]),
        config=st.sampled_from(CONFIGS),
        seed=st.integers(0, 2**32 - 1),
        check=st.booleans(),
        stacks=st.lists(st.integers(20, 300), min_size=2, max_size=8),
        warmup=st.integers(0, 6),
        asked=st.booleans(),
    )
    def make(
        self,
        seats: int,
        game,
        tournament: bool,
        rule: str,
        config: TableConfig,
        seed: int,
        check: bool,
        stacks: list[int],
        warmup: int,
        asked: bool,
    ) -> None:
        self.mode = "tournament" if tournament else "cash"
        self.rng = random.Random(seed)
        self.table = Table(
            config,
            seats=seats,
            seed=seed,
            mode=self.mode,
            button_rule=rule,
            min_buy_in=20,
            max_buy_in=300,
            timeout_action="check" if check else "fold",
            name="fuzz",
            game=game,
        )
        self.checked = 0  # records dealt again and replayed
        self.redrawn_at = -1  # a redraw starts a new rotation: the big blind check restarts there
        self.errors: list[str] = []  # every refusal's text, for the hidden-card check
        self.asked: set[tuple[int, str]] = set()  # (hand number, name): a Shy agent asked to post
        self.failures: list[AssertionError] = []  # checks failed inside an agent (see agent)
        self.refusals: set[str] = set()  # why calls from inside a hand were refused (see meddle)
        for name, stack in zip(NAMES, stacks[:seats]):  # ``asked``: before each blind (R-LIVE-6)
            self.table.join(name, stack, auto_post=not asked)
        if warmup:  # a table that has played: a button, blinds to have missed
            self.play(["random"] * len(NAMES), warmup)

    # -- helpers ---------------------------------------------------------------------------------

    def seated(self) -> list[str]:
        return [p.name for p in self.table.players]

    def snapshot(self) -> tuple:
        t = self.table
        return (
            dict(t.seats),
            t.players,
            dict(t.stacks),
            t.button,
            t.hand_number,
            t.bought_in,
            t.cashed_out,
            t.ledger(),
            len(t.records),
            t.eliminated,
            t.in_hand,
            t.config,
            len(t.incidents),
            repr(t),
        )

    def refused(self, call, *args, **kwargs) -> None:
        """A bad call raises a HoldemError with a reason and leaves the table as it was."""
        before = self.snapshot()
        try:
            call(*args, **kwargs)
        except HoldemError as exc:
            assert len(str(exc)) > 10, exc
            self.errors.append(str(exc))
        else:
            raise AssertionError(f"{call.__name__}{args}{kwargs} was accepted")
        assert self.snapshot() == before, call.__name__

    def changes(self, rng: random.Random, seats_too: bool) -> list:
        """Calls that change the table, with arguments it would take between hands: those a hand in play
        refuses (play, chips, stakes, the button, a live hand) and, with ``seats_too``, those that change the
        seats (taken during a hand that is dealt, R-LIVE-6, not while it is planned or from another thread)."""
        t = self.table
        name = rng.choice(t.players).name
        free = [n for n in NAMES if n not in t._players or not t._players[n].seat]
        calls = [
            lambda: t.play_hand(None),
            lambda: t.play({}, hands=1),
            lambda: t.add_chips(name, 1),
            lambda: t.set_config(CONFIGS[0]),
            lambda: t.colour_up(name, 100),
            lambda: t.start_live_hand(),
            lambda: t.redraw_button(),
        ]
        if seats_too:
            calls += [
                lambda: t.join(rng.choice(free or ["p0"]), rng.randrange(20, 300)),
                lambda: t.leave(rng.choice(t.players).name),
                lambda: t.sit_out(name),
                lambda: t.come_back(name),
                lambda: t.set_preferences(name, auto_muck=rng.random() < 0.5),
            ]
        return calls

    def meddle(
        self,
        rng: random.Random,
        why: str,
        seats_too: bool,
        hidden: set[str] = frozenset(),
        in_thread=lambda call: call(),
    ) -> None:
        """From inside a hand (planned or played): one call that would change the table (:meth:`changes`),
        made by ``in_thread``, refused with a TableError whose reason matches ``why``, changing nothing and
        showing no hidden card."""
        call = rng.choice(self.changes(rng, seats_too))
        before = self.snapshot()
        try:
            in_thread(call)
        except TableError as exc:
            assert re.search(why, str(exc)), (why, str(exc))
            assert not _cards_in(str(exc), hidden)
        else:
            raise AssertionError(f"the table took a call it should refuse ({why})")
        assert self.snapshot() == before
        self.refusals.add(why)

    def meddle_from_a_thread(self, rng: random.Random, hidden: set[str]) -> None:
        """Another thread calls the table while this one plays: refused at once, nothing changed (the
        snapshots are this thread's: another may not read the records either)."""
        self.meddle(rng, "in use by another thread", True, hidden, in_another_thread)

    def agent(self, kind: str, name: str):
        table, rng = self.table, random.Random(self.rng.randrange(2**32))

        def decide(view):
            hand = table._hand  # the table's own hand: what no view may show of other seats
            hidden = {
                str(c)
                for s in range(hand.n_seats)
                if s != view.seat and s not in hand.shown
                for c in (hand.hole_cards_of(s) or ())
            }
            if rng.random() < 0.2:
                assert not _cards_in(repr(view), hidden), repr(view)
                assert not _cards_in(repr(pickle.loads(pickle.dumps(view))), hidden)
            roll = rng.random()
            own = {str(c) for c in view.hole_cards or ()}
            if kind == "meddler" and roll < 0.3:  # re-entrant: refused by the hand in play
                self.meddle(rng, IN_PLAY, False, hidden | own)
            if kind == "threads" and roll < 0.3:  # another thread: refused, the table is in use
                self.meddle_from_a_thread(rng, hidden | own)
            if kind == "leaver" and roll < 0.15:
                who = rng.choice(table.players).name
                table.leave(who)
                return "cc"
            if kind == "fidget" and roll < 0.3:
                self.fidget(rng, hidden | own)
            if view.legal_actions is None:
                return draw_choice(view, rng, kind == "broken" and roll < 0.2)
            legal = view.legal_actions
            if kind == "broken":
                if roll < 0.1:
                    raise RuntimeError("agent crashed")
                if roll < 0.2:
                    return rng.choice(
                        [42, ("raise", "x"), ("bet", 10**9), "dance", None, ("cbr",), object()]
                    )
            if legal.min_raise_to and roll < 0.25:
                return ("cbr", rng.choice([legal.min_raise_to, legal.max_raise_to]))
            return "fold" if roll < 0.35 and legal.fold else "cc"

        def act(view):
            try:
                return decide(view)
            except AssertionError as exc:  # the table would take it for a broken agent: kept
                self.failures.append(exc)
                raise

        if kind != "shy" and rng.random() < 0.5:  # (half of the others have a post_blind too)
            return act
        return Shy(act, name, self.asked, rng, self.meddle_while_planned)

    def fidget(self, rng: random.Random, hidden: set[str]) -> None:
        """What a player may do during a hand (it takes effect after it): sit out, come back, new
        preferences, or someone joins."""
        table = self.table
        who = rng.choice(table.players).name
        free = [n for n in NAMES if n not in table._players or not table._players[n].seat]
        try:
            rng.choice(
                [
                    lambda: table.sit_out(who),
                    lambda: table.come_back(who),
                    lambda: table.set_preferences(
                        who, auto_rebuy=rng.random() < 0.5, straddle=rng.random() < 0.5
                    ),
                    lambda: table.join(rng.choice(free or ["p0"]), rng.randrange(20, 300)),
                ]
            )()
        except TableError as exc:  # a tournament's auto_rebuy, a full table, a short buy-in used
            assert not _cards_in(str(exc), hidden)

    def meddle_while_planned(self, rng: random.Random) -> None:
        """From ``post_blind``: a call that would change the table, refused while the hand is planned."""
        try:
            self.meddle(rng, PLANNED, True)
        except AssertionError as exc:  # the table would take it for a broken post_blind: kept
            self.failures.append(exc)
            raise

    # -- between hands ---------------------------------------------------------------------------

    @rule(
        name=st.sampled_from(NAMES),
        stack=st.integers(10, 320),
        seat=st.none() | st.integers(0, 9),
        wait=st.booleans(),
        straddle=st.booleans(),
        auto_post=st.booleans(),
        transfer=st.booleans(),
    )
    def join(self, name, stack, seat, wait, straddle, auto_post, transfer) -> None:
        before = self.snapshot()
        try:
            self.table.join(
                name,
                stack,
                seat,
                wait_for_big_blind=wait,
                straddle=straddle,
                auto_post=auto_post,
                transfer=transfer,
            )
        except TableError as exc:
            self.errors.append(str(exc))
            assert self.snapshot() == before
        else:
            assert self.table.bought_in == before[5] + stack

    @precondition(lambda self: self.table.players)
    @rule(data=st.data())
    def leave(self, data) -> None:
        name = data.draw(st.sampled_from(self.seated()))
        stack = self.table.stacks[name]
        assert self.table.leave(name) == stack and name not in self.seated()

    @precondition(lambda self: self.table.players)
    @rule(data=st.data(), back=st.booleans(), wait=st.none() | st.booleans())
    def sit_out_or_back(self, data, back, wait) -> None:
        name = data.draw(st.sampled_from(self.seated()))
        if back:
            self.table.come_back(name, wait_for_big_blind=wait)
        else:
            self.table.sit_out(name)

    @precondition(lambda self: self.table.players)
    @rule(data=st.data(), amount=st.integers(1, 300))
    def add_chips(self, data, amount) -> None:
        name = data.draw(st.sampled_from(self.seated()))
        stack = self.table.stacks[name]
        if self.mode == "tournament" or stack + amount > 300:
            self.refused(self.table.add_chips, name, amount)
        else:
            assert self.table.add_chips(name, amount) == stack + amount

    @precondition(lambda self: self.table.players)
    @rule(
        data=st.data(),
        prefs=st.fixed_dictionaries(
            {},
            optional={
                k: st.booleans()
                for k in ("auto_post", "auto_muck", "auto_rebuy", "wait_for_big_blind", "straddle")
            },
        ),
    )
    def set_preferences(self, data, prefs) -> None:
        name = data.draw(st.sampled_from(self.seated()))
        if self.mode == "tournament" and prefs.get("auto_rebuy"):
            self.refused(self.table.set_preferences, name, **prefs)
        else:
            self.table.set_preferences(name, **prefs)

    @rule(config=st.sampled_from(CONFIGS))
    def set_config(self, config) -> None:
        self.table.set_config(config)

    @precondition(lambda self: self.mode == "tournament" and self.table.players)
    @rule(data=st.data(), stack=st.integers(1, 400))
    def colour_up(self, data, stack) -> None:
        self.table.colour_up(data.draw(st.sampled_from(self.seated())), stack)

    @rule()
    def redraw_button(self) -> None:
        try:
            self.table.redraw_button()
        except TableError as exc:
            self.errors.append(str(exc))
        else:
            self.redrawn_at = len(self.table.records)

    @rule(data=st.data(), what=st.integers(0, 9))
    def bad_input(self, data, what) -> None:
        t, names = self.table, self.seated()
        name = data.draw(st.sampled_from(names)) if names else "nobody"
        bad = [
            (t.join, "", 100),
            (t.join, "x y\n", 100),
            (t.join, "fresh", 0),
            (t.join, "fresh", 10**6 if self.mode == "cash" else -1),
            (t.join, "fresh", 100, 11),
            (t.join, "fresh", True),
            (t.leave, "ghost"),
            (t.add_chips, name, -5),
            (t.play_hand, {"ghost": None}),
            (t.play, None, -1),
        ]
        call, *args = bad[what]
        self.refused(call, *args)
        if names:
            self.refused(t.set_preferences, name, auto_post="yes")
            self.refused(t.come_back, name, wait_for_big_blind=1)
            self.refused(t.play_hand, {name: 7})
        if self.mode == "cash":
            self.refused(t.colour_up, name, 100)
        self.refused(t.finish_live_hand)
        self.refused(t.set_config, "1/2")

    # -- hands -----------------------------------------------------------------------------------

    @rule(
        kinds=st.lists(
            st.sampled_from(AGENT_KINDS),
            min_size=12,
            max_size=12,
        ),
        hands=st.integers(1, 3),
    )
    def play(self, kinds, hands) -> None:
        table = self.table
        agents = {
            n: (None if k == "absent" else self.agent(k, n))
            for n, k in zip(NAMES, kinds)
            if n in table._players
        }
        before = len(table.records)
        asks = {
            p.name for p in table.players if not p.auto_post and isinstance(agents.get(p.name), Shy)
        }
        with warnings.catch_warnings(record=True) as warned:
            warnings.simplefilter("always", HoldemWarning)
            played = table.play(agents, hands=hands)
        assert len(table.records) == before + played
        # fewer hands than asked only when fewer than two can play: said in the count and warned
        assert (played < hands) == (played.stop_reason is not None) == bool(warned)
        self.check_new_records(before)
        for record in table.records[
            before:
        ]:  # R-LIVE-6: auto-post off, asked before every blind it posted
            for (
                seat,
                posts,
            ) in record.posted.items():  # (a cash table's: a tournament's blinds are always posted)
                name = record.players[record.table_seats.index(seat)]
                if name in asks and any(kind not in ("ante", "straddle") for kind, _ in posts):
                    assert ((record.number, name) in self.asked) is (self.mode == "cash"), (
                        record.number,
                        name,
                        posts,
                    )

    @rule(
        kinds=st.lists(
            st.sampled_from(AGENT_KINDS),
            min_size=12,
            max_size=12,
        )
    )
    def play_more(self, kinds) -> None:
        self.play(kinds, 4)  # (hands are most of what a table does)

    @precondition(lambda self: len([p for p in self.table.players if p.stack]) >= 2)
    @rule(seed=st.integers(0, 2**32 - 1), leave=st.booleans(), misdeals=st.integers(0, 2))
    def live_hand(self, seed, leave, misdeals) -> None:
        table, rng = self.table, random.Random(seed)
        before = len(table.records)
        try:
            live = table.start_live_hand()
        except TableError as exc:
            self.errors.append(str(exc))
            return
        self.refused(table.play_hand, None)
        self.refused(table.add_chips, self.seated()[0], 1)
        for _ in range(misdeals):
            live.report(rng.choice([c for c, one in REPORTABLE.items() if not one]))
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hand = live.hand
        n = hand.n_seats
        count = table._game.hole_cards
        for k in range(count * n):
            live.deal_hole_card((hand.button + 1 + k) % n, deck.pop())
        if leave:
            table.leave(rng.choice(table.live_facts.players))
        for _ in range(400):
            hand = live.hand
            if hand.phase is Phase.BETTING:
                legal = hand.legal_actions()
                choice = rng.choice(
                    [a for a in ("fold", "cc", "raise") if a != "raise" or legal.min_raise_to]
                )
                live.act(hand.actor, ("cbr", legal.min_raise_to) if choice == "raise" else choice)
            elif hand.phase is Phase.DRAWING:
                # R-DRAW-1: a discard, or standing pat; the dealer then deals the replacements
                seat = hand.next_to_draw
                count = min(rng.randrange(4), hand.legal_draw().max_discards, len(deck))
                if count:
                    hand.discard(list(hand.hole_cards_of(seat)[:count]), seat)
                else:
                    hand.stand_pat(seat)
            elif (due := hand.next_deal) is not None and due.kind == "draw":
                hand.deal_hole(due.seat, [deck.pop() for _ in range(due.count)])
            elif (due := hand.next_deal) is not None and due.count:
                live.deal_board([deck.pop() for _ in range(due.count)], burn=deck.pop())
            elif hand.phase is Phase.SHOWDOWN:
                hand.auto_showdown()
            else:
                break
        table.finish_live_hand()
        assert len(table.records) == before + 1
        self.check_new_records(before)

    def check_new_records(self, before: int) -> None:
        table = self.table
        for record in table.records[before:]:
            assert record.hand.stacks == record.finishing_stacks
            assert sum(record.starting_stacks) == sum(record.finishing_stacks)
            (history,) = read_phhs(write_phhs([table.history_for(record)]))
            assert sorted(replay(history).stacks) == sorted(history.finishing_stacks)
            self.checked += 1

    def teardown(self) -> None:
        records = self.table.records
        event(
            f"hands dealt again and replayed: {'0' if not self.checked else '1-9' if self.checked < 10 else '10+'}"
        )
        event(f"live hands: {sum(1 for r in records if r.steps[-1:] == ('award',)) > 0}")
        event(f"game: {self.table._game.name}")
        for why in sorted(self.refusals):
            event(f"refused from inside a hand: {why}")

    # -- after every step ------------------------------------------------------------------------

    @invariant()
    def no_check_failed_inside_an_agent(self) -> None:
        if self.failures:
            raise self.failures[0]

    @invariant()
    def hands_are_numbered_once_each(self) -> None:
        numbers = [r.number for r in self.table.records]
        assert numbers == list(range(1, len(numbers) + 1)), numbers

    @invariant()
    def chips_are_conserved(self) -> None:
        t = self.table
        assert sum(t.stacks.values()) == t.bought_in - t.cashed_out
        assert sum(e["net"] for e in t.ledger().values()) == 0

    @invariant()
    def no_seat_posts_the_big_blind_twice_in_a_row(self) -> None:
        records = self.table.records[max(self.redrawn_at, 0) :]
        big = [r.big_blind_table_seat for r in records]
        assert all(a != b for a, b in zip(big, big[1:])), big

    @invariant()
    def nothing_shows_a_hidden_card(self) -> None:
        t = self.table
        last = t.last_hand
        if last is None:
            return
        held = {str(c) for s in range(last.n_seats) for c in (last.hole_cards_of(s) or ())}
        assert not _cards_in(repr(t), held)
        assert not _cards_in(" ".join(self.errors), held), self.errors
        assert not _cards_in(" ".join(map(repr, t.records[-3:])), held)
        try:
            pickle.dumps(t)
        except TypeError:
            pass
        else:
            raise AssertionError("a Table pickled")


TableMachine.TestCase.settings = settings(
    max_examples=_EXAMPLES or 12,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestTableMachine = TableMachine.TestCase
