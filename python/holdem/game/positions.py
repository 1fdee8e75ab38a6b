"""Positions as data: where the button is and who posts what before the deal.

A :class:`Positions` lists the forced bets of one hand: the live blinds in
posting order (small blind, big blind, straddles, then live blinds posted out
of position), dead blinds (money for the pot that counts toward no bet,
R-BLIND-6) and each seat's ante. :class:`holdem.Hand` takes one (by default
:func:`standard_positions`, the rule book's positions for a table where every
seat is dealt in); a table that runs a dead button (R-BTN-3) or missed
blinds (R-BLIND-6) builds its own with :meth:`Positions.of`::

    >>> from holdem import TableConfig
    >>> config = TableConfig(small_blind=50, big_blind=100)
    >>> p = standard_positions(config, 4, button=3)
    >>> [(b.seat, b.kind, b.amount) for b in p.blinds], p.first_after, p.bet_to
    ([(0, 'small blind', 50), (1, 'big blind', 100)], 1, 100)
    >>> p = Positions.of(config, 4, button=3, small_blind_seat=None, big_blind_seat=1)  # dead small blind, R-BLIND-7
    >>> [(b.seat, b.kind) for b in p.blinds], p.first_after
    ([(1, 'big blind')], 1)

``first_after`` is the seat the first round's action starts after: the last
blind or straddle (R-BET-2, R-BLIND-7), the button when no blind is posted.
``bet_to`` is the amount to call in the first round: the full forced bet even
when its poster is short (R-BLIND-3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from .._checks import short_repr, whole_number
from .._deprecated import read_renamed, renamed_keywords
from ..errors import InvalidArgumentError
from .rules import AnteType, TableConfig, chip_amount

__all__ = [
    "POSITION_CODES",
    "Blind",
    "Positions",
    "position_codes",
    "position_names",
    "standard_positions",
]

#: The last seats before the button, named from the button back (the cutoff is the last).
_LATE = ("lojack", "hijack", "cutoff")

#: The short name of each position (as trackers write them): ``BTN``, ``SB``, ``BB``, ``UTG``, ``UTG+1``...,
#: ``LJ``, ``HJ``, ``CO``; heads-up the button (who posts the small blind) is ``BTN``.
POSITION_CODES = {
    "button": "BTN",
    "button, small blind": "BTN",
    "small blind": "SB",
    "big blind": "BB",
    "lojack": "LJ",
    "hijack": "HJ",
    "cutoff": "CO",
}


def position_names(n_seats: int, button: int) -> list[str]:
    """Each seat's position at a table of ``n_seats`` with the button on ``button``: the button, the small
    and big blinds (heads-up the button posts the small blind), then UTG to the cutoff.

    >>> position_names(6, 0)
    ['button', 'small blind', 'big blind', 'UTG', 'hijack', 'cutoff']
    >>> position_names(2, 1)
    ['big blind', 'button, small blind']
    """
    if n_seats == 2:
        names = ["button, small blind", "big blind"]
    else:
        after_utg = n_seats - 4  # the seats between UTG and the button
        late = list(_LATE[max(len(_LATE) - after_utg, 0) :])
        early = [f"UTG+{k}" for k in range(1, after_utg - len(late) + 1)]
        rest = ["UTG", *early, *late] if n_seats > 3 else []
        names = ["button", "small blind", "big blind", *rest]
    return [names[(seat - button) % n_seats] for seat in range(n_seats)]


def position_codes(n_seats: int, button: int) -> list[str]:
    """Each seat's position in short (:data:`POSITION_CODES`), as :func:`position_names` names them.

    >>> position_codes(9, 8)
    ['SB', 'BB', 'UTG', 'UTG+1', 'UTG+2', 'LJ', 'HJ', 'CO', 'BTN']
    """
    return [POSITION_CODES.get(name, name) for name in position_names(n_seats, button)]


class Blind(NamedTuple):
    """A forced bet before the deal: ``kind`` is "small blind", "big blind", "straddle", "post" (a live
    blind out of position) or "dead blind"."""

    seat: int
    kind: str
    amount: int


@dataclass(frozen=True, slots=True)
class Positions:
    """The button and the forced bets of one hand (see the module documentation)."""

    n_seats: int
    button: int
    blinds: tuple[Blind, ...]
    dead: tuple[Blind, ...]
    antes: tuple[int, ...]
    first_after: int
    bet_to: int
    forced_raises: int
    has_antes: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "has_antes", any(self.antes))

    @classmethod
    @renamed_keywords(small_blind="small_blind_seat", big_blind="big_blind_seat")
    def of(
        cls,
        config: TableConfig,
        n_seats: int,
        button: int,
        *,
        small_blind_seat: int | None,
        big_blind_seat: int | None,
        straddles: Sequence[int] = (),
        posts: Mapping[int, int] | None = None,
        dead: Mapping[int, int] | None = None,
        antes: Sequence[int] | None = None,
    ) -> Positions:
        """Positions with the blinds on the seats given (``small_blind_seat``, ``big_blind_seat``; None: not
        posted); amounts from ``config``.

        ``straddles`` are the seats posting ``config.straddles`` in order; ``posts`` maps a seat to a
        live blind posted out of position (up to the forced bet); ``dead`` maps a seat to a dead blind
        (R-BLIND-6); ``antes`` is each seat's ante (default: by ``config.ante_type``, the big-blind ante
        on the big blind's seat).
        """
        n = whole_number(n_seats, "n_seats", low=2, high=10)
        button = whole_number(button, "button (a seat index)", low=0, high=n - 1)
        straddles = tuple(straddles)
        if len(straddles) != len(config.straddles):
            raise InvalidArgumentError(
                f"{len(config.straddles)} straddles are posted: give as many seats, "
                f"got {len(straddles)}"
            )
        small_blind, big_blind = small_blind_seat, big_blind_seat
        if straddles and big_blind is None:
            raise InvalidArgumentError("straddles need a big blind before them")
        blinds: list[Blind] = []
        for seat, kind, amount in (
            (small_blind, "small blind", config.small_blind),
            (big_blind, "big blind", config.big_blind),
            *((s, "straddle", a) for s, a in zip(straddles, config.straddles)),
        ):
            if seat is not None and amount:
                blinds.append(
                    Blind(whole_number(seat, f"the {kind}'s seat", low=0, high=n - 1), kind, amount)
                )
        # every seat named for a blind, posted or not (a small blind of 0 chips still has its seat)
        seats = [b.seat for b in blinds] + [
            whole_number(s, "a blind's seat", low=0, high=n - 1)
            for s, a in ((small_blind, config.small_blind),)
            if s is not None and not a
        ]
        if len(set(seats)) != len(seats):
            raise InvalidArgumentError(f"one seat posts two blinds: {seats}")
        bet_to = max((b.amount for b in blinds), default=0)
        first_after = blinds[-1].seat if blinds else button
        for seat, given in _seat_amounts(posts, n, "posts"):
            if seat in seats:
                raise InvalidArgumentError(
                    f"posts: seat {seat} posts a blind or straddle already "
                    f"(those are {sorted(seats)})"
                )
            high = bet_to or config.big_blind
            amount = whole_number(
                given, f"posts: seat {seat}'s post (chips, up to the forced bet)", low=1, high=high
            )
            blinds.append(Blind(seat, "post", amount))
        dead_blinds = tuple(
            Blind(
                seat,
                "dead blind",
                chip_amount(
                    amount, f"dead: seat {seat}'s dead blind", low=1, error=InvalidArgumentError
                ),
            )
            for seat, amount in _seat_amounts(dead, n, "dead")
        )
        if antes is None:
            ante_list = _antes(config, n, button, big_blind)
        else:
            ante_list = tuple(
                chip_amount(a, f"antes[{i}]", low=0, error=InvalidArgumentError)
                for i, a in enumerate(antes)
            )
            if len(ante_list) != n:
                raise InvalidArgumentError(f"antes has {len(ante_list)} entries for {n} seats")
        big = 1 if big_blind is not None and config.big_blind else 0
        return cls(
            n,
            button,
            tuple(blinds),
            dead_blinds,
            ante_list,
            first_after,
            bet_to,
            big + len(straddles),
        )

    def after_largest_bet(self, bets: Sequence[int]) -> int:
        """The seat pokerkit's first round opens after (``short_blind_call="posted"``, R-PROF-1): the largest of
        ``bets``, the bets posted, a live post out of position counting negative, a tie going to the later seat
        from the button's left (``State._begin_betting``). Heads-up blinds posted equal, or a big blind the ante
        left without chips, let the big blind act first; otherwise it is :attr:`first_after`'s seat, or one
        whose turn is skipped."""
        n, button = self.n_seats, self.button
        sign = {b.seat: -1 for b in self.blinds if b.kind == "post"}
        return max(range(n), key=lambda s: (bets[s] * sign.get(s, 1), (s - button - 1) % n))

    @property
    def small_blind_seat(self) -> int | None:
        """The small blind's seat, or None (a dead small blind, R-BLIND-7, or a game without one)."""
        return next((b.seat for b in self.blinds if b.kind == "small blind"), None)

    @property
    def big_blind_seat(self) -> int | None:
        """The big blind's seat, or None (an antes-only game)."""
        return next((b.seat for b in self.blinds if b.kind == "big blind"), None)

    @property
    def small_blind(self) -> int | None:
        """Deprecated: the old name of :attr:`small_blind_seat`."""
        return read_renamed(self, "small_blind", "small_blind_seat")  # type: ignore[no-any-return]

    @property
    def big_blind(self) -> int | None:
        """Deprecated: the old name of :attr:`big_blind_seat`."""
        return read_renamed(self, "big_blind", "big_blind_seat")  # type: ignore[no-any-return]


def _seat_amounts(mapping: Mapping[int, int] | None, n: int, what: str) -> list[tuple[int, object]]:
    """A seat -> chips mapping, its seats checked, in seat order."""
    if not mapping:
        return []
    if not isinstance(mapping, Mapping):
        raise InvalidArgumentError(
            f"{what} maps a seat to an amount, e.g. {{3: 100}}, got {short_repr(mapping)}"
        )
    out = [
        (whole_number(seat, f"{what}: a seat", low=0, high=n - 1), amount)
        for seat, amount in mapping.items()
    ]
    return sorted(out, key=lambda pair: pair[0])


def _antes(config: TableConfig, n: int, button: int, big_blind: int | None) -> tuple[int, ...]:
    kind = config.ante_type
    if kind is AnteType.NONE:
        return (0,) * n
    if kind is AnteType.UNIFORM:
        return (config.ante,) * n
    seat = button if kind is AnteType.BUTTON_ONLY else big_blind
    return tuple(config.ante if s == seat else 0 for s in range(n))


def standard_positions(
    config: TableConfig, n_seats: int, button: int, posts: Mapping[int, int] | None = None
) -> Positions:
    """The rule book's positions when every seat is dealt in (R-BLIND-1, R-BLIND-2, R-BLIND-8, R-BLIND-9).

    The small blind left of the button, the big blind next, then the straddles;
    heads-up the button posts the small blind. With ``config.button_blind`` the
    button posts the one blind, the big blind, and the first round starts left
    of it. ``posts``: live blinds posted out of position (R-BLIND-6), by seat.

    >>> from holdem import TableConfig
    >>> config = TableConfig(small_blind=0, big_blind=5, ante=5, button_blind=True)
    >>> p = standard_positions(config, 6, button=2)
    >>> p.blinds, p.antes, p.first_after
    ((Blind(seat=2, kind='big blind', amount=5),), (5, 5, 5, 5, 5, 5), 2)
    """
    n = n_seats
    if len(config.straddles) > n - 2:
        raise InvalidArgumentError(
            f"{len(config.straddles)} straddles need at least {len(config.straddles) + 2} seats"
        )
    small: int | None
    big: int | None
    if config.button_blind:
        small, big = None, button
    elif n == 2:
        small, big = button, 1 - button
    else:
        small, big = (button + 1) % n, (button + 2) % n
    if not config.big_blind:
        small = big = None  # an antes-only game
    return Positions.of(
        config,
        n,
        button,
        small_blind_seat=small,
        big_blind_seat=big,
        straddles=[(button + 3 + k) % n for k in range(len(config.straddles))],
        posts=posts,
    )
