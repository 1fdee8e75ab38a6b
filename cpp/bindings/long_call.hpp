// What the equity bindings share around a long core call: the method's
// name, the interruption check (Ctrl-C, a cancel event) and the call itself
// run without the GIL.
#pragma once

#include <pybind11/pybind11.h>

#include <exception>
#include <functional>
#include <string>

#include "holdem/card.hpp"
#include "holdem/equity.hpp"

namespace holdem::bind {

inline EquityMethod method_from_name(const std::string& name) {
    if (name == "auto") return EquityMethod::Auto;
    if (name == "exact") return EquityMethod::Exact;
    if (name == "monte_carlo") return EquityMethod::MonteCarlo;
    throw InvalidArgument("method is 'auto', 'exact' or 'monte_carlo', got '" + name + "'");
}

// The core's interruption check for a call: true once Ctrl-C is pressed
// (a signal handler raised) when called from the main thread, or once
// `cancel` (a threading.Event, or anything with is_set()) is set. Holds
// cancel.is_set, with the GIL, for the whole call; the check only borrows it.
class Interruption {
public:
    explicit Interruption(pybind11::handle cancel) {
        namespace py = pybind11;
        // Python runs signal handlers on the main thread only: elsewhere there
        // is nothing to ask. Imported on every call (a sys.modules lookup once
        // loaded): a function-local static initialised with the GIL held can
        // deadlock. get_ident, unlike current_thread, makes no dummy thread object.
        py::module_ threading = py::module_::import("threading");
        const bool on_main = threading.attr("get_ident")().equal(threading.attr("main_thread")().attr("ident"));
        if (!cancel.is_none()) {
            is_set_ = py::getattr(cancel, "is_set", py::none());
            if (!PyCallable_Check(is_set_.ptr()))
                throw InvalidArgument(std::string("cancel is a threading.Event (anything with is_set()), got ") +
                                      Py_TYPE(cancel.ptr())->tp_name);
        }
        if (on_main || is_set_)
            check_ = [on_main, check = is_set_.ptr()] {
                pybind11::gil_scoped_acquire gil;
                if (on_main && PyErr_CheckSignals() != 0) return true;
                if (!check) return false;
                PyObject* answer = PyObject_CallNoArgs(check);
                if (!answer) return true;  // is_set() raised: its error is raised
                const int truth = PyObject_IsTrue(answer);
                Py_DECREF(answer);
                return truth != 0;  // -1 (an error) stops too
            };
    }
    const std::function<bool()>& check() const { return check_; }

private:
    pybind11::object is_set_;
    std::function<bool()> check_;
};

// call() run without the GIL. A Python error raised meanwhile (by a signal
// handler or is_set()) wins over whatever stopped the work with it.
template <class Call>
auto without_gil(Call&& call) -> decltype(call()) {
    decltype(call()) result{};
    std::exception_ptr failure;
    {
        pybind11::gil_scoped_release release;
        try {
            result = call();
        } catch (...) {
            failure = std::current_exception();
        }
    }
    if (PyErr_Occurred()) throw pybind11::error_already_set();
    if (failure) std::rethrow_exception(failure);
    return result;
}

}  // namespace holdem::bind
