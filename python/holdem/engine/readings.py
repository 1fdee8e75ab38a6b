"""The rule readings a hand plays by (R-PROF-1), as one immutable object per table configuration.

Where engines read the rules differently, :class:`~holdem.game.rules.TableConfig`
has an option (``READINGS``; the profiles ``"rule_book"`` and ``"pokerkit"``,
``PROFILES``). :class:`Readings` is those options as the switches the engine
consults: the betting part reads them at every action, so each is a plain
attribute (a bool, or the value the showdown part takes). One instance is made
per set of values and shared: :data:`RULE_BOOK` and :data:`POKERKIT` are the
profiles::

    >>> from holdem import TableConfig
    >>> Readings.of(TableConfig.profile("pokerkit")) is POKERKIT
    True
    >>> Readings.of(TableConfig(raise_measured_from="current_bet")).raise_from_current_bet
    True
"""

from __future__ import annotations

from collections.abc import Mapping

from ..game import PROFILES, READINGS, TableConfig

__all__ = ["POKERKIT", "RULE_BOOK", "Readings"]


class Readings:
    """A table's readings (R-PROF-1; TableConfig documents each) as the engine consults them.

    - ``blind_call_posted``: ``short_blind_call="posted"``: after a short blind the others call the
      largest bet posted, and the first round opens after it.
    - ``four_raises``: ``limit_cap="four_raises"`` (fixed limit): the cap counts every bet or raise,
      short all-ins too, from 0 each round, however many players are left.
    - ``raise_from_current_bet``: ``raise_measured_from="current_bet"``: every raise, a short all-in
      too, is the base of the next minimum raise.
    - ``short_all_in_reopens``: pokerkit's reopening rule (``short_all_in_reopens=True``).
    - ``straddle_sizes_raise``: ``straddle_raise="last_straddle"`` (no-limit and pot-limit): the
      last straddle is the first round's raise size.
    - ``odd_chips_to_first_winner``: ``odd_chips="first_winner"``: pokerkit's pots and split.
    - ``unknown_show``: ``"muck"`` or ``"board"``, what a show of cards nobody saw is.
    - ``last_round_all_in_turns_up``: ``last_round_all_in="turn_up"``: an all-in called on the last
      round turns the hands still in face up.
    - ``options``: the options' values, in the order of ``READINGS``.

    Immutable, and one instance per set of values (:meth:`of`; a pickle loads as that instance). A plain
    class with slots rather than a frozen dataclass, whose making costs about a millisecond at import.
    """

    __slots__ = (
        "blind_call_posted",
        "four_raises",
        "raise_from_current_bet",
        "short_all_in_reopens",
        "straddle_sizes_raise",
        "odd_chips_to_first_winner",
        "unknown_show",
        "last_round_all_in_turns_up",
        "options",
    )
    blind_call_posted: bool
    four_raises: bool
    raise_from_current_bet: bool
    short_all_in_reopens: bool
    straddle_sizes_raise: bool
    odd_chips_to_first_winner: bool
    unknown_show: str
    last_round_all_in_turns_up: bool
    options: tuple[object, ...]

    def __init__(self, values: Mapping[str, object]) -> None:
        """The readings of these option values (TableConfig's, checked); :meth:`of` shares one per set."""
        assign = object.__setattr__  # (the class refuses setting: see __setattr__)
        assign(self, "blind_call_posted", values["short_blind_call"] == "posted")
        assign(self, "four_raises", values["limit_cap"] == "four_raises")
        assign(self, "raise_from_current_bet", values["raise_measured_from"] == "current_bet")
        assign(self, "short_all_in_reopens", values["short_all_in_reopens"] is True)
        assign(self, "straddle_sizes_raise", values["straddle_raise"] == "last_straddle")
        assign(self, "odd_chips_to_first_winner", values["odd_chips"] == "first_winner")
        assign(self, "unknown_show", str(values["unknown_show"]))
        assign(self, "last_round_all_in_turns_up", values["last_round_all_in"] == "turn_up")
        assign(self, "options", tuple(values[name] for name in READINGS))

    @staticmethod
    def of(config: TableConfig) -> Readings:
        """The readings of ``config``: the one instance for its values (a hand's setup asks once per
        config, game, seats and button: :func:`~holdem.engine.setup.hand_setup`)."""
        return _shared(tuple(getattr(config, name) for name in READINGS))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"readings are immutable (a TableConfig's options make them): {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"readings are immutable (a TableConfig's options make them): {name}")

    def __reduce__(self) -> tuple[object, ...]:
        return (_shared, (self.options,))

    def __repr__(self) -> str:
        return "Readings.of(TableConfig({}))".format(
            ", ".join(f"{name}={value!r}" for name, value in zip(READINGS, self.options))
        )


_INSTANCES: dict[tuple[object, ...], Readings] = {}


def _shared(values: tuple[object, ...]) -> Readings:
    """The one instance for these option values, in READINGS' order."""
    readings = _INSTANCES.get(values)
    if readings is None:
        readings = _INSTANCES[values] = Readings(dict(zip(READINGS, values)))
    return readings


#: The rule book's readings (RULES.md), TableConfig's default.
RULE_BOOK: Readings = _shared(tuple(PROFILES["rule_book"][name] for name in READINGS))
#: pokerkit 0.7.7's readings, the engine that wrote the public PHH dataset.
POKERKIT: Readings = _shared(tuple(PROFILES["pokerkit"][name] for name in READINGS))
