// The joker evaluator (joker.hpp): tries the substitutions the rule allows and
// values each with the joker-free evaluator's tables. evaluate() and its
// tables are not touched.
#include "holdem/joker.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace holdem {

namespace {

constexpr int kAce = 12;

bool is_joker_text(std::string_view t) {
    return t.size() == 2 && std::tolower(static_cast<unsigned char>(t[0])) == 'j' &&
           std::tolower(static_cast<unsigned char>(t[1])) == 'k';
}

std::string joker_cards_string(const CardCode* cards, size_t n) {
    std::string s;
    for (size_t i = 0; i < n; ++i) {
        if (i) s += ' ';
        s += cards[i] == kJoker ? std::string("Jk") : cards_string(&cards[i], 1);
    }
    return s;
}

// The best value of four natural cards plus the joker (the rule in joker.hpp).
int four_plus_joker(const CardCode s[4]) {
    Hand h;
    int count[13] = {};
    for (int i = 0; i < 4; ++i) {
        h.add(s[i]);
        ++count[card_rank(s[i])];
    }
    for (int r = 0; r < 13; ++r)
        if (count[r] == 4) return kFiveOfAKindBase + r;
    // The joker as a rank, no suit: the rank multiset's (non-flush) value. As
    // an ace always; as another rank only when that makes a straight.
    auto rank_key = static_cast<uint32_t>(h.key);
    int best = evaluate_rank_key(rank_key + tables::kRankMultiplier[kAce]);
    for (int r = 0; r < kAce; ++r) {
        if (count[r]) continue;  // a straight has five different ranks
        HandValue v = evaluate_rank_key(rank_key + tables::kRankMultiplier[r]);
        if (category_of(v) == Category::Straight) best = std::max<int>(best, v);
    }
    // One suit: the joker as each card of that suit not in S.
    int suit = card_suit(s[0]);
    if (card_suit(s[1]) == suit && card_suit(s[2]) == suit && card_suit(s[3]) == suit) {
        for (int r = 0; r < 13; ++r) {
            CardCode c = make_card(r, suit);
            if (s[0] == c || s[1] == c || s[2] == c || s[3] == c) continue;
            best = std::max(best, joker_scale(evaluate(h.plus(c))));
        }
    }
    return best;
}

}  // namespace

int evaluate_joker(const CardCode* cards, size_t n) {
    if (n != 5) throw InvalidArgument("a joker hand is 5 cards, got " + std::to_string(n));
    CardCode natural[5];
    size_t m = 0;
    bool joker = false;
    for (size_t i = 0; i < n; ++i) {
        if (cards[i] == kJoker) {
            if (joker) throw DuplicateCard("duplicate card Jk in " + joker_cards_string(cards, n));
            joker = true;
        } else {
            if (cards[i] > kJoker) checked_card_or_joker(cards[i]);  // throws, naming what is allowed
            natural[m++] = cards[i];
        }
    }
    uint64_t seen = 0;
    for (size_t i = 0; i < m; ++i) {
        uint64_t bit = uint64_t{1} << natural[i];
        if (seen & bit)
            throw DuplicateCard("duplicate card " + card_string(natural[i]) + " in " + joker_cards_string(cards, n));
        seen |= bit;
    }
    if (!joker) {
        Hand h;
        for (size_t i = 0; i < 5; ++i) h.add(natural[i]);
        return joker_scale(evaluate(h));
    }
    return four_plus_joker(natural);
}

namespace {

// read(): where the joker is allowed, a card refused by the natural deck's
// reader says so (the reader's message names only the 52 cards).
template <typename Read>
auto naming_the_joker(Read read) {
    try {
        return read();
    } catch (const DuplicateCard&) {
        throw;
    } catch (const InvalidCard& e) {
        throw InvalidCard(std::string(e.what()) + "; or the joker, 'Jk'");
    }
}

}  // namespace

CardCode checked_card_or_joker(long long code) {
    if (code < 0 || code > kJoker)
        throw InvalidCard("invalid card id " + std::to_string(code) +
                          ": card ids are 0 to 51 (4 * rank + suit), 52 for the joker");
    return static_cast<CardCode>(code);
}

CardCode parse_card_or_joker(std::string_view text) {
    return is_joker_text(text) ? kJoker : naming_the_joker([text] { return parse_card(text); });
}

std::vector<CardCode> parse_cards_or_joker(std::string_view text) {
    // "jk" is never part of natural card text (a card's second character is a
    // suit or the 0 of 10), so the text splits at each joker.
    std::vector<CardCode> out;
    auto natural = [&out](std::string_view part) {
        for (CardCode c : naming_the_joker([part] { return parse_cards(part); })) out.push_back(c);
    };
    size_t start = 0;
    for (size_t i = 0; i + 1 < text.size(); ++i) {
        if (is_joker_text(text.substr(i, 2))) {
            natural(text.substr(start, i - start));
            out.push_back(kJoker);
            start = i + 2;
            ++i;
        }
    }
    natural(text.substr(start));
    return out;
}

}  // namespace holdem
