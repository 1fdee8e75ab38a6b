"""The installed wheel on a CPU without AVX2 or AVX-512 (.ci/run runs the check under ``qemu-x86_64 -cpu SandyBridge``):
only the portable kernel is offered, forcing a SIMD one is refused with a typed error, and the values are those the
host's dispatched kernel (AVX2 or AVX-512 there) gave for the same hands.

    python no_avx2_check.py write FILE   # on the host: random hands and their values by the dispatched kernel
    python no_avx2_check.py check FILE   # on the emulated CPU: the same values, by the portable kernel
"""

from __future__ import annotations

import json
import sys

import numpy as np

import holdem

ROWS = 20_000  # per width: a few seconds under emulation


def hands(width: int) -> np.ndarray:
    rng = np.random.default_rng(15 + width)
    return np.argsort(rng.random((ROWS, 52)), axis=1)[:, :width].astype(np.uint8)


def values(kernel: str) -> dict[str, list[int]]:
    return {str(w): holdem.evaluate_batch(hands(w), kernel=kernel).tolist() for w in (5, 6, 7)}


def equity_of() -> dict[str, object]:
    return holdem.equity(["AhKh", "QsQd"], board="2c3d4h", exact=True).to_dict()


def write(path: str) -> None:
    kernels = holdem.batch_kernels()
    dispatched = values("auto")
    assert values("portable") == dispatched, (
        "the portable kernel disagrees with the dispatched one on the host"
    )
    with open(path, "w", encoding="ascii") as out:
        json.dump({"host_kernel": kernels[-1], "values": dispatched, "equity": equity_of()}, out)
    print(f"host: kernels {kernels}; {3 * ROWS} hands evaluated by {kernels[-1]}")


def check(path: str) -> None:
    assert "site-packages" in holdem.__file__, (
        f"holdem is not the installed wheel: {holdem.__file__}"
    )
    with open(path, encoding="ascii") as f:
        host = json.load(f)
    kernels = holdem.batch_kernels()
    assert kernels == ("portable",), f"a CPU without AVX2 offers {kernels}"
    for simd in ("avx2", "avx512"):
        try:
            holdem.evaluate_batch(hands(5)[:1], kernel=simd)
        except holdem.InvalidArgumentError as refused:
            assert "needs a CPU with" in str(refused), refused
        else:
            raise AssertionError(f"the {simd} kernel ran on a CPU without it")
    assert values("auto") == values("portable") == host["values"], "values differ from the host's"
    assert equity_of() == host["equity"], "equity differs from the host's"
    print(
        f"emulated CPU: kernels {kernels}; {3 * ROWS} hands as the host's {host['host_kernel']} kernel gave them"
    )


if __name__ == "__main__":
    {"write": write, "check": check}[sys.argv[1]](sys.argv[2])
