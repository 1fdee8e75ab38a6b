// Equity in Omaha and short deck (variant_equity.hpp).
//
// The cards still to come are dealt in a fixed order: each random hand in
// turn, then the board. Exact enumeration walks every such deal, each hand's
// cards and the board's in ascending order, in tasks that fix the first few
// cards (shared among threads); Monte Carlo draws them by a partial shuffle
// of the cards left. Each board's part of a hand value is worked out once and
// shared by every player: for Omaha the board's row of rank-pair values (one
// hash), for the short deck the board as a partial hand.
#include "holdem/variant_equity.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "equity_parts.hpp"
#include "holdem/bits.hpp"
#include "holdem/omaha.hpp"
#include "omaha_parts.hpp"
#include "parallel.hpp"

namespace holdem {
namespace {

using detail::approximate;
using detail::binomial;
using detail::kTrialsPerChunk;
using detail::run_parallel;
using detail::thread_count;
using detail::Xoshiro256;

using CardMask = uint64_t;  // bit c for card code c (or for deck index c)
constexpr CardMask card_bit(int c) { return CardMask{1} << c; }

// A pot in whole units: every share of it is whole, halves split up to ten ways included.
constexpr uint64_t kPotUnits = 5040;  // 2 * lcm(1..10)
// kPotUnits / n for n players sharing (0 unused).
constexpr uint64_t kPart[kMaxEquityPlayers + 1] = {0, 5040, 2520, 1680, 1260, 1008, 840, 720, 630, 560, 504};

std::string player_name(size_t i) { return "player " + std::to_string(i + 1); }

// ---------------------------------------------------------------------------
// Counting outcomes.

enum Field : int { Share, Squared, HighWins, HighTies, HighShare, LowWins, LowTies, LowShare, Scoops, kFields };

// Bits set in each 10-bit mask: the hot loop counts winners without a
// popcount instruction, which a baseline x86-64 build lacks.
struct BitCounts {
    uint8_t of[1 << kMaxEquityPlayers] = {};
    constexpr BitCounts() {
        for (int m = 1; m < (1 << kMaxEquityPlayers); ++m) of[m] = static_cast<uint8_t>(of[m >> 1] + (m & 1));
    }
};
constexpr BitCounts kBitCounts{};

// One task's or chunk's counts: small enough for 64 bits. Outcomes are
// binned by who wins (the high winners, and the low winners in hi-lo) while
// the bins fit in 1024; the shares are worked out per bin at the end.
class Counts {
public:
    Counts(int players, bool hi_lo)
        : players_(players), hi_lo_(hi_lo), binned_(!hi_lo || 2 * players <= kMaxEquityPlayers) {}

    // One outcome: the high winners and the low winners (0: no low qualifies).
    void add(unsigned high, unsigned low) {
        if (binned_)
            ++bins_[hi_lo_ ? high << players_ | low : high];
        else
            record(high, low, 1);
    }

    // The counts per player, the bins emptied into them.
    void settle() {
        if (!binned_) return;
        const unsigned low_bits = hi_lo_ ? static_cast<unsigned>(players_) : 0;
        for (unsigned key = 0; key < (1u << (players_ + low_bits)); ++key) {
            if (!bins_[key]) continue;
            record(key >> low_bits, key & ((1u << low_bits) - 1), bins_[key]);
            bins_[key] = 0;
        }
    }

    uint64_t outcomes = 0, lows = 0;
    uint64_t player[kMaxEquityPlayers][kFields] = {};

private:
    void record(unsigned high, unsigned low, uint64_t count) {
        const int n_high = kBitCounts.of[high], n_low = kBitCounts.of[low];
        const uint64_t high_part = low ? kPart[n_high] / 2 : kPart[n_high], low_part = low ? kPart[n_low] / 2 : 0;
        outcomes += count;
        lows += low ? count : 0;
        for (int p = 0; p < players_; ++p) {
            const uint64_t in_high = high >> p & 1, in_low = low >> p & 1;
            const uint64_t share = in_high * high_part + in_low * low_part;
            uint64_t* row = player[p];
            row[Share] += count * share;
            row[Squared] += count * share * share;
            row[HighWins] += count * (in_high & (n_high == 1));
            row[HighTies] += count * (in_high & (n_high > 1));
            row[HighShare] += count * in_high * kPart[n_high];
            row[LowWins] += count * (in_low & (n_low == 1));
            row[LowTies] += count * (in_low & (n_low > 1));
            row[LowShare] += count * in_low * kPart[n_low];
            row[Scoops] += count * (share == kPotUnits);
        }
    }

    int players_;
    bool hi_lo_, binned_;
    uint64_t bins_[1 << kMaxEquityPlayers] = {};
};

// A 128-bit sum: the counts of a whole run (2^53 trials of 5040 units squared) need more than 64 bits.
struct Wide {
    uint64_t low = 0, high = 0;
    void add(uint64_t v) {
        low += v;
        high += low < v;
    }
    void add(const Wide& other) {
        add(other.low);
        high += other.high;
    }
    double value() const { return std::ldexp(static_cast<double>(high), 64) + static_cast<double>(low); }
};

struct Totals {
    Wide outcomes, lows;
    Wide player[kMaxEquityPlayers][kFields];
    void add(const Counts& c, int players) {
        outcomes.add(c.outcomes);
        lows.add(c.lows);
        for (int p = 0; p < players; ++p)
            for (int f = 0; f < kFields; ++f) player[p][f].add(c.player[p][f]);
    }
    void add(const Totals& t, int players) {
        outcomes.add(t.outcomes);
        lows.add(t.lows);
        for (int p = 0; p < players; ++p)
            for (int f = 0; f < kFields; ++f) player[p][f].add(t.player[p][f]);
    }
};

// Bit i set for each player holding the best value; 0 when the best is 0
// (no qualifying low). Branch-free: who wins is a coin toss to the predictor.
template <class Value>
inline unsigned best_of(const Value* values, int n) {
    Value best = 0;
    for (int i = 0; i < n; ++i) best = std::max(best, values[i]);
    unsigned mask = 0;
    for (int i = 0; i < n; ++i) mask |= static_cast<unsigned>(values[i] == best) << i;
    return best ? mask : 0;
}

// ---------------------------------------------------------------------------
// The games: a player's hole cards and the board as their value rule reads
// them, and one showdown.

// A game is a player's hole cards and the board as its value rule reads
// them: add() extends a board by a card, finish() readies a complete board
// (and may start loading what showdown() will read), showdown() counts one
// outcome.

inline void prefetch(const void* p) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(p);
#else
    (void)p;
#endif
}

template <int H, bool HiLo>
struct Omaha {
    static constexpr bool kHiLo = HiLo;
    struct Player {
        CardCode hole[H];
        uint8_t low;  // the hole's low ranks
    };
    struct Board {
        detail::Board cards;
        uint8_t low = 0;                // the board's low ranks
        const uint16_t* row = nullptr;  // its row of rank-pair values, once finished
    };
    Player player(const CardCode* cards) const {
        Player p{};
        for (int i = 0; i < H; ++i) {
            p.hole[i] = cards[i];
            p.low |= detail::kLowBits.bit[cards[i]];
        }
        return p;
    }
    static void add(Board& b, CardCode c) {
        b.cards.key += tables::kCardKey[c];
        b.cards.mask |= tables::kCardMask[c];
        b.low |= detail::kLowBits.bit[c];
    }
    // The row (182 bytes) is mostly outside L2: its load starts here.
    static void finish(Board& b) {
        b.row = detail::ranks_row(b.cards);
        for (int line = 0; line < 3; ++line) prefetch(b.row + 32 * line);
    }
    void showdown(const Board& b, const Player* players, int n, Counts& counts) const {
        HandValue high[kMaxEquityPlayers];
        for (int p = 0; p < n; ++p)
            high[p] = std::max(detail::best_pair<H>(b.row, players[p].hole),
                               detail::best_flush<H>(b.cards, players[p].hole));
        unsigned low_winners = 0;
        if (HiLo && kBitCounts.of[b.low] >= 3) {
            uint8_t low[kMaxEquityPlayers];
            for (int p = 0; p < n; ++p) low[p] = tables::kOmahaLow[static_cast<unsigned>(players[p].low) << 8 | b.low];
            low_winners = best_of(low, n);
        }
        counts.add(best_of(high, n), low_winners);
    }
};

struct ShortDeck {
    static constexpr bool kHiLo = false;
    ShortDeckRule rule;
    struct Player {
        Hand hole;  // partial
    };
    struct Board {
        Hand cards;  // a full Hand: the suit counters' bias is here
    };
    Player player(const CardCode* cards) const { return {Hand::partial().add(cards[0]).add(cards[1])}; }
    static void add(Board& b, CardCode c) { b.cards.add(c); }
    static void finish(Board&) {}
    void showdown(const Board& b, const Player* players, int n, Counts& counts) const {
        uint16_t value[kMaxEquityPlayers];
        for (int p = 0; p < n; ++p)
            value[p] = static_cast<uint16_t>(short_deck_value(Hand(b.cards).add(players[p].hole), rule));
        counts.add(best_of(value, n), 0);
    }
};

// ---------------------------------------------------------------------------
// Input checks and what is left to deal.

struct Setup {
    int players = 0, hole = 0;
    std::vector<std::vector<CardCode>> known;  // per player; empty: a random hand
    std::vector<int> random;                   // the players with random hands, in order
    std::vector<CardCode> board;
    int missing = 0;                           // board cards to come
    std::vector<CardCode> deck;                // the cards left to deal, ascending
    int to_deal = 0;                           // random hands' cards, then the board's
    double outcomes = 0;                       // deals of the random hands times boards
};

const char* game_name(const VariantEquityOptions& o) {
    if (o.game == EquityGame::ShortDeck) return "short-deck";
    return o.game == EquityGame::OmahaHiLo ? "Omaha hi-lo" : "Omaha";
}

Setup make_setup(const std::vector<std::vector<CardCode>>& players, const std::vector<CardCode>& board,
                 const std::vector<CardCode>& dead, const VariantEquityOptions& options) {
    Setup s;
    s.players = static_cast<int>(players.size());
    if (s.players < kMinEquityPlayers || s.players > kMaxEquityPlayers)
        throw InvalidArgument("equity takes " + std::to_string(kMinEquityPlayers) + " to " +
                              std::to_string(kMaxEquityPlayers) + " players, got " + std::to_string(s.players));
    const bool short_deck = options.game == EquityGame::ShortDeck;
    if (options.game != EquityGame::OmahaHigh && options.game != EquityGame::OmahaHiLo && !short_deck)
        throw InvalidArgument("the game is Omaha high, Omaha hi-lo or short deck, got game " +
                              std::to_string(static_cast<int>(options.game)));
    if (short_deck && options.short_deck_rule != ShortDeckRule::TripsBeatStraight &&
        options.short_deck_rule != ShortDeckRule::StraightBeatsTrips)
        throw InvalidArgument("the short-deck rule is TripsBeatStraight (0) or StraightBeatsTrips (1), got " +
                              std::to_string(static_cast<int>(options.short_deck_rule)));
    s.hole = options.hole_cards;
    if (short_deck && s.hole != 2)
        throw InvalidArgument("short-deck hands are 2 hole cards, got hole_cards " + std::to_string(s.hole));
    if (!short_deck && (s.hole < 4 || s.hole > 6))
        throw InvalidArgument("Omaha hands are 4, 5 or 6 hole cards, got hole_cards " + std::to_string(s.hole));
    if (board.size() > 5) throw InvalidArgument("a board has at most 5 cards, got " + std::to_string(board.size()));

    // Every known card: its id checked, then where it is, so a card twice names both places.
    std::vector<std::string> place(kDeckSize);
    auto take = [&](CardCode c, const std::string& where) {
        checked_card(c);
        if (short_deck) check_short_deck(&c, 1);
        if (!place[c].empty())
            throw DuplicateCard("card " + card_string(c) + " is " +
                                (place[c] == where ? where + " twice" : place[c] + " and " + where));
        place[c] = where;
    };
    for (CardCode c : board) take(c, "on the board");
    for (CardCode c : dead) take(c, "in the dead cards");
    s.known.resize(players.size());
    for (size_t p = 0; p < players.size(); ++p) {
        const auto& hand = players[p];
        if (hand.empty()) {
            s.random.push_back(static_cast<int>(p));
            continue;
        }
        if (static_cast<int>(hand.size()) != s.hole)
            throw InvalidArgument(player_name(p) + ": " + game_name(options) + " hands here are " +
                                  std::to_string(s.hole) + " hole cards, got " + std::to_string(hand.size()));
        for (CardCode c : hand) take(c, "in " + player_name(p) + "'s hand");
        s.known[p] = hand;
    }
    s.board = board;
    s.missing = 5 - static_cast<int>(board.size());
    for (int c = short_deck ? kShortDeckLowest : 0; c < kDeckSize; ++c)
        if (place[c].empty()) s.deck.push_back(static_cast<CardCode>(c));
    const int random_cards = static_cast<int>(s.random.size()) * s.hole;
    s.to_deal = random_cards + s.missing;
    const int left = static_cast<int>(s.deck.size());
    if (left < s.to_deal)
        throw InvalidArgument("not enough cards: " + std::to_string(left) + " left in the " +
                              (short_deck ? "36-card deck" : "deck") + " after the known cards, " +
                              std::to_string(random_cards) + " for the random hands and " + std::to_string(s.missing) +
                              " for the board");
    s.outcomes = binomial(left - random_cards, s.missing);
    for (size_t i = 0; i < s.random.size(); ++i) s.outcomes *= binomial(left - static_cast<int>(i) * s.hole, s.hole);
    return s;
}

// ---------------------------------------------------------------------------
// Dealing: exact and sampled.

// Past this many outcomes (minutes of work on every core) exact enumeration is refused.
constexpr double kMaxExactOutcomes = 1e10;

constexpr int kMaxPrefix = 4;  // cards a task fixes at most
using Prefix = std::array<uint8_t, kMaxPrefix>;  // deck indices

template <class Game>
class Dealer {
public:
    Dealer(const Setup& s, const Game& game) : s_(s), game_(game), n_(static_cast<int>(s.deck.size())) {
        for (int p = 0; p < s.players; ++p)
            if (!s.known[p].empty()) players_[p] = game.player(s.known[p].data());
        for (CardCode c : s.board) Game::add(board_, c);
    }

    // Every deal whose first `depth` cards are the prefix's.
    void enumerate(const Prefix& prefix, int depth, Counts& counts) {
        prefix_ = &prefix;
        depth_ = depth;
        counts_ = &counts;
        walk(0, 0, 0, board_);
    }

    // The prefixes of the given depth, in order.
    void prefixes(int depth, std::vector<Prefix>& out) const {
        Prefix cur{};
        auto rec = [&](auto& self, int pos, int from, CardMask used) -> void {
            if (pos == depth) {
                out.push_back(cur);
                return;
            }
            if (starts_group(pos)) from = 0;
            for (int i = from; i < n_; ++i) {
                if (used & card_bit(i)) continue;
                cur[pos] = static_cast<uint8_t>(i);
                self(self, pos + 1, i + 1, used | card_bit(i));
            }
        };
        rec(rec, 0, 0, 0);
    }

    // `trials` sampled deals, from the generator.
    void sample(Xoshiro256& rng, uint64_t trials, Counts& counts) {
        std::array<CardCode, kDeckSize> deck{};
        std::copy(s_.deck.begin(), s_.deck.end(), deck.begin());
        const int random_cards = s_.to_deal - s_.missing;
        // Cards take 32 random bits each, two per generator call.
        uint64_t spare = 0;
        bool have_spare = false;
        for (uint64_t t = 0; t < trials; ++t) {
            // A partial shuffle: whatever order the deck was left in, the cards drawn are uniform.
            for (int k = 0; k < s_.to_deal; ++k) {
                have_spare = !have_spare;
                if (have_spare) spare = rng();
                const uint64_t bits32 = have_spare ? spare & 0xFFFFFFFF : spare >> 32;
                const int j = k + static_cast<int>((bits32 * static_cast<uint64_t>(n_ - k)) >> 32);
                std::swap(deck[k], deck[j]);
            }
            for (size_t r = 0; r < s_.random.size(); ++r)
                players_[s_.random[r]] = game_.player(deck.data() + r * s_.hole);
            typename Game::Board b = board_;
            for (int k = random_cards; k < s_.to_deal; ++k) Game::add(b, deck[k]);
            Game::finish(b);
            game_.showdown(b, players_.data(), s_.players, counts);
        }
    }

private:
    bool starts_group(int pos) const {
        const int random_cards = s_.to_deal - s_.missing;
        return pos < random_cards ? pos % s_.hole == 0 : pos == random_cards;
    }

    // Deals card `pos` of the sequence (each group's cards ascending from
    // `from`), then the rest; the last board card's loop is the hot one.
    void walk(int pos, int from, CardMask used, const typename Game::Board& b) {
        if (pos == s_.to_deal) {
            typename Game::Board whole = b;
            Game::finish(whole);
            game_.showdown(whole, players_.data(), s_.players, *counts_);
            return;
        }
        const int random_cards = s_.to_deal - s_.missing;
        if (starts_group(pos)) from = 0;
        int first = from, last = n_;
        if (pos < depth_) {
            first = (*prefix_)[pos];
            last = first + 1;
        }
        if (pos < random_cards) {
            const int r = pos / s_.hole, k = pos % s_.hole;
            for (int i = first; i < last; ++i) {
                if (used & card_bit(i)) continue;
                hands_[r][k] = s_.deck[i];
                if (k == s_.hole - 1) players_[s_.random[r]] = game_.player(hands_[r].data());
                walk(pos + 1, i + 1, used | card_bit(i), b);
            }
            return;
        }
        if (pos + 1 < s_.to_deal) {
            for (int i = first; i < last; ++i) {
                if (used & card_bit(i)) continue;
                typename Game::Board next = b;
                Game::add(next, s_.deck[i]);
                walk(pos + 1, i + 1, used | card_bit(i), next);
            }
            return;
        }
        // The last card: every board readied first, then valued (their loads overlap).
        std::array<typename Game::Board, kDeckSize> boards;
        int count = 0;
        for (int i = first; i < last; ++i) {
            if (used & card_bit(i)) continue;
            typename Game::Board& next = boards[count++];
            next = b;
            Game::add(next, s_.deck[i]);
            Game::finish(next);
        }
        for (int k = 0; k < count; ++k) game_.showdown(boards[k], players_.data(), s_.players, *counts_);
    }

    const Setup& s_;
    const Game& game_;
    const int n_;
    typename Game::Board board_{};
    std::array<typename Game::Player, kMaxEquityPlayers> players_{};
    std::array<std::array<CardCode, 6>, kMaxEquityPlayers> hands_{};  // the random hands being dealt
    const Prefix* prefix_ = nullptr;
    int depth_ = 0;
    Counts* counts_ = nullptr;
};

// Every outcome, in tasks that fix the first cards: enough tasks to share
// among the threads, each small enough to poll for an interruption often.
template <class Game>
Totals enumerate(const Setup& s, const Game& game, const VariantEquityOptions& options) {
    std::vector<Prefix> tasks;
    int depth = 0;
    const int hardware = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    Dealer<Game> planner(s, game);
    tasks.push_back({});
    auto too_coarse = [&] {
        return tasks.size() < 64u * static_cast<unsigned>(hardware) ||
               s.outcomes / static_cast<double>(tasks.size()) > (1 << 20);
    };
    while (depth < std::min(s.to_deal, kMaxPrefix) && too_coarse()) {
        ++depth;
        tasks.clear();
        planner.prefixes(depth, tasks);
    }
    const int threads = thread_count(options.threads, s.outcomes * s.players, 150'000, tasks.size());
    std::vector<Totals> totals(static_cast<size_t>(threads));
    run_parallel(tasks.size(), threads, options.interrupted, [&](size_t i, int w) {
        Dealer<Game> dealer(s, game);
        Counts counts(s.players, Game::kHiLo);
        dealer.enumerate(tasks[i], depth, counts);
        counts.settle();
        totals[static_cast<size_t>(w)].add(counts, s.players);
    });
    for (int w = 1; w < threads; ++w) totals[0].add(totals[static_cast<size_t>(w)], s.players);
    return totals[0];
}

template <class Game>
Totals sample(const Setup& s, const Game& game, const VariantEquityOptions& options) {
    // Rounded up without overflow.
    const uint64_t chunks = options.trials / kTrialsPerChunk + (options.trials % kTrialsPerChunk != 0);
    const int threads = thread_count(options.threads, static_cast<double>(options.trials) * s.players, 100'000, chunks);
    std::vector<Totals> totals(static_cast<size_t>(threads));
    run_parallel(chunks, threads, options.interrupted, [&](size_t chunk, int w) {
        Xoshiro256 rng(options.seed, chunk);
        Dealer<Game> dealer(s, game);
        Counts counts(s.players, Game::kHiLo);
        dealer.sample(rng, std::min(kTrialsPerChunk, options.trials - chunk * kTrialsPerChunk), counts);
        counts.settle();
        totals[static_cast<size_t>(w)].add(counts, s.players);
    });
    for (int w = 1; w < threads; ++w) totals[0].add(totals[static_cast<size_t>(w)], s.players);
    return totals[0];
}

template <class Game>
Totals run(const Setup& s, const Game& game, const VariantEquityOptions& options, bool exact) {
    return exact ? enumerate(s, game, options) : sample(s, game, options);
}

template <bool HiLo>
Totals run_omaha(const Setup& s, const VariantEquityOptions& options, bool exact) {
    switch (s.hole) {
        case 4: return run(s, Omaha<4, HiLo>{}, options, exact);
        case 5: return run(s, Omaha<5, HiLo>{}, options, exact);
        default: return run(s, Omaha<6, HiLo>{}, options, exact);
    }
}

VariantEquityResult summarize(const Totals& t, int players, bool exact, uint64_t trials) {
    VariantEquityResult r;
    r.exact = exact;
    r.trials = trials;
    const double n = t.outcomes.value(), units = static_cast<double>(kPotUnits);
    r.low_probability = t.lows.value() / n;
    r.players.resize(static_cast<size_t>(players));
    for (int p = 0; p < players; ++p) {
        const Wide* c = t.player[p];
        VariantPlayerEquity& e = r.players[static_cast<size_t>(p)];
        e.equity = c[Share].value() / units / n;
        e.high_wins = c[HighWins].value();
        e.high_ties = c[HighTies].value();
        e.high_win = e.high_wins / n;
        e.high_tie = (c[HighShare].value() / units - e.high_wins) / n;
        e.high_tie_probability = e.high_ties / n;
        e.low_win = c[LowWins].value() / n;
        e.low_tie = (c[LowShare].value() / units - c[LowWins].value()) / n;
        e.scoop = c[Scoops].value() / n;
        if (!exact) {
            const double mean_square = c[Squared].value() / (units * units) / n;
            e.std_error = std::sqrt(std::max(0.0, mean_square - e.equity * e.equity) / n);
        }
    }
    return r;
}

}  // namespace

VariantEquityResult calculate_variant_equity(const std::vector<std::vector<CardCode>>& players,
                                             const std::vector<CardCode>& board, const std::vector<CardCode>& dead,
                                             const VariantEquityOptions& options) {
    // On the heap, as in calculate_equity: the workers read it all the time.
    const auto setup = std::make_unique<Setup>(make_setup(players, board, dead, options));
    const Setup& s = *setup;
    if (options.method != EquityMethod::Exact && (options.trials == 0 || options.trials > kMaxEquityTrials))
        throw InvalidArgument("Monte Carlo takes 1 to 2^53 trials, got " + std::to_string(options.trials));
    bool exact = options.method == EquityMethod::Exact;
    if (exact && s.outcomes > kMaxExactOutcomes)
        throw InvalidArgument("about " + approximate(s.outcomes) +
                              " outcomes (deals of the random hands times boards): too many to enumerate exactly "
                              "(at most 1e+10), use Monte Carlo");
    // Auto: an outcome enumerated costs about what a trial sampled does.
    if (options.method == EquityMethod::Auto) exact = s.outcomes <= 2.0 * static_cast<double>(options.trials);
    Totals totals;
    switch (options.game) {
        case EquityGame::OmahaHigh: totals = run_omaha<false>(s, options, exact); break;
        case EquityGame::OmahaHiLo: totals = run_omaha<true>(s, options, exact); break;
        case EquityGame::ShortDeck: totals = run(s, ShortDeck{options.short_deck_rule}, options, exact); break;
    }
    return summarize(totals, s.players, exact, exact ? static_cast<uint64_t>(s.outcomes) : options.trials);
}

}  // namespace holdem
