"""Benchmark helpers: each benchmark records how many items one round handles
(``extra_info["items"]``) and, for comparisons, a group; the session ends with
a table of items per second and the ratio of holdem to every peer measured in
the same run (by mean round)."""

from __future__ import annotations

from collections import defaultdict


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    session = getattr(config, "_benchmarksession", None)
    if session is None or not session.benchmarks:
        return
    groups: dict[str, dict[str, float]] = defaultdict(dict)
    rows = []
    for bench in session.benchmarks:
        items = bench.extra_info.get("items")
        if not items or bench.stats is None:
            continue
        rate = items / bench.stats.mean
        rows.append(
            (bench.name, rate, items / bench.stats.min, bench.extra_info.get("unit", "items"))
        )
        # "compare" is a group name or a list of them.
        compare = bench.extra_info.get("compare", [])
        for group in [compare] if isinstance(compare, str) else compare:
            groups[group][bench.extra_info.get("library", bench.name)] = rate
    if not rows:
        return
    tr = terminalreporter
    tr.section("throughput: mean round (best round)")
    for name, rate, best, unit in rows:
        tr.write_line(f"{name:52s} {rate:16,.0f} ({best:,.0f}) {unit}/s")
    for group, rates in groups.items():
        ours = rates.get("holdem")
        if not ours:
            continue
        tr.write_line(f"[{group}] holdem vs peers, same run:")
        for lib, rate in sorted(rates.items()):
            if lib != "holdem":
                tr.write_line(f"    holdem / {lib}: {ours / rate:8.1f}x")
