#pragma once

#include <QString>
#include <QStringList>

namespace claimscope {

// Turns an answer into atomic factual claims: its sentences, list markers and markup removed,
// split at clause boundaries, with non-claims dropped (greetings, thanks, questions back to the
// user, "I hope this helps", "I don't have information on that", headings and lead-ins ending in ":"). Pure, any
// thread.
class ClaimExtractor
{
public:
    static QStringList claims(const QString &answer);
    // A sentence without list markers or markdown emphasis, trimmed.
    static QString clean(const QString &sentence);
    // False for sentences that assert nothing checkable.
    static bool isClaim(const QString &cleanSentence);
    // Greetings, thanks and closing courtesies ("I hope this helps", "feel free to ask").
    static bool isPleasantry(const QString &cleanSentence);
};

} // namespace claimscope
