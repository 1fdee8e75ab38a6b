"""``holdem SUBCOMMAND --help``: each subcommand's help prints as written (no argparse escapes left in it) and
names what the subcommand reads."""

from __future__ import annotations

import pytest

from holdem.cli import main

SUBCOMMANDS = ("eval", "equity", "replay", "convert", "stats", "play", "simulate", "tournament")


@pytest.mark.parametrize("command", SUBCOMMANDS)
def test_each_subcommand_s_help_prints_its_text_as_written(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main([command, "--help"])
    assert done.value.code == 0
    text = capsys.readouterr().out
    assert text.startswith(f"usage: holdem {command}")
    assert (
        "%%" not in text and "%(" not in text
    )  # a description is printed as is, never %-formatted


def test_equity_help_names_percentage_ranges(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["equity", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "'15%'" in text and "'top 10%'" in text


@pytest.mark.parametrize("command", ["play", "simulate"])
def test_game_help_describes_every_game_it_offers(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from holdem.game import GAMES_BY_NAME

    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = " ".join(capsys.readouterr().out.split())
    # the --game option's help: past the last list of its choices, up to the next option
    options = text.rpartition("--game {")[2].partition("}")[2]
    said = options.partition(" --small-blind")[0]
    named = [name for name in GAMES_BY_NAME if "-" in name]  # holdem and draw are said in words
    assert named and all(name in said for name in named), said
