#include "holdem/pots.hpp"

#include <algorithm>
#include <string>

namespace holdem {

namespace {

std::string seat_list(uint32_t mask) {
    std::string text;
    for (int s = 0; mask; ++s, mask >>= 1) {
        if (!(mask & 1)) continue;
        if (!text.empty()) text += ", ";
        text += std::to_string(s);
    }
    return text;
}

void check_seat_count(int num_seats) {
    if (num_seats < 2 || num_seats > kMaxSeats)
        throw InvalidArgument("a hand has 2 to " + std::to_string(kMaxSeats) + " seats, got " +
                              std::to_string(num_seats));
}

void check_input(int num_seats, const int64_t* contributions, const uint8_t* folded, const int32_t* hand_values,
                 int64_t button) {
    check_seat_count(num_seats);
    if (button < 0 || button >= num_seats) throw InvalidArgument(bad_button(std::to_string(button), num_seats));
    bool anyone_in = false;
    for (int s = 0; s < num_seats; ++s) {
        int64_t c = contributions[s];
        if (c < 0 || c > kMaxContribution) throw InvalidArgument(bad_contribution(s, std::to_string(c)));
        if (folded[s]) continue;
        anyone_in = true;
        if (hand_values && (hand_values[s] < 0 || hand_values[s] > kHandValues))
            throw InvalidArgument(bad_hand_value(s, std::to_string(hand_values[s])));
    }
    if (!anyone_in) throw InvalidArgument("every seat folded: at least one seat must still be in the hand");
}

// The eligible seats with the best known hand; a lone eligible seat wins
// whatever its hand (nobody contests the pot).
uint32_t pot_winners(uint32_t eligible, const int32_t* hand_values) {
    if (!(eligible & (eligible - 1))) return eligible;
    // Two branch-free passes: hand values are random, comparisons unpredictable.
    int32_t best = 0;
    uint32_t winners = 0;
    if (hand_values) {
        for (uint32_t rest = eligible; rest; rest &= rest - 1) best = std::max(best, hand_values[__builtin_ctz(rest)]);
        for (uint32_t rest = eligible; rest; rest &= rest - 1) {
            int s = __builtin_ctz(rest);
            winners |= static_cast<uint32_t>(hand_values[s] == best) << s;
        }
        if (best == 0) winners = 0;
    }
    if (!winners)
        throw InvalidArgument("a pot is contested by seats " + seat_list(eligible) +
                              " but none of them has a known hand: give each a hand value (1 to 7462) or hole cards");
    return winners;
}

// R-POT-4, R-POT-5: the best hands split the pot in whole chips; the odd
// chips go one each clockwise from the first winner left of the button.
void award(Pot& pot, int num_seats, int64_t button, const int32_t* hand_values, int64_t* winnings) {
    pot.winners = pot_winners(pot.eligible, hand_values);
    pot.odd_chips = 0;
    if (!(pot.winners & (pot.winners - 1))) {
        pot.share = pot.amount;
        winnings[__builtin_ctz(pot.winners)] += pot.amount;
        return;
    }
    int num_winners = __builtin_popcount(pot.winners);
    pot.share = pot.amount / num_winners;
    int64_t odd = pot.amount % num_winners;
    for (int i = 1; i <= num_seats && odd; ++i) {
        int s = static_cast<int>((button + i) % num_seats);
        if (pot.winners >> s & 1) {
            pot.odd_chips |= uint32_t{1} << s;
            --odd;
        }
    }
    for (uint32_t rest = pot.winners; rest; rest &= rest - 1) {
        int s = __builtin_ctz(rest);
        winnings[s] += pot.share + (pot.odd_chips >> s & 1);
    }
}

}  // namespace

std::string bad_contribution(int seat, const std::string& chips) {
    return "seat " + std::to_string(seat) + " put in " + chips + " chips: contributions are 0 to 2^56 chips";
}

std::string bad_hand_value(int seat, const std::string& value) {
    return "seat " + std::to_string(seat) + " has hand value " + value +
           ": hand values are 1 to 7462, or 0 for a hand that was not shown";
}

std::string bad_button(const std::string& button, int num_seats) {
    return "button " + button + " is not a seat: seats are 0 to " + std::to_string(num_seats - 1);
}

void resolve_pots(int num_seats, const int64_t* contributions, const uint8_t* folded, const int32_t* hand_values,
                  int64_t button, PotResolution& out, int64_t dead) {
    check_input(num_seats, contributions, folded, hand_values, button);
    if (dead < 0 || dead > kMaxContribution)
        throw InvalidArgument("dead money is 0 to 2^56 chips, got " + std::to_string(dead));
    const int n = num_seats;
    out.num_seats = n;
    out.num_pots = 0;

    // R-POT-3: the part of the largest contribution that nobody matched.
    int64_t counted[kMaxSeats];
    int top = 0;
    int64_t first = -1, second = 0;
    for (int s = 0; s < n; ++s) {
        int64_t c = contributions[s];
        counted[s] = c;
        out.returned[s] = 0;
        out.winnings[s] = 0;
        if (c > first) {
            if (first > second) second = first;
            first = c;
            top = s;
        } else if (c > second) {
            second = c;
        }
    }
    if (first > second) {
        out.returned[top] = first - second;
        counted[top] = second;
    }

    // Seats by contribution, smallest first, ties in seat order: each seat's
    // place is the number of seats before it (branch-free; the amounts are
    // random, so a comparison sort would mispredict).
    uint8_t order[kMaxSeats];
    uint32_t in_hand = 0;
    int64_t top_in_hand = 0;
    for (int s = 0; s < n; ++s) {
        const int64_t c = counted[s];
        int place = 0;
        for (int t = 0; t < n; ++t) place += (counted[t] < c) | ((counted[t] == c) & (t < s));
        order[place] = static_cast<uint8_t>(s);
        const bool live = !folded[s];
        in_hand |= static_cast<uint32_t>(live) << s;
        top_in_hand = std::max(top_in_hand, live ? c : 0);
    }

    // R-POT-2: cut at each distinct amount put in by a seat still in the
    // hand, smallest first (below the top one, those seats are all-in).
    // Seats order[0..k) are below the floor; `eligible` holds the seats still
    // in the hand that reach the next cut.
    int64_t floor = 0;
    uint32_t eligible = in_hand;
    int k = 0;
    for (;;) {
        // Folded seats below the next cut put in all they have above the floor; dead money is in the main pot.
        int64_t amount = dead;
        dead = 0;
        int j = k;
        for (; folded[order[j]]; ++j) amount += counted[order[j]] - floor;
        const int64_t level = counted[order[j]];
        const bool last = level == top_in_hand;
        if (last) {
            // The last pot also takes folded chips above every seat in the hand.
            for (int i = j; i < n; ++i) amount += counted[order[i]] - floor;
        } else {
            amount += static_cast<int64_t>(n - j) * (level - floor);
        }
        if (amount > 0) {
            Pot& pot = out.pots[out.num_pots++];
            pot.amount = amount;
            pot.eligible = eligible;
            award(pot, n, button, hand_values, out.winnings);
        }
        if (last) break;
        for (; j < n && counted[order[j]] == level; ++j) eligible &= ~(uint32_t{1} << order[j]);
        k = j;
        floor = level;
    }
    out.winnings[top] += out.returned[top];
}

namespace {

// Runs `row(r)` for each row, naming the row in any error it throws (same error type).
template <class Row>
void for_each_row(size_t rows, Row&& row) {
    size_t r = 0;
    auto named = [&r](const char* what) { return "row " + std::to_string(r) + ": " + what; };
    try {
        for (; r < rows; ++r) row(r);
    } catch (const DuplicateCard& e) {
        throw DuplicateCard(named(e.what()));
    } catch (const InvalidCard& e) {
        throw InvalidCard(named(e.what()));
    } catch (const InvalidArgument& e) {
        throw InvalidArgument(named(e.what()));
    }
}

}  // namespace

void resolve_pots_batch(size_t rows, int num_seats, const int64_t* contributions, const uint8_t* folded,
                        const int64_t* hand_values, const int64_t* buttons, int64_t* winnings) {
    check_seat_count(num_seats);
    PotResolution result;
    const size_t width = static_cast<size_t>(num_seats);
    for_each_row(rows, [&](size_t r) {
        const size_t at = r * width;
        // Folded seats' values are ignored whatever their size; the others are
        // checked here, before narrowing (branch-free: folds are random).
        int32_t values[kMaxSeats];
        bool bad = false;
        for (int s = 0; s < num_seats; ++s) {
            const int64_t v = hand_values[at + static_cast<size_t>(s)];
            const bool live = !folded[at + static_cast<size_t>(s)];
            bad |= live & ((v < 0) | (v > kHandValues));
            values[s] = live ? static_cast<int32_t>(v) : 0;
        }
        if (bad)
            for (int s = 0; s < num_seats; ++s) {
                const int64_t v = hand_values[at + static_cast<size_t>(s)];
                if (!folded[at + static_cast<size_t>(s)] && (v < 0 || v > kHandValues))
                    throw InvalidArgument(bad_hand_value(s, std::to_string(v)));
            }
        resolve_pots(num_seats, contributions + at, folded + at, values, buttons[r], result);
        std::copy(result.winnings, result.winnings + num_seats, winnings + at);
    });
}

void resolve_pots_batch_cards(size_t rows, int num_seats, const int64_t* contributions, const uint8_t* folded,
                              const CardCode* hole_cards, const CardCode* boards, const int64_t* buttons,
                              int64_t* winnings) {
    check_seat_count(num_seats);
    PotResolution result;
    const size_t width = static_cast<size_t>(num_seats);
    for_each_row(rows, [&](size_t r) {
        const size_t at = r * width;
        const CardCode* hole = hole_cards + 2 * at;
        const CardCode* board = boards + 5 * r;
        uint8_t has_hole[kMaxSeats];
        for (int s = 0; s < num_seats; ++s) {
            const bool first = hole[2 * s] != kUnknownCard, second = hole[2 * s + 1] != kUnknownCard;
            if (first != second)
                throw InvalidArgument("seat " + std::to_string(s) +
                                      " has 1 hole card: hold'em hands are 2 cards (255, 255 for a hand not shown)");
            has_hole[s] = first;
        }
        for (int i = 0; i < 5; ++i)
            if (board[i] == kUnknownCard)
                throw InvalidArgument("board card " + std::to_string(i) +
                                      " is unknown (255): a showdown needs the 5 board cards");
        int32_t values[kMaxSeats];
        showdown_values(num_seats, hole, has_hole, board, 5, values);
        resolve_pots(num_seats, contributions + at, folded + at, values, buttons[r], result);
        std::copy(result.winnings, result.winnings + num_seats, winnings + at);
    });
}

namespace {

// Where a known card was seen: on the board, or in a seat's hand (0..31).
constexpr int kNowhere = -2, kOnBoard = -1;

std::string place_name(int place) { return place == kOnBoard ? "the board" : "seat " + std::to_string(place); }

// Names only the card and its two places: other seats' cards never appear in a message.
DuplicateCard dealt_twice(CardCode card, int first, int second) {
    const std::string name = card_string(card);
    if (first == second)
        return DuplicateCard(first == kOnBoard ? name + " is on the board twice"
                                               : place_name(first) + " has " + name + " twice");
    if (first == kOnBoard) return DuplicateCard(place_name(second) + "'s " + name + " is also on the board");
    return DuplicateCard(name + " is dealt twice: " + place_name(first) + " and " + place_name(second));
}

}  // namespace

void showdown_values(int num_seats, const CardCode* hole, const uint8_t* has_hole, const CardCode* board,
                     size_t board_size, int32_t* values) {
    check_seat_count(num_seats);
    if (board_size != 5)
        throw InvalidArgument("a showdown needs the 5 board cards, got " + std::to_string(board_size));
    int8_t seen[kDeckSize];
    std::fill(seen, seen + kDeckSize, static_cast<int8_t>(kNowhere));
    auto see = [&seen](CardCode card, int place) {
        if (card >= kDeckSize) {
            try {
                checked_card(card);
            } catch (const InvalidCard& e) {
                throw InvalidCard(place_name(place) + ": " + e.what());
            }
        }
        if (seen[card] != kNowhere) throw dealt_twice(card, seen[card], place);
        seen[card] = static_cast<int8_t>(place);
    };
    for (size_t i = 0; i < board_size; ++i) see(board[i], kOnBoard);
    for (int s = 0; s < num_seats; ++s) {
        if (!has_hole[s]) continue;
        see(hole[2 * s], s);
        see(hole[2 * s + 1], s);
    }

    Hand board_hand;
    for (size_t i = 0; i < board_size; ++i) board_hand.add(board[i]);
    for (int s = 0; s < num_seats; ++s)
        values[s] = has_hole[s] ? evaluate(board_hand.plus(hole[2 * s]).plus(hole[2 * s + 1])) : 0;
}

}  // namespace holdem
