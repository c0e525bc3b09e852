#pragma once

#include <QCoreApplication>
#include <QString>

namespace claimscope {

// What is kept of a text that may be huge and is only shown, never read again (an unusable
// judge answer in errors, results and the call log): the text itself when it is short, else its
// start and its end around a note of its full length. Pure, any thread.
class TextPreview
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::TextPreview)

public:
    static constexpr qsizetype HeadChars = 4096;
    static constexpr qsizetype TailChars = 2048;

    static QString of(const QString &text);
};

} // namespace claimscope
