"""The ``holdem`` command.

holdem eval AhKh QhJhTh 2c 3d      # one hand of 5-7 cards, in any grouping
holdem eval --json AhKh QhJhTh 2c 3d
holdem equity AhKh QsQd [--board Qh7h2c] [--dead 3s] [--json]   # hands or ranges ("QQ+,AKs")
holdem replay hands/ one.phh many.phhs   # replay PHH hand histories through the engine
holdem replay --json hands/
holdem play --players 6 --hands 1000 --agents random,calling,tag --seed 1 [--json]   # a table of bots
holdem play --human 1            # you play seat 1 against the agents
holdem replay --rules pokerkit hands/    # under pokerkit's readings where a file records none (R-PROF-1)
holdem simulate --hands 1000000 --players 4 --agents tag,random,calling,equity --seed 1 [--workers N]
                [--scheduler ADDRESS] [--game draw] [--json]   # holdem.simulate: bb/100 with 95% intervals
holdem simulate --tournaments 1000 --agents tag,random,calling [--players 6]   # places, wins, ROI
holdem tournament --players 100 --table-size 10 --seed 7 [--agents random] [--structure s.toml] [--json]
                  [--late-entries N] [--reentry]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Iterator, Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any, NoReturn, cast

from .._version import __version__
from ..core import HandRank, best_five, cards_text, parse_cards
from ..errors import HoldemError
from ..game import PROFILES
from ..table import Agent


def _cmd_eval(args: argparse.Namespace) -> int:
    cards = parse_cards(" ".join(args.cards))
    rank = HandRank.of(cards)
    five = best_five(cards)
    if args.json:
        print(
            json.dumps(
                {
                    "cards": [str(c) for c in cards],
                    "value": int(rank),
                    "category": rank.name,
                    "description": rank.description,
                    "best_five": [str(c) for c in five],
                }
            )
        )
    else:
        print(f"{rank.description} (value {int(rank)} of 7462): {cards_text(five)}")
    return 0


def _cmd_equity(args: argparse.Namespace) -> int:
    from ..core import equity

    result = equity(
        args.players,
        board=args.board,
        dead=args.dead,
        exact=True if args.exact else False if args.monte_carlo else None,
        trials=args.trials,
        seed=args.seed,
        threads=args.threads,
    )
    if args.json:
        data = cast(
            "dict[str, Any]", result.to_dict()
        )  # to_dict documents "players", a list of dicts
        for player, spec in zip(data["players"], args.players):
            player["player"] = spec
        print(json.dumps(data))
        return 0
    how = (
        f"exact: {result.trials:,} outcomes"
        if result.exact
        else f"Monte Carlo: {result.trials:,} trials, seed {result.seed}"
    )
    print(how)
    width = max(len("player"), *(len(p) for p in args.players))
    print(
        f"{'player':<{width}}  {'equity':>8}  {'win':>8}  {'tie':>8}"
        + ("" if result.exact else f"  {'± s.e.':>8}")
    )
    for spec, p in zip(args.players, result):
        line = f"{spec:<{width}}  {p.equity:8.4%}  {p.win:8.4%}  {p.tie:8.4%}"
        print(line + ("" if result.exact else f"  {p.std_error:8.4%}"))
    return 0


def _history_files(paths: Sequence[str]) -> Iterator[Path]:
    for name in paths:
        path = Path(name)
        try:
            is_dir = path.is_dir()
        except (OSError, ValueError):  # a name too long, or with a NUL: reading it reports why
            is_dir = False
        if is_dir:
            yield from sorted(
                p for p in path.rglob("*") if p.suffix in (".phh", ".phhs") and p.is_file()
            )
        else:
            yield path


def _replay_file(path: Path, rules: str | None = None) -> Iterator[dict[str, object]]:
    """One result per hand of a .phh or .phhs file: its finishing stacks and net winnings, or its error.

    A hand whose starting stacks the file does not know (``inf``) finishes with those stacks unknown:
    its net winnings are the result (``"unknown_stacks"`` names the players).
    """
    from ..history import (
        finishing_amounts,
        net_winnings,
        read_phh,
        read_phhs,
        replay,
        replay_scale,
        where_it_stops,
    )

    try:
        if path.suffix == ".phhs":
            histories = [(f"{path}#{i}", h) for i, h in enumerate(read_phhs(path), 1)]
        else:
            histories = [(str(path), read_phh(path))]
    except HoldemError as exc:
        yield {"path": str(path), "error": str(exc)}
        return
    for name, history in histories:
        try:
            scale = replay_scale(history, rules)
            hand = replay(history, scale=scale, rules=rules)
            stacks = finishing_amounts(hand, scale, history)
            net = net_winnings(hand, scale)
        except HoldemError as exc:
            yield {"path": name, "error": str(exc)}
            continue
        result: dict[str, object] = {"path": name, "finishing_stacks": stacks, "net_winnings": net}
        stopped = where_it_stops(hand, history)
        if stopped is not None:  # a running hand: the stacks leave out the chips in the pot
            result["stopped"] = stopped
        if history.unknown_stacks():
            result["unknown_stacks"] = [f"p{k + 1}" for k in history.unknown_stacks()]
        if history.finishing_stacks is not None:
            # an unknown stack finishes unknown (inf) in both: the known ones are what is compared
            result["matches"] = list(history.finishing_stacks) == stacks
            if not result["matches"]:
                result["expected_finishing_stacks"] = history.finishing_stacks
        yield result


def _json_number(value: object) -> object:
    """A Decimal amount in JSON: an integer when it is whole, else the exact decimal as a string (never a float)."""
    if isinstance(value, Decimal):
        if value.is_infinite():
            return "inf"  # a stack the file does not know, as PHH writes it
        return (
            int(value) if value.is_finite() and value == value.to_integral_value() else str(value)
        )
    return value


def _one_line(text: str) -> str:
    """``text`` with newlines and other unprintable characters escaped: one result, one line."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)


def _amounts_text(values: object) -> str:
    return " ".join("inf" if isinstance(v, Decimal) and v.is_infinite() else str(v) for v in values)  # type: ignore[attr-defined]


def _cmd_replay(args: argparse.Namespace) -> int:
    failed = 0
    hands = 0
    for path in _history_files(args.paths):
        for result in _replay_file(path, args.rules):
            hands += 1
            ok = "error" not in result and result.get("matches", True)
            failed += not ok
            if args.json:
                print(
                    json.dumps(
                        {
                            k: [_json_number(x) for x in v] if isinstance(v, list) else v
                            for k, v in result.items()
                        }
                    )
                )
            elif "error" in result:
                print(_one_line(f"{result['path']}: error: {result['error']}"))
            else:
                line = f"{result['path']}: finishing stacks " + _amounts_text(
                    result["finishing_stacks"]
                )
                if "unknown_stacks" in result:
                    line += (
                        ", net winnings "
                        + _amounts_text(result["net_winnings"])
                        + " (starting stacks of "
                        + ", ".join(cast("list[str]", result["unknown_stacks"]))
                        + " unknown: the net winnings are the result)"
                    )
                if "stopped" in result:
                    line += f" ({result['stopped']}: the chips in the pot are in no stack)"
                if result.get("matches") is True:
                    line += " (matches the file)"
                elif result.get("matches") is False:
                    line += (
                        " (the file says "
                        + _amounts_text(result["expected_finishing_stacks"])
                        + ")"
                    )
                print(_one_line(line))
    if not hands:
        message = f"no hand histories (.phh or .phhs) found in {' '.join(args.paths)}"
        if args.json:
            return _json_error("replay", message, status=1)
        print(_one_line(f"holdem replay: {message}"), file=sys.stderr)
        return 1
    return 1 if failed else 0


def _agent_names(text: str) -> list[str]:
    """The names in a comma-separated --agents list, without blanks."""
    return [name.strip() for name in text.split(",") if name.strip()]


def _agent_kinds(text: str, error: type[HoldemError]) -> list[str]:
    """The built-in agents a --agents list names; raises ``error`` naming the unknown ones and the known."""
    from ..agents import AGENTS

    kinds = _agent_names(text)
    unknown = sorted(set(kinds) - set(AGENTS))
    if unknown or not kinds:
        raise error(f"unknown agents {unknown or kinds}: use {', '.join(AGENTS)} (comma-separated)")
    return kinds


def _results_table(
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


def _console_for(table: Any) -> Any:
    """A console that prints ``table`` whole: in a pipe or a file as wide as the table needs (rich would cut
    it to 80 columns), on a terminal as wide as the terminal."""
    from rich.console import Console

    console = Console()
    if not console.is_terminal:
        needed = Console(width=10_000).measure(table).maximum  # measured without the 80-column cap
        console = Console(width=max(console.width, needed))
    return console


def _shows_progress(args: argparse.Namespace) -> bool:
    """A progress bar only for a person at a terminal, never in JSON output."""
    return sys.stdout.isatty() and not args.json


def _cmd_play(args: argparse.Namespace) -> int:
    from ..agents import AGENTS, HumanAgent, check_agents_play
    from ..errors import TableError
    from ..game import GAMES_BY_NAME, TableConfig
    from ..table import HandRecord, Table

    kinds = _agent_kinds(args.agents, TableError)
    check_agents_play(kinds, GAMES_BY_NAME[args.game], TableError)
    if args.human is not None and not 1 <= args.human <= args.players:
        raise TableError(f"--human is a seat from 1 to {args.players}, got {args.human}")
    if args.joker and args.game == "holdem":
        raise TableError(
            "--joker is for --game draw: in hold'em a joker is an invalid card (R-CARD-1)"
        )
    game = "draw-joker" if args.joker else args.game
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
    agents: dict[str, Agent] = {}
    kind_of: dict[str, str] = {}
    seat_of: dict[str, int] = {}
    for seat in range(1, args.players + 1):
        kind = "human" if seat == args.human else kinds[(seat - 1) % len(kinds)]
        name = "you" if kind == "human" else f"{kind}-{seat}"
        table.join(
            name, stack, seat, auto_rebuy=True
        )  # a busted bot buys in again: the session goes on
        agents[name] = (
            HumanAgent()
            if kind == "human"
            else AGENTS[kind](None if args.seed is None else args.seed + seat)
        )
        kind_of[name], seat_of[name] = kind, seat
    if args.human is not None:

        def after(record: HandRecord) -> None:
            print(
                f"hand {record.number} over: "
                + ", ".join(f"{n} {s:,}" for n, s in zip(record.players, record.finishing_stacks))
            )

        played = table.play(agents, hands=args.hands, on_hand=after)
    elif _shows_progress(args):
        from rich.progress import Progress

        with Progress(transient=True) as progress:
            task = progress.add_task("playing", total=args.hands)
            played = table.play(agents, hands=args.hands, on_hand=lambda _: progress.advance(task))
    else:
        played = table.play(agents, hands=args.hands)
    rows = [
        {
            "player": name,
            "seat": seat,
            "agent": kind_of[name],
            "hands": line["hands"],
            "net": line["net"],
            "bb_per_100": round(100 * line["net"] / args.big_blind / line["hands"], 2)
            if line["hands"]
            else 0.0,
        }
        for name, line in table.ledger().items()
        for seat in [seat_of[name]]
    ]
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
    out = _results_table(
        f"{played:,} hands, blinds {args.small_blind:,}/{args.big_blind:,}"
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
    _console_for(out).print(out)
    return 0


def _cmd_simulate(args: argparse.Namespace) -> int:
    import time

    from ..game import TableConfig
    from ..sim import SimResult, SimulationInterrupted, TournamentResult, simulate

    default = "random,calling,tag" + (
        ",equity" if args.game == "holdem" or args.tournaments else ""
    )  # (hold'em's)
    kinds = _agent_names(
        default if args.agents is None else args.agents
    )  # simulate names a bad one
    run: dict[str, Any] = dict(seed=args.seed, workers=args.workers, client=args.scheduler)
    if args.tournaments is not None:  # the agents as given, each playing players / agents entries
        agents, unit = kinds, "tournaments"
        run.update(tournaments=args.tournaments, players=args.players, table_size=args.table_size)
        total = args.tournaments
    else:  # the agents repeated round the table, one a seat
        players = 6 if args.players is None else args.players
        agents, unit = ([kinds[i % len(kinds)] for i in range(players)] if kinds else []), "hands"
        run.update(
            hands=args.hands,
            players=players,
            game=args.game,
            config=TableConfig(small_blind=args.small_blind, big_blind=args.big_blind),
        )
        total = args.hands
    status = 0
    try:
        if _shows_progress(args):
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            with Progress(
                TextColumn("simulating"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("{task.fields[rate]} " + unit + "/s"),
                TimeElapsedColumn(),
                TimeRemainingColumn(),
                transient=True,
            ) as bar:
                task = bar.add_task("simulating", total=total, rate="-")
                began = time.perf_counter()

                def progress(done: int, total: int) -> None:
                    rate = done / max(time.perf_counter() - began, 1e-9)
                    bar.update(
                        task, completed=done, rate=f"{rate:,.0f}" if rate >= 10 else f"{rate:.2f}"
                    )

                result: SimResult | TournamentResult = simulate(agents, progress=progress, **run)
        else:
            result = simulate(agents, **run)
    except SimulationInterrupted as stop:
        result, status = stop.result, 130
        print(f"holdem simulate: stopped: {stop}", file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_dict()))
        return status
    stopped = "" if result.complete else " (stopped: the chunks that finished)"
    if isinstance(result, TournamentResult):
        out = _results_table(
            f"{result.tournaments:,} tournaments of {result.players} players, tables of "
            f"{result.table_size}, seed {result.seed}: {result.hands:,} hands, "
            f"{result.tournaments_per_second:,.1f} tournaments/s" + stopped,
            (
                "#",
                "agent",
                "entries",
                "place",
                "wins",
                "ITM",
                "ROI",
                "95% interval",
                "hands",
                "broken",
            ),
            "agent",
            caption="place: the mean finishing place; ITM: in the money; ROI: prizes over "
            "buy-ins, less one",
        )
        for t in result.agents:
            low, high = t.roi_ci95
            out.add_row(
                str(t.index + 1),
                t.agent,
                f"{t.entries:,}",
                f"{t.mean_place:.2f}",
                f"{t.wins:,}",
                f"{t.itm_rate:.1%}",
                f"{t.roi:+.1%}",
                f"{low:+.0%} .. {high:+.0%}",
                f"{t.hands:,}",
                f"{t.incidents:,}",
            )
        _console_for(out).print(out)
        return status
    out = _results_table(
        f"{result.hands:,} hands of {result.game}, {result.players} players, blinds "
        f"{args.small_blind:,}/{args.big_blind:,}, seed {result.seed}: "
        f"{result.hands_per_second:,.0f} hands/s" + stopped,
        (
            "#",
            "agent",
            "hands",
            "net chips",
            "bb/100",
            "95% interval",
            "VPIP",
            "showdown",
            "broken",
        ),
        "agent",
    )
    for a in result.agents:
        low, high = a.ci95
        out.add_row(
            str(a.index + 1),
            a.agent,
            f"{a.hands:,}",
            f"{a.net:+,}",
            f"{a.bb_per_100:+.2f}",
            f"{low:+.2f} .. {high:+.2f}",
            f"{a.vpip:.1%}",
            f"{a.showdown_rate:.1%}",
            f"{a.incidents:,}",
        )
    _console_for(out).print(out)
    return status


def _cmd_tournament(args: argparse.Namespace) -> int:
    from ..agents import AGENTS
    from ..errors import TournamentError
    from ..tournament import Tournament

    kinds = _agent_kinds(args.agents, TournamentError)
    if args.plot is not None:
        try:
            import matplotlib  # noqa: F401
        except ImportError as exc:
            raise TournamentError(
                "--plot needs matplotlib: pip install 'holdem-engine[plot]'"
            ) from exc
    if not 0 <= args.late_entries <= 100_000:
        raise TournamentError(f"--late-entries is a count, 0 to 100,000, got {args.late_entries}")
    # before play: a bad folder would fail only after the whole tournament
    if args.history is not None:
        Tournament.check_history_folder(args.history)
    # bots play far faster than people: each round takes two minutes of the tournament's clock
    t = Tournament(
        players=args.players,
        structure=args.structure,
        table_size=args.table_size,
        seed=args.seed,
        seconds_per_round=_ROUND_SECONDS,
        reentry=args.reentry,
        keep_history=args.history is not None,
        keep_chip_log=args.plot is not None,
    )
    taken = {*t.entries}
    names = [
        f"late{k}" for k in range(1, args.late_entries + len(taken) + 1) if f"late{k}" not in taken
    ]
    late = t.structure.spread_late_entries(names[: args.late_entries], _ROUND_SECONDS)
    agents = {
        name: AGENTS[kinds[i % len(kinds)]](None if args.seed is None else args.seed + i)
        for i, name in enumerate([*t.entries, *(e.name for e in late)])
    }
    refused: list[dict[str, str]] = []
    play = {
        "late_entries": late,
        "reenter": args.reentry,
        "on_refused": lambda name, error: refused.append({"player": name, "reason": str(error)}),
    }
    if _shows_progress(args):
        from rich.progress import BarColumn, Progress, TextColumn

        with Progress(TextColumn("{task.description}"), BarColumn(), transient=True) as progress:
            task = progress.add_task("playing", total=args.players - 1)

            def shown(tour: Tournament) -> None:
                progress.update(
                    task,
                    total=len(tour.entries) - 1,
                    completed=len(tour.entries) - len(tour.stacks),
                    description=f"{len(tour.stacks):,} players left, level {tour.level_number}",
                )

            summary = cast(
                "dict[str, Any]", t.run(agents, on_round=shown, **play)
            )  # the fields summary() documents
    else:
        summary = cast("dict[str, Any]", t.run(agents, **play))
    entered_late = list(t.entries[args.players :])
    if args.history is not None:
        t.write_histories(args.history)
    if args.plot is not None:
        from .plot import plot_chips

        plot_chips(t, args.plot)
    if args.json:
        print(
            json.dumps(
                {
                    "players": summary["players"],
                    "hands": summary["hands"],
                    "level": summary["level"],
                    "blinds": summary["blinds"],
                    "prize_pool": summary["prize_pool"],
                    "seed": args.seed,
                    "entries": len(t.entries),
                    "late_entries": entered_late,
                    "refused": refused,
                    "places": [
                        {
                            "player": p["player"],
                            "agent": p["agent"],
                            "place": p["place"],
                            "last_place": p["last_place"],
                            "prize": p["prize"],
                            "table": p["table"],
                            "hand": p["hand"],
                            "tournament_hand": p["tournament_hand"],
                        }
                        for p in summary["places"]
                    ],
                }
            )
        )
        return 0

    sb, bb, ante = summary["blinds"]
    out = _results_table(
        f"{summary['players']:,} players, {summary['hands']:,} hands, level {summary['level']} "
        f"({sb:,}/{bb:,}"
        + (f", ante {ante:,}" if ante else "")
        + ")"
        + (f", seed {args.seed}" if args.seed is not None else ""),
        ("place", "player", "agent", "prize", "out at"),
        "player",
    )
    for p in summary["places"][: args.top]:
        place = (
            str(p["place"]) if p["place"] == p["last_place"] else f"{p['place']}-{p['last_place']}"
        )
        out.add_row(
            place,
            p["player"],
            p["agent"],
            f"{p['prize']:,}",
            "winner" if p["table"] is None else f"{p['table']} hand {p['hand']}",
        )
    console = _console_for(out)
    console.print(out)
    reentered = sum("#" in entry for entry in entered_late)  # a re-entry is name#2, name#3, ...
    counts = [
        f"{what}: {count:,}"
        for what, count in (
            ("late entries", len(entered_late) - reentered),
            ("re-entries", reentered),
        )
        if count
    ]
    if counts:
        console.print(", ".join(counts) + f" (prize pool {summary['prize_pool']:,})")
    for r in refused:
        console.print(f"refused: {r['player']}: {r['reason']}", markup=False)
    return 0


_ROUND_SECONDS = 120


class _UsageError(Exception):
    """A command line argparse refused: main reports it as text or, under --json, as JSON."""

    def __init__(self, parser: argparse.ArgumentParser, message: str) -> None:
        super().__init__(message)
        self.parser = parser


class _Parser(argparse.ArgumentParser):
    # argparse prints and exits on a bad command line; raising lets main choose the format
    def error(self, message: str) -> NoReturn:
        raise _UsageError(self, message)


def _add_game_arguments(parser: argparse.ArgumentParser, game_note: str) -> None:
    """--game and the blinds, as holdem play and holdem simulate take them."""
    parser.add_argument(
        "--game",
        choices=("holdem", "draw", "draw-joker"),
        default="holdem",
        help="hold'em (default) or five-card draw (with the blinds, no-limit); draw-joker: draw "
        "with one joker (R-HAND-7)" + game_note,
    )
    parser.add_argument("--small-blind", type=int, default=1)
    parser.add_argument("--big-blind", type=int, default=2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="holdem", description="Texas hold'em tools.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    ev = sub.add_parser(
        "eval",
        help="evaluate one hand of 5, 6 or 7 cards",
        description="Evaluate one hand: 5, 6 or 7 cards given in any grouping, e.g. AhKh QhJhTh 2c 3d.",
    )
    ev.add_argument(
        "cards", nargs="+", help="cards such as Ah, Td or 10d; groups like AhKh are fine"
    )
    ev.add_argument("--json", action="store_true", help="print one JSON object")
    ev.set_defaults(run=_cmd_eval)
    eq = sub.add_parser(
        "equity",
        help="all-in equity of 2 to 10 hands or ranges",
        description="Each player's equity when the board is dealt out: exact when cheap, "
        "else Monte Carlo. Players are hole cards (AhKh) or ranges ('QQ+,AKs').",
    )
    eq.add_argument(
        "players", nargs="+", help="hole cards such as AhKh, or a range such as 'QQ+,AKs,A5s-A2s'"
    )
    eq.add_argument("--board", default="", help="0 to 5 board cards, e.g. Qh7h2c")
    eq.add_argument("--dead", default="", help="cards out of play")
    how = eq.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="always enumerate exactly")
    how.add_argument("--monte-carlo", action="store_true", help="always sample")
    eq.add_argument(
        "--trials", type=int, default=1_000_000, help="Monte Carlo trials (default 1,000,000)"
    )
    eq.add_argument(
        "--seed", type=int, default=None, help="Monte Carlo seed (default: random, printed)"
    )
    eq.add_argument("--threads", type=int, default=None, help="threads (default or 0: every core)")
    eq.add_argument("--json", action="store_true", help="print one JSON object")
    eq.set_defaults(run=_cmd_equity)
    rp = sub.add_parser(
        "replay",
        help="replay PHH hand histories through the engine",
        description="Replay every hand of the given .phh/.phhs files (folders are searched "
        "recursively) and print each hand's finishing stacks, or why it failed. "
        "Exit status 1 if any hand failed or disagreed with the file's finishing_stacks, "
        "or if no hand history was found.",
    )
    rp.add_argument(
        "paths", nargs="+", metavar="PATH", help="a .phh or .phhs file, or a folder of them"
    )
    rp.add_argument(
        "--json",
        action="store_true",
        help='print one JSON object per hand: {"path": ..., "finishing_stacks": [...], '
        '"net_winnings": [...]} or {"path": ..., "error": ...}; amounts are integers when '
        'whole, else strings holding the exact decimal (e.g. "0.25"); a stack the file does '
        'not know is "inf", and "unknown_stacks" names those players (their net winnings '
        'are the result); a hand the record leaves unfinished has "stopped" saying where',
    )
    rp.add_argument(
        "--rules",
        choices=sorted(PROFILES),
        default=None,
        help="the profile of rule readings for hands whose file records none: rule_book (the "
        "default, RULES.md) or pokerkit (pokerkit 0.7.7, which wrote the public PHH dataset)",
    )
    rp.set_defaults(run=_cmd_replay)
    pl = sub.add_parser(
        "play",
        help="play a table of built-in agents (or play a seat yourself)",
        description="Play hands at a table of built-in agents (random, calling, tag) and print "
        "each player's hands, net chips and big blinds per 100 hands. Players buy "
        "in for --stack and top up to it when below.",
    )
    pl.add_argument("--players", type=int, default=6, help="players (seats), 2 to 10 (default 6)")
    pl.add_argument("--hands", type=int, default=1000, help="hands to play (default 1000)")
    pl.add_argument(
        "--agents",
        default="random,calling,tag",
        help="agents by seat, repeated round the table (default random,calling,tag)",
    )
    pl.add_argument(
        "--seed", type=int, default=None, help="seed: the same seed plays the same hands"
    )
    _add_game_arguments(pl, "")
    pl.add_argument("--stack", type=int, default=None, help="buy-in (default 100 big blinds)")
    pl.add_argument(
        "--human", type=int, default=None, metavar="SEAT", help="you play this seat in the terminal"
    )
    pl.add_argument(
        "--joker", action="store_true", help="with --game draw: one joker in the deck (R-HAND-7)"
    )
    pl.add_argument("--json", action="store_true", help="print one JSON object")
    pl.set_defaults(run=_cmd_play)
    sm = sub.add_parser(
        "simulate",
        help="simulate many hands or tournaments of built-in agents",
        description="Play --hands hands (hold'em or --game draw) or --tournaments tournaments of "
        "built-in agents (%(agents)s) on local processes or a Dask cluster, "
        "reproducibly from --seed, and print per agent the hands, net chips, big blinds "
        "per 100 hands with a 95%% interval, VPIP and showdown rate (tournaments: "
        "entries, mean place, wins, in the money, prizes, ROI with a 95%% interval)."
        % {"agents": "random, calling, tag, equity"},
    )
    sm.add_argument("--hands", type=int, default=100_000, help="hands to play (default 100,000)")
    sm.add_argument(
        "--tournaments",
        type=int,
        default=None,
        metavar="N",
        help="play N tournaments instead, each to the end (holdem.simtour: the structure and seating)",
    )
    sm.add_argument(
        "--players",
        type=int,
        default=None,
        help="players, 2 to 10 (default 6); with --tournaments the entries, a multiple of the agents "
        "(default one per agent)",
    )
    sm.add_argument(
        "--agents",
        default=None,
        help="agents by seat, repeated round the table (default random,calling,tag,equity; with --game "
        "draw random,calling,tag); with --tournaments the agents compared, each its own row",
    )
    _add_game_arguments(sm, "; hands only")
    sm.add_argument(
        "--table-size",
        type=int,
        default=None,
        metavar="SEATS",
        help="tournament tables' seats (default: the players when 10 or fewer, else 9)",
    )
    sm.add_argument(
        "--seed", type=int, default=0, help="seed: the same seed gives the same result (default 0)"
    )
    sm.add_argument(
        "--workers", type=int, default=None, help="local processes (default: one per core)"
    )
    sm.add_argument(
        "--scheduler",
        default=None,
        metavar="ADDRESS",
        help="a dask.distributed scheduler (tcp://host:8786): run the chunks on that cluster",
    )
    sm.add_argument("--json", action="store_true", help="print one JSON object")
    sm.set_defaults(run=_cmd_simulate)
    tr = sub.add_parser(
        "tournament",
        help="run a multi-table tournament of built-in agents",
        description="Run a tournament of built-in agents to the end (levels, eliminations, "
        "breaking and balancing tables, the final table) and print the places, "
        "the hands played and the level reached. Each round of hands takes two "
        "minutes of the tournament's clock.",
    )
    tr.add_argument("--players", type=int, default=100, help="entries (default 100)")
    tr.add_argument(
        "--table-size", type=int, default=10, help="seats per table, 2 to 10 (default 10)"
    )
    tr.add_argument(
        "--seed", type=int, default=None, help="seed: the same seed plays the same tournament"
    )
    tr.add_argument("--agents", default="random", help="agents by entry, repeated (default random)")
    tr.add_argument(
        "--structure",
        default=None,
        metavar="FILE",
        help="a structure TOML file (default: the shipped 20-minute structure)",
    )
    tr.add_argument(
        "--history",
        default=None,
        metavar="DIR",
        help="write each table's hands to DIR/<table>.phhs",
    )
    tr.add_argument(
        "--plot",
        default=None,
        metavar="PNG",
        help="draw the chip counts of the last players over the hands (needs holdem-engine[plot])",
    )
    tr.add_argument("--top", type=int, default=20, help="places to print (default 20)")
    tr.add_argument(
        "--late-entries",
        type=int,
        default=0,
        metavar="N",
        help="N late entries (late1, late2, ...) spread over the late-entry window, each with the "
        "ten-big-blind penalty; entries late entry no longer takes are reported (R-TOUR-4)",
    )
    tr.add_argument(
        "--reentry",
        action="store_true",
        help="every player busted while late entry is open enters again (a new entry, name#2)",
    )
    tr.add_argument(
        "--json",
        action="store_true",
        help="print one JSON object with every place (player, place, prize, hand of elimination)",
    )
    tr.set_defaults(run=_cmd_tournament)
    return parser


def _json_error(command: str | None, message: str, status: int = 2) -> int:
    """Under --json an error is one JSON object on stdout, as replay reports a hand's."""
    print(json.dumps({"command": command, "error": message}))
    return status


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        args = parser.parse_args(argv)
    except _UsageError as exc:
        if "--json" in argv:  # the subcommand's parser is "holdem eval"; the top one names none
            return _json_error(exc.parser.prog.partition(" ")[2] or None, str(exc))
        exc.parser.print_usage(sys.stderr)
        print(f"{exc.parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    try:
        status = int(args.run(args))
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return status
    except HoldemError as exc:
        if args.json:
            return _json_error(args.command, str(exc))
        print(_one_line(f"holdem {args.command}: error: {exc}"), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"holdem {args.command}: stopped", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # the reader stopped reading (holdem replay hands/ | head -1): stop quietly, as cat and grep do.
        # Python flushes stdout again at exit, so point it at devnull first (the Python docs' recipe).
        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
