"""The package is typed for its users: no ``Any`` in the public API, stubs for the core, ``mypy --strict`` clean."""

from __future__ import annotations

import inspect
import os
import shutil
import subprocess
import sys
import typing
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import holdem
from conftest import REPO_ROOT
from holdem.engine import Read

PACKAGE = Path(holdem.__file__).resolve().parent
# mypy reads the package's source in the checkout: given an installed copy's path, it would take the whole
# site-packages around it for the user's own modules (and refuse the shadowed mypy_extensions)
SOURCE = REPO_ROOT / "python" / "holdem"


def _contains_any(hint: object) -> bool:
    if hint is typing.Any:
        return True
    if getattr(typing.get_origin(hint) or hint, "__module__", "").startswith("numpy"):
        return False  # numpy's own array types (ArrayLike, NDArray) are generic in Any: theirs, not ours
    return any(_contains_any(arg) for arg in typing.get_args(hint))


def _functions_of(cls: type) -> Iterator[tuple[str, Callable[..., object]]]:
    """The public methods and property getters a class defines (Python ones: the compiled core's are stubbed)."""
    for attr, member in vars(cls).items():
        if attr.startswith("_") and attr != "__init__":
            continue
        if isinstance(member, (staticmethod, classmethod)):
            member = member.__func__
        if isinstance(member, Read) or (
            isinstance(member, property) and not inspect.isfunction(member.fget)
        ):
            continue  # a hand's Read, or a C getter (a PlayerView field): typed by the class's annotations
        if isinstance(member, property):
            yield attr, member.fget
        elif inspect.isfunction(member):
            yield attr, member


def _hints(obj: object) -> dict[str, object]:
    # names a module imports only for type checkers resolve among the package's public names
    return typing.get_type_hints(obj, localns=vars(holdem))


def public_hints() -> Iterator[tuple[str, dict[str, object]]]:
    """(public name, its resolved annotations) for everything in ``holdem.__all__``."""
    for name in holdem.__all__:
        obj = getattr(holdem, name)
        if inspect.isclass(obj):
            if obj.__module__.startswith("holdem"):
                yield name, _hints(obj)
            for attr, function in _functions_of(obj):
                yield f"{name}.{attr}", _hints(function)
        elif inspect.isfunction(obj):
            yield name, _hints(obj)


def test_the_public_api_has_no_any():
    """Every public callable, property and record field of ``holdem.__all__`` is annotated without ``Any``."""
    checked = 0
    leaks = []
    for name, hints in public_hints():
        checked += 1
        leaks += [f"{name}: {key} is {hint}" for key, hint in hints.items() if _contains_any(hint)]
    assert checked > 300  # the walk reaches the classes' methods, not just the names
    assert not leaks, "\n".join(leaks)


def test_the_any_check_sees_an_any():
    """The check above would fail on a leak (it reads nested hints such as tuple[Any, ...])."""
    assert _contains_any(tuple[typing.Any, ...]) and _contains_any(
        dict[str, list[typing.Any]] | None
    )
    assert not _contains_any(tuple[int, ...])


def test_the_records_users_read_are_typed():
    """The issue's leaks: Hand.view, Hand.events, HandResult.pots, PotResult.pots and resolve_pots's type."""
    from holdem.game import Event

    assert typing.get_type_hints(holdem.Hand.view)["return"] is holdem.SeatView
    assert typing.get_args(typing.get_type_hints(holdem.Hand)["events"]) == (tuple[Event, ...],)
    pots = tuple[holdem.Pot | holdem.HiLoPot, ...]  # a hi-lo hand's are HiLoPots (R-POT-7)
    assert typing.get_type_hints(holdem.HandResult)["pots"] == pots
    returned = typing.get_type_hints(holdem.resolve_pots)["return"]
    assert returned is holdem.PotResult and returned.__module__ == "holdem.core.pots"
    assert typing.get_type_hints(holdem.PotResult.pots.fget)["return"] == pots
    stub = (PACKAGE / "_core.pyi").read_text(encoding="utf-8")
    assert (
        "def _pot_fields(self) -> tuple[_PotFields | _HiLoPotFields, ...]" in stub
        and "Any" not in stub
    )


def test_the_hand_actions_carry_the_parts_signatures():
    """Hand.fold and the other actions made from a part's method show that method's parameters and return."""
    assert (
        str(inspect.signature(holdem.Hand.raise_to))
        == "(self, amount: 'int', seat: 'int | None' = None) -> 'Action'"
    )
    assert typing.get_type_hints(holdem.Hand.fold)["return"] is holdem.Action


def test_seat_view_shown_is_immutable():
    """SeatView.shown is a read-only mapping inside the frozen view."""
    hand = holdem.Hand(
        holdem.TableConfig(holdem.BettingStructure.NO_LIMIT, small_blind=1, big_blind=2),
        [100, 100],
        button=0,
        seed=3,
    )
    view = hand.view(0)
    with pytest.raises(TypeError):
        view.shown[0] = ()  # type: ignore[index]


def test_py_typed_is_shipped():
    assert (PACKAGE / "py.typed").is_file() and (PACKAGE / "_core.pyi").is_file()


def _mypy(*targets: str) -> subprocess.CompletedProcess[str]:
    if (
        shutil.which("mypy") is None
        and subprocess.run(
            [sys.executable, "-m", "mypy", "--version"], capture_output=True
        ).returncode
        != 0
    ):
        pytest.fail(
            "mypy is missing: it is in the test tools (pip install -r requirements/test.txt)"
        )
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "mypy",
            "--strict",
            "--no-incremental",
            "--cache-dir",
            "/dev/null",
            *targets,
        ],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        timeout=600,
    )


MISTYPED_BOT = """
from holdem import Table
from holdem.table import PlayerView


def bot(view: PlayerView) -> str:
    cards: int = view.hole_cards
    pot: str = view.pot_size
    return view.legal_actions.min_raise_to


Table.play(Table.__new__(Table), {"ann": bot}, hands="many")
"""


def test_mypy_strict_on_the_package_and_an_example_user_script(tmp_path):
    """``mypy --strict`` passes on the package itself and on examples/bot_at_table.py, a user's script, and
    (in the same run) rejects a mistyped bot: the view's fields and Table.play are typed, not Any."""
    example = REPO_ROOT / "examples" / "bot_at_table.py"
    mistyped = tmp_path / "mistyped_bot.py"
    mistyped.write_text(MISTYPED_BOT, encoding="utf-8")
    done = _mypy(str(SOURCE), str(example), str(mistyped))
    errors = [line for line in done.stdout.splitlines() if ": error:" in line]
    assert errors and all(line.startswith(str(mistyped)) for line in errors), (
        done.stdout + done.stderr
    )
    text = "\n".join(errors)
    assert '"tuple[Card, ...] | None", variable has type "int"' in text  # view.hole_cards
    assert 'expression has type "int", variable has type "str"' in text  # view.pot_size
    assert 'Item "None" of "LegalActions | None" has no attribute "min_raise_to"' in text
    assert 'Argument "hands" to "play" of "Table" has incompatible type "str"' in text
    assert len(errors) == 5  # those four, and the return of int | None for str


def test_the_core_stubs_match_the_bindings(tmp_path):
    """mypy's stubtest compares _core.pyi with the compiled module: every name, parameter and default."""
    allow = tmp_path / "allowlist"
    # pybind11's own machinery, not the API: its metaclass
    allow.write_text("holdem._core.PotOutcome\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "holdem._core", "--allowlist", str(allow)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        # the package under test, not one installed: a relative PYTHONPATH would not reach it from tmp_path
        env={**os.environ, "PYTHONPATH": str(PACKAGE.parent)},
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
