"""Shared test helpers: where the shared/ folder (spec, seeds, oracle hands) is."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def shared_dir() -> Path | None:
    """The project's shared/ folder: $HOLDEM_SHARED, else ../shared beside the checkout (as in CI)."""
    env = os.environ.get("HOLDEM_SHARED")
    candidates = [Path(env)] if env else []
    candidates.append(REPO_ROOT.parent / "shared")
    return next((path for path in candidates if (path / "oracle").is_dir()), None)


@pytest.fixture(scope="session")
def shared() -> Path:
    """shared/; tests using it skip cleanly when the folder is absent."""
    path = shared_dir()
    if path is None:
        message = "shared/ (oracle hands, seeds) not found beside the checkout; set HOLDEM_SHARED"
        if os.environ.get("CI"):
            pytest.fail(message + " (in CI the oracle tests must run, not skip)")
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def oracle_dir(shared: Path) -> Path:
    """shared/oracle."""
    return shared / "oracle"
