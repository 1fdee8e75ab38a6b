#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "convert.hpp"
#include "holdem/variant_equity.hpp"
#include "long_call.hpp"

namespace py = pybind11;

namespace holdem::bind {

namespace {

EquityGame game_from_name(const std::string& name) {
    if (name == "omaha") return EquityGame::OmahaHigh;
    if (name == "omaha_hi_lo") return EquityGame::OmahaHiLo;
    if (name == "short_deck") return EquityGame::ShortDeck;
    throw InvalidArgument("game is 'omaha', 'omaha_hi_lo' or 'short_deck', got '" + name + "'");
}

}  // namespace

void bind_variant_equity(py::module_& m) {
    m.def(
        "variant_equity",
        [](const std::vector<py::object>& players, py::handle board, py::handle dead, const std::string& game,
           int hole_cards, bool trips_beat_straight, const std::string& method, uint64_t trials, uint64_t seed,
           int threads, py::handle cancel) {
            std::vector<std::vector<CardCode>> hands(players.size());
            for (size_t p = 0; p < players.size(); ++p) cards_from_py(players[p], hands[p]);
            std::vector<CardCode> board_cards, dead_cards;
            cards_from_py(board, board_cards);
            cards_from_py(dead, dead_cards);
            VariantEquityOptions options;
            options.game = game_from_name(game);
            options.hole_cards = hole_cards;
            options.short_deck_rule =
                trips_beat_straight ? ShortDeckRule::TripsBeatStraight : ShortDeckRule::StraightBeatsTrips;
            options.method = method_from_name(method);
            options.trials = trials;
            options.seed = seed;
            options.threads = threads;
            const Interruption interruption(cancel);
            options.interrupted = interruption.check();
            const VariantEquityResult r =
                without_gil([&] { return calculate_variant_equity(hands, board_cards, dead_cards, options); });
            py::list per_player;
            for (const VariantPlayerEquity& e : r.players)
                per_player.append(py::make_tuple(e.equity, e.std_error, e.high_win, e.high_tie, e.high_tie_probability,
                                                 e.high_wins, e.high_ties, e.low_win, e.low_tie, e.scoop));
            return py::make_tuple(r.exact, r.trials, r.low_probability, per_player);
        },
        py::arg("players"), py::arg("board"), py::arg("dead"), py::arg("game"), py::arg("hole_cards"),
        py::arg("trips_beat_straight") = true, py::arg("method") = "auto", py::arg("trials") = 1'000'000,
        py::arg("seed") = 0, py::arg("threads") = 0, py::arg("cancel") = py::none(),
        "Equity of 2-10 players in Omaha ('omaha', 'omaha_hi_lo') or short deck ('short_deck'): players are hole "
        "cards, no cards for a random hand. Returns (exact, trials, low_probability, [(equity, std_error, high_win, "
        "high_tie, high_tie_probability, high_wins, high_ties, low_win, low_tie, scoop), ...]).");
}

}  // namespace holdem::bind
