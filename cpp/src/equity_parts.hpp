// Internal to the core: what the equity calculators share (equity.cpp for
// hold'em, variant_equity.cpp for Omaha and short deck): counts, the number
// of threads a job gets, and the seeded generator of Monte Carlo runs.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <thread>

namespace holdem::detail {

// A large count in 3 significant digits ("2.5e+07"): it may exceed any integer type.
inline std::string approximate(double count) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3g", count);
    return text;
}

inline double binomial(int n, int k) {
    if (k < 0 || k > n) return 0;
    double r = 1;
    for (int i = 1; i <= k; ++i) r = r * (n - k + i) / i;
    return std::round(r);
}

// How many threads a job of `work` gets: each thread is worth starting for
// `work_per_thread` of it, and there are `tasks` pieces to share.
inline int thread_count(int requested, double work, double work_per_thread, size_t tasks) {
    // More threads than hardware threads only adds switching, and each costs a stack.
    int hardware = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    int available = requested > 0 ? std::min(requested, hardware) : hardware;
    // Starting a thread costs tens of microseconds: small jobs stay on one.
    double useful = std::max(1.0, std::floor(work / work_per_thread));
    return static_cast<int>(std::min({static_cast<double>(available), useful, static_cast<double>(std::max<size_t>(tasks, 1))}));
}

// Monte Carlo trials come in chunks of this many, each from a generator
// seeded with (seed, chunk index): the result depends on the seed and the
// trials only, whatever the number of threads.
constexpr uint64_t kTrialsPerChunk = 1 << 14;

inline uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// xoshiro256**: fast, and good enough for simulation.
struct Xoshiro256 {
    uint64_t s[4];
    Xoshiro256(uint64_t seed, uint64_t stream) {
        uint64_t state = seed ^ splitmix64(stream);
        for (auto& word : s) word = splitmix64(state);
    }
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t operator()() {
        uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }
};

}  // namespace holdem::detail
