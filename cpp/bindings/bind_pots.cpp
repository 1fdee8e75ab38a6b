// Pot resolution for Python. One call per hand from the hand engine, so the
// per-call path avoids pybind11's generic casters: lists and tuples of ints
// are read with the C API, and the result (PotResult) keeps the core's plain
// data, building tuples only when an attribute is read; its pots are the Pot
// NamedTuples of holdem/pots.py, made with tuple.__new__ (no Python frame).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "convert.hpp"
#include "holdem/pots.hpp"

namespace py = pybind11;

namespace holdem::bind {

namespace {

// holdem.pots.Pot (a NamedTuple), set once by holdem.pots on import.
PyObject* pot_type = nullptr;

// A list or tuple as is; any other sequence is copied into a list once.
py::object seat_sequence(py::handle obj, const char* what) {
    if (PyList_Check(obj.ptr()) || PyTuple_Check(obj.ptr())) return py::reinterpret_borrow<py::object>(obj);
    if (PyUnicode_Check(obj.ptr()) || !PySequence_Check(obj.ptr()))
        throw InvalidArgument(std::string(what) + " is one entry per seat (a list, tuple or array), got " +
                              Py_TYPE(obj.ptr())->tp_name);
    PyObject* list = PySequence_List(obj.ptr());
    if (!list) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(list);
}

int seat_count(py::handle seq, const char* what, int expected) {
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq.ptr());
    if (expected >= 0 && n != expected)
        throw InvalidArgument(std::string(what) + " has " + std::to_string(n) + " entries but contributions has " +
                              std::to_string(expected) + ": one entry per seat");
    if (n < 2 || n > kMaxSeats)
        throw InvalidArgument("a hand has 2 to " + std::to_string(kMaxSeats) + " seats, got " + std::to_string(n));
    return static_cast<int>(n);
}

// An int (or numpy integer) as a whole number of chips or a hand value.
long long whole_number(PyObject* item, const char* what, int seat) {
    if (!PyBool_Check(item) && (PyLong_Check(item) || PyIndex_Check(item))) {
        PyObject* index = PyNumber_Index(item);
        if (!index) throw py::error_already_set();
        int overflow = 0;
        long long v = PyLong_AsLongLongAndOverflow(index, &overflow);
        Py_DECREF(index);
        if (!overflow) return v;
    }
    throw InvalidArgument(std::string(what) + " are whole numbers: seat " + std::to_string(seat) + " has " +
                          py::repr(item).cast<std::string>());
}

struct SeatInput {
    int num_seats = 0;
    int64_t contributions[kMaxSeats];
    uint8_t folded[kMaxSeats];
};

void read_seats(py::handle contributions, py::handle folded, SeatInput& in) {
    py::object chips = seat_sequence(contributions, "contributions");
    in.num_seats = seat_count(chips, "contributions", -1);
    PyObject** items = PySequence_Fast_ITEMS(chips.ptr());
    for (int s = 0; s < in.num_seats; ++s) {
        PyObject* item = items[s];
        // Small ints are the common case: skip PyNumber_Index for them.
        int overflow = 1;
        long long v = PyLong_CheckExact(item) ? PyLong_AsLongLongAndOverflow(item, &overflow) : 0;
        in.contributions[s] = overflow ? whole_number(item, "contributions", s) : v;
    }
    py::object flags = seat_sequence(folded, "folded");
    seat_count(flags, "folded", in.num_seats);
    items = PySequence_Fast_ITEMS(flags.ptr());
    for (int s = 0; s < in.num_seats; ++s) {
        PyObject* item = items[s];
        int truth = item == Py_True ? 1 : item == Py_False ? 0 : PyObject_IsTrue(item);
        if (truth < 0) throw py::error_already_set();
        in.folded[s] = static_cast<uint8_t>(truth);
    }
}

// Hand values, one per seat; None (a hand not shown) counts as 0.
void read_values(py::handle values, int num_seats, int32_t* out) {
    py::object seq = seat_sequence(values, "hand_values");
    seat_count(seq, "hand_values", num_seats);
    PyObject** items = PySequence_Fast_ITEMS(seq.ptr());
    for (int s = 0; s < num_seats; ++s) {
        if (items[s] == Py_None) {
            out[s] = 0;
            continue;
        }
        long long v = whole_number(items[s], "hand values", s);
        // Values beyond int32 stay out of range for the core's check (folded seats' are ignored).
        out[s] = static_cast<int32_t>(std::clamp<long long>(v, INT32_MIN, INT32_MAX));
    }
}

PyObject* new_int(long long v) {
    PyObject* o = PyLong_FromLongLong(v);
    if (!o) throw py::error_already_set();
    return o;
}

py::tuple seats_tuple(uint32_t mask) {
    py::tuple t(__builtin_popcount(mask));
    Py_ssize_t i = 0;
    for (int s = 0; mask; ++s, mask >>= 1)
        if (mask & 1) PyTuple_SET_ITEM(t.ptr(), i++, new_int(s));
    return t;
}

py::tuple chips_tuple(const int64_t* chips, int n) {
    py::tuple t(n);
    for (int s = 0; s < n; ++s) PyTuple_SET_ITEM(t.ptr(), s, new_int(chips[s]));
    return t;
}

// What resolve_pots returns to Python. The pots are built as Pot objects
// only when asked for: most callers want the winnings alone, and building
// every tuple up front would cost more than resolving the hand.
struct PotOutcome {
    PotResolution resolution;
    int64_t contributions[kMaxSeats];

    int seats() const { return resolution.num_seats; }

    py::tuple pots() const {
        if (!pot_type) throw std::runtime_error("holdem.pots is not imported: the Pot type is not registered");
        py::tuple pots(resolution.num_pots);
        for (int p = 0; p < resolution.num_pots; ++p) {
            const Pot& pot = resolution.pots[p];
            py::tuple shares(__builtin_popcount(pot.winners));
            Py_ssize_t i = 0;
            for (int s = 0; s < seats(); ++s)
                if (pot.winners >> s & 1)
                    PyTuple_SET_ITEM(shares.ptr(), i++, new_int(pot.share + (pot.odd_chips >> s & 1)));
            // tuple.__new__(Pot, fields): what a NamedTuple's __new__ does, minus the frame.
            py::tuple fields(4);
            PyTuple_SET_ITEM(fields.ptr(), 0, new_int(pot.amount));
            PyTuple_SET_ITEM(fields.ptr(), 1, seats_tuple(pot.eligible).release().ptr());
            PyTuple_SET_ITEM(fields.ptr(), 2, seats_tuple(pot.winners).release().ptr());
            PyTuple_SET_ITEM(fields.ptr(), 3, shares.release().ptr());
            py::tuple args(1);
            PyTuple_SET_ITEM(args.ptr(), 0, fields.release().ptr());
            PyObject* obj = PyTuple_Type.tp_new(reinterpret_cast<PyTypeObject*>(pot_type), args.ptr(), nullptr);
            if (!obj) throw py::error_already_set();
            PyTuple_SET_ITEM(pots.ptr(), p, obj);
        }
        return pots;
    }

    py::tuple net() const {
        int64_t net[kMaxSeats];
        for (int s = 0; s < seats(); ++s) net[s] = resolution.winnings[s] - contributions[s];
        return chips_tuple(net, seats());
    }

    bool operator==(const PotOutcome& other) const {
        const PotResolution &a = resolution, &b = other.resolution;
        if (a.num_seats != b.num_seats || a.num_pots != b.num_pots) return false;
        for (int s = 0; s < seats(); ++s)
            if (a.winnings[s] != b.winnings[s] || a.returned[s] != b.returned[s] ||
                contributions[s] != other.contributions[s])
                return false;
        for (int p = 0; p < a.num_pots; ++p) {
            const Pot &x = a.pots[p], &y = b.pots[p];
            if (x.amount != y.amount || x.eligible != y.eligible || x.winners != y.winners || x.share != y.share ||
                x.odd_chips != y.odd_chips)
                return false;
        }
        return true;
    }

    // Pickle state: per seat (contribution, winnings, returned), per pot its stored fields.
    py::tuple state() const {
        py::list seat_rows, pot_rows;
        for (int s = 0; s < seats(); ++s)
            seat_rows.append(py::make_tuple(contributions[s], resolution.winnings[s], resolution.returned[s]));
        for (int p = 0; p < resolution.num_pots; ++p) {
            const Pot& pot = resolution.pots[p];
            pot_rows.append(py::make_tuple(pot.amount, pot.eligible, pot.winners, pot.share, pot.odd_chips));
        }
        return py::make_tuple(py::tuple(seat_rows), py::tuple(pot_rows));
    }

    static std::unique_ptr<PotOutcome> from_state(const py::tuple& state) {
        auto out = std::make_unique<PotOutcome>();
        PotResolution& r = out->resolution;
        py::tuple seat_rows = state[0], pot_rows = state[1];
        if (seat_rows.size() > kMaxSeats || pot_rows.size() > kMaxSeats)
            throw InvalidArgument("a PotResult has at most 32 seats and 32 pots");
        r.num_seats = static_cast<int>(seat_rows.size());
        r.num_pots = static_cast<int>(pot_rows.size());
        for (int s = 0; s < r.num_seats; ++s) {
            py::tuple row = seat_rows[s];
            out->contributions[s] = row[0].cast<int64_t>();
            r.winnings[s] = row[1].cast<int64_t>();
            r.returned[s] = row[2].cast<int64_t>();
        }
        for (int p = 0; p < r.num_pots; ++p) {
            py::tuple row = pot_rows[p];
            r.pots[p] = Pot{row[0].cast<int64_t>(), row[1].cast<uint32_t>(), row[2].cast<uint32_t>(),
                            row[3].cast<int64_t>(), row[4].cast<uint32_t>()};
        }
        return out;
    }
};

}  // namespace

void bind_pots(py::module_& m) {
    m.def(
        "_register_pot_type",
        [](py::handle pot) {
            py::object fields = py::getattr(pot, "_fields", py::none());
            if (!PyType_Check(pot.ptr()) ||
                !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(pot.ptr()), &PyTuple_Type) ||
                !PyTuple_Check(fields.ptr()) || PyTuple_GET_SIZE(fields.ptr()) != 4)
                throw InvalidArgument("Pot must be a NamedTuple class with 4 fields");
            Py_XDECREF(pot_type);
            pot_type = py::reinterpret_borrow<py::object>(pot).release().ptr();
        },
        py::arg("pot"));

    py::class_<PotOutcome>(m, "PotResult", R"doc(The outcome of resolve_pots; chips are conserved (R-POT-6).

winnings[s] is what seat s takes from the table at the end of the hand: its
shares of the pots plus its returned (uncalled) chips. pots lists the main
pot first, then the side pots in the order they were cut. net is winnings
minus contributions. Immutable; equal to a result with the same fields.)doc")
        .def_property_readonly("winnings",
                               [](const PotOutcome& o) { return chips_tuple(o.resolution.winnings, o.seats()); })
        .def_property_readonly("pots", &PotOutcome::pots)
        .def_property_readonly("returned",
                               [](const PotOutcome& o) { return chips_tuple(o.resolution.returned, o.seats()); })
        .def_property_readonly("contributions",
                               [](const PotOutcome& o) { return chips_tuple(o.contributions, o.seats()); })
        .def_property_readonly("net", &PotOutcome::net)
        .def("__eq__", [](const PotOutcome& a, const PotOutcome& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const PotOutcome& o) { return py::hash(o.state()); })
        .def("__repr__",
             [](const PotOutcome& o) {
                 return "PotResult(winnings=" + py::repr(chips_tuple(o.resolution.winnings, o.seats())).cast<std::string>() +
                        ", pots=" + py::repr(o.pots()).cast<std::string>() +
                        ", returned=" + py::repr(chips_tuple(o.resolution.returned, o.seats())).cast<std::string>() +
                        ")";
             })
        .def(py::pickle([](const PotOutcome& o) { return o.state(); }, &PotOutcome::from_state));

    m.def(
        "resolve_pots",
        [](py::handle contributions, py::handle folded, py::handle hand_values, int button, int64_t dead) {
            SeatInput in;
            read_seats(contributions, folded, in);
            int32_t values[kMaxSeats];
            const bool known = !hand_values.is_none();
            if (known) read_values(hand_values, in.num_seats, values);
            auto out = std::make_unique<PotOutcome>();
            resolve_pots(in.num_seats, in.contributions, in.folded, known ? values : nullptr, button, out->resolution,
                         dead);
            std::copy(in.contributions, in.contributions + in.num_seats, out->contributions);
            return out;
        },
        py::arg("contributions"), py::arg("folded"), py::arg("hand_values"), py::arg("button"), py::arg("dead") = 0);

    m.def(
        "resolve_pots_cards",
        [](py::handle contributions, py::handle folded, py::handle hole_cards, py::handle board, int button,
           int64_t dead) {
            SeatInput in;
            read_seats(contributions, folded, in);
            py::object holes = seat_sequence(hole_cards, "hole_cards");
            seat_count(holes, "hole_cards", in.num_seats);
            PyObject** items = PySequence_Fast_ITEMS(holes.ptr());
            CardCode hole[2 * kMaxSeats] = {};
            uint8_t has_hole[kMaxSeats] = {};
            std::vector<CardCode> cards;
            for (int s = 0; s < in.num_seats; ++s) {
                if (items[s] == Py_None) continue;
                cards_from_py(items[s], cards);
                if (cards.size() != 2)
                    throw InvalidArgument("seat " + std::to_string(s) + " has " + std::to_string(cards.size()) +
                                          " hole cards: hold'em hands are 2 cards (None for a hand not shown)");
                hole[2 * s] = cards[0];
                hole[2 * s + 1] = cards[1];
                has_hole[s] = 1;
            }
            std::vector<CardCode> board_cards;
            cards_from_py(board, board_cards);
            int32_t values[kMaxSeats];
            showdown_values(in.num_seats, hole, has_hole, board_cards.data(), board_cards.size(), values);
            auto out = std::make_unique<PotOutcome>();
            resolve_pots(in.num_seats, in.contributions, in.folded, values, button, out->resolution, dead);
            std::copy(in.contributions, in.contributions + in.num_seats, out->contributions);
            return out;
        },
        py::arg("contributions"), py::arg("folded"), py::arg("hole_cards"), py::arg("board"), py::arg("button"),
        py::arg("dead") = 0);

    m.def(
        "resolve_pots_batch",
        [](py::array_t<int64_t, py::array::c_style> contributions, py::array_t<uint8_t, py::array::c_style> folded,
           py::array_t<int32_t, py::array::c_style> hand_values, py::array_t<int32_t, py::array::c_style> buttons) {
            if (contributions.ndim() != 2)
                throw InvalidArgument("contributions is an array of shape (hands, seats), got " +
                                      std::to_string(contributions.ndim()) + " dimensions");
            const py::ssize_t rows = contributions.shape(0), seats = contributions.shape(1);
            auto same_shape = [&](const py::array& a, const char* name) {
                if (a.ndim() != 2 || a.shape(0) != rows || a.shape(1) != seats)
                    throw InvalidArgument(std::string(name) + " must have the shape of contributions (" +
                                          std::to_string(rows) + ", " + std::to_string(seats) + ")");
            };
            same_shape(folded, "folded");
            same_shape(hand_values, "hand_values");
            if (buttons.ndim() != 1 || buttons.shape(0) != rows)
                throw InvalidArgument("buttons must have one entry per hand (" + std::to_string(rows) + ")");
            if (seats < 2 || seats > kMaxSeats)
                throw InvalidArgument("a hand has 2 to " + std::to_string(kMaxSeats) + " seats, got " +
                                      std::to_string(seats));
            py::array_t<int64_t> winnings({rows, seats});
            const int64_t* c = contributions.data();
            const uint8_t* f = folded.data();
            const int32_t* v = hand_values.data();
            const int32_t* b = buttons.data();
            int64_t* w = winnings.mutable_data();
            {
                py::gil_scoped_release release;
                resolve_pots_batch(static_cast<size_t>(rows), static_cast<int>(seats), c, f, v, b, w);
            }
            return winnings;
        },
        py::arg("contributions"), py::arg("folded"), py::arg("hand_values"), py::arg("buttons"));
}

}  // namespace holdem::bind
