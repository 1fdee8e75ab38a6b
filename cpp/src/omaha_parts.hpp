// Internal to the core: Omaha's value rules in pieces (omaha.hpp describes
// them), for the evaluators in omaha.cpp and for equity (variant_equity.cpp),
// which hashes each board once and values every player's hole cards from it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "holdem/bits.hpp"
#include "holdem/card.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/omaha.hpp"

namespace holdem::detail {

// Two ranks (0..12 each, either order) -> their column, a * (a + 1) / 2 + b for a >= b.
struct RankPairs {
    uint8_t column[13 * 13] = {};
    constexpr RankPairs() {
        for (int a = 0; a < 13; ++a)
            for (int b = 0; b < 13; ++b) {
                int hi = a > b ? a : b, lo = a > b ? b : a;
                column[a * 13 + b] = static_cast<uint8_t>(hi * (hi + 1) / 2 + lo);
            }
    }
};
inline constexpr RankPairs kRankPairs{};

// A card id's bit among the low ranks (bit 0 the ace, bit k the rank k + 1,
// so the deuce is bit 1 and the eight bit 7); 0 for a nine or higher.
struct LowBits {
    uint8_t bit[kDeckSize] = {};
    constexpr LowBits() {
        for (int c = 0; c < kDeckSize; ++c) {
            int r = card_rank(static_cast<CardCode>(c));
            bit[c] = static_cast<uint8_t>(r == 12 ? 1 : r <= 6 ? 1 << (r + 1) : 0);
        }
    }
};
inline constexpr LowBits kLowBits{};

// The suit counters of Hand::key start at 5 here: bit 3 of a counter is set
// once the board holds three of the suit (a board has at most 5 cards).
inline constexpr uint64_t kBoardSuitBias = uint64_t{0x5555} << 32;
inline constexpr uint64_t kThreeOfASuit = uint64_t{0x8888} << 32;

inline uint32_t board_row(uint32_t rank_key) {
    uint32_t x = (rank_key * tables::kOmahaBoardScramble) & 0x1FFFFFF;
    return tables::kOmahaBoardRow[(x & 0xFFF) + 2u * tables::kOmahaBoardRowOffset[x >> 12]];
}

// The best flush or straight flush of two of the hole's ranks in a suit (2
// or more) with three of the board's (3 or more). The best flush is the top
// two with the top three (ranks in one suit are distinct, so no choice does
// better card by card); a straight flush beats it, and the highest one is the
// highest straight of five ranks with exactly two from the hole.
HandValue omaha_flush(uint32_t board_suited, uint32_t hole_suited);

// The board's part of a hand: its rank key and suit counters (from 5), and
// its cards as Hand::mask has them.
struct Board {
    uint64_t key = kBoardSuitBias;
    uint64_t mask = 0;
};

template <int B>
inline Board read_board(const CardCode* board) {
    Board b;
    for (int k = 0; k < B; ++k) {
        b.key += tables::kCardKey[board[k]];
        b.mask |= tables::kCardMask[board[k]];
    }
    return b;
}

// The board's row of kOmahaRanks.
inline const uint16_t* ranks_row(const Board& b) {
    return tables::kOmahaRanks + size_t{board_row(static_cast<uint32_t>(b.key))} * kOmahaRankPairs;
}

// The best non-flush value: the row's entry for each pair of hole ranks.
template <int H>
inline HandValue best_pair(const uint16_t* row, const CardCode* hole) {
    int rank[H];
    for (int i = 0; i < H; ++i) rank[i] = card_rank(hole[i]) * 13;
    HandValue best = 0;
    for (int i = 0; i < H; ++i)
        for (int j = i + 1; j < H; ++j) best = std::max(best, row[kRankPairs.column[rank[i] + card_rank(hole[j])]]);
    return best;
}

// The best flush or straight flush, or 0: only when the board has three of
// a suit (one suit at most, of five cards) and the hole two of it.
template <int H>
inline HandValue best_flush(const Board& b, const CardCode* hole) {
    const uint64_t flush = b.key & kThreeOfASuit;
    if (!flush) return 0;
    const unsigned suit = (static_cast<unsigned>(bits::countr_zero(flush)) - 35) / 4;
    uint32_t hole_suited = 0;
    for (int i = 0; i < H; ++i)
        if (static_cast<unsigned>(card_suit(hole[i])) == suit) hole_suited |= 1u << card_rank(hole[i]);
    if (!(hole_suited & (hole_suited - 1))) return 0;  // fewer than two
    return omaha_flush(static_cast<uint32_t>(b.mask >> (16 * suit)) & 0x1FFF, hole_suited);
}

template <int H, int B>
inline HandValue omaha_high(const CardCode* hole, const CardCode* board) {
    const Board b = read_board<B>(board);
    return std::max(best_pair<H>(ranks_row(b), hole), best_flush<H>(b, hole));
}

template <int H, int B>
inline int omaha_low(const CardCode* hole, const CardCode* board) {
    uint32_t h = 0, b = 0;
    for (int i = 0; i < H; ++i) h |= kLowBits.bit[hole[i]];
    for (int k = 0; k < B; ++k) b |= kLowBits.bit[board[k]];
    return tables::kOmahaLow[h << 8 | b];
}

}  // namespace holdem::detail
