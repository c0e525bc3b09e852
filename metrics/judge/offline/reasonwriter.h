#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QString>

namespace claimscope {

// Writes the offline judge's *__reason and *__final_reason answers: deterministic, readable
// sentences built from the score and the items the metric passes (quoting the first ones).
// Pure functions, any thread.
class ReasonWriter
{
    Q_DECLARE_TR_FUNCTIONS(claimscope::ReasonWriter)

public:
    // Faithfulness: `contradictions` are the reasons of the "no" (and ambiguous) verdicts.
    static QString faithfulness(const QString &score, const QJsonArray &contradictions);
    // Contextual relevancy: irrelevant statements (with reasons) and relevant statements.
    static QString contextualRelevancy(const QString &score, const QJsonArray &irrelevant, const QJsonArray &relevant);
    // Turn relevancy and conversation relevance: the irrelevant exchanges or windows.
    static QString relevance(const QString &score, const QJsonArray &irrelevant);
    // Final reason of a windowed metric from its window reasons (in conversation order, each
    // labelled with its window's title by the engine): the score, the first window that lost
    // points with its reason, and the titles of the others. Not whether it passes: the
    // threshold can change after the run, the reason cannot.
    static QString finalReason(const QString &score, const QJsonArray &windowReasons);
    // Readable text of one list item (string, number or object with a reason/statement).
    static QString describe(const QJsonValue &item);
};

} // namespace claimscope
