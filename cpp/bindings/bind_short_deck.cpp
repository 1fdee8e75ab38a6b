#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "convert.hpp"
#include "holdem/short_deck.hpp"

namespace py = pybind11;

namespace holdem::bind {

namespace {

ShortDeckRule rule_of(bool trips_beat_straight) {
    return trips_beat_straight ? ShortDeckRule::TripsBeatStraight : ShortDeckRule::StraightBeatsTrips;
}

}  // namespace

void bind_short_deck(py::module_& m) {
    m.attr("SHORT_DECK_HAND_VALUES") = kShortDeckHandValues;
    m.def(
        "evaluate_short_deck",
        [](py::handle cards, bool trips_beat_straight) {
            HandCards hand;
            cards_from_py(cards, hand);
            return evaluate_short_deck(hand.cards, hand.count, rule_of(trips_beat_straight));
        },
        py::arg("cards"), py::arg("trips_beat_straight") = true,
        "The short-deck value of 5, 6 or 7 distinct cards 6 to ace, 1 to 1404, higher is better.");
    m.def(
        "evaluate_short_deck_batch",
        [](py::array_t<uint8_t, py::array::c_style> cards, bool trips_beat_straight, int threads, py::object out_obj) {
            if (cards.ndim() != 2)
                throw InvalidArgument("evaluate_short_deck_batch takes an array of shape (N, 5|6|7), got " +
                                      std::to_string(cards.ndim()) + " dimensions");
            const auto rows = static_cast<size_t>(cards.shape(0));
            const int width = static_cast<int>(cards.shape(1));
            py::array_t<int32_t> out = batch_out(out_obj, rows);
            const CardCode* in = cards.data();
            int32_t* dst = out.mutable_data();
            {
                py::gil_scoped_release release;
                evaluate_short_deck_batch(in, rows, width, dst, rule_of(trips_beat_straight), threads);
            }
            return out;
        },
        py::arg("cards"), py::arg("trips_beat_straight") = true, py::arg("threads") = 1, py::arg("out") = py::none());
    m.def(
        "short_deck_value_class",
        [](int value, bool trips_beat_straight) {
            ValueClass c = short_deck_value_class(value, rule_of(trips_beat_straight));
            return py::make_tuple(static_cast<int>(c.category), std::vector<int>(c.ranks, c.ranks + 5));
        },
        py::arg("value"), py::arg("trips_beat_straight") = true);
    m.def("short_deck_table_bytes", &short_deck_table_bytes);
}

}  // namespace holdem::bind
