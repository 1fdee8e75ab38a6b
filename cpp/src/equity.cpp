#include "holdem/equity.hpp"
#include "holdem/bits.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unordered_map>

#include "holdem/evaluator.hpp"
#include "equity_parts.hpp"
#include "parallel.hpp"

namespace holdem {
namespace {

using detail::approximate;
using detail::binomial;
using detail::InterruptPoll;
using detail::kTrialsPerChunk;
using detail::run_parallel;
using detail::thread_count;
using detail::Xoshiro256;

using CardMask = uint64_t;  // bit c for card code c
constexpr CardMask card_bit(int c) { return CardMask{1} << c; }
constexpr int kSuits = 4;
constexpr int kRanks = 13;

std::string player_name(size_t i) { return "player " + std::to_string(i + 1); }

// The value a hand has when no suit counts: the evaluator's lookup for
// hands without a flush, fed the rank part of the key only.
inline HandValue rank_value(uint64_t key) { return evaluate_rank_key(static_cast<uint32_t>(key)); }

// Bit i set for each player holding the best value. Branch-free: who wins
// is a coin toss to the branch predictor.
inline unsigned winners(const HandValue* values, int n) {
    HandValue best = 0;
    for (int i = 0; i < n; ++i) best = std::max(best, values[i]);
    unsigned mask = 0;
    for (int i = 0; i < n; ++i) mask |= static_cast<unsigned>(values[i] == best) << i;
    return mask;
}

Hand hole_hand(CardCode a, CardCode b) { return Hand::partial().add(a).add(b); }

// ---------------------------------------------------------------------------
// Input checks and card removal.

struct Table {
    int players = 0;
    std::vector<HoleRange> ranges;               // combos left after card removal, weight > 0
    std::vector<std::vector<CardMask>> masks;    // the same combos as card masks
    CardMask board_mask = 0, dead_mask = 0;
    std::vector<CardCode> board;
    Hand board_hand;                             // the known board, a full Hand
    int missing = 0;                             // board cards to come
};

CardMask checked_cards(const std::vector<CardCode>& cards, const char* what_twice) {
    CardMask mask = 0;
    for (CardCode c : cards) {
        checked_card(c);
        if (mask & card_bit(c)) throw DuplicateCard(std::string("card ") + card_string(c) + " is " + what_twice);
        mask |= card_bit(c);
    }
    return mask;
}

Table make_table(const std::vector<HoleRange>& players, const std::vector<CardCode>& board,
                 const std::vector<CardCode>& dead) {
    Table t;
    t.players = static_cast<int>(players.size());
    if (t.players < kMinEquityPlayers || t.players > kMaxEquityPlayers)
        throw InvalidArgument("equity takes " + std::to_string(kMinEquityPlayers) + " to " +
                              std::to_string(kMaxEquityPlayers) + " players, got " + std::to_string(t.players));
    if (board.size() > 5)
        throw InvalidArgument("a board has at most 5 cards, got " + std::to_string(board.size()));
    t.board = board;
    t.board_mask = checked_cards(board, "on the board twice");
    t.dead_mask = checked_cards(dead, "in the dead cards twice");
    if (CardMask both = t.board_mask & t.dead_mask)
        throw DuplicateCard("card " + card_string(static_cast<CardCode>(bits::countr_zero(both))) +
                            " is both on the board and in the dead cards");
    for (CardCode c : board) t.board_hand.add(c);
    t.missing = 5 - static_cast<int>(board.size());

    // Each range: valid distinct combos, each listed once, weights >= 0.
    std::vector<HoleRange> given(players.size());
    for (size_t p = 0; p < players.size(); ++p) {
        CardMask seen_first[kDeckSize] = {};
        for (const HoleCombo& combo : players[p]) {
            checked_card(combo.first);
            checked_card(combo.second);
            std::string text = card_string(combo.first) + card_string(combo.second);
            if (combo.first == combo.second)
                throw DuplicateCard(player_name(p) + ": hole cards " + text + " repeat a card");
            if (!(combo.weight >= 0) || !std::isfinite(combo.weight))
                throw InvalidArgument(player_name(p) + ": the weight of " + text +
                                      " must be a finite number >= 0, got " + std::to_string(combo.weight));
            CardCode lo = std::min(combo.first, combo.second), hi = std::max(combo.first, combo.second);
            if (seen_first[lo] & card_bit(hi))
                throw InvalidArgument(player_name(p) + ": the range lists " + text + " twice");
            seen_first[lo] |= card_bit(hi);
            if (combo.weight > 0) given[p].push_back({hi, lo, combo.weight});
        }
        if (given[p].empty())
            throw InvalidArgument(player_name(p) + " has no hole cards to deal: the range is empty" +
                                  (players[p].empty() ? "" : " (every weight is 0)"));
        // Only ratios of weights matter: scaled to a largest weight of 1, the
        // products and sums over deals stay finite for any finite weights.
        double largest = 0;
        for (const HoleCombo& combo : given[p]) largest = std::max(largest, combo.weight);
        for (HoleCombo& combo : given[p]) combo.weight /= largest;
    }

    // Known hole cards (a single combo) may not meet the board, the dead
    // cards or another player's known cards; ranges just lose those combos.
    CardMask known = 0;
    std::vector<int> owner(kDeckSize, -1);
    for (size_t p = 0; p < given.size(); ++p) {
        if (given[p].size() != 1) continue;
        for (CardCode c : {given[p][0].first, given[p][0].second}) {
            std::string card = card_string(c);
            if (t.board_mask & card_bit(c))
                throw DuplicateCard(player_name(p) + "'s hole card " + card + " is also on the board");
            if (t.dead_mask & card_bit(c))
                throw DuplicateCard(player_name(p) + "'s hole card " + card + " is also a dead card");
            if (known & card_bit(c))
                throw DuplicateCard("card " + card + " is dealt to both " + player_name(owner[c]) + " and " +
                                    player_name(p));
            known |= card_bit(c);
            owner[c] = static_cast<int>(p);
        }
    }
    t.ranges.resize(given.size());
    t.masks.resize(given.size());
    for (size_t p = 0; p < given.size(); ++p) {
        CardMask blocked = t.board_mask | t.dead_mask;
        if (given[p].size() != 1) blocked |= known;
        for (const HoleCombo& combo : given[p]) {
            CardMask m = card_bit(combo.first) | card_bit(combo.second);
            if (m & blocked) continue;
            t.ranges[p].push_back(combo);
            t.masks[p].push_back(m);
        }
        if (t.ranges[p].empty())
            throw InvalidArgument(player_name(p) +
                                  "'s range has no hand left once the board, the dead cards and the other "
                                  "players' known cards are removed");
    }
    int left = kDeckSize - bits::popcount(t.board_mask | t.dead_mask) - 2 * t.players;
    if (left < t.missing)
        throw InvalidArgument("not enough cards: " + std::to_string(left) + " left after the board, the dead cards and " +
                              std::to_string(t.players) + " players' hole cards, " + std::to_string(t.missing) +
                              " board cards to deal");
    return t;
}

// Calls visit(combo index per player, weight product) for every deal of one
// combo per player with no shared card; stops early when visit returns false.
// Ranges that barely fit together can take long: it polls for an interruption.
template <class Visit>
bool for_each_deal(const Table& t, InterruptPoll& poll, Visit&& visit) {
    std::array<uint32_t, kMaxEquityPlayers> chosen{};
    auto rec = [&](auto& self, int p, CardMask used, double weight) -> bool {
        if (p == t.players) return visit(chosen, weight);
        const auto& masks = t.masks[p];
        for (uint32_t i = 0; i < masks.size(); ++i) {
            poll();
            if (masks[i] & used) continue;
            chosen[p] = i;
            if (!self(self, p + 1, used | masks[i], weight * t.ranges[p][i].weight)) return false;
        }
        return true;
    };
    return rec(rec, 0, t.board_mask | t.dead_mask, 1.0);
}

// ---------------------------------------------------------------------------
// Exact enumeration.

// One deal of hole cards and the deals it stands for (the same up to suits).
struct Deal {
    std::array<CardCode, 2 * kMaxEquityPlayers> cards{};  // player p: cards[2p], cards[2p + 1]
    double weight = 0;                                    // total weight of the deals it stands for
    uint64_t count = 0;                                   // how many deals it stands for
};

Deal make_deal(const Table& t, const std::array<uint32_t, kMaxEquityPlayers>& chosen) {
    Deal d;
    for (int p = 0; p < t.players; ++p) {
        d.cards[2 * p] = t.ranges[p][chosen[p]].first;
        d.cards[2 * p + 1] = t.ranges[p][chosen[p]].second;
    }
    return d;
}

// The renamings of suits that map the board onto itself and the dead cards
// onto themselves: deals related by one of them have the same outcomes.
std::vector<std::array<int, kSuits>> suit_symmetries(const Table& t) {
    std::vector<std::array<int, kSuits>> out;
    std::array<int, kSuits> perm = {0, 1, 2, 3};
    auto mapped = [&](CardMask mask) {
        CardMask r = 0;
        for (; mask; mask &= mask - 1) {
            int c = bits::countr_zero(mask);
            r |= card_bit(make_card(card_rank(static_cast<CardCode>(c)), perm[card_suit(static_cast<CardCode>(c))]));
        }
        return r;
    };
    do {
        if (mapped(t.board_mask) == t.board_mask && mapped(t.dead_mask) == t.dead_mask) out.push_back(perm);
    } while (std::next_permutation(perm.begin(), perm.end()));
    return out;
}

using DealKey = std::array<uint64_t, 2>;  // 12 bits per player, 5 players per word

struct DealKeyHash {
    size_t operator()(const DealKey& k) const { return std::hash<uint64_t>()(k[0] * 0x9E3779B97F4A7C15ULL ^ k[1]); }
};

// Deals grouped by suit symmetry, each group with its total weight and size.
// Past kMaxExactDeals groups (about a gigabyte) enumeration is refused.
constexpr size_t kMaxExactDeals = 10'000'000;

// Returns nothing when there are more groups than that.
std::optional<std::vector<Deal>> group_deals(const Table& t, InterruptPoll& poll) {
    auto symmetries = suit_symmetries(t);
    std::unordered_map<DealKey, size_t, DealKeyHash> index;
    std::vector<Deal> deals;
    bool too_many = false;
    for_each_deal(t, poll, [&](const std::array<uint32_t, kMaxEquityPlayers>& chosen, double weight) {
        DealKey best = {~uint64_t{0}, ~uint64_t{0}};
        for (const auto& perm : symmetries) {
            DealKey key = {0, 0};
            for (int p = 0; p < t.players; ++p) {
                const HoleCombo& c = t.ranges[p][chosen[p]];
                CardCode a = make_card(card_rank(c.first), perm[card_suit(c.first)]);
                CardCode b = make_card(card_rank(c.second), perm[card_suit(c.second)]);
                uint64_t pair = std::max(a, b) << 6 | std::min(a, b);
                key[p / 5] = key[p / 5] << 12 | pair;
            }
            best = std::min(best, key);
        }
        auto [it, fresh] = index.try_emplace(best, deals.size());
        if (fresh) {
            if (deals.size() == kMaxExactDeals) {
                too_many = true;
                return false;
            }
            deals.push_back(make_deal(t, chosen));
        }
        deals[it->second].weight += weight;
        ++deals[it->second].count;
        return true;
    });
    if (too_many) return std::nullopt;
    return deals;
}

// A deal ready to enumerate: hole hands, and the cards left per rank and suit.
struct DealHands {
    std::array<Hand, kMaxEquityPlayers> hole;              // partial hands
    std::array<int, kMaxEquityPlayers * kSuits> suited{};  // [player * 4 + suit]: hole cards of the suit
    std::array<int, kRanks> left_of_rank{};
    std::array<std::array<CardCode, kRanks>, kSuits> left_of_suit{};
    std::array<int, kSuits> left_in_suit{};
    int left = 0;

    DealHands(const Table& t, const Deal& d) {
        CardMask used = t.board_mask | t.dead_mask;
        for (int p = 0; p < t.players; ++p) {
            CardCode a = d.cards[2 * p], b = d.cards[2 * p + 1];
            hole[p] = hole_hand(a, b);
            used |= card_bit(a) | card_bit(b);
            ++suited[p * kSuits + card_suit(a)];
            ++suited[p * kSuits + card_suit(b)];
        }
        for (int c = 0; c < kDeckSize; ++c) {
            if (used & card_bit(c)) continue;
            int s = card_suit(static_cast<CardCode>(c));
            ++left_of_rank[card_rank(static_cast<CardCode>(c))];
            left_of_suit[s][left_in_suit[s]++] = static_cast<CardCode>(c);
            ++left;
        }
    }
};

// The boards that can give someone a flush, by suit and by the number of
// new cards of that suit (at most one suit per board: five board cards
// hold three of at most one suit).
struct FlushPart {
    int suit, flush_cards;
    double suited_sets, other_sets;  // subsets of the suit's cards left, of the others
};

template <class Visit>
void for_each_flush_part(const Table& t, const DealHands& d, Visit&& visit) {
    for (int s = 0; s < kSuits; ++s) {
        int on_board = 0, most = 0;
        for (CardCode c : t.board) on_board += card_suit(c) == s;
        for (int p = 0; p < t.players; ++p) most = std::max(most, d.suited[p * kSuits + s]);
        int suited = d.left_in_suit[s], others = d.left - suited;
        for (int k = std::max(0, 5 - on_board - most); k <= std::min(t.missing, suited); ++k) {
            FlushPart part{s, k, binomial(suited, k), binomial(others, t.missing - k)};
            if (part.suited_sets * part.other_sets > 0) visit(part);
        }
    }
}

// The evaluations one deal takes.
double deal_work(const Table& t, const DealHands& d) {
    double work = t.players * binomial(kRanks - 1 + t.missing, t.missing);
    for_each_flush_part(t, d, [&](const FlushPart& part) { work += t.players * part.suited_sets * part.other_sets; });
    return work;
}

// Partial hands of every k-card subset of cards[0..n), in lexicographic order.
void subset_hands(const CardCode* cards, int n, int k, std::vector<Hand>& out) {
    out.clear();
    auto rec = [&](auto& self, int from, int left, Hand h) -> void {
        if (left == 0) {
            out.push_back(h);
            return;
        }
        for (int i = from; i + left <= n; ++i) self(self, i + 1, left - 1, h.plus(cards[i]));
    };
    rec(rec, 0, k, Hand::partial());
}

// Every board counted by its ranks alone: per rank multiset of the cards to
// come, one rank-only evaluation per player, weighted by the number of
// boards with those ranks. Boards where someone has a flush are fixed up by
// correct_flush_boards.
void count_boards_by_rank(const Table& t, const DealHands& d, int64_t* outcomes) {
    std::array<uint64_t, kMaxEquityPlayers> base{};
    for (int p = 0; p < t.players; ++p) base[p] = static_cast<uint32_t>(t.board_hand.key + d.hole[p].key);
    static const int64_t choose[5][5] = {{1, 0, 0, 0, 0}, {1, 1, 0, 0, 0}, {1, 2, 1, 0, 0}, {1, 3, 3, 1, 0}, {1, 4, 6, 4, 1}};
    HandValue values[kMaxEquityPlayers];
    auto rec = [&](auto& self, int rank, int to_deal, int64_t boards, uint64_t ranks_key) -> void {
        if (to_deal == 0) {
            for (int p = 0; p < t.players; ++p) values[p] = rank_value(base[p] + ranks_key);
            outcomes[winners(values, t.players)] += boards;
            return;
        }
        if (rank == kRanks) return;
        int most = std::min(d.left_of_rank[rank], to_deal);
        for (int n = 0; n <= most; ++n)
            self(self, rank + 1, to_deal - n, boards * choose[d.left_of_rank[rank]][n],
                 ranks_key + uint64_t{tables::kRankMultiplier[rank]} * n);
    };
    rec(rec, 0, t.missing, 1, 0);
}

// The boards of one flush part (suited subsets first..last), card by card:
// where a flush changes who wins, the rank-only outcome counted before is
// replaced.
void correct_flush_boards(const Table& t, const DealHands& d, const FlushPart& part, size_t first, size_t last,
                          int64_t* outcomes) {
    thread_local std::vector<Hand> suited_sets, other_sets;
    CardCode others[kDeckSize];
    int n_others = 0;
    for (int s = 0; s < kSuits; ++s)
        for (int i = 0; s != part.suit && i < d.left_in_suit[s]; ++i) others[n_others++] = d.left_of_suit[s][i];
    subset_hands(d.left_of_suit[part.suit].data(), d.left_in_suit[part.suit], part.flush_cards, suited_sets);
    subset_hands(others, n_others, t.missing - part.flush_cards, other_sets);
    last = std::min(last, suited_sets.size());
    std::array<Hand, kMaxEquityPlayers> with_suited;
    HandValue by_rank[kMaxEquityPlayers], actual[kMaxEquityPlayers];
    for (size_t a = first; a < last; ++a) {
        for (int p = 0; p < t.players; ++p) {
            with_suited[p] = t.board_hand;
            with_suited[p].add(suited_sets[a]).add(d.hole[p]);
        }
        for (const Hand& rest : other_sets) {
            bool flush = false;
            for (int p = 0; p < t.players; ++p) {
                Hand h = with_suited[p];
                h.add(rest);
                by_rank[p] = actual[p] = rank_value(h.key);
                if (h.key & Hand::kFlushCheck) {
                    actual[p] = evaluate(h);
                    flush = true;
                }
            }
            if (!flush) continue;
            unsigned before = winners(by_rank, t.players), after = winners(actual, t.players);
            if (before != after) {
                --outcomes[before];
                ++outcomes[after];
            }
        }
    }
}

// A piece of exact work: a whole deal, or (when there are few deals, to
// share them among threads) its rank part or a chunk of one flush part.
struct ExactTask {
    enum Kind : uint8_t { WholeDeal, Ranks, Flush } kind;
    uint32_t deal;
    FlushPart part;
    uint32_t first, last;  // suited subsets of the flush part
};

void run_task(const Table& t, const std::vector<Deal>& deals, const ExactTask& task, int64_t* outcomes) {
    DealHands d(t, deals[task.deal]);
    if (task.kind == ExactTask::Flush) {
        correct_flush_boards(t, d, task.part, task.first, task.last, outcomes);
        return;
    }
    count_boards_by_rank(t, d, outcomes);
    if (task.kind == ExactTask::WholeDeal)
        for_each_flush_part(t, d, [&](const FlushPart& part) {
            correct_flush_boards(t, d, part, 0, static_cast<size_t>(part.suited_sets), outcomes);
        });
}

// Outcome counts by winner set (bit i: player i shares the best hand),
// weighted by each deal's weight.
std::vector<double> enumerate_exact(const Table& t, const std::vector<Deal>& deals, int threads_requested,
                                    const std::function<bool()>& interrupted) {
    std::vector<ExactTask> tasks;
    double work = 0;
    constexpr size_t kFewDeals = 64;
    if (deals.size() > kFewDeals) {
        work = static_cast<double>(deals.size()) * deal_work(t, DealHands(t, deals[0]));
        for (uint32_t i = 0; i < deals.size(); ++i) tasks.push_back({ExactTask::WholeDeal, i, {}, 0, 0});
    } else {
        for (uint32_t i = 0; i < deals.size(); ++i) {
            DealHands d(t, deals[i]);
            work += deal_work(t, d);
            tasks.push_back({ExactTask::Ranks, i, {}, 0, 0});
            for_each_flush_part(t, d, [&](const FlushPart& part) {
                // Chunks of about 8k boards keep every thread busy to the end.
                auto chunk = static_cast<uint32_t>(std::max(1.0, std::floor(8192 / part.other_sets)));
                for (uint32_t first = 0; first < part.suited_sets; first += chunk)
                    tasks.push_back({ExactTask::Flush, i, part, first, first + chunk});
            });
        }
    }
    int threads = thread_count(threads_requested, work, 150'000, tasks.size());
    size_t sets = size_t{1} << t.players;
    std::vector<std::vector<double>> totals(threads, std::vector<double>(sets));
    // A deal split into tasks has flush tasks whose counts are corrections
    // (negative): they are added up as integers per deal before the deal's
    // weight multiplies them, else rounding leaves outcomes of -1e-18.
    const bool split = deals.size() <= kFewDeals;
    std::vector<std::vector<int64_t>> by_deal(split ? threads : 0, std::vector<int64_t>(deals.size() * sets));
    run_parallel(tasks.size(), threads, interrupted, [&](size_t i, int w) {
        // Counted on this thread's stack: per-thread heap rows would share cache lines.
        int64_t counts[size_t{1} << kMaxEquityPlayers];
        std::fill(counts, counts + sets, 0);
        run_task(t, deals, tasks[i], counts);
        if (split) {
            int64_t* row = by_deal[w].data() + tasks[i].deal * sets;
            for (size_t m = 1; m < sets; ++m) row[m] += counts[m];
            return;
        }
        double weight = deals[tasks[i].deal].weight;
        for (size_t m = 1; m < sets; ++m)
            if (counts[m]) totals[w][m] += weight * static_cast<double>(counts[m]);
    });
    for (size_t d = 0; split && d < deals.size(); ++d)
        for (size_t m = 1; m < sets; ++m) {
            int64_t count = 0;
            for (int w = 0; w < threads; ++w) count += by_deal[w][d * sets + m];
            if (count) totals[0][m] += deals[d].weight * static_cast<double>(count);
        }
    for (int w = 1; w < threads; ++w)
        for (size_t m = 0; m < sets; ++m) totals[0][m] += totals[w][m];
    return totals[0];
}

// ---------------------------------------------------------------------------
// Monte Carlo.

// Draws a player's combo in proportion to its weight (Vose's alias method).
struct ComboSampler {
    std::vector<Hand> holes;
    std::vector<CardMask> masks;
    std::vector<uint64_t> keep;  // keep slot i when 32 random bits are below keep[i]
    std::vector<uint32_t> alias;

    ComboSampler(const HoleRange& range, const std::vector<CardMask>& combo_masks) : masks(combo_masks) {
        size_t n = range.size();
        double total = 0;
        for (const HoleCombo& c : range) {
            holes.push_back(hole_hand(c.first, c.second));
            total += c.weight;
        }
        std::vector<double> scaled(n);
        std::vector<uint32_t> small, large;
        for (size_t i = 0; i < n; ++i) {
            scaled[i] = range[i].weight * static_cast<double>(n) / total;
            (scaled[i] < 1 ? small : large).push_back(static_cast<uint32_t>(i));
        }
        keep.assign(n, uint64_t{1} << 32);
        alias.resize(n);
        for (size_t i = 0; i < n; ++i) alias[i] = static_cast<uint32_t>(i);
        while (!small.empty() && !large.empty()) {
            uint32_t s = small.back(), l = large.back();
            small.pop_back();
            keep[s] = static_cast<uint64_t>(scaled[s] * 4294967296.0);
            alias[s] = l;
            scaled[l] -= 1 - scaled[s];
            if (scaled[l] < 1) {
                large.pop_back();
                small.push_back(l);
            }
        }
    }
    uint32_t draw(Xoshiro256& rng) const {
        auto n = static_cast<uint32_t>(holes.size());
        if (n == 1) return 0;
        uint64_t r = rng();
        auto i = static_cast<uint32_t>(((r >> 32) * n) >> 32);
        return (r & 0xFFFFFFFF) < keep[i] ? i : alias[i];
    }
};

constexpr int kMaxDealAttempts = 1'000'000;

// A sum of non-negative doubles that is exact from 2^-320 up (smaller parts
// are dropped), so it is the same whatever the order of the additions:
// weighted Monte Carlo results then do not depend on which thread ran which
// chunk. Fixed point in 64-bit limbs; sums stay below 2^320.
class ExactSum {
public:
    void add(double x) {
        if (!(x > 0)) return;
        int e = 0;
        const auto mantissa = static_cast<uint64_t>(std::ldexp(std::frexp(x, &e), 53));  // x = mantissa * 2^(e-53)
        int at = e - 53 - kLowBit;
        uint64_t bits = mantissa;
        if (at < 0) {
            if (at <= -53) return;
            bits >>= -at;
            at = 0;
        }
        const int limb = at / 64, shift = at % 64;
        add_at(limb, bits << shift);
        if (shift) add_at(limb + 1, bits >> (64 - shift));
    }
    void add(const ExactSum& other) {
        for (int i = 0; i < kLimbs; ++i) add_at(i, other.limbs_[i]);
    }
    double value() const {
        double v = 0;
        for (int i = kLimbs - 1; i >= 0; --i) v += std::ldexp(static_cast<double>(limbs_[i]), 64 * i + kLowBit);
        return v;
    }

private:
    static constexpr int kLimbs = 10, kLowBit = -320;
    void add_at(int i, uint64_t v) {
        for (; v && i < kLimbs; ++i) {
            limbs_[i] += v;
            v = limbs_[i] < v;  // the carry
        }
    }
    uint64_t limbs_[kLimbs] = {};
};

// What sampling gives summarize: outcome weights by winner set and, when the
// trials are weighted, the sums of their squared weights (for the error).
struct Samples {
    std::vector<double> outcomes, squared;
};

// Deals drawn player by player, each player's combo from those left by the
// players before (in proportion to their weights): no draw is rejected. Such
// a deal is drawn with probability prod(w_p / z_p), z_p the weight left to
// player p, instead of in proportion to prod(w_p); weighting each trial by
// prod(z_p) corrects that exactly (sequential importance sampling). Made for
// ranges that overlap so much that whole deals rarely come out disjoint.
Samples sample_conditionally(const Table& t, const EquityOptions& options, uint64_t chunks, int threads) {
    const size_t sets = size_t{1} << t.players;
    std::vector<std::vector<ExactSum>> sums(threads, std::vector<ExactSum>(2 * sets));
    run_parallel(chunks, threads, options.interrupted, [&](size_t chunk, int w) {
        Xoshiro256 rng(options.seed, chunk);
        const uint64_t n = std::min(kTrialsPerChunk, options.trials - chunk * kTrialsPerChunk);
        std::vector<double> out(2 * sets);  // weight, then squared weight, by winner set
        std::array<Hand, kMaxEquityPlayers> hole;
        HandValue values[kMaxEquityPlayers];
        for (uint64_t trial = 0; trial < n; ++trial) {
            CardMask used = t.board_mask | t.dead_mask;
            double weight = 1;
            for (int p = 0; p < t.players && weight > 0; ++p) {
                const auto& masks = t.masks[p];
                const auto& range = t.ranges[p];
                double left = 0;
                for (size_t i = 0; i < masks.size(); ++i) left += (masks[i] & used) ? 0.0 : range[i].weight;
                weight *= left;
                if (!(left > 0)) break;  // no combo left: this trial weighs nothing
                // 53 random bits pick a point in the weight left; the last combo left takes any rounding.
                double point = static_cast<double>(rng() >> 11) * 0x1p-53 * left;
                size_t pick = masks.size();
                for (size_t i = 0; i < masks.size(); ++i) {
                    if (masks[i] & used) continue;
                    pick = i;
                    point -= range[i].weight;
                    if (point < 0) break;
                }
                used |= masks[pick];
                hole[p] = hole_hand(range[pick].first, range[pick].second);
            }
            if (!(weight > 0)) continue;
            Hand board = t.board_hand;
            for (int k = 0; k < t.missing; ++k) {
                int c;
                do c = static_cast<int>(((rng() >> 32) * kDeckSize) >> 32);
                while (used & card_bit(c));
                used |= card_bit(c);
                board.add(static_cast<CardCode>(c));
            }
            for (int p = 0; p < t.players; ++p) values[p] = evaluate(Hand(board).add(hole[p]));
            const unsigned m = winners(values, t.players);
            out[m] += weight;
            out[sets + m] += weight * weight;
        }
        for (size_t i = 0; i < 2 * sets; ++i) sums[w][i].add(out[i]);
    });
    for (int w = 1; w < threads; ++w)
        for (size_t i = 0; i < 2 * sets; ++i) sums[0][i].add(sums[w][i]);
    Samples result{std::vector<double>(sets), std::vector<double>(sets)};
    double total = 0;
    for (size_t m = 0; m < sets; ++m) total += result.outcomes[m] = sums[0][m].value();
    for (size_t m = 0; m < sets; ++m) result.squared[m] = sums[0][sets + m].value();
    // Scaled so that the weights add up to the trials (as for unweighted trials).
    if (total > 0) {
        const double scale = static_cast<double>(options.trials) / total;
        for (size_t m = 0; m < sets; ++m) {
            result.outcomes[m] *= scale;
            result.squared[m] *= scale * scale;
        }
    }
    return result;
}

// Whether whole-deal rejection would waste most of its draws: it is tried
// 4096 times first, from a generator of its own (so the choice depends only
// on the seed). Conditional draws cost a pass over each range per player;
// rejection costs a few draws per attempt, and 1/acceptance attempts.
bool draws_rarely_deal(const Table& t, const std::vector<ComboSampler>& samplers, uint64_t seed) {
    // Ranges that share no card always deal.
    CardMask seen = 0;
    bool shared = false;
    for (const auto& masks : t.masks) {
        CardMask mine = 0;
        for (CardMask m : masks) mine |= m;
        shared |= (mine & seen) != 0;
        seen |= mine;
    }
    if (!shared) return false;
    constexpr int kPilot = 4096;
    Xoshiro256 rng(seed, ~uint64_t{0});  // chunk indices never reach this stream
    int dealt = 0;
    for (int attempt = 0; attempt < kPilot; ++attempt) {
        CardMask used = t.board_mask | t.dead_mask;
        int p = 0;
        for (; p < t.players; ++p) {
            uint32_t i = samplers[p].draw(rng);
            if (samplers[p].masks[i] & used) break;
            used |= samplers[p].masks[i];
        }
        dealt += p == t.players;
    }
    double range_work = 0;
    for (const auto& masks : t.masks) range_work += static_cast<double>(masks.size());
    const double acceptance = static_cast<double>(dealt) / kPilot;
    return acceptance * range_work < 2.0 * t.players;
}

// Sample counts by winner set.
Samples sample(const Table& t, const EquityOptions& options) {
    std::vector<ComboSampler> samplers;
    for (int p = 0; p < t.players; ++p) samplers.emplace_back(t.ranges[p], t.masks[p]);
    // Rounded up without overflow (trials + kTrialsPerChunk - 1 wraps near 2^64).
    uint64_t chunks = options.trials / kTrialsPerChunk + (options.trials % kTrialsPerChunk != 0);
    int threads = thread_count(options.threads, static_cast<double>(options.trials) * t.players, 100'000, chunks);
    if (draws_rarely_deal(t, samplers, options.seed)) return sample_conditionally(t, options, chunks, threads);
    size_t sets = size_t{1} << t.players;
    std::vector<std::vector<uint64_t>> counts(threads, std::vector<uint64_t>(sets));
    const CardMask fixed = t.board_mask | t.dead_mask;
    run_parallel(chunks, threads, options.interrupted, [&](size_t chunk, int w) {
        Xoshiro256 rng(options.seed, chunk);
        // Board cards take 32 random bits each, two per generator call.
        uint64_t spare = 0;
        bool have_spare = false;
        auto random_bits = [&]() -> uint32_t {
            have_spare = !have_spare;
            if (have_spare) {
                spare = rng();
                return static_cast<uint32_t>(spare);
            }
            return static_cast<uint32_t>(spare >> 32);
        };
        uint64_t n = std::min(kTrialsPerChunk, options.trials - chunk * kTrialsPerChunk);
        // Read per trial, so kept in this thread's frame (see calculate_equity).
        const CardMask fixed_cards = fixed;
        const int players = t.players, missing = t.missing;
        const Hand board_start = t.board_hand;
        const ComboSampler* const sampler = samplers.data();
        // Counted on this thread's stack: per-thread heap rows would share cache lines.
        uint64_t out[size_t{1} << kMaxEquityPlayers];
        std::fill(out, out + sets, 0);
        std::array<Hand, kMaxEquityPlayers> hole;
        HandValue values[kMaxEquityPlayers];
        for (uint64_t trial = 0; trial < n; ++trial) {
            // Whole deals are redrawn until no card is shared: that samples
            // deals in proportion to the product of their combos' weights.
            CardMask used;
            for (int attempt = 0;; ++attempt) {
                if (attempt == kMaxDealAttempts)
                    throw InvalidArgument("the players' ranges overlap so much that fewer than one draw in a million "
                                          "deals them without a shared card: use exact enumeration");
                used = fixed_cards;
                int p = 0;
                for (; p < players; ++p) {
                    uint32_t i = sampler[p].draw(rng);
                    if (sampler[p].masks[i] & used) break;
                    used |= sampler[p].masks[i];
                    hole[p] = sampler[p].holes[i];
                }
                if (p == players) break;
            }
            Hand board = board_start;
            for (int k = 0; k < missing; ++k) {
                int c;
                do c = static_cast<int>((uint64_t{random_bits()} * kDeckSize) >> 32);
                while (used & card_bit(c));
                used |= card_bit(c);
                board.add(static_cast<CardCode>(c));
            }
            for (int p = 0; p < players; ++p) values[p] = evaluate(Hand(board).add(hole[p]));
            ++out[winners(values, players)];
        }
        for (size_t m = 0; m < sets; ++m) counts[w][m] += out[m];
    });
    std::vector<double> total(sets);
    for (int w = 0; w < threads; ++w)
        for (size_t m = 0; m < sets; ++m) total[m] += static_cast<double>(counts[w][m]);
    return {total, {}};
}

// `squared`: for weighted trials, the sums of their squared weights by winner
// set (empty for unweighted or exact counts).
EquityResult summarize(int players, const std::vector<double>& outcomes, bool exact, uint64_t trials,
                       const std::vector<double>& squared = {}) {
    EquityResult r;
    r.exact = exact;
    r.trials = trials;
    for (double n : outcomes) r.total += n;
    if (!(r.total > 0))
        throw InvalidArgument("the weights are too far apart: every deal of hole cards weighs less than the "
                              "smallest double (weights within a factor of 1e30 of each other are always safe)");
    r.players.resize(players);
    for (int p = 0; p < players; ++p) {
        PlayerEquity& e = r.players[p];
        double share = 0, share_squared = 0;
        for (size_t m = 1; m < outcomes.size(); ++m) {
            if (!(m >> p & 1) || outcomes[m] == 0) continue;
            int split = bits::popcount(static_cast<unsigned>(m));
            (split == 1 ? e.wins : e.ties) += outcomes[m];
            share += outcomes[m] / split;
            share_squared += outcomes[m] / (split * split);
        }
        e.equity = share / r.total;
        e.win = e.wins / r.total;
        e.tie = (share - e.wins) / r.total;
        e.tie_probability = e.ties / r.total;
        if (!exact && squared.empty())
            e.std_error = std::sqrt(std::max(0.0, share_squared / r.total - e.equity * e.equity) / r.total);
        if (!exact && !squared.empty()) {
            // The ratio estimator's: sum of w^2 (x - equity)^2 over trials, over (sum of w)^2.
            double spread = 0;
            for (size_t m = 1; m < outcomes.size(); ++m) {
                const double x = (m >> p & 1) ? 1.0 / bits::popcount(static_cast<unsigned>(m)) : 0.0;
                spread += squared[m] * (x - e.equity) * (x - e.equity);
            }
            spread += squared[0] * e.equity * e.equity;
            e.std_error = std::sqrt(spread) / r.total;
        }
    }
    return r;
}

}  // namespace

EquityResult calculate_equity(const std::vector<HoleRange>& players, const std::vector<CardCode>& board,
                              const std::vector<CardCode>& dead, const EquityOptions& options) {
    // On the heap: worker threads read the table all the time, and on this
    // thread's stack it could share cache lines with what this thread, itself
    // a worker, writes all the time (measured: 1 M trials took 15-22 ms instead
    // of 10.5 ms on two threads, depending on where the stack started).
    const auto table = std::make_unique<Table>(make_table(players, board, dead));
    const Table& t = *table;
    if (options.method != EquityMethod::Exact && (options.trials == 0 || options.trials > kMaxEquityTrials))
        throw InvalidArgument("Monte Carlo takes 1 to 2^53 trials, got " + std::to_string(options.trials));

    InterruptPoll poll(options.interrupted, 4096);
    std::array<uint32_t, kMaxEquityPlayers> first_deal{};
    bool dealable = !for_each_deal(t, poll, [&](const std::array<uint32_t, kMaxEquityPlayers>& chosen, double) {
        first_deal = chosen;
        return false;
    });
    if (!dealable)
        throw InvalidArgument("the players' ranges cannot be dealt together: every choice of hands shares a card");

    bool exact = options.method == EquityMethod::Exact;
    // Deals up to suit symmetry, at most: the product of the range sizes
    // over the number of symmetries (card removal only lowers it).
    double deals_bound = 1;
    for (const auto& r : t.ranges) deals_bound *= static_cast<double>(r.size());
    deals_bound /= static_cast<double>(suit_symmetries(t).size());
    std::vector<Deal> deals;
    // Past this bound grouping the deals would pass kMaxExactDeals: refused up front, before the slow grouping.
    bool enumerable = deals_bound <= 2.0 * kMaxExactDeals;
    if (options.method == EquityMethod::Auto) {
        // Exact when it costs at most about twice the sampling it replaces
        // and the deals can be enumerated; else Monte Carlo.
        double budget = 2.0 * static_cast<double>(options.trials) * t.players;
        double per_deal = deal_work(t, DealHands(t, make_deal(t, first_deal)));
        if (enumerable && deals_bound * per_deal <= budget) {
            std::optional<std::vector<Deal>> grouped = group_deals(t, poll);
            if (grouped) {
                deals = std::move(*grouped);
                exact = static_cast<double>(deals.size()) * per_deal <= budget;
            }
        }
    } else if (exact) {
        std::optional<std::vector<Deal>> grouped;
        if (enumerable) grouped = group_deals(t, poll);
        if (!grouped)
            throw InvalidArgument(
                (enumerable ? "more than " + std::to_string(kMaxExactDeals) : "about " + approximate(deals_bound)) +
                " different deals of hole cards: too many to enumerate exactly, use Monte Carlo");
        deals = std::move(*grouped);
    }
    if (!exact) {
        const Samples samples = sample(t, options);
        return summarize(t.players, samples.outcomes, false, options.trials, samples.squared);
    }

    uint64_t deal_count = 0;
    for (const Deal& d : deals) deal_count += d.count;
    int left = kDeckSize - bits::popcount(t.board_mask | t.dead_mask) - 2 * t.players;
    auto boards = static_cast<uint64_t>(binomial(left, t.missing));
    return summarize(t.players, enumerate_exact(t, deals, options.threads, options.interrupted), true, deal_count * boards);
}

Category board_category(const std::vector<CardCode>& board) {
    if (board.size() == 5) return category_of(evaluate_cards(board.data(), board.size()));
    if (board.size() > 5) throw InvalidArgument("a board has at most 5 cards, got " + std::to_string(board.size()));
    checked_cards(board, "on the board twice");
    // Under five cards there is no straight or flush: the rank counts decide.
    int of_rank[kRanks] = {};
    for (CardCode c : board) ++of_rank[card_rank(c)];
    int most = *std::max_element(of_rank, of_rank + kRanks);
    auto pairs = std::count(of_rank, of_rank + kRanks, 2);
    if (most == 4) return Category::Quads;
    if (most == 3) return Category::Trips;
    if (pairs == 2) return Category::TwoPair;
    return pairs == 1 ? Category::Pair : Category::HighCard;
}

std::vector<CardCode> find_outs(const std::vector<CardCode>& hole, const std::vector<CardCode>& board,
                                const std::vector<std::vector<CardCode>>& opponents,
                                const std::vector<CardCode>& dead, std::optional<Category> target) {
    if (hole.size() != 2) throw InvalidArgument("hole cards are two cards, got " + std::to_string(hole.size()));
    if (board.size() != 3 && board.size() != 4)
        throw InvalidArgument("outs are counted on a flop or a turn: 3 or 4 board cards, got " +
                              std::to_string(board.size()));
    for (size_t i = 0; i < opponents.size(); ++i)
        if (opponents[i].size() != 2)
            throw InvalidArgument("opponent " + std::to_string(i + 1) + ": hole cards are two cards, got " +
                                  std::to_string(opponents[i].size()));
    if (!opponents.empty() && target)
        throw InvalidArgument("count outs either against opponents or to a category, not both");
    std::vector<CardCode> known = hole;
    known.insert(known.end(), board.begin(), board.end());
    known.insert(known.end(), dead.begin(), dead.end());
    for (const auto& o : opponents) known.insert(known.end(), o.begin(), o.end());
    CardMask used = checked_cards(known, "given twice");

    Hand table;
    for (CardCode c : board) table.add(c);
    Hand mine = Hand(table).add(hole_hand(hole[0], hole[1]));
    std::vector<Hand> theirs;
    for (const auto& o : opponents) theirs.push_back(Hand(table).add(hole_hand(o[0], o[1])));
    Category now = category_of(evaluate(mine));
    std::vector<CardCode> next_board = board;
    next_board.push_back(0);
    std::vector<CardCode> outs;
    for (int code = 0; code < kDeckSize; ++code) {
        if (used & card_bit(code)) continue;
        auto card = static_cast<CardCode>(code);
        HandValue value = evaluate(Hand(mine).add(card));
        bool hit;
        if (!opponents.empty()) {
            hit = std::all_of(theirs.begin(), theirs.end(),
                              [&](const Hand& h) { return value > evaluate(Hand(h).add(card)); });
        } else {
            Category then = category_of(value);
            next_board.back() = card;
            Category shown = board_category(next_board);
            hit = target ? then >= *target && *target > std::max(now, shown) : then > now && then > shown;
        }
        if (hit) outs.push_back(card);
    }
    return outs;
}

}  // namespace holdem
