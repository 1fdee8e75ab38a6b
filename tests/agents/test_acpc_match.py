"""ACPC matches: the dealer on a Table with bots over localhost TCP, holdem agents as ACPC clients, and
hostile bots (junk, silence, a dropped connection) folded while the match goes on (R-LIVE-3)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import holdem
from holdem import BettingStructure, TableConfig, replay
from holdem.agents import (
    AcpcClient,
    AcpcClientResult,
    AcpcDealer,
    CallingStation,
    RandomAgent,
    TightAggressive,
)
from holdem.errors import HistoryError, InvalidArgumentError
from holdem.history import AcpcGame, MatchState, read_acpc_log

NOLIMIT = AcpcGame.of(TableConfig(small_blind=50, big_blind=100), 2, 20_000)
LIMIT_3P = AcpcGame.of(TableConfig(BettingStructure.FIXED_LIMIT, small_blind=5, big_blind=10), 3)


class Clients:
    """Clients played in threads, each with its result (or its error) once the dealer is done."""

    def __init__(self) -> None:
        self.threads: list[threading.Thread] = []
        self.results: dict[int, Any] = {}

    def start(self, seat: int, play: Callable[[], Any]) -> None:
        def run() -> None:
            try:
                self.results[seat] = play()
            except Exception as exc:  # noqa: BLE001 - reported by the test
                self.results[seat] = exc

        thread = threading.Thread(target=run, daemon=True)
        thread.start()
        self.threads.append(thread)

    def join(self) -> dict[int, Any]:
        for thread in self.threads:
            thread.join(30)
        return self.results


def holdem_client(game: AcpcGame, agent: Any, port: int) -> Callable[[], AcpcClientResult]:
    return lambda: AcpcClient(agent, game).play("127.0.0.1", port)


def check_log(result: Any, game: AcpcGame, hands: int) -> None:
    """The log parses: one line per hand, each replaying to its values; the score is the totals."""
    log = read_acpc_log("\n".join(result.log))
    assert len(log.hands) == hands
    assert log.score == (tuple(result.totals.values()), tuple(result.totals))
    for number, entry in enumerate(log.hands):
        assert entry.state.hand_number == number
        hand = replay(entry.history(game))
        assert list(hand.result.net) == list(entry.values)
        assert sum(entry.values) == 0


@pytest.mark.parametrize("hands", [40, pytest.param(200, marks=pytest.mark.slow)])
def test_two_holdem_agents_play_a_match_through_the_protocol(tmp_path: Path, hands: int) -> None:
    """Heads-up no-limit over localhost TCP: chips conserved, each client's total is the dealer's, the
    log parses and replays, and the seats rotate as ACPC's (the button moves a seat a hand)."""
    log_path = tmp_path / "match.log"
    dealer = AcpcDealer(NOLIMIT, ["alice", "bob"], hands=hands, seed=5, timeout=10, log=log_path)
    clients = Clients()
    clients.start(0, holdem_client(NOLIMIT, RandomAgent(seed=1), dealer.ports[0]))
    clients.start(1, holdem_client(NOLIMIT, TightAggressive(), dealer.ports[1]))
    result = dealer.run()
    played = clients.join()
    assert result.hands == hands and result.incidents == ()
    assert sum(result.totals.values()) == 0 and result.totals["alice"] != 0
    assert [played[0].total, played[1].total] == [result.totals["alice"], result.totals["bob"]]
    assert played[0].hands == played[1].hands == hands
    assert log_path.read_text().splitlines() == list(result.log)
    check_log(result, NOLIMIT, hands)
    # hand h: seat s plays position (s - h) mod 2; doyle's game: every hand from 20,000
    for number, entry in enumerate(read_acpc_log(log_path).hands):
        expected = ("alice", "bob") if number % 2 == 0 else ("bob", "alice")
        assert entry.players == expected
    assert dealer.table is not None
    assert all(r.starting_stacks == (20_000, 20_000) for r in dealer.table.records)


def test_a_three_player_limit_match() -> None:
    """Ring limit hold'em: blinds on positions 0 and 1, the button (position 2) first preflop."""
    dealer = AcpcDealer(LIMIT_3P, ["a", "b", "c"], hands=15, seed=2, timeout=10)
    clients = Clients()
    agents = [RandomAgent(seed=4), CallingStation(), TightAggressive()]
    for seat, agent in enumerate(agents):
        clients.start(seat, holdem_client(LIMIT_3P, agent, dealer.ports[seat]))
    result = dealer.run()
    played = clients.join()
    assert result.incidents == () and sum(result.totals.values()) == 0
    assert [played[s].total for s in range(3)] == list(result.totals.values())
    check_log(result, LIMIT_3P, 15)


CLIENT_PROCESS = """
import sys
from holdem.agents import AcpcClient, RandomAgent, TightAggressive
from holdem.history import read_acpc_game
game = read_acpc_game(sys.argv[1])
agent = RandomAgent(seed=3) if sys.argv[3] == "random" else TightAggressive()
result = AcpcClient(agent, game).play("127.0.0.1", int(sys.argv[2]))
print(result.hands, result.total)
"""


@pytest.mark.slow
def test_bots_in_their_own_processes(tmp_path: Path) -> None:
    """Two bot processes over localhost sockets, each a holdem agent behind an ACPC client."""
    game_file = tmp_path / "holdem.nolimit.2p.reverse_blinds.game"
    game_file.write_text(NOLIMIT.to_text())
    script = tmp_path / "client.py"
    script.write_text(CLIENT_PROCESS)
    env = dict(os.environ, PYTHONPATH=str(Path(holdem.__file__).resolve().parent.parent))
    dealer = AcpcDealer(NOLIMIT, ["random", "tag"], hands=100, seed=8, timeout=20)
    processes = [
        subprocess.Popen(
            [sys.executable, str(script), str(game_file), str(port), name],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for port, name in zip(dealer.ports, ("random", "tag"))
    ]
    try:
        result = dealer.run()
        outputs = [p.communicate(timeout=60) for p in processes]
    finally:
        for p in processes:
            p.kill()
            p.wait()
    assert all(p.returncode == 0 for p in processes), [err for _, err in outputs]
    assert [out.split() for out, _ in outputs] == [
        ["100", str(result.totals["random"])],
        ["100", str(result.totals["tag"])],
    ]
    assert result.incidents == () and sum(result.totals.values()) == 0


# ---- hostile bots ------------------------------------------------------------------------------


def raw_bot(
    port: int, answer: Callable[[str], str | None], *, version: bool = True
) -> Callable[[], Any]:
    """A bot speaking the protocol by hand: ``answer(line)`` gives what it writes back to each line
    the dealer sends (None: nothing; "CLOSE": it hangs up)."""

    def play() -> int:
        with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
            if version:
                connection.sendall(b"VERSION:2.0.0\r\n")
            count = 0
            with connection.makefile("rb") as stream:
                for raw in stream:
                    count += 1
                    reply = answer(raw.decode().rstrip("\r\n"))
                    if reply == "CLOSE":
                        return count
                    if reply is not None:
                        connection.sendall(reply.encode())
            return count

    return play


def play_against(
    bot: Callable[[int], Callable[[], Any]], hands: int = 12, timeout: float = 0.3
) -> Any:
    """A match of the hostile bot (seat 1, "hostile") and a calling station behind a client (seat 2)."""
    dealer = AcpcDealer(
        NOLIMIT, ["hostile", "station"], hands=hands, seed=1, timeout=timeout, connect_timeout=5
    )
    clients = Clients()
    clients.start(0, bot(dealer.ports[0]))
    clients.start(1, holdem_client(NOLIMIT, CallingStation(), dealer.ports[1]))
    result = dealer.run()
    played = clients.join()
    assert result.hands == hands and sum(result.totals.values()) == 0
    assert played[1].total == result.totals["station"]  # the good bot saw every hand to its end
    assert played[1].hands == hands
    check_log(result, NOLIMIT, hands)
    return result


def hostile_incidents(result: Any) -> list[Any]:
    incidents = [i for i in result.incidents if i.player == "hostile"]
    assert all(
        i.table_seat == 1 and i.kind == "exception" and i.action in ("fold", "check")
        for i in incidents
    )
    return incidents


def test_a_bot_answering_junk_is_folded() -> None:
    """R-LIVE-3: an answer to its state whose action cannot be read: folded (or checked when free)."""
    result = play_against(lambda port: raw_bot(port, lambda line: line + ":xyz\r\n"))
    incidents = hostile_incidents(result)
    assert incidents and all(
        "junk" in i.detail or "not one of f, c, r" in i.detail for i in incidents
    )
    assert len(incidents) >= 12  # once a hand at least: it is asked every hand


def test_a_silent_bot_is_folded_after_the_timeout() -> None:
    started = time.monotonic()
    result = play_against(lambda port: raw_bot(port, lambda line: None), hands=4, timeout=0.2)
    incidents = hostile_incidents(result)
    assert incidents and all("no answer in time" in i.detail for i in incidents)
    assert time.monotonic() - started < 20


def test_a_bot_that_hangs_up_is_folded_from_then_on() -> None:
    replies = iter(["CLOSE"])
    result = play_against(lambda port: raw_bot(port, lambda line: next(replies, None)))
    incidents = hostile_incidents(result)
    assert incidents and any("closed" in i.detail or "failed" in i.detail for i in incidents)
    assert all("gone" in i.detail for i in incidents[1:])


def test_a_bot_that_never_connects_is_folded() -> None:
    dealer = AcpcDealer(
        NOLIMIT, ["hostile", "station"], hands=4, seed=1, timeout=1, connect_timeout=0.5
    )
    clients = Clients()
    clients.start(1, holdem_client(NOLIMIT, CallingStation(), dealer.ports[1]))
    result = dealer.run()
    clients.join()
    incidents = hostile_incidents(result)
    assert {i.hand for i in incidents} == {1, 2, 3, 4}  # folded, or checked when free, every hand
    assert all("never connected" in i.detail for i in incidents)
    assert sum(result.totals.values()) == 0


def test_noise_and_late_answers_are_skipped_and_the_right_answer_taken() -> None:
    """Comments, lines that are no state, answers to earlier states: skipped, as ACPC's server does;
    a fold when checking is free is a check, as ACPC's server corrects it."""
    seen: list[str] = []

    def answer(line: str) -> str:
        reply = "# thinking\r\nnot a state\r\n"
        if seen:
            reply += seen[-1] + ":c\r\n"  # an answer to the state before: late, skipped
        seen.append(line)
        return reply + line + ":f\r\n"

    result = play_against(lambda port: raw_bot(port, answer), hands=8)
    assert hostile_incidents(result) == []
    log = read_acpc_log("\n".join(result.log))
    for entry in log.hands:  # heads-up, no fold where a check was free: after checks, or a limp
        for index, round_ in enumerate(entry.state.rounds):
            if "f" in round_:
                before = round_[: round_.index("f")]
                assert not (set(before) <= {"c"} and (index > 0 or before))


def test_dealer_arguments_are_checked() -> None:
    with pytest.raises(InvalidArgumentError, match="names are 2 distinct names"):
        AcpcDealer(NOLIMIT, ["a", "a"], hands=1)
    with pytest.raises(InvalidArgumentError, match="names are 2 distinct"):
        AcpcDealer(NOLIMIT, ["a b", "c"], hands=1)
    with pytest.raises(HistoryError, match="not a hold'em game"):
        AcpcDealer(
            AcpcGame.parse(NOLIMIT.to_text().replace("0 3 1 1", "0 3 1 2")), ["a", "b"], hands=1
        )
    with pytest.raises(InvalidArgumentError, match="ports has 1"):
        AcpcDealer(NOLIMIT, ["a", "b"], hands=1, ports=[0])
    with pytest.raises(InvalidArgumentError, match="timeout"):
        AcpcDealer(NOLIMIT, ["a", "b"], hands=1, timeout=0)


def test_a_client_that_cannot_read_the_dealer_says_so() -> None:
    """A 'dealer' sending junk: the client raises HistoryError naming what it got."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]

        def serve() -> None:
            connection, _ = server.accept()
            with connection:
                connection.recv(100)
                connection.sendall(b"MATCHSTATE:0:0::garbage\r\n")
                time.sleep(0.5)

        thread = threading.Thread(target=serve, daemon=True)
        thread.start()
        with pytest.raises(HistoryError, match="cards 'garbage'"):
            AcpcClient(CallingStation(), NOLIMIT).play("127.0.0.1", port)
        thread.join(5)


def test_a_client_with_a_broken_agent_checks_or_folds() -> None:
    def broken(view: Any) -> str:
        raise RuntimeError("no idea")

    dealer = AcpcDealer(NOLIMIT, ["broken", "station"], hands=6, seed=3, timeout=10)
    clients = Clients()
    clients.start(0, holdem_client(NOLIMIT, broken, dealer.ports[0]))
    clients.start(1, holdem_client(NOLIMIT, CallingStation(), dealer.ports[1]))
    result = dealer.run()
    played = clients.join()
    assert result.incidents == ()  # the client answered every time: with a check or a fold
    assert played[0].failures and all("no idea" in detail for _, detail in played[0].failures)
    assert played[0].total == result.totals["broken"] < 0
    assert all(MatchState.parse(line.rsplit(":", 2)[0]) for line in result.log[1:-1])


LIMIT_2P = AcpcGame.of(TableConfig(BettingStructure.FIXED_LIMIT, small_blind=5, big_blind=10), 2)


def raiser(view: Any) -> Any:
    legal = view.legal_actions
    return ("raise", legal.min_raise_to) if legal.min_raise_to is not None else "cc"


def test_actions_the_hand_does_not_allow_are_corrected_as_acpc_corrects_them() -> None:
    """Limit heads-up: both sides raise every time; ACPC's cap (3 raises preflop, 4 after) holds,
    though the rule book has no cap heads-up (R-BET-11): a raise over it is a call."""
    dealer = AcpcDealer(LIMIT_2P, ["bot", "maniac"], hands=6, seed=2, timeout=5)
    clients = Clients()
    clients.start(0, raw_bot(dealer.ports[0], lambda line: line + ":r\r\n"))
    clients.start(1, holdem_client(LIMIT_2P, raiser, dealer.ports[1]))
    result = dealer.run()
    clients.join()
    assert result.incidents == ()
    for entry in read_acpc_log("\n".join(result.log)).hands:
        caps = [3, 4, 4, 4]
        assert all(r.count("r") <= cap for r, cap in zip(entry.state.rounds, caps))
        assert entry.state.rounds[0].count("r") == 3  # capped, not stopped short


def test_no_limit_raise_sizes_are_brought_within_the_allowed() -> None:
    """A raise to more than the stack is an all-in; one below the minimum is the minimum."""
    sizes = iter(["r99999999", "r101"] * 50)
    dealer = AcpcDealer(NOLIMIT, ["bot", "station"], hands=4, seed=6, timeout=5)
    clients = Clients()
    clients.start(0, raw_bot(dealer.ports[0], lambda line: f"{line}:{next(sizes)}\r\n"))
    clients.start(1, holdem_client(NOLIMIT, CallingStation(), dealer.ports[1]))
    result = dealer.run()
    clients.join()
    assert result.incidents == ()
    raises = [
        a for e in read_acpc_log("\n".join(result.log)).hands for r in e.state.rounds for a in r
    ]
    amounts = {int(a[1:]) for a in raises if a.startswith("r")}
    assert max(amounts) == 20_000 and all(a >= 200 for a in amounts)
