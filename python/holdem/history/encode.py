"""Writing a hand as PHH: the setup fields from its config and positions, each record as an action."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import cast

from .._checks import whole_number
from ..engine import Hand, kills_in_turn
from ..errors import HistoryError, InvalidArgumentError
from ..game import (
    PROFILES,
    Action,
    ActionKind,
    BettingStructure,
    BoardDeal,
    Discard,
    Event,
    HoleDeal,
    Kill,
    Muck,
    Show,
    TableConfig,
)
from .amounts import Number, _check_scale, _in_units, _shown
from .fields import _TABLE_OPTIONS
from .model import HandHistory
from .variants import phh_index, variant_of

#: The reason of the dead hand a replay makes of pokerkit's fold with nothing to call (R-BET-15's spot).
LONE_FOLD = "folded with nothing to call (pokerkit)"

__all__ = ["history_of", "to_phh"]

_TABLE_DEFAULTS = {f.name: f.default for f in dataclasses.fields(TableConfig)}


def _amount_text(chips: int, scale: int) -> str:
    return str(_in_units(chips, scale, "a bet"))


def history_of(
    hand: Hand, seat: int | None = None, *, scale: int = 1, players: Sequence[str] | None = None
) -> HandHistory:
    """The :class:`HandHistory` of a finished or running hand.

    With ``seat`` it holds only what that seat may know: other seats' hole cards
    are ``????`` unless shown (``R-SHOW-*``). Without it, it is the table's full log.
    Amounts are written in chips divided by ``scale`` (the inverse of replaying
    with that scale): a whole number of at least 1 that turns every amount
    into an exact decimal (a power of ten always does; 3 does not divide 1000
    chips), else :class:`InvalidArgumentError`. ``players`` are the names by
    seat. Players are written in PHH order, small blind first and button last.
    A seat's history records whose it is (the user-defined ``_view = "pN"``), so
    that a replay stops where that seat's knowledge does. Table options the
    standard has no field for are written as user-defined keys
    (``_max_raises_per_round``, ``_cumulative_short_all_ins``, the profile
    ``_rules`` and each reading, ``_raise_measured_from`` ...) when they are not
    the rule book's, so that the history replays under the same rules.
    """
    scale, seat = _checked(hand, seat, scale)
    n, button, config = hand.n_seats, hand.button, hand.config
    # PHH player k is the k-th seat left of the button; heads-up that puts the big blind first.
    order = [(button + 1 + k) % n for k in range(n)]
    player = {s: f"p{k + 1}" for k, s in enumerate(order)}

    def amount(chips: int) -> Number:
        return _in_units(chips, scale, "an amount")

    antes, blinds, dead = _forced_bets(hand, amount)
    # a dead hand is written as a fold in its turn
    actions = _actions(kills_in_turn(hand), player, seat, scale)
    code, game_keys = cast("tuple[str, dict[str, object]]", variant_of(hand.game, config.betting))
    history = HandHistory(
        variant=code,
        antes=antes,
        blinds_or_straddles=blinds,
        starting_stacks=[amount(hand.starting_stacks[s]) for s in order],
        actions=actions,
        ante_trimming_status=config.ante_trimming,
    )
    _write_table(history, hand, amount, dead)
    history.extra.update(game_keys)  # _max_discards, _trips_beat_straight: the game with the code
    history.seats = [
        s + 1 for s in order
    ]  # the table's seat numbers (from 1): a replay seats players there
    if seat is not None:
        # whose knowledge this is: a replay makes no decision it lacks
        history.extra["_view"] = player[seat]
    if players is not None:
        history.players = _names(players, order)
    if hand.is_complete:
        history.finishing_stacks = [amount(hand.stacks[s]) for s in order]
    return history


def _checked(hand: Hand, seat: int | None, scale: int) -> tuple[int, int | None]:
    """``scale`` and ``seat`` checked, for a hand PHH has a variant for."""
    if not isinstance(hand, Hand):
        raise InvalidArgumentError(f"a history is written from a holdem.Hand, not {_shown(hand)}")
    scale = _check_scale(scale)
    # PHH has a variant code only for the games it names
    if variant_of(hand.game, hand.config.betting) is None:
        raise HistoryError(
            f"PHH has no variant for {hand.game.name} with {hand.config.betting.value} betting: a history is "
            "written for the games of holdem.history.variants.GAMES (hold'em, Omaha, short deck, five-card "
            "draw: NT, PO, NS, ND, ...)"
        )
    if seat is not None:
        seat = whole_number(
            seat,
            "seat (None for the table's log)",
            low=0,
            high=hand.n_seats - 1,
            error=HistoryError,
        )
    return scale, seat


def _forced_bets(
    hand: Hand, amount: Callable[[int], Number]
) -> tuple[list[Number], list[Number], list[Number]]:
    """PHH's per-player antes, blinds and straddles, and dead blinds, from the hand's positions one to one
    (see :mod:`holdem.history.variants`); a live blind posted out of position is negative."""
    n, button, positions = hand.n_seats, hand.button, hand.positions
    antes: list[Number] = [0] * n
    blinds: list[Number] = [0] * n
    dead: list[Number] = [0] * n
    for s, ante in enumerate(positions.antes):
        antes[phh_index(s, n, button)] = amount(ante)
    for blind in positions.blinds:
        blinds[phh_index(blind.seat, n, button)] = (
            -amount(blind.amount) if blind.kind == "post" else amount(blind.amount)
        )
    for blind in positions.dead:
        dead[phh_index(blind.seat, n, button)] = amount(blind.amount)
    return antes, blinds, dead


def _actions(
    events: Sequence[Event], player: dict[int, str], seat: int | None, scale: int
) -> list[str]:
    """Each record as a PHH action (:data:`_ENCODERS`), in an order pokerkit reads, without the shows and
    mucks a later show takes back."""
    actions: list[str] = []
    hidden: set[int] = set()  # seats whose hole cards were written as one "????" line
    events = _lone_folds_first(events)
    unread = _shows_turned_back(events) | _mucks_turned_up(events)
    for index, event in enumerate(events):
        if index in unread:
            continue
        encode = _ENCODERS.get(type(event))
        if encode is not None:
            line = encode(event, player, seat, hidden, scale)
            if line is not None:
                actions.append(line)
    return actions


def _write_table(
    history: HandHistory, hand: Hand, amount: Callable[[int], Number], dead: list[Number]
) -> None:
    """The table's fields beside the game's: the bet sizes, the table options that are not the rule
    book's (user-defined keys), the dead blinds and the seat count."""
    config = hand.config
    fixed_limit = config.betting is BettingStructure.FIXED_LIMIT
    # the bet sizes the structure uses, and the others only when they are not what TableConfig derives
    if (
        fixed_limit
        or config.small_bet != config.big_blind
        or config.big_bet != 2 * config.small_bet
    ):
        history.small_bet, history.big_bet = amount(config.small_bet), amount(config.big_bet)
    if not fixed_limit or config.min_bet != config.big_blind:
        history.min_bet = amount(config.min_bet)
    for key in _TABLE_OPTIONS:
        value = getattr(config, key[1:])
        # a reading is written when it is not the rule book's (a field's default is None: "from the profile")
        if value != PROFILES["rule_book"].get(key[1:], _TABLE_DEFAULTS[key[1:]]):
            history.extra[key] = value
    if any(dead):
        history.extra["_dead_blinds"] = dead
    positions = hand.positions
    if (
        positions.small_blind_seat is None
        and positions.big_blind_seat is not None
        and config.straddles
    ):
        # else the big blind and a straddle read as the two blinds
        history.extra["_dead_small_blind"] = True
    if config.seats_max != _TABLE_DEFAULTS["seats_max"]:
        history.seat_count = config.seats_max


def _names(players: Sequence[str], order: list[int]) -> list[str]:
    """The players' names (by seat) in PHH order, checked: one per seat."""
    if isinstance(players, str) or not isinstance(players, Sequence):
        raise InvalidArgumentError(
            f"players must be a sequence of names, one per seat, not {_shown(players)}"
        )
    if len(players) != len(order):
        raise HistoryError(f"players has {len(players)} names for {len(order)} seats")
    return [str(players[s]) for s in order]


def to_phh(
    hand: Hand, seat: int | None = None, *, scale: int = 1, players: Sequence[str] | None = None
) -> str:
    """A hand, finished or running, as the text of a ``.phh`` file (see :func:`history_of`, also for ``scale``).

    ``to_phh(hand)`` is the table's full log (every hole card dealt);
    ``to_phh(hand, seat=2)`` is what seat 2 may know (others' cards as ``????``
    unless shown). Replaying the text gives the same stacks.
    """
    return history_of(hand, seat, scale=scale, players=players).to_toml()


def _lone_folds_first(events: Sequence[Event]) -> Sequence[Event]:
    """The events with each pokerkit fold with nothing to call (a ``LONE_FOLD`` Kill) moved before the
    all-in turn-ups (R-SHOW-3) that came just before it: pokerkit asks for that fold before any show, and
    reads no show of a hand it is about to fold (the folder's own turn-up is left out)."""
    if not any(isinstance(e, Kill) and e.reason == LONE_FOLD for e in events):
        return events
    out: list[Event] = []
    for event in events:
        if isinstance(event, Kill) and event.reason == LONE_FOLD:
            held: list[Show] = []
            while out and isinstance(out[-1], Show):
                held.append(out.pop())  # type: ignore[arg-type]  # a Show, just checked
            out.append(event)
            out.extend(show for show in reversed(held) if show.seat != event.seat)
        else:
            out.append(event)
    return out


def _shows_turned_back(events: Sequence[Event]) -> set[int]:
    """The indexes of the shows a later show of the same seat takes back, for a seat shown ``????``
    (``unknown_show="board"``): one followed by another on the same street (the later stands), and a
    show of cards followed by a ``????``, which turns it down again (the engine's turn-up of R-SHOW-3,
    then an all-in player's ``????``). pokerkit 0.7.7 asks each player once a street of a runout and
    never again after a show of cards, so it cannot read them ("Unable to repair the hand history"),
    and a seat's history would show cards that pokerkit's reading never turned up."""
    unknown = {e.seat for e in events if isinstance(e, Show) and not e.cards}
    if not unknown:
        return set()
    back: set[int] = set()
    on_street: dict[int, int] = {}  # seat -> its last show on this street
    face_up: dict[int, int] = {}  # seat -> its show of cards that no ???? has turned down yet
    for index, event in enumerate(events):
        if isinstance(event, BoardDeal):
            on_street.clear()
        elif isinstance(event, Show) and event.seat in unknown:
            seat = event.seat
            if seat in on_street:
                back.add(on_street[seat])
            on_street[seat] = index
            if event.cards:
                face_up[seat] = index
            elif seat in face_up:
                back.add(face_up.pop(seat))
    return back


def _mucks_turned_up(events: Sequence[Event]) -> set[int]:
    """The indexes of the mucks a later show of the same seat takes back (the pot's winner asked to see the hand,
    which plays again, R-LIVE-5): written as that show alone, made at the seat's showdown turn on replay."""
    mucked: dict[int, int] = {}
    back: set[int] = set()
    for index, event in enumerate(events):
        if isinstance(event, Muck):
            mucked[event.seat] = index
        elif isinstance(event, Show) and event.seat in mucked:
            back.add(mucked.pop(event.seat))
    return back


# ---- each record as a PHH action (None: not written, as forced bets, which are setup fields) ----------
# A new record type plugs in here.


def _hole_deal(
    event: HoleDeal, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str | None:
    cards = event.cards
    if cards is not None and (seat is None or seat == event.seat):
        return f"d dh {player[event.seat]} " + "".join(map(str, cards))
    if event.seat in hidden:
        return None
    # all cards at once, even when the table dealt them one at a time: "????" deals a whole hand
    hidden.add(event.seat)
    return f"d dh {player[event.seat]} ????"


def _board_deal(
    event: BoardDeal, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str:
    return "d db " + "".join(map(str, event.cards))


def _show(
    event: Show, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str:
    # a show no one saw (unknown_show="board") is written as the logs write it: cards unknown
    return f"{player[event.seat]} sm " + ("".join(map(str, event.cards)) or "????")


def _muck(
    event: Muck, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str:
    return f"{player[event.seat]} sm"


def _kill(
    event: Kill, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str:
    if event.reason == LONE_FOLD:
        return f"{player[event.seat]} f"  # written back as pokerkit recorded it (a replay makes it this Kill again)
    # PHH has no action for a dead hand: pokerkit's fold, the kill in its comment (which holdem reads)
    return f"{player[event.seat]} f # kill: {' '.join(event.reason.split())}"


def _discard(
    event: Discard, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str:
    # pokerkit's "sd": stand pat, or the cards discarded; a seat's own history hides the others' (two ? a card)
    if not event.count:
        return f"{player[event.seat]} sd"
    shown = event.cards is not None and (seat is None or seat == event.seat)
    if not shown:
        hidden.discard(
            event.seat
        )  # its replacements are written as unknown cards ("d dh pN ????") again
    return f"{player[event.seat]} sd " + (
        "".join(map(str, event.cards or ())) if shown else "??" * event.count
    )


_CODES = {ActionKind.FOLD: "f", ActionKind.CHECK: "cc", ActionKind.CALL: "cc"}


def _action(
    event: Action, player: dict[int, str], seat: int | None, hidden: set[int], scale: int
) -> str:
    code = _CODES.get(event.kind)
    return (
        f"{player[event.seat]} {code}"
        if code
        else f"{player[event.seat]} cbr {_amount_text(event.amount, scale)}"
    )


_ENCODERS: dict[type, Callable[..., str | None]] = {
    HoleDeal: _hole_deal,
    BoardDeal: _board_deal,
    Show: _show,
    Muck: _muck,
    Kill: _kill,
    Action: _action,
    Discard: _discard,
}
