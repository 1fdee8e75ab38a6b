// All-in equity for 2 to 10 players: each player's share of the pot when the
// board is dealt out, for known hole cards or weighted ranges, a partial board
// and dead cards. Exact enumeration or seeded Monte Carlo, on all cores.
//
// Exact enumeration works per deal of hole cards (an assignment of one combo
// to each player with no shared card). Deals that differ only by a renaming of
// suits that fixes the board and the dead cards have the same outcomes and are
// enumerated once. Within a deal, boards are grouped by their ranks: without a
// flush every player's hand value depends only on the ranks, so one
// evaluation per player covers all the boards with those ranks; the boards
// that can make someone a flush are then enumerated card by card and corrected.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "holdem/card.hpp"
#include "holdem/evaluator.hpp"

namespace holdem {

constexpr int kMinEquityPlayers = 2;
constexpr int kMaxEquityPlayers = 10;
// The most Monte Carlo trials one run takes: outcome counts stay exact in the
// doubles that sum them (2^53), far beyond what any machine samples in a day.
constexpr uint64_t kMaxEquityTrials = uint64_t{1} << 53;

// One possible pair of hole cards and its relative weight.
struct HoleCombo {
    CardCode first;
    CardCode second;
    double weight = 1.0;
};

// A player's possible hole cards; known hole cards are a range of one combo.
using HoleRange = std::vector<HoleCombo>;

enum class EquityMethod { Auto, Exact, MonteCarlo };

struct EquityOptions {
    // Auto enumerates exactly when that costs no more than about twice the
    // Monte Carlo run it would replace, else samples.
    EquityMethod method = EquityMethod::Auto;
    uint64_t trials = 1'000'000;  // Monte Carlo samples, 1 to kMaxEquityTrials
    // Monte Carlo results depend only on (seed, trials): the trials are cut
    // into fixed chunks, each with its own generator seeded from seed and the
    // chunk's index, whatever the number of threads.
    uint64_t seed = 0;
    int threads = 0;  // 0: every hardware thread
    // Asked about every 50 ms on the calling thread, between pieces of work;
    // when it returns true the work stops and Interrupted is thrown (the
    // binding uses it to let Ctrl-C stop a long run).
    std::function<bool()> interrupted;
};

struct PlayerEquity {
    double equity = 0;           // expected share of the pot: win + tie
    double win = 0;              // probability of winning alone
    double tie = 0;              // expected share of the pot won in split pots
    double tie_probability = 0;  // probability of splitting the pot
    double std_error = 0;        // of equity (Monte Carlo); 0 when exact
    double wins = 0;             // weighted count of outcomes won alone
    double ties = 0;             // weighted count of outcomes split
};

struct EquityResult {
    std::vector<PlayerEquity> players;
    bool exact = false;
    // Monte Carlo samples, or the outcomes enumerated (deals times boards).
    uint64_t trials = 0;
    // The weighted number of outcomes: wins and ties are out of this. Each
    // range's weights count relative to its largest (so total equals trials
    // when every range weighs its combos alike).
    double total = 0;
};

// Throws InvalidArgument (player count, board size, empty range, weights, no
// deal without shared cards, too few cards left, trials), InvalidCard or
// DuplicateCard (a known card twice: board, dead, known hole cards).
// A range's combos that share a card with the board, the dead cards or
// another player's known hole cards are dropped (card removal); combos shared
// between ranges are handled exactly, deal by deal.
EquityResult calculate_equity(const std::vector<HoleRange>& players, const std::vector<CardCode>& board,
                              const std::vector<CardCode>& dead, const EquityOptions& options);

// Odds.

// The category a board of 3 to 5 cards shows on its own (what a player
// playing the board has). Throws InvalidArgument, InvalidCard, DuplicateCard.
Category board_category(const std::vector<CardCode>& board);

// The unseen cards that improve `hole` when dealt next on a flop or turn
// `board` (3 or 4 cards), in card order. With opponents' known hole cards:
// the cards after which hole beats every one outright. Without: the cards
// that lift hole above the category it has now and above the one the board
// would then show on its own, or, given a target, to at least the target
// from below both. Throws InvalidArgument (counts, opponents and a target
// together), InvalidCard, DuplicateCard (a card given twice).
std::vector<CardCode> find_outs(const std::vector<CardCode>& hole, const std::vector<CardCode>& board,
                                const std::vector<std::vector<CardCode>>& opponents,
                                const std::vector<CardCode>& dead, std::optional<Category> target);

}  // namespace holdem
