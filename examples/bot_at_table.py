"""A bot at a Table: a function that reads its PlayerView and returns an action (also mypy --strict's user script).

Run: python examples/bot_at_table.py
"""

from __future__ import annotations

from holdem import PlayerView, Table, TableConfig
from holdem.agents import CallingStation, TightAggressive


def pot_controller(view: PlayerView) -> str | tuple[str, int]:
    """Checks when free, calls up to a third of the pot, raises the minimum with a pair in the hand."""
    legal = view.legal_actions
    assert legal is not None  # an agent is asked only when its seat is to act
    hole = view.hole_cards or ()  # the seat's SeatView fields read through the PlayerView
    paired = len({card.rank for card in hole}) < len(hole)
    if paired and legal.min_raise_to is not None:
        return ("raise_to", legal.min_raise_to)
    if legal.check:
        return "check"
    if (
        legal.call is not None and 3 * legal.call <= view.pot_size
    ):  # the pot, this street's bets included
        return "call"
    return "fold"


def main() -> None:
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=6, name="bots", seed=7)
    for seat, name in ((1, "pc"), (2, "tag"), (3, "station")):
        table.join(name, 200, seat)
    played = table.play(
        {"pc": pot_controller, "tag": TightAggressive(), "station": CallingStation()}, hands=200
    )
    stacks = dict(table.stacks)
    # chips are conserved: what is on the table is what was bought in, less what left
    assert sum(stacks.values()) == table.bought_in - table.cashed_out
    print(
        f"played {played} hands (the table stops when one player has every chip); stacks {stacks}; "
        f"incidents {len(table.incidents)}; no chip lost or created"
    )


if __name__ == "__main__":
    main()
