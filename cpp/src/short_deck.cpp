// Short-deck hold'em values (short_deck.hpp): the hold'em Hand with the
// short deck's own tables.
#include "holdem/short_deck.hpp"

#include <algorithm>
#include <string>

#include "rows.hpp"

namespace holdem {

size_t short_deck_table_bytes() {
    return sizeof(tables::kShortRowOffset) + 2 * tables::kShortRankLookupSize * sizeof(uint16_t) +
           sizeof(tables::kShortFlushLookup) + sizeof(tables::kShortValueClass);
}

namespace {

// The cards 2 to 5 in each suit's 16 bits of Hand::mask: a short-deck hand has none.
constexpr uint64_t kNotShortDeck = 0x000F'000F'000F'000FULL;

void check_count(size_t n) {
    if (n < 5 || n > 7) throw InvalidArgument("a short-deck hand is 5, 6 or 7 cards, got " + std::to_string(n));
}

void check_rule(ShortDeckRule rule) {
    if (rule != ShortDeckRule::TripsBeatStraight && rule != ShortDeckRule::StraightBeatsTrips)
        throw InvalidArgument("the short-deck rule is TripsBeatStraight (0) or StraightBeatsTrips (1), got " +
                              std::to_string(static_cast<int>(rule)));
}

template <int W>
HOLDEM_POPCNT_CLONES long long value_rows(const CardCode* cards, size_t rows, int32_t* out, ShortDeckRule rule) {
    for (size_t r = 0; r < rows; ++r) {
        const CardCode* row = cards + r * W;
        Hand h;
        uint64_t mask_sum = 0;  // fewer than W bits: a card twice or an id over 51 (see evaluate_rows)
        for (int k = 0; k < W; ++k) {
            h.key += tables::kCardKey[row[k]];
            mask_sum += tables::kCardMask[row[k]];
        }
        if (bits::popcount(mask_sum & ~kNotShortDeck) != W) return static_cast<long long>(r);
        h.mask = mask_sum;
        out[r] = short_deck_value(h, rule);
    }
    return -1;
}

}  // namespace

void check_short_deck(const CardCode* cards, size_t n) {
    for (size_t i = 0; i < n; ++i) {
        checked_card(cards[i]);
        if (cards[i] < kShortDeckLowest)
            throw InvalidCard("invalid card " + card_string(cards[i]) +
                              ": the short deck is the 36 cards 6 to ace, no 2, 3, 4 or 5 (R-HAND-10)");
    }
}

int evaluate_short_deck(const CardCode* cards, size_t n, ShortDeckRule rule) {
    check_rule(rule);
    check_count(n);
    check_distinct(cards, n);
    check_short_deck(cards, n);
    Hand h;
    for (size_t i = 0; i < n; ++i) h.add(cards[i]);
    return short_deck_value(h, rule);
}

void evaluate_short_deck_batch(const CardCode* cards, size_t rows, int width, int32_t* out, ShortDeckRule rule,
                               int threads) {
    check_rule(rule);
    if (width < 5 || width > 7)
        throw InvalidArgument("a short-deck hand is 5, 6 or 7 cards, got rows of " + std::to_string(width));
    detail::check_rows_out(cards, rows * static_cast<size_t>(width), out, rows);
    long long bad = detail::first_bad_row(rows, threads, [&](size_t begin, size_t end) {
        const CardCode* first = cards + begin * width;
        switch (width) {
            case 5: return value_rows<5>(first, end - begin, out + begin, rule);
            case 6: return value_rows<6>(first, end - begin, out + begin, rule);
            default: return value_rows<7>(first, end - begin, out + begin, rule);
        }
    });
    if (bad < 0) return;
    CardCode row[7];
    std::copy_n(cards + static_cast<size_t>(bad) * width, width, row);
    detail::throw_row_error(bad, [&] {
        check_distinct(row, static_cast<size_t>(width));
        check_short_deck(row, static_cast<size_t>(width));
    });
}

ValueClass short_deck_value_class(int value, ShortDeckRule rule) {
    check_rule(rule);
    if (value < 1 || value > kShortDeckHandValues)
        throw InvalidArgument("short-deck hand values are 1 to 1404, got " + std::to_string(value));
    uint32_t code = tables::kShortValueClass[static_cast<size_t>(rule) * (kShortDeckHandValues + 1) + value];
    ValueClass out{static_cast<Category>(code >> 20), {}};
    for (int i = 0; i < 5; ++i) out.ranks[i] = static_cast<int>(code >> (16 - 4 * i) & 0xF);
    return out;
}

}  // namespace holdem
