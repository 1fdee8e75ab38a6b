"""PHH hand histories: reading, writing, .phhs files, replay and its errors."""

from __future__ import annotations

import datetime
import pickle
import random
import sys
from decimal import Decimal
from pathlib import Path

import pytest

import holdem
from holdem import (
    HandHistory,
    HistoryError,
    ReplayError,
    parse_cards,
    read_phh,
    read_phhs,
    replay,
    to_phh,
)
from holdem.history import _toml, finishing_amounts, write_phhs
from phh_samples import HEADS_UP_CENTS, SMALL, THREE_HANDED

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

# A three-handed all-in hand laid out like the PHH standard's examples (comments, single quotes).


# ---- TOML writing ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "plain",
        'quote " and back\\slash',
        "tab\tnew\nline",
        "\x00\x1f\x7f control",
        "ünïcode ♠ 🂡",
        0,
        -5,
        10**18,
        True,
        False,
        Decimal("183.50"),
        Decimal("0.1"),
        Decimal("100"),
        Decimal("1E+3"),
        1.5,
        float("inf"),
        [1, 2, 3],
        ["a", "b"],
        [],
        [Decimal("1.5"), 2],
        datetime.time(5, 36, 35),
        datetime.date(2009, 7, 5),
    ],
)
def test_toml_values_round_trip(value: object) -> None:
    text = _toml.dumps({"key": value, "spaced key": value})
    read = tomllib.loads(text, parse_float=Decimal)
    expected = Decimal(repr(value)) if isinstance(value, float) else value
    if isinstance(value, Decimal):  # "100" is written as 100.0 so it stays a float
        assert read["key"] == value and isinstance(read["key"], Decimal)
    else:
        assert read == {"key": expected, "spaced key": expected}


def test_toml_rejects_what_it_cannot_write() -> None:
    with pytest.raises(holdem.InvalidArgumentError, match="cannot write set"):
        _toml.dumps({"key": {1, 2}})


# ---- reading -----------------------------------------------------------------------------------


def test_read_phh_text_and_file(tmp_path: Path) -> None:
    history = read_phh(THREE_HANDED)
    assert history.variant == "NT"
    assert history.starting_stacks == [1125600, 2000000, 1553500]
    assert history.actions[3] == "p3 cbr 7000"
    assert history.players == ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
    path = tmp_path / "three-handed.phh"
    path.write_text(THREE_HANDED, encoding="utf-8")
    assert read_phh(path) == history
    assert read_phh(str(path)) == history


def test_decimal_amounts_are_exact() -> None:
    history = read_phh(HEADS_UP_CENTS)
    assert history.starting_stacks == [Decimal("213.50"), Decimal("1049.50")]
    assert history.chip_scale() == 10
    assert history.starting_chips() == [2135, 10495]
    assert history.starting_chips(100) == [21350, 104950]


def test_unknown_fields_are_kept() -> None:
    text = THREE_HANDED + '_venue_id = 42\nevent = "Full Tilt"\n'
    history = read_phh(text)
    assert history.event == "Full Tilt"
    assert history.extra == {"_venue_id": 42}
    assert read_phh(history.to_toml()) == history


@pytest.mark.parametrize(
    "text, message",
    [
        ("variant = 'NT'\nantes = [0, 0]\n", "missing the required field"),
        ("variant = = 'NT'\n", "not valid TOML"),
        (
            THREE_HANDED.replace("antes = [500, 500, 500]", "antes = [500, 500]"),
            "antes has 2 entries",
        ),
        (THREE_HANDED.replace("min_bet = 2000", "min_bet = 'big'"), "min_bet must be a number"),
        (THREE_HANDED.replace("variant = 'NT'", "variant = 3"), "variant must be a string"),
    ],
)
def test_read_errors_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(HistoryError, match=message):
        read_phh(text)


def test_missing_file_is_a_history_error(tmp_path: Path) -> None:
    with pytest.raises(HistoryError, match="cannot read"):
        read_phh(tmp_path / "absent.phh")


def test_phhs_holds_many_hands(tmp_path: Path) -> None:
    first, second = read_phh(THREE_HANDED), read_phh(HEADS_UP_CENTS)
    text = write_phhs([first, second])
    assert text.startswith("[1]\n")
    path = tmp_path / "two.phhs"
    path.write_text(text, encoding="utf-8")
    assert read_phhs(path) == [first, second]
    with pytest.raises(HistoryError, match=r"\[2\]: .*missing"):
        read_phhs("[1]\n" + first.to_toml() + "\n[2]\nvariant = 'NT'\n")
    with pytest.raises(HistoryError, match="one table per hand"):
        read_phhs("variant = 'NT'\n")


def test_write_read_round_trip() -> None:
    for text in (THREE_HANDED, HEADS_UP_CENTS):
        history = read_phh(text)
        assert read_phh(history.to_toml()) == history
        assert tomllib.loads(history.to_toml(), parse_float=Decimal) == tomllib.loads(
            text, parse_float=Decimal
        )


def test_replay_error_pickles() -> None:
    error = ReplayError(3, "p2 cbr 1", "too small (R-BET-7)")
    again = pickle.loads(pickle.dumps(error))
    assert (again.index, again.action, again.reason, str(again)) == (
        3,
        "p2 cbr 1",
        "too small (R-BET-7)",
        str(error),
    )
    assert isinstance(again, HistoryError) and isinstance(again, ValueError)


# ---- replay ------------------------------------------------------------------------------------


def test_replay_gives_the_recorded_finishing_stacks() -> None:
    history = read_phh(THREE_HANDED)
    hand = replay(history)
    assert hand.is_complete
    assert list(hand.stacks) == [0, 1976500, 2702600] == history.finishing_stacks
    # PHH player 1 is the small blind (seat 0), the button is the last seat
    assert hand.button == 2


def test_replay_in_cents() -> None:
    history = read_phh(HEADS_UP_CENTS)
    hand = replay(history)
    assert list(hand.stacks) == [0, 12630]  # chips of 10 cents: chip_scale() == 10
    assert list(replay(history, scale=100).stacks) == [0, 126300]
    # heads-up PHH: the big blind is p1 (seat 0), the button p2 (seat 1) posts the small blind
    assert hand.events[0].seat == 1 and hand.events[0].kind == "small blind"


@pytest.mark.parametrize(
    "change, index, reason",
    [
        (("'p3 cbr 7000'", "'p3 cbr 3000'"), 3, "at least"),  # below the minimum raise (R-BET-7)
        (("'p3 cbr 7000'", "'p2 cbr 7000'"), 3, "R-BET-14"),  # out of turn
        (("'p1 cc',  # Ivey is all-in", "'p1 f',"), 15, "folded"),  # a folded hand shown
        (("'d db 4s'", "'d db 4s5s'"), 17, "1 card"),  # a turn of two cards
        (("'d db 4s'", "'d db Jc'"), 17, "already been dealt"),  # a card dealt twice
        (("'p3 cbr 7000'", "'p3 xx 7000'"), 3, "not a hold'em action"),
        (("'p3 cbr 7000'", "'p9 cbr 7000'"), 3, "players are p1 to p3"),
    ],
)
def test_replay_errors_name_the_action_and_the_reason(
    change: tuple[str, str], index: int, reason: str
) -> None:
    history = read_phh(THREE_HANDED.replace(*change))
    with pytest.raises(ReplayError) as info:
        replay(history)
    error = info.value
    assert error.index == index
    assert error.action == history.actions[index]
    assert reason in error.reason
    assert str(error).startswith(f"action {index} {history.actions[index]!r}: ")


def test_replay_amounts_must_be_whole_chips_at_the_scale() -> None:
    history = read_phh(THREE_HANDED.replace("'p3 cbr 7000'", "'p3 cbr 7000.5'"))
    assert history.chip_scale() == 10  # by default every amount is made whole
    with pytest.raises(ReplayError, match="whole number of chips at scale 1"):
        replay(history, scale=1)


def test_replay_leaves_a_partial_history_running() -> None:
    history = read_phh(THREE_HANDED)
    history.actions = history.actions[:10]  # up to the first flop bet
    hand = replay(history)
    assert not hand.is_complete and hand.actor is not None


def test_unsupported_setups_are_history_errors() -> None:
    for change, message in [
        (("variant = 'NT'", "variant = 'F2L3D'"), "not a game this library plays"),
        (("antes = [500, 500, 500]", "antes = [500, 0, 100]"), "antes"),
        (
            ("blinds_or_straddles = [1000, 2000, 0]", "blinds_or_straddles = [1000, -2000, 0]"),
            "negative",
        ),
        (
            ("blinds_or_straddles = [1000, 2000, 0]", "blinds_or_straddles = [1000, 2000, -4000]"),
            "forced bet",
        ),
        (
            ("antes = [500, 500, 500]", "antes = [500, inf, 500]"),
            "unknown amount",
        ),  # only a stack may be inf
    ]:
        with pytest.raises(HistoryError, match=message):
            replay(read_phh(THREE_HANDED.replace(*change)))


def test_unknown_show_waits_for_the_cards() -> None:
    # Online logs show "????" on each street of a runout, and the cards at the end.
    text = HEADS_UP_CENTS.replace(
        '"p2 cc", "p1 sm 4d5d", "p2 sm AdKs", "d db Kh", "d db 9h"',
        '"p2 cc", "p1 sm ????", "p2 sm ????", "d db Kh", "p2 sm ????", "d db 9h", '
        '"p2 sm AdKs", "p1 sm 4d5d"',
    )
    assert list(replay(read_phh(text)).stacks) == [0, 12630]
    # never shown: an unknown hand cannot win (R-SHOW-2), the known one takes the pot
    text = HEADS_UP_CENTS.replace('"p1 sm 4d5d", ', '"p1 sm ????", ')
    assert list(replay(read_phh(text)).stacks) == [0, 12630]


# ---- writing a hand ----------------------------------------------------------------------------


def test_to_phh_round_trip_of_a_replayed_hand() -> None:
    history = read_phh(THREE_HANDED)
    hand = replay(history)
    text = to_phh(hand, players=["Ivey", "Antonius", "Dwan"])
    again = read_phh(text)
    assert again.actions == [a for a in history.actions]
    assert again.finishing_stacks == history.finishing_stacks
    assert again.players == ["Ivey", "Antonius", "Dwan"]
    assert list(replay(again).stacks) == list(hand.stacks)


def test_to_phh_in_the_files_units() -> None:
    history = read_phh(HEADS_UP_CENTS)
    hand = replay(history)
    again = read_phh(to_phh(hand, scale=history.chip_scale()))
    assert again.starting_stacks == history.starting_stacks
    assert again.finishing_stacks == history.finishing_stacks
    # the same actions in the same places (the shows before the turn), amounts written shortest
    assert again.actions == [a.replace("183.50", "183.5") for a in history.actions]


@pytest.mark.parametrize(
    "betting, players", [("NO_LIMIT", 6), ("POT_LIMIT", 3), ("FIXED_LIMIT", 2)]
)
def test_to_phh_of_played_hands_replays_the_same(betting: str, players: int) -> None:
    import random

    chooser = random.Random(7)
    config = holdem.TableConfig(
        getattr(holdem.BettingStructure, betting),
        small_blind=5,
        big_blind=10,
        ante=2 if players > 2 else 0,
    )
    for number in range(30):
        stacks = [chooser.randint(15, 400) for _ in range(players)]
        hand = holdem.Hand(config, stacks, button=number % players, seed=number)
        while not hand.is_complete:
            if hand.actor is None:
                hand.finish_showdown()
                continue
            legal = hand.legal_actions()
            pick = chooser.random()
            if legal.min_raise_to is not None and pick < 0.3:
                hand.bet_or_raise_to(chooser.randint(legal.min_raise_to, legal.max_raise_to))
            elif pick < 0.85 or not legal.fold:
                hand.check_or_call()
            else:
                hand.fold()
        text = to_phh(hand)
        again = replay(read_phh(text))
        # the replay is the same hand in the same seats (PHH's seats field); finishing_stacks are in PHH order
        assert list(again.stacks) == list(hand.stacks) and again.button == hand.button
        assert read_phh(text).finishing_stacks == finishing_amounts(again, 1)


def test_to_phh_for_one_seat_hides_the_other_hole_cards() -> None:
    config = holdem.TableConfig(small_blind=1, big_blind=2)
    hand = holdem.Hand(config, [100, 100, 100], button=0, seed=11)
    hand.fold()  # seat 0 (button, first to act three-handed) folds
    hand.check_or_call()
    hand.check_or_call()
    mine = read_phh(to_phh(hand, seat=1))
    table = read_phh(to_phh(hand))
    # PHH p1 is seat 1 (small blind), p2 seat 2, p3 seat 0 (button)
    cards = {s: "".join(map(str, hand.hole_cards_of(s))) for s in range(3)}
    assert mine.actions[:3] == [f"d dh p1 {cards[1]}", "d dh p2 ????", "d dh p3 ????"]
    assert table.actions[:3] == [
        f"d dh p1 {cards[1]}",
        f"d dh p2 {cards[2]}",
        f"d dh p3 {cards[0]}",
    ]
    assert cards[0] not in to_phh(hand, seat=1) and cards[2] not in to_phh(hand, seat=1)
    assert mine.finishing_stacks is None  # the hand is still running
    with pytest.raises(HistoryError, match="seat .*from 0 to 2, got 3"):
        to_phh(hand, seat=3)


LIVE_POST = """\
variant = "NT"
antes = [0, 0, 0, 0]
blinds_or_straddles = [1, 2, -2, 0]
min_bet = 2
starting_stacks = [100, 100, 100, 100]
actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", "p3 cc", "p4 cbr 6", "p1 f", "p2 f",
           "p3 cbr 20", "p4 f"]
"""


def test_a_blind_posted_out_of_position_is_live_and_keeps_the_first_action() -> None:
    # PHH writes a post by a player back from sitting out as a negative blinds_or_straddles entry
    history = read_phh(LIVE_POST)
    assert history.live_posts() == {2: 2}
    hand = replay(history)
    first = next(e for e in hand.events if type(e).__name__ == "Action")
    assert (
        first.seat == 2 and first.kind is holdem.ActionKind.CHECK
    )  # UTG acts first; the post is live
    assert list(hand.stacks) == [99, 98, 109, 94]
    again = read_phh(to_phh(hand))
    assert again.blinds_or_straddles == [1, 2, -2, 0]
    assert list(replay(again).stacks) == list(hand.stacks)
    with pytest.raises(holdem.InvalidArgumentError, match="posts a blind or straddle already"):
        holdem.Hand(
            holdem.TableConfig(small_blind=1, big_blind=2), [100] * 4, button=3, posts={1: 2}
        )


@pytest.mark.filterwarnings(
    "ignore:There is no reason for this player to fold"
)  # pokerkit's remark
@pytest.mark.parametrize("betting", ["NO_LIMIT", "FIXED_LIMIT"])
def test_pokerkit_reads_what_we_write(betting: str) -> None:
    """Interoperability: pokerkit (the PHH reference) replays our files to the same stacks."""
    pokerkit = pytest.importorskip("pokerkit")
    import random

    chooser = random.Random(3)
    config = holdem.TableConfig(
        getattr(holdem.BettingStructure, betting), small_blind=5, big_blind=10, ante=1
    )
    for number in range(20):
        players = 2 + number % 5
        hand = holdem.Hand(
            config, [chooser.randint(30, 500) for _ in range(players)], button=0, seed=number
        )
        while not hand.is_complete:
            if hand.actor is None:
                hand.finish_showdown()
            elif hand.legal_actions().min_raise_to is not None and chooser.random() < 0.3:
                legal = hand.legal_actions()
                hand.bet_or_raise_to(chooser.randint(legal.min_raise_to, legal.max_raise_to))
            elif chooser.random() < 0.8:
                hand.check_or_call()
            else:
                hand.fold()
        text = to_phh(hand)
        for state in pokerkit.HandHistory.loads(text):  # noqa: B007  (the last state is read after the loop)
            pass
        assert list(state.stacks) == read_phh(text).finishing_stacks, text


def test_per_seat_phh_of_a_hand_dealt_one_card_at_a_time_replays() -> None:
    config = holdem.TableConfig(small_blind=1, big_blind=2)
    deck = iter(holdem.parse_cards("AcKd 2h3h 7s8s Qd Jd 9c 4c 5c 6h 2c Td"))
    hand = holdem.Hand(config, [100, 100, 100], button=0, dealing="manual")
    for _ in range(2):  # one card to each seat, then a second pass
        for seat in hand.hole_cards_due:
            hand.deal_hole(seat, [next(deck)])
    while not hand.is_complete:
        if hand.actor is not None:
            hand.check_or_call()
        elif hand.board_cards_due:
            hand.deal_board([next(deck) for _ in range(hand.board_cards_due)])
        else:
            hand.auto_showdown()
    for seat in (None, 0, 1, 2):
        history = read_phh(to_phh(hand, seat=seat))
        deals = [a for a in history.actions if a.startswith("d dh")]
        assert len(deals) == (
            6 if seat is None else 2 + 2
        )  # the seat's own two cards, one "????" per other seat
        again = replay(history)
        assert finishing_amounts(again, 1) == history.finishing_stacks


def test_replay_errors_name_players_as_the_file_does() -> None:
    history = read_phh(THREE_HANDED.replace("'p3 cbr 7000'", "'p3 cbr 1'"))
    with pytest.raises(ReplayError) as info:
        replay(history)
    assert "p3 (seat 2) cannot raise to 1" in info.value.reason and "R-BET-7" in info.value.reason


def test_history_helpers_are_exported() -> None:
    assert (
        holdem.history_of is holdem.history.history_of
        and holdem.write_phhs is holdem.history.write_phhs
    )
    assert {"history_of", "write_phhs"} <= set(holdem.__all__)


def test_replay_accepts_hole_card_lines_out_of_deal_order():
    """A log may list who got what in any order; replay deals it as R-DEAL-2 says."""
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0]",
            "blinds_or_straddles = [1, 2, 0]",
            "min_bet = 2",
            "starting_stacks = [100, 100, 100]",
            'actions = ["d dh p3 7c2d", "d dh p1 AhAd", "d dh p2 KsKd", "p3 f", "p1 cc", "p2 cc"]',
        ]
    )
    hand = replay(read_phh(text))
    assert hand.hole_cards_of(0) == tuple(parse_cards("AhAd")) and hand.hole_cards_of(2) == tuple(
        parse_cards("7c2d")
    )


# ---- review fixes: table options, field types, bounded and exact amounts, typed errors ---------


def _random_config(chooser: random.Random) -> holdem.TableConfig:
    betting = chooser.choice(list(holdem.BettingStructure))
    small_blind = chooser.randint(0, 4)
    big_blind = chooser.randint(max(small_blind, 1), 6)
    straddles = tuple(big_blind * 2 ** (k + 1) for k in range(chooser.choice([0, 0, 0, 1, 2])))
    ante = chooser.choice([0, 0, 1, 3])
    ante_type = (
        chooser.choice(
            [holdem.AnteType.UNIFORM, holdem.AnteType.BIG_BLIND_ONLY, holdem.AnteType.BUTTON_ONLY]
        )
        if ante
        else holdem.AnteType.NONE
    )
    small_bet = chooser.choice([0, big_blind, 2 * big_blind])
    big_bet = chooser.choice([0, 2 * max(small_bet, big_blind), 3 * max(small_bet, big_blind)])
    return holdem.TableConfig(
        betting,
        small_blind=small_blind,
        big_blind=big_blind,
        straddles=straddles,
        ante=ante,
        ante_type=ante_type,
        ante_trimming=chooser.random() < 0.5,
        small_bet=small_bet,
        big_bet=big_bet,
        min_bet=chooser.choice([0, big_blind, big_blind + 1, 3 * big_blind]),
        max_raises_per_round=chooser.randint(1, 8),
        cumulative_short_all_ins=chooser.random() < 0.5,
        seats_max=chooser.randint(2 + len(straddles), 10),
    )


def test_to_phh_keeps_every_table_option_over_random_configurations() -> None:
    """A written hand replays under its own TableConfig, every field of it (max raises, short all-ins, ...)."""
    chooser = random.Random(2024)
    played = 0
    for number in range(150):
        config = _random_config(chooser)
        players = chooser.randint(2 + len(config.straddles), config.seats_max)
        stacks = [chooser.randint(50, 3000) for _ in range(players)]
        try:
            hand = holdem.Hand(config, stacks, button=number % players, seed=number)
        except holdem.HoldemError:
            continue  # e.g. a lone big-blind ante with trimming: not a table the engine plays
        while not hand.is_complete:
            if hand.actor is None:
                hand.finish_showdown()
                continue
            legal = hand.legal_actions()
            if (
                legal.min_raise_to is not None and chooser.random() < 0.6
            ):  # raise often, to reach the caps
                hand.bet_or_raise_to(legal.min_raise_to)
            elif chooser.random() < 0.9 or not legal.fold:
                hand.check_or_call()
            else:
                hand.fold()
        played += 1
        history = read_phh(to_phh(hand))
        assert history.table_config() == config
        assert list(replay(history).stacks) == list(hand.stacks)
    assert played >= 100


def test_fixed_limit_cap_of_six_raises_round_trips() -> None:
    config = holdem.TableConfig(betting=holdem.BettingStructure.FIXED_LIMIT, max_raises_per_round=6)
    hand = holdem.Hand(config, [1000] * 3, button=2, seed=1)
    for _ in range(5):
        hand.raise_to(hand.legal_actions().min_raise_to)
    text = to_phh(hand)
    assert "_max_raises_per_round = 6" in text
    again = replay(read_phh(text))
    assert again.config.max_raises_per_round == 6 and list(again.stacks) == [
        hand.stacks[s] for s in (0, 1, 2)
    ]


@pytest.mark.parametrize(
    "key, value, message",
    [
        (
            "ante_trimming_status",
            '"false"',
            "ante_trimming_status must be true or false .* not 'false'",
        ),
        ("ante_trimming_status", "1", "ante_trimming_status must be true or false"),
        ("_cumulative_short_all_ins", '"no"', "_cumulative_short_all_ins must be true or false"),
        (
            "_max_raises_per_round",
            "0",
            "_max_raises_per_round must be a whole number of at least 1, got 0",
        ),
        ("players", "5", "players must be an array of strings, not 5"),
        ("players", '["a", 2, "c"]', r"players\[1\] must be a string, not 2"),
        ("seats", "3", "seats must be an array of whole numbers, not 3"),
        ("seat_count", "6.0", "seat_count must be a whole number"),
        ("day", '"5"', "day must be a whole number, not '5'"),
        ("hand", "true", "hand must be a whole number or a string"),
        ("time", '"noon"', "time must be a TOML time"),
        ("event", "[1]", "event must be a string"),
        ("time_banks", '"x"', "time_banks must be an array of numbers"),
        (
            "winnings",
            "[inf, 1, 1]",
            r"winnings\[0\] is Infinity: an amount must be a finite number",
        ),
        (
            "finishing_stacks",
            "[-inf, 1, 1]",
            r"finishing_stacks\[0\] is -Infinity",
        ),  # inf: unknown; -inf: nothing
        ("winnings", "[nan, 1, 1]", r"winnings\[0\] is NaN"),
    ],
)
def test_every_field_is_type_checked(key: str, value: str, message: str) -> None:
    with pytest.raises(HistoryError, match=message):
        read_phh(SMALL + f"{key} = {value}\n")


def test_ante_trimming_status_false_is_not_trimming() -> None:
    with_antes = SMALL.replace("antes = [0, 0, 0]", "antes = [0, 5, 0]")
    assert (
        read_phh(with_antes + "ante_trimming_status = false\n").table_config().ante_trimming
        is False
    )
    assert (
        read_phh(with_antes + "ante_trimming_status = true\n").table_config().ante_trimming is True
    )


@pytest.mark.parametrize(
    "old, new, message",
    [
        ("[100, 100, 100]", "[1" + "0" * 5000 + ", 100, 100]", "over 4300 digits"),
        ("[100, 100, 100]", "[1" + "0" * 40 + ", 100, 100]", r"starting_stacks\[0\] .*too large"),
        ("[100, 100, 100]", "[1e40, 100, 100]", r"starting_stacks\[0\] is too large"),
        ("[100, 100, 100]", "[1e-40, 100, 100]", r"more than 30 decimal places"),
        ("[100, 100, 100]", "[1e999999999, 100, 100]", r"starting_stacks\[0\] is too large"),
        (
            "min_bet = 2",
            "min_bet = " + "[" * 2000 + "]" * 2000,
            "nests arrays or tables more than 50 deep",
        ),
        (
            "min_bet = 2",
            "min_bet = 2\n_deep = " + "[" * 400 + "]" * 400,
            "nests arrays or tables more than 50 deep",
        ),
    ],
)
def test_absurd_setup_values_are_history_errors(old: str, new: str, message: str) -> None:
    with pytest.raises(HistoryError, match=message):
        read_phh(SMALL.replace(old, new))


@pytest.mark.parametrize(
    "action, message",
    [
        ("p1 cbr 1e5000", "amount '1e5000' is too large"),
        ("p1 cbr 1e-5000", "amount '1e-5000'.* has more than 30 decimal places"),
        (
            "p1 cbr 1e999999999",
            "amount '1e999999999' is not a number; amounts are written with the digits 0-9",
        ),
        ("p1 cbr 1" + "0" * 100_000, r"too large"),
        ("p1 cbr 6_0", "amount '6_0' is not a number"),
        ("p1 cbr \uff16", "is not a number"),  # a full-width 6
        ("p1 cbr -6", "amount '-6' is not a number"),
        ("p\u00b2 cbr 6", "'p\u00b2' is not a player; players are p1 to p3"),
        ("p01 cbr 6", "'p01' is not a player"),
        ("p\u0661 cbr 6", "is not a player"),  # an Arabic-Indic 1
        ("p4 cbr 6", "'p4' is not a player"),
    ],
)
def test_malformed_actions_are_replay_errors(action: str, message: str) -> None:
    with pytest.raises(ReplayError, match=message) as caught:
        replay(read_phh(SMALL.replace("p1 cbr 6", action)))
    assert caught.value.index == 4
    assert len(str(caught.value)) < 400  # a 100,000-digit amount is not echoed


@pytest.mark.parametrize(
    "amount",
    [
        "6.",
        "+6",
        "6e0",
        "0.6e1",
        ".6E1",
        "6.000",
        "0,006",
        "6." + "0" * 300,
        "6" + "0" * 300 + "e-300",
    ],
)
def test_amounts_written_as_pokerkit_reads_them_replay(amount: str) -> None:
    # pokerkit's parse_value drops commas and takes what Decimal takes; files written that way replay.
    expected = replay(read_phh(SMALL)).stacks
    assert replay(read_phh(SMALL.replace("p1 cbr 6", f"p1 cbr {amount}"))).stacks == expected


def test_histories_built_in_code_take_tuples_and_numpy_integers() -> None:
    import numpy as np

    history = read_phh(SMALL)
    expected = replay(history).stacks
    history.actions = tuple(history.actions)
    history.starting_stacks = [np.int64(100)] * 3
    history.min_bet = np.int32(2)
    assert replay(history).stacks == expected


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("starting_stacks", [True, 100, 100], r"starting_stacks\[0\] must be a number"),
        ("actions", ("d dh p1 AcAd", 7), "actions must be an array of strings"),
        ("min_bet", "2", "min_bet must be a number"),
    ],
)
def test_fields_changed_after_reading_are_checked_again_by_replay(
    field: str, value: object, message: str
) -> None:
    history = read_phh(SMALL)
    setattr(history, field, value)
    with pytest.raises(HistoryError, match=message):
        replay(history)


def test_long_actions_are_not_echoed_whole() -> None:
    with pytest.raises(ReplayError) as caught:
        replay(read_phh(SMALL.replace("p1 cbr 6", "p1 cbr 6 x" + "y" * 300_000)))
    assert caught.value.action.endswith("y" * 10) and len(str(caught.value)) < 1000
    with pytest.raises(ReplayError) as caught:
        replay(read_phh(SMALL.replace("p1 cbr 6", "d db " + "Z" * 300_000)))
    assert len(str(caught.value)) < 1000


@pytest.mark.parametrize("cards", ["Zz?", "Ac??", "?", "???"])
def test_only_whole_unknown_hands_are_unknown(cards: str) -> None:
    with pytest.raises(
        ReplayError, match=r"partly unknown; allowed: known cards such as AsKd, or \?\?\?\?"
    ):
        replay(read_phh(SMALL.replace("d dh p3 2c7d", f"d dh p3 {cards}")))
    assert list(replay(read_phh(SMALL.replace("d dh p3 2c7d", "d dh p3 ????"))).stacks) == [
        102,
        98,
        100,
    ]


def test_a_leading_comment_keeps_the_deals_sorted() -> None:
    text = SMALL.replace(
        '"d dh p1 AcAd", "d dh p2 KcKd"', '"# deals", "d dh p2 KcKd", "d dh p1 AcAd"'
    )
    hand = replay(read_phh(text))
    assert hand.hole_cards_of(0) == tuple(parse_cards("AcAd")) and list(hand.stacks) == [
        102,
        98,
        100,
    ]


def test_show_dealt_cards_of_an_unknown_hand_is_an_error() -> None:
    text = SMALL.replace('"d dh p1 AcAd"', '"d dh p1 ????"').replace(
        '"p3 f", "p1 cbr 6", "p2 f"', '"p3 f", "p1 cbr 100", "p2 cc", "p1 sm -"'
    )
    with pytest.raises(
        ReplayError, match="'sm -' shows the cards dealt, but this player's were dealt unknown"
    ):
        replay(read_phh(text))


def test_bad_sources_are_typed_errors(tmp_path: Path) -> None:
    with pytest.raises(HistoryError, match="cannot read 'a.x00b'"):
        read_phh("a\0b")
    with pytest.raises(holdem.InvalidArgumentError, match="not bytes .decode bytes first"):
        read_phh(SMALL.encode())
    with pytest.raises(holdem.InvalidArgumentError, match="not NoneType"):
        read_phh(None)  # type: ignore[arg-type]
    with pytest.raises(HistoryError, match="the path is empty"):
        read_phh("")
    latin = tmp_path / "latin.phh"
    latin.write_bytes(b'variant = "NT\xff"\n')
    with pytest.raises(HistoryError, match=r"latin.phh is not UTF-8 text \(byte 13"):
        read_phh(latin)
    with pytest.raises(HistoryError, match="a PHH hand is a table of key/value pairs, not \\[1\\]"):
        HandHistory.from_dict([1])  # type: ignore[arg-type]


def test_scale_must_be_a_whole_number_giving_exact_amounts() -> None:
    hand = holdem.Hand(
        holdem.TableConfig(small_blind=50, big_blind=100), [10_000] * 3, button=2, seed=42
    )
    for scale in (0, -1, 1.5, "2", True):
        with pytest.raises(
            holdem.InvalidArgumentError, match="scale .* must be a whole number of at least 1"
        ):
            to_phh(hand, scale=scale)  # type: ignore[arg-type]
        with pytest.raises(
            holdem.InvalidArgumentError, match="scale .* must be a whole number of at least 1"
        ):
            replay(read_phh(SMALL), scale=scale)  # type: ignore[arg-type]
    with pytest.raises(
        holdem.InvalidArgumentError, match="50 chips divided by scale 3 is not an exact decimal"
    ):
        to_phh(hand, scale=3)
    history = read_phh(to_phh(hand, scale=8))  # 50 / 8 = 6.25 exactly
    assert history.blinds_or_straddles == [Decimal("6.25"), Decimal("12.5"), 0]
    assert history.starting_stacks == [1250, 1250, 1250]
    assert list(replay(history, scale=8).stacks) == list(hand.stacks)  # button 2 is last already


def test_amounts_of_many_digits_are_exact() -> None:
    history = read_phh(
        SMALL.replace("[100, 100, 100]", "[1000000.0000000000000000000001, 100, 100]")
    )
    assert history.chip_scale() == 10**22
    assert history.starting_chips() == [10**28 + 1, 100 * 10**22, 100 * 10**22]
    history = read_phh(SMALL.replace("p1 cbr 6", "p1 cbr 6.00000000000000000000000000001"))
    assert history.chip_scale() == 10**29


def test_user_keys_with_huge_exponents_are_written_as_exponents() -> None:
    history = read_phh(SMALL + "_far = 1e999999999\n_near = 1.5e-7\n")
    text = history.to_toml()
    assert "_far = 1E+999999999\n" in text and "_near = 0.00000015\n" in text
    assert read_phh(text) == history


def test_wrong_argument_types_are_typed_errors() -> None:
    hand = replay(read_phh(SMALL))
    for call, message in [
        (lambda: write_phhs([1]), "write_phhs takes HandHistory objects; item 0 is 1"),
        (lambda: to_phh("x"), "a history is written from a holdem.Hand, not 'x'"),  # type: ignore[arg-type]
        (lambda: replay("x"), "replay takes a HandHistory"),  # type: ignore[arg-type]
        (lambda: to_phh(hand, players=5), "players must be a sequence of names"),  # type: ignore[arg-type]
    ]:
        with pytest.raises(holdem.InvalidArgumentError, match=message):
            call()


@pytest.mark.skipif(
    not hasattr(holdem.game.rules, "MAX_CHIPS"), reason="the engine's 2^56-chip check is not merged"
)
def test_a_stack_beyond_the_engine_is_a_history_error() -> None:
    # the engine plays at most 2^56 chips a seat and refuses more when the hand is made: the error names the field
    with pytest.raises(
        HistoryError, match=r"starting_stacks\[0\] is 1,152,921,504,606,846,976 chips"
    ):
        replay(read_phh(SMALL.replace("[100, 100, 100]", f"[{2**60}, 100, 100]")))


def test_a_game_phh_has_no_variant_for_is_a_history_error():
    # found in review: a bare KeyError
    import dataclasses

    from holdem import HOLDEM, Hand, TableConfig
    from holdem.errors import HistoryError
    from holdem.history import to_phh

    hand = Hand(
        TableConfig(), [100, 100], 0, seed=1, game=dataclasses.replace(HOLDEM, name="my hold'em")
    )
    with pytest.raises(HistoryError, match="PHH has no variant for my hold'em"):
        to_phh(hand)
