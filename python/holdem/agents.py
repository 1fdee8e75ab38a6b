"""Built-in agents for :class:`holdem.Table`: random legal, calling station, tight-aggressive, and a human.

An agent is a callable ``agent(view) -> action`` (or an object with
``act(view)``); ``view`` is a :class:`holdem.PlayerView`: ``view.legal_actions``
(what the seat may do now), ``view.table`` (the table's public facts: names,
hand number, button, blinds) and every field of the seat's live
:class:`~holdem.SeatView` (``view.hole_cards``, ``view.board``,
``view.stacks``; ``view.view`` is the SeatView itself). A complete example agent::

    >>> from holdem import Table, TableConfig
    >>> def min_raiser(view):
    ...     legal = view.legal_actions            # never None: the agent is asked only in turn
    ...     if view.table.hand_number % 2 and legal.min_raise_to is not None:
    ...         return ("cbr", legal.min_raise_to)  # bet or raise to the minimum
    ...     return "cc"                           # check or call
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=3)
    >>> table.join("me", 100), table.join("you", 100)
    (1, 2)
    >>> table.play({"me": min_raiser, "you": CallingStation()}, hands=5), sum(table.stacks.values())
    (5, 200)

Actions are what :meth:`holdem.Hand.act` takes: ``"fold"``, ``"check"``,
``"call"``, ``"all_in"``, ``"cc"`` (check or call), or ``(kind, amount)``
with kind ``"bet"``, ``"raise"`` or ``"cbr"`` and the street total.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .cards import cards_text
from .evaluator import Category, HandRank

__all__ = ["AGENTS", "CallingStation", "HumanAgent", "RandomAgent", "TightAggressive", "chen_score"]


class RandomAgent:
    """Picks fold, check/call or bet/raise uniformly among the legal kinds; an amount uniform between the
    legal minimum and maximum (the hands benchmark's player)."""

    __slots__ = ("_uniform",)

    def __init__(self, seed: int | None = None, rng: random.Random | None = None) -> None:
        self._uniform = (rng or random.Random(seed)).random

    def act(self, view: Any) -> Any:
        legal = view.legal_actions
        uniform = self._uniform
        kinds = 2 if legal.fold else 1  # 0 fold, 1 check or call, 2 bet or raise
        high = legal.max_raise_to
        pick = int(uniform() * (kinds + (high is not None)))
        if legal.fold:
            if pick == 0:
                return "fold"
            pick -= 1
        if pick == 0:
            return "cc"
        low = legal.min_raise_to
        return ("cbr", low + int(uniform() * (high - low + 1)))


class CallingStation:
    """Checks or calls, always."""

    __slots__ = ()

    def act(self, view: Any) -> str:
        return "cc"


def chen_score(hole: Any) -> float:
    """Bill Chen's preflop score of two hole cards (AA 20, 72o -1): the tight-aggressive agent's strength.

    >>> from holdem import parse_cards
    >>> chen_score(parse_cards("AsAh")), chen_score(parse_cards("AsKs")), chen_score(parse_cards("7c2d"))
    (20, 12, -1.5)
    """
    high, low = sorted((c.rank for c in hole), reverse=True)
    top = {12: 10, 11: 8, 10: 7, 9: 6}.get(high, (high + 2) / 2)
    if high == low:
        return max(top * 2, 5)
    score: float = top
    if hole[0].suit == hole[1].suit:
        score += 2
    gap = high - low - 1
    score -= (0, 1, 2, 4)[gap] if gap < 4 else 5
    if gap <= 1 and high < 10:  # connected or one gap below a queen: straights come
        score += 1
    return score


class TightAggressive:
    """Plays strong starting hands (by :func:`chen_score`) and plays them fast.

    Preflop: raises to three big blinds (or re-raises to three times the bet)
    with ``raise_at`` or more, calls a raise with ``call_at`` or more, folds
    the rest (checks when free). After the flop: bets or raises about the pot
    with two pair or better, checks and calls with a pair, checks or folds
    with less.
    """

    __slots__ = ("raise_at", "call_at")

    def __init__(self, raise_at: float = 9, call_at: float = 7) -> None:
        self.raise_at = raise_at
        self.call_at = call_at

    def act(self, view: Any) -> Any:
        seat_view = view.view
        legal = view.legal_actions
        hole = seat_view.hole_cards
        board = seat_view.board
        if not board:
            score = chen_score(hole)
            if score >= self.raise_at and legal.min_raise_to is not None:
                target = 3 * max(legal.current_bet, view.table.blinds[1])
                return ("cbr", min(max(target, legal.min_raise_to), legal.max_raise_to))
            if score >= self.call_at or legal.check or (legal.call is not None and score >= self.raise_at):
                return "cc"
            return "fold"
        category = HandRank.of(list(hole) + list(board)).category
        if category >= Category.TWO_PAIR and legal.min_raise_to is not None:
            pot = seat_view.pot_total + sum(seat_view.bets)
            target = legal.current_bet + pot
            return ("cbr", min(max(target, legal.min_raise_to), legal.max_raise_to))
        if category >= Category.PAIR or legal.check:
            return "cc"
        return "fold"


class HumanAgent:
    """A person at the terminal: shows the seat's cards, the board, the pot and the legal actions, and
    asks until the entry is legal (``f`` fold, ``k`` check, ``c`` call, ``b N``/``r N`` bet or raise to N,
    ``a`` all-in). ``ask`` and ``say`` are ``input`` and ``print`` by default (tests pass their own)."""

    def __init__(self, ask: Callable[[str], str] | None = None, say: Callable[[str], Any] | None = None) -> None:
        self.ask = ask or input
        self.say = say or print

    def act(self, view: Any) -> Any:
        v, facts = view.view, view.table
        legal = view.legal_actions
        me = v.seat
        self.say(f"hand {facts.hand_number}, {v.street.name.lower()}: you are {facts.players[me]} (seat "
                 f"{facts.seats[me]}), holding {cards_text(v.hole_cards or ())}; board {cards_text(v.board) or '-'}; "
                 f"pot {v.pot_total + sum(v.bets):,}; your stack {v.stacks[me]:,}")
        while True:
            try:
                entry = self.ask(f"you may {legal.describe()} > ").strip().lower()
            except EOFError:
                raise KeyboardInterrupt("the input ended") from None  # ends the session, not just this hand
            action, problem = _parse_entry(entry, legal)
            if problem is None:
                return action
            self.say(problem)


def _parse_entry(entry: str, legal: Any) -> tuple[Any, str | None]:
    """A human's entry as an action, or the reason it is not legal now."""
    words = entry.replace(",", "").split()
    if not words:
        return None, "type f, k, c, b N, r N or a"
    word = words[0]
    if word in ("f", "fold") and legal.fold:
        return "fold", None
    if word in ("k", "check", "x") and legal.check:
        return "check", None
    if word in ("c", "call") and legal.call is not None:
        return "call", None
    if word in ("a", "all", "allin", "all-in", "shove") and (legal.min_raise_to is not None or legal.call):
        return "all_in", None
    if word in ("b", "bet", "r", "raise") and legal.min_raise_to is not None:
        if len(words) != 2 or not words[1].isdigit():
            return None, f"say how much: {word} N, N from {legal.min_raise_to:,} to {legal.max_raise_to:,}"
        amount = int(words[1])
        if not legal.min_raise_to <= amount <= legal.max_raise_to:
            return None, f"{amount:,} is not allowed: from {legal.min_raise_to:,} to {legal.max_raise_to:,}"
        return ("cbr", amount), None
    return None, f"{entry!r} is not possible now: you may {legal.describe()}"


#: The built-in agents by the names ``holdem play --agents`` takes; each makes a new agent from a seed.
AGENTS: dict[str, Callable[[int | None], Any]] = {
    "random": lambda seed: RandomAgent(seed),
    "calling": lambda seed: CallingStation(),
    "tag": lambda seed: TightAggressive(),
}
