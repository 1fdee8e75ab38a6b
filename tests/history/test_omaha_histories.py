"""Issue 30, the histories: Omaha (4, 5 and 6 cards, hi-lo) and short deck read, replayed and written in PHH
(``PO``, ``FO/8``, ``NS`` and this library's codes), PokerStars and Open Hand History like hold'em. The PHH
dataset's ``PO`` and ``FO/8`` hands (tests/phh_omaha_samples.py) replay to their finishing stacks."""

from __future__ import annotations

import importlib.util
from decimal import Decimal
from pathlib import Path

import pytest

from conftest import REPO_ROOT
from holdem import BettingStructure, Hand, HistoryError, TableConfig, UnsupportedHandError
from holdem.game import (
    HOLDEM,
    OMAHA,
    OMAHA_5,
    OMAHA_5_HI_LO,
    OMAHA_6,
    OMAHA_HI_LO,
    SHORT_DECK,
    SHORT_DECK_STRAIGHTS,
    GameDef,
)
from holdem.history import (
    check_history,
    check_pokerstars,
    player_stats,
    pokerstars_history,
    read_ohh,
    read_phh,
    read_pokerstars,
    replay,
    to_ohh,
    to_phh,
    to_pokerstars,
)
from holdem.history.variants import (
    GAMES,
    STANDARD_VARIANTS,
    VARIANTS,
    unsupported_variant,
    variant_of,
)
from phh_omaha_samples import (
    ANTONIUS_BLOM_2009_PO,
    TRITON_2019_NS,
    WSOP_2023_43_FO8,
    WSOP_2023_43_PO,
)
from stars_samples import OMAHA as STARS_OMAHA
from stars_samples import SIX_PLUS

#: Every PO hand of the dataset these tests have: the WSOP's seven and Antonius and Blom's.
PO_HANDS = {**WSOP_2023_43_PO, "antonius-blom-2009": ANTONIUS_BLOM_2009_PO}
HI_LO = OMAHA_HI_LO


def _played(hand: Hand) -> Hand:
    """``hand`` played to its end: a pot-sized raise by the second player to act, then checks and calls,
    every hand shown."""
    acted = 0
    while not hand.is_complete and hand.actor is not None:
        legal = hand.legal_actions()
        acted += 1
        if acted == 2 and legal.max_raise_to:
            hand.raise_to(legal.max_raise_to)
        elif legal.check:
            hand.check()
        else:
            hand.call()
    while (seat := hand.next_to_show) is not None:
        hand.show(seat)
    assert hand.is_complete
    return hand


def _hand(game: GameDef, config: TableConfig | None = None, seed: int = 5) -> Hand:
    config = config or TableConfig(small_blind=1, big_blind=2)
    return _played(Hand(config, [300, 300, 300, 300], button=1, seed=seed, game=game))


# ---- PHH --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PO_HANDS))
@pytest.mark.parametrize("rules", [None, "pokerkit"])
def test_R_HAND_8_every_PO_hand_of_the_dataset_replays_to_its_finishing_stacks(
    name: str, rules: str | None
) -> None:
    history = read_phh(PO_HANDS[name])
    assert history.variant == "PO"
    check = check_history(history, rules)
    assert check.status == "matches", check.summary()
    hand = replay(history)
    assert hand.game is OMAHA and hand.config.betting is BettingStructure.POT_LIMIT


@pytest.mark.parametrize("name", sorted(WSOP_2023_43_FO8))
def test_R_HAND_9_every_FO8_hand_of_the_dataset_replays_to_its_finishing_stacks(name: str) -> None:
    history = read_phh(WSOP_2023_43_FO8[name])
    check = check_history(history)
    assert check.status == "matches", check.summary()
    hand = replay(history)
    assert hand.game is HI_LO and hand.config.betting is BettingStructure.FIXED_LIMIT


def test_R_HAND_10_R_BLIND_9_NS_is_pokerkits_short_deck_a_straight_over_three_of_a_kind() -> None:
    """The Triton hand: the button's one blind (the last entry) and an ante each; Xuan's straight beats Phua's
    three kings under pokerkit's reading (NS), and loses under PokerStars' (``_trips_beat_straight``)."""
    history = read_phh(TRITON_2019_NS)
    hand = replay(history)
    assert hand.game is SHORT_DECK_STRAIGHTS and hand.config.button_blind
    assert [(b.seat, b.kind, b.amount) for b in hand.positions.blinds] == [(5, "big blind", 3000)]
    assert check_history(history).status == "matches"
    assert list(hand.stacks) == [489000, 226000, 684000, 400000, 0, 198000]
    # written back: the same code and forced bets, no key (pokerkit's reading is the code's)
    again = read_phh(to_phh(hand))
    assert again.variant == "NS" and again.blinds_or_straddles == [0, 0, 0, 0, 0, 3000]
    assert "_trips_beat_straight" not in again.extra
    # the other reading: Phua's three kings win the pot Xuan shared with him
    history.extra["_trips_beat_straight"] = True
    trips = replay(history)
    assert trips.game is SHORT_DECK and trips.stacks[4] > 0 and trips.stacks[2] < 684000
    assert check_history(history).status == "differs"
    assert read_phh(to_phh(trips)).extra["_trips_beat_straight"] is True
    history.extra["_trips_beat_straight"] = "yes"
    with pytest.raises(HistoryError, match="_trips_beat_straight is true or false"):
        replay(history)
    po = read_phh(ANTONIUS_BLOM_2009_PO)
    po.extra["_trips_beat_straight"] = True
    with pytest.raises(HistoryError, match="is for short deck"):
        replay(po)


def test_the_variant_codes_name_each_game_and_structure() -> None:
    assert set(STANDARD_VARIANTS) - {"FO/8"} <= set(VARIANTS)
    assert (GAMES["PO"], VARIANTS["PO"]) == (OMAHA, BettingStructure.POT_LIMIT)
    assert (GAMES["NO5"], GAMES["FO6"]) == (OMAHA_5, OMAHA_6)
    assert (GAMES["NS"], GAMES["PT"]) == (SHORT_DECK_STRAIGHTS, HOLDEM)
    for (
        code,
        betting,
    ) in VARIANTS.items():  # each code is its game's and structure's, written back so
        game = GAMES[code]
        assert variant_of(game, betting) == (code, {}) or game.name.startswith("five-card draw")
    assert variant_of(SHORT_DECK, BettingStructure.POT_LIMIT) == (
        "PS",
        {"_trips_beat_straight": True},
    )
    assert unsupported_variant("F7S") is not None and "not a game" in str(
        unsupported_variant("F7S")
    )
    assert (
        GAMES["FO/8"] is HI_LO
        and GAMES["PO5/8"] is OMAHA_5_HI_LO
        and GAMES["PO6/8"].hole_cards == 6
    )


@pytest.mark.parametrize(
    ("game", "code"), [(OMAHA, "PO"), (OMAHA_5, "PO5"), (OMAHA_6, "PO6"), (SHORT_DECK, "NS")]
)
def test_a_hand_played_here_is_written_as_phh_and_replays_to_the_same_stacks(
    game: GameDef, code: str
) -> None:
    config = (
        TableConfig(small_blind=0, big_blind=2, ante=1, button_blind=True)
        if game is SHORT_DECK
        else None
    )
    hand = _hand(game, config)
    history = read_phh(to_phh(hand))
    assert history.variant == code
    again = replay(history)
    assert again.game == game and list(again.stacks) == list(hand.stacks)
    assert again.config.button_blind == (game is SHORT_DECK)
    seat = read_phh(
        to_phh(hand, seat=0)
    )  # a seat's own history hides the others' four to six cards
    assert seat.actions[1] == "d dh p2 ????" and replay(seat).is_complete


def test_the_dataset_tool_counts_PO_and_NS_hands_as_replayed(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location(
        "replay_dataset", REPO_ROOT / "tools" / "replay_dataset.py"
    )
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    for name, text in {**PO_HANDS, "triton": TRITON_2019_NS}.items():
        (tmp_path / f"{name}.phh").write_text(text)
    (tmp_path / "fo8.phh").write_text(WSOP_2023_43_FO8["00-41-13"])
    report = tool.run(tmp_path)
    assert report["by_variant"]["PO"]["matching"] == len(PO_HANDS)
    assert report["by_variant"]["NS"]["matching"] == 1
    fo8 = report["by_variant"]["FO/8"]
    assert fo8["matching"] == 1


def test_pokerkit_replays_the_same_PO_and_NS_hands_to_the_same_stacks() -> None:
    pk = pytest.importorskip("pokerkit")
    for text in (*PO_HANDS.values(), TRITON_2019_NS):
        state = list(pk.HandHistory.loads(text))[-1]
        history = read_phh(text)
        assert [Decimal(str(s)) for s in state.stacks] == [
            Decimal(str(s)) for s in history.finishing_stacks or ()
        ]


# ---- PokerStars -------------------------------------------------------------------------------------


def test_R_HAND_8_a_pokerstars_omaha_hand_replays_and_is_written_back() -> None:
    [hand] = read_pokerstars(STARS_OMAHA).hands
    history = pokerstars_history(hand)
    assert history.variant == "PO" and "d dh p3 AhKdQcJs" in history.actions
    check = check_pokerstars(hand)
    assert check.matches and check.engine == (Decimal("9.95"), Decimal("11.9"), Decimal("8.15"))
    # Ann's ace of hearts with four hearts on the board is no flush: two hole cards and three of the board
    engine = replay(history)
    assert engine.result.pots[0].winners == (2,)  # Cy, on the table's third seat
    assert read_pokerstars(to_pokerstars(hand)).hands == [hand]


def test_R_HAND_10_R_BLIND_9_a_pokerstars_six_plus_hand_plays_three_of_a_kind_over_a_straight() -> (
    None
):
    [hand] = read_pokerstars(SIX_PLUS).hands
    assert (hand.header.big, hand.header.ante, hand.header.small) == (1, 1, None)
    history = pokerstars_history(hand)
    assert history.variant == "NS" and history.extra["_trips_beat_straight"] is True
    assert history.blinds_or_straddles == [0, 0, 1] and history.antes == [1, 1, 1]
    assert "_dead_small_blind" not in history.extra
    assert check_pokerstars(hand).matches
    assert read_pokerstars(to_pokerstars(hand)).hands == [hand]
    # under pokerkit's reading Ann's straight would win: the key is what makes the file's result
    history.extra.pop("_trips_beat_straight")
    assert replay(history).stacks[0] > 50


@pytest.mark.parametrize("game", [OMAHA, OMAHA_5, OMAHA_6, SHORT_DECK])
def test_a_hand_played_here_is_written_as_pokerstars_and_read_back(game: GameDef) -> None:
    config = (
        TableConfig(small_blind=0, big_blind=2, ante=1, button_blind=True)
        if game is SHORT_DECK
        else None
    )
    hand = _hand(game, config)
    text = to_pokerstars(hand, currency="USD", date="2025/01/02 10:00:00 ET")
    [read_hand] = read_pokerstars(text).hands
    written = {
        OMAHA: "Omaha",
        OMAHA_5: "5 Card Omaha",
        OMAHA_6: "6 Card Omaha",
        SHORT_DECK: "6+ Hold'em",
    }
    assert read_hand.header.game == written[game]
    check = check_pokerstars(read_hand)
    stacks = {f"Player{seat + 1}": chips for seat, chips in enumerate(hand.stacks)}
    assert check.matches and dict(zip(check.players, check.engine)) == stacks, check.summary()
    if game is SHORT_DECK:
        assert "(Button Blind $2 - Ante $1 USD)" in text and ": posts button blind $2" in text
        assert read_hand.header.stakes_text == "Button Blind $2 - Ante $1 USD"


def _all_in_by_the_ante(config: TableConfig, stacks: list[int], game: GameDef) -> Hand:
    """A hand whose big blind (or button blind) the ante put all-in: the first to act makes a pot-sized raise
    over the full blind (R-BLIND-3), the others fold."""
    hand = Hand(config, stacks, button=0, seed=3, game=game)
    assert hand.legal_actions().call == config.big_blind
    hand.raise_to(hand.legal_actions().max_raise_to)
    while not hand.is_complete:
        if hand.actor is not None:
            hand.fold()
        else:
            hand.finish_showdown()
    return hand


BUTTON_BLIND = TableConfig(small_blind=0, big_blind=2, ante=1, button_blind=True)


@pytest.mark.parametrize("n", [3, 4])
def test_R_BLIND_9_a_button_the_ante_put_all_in_still_has_its_blind_called_when_read_back(
    n: int,
) -> None:
    """The button's one chip goes in as its ante, so the file posts no button blind; the others still call
    the full blind (R-BLIND-3) and a pot-sized raise is measured from it, as the hand played it."""
    hand = _all_in_by_the_ante(BUTTON_BLIND, [1] + [100] * (n - 1), OMAHA)
    text = to_pokerstars(hand)
    assert "posts button blind" not in text
    [read_hand] = read_pokerstars(text).hands
    again = replay(pokerstars_history(read_hand))
    assert again.config.button_blind and again.stacks == hand.stacks
    assert check_pokerstars(read_hand).matches


@pytest.mark.parametrize(
    ("game", "config"),
    [
        (HOLDEM, TableConfig(small_blind=1, big_blind=3, ante=2)),
        (OMAHA_5, TableConfig(small_blind=1, big_blind=3, ante=2)),
        (OMAHA, TableConfig(BettingStructure.POT_LIMIT, small_blind=5, big_blind=10, ante=2)),
        (SHORT_DECK, TableConfig(BettingStructure.POT_LIMIT, small_blind=1, big_blind=2, ante=3)),
    ],
)
def test_R_BLIND_3_both_blinds_the_ante_put_all_in_are_still_called_in_full_when_read_back(
    game: GameDef, config: TableConfig
) -> None:
    """The ante puts the small and the big blind all-in, so the file posts no blind at all; read back, the
    others still call the full big blind (R-BLIND-3) and a pot-sized raise over it replays, to the same
    stacks (it was read as a hand without blinds: a raise refused, or chips lost)."""
    hand = _all_in_by_the_ante(config, [100, 1, 2, 100, 100], game)
    text = to_pokerstars(hand)
    assert "posts small blind" not in text and "posts big blind" not in text
    [read_hand] = read_pokerstars(text).hands
    again = replay(pokerstars_history(read_hand))
    assert again.stacks == hand.stacks
    assert check_pokerstars(read_hand).matches


def test_R_BLIND_9_a_fixed_limit_button_blind_hand_has_no_pokerstars_stakes() -> None:
    """PokerStars writes a button blind's stakes as "Button Blind 2 - Ante 1", which has no fixed-limit bet
    sizes: such a hand (Omaha hi-lo with a button blind, fixed-limit as the game is played) is refused,
    not written as a file that cannot be read back."""
    hand = _hand(OMAHA_HI_LO, BUTTON_BLIND)
    assert hand.config.betting is BettingStructure.FIXED_LIMIT
    with pytest.raises(UnsupportedHandError, match="button blind"):
        to_pokerstars(hand)
    assert replay(read_phh(to_phh(hand))).stacks == hand.stacks  # PHH has the bet sizes


STRADDLE = TableConfig(small_blind=2, big_blind=4, straddles=(8,), ante=3)


@pytest.mark.parametrize(
    ("config", "stacks", "match"),
    [
        (
            STRADDLE,
            [2, 3, 200, 50, 2],
            "seat 0's straddle of 8 was posted short",
        ),  # the ante put it all-in
        (STRADDLE, [8, 3, 200, 50, 20], "seat 0's straddle of 8 was posted short"),  # all-in for 5
        (
            TableConfig(small_blind=0, big_blind=4, ante=3),
            [20, 3, 200, 50, 2],
            "seat 4's big blind of 4 was posted short",
        ),
    ],
)
def test_R_BLIND_3_forced_bets_pokerstars_and_ohh_cannot_give_back_are_refused(
    config: TableConfig, stacks: list[int], match: str
) -> None:
    """A straddle, or a big blind with no small blind, posted short: the readers learn them only from the lines
    posted, so the hand would read back with other forced bets. Refused by both writers; PHH writes it."""
    hand = _played(Hand(config, stacks, button=2, seed=1, game=OMAHA_HI_LO))
    with pytest.raises(UnsupportedHandError, match=match):
        to_pokerstars(hand)
    with pytest.raises(HistoryError, match=match):
        to_ohh(hand)
    assert replay(read_phh(to_phh(hand))).stacks == hand.stacks


def test_R_BLIND_3_a_straddle_posted_in_full_is_written_and_read_back() -> None:
    hand = _played(Hand(STRADDLE, [40, 30, 200, 50, 20], button=2, seed=1, game=OMAHA_HI_LO))
    (from_ohh,) = read_ohh(to_ohh(hand))
    assert replay(from_ohh).stacks == hand.stacks
    (read,) = read_pokerstars(to_pokerstars(hand)).hands
    check = check_pokerstars(read)
    stacks = {f"Player{seat + 1}": chips for seat, chips in enumerate(hand.stacks)}
    assert check.matches and dict(zip(check.players, check.engine)) == stacks, check.summary()


def test_a_short_deck_hand_of_straights_over_trips_has_no_pokerstars_game() -> None:
    hand = _hand(SHORT_DECK_STRAIGHTS, TableConfig(small_blind=1, big_blind=2))
    with pytest.raises(UnsupportedHandError, match="PokerStars has no game"):
        to_pokerstars(hand)


def test_player_statistics_count_omaha_and_short_deck_hands() -> None:
    stats = player_stats(STARS_OMAHA + "\n\n\n" + SIX_PLUS)
    assert stats.hands == 2 and not stats.skipped
    # Cy: +1.75 in Omaha (the pot less the rake, less 1.85 put in), -2 in 6+ (the ante and the button blind)
    assert stats.players["Cy"].net == Decimal("-0.25") and stats.players["Bob"].net == Decimal(
        "18.95"
    )


# ---- Open Hand History ------------------------------------------------------------------------------


@pytest.mark.parametrize(("game", "code"), [(OMAHA, "PO"), (OMAHA_5, "PO5"), (OMAHA_6, "PO6")])
def test_omaha_is_written_as_ohhs_omaha_and_read_back(game: GameDef, code: str) -> None:
    hand = _hand(game)
    text = to_ohh(hand, all_cards=True)
    assert '"game_type":"Omaha"' in text
    [history] = read_ohh(text)
    assert history.variant == code and list(replay(history).stacks) == list(hand.stacks)


def test_what_ohh_cannot_say_of_omaha_and_short_deck_is_refused() -> None:
    folded = Hand(
        TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1, game=OMAHA_5
    )
    folded.fold()  # no hand is shown: the file would not tell five cards from four
    with pytest.raises(HistoryError, match="no field for the hole cards' count"):
        to_ohh(folded)
    assert read_ohh(to_ohh(folded, all_cards=True))[0].variant == "PO5"
    with pytest.raises(HistoryError, match="OHH has no game_type for short-deck"):
        to_ohh(_hand(SHORT_DECK))


@pytest.mark.parametrize(
    ("config", "stacks"),
    [
        (BUTTON_BLIND, [1, 100, 100, 100]),  # the button's blind (R-BLIND-9)
        (
            TableConfig(BettingStructure.POT_LIMIT, small_blind=1, big_blind=2, ante=1),
            [100, 100, 1, 100],
        ),
        (  # both blinds, one of them short of the ante too
            TableConfig(BettingStructure.POT_LIMIT, small_blind=5, big_blind=10, ante=2),
            [100, 1, 2, 100, 100],
        ),
    ],
)
def test_R_BLIND_3_a_big_blind_the_ante_put_all_in_is_called_in_full_when_read_from_ohh(
    config: TableConfig, stacks: list[int]
) -> None:
    """OHH posts no big blind for a player the ante put all-in; read back, the others still call the full
    blind and a pot-sized raise over it replays (it was read as no blind, the raise as too large a bet)."""
    hand = _all_in_by_the_ante(config, stacks, OMAHA)
    [history] = read_ohh(to_ohh(hand, all_cards=True))
    again = replay(history)
    assert again.config.button_blind == config.button_blind and again.stacks == hand.stacks


@pytest.mark.parametrize(
    ("game", "config", "stacks"),
    [
        (
            OMAHA,
            TableConfig(BettingStructure.FIXED_LIMIT, small_blind=1, big_blind=10),
            [5, 5, 20, 9],
        ),
        (OMAHA_HI_LO, TableConfig(small_blind=5, big_blind=10), [200, 200, 1, 200]),
        (OMAHA_6, TableConfig(small_blind=0, big_blind=4, button_blind=True), [1, 200, 20, 8]),
        (HOLDEM, TableConfig(small_blind=1, big_blind=2), [100, 1, 1, 100]),
    ],
)
def test_R_BLIND_3_a_blind_posted_all_in_for_less_is_called_in_full_when_read_from_ohh(
    game: GameDef, config: TableConfig, stacks: list[int]
) -> None:
    """OHH posts what a short blind put in (all its chips); read back, the blind is the full one, which the
    others call (R-BLIND-3): it was read as a blind of that size, so a raise measured from the full blind
    was refused, a big blind below the small one was no table, or a short button blind lost chips."""
    hand = Hand(config, stacks, button=0, seed=4, game=game)
    while not hand.is_complete:
        if hand.actor is None:
            hand.finish_showdown()
        elif hand.legal_actions().max_raise_to and len(hand.actions) < 2:
            hand.bet_or_raise_to(hand.legal_actions().max_raise_to)
        else:
            hand.check_or_call()
    [history] = read_ohh(to_ohh(hand, all_cards=True))
    assert replay(history).stacks == hand.stacks
