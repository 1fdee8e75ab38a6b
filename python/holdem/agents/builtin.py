"""Built-in agents for :class:`holdem.Table`: random legal, calling station, tight-aggressive, equity-driven
(the person at the terminal, :class:`~holdem.agents.HumanAgent`, is in :mod:`holdem.agents.human`).

An agent is a callable ``agent(view) -> action`` (or an object with
``act(view)``); ``view`` is a :class:`holdem.PlayerView`: ``view.legal_actions``
(what the seat may do now), ``view.table`` (the table's public facts: names,
hand number, button, blinds) and every field of the seat's view
(``view.hole_cards``, ``view.board``, ``view.stacks``, ``view.big_blind``; ``view.view`` is the
seat's view itself). The agents here read only the fields a bare :class:`~holdem.SeatView`
(``hand.view(seat)``) and a :class:`~holdem.SeatSnapshot` have too, so they play on those as well.
Their classes (not subclasses) are marked trusted (:func:`holdem.table.trusted_agent`): a table hands
them its live view, which copies nothing for a decision (a simulation's speed).
A complete example agent::

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
from collections.abc import Callable, Sequence
from typing import Union, cast

from ..core import (
    JOKER,
    Card,
    Category,
    HandRank,
    JokerRank,
    Range,
    equity,
    evaluate_omaha,
    hand_class,
    preflop_equity,
    preflop_ranking,
    starting_hands,
)
from ..engine import DrawOptions, SeatSnapshot, SeatView
from ..errors import HoldemError
from ..game import GameDef, LegalActions, ValueRule
from ..table import Agent, PlayerView, TableFacts, trusted_agent

#: What the built-in agents return: a kind, a (kind, amount) pair, or at a draw ("discard", cards)
Choice = Union[str, tuple[str, int], tuple[str, list[Card]]]
#: What the built-in agents play from: a table's view, or a hand's seat view, live or frozen
SeatKnowledge = Union[PlayerView, SeatView, SeatSnapshot]

__all__ = [
    "AGENTS",
    "CallingStation",
    "EquityAgent",
    "RandomAgent",
    "TightAggressive",
    "chen_score",
    "hand_class",
    "keep_made_cards",
    "preflop_equity",
    "preflop_ranking",
    "starting_hands",
    "check_agents_play",
]


@trusted_agent
class RandomAgent:
    """Picks fold, check/call or bet/raise uniformly among the legal kinds; an amount uniform between the
    legal minimum and maximum (the hands benchmark's player)."""

    __slots__ = ("_uniform",)

    def __init__(self, seed: int | None = None, rng: random.Random | None = None) -> None:
        self._uniform = (rng or random.Random(seed)).random

    def reseed(self, seed: int) -> None:
        """Start a new random stream (``holdem.simulate`` calls it for each chunk of hands)."""
        self._uniform = random.Random(seed).random

    def act(self, view: SeatKnowledge) -> Choice:
        legal = view.legal_actions
        if legal is None:  # a draw (R-DRAW-1): 0 to the most allowed of its cards, at random
            uniform = self._uniform
            cards = list(view.hole_cards or ())
            count = int(uniform() * (cast(DrawOptions, view.legal_draw).max_discards + 1))
            return (
                ("discard", [cards.pop(int(uniform() * len(cards))) for _ in range(count)])
                if count
                else "stand_pat"
            )
        # one draw picks the kind uniformly among the legal ones: fold (when allowed), check or call, bet or raise;
        # comparing the scaled draw with 1 and 2 picks as int() of it would, without the conversion
        high = legal.max_raise_to
        if legal.fold:
            pick = self._uniform() * (2 if high is None else 3)
            if pick < 1:
                return "fold"
            if pick < 2:
                return "cc"
        elif self._uniform() * (1 if high is None else 2) < 1:
            return "cc"
        # a raise is allowed, so both bounds are set (read without cast(), a function call at every raise)
        low: int = legal.min_raise_to  # type: ignore[assignment]
        return ("cbr", low + int(self._uniform() * (high - low + 1)))  # type: ignore[operator]


@trusted_agent
class CallingStation:
    """Checks or calls, always; stands pat at a draw."""

    __slots__ = ()

    def act(self, view: SeatKnowledge) -> str:
        return "cc" if view.legal_actions is not None else "stand_pat"


def chen_score(hole: Sequence[Card]) -> float:
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


def _raise_to(legal: LegalActions, target: int) -> tuple[str, int]:
    return ("cbr", min(max(target, cast(int, legal.min_raise_to)), cast(int, legal.max_raise_to)))


def _big_blind(view: SeatKnowledge) -> int:
    """The big blind: the table's (``view.table``) when the view has the table's facts, else the seat
    view's own."""
    facts: TableFacts | None = getattr(view, "table", None)
    return facts.blinds[1] if facts is not None else view.big_blind


@trusted_agent
class TightAggressive:
    """Plays the strongest starting hands (by :func:`preflop_ranking`) and plays them fast.

    Preflop: with a hand in the top ``raise_top`` share of the 1,326 combos (default 15%, 30 hands:
    55+, A6s+, K9s+, QJs, A9o+, KJo+) raises to three big blinds or re-raises to three times the
    bet; calls a raise with the top ``call_top`` (default 30%); folds the rest (checks when free).
    After the flop: bets or raises about the pot with two pair or better, checks and calls with a pair,
    checks or folds with less. Omaha (4 to 6 hole cards): before the flop raises with a pair of aces or
    kings, calls with another pair (checks when free), folds the rest; after it values its hand by
    Omaha's rule (two hole cards and three of the board, R-HAND-8).
    """

    __slots__ = ("raise_top", "call_top")

    def __init__(self, raise_top: float = 0.15, call_top: float = 0.30) -> None:
        self.raise_top = raise_top
        self.call_top = call_top

    def act(self, view: SeatKnowledge) -> Choice:
        legal = view.legal_actions
        hole = view.hole_cards or ()
        board = view.board
        if legal is None:
            return keep_made_cards(hole, cast(DrawOptions, view.legal_draw).max_discards)
        if not board and len(hole) == 2:
            top = preflop_ranking()[hand_class(hole)][2]
            if top <= self.raise_top and legal.min_raise_to is not None:
                return _raise_to(legal, 3 * max(legal.current_bet, _big_blind(view)))
            if (
                top <= self.call_top
                or legal.check
                or (legal.call is not None and top <= self.raise_top)
            ):
                return "cc"
            return "fold"
        if not board and 4 <= len(hole) <= 6:
            return _omaha_preflop(hole, legal, view)
        category = _category(list(hole) + list(board), len(hole))
        if category >= Category.TWO_PAIR and legal.min_raise_to is not None:
            return _raise_to(legal, legal.current_bet + view.pot_size)
        if category >= Category.PAIR or legal.check:
            return "cc"
        return "fold"


def _omaha_preflop(hole: Sequence[Card], legal: LegalActions, view: SeatKnowledge) -> Choice:
    """TightAggressive's Omaha before the flop: a raise with a pair of aces or kings, a call with another
    pair (a check when free), else a fold."""
    ranks = [c.rank for c in hole]
    pairs = {r for r in ranks if ranks.count(r) >= 2}
    if pairs & {11, 12} and legal.min_raise_to is not None:  # kings or aces
        return _raise_to(legal, 3 * max(legal.current_bet, _big_blind(view)))
    if pairs or legal.check:
        return "cc"
    return "fold"


def _category(cards: Sequence[Card], hole: int = 2) -> Category:
    """The category of a hand, by the joker's rule (R-HAND-7) when it holds the joker: five of a kind reads
    as the top category; by Omaha's (R-HAND-8) when its first ``hole`` cards are 4 to 6 hole cards and a
    board of 3 to 5 follows."""
    if 4 <= hole <= 6 and 3 <= len(cards) - hole <= 5:
        return HandRank(evaluate_omaha(cards[:hole], cards[hole:])).category
    return (JokerRank.of(cards) if JOKER in cards else HandRank.of(cards)).category


def keep_made_cards(hole: Sequence[Card], most: int) -> Choice:
    """The draw of a made-hand player: stand pat on a straight or better, else keep every card whose rank is
    paired (or the highest card) and the joker, and discard the others, lowest first, up to ``most``.

    >>> from holdem import parse_cards
    >>> keep_made_cards(parse_cards("Ks Kd 7c 4h 2s"), 3)
    ('discard', [Card('2s'), Card('4h'), Card('7c')])
    >>> keep_made_cards(parse_cards("Jk Kd 7c 4h 2s", joker=True), 3)  # the joker pairs the king, as an ace does
    ('discard', [Card('2s'), Card('4h'), Card('7c')])
    """
    if _category(list(hole)) >= Category.STRAIGHT:
        return "stand_pat"
    ranks = [c.rank for c in hole]
    # the joker (wild for straights and flushes, an ace otherwise, R-HAND-7) is never thrown
    loose = sorted(
        (c for c in hole if ranks.count(c.rank) == 1 and c != JOKER), key=lambda c: c.rank
    )
    if len(loose) == len(hole):
        loose = loose[:-1]  # no pair: the highest card stays
    return ("discard", loose[:most]) if loose else "stand_pat"


_RANDOM_HAND = Range("random")  # parsed once: every decision of every equity agent uses it


@trusted_agent
class EquityAgent:
    """Bets and calls by its Monte Carlo equity against one random hand per opponent still in the hand.

    At each decision: ``equity`` = :func:`holdem.equity` of its hole cards and the board against as many
    random hands as opponents not folded (``trials`` samples, one thread, a seed drawn from its own
    seeded stream). With equity at least ``bet_at`` times a fair share (1 / players in the hand) it bets
    or raises to the pot; otherwise it checks when free, calls when equity covers the pot odds
    (call / (pot + call)), and folds.
    """

    __slots__ = ("trials", "bet_at", "_rng")

    def __init__(self, seed: int | None = None, trials: int = 200, bet_at: float = 1.5) -> None:
        self.trials = trials
        self.bet_at = bet_at
        self._rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        """Start a new random stream (``holdem.simulate`` calls it for each chunk of hands)."""
        self._rng = random.Random(seed)

    @staticmethod
    def plays(game: GameDef) -> bool:
        """Whether it can play ``game``: its equity is of two hole cards with a board (hold'em's kind)."""
        return game.hole_cards == 2 and game.value is ValueRule.HOLE_AND_BOARD

    def act(self, view: SeatKnowledge) -> Choice:
        legal = cast(
            LegalActions, view.legal_actions
        )  # it plays no draw (simulate and the CLI refuse that)
        opponents = sum(not f for f in view.folded) - 1
        players: list[Range | Sequence[Card]] = [
            view.hole_cards or (),
            *([_RANDOM_HAND] * opponents),
        ]
        mine = equity(
            players,
            board=view.board,
            exact=False,
            trials=self.trials,
            seed=self._rng.getrandbits(63),
            threads=1,
        )[0].equity
        pot = view.pot_size
        if mine >= self.bet_at / (opponents + 1) and legal.min_raise_to is not None:
            return _raise_to(legal, legal.current_bet + pot)
        if legal.check:
            return "check"
        if legal.call is not None and mine * (pot + legal.call) >= legal.call:
            return "call"
        return "fold"


#: The built-in agents by the names ``holdem play --agents`` takes; each makes a new agent from a seed.
def check_agents_play(agents: Sequence[object], game: GameDef, error: type[HoldemError]) -> None:
    """Raises ``error`` naming an equity agent (by name or itself) given a game it cannot play."""
    for i, agent in enumerate(agents):
        if (
            (isinstance(agent, str) and agent == "equity") or isinstance(agent, EquityAgent)
        ) and not EquityAgent.plays(game):
            raise error(
                f"agent {i} (equity) plays hold'em only: its equity is of two hole cards with a board, "
                f"and {game.name} is no such game; use random, calling or tag"
            )


AGENTS: dict[str, Callable[[int | None], Agent]] = {
    "random": lambda seed: RandomAgent(seed),
    "calling": lambda seed: CallingStation(),
    "tag": lambda seed: TightAggressive(),
    "equity": lambda seed: EquityAgent(seed),
}
