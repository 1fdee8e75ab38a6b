// The variants' tables, from first principles like the hold'em ones: every
// entry is the best of an explicit enumeration of the hands the rule allows.
//   - Omaha high (omaha.hpp, R-HAND-8): each board rank multiset of 3 to 5
//     cards gets a row; its entry for two hole ranks is the best hold'em value
//     of the two with any three of the board's cards.
//   - The eight-or-better low (R-HAND-9): all 56 lows ordered, and the best low
//     of two of the hole's low ranks with three of the board's.
//   - Short deck (short_deck.hpp, R-HAND-10): its 1,404 classes under each
//     option, found by classifying every five-card rank multiset, and the
//     best of every five-card subset for 5 to 7 cards.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "holdem/bits.hpp"
#include "tablegen.hpp"

namespace holdem::tablegen {

namespace {

using Counts = std::array<int, kRanks>;

// Calls f(counts) for every multiset of `size` ranks from [low, 12], at most
// cap[r] of rank r.
template <class F>
void each_multiset(int size, int low, const Counts& cap, F&& f) {
    Counts cur{};
    auto rec = [&](auto&& self, int r, int left) -> void {
        if (left == 0) { f(cur); return; }
        if (r >= kRanks) return;
        for (int k = 0; k <= std::min(left, cap[r]); ++k) {
            cur[r] = k;
            self(self, r + 1, left - k);
        }
        cur[r] = 0;
    };
    rec(rec, low, size);
}

Counts full_cap() {
    Counts cap;
    cap.fill(kMaxPerRank);
    return cap;
}

uint32_t rank_key(const Counts& c, const HoldemTables& holdem) {
    uint32_t key = 0;
    for (int r = 0; r < kRanks; ++r) key += static_cast<uint32_t>(c[r]) * holdem.multiplier[r];
    return key;
}

bool at_most_four(const Counts& c) {
    return std::all_of(c.begin(), c.end(), [](int n) { return n <= kMaxPerRank; });
}

// ---- Omaha high ----

void write_omaha_high(FILE* f, const HoldemTables& holdem) {
    // The hold'em value of each five-card rank multiset (no flush), by rank key: looked up 7.7 million times.
    std::unordered_map<uint32_t, uint16_t> five_value;
    each_multiset(5, 0, full_cap(), [&](const Counts& c) {
        five_value[rank_key(c, holdem)] = holdem.value_of.at(best_rank_hand(c));
    });
    std::vector<std::pair<uint32_t, uint16_t>> rows;  // board rank key -> row
    std::vector<uint16_t> best;                         // row * 91 + pair -> value
    for (int size = 3; size <= 5; ++size) {
        each_multiset(size, 0, full_cap(), [&](const Counts& board) {
            // The board's three-card sub-multisets, once per row.
            std::vector<Counts> triples;
            each_multiset(3, 0, board, [&](const Counts& t) { triples.push_back(t); });
            rows.emplace_back(rank_key(board, holdem), static_cast<uint16_t>(rows.size()));
            for (int a = 0; a < kRanks; ++a)
                for (int b = 0; b <= a; ++b) {
                    uint16_t v = 0;  // 0: the board holds too many of a or b for this pair
                    for (Counts five : triples) {
                        ++five[a];
                        ++five[b];
                        if (at_most_four(five)) v = std::max(v, five_value.at(rank_key(five, holdem)));
                    }
                    best.push_back(v);
                }
        });
    }
    if (rows.size() != 455 + 1820 + 6175 || best.size() != rows.size() * 91)
        throw std::runtime_error("Omaha: expected 8450 board rank multisets, got " + std::to_string(rows.size()));
    PerfectHash hash = smallest_hash(rows);
    std::fprintf(f, "const uint32_t kOmahaBoardScramble = 0x%08Xu;\n", hash.scramble);
    std::fprintf(f, "const size_t kOmahaBoardRowSize = %zu;\n", hash.table.size());
    std::fprintf(f, "const size_t kOmahaBoardRows = %zu;\n\n", rows.size());
    write_array(f, "uint16_t", "kOmahaBoardRowOffset", hash.row_offset);
    write_array(f, "uint16_t", "kOmahaBoardRow", hash.table);
    write_array(f, "uint16_t", "kOmahaRanks", best);
}

// ---- The eight-or-better low ----

// Low ranks as bits: bit 0 the ace, bit k the rank k + 1 (the deuce is bit 1,
// the eight bit 7). A low is five of them; the worse of two lows has the
// higher top card, then the higher second card, and so on.
std::vector<int> low_order(uint32_t mask) {  // highest first
    std::vector<int> out;
    for (int k = 7; k >= 0; --k)
        if (mask >> k & 1) out.push_back(k);
    return out;
}

void write_low(FILE* f) {
    std::vector<uint32_t> lows;
    for (uint32_t m = 0; m < 256; ++m)
        if (holdem::bits::popcount(m) == 5) lows.push_back(m);
    // Worst first: value = place + 1, so 1 is 8-7-6-5-4 and 56 is 5-4-3-2-A.
    std::sort(lows.begin(), lows.end(), [](uint32_t a, uint32_t b) { return low_order(a) > low_order(b); });
    std::vector<uint8_t> value(256, 0);
    std::vector<uint32_t> low_class(lows.size() + 1, 0);
    for (size_t i = 0; i < lows.size(); ++i) {
        value[lows[i]] = static_cast<uint8_t>(i + 1);
        uint32_t code = 0;
        for (int k : low_order(lows[i])) code = code << 4 | static_cast<uint32_t>(k == 0 ? 12 : k - 1);
        low_class[i + 1] = code;
    }
    std::vector<uint32_t> pairs, triples;
    for (uint32_t m = 0; m < 256; ++m) {
        if (holdem::bits::popcount(m) == 2) pairs.push_back(m);
        if (holdem::bits::popcount(m) == 3) triples.push_back(m);
    }
    // Two different low ranks of the hole with three of the board, no rank twice.
    std::vector<uint8_t> table(65536, 0);
    for (uint32_t hole = 0; hole < 256; ++hole)
        for (uint32_t board = 0; board < 256; ++board) {
            uint8_t v = 0;
            for (uint32_t p : pairs) {
                if (p & ~hole) continue;
                for (uint32_t t : triples)
                    if (!(t & ~board) && !(t & p)) v = std::max(v, value[p | t]);
            }
            table[hole << 8 | board] = v;
        }
    write_array(f, "uint8_t", "kOmahaLow", table);
    write_array(f, "uint32_t", "kLowClass", low_class);
}

// ---- Short deck ----

constexpr int kShortLow = 4;  // ranks 4 (six) .. 12 (ace)

// Top rank of the best short-deck straight in a rank mask, or -1: T-J-Q-K-A
// down to 6-7-8-9-T, then A-6-7-8-9, nine-high (the ace for the five).
int short_straight(uint32_t mask) {
    for (int top = 12; top >= kShortLow + 4; --top) {
        uint32_t need = 0x1Fu << (top - 4);
        if ((mask & need) == need) return top;
    }
    const uint32_t ace_low = 1u << 12 | 0xFu << kShortLow;
    return (mask & ace_low) == ace_low ? kShortLow + 3 : -1;
}

// Where a category ranks under a short-deck rule (0 trips beat straights, 1
// straights beat trips): a flush above a full house always.
int short_place(int category, int rule) {
    switch (category) {
        case kStraight: return rule == 0 ? 3 : 4;
        case kTrips: return rule == 0 ? 4 : 3;
        case kFullHouse: return 5;
        case kFlush: return 6;
        default: return category;  // high card 0, pair 1, two pair 2, quads 7, straight flush 8
    }
}

// The class of five short-deck cards (ranks as counts; suited or not): the
// hold'em category and tie-break ranks, as class_code() packs them.
uint32_t short_class(const Counts& c, bool suited) {
    uint32_t mask = 0;
    std::vector<int> by_count[5];
    for (int r = 12; r >= 0; --r) {
        if (c[r]) mask |= 1u << r;
        by_count[c[r]].push_back(r);
    }
    auto singles = by_count[1];
    if (!by_count[4].empty()) return class_code(kQuads, {by_count[4][0], singles[0]});
    if (!by_count[3].empty() && !by_count[2].empty()) return class_code(kFullHouse, {by_count[3][0], by_count[2][0]});
    if (!by_count[3].empty()) return class_code(kTrips, {by_count[3][0], singles[0], singles[1]});
    if (by_count[2].size() == 2) return class_code(kTwoPair, {by_count[2][0], by_count[2][1], singles[0]});
    if (by_count[2].size() == 1) return class_code(kPair, {by_count[2][0], singles[0], singles[1], singles[2]});
    int top = short_straight(mask);
    if (top >= 0) return class_code(suited ? kStraightFlush : kStraight, {top});
    return class_code(suited ? kFlush : kHighCard, {singles[0], singles[1], singles[2], singles[3], singles[4]});
}

uint32_t short_order_key(uint32_t code, int rule) {
    return static_cast<uint32_t>(short_place(static_cast<int>(code >> 20), rule)) << 20 | (code & 0xFFFFF);
}

void write_short_deck(FILE* f, const HoldemTables& holdem) {
    Counts cap{};
    for (int r = kShortLow; r < kRanks; ++r) cap[r] = kMaxPerRank;
    // Every class: the five-card rank multisets, and the suited ones of five ranks.
    std::vector<uint32_t> codes;
    each_multiset(5, kShortLow, cap, [&](const Counts& c) {
        codes.push_back(short_class(c, false));
        if (std::count(c.begin(), c.end(), 1) == 5) codes.push_back(short_class(c, true));
    });
    std::sort(codes.begin(), codes.end());
    codes.erase(std::unique(codes.begin(), codes.end()), codes.end());
    if (codes.size() != 1404) throw std::runtime_error("short deck: expected 1404 classes, got " + std::to_string(codes.size()));
    std::map<uint32_t, uint16_t> value_of[2];
    std::vector<uint32_t> value_class(2 * (codes.size() + 1), 0);
    for (int rule = 0; rule < 2; ++rule) {
        std::vector<uint32_t> order = codes;
        std::sort(order.begin(), order.end(),
                  [rule](uint32_t a, uint32_t b) { return short_order_key(a, rule) < short_order_key(b, rule); });
        for (size_t i = 0; i < order.size(); ++i) {
            value_of[rule][order[i]] = static_cast<uint16_t>(i + 1);
            value_class[rule * (codes.size() + 1) + i + 1] = order[i];
        }
    }
    // Rank multisets of 5..7 cards: the best of their five-card sub-multisets.
    std::vector<std::pair<uint32_t, uint16_t>> entries[2];
    for (int size = 5; size <= kMaxCards; ++size)
        each_multiset(size, kShortLow, cap, [&](const Counts& c) {
            for (int rule = 0; rule < 2; ++rule) {
                uint16_t v = 0;
                each_multiset(5, kShortLow, c, [&](const Counts& five) {
                    v = std::max(v, value_of[rule].at(short_class(five, false)));
                });
                entries[rule].emplace_back(rank_key(c, holdem), v);
            }
        });
    PerfectHash hash = smallest_hash(entries[0]);
    std::vector<uint16_t> lookup = hash.table;
    lookup.resize(2 * hash.table.size(), 0);
    for (auto& e : entries[1]) lookup[hash.table.size() + hash_index(hash, e.first)] = e.second;
    // A suit's ranks 6..A as 9 bits: the best five of them (flush or straight flush, the same under both rules).
    std::vector<uint16_t> flush(512, 0);
    for (uint32_t m = 0; m < 512; ++m) {
        if (holdem::bits::popcount(m) < 5) continue;
        for (uint32_t s = 0; s < 512; ++s) {
            if (holdem::bits::popcount(s) != 5 || (s & ~m)) continue;
            Counts c{};
            for (int k = 0; k < 9; ++k) c[kShortLow + k] = s >> k & 1;
            uint32_t code = short_class(c, true);
            if (value_of[0].at(code) != value_of[1].at(code)) throw std::runtime_error("short deck: flush values differ");
            flush[m] = std::max(flush[m], value_of[0].at(code));
        }
    }
    std::fprintf(f, "const uint32_t kShortHashScramble = 0x%08Xu;\n", hash.scramble);
    std::fprintf(f, "const size_t kShortRankLookupSize = %zu;\n\n", hash.table.size());
    write_array(f, "uint16_t", "kShortRowOffset", hash.row_offset);
    write_array(f, "uint16_t", "kShortRankLookup", lookup);
    write_array(f, "uint16_t", "kShortFlushLookup", flush);
    write_array(f, "uint32_t", "kShortValueClass", value_class);
}

}  // namespace

void write_variant_tables(FILE* f, const HoldemTables& holdem) {
    write_omaha_high(f, holdem);
    write_low(f);
    write_short_deck(f, holdem);
}

}  // namespace holdem::tablegen
