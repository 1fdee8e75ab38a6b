#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "convert.hpp"
#include "holdem/equity.hpp"
#include "long_call.hpp"

namespace py = pybind11;

namespace holdem::bind {

void bind_equity(py::module_& m) {
    m.attr("MAX_EQUITY_PLAYERS") = kMaxEquityPlayers;
    m.attr("MAX_EQUITY_TRIALS") = kMaxEquityTrials;
    m.def(
        "equity",
        [](const std::vector<std::pair<py::object, std::vector<double>>>& players, py::handle board,
           py::handle dead, const std::string& method, uint64_t trials, uint64_t seed, int threads,
           py::handle cancel) {
            std::vector<HoleRange> ranges(players.size());
            std::vector<CardCode> cards;
            for (size_t p = 0; p < players.size(); ++p) {
                cards_from_py(players[p].first, cards);
                const std::vector<double>& weights = players[p].second;
                if (cards.size() != 2 * weights.size())
                    throw InvalidArgument("player " + std::to_string(p + 1) + ": " + std::to_string(cards.size()) +
                                          " cards for " + std::to_string(weights.size()) +
                                          " weights; a range is two cards per weight");
                for (size_t i = 0; i < weights.size(); ++i) ranges[p].push_back({cards[2 * i], cards[2 * i + 1], weights[i]});
            }
            std::vector<CardCode> board_cards, dead_cards;
            cards_from_py(board, board_cards);
            cards_from_py(dead, dead_cards);
            EquityOptions options;
            options.method = method_from_name(method);
            options.trials = trials;
            options.seed = seed;
            options.threads = threads;
            // Ctrl-C and a set `cancel` stop a long run.
            const Interruption interruption(cancel);
            options.interrupted = interruption.check();
            const EquityResult r =
                without_gil([&] { return calculate_equity(ranges, board_cards, dead_cards, options); });
            py::list per_player;
            for (const PlayerEquity& e : r.players)
                per_player.append(py::make_tuple(e.equity, e.win, e.tie, e.tie_probability, e.std_error, e.wins, e.ties));
            return py::make_tuple(r.exact, r.trials, r.total, per_player);
        },
        py::arg("players"), py::arg("board"), py::arg("dead"), py::arg("method") = "auto",
        py::arg("trials") = 1'000'000, py::arg("seed") = 0, py::arg("threads") = 0, py::arg("cancel") = py::none(),
        "Equity of 2-10 players: players are (cards, weights) pairs, two cards per weight. Returns "
        "(exact, trials, total, [(equity, win, tie, tie_probability, std_error, wins, ties), ...]).");
    m.def(
        "outs",
        [](py::handle hole, py::handle board, const std::vector<py::object>& opponents, py::handle dead, int target) {
            std::vector<CardCode> hole_cards, board_cards, dead_cards;
            cards_from_py(hole, hole_cards);
            cards_from_py(board, board_cards);
            cards_from_py(dead, dead_cards);
            std::vector<std::vector<CardCode>> opponent_cards(opponents.size());
            for (size_t i = 0; i < opponents.size(); ++i) cards_from_py(opponents[i], opponent_cards[i]);
            if (target < -1 || target > static_cast<int>(Category::StraightFlush))
                throw InvalidArgument("target is a category 0-8, or -1 for none, got " + std::to_string(target));
            std::optional<Category> category;
            if (target >= 0) category = static_cast<Category>(target);
            py::gil_scoped_release release;
            return find_outs(hole_cards, board_cards, opponent_cards, dead_cards, category);
        },
        py::arg("hole"), py::arg("board"), py::arg("opponents"), py::arg("dead"), py::arg("target") = -1,
        "Card ids of the outs of hole on a flop or turn board: against opponents' hole cards, or to a category "
        "(target 0-8; -1: any higher category than now and than the board shows).");
}

}  // namespace holdem::bind
