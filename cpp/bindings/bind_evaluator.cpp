#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "convert.hpp"
#include "holdem/evaluator.hpp"
#include "holdem/joker.hpp"

namespace py = pybind11;

namespace holdem::bind {

namespace {

// The value of one hand from Python, read by `Read` and valued by `Value`:
// evaluate and evaluate_joker. One call per hand: no heap use, and the
// evaluators check the count before they read (more than 7 is an error).
template <auto Read, auto Value>
auto value_from_py(py::handle cards) {
    HandCards hand;
    Read(cards, hand);
    return Value(hand.cards, hand.count);
}

// One card or the joker (id 52, an int or a numpy integer, or the text "Jk"),
// read as card_from_py reads a card; refusals name the joker too. Its own
// reader: a joker switch inside card_from_py cost every plain evaluate call
// about 5% (measured, 98 -> 104 ns for 7 cards).
CardCode joker_card_from_py(py::handle item) {
    PyObject* o = item.ptr();
    if (PyUnicode_Check(o)) return parse_card_or_joker(text_from_py(o));
    if (PyIndex_Check(o) && !PyBool_Check(o)) {  // ints, Cards, numpy integers
        auto as_int = py::reinterpret_steal<py::object>(PyNumber_Index(o));
        if (as_int) {
            int overflow = 0;
            long long v = PyLong_AsLongLongAndOverflow(as_int.ptr(), &overflow);
            if (overflow)
                throw InvalidCard("invalid card id " + py::str(as_int).cast<std::string>() +
                                  ": card ids are 0 to 51, 52 for the joker");
            return checked_card_or_joker(v);
        }
        if (!PyErr_ExceptionMatches(PyExc_TypeError)) throw py::error_already_set();
        PyErr_Clear();
    }
    throw py::type_error("a card is a Card, card text like 'Ah' or 'Jk', or an id 0-52 (52: the joker), got " +
                         std::string(Py_TYPE(o)->tp_name) + " " + py::repr(item).cast<std::string>());
}

void joker_cards_from_py(py::handle obj, HandCards& out) {
    cards_from_py_with(
        obj, out, [](std::string_view text) { return parse_cards_or_joker(text); }, joker_card_from_py);
}

}  // namespace

py::array_t<int32_t> batch_out(py::object out_obj, size_t rows) {
    if (out_obj.is_none()) return py::array_t<int32_t>(static_cast<py::ssize_t>(rows));
    // Written in place: it must already be int32, contiguous, writable, of length N.
    auto given = py::reinterpret_borrow<py::array>(out_obj);
    if (!py::isinstance<py::array_t<int32_t>>(given) || given.ndim() != 1 || static_cast<size_t>(given.shape(0)) != rows ||
        !(given.flags() & py::array::c_style) || !given.writeable())
        throw InvalidArgument("out must be a writable contiguous int32 array of length " + std::to_string(rows));
    return py::reinterpret_borrow<py::array_t<int32_t>>(given);
}

void bind_evaluator(py::module_& m) {
    m.attr("HAND_VALUES") = kHandValues;

    m.def("evaluate", &value_from_py<cards_from_py<HandCards>, evaluate_cards>, py::arg("cards"),
          "The value of 5, 6 or 7 distinct cards, 1 to 7462, higher is better.\n\n"
          "cards: text ('AhKh QhJhTh 2c') or a sequence of Cards, ids 0-51 or card texts.\n"
          "Raises InvalidCardError, DuplicateCardError, or InvalidArgumentError for a wrong count.");

    m.def(
        "evaluate_batch",
        [](py::array_t<uint8_t, py::array::c_style> cards, int threads, py::object out_obj, const std::string& kernel_name) {
            BatchKernel kernel = batch_kernel_from_name(kernel_name);
            if (cards.ndim() != 2)
                throw InvalidArgument("evaluate_batch takes an array of shape (N, 5|6|7), got " +
                                      std::to_string(cards.ndim()) + " dimensions");
            auto rows = static_cast<size_t>(cards.shape(0));
            int width = static_cast<int>(cards.shape(1));
            py::array_t<int32_t> out = batch_out(out_obj, rows);
            const CardCode* in = cards.data();
            int32_t* dst = out.mutable_data();
            {
                py::gil_scoped_release release;
                evaluate_batch(in, rows, width, dst, threads, kernel);
            }
            return out;
        },
        py::arg("cards"), py::arg("threads") = 1, py::arg("out") = py::none(), py::arg("kernel") = "auto");

    m.def("batch_kernels", [] {
        std::vector<std::string> names;
        for (BatchKernel k : batch_kernels()) names.emplace_back(batch_kernel_name(k));
        return names;
    });

    m.def(
        "best_five",
        [](py::handle cards) {
            HandCards hand;
            cards_from_py(cards, hand);
            CardCode out[5];
            best_five(hand.cards, hand.count, out);
            return std::vector<int>(out, out + 5);
        },
        py::arg("cards"));

    m.def(
        "value_class",
        [](int value) {
            ValueClass c = value_class(value);
            return py::make_tuple(static_cast<int>(c.category), std::vector<int>(c.ranks, c.ranks + 5));
        },
        py::arg("value"));

    m.def(
        "enumerate_value_counts",
        [](int n) {
            py::array_t<uint64_t> counts(kHandValues + 1);
            uint64_t* dst = counts.mutable_data();
            {
                py::gil_scoped_release release;
                enumerate_value_counts(n, dst);
            }
            return counts;
        },
        py::arg("n_cards"));

    m.def("table_bytes", &table_bytes);

    m.attr("JOKER") = static_cast<int>(kJoker);
    m.attr("JOKER_HAND_VALUES") = kJokerHandValues;
    m.def("evaluate_joker", &value_from_py<joker_cards_from_py, evaluate_joker>, py::arg("cards"),
          "The joker value of 5 cards with at most one joker (id 52 or 'Jk'), 1 to 7475, higher is better.");
}

}  // namespace holdem::bind
