"""What :class:`~holdem.agents.HumanAgent` shows at the terminal, drawn with rich: the table (seats, names,
positions, stacks, bets, the pot, the board, your cards), each event of a hand as a line
(:class:`Narrator`: "bob raises to 60", the flop dealt, "cy draws 2"), the showdown and the pots won
(:func:`hand_summary`) and the help (:func:`help_lines`).

Everything here is made from what one seat may know: its view at a decision, or a finished hand's
events as that seat sees them (:func:`holdem.game.seen_by`) with the hands shown at the showdown. The
names of a game's rounds come from its :class:`~holdem.game.GameDef` (:func:`round_title`)::

    >>> from holdem.game import FIVE_CARD_DRAW, HOLDEM
    >>> round_title(HOLDEM, 1), round_title(FIVE_CARD_DRAW, 0), round_title(FIVE_CARD_DRAW, 1)
    ('flop', 'first betting round (before the draw)', 'second betting round (after the draw)')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.rule import Rule
from rich.table import Table as RichTable
from rich.text import Text

from ..core import Card
from ..game import (
    Action,
    ActionKind,
    BoardDeal,
    Discard,
    Event,
    Exposed,
    GameDef,
    HoleDeal,
    Kill,
    LegalActions,
    Misdeal,
    Muck,
    OutOfTurn,
    Post,
    Revealed,
    Show,
    TakeBack,
)
from .human import all_in_allowed

if TYPE_CHECKING:
    from ..engine import HandResult

__all__ = [
    "Narrator",
    "Seating",
    "TableState",
    "cards_markup",
    "draw_title",
    "hand_summary",
    "help_lines",
    "legal_line",
    "round_title",
    "table_panel",
]

_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
#: a four-colour deck: hearts red, diamonds blue, clubs green, spades as the terminal writes
_SUIT_STYLES = {
    "h": "bold red",
    "d": "bold blue",
    "c": "bold green",
    "s": "bold",
    "k": "bold magenta",
}
_HIDDEN = "[dim]##[/dim]"  # a card face down
_POST_NAMES = {
    "small blind": "the small blind",
    "big blind": "the big blind",
    "ante": "an ante",
    "straddle": "a straddle",
    "post": "a live blind",
    "dead blind": "a dead blind",
}


class Seating(NamedTuple):
    """Who sits where in one hand, by hand seat: ``names``, ``table_seats`` (1-based, as the table numbers
    them) and ``me``, the seat of the person at the terminal (None: watching, nothing is "you")."""

    names: tuple[str, ...]
    table_seats: tuple[int, ...]
    me: int | None

    def who(self, seat: int) -> str:
        """``"you"`` for your seat, else the player's name."""
        return "you" if seat == self.me else self.names[seat]

    def does(self, seat: int, verb: str) -> str:
        """``"you raise"``, ``"bob raises"``: the seat and its verb, in the right person."""
        return f"{self.who(seat)} {verb if seat == self.me else _third_person(verb)}"


def _third_person(verb: str) -> str:
    """``"raise to"`` -> ``"raises to"``, ``"are"`` -> ``"is"``: the verb of the first word."""
    first, _, rest = verb.partition(" ")
    first = {"are": "is", "have": "has"}.get(first) or (
        first + "es" if first.endswith(("sh", "ch", "s", "x")) else first + "s"
    )
    return f"{first} {rest}" if rest else first


def round_title(game: GameDef, index: int) -> str:
    """The betting round ``index`` (counted from 0) of ``game`` as the players call it: its own name in a
    game with a board (preflop, flop, ...), which says where the cards are; in a game without one its place
    and its name (``"first betting round (before the draw)"``); ``"showdown"`` past the last round."""
    if not 0 <= index < len(game.rounds):
        return "showdown"
    name = game.rounds[index].name
    if game.board_cards:
        return name
    place = _ORDINALS[index] if index < len(_ORDINALS) else f"round {index + 1}:"
    return f"{place} betting round ({name})"


def draw_title(game: GameDef, index: int) -> str:
    """The draw before round ``index``: ``"draw (up to 3 cards)"``."""
    draw = game.rounds[index].draw if 0 <= index < len(game.rounds) else None
    most = draw.max_discards if draw is not None else 0
    return f"draw (up to {most} card{'s' if most != 1 else ''})" if most else "draw"


def cards_markup(cards: Iterable[Card]) -> str:
    """Cards as rich markup, each suit in its colour (``"[bold red]Ah[/bold red] ..."``)."""
    return " ".join(f"[{_SUIT_STYLES[str(c)[-1]]}]{c}[/]" for c in cards)


# -- the hand as it happens ----------------------------------------------------------------------------


class Narrator:
    """Tells a hand's events one at a time, as a seat sees them (give it ``seen_by(event, seat)``), following
    the game's rounds: a rule opens each betting round (with the board cards it deals) and the draw.

    >>> from holdem.game import HOLDEM, Action, ActionKind
    >>> narrator = Narrator(HOLDEM, Seating(("ann", "bob"), (1, 2), 0))
    >>> [str(line) for line in narrator.tell(Action(1, ActionKind.RAISE, 60, 58))][-1]
    'bob raises to 60'
    """

    def __init__(self, game: GameDef, seating: Seating) -> None:
        self.game = game
        self.seating = seating
        self.round = 0  # the betting round the events are in
        self._opened = -1  # the last round whose rule is drawn
        self._drawing = False  # between a round and the next: the draw
        self._board: list[Card] = []
        self._discarded: set[int] = set()  # seats whose replacement cards are still to come

    def tell(self, event: Event) -> list[RenderableType]:
        """The lines (and rules) that tell ``event``; none for what there is nothing to say about."""
        if isinstance(event, BoardDeal):
            return self._board_dealt(event)
        if isinstance(event, Discard):
            return self._drawn(event)
        out = (
            self._open(self.round + 1 if self._drawing else self.round)
            if isinstance(event, Action)
            else []
        )
        line = self._line(event)
        if line is not None:
            out.append(Text.from_markup(line))
        return out

    def reach(self, index: int, drawing: bool) -> list[RenderableType]:
        """The rule of betting round ``index`` (``drawing``: of the draw before it) at a decision there,
        unless it is drawn already (a decision may come before any event of its round)."""
        if not drawing:
            return self._open(index)
        if self._drawing:
            return []
        self._drawing, self.round = True, index - 1
        return [Rule(draw_title(self.game, index), style="cyan")]

    def _open(self, index: int) -> list[RenderableType]:
        """The rule that opens betting round ``index``, unless it is drawn already."""
        self._drawing, self.round = False, index
        if self._opened == index:
            return []
        self._opened = index
        return [Rule(round_title(self.game, index), style="cyan")]

    def _board_dealt(self, event: BoardDeal) -> list[RenderableType]:
        self._drawing = False
        self.round = self._opened = int(event.street)
        self._board.extend(event.cards)
        title = f"{round_title(self.game, self.round)}: {cards_markup(event.cards)}"
        if len(self._board) > len(event.cards):
            title += f"  (board {cards_markup(self._board)})"
        return [Rule(Text.from_markup(title), style="cyan")]

    def _drawn(self, event: Discard) -> list[RenderableType]:
        out = [] if self._drawing else self.reach(self.round + 1, True)
        seating = self.seating
        if event.count == 0:
            text = seating.does(event.seat, "stand pat")
        elif event.cards:  # your own: which cards went
            text = f"{seating.does(event.seat, 'discard')} {cards_markup(event.cards)}"
            self._discarded.add(event.seat)
        else:
            text = f"{seating.does(event.seat, 'draw')} {event.count}"
        out.append(Text.from_markup(text))
        return out

    def _line(self, event: Event) -> str | None:
        """One line of markup for the other events."""
        seating = self.seating
        if isinstance(event, Action):
            return _action_line(event, seating)
        if isinstance(event, Post):
            what = _POST_NAMES.get(event.kind, event.kind)
            return f"{seating.does(event.seat, 'post')} {what} ({event.amount:,})"
        if isinstance(event, HoleDeal):
            return self._dealt(event)
        if isinstance(event, Show):
            return f"{seating.does(event.seat, 'show')} {cards_markup(event.cards)}"
        if isinstance(event, Muck):
            return f"{seating.does(event.seat, 'muck')} (no cards shown)"
        if isinstance(event, Kill):
            return f"{seating.who(event.seat)}: the hand is dead ({event.reason})"
        return _note_line(event, seating)

    def _dealt(self, event: HoleDeal) -> str | None:
        """Your cards (anyone else's HoleDeal is never seen)."""
        if event.cards is None:
            return None
        seat = event.seat
        if seat in self._discarded:  # the cards the draw brought
            self._discarded.discard(seat)
            return f"{self.seating.does(seat, 'get')} {cards_markup(event.cards)}"
        return f"{self.seating.does(seat, 'are')} dealt {cards_markup(event.cards)}"


def _action_line(action: Action, seating: Seating) -> str:
    """``"bob raises to 60"``, ``"you call 40 (all-in)"``."""
    seat, kind = action.seat, action.kind
    if kind is ActionKind.FOLD:
        return seating.does(seat, "fold")
    if kind is ActionKind.CHECK:
        return seating.does(seat, "check")
    if kind is ActionKind.CALL:
        text = f"{seating.does(seat, 'call')} {action.added:,}"
    elif kind is ActionKind.BET:
        text = f"{seating.does(seat, 'bet')} {action.amount:,}"
    else:
        text = f"{seating.does(seat, 'raise to')} {action.amount:,}"
    return f"[bold]{text}[/bold] (all-in)" if action.all_in else f"[bold]{text}[/bold]"


def _note_line(event: Event, seating: Seating) -> str | None:
    """The records a live procedure adds (R-MIS-*, R-LIVE-*), told briefly."""
    if isinstance(event, Exposed):
        whose = "" if event.seat is None else f" of {seating.who(event.seat)}"
        return f"card exposed{whose}: {cards_markup((event.card,))}"
    if isinstance(event, Misdeal):
        return f"misdeal: {event.condition}" + (
            " (the hand is dealt again)" if event.voided else ""
        )
    if isinstance(event, OutOfTurn):
        return f"{seating.who(event.seat)} acted out of turn ({event.kind})"
    if isinstance(event, TakeBack):
        return f"{seating.does(event.seat, 'take')} back a call"
    if isinstance(event, Revealed):
        return f"{seating.who(event.seat)}'s mucked hand turned up: {cards_markup(event.cards)}"
    return None


# -- the table at a decision ---------------------------------------------------------------------------


class TableState(NamedTuple):
    """What the table panel draws: one seat's knowledge at a decision, by hand seat."""

    hand_number: int | None
    title: str  # the round (or the draw)
    button: int | None
    posts: Mapping[int, tuple[str, ...]]  # each seat's forced bets' kinds
    stacks: Sequence[int]
    bets: Sequence[int]
    folded: Sequence[bool]
    actor: int | None
    hole_cards: Sequence[Card]
    shown: Mapping[int, Sequence[Card]]
    board: Sequence[Card] | None  # None: a game without a board
    pot: int
    blinds: tuple[int, int] | None


_POST_TAGS = {"small blind": "SB", "big blind": "BB", "straddle": "STR"}


def _positions(state: TableState, seat: int) -> str:
    tags = ["BTN"] if seat == state.button else []
    tags += [_POST_TAGS[kind] for kind in state.posts.get(seat, ()) if kind in _POST_TAGS]
    return " ".join(tags)


def _cards_cell(state: TableState, seating: Seating, seat: int) -> str:
    if seat in state.shown:
        return cards_markup(state.shown[seat])
    if state.folded[seat]:
        return "[dim]folded[/dim]"
    if seat == seating.me:
        return cards_markup(state.hole_cards)
    return " ".join([_HIDDEN] * len(state.hole_cards))


def table_panel(state: TableState, seating: Seating) -> RenderableType:
    """The table: a row for each seat (its table seat, name, positions, stack, bet in front, cards: yours
    face up, the others' face down until shown), the board and the pot, your cards and stack."""
    grid = RichTable(box=None, pad_edge=False, expand=False)
    for header, justify in (
        ("", "left"),
        ("seat", "right"),
        ("player", "left"),
        ("", "left"),
        ("stack", "right"),
        ("bet", "right"),
        ("cards", "left"),
    ):
        grid.add_column(header, justify=justify)  # type: ignore[arg-type]
    for seat, name in enumerate(seating.names):
        stack, bet = state.stacks[seat], state.bets[seat]
        status = (
            "" if state.folded[seat] or stack or seat in state.shown else "  [bold]all-in[/bold]"
        )
        grid.add_row(
            "[bold yellow]▶[/]" if seat == state.actor else "",
            str(seating.table_seats[seat]),
            f"[bold]{name} (you)[/bold]"
            if seat == seating.me and name != "you"
            else (f"[bold]{name}[/bold]" if seat == seating.me else name),
            f"[magenta]{_positions(state, seat)}[/]",
            f"{stack:,}",
            f"{bet:,}" if bet else "",
            _cards_cell(state, seating, seat) + status,
        )
    lines: list[RenderableType] = [grid, Text("")]
    pot = f"pot [bold]{state.pot:,}[/bold]"
    if state.board is not None:
        lines.append(
            Text.from_markup(f"board {cards_markup(state.board) or '[dim]none yet[/dim]'}   {pot}")
        )
    else:
        lines.append(Text.from_markup(pot))
    me = seating.me
    if me is not None:
        lines.append(
            Text.from_markup(
                f"{seating.names[me] if seating.names[me] == 'you' else seating.names[me] + ', you'} "
                f"(seat {seating.table_seats[me]}), holding {cards_markup(state.hole_cards)}; "
                f"stack {state.stacks[me]:,}"
            )
        )
    title = " · ".join(
        part
        for part in (
            f"hand {state.hand_number}" if state.hand_number is not None else "",
            state.title,
            f"blinds {state.blinds[0]:,}/{state.blinds[1]:,}" if state.blinds else "",
        )
        if part
    )
    return Panel(Group(*lines), title=f"[bold]{title}[/bold]", expand=False)


# -- what you may do -----------------------------------------------------------------------------------


def legal_line(legal: LegalActions, all_in: int | None = None) -> str:
    """What you may do now with the keys that do it: ``"fold (f) · call 40 (c) · raise to 80 to 200 (r N)
    · all-in 200 (a)"``; ``all_in`` (the street total going all-in makes) offers all-in only where the
    limit allows it (:func:`~holdem.agents.human.all_in_allowed`)."""
    parts = ["fold [bold](f)[/bold]"] if legal.fold else []
    if legal.check:
        parts.append("check [bold](c or k)[/bold]")
    if legal.call is not None:
        parts.append(f"call {legal.call:,} [bold](c)[/bold]")
    low, high = legal.min_raise_to, legal.max_raise_to
    if low is not None and high is not None:
        verb = "bet" if legal.current_bet == 0 else "raise to"
        span = f"{low:,}" if low == high else f"{low:,} to {high:,}"
        key = "b" if legal.current_bet == 0 else "r"
        parts.append(f"{verb} {span} [bold]({key} N)[/bold]")
    if all_in_allowed(legal, all_in):
        parts.append(_all_in_part(legal, all_in))
    return "you may " + " · ".join(parts) + "   [dim](? for help)[/dim]"


def _all_in_part(legal: LegalActions, all_in: int | None) -> str:
    """The all-in offer of :func:`legal_line`: with its street total where it raises, bare where it calls."""
    high = legal.max_raise_to
    if high is not None and (all_in is None or all_in > legal.current_bet):
        return f"all-in {high if all_in is None else all_in:,} [bold](a)[/bold]"
    return "all-in [bold](a)[/bold]"


def help_lines(
    legal: LegalActions | None, big_blind: int, most_discards: int = 0, all_in: int | None = None
) -> RenderableType:
    """The commands, those legal now with their amounts: at a betting decision (``legal``; ``all_in``, the
    street total going all-in makes, as for :func:`legal_line`) or at the draw (``legal`` None, up to
    ``most_discards`` cards)."""
    rows: list[tuple[str, str]] = []
    if legal is None:
        rows += [
            ("7c 2d", f"discard these cards (1 to {most_discards}) and draw as many"),
            ("1 4", "discard the cards at these places in your hand (1 is the first)"),
            ("enter, s, pat", "stand pat: keep every card"),
        ]
    else:
        rows += _betting_help(legal, big_blind, all_in)
    rows += [
        ("?, help", "this list"),
        ("q, quit", "leave the table (asks first: the hand in play is abandoned)"),
    ]
    grid = RichTable(box=None, show_header=False, pad_edge=False)
    grid.add_column(style="bold")
    grid.add_column()
    for keys, what in rows:
        grid.add_row(keys, what)
    return grid


def _betting_help(legal: LegalActions, big_blind: int, all_in: int | None) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    if legal.fold:
        rows.append(
            ("f, fold", "fold" + (" (asks first: checking is free)" if legal.check else ""))
        )
    if legal.check:
        rows.append(("c, k, check", "check (nothing to call)"))
    if legal.call is not None:
        rows.append(("c, call", f"call {legal.call:,}"))
    low, high = legal.min_raise_to, legal.max_raise_to
    if low is not None and high is not None:
        verb, key = ("bet", "b") if legal.current_bet == 0 else ("raise to", "r")
        only = "all you have" if all_in is None or all_in == high else "the only amount now"
        what = (
            f"{verb} {low:,}: {only}"
            if low == high
            else f"{verb} N (this round's total), N from {low:,} to {high:,}; b and r do the same"
        )
        rows.append((f"{key} N, {'bet' if key == 'b' else 'raise'} N", what))
        rows.append((f"{key} 3bb", f"N in big blinds: 3bb is {3 * big_blind:,}"))
        rows.append((f"{key} min, {key} max", f"the least ({low:,}) or the most ({high:,})"))
    if all_in_allowed(legal, all_in):
        rows.append(("a, allin", "all-in: every chip you have"))
    return rows


# -- the end of a hand ---------------------------------------------------------------------------------


def _pot_name(index: int, count: int) -> str:
    if count == 1:
        return "the pot"
    return "the main pot" if index == 0 else f"side pot {index}"


def _together(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def hand_summary(
    result: HandResult | None,
    seating: Seating,
    mucked: Iterable[int],
    stacks: tuple[Sequence[int], Sequence[int]],
    number: int | None = None,
) -> RenderableType:
    """The end of a hand: the showdown (each hand shown, its cards and its name, and the hands mucked),
    who won each pot and how much (from ``result``; None: unknown), and each stack after the hand with its
    change (``stacks``: the starting and the finishing stacks)."""
    out: list[RenderableType] = []
    if result is not None:
        out += _showdown(result, seating, mucked)
        out += _pots_won(result, seating)
    starting, finishing = stacks
    line = " · ".join(
        f"{seating.who(seat)} {after:,} ({after - before:+,})"
        for seat, (after, before) in enumerate(zip(finishing, starting))
    )
    after = f"after hand {number}" if number is not None else "stacks"
    out.append(Text.from_markup(f"[dim]{after}:[/dim] {line}"))
    return Group(*out)


def _showdown(result: HandResult, seating: Seating, mucked: Iterable[int]) -> list[RenderableType]:
    """The hands shown (cards and name) and mucked, if any."""
    shown = result.shown
    gone = sorted(set(mucked) - set(shown))
    if not shown and not gone:
        return []
    grid = RichTable(box=None, show_header=False, pad_edge=False)
    for _ in range(3):
        grid.add_column()
    for seat, (cards, rank) in sorted(shown.items()):
        grid.add_row(
            seating.who(seat), cards_markup(cards), "" if rank is None else rank.description
        )
    for seat in gone:
        grid.add_row(seating.who(seat), "[dim]mucked[/dim]", "")
    return [Rule("showdown", style="cyan"), grid]


def _pots_won(result: HandResult, seating: Seating) -> list[RenderableType]:
    """Who won each pot, how much, and with what when it was shown."""
    out: list[RenderableType] = []
    pots, shown = result.pots, result.shown
    for index, pot in enumerate(pots):
        winners = [seating.who(s) for s in pot.winners]
        name = _pot_name(index, len(pots))
        if len(winners) == 1:
            seat = pot.winners[0]
            rank = shown[seat][1] if seat in shown else None
            line = f"{seating.does(seat, 'win')} {name} ({pot.amount:,})"
            if rank is not None:
                line += f" with {rank.description}"
        else:
            shares = ", ".join(f"{w} {share:,}" for w, share in zip(winners, pot.shares))
            line = f"{_together(winners)} split {name} ({pot.amount:,}): {shares}"
        out.append(Text.from_markup(f"[bold green]{line}[/bold green]"))
    return out
