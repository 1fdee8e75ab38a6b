// Bit counts and scans for the core, of any unsigned value. GCC and Clang get
// their built-ins (the code they emitted before); MSVC, which has none of
// them, gets its intrinsic or a portable count, so the core builds there in
// C++17 (<bit>'s std::popcount and std::countr_zero are C++20).
#pragma once

#include <cstdint>
#include <type_traits>

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

// For a function whose loop counts bits: popcount is one instruction where
// the CPU has it; the default clone is for x86-64 CPUs without it (where
// popcount() is a library call). GCC only: Clang refuses target_clones on
// templates.
#if defined(__x86_64__) && defined(__linux__) && defined(__GNUC__) && !defined(__clang__)
#define HOLDEM_POPCNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define HOLDEM_POPCNT_CLONES
#endif

namespace holdem::bits {

// The portable forms (what MSVC uses; the C++ tests check them against the built-ins).
// A SWAR count rather than __popcnt64, which assumes the POPCNT instruction a baseline x86-64 may lack.
constexpr int popcount_portable(uint64_t x) {
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}
// x must not be 0
constexpr int countr_zero_portable(uint64_t x) {
    int n = 0;
    for (; !(x & 1); x >>= 1) ++n;
    return n;
}

template <typename T>
constexpr int popcount(T x) {
    static_assert(std::is_unsigned_v<T> && sizeof(T) <= 8, "a bit count of an unsigned value");
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (sizeof(T) <= 4) return __builtin_popcount(x);
    else return __builtin_popcountll(x);
#else
    return popcount_portable(x);
#endif
}

// x must not be 0
template <typename T>
inline int countr_zero(T x) {
    static_assert(std::is_unsigned_v<T> && sizeof(T) <= 8, "a bit scan of an unsigned value");
#if defined(__GNUC__) || defined(__clang__)
    if constexpr (sizeof(T) <= 4) return __builtin_ctz(x);
    else return __builtin_ctzll(x);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
    unsigned long index;
    _BitScanForward64(&index, x);
    return static_cast<int>(index);
#else
    return countr_zero_portable(x);
#endif
}

}  // namespace holdem::bits
