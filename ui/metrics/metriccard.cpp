#include "metriccard.h"

#include "parameditor.h"
#include "ui/editor/chatlayout.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace claimscope {

namespace {
const QString Threshold = QStringLiteral("threshold");
}

MetricCard::MetricCard(const MetricInfo &info, QWidget *parent)
    : QFrame(parent)
    , m_info(info)
    , m_enabled(new QCheckBox(info.displayName, this))
    , m_expander(new QToolButton(this))
    , m_details(new QWidget(this))
    , m_applicability(new QLabel(this))
    , m_errors(new QLabel(this))
{
    setObjectName(QStringLiteral("metricCard"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(3);

    auto *header = new QHBoxLayout;
    m_expander->setArrowType(Qt::RightArrow);
    m_expander->setAutoRaise(true);
    m_expander->setToolTip(tr("Show all parameters of %1").arg(info.displayName));
    m_enabled->setObjectName(QStringLiteral("metricEnabled"));
    m_enabled->setToolTip(tr("Include %1 in runs (F5)").arg(info.displayName));
    auto *anchor = new QLabel(info.anchor, this);
    anchor->setObjectName(QStringLiteral("metricAnchor"));
    anchor->setToolTip(tr("Follows %1's definition (see METRICS.md)").arg(info.anchor));
    QToolButton *run = ChatLayout::symbolButton(
        this, QStringLiteral("▶"), tr("Run only %1 on every test case it applies to").arg(info.displayName));
    header->addWidget(m_expander);
    header->addWidget(m_enabled, 1);
    header->addWidget(run);
    layout->addLayout(header);

    // The anchor beside the threshold, not the name: a long name and its anchor in one line
    // would be wider than the dock on a 1024-px screen.
    auto *thresholdRow = new QHBoxLayout;
    auto *thresholdForm = new QFormLayout;
    thresholdForm->setContentsMargins(28, 0, 0, 0);
    // A narrow dock puts a field under its label rather than scrolling sideways.
    thresholdForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    anchor->setWordWrap(true);
    addEditor(*info.param(Threshold), this, thresholdForm);
    thresholdRow->addLayout(thresholdForm, 1);
    thresholdRow->addWidget(anchor, 0, Qt::AlignRight | Qt::AlignVCenter);
    layout->addLayout(thresholdRow);

    auto *detailsLayout = new QVBoxLayout(m_details);
    detailsLayout->setContentsMargins(28, 0, 0, 0);
    auto *description = new QLabel(info.description, m_details);
    description->setWordWrap(true);
    description->setObjectName(QStringLiteral("metricDescription"));
    detailsLayout->addWidget(description);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (const ParamInfo &param : info.params) {
        if (param.name != Threshold)
            addEditor(param, m_details, form);
    }
    detailsLayout->addLayout(form);
    layout->addWidget(m_details);
    m_details->hide();

    for (QLabel *note : {m_applicability, m_errors}) {
        note->setWordWrap(true);
        note->setContentsMargins(28, 0, 0, 0);
        note->hide();
        layout->addWidget(note);
    }
    m_applicability->setObjectName(QStringLiteral("metricApplicability"));
    m_errors->setObjectName(QStringLiteral("metricErrors"));

    connect(m_expander, &QToolButton::clicked, this, [this] { setExpanded(m_details->isHidden()); });
    connect(m_enabled, &QCheckBox::toggled, this, &MetricCard::enabledToggled);
    connect(run, &QToolButton::clicked, this, &MetricCard::runRequested);
}

ParamEditor *MetricCard::addEditor(const ParamInfo &param, QWidget *parent, QFormLayout *form)
{
    auto *editor = new ParamEditor(param, parent);
    editor->setObjectName(param.name);
    auto *label = new QLabel(ParamEditor::label(param), parent);
    label->setWordWrap(true); // a long param name wraps in a narrow dock
    label->setToolTip(ParamEditor::toolTip(param));
    label->setBuddy(editor);
    form->addRow(label, editor);
    m_editors.insert(param.name, editor);
    connect(editor, &ParamEditor::edited, this,
            [this, name = param.name](const QJsonValue &value) { Q_EMIT paramEdited(name, value); });
    return editor;
}

void MetricCard::setSelection(const MetricSelection &selection)
{
    const QSignalBlocker blocker(m_enabled);
    m_enabled->setChecked(selection.enabled);
    const ResolvedParams resolved = MetricRegistry::resolve(m_info, selection.params);
    for (auto it = m_editors.begin(); it != m_editors.end(); ++it) {
        // A value resolve() rejected is shown as typed where the editor can (a number list).
        const QJsonValue given = selection.params.value(it.key());
        it.value()->setValue(given.isUndefined() ? resolved.values.value(it.key()) : given);
    }
    m_errors->setText(resolved.errors.join(QLatin1Char('\n')));
    m_errors->setVisible(!resolved.errors.isEmpty());
    if (!resolved.errors.isEmpty())
        setExpanded(true);
}

void MetricCard::setApplicability(const QString &missing)
{
    m_applicability->setText(missing.isEmpty() ? QString() : tr("Not for the selected test case: %1").arg(missing));
    m_applicability->setVisible(!missing.isEmpty());
}

void MetricCard::setExpanded(bool expanded)
{
    m_details->setVisible(expanded);
    m_expander->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
}

QString MetricCard::errorText() const
{
    return m_errors->text();
}

} // namespace claimscope
