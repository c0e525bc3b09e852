#include "labelcollector.h"

#include "model/visiblecontrols.h"
#include "windows.h"

namespace claimscope {

LabelCollector::LabelCollector(const LabelScope &scope, QString source)
    : m_metrics(scope.metrics.begin(), scope.metrics.end())
    , m_source(std::move(source))
{
    m_exchanges.reserve(scope.cases.size());
    for (int i = 0; i < scope.cases.size(); ++i) {
        const TestCase &testCase = scope.cases[i];
        m_exchanges.insert(HumanLabels::caseName(testCase.name, i),
                           testCase.isConversational() ? int(unitInteractions(testCase.turns).size()) : 1);
    }
}

void LabelCollector::add(const QString &testCase, const QString &metric, const HumanLabel &label, const Place &place)
{
    ++m_read;
    const auto exchanges = m_exchanges.constFind(testCase);
    if (exchanges == m_exchanges.constEnd()) {
        count(m_unknownCases, [&] { return QStringLiteral("\"%1\" (%2)").arg(visibleName(testCase), place.name); });
        return;
    }
    if (label.exchange > *exchanges || (label.exchange == HumanLabel::LastExchange && *exchanges == 0)) {
        error(tr("%1: test case \"%2\" has %3 exchange(s), so no %4 to rate: label the whole test case or an "
                 "exchange from 1 to %3")
                  .arg(place.at, visibleName(testCase), QString::number(*exchanges),
                       HumanLabel::scopeText(label.exchange)));
        return;
    }
    if (!m_metrics.isEmpty() && !m_metrics.contains(metric)) {
        count(m_metricsNotInScope, [&] { return visibleName(metric); });
        return;
    }
    const auto seen = m_seen.find({metric, testCase});
    if (seen == m_seen.end()) {
        m_seen.insert({metric, testCase}, Seen{label, place.name});
        return;
    }
    if (seen->label == label)
        return;
    seen->conflicting = true;
    error(tr("%1: test case \"%2\", metric %3: %4 here but %5 at %6; the two disagree, keep one of them")
              .arg(place.at, visibleName(testCase), visibleName(metric), describe(label), describe(seen->label),
                   seen->place));
}

void LabelCollector::error(const QString &message)
{
    if (m_errors.size() < MaxErrors)
        m_errors.append(message);
    else
        ++m_errorsLeftOut;
}

LabelsRead LabelCollector::finish(const QString &expected)
{
    LabelsRead read;
    for (auto it = m_seen.cbegin(); it != m_seen.cend(); ++it) {
        if (!it->conflicting)
            read.labels.set(it.key().second, it.key().first, it->label);
    }
    if (m_unknownCases.count > 0)
        read.notes.append(tr("%1: labels for test cases that are not there, left out: %2 (%3); a test case is named "
                             "as results name it: its name, or #N when it has none")
                              .arg(m_source, QString::number(m_unknownCases.count),
                                   m_unknownCases.examples.join(QStringLiteral(", "))
                                       + (m_unknownCases.count > m_unknownCases.examples.size() ? QStringLiteral(", …")
                                                                                                : QString())));
    if (m_metricsNotInScope.count > 0)
        read.notes.append(tr("%1: labels for metrics this run does not compute, left out: %2 (%3)")
                              .arg(m_source, QString::number(m_metricsNotInScope.count),
                                   m_metricsNotInScope.examples.join(QStringLiteral(", "))));
    if (read.labels.isEmpty() && m_errors.isEmpty()) {
        if (m_read == 0)
            error(tr("%1: no labels: expected %2").arg(m_source, expected));
        else
            error(tr("%1: no label left to use: every one was left out").arg(m_source));
    }
    read.errors = m_errors;
    if (m_errorsLeftOut > 0)
        read.errors.append(tr("… and %1 more").arg(QString::number(m_errorsLeftOut)));
    return read;
}

QString LabelCollector::describe(const HumanLabel &label)
{
    const QString verdict = label.pass ? QStringLiteral("pass") : QStringLiteral("fail");
    const QString rated = label.rating ? tr("%1 (rating %2)").arg(verdict, QString::number(*label.rating)) : verdict;
    return label.ratesExchange() ? tr("%1 on %2").arg(rated, HumanLabel::scopeText(label.exchange)) : rated;
}

void LabelCollector::count(LeftOut &leftOut, const std::function<QString()> &example)
{
    ++leftOut.count;
    if (leftOut.examples.size() >= MaxExamples)
        return;
    if (const QString shown = example(); !leftOut.examples.contains(shown))
        leftOut.examples.append(shown);
}

} // namespace claimscope
