"""``holdem play --human SEAT`` in a pseudo-terminal, as a person plays it: typing at the prompts, seeing the
opponents' actions, the rounds and the showdown, and leaving with ``q``."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

import holdem

pexpect = pytest.importorskip("pexpect")  # the test extra installs it

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")  # the colours and styles rich writes to a terminal
PROMPT = "your move > "
NEXT = "enter for the next hand, q to leave > "


class Player:
    """``holdem play`` running in a pseudo-terminal: what it printed so far (plain text), and typing."""

    def __init__(self, *args: str) -> None:
        env = dict(os.environ)
        # the same holdem as this test's (the checkout's, or the installed one)
        env["PYTHONPATH"] = str(Path(holdem.__file__).resolve().parent.parent)
        env["COLUMNS"], env["TERM"] = "120", "xterm-256color"
        self.child = pexpect.spawn(
            sys.executable,
            ["-m", "holdem", "play", "--human", "1", *args],
            env=env,
            encoding="utf-8",
            timeout=30,
            dimensions=(50, 120),
        )
        self.seen = ""

    def wait_for(self, *patterns: str) -> int:
        """Reads until one of ``patterns`` (plain text) is printed; returns its index."""
        index = self.child.expect_exact(list(patterns))
        self.seen += _ANSI.sub("", self.child.before + self.child.after)
        return int(index)

    def type(self, entry: str) -> None:
        self.child.sendline(entry)

    def end(self) -> int:
        """Reads to the end; returns the exit status."""
        self.child.expect(pexpect.EOF)
        self.seen += _ANSI.sub("", self.child.before)
        self.child.close()
        return int(self.child.exitstatus)


def test_a_hand_played_by_typing_shows_the_opponents_and_the_showdown():
    player = Player("--players", "3", "--hands", "3", "--agents", "calling", "--seed", "7")
    player.wait_for(PROMPT)
    assert "you (seat 1), holding" in player.seen and "pot " in player.seen
    player.type("help")
    player.wait_for(PROMPT)
    assert "this list" in player.seen and "3bb is 6" in player.seen  # the commands, with amounts
    player.type("r 3bb")  # a raise to 3 big blinds
    while player.wait_for(PROMPT, NEXT) == 0:
        player.type("c")  # check (or call) to the showdown
    text = player.seen
    assert "you raise to 6" in text
    assert re.search(r"calling-[23] calls", text) and re.search(r"calling-[23] checks", text)
    for street in ("preflop", "flop: ", "turn: ", "river: "):
        assert street in text
    assert "showdown" in text and re.search(r"calling-[23] +\S\S \S\S +\w", text)  # a hand shown
    assert re.search(r"(you win|calling-[23] wins|split) the pot \(\d+\)", text)
    assert "after hand 1: you " in text
    player.type("q")  # at the pause between hands: leaves at once
    assert player.end() == 0
    assert "you left the table after 1 hand" in player.seen
    assert "1 hand, blinds 1/2" in player.seen  # the results of the hands played


def test_entries_are_asked_again_and_q_asks_before_leaving_mid_hand():
    player = Player("--players", "2", "--hands", "5", "--agents", "calling", "--seed", "2")
    player.wait_for(PROMPT)
    player.type("raise lots")
    player.wait_for(PROMPT)
    assert "say how much" in player.seen
    player.type("q")
    player.wait_for("leave the table? the hand in play is abandoned (y/n) > ")
    player.type("n")
    player.wait_for(PROMPT)  # still at the same decision
    player.type("q")
    player.wait_for("(y/n) > ")
    player.type("y")
    assert player.end() == 0
    assert "you left the table after 0 hands" in player.seen and "0 hands, blinds" in player.seen


def test_five_card_draw_through_the_terminal():
    player = Player(
        "--players", "2", "--hands", "1", "--game", "draw", "--agents", "calling", "--seed", "3"
    )
    while (index := player.wait_for(PROMPT, "discard > ", "net chips")) != 2:
        player.type("c" if index == 0 else "1 2")  # at the draw: the first two cards
    player.end()
    text = player.seen
    assert "first betting round (before the draw)" in text and "draw (up to 3 cards)" in text
    assert re.search(r"you discard \S\S \S\S", text) and re.search(r"you get \S\S \S\S", text)
    assert re.search(r"calling-2 stands pat", text) and "second betting round" in text
    assert "flop" not in text and "showdown" in text
