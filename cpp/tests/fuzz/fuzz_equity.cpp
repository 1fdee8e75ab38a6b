// Equity's inputs: 0 to 11 players of 1 to 4 combos (any ids, weights
// including 0, NaN and infinities), boards of 0 to 6 cards, dead cards, and
// a few hundred Monte Carlo trials or a cheap exact run. Only typed errors
// escape; a result's equities add up to 1.
#include <cmath>
#include <limits>
#include <vector>

#include "fuzz_input.hpp"
#include "holdem/equity.hpp"

using namespace holdem;

namespace {

CardCode card(fuzz::Input& in) { return in.below(16) == 0 ? in.byte() : static_cast<CardCode>(in.below(52)); }

double weight(fuzz::Input& in) {
    switch (in.below(16)) {
        case 0: return 0;
        case 1: return std::numeric_limits<double>::quiet_NaN();
        case 2: return std::numeric_limits<double>::infinity();
        case 3: return -1;
        case 4: return 1e-300;
        default: return 1 + in.below(4);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::Input in(data, size);
    std::vector<HoleRange> players(in.below(12));
    for (auto& range : players) {
        range.resize(1 + in.below(4));
        for (auto& combo : range) combo = {card(in), card(in), weight(in)};
    }
    std::vector<CardCode> board(in.below(7)), dead(in.below(4));
    for (auto& c : board) c = card(in);
    for (auto& c : dead) c = card(in);
    EquityOptions options;
    options.trials = in.below(16) == 0 ? 0 : 1 + in.below(400);
    options.method = in.below(3) == 0 ? EquityMethod::MonteCarlo : EquityMethod::Auto;
    options.seed = in.byte();
    options.threads = 1 + static_cast<int>(in.below(2));
    fuzz::typed_errors_only([&] {
        const EquityResult r = calculate_equity(players, board, dead, options);
        double total = 0;
        for (const PlayerEquity& p : r.players) {
            HOLDEM_FUZZ_CHECK(p.equity >= 0 && p.equity <= 1 + 1e-9 && std::isfinite(p.std_error));
            total += p.equity;
        }
        HOLDEM_FUZZ_CHECK(std::fabs(total - 1) < 1e-9);
    });
    return 0;
}
