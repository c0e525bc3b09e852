#include "calllogview.h"

#include "columnfitter.h"
#include "metrics/registry.h"
#include "resultpalette.h"
#include "results/calllogfiltermodel.h"
#include "results/resultshub.h"
#include "tonedelegate.h"
#include "ui/widgets/rowheightfitter.h"

#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace claimscope {

namespace {

Tone toneOf(const QModelIndex &index)
{
    Tone tone;
    const QString status = index.data(CallLogModel::StatusRole).toString();
    if (index.column() == CallLogModel::StatusColumn) {
        const QColor color = ResultPalette::callStatusColor(status);
        tone.foreground = ResultPalette::textColor(color);
        tone.background = ResultPalette::tint(color);
        tone.bold = true;
    } else if (status == QLatin1String("error")) {
        tone.foreground = ResultPalette::textColor(ResultPalette::errorColor());
    }
    tone.elideAtWord = index.column() == CallLogModel::TestCaseColumn;
    return tone;
}

} // namespace

CallLogView::CallLogView(ResultsHub *hub, QWidget *parent)
    : QWidget(parent)
    , m_hub(hub)
    , m_filter(new CallLogFilterModel(this))
    , m_status(new QComboBox(this))
    , m_metric(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_error(new QLabel(this))
    , m_prompt(new QPlainTextEdit(this))
    , m_answer(new QPlainTextEdit(this))
{
    m_filter->setSourceModel(hub->callLogModel());
    m_status->addItem(tr("All statuses"), QString());
    QStringList statusTexts;
    for (const QString &status :
         {QStringLiteral("ok"), QStringLiteral("cached"), QStringLiteral("repaired"), QStringLiteral("error")}) {
        statusTexts.append(callStatusText(status));
        m_status->addItem(statusTexts.last(), status);
    }
    m_metric->addItem(tr("All metrics"), QString());
    for (const MetricInfo &info : MetricRegistry::all())
        m_metric->addItem(info.displayName, info.id);
    connect(m_status, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setStatusFilter(m_status->currentData().toString());
        updateCount();
    });
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setMetricFilter(m_metric->currentData().toString());
        updateCount();
    });

    m_table->setModel(m_filter);
    m_table->setItemDelegate(new ToneDelegate(&toneOf, 0, m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    new RowHeightFitter(m_table, 8);
    // A metric's name reads whole: it is what a person looks for here.
    QStringList metricNames;
    for (const MetricInfo &info : MetricRegistry::all())
        metricNames.append(info.displayName);
    // On a narrow pane (a 1280 px screen) the figures give way before anything scrolls sideways,
    // each keeping room for its title; on a narrower one (1024 px) the least needed go, the
    // attempts first; the selected call shows whole in the panes below.
    const auto title = [this](int column) { return m_filter->headerData(column, Qt::Horizontal).toString(); };
    new ColumnFitter(
        m_table,
        {{CallLogModel::TimeColumn, QStringLiteral("00:00:00.000"), false, false, QString(), 5},
         {CallLogModel::TestCaseColumn, QStringLiteral("Hotel concierge: early arrival"), false, true,
          QStringLiteral("Hotel concierge: ea")},
         {CallLogModel::MetricColumn, ColumnFitter::longest(metricNames)},
         {CallLogModel::StepColumn, QStringLiteral("final_reason")},
         {CallLogModel::StatusColumn, ColumnFitter::longest(statusTexts), true},
         {CallLogModel::HttpColumn, QStringLiteral("200"), false, false, QString(), 2},
         {CallLogModel::AttemptsColumn, QStringLiteral("5"), false, false, QString(), 1},
         {CallLogModel::LatencyColumn, QStringLiteral("99999 ms"), false, true, title(CallLogModel::LatencyColumn)},
         {CallLogModel::TokensColumn, QStringLiteral("9999 / 999"), false, true, title(CallLogModel::TokensColumn), 4},
         {CallLogModel::CostColumn, QStringLiteral("$0.00000"), false, true, title(CallLogModel::CostColumn), 3}},
        CallLogModel::ScopeColumn);

    auto *copy = new QAction(tr("Copy prompt and answer"), m_table);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut); // never steal Ctrl+C from other panels
    copy->setShortcutVisibleInContextMenu(true);
    connect(copy, &QAction::triggered, this, &CallLogView::copySelectedCall);
    m_table->addAction(copy);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    // The table copies only the current cell on Ctrl+C; the whole call is what users want.
    m_table->installEventFilter(this);

    // Monospaced by the theme's style sheet, which leaves the size to the application font.
    m_prompt->setObjectName(QStringLiteral("callPrompt"));
    m_answer->setObjectName(QStringLiteral("callAnswer"));
    for (QPlainTextEdit *edit : {m_prompt, m_answer}) {
        edit->setReadOnly(true);
        edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
        edit->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    }
    m_prompt->setPlaceholderText(tr("Select a call to see what it asked: the prompt and the whole request."));
    m_answer->setPlaceholderText(tr("No answer (or no call selected)."));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: %1; font-weight: bold;")
                               .arg(ResultPalette::textColor(ResultPalette::errorColor()).name()));
    m_error->hide();

    auto *filters = new QHBoxLayout;
    filters->addWidget(new QLabel(tr("Status:"), this));
    filters->addWidget(m_status);
    filters->addSpacing(12);
    filters->addWidget(new QLabel(tr("Metric:"), this));
    filters->addWidget(m_metric);
    filters->addStretch(1);
    filters->addWidget(m_count);

    auto *texts = new QSplitter(Qt::Horizontal, this);
    texts->addWidget(textPane(tr("Request"), m_prompt));
    texts->addWidget(textPane(tr("Answer"), m_answer));
    texts->setStretchFactor(0, 3); // templates are wrapped near 100 columns: give them the room
    texts->setStretchFactor(1, 2);
    auto *detail = new QWidget(this);
    auto *detailLayout = new QVBoxLayout(detail);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_error);
    detailLayout->addWidget(texts, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(detail);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CallLogView::callSelected);
    connect(m_filter, &QAbstractItemModel::rowsInserted, this, &CallLogView::rowsArrived);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &CallLogView::updateCount);
    updateCount();
}

QWidget *CallLogView::textPane(const QString &title, QPlainTextEdit *edit)
{
    auto *pane = new QWidget(this);
    auto *copy = new QPushButton(tr("Copy"), pane);
    copy->setToolTip(tr("Copy the whole text to the clipboard"));
    connect(copy, &QPushButton::clicked, this, [edit] { QGuiApplication::clipboard()->setText(edit->toPlainText()); });
    auto *heading = new QHBoxLayout;
    heading->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), pane));
    heading->addStretch(1);
    heading->addWidget(copy);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(heading);
    layout->addWidget(edit, 1);
    return pane;
}

bool CallLogView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        copySelectedCall();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void CallLogView::copySelectedCall()
{
    QGuiApplication::clipboard()->setText(selectedCallText());
}

QString CallLogView::selectedCallText() const
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid())
        return {};
    QString text =
        tr("%1\n\n--- answer ---\n%2")
            .arg(current.data(CallLogModel::RequestRole).toString(), current.data(CallLogModel::AnswerRole).toString());
    const QString error = current.data(CallLogModel::ErrorRole).toString();
    if (!error.isEmpty())
        text += tr("\n\n--- error ---\n%1").arg(error);
    return text;
}

void CallLogView::callSelected()
{
    const QModelIndex current = m_table->currentIndex();
    const QString error = current.data(CallLogModel::ErrorRole).toString();
    m_error->setText(error.isEmpty() ? QString() : tr("⚠ %1").arg(error));
    m_error->setVisible(!error.isEmpty());
    m_prompt->setPlainText(current.data(CallLogModel::RequestRole).toString());
    m_answer->setPlainText(current.data(CallLogModel::AnswerRole).toString());
}

void CallLogView::rowsArrived()
{
    // Follow the newest call only while the user is already at the end of the log.
    const QScrollBar *bar = m_table->verticalScrollBar();
    if (bar->value() >= bar->maximum() - 1)
        m_table->scrollToBottom();
    updateCount();
}

void CallLogView::updateCount()
{
    const CallLogModel *log = m_hub->callLogModel();
    const int total = log->rowCount();
    const int shown = m_filter->rowCount();
    QString calls = tr("%n call(s)", nullptr, total);
    // The status bar counts the last run's steps: a log of several runs says whose calls it adds.
    if (log->runCount() > 1)
        calls += QStringLiteral(" ")
            + tr("over %n run(s), %1 of them by the newest", nullptr, log->runCount())
                  .arg(QString::number(log->callsOfNewestRun()));
    m_count->setText(shown == total ? calls : tr("%1 of %2").arg(shown).arg(calls));
}

} // namespace claimscope
