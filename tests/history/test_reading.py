"""Issue 29: one entry point for history files, ``holdem.history.read``: the format told by the content (PHH,
PokerStars, GGPoker, OHH, ACPC logs), every hand returned alike with its history and what its file states,
and ``ReadHand.check`` comparing its replay with that, whatever the format."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import holdem
from gg_samples import EV_CASHOUT, OMAHA, RUN_TWICE, WALK, as_exported
from holdem.errors import HistoryError, HoldemError, InvalidArgumentError
from holdem.history import (
    FORMATS,
    AcpcGame,
    ReadHand,
    acpc_log_line,
    check_history,
    format_of,
    read,
    read_phh,
    to_ohh,
    write_phhs,
)
from holdem.history.pokerstars_check import STATUSES
from phh_samples import THREE_HANDED
from stars_samples import CASH, file_of


def _played(seed: int = 3) -> holdem.Hand:
    hand = holdem.Hand(
        holdem.TableConfig(small_blind=1, big_blind=2), [100] * 3, button=0, seed=seed
    )
    hand.raise_to(6), hand.call(), hand.call()
    while not hand.is_complete:
        if hand.actor is not None:
            hand.check()
        else:
            hand.auto_showdown()
    return hand


def test_each_format_is_told_by_its_content():
    game = AcpcGame.of(holdem.TableConfig(small_blind=50, big_blind=100), 2, 20_000)
    heads_up = holdem.Hand(
        holdem.TableConfig(small_blind=50, big_blind=100), [20_000] * 2, button=1
    )
    heads_up.fold()
    texts = {
        "phh": THREE_HANDED,
        "pokerstars": CASH,
        "ggpoker": WALK,
        "ohh": to_ohh(_played()),
        "acpc": "# a comment\n" + acpc_log_line(heads_up, 1, ["a", "b"]),
    }
    assert set(texts) == set(FORMATS)
    for kind, text in texts.items():
        assert format_of(text) == kind and format_of(("\ufeff" + text).encode()) == kind
        hands = read(text, acpc_game=game)
        assert hands and all(isinstance(h, ReadHand) and h.format == kind for h in hands)
        assert all(h.check().matches for h in hands), [h.check().summary() for h in hands]
    assert format_of("hello") is None and format_of(b"\x00\x01") is None


def test_every_hand_has_its_history_and_a_pokerstars_hand_its_stated_result():
    [stars] = read(CASH)
    assert stars.history is not None and stars.stated is not None and stars.original is not None
    assert stars.hand_id == "200000000001" and stars.name == "<text>#200000000001"
    assert stars.stated.rake == Decimal("0.04")
    [phh] = read(THREE_HANDED)
    assert phh.history == read_phh(THREE_HANDED) and phh.stated is None and phh.original is None
    [ohh] = read(to_ohh(_played(), game_number=7))
    assert ohh.hand_id == "7" and ohh.history is not None and ohh.history.winnings is not None


def test_files_are_read_by_content_whatever_their_name(tmp_path: Path):
    (tmp_path / "hands.dat").write_bytes(file_of(CASH).encode("cp1252"))
    (tmp_path / "many").write_text(
        write_phhs([read_phh(THREE_HANDED), read_phh(THREE_HANDED)]), encoding="utf-8"
    )
    (tmp_path / "gg.txt").write_text(as_exported(WALK), encoding="utf-8")
    (tmp_path / "empty.txt").write_text("", encoding="utf-8")
    assert [h.name for h in read(tmp_path / "hands.dat")] == [
        f"{tmp_path / 'hands.dat'}#200000000001"
    ]
    assert [h.name for h in read(str(tmp_path / "many"))] == [
        f"{tmp_path / 'many'}#1",
        f"{tmp_path / 'many'}#2",
    ]
    assert [h.format for h in read(tmp_path / "gg.txt")] == ["ggpoker"]
    assert read(tmp_path / "empty.txt") == []


def test_problems_are_hands_that_say_why_and_the_others_are_read():
    courchevel = OMAHA.replace("Omaha Pot Limit", "Courchevel Pot Limit")
    text = "\n\n".join((WALK, RUN_TWICE, courchevel, WALK.replace("folds\n", "juggles\n", 1)))
    hands = read(text)
    assert [h.format for h in hands] == ["ggpoker"] * 4
    walk, twice, other, broken = hands
    assert walk.check().matches
    assert twice.unsupported and twice.history is None and "run twice" in str(twice.problem)
    assert other.unsupported and "Courchevel" in str(other.problem)
    assert not broken.unsupported and "does not know" in str(broken.problem)
    assert [h.check().status for h in hands] == ["matches", "unsupported", "unsupported", "error"]
    # a PHH, OHH or ACPC file that cannot be read is one problem
    [bad] = read('variant = "NT"\nantes = [0, 0]\n')
    assert bad.format == "phh" and "missing" in str(bad.problem)
    [latin] = read(b'variant = "NT\xff"\n')
    assert "not UTF-8" in str(latin.problem)


def test_errors_for_what_is_no_history(tmp_path: Path):
    with pytest.raises(HistoryError, match="no hand history this library reads"):
        read("hello\nworld")
    with pytest.raises(HistoryError, match="cannot read"):
        read(tmp_path / "absent.txt")
    with pytest.raises(InvalidArgumentError, match="format is one of"):
        read(THREE_HANDED, format="xml")
    with pytest.raises(InvalidArgumentError):
        read(12)  # type: ignore[arg-type]
    # the format forced: PokerStars text read as PHH is no TOML
    [forced] = read(CASH, format="phh")
    assert "not valid TOML" in str(forced.problem)


def test_check_history_compares_finishing_stacks_winnings_or_acpc_values():
    history = read_phh(THREE_HANDED)
    assert check_history(history).matches
    history.finishing_stacks = [1, 1976500, 2702599]
    wrong = check_history(history)
    assert wrong.status == "differs" and wrong.differences == (-1, 0, 1)
    history.finishing_stacks = None
    assert check_history(history).status == "no result"
    # what each collected after the rake (PHH written from a PokerStars hand, with _rake)
    [stars] = read(CASH)
    assert stars.history is not None
    from_phh = read_phh(stars.history.to_toml())
    assert from_phh.extra["_rake"] == Decimal("0.04") and check_history(from_phh).matches
    from_phh.winnings = [0, 0, Decimal("1.45")]  # no rake taken: the file's winnings too large
    assert check_history(from_phh).status == "differs"


def test_an_acpc_log_read_in_the_competitions_game_or_the_one_given():
    hand = holdem.Hand(
        holdem.TableConfig(small_blind=50, big_blind=100), [20_000] * 2, button=1, seed=5
    )
    hand.raise_to(300), hand.call()
    while not hand.is_complete:
        if hand.actor is not None:
            hand.check()
        else:
            hand.auto_showdown()
    log = acpc_log_line(hand, 4, ["alpha", "beta"]) + "\nSCORE:0|0:alpha|beta\n"
    [entry] = read(log)
    assert entry.format == "acpc" and entry.name == "<text>#4" and entry.check().matches
    short = AcpcGame.of(holdem.TableConfig(small_blind=50, big_blind=100), 2, 200)
    assert read(log, acpc_game=short)[0].check().status == "error"  # no raise to 300 from 200


def test_a_ggpoker_hand_states_money_paid_outside_the_pot():
    [hand] = read(EV_CASHOUT)
    assert hand.stated is not None and hand.stated.paid_outside == (0, 19, 0, 0, 0, 0)
    assert hand.check().outside


@settings(max_examples=150, deadline=None)
@given(
    st.one_of(
        st.binary(max_size=400),
        st.text(max_size=400),
        st.sampled_from([WALK, CASH, THREE_HANDED, EV_CASHOUT]).flatmap(
            lambda text: st.integers(0, len(text)).map(lambda cut: text[:cut] + "\n")
        ),
    )
)
def test_any_input_is_hands_problems_or_a_typed_error(data):
    """Hostile input: bytes, text, a history cut anywhere: hands (with their problems), or a HoldemError."""
    try:
        hands = read(data if isinstance(data, bytes) or "\n" in data else data + "\n")
    except HoldemError:
        return
    for hand in hands:
        assert hand.format in FORMATS and (hand.history is not None or hand.problem)
        assert hand.check().status in STATUSES
