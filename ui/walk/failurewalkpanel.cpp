#include "failurewalkpanel.h"

#include "foldedlabel.h"
#include "results/breakdownmodel.h"
#include "results/failurewalk.h"
#include "results/resultsmodel.h"
#include "ui/results/resultpalette.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace claimscope {

namespace {

// Sizes relative to the panel's font, which presentation mode enlarges.
constexpr double ClaimScale = 1.5;
constexpr double VerdictScale = 1.3;
constexpr double ReasonScale = 1.15;

QFont scaled(QFont font, double scale, bool bold = false)
{
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(bold);
    return font;
}

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setMinimumWidth(1); // it wraps to the width it gets, and never widens the window
    return label;
}

// The smallest height given to a folded text: a line and a half of it.
int oneLine(const QWidget *label)
{
    return label->fontMetrics().lineSpacing() * 3 / 2;
}

} // namespace

FailureWalkPanel::FailureWalkPanel(FailureWalk *walk, QAction *next, QAction *previous, QWidget *parent)
    : QWidget(parent)
    , m_walk(walk)
    , m_next(next)
    , m_previous(previous)
    , m_page(new QWidget)
    , m_top(new QBoxLayout(QBoxLayout::TopToBottom))
    , m_controls(new QWidget(this))
    , m_position(wrappingLabel(this))
    , m_verdict(new QLabel(m_page))
    , m_where(wrappingLabel(m_page))
    , m_claim(new FoldedLabel(m_page))
    , m_reason(new FoldedLabel(m_page))
    , m_scroll(new QScrollArea(this))
    , m_previousButton(new QToolButton(m_controls))
    , m_nextButton(new QToolButton(m_controls))
    , m_failedOnly(new QCheckBox(tr("Failed results only"), m_controls))
{
    m_position->setObjectName(QStringLiteral("walkPosition"));
    m_verdict->setObjectName(QStringLiteral("walkVerdict"));
    m_where->setObjectName(QStringLiteral("walkWhere"));
    m_claim->setObjectName(QStringLiteral("walkClaim"));
    m_reason->setObjectName(QStringLiteral("walkReason"));
    m_previousButton->setDefaultAction(previous);
    m_nextButton->setDefaultAction(next);
    for (QToolButton *button : {m_previousButton, m_nextButton})
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_failedOnly->setObjectName(QStringLiteral("walkFailedResultsOnly"));
    m_failedOnly->setToolTip(tr("Stop only in results that failed, not at the ✗ and ? claims of results that pass"));
    // A click leaves the keyboard where it was: Space walks on instead of ticking the box.
    m_failedOnly->setFocusPolicy(Qt::TabFocus);
    m_failedOnly->setChecked(walk->failedResultsOnly());
    connect(m_failedOnly, &QCheckBox::toggled, walk, &FailureWalk::setFailedResultsOnly);

    auto *controls = new QHBoxLayout(m_controls);
    controls->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(m_previousButton);
    controls->addWidget(m_nextButton);
    controls->addWidget(m_failedOnly);
    // The buttons first, on a row of their own: they stay where the pointer left them however
    // long the next stop's heading is.
    m_top->addWidget(m_controls, 0, Qt::AlignLeft);
    m_top->addWidget(m_position);

    auto *pageLayout = new QVBoxLayout(m_page);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    pageLayout->setSpacing(10);
    auto *verdictRow = new QHBoxLayout;
    verdictRow->addWidget(m_verdict);
    verdictRow->addWidget(m_where, 1);
    pageLayout->addLayout(verdictRow);
    pageLayout->addWidget(m_claim);
    pageLayout->addWidget(m_reason);
    pageLayout->addStretch();
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setWidget(m_page);
    m_scroll->viewport()->installEventFilter(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->addLayout(m_top);
    layout->addWidget(m_scroll, 1);

    connect(walk, &FailureWalk::changed, this, &FailureWalkPanel::refresh);
    // "more" makes the stop taller: the slide that fits the walk to its stop fits it again.
    for (FoldedLabel *label : {m_claim, m_reason})
        connect(label, &FoldedLabel::unfolded, this, &FailureWalkPanel::contentChanged);
    connect(next, &QAction::changed, this, &FailureWalkPanel::refresh);
    applyFonts();
    refresh();
}

QString FailureWalkPanel::positionText() const
{
    return m_position->text();
}
QString FailureWalkPanel::claimText() const
{
    return m_showingMessage ? m_reason->shownText() : m_claim->shownText();
}
QString FailureWalkPanel::verdictText() const
{
    return m_verdict->text();
}
QString FailureWalkPanel::reasonText() const
{
    return m_reason->shownText();
}

void FailureWalkPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // A new application style sheet re-polishes the labels after the font changed.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        applyFonts();
        fit();
        // A zoom sets the application's font, then the docks' own: the panel passes through the
        // normal size on the way. Sized again once the change is over, from the font it ends with.
        QMetaObject::invokeMethod(
            this,
            [this] {
                applyFonts();
                fit();
                Q_EMIT contentChanged();
            },
            Qt::QueuedConnection);
    }
}

bool FailureWalkPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize)
        fit();
    return QWidget::eventFilter(watched, event);
}

int FailureWalkPanel::verdictRowHeight(int width) const
{
    const int spacing = m_page->layout()->spacing();
    const bool verdict = !m_verdict->isHidden();
    const int verdictWidth = verdict ? m_verdict->sizeHint().width() + spacing : 0;
    const int verdictHeight = verdict ? m_verdict->sizeHint().height() : 0;
    return m_where->text().isEmpty() ? verdictHeight
                                     : qMax(verdictHeight, m_where->heightForWidth(width - verdictWidth));
}

int FailureWalkPanel::contentHeight()
{
    const QMargins margins = layout()->contentsMargins();
    const int width = contentsRect().width() - margins.left() - margins.right();
    const int heading = m_top->hasHeightForWidth() ? m_top->heightForWidth(width) : m_top->sizeHint().height();
    // The texts measured as wrapped beside a scroll bar: the height found holds them either way.
    const int textWidth = width - m_scroll->verticalScrollBar()->sizeHint().width();
    const int spacing = m_page->layout()->spacing();
    const int reason = m_reason->fullText().isEmpty() ? 0 : spacing + m_reason->fullHeight(textWidth);
    const int claim = m_claim->isHidden() ? 0 : m_claim->fullHeight(textWidth);
    const int height = margins.top() + heading + layout()->spacing() + verdictRowHeight(textWidth) + spacing + claim
        + reason + margins.bottom();
    fit(); // measuring showed the texts whole: folded again to the pane as it is
    return height;
}

bool FailureWalkPanel::unfolded() const
{
    return m_claim->isUnfolded() || m_reason->isUnfolded();
}

void FailureWalkPanel::fit()
{
    if (m_fitting)
        return;
    m_fitting = true;
    const QWidget *viewport = m_scroll->viewport();
    const int width = viewport->width();
    const int spacing = m_page->layout()->spacing();
    const int verdictRow = verdictRowHeight(width);
    const int room = viewport->height() - verdictRow - 2 * spacing;
    const bool hasReason = !m_reason->fullText().isEmpty();
    if (m_claim->isHidden()) { // a message alone
        m_reason->foldTo(width, qMax(oneLine(m_reason), viewport->height() - verdictRow - spacing));
        m_fitting = false;
        return;
    }
    const int claimNeeds = m_claim->fullHeight(width);
    const int reasonNeeds = hasReason ? m_reason->fullHeight(width) : 0;
    if (claimNeeds + reasonNeeds > room) {
        // The claim keeps at least half the room; the reason gets the rest.
        m_claim->foldTo(width, qMax(oneLine(m_claim), hasReason ? qMax(room / 2, room - reasonNeeds) : room));
        if (hasReason)
            m_reason->foldTo(width, qMax(oneLine(m_reason), room - m_claim->heightForWidth(width)));
    }
    m_fitting = false;
}

void FailureWalkPanel::applyFonts()
{
    m_position->setFont(scaled(font(), 1.0, true));
    m_failedOnly->setFont(font());
    // The verdict has its own style sheet (its colours), which decides its font too.
    m_verdict->setStyleSheet(QStringLiteral("color: %1; background: %2; border-radius: 6px; padding: 2px 10px; "
                                            "font-weight: bold; font-size: %3pt;")
                                 .arg(ResultPalette::textColor(m_verdictColour).name(QColor::HexRgb),
                                      ResultPalette::tint(m_verdictColour).name(QColor::HexArgb))
                                 .arg(font().pointSizeF() * VerdictScale));
    m_claim->setFont(scaled(font(), ClaimScale));
    m_reason->setFont(scaled(font(), ReasonScale));
}

QString FailureWalkPanel::keyName(const QAction *action) const
{
    const QList<QKeySequence> keys = action->shortcuts();
    // While presenting the presenter's key (Space, Backspace) follows the menu key.
    const QKeySequence key = keys.size() > 1 ? keys.at(1) : keys.value(0);
    return key.toString(QKeySequence::NativeText);
}

void FailureWalkPanel::refresh()
{
    const int count = m_walk->count();
    if (m_failedOnly->isChecked() != m_walk->failedResultsOnly())
        m_failedOnly->setChecked(m_walk->failedResultsOnly());
    if (const FailureStop *stop = m_walk->current()) {
        showStop(*stop);
    } else if (count == 0 && m_walk->failedResultsOnly()) {
        showMessage(tr("Walk through what went wrong"),
                    tr("Nothing to walk through: no result has failed. Results that fail (or are partial) "
                       "appear here claim by claim after a run (F5)."));
    } else if (count == 0) {
        showMessage(tr("Walk through what went wrong"),
                    tr("Nothing to walk through: no result has failed and no claim was judged ✗ or ?. They "
                       "appear here one by one after a run (F5)."));
    } else if (m_walk->isAtEnd()) {
        showMessage(tr("End of the walk"),
                    tr("All %n stop(s) shown. %1 goes back to the last one.", nullptr, count).arg(keyName(m_previous)));
    } else {
        showMessage(tr("Walk through what went wrong"),
                    tr("What went wrong: %1, %2 — %3, one per screen with its evidence in the conversation. "
                       "Press %4 to start.")
                        .arg(tr("%n failed result(s)", nullptr, m_walk->failedResultCount()),
                             tr("%n claim(s) judged ✗ or ?", nullptr, m_walk->itemStopCount()),
                             tr("%n stop(s)", nullptr, count), keyName(m_next)));
    }
    Q_EMIT contentChanged();
}

void FailureWalkPanel::showStop(const FailureStop &stop)
{
    const QString what = stop.isWholeResult()
        ? tr("failed result")
        : tr("%1 judged %2").arg(breakdownKindTitle(stop.kind), claimscope::verdictText(stop.verdict));
    // Its last two words stay together: a wrap never leaves one word alone on the last line.
    QString position = tr("Stop %1 of %2 · %3 · %4 · %5")
                           .arg(QString::number(m_walk->position() + 1), QString::number(m_walk->count()), what,
                                stop.metricName, stop.testCaseName);
    if (const qsizetype lastSpace = position.lastIndexOf(QLatin1Char(' ')); lastSpace > 0)
        position[lastSpace] = QChar::Nbsp;
    m_position->setText(position);
    m_verdict->setText(stop.isWholeResult() ? resultStatusText(ResultsModel::Status::Fail)
                                            : claimscope::verdictText(stop.verdict));
    m_verdictColour = stop.isWholeResult() ? ResultPalette::statusColor(ResultsModel::Status::Fail)
                                           : ResultPalette::verdictColor(stop.verdict);
    m_showingMessage = false;
    applyFonts();
    m_claim->setVisible(true);
    m_verdict->show();
    QString where = stop.isWholeResult() ? tr("the result as a whole") : breakdownKindTitle(stop.kind);
    if (stop.turnIndex >= 0)
        where = tr("%1 · turn %2").arg(where, QString::number(stop.turnIndex + 1));
    // Overlapping windows that judged the claim the same way are one stop: it says which.
    if (stop.windows.size() > 1)
        where = tr("%1 · judged %2 in %3")
                    .arg(where, claimscope::verdictText(stop.verdict), windowNumbersText(stop.windows));
    else if (!stop.windowTitle.isEmpty())
        where = tr("%1 · %2").arg(where, stop.windowTitle);
    if (!stop.outOfDate.isEmpty())
        where = tr("%1 · ⟳ out of date — press F5: %2").arg(where, stop.outOfDate);
    m_where->setText(where);
    m_where->show();
    // A result failed as a whole reads first why the exchange framed in the chat went lowest,
    // then the result's own reason (which may speak of the first exchange first).
    const bool windowFirst = stop.isWholeResult() && !stop.windowReason.isEmpty();
    if (windowFirst)
        m_claim->setFullText(stop.windowReason);
    else if (stop.isWholeResult())
        m_claim->setFullText(stop.reason.isEmpty() ? tr("Its score is below the threshold; the metric gave no reason.")
                                                   : stop.reason);
    else
        m_claim->setFullText(stop.text);
    m_reason->setFullText(windowFirst && !stop.reason.isEmpty() ? tr("The whole result: %1").arg(stop.reason)
                              : stop.isWholeResult() || stop.reason.isEmpty() ? QString()
                                                                              : tr("Why: %1").arg(stop.reason));
    m_reason->setVisible(!m_reason->fullText().isEmpty());
    fit();
}

void FailureWalkPanel::showMessage(const QString &position, const QString &message)
{
    m_showingMessage = true;
    m_position->setText(position);
    m_verdict->clear();
    m_verdict->hide();
    m_where->clear();
    m_where->hide(); // an empty line above the message was room the pane's height did not count
    // An instruction, not a claim: in the reason's type, so it reads whole beside the chat on a
    // small screen.
    m_claim->setFullText(QString());
    m_claim->hide();
    m_reason->setFullText(message);
    m_reason->setVisible(true);
    fit();
}

} // namespace claimscope
