// Python objects to card codes: ints (and Card, an int subclass), card text,
// or sequences of them. Parsing and checking are the core's (card.hpp).
#pragma once

#include <pybind11/pybind11.h>

#include <vector>

#include "holdem/card.hpp"

namespace holdem::bind {

CardCode card_from_py(pybind11::handle obj);
// A string of cards ("AhKd", "Ah Kd") or an iterable of cards.
void cards_from_py(pybind11::handle obj, std::vector<CardCode>& out);

}  // namespace holdem::bind
