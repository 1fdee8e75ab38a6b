#include "holdem/evaluator.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "rows.hpp"

// SSE2 is part of x86-64: GCC and Clang say so with __SSE2__, MSVC with _M_X64 (it never defines __SSE2__).
#if defined(__SSE2__) || (defined(_MSC_VER) && defined(_M_X64))
#define HOLDEM_SSE2 1
#include <emmintrin.h>
#else
#define HOLDEM_SSE2 0
#endif
// The AVX2 and AVX-512 kernels are compiled for x86-64 with GCC or Clang
// whatever the build's target, and chosen at run time when the CPU has them. Not on Windows:
// MinGW cannot align the stack to 64 bytes (GCC bug 54412).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(_WIN32)
#define HOLDEM_SIMD_KERNELS 1
#include <immintrin.h>
#else
#define HOLDEM_SIMD_KERNELS 0
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

// The batch kernel adds the card masks instead of OR-ing them: for distinct
// cards that is the same, and a repeated card carries into another bit, so the
// sum has fewer than W bits set (popcount(a + b) <= popcount(a) + popcount(b),
// equal only without carries). An id of 52 or more has no mask bit at all.
// Either way one popcount per hand rejects the row. On x86-64 the key and the
// mask travel together in one SSE2 register: one load and one add per card.
template <int W>
HOLDEM_POPCNT_CLONES long long evaluate_rows(const CardCode* cards, size_t rows, int32_t* out) {
#if HOLDEM_SSE2
    const __m128i* entry = reinterpret_cast<const __m128i*>(tables::kCardEntry);
    const __m128i empty = _mm_set_epi64x(0, static_cast<long long>(Hand::kEmptyKey));
#endif
    for (size_t i = 0; i < rows; ++i) {
        const CardCode* row = cards + i * W;
        Hand h;
#if HOLDEM_SSE2
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
        if (bits::popcount(h.mask) != W) return static_cast<long long>(i);
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

#if HOLDEM_SIMD_KERNELS
// The SIMD kernels share one structure. Rows go in chunks of 128 hands: a
// vector pass (`hash_chunk`, per instruction set) builds each hand's rank key
// and suit counters from byte planes of Hand::key, hashes the rank keys and
// lists the rare flush hands; then a scalar pass does the two table lookups
// per hand, whose loads are all independent there (the rank table lives in
// L2), and the flush hands are redone by the scalar evaluator. A chunk with a
// bad id or a repeated card is left to the portable kernel, which finds the
// row. The vector passes hash a whole number of their blocks; the tail after
// the last block goes to the portable kernel too.
constexpr size_t kChunkHands = 128;  // measured best between 32 and 1024 (AVX-512)

// Fills hashed[0..count) and flush_rows[0..*flushes) (chunk-relative rows;
// room for count + 8); false if a row holds an id of 52 or more or a card twice.
using HashChunk = bool (*)(const CardCode* chunk, size_t count, uint32_t* hashed, uint32_t* flush_rows,
                           size_t* flushes);

template <int W>
long long evaluate_rows_chunked(const CardCode* cards, size_t rows, int32_t* out, size_t block, HashChunk hash_chunk) {
    alignas(64) uint32_t hashed[kChunkHands];
    alignas(64) uint32_t flush_rows[kChunkHands + 8];
    const size_t whole = rows / block * block;
    for (size_t first = 0; first < whole; first += kChunkHands) {
        const size_t count = std::min(kChunkHands, whole - first);
        const CardCode* chunk = cards + first * W;
        int32_t* dst = out + first;
        size_t flushes = 0;
        if (!hash_chunk(chunk, count, hashed, flush_rows, &flushes)) {
            // The portable kernel finds the bad row; finding none means another
            // thread changed the cards since they were hashed: its values stand.
            long long r = evaluate_rows<W>(chunk, count, dst);
            if (r >= 0) return static_cast<long long>(first) + r;
            continue;
        }
        for (size_t i = 0; i < count; ++i) {
            uint32_t x = hashed[i];
            dst[i] = tables::kRankLookup[(x & 0xFFF) + 2u * tables::kRowOffset[x >> 12]];
        }
        for (size_t f = 0; f < flushes; ++f) dst[flush_rows[f]] = evaluate_row<W>(chunk + flush_rows[f] * W);
    }
    long long r = evaluate_rows<W>(cards + whole * W, rows - whole, out + whole);
    return r < 0 ? r : static_cast<long long>(whole) + r;
}

// GCC 12's AVX-512 headers start intrinsics from a deliberately undefined
// vector and then warn about it (GCC bug 105593, fixed in 13).
#pragma GCC diagnostic push
#if !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#define HOLDEM_AVX512 __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx512vbmi,popcnt")))
#define HOLDEM_AVX2 __attribute__((target("avx2,popcnt")))

// AVX-512: eight hands per block, one per 64-bit lane. Each row is spread into
// its lane's 8 bytes (padded with ids 61..63, which look up zero), so one byte
// permute looks a byte plane of Hand::key up for all 56 cards, and one
// sum-of-bytes per plane adds up each hand: five of each give the rank key and
// the suit counters.
template <int W>
struct Avx512Layout {
    alignas(64) uint8_t spread_index[64] = {};  // lane byte <- row byte
    alignas(64) uint8_t padding[64] = {};       // 61..63 where a lane has no card
    uint64_t from_row = 0;                      // the lane bytes that hold cards
    constexpr Avx512Layout() {
        for (int h = 0; h < 8; ++h)
            for (int j = 0; j < 8; ++j) {
                spread_index[8 * h + j] = static_cast<uint8_t>(j < W ? W * h + j : 0);
                padding[8 * h + j] = static_cast<uint8_t>(56 + j);
                if (j < W) from_row |= uint64_t{1} << (8 * h + j);
            }
    }
};
template <int W>
constexpr Avx512Layout<W> kAvx512Layout{};

template <int W>
HOLDEM_AVX512 bool hash_chunk_avx512(const CardCode* chunk, size_t count, uint32_t* hashed, uint32_t* flush_rows,
                                     size_t* flushes) {
    const __m512i spread = _mm512_load_si512(kAvx512Layout<W>.spread_index);
    const __m512i pad = _mm512_load_si512(kAvx512Layout<W>.padding);
    const __mmask64 from_row = kAvx512Layout<W>.from_row;
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
    __mmask64 all_good = ~__mmask64{0};
    size_t n_flush = 0;
    for (size_t b = 0; b < count; b += 8) {
        const __m512i raw = _mm512_maskz_loadu_epi8(block_bytes, chunk + b * W);
        const __m512i ids = _mm512_mask_permutexvar_epi8(pad, from_row, spread, raw);
        // A row's bytes stay set while they are cards (< 52) and differ from
        // the others: rotations by 1..4 places within a lane meet every pair.
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
        _mm256_store_si256(reinterpret_cast<__m256i*>(hashed + b), _mm512_cvtepi64_epi32(x));
        // Append this block's flush rows (no branch: there is room for 8).
        const __m256i rows_here = _mm256_add_epi32(lanes, _mm256_set1_epi32(static_cast<int>(b)));
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(flush_rows + n_flush),
                            _mm256_maskz_compress_epi32(flush, rows_here));
        n_flush += static_cast<size_t>(bits::popcount(flush));
    }
    *flushes = n_flush;
    return all_good == ~__mmask64{0};
}

// AVX2: four hands per block, one per 64-bit lane, the same planes looked up
// by rank and by suit with in-lane byte shuffles (16 entries each). Pads are
// 0xFD..0xFF: a shuffle index with the top bit set reads zero.
template <int W>
struct Avx2Layout {
    alignas(32) uint8_t spread_index[32] = {};
    alignas(32) uint8_t padding[32] = {};
    alignas(32) uint8_t rotate[4][32] = {};  // each lane's bytes rotated by 1..4 places
    constexpr Avx2Layout() {
        for (int lane = 0; lane < 2; ++lane)
            for (int h = 0; h < 2; ++h)
                for (int j = 0; j < 8; ++j) {
                    int at = 16 * lane + 8 * h + j;
                    int from = (lane ? 16 - 2 * W : 0) + W * h + j;
                    spread_index[at] = static_cast<uint8_t>(j < W ? from : 0x80);
                    padding[at] = static_cast<uint8_t>(j < W ? 0 : 0xF8 + j);  // 0xFD..0xFF
                    for (int r = 0; r < 4; ++r) rotate[r][at] = static_cast<uint8_t>(8 * h + (j + r + 1) % 8);
                }
    }
};
template <int W>
constexpr Avx2Layout<W> kAvx2Layout{};

// The byte planes indexed by rank (0..12) and by suit (0..3), in both lanes.
struct Avx2Planes {
    alignas(32) uint8_t plane[5][32] = {};
    Avx2Planes() {
        for (int i = 0; i < 32; ++i) {
            int k = i % 16;
            for (int p = 0; p < 3; ++p) plane[p][i] = k < 13 ? tables::kCardBytePlanes[64 * p + 4 * k] : 0;
            for (int p = 3; p < 5; ++p) plane[p][i] = k < 4 ? tables::kCardBytePlanes[64 * p + k] : 0;
        }
    }
};

// For each 4-bit mask, the positions of its set bits, lowest first.
struct SetLanes {
    alignas(16) uint32_t lanes[16][4] = {};
    constexpr SetLanes() {
        for (unsigned m = 0; m < 16; ++m)
            for (unsigned lane = 0, n = 0; lane < 4; ++lane)
                if (m >> lane & 1) lanes[m][n++] = lane;
    }
};
constexpr SetLanes kSetLanes{};

template <int W>
HOLDEM_AVX2 bool hash_chunk_avx2(const CardCode* chunk, size_t count, uint32_t* hashed, uint32_t* flush_rows,
                                 size_t* flushes) {
    // Lane 0 holds rows 0-1 from a load at the block start, lane 1 rows 2-3
    // from a load ending at the block end (4W >= 16, so neither reads past it).
    static const Avx2Planes planes;
    const auto& layout = kAvx2Layout<W>;
    const __m256i spread = _mm256_load_si256(reinterpret_cast<const __m256i*>(layout.spread_index));
    const __m256i pad = _mm256_load_si256(reinterpret_cast<const __m256i*>(layout.padding));
    __m256i rot[4];
    for (int r = 0; r < 4; ++r) rot[r] = _mm256_load_si256(reinterpret_cast<const __m256i*>(layout.rotate[r]));
    __m256i plane[5];
    for (int p = 0; p < 5; ++p) plane[p] = _mm256_load_si256(reinterpret_cast<const __m256i*>(planes.plane[p]));
    const __m256i zero = _mm256_setzero_si256();
    const __m256i last_card = _mm256_set1_epi8(kDeckSize - 1);
    const __m256i low_nibble = _mm256_set1_epi8(0x0F);
    const __m256i suit_index = _mm256_set1_epi8(static_cast<char>(0x83));
    const __m256i scramble = _mm256_set1_epi64x(tables::kHashScramble);
    const __m256i hash_bits = _mm256_set1_epi64x(0x1FFFFFF);
    const __m256i suit_bias = _mm256_set1_epi64x(static_cast<long long>(Hand::kEmptyKey >> 32));
    const __m256i flush_bits = _mm256_set1_epi64x(static_cast<long long>(Hand::kFlushCheck >> 32));
    const __m256i even_dwords = _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6);
    __m256i bad = zero;
    size_t n_flush = 0;
    for (size_t b = 0; b < count; b += 4) {
        const CardCode* block = chunk + b * W;
        const __m256i raw = _mm256_setr_m128i(_mm_loadu_si128(reinterpret_cast<const __m128i*>(block)),
                                              _mm_loadu_si128(reinterpret_cast<const __m128i*>(block + 4 * W - 16)));
        const __m256i cards_only = _mm256_shuffle_epi8(raw, spread);
        const __m256i ids = _mm256_or_si256(cards_only, pad);
        // Bad: an id above 51, or a byte equal to another of its lane.
        bad = _mm256_or_si256(bad, _mm256_xor_si256(_mm256_cmpeq_epi8(_mm256_max_epu8(cards_only, last_card), last_card),
                                                    _mm256_set1_epi8(-1)));
        for (int r = 0; r < 4; ++r) bad = _mm256_or_si256(bad, _mm256_cmpeq_epi8(ids, _mm256_shuffle_epi8(ids, rot[r])));
        const __m256i ranks = _mm256_and_si256(_mm256_srli_epi16(ids, 2), low_nibble);  // pads: 15
        const __m256i suits = _mm256_and_si256(ids, suit_index);                         // pads: top bit set
        const __m256i s0 = _mm256_sad_epu8(_mm256_shuffle_epi8(plane[0], ranks), zero);
        const __m256i s1 = _mm256_sad_epu8(_mm256_shuffle_epi8(plane[1], ranks), zero);
        const __m256i s2 = _mm256_sad_epu8(_mm256_shuffle_epi8(plane[2], ranks), zero);
        const __m256i s3 = _mm256_sad_epu8(_mm256_shuffle_epi8(plane[3], suits), zero);
        const __m256i s4 = _mm256_sad_epu8(_mm256_shuffle_epi8(plane[4], suits), zero);
        const __m256i rank_key =
            _mm256_add_epi64(_mm256_add_epi64(s0, _mm256_slli_epi64(s1, 8)), _mm256_slli_epi64(s2, 16));
        const __m256i suit_counts = _mm256_add_epi64(_mm256_add_epi64(s3, suit_bias), _mm256_slli_epi64(s4, 8));
        const __m256i no_flush = _mm256_cmpeq_epi64(_mm256_and_si256(suit_counts, flush_bits), zero);
        const unsigned flush = ~static_cast<unsigned>(_mm256_movemask_pd(_mm256_castsi256_pd(no_flush))) & 0xF;
        const __m256i x = _mm256_and_si256(_mm256_mul_epu32(rank_key, scramble), hash_bits);
        _mm_store_si128(reinterpret_cast<__m128i*>(hashed + b),
                        _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(x, even_dwords)));
        // Append this block's flush rows (no branch: there is room for 4).
        _mm_storeu_si128(reinterpret_cast<__m128i*>(flush_rows + n_flush),
                         _mm_add_epi32(_mm_load_si128(reinterpret_cast<const __m128i*>(kSetLanes.lanes[flush])),
                                       _mm_set1_epi32(static_cast<int>(b))));
        n_flush += static_cast<size_t>(bits::popcount(flush));
    }
    *flushes = n_flush;
    return _mm256_testz_si256(bad, bad);
}
#pragma GCC diagnostic pop

bool cpu_has_avx512_kernel() {
    static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                            __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
                            __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("popcnt");
    return has;
}
bool cpu_has_avx2_kernel() {
    static const bool has = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
    return has;
}
#else
bool cpu_has_avx512_kernel() { return false; }
bool cpu_has_avx2_kernel() { return false; }
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
    if (cpu_has_avx2_kernel()) kernels.push_back(BatchKernel::Avx2);
    if (cpu_has_avx512_kernel()) kernels.push_back(BatchKernel::Avx512);
    return kernels;
}

BatchKernel default_batch_kernel() { return batch_kernels().back(); }

const char* batch_kernel_name(BatchKernel kernel) {
    switch (kernel) {
        case BatchKernel::Portable: return "portable";
        case BatchKernel::Avx2: return "avx2";
        case BatchKernel::Avx512: return "avx512";
        default: return "auto";
    }
}

BatchKernel batch_kernel_from_name(const std::string& name) {
    for (BatchKernel k : {BatchKernel::Auto, BatchKernel::Portable, BatchKernel::Avx2, BatchKernel::Avx512})
        if (name == batch_kernel_name(k)) return k;
    throw InvalidArgument("kernel is 'auto', 'portable', 'avx2' or 'avx512', got '" + name + "'");
}

namespace {

template <int W>
long long evaluate_rows_with(const CardCode* cards, size_t rows, int32_t* out, BatchKernel kernel) {
#if HOLDEM_SIMD_KERNELS
    if (kernel == BatchKernel::Avx512) return evaluate_rows_chunked<W>(cards, rows, out, 8, hash_chunk_avx512<W>);
    if (kernel == BatchKernel::Avx2) return evaluate_rows_chunked<W>(cards, rows, out, 4, hash_chunk_avx2<W>);
#endif
    (void)kernel;
    return evaluate_rows<W>(cards, rows, out);
}

long long evaluate_rows_of(const CardCode* cards, size_t rows, int width, int32_t* out, BatchKernel kernel) {
    switch (width) {
        case 5: return evaluate_rows_with<5>(cards, rows, out, kernel);
        case 6: return evaluate_rows_with<6>(cards, rows, out, kernel);
        default: return evaluate_rows_with<7>(cards, rows, out, kernel);
    }
}

}  // namespace

void evaluate_batch(const CardCode* cards, size_t rows, int width, int32_t* out, int threads, BatchKernel kernel) {
    if (width < 5 || width > 7)
        throw InvalidArgument("a hand is 5, 6 or 7 cards, got rows of " + std::to_string(width));
    if (kernel == BatchKernel::Auto) kernel = default_batch_kernel();
    const auto available = batch_kernels();
    if (std::find(available.begin(), available.end(), kernel) == available.end()) {
        if (kernel != BatchKernel::Avx2 && kernel != BatchKernel::Avx512)
            throw InvalidArgument("kernel is auto, portable, avx2 or avx512, got code " +
                                  std::to_string(static_cast<int>(kernel)));
        throw InvalidArgument(std::string("the ") + batch_kernel_name(kernel) + " kernel needs a CPU with " +
                              (kernel == BatchKernel::Avx512 ? "AVX-512 (F, BW, DQ, VL, VBMI)" : "AVX2") +
                              "; this one runs " + batch_kernel_name(available.back()) + " at best");
    }
    // The SIMD kernels write a chunk of values before they reread that
    // chunk's flush rows, and threads write while others read.
    detail::check_rows_out(cards, rows * static_cast<size_t>(width), out, rows);
    long long bad = detail::first_bad_row(rows, threads, [&](size_t begin, size_t end) {
        return evaluate_rows_of(cards + begin * width, end - begin, width, out + begin, kernel);
    });
    if (bad < 0) return;
    // Say what is wrong with the row from one copy of it: the caller's array
    // may be written by another thread meanwhile.
    CardCode row[7];
    std::copy_n(cards + static_cast<size_t>(bad) * width, width, row);
    detail::throw_row_error(bad, [&] { check_distinct(row, static_cast<size_t>(width)); });
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
