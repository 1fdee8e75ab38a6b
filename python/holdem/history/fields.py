"""The check of every PHH field: a mistake ("false" for false, a number for a list) is an error naming
the field, not a different game or a crash later."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from .._checks import whole_number
from ..errors import HistoryError
from ..game import PROFILES, READINGS
from .amounts import _number, _numbers, _shown, _stacks

_PLAYED_LIST_FIELDS = (
    "antes",
    "blinds_or_straddles",
    "starting_stacks",
)  # the amounts a hand is played with
_AMOUNT_LIST_FIELDS = _PLAYED_LIST_FIELDS + ("finishing_stacks", "winnings")
_AMOUNT_FIELDS = ("bring_in", "small_bet", "big_bet", "min_bet")


def _check_string(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise HistoryError(f"{what} must be a string, not {_shown(value)}")
    return value


def _check_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise HistoryError(
            f"{what} must be true or false (a TOML boolean, unquoted), not {_shown(value)}"
        )
    return value


def _check_whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise HistoryError(f"{what} must be a whole number, not {_shown(value)}")
    return value


def _check_whole_or_string(value: Any, what: str) -> int | str:
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or not isinstance(value, int):
        raise HistoryError(f"{what} must be a whole number or a string, not {_shown(value)}")
    return value


def _check_time(value: Any, what: str) -> Any:
    if not isinstance(value, (datetime.time, datetime.date)):  # a datetime is a date
        raise HistoryError(
            f"{what} must be a TOML time, date or date-time (05:36:35), not {_shown(value)}"
        )
    return value


def _list_of(check: Callable[[Any, str], Any], kind: str) -> Callable[[Any, str], list[Any]]:
    def check_list(values: Any, what: str) -> list[Any]:
        if not isinstance(values, (list, tuple)):
            raise HistoryError(f"{what} must be an array of {kind}, not {_shown(values)}")
        return [check(v, f"{what}[{i}]") for i, v in enumerate(values)]

    return check_list


def _check_actions(values: Any, what: str) -> list[str]:
    if not isinstance(values, (list, tuple)) or not all(isinstance(a, str) for a in values):
        raise HistoryError(f"{what} must be an array of strings, not {_shown(values)}")
    return list(values)


def _check_positive_whole(value: Any, what: str) -> int:
    return whole_number(value, what, low=1, error=HistoryError)


_FIELD_CHECKS: dict[str, Callable[[Any, str], Any]] = {
    "variant": _check_string,
    "actions": _check_actions,
    "ante_trimming_status": _check_bool,
    **dict.fromkeys(_AMOUNT_LIST_FIELDS + ("time_banks",), _numbers),
    "starting_stacks": _stacks,
    "finishing_stacks": _stacks,  # inf: a stack the file does not know
    **dict.fromkeys(_AMOUNT_FIELDS + ("time_limit",), _number),
    **dict.fromkeys(
        (
            "author",
            "event",
            "url",
            "venue",
            "address",
            "city",
            "region",
            "postal_code",
            "country",
            "time_zone",
            "time_zone_abbreviation",
            "currency",
            "currency_symbol",
        ),
        _check_string,
    ),
    **dict.fromkeys(("day", "month", "year", "level", "seat_count"), _check_whole),
    **dict.fromkeys(("hand", "table"), _check_whole_or_string),
    "time": _check_time,
    "seats": _list_of(_check_whole, "whole numbers"),
    "players": _list_of(_check_string, "strings"),
}


# Table options the PHH standard has no field for, kept as user-defined keys (the standard's "_" prefix)
# so that a written hand replays under the same rules. Key -> its check; the TableConfig field is the
# key without the underscore.
def _check_one_of(values: tuple[object, ...]) -> Callable[[Any, str], Any]:
    def check(value: Any, what: str) -> Any:
        if value not in values or type(value) is not type(values[0]):
            raise HistoryError(
                f"{what} must be one of {', '.join(map(repr, values))}, not {_shown(value)}"
            )
        return value

    return check


_TABLE_OPTIONS: dict[str, Callable[[Any, str], Any]] = {
    "_max_raises_per_round": _check_positive_whole,
    "_cumulative_short_all_ins": _check_bool,
    # the profile and the readings a hand was played under (R-PROF-1): replay uses them before any default
    "_rules": _check_one_of(tuple(PROFILES)),
    **{f"_{name}": _check_one_of(values) for name, values in READINGS.items()},
}
