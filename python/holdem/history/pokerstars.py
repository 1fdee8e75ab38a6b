"""PokerStars text hand histories: read, replayed through the engine against the result each states, and written.

PokerStars' text is the format players' tools exchange: trackers and analysers read it, and other
sites' and trackers' exports write it. :func:`read_pokerstars` reads a file (or its text, or bytes)
in any encoding PokerStars and the exporters use, hand by hand: a hand that cannot be read is
reported in :attr:`PokerStarsFile.problems` with its number and line, and the others are read. A
hand of a game this library does not play (stud, razz, badugi, lowball draws, Courchevel; Omaha hi-lo
until it is played) is read as far as its seats and says why (:attr:`PokerStarsHand.unsupported`). GGPoker's
histories are PokerStars' format with lines of their own: each hand is read in the dialect its header
says (:func:`dialect_of`; :mod:`holdem.history.ggpoker`)::

    >>> import holdem
    >>> text = '''PokerStars Hand #1:  Hold'em No Limit ($0.05/$0.10 USD) - 2025/08/02 5:24:53 ET
    ... Table 'Wezen' 6-max Seat #1 is the button
    ... Seat 1: Ann ($10 in chips)
    ... Seat 2: Bob ($10 in chips)
    ... Bob: posts small blind $0.05
    ... Ann: posts big blind $0.10
    ... *** HOLE CARDS ***
    ... Dealt to Ann [As Ad]
    ... Bob: raises $0.20 to $0.30
    ... Ann: raises $0.60 to $0.90
    ... Bob: folds
    ... Uncalled bet ($0.60) returned to Ann
    ... Ann collected $0.58 from pot
    ... Ann: doesn't show hand
    ... *** SUMMARY ***
    ... Total pot $0.60 | Rake $0.02
    ... Seat 1: Ann (big blind) collected ($0.58)
    ... Seat 2: Bob (button) (small blind) folded before Flop
    ... '''
    >>> stars = holdem.read_pokerstars(text)
    >>> hand = stars.hands[0]
    >>> print(check_pokerstars(hand).summary())
    hand #1 matches
    >>> pokerstars_history(hand).actions[:3]
    ['d dh p1 AsAd', 'd dh p2 ????', 'p2 cbr 0.3']

Each supported hand becomes a PHH :class:`~holdem.HandHistory` (:func:`pokerstars_history`) that
:func:`holdem.history.replay` plays; :func:`stated_result` is what the file says each player put
in and got back (after the rake), and :func:`check_pokerstars` replays the hand and compares
(:class:`~holdem.history.pokerstars_check.ResultCheck`: whether they match and, when not, by how much
for whom). :func:`to_pokerstars` writes any hand, a PokerStars hand read, a hand this library played
(:class:`holdem.Hand`) or a PHH history, as PokerStars text, and :func:`write_pokerstars` a file of
them: reading what it writes gives the same hand.

The modules: :mod:`~holdem.history.pokerstars_model` (the hand as data),
:mod:`~holdem.history.pokerstars_parse` (text to the model),
:mod:`~holdem.history.pokerstars_convert` (the model to PHH, and the stated result),
:mod:`~holdem.history.pokerstars_check` (the replay and the comparison),
:mod:`~holdem.history.pokerstars_encode` (an engine hand to the model) and
:mod:`~holdem.history.pokerstars_write` (the model to text).
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Union

from ..engine import Hand
from ..errors import InvalidArgumentError, PokerStarsError
from .amounts import _shown
from .files import PathOrText, file_bytes
from .ggpoker import GGPOKER
from .model import HandHistory
from .pokerstars_check import ResultCheck, check_hand
from .pokerstars_convert import StatedResult, stated_result, to_history
from .pokerstars_encode import stars_hand
from .pokerstars_model import PokerStarsHand
from .pokerstars_parse import (
    HEADER,
    POKERSTARS,
    Dialect,
    decode,
    first_header,
    normalise,
    parse_hand,
    split_hands,
)
from .pokerstars_write import HAND_SEPARATOR, format_hand
from .replayer import replay, replay_scale
from .variants import player_seats

__all__ = [
    "PokerStarsFile",
    "StatedResult",
    "check_pokerstars",
    "dialect_of",
    "is_pokerstars",
    "pokerstars_hand",
    "pokerstars_history",
    "read_pokerstars",
    "stated_result",
    "to_pokerstars",
    "write_pokerstars",
]

#: The longest line a hand may have: PokerStars' lines (a chat line included) are far shorter, and a
#: bound keeps a hostile file's reading linear.
MAX_LINE = 10_000

#: What :func:`to_pokerstars` writes: a PokerStars hand read, an engine hand, or a PHH history.
AnyHand = Union[PokerStarsHand, Hand, HandHistory]


@dataclass
class PokerStarsFile:
    """The hands of a PokerStars file: ``hands`` read (those of games this library does not play too,
    :attr:`PokerStarsHand.unsupported` saying why), ``problems`` the hands that could not be read (a
    :class:`~holdem.errors.PokerStarsError` each, naming the hand and the line), ``encoding`` the one
    the bytes were read in and ``name`` the file's (``"<text>"`` for text)."""

    hands: list[PokerStarsHand] = field(default_factory=list)
    problems: list[PokerStarsError] = field(default_factory=list)
    encoding: str = "utf-8"
    name: str = "<text>"

    @property
    def supported(self) -> list[PokerStarsHand]:
        """The hands of games this library plays (hold'em, Omaha, 6+ hold'em and five-card draw)."""
        return [hand for hand in self.hands if hand.supported]

    @property
    def unsupported(self) -> list[PokerStarsHand]:
        """The hands of other games, each saying which."""
        return [hand for hand in self.hands if not hand.supported]

    def check(self, rules: str | None = None) -> list[ResultCheck]:
        """Each hand replayed and compared with the result it states (:func:`check_pokerstars`)."""
        return [check_pokerstars(hand, rules) for hand in self.hands]


def is_pokerstars(text: str | bytes) -> bool:
    """Whether ``text`` (or the start of a file's bytes) is a PokerStars-format history (GGPoker's dialect
    included: :func:`~holdem.history.ggpoker.is_ggpoker` tells it): its first line that is not blank
    (nor a Zoom archive's ``***** # 1 *****``) is a hand's header.

    >>> is_pokerstars("\\ufeffPokerStars Hand #1: Hold'em No Limit ($1/$2) - 2020/01/01 1:00:00 ET")
    True
    >>> is_pokerstars(b'variant = "NT"')
    False
    """
    head = decode(bytes(text[:100_000]))[0] if isinstance(text, (bytes, bytearray)) else text
    return first_header(head[:100_000], MAX_LINE) is not None


def dialect_of(header: str) -> Dialect:
    """The dialect a hand's header line is written in: GGPoker's (``Poker Hand #...``) or PokerStars'."""
    match = HEADER.match(header)
    if match is not None and match["site"] == GGPOKER.header_site:
        return GGPOKER
    return POKERSTARS


def _text_of(source: PathOrText | bytes) -> tuple[str, str, str]:
    """(text, encoding, name) of a path, bytes or the text itself."""
    if isinstance(source, (bytes, bytearray)):
        text, encoding = decode(bytes(source))
        return text, encoding, "<bytes>"
    if not isinstance(source, (str, os.PathLike)):
        raise InvalidArgumentError(
            f"a PokerStars history is read from a path, its text or its bytes, not {_shown(source)}"
        )
    if isinstance(source, str) and (not source.strip() or "\n" in source or is_pokerstars(source)):
        return normalise(source), "str", "<text>"
    data, name = file_bytes(source)
    text, encoding = decode(data)
    return text, encoding, name


def read_pokerstars(source: PathOrText | bytes) -> PokerStarsFile:
    """Every hand of a PokerStars file (or a GGPoker one: each hand is read in its header's dialect,
    :func:`dialect_of`): ``source`` is its path (a ``pathlib.Path``, or a ``str`` of one
    line that is not a hand's header), its text, or its bytes (decoded as
    :func:`~holdem.history.pokerstars_parse.decode` says: UTF-8 with or without a byte-order mark,
    UTF-16 with one, else Windows-1252).

    A hand that cannot be read is a problem of the file (its number, its line, why), never an
    exception; a file that cannot be opened raises :class:`~holdem.errors.HistoryError`.
    """
    text, encoding, name = _text_of(source)
    read = PokerStarsFile(encoding=encoding, name=name)
    first = True
    for start, lines in split_hands(text):
        if first and start > 1:
            _before_first_hand(text, start, read)
        first = False
        long = next((number for number, line in lines if len(line) > MAX_LINE), None)
        header = HEADER.match(lines[0][1])
        hand_id = header["id"] if header else None
        if long is not None:
            read.problems.append(
                PokerStarsError(hand_id, long, f"a line of over {MAX_LINE:,} characters")
            )
            continue
        try:
            read.hands.append(parse_hand(lines, dialect_of(lines[0][1])))
        except PokerStarsError as exc:
            read.problems.append(exc)
    if first and text.strip():
        read.problems.append(
            PokerStarsError(
                None, 1, "no PokerStars hand found (a hand starts with its header line)"
            )
        )
    return read


def _before_first_hand(text: str, start: int, read: PokerStarsFile) -> None:
    """A problem when the text before the first hand is not blank (a file cut at its start)."""
    for number, line in enumerate(text.split("\n")[: start - 1], 1):
        line = line.strip()
        if line and not line.startswith("*****"):
            read.problems.append(
                PokerStarsError(None, number, f"text before the first hand: {_shown(line)}")
            )
            return


def pokerstars_history(hand: PokerStarsHand) -> HandHistory:
    """The PHH :class:`~holdem.HandHistory` of a hand of a game played here (hold'em, Omaha, 6+ hold'em,
    five-card draw), which :func:`holdem.history.replay` plays (see
    :mod:`holdem.history.pokerstars_convert`).

    Raises :class:`~holdem.errors.UnsupportedHandError` for another game or a hand run twice, and
    :class:`~holdem.errors.PokerStarsError` when its lines do not make a hand.
    """
    _check_hand(hand)
    return to_history(hand)


def check_pokerstars(hand: PokerStarsHand, rules: str | None = None) -> ResultCheck:
    """Replay ``hand`` and compare the engine's result with the one the file states (rake accounted for):
    a :class:`~holdem.history.pokerstars_check.ResultCheck`, never an exception for a hand that cannot
    be replayed (its ``status`` is ``"unsupported"`` or ``"error"`` then)."""
    _check_hand(hand)
    return check_hand(hand, rules)[0]


def _check_hand(hand: object) -> None:
    if not isinstance(hand, PokerStarsHand):
        raise InvalidArgumentError(
            f"a PokerStarsHand (see read_pokerstars) is expected, not {_shown(hand)}"
        )


def pokerstars_hand(
    source: Hand | HandHistory,
    *,
    names: Sequence[str] | None = None,
    hero: int | None = None,
    scale: int | None = None,
    currency: str | None = None,
    hand_id: str | int | None = None,
    table: str | None = None,
    date: datetime.datetime | str | None = None,
    seats: Sequence[int] | None = None,
    max_seats: int | None = None,
) -> PokerStarsHand:
    """A hand this library played (:class:`holdem.Hand`, finished or running), or a PHH
    :class:`~holdem.HandHistory` replayed, as a :class:`PokerStarsHand` (see
    :mod:`holdem.history.pokerstars_encode`).

    ``names`` are the players by seat, ``seats`` the table's seat numbers of the hand's seats (from
    1) and ``max_seats`` the table's size (a table's :class:`~holdem.HandRecord` has them); ``hero``
    the seat whose history it is (its ``Dealt to`` line; None writes every seat's, the table's full
    log); amounts are chips divided by ``scale`` (100: a hand played in cents written in dollars)
    in ``currency`` (``"USD"``; None for chips); ``hand_id`` and ``table`` its number and table;
    ``date`` a datetime (now by default) or the header's date text. A history gives its own names,
    seats, scale, currency, number and table unless told otherwise.
    """
    if isinstance(source, Hand):
        return stars_hand(
            source,
            names=names,
            hero=hero,
            scale=1 if scale is None else scale,
            currency=currency,
            hand_id=1 if hand_id is None else hand_id,
            table="holdem" if table is None else table,
            date=date,
            seats=seats,
            max_seats=max_seats,
        )
    if not isinstance(source, HandHistory):
        raise InvalidArgumentError(
            f"a PokerStars hand is made of a holdem.Hand or a HandHistory, not {_shown(source)}"
        )
    played = replay_scale(source)
    hand = replay(source, scale=played)
    order = player_seats(source)
    if names is None and source.players is not None:
        by_seat = [""] * len(order)
        for name, seat in zip(source.players, order):
            by_seat[seat] = name
        names = by_seat
    if seats is None and source.seats is not None:
        seats = sorted(source.seats)
    number = hand_id if hand_id is not None else source.hand
    return stars_hand(
        hand,
        names=names,
        hero=hero,
        scale=played if scale is None else scale,
        currency=currency if currency is not None else source.currency,
        hand_id=1 if number is None else number,
        table=table if table is not None else str(source.table or "holdem"),
        date=date,
        seats=seats,
        max_seats=max_seats if max_seats is not None else source.seat_count,
    )


def to_pokerstars(
    source: AnyHand,
    *,
    names: Sequence[str] | None = None,
    hero: int | None = None,
    scale: int | None = None,
    currency: str | None = None,
    hand_id: str | int | None = None,
    table: str | None = None,
    date: datetime.datetime | str | None = None,
    seats: Sequence[int] | None = None,
    max_seats: int | None = None,
) -> str:
    """One hand as PokerStars text: a :class:`PokerStarsHand` read (written as it was read), or a
    :class:`holdem.Hand` or PHH :class:`~holdem.HandHistory` made one by :func:`pokerstars_hand` (whose
    options these are).

    >>> import holdem
    >>> hand = holdem.Hand(holdem.TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1)
    >>> hand.fold().kind  # the button (small blind) folds
    <ActionKind.FOLD: 'fold'>
    >>> text = to_pokerstars(hand, names=["Ann", "Bob"], hero=1, date="2025/01/01 12:00:00 ET")
    >>> print(text.splitlines()[0])
    PokerStars Hand #1:  Hold'em No Limit (1/2) - 2025/01/01 12:00:00 ET
    >>> holdem.read_pokerstars(text).hands[0].seats[1]
    StarsSeat(number=2, name='Bob', stack=100, bounty=None, status='')
    """
    if isinstance(source, PokerStarsHand):
        return format_hand(source)
    return format_hand(
        pokerstars_hand(
            source,
            names=names,
            hero=hero,
            scale=scale,
            currency=currency,
            hand_id=hand_id,
            table=table,
            date=date,
            seats=seats,
            max_seats=max_seats,
        )
    )


def write_pokerstars(
    hands: Iterable[AnyHand],
    *,
    hero: int | None = None,
    currency: str | None = None,
    table: str | None = None,
    date: datetime.datetime | str | None = None,
    first_id: int = 1,
) -> str:
    """The text of a PokerStars file of these hands (each as :func:`to_pokerstars` writes it), three blank
    lines between two. An engine hand is numbered from ``first_id`` in order (a history keeps its own
    number); for names and seats of its own, make each a :class:`PokerStarsHand` first
    (:func:`pokerstars_hand`)."""
    texts = []
    for number, hand in enumerate(hands, first_id):
        own = isinstance(hand, HandHistory) and hand.hand is not None
        texts.append(
            to_pokerstars(
                hand,
                hero=hero,
                currency=currency,
                hand_id=None if own else number,
                table=table,
                date=date,
            )
        )
    return HAND_SEPARATOR.join(texts)
