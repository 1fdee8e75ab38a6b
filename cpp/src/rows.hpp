// Internal to the core: what every batch evaluator does around its loop over
// rows. Checks its arguments, splits the rows between threads, and turns the
// first bad row into a typed error naming it ("row 17: duplicate card Ah").
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <thread>
#include <vector>

#include "holdem/card.hpp"
#include "parallel.hpp"

namespace holdem::detail {

// The output is written while the cards are read (by other threads too, and
// the SIMD kernels reread a chunk's cards after writing its values): it must
// not share memory with them.
inline void check_rows_out(const void* in, size_t in_bytes, const int32_t* out, size_t rows) {
    const auto in_begin = reinterpret_cast<uintptr_t>(in), out_begin = reinterpret_cast<uintptr_t>(out);
    if (rows && in_begin < out_begin + rows * sizeof(int32_t) && out_begin < in_begin + in_bytes)
        throw InvalidArgument("out shares memory with the cards: give it its own array");
}

// Runs rows_fn(begin, end), which returns the first bad row of [begin, end)
// relative to begin (or -1), on up to `threads` threads (0: one per core; at
// most one per core, and at least ~64K rows each: below that starting a
// thread costs more than it saves). Returns the first bad row, or -1.
template <class RowsFn>
long long first_bad_row(size_t rows, int threads, RowsFn&& rows_fn) {
    if (threads < 0) throw InvalidArgument("threads is 0 (all cores) or a positive count, got " + std::to_string(threads));
    size_t cores = std::max(1u, std::thread::hardware_concurrency());
    size_t workers = threads ? std::min(static_cast<size_t>(threads), cores) : cores;
    workers = std::min(workers, std::max<size_t>(1, rows / 65536));
    if (workers <= 1) return rows_fn(size_t{0}, rows);
    // Worker t takes rows [t * chunk, (t + 1) * chunk); run_parallel joins
    // every thread before anything is thrown.
    std::vector<long long> first_bad(workers, -1);
    const size_t chunk = (rows + workers - 1) / workers;
    run_parallel(workers, static_cast<int>(workers), nullptr, [&](size_t t, int) {
        size_t begin = std::min(rows, t * chunk), end = std::min(rows, begin + chunk);
        long long b = rows_fn(begin, end);
        if (b >= 0) first_bad[t] = static_cast<long long>(begin) + b;
    });
    for (long long b : first_bad)
        if (b >= 0) return b;
    return -1;
}

// Throws what check() throws for the bad row, its message prefixed with the
// row ("row 17: ..."), or, when check() finds nothing wrong (another thread
// changed the cards since they were read), an InvalidArgument saying so.
// check() should read its own copy of the row.
template <class Check>
[[noreturn]] void throw_row_error(long long row, Check&& check) {
    const std::string where = "row " + std::to_string(row) + ": ";
    try {
        check();
    } catch (const DuplicateCard& e) {
        throw DuplicateCard(where + e.what());
    } catch (const InvalidCard& e) {
        throw InvalidCard(where + e.what());
    }
    throw InvalidArgument(where + "the cards changed while they were read: another thread wrote the array during the call");
}

}  // namespace holdem::detail
