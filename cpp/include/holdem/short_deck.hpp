// Short-deck (six-plus) hold'em's value rule (R-HAND-10): the 36 cards 6 to
// ace (ids 16..51), the best five of 5, 6 or 7 cards. A flush beats a full
// house; the ace plays low in A-6-7-8-9, the lowest straight (it stands for
// the five); whether three of a kind beats a straight is the rule's option,
// by default it does.
//
// Values 1 (J-9-8-7-6 of mixed suits) to 1404 (royal flush), higher is better,
// one scale per option:
//   high card 120, one pair 504, two pair 252, then straight 6 and three of a
//   kind 252 (the other way round under StraightBeatsTrips), full house 72,
//   flush 120, four of a kind 72, straight flush 6.
// The values above the two swapped categories are the same under both.
//
// The tables (cpp/tools/tablegen_variants.cpp): a perfect hash of the rank key
// (the sum of evaluator.hpp's rank multipliers) to the best non-flush value
// under each option, and a flush table by the suit's 9-bit rank mask. With
// five or more cards of a suit among seven there is no full house or four of
// a kind, so, as in hold'em, the flush table alone values those hands.
#pragma once

#include <cstddef>
#include <cstdint>

#include "holdem/card.hpp"
#include "holdem/evaluator.hpp"

namespace holdem {

enum class ShortDeckRule : uint8_t { TripsBeatStraight = 0, StraightBeatsTrips = 1 };
constexpr int kShortDeckHandValues = 1404;
constexpr CardCode kShortDeckLowest = 16;  // 6c: the short deck is ids 16..51

namespace tables {
extern const uint32_t kShortHashScramble;
extern const uint16_t kShortRowOffset[8192];
extern const size_t kShortRankLookupSize;
extern const uint16_t kShortRankLookup[];  // [rule * kShortRankLookupSize + hashed rank key]
extern const uint16_t kShortFlushLookup[512];  // a suit's ranks 6..A as 9 bits -> value
// [rule * 1405 + value] -> category << 20 | tie-break ranks, as kValueClass
extern const uint32_t kShortValueClass[2 * (kShortDeckHandValues + 1)];
}  // namespace tables

size_t short_deck_table_bytes();

// The value of a Hand of 5..7 distinct short-deck cards (unchecked).
inline int short_deck_value(const Hand& h, ShortDeckRule rule) {
    uint64_t flush = h.key & Hand::kFlushCheck;
    if (flush) {
        unsigned shift = (static_cast<unsigned>(bits::countr_zero(flush)) - 35) * 4;
        return tables::kShortFlushLookup[(h.mask >> (shift + kShortDeckLowest / 4)) & 0x1FF];
    }
    uint32_t x = (static_cast<uint32_t>(h.key) * tables::kShortHashScramble) & 0x1FFFFFF;
    return tables::kShortRankLookup[static_cast<size_t>(rule) * tables::kShortRankLookupSize + (x & 0xFFF) +
                                    2u * tables::kShortRowOffset[x >> 12]];
}

// Checked: 5..7 distinct cards of the short deck. Throws InvalidArgument (a
// count), InvalidCard (an id outside 0..51, or a 2 to 5, naming the short
// deck) or DuplicateCard.
int evaluate_short_deck(const CardCode* cards, size_t n, ShortDeckRule rule = ShortDeckRule::TripsBeatStraight);

// Rows of `width` (5..7) cards; threads and errors as evaluate_batch.
void evaluate_short_deck_batch(const CardCode* cards, size_t rows, int width, int32_t* out,
                               ShortDeckRule rule = ShortDeckRule::TripsBeatStraight, int threads = 1);

// A value's category and tie-break ranks under the rule (the A-6-7-8-9
// straight is nine-high). Throws InvalidArgument outside 1..1404.
ValueClass short_deck_value_class(int value, ShortDeckRule rule);

// Throws InvalidCard unless the card is in the short deck (6 to ace).
void check_short_deck(const CardCode* cards, size_t n);

}  // namespace holdem
