#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;
class QScrollArea;

namespace claimscope {

class MetricCard;
class ProjectDocument;
struct TestCase;

// Every metric of MetricRegistry with its enable box and params, editing the project's metric
// settings through undoable commands. Whenever a metric's resolved params change (an edit, undo
// or redo) it emits paramsChanged, which re-scores existing results without any judge request.
// UI thread.
class MetricsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit MetricsPanel(ProjectDocument *document, QWidget *parent = nullptr);

    MetricCard *card(const QString &metricId) const;
    // Expands a metric's card and scrolls it into view.
    void showMetric(const QString &metricId);
    // The first metric whose params are invalid, empty when all are fine.
    QString firstInvalidMetric() const;
    // Shows which metrics apply to this test case (nullptr: none selected).
    void setCurrentCase(const TestCase *testCase);
    // "2 of 11 metrics enabled · 1 not for this test case" above the cards, on one line.
    QLabel *count() const { return m_count; }
    // The cards' scroll area: it scrolls up and down only.
    QScrollArea *cardsArea() const { return m_scroll; }

Q_SIGNALS:
    // Every param of the metric, defaults filled in; emitted only for valid params.
    void paramsChanged(const QString &metricId, const QJsonObject &resolvedParams);
    void runMetricRequested(const QString &metricId);

private:
    void refresh(bool announce);
    void updateCount();
    void setAllEnabled(bool enabled);
    void editParam(const QString &metricId, const QString &param, const QJsonValue &value);

    ProjectDocument *m_document;
    QList<MetricCard *> m_cards;
    QHash<QString, QJsonObject> m_resolved; // the last valid params announced per metric
    QLabel *m_count;
    QStringList m_notApplying; // the metrics the current test case lacks the input for
    QScrollArea *m_scroll;
};

} // namespace claimscope
