// A minimal test harness: TEST(name) { CHECK(...); CHECK_THROWS(Type, expr); }
// run by run_all(), which prints "N passed, M failed" and returns M != 0.
#pragma once

#include <cstdio>
#include <exception>
#include <functional>
#include <string>
#include <vector>

namespace holdem::test {

struct Case {
    const char* name;
    std::function<void()> body;
};
inline std::vector<Case>& cases() {
    static std::vector<Case> all;
    return all;
}
struct Register {
    Register(const char* name, std::function<void()> body) { cases().push_back({name, std::move(body)}); }
};
struct Failure {
    std::string what;
};

inline int run_all() {
    int passed = 0, failed = 0;
    for (const Case& c : cases()) {
        try {
            c.body();
            ++passed;
        } catch (const Failure& f) {
            std::printf("FAILED %s: %s\n", c.name, f.what.c_str());
            ++failed;
        } catch (const std::exception& e) {
            std::printf("FAILED %s: unexpected exception: %s\n", c.name, e.what());
            ++failed;
        }
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}

}  // namespace holdem::test

#define HOLDEM_CAT2(a, b) a##b
#define HOLDEM_CAT(a, b) HOLDEM_CAT2(a, b)
#define TEST(name)                                                                   \
    static void name();                                                              \
    static const ::holdem::test::Register HOLDEM_CAT(register_, name)(#name, name);  \
    static void name()
#define CHECK(cond)                                                                                          \
    do {                                                                                                     \
        if (!(cond))                                                                                         \
            throw ::holdem::test::Failure{std::string(__FILE__ ":") + std::to_string(__LINE__) + ": " #cond}; \
    } while (0)
// expr must throw Type (or a subclass); its message then starts with `prefix`.
#define CHECK_THROWS(Type, expr, prefix)                                                                  \
    do {                                                                                                  \
        bool thrown_ = false;                                                                             \
        try {                                                                                             \
            expr;                                                                                         \
        } catch (const Type& e_) {                                                                        \
            thrown_ = true;                                                                               \
            CHECK(std::string(e_.what()).rfind(prefix, 0) == 0);                                          \
        }                                                                                                 \
        if (!thrown_)                                                                                     \
            throw ::holdem::test::Failure{std::string(__FILE__ ":") + std::to_string(__LINE__) +          \
                                          ": " #expr " did not throw " #Type};                            \
    } while (0)
