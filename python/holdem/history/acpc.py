"""The ACPC protocol (version 2.0.0): game definitions, ``MATCHSTATE`` strings and the dealer's log lines.

The Annual Computer Poker Competition's server (``dealer``) and its bots speak in match states::

    MATCHSTATE:<position>:<hand number>:<betting>:<cards>

``position`` is the bot's seat relative to the button (0 is the first player after it: the small
blind at a ring table, the big blind in a heads-up game with reverse blinds, where the button posts
the small blind and acts first preflop, as this library's heads-up does: R-BLIND-2). ``betting`` is
each round's actions, rounds separated by ``/``: ``f`` fold, ``c`` check or call, ``r`` a raise
(limit) or ``r<to>`` a raise to a total (no-limit: the chips the player will have put in over the
whole hand, blinds included). ``cards`` are the hole cards by position, ``|`` between them, empty
where the bot does not know them (another's, until a showdown), then each round's board cards after
a ``/``::

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=50, big_blind=100), [20_000, 20_000], button=1, seed=4)
    >>> _ = hand.raise_to(300), hand.raise_to(900), hand.call()
    >>> to_matchstate(hand, seat=1, hand_number=31)
    'MATCHSTATE:1:31:r300r900c/:|Th6d/Qd9d9s'

A game definition (``.game`` file, :class:`AcpcGame`) gives what the strings do not: the betting
(``limit`` or ``nolimit``), the players, the blinds and stacks by position, the raise sizes and caps
of limit games, the first player of each round and the deck. :func:`matchstate_history` reads a
state with its game as a :class:`~holdem.HandHistory`, which :func:`holdem.replay` plays through the
engine (every action checked); the dealer's log lines (``STATE:...:<values>:<names>``) are read by
:func:`read_acpc_log` and written by :func:`acpc_log_line`.

Games this engine plays are hold'em ones: four rounds dealing 0, 3, 1 and 1 board cards, two hole
cards, a deck of 4 suits and 13 ranks, blinds on positions 0 and 1 (heads-up: reversed, the big
blind on position 0), first players as the rule book's (``firstPlayer = 3 1 1 1`` at a ring table,
``2 1 1 1`` heads-up); limit games raise by a small bet twice and a big bet twice, at most
``maxRaises`` times (the bet counting, and preflop the big blind: ACPC's ``3 4 4 4`` is this
library's cap of 4, R-BET-11). Other games are read and written as definitions, and refused with a
:class:`~holdem.errors.HistoryError` where a hand is to be played.

Where the engine and ACPC differ: ACPC has no antes, no pot-limit and no dead blinds (such a hand has
no ACPC form: refused); the rule book lets a player fold when checking is free (R-BET-4), which ACPC
does not (such a fold is written ``f`` all the same, and read back); and ACPC values a split pot's odd
chip as a fraction (this library gives it to one winner, R-POT-5).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import NamedTuple, Protocol

from ..core import Card, parse_cards
from ..engine import Hand
from ..errors import HistoryError, HoldemError, InvalidArgumentError
from ..game import (
    HOLDEM,
    Action,
    ActionKind,
    BettingStructure,
    BoardDeal,
    Event,
    HoleDeal,
    Kill,
    Post,
    Show,
    TableConfig,
    seen_by,
)
from .amounts import Number, _shown
from .files import PathOrText
from .model import HandHistory

__all__ = [
    "ACPC_VERSION",
    "NO_STACK",
    "AcpcGame",
    "AcpcLog",
    "AcpcLogEntry",
    "MatchState",
    "SeatEvents",
    "acpc_log_line",
    "matchstate_history",
    "matchstates",
    "parse_reply",
    "read_acpc_game",
    "read_acpc_log",
    "to_matchstate",
]

#: The protocol version a bot announces on connecting (``VERSION:2.0.0``).
ACPC_VERSION = "2.0.0"

#: The stack of a game that names none (ACPC's ``INT32_MAX``: limit games are played without stacks).
NO_STACK = 2**31 - 1

_MAX_PLAYERS = 10
_MAX_ROUNDS = 4
_MAX_LINE = 64 * 1024  # a state longer than this is not read (the server's are a few hundred bytes)
_KEYS = (
    "numplayers",
    "numrounds",
    "stack",
    "blind",
    "raisesize",
    "firstplayer",
    "maxraises",
    "numsuits",
    "numranks",
    "numholecards",
    "numboardcards",
)
_WORD = re.compile(r"[a-z]+|-?[0-9]+|=", re.ASCII)
_CARD_TEXT = re.compile(r"(?:[2-9TJQKA][cdhs])*", re.ASCII)
_ACTION = re.compile(r"([fckbr])([0-9]*)", re.ASCII)  # ACPC reads k as c and b as r, in any case


# ---- game definitions ------------------------------------------------------------------------


@dataclass(frozen=True)
class AcpcGame:
    """An ACPC game definition: what a ``.game`` file says (positions are 0-based, first players too).

    >>> game = AcpcGame.parse('''GAMEDEF
    ... nolimit
    ... numPlayers = 2
    ... numRounds = 4
    ... stack = 20000 20000
    ... blind = 100 50
    ... firstPlayer = 2 1 1 1
    ... numSuits = 4
    ... numRanks = 13
    ... numHoleCards = 2
    ... numBoardCards = 0 3 1 1
    ... END GAMEDEF''')
    >>> game.table_config().big_blind, game.stacks, game.first_player
    (100, (20000, 20000), (1, 0, 0, 0))
    """

    betting: str
    num_players: int
    num_rounds: int
    blinds: tuple[int, ...]
    stacks: tuple[int, ...] = ()
    raise_sizes: tuple[int, ...] = ()
    first_player: tuple[int, ...] = ()
    max_raises: tuple[int, ...] = ()
    num_suits: int = 4
    num_ranks: int = 13
    num_hole_cards: int = 2
    num_board_cards: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        """The checks of ACPC's ``readGame``, each an error naming the field; defaults filled in."""
        if self.betting not in ("limit", "nolimit"):
            raise HistoryError(f'an ACPC game is "limit" or "nolimit", not {_shown(self.betting)}')
        n, rounds = self.num_players, self.num_rounds
        _in_range(n, "numPlayers", 2, _MAX_PLAYERS)
        _in_range(rounds, "numRounds", 1, _MAX_ROUNDS)
        stacks = self.stacks or (NO_STACK,) * n
        object.__setattr__(self, "stacks", _per(stacks, n, "stack", 1, NO_STACK))
        object.__setattr__(self, "blinds", _per(self.blinds, n, "blind", 0, NO_STACK))
        first = self.first_player or (0,) * rounds
        object.__setattr__(self, "first_player", _per(first, rounds, "firstPlayer", 0, n - 1))
        caps = self.max_raises or (255,) * rounds
        object.__setattr__(self, "max_raises", _per(caps, rounds, "maxRaises", 0, 255))
        if self.betting == "limit":
            object.__setattr__(
                self, "raise_sizes", _per(self.raise_sizes, rounds, "raiseSize", 1, NO_STACK)
            )
        for p, (blind, stack) in enumerate(zip(self.blinds, self.stacks)):
            if blind > stack:
                raise HistoryError(f"blind for player {p + 1} is greater than its stack")
        _in_range(self.num_suits, "numSuits", 1, 4)
        _in_range(self.num_ranks, "numRanks", 1, 13)
        _in_range(self.num_hole_cards, "numHoleCards", 1, 3)
        board = _per(self.num_board_cards, rounds, "numBoardCards", 0, 52)
        object.__setattr__(self, "num_board_cards", board)
        if self.num_hole_cards * n + sum(board) > self.num_suits * self.num_ranks:
            raise HistoryError("too many hole and board cards for the game's deck")

    @classmethod
    def parse(cls, text: str) -> AcpcGame:
        """A game from the text of a ``.game`` file (``GAMEDEF`` ... ``END GAMEDEF``, keys in any case,
        ``#`` comment lines; one line or many)."""
        if not isinstance(text, str):
            raise InvalidArgumentError(f"a game definition is text, not {_shown(text)}")
        lines = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
        words = _WORD.findall(" ".join(lines).lower())
        found = re.sub(r"[\s=]+", " ", " ".join(lines)).strip()
        if words[:1] != ["gamedef"] or "end" not in words:
            raise HistoryError(
                f"a game definition runs from GAMEDEF to END GAMEDEF, not {_shown(found)}"
            )
        words = words[1 : words.index("end")]
        values: dict[str, list[int]] = {}
        betting = "limit"
        key = ""
        for word in words:
            if word in ("limit", "nolimit"):
                betting, key = word, ""
            elif word in _KEYS:
                key = word
                values[key] = []
            elif word == "=":
                continue
            elif word.lstrip("-").isdigit() and key:
                values[key].append(int(word))
            else:
                raise HistoryError(
                    f"{_shown(word)} is not part of an ACPC game definition; its keys: limit, "
                    "nolimit, numPlayers, numRounds, stack, blind, raiseSize, firstPlayer, "
                    "maxRaises, numSuits, numRanks, numHoleCards, numBoardCards"
                )
        for required in ("numplayers", "numrounds", "blind", "numboardcards"):
            if not values.get(required):
                raise HistoryError(f"the game definition has no {required}")

        def one(name: str, default: int) -> int:
            got = values.get(name)
            return got[0] if got else default

        return cls(
            betting=betting,
            num_players=one("numplayers", 0),
            num_rounds=one("numrounds", 0),
            stacks=tuple(values.get("stack", ())),
            blinds=tuple(values["blind"]),
            raise_sizes=tuple(values.get("raisesize", ())),
            first_player=tuple(p - 1 for p in values.get("firstplayer", ())),
            max_raises=tuple(values.get("maxraises", ())),
            num_suits=one("numsuits", 0),
            num_ranks=one("numranks", 0),
            num_hole_cards=one("numholecards", 0),
            num_board_cards=tuple(values["numboardcards"]),
        )

    def to_text(self) -> str:
        """The definition as ACPC's ``printGame`` writes it (the fields left at their defaults left out)."""
        lines = ["GAMEDEF", "nolimit" if self.betting == "nolimit" else "limit"]
        lines += [f"numPlayers = {self.num_players}", f"numRounds = {self.num_rounds}"]
        if any(s < NO_STACK for s in self.stacks):
            lines.append("stack = " + " ".join(map(str, self.stacks)))
        lines.append("blind = " + " ".join(map(str, self.blinds)))
        if self.betting == "limit":
            lines.append("raiseSize = " + " ".join(map(str, self.raise_sizes)))
        if any(self.first_player):
            lines.append("firstPlayer = " + " ".join(str(p + 1) for p in self.first_player))
        if any(m != 255 for m in self.max_raises):
            lines.append("maxRaises = " + " ".join(map(str, self.max_raises)))
        lines += [
            f"numSuits = {self.num_suits}",
            f"numRanks = {self.num_ranks}",
            f"numHoleCards = {self.num_hole_cards}",
            "numBoardCards = " + " ".join(map(str, self.num_board_cards)),
            "END GAMEDEF",
        ]
        return "\n".join(lines) + "\n"

    @classmethod
    def of(
        cls, config: TableConfig, players: int, stacks: int | Sequence[int] | None = None
    ) -> AcpcGame:
        """The ACPC game of a table's rules (no-limit or fixed-limit hold'em, blinds, no antes, no
        straddles) for ``players``, with ``stacks``: one for all, or one per position; None: ACPC's
        unbounded stack (:data:`NO_STACK`, as its limit games have)."""
        if config.betting is BettingStructure.POT_LIMIT:
            raise HistoryError("ACPC plays limit and no-limit games: it has no pot-limit")
        if config.ante or config.straddles:
            raise HistoryError("ACPC games have no antes and no straddles")
        _in_range(players, "players", 2, _MAX_PLAYERS)
        if stacks is None:
            stacks = NO_STACK
        stack_list = (stacks,) * players if isinstance(stacks, int) else tuple(stacks)
        limit = config.betting is BettingStructure.FIXED_LIMIT
        blinds = [config.small_blind, config.big_blind] + [0] * (players - 2)
        if players == 2:
            blinds.reverse()  # reverse blinds: the big blind is position 0
        game = cls(
            betting="limit" if limit else "nolimit",
            num_players=players,
            num_rounds=4,
            stacks=stack_list,
            blinds=tuple(blinds),
            raise_sizes=(config.small_bet,) * 2 + (config.big_bet,) * 2 if limit else (),
            first_player=(1 if players == 2 else 2, 0, 0, 0),
            max_raises=(config.max_raises_per_round - 1,) + (config.max_raises_per_round,) * 3
            if limit
            else (),
            num_board_cards=(0, 3, 1, 1),
        )
        game.table_config()  # (the blinds checked against a hold'em table's)
        return game

    def table_config(self) -> TableConfig:
        """The engine's :class:`~holdem.TableConfig` for this game: a hold'em one, else a
        :class:`~holdem.errors.HistoryError` saying what is not hold'em."""
        n = self.num_players
        reasons = []
        if (self.num_rounds, self.num_board_cards) != (4, (0, 3, 1, 1)):
            reasons.append("four rounds dealing 0, 3, 1 and 1 board cards")
        if (self.num_suits, self.num_ranks, self.num_hole_cards) != (4, 13, 2):
            reasons.append("two hole cards from a deck of 4 suits and 13 ranks")
        if reasons:  # (the rest reads four rounds)
            raise HistoryError(
                "this ACPC game is not a hold'em game this engine plays: it needs "
                + "; ".join(reasons)
            )
        first = (1 if n == 2 else 2 % n, 0, 0, 0)
        if self.first_player != first:
            reasons.append(f"firstPlayer = {' '.join(str(p + 1) for p in first)}")
        small, big = (self.blinds[1], self.blinds[0]) if n == 2 else self.blinds[:2]
        if any(self.blinds[2:]) or not 0 < big or small > big:
            reasons.append(
                "blinds on the first two positions, the big one largest"
                + (" (heads-up: the big blind first)" if n == 2 else "")
            )
        limit = self.betting == "limit"
        sizes, caps = self.raise_sizes, self.max_raises
        if limit and sizes != (sizes[0], sizes[0], sizes[2], sizes[2]):
            reasons.append("raise sizes of a small bet twice and a big bet twice")
        cap = caps[1]
        if limit and caps != (cap - 1, cap, cap, cap):
            reasons.append("maxRaises one fewer preflop than after (the big blind counts)")
        if reasons:
            raise HistoryError(
                "this ACPC game is not a hold'em game this engine plays: it needs "
                + "; ".join(reasons)
            )
        try:
            if limit:
                return TableConfig(
                    BettingStructure.FIXED_LIMIT,
                    small_blind=small,
                    big_blind=big,
                    small_bet=self.raise_sizes[0],
                    big_bet=self.raise_sizes[2],
                    max_raises_per_round=min(cap, 255),
                )
            return TableConfig(BettingStructure.NO_LIMIT, small_blind=small, big_blind=big)
        except HoldemError as exc:
            raise HistoryError(f"this ACPC game is not a valid table: {exc}") from exc


def _in_range(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise HistoryError(f"{what} is a whole number from {low} to {high}, not {_shown(value)}")
    return value


def _per(values: Sequence[int], count: int, what: str, low: int, high: int) -> tuple[int, ...]:
    """``count`` values (more are ignored, as ACPC's reader does), each within bounds."""
    if len(values) < count:
        raise HistoryError(f"{what} has {len(values)} values; the game needs {count}")
    return tuple(_in_range(v, what, low, high) for v in values[:count])


def read_acpc_game(source: PathOrText) -> AcpcGame:
    """A game from a ``.game`` file (a path) or from its text (a str holding ``GAMEDEF``)."""
    if isinstance(source, str) and "gamedef" in source.lower():
        return AcpcGame.parse(source)
    return AcpcGame.parse(_read_text(source, "an ACPC game definition"))


def _read_text(source: PathOrText, what: str) -> str:
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgumentError(f"{what} is read from a path or its text, not {_shown(source)}")
    path = Path(source)
    try:
        return path.read_bytes().decode("utf-8-sig")
    except OSError as exc:
        raise HistoryError(f"cannot read {_shown(str(path))}: {exc.strerror or exc}") from exc
    except ValueError as exc:  # a NUL in the path; bytes that are not UTF-8
        raise HistoryError(f"cannot read {_shown(str(path))} as text: {exc}") from None


# ---- match states --------------------------------------------------------------------------


class MatchState(NamedTuple):
    """A match state: a bot's view (``position``), or the dealer's full view (``position`` None: a
    ``STATE`` line of its log). ``hole_cards`` by position (None: not known to the viewer), ``board``
    one tuple per round dealt so far (the first, preflop, is empty in hold'em).

    >>> state = MatchState.parse("MATCHSTATE:0:30:cc/r250c/:9s8h|/8c8d5c/6s")
    >>> state.position, state.hand_number, state.rounds
    (0, 30, (('c', 'c'), ('r250', 'c'), ()))
    >>> str(state)
    'MATCHSTATE:0:30:cc/r250c/:9s8h|/8c8d5c/6s'
    """

    position: int | None
    hand_number: int
    betting: str
    hole_cards: tuple[tuple[Card, ...] | None, ...]
    board: tuple[tuple[Card, ...], ...]

    @classmethod
    def parse(cls, text: str) -> MatchState:
        """A ``MATCHSTATE:...`` or ``STATE:...`` string (what follows the cards is not read: a reply's
        action, a log line's values)."""
        if not isinstance(text, str):
            raise InvalidArgumentError(f"a match state is text, not {_shown(text)}")
        state, _ = _parse_state(text)
        return state

    @property
    def rounds(self) -> tuple[tuple[str, ...], ...]:
        """Each round's actions as written (``"f"``, ``"c"``, ``"r"`` or ``"r300"``)."""
        return tuple(
            tuple(kind + size for kind, size in _ACTION.findall(r)) for r in self.betting.split("/")
        )

    def __str__(self) -> str:
        head = "STATE" if self.position is None else f"MATCHSTATE:{self.position}"
        holes = "|".join("".join(map(str, cards or ())) for cards in self.hole_cards)
        board = "".join("/" + "".join(map(str, cards)) for cards in self.board[1:])
        return f"{head}:{self.hand_number}:{self.betting}:{holes}{board}"


def parse_reply(text: str) -> tuple[MatchState, str]:
    """A bot's reply: the state it answers and its action (``f``, ``c``, ``r`` or ``r<total>``, in any
    case, ``k`` read as ``c`` and ``b`` as ``r`` as ACPC's server reads them).

    >>> state, action = parse_reply("MATCHSTATE:1:31::|JdTc:r300\\r\\n")
    >>> state.hand_number, action
    (31, 'r300')
    """
    if not isinstance(text, str):
        raise InvalidArgumentError(f"a reply is text, not {_shown(text)}")
    state, action = _parse_state(text.rstrip("\r\n"))
    if state.position is None:
        raise HistoryError("a bot's reply answers a MATCHSTATE, not a STATE")
    match = _ACTION.fullmatch(action.lower())
    if match is None:
        raise HistoryError(
            f"the reply's action {_shown(action)} is not one of f, c, r, r<total> (after the state "
            "and a colon)"
        )
    code = {"k": "c", "b": "r"}.get(match[1], match[1])
    return state, code + match[2]


def _parse_state(text: str) -> tuple[MatchState, str]:
    """A state and the rest of the line after it (``:<action>`` of a reply, the log's values)."""
    if len(text) > _MAX_LINE:
        raise HistoryError(f"a match state of {len(text):,} characters is too long to be one")
    parts = text.rstrip("\r\n").split(":")
    if parts[0] == "MATCHSTATE" and len(parts) >= 5:
        position: int | None = _number_field(parts[1], "the position")
        parts = parts[1:]
    elif parts[0] == "STATE" and len(parts) >= 4:
        position = None
    else:
        raise HistoryError(
            "a match state reads MATCHSTATE:<position>:<hand>:<betting>:<cards> (or STATE:<hand>:"
            f"<betting>:<cards> in a log), not {_shown(text)}"
        )
    hand_number = _number_field(parts[1], "the hand number")
    betting = parts[2]
    if not re.fullmatch(r"(?:[fckbrFCKBR][0-9]*|/)*", betting):
        raise HistoryError(
            f"betting {_shown(betting)} is not ACPC's: f, c or r (r<total> in no-limit), rounds "
            "separated by /"
        )
    betting = betting.lower().replace("k", "c").replace("b", "r")
    sections = parts[3].split("/")
    holes = sections[0].split("|")
    if len(holes) < 2 or (position is not None and position >= len(holes)):
        raise HistoryError(
            f"cards {_shown(parts[3])}: one hole-card section per player, | between them"
            + (", and the viewer's among them" if position is not None else "")
        )
    hole_cards = tuple(_card_run(h, "hole cards") or None for h in holes)
    board = ((),) + tuple(_card_run(s, "board cards") for s in sections[1:])
    return MatchState(position, hand_number, betting, hole_cards, board), ":".join(parts[4:])


def _number_field(text: str, what: str) -> int:
    if not text.isascii() or not text.isdigit() or len(text) > 10:
        raise HistoryError(f"{what} is a whole number, not {_shown(text)}")
    return int(text)


def _card_run(text: str, what: str) -> tuple[Card, ...]:
    if not _CARD_TEXT.fullmatch(text):
        raise HistoryError(f"{what} {_shown(text)} are not ACPC cards such as As, Td, 9c")
    try:
        return tuple(parse_cards(text))
    except HoldemError as exc:
        raise HistoryError(f"{what} {_shown(text)}: {exc}") from None


# ---- a hand as match states ----------------------------------------------------------------


def _position(seat: int, n: int, button: int) -> int:
    """ACPC's position of a hand seat: 0 is the first player after the button."""
    return (seat - button - 1) % n


def _state(
    events: Sequence[Event | None],
    viewer: int | None,
    n: int,
    button: int,
    hand_number: int,
    limit: bool,
) -> MatchState:
    """The match state of a run of a hand's events (as ``viewer`` sees them; None: all of them)."""
    spent = [0] * n
    rounds: list[list[str]] = [[]]
    holes: list[tuple[Card, ...] | None] = [None] * n
    shown: dict[int, tuple[Card, ...]] = {}
    board: list[tuple[Card, ...]] = [()]
    for event in events:
        if event is None:
            continue
        if isinstance(event, Post):
            if event.kind in ("ante", "dead blind"):
                raise HistoryError(f"ACPC has no {event.kind}: this hand has no ACPC form")
            spent[event.seat] += event.amount
        elif isinstance(event, Action):
            spent[event.seat] += event.added
            rounds[-1].append(_action_text(event, spent[event.seat], limit))
        elif isinstance(event, BoardDeal):
            rounds.append([])
            board.append(event.cards)
        elif isinstance(event, HoleDeal):
            if event.cards is not None:
                holes[event.seat] = (holes[event.seat] or ()) + event.cards
        elif isinstance(event, Show):
            if event.cards:
                shown[event.seat] = event.cards
        elif isinstance(event, Kill):
            raise HistoryError("ACPC has no dead hand (R-LIVE-6): this hand has no ACPC form")
    by_position = []
    for p in range(n):
        seat = (button + 1 + p) % n
        own = viewer is None or seat == viewer
        by_position.append(holes[seat] if own else shown.get(seat))
    betting = "/".join("".join(r) for r in rounds)
    position = None if viewer is None else _position(viewer, n, button)
    return MatchState(position, hand_number, betting, tuple(by_position), tuple(board))


_CODES = {ActionKind.FOLD: "f", ActionKind.CHECK: "c", ActionKind.CALL: "c"}


def _action_text(action: Action, spent: int, limit: bool) -> str:
    code = _CODES.get(action.kind)
    if code is not None:
        return code
    return "r" if limit else f"r{spent}"


class SeatEvents(Protocol):
    """What match states are made of: a :class:`~holdem.Hand`, or a seat's view of one (an agent's
    :class:`~holdem.PlayerView`: its events are what that seat saw)."""

    @property
    def events(self) -> Sequence[Event]: ...
    @property
    def n_seats(self) -> int: ...
    @property
    def button(self) -> int: ...


def _checked_hand(hand: SeatEvents, seat: int | None, limit: bool | None) -> bool:
    """Whether the hand's betting is limit (a view's is ``limit``); refused when ACPC has no form for
    the hand's game."""
    if isinstance(hand, Hand):
        if hand.game != HOLDEM:
            raise HistoryError(f"ACPC's hold'em has no {hand.game.name}")
        if hand.config.betting is BettingStructure.POT_LIMIT:
            raise HistoryError("ACPC plays limit and no-limit games: it has no pot-limit")
        fixed = hand.config.betting is BettingStructure.FIXED_LIMIT
        if limit is not None and limit != fixed:
            raise HistoryError(
                f"limit is {limit}, but the hand's betting is {hand.config.betting.value}"
            )
        limit = fixed
    elif not all(hasattr(hand, name) for name in ("events", "n_seats", "button")):
        raise InvalidArgumentError(
            f"a match state is made of a holdem.Hand or a seat's view of one, not {_shown(hand)}"
        )
    elif not isinstance(limit, bool):
        raise InvalidArgumentError("a match state made of a seat's view needs limit=True or False")
    if seat is not None and (
        isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < hand.n_seats
    ):
        raise HistoryError(f"seat is a hand seat from 0 to {hand.n_seats - 1}, not {_shown(seat)}")
    return limit


def _seen(events: Iterable[Event], seat: int | None) -> list[Event | None]:
    return list(events) if seat is None else [seen_by(e, seat) for e in events]


def to_matchstate(
    hand: SeatEvents, seat: int, hand_number: int = 0, *, limit: bool | None = None
) -> str:
    """The ``MATCHSTATE`` string of ``seat`` (a hand seat) now: its own hole cards, the others' only
    once shown, the betting and the board so far (see the module documentation). ``hand`` is a
    :class:`~holdem.Hand`, or that seat's view of one (then ``limit`` says whether its betting is
    fixed-limit)."""
    return matchstates(hand, seat, hand_number, limit=limit)[-1]


def matchstates(
    hand: SeatEvents, seat: int | None, hand_number: int = 0, *, limit: bool | None = None
) -> list[str]:
    """Every state the ACPC dealer sends ``seat`` during the hand so far, in order: before each
    action, then the latest (after the hand's last action: the showdown's cards, when there is one);
    the dealer's full view (``STATE`` strings) when ``seat`` is None. ``hand`` as for
    :func:`to_matchstate`.

    >>> from holdem import Hand, TableConfig
    >>> hand = Hand(TableConfig(small_blind=50, big_blind=100), [20_000, 20_000], button=1, seed=4)
    >>> _ = hand.raise_to(300), hand.fold()
    >>> matchstates(hand, 0, 7)
    ['MATCHSTATE:0:7::3hAc|', 'MATCHSTATE:0:7:r300:3hAc|', 'MATCHSTATE:0:7:r300f:3hAc|']
    """
    fixed = _checked_hand(hand, seat, limit)
    number = _hand_number(hand_number)
    events = _seen(hand.events, seat)
    n, button = hand.n_seats, hand.button
    cuts = [i for i, e in enumerate(events) if isinstance(e, Action)]
    out: list[str] = []
    for end in [*cuts, len(events)]:
        text = str(_state(events[:end], seat, n, button, number, fixed))
        if not out or out[-1] != text:
            out.append(text)
    return out


def _hand_number(number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number < 2**32:
        raise HistoryError(f"an ACPC hand number is a whole number from 0, not {_shown(number)}")
    return number


# ---- match states as hands -----------------------------------------------------------------


class _Betting:
    """ACPC's betting read as PHH actions: who acts (ACPC's ``currentPlayer``), what each has spent."""

    def __init__(self, game: AcpcGame) -> None:
        self.game = game
        n = game.num_players
        self.spent = list(game.blinds)
        self.start = [0] * n  # what each had spent before the round (a street total counts blinds)
        self.folded = [False] * n
        self.round = 0
        self.last: int | None = None  # the last to act this round

    def actor(self) -> int:
        game, n = self.game, self.game.num_players
        p = self.last if self.last is not None else game.first_player[self.round] - 1
        for _ in range(n):
            p = (p + 1) % n
            if not self.folded[p] and self.spent[p] < game.stacks[p]:
                return p
        raise HistoryError("an action where no player can act (everyone folded or all-in)")

    def act(self, code: str, size: str) -> str:
        if self.folded.count(False) < 2:
            raise HistoryError("an action after the hand ended (every other player folded)")
        p = self.actor()
        self.last = p
        name = f"p{p + 1}"
        stack = self.game.stacks[p]
        if code == "f":
            self.folded[p] = True
            return f"{name} f"
        top = max(self.spent)
        if code == "c":
            self.spent[p] = min(top, stack)
            return f"{name} cc"
        if self.game.betting == "nolimit":
            if not size:
                raise HistoryError(f"{name}'s raise has no size: a no-limit raise is r<total>")
            total = int(size)
        else:
            if size:
                raise HistoryError(f"{name}'s raise has a size: a limit raise is r alone")
            total = min(top + self.game.raise_sizes[self.round], stack)
        self.spent[p] = total
        return f"{name} cbr {total - self.start[p]}"

    def next_round(self) -> None:
        self.round += 1
        if self.round >= self.game.num_rounds:
            raise HistoryError(
                f"the betting has more rounds than the game's {self.game.num_rounds}"
            )
        self.start = list(self.spent)
        self.last = None


def matchstate_history(state: MatchState | str, game: AcpcGame) -> HandHistory:
    """A match state (or a log's ``STATE``) of a hold'em ``game`` as a :class:`~holdem.HandHistory`:
    players p1... are positions 0..., the viewer's cards and those shown known, the others ``????``;
    :func:`holdem.replay` plays it (a running hand for a state mid-hand).

    >>> from holdem import replay
    >>> game = AcpcGame.of(TableConfig(small_blind=50, big_blind=100), 2, 20_000)
    >>> hand = replay(matchstate_history("MATCHSTATE:1:31:r300r900c/r1800:|JdTc/6dJc9c", game))
    >>> hand.actor, hand.bets, hand.button
    (1, (900, 0), 1)
    """
    if isinstance(state, str):
        state = MatchState.parse(state)
    elif not isinstance(state, MatchState):
        raise InvalidArgumentError(
            f"a match state is a MatchState or its text, not {_shown(state)}"
        )
    if not isinstance(game, AcpcGame):
        raise InvalidArgumentError(f"game is an AcpcGame (read_acpc_game), not {_shown(game)}")
    config = game.table_config()
    n = game.num_players
    if len(state.hole_cards) != n:
        raise HistoryError(
            f"the state has {len(state.hole_cards)} players' cards; the game has {n}"
        )
    board = state.board
    betting = _Betting(game)
    actions = []
    for k, text in enumerate(state.betting.split("/")):
        if k:
            betting.next_round()
            if k >= len(board) or len(board[k]) != game.num_board_cards[k]:
                raise HistoryError(
                    f"round {k + 1} deals {game.num_board_cards[k]} board cards; the state has "
                    f"{_shown(''.join(map(str, board[k])) if k < len(board) else '')}"
                )
            actions.append("d db " + "".join(map(str, board[k])))
        for code, size in _ACTION.findall(text):
            actions.append(betting.act(code, size))
    if len(board) > len(state.betting.split("/")):
        raise HistoryError("the state deals board cards for a round its betting has not reached")
    small, big = config.small_blind, config.big_blind
    blinds: list[Number] = [small, big, *([0] * (n - 2))]
    history = HandHistory(
        variant="FT" if game.betting == "limit" else "NT",
        antes=[0] * n,
        blinds_or_straddles=blinds,
        starting_stacks=list(game.stacks),
        actions=[
            *(
                f"d dh p{p + 1} " + ("".join(map(str, cards)) if cards else "????")
                for p, cards in enumerate(state.hole_cards)
            ),
            *actions,
        ],
    )
    if game.betting == "limit":
        history.small_bet, history.big_bet = config.small_bet, config.big_bet
        if config.max_raises_per_round != 4:
            history.extra["_max_raises_per_round"] = config.max_raises_per_round
    else:
        history.min_bet = big
    history.hand = state.hand_number
    return history


# ---- the dealer's log --------------------------------------------------------------------------


class AcpcLogEntry(NamedTuple):
    """One hand of a dealer's log: its final state (every hole card), each position's value (the
    chips it won or lost) and name."""

    state: MatchState
    values: tuple[Number, ...]
    players: tuple[str, ...]

    def history(self, game: AcpcGame) -> HandHistory:
        """The hand as a :class:`~holdem.HandHistory` (:func:`matchstate_history`) with the players'
        names and, as ``_acpc_values``, what the log says each won."""
        history = matchstate_history(self.state, game)
        history.players = list(self.players)
        history.extra["_acpc_values"] = list(self.values)
        return history


class AcpcLog(NamedTuple):
    """A dealer's log read: its hands, and the final ``SCORE`` line (totals and names by seat: the
    bots in the order they connected), None when the log has none."""

    hands: tuple[AcpcLogEntry, ...]
    score: tuple[tuple[Number, ...], tuple[str, ...]] | None


def acpc_log_line(hand: Hand, hand_number: int, players: Sequence[str]) -> str:
    """The dealer's log line of a finished hand: ``STATE:<hand>:<betting>:<every hole card and the
    board>:<each position's chips won or lost>:<each position's name>``; ``players`` are the names
    by hand seat."""
    if not isinstance(hand, Hand):
        raise InvalidArgumentError(f"a log line is written of a holdem.Hand, not {_shown(hand)}")
    limit = _checked_hand(hand, None, None)
    if not hand.is_complete:
        raise HistoryError("a log line is written for a finished hand")
    n, button = hand.n_seats, hand.button
    if len(players) != n or not all(
        isinstance(p, str) and ":" not in p and "|" not in p for p in players
    ):
        raise HistoryError(f"players are {n} names by hand seat, without ':' or '|'")
    state = _state(hand.events, None, n, button, _hand_number(hand_number), limit)
    seats = [(button + 1 + p) % n for p in range(n)]
    values = "|".join(str(hand.result.net[s]) for s in seats)
    return f"{state}:{values}:{'|'.join(players[s] for s in seats)}"


def read_acpc_log(source: PathOrText) -> AcpcLog:
    """A dealer's log (a path, or its text: a str holding ``STATE:``): every ``STATE`` line, the
    ``SCORE`` line; comment lines (``#``) skipped. A bad line is a :class:`~holdem.errors.HistoryError`
    naming its line number."""
    if isinstance(source, str) and ("STATE:" in source or "SCORE:" in source or "\n" in source):
        text = source
    else:
        text = _read_text(source, "an ACPC log")
    hands = []
    score = None
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        try:
            if line.startswith("SCORE:"):
                parts = line.split(":")
                if len(parts) != 3:
                    raise HistoryError("a score line reads SCORE:<totals>:<names>")
                score = (_values(parts[1]), tuple(parts[2].split("|")))
                continue
            state, rest = _parse_state(line)
            if state.position is not None or rest.count(":") != 1:
                raise HistoryError(
                    "a log line reads STATE:<hand>:<betting>:<cards>:<values>:<names>"
                )
            raw_values, names = rest.split(":")
            values = _values(raw_values)
            players = tuple(names.split("|"))
            if not len(values) == len(players) == len(state.hole_cards):
                raise HistoryError("a log line has one value and one name per player")
            hands.append(AcpcLogEntry(state, values, players))
        except HistoryError as exc:
            raise HistoryError(f"line {number}: {exc}") from None
    return AcpcLog(tuple(hands), score)


def _values(text: str) -> tuple[Number, ...]:
    out: list[Number] = []
    for item in text.split("|"):
        if not re.fullmatch(r"-?[0-9]{1,30}(?:\.[0-9]{1,30})?", item):
            raise HistoryError(f"value {_shown(item)} is not a number")
        try:
            value = Decimal(item)
        except InvalidOperation:  # pragma: no cover - the pattern admits decimals only
            raise HistoryError(f"value {_shown(item)} is not a number") from None
        out.append(int(value) if value == value.to_integral_value() else value)
    return tuple(out)
