// Python objects to card codes: ints (and Card, an int subclass), card text,
// or sequences of them. Parsing and checking are the core's (card.hpp).
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <string>
#include <string_view>
#include <vector>

#include "holdem/card.hpp"

namespace holdem::bind {

// One card: a Card or int id, a numpy integer, or card text. Errors say what
// a card is.
CardCode card_from_py(pybind11::handle obj);

// The cards of one hand without heap use: keeps the first kCapacity, counts
// all (so "got 9 cards" can be said). A local, never shared: a card's
// __index__ may run Python code that evaluates another hand.
struct HandCards {
    static constexpr size_t kCapacity = 7;
    CardCode cards[kCapacity];
    size_t count = 0;
    void push_back(CardCode c) {
        if (count < kCapacity) cards[count] = c;
        ++count;
    }
    void clear() { count = 0; }
};

// The UTF-8 text of a Python str, valid while the str lives.
inline std::string_view text_from_py(PyObject* str) {
    Py_ssize_t len = 0;
    const char* s = PyUnicode_AsUTF8AndSize(str, &len);
    if (!s) throw pybind11::error_already_set();
    return std::string_view(s, static_cast<size_t>(len));
}

// Fills `out` (a std::vector<CardCode> or HandCards) with the cards of a
// string, read by `parse_text`, or of an iterable, each item read by
// `card_from`: one reader for the plain deck and the joker's.
template <typename Out, typename ParseText, typename CardFrom>
void cards_from_py_with(pybind11::handle obj, Out& out, ParseText parse_text, CardFrom card_from) {
    out.clear();
    PyObject* o = obj.ptr();
    if (PyUnicode_Check(o)) {
        for (CardCode c : parse_text(text_from_py(o))) out.push_back(c);
        return;
    }
    if (PyList_Check(o) || PyTuple_Check(o)) {
        // Re-read the size and hold each item: converting an item may run
        // Python code (__index__) that changes the list.
        for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(o); ++i) {
            auto item = pybind11::reinterpret_borrow<pybind11::object>(PySequence_Fast_GET_ITEM(o, i));
            out.push_back(card_from(item));
        }
        return;
    }
    if (!PyIter_Check(o) && !PySequence_Check(o) && !PyAnySet_Check(o))
        throw pybind11::type_error("cards are a string like 'AhKd' or a sequence of cards, got " +
                                   std::string(Py_TYPE(o)->tp_name));
    for (pybind11::handle item : obj) out.push_back(card_from(item));
}

// The int32 output of a batch evaluator: a new array of `rows` values, or
// `out` as given when it is a writable contiguous int32 array of that length
// (else InvalidArgument). Defined in bind_evaluator.cpp.
pybind11::array_t<int32_t> batch_out(pybind11::object out, size_t rows);

// The cards of a string ("AhKd", "Ah Kd") or an iterable of cards.
template <typename Out>
void cards_from_py(pybind11::handle obj, Out& out) {
    cards_from_py_with(
        obj, out, [](std::string_view text) { return parse_cards(text); },
        [](pybind11::handle item) { return card_from_py(item); });
}

}  // namespace holdem::bind
