"""An agent that runs in its own process: a bot program spoken to in JSON lines over its stdin and stdout.

Code in the table's process is trusted: Python can reach any object from any other (``gc``), so an
agent object holds what the table holds. A bot that is not trusted runs as a :class:`ProcessAgent`:
a separate program that gets, at each of its seat's decisions, that seat's view as one line of JSON
and answers with one line of JSON. It is an ordinary agent (``act(view)``), so
:meth:`holdem.Table.play`, :meth:`holdem.Tournament.run` and :func:`holdem.simulate` take it beside
in-process agents (it pickles: its command and settings, never its process)::

    >>> import sys
    >>> from holdem import Table, TableConfig
    >>> from holdem.agents import CallingStation
    >>> caller = "import json, sys; [print(json.dumps({'action': 'cc'}), flush=True) for _ in sys.stdin]"
    >>> table = Table(TableConfig(small_blind=1, big_blind=2), seats=2, seed=5)
    >>> table.join("bot", 100, 1), table.join("station", 100, 2)
    (1, 2)
    >>> with ProcessAgent([sys.executable, "-c", caller], timeout=5) as bot:
    ...     table.play({"bot": bot, "station": CallingStation()}, hands=3)
    3
    >>> sum(table.stacks.values()), table.incidents
    (200, ())

**The protocol** (version :data:`PROTOCOL`). The table writes one line per decision::

    {"type": "act", "protocol": 1, "table": {...}, "view": {...}}
    {"type": "draw", "protocol": 1, "table": {...}, "view": {...}, "draw": {...}}

``view`` is :meth:`holdem.PlayerView.to_dict` (the seat's own hole cards, the board, stacks, bets,
the pot, the public events and shown hands, and ``legal_actions`` when betting; seats are hand seats,
0..n-1); ``table`` the table's public facts (:meth:`holdem.TableFacts.to_dict`: table name, hand number,
``table_seats`` and player names by hand seat, ``button_table_seat``, the blinds' table seats, the blind
amounts; the old keys ``seats``, ``button``, ``small_blind``, ``big_blind`` and the view's ``pot_total``
are sent too for one release, deprecated); ``draw`` at a draw what the seat may discard (``max_discards``,
``ace_four``). The bot answers one line: ``{"action": "fold"}``, ``"check"``, ``"call"``,
``"cc"`` (check or call), ``"all_in"``, or ``{"action": "raise_to", "amount": 600}`` (``"bet"``,
``"raise"``, ``"cbr"``: the street total): the words an in-process agent returns
(:func:`holdem.game.parse_action` reads them). At a draw: ``{"action": "discard", "cards": ["Ah",
"Kd"]}`` or ``{"action": "stand_pat"}``. A new hand shows as a new ``table.hand_number``: the table
gives agents no hand-start or hand-end hook, so no such notice is sent.

**Failures.** The answer must come within ``timeout`` seconds (R-LIVE-3; ``start_timeout`` for the
first answer of a new process), enforced here by polling the channel. A bot that is silent, exits,
or answers junk (not JSON, not an object, an unknown action, a line longer than ``max_line`` bytes,
more than one line) makes ``act`` raise :class:`ProcessAgentError` saying what went wrong: the
table records an incident and folds the seat (stands pat at a draw). The process is then killed, with
anything it started, and a new one is started at the seat's next decision, at most
``restarts_per_hand`` times a hand: after that the seat is folded without asking until the next hand.
An illegal but well-formed action (a raise below the minimum) is the table's to judge: an "illegal"
incident, and the process keeps running.

**What crosses.** Nothing but the seat's view: the bot starts with no inherited file descriptor but
its stdin and stdout (one socket, which another process cannot reopen through ``/proc``, unlike a
pipe) and stderr (``/dev/null``, or appended to the file ``stderr``), in a session of its own, with
only the variables of :data:`KEPT_VARIABLES` of this environment plus ``env`` (and
``HOLDEM_SEED`` when seeded). One ProcessAgent plays one seat a hand: asked for a second seat in the
same hand it raises (one process would see both seats' cards). What the operating system lets a
process of the same user take by itself (the parent's memory, where it may ptrace it; the user's
files) is the system's to stop: see docs/security.md. POSIX only.

The process is ended by :meth:`ProcessAgent.close` (also ``with``), when the agent is garbage, or at
interpreter exit: it gets end-of-file on stdin and a second to exit, then it and every process of its
session are killed and it is reaped.
"""

from __future__ import annotations

import json
import math
import os
import select
import shlex
import signal
import socket
import subprocess
import sys
import time
import weakref
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import IO, Any, Union

from .._checks import short_repr, whole_number
from ..core import plain
from ..errors import (
    IllegalActionError,
    InvalidArgumentError,
    InvalidTypeError,
    ProcessAgentError,
)
from ..game import WITH_AMOUNT, parse_action
from ..table import PlayerView

__all__ = [
    "KEPT_VARIABLES",
    "MAX_LINE",
    "PROTOCOL",
    "SEED_VARIABLE",
    "ProcessAgent",
    "ProcessAgentError",
]

#: The protocol's version, in every message (``"protocol"``).
PROTOCOL = 1
#: The longest answer line read, in bytes (the default of ``max_line``).
MAX_LINE = 64 * 1024
#: The variables of this process's environment a bot gets (when set); ``env`` adds others.
KEPT_VARIABLES = ("PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR")
#: The variable holding the bot's seed, when the agent has one (``seed``, :meth:`ProcessAgent.reseed`).
SEED_VARIABLE = "HOLDEM_SEED"

_GRACE = 1.0  # seconds a closed bot has to exit after end-of-file on its stdin
_CHUNK = 64 * 1024  # bytes read from the channel at a time
_NO_SIGNAL = getattr(socket, "MSG_NOSIGNAL", 0)  # a write to a dead bot is an error, never SIGPIPE
_WAIT_IN = select.POLLIN if hasattr(select, "POLLIN") else 0
_WAIT_OUT = select.POLLOUT if hasattr(select, "POLLOUT") else 0

#: What ``act`` returns: a kind, a (kind, amount) pair, or at a draw ("discard", cards)
Answer = Union[str, tuple[str, int], tuple[str, tuple[str, ...]]]


def _reap(process: subprocess.Popen[bytes], channel: socket.socket) -> None:
    """Kill the bot and every process of its session, close the channel, reap the bot (no zombie).
    The session is killed before the bot is reaped: until then its id cannot name another group."""
    if process.returncode is None:
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass  # the group is gone
    channel.close()
    process.wait()


class _Bot:
    """One running bot process and the parent's end of its channel (its stdin and stdout)."""

    __slots__ = ("process", "channel", "poller", "reap", "fresh", "__weakref__")

    def __init__(
        self,
        command: list[str],
        env: dict[str, str],
        cwd: str | None,
        stderr: str | None,
    ) -> None:
        parent, child = socket.socketpair()
        try:
            with _stderr_sink(stderr) as sink:
                self.process = subprocess.Popen(
                    command,
                    stdin=child.fileno(),
                    stdout=child.fileno(),
                    stderr=sink,
                    close_fds=True,
                    env=env,
                    cwd=cwd,
                    start_new_session=True,
                )
        except (OSError, ValueError) as exc:
            parent.close()
            raise ProcessAgentError(
                "start", f"the bot {_shown(command)} could not be started: {exc}"
            ) from None
        finally:
            child.close()
        parent.setblocking(False)
        self.channel = parent
        self.poller = select.poll()
        self.poller.register(parent, _WAIT_IN)
        # run once: by close, by a failure, when the agent is garbage, or at interpreter exit
        self.reap = weakref.finalize(self, _reap, self.process, parent)
        self.fresh = True  # no answer yet: the first may take start_timeout

    def ask(self, request: bytes, seconds: float, max_line: int) -> bytes:
        """Send ``request`` and read the one line that answers it, within ``seconds`` in all."""
        deadline = time.monotonic() + seconds
        self._check_quiet()
        self._send(request, deadline, seconds)
        return self._receive(deadline, seconds, max_line)

    def _poll(self, events: int, milliseconds: int) -> bool:
        self.poller.modify(self.channel, events)
        return bool(self.poller.poll(milliseconds))

    def _ready(self, events: int, deadline: float) -> bool:
        """Whether the channel is ready (``events``: to read or to write) before ``deadline``."""
        remaining = deadline - time.monotonic()
        return remaining > 0 and self._poll(events, math.ceil(remaining * 1000))

    def _check_quiet(self) -> None:
        """Between decisions a bot writes nothing: output waiting now was not asked for."""
        if not self._poll(_WAIT_IN, 0):
            return
        try:
            waiting = self.channel.recv(1, socket.MSG_PEEK)
        except OSError:
            waiting = b""
        if not waiting:
            raise self._exited("between decisions")
        raise ProcessAgentError("junk", "the bot wrote output it was not asked for")

    def _send(self, request: bytes, deadline: float, seconds: float) -> None:
        left = memoryview(request)
        while left:
            try:
                sent = self.channel.send(left, _NO_SIGNAL)
            except BlockingIOError:  # its stdin is full: it is not reading
                if not self._ready(_WAIT_OUT, deadline):
                    raise _timeout(seconds, "did not read its view") from None
                continue
            except OSError:  # EPIPE, ECONNRESET: its end is closed
                raise self._exited("before reading its view") from None
            left = left[sent:]

    def _receive(self, deadline: float, seconds: float, max_line: int) -> bytes:
        line = bytearray()
        while True:
            if not self._ready(_WAIT_IN, deadline):
                raise _timeout(seconds, "gave no answer")
            try:
                chunk = self.channel.recv(_CHUNK)
            except BlockingIOError:
                continue
            except OSError:
                chunk = b""
            if not chunk:
                raise self._exited("before answering")
            start = len(line)  # (no newline before: a line is returned at its first)
            line += chunk
            end = line.find(b"\n", start)
            if end > max_line or (end < 0 and len(line) > max_line):
                raise ProcessAgentError(
                    "junk", f"the bot's answer is longer than the limit of {max_line:,} bytes"
                )
            if end >= 0:
                if end + 1 < len(line):
                    raise ProcessAgentError(
                        "junk", "the bot wrote more than one line for one decision"
                    )
                return bytes(line[:end])

    def _exited(self, when: str) -> ProcessAgentError:
        """The bot closed its output: reaped now, to say how it ended."""
        self.reap()
        code = self.process.returncode
        how = (
            "closed its output"  # killed by _reap, so it was still running
            if code == -signal.SIGKILL
            else f"exited with code {code}"
        )
        return ProcessAgentError("exited", f"the bot {how} {when}")

    def close(self) -> None:
        """End-of-file on its stdin, up to _GRACE seconds to exit (its output is drained), then reaped."""
        if not self.reap.alive:
            return
        try:
            self.channel.shutdown(socket.SHUT_WR)
        except OSError:
            pass  # already gone
        deadline = time.monotonic() + _GRACE
        while self._ready(_WAIT_IN, deadline):
            try:
                if not self.channel.recv(_CHUNK):
                    break  # end-of-file: the bot and anything it started closed the channel
            except BlockingIOError:
                continue
            except OSError:
                break
        self.reap()


@contextmanager
def _stderr_sink(path: str | None) -> Iterator[IO[bytes] | int]:
    """Where a bot's stderr goes while it starts: /dev/null, or the file ``path`` opened to append
    (closed here once the bot holds it)."""
    if path is None:
        yield subprocess.DEVNULL
        return
    with open(path, "ab") as file:
        yield file


def _timeout(seconds: float, what: str) -> ProcessAgentError:
    return ProcessAgentError("timeout", f"the bot {what} within {seconds:g} s")


def _junk(what: str) -> ProcessAgentError:
    return ProcessAgentError("junk", f"the bot's answer {what}")


def _shown(command: Sequence[str]) -> str:
    return short_repr(shlex.join(command))


def _command(command: object) -> list[str]:
    """A command line as a list of strings: a string is split as a shell would (shlex), never run by one."""
    if isinstance(command, str):
        words = shlex.split(command)
    elif isinstance(command, Sequence) and not isinstance(command, (bytes, bytearray)):
        words = [os.fspath(word) if isinstance(word, os.PathLike) else word for word in command]
        if not all(isinstance(word, str) for word in words):
            raise InvalidTypeError(
                f"command is a list of strings (or a string), got {short_repr(command)}"
            )
    else:
        raise InvalidTypeError(
            f"command is a list of strings or a string to split, got {short_repr(command)}"
        )
    if not words:
        raise InvalidArgumentError("command is empty: give the bot's program and its arguments")
    return words


def _seconds(value: object, what: str) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not (value > 0 and math.isfinite(value))
    ):
        raise InvalidArgumentError(f"{what} is seconds (a number > 0), got {short_repr(value)}")
    return float(value)


def _environment(env: object) -> dict[str, str]:
    if env is None:
        return {}
    if not isinstance(env, Mapping) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in env.items()
    ):
        raise InvalidTypeError(f"env maps names to strings, got {short_repr(env)}")
    return dict(env)


def _path(value: object, what: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, (str, os.PathLike)):
        raise InvalidTypeError(f"{what} is a path or None, got {short_repr(value)}")
    return str(os.fspath(value))


def _request(view: PlayerView) -> bytes:
    """The decision's message: the seat's view, the table's public facts and, at a draw, the options."""
    draw = view.legal_draw
    message: dict[str, Any] = {
        "type": "act" if draw is None else "draw",
        "protocol": PROTOCOL,
        "table": view.table.to_dict(),
        "view": view.to_dict(),
    }
    if draw is not None:
        message["draw"] = plain(draw)
    return json.dumps(message, separators=(",", ":"), allow_nan=False).encode() + b"\n"


def _answer(line: bytes, drawing: bool) -> Answer:
    """The bot's line as what an in-process agent returns; junk raises."""
    try:
        answer = json.loads(line)
    except (ValueError, RecursionError):
        raise _junk(f"is not JSON: {short_repr(line)}") from None
    if type(answer) is not dict:
        raise _junk(f"is not a JSON object: {short_repr(answer)}")
    word = answer.get("action")
    if type(word) is not str:
        raise _junk(f'has no "action" word: {short_repr(answer)}')
    return _draw_answer(word, answer) if drawing else _betting_answer(word, answer)


def _betting_answer(word: str, answer: dict[str, Any]) -> Answer:
    amount = answer.get("amount")
    try:
        method = parse_action(word if amount is None else (word, amount))[1]
    except IllegalActionError as exc:
        raise _junk(f"is no betting action: {exc}") from None
    if method not in WITH_AMOUNT:
        return word
    if type(amount) is not int:
        raise _junk(f"{word!r} needs a whole amount of chips, got {short_repr(amount)}")
    return (word, amount)


def _draw_answer(word: str, answer: dict[str, Any]) -> Answer:
    if word in ("stand_pat", "stand pat"):
        return "stand_pat"
    if word != "discard":
        raise _junk(
            f'at a draw is {short_repr(word)}: "discard" (with "cards") or "stand_pat" are allowed'
        )
    cards = answer.get("cards")
    if type(cards) is not list or not all(type(card) is str for card in cards):
        raise _junk(
            f'"discard" needs "cards", a list of cards such as "Ah", got {short_repr(cards)}'
        )
    return ("discard", tuple(cards)) if cards else "stand_pat"


class ProcessAgent:
    """An agent that is a bot program in its own process, speaking JSON lines (see the module documentation).

    ``command``: the program and its arguments, a list or a string split as a shell would (no shell
    runs it). ``timeout``: seconds for each answer; ``start_timeout``: for the first answer of a new
    process (default ``timeout``; more for a bot that loads something big). ``max_line``: the longest
    answer, in bytes. ``restarts_per_hand``: how many times a failed bot is started again within one
    hand. ``stderr``: a file the bot's stderr is appended to (None: discarded). ``env``: variables
    added to its environment; ``cwd``: its working directory;
    ``seed``: given to it as ``HOLDEM_SEED``.
    """

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        timeout: float = 5.0,
        start_timeout: float | None = None,
        max_line: int = MAX_LINE,
        restarts_per_hand: int = 2,
        stderr: str | os.PathLike[str] | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | os.PathLike[str] | None = None,
        seed: int | None = None,
    ) -> None:
        if sys.platform == "win32":  # pragma: no cover - POSIX: poll, sessions, killpg
            raise InvalidArgumentError("ProcessAgent runs bots on POSIX systems only")
        self.command = _command(command)
        self.timeout = _seconds(timeout, "timeout")
        self.start_timeout = (
            self.timeout if start_timeout is None else _seconds(start_timeout, "start_timeout")
        )
        self.max_line = whole_number(max_line, "max_line", low=2)
        self.restarts_per_hand = whole_number(restarts_per_hand, "restarts_per_hand", low=0)
        self.stderr = _path(stderr, "stderr")
        self.env = _environment(env)
        self.cwd = _path(cwd, "cwd")
        self.seed = None if seed is None else whole_number(seed, "seed", low=0)
        self._bot: _Bot | None = None
        self._hand: tuple[str, int] | None = None  # (table, hand number) of the last decision
        self._seat = 0  # the table seat played in that hand
        self._failures = 0  # the bot's failures in that hand
        self.starts = 0  # processes started

    @property
    def pid(self) -> int | None:
        """The running bot's process id, None when none runs."""
        return None if self._bot is None else self._bot.process.pid

    def act(self, view: PlayerView) -> Answer:
        """Ask the bot for the seat's decision; :class:`ProcessAgentError` when it fails."""
        self._enter(view)
        request = _request(view)
        bot = self._running()
        try:
            line = bot.ask(
                request, self.start_timeout if bot.fresh else self.timeout, self.max_line
            )
            bot.fresh = False
            return _answer(line, view.legal_draw is not None)
        except ProcessAgentError as exc:
            raise self._failed(exc) from None
        except (
            BaseException
        ):  # Ctrl-C mid-exchange: its late answer must not answer the next request
            self._stop()
            raise

    def _enter(self, view: PlayerView) -> None:
        """One seat a hand: a second seat's decision in the same hand is refused (one process would see
        both seats' cards)."""
        facts = view.table
        hand = (facts.table, facts.hand_number)
        seat = facts.table_seat_of(view.seat)
        if hand != self._hand:
            self._hand = hand
            self._seat = seat
            self._failures = 0
        elif seat != self._seat:
            raise ProcessAgentError(
                "seat",
                f"this ProcessAgent plays seat {self._seat} in hand {facts.hand_number} and was asked "
                f"for seat {seat}: one bot process sees one seat's cards; give each player its own",
            )

    def _running(self) -> _Bot:
        bot = self._bot
        if bot is not None:
            return bot
        if self._failures > self.restarts_per_hand:
            raise ProcessAgentError(
                "gave up",
                f"the bot failed {self._failures} times this hand: it is folded until the next hand",
            )
        env = {name: os.environ[name] for name in KEPT_VARIABLES if name in os.environ}
        env.update(self.env)
        if self.seed is not None:
            env[SEED_VARIABLE] = str(self.seed)
        try:
            bot = self._bot = _Bot(self.command, env, self.cwd, self.stderr)
        except ProcessAgentError as exc:
            raise self._failed(exc) from None
        self.starts += 1
        return bot

    def _failed(self, exc: ProcessAgentError) -> ProcessAgentError:
        """A failure: the bot is killed and reaped; the error says what happens next."""
        self._stop()
        self._failures += 1
        then = (
            "it is started again at its next decision"
            if self._failures <= self.restarts_per_hand
            else "it is folded until the next hand"
        )
        return ProcessAgentError(exc.kind, f"{exc}; {then}")

    def _stop(self) -> None:
        """Kill and reap the bot now."""
        bot, self._bot = self._bot, None
        if bot is not None:
            bot.reap()

    def reseed(self, seed: int) -> None:
        """A new seed, given to the next process started (a running one is closed)."""
        self.seed = whole_number(seed, "seed", low=0)
        self.close()

    def close(self) -> None:
        """End the bot: end-of-file on its stdin, a second to exit, then it and its session are killed
        and reaped. The agent stays usable: the next decision starts a new process."""
        bot, self._bot = self._bot, None
        if bot is not None:
            bot.close()

    def __enter__(self) -> ProcessAgent:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def settings(self) -> dict[str, object]:
        """The command and settings: ``ProcessAgent(**settings)`` makes another agent like this one."""
        return {name: getattr(self, name) for name in _SETTINGS}

    def __reduce__(self) -> tuple[object, ...]:
        # the settings only: a copy (simulate's fresh agents) or an unpickled agent starts its own process
        return _from_settings, (self.settings(),)

    def __repr__(self) -> str:
        running = f", pid {self.pid}" if self._bot is not None else ""
        return f"<ProcessAgent {_shown(self.command)}, timeout {self.timeout:g} s{running}>"


_SETTINGS = (
    "command",
    "timeout",
    "start_timeout",
    "max_line",
    "restarts_per_hand",
    "stderr",
    "env",
    "cwd",
    "seed",
)


def _from_settings(settings: dict[str, Any]) -> ProcessAgent:
    return ProcessAgent(**settings)
