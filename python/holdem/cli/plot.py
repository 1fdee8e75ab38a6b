"""The chip counts of a tournament's last players over the hands, drawn with matplotlib (the ``plot`` extra)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["plot_chips"]


def plot_chips(
    tournament: Any, path: str | Path, *, players: int = 10, size: tuple[int, int] = (1000, 600)
) -> Path:
    """Write a PNG of ``size`` pixels: the stacks of the ``players`` best-placed players after each round
    (the tournament kept its chip log: ``Tournament(keep_chip_log=True)``)."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no display needed
    import matplotlib.pyplot as plt

    log = tournament.chip_log()
    names = [s.player for s in tournament.standings[:players]] or list(tournament.stacks)[:players]
    dpi = 100
    fig, ax = plt.subplots(figsize=(size[0] / dpi, size[1] / dpi), dpi=dpi)
    try:
        hands = [h for h, _ in log]
        for name in names:
            ax.plot(hands, [stacks.get(name, 0) for _, stacks in log], label=name, linewidth=1.2)
        ax.set_xlabel("hands played")
        ax.set_ylabel("chips")
        ax.set_title(f"chip counts of the last {len(names)} players")
        ax.legend(fontsize="small", ncol=2)
        out = Path(path)
        fig.savefig(out, dpi=dpi, format="png")
    finally:
        plt.close(fig)
    return out
