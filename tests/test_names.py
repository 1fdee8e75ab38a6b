"""Names that say what they are (issue 31): hand seats and table seats named apart, one name per meaning, and
every old public name kept for one release: it warns DeprecationWarning naming the new one and still works."""

from __future__ import annotations

import json
import warnings
from pathlib import Path

import pytest

from holdem import (
    Hand,
    HandRecord,
    Incident,
    InvalidTypeError,
    SeatSnapshot,
    Table,
    TableConfig,
    TableError,
    TableFacts,
    Tournament,
)
from holdem.game import Positions
from holdem.tournament import TableState, plan_moves

CFG = TableConfig(small_blind=1, big_blind=2)


def raised_hand() -> Hand:
    hand = Hand(CFG, [100, 100, 100], button=0, seed=1)
    hand.raise_to(6)
    return hand


def three_chair_table(**kwargs: object) -> Table:
    """Players in chairs 2, 4 and 5 of six; the first button on chair 4."""
    table = Table(CFG, seats=6, name="club", seed=3, first_button=4, **kwargs)  # type: ignore[arg-type]
    for seat, name in ((2, "ann"), (4, "bob"), (5, "cy")):
        table.join(name, 200, seat)
    return table


def played_views() -> tuple[Table, HandRecord, list]:
    table = three_chair_table()
    views: list = []

    def agent(view):
        views.append(view)
        return "cc"

    return table, table.play_hand(agent), views


def old_name(match: str):
    """The old name warns DeprecationWarning naming itself and its new name, at the caller's line."""
    return pytest.deprecated_call(match=match)


# -- the new names ----------------------------------------------------------------------------------------


def test_pot_gathered_is_the_pot_before_this_round_and_pot_size_every_chip():
    hand = raised_hand()
    assert (hand.pot_size, hand.pot_gathered, hand.bets) == (9, 0, (6, 1, 2))
    view = hand.view(1)
    assert view.pot_gathered == 0 and view.pot_size == 9
    snapshot = view.snapshot()
    assert snapshot.pot_gathered == 0 and snapshot.pot_size == 9
    assert "pot 9" in repr(hand) and "pot 9" in repr(view) and "pot 9" in repr(snapshot)


def test_hole_cards_of_a_seat_on_the_hand_and_a_seat_s_own_on_its_view():
    hand = raised_hand()
    assert hand.hole_cards_of(2) == hand.view(2).hole_cards and len(hand.hole_cards_of(2)) == 2


def test_an_agent_sees_hand_seats_and_its_table_facts_name_table_seats():
    _, record, views = played_views()
    view = views[0]
    assert (view.seat, view.button, view.table_seat) == (1, 1, 4)
    facts = view.table
    assert facts.table_seats == (2, 4, 5) and facts.players == ("ann", "bob", "cy")
    assert (facts.button_table_seat, facts.small_blind_table_seat, facts.big_blind_table_seat) == (
        4,
        5,
        2,
    )
    assert facts.blinds == (1, 2) and view.big_blind == 2  # amounts
    assert [facts.table_seat_of(s) for s in range(3)] == [2, 4, 5]
    assert [facts.seat_at(t) for t in (2, 4, 5)] == [0, 1, 2]
    assert "table seat 4" in repr(view)


def test_seat_at_a_chair_no_one_was_dealt_in_is_a_table_error_naming_the_chairs():
    _, _, views = played_views()
    with pytest.raises(
        TableError, match="table seat 3 was not dealt in hand 1: its table seats are 2, 4, 5"
    ):
        views[0].table.seat_at(3)


def test_a_hand_record_names_its_table_seats():
    _, record, _ = played_views()
    assert record.table_seats == (2, 4, 5)
    assert (
        record.button_table_seat,
        record.small_blind_table_seat,
        record.big_blind_table_seat,
    ) == (4, 5, 2)
    assert record.hand_button == record.hand.button == 1
    assert record.voided_table_seats == ()
    assert (
        repr(record)
        == "<HandRecord hand 1: table seats (2, 4, 5), button 4, small blind 5, big blind 2>"
    )


def test_an_incident_names_the_table_seat():
    table = three_chair_table()
    table.play_hand(lambda view: 1 / 0)
    incident = table.incidents[0]
    assert incident.table_seat in (2, 4, 5) and incident.kind == "exception"


def test_the_last_big_blind_seat_and_the_planner_s_big_blind_seat_are_seats():
    table = three_chair_table()
    table.play_hand(lambda view: "cc")
    assert table.last_big_blind_seat == 2
    state = TableState("T1", 6, {1: "a", 2: "b", 3: "c", 4: "d", 5: "e"}, big_blind_seat=2)
    assert state.big_blind_seat == 2
    assert (
        plan_moves([state, TableState("T2", 6, {1: "f", 3: "g", 5: "h"}, big_blind_seat=3)])
        .moves[0]
        .seat
        == 4
    )


def test_positions_name_the_blinds_seats():
    p = Positions.of(CFG, 4, button=3, small_blind_seat=None, big_blind_seat=1)
    assert (p.small_blind_seat, p.big_blind_seat) == (None, 1)


def test_history_text_and_write_histories_on_a_table_and_a_tournament(tmp_path: Path):
    table = three_chair_table()
    table.play(lambda view: "cc", hands=2)
    text = table.history_text()
    (path,) = table.write_histories(tmp_path / "hands")
    assert path == tmp_path / "hands" / "club.phhs" and path.read_text(encoding="utf-8") == text
    t = Tournament(players=4, seed=1, keep_history=True)
    t.run(lambda view: "cc")
    texts = t.history_text()
    paths = t.write_histories(tmp_path / "tournament")
    assert sorted(p.name for p in paths) == sorted(f"{name}.phhs" for name in texts)
    assert all(p.read_text(encoding="utf-8") == texts[p.stem] for p in paths)


@pytest.mark.parametrize("name", ["a/b", "..", "", "back\\slash"])
def test_a_table_whose_name_is_no_file_name_writes_no_history_file(tmp_path: Path, name: str):
    table = Table(CFG, seats=2, name=name, seed=1)
    table.join("ann", 100)
    table.join("bob", 100)
    table.play_hand(lambda view: "cc")
    with pytest.raises(TableError, match="is no file name"):
        table.write_histories(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_write_histories_to_a_file_s_path_is_the_object_s_own_error(tmp_path: Path):
    taken = tmp_path / "taken"
    taken.write_text("", encoding="utf-8")
    with pytest.raises(TableError, match="cannot be made"):
        three_chair_table().write_histories(taken / "hands")


def test_a_bot_s_json_keeps_the_old_keys_for_a_release_beside_the_new():
    _, _, views = played_views()
    table = views[0].table.to_dict()
    assert table["table_seats"] == table["seats"] == [2, 4, 5]
    assert table["button_table_seat"] == table["button"] == 4
    assert table["small_blind_table_seat"] == table["small_blind"] == 5
    assert table["big_blind_table_seat"] == table["big_blind"] == 2
    view = views[0].to_dict()
    assert view["pot_gathered"] == view["pot_total"] == 0
    json.dumps({"table": table, "view": view})


# -- the old names, one release: each warns and works ---------------------------------------------------


def test_old_pot_total_warns_and_reads_pot_gathered():
    hand = raised_hand()
    with old_name(r"Hand\.pot_total is deprecated: use Hand\.pot_gathered"):
        assert hand.pot_total == 0
    view = hand.view(1)
    with old_name(r"SeatView\.pot_total .* SeatView\.pot_gathered"):
        assert view.pot_total == 0
    snapshot = view.snapshot()
    with old_name(r"SeatSnapshot\.pot_total .* SeatSnapshot\.pot_gathered"):
        assert snapshot.pot_total == 0


def test_old_snapshot_keyword_pot_total_warns_and_sets_pot_gathered():
    snapshot = raised_hand().view(1).snapshot()
    fields = {name: getattr(snapshot, name) for name in SeatSnapshot.__dataclass_fields__}
    fields["pot_total"] = fields.pop("pot_gathered")
    with old_name(r"SeatSnapshot\(pot_total=\.\.\.\) is deprecated: use pot_gathered="):
        again = SeatSnapshot(**fields)
    assert again == snapshot


def test_old_player_view_pot_total_warns_on_both_kinds_of_view():
    for trusted in (False, True):
        table = three_chair_table(trusted_agents=trusted)
        read: list = []

        def agent(view):
            with old_name(r"PlayerView\.pot_total .* PlayerView\.pot_gathered"):
                read.append(view.pot_total == view.pot_gathered)
            return "cc"

        table.play_hand(agent)
        assert read and all(read)


def test_old_hole_cards_method_warns_and_gives_the_seat_s_cards():
    hand = raised_hand()
    with old_name(r"Hand\.hole_cards is deprecated: use Hand\.hole_cards_of"):
        cards = hand.hole_cards(2)
    assert cards == hand.hole_cards_of(2)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("seats", "table_seats"),
        ("button", "button_table_seat"),
        ("small_blind", "small_blind_table_seat"),
        ("big_blind", "big_blind_table_seat"),
    ],
)
def test_old_table_facts_fields_warn_and_read_the_table_seats(old: str, new: str):
    _, _, views = played_views()
    facts = views[0].table
    with old_name(rf"TableFacts\.{old} is deprecated: use TableFacts\.{new}"):
        value = getattr(facts, old)
    assert value == getattr(facts, new)
    with old_name(rf"TableFacts\._replace\({old}=\.\.\.\)"):
        assert getattr(facts._replace(**{old: value}), new) == value
    fields = facts._asdict()
    fields[old] = fields.pop(new)
    with old_name(rf"TableFacts\({old}=\.\.\.\) is deprecated: use {new}="):
        assert TableFacts(**fields) == facts


def test_old_table_facts_seat_of_warns_and_gives_the_table_seat():
    _, _, views = played_views()
    facts = views[0].table
    with old_name(r"TableFacts\.seat_of .* TableFacts\.table_seat_of"):
        assert facts.seat_of(2) == 5


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("seats", "table_seats"),
        ("button", "button_table_seat"),
        ("small_blind", "small_blind_table_seat"),
        ("big_blind", "big_blind_table_seat"),
        ("voided_seats", "voided_table_seats"),
    ],
)
def test_old_hand_record_fields_warn_and_read_the_table_seats(old: str, new: str):
    _, record, _ = played_views()
    with old_name(rf"HandRecord\.{old} is deprecated: use HandRecord\.{new}"):
        assert getattr(record, old) == getattr(record, new)
    with old_name(rf"HandRecord\._replace\({old}=\.\.\.\)"):
        assert record._replace(**{old: getattr(record, new)}) == record


def test_old_incident_seat_warns_and_reads_the_table_seat():
    incident = Incident(3, 5, "cy", "timeout", "too slow", "fold")
    with old_name(r"Incident\.seat is deprecated: use Incident\.table_seat"):
        assert incident.seat == 5
    with old_name(r"Incident\(seat=\.\.\.\) is deprecated: use table_seat="):
        assert (
            Incident(3, seat=5, player="cy", kind="timeout", detail="too slow", action="fold")
            == incident
        )


def test_old_write_history_warns_and_returns_the_history_text():
    table = three_chair_table()
    table.play_hand(lambda view: "cc")
    with old_name(r"Table\.write_history is deprecated: use Table\.history_text"):
        text = table.write_history()
    assert text == table.history_text() and text


def test_old_tournament_histories_warns_and_returns_the_history_text():
    t = Tournament(players=4, seed=1, keep_history=True)
    t.run(lambda view: "cc")
    with old_name(r"Tournament\.histories is deprecated: use Tournament\.history_text"):
        texts = t.histories()
    assert texts == t.history_text() and texts


def test_old_report_misdeal_keyword_seat_warns_and_is_the_table_seat():
    """R-MIS-3: the player reported at the table seat is left out of the redeal."""
    table = three_chair_table()
    table.start_live_hand()
    with old_name(r"Table\.report_misdeal\(seat=\.\.\.\) is deprecated: use table_seat="):
        misdeal = table.report_misdeal("cards dealt to a player not entitled to a hand", seat=5)
    assert misdeal.voided and table.live_facts.table_seats == (2, 4)


def test_old_last_big_blind_warns_and_reads_the_seat():
    table = three_chair_table()
    table.play_hand(lambda view: "cc")
    with old_name(r"Table\.last_big_blind is deprecated: use Table\.last_big_blind_seat"):
        assert table.last_big_blind == table.last_big_blind_seat == 2


def test_old_positions_names_warn_and_work():
    with old_name(r"Positions\.of\(small_blind=\.\.\.\) is deprecated: use small_blind_seat="):
        p = Positions.of(CFG, 4, button=3, small_blind=None, big_blind_seat=1)
    with old_name(r"Positions\.of\(big_blind=\.\.\.\)"):
        assert Positions.of(CFG, 4, button=3, small_blind_seat=None, big_blind=1) == p
    with old_name(r"Positions\.small_blind is deprecated: use Positions\.small_blind_seat"):
        assert p.small_blind is None
    with old_name(r"Positions\.big_blind is deprecated: use Positions\.big_blind_seat"):
        assert p.big_blind == 1


def test_old_table_state_big_blind_warns_and_is_the_big_blind_seat():
    with old_name(r"TableState\(big_blind=\.\.\.\) is deprecated: use big_blind_seat="):
        state = TableState("T1", 6, {1: "a", 2: "b"}, big_blind=2)
    assert state.big_blind_seat == 2
    with old_name(r"TableState\.big_blind is deprecated: use TableState\.big_blind_seat"):
        assert state.big_blind == 2


def test_an_old_and_a_new_keyword_together_are_refused():
    with pytest.raises(
        InvalidTypeError, match=r"both table_seat= and its deprecated old name seat="
    ):
        Incident(3, table_seat=5, seat=5, player="cy", kind="timeout", detail="", action="fold")
    with pytest.raises(InvalidTypeError, match=r"both small_blind_seat= and .* small_blind="):
        Positions.of(CFG, 4, button=3, small_blind=None, small_blind_seat=None, big_blind_seat=1)


def test_the_warning_points_at_the_line_that_used_the_old_name():
    hand = raised_hand()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        hand.hole_cards(0)
        Positions.of(CFG, 4, button=3, small_blind=None, big_blind_seat=1)
        assert Incident(3, 5, "cy", "timeout", "", "fold").seat == 5
    assert [w.category for w in caught] == [DeprecationWarning] * 3
    assert {w.filename for w in caught} == {__file__}
