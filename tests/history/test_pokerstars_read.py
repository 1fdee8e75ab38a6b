"""Issue 29: PokerStars text read, each line form on a small hand, replayed to the result it states, and
hostile input reported hand by hand (never a crash or a hang)."""

from __future__ import annotations

import codecs
import time
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import holdem
from holdem.history import (
    PokerStarsHand,
    check_pokerstars,
    is_pokerstars,
    pokerstars_history,
    read_pokerstars,
    replay,
    stated_result,
)
from holdem.history.pokerstars_model import Acted, CashedOut, Drew, Note, Posted, Showed
from stars_samples import (
    CASH,
    CASH_OUT,
    DEAD_BLINDS,
    DRAW,
    RUN_TWICE,
    STRADDLE,
    TOURNAMENT,
    file_of,
)


def one(text: str) -> PokerStarsHand:
    read = read_pokerstars(text)
    assert read.problems == [] and len(read.hands) == 1, read.problems
    return read.hands[0]


# ---- a hand and its result ------------------------------------------------------------------------------


def test_a_cash_hand_replays_to_the_result_it_states_after_the_rake():
    hand = one(CASH)
    header = hand.header
    assert (header.site, header.hand_id, header.game_name) == (
        "PokerStars",
        "200000000001",
        "Hold'em No Limit",
    )
    assert (header.small, header.big, header.symbol, header.currency) == (
        Decimal("0.05"),
        Decimal("0.1"),
        "$",
        "USD",
    )
    assert (header.table, header.max_seats, header.button) == ("Alpha", 6, 1)
    stated = stated_result(hand)
    assert stated is not None
    # PHH order: left of the button first (Bob the small blind, Cy, Ann on the button)
    assert stated.players == ("Bob", "Cy", "Ann")
    assert stated.contributed == (Decimal("0.05"), Decimal("0.7"), Decimal("1.7"))
    assert stated.returned == (0, 0, 1)
    assert stated.collected == (0, 0, Decimal("1.41"))
    assert stated.final == (Decimal("9.95"), Decimal("4.8"), Decimal("10.71"))
    assert stated.rake == Decimal("0.04")
    check = check_pokerstars(hand)
    assert check.matches and check.reason is None
    # the engine pays the whole pot: the winner's stack is the file's plus the rake
    assert check.engine == (Decimal("9.95"), Decimal("4.8"), Decimal("10.75"))
    assert check.differences == (0, 0, Decimal("0.04"))


def test_the_hand_as_phh_replays_through_the_one_replayer():
    history = pokerstars_history(one(CASH))
    assert history.variant == "NT" and history.min_bet == Decimal("0.1")
    assert history.players == ["Bob", "Cy", "Ann"] and history.seats == [2, 3, 1]
    assert history.actions[:3] == ["d dh p1 ????", "d dh p2 ????", "d dh p3 AsKs"]
    assert history.winnings == [0, 0, Decimal("1.41")]
    assert history.extra["_rake"] == Decimal("0.04")
    assert (history.year, history.month, history.day, history.time_zone_abbreviation) == (
        2025,
        1,
        2,
        "ET",
    )
    assert holdem.read_phh(history.to_toml()) == history  # a PHH file like any other
    assert replay(history).is_complete


def test_a_hand_whose_result_differs_says_by_how_much_for_whom():
    text = CASH.replace("Ann collected $1.41", "Ann collected $1.31").replace(
        "collected ($1.41)", "collected ($1.31)"
    )
    check = check_pokerstars(one(text))
    assert check.status == "differs" and not check.matches
    assert check.differences == (0, 0, Decimal("0.14"))
    assert "add up to 0.14, not to the rake and fees" in str(check.reason)
    assert "Ann +0.14" in check.summary()


def test_R_POT_2_antes_all_ins_and_a_side_pot_in_a_tournament():
    hand = one(TOURNAMENT)
    assert hand.header.tournament == "999" and hand.header.buy_in == "$10+$1 USD"
    assert hand.header.level == "Level II" and (hand.header.small, hand.header.big) == (15, 30)
    assert hand.seats[3].status == "is sitting out"
    assert Posted("Dee", "ante", 5) in hand.records
    assert Note("Bob finished the tournament in 4th place") in hand.records
    history = pokerstars_history(hand)
    # the sitting-out player is dealt in in a tournament: it posts and folds in turn
    assert history.players == ["Dee", "Ann", "Bob", "Cy"] and history.antes == [5, 5, 5, 5]
    assert hand.summary is not None and hand.summary.pots == (("Main pot", 620), ("Side pot", 600))
    check = check_pokerstars(hand)
    assert check.matches and check.engine == (280, 0, 0, 1720)


def test_a_player_all_in_by_the_ante_folds_a_dead_hand_and_the_big_blind_is_due_in_full():
    # PokerStars folds a sitting-out player the ante put all-in; the big blind it cannot post is still
    # the full blind the others call (R-BLIND-3)
    text = TOURNAMENT.replace(
        "Seat 4: Dee (300 in chips) is sitting out", "Seat 4: Dee (5 in chips) is sitting out"
    )
    text = text.replace("Dee: posts the ante 5", "Dee: posts the ante 5 and is all-in")
    text = text.replace("Dee: posts small blind 15\n", "")
    history = pokerstars_history(one(text))
    assert "p1 f # kill: folded all-in (sitting out)" in history.actions
    text = CASH.replace("Ann: raises $0.20 to $0.30", "Ann: raises $0.20 to $0.30")
    short = TOURNAMENT.replace("Seat 1: Ann (500 in chips)", "Seat 1: Ann (5 in chips)")
    short = short.replace("Ann: posts the ante 5", "Ann: posts the ante 5 and is all-in")
    short = short.replace("Ann: posts big blind 30\n", "").replace(
        "Ann: calls 465 and is all-in\n", ""
    )
    history = pokerstars_history(one(short))
    assert history.blinds_or_straddles == [15, 30, 0, 0]  # Ann's blind, which she cannot post


def test_R_BLIND_6_dead_and_out_of_position_blinds():
    hand = one(DEAD_BLINDS)
    assert Posted("Dee", "small & big blinds", 3) in hand.records
    history = pokerstars_history(hand)
    # PHH: Bob (small blind), Cy (big blind), Dee and Eve live blinds out of position, Ann the button
    assert history.players == ["Bob", "Cy", "Dee", "Eve", "Ann"]
    assert history.blinds_or_straddles == [1, 2, -2, -2, 0]
    assert history.extra["_dead_blinds"] == [0, 0, 1, 0, 0]
    check = check_pokerstars(hand)
    assert check.matches and check.differences == (0, Decimal("0.45"), 0, 0, 0)


def test_R_BLIND_8_a_straddle_posted_as_such_or_as_a_second_big_blind():
    for text in (STRADDLE, STRADDLE.replace("posts straddle $4", "posts big blind $4")):
        hand = one(text)
        history = pokerstars_history(hand)
        assert history.blinds_or_straddles == [1, 2, 4, 0]
        # the summary's mucked cards are the mucker's hand, dealt known
        assert "d dh p4 QsQh" in history.actions and "p4 sm" in history.actions
        assert check_pokerstars(hand).matches


def test_R_BLIND_7_a_big_blind_without_a_small_blind():
    text = DEAD_BLINDS.replace("Bob: posts small blind $1\n", "").replace(
        "Bob: calls $1", "Bob: calls $2"
    )
    hand = one(text)
    history = pokerstars_history(hand)
    assert history.blinds_or_straddles == [0, 2, -2, -2, 0]
    assert history.extra["_dead_small_blind"] is True
    assert check_pokerstars(hand).matches


def test_R_DRAW_2_five_card_draw_with_four_cards_drawn_as_pokerstars_allows():
    hand = one(DRAW)
    assert Drew("Cy", 2) in hand.records
    assert Drew("Ann", 4, tuple(holdem.parse_cards("9d 7c 4h 2s"))) in hand.records
    history = pokerstars_history(hand)
    assert history.variant == "FD" and history.extra["_max_discards"] == 5
    assert "p2 sd ????" in history.actions and "d dh p2 ????" in history.actions
    assert "p3 sd 9d7c4h2s" in history.actions and "d dh p3 AdKcQh3d" in history.actions
    # the rule book draws at most three: the file's game is PokerStars', with five
    with pytest.raises(holdem.ReplayError, match="discard 1 to 3 cards"):
        replay(holdem.read_phh(history.to_toml().replace("_max_discards = 5\n", "")))
    check = check_pokerstars(hand)
    assert check.matches and check.differences == (0, Decimal("0.05"), 0)


def test_pot_limit_and_fixed_limit_holdem():
    pot_limit = CASH.replace("Hold'em No Limit", "Hold'em Pot Limit")
    assert pokerstars_history(one(pot_limit)).variant == "PT"
    assert check_pokerstars(one(pot_limit)).matches
    limit = CASH.replace("Hold'em No Limit ($0.05/$0.10", "Hold'em Limit ($0.10/$0.20")
    limit = limit.replace("raises $0.20 to $0.30", "raises $0.10 to $0.20").replace(
        "Cy: calls $0.20", "Cy: calls $0.10"
    )
    limit = limit.replace("bets $0.40", "bets $0.10").replace("calls $0.40", "calls $0.10")
    limit = limit.replace("bets $1", "bets $0.20").replace("($1) returned", "($0.20) returned")
    limit = limit.replace("$1.41", "$0.61").replace("Total pot $1.45", "Total pot $0.65")
    history = pokerstars_history(one(limit))
    assert history.variant == "FT" and (history.small_bet, history.big_bet) == (
        Decimal("0.1"),
        Decimal("0.2"),
    )
    assert check_pokerstars(one(limit)).matches


def test_shows_mucks_and_doesnt_show():
    hand = one(STRADDLE)
    assert (
        Showed("Dee", tuple(holdem.parse_cards("Ac Kc")), "a straight, Ace to Five") in hand.records
    )
    assert hand.summary is not None
    assert hand.summary.seats[0].mucked == tuple(holdem.parse_cards("Qs Qh"))
    assert hand.summary.seats[3].showed == tuple(holdem.parse_cards("Ac Kc"))
    assert hand.summary.seats[3].won == (26,)
    # a partial show (a tracker's XX for a card no one saw) is read and plays no part
    partial = STRADDLE.replace("Ann: mucks hand", "Ann: shows [XX Qh] ()")
    shown = next(r for r in one(partial).records if isinstance(r, Showed) and r.player == "Ann")
    assert shown.hidden == 1 and shown.cards == tuple(holdem.parse_cards("Qh"))


def test_a_hand_run_twice_is_read_and_reported_unsupported():
    hand = one(RUN_TWICE)
    assert hand.supported and hand.summary is not None and hand.summary.run_twice
    assert hand.summary.seats[0].won == (99,)  # the second run's loss has no amount
    with pytest.raises(holdem.UnsupportedHandError, match="run twice"):
        pokerstars_history(hand)
    check = check_pokerstars(hand)
    assert check.status == "unsupported" and "the engine deals one board" in str(check.reason)


def test_a_cash_out_is_paid_outside_the_pot():
    hand = one(CASH_OUT)
    assert CashedOut("Player3", Decimal("22.77"), Decimal("0.46")) in hand.records
    stated = stated_result(hand)
    assert stated is not None
    assert stated.cashed_out == (0, 0, 0, Decimal("22.77"))
    check = check_pokerstars(hand)
    assert check.matches and check.cashed_out == stated.cashed_out


def test_chat_and_table_events_are_kept_as_written():
    hand = one(DEAD_BLINDS)
    notes = [r.text for r in hand.records if isinstance(r, Note)]
    assert notes == [
        "Fay: sits out",
        'Eve said, "hi all"',
        "Gus joins the table at seat #4",
        "Bob leaves the table",
    ]


def test_zoom_home_game_and_play_money_headers():
    zoom = one(CASH.replace("PokerStars Hand #", "PokerStars Zoom Hand #").replace(" USD)", ")"))
    assert zoom.header.site == "PokerStars Zoom" and zoom.header.currency is None
    home = one(
        CASH.replace("Hand #200000000001:  ", "Home Game Hand #200000000001: {The Club}  ")
        .replace("$", "")
        .replace(" USD", "")
        .replace("6-max", "9-max (Play Money)")
    )
    assert home.header.site == "PokerStars Home Game" and home.header.club == "The Club"
    assert home.header.play_money and home.header.symbol == "" and check_pokerstars(home).matches
    tournament = one(TOURNAMENT.replace("Tournament #999", "Zoom Tournament #999"))
    assert tournament.header.zoom_tournament


def test_old_headers_tracker_exports_and_no_uncalled_bet_line():
    old = (
        CASH.replace("PokerStars Hand #", "POKERSTARS GAME #")
        .replace("Hold'em No Limit", "HOLD'EM NO LIMIT")
        .replace("2025/01/02 10:00:00 ET", "2009/10/12 - 23:45:12 (ET)")
        .replace("Ann: raises $0.20 to $0.30", "Ann: raises $0.30 to $0.30")  # HM1's raise text
        .replace("Uncalled bet ($1) returned to Ann\n", "")
    )
    hand = one(old)
    assert hand.header.game_name == "Hold'em No Limit" and hand.header.date.startswith("2009")
    history = pokerstars_history(hand)
    assert "p3 cbr 0.3" in history.actions  # the street total is what counts
    assert history.time_zone_abbreviation == "ET"
    stated = stated_result(hand)
    assert stated is not None and stated.returned == (
        0,
        0,
        1,
    )  # the unmatched bet, though unwritten
    assert check_pokerstars(hand).matches


def test_games_this_library_does_not_play_are_named_never_a_crash():
    courchevel = one(
        CASH.replace("Hold'em No Limit", "Courchevel Pot Limit").replace(
            "[As Ks]", "[As Ks 2d 3d 4d]"
        )
    )
    assert (
        not courchevel.supported and courchevel.records == () and courchevel.seats[0].name == "Ann"
    )
    assert "Courchevel Pot Limit is not played by this library" in str(courchevel.unsupported)
    with pytest.raises(holdem.UnsupportedHandError, match="Courchevel Pot Limit"):
        pokerstars_history(courchevel)
    assert check_pokerstars(courchevel).status == "unsupported"
    for game in (
        "Courchevel Hi/Lo Pot Limit",
        "Razz Limit",
        "Badugi Limit",
        "Triple Draw 2-7 Lowball Limit",
    ):
        assert not one(CASH.replace("Hold'em No Limit", game)).supported
    capped = one(CASH.replace("$0.10 USD)", "$0.10 - $10 Cap -  USD)"))
    assert not capped.supported and "capped" in str(capped.unsupported)


# ---- encodings ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("encode", "encoding"),
    [
        (lambda text: text.encode("utf-8"), "utf-8"),
        (lambda text: codecs.BOM_UTF8 + text.encode("utf-8"), "utf-8-sig"),
        (lambda text: text.replace("\n", "\r\n").encode("cp1252"), "cp1252"),
        (lambda text: text.encode("utf-16"), "utf-16"),
    ],
)
def test_any_encoding_and_line_end_pokerstars_writes(encode, encoding, tmp_path):
    text = RUN_TWICE.replace("Bo ", "Zoë ").replace(
        "Bo:", "Zoë:"
    )  # a euro sign, a name beyond ASCII
    (tmp_path / "h.txt").write_bytes(encode(text))
    for source in (tmp_path / "h.txt", str(tmp_path / "h.txt"), (tmp_path / "h.txt").read_bytes()):
        read = read_pokerstars(source)
        assert read.encoding == encoding and read.problems == []
        hand = read.hands[0]
        assert hand.header.symbol == "€" and hand.seats[1].name == "Zoë"
    assert is_pokerstars(encode(text))


def test_non_breaking_spaces_in_a_header_read_as_spaces():
    text = CASH.replace("Hold'em No Limit", "Hold'em\xa0No Limit").encode("cp1252")
    assert one(text.decode("cp1252")).header.game_name == "Hold'em No Limit"


# ---- problems: one bad hand, the rest read ----------------------------------------------------------------


def test_one_bad_hand_is_reported_with_its_number_and_line_and_the_rest_read():
    bad = STRADDLE.replace("Cy: folds\n", "Cy: juggles\n")
    text = file_of(CASH, bad, TOURNAMENT)
    read = read_pokerstars(text)
    assert [h.hand_id for h in read.hands] == ["200000000001", "200000000002"]
    (problem,) = read.problems
    line = text.split("\n").index("Cy: juggles") + 1
    assert isinstance(problem, holdem.PokerStarsError)
    assert (problem.hand, problem.line) == ("200000000005", line)
    assert "a line this reader does not know: 'Cy: juggles'" in str(problem)
    assert str(problem).startswith(f"hand #200000000005, line {line}: ")


def test_an_action_after_the_summary_is_a_problem_of_that_hand():
    text = file_of(CASH.rstrip("\n") + "\nAnn: bets $1\n", STRADDLE)
    read = read_pokerstars(text)
    assert [h.hand_id for h in read.hands] == ["200000000005"]
    (problem,) = read.problems
    assert problem.hand == "200000000001" and problem.line == CASH.count("\n") + 1
    assert "after the summary" in problem.reason


@pytest.mark.parametrize("cut", range(100, len(CASH), 37))
def test_a_truncated_file_is_read_as_far_as_it_goes(cut):
    text = file_of(STRADDLE, CASH)[: len(STRADDLE) + 3 + cut]
    read = read_pokerstars(text)
    assert read.hands[0].hand_id == "200000000005" and check_pokerstars(read.hands[0]).matches
    last = read.hands[1:] or read.problems
    assert len(last) == 1  # the cut hand: read as far as its last whole line, or reported
    if read.problems:  # a line cut in two
        assert read.problems[0].hand == "200000000001"
        assert read.problems[0].line == text.count("\n") + (not text.endswith("\n"))
    else:
        assert check_pokerstars(read.hands[1]).status in ("no result", "matches")


def test_a_hand_that_stops_before_its_summary_states_no_result():
    text = CASH[: CASH.index("*** SUMMARY ***")]
    check = check_pokerstars(one(text))
    assert check.status == "no result" and "stops before its summary" in str(check.reason)
    cut = CASH[: CASH.index("Cy: checks")]
    assert "with p2 (seat" in str(check_pokerstars(one(cut)).reason)


def test_text_that_is_no_history_and_text_before_the_first_hand():
    assert [str(p) for p in read_pokerstars("hello\nworld\n").problems] == [
        "hand #?, line 1: no PokerStars hand found (a hand starts with its header line)"
    ]
    read = read_pokerstars("garbage\n" + CASH)
    assert len(read.hands) == 1 and read.problems[0].line == 1
    assert read_pokerstars("").hands == [] and read_pokerstars("\n\n").problems == []


def test_errors_for_what_is_not_a_history():
    with pytest.raises(holdem.HistoryError, match="cannot read"):
        read_pokerstars("no/such/file.txt")
    with pytest.raises(holdem.InvalidArgumentError, match="path, its text or its bytes"):
        read_pokerstars(12)  # type: ignore[arg-type]
    with pytest.raises(holdem.InvalidArgumentError, match="PokerStarsHand"):
        check_pokerstars("hand")  # type: ignore[arg-type]


def test_hostile_lines_are_bounded_and_a_10_mb_line_is_refused_fast():
    huge = CASH.replace(
        "Cy: checks\n", 'Cy said, "' + "split the x bounty for eliminating " * 300_000 + '"\n', 1
    )
    assert len(huge) > 10_000_000
    start = time.perf_counter()
    read = read_pokerstars(huge)
    assert time.perf_counter() - start < 10
    assert read.hands == [] and "a line of over 10,000 characters" in read.problems[0].reason


def test_a_chat_line_may_say_anything():
    text = CASH.replace(
        "Cy: checks\n",
        'Cy said, "PokerStars Hand #1: Hold\'em No Limit ($1/$2) - 2020/01/01"\nCy: checks\n',
        1,
    )
    hand = one(text)
    assert check_pokerstars(hand).matches


@pytest.mark.slow
def test_a_10_mb_file_of_hands_reads_in_linear_time():
    text = file_of(*[CASH.replace("200000000001", str(k)) for k in range(13_500)])
    assert len(text) > 10_000_000
    start = time.perf_counter()
    read = read_pokerstars(text)
    assert len(read.hands) == 13_500 and read.problems == []
    assert time.perf_counter() - start < 120


def test_a_player_acting_who_is_not_dealt_in_is_an_error_naming_the_line():
    text = CASH.replace("Bob: folds", "Bob: folds\nZed: folds")
    (problem,) = read_pokerstars(text).problems
    assert problem.line == CASH.split("\n").index("Bob: folds") + 2
    text = CASH.replace("Seat 2: Bob (small blind) folded before Flop\n", "")
    hand = one(
        text
    )  # a summary cut short: Bob is not in it, but he posts and folds: he was dealt in
    assert check_pokerstars(hand).matches
    text = CASH.replace("Dealt to Ann [As Ks]", "Dealt to Ann [As Ks]\nDealt to Zed [2c 2d]")
    (problem,) = read_pokerstars(text).problems
    assert "cards dealt to no seated player" in problem.reason


def test_acted_records_keep_the_raise_and_its_total():
    hand = one(CASH)
    assert Acted("Ann", "raises", Decimal("0.2"), Decimal("0.3")) in hand.records
    assert Acted("Bob", "folds") in hand.records


# ---- any text: a result or a typed problem, never a crash ------------------------------------------------

_SAMPLES = (CASH, TOURNAMENT, DRAW, DEAD_BLINDS, STRADDLE, RUN_TWICE, CASH_OUT)


@settings(max_examples=300, deadline=None)
@given(
    sample=st.sampled_from(_SAMPLES),
    edits=st.lists(
        st.tuples(
            st.sampled_from(["drop", "repeat", "swap", "cut", "insert", "digit"]),
            st.integers(0, 10_000),
            st.text(max_size=30),
        ),
        max_size=4,
    ),
)
def test_any_edit_of_a_history_reads_and_replays_without_a_crash(sample, edits):
    lines = sample.split("\n")
    for kind, where, text in edits:
        k = where % len(lines)
        if kind == "drop":
            del lines[k]
        elif kind == "repeat":
            lines.insert(k, lines[k])
        elif kind == "swap" and k + 1 < len(lines):
            lines[k], lines[k + 1] = lines[k + 1], lines[k]
        elif kind == "cut":
            lines[k] = lines[k][: where % (len(lines[k]) + 1)]
        elif kind == "insert":
            lines.insert(k, text)
        elif kind == "digit":
            lines[k] = "".join(str((int(c) + 1) % 10) if c in "0123456789" else c for c in lines[k])
        if not lines:
            lines = [""]
    read = read_pokerstars("\n".join(lines))
    for problem in read.problems:
        assert isinstance(problem, holdem.PokerStarsError) and problem.line >= 1
    for hand in read.hands:
        check = check_pokerstars(hand)
        assert check.status in ("matches", "differs", "unsupported", "error", "no result")
        if hand.supported:
            try:
                again = read_pokerstars(holdem.to_pokerstars(hand))
            except holdem.HoldemError:
                continue
            assert again.hands == [hand]
