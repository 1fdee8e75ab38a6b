"""ACPC bots at a holdem table, and holdem agents in ACPC matches: the protocol's dealer and its client.

The Annual Computer Poker Competition's server runs a match by listening on one port per seat: each
bot connects, says ``VERSION:2.0.0``, and gets its ``MATCHSTATE`` after every action (its own hole
cards only, until a showdown); when it is to act it answers with the state and its action
(``...:f``, ``...:c``, ``...:r300``). The string codec is :mod:`holdem.history.acpc`'s; this module
plays matches with it.

:class:`AcpcDealer` is that server on a :class:`~holdem.Table`: the seats' bots are agents
(:class:`AcpcBot`, one connected socket each), the table plays each hand by the rule book and records
it, and the dealer keeps ACPC's procedure::

    dealer = AcpcDealer(read_acpc_game("holdem.nolimit.2p.reverse_blinds.game"), ["alice", "bob"],
                        hands=1000, seed=7)
    print(*dealer.ports)             # the bots connect to these, one port per seat
    result = dealer.run()            # per-seat totals, the log lines, the incidents

- **Seats rotate** as ACPC's do: in hand ``h`` (from 0) the bot of seat ``s`` plays position
  ``(s - h) mod n``, so the button moves one seat a hand (at a table: the seat of position ``n - 1``).
- **Doyle's game**: every hand starts from the game's stacks (by position); the table's ledger records
  the chips put back or taken off between hands.
- **Every state is sent**: a bot gets each state of the hand in order, the ones before its decision
  when it is asked, the rest (the hand's end, with the showdown's cards) once the hand is over; every
  hand still in at the end is shown (no muck: ACPC shows them all).
- **Timeouts and junk**: each decision must come within ``timeout`` seconds. A bot that is silent,
  disconnects, or answers the state it was sent with an action that cannot be read is folded (it
  checks when checking is free: ACPC has no fold then), recorded as the table's
  :class:`~holdem.Incident`; the match goes on, and a bot that is gone is folded at once from then on.
  Lines that answer no state it was sent (comments, late answers to an earlier decision, noise)
  are skipped, as the ACPC server skips them. A readable action that the hand does not allow is
  corrected as the ACPC server corrects it: a fold when checking is free is a check, a raise that is
  not possible (the limit cap, an all-in to call) a call, a no-limit raise is brought within the
  smallest and largest allowed.
- **The log**: a ``STATE:<hand>:<betting>:<cards>:<values>:<names>`` line per hand (every hole card,
  each position's chips won or lost) and a final ``SCORE:<totals>:<names>`` line, as the server's
  ``.log`` holds them (:func:`~holdem.history.read_acpc_log` reads it).

Where this dealer differs from ACPC's: a bot that fails is folded, where ACPC's ends the match (its
protocol suggests it) or calls for it; a split pot's odd chip goes to one winner (R-POT-5), where
ACPC's values give each winner a fraction.

:class:`AcpcClient` is the other side: it connects a holdem agent (any :data:`~holdem.Agent`, the
built-in ones, a :class:`ProcessAgent`) to an ACPC dealer, this one or the competition's, replays each
state it receives into a hand and asks the agent as a table would (a view of its seat's knowledge)::

    AcpcClient(TightAggressive(), game).play("127.0.0.1", port)

POSIX and Windows alike (plain TCP sockets).
"""

from __future__ import annotations

import copy
import math
import os
import select
import socket
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple, TextIO

from .._checks import short_repr, whole_number
from ..engine import Hand
from ..errors import HistoryError, HoldemError, InvalidArgumentError, ProcessAgentError
from ..game import Action, ActionKind, Post, parse_action
from ..history import (
    ACPC_VERSION,
    AcpcGame,
    MatchState,
    acpc_log_line,
    matchstate_history,
    matchstates,
    parse_reply,
    replay,
)
from ..table import Agent, Incident, PlayerView, Table, TableFacts, agents_by_name, decision_view

__all__ = [
    "AcpcBot",
    "AcpcClient",
    "AcpcClientResult",
    "AcpcDealer",
    "AcpcMatchResult",
]

_MAX_LINE = 16 * 1024  # the longest line read (the server's MAX_LINE_LEN is 5,000 bytes)
_CHUNK = 4096


class _Lines:
    """A socket read as lines (``\\n``-terminated, a ``\\r`` before it dropped), each within a deadline."""

    def __init__(self, connection: socket.socket) -> None:
        self.connection = connection
        self.buffer = bytearray()

    def read(self, deadline: float | None) -> bytes:
        """The next line; ProcessAgentError "timeout" past ``deadline`` (None: wait), "exited" at the
        end of the stream, "junk" for a line longer than the limit."""
        while True:
            end = self.buffer.find(b"\n")
            if end >= 0:
                line = bytes(self.buffer[:end]).rstrip(b"\r")
                del self.buffer[: end + 1]
                return line
            if len(self.buffer) > _MAX_LINE:
                raise ProcessAgentError("junk", f"a line longer than {_MAX_LINE:,} bytes")
            if deadline is None:
                self.connection.settimeout(None)
            else:  # past the deadline, what has arrived is still read
                self.connection.settimeout(max(deadline - time.monotonic(), 0.001))
            try:
                chunk = self.connection.recv(_CHUNK)
            except socket.timeout:
                raise ProcessAgentError("timeout", "no answer in time") from None
            except OSError as exc:
                raise ProcessAgentError("exited", f"the connection failed: {exc}") from None
            if not chunk:
                raise ProcessAgentError("exited", "the connection was closed")
            self.buffer += chunk

    def send(self, text: str, seconds: float | None) -> None:
        self.connection.settimeout(seconds)
        try:
            self.connection.sendall(text.encode("ascii"))
        except socket.timeout:
            raise ProcessAgentError("timeout", "the bot did not read what it was sent") from None
        except OSError as exc:
            raise ProcessAgentError("exited", f"the connection failed: {exc}") from None


def _seconds(value: object, what: str) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not (value > 0 and math.isfinite(value))
    ):
        raise InvalidArgumentError(f"{what} is seconds (a number > 0), got {short_repr(value)}")
    return float(value)


# ---- the dealer's side: a bot at a seat --------------------------------------------------------


class AcpcBot:
    """An ACPC bot connected to the dealer: an agent (``act(view)``) that sends the seat's states and
    reads its answers over ``connection`` (a connected socket whose bot has said its version).

    :class:`AcpcDealer` makes one per seat and sends each the end of every hand
    (:meth:`end_hand`). ACPC hand numbers are the table's less one (a dealer's table is its own).
    ``timeout``: seconds for each decision. A bot that fails is folded by the table; one whose
    connection ended (:attr:`alive` False) is not asked again.
    """

    def __init__(
        self, connection: socket.socket, game: AcpcGame, *, timeout: float = 10.0, name: str = ""
    ) -> None:
        if not isinstance(connection, socket.socket):
            raise InvalidArgumentError(f"connection is a socket, got {short_repr(connection)}")
        if not isinstance(game, AcpcGame):
            raise InvalidArgumentError(f"game is an AcpcGame, got {short_repr(game)}")
        self.game = game
        self.timeout = _seconds(timeout, "timeout")
        self.name = name
        self.alive = True
        self._lines = _Lines(connection)
        self._limit = game.betting == "limit"
        self._hand = -1  # the ACPC number of the hand whose states are being sent
        self._sent = 0  # how many of its states were sent

    def act(self, view: PlayerView) -> object:
        """The bot's decision for ``view``'s seat (see the module documentation); ProcessAgentError when
        it fails (the table folds the seat)."""
        if not self.alive:
            raise ProcessAgentError("exited", f"the ACPC bot {self.name!r} is gone")
        number = view.table.hand_number - 1
        states = matchstates(view, view.seat, number, limit=self._limit)
        deadline = time.monotonic() + self.timeout
        self._send_new(number, states, self.timeout)
        action = self._answer(states[-1], deadline)
        return self._holdem_action(view, MatchState.parse(states[-1]), action)

    def end_hand(self, hand: Hand, seat: int, hand_number: int) -> None:
        """The hand is over: the states the bot has not had yet, the last with the showdown's cards
        (``seat``: the bot's hand seat). A bot whose connection fails here is gone."""
        if not self.alive:
            return
        states = matchstates(hand, seat, hand_number)
        try:
            self._send_new(hand_number, states, self.timeout)
        except ProcessAgentError:
            self.alive = False

    def _send_new(self, number: int, states: list[str], seconds: float) -> None:
        if number != self._hand:
            self._hand, self._sent = number, 0
        fresh = states[self._sent :]
        self._sent = len(states)
        if fresh:
            try:
                self._lines.send("".join(state + "\r\n" for state in fresh), seconds)
            except ProcessAgentError as exc:
                if exc.kind == "exited":
                    self.alive = False
                raise self._failed(exc) from None

    def _answer(self, state: str, deadline: float) -> str:
        """The action of the bot's answer to ``state``; other lines (comments, answers to other
        states, noise) are skipped until the deadline, as ACPC's server skips them."""
        while True:
            if time.monotonic() > deadline + 0.1:  # a bot flooding lines answers nothing in time
                raise self._failed(ProcessAgentError("timeout", "no answer in time"))
            try:
                line = self._lines.read(deadline).decode("ascii", "replace")
            except ProcessAgentError as exc:
                if exc.kind == "exited":
                    self.alive = False
                raise self._failed(exc) from None
            try:
                answered, action = parse_reply(line)
            except HistoryError as exc:
                if line.startswith(state + ":"):  # this state, and an action that cannot be read
                    raise self._failed(ProcessAgentError("junk", str(exc))) from None
                continue
            if str(answered) == state:
                return action

    def _failed(self, exc: ProcessAgentError) -> ProcessAgentError:
        return ProcessAgentError(exc.kind, f"the ACPC bot {self.name!r}: {exc}")

    def _holdem_action(self, view: PlayerView, state: MatchState, action: str) -> object:
        """An ACPC action as the table's answer, corrected as ACPC's server corrects it."""
        legal = view.legal_actions
        assert legal is not None  # asked to act
        code = action[0]
        if code == "f":
            return "check" if legal.check else "fold"
        raises = sum(a.startswith("r") for a in state.rounds[-1])
        if (
            code == "c"
            or legal.min_raise_to is None
            or raises >= self.game.max_raises[len(state.rounds) - 1]
        ):
            return "cc"
        if self._limit:
            return ("cbr", legal.min_raise_to)
        spent = _spent(view.events, view.seat)
        target = int(action[1:]) - (spent - view.bets[view.seat])  # ACPC's total as a street total
        return ("cbr", max(legal.min_raise_to, min(target, legal.max_raise_to or target)))


def _spent(events: Sequence[object], seat: int) -> int:
    """What a seat has put in this hand: its forced bets and the chips of its actions."""
    total = 0
    for event in events:
        if isinstance(event, Post) and event.seat == seat:
            total += event.amount
        elif isinstance(event, Action) and event.seat == seat:
            total += event.added
    return total


# ---- the dealer --------------------------------------------------------------------------------


class AcpcMatchResult(NamedTuple):
    """A match's outcome: each seat's total (chips won or lost, by name in seat order), the log's
    lines, the table's incidents (the bots folded for failing) and the hands played."""

    totals: dict[str, int]
    log: tuple[str, ...]
    incidents: tuple[Incident, ...]
    hands: int


class AcpcDealer:
    """An ACPC match on a :class:`~holdem.Table` (see the module documentation).

    ``game``: a hold'em :class:`~holdem.history.AcpcGame`; ``names``: one per seat (the bots connect
    to the seats' ports in that order); ``hands``: how many to play; ``seed``: the table's deals
    (None: the OS's secure source). The ports (``ports``: one per seat, 0 for any free one) are
    bound on ``host`` when the dealer is made: read :attr:`ports`, start the bots, then :meth:`run`.
    ``timeout``: seconds per decision; ``connect_timeout``: for every bot to connect and say its
    version (a seat whose bot does not is folded every hand). ``log``: a file the log is written to
    as the match goes (also returned), ``match_name`` its first line's name.
    """

    def __init__(
        self,
        game: AcpcGame,
        names: Sequence[str],
        *,
        hands: int,
        seed: int | None = None,
        host: str = "127.0.0.1",
        ports: Sequence[int] | None = None,
        timeout: float = 10.0,
        connect_timeout: float = 60.0,
        log: str | os.PathLike[str] | None = None,
        match_name: str = "match",
    ) -> None:
        if not isinstance(game, AcpcGame):
            raise InvalidArgumentError(
                f"game is an AcpcGame (read_acpc_game), got {short_repr(game)}"
            )
        self.config = game.table_config()  # a hold'em game, or a HistoryError saying why not
        n = game.num_players
        if (
            isinstance(names, str)
            or len(names) != n
            or len(set(names)) != n
            or not all(_plain_name(name) for name in names)
        ):
            raise InvalidArgumentError(
                f"names are {n} distinct names, printable without spaces, ':' or '|', got "
                f"{short_repr(names)}"
            )
        self.game = game
        self.names = tuple(names)
        self.hands = whole_number(hands, "hands", low=1)
        self.seed = seed
        self.timeout = _seconds(timeout, "timeout")
        self.connect_timeout = _seconds(connect_timeout, "connect_timeout")
        self.log_path = log
        self.match_name = match_name
        wanted = list(ports) if ports is not None else [0] * n
        if len(wanted) != n:
            raise InvalidArgumentError(f"ports has {len(wanted)} entries for {n} seats")
        self._listeners: list[socket.socket] = []
        try:
            for port in wanted:
                listener = socket.create_server(
                    (host, whole_number(port, "port", low=0, high=65535))
                )
                self._listeners.append(listener)
        except OSError as exc:
            self.close()
            raise InvalidArgumentError(f"cannot listen on {host}: {exc}") from None
        self.ports = tuple(listener.getsockname()[1] for listener in self._listeners)
        self.table: Table | None = None
        self._bots: list[AcpcBot | None] = []

    def run(self) -> AcpcMatchResult:
        """Accept the bots, play the match, close the connections; the result (see the module
        documentation)."""
        try:
            self._bots = self._connect()
            return self._play()
        finally:
            self.close()

    def _connect(self) -> list[AcpcBot | None]:
        """Each seat's bot once it connected and said its version (None: it did not, in time)."""
        deadline = time.monotonic() + self.connect_timeout
        connections: dict[int, socket.socket] = {}
        waiting = dict(enumerate(self._listeners))
        while waiting and (remaining := deadline - time.monotonic()) > 0:
            ready, _, _ = select.select(list(waiting.values()), [], [], remaining)
            for seat, listener in list(waiting.items()):
                if listener in ready:
                    try:
                        connections[seat], _ = listener.accept()
                    except OSError:  # pragma: no cover - the connection was dropped at once
                        continue
                    del waiting[seat]
        for listener in self._listeners:
            listener.close()
        return [
            self._greeted(seat, connections.get(seat), deadline) for seat in range(len(self.names))
        ]

    def _greeted(
        self, seat: int, connection: socket.socket | None, deadline: float
    ) -> AcpcBot | None:
        """The seat's bot, once it said a version 2 of the protocol; None when it did not."""
        if connection is None:
            return None
        connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        bot = AcpcBot(connection, self.game, timeout=self.timeout, name=self.names[seat])
        try:
            version = bot._lines.read(deadline).decode("ascii", "replace")
        except ProcessAgentError:
            version = ""
        if not version.startswith(f"VERSION:{ACPC_VERSION.split('.')[0]}."):
            connection.close()
            return None
        return bot

    def _play(self) -> AcpcMatchResult:
        game, n = self.game, self.game.num_players
        top = max(game.stacks)
        table = self.table = Table(
            self.config,
            seats=n,
            name=self.match_name,
            seed=self.seed,
            first_button=n,  # hand 0: seat s plays position s, the last seat the button
            missed_blinds=False,
            timeout_action="check",  # a failing bot checks when free (ACPC has no fold then)
            min_buy_in=1,
            max_buy_in=top,
        )
        for seat, name in enumerate(self.names):
            table.join(name, game.stacks[seat], seat + 1, auto_muck=False)
        agents: Mapping[str, Any] = {
            name: bot if bot is not None else _absent for name, bot in zip(self.names, self._bots)
        }
        lines = [
            f"# name/game/hands/seed {self.match_name} holdem.{game.betting}.{n}p.game "
            f"{self.hands} {self.seed if self.seed is not None else 0}"
        ]
        totals = dict.fromkeys(self.names, 0)
        with _LogFile(self.log_path) as out:
            out.write(lines[0])
            for number in range(self.hands):
                self._reset_stacks(table, number)
                record = table.play_hand(agents)
                hand = record.hand
                self._check_rotation(record.table_seats, hand.button, number)
                for k, table_seat in enumerate(record.table_seats):
                    bot = self._bots[table_seat - 1]
                    if bot is not None:
                        bot.end_hand(hand, k, number)
                    totals[record.players[k]] += hand.result.net[k]
                line = acpc_log_line(hand, number, record.players)
                lines.append(line)
                out.write(line)
            score = "SCORE:" + "|".join(str(totals[name]) for name in self.names)
            score += ":" + "|".join(self.names)
            lines.append(score)
            out.write(score)
        return AcpcMatchResult(totals, tuple(lines), table.incidents, self.hands)

    def _reset_stacks(self, table: Table, number: int) -> None:
        """Doyle's game: each seat starts the hand with the stack of the position it plays."""
        n = self.game.num_players
        for seat, name in enumerate(self.names):
            target = self.game.stacks[(seat - number) % n]
            stack = table.stacks[name]
            if stack < target:
                table.add_chips(name, target - stack)
            elif stack > target:  # chips are taken off by cashing out and buying in again
                table.leave(name)
                table.join(name, target, seat + 1, auto_muck=False)

    def _check_rotation(self, seats: tuple[int, ...], button: int, number: int) -> None:
        """The table's button went where ACPC's rotation puts it (seat s plays position s - h)."""
        n = self.game.num_players
        for k, table_seat in enumerate(seats):
            if (k - button - 1) % n != (table_seat - 1 - number) % n:
                raise HoldemError(  # pragma: no cover - a table whose button skipped a seat
                    f"hand {number}: the table's button is not where ACPC's rotation puts it"
                )

    def close(self) -> None:
        """Close the ports and every bot's connection (the bots see the end of the stream)."""
        for listener in self._listeners:
            listener.close()
        for bot in self._bots:
            if bot is not None:
                bot.alive = False
                try:
                    bot._lines.connection.close()
                except OSError:  # pragma: no cover - already closed
                    pass

    def __enter__(self) -> AcpcDealer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _plain_name(name: object) -> bool:
    return (
        isinstance(name, str)
        and name.isprintable()
        and bool(name)
        and not any(c in name for c in " :|")
    )


def _absent(view: PlayerView) -> object:
    """The agent of a seat whose bot never connected: it fails, so the table folds the seat."""
    raise ProcessAgentError("exited", "the ACPC bot never connected")


class _LogFile:
    """The log file a match writes as it goes (nothing when there is none)."""

    def __init__(self, path: str | os.PathLike[str] | None) -> None:
        self.path = path
        self.file: TextIO | None = None

    def __enter__(self) -> _LogFile:
        if self.path is not None:
            self.file = open(self.path, "w", encoding="utf-8")  # noqa: SIM115 - closed in __exit__
        return self

    def write(self, line: str) -> None:
        if self.file is not None:
            self.file.write(line + "\n")
            self.file.flush()

    def __exit__(self, *exc: object) -> None:
        if self.file is not None:
            self.file.close()


# ---- the client: a holdem agent in an ACPC match ----------------------------------------------


class AcpcClientResult(NamedTuple):
    """What a client played: the hands it finished, the chips it won or lost over them, and each time
    its agent failed (the hand's ACPC number and what went wrong: it checked or folded instead)."""

    hands: int
    total: int
    failures: tuple[tuple[int, str], ...]


class AcpcClient:
    """A holdem agent playing in an ACPC match (see the module documentation): ``agent`` is any agent
    a table takes, ``game`` the match's game definition, ``name`` the table name its views show.

    Each state is replayed into a hand of the seat's knowledge (its own cards, the others' once
    shown); at its turn the agent gets the view a table would give it (:func:`holdem.table.decision_view`)
    and its answer is sent as ACPC's action. An answer the hand refuses, or an agent that raises, is
    a check when checking is free, else a fold (as at a table; recorded in the result). A raise ACPC's
    game does not allow (its limit cap) is sent as a call; a fold when checking is free as a check.
    """

    def __init__(self, agent: Agent, game: AcpcGame, *, name: str = "acpc") -> None:
        if not isinstance(game, AcpcGame):
            raise InvalidArgumentError(
                f"game is an AcpcGame (read_acpc_game), got {short_repr(game)}"
            )
        game.table_config()  # a hold'em game, or a HistoryError saying why not
        act = agents_by_name(agent, {}).get(name)
        if act is None:
            raise InvalidArgumentError("agent is an agent: agent(view) -> action, or act(view)")
        self._act: Callable[[PlayerView], object] = act
        self.game = game
        self.name = name

    def play(self, host: str, port: int, *, connect_timeout: float = 30.0) -> AcpcClientResult:
        """Connect to the dealer at ``host``:``port``, play until it closes the connection; what was
        played. A state the client cannot read raises :class:`~holdem.errors.HistoryError`."""
        with socket.create_connection(
            (host, port), timeout=_seconds(connect_timeout, "connect_timeout")
        ) as connection:
            connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            lines = _Lines(connection)
            lines.send(f"VERSION:{ACPC_VERSION}\r\n", None)
            return self._serve(lines)

    def _serve(self, lines: _Lines) -> AcpcClientResult:
        hands, total = 0, 0
        failures: list[tuple[int, str]] = []
        finished = -1
        while True:
            try:
                raw = lines.read(None)
            except ProcessAgentError:
                break  # the dealer closed the match
            text = raw.decode("ascii", "replace")
            if not text or text.startswith(("#", ";")):
                continue
            state = MatchState.parse(text)
            hand = replay(matchstate_history(state, self.game))
            seat = state.position
            assert seat is not None  # a MATCHSTATE names its viewer
            if hand.is_complete:
                if state.hand_number != finished:
                    finished = state.hand_number
                    hands += 1
                    total += hand.result.net[seat]
                continue
            if hand.actor != seat:
                continue
            action = self._decide(hand, seat, state, failures)
            lines.send(f"{text}:{action}\r\n", None)
        return AcpcClientResult(hands, total, tuple(failures))

    def _decide(
        self, hand: Hand, seat: int, state: MatchState, failures: list[tuple[int, str]]
    ) -> str:
        """The agent's answer as ACPC's action (a failure: check when free, else fold)."""
        n = hand.n_seats
        blinds = {blind.kind: blind.seat for blind in hand.positions.blinds}
        facts = TableFacts(
            self.name,
            state.hand_number + 1,
            tuple(range(1, n + 1)),
            tuple(f"position{p}" for p in range(n)),
            hand.button + 1,
            False,
            blinds["small blind"] + 1 if "small blind" in blinds else None,
            blinds["big blind"] + 1,
            (hand.config.small_blind, hand.config.big_blind),
        )
        legal = hand.legal_actions()
        try:
            answer = self._act(decision_view(hand, seat, facts))
            played = copy.copy(hand)
            _play(played, answer)
            action = played.actions[-1]
        except Exception as exc:  # noqa: BLE001 - a broken agent never breaks the match
            failures.append((state.hand_number, f"{type(exc).__name__}: {exc}"[:200]))
            return "c" if legal.check else "f"
        if action.kind is ActionKind.FOLD:
            return "c" if legal.check else "f"
        if action.kind in (ActionKind.CHECK, ActionKind.CALL):
            return "c"
        round_ = len(state.rounds) - 1
        if sum(a.startswith("r") for a in state.rounds[-1]) >= self.game.max_raises[round_]:
            return "c"  # ACPC's cap (this engine has none heads-up, R-BET-11)
        if self.game.betting == "limit":
            return "r"
        return f"r{_spent(played.events, seat)}"


#: An agent's answer as the table plays it: a bet-or-raise word bets when no bet is open.
_BET_OR_RAISE = ("raise", "raise_to", "cbr", "bet_or_raise_to")


def _play(hand: Hand, answer: object) -> None:
    """Apply an agent's answer to ``hand`` as a table does (a raise word bets when no one has bet)."""
    if type(answer) is tuple and len(answer) == 2 and answer[0] in _BET_OR_RAISE:
        hand.bet_or_raise_to(answer[1])
        return
    parse_action(answer)  # an answer that is no action: its own error
    hand.act(answer)
