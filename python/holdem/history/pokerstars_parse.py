"""Reading PokerStars hand-history text: the bytes decoded, the hands found, each line read as a record.

A file's bytes are UTF-8 (with or without a byte-order mark), UTF-16 with its mark, or Windows-1252
(Latin-1 where that has no character): :func:`decode` tries them in that order. Line ends may be
Windows' (CRLF) or old Macs' (CR). A hand starts at its header line (``PokerStars Hand #...``, also
``Game #``, Zoom, Home Game, and the PokerStars-format exports of other sites and trackers) and runs
to the next header; blank lines and a Zoom archive's ``***** # 1 *****`` separators end it.

Each hand is read on its own (:func:`parse_hand`): one that cannot be read raises
:class:`~holdem.errors.PokerStarsError` naming its hand number and line, and the reader goes on
with the next. Players are found by the names of the seat lines, so a name may hold spaces,
colons or brackets.

**Dialects.** Other sites write PokerStars' format with lines of their own: a :class:`Dialect` adds
them (its header's site, the game names it uses, its players' line forms and table lines) to the
forms read here, which every dialect shares. :data:`POKERSTARS` adds none;
:data:`holdem.history.ggpoker.GGPOKER` is GGPoker's.
"""

from __future__ import annotations

import codecs
import dataclasses
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TypeVar, Union

from ..core import Card
from ..errors import HistoryError, PokerStarsError
from .amounts import Number, _shown
from .pokerstars_model import (
    AMOUNT,
    SYMBOL,
    Acted,
    Added,
    CashedOut,
    Collected,
    Dealt,
    Drew,
    Marker,
    Muck,
    NoShow,
    Note,
    PokerStarsHand,
    Posted,
    Record,
    Returned,
    Showed,
    StarsHeader,
    StarsSeat,
    StarsSummary,
    SummarySeat,
    amount_of,
    cards_of,
)
from .variants import unsupported_variant

__all__ = [
    "GAME_CODES",
    "HEADER",
    "POKERSTARS",
    "STRUCTURE_CODES",
    "SUPPORTED_GAMES",
    "Dialect",
    "decode",
    "first_header",
    "normalise",
    "parse_hand",
    "split_hands",
    "supported_game",
    "unsupported_reason",
]

T = TypeVar("T")

# ---- the bytes --------------------------------------------------------------------------------------------


def decode(data: bytes) -> tuple[str, str]:
    """The text of a file's bytes and the encoding it was read in, line ends made ``\\n``.

    >>> decode("Seat 1: Zo\\u00eb (\\u20ac5 in chips)\\r\\n".encode("cp1252"))
    ('Seat 1: Zoë (€5 in chips)\\n', 'cp1252')
    >>> decode(codecs.BOM_UTF8 + "Dealt to Zoë".encode())[1]
    'utf-8-sig'
    """
    if data.startswith(codecs.BOM_UTF8):
        text, encoding = data[len(codecs.BOM_UTF8) :].decode("utf-8", "replace"), "utf-8-sig"
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        text, encoding = data.decode("utf-16", "replace"), "utf-16"
    else:
        try:
            text, encoding = data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            try:
                text, encoding = data.decode("cp1252"), "cp1252"
            except UnicodeDecodeError:  # the five bytes Windows-1252 leaves undefined
                text, encoding = data.decode("latin-1"), "latin-1"
    return normalise(text), encoding


def normalise(text: str) -> str:
    """Line ends made ``\\n``; byte-order marks (files pasted together keep theirs) and NULs dropped."""
    return text.replace("\r\n", "\n").replace("\r", "\n").replace("\ufeff", "").replace("\x00", "")


# ---- the hands of a text ----------------------------------------------------------------------------------

#: A hand's header: "<site> Hand #<id>: <game and stakes> - <date>" (also "Game #", any case; the date
#: "2009/10/12 ...").
HEADER = re.compile(
    r"^(?P<site>[^\s\"#][^\"#]*?) (?:Hand|Game) #(?P<id>[0-9A-Za-z_-]+): +(?P<rest>.*?)"
    r" - (?P<date>[0-9]{4}/[0-9]{1,2}/[0-9]{1,2}.*)$",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(
    r"^\*{3,} # [0-9]+ \*{3,}$"
)  # a Zoom archive's "*********** # 1 ***********"


def split_hands(text: str) -> Iterator[tuple[int, list[tuple[int, str]]]]:
    """Each hand of ``text`` as (its header's line number, its lines as (number, stripped text)), from
    its header to the next, blank lines left out. Lines before the first header are skipped."""
    start = 0
    lines: list[tuple[int, str]] = []
    for number, raw in enumerate(text.split("\n"), 1):
        line = raw.strip()
        if HEADER.match(line) and ' said, "' not in line:
            if lines:
                yield start, lines
            start, lines = number, [(number, line)]
        elif lines and line and not _SEPARATOR.match(line):
            lines.append((number, line))
    if lines:
        yield start, lines


def first_header(text: str, longest: int = 10_000) -> re.Match[str] | None:
    """The header of the first hand of ``text`` (its first line that is not blank nor a Zoom archive's
    ``***** # 1 *****``), or None when that line is no header (or longer than ``longest``)."""
    for line in normalise(text).split("\n"):
        line = line.strip()
        if line and not line.startswith("*****"):
            return HEADER.match(line) if len(line) <= longest else None
    return None


# ---- the games ---------------------------------------------------------------------------------------------

# Every game PokerStars names, longest first (so "5 Card Omaha Hi/Lo" is not read as "Omaha Hi/Lo")
_GAMES = sorted(
    (
        "Hold'em",
        "6+ Hold'em",
        "Split Hold'em",
        "5 Card Draw",
        "Omaha",
        "Omaha Hi/Lo",
        "5 Card Omaha",
        "5 Card Omaha Hi/Lo",
        "6 Card Omaha",
        "6 Card Omaha Hi/Lo",
        "Courchevel",
        "Courchevel Hi/Lo",
        "Triple Draw 2-7 Lowball",
        "Single Draw 2-7 Lowball",
        "Triple Draw A-5 Lowball",
        "Badugi",
        "7 Card Stud",
        "7 Card Stud Hi/Lo",
        "5 Card Stud",
        "Razz",
    ),
    key=len,
    reverse=True,
)
_CANONICAL = {name.lower(): name for name in _GAMES}
_STRUCTURES = ("No Limit", "Pot Limit", "Fixed Limit", "Limit")
_GAME = re.compile(
    r"(?<![\w+])(?P<game>"
    + "|".join(re.escape(g) for g in _GAMES)
    + r")\s+(?P<structure>"
    + "|".join(_STRUCTURES)
    + r")\b",
    re.IGNORECASE,
)
#: The letters of the PHH variant code (:mod:`holdem.history.variants`, after the betting's letter) of each game
#: PokerStars names that has one: 6+ Hold'em is short deck (``S``), played with three of a kind over a straight.
GAME_CODES = {
    "Hold'em": "T",
    "Omaha": "O",
    "5 Card Omaha": "O5",
    "6 Card Omaha": "O6",
    "Omaha Hi/Lo": "O/8",
    "5 Card Omaha Hi/Lo": "O5/8",
    "6 Card Omaha Hi/Lo": "O6/8",
    "6+ Hold'em": "S",
    "5 Card Draw": "D",
}
#: The betting letter of each structure PokerStars names.
STRUCTURE_CODES = {"No Limit": "N", "Pot Limit": "P", "Limit": "F", "Fixed Limit": "F"}

#: The games this library plays, as PokerStars names them (the Omaha hi-lo games once the library has
#: Omaha hi-lo: :func:`holdem.history.variants.unsupported_variant`).
SUPPORTED_GAMES = tuple(
    game for game, code in GAME_CODES.items() if unsupported_variant("N" + code) is None
)


def supported_game(game: str) -> bool:
    """Whether this library plays ``game`` (PokerStars' name without the betting structure)."""
    return game in SUPPORTED_GAMES


def unsupported_reason(header: StarsHeader) -> str | None:
    """Why the hand of ``header`` is not played here (its game, a cap on the bets), or None."""
    if not supported_game(header.game):
        return (
            f"{header.game_name} is not played by this library (it plays "
            + ", ".join(SUPPORTED_GAMES)
            + "; no-limit, pot-limit and fixed-limit)"
        )
    if header.cap is not None:
        return (
            f"capped {header.game_name} (each player puts in at most {header.symbol}{header.cap} a "
            "hand) is not played by this library"
        )
    if header.big is None or (header.small is None and header.ante is None):
        return (
            f"the stakes of this {header.game_name} hand ({header.stakes_text}) are not two amounts"
        )
    return None


# ---- dialects ----------------------------------------------------------------------------------------------

#: How a player's line becomes a record: a form :func:`_player_record` knows (``"post"``, ``"fold"``,
#: ...), or a function of the player's name and the line's match.
Form = Union[str, Callable[[str, "re.Match[str]"], Record]]


def _unchanged(text: str) -> str:
    return text


@dataclass(frozen=True)
class Dialect:
    """A site's PokerStars-like format: what it adds to the lines every dialect shares.

    ``site`` is the site's name (a hand's :attr:`StarsHeader.site`) and ``header_site`` the word its
    headers start with (``"Poker"`` in GGPoker's ``Poker Hand #HD1: ...``; empty for PokerStars, whose
    headers name many sites). ``header_text`` rewrites the header's text between the hand number and
    the date into PokerStars' spelling (its game names, its spacing); ``colon_forms`` are the
    players' ``NAME: ...`` lines of its own, as (pattern of the text after the colon, :data:`Form`);
    ``lines`` reads the other lines of its own (a record, or None for a line it does not know).
    """

    site: str
    header_site: str = ""
    header_text: Callable[[str], str] = _unchanged
    colon_forms: tuple[tuple[re.Pattern[str], Form], ...] = ()
    lines: Callable[[_Names, str], Record | None] | None = None


#: PokerStars' own format: the shared lines alone.
POKERSTARS = Dialect("PokerStars")


# ---- the header ------------------------------------------------------------------------------------------

_CLUB = re.compile(r"^\{(?P<club>[^}]*)\}\s*")
_TOURNAMENT = re.compile(r"^(?P<zoom>Zoom )?Tournament #(?P<id>[0-9]+),\s*", re.IGNORECASE)
_MIX = re.compile(r"^(?P<buy_in>.*?)\s*(?P<mix>[0-9]+-Game|Mixed .*|HORSE|HOSE|[A-Z][A-Za-z]*)$")
_STAKES = re.compile(
    rf"^(?P<symbol>{SYMBOL})(?P<small>{AMOUNT})/{SYMBOL}(?P<big>{AMOUNT})"
    rf"(?: - {SYMBOL}(?P<cap>{AMOUNT}) Cap -)?\s*(?P<currency>[A-Z]{{3}})?$"
)
# short deck's stakes: its button blind and ante ("Button Blind $5 - Ante $5 USD")
_BUTTON_STAKES = re.compile(
    rf"^Button Blind (?P<symbol>{SYMBOL})(?P<big>{AMOUNT}) - Ante {SYMBOL}(?P<ante>{AMOUNT})"
    r"\s*(?P<currency>[A-Z]{3})?$"
)
_SUFFIX = re.compile(
    r"^(?P<close>\))?(?:, (?P<inner>[^()]*)\))?(?: - (?P<level>[^()]*?))?(?: \((?P<stakes>[^()]*)\))?$"
)
_TABLE = re.compile(
    r"^Table (?:ID )?'(?P<name>.*)'(?: (?P<max>[0-9]+)-max)?(?P<play> \(Play Money\))?"
    r"(?: Seat #(?P<button>[0-9]+) is the button)?$",
    re.IGNORECASE,
)
_SITES = {"pokerstars": "PokerStars"}


def _header(line: str, dialect: Dialect = POKERSTARS) -> StarsHeader:
    match = HEADER.match(line)
    assert match is not None  # split_hands starts a hand at a header only
    site = dialect.site if dialect.header_site else _SITES.get(match["site"].lower(), match["site"])
    rest = dialect.header_text(match["rest"].replace("\xa0", " ").strip())
    fields: dict[str, object] = {
        "hand_id": match["id"],
        "site": site,
        "date": match["date"],
        "table": "",
    }
    if club := _CLUB.match(rest):
        fields["club"], rest = club["club"], rest[club.end() :]
    tournament = _TOURNAMENT.match(rest)
    if tournament:
        fields["tournament"] = tournament["id"]
        fields["zoom_tournament"] = tournament["zoom"] is not None
        rest = rest[tournament.end() :]
    game = _GAME.search(rest)
    if game is None:
        raise HistoryError(f"the header names no game PokerStars plays: {_shown(line)}")
    fields["game"] = _CANONICAL[game["game"].lower()]
    fields["structure"] = next(s for s in _STRUCTURES if s.lower() == game["structure"].lower())
    prefix, suffix = rest[: game.start()].strip(), rest[game.end() :]
    mixed = prefix.endswith("(")
    prefix = prefix.removesuffix("(").strip()
    if tournament:
        mix = _MIX.match(prefix) if mixed else None
        fields["buy_in"] = (mix["buy_in"] if mix else prefix) or None
        fields["mix"] = mix["mix"] if mix else None
    elif prefix:
        fields["mix"] = prefix
    _suffix(suffix, line, mixed, fields)
    return StarsHeader(**fields)  # type: ignore[arg-type]  # each field set from its own match


def _suffix(text: str, line: str, mixed: bool, fields: dict[str, object]) -> None:
    """The stakes and level after the game: `` ($0.05/$0.10 USD)``, ``, $0.10/$0.25 USD)`` (a mixed cash
    game), ``) - Level I (20/40)`` (a mixed tournament), `` - Level IV (50/100)``."""
    match = _SUFFIX.match(text)
    if match is None or (match["close"] is not None or match["inner"] is not None) != mixed:
        raise HistoryError(f"the header's stakes cannot be read: {_shown(line)}")
    stakes = match["inner"] if match["inner"] is not None else match["stakes"]
    if match["level"] is not None:
        fields["level"] = match["level"]
    if stakes is None:
        raise HistoryError(f"the header has no stakes: {_shown(line)}")
    amounts = _STAKES.match(stakes.strip())
    if amounts is None:
        fields["stakes_text"] = (
            stakes  # short deck's "Button Blind $2 - Ante $2 USD", written back as read
        )
        if button := _BUTTON_STAKES.match(stakes.strip()):
            fields["big"], fields["ante"] = amount_of(button["big"]), amount_of(button["ante"])
            fields["symbol"], fields["currency"] = button["symbol"], button["currency"]
        return
    fields["small"], fields["big"] = amount_of(amounts["small"]), amount_of(amounts["big"])
    fields["symbol"] = amounts["symbol"]
    fields["currency"] = amounts["currency"]
    if amounts["cap"] is not None:
        fields["cap"] = amount_of(amounts["cap"])


def _table(line: str, header: StarsHeader) -> StarsHeader:
    """The header with the table line's name, size, play money and button."""
    match = _TABLE.match(line)
    if match is None:
        raise HistoryError(f"the second line is not the table's (Table 'NAME' ...): {_shown(line)}")
    return dataclasses.replace(
        header,
        table=match["name"],
        max_seats=int(match["max"]) if match["max"] else None,
        play_money=match["play"] is not None,
        button=int(match["button"]) if match["button"] else None,
    )


# ---- the seats ---------------------------------------------------------------------------------------------

_SEAT = re.compile(
    rf"^Seat (?P<number>[0-9]+): (?P<name>.*) \({SYMBOL}(?P<stack>{AMOUNT}) in chips"
    r"(?:, (?P<bounty>[^()]*?) bounty)?\)(?: (?P<status>.*))?$"
)


def _seat(line: str) -> StarsSeat | None:
    match = _SEAT.match(line)
    if match is None:
        return None
    return StarsSeat(
        int(match["number"]),
        match["name"],
        amount_of(match["stack"]),
        match["bounty"],
        match["status"] or "",
    )


# ---- the body's lines ---------------------------------------------------------------------------------------

_ALL_IN = r"(?P<all_in> and is all-in)?"
_MONEY = rf"{SYMBOL}(?P<amount>{AMOUNT})"
_CARDS = r"\[(?P<cards>[^\]]*)\]"
# "NAME: ..." lines, the text after the colon
_COLON_FORMS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(
            r"^posts (?P<kind>small blind|big blind|small & big blinds|the ante|straddle"
            rf"|button blind) {_MONEY}{_ALL_IN}$"
        ),
        "post",
    ),
    (re.compile(rf"^folds(?: {_CARDS})?(?: (?P<note>.*))?$"), "fold"),
    (re.compile(r"^checks$"), "check"),
    (re.compile(rf"^(?P<verb>calls|bets|brings in for) {_MONEY}{_ALL_IN}$"), "bet"),
    (
        re.compile(
            rf"^raises {_MONEY} to {SYMBOL}(?P<to>{AMOUNT}){_ALL_IN}(?: (?P<note>and has reached the .* cap))?$"
        ),
        "raise",
    ),
    (re.compile(rf"^discards (?P<count>[0-9]) cards?(?: {_CARDS})?$"), "discard"),
    (re.compile(rf"^stands pat(?: on {_CARDS})?$"), "pat"),
    (re.compile(rf"^shows {_CARDS}(?: \((?P<description>.*)\))?$"), "show"),
    (re.compile(r"^mucks hand$"), "muck"),
    (re.compile(r"^doesn't show hand$"), "no show"),
]
# "NAME ..." lines
_SPACE_FORMS: list[tuple[re.Pattern[str], str]] = [
    (
        re.compile(rf"^collected {_MONEY} from (?P<pot>pot|main pot|side pot(?:[- ][0-9]+)?)$"),
        "collect",
    ),
    (
        re.compile(
            rf"^cashed out the hand for {_MONEY} \| Cash Out Fee {SYMBOL}(?P<fee>{AMOUNT})$"
        ),
        "cash out",
    ),
    # Run It Once's "NAME shows [5c 5s] for Pair [5c 5s 6h Jd 4c]"
    (re.compile(rf"^shows {_CARDS} for (?P<description>[^\[]*?)(?: \[[^\]]*\])?$"), "show"),
]
# What players say and do at the table that changes no chips and no cards
_EVENTS = re.compile(
    r"^(?:said, \".*\"?|joins the table at seat #[0-9]+|leaves the table|is connected|is disconnected"
    r"|has timed out.*|has returned|is sitting out|will be allowed to play after the button"
    r"|was removed from the table for failing to post|finished the tournament.*|wins the tournament.*"
    r"|wins .*eliminating.*|wins .* for splitting the elimination of .*|re-buys and receives .*"
    r"|takes the add-on and receives .*|is feeling .*)$"
)
_COLON_EVENTS = re.compile(r"^(?:sits out|is sitting out|Table deposit .*|is away)$")
_STRANGERS = re.compile(  # the same from players without a seat line (not dealt in)
    r"^.+?(?:: (?:sits out|is sitting out|Table deposit .*)| joins the table at seat #[0-9]+"
    r"| leaves the table| will be allowed to play after the button| has returned| is connected"
    r"| is disconnected| has timed out.*| was removed from the table for failing to post"
    r"| said, \".*| split the .* bounty for eliminating .*)$"
)
_TABLE_NOTES = re.compile(
    r"^(?:Betting is capped|Hand cancelled|Pair on board - a double bet is allowed|No low hand qualified"
    r"|Table leave user|#.*)$"
)
_MARKER = re.compile(
    r"^\*\*\* (?P<name>[A-Z0-9 -]+?) \*\*\*(?: \[(?P<a>[^\]]*)\])?(?: \[(?P<b>[^\]]*)\])?$"
)
_UNCALLED = re.compile(rf"^Uncalled bet \({_MONEY}\) returned to (?P<name>.+)$")
_ADDED = re.compile(rf"^(?P<kind>STP) added: {_MONEY}$")
_DEALT = re.compile(r"^Dealt to (?P<rest>.+)$")
_DEALT_CARDS = re.compile(r"^\[(?P<a>[^\]]*)\](?: \[(?P<b>[^\]]*)\])?$")


class _Names:
    """The players of a hand by the longest seat name a line starts with."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = sorted(set(names), key=len, reverse=True)

    def speaker(self, line: str) -> tuple[str, str, str] | None:
        """(name, ``":"`` or ``" "``, the rest) of a line that starts with a player's name, or None."""
        for name in self.names:
            if line.startswith(name) and line[len(name) : len(name) + 2] in (": ", ":"):
                return name, ":", line[len(name) + 1 :].strip()
        for name in self.names:
            if line.startswith(name + " "):
                return name, " ", line[len(name) + 1 :]
        return None


def _player_record(name: str, form: str, match: re.Match[str]) -> Record:
    """The record of a player's line, from its form and match."""
    amount = (
        amount_of(match["amount"]) if "amount" in match.re.groupindex and match["amount"] else None
    )
    all_in = bool(match.groupdict().get("all_in"))
    if form == "post":
        kind = match["kind"].removeprefix("the ")
        assert amount is not None
        return Posted(name, kind, amount, all_in)
    if form == "fold":
        shown = cards_of(match["cards"]) if match["cards"] else ()
        return Acted(name, "folds", shown=shown, note=match["note"] or "")
    if form == "check":
        return Acted(name, "checks")
    if form == "bet":
        return Acted(name, match["verb"], amount, all_in=all_in)
    if form == "raise":
        return Acted(
            name, "raises", amount, amount_of(match["to"]), all_in, note=match["note"] or ""
        )
    if form == "discard":
        cards = cards_of(match["cards"]) if match["cards"] else None
        return Drew(name, int(match["count"]), cards)
    if form == "pat":
        return Drew(name, 0, cards_of(match["cards"]) if match["cards"] else None)
    if form == "show":
        words = match["cards"].split()
        hidden = len(words) - len([w for w in words if w != "XX"])
        if words[:hidden] != ["XX"] * hidden:
            raise HistoryError(
                f"a show's unknown cards (XX) come before the known ones: {_shown(match[0])}"
            )
        return Showed(name, cards_of(" ".join(words[hidden:])), match["description"], hidden)
    if form == "muck":
        return Muck(name)
    if form == "no show":
        return NoShow(name)
    if form == "collect":
        assert amount is not None
        return Collected(name, amount, match["pot"])
    assert form == "cash out" and amount is not None
    return CashedOut(name, amount, amount_of(match["fee"]))


def _speaker_record(names: _Names, line: str, dialect: Dialect = POKERSTARS) -> Record | None:
    """The record of a line a seated player's name starts, or None when it is no known form."""
    spoken = names.speaker(line)
    if spoken is None:
        return None
    name, separator, rest = spoken
    forms: Sequence[tuple[re.Pattern[str], Form]] = (
        (*_COLON_FORMS, *dialect.colon_forms) if separator == ":" else _SPACE_FORMS
    )
    for pattern, form in forms:
        if match := pattern.match(rest):
            if isinstance(form, str):
                return _player_record(name, form, match)
            return form(name, match)
    if (_COLON_EVENTS if separator == ":" else _EVENTS).match(rest):
        return Note(line)
    return None


def _dealt(names: _Names, rest: str) -> Dealt:
    for name in names.names:
        if rest.startswith(name + " ["):
            match = _DEALT_CARDS.match(rest[len(name) + 1 :])
            if match:
                new = cards_of(match["b"]) if match["b"] is not None else ()
                return Dealt(name, cards_of(match["a"]), new)
    raise HistoryError(f"cards dealt to no seated player: {_shown('Dealt to ' + rest)}")


def body_record(names: _Names, line: str, dialect: Dialect = POKERSTARS) -> Record:
    """The record of one line between the seats and the summary; a HistoryError when it is no known form."""
    if dialect.lines is not None and (own := dialect.lines(names, line)) is not None:
        return own
    if line.startswith("*** "):
        marker = _MARKER.match(line)
        if marker is None:
            raise HistoryError(f"a section line that cannot be read: {_shown(line)}")
        brackets = [cards_of(marker[k]) for k in ("a", "b") if marker[k] is not None]
        if len(brackets) == 2:
            return Marker(marker["name"], brackets[0], brackets[1])
        return Marker(marker["name"], (), brackets[0] if brackets else ())
    if dealt := _DEALT.match(line):
        return _dealt(names, dealt["rest"])
    if uncalled := _UNCALLED.match(line):
        if uncalled["name"] not in names.names:
            raise HistoryError(f"an uncalled bet returned to no seated player: {_shown(line)}")
        return Returned(uncalled["name"], amount_of(uncalled["amount"]))
    if added := _ADDED.match(line):
        return Added(added["kind"], amount_of(added["amount"]))
    record = _speaker_record(names, line, dialect)
    if record is not None:
        return record
    if _TABLE_NOTES.match(line) or _STRANGERS.match(line):
        return Note(line)
    raise HistoryError(f"a line this reader does not know: {_shown(line)}")


# ---- the summary --------------------------------------------------------------------------------------------

_TOTAL = re.compile(rf"^Total pot {SYMBOL}(?P<total>{AMOUNT})(?P<rest>.*)$")
_POT_ITEM = re.compile(
    rf"(?P<name>[A-Za-z][A-Za-z -]*?(?:-[0-9]+)?) {SYMBOL}(?P<amount>{AMOUNT})\.?"
)
# a part of the pot, not a fee: "Main pot", "Side pot-1", Run It Once's "STP" (GGPoker's "Jackpot" is a fee)
_POT_NAME = re.compile(r"^(?:(?:main |side )?pot\b|STP$)", re.IGNORECASE)
_BOARD = re.compile(r"^(?:(?P<run>FIRST|SECOND|THIRD) )?Board \[(?P<cards>[^\]]*)\]$")
_SUMMARY_SEAT = re.compile(r"^Seat (?P<number>[0-9]+): ")
_ROLE = re.compile(r"^ \((?P<role>button|small blind|big blind|button blind)\)")
_SUMMARY_NOTES = re.compile(r"^(?:Hand was run (?:twice|two times|three times))$")


class _Summary:
    """The summary as its lines are read."""

    def __init__(self) -> None:
        self.total_pot: Number | None = None
        self.pots: tuple[tuple[str, Number], ...] = ()
        self.rake: Number | None = None
        self.fees: tuple[tuple[str, Number], ...] = ()
        self.boards: list[tuple[Card, ...]] = []
        self.seats: list[SummarySeat] = []
        self.notes: list[str] = []

    def read(self, line: str, seats: dict[int, str]) -> None:
        if total := _TOTAL.match(line):
            self.total_pot = amount_of(total["total"])
            items = _pot_items(total["rest"], line)
            self.rake = next((a for n, a in items if n == "Rake"), None)
            self.pots = tuple((n, a) for n, a in items if _POT_NAME.match(n))
            self.fees = tuple((n, a) for n, a in items if n != "Rake" and (n, a) not in self.pots)
        elif board := _BOARD.match(line):
            self.boards.append(cards_of(board["cards"]))
        elif seat := _SUMMARY_SEAT.match(line):
            self.seats.append(_summary_seat(line, int(seat["number"]), seats))
        elif _SUMMARY_NOTES.match(line):
            self.notes.append(line)
        else:
            raise HistoryError(f"a summary line this reader does not know: {_shown(line)}")

    def done(self) -> StarsSummary:
        return StarsSummary(
            self.total_pot,
            self.pots,
            self.rake,
            self.fees,
            tuple(self.boards),
            tuple(self.seats),
            tuple(self.notes),
        )


def _pot_items(text: str, line: str) -> list[tuple[str, Number]]:
    """The parts of a total pot line after the total: `` Main pot $20. Side pot $7.21. | Rake $1.25``
    (Run It Once: `` | Main pot €0.25 | STP €0.50 | Rake €0.04``), every word of it read."""
    items = []
    for part in text.split("|"):
        for piece in re.split(r"(?<=\.) (?=[A-Za-z])", part.strip()) if part.strip() else ():
            match = _POT_ITEM.fullmatch(piece)
            if match is None:
                raise HistoryError(f"a total pot line that cannot be read: {_shown(line)}")
            items.append((match["name"].strip(), amount_of(match["amount"])))
    return items


def _summary_seat(line: str, number: int, seats: dict[int, str]) -> SummarySeat:
    name = seats.get(number)
    head = f"Seat {number}: {name}"
    if name is None or not (line == head or line.startswith(head + " ")):
        raise HistoryError(
            f"the summary's seat {number} is not the player seated there: {_shown(line)}"
        )
    rest = line[len(head) :]
    roles = []
    while role := _ROLE.match(rest):
        roles.append(role["role"])
        rest = rest[role.end() :]
    return SummarySeat(number, name, tuple(roles), rest.strip())


# ---- a hand ----------------------------------------------------------------------------------------------------


class _LineError(Exception):
    """A line of a hand that cannot be read: its number and why (made a PokerStarsError with the hand's number)."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(reason)
        self.line = line
        self.reason = reason


def parse_hand(lines: list[tuple[int, str]], dialect: Dialect = POKERSTARS) -> PokerStarsHand:
    """One hand from its lines (numbered, as :func:`split_hands` gives them), in ``dialect``.

    Raises :class:`~holdem.errors.PokerStarsError` naming the hand and the line that cannot be read.
    """
    match = HEADER.match(lines[0][1])
    try:
        return _parse(lines, dialect)
    except _LineError as exc:
        raise PokerStarsError(match["id"] if match else None, exc.line, exc.reason) from None


def _at(line: int, action: Callable[[], T]) -> T:
    """``action()``, a HistoryError it raises made a :class:`_LineError` of ``line``."""
    try:
        return action()
    except HistoryError as exc:
        raise _LineError(line, str(exc)) from None


def _parse(lines: list[tuple[int, str]], dialect: Dialect) -> PokerStarsHand:
    first = lines[0][0]
    if len(lines) < 2:
        raise _LineError(first, "the hand stops after its header (no table line)")
    header = _at(first, lambda: _header(lines[0][1], dialect))
    header = _at(lines[1][0], lambda: _table(lines[1][1], header))
    index, seats = 2, []
    while index < len(lines) and (seat := _seat(lines[index][1])) is not None:
        seats.append(seat)
        index += 1
    if not seats:
        raise _LineError(lines[min(index, len(lines) - 1)][0], "the hand has no seat lines")
    reason = unsupported_reason(header)
    if reason is not None:
        return PokerStarsHand(header, tuple(seats), unsupported=reason, line=first)
    names = _Names([s.name for s in seats])
    records: list[Record] = []
    record_lines: list[int] = []
    summary: _Summary | None = None
    by_number = {s.number: s.name for s in seats}
    for number, line in lines[index:]:
        if summary is not None:
            try:
                summary.read(line, by_number)
            except HistoryError as exc:
                after = (
                    " (after the summary: a hand's lines end with its summary)"
                    if _speaks(names, line, dialect)
                    else ""
                )
                raise _LineError(number, f"{exc}{after}") from None
        elif line == "*** SUMMARY ***":
            summary = _Summary()
        else:
            records.append(_at(number, lambda: body_record(names, line, dialect)))  # noqa: B023  # called at once
            record_lines.append(number)
    return PokerStarsHand(
        header,
        tuple(seats),
        tuple(records),
        summary.done() if summary is not None else None,
        None,
        first,
        tuple(record_lines),
    )


def _speaks(names: _Names, line: str, dialect: Dialect) -> bool:
    """Whether ``line`` reads as a line of the hand's body (an action, a deal, a section)."""
    try:
        body_record(names, line, dialect)
    except HistoryError:
        return False
    return True
