"""``holdem play``: a table of built-in agents, bot programs (``--bot``) or you at one seat, each player's
results."""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import sys
from contextlib import ExitStack
from typing import Any

from ..table import Agent, Incident, Table
from ._common import agent_kinds, console_for, results_table, shows_progress

__all__ = ["cmd_play"]


def cmd_play(args: argparse.Namespace) -> int:
    """Play the table's hands and print each player's results (or one JSON object); returns the exit status."""
    from ..agents import check_agents_play
    from ..errors import TableError
    from ..game import GAMES_BY_NAME, TableConfig

    kinds = agent_kinds(args.agents, TableError)
    check_agents_play(kinds, GAMES_BY_NAME[args.game], TableError)
    if args.human is not None and not 1 <= args.human <= args.players:
        raise TableError(f"--human is a seat from 1 to {args.players}, got {args.human}")
    if args.joker and args.game != "draw":
        raise TableError(
            f"--joker is for --game draw: in {args.game} a joker is an invalid card (R-CARD-1)"
        )
    bots = _bot_seats(args)
    game = _game_name(args)
    config = TableConfig(small_blind=args.small_blind, big_blind=args.big_blind)
    stack = (
        100 * args.big_blind if args.stack is None else args.stack
    )  # (a stack of 0 is refused by join)
    table = Table(
        config,
        seats=args.players,
        name="holdem play",
        seed=args.seed,
        min_buy_in=max(1, min(stack, 40 * args.big_blind)),
        max_buy_in=max(stack, 100 * args.big_blind),
        game=game,
    )
    with ExitStack() as running:  # every bot process ended when the session ends, however it ends
        agents, kind_of, seat_of = _seat_players(args, table, kinds, bots, stack, running)
        played = _play(args, table, agents)
    rows = _rows(args, table, kind_of, seat_of, bots)
    if args.json:
        print(
            json.dumps(
                {
                    "hands": played,
                    "seed": args.seed,
                    "small_blind": args.small_blind,
                    "big_blind": args.big_blind,
                    "players": rows,
                }
            )
        )
        return 0
    out = results_table(
        f"{_hands(played)}, blinds {args.small_blind:,}/{args.big_blind:,}"
        + (f", seed {args.seed}" if args.seed is not None else ""),
        ("seat", "player", "hands", "net chips", "bb/100"),
        "player",
    )
    for row in rows:
        out.add_row(
            str(row["seat"]),
            str(row["player"]),
            f"{row['hands']:,}",
            f"{row['net']:+,}",
            f"{row['bb_per_100']:+.2f}",
        )
    console_for(out).print(out)
    _tell_bot_incidents(table, bots, seat_of)
    return 0


def _game_name(args: argparse.Namespace) -> str:
    """The table's game: ``--game``, with the joker (``draw-joker``) under ``--joker``."""
    return "draw-joker" if args.joker else str(args.game)


def _bot_seats(args: argparse.Namespace) -> dict[int, list[str]]:
    """Each ``--bot`` command line split (as a shell would, none runs it) by its seat: the first seats, in
    order, that are not ``--human``'s. Refused before anything starts: too many bots for the seats, a
    command line that does not split, or a program that is not found."""
    from ..errors import TableError

    free = [seat for seat in range(1, args.players + 1) if seat != args.human]
    if len(args.bot) > len(free):
        raise TableError(
            f"--bot: {len(args.bot)} bots need {len(args.bot)} seats, and --players {args.players} "
            f"leaves {len(free)}" + (" beside --human" if args.human is not None else "")
        )
    seats = {}
    for seat, command in zip(free, args.bot):
        try:
            words = shlex.split(command)
        except ValueError as exc:  # an unclosed quote
            raise TableError(f"--bot {command!r} is not a command line: {exc}") from None
        if not words:
            raise TableError("--bot is empty: give the bot's program and its arguments")
        if shutil.which(words[0]) is None:
            raise TableError(
                f"--bot {command!r}: no program {words[0]!r} found (give a path, or a program on "
                "PATH, such as python mybot.py)"
            )
        seats[seat] = words
    return seats


def _seat_players(
    args: argparse.Namespace,
    table: Table,
    kinds: list[str],
    bots: dict[int, list[str]],
    stack: int,
    running: ExitStack,
) -> tuple[dict[str, Agent], dict[str, str], dict[str, int]]:
    """Every seat's player joined with its agent: you (``--human``), a bot (``--bot``, a ProcessAgent that
    ``running`` closes) or the built-in agents of ``--agents``, round the table. Returns the agents, each
    player's kind and seat, by name."""
    from ..agents import AGENTS, HumanAgent, ProcessAgent

    agents: dict[str, Agent] = {}
    kind_of: dict[str, str] = {}
    seat_of: dict[str, int] = {}
    for seat in range(1, args.players + 1):
        kind = (
            "human"
            if seat == args.human
            else "bot"
            if seat in bots
            else kinds[(seat - 1) % len(kinds)]
        )
        name = "you" if kind == "human" else f"{kind}-{seat}"
        table.join(
            name, stack, seat, auto_rebuy=True
        )  # a busted bot buys in again: the session goes on
        seed = None if args.seed is None else args.seed + seat
        agent: Agent
        if kind == "human":
            agent = HumanAgent(game=_game_name(args), name=name)
        elif kind == "bot":
            agent = running.enter_context(
                ProcessAgent(bots[seat], timeout=args.bot_timeout, seed=seed)
            )
        else:
            agent = AGENTS[kind](seed)
        agents[name] = agent
        kind_of[name], seat_of[name] = kind, seat
    return agents, kind_of, seat_of


def _hands(count: int) -> str:
    return f"{count:,} hand" + ("" if count == 1 else "s")


def _play(args: argparse.Namespace, table: Table, agents: dict[str, Agent]) -> int:
    """The session's hands: played with you at the terminal, or with a progress bar at a terminal."""
    if args.human is not None:
        return _play_in_person(args, table, agents)
    if shows_progress(args):
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task("playing", total=args.hands)
            return table.play(agents, hands=args.hands, on_hand=lambda _: progress.advance(task))
    return table.play(agents, hands=args.hands)


def _play_in_person(args: argparse.Namespace, table: Table, agents: dict[str, Agent]) -> int:
    """The hands with you at the terminal (``--human``): each told to the end, a pause between two; ``q``
    leaves the table (the hand in play, if any, abandoned) and the session ends with the hands played."""
    from ..agents import HumanAgent, QuitGame
    from ..table import HandRecord

    human = next(agent for agent in agents.values() if isinstance(agent, HumanAgent))
    played = 0

    def after(record: HandRecord) -> None:
        nonlocal played
        played += 1
        human.hand_over(record, pause=played < args.hands)

    print(
        f"holdem play: you are in seat {args.human} of {args.players} ({human.game.name}, blinds "
        f"{args.small_blind:,}/{args.big_blind:,}); at each decision ? lists what you may do, "
        "q leaves the table"
    )
    try:
        table.play(agents, hands=args.hands, on_hand=after)
    except QuitGame:
        print(f"you left the table after {_hands(played)}")
    return played


def _rows(
    args: argparse.Namespace,
    table: Table,
    kind_of: dict[str, str],
    seat_of: dict[str, int],
    bots: dict[int, list[str]],
) -> list[dict[str, Any]]:
    """Each player's results; a bot's also its command and its incidents (decisions it failed, folded)."""
    failed = _incidents_by_player(table)
    rows = []
    for name, line in table.ledger().items():
        seat = seat_of[name]
        row: dict[str, Any] = {
            "player": name,
            "seat": seat,
            "agent": kind_of[name],
            "hands": line["hands"],
            "net": line["net"],
            "bb_per_100": round(100 * line["net"] / args.big_blind / line["hands"], 2)
            if line["hands"]
            else 0.0,
        }
        if seat in bots:
            row["command"] = shlex.join(bots[seat])
            row["incidents"] = len(failed.get(name, ()))
        rows.append(row)
    return rows


def _incidents_by_player(table: Table) -> dict[str, list[Incident]]:
    by_player: dict[str, list[Incident]] = {}
    for incident in table.incidents:
        by_player.setdefault(incident.player, []).append(incident)
    return by_player


def _tell_bot_incidents(table: Table, bots: dict[int, list[str]], seat_of: dict[str, int]) -> None:
    """On stderr, for each bot that failed decisions: how many (each folded for it), and the first's reason."""
    sys.stdout.flush()  # after the results table, in a terminal too
    for name, incidents in _incidents_by_player(table).items():
        if seat_of[name] in bots:
            first = incidents[0]
            print(
                f"holdem play: {name} ({shlex.join(bots[seat_of[name]])}) failed {len(incidents):,} "
                f"decisions, each folded for it; the first, in hand {first.hand}: {first.kind}: "
                f"{first.detail}",
                file=sys.stderr,
            )
