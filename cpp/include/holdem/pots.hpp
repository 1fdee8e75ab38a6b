// Pot resolution (R-POT-1..6): from what each seat put in, who folded and
// each seat's hand value, the pots (main pot first) and what each seat takes
// from the table at the end of the hand.
//
// Seats are 0..n-1 in clockwise table order. Hand values are the evaluator's
// (higher is better); 0 means a seat still in the hand whose hand is unknown
// (never shown): it can win only a pot nobody else is eligible for.
//
// The method is [004]'s: cut the contributions at each all-in amount,
// smallest first. A seat still in the hand that put in less than the others
// is all-in, so the cuts are the distinct amounts put in by seats still in
// the hand. Before cutting, the part of the largest contribution that no
// other seat matched, folded or not, is returned to its owner (R-POT-3: a
// layer only one player reached is an uncalled bet; pokerkit does the same):
// 100, 50, 50 in with the 100 folded returns 50 to the folded seat. Chips of
// folded seats stay in the pots they reached (R-POT-1); folded chips that
// another seat matched but no seat still in the hand did (two players who
// left the table with 100 in each, the one still in all-in for 40) go to the
// last pot, which the seats still in the hand contest.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "holdem/card.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/omaha.hpp"

namespace holdem {

// Seats are bits of a 32-bit mask.
constexpr int kMaxSeats = 32;
// Contributions above this could overflow the sum over 32 seats.
constexpr int64_t kMaxContribution = int64_t{1} << 56;

// Plain data (no initializers): resolve_pots writes every field it reports.
// A hi-lo pot (R-POT-7) split between a high and a low half: `winners`,
// `share` and `odd_chips` are then the high half's, of `amount - low_amount`
// chips, and the low_* fields the low half's. low_winners 0: no low qualified
// (or no lows were given), the high takes the whole pot and low_amount is 0.
struct Pot {
    int64_t amount;
    uint32_t eligible;   // seats still in the hand that reached this pot
    uint32_t winners;    // best hands among the eligible seats
    int64_t share;       // chips per winner before odd chips
    uint32_t odd_chips;  // winners who also get one odd chip (R-POT-5)
    uint32_t low_winners;    // best qualifying lows among the eligible seats (0: none)
    int64_t low_amount;      // the low half: amount / 2, the odd chip of the split to the high
    int64_t low_share;       // chips per low winner before odd chips
    uint32_t low_odd_chips;  // low winners who also get one odd chip (R-POT-5)
};

struct PotResolution {
    int num_seats = 0;
    int num_pots = 0;
    Pot pots[kMaxSeats];
    int64_t winnings[kMaxSeats];  // chips each seat takes back, returned chips included
    int64_t returned[kMaxSeats];  // uncalled chips given back (R-POT-3)
};

// Resolves one hand (the inputs are copied before they are checked, here
// and in the batch forms: see resolve_pots_batch_cards). `folded[s]` is nonzero for a seat that folded (its hand
// value is ignored); `hand_values` may be null when exactly one seat has not
// folded. Throws InvalidArgument for a seat count outside 2..32, a negative
// or too large contribution, a button outside 0..n-1, every seat folded, a
// hand value outside 0..7462, or a pot contested by seats none of which has
// a known hand. `dead` is dead money no seat bet (antes posted as dead money,
// PHH without ante trimming): it goes to the main pot, which every seat still
// in the hand contests.
//
// Hi-lo (R-POT-7): `low_values` (null: a high-only game) holds each seat's
// low, 1 to kLowValues (higher is better, holdem::evaluate_omaha_low's
// scale), 0 for none: no qualifying low, or a hand not shown (a seat with a
// low has a known high too). Each pot, the main pot and each side pot on its
// own, goes half to the best high and half to the best low among its
// eligible seats, the odd chip of the split to the high half, each half
// split by R-POT-5; the whole pot to the high when no eligible seat has a
// low, and to a lone eligible seat. Quartering falls out: a seat that ties
// for the low and wins the high takes three quarters.
void resolve_pots(int num_seats, const int64_t* contributions, const uint8_t* folded,
                  const int32_t* hand_values, int64_t button, PotResolution& out, int64_t dead = 0,
                  const int32_t* low_values = nullptr);

// Why resolve_pots rejects an input, worded once for the core and for the
// bindings, which also meet values too large for int64 (hence text values).
std::string bad_contribution(int seat, const std::string& chips);
std::string bad_hand_value(int seat, const std::string& value);
std::string bad_button(const std::string& button, int num_seats);
std::string bad_low_value(int seat, const std::string& value);

// Many hands of `num_seats` seats each, stored row by row; writes each row's
// winnings to `winnings` (rows * num_seats). Hand values are int64 so that
// any integer array reaches the core unwrapped; folded seats' are ignored
// whatever their size. `dead` (rows entries, or null for none) is each row's
// dead money, as resolve_pots's; `low_values` (rows * num_seats, or null for a
// high-only game) each seat's low as resolve_pots's (R-POT-7). Throws
// InvalidArgument naming the first bad row ("row 17: ..."); `winnings` is
// then partly written.
void resolve_pots_batch(size_t rows, int num_seats, const int64_t* contributions, const uint8_t* folded,
                        const int64_t* hand_values, const int64_t* buttons, int64_t* winnings,
                        const int64_t* dead = nullptr, const int64_t* low_values = nullptr);

// A hole card that is not known (a hand never shown) in the batch form.
constexpr CardCode kUnknownCard = 255;

// A showdown hand: every seat's hole cards plus the board, 5 to 7 cards in
// all (the evaluator's range): 1 to 7 hole cards per seat, 0 to 5 board
// cards (hold'em 2 + 5, five-card draw 5 + 0, ...).
constexpr int kMaxHoleCards = 7;
constexpr int kMaxBoardCards = 5;

// Throws InvalidArgument unless the board has 0 to 5 cards.
void check_board_size(size_t board_size);
// Throws InvalidArgument unless 1 <= hole_size <= 7, board_size <= 5 and the
// two make 5 to 7 cards.
void check_showdown_size(size_t hole_size, size_t board_size);

// As resolve_pots_batch, with each row's hands from its hole cards
// (`hole_size` per seat; a seat whose cards are all kUnknownCard was never
// shown, as None in showdown_values) and its `board_size` board cards, all
// of which must be known. Throws InvalidArgument, InvalidCard or
// DuplicateCard naming the first bad row; InvalidArgument without a row for
// sizes check_showdown_size refuses. Each row is copied before it is
// checked, so a caller's thread writing the arrays meanwhile gets garbage
// winnings or an error, never a crash.
void resolve_pots_batch_cards(size_t rows, int num_seats, const int64_t* contributions, const uint8_t* folded,
                              const CardCode* hole_cards, int hole_size, const CardCode* boards, int board_size,
                              const int64_t* buttons, int64_t* winnings, const int64_t* dead = nullptr);

// The showdown value of each seat from its hole cards and the board:
// `hole` holds `hole_size` cards per seat, `has_hole[s]` says whether seat
// s's cards are known; unknown seats get 0 (their cards are not read). The
// sizes are checked by check_showdown_size when any seat is shown (else only
// the board's). All known cards must be valid (InvalidCard) and distinct
// (DuplicateCard, naming only the card and its two places: other seats'
// cards never appear in a message).
void showdown_values(int num_seats, const CardCode* hole, int hole_size, const uint8_t* has_hole,
                     const CardCode* board, size_t board_size, int32_t* values);

}  // namespace holdem
