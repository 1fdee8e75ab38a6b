// Internal to the core: running work on a few threads, and polling a
// caller's interruption check. Every exception a task throws is caught on
// the thread that threw it and rethrown on the caller's after every thread
// has been joined (an exception escaping a std::thread, or a joinable
// std::thread destroyed, would abort the process).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "holdem/card.hpp"

namespace holdem::detail {

// Asks `interrupted`, on the calling thread only, at most every 50 ms: a call
// costs a counter step, and the clock every `period` calls.
class InterruptPoll {
public:
    InterruptPoll(const std::function<bool()>& interrupted, unsigned period)
        : interrupted_(interrupted), period_(period) {}
    void operator()() {
        if (!interrupted_ || ++calls_ < period_) return;
        calls_ = 0;
        auto now = std::chrono::steady_clock::now();
        if (now - asked_ < std::chrono::milliseconds(50)) return;
        asked_ = now;
        if (interrupted_()) throw Interrupted("interrupted");
    }

private:
    const std::function<bool()>& interrupted_;
    unsigned period_;
    unsigned calls_ = 0;
    std::chrono::steady_clock::time_point asked_ = std::chrono::steady_clock::now();
};

// Runs task(index, worker) for index 0..count-1 on `threads` threads, the
// calling one included; the first exception stops the rest and is rethrown.
// The calling thread polls for an interruption between tasks.
template <class Task>
void run_parallel(size_t count, int threads, const std::function<bool()>& interrupted, Task&& task) {
    std::atomic<size_t> next{0};
    std::exception_ptr error;
    std::mutex error_lock;
    auto worker = [&](int w) {
        try {
            InterruptPoll poll(interrupted, 1);
            for (size_t i; (i = next.fetch_add(1)) < count;) {
                task(i, w);
                if (w == 0) poll();
            }
        } catch (...) {
            std::lock_guard<std::mutex> guard(error_lock);
            if (!error) error = std::current_exception();
            next.store(count);
        }
    };
    std::vector<std::thread> pool;
    try {
        if (threads > 1) pool.reserve(static_cast<size_t>(threads));
        for (int w = 1; w < threads; ++w) pool.emplace_back(worker, w);
    } catch (...) {
        // No memory or thread left: the threads that started and this one
        // take every task between them (tasks are handed out as taken).
    }
    worker(0);
    for (auto& t : pool) t.join();
    if (error) std::rethrow_exception(error);
}

}  // namespace holdem::detail
