#pragma once

#include "metrics/judge/judge.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace claimscope {

// The offline judge's answers and the offline embedder's vectors, kept for the life of the
// process. An answer depends on its step and variables alone (not the template, which the
// offline judge does not read) and a vector on its text alone, so what is asked again — every
// unchanged step of a re-run after a template or param edit, and a context embedded once per
// window it falls in — is not computed again. Each kind is bounded by its size; the least
// recently used go first. Any thread (one mutex each).
namespace offlinememo {

// The bytes of answers, and of vectors, kept at most.
inline constexpr qsizetype MaxAnswerBytes = 64 * 1024 * 1024;
inline constexpr qsizetype MaxVectorBytes = 256 * 1024 * 1024;

// A digest of `call`'s step and variables.
QByteArray keyOf(const StepCall &call);
std::optional<JudgeReply> findAnswer(const QByteArray &key);
// The answer kept for `key`, waiting while another thread computes it: two equal steps asked at
// once are answered once, and the second counts as remembered however the threads interleave.
// None: the caller computes it and passes it to keepAnswer(), success or not.
std::optional<JudgeReply> findOrClaimAnswer(const QByteArray &key);
// Keeps a successful answer (failures are asked again); ends a claim on `key`.
void keepAnswer(const QByteArray &key, const JudgeReply &reply);
// Ends a claim on `key` with no answer (computing it threw).
void releaseAnswer(const QByteArray &key);

std::optional<QList<double>> findVector(const QString &text);
void keepVector(const QString &text, const QList<double> &vector);

// Forgets everything (tests).
void clear();

} // namespace offlinememo

} // namespace claimscope
