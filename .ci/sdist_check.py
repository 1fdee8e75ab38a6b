"""The sdist rebuilds (.ci/run): the wheel built from it ships the same files as the one built from the checkout,
the LICENSE in both archives, the version of python/holdem/_version.py, and it imports and evaluates from a folder
outside the checkout.

    python sdist_check.py SDIST WHEEL_FROM_SDIST WHEEL_FROM_CHECKOUT VERSION

The python running it needs holdem's dependencies and no editable install of holdem (whose finder would come
before the unpacked wheel on PYTHONPATH): .ci/run uses the installed-wheel environment's.
"""

from __future__ import annotations

import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

IMPORT = """
import sys, holdem
assert holdem.__file__.startswith(sys.argv[1]), holdem.__file__
assert holdem.__version__ == sys.argv[2], holdem.__version__
assert holdem.evaluate('AhKhQhJhTh2c3d') == 7462  # the royal flush, by the built core
print('imported', holdem.__version__, 'from', holdem.__file__)
"""


def main(sdist: str, from_sdist: str, from_checkout: str, version: str) -> None:
    with tarfile.open(sdist) as archive:
        top = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert "LICENSE" in top, "the sdist has no LICENSE"
    with zipfile.ZipFile(from_sdist) as wheel, zipfile.ZipFile(from_checkout) as reference:
        names, expected = set(wheel.namelist()), set(reference.namelist())
        assert names == expected, f"the sdist's wheel differs: {sorted(names ^ expected)}"
        info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = wheel.read(f"{info}/METADATA").decode()
        assert f"\nVersion: {version}\n" in metadata, "the sdist's wheel has another version"
        assert any(n.startswith(f"{info}/") and n.endswith("/LICENSE") for n in names), (
            "no LICENSE in the wheel"
        )
        with tempfile.TemporaryDirectory() as unpacked:
            wheel.extractall(unpacked)
            done = subprocess.run(
                [sys.executable, "-c", IMPORT, unpacked, version],
                cwd=unpacked,
                env={"PYTHONPATH": unpacked, "PATH": "/usr/bin:/bin"},
                capture_output=True,
                text=True,
                timeout=120,
            )
    assert done.returncode == 0, done.stderr
    print(
        f"{Path(sdist).name} -> {Path(from_sdist).name}: {len(names)} files as from the checkout, LICENSE, "
        f"version {version}; {done.stdout.strip()}"
    )


if __name__ == "__main__":
    main(*sys.argv[1:])
