"""``holdem convert IN... --to phh|pokerstars|ohh [-o OUT]``: hand histories of any format written in another.

Each input is read by :func:`holdem.history.read` (its format told by its content; a folder's files
that hold histories, recursively). Every hand read is written in the format asked for, in order, to
``OUT`` or to the standard output: PHH as a ``.phhs`` file (one ``.phh`` hand when ``OUT`` ends in
``.phh`` and there is one hand), PokerStars text (a PokerStars hand as it was read; a hand of any other
format replayed and written as PokerStars writes it, names, seats and stakes kept), Open Hand History
(a ``.ohh`` file: the hand replayed, its known cards written). A hand that cannot be read, of a game not
played here, or with no form in the format asked for, is left out and named on the standard error.
Exit status 0 when every hand was converted, 1 when some (or all) could not be, or none was found.
"""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

from ..errors import HoldemError, InvalidArgumentError
from ..history import HandHistory, ReadHand
from ._common import one_line
from .replay import history_files

__all__ = ["TARGETS", "cmd_convert", "convert_hand"]

#: The formats ``holdem convert`` writes.
TARGETS = ("phh", "pokerstars", "ohh")


def cmd_convert(args: argparse.Namespace) -> int:
    """Convert the hands of the inputs and write them; 1 when a hand was left out or none was found."""
    from ..history import read

    texts: list[str] = []
    histories: list[HandHistory] = []
    skipped = 0
    for path in history_files(args.inputs):
        try:
            hands = read(path)
        except HoldemError as exc:
            _skip(f"{path}: {exc}")
            skipped += 1
            continue
        for hand in hands:
            try:
                texts.append(convert_hand(hand, args.to))
                assert hand.history is not None  # converted
                histories.append(hand.history)
            except HoldemError as exc:
                _skip(f"{hand.name}: {exc}")
                skipped += 1
    if not texts:
        _skip(f"no hand to convert in {' '.join(args.inputs)}")
        return 1
    out = _file_text(args.to, texts, histories, args.output)
    if args.output is None:
        sys.stdout.write(out)
    else:
        try:
            Path(args.output).write_text(out, encoding="utf-8")
        except OSError as exc:
            raise InvalidArgumentError(
                f"cannot write {args.output}: {exc.strerror or exc}"
            ) from None
    print(
        one_line(
            f"holdem convert: {len(texts)} hand{'s' if len(texts) != 1 else ''} written as "
            f"{args.to}"
            + (f" to {args.output}" if args.output else "")
            + (f"; {skipped} left out" if skipped else "")
        ),
        file=sys.stderr,
    )
    return 1 if skipped else 0


def _skip(message: str) -> None:
    print(one_line(f"holdem convert: left out: {message}"), file=sys.stderr)


def convert_hand(hand: ReadHand, to: str) -> str:
    """One hand read (:func:`holdem.history.read`) as the text of format ``to`` (one of :data:`TARGETS`);
    a :class:`~holdem.errors.HoldemError` says why it cannot be (not read, not played, no such form)."""
    from ..history import PokerStarsHand, to_pokerstars

    if to not in TARGETS:
        raise InvalidArgumentError(f"--to is one of {', '.join(TARGETS)}, not {to!r}")
    history = hand.history
    if history is None:
        raise InvalidArgumentError(hand.problem or "the hand was not read")
    if to == "phh":
        return history.to_toml()
    if to == "pokerstars":
        original = hand.original
        if isinstance(original, PokerStarsHand) and original.header.site == "PokerStars":
            return to_pokerstars(original)  # as it was read
        return to_pokerstars(history, date=_when(history))
    return _ohh(history)


def _ohh(history: HandHistory) -> str:
    """A history as one OHH object: replayed, the names, seats, table, number and known cards kept."""
    from ..history import player_seats, replay, replay_scale, to_ohh

    scale = replay_scale(history)
    hand = replay(history, scale=scale)
    seats = player_seats(history)
    names = [""] * len(seats)
    for name, seat in zip(history.players or (f"p{k + 1}" for k in range(len(seats))), seats):
        names[seat] = name
    when = _when(history)
    return to_ohh(
        hand,
        scale=scale,
        players=names,
        all_cards=True,
        table_name=str(history.table or "holdem"),
        game_number=history.hand if history.hand is not None else 1,
        site_name=history.venue or "holdem",
        currency=history.currency or "Chips",
        start_date=when.replace(tzinfo=datetime.timezone.utc) if when is not None else None,
    )


def _when(history: HandHistory) -> datetime.datetime | None:
    """The date and time a history gives (its day and time fields), else None."""
    if None in (history.year, history.month, history.day):
        return None
    time = history.time if isinstance(history.time, datetime.time) else datetime.time()
    try:
        return datetime.datetime.combine(
            datetime.date(history.year, history.month, history.day),  # type: ignore[arg-type]
            time.replace(tzinfo=None),
        )
    except ValueError:
        return None


def _file_text(to: str, texts: list[str], histories: list[HandHistory], output: str | None) -> str:
    """The file of the converted hands: PokerStars' hands three blank lines apart, OHH's one, PHH a
    ``.phhs`` file (one ``.phh`` hand when the output is named so)."""
    from ..history import write_phhs

    if to == "phh":
        if output is not None and output.endswith(".phh") and len(texts) == 1:
            return texts[0]
        return write_phhs(histories)
    if to == "pokerstars":
        return "\n\n\n".join(text.rstrip("\n") + "\n" for text in texts)
    return "\n\n".join(text.rstrip("\n") for text in texts) + "\n"
