"""Table configuration: betting structure, forced bets and rule options, validated once.

A :class:`TableConfig` is frozen and checked when it is made, so a hand never
meets an impossible setting halfway through::

    >>> config = TableConfig(BettingStructure.NO_LIMIT, small_blind=50, big_blind=100)
    >>> config.min_bet, config.small_bet, config.big_bet
    (100, 100, 200)
    >>> TableConfig(BettingStructure.NO_LIMIT, small_blind=100, big_blind=50)
    Traceback (most recent call last):
    ...
    holdem.errors.ConfigError: small_blind (100) must not be larger than big_blind (50)

Rule references (R-...) are to RULES.md.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterable, Mapping, Set
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .. import _core
from .._checks import whole_number
from ..errors import ConfigError

if TYPE_CHECKING:
    from .games import GameDef

__all__ = [
    "MAX_CHIPS",
    "PROFILES",
    "READINGS",
    "AnteType",
    "BettingStructure",
    "TableConfig",
    "chip_amount",
]

#: The most chips a seat can have or put in one hand (2^56): the pot resolver's limit per seat.
#: Stacks, blinds, straddles, antes and bet sizes above it are refused up front.
MAX_CHIPS: int = _core.MAX_CONTRIBUTION


class BettingStructure(enum.Enum):
    """How much a player may bet or raise (R-BET-7, R-BET-10, R-BET-11)."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    FIXED_LIMIT = "fixed-limit"


class AnteType(enum.Enum):
    """Who posts the ante (R-BLIND-4)."""

    NONE = "none"
    UNIFORM = "uniform"
    BIG_BLIND_ONLY = "big-blind-only"
    BUTTON_ONLY = "button-only"


#: The points where engines read the rules differently (R-PROF-1): option -> its allowed values, the
#: rule book's first. What each value means, and the pokerkit 0.7.7 source it follows, is in TableConfig.
READINGS: dict[str, tuple[object, ...]] = {
    "short_blind_call": ("full_blind", "posted"),
    "limit_cap": ("bet_and_three_raises", "four_raises"),
    "raise_measured_from": ("last_full_bet", "current_bet"),
    "short_all_in_reopens": (False, True),
    "straddle_raise": ("last_straddle", "big_blind"),
    "odd_chips": ("one_each", "first_winner"),
    "unknown_show": ("muck", "board"),
    "last_round_all_in": ("turn_up", "showdown"),
}

#: Named sets of readings: profile -> option -> value. "rule_book" is RULES.md; "pokerkit" is pokerkit 0.7.7,
#: the engine that wrote the public PHH dataset.
PROFILES: dict[str, dict[str, object]] = {
    "rule_book": {name: values[0] for name, values in READINGS.items()},
    "pokerkit": {name: values[1] for name, values in READINGS.items()},
}


def _check_readings(config: TableConfig) -> None:
    """The readings left as None come from the profile ``rules`` names; each is checked against its values."""
    profile = PROFILES.get(config.rules)
    if profile is None:
        raise ConfigError(
            f"rules must be one of {', '.join(map(repr, PROFILES))}, got {config.rules!r}"
        )
    for name, values in READINGS.items():
        value = getattr(config, name)
        if value is None:
            object.__setattr__(config, name, profile[name])
        elif value not in values or type(value) is not type(values[0]):
            raise ConfigError(
                f"{name} must be one of {', '.join(map(repr, values))}, got {value!r}"
            )


def _check_choice(config: object, name: str, choices: type[enum.Enum]) -> None:
    """Stores a field of a frozen config as its enum member (the member or its value is accepted)."""
    value = getattr(config, name)
    if not isinstance(value, choices):
        try:
            object.__setattr__(config, name, choices(value))
        except ValueError:
            allowed = ", ".join(str(c.value) for c in choices)
            raise ConfigError(f"{name} must be one of {allowed}, got {value!r}") from None


def chip_amount(value: object, what: str, *, low: int, error: type[Exception] = ConfigError) -> int:
    """``value`` as an int of at least ``low`` chips and at most :data:`MAX_CHIPS`; else ``error`` naming ``what``.

    >>> chip_amount(2**57, "big_blind", low=1)
    Traceback (most recent call last):
    holdem.errors.ConfigError: big_blind is 144,115,188,075,855,872 chips: at most 72,057,594,037,927,936 (2^56, \
the most a seat can put in one hand)
    """
    chips = whole_number(value, f"{what} (chips)", low=low, error=error)
    if chips > MAX_CHIPS:
        raise error(
            f"{what} is {chips:,} chips: at most {MAX_CHIPS:,} (2^56, the most a seat can put in one hand)"
        )
    return chips


def _check_chips(config: object, name: str, minimum: int) -> None:
    """Checks a chip amount of a frozen config (at most :data:`MAX_CHIPS`) and stores it as a plain int.

    Numpy integers are accepted.
    """
    object.__setattr__(config, name, chip_amount(getattr(config, name), name, low=minimum))


def _check_count(config: object, name: str, minimum: int) -> None:
    """Checks a count (not chips) of a frozen config and stores it as a plain int."""
    value = whole_number(getattr(config, name), name, low=minimum, error=ConfigError)
    object.__setattr__(config, name, value)


def _check_antes_only(config: TableConfig) -> None:
    """A game without blinds: antes make the pot, and the smallest bet must be given (it has no default)."""
    if config.small_blind or config.straddles:
        raise ConfigError(
            "big_blind is 0: a game without a big blind has no small blind or straddles either"
        )
    if not config.ante:
        raise ConfigError(
            "big_blind is 0 and there is no ante: a game needs a big blind or an ante"
        )
    if (
        config.betting_from_game
    ):  # either size sets the other (_check_bet_sizes): the game picks which counts
        size, name = config.small_bet or config.min_bet, "small_bet or min_bet"
    elif config.betting is BettingStructure.FIXED_LIMIT:
        size, name = config.small_bet, "small_bet"
    else:
        size, name = config.min_bet, "min_bet"
    if not size:
        raise ConfigError(
            f"an antes-only game (big_blind 0) needs {name}, the smallest bet, of at least 1 chip"
        )


def _check_straddles(config: TableConfig) -> None:
    """Stores the straddles as a tuple of chip amounts, each larger than the forced bet before it (R-BLIND-8)."""
    # A sequence in order: a set or a mapping has no order (a dict would be read as its keys).
    if isinstance(config.straddles, (str, bytes, Mapping, Set)) or not isinstance(
        config.straddles, Iterable
    ):
        raise ConfigError(
            f"straddles must be a sequence of amounts in posting order, e.g. (4, 8), "
            f"got {config.straddles!r}"
        )
    straddles = tuple(
        chip_amount(amount, f"straddles[{i}]", low=1) for i, amount in enumerate(config.straddles)
    )
    object.__setattr__(config, "straddles", straddles)
    previous = config.big_blind
    # R-BLIND-8: the straddler is the new big blind, so a no-limit straddle at least doubles the bet
    double = (
        config.straddle_raise == "last_straddle"
        and config.betting is not BettingStructure.FIXED_LIMIT
    )
    for i, amount in enumerate(straddles):
        if amount < 2 * previous if double else amount <= previous:
            raise ConfigError(
                f"straddles[{i}] ({amount}) must be {'at least twice' if double else 'larger than'} "
                f"the forced bet before it ({previous}) (R-BLIND-8)"
            )
        previous = amount


def _check_bet_sizes(config: TableConfig) -> None:
    """Checks the bet sizes and stores their defaults: ``small_bet`` the big blind (else ``min_bet``),
    ``big_bet`` twice ``small_bet``, ``min_bet`` the big blind (else ``small_bet``)."""
    for name in ("small_bet", "big_bet", "min_bet"):
        _check_chips(config, name, 0)  # 0: the default, set below
    if config.big_blind == 0:
        _check_antes_only(config)
    if config.small_bet == 0:
        object.__setattr__(config, "small_bet", config.big_blind or config.min_bet)
    if config.big_bet == 0:
        # Never above MAX_CHIPS: no seat can bet more than that anyway.
        object.__setattr__(config, "big_bet", min(2 * config.small_bet, MAX_CHIPS))
    if config.min_bet == 0:
        object.__setattr__(config, "min_bet", config.big_blind or config.small_bet)
    if config.big_bet < config.small_bet:
        raise ConfigError(
            f"big_bet ({config.big_bet}) must not be smaller than small_bet ({config.small_bet})"
        )


def _check_button_blind(config: TableConfig) -> None:
    """A button blind (R-BLIND-9) is the one blind: the big blind, posted by the button, no small blind and
    no straddles."""
    if not isinstance(config.button_blind, bool):
        raise ConfigError(f"button_blind must be True or False, got {config.button_blind!r}")
    if not config.button_blind:
        return
    if config.small_blind or config.straddles or not config.big_blind:
        raise ConfigError(
            "button_blind: the button posts the one blind, big_blind (at least 1 chip), so "
            f"small_blind is 0 and there are no straddles; got small_blind {config.small_blind}, "
            f"big_blind {config.big_blind}, straddles {config.straddles}"
        )


@dataclass(frozen=True, slots=True)
class TableConfig:
    """The rules of one table.

    - ``betting``: no-limit, pot-limit or fixed-limit; None (the default): the structure of the game a
      hand or table plays (:attr:`GameDef.betting <holdem.game.GameDef.betting>`: no-limit hold'em,
      pot-limit Omaha, fixed-limit Omaha hi-lo). Such a config reads as no-limit, hold'em's, with
      ``betting_from_game`` True, and a hand or table of a game plays :meth:`for_game`'s copy of it,
      whose ``betting`` is the game's (``dataclasses.replace`` gives a copy whose ``betting`` is fixed).
    - ``small_blind``, ``big_blind``: posted left of the button (R-BLIND-1; heads-up
      the button posts the small blind, R-BLIND-2). ``small_blind`` may be 0; both
      are 0 in an antes-only game, which then needs an ante and ``min_bet``
      (no-limit, pot-limit) or ``small_bet`` (fixed-limit).
    - ``button_blind``: the one blind, ``big_blind``, is posted by the button (short deck's button
      blind, R-BLIND-9, usually with an ante from every seat): ``small_blind`` is 0 and there are no
      straddles; the first round starts left of the button and the button acts last in it, with the big
      blind's option (R-BET-5). Its ``Post`` is the hand's big blind (kind ``"big blind"``).
    - ``straddles``: amounts posted by the seats after the big blind, in order;
      each larger than the forced bet before it.
    - ``ante`` and ``ante_type``: dead money before the deal (R-BLIND-4). By
      default antes are dead money in the main pot, which every seat still in
      contests (PHH without ante trimming). ``ante_trimming`` is PHH's other
      option: antes are collected like bets, so a seat can win only what it
      matched, and the part of an ante above the second-largest posted ante
      is returned (a lone big-blind ante is returned whole: use it with
      uniform antes).
    - ``small_bet``/``big_bet``: fixed-limit bet sizes (preflop and flop /
      turn and river); default ``big_blind`` and twice that.
    - ``min_bet``: the smallest bet in no-limit and pot-limit; default ``big_blind``.
    - ``max_raises_per_round``: fixed-limit cap, the bet counting as one (R-BET-11).
      Preflop the big blind is the bet and each straddle a raise: with three
      straddles the default cap of 4 is reached before anyone acts, and with
      a cap of 1 nobody may raise the big blind (while three or more players
      who are not all-in contest the round). A game of two betting rounds
      (five-card draw) allows one raise more: a bet and four (R-DRAW-1).
    - Chip amounts (blinds, straddles, ante, bet sizes) are at most
      :data:`MAX_CHIPS` (2^56), the most a seat can put in a hand.
    - ``cumulative_short_all_ins``: several short all-ins together can reopen
      the betting (R-BET-9a): a seat that has acted may raise again when the
      bet has grown since by the full raise size in force when it acted.
    - A fixed-limit cap, once reached, holds for the round even if a fold
      leaves two players (R-BET-11).
    - ``seats_max``: the most seats a hand may have (2 to 10, R-SEAT-1).

    Readings (R-PROF-1): where engines differ, an option; None (the default) takes the value of the
    profile ``rules`` names: ``"rule_book"`` (RULES.md) or ``"pokerkit"`` (pokerkit 0.7.7, whose
    ``state.py`` is quoted by line). ``TableConfig.profile("pokerkit", ...)`` is the same thing.

    - ``short_blind_call``: ``"full_blind"`` (R-BLIND-3): after a short blind the others call the full
      forced bet. ``"posted"``: they call the largest bet actually posted (pokerkit's call is
      ``max(self.bets) - self.bets[i]``, ``checking_or_calling_amount``, l. 4486), and the first raise
      is to that plus the big blind.
    - ``limit_cap``: ``"bet_and_three_raises"`` (R-BET-11): ``max_raises_per_round`` counts the bet
      (preflop the big blind, then each straddle) and full raises, while three or more players not
      all-in contest the round. ``"four_raises"``: the count starts at 0 each round and counts every
      completion, bet or raise a player makes, a short all-in too, however many players are left
      (``completion_betting_or_raising_count``, reset in ``_begin_betting`` l. 4288, incremented in
      ``complete_bet_or_raise_to`` l. 5046, compared with the street's maximum l. 4782): preflop four
      raises over the big blind.
    - ``raise_measured_from``: ``"last_full_bet"`` (R-BET-9): the smallest raise is to the last full
      bet plus the last full raise. ``"current_bet"`` (TDA, pokerkit): to the bet to call plus the
      largest raise so far (``max(self.completion_betting_or_raising_amount, min bet) +
      max(self.bets)``, ``min_completion_betting_or_raising_to_amount`` l. 4689).
    - ``short_all_in_reopens``: False (R-BET-8, R-BET-9a with ``cumulative_short_all_ins``). True,
      pokerkit's rule (``_verify_completion_betting_or_raising`` l. 4767, ``complete_bet_or_raise_to``
      l. 5035-5060): a bet or raise is "full" when it is at least the largest bet or raise made this
      round, which starts at 0 (blinds, straddles and the minimum bet do not count), so the first bet
      or raise of a round reopens the betting even when it is a short all-in; a full one makes every
      other player able to raise again; short all-ins in a row reopen it when together they reach that
      size; a player whose call is less than that size may not raise; and no one may bet or raise unless
      another player still in could put in more than the bet (l. 4820: where the rule book, R-BET-9b,
      needs only another player not all-in).
    - ``straddle_raise`` (no-limit and pot-limit): ``"last_straddle"`` (R-BLIND-8): the last straddler
      is the new big blind, a raise is by the last straddle (1/2, straddle 4: raise to 8; straddles 4
      and 8: to 16), and each straddle is at least twice the forced bet before it. ``"big_blind"``: a
      raise is by the big blind (6 and 10 in these examples) and a straddle need only be larger than the
      bet before it (pokerkit's raise size does not know straddles: l. 4689). In fixed limit a
      straddle is a blind raise of one bet and raises are by the bet size under both readings.
    - ``odd_chips``: ``"one_each"`` (R-POT-5): the core's pots, each split with its odd chips one per
      winner from the button's left. ``"first_winner"``: pokerkit's pots (``pots`` l. 2762: a pot per
      contribution level, antes without trimming in the first, and a pot with the same players still in
      as the one before merged into it), each split with ``divmod`` and the whole remainder to the first
      winner left of the button (``push_chips`` l. 6180).
    - ``unknown_show``: a show whose cards nobody saw (PHH ``pN sm ????``, as iPoker's logs write it;
      ``Hand.show(seat, "????")``). ``"muck"`` (R-SHOW-2): only a hand shown in full can win, so the
      replay counts it as a muck, and a Hand refuses it. ``"board"``: pokerkit's, the hand stays in the
      pot and plays the board alone. pokerkit replaces the seat's hole cards by unknown ones (a hand
      dealt known too: ``verify_hole_cards_showing_or_mucking`` l. 5487-5501 on the last street), and
      an unknown card is falsy (``Card.__bool__``), so ``get_hand`` (l. 1981, ``filter(None, ...)``) and
      ``get_up_hand`` (l. 2103, the face-up cards: none) evaluate the five board cards only: that hand
      loses to every hand that beats the board, ties one that plays the board, and ties the other
      unknown shows (``can_win_now`` l. 2300 keeps it in the pot; ``push_chips`` l. 6172-6187 splits a
      pot among the hands equal to the best, the odd chips as ``odd_chips`` says). Shown ``????`` in an
      all-in runout, a hand already face up (R-SHOW-3) is turned down, as pokerkit keeps its cards face
      down before the last street (l. 5491-5498), until a show of its cards. In a game whose board
      makes no five-card hand (none, or a custom game's shorter board) it is refused, nothing changed
      (pokerkit's hand of no cards cannot win, and a pot nobody can win is burned). Only ``"????"``
      (or ``"??"`` per hole card) is such a show. What a ``????`` cannot take back: under either
      reading the known hands of an all-in runout are turned face up at once (R-SHOW-3), each a
      ``Show`` event, where pokerkit keeps them face down until each player's first show. A later
      ``????`` turns such a hand down for the showdown (``shown``, the views' ``shown``, the
      values, ``result.shown``), but its cards were public: that ``Show`` event stays in
      ``Hand.events`` and in every seat's ``view(...).events``. ``to_phh`` leaves that turn-up
      out (pokerkit cannot read a show a later ``????`` of the seat takes back), so no seat's
      PHH history shows cards that pokerkit's reading kept down.
    - ``last_round_all_in``: the betting of the last round ends with players all-in (an all-in called on
      the river). ``"turn_up"`` (R-SHOW-3): every hand still in is turned face up, as before an all-in
      runout. ``"showdown"``: pokerkit's, the showdown asks each hand in R-SHOW-1's order and one may be
      mucked (a cash game's all-in player may muck, ``show_or_muck_hole_cards`` l. 5475-5533), so a
      pokerkit history's fold by the one player left with chips (R-BET-15) still comes before it.
      Earlier all-ins turn the hands up before the rest of the board under both readings.
    """

    # None: the game's structure (for_game); after __post_init__ always a BettingStructure
    betting: BettingStructure = None  # type: ignore[assignment]
    small_blind: int = 1
    big_blind: int = 2
    straddles: tuple[int, ...] = ()
    ante: int = 0
    ante_type: AnteType = AnteType.NONE
    ante_trimming: bool = False
    small_bet: int = field(default=0)
    big_bet: int = field(default=0)
    min_bet: int = field(default=0)
    max_raises_per_round: int = 4
    cumulative_short_all_ins: bool = True
    seats_max: int = 10
    rules: str = "rule_book"
    short_blind_call: str | None = None
    limit_cap: str | None = None
    raise_measured_from: str | None = None
    short_all_in_reopens: bool | None = None
    straddle_raise: str | None = None
    odd_chips: str | None = None
    unknown_show: str | None = None
    last_round_all_in: str | None = None
    button_blind: bool = False
    #: no ``betting`` was given: a hand or table of a game plays its structure (:meth:`for_game`); not
    #: compared (configs are equal by their values, as before the games had structures of their own)
    betting_from_game: bool = field(default=False, init=False, compare=False)

    @classmethod
    def profile(cls, name: str, **options: object) -> TableConfig:
        """A config under the profile ``name`` ("rule_book", "pokerkit"); ``options`` as for TableConfig."""
        return cls(rules=name, **options)  # type: ignore[arg-type]

    def for_game(self, game: GameDef) -> TableConfig:
        """The config a hand or table of ``game`` plays: this one, or, when no ``betting`` was given
        (:attr:`betting_from_game`) and the game's structure (:attr:`GameDef.betting
        <holdem.game.GameDef.betting>`) is not no-limit, a copy with it, checked again under it. (Checked
        first as no-limit: a straddle the game's fixed limit would allow but no-limit not, R-BLIND-8, needs
        ``betting`` given.)

        >>> from holdem.game import HOLDEM, OMAHA
        >>> config = TableConfig(small_blind=1, big_blind=2)
        >>> config.for_game(HOLDEM) is config, config.for_game(OMAHA).betting.value
        (True, 'pot-limit')
        >>> TableConfig(BettingStructure.NO_LIMIT).for_game(OMAHA).betting.value  # given: kept
        'no-limit'
        """
        if not self.betting_from_game or game.betting is self.betting:
            return self
        return dataclasses.replace(self, betting=game.betting)

    def __post_init__(self) -> None:
        _check_readings(self)
        if self.betting is None:
            object.__setattr__(self, "betting", BettingStructure.NO_LIMIT)
            object.__setattr__(self, "betting_from_game", True)
        _check_choice(self, "betting", BettingStructure)
        _check_choice(self, "ante_type", AnteType)
        _check_chips(self, "small_blind", 0)
        _check_chips(self, "big_blind", 0)
        if self.small_blind > self.big_blind:
            raise ConfigError(
                f"small_blind ({self.small_blind}) must not be larger than big_blind ({self.big_blind})"
            )
        _check_straddles(self)
        _check_chips(self, "ante", 0)
        if self.ante > 0 and self.ante_type is AnteType.NONE:
            object.__setattr__(self, "ante_type", AnteType.UNIFORM)
        if self.ante == 0 and self.ante_type is not AnteType.NONE:
            raise ConfigError(f"ante_type is {self.ante_type.value} but the ante is 0")
        for name in ("ante_trimming", "cumulative_short_all_ins"):
            if not isinstance(getattr(self, name), bool):
                raise ConfigError(f"{name} must be True or False, got {getattr(self, name)!r}")
        _check_bet_sizes(self)
        _check_count(self, "max_raises_per_round", 1)
        _check_count(self, "seats_max", 2)
        if self.seats_max > 10:
            raise ConfigError(f"seats_max is 2 to 10 (R-SEAT-1), got {self.seats_max}")
        if 2 + len(self.straddles) > self.seats_max:
            raise ConfigError(
                f"{len(self.straddles)} straddles need more than {self.seats_max} seats"
            )
        _check_button_blind(self)

    @property
    def forced_bet(self) -> int:
        """The amount others must call preflop: the largest straddle, else the big blind."""
        return self.straddles[-1] if self.straddles else self.big_blind
