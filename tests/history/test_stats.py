"""Issue 29: player statistics (docs/tutorials/statistics.md), checked against hands written for these tests
and counted by hand, and the same counts from every source: history files of any format, PHH, a table's
records, a tournament, a simulation."""

from __future__ import annotations

import math
from decimal import Decimal

import pytest

import holdem
from gg_samples import HOLDEM, as_exported
from holdem.errors import InvalidArgumentError
from holdem.history import (
    PlayerStats,
    Rate,
    Stats,
    interval95,
    player_stats,
    position_order,
    read,
    read_phhs,
    write_phhs,
)
from stats_samples import H1, H2, H3, H4, HANDS


def counted() -> Stats:
    stats = player_stats(HANDS)
    assert stats.hands == 4 and stats.skipped == []
    return stats


def test_vpip_and_pfr_count_decisions_in_the_first_round_and_leave_out_the_walk():
    players = counted().players
    ann, bob, cy = players["Ann"], players["Bob"], players["Cy"]
    # Ann: raises (H1), no decision in the walk (H2), completes (H3), raises (H4)
    assert (ann.vpip, ann.pfr) == (Rate(3, 3), Rate(2, 3))
    # Bob: folds (H1, H2), checks his big blind (H3: not voluntary), 3-bets (H4)
    assert (bob.vpip, bob.pfr) == (Rate(1, 4), Rate(1, 4))
    # Cy: 3-bets (H1), folds (H2), limps (H3), folds (H4)
    assert (cy.vpip, cy.pfr) == (Rate(2, 4), Rate(1, 4))
    assert ann.vpip.rate == 1.0 and bob.vpip.rate == 0.25


def test_three_bets_and_folds_to_them():
    players = counted().players
    ann, bob, cy = players["Ann"], players["Bob"], players["Cy"]
    # Bob faced Ann's open twice: folded (H1), 3-bet (H4); Cy faced it once (H1) and 3-bet; in H4 Cy faced
    # two raises (no 3-bet chance); Ann opened both times: no chance to 3-bet herself
    assert (ann.three_bet, bob.three_bet, cy.three_bet) == (Rate(0, 0), Rate(1, 2), Rate(1, 1))
    assert ann.three_bet.rate is None
    # Ann's opens were 3-bet twice: she called (H1), folded (H4)
    assert ann.fold_to_three_bet == Rate(1, 2) and bob.fold_to_three_bet == Rate(0, 0)


def test_aggression_factor_counts_bets_and_raises_per_call_after_the_first_round():
    players = counted().players
    # Ann: raise on the flop, bet on the turn (H1), no call: no factor
    assert (players["Ann"].bets_and_raises, players["Ann"].calls) == (2, 0)
    assert players["Ann"].aggression_factor is None
    # Cy: bet, call, call (H1); call, bet (H3)
    assert (players["Cy"].bets_and_raises, players["Cy"].calls) == (2, 3)
    assert players["Cy"].aggression_factor == pytest.approx(2 / 3)
    assert players["Bob"].aggression_factor is None and players["Bob"].bets_and_raises == 1


def test_showdowns_went_to_and_won_of_the_flops_seen():
    players = counted().players
    ann, bob, cy = players["Ann"], players["Bob"], players["Cy"]
    assert (ann.flops_seen, bob.flops_seen, cy.flops_seen) == (2, 1, 2)
    assert (ann.wtsd, bob.wtsd, cy.wtsd) == (Rate(1, 2), Rate(0, 1), Rate(1, 2))
    assert (ann.wsd, cy.wsd, bob.wsd) == (Rate(1, 1), Rate(0, 1), Rate(0, 0))


def test_net_and_bb_per_100_with_its_interval():
    players = counted().players
    ann = players["Ann"]
    assert [players[name].net for name in ("Ann", "Bob", "Cy")] == [94, 1, -95]
    # Ann's hands in big blinds: +50.5, +0.5, -1, -3 (94 chips: 47 big blinds over 4 hands)
    assert ann.bb_per_100 == pytest.approx(1175)
    results = [50.5, 0.5, -1, -3]
    mean = sum(results) / 4
    sd = math.sqrt(sum((r - mean) ** 2 for r in results) / 3)
    low, high = ann.ci95
    assert (low, high) == pytest.approx(
        (100 * (mean - 1.96 * sd / 2), 100 * (mean + 1.96 * sd / 2)), rel=1e-3
    )


def test_per_position():
    positions = counted().positions
    assert sorted(positions["Ann"], key=position_order) == ["BTN", "SB", "BB"]
    button = positions["Ann"]["BTN"]  # H1 and H4
    assert (button.hands, button.vpip, button.pfr, button.fold_to_three_bet) == (
        2,
        Rate(2, 2),
        Rate(2, 2),
        Rate(1, 2),
    )
    assert button.net == 95 and positions["Ann"]["BB"].vpip == Rate(0, 0)  # the walk
    assert positions["Bob"]["SB"].three_bet == Rate(1, 2)
    assert sum((p for p in positions["Cy"].values()), PlayerStats()) == counted().players["Cy"]


def test_the_counts_are_the_same_from_phh_and_add_up():
    stats = counted()
    histories = [hand.history for hand in read(HANDS)]
    from_phh = player_stats(read_phhs(write_phhs(histories)))
    assert from_phh.players == stats.players and from_phh.positions == stats.positions
    halves = player_stats(H1 + "\n\n" + H2) + player_stats(H3 + "\n\n" + H4)
    assert halves.players == stats.players and halves.hands == 4
    assert stats.to_dict()["players"]["Ann"]["vpip"] == {"count": 3, "of": 3, "rate": 1.0}


def test_the_net_is_what_the_file_states_after_the_rake():
    stats = player_stats([as_exported(text) for text in HOLDEM[:2]])  # two real GGPoker hands
    assert stats.hands == 2
    # HD2735972142: d31522d6 took $84.49 from the pot (after $4.50 rake and jackpot) and paid the site $19
    assert stats.players["d31522d6"].net == Decimal("21.12")  # 65.49 - 44.37
    assert stats.players["4d960f58"].net == Decimal("-44.37")


def test_unsupported_and_unreadable_hands_are_skipped_with_the_reason():
    stats = player_stats(HANDS + "\n\n" + H1.replace("Hold'em No Limit", "Razz Limit"))
    assert stats.hands == 4 and len(stats.skipped) == 1 and "Razz" in stats.skipped[0][1]
    with pytest.raises(InvalidArgumentError):
        player_stats(42)


def test_a_tables_records_and_its_ledger_agree():
    table = holdem.Table(holdem.TableConfig(small_blind=1, big_blind=2), seats=4, seed=9)
    for name in ("ann", "bob", "cy", "dee"):
        table.join(name, 200)
    agents = {
        "ann": holdem.agents.TightAggressive(),
        "bob": holdem.agents.CallingStation(),
        "cy": holdem.agents.RandomAgent(seed=1),
        "dee": holdem.agents.RandomAgent(seed=2),
    }
    table.play(agents, hands=120)
    stats = table.player_stats()
    ledger = table.ledger()
    assert stats.hands == 120 == len(table.records)
    for name, counts in stats.players.items():
        assert counts.hands == ledger[name]["hands"]
        assert (
            counts.net
            == ledger[name]["stack"] - ledger[name]["bought_in"] + ledger[name]["cashed_out"]
        )
    assert stats.players["bob"].vpip.rate > stats.players["ann"].vpip.rate  # a calling station
    assert sorted(stats.positions["ann"], key=position_order) == ["UTG", "BTN", "SB", "BB"]
    assert player_stats([record.hand for record in table.records]).hands == 120


def test_a_tournaments_tables():
    tournament = holdem.Tournament(["a", "b", "c", "d", "e", "f"], table_size=3, seed=4)
    tournament.run(holdem.agents.RandomAgent(seed=2))
    stats = tournament.player_stats()
    assert stats.hands == sum(len(t.records) for t in tournament.all_tables())
    assert sum(p.net for p in stats.players.values()) == 0


def test_a_simulation_counts_the_same_hands_net_and_vpip_as_its_own_tally():
    """holdem.sim counts hands, net, VPIP and showdowns itself: player_stats=True adds the rest, the same."""
    result = holdem.simulate(
        ["tag", "random", "calling"],
        hands=600,
        seed=3,
        workers=1,
        chunk_hands=200,
        player_stats=True,
    )
    stats = result.player_stats
    assert stats is not None and stats.hands == 600
    for agent in result.agents:
        counts = stats.players[agent.agent]
        assert (counts.hands, counts.net, counts.vpip_hands, counts.showdowns) == (
            agent.hands,
            agent.net,
            agent.vpip_hands,
            agent.showdown_hands,
        )
        assert counts.bb_per_100 == pytest.approx(agent.bb_per_100)
        assert counts.ci95 == pytest.approx(agent.ci95)
    assert "player_stats" in result.to_dict()
    plain = holdem.simulate(
        ["tag", "random", "calling"], hands=600, seed=3, workers=1, chunk_hands=200
    )
    assert plain.player_stats is None and plain.agents == result.agents
    twice = holdem.simulate(["random", "random"], hands=50, seed=1, workers=1, player_stats=True)
    assert twice.player_stats is not None and sorted(twice.player_stats.players) == [
        "random 0",
        "random 1",
    ]


def test_interval95_is_the_normal_approximation():
    mean, half = interval95(10.0, 30.0, 5)
    assert mean == 2 and half == pytest.approx(1.959963984540054 * math.sqrt(2.5 / 5))
    assert interval95(3.0, 9.0, 1) == (3.0, math.inf) and interval95(0.0, 0.0, 0)[1] == math.inf


def test_add_hand_refuses_what_it_cannot_count():
    hand = holdem.Hand(holdem.TableConfig(small_blind=1, big_blind=2), [100, 100], button=0, seed=1)
    with pytest.raises(InvalidArgumentError, match="over"):
        Stats().add_hand(hand)
    hand.fold()
    with pytest.raises(InvalidArgumentError, match="one per hand seat"):
        Stats().add_hand(hand, ["a"])
    stats = Stats()
    stats.add_hand(hand)
    assert sorted(stats.players) == ["seat 0", "seat 1"] and stats.players["seat 0"].net == -1
