// The variants' evaluators (Omaha high and low, short deck), single and
// batch, 1 or 2 threads: each batch value equals the single call on its row,
// a batch refuses exactly when some row is bad (then with a typed error
// naming the first bad row), and the first few good Omaha rows equal the
// brute force over their two-plus-three choices (R-HAND-8).
#include <algorithm>
#include <string>
#include <vector>

#include "fuzz_input.hpp"
#include "holdem/omaha.hpp"
#include "holdem/short_deck.hpp"

using namespace holdem;

namespace {

int brute_omaha_high(const CardCode* hole, int nh, const CardCode* board, int nb) {
    int best = 0;
    for (int a = 0; a < nh; ++a)
        for (int b = a + 1; b < nh; ++b)
            for (int x = 0; x < nb; ++x)
                for (int y = x + 1; y < nb; ++y)
                    for (int z = y + 1; z < nb; ++z) {
                        const CardCode five[5] = {hole[a], hole[b], board[x], board[y], board[z]};
                        best = std::max<int>(best, evaluate_cards(five, 5));
                    }
    return best;
}

// Runs batch(out, threads) and checks it against the single values (first_bad < 0: all rows good).
template <class Batch>
void check_batch(const std::vector<int32_t>& expected, long long first_bad, Batch batch) {
    for (int threads : {1, 2}) {
        std::vector<int32_t> out(expected.size(), -1);
        std::string error;
        const bool ok = fuzz::typed_errors_only([&] {
            try {
                batch(out.data(), threads);
            } catch (const std::exception& e) {
                error = e.what();
                throw;
            }
        });
        HOLDEM_FUZZ_CHECK(ok == (first_bad < 0));
        if (ok) HOLDEM_FUZZ_CHECK(out == expected);
        else HOLDEM_FUZZ_CHECK(error.rfind("row " + std::to_string(first_bad) + ": ", 0) == 0);
    }
}

void fuzz_omaha(fuzz::Input& in) {
    const int nh = 4 + static_cast<int>(in.below(3)), nb = 3 + static_cast<int>(in.below(3));
    const bool low = in.below(2) == 1;
    const bool raw = in.below(4) == 0;  // mostly valid ids, so values get compared
    size_t size = 0;
    const uint8_t* rest = in.rest(&size);
    const size_t width = static_cast<size_t>(nh + nb), rows = size / width;
    std::vector<CardCode> hole, board;
    for (size_t r = 0; r < rows; ++r)
        for (size_t i = 0; i < width; ++i) {
            const CardCode c = raw ? rest[r * width + i] : static_cast<CardCode>(rest[r * width + i] % kDeckSize);
            (i < static_cast<size_t>(nh) ? hole : board).push_back(c);
        }
    std::vector<int32_t> expected(rows);
    long long first_bad = -1;
    int brute_checks = 0;
    for (size_t r = 0; r < rows; ++r) {
        const CardCode* h = hole.data() + r * nh;
        const CardCode* b = board.data() + r * nb;
        const bool ok = fuzz::typed_errors_only([&] {
            expected[r] = low ? evaluate_omaha_low(h, nh, b, nb) : evaluate_omaha(h, nh, b, nb);
            HOLDEM_FUZZ_CHECK(low ? expected[r] >= 0 && expected[r] <= kLowValues
                                  : expected[r] >= 1 && expected[r] <= kHandValues);
            if (!low && brute_checks++ < 4) HOLDEM_FUZZ_CHECK(expected[r] == brute_omaha_high(h, nh, b, nb));
        });
        if (!ok && first_bad < 0) first_bad = static_cast<long long>(r);
    }
    check_batch(expected, first_bad, [&](int32_t* out, int threads) {
        if (low) evaluate_omaha_low_batch(hole.data(), nh, board.data(), nb, rows, out, threads);
        else evaluate_omaha_batch(hole.data(), nh, board.data(), nb, rows, out, threads);
    });
}

void fuzz_short_deck(fuzz::Input& in) {
    const int width = 5 + static_cast<int>(in.below(3));
    const ShortDeckRule rule = in.below(2) ? ShortDeckRule::StraightBeatsTrips : ShortDeckRule::TripsBeatStraight;
    const unsigned mode = in.below(4);  // 0: raw bytes, 1: any of the 52 cards, else the short deck's 36
    size_t size = 0;
    const uint8_t* rest = in.rest(&size);
    const size_t rows = size / static_cast<size_t>(width);
    std::vector<CardCode> cards(rows * width);
    for (size_t i = 0; i < cards.size(); ++i)
        cards[i] = mode == 0 ? rest[i] : mode == 1 ? static_cast<CardCode>(rest[i] % kDeckSize)
                                                   : static_cast<CardCode>(kShortDeckLowest + rest[i] % 36);
    std::vector<int32_t> expected(rows);
    long long first_bad = -1;
    for (size_t r = 0; r < rows; ++r) {
        const bool ok = fuzz::typed_errors_only([&] {
            expected[r] = evaluate_short_deck(cards.data() + r * width, static_cast<size_t>(width), rule);
            HOLDEM_FUZZ_CHECK(expected[r] >= 1 && expected[r] <= kShortDeckHandValues);
        });
        if (!ok && first_bad < 0) first_bad = static_cast<long long>(r);
    }
    check_batch(expected, first_bad, [&](int32_t* out, int threads) {
        evaluate_short_deck_batch(cards.data(), rows, width, out, rule, threads);
    });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::Input in(data, size);
    if (in.below(2)) fuzz_omaha(in);
    else fuzz_short_deck(in);
    return 0;
}
