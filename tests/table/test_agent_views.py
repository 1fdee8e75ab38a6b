"""What a table hands an agent (issue "Trust at the table"): by default a view built for the decision that holds
nothing but what the seat may know, read-only seats, junk answers that never break a hand, amounts taken as
ints, bet-or-raise words, timed draws, and built-in agents that play a bare hand's seat view too."""

from __future__ import annotations

import enum
import gc
import itertools
import pickle
import random
import runpy
import types
import warnings
from typing import Any

import numpy as np
import pytest

from conftest import REPO_ROOT
from holdem import (
    Card,
    Hand,
    HoldemWarning,
    SeatSnapshot,
    SeatView,
    Table,
    TableConfig,
    parse_cards,
)
from holdem.agents import CallingStation, EquityAgent, HumanAgent, RandomAgent, TightAggressive
from holdem.core import Deck
from holdem.engine import BettingState, DealingState, DrawingState, ShowdownState
from holdem.errors import TableError
from holdem.game import HoleDeal
from holdem.table.agent import DecisionView, LivePlayerView, PlayerSnapshot, PlayerView
from holdem.table.turns import Turns
from table_helpers import CONFIG

GAMES = ("holdem", "draw", "draw-joker")


def seated(n: int = 3, *, game: str = "holdem", seed: int = 1, **options: Any) -> Table:
    table = Table(CONFIG, seats=n, seed=seed, game=game, **options)
    for k in range(n):
        table.join(f"p{k}", 200, k + 1)
    return table


def hidden_from(hand: Hand, view: PlayerView) -> set[Card]:
    """The cards of other seats the view's seat may not know: their unshown hole cards, less what it saw
    itself (the board, its own cards and discards, which a draw may deal to another seat)."""
    seen = set(hand.board) | set(view.hole_cards or ())
    for event in view.events:
        seen.update(getattr(event, "cards", None) or ())
    return {
        card
        for seat in range(hand.n_seats)
        if seat != view.seat and seat not in hand.shown
        for card in hand.hole_cards_of(seat) or ()
    } - seen


def strict(agent: Any) -> Any:
    """``agent`` whose first failure (an assertion inside it: the table would fold it) is raised again by
    ``strict.check()`` after the play."""
    failures: list[Exception] = []

    def run(view: Any) -> Any:
        try:
            return agent(view)
        except Exception as exc:
            failures.append(exc)
            raise

    def check() -> None:
        if failures:
            raise failures[0]

    run.check = check  # type: ignore[attr-defined]
    return run


FORBIDDEN = (
    Hand,
    DealingState,
    BettingState,
    DrawingState,
    ShowdownState,
    Deck,
    random.Random,
    Table,
    Turns,
)


def reachable(root: object) -> list[object]:
    """Every object ``gc.get_referents`` reaches from ``root``, classes, modules and enum members aside (the
    program's constants: from a class any code reaches the whole program; what counts is what the view
    itself holds)."""
    found = {id(root): root}
    todo = [root]
    while todo:
        for ref in gc.get_referents(todo.pop()):
            if isinstance(ref, (type, types.ModuleType, enum.Enum)) or id(ref) in found:
                continue
            found[id(ref)] = ref
            todo.append(ref)
    return list(found.values())


def test_an_agent_cannot_set_its_seat_or_the_views_seat_to_read_another_seats_cards():
    for trusted in (False, True):
        refused = []

        def peek(view):
            for target, name in ((view, "seat"), (view.view, "seat"), (view, "legal_actions")):
                with pytest.raises(AttributeError) as error:
                    setattr(target, name, 1 - view.seat)
                refused.append(str(error.value))
            return "fold" if view.legal_actions.fold else "check"

        agent = strict(peek)
        seated(2, trusted_agents=trusted).play_hand(agent)
        agent.check()
        assert refused and all("seat" in text or "legal_actions" in text for text in refused)
    hand = Hand(CONFIG, [100, 100], button=0, seed=1)
    with pytest.raises(AttributeError, match="seat is read-only"):
        hand.view(0).seat = 1  # type: ignore[misc]


@pytest.mark.parametrize("game", GAMES)
def test_the_default_view_reaches_nothing_of_the_hand_and_no_other_seats_card(game):
    table = seated(3, game=game, seed=4)
    checked = []

    def inspect(view):
        assert type(view) is DecisionView
        hand = table._hand  # the table's own hand: what the view must not lead to
        held = reachable(view) + reachable(view.view) + reachable(view.snapshot())
        assert not [type(x).__name__ for x in held if isinstance(x, FORBIDDEN)]
        cards = {x for x in held if isinstance(x, Card)}
        assert not cards & hidden_from(hand, view)
        checked.append(view.legal_actions is None)
        return RandomAgent(len(checked)).act(view)

    agent = strict(inspect)
    table.play(agent, hands=6)
    agent.check()
    assert len(checked) > 20 and (game == "holdem" or any(checked))  # draws were checked too


def test_the_trusted_live_view_is_a_window_on_the_hand():
    """The opt-in: the live view holds the hand (what the walk above would find)."""
    found = []

    def agent(view):
        found.append(any(isinstance(x, Hand) for x in reachable(view)))
        return "cc"

    seated(2, trusted_agents=True).play_hand(strict(agent))
    assert found and all(found)
    with pytest.raises(TableError, match="trusted_agents"):
        Table(CONFIG, trusted_agents=1)  # type: ignore[arg-type]


def test_the_built_in_agents_are_trusted_by_class_and_a_table_mixes_both_views(monkeypatch):
    """A built-in agent's class is marked trusted (the live view: simulate's speed); a user's subclass or
    function gets the default view, in the same hand; Table(trusted_agents=True) trusts every agent."""

    class MyRandom(RandomAgent):
        __slots__ = ()

    kinds: dict[str, set[type]] = {}
    act = RandomAgent.act

    def recording_act(self: RandomAgent, view: Any) -> Any:
        kinds.setdefault(type(self).__name__, set()).add(type(view))
        return act(self, view)

    def function(view: Any) -> str:
        kinds.setdefault("function", set()).add(type(view))
        return "cc"

    monkeypatch.setattr(RandomAgent, "act", recording_act)
    seated(3, seed=6).play({"p0": RandomAgent(1), "p1": MyRandom(2), "p2": function}, hands=10)
    assert kinds == {
        "RandomAgent": {LivePlayerView},
        "MyRandom": {DecisionView},
        "function": {DecisionView},
    }
    kinds.clear()
    seated(2, trusted_agents=True).play({"p0": function, "p1": MyRandom(3)}, hands=3)
    assert kinds == {"function": {LivePlayerView}, "MyRandom": {LivePlayerView}}


def test_an_agent_that_mutates_everything_it_can_reach_cannot_change_the_hand():
    def vandal(view):
        for thing in reachable(view) + reachable(view.view):
            if isinstance(thing, (list, dict, set)):
                thing.clear()
        for name in PlayerView.__slots__ + DecisionView.__slots__:
            setattr(view, name, None)
        return "cc"

    played = seated(3, seed=9)
    played.play(vandal, hands=5)
    honest = seated(3, seed=9)
    honest.play(lambda view: "cc", hands=5)
    assert played.history_text() == honest.history_text() and not played.incidents


@pytest.mark.parametrize("game", GAMES)
def test_the_default_view_shows_what_the_seats_live_view_shows(game):
    """Every field an agent read on the live view reads the same on the view built for the decision; its
    to_dict, snapshot and pickle too; hand_can_discard answers as the hand does."""
    table = seated(4, game=game, seed=11)
    rng = random.Random(3)
    compared = []

    def compare(view):
        live = table._hand.view(view.seat)
        fields = (
            "n_seats button big_blind street hole_cards board stacks bets pot_gathered pot_size folded "
            "actor events shown actions legal_actions legal_draw"
        ).split()
        assert {f: getattr(view, f) for f in fields} == {f: getattr(live, f) for f in fields}
        assert view.to_dict() == live.to_dict() and view.view == live.snapshot()
        assert view.snapshot() == PlayerSnapshot(live.snapshot(), view.table)
        assert pickle.loads(pickle.dumps(view)) == view.snapshot()
        if view.legal_draw is not None:
            hole = list(view.hole_cards)
            tries = [rng.sample(hole, rng.randrange(0, len(hole) + 1)) for _ in range(12)]
            tries += [["As", "As"], "Kd", [object()], np.array([1, 2])]
            for cards in tries:
                assert view.hand_can_discard(cards) == table._hand.can_discard(cards, view.seat)
                assert view.can_discard(cards) == view.view.can_discard(cards)
        compared.append(view)
        return RandomAgent(len(compared)).act(view)

    agent = strict(compare)
    table.play(agent, hands=8)
    agent.check()
    assert len(compared) > 20
    assert all(
        v.legal_actions is None and v.legal_draw is None for v in compared
    )  # kept: no stale choices


@pytest.mark.parametrize(
    "junk",
    [
        ("discard", np.array([1, 2])),
        ("discard", type("Cards", (), {"__bool__": lambda self: 1 / 0})()),
        type("Weird", (), {"__eq__": lambda self, other: 1 / 0, "__hash__": lambda self: 1})(),
        (type("Word", (), {"__eq__": lambda self, other: 1 / 0})(), ["As"]),
    ],
)
def test_a_junk_draw_answer_is_an_incident_and_stands_pat(junk):
    table = seated(2, game="draw")
    table.play_hand(lambda view: junk if view.legal_actions is None else "cc")
    assert len(table.records) == 1 and sum(table.stacks.values()) == 400
    assert {(i.kind, i.action) for i in table.incidents} == {("bad return", "stand pat")}
    assert len(table.records[0].hand.events) > 0


def test_an_exception_that_cannot_say_what_it_is_and_one_with_a_lone_surrogate():
    class Mute(Exception):
        def __str__(self) -> str:
            raise ValueError("no text")

    table = seated(2)
    table.play_hand({"p0": lambda view: (_ for _ in ()).throw(Mute()), "p1": CallingStation()})
    (incident,) = table.incidents
    assert incident.kind == "exception" and incident.detail.startswith("Mute: ")

    def lone_surrogate(view):
        raise RuntimeError("bad \udc80 text")

    table = seated(2, game="draw")
    table.play_hand(lone_surrogate)
    assert table.incidents and all("\\udc80" in i.detail for i in table.incidents)
    table.history_text().encode("utf-8")  # the history is UTF-8 text


def test_an_amount_is_taken_as_an_int_so_a_changed_array_does_not_change_the_record():
    amount = np.array(10)

    def raiser(view):
        return ("raise", amount) if view.bets[view.seat] == 1 else "cc"

    table = seated(2)
    table.play_hand(raiser)
    amount[...] = 20  # the agent's object changed after the hand
    assert table.records[0].hand.actions[0].amount == 10
    assert "cbr 10" in table.history_text() and "cbr 20" not in table.history_text()


@pytest.mark.parametrize("word", ["raise", "raise_to", "cbr", "bet_or_raise_to"])
def test_bet_or_raise_words_bet_when_no_bet_is_open(word):
    def bettor(view):
        legal = view.legal_actions
        if view.board and legal.min_raise_to is not None:
            return (word, legal.min_raise_to)
        return "cc"

    table = seated(3, seed=2)
    with warnings.catch_warnings():  # the bettors may bust each other before hand 20: play says so
        warnings.simplefilter("ignore", HoldemWarning)
        table.play(bettor, hands=20)
    assert not table.incidents
    bets = [a for r in table.records for a in r.hand.actions if a.kind.value == "bet"]
    assert bets


def test_the_shipped_bot_example_plays_with_no_incident():
    """examples/bot_at_table.py bets with ("raise_to", n) when no bet is open: it was folded (24 incidents in
    500 hands)."""
    bot = runpy.run_path(str(REPO_ROOT / "examples" / "bot_at_table.py"))
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=6, name="bots", seed=7)
    for seat, name in ((1, "pc"), (2, "tag"), (3, "station")):
        table.join(name, 200, seat, auto_rebuy=True)
    agents = {"pc": bot["pot_controller"], "tag": TightAggressive(), "station": CallingStation()}
    assert table.play(agents, hands=500) == 500
    assert not table.incidents


def test_an_incident_names_table_seats_in_its_detail_too():
    table = Table(CONFIG, seats=6, seed=3)
    table.join("ann", 200, 2)
    table.join("bob", 200, 5)
    table.play_hand({"ann": lambda view: ("raise", 3), "bob": lambda view: ("raise", 3)})
    (incident,) = table.incidents
    assert incident.kind == "illegal" and incident.table_seat in (2, 5)
    assert f"seat {incident.table_seat} " in incident.detail and "seat 0" not in incident.detail


def test_a_draw_is_timed_like_a_betting_decision_R_LIVE_3():
    now = [0.0]
    table = seated(2, game="draw", time_limit=1, clock=lambda: now[0])

    def slow_drawer(view):
        if view.legal_actions is None:
            now[0] += 100
            return ("discard", list(view.hole_cards[:2]))
        return "cc"

    table.play_hand(slow_drawer)
    assert [(i.kind, i.action) for i in table.incidents] == [("timeout", "stand pat")] * 2
    assert all(not step[2] for step in table.records[0].steps if step[0] == "draw")  # stood pat


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("make", [RandomAgent, CallingStation, TightAggressive])
def test_the_built_in_agents_play_a_bare_hands_seat_view_and_its_snapshot(make, game):
    from holdem.game import game_named

    definition = game_named(game, TableError)
    for frozen in (False, True):
        hand = Hand(CONFIG, [200, 200, 200], button=0, seed=5, game=definition)
        agent = make()
        while not hand.is_complete:
            seat = hand.actor if hand.actor is not None else hand.next_to_draw
            if seat is None:
                hand.auto_showdown()
                continue
            view = hand.view(seat)
            answer = agent.act(view.snapshot() if frozen else view)
            if view.legal_draw is not None:
                if isinstance(answer, tuple):
                    hand.discard(answer[1])
                else:
                    hand.stand_pat()
            else:
                hand.act(answer)
        assert sum(hand.stacks) == 600


def test_the_equity_agent_plays_a_bare_seat_view():
    hand = Hand(CONFIG, [200, 200], button=0, seed=2)
    answer = EquityAgent(seed=1, trials=50).act(hand.view(hand.actor))
    assert answer in ("fold", "call", "check") or answer[0] == "cbr"


def test_the_human_agent_asks_again_for_an_amount_int_cannot_read():
    said = []
    entries = itertools.chain(["r ²", "r ٣", "c"], itertools.cycle(["k", "c"]))
    human = HumanAgent(ask=lambda prompt: next(entries), say=said.append)
    table = seated(2)
    table.play_hand({"p0": human, "p1": CallingStation()})
    assert not table.incidents
    assert sum("say how much" in s for s in said) == 2
    hand = Hand(CONFIG, [100, 100], button=0, seed=1)
    entries = iter(["c"])
    assert human.act(hand.view(hand.actor)) == "call"  # a bare seat view too


def test_the_human_agent_draws_on_a_bare_seat_view():
    from holdem.game import game_named

    hand = Hand(CONFIG, [100, 100], button=0, seed=1, game=game_named("draw", TableError))
    hand.call()
    hand.check()
    seat = hand.next_to_draw
    card = str(hand.hole_cards_of(seat)[0])
    entries = iter(["Kd Kd", card])
    human = HumanAgent(ask=lambda prompt: next(entries), say=lambda text: None)
    assert human.act(hand.view(seat)) == ("discard", parse_cards(card))


def test_views_are_typed_as_player_views_and_seat_views_keep_their_fields():
    assert issubclass(DecisionView, PlayerView) and issubclass(LivePlayerView, PlayerView)
    hand = Hand(CONFIG, [100, 100], button=0, seed=1)
    view = hand.view(0)
    assert isinstance(view, SeatView) and isinstance(view.snapshot(), SeatSnapshot)
    assert view.big_blind == 2 and view.legal_draw is None
    assert HoleDeal in {type(e) for e in view.events}
