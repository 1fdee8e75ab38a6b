// Generates the evaluators' lookup tables (evaluator_tables.cpp) from first
// principles: it searches the rank multipliers, enumerates all 7,462 hand
// classes in order, evaluates every rank multiset of 5 to 7 cards with a slow,
// obviously-correct evaluator and packs the results into a perfect hash; the
// variants' tables (Omaha, the eight-or-better low, short deck) come from
// tablegen_variants.cpp. The build runs it; nothing it writes is committed.
//
// usage: holdem_tablegen OUTPUT.cpp
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "holdem/bits.hpp"
#include "tablegen.hpp"

namespace holdem::tablegen {

// A hand class as (category, ranks in tie-break order). Sorting these codes
// sorts hands by strength (R-HAND-2, R-HAND-3).
uint32_t class_code(int category, std::initializer_list<int> ranks) {
    uint32_t code = static_cast<uint32_t>(category);
    int n = 0;
    for (int r : ranks) { code = (code << 4) | static_cast<uint32_t>(r); ++n; }
    for (; n < 5; ++n) code <<= 4;
    return code;
}

// Top rank of the best straight in a 13-bit rank mask, or -1 (R-HAND-4: the
// wheel A-2-3-4-5 is five-high; no wrap-around).
int best_straight(uint32_t mask) {
    for (int top = 12; top >= 4; --top) {
        uint32_t need = 0x1Fu << (top - 4);
        if ((mask & need) == need) return top;
    }
    if ((mask & 0x100Fu) == 0x100Fu) return 3;  // A,2,3,4,5
    return -1;
}

// The n highest ranks of a mask, excluding some, highest first.
std::vector<int> top_ranks(uint32_t mask, int n) {
    std::vector<int> out;
    for (int r = 12; r >= 0 && static_cast<int>(out.size()) < n; --r)
        if (mask >> r & 1) out.push_back(r);
    return out;
}

// Best non-flush hand of a rank multiset (5..7 cards).
uint32_t best_rank_hand(const std::array<int, kRanks>& counts) {
    uint32_t present = 0;
    std::vector<int> quads, trips, pairs;
    for (int r = 12; r >= 0; --r) {
        if (counts[r]) present |= 1u << r;
        if (counts[r] == 4) quads.push_back(r);
        else if (counts[r] == 3) trips.push_back(r);
        else if (counts[r] == 2) pairs.push_back(r);
    }
    if (!quads.empty()) {
        int q = quads[0];
        return class_code(kQuads, {q, top_ranks(present & ~(1u << q), 1)[0]});
    }
    if (!trips.empty() && (trips.size() >= 2 || !pairs.empty())) {
        int t = trips[0];
        int p = -1;
        if (trips.size() >= 2) p = trips[1];
        if (!pairs.empty() && pairs[0] > p) p = pairs[0];
        return class_code(kFullHouse, {t, p});
    }
    int s = best_straight(present);
    if (s >= 0) return class_code(kStraight, {s});
    if (!trips.empty()) {
        int t = trips[0];
        auto k = top_ranks(present & ~(1u << t), 2);
        return class_code(kTrips, {t, k[0], k[1]});
    }
    if (pairs.size() >= 2) {
        int h = pairs[0], l = pairs[1];
        auto k = top_ranks(present & ~(1u << h) & ~(1u << l), 1);
        return class_code(kTwoPair, {h, l, k[0]});
    }
    if (pairs.size() == 1) {
        int p = pairs[0];
        auto k = top_ranks(present & ~(1u << p), 3);
        return class_code(kPair, {p, k[0], k[1], k[2]});
    }
    auto k = top_ranks(present, 5);
    return class_code(kHighCard, {k[0], k[1], k[2], k[3], k[4]});
}

// Best hand of 5..7 suited cards given as a rank mask.
uint32_t best_flush_hand(uint32_t mask) {
    int s = best_straight(mask);
    if (s >= 0) return class_code(kStraightFlush, {s});
    auto k = top_ranks(mask, 5);
    return class_code(kFlush, {k[0], k[1], k[2], k[3], k[4]});
}

// All 7,462 classes in ascending strength.
std::vector<uint32_t> all_classes() {
    std::vector<uint32_t> codes;
    for (uint32_t m = 0; m < (1u << kRanks); ++m) {
        if (holdem::bits::popcount(m) != 5) continue;
        auto k = top_ranks(m, 5);
        if (best_straight(m) >= 0) continue;
        codes.push_back(class_code(kHighCard, {k[0], k[1], k[2], k[3], k[4]}));
        codes.push_back(class_code(kFlush, {k[0], k[1], k[2], k[3], k[4]}));
    }
    for (int p = 0; p < kRanks; ++p)
        for (uint32_t m = 0; m < (1u << kRanks); ++m) {
            if (holdem::bits::popcount(m) != 3 || (m >> p & 1)) continue;
            auto k = top_ranks(m, 3);
            codes.push_back(class_code(kPair, {p, k[0], k[1], k[2]}));
        }
    for (int h = 0; h < kRanks; ++h)
        for (int l = 0; l < h; ++l)
            for (int k = 0; k < kRanks; ++k)
                if (k != h && k != l) codes.push_back(class_code(kTwoPair, {h, l, k}));
    for (int t = 0; t < kRanks; ++t)
        for (int k1 = 0; k1 < kRanks; ++k1)
            for (int k2 = 0; k2 < k1; ++k2)
                if (k1 != t && k2 != t) codes.push_back(class_code(kTrips, {t, k1, k2}));
    for (int top = 3; top < kRanks; ++top) {
        codes.push_back(class_code(kStraight, {top}));
        codes.push_back(class_code(kStraightFlush, {top}));
    }
    for (int a = 0; a < kRanks; ++a)
        for (int b = 0; b < kRanks; ++b)
            if (a != b) {
                codes.push_back(class_code(kFullHouse, {a, b}));
                codes.push_back(class_code(kQuads, {a, b}));
            }
    std::sort(codes.begin(), codes.end());
    if (codes.size() != 7462 || std::adjacent_find(codes.begin(), codes.end()) != codes.end())
        throw std::runtime_error("hand classes: expected 7462 distinct, got " + std::to_string(codes.size()));
    return codes;
}

struct Multiset {
    uint32_t key;
    int cards;
    std::array<int, kRanks> counts;
};

// Greedy search for rank multipliers: each rank takes the smallest multiplier
// that keeps the sum of every multiset of at most 7 cards (at most 4 of a rank)
// unique, so the sum identifies the ranks of a hand.
std::vector<Multiset> rank_multisets(std::array<uint32_t, kRanks>& multiplier) {
    std::vector<Multiset> sets{{0, 0, {}}};
    std::vector<uint8_t> taken(1, 1), trial;
    std::vector<uint32_t> marked;
    for (int r = 0; r < kRanks; ++r) {
        uint32_t m = r ? multiplier[r - 1] + 1 : 1;
        for (;; ++m) {
            size_t need = sets.back().key + kMaxPerRank * static_cast<size_t>(m) + 1;
            if (taken.size() < need) { taken.resize(need * 2, 0); }
            if (trial.size() < taken.size()) trial.resize(taken.size(), 0);
            bool ok = true;
            marked.clear();
            for (const auto& s : sets) {
                for (int j = 1; j <= kMaxPerRank && s.cards + j <= kMaxCards; ++j) {
                    uint32_t v = s.key + j * m;
                    if (taken[v] || trial[v]) { ok = false; break; }
                    trial[v] = 1;
                    marked.push_back(v);
                }
                if (!ok) break;
            }
            for (uint32_t v : marked) trial[v] = 0;
            if (ok) break;
        }
        multiplier[r] = m;
        size_t n = sets.size();
        for (size_t i = 0; i < n; ++i)
            for (int j = 1; j <= kMaxPerRank && sets[i].cards + j <= kMaxCards; ++j) {
                Multiset s = sets[i];
                s.key += j * m;
                s.cards += j;
                s.counts[r] = j;
                taken[s.key] = 1;
                sets.push_back(s);
            }
        std::sort(sets.begin(), sets.end(), [](const Multiset& a, const Multiset& b) { return a.key < b.key; });
    }
    return sets;
}

// The index of a rank key, as the evaluator computes it (evaluator.hpp).
uint32_t hash_index(const PerfectHash& h, uint32_t key) {
    uint32_t x = (key * h.scramble) & ((1u << kHashBits) - 1);
    return (x & ((1u << kColumnBits) - 1)) + 2 * h.row_offset[x >> kColumnBits];
}

// Row-displacement perfect hash over scrambled keys. Displacements are even
// and stored halved, so the row table is 16-bit (16 KB: it stays in L1). Sums of rank multipliers
// are so regular that displacing them directly leaves half the table empty;
// multiplying by an odd constant modulo 2^25 is a bijection on keys below
// 2^25 (so still collision-free) and spreads them out, and the rows then
// interleave densely. Rows are placed densest first at the first offset where
// all their columns are free.
PerfectHash build_hash(const std::vector<std::pair<uint32_t, uint16_t>>& entries, uint32_t scramble) {
    const uint32_t column_mask = (1u << kColumnBits) - 1;
    const size_t rows = size_t{1} << (kHashBits - kColumnBits);
    std::vector<std::vector<uint32_t>> by_row(rows);
    for (auto& e : entries) {
        if (e.first >> kHashBits) throw std::runtime_error("rank key above 2^25");
        uint32_t x = (e.first * scramble) & ((1u << kHashBits) - 1);
        by_row[x >> kColumnBits].push_back(x & column_mask);
    }
    std::vector<size_t> order(rows);
    for (size_t i = 0; i < rows; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return by_row[a].size() > by_row[b].size(); });
    PerfectHash h{scramble, std::vector<uint32_t>(rows, 0), {}};
    std::vector<uint8_t> used(entries.size() * 4 + column_mask + 1, 0);
    size_t first_free = 0, length = 0;
    for (size_t row : order) {
        const auto& columns = by_row[row];
        if (columns.empty()) continue;
        while (used[first_free]) ++first_free;
        for (size_t base = (first_free > column_mask ? first_free - column_mask : 0) & ~size_t{1};; base += 2) {
            if (base + column_mask >= used.size()) used.resize(used.size() * 2, 0);
            bool fits = true;
            for (uint32_t c : columns)
                if (used[c + base]) { fits = false; break; }
            if (!fits) continue;
            for (uint32_t c : columns) { used[c + base] = 1; length = std::max(length, c + base + 1); }
            h.row_offset[row] = static_cast<uint32_t>(base / 2);
            break;
        }
    }
    h.table.assign(length, 0);
    for (auto& e : entries) h.table[hash_index(h, e.first)] = e.second;
    return h;
}

PerfectHash smallest_hash(const std::vector<std::pair<uint32_t, uint16_t>>& entries) {
    // A few odd scramble constants; keep the smallest table.
    PerfectHash best{};
    for (uint32_t scramble : {0x9E3779B1u, 0x85EBCA6Bu, 0xC2B2AE35u, 0x27D4EB2Fu}) {
        PerfectHash h = build_hash(entries, scramble);
        if (best.table.empty() || h.table.size() < best.table.size()) best = std::move(h);
    }
    // Check the hash against every key before it is written.
    for (auto& e : entries)
        if (best.table.at(hash_index(best, e.first)) != e.second) throw std::runtime_error("perfect hash collision");
    for (uint32_t o : best.row_offset)
        if (o > 65535) throw std::runtime_error("row offset above 2^16");
    return best;
}

}  // namespace holdem::tablegen

using namespace holdem::tablegen;

int main(int argc, char** argv) {
    if (argc != 2) { std::fprintf(stderr, "usage: %s OUTPUT.cpp\n", argv[0]); return 2; }
    try {
        auto codes = all_classes();
        std::map<uint32_t, uint16_t> value_of;
        for (size_t i = 0; i < codes.size(); ++i) value_of[codes[i]] = static_cast<uint16_t>(i + 1);

        std::array<uint32_t, kRanks> multiplier{};
        auto sets = rank_multisets(multiplier);
        std::vector<std::pair<uint32_t, uint16_t>> entries;
        for (auto& s : sets)
            if (s.cards >= 5) entries.emplace_back(s.key, value_of.at(best_rank_hand(s.counts)));

        PerfectHash best = smallest_hash(entries);
        size_t best_bytes = best.row_offset.size() * 2 + best.table.size() * 2;

        std::vector<uint16_t> flush(1 << kRanks, 0);
        for (uint32_t m = 0; m < flush.size(); ++m)
            if (holdem::bits::popcount(m) >= 5) flush[m] = value_of.at(best_flush_hand(m));

        std::vector<uint32_t> info(codes.size() + 1, 0);
        for (size_t i = 0; i < codes.size(); ++i) info[i + 1] = codes[i];

        FILE* f = std::fopen(argv[1], "w");
        if (!f) { std::perror(argv[1]); return 1; }
        std::fprintf(f, "// Generated by cpp/tools/tablegen.cpp at build time. Do not edit.\n");
        std::fprintf(f, "#include \"holdem/evaluator.hpp\"\n#include \"holdem/omaha.hpp\"\n"
                        "#include \"holdem/short_deck.hpp\"\n\nnamespace holdem::tables {\n\n");
        std::vector<uint64_t> mult(multiplier.begin(), multiplier.end());
        write_array(f, "uint32_t", "kRankMultiplier", mult);
        std::fprintf(f, "const uint32_t kHashScramble = 0x%08Xu;\n", best.scramble);
        std::fprintf(f, "const size_t kRankLookupSize = %zu;\n\n", best.table.size());
        write_array(f, "uint16_t", "kRowOffset", best.row_offset);
        write_array(f, "uint16_t", "kRankLookup", best.table);
        write_array(f, "uint16_t", "kFlushLookup", flush);
        write_array(f, "uint32_t", "kValueClass", info);
        // Per card id (0..255, so a byte can index it unchecked): the rank
        // multiplier plus one in the suit's counter, and the card's bit in its
        // suit's 16-bit rank mask. Ids 52..255 add nothing; the evaluator sees
        // the missing mask bit and rejects the hand.
        std::vector<uint64_t> card_key(256, 0), card_mask(256, 0);
        for (int c = 0; c < 52; ++c) {
            card_key[c] = multiplier[c >> 2] + (uint64_t{1} << (32 + 4 * (c & 3)));
            card_mask[c] = uint64_t{1} << (16 * (c & 3) + (c >> 2));
        }
        write_array(f, "uint64_t", "kCardKey", card_key);
        write_array(f, "uint64_t", "kCardMask", card_mask);
        // The same, interleaved (key, mask) so the batch kernel loads both with
        // one 16-byte load and adds them with one vector add.
        std::vector<uint64_t> card_entry;
        for (int c = 0; c < 256; ++c) { card_entry.push_back(card_key[c]); card_entry.push_back(card_mask[c]); }
        write_array(f, "uint64_t", "kCardEntry", card_entry);
        // The AVX-512 kernel looks up 64 card ids at once with byte permutes,
        // so it needs the key as bytes, per id 0..63: planes 0-2 are the bytes
        // of the rank multiplier, plane 3 counts clubs (low nibble) and
        // diamonds (high nibble), plane 4 hearts and spades. Summing a plane
        // over a hand's cards and recombining gives exactly Hand::key.
        // Ids 52..63 are all zero: the kernel pads rows with them.
        std::vector<uint8_t> planes(5 * 64, 0);
        for (int c = 0; c < 52; ++c) {
            uint32_t m = multiplier[c >> 2];
            if (m >> 24) throw std::runtime_error("rank multiplier above 2^24");
            for (int p = 0; p < 3; ++p) planes[p * 64 + c] = static_cast<uint8_t>(m >> (8 * p));
            int suit = c & 3;
            planes[(3 + suit / 2) * 64 + c] = static_cast<uint8_t>(1u << (4 * (suit % 2)));
        }
        // The AVX2 kernel looks planes 0-2 up by rank and 3-4 by suit.
        for (int c = 0; c < 52; ++c)
            for (int p = 0; p < 5; ++p)
                if (planes[p * 64 + c] != planes[p * 64 + (p < 3 ? 4 * (c >> 2) : (c & 3))])
                    throw std::runtime_error("byte plane not a function of rank or suit alone");
        write_array(f, "uint8_t", "kCardBytePlanes", planes);
        write_variant_tables(f, HoldemTables{multiplier, value_of});
        std::fprintf(f, "}  // namespace holdem::tables\n");
        std::fclose(f);
        std::fprintf(stderr, "tablegen: %zu rank keys, scramble %08X, lookup %zu, %zu bytes of hash tables\n",
                     entries.size(), best.scramble, best.table.size(), best_bytes);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "tablegen failed: %s\n", e.what());
        return 1;
    }
    return 0;
}
