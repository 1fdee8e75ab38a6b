"""Debugging a bot at a table: its exception logged and kept with the traceback, ``strict=True``, and why
``play`` stopped early (``stop_reason`` and a warning)."""

from __future__ import annotations

import logging
import pickle

import pytest

from holdem import AgentError, HoldemWarning, Table, TableConfig, TableError


def broken(view):
    return 1 / 0


def caller(view):
    return "check" if view.legal_actions.check else "call"


def new_table(**options) -> Table:
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=7, **options)
    for seat, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 100, seat)
    return table


def test_an_agents_exception_is_logged_with_its_traceback(caplog):
    table = new_table()
    with caplog.at_level(logging.WARNING, logger="holdem.table"):
        table.play_hand({"ann": broken, "bob": caller, "cy": caller})
    (record,) = [r for r in caplog.records if r.name == "holdem.table"]
    assert "ann's agent (seat 1) raised" in record.getMessage()
    assert record.exc_info[0] is ZeroDivisionError
    assert "return 1 / 0" in caplog.text  # the bot's own line, from the traceback
    (incident,) = table.incidents
    assert incident.kind == "exception" and incident.action == "fold"
    assert incident.traceback.startswith("Traceback (most recent call last):")
    assert "return 1 / 0" in incident.traceback and "ZeroDivisionError" in incident.traceback


def test_strict_settles_the_hand_then_raises_with_the_cause():
    table = new_table(strict=True)
    with pytest.raises(AgentError, match=r"hand 1: the agent of ann \(seat 1\) raised") as caught:
        table.play({"ann": broken, "bob": caller, "cy": caller}, hands=5)
    assert isinstance(caught.value.__cause__, ZeroDivisionError)
    assert not table.in_hand and table.hand_number == 1
    assert (
        sum(table.stacks.values()) == 300 and table.stacks["ann"] < 100
    )  # folded, blinds lost or not
    assert len(table.records) == 1
    table.play({"ann": caller, "bob": caller, "cy": caller}, hands=2)  # the table goes on
    assert table.hand_number == 3


@pytest.mark.parametrize(
    "answer, reason, cause",
    [
        (lambda view: ("raise_to", 1), r"answered an illegal action: .*cannot raise to 1", True),
        (lambda view: None, r"answered with no action: returned a NoneType", False),
    ],
)
def test_strict_raises_an_illegal_action_or_a_bad_return_too(answer, reason, cause):
    """R-LIVE-3: a bot that answers wrongly is folded like one that raises; debugging it, ``strict`` says so
    at once (with the engine's refusal as the cause) rather than folding it silently, hand after hand."""
    table = new_table(strict=True)
    with pytest.raises(
        AgentError, match=r"hand 1: the agent of ann \(seat 1\) " + reason
    ) as caught:
        table.play({"ann": answer, "bob": caller, "cy": caller}, hands=5)
    assert (caught.value.__cause__ is not None) == cause
    assert not table.in_hand and table.hand_number == 1 and sum(table.stacks.values()) == 300
    (incident,) = table.incidents
    assert incident.action == "fold" and caught.value.record == table.records[0]
    lenient = new_table()  # not strict: folded and recorded, play goes on
    assert lenient.play({"ann": answer, "bob": caller, "cy": caller}, hands=3) == 3
    assert len(lenient.incidents) == 3


def test_strict_is_true_or_false():
    with pytest.raises(TableError, match="strict is True or False, got 'yes'"):
        Table(strict="yes")


def test_stop_reason_says_why_play_stopped_early():
    table = new_table()

    def shove(view):
        legal = view.legal_actions
        return ("raise_to", legal.max_raise_to) if legal.max_raise_to else "call"

    with pytest.warns(
        HoldemWarning, match=r"played 1 of 2,000 hands: fewer than two players can play"
    ) as warned:
        played = table.play(shove, hands=2_000)
    # the warning points at the caller's line, not inside holdem
    assert warned[0].filename == __file__
    assert played == 1 and isinstance(
        played, int
    )  # all in on the first hand: one player holds it all
    assert played.stop_reason.startswith("fewer than two players can play")
    assert table.play(caller, hands=0) == 0 and table.play(caller, hands=0).stop_reason is None
    other = new_table()
    played = other.play(caller, hands=3)
    assert played == 3 and played.stop_reason is None
    assert pickle.loads(pickle.dumps(played)) == 3


def test_a_strict_tournament_raises_once_the_round_is_played_and_recorded():
    from holdem import Tournament
    from holdem.tournament import Level, Structure

    t = Tournament(
        players=6, structure=Structure([Level(5, 10)], 500), table_size=3, seed=1, strict=True
    )
    with pytest.raises(
        AgentError, match=r"the agent of p1 \(seat \d\) raised ZeroDivisionError"
    ) as caught:
        t.play_round({"p1": broken, **{f"p{i}": caller for i in range(2, 7)}})
    assert isinstance(caught.value.__cause__, ZeroDivisionError)
    assert t.rounds_played == 1 and t.hands_played == 2  # both tables played the round
    assert sum(t.stacks.values()) == t.chips_in
    t.play_round(caller)  # and it goes on
    with pytest.raises(Exception, match="strict is True or False"):
        Tournament(players=3, strict=1)


def test_a_strict_simulation_raises_the_agents_exception():
    from holdem import simulate

    with pytest.raises(AgentError) as caught:
        simulate([broken, caller], hands=50, workers=1, seed=1, strict=True)
    assert isinstance(caught.value.__cause__, ZeroDivisionError)
    result = simulate([broken, caller], hands=50, workers=1, seed=1)  # not strict: folded, counted
    assert result.hands == 50
