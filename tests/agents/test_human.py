"""The person at the terminal: the entries read (every form, and a bad one asked again with the reason, never a
fold), what the game shows (every seat's actions, the rounds as the game names them, the showdown and the pots
won) and what it never shows (another seat's cards before they are turned up)."""

from __future__ import annotations

import re
import warnings

import pytest

from holdem import Hand, HoldemWarning, Table, TableConfig, parse_cards
from holdem.agents import CallingStation, HumanAgent, QuitGame, RandomAgent, TightAggressive
from holdem.agents.human import Command, parse_discard, parse_entry
from holdem.errors import HoldemError, IllegalActionError
from holdem.game import Action, LegalActions

#: facing a bet of 40: fold, call 40, raise to 80 to 500
FACING = LegalActions(
    fold=True, check=False, call=40, min_raise_to=80, max_raise_to=500, current_bet=40
)
#: nothing to call: check, or bet 20 to 500
FREE = LegalActions(
    fold=True, check=True, call=None, min_raise_to=20, max_raise_to=500, current_bet=0
)
#: an all-in raise is all that is left: call 40 or raise to 60 (every chip)
SHORT = LegalActions(
    fold=True, check=False, call=40, min_raise_to=60, max_raise_to=60, current_bet=40
)
#: only a call (the others are all-in)
CALL_ONLY = LegalActions(
    fold=True, check=False, call=40, min_raise_to=None, max_raise_to=None, current_bet=40
)


@pytest.mark.parametrize(
    "entry, legal, expected",
    [
        ("f", FACING, "fold"),
        ("FOLD", FACING, "fold"),
        ("c", FACING, "call"),
        ("call", FACING, "call"),
        ("c", FREE, "check"),  # c checks when that is free
        ("call", FREE, "check"),
        ("k", FREE, "check"),
        ("check", FREE, "check"),
        ("x", FREE, "check"),
        ("f", FREE, "fold"),  # (the agent asks first: see the confirmation test)
        ("r 100", FACING, ("cbr", 100)),
        ("raise 100", FACING, ("cbr", 100)),
        ("raise to 100", FACING, ("cbr", 100)),
        ("R100", FACING, ("cbr", 100)),
        ("  r   100  ", FACING, ("cbr", 100)),
        ("b 100", FACING, ("cbr", 100)),  # b and r do the same
        ("bet 60", FREE, ("cbr", 60)),
        ("r 60", FREE, ("cbr", 60)),
        ("b 5bb", FACING, ("cbr", 100)),  # big blinds of 20
        ("r 5 bb", FACING, ("cbr", 100)),
        ("r 4.5bb", FACING, ("cbr", 90)),
        ("r min", FACING, ("cbr", 80)),
        ("r max", FACING, ("cbr", 500)),
        ("max", FACING, ("cbr", 500)),
        ("120", FACING, ("cbr", 120)),  # a number alone: a bet or raise to it
        ("40", FACING, "call"),  # ... the total to call calls
        ("0", FREE, "check"),  # ... and 0 checks
        ("a", FACING, "all_in"),
        ("allin", FACING, "all_in"),
        ("all in", FACING, "all_in"),
        ("All-In", FACING, "all_in"),
        ("shove", FACING, "all_in"),
        ("a", CALL_ONLY, "all_in"),  # all-in by calling for everything
        ("r 60", SHORT, ("cbr", 60)),
        ("?", FACING, Command.HELP),
        ("help", FACING, Command.HELP),
        ("h", FACING, Command.HELP),
        ("q", FACING, Command.QUIT),
        ("quit", FACING, Command.QUIT),
    ],
)
def test_each_form_of_an_entry_reads_as_its_action(entry, legal, expected):
    assert parse_entry(entry, legal, 20) == expected


@pytest.mark.parametrize(
    "entry, legal, reason",
    [
        ("", FACING, "type f, k, c, b N, r N, a, or ? for help"),
        ("k", FACING, "you cannot check: it is 40 to call (c calls, f folds)"),
        ("check", FACING, "you cannot check"),
        ("r", FACING, "say how much: r N, N from 80 to 500"),
        ("b", FREE, "say how much: b N, N from 20 to 500"),
        ("r ²", FACING, "say how much"),  # a digit int() cannot read
        ("r ٣", FACING, "say how much"),
        ("r 9999", FACING, "9,999 is not allowed: raise to at least 80 and at most 500"),
        ("r 1,000", FACING, "1,000 is not allowed"),
        ("r 50", FACING, "50 is not allowed: raise to at least 80"),
        ("b 10", FREE, "10 is not allowed: bet at least 20 and at most 500"),
        ("r 3bb", FACING, "60 is not allowed"),
        ("r 100", SHORT, "100 is not allowed: the only raise is to 60 (all-in)"),
        ("r 100", CALL_ONLY, "you cannot bet or raise now: you may fold or call 40"),
        ("r 2.5bb", FACING, None),  # 50 chips: whole, but below the least raise
        ("c 40", FACING, "c takes no amount"),
        ("2 3", FACING, "'2 3' is not an action"),
        ("raise the roof", FACING, "say how much"),
        (
            "bogus",
            FACING,
            "'bogus' is not an action: you may fold, call 40 or raise to at least 80",
        ),
        ("q now", FACING, "is not an action"),
    ],
)
def test_a_bad_entry_is_refused_saying_why_and_what_is_allowed(entry, legal, reason):
    with pytest.raises(IllegalActionError) as refused:
        parse_entry(entry, legal, 20)
    assert reason is None or reason in str(refused.value)


def test_an_amount_in_big_blinds_is_whole_chips():
    assert parse_entry("r 2.5bb", FACING, 40) == ("cbr", 100)
    with pytest.raises(IllegalActionError, match="12.5 chips: amounts are whole chips"):
        parse_entry("r 2.5bb", FREE, 5)


HOLE = tuple(parse_cards("As Kd 7c 4h 2s"))


@pytest.mark.parametrize(
    "entry, expected",
    [
        ("7c 2s", ("discard", parse_cards("7c 2s"))),
        ("7C2S", ("discard", parse_cards("7c 2s"))),
        ("d 7c", ("discard", parse_cards("7c"))),
        ("discard 4h 2s", ("discard", parse_cards("4h 2s"))),
        ("3 5", ("discard", parse_cards("7c 2s"))),  # places in the hand, 1 the first
        ("d 1", ("discard", parse_cards("As"))),
        ("", "stand_pat"),
        ("s", "stand_pat"),
        ("pat", "stand_pat"),
        ("stand pat", "stand_pat"),
        ("?", Command.HELP),
        ("q", Command.QUIT),
    ],
)
def test_each_form_of_a_draw_entry(entry, expected):
    assert parse_discard(entry, HOLE, 3) == expected


@pytest.mark.parametrize(
    "entry, reason",
    [
        ("Zz", "invalid card 'Zz'"),
        ("Qh", "you do not hold Qh: you hold 1:As 2:Kd 3:7c 4:4h 5:2s"),
        ("7c 4h 2s Kd", "discard at most 3 cards, not 4"),
        ("6", "places are 1 to 5, each once"),
        ("1 1", "places are 1 to 5, each once"),
        ("d", "say which cards"),
    ],
)
def test_a_bad_draw_entry_is_refused_saying_why(entry, reason):
    with pytest.raises(HoldemError) as refused:
        parse_discard(entry, HOLE, 3)
    assert reason in str(refused.value)


# -- at a table ------------------------------------------------------------------------------------


def _table(n=3, game="holdem", seed=11):
    table = Table(TableConfig(small_blind=1, big_blind=2), seats=n, seed=seed, game=game)
    for seat, name in enumerate(("me", "bob", "cy", "dee")[:n], 1):
        table.join(name, 200, seat)
    return table


def _scripted(entries, **kwargs):
    """A HumanAgent fed ``entries``, then c at a betting decision and enter (stand pat) at the draw; the
    texts it said and the prompts it asked with."""
    said: list[str] = []
    feed = iter(entries)
    asked: list[str] = []

    def ask(prompt):
        asked.append(prompt)
        return next(feed, "" if prompt.startswith("discard") else "c")

    human = HumanAgent(ask=ask, say=said.append, **kwargs)
    return human, said, asked


def _my_actions(record):
    me = record.players.index("me")
    return [e for e in record.events if type(e) is Action and e.seat == me]


def test_bad_entries_are_asked_again_and_never_fold():
    junk = ["", "zz", "r", "r 99999", "k 3", "2 3", "r ²", "?", "help"]
    human, said, _ = _scripted(junk)
    table = _table(2)
    record = table.play_hand({"me": human, "bob": CallingStation()})
    assert not table.incidents
    assert _my_actions(record)[0].kind.value in ("call", "check")  # the first legal entry, c
    assert any("type f, k, c" in s for s in said) and any("say how much" in s for s in said)
    assert any("is not allowed" in s for s in said)
    assert sum("this list" in s for s in said) == 2  # ? and help list the commands


@pytest.mark.parametrize(
    "entries, answer", [(["f", "n", "k"], "check"), (["f", "n", "f", "y"], "fold")]
)
def test_fold_when_checking_is_free_asks_first(entries, answer):
    """The big blind with nothing to call: f asks first; n goes on (nothing folded), y folds."""
    hand = Hand(TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1)
    hand.call()  # the small blind (the button, heads-up) completes: the big blind checks for free
    human, _, asked = _scripted(entries)
    assert human.act(hand.view(1)) == answer
    assert sum("checking is free: fold anyway?" in a for a in asked) == entries.count("f")


def test_quit_asks_first_then_leaves_the_table():
    human, _, asked = _scripted(["q", "n", "c", "q", "y"])
    table = _table(2)
    with pytest.raises(QuitGame):
        table.play({"me": human, "bob": CallingStation()}, hands=5, on_hand=human.hand_over)
    assert sum("leave the table?" in a for a in asked) == 2
    assert isinstance(QuitGame(), KeyboardInterrupt)  # ends a session as Ctrl-C does


def test_the_pause_between_hands_leaves_on_q():
    asked: list[str] = []

    def ask(prompt):
        asked.append(prompt)
        return "q" if "enter for the next hand" in prompt else "c"

    human = HumanAgent(ask=ask, say=lambda text: None)
    table = _table(2)
    with pytest.raises(QuitGame):
        table.play(
            {"me": human, "bob": CallingStation()},
            hands=5,
            on_hand=lambda record: human.hand_over(record, pause=True),
        )
    assert sum("enter for the next hand" in a for a in asked) == 1
    assert len(table.history) == 1  # the hand was over: it counts


def _session(game="holdem", hands=30, seed=11, n=3):
    """A session of a HumanAgent that calls (or stands pat) at every decision: the records, and for each
    hand what it said during the hand's decisions and at its end."""
    table = _table(n, game, seed)
    human, said, _ = _scripted([], game=game, name="me")
    told: list[tuple[list[str], list[str]]] = []  # per hand: (at decisions, at the end)
    start = [0]

    def after(record):
        during = said[start[0] :]
        human.hand_over(record)
        told.append((during, said[start[0] + len(during) :]))
        start[0] = len(said)

    others = [RandomAgent(3), TightAggressive(), CallingStation()][: n - 1]
    agents = {"me": human, **dict(zip(("bob", "cy", "dee"), others))}
    with warnings.catch_warnings():  # the session may bust down to one player: play says so
        warnings.simplefilter("ignore", HoldemWarning)
        table.play(agents, hands=hands, on_hand=after)
    assert not table.incidents
    return list(table.records), told


_CARD = re.compile(r"\b(?:[2-9TJQKA][shdc]|Jk)\b")


@pytest.mark.parametrize("game", ["holdem", "draw"])
def test_another_seats_cards_are_never_shown_before_they_are_turned_up(game):
    """R-DEAL-4: the output of a hand, to its end, names no card another seat was dealt unless it was shown
    (or was yours, or on the board: a draw's stub may deal a discard again)."""
    records, told = _session(game)
    kept_hidden = 0
    for record, (during, at_end) in zip(records, told):
        events = record.events
        me = record.players.index("me")
        cards = {
            kind: {str(c) for e in events if type(e).__name__ == kind for c in e.cards or ()}
            for kind in ("Show", "BoardDeal")
        }
        mine = {
            str(c)
            for e in events
            if type(e).__name__ in ("HoleDeal", "Discard") and e.seat == me
            for c in e.cards or ()
        }
        theirs = {
            str(c)
            for e in events
            if type(e).__name__ == "HoleDeal" and e.seat != me
            for c in e.cards or ()
        }
        hidden = theirs - cards["Show"] - cards["BoardDeal"] - mine
        assert not hidden & set(_CARD.findall("\n".join(during + at_end)))
        kept_hidden += bool(hidden)
    assert kept_hidden > len(records) // 2


@pytest.mark.parametrize("game", ["holdem", "draw"])
def test_each_action_at_the_table_is_told_once(game):
    """Every seat's actions, at your decisions and at the hand's end, each once, in order."""
    records, told = _session(game)
    for record, (during, at_end) in zip(records, told):
        me = record.players.index("me")
        lines = [
            line
            for text in during + at_end
            for line in text.splitlines()
            if re.match(r"^(you|bob|cy|dee) (fold|check|call|bet|raise)", line)
        ]
        actions = [e for e in record.events if type(e) is Action]
        assert len(lines) == len(actions), (lines, actions)
        for line, action in zip(lines, actions):
            who = "you" if action.seat == me else record.players[action.seat]
            assert line.startswith(f"{who} {action.kind.value}")


def test_hold_em_shows_the_board_positions_the_showdown_and_the_pots():
    records, told = _session("holdem", hands=30)
    text = "\n".join(t for during, at_end in told for t in during + at_end)
    for expected in ("preflop", "flop: ", "turn: ", "river: ", "BTN", "SB", "BB", "pot "):
        assert expected in text
    assert "showdown" in text and re.search(r"(you|bob|cy) wins? the (main )?pot \(\d+\)", text)
    assert re.search(r"bob (calls|raises to|bets|folds|checks)", text)  # the opponents' actions
    assert "you (seat 1), holding" in text and "you are you" not in text
    # a shown hand with its name
    assert re.search(
        r"(bob|cy)\s+\S\S \S\S\s+(high card|pair|two pair|three of a kind|straight|flush)", text
    )


def test_five_card_draw_names_its_rounds_and_the_draw():
    records, told = _session("draw", hands=20)
    text = "\n".join(t for during, at_end in told for t in during + at_end)
    assert "first betting round (before the draw)" in text
    assert "second betting round (after the draw)" in text
    assert "draw (up to 3 cards)" in text and re.search(r"(bob|cy) (draws \d|stands pat)", text)
    assert "flop" not in text and "preflop" not in text and "board" not in text


def test_a_hand_with_no_decision_is_told_at_its_end():
    """Everyone folds to your big blind: no decision of yours, and the hand is told at its end."""
    table = _table(3)
    human, said, _ = _scripted([], name="me")

    def folder(view):
        return "fold"

    for _ in range(6):
        before = len(said)
        record = table.play_hand({"me": human, "bob": folder, "cy": folder})
        if not _my_actions(record):
            human.hand_over(record)
            break
    else:
        pytest.fail("no hand without a decision of mine")
    text = "\n".join(said[before:])
    assert f"hand {record.number}" in text and "you win the pot" in text


# -- all-in where the limit caps a raise (pot-limit, fixed-limit) ----------------------------------------

#: fixed-limit, facing a bet of 2 with 198 behind: call 2 or raise to 4, the only raise; all-in is no action
CAPPED = LegalActions(fold=True, check=False, call=2, min_raise_to=4, max_raise_to=4, current_bet=2)


def test_all_in_past_the_limit_is_refused_saying_the_most_allowed():
    """R-BET-10, R-BET-11: pot-limit and fixed-limit cap a raise below a deep stack: ``a`` is then no legal action,
    refused (asked again), never read as an all-in the engine would refuse (and the table fold)."""
    with pytest.raises(
        IllegalActionError, match=r"cannot go all-in \(200\).*the most is a raise to 4"
    ):
        parse_entry("a", CAPPED, 2, all_in=200)
    assert parse_entry("a", SHORT, 20, all_in=60) == "all_in"  # the whole stack is the most
    assert parse_entry("a", CALL_ONLY, 20, all_in=30) == "all_in"  # a call for less
    with pytest.raises(IllegalActionError, match="cannot go all-in"):
        parse_entry("a", CALL_ONLY, 20, all_in=300)
    with pytest.raises(IllegalActionError) as refused:
        parse_entry("r 6", CAPPED, 2, all_in=200)
    assert "all-in" not in str(refused.value)  # the only raise is to 4, and that is not all-in


def test_the_screen_offers_all_in_only_when_it_is_legal():
    from holdem.agents.screen import help_lines, legal_line

    assert "all-in" not in legal_line(CAPPED, all_in=200)
    assert "all-in 60" in legal_line(SHORT, all_in=60)
    said: list[str] = []
    HumanAgent(say=said.append)._show(help_lines(CAPPED, 2, all_in=200))
    assert "all you have" not in said[0] and "all-in" not in said[0]
    assert "raise to 4" in said[0]


@pytest.mark.parametrize("game", ["omaha", "omaha-hi-lo"])
def test_all_in_at_a_capped_table_is_asked_again_not_folded(game):
    """Typing a at pot-limit Omaha or fixed-limit Omaha hi-lo with a deep stack: refused with the reason,
    the next entry played; no incident, no fold."""
    human, said, _ = _scripted(["a"], game=game)
    table = _table(2, game)
    record = table.play_hand({"me": human, "bob": CallingStation()})
    assert not table.incidents
    assert _my_actions(record)[0].kind.value in ("call", "check")
    assert any("cannot go all-in" in s for s in said)
    assert not any("all-in 200" in s or "all you have" in s for s in said)
