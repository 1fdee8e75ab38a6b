"""Another thread writing the input arrays while a batch call runs (issue 9).

The core reads numpy buffers in place without the GIL, so a racing writer
may change a row between two reads. Such a caller may get garbage or a typed
error, never a crashed or hung interpreter. Each race runs in a subprocess:
a segfault or an abort fails the test instead of killing pytest, and a hang
hits the timeout.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

import holdem

# The racy calls run for about this long each (seconds).
RACE_SECONDS = 0.5

PRELUDE = """
import sys, threading, time
import numpy as np
import holdem

def race(write, call, seconds):
    stop = threading.Event()
    def writer():
        while not stop.is_set():
            write()
    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    calls = errors = 0
    end = time.monotonic() + seconds
    try:
        while time.monotonic() < end:
            calls += 1
            try:
                call()
            except holdem.HoldemError:
                errors += 1
    finally:
        stop.set()
        thread.join()
    print(f"{calls} calls, {errors} typed errors")

rng = np.random.default_rng(1)
"""


def run_race(body: str) -> None:
    script = PRELUDE + f"SECONDS = {RACE_SECONDS}\n" + textwrap.dedent(body)
    try:
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, timeout=30
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the racing batch call hung (more than 30 s)")
    assert done.returncode == 0, (
        f"exit status {done.returncode}\nstdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    )
    assert "calls" in done.stdout


def test_pots_batch_with_folded_flags_flipping():
    """All flags read True once they were checked: the seat walk ran past the row (segfault)."""
    run_race("""
        rows, seats = 200_000, 6
        C = rng.integers(1, 1000, (rows, seats))
        F = np.zeros((rows, seats), bool)
        V = rng.integers(1, 7463, (rows, seats))
        B = np.zeros(rows, np.int64)
        state = [False]
        def write():
            state[0] = not state[0]
            F[...] = state[0]
        race(write, lambda: holdem.resolve_pots_batch(C, F, V, B), SECONDS)
    """)


def test_pots_batch_with_contributions_negated():
    """Contributions checked non-negative, then read negative: one call spun for seconds."""
    run_race("""
        rows, seats = 200_000, 6
        C = rng.integers(1, 1000, (rows, seats))
        F = rng.random((rows, seats)) < 0.3
        F[:, 0] = False
        V = rng.integers(1, 7463, (rows, seats))
        B = np.zeros(rows, np.int64)
        def write():
            np.negative(C, out=C)
        race(write, lambda: holdem.resolve_pots_batch(C, F, V, B), SECONDS)
    """)


def test_pots_batch_with_hand_values_going_out_of_range():
    run_race("""
        rows, seats = 200_000, 6
        C = rng.integers(1, 1000, (rows, seats))
        F = np.zeros((rows, seats), bool)
        V = rng.integers(1, 7463, (rows, seats))
        good = V.copy()
        B = np.zeros(rows, np.int64)
        state = [False]
        def write():
            state[0] = not state[0]
            if state[0]:
                V[...] = 99_999
            else:
                V[...] = good
        race(write, lambda: holdem.resolve_pots_batch(C, F, V, B), SECONDS)
    """)


@pytest.mark.parametrize("hole_size, board_size", [(2, 5), (5, 0), (4, 3)])
def test_pots_batch_from_cards_with_cards_flipping(hole_size, board_size):
    """Hole cards and boards flipping between cards, 255 (unknown) and duplicates."""
    run_race(f"""
        rows, seats, h, b = 50_000, 6, {hole_size}, {board_size}
        decks = np.argsort(rng.random((rows, 52)), axis=1).astype(np.uint8)
        H = decks[:, : seats * h].reshape(rows, seats, h).copy()
        D = decks[:, seats * h : seats * h + b].copy()
        good_h, good_d = H.copy(), D.copy()
        C = rng.integers(1, 1000, (rows, seats))
        F = np.zeros((rows, seats), bool)
        B = np.zeros(rows, np.int64)
        state = [0]
        def write():
            state[0] = (state[0] + 1) % 4
            if state[0] == 0:
                H[...] = good_h
                D[...] = good_d
            elif state[0] == 1:
                H[:, :, 0] = 255
            elif state[0] == 2:
                H[:, :, -1] = H[:, :, 0]
                D[...] = 255
            else:
                H[...] = 200
        race(write, lambda: holdem.resolve_pots_batch(C, F, buttons=B, hole_cards=H, boards=D), SECONDS)
    """)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("kernel", holdem.batch_kernels())
def test_evaluate_batch_with_rows_flipping_to_255(kernel, threads):
    """threads=2 aborted ('terminate called without an active exception'); one thread raised a raw RuntimeError."""
    run_race(f"""
        rows = 400_000
        decks = np.argsort(rng.random((rows, 52)), axis=1).astype(np.uint8)
        H = decks[:, :7].copy()
        good = H[:, 0].copy()
        state = [False]
        def write():
            state[0] = not state[0]
            H[:, 0] = 255 if state[0] else good
        race(write, lambda: holdem.evaluate_batch(H, threads={threads}, kernel={kernel!r}), SECONDS)
    """)


def test_evaluate_batch_race_error_is_typed():
    """A row that read bad once and good on the second look is a typed error naming the row."""
    run_race("""
        rows = 400_000
        H = np.tile(np.array([0, 4, 8, 12, 17, 30, 51], np.uint8), (rows, 1))
        state = [False]
        def write():
            state[0] = not state[0]
            H[:, 6] = 0 if state[0] else 51   # a duplicate of card 0, then a good card again
        race(write, lambda: holdem.evaluate_batch(H, threads=2), SECONDS)
    """)
