#include "holdem/pots.hpp"
#include "holdem/bits.hpp"

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
                 int64_t button, const int32_t* low_values) {
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
        if (low_values && (low_values[s] < 0 || low_values[s] > kLowValues))
            throw InvalidArgument(bad_low_value(s, std::to_string(low_values[s])));
        if (low_values && low_values[s] && !(hand_values && hand_values[s]))
            throw InvalidArgument("seat " + std::to_string(s) + " has low value " + std::to_string(low_values[s]) +
                                  " but no hand value: a hand shown has both, one not shown neither (0)");
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
        for (uint32_t rest = eligible; rest; rest &= rest - 1) best = std::max(best, hand_values[bits::countr_zero(rest)]);
        for (uint32_t rest = eligible; rest; rest &= rest - 1) {
            int s = bits::countr_zero(rest);
            winners |= static_cast<uint32_t>(hand_values[s] == best) << s;
        }
        if (best == 0) winners = 0;
    }
    if (!winners)
        throw InvalidArgument("a pot is contested by seats " + seat_list(eligible) +
                              " but none of them has a known hand: give each a hand value (1 to 7462) or hole cards");
    return winners;
}

// The eligible seats with the best qualifying low (R-HAND-9), 0 when none
// qualifies: a lone eligible seat takes the pot whole (nobody contests it).
uint32_t low_winners(uint32_t eligible, const int32_t* low_values) {
    if (!(eligible & (eligible - 1))) return 0;
    int32_t best = 0;
    for (uint32_t rest = eligible; rest; rest &= rest - 1) best = std::max(best, low_values[bits::countr_zero(rest)]);
    uint32_t winners = 0;
    for (uint32_t rest = eligible; rest; rest &= rest - 1) {
        int s = bits::countr_zero(rest);
        winners |= static_cast<uint32_t>(low_values[s] == best) << s;
    }
    return best ? winners : 0;
}

// R-POT-5: `amount` split among `winners` in whole chips; the odd chips go one
// each clockwise from the first winner left of the button. Sets the share and
// the seats given an odd chip, and adds each winner's chips to `winnings`.
void split(int64_t amount, uint32_t winners, int num_seats, int64_t button, int64_t& share, uint32_t& odd_chips,
           int64_t* winnings) {
    odd_chips = 0;
    if (!(winners & (winners - 1))) {
        share = amount;
        winnings[bits::countr_zero(winners)] += amount;
        return;
    }
    int num_winners = bits::popcount(winners);
    share = amount / num_winners;
    int64_t odd = amount % num_winners;
    for (int i = 1; i <= num_seats && odd; ++i) {
        int s = static_cast<int>((button + i) % num_seats);
        if (winners >> s & 1) {
            odd_chips |= uint32_t{1} << s;
            --odd;
        }
    }
    for (uint32_t rest = winners; rest; rest &= rest - 1) {
        int s = bits::countr_zero(rest);
        winnings[s] += share + (odd_chips >> s & 1);
    }
}

// R-POT-4, R-POT-5: the best hands split the pot in whole chips. R-POT-7 (with
// `low_values`): half to the best high and half to the best qualifying low,
// the odd chip of the split to the high half; all to the high without a low.
void award(Pot& pot, int num_seats, int64_t button, const int32_t* hand_values, const int32_t* low_values,
           int64_t* winnings) {
    pot.winners = pot_winners(pot.eligible, hand_values);
    pot.low_winners = low_values ? low_winners(pot.eligible, low_values) : 0;
    pot.low_amount = pot.low_winners ? pot.amount / 2 : 0;
    pot.low_share = 0;
    pot.low_odd_chips = 0;
    split(pot.amount - pot.low_amount, pot.winners, num_seats, button, pot.share, pot.odd_chips, winnings);
    if (pot.low_winners)
        split(pot.low_amount, pot.low_winners, num_seats, button, pot.low_share, pot.low_odd_chips, winnings);
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

std::string bad_low_value(int seat, const std::string& value) {
    return "seat " + std::to_string(seat) + " has low value " + value + ": low values are 1 to " +
           std::to_string(kLowValues) + " (evaluate_omaha_low's), or 0 for no low";
}

namespace {

// resolve_pots on inputs that cannot change while they are read (the
// caller's own copies): every value is checked and then used as read once.
void resolve_copied(int num_seats, const int64_t* contributions, const uint8_t* folded, const int32_t* hand_values,
                    int64_t button, PotResolution& out, int64_t dead, const int32_t* low_values) {
    check_input(num_seats, contributions, folded, hand_values, button, low_values);
    if (!hand_values) low_values = nullptr;  // one seat left in the hand: no showdown, no halves
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
            award(pot, n, button, hand_values, low_values, out.winnings);
        }
        if (last) break;
        for (; j < n && counted[order[j]] == level; ++j) eligible &= ~(uint32_t{1} << order[j]);
        k = j;
        floor = level;
    }
    out.winnings[top] += out.returned[top];
}

}  // namespace

void resolve_pots(int num_seats, const int64_t* contributions, const uint8_t* folded, const int32_t* hand_values,
                  int64_t button, PotResolution& out, int64_t dead, const int32_t* low_values) {
    check_seat_count(num_seats);
    // Copied first: another thread may write the caller's arrays meanwhile,
    // and a value checked in one read and used in another could walk the
    // seat order past its end.
    int64_t chips[kMaxSeats];
    uint8_t folds[kMaxSeats];
    int32_t values[kMaxSeats];
    int32_t lows[kMaxSeats];
    std::copy_n(contributions, num_seats, chips);
    std::copy_n(folded, num_seats, folds);
    if (hand_values) std::copy_n(hand_values, num_seats, values);
    if (low_values) std::copy_n(low_values, num_seats, lows);
    resolve_copied(num_seats, chips, folds, hand_values ? values : nullptr, button, out, dead,
                   low_values ? lows : nullptr);
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

namespace {

// One row of a batch, copied out of the caller's arrays (see resolve_pots).
struct RowCopy {
    int64_t contributions[kMaxSeats];
    uint8_t folded[kMaxSeats];
    int64_t button;

    void read(int num_seats, size_t r, const int64_t* contributions_in, const uint8_t* folded_in,
              const int64_t* buttons) {
        const size_t at = r * static_cast<size_t>(num_seats);
        for (int s = 0; s < num_seats; ++s) {  // a loop, not a memmove call per row
            contributions[s] = contributions_in[at + s];
            folded[s] = folded_in[at + s];
        }
        button = buttons[r];
    }
};

void showdown_copied(int num_seats, const CardCode* hole, int hole_size, const uint8_t* has_hole,
                     const CardCode* board, size_t board_size, int32_t* values);

}  // namespace

namespace {

// A batch row's values (hand or low) narrowed to int32 for resolve_copied: folded seats' are ignored whatever
// their size (0), the others checked here, before narrowing (branch-free: folds are random).
void narrow_values(int num_seats, const int64_t* wide, const uint8_t* folded, int64_t most, int32_t* values,
                   std::string (*bad_value)(int, const std::string&)) {
    bool bad = false;
    for (int s = 0; s < num_seats; ++s) {
        const int64_t v = wide[s];
        const bool live = !folded[s];
        bad |= live & ((v < 0) | (v > most));
        values[s] = live ? static_cast<int32_t>(v) : 0;
    }
    if (bad)
        for (int s = 0; s < num_seats; ++s)
            if (!folded[s] && (wide[s] < 0 || wide[s] > most)) throw InvalidArgument(bad_value(s, std::to_string(wide[s])));
}

}  // namespace

void resolve_pots_batch(size_t rows, int num_seats, const int64_t* contributions, const uint8_t* folded,
                        const int64_t* hand_values, const int64_t* buttons, int64_t* winnings, const int64_t* dead,
                        const int64_t* low_values) {
    check_seat_count(num_seats);
    PotResolution result;
    const size_t width = static_cast<size_t>(num_seats);
    for_each_row(rows, [&](size_t r) {
        RowCopy row;
        row.button = buttons[r];
        int64_t wide[kMaxSeats];
        int32_t values[kMaxSeats], lows[kMaxSeats];
        const size_t at = r * width;
        for (int s = 0; s < num_seats; ++s) {
            row.contributions[s] = contributions[at + s];
            row.folded[s] = folded[at + s];
            wide[s] = hand_values[at + s];
        }
        narrow_values(num_seats, wide, row.folded, kHandValues, values, bad_hand_value);
        if (low_values) {
            for (int s = 0; s < num_seats; ++s) wide[s] = low_values[at + s];
            narrow_values(num_seats, wide, row.folded, kLowValues, lows, bad_low_value);
        }
        resolve_copied(num_seats, row.contributions, row.folded, values, row.button, result, dead ? dead[r] : 0,
                       low_values ? lows : nullptr);
        std::copy(result.winnings, result.winnings + num_seats, winnings + r * width);
    });
}

void check_board_size(size_t board_size) {
    if (board_size > static_cast<size_t>(kMaxBoardCards))
        throw InvalidArgument("a board is 0 to 5 cards, got " + std::to_string(board_size));
}

void check_showdown_size(size_t hole_size, size_t board_size) {
    check_board_size(board_size);
    if (hole_size < 1 || hole_size > static_cast<size_t>(kMaxHoleCards))
        throw InvalidArgument("a hand is 1 to 7 hole cards, got " + std::to_string(hole_size));
    const size_t total = hole_size + board_size;
    if (total < 5 || total > 7) {
        const size_t fewest = hole_size < 5 ? 5 - hole_size : 0, most = std::min<size_t>(kMaxBoardCards, 7 - hole_size);
        throw InvalidArgument("a showdown hand is 5 to 7 cards: with " + std::to_string(hole_size) + " hole card" +
                              (hole_size == 1 ? "" : "s") + ", the board is " + std::to_string(fewest) +
                              (fewest == most ? "" : " to " + std::to_string(most)) + " cards, got " +
                              std::to_string(board_size));
    }
}

void resolve_pots_batch_cards(size_t rows, int num_seats, const int64_t* contributions, const uint8_t* folded,
                              const CardCode* hole_cards, int hole_size, const CardCode* boards, int board_size,
                              const int64_t* buttons, int64_t* winnings, const int64_t* dead) {
    check_seat_count(num_seats);
    check_showdown_size(static_cast<size_t>(hole_size), static_cast<size_t>(board_size));
    PotResolution result;
    const size_t width = static_cast<size_t>(num_seats), h = static_cast<size_t>(hole_size);
    for_each_row(rows, [&](size_t r) {
        RowCopy row;
        row.read(num_seats, r, contributions, folded, buttons);
        CardCode hole[kMaxHoleCards * kMaxSeats];
        CardCode board[kMaxBoardCards];
        for (size_t i = 0; i < width * h; ++i) hole[i] = hole_cards[r * width * h + i];
        for (int i = 0; i < board_size; ++i) board[i] = boards[r * static_cast<size_t>(board_size) + i];
        uint8_t has_hole[kMaxSeats];
        for (int s = 0; s < num_seats; ++s) {
            size_t known = 0;
            for (size_t i = 0; i < h; ++i) known += hole[s * h + i] != kUnknownCard;
            if (known != 0 && known != h)
                throw InvalidArgument(
                    "seat " + std::to_string(s) + " has " + std::to_string(known) + " hole card" +
                    (known == 1 ? "" : "s") +
                    (h == 2 ? ": hold'em hands are 2 cards (255, 255 for a hand not shown)"
                            : " of " + std::to_string(h) + ": a hand is shown whole (all 255 for a hand not shown)"));
            has_hole[s] = known != 0;
        }
        for (int i = 0; i < board_size; ++i)
            if (board[i] == kUnknownCard)
                throw InvalidArgument("board card " + std::to_string(i) + " is unknown (255): a showdown needs the " +
                                      std::to_string(board_size) + " board cards");
        int32_t values[kMaxSeats];
        showdown_copied(num_seats, hole, hole_size, has_hole, board, static_cast<size_t>(board_size), values);
        resolve_copied(num_seats, row.contributions, row.folded, values, row.button, result, dead ? dead[r] : 0,
                       nullptr);
        std::copy(result.winnings, result.winnings + num_seats, winnings + r * width);
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

namespace {

// kHole > 0: hole_size is kHole, a constant (hold'em's 2: the hot case).
template <int kHole>
void showdown_sized(int num_seats, const CardCode* hole, int hole_size, const uint8_t* has_hole,
                    const CardCode* board, size_t board_size, int32_t* values) {
    const size_t h = kHole > 0 ? static_cast<size_t>(kHole) : static_cast<size_t>(hole_size);
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
        for (size_t i = 0; i < h; ++i) see(hole[s * h + i], s);
    }

    Hand board_hand;
    for (size_t i = 0; i < board_size; ++i) board_hand.add(board[i]);
    for (int s = 0; s < num_seats; ++s) {
        values[s] = 0;
        if (!has_hole[s]) continue;
        Hand hand = board_hand;
        for (size_t i = 0; i < h; ++i) hand.add(hole[s * h + i]);
        values[s] = evaluate(hand);
    }
}

void showdown_copied(int num_seats, const CardCode* hole, int hole_size, const uint8_t* has_hole,
                     const CardCode* board, size_t board_size, int32_t* values) {
    if (hole_size == 2) showdown_sized<2>(num_seats, hole, hole_size, has_hole, board, board_size, values);
    else showdown_sized<0>(num_seats, hole, hole_size, has_hole, board, board_size, values);
}

}  // namespace

void showdown_values(int num_seats, const CardCode* hole, int hole_size, const uint8_t* has_hole,
                     const CardCode* board, size_t board_size, int32_t* values) {
    check_seat_count(num_seats);
    uint8_t shown[kMaxSeats];
    std::copy_n(has_hole, num_seats, shown);
    const bool any_shown = std::any_of(shown, shown + num_seats, [](uint8_t v) { return v != 0; });
    // With no hand shown there is nothing to evaluate: any board of 0 to 5 cards will do.
    if (any_shown) check_showdown_size(static_cast<size_t>(std::max(hole_size, 0)), board_size);
    else check_board_size(board_size);
    // Copies (see resolve_pots); unknown seats' cards are never read.
    const size_t h = any_shown ? static_cast<size_t>(hole_size) : 0;
    CardCode cards[kMaxHoleCards * kMaxSeats];
    CardCode board_cards[kMaxBoardCards];
    for (int s = 0; s < num_seats; ++s)
        if (shown[s]) std::copy_n(hole + s * h, h, cards + s * h);
    std::copy_n(board, board_size, board_cards);
    showdown_copied(num_seats, cards, static_cast<int>(h), shown, board_cards, board_size, values);
}

}  // namespace holdem
