"""Shared test helpers: where the source tree and the shared/ folder (spec, seeds, oracle hands) are, and the check
that a run meant for the installed wheel really imports it."""

from __future__ import annotations

import os
import sys
import sysconfig
from pathlib import Path

import pytest

#: The checkout the tests read files of (README, pyproject.toml, .ci/run): $HOLDEM_SOURCE when the tests were
#: copied out of it to run against an installed wheel, else the folder above tests/.
REPO_ROOT = Path(
    os.environ.get("HOLDEM_SOURCE") or Path(__file__).resolve().parent.parent
).resolve()

#: HOLDEM_SHARED=none: this run has no shared/ folder (a release build's machine); its tests skip.
NO_SHARED = "none"


def shared_dir() -> Path | None:
    """The project's shared/ folder: $HOLDEM_SHARED when set, else ../shared beside the checkout (as in CI)."""
    env = os.environ.get("HOLDEM_SHARED")
    if env == NO_SHARED:
        return None
    path = Path(env) if env else REPO_ROOT.parent / "shared"
    return path if (path / "oracle").is_dir() else None


def shared_missing_message() -> str:
    """Why the shared/ tests cannot run, and whether that fails the run (when the data was expected) or skips."""
    env = os.environ.get("HOLDEM_SHARED")
    if env == NO_SHARED:
        return ""
    if env:
        return f"HOLDEM_SHARED={env} has no oracle/ folder"
    message = f"shared/ (oracle hands, seeds) not found at {REPO_ROOT.parent / 'shared'}; set HOLDEM_SHARED"
    return message + " (in CI the oracle tests must run, not skip)" if os.environ.get("CI") else ""


@pytest.fixture(scope="session")
def shared() -> Path:
    """shared/: fails when the data was expected (HOLDEM_SHARED set, or in CI), else skips cleanly."""
    path = shared_dir()
    if path is None:
        failure = shared_missing_message()
        if failure:
            pytest.fail(failure)
        pytest.skip(
            "shared/ (oracle hands, seeds) not found beside the checkout; set HOLDEM_SHARED"
        )
    return path


@pytest.fixture(scope="session")
def oracle_dir(shared: Path) -> Path:
    """shared/oracle."""
    return shared / "oracle"


def installed_package_problem(package_file: str) -> str:
    """Empty when holdem (its ``__file__`` given) comes from this interpreter's site-packages inside a virtual
    environment and not from the source tree, else what is wrong."""
    where = Path(package_file).resolve()
    site = {Path(sysconfig.get_paths()[key]).resolve() for key in ("purelib", "platlib")}
    if sys.prefix == sys.base_prefix:
        return f"the tests run outside a virtual environment ({sys.prefix})"
    if not any(where.is_relative_to(path) for path in site):
        return f"holdem was imported from {where}, not from site-packages ({', '.join(map(str, sorted(site)))})"
    if where.is_relative_to(REPO_ROOT / "python"):
        return f"holdem was imported from the source tree {where}"
    return ""


def pytest_configure(config: pytest.Config) -> None:
    """HOLDEM_TEST_INSTALLED=1 (the wheel check in .ci/run): stop before any test unless holdem is the installed
    package. Imported here, after the test paths are set up, as a test module would."""
    if os.environ.get("HOLDEM_TEST_INSTALLED") == "1":
        import holdem

        problem = installed_package_problem(holdem.__file__)
        if problem:
            raise pytest.UsageError(f"HOLDEM_TEST_INSTALLED=1 but {problem}")
