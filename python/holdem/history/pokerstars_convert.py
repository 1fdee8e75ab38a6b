"""A PokerStars hand as the engine plays it: a PHH :class:`~holdem.history.HandHistory`, and the result the file states.

**Who plays.** The players dealt in are the summary's seats and those who post, act or are dealt cards
(a complete hand), else the seat lines' but those ``out of hand`` and, in a cash game, those
``sitting out`` (a tournament deals them in).
They sit in table order; the engine's button is the player before the small blind (heads-up: the
player who posts it, as the engine's heads-up rule has it; PokerStars' 2005 histories put the
button on the big blind), or, with no small blind, the file's button or the nearest player before
it. PHH order starts left of that button.

**Forced bets.** ``posts small blind`` and ``posts big blind`` are the blinds; a later
``posts big blind`` is a straddle when it is larger and comes next in turn (PokerMaster's
exports write straddles so), else a live blind posted out of position (R-BLIND-6);
``posts small & big blinds`` is such a live blind and a dead small blind; a later ``posts small blind`` a
missed small blind posted dead (PokerStars'), or live when the player's call is what a live post leaves to
call (converters' exports); ``posts straddle`` a straddle; ``posts the ante`` an ante; GGPoker's ``posts
missed blind`` a dead small blind; 6+ Hold'em's ``posts button blind`` the button's one blind (R-BLIND-9).
A blind or ante posted all-in for less is the full forced bet in PHH (the stack is what caps it).

**Games.** Hold'em, Omaha (4, 5 and 6 cards), 6+ Hold'em (short deck, three of a kind over a straight:
``_trips_beat_straight``) and five-card draw, in each structure (PHH's codes:
:data:`~holdem.history.pokerstars_parse.GAME_CODES`); the Omaha hi-lo games once the library plays Omaha
hi-lo.

**Actions.** ``raises $X to $Y`` is PHH's ``cbr Y`` (the street total; trackers' exports get ``$X``
wrong), ``bets $X`` the street total after it, calls and checks ``cc``, folds ``f``; a draw is
``sd`` with the discards when the file knows them (``????`` for each other card), its new cards dealt
at once; ``shows`` is ``sm`` with the cards, ``mucks hand`` ``sm``. Hole cards the file knows (the
hero's ``Dealt to``, every ``Dealt to`` of an export that writes them all, a show, the summary's
``showed [...]`` and ``mucked [...]``) are dealt known; the others ``????``. A street whose line names no
card (PokerStars' ``*** TURN *** [3c Jd 6d] []``) is dealt the summary's board's.

The history's ``winnings`` are what each player collected (after the rake), ``_rake`` what the site
took from the pot (the rake and fees such as GGPoker's jackpot) and ``_added`` what it put in;
``_cashed_out`` and ``_paid_outside`` what the site paid each player, and each paid the site, outside
the pot.

**The result.** :class:`StatedResult` is what the file says each player ended with: the starting
stack, less what its lines put in, plus the uncalled bet returned and what it collected (after the
rake). Old histories and trackers' exports write no ``Uncalled bet`` line: the unmatched part of the
largest bet is returned then, unless what the file says was collected already holds it (then the
pot and the collections say so). A cash-out (``cashed out the hand``, GGPoker's ``Receives Cashout``
and insurance compensation) is paid by the site outside the pot: it is stated apart (``cashed_out``),
as what a player pays the site outside the pot is (``paid_outside``: GGPoker's ``Pays Cashout Risk``
and insurance premiums); :attr:`StatedResult.settled` adds them in. Money the site adds to the pot
(Run It Once's ``STP``, GGPoker's ``Cash Drop``) is ``added``.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core import Card
from ..errors import PokerStarsError, UnsupportedHandError
from ..game import SHORT_DECK_STRAIGHTS
from .amounts import Number, _number
from .model import HandHistory
from .pokerstars_encode import CURRENCIES
from .pokerstars_model import (
    Acted,
    Added,
    CashedOut,
    Collected,
    Dealt,
    Drew,
    Marker,
    Muck,
    Note,
    PokerStarsHand,
    Posted,
    Record,
    Returned,
    Showed,
    SidePayment,
    StarsSeat,
)
from .pokerstars_parse import GAME_CODES, STRUCTURE_CODES
from .variants import GAMES, MAX_DISCARDS, TRIPS_BEAT_STRAIGHT, phh_index

__all__ = [
    "StatedResult",
    "dealt_in",
    "engine_button",
    "exact",
    "stated_result",
    "to_history",
    "variant_code",
]

_CURRENCY_OF = {sign: code for code, sign in CURRENCIES.items()}
#: PokerStars deals five-card draw with up to five cards drawn (the rule book's R-DRAW-2 allows three).
STARS_MAX_DISCARDS = 5
_RUN_TWICE = re.compile(r"^(?:FIRST|SECOND|THIRD) (?:FLOP|TURN|RIVER|SHOW ?DOWN)$")
_RUNS = {"twice": 2, "two times": 2, "three times": 3}
# what each of GGPoker's payments outside the pot is, for a person
_SIDE_PAYMENTS = {
    "cashout risk": "Pays Cashout Risk: GGPoker's EV Cashout, the pot won after cashing out",
    "cashout": "Receives Cashout: GGPoker's EV Cashout",
    "insurance premium": "GGPoker's all-in insurance premium",
    "insurance compensation": "GGPoker's all-in insurance compensation",
}
# each street's cards: their place on the board
_BOARD_STREETS = {"FLOP": slice(0, 3), "TURN": slice(3, 4), "RIVER": slice(4, 5)}
_DATE = re.compile(
    r"^(?P<year>[0-9]{4})/(?P<month>[0-9]{1,2})/(?P<day>[0-9]{1,2})(?: - | )"
    r"(?P<hour>[0-9]{1,2}):(?P<minute>[0-9]{2})(?::(?P<second>[0-9]{2}))?(?: \(?(?P<zone>[A-Z]{2,5})\)?)?"
)


@dataclass(frozen=True)
class StatedResult:
    """What a PokerStars hand's lines say each player (``players``, PHH order) put in and got back.

    ``final`` is each one's stack after the hand per the file: ``starting`` less ``contributed``
    plus ``returned`` (uncalled bets) plus ``collected`` (from the pots, after the rake). ``rake``
    and ``fees`` (a jackpot's share) were taken from the pot, ``added`` put in by the site (Run It
    Once's splash); ``cashed_out`` is paid by the site apart from the pot (not in ``final``).
    ``notes`` say where the file's own amounts disagree (an uncalled bet larger than the bets
    leave, a total pot that is not the bets'). ``paid_outside`` is what each paid the site outside the
    pot (GGPoker's EV Cashout risk, insurance premiums), and ``outside`` says who and why, a line each.
    """

    players: tuple[str, ...]
    starting: tuple[Number, ...]
    contributed: tuple[Number, ...]
    returned: tuple[Number, ...]
    collected: tuple[Number, ...]
    cashed_out: tuple[Number, ...]
    rake: Number = 0
    fees: Number = 0
    added: Number = 0
    total_pot: Number | None = None
    notes: tuple[str, ...] = field(default=())
    paid_outside: tuple[Number, ...] = ()
    outside: tuple[str, ...] = ()

    @property
    def final(self) -> tuple[Number, ...]:
        """Each player's stack after the hand as its pot left it (what the engine plays), per the file."""
        return tuple(
            exact(s - c + r + w)
            for s, c, r, w in zip(self.starting, self.contributed, self.returned, self.collected)
        )

    @property
    def settled(self) -> tuple[Number, ...]:
        """Each player's stack after the hand with the site's payments outside the pot too: :attr:`final`
        plus ``cashed_out`` less ``paid_outside``."""
        paid = self.paid_outside or (0,) * len(self.final)
        return tuple(exact(f + c - p) for f, c, p in zip(self.final, self.cashed_out, paid))

    @property
    def taken(self) -> Number:
        """What left the pot for no player: the rake and fees, less what the site added."""
        return self.rake + self.fees - self.added


def exact(amount: Number) -> Number:
    """An amount computed from others in its plainest form: ``0`` rather than ``0.00``, ``1.5`` rather
    than ``1.50``."""
    return _number(amount, "an amount") or 0


def dealt_in(hand: PokerStarsHand) -> list[StarsSeat]:
    """The seats dealt into the hand, in table order: those of the summary and those who act (a summary cut
    short lists fewer), else (no summary) all but those out of the hand."""
    seats = sorted(hand.seats, key=lambda s: s.number)
    if hand.summary is not None and hand.summary.seats:
        named = {s.name for s in hand.summary.seats}
        named |= {r.player for r in hand.records if isinstance(r, (Posted, Acted, Drew, Dealt))}
        return [s for s in seats if s.name in named]
    tournament = hand.header.tournament is not None
    return [
        s
        for s in seats
        if not s.status.startswith("out of hand")
        and not (s.status.startswith("is sitting out") and not tournament)
    ]


def engine_button(hand: PokerStarsHand, players: Sequence[StarsSeat]) -> int:
    """The index in ``players`` of the engine's button (see the module documentation)."""
    n = len(players)
    index = {s.name: k for k, s in enumerate(players)}
    small = next(
        (r.player for r in hand.records if isinstance(r, Posted) and r.kind == "small blind"), None
    )
    if small is not None and small in index:
        return index[small] if n == 2 else (index[small] - 1) % n
    button = hand.header.button
    if button is None:
        raise PokerStarsError(hand.hand_id, hand.line, "the table line names no button")
    before = [k for k, s in enumerate(players) if s.number <= button]
    return before[-1] if before else n - 1


class _Reader:
    """One pass over a hand's records: the PHH actions and what each player put in, got back and collected."""

    def __init__(self, hand: PokerStarsHand, players: list[StarsSeat], button: int) -> None:
        self.hand = hand
        self.n = len(players)
        self.button = button
        # PHH player k is the k-th seat left of the button; heads-up the big blind first
        self.order = [(button + 1 + k) % self.n for k in range(self.n)]
        self.names = [players[seat].name for seat in self.order]
        self.player = {name: f"p{k + 1}" for k, name in enumerate(self.names)}
        self.seat = {players[seat].name: seat for seat in range(self.n)}
        self.stacks = {s.name: s.stack for s in players}
        self.draw = hand.header.game == "5 Card Draw"
        self.holes = GAMES[variant_code(hand)].hole_cards  # a hand's hole cards in this game
        self.street: dict[str, Number] = {}
        self.contributed: dict[str, Number] = dict.fromkeys(self.names, 0)
        self.live: dict[str, Number] = dict.fromkeys(self.names, 0)  # without antes and dead blinds
        self.returned: dict[str, Number] = dict.fromkeys(self.names, 0)
        self.collected: dict[str, Number] = dict.fromkeys(self.names, 0)
        self.cashed_out: dict[str, Number] = dict.fromkeys(self.names, 0)
        self.paid_outside: dict[str, Number] = dict.fromkeys(self.names, 0)
        self.outside: list[str] = []  # who moved money outside the pot, and why
        self.explicit_returns = False
        self.blinds_posted = (
            False  # a blind or straddle is posted: a later small blind is out of turn
        )
        self.small_out_of_turn: dict[
            str, Number
        ] = {}  # such small blinds, dead until a call says live
        self.live_small: set[str] = (
            set()
        )  # the players whose small blind out of turn a call shows live
        self.actions: list[str] = []
        self.index = 0  # the record being read, for messages

    # -- errors ------------------------------------------------------------------------------------------

    def error(self, message: str) -> PokerStarsError:
        return PokerStarsError(self.hand.hand_id, self.hand.line_of(self.index), message)

    def known(self, name: str) -> str:
        """The PHH player of ``name``, who must be dealt in."""
        if name not in self.player:
            raise self.error(f"{name!r} acts but is not dealt into the hand")
        return self.player[name]

    # -- the records -------------------------------------------------------------------------------------

    def read(self) -> None:
        records = self.hand.records
        skip: set[int] = set()
        for index, record in enumerate(records):
            self.index = index
            if index in skip:
                continue
            if isinstance(record, Drew):
                skip |= self.drew(record, index)
            else:
                self.read_record(record)

    def read_record(self, record: Record) -> None:
        if isinstance(record, Posted):
            self.post(record)
        elif isinstance(record, Acted):
            self.act(record)
        elif isinstance(record, Marker):
            self.marker(record)
        elif isinstance(record, Showed):
            if len(record.cards) == self.holes:
                self.actions.append(f"{self.known(record.player)} sm {_text(record.cards)}")
        elif isinstance(record, Muck):
            self.actions.append(f"{self.known(record.player)} sm")
        elif isinstance(record, Returned):
            self.known(record.player)
            self.explicit_returns = True
            self.returned[record.player] += record.amount
        elif isinstance(record, Collected):
            self.known(record.player)
            self.collected[record.player] += record.amount
        elif isinstance(record, CashedOut):
            self.known(record.player)
            self.cashed_out[record.player] += record.amount
            self.outside.append(f"{record.player} cashed out for {record.amount} (outside the pot)")
        elif isinstance(record, SidePayment):
            self.side_payment(record)

    def side_payment(self, record: SidePayment) -> None:
        """GGPoker's EV Cashout and insurance: money between the player and the site, outside the pot."""
        self.known(record.player)
        if record.paid:
            self.paid_outside[record.player] += record.amount
        else:
            self.cashed_out[record.player] += record.amount
        self.outside.append(
            f"{record.player} {'paid the site' if record.paid else 'was paid'} {record.amount} "
            f"outside the pot ({_SIDE_PAYMENTS[record.kind]})"
        )

    def put_in(self, name: str, amount: Number, live: bool = True) -> None:
        self.contributed[name] += amount
        if live:
            self.live[name] += amount
            self.street[name] = self.street.get(name, 0) + amount

    def post(self, record: Posted) -> None:
        self.known(record.player)
        if record.kind in ("ante", "missed blind"):
            self.put_in(record.player, record.amount, live=False)
        elif record.kind == "small & big blinds":
            big = self.hand.header.big if not _limit(self.hand) else self.hand.header.small
            assert big is not None  # a supported hand has stakes
            live = min(record.amount, big)
            self.put_in(record.player, live)
            self.put_in(record.player, record.amount - live, live=False)
        elif record.kind == "small blind" and self.blinds_posted:
            # a missed small blind, posted dead (PokerStars'), unless the player's call counts it live
            self.put_in(record.player, record.amount, live=False)
            self.small_out_of_turn[record.player] = record.amount
        else:
            self.put_in(record.player, record.amount)
            self.blinds_posted = True

    def call_counts_post(self, name: str, amount: Number) -> None:
        """A call by a player who posted a small blind out of turn: when it is what a live post leaves to
        call (a converter's ``posts small blind $15``, ``calls $15`` of a $30 bet) the post was live, as
        a returning player's blind posted out of position (R-BLIND-6); else it stays dead."""
        post = self.small_out_of_turn.pop(name)
        others = max((bet for player, bet in self.street.items() if player != name), default=0)
        if amount == others - self.street.get(name, 0) - post:
            self.live_small.add(name)
            self.live[name] += post
            self.street[name] = self.street.get(name, 0) + post

    def act(self, record: Acted) -> None:
        player = self.known(record.player)
        name = record.player
        if record.verb == "folds":
            if self.contributed[name] >= self.stacks[name]:
                # PokerStars folds a sitting-out player put all-in by the ante: its hand is dead, its chips in
                self.actions.append(f"{player} f # kill: folded all-in (sitting out)")
            else:
                self.actions.append(f"{player} f")
        elif record.verb == "checks":
            self.actions.append(f"{player} cc")
        elif record.verb == "calls":
            assert record.amount is not None
            if name in self.small_out_of_turn:
                self.call_counts_post(name, record.amount)
            self.put_in(name, record.amount)
            self.actions.append(f"{player} cc")
        elif record.verb in ("bets", "raises"):
            before = self.street.get(name, 0)
            to = record.to if record.verb == "raises" else before + (record.amount or 0)
            assert to is not None
            if to < before:
                raise self.error(
                    f"{name} raises to {to}, less than the {before} it has bet on this street"
                )
            self.put_in(name, to - before)
            self.actions.append(f"{player} cbr {to}")
        else:
            raise self.error(f"{name} {record.verb}: not an action of {self.hand.header.game_name}")

    def marker(self, record: Marker) -> None:
        if _RUN_TWICE.match(record.name):
            raise UnsupportedHandError(self.hand.hand_id, _run_reason(self.hand))
        if record.name in _BOARD_STREETS:
            cards = record.cards or self.summary_board(record.name)
            if not cards:
                raise self.error(f"the {record.name.lower()} deals no cards")
            self.street = {}
            self.small_out_of_turn.clear()  # no call counted it live before the flop: it stays dead
            self.actions.append(f"d db {_text(cards)}")

    def summary_board(self, street: str) -> tuple[Card, ...]:
        """A street's cards on the summary's board: PokerStars writes some a turn without its card
        (``*** TURN *** [3c Jd 6d] []``), which its summary's board has."""
        summary = self.hand.summary
        if summary is None or len(summary.boards) != 1:
            return ()
        return summary.boards[0][_BOARD_STREETS[street]]

    def drew(self, record: Drew, index: int) -> set[int]:
        """A draw: the discards (``sd``), then the new cards (the player's next ``Dealt to``, else unknown)."""
        player = self.known(record.player)
        self.street = {}  # the draw ends the betting before it (PokerStars writes no line for it)
        if record.count == 0:
            self.actions.append(f"{player} sd")
            return set()
        if record.cards is not None and len(record.cards) != record.count:
            raise self.error(
                f"{record.player} discards {record.count} cards but names {len(record.cards)}"
            )
        shown = _text(record.cards) if record.cards is not None else "??" * record.count
        self.actions.append(f"{player} sd {shown}")
        for later in range(index + 1, len(self.hand.records)):
            dealt = self.hand.records[later]
            if isinstance(dealt, Dealt) and dealt.player == record.player:
                if len(dealt.new) != record.count:
                    self.index = later
                    raise self.error(
                        f"{record.player} discards {record.count} cards and is dealt {len(dealt.new)}"
                    )
                self.actions.append(f"d dh {player} {_text(dealt.new)}")
                return {later}
            if isinstance(dealt, Drew) and dealt.player == record.player:
                break
        self.actions.append(f"d dh {player} ????")
        return set()


def _text(cards: Sequence[Card]) -> str:
    return "".join(map(str, cards))


def _limit(hand: PokerStarsHand) -> bool:
    return STRUCTURE_CODES[hand.header.structure] == "F"


def variant_code(hand: PokerStarsHand) -> str:
    """The PHH variant code of a supported hand's game and structure (``PO``: PokerStars' Omaha Pot Limit)."""
    header = hand.header
    return STRUCTURE_CODES[header.structure] + GAME_CODES[header.game]


def _run_reason(hand: PokerStarsHand) -> str:
    """Why a hand run more than once is not replayed: how many times, and that the engine deals one board."""
    runs = max(len(hand.summary.boards) if hand.summary is not None else 0, 2)
    for note in hand.summary.notes if hand.summary is not None else ():
        runs = max(runs, _RUNS.get(note.removeprefix("Hand was run "), 0))
    count = {2: "two", 3: "three"}.get(runs, str(runs))
    return (
        f"the hand was run {'twice' if runs == 2 else f'{count} times'} ({count} boards, each for a "
        "share of the pot): the engine deals one board"
    )


def _check_supported(hand: PokerStarsHand) -> None:
    if hand.unsupported is not None:
        raise UnsupportedHandError(hand.hand_id, hand.unsupported)
    if hand.summary is not None and hand.summary.run_twice:
        raise UnsupportedHandError(hand.hand_id, _run_reason(hand))


def _read(hand: PokerStarsHand) -> tuple[_Reader, list[StarsSeat]]:
    _check_supported(hand)
    players = dealt_in(hand)
    if not 2 <= len(players) <= 10:
        raise PokerStarsError(
            hand.hand_id, hand.line, f"{len(players)} players are dealt in; a hand has 2 to 10"
        )
    reader = _Reader(hand, players, engine_button(hand, players))
    reader.read()
    return reader, players


def to_history(hand: PokerStarsHand) -> HandHistory:
    """The PHH history of a hand of a game played here (hold'em, Omaha, 6+ hold'em, five-card draw), which
    :func:`holdem.history.replay` plays.

    Raises :class:`~holdem.errors.UnsupportedHandError` for another game or a hand run twice, and
    :class:`~holdem.errors.PokerStarsError` (naming the hand and line) when its lines do not make a
    hand (an action by a player not dealt in, forced bets no table posts).
    """
    reader, players = _read(hand)
    forced = _ForcedBets(hand, reader)
    for index, record in enumerate(hand.records):
        if isinstance(record, Posted):
            reader.index = index
            forced.add(record)
    forced.finish()
    deals = _deals(hand, reader)
    history = HandHistory(
        variant=variant_code(hand),
        antes=forced.antes(),
        blinds_or_straddles=forced.blinds,
        starting_stacks=[players[seat].stack for seat in reader.order],
        actions=deals + reader.actions,
    )
    _bet_sizes(history, hand, forced.big_amount)
    if any(forced.dead):
        history.extra["_dead_blinds"] = forced.dead
    if forced.dead_small:
        history.extra["_dead_small_blind"] = True
    if reader.draw:
        history.extra[MAX_DISCARDS] = STARS_MAX_DISCARDS
    if GAMES[history.variant] is SHORT_DECK_STRAIGHTS:
        history.extra[TRIPS_BEAT_STRAIGHT] = (
            True  # PokerStars' 6+ Hold'em: three of a kind over a straight
        )
    _describe(history, hand, players, reader)
    return history


def _bet_sizes(history: HandHistory, hand: PokerStarsHand, big_blind: Number) -> None:
    """The bet sizes: a fixed-limit game's from the header; a no-limit or pot-limit game's smallest bet is
    the big blind posted (GGPoker's tournament headers may name the next level's stakes), else the
    header's."""
    small, big = hand.header.small, hand.header.big
    if _limit(hand):
        history.small_bet, history.big_bet = small, big
    else:
        history.min_bet = big_blind or big


def _describe(
    history: HandHistory, hand: PokerStarsHand, players: list[StarsSeat], reader: _Reader
) -> None:
    """The fields that say where and when: seats, names, the table, the date; the file's collections and rake."""
    header = hand.header
    history.seats = [players[seat].number for seat in reader.order]
    numbers = [s.number for s in players]
    if header.max_seats is not None and max(numbers) <= header.max_seats <= 10:
        history.seat_count = header.max_seats
    history.players = list(reader.names)
    history.hand = int(header.hand_id) if header.hand_id.isdigit() else header.hand_id
    history.table = header.table
    history.venue = header.site
    if header.currency:
        history.currency = header.currency
    elif header.symbol in _CURRENCY_OF:  # GGPoker writes the sign alone: $0.25/$0.5
        history.currency = _CURRENCY_OF[header.symbol]
    if header.tournament is not None:
        history.event = f"Tournament #{header.tournament}"
    when = _when(header.date)
    if when is not None:
        moment, zone = when
        history.year, history.month, history.day = moment.year, moment.month, moment.day
        history.time = moment.time()
        if zone:
            history.time_zone_abbreviation = zone
    if hand.summary is not None:
        history.winnings = [reader.collected[name] for name in reader.names]
        # what the site took from the pot (the rake and GGPoker's jackpot and other fees) and put in
        taken = (hand.summary.rake or 0) + sum((amount for _, amount in hand.summary.fees), 0)
        if taken:
            history.extra["_rake"] = taken
        if added := _added(hand):
            history.extra["_added"] = added
        for key, amounts in (
            ("_cashed_out", reader.cashed_out),
            ("_paid_outside", reader.paid_outside),
        ):
            if any(amounts.values()):  # money outside the pot, by player
                history.extra[key] = [amounts[name] for name in reader.names]


def _when(date: str) -> tuple[datetime.datetime, str | None] | None:
    """The date and time the header's date text starts with, and its time zone; None when it names none
    (the text stays in the header as written)."""
    match = _DATE.match(date)
    if match is None:
        return None
    try:
        year, month, day, hour, minute = (
            int(match[k]) for k in ("year", "month", "day", "hour", "minute")
        )
        moment = datetime.datetime(year, month, day, hour, minute, int(match["second"] or 0))
    except ValueError:  # 2025/13/45: not a date
        return None
    return moment, match["zone"]


def _deals(hand: PokerStarsHand, reader: _Reader) -> list[str]:
    """The opening ``d dh`` actions: each player's cards when the file knows them, else ``????``."""
    holes = reader.holes
    known: dict[str, tuple[Card, ...]] = {}
    for record in hand.records:
        if isinstance(record, Dealt) and not record.new and len(record.cards) == holes:
            known.setdefault(record.player, record.cards)
        elif isinstance(record, Drew):
            break  # a later "Dealt to" is a draw's
    if not reader.draw:  # a draw's shows are of the hand after it, not the cards dealt
        for record in hand.records:
            if isinstance(record, Showed) and len(record.cards) == holes:
                known.setdefault(record.player, record.cards)
        for seat in hand.summary.seats if hand.summary is not None else ():
            cards = seat.showed or seat.mucked
            if cards is not None and len(cards) == holes:
                known.setdefault(seat.name, cards)
    return [
        f"d dh {reader.player[name]} " + (_text(known[name]) if name in known else "????")
        for name in reader.names
    ]


class _ForcedBets:
    """The posts of a hand as PHH's per-player forced bets (see the module documentation)."""

    def __init__(self, hand: PokerStarsHand, reader: _Reader) -> None:
        self.hand = hand
        self.reader = reader
        n = reader.n
        self.ante_posted: list[Number] = [0] * n
        self.ante_all_in: list[bool] = [False] * n
        self.blinds: list[Number] = [0] * n
        self.dead: list[Number] = [0] * n
        self.dead_small = False
        self.button_blind = False  # 6+ Hold'em's: the button's one blind, no small blind missing
        self.small: int | None = None  # PHH index of the small blind
        self.big: int | None = None
        self.big_amount: Number = 0
        self.last: int | None = None  # the PHH player of the last blind or straddle, in turn order

    def phh(self, name: str) -> int:
        """The index of ``name`` in PHH's forced-bet arrays (heads-up they are the button's first)."""
        reader = self.reader
        return phh_index(reader.seat[name], reader.n, reader.button)

    def turn(self, name: str) -> int:
        """``name``'s place in turn from the button's left (0 first)."""
        reader = self.reader
        return (reader.seat[name] - reader.button - 1) % reader.n

    def nominal(self, record: Posted, header_amount: Number | None) -> Number:
        """A blind's full amount: what was posted, or the stakes' when it was posted all-in for less."""
        if record.all_in and header_amount is not None:
            return max(record.amount, header_amount)
        return record.amount

    def add(self, record: Posted) -> None:
        header, index = self.hand.header, self.phh(record.player)
        limit = _limit(self.hand)
        if record.kind == "ante":
            self.ante_posted[index] += record.amount
            self.ante_all_in[index] = record.all_in
        elif record.kind == "small blind" and self.small is None and self.big is None:
            self.small = index
            self.blinds[index] = self.nominal(record, None if limit else header.small)
            self.last = self.turn(record.player)
        elif record.kind in ("big blind", "button blind") and self.big is None:
            self.button_blind = record.kind == "button blind"
            self.big = index
            self.big_amount = self.nominal(record, header.small if limit else header.big)
            self.blinds[index] = self.big_amount
            self.last = self.turn(record.player)
        elif record.kind in ("big blind", "straddle"):
            self.later_blind(record, index)
        elif record.kind == "small & big blinds":
            live = min(record.amount, self.big_amount or record.amount)
            self.blinds[index] = -live
            self.dead[index] = record.amount - live
        elif record.kind == "small blind" and record.player in self.reader.live_small:
            self.blinds[
                index
            ] = -record.amount  # a live blind out of position, as the player's call shows
        elif record.kind in ("small blind", "missed blind"):
            self.dead[index] += record.amount  # a missed small blind, posted dead
        else:
            raise self.reader.error(f"a {record.kind} is not a forced bet of {header.game_name}")

    def later_blind(self, record: Posted, index: int) -> None:
        """A straddle (larger, next in turn after the last blind) or a live blind out of position."""
        turn = self.turn(record.player)
        if record.kind == "straddle" or (
            record.amount > self.big_amount and self.last is not None and turn == self.last + 1
        ):
            self.blinds[index] = record.amount
            self.last = turn
        elif record.amount <= self.big_amount:
            self.blinds[index] = -record.amount
        else:
            raise self.reader.error(
                f"{record.player} posts {record.amount}, more than the big blind, out of turn for a straddle"
            )

    def finish(self) -> None:
        """A big blind without a small blind (R-BLIND-7: PHH's ``_dead_small_blind``, so that a straddle after
        it is not read as the big blind); a big blind the file does not post because the ante put its player
        all-in: PHH's entry is the full blind (the player posts what is left, nothing), so that the others
        call the full blind (R-BLIND-3); so with a button blind (R-BLIND-9) whose button the ante put
        all-in."""
        header = self.hand.header
        if self.big is None and self.small is None and header.ante is not None:
            button = self.phh(self.reader.names[-1])  # the last in turn from the button's left
            if self.ante_all_in[button] and header.big is not None:
                self.button_blind = True
                self.big, self.big_amount, self.blinds[button] = button, header.big, header.big
        elif self.big is None and self.small is None:
            self.small_blind_all_in_by_the_ante()
        self.dead_small = self.small is None and self.big is not None and not self.button_blind
        if self.big is not None or self.small is None:
            return
        nominal = header.small if _limit(self.hand) else header.big
        reader = self.reader
        after = reader.names[(self.order_of(self.small) + 1) % reader.n]
        index = self.phh(after)
        if self.ante_all_in[index] and nominal is not None:
            self.big, self.big_amount, self.blinds[index] = index, nominal, nominal

    def small_blind_all_in_by_the_ante(self) -> None:
        """No blind posted and the small blind's player (the button's left; heads-up the button) all-in by
        the ante: the small blind is that player's, posting nothing, so that :meth:`finish` finds the big
        blind after it (its player all-in by the ante too, or the file would post it)."""
        reader = self.reader
        index = self.phh(reader.names[-1 if reader.n == 2 else 0])
        if self.ante_all_in[index]:
            self.small = index
            self.blinds[index] = 0 if _limit(self.hand) else self.hand.header.small or 0

    def order_of(self, index: int) -> int:
        """The place in turn of the player at PHH forced-bet index ``index`` (heads-up the arrays are reversed)."""
        return 1 - index if self.reader.n == 2 else index

    def antes(self) -> list[Number]:
        """The antes: one posted all-in for less counts as the others' (the stack caps it)."""
        full = max(self.ante_posted, default=0)
        return [
            full if all_in and 0 < posted < full else posted
            for posted, all_in in zip(self.ante_posted, self.ante_all_in)
        ]


def stated_result(hand: PokerStarsHand) -> StatedResult | None:
    """What the file says each player put in and ended with; None when it states no result (the file stops
    before the summary, or the hand was cancelled).

    Raises as :func:`to_history` does for a hand it cannot read.
    """
    if hand.summary is None or Note("Hand cancelled") in hand.records:
        return None
    reader, players = _read(hand)
    summary = hand.summary
    names = reader.names
    won = {seat.name: sum(seat.won, 0) for seat in summary.seats}
    collected = dict(reader.collected)
    for (
        name
    ) in names:  # a summary's won (...) where no line says collected: the pot not awarded, exports
        if not any(isinstance(r, Collected) and r.player == name for r in hand.records):
            collected[name] = won.get(name, 0)
    rake = summary.rake or 0
    fees = sum((amount for _, amount in summary.fees), 0)
    added = _added(hand)
    returned, notes = _returns(reader, collected, rake + fees - added)
    collectors = [
        name
        for name in names
        if any(isinstance(r, Collected) and r.player == name for r in hand.records)
    ]
    by_lines = sum((reader.collected[name] for name in collectors), 0)
    by_summary = sum((won.get(name, 0) for name in collectors), 0)
    if by_summary and by_lines != by_summary:
        notes.append(
            f"its lines collect {by_lines} from the pots, its summary says {by_summary} was won"
        )
    total = summary.total_pot
    pot = sum(reader.contributed.values(), 0) - _excess(reader.live)[1] + added
    if total is not None and total not in (pot, pot - rake - fees):
        notes.append(f"the summary's total pot {total} is not the {pot} its lines put in")
    return StatedResult(
        tuple(names),
        tuple(players[seat].stack for seat in reader.order),
        tuple(reader.contributed[n] for n in names),
        tuple(returned[n] for n in names),
        tuple(collected[n] for n in names),
        tuple(reader.cashed_out[n] for n in names),
        rake,
        fees,
        added,
        total,
        tuple(notes),
        tuple(reader.paid_outside[n] for n in names),
        tuple(reader.outside),
    )


def _added(hand: PokerStarsHand) -> Number:
    """The site's money in the pot: the summary's STP, else the lines' (GGPoker's cash drop is in no
    summary)."""
    summary = hand.summary
    if summary is not None and summary.added:
        return summary.added
    return sum((r.amount for r in hand.records if isinstance(r, Added)), 0)


def _excess(put: dict[str, Number]) -> tuple[str, Number]:
    """The player who bet the most (``put``: the live bets, without antes and dead blinds, which match no
    bet), and what of it no one else matched (the uncalled bet)."""
    ranked = sorted(put, key=lambda name: put[name], reverse=True)
    top = ranked[0]
    return top, put[top] - (put[ranked[1]] if len(ranked) > 1 else 0)


def _returns(
    reader: _Reader, collected: dict[str, Number], taken: Number
) -> tuple[dict[str, Number], list[str]]:
    """The uncalled bets returned, and notes where the file's ``Uncalled bet`` lines disagree with its bets."""
    put = reader.contributed
    top, excess = _excess(reader.live)
    notes: list[str] = []
    if reader.explicit_returns:
        returned = dict(reader.returned)
        for name, amount in returned.items():
            if amount and (name != top or amount != excess):
                notes.append(
                    f"the file returns {amount} to {name} as an uncalled bet; its bets leave "
                    + (f"{excess} of {top}'s uncalled" if excess else "no bet uncalled")
                )
        return returned, notes
    returned = dict.fromkeys(put, 0)
    if excess and sum(collected.values(), 0) + taken != sum(put.values(), 0):
        returned[top] = excess  # no "Uncalled bet" line: the collections leave it out
    return returned, notes
