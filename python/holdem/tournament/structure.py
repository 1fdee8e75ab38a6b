"""A tournament's blind structure: levels of blinds and antes, each lasting hands or minutes (R-TOUR-2).

A structure is written in code::

    >>> s = Structure([Level(25, 50), Level(50, 100, ante=100, ante_type="big-blind"), Level(100, 200, minutes=20)],
    ...               starting_stack=10_000, chips=(25, 100, 500))
    >>> s.levels[1].config().ante_type.value, s.levels[0].hands
    ('big-blind-only', None)

or read from a TOML file (:func:`load_structure`; the package ships
``holdem/data/structure_20min.toml``, a usual 20-minute structure, as the example)::

    starting_stack = 10000
    chips = [25, 100, 500, 1000, 5000]      # the denominations in play (for the chip-up, R-TOUR-5)
    late_entry_levels = 3                   # optional: late entry open through level 3 (R-TOUR-4)
    minutes = 20                            # optional: each level's length unless it says otherwise
    button_blind = false                    # optional: true, the button posts the one blind (R-BLIND-9)

    [[level]]
    small_blind = 25
    big_blind = 50                          # optional per level: ante, ante_type, hands, minutes

A level lasts ``hands`` hands (each table plays one hand per tournament round) or
``minutes`` of the tournament's clock; with neither it lasts for ever (the last level
usually does). ``ante_type`` is ``"uniform"`` (every player) or ``"big-blind"``
(the big blind posts one ante for the table, big-blind-only).

A button-blind structure (``button_blind``, R-BLIND-9: short deck's usual forced bets) has
the button post each level's ``big_blind`` as the one blind, and every level's
``small_blind`` is 0; it holds for the whole tournament, as a table keeps who posts::

    >>> config = Structure([Level(0, 100, ante=100), Level(0, 200, ante=200)], 10_000, button_blind=True).config(1)
    >>> config.button_blind, config.small_blind, config.big_blind, config.ante
    (True, 0, 200, 200)

The chip-up (R-TOUR-5): when a level's blinds and ante are all multiples of the next
larger chip, the smallest chip is no longer needed and :func:`colour_up` rounds each
stack to the larger chip, by ``"up"`` (rounding each stack's odd chips up to one larger chip:
a tournament's default, nobody loses chips) or ``"race"`` (the race-off, an option).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from ..core import Deck
from ..errors import ConfigError, TournamentError
from ..game import AnteType, TableConfig

__all__ = [
    "CHIP_UP_METHODS",
    "LateEntry",
    "Level",
    "Structure",
    "colour_up",
    "default_structure",
    "load_structure",
    "race_draw",
    "structure_of",
]

CHIP_UP_METHODS = ("race", "up")
_ANTE_TYPES = {
    "uniform": AnteType.UNIFORM,
    "big-blind": AnteType.BIG_BLIND_ONLY,
    "big-blind-only": AnteType.BIG_BLIND_ONLY,
}


def _whole(value: Any, what: str, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise TournamentError(f"{what} is a whole number of at least {low}, got {value!r}")
    return value


@dataclass(frozen=True)
class Level:
    """One blind level: ``small_blind``, ``big_blind``, ``ante`` (0: none) posted by every player
    (``ante_type="uniform"``) or by the big blind for the table (``"big-blind"``); it lasts ``hands``
    hands or ``minutes`` (neither: until the end)."""

    small_blind: int
    big_blind: int
    ante: int = 0
    ante_type: str = "uniform"
    hands: int | None = None
    minutes: float | None = None

    def __post_init__(self) -> None:
        _whole(self.small_blind, "small_blind")
        _whole(self.big_blind, "big_blind", 1)
        _whole(self.ante, "ante")
        if self.big_blind < self.small_blind:
            raise TournamentError(
                f"a level's big blind ({self.big_blind}) is below its small blind "
                f"({self.small_blind}): the big blind is at least the small blind"
            )
        if self.ante_type not in _ANTE_TYPES:
            raise TournamentError(f"ante_type is 'uniform' or 'big-blind', got {self.ante_type!r}")
        if self.hands is not None:
            _whole(self.hands, "a level's hands", 1)
        if self.minutes is not None and (
            isinstance(self.minutes, bool)
            or not isinstance(self.minutes, (int, float))
            or not 0 < self.minutes < math.inf
        ):
            raise TournamentError(f"a level's minutes is a number above 0, got {self.minutes!r}")
        if self.hands is not None and self.minutes is not None:
            raise TournamentError("a level lasts hands or minutes, not both")

    def config(self, *, button_blind: bool = False) -> TableConfig:
        """The level's :class:`TableConfig`, its betting structure the game's (no-limit hold'em, pot-limit Omaha);
        ``button_blind``: the button posts ``big_blind`` as the one blind (R-BLIND-9; ``small_blind`` is 0)."""
        ante_type = _ANTE_TYPES[self.ante_type] if self.ante else AnteType.NONE
        try:
            return TableConfig(
                small_blind=self.small_blind,
                big_blind=self.big_blind,
                ante=self.ante,
                ante_type=ante_type,
                button_blind=button_blind,
            )
        except ConfigError as exc:  # pragma: no cover - the checks above come first
            raise TournamentError(f"level {self}: {exc}") from exc

    @property
    def amounts(self) -> tuple[int, ...]:
        return (self.small_blind, self.big_blind, self.ante)


class LateEntry(NamedTuple):
    """A scheduled entry for :meth:`Tournament.run`: ``name`` enters between rounds once ``round`` rounds
    have been played and the tournament has reached ``level`` (from the end of that level's first round;
    level 1 and round 0: before the first hand, with no penalty)."""

    name: str
    round: int = 0
    level: int = 1


@dataclass(frozen=True)
class Structure:
    """The levels, the equal starting stack (R-TOUR-1), the chips in play (denominations, smallest
    first; empty: no chip-up), how many levels late entry stays open (R-TOUR-4: until the end of
    the second blind increase, i.e. through level 3) and whether the button posts the one blind
    (``button_blind``, R-BLIND-9: every level's small blind is 0)."""

    levels: Sequence[Level]
    starting_stack: int
    chips: Sequence[int] = ()
    late_entry_levels: int = 3
    button_blind: bool = False
    _configs: tuple[TableConfig, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        levels = tuple(self.levels) if isinstance(self.levels, Iterable) else None
        if not levels or not all(isinstance(level, Level) for level in levels):
            raise TournamentError(f"levels is a non-empty sequence of Level, got {self.levels!r}")
        object.__setattr__(self, "levels", levels)
        _whole(self.starting_stack, "starting_stack", 1)
        chips = tuple(self.chips)
        for chip in chips:
            _whole(chip, "a chip's value", 1)
        if list(chips) != sorted(set(chips)):
            raise TournamentError(f"chips are distinct values, smallest first, got {list(chips)}")
        if chips and self.starting_stack % chips[0]:
            raise TournamentError(
                f"starting_stack {self.starting_stack} is not made of the smallest chip {chips[0]}"
            )
        for i, level in enumerate(levels, 1):
            if chips and any(a % chips[0] for a in level.amounts):
                raise TournamentError(
                    f"level {i} ({level.small_blind}/{level.big_blind}, ante {level.ante}) is not "
                    f"made of the smallest chip {chips[0]}"
                )
        object.__setattr__(self, "chips", chips)
        _whole(self.late_entry_levels, "late_entry_levels")
        self._check_button_blind(levels)
        configs = tuple(level.config(button_blind=self.button_blind) for level in levels)
        object.__setattr__(self, "_configs", configs)

    def _check_button_blind(self, levels: tuple[Level, ...]) -> None:
        """With ``button_blind`` the one blind is each level's big blind: no level has a small blind."""
        if not isinstance(self.button_blind, bool):
            raise TournamentError(f"button_blind is True or False, got {self.button_blind!r}")
        if not self.button_blind:
            return
        for i, level in enumerate(levels, 1):
            if level.small_blind:
                raise TournamentError(
                    f"level {i} has a small blind of {level.small_blind}: with button_blind the button "
                    "posts the one blind, big_blind, and every level's small_blind is 0 (R-BLIND-9)"
                )

    def late_entry_schedule(self, entries: Sequence[LateEntry | str]) -> list[LateEntry]:
        """``entries`` (:class:`LateEntry` s or bare names: before the first hand) checked; a level past
        ``late_entry_levels`` is refused.

        >>> Structure([Level(1, 2)], 100).late_entry_schedule([LateEntry("b", round=3), "a"])
        [LateEntry(name='b', round=3, level=1), LateEntry(name='a', round=0, level=1)]
        """
        if isinstance(entries, (str, bytes)) or not isinstance(entries, Sequence):
            raise TournamentError(
                f"late entries are a sequence of LateEntry or names, got {entries!r}"
            )
        schedule = []
        for entry in entries:
            entry = LateEntry(entry) if isinstance(entry, str) else entry
            if (
                not isinstance(entry, LateEntry)
                or not isinstance(entry.name, str)
                or any(isinstance(x, bool) or not isinstance(x, int) for x in entry[1:])
                or entry.round < 0
                or entry.level < 1
            ):
                raise TournamentError(
                    f"a late entry is LateEntry(name, round >= 0, level >= 1), got {entry!r}"
                )
            if entry.level > self.late_entry_levels:
                raise TournamentError(
                    f"late entry is open through level {self.late_entry_levels}: "
                    f"{entry.name!r} at level {entry.level} is after it (R-TOUR-4)"
                )
            schedule.append(entry)
        return schedule

    def spread_late_entries(
        self, names: Sequence[str], seconds_per_round: float
    ) -> list[LateEntry]:
        """``names`` as late entries spread evenly over the rounds of the late-entry window (R-TOUR-4), the
        first after round 1; a level timed in minutes lasts as many rounds of ``seconds_per_round`` as it
        takes, and a level without an end spreads them one a round.

        >>> Structure([Level(1, 2, hands=4), Level(2, 4)], 100, late_entry_levels=1).spread_late_entries(
        ...     ["a", "b"], 120)
        [LateEntry(name='a', round=1, level=1), LateEntry(name='b', round=3, level=1)]
        """
        if (
            isinstance(seconds_per_round, bool)
            or not isinstance(seconds_per_round, (int, float))
            or not 0 < seconds_per_round < math.inf
        ):
            raise TournamentError(
                f"seconds_per_round is a number above 0, got {seconds_per_round!r}"
            )
        rounds = 0
        for level in self.levels[: self.late_entry_levels]:
            if level.hands is not None:
                rounds += level.hands
            elif level.minutes is not None:
                rounds += math.ceil(level.minutes * 60 / seconds_per_round)
            else:
                rounds = 0
                break
        count = len(names)
        return [
            LateEntry(name, round=1 + (k * rounds // count if rounds else k))
            for k, name in enumerate(names)
        ]

    def config(self, index: int) -> TableConfig:
        """The :class:`TableConfig` of level ``index`` (0-based; past the last: the last)."""
        return self._configs[min(index, len(self._configs) - 1)]

    def smallest_chip(self, index: int) -> int | None:
        """The smallest chip still needed at level ``index`` (None without chips): every chip whose
        next larger one does not divide all the blinds and antes of this level and every later one."""
        chips = self.chips
        if not chips:
            return None
        amounts = [a for level in self.levels[index:] for a in level.amounts if a]
        k = 0
        while k + 1 < len(chips) and all(a % chips[k + 1] == 0 for a in amounts):
            k += 1
        return chips[k]


_FILE_SUFFIX = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,9}")


def _names_a_file(source: str) -> bool:
    """Whether the text ``source`` is a file's path rather than TOML: one line that names an existing file or
    looks like a path (a path separator, or a file suffix such as ``.toml`` or ``.txt``). TOML text of a
    structure has several lines (a key and a ``[[level]]`` table at least)."""
    if "\n" in source:
        return False
    return (
        os.path.isfile(source)
        or "/" in source
        or os.sep in source
        or _FILE_SUFFIX.fullmatch(Path(source).suffix) is not None
    )


def load_structure(source: str | Path) -> Structure:
    """A :class:`Structure` from a TOML file or TOML text (the format: this module's documentation).

    A :class:`~pathlib.Path` is a file; so is a str that names an existing file or looks like a path (one
    line with a path separator or a file suffix: ``"my_structure.txt"``); any other str is TOML text.
    """
    try:
        import tomllib
    except ModuleNotFoundError:  # pragma: no cover - Python 3.10
        import tomli as tomllib  # type: ignore[no-redef,import-not-found,unused-ignore]
    if not isinstance(source, (str, Path)):
        raise TournamentError(
            f"a structure is read from a file's path or TOML text, got {type(source).__name__}"
        )
    as_file = isinstance(source, Path) or _names_a_file(source)
    if as_file:
        try:
            text = Path(source).read_text(encoding="utf-8")
        except OSError as exc:
            raise TournamentError(
                f"cannot read the structure file {str(source)!r}: {exc.strerror}"
            ) from exc
    else:
        text = str(source)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        if as_file or "\n" in text:
            raise TournamentError(f"the structure is not valid TOML: {exc}") from exc
        raise TournamentError(
            f"the structure {text!r} was read as TOML text, as it names no file (a path has a "
            f"path separator or a file suffix such as .toml), and is not valid TOML: {exc}"
        ) from exc
    allowed = {
        "starting_stack",
        "chips",
        "late_entry_levels",
        "button_blind",
        "minutes",
        "hands",
        "level",
    }
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise TournamentError(f"unknown structure keys {unknown}; allowed: {sorted(allowed)}")
    rows = data.get("level")
    if not isinstance(rows, list) or not rows:
        raise TournamentError("a structure has [[level]] tables (at least one)")
    level_keys = {"small_blind", "big_blind", "ante", "ante_type", "hands", "minutes"}
    levels = []
    for i, row in enumerate(rows, 1):
        bad = sorted(set(row) - level_keys)
        if bad:
            raise TournamentError(f"level {i}: unknown keys {bad}; allowed: {sorted(level_keys)}")
        if "small_blind" not in row or "big_blind" not in row:
            raise TournamentError(f"level {i} needs small_blind and big_blind")
        if "hands" not in row and "minutes" not in row:
            row = {**row, **{k: data[k] for k in ("hands", "minutes") if k in data}}
        levels.append(Level(**row))
    if "starting_stack" not in data:
        raise TournamentError("a structure needs starting_stack")
    return Structure(
        levels,
        data["starting_stack"],
        data.get("chips", ()),
        data.get("late_entry_levels", 3),
        data.get("button_blind", False),
    )


def default_structure() -> Structure:
    """The shipped 20-minute structure (``holdem/data/structure_20min.toml``)."""
    return load_structure(Path(__file__).parent.parent / "data" / "structure_20min.toml")


def structure_of(structure: object) -> Structure:
    """What a tournament takes as its structure: a Structure, a TOML file's, or None (:func:`default_structure`)."""
    if structure is None:
        return default_structure()
    if isinstance(structure, (str, Path)):
        return load_structure(structure)
    if not isinstance(structure, Structure):
        raise TournamentError(
            f"structure is a Structure, a TOML file or None, got {type(structure).__name__}"
        )
    return structure


def colour_up(
    stacks: Mapping[str, int],
    chip: int,
    method: str,
    draw: Callable[[Sequence[str]], Any] | None = None,
) -> dict[str, int]:
    """R-TOUR-5: every stack rounded to a multiple of ``chip``, the new smallest chip; returns the new stacks.

    ``"up"``: a stack's odd chips (below ``chip``) become one ``chip``. ``"race"`` (the race-off): the odd
    chips of all players are pooled and exchanged for ``round(pool / chip)`` new chips (half up), one each
    at most, to the players drawing the highest cards (``draw(names)`` deals each of them a card,
    e.g. :func:`race_draw`; cards order by rank, then suit). Nobody is raced out: a player
    left with no chips gets one ``chip``. The difference from the old total is the colour-up.
    """
    if method not in CHIP_UP_METHODS:
        raise TournamentError(
            f"chip_up is one of {', '.join(map(repr, CHIP_UP_METHODS))}, got {method!r}"
        )
    odd = {name: stack % chip for name, stack in stacks.items() if stack % chip}
    out = {name: stack - odd.get(name, 0) for name, stack in stacks.items()}
    if method == "up":
        for name in odd:
            out[name] += chip
        return out
    if not odd:
        return out
    if draw is None:
        raise TournamentError("a race-off needs draw(names) -> cards")
    names = sorted(odd)  # the race-off's seat order does not matter: every card is distinct
    cards = draw(names)
    winners = (2 * sum(odd.values()) + chip) // (2 * chip)
    ranked = sorted(zip(cards, names), reverse=True)
    for _, name in ranked[:winners]:
        out[name] += chip
    for name in names:
        if not out[name]:  # a player cannot be raced out of the tournament
            out[name] = chip
    return out


def race_draw(rng: Any) -> Callable[[Sequence[str]], list[Any]]:
    """The race-off's cards for one table (at most 52 players): one shuffled deck, a card each."""

    def draw(names: Sequence[str]) -> list[Any]:
        if len(names) > 52:
            raise TournamentError(
                f"a race-off is held per table: {len(names)} players is more than one deck"
            )
        deck = Deck()
        deck.shuffle(rng)
        return list(deck.deal(len(names)))

    return draw
