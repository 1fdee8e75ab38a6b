// Shared by the table generator's parts: tablegen.cpp (hold'em, and main) and
// tablegen_variants.cpp (Omaha high and low, short deck). Build-time only.
#pragma once

#include <array>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <map>
#include <utility>
#include <vector>

namespace holdem::tablegen {

constexpr int kRanks = 13;
constexpr int kMaxCards = 7;
constexpr int kMaxPerRank = 4;

enum Category { kHighCard, kPair, kTwoPair, kTrips, kStraight, kFlush, kFullHouse, kQuads, kStraightFlush };

// A hand class as (category, ranks in tie-break order), 4 bits each.
uint32_t class_code(int category, std::initializer_list<int> ranks);
// Best non-flush hold'em hand of a rank multiset (5..7 cards), as a class code.
uint32_t best_rank_hand(const std::array<int, kRanks>& counts);

// A row-displacement perfect hash of rank keys (sums of rank multipliers) to
// 16-bit values, as the evaluators compute it (evaluator.hpp).
struct PerfectHash {
    uint32_t scramble;
    std::vector<uint32_t> row_offset;
    std::vector<uint16_t> table;
};
constexpr int kHashBits = 25;    // every rank key is below 2^25
constexpr int kColumnBits = 12;  // 2^13 rows of 2^12 columns
uint32_t hash_index(const PerfectHash& h, uint32_t key);
// The smallest of a few scrambles' hashes, checked against every entry.
PerfectHash smallest_hash(const std::vector<std::pair<uint32_t, uint16_t>>& entries);

// What the variants take from the hold'em tables.
struct HoldemTables {
    std::array<uint32_t, kRanks> multiplier;  // rank multipliers: sums of up to 7 cards are unique
    std::map<uint32_t, uint16_t> value_of;    // class code -> hold'em value (1..7462)
};
// Writes the Omaha, eight-or-better low and short-deck tables (inside namespace holdem::tables).
void write_variant_tables(FILE* f, const HoldemTables& holdem);

template <typename T>
void write_array(FILE* f, const char* type, const char* name, const std::vector<T>& v) {
    std::fprintf(f, "alignas(64) const %s %s[%zu] = {", type, name, v.size());
    for (size_t i = 0; i < v.size(); ++i)
        std::fprintf(f, "%s%llu", i % 16 ? "," : ",\n    " + (i == 0), static_cast<unsigned long long>(v[i]));
    std::fprintf(f, "\n};\n\n");
}

}  // namespace holdem::tablegen
