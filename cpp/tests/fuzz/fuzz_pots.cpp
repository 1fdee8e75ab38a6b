// Pot resolution from any contributions, folds, hand values (and hi-lo's
// lows), buttons and dead money, and showdowns of any hole and board sizes: only typed errors
// escape; a resolved hand conserves chips, and the batch forms agree with
// one call per row.
#include <numeric>
#include <vector>

#include "fuzz_input.hpp"
#include "holdem/pots.hpp"

using namespace holdem;

namespace {

int64_t chips(fuzz::Input& in) {
    switch (in.below(8)) {
        case 0: return in.int64();                           // anything, negative or huge
        case 1: return kMaxContribution - in.below(3);       // at the limit
        default: return static_cast<int64_t>(in.below(16)) * 25;  // ties and side pots
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::Input in(data, size);
    const int n = 1 + static_cast<int>(in.below(9));  // 1 (refused) to 9 seats
    const size_t rows = 1 + in.below(3);
    std::vector<int64_t> contributions(rows * n), values(rows * n), buttons(rows);
    std::vector<uint8_t> folded(rows * n);
    for (size_t i = 0; i < rows * n; ++i) {
        contributions[i] = chips(in);
        folded[i] = in.below(3) == 0;
        values[i] = in.below(10) == 0 ? in.int64() : static_cast<int64_t>(in.below(8)) * 1000;
    }
    for (size_t r = 0; r < rows; ++r) buttons[r] = in.below(12) == 0 ? in.int64() : in.below(static_cast<unsigned>(n));
    const int64_t dead = in.below(6) == 0 ? chips(in) : 0;

    std::vector<int64_t> expected(rows * n);
    bool all_ok = true;
    for (size_t r = 0; r < rows; ++r) {
        const size_t at = r * n;
        int32_t narrow[kMaxSeats];
        for (int s = 0; s < n; ++s)
            narrow[s] = static_cast<int32_t>(values[at + s] < 0 || values[at + s] > kHandValues ? -1 : values[at + s]);
        for (int64_t extra : {int64_t{0}, dead}) {
            PotResolution out;
            const bool ok = fuzz::typed_errors_only([&] {
                resolve_pots(n, contributions.data() + at, folded.data() + at, narrow, buttons[r], out, extra);
            });
            if (extra == 0 && !ok) all_ok = false;
            if (!ok) continue;
            const int64_t in_total = std::accumulate(contributions.begin() + at, contributions.begin() + at + n, extra);
            const int64_t out_total = std::accumulate(out.winnings, out.winnings + n, int64_t{0});
            HOLDEM_FUZZ_CHECK(in_total == out_total);
            for (int s = 0; s < n; ++s) HOLDEM_FUZZ_CHECK(out.winnings[s] >= 0);
            if (extra == 0) std::copy(out.winnings, out.winnings + n, expected.begin() + at);
        }
    }
    std::vector<int64_t> winnings(rows * n);
    const bool batch_ok = fuzz::typed_errors_only([&] {
        resolve_pots_batch(rows, n, contributions.data(), folded.data(), values.data(), buttons.data(), winnings.data());
    });
    // A folded seat's value is ignored whatever its size; the single call above narrowed it.
    if (batch_ok && all_ok) HOLDEM_FUZZ_CHECK(winnings == expected);

    // Hi-lo (R-POT-7): any lows; a resolved hand conserves chips and each pot's halves add up.
    std::vector<int64_t> lows(rows * n);
    for (auto& l : lows) l = in.below(10) == 0 ? in.int64() : (in.below(2) ? 0 : static_cast<int64_t>(in.below(6)));
    for (size_t r = 0; r < rows; ++r) {
        const size_t at = r * n;
        int32_t narrow[kMaxSeats], low[kMaxSeats];
        for (int s = 0; s < n; ++s) {
            narrow[s] = static_cast<int32_t>(values[at + s] < 0 || values[at + s] > kHandValues ? -1 : values[at + s]);
            low[s] = static_cast<int32_t>(lows[at + s] < 0 || lows[at + s] > kLowValues ? -1 : lows[at + s]);
        }
        PotResolution out;
        const bool ok = fuzz::typed_errors_only([&] {
            resolve_pots(n, contributions.data() + at, folded.data() + at, narrow, buttons[r], out, dead, low);
        });
        if (!ok) continue;
        const int64_t in_total = std::accumulate(contributions.begin() + at, contributions.begin() + at + n, dead);
        HOLDEM_FUZZ_CHECK(in_total == std::accumulate(out.winnings, out.winnings + n, int64_t{0}));
        for (int p = 0; p < out.num_pots; ++p) {
            const Pot& pot = out.pots[p];
            HOLDEM_FUZZ_CHECK(pot.low_amount == (pot.low_winners ? pot.amount / 2 : 0));
            HOLDEM_FUZZ_CHECK((pot.low_winners & ~pot.eligible) == 0 && (pot.winners & ~pot.eligible) == 0);
        }
    }
    fuzz::typed_errors_only([&] {
        resolve_pots_batch(rows, n, contributions.data(), folded.data(), values.data(), buttons.data(), winnings.data(),
                           nullptr, lows.data());
    });

    // Showdowns: h hole cards and b board cards, any sizes.
    const int h = static_cast<int>(in.below(9)), b = static_cast<int>(in.below(7));
    std::vector<CardCode> hole(static_cast<size_t>(n) * (h ? h : 1)), board(b);
    std::vector<uint8_t> shown(n);
    for (auto& c : hole) c = in.below(8) == 0 ? in.byte() : static_cast<CardCode>(in.below(52));
    for (auto& c : board) c = in.below(8) == 0 ? in.byte() : static_cast<CardCode>(in.below(52));
    for (auto& s : shown) s = in.below(4) != 0;
    int32_t shown_values[kMaxSeats];
    fuzz::typed_errors_only([&] {
        showdown_values(n, hole.data(), h, shown.data(), board.data(), board.size(), shown_values);
        for (int s = 0; s < n; ++s) HOLDEM_FUZZ_CHECK(shown_values[s] >= 0 && shown_values[s] <= kHandValues);
    });
    if (h >= 1 && h <= kMaxHoleCards && b <= kMaxBoardCards) {
        std::vector<CardCode> holes(rows * n * h), boards(rows * b);
        for (auto& c : holes) c = in.below(10) == 0 ? kUnknownCard : static_cast<CardCode>(in.below(52));
        for (auto& c : boards) c = static_cast<CardCode>(in.below(52));
        fuzz::typed_errors_only([&] {
            resolve_pots_batch_cards(rows, n, contributions.data(), folded.data(), holes.data(), h, boards.data(), b,
                                     buttons.data(), winnings.data());
        });
    }
    return 0;
}
