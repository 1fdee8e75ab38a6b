"""The PHH hand as data: :class:`HandHistory`, its fields (every one checked), their text and their amounts.

How the fields read as the engine's rules and positions is :mod:`holdem.history.variants`'s (the methods
:meth:`HandHistory.table_config`, :meth:`~HandHistory.positions` and :meth:`~HandHistory.live_posts` ask it);
the mapping reads a hand through its fields alone (:class:`~holdem.history.variants.PhhGame`), so this
module depends on it and never the reverse.

**The format.** Hand histories in PHH, the TOML format of the public poker hand-history dataset.

Read a ``.phh`` file (one hand) or a ``.phhs`` file (many hands, one TOML table
each), replay a history through the engine, and write any hand, finished or
running, back as PHH::

    >>> import holdem
    >>> text = '''
    ... variant = "NT"
    ... antes = [0, 0, 0]
    ... blinds_or_straddles = [1, 2, 0]
    ... min_bet = 2
    ... starting_stacks = [100, 100, 100]
    ... actions = ["d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 2c7d", "p3 f", "p1 cbr 6", "p2 f"]
    ... '''
    >>> history = holdem.read_phh(text)
    >>> hand = holdem.replay(history)
    >>> hand.is_complete, list(hand.stacks)
    (True, [102, 98, 100])

Players are in PHH order: the small blind first and the button last, so a
replay is ``Hand(config, starting_stacks, button=n - 1, dealing="manual")``.
Heads-up, PHH lists the big blind first and the button second; the engine's
heads-up rule (the button posts the small blind) gives the same seats.

A starting stack of ``inf`` is one the file does not know (iPoker's logs
record none): :meth:`HandHistory.unknown_stacks` names those players, a
replay gives each a stack no action of the file can bind
(:meth:`HandHistory.unbounded_chips`), and such a hand is compared by
:func:`net_winnings`, its unknown stacks finishing ``inf``
(:func:`finishing_amounts` with the history).

Amounts may be decimals (online hands in dollars and cents). The engine counts
whole chips, so :func:`replay` multiplies every amount by
:meth:`HandHistory.chip_scale` (the smallest power of ten that makes them all
whole); the replayed hand's stacks are in those chips. Under the ``pokerkit``
profile only the amounts played set the chip (:func:`replay_scale`).

Action notation (``pN`` is the N-th player, 1-based; ``#`` starts a comment):
``d dh pN AsKd`` deal hole cards (``????`` when unknown), ``d db 7hAd8c`` deal
board cards, ``pN f`` fold, ``pN cc`` check or call, ``pN cbr 300`` bet or
raise to 300 (the player's total on this street), ``pN sm AsKd`` show,
``pN sm`` muck. ``pN sm -`` shows the cards dealt to the player (pokerkit's
reading before 0.4.12; an error when they were dealt ``????``). Amounts are
written with the ASCII digits and an optional fraction (``300``, ``183.50``).
A show of unknown cards (``????``, as online logs write on each street of an
all-in runout) waits for a later show with the cards, and counts as a muck if
none comes: only hands shown in full can win (R-SHOW-2).

Variants: ``NT`` no-limit and ``FT`` fixed-limit hold'em, ``PO`` pot-limit
Omaha, ``FO/8`` fixed-limit Omaha hi-lo and ``NS`` no-limit short deck (a
straight over three of a kind, pokerkit's reading; ``_trips_beat_straight =
true`` for the other, R-HAND-10) as in the PHH standard, and this library's
codes for the rest: ``PT`` pot-limit hold'em, ``NO``/``FO`` Omaha of the other
structures, ``PO5`` and ``PO6`` five- and six-card Omaha, ``ND`` five-card draw
(:data:`holdem.history.variants.VARIANTS`; the standard has none of them, so
pokerkit does not read them). Other games' files are read (stud's, with a
``bring_in`` and no blinds, too) so that a replay can name the variant it does
not play. A negative ``blinds_or_straddles``
entry is a live blind posted out of position (``Hand(..., posts=...)``).
Table options the standard has no field for are user-defined keys:
``_max_raises_per_round`` and ``_cumulative_short_all_ins`` (see
:class:`~holdem.TableConfig`), ``_dead_blinds`` (per player, R-BLIND-6), ``_dead_small_blind = true``
(a dead small blind with straddles: the first entry posted is the big blind, R-BLIND-7);
``seat_count`` is the table's ``seats_max``; ``_view = "pN"`` marks a seat's
own history (``to_phh(hand, seat=k)``), whose replay makes no decision that
seat could not know (:func:`where_it_stops` says where it stops). A hand declared dead
(:meth:`holdem.Hand.kill`) is written as pokerkit's fold with the kill in its comment,
``pN f # kill: REASON``, in that seat's turn where the hand comes out the same; this library reads
it as the kill (and ``pN kill``, which older files hold).

The subpackage's modules: :mod:`~holdem.history.amounts` (exact amounts),
:mod:`~holdem.history.fields` (field checks), :mod:`~holdem.history.model`
(:class:`HandHistory`), :mod:`~holdem.history.variants` (the game fields as
the engine's rules and positions), :mod:`~holdem.history.files` (reading and
writing files), :mod:`~holdem.history.encode` (a hand as PHH) and
:mod:`~holdem.history.replayer` (PHH through the engine).
"""

from __future__ import annotations

import dataclasses
import datetime
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from ..core import Plain, plain
from ..errors import HistoryError
from ..game import Positions, TableConfig
from ._toml import dumps
from .amounts import (
    UNKNOWN,
    Number,
    _action_amount,
    _check_scale,
    _numbers,
    _places,
    _scaler,
    _shown,
)
from .fields import (
    _AMOUNT_FIELDS,
    _AMOUNT_LIST_FIELDS,
    _FIELD_CHECKS,
    _PLAYED_LIST_FIELDS,
    _TABLE_OPTIONS,
)
from .variants import positions_of, table_config

__all__ = ["HandHistory", "words"]

# the fields written first, in the order of the standard's examples; the optional ones follow
_WRITE_FIRST = (
    "variant",
    "ante_trimming_status",
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "actions",
)


def _required(fields: Mapping[str, Any]) -> tuple[str, ...]:
    """The fields every hand has: the blinds but in a game with a bring-in instead (stud, razz: PHH's
    ``bring_in``), which is read so that its variant can be named, though this library does not play it."""
    blinds = () if fields.get("bring_in") is not None else ("blinds_or_straddles",)
    return ("variant", "antes", *blinds, "starting_stacks", "actions")


def words(text: str) -> list[str]:
    """An action's words without its commentary."""
    return text.split("#", 1)[0].split()


@dataclass
class HandHistory:
    """One hand in PHH: the fields of a ``.phh`` file.

    Required for hold'em: ``variant`` (``"NT"`` no-limit, ``"FT"`` fixed-limit,
    ``"PT"`` pot-limit; ``"PO"`` pot-limit Omaha, ``"NS"`` short deck ...:
    :mod:`holdem.history.variants`), ``antes``, ``blinds_or_straddles``, ``starting_stacks``,
    ``actions``, and ``min_bet`` (no- and pot-limit) or ``small_bet`` and
    ``big_bet`` (fixed-limit). The optional fields of the PHH standard are
    attributes too; any other key of the file (user-defined ``_keys`` included)
    is kept in ``extra`` and written back unchanged.

    >>> h = HandHistory(variant="NT", antes=[0, 0], blinds_or_straddles=[1, 2], min_bet=2,
    ...                 starting_stacks=[200, 200], actions=["d dh p1 ????", "d dh p2 ????", "p2 f"])
    >>> from holdem import read_phh
    >>> read_phh(h.to_toml()) == h
    True
    """

    variant: str
    antes: list[Number]
    blinds_or_straddles: list[Number] | None  # None only in a game with a bring-in instead (stud)
    starting_stacks: list[Number]
    actions: list[str] = field(default_factory=list)
    min_bet: Number | None = None
    small_bet: Number | None = None
    big_bet: Number | None = None
    bring_in: Number | None = None
    ante_trimming_status: bool | None = None
    author: str | None = None
    event: str | None = None
    url: str | None = None
    venue: str | None = None
    address: str | None = None
    city: str | None = None
    region: str | None = None
    postal_code: str | None = None
    country: str | None = None
    time: datetime.time | datetime.date | None = None  # a TOML time, date or date-time
    time_zone: str | None = None
    time_zone_abbreviation: str | None = None
    day: int | None = None
    month: int | None = None
    year: int | None = None
    hand: int | str | None = None
    level: int | None = None
    seats: list[int] | None = None
    seat_count: int | None = None
    table: int | str | None = None
    players: list[str] | None = None
    finishing_stacks: list[Number] | None = None
    winnings: list[Number] | None = None
    currency: str | None = None
    currency_symbol: str | None = None
    time_limit: Number | None = None
    time_banks: list[Number] | None = None
    extra: dict[str, object] = field(default_factory=dict)

    # ---- reading -----------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HandHistory:
        """A history from the key/value pairs of one PHH document (as ``tomllib`` reads it)."""
        if not isinstance(data, Mapping):
            raise HistoryError(f"a PHH hand is a table of key/value pairs, not {_shown(data)}")
        names = {f.name for f in dataclasses.fields(cls)} - {"extra"}
        for key in data:
            if not isinstance(key, str):
                raise HistoryError(f"PHH keys are strings, not {_shown(key)}")
        known: dict[str, Any] = {
            k: v for k, v in data.items() if k in names
        }  # checked as the fields are set
        extra = {k: v for k, v in data.items() if k not in names}
        missing = [k for k in _required(known) if k not in known]
        if missing:
            raise HistoryError(f"PHH hand is missing the required field(s) {', '.join(missing)}")
        return cls(**{"blinds_or_straddles": None, **known}, extra=extra)

    def __post_init__(self) -> None:
        """Every field's type checked (and amounts bounded): a mistake is an error naming the field."""
        for name in _required(vars(self)):
            if getattr(self, name) is None:
                raise HistoryError(f"PHH hand is missing the required field {name}")
        if not isinstance(self.variant, str):
            raise HistoryError(f'variant must be a string such as "NT", not {_shown(self.variant)}')
        for name, check in _FIELD_CHECKS.items():
            value = getattr(self, name)
            if value is not None:
                setattr(self, name, check(value, name))
        if not isinstance(self.extra, dict):
            raise HistoryError(
                f"extra must be a dict of user-defined fields, not {_shown(self.extra)}"
            )
        for key in self.extra:
            if not isinstance(key, str):
                raise HistoryError(f"extra's keys are PHH field names (strings), not {_shown(key)}")
        for name, check in _TABLE_OPTIONS.items():
            if name in self.extra:
                check(self.extra[name], name)
        if "_dead_blinds" in self.extra:
            self.extra["_dead_blinds"] = _numbers(self.extra["_dead_blinds"], "_dead_blinds")
        if not isinstance(self.extra.get("_dead_small_blind", False), bool):
            raise HistoryError(
                f"_dead_small_blind is true or false, not {_shown(self.extra['_dead_small_blind'])}"
            )
        n = len(self.starting_stacks)
        for name in (
            "antes",
            "blinds_or_straddles",
            "finishing_stacks",
            "winnings",
            "players",
            "seats",
            "_dead_blinds",
        ):
            values: Any = getattr(self, name) if not name.startswith("_") else self.extra.get(name)
            if values is not None and len(values) != n:
                raise HistoryError(
                    f"{name} has {len(values)} entries but starting_stacks has {n}; "
                    "every per-player array has one entry per player"
                )

    def to_dict(self) -> dict[str, Plain]:
        """The PHH key/value pairs as JSON-ready data: :meth:`phh_fields` with each Decimal amount as its
        exact decimal string (``"0.25"``; whole-chip amounts stay ints) and dates as ISO 8601 strings."""
        return {key: plain(value) for key, value in self.phh_fields().items()}

    def phh_fields(self) -> dict[str, object]:
        """The PHH key/value pairs as TOML writes them (``None`` fields left out; amounts as they are, Decimals
        included): the game, the actions, then the rest."""
        out: dict[str, Any] = {}
        names = _WRITE_FIRST + tuple(
            f.name
            for f in dataclasses.fields(self)
            if f.name not in _WRITE_FIRST and f.name != "extra"
        )
        for name in names:
            value = getattr(self, name)
            if value is not None:
                out[name] = list(value) if isinstance(value, tuple) else value
        out.update(self.extra)
        return out

    def to_toml(self) -> str:
        """This hand as the text of a ``.phh`` file."""
        return dumps(self.phh_fields())

    # ---- amounts -----------------------------------------------------------------------------

    def _amounts(self, results: bool = True) -> Iterator[Number]:
        """Every amount of the hand that is known (an ``inf`` stack is not an amount); without ``results``,
        only those it is played with (not ``finishing_stacks`` nor ``winnings``)."""
        for name in _AMOUNT_LIST_FIELDS if results else _PLAYED_LIST_FIELDS:
            yield from (value for value in getattr(self, name) or () if value != UNKNOWN)
        for name in _AMOUNT_FIELDS:
            value = getattr(self, name)
            if value is not None:
                yield value
        for text in self.actions:
            tokens = words(text)
            if len(tokens) == 3 and tokens[1] == "cbr":
                try:
                    yield _action_amount(tokens[2])
                except HistoryError:
                    pass  # reported with the action's index when it is replayed

    def chip_scale(self, results: bool = True) -> int:
        """The smallest power of ten that makes every amount of this hand a whole number of chips.

        1 for hands in chips; 100 for a hand in dollars and cents. The results
        count (``finishing_stacks``, ``winnings``): a site that split a pot of
        whole dollars in cents played in cents. Without ``results``, only the
        amounts the hand is played with count: pokerkit's unit, in which such a
        split leaves an odd chip (see :func:`holdem.history.replay_scale`).

        >>> HandHistory("NT", [0, 0], [Decimal("0.5"), 1], [Decimal("100.25"), 100]).chip_scale()
        100
        """
        places = max(
            (_places(value) for value in self._amounts(results) if isinstance(value, Decimal)),
            default=0,
        )
        scale: int = 10**places  # typeshed's int ** int is Any (a negative power is a float)
        return scale

    # ---- the engine --------------------------------------------------------------------------

    def table_config(self, scale: int | None = None, rules: str | None = None) -> TableConfig:
        """The engine's :class:`~holdem.TableConfig` for this hand (amounts times ``scale``), its readings
        from the file, then the profile ``rules``, then the rule book (R-PROF-1).

        Raises :class:`HistoryError` for what hold'em here cannot play: another
        variant, antes that are neither uniform nor on the big blind or the button,
        straddles that are not consecutive after the big blind.
        """
        return table_config(
            self, self.chip_scale() if scale is None else _check_scale(scale), rules
        )

    def positions(self, scale: int | None = None) -> Positions:
        """Who posts what in the replayed hand (the button on the last seat), from the forced-bet fields one
        to one (see :mod:`holdem.history.variants`)."""
        scale = self.chip_scale() if scale is None else _check_scale(scale)
        return positions_of(self, self.table_config(scale), scale)

    def live_posts(self, scale: int | None = None) -> dict[int, int]:
        """Blinds posted out of position, by seat: PHH's negative ``blinds_or_straddles`` entries.

        Such a post (a player back from sitting out) is a live bet that does not
        move the first action (part of :meth:`positions`).
        """
        return {b.seat: b.amount for b in self.positions(scale).blinds if b.kind == "post"}

    def unknown_stacks(self) -> list[int]:
        """The players (0 for p1) whose starting stack the file does not know: PHH writes it ``inf``.

        >>> HandHistory("NT", [0, 0], [1, 2], [Decimal("Infinity"), 100]).unknown_stacks()
        [0]
        """
        return [k for k, stack in enumerate(self.starting_stacks) if stack == UNKNOWN]

    def unbounded_chips(self, scale: int | None = None) -> int:
        """The chips a replay gives a player whose stack is unknown (``inf``): one more than every amount
        the file plays with together (stacks, forced bets, bet sizes, bets and raises), times ``scale``.

        No action of the file can then put that player all-in or be refused for want of chips: the
        stack never binds, as pokerkit's infinite one does not. Its finishing stack means nothing;
        compare such a hand by its net winnings (:func:`holdem.history.net_winnings`).

        >>> HandHistory("NT", [0, 0], [1, 2], [Decimal("Infinity"), 100], ["p2 cbr 6"]).unbounded_chips()
        110
        """
        chips = _scaler(self.chip_scale() if scale is None else _check_scale(scale))
        return 1 + sum(abs(chips(value, "an amount")) for value in self._amounts(results=False))

    def starting_chips(self, scale: int | None = None) -> list[int]:
        """``starting_stacks`` in whole chips (times ``scale``, by default :meth:`chip_scale`); a stack the
        file does not know (``inf``) is :meth:`unbounded_chips`."""
        scale = self.chip_scale() if scale is None else _check_scale(scale)
        chips = _scaler(scale)
        unbounded = self.unbounded_chips(scale) if self.unknown_stacks() else 0
        return [
            unbounded if s == UNKNOWN else chips(s, "starting_stacks") for s in self.starting_stacks
        ]
