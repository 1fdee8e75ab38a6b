"""A person at the terminal as an agent: :class:`HumanAgent` draws the table at each of its decisions, tells
what happened since the last one (every seat's actions, the cards dealt, the draw) and, given each finished
hand (``Table.play(on_hand=agent.hand_over)``), the rest of it: the showdown and who won what. It reads
forgiving entries (:func:`parse_entry`, :func:`parse_discard`) and asks again, saying why, until one is
legal: a mistyped entry never folds anyone.

The entries at a betting decision (case does not matter)::

    ?, help        what you may do now, with the amounts
    f, fold        fold (asks first when checking is free)
    c, call        check when that is free, else call
    k, check       check
    b 60, r 60     bet or raise to 60 (the street total); also bet 60, raise to 60, r60, r 3bb (big
                   blinds), r min, r max, or 60 alone
    a, allin       all-in
    q, quit        leave the table (asks first: the hand in play is abandoned, not played out)

At the draw: the cards to discard (``7c 2d``) or their places in the hand (``1 4``); enter (or ``s``,
``pat``) stands pat.

>>> from holdem.game import LegalActions
>>> legal = LegalActions(fold=True, check=False, call=40, min_raise_to=80, max_raise_to=500, current_bet=40)
>>> parse_entry("c", legal, 20), parse_entry("r 5bb", legal, 20), parse_entry("raise to 120", legal, 20)
('call', ('cbr', 100), ('cbr', 120))
"""

from __future__ import annotations

import enum
import io
import re
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any, cast

from ..core import Card, cards_text, parse_cards
from ..engine import DrawOptions
from ..errors import HoldemError, IllegalActionError, InvalidArgumentError, TableError
from ..game import HOLDEM, GameDef, LegalActions, Post, game_named, seen_by
from ..table import HandRecord, TableFacts
from .builtin import Choice, SeatKnowledge

if TYPE_CHECKING:
    from rich.console import Console, RenderableType

    from .screen import Narrator, Seating, TableState

__all__ = ["Command", "HumanAgent", "QuitGame", "all_in_allowed", "parse_discard", "parse_entry"]


class QuitGame(KeyboardInterrupt):
    """The person at the terminal left the table (``q``, confirmed): it ends ``Table.play`` as Ctrl-C would
    (a hand in play is abandoned: no chip moves), and a caller that catches it ends the session cleanly
    (``holdem play`` prints the results of the hands played)."""


class Command(enum.Enum):
    """An entry that is no action: a request for help, or to leave the table."""

    HELP = "help"
    QUIT = "quit"


_HELP = {"?", "h", "help"}
_QUIT = {"q", "quit", "exit", "leave"}
_FOLD = {"f", "fold"}
_CHECK = {"k", "x", "check"}
_CALL = {"c", "call", "cc"}  # c checks when that is free, else calls
_ALL_IN = {"a", "allin", "shove", "jam"}
_BET = {"b", "bet", "r", "raise", "cbr"}
_STAND = {"", "s", "stand", "pat", "stand pat", "standpat", "0", "none", "keep"}
_ENTRY = re.compile(r"([a-z?]*)\s*(.*)")
# ASCII digits only (int() refuses "²"), big blinds as "3bb" or "3 bb"
_AMOUNT = re.compile(r"([0-9]+(?:\.[0-9]+)?|\.[0-9]+) ?(bb)?")


def _words(entry: str) -> tuple[str, str]:
    """An entry as its command word and the rest (``"raise to 60"`` -> ``("raise", "60")``), lowercase, with
    "all in" and "all-in" read as one word."""
    text = " ".join(entry.lower().split())
    text = re.sub(r"^all[ -]in\b", "allin", text)
    match = cast(re.Match[str], _ENTRY.fullmatch(text))  # (every text matches)
    word, rest = match[1], match[2].strip()
    if rest == "to" or rest.startswith("to "):
        rest = rest[2:].strip()
    if word in ("min", "max") and not rest:  # "min" alone: the least bet or raise
        word, rest = "", word
    return word, rest


def parse_entry(
    entry: str, legal: LegalActions, big_blind: int, *, all_in: int | None = None
) -> Choice | Command:
    """A person's entry at a betting decision as the action it asks for (``"fold"``, ``"check"``,
    ``"call"``, ``"all_in"``, ``("cbr", total)``) or a :class:`Command`; raises
    :class:`~holdem.errors.IllegalActionError` saying why an entry is no legal action now and what is.
    ``big_blind`` is what ``bb`` counts (``r 3bb``). ``all_in`` is the street total going all-in makes
    (your bet this round plus your stack): given, ``a`` is refused where the limit allows no all-in
    (pot-limit, fixed-limit: R-BET-10, R-BET-11); None reads ``a`` as all-in whatever the limit. The
    entries are listed in the module documentation.

    >>> from holdem.game import LegalActions
    >>> free = LegalActions(fold=True, check=True, call=None, min_raise_to=20, max_raise_to=500, current_bet=0)
    >>> parse_entry("c", free, 20), parse_entry("b 60", free, 20), parse_entry("?", free, 20)
    ('check', ('cbr', 60), <Command.HELP: 'help'>)
    >>> parse_entry("b 10", free, 20)
    Traceback (most recent call last):
    ...
    holdem.errors.IllegalActionError: 10 is not allowed: bet at least 20 and at most 500 (a: all-in)
    """
    word, rest = _words(entry)
    if not word and not rest:
        raise IllegalActionError("type f, k, c, b N, r N, a, or ? for help")
    if word in _HELP | _QUIT and not rest:
        return Command.HELP if word in _HELP else Command.QUIT
    if not word:
        return _bare_amount(rest, legal, big_blind, all_in)
    if word in _BET:
        return _bet(word, rest, legal, big_blind, all_in)
    if word in _FOLD | _CHECK | _CALL | _ALL_IN:
        if rest:
            raise IllegalActionError(f"{word} takes no amount: {_options(legal)}")
        return _plain(word, legal, all_in)
    raise IllegalActionError(f"{entry.strip()!r} is not an action: {_options(legal)}")


def _options(legal: LegalActions) -> str:
    return f"you may {legal.describe()} (? lists the commands)"


def all_in_allowed(legal: LegalActions, all_in: int | None) -> bool:
    """Going all-in for the street total ``all_in`` is legal: a call for everything (or less), or a bet or
    raise within the limit (pot-limit and fixed-limit cap it below a deep stack); None: not known, taken as
    legal whenever a call or raise is.

    >>> from holdem.game import LegalActions
    >>> fixed = LegalActions(fold=True, check=False, call=2, min_raise_to=4, max_raise_to=4, current_bet=2)
    >>> all_in_allowed(fixed, 200), all_in_allowed(fixed, 4), all_in_allowed(fixed, 1)
    (False, True, True)
    """
    if legal.min_raise_to is None and legal.call is None:
        return False
    if all_in is None:
        return True
    within_raise = legal.max_raise_to is not None and all_in <= legal.max_raise_to
    return within_raise or (legal.call is not None and all_in <= legal.current_bet)


def _plain(word: str, legal: LegalActions, all_in: int | None) -> str:
    """Fold, check, check-or-call, all-in: the action, if it is legal."""
    if word in _FOLD:
        if legal.fold:
            return "fold"
        raise IllegalActionError(f"you cannot fold now: {_options(legal)}")
    if word in _CALL or (word in _CHECK and legal.check):
        if legal.check:
            return "check"
        if legal.call is not None:
            return "call"
    elif word in _CHECK:
        raise IllegalActionError(
            f"you cannot check: it is {legal.call:,} to call (c calls, f folds)"
            if legal.call is not None
            else f"you cannot check now: {_options(legal)}"
        )
    elif all_in_allowed(legal, all_in):
        return "all_in"
    elif all_in is not None and (legal.min_raise_to is not None or legal.call is not None):
        most = (
            f"the most is {'a bet of' if legal.current_bet == 0 else 'a raise to'} "
            f"{legal.max_raise_to:,} ({_verb(legal)[1]} max)"
            if legal.max_raise_to is not None
            else "no raise is allowed now"
        )
        raise IllegalActionError(f"you cannot go all-in ({all_in:,}): {most}; {_options(legal)}")
    raise IllegalActionError(f"{word!r} is not possible now: {_options(legal)}")


def _verb(legal: LegalActions) -> tuple[str, str]:
    """("bet", "b") when no one has bet on this street, else ("raise to", "r")."""
    return ("bet", "b") if legal.current_bet == 0 else ("raise to", "r")


def _bet(
    word: str, rest: str, legal: LegalActions, big_blind: int, all_in: int | None
) -> tuple[str, int]:
    """``b N``/``r N``: a bet or raise to N, within the legal range."""
    low, high = legal.min_raise_to, legal.max_raise_to
    if low is None or high is None:
        raise IllegalActionError(f"you cannot bet or raise now: {_options(legal)}")
    amount = _amount(rest, legal, big_blind)
    if amount is None:
        key = _verb(legal)[1]
        raise IllegalActionError(
            f"say how much: {key} N, N from {low:,} to {high:,} (or {key} 3bb, {key} min, {key} max)"
        )
    return _in_range(amount, legal, all_in)


def _in_range(amount: int, legal: LegalActions, all_in: int | None) -> tuple[str, int]:
    low, high = cast(int, legal.min_raise_to), cast(int, legal.max_raise_to)
    if low <= amount <= high:
        return ("cbr", amount)
    verb = _verb(legal)[0]
    shove = all_in is None or all_in == high  # the most is the whole stack
    allowed = (
        f"the only {verb.removesuffix(' to')} is to {low:,}" + (" (all-in)" if shove else "")
        if low == high
        else f"{verb} at least {low:,} and at most {high:,}"
    )
    hint = " (a: all-in)" if all_in_allowed(legal, all_in) else ""
    raise IllegalActionError(f"{amount:,} is not allowed: {allowed}{hint}")


def _bare_amount(rest: str, legal: LegalActions, big_blind: int, all_in: int | None) -> Choice:
    """A number alone: a bet or raise to it; the street total to call calls, 0 checks."""
    amount = _amount(rest, legal, big_blind)
    if amount is None:
        raise IllegalActionError(f"{rest!r} is not an action: {_options(legal)}")
    if amount == 0 and legal.check:
        return "check"
    if legal.call is not None and amount == legal.current_bet:
        return "call"
    if legal.min_raise_to is None:
        raise IllegalActionError(f"{amount:,} is not allowed: {_options(legal)}")
    return _in_range(amount, legal, all_in)


def _amount(text: str, legal: LegalActions, big_blind: int) -> int | None:
    """An amount as chips: ``60``, ``1,000``, ``3bb`` or ``2.5bb`` (big blinds), ``min``, ``max``; None
    when ``text`` says no amount; raises when it names a part of a chip."""
    text = re.sub(r"(?<=[0-9]),(?=[0-9]{3})", "", text)  # 1,000: a thousands separator
    if text == "min":
        return legal.min_raise_to
    if text in ("max", "allin"):
        return legal.max_raise_to
    match = _AMOUNT.fullmatch(text)
    if match is None:
        return None
    value = Fraction(match[1]) * (big_blind if match[2] else 1)
    if value.denominator != 1:
        raise IllegalActionError(f"{text} is {float(value):g} chips: amounts are whole chips")
    return int(value)


def parse_discard(entry: str, hole: Sequence[Card], most: int) -> Choice | Command:
    """A person's entry at the draw: ``("discard", cards)`` for the cards named (``7c 2d``) or by their
    places in ``hole`` (``1 4``, 1 the first), ``"stand_pat"`` for an empty entry (or ``s``, ``pat``), or
    a :class:`Command`; raises a :class:`~holdem.errors.HoldemError` saying what is wrong (a card not held,
    more than ``most``). An optional leading ``d`` or ``discard`` is read past.

    >>> from holdem import parse_cards
    >>> hole = parse_cards("As Kd 7c 4h 2s")
    >>> parse_discard("7c 2s", hole, 3), parse_discard("3 5", hole, 3), parse_discard("", hole, 3)
    (('discard', [Card('7c'), Card('2s')]), ('discard', [Card('7c'), Card('2s')]), 'stand_pat')
    """
    given = entry.split()  # as typed: an error names the card as it was typed
    words = [w.lower() for w in given]
    if words and words[0] in ("d", "discard", "draw"):
        given, words = given[1:], words[1:]
        if not words:
            raise IllegalActionError(f"say which cards: d 7c 2d, or d 1 4 by place; {_held(hole)}")
    text = " ".join(words)
    if text in _STAND:
        return "stand_pat"
    if text in _HELP | _QUIT:
        return Command.HELP if text in _HELP else Command.QUIT
    if all(w.isascii() and w.isdigit() for w in words):
        places = [int(w) for w in words]
        if any(not 1 <= p <= len(hole) for p in places) or len(set(places)) < len(places):
            raise IllegalActionError(f"places are 1 to {len(hole)}, each once: {_held(hole)}")
        cards = [hole[p - 1] for p in places]
    else:
        cards = parse_cards(" ".join(given), joker=True)
        missing = [c for c in cards if c not in hole]
        if missing:
            raise IllegalActionError(f"you do not hold {cards_text(missing)}: {_held(hole)}")
    if len(cards) > most:
        raise IllegalActionError(f"discard at most {most} cards, not {len(cards)}: {_held(hole)}")
    return ("discard", cards)


def _held(hole: Sequence[Card]) -> str:
    return "you hold " + " ".join(f"{place}:{card}" for place, card in enumerate(hole, 1))


class HumanAgent:
    """A person at the terminal (``holdem play --human SEAT``): at each decision it shows what happened
    since the last one and the table (seats, names, positions, stacks, bets, the pot, the board, your
    cards), then asks until the entry is legal (:func:`parse_entry`; ``?`` lists what you may do).
    Give it each finished hand to show the showdown and who won what: ``Table.play(agents,
    on_hand=agent.hand_over)``. ``q`` (confirmed) raises :class:`QuitGame`.

    ``ask`` is ``input`` by default; ``say`` (default: print to the terminal with rich, in colour) is given
    each piece of output as plain text when set (tests pass their own). ``game`` names the rounds (the
    table's game: a :class:`~holdem.game.GameDef` or a name such as ``"draw"``; each finished hand given to
    :meth:`hand_over` sets it); ``name`` is your player's name at the table (else learned at your first
    decision), which :meth:`hand_over` needs for a hand you had no decision in; ``console`` is the rich
    console to print on (default: one on standard output). Another seat's cards are never shown before
    they are turned up.

    >>> from holdem import Table, TableConfig
    >>> from holdem.agents import CallingStation
    >>> entries, said = iter(["?", "r 3bb", "k", "k", "k"]), []
    >>> me = HumanAgent(ask=lambda prompt: next(entries), say=said.append, name="me")
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=4)
    >>> table.join("me", 100), table.join("bot", 100)
    (1, 2)
    >>> table.play({"me": me, "bot": CallingStation()}, hands=1, on_hand=me.hand_over)
    1
    >>> any("bot calls 4" in text for text in said), any("you win the pot" in text for text in said)
    (True, True)
    """

    def __init__(
        self,
        ask: Callable[[str], str] | None = None,
        say: Callable[[str], object] | None = None,
        *,
        game: GameDef | str | None = None,
        name: str | None = None,
        console: Console | None = None,
    ) -> None:
        self.ask = ask or input
        self.say = say
        self.game = HOLDEM if game is None else game_named(game, InvalidArgumentError)
        self.name = name
        self._console = console
        self._hand: int | None = None  # the hand being told (its number; None for a bare seat view)
        self._told = 0  # how many of its events (as your seat sees them) are told
        self._narrator: Narrator | None = None

    # -- output ---------------------------------------------------------------------------------

    def _show(self, *items: RenderableType) -> None:
        """Print to the terminal, or give ``say`` the plain text."""
        from rich.console import Console, Group

        if self.say is None:
            if self._console is None:
                self._console = Console(highlight=False)
            self._console.print(Group(*items))  # one item a line
            return
        capture = Console(
            file=io.StringIO(), width=100, color_system=None, highlight=False, force_terminal=False
        )
        capture.print(Group(*items))
        self.say(cast(io.StringIO, capture.file).getvalue().rstrip("\n"))

    def _tell(self, text: str) -> None:
        """A plain message (no markup read in it)."""
        from rich.text import Text

        self._show(Text(text))

    def _ask(self, prompt: str) -> str:
        try:
            return self.ask(prompt)
        except EOFError:  # Ctrl-D: the session ends (not just this hand), as at Ctrl-C
            raise KeyboardInterrupt("the input ended") from None

    def _confirm(self, prompt: str) -> bool:
        return self._ask(prompt).strip().lower() in ("y", "yes")

    def _leave(self) -> None:
        """``q``: leave once confirmed (QuitGame), else go on."""
        if self._confirm("leave the table? the hand in play is abandoned (y/n) > "):
            raise QuitGame("you left the table")

    # -- following the hand ---------------------------------------------------------------------

    def _start_hand(self, number: int | None, seating: Seating) -> None:
        from rich.rule import Rule

        from .screen import Narrator

        self._hand, self._told = number, 0
        self._narrator = Narrator(self.game, seating)
        if number is not None:
            self._show(Rule(f"[bold]hand {number}[/bold]", style="bold"))

    def _tell_events(self, events: Sequence[Any]) -> None:
        """The events since the last told, as lines."""
        narrator = cast("Narrator", self._narrator)
        lines = [line for event in events[self._told :] for line in narrator.tell(event)]
        self._told = len(events)
        if lines:
            self._show(*lines)

    def _follow(self, view: SeatKnowledge) -> Seating:
        """Tells what happened since your last decision (a new hand from its start); returns the seating."""
        from .screen import Seating

        facts: TableFacts | None = getattr(view, "table", None)
        me = view.seat
        if facts is not None:
            self.name = facts.players[me]
            seating = Seating(facts.players, facts.table_seats, me)
            number: int | None = facts.hand_number
        else:  # a bare seat view: hand seats, no names
            seats = tuple(range(view.n_seats))
            seating = Seating(tuple(f"seat {s}" for s in seats), seats, me)
            number = None
        events = view.events
        if self._narrator is None or number != self._hand or len(events) < self._told:
            self._start_hand(number, seating)
        self._tell_events(events)
        return seating

    def _state(self, view: SeatKnowledge) -> TableState:
        from .screen import TableState, draw_title, round_title

        facts: TableFacts | None = getattr(view, "table", None)
        posts: dict[int, tuple[str, ...]] = {}
        for event in view.events:
            if type(event) is Post:
                posts[event.seat] = posts.get(event.seat, ()) + (event.kind,)
        if facts is None:
            button: int | None = view.button
        elif (
            facts.button_dead or facts.button_table_seat not in facts.table_seats
        ):  # R-BTN-3: no one dealt in there
            button = None
        else:
            button = facts.seat_at(facts.button_table_seat)
        index = int(view.street)
        return TableState(
            hand_number=None if facts is None else facts.hand_number,
            title=draw_title(self.game, index)
            if view.legal_draw is not None
            else round_title(self.game, index),
            button=button,
            posts=posts,
            stacks=view.stacks,
            bets=view.bets,
            folded=view.folded,
            actor=view.actor,
            hole_cards=tuple(view.hole_cards or ()),
            shown=dict(view.shown),
            board=tuple(view.board) if self.game.board_cards else None,
            pot=view.pot_size,
            blinds=None if facts is None else facts.blinds,
        )

    # -- deciding -------------------------------------------------------------------------------

    def act(self, view: SeatKnowledge) -> Choice:
        """Your decision: what happened since the last one, the table, then your entry."""
        from rich.console import Group

        from .screen import table_panel

        seating = self._follow(view)
        legal = view.legal_actions
        # the round's rule, when the decision comes before any event of the round
        opened = cast("Narrator", self._narrator).reach(int(view.street), legal is None)
        panel = Group(*opened, table_panel(self._state(view), seating))
        if legal is None:
            return self._draw(view, panel)
        return self._bet(view, legal, panel)

    def _bet(self, view: SeatKnowledge, legal: LegalActions, panel: RenderableType) -> Choice:
        from rich.text import Text

        from .screen import help_lines, legal_line

        facts: TableFacts | None = getattr(view, "table", None)
        big_blind = facts.blinds[1] if facts is not None else view.big_blind
        all_in = view.bets[view.seat] + view.stacks[view.seat]  # the street total of every chip
        self._show(panel, Text.from_markup(legal_line(legal, all_in)))
        while True:
            entry = self._ask("your move > ")
            try:
                choice = parse_entry(entry, legal, big_blind, all_in=all_in)
            except IllegalActionError as exc:
                self._tell(str(exc))
                continue
            if choice is Command.HELP:
                self._show(help_lines(legal, big_blind, all_in=all_in))
            elif choice is Command.QUIT:
                self._leave()
            elif choice != "fold" or not legal.check:
                return choice
            elif self._confirm("checking is free: fold anyway? (y/n) > "):
                return "fold"

    def _draw(self, view: SeatKnowledge, panel: RenderableType) -> Choice:
        """At the draw (R-DRAW-1): the cards to discard, checked by the hand itself, or stand pat."""
        from rich.text import Text

        from .screen import cards_markup, help_lines

        options = cast(DrawOptions, view.legal_draw)
        most = options.max_discards + (1 if options.ace_four else 0)
        hole = tuple(view.hole_cards or ())
        places = "  ".join(f"[dim]{k}:[/dim]{cards_markup((c,))}" for k, c in enumerate(hole, 1))
        self._show(
            panel,
            Text.from_markup(
                f"you hold {places}\ndiscard up to {options.max_discards} (cards such as "
                f"{cards_text(hole[-2:])}, or places such as 1 4), or enter to stand pat   "
                "[dim](? for help)[/dim]"
            ),
        )
        while True:
            entry = self._ask("discard > ")
            try:
                choice = parse_discard(entry, hole, most)
            except HoldemError as exc:
                self._tell(str(exc))
                continue
            if choice is Command.HELP:
                self._show(help_lines(None, view.big_blind, options.max_discards))
            elif choice is Command.QUIT:
                self._leave()
            elif choice == "stand_pat" or view.can_discard(cast(tuple[str, list[Card]], choice)[1]):
                return choice
            else:
                self._tell(
                    f"you hold {cards_text(hole)}: discard 1 to {options.max_discards} of them, or "
                    "enter to stand pat"
                )

    # -- the end of a hand ----------------------------------------------------------------------

    def hand_over(self, record: HandRecord, pause: bool = False) -> None:
        """Tells the rest of a finished hand (what happened since your last decision, the showdown: the
        hands shown with their names, those mucked, who won each pot and how much) and each stack; with
        ``pause``, then waits for enter (``q`` leaves: :class:`QuitGame`). Pass it as ``on_hand``."""
        from .screen import Seating, hand_summary

        self.game = record.game
        me = record.players.index(self.name) if self.name in record.players else None
        seating = Seating(record.players, record.table_seats, me)
        if self._narrator is None or self._hand != record.number:
            self._start_hand(record.number, seating)
        try:
            hand = record.hand
        except TableError:  # not kept (history_limit=0): only the stacks are known
            hand = None
        if hand is not None:
            seat = -1 if me is None else me  # -1: no seat, what every seat may see
            seen = [e for e in (seen_by(event, seat) for event in hand.events) if e is not None]
            self._tell_events(seen)
        stacks = (record.starting_stacks, record.finishing_stacks)
        self._show(
            hand_summary(
                None if hand is None else hand.result,
                seating,
                () if hand is None else hand.mucked,
                stacks,
                record.number,
            )
        )
        self._narrator = None
        if pause:
            entry = self._ask("enter for the next hand, q to leave > ")
            if entry.strip().lower() in _QUIT:
                raise QuitGame("you left the table")
