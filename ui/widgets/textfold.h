#pragma once

#include <QString>

#include <functional>

namespace claimscope {

// The longest start of `text` that `fits` accepts, cut after a whole word (a first word cut
// where it must); empty when no start fits. `fits` is asked a few times (a binary search) and
// must hold for every shorter start when it holds for a longer one. Any thread.
QString foldedStart(const QString &text, const std::function<bool(const QString &start)> &fits);

} // namespace claimscope
