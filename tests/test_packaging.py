"""Issue 15: the command line's conventions, the version's one source, what the sdist and wheel ship, the
import error, and the pot a seat sees."""

from __future__ import annotations

import argparse
import importlib.metadata
import json
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
from pathlib import Path

import pytest

import holdem
from conftest import REPO_ROOT as ROOT
from conftest import installed_package_problem, shared_dir, shared_missing_message
from holdem import Hand, TableConfig, pot_odds
from holdem.cli.app import build_parser, main

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: tomli, a dependency there
    import tomli as tomllib

VERSION = importlib.metadata.version("holdem-engine")


def _run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=120, cwd=cwd
    )


# -- the command line ---------------------------------------------------------------------------------------------


def test_version_flag(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0 and capsys.readouterr().out == f"holdem {VERSION}\n"


def test_python_m_holdem_runs_the_command(tmp_path: Path) -> None:
    done = _run("-m", "holdem", "eval", "--json", "AhKh", "QhJhTh", "2c", "3d", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["description"] == "royal flush"
    assert _run("-m", "holdem", "--version", cwd=tmp_path).stdout == f"holdem {VERSION}\n"


#: One failing --json command line per subcommand: refused by the library, or by argparse.
JSON_ERRORS = {
    "eval": [["eval", "--json", "AhKh", "Xx"], ["eval", "--json"]],
    "equity": [
        ["equity", "--json", "AhKh", "AhQd"],
        ["equity", "--json", "AhKh", "QsQd", "--trials", "many"],
    ],
    "replay": [["replay", "--json", "--rules", "nope", "x.phh"]],
    "convert": [["convert", "--json", "x.txt", "--to", "xml"]],
    "stats": [["stats", "--json", "--rules", "nope", "x.txt"]],
    "play": [["play", "--json", "--agents", "nope"], ["play", "--json", "--players", "six"]],
    "simulate": [["simulate", "--json", "--agents", "nope", "--hands", "10"]],
    "tournament": [["tournament", "--json", "--agents", "nope"]],
}


def _subcommands() -> set[str]:
    parser = build_parser()
    return {
        name
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for name in action.choices
    }


def test_every_subcommand_is_checked_for_json_errors() -> None:
    assert set(JSON_ERRORS) == _subcommands()


@pytest.mark.parametrize("argv", [a for lines in JSON_ERRORS.values() for a in lines], ids=" ".join)
def test_json_errors_are_json(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    line = json.loads(out)
    assert line["command"] == argv[0] and line["error"] and err == ""
    assert (
        main([a for a in argv if a != "--json"]) == 2
    )  # without --json: text on stderr, as before
    out, err = capsys.readouterr()
    assert out == "" and "error" in err


def test_replay_json_with_no_histories_is_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", "--json", str(tmp_path)]) == 1
    out, err = capsys.readouterr()
    assert "no hand histories" in json.loads(out)["error"] and err == ""


def test_a_json_usage_error_without_a_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--json"]) == 2
    assert json.loads(capsys.readouterr().out)["command"] is None


# -- one version, the shipped files, the metadata --------------------------------------------------------------


def test_the_version_is_written_once() -> None:
    assert holdem.__version__ == VERSION
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'dynamic = ["version"]' in pyproject and f'"{VERSION}"' not in pyproject
    assert VERSION not in (ROOT / "CMakeLists.txt").read_text(encoding="utf-8")
    assert f"## {VERSION}" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def test_metadata_has_the_license_and_project_urls() -> None:
    meta = importlib.metadata.metadata("holdem-engine")
    urls = {u.split(",")[0] for u in meta.get_all("Project-URL") or []}
    assert {"Homepage", "Source", "Issues", "Changelog", "Documentation"} <= urls
    assert "MIT License" in (meta.get("License") or "")  # the LICENSE file's text
    files = importlib.metadata.files("holdem-engine") or []
    assert any(f.name == "LICENSE" for f in files)


def test_the_sdist_ships_the_license_changelog_and_sources(tmp_path: Path) -> None:
    pytest.importorskip("scikit_build_core")
    done = _run(
        "-c",
        f"from scikit_build_core.build import build_sdist; print(build_sdist({str(tmp_path)!r}))",
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    with tarfile.open(tmp_path / done.stdout.split()[-1]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    assert {
        "LICENSE",
        "CHANGELOG.md",
        "README.md",
        "pyproject.toml",
        "CMakeLists.txt",
        "python/holdem/_version.py",
        "cpp/src/evaluator.cpp",
    } <= names


#: The exhaustive and million-hand checks (4-9 s each here): ``pytest -m "not slow"`` skips them.
SLOW_FILES = ["tests/core/test_evaluator.py"]
SLOW = [
    f"tests/core/test_evaluator.py::{name}"
    for name in (
        "test_five_card_order_matches_phevaluator_exactly",
        "test_six_card_values_equal_best_five_card_subset_R_HAND_1",
        "test_random_seven_card_hands_match_phevaluator_and_best_subset_R_HAND_1",
    )
]


def test_the_slow_marker_marks_the_exhaustive_checks() -> None:
    done = _run(
        "-m",
        "pytest",
        "--collect-only",
        "-q",
        "-m",
        "slow",
        "-p",
        "no:cacheprovider",
        *SLOW_FILES,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert set(SLOW) <= set(done.stdout.split())


def test_the_import_error_names_the_right_install_and_the_name_clash(tmp_path: Path) -> None:
    # holdem._core made unimportable, as on a source tree without the build
    block = (
        "import sys, importlib.abc\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'holdem._core': raise ImportError('no core here')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import holdem\n"
    )
    done = _run("-c", block, cwd=tmp_path)
    assert done.returncode == 1
    message = done.stderr.strip().splitlines()[-1]
    assert "pip install ." in message and "not on PyPI yet" in message and "no core here" in message
    assert "unrelated project" in message and "'holdem'" in message


# -- the tests against an installed wheel (.ci/run, cibuildwheel) ------------------------------------------------


def test_the_installed_check_refuses_the_source_tree_and_takes_site_packages() -> None:
    problem = installed_package_problem(str(ROOT / "python" / "holdem" / "__init__.py"))
    assert "not from site-packages" in problem or "outside a virtual environment" in problem
    installed = installed_package_problem(
        str(Path(sysconfig.get_paths()["platlib"]) / "holdem" / "__init__.py")
    )
    assert installed == (
        ""
        if sys.prefix != sys.base_prefix
        else f"the tests run outside a virtual environment ({sys.prefix})"
    )


def test_the_installed_check_stops_a_run_importing_another_holdem(tmp_path: Path) -> None:
    # A holdem outside site-packages first on the path (an editable install's finder goes before even that, so
    # the run imports one or the other, neither installed): the conftest stops it before collecting anything.
    (tmp_path / "holdem").mkdir()
    (tmp_path / "holdem" / "__init__.py").write_text("")
    env = {**os.environ, "HOLDEM_TEST_INSTALLED": "1", "PYTHONPATH": str(tmp_path)}
    imported = subprocess.run(
        [sys.executable, "-c", "import holdem; print(holdem.__file__)"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env=env,
    ).stdout.strip()
    assert "site-packages" not in imported
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            "--collect-only",
            "-q",
            str(ROOT / "tests" / "test_cards.py"),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=env,
    )
    assert done.returncode != 0
    assert (
        f"HOLDEM_TEST_INSTALLED=1 but holdem was imported from {Path(imported).resolve()}, not from"
        in done.stderr
    )


def test_shared_data_set_but_missing_fails_and_none_skips(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOLDEM_SHARED", str(tmp_path))
    assert (
        shared_dir() is None
        and shared_missing_message() == f"HOLDEM_SHARED={tmp_path} has no oracle/ folder"
    )
    monkeypatch.setenv("HOLDEM_SHARED", "none")
    assert shared_dir() is None and shared_missing_message() == ""
    (tmp_path / "oracle").mkdir()
    monkeypatch.setenv("HOLDEM_SHARED", str(tmp_path))
    assert shared_dir() == tmp_path


def test_shared_data_missing_in_ci_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import conftest

    monkeypatch.delenv("HOLDEM_SHARED", raising=False)
    monkeypatch.setattr(conftest, "REPO_ROOT", tmp_path / "checkout")
    monkeypatch.setenv("CI", "true")
    assert shared_dir() is None and "in CI the oracle tests must run" in shared_missing_message()
    monkeypatch.delenv("CI")
    assert shared_missing_message() == ""


# -- the pot a seat sees --------------------------------------------------------------------------------------------


def test_pot_size_counts_the_bets_on_the_table() -> None:
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=3)
    hand.raise_to(6)
    view = hand.view(1)
    assert view.pot_gathered == 0 and view.bets == (6, 1, 2) and view.pot_size == 9
    assert view.snapshot().pot_size == 9
    assert pot_odds(view.legal_actions.call, view.pot_size) == 5 / 14
    hand.call(), hand.call()
    assert hand.view(2).pot_size == hand.view(2).pot_gathered == 18


# -- to_dict: JSON-ready results, views, histories ---------------------------------------------------------------


def _finished_hand() -> Hand:
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 50, 100], button=0, seed=11)
    hand.raise_to(50)
    hand.call(), hand.call()
    while not hand.is_complete:
        hand.check() if hand.actor is not None else hand.auto_showdown()
    return hand


def _round_trip(data: object) -> object:
    assert (
        json.loads(json.dumps(data, allow_nan=False)) == data
    )  # only JSON types: nothing lost or changed
    return data


def test_hand_result_to_dict_is_json() -> None:
    hand = _finished_hand()
    data = _round_trip(hand.result.to_dict())
    assert data["net"] == list(hand.result.net) and sum(data["net"]) == 0
    pot = hand.result.pots[0]
    assert data["pots"][0] == {
        "amount": 150,
        "eligible": list(pot.eligible),
        "winners": list(pot.winners),
        "shares": list(pot.shares),
    }
    assert [s["seat"] for s in data["shown"]] == list(hand.result.shown)
    assert all(isinstance(s["value"], int) and s["description"] for s in data["shown"])
    assert hand.result.pots[0].to_dict() == data["pots"][0]


def test_views_and_snapshots_to_dict_are_json() -> None:
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=3)
    hand.raise_to(6)
    view = hand.view(1)
    data = _round_trip(view.to_dict())
    assert data == view.snapshot().to_dict()
    assert data["street"] == "preflop" and data["pot_size"] == 9 and data["bets"] == [6, 1, 2]
    assert data["hole_cards"] == [str(c) for c in view.hole_cards]
    assert data["legal_actions"] == {
        "fold": True,
        "check": False,
        "call": 5,
        "min_raise_to": 10,
        "max_raise_to": 100,
        "current_bet": 6,
    }
    assert [e["type"] for e in data["events"]][-1] == "Action" and data["events"][-1][
        "kind"
    ] == "raise"
    other = {str(c) for c in hand.hole_cards_of(0) + hand.hole_cards_of(2)}
    assert not other & set(json.dumps(data).replace('"', " ").split())  # no other seat's cards


def test_a_finished_hands_view_to_dict_is_json() -> None:
    hand = _finished_hand()
    data = _round_trip(hand.view(0).to_dict())
    assert data["street"] == "complete" and data["shown"] and data["legal_actions"] is None


def test_a_scaled_history_to_dict_is_json_with_exact_decimals() -> None:
    from holdem import read_phh

    history = read_phh(
        'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [0.25, 0.5]\nmin_bet = 0.5\n'
        'starting_stacks = [10.1, 20]\nactions = ["d dh p1 ????", "d dh p2 ????", "p2 f"]\n'
    )
    data = _round_trip(history.to_dict())
    assert data["blinds_or_straddles"] == ["0.25", "0.5"] and data["starting_stacks"] == [
        "10.1",
        20,
    ]  # as the file wrote each
    assert read_phh(history.to_toml()) == history  # the TOML keeps the numbers


def test_an_unscaled_history_to_dict_keeps_ints() -> None:
    from holdem import history_of

    data = _round_trip(history_of(_finished_hand()).to_dict())
    assert sorted(data["starting_stacks"]) == [
        50,
        100,
        100,
    ]  # ints, in PHH order (small blind first)


def test_equity_result_to_dict_is_json() -> None:
    from holdem import equity

    data = _round_trip(equity(["AhKh", "QsQd"], board="2c3d4h", exact=True).to_dict())
    assert data["exact"] is True and len(data["players"]) == 2


# -- the README's two commands ----------------------------------------------------------------------------------


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Two commands", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in section.split("```")[1::2]]


def test_the_readme_installs_into_a_virtual_environment_and_ci_runs_its_two_commands() -> None:
    install, tests = _readme_commands()
    assert install.startswith(
        "python3 -m venv .venv && . .venv/bin/activate && pip install . && holdem eval "
    )
    # the test command installs the test tools only: the package the install command built stays as it is
    assert tests == "pip install -r requirements/test.txt && python -m pytest"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert install in ci and tests in ci and ci.index(install) < ci.index(tests)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "HOLDEM_SHARED" in readme and "C++17" in readme and "unrelated project" in readme


def test_the_readme_is_short_and_its_links_work_on_an_index_page() -> None:
    """The README is the package's long description: a tour, not the manual (the docs site is), and every link
    absolute, under one of the project's URLs, since a relative one breaks on an index page."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    with open(ROOT / "pyproject.toml", "rb") as file:
        urls = tomllib.load(file)["project"]["urls"].values()
    links = re.findall(r"\]\(([^)]*)\)", readme)
    assert links and [link for link in links if not link.startswith(tuple(urls))] == []


def _requirements(path: Path) -> list[str]:
    """A requirements file's requirements, comments and blank lines left out, spaces removed."""
    lines = (
        line.split(" #", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines()
    )
    return [line.replace(" ", "") for line in lines if line and not line.startswith("#")]


@pytest.mark.parametrize("extra", ["test", "docs"])
def test_each_requirements_file_lists_its_extra(extra: str) -> None:
    """requirements/test.txt (the README's test command) and requirements/docs.txt (.ci/docs) install what the
    `test` and `docs` extras do (cibuildwheel installs the test extra), without building the package again."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        extras = tomllib.load(file)["project"]["optional-dependencies"]
    listed = _requirements(ROOT / "requirements" / f"{extra}.txt")
    assert listed == [requirement.replace(" ", "") for requirement in extras[extra]]
