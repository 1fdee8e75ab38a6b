// Omaha and short-deck equity's inputs: 0 to 11 players of 0 (random) to 7
// cards (any ids), each game and hole-card count (valid or not), boards of 0
// to 6 cards, dead cards, and a few hundred Monte Carlo trials or a cheap
// exact run. Only typed errors escape; a result's equities add up to 1 and
// its shares are probabilities.
#include <cmath>
#include <vector>

#include "fuzz_input.hpp"
#include "holdem/variant_equity.hpp"

using namespace holdem;

namespace {

CardCode card(fuzz::Input& in) { return in.below(16) == 0 ? in.byte() : static_cast<CardCode>(in.below(52)); }

bool probability(double p) { return p >= 0 && p <= 1 + 1e-9; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::Input in(data, size);
    VariantEquityOptions options;
    options.game = static_cast<EquityGame>(in.below(4));
    options.hole_cards = static_cast<int>(in.below(8));
    options.short_deck_rule = static_cast<ShortDeckRule>(in.below(3));
    std::vector<std::vector<CardCode>> players(in.below(12));
    for (auto& hand : players) {
        hand.resize(in.below(4) == 0 ? 0 : in.below(8));
        for (auto& c : hand) c = card(in);
    }
    std::vector<CardCode> board(in.below(7)), dead(in.below(4));
    for (auto& c : board) c = card(in);
    for (auto& c : dead) c = card(in);
    options.trials = in.below(16) == 0 ? 0 : 1 + in.below(400);
    options.method = in.below(3) == 0 ? EquityMethod::MonteCarlo : EquityMethod::Auto;
    options.seed = in.byte();
    options.threads = 1 + static_cast<int>(in.below(2));
    fuzz::typed_errors_only([&] {
        const VariantEquityResult r = calculate_variant_equity(players, board, dead, options);
        double total = 0;
        for (const VariantPlayerEquity& p : r.players) {
            HOLDEM_FUZZ_CHECK(probability(p.equity) && probability(p.scoop) && std::isfinite(p.std_error));
            HOLDEM_FUZZ_CHECK(probability(p.high_win + p.high_tie) && probability(p.low_win + p.low_tie));
            HOLDEM_FUZZ_CHECK(p.scoop <= p.high_win + 1e-9);
            total += p.equity;
        }
        HOLDEM_FUZZ_CHECK(std::fabs(total - 1) < 1e-9 && probability(r.low_probability));
    });
    return 0;
}
