#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "convert.hpp"
#include "holdem/omaha.hpp"

namespace py = pybind11;

namespace holdem::bind {

namespace {

// One Omaha hand from Python, valued by `Value` (evaluate_omaha or evaluate_omaha_low). The evaluators check
// the counts before they read (HandCards keeps 7 cards and counts them all).
template <auto Value>
int omaha_from_py(py::handle hole, py::handle board) {
    HandCards h, b;
    cards_from_py(hole, h);
    cards_from_py(board, b);
    return Value(h.cards, h.count, b.cards, b.count);
}

using Rows = py::array_t<uint8_t, py::array::c_style>;
using BatchFn = void (*)(const CardCode*, int, const CardCode*, int, size_t, int32_t*, int);

template <BatchFn Batch>
py::array_t<int32_t> omaha_batch_from_py(const char* name, Rows hole, Rows board, int threads, py::object out_obj) {
    if (hole.ndim() != 2 || board.ndim() != 2 || hole.shape(0) != board.shape(0))
        throw InvalidArgument(std::string(name) + " takes hole cards of shape (N, 4|5|6) and boards of shape (N, 3|4|5)");
    const auto rows = static_cast<size_t>(hole.shape(0));
    py::array_t<int32_t> out = batch_out(out_obj, rows);
    const CardCode* h = hole.data();
    const CardCode* b = board.data();
    int32_t* dst = out.mutable_data();
    const int hole_width = static_cast<int>(hole.shape(1)), board_width = static_cast<int>(board.shape(1));
    {
        py::gil_scoped_release release;
        Batch(h, hole_width, b, board_width, rows, dst, threads);
    }
    return out;
}

}  // namespace

void bind_omaha(py::module_& m) {
    m.attr("LOW_VALUES") = kLowValues;
    m.def("evaluate_omaha", &omaha_from_py<evaluate_omaha>, py::arg("hole"), py::arg("board"),
          "The Omaha high value of 4-6 hole cards with 3-5 board cards (two of the hole with three of the "
          "board), 1 to 7462, higher is better.");
    m.def("evaluate_omaha_low", &omaha_from_py<evaluate_omaha_low>, py::arg("hole"), py::arg("board"),
          "The Omaha eight-or-better low value, 1 (8-7-6-5-4) to 56 (5-4-3-2-A), 0 when no low qualifies.");
    m.def(
        "evaluate_omaha_batch",
        [](Rows hole, Rows board, int threads, py::object out) {
            return omaha_batch_from_py<evaluate_omaha_batch>("evaluate_omaha_batch", hole, board, threads, out);
        },
        py::arg("hole"), py::arg("board"), py::arg("threads") = 1, py::arg("out") = py::none());
    m.def(
        "evaluate_omaha_low_batch",
        [](Rows hole, Rows board, int threads, py::object out) {
            return omaha_batch_from_py<evaluate_omaha_low_batch>("evaluate_omaha_low_batch", hole, board, threads, out);
        },
        py::arg("hole"), py::arg("board"), py::arg("threads") = 1, py::arg("out") = py::none());
    m.def(
        "low_class",
        [](int value) {
            LowClass c = low_class(value);
            return std::vector<int>(c.ranks, c.ranks + 5);
        },
        py::arg("value"));
    m.def("omaha_table_bytes", &omaha_table_bytes);
}

}  // namespace holdem::bind
