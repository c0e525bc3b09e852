#pragma once

namespace claimscope {

// McNemar's exact test on paired yes/no outcomes: of the pairs whose outcome differs, `b` went
// one way and `c` the other. Under no change each discordant pair goes either way with
// probability ½, so b ~ Binomial(b + c, ½); the two-sided p doubles the smaller tail (at most 1).
// Pure, any thread.
double mcnemarExactP(int b, int c);

} // namespace claimscope
