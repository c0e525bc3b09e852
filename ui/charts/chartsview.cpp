#include "chartsview.h"

#include "results/resultshub.h"
#include "scorebarchart.h"
#include "trustcomponentchart.h"
#include "ui/results/resultpalette.h"
#include "verdictmixchart.h"
#include "windowlinechart.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace claimscope {

namespace {

// The distinct reasons among the rows' ("turn 6 edited; threshold …"), in order of appearance.
QString firstReasons(const QStringList &reasons)
{
    QStringList distinct;
    for (const QString &reason : reasons) {
        for (const QString &part : reason.split(QStringLiteral("; "), Qt::SkipEmptyParts)) {
            if (!distinct.contains(part))
                distinct.append(part);
        }
    }
    return distinct.join(QStringLiteral("; "));
}

} // namespace

ChartsView::ChartsView(ResultsHub *hub, QWidget *parent)
    : QWidget(parent)
    , m_hub(hub)
    , m_caseBox(new QComboBox(this))
    , m_outOfDate(new QLabel(this))
    , m_scores(new ScoreBarChart(this))
    , m_windows(new WindowLineChart(this))
    , m_verdicts(new VerdictMixChart(this))
    , m_trust(new TrustComponentChart(this))
    , m_scroll(new QScrollArea(this))
    , m_grid(nullptr)
{
    // As wide as 40 characters, not as the longest of thousands of names: that would measure
    // every one of them whenever the layout is done.
    m_caseBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_caseBox->setMinimumContentsLength(40);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Test case:"), this));
    top->addWidget(m_caseBox);
    top->addStretch(1);
    // The charts keep a readable height and scroll when the dock is short, so the charts tab
    // never forces the bottom docks (and the window) taller.
    auto *charts = new QWidget;
    m_grid = new QGridLayout(charts);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    arrange();
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidget(charts);
    m_scroll->viewport()->installEventFilter(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    m_outOfDate->setObjectName(QStringLiteral("outOfDateNote"));
    m_outOfDate->setWordWrap(true);
    m_outOfDate->setStyleSheet(QStringLiteral("color: %1; font-weight: bold")
                                   .arg(ResultPalette::textColor(ResultPalette::outOfDateColor()).name()));
    m_outOfDate->hide();
    layout->addWidget(m_outOfDate);
    layout->addWidget(m_scroll, 1);

    m_throttle = new RefreshThrottle(this, 0, [this] { refresh(); });
    const ResultsModel *model = hub->resultsModel();
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(model, signal, m_throttle, &RefreshThrottle::schedule);
    connect(model, &QAbstractItemModel::modelReset, m_throttle, &RefreshThrottle::schedule);
    connect(model, &QAbstractItemModel::dataChanged, m_throttle, &RefreshThrottle::schedule);
    connect(hub, &ResultsHub::currentResultChanged, this, [this](int testCaseIndex) {
        if (testCaseIndex >= 0)
            setTestCase(testCaseIndex);
    });
    connect(m_caseBox, &QComboBox::activated, this, [this] { setTestCase(m_caseBox->currentData().toInt()); });
    refresh();
}

void ChartsView::setTestCase(int testCaseIndex)
{
    if (testCaseIndex == m_testCase)
        return;
    m_testCase = testCaseIndex;
    if (m_throttle->isOnScreen())
        refresh();
    else
        m_throttle->schedule();
}

bool ChartsView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        arrange();
    return QWidget::eventFilter(watched, event);
}

void ChartsView::arrange()
{
    const int sideBySide = 2 * m_scores->minimumWidth() + m_grid->spacing();
    const int columns = m_scroll->viewport()->width() >= sideBySide ? 2 : 1;
    if (columns == m_columns)
        return;
    m_columns = columns;
    const QList<QWidget *> charts{m_scores, m_windows, m_verdicts, m_trust};
    for (int i = 0; i < charts.size(); ++i) {
        m_grid->removeWidget(charts[i]);
        m_grid->addWidget(charts[i], i / columns, i % columns);
    }
}

void ChartsView::fillTestCaseBox()
{
    QList<int> indices;
    QStringList names;
    const ResultsModel *model = m_hub->resultsModel();
    for (const int row : model->testCaseFirstRows()) {
        indices.append(model->result(row).testCaseIndex);
        names.append(model->index(row, ResultsModel::TestCaseColumn).data().toString());
    }
    if (m_testCase < 0 && !indices.isEmpty())
        m_testCase = indices.first();
    const QSignalBlocker blocker(m_caseBox);
    // Merged into the box, both in test case order: a batch of results touches only the items
    // of its test cases (refilling thousands of items on every batch would hold up the UI).
    int at = 0;
    for (qsizetype i = 0; i < indices.size(); ++i, ++at) {
        while (at < m_caseBox->count() && m_caseBox->itemData(at).toInt() < indices[i])
            m_caseBox->removeItem(at); // its results are gone
        if (at == m_caseBox->count() || m_caseBox->itemData(at).toInt() != indices[i])
            m_caseBox->insertItem(at, names[i], indices[i]);
        else if (m_caseBox->itemText(at) != names[i])
            m_caseBox->setItemText(at, names[i]);
    }
    while (m_caseBox->count() > at)
        m_caseBox->removeItem(at);
    m_caseBox->setCurrentIndex(m_caseBox->findData(m_testCase));
}

void ChartsView::refresh()
{
    m_throttle->done();
    fillTestCaseBox();
    const ResultsModel *model = m_hub->resultsModel();
    // The test case's rows, in table order, looked up rather than searched for.
    const QList<int> rows = model->rowsOf(m_testCase);
    Shown shown{m_testCase, {}, {}};
    for (const int row : rows) {
        shown.revisions.append(model->revision(row));
        shown.outOfDate.append(model->outOfDate(row));
    }
    // A batch of other test cases' results leaves these charts as they are.
    if (m_shown == shown)
        return;
    m_shown = shown;
    QList<MetricResult> results;
    QStringList outOfDate;
    QStringList why;
    for (int i = 0; i < rows.size(); ++i) {
        results.append(model->wholeResult(rows[i])); // the window and verdict charts need the windows
        if (const QString &reason = shown.outOfDate[i]; !reason.isEmpty()) {
            const QString metric = model->index(rows[i], ResultsModel::MetricColumn).data().toString();
            outOfDate.append(metric);
            why.append(QStringLiteral("%1: %2").arg(metric, reason));
        }
    }
    m_outOfDate->setText(tr("⟳ Out of date — press F5: %1 would come out differently now (%2); the charts show "
                            "the last run.")
                             .arg(outOfDate.join(QStringLiteral(", ")), firstReasons(shown.outOfDate)));
    m_outOfDate->setToolTip(why.join(QLatin1Char('\n')));
    m_outOfDate->setVisible(!outOfDate.isEmpty());
    m_scores->setResults(results);
    arrange(); // the score labels may ask for another width
    m_windows->setResults(results);
    m_verdicts->setResults(results);
    m_trust->setResults(results);
}

} // namespace claimscope
