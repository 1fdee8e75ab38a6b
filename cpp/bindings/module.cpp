#include <pybind11/pybind11.h>

#include "holdem/card.hpp"

namespace py = pybind11;

namespace holdem::bind {
void bind_cards(py::module_& m);
void bind_evaluator(py::module_& m);
void bind_omaha(py::module_& m);
void bind_short_deck(py::module_& m);
void bind_pots(py::module_& m);
void bind_equity(py::module_& m);
void bind_variant_equity(py::module_& m);
}  // namespace holdem::bind

PYBIND11_MODULE(_core, m) {
    m.doc() = "holdem's compiled core: cards, hand evaluation, pot resolution, equity. Use the holdem package; this module is private.";

    // The core's C++ exceptions become the typed errors of holdem.errors.
    // The classes are kept for the life of the process (never decref'd).
    py::module_ errors = py::module_::import("holdem.errors");
    static PyObject* invalid_card = py::object(errors.attr("InvalidCardError")).release().ptr();
    static PyObject* duplicate_card = py::object(errors.attr("DuplicateCardError")).release().ptr();
    static PyObject* invalid_argument = py::object(errors.attr("InvalidArgumentError")).release().ptr();
    static PyObject* cancelled = py::object(errors.attr("CancelledError")).release().ptr();
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const holdem::DuplicateCard& e) {
            PyErr_SetString(duplicate_card, e.what());
        } catch (const holdem::InvalidCard& e) {
            PyErr_SetString(invalid_card, e.what());
        } catch (const holdem::InvalidArgument& e) {
            PyErr_SetString(invalid_argument, e.what());
        } catch (const holdem::Interrupted&) {
            PyErr_SetString(cancelled, "cancelled: the cancel event was set");
        }
    });

    holdem::bind::bind_cards(m);
    holdem::bind::bind_evaluator(m);
    holdem::bind::bind_omaha(m);
    holdem::bind::bind_short_deck(m);
    holdem::bind::bind_pots(m);
    holdem::bind::bind_equity(m);
    holdem::bind::bind_variant_equity(m);
}
