"""The ``holdem`` command.

holdem eval AhKh QhJhTh 2c 3d      # one hand of 5-7 cards, in any grouping
holdem eval --json AhKh QhJhTh 2c 3d
holdem equity AhKh QsQd [--board Qh7h2c] [--dead 3s] [--json]   # hands or ranges ("QQ+,AKs")
holdem equity --game omaha-hi-lo As2sKdKc random [--board 4c5d8h]  # omaha, omaha-5, omaha-6, short-deck, ...
holdem replay hands/ one.phh many.phhs stars.txt gg.txt hands.ohh   # any history format, told by content
holdem convert gg.txt --to pokerstars -o stars.txt   # or --to phh, --to ohh
holdem stats hands/ [--json]   # each player's VPIP, PFR, 3-bet, aggression, showdowns, bb/100
holdem replay --json hands/
holdem play --players 6 --hands 1000 --agents random,calling,tag --seed 1 [--json]   # a table of bots
holdem play --human 1            # you play seat 1 against the agents
holdem play --bot "python mybot.py" [--bot-timeout 5]   # a bot program plays seat 1 (holdem.ProcessAgent)
holdem replay --rules pokerkit hands/    # under pokerkit's readings where a file records none (R-PROF-1)
holdem simulate --hands 1000000 --players 4 --agents tag,random,calling,equity --seed 1 [--workers N]
                [--scheduler ADDRESS] [--game omaha] [--json]   # holdem.simulate: bb/100 with 95% intervals
holdem simulate --tournaments 1000 --agents tag,random,calling [--players 6]   # places, wins, ROI
holdem tournament --players 100 --table-size 10 --seed 7 [--agents random] [--structure s.toml] [--json]
                  [--late-entries N] [--reentry]

Here: the parser and :func:`main`. Each command is its own module (:mod:`~holdem.cli.evaluate` for eval and
equity, :mod:`~holdem.cli.replay`, :mod:`~holdem.cli.convert`, :mod:`~holdem.cli.stats`,
:mod:`~holdem.cli.play`, :mod:`~holdem.cli.simulate`, :mod:`~holdem.cli.tournament`); what they share is
:mod:`holdem.cli._common`.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from .._version import __version__
from ..errors import HoldemError
from ..game import GAMES_BY_NAME, PROFILES
from ._common import json_error, one_line
from .convert import TARGETS, cmd_convert
from .evaluate import EQUITY_GAMES, cmd_equity, cmd_eval
from .play import cmd_play
from .replay import cmd_replay
from .simulate import cmd_simulate
from .stats import cmd_stats
from .tournament import cmd_tournament


class _UsageError(Exception):
    """A command line argparse refused: main reports it as text or, under --json, as JSON."""

    def __init__(self, parser: argparse.ArgumentParser, message: str) -> None:
        super().__init__(message)
        self.parser = parser


class _Parser(argparse.ArgumentParser):
    # argparse prints and exits on a bad command line; raising lets main choose the format
    def error(self, message: str) -> NoReturn:
        raise _UsageError(self, message)


def _add_game_arguments(parser: argparse.ArgumentParser) -> None:
    """--game and the blinds, as holdem play and holdem simulate take them."""
    parser.add_argument(
        "--game",
        choices=tuple(GAMES_BY_NAME),
        default="holdem",
        help="hold'em (default, no-limit), five-card draw (with the blinds, no-limit), draw-joker: "
        "draw with one joker (R-HAND-7); omaha, omaha-5, omaha-6: Omaha of 4, 5 or 6 hole cards "
        "(pot-limit); omaha-hi-lo, omaha-5-hi-lo, omaha-6-hi-lo: their hi-lo forms, eight or "
        "better (fixed-limit); short-deck: "
        "short-deck hold'em (no-limit, the blinds as given)",
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
    ev.set_defaults(run=cmd_eval)
    eq = sub.add_parser(
        "equity",
        help="all-in equity of 2 to 10 hands or ranges (hold'em, Omaha, short deck)",
        description="Each player's equity when the board is dealt out: exact when cheap, "
        "else Monte Carlo. Players are hole cards (AhKh) or ranges ('QQ+,AKs', or a share of the "
        "best starting hands: '15%', 'top 10%'); in Omaha and "
        "short deck hole cards (AsAhKsKh) or 'random'. Omaha hi-lo prints each player's share "
        "of the high and low halves and how often they scoop.",
    )
    eq.add_argument(
        "players",
        nargs="+",
        help="hole cards such as AhKh, or a range such as 'QQ+,AKs,A5s-A2s' or 'top 10%%' (hold'em); "
        "hole cards or 'random' (Omaha, short deck)",
    )
    eq.add_argument(
        "--game",
        choices=EQUITY_GAMES,
        default="holdem",
        help="holdem (default); omaha, omaha-5, omaha-6 (4, 5, 6 hole cards), their -hi-lo "
        "forms (eight or better), short-deck (6 to ace)",
    )
    eq.add_argument(
        "--straight-beats-trips",
        action="store_true",
        help="short deck: a straight beats three of a kind (default: trips beat a straight)",
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
    eq.set_defaults(run=cmd_equity)
    rp = sub.add_parser(
        "replay",
        help="replay hand histories (PHH, PokerStars, GGPoker, OHH, ACPC logs) through the engine",
        description="Replay every hand of the given files (PHH .phh/.phhs, PokerStars and GGPoker "
        "text, Open Hand History, ACPC dealer logs: each told by its content; folders are searched "
        "recursively for files holding histories) and print each hand's finishing stacks, or why "
        "it failed. A hand whose file states its result is compared with it, the rake accounted "
        "for; a hand of a game the engine does not play is reported as unsupported. "
        "Exit status 1 if any hand failed or disagreed with the file's result, "
        "or if no hand history was found.",
    )
    rp.add_argument(
        "paths",
        nargs="+",
        metavar="PATH",
        help="a history file (PHH, PokerStars, GGPoker, OHH, ACPC log), or a folder of them",
    )
    rp.add_argument(
        "--json",
        action="store_true",
        help='print one JSON object per hand: {"path": ..., "format": ..., "finishing_stacks": '
        '[...], ...} or {"path": ..., "format": ..., "error": ...}; "format" is phh, pokerstars, '
        "ggpoker, ohh or acpc; amounts are integers when "
        'whole, else strings holding the exact decimal (e.g. "0.25"). A PHH hand has '
        '"net_winnings"; a stack the file does '
        'not know is "inf", and "unknown_stacks" names those players (their net winnings '
        'are the result); a hand the record leaves unfinished has "stopped" saying where. '
        'A hand of another format has "players", the file\'s '
        '"expected_finishing_stacks", "differences" (the engine\'s less the file\'s), "rake" '
        '(with fees, less money the site added) and "matches" (money paid outside the pot: '
        '"cashed_out", "paid_outside", "outside_pot"); one of another game has '
        '"unsupported" saying which',
    )
    rp.add_argument(
        "--rules",
        choices=sorted(PROFILES),
        default=None,
        help="the profile of rule readings for hands whose file records none: rule_book (the "
        "default, RULES.md) or pokerkit (pokerkit 0.7.7, which wrote the public PHH dataset)",
    )
    rp.set_defaults(run=cmd_replay)
    cv = sub.add_parser(
        "convert",
        help="write hand histories of any format as PHH, PokerStars text or OHH",
        description="Read every hand of the given files (any format holdem replay reads, told by "
        "its content; folders searched recursively) and write them in the format asked for, in "
        "order: PHH (a .phhs file; a .phh hand when -o names one and there is one hand), "
        "PokerStars text (a PokerStars hand as read; others replayed and written as PokerStars "
        "writes them) or Open Hand History. A hand that cannot be read or written is left out "
        "and named on the standard error. Exit status 1 if a hand was left out or none found.",
    )
    cv.add_argument("inputs", nargs="+", metavar="IN", help="a history file, or a folder of them")
    cv.add_argument("--to", required=True, choices=TARGETS, help="the format to write")
    cv.add_argument(
        "-o",
        "--output",
        default=None,
        metavar="OUT",
        help="the file to write (default: the standard output)",
    )
    cv.set_defaults(run=cmd_convert, json=False)
    st = sub.add_parser(
        "stats",
        help="each player's statistics (VPIP, PFR, 3-bet, showdowns, bb/100) from history files",
        description="Count every hand of the given history files (any format holdem replay reads; "
        "folders searched recursively) and print each player's hands, VPIP, PFR, 3-bet, fold to "
        "3-bet, aggression factor, went to showdown, won at showdown, net and big blinds per 100 "
        "hands with a 95% interval, overall and per position (docs/tutorials/statistics.md "
        "defines each). Exit status 1 if no hand was counted.",
    )
    st.add_argument("paths", nargs="+", metavar="FILE", help="a history file, or a folder of them")
    st.add_argument(
        "--json",
        action="store_true",
        help='print one JSON object: {"hands": N, "players": {name: {"hands", "vpip": {"count", '
        '"of", "rate"}, "pfr", "three_bet", "fold_to_three_bet", "aggression_factor", "wtsd", '
        '"wsd", "net", "bb_per_100", "ci95", "positions": {"BTN": {...}, ...}}}, "skipped": '
        '[{"hand", "reason"}]}',
    )
    st.add_argument(
        "--rules",
        choices=sorted(PROFILES),
        default=None,
        help="the profile of rule readings for hands whose file records none (as holdem replay's)",
    )
    st.set_defaults(run=cmd_stats)
    pl = sub.add_parser(
        "play",
        help="play a table of built-in agents (or bot programs, or play a seat yourself)",
        description="Play hands at a table of built-in agents (random, calling, tag), bot programs "
        "(--bot) or you (--human) and print each player's hands, net chips and big blinds per "
        "100 hands. Players buy in for --stack and top up to it when below.",
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
    _add_game_arguments(pl)
    pl.add_argument("--stack", type=int, default=None, help="buy-in (default 100 big blinds)")
    pl.add_argument(
        "--human",
        type=int,
        default=None,
        metavar="SEAT",
        help="you play this seat in the terminal (? at a prompt lists what you may do, q leaves)",
    )
    pl.add_argument(
        "--bot",
        action="append",
        default=[],
        metavar="COMMAND",
        help='a bot program in its own process, such as --bot "python mybot.py" (holdem.ProcessAgent: '
        "one JSON line on its stdin per decision, one JSON line back; examples/json_bot.py is one); "
        "it plays the first free seat, and --bot again seats another",
    )
    pl.add_argument(
        "--bot-timeout",
        type=float,
        default=5.0,
        metavar="SECONDS",
        help="seconds a bot has for each decision, else it is folded (default 5)",
    )
    pl.add_argument(
        "--joker", action="store_true", help="with --game draw: one joker in the deck (R-HAND-7)"
    )
    pl.add_argument("--json", action="store_true", help="print one JSON object")
    pl.set_defaults(run=cmd_play)
    sm = sub.add_parser(
        "simulate",
        help="simulate many hands or tournaments of built-in agents",
        description="Play --hands hands or --tournaments tournaments (hold'em, or --game) of "
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
        help="play N tournaments instead, each to the end (holdem.sim.tournaments: the structure and seating)",
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
        help="agents by seat, repeated round the table (default random,calling,tag,equity; with "
        "another --game random,calling,tag); with --tournaments the agents compared, each its own "
        "row",
    )
    _add_game_arguments(sm)
    sm.add_argument(
        "--table-size",
        type=int,
        default=None,
        metavar="SEATS",
        help="tournament tables' seats (default: the players when they fit one table, 10 or as many as "
        "the game deals, else 9 or that many)",
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
    sm.set_defaults(run=cmd_simulate)
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
    tr.set_defaults(run=cmd_tournament)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    try:
        args = parser.parse_args(argv)
    except _UsageError as exc:
        if "--json" in argv:  # the subcommand's parser is "holdem eval"; the top one names none
            return json_error(exc.parser.prog.partition(" ")[2] or None, str(exc))
        exc.parser.print_usage(sys.stderr)
        print(f"{exc.parser.prog}: error: {exc}", file=sys.stderr)
        return 2
    try:
        status = int(args.run(args))
        sys.stdout.flush()  # a closed pipe shows here, not at exit
        return status
    except HoldemError as exc:
        if args.json:
            return json_error(args.command, str(exc))
        print(one_line(f"holdem {args.command}: error: {exc}"), file=sys.stderr)
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
