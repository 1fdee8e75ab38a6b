// All-in equity in the other games the core values: Omaha high and Omaha
// hi-lo eight or better with 4, 5 or 6 hole cards (R-HAND-8, R-HAND-9), and
// short-deck hold'em (R-HAND-10). 2 to 10 players, each known hole cards or a
// random hand (dealt from the cards left), a partial board and dead cards.
// Exact enumeration of every deal of the random hands and every board, or
// seeded Monte Carlo, on all cores, as equity.hpp does for hold'em.
//
// Each outcome (a deal and a board) shares the pot out: in high games to the
// best hand, split evenly between tied hands; in hi-lo half to the best high
// hand and half to the best qualifying low, each half split between tied
// hands, the whole pot to the high when no low qualifies (R-HAND-9; tied
// hands share as R-POT-5 says, without odd chips). Shares are counted in
// whole units of 1/5040 of the pot, so exact results are exact counts.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "holdem/card.hpp"
#include "holdem/equity.hpp"
#include "holdem/short_deck.hpp"

namespace holdem {

enum class EquityGame : uint8_t { OmahaHigh, OmahaHiLo, ShortDeck };

struct VariantEquityOptions {
    EquityGame game = EquityGame::OmahaHigh;
    int hole_cards = 4;  // Omaha: 4, 5 or 6; short deck: 2
    ShortDeckRule short_deck_rule = ShortDeckRule::TripsBeatStraight;
    // As EquityOptions: Auto enumerates when the outcomes are no more than
    // about twice the Monte Carlo trials it would replace, else samples.
    EquityMethod method = EquityMethod::Auto;
    uint64_t trials = 1'000'000;  // Monte Carlo samples, 1 to kMaxEquityTrials
    // Monte Carlo results depend only on (seed, trials), whatever the
    // number of threads (fixed chunks of trials, one generator each).
    uint64_t seed = 0;
    int threads = 0;  // 0: every hardware thread
    // Asked about every 50 ms on the calling thread; true stops the work
    // with Interrupted.
    std::function<bool()> interrupted;
};

struct VariantPlayerEquity {
    double equity = 0;     // expected share of the pot
    double std_error = 0;  // of equity (Monte Carlo); 0 when exact
    // The high hand (the only one in high games). Its "contest" is the part
    // of the pot the high hand wins: a player's expected share of it is
    // high_win + high_tie.
    double high_win = 0;              // probability of the best high hand alone
    double high_tie = 0;              // expected share of the high contest won in ties
    double high_tie_probability = 0;  // probability of tying for the best high hand
    double high_wins = 0;             // outcomes with the best high hand alone
    double high_ties = 0;             // outcomes tied for the best high hand
    // Hi-lo only (0 otherwise): the low contest, when a low qualifies.
    double low_win = 0;  // probability of the best qualifying low alone
    double low_tie = 0;  // expected share of the low contest won in ties
    double scoop = 0;    // probability of winning the whole pot alone
};

struct VariantEquityResult {
    std::vector<VariantPlayerEquity> players;
    bool exact = false;
    // Monte Carlo samples, or the outcomes enumerated: the deals of the
    // random hands times the boards (the boards alone when every hand is known).
    uint64_t trials = 0;
    double low_probability = 0;  // hi-lo: the share of outcomes where some low qualifies
};

// `players`: each one's hole cards (hole_cards of them), or no cards for a
// random hand. Throws InvalidArgument (player count, game, hole-card count,
// board size, too few cards left, trials, more than 1e10 outcomes to
// enumerate exactly), InvalidCard (an id outside 0..51, or a card below the six in the
// short deck) or DuplicateCard (a card twice anywhere).
VariantEquityResult calculate_variant_equity(const std::vector<std::vector<CardCode>>& players,
                                             const std::vector<CardCode>& board, const std::vector<CardCode>& dead,
                                             const VariantEquityOptions& options);

}  // namespace holdem
