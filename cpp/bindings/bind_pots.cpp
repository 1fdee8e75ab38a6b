// Pot resolution for Python. One call per hand from the hand engine, so the
// per-call path avoids pybind11's generic casters: lists and tuples of ints
// are read with the C API, and the result (PotOutcome) keeps the core's plain
// data, building tuples only when an attribute is read. It knows no Python
// type of the package: its pots are plain tuples, which holdem/core/pots.py
// wraps into the Pot and PotResult that users see.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "convert.hpp"
#include "holdem/bits.hpp"
#include "holdem/pots.hpp"

namespace py = pybind11;

namespace holdem::bind {

namespace {

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

// Entry s of a list or tuple of `num_seats` entries, held: reading an entry
// (__index__) may run Python code that changes or empties the list.
py::object seat_entry(py::handle seq, int s, int num_seats, const char* what) {
    if (PySequence_Fast_GET_SIZE(seq.ptr()) != num_seats)
        throw InvalidArgument(std::string(what) + " changed size while it was read");
    return py::reinterpret_borrow<py::object>(PySequence_Fast_GET_ITEM(seq.ptr(), s));
}

std::string repr_text(py::handle obj) { return py::repr(obj).cast<std::string>(); }

// An int or numpy integer (not a bool): its value, or false when it is not
// one. `*overflow` is set for a whole number outside long long.
bool read_whole(py::handle item, long long* value, bool* overflow) {
    int big = 0;
    if (PyLong_CheckExact(item.ptr())) {  // the common case: no PyNumber_Index
        *value = PyLong_AsLongLongAndOverflow(item.ptr(), &big);
        *overflow = big != 0;
        return true;
    }
    *overflow = false;
    if (PyBool_Check(item.ptr()) || !(PyLong_Check(item.ptr()) || PyIndex_Check(item.ptr()))) return false;
    PyObject* index = PyNumber_Index(item.ptr());
    if (!index) throw py::error_already_set();  // an __index__ that raised: its error
    *value = PyLong_AsLongLongAndOverflow(index, &big);
    Py_DECREF(index);
    *overflow = big != 0;
    return true;
}

struct SeatInput {
    int num_seats = 0;
    int64_t contributions[kMaxSeats];
    uint8_t folded[kMaxSeats];
};

// numpy.bool_, looked up the first time a folded entry is neither bool nor int.
bool is_numpy_bool(py::handle item) {
    static PyObject* numpy_bool = py::object(py::module_::import("numpy").attr("bool_")).release().ptr();
    return Py_TYPE(item.ptr()) == reinterpret_cast<PyTypeObject*>(numpy_bool);
}

// Folded flags are True/False (numpy's too) or 0/1: anything else (a string,
// NaN, None) is a mistake that truthiness would hide.
uint8_t read_folded(py::handle item, int seat) {
    if (item.ptr() == Py_True) return 1;
    if (item.ptr() == Py_False) return 0;
    if (is_numpy_bool(item)) return static_cast<uint8_t>(PyObject_IsTrue(item.ptr()));
    long long v = 0;
    bool overflow = false;
    if (read_whole(item, &v, &overflow) && !overflow && (v == 0 || v == 1)) return static_cast<uint8_t>(v);
    throw InvalidArgument("folded entries are True or False (or 1 or 0): seat " + std::to_string(seat) + " has " +
                          repr_text(item));
}

void read_seats(py::handle contributions, py::handle folded, SeatInput& in) {
    py::object chips = seat_sequence(contributions, "contributions");
    const int n = in.num_seats = seat_count(chips, "contributions", -1);
    for (int s = 0; s < n; ++s) {
        py::object item = seat_entry(chips, s, n, "contributions");
        long long v = 0;
        bool overflow = false;
        if (!read_whole(item, &v, &overflow))
            throw InvalidArgument("contributions are whole numbers: seat " + std::to_string(s) + " has " +
                                  repr_text(item));
        // Too large for int64: the core's message, with the real amount.
        if (overflow) throw InvalidArgument(bad_contribution(s, repr_text(item)));
        in.contributions[s] = v;
    }
    py::object flags = seat_sequence(folded, "folded");
    seat_count(flags, "folded", n);
    for (int s = 0; s < n; ++s) in.folded[s] = read_folded(seat_entry(flags, s, n, "folded"), s);
}

// Hand values (or, `low`, hi-lo's low values), one per seat; None (a hand not
// shown, or no low) counts as 0. Folded seats' values are ignored whatever
// their size.
void read_values(py::handle values, const SeatInput& in, int32_t* out, bool low = false) {
    const char* name = low ? "low_values" : "hand_values";
    py::object seq = seat_sequence(values, name);
    const int n = in.num_seats;
    seat_count(seq, name, n);
    for (int s = 0; s < n; ++s) {
        py::object item = seat_entry(seq, s, n, name);
        out[s] = 0;
        if (item.is_none()) continue;
        long long v = 0;
        bool overflow = false;
        if (!read_whole(item, &v, &overflow))
            throw InvalidArgument(std::string(low ? "low" : "hand") + " values are whole numbers: seat " +
                                  std::to_string(s) + " has " + repr_text(item));
        if (in.folded[s]) continue;
        // Values beyond int32 cannot reach the core's check: the core's message, with the real value.
        if (overflow || v < INT32_MIN || v > INT32_MAX)
            throw InvalidArgument(low ? bad_low_value(s, repr_text(item)) : bad_hand_value(s, repr_text(item)));
        out[s] = static_cast<int32_t>(v);
    }
}

// The button: a seat index (a Python or numpy int, not a bool); the core checks the range.
int64_t read_button(py::handle button, int num_seats) {
    long long v = 0;
    bool overflow = false;
    if (!read_whole(button, &v, &overflow))
        throw InvalidArgument("button is a seat index, an int 0 to " + std::to_string(num_seats - 1) + ", got " +
                              repr_text(button) + " (" + Py_TYPE(button.ptr())->tp_name + ")");
    if (overflow) throw InvalidArgument(bad_button(repr_text(button), num_seats));
    return v;
}

// Dead money: a whole number (a Python or numpy int, not a bool); the core checks the range.
int64_t read_dead(py::handle dead) {
    long long v = 0;
    bool overflow = false;
    if (!read_whole(dead, &v, &overflow) || overflow)
        throw InvalidArgument("dead money is a whole number of chips, 0 to 2^56, got " + repr_text(dead) + " (" +
                              Py_TYPE(dead.ptr())->tp_name + ")");
    return v;
}

// The shape every batch array shares: contributions (hands, seats), folded
// the same, buttons (hands,).
struct BatchShape {
    py::ssize_t rows, seats;

    BatchShape(const py::array& contributions, const py::array& folded, const py::array& buttons) {
        if (contributions.ndim() != 2)
            throw InvalidArgument("contributions is an array of shape (hands, seats), got " +
                                  std::to_string(contributions.ndim()) + " dimensions");
        rows = contributions.shape(0);
        seats = contributions.shape(1);
        check(folded, "folded", 0);
        if (buttons.ndim() != 1 || buttons.shape(0) != rows)
            throw InvalidArgument("buttons must have one entry per hand (" + std::to_string(rows) + ")");
    }

    // Each hand's dead money (one entry per hand), or null for none.
    const int64_t* dead(const std::optional<py::array_t<int64_t, py::array::c_style>>& dead_money) const {
        if (!dead_money) return nullptr;
        if (dead_money->ndim() != 1 || dead_money->shape(0) != rows)
            throw InvalidArgument("dead_money must have one entry per hand (" + std::to_string(rows) + ")");
        return dead_money->data();
    }

    // `a` has shape (rows, seats), or (rows, seats, per_seat) when per_seat > 0.
    void check(const py::array& a, const char* name, py::ssize_t per_seat) const {
        const bool ok = a.ndim() == (per_seat ? 3 : 2) && a.shape(0) == rows && a.shape(1) == seats &&
                        (!per_seat || a.shape(2) == per_seat);
        if (!ok)
            throw InvalidArgument(std::string(name) + " must have the shape of contributions (" +
                                  std::to_string(rows) + ", " + std::to_string(seats) +
                                  (per_seat ? ", " + std::to_string(per_seat) : std::string()) + ")");
    }
};

PyObject* new_int(long long v) {
    PyObject* o = PyLong_FromLongLong(v);
    if (!o) throw py::error_already_set();
    return o;
}

py::tuple new_seats_tuple(uint32_t mask) {
    py::tuple t(holdem::bits::popcount(mask));
    Py_ssize_t i = 0;
    for (int s = 0; mask; ++s, mask >>= 1)
        if (mask & 1) PyTuple_SET_ITEM(t.ptr(), i++, new_int(s));
    return t;
}

// The seats of a mask as a tuple. Those of up to 10 seats (most tables) are
// made once and shared, as tuples are immutable: each pot has two (its
// eligible seats and winners). Kept for the life of the process.
py::tuple seats_tuple(uint32_t mask) {
    constexpr uint32_t kShared = 1u << 10;
    static PyObject* shared[kShared] = {};
    if (mask >= kShared) return new_seats_tuple(mask);
    if (!shared[mask]) shared[mask] = new_seats_tuple(mask).release().ptr();
    return py::reinterpret_borrow<py::tuple>(shared[mask]);
}

py::tuple chips_tuple(const int64_t* chips, int n) {
    py::tuple t(n);
    for (int s = 0; s < n; ++s) PyTuple_SET_ITEM(t.ptr(), s, new_int(chips[s]));
    return t;
}

// One hand's outcome for Python (holdem.core.pots.PotResult derives from it).
// Its tuples are built only when asked for: most callers want the winnings
// alone, and building every tuple up front would cost more than resolving
// the hand.
struct PotOutcome {
    PotResolution resolution;
    int64_t contributions[kMaxSeats];
    // The rest of the input, kept so that a pickle holds what resolve_pots
    // was given and loading it resolves the hand again (a loaded result is
    // always one the core made).
    uint8_t folded[kMaxSeats];
    int32_t values[kMaxSeats];
    int32_t lows[kMaxSeats];  // hi-lo's low values (R-POT-7), when has_lows
    bool has_values = false;
    bool has_lows = false;
    int64_t button = 0;
    int64_t dead = 0;

    void keep_input(const SeatInput& in, const int32_t* hand_values, int64_t button_seat, int64_t dead_chips,
                    const int32_t* low_values) {
        std::copy(in.contributions, in.contributions + in.num_seats, contributions);
        std::copy(in.folded, in.folded + in.num_seats, folded);
        has_values = hand_values != nullptr;
        if (has_values) std::copy(hand_values, hand_values + in.num_seats, values);
        has_lows = low_values != nullptr;
        if (has_lows) std::copy(low_values, low_values + in.num_seats, lows);
        button = button_seat;
        dead = dead_chips;
    }

    int seats() const { return resolution.num_seats; }

    // Made and dropped once a hand, and 2 kB (past malloc's per-thread cache): the blocks of the last few
    // dropped are kept for the next ones. pybind11 makes and frees instances with the GIL held, which guards
    // the list.
    static void* operator new(size_t size) {
        if (size == sizeof(PotOutcome) && kept > 0) return kept_blocks[--kept];
        return ::operator new(size);
    }
    static void operator delete(void* block, size_t size) {
        if (size == sizeof(PotOutcome) && kept < kKeptBlocks) {
            kept_blocks[kept++] = block;
            return;
        }
        ::operator delete(block);
    }
    static constexpr int kKeptBlocks = 16;
    static inline void* kept_blocks[kKeptBlocks] = {};
    static inline int kept = 0;

    // Each winner's chips of one half (or of the whole pot), in seat order.
    py::tuple shares_tuple(uint32_t winners, int64_t share, uint32_t odd_chips) const {
        py::tuple shares(holdem::bits::popcount(winners));
        Py_ssize_t i = 0;
        for (int s = 0; s < seats(); ++s)
            if (winners >> s & 1) PyTuple_SET_ITEM(shares.ptr(), i++, new_int(share + (odd_chips >> s & 1)));
        return shares;
    }

    // Per pot, main pot first: (amount, eligible seats, winners, each winner's share); a hi-lo outcome's
    // (R-POT-7) adds (high winners, their shares, low winners, their shares), its winners and shares then
    // being every seat that takes a part of the pot and what it takes in all.
    py::tuple pot_fields() const {
        py::tuple pots(resolution.num_pots);
        for (int p = 0; p < resolution.num_pots; ++p) {
            const Pot& pot = resolution.pots[p];
            py::tuple high = shares_tuple(pot.winners, pot.share, pot.odd_chips);
            py::tuple fields(has_lows ? 8 : 4);
            PyTuple_SET_ITEM(fields.ptr(), 0, new_int(pot.amount));
            PyTuple_SET_ITEM(fields.ptr(), 1, seats_tuple(pot.eligible).release().ptr());
            if (has_lows) {
                const uint32_t both = pot.winners | pot.low_winners;
                py::tuple total(holdem::bits::popcount(both));
                Py_ssize_t i = 0;
                for (int s = 0; s < seats(); ++s) {
                    if (!(both >> s & 1)) continue;
                    int64_t chips = 0;
                    if (pot.winners >> s & 1) chips += pot.share + (pot.odd_chips >> s & 1);
                    if (pot.low_winners >> s & 1) chips += pot.low_share + (pot.low_odd_chips >> s & 1);
                    PyTuple_SET_ITEM(total.ptr(), i++, new_int(chips));
                }
                PyTuple_SET_ITEM(fields.ptr(), 2, seats_tuple(both).release().ptr());
                PyTuple_SET_ITEM(fields.ptr(), 3, total.release().ptr());
                PyTuple_SET_ITEM(fields.ptr(), 4, seats_tuple(pot.winners).release().ptr());
                PyTuple_SET_ITEM(fields.ptr(), 5, high.release().ptr());
                PyTuple_SET_ITEM(fields.ptr(), 6, seats_tuple(pot.low_winners).release().ptr());
                PyTuple_SET_ITEM(fields.ptr(), 7,
                                 shares_tuple(pot.low_winners, pot.low_share, pot.low_odd_chips).release().ptr());
            } else {
                PyTuple_SET_ITEM(fields.ptr(), 2, seats_tuple(pot.winners).release().ptr());
                PyTuple_SET_ITEM(fields.ptr(), 3, high.release().ptr());
            }
            PyTuple_SET_ITEM(pots.ptr(), p, fields.release().ptr());
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
        if (a.num_seats != b.num_seats || a.num_pots != b.num_pots || has_lows != other.has_lows) return false;
        for (int s = 0; s < seats(); ++s)
            if (a.winnings[s] != b.winnings[s] || a.returned[s] != b.returned[s] ||
                contributions[s] != other.contributions[s])
                return false;
        for (int p = 0; p < a.num_pots; ++p) {
            const Pot &x = a.pots[p], &y = b.pots[p];
            if (x.amount != y.amount || x.eligible != y.eligible || x.winners != y.winners || x.share != y.share ||
                x.odd_chips != y.odd_chips || x.low_winners != y.low_winners || x.low_amount != y.low_amount ||
                x.low_share != y.low_share || x.low_odd_chips != y.low_odd_chips)
                return false;
        }
        return true;
    }

    // Pickle state: the input (contributions, folded, hand values or None, button, dead money), and a hi-lo
    // outcome's low values after them.
    py::tuple state() const {
        const int n = seats();
        py::tuple folds(n);
        for (int s = 0; s < n; ++s) PyTuple_SET_ITEM(folds.ptr(), s, py::bool_(folded[s] != 0).release().ptr());
        py::object hand_values = py::none();
        int64_t wide[kMaxSeats];
        if (has_values) {
            std::copy(values, values + n, wide);
            hand_values = chips_tuple(wide, n);
        }
        if (!has_lows) return py::make_tuple(chips_tuple(contributions, n), folds, hand_values, button, dead);
        std::copy(lows, lows + n, wide);
        return py::make_tuple(chips_tuple(contributions, n), folds, hand_values, button, dead, chips_tuple(wide, n));
    }

    // A high-only hand (see from_values).
    static std::unique_ptr<PotOutcome> from_high_values(py::handle contributions, py::handle folded,
                                                        py::handle hand_values, py::handle button, py::handle dead) {
        return from_values(contributions, folded, hand_values, button, dead, py::none());
    }

    // One hand from each seat's hand value (hand_values None: one seat is
    // left in the hand and no hands are needed); `low_values` (not None: a
    // hi-lo game, R-POT-7) each seat's low.
    static std::unique_ptr<PotOutcome> from_values(py::handle contributions, py::handle folded,
                                                   py::handle hand_values, py::handle button, py::handle dead,
                                                   py::handle low_values) {
        SeatInput in;
        read_seats(contributions, folded, in);
        int32_t values[kMaxSeats], lows[kMaxSeats];
        const bool known = !hand_values.is_none(), hi_lo = !low_values.is_none();
        if (known) read_values(hand_values, in, values);
        if (hi_lo) read_values(low_values, in, lows, true);
        const int64_t button_seat = read_button(button, in.num_seats), dead_chips = read_dead(dead);
        return resolved(in, known ? values : nullptr, button_seat, dead_chips, hi_lo ? lows : nullptr);
    }

    // One hand from each seat's hole cards (None: not shown) and the board,
    // evaluated in the core. Every seat shown holds as many cards as the
    // first one shown.
    static std::unique_ptr<PotOutcome> from_cards(py::handle contributions, py::handle folded, py::handle hole_cards,
                                                  py::handle board, py::handle button, py::handle dead) {
        SeatInput in;
        read_seats(contributions, folded, in);
        const int64_t button_seat = read_button(button, in.num_seats);
        const int64_t dead_chips = read_dead(dead);
        py::object holes = seat_sequence(hole_cards, "hole_cards");
        seat_count(holes, "hole_cards", in.num_seats);
        CardCode hole[kMaxHoleCards * kMaxSeats] = {};
        uint8_t has_hole[kMaxSeats] = {};
        int hole_size = 0, first_shown = -1;
        std::vector<CardCode> cards;
        for (int s = 0; s < in.num_seats; ++s) {
            py::object item = seat_entry(holes, s, in.num_seats, "hole_cards");
            if (item.is_none()) continue;
            cards_from_py(item, cards);
            const std::string count = "seat " + std::to_string(s) + " has " + std::to_string(cards.size()) +
                                      " hole cards";
            if (first_shown < 0) {
                if (cards.empty() || cards.size() > static_cast<size_t>(kMaxHoleCards))
                    throw InvalidArgument(count + ": a hand is 1 to 7 hole cards (None for a hand not shown)");
                first_shown = s;
                hole_size = static_cast<int>(cards.size());
            } else if (cards.size() != static_cast<size_t>(hole_size)) {
                throw InvalidArgument(count + " but seat " + std::to_string(first_shown) + " has " +
                                      std::to_string(hole_size) +
                                      ": every hand shown has as many (None for a hand not shown)");
            }
            std::copy(cards.begin(), cards.end(), hole + s * hole_size);
            has_hole[s] = 1;
        }
        std::vector<CardCode> board_cards;
        cards_from_py(board, board_cards);
        int32_t values[kMaxSeats];
        showdown_values(in.num_seats, hole, hole_size, has_hole, board_cards.data(), board_cards.size(), values);
        return resolved(in, values, button_seat, dead_chips, nullptr);
    }

    // The inverse of state(), for unpickling: the hand is resolved again by
    // the core, which refuses any input from_values would refuse.
    static std::unique_ptr<PotOutcome> from_state(const py::object& state) {
        py::tuple whole = state_tuple(state, -1, "(contributions, folded, hand values, button, dead money[, lows])");
        const Py_ssize_t size = PyTuple_GET_SIZE(whole.ptr());
        if (size != 5 && size != 6)
            throw InvalidArgument(bad_state("expected a tuple (contributions, folded, hand values, button, dead "
                                            "money[, lows]), got " +
                                            repr_text(whole)));
        try {
            return from_values(whole[0], whole[1], whole[2], whole[3], whole[4],
                               size == 6 ? py::object(whole[5]) : py::none());
        } catch (const InvalidArgument& e) {
            throw InvalidArgument(bad_state(e.what()));
        }
    }

  private:
    static std::unique_ptr<PotOutcome> resolved(const SeatInput& in, const int32_t* hand_values, int64_t button_seat,
                                                int64_t dead_chips, const int32_t* low_values) {
        // Default-initialized, not zeroed (2 kB): resolve_pots and keep_input write every entry that is read.
        std::unique_ptr<PotOutcome> out(new PotOutcome);
        resolve_pots(in.num_seats, in.contributions, in.folded, hand_values, button_seat, out->resolution,
                     dead_chips, low_values);
        out->keep_input(in, hand_values, button_seat, dead_chips, low_values);
        return out;
    }

    static std::string bad_state(const std::string& why) { return "not a PotResult state: " + why; }

    // `obj` as a tuple of `size` entries (any number when size < 0).
    static py::tuple state_tuple(py::handle obj, Py_ssize_t size, const char* layout) {
        if (!PyTuple_Check(obj.ptr()) || (size >= 0 && PyTuple_GET_SIZE(obj.ptr()) != size))
            throw InvalidArgument(bad_state(std::string("expected a tuple ") + layout + ", got " + repr_text(obj)));
        return py::reinterpret_borrow<py::tuple>(obj);
    }
};

}  // namespace

void bind_pots(py::module_& m) {
    m.attr("MAX_CONTRIBUTION") = kMaxContribution;
    // Constructed, not returned by a function, so that holdem.core.pots.PotResult, a Python subclass, is made
    // by the same call (pybind11 builds an instance of the class called).
    py::class_<PotOutcome>(m, "PotOutcome", R"doc(One hand's pots as the core resolves them (R-POT-1..6).

winnings[s] is what seat s takes from the table at the end of the hand: its
shares of the pots plus its returned (uncalled) chips. _pot_fields lists the
main pot first, then the side pots in the order they were cut, each as
(amount, eligible seats, winners, each winner's share). net is winnings
minus contributions; chips are conserved (R-POT-6). Immutable; equal to an
outcome with the same fields. holdem.core.pots.PotResult derives from it.)doc")
        .def(py::init(&PotOutcome::from_high_values), py::arg("contributions"), py::arg("folded"),
             py::arg("hand_values"), py::arg("button"), py::arg("dead") = 0)
        // hi-lo (R-POT-7): an overload of its own, so that the engine's one call a hand (five arguments) fills no
        // default
        .def(py::init(&PotOutcome::from_values), py::arg("contributions"), py::arg("folded"), py::arg("hand_values"),
             py::arg("button"), py::arg("dead") = 0, py::kw_only(), py::arg("low_values"))
        .def(py::init(&PotOutcome::from_cards), py::arg("contributions"), py::arg("folded"), py::kw_only(),
             py::arg("hole_cards"), py::arg("board"), py::arg("button"), py::arg("dead") = 0)
        .def_property_readonly("winnings",
                               [](const PotOutcome& o) { return chips_tuple(o.resolution.winnings, o.seats()); })
        // The pots as plain tuples: PotResult.pots (holdem/core/pots.py) makes them Pot objects.
        .def_property_readonly("_pot_fields", &PotOutcome::pot_fields)
        .def_property_readonly("returned",
                               [](const PotOutcome& o) { return chips_tuple(o.resolution.returned, o.seats()); })
        .def_property_readonly("contributions",
                               [](const PotOutcome& o) { return chips_tuple(o.contributions, o.seats()); })
        .def_property_readonly("net", &PotOutcome::net)
        .def_property_readonly("hi_lo", [](const PotOutcome& o) { return o.has_lows; })
        .def("__eq__", [](const PotOutcome& a, const PotOutcome& b) { return a == b; }, py::is_operator())
        .def("__hash__", [](const PotOutcome& o) { return py::hash(o.state()); })
        .def(py::pickle([](const PotOutcome& o) { return o.state(); }, &PotOutcome::from_state));

    // Batch forms: the arrays come checked for dtype from holdem/core/pots.py; the
    // shapes are checked here, the values in the core (without the GIL).
    m.def(
        "resolve_pots_batch",
        [](py::array_t<int64_t, py::array::c_style> contributions, py::array_t<uint8_t, py::array::c_style> folded,
           py::array_t<int64_t, py::array::c_style> hand_values, py::array_t<int64_t, py::array::c_style> buttons,
           std::optional<py::array_t<int64_t, py::array::c_style>> dead_money,
           std::optional<py::array_t<int64_t, py::array::c_style>> low_values) {
            const BatchShape shape(contributions, folded, buttons);
            shape.check(hand_values, "hand_values", 0);
            if (low_values) shape.check(*low_values, "low_values", 0);
            const int64_t* d = shape.dead(dead_money);
            py::array_t<int64_t> winnings({shape.rows, shape.seats});
            const int64_t* c = contributions.data();
            const uint8_t* f = folded.data();
            const int64_t* v = hand_values.data();
            const int64_t* l = low_values ? low_values->data() : nullptr;
            const int64_t* b = buttons.data();
            int64_t* w = winnings.mutable_data();
            {
                py::gil_scoped_release release;
                resolve_pots_batch(static_cast<size_t>(shape.rows), static_cast<int>(shape.seats), c, f, v, b, w, d,
                                   l);
            }
            return winnings;
        },
        py::arg("contributions"), py::arg("folded"), py::arg("hand_values"), py::arg("buttons"),
        py::arg("dead_money") = py::none(), py::arg("low_values") = py::none());

    m.def(
        "resolve_pots_batch_cards",
        [](py::array_t<int64_t, py::array::c_style> contributions, py::array_t<uint8_t, py::array::c_style> folded,
           py::array_t<uint8_t, py::array::c_style> hole_cards, py::array_t<uint8_t, py::array::c_style> boards,
           py::array_t<int64_t, py::array::c_style> buttons,
           std::optional<py::array_t<int64_t, py::array::c_style>> dead_money) {
            const BatchShape shape(contributions, folded, buttons);
            const int64_t* dead = shape.dead(dead_money);
            // (hands, seats, h) and (hands, b): the messages show the h and b given, when there are.
            if (hole_cards.ndim() != 3 || hole_cards.shape(0) != shape.rows || hole_cards.shape(1) != shape.seats)
                throw InvalidArgument("hole_cards must have the shape of contributions (" + std::to_string(shape.rows) +
                                      ", " + std::to_string(shape.seats) + ", " +
                                      (hole_cards.ndim() == 3 ? std::to_string(hole_cards.shape(2))
                                                              : std::string("h): h hole cards per seat, 1 to 7")) +
                                      (hole_cards.ndim() == 3 ? ")" : ""));
            if (boards.ndim() != 2 || boards.shape(0) != shape.rows) {
                const std::string b = boards.ndim() == 2 ? std::to_string(boards.shape(1)) : "b";
                throw InvalidArgument("boards must have shape (" + std::to_string(shape.rows) + ", " + b +
                                      "): the " + b + " board cards of each hand");
            }
            const auto hole_size = hole_cards.shape(2), board_size = boards.shape(1);
            check_showdown_size(static_cast<size_t>(hole_size), static_cast<size_t>(board_size));
            py::array_t<int64_t> winnings({shape.rows, shape.seats});
            const int64_t* c = contributions.data();
            const uint8_t* f = folded.data();
            const CardCode* h = hole_cards.data();
            const CardCode* d = boards.data();
            const int64_t* b = buttons.data();
            int64_t* w = winnings.mutable_data();
            {
                py::gil_scoped_release release;
                resolve_pots_batch_cards(static_cast<size_t>(shape.rows), static_cast<int>(shape.seats), c, f, h,
                                         static_cast<int>(hole_size), d, static_cast<int>(board_size), b, w, dead);
            }
            return winnings;
        },
        py::arg("contributions"), py::arg("folded"), py::arg("hole_cards"), py::arg("boards"), py::arg("buttons"),
        py::arg("dead_money") = py::none());
}

}  // namespace holdem::bind
