// Omaha high and the eight-or-better low (omaha.hpp): one pass over a hand's
// cards and a few table loads, no enumeration of the two-plus-three
// combinations (the tables hold the enumeration, tablegen_variants.cpp).
#include "holdem/omaha.hpp"

#include <algorithm>
#include <string>
#include <type_traits>

#include "omaha_parts.hpp"
#include "rows.hpp"

namespace holdem {

size_t omaha_table_bytes() {
    return sizeof(tables::kOmahaBoardRowOffset) + tables::kOmahaBoardRowSize * sizeof(uint16_t) +
           tables::kOmahaBoardRows * kOmahaRankPairs * sizeof(uint16_t) + sizeof(tables::kOmahaLow) +
           sizeof(tables::kLowClass);
}

namespace detail {

namespace {
// The k highest bits of a mask.
inline uint32_t top_bits(uint32_t mask, int k) {
    while (bits::popcount(mask) > k) mask &= mask - 1;
    return mask;
}
}  // namespace

// Declared and described in omaha_parts.hpp.
HOLDEM_POPCNT_CLONES HandValue omaha_flush(uint32_t board_suited, uint32_t hole_suited) {
    HandValue best = tables::kFlushLookup[top_bits(hole_suited, 2) | top_bits(board_suited, 3)];
    const uint32_t all = board_suited | hole_suited;
    if (category_of(tables::kFlushLookup[all]) != Category::StraightFlush) return best;
    for (int top = 12; top >= 3; --top) {
        uint32_t straight = top == 3 ? 0x100Fu : 0x1Fu << (top - 4);  // 3: the wheel, A-2-3-4-5
        if ((straight & ~all) == 0 && bits::popcount(straight & hole_suited) == 2)
            return std::max(best, tables::kFlushLookup[straight]);
    }
    return best;
}

}  // namespace detail

namespace {

using namespace detail;

inline void prefetch(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p);
#else
    (void)p;
#endif
}

// A row's cards are valid and distinct when the sum of their masks has a
// bit for each: an id over 51 has no bit, a card twice carries into another.
template <int H, int B>
inline bool good_row(const CardCode* hole, const CardCode* board) {
    uint64_t mask = 0;
    for (int i = 0; i < H; ++i) mask += tables::kCardMask[hole[i]];
    for (int k = 0; k < B; ++k) mask += tables::kCardMask[board[k]];
    return bits::popcount(mask) == H + B;
}

// good_row() and read_board() in one pass over the cards (the board's masks
// are summed: the same as or-ing them when the row is good).
template <int H, int B>
inline bool read_row(const CardCode* hole, const CardCode* board, Board& b) {
    for (int k = 0; k < B; ++k) {
        b.key += tables::kCardKey[board[k]];
        b.mask += tables::kCardMask[board[k]];
    }
    uint64_t all = b.mask;
    for (int i = 0; i < H; ++i) all += tables::kCardMask[hole[i]];
    return bits::popcount(all) == H + B;
}

// The batch loops: value rows [0, rows), return the first bad row or -1.
//
// High goes in chunks of hands: a first pass checks each row, hashes its
// board and prefetches the board's row of kOmahaRanks (1.5 MB, mostly outside
// L2), a second values the hands from their rows, a third adds the flushes of
// the hands whose board has three of a suit. Twice the speed of one pass
// (measured).
template <int H, int B>
HOLDEM_POPCNT_CLONES long long high_rows(const CardCode* hole, const CardCode* board, size_t rows, int32_t* out) {
    constexpr size_t kChunk = 64;
    const uint16_t* row_of[kChunk];
    uint32_t flush_rows[kChunk];
    for (size_t first = 0; first < rows; first += kChunk) {
        const size_t count = std::min(kChunk, rows - first);
        const CardCode* h = hole + first * H;
        const CardCode* b = board + first * B;
        size_t flushes = 0;
        for (size_t i = 0; i < count; ++i) {
            Board board_i;
            if (!read_row<H, B>(h + i * H, b + i * B, board_i)) return static_cast<long long>(first + i);
            row_of[i] = ranks_row(board_i);
            for (int line = 0; line < 3; ++line) prefetch(row_of[i] + 32 * line);  // a row is 182 bytes
            flush_rows[flushes] = static_cast<uint32_t>(i);
            flushes += (board_i.key & kThreeOfASuit) != 0;
        }
        for (size_t i = 0; i < count; ++i) out[first + i] = best_pair<H>(row_of[i], h + i * H);
        for (size_t f = 0; f < flushes; ++f) {
            const size_t i = flush_rows[f];
            const int flush = best_flush<H>(read_board<B>(b + i * B), h + i * H);
            out[first + i] = std::max(out[first + i], flush);
        }
    }
    return -1;
}

template <int H, int B>
HOLDEM_POPCNT_CLONES long long low_rows(const CardCode* hole, const CardCode* board, size_t rows, int32_t* out) {
    for (size_t r = 0; r < rows; ++r) {
        if (!good_row<H, B>(hole + r * H, board + r * B)) return static_cast<long long>(r);
        out[r] = omaha_low<H, B>(hole + r * H, board + r * B);
    }
    return -1;
}

// The two value rules: one hand (checked before), and rows.
struct High {
    template <int H, int B>
    static int one(const CardCode* hole, const CardCode* board) { return omaha_high<H, B>(hole, board); }
    template <int H, int B>
    static long long rows(const CardCode* hole, const CardCode* board, size_t rows, int32_t* out) {
        return high_rows<H, B>(hole, board, rows, out);
    }
};

struct Low {
    template <int H, int B>
    static int one(const CardCode* hole, const CardCode* board) { return omaha_low<H, B>(hole, board); }
    template <int H, int B>
    static long long rows(const CardCode* hole, const CardCode* board, size_t rows, int32_t* out) {
        return low_rows<H, B>(hole, board, rows, out);
    }
};

template <int N>
using Width = std::integral_constant<int, N>;

// Calls f(Width<H>{}, Width<B>{}) for the runtime widths (checked before):
// each pair of widths gets its own code, the loops over cards unrolled.
template <class F>
auto with_widths(size_t h, size_t b, F&& f) {
    auto for_board = [&](auto hole_width) {
        switch (b) {
            case 3: return f(hole_width, Width<3>{});
            case 4: return f(hole_width, Width<4>{});
            default: return f(hole_width, Width<5>{});
        }
    };
    switch (h) {
        case 4: return for_board(Width<4>{});
        case 5: return for_board(Width<5>{});
        default: return for_board(Width<6>{});
    }
}

void check_widths(size_t hole, size_t board, const char* unit) {
    if (hole < 4 || hole > 6)
        throw InvalidArgument(std::string("an Omaha hand is 4, 5 or 6 hole cards, got ") + unit + std::to_string(hole));
    if (board < 3 || board > 5)
        throw InvalidArgument(std::string("an Omaha board is 3, 4 or 5 cards, got ") + unit + std::to_string(board));
}

// Hole and board as one list, checked: ids 0..51, no card twice.
void check_cards(const CardCode* hole, size_t hole_count, const CardCode* board, size_t board_count) {
    CardCode all[11];
    std::copy_n(hole, hole_count, all);
    std::copy_n(board, board_count, all + hole_count);
    check_distinct(all, hole_count + board_count);
}

template <class Rule>
int value_one(const CardCode* hole, size_t hole_count, const CardCode* board, size_t board_count) {
    check_widths(hole_count, board_count, "");
    check_cards(hole, hole_count, board, board_count);
    return with_widths(hole_count, board_count, [&](auto H, auto B) {
        return Rule::template one<decltype(H)::value, decltype(B)::value>(hole, board);
    });
}

template <class Rule>
void value_batch(const CardCode* hole, int hole_width, const CardCode* board, int board_width, size_t rows,
                 int32_t* out, int threads) {
    check_widths(static_cast<size_t>(std::max(hole_width, 0)), static_cast<size_t>(std::max(board_width, 0)),
                 "rows of ");
    const auto h = static_cast<size_t>(hole_width), b = static_cast<size_t>(board_width);
    detail::check_rows_out(hole, rows * h, out, rows);
    detail::check_rows_out(board, rows * b, out, rows);
    long long bad = detail::first_bad_row(rows, threads, [&](size_t begin, size_t end) {
        return with_widths(h, b, [&](auto H, auto B) {
            return Rule::template rows<decltype(H)::value, decltype(B)::value>(hole + begin * h, board + begin * b,
                                                                               end - begin, out + begin);
        });
    });
    if (bad < 0) return;
    // What is wrong with the row, from one copy of it (another thread may write the arrays).
    CardCode row_hole[6], row_board[5];
    std::copy_n(hole + static_cast<size_t>(bad) * h, h, row_hole);
    std::copy_n(board + static_cast<size_t>(bad) * b, b, row_board);
    detail::throw_row_error(bad, [&] { check_cards(row_hole, h, row_board, b); });
}

}  // namespace

HandValue evaluate_omaha(const CardCode* hole, size_t hole_count, const CardCode* board, size_t board_count) {
    return static_cast<HandValue>(value_one<High>(hole, hole_count, board, board_count));
}

int evaluate_omaha_low(const CardCode* hole, size_t hole_count, const CardCode* board, size_t board_count) {
    return value_one<Low>(hole, hole_count, board, board_count);
}

void evaluate_omaha_batch(const CardCode* hole, int hole_width, const CardCode* board, int board_width, size_t rows,
                          int32_t* out, int threads) {
    value_batch<High>(hole, hole_width, board, board_width, rows, out, threads);
}

void evaluate_omaha_low_batch(const CardCode* hole, int hole_width, const CardCode* board, int board_width,
                              size_t rows, int32_t* out, int threads) {
    value_batch<Low>(hole, hole_width, board, board_width, rows, out, threads);
}

LowClass low_class(int value) {
    if (value < 1 || value > kLowValues)
        throw InvalidArgument("low values are 1 to 56 (0 is no low), got " + std::to_string(value));
    LowClass out{};
    for (int i = 0; i < 5; ++i) out.ranks[i] = static_cast<int>(tables::kLowClass[value] >> (16 - 4 * i) & 0xF);
    return out;
}

}  // namespace holdem
