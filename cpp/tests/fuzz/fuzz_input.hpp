// Reading a fuzzer's bytes as small numbers, and the rule every target
// checks: only the core's typed errors may escape it (anything else aborts,
// which the fuzzer reports as a crash).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "holdem/card.hpp"

namespace holdem::fuzz {

class Input {
public:
    Input(const uint8_t* data, size_t size) : data_(data), size_(size) {}
    bool empty() const { return at_ >= size_; }
    size_t left() const { return size_ - at_; }
    uint8_t byte() { return at_ < size_ ? data_[at_++] : 0; }
    // 0 .. n-1
    unsigned below(unsigned n) { return n ? byte() % n : 0; }
    int64_t int64() {
        uint64_t v = 0;
        for (int i = 0; i < 8; ++i) v = v << 8 | byte();
        return static_cast<int64_t>(v);
    }
    const uint8_t* rest(size_t* size) {
        *size = left();
        const uint8_t* p = data_ + at_;
        at_ = size_;
        return p;
    }

private:
    const uint8_t* data_;
    size_t size_;
    size_t at_ = 0;
};

[[noreturn]] inline void fail(const char* what) {
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}
#define HOLDEM_FUZZ_CHECK(cond) ((cond) ? (void)0 : ::holdem::fuzz::fail(#cond))

// Runs f(); the core's typed errors are allowed answers, anything else is a bug.
template <class F>
bool typed_errors_only(F&& f) {
    try {
        f();
        return true;
    } catch (const InvalidCard&) {
    } catch (const InvalidArgument&) {
    }
    return false;
}

}  // namespace holdem::fuzz
