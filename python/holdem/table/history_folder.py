"""Writing tables' histories to a folder: one ``<table name>.phhs`` per table, the folder checked first.

:meth:`holdem.Table.write_histories` and :meth:`holdem.Tournament.write_histories` write through here, each
raising its own error::

    >>> import tempfile
    >>> from pathlib import Path
    >>> from holdem.errors import TableError
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     paths = write_history_files({"T1": "text\\n"}, Path(folder) / "hands", TableError)
    ...     [path.name for path in paths], paths[0].read_text()
    (['T1.phhs'], 'text\\n')
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from .._checks import short_repr

__all__ = ["check_history_folder", "write_history_files"]


def check_history_folder(directory: str | Path, error: type[Exception]) -> Path:
    """``directory`` checked before play: a folder, or a path where one can be made (its nearest existing part
    a writable folder); else an ``error`` naming it."""
    if not isinstance(directory, (str, os.PathLike)):
        raise error(f"the history folder is a path, got {short_repr(directory)}")
    folder = Path(directory)
    existing = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if existing is not None and not existing.is_dir():
        raise error(
            f"the history folder {str(folder)!r} cannot be made: {str(existing)!r} is a file, "
            "not a folder; give a folder (made if missing)"
        )
    if existing is not None and not os.access(existing, os.W_OK | os.X_OK):
        raise error(
            f"the history folder {str(folder)!r} cannot be written: {str(existing)!r} is not writable"
        )
    return folder


def _file_name(table: str, error: type[Exception]) -> str:
    """``<table>.phhs``, for a table name that is a plain file name (no folder, no path separator)."""
    if (
        not table
        or table in (".", "..")
        or any(c in table for c in "/\\\0")
        or (os.altsep is not None and os.altsep in table)
    ):
        raise error(
            f"the table name {table!r} is no file name (a path separator, or empty): name the table "
            "otherwise, or write its history_text() yourself"
        )
    return f"{table}.phhs"


def write_history_files(
    texts: Mapping[str, str], directory: str | Path, error: type[Exception]
) -> list[Path]:
    """Each table's history text (``texts``: by table name) as ``<name>.phhs`` in ``directory``, made if
    missing; returns the paths. A folder that cannot be made or written, or a table name that is no file
    name, is an ``error``, raised before any file is written when it can be told beforehand."""
    folder = check_history_folder(directory, error)
    names = {table: _file_name(table, error) for table in texts}
    paths = []
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for table, text in texts.items():
            path = folder / names[table]
            path.write_text(text, encoding="utf-8")
            paths.append(path)
    except OSError as exc:
        raise error(
            f"cannot write the histories to {str(folder)!r}: {exc.strerror} ({exc.filename})"
        ) from exc
    return paths
