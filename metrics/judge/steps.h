#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// The shape of a judge step's answer (INTERFACES.md §2.1).
enum class AnswerKind {
    Truths,               // {"truths": [str]}
    Claims,               // {"claims": [str]}
    FaithfulnessVerdicts, // {"verdicts": [{"verdict": yes|no|idk, "reason": str|null}]}
    RelevancyVerdicts,    // {"verdicts": [{"statement": str, "verdict": yes|no, "reason": str|null}]}
    SingleVerdict,        // {"verdict": yes|no, "reason": str|null}
    Reason,               // {"reason": str}
    Spans,                // {"spans": [{"index": int, "reason": str, "supported": bool}]}
    PlainText,            // a generator sample: free text, no response_format
};

// One judge step of the contract: its wire name, answer shape and template placeholders.
struct StepInfo {
    QString name; // "<metric>__<step>", e.g. "faithfulness__truths"
    AnswerKind kind;
    QStringList placeholders; // every placeholder a template of this step may use
    QStringList required;     // placeholders a template must use (the judge needs them)
    QString description;      // one line for the template editor and `templates`
};

// The catalogue of every step any metric issues. Static data, any thread.
const QList<StepInfo> &allSteps();
const StepInfo *findStep(const QString &name);

// JSON schema of an answer kind, sent as response_format.json_schema.schema.
QJsonObject answerSchema(AnswerKind kind);

} // namespace claimscope
