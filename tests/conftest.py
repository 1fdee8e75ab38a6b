"""Shared test helpers."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent


def shared_dir() -> Path | None:
    """The shared/ folder (spec, seeds, oracle): beside the checkout, or $HOLDEM_SHARED."""
    candidates = [REPO_ROOT.parent / "shared"]
    if os.environ.get("HOLDEM_SHARED"):
        candidates.append(Path(os.environ["HOLDEM_SHARED"]))
    return next((path for path in candidates if (path / "oracle").is_dir()), None)


@pytest.fixture(scope="session")
def oracle_dir() -> Path:
    """shared/oracle; tests using it skip cleanly when the folder is absent."""
    shared = shared_dir()
    if shared is None:
        pytest.skip("shared/oracle not found beside the checkout; set HOLDEM_SHARED to the shared/ folder")
    return shared / "oracle"
