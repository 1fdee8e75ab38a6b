// Tests of the pure C++ core, without Python (the Python tests cover the
// bindings): run under AddressSanitizer and UndefinedBehaviorSanitizer in CI.
#include <algorithm>
#include <array>
#include <map>
#include <cmath>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "check.hpp"
#include "holdem/bits.hpp"
#include "holdem/card.hpp"
#include "holdem/equity.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/joker.hpp"
#include "holdem/omaha.hpp"
#include "holdem/pots.hpp"
#include "holdem/short_deck.hpp"
#include "holdem/variant_equity.hpp"

using namespace holdem;

namespace {

std::vector<CardCode> random_rows(size_t rows, int width, uint32_t seed) {
    std::mt19937 rng(seed);
    std::vector<CardCode> deck(kDeckSize), out;
    std::iota(deck.begin(), deck.end(), CardCode{0});
    for (size_t r = 0; r < rows; ++r) {
        for (int i = 0; i < width; ++i) std::swap(deck[i], deck[i + rng() % (kDeckSize - i)]);
        out.insert(out.end(), deck.begin(), deck.begin() + width);
    }
    return out;
}

HandValue value_of(const char* text) {
    auto cards = parse_cards(text);
    return evaluate_cards(cards.data(), cards.size());
}

}  // namespace

// The portable forms MSVC compiles agree with the compilers' built-ins here, at every width.
TEST(bit_helpers_portable_forms_agree) {
    std::mt19937_64 rng(15);
    for (int i = 0; i < 100000; ++i) {
        const uint64_t x = rng() >> (rng() % 64), low = uint64_t{1} << (rng() % 64);
        CHECK(bits::popcount_portable(x) == bits::popcount(x));
        CHECK(bits::popcount_portable(static_cast<uint32_t>(x)) == bits::popcount(static_cast<uint32_t>(x)));
        CHECK(bits::popcount_portable(static_cast<uint8_t>(x)) == bits::popcount(static_cast<uint8_t>(x)));
        CHECK(bits::countr_zero_portable(x | low) == bits::countr_zero(x | low));
        const auto narrow = static_cast<uint32_t>(x | (low >> 32) | 1u << (rng() % 32));
        CHECK(bits::countr_zero_portable(narrow) == bits::countr_zero(narrow));
    }
    static_assert(bits::popcount(uint64_t{0xFFFF'FFFF'FFFF'FFFF}) == 64 && bits::popcount_portable(0) == 0);
    static_assert(bits::countr_zero_portable(uint64_t{1} << 63) == 63);
}

TEST(cards_parse_and_print) {
    CHECK(parse_card("Ah") == make_card(12, 2));
    CHECK(parse_card("10d") == make_card(8, 1));
    CHECK(parse_cards("AhKd 2c") == (std::vector<CardCode>{parse_card("Ah"), parse_card("Kd"), parse_card("2c")}));
    CHECK(card_string(parse_card("td")) == "Td");
    CHECK_THROWS(InvalidCard, parse_card("Jk"), "invalid card 'Jk'");
    CHECK_THROWS(InvalidCard, checked_card(52), "invalid card id 52");
    const CardCode twice[] = {1, 2, 1};
    CHECK_THROWS(DuplicateCard, check_distinct(twice, 3), "duplicate card 2d");
}

TEST(evaluator_known_values) {
    CHECK(value_of("AhKhQhJhTh") == kHandValues);
    CHECK(value_of("7s5d4c3h2s") == 1);
    CHECK(value_of("AhKhQhJhTh 2c 3d") == kHandValues);
    CHECK(value_of("KdKcJsJh9c4d2s") > value_of("KdKcJsJh8c4d2s"));
    CHECK(category_of(value_of("5h4h3h2hAh")) == Category::StraightFlush);
    CHECK_THROWS(InvalidArgument, value_of("AhKh"), "a hand is 5, 6 or 7 cards, got 2");
    CHECK_THROWS(DuplicateCard, value_of("AhAhKhQhJh"), "duplicate card Ah");
}

TEST(batch_kernels_agree_with_single_hands) {
    for (int width : {5, 6, 7}) {
        const size_t rows = 3000;
        auto cards = random_rows(rows, width, 7 + width);
        std::vector<int32_t> expected(rows);
        for (size_t r = 0; r < rows; ++r) expected[r] = evaluate_cards(cards.data() + r * width, width);
        for (BatchKernel kernel : batch_kernels())
            for (int threads : {1, 2}) {
                std::vector<int32_t> out(rows);
                evaluate_batch(cards.data(), rows, width, out.data(), threads, kernel);
                CHECK(out == expected);
            }
    }
}

TEST(batch_bad_rows_are_typed_errors_on_every_kernel_and_thread_count) {
    const size_t rows = 200'000;  // enough for two threads
    auto cards = random_rows(rows, 7, 3);
    std::vector<int32_t> out(rows);
    cards[150'000 * 7 + 3] = 255;
    for (BatchKernel kernel : batch_kernels())
        for (int threads : {1, 2})
            CHECK_THROWS(InvalidCard, evaluate_batch(cards.data(), rows, 7, out.data(), threads, kernel),
                         "row 150000: invalid card id 255");
    cards[150'000 * 7 + 3] = cards[150'000 * 7 + 4];
    for (BatchKernel kernel : batch_kernels())
        CHECK_THROWS(DuplicateCard, evaluate_batch(cards.data(), rows, 7, out.data(), 2, kernel), "row 150000: ");
    CHECK_THROWS(InvalidArgument, evaluate_batch(cards.data(), rows, 8, out.data()), "a hand is 5, 6 or 7 cards");
}

TEST(pots_side_pot_example) {
    // [000] Example 2: A bets 500, B calls, C all-in for 400; C best, then B.
    const int64_t chips[] = {500, 500, 400};
    const uint8_t folded[] = {0, 0, 0};
    const int32_t values[] = {3000, 5000, 7000};
    PotResolution out;
    resolve_pots(3, chips, folded, values, 2, out);
    CHECK(out.num_pots == 2 && out.pots[0].amount == 1200 && out.pots[1].amount == 200);
    CHECK(out.winnings[0] == 0 && out.winnings[1] == 200 && out.winnings[2] == 1200);
}

TEST(pots_conserve_chips_on_random_hands) {
    std::mt19937 rng(5);
    for (int trial = 0; trial < 20000; ++trial) {
        const int n = 2 + static_cast<int>(rng() % 9);
        int64_t chips[kMaxSeats];
        uint8_t folded[kMaxSeats];
        int32_t values[kMaxSeats];
        for (int s = 0; s < n; ++s) {
            chips[s] = static_cast<int64_t>(rng() % 8) * 50;
            folded[s] = rng() % 3 == 0;
            values[s] = 1 + static_cast<int32_t>(rng() % 20);
        }
        folded[rng() % n] = 0;
        PotResolution out;
        resolve_pots(n, chips, folded, values, rng() % n, out, rng() % 4 == 0 ? 30 : 0);
        int64_t in = 0, back = 0;
        for (int s = 0; s < n; ++s) in += chips[s], back += out.winnings[s];
        int64_t dead = back - in;
        CHECK(dead == 0 || dead == 30);
    }
}

TEST(pots_bad_input_is_typed) {
    const int64_t chips[] = {100, -5};
    const uint8_t folded[] = {0, 0}, all_folded[] = {1, 1};
    const int32_t values[] = {1, 2};
    PotResolution out;
    CHECK_THROWS(InvalidArgument, resolve_pots(2, chips, folded, values, 0, out), "seat 1 put in -5 chips");
    const int64_t ok[] = {100, 100};
    CHECK_THROWS(InvalidArgument, resolve_pots(2, ok, all_folded, values, 0, out), "every seat folded");
    CHECK_THROWS(InvalidArgument, resolve_pots(2, ok, folded, values, 2, out), "button 2 is not a seat");
    CHECK_THROWS(InvalidArgument, resolve_pots(1, ok, folded, values, 0, out), "a hand has 2 to 32 seats");
}

// R-POT-7: hi-lo pots, each split on its own between the best high and the best qualifying low.
TEST(pots_hi_lo_no_low_goes_to_the_high) {
    const int64_t chips[] = {100, 100, 100};
    const uint8_t folded[] = {0, 0, 0};
    const int32_t high[] = {5000, 6000, 4000}, no_low[] = {0, 0, 0};
    PotResolution out;
    resolve_pots(3, chips, folded, high, 0, out, 0, no_low);
    CHECK(out.num_pots == 1 && out.pots[0].low_winners == 0 && out.pots[0].low_amount == 0);
    CHECK(out.winnings[0] == 0 && out.winnings[1] == 300 && out.winnings[2] == 0);
}

TEST(pots_hi_lo_halves_the_odd_chip_to_the_high_and_scoops) {
    const int64_t chips[] = {101, 100};  // 1 returned: 200 in the pot; 201 with 1 dead chip
    const uint8_t folded[] = {0, 0};
    const int32_t high[] = {5000, 4000}, low[] = {10, 20};
    PotResolution out;
    resolve_pots(2, chips, folded, high, 1, out, 1, low);
    CHECK(out.pots[0].amount == 201 && out.pots[0].low_amount == 100 && out.pots[0].low_winners == 2u);
    CHECK(out.winnings[0] == 101 + 1 && out.winnings[1] == 100);  // high 101 and the returned chip; low 100
    const int32_t scoop[] = {30, 20};  // seat 0 has both halves
    resolve_pots(2, chips, folded, high, 1, out, 1, scoop);
    CHECK(out.winnings[0] == 202 && out.winnings[1] == 0);
}

TEST(pots_hi_lo_quarters_and_splits_each_half_by_the_odd_chip_rule) {
    // Seat 0 wins the high; seats 0 and 1 tie for the low: 102 -> high 51, low 51 = 26 + 25.
    const int64_t chips[] = {34, 34, 34};
    const uint8_t folded[] = {0, 0, 0};
    const int32_t high[] = {6000, 5000, 5500}, low[] = {40, 40, 0};
    PotResolution out;
    resolve_pots(3, chips, folded, high, 2, out, 0, low);  // button 2: seat 0 is first left of it
    CHECK(out.pots[0].low_share == 25 && out.pots[0].low_odd_chips == 1u);
    CHECK(out.winnings[0] == 51 + 26 && out.winnings[1] == 25 && out.winnings[2] == 0);
    resolve_pots(3, chips, folded, high, 0, out, 0, low);  // button 0: seat 1 first left of it
    CHECK(out.winnings[0] == 51 + 25 && out.winnings[1] == 26);
    // A tie for the high too: 102 -> high 51 split 26/25 and low 51 split 26/25.
    const int32_t tied[] = {6000, 6000, 5500};
    resolve_pots(3, chips, folded, tied, 2, out, 0, low);
    CHECK(out.winnings[0] == 26 + 26 && out.winnings[1] == 25 + 25 && out.winnings[2] == 0);
}

TEST(pots_hi_lo_side_pots_are_split_each_on_its_own) {
    // Seat 2 all-in for 50 with the best low: the main pot (150) splits 75 high (seat 0), 75 low (seat 2);
    // the side pot (100) between seats 0 and 1, neither with a low, all to the high (seat 0).
    const int64_t chips[] = {100, 100, 50};
    const uint8_t folded[] = {0, 0, 0};
    const int32_t high[] = {7000, 3000, 1000}, low[] = {0, 0, 50};
    PotResolution out;
    resolve_pots(3, chips, folded, high, 0, out, 0, low);
    CHECK(out.num_pots == 2 && out.pots[0].low_winners == 4u && out.pots[1].low_winners == 0);
    CHECK(out.winnings[0] == 75 + 100 && out.winnings[1] == 0 && out.winnings[2] == 75);
    // Seat 1 has a low too, worse than seat 2's: it takes the side pot's low half.
    const int32_t lows[] = {0, 10, 50};
    resolve_pots(3, chips, folded, high, 0, out, 0, lows);
    CHECK(out.winnings[0] == 75 + 50 && out.winnings[1] == 50 && out.winnings[2] == 75);
}

TEST(pots_hi_lo_conserve_chips_and_the_batch_agrees) {
    std::mt19937 rng(9);
    const int n = 5;
    const size_t rows = 3000;
    std::vector<int64_t> chips(rows * n), values(rows * n), lows(rows * n), buttons(rows), winnings(rows * n);
    std::vector<uint8_t> folded(rows * n);
    for (size_t r = 0; r < rows; ++r) {
        for (int s = 0; s < n; ++s) {
            const size_t i = r * n + s;
            chips[i] = static_cast<int64_t>(rng() % 6) * 25 + static_cast<int64_t>(rng() % 3);
            folded[i] = rng() % 4 == 0;
            values[i] = 1 + static_cast<int64_t>(rng() % 30);
            lows[i] = rng() % 2 ? 0 : 1 + static_cast<int64_t>(rng() % 8);
        }
        folded[r * n + rng() % n] = 0;
        buttons[r] = rng() % n;
    }
    resolve_pots_batch(rows, n, chips.data(), folded.data(), values.data(), buttons.data(), winnings.data(),
                       nullptr, lows.data());
    for (size_t r = 0; r < rows; ++r) {
        int32_t v[n], l[n];
        for (int s = 0; s < n; ++s) v[s] = static_cast<int32_t>(values[r * n + s]), l[s] = static_cast<int32_t>(lows[r * n + s]);
        PotResolution out;
        resolve_pots(n, chips.data() + r * n, folded.data() + r * n, v, buttons[r], out, 0, l);
        int64_t in = 0, back = 0;
        for (int s = 0; s < n; ++s) in += chips[r * n + s], back += out.winnings[s];
        CHECK(in == back);
        CHECK(std::equal(out.winnings, out.winnings + n, winnings.begin() + static_cast<long>(r * n)));
        for (int p = 0; p < out.num_pots; ++p) {
            const Pot& pot = out.pots[p];
            const int64_t high_half = pot.amount - pot.low_amount;
            CHECK(pot.low_amount == (pot.low_winners ? pot.amount / 2 : 0) && high_half >= pot.low_amount);
            CHECK(pot.share * bits::popcount(pot.winners) + bits::popcount(pot.odd_chips) == high_half);
            CHECK(!pot.low_winners || pot.low_share * bits::popcount(pot.low_winners) +
                                              bits::popcount(pot.low_odd_chips) ==
                                          pot.low_amount);
        }
    }
}

TEST(pots_hi_lo_bad_lows_are_typed) {
    const int64_t chips[] = {100, 100};
    const uint8_t folded[] = {0, 0};
    const int32_t high[] = {10, 20}, too_high[] = {57, 0}, unshown[] = {0, 20}, low[] = {5, 0};
    PotResolution out;
    CHECK_THROWS(InvalidArgument, resolve_pots(2, chips, folded, high, 0, out, 0, too_high),
                 "seat 0 has low value 57: low values are 1 to 56");
    CHECK_THROWS(InvalidArgument, resolve_pots(2, chips, folded, unshown, 0, out, 0, low),
                 "seat 0 has low value 5 but no hand value");
    std::vector<int64_t> wide_chips = {100, 100}, values = {10, 20}, lows = {-1, 0}, buttons = {0}, won(2);
    CHECK_THROWS(InvalidArgument,
                 resolve_pots_batch(1, 2, wide_chips.data(), folded, values.data(), buttons.data(), won.data(),
                                    nullptr, lows.data()),
                 "row 0: seat 0 has low value -1");
}

TEST(showdowns_of_any_game_size) {
    // Five-card draw: 5 hole cards, no board.
    auto hole = parse_cards("AhKhQhJhTh 2c3d4h5s7c");
    const uint8_t shown[] = {1, 1};
    int32_t values[2];
    showdown_values(2, hole.data(), 5, shown, nullptr, 0, values);
    CHECK(values[0] == kHandValues && values[1] == 1);
    // Hold'em, and 1 hole card with 4 on the board.
    auto holdem_hole = parse_cards("AsAd KsKd");
    auto board = parse_cards("Ah Kh 7c 2d 3s");
    showdown_values(2, holdem_hole.data(), 2, shown, board.data(), 5, values);
    CHECK(values[0] > values[1]);
    auto one = parse_cards("As Ks");
    showdown_values(2, one.data(), 1, shown, board.data(), 4, values);
    CHECK(values[1] > 0 && values[0] > values[1]);  // aces over kings
    CHECK_THROWS(InvalidArgument, showdown_values(2, one.data(), 1, shown, board.data(), 3, values),
                 "a showdown hand is 5 to 7 cards: with 1 hole card, the board is 4 to 5 cards, got 3");
    CHECK_THROWS(InvalidArgument, check_showdown_size(8, 0), "a hand is 1 to 7 hole cards, got 8");
    CHECK_THROWS(InvalidArgument, check_showdown_size(2, 6), "a board is 0 to 5 cards, got 6");
    auto clash = parse_cards("AhKhQhJhTh Ah3d4h5s7c");
    CHECK_THROWS(DuplicateCard, showdown_values(2, clash.data(), 5, shown, nullptr, 0, values),
                 "Ah is dealt twice: seat 0 and seat 1");
}

TEST(pots_batch_from_cards_matches_single_calls) {
    const size_t rows = 500;
    const int seats = 3, h = 4, b = 3;
    auto deals = random_rows(rows, seats * h + b, 11);
    std::vector<CardCode> holes, boards;
    for (size_t r = 0; r < rows; ++r) {
        const CardCode* deal = deals.data() + r * (seats * h + b);
        holes.insert(holes.end(), deal, deal + seats * h);
        boards.insert(boards.end(), deal + seats * h, deal + seats * h + b);
    }
    std::vector<int64_t> chips(rows * seats, 100), buttons(rows, 0), winnings(rows * seats);
    std::vector<uint8_t> folded(rows * seats, 0);
    resolve_pots_batch_cards(rows, seats, chips.data(), folded.data(), holes.data(), h, boards.data(), b,
                             buttons.data(), winnings.data());
    const uint8_t shown[] = {1, 1, 1};
    for (size_t r = 0; r < rows; ++r) {
        int32_t values[seats];
        showdown_values(seats, holes.data() + r * seats * h, h, shown, boards.data() + r * b, b, values);
        PotResolution out;
        resolve_pots(seats, chips.data() + r * seats, folded.data() + r * seats, values, 0, out);
        CHECK(std::equal(out.winnings, out.winnings + seats, winnings.begin() + r * seats));
    }
}

TEST(equity_exact_heads_up) {
    EquityOptions options;
    const EquityResult r = calculate_equity({{{parse_card("Ah"), parse_card("Kh")}}, {{parse_card("Qs"), parse_card("Qd")}}},
                                            {}, {}, options);
    CHECK(r.exact && std::fabs(r.players[0].equity - 0.462145) < 1e-6);
}

HoleRange pairs_of(std::initializer_list<int> ranks) {
    HoleRange range;
    for (int rank : ranks)
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b) range.push_back({make_card(rank, a), make_card(rank, b), 1.0});
    return range;
}

TEST(equity_overlapping_ranges_sampled_match_exact) {
    // AA,KK / AA,KK,QQ / AA,KK,QQ / KK,QQ: few whole deals come out disjoint.
    const std::vector<HoleRange> players = {pairs_of({12, 11}), pairs_of({12, 11, 10}), pairs_of({12, 11, 10}),
                                            pairs_of({11, 10})};
    const auto board = parse_cards("2c 7d 9h");
    EquityOptions exact_options;
    exact_options.method = EquityMethod::Exact;
    const EquityResult exact = calculate_equity(players, board, {}, exact_options);
    EquityOptions mc;
    mc.method = EquityMethod::MonteCarlo;
    mc.trials = 100'000;
    mc.seed = 9;
    const EquityResult sampled = calculate_equity(players, board, {}, mc);
    for (size_t p = 0; p < players.size(); ++p)
        CHECK(std::fabs(sampled.players[p].equity - exact.players[p].equity) < 5 * sampled.players[p].std_error);
    mc.threads = 1;
    const EquityResult one_thread = calculate_equity(players, board, {}, mc);
    for (size_t p = 0; p < players.size(); ++p) CHECK(one_thread.players[p].equity == sampled.players[p].equity);
}

TEST(equity_interrupted_by_its_callback) {
    const std::vector<HoleRange> players(9, pairs_of({12, 11, 10, 9, 8}));
    EquityOptions options;
    options.trials = uint64_t{1} << 50;
    options.interrupted = [] { return true; };
    CHECK_THROWS(Interrupted, calculate_equity(players, {}, {}, options), "interrupted");
}

namespace {

// An obviously correct ranker for five cards (rank 0..12, suit 0..3 or -1 for
// the joker standing as a rank of no suit): category then the tie-break
// ranks, as one comparable number. Categories: 0 high card .. 8 straight
// flush, 9 five of a kind, 10 royal flush (R-HAND-7: five of a kind below the
// royal flush and above every other straight flush).
long long slow_rank(const int rank[5], const int suit[5]) {
    int count[13] = {};
    for (int i = 0; i < 5; ++i) ++count[rank[i]];
    bool flush = suit[0] >= 0;
    for (int i = 1; i < 5; ++i) flush = flush && suit[i] == suit[0];
    // Ranks by (count, rank), highest first: the tie-break order.
    std::vector<std::pair<int, int>> groups;
    for (int r = 12; r >= 0; --r)
        if (count[r]) groups.push_back({count[r], r});
    std::stable_sort(groups.begin(), groups.end(), [](auto a, auto b) { return a.first > b.first; });
    bool distinct = groups.size() == 5;
    int high = -1;
    if (distinct && groups[0].second - groups[4].second == 4) high = groups[0].second;
    if (distinct && count[12] && count[0] && count[1] && count[2] && count[3]) high = 3;  // A-2-3-4-5
    int category;
    if (groups[0].first == 5) category = 9;
    else if (high >= 0 && flush) category = high == 12 ? 10 : 8;
    else if (groups[0].first == 4) category = 7;
    else if (groups[0].first == 3 && groups[1].first == 2) category = 6;
    else if (flush) category = 5;
    else if (high >= 0) category = 4;
    else if (groups[0].first == 3) category = 3;
    else if (groups[0].first == 2 && groups[1].first == 2) category = 2;
    else if (groups[0].first == 2) category = 1;
    else category = 0;
    long long key = category;
    if (high >= 0) return (key * 16 + high) << 16;
    for (auto g : groups) key = key * 16 + g.second;
    for (size_t i = groups.size(); i < 5; ++i) key *= 16;
    return key;
}

// The joker rule of joker.hpp, by enumeration: S (four natural cards) plus
// the joker is the best of S with the joker as (a) the rank of S's four of
// a kind, (b) an ace of no suit, (c) any card not in S that makes a straight,
// flush or straight flush with S.
long long slow_joker_rank(const CardCode s[4]) {
    int rank[5], suit[5];
    for (int i = 0; i < 4; ++i) rank[i] = card_rank(s[i]), suit[i] = card_suit(s[i]);
    long long best = -1;
    for (int r = 0; r < 13; ++r) {
        if (std::count(rank, rank + 4, r) == 4 || r == 12) {
            rank[4] = r, suit[4] = -1;
            best = std::max(best, slow_rank(rank, suit));
        }
    }
    for (CardCode c = 0; c < kDeckSize; ++c) {
        if (std::find(s, s + 4, c) != s + 4) continue;
        rank[4] = card_rank(c), suit[4] = card_suit(c);
        long long key = slow_rank(rank, suit);
        long long category = key >> 20;
        if (category == 4 || category == 5 || category == 8 || category == 10) best = std::max(best, key);
    }
    return best;
}

int joker_value_of(const char* text) {
    auto cards = parse_cards_or_joker(text);
    return evaluate_joker(cards.data(), cards.size());
}

}  // namespace

TEST(joker_known_values) {
    CHECK(joker_value_of("AhKhQhJhTh") == kJokerHandValues);
    CHECK(joker_value_of("AhKhQhJhJk") == kJokerHandValues);                          // the joker as Th
    CHECK(joker_value_of("AhAdAcAsJk") == kFiveOfAKindBase + 12);                      // five aces
    CHECK(joker_value_of("2h2d2c2sjk") == kFiveOfAKindBase);                           // five deuces
    CHECK(joker_value_of("KhQhJhTh Jk") == kJokerHandValues);                          // the joker as Ah
    CHECK(joker_value_of("KhKdKcKsJK") > value_of("KhQhJhTh9h"));                      // above a king-high straight flush
    CHECK(joker_value_of("9h8h7h6hJk") == value_of("Th9h8h7h6h"));                     // the higher end
    CHECK(joker_value_of("AhAdKcQsJk") == value_of("AhAdAcKcQs"));                     // trips of aces
    CHECK(joker_value_of("KhKdQcQsJk") == value_of("KhKdQcQsAc"));                     // two pair, ace kicker
    CHECK(joker_value_of("Ah9h7h3hJk") == value_of("AhKh9h7h3h"));                     // flush: the highest missing card
    CHECK(joker_value_of("9c8d7h5sJk") == value_of("9c8d7h6s5s"));                     // a gut-shot straight
    CHECK(joker_value_of("KhKdKcQsJk") == value_of("KhKdKcQsAs"));                     // not four kings: trips, ace kicker
    CHECK(joker_value_of("5c4d3h2sJk") == value_of("6c5d4h3s2s"));                     // 6-high beats the wheel
    CHECK(joker_value_of("Jk 7c5d4h2s") == value_of("Ac7c5d4h2s"));                    // ace high
    CHECK(joker_value_of("7s6s5s4s3s") == value_of("7s6s5s4s3s"));                     // joker-free: evaluate()'s
    CHECK(parse_card_or_joker("jK") == kJoker && parse_card_or_joker("10d") == make_card(8, 1));
    CHECK_THROWS(InvalidCard, parse_card("Jk"), "invalid card 'Jk'");                  // hold'em: no joker (R-CARD-1)
    CHECK_THROWS(DuplicateCard, joker_value_of("JkAhKhQhJk"), "duplicate card Jk");
    CHECK_THROWS(DuplicateCard, joker_value_of("AhAhKhQhJk"), "duplicate card Ah");
    CHECK_THROWS(InvalidArgument, joker_value_of("AhKhJk"), "a joker hand is 5 cards, got 3");
    const CardCode bad[5] = {53, 1, 2, 3, 4};
    CHECK_THROWS(InvalidCard, evaluate_joker(bad, 5), "invalid card id 53");
}

// Where the joker is allowed, a refused card's message says so (R-HAND-7):
// the natural deck's readers name only the 52 cards.
TEST(joker_readers_name_the_joker_in_errors) {
    CHECK(checked_card_or_joker(52) == kJoker && checked_card_or_joker(0) == 0 && checked_card_or_joker(51) == 51);
    CHECK_THROWS(InvalidCard, checked_card_or_joker(53),
                 "invalid card id 53: card ids are 0 to 51 (4 * rank + suit), 52 for the joker");
    CHECK_THROWS(InvalidCard, checked_card_or_joker(-1), "invalid card id -1: card ids are 0 to 51");
    auto refusal = [](auto read) -> std::string {
        try {
            read();
        } catch (const InvalidCard& e) {
            return e.what();
        }
        return "";
    };
    const std::string one = refusal([] { parse_card_or_joker("Xx"); });
    CHECK(one.rfind("invalid card 'Xx': a card is a rank", 0) == 0 && one.find("; or the joker, 'Jk'") != std::string::npos);
    CHECK(refusal([] { parse_cards_or_joker("AhJkXx"); }).find("; or the joker, 'Jk'") != std::string::npos);
    // A repeated card stays a DuplicateCard (not rewritten as an invalid one).
    CHECK_THROWS(DuplicateCard, joker_value_of("AhAhKhQhJk"), "duplicate card Ah");
}

// Every five-card hand of the 53-card deck: the joker values order the hands
// exactly as the slow ranker with the enumerated rule does, and are dense,
// 1 to 7475 (the value is the rank of its class).
TEST(joker_exhaustive_against_slow_reference) {
    std::map<long long, int> value_of_key;
    size_t hands = 0;
    bool consistent = true;
    CardCode c[5];
    for (c[0] = 0; c[0] < 53; ++c[0])
        for (c[1] = c[0] + 1; c[1] < 53; ++c[1])
            for (c[2] = c[1] + 1; c[2] < 53; ++c[2])
                for (c[3] = c[2] + 1; c[3] < 53; ++c[3])
                    for (c[4] = c[3] + 1; c[4] < 53; ++c[4]) {
                        long long key;
                        if (c[4] == kJoker) {
                            key = slow_joker_rank(c);
                        } else {
                            int rank[5], suit[5];
                            for (int i = 0; i < 5; ++i) rank[i] = card_rank(c[i]), suit[i] = card_suit(c[i]);
                            key = slow_rank(rank, suit);
                        }
                        int value = evaluate_joker(c, 5);
                        auto [it, fresh] = value_of_key.emplace(key, value);
                        consistent = consistent && it->second == value;
                        ++hands;
                    }
    CHECK(hands == 2869685);
    CHECK(consistent);
    CHECK(value_of_key.size() == static_cast<size_t>(kJokerHandValues));
    int expected = 1;
    bool dense = true;
    for (auto [key, value] : value_of_key) dense = dense && value == expected++;
    CHECK(dense);
}

// ---- Omaha (R-HAND-8, R-HAND-9) ----

namespace {

// Every way to choose k of n positions, as index lists.
std::vector<std::vector<int>> choose(int n, int k) {
    std::vector<std::vector<int>> out;
    std::vector<int> pick;
    auto rec = [&](auto&& self, int from) -> void {
        if (static_cast<int>(pick.size()) == k) { out.push_back(pick); return; }
        for (int i = from; i < n; ++i) {
            pick.push_back(i);
            self(self, i + 1);
            pick.pop_back();
        }
    };
    rec(rec, 0);
    return out;
}

// The R-HAND-8 rule by enumeration: the best evaluate_cards() of two hole cards with three board cards.
int brute_omaha_high(const CardCode* hole, int nh, const CardCode* board, int nb) {
    int best = 0;
    for (const auto& p : choose(nh, 2))
        for (const auto& t : choose(nb, 3)) {
            const CardCode five[5] = {hole[p[0]], hole[p[1]], board[t[0]], board[t[1]], board[t[2]]};
            best = std::max<int>(best, evaluate_cards(five, 5));
        }
    return best;
}

// The eight-or-better low of five cards by R-HAND-9, or -1: the ranks (ace 1 .. eight 8), highest
// first, read as a base-16 number: the smaller, the better the low.
long long low_key(const CardCode five[5]) {
    int r[5];
    for (int i = 0; i < 5; ++i) {
        int rank = card_rank(five[i]);
        r[i] = rank == 12 ? 1 : rank + 2;
        if (r[i] > 8) return -1;
    }
    std::sort(r, r + 5, [](int a, int b) { return a > b; });
    long long key = 0;
    for (int i = 0; i < 5; ++i) {
        if (i && r[i] == r[i - 1]) return -1;
        key = key * 16 + r[i];
    }
    return key;
}

// The 56 lows' keys, worst first: a low's value is its place here plus one.
std::vector<long long> all_low_keys() {
    std::vector<long long> keys;
    for (const auto& five : choose(8, 5)) {
        long long key = 0;
        for (int i = 4; i >= 0; --i) key = key * 16 + five[i] + 1;
        keys.push_back(key);
    }
    std::sort(keys.begin(), keys.end(), [](long long a, long long b) { return a > b; });
    return keys;
}

int brute_omaha_low(const CardCode* hole, int nh, const CardCode* board, int nb) {
    static const std::vector<long long> keys = all_low_keys();
    int best = kNoLow;
    for (const auto& p : choose(nh, 2))
        for (const auto& t : choose(nb, 3)) {
            const CardCode five[5] = {hole[p[0]], hole[p[1]], board[t[0]], board[t[1]], board[t[2]]};
            const long long key = low_key(five);
            if (key < 0) continue;
            best = std::max(best, static_cast<int>(std::find(keys.begin(), keys.end(), key) - keys.begin()) + 1);
        }
    return best;
}

int omaha_of(const char* hole, const char* board, bool low = false) {
    auto h = parse_cards(hole), b = parse_cards(board);
    return low ? evaluate_omaha_low(h.data(), h.size(), b.data(), b.size())
               : evaluate_omaha(h.data(), h.size(), b.data(), b.size());
}

}  // namespace

TEST(omaha_known_values) {
    CHECK(omaha_of("AhKhQhJh", "Th 2c 3d") == value_of("AhKhTh3d2c"));   // no royal: two hole cards only
    CHECK(omaha_of("AhKhQhJh", "Th 9h 2c") == value_of("AhKhTh9h2c"));   // a flush, not a straight flush
    CHECK(omaha_of("AhKh2c3d", "QhJhTh") == kHandValues);               // the royal flush
    CHECK(omaha_of("AhKhQh2c", "JhTh3d") == value_of("AhKhJhTh3d"));     // no royal: three hole hearts needed
    CHECK(omaha_of("QcQd2s3s", "AhAdAcAsKd") == value_of("AhAdAcQcQd"));  // three of the board's four aces
    CHECK(omaha_of("Ah2c3d4s", "KhQhJhTh9h") == value_of("KhQhJhAh4s"));  // one heart: no flush
    CHECK(omaha_of("AsKsQd7c6c", "2s 3s 4h") == value_of("AsKs2s3s4h"));
    CHECK(category_of(static_cast<HandValue>(omaha_of("9h8h2c2d3c4d", "7h6h5h"))) == Category::StraightFlush);
    CHECK_THROWS(InvalidArgument, omaha_of("AhKhQh", "Th2c3d"), "an Omaha hand is 4, 5 or 6 hole cards, got 3");
    CHECK_THROWS(InvalidArgument, omaha_of("AhKhQhJhTh9h8h", "2c3d4s"), "an Omaha hand is 4, 5 or 6 hole cards, got 7");
    CHECK_THROWS(InvalidArgument, omaha_of("AhKhQhJh", "Th2c"), "an Omaha board is 3, 4 or 5 cards, got 2");
    CHECK_THROWS(DuplicateCard, omaha_of("AhKhQhJh", "Ah2c3d"), "duplicate card Ah");
    const CardCode bad_hole[4] = {1, 2, 3, 60}, board[3] = {10, 11, 12};
    CHECK_THROWS(InvalidCard, evaluate_omaha(bad_hole, 4, board, 3), "invalid card id 60");
}

TEST(omaha_low_known_values) {
    CHECK(omaha_of("As2s3s4s", "2c3c4c5c6c", true) == kLowValues);                // 5-4-3-2-A (pokerkit's example)
    CHECK(low_class(omaha_of("As6s7s8s", "2c3c4c5c6c", true)).ranks[0] == 4);      // 6-4-3-2-A
    CHECK(omaha_of("As2s3s4s", "5c6c7c", true) == omaha_of("Ad2dKcKd", "5h6h7h", true));  // 7-6-5-2-A
    CHECK(omaha_of("AsKsQsJs", "2c3c4c5c6c", true) == kNoLow);                    // one low card in the hole
    CHECK(omaha_of("As2s3s4s", "2c3c9c", true) == kNoLow);                        // two low cards on the board
    CHECK(omaha_of("AsAd2s2d", "3c4c5c", true) == kLowValues);                    // pairs in the hole: A and 2 still
    CHECK(omaha_of("8s7s6s5s", "4c8c7c", true) == 1);                             // 8-7-6-5-4: the worst low
    CHECK(omaha_of("8s7sKdKc", "4c8c7c", true) == kNoLow);                        // 8 and 7 twice: no five ranks
    const LowClass best = low_class(kLowValues), worst = low_class(1);
    CHECK(best.ranks[0] == 3 && best.ranks[4] == 12);   // 5-4-3-2-A
    CHECK(worst.ranks[0] == 6 && worst.ranks[4] == 2);  // 8-7-6-5-4
    CHECK_THROWS(InvalidArgument, low_class(0), "low values are 1 to 56 (0 is no low), got 0");
}

// Random hands of every size: the tables give the brute force's values.
TEST(omaha_high_and_low_match_brute_force) {
    for (int nh = 4; nh <= 6; ++nh)
        for (int nb = 3; nb <= 5; ++nb) {
            const size_t rows = 6000;
            auto deals = random_rows(rows, nh + nb, static_cast<uint32_t>(17 * nh + nb));
            bool high_ok = true, low_ok = true;
            for (size_t r = 0; r < rows; ++r) {
                const CardCode* hole = deals.data() + r * (nh + nb);
                const CardCode* board = hole + nh;
                high_ok = high_ok && evaluate_omaha(hole, nh, board, nb) == brute_omaha_high(hole, nh, board, nb);
                low_ok = low_ok && evaluate_omaha_low(hole, nh, board, nb) == brute_omaha_low(hole, nh, board, nb);
            }
            CHECK(high_ok);
            CHECK(low_ok);
        }
}

// Boards with three or more of a suit and holes with two or more of it, which the flush path values:
// drawn from two suits only, so flushes and straight flushes are common.
TEST(omaha_flush_paths_match_brute_force) {
    std::mt19937 rng(23);
    std::vector<CardCode> two_suits;
    for (int rank = 0; rank < 13; ++rank) two_suits.push_back(make_card(rank, 1)), two_suits.push_back(make_card(rank, 2));
    bool ok = true;
    for (int trial = 0; trial < 40000; ++trial) {
        const int nh = 4 + static_cast<int>(rng() % 3), nb = 3 + static_cast<int>(rng() % 3);
        for (int i = 0; i < nh + nb; ++i) std::swap(two_suits[i], two_suits[i + rng() % (two_suits.size() - i)]);
        ok = ok && evaluate_omaha(two_suits.data(), nh, two_suits.data() + nh, nb) ==
                       brute_omaha_high(two_suits.data(), nh, two_suits.data() + nh, nb);
    }
    CHECK(ok);
}

TEST(omaha_batches_match_single_hands_and_name_bad_rows) {
    const size_t rows = 140'000;  // two threads' worth
    for (int nh = 4; nh <= 6; ++nh)
        for (int nb = 3; nb <= 5; ++nb) {
            auto deals = random_rows(rows, nh + nb, static_cast<uint32_t>(nh * 7 + nb));
            std::vector<CardCode> holes, boards;
            for (size_t r = 0; r < rows; ++r) {
                holes.insert(holes.end(), deals.begin() + r * (nh + nb), deals.begin() + r * (nh + nb) + nh);
                boards.insert(boards.end(), deals.begin() + r * (nh + nb) + nh, deals.begin() + (r + 1) * (nh + nb));
            }
            std::vector<int32_t> high(rows), low(rows);
            for (int threads : {1, 2}) {
                evaluate_omaha_batch(holes.data(), nh, boards.data(), nb, rows, high.data(), threads);
                evaluate_omaha_low_batch(holes.data(), nh, boards.data(), nb, rows, low.data(), threads);
                bool ok = true;
                for (size_t r = 0; r < rows; r += 7)
                    ok = ok && high[r] == evaluate_omaha(&holes[r * nh], nh, &boards[r * nb], nb) &&
                         low[r] == evaluate_omaha_low(&holes[r * nh], nh, &boards[r * nb], nb);
                CHECK(ok);
            }
            if (nh == 4 && nb == 5) {
                boards[100'000 * 5 + 2] = holes[100'000 * 4];
                for (int threads : {1, 2})
                    CHECK_THROWS(DuplicateCard,
                                 evaluate_omaha_batch(holes.data(), 4, boards.data(), 5, rows, high.data(), threads),
                                 "row 100000: duplicate card");
                boards[100'000 * 5 + 2] = 52;
                CHECK_THROWS(InvalidCard, evaluate_omaha_low_batch(holes.data(), 4, boards.data(), 5, rows, low.data(), 2),
                             "row 100000: invalid card id 52");
                CHECK_THROWS(InvalidArgument, evaluate_omaha_batch(holes.data(), 3, boards.data(), 5, rows, high.data()),
                             "an Omaha hand is 4, 5 or 6 hole cards, got rows of 3");
                CHECK_THROWS(InvalidArgument, evaluate_omaha_batch(holes.data(), 4, boards.data(), 6, rows, high.data()),
                             "an Omaha board is 3, 4 or 5 cards, got rows of 6");
            }
        }
}

// ---- Short deck (R-HAND-10) ----

namespace {

// A short-deck ranker written from the rule: category place (0 high card .. 8 straight flush, trips and
// straight swapped by the rule), then the tie-break ranks, as one comparable number.
long long slow_short_rank(const CardCode five[5], ShortDeckRule rule) {
    int count[13] = {};
    bool flush = true;
    for (int i = 0; i < 5; ++i) {
        ++count[card_rank(five[i])];
        flush = flush && card_suit(five[i]) == card_suit(five[0]);
    }
    std::vector<std::pair<int, int>> groups;  // (count, rank), highest first
    for (int r = 12; r >= 0; --r)
        if (count[r]) groups.push_back({count[r], r});
    std::stable_sort(groups.begin(), groups.end(), [](auto a, auto b) { return a.first > b.first; });
    int high = -1;
    if (groups.size() == 5 && groups[0].second - groups[4].second == 4) high = groups[0].second;
    if (groups.size() == 5 && count[12] && count[4] && count[5] && count[6] && count[7]) high = 7;  // A-6-7-8-9
    const bool trips_high = rule == ShortDeckRule::TripsBeatStraight;
    int place;
    if (high >= 0 && flush) place = 8;
    else if (groups[0].first == 4) place = 7;
    else if (flush) place = 6;
    else if (groups[0].first == 3 && groups[1].first == 2) place = 5;
    else if (groups[0].first == 3) place = trips_high ? 4 : 3;
    else if (high >= 0) place = trips_high ? 3 : 4;
    else if (groups[0].first == 2 && groups[1].first == 2) place = 2;
    else if (groups[0].first == 2) place = 1;
    else place = 0;
    long long key = place;
    if (high >= 0) return (key * 16 + high) << 16;  // a straight or straight flush: its top card alone
    for (auto g : groups) key = key * 16 + g.second;
    for (size_t i = groups.size(); i < 5; ++i) key *= 16;
    return key;
}

int short_of(const char* text, ShortDeckRule rule = ShortDeckRule::TripsBeatStraight) {
    auto cards = parse_cards(text);
    return evaluate_short_deck(cards.data(), cards.size(), rule);
}

}  // namespace

TEST(short_deck_known_values) {
    const auto straight_rule = ShortDeckRule::StraightBeatsTrips;
    CHECK(short_of("AhKhQhJhTh") == kShortDeckHandValues);
    CHECK(short_of("9h8h7h6hAh") < short_of("Th9h8h7h6h"));                      // A-6-7-8-9: the lowest straight flush
    CHECK(short_of("9c8d7h6sAc") < short_of("Tc9d8h7s6s"));
    CHECK(short_of("9c8d7h6sAc") > short_of("AcKdQhJs9s"));                      // a straight, not ace high
    CHECK(short_of("Kh Qh 9h 8h 6h") > short_of("AcAdAsKcKd"));                 // flush over full house
    CHECK(short_of("AcAdAsKcKd") > short_of("TcTdTs9c8d"));
    CHECK(short_of("6c6d6s 9h 7c") > short_of("AcKdQhJsTs"));                   // trips over straight (default)
    CHECK(short_of("6c6d6s 9h 7c", straight_rule) < short_of("AcKdQhJsTs", straight_rule));
    CHECK(short_of("6c6d6sAhKc", straight_rule) > short_of("AcAdKsKhQc", straight_rule));
    CHECK(short_of("AhKhQhJhTh 6c 6d") == kShortDeckHandValues);               // seven cards
    CHECK(short_deck_value_class(short_of("9c8d7h6sAc"), ShortDeckRule::TripsBeatStraight).ranks[0] == 7);  // nine-high
    CHECK_THROWS(InvalidCard, short_of("AhKhQhJh5h"), "invalid card 5h: the short deck is the 36 cards 6 to ace");
    CHECK_THROWS(InvalidArgument, short_of("AhKhQhJh"), "a short-deck hand is 5, 6 or 7 cards, got 4");
    CHECK_THROWS(DuplicateCard, short_of("AhAhQhJhTh"), "duplicate card Ah");
    CHECK_THROWS(InvalidArgument, short_deck_value_class(1405, straight_rule), "short-deck hand values are 1 to 1404");
}

// Every five-card hand of the 36-card deck, under both rules: the values order the hands exactly as the
// slow ranker does, take all of 1..1404, and count the published numbers per category.
TEST(short_deck_five_card_hands_exhaustive) {
    for (ShortDeckRule rule : {ShortDeckRule::TripsBeatStraight, ShortDeckRule::StraightBeatsTrips}) {
        std::map<long long, int> value_of_key;
        uint64_t per_category[9] = {};
        bool consistent = true;
        size_t hands = 0;
        CardCode c[5];
        for (c[0] = kShortDeckLowest; c[0] < kDeckSize; ++c[0])
            for (c[1] = c[0] + 1; c[1] < kDeckSize; ++c[1])
                for (c[2] = c[1] + 1; c[2] < kDeckSize; ++c[2])
                    for (c[3] = c[2] + 1; c[3] < kDeckSize; ++c[3])
                        for (c[4] = c[3] + 1; c[4] < kDeckSize; ++c[4]) {
                            const int value = evaluate_short_deck(c, 5, rule);
                            auto [it, fresh] = value_of_key.emplace(slow_short_rank(c, rule), value);
                            consistent = consistent && it->second == value;
                            ++per_category[static_cast<int>(short_deck_value_class(value, rule).category)];
                            ++hands;
                        }
        CHECK(hands == 376'992);
        CHECK(consistent);
        CHECK(value_of_key.size() == static_cast<size_t>(kShortDeckHandValues));
        int expected = 1;
        bool dense = true;
        for (auto [key, value] : value_of_key) dense = dense && value == expected++;
        CHECK(dense);
        // By Category: high card, pair, two pair, trips, straight, flush, full house, quads, straight flush.
        const uint64_t published[9] = {122'400, 193'536, 36'288, 16'128, 6'120, 480, 1'728, 288, 24};
        CHECK(std::equal(per_category, per_category + 9, published));
    }
}

// Six cards, every hand: the best of their five-card subsets (R-HAND-1), so the 5..7-card tables and the
// flush shortcut (five of a suit among six: no full house or four of a kind) hold; seven cards, a sample.
TEST(short_deck_six_and_seven_cards_are_their_best_five) {
    auto best_five_value = [](const CardCode* cards, int n, ShortDeckRule rule) {
        int best = 0;
        for (const auto& pick : choose(n, 5)) {
            const CardCode five[5] = {cards[pick[0]], cards[pick[1]], cards[pick[2]], cards[pick[3]], cards[pick[4]]};
            best = std::max(best, evaluate_short_deck(five, 5, rule));
        }
        return best;
    };
    for (ShortDeckRule rule : {ShortDeckRule::TripsBeatStraight, ShortDeckRule::StraightBeatsTrips}) {
        bool ok = true;
        size_t hands = 0;
        CardCode c[6];
        for (c[0] = kShortDeckLowest; c[0] < kDeckSize; ++c[0])
            for (c[1] = c[0] + 1; c[1] < kDeckSize; ++c[1])
                for (c[2] = c[1] + 1; c[2] < kDeckSize; ++c[2])
                    for (c[3] = c[2] + 1; c[3] < kDeckSize; ++c[3])
                        for (c[4] = c[3] + 1; c[4] < kDeckSize; ++c[4])
                            for (c[5] = c[4] + 1; c[5] < kDeckSize; ++c[5]) {
                                ok = ok && evaluate_short_deck(c, 6, rule) == best_five_value(c, 6, rule);
                                ++hands;
                            }
        CHECK(hands == 1'947'792);
        CHECK(ok);
        std::mt19937 rng(31);
        std::vector<CardCode> deck;
        for (CardCode id = kShortDeckLowest; id < kDeckSize; ++id) deck.push_back(id);
        for (int trial = 0; trial < 100'000; ++trial) {
            for (int i = 0; i < 7; ++i) std::swap(deck[i], deck[i + rng() % (deck.size() - i)]);
            ok = ok && evaluate_short_deck(deck.data(), 7, rule) == best_five_value(deck.data(), 7, rule);
        }
        CHECK(ok);
    }
}

TEST(short_deck_batch_matches_single_hands_and_names_bad_rows) {
    const size_t rows = 140'000;
    std::mt19937 rng(37);
    std::vector<CardCode> deck;
    for (CardCode id = kShortDeckLowest; id < kDeckSize; ++id) deck.push_back(id);
    for (int width : {5, 6, 7}) {
        std::vector<CardCode> cards;
        for (size_t r = 0; r < rows; ++r) {
            for (int i = 0; i < width; ++i) std::swap(deck[i], deck[i + rng() % (deck.size() - i)]);
            cards.insert(cards.end(), deck.begin(), deck.begin() + width);
        }
        for (ShortDeckRule rule : {ShortDeckRule::TripsBeatStraight, ShortDeckRule::StraightBeatsTrips})
            for (int threads : {1, 2}) {
                std::vector<int32_t> out(rows);
                evaluate_short_deck_batch(cards.data(), rows, width, out.data(), rule, threads);
                bool ok = true;
                for (size_t r = 0; r < rows; r += 5) ok = ok && out[r] == evaluate_short_deck(&cards[r * width], width, rule);
                CHECK(ok);
            }
        std::vector<int32_t> out(rows);
        cards[90'000 * width + 1] = make_card(3, 0);  // 5c
        CHECK_THROWS(InvalidCard, evaluate_short_deck_batch(cards.data(), rows, width, out.data(), ShortDeckRule::TripsBeatStraight, 2),
                     "row 90000: invalid card 5c: the short deck");
        cards[90'000 * width + 1] = cards[90'000 * width];
        CHECK_THROWS(DuplicateCard, evaluate_short_deck_batch(cards.data(), rows, width, out.data()), "row 90000: duplicate card");
    }
}

// ---------------------------------------------------------------------------
// Equity in Omaha and short deck, against a plain enumeration with the public evaluators.

namespace {

struct PlainEquity {
    std::vector<double> equity, scoop, high_win, low_win;
    double low_probability = 0;
    uint64_t outcomes = 0;
};

// Every deal of the random hands (empty), each in turn, then every board; each pot shared as
// variant_equity.hpp says.
PlainEquity plain_equity(EquityGame game, std::vector<std::vector<CardCode>> hands, const std::vector<CardCode>& board,
                         const std::vector<CardCode>& dead, int hole, ShortDeckRule rule = ShortDeckRule::TripsBeatStraight) {
    const size_t n = hands.size();
    PlainEquity out{std::vector<double>(n), std::vector<double>(n), std::vector<double>(n), std::vector<double>(n)};
    std::vector<bool> used(kDeckSize);
    for (CardCode c : board) used[c] = true;
    for (CardCode c : dead) used[c] = true;
    for (const auto& h : hands)
        for (CardCode c : h) used[c] = true;
    const int lowest = game == EquityGame::ShortDeck ? kShortDeckLowest : 0;
    std::vector<CardCode> full = board;
    uint64_t lows = 0;
    auto showdown = [&] {
        std::vector<int> high(n), low(n, 0);
        for (size_t p = 0; p < n; ++p) {
            if (game == EquityGame::ShortDeck) {
                std::vector<CardCode> seven = full;
                seven.insert(seven.end(), hands[p].begin(), hands[p].end());
                high[p] = evaluate_short_deck(seven.data(), seven.size(), rule);
            } else {
                high[p] = evaluate_omaha(hands[p].data(), hands[p].size(), full.data(), full.size());
                if (game == EquityGame::OmahaHiLo) low[p] = evaluate_omaha_low(hands[p].data(), hands[p].size(), full.data(), full.size());
            }
        }
        const int best_high = *std::max_element(high.begin(), high.end()), best_low = *std::max_element(low.begin(), low.end());
        const double n_high = static_cast<double>(std::count(high.begin(), high.end(), best_high));
        const double n_low = static_cast<double>(std::count(low.begin(), low.end(), best_low));
        for (size_t p = 0; p < n; ++p) {
            double share = 0;
            if (high[p] == best_high) share += (best_low ? 0.5 : 1.0) / n_high;
            if (best_low && low[p] == best_low) share += 0.5 / n_low;
            out.equity[p] += share;
            out.scoop[p] += share == 1.0;
            out.high_win[p] += high[p] == best_high && n_high == 1;
            out.low_win[p] += best_low && low[p] == best_low && n_low == 1;
        }
        lows += best_low != 0;
        ++out.outcomes;
    };
    // Deals card k of the random hands' and then the board's, each group's cards ascending.
    std::vector<size_t> random;
    for (size_t p = 0; p < n; ++p)
        if (hands[p].empty()) random.push_back(p);
    const size_t to_deal = random.size() * hole + (5 - board.size());
    auto rec = [&](auto& self, size_t k, int from) -> void {
        if (k == to_deal) return showdown();
        const bool new_group = k < random.size() * hole ? k % hole == 0 : k == random.size() * hole;
        for (int c = new_group ? lowest : from; c < kDeckSize; ++c) {
            if (used[c]) continue;
            used[c] = true;
            if (k < random.size() * hole) hands[random[k / hole]].push_back(static_cast<CardCode>(c));
            else full.push_back(static_cast<CardCode>(c));
            self(self, k + 1, c + 1);
            if (k < random.size() * hole) hands[random[k / hole]].pop_back();
            else full.pop_back();
            used[c] = false;
        }
    };
    rec(rec, 0, lowest);
    const auto total = static_cast<double>(out.outcomes);
    for (size_t p = 0; p < n; ++p) {
        out.equity[p] /= total;
        out.scoop[p] /= total;
        out.high_win[p] /= total;
        out.low_win[p] /= total;
    }
    out.low_probability = static_cast<double>(lows) / total;
    return out;
}

bool matches_plain(const VariantEquityResult& r, const PlainEquity& plain) {
    bool ok = r.exact && r.trials == plain.outcomes && std::fabs(r.low_probability - plain.low_probability) < 1e-12;
    for (size_t p = 0; p < plain.equity.size(); ++p) {
        const VariantPlayerEquity& e = r.players[p];
        ok = ok && std::fabs(e.equity - plain.equity[p]) < 1e-12 && std::fabs(e.scoop - plain.scoop[p]) < 1e-12 &&
             std::fabs(e.high_win - plain.high_win[p]) < 1e-12 && std::fabs(e.low_win - plain.low_win[p]) < 1e-12;
    }
    return ok;
}

std::vector<std::vector<CardCode>> hands_of(std::initializer_list<const char*> texts) {
    std::vector<std::vector<CardCode>> out;
    for (const char* t : texts) out.push_back(parse_cards(t));
    return out;
}

}  // namespace

TEST(variant_equity_matches_a_plain_enumeration) {
    VariantEquityOptions options;
    options.method = EquityMethod::Exact;
    // Omaha high and hi-lo on a flop, three players (a counterfeit-prone A-2 among them), and 5 and 6 cards on a turn.
    const auto three = hands_of({"AsAd2c3h", "KhQhJd9d", "4c5c7s8s"});
    const auto flop = parse_cards("Ac 6d Th");
    for (EquityGame game : {EquityGame::OmahaHigh, EquityGame::OmahaHiLo}) {
        options.game = game;
        CHECK(matches_plain(calculate_variant_equity(three, flop, parse_cards("2d"), options),
                            plain_equity(game, three, flop, parse_cards("2d"), 4)));
    }
    options.game = EquityGame::OmahaHiLo;
    for (int hole : {5, 6}) {
        options.hole_cards = hole;
        const auto hands = hole == 5 ? hands_of({"As2s3dKcQc", "4h5h6h8d9d"}) : hands_of({"As2s3dKcQcJc", "4h5h6h8d9dTd"});
        const auto turn = parse_cards("7c 8c 2h Ks");
        CHECK(matches_plain(calculate_variant_equity(hands, turn, {}, options), plain_equity(options.game, hands, turn, {}, hole)));
    }
    // A random hand on the river, against a known one.
    options.hole_cards = 4;
    const std::vector<std::vector<CardCode>> with_random = {parse_cards("As2s3dKc"), {}};
    const auto river = parse_cards("4d 5h 9c Jc Qs");
    const VariantEquityResult r = calculate_variant_equity(with_random, river, {}, options);
    CHECK(r.trials == 123'410);  // C(43, 4)
    CHECK(matches_plain(r, plain_equity(options.game, with_random, river, {}, 4)));
    // Short deck, both rules, with a random hand on the turn.
    options.game = EquityGame::ShortDeck;
    options.hole_cards = 2;
    const std::vector<std::vector<CardCode>> short_hands = {parse_cards("AsKs"), parse_cards("9h9d"), {}};
    const auto short_turn = parse_cards("6c 7d 8s Ts");
    for (ShortDeckRule rule : {ShortDeckRule::TripsBeatStraight, ShortDeckRule::StraightBeatsTrips}) {
        options.short_deck_rule = rule;
        CHECK(matches_plain(calculate_variant_equity(short_hands, short_turn, {}, options),
                            plain_equity(EquityGame::ShortDeck, short_hands, short_turn, {}, 2, rule)));
    }
}

TEST(variant_equity_sampled_is_near_exact_and_independent_of_threads) {
    const auto hands = hands_of({"AsAd2c3h", "KhQhJd9d", "4c5c7s8s"});
    const auto flop = parse_cards("Ac 6d Th");
    VariantEquityOptions options;
    options.game = EquityGame::OmahaHiLo;
    options.method = EquityMethod::Exact;
    const VariantEquityResult exact = calculate_variant_equity(hands, flop, {}, options);
    options.method = EquityMethod::MonteCarlo;
    options.trials = 200'000;
    options.seed = 5;
    const VariantEquityResult sampled = calculate_variant_equity(hands, flop, {}, options);
    CHECK(!sampled.exact && sampled.trials == 200'000);
    for (size_t p = 0; p < hands.size(); ++p)
        CHECK(std::fabs(sampled.players[p].equity - exact.players[p].equity) < 5 * sampled.players[p].std_error);
    options.threads = 1;
    const VariantEquityResult one_thread = calculate_variant_equity(hands, flop, {}, options);
    for (size_t p = 0; p < hands.size(); ++p) CHECK(one_thread.players[p].equity == sampled.players[p].equity);
    // Auto: 903 boards are few, so enumerated; a random hand preflop is not.
    options.method = EquityMethod::Auto;
    CHECK(calculate_variant_equity(hands, flop, {}, options).exact);
    CHECK(!calculate_variant_equity({parse_cards("AsAd2c3h"), {}}, {}, {}, options).exact);
}

TEST(variant_equity_bad_input_is_typed) {
    VariantEquityOptions options;
    const auto two = hands_of({"AsAd2c3h", "KhQhJd9d"});
    CHECK_THROWS(InvalidArgument, calculate_variant_equity({parse_cards("AsAd2c3h")}, {}, {}, options),
                 "equity takes 2 to 10 players, got 1");
    CHECK_THROWS(InvalidArgument, calculate_variant_equity(hands_of({"AsAd2c3h", "KhQhJd"}), {}, {}, options),
                 "player 2: Omaha hands here are 4 hole cards, got 3");
    CHECK_THROWS(DuplicateCard, calculate_variant_equity(hands_of({"AsAd2c3h", "KhQhJdAs"}), {}, {}, options),
                 "card As is in player 1's hand and in player 2's hand");
    CHECK_THROWS(DuplicateCard, calculate_variant_equity(two, parse_cards("2c 7d 8d"), {}, options),
                 "card 2c is on the board and in player 1's hand");
    CHECK_THROWS(DuplicateCard, calculate_variant_equity(two, parse_cards("7d 7d 8d"), {}, options),
                 "card 7d is on the board twice");
    CHECK_THROWS(InvalidArgument, calculate_variant_equity(two, parse_cards("2d 3d 4d 5d 6d 7d"), {}, options),
                 "a board has at most 5 cards, got 6");
    CHECK_THROWS(InvalidCard, calculate_variant_equity({{1, 2, 3, 60}, {4, 5, 6, 7}}, {}, {}, options), "invalid card id 60");
    options.hole_cards = 7;
    CHECK_THROWS(InvalidArgument, calculate_variant_equity(two, {}, {}, options), "Omaha hands are 4, 5 or 6 hole cards");
    options.hole_cards = 6;
    CHECK_THROWS(InvalidArgument, calculate_variant_equity(std::vector<std::vector<CardCode>>(9), {}, {}, options),
                 "not enough cards: 52 left in the deck after the known cards, 54 for the random hands and 5 for the board");
    options.hole_cards = 4;
    options.method = EquityMethod::Exact;
    CHECK_THROWS(InvalidArgument, calculate_variant_equity({{}, {}, {}}, {}, {}, options), "about ");
    options.method = EquityMethod::MonteCarlo;
    options.trials = 0;
    CHECK_THROWS(InvalidArgument, calculate_variant_equity(two, {}, {}, options), "Monte Carlo takes 1 to 2^53 trials, got 0");
    options.game = EquityGame::ShortDeck;
    options.trials = 1000;
    CHECK_THROWS(InvalidArgument, calculate_variant_equity(hands_of({"AsKs", "QsQd"}), {}, {}, options),
                 "short-deck hands are 2 hole cards, got hole_cards 4");
    options.hole_cards = 2;
    CHECK_THROWS(InvalidCard, calculate_variant_equity(hands_of({"AsKs", "5s5d"}), {}, {}, options), "invalid card 5s: the short deck");
    CHECK_THROWS(InvalidCard, calculate_variant_equity(hands_of({"AsKs", "QsQd"}), {}, parse_cards("2c"), options),
                 "invalid card 2c: the short deck");
    options.interrupted = [] { return true; };
    options.trials = uint64_t{1} << 40;
    CHECK_THROWS(Interrupted, calculate_variant_equity(hands_of({"AsKs", "QsQd"}), {}, {}, options), "interrupted");
}

int main() { return holdem::test::run_all(); }
