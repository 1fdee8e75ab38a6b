"""One entry point for hand-history files: :func:`read` tells the format by the content and returns the hands
alike, each as a :class:`ReadHand` (its PHH :class:`~holdem.history.HandHistory`, what the file states of
its result, and :meth:`ReadHand.check`, the replay compared with it).

The formats (:data:`FORMATS`), told by the text whatever the file's name (:func:`format_of`):

- ``"pokerstars"`` and ``"ggpoker"``: a hand's header first (``PokerStars Hand #...``, GGPoker's ``Poker
  Hand #...``); read by :func:`~holdem.history.read_pokerstars`, hand by hand (an unreadable hand is a
  problem of its own, the others are read);
- ``"ohh"``: a JSON object first (``{"ohh": ...}``, :func:`~holdem.history.read_ohh`);
- ``"acpc"``: a dealer's log (``STATE:...`` lines, :func:`~holdem.history.read_acpc_log`), replayed in the
  game given (``acpc_game``), else in the ACPC competition's heads-up game its betting shows (no-limit,
  blinds 50/100, stacks of 20,000, when its raises name amounts; else limit, blinds 5/10, bets 10/20);
- ``"phh"``: TOML with a ``variant`` (a ``.phh`` hand, or a ``.phhs`` file of tables ``[1]``, ``[2]``...).

::

    >>> import holdem
    >>> phh = '''variant = "NT"
    ... antes = [0, 0]
    ... blinds_or_straddles = [1, 2]
    ... min_bet = 2
    ... starting_stacks = [100, 100]
    ... actions = ["d dh p1 ????", "d dh p2 ????", "p2 f"]
    ... finishing_stacks = [101, 99]
    ... '''
    >>> [hand] = read(phh)
    >>> hand.format, hand.name, hand.check().status
    ('phh', '<text>', 'matches')

**The result a file states.** A PokerStars or GGPoker hand states what each player put in and collected
(:attr:`ReadHand.stated`, a :class:`~holdem.history.StatedResult`); a PHH hand its ``finishing_stacks``
(or what each collected, ``winnings``, after the rake and fees ``_rake``, with what the site added
``_added``), an OHH hand what each won from the pots
after rake (the history's ``winnings`` and ``_rake``), an ACPC log each player's chips won or lost
(``_acpc_values``). :meth:`ReadHand.check` (:func:`check_history`) replays the hand and compares: a
:class:`~holdem.history.ResultCheck` whatever the format.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Union

from ..engine import Hand
from ..errors import HistoryError, HoldemError, InvalidArgumentError, UnsupportedHandError
from ..game import BettingStructure, TableConfig
from .acpc import AcpcGame, AcpcLogEntry, read_acpc_log
from .amounts import UNKNOWN, Number, _in_units, _shown
from .files import PathOrText, file_bytes, read_phh, read_phhs
from .ggpoker import GGPOKER
from .model import HandHistory
from .ohh import read_ohh
from .pokerstars import check_pokerstars, pokerstars_history, read_pokerstars, stated_result
from .pokerstars_check import ResultCheck, compare_stated
from .pokerstars_convert import StatedResult, exact
from .pokerstars_model import PokerStarsHand
from .pokerstars_parse import decode, first_header
from .replayer import replay, replay_scale, where_it_stops
from .variants import player_seats, unsupported_variant

__all__ = ["FORMATS", "ReadHand", "check_history", "collected_result", "format_of", "read"]

#: The formats :func:`read` tells apart.
FORMATS = ("phh", "pokerstars", "ggpoker", "ohh", "acpc")

#: A hand as its own format read it: a PokerStars or GGPoker hand, an ACPC log's line.
Original = Union[PokerStarsHand, AcpcLogEntry]


@dataclass(frozen=True)
class ReadHand:
    """One hand of a file :func:`read` read, whatever its format.

    ``format`` is one of :data:`FORMATS`; ``name`` says where it is (the file, then ``#`` and the hand's
    number or place: ``hands.txt#257180854570``, ``many.phhs#2``; ``<text>`` for text); ``line`` its
    first line in the file when the format has lines. ``history`` is the hand as PHH, which
    :func:`holdem.replay <holdem.history.replay>` plays; it is None when the hand could not be read, or
    is of a game or form this library does not play: ``problem`` says why, and ``unsupported`` which of
    the two it is. ``stated`` is the result a PokerStars or GGPoker hand states
    (:class:`~holdem.history.StatedResult`); ``original`` the hand as its format reads it (a
    :class:`~holdem.history.PokerStarsHand`, an :class:`~holdem.history.AcpcLogEntry`), None for PHH
    and OHH, whose hand is the history.
    """

    format: str
    name: str
    history: HandHistory | None = None
    stated: StatedResult | None = None
    original: Original | None = None
    problem: str | None = None
    unsupported: bool = False
    line: int | None = None

    @property
    def hand_id(self) -> str:
        """The hand's number as its file writes it, else its name."""
        if isinstance(self.original, PokerStarsHand):
            return self.original.hand_id
        if self.history is not None and self.history.hand is not None:
            return str(self.history.hand)
        return self.name

    def check(self, rules: str | None = None) -> ResultCheck:
        """The hand replayed (under the profile ``rules`` where the file records no reading) and compared
        with the result its file states: never an exception for a hand that cannot be replayed (its
        ``status`` is ``"unsupported"`` or ``"error"``)."""
        if isinstance(self.original, PokerStarsHand):
            return check_pokerstars(self.original, rules)
        if self.history is None:
            status = "unsupported" if self.unsupported else "error"
            return ResultCheck(self.hand_id, status, self.problem)
        return check_history(self.history, rules, self.hand_id)


# ---- telling the format --------------------------------------------------------------------------------

_PHH = re.compile(r"^\s*(?:variant\s*=|\[[^\]\n]+\]\s*$)", re.M)
_ACPC_LINE = re.compile(r"^(?:STATE|SCORE):")


def format_of(text: str | bytes) -> str | None:
    """The format of a history's text (or its bytes), one of :data:`FORMATS`, told by its content; None
    when it is none of them.

    >>> format_of("PokerStars Hand #1: Hold'em No Limit ($1/$2) - 2020/01/01 1:00:00 ET")
    'pokerstars'
    >>> format_of('{"ohh": {"spec_version": "1.4.6"}}'), format_of("STATE:0:cc/:Kh9s|6d5c/Ts8s4h:0|0:a|b")
    ('ohh', 'acpc')
    >>> format_of("hello") is None
    True
    """
    if isinstance(text, (bytes, bytearray)):
        text = decode(bytes(text[:100_000]))[0]
    head = text[:100_000].lstrip("\ufeff \t\r\n")
    if head.startswith("{"):
        return "ohh"
    header = first_header(head)
    if header is not None:
        return "ggpoker" if header["site"] == GGPOKER.header_site else "pokerstars"
    lines = [line.strip() for line in head.splitlines()]
    first = next((line for line in lines if line and not line.startswith(("#", ";"))), "")
    if _ACPC_LINE.match(first):
        return "acpc"
    if _PHH.search(head):
        return "phh"
    return None


# ---- reading -------------------------------------------------------------------------------------------


def read(
    source: PathOrText | bytes,
    *,
    format: str | None = None,
    acpc_game: AcpcGame | None = None,
) -> list[ReadHand]:
    """Every hand of a history file: ``source`` is its path (a ``pathlib.Path``, or a ``str`` of one
    line), its text, or its bytes; ``format`` (one of :data:`FORMATS`) overrides the one its content
    tells (:func:`format_of`); ``acpc_game`` is the game an ACPC log was played in.

    An empty file holds no hand (``[]``). A hand that cannot be read, or of a game this library does not
    play, is a :class:`ReadHand` whose
    ``problem`` says why (PokerStars and GGPoker files are read hand by hand; a PHH, OHH or ACPC file that
    cannot be read is one such problem). A file that cannot be opened raises
    :class:`~holdem.errors.HistoryError`; text in no format these read raises it too, naming the formats.
    """
    if format is not None and format not in FORMATS:
        raise InvalidArgumentError(
            f"format is one of {', '.join(FORMATS)} (or None: told by the content), not {_shown(format)}"
        )
    data, name = _data(source)
    if not (data.strip() if isinstance(data, str) else decode(data)[0].strip()):
        return []  # an empty file holds no hand
    kind = format or format_of(data)
    if kind is None:
        raise HistoryError(
            f"{name} is no hand history this library reads (PHH, PokerStars, GGPoker, Open Hand "
            "History or an ACPC log): its first line is none of theirs"
        )
    if kind in ("pokerstars", "ggpoker"):
        return _stars_hands(data, name, kind)
    try:
        text = _utf8(data, name, kind)
        if kind == "phh":
            return _phh_hands(text, name)
        if kind == "ohh":
            return [
                ReadHand("ohh", f"{name}#{history.hand or index}", history)
                for index, history in enumerate(read_ohh(text), 1)
            ]
        return _acpc_hands(text, name, acpc_game)
    except HistoryError as exc:
        return [ReadHand(kind, name, problem=str(exc))]


def _data(source: PathOrText | bytes) -> tuple[str | bytes, str]:
    """The text or bytes of a source, and its name (``<text>``, ``<bytes>``, the path)."""
    if isinstance(source, (bytes, bytearray)):
        return bytes(source), "<bytes>"
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgumentError(
            f"a history is read from a path, its text or its bytes, not {_shown(source)}"
        )
    if isinstance(source, str) and ("\n" in source or format_of(source) is not None):
        return source, "<text>"
    data, _ = file_bytes(source)
    return data, str(Path(source))


def _utf8(data: str | bytes, name: str, kind: str) -> str:
    """The text of a PHH, OHH or ACPC file: UTF-8 (with or without a byte-order mark), as their formats are."""
    if isinstance(data, str):
        return data.lstrip("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        what = {"phh": "PHH files are TOML", "ohh": "OHH files are JSON"}.get(
            kind, "ACPC logs are ASCII"
        )
        raise HistoryError(
            f"{name} is not UTF-8 text (byte {exc.start}: {data[exc.start : exc.start + 1]!r}); "
            f"{what}, which is UTF-8"
        ) from None


def _stars_hands(data: str | bytes, name: str, kind: str) -> list[ReadHand]:
    """A PokerStars or GGPoker file's hands and problems, in the order of their lines."""
    stars = read_pokerstars(data)
    out: list[ReadHand] = []
    for problem in stars.problems:
        where = f"{name}#{problem.hand or '?'}"
        out.append(ReadHand(kind, where, problem=str(problem), line=problem.line))
    for hand in stars.hands:
        own = "ggpoker" if hand.header.site == GGPOKER.site else "pokerstars"
        where = f"{name}#{hand.hand_id}"
        try:
            out.append(
                ReadHand(
                    own, where, pokerstars_history(hand), stated_result(hand), hand, line=hand.line
                )
            )
        except UnsupportedHandError as exc:
            out.append(
                ReadHand(
                    own, where, original=hand, problem=exc.reason, unsupported=True, line=hand.line
                )
            )
        except HistoryError as exc:
            out.append(ReadHand(own, where, original=hand, problem=str(exc), line=hand.line))
    return sorted(out, key=lambda hand: hand.line or 0)


def _phh_hands(text: str, name: str) -> list[ReadHand]:
    """A ``.phhs`` file's hands (tables ``[1]``, ``[2]``...), or a ``.phh`` file's one hand."""
    if re.search(r"^\s*\[[^\]\n]+\]\s*$", text, re.M):
        histories = read_phhs(text)
        return [ReadHand("phh", f"{name}#{k}", h) for k, h in enumerate(histories, 1)]
    return [ReadHand("phh", name, read_phh(text))]


def _acpc_hands(text: str, name: str, game: AcpcGame | None) -> list[ReadHand]:
    """An ACPC log's hands, each as a history with the chips the log says each won or lost."""
    log = read_acpc_log(text)
    if game is None and log.hands:
        game = _competition_game(log.hands[0])
    out = []
    for entry in log.hands:
        where = f"{name}#{entry.state.hand_number}"
        try:
            assert game is not None  # a log with hands has one
            out.append(ReadHand("acpc", where, entry.history(game), original=entry))
        except HoldemError as exc:
            out.append(ReadHand("acpc", where, original=entry, problem=str(exc)))
    return out


def _competition_game(entry: AcpcLogEntry) -> AcpcGame:
    """The ACPC competition's heads-up game a log's betting shows: no-limit when its raises name amounts."""
    if len(entry.players) != 2:
        raise HistoryError(
            f"an ACPC log of {len(entry.players)} players is read with its game (acpc_game=): only "
            "the heads-up games of the competition are assumed"
        )
    if re.search(r"r[0-9]", entry.state.betting):
        return AcpcGame.of(TableConfig(small_blind=50, big_blind=100), 2, 20_000)
    limit = TableConfig(small_blind=5, big_blind=10, betting=BettingStructure.FIXED_LIMIT)
    return AcpcGame.of(limit, 2)


# ---- checking ------------------------------------------------------------------------------------------


def check_history(
    history: HandHistory, rules: str | None = None, hand_id: str | None = None
) -> ResultCheck:
    """A history replayed and compared with the result it states: its ``finishing_stacks`` (every known
    stack equal), else what each player collected from the pots (``winnings``, after ``_rake``: the check
    PokerStars hands get, :mod:`~holdem.history.pokerstars_check`), else an ACPC log's chips won or lost
    (``_acpc_values``, equal). ``status`` is ``"no result"`` when it states none, or stops before the
    end; ``"unsupported"`` for a variant this library does not play; never an exception for a hand that
    cannot be replayed (``"error"``).
    """
    label = hand_id if hand_id is not None else str(history.hand or "?")
    unsupported = unsupported_variant(history.variant)
    if unsupported is not None:  # a game this library does not play (stud, razz, badugi ...)
        return ResultCheck(label, "unsupported", unsupported)
    try:
        scale = replay_scale(history, rules)
        engine = replay(history, scale=scale, rules=rules)
    except HoldemError as exc:
        return ResultCheck(label, "error", str(exc))
    seats = player_seats(history)
    finals = tuple(_in_units(int(engine.stacks[s]), scale, "a stack") for s in seats)
    names = tuple(history.players or (f"p{k + 1}" for k in range(len(seats))))
    if not engine.is_complete:
        reason = f"the record stops before the end: {where_it_stops(engine, history)}"
        return ResultCheck(label, "no result", reason, names, finals)
    if history.finishing_stacks is not None:
        return _equal(label, names, finals, tuple(history.finishing_stacks), history)
    if history.winnings is not None:
        stated = collected_result(history, engine, seats, scale, finals, names)
        return compare_stated(label, engine, seats, finals, stated)
    values = history.extra.get("_acpc_values")
    if isinstance(values, list):
        stated_finals = tuple(exact(s + v) for s, v in zip(history.starting_stacks, values))
        return _equal(label, names, finals, stated_finals, history)
    return ResultCheck(label, "no result", "the file states no result", names, finals)


def _equal(
    label: str,
    names: tuple[str, ...],
    finals: tuple[Number, ...],
    stated: Sequence[Number],
    history: HandHistory,
) -> ResultCheck:
    """Stacks that must be the file's, each (a stack the file does not know, ``inf``, is not compared)."""
    unknown = set(history.unknown_stacks())
    differences = tuple(
        0 if k in unknown else exact(e - s) for k, (e, s) in enumerate(zip(finals, stated))
    )
    moved = [f"{names[k]} {d:+}" for k, d in enumerate(differences) if d]
    status = "differs" if moved else "matches"
    reason = f"the engine's stacks less the file's: {', '.join(moved)}" if moved else None
    shown = tuple(UNKNOWN if k in unknown else s for k, s in enumerate(stated))
    return ResultCheck(label, status, reason, names, finals, shown, differences)


def collected_result(
    history: HandHistory,
    engine: Hand,
    seats: list[int],
    scale: int,
    finals: tuple[Number, ...],
    names: tuple[str, ...],
) -> StatedResult:
    """The result a history states by what each player took from the pots (``winnings``, after the rake),
    of its replay ``engine`` (``seats``: its seat of each player, ``finals`` their stacks in units of
    ``scale`` chips): each one's stack is the engine's less its share of the pots plus the file's."""
    shares = [0] * engine.n_seats
    for pot in engine.result.pots:
        for seat, share in zip(pot.winners, pot.shares):
            shares[seat] += share
    engine_shares = [_in_units(shares[s], scale, "a share") for s in seats]
    winnings = list(history.winnings or ())
    starting = tuple(history.starting_stacks)
    # what each put in, less what came back: the engine's (the file's actions are the engine's)
    contributed = tuple(exact(s - (f - w)) for s, f, w in zip(starting, finals, engine_shares))
    rake, added = (_amount(history.extra.get(key)) for key in ("_rake", "_added"))
    received, paid = (_amounts(history.extra.get(key), len(seats)) for key in _OUTSIDE)
    outside = tuple(
        f"{name} {'paid the site' if key == '_paid_outside' else 'was paid'} {amount} outside the pot"
        for key, amounts in zip(_OUTSIDE, (received, paid))
        for name, amount in zip(names, amounts)
        if amount
    )
    return StatedResult(
        names,
        starting,
        contributed,
        (0,) * len(seats),
        tuple(winnings),
        received,
        rake,
        added=added,
        paid_outside=paid,
        outside=outside,
    )


_OUTSIDE = ("_cashed_out", "_paid_outside")


def _amount(value: object) -> Number:
    return value if isinstance(value, (int, Decimal)) and not isinstance(value, bool) else 0


def _amounts(value: object, n: int) -> tuple[Number, ...]:
    """A per-player list of amounts a history's extra field holds, else zeros."""
    if isinstance(value, list) and len(value) == n:
        return tuple(_amount(v) for v in value)
    return (0,) * n
