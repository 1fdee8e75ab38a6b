"""Writing a :class:`~holdem.history.pokerstars_model.PokerStarsHand` as PokerStars text.

The layout is PokerStars' own: the header and table lines, the seats, the posts, ``*** HOLE CARDS ***``
(``*** DEALING HANDS ***`` in a draw game) and every line in the order the hand holds them, then
``*** SUMMARY ***`` with the total pot, its parts and the rake, the board and each seat's outcome.
Amounts are written as PokerStars writes them: whole amounts without a fraction (``$10``), others
with at least two places (``$0.50``), after the currency sign (none for chips). Hands of a file are
separated by three blank lines, as PokerStars separates them (and as pokerkit's parser expects).

A GGPoker hand read is written in GGPoker's dialect (its header, its ``Dealt to`` lines without cards,
its EV Cashout and insurance lines). Reading what this writes gives the same hand
(:mod:`holdem.history.pokerstars_parse`).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from ..core import Card
from ..errors import InvalidArgumentError, UnsupportedHandError
from .amounts import Number, _places, _shown
from .ggpoker import GGPOKER
from .pokerstars_model import (
    Acted,
    Added,
    CashedOut,
    Collected,
    Dealt,
    Drew,
    Marker,
    Muck,
    NoShow,
    Note,
    PokerStarsHand,
    Posted,
    Record,
    Returned,
    Showed,
    SidePayment,
    StarsHeader,
    StarsSummary,
)

__all__ = ["HAND_SEPARATOR", "amount_text", "format_hand"]

# GGPoker's lines of money outside the pot, by SidePayment.kind
_SIDE_PAYMENTS = {
    "cashout risk": "Pays Cashout Risk",
    "cashout": "Receives Cashout",
    "insurance premium": "pay premium of all-in insurance",
    "insurance compensation": "get main compensation of all-in insurance",
}

#: What separates two hands of a file: three blank lines.
HAND_SEPARATOR = "\n\n\n"


def amount_text(amount: Number) -> str:
    """An amount as PokerStars writes it: ``10``, ``0.50``, ``1492.66`` (no thousands separator).

    >>> amount_text(10), amount_text(Decimal("0.5")), amount_text(Decimal("0.125"))
    ('10', '0.50', '0.125')
    """
    if isinstance(amount, Decimal) and _places(amount):
        return f"{amount:.{max(2, _places(amount))}f}"
    return str(int(amount))


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(map(str, cards))


class _Writer:
    """The lines of one hand, amounts in its currency."""

    def __init__(self, hand: PokerStarsHand) -> None:
        self.hand = hand
        self.symbol = hand.header.symbol
        self.lines: list[str] = []

    def money(self, amount: Number) -> str:
        return f"{self.symbol}{amount_text(amount)}"

    def text(self) -> str:
        hand = self.hand
        self.lines += [_header_line(hand.header), _table_line(hand.header)]
        for seat in hand.seats:
            bounty = f", {seat.bounty} bounty" if seat.bounty is not None else ""
            status = f" {seat.status}" if seat.status else ""
            self.lines.append(
                f"Seat {seat.number}: {seat.name} ({self.money(seat.stack)} in chips{bounty}){status}"
            )
        for record in hand.records:
            self.lines.append(self.record(record))
        if hand.summary is not None:
            self.summary(hand.summary)
        return "\n".join(self.lines) + "\n"

    def record(self, record: Record) -> str:  # noqa: C901  # one line form per record type
        all_in = " and is all-in" if getattr(record, "all_in", False) else ""
        if isinstance(record, Posted):
            kind = "the ante" if record.kind == "ante" else record.kind
            return f"{record.player}: posts {kind} {self.money(record.amount)}{all_in}"
        if isinstance(record, Dealt):
            if not record.cards:  # GGPoker's line for cards it does not show
                return f"Dealt to {record.player}"
            new = f" [{_cards(record.new)}]" if record.new else ""
            return f"Dealt to {record.player} [{_cards(record.cards)}]{new}"
        if isinstance(record, Marker):
            board = f" [{_cards(record.board)}]" if record.board else ""
            # a street with its board and no card of its own: PokerStars' "*** TURN *** [3c Jd 6d] []"
            cards = f" [{_cards(record.cards)}]" if record.cards or record.board else ""
            return f"*** {record.name} ***{board}{cards}"
        if isinstance(record, Acted):
            return self.acted(record, all_in)
        if isinstance(record, Drew):
            return self.drew(record)
        if isinstance(record, Showed):
            cards = " ".join(["XX"] * record.hidden + [str(c) for c in record.cards])
            description = f" ({record.description})" if record.description is not None else ""
            return f"{record.player}: shows [{cards}]{description}"
        if isinstance(record, Muck):
            return f"{record.player}: mucks hand"
        if isinstance(record, NoShow):
            return f"{record.player}: doesn't show hand"
        if isinstance(record, Returned):
            return f"Uncalled bet ({self.money(record.amount)}) returned to {record.player}"
        if isinstance(record, Collected):
            return f"{record.player} collected {self.money(record.amount)} from {record.pot}"
        if isinstance(record, CashedOut):
            return (
                f"{record.player} cashed out the hand for {self.money(record.amount)} | "
                f"Cash Out Fee {self.money(record.fee)}"
            )
        if isinstance(record, SidePayment):
            return f"{record.player}: {_SIDE_PAYMENTS[record.kind]} ({self.money(record.amount)})"
        if isinstance(record, Added):
            if record.kind == "Cash Drop":
                return f"Cash Drop to Pot : total {self.money(record.amount)}"
            return f"{record.kind} added: {self.money(record.amount)}"
        if isinstance(record, Note):
            return record.text
        raise InvalidArgumentError(f"{_shown(record)} is not a record of a PokerStars hand")

    def acted(self, record: Acted, all_in: str) -> str:
        note = f" {record.note}" if record.note else ""
        head = f"{record.player}: {record.verb}"
        if record.verb == "folds":
            shown = f" [{_cards(record.shown)}]" if record.shown else ""
            return f"{head}{shown}{note}"
        if record.verb == "checks":
            return head
        assert record.amount is not None  # a call, bet, raise or bring-in names its chips
        if record.verb == "raises":
            assert record.to is not None
            return f"{head} {self.money(record.amount)} to {self.money(record.to)}{all_in}{note}"
        return f"{head} {self.money(record.amount)}{all_in}"

    def drew(self, record: Drew) -> str:
        cards = f" [{_cards(record.cards)}]" if record.cards is not None else ""
        if record.count == 0:
            return f"{record.player}: stands pat" + (f" on{cards}" if cards else "")
        plural = "s" if record.count > 1 else ""
        return f"{record.player}: discards {record.count} card{plural}{cards}"

    def summary(self, summary: StarsSummary) -> None:
        self.lines.append("*** SUMMARY ***")
        if summary.total_pot is not None:
            pots = "".join(f" {name} {self.money(amount)}." for name, amount in summary.pots)
            rake = f" | Rake {self.money(summary.rake)}" if summary.rake is not None else ""
            fees = "".join(f" | {name} {self.money(amount)}" for name, amount in summary.fees)
            self.lines.append(f"Total pot {self.money(summary.total_pot)}{pots}{rake}{fees}")
        self.lines += summary.notes
        if len(summary.boards) == 1:
            self.lines.append(f"Board [{_cards(summary.boards[0])}]")
        else:
            runs = ("FIRST", "SECOND", "THIRD")
            self.lines += [
                f"{run} Board [{_cards(board)}]" for run, board in zip(runs, summary.boards)
            ]
        for seat in summary.seats:
            roles = "".join(f" ({role})" for role in seat.roles)
            outcome = f" {seat.outcome}" if seat.outcome else ""
            self.lines.append(f"Seat {seat.number}: {seat.name}{roles}{outcome}")


def _stakes(header: StarsHeader) -> str:
    """The stakes in the header's parentheses: ``$0.05/$0.10 USD``, ``10/20``."""
    if header.small is None or header.big is None:
        return header.stakes_text or ""
    symbol = header.symbol
    text = f"{symbol}{amount_text(header.small)}/{symbol}{amount_text(header.big)}"
    if header.cap is not None:
        text += f" - {symbol}{amount_text(header.cap)} Cap - "
    if header.currency:
        text += f" {header.currency}"
    return text


def _header_line(header: StarsHeader) -> str:
    """``PokerStars Hand #1:  Hold'em No Limit ($0.05/$0.10 USD) - 2025/08/02 11:24:53 ET``."""
    stakes = _stakes(header)
    club = f"{{{header.club}}}  " if header.club is not None else ""
    game = header.game_name
    site = GGPOKER.header_site if header.site == GGPOKER.site else header.site
    if header.tournament is None:
        head = f"{site} Hand #{header.hand_id}:  {club}"
        body = f"{header.mix} ({game}, {stakes})" if header.mix else f"{game} ({stakes})"
    else:
        zoom = "Zoom " if header.zoom_tournament else ""
        buy_in = f"{header.buy_in} " if header.buy_in else ""
        head = (
            f"{site} Hand #{header.hand_id}: {club}{zoom}Tournament #{header.tournament}, {buy_in}"
        )
        body = f"{header.mix} ({game})" if header.mix else game
        body += f" - {header.level} ({stakes})" if header.level is not None else f" ({stakes})"
    return f"{head}{body} - {header.date}"


def _table_line(header: StarsHeader) -> str:
    """``Table 'Wezen' 6-max Seat #3 is the button``."""
    size = f" {header.max_seats}-max" if header.max_seats is not None else ""
    play = " (Play Money)" if header.play_money else ""
    button = f" Seat #{header.button} is the button" if header.button is not None else ""
    return f"Table '{header.table}'{size}{play}{button}"


def format_hand(hand: PokerStarsHand) -> str:
    """The PokerStars text of one hand (ending with a newline).

    A hand of a game this library does not play was read only as far as its seats: it cannot be
    written (:class:`~holdem.errors.UnsupportedHandError`).
    """
    if not isinstance(hand, PokerStarsHand):
        raise InvalidArgumentError(f"format_hand writes a PokerStarsHand, not {_shown(hand)}")
    if hand.unsupported is not None:
        raise UnsupportedHandError(hand.hand_id, f"only its seats were read: {hand.unsupported}")
    return _Writer(hand).text()
