"""Replay every hand of a folder of PHH files (the public PHH dataset, or a sample of it) and compare each
with pokerkit.

    python tools/replay_dataset.py DIR [--rules pokerkit] [--json] [--limit N] [--show N]

Every ``.phh`` and ``.phhs`` file under DIR is read, and each hand is replayed by ``holdem.replay`` (under
``--rules``, where the file records no reading). The reference result is pokerkit's, computed by
pokerkit itself from the same file when it is installed (else the file's ``finishing_stacks``): the
finishing stacks, or, for a hand whose starting stacks are ``inf`` (not known), the net winnings.

Each hand is counted by variant code in one of:

- ``matching``: replayed, and the same result as the reference;
- ``mismatching``: replayed to another result (listed with the file and the hand);
- ``failed``: the replay raised (listed with the reason): a defect of the file, of this library or of
  pokerkit's reading of it;
- ``unsupported``: a variant this library does not play (stud, razz, draw lowball, badugi, ...);
- ``unchecked``: replayed, but there is nothing to compare with (pokerkit failed on it, or is not
  installed, and the file has no finishing stacks).

A file that cannot be read counts as ``unreadable``. Nothing crashes: every error is reported and
counted. The exit status is 1 when any hand mismatches, fails or cannot be read. ``--json`` prints one
JSON object (the counts and the listed hands).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from decimal import Decimal
from importlib import metadata
from pathlib import Path
from typing import Any

from holdem import HoldemError, read_phh, read_phhs, replay
from holdem.history import (
    HandHistory,
    finishing_amounts,
    net_winnings,
    replay_scale,
    where_it_stops,
)
from holdem.history.model import words
from holdem.history.variants import unsupported_variant

try:
    import pokerkit
except ImportError:  # the reference falls back to the files' finishing stacks
    pokerkit = None

OUTCOMES = ("matching", "mismatching", "failed", "unsupported", "unchecked")


def phh_files(root: Path) -> list[Path]:
    """Every .phh and .phhs file under ``root`` (or ``root`` itself), in a stable order."""
    if root.is_file():
        return [root]
    return sorted(p for p in root.rglob("*") if p.suffix in (".phh", ".phhs") and p.is_file())


def pokerkit_results(path: Path) -> list[dict[str, Any] | str] | None:
    """pokerkit's result for each hand of a file: its finishing stacks and payoffs, or the reason it failed
    on the hand (a string); None when pokerkit is not installed or cannot read the file at all."""
    if pokerkit is None:
        return None
    try:
        text = path.read_text("utf-8")
        hands = list(
            pokerkit.HandHistory.loads_all(text)
            if path.suffix == ".phhs"
            else [pokerkit.HandHistory.loads(text)]
        )
    except Exception:  # noqa: BLE001 - pokerkit's reader: any failure leaves the hands unchecked
        return None
    results: list[dict[str, Any] | str] = []
    for hand in hands:
        try:
            state = None
            for state in hand:  # noqa: B007  (the last state is read after the loop)
                pass
            assert state is not None
            results.append(
                {"finishing_stacks": list(state.stacks), "net_winnings": list(state.payoffs)}
            )
        except Exception as exc:  # noqa: BLE001 - a hand pokerkit cannot play (say, a variant it lacks)
            results.append(f"{type(exc).__name__}: {exc}")
    return results


def _same(ours: list[Any], theirs: list[Any]) -> bool:
    return len(ours) == len(theirs) and all(Decimal(a) == Decimal(b) for a, b in zip(ours, theirs))


def hands_of(path: Path) -> Iterator[tuple[str, HandHistory]]:
    """(name, history) for each hand of a file; raises HoldemError when the file cannot be read."""
    if path.suffix == ".phhs":
        for i, history in enumerate(read_phhs(path), 1):
            yield f"{path}#{i}", history
    else:
        yield str(path), read_phh(path)


def check_hand(
    history: HandHistory, reference: dict[str, Any] | str | None, rules: str | None
) -> dict[str, Any]:
    """One hand: its outcome (one of OUTCOMES) and what was compared."""
    variant = history.variant
    if unsupported_variant(variant) is not None:
        return {"outcome": "unsupported"}
    unknown = bool(history.unknown_stacks())
    compared = "net_winnings" if unknown else "finishing_stacks"
    try:
        scale = replay_scale(history, rules)
        hand = replay(history, scale=scale, rules=rules)
        ours = net_winnings(hand, scale) if unknown else finishing_amounts(hand, scale, history)
    except HoldemError as exc:
        return {"outcome": "failed", "error": str(exc)}
    if isinstance(reference, dict):
        expected, source = reference[compared], "pokerkit"
    elif not unknown and history.finishing_stacks is not None:
        expected, source = list(history.finishing_stacks), "file"
    else:
        return {"outcome": "unchecked", "pokerkit": reference}
    outcome = "matching" if _same(ours, expected) else "mismatching"
    result = {
        "outcome": outcome,
        "compared": compared,
        "source": source,
        "ours": [str(x) for x in ours],
        "expected": [str(x) for x in expected],
    }
    if outcome == "mismatching":
        result["stopped"] = where_it_stops(hand, history)
        if hand.config.unknown_show == "muck" and any(
            words(a)[1:] == ["sm", "????"] for a in history.actions
        ):
            # pokerkit keeps a hand shown as ???? in the pot, playing the board alone; the rule book counts
            # it as a muck (R-SHOW-2): TableConfig's unknown_show, "board" under --rules pokerkit
            result["note"] = "a show of unknown cards (????) at the showdown: unknown_show='muck'"
    return result


def run(root: Path, rules: str | None = None, limit: int | None = None) -> dict[str, Any]:
    """Replay every hand under ``root``; the counts by variant and outcome, and the hands that did not match."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    listed: dict[str, list[dict[str, Any]]] = {"mismatching": [], "failed": [], "unreadable": []}
    unsupported: Counter[str] = Counter()
    files = hands = 0
    for path in phh_files(root):
        if limit is not None and hands >= limit:
            break
        files += 1
        try:
            histories = list(hands_of(path))
        except HoldemError as exc:
            listed["unreadable"].append({"path": str(path), "error": str(exc)})
            continue
        references = pokerkit_results(path)
        if references is not None and len(references) != len(histories):
            references = None  # the two readers disagree on the hands in the file: no pairing
        for k, (name, history) in enumerate(histories):
            hands += 1
            result = check_hand(history, references[k] if references else None, rules)
            counts[history.variant][result["outcome"]] += 1
            if result["outcome"] == "unsupported":
                unsupported[history.variant] += 1
            elif result["outcome"] in listed:
                listed[result["outcome"]].append({"hand": name, **result})
    return {
        "root": str(root),
        "rules": rules or "rule_book",
        "files": files,
        "hands": hands,
        "reference": "pokerkit " + metadata.version("pokerkit")
        if pokerkit
        else "the files' finishing_stacks",
        "by_variant": {
            variant: {o: c[o] for o in OUTCOMES} for variant, c in sorted(counts.items())
        },
        "total": {o: sum(c[o] for c in counts.values()) for o in OUTCOMES},
        "unsupported_variants": dict(sorted(unsupported.items())),
        **listed,
    }


def report_text(report: dict[str, Any], show: int = 20) -> str:
    lines = [
        f"{report['hands']:,} hands in {report['files']:,} files under {report['root']}, rules "
        f"{report['rules']}, compared with {report['reference']}",
        f"{'variant':<8}" + "".join(f"{o:>13}" for o in OUTCOMES),
    ]
    for variant, c in report["by_variant"].items():
        lines.append(f"{variant:<8}" + "".join(f"{c[o]:>13,}" for o in OUTCOMES))
    lines.append(f"{'total':<8}" + "".join(f"{report['total'][o]:>13,}" for o in OUTCOMES))
    if report["unsupported_variants"]:
        lines.append(
            "unsupported variants: "
            + ", ".join(f"{v} ({n:,})" for v, n in report["unsupported_variants"].items())
        )
    for kind in ("mismatching", "failed", "unreadable"):
        items = report[kind]
        if items:
            lines.append(f"{kind} ({len(items):,}):")
        for item in items[:show]:
            if kind == "mismatching":
                lines.append(
                    f"  {item['hand']}: {item['compared']} {' '.join(item['ours'])}, "
                    f"{item['source']} says {' '.join(item['expected'])}"
                    + "".join(f" ({item[k]})" for k in ("note", "stopped") if item.get(k))
                )
            else:
                lines.append(f"  {item.get('hand', item.get('path'))}: {item['error']}")
        if len(items) > show:
            lines.append(f"  ... and {len(items) - show:,} more")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "root", metavar="DIR", type=Path, help="a folder of .phh/.phhs files (searched recursively)"
    )
    parser.add_argument(
        "--rules",
        choices=["rule_book", "pokerkit"],
        default=None,
        help="the profile of readings where a file records none (default: the rule book)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as one JSON object")
    parser.add_argument("--limit", type=int, default=None, help="stop after about this many hands")
    parser.add_argument(
        "--show", type=int, default=20, help="hands listed of each kind in the text report"
    )
    args = parser.parse_args(argv)
    if not args.root.exists():
        parser.error(f"{args.root} does not exist")
    report = run(args.root, args.rules, args.limit)
    print(json.dumps(report) if args.json else report_text(report, args.show))
    bad = report["total"]["mismatching"] + report["total"]["failed"] + len(report["unreadable"])
    return 1 if bad or not report["hands"] else 0


if __name__ == "__main__":
    sys.exit(main())
