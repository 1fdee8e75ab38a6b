"""GGPoker's hand histories: PokerStars' text format with lines of its own, read as a dialect of it.

GGPoker (and its skins) write a hand as PokerStars does, and :func:`holdem.read_pokerstars
<holdem.history.read_pokerstars>` reads it with the lines every dialect shares and GGPoker's own
(:data:`GGPOKER`), chosen by each hand's header (``Poker Hand #HD...``). The hands are
:class:`~holdem.history.PokerStarsHand`\\ s whose ``header.site`` is ``"GGPoker"``, replayed and
checked against the result they state as PokerStars' are::

    >>> import holdem
    >>> text = '''Poker Hand #HD2735974214: Hold'em No Limit ($0.25/$0.5) - 2026/02/17 06:46:38
    ... Table 'NLHPurple11' 6-max Seat #1 is the button
    ... Seat 1: 4d960f58 ($25.41 in chips)
    ... Seat 2: 7237e80c ($50 in chips)
    ... Seat 3: df499cc3 ($111.98 in chips)
    ... 7237e80c: posts small blind $0.25
    ... df499cc3: posts big blind $0.5
    ... *** HOLE CARDS ***
    ... Dealt to 4d960f58
    ... Dealt to 7237e80c
    ... Dealt to df499cc3
    ... 4d960f58: folds
    ... 7237e80c: folds
    ... Uncalled bet ($0.25) returned to df499cc3
    ... *** SHOWDOWN ***
    ... df499cc3 collected $0.5 from pot
    ... *** SUMMARY ***
    ... Total pot $0.5 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
    ... Seat 1: 4d960f58 (button) folded before Flop (didn't bet)
    ... Seat 2: 7237e80c (small blind) folded before Flop
    ... Seat 3: df499cc3 (big blind) collected ($0.5)
    ... '''
    >>> is_ggpoker(text)
    True
    >>> [hand] = holdem.read_pokerstars(text).hands
    >>> hand.header.site, holdem.history.check_pokerstars(hand).summary()
    ('GGPoker', 'hand #HD2735974214 matches')

**What GGPoker writes differently.** Hand numbers with a letter prefix (``HD`` hold'em cash, ``RC``
Rush & Cash, ``TM`` tournament, ``OM`` Omaha, ``SD`` short deck); players other than the hero named
by hexadecimal ids; ``Dealt to NAME`` with no cards for every player whose cards it does not show
(read as dealt in, cards unknown); ``*** SHOWDOWN ***`` before the collections of every hand;
tournament levels written ``Level2 (60/120)`` or ``Level1(100/200)``; games named ``PLO``,
``PLO-5``, ``PLO-6`` (Omaha, played) and ``ShortDeck`` (read, and reported as not played here: its stakes
are one amount, not PokerStars' button blind and ante); ``NAME: straddle $1`` and
``NAME: posts missed blind $0.25`` (a returning player's dead small blind); the summary's rake line
with its jackpot, bingo, fortune and tax (fees, taken from the pot as the rake is); a hand run two or
three times (``*** FIRST TURN ***``, ``Hand was run two times``, ``SECOND Board [...]``: reported
as unsupported, the engine deals one board).

**Money outside the pot.** ``Cash Drop to Pot : total $0.2`` is money the site adds to the pot
(:class:`~holdem.history.pokerstars_model.Added`). GGPoker's EV Cashout and all-in insurance move
money between a player and the site, outside the pot, and the file says how much
(:class:`~holdem.history.pokerstars_model.SidePayment`): ``Pays Cashout Risk ($19)`` (the player
who cashed out and then won the pot pays back), ``Receives Cashout ($X)`` (the site pays the player
who cashed out and lost), ``pay premium of all-in insurance ($4)``, ``get main compensation of all-in
insurance ($X)``. ``Chooses to EV Cashout`` and ``get an all-in insurance (premium ... for ...)``
announce them and move nothing. The amounts are recorded as the file states them, apart from the pot:
the result check compares the pot (which the engine plays) and names the players whose stacks the
site's payments also move (:attr:`~holdem.history.ResultCheck.outside`).
"""

from __future__ import annotations

import re

from ..errors import HistoryError
from .amounts import _shown
from .pokerstars_model import (
    AMOUNT,
    SYMBOL,
    Added,
    Dealt,
    Note,
    Record,
    SidePayment,
    amount_of,
)
from .pokerstars_parse import (
    _ALL_IN,
    _MONEY,
    Dialect,
    Form,
    _Names,
    decode,
    first_header,
)

__all__ = ["GGPOKER", "is_ggpoker"]

# GGPoker's names of the games it deals that PokerStars names otherwise (only hold'em is played here)
_GAME_NAMES = (
    (re.compile(r"^PLO-([56]) (?=\()"), r"\1 Card Omaha Pot Limit "),
    (re.compile(r"^PLO (?=\()"), "Omaha Pot Limit "),
    (re.compile(r"\bShortDeck (No Limit|Pot Limit)"), r"6+ Hold'em \1"),
    (re.compile(r"\bOmaha \(NL postflop\)"), "Omaha No Limit"),
)
_LEVEL = re.compile(r"( - Level ?[0-9]+)\(")


def _header_text(text: str) -> str:
    """GGPoker's header text in PokerStars' spelling: single spaces, ``Level1 (100/200)``, its game names."""
    text = _LEVEL.sub(r"\1 (", " ".join(text.split()))
    for pattern, name in _GAME_NAMES:
        text = pattern.sub(name, text)
    return text


def _side_payment(kind: str) -> Form:
    def record(name: str, match: re.Match[str]) -> Record:
        return SidePayment(name, kind, amount_of(match["amount"]))

    return record


def _note(name: str, match: re.Match[str]) -> Record:
    return Note(f"{name}: {match[0]}")


_PAREN_MONEY = rf"\({_MONEY}\)"
_INSURANCE = rf"\({SYMBOL}{AMOUNT}/{SYMBOL}{AMOUNT}/{SYMBOL}{AMOUNT}\)"

#: GGPoker's players' lines of its own (the text after ``NAME: ``).
_COLON_FORMS: tuple[tuple[re.Pattern[str], Form], ...] = (
    (re.compile(rf"^posts (?P<kind>missed blind) {_MONEY}{_ALL_IN}$"), "post"),
    (re.compile(rf"^(?P<kind>straddle) {_MONEY}{_ALL_IN}$"), "post"),
    (re.compile(r"^Chooses to EV Cashout$"), _note),
    (re.compile(rf"^Pays Cashout Risk {_PAREN_MONEY}$"), _side_payment("cashout risk")),
    (re.compile(rf"^Receives Cashout {_PAREN_MONEY}$"), _side_payment("cashout")),
    (
        re.compile(
            rf"^get an all-in insurance \(premium {_INSURANCE} for {_INSURANCE} - "
            r"\(Mandatory/Main/Sub\)\)$"
        ),
        _note,
    ),
    (
        re.compile(rf"^pay premium of all-in insurance {_PAREN_MONEY}$"),
        _side_payment("insurance premium"),
    ),
    (
        re.compile(
            rf"^get (?:mandatory |main |sub )?compensation of all-in insurance {_PAREN_MONEY}$"
        ),
        _side_payment("insurance compensation"),
    ),
)
_CASH_DROP = re.compile(rf"^Cash Drop to Pot : total {_MONEY}$")
_DEALT_HIDDEN = re.compile(r"^Dealt to (?P<name>.+)$")


def _lines(names: _Names, line: str) -> Record | None:
    """GGPoker's lines of its own that no player's name starts: a cash drop, cards dealt unseen."""
    if drop := _CASH_DROP.match(line):
        return Added("Cash Drop", amount_of(drop["amount"]))
    if (dealt := _DEALT_HIDDEN.match(line)) and "[" not in line:
        if dealt["name"] not in names.names:
            raise HistoryError(f"cards dealt to no seated player: {_shown(line)}")
        return Dealt(dealt["name"], ())
    return None


#: GGPoker's dialect of PokerStars' format (see the module documentation).
GGPOKER = Dialect(
    site="GGPoker",
    header_site="Poker",
    header_text=_header_text,
    colon_forms=_COLON_FORMS,
    lines=_lines,
)


def is_ggpoker(text: str | bytes) -> bool:
    """Whether ``text`` (or the start of a file's bytes) is a GGPoker history: its first line that is not
    blank is a hand's header written ``Poker Hand #...``.

    >>> is_ggpoker("Poker Hand #TM247771977: Tournament #5259595, Daily Special $250 Hold'em No Limit"
    ...            " - Level2 (60/120) - 2020/06/02 19:17:33")
    True
    >>> is_ggpoker("PokerStars Hand #1: Hold'em No Limit ($1/$2) - 2020/01/01 1:00:00 ET")
    False
    """
    head = decode(bytes(text[:100_000]))[0] if isinstance(text, (bytes, bytearray)) else text
    header = first_header(head[:100_000])
    return header is not None and header["site"] == GGPOKER.header_site
