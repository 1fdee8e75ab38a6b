#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>

#include "convert.hpp"
#include "holdem/card.hpp"

namespace py = pybind11;

namespace holdem::bind {

CardCode card_from_py(py::handle obj) {
    PyObject* o = obj.ptr();
    if (PyLong_Check(o) && !PyBool_Check(o)) {
        int overflow = 0;
        long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
        if (overflow) throw InvalidCard("invalid card id " + py::str(obj).cast<std::string>() + ": card ids are 0 to 51");
        return checked_card(v);
    }
    if (PyUnicode_Check(o)) return parse_card(text_from_py(o));
    // Other integers (numpy scalars) through __index__; floats have none.
    if (PyIndex_Check(o) && !PyBool_Check(o)) {
        auto as_int = py::reinterpret_steal<py::object>(PyNumber_Index(o));
        if (as_int) return card_from_py(as_int);
        // A numpy array of several cards has __index__ but is no card: say what a card is.
        if (!PyErr_ExceptionMatches(PyExc_TypeError)) throw py::error_already_set();
        PyErr_Clear();
    }
    throw py::type_error("a card is a Card, card text like 'Ah' or an id 0-51, got " +
                         std::string(Py_TYPE(o)->tp_name) + " " + py::repr(obj).cast<std::string>());
}

void bind_cards(py::module_& m) {
    m.def("parse_card", [](py::handle obj) { return static_cast<int>(card_from_py(obj)); }, py::arg("card"),
          "The id (4 * rank + suit) of one card given as text ('Ah', '10d') or an id.");
    m.def(
        "parse_cards",
        [](py::handle obj) {
            std::vector<CardCode> codes;
            cards_from_py(obj, codes);
            return std::vector<int>(codes.begin(), codes.end());
        },
        py::arg("cards"), "The ids of cards given as text ('AhKd', 'Ah Kd') or a sequence.");
    m.def(
        "card_string", [](long long code) { return card_string(checked_card(code)); }, py::arg("card"),
        "The text of a card id: 50 -> 'Ah'.");
    m.attr("DECK_SIZE") = kDeckSize;
}

}  // namespace holdem::bind
