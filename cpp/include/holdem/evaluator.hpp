// Hand evaluation: 5, 6 or 7 cards to one value, 1 (7-5-4-3-2 offsuit) to
// 7462 (royal flush), higher is better, the same scale for every size
// (R-HAND-1..6). Tables are generated at build time by cpp/tools/tablegen.cpp.
//
// A Hand accumulates cards by addition, so enumeration can extend a partial
// hand by one card at a time and reuse the work done for the shared cards.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "holdem/bits.hpp"
#include "holdem/card.hpp"

namespace holdem {

using HandValue = uint16_t;
constexpr int kHandValues = 7462;

enum class Category : uint8_t {
    HighCard = 0, Pair, TwoPair, Trips, Straight, Flush, FullHouse, Quads, StraightFlush
};

namespace tables {
extern const uint32_t kRankMultiplier[13];
extern const uint32_t kHashScramble;
extern const size_t kRankLookupSize;
extern const uint16_t kRowOffset[8192];  // halved displacements
extern const uint16_t kRankLookup[];
extern const uint16_t kFlushLookup[8192];
// value -> (category << 20 | ranks in tie-break order, 4 bits each, highest first)
extern const uint32_t kValueClass[kHandValues + 1];
extern const uint64_t kCardKey[256];
extern const uint64_t kCardMask[256];
extern const uint64_t kCardEntry[512];  // (key, mask) per id, interleaved, 64-byte aligned
// Hand::key as byte planes per id 0..63 for the SIMD batch kernels: planes
// 0-2 depend on the rank alone, 3-4 on the suit alone (tablegen checks this).
extern const uint8_t kCardBytePlanes[5 * 64];
}  // namespace tables

// Total size of the evaluator's tables in bytes (they must stay cache-sized).
size_t table_bytes();

struct Hand {
    // Bits 0..24: sum of rank multipliers (identifies the rank multiset).
    // Bits 32..47: one 4-bit counter per suit, starting at 3 so that bit 3 of
    // a counter is set once the suit has 5 cards.
    uint64_t key = kEmptyKey;
    // One bit per card: bits 16*suit + rank.
    uint64_t mask = 0;

    static constexpr uint64_t kEmptyKey = uint64_t{0x3333} << 32;
    static constexpr uint64_t kFlushCheck = uint64_t{0x8888} << 32;

    Hand& add(CardCode c) {
        key += tables::kCardKey[c];
        mask |= tables::kCardMask[c];
        return *this;
    }
    Hand plus(CardCode c) const { Hand h = *this; return h.add(c); }
    // Combining two disjoint partial hands: one of them must be built from an
    // empty Hand and the other from zero (see Hand::partial()).
    Hand& add(const Hand& other) {
        key += other.key;
        mask |= other.mask;
        return *this;
    }
    // A hand with no suit-counter bias, to be added to a full Hand.
    static Hand partial() { Hand h; h.key = 0; return h; }
    int size() const { return bits::popcount(mask); }
};

// The best non-flush value of a rank multiset of 5 to 7 cards, given as the
// sum of its rank multipliers (the low 32 bits of Hand::key): the perfect hash.
inline HandValue evaluate_rank_key(uint32_t rank_key) {
    uint32_t x = (rank_key * tables::kHashScramble) & 0x1FFFFFF;
    return tables::kRankLookup[(x & 0xFFF) + 2u * tables::kRowOffset[x >> 12]];
}

// The value of a hand of 5, 6 or 7 distinct cards. Anything else (fewer
// cards, duplicates) is the caller's bug: the result is meaningless but the
// lookup stays in bounds.
inline HandValue evaluate(const Hand& h) {
    uint64_t flush = h.key & Hand::kFlushCheck;
    if (flush) {
        // At most one suit can hold five of seven cards; its rank mask decides.
        unsigned shift = (static_cast<unsigned>(bits::countr_zero(flush)) - 35) * 4;
        return tables::kFlushLookup[(h.mask >> shift) & 0x1FFF];
    }
    return evaluate_rank_key(static_cast<uint32_t>(h.key));
}

// Checked evaluation of 5..7 card codes: throws InvalidCard, DuplicateCard or
// InvalidArgument (wrong count).
HandValue evaluate_cards(const CardCode* cards, size_t n);

// The batch kernels: the portable one (SSE2 on x86-64, plain C++ elsewhere)
// runs everywhere; on x86-64 the AVX2 one (four hands at a time) and the
// AVX-512 one (F, BW, DQ, VL and VBMI; eight at a time) where the CPU has
// them. All give the same values and errors.
enum class BatchKernel : uint8_t { Auto = 0, Portable, Avx2, Avx512 };
std::vector<BatchKernel> batch_kernels();  // the ones this CPU runs, fastest last
BatchKernel default_batch_kernel();        // what Auto means here
const char* batch_kernel_name(BatchKernel kernel);
// "auto", "portable", "avx2" or "avx512"; throws InvalidArgument naming the choices.
BatchKernel batch_kernel_from_name(const std::string& name);

// Evaluates `rows` hands of `width` (5, 6 or 7) cards stored row by row, on
// `threads` threads (0: one per core; large batches only). Throws InvalidCard /
// DuplicateCard naming the first bad row ("row 17: ..."); `out` is then
// partly written. Throws InvalidArgument for a kernel this CPU lacks, or for
// a row that another thread changed while it was read (a racing writer gets
// garbage values or a typed error, never a crash).
void evaluate_batch(const CardCode* cards, size_t rows, int width, int32_t* out, int threads = 1,
                    BatchKernel kernel = BatchKernel::Auto);

// The five cards that make the hand's value (R-HAND-1), highest cards first
// when several choices give the same value.
void best_five(const CardCode* cards, size_t n, CardCode out[5]);

inline Category category_of(HandValue v) { return static_cast<Category>(tables::kValueClass[v] >> 20); }

// A value's category and the five ranks that decide ties (most significant
// first; unused places 0). Throws InvalidArgument outside 1..7462.
struct ValueClass {
    Category category;
    int ranks[5];
};
ValueClass value_class(int value);

// Number of hands of each value over all C(52, n) hands of n = 5, 6 or 7
// cards; counts[0] is unused. Enumerates incrementally.
void enumerate_value_counts(int n, uint64_t counts[kHandValues + 1]);

}  // namespace holdem
