// Card text and ids: parse_cards / parse_card on any bytes, and the card
// checks on any ids. Only InvalidCard may escape; what parses prints back
// to text that parses to the same cards.
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_input.hpp"
#include "holdem/card.hpp"

using namespace holdem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    fuzz::typed_errors_only([&] {
        std::vector<CardCode> cards = parse_cards(text);
        for (CardCode c : cards) HOLDEM_FUZZ_CHECK(c < kDeckSize);
        const std::string again = cards_string(cards.data(), cards.size());
        HOLDEM_FUZZ_CHECK(parse_cards(again) == cards);
    });
    fuzz::typed_errors_only([&] {
        CardCode c = parse_card(text);
        HOLDEM_FUZZ_CHECK(c < kDeckSize && parse_card(card_string(c)) == c);
    });
    // Raw ids, as the batch paths see them.
    const auto* ids = reinterpret_cast<const CardCode*>(data);
    const size_t n = size < 60 ? size : 60;
    fuzz::typed_errors_only([&] { check_distinct(ids, n); });
    (void)cards_string(ids, n);  // ids of 52 and up print as "#id", never read out of bounds
    if (size) fuzz::typed_errors_only([&] { checked_card(static_cast<long long>(data[0]) - 128); });
    return 0;
}
