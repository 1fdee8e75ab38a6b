"""PHH's game fields mapped onto the engine, one to one: the variant table, the table's rules and the positions.

``blinds_or_straddles`` holds each player's forced bet in PHH order (p1 first
left of the button, the button last; heads-up PHH reverses this array and
``antes``, so index 0 is the button's). Positive entries are live blinds,
read as the engine's :class:`~holdem.game.positions.Positions`:

- entries 0 and 1 both posted: the small blind and the big blind, then the
  straddles, consecutive (R-BLIND-1, R-BLIND-8);
- otherwise the first entry posted is the big blind and the straddles follow
  it: ``[0, 1000, 0, ...]`` is a dead small blind and ``[1000, 0, 0, ...]`` a
  big blind posted by p1 alone (R-BLIND-7); action starts left of the last;
- a negative entry is a live blind posted out of position (``posts``);
- the user-defined ``_dead_blinds`` (per player) are dead blinds (R-BLIND-6);
- the button's entry the one blind posted (``[0, 0, 0, 0, 0, 3000]``, pokerkit's short-deck hands) is a
  button blind (R-BLIND-9: ``TableConfig.button_blind``), the first to act left of the button.

The variant code is a betting letter (``N`` no-limit, ``P`` pot-limit, ``F`` fixed-limit) and a game's
letters (:data:`GAMES`): ``NT``, ``FT``, ``NS``, ``PO`` and ``FO/8`` are the PHH standard's, the others
(``PT``, ``NO``, ``PO5``, ``PO6``, ``PO/8``, ``ND`` ...) this library's, for the games the standard has no
code for (five- and six-card Omaha, five-card draw) and the structures it names none for.

The writer (:mod:`holdem.history.encode`) writes a hand's positions back the same way.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast

from ..errors import HistoryError, HoldemError
from ..game import (
    FIVE_CARD_DRAW,
    FIVE_CARD_DRAW_JOKER,
    HOLDEM,
    OMAHA,
    OMAHA_5,
    OMAHA_5_HI_LO,
    OMAHA_6,
    OMAHA_6_HI_LO,
    OMAHA_HI_LO,
    SHORT_DECK,
    SHORT_DECK_STRAIGHTS,
    AnteType,
    BettingStructure,
    Draw,
    GameDef,
    Positions,
    TableConfig,
)
from .amounts import Number, _scaler, _shown
from .fields import _TABLE_OPTIONS

__all__ = [
    "GAMES",
    "MAX_DISCARDS",
    "STANDARD_VARIANTS",
    "TRIPS_BEAT_STRAIGHT",
    "VARIANTS",
    "PhhGame",
    "draw_game",
    "game_of",
    "phh_index",
    "player_seats",
    "positions_of",
    "table_config",
    "unsupported_variant",
    "variant_of",
]

#: The betting structure of a variant code's first letter: PHH's ``N`` no-limit and ``F`` fixed-limit, and ``P``
#: pot-limit (PHH's ``PO``).
_BETTING = {
    "N": BettingStructure.NO_LIMIT,
    "F": BettingStructure.FIXED_LIMIT,
    "P": BettingStructure.POT_LIMIT,
}

#: The codes of the PHH standard (and pokerkit 0.7.7) that this library plays; every other code of
#: :data:`VARIANTS` is this library's, pokerkit reading none of them.
STANDARD_VARIANTS = ("NT", "FT", "NS", "PO", "FO/8")


#: The game of a variant code's letters after the betting's: ``T`` hold'em, ``O`` Omaha (``O5``, ``O6``: five- and
#: six-card Omaha), ``O/8`` Omaha hi-lo eight or better (``O5/8``, ``O6/8``), ``S`` short-deck hold'em (a straight
#: over three of a kind, pokerkit's reading, unless the user-defined ``_trips_beat_straight = true``), ``D`` five-
#: card draw (``DJ`` with the joker).
_GAMES_BY_LETTERS: dict[str, GameDef] = {
    "T": HOLDEM,
    "O": OMAHA,
    "O5": OMAHA_5,
    "O6": OMAHA_6,
    "S": SHORT_DECK_STRAIGHTS,
    "D": FIVE_CARD_DRAW,
    "DJ": FIVE_CARD_DRAW_JOKER,
    "O/8": OMAHA_HI_LO,
    "O5/8": OMAHA_5_HI_LO,
    "O6/8": OMAHA_6_HI_LO,
}

# PHH variant codes of the games this library plays: a betting letter and a game's letters (NT, FT, NS, PO and FO/8
# are the PHH standard's; PT, NO, FO, PO5, NS, ..., ND, NDJ are this library's, the standard having no code for
# them). Five-card draw (high, one draw) has no code in the PHH standard nor in pokerkit 0.7.7 (its draw games
# are lowball and badugi: N2L1D, F2L3D, FB): "ND", "FD", "PD" are this library's. Neither has a joker (their
# cards are a rank and a suit, "??" unknown): "NDJ", "FDJ", "PDJ" are five-card draw with the joker (R-HAND-7),
# the joker written "Jk" in the actions ("d dh p1 AhJk7c7d2s", "p1 sd Jk"). The five- and six-card Omaha codes
# (PO5, PO6) are ours too: the standard has none, and pokerkit plays neither.
#: Each code's betting structure.
VARIANTS: dict[str, BettingStructure] = {
    b + g: betting for g in _GAMES_BY_LETTERS for b, betting in _BETTING.items()
}
#: Each code's game.
GAMES: dict[str, GameDef] = {b + g: game for g, game in _GAMES_BY_LETTERS.items() for b in _BETTING}
VARIANT_OF = {(GAMES[code], betting): code for code, betting in VARIANTS.items()}

#: The user-defined key of a draw game whose players may discard more than R-DRAW-2's three cards
#: (PokerStars' five-card draw: up to five): ``_max_discards = 5``.
MAX_DISCARDS = "_max_discards"
#: The user-defined key of a short-deck hand played with three of a kind over a straight (R-HAND-10's other
#: reading, PokerStars' 6+ Hold'em): ``_trips_beat_straight = true``. Without it a short-deck code (``NS``)
#: plays a straight over three of a kind, as pokerkit's ``NS`` does (its ShortDeckHoldemLookup) and the
#: Triton series' hands recorded in PHH were played.
TRIPS_BEAT_STRAIGHT = "_trips_beat_straight"
_DRAW_GAMES: dict[tuple[GameDef, int], GameDef] = {}


def unsupported_variant(code: str) -> str | None:
    """Why this library does not play variant ``code``, or None when it does.

    >>> unsupported_variant("PO") is None, unsupported_variant("F7S")  # doctest: +NORMALIZE_WHITESPACE
    (True,
     "variant 'F7S' is not a game this library plays (hold'em, Omaha, Omaha hi-lo, short deck, five-card draw)")
    """
    if code in VARIANTS:
        return None
    return (
        f"variant {_shown(code)} is not a game this library plays (hold'em, Omaha, Omaha hi-lo, "
        "short deck, five-card draw)"
    )


def _draw_limit(game: GameDef) -> int | None:
    return next((step.max_discards for step in game.steps if isinstance(step, Draw)), None)


def draw_game(game: GameDef, max_discards: int) -> GameDef:
    """``game`` (a draw game of :data:`GAMES`) with players allowed to discard up to ``max_discards`` cards,
    the same object each time (a replayed hand's game is compared by :func:`variant_of`).

    >>> draw_game(FIVE_CARD_DRAW, 5).name, draw_game(FIVE_CARD_DRAW, 3) is FIVE_CARD_DRAW
    ('five-card draw, up to 5 cards drawn', True)
    """
    if _draw_limit(game) == max_discards:
        return game
    key = (game, max_discards)
    if key not in _DRAW_GAMES:
        steps = tuple(
            dataclasses.replace(step, max_discards=max_discards) if isinstance(step, Draw) else step
            for step in game.steps
        )
        _DRAW_GAMES[key] = dataclasses.replace(
            game, name=f"{game.name}, up to {max_discards} cards drawn", steps=steps
        )
    return _DRAW_GAMES[key]


def game_of(history: PhhGame) -> GameDef:
    """The game a history's variant plays (with its ``_max_discards``, or its ``_trips_beat_straight``, when
    it names one).

    >>> from holdem import HandHistory
    >>> h = HandHistory("NS", [1, 1], [0, 1], [50, 50])
    >>> game_of(h).value.name
    'SHORT_DECK_STRAIGHTS'
    >>> h.extra["_trips_beat_straight"] = True
    >>> game_of(h).value.name
    'SHORT_DECK'
    """
    reason = unsupported_variant(history.variant)
    if reason is not None:
        raise HistoryError(reason)
    game = GAMES[history.variant]
    trips = history.extra.get(TRIPS_BEAT_STRAIGHT)
    if trips is not None:
        if game is not SHORT_DECK_STRAIGHTS:
            raise HistoryError(
                f"{TRIPS_BEAT_STRAIGHT} is for short deck (NS, PS, FS); variant {history.variant} is not"
            )
        if not isinstance(trips, bool):
            raise HistoryError(
                f"{TRIPS_BEAT_STRAIGHT} is true or false (a TOML boolean, unquoted), not {_shown(trips)}"
            )
        return SHORT_DECK if trips else game
    limit = history.extra.get(MAX_DISCARDS)
    if limit is None:
        return game
    if _draw_limit(game) is None:
        raise HistoryError(
            f"{MAX_DISCARDS} is for draw games; variant {history.variant} has no draw"
        )
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= game.hole_cards:
        raise HistoryError(
            f"{MAX_DISCARDS} is a whole number of cards from 1 to {game.hole_cards}, not {_shown(limit)}"
        )
    return draw_game(game, limit)


def variant_of(game: GameDef, betting: BettingStructure) -> tuple[str, dict[str, object]] | None:
    """(PHH variant code, the user-defined keys that name the game with it) of a hand's game and betting, or
    None when PHH has no code for them.

    >>> variant_of(OMAHA, BettingStructure.POT_LIMIT), variant_of(SHORT_DECK, BettingStructure.NO_LIMIT)
    (('PO', {}), ('NS', {'_trips_beat_straight': True}))
    """
    code = VARIANT_OF.get((game, betting))
    if code is not None:
        return code, {}
    if game is SHORT_DECK or game == SHORT_DECK:
        return VARIANT_OF[SHORT_DECK_STRAIGHTS, betting], {TRIPS_BEAT_STRAIGHT: True}
    for (base, limit), drawn in _DRAW_GAMES.items():
        if drawn == game and (base, betting) in VARIANT_OF:
            return VARIANT_OF[base, betting], {MAX_DISCARDS: limit}
    return None


class PhhGame(Protocol):
    """What the mapping reads of a PHH hand (a :class:`~holdem.history.model.HandHistory`, which is data
    only): its game, forced-bet and table fields."""

    @property
    def variant(self) -> str: ...
    @property
    def antes(self) -> Sequence[Number]: ...
    @property
    def blinds_or_straddles(self) -> Sequence[Number] | None: ...
    @property
    def starting_stacks(self) -> Sequence[Number]: ...
    @property
    def min_bet(self) -> Number | None: ...
    @property
    def small_bet(self) -> Number | None: ...
    @property
    def big_bet(self) -> Number | None: ...
    @property
    def ante_trimming_status(self) -> bool | None: ...
    @property
    def seats(self) -> Sequence[int] | None: ...
    @property
    def seat_count(self) -> int | None: ...
    @property
    def extra(self) -> Mapping[str, object]: ...


def phh_index(seat: int, n: int, button: int) -> int:
    """The index of a seat in PHH's per-player arrays of forced bets (heads-up they are reversed)."""
    player = (seat - button - 1) % n
    return 1 - player if n == 2 else player


def player_seats(history: PhhGame) -> list[int]:
    """The replayed hand's seat of each PHH player (p1 first): the table's seats in order when the file
    gives ``seats``, else the player's index (the button, the last player, on the last seat).

    PHH players go clockwise from the button's left, so ``seats`` is a rotation of its sorted self;
    the hand's seats are the players' table seats in table order (a dealt-in hand has no empty seats):

    >>> from holdem import HandHistory
    >>> player_seats(HandHistory("NT", [0] * 3, [1, 2, 0], [9] * 3, seats=[2, 3, 1]))
    [1, 2, 0]
    """
    n = len(history.starting_stacks)
    seats = history.seats
    if seats is None:
        return list(range(n))
    ordered = sorted(seats)
    start = ordered.index(seats[0])
    if (
        len(set(seats)) != n
        or seats != ordered[start:] + ordered[:start]
        or ordered[0] < 1
        or (history.seat_count is not None and ordered[-1] > history.seat_count)
    ):
        raise HistoryError(
            f"seats {_shown(seats)} are not the players' table seats clockwise from the button's "
            "left: distinct numbers from 1"
            + (f" to seat_count ({history.seat_count})" if history.seat_count is not None else "")
            + ", in increasing order after one wrap (e.g. [4, 6, 1, 2])"
        )
    return [ordered.index(seat) for seat in seats]


def _seat(index: int, n: int, seats: list[int]) -> int:
    """The replayed hand's seat of a PHH forced-bet index (heads-up the arrays are the button's first)."""
    return seats[1 - index if n == 2 else index]


def _blind_layout(
    blinds: list[int], shown: Any, dead_small: bool = False
) -> tuple[int | None, int | None, list[int]]:
    """(small blind's index or None, big blind's index or None, the straddles' indices) of PHH's entries;
    ``dead_small`` (``_dead_small_blind``): the first entry posted is the big blind, the small blind dead
    (R-BLIND-7), where a straddle after it would read as the big blind."""
    posted = [k for k, b in enumerate(blinds) if b > 0]
    forced = max((blinds[k] for k in posted), default=0)
    for k, b in enumerate(blinds):
        if (
            b < 0 and -b > forced
        ):  # a live blind out of position is at most the forced bet (R-BLIND-6)
            raise HistoryError(
                f"blinds_or_straddles {shown}: a negative entry is a live blind posted out of "
                f"position, at most the forced bet ({forced}); entry {k} is {b}"
            )
    if not posted:
        return None, None, []
    if posted[:2] == [0, 1] and not dead_small:
        small, big, straddles = 0, 1, posted[2:]
    else:
        small, big, straddles = None, posted[0], posted[1:]
    if straddles != list(range(big + 1, big + 1 + len(straddles))):
        raise HistoryError(
            f"blinds_or_straddles {shown}: straddles must be consecutive, starting with the "
            "player after the big blind"
        )
    return small, big, straddles


def _button_blind(small: int | None, big: int | None, straddles: list[int], n: int) -> bool:
    """Whether PHH's entries are a button blind (R-BLIND-9): the one blind posted is the button's (the last
    player's entry; heads-up, where the arrays are reversed, the first), as pokerkit's short-deck hands write
    it (``blinds_or_straddles = [0, 0, 0, 0, 0, 3000]``)."""
    return small is None and not straddles and big == (0 if n == 2 else n - 1)


def _ante_rule(antes: list[int], n: int, big: int | None) -> tuple[AnteType, int]:
    """PHH per-player antes -> (AnteType, amount); ``big`` is the big blind's index (:func:`_blind_layout`:
    0 after a dead small blind). Heads-up PHH reverses the array, so index 0 is the button there too."""
    nonzero = [i for i, a in enumerate(antes) if a]
    if not nonzero:
        return AnteType.NONE, 0
    if len(nonzero) == n and len(set(antes)) == 1:
        return AnteType.UNIFORM, antes[0]
    if big is not None and nonzero == [big]:
        return AnteType.BIG_BLIND_ONLY, antes[big]
    button_index = 0 if n == 2 else n - 1
    if nonzero == [button_index]:
        return AnteType.BUTTON_ONLY, antes[button_index]
    raise HistoryError(
        f"antes {list(antes)} are neither uniform, nor the big blind's alone, nor the "
        "button's alone; those are the ante rules this engine plays"
    )


def table_config(history: PhhGame, scale: int, rules: str | None = None) -> TableConfig:
    """The engine's :class:`~holdem.TableConfig` for a history (amounts times ``scale``, a checked scale).

    The readings are those the file records (``_rules`` and each ``_reading``), then those of the
    profile ``rules`` (R-PROF-1), then the rule book's.
    """
    n = len(history.starting_stacks)
    reason = unsupported_variant(history.variant)
    if reason is not None:
        raise HistoryError(reason)
    if not 2 <= n <= 10:
        raise HistoryError(f"a hand has 2 to 10 players (R-SEAT-1), this one has {n}")
    if history.blinds_or_straddles is None:
        raise HistoryError(
            f"variant {history.variant} is played with blinds: it needs blinds_or_straddles"
        )
    chips = _scaler(scale)
    blinds = [chips(b, "blinds_or_straddles") for b in history.blinds_or_straddles]
    antes = [chips(a, "antes") for a in history.antes]
    small, big, straddles = _blind_layout(
        blinds, _shown(history.blinds_or_straddles), history.extra.get("_dead_small_blind") is True
    )
    ante_type, ante = _ante_rule(antes, n, big)
    betting = VARIANTS[history.variant]
    kwargs: dict[str, Any] = dict(
        betting=betting,
        small_blind=blinds[small] if small is not None else 0,
        big_blind=blinds[big] if big is not None else 0,
        straddles=tuple(blinds[k] for k in straddles),
        ante=ante,
        ante_type=ante_type,
        ante_trimming=bool(history.ante_trimming_status),
        button_blind=_button_blind(small, big, straddles, n),
    )
    if betting is BettingStructure.FIXED_LIMIT and (
        history.small_bet is None or history.big_bet is None
    ):
        raise HistoryError(f"a fixed-limit ({history.variant}) hand needs small_bet and big_bet")
    # the bet sizes of the other structures too, when given: a written hand keeps its whole TableConfig
    for name in ("small_bet", "big_bet", "min_bet"):
        if getattr(history, name) is not None:
            kwargs[name] = chips(getattr(history, name), name)
    for key in _TABLE_OPTIONS:
        if key in history.extra:
            kwargs[key[1:]] = history.extra[key]
    if rules is not None:
        kwargs.setdefault("rules", rules)
    if history.seat_count is not None:
        if not max(n, 2) <= history.seat_count <= 10:
            raise HistoryError(
                f"seat_count is {_shown(history.seat_count)}: a table here has {max(n, 2)} "
                "(the players) to 10 seats (R-SEAT-1)"
            )
        kwargs["seats_max"] = history.seat_count
    try:
        return TableConfig(**kwargs)
    except HoldemError as exc:
        raise HistoryError(f"this hand's setup is not a valid table: {exc}") from exc


def positions_of(history: PhhGame, config: TableConfig, scale: int) -> Positions:
    """Who posts what in the replayed hand (seats by :func:`player_seats`): PHH's entries one to one."""
    n = len(history.starting_stacks)
    seats = player_seats(history)
    chips = _scaler(scale)
    blind_entries = cast(
        "Sequence[Number]", history.blinds_or_straddles
    )  # the config (table_config) needs blinds
    blinds = [chips(b, "blinds_or_straddles") for b in blind_entries]
    small, big, straddles = _blind_layout(
        blinds, _shown(history.blinds_or_straddles), history.extra.get("_dead_small_blind") is True
    )
    posts = {_seat(k, n, seats): -b for k, b in enumerate(blinds) if b < 0}
    antes = [0] * n
    for k, a in enumerate(history.antes):
        antes[_seat(k, n, seats)] = chips(a, "antes")
    dead_entries: Any = history.extra.get("_dead_blinds")  # a list of amounts (checked on reading)
    dead = {
        _seat(k, n, seats): chips(b, "_dead_blinds") for k, b in enumerate(dead_entries or ()) if b
    }
    try:
        return Positions.of(
            config,
            n,
            seats[-1],
            small_blind_seat=None if small is None else _seat(small, n, seats),
            big_blind_seat=None if big is None else _seat(big, n, seats),
            straddles=[_seat(k, n, seats) for k in straddles],
            posts=posts,
            dead=dead,
            antes=antes,
        )
    except HoldemError as exc:
        raise HistoryError(f"this hand's forced bets cannot be posted: {exc}") from exc
