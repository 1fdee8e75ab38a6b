#include "holdem/evaluator.hpp"

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace holdem {

size_t table_bytes() {
    return sizeof(tables::kRowOffset) + tables::kRankLookupSize * sizeof(uint16_t) + sizeof(tables::kFlushLookup) +
           sizeof(tables::kValueClass) + sizeof(tables::kCardKey) + sizeof(tables::kCardMask) +
           sizeof(tables::kCardEntry) + sizeof(tables::kRankMultiplier);
}

namespace {

void check_count(size_t n) {
    if (n < 5 || n > 7)
        throw InvalidArgument("a hand is 5, 6 or 7 cards, got " + std::to_string(n));
}

// popcount is one instruction where the CPU has it; the default clone is for
// x86-64 CPUs without it.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__)
#define HOLDEM_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define HOLDEM_POPCNT_CLONES
#endif

// The batch kernel adds the card masks instead of OR-ing them: for distinct
// cards that is the same, and a repeated card carries into another bit, so the
// sum has fewer than W bits set (popcount(a + b) <= popcount(a) + popcount(b),
// equal only without carries). An id of 52 or more has no mask bit at all.
// Either way one popcount per hand rejects the row. On x86-64 the key and the
// mask travel together in one SSE2 register: one load and one add per card.
template <int W>
HOLDEM_POPCNT_CLONES long long evaluate_rows(const CardCode* cards, size_t rows, int32_t* out) {
#if defined(__SSE2__)
    const __m128i* entry = reinterpret_cast<const __m128i*>(tables::kCardEntry);
    const __m128i empty = _mm_set_epi64x(0, static_cast<long long>(Hand::kEmptyKey));
#endif
    for (size_t i = 0; i < rows; ++i) {
        const CardCode* row = cards + i * W;
        Hand h;
#if defined(__SSE2__)
        // Summed as a tree: a short dependency chain per hand.
        __m128i e[8];
        for (int k = 0; k < W; ++k) e[k] = _mm_load_si128(entry + row[k]);
        for (int k = W; k < 8; ++k) e[k] = _mm_setzero_si128();
        e[0] = _mm_add_epi64(e[0], empty);
        __m128i sum = _mm_add_epi64(_mm_add_epi64(_mm_add_epi64(e[0], e[1]), _mm_add_epi64(e[2], e[3])),
                                    _mm_add_epi64(_mm_add_epi64(e[4], e[5]), _mm_add_epi64(e[6], e[7])));
        h.key = static_cast<uint64_t>(_mm_cvtsi128_si64(sum));
        h.mask = static_cast<uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sum, sum)));
#else
        for (int k = 0; k < W; ++k) {
            h.key += tables::kCardKey[row[k]];
            h.mask += tables::kCardMask[row[k]];
        }
#endif
        if (__builtin_popcountll(h.mask) != W) return static_cast<long long>(i);
        out[i] = evaluate(h);
    }
    return -1;
}

}  // namespace

ValueClass value_class(int value) {
    if (value < 1 || value > kHandValues)
        throw InvalidArgument("hand values are 1 to 7462, got " + std::to_string(value));
    uint32_t code = tables::kValueClass[value];
    ValueClass out{static_cast<Category>(code >> 20), {}};
    for (int i = 0; i < 5; ++i) out.ranks[i] = static_cast<int>(code >> (16 - 4 * i) & 0xF);
    return out;
}

HandValue evaluate_cards(const CardCode* cards, size_t n) {
    check_count(n);
    check_distinct(cards, n);
    Hand h;
    for (size_t i = 0; i < n; ++i) h.add(cards[i]);
    return evaluate(h);
}

long long evaluate_rows_of(const CardCode* cards, size_t rows, int width, int32_t* out) {
    switch (width) {
        case 5: return evaluate_rows<5>(cards, rows, out);
        case 6: return evaluate_rows<6>(cards, rows, out);
        default: return evaluate_rows<7>(cards, rows, out);
    }
}

void evaluate_batch(const CardCode* cards, size_t rows, int width, int32_t* out, int threads) {
    if (width < 5 || width > 7)
        throw InvalidArgument("a hand is 5, 6 or 7 cards, got rows of " + std::to_string(width));
    if (threads < 0) throw InvalidArgument("threads is 0 (all cores) or a positive count, got " + std::to_string(threads));
    // At most one thread per core: more only adds switching.
    size_t cores = std::max(1u, std::thread::hardware_concurrency());
    size_t workers = threads ? std::min(static_cast<size_t>(threads), cores) : cores;
    // Below ~64K rows per thread the start-up costs more than it saves.
    workers = std::min(workers, std::max<size_t>(1, rows / 65536));
    long long bad = -1;
    if (workers <= 1) {
        bad = evaluate_rows_of(cards, rows, width, out);
    } else {
        std::vector<long long> first_bad(workers, -1);
        std::vector<std::thread> pool;
        size_t chunk = (rows + workers - 1) / workers;
        auto run = [&](size_t t) {
            size_t begin = std::min(rows, t * chunk), end = std::min(rows, begin + chunk);
            long long b = evaluate_rows_of(cards + begin * width, end - begin, width, out + begin);
            if (b >= 0) first_bad[t] = static_cast<long long>(begin) + b;
        };
        // A thread that cannot start (out of memory, a process limit) must not
        // abort the process: join the ones started and do the rest here.
        size_t started = 0;
        try {
            pool.reserve(workers);
            for (; started + 1 < workers; ++started) pool.emplace_back(run, started);
        } catch (...) {  // std::system_error, or std::bad_alloc for the thread's state
        }
        for (size_t t = started; t < workers; ++t) run(t);
        for (auto& th : pool) th.join();
        for (long long b : first_bad)
            if (b >= 0) { bad = b; break; }
    }
    if (bad < 0) return;
    // Say what is wrong with the row, with its index.
    const CardCode* row = cards + static_cast<size_t>(bad) * width;
    std::string where = "row " + std::to_string(bad) + ": ";
    try {
        check_distinct(row, static_cast<size_t>(width));
    } catch (const DuplicateCard& e) {
        throw DuplicateCard(where + e.what());
    } catch (const InvalidCard& e) {
        throw InvalidCard(where + e.what());
    }
    throw std::logic_error(where + "rejected by the evaluator but passes the card check");
}

void best_five(const CardCode* cards, size_t n, CardCode out[5]) {
    HandValue target = evaluate_cards(cards, n);  // checks 5 <= n <= 7
    CardCode sorted[7];
    n = std::min<size_t>(n, 7);
    std::copy(cards, cards + n, sorted);
    std::sort(sorted, sorted + n, [](CardCode a, CardCode b) { return a > b; });
    // Subsets in lexicographic order of positions in the descending list: the
    // first that reaches the value uses the highest cards.
    int idx[5] = {0, 1, 2, 3, 4};
    for (;;) {
        Hand h;
        for (int k = 0; k < 5; ++k) h.add(sorted[idx[k]]);
        if (evaluate(h) == target) {
            for (int k = 0; k < 5; ++k) out[k] = sorted[idx[k]];
            return;
        }
        int k = 4;
        while (k >= 0 && idx[k] == static_cast<int>(n) - 5 + k) --k;
        if (k < 0) break;
        ++idx[k];
        for (int j = k + 1; j < 5; ++j) idx[j] = idx[j - 1] + 1;
    }
    throw std::logic_error("best_five: no five cards reach the hand's value");
}

void enumerate_value_counts(int n, uint64_t counts[kHandValues + 1]) {
    check_count(static_cast<size_t>(n));
    std::fill(counts, counts + kHandValues + 1, 0);
    // Nested loops over c1 < c2 < ... ; each level extends the partial hand of
    // the level above, so the innermost loop is one add and one lookup.
    const int last = kDeckSize;
    for (int c1 = 0; c1 < last; ++c1) {
        Hand h1 = Hand().plus(static_cast<CardCode>(c1));
        for (int c2 = c1 + 1; c2 < last; ++c2) {
            Hand h2 = h1.plus(static_cast<CardCode>(c2));
            for (int c3 = c2 + 1; c3 < last; ++c3) {
                Hand h3 = h2.plus(static_cast<CardCode>(c3));
                for (int c4 = c3 + 1; c4 < last; ++c4) {
                    Hand h4 = h3.plus(static_cast<CardCode>(c4));
                    for (int c5 = c4 + 1; c5 < last; ++c5) {
                        Hand h5 = h4.plus(static_cast<CardCode>(c5));
                        if (n == 5) { ++counts[evaluate(h5)]; continue; }
                        for (int c6 = c5 + 1; c6 < last; ++c6) {
                            Hand h6 = h5.plus(static_cast<CardCode>(c6));
                            if (n == 6) { ++counts[evaluate(h6)]; continue; }
                            for (int c7 = c6 + 1; c7 < last; ++c7) ++counts[evaluate(h6.plus(static_cast<CardCode>(c7)))];
                        }
                    }
                }
            }
        }
    }
}

}  // namespace holdem
