"""Debugging a bot at a table: its exception logged with the traceback, ``agent_errors="raise"``, and why
``play`` stopped early (``stop_reason``)."""

from __future__ import annotations

import logging

import pytest

from holdem import AgentError, Table, TableConfig, TableError


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


def test_agent_errors_raise_settles_the_hand_then_raises_with_the_cause():
    table = new_table(agent_errors="raise")
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


def test_agent_errors_is_fold_or_raise():
    with pytest.raises(TableError, match="agent_errors is one of 'fold', 'raise', got 'log'"):
        Table(agent_errors="log")


def test_stop_reason_says_why_play_stopped_early():
    table = new_table()

    def shove(view):
        legal = view.legal_actions
        return ("raise_to", legal.max_raise_to) if legal.max_raise_to else "call"

    played = table.play(shove, hands=2_000)
    assert played < 2_000 and table.stop_reason is not None
    assert table.stop_reason.startswith("fewer than two players can play")
    assert (
        table.play(caller, hands=0) == 0 and table.stop_reason is None
    )  # none asked, none missing
    assert table.play(caller, hands=1) == 0 and "fewer than two" in table.stop_reason
    other = new_table()
    assert other.play(caller, hands=3) == 3 and other.stop_reason is None
