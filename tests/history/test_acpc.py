"""The ACPC protocol: game definitions, MATCHSTATE strings to and from hands, the dealer's log lines."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from holdem import (
    AnteType,
    BettingStructure,
    Hand,
    HistoryError,
    InvalidArgumentError,
    Table,
    TableConfig,
    replay,
)
from holdem.agents import RandomAgent
from holdem.game import Action
from holdem.history import (
    ACPC_VERSION,
    NO_STACK,
    AcpcGame,
    MatchState,
    acpc_log_line,
    matchstate_history,
    matchstates,
    parse_reply,
    read_acpc_game,
    read_acpc_log,
    to_matchstate,
)

# The ACPC server's game definitions (project_acpc_server/*.game), as its files lay them out.
NOLIMIT_2P = """\
GAMEDEF
nolimit
numPlayers = 2
numRounds = 4
stack = 20000 20000
blind = 100 50
firstPlayer = 2 1 1 1
numSuits = 4
numRanks = 13
numHoleCards = 2
numBoardCards = 0 3 1 1
END GAMEDEF
"""
LIMIT_2P = """\
GAMEDEF
limit
numPlayers = 2
numRounds = 4
blind = 10 5
raiseSize = 10 10 20 20
firstPlayer = 2 1 1 1
maxRaises = 3 4 4 4
numSuits = 4
numRanks = 13
numHoleCards = 2
numBoardCards = 0 3 1 1
END GAMEDEF
"""
LIMIT_3P = """\
GAMEDEF
limit
numPlayers = 3
numRounds = 4
blind = 5 10 0
raiseSize = 10 10 20 20
firstPlayer = 3 1 1 1
maxRaises = 3 4 4 4
numSuits = 4
numRanks = 13
numHoleCards = 2
numBoardCards = 0 3 1 1
END GAMEDEF
"""
KUHN_3P = """\
# Kuhn poker: one card each, one round
GAMEDEF
limit
numPlayers = 3
numRounds = 1
blind = 1 1 1
raiseSize = 1
firstPlayer = 1
maxRaises = 1
numSuits = 1
numRanks = 4
numHoleCards = 1
numBoardCards = 0
END GAMEDEF
"""

# What the server sends each bot in the protocol's examples (protocol.md, version 2.0.0), by game.
SPEC_STATES = {
    "limit2": """\
MATCHSTATE:0:0::TdAs|
MATCHSTATE:0:0:r:TdAs|
MATCHSTATE:0:0:rr:TdAs|
MATCHSTATE:0:0:rrc/:TdAs|/2c8c3h
MATCHSTATE:0:0:rrc/r:TdAs|/2c8c3h
MATCHSTATE:0:0:rrc/rc/:TdAs|/2c8c3h/9c
MATCHSTATE:0:0:rrc/rc/c:TdAs|/2c8c3h/9c
MATCHSTATE:0:0:rrc/rc/cr:TdAs|/2c8c3h/9c
MATCHSTATE:0:0:rrc/rc/crc/:TdAs|/2c8c3h/9c/Kh
MATCHSTATE:0:0:rrc/rc/crc/c:TdAs|/2c8c3h/9c/Kh
MATCHSTATE:0:0:rrc/rc/crc/cr:TdAs|/2c8c3h/9c/Kh
MATCHSTATE:0:0:rrc/rc/crc/crc:TdAs|8hTc/2c8c3h/9c/Kh
MATCHSTATE:1:1::|Qd7c
MATCHSTATE:1:1:r:|Qd7c
MATCHSTATE:1:1:rr:|Qd7c
MATCHSTATE:1:1:rrc/:|Qd7c/2h8h5c
MATCHSTATE:1:1:rrc/r:|Qd7c/2h8h5c
MATCHSTATE:1:1:rrc/rc/:|Qd7c/2h8h5c/Th
MATCHSTATE:1:1:rrc/rc/r:|Qd7c/2h8h5c/Th
MATCHSTATE:1:1:rrc/rc/rf:|Qd7c/2h8h5c/Th
MATCHSTATE:0:2::9d7s|
MATCHSTATE:0:2:r:9d7s|
MATCHSTATE:0:2:rc/:9d7s|/5d2cJc
MATCHSTATE:0:2:rc/c:9d7s|/5d2cJc
MATCHSTATE:0:2:rc/cc/:9d7s|/5d2cJc/3d
MATCHSTATE:0:2:rc/cc/c:9d7s|/5d2cJc/3d
MATCHSTATE:0:2:rc/cc/cr:9d7s|/5d2cJc/3d
MATCHSTATE:0:2:rc/cc/crf:9d7s|/5d2cJc/3d""",
    "nolimit2": """\
MATCHSTATE:0:30::9s8h|
MATCHSTATE:0:30:c:9s8h|
MATCHSTATE:0:30:cc/:9s8h|/8c8d5c
MATCHSTATE:0:30:cc/r250:9s8h|/8c8d5c
MATCHSTATE:0:30:cc/r250c/:9s8h|/8c8d5c/6s
MATCHSTATE:0:30:cc/r250c/r500:9s8h|/8c8d5c/6s
MATCHSTATE:0:30:cc/r250c/r500c/:9s8h|/8c8d5c/6s/2d
MATCHSTATE:0:30:cc/r250c/r500c/r1250:9s8h|/8c8d5c/6s/2d
MATCHSTATE:0:30:cc/r250c/r500c/r1250c:9s8h|9c6h/8c8d5c/6s/2d
MATCHSTATE:1:31::|JdTc
MATCHSTATE:1:31:r300:|JdTc
MATCHSTATE:1:31:r300r900:|JdTc
MATCHSTATE:1:31:r300r900c/:|JdTc/6dJc9c
MATCHSTATE:1:31:r300r900c/r1800:|JdTc/6dJc9c
MATCHSTATE:1:31:r300r900c/r1800r3600:|JdTc/6dJc9c
MATCHSTATE:1:31:r300r900c/r1800r3600r9000:|JdTc/6dJc9c
MATCHSTATE:1:31:r300r900c/r1800r3600r9000c/:|JdTc/6dJc9c/Kh
MATCHSTATE:1:31:r300r900c/r1800r3600r9000c/r20000:|JdTc/6dJc9c/Kh
MATCHSTATE:1:31:r300r900c/r1800r3600r9000c/r20000c/:KsJs|JdTc/6dJc9c/Kh/Qc""",
    "limit3": """\
MATCHSTATE:2:55::||AsTs
MATCHSTATE:2:55:r:||AsTs
MATCHSTATE:2:55:rc:||AsTs
MATCHSTATE:2:55:rcc/:||AsTs/4cJh8h
MATCHSTATE:2:55:rcc/r:||AsTs/4cJh8h
MATCHSTATE:2:55:rcc/rf:||AsTs/4cJh8h
MATCHSTATE:2:55:rcc/rfc/:||AsTs/4cJh8h/Kd
MATCHSTATE:2:55:rcc/rfc/r:||AsTs/4cJh8h/Kd
MATCHSTATE:2:55:rcc/rfc/rc/:||AsTs/4cJh8h/Kd/8c
MATCHSTATE:2:55:rcc/rfc/rc/r:||AsTs/4cJh8h/Kd/8c
MATCHSTATE:2:55:rcc/rfc/rc/rf:||AsTs/4cJh8h/Kd/8c
MATCHSTATE:0:90::Ad6h||
MATCHSTATE:0:90:c:Ad6h||
MATCHSTATE:0:90:cr:Ad6h||
MATCHSTATE:0:90:crf:Ad6h||
MATCHSTATE:0:90:crfc/:Ad6h||/TsKd7h
MATCHSTATE:0:90:crfc/r:Ad6h||/TsKd7h
MATCHSTATE:0:90:crfc/rc/:Ad6h||/TsKd7h/Kh
MATCHSTATE:0:90:crfc/rc/r:Ad6h||/TsKd7h/Kh
MATCHSTATE:0:90:crfc/rc/rc/:Ad6h||/TsKd7h/Kh/6d
MATCHSTATE:0:90:crfc/rc/rc/r:Ad6h||/TsKd7h/Kh/6d
MATCHSTATE:0:90:crfc/rc/rc/rc:Ad6h||Td2h/TsKd7h/Kh/6d""",
}
SPEC_GAMES = {"limit2": LIMIT_2P, "nolimit2": NOLIMIT_2P, "limit3": LIMIT_3P}


# ---- game definitions ---------------------------------------------------------------------


def test_the_servers_games_are_read_and_written_back() -> None:
    for text in (NOLIMIT_2P, LIMIT_2P, LIMIT_3P, KUHN_3P):
        game = AcpcGame.parse(text)
        assert AcpcGame.parse(game.to_text()) == game
    assert AcpcGame.parse(NOLIMIT_2P).to_text() == NOLIMIT_2P
    assert AcpcGame.parse(LIMIT_3P).to_text() == LIMIT_3P


def test_a_games_fields() -> None:
    game = AcpcGame.parse(LIMIT_3P)
    assert (game.betting, game.num_players, game.blinds) == ("limit", 3, (5, 10, 0))
    assert game.first_player == (2, 0, 0, 0) and game.max_raises == (3, 4, 4, 4)
    assert game.stacks == (NO_STACK,) * 3  # limit games name no stack: ACPC's INT32_MAX
    config = game.table_config()
    assert (config.betting, config.small_blind, config.big_blind) == (
        BettingStructure.FIXED_LIMIT,
        5,
        10,
    )
    assert (config.small_bet, config.big_bet, config.max_raises_per_round) == (10, 20, 4)
    heads_up = AcpcGame.parse(NOLIMIT_2P).table_config()  # reverse blinds: 100 is the big blind
    assert (heads_up.small_blind, heads_up.big_blind) == (50, 100)


def test_one_line_lower_case_definitions_read_too(tmp_path: Path) -> None:
    one_line = " ".join(NOLIMIT_2P.split()).lower()
    assert AcpcGame.parse(one_line) == AcpcGame.parse(NOLIMIT_2P)
    path = tmp_path / "holdem.nolimit.2p.reverse_blinds.game"
    path.write_text(NOLIMIT_2P)
    assert read_acpc_game(path) == read_acpc_game(str(path)) == read_acpc_game(NOLIMIT_2P)


def test_the_game_of_a_tables_rules_is_the_servers() -> None:
    """R-BLIND-2: heads-up the button posts the small blind and acts first preflop: ACPC's reverse
    blinds; R-BET-11: a cap of a bet and three raises is ACPC's maxRaises 3 4 4 4."""
    nolimit = AcpcGame.of(TableConfig(small_blind=50, big_blind=100), 2, 20_000)
    assert nolimit == AcpcGame.parse(NOLIMIT_2P)
    limit = AcpcGame.of(TableConfig(BettingStructure.FIXED_LIMIT, small_blind=5, big_blind=10), 3)
    assert limit == AcpcGame.parse(LIMIT_3P)
    six = AcpcGame.of(TableConfig(small_blind=1, big_blind=2), 6, [100, 200, 300, 400, 500, 600])
    assert six.first_player == (2, 0, 0, 0) and six.blinds == (1, 2, 0, 0, 0, 0)
    assert six.table_config() == TableConfig(small_blind=1, big_blind=2)


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("nolimit numPlayers = 2", "from GAMEDEF to END GAMEDEF"),
        (NOLIMIT_2P.replace("numRanks", "numRankz"), "'numrankz' is not part"),
        (NOLIMIT_2P.replace("numPlayers = 2", "numPlayers = 11"), "numPlayers is a whole number"),
        (NOLIMIT_2P.replace("stack = 20000 20000", "stack = 20 20"), "greater than its stack"),
        (LIMIT_2P.replace("raiseSize = 10 10 20 20\n", ""), "raiseSize has 0 values"),
        (NOLIMIT_2P.replace("blind = 100 50", "blind = 100"), "blind has 1 values"),
        (NOLIMIT_2P.replace("numBoardCards = 0 3 1 1", ""), "no numboardcards"),
        (NOLIMIT_2P.replace("numHoleCards = 2", "numHoleCards = 20"), "numHoleCards"),
        (NOLIMIT_2P.replace("firstPlayer = 2 1 1 1", "firstPlayer = 3 1 1 1"), "firstPlayer"),
    ],
)
def test_a_bad_definition_is_named(text: str, match: str) -> None:
    with pytest.raises(HistoryError, match=match):
        AcpcGame.parse(text)


def test_games_this_engine_does_not_play_are_refused_where_a_hand_is_played() -> None:
    kuhn = AcpcGame.parse(KUHN_3P)
    with pytest.raises(HistoryError, match="not a hold'em game.*0, 3, 1 and 1 board cards"):
        kuhn.table_config()
    non_reverse = AcpcGame.parse(
        NOLIMIT_2P.replace("blind = 100 50", "blind = 50 100").replace("2 1 1 1", "1 2 2 2")
    )
    with pytest.raises(HistoryError, match="firstPlayer = 2 1 1 1"):
        matchstate_history("MATCHSTATE:0:0::9s8h|", non_reverse)
    with pytest.raises(HistoryError, match="no antes"):
        AcpcGame.of(TableConfig(ante=1, ante_type=AnteType.UNIFORM), 3, 100)
    with pytest.raises(HistoryError, match="no pot-limit"):
        AcpcGame.of(TableConfig(BettingStructure.POT_LIMIT), 3, 100)


# ---- match states --------------------------------------------------------------------------


def spec_hands(key: str) -> list[list[str]]:
    """The protocol's example states of one game, grouped by hand."""
    hands: dict[int, list[str]] = {}
    for line in SPEC_STATES[key].splitlines():
        hands.setdefault(MatchState.parse(line).hand_number, []).append(line)
    return list(hands.values())


@pytest.mark.parametrize("key", sorted(SPEC_STATES))
def test_the_protocols_examples_parse_and_print_back(key: str) -> None:
    for hand in spec_hands(key):
        for line in hand:
            assert str(MatchState.parse(line)) == line


@pytest.mark.parametrize("key", sorted(SPEC_STATES))
def test_the_protocols_hands_replay_and_give_its_states_back(key: str) -> None:
    """Each example hand read from its last state and replayed by the engine: the states the engine's
    hand gives that bot are the server's, one for one."""
    game = AcpcGame.parse(SPEC_GAMES[key])
    for lines in spec_hands(key):
        last = MatchState.parse(lines[-1])
        hand = replay(matchstate_history(last, game))
        assert hand.is_complete
        viewer = last.position  # the replayed hand's seats are the positions
        assert matchstates(hand, viewer, last.hand_number) == lines
        assert to_matchstate(hand, viewer, last.hand_number) == lines[-1]
        for line in lines[:-1]:  # every state mid-hand replays to a hand still running
            assert not replay(matchstate_history(line, game)).is_complete


def test_a_showdown_state_replays_to_the_servers_result() -> None:
    """Hand 31: an all-in on the turn called, KsJs against JdTc on 6dJc9c Kh Qc: the straight wins."""
    game = AcpcGame.parse(NOLIMIT_2P)
    last = MatchState.parse(SPEC_STATES["nolimit2"].splitlines()[-1])
    hand = replay(matchstate_history(last, game))
    assert hand.result.net == (-20_000, 20_000)


def test_each_seat_sees_its_own_cards_only() -> None:
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100] * 3, button=0, seed=9)
    hand.fold()
    own = [to_matchstate(hand, seat) for seat in range(3)]
    for seat, text in enumerate(own):
        state = MatchState.parse(text)
        known = [p for p, cards in enumerate(state.hole_cards) if cards is not None]
        assert known == [state.position] and state.position == (seat - 1) % 3
        assert state.hole_cards[state.position] == hand.hole_cards_of(seat)
    full = MatchState.parse(matchstates(hand, None)[-1])
    assert full.position is None and all(cards for cards in full.hole_cards)


def random_table(config: TableConfig, n: int, hands: int, seed: int) -> Table:
    table = Table(config, seats=n, seed=seed, min_buy_in=1, max_buy_in=10**7)
    rng = random.Random(seed)
    for s in range(n):
        table.join(f"p{s}", rng.randint(300, 40_000), s + 1, auto_rebuy=True, auto_muck=bool(s % 2))
    table.play({f"p{s}": RandomAgent(seed=seed + s) for s in range(n)}, hands=hands)
    return table


def by_position(values: tuple[int, ...], button: int) -> list[int]:
    n = len(values)
    return [values[(button + 1 + p) % n] for p in range(n)]


@pytest.mark.parametrize(
    "config",
    [
        TableConfig(small_blind=50, big_blind=100),
        TableConfig(BettingStructure.FIXED_LIMIT, small_blind=5, big_blind=10),
    ],
    ids=["nolimit", "limit"],
)
@pytest.mark.parametrize("n", [2, 3, 6])
def test_table_hands_round_trip_through_every_seats_states(config: TableConfig, n: int) -> None:
    """Every state of every seat (and the dealer's) read back and replayed: each mid-hand one runs, the
    last gives the same actions and stacks (uneven stacks: all-ins among them)."""
    table = random_table(config, n, 40 // n, seed=n)
    for record in table.records:
        hand = record.hand
        game = AcpcGame.of(config, n, by_position(hand.starting_stacks, hand.button))
        expected = [(a.kind, a.amount, a.added) for a in hand.events if type(a) is Action]
        for seat in (None, *range(n)):
            states = matchstates(hand, seat, record.number)
            again = replay(matchstate_history(states[-1], game))
            assert again.is_complete
            assert list(again.stacks) == by_position(hand.stacks, hand.button)
            got = [(a.kind, a.amount, a.added) for a in again.events if type(a) is Action]
            assert got == expected
            if seat in (None, 0):  # (each mid-hand state of one bot's view and the dealer's)
                for state in states[:-1]:
                    assert not replay(matchstate_history(state, game)).is_complete


def test_replies() -> None:
    assert parse_reply("MATCHSTATE:0:30:cc/:9s8h|/8c8d5c:r250\r\n")[1] == "r250"
    assert parse_reply("MATCHSTATE:0:0:r:TdAs|:K")[1] == "c"  # ACPC reads k as a call
    assert parse_reply("MATCHSTATE:0:0:r:TdAs|:b")[1] == "r"
    for junk in ("MATCHSTATE:0:0:r:TdAs|", "MATCHSTATE:0:0:r:TdAs|:x", "hello", "STATE:0::a|b:c"):
        with pytest.raises(HistoryError):
            parse_reply(junk)
    assert ACPC_VERSION == "2.0.0"


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ("MATCHSTATE:x:0::9s8h|", "the position is a whole number"),
        ("MATCHSTATE:0:0:rq:9s8h|", "betting 'rq' is not ACPC's"),
        ("MATCHSTATE:0:0::9s8x|", "hole cards '9s8x'"),
        ("MATCHSTATE:3:0::9s8h|", "the viewer's among them"),
        ("MATCHSTATE:0:0:cc/:9s8h|", "round 2 deals 3 board cards"),
        ("MATCHSTATE:0:0:cc/c/c/c/:9s8h|/8c8d5c/6s/2d/3d", "more rounds"),
        ("MATCHSTATE:0:0:r:9s8h|", "no size"),
        ("MATCHSTATE:0:0::9s8h||", "3 players' cards; the game has 2"),
        ("MATCHSTATE:0:0:ff:9s8h|", "after the hand ended"),
        ("MATCHSTATE:0:0:r20000cc:9s8h|", "no player can act"),
        ("MATCHSTATE:0:0::" + "9s" * 40_000 + "|", "too long"),
    ],
)
def test_a_bad_state_is_named(text: str, match: str) -> None:
    with pytest.raises(HistoryError, match=match):
        matchstate_history(text, AcpcGame.parse(NOLIMIT_2P))


def test_an_illegal_betting_is_the_replays_to_refuse() -> None:
    """A state that reads but breaks the rules (a raise below the minimum) replays to a ReplayError."""
    history = matchstate_history("MATCHSTATE:1:0:r150:|JdTc", AcpcGame.parse(NOLIMIT_2P))
    with pytest.raises(HistoryError, match="raise to at least 200"):
        replay(history)


def test_hands_acpc_has_no_form_for_are_refused() -> None:
    ante = Hand(TableConfig(ante=1, ante_type=AnteType.UNIFORM), [100] * 3, button=0, seed=1)
    with pytest.raises(HistoryError, match="ACPC has no ante"):
        to_matchstate(ante, 0)
    pot = Hand(TableConfig(BettingStructure.POT_LIMIT), [100] * 3, button=0, seed=1)
    with pytest.raises(HistoryError, match="no pot-limit"):
        matchstates(pot, 0)
    with pytest.raises(HistoryError, match="seat is a hand seat"):
        to_matchstate(Hand(TableConfig(), [100] * 3, button=0, seed=1), 3)
    with pytest.raises(InvalidArgumentError):
        to_matchstate("hand", 0)  # type: ignore[arg-type]


# ---- the dealer's log ----------------------------------------------------------------------


def test_log_lines_are_written_and_read_back(tmp_path: Path) -> None:
    table = random_table(TableConfig(small_blind=50, big_blind=100), 3, 30, seed=4)
    lines = ["# name/game/hands/seed test holdem.nolimit.3p.game 30 4"]
    for record in table.records:
        lines.append(acpc_log_line(record.hand, record.number - 1, record.players))
    lines.append("SCORE:12|-7.5|-4.5:p0|p1|p2")
    path = tmp_path / "match.log"
    path.write_text("\n".join(lines) + "\n")
    log = read_acpc_log(path)
    assert log.score == ((12, -7.5, -4.5), ("p0", "p1", "p2"))
    assert len(log.hands) == 30
    for record, entry in zip(table.records, log.hands):
        hand = record.hand
        assert entry.state.hand_number == record.number - 1
        assert list(entry.values) == by_position(hand.result.net, hand.button)
        assert list(entry.players) == by_position(record.players, hand.button)  # type: ignore[arg-type]
        game = AcpcGame.of(hand.config, 3, by_position(hand.starting_stacks, hand.button))
        again = replay(entry.history(game))
        assert list(again.stacks) == by_position(hand.stacks, hand.button)
        assert sum(entry.values) == 0


def test_a_bad_log_line_is_named_by_its_number() -> None:
    with pytest.raises(HistoryError, match="line 2: a log line has one value"):
        read_acpc_log("# comment\nSTATE:0:f:9s8h|Td2c:50:a|b\n")
    with pytest.raises(HistoryError, match="line 1: value 'x'"):
        read_acpc_log("STATE:0:f:9s8h|Td2c:x|1:a|b\n")
    with pytest.raises(HistoryError, match="line 1: a score line"):
        read_acpc_log("SCORE:1|2\n")
