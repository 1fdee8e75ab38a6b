"""Shared test helpers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def shared_dir() -> Path | None:
    """The project's shared/ folder: beside the checkout (CI, /work/main), else $HOLDEM_SHARED."""
    beside = REPO_ROOT.parent / "shared"
    if beside.is_dir():
        return beside
    env = os.environ.get("HOLDEM_SHARED")
    if env and Path(env).is_dir():
        return Path(env)
    return None


@pytest.fixture(scope="session")
def oracle_dir() -> Path:
    """shared/oracle, or skip the test when the folder is absent."""
    shared = shared_dir()
    if shared is None or not (shared / "oracle").is_dir():
        pytest.skip("shared/oracle not found (beside the repo or in $HOLDEM_SHARED)")
    return shared / "oracle"
