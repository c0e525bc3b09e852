#include "mcnemar.h"

#include <algorithm>
#include <cmath>

namespace claimscope {

double mcnemarExactP(int b, int c)
{
    const int n = b + c;
    const int smaller = std::min(b, c);
    if (n <= 0 || smaller < 0)
        return 1.0;
    // P(X ≤ smaller) for X ~ Binomial(n, ½), each term in logs so that large n cannot overflow.
    const double logHalfToN = -double(n) * std::log(2.0);
    double tail = 0;
    for (int k = 0; k <= smaller; ++k)
        tail += std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0) + logHalfToN);
    return std::min(1.0, 2.0 * tail);
}

} // namespace claimscope
