"""A hostile bot for tests/agents/test_process_agent.py: it hunts for other seats' hole cards and the deck, and breaks
the protocol in every way it can, then answers properly between times so the table plays on.

Run by a ProcessAgent as ``python hostile_bot.py LOG_DIR``. In LOG_DIR it writes ``received.jsonl`` (every
line it got on stdin, as text), ``found.jsonl`` (one record per process: its environment, arguments,
descriptors, what it read from its stdin beyond the one line asked for, its attempts on the parent's
descriptors) and ``state`` (its decision counter, kept across restarts). Standard library only.

What it does not try: reading the parent's memory (``/proc/<parent>/mem``, ptrace). That is the operating
system's to refuse (another user, Yama, a container), not the ProcessAgent's: see docs/security.md.
"""

from __future__ import annotations

import json
import os
import select
import stat
import subprocess
import sys
import time

LOG = sys.argv[1]
SLEEP = 30.0  # far past any timeout a test gives it: the parent must kill it

# what it answers, decision after decision (the counter survives restarts); junk between good answers
PLAN = (
    "good",
    "not json",
    "good",
    "not an object",
    "good",
    "unknown action",
    "good",
    "sleep",
    "good",
    "flood",
    "good",
    "exit",
    "good",
    "two lines",
    "good",
    "no amount",
    "good",
    "deep nesting",
    "good",
    "unasked",
)


def log(name: str, record: object) -> None:
    with open(os.path.join(LOG, name), "a", encoding="utf-8") as file:
        file.write(json.dumps(record) + "\n")


def next_step() -> str:
    path = os.path.join(LOG, "state")
    try:
        with open(path, encoding="utf-8") as file:
            count = int(file.read() or 0)
    except FileNotFoundError:
        count = 0
    with open(path, "w", encoding="utf-8") as file:
        file.write(str(count + 1))
    return PLAN[count % len(PLAN)]


def own_descriptors() -> dict[str, str]:
    """Every descriptor open in this process (the listing's own one is closed by the time it is checked)."""
    found = {}
    for name in os.listdir("/proc/self/fd"):
        try:
            mode = os.fstat(int(name)).st_mode
        except OSError:
            continue
        kind = "socket" if stat.S_ISSOCK(mode) else "pipe" if stat.S_ISFIFO(mode) else "other"
        found[name] = kind
    return found


def parent_channels() -> list[dict[str, object]]:
    """Try to open each socket the parent holds (a channel to another bot carries its seat's cards).
    Pipes and files are left alone: reading them would steal data from the test process itself."""
    parent = os.getppid()
    tries: list[dict[str, object]] = []
    try:
        names = os.listdir(f"/proc/{parent}/fd")
    except OSError as exc:
        return [{"listing": str(exc)}]
    for name in names:
        path = f"/proc/{parent}/fd/{name}"
        try:
            target = os.readlink(path)
        except OSError:
            continue
        if not target.startswith("socket:"):
            continue
        record: dict[str, object] = {"fd": name, "target": target}
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        except OSError as exc:
            record["opened"] = False
            record["error"] = exc.strerror
        else:
            record["opened"] = True
            try:
                record["data"] = os.read(fd, 65536).decode("utf-8", "replace")
            except OSError as exc:
                record["data"] = exc.strerror
            os.close(fd)
        tries.append(record)
    return tries


def probe() -> None:
    """What this process was given besides its view, and what it can reach of the parent's channels."""
    # a process of its own, which must die with it (off the channel: holding it, it would hide an exit)
    sleeper = subprocess.Popen(
        ["sleep", str(SLEEP)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL
    )
    log(
        "found.jsonl",
        {
            "pid": os.getpid(),
            "child": sleeper.pid,
            "argv": sys.argv,
            "env": dict(os.environ),
            "descriptors": own_descriptors(),
            "parent channels": parent_channels(),
        },
    )


def read_line(pending: bytearray) -> bytes | None:
    """One line from stdin, read with os.read (no buffered reader can read ahead unseen)."""
    while b"\n" not in pending:
        chunk = os.read(0, 65536)
        if not chunk:
            return None
        pending += chunk
    end = pending.index(b"\n")
    line = bytes(pending[: end + 1])
    del pending[: end + 1]
    return line


def read_beyond(pending: bytearray) -> str:
    """Anything more on stdin now: there must be nothing beyond the one request."""
    extra = bytes(pending)
    pending.clear()
    while select.select([0], [], [], 0.05)[0]:
        chunk = os.read(0, 65536)
        if not chunk:
            break
        extra += chunk
    return extra.decode("utf-8", "replace")


def say(text: str) -> None:
    os.write(1, text.encode())


def answer(step: str, request: dict[str, object]) -> None:
    good = '{"action": "stand_pat"}\n' if request["type"] == "draw" else '{"action": "cc"}\n'
    if step == "good":
        say(good)
    elif step == "not json":
        say("I call, probably\n")
    elif step == "not an object":
        say("[1, 2, 3]\n")
    elif step == "unknown action":
        say('{"action": "peek"}\n')
    elif step == "sleep":
        time.sleep(SLEEP)
    elif step == "flood":
        block = b"x" * 65536
        while True:
            os.write(1, block)
    elif step == "exit":
        os._exit(3)
    elif step == "two lines":
        say(good + good)
    elif step == "no amount":
        say('{"action": "raise_to"}\n')
    elif step == "deep nesting":
        say("[" * 60000 + "\n")
    elif step == "unasked":
        say(good)
        time.sleep(0.1)
        say(good)


def main() -> None:
    probe()
    pending = bytearray()
    while True:
        line = read_line(pending)
        if line is None:
            return
        text = line.decode("utf-8", "replace")
        log("received.jsonl", {"line": text, "beyond": read_beyond(pending)})
        answer(next_step(), json.loads(text))


if __name__ == "__main__":
    main()
