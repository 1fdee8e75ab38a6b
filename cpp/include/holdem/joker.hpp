// The optional joker of five-card draw (R-HAND-7, the "bug" of [001]): card
// id 52, text "Jk" (case-insensitive), at most one per hand. A separate entry
// point on its own value scale; evaluate() and the batch kernels, their
// tables and their scale are untouched (the joker is no card for them).
//
// The rule, for four natural cards S plus the joker:
//   - S four of a kind: five of a kind of that rank;
//   - otherwise the best of
//       * the joker as an ace (of no suit: it never makes a flush by itself,
//         so with an ace in S it pairs it);
//       * the joker as any rank that makes S a straight;
//       * when S is one suit, the joker as any card of that suit not in S
//         (a flush, or a straight flush when that is one): the best is the
//         highest card the straight flush or flush lacks.
//     The joker never makes a pair, trips, two pair, full house or four of a
//     kind except as an ace.
//
// Joker values, 1 to 7475, higher is better:
//   1..7461     every hand below the royal flush, exactly evaluate()'s value
//   7462..7474  five of a kind, deuces (7462) to aces (7474)
//   7475        the royal flush (evaluate()'s 7462)
// so five of a kind ranks below the royal flush and above every other
// straight flush, as R-HAND-7 says, and a joker-free hand's joker value is
// its evaluate() value except the royal flush's.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "holdem/card.hpp"
#include "holdem/evaluator.hpp"

namespace holdem {

constexpr CardCode kJoker = 52;
constexpr int kJokerHandValues = kHandValues + 13;  // 7475
constexpr int kFiveOfAKindBase = kHandValues;       // five of a kind of rank r: kFiveOfAKindBase + r

// The joker value of a natural (joker-free) value.
constexpr int joker_scale(HandValue v) { return v == kHandValues ? kJokerHandValues : v; }

// The joker value of 5 cards, ids 0..52, at most one 52. Throws InvalidCard
// (an id over 52), DuplicateCard (two jokers or a card twice) or
// InvalidArgument (not 5 cards).
int evaluate_joker(const CardCode* cards, size_t n);

// A card id 0..51 or the joker, 52; throws InvalidCard naming both.
CardCode checked_card_or_joker(long long code);

// "Jk" or a natural card ("Ah", "10d"); lists as parse_cards does. Throws
// InvalidCard saying that the joker is allowed too.
CardCode parse_card_or_joker(std::string_view text);
std::vector<CardCode> parse_cards_or_joker(std::string_view text);

}  // namespace holdem
