#include "rocauc.h"

#include <cmath>
#include <limits>

namespace claimscope {

double rocAuc(const QList<double> &scores, const QList<bool> &positive)
{
    double wins = 0;
    qint64 pairs = 0;
    for (int i = 0; i < scores.size(); ++i) {
        if (!positive[i])
            continue;
        for (int j = 0; j < scores.size(); ++j) {
            if (positive[j])
                continue;
            ++pairs;
            if (std::abs(scores[i] - scores[j]) <= 1e-12)
                wins += 0.5;
            else if (scores[i] > scores[j])
                wins += 1;
        }
    }
    return pairs > 0 ? wins / double(pairs) : std::numeric_limits<double>::quiet_NaN();
}

} // namespace claimscope
