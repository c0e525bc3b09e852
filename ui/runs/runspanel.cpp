#include "runspanel.h"

#include "runkeeper.h"

#include "experiments/runsnapshot.h"
#include "metrics/registry.h"
#include "model/scoreprose.h"
#include "results/metriccounts.h"
#include "ui/results/tonedelegate.h"

#include <QAction>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

namespace claimscope {

namespace {
enum Column { Name, When, Changed, Scores, Note, ColumnCount };
}

RunsPanel::RunsPanel(RunKeeper *keeper, QWidget *parent)
    : QWidget(parent)
    , m_keeper(keeper)
    , m_status(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_compare(new QPushButton(tr("Compare"), this))
    , m_pin(new QPushButton(tr("Keep as Baseline"), this))
    , m_open(new QPushButton(tr("Open results"), this))
    , m_delete(new QPushButton(tr("Delete"), this))
{
    m_table->setObjectName(QStringLiteral("runsTable"));
    m_pin->setObjectName(QStringLiteral("keepAsBaseline"));
    m_table->setHorizontalHeaderLabels(
        {tr("Run"), tr("When"), tr("Changed since the run before"), tr("Pass rate · mean"), tr("Note")});
    m_table->horizontalHeaderItem(Scores)->setToolTip(
        tr("One metric: its pass rate and mean score. Several: the pass rate over all their results; each "
           "metric's in the tooltip"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    // Each row's number, as the comparison and the status bar name the run ("#3").
    m_table->verticalHeader()->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_table->setWordWrap(false);
    // Long names, changes and figures end at a word (a first word too long for the column, a
    // param's, is cut short); their tooltips read them whole.
    m_table->setItemDelegate(new ToneDelegate(
        [](const QModelIndex &index) {
            Tone tone;
            tone.elideAtWord = index.column() != When;
            return tone;
        },
        0, m_table));
    // The changes take what the dock has left: the figures and the note stay in view at 1024 px.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(Changed, QHeaderView::Stretch);
    m_table->setColumnWidth(Name, 180);
    m_table->setColumnWidth(When, 120);
    m_table->setColumnWidth(Scores, 160);
    m_table->setColumnWidth(Note, 100);
    m_compare->setToolTip(
        tr("Two runs selected: compare them. One: compare it with the baseline, or with the run before it."));
    m_status->setWordWrap(true);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_compare);
    buttons->addWidget(m_pin);
    buttons->addWidget(m_open);
    buttons->addWidget(m_delete);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(keeper, &RunKeeper::documentChanged, this, &RunsPanel::forget);
    connect(keeper, &RunKeeper::listed, this, &RunsPanel::show);
    connect(m_table, &QTableWidget::cellChanged, this, &RunsPanel::cellEdited);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &RunsPanel::updateButtons);
    connect(m_compare, &QPushButton::clicked, this, &RunsPanel::compareSelected);
    connect(m_pin, &QPushButton::clicked, this, [this] {
        const QList<int> rows = selectedRows();
        if (rows.size() != 1)
            return;
        const StoredRunInfo &run = m_runs[rows.first()];
        if (run.pinned)
            m_keeper->setPinned(run.id, false);
        else
            m_keeper->keepAsBaseline(run.id);
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QList<int> rows = selectedRows();
        if (rows.size() == 1)
            Q_EMIT openRequested(m_runs[rows.first()].id);
    });
    connect(m_delete, &QPushButton::clicked, this, [this] {
        for (int row : selectedRows())
            m_keeper->remove(m_runs[row].id);
    });
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *keep = new QAction(tr("Keep as Baseline"), m_table);
    connect(keep, &QAction::triggered, this, [this] {
        const QList<int> rows = selectedRows();
        if (rows.size() == 1)
            m_keeper->keepAsBaseline(m_runs[rows.first()].id);
    });
    m_table->addAction(keep);
    m_status->setText(tr("Every run is kept here: F5 to make one."));
    updateButtons();
}

void RunsPanel::forget()
{
    m_runs.clear();
    m_table->setRowCount(0);
    m_status->setText(tr("Reading the runs of %1…").arg(m_keeper->dataset().name));
    updateButtons();
}

void RunsPanel::show(const QList<StoredRunInfo> &runs, const QString &path, qint64 sizeBytes, qint64 capBytes)
{
    // The runs picked stay picked by their number, not by their row: a new run comes in on top.
    QSet<qint64> picked;
    for (const int row : selectedRows())
        picked.insert(m_runs[row].id);
    const int currentRow = m_table->currentRow();
    const qint64 current = currentRow >= 0 && currentRow < m_runs.size() ? m_runs[currentRow].id : -1;
    m_runs = runs;
    m_filling = true;
    m_table->setRowCount(int(runs.size()));
    for (int row = 0; row < runs.size(); ++row) {
        const StoredRunInfo &run = runs[row];
        auto *name = new QTableWidgetItem((run.pinned ? QStringLiteral("★ ") : QString()) + run.name);
        name->setToolTip(run.pinned ? run.name + QLatin1Char('\n') + tr("The baseline: comparisons start from it.")
                                    : run.name);
        auto *when = new QTableWidgetItem(run.created.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                                          + (run.cancelled ? tr(" (cancelled)") : QString()));
        when->setFlags(when->flags() & ~Qt::ItemIsEditable);
        // An automatic name of one change reads it whole; one of several ("… and 1 more change") is cut
        // short in a narrow dock, so the column lists them all.
        const QStringList &changes = run.readableChanges;
        const bool nameSaysAll = changes.size() == 1 && run.name == RunSnapshot::automaticName(changes, true);
        const QString changedText = changes.isEmpty() ? QStringLiteral("—")
            : nameSaysAll                             ? tr("(the change the name says)")
                                                      : changes.join(QStringLiteral("; "));
        auto *changed = new QTableWidgetItem(changedText);
        // The prompts each template rendered: an edit of one that rendered none changed nothing.
        QStringList uses;
        for (auto it = run.templateUses.cbegin(); it != run.templateUses.cend(); ++it)
            uses.append(tr("%1: %n prompt(s)", nullptr, it.value()).arg(MetricRegistry::stepDisplayName(it.key())));
        QStringList details = changes;
        if (!uses.isEmpty())
            details.append(tr("Templates used:\n%1").arg(uses.join(QLatin1Char('\n'))));
        changed->setToolTip(details.join(QLatin1Char('\n')));
        changed->setFlags(changed->flags() & ~Qt::ItemIsEditable);
        QStringList figures;
        int passed = 0;
        int decided = 0;
        for (auto it = run.metrics.begin(); it != run.metrics.end(); ++it) {
            const MetricInfo *info = MetricRegistry::find(it.key());
            const QString name = info ? info->displayName : it.key();
            // A metric without a score anywhere has no pass rate: "0 % of 0" read as a failure.
            if (it->scored() == 0)
                figures.append(it->errors > 0 ? tr("%1: no score, %n error(s)", nullptr, it->errors).arg(name)
                                              : tr("%1: no score (it applies to none of these test cases)").arg(name));
            else
                figures.append(tr("%1: pass rate %2 of %n result(s), mean %3", nullptr, it->scored())
                                   .arg(name, passRateText(it->passRate()),
                                        it->mean ? QString::number(*it->mean, 'f', 2) : QStringLiteral("–")));
            passed += it->passed;
            decided += it->scored();
        }
        // Short enough for the column at 1024 px, in one form: the pass rate, then one metric's
        // mean ("97 % · mean 0.86") or how many metrics' results it pools ("86 % · 9 metrics": a
        // pooled rate is no one metric's, and has no mean); each metric's figures in the tooltip.
        const QString summary = run.metrics.size() == 1
            ? tr("%1 · mean %2")
                  .arg(passRateText(run.metrics.first().passRate()),
                       run.metrics.first().mean ? QString::number(*run.metrics.first().mean, 'f', 2)
                                                : QStringLiteral("–"))
            : run.metrics.isEmpty() ? QStringLiteral("—")
                                    : tr("%1 · %2").arg(passRateText(decided > 0 ? double(passed) / decided : 0.0),
                                                        metricCountText(int(run.metrics.size())));
        auto *scores = new QTableWidgetItem(summary);
        scores->setToolTip(
            (run.metrics.size() > 1
                 ? tr("The pass rate over the results of %1:").arg(metricCountText(int(run.metrics.size())))
                     + QLatin1Char('\n')
                 : QString())
            + figures.join(QLatin1Char('\n')));
        scores->setFlags(scores->flags() & ~Qt::ItemIsEditable);
        auto *note = new QTableWidgetItem(run.note);
        m_table->setItem(row, Name, name);
        m_table->setItem(row, When, when);
        m_table->setItem(row, Changed, changed);
        m_table->setItem(row, Scores, scores);
        m_table->setItem(row, Note, note);
    }
    QStringList numbers;
    for (const StoredRunInfo &run : runs)
        numbers.append(QStringLiteral("#%1").arg(run.id));
    m_table->setVerticalHeaderLabels(numbers);
    // As wide as its widest figure, measured from the texts: a dock behind another tab has no
    // rows in view, and resizeColumnToContents() would measure the header alone ("86 % of 3708…").
    int scoresWidth = m_table->horizontalHeader()->sectionSizeHint(Scores);
    const QFontMetrics metrics(m_table->font());
    const int padding = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
    for (int row = 0; row < m_table->rowCount(); ++row)
        scoresWidth = qMax(scoresWidth, metrics.horizontalAdvance(m_table->item(row, Scores)->text()) + padding);
    m_table->setColumnWidth(Scores, scoresWidth);
    m_table->clearSelection();
    for (int row = 0; row < runs.size(); ++row) {
        if (runs[row].id == current)
            m_table->setCurrentCell(row, Name, QItemSelectionModel::NoUpdate);
        if (picked.contains(runs[row].id))
            m_table->selectionModel()->select(m_table->model()->index(row, 0),
                                              QItemSelectionModel::Select | QItemSelectionModel::Rows);
    }
    m_filling = false;
    m_status->setText(tr("%n run(s) of %1 kept in %2 · %3 MB of %4 MB; beyond that the oldest runs are dropped, never "
                         "a baseline (★).",
                         nullptr, int(runs.size()))
                          .arg(m_keeper->dataset().name, QDir::toNativeSeparators(path),
                               QString::number(double(sizeBytes) / (1024.0 * 1024.0), 'f', 1),
                               QString::number(double(capBytes) / (1024.0 * 1024.0), 'f', 0)));
    updateButtons();
}

void RunsPanel::cellEdited(int row, int column)
{
    if (m_filling || row < 0 || row >= m_runs.size())
        return;
    QString text = m_table->item(row, column)->text();
    if (column == Name) {
        text.remove(QStringLiteral("★ "));
        if (!text.trimmed().isEmpty() && text != m_runs[row].name)
            m_keeper->rename(m_runs[row].id, text.trimmed());
    } else if (column == Note && text != m_runs[row].note) {
        m_keeper->setNote(m_runs[row].id, text);
    }
}

QList<int> RunsPanel::selectedRows() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_table->selectionModel()->selectedRows())
        rows.append(index.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

void RunsPanel::compareSelected()
{
    const QList<int> rows = selectedRows();
    if (rows.size() == 2) {
        // Newest first: the lower row is the older run, A.
        m_keeper->compare(m_runs[rows[1]].id, m_runs[rows[0]].id);
        return;
    }
    if (rows.size() != 1)
        return;
    const StoredRunInfo &run = m_runs[rows.first()];
    const auto baseline = std::find_if(m_runs.begin(), m_runs.end(),
                                       [&](const StoredRunInfo &other) { return other.pinned && other.id != run.id; });
    if (baseline != m_runs.end()) {
        m_keeper->compare(baseline->id, run.id);
        return;
    }
    if (rows.first() + 1 < m_runs.size())
        m_keeper->compare(m_runs[rows.first() + 1].id, run.id);
}

void RunsPanel::updateButtons()
{
    const QList<int> rows = selectedRows();
    m_compare->setEnabled(rows.size() == 2 || (rows.size() == 1 && m_runs.size() > 1));
    m_pin->setEnabled(rows.size() == 1);
    // A pinned run is its dataset's baseline (★) and is never dropped for room: undoing that is
    // named by what a person sees change, and the tooltip says both.
    const bool baseline = rows.size() == 1 && m_runs.value(rows.first()).pinned;
    m_pin->setText(baseline ? tr("Stop Using as Baseline") : tr("Keep as Baseline"));
    m_pin->setToolTip(
        baseline ? tr("Run #%1 stops being the baseline (★) of its dataset: the next try (Ctrl+Shift+F5) makes the "
                      "latest run of its cases the baseline instead. Run #%1 stays in the list, but like any run "
                      "that is not a baseline it may be dropped when the store is full.")
                       .arg(m_runs.value(rows.first()).id)
                 : tr("Make the selected run the baseline (★) of its dataset: tries on the labelled test cases "
                      "(Ctrl+Shift+F5) are compared with it, and it is never dropped when the store is full."));
    m_open->setEnabled(rows.size() == 1);
    m_delete->setEnabled(!rows.isEmpty());
}

} // namespace claimscope
