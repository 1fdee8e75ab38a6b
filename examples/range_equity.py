"""Equity of a range against a hand on a flop, and the pot odds to call.

Run: python examples/range_equity.py
"""

from __future__ import annotations

from holdem import equity, pot_odds


def main() -> None:
    result = equity(["QQ+, AKs", "Js8s"], board="Ts 9s 2d", seed=3)
    hero = result[1]
    print(
        f"Js8s against QQ+, AKs on Ts 9s 2d: {hero.equity:.1%} ({'exact' if result.exact else 'Monte Carlo'})"
    )
    needed = pot_odds(100, 300)  # 100 to call into a pot of 300
    print(
        f"a call of 100 into 300 needs {needed:.1%}: {'call' if hero.equity > needed else 'fold'}"
    )
    assert abs(sum(p.equity for p in result) - 1) < 1e-9


if __name__ == "__main__":
    main()
