"""The batch kernels agree: the portable one and, where the CPU has them, the
AVX2 and AVX-512 ones give the same values and reject the same rows with the
same errors (R-HAND-1..6 for the values; card ids and duplicates as in R-CARD-1).

The exhaustive tests in test_evaluator.py run through the default kernel (the
fastest this CPU has); these compare every kernel against the portable one, so
both stay covered whichever is the default.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from holdem import (
    DuplicateCardError,
    InvalidArgumentError,
    InvalidCardError,
    batch_kernels,
    evaluate,
    evaluate_batch,
)

KERNELS = batch_kernels()
FAST = [k for k in KERNELS if k != "portable"]


def random_hands(rows: int, width: int, seed: int, deck: int = 52) -> np.ndarray:
    """Rows of distinct card ids drawn from the first `deck` ids."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((rows, deck)), axis=1)[:, :width].astype(np.uint8)


def error_of(hands: np.ndarray, kernel: str) -> tuple[type, str]:
    with pytest.raises(InvalidCardError) as info:
        evaluate_batch(hands, kernel=kernel)
    return type(info.value), str(info.value)


def test_kernel_names():
    assert KERNELS[0] == "portable" and set(KERNELS) <= {"portable", "avx2", "avx512"}
    hands = random_hands(10, 7, 1)
    assert np.array_equal(
        evaluate_batch(hands, kernel="auto"), evaluate_batch(hands, kernel=KERNELS[-1])
    )
    with pytest.raises(
        InvalidArgumentError, match="kernel is 'auto', 'portable', 'avx2' or 'avx512', got 'sse9'"
    ):
        evaluate_batch(hands, kernel="sse9")
    with pytest.raises(InvalidArgumentError, match="kernel is"):
        evaluate_batch(hands, kernel=None)  # type: ignore[arg-type]
    for name, needs in (("avx512", "AVX-512"), ("avx2", "AVX2")):
        if name not in KERNELS:
            with pytest.raises(
                InvalidArgumentError, match=f"the {name} kernel needs a CPU with {needs}"
            ):
                evaluate_batch(hands, kernel=name)


@pytest.mark.parametrize("kernel", FAST)
def test_all_five_card_hands_agree(kernel):
    combos = np.fromiter(
        itertools.chain.from_iterable(itertools.combinations(range(52), 5)), dtype=np.uint8
    )
    hands = combos.reshape(-1, 5)
    assert np.array_equal(
        evaluate_batch(hands, kernel=kernel), evaluate_batch(hands, kernel="portable")
    )


@pytest.mark.parametrize("kernel", FAST)
@pytest.mark.parametrize("width", [5, 6, 7])
def test_random_hands_agree(kernel, width):
    # Odd row counts leave a tail after the last whole block of eight and chunk.
    for rows, seed, deck in [
        (1_000_003, width, 52),
        (200_001, 10 + width, 26),
        (50_017, 20 + width, 13),
    ]:
        # deck 26 and 13: two suits or one, so flushes are common or certain.
        hands = random_hands(rows, width, seed, deck)
        fast = evaluate_batch(hands, kernel=kernel)
        assert np.array_equal(fast, evaluate_batch(hands, kernel="portable"))
    assert [evaluate(r) for r in hands[:500].tolist()] == fast[:500].tolist()


@pytest.mark.parametrize("kernel", FAST)
@pytest.mark.parametrize("rows", [1, 7, 8, 9, 127, 128, 129, 1000])
def test_short_batches_agree(kernel, rows):
    hands = random_hands(rows, 7, rows)
    assert np.array_equal(
        evaluate_batch(hands, kernel=kernel), evaluate_batch(hands, kernel="portable")
    )


@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("width", [5, 6, 7])
def test_every_duplicate_position_names_the_row(kernel, width):
    base = random_hands(300, width, 40 + width)
    for i, j in itertools.combinations(range(width), 2):
        for row in (0, 5, 127, 128, 299):
            hands = base.copy()
            hands[row, j] = hands[row, i]
            kind, message = error_of(hands, kernel)
            assert kind is DuplicateCardError and message.startswith(f"row {row}: duplicate card")
            assert (kind, message) == error_of(hands, "portable")


@pytest.mark.parametrize("kernel", KERNELS)
@pytest.mark.parametrize("width", [5, 6, 7])
def test_every_bad_id_names_the_row(kernel, width):
    # 61..63 are the ids the AVX-512 kernel pads rows with and 253..255 the
    # AVX2 kernel's; 64 and 116 alias valid ids in the low six bits, 128 and
    # 131 in the low four (AVX2 shuffles) with the top bit set.
    base = random_hands(300, width, 50 + width)
    for bad in (52, 60, 61, 62, 63, 64, 116, 128, 131, 253, 254, 255):
        for position in range(width):
            row = (bad * 7 + position * 31) % 300
            hands = base.copy()
            hands[row, position] = bad
            kind, message = error_of(hands, kernel)
            assert kind is InvalidCardError and message.startswith(f"row {row}: ")
            assert str(bad) in message
            assert (kind, message) == error_of(hands, "portable")


@pytest.mark.parametrize("kernel", KERNELS)
def test_first_bad_row_wins_across_chunks(kernel):
    hands = random_hands(5000, 7, 60)
    hands[4000, 3] = 99
    hands[1300, 6] = hands[1300, 2]
    kind, message = error_of(hands, kernel)
    assert kind is DuplicateCardError and message.startswith("row 1300: ")
    hands[1300] = random_hands(1, 7, 61)[0]
    assert error_of(hands, kernel)[1].startswith("row 4000: ")
    # a bad row in the tail after the last whole block
    hands = random_hands(1003, 7, 62)
    hands[1001, 0] = 52
    assert error_of(hands, kernel)[1].startswith("row 1001: ")


@pytest.mark.parametrize("kernel", KERNELS)
def test_kernels_with_threads_and_out(kernel):
    hands = random_hands(300_000, 7, 70)
    out = np.empty(len(hands), dtype=np.int32)
    assert evaluate_batch(hands, threads=2, out=out, kernel=kernel) is out
    assert np.array_equal(out, evaluate_batch(hands, kernel="portable"))


@pytest.mark.parametrize("kernel", KERNELS)
def test_out_sharing_the_cards_buffer_is_refused(kernel):
    # Writing values over cards not yet read would give wrong values.
    hands = np.array([[48, 44, 40, 36, 32, 0, 4]] * 8, dtype=np.uint8)
    buffer = hands.ravel().copy()
    out = buffer[:32].view(np.int32)
    with pytest.raises(InvalidArgumentError, match="out shares memory with the cards"):
        evaluate_batch(buffer.reshape(8, 7), out=out, kernel=kernel)
    assert np.array_equal(buffer, hands.ravel())
    tail = np.zeros(8 * 7 + 32, dtype=np.uint8)
    tail[:56] = hands.ravel()
    values = evaluate_batch(tail[:56].reshape(8, 7), out=tail[56:].view(np.int32), kernel=kernel)
    assert values.tolist() == [7462] * 8


def test_simd_kernels_are_offered_exactly_when_the_cpu_has_them():
    """The run-time dispatch agrees with the CPU's own flags (Linux x86-64)."""
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as f:
            flags_line = next((line for line in f if line.startswith("flags")), None)
    except OSError:
        flags_line = None
    if flags_line is None:
        pytest.skip("no /proc/cpuinfo flags here")
    flags = set(flags_line.split(":", 1)[1].split())
    wanted = {"avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512vbmi", "popcnt"}
    assert ("avx512" in KERNELS) == wanted.issubset(flags)
    assert ("avx2" in KERNELS) == {"avx2", "popcnt"}.issubset(flags)
