"""A table's record of each hand: small to keep, dealt again into a :class:`~holdem.Hand` or a history on demand.

A table plays many hands and keeps every one, so it keeps what a hand needs
to be told again, not the hand: the setup (stacks, button, positions), the
cards dealt (card ids: the deck's dealt cards in order, one ``bytes``, or where
a draw changed hands three ``bytes``, see :meth:`~holdem.Hand.dealt_ids`) and
the steps the table applied (the agents' actions as they gave them, a fallback
fold or check, a killed hand, the showdown decisions), in one flat row per hand
(:data:`Row`, :class:`KeptHands`). A finished hand, or even its list of events,
is dozens of objects the garbage collector walks again and again while the
table keeps thousands of them; a row is one, which the collector soon stops
tracking. :attr:`HandRecord.hand` deals the same hand again (manual dealing,
every step checked by the engine) and :func:`record_history` writes it as a
:class:`~holdem.HandHistory` with the table's facts (PHH ``table``,
``hand``, ``seats``, ``seat_count``, ``players``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from .._deprecated import read_renamed, renamed_keywords
from ..core import JOKER, Card
from ..engine import (
    ABSENT,
    NO_BURN,
    Hand,
    ReplaySetup,
    VoidedDeal,
    apply_record,
    replay_records,
)
from ..errors import TableError
from ..game import (
    HOLDEM,
    NOTES,
    Action,
    BoardDeal,
    Discard,
    Event,
    GameDef,
    HoleDeal,
    Kill,
    Muck,
    Phase,
    Positions,
    Post,
    Show,
    TableConfig,
)
from ..history import HandHistory, history_of
from .facts import Incident

__all__ = [
    "HandRecord",
    "Histories",
    "KeptHands",
    "Row",
    "ids_of_deal_order",
    "kept_cards",
    "live_steps",
    "record_history",
]


_CARDS = (
    *(Card(i) for i in range(52)),
    JOKER,
)  # a card id's Card, the joker's (52) too: a joker deck's hands


_UNDEALT = 255  # in a record's hole cards: a seat the hand ended before dealing (a live hand killed in the deal)


def _card_tuples(data: bytes, n: int) -> list[list[Card]]:
    """The seats' hole cards from the bytes of Hand.dealt_ids (none for a seat kept as undealt)."""
    each = len(data) // n
    return [[_CARDS[c] for c in data[k * each : (k + 1) * each] if c != _UNDEALT] for k in range(n)]


@renamed_keywords(
    seats="table_seats",
    button="button_table_seat",
    small_blind="small_blind_table_seat",
    big_blind="big_blind_table_seat",
    voided_seats="voided_table_seats",
)
class HandRecord(NamedTuple):
    """One hand a table played. ``table_seats``, ``players``, ``starting_stacks`` and ``finishing_stacks`` are
    by hand seat (0..n-1, as the :attr:`hand` numbers them); the seats named ``*_table_seat`` are table seats
    (1..seat_count): ``button_table_seat`` where the button fell, dealt in or not (R-BTN-3),
    ``small_blind_table_seat`` None when the small blind was dead (R-BLIND-7), ``big_blind_table_seat``;
    ``hand_button`` is the button's hand seat; ``positions`` None means the standard positions around
    ``hand_button``; ``cards`` and ``steps`` are what deals it again.

    >>> from holdem import Table, TableConfig
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=6, seed=1, first_button=2)
    >>> _ = [table.join(name, 100, seat) for name, seat in (("ann", 2), ("bob", 4), ("cy", 5))]
    >>> record = table.play_hand(lambda view: "cc")
    >>> record.table_seats, record.button_table_seat, record.hand_button, record.big_blind_table_seat
    ((2, 4, 5), 2, 0, 5)
    """

    number: int
    table_seats: tuple[int, ...]
    players: tuple[str, ...]
    button_table_seat: int
    small_blind_table_seat: int | None
    big_blind_table_seat: int
    incidents: tuple[Incident, ...]
    config: TableConfig
    hand_button: int
    positions: Positions | None
    starting_stacks: tuple[int, ...]
    finishing_stacks: tuple[int, ...]
    cards: tuple[
        bytes, ...
    ]  # (board, burns, hole cards seat after seat) as card ids: see Hand.dealt_ids
    steps: tuple[
        object, ...
    ]  # the table's log: action kinds, (kind, amount) pairs, Actions, draws, shows
    game: GameDef = HOLDEM
    voided: tuple[VoidedDeal, ...] = ()  # a live hand's deals voided by a misdeal (R-MIS-3)
    #: each voided deal's table seats, by its hand seat: a re-seated redeal deals other players (R-MIS-3)
    voided_table_seats: tuple[tuple[int, ...], ...] = ()

    @property
    def seats(self) -> tuple[int, ...]:
        """Deprecated: the old name of :attr:`table_seats`."""
        return read_renamed(self, "seats", "table_seats")  # type: ignore[no-any-return]

    @property
    def button(self) -> int:
        """Deprecated: the old name of :attr:`button_table_seat`."""
        return read_renamed(self, "button", "button_table_seat")  # type: ignore[no-any-return]

    @property
    def small_blind(self) -> int | None:
        """Deprecated: the old name of :attr:`small_blind_table_seat`."""
        return read_renamed(self, "small_blind", "small_blind_table_seat")  # type: ignore[no-any-return]

    @property
    def big_blind(self) -> int:
        """Deprecated: the old name of :attr:`big_blind_table_seat`."""
        return read_renamed(self, "big_blind", "big_blind_table_seat")  # type: ignore[no-any-return]

    @property
    def voided_seats(self) -> tuple[tuple[int, ...], ...]:
        """Deprecated: the old name of :attr:`voided_table_seats`."""
        return read_renamed(self, "voided_seats", "voided_table_seats")  # type: ignore[no-any-return]

    @property
    def events(self) -> tuple[Event, ...]:
        """The hand's events (:attr:`holdem.Hand.events`), hole cards included: the table's knowledge."""
        return self.hand.events

    @property
    def posted(self) -> dict[int, tuple[tuple[str, int], ...]]:
        """The forced bets by table seat: (kind, amount) pairs ("small blind", "big blind", "post",
        "dead blind", "ante")."""
        out: dict[int, tuple[tuple[str, int], ...]] = {}
        for e in self.events:
            if type(e) is Post:
                seat = self.table_seats[e.seat]
                out[seat] = out.get(seat, ()) + ((e.kind, e.amount),)
        return out

    @property
    def hand(self) -> Hand:
        """The hand dealt again from the record: a new, complete :class:`~holdem.Hand`."""
        if not self.cards:
            raise TableError(
                f"hand {self.number} was not kept (the table's history_limit is 0): its cards are "
                "not recorded, so it cannot be dealt again"
            )
        setup = ReplaySetup(
            self.config,
            self.starting_stacks,
            self.hand_button,
            self.positions,
            game=self.game,
            defer_award="award" in self.steps,
        )
        hand = replay_records(setup, self._first_deal())
        board = _KeptBoard(self.cards[0], self.cards[1])
        in_place = any(
            type(step) is BoardDeal for step in self.steps
        )  # a live hand's: its deals where they came
        for step in self.steps:
            if not in_place:
                board.deal_due(hand)
            _replay_step(hand, step)
        board.deal_due(hand)
        return hand

    def _first_deal(self) -> list[HoleDeal]:
        """The cards each seat was dealt first (its draws undone), from the left of the button (R-DEAL-2)."""
        n = len(self.starting_stacks)
        first = _card_tuples(self.cards[2], n)
        for step in reversed(self.steps):
            if type(step) is tuple and step[0] == "draw":
                _, seat, gone, got = step
                if got:  # (discards never replaced are held still: see kept_cards)
                    first[seat] = [c for c in first[seat] if c not in got] + list(gone)
        seats = ((self.hand_button + 1 + k) % n for k in range(n))
        return [HoleDeal(seat, tuple(first[seat])) for seat in seats if first[seat]]

    def __repr__(self) -> str:
        return (
            f"<HandRecord hand {self.number}: table seats {self.table_seats}, button "
            f"{self.button_table_seat}, small blind {self.small_blind_table_seat}, big blind "
            f"{self.big_blind_table_seat}>"
        )


def kept_cards(hand: Hand) -> tuple[bytes, ...]:
    """What a table keeps of a hand's cards: the deck's dealt cards in order where that tells the hand
    (one ``bytes``), else :meth:`~holdem.Hand.dealt_ids` (three), every seat holding as many: a seat
    whose discards were never replaced (a live draw hand over before that) holds them still, and a seat the
    hand ended before dealing (a live hand killed during the deal, R-MIS-6) holds ``_UNDEALT`` bytes."""
    order = hand.dealt_in_order()
    if order is not None:
        return (order,)
    n = hand.n_seats
    if hand.is_complete and any(hand.hole_cards_of(s) is None for s in range(n)):
        return _ended_in_the_deal(hand)
    board, burns, holes = hand.dealt_ids()
    if len(holes) == n * hand.game.hole_cards:
        return board, burns, holes
    undealt = _unreplaced_discards(hand.events)
    held = (c for s in range(n) for c in (*(hand.hole_cards_of(s) or ()), *undealt.get(s, ())))
    return board, burns, bytes(held)


def _ended_in_the_deal(hand: Hand) -> tuple[bytes, bytes, bytes]:
    """:func:`kept_cards` of a hand that ended before every seat had its cards: no board, no burn, and the seats
    not dealt as ``_UNDEALT``."""
    count = hand.game.hole_cards
    held = (hand.hole_cards_of(s) or (_UNDEALT,) * count for s in range(hand.n_seats))
    return b"", b"", bytes(int(c) for cards in held for c in cards)


def _unreplaced_discards(events: tuple[Event, ...]) -> dict[int, tuple[Card, ...]]:
    """Each seat's discards whose replacements were never dealt (the hand ended first)."""
    out: dict[int, tuple[Card, ...]] = {}
    for i, e in enumerate(events):
        if type(e) is Discard and e.count and _replacements(events, i) is None:
            out[e.seat] = tuple(e.cards or ())
    return out


def _replacements(events: Any, i: int) -> tuple[Card, ...] | None:
    """The cards dealt to replace the discard ``events[i]`` (a Discard), or None if none were."""
    seat = events[i].seat
    return next(
        (d.cards or () for d in events[i + 1 :] if type(d) is HoleDeal and d.seat == seat), None
    )


def ids_of_deal_order(
    order: bytes, n: int, button: int, game: GameDef
) -> tuple[bytes, bytes, bytes]:
    """:meth:`~holdem.Hand.dealt_ids` (board, burns, each seat's hole cards) of a hand dealt in ``order``
    (:meth:`~holdem.Hand.dealt_in_order`): the hole cards one at a time from the left of the button
    (R-DEAL-2), then for each round with a board its burn and its cards, as far as the hand went."""
    count = game.hole_cards
    seats = [(seat - button - 1) % n for seat in range(n)]  # each seat's place in the deal
    holes = bytes(order[place + j * n] for place in seats for j in range(count))
    board, burns, pos = bytearray(), bytearray(), n * count
    for round_ in game.rounds[1:]:
        if not round_.board or pos >= len(order):
            continue
        burns.append(order[pos] if round_.burn else NO_BURN)
        pos += round_.burn
        board += order[pos : pos + round_.board]
        pos += round_.board
    return bytes(board), bytes(burns), holes


#: A kept hand as the table stores it, one flat tuple: (its setup's key, number, incidents, voided deals (each
#: paired with its table seats), the count of steps, then the steps, the starting stacks, the finishing stacks
#: and, when the cards are kept, the board, burn and hole card ids). The setup (who sat where, the button, the
#: blinds, the config) is the table's seating object, shared by the hands dealt from it and kept once, by key
#: (:class:`KeptHands`). Flat and made of numbers, text and bytes only: keeping a hand allocates one object,
#: which the garbage collector stops tracking within two passes, so the table's thousands of hands are not
#: walked again.
Row = tuple[Any, ...]

_new = tuple.__new__


class KeptHands:
    """A table's kept hands (up to ``limit``; None: all; 0: none) as rows, each made a
    :class:`HandRecord` when first read (see :data:`Row`): a table keeps thousands of hands and reads few."""

    __slots__ = ("rows", "game", "setups", "limit", "last", "count", "made", "made_count")

    def __init__(self, limit: int | None, game: GameDef) -> None:
        self.rows: deque[Row] = deque(maxlen=limit)
        self.game = game
        self.limit = limit
        self.setups: dict[
            int, Any
        ] = {}  # a setup's key (its id: kept here, it stays its own) -> the setup
        self.last: Any = (
            None  # the last hand's setup (a table that keeps none still reports each hand)
        )
        self.count = 0  # rows kept so far
        self.made: tuple[HandRecord, ...] = ()  # the records made when last read (see all)
        self.made_count = 0

    def keep(self, setup: Any, row: Row) -> None:
        """Keep a hand's row (``row[0]`` is ``id(setup)``); a setup no kept hand refers to any more is let go."""
        self.last = setup
        if self.limit == 0:
            return
        setups = self.setups
        setups[row[0]] = setup
        self.rows.append(row)
        self.count += 1
        if (
            self.limit is not None and len(setups) > 2 * self.limit + 64
        ):  # old hands gone: their setups too
            used = {r[0] for r in self.rows}
            self.setups = {key: s for key, s in setups.items() if key in used}

    def record(self, row: Row) -> HandRecord:
        """The row's record: a kept hand's, or the last hand's (kept or not)."""
        setup = self.setups[row[0]] if self.limit != 0 else self.last
        number, incidents, voided, k = row[1:5]  # voided: (deal, its table seats) pairs
        plan, end, n = setup.plan, 5 + k, len(setup.players)
        cards = row[end + 2 * n :]
        if len(cards) == 1:  # the deck's dealt cards in order (Hand.dealt_in_order)
            cards = ids_of_deal_order(cards[0], n, setup.button, self.game)
        return _new(
            HandRecord,
            (
                number,
                plan.dealt,
                setup.names,
                plan.button,
                setup.small_blind,
                plan.big_blind,
                incidents,
                setup.config,
                setup.button,
                setup.positions,
                row[end : end + n],
                row[end + n : end + 2 * n],
                cards,
                row[5:end],
                self.game,
                tuple(deal for deal, _ in voided),
                tuple(seats for _, seats in voided),
            ),
        )

    def all(self) -> tuple[HandRecord, ...]:
        """Every kept hand's record, oldest first. Each is made once, when first read: a table read after
        every hand pays for the new hand's record and a copy of the tuple, as a tuple of records would."""
        new, rows = self.count - self.made_count, self.rows
        if new:
            fresh = tuple(self.record(rows[i]) for i in range(-min(new, len(rows)), 0))
            self.made = (self.made + fresh)[-len(rows) :] if rows else ()
            self.made_count = self.count
        return self.made


class _KeptBoard:
    """A kept hand's board cards and burns (card ids), dealt again as the hand comes to each deal."""

    __slots__ = ("board", "burns", "cards_dealt", "deals")

    def __init__(self, board_ids: bytes, burn_ids: bytes) -> None:
        self.board = [_CARDS[c] for c in board_ids]
        self.burns = [None if c == NO_BURN else _CARDS[c] for c in burn_ids]
        self.cards_dealt = 0
        self.deals = 0

    def deal_due(self, hand: Hand) -> None:
        """Every board deal due now, of the cards kept: a live hand may end (a player left, R-LIVE-6)
        before the board it was due."""
        while (
            (due := hand.next_deal) is not None
            and self.cards_dealt + due.count <= len(self.board)
            and self.deals < len(self.burns)
        ):
            cards = self.board[self.cards_dealt : self.cards_dealt + due.count]
            burn = self.burns[self.deals]
            self.cards_dealt += due.count
            self.deals += 1
            apply_record(hand, BoardDeal(hand.street, tuple(cards), burn))


#: A table's showdown steps, ``(kind, seat)``: the record each stands for.
_SEAT_STEPS: dict[str, Callable[[Hand, int], Event]] = {
    "show": lambda hand, seat: Show(
        seat, hand.hole_cards_of(seat) or ()
    ),  # a table deals every card
    "muck": lambda hand, seat: Muck(seat),
    "kill": lambda hand, seat: Kill(seat, "left the table (R-LIVE-6)"),
    "absent": lambda hand, seat: Kill(seat, ABSENT),  # a tournament table's (R-DEAL-5)
}


def _replay_step(hand: Hand, step: object) -> None:
    """One step of a table's log again: the table's own (the showdown by the auto-muck policy, the award
    a live hand waited for), else the records it stands for."""
    if step == "showdown":
        hand.auto_showdown()
    elif step == "award":
        if hand.phase is Phase.AWARD:  # a hand won without a showdown had no award to wait for
            hand.award()
    else:
        for record in _records_of(hand, step):
            apply_record(hand, record)


def _records_of(hand: Hand, step: object) -> tuple[object, ...]:
    """The records a step of a table's log stands for: a draw ``("draw", seat, discards, replacements)``
    is a Discard and its replacements' HoleDeal, ``(kind, seat)`` a show, muck or kill; any other step
    is a record already (a live hand's events) or an action as the agent gave it."""
    if type(step) is tuple and step and step[0] == "draw":
        _, seat, gone, got = step
        if not gone:  # stood pat
            return (Discard(seat, 0, ()),)
        if not got:  # the hand ended before the replacements were dealt
            return (Discard(seat, len(gone), tuple(gone)),)
        return Discard(seat, len(gone), tuple(gone)), HoleDeal(seat, tuple(got))
    if type(step) is tuple and len(step) == 2 and step[0] in _SEAT_STEPS:
        return (_SEAT_STEPS[step[0]](hand, step[1]),)
    return (step,)


#: The records of a live hand's events that deal it again as steps (the rest follow from them).
LIVE_STEPS = (Action, BoardDeal, Kill, Show, Muck, *NOTES)


def live_steps(events: Any) -> tuple[Any, ...]:
    """A live hand's events as a record's steps: actions, board deals, kills, shows, mucks, notes, draws (as
    ``("draw", seat, discards, replacements)``, the replacements from the seat's next HoleDeal, none when
    the hand ended before them) and "award"."""
    steps: list[Any] = []
    for i, e in enumerate(events):
        kind = type(e)
        if kind is Discard:
            got = _replacements(events, i) if e.count else ()
            steps.append(("draw", e.seat, tuple(e.cards or ()), tuple(got or ())))
        elif kind in LIVE_STEPS:
            steps.append(e)
    return (*steps, "award")


def record_history(
    record: HandRecord, *, table: str, seat_count: int, extra: dict[str, Any] | None = None
) -> HandHistory:
    """The record as a :class:`~holdem.HandHistory` (the table's full log): the table's name, the hand's
    number, the table seats and names in PHH order (left of the button first), the stacks before and after."""
    hand = record.hand
    history = history_of(hand, players=record.players)
    n, button = hand.n_seats, hand.button
    history.table = table
    history.hand = record.number
    history.seats = [record.table_seats[(button + 1 + k) % n] for k in range(n)]
    history.seat_count = seat_count
    if record.incidents:
        history.extra["_incidents"] = [
            f"seat {i.table_seat} {i.kind}: {i.detail} -> {i.action}" for i in record.incidents
        ]
    if (
        record.voided
    ):  # the table's full log: the voided deals' cards too (no seat's view holds them)
        history.extra["_voided_deals"] = [
            f"{d.misdeal.condition} ({d.misdeal.rule}, R-MIS-3): "
            + (" ".join(f"{seats[s]}:{c}" for s, c in d.pitched) or "no card pitched")
            for d, seats in zip(record.voided, record.voided_table_seats)
        ]
    if extra:
        history.extra.update(extra)
    return history


class Histories:
    """A table's histories, made from its records when asked and kept (up to 4,096); a button draw
    (R-BTN-1) goes into the history of the hand it opened."""

    __slots__ = ("table", "seat_count", "cache", "redraws")

    def __init__(self, table: str, seat_count: int) -> None:
        self.table = table
        self.seat_count = seat_count
        self.cache: dict[int, HandHistory] = {}
        self.redraws: dict[int, tuple[int, Any]] = {}  # hand number -> (button, the draw's rounds)

    def of(self, record: HandRecord, draws: Mapping[int, tuple[Any, ...]]) -> HandHistory:
        """The record's history; ``draws`` are the rounds of the draws the seating made, by hand number."""
        cached = self.cache.get(record.number)
        if cached is None:
            button, rounds = self.redraws.get(record.number, (record.button_table_seat, ()))
            if (
                not rounds or button != record.button_table_seat
            ):  # the first draw, or drawn again when the redrawn
                rounds = draws.get(record.number, ())  # button's player left before the hand
            draw = {
                "_button_draw": [" ".join(f"{seat}:{card}" for seat, card in r) for r in rounds]
            }
            cached = record_history(
                record, table=self.table, seat_count=self.seat_count, extra=draw if rounds else None
            )
            if len(self.cache) > 4096:
                self.cache.clear()
            self.cache[record.number] = cached
        return cached
