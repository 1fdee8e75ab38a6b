// Cards as small integers: code = 4 * rank + suit, rank 0..12 for 2..A,
// suit 0..3 for c, d, h, s (R-CARD-1). Parsing and formatting live here; every
// other part of the core takes codes.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace holdem {

using CardCode = uint8_t;
constexpr int kDeckSize = 52;

// A card id or card text that is not one of the 52 cards.
struct InvalidCard : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// The same card twice where a set of distinct cards is required.
struct DuplicateCard : InvalidCard {
    using InvalidCard::InvalidCard;
};

// A wrong count, shape, amount or option: the input is well-formed cards but
// not what the function takes.
struct InvalidArgument : std::invalid_argument {
    using std::invalid_argument::invalid_argument;
};

// A long computation stopped because its caller asked it to (see
// EquityOptions::interrupted); no result is returned.
struct Interrupted : std::runtime_error {
    using std::runtime_error::runtime_error;
};

constexpr int card_rank(CardCode c) { return c >> 2; }
constexpr int card_suit(CardCode c) { return c & 3; }
constexpr CardCode make_card(int rank, int suit) { return static_cast<CardCode>(rank * 4 + suit); }

extern const char kRankChars[14];  // "23456789TJQKA"
extern const char kSuitChars[5];   // "cdhs"

// "Ah", "td", "10d" (case-insensitive). Throws InvalidCard naming the text.
CardCode parse_card(std::string_view text);

// "AhKd", "Ah Kd", "Ah,Kd", "10d 9c"; the empty string is no cards.
std::vector<CardCode> parse_cards(std::string_view text);

// Throws InvalidCard unless 0 <= code < 52.
CardCode checked_card(long long code);

std::string card_string(CardCode c);
std::string cards_string(const CardCode* cards, size_t n);

// Throws DuplicateCard naming the first repeated card.
void check_distinct(const CardCode* cards, size_t n);

}  // namespace holdem
