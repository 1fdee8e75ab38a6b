#include "holdem/evaluator.hpp"

#include <algorithm>
#include <string>
#include <thread>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
// The AVX-512 kernel is compiled for x86-64 with GCC or Clang whatever the
// build's target, and chosen at run time when the CPU has it. Not on Windows:
// MinGW cannot align the stack to 64 bytes (GCC bug 54412).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(_WIN32)
#define HOLDEM_AVX512_KERNEL 1
#include <immintrin.h>
#else
#define HOLDEM_AVX512_KERNEL 0
#endif

namespace holdem {

size_t table_bytes() {
    return sizeof(tables::kRowOffset) + tables::kRankLookupSize * sizeof(uint16_t) +
           sizeof(tables::kFlushLookup) + sizeof(tables::kValueClass) + sizeof(tables::kCardKey) +
           sizeof(tables::kCardMask) + sizeof(tables::kCardEntry) + sizeof(tables::kCardBytePlanes) +
           sizeof(tables::kRankMultiplier);
}

namespace {

void check_count(size_t n) {
    if (n < 5 || n > 7)
        throw InvalidArgument("a hand is 5, 6 or 7 cards, got " + std::to_string(n));
}

// popcount is one instruction where the CPU has it; the default clone is for
// x86-64 CPUs without it. GCC only: Clang refuses target_clones on templates.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__)
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

// The value of one row of W card ids known to be valid and distinct.
template <int W>
inline HandValue evaluate_row(const CardCode* row) {
    Hand h;
    for (int k = 0; k < W; ++k) h.add(row[k]);
    return evaluate(h);
}

#if HOLDEM_AVX512_KERNEL
// GCC 12's AVX-512 headers start intrinsics from a deliberately undefined
// vector and then warn about it (GCC bug 105593, fixed in 13).
#pragma GCC diagnostic push
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define HOLDEM_AVX512 __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx512vbmi,popcnt")))

// Eight hands per step, one per 64-bit lane. Each row is spread into its
// lane's 8 bytes (padded with ids 61..63, which look up zero), so one byte
// permute looks up a byte plane of Hand::key for all 56 cards, and one
// sum-of-bytes per plane adds up each hand: five of each give the rank key and
// the suit counters. The work goes in chunks: a vector pass hashes the rank
// keys and lists the rare flush hands, then a scalar pass does the two table
// lookups, whose loads are then all independent (the rank table lives in L2),
// and the flush hands are redone by the scalar evaluator. A chunk with a bad
// id or a repeated card is left to the portable kernel, which finds the row.
template <int W>
HOLDEM_AVX512 long long evaluate_rows_avx512(const CardCode* cards, size_t rows, int32_t* out) {
    alignas(64) uint8_t spread_index[64];
    alignas(64) uint8_t padding[64];
    __mmask64 from_row = 0;
    for (int h = 0; h < 8; ++h)
        for (int j = 0; j < 8; ++j) {
            spread_index[8 * h + j] = static_cast<uint8_t>(j < W ? W * h + j : 0);
            padding[8 * h + j] = static_cast<uint8_t>(56 + j);  // 61..63 where used
            if (j < W) from_row |= __mmask64{1} << (8 * h + j);
        }
    const __m512i spread = _mm512_load_si512(spread_index);
    const __m512i pad = _mm512_load_si512(padding);
    const __mmask64 block_bytes = (__mmask64{1} << (8 * W)) - 1;  // 8W <= 56
    const __m512i plane0 = _mm512_load_si512(tables::kCardBytePlanes);
    const __m512i plane1 = _mm512_load_si512(tables::kCardBytePlanes + 64);
    const __m512i plane2 = _mm512_load_si512(tables::kCardBytePlanes + 128);
    const __m512i plane3 = _mm512_load_si512(tables::kCardBytePlanes + 192);
    const __m512i plane4 = _mm512_load_si512(tables::kCardBytePlanes + 256);
    const __m512i zero = _mm512_setzero_si512();
    const __m512i deck_size = _mm512_set1_epi8(kDeckSize);
    const __m512i scramble = _mm512_set1_epi64(tables::kHashScramble);
    const __m512i hash_bits = _mm512_set1_epi64(0x1FFFFFF);
    const __m512i suit_bias = _mm512_set1_epi64(static_cast<long long>(Hand::kEmptyKey >> 32));
    const __m512i flush_bits = _mm512_set1_epi64(static_cast<long long>(Hand::kFlushCheck >> 32));
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);

    constexpr size_t kChunkBlocks = 16;  // 128 hands: measured best between 8 and 256
    alignas(64) uint32_t hashed[kChunkBlocks * 8];
    alignas(64) uint32_t flush_rows[kChunkBlocks * 8 + 8];
    const size_t blocks = rows / 8;
    for (size_t first = 0; first < blocks; first += kChunkBlocks) {
        const size_t count = std::min(kChunkBlocks, blocks - first);
        const CardCode* chunk = cards + first * 8 * W;
        int32_t* dst = out + first * 8;
        size_t flushes = 0;
        __mmask64 all_good = ~__mmask64{0};
        for (size_t b = 0; b < count; ++b) {
            const __m512i raw = _mm512_maskz_loadu_epi8(block_bytes, chunk + b * 8 * W);
            const __m512i ids = _mm512_mask_permutexvar_epi8(pad, from_row, spread, raw);
            // A row's bytes stay set while they are cards (< 52) and differ
            // from the others: rotations by 1..4 places within a lane meet
            // every pair of its bytes.
            __mmask64 good = _mm512_mask_cmplt_epu8_mask(from_row, ids, deck_size);
            good = _mm512_mask_cmpneq_epi8_mask(good, ids, _mm512_rol_epi64(ids, 8));
            good = _mm512_mask_cmpneq_epi8_mask(good, ids, _mm512_rol_epi64(ids, 16));
            good = _mm512_mask_cmpneq_epi8_mask(good, ids, _mm512_rol_epi64(ids, 24));
            good = _mm512_mask_cmpneq_epi8_mask(good, ids, _mm512_rol_epi64(ids, 32));
            all_good &= good | ~from_row;
            const __m512i s0 = _mm512_sad_epu8(_mm512_permutexvar_epi8(ids, plane0), zero);
            const __m512i s1 = _mm512_sad_epu8(_mm512_permutexvar_epi8(ids, plane1), zero);
            const __m512i s2 = _mm512_sad_epu8(_mm512_permutexvar_epi8(ids, plane2), zero);
            const __m512i s3 = _mm512_sad_epu8(_mm512_permutexvar_epi8(ids, plane3), zero);
            const __m512i s4 = _mm512_sad_epu8(_mm512_permutexvar_epi8(ids, plane4), zero);
            const __m512i rank_key =
                _mm512_add_epi64(_mm512_add_epi64(s0, _mm512_slli_epi64(s1, 8)), _mm512_slli_epi64(s2, 16));
            const __m512i suit_counts = _mm512_add_epi64(_mm512_add_epi64(s3, suit_bias), _mm512_slli_epi64(s4, 8));
            const __mmask8 flush = _mm512_test_epi64_mask(suit_counts, flush_bits);
            // evaluate_rank_key's hash, eight at a time.
            const __m512i x = _mm512_and_si512(_mm512_mul_epu32(rank_key, scramble), hash_bits);
            _mm256_store_si256(reinterpret_cast<__m256i*>(hashed + b * 8), _mm512_cvtepi64_epi32(x));
            // Append this block's flush rows (no branch: there is room for 8).
            const __m256i rows_here = _mm256_add_epi32(lanes, _mm256_set1_epi32(static_cast<int>(b * 8)));
            _mm256_storeu_si256(reinterpret_cast<__m256i*>(flush_rows + flushes),
                                _mm256_maskz_compress_epi32(flush, rows_here));
            flushes += static_cast<size_t>(__builtin_popcount(flush));
        }
        if (all_good != ~__mmask64{0}) {
            long long r = evaluate_rows<W>(chunk, count * 8, dst);
            if (r >= 0) return static_cast<long long>(first * 8) + r;
            continue;
        }
        for (size_t i = 0; i < count * 8; ++i) {
            uint32_t x = hashed[i];
            dst[i] = tables::kRankLookup[(x & 0xFFF) + 2u * tables::kRowOffset[x >> 12]];
        }
        for (size_t f = 0; f < flushes; ++f) dst[flush_rows[f]] = evaluate_row<W>(chunk + flush_rows[f] * W);
    }
    long long r = evaluate_rows<W>(cards + blocks * 8 * W, rows - blocks * 8, out + blocks * 8);
    return r < 0 ? r : static_cast<long long>(blocks * 8) + r;
}
#pragma GCC diagnostic pop

bool cpu_has_avx512_kernel() {
    static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                            __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
                            __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("popcnt");
    return has;
}
#else
bool cpu_has_avx512_kernel() { return false; }
#endif

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

std::vector<BatchKernel> batch_kernels() {
    std::vector<BatchKernel> kernels{BatchKernel::Portable};
    if (cpu_has_avx512_kernel()) kernels.push_back(BatchKernel::Avx512);
    return kernels;
}

BatchKernel default_batch_kernel() { return batch_kernels().back(); }

const char* batch_kernel_name(BatchKernel kernel) {
    switch (kernel) {
        case BatchKernel::Portable: return "portable";
        case BatchKernel::Avx512: return "avx512";
        default: return "auto";
    }
}

BatchKernel batch_kernel_from_name(const std::string& name) {
    for (BatchKernel k : {BatchKernel::Auto, BatchKernel::Portable, BatchKernel::Avx512})
        if (name == batch_kernel_name(k)) return k;
    throw InvalidArgument("kernel is 'auto', 'portable' or 'avx512', got '" + name + "'");
}

namespace {

long long evaluate_rows_of(const CardCode* cards, size_t rows, int width, int32_t* out, BatchKernel kernel) {
#if HOLDEM_AVX512_KERNEL
    if (kernel == BatchKernel::Avx512) {
        switch (width) {
            case 5: return evaluate_rows_avx512<5>(cards, rows, out);
            case 6: return evaluate_rows_avx512<6>(cards, rows, out);
            default: return evaluate_rows_avx512<7>(cards, rows, out);
        }
    }
#endif
    (void)kernel;
    switch (width) {
        case 5: return evaluate_rows<5>(cards, rows, out);
        case 6: return evaluate_rows<6>(cards, rows, out);
        default: return evaluate_rows<7>(cards, rows, out);
    }
}

}  // namespace

void evaluate_batch(const CardCode* cards, size_t rows, int width, int32_t* out, int threads, BatchKernel kernel) {
    if (width < 5 || width > 7)
        throw InvalidArgument("a hand is 5, 6 or 7 cards, got rows of " + std::to_string(width));
    if (kernel == BatchKernel::Auto) {
        kernel = default_batch_kernel();
    } else if (kernel == BatchKernel::Avx512) {
        if (!cpu_has_avx512_kernel())
            throw InvalidArgument(
                "the avx512 kernel needs a CPU with AVX-512 (F, BW, DQ, VL, VBMI); this one has only the portable kernel");
    } else if (kernel != BatchKernel::Portable) {
        throw InvalidArgument("kernel is auto, portable or avx512, got code " + std::to_string(static_cast<int>(kernel)));
    }
    // The AVX-512 kernel writes a chunk of values before it rereads that
    // chunk's flush rows, and threads write while others read: the output
    // must not share memory with the cards.
    const auto in_begin = reinterpret_cast<uintptr_t>(cards), out_begin = reinterpret_cast<uintptr_t>(out);
    if (rows && in_begin < out_begin + rows * sizeof(int32_t) && out_begin < in_begin + rows * static_cast<size_t>(width))
        throw InvalidArgument("out shares memory with the cards: give it its own array");
    if (threads < 0) throw InvalidArgument("threads is 0 (all cores) or a positive count, got " + std::to_string(threads));
    // At most one thread per core: more only adds switching.
    size_t cores = std::max(1u, std::thread::hardware_concurrency());
    size_t workers = threads ? std::min(static_cast<size_t>(threads), cores) : cores;
    // Below ~64K rows per thread the start-up costs more than it saves.
    workers = std::min(workers, std::max<size_t>(1, rows / 65536));
    long long bad = -1;
    if (workers <= 1) {
        bad = evaluate_rows_of(cards, rows, width, out, kernel);
    } else {
        std::vector<long long> first_bad(workers, -1);
        std::vector<std::thread> pool;
        size_t chunk = (rows + workers - 1) / workers;
        auto run = [&](size_t t) {
            size_t begin = std::min(rows, t * chunk), end = std::min(rows, begin + chunk);
            long long b = evaluate_rows_of(cards + begin * width, end - begin, width, out + begin, kernel);
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
