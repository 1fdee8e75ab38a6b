#include "holdem/card.hpp"

#include <cctype>

namespace holdem {

const char kRankChars[14] = "23456789TJQKA";
const char kSuitChars[5] = "cdhs";

namespace {

int rank_of(char ch) {
    switch (std::toupper(static_cast<unsigned char>(ch))) {
        case '2': return 0;  case '3': return 1;  case '4': return 2;  case '5': return 3;
        case '6': return 4;  case '7': return 5;  case '8': return 6;  case '9': return 7;
        case 'T': return 8;  case 'J': return 9;  case 'Q': return 10; case 'K': return 11;
        case 'A': return 12;
        default: return -1;
    }
}

int suit_of(char ch) {
    switch (std::tolower(static_cast<unsigned char>(ch))) {
        case 'c': return 0; case 'd': return 1; case 'h': return 2; case 's': return 3;
        default: return -1;
    }
}

// Control characters (a NUL would end the message early) shown as \xNN.
std::string printable(std::string_view text) {
    std::string out;
    for (char ch : text) {
        auto byte = static_cast<unsigned char>(ch);
        if (byte < 0x20 || byte == 0x7F) {
            const char* hex = "0123456789abcdef";
            out += "\\x";
            out += hex[byte >> 4];
            out += hex[byte & 15];
        } else {
            out += ch;
        }
    }
    return out;
}

[[noreturn]] void bad_card(std::string_view text) {
    throw InvalidCard("invalid card '" + printable(text) +
                      "': a card is a rank (2-9, T or 10, J, Q, K, A) then a suit (s, h, d, c), e.g. 'Ah' or 'Td'");
}

}  // namespace

CardCode parse_card(std::string_view text) {
    int rank = -1, suit = -1;
    if (text.size() == 2) {
        rank = rank_of(text[0]);
        suit = suit_of(text[1]);
    } else if (text.size() == 3 && text[0] == '1' && text[1] == '0') {
        rank = 8;
        suit = suit_of(text[2]);
    }
    if (rank < 0 || suit < 0) bad_card(text);
    return make_card(rank, suit);
}

namespace {
bool is_separator(char ch) { return ch == ' ' || ch == ',' || ch == '\t' || ch == '\n' || ch == '[' || ch == ']'; }
}  // namespace

std::vector<CardCode> parse_cards(std::string_view text) {
    std::vector<CardCode> out;
    size_t i = 0;
    while (i < text.size()) {
        if (is_separator(text[i])) { ++i; continue; }
        // A card is two characters, or three for "10x"; cards may run together ("AhKd").
        size_t len = (text[i] == '1' && i + 1 < text.size() && text[i + 1] == '0') ? 3 : 2;
        int rank = -1, suit = -1;
        if (i + len <= text.size()) {
            rank = len == 3 ? 8 : rank_of(text[i]);
            suit = suit_of(text[i + len - 1]);
        }
        if (rank < 0 || suit < 0) {
            // Name the whole word (up to a separator): never a cut UTF-8 sequence.
            size_t end = i;
            while (end < text.size() && !is_separator(text[end])) ++end;
            bad_card(text.substr(i, end - i));
        }
        out.push_back(make_card(rank, suit));
        i += len;
    }
    return out;
}

CardCode checked_card(long long code) {
    if (code < 0 || code >= kDeckSize)
        throw InvalidCard("invalid card id " + std::to_string(code) + ": card ids are 0 to 51 (4 * rank + suit)");
    return static_cast<CardCode>(code);
}

std::string card_string(CardCode c) {
    return std::string{kRankChars[card_rank(c)], kSuitChars[card_suit(c)]};
}

std::string cards_string(const CardCode* cards, size_t n) {
    std::string s;
    for (size_t i = 0; i < n; ++i) {
        if (i) s += ' ';
        s += cards[i] < kDeckSize ? card_string(cards[i]) : "#" + std::to_string(cards[i]);
    }
    return s;
}

void check_distinct(const CardCode* cards, size_t n) {
    uint64_t seen = 0;
    for (size_t i = 0; i < n; ++i) {
        checked_card(cards[i]);
        uint64_t bit = uint64_t{1} << cards[i];
        if (seen & bit) throw DuplicateCard("duplicate card " + card_string(cards[i]) + " in " + cards_string(cards, n));
        seen |= bit;
    }
}

}  // namespace holdem
