"""Open Hand History: hands written as OHH JSON, read back as HandHistory and replayed to the same hand."""

from __future__ import annotations

import datetime
import json
import random
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from test_oracle import ORACLE_FILES, oracle_phh_text, oracle_records

import holdem
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
from holdem.agents import CallingStation, RandomAgent
from holdem.game import Action, Kill, Show
from holdem.history import OHH_VERSION, ohh_object, read_ohh, to_ohh, write_ohh

WHEN = datetime.datetime(2024, 5, 1, 12, 30)

CONFIGS = [
    TableConfig(small_blind=1, big_blind=2),
    TableConfig(small_blind=5, big_blind=10, ante=1, ante_type=AnteType.UNIFORM),
    TableConfig(small_blind=5, big_blind=10, ante=10, ante_type=AnteType.BIG_BLIND_ONLY),
    TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2),
    TableConfig(BettingStructure.POT_LIMIT, small_blind=1, big_blind=2),
]


def played_table(config: TableConfig, n: int, hands: int, seed: int) -> Table:
    """A table of random players with uneven stacks (side pots, all-ins), some showing every hand."""
    table = Table(config, seats=n, seed=seed, min_buy_in=1, max_buy_in=10**6)
    rng = random.Random(seed)
    for s in range(n):
        table.join(f"p{s}", rng.randint(20, 400), s + 1, auto_rebuy=True, auto_muck=bool(s % 2))
    table.play({f"p{s}": RandomAgent(seed=seed + s) for s in range(n)}, hands=hands)
    return table


def actions(hand: Hand) -> list[Action]:
    return [e for e in hand.events if type(e) is Action]


def assert_same_hand(original: Hand, again: Hand) -> None:
    assert list(again.stacks) == list(original.stacks)
    assert actions(again) == actions(original)
    assert again.board == original.board


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.betting.value}-ante{c.ante}")
@pytest.mark.parametrize("n", [2, 3, 6])
@pytest.mark.parametrize("cards", ["shown", "hero", "all"])
def test_table_hands_round_trip(config: TableConfig, n: int, cards: str) -> None:
    """Write, read, replay: the same finishing stacks, actions and board, side pots, antes and all-ins
    included, whichever hole cards are written."""
    table = played_table(config, n, 12, seed=n * 7 + len(cards))
    records = table.records
    options: dict[str, Any] = {"start_date": WHEN}
    if cards == "hero":
        options["hero"] = 0
    elif cards == "all":
        options["all_cards"] = True
    histories = read_ohh(write_ohh(records, **options))
    assert len(histories) == len(records)
    for record, history in zip(records, histories):
        original = record.hand
        assert_same_hand(original, replay(history))
        assert history.hand == str(record.number)
        assert history.players == [record.players[(original.button + 1 + k) % n] for k in range(n)]


def test_side_pots_and_all_ins_round_trip() -> None:
    """Random players with uneven stacks go all-in and make side pots: each such hand comes back."""
    table = played_table(CONFIGS[1], 6, 40, seed=3)
    side_pots = 0
    for record, history in zip(table.records, read_ohh(write_ohh(table.records, start_date=WHEN))):
        hand = record.hand
        side_pots += len(hand.result.pots) > 1 and any(a.all_in for a in actions(hand))
        assert_same_hand(hand, replay(history))
    assert side_pots >= 3


def test_oracle_hands_round_trip_spot_check(oracle_dir: Path) -> None:
    """Real hands (the oracle's, replayed from PHH) written as OHH come back the same: the first 60
    of each file (every hand: the slow test below)."""
    for name in ORACLE_FILES:
        for index, record in enumerate(oracle_records(oracle_dir, name)):
            if index == 60:
                break
            hand = replay(holdem.read_phh(oracle_phh_text(record)))
            [back] = read_ohh(to_ohh(hand, start_date=WHEN))
            assert_same_hand(hand, replay(back))


@pytest.mark.slow
def test_every_oracle_hand_round_trips(oracle_dir: Path) -> None:
    count = 0
    for name in ORACLE_FILES:
        for record in oracle_records(oracle_dir, name):
            history = holdem.read_phh(oracle_phh_text(record))
            hand = replay(history)
            scale = history.chip_scale()
            [back] = read_ohh(to_ohh(hand, start_date=WHEN, scale=scale, players=None))
            assert_same_hand(hand, replay(back, scale=scale))
            count += 1
    assert count > 4000


def finished_showdown_hand() -> Hand:
    """Three players to a showdown: seat 0 folds preflop, two show."""
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100, 100], button=0, seed=11)
    hand.fold()
    hand.call()
    hand.check()
    while hand.actor is not None:
        hand.check_or_call()
    hand.finish_showdown()
    return hand


def test_hidden_cards_stay_hidden_by_default() -> None:
    """Only shown hands are written unless a hero or all_cards is asked for: the folder's cards never."""
    hand = finished_showdown_hand()
    folded = "".join(map(str, hand.hole_cards_of(0) or ()))
    shown = {e.seat for e in hand.events if type(e) is Show}
    text = to_ohh(hand, start_date=WHEN)
    assert folded[:2] not in text and folded[2:] not in text
    body = json.loads(text)["ohh"]
    assert "hero_player_id" not in body
    dealt = [a for r in body["rounds"] for a in r["actions"] if a["action"] == "Dealt Cards"]
    assert dealt == []
    assert {
        a["player_id"] for a in body["rounds"][-1]["actions"] if a["action"] == "Shows Cards"
    } == shown
    hero = json.loads(to_ohh(hand, start_date=WHEN, hero=0))["ohh"]
    assert hero["hero_player_id"] == 0
    dealt = [a for r in hero["rounds"] for a in r["actions"] if a["action"] == "Dealt Cards"]
    assert [(a["player_id"], "".join(a["cards"])) for a in dealt] == [(0, folded)]
    everyone = json.loads(to_ohh(hand, start_date=WHEN, all_cards=True))["ohh"]
    dealt = [a for r in everyone["rounds"] for a in r["actions"] if a["action"] == "Dealt Cards"]
    assert sorted(a["player_id"] for a in dealt) == [0, 1, 2]


def test_the_fields_follow_the_spec() -> None:
    hand = finished_showdown_hand()
    body = ohh_object(hand, start_date=WHEN, table_name="t1", game_number=42, table_size=6)["ohh"]
    assert body["spec_version"] == OHH_VERSION == "1.4.6"
    assert body["game_number"] == "42" and body["table_name"] == "t1" and body["table_size"] == 6
    assert body["start_date_utc"] == "2024-05-01T12:30:00Z"
    assert body["bet_limit"] == {"bet_type": "NL", "bet_cap": 0}
    assert body["dealer_seat"] == 1 and body["game_type"] == "Holdem"
    assert (body["small_blind_amount"], body["big_blind_amount"], body["ante_amount"]) == (1, 2, 0)
    assert [p["starting_stack"] for p in body["players"]] == [100, 100, 100]
    assert [r["street"] for r in body["rounds"]] == ["Preflop", "Flop", "Turn", "River", "Showdown"]
    numbers = [a["action_number"] for r in body["rounds"] for a in r["actions"]]
    assert numbers == list(range(len(numbers)))
    preflop = body["rounds"][0]["actions"]
    assert [a["action"] for a in preflop[:2]] == ["Post SB", "Post BB"]
    pot = body["pots"][0]
    assert pot["number"] == 0 and pot["rake"] == 0 and pot["amount"] == 4
    assert sum(w["win_amount"] for w in pot["player_wins"]) == 4


def test_a_raise_amount_is_what_the_player_put_in() -> None:
    """The spec's reading: bet 2, raised, re-raised to 20 over the 2: the re-raise's amount is 18."""
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=2)
    hand.call()  # the button completes to 2
    hand.check()
    hand.bet(2)
    hand.raise_to(6)
    hand.raise_to(20)
    hand.fold()
    flop = json.loads(to_ohh(hand, start_date=WHEN))["ohh"]["rounds"][1]["actions"]
    assert [(a["action"], a.get("amount")) for a in flop] == [
        ("Bet", 2),
        ("Raise", 6),
        ("Raise", 18),
        ("Fold", None),
    ]
    [back] = read_ohh(to_ohh(hand, start_date=WHEN))
    assert_same_hand(hand, replay(back))


def test_decimal_amounts_are_written_exactly() -> None:
    table = played_table(TableConfig(small_blind=1, big_blind=2), 3, 10, seed=5)
    text = write_ohh(table.records, scale=100, start_date=WHEN)
    assert '"big_blind_amount":0.02' in text and "e-" not in text.lower()
    for record, history in zip(table.records, read_ohh(text)):
        assert history.chip_scale() == 100 or history.min_bet == Decimal("0.02")
        assert_same_hand(record.hand, replay(history))


def test_a_file_is_objects_separated_by_blank_lines(tmp_path: Path) -> None:
    table = played_table(TableConfig(small_blind=1, big_blind=2), 2, 5, seed=1)
    text = write_ohh(table.records, start_date=WHEN, indent=2)
    assert text.count("\n\n{") == 4 and text.startswith('{\n  "ohh": {')
    path = tmp_path / "session.ohh"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode())  # a BOM, as some tools write
    assert [h.hand for h in read_ohh(path)] == ["1", "2", "3", "4", "5"]
    assert read_ohh(str(path)) == read_ohh(text)


def test_a_dead_hand_is_written_as_a_fold_in_turn() -> None:
    """A player who leaves mid-hand (R-LIVE-6) is killed out of turn; OHH has no kill: a fold in turn."""
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=3, seed=4, first_button=1)
    for s, name in enumerate(("ann", "bob", "cy"), 1):
        table.join(name, 100, s)

    def leaver(view: Any) -> str:
        if "cy" in table.stacks:
            table.leave("cy")  # cy, the big blind, is not to act: the hand is killed (R-LIVE-6)
        return "cc"

    record = table.play_hand({"ann": leaver, "bob": CallingStation(), "cy": CallingStation()})
    hand = record.hand
    assert any(type(e) is Kill for e in hand.events)
    [back] = read_ohh(to_ohh(record, start_date=WHEN))
    again = replay(back)
    assert list(again.stacks) == list(hand.stacks) and again.board == hand.board
    assert [a for a in actions(again) if a.seat != 2] == [a for a in actions(hand) if a.seat != 2]


# ---- reading files others wrote ------------------------------------------------------------


def site_hand(**changes: Any) -> dict[str, Any]:
    """A six-max cash hand as a site writes it (iPoker's example, its fields as the spec names them):
    two all-ins make a side pot; rake comes out of the main pot."""
    body: dict[str, Any] = {
        "spec_version": "1.2.2",
        "site_name": "iPoker",
        "network_name": "iPoker Network",
        "internal_version": "1.2.2",
        "game_type": "Holdem",
        "table_name": "Brehuiesti",
        "table_size": "6",
        "game_number": "8599887794",
        "start_date_utc": "2020-04-07T14:32:50",
        "currency": "EUR",
        "ante_amount": 0.00,
        "small_blind_amount": 0.01,
        "big_blind_amount": 0.02,
        "bet_limit": {"bet_cap": 0.00, "bet_type": "NL"},
        "hero_player_id": 3,
        "dealer_seat": 8,
        "players": [
            {"name": "Player1", "id": 0, "starting_stack": 0.80, "seat": 1},
            {"name": "Player3", "id": 1, "starting_stack": 2.38, "seat": 3},
            {"name": "Player5", "id": 2, "starting_stack": 2.67, "seat": 5, "is_sitting_out": True},
            {"name": "Hero", "id": 3, "starting_stack": 2.00, "seat": 6},
            {"name": "Player8", "id": 4, "starting_stack": 2.86, "seat": 8},
        ],
        "rounds": [
            {
                "id": 0,
                "cards": "",
                "street": "Preflop",
                "actions": [
                    {"action_number": 1, "player_id": 0, "action": "Post SB", "amount": 0.01},
                    {"action_number": 2, "player_id": 1, "action": "Post BB", "amount": 0.02},
                    {
                        "action_number": 3,
                        "player_id": 3,
                        "action": "Dealt Cards",
                        "cards": ["Ah", "Ad"],
                    },
                    {"action_number": 4, "player_id": 3, "action": "Raise", "amount": 0.06},
                    {"action_number": 5, "player_id": 4, "action": "Fold"},
                    {
                        "action_number": 6,
                        "player_id": 0,
                        "action": "Raise",
                        "amount": 0.79,
                        "is_allin": True,
                    },
                    {"action_number": 7, "player_id": 1, "action": "Call", "amount": 0.78},
                    {
                        "action_number": 8,
                        "player_id": 3,
                        "action": "Raise",
                        "amount": 1.94,
                        "is_allin": True,
                    },
                    {"action_number": 9, "player_id": 1, "action": "Call", "amount": 1.20},
                ],
            },
            {"id": 1, "cards": ["2c", "7d", "9h"], "street": "Flop", "actions": []},
            {"id": 2, "cards": ["Js"], "street": "Turn", "actions": []},
            {"id": 3, "cards": ["3s"], "street": "River", "actions": []},
            {
                "id": 4,
                "street": "Showdown",
                "actions": [
                    {
                        "action_number": 10,
                        "player_id": 0,
                        "action": "Shows Cards",
                        "cards": ["Kc", "Kd"],
                    },
                    {
                        "action_number": 11,
                        "player_id": 1,
                        "action": "Shows Cards",
                        "cards": ["Qc", "Qd"],
                    },
                    {
                        "action_number": 12,
                        "player_id": 3,
                        "action": "Shows Cards",
                        "cards": ["Ah", "Ad"],
                    },
                ],
            },
        ],
        "pots": [
            {
                "number": 0,
                "amount": 2.40,
                "rake": 0.08,
                "player_wins": [{"player_id": 3, "win_amount": 2.32}],
            },
            {
                "number": 1,
                "amount": 2.40,
                "rake": 0,
                "player_wins": [{"player_id": 3, "win_amount": 2.40}],
            },
        ],
    }
    body.update(changes)
    return {"ohh": body}


def site_text(**changes: Any) -> str:
    return json.dumps(site_hand(**changes), indent=4)


def test_a_sites_hand_is_read_and_replayed() -> None:
    """Hero's aces hold against an all-in for less and a caller: the main pot (raked) and a side pot."""
    [history] = read_ohh(site_text())
    assert history.players == ["Player1", "Player3", "Hero", "Player8"]  # from the dealer's left
    assert history.seats == [1, 3, 6, 8] and history.seat_count == 8
    assert history.table == "Brehuiesti" and history.hand == "8599887794"
    assert history.currency == "EUR" and history.venue == "iPoker"
    assert history.time == datetime.datetime(2020, 4, 7, 14, 32, 50)
    assert history.winnings == [0, 0, Decimal("4.72"), 0]
    assert history.extra["_rake"] == Decimal("0.08")
    hand = replay(history)
    assert hand.is_complete and len(hand.result.pots) == 2
    # in cents, the table's seats in order (the engine takes no rake: Hero has both pots whole)
    assert list(hand.stacks) == [0, 38, 480, 286]


def test_several_hands_and_a_bad_one_named(tmp_path: Path) -> None:
    good = site_text()
    bad = site_text(game_number="77", game_type="Stud")
    with pytest.raises(
        HistoryError, match=r"hand 2 \(line \d+\), game_number '77'.*Stud.*not played"
    ):
        read_ohh(good + "\n\n" + bad)


@pytest.mark.parametrize(
    ("text", "match"),
    [
        ('{"ohh": {}', r"hand 1 \(line 1\) is not JSON"),
        (site_text() + "\n\n[1, 2]", r"hand 2 \(line \d+\).*object"),
        ('{"ohh": {"game_type": "Holdem"}}', "bet_limit is missing"),
        ('{"ohh": {"x": NaN}}', "NaN is no amount"),
        ("[" * 100 + "]" * 100, "nests"),
        ('{"ohh": {"x": ' + "1" * 5000 + "}}", r"hand 1"),
    ],
)
def test_broken_json_is_a_typed_error(text: str, match: str) -> None:
    with pytest.raises(HistoryError, match=match):
        read_ohh(text)


def edited(path: str, value: Any) -> str:
    """The site's hand with the field at ``path`` (keys and list indexes, dot separated) set to ``value``."""
    obj = site_hand()
    target: Any = obj["ohh"]
    keys = path.split(".")
    for key in keys[:-1]:
        target = target[int(key)] if key.isdigit() else target[key]
    last = keys[-1]
    if value is KeyError:
        del target[last]
    elif last.isdigit():
        target[int(last)] = value
    else:
        target[last] = value
    return json.dumps(obj)


@pytest.mark.parametrize(
    ("path", "value", "match"),
    [
        ("bet_limit.bet_type", "CAP", "bet_type 'CAP'"),
        ("flags", ["Run_It_Twice"], "run-it-twice"),
        ("rounds.2.street", "Flop", "second Flop round"),
        ("rounds.0.actions.3.action", "Jumps", "'Jumps' is not an OHH action"),
        ("rounds.0.actions.3.player_id", 9, "player_id 9 is no player"),
        ("rounds.0.actions.3.amount", -1, "not negative"),
        ("rounds.1.cards", ["2c", "7d", "Xx"], "rounds\\[1\\].cards"),
        ("rounds.1.cards", [], "the Flop deals board cards"),
        ("players.0.seat", 11, "seat is 11"),
        ("players.1.id", 0, "repeats the id"),
        ("dealer_seat", KeyError, "dealer_seat is missing"),
        ("table_size", "six", "table_size is a whole number"),
    ],
)
def test_a_wrong_field_is_named(path: str, value: Any, match: str) -> None:
    with pytest.raises(HistoryError, match=match):
        read_ohh(edited(path, value))


def test_a_show_of_other_cards_than_dealt_is_refused() -> None:
    with pytest.raises(HistoryError, match="shows other cards than those dealt"):
        read_ohh(edited("rounds.4.actions.2.cards", ["Kh", "Ks"]))


def test_sources_other_than_text_or_a_path_are_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidArgumentError, match="decode bytes first"):
        read_ohh(site_text().encode())  # type: ignore[arg-type]
    with pytest.raises(HistoryError, match="cannot read"):
        read_ohh(tmp_path / "missing.ohh")
    latin = tmp_path / "latin.ohh"
    latin.write_bytes(
        json.dumps(site_hand(table_name="Café"), ensure_ascii=False).encode("latin-1")
    )
    with pytest.raises(HistoryError, match="not UTF-8"):
        read_ohh(latin)


def test_what_ohh_cannot_say_is_refused() -> None:
    limit = Hand(
        TableConfig(
            BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=2, small_bet=4, big_bet=8
        ),
        [100, 100],
        button=0,
        seed=1,
    )
    with pytest.raises(HistoryError, match="fixed-limit bets of 4 and 8"):
        to_ohh(limit)
    pokerkit = Hand(
        TableConfig.profile("pokerkit", small_blind=1, big_blind=2), [100, 100], 0, seed=1
    )
    with pytest.raises(HistoryError, match="write this hand as PHH"):
        to_ohh(pokerkit)
    with pytest.raises(InvalidArgumentError, match="holdem.Hand or a table's HandRecord"):
        to_ohh("hand")  # type: ignore[arg-type]
    with pytest.raises(HistoryError, match="hero"):
        to_ohh(limit.__class__(TableConfig(), [100, 100], 0, seed=1), hero=2)
