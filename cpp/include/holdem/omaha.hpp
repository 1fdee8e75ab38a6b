// Omaha's value rules: a hand is exactly two of the 4, 5 or 6 hole cards with
// exactly three of the 3, 4 or 5 board cards (R-HAND-8).
//
// High: evaluate()'s scale, 1 (7-5-4-3-2) to 7462 (royal flush), higher is
// better: the value of the best such five cards.
//
// Low, eight or better (R-HAND-9), for Omaha hi-lo: ace-to-five, five cards of
// different ranks, eight or lower (the ace low); straights and flushes do not
// count. Values 1 (8-7-6-5-4) to 56 (5-4-3-2-A), higher is better, and 0
// (kNoLow) when no two hole cards with three board cards make one.
//
// Neither values the 60 to 300 two-plus-three combinations one by one:
//   - high, no flush: the best non-flush value depends only on the board's
//     rank multiset and the two hole ranks. A perfect hash of the board's rank
//     key picks a row of a table over the 91 rank pairs, so a hand is one
//     hash plus one load per hole pair (6, 10 or 15), all in one 182-byte row;
//   - high, flush: only when the board has three or more of a suit and the
//     hole two or more of it (one suit at most): the best flush takes the top
//     two suited hole ranks with the top three suited board ranks, and a
//     straight flush is looked for only when those cards hold a straight;
//   - low: the low ranks present in the hole (8 bits) and on the board (8
//     bits) index one 64 KB table.
// Tables are generated at build time (cpp/tools/tablegen_variants.cpp).
#pragma once

#include <cstddef>
#include <cstdint>

#include "holdem/card.hpp"
#include "holdem/evaluator.hpp"

namespace holdem {

constexpr int kOmahaRankPairs = 91;  // pairs of ranks a >= b: a * (a + 1) / 2 + b
constexpr int kLowValues = 56;       // the qualifying lows: C(8, 5)
constexpr int kNoLow = 0;

namespace tables {
extern const uint32_t kOmahaBoardScramble;
extern const uint16_t kOmahaBoardRowOffset[8192];  // halved displacements, as kRowOffset
extern const size_t kOmahaBoardRowSize;
extern const uint16_t kOmahaBoardRow[];  // board rank key (3..5 cards), hashed -> its row
extern const size_t kOmahaBoardRows;
extern const uint16_t kOmahaRanks[];  // row * 91 + rank pair -> best non-flush value, 0 if impossible
extern const uint8_t kOmahaLow[65536];  // hole low ranks << 8 | board low ranks -> low value
// low value -> its five ranks (0 ace .. 7 eight), highest first, 4 bits each
extern const uint32_t kLowClass[kLowValues + 1];
}  // namespace tables

// Total size of the Omaha tables in bytes.
size_t omaha_table_bytes();

// Checked single hands: 4..6 hole cards and 3..5 board cards, all distinct
// ids 0..51. Throw InvalidArgument (a count), InvalidCard or DuplicateCard.
HandValue evaluate_omaha(const CardCode* hole, size_t hole_count, const CardCode* board, size_t board_count);
int evaluate_omaha_low(const CardCode* hole, size_t hole_count, const CardCode* board, size_t board_count);

// `rows` hands stored row by row: hole cards rows of hole_width (4..6), board
// rows of board_width (3..5). Threads and errors as evaluate_batch: a bad row
// is named ("row 17: ..."), `out` is then partly written.
void evaluate_omaha_batch(const CardCode* hole, int hole_width, const CardCode* board, int board_width, size_t rows,
                          int32_t* out, int threads = 1);
void evaluate_omaha_low_batch(const CardCode* hole, int hole_width, const CardCode* board, int board_width,
                              size_t rows, int32_t* out, int threads = 1);

// The five ranks of a low value (1..56), highest first, as card ranks (12
// for the ace, 0 for the deuce ... 6 for the eight). Throws InvalidArgument
// outside 1..56.
struct LowClass {
    int ranks[5];
};
LowClass low_class(int value);

}  // namespace holdem
