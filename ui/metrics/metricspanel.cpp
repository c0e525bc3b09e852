#include "metricspanel.h"

#include "results/metriccounts.h"

#include "metriccard.h"
#include "ui/document/projectdocument.h"

#include "metrics/paramnames.h"
#include "metrics/registry.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace claimscope {

MetricsPanel::MetricsPanel(ProjectDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_count(new QLabel(this))
    , m_scroll(new QScrollArea(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(8, 4, 8, 4);
    auto *all = new QPushButton(tr("All"), this);
    auto *none = new QPushButton(tr("None"), this);
    all->setToolTip(tr("Enable every metric"));
    none->setToolTip(tr("Disable every metric"));
    // The count wraps beside All and None rather than being cut ("11 of 11 metrics…") in a
    // narrow dock.
    m_count->setWordWrap(true);
    bar->addWidget(m_count, 1);
    bar->addWidget(all);
    bar->addWidget(none);
    layout->addLayout(bar);

    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    // The cards wrap their contents to the dock's width: never a sideways scroll.
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *content = new QWidget(m_scroll);
    auto *cards = new QVBoxLayout(content);
    cards->setContentsMargins(6, 0, 6, 6);
    cards->setSpacing(6);
    for (const MetricInfo &info : MetricRegistry::all()) {
        auto *card = new MetricCard(info, content);
        cards->addWidget(card);
        m_cards.append(card);
        connect(card, &MetricCard::enabledToggled, this, [this, id = info.id, name = info.displayName](bool on) {
            MetricSelection selection = m_document->metric(id);
            selection.enabled = on;
            m_document->editMetric(selection, on ? tr("Enable %1").arg(name) : tr("Disable %1").arg(name));
        });
        connect(card, &MetricCard::paramEdited, this,
                [this, id = info.id](const QString &param, const QJsonValue &value) { editParam(id, param, value); });
        connect(card, &MetricCard::runRequested, this, [this, id = info.id] { Q_EMIT runMetricRequested(id); });
    }
    cards->addStretch();
    m_scroll->setWidget(content);
    layout->addWidget(m_scroll, 1);

    connect(all, &QPushButton::clicked, this, [this] { setAllEnabled(true); });
    connect(none, &QPushButton::clicked, this, [this] { setAllEnabled(false); });
    connect(document, &ProjectDocument::settingsChanged, this, [this] { refresh(true); });
    connect(document, &ProjectDocument::projectReset, this, [this] { refresh(false); });
    refresh(false);
}

MetricCard *MetricsPanel::card(const QString &metricId) const
{
    for (MetricCard *card : m_cards) {
        if (card->metricId() == metricId)
            return card;
    }
    return nullptr;
}

void MetricsPanel::showMetric(const QString &metricId)
{
    if (MetricCard *shown = card(metricId)) {
        shown->setExpanded(true);
        // After the layout has made room for the expanded card.
        QMetaObject::invokeMethod(
            this, [this, shown] { m_scroll->ensureWidgetVisible(shown, 0, 0); }, Qt::QueuedConnection);
    }
}

QString MetricsPanel::firstInvalidMetric() const
{
    for (MetricCard *card : m_cards) {
        if (!card->errorText().isEmpty())
            return card->metricId();
    }
    return {};
}

void MetricsPanel::setCurrentCase(const TestCase *testCase)
{
    m_notApplying.clear();
    for (MetricCard *card : m_cards) {
        const QString missing = testCase ? MetricRegistry::find(card->metricId())->missingInput(*testCase) : QString();
        card->setApplicability(missing);
        if (!missing.isEmpty())
            m_notApplying.append(card->metricId());
    }
    updateCount();
}

void MetricsPanel::updateCount()
{
    int enabled = 0;
    int notApplying = 0;
    for (const MetricCard *card : m_cards) {
        if (m_document->metric(card->metricId()).enabled) {
            ++enabled;
            notApplying += m_notApplying.contains(card->metricId()) ? 1 : 0;
        }
    }
    // Beside All and None what does not apply is a mark, said whole in the tooltip.
    const QString text = enabledMetricsText(enabled, int(m_cards.size()));
    const QString whole =
        notApplying > 0 ? text + QStringLiteral(" · ") + tr("%n not for this test case", nullptr, notApplying) : text;
    m_count->setText(notApplying > 0 ? text + QStringLiteral(" · ⊘\u00A0%1").arg(notApplying) : text);
    m_count->setToolTip(whole);
}

void MetricsPanel::refresh(bool announce)
{
    for (MetricCard *card : m_cards) {
        const MetricSelection selection = m_document->metric(card->metricId());
        card->setSelection(selection);
        const ResolvedParams resolved =
            MetricRegistry::resolve(*MetricRegistry::find(card->metricId()), selection.params);
        if (!resolved.errors.isEmpty() || m_resolved.value(card->metricId()) == resolved.values)
            continue;
        m_resolved.insert(card->metricId(), resolved.values);
        if (announce)
            Q_EMIT paramsChanged(card->metricId(), resolved.values);
    }
    updateCount();
}

void MetricsPanel::setAllEnabled(bool enabled)
{
    ProjectSettings settings = m_document->settings();
    for (MetricCard *card : m_cards) {
        MetricSelection selection = m_document->metric(card->metricId());
        selection.enabled = enabled;
        settings.setMetric(selection);
    }
    m_document->editSettings(settings, enabled ? tr("Enable all metrics") : tr("Disable all metrics"));
}

void MetricsPanel::editParam(const QString &metricId, const QString &param, const QJsonValue &value)
{
    const MetricInfo *info = MetricRegistry::find(metricId);
    MetricSelection selection = m_document->metric(metricId);
    // Defaults are not written: the project file keeps only what the user changed.
    if (value == info->param(param)->defaultValue)
        selection.params.remove(param);
    else
        selection.params.insert(param, value);
    m_document->editMetric(selection, tr("Change %1").arg(ParamNames::qualified(metricId, param)),
                           metricId + QLatin1Char('.') + param);
}

} // namespace claimscope
