"""What the ``holdem`` commands share: the agents a ``--agents`` list names, the results table and the
console that prints it whole, the progress bar's rule, the JSON error and one-line messages."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from ..errors import HoldemError

__all__ = [
    "agent_kinds",
    "agent_names",
    "console_for",
    "json_error",
    "one_line",
    "results_table",
    "shows_progress",
]


def agent_names(text: str) -> list[str]:
    """The names in a comma-separated --agents list, without blanks."""
    return [name.strip() for name in text.split(",") if name.strip()]


def agent_kinds(text: str, error: type[HoldemError]) -> list[str]:
    """The built-in agents a --agents list names; raises ``error`` naming the unknown ones and the known."""
    from ..agents import AGENTS

    kinds = agent_names(text)
    unknown = sorted(set(kinds) - set(AGENTS))
    if unknown or not kinds:
        raise error(f"unknown agents {unknown or kinds}: use {', '.join(AGENTS)} (comma-separated)")
    return kinds


def results_table(
    title: str, columns: Sequence[str], text_column: str, caption: str | None = None
) -> Any:
    """A rich table with these columns, numbers right-aligned and ``text_column`` left."""
    from rich.table import Table as RichTable

    out = RichTable(title=title, caption=caption)
    for (
        column
    ) in columns:  # a figure too wide for a narrow terminal wraps ("fold"), never cut to "…"
        out.add_column(
            column, justify="left" if column == text_column else "right", overflow="fold"
        )
    return out


def console_for(table: Any) -> Any:
    """A console that prints ``table`` whole: in a pipe or a file as wide as the table needs (rich would cut
    it to 80 columns), on a terminal as wide as the terminal."""
    from rich.console import Console

    console = Console()
    if not console.is_terminal:
        needed = Console(width=10_000).measure(table).maximum  # measured without the 80-column cap
        console = Console(width=max(console.width, needed))
    return console


def shows_progress(args: argparse.Namespace) -> bool:
    """A progress bar only for a person at a terminal, never in JSON output."""
    return sys.stdout.isatty() and not args.json


def json_error(command: str | None, message: str, status: int = 2) -> int:
    """Under --json an error is one JSON object on stdout, as replay reports a hand's."""
    print(json.dumps({"command": command, "error": message}))
    return status


def one_line(text: str) -> str:
    """``text`` with newlines and other unprintable characters escaped: one result, one line."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
