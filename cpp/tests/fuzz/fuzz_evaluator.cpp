// The evaluator, single and batch, every kernel this CPU runs, 1 or 2
// threads: each batch value equals evaluate_cards on its row, and a batch
// refuses exactly when some row is bad (then with a typed error naming the
// first bad row).
#include <string>
#include <vector>

#include "fuzz_input.hpp"
#include "holdem/evaluator.hpp"

using namespace holdem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    fuzz::Input in(data, size);
    const int width = 5 + static_cast<int>(in.below(3));
    const auto kernels = batch_kernels();
    const BatchKernel kernel = kernels[in.below(static_cast<unsigned>(kernels.size()))];
    // Mostly valid cards (so values get compared), some ids of 52 and up.
    const bool raw = in.below(4) == 0;
    size_t rest_size = 0;
    const uint8_t* rest = in.rest(&rest_size);
    const size_t rows = rest_size / static_cast<size_t>(width);
    std::vector<CardCode> cards(rows * width);
    for (size_t i = 0; i < cards.size(); ++i) cards[i] = raw ? rest[i] : static_cast<CardCode>(rest[i] % kDeckSize);

    std::vector<int32_t> expected(rows);
    long long first_bad = -1;
    for (size_t r = 0; r < rows; ++r) {
        const bool ok = fuzz::typed_errors_only([&] {
            expected[r] = evaluate_cards(cards.data() + r * width, static_cast<size_t>(width));
            HOLDEM_FUZZ_CHECK(expected[r] >= 1 && expected[r] <= kHandValues);
        });
        if (!ok && first_bad < 0) first_bad = static_cast<long long>(r);
    }
    for (int threads : {1, 2}) {
        std::vector<int32_t> out(rows, -1);
        std::string error;
        const bool ok = fuzz::typed_errors_only([&] {
            try {
                evaluate_batch(cards.data(), rows, width, out.data(), threads, kernel);
            } catch (const std::exception& e) {
                error = e.what();
                throw;
            }
        });
        HOLDEM_FUZZ_CHECK(ok == (first_bad < 0));
        if (ok) HOLDEM_FUZZ_CHECK(out == expected);
        else HOLDEM_FUZZ_CHECK(error.rfind("row " + std::to_string(first_bad) + ": ", 0) == 0);
    }
    // Single hands of any size (checked counts), and best_five on the good ones.
    if (rest_size) {
        const size_t n = rest[0] % 9;
        std::vector<CardCode> hand(n);
        for (size_t i = 0; i < n && i + 1 < rest_size; ++i) hand[i] = rest[i + 1] % 64;
        fuzz::typed_errors_only([&] {
            const HandValue v = evaluate_cards(hand.data(), n);
            CardCode five[5];
            best_five(hand.data(), n, five);
            HOLDEM_FUZZ_CHECK(evaluate_cards(five, 5) == v);
        });
    }
    return 0;
}
