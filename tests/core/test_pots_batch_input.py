"""resolve_pots_batch's input checks, where a long fuzz run (HOLDEM_FUZZ_EXAMPLES=3000) found a crash."""

from __future__ import annotations

import numpy as np
import pytest

from holdem import HoldemError
from holdem.core import resolve_pots_batch


def test_R_POT_6_contributions_above_int64_in_a_one_dimensional_array_are_refused_by_name():
    # found by tests/test_fuzz_api.py with 3000 examples: a 1-D uint64 array with a value past 2^63 - 1 made
    # the overflow message index a seat it did not have (IndexError, not a HoldemError)
    with pytest.raises(HoldemError, match="contributions"):
        resolve_pots_batch(
            np.array([2**63], dtype=np.uint64), np.array([], dtype=bool), buttons=np.array([0])
        )
