"""Where the button and the blinds fall, and who is dealt in: a pure planner for :class:`holdem.Table`.

Seats are the table's numbers 1..N, clockwise (R-SEAT-1). The planner knows
nothing of stacks or agents: it gets each occupied seat's state and the last
hand's button and blinds, and returns the next hand's :class:`Plan`. No agent
is asked here: :class:`Seating` returns a :class:`Posting` naming the players the
table must ask before they post (R-LIVE-6), and goes on with their answers.

Two button rules (R-BTN-3):

- ``"dead"``: the big blind moves to the next player who can play after the
  last big blind, so nobody is skipped and nobody posts it twice; the small
  blind falls on the last big blind's seat (dead when that player is gone or
  not dealt in, R-BLIND-7) and the button on the last small blind's seat (a
  dead button when nobody plays there). ::

      >>> seats = {1: Seat(), 2: Seat(), 3: Seat(), 4: Seat()}
      >>> p = plan_hand(4, seats, "dead", last=Last(button=1, small_blind=2, big_blind=3))
      >>> p.button, p.small_blind, p.big_blind, p.dealt
      (2, 3, 4, (1, 2, 3, 4))
      >>> del seats[3]  # the big blind busted: the next small blind is dead
      >>> p = plan_hand(4, seats, "dead", last=Last(button=1, small_blind=2, big_blind=3))
      >>> p.button, p.small_blind, p.small_blind_live, p.big_blind
      (2, 3, False, 4)

- ``"moving"``: the button moves to the next player who can play and the
  blinds follow it, skipping empty seats; if that would give the last big
  blind the big blind again (a player left), the button moves one more.

Heads-up the button posts the small blind (R-BLIND-2) and the big blind goes
to the player after the last big blind, so going from three players to two
never makes anyone post the big blind twice in a row.

A button blind (``TableConfig.button_blind``, R-BLIND-9): the one blind is the
button's, so under either rule the button moves to the next player who can play
and posts it (each player posts it once an orbit, R-BTN-3's aim, with no dead
button); a plan's ``small_blind`` and ``big_blind`` are the button's seat. No
one misses it (a table with a button blind has no missed blinds). ::

    >>> p = plan_hand(4, {1: Seat(), 2: Seat(), 4: Seat()}, "dead", last=Last(1, 1, 1), button_blind=True)
    >>> p.button, p.small_blind, p.big_blind, p.dealt
    (2, 2, 2, (1, 2, 4))

Missed blinds (R-BLIND-6, cash tables): :attr:`Plan.missed` names the seats
of players sitting out whom the big blind passed (they owe a live big blind
and a dead small blind) or on whom a dead small blind fell (they owe it). A player who owes is
dealt in posting what they owe, or waits for the big blind (which clears the
debt), as they chose; either way never in the small blind or between the
button and the small blind, where they wait one more hand. A new player
(joined after the first hand) owes a live big blind alone.

Straddles (R-BLIND-8, a table whose ``TableConfig.straddles`` names the
amounts: one for a straddle, more for re-straddles): the player left of the
big blind posts the first when their ``straddle`` preference is on, the next
player the second if the first was posted, and so on; the chain stops at the
first who does not. Where the rule book is silent we decide: only a player
dealt in and present posts a straddle (not one posting missed blinds this
hand, one sitting out or absent, R-DEAL-5), and only one who can cover it in
full (a straddle is voluntary: it is never an all-in for less); the chain
never reaches a blind, so three-handed the button may straddle but no one
re-straddles, and heads-up there is no straddle (left of the big blind is the
button, who posts the small blind); with a dead small blind (R-BLIND-7) the straddle is still the seat
left of the big blind and acts as the big blind (R-BLIND-8, R-BET-5). The
hand's config has the straddles posted (:attr:`Setup.config`), so its history
replays. ::

    >>> from holdem import TableConfig
    >>> class P:  # a table's player, as the planner reads it
    ...     def __init__(self, straddle): self.straddle, self.stack, self.sitting_out = straddle, 100, False
    >>> seating = Seating(4, "dead", TableConfig(small_blind=1, big_blind=2, straddles=(4, 8)), None, "suit", 1,
    ...                   tournament=False)
    >>> players = {1: P(False), 2: P(False), 3: P(False), 4: P(True)}
    >>> seating._straddlers(Plan(1, 2, 3, (1, 2, 3, 4)), players, None)  # seat 4 straddles, seat 1 does not
    (4,)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..core import Card, Deck, Rng
from ..game import AnteType, Positions, TableConfig

__all__ = [
    "BUTTON_RULES",
    "ButtonDraw",
    "Last",
    "Plan",
    "Posting",
    "Seat",
    "Seating",
    "Setup",
    "draw_for_button",
    "hand_positions",
    "plan_hand",
    "rotation",
]

BUTTON_RULES = ("dead", "moving")
#: The draw for the first button (R-BTN-1): each round's (seat, card) pairs
ButtonDraw = tuple[tuple[tuple[int, Card], ...], ...]


@dataclass(frozen=True, slots=True)
class Seat:
    """What the planner needs to know of one occupied seat.

    ``plays``: can be dealt in (chips, not sitting out). ``owes_big``/``owes_small``: missed blinds
    (R-BLIND-6); ``waits``: an owing player waits for the big blind rather than posting;
    ``new``: joined a running tournament table and not yet dealt in (R-TOUR-3: not dealt in on the
    button or in the small blind).
    """

    plays: bool = True
    owes_big: bool = False
    owes_small: bool = False
    waits: bool = False
    new: bool = False

    @property
    def ready(self) -> bool:
        return not (self.owes_big or self.owes_small or self.new)


class Last(NamedTuple):
    """The last hand's button, small blind and big blind seats (a dead one's seat too); a :class:`Plan`
    has the same three fields and serves as well."""

    button: int
    small_blind: int
    big_blind: int


@dataclass(frozen=True, slots=True)
class Plan:
    """One hand's seating: table seats, ascending in ``dealt``.

    ``button`` and ``small_blind`` are where they fall even when dead (``button_live`` /
    ``small_blind_live`` False: nobody dealt in there); ``posts`` maps a seat to the blinds it
    pays for missed ones, ``(live big blind, dead small blind)`` as booleans; ``missed`` lists the
    seats that missed the big blind (``"big"``) or the small blind (``"small"``) this hand.
    """

    button: int
    small_blind: int
    big_blind: int
    dealt: tuple[int, ...]
    posts: Mapping[int, tuple[bool, bool]] = field(default_factory=dict)
    missed: Mapping[int, str] = field(default_factory=dict)

    @property
    def button_live(self) -> bool:
        return self.button in self.dealt

    @property
    def small_blind_live(self) -> bool:
        return self.small_blind in self.dealt

    @property
    def last(self) -> Last:
        return Last(self.button, self.small_blind, self.big_blind)


def _after(seat: int, pool: Sequence[int]) -> int:
    """The first seat of ``pool`` (ascending) clockwise strictly after ``seat``."""
    for s in pool:
        if s > seat:
            return s
    return pool[0]


def _between(x: int, a: int, b: int, n: int) -> bool:
    """``x`` lies strictly between ``a`` and ``b`` going clockwise from ``a`` (seats 1..n)."""
    return 0 < (x - a) % n < ((b - a) % n or n)


def plan_hand(
    n_seats: int,
    seats: Mapping[int, Seat],
    rule: str,
    *,
    last: Last | Plan | None = None,
    button: int | None = None,
    button_blind: bool = False,
) -> Plan | None:
    """The next hand's plan, or None when fewer than two players can be dealt in.

    ``seats`` maps each occupied seat to its state; ``last`` is the last hand's :attr:`Plan.last`
    (None for the first hand, whose button is ``button``, a seat that plays: the draw of R-BTN-1);
    ``button_blind``: the button posts the one blind (R-BLIND-9).
    """
    pool = sorted(s for s, state in seats.items() if state.plays)
    if len(pool) < 2:
        return None
    n = n_seats
    if button_blind:
        return _button_blind_plan(n, pool, seats, last, button)
    btn, sb, bb = _button_and_blinds(n, pool, rule, last, button)
    dealt, posts = _dealt_in(n, pool, seats, btn, sb, bb)
    if len(dealt) < 2:
        # the players who would wait are all the table has: they play, owing nothing more, and the button moves
        # on to the last of them before the small blind, who is then the first player left of it (R-BLIND-1)
        dealt, posts = pool, {}
        btn = max(
            (s for s in pool if _between(s, btn, sb, n)), key=lambda s: (s - btn) % n, default=btn
        )
    if len(dealt) == 2:
        other = dealt[0] if dealt[1] == bb else dealt[1]
        btn = sb = other  # heads-up the button posts the small blind (R-BLIND-2)
        posts.pop(other, None)  # in the small blind, which is all a heads-up player owes
    missed = {} if last is None else _missed(n, seats, last, sb, bb)
    return Plan(btn, sb, bb, tuple(dealt), posts, missed)


def _button_blind_plan(
    n: int,
    pool: Sequence[int],
    seats: Mapping[int, Seat],
    last: Last | Plan | None,
    button: int | None,
) -> Plan:
    """R-BLIND-9's plan: the button on the next player who can play (the first hand's: ``button``), who
    posts the one blind; a tournament's newcomer (R-TOUR-3) is not dealt in on the button."""
    if last is None:
        if button is None or button not in pool:
            raise ValueError(f"the first hand's button must be a seat that plays, got {button!r}")
        btn = button
    else:
        btn = _after(last.button, pool)
    dealt = [s for s in pool if s != btn or not seats[s].new]
    if btn not in dealt or len(dealt) < 2:  # a newcomer on the button waits: the next player has it
        btn = _after(btn, pool)
        dealt = list(pool)
    return Plan(btn, btn, btn, tuple(dealt))


def _button_and_blinds(
    n: int, pool: Sequence[int], rule: str, last: Last | Plan | None, button: int | None
) -> tuple[int, int, int]:
    """Where the button, the small blind and the big blind fall among the seats that play (``pool``): from
    the first hand's ``button``, or from the last hand's by ``rule`` (see the module documentation)."""
    if last is None:
        if button is None or button not in pool:
            raise ValueError(f"the first hand's button must be a seat that plays, got {button!r}")
        sb = button if len(pool) == 2 else _after(button, pool)
        return button, sb, _after(sb, pool)
    if rule == "dead":
        bb = _after(last.big_blind, pool)
        sb = last.big_blind
        # the button on the last small blind's seat; after a heads-up hand that seat may be the big
        # blind's now, so the button is then the seat just before the small blind
        btn = last.small_blind if _between(last.small_blind, bb, sb, n) else (sb - 2) % n + 1
        return btn, sb, bb
    btn = _after(last.button, pool)
    sb = btn if len(pool) == 2 else _after(btn, pool)
    bb = _after(sb, pool)
    if bb == last.big_blind:  # someone left: never the big blind twice in a row
        btn = _after(btn, pool)
        sb = btn if len(pool) == 2 else _after(btn, pool)
        bb = _after(sb, pool)
    return btn, sb, bb


def _dealt_in(
    n: int, pool: Sequence[int], seats: Mapping[int, Seat], btn: int, sb: int, bb: int
) -> tuple[list[int], dict[int, tuple[bool, bool]]]:
    """Who of ``pool`` is dealt in, and the missed blinds each who owes posts (R-BLIND-6, R-TOUR-3)."""
    dealt = []
    posts: dict[int, tuple[bool, bool]] = {}
    for s in pool:
        state = seats[s]
        if s == bb or state.ready:
            dealt.append(s)
        elif s == sb or _between(s, btn, sb, n) or (state.new and s == btn):
            continue  # owes or is new, and sits between the button and the blinds: waits a hand
        elif state.new:
            dealt.append(s)  # a tournament newcomer owes nothing (R-TOUR-3)
        elif not state.waits:
            dealt.append(s)
            posts[s] = (state.owes_big, state.owes_small)
    return dealt, posts


def _missed(
    n: int, seats: Mapping[int, Seat], last: Last | Plan, sb: int, bb: int
) -> dict[int, str]:
    """The seats of players sitting out that the big blind passed (``"big"``) or the small blind fell on
    (``"small"``) this hand (R-BLIND-6)."""
    missed: dict[int, str] = {}
    for s, state in seats.items():
        if not state.plays:
            if _between(s, last.big_blind, bb, n):
                missed[s] = "big"
            elif s == sb:
                missed[s] = "small"
    return missed


def rotation(pool: Sequence[int], index: int, button_blind: bool = False) -> Plan:
    """The plan with the button on ``pool[index]`` when every seat of ``pool`` plays and owes nothing
    (``button_blind``: the button posts the one blind, R-BLIND-9)."""
    n = len(pool)
    btn = pool[index]
    if button_blind:
        return Plan(btn, btn, btn, tuple(pool))
    sb = btn if n == 2 else pool[(index + 1) % n]
    return Plan(btn, sb, pool[(index + (1 if n == 2 else 2)) % n], tuple(pool))


def hand_positions(
    plan: Plan, config: TableConfig, stacks: Mapping[int, int], straddles: Sequence[int] = ()
) -> tuple[int, Positions | None]:
    """The hand's button (a hand seat: index in ``plan.dealt``) and its positions, None when standard.

    A dead button goes to the seat dealt in just before it, so the deal, the postflop order and the
    odd chips start left of it (R-BTN-3). ``stacks`` (by table seat) cap the missed blinds posted.
    ``straddles`` are the table seats posting ``config.straddles`` (R-BLIND-8).
    """
    dealt = plan.dealt
    n = len(dealt)
    index = {s: i for i, s in enumerate(dealt)}
    button = index.get(plan.button)
    if button is None:
        button = max((i for i, s in enumerate(dealt) if s < plan.button), default=n - 1)
    sb = index[plan.small_blind] if plan.small_blind_live else None
    bb = index[plan.big_blind]
    if config.button_blind:  # the one blind on the button (R-BLIND-9): standard_positions' own
        return button, None
    standard = (
        (sb == button and bb == 1 - button)
        if n == 2
        else (sb == (button + 1) % n and bb == (button + 2) % n)
    )
    if standard and not plan.posts and not straddles:
        return button, None
    live: dict[int, int] = {}
    dead: dict[int, int] = {}
    for seat, (owes_big, owes_small) in plan.posts.items():
        stack = stacks[seat]
        if owes_big:
            live[index[seat]] = min(config.big_blind, stack)
        small = min(config.small_blind, stack - live.get(index[seat], 0))
        if owes_small and small > 0:
            dead[index[seat]] = small
    return button, Positions.of(
        config,
        n,
        button,
        small_blind_seat=sb,
        big_blind_seat=bb,
        posts=live,
        dead=dead,
        straddles=[index[s] for s in straddles],
    )


def draw_for_button(
    seats: Sequence[int], rng: Rng, ties: str = "suit"
) -> tuple[int, tuple[tuple[tuple[int, Card], ...], ...]]:
    """R-BTN-1: each seat draws a card; the highest rank takes the button, ties by suit (spades,
    hearts, diamonds, clubs) or, with ``ties="redraw"``, by the tied seats drawing again.

    Returns the button seat and every round of the draw as ``((seat, card), ...)``.

    >>> import random
    >>> seat, rounds = draw_for_button([1, 4, 6], random.Random(5))
    >>> seat in (1, 4, 6), len(rounds)
    (True, 1)
    """
    deck = Deck()
    deck.shuffle(rng)
    rounds = []
    drawing = list(seats)
    while True:
        cards = deck.deal(len(drawing))
        rounds.append(tuple(zip(drawing, cards)))
        if ties == "suit":  # a card's id orders by rank, then suit in the bridge order (R-BTN-1)
            return max(zip(cards, drawing))[1], tuple(rounds)
        top = max(c.rank for c in cards)
        drawing = [s for s, c in zip(drawing, cards) if c.rank == top]
        if len(drawing) == 1:
            return drawing[0], tuple(rounds)
        if len(deck) < len(drawing):
            deck = Deck()
            deck.shuffle(rng)


class Setup(NamedTuple):
    """A hand's seating as the table deals it: made once and reused while nothing at the table changes."""

    plan: Plan
    players: tuple[Any, ...]  # the table's players, by hand seat
    names: tuple[str, ...]
    button: int  # the hand's button, a hand seat
    positions: Positions | None
    small_blind: int | None  # the table seat of a live small blind
    auto_muck: tuple[bool, ...]
    facts: tuple[Any, ...]  # TableFacts' fields after the table's name and the hand number
    settles: bool  # someone dealt in owed blinds or was new: the table clears that after the hand
    config: TableConfig  # the hand's: the table's, its straddles cut to those posted (R-BLIND-8)
    straddles: tuple[int, ...] = ()  # the table seats that straddle, in order


class Posting(NamedTuple):
    """A hand planned with players to ask first whether they post (``auto_post`` off, R-LIVE-6): the
    planner asks no agent, the table does. One who declines sits out and the hand is planned again."""

    plan: Plan
    asks: tuple[tuple[int, int], ...]  # (table seat, the blinds it is to post, capped by its stack)
    facts: tuple[Any, ...]  # TableFacts' fields after the table's name and the hand number


class Seating:
    """A table's next hands: each plan from the seats' states and the last hand, and while nothing
    changes (the same players, nobody owing or waiting) the button simply moves on, with no planning.

    The table calls :meth:`changed` whenever a seat's state may have changed, :meth:`next` before each
    hand (and :meth:`setup_of` once the players a :class:`Posting` names agreed to post) and sets
    :attr:`last` after it. Seating asks no agent: who posts is the table's question. Players are the
    table's objects (``name``, ``stack``, ``sitting_out``, ``owes_big``, ``owes_small``, ``waits``,
    ``new``, ``auto_post``, ``auto_muck``).
    """

    __slots__ = (
        "n",
        "rule",
        "config",
        "rng",
        "ties",
        "first_button",
        "tournament",
        "last",
        "draw",
        "draws",
        "_setups",
        "_steady",
    )

    def __init__(
        self,
        n: int,
        rule: str,
        config: TableConfig,
        rng: Rng,
        ties: str,
        first_button: int | None,
        *,
        tournament: bool,
    ) -> None:
        self.n = n
        self.rule = rule
        self.config = config
        self.rng = rng
        self.ties = ties
        self.first_button = first_button
        self.tournament = tournament  # players who sit out stay dealt in (absent): no missed blinds
        self.last: Last | Plan | None = None
        self.draw: ButtonDraw = ()  # the first hand's (R-BTN-1)
        self.draws: dict[int, ButtonDraw] = {}  # hand number -> the draw that placed its button
        self._setups: dict[int, Setup] = {}
        self._steady: list[Any] | None = (
            None  # [button index, pool] while nothing changes (see next)
        )

    def changed(self) -> None:
        self._steady = None
        self._setups.clear()

    def _states(self, seated: Mapping[int, Any]) -> dict[int, Seat]:
        return {
            s: Seat(
                bool(p.stack) and (self.tournament or not p.sitting_out),
                p.owes_big,
                p.owes_small,
                p.waits,
                p.new,
            )
            for s, p in seated.items()
        }

    def next(self, seated: Mapping[int, Any], agents: Any, number: int) -> Setup | Posting | None:
        """Hand ``number``'s setup; a :class:`Posting` when players must first say whether they post (the
        table asks them, then calls :meth:`setup_of` or, when one declined and sat out, this again); None
        when fewer than two can play. ``agents`` (``get(name)``) is read only for who is absent (no agent)."""
        steady = self._steady
        if steady is not None:
            pool = steady[1]
            index = steady[0] = (steady[0] + 1) % len(pool)
            setup = self._setups.get(index)
            if setup is None:
                turn = rotation(pool, index, self.config.button_blind)
                setup = self._setups[index] = self._setup_of(turn, seated, agents)
            return setup
        plan = self._plan(seated, number)
        if plan is None:
            return None
        asks = self._asks(plan, seated)
        if asks:
            names = tuple(seated[s].name for s in plan.dealt)
            return Posting(plan, asks, self.facts_of(plan, names))
        return self.setup_of(plan, seated, agents)

    def _plan(self, seated: Mapping[int, Any], number: int) -> Plan | None:
        """Hand ``number``'s plan from the seats' states; the first hand's button drawn (R-BTN-1) unless
        the table gave it."""
        states = self._states(seated)
        button_blind = self.config.button_blind
        if self.last is not None:
            return plan_hand(self.n, states, self.rule, last=self.last, button_blind=button_blind)
        able = sorted(s for s, st in states.items() if st.plays)
        if len(able) < 2:
            return None
        if self.first_button in able:  # a game that goes on: no draw
            button = self.first_button
        else:
            button, rounds = draw_for_button(able, self.rng, self.ties)
            self.draws[number] = rounds
            if number == 1:
                self.draw = rounds
        return plan_hand(self.n, states, self.rule, button=button, button_blind=button_blind)

    def _asks(self, plan: Plan, seated: Mapping[int, Any]) -> tuple[tuple[int, int], ...]:
        """The seats to ask before they post (``auto_post`` off, R-LIVE-6; a tournament's blinds are always
        posted), each with the blinds it is to post, missed ones included, capped by its stack."""
        if self.tournament:
            return ()
        big, small = self.config.big_blind, self.config.small_blind
        due = {
            plan.small_blind: small,
            plan.big_blind: big,
        }  # (one seat with a button blind: the big)
        asks: list[tuple[int, int]] = []
        for seat in plan.dealt:
            player = seated[seat]
            posts = plan.posts.get(seat)
            amount = due.get(seat, 0) + (big * posts[0] + small * posts[1] if posts else 0)
            if amount and not player.auto_post:
                asks.append((seat, min(amount, player.stack)))
        return tuple(asks)

    def setup_of(self, plan: Plan, seated: Mapping[int, Any], agents: Any) -> Setup:
        """The setup of a hand planned by :meth:`next` (everyone asked agreed to post). While nothing owed
        and nobody waiting, the next hands skip planning: the button just moves on."""
        setup = self._setup_of(plan, seated, agents)
        states = self._states(seated)
        pool = tuple(sorted(s for s, st in states.items() if st.plays))
        if (
            plan.dealt == pool
            and not plan.posts
            and not plan.missed
            and setup.positions is None
            and not self.config.straddles  # who straddles depends on stacks: planned every hand
            and all(seated[s].auto_post for s in pool)  # auto-post off: asked before every blind
            and all(st.ready for st in states.values())
            and len(states) == len(pool)
        ):
            # nothing owed, nobody waiting: until the seating changes, the button just moves on
            self._steady = [pool.index(plan.dealt[setup.button]), pool]
            self._setups.clear()
        else:
            self._steady = None
        return setup

    def facts_of(self, plan: Plan, names: tuple[str, ...]) -> tuple[Any, ...]:
        """TableFacts' fields after the table's name and the hand number, for a plan's players ``names``."""
        return (
            plan.dealt,
            names,
            plan.button,
            not plan.button_live,
            self._small_blind(plan),
            plan.big_blind,
            (self.config.small_blind, self.config.big_blind),
        )

    def _small_blind(self, plan: Plan) -> int | None:
        """The table seat of the live small blind: None when it is dead (R-BLIND-7) or there is none (a
        button blind, R-BLIND-9)."""
        return plan.small_blind if plan.small_blind_live and not self.config.button_blind else None

    def _straddlers(self, plan: Plan, seated: Mapping[int, Any], agents: Any) -> tuple[int, ...]:
        """R-BLIND-8 at a table: the seats left of the big blind that straddle, in turn (see the module
        documentation); the chain stops at the first seat that does not."""
        out: list[int] = []
        seat = plan.big_blind
        blinds = (plan.small_blind, plan.big_blind)
        for amount in self.config.straddles if len(plan.dealt) > 2 else ():
            seat = _after(seat, plan.dealt)
            player = seated[seat]
            ante = (
                self.config.ante
                if self.config.ante_type is AnteType.UNIFORM
                or (self.config.ante_type is AnteType.BUTTON_ONLY and seat == plan.button)
                else 0
            )
            if (
                seat in blinds
                or seat in plan.posts
                or not player.straddle
                or player.stack < amount + ante
                or player.sitting_out
                or (agents is not None and agents.get(player.name) is None)
            ):
                break
            out.append(seat)
        return tuple(out)

    def _setup_of(self, plan: Plan, seated: Mapping[int, Any], agents: Any) -> Setup:
        players = tuple(seated[s] for s in plan.dealt)
        config, straddles = self.config, tuple[int, ...]()
        if config.straddles:
            straddles = self._straddlers(plan, seated, agents)
            if len(straddles) < len(config.straddles):
                config = dataclasses.replace(config, straddles=config.straddles[: len(straddles)])
        button, positions = hand_positions(
            plan, config, {s: seated[s].stack for s in plan.dealt}, straddles
        )
        names = tuple(p.name for p in players)
        settles = any(p.owes_big or p.owes_small or p.new for p in players)
        return Setup(
            plan,
            players,
            names,
            button,
            positions,
            self._small_blind(plan),
            tuple(p.auto_muck for p in players),
            self.facts_of(plan, names),
            settles,
            config,
            straddles,
        )
