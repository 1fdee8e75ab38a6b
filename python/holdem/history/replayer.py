"""Replaying a PHH history through the engine: every action checked as in live play."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ..core import Card, parse_cards
from ..engine import Hand, ReplaySetup, apply_record, board_plays_alone
from ..errors import (
    HistoryError,
    HoldemError,
    IllegalActionError,
    InvalidArgumentError,
    ReplayError,
)
from ..game import PROFILES, BoardDeal, Discard, HoleDeal, Kill, Phase
from .amounts import UNKNOWN, Number, _action_amount, _check_scale, _in_units, _scaler, _shown
from .encode import LONE_FOLD
from .model import HandHistory, words
from .variants import game_of, player_seats, positions_of

__all__ = [
    "ShowdownDecisions",
    "finishing_amounts",
    "net_winnings",
    "replay",
    "replay_scale",
    "where_it_stops",
]

# a player: p1, p2, ... (ASCII digits, no leading zero; at most 6 of them: int() refuses over 4,300,
# and no hand has a million players)
_PLAYER_TEXT = re.compile(r"p([1-9][0-9]{0,5})", re.ASCII)


def _hole_cards(text: str) -> tuple[Card, ...] | None:
    """``"AsKd"`` -> cards; ``"????"``, ``"??"`` or ``"??"`` per card (pokerkit's) -> None: the whole hand unknown.

    Logs that deal one card per pass (R-DEAL-2's second form) must give both passes' cards known, or
    deal the hand unknown once: the engine keeps a hand either known or unknown, not half of each.
    """
    if text and len(text) % 2 == 0 and text.count("?") == len(text):
        return None
    if "?" in text:
        raise HistoryError(
            f"cards {_shown(text)} are partly unknown; allowed: known cards such as AsKd, "
            "or ???? for a hand of unknown cards"
        )
    # the hand refuses the joker unless its deck holds it
    return tuple(parse_cards(text, joker=True))


def _player(word: str, seats: list[int]) -> int:
    """The hand's seat of player ``word`` (p1 ...)."""
    match = _PLAYER_TEXT.fullmatch(word)
    if match and int(match[1]) <= len(seats):
        return seats[int(match[1]) - 1]
    raise HistoryError(f"{_shown(word)} is not a player; players are p1 to p{len(seats)}")


class ShowdownDecisions:
    """Show and muck decisions from a record, handed to the engine when and in the order it asks.

    A history records shows where they happened at the table: when the
    betting ended with players all-in, before the rest of the board
    (R-SHOW-3), or at the showdown in the order the log kept. The engine turns
    the known hands of an all-in runout face up itself (and a hand dealt
    unknown when its cards are given then) and asks for the other decisions at
    the showdown in the order of R-SHOW-1, so a decision waits here until the
    engine asks that seat.

    ``decide(seat, cards)`` shows, ``decide(seat, None)`` mucks, and
    ``decide(seat, None, unknown=True)`` is a show whose cards the log did not
    record (``????``). Under the rule book (``unknown_show="muck"``) online
    logs write ``????`` on every street of a runout and the cards at the end:
    a later show with the cards replaces it, and if none comes it counts as a
    muck, since only hands shown in full can win (R-SHOW-2). Under
    ``unknown_show="board"`` (pokerkit's reading) it is a show of unknown
    cards: the hand stays in the pot and plays the board alone, a hand dealt
    known too (pokerkit drops its cards). Recorded at the showdown it is that
    seat's decision, made as soon as the engine asks the seat (a show of the
    cards recorded before then replaces it); recorded in an all-in runout it
    turns a hand the engine turned face up down again until a show of its
    cards (pokerkit keeps it face down), and a hand still face down waits for
    the showdown. In a game whose board makes no five-card hand the rule
    book's reading applies. Repeating a show already made, or showing the
    cards the engine already turned face up, is a no-op.
    """

    __slots__ = ("hand", "waiting", "board_plays")

    _UNKNOWN: Any = object()  # a show of cards the log did not record, waiting for the cards
    _UNKNOWN_SHOWN: Any = (
        object()
    )  # a ???? at the showdown under unknown_show="board": shown when asked
    _UNRECORDED: Any = object()  # no decision in the record

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.waiting: dict[
            int, Any
        ] = {}  # seat -> cards to show, None to muck, _UNKNOWN or _UNKNOWN_SHOWN
        game = (
            hand.game
        )  # a show of unknown cards stays in the pot (plays the board) under this table's reading
        self.board_plays = hand.config.unknown_show == "board" and board_plays_alone(
            game.value, game.board_cards
        )

    def decide(self, seat: int, cards: Sequence[Card] | None, *, unknown: bool = False) -> None:
        hand = self.hand
        if not 0 <= seat < hand.n_seats:
            raise HistoryError(f"seat {seat} is not at this table")
        if hand.folded[seat]:
            raise HistoryError(f"seat {seat} has folded and has no hand to show or muck")
        decision = self._UNKNOWN if unknown else (tuple(cards) if cards is not None else None)
        decided = _engine_decisions(hand)
        runout = hand.next_to_show is None and not hand.is_complete
        if decision is self._UNKNOWN and runout and decided.get(seat) and self.board_plays:
            hand.show(
                seat, "????"
            )  # pokerkit keeps a hand shown ???? before the river face down: the board plays
            return
        if seat in decided:
            done = decided[seat]
            if (
                decision is self._UNKNOWN
                or decision == done
                or (decision is not None and done is not None and set(decision) == set(done))
            ):
                return  # said again
            if done is None:
                raise HistoryError(f"seat {seat} has already mucked")
            if decision is None:
                return  # a muck of a hand already face up (R-SHOW-3, pokerkit records one) changes nothing
            raise HistoryError(
                f"seat {seat} shows different cards from those it showed or was dealt"
            )
        if decision is not None and decision is not self._UNKNOWN and runout:
            # during an all-in runout the engine turns a hand dealt unknown up when given its cards
            try:
                hand.show(seat, decision)
                self.waiting.pop(seat, None)
                return
            except IllegalActionError:
                pass  # not a runout: the decision waits for the showdown
        before = self.waiting.get(seat, self._UNKNOWN)
        if decision is self._UNKNOWN:
            if self.board_plays and not runout and before is self._UNKNOWN:
                self.waiting[seat] = (
                    self._UNKNOWN_SHOWN
                )  # the seat's decision at the showdown (pokerkit's)
            else:
                self.waiting.setdefault(seat, self._UNKNOWN)
        elif before is self._UNKNOWN or before is self._UNKNOWN_SHOWN or before == decision:
            self.waiting[seat] = decision
        else:
            raise HistoryError(f"seat {seat} has already {'mucked' if before is None else 'shown'}")
        self.apply()

    def apply(self) -> None:
        """Hand the engine every waiting decision it asks for now (unknown shows in a runout wait for the cards)."""
        hand, waiting = self.hand, self.waiting
        while (seat := hand.next_to_show) is not None and waiting.get(
            seat, self._UNKNOWN
        ) is not self._UNKNOWN:
            cards = waiting.pop(seat)
            if cards is None:
                hand.muck(seat)
            else:
                hand.show(seat, "????" if cards is self._UNKNOWN_SHOWN else cards)

    def settle(self) -> None:
        """At the end of a record that stops at the showdown: the decisions it left out.

        Under the rule book (``unknown_show="muck"``) a hand the engine knows
        is shown (showing a hand that cannot win changes nothing); an unknown
        one, or one the record showed as ``????``, is mucked: it cannot win
        (R-SHOW-2). An unknown hand that may not be mucked (the last in a pot:
        a seat's own history, which never saw it) stops the settling there:
        the hand is left at the showdown, waiting for that seat.

        Under ``unknown_show="board"`` (pokerkit's reading) a ``????`` show,
        and a hand the record leaves undecided, known or not, is a show of
        unknown cards that plays the board: pokerkit completes a record that
        stops at the showdown by showing no cards (``state_actions``,
        notation.py l. 890: ``show_or_muck_hole_cards(())``), and only face-up
        cards count when it pushes the chips. In a game whose board makes no
        five-card hand the rule book's settling applies. An error from a
        recorded decision (a muck R-SHOW-2 refuses) is raised as the engine
        raises it.
        """
        hand = self.hand
        while (seat := hand.next_to_show) is not None:
            decision = self.waiting.pop(seat, self._UNRECORDED)
            if decision is not self._UNKNOWN and decision is not self._UNRECORDED:
                self.waiting[seat] = decision
                self.apply()
            elif self.board_plays:
                hand.show(seat, "????")  # in the pot, playing the board
            elif hand.hole_cards_of(seat) is None:
                try:
                    hand.muck(seat)
                except IllegalActionError:
                    return  # the record's knowledge ends here: only that seat's cards can settle it
            else:
                hand.show(seat)
        # Decisions still waiting were never asked for: every other hand was mucked first, so the
        # engine gave the pot without a show (R-SHOW-5). Showing it anyway changes nothing.
        self.waiting.clear()


def _engine_decisions(hand: Hand) -> dict[int, tuple[Card, ...] | None]:
    """Seat -> shown cards, or None for a muck, as the engine recorded them."""
    # the engine's own record of shows and mucks (no scan of the event log for every show line)
    out: dict[int, tuple[Card, ...] | None] = dict.fromkeys(hand.mucked)
    out.update(hand.shown)
    return out


class _PlayerAction(NamedTuple):
    """A PHH betting action as :meth:`Hand.act` reads it: the player's seat, the code (``fold``, ``cc``
    or ``cbr``) and the street total ``cbr`` names."""

    seat: int
    kind: str
    amount: int | None = None


class _Replayer:
    """Reads PHH actions as the engine's records and applies them to a manual-dealing Hand, one at a time."""

    __slots__ = ("hand", "scale", "seats", "showdown")

    def __init__(self, hand: Hand, scale: int, seats: list[int]) -> None:
        self.hand = hand
        self.scale = scale
        self.seats = seats  # the hand's seat of each PHH player
        self.showdown = ShowdownDecisions(hand)

    def apply(self, text: str) -> None:
        record = self.record(text)
        if record is not None:
            apply_record(self.hand, record)
        self.showdown.apply()

    def record(self, text: str) -> object | None:
        """The record an action stands for, read as the hand is now; None for a comment, a check that
        changes nothing, or a show or muck (a decision the engine asks for in its turn: ``showdown``)."""
        parts = words(text)
        if not parts:
            return None  # a comment or an empty line
        if parts[0] == "d":
            handler = DEALER_ACTIONS.get(parts[1]) if len(parts) > 1 else None
            if handler is None:
                raise HistoryError("not a dealer action; allowed: " + ", ".join(DEALER_FORMS))
            return handler(self, parts[2:])
        seat = _player(parts[0], self.seats)
        if parts[1:] == ["f"] and (reason := _killed(text)) is not None:
            return Kill(seat, reason)
        player_handler = PLAYER_ACTIONS.get(parts[1]) if len(parts) > 1 else None
        if player_handler is None:
            raise HistoryError(
                "not a hold'em action; allowed: " + ", ".join(PLAYER_FORMS + DEALER_FORMS)
            )
        return player_handler(self, seat, parts[2:])

    def chips(self, amount: str) -> int:
        return _scaler(self.scale)(_action_amount(amount), "amount")


# ---- each action code: the record it stands for -------------------------------------------------
# A new kind of record (a draw, table metadata, a misdeal) plugs in here: the replay loop stays as it is.

#: The reason of a PHH ``kill`` (the file names none): :meth:`Hand.kill`'s own.
_DEAD_HAND = "dead hand"


def _killed(text: str) -> str | None:
    """The reason of a dead hand written as a fold (``pN f # kill: REASON``, as :func:`to_phh` writes a
    kill), or None for a fold."""
    kind, colon, reason = text.partition("#")[2].strip().partition(":")
    return (reason.strip() or _DEAD_HAND) if kind == "kill" and colon else None


def _wrong_form(form: str) -> HistoryError:
    return HistoryError(f"the form of this action is {form!r}")


def _deal_hole(replayer: _Replayer, args: list[str]) -> HoleDeal:
    if len(args) != 2:
        raise _wrong_form("d dh pN CARDS")
    return HoleDeal(_player(args[0], replayer.seats), _hole_cards(args[1]))


def _deal_board(replayer: _Replayer, args: list[str]) -> BoardDeal:
    if len(args) != 1:
        raise _wrong_form("d db CARDS")
    cards = tuple(parse_cards(args[0], joker=True))
    return BoardDeal(replayer.hand.street, cards, None)  # the street a deal due opens


def _fold(replayer: _Replayer, seat: int, args: list[str]) -> _PlayerAction | Kill:
    if args:
        raise _wrong_form("pN f")
    hand = replayer.hand
    if hand.actor is None and _lone_player(hand, seat):
        return _lone_fold(hand, seat)
    return _PlayerAction(seat, "fold")


def _lone_fold(hand: Hand, seat: int) -> Kill:
    """A fold by the one player left able to act, with nothing to call (R-BET-15's spot).

    pokerkit 0.7.7 still asks that player (``_begin_betting`` ends the round only when one
    player is left to act at its start) and lets it fold when a check is free (``verify_folding``
    only warns, l. 4357): the hand is mucked (``fold`` l. 4439) and its chips stay in, its bet
    above the others' of this round returned (``collect_bets``, the cutoff of l. 3257). The
    rule book never asks that player, so only the pokerkit profile replays it: as a dead hand.
    """
    if hand.config.rules != "pokerkit":
        raise IllegalActionError(
            "no one acts now: every other player still in is all-in and nothing is to call, so this "
            "player is not asked (R-BET-15, R-BET-14); a fold here replays only under the pokerkit "
            'profile (rules="pokerkit", R-PROF-1)'
        )
    return Kill(seat, LONE_FOLD)


def _check_or_call(replayer: _Replayer, seat: int, args: list[str]) -> _PlayerAction | None:
    if args:
        raise _wrong_form("pN cc")
    hand = replayer.hand
    if hand.actor is None and _lone_player(hand, seat):
        return None  # R-BET-15: a check by the one player left able to act, with nothing to call: it changes nothing
    return _PlayerAction(seat, "cc")


def _lone_player(hand: Hand, seat: int) -> bool:
    """Whether ``seat`` is still in with chips while every other seat still in is all-in (R-BET-15): also once
    the hand is over, as it is at once when that comes on the last round (R-SHOW-3 turns the hands up)."""
    folded = hand.folded
    behind = [
        start - put_in for start, put_in in zip(hand.starting_stacks, hand.contributions)
    ]  # before the award
    others = [s for s in range(hand.n_seats) if s != seat and not folded[s]]
    return (
        not folded[seat]
        and behind[seat] > 0
        and bool(others)
        and not any(behind[s] for s in others)
    )


def _bet_or_raise(replayer: _Replayer, seat: int, args: list[str]) -> _PlayerAction:
    if len(args) != 1:
        raise _wrong_form("pN cbr AMOUNT")
    return _PlayerAction(seat, "cbr", replayer.chips(args[0]))


def _stand_pat_or_discard(replayer: _Replayer, seat: int, args: list[str]) -> Discard:
    if not args:
        return Discard(seat, 0, ())
    if len(args) != 1:
        raise _wrong_form("pN sd [CARDS]")
    text = args[0]
    if set(text) == {"?"}:  # discards no one saw: how many
        return Discard(seat, len(text) // 2, None)
    cards = tuple(parse_cards(text, joker=True))
    return Discard(seat, len(cards), cards)


def _kill(replayer: _Replayer, seat: int, args: list[str]) -> Kill:
    if args:
        raise _wrong_form("pN kill")
    return Kill(seat, _DEAD_HAND)


def _show_or_muck(replayer: _Replayer, seat: int, args: list[str]) -> None:
    if not args:
        replayer.showdown.decide(seat, None)
    elif args == ["-"]:  # pokerkit before 0.4.12: show the cards dealt
        dealt = replayer.hand.hole_cards_of(seat)
        if dealt is None:
            raise HistoryError(
                "'sm -' shows the cards dealt, but this player's were dealt unknown; "
                "write the cards shown (pN sm AsKd), ???? for a show not recorded, "
                "or pN sm for a muck"
            )
        replayer.showdown.decide(seat, dealt)
    elif len(args) == 1:
        shown = _hole_cards(args[0])
        replayer.showdown.decide(seat, shown, unknown=shown is None)
    else:
        raise _wrong_form("pN sm [CARDS|-]")


#: ``d CODE ...`` -> handler(replayer, words after the code): the record
DEALER_ACTIONS: dict[str, Callable[[_Replayer, list[str]], object]] = {
    "dh": _deal_hole,
    "db": _deal_board,
}
DEALER_FORMS = ["'d dh pN CARDS'", "'d db CARDS'"]
#: ``pN CODE ...`` -> handler(replayer, seat, words after the code): the record, or None
PLAYER_ACTIONS: dict[str, Callable[[_Replayer, int, list[str]], object]] = {
    "f": _fold,
    "cc": _check_or_call,
    "cbr": _bet_or_raise,
    "sm": _show_or_muck,
    "kill": _kill,
    "sd": _stand_pat_or_discard,
}
PLAYER_FORMS = [
    "'pN f'",
    "'pN cc'",
    "'pN cbr AMOUNT'",
    "'pN sm [CARDS|-]'",
    "'pN kill'",
    "'pN sd [CARDS]'",
]


def replay(
    history: HandHistory, *, scale: int | None = None, settle: bool = True, rules: str | None = None
) -> Hand:
    """Run a history through the engine and return the hand as its actions leave it.

    The hand's seats are the table's: with PHH's ``seats`` field the players sit
    in their table seats' order (the button where the file puts it), else in
    PHH order with the button last. ``rules`` names the profile whose readings
    apply where the file records none ("rule_book", the default, or
    "pokerkit": R-PROF-1).

    Every action goes through the same checks as live play, so a file with an
    illegal action raises :class:`ReplayError` naming the action's index, its
    text and the engine's reason (which names the rule). Amounts are multiplied
    by ``scale`` (default :meth:`HandHistory.chip_scale`). A history that stops
    mid-hand gives a running hand. One that stops at the showdown is settled
    (``settle``, the default): the seats it did not record show a known hand
    and muck an unknown one; a seat's own history stops where that seat's
    knowledge does (an unknown hand that must be shown: the hand waits at the
    showdown, ``next_to_show`` that seat). A seat's own history (``_view``, as
    ``to_phh(hand, seat=k)`` writes it) is never settled: the decisions it does
    not record are not that seat's to know, so a hand paused at the showdown
    replays to the same pause (:func:`where_it_stops` says where), never to a
    pot awarded by decisions nobody made.

    R-BET-15: the one player left with chips, nothing to call, is not asked to act; a
    check recorded there changes nothing, and a fold recorded there (pokerkit asks that
    player and lets it fold) replays only under the pokerkit profile, as a dead hand
    (:meth:`Hand.kill`: its chips stay in).
    """
    if not isinstance(history, HandHistory):
        raise InvalidArgumentError(
            f"replay takes a HandHistory (see read_phh), not {_shown(history)}"
        )
    # Fields may have been changed since the history was made: a copy runs every field check again.
    history = dataclasses.replace(history)
    scale = replay_scale(history, rules) if scale is None else _check_scale(scale)
    config = history.table_config(scale, rules)
    seats = player_seats(history)
    stacks = [0] * len(seats)
    for seat, chips in zip(seats, history.starting_chips(scale)):
        stacks[seat] = chips
    players = {seat: k for k, seat in enumerate(seats)}
    try:
        positions = positions_of(history, config, scale)
        # the award waits for the last record: a hand killed while its award waited (R-MIS-6) replays
        setup = ReplaySetup(
            config, tuple(stacks), seats[-1], positions, game=game_of(history), defer_award=True
        )
        hand = setup.new_hand()
    except HoldemError as exc:
        # the engine names its arguments: stacks are starting_stacks here, posts negative blinds_or_straddles
        reason = re.sub(r"\bstacks\[", "starting_stacks[", _players_named(str(exc), players))
        raise HistoryError(f"this hand's setup cannot start a hand: {reason}") from exc
    view = history.extra.get("_view")
    if view is not None:
        if not isinstance(view, str):
            raise HistoryError(
                f'_view names the player whose history this is ("p2"), not {_shown(view)}'
            )
        _player(view, seats)
    replayer = _Replayer(hand, scale, seats)
    for index, text in _in_deal_order(history.actions):
        try:
            replayer.apply(text)
        except HoldemError as exc:
            raise ReplayError(index, text, _players_named(str(exc), players)) from exc
    if settle and view is None:
        try:
            replayer.showdown.settle()
        except HoldemError as exc:
            raise ReplayError(
                len(history.actions), "(end of the actions)", _players_named(str(exc), players)
            ) from exc
    if hand.phase is Phase.AWARD:
        hand.award()
    return hand


def replay_scale(history: HandHistory, rules: str | None = None) -> int:
    """The chips per unit of the history's amounts that :func:`replay` plays it in by default.

    :meth:`HandHistory.chip_scale`, but under the ``pokerkit`` profile (the
    file's ``_rules``, else ``rules``) the chip is the unit of the amounts
    played, as pokerkit's: a pot of whole chips that the file's results split
    in halves (Pluribus's log does) leaves pokerkit an odd chip (R-POT-5).

    >>> from decimal import Decimal
    >>> h = HandHistory("NT", [0, 0], [1, 2], [100, 100], finishing_stacks=[Decimal("100.5"), Decimal("99.5")])
    >>> replay_scale(h), replay_scale(h, "pokerkit")
    (10, 1)
    """
    if rules is not None and rules not in PROFILES:
        raise InvalidArgumentError(
            f"rules must be one of {', '.join(map(repr, PROFILES))}, not {_shown(rules)}"
        )
    profile = history.extra.get("_rules", rules)
    return history.chip_scale(results=profile != "pokerkit")


def where_it_stops(hand: Hand, history: HandHistory) -> str | None:
    """Why a replayed hand is not over, in the file's names: None when it is.

    A history may stop anywhere: a log cut short, or a seat's own history of a
    hand still running (``to_phh(hand, seat=k)``), which stops where that
    seat's knowledge does.

    >>> from holdem import read_phh, replay
    >>> text = '''variant = "NT"
    ... antes = [0, 0]
    ... blinds_or_straddles = [1, 2]
    ... min_bet = 2
    ... starting_stacks = [100, 100]
    ... actions = ["d dh p1 ????", "d dh p2 AhAd"]
    ... '''
    >>> history = read_phh(text)
    >>> where_it_stops(replay(history), history)
    'the record stops with p2 (seat 1) to act'
    """
    if hand.is_complete:
        return None
    players = {seat: k for k, seat in enumerate(player_seats(history))}
    view = history.extra.get("_view")
    whose = f" ({view}'s own history)" if isinstance(view, str) else ""
    if (seat := hand.next_to_show) is not None:
        known = hand.hole_cards_of(seat) is not None
        reason = f"the record stops at the showdown{whose}: seat {seat} is to show or muck" + (
            "" if known else ", and the record does not know its cards"
        )
    elif (seat := hand.actor) is not None:
        reason = f"the record stops with seat {seat} to act{whose}"
    elif hand.next_deal is not None:
        reason = f"the record stops before the next deal{whose}"
    else:
        reason = f"the record stops before the pots are awarded{whose}"
    return _players_named(reason, players)


def _in_deal_order(actions: Sequence[str]) -> list[tuple[int, str]]:
    """(index, action) pairs, with the opening hole-card deals in the order R-DEAL-2 deals them.

    A log records who got which cards, not always in the order they were
    pitched; PHH numbers players in deal order (p1 left of the button, the big
    blind heads-up), so the opening run of ``d dh`` lines is sorted by pass
    and player (a log of single cards is two passes). Indices stay the
    file's, for error messages.

    >>> _in_deal_order(["d dh p2 ????", "d dh p1 ????", "p2 f"])
    [(1, 'd dh p1 ????'), (0, 'd dh p2 ????'), (2, 'p2 f')]
    >>> [i for i, _ in _in_deal_order(["d dh p2 Kd", "d dh p2 Kc", "d dh p1 Ah", "d dh p1 Ad"])]
    [2, 0, 3, 1]
    """
    pairs = list(enumerate(actions))
    opening = []  # (words, pair) of the opening deals and of the comment lines among them
    for pair in pairs:
        tokens = words(pair[1])
        if tokens and (tokens[:2] != ["d", "dh"] or len(tokens) != 4):
            break
        opening.append((tokens, pair))

    # Sort by (pass, player): a log of single cards is two passes around the table. Comments sort first.
    passes: dict[str, int] = {}
    keyed = []
    for tokens, pair in opening:
        if not tokens:
            keyed.append(((-1, 0), pair))
            continue
        match = _PLAYER_TEXT.fullmatch(tokens[2])
        player = int(match[1]) if match else 0  # a bad name is reported when the deal is replayed
        keyed.append(((passes.get(tokens[2], 0), player), pair))
        passes[tokens[2]] = passes.get(tokens[2], 0) + 1
    return [pair for _, pair in sorted(keyed, key=lambda k: k[0])] + pairs[len(opening) :]


def _players_named(message: str, players: dict[int, int] | None = None) -> str:
    """An engine message as the file names players (``players``: the hand's seat -> PHH player index,
    by default the same number).

    >>> _players_named("it is seat 2's turn, not seat 0's; seats (0, 1) are all-in")
    "it is p3's (seat 2) turn, not p1's (seat 0); p1, p2 (seats 0, 1) are all-in"
    """

    def name(seat: str) -> str:
        return f"p{(players or {}).get(int(seat), int(seat)) + 1}"

    message = re.sub(
        r"\bseats \((\d+(?:, \d+)*),?\)",
        lambda m: ", ".join(name(k) for k in m[1].split(", ")) + f" (seats {m[1]})",
        message,
    )
    return re.sub(
        r"\bseat (\d+)('s)?(?![\d)])", lambda m: f"{name(m[1])}{m[2] or ''} (seat {m[1]})", message
    )


def finishing_amounts(hand: Hand, scale: int, history: HandHistory | None = None) -> list[Number]:
    """The hand's stacks in the history's units (chips divided by ``scale``), in PHH order (the players
    from the button's left, as ``finishing_stacks``).

    Given the ``history`` replayed, a player whose starting stack it does not know (``inf``) finishes
    unknown too: ``UNKNOWN`` (``Decimal("Infinity")``, written ``inf``), never the replay's stand-in
    stack (:meth:`HandHistory.unbounded_chips`). Compare such a hand by :func:`net_winnings`.
    """
    scale = _check_scale(scale)
    n, button = hand.n_seats, hand.button
    unknown = set(history.unknown_stacks()) if history is not None else set()
    return [
        UNKNOWN
        if k in unknown
        else _in_units(int(hand.stacks[(button + 1 + k) % n]), scale, "a stack")
        for k in range(n)
    ]


def net_winnings(hand: Hand, scale: int) -> list[Number]:
    """What each player won (positive) or lost (negative) in the hand, in the history's units and PHH
    order: the finishing stack less the starting stack. Known whether or not the stacks are (``inf``).

    >>> import holdem
    >>> text = '''variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [inf, inf, 50]
    ... actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr 6", "p1 f", "p2 f"]
    ... '''
    >>> net_winnings(holdem.replay(holdem.read_phh(text)), 1)
    [-1, -2, 3]
    """
    scale = _check_scale(scale)
    n, button = hand.n_seats, hand.button
    seats = [(button + 1 + k) % n for k in range(n)]
    return [
        _in_units(int(hand.stacks[s]) - int(hand.starting_stacks[s]), scale, "a net amount")
        for s in seats
    ]
