#include "parameditor.h"

#include "metrics/paramnames.h"
#include "ui/editor/undoshortcutfilter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QSpinBox>

#include <cmath>

namespace claimscope {

namespace {

constexpr double ShownLimit = 1e9;
// How long typing must rest before a complete number counts (and re-scores).
constexpr int TypingPauseMs = 700;

QDoubleSpinBox *numberBox(const ParamInfo &info, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    const double minimum = qMax(info.minimum, -ShownLimit);
    const double maximum = qMin(info.maximum, ShownLimit);
    box->setRange(minimum, maximum);
    box->setDecimals(maximum - minimum <= 10 ? 2 : 1);
    box->setSingleStep(maximum - minimum <= 10 ? 0.05 : 1.0);
    return box;
}

QString numberListText(const QJsonValue &value)
{
    QStringList parts;
    const QJsonArray list = value.toArray();
    for (const QJsonValue &item : list)
        parts.append(QString::number(item.toDouble()));
    return parts.join(QStringLiteral(", "));
}

} // namespace

ParamEditor::ParamEditor(const ParamInfo &info, QWidget *parent)
    : QWidget(parent)
    , m_info(info)
{
    m_typingPause.setSingleShot(true);
    m_typingPause.setInterval(TypingPauseMs);
    connect(&m_typingPause, &QTimer::timeout, this, &ParamEditor::commitTyped);
    build();
    setToolTip(toolTip(info));
    setValue(info.defaultValue);
}

QString ParamEditor::label(const ParamInfo &info)
{
    return ParamNames::label(info.name);
}

QString ParamEditor::toolTip(const ParamInfo &info)
{
    QString tip = info.description;
    const bool hasMin = info.minimum > -1e299 && info.minimum > -ShownLimit;
    const bool hasMax = info.maximum < 1e299 && info.maximum < ShownLimit;
    if (info.type == ParamInfo::Type::Integer || info.type == ParamInfo::Type::Number) {
        if (hasMin && hasMax)
            tip += QLatin1Char('\n') + tr("Range: %1 to %2.").arg(info.minimum).arg(info.maximum);
        else if (hasMin)
            tip += QLatin1Char('\n') + tr("At least %1.").arg(info.minimum);
    }
    const QString shownDefault = info.defaultValue.isNull() ? tr("none")
        : info.type == ParamInfo::Type::NumberList          ? numberListText(info.defaultValue)
        : info.defaultValue.isObject()                      ? QString()
                                                            : info.defaultValue.toVariant().toString();
    if (!shownDefault.isEmpty())
        tip += QLatin1Char('\n') + tr("Default: %1.").arg(shownDefault);
    return tip + QLatin1Char('\n') + tr("Parameter: %1").arg(info.name);
}

void ParamEditor::build()
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const auto track = [this](QWidget *input) {
        input->setFocusPolicy(Qt::StrongFocus);
        input->installEventFilter(this);
        UndoShortcutFilter::install(input);
        input->setAccessibleName(label(m_info));
        m_inputs.append(input);
    };
    switch (m_info.type) {
    case ParamInfo::Type::Bool: {
        auto *box = new QCheckBox(this);
        track(box);
        layout->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &ParamEditor::emitEdited);
        break;
    }
    case ParamInfo::Type::Integer: {
        if (m_info.nullable) {
            m_none = new QCheckBox(tr("none"), this);
            m_none->setToolTip(tr("No value: %1").arg(m_info.description));
            layout->addWidget(m_none);
            connect(m_none, &QCheckBox::toggled, this, &ParamEditor::emitEdited);
        }
        auto *box = new QSpinBox(this);
        box->setRange(int(qMax(m_info.minimum, -ShownLimit)), int(qMin(m_info.maximum, ShownLimit)));
        track(box);
        trackTyping(box);
        layout->addWidget(box, 1);
        connect(box, &QSpinBox::valueChanged, this, &ParamEditor::emitEdited);
        break;
    }
    case ParamInfo::Type::Number: {
        auto *box = numberBox(m_info, this);
        track(box);
        trackTyping(box);
        layout->addWidget(box, 1);
        connect(box, &QDoubleSpinBox::valueChanged, this, &ParamEditor::emitEdited);
        break;
    }
    case ParamInfo::Type::Choice: {
        auto *box = new QComboBox(this);
        box->addItems(m_info.choices);
        track(box);
        layout->addWidget(box, 1);
        connect(box, &QComboBox::currentTextChanged, this, &ParamEditor::emitEdited);
        break;
    }
    case ParamInfo::Type::NumberList: {
        auto *line = new QLineEdit(this);
        line->setPlaceholderText(tr("e.g. 0.7, 0.8, 0.9"));
        track(line);
        layout->addWidget(line, 1);
        connect(line, &QLineEdit::textEdited, this, &ParamEditor::emitEdited);
        break;
    }
    case ParamInfo::Type::WeightMap: {
        auto *grid = new QGridLayout;
        grid->setContentsMargins(0, 0, 0, 0);
        for (int i = 0; i < m_info.choices.size(); ++i) {
            auto *box = numberBox(m_info, this);
            box->setObjectName(m_info.choices[i]);
            track(box);
            trackTyping(box);
            box->setAccessibleName(ParamNames::label(m_info.choices[i]));
            grid->addWidget(new QLabel(ParamNames::label(m_info.choices[i]), this), i, 0);
            grid->addWidget(box, i, 1);
            connect(box, &QDoubleSpinBox::valueChanged, this, &ParamEditor::emitEdited);
        }
        m_sum = new QLabel(this);
        m_sum->setObjectName(QStringLiteral("weightSum"));
        grid->addWidget(m_sum, int(m_info.choices.size()), 1);
        layout->addLayout(grid, 1);
        break;
    }
    }
}

QJsonValue ParamEditor::value() const
{
    QWidget *input = m_inputs.value(0);
    switch (m_info.type) {
    case ParamInfo::Type::Bool: return static_cast<QCheckBox *>(input)->isChecked();
    case ParamInfo::Type::Integer:
        if (m_none && m_none->isChecked())
            return QJsonValue::Null;
        return static_cast<QSpinBox *>(input)->value();
    case ParamInfo::Type::Number: return static_cast<QDoubleSpinBox *>(input)->value();
    case ParamInfo::Type::Choice: return static_cast<QComboBox *>(input)->currentText();
    case ParamInfo::Type::NumberList: {
        const QString text = static_cast<QLineEdit *>(input)->text();
        QJsonArray numbers;
        for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const double number = part.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(number))
                return text; // not a list of numbers: resolve() explains why
            numbers.append(number);
        }
        return numbers;
    }
    case ParamInfo::Type::WeightMap: {
        QJsonObject weights;
        for (int i = 0; i < m_inputs.size(); ++i)
            weights.insert(m_info.choices[i], static_cast<QDoubleSpinBox *>(m_inputs[i])->value());
        return weights;
    }
    }
    return {};
}

void ParamEditor::setValue(const QJsonValue &value)
{
    m_updating = true;
    QWidget *input = m_inputs.value(0);
    switch (m_info.type) {
    case ParamInfo::Type::Bool:
        if (value.isBool())
            static_cast<QCheckBox *>(input)->setChecked(value.toBool());
        break;
    case ParamInfo::Type::Integer:
        if (m_none)
            m_none->setChecked(value.isNull());
        input->setEnabled(!value.isNull());
        if (value.isDouble())
            showNumber(static_cast<QSpinBox *>(input), value.toDouble());
        break;
    case ParamInfo::Type::Number:
        if (value.isDouble())
            showNumber(static_cast<QDoubleSpinBox *>(input), value.toDouble());
        break;
    case ParamInfo::Type::Choice:
        if (value.isString())
            static_cast<QComboBox *>(input)->setCurrentText(value.toString());
        break;
    case ParamInfo::Type::NumberList: {
        auto *line = static_cast<QLineEdit *>(input);
        const QString text = value.isArray() ? numberListText(value) : value.toString();
        if (line->text() != text && value != this->value())
            line->setText(text);
        break;
    }
    case ParamInfo::Type::WeightMap: {
        const QJsonObject weights = value.toObject();
        double sum = 0;
        for (int i = 0; i < m_inputs.size(); ++i) {
            const QJsonValue weight = weights.value(m_info.choices[i]);
            if (weight.isDouble())
                showNumber(static_cast<QDoubleSpinBox *>(m_inputs[i]), weight.toDouble());
            sum += static_cast<QDoubleSpinBox *>(m_inputs[i])->value();
        }
        m_sum->setText(tr("Sum %1").arg(sum, 0, 'f', 2));
        break;
    }
    }
    m_updating = false;
}

void ParamEditor::trackTyping(QAbstractSpinBox *box)
{
    // valueChanged then comes on Enter, on leaving the box and on arrow steps, not per key.
    box->setKeyboardTracking(false);
    connect(box->findChild<QLineEdit *>(), &QLineEdit::textEdited, this, [this, box] {
        m_typedBox = box;
        m_typingPause.start();
    });
    connect(box, &QAbstractSpinBox::editingFinished, this, [this, box] {
        if (m_typedBox == box) {
            m_typingPause.stop();
            m_typedBox = nullptr;
        }
    });
}

void ParamEditor::commitTyped()
{
    QAbstractSpinBox *box = m_typedBox;
    if (!box)
        return;
    auto *line = box->findChild<QLineEdit *>();
    const QString typed = line->text();
    const int cursor = line->cursorPosition();
    QString probe = typed;
    int position = cursor;
    if (box->validate(probe, position) != QValidator::Acceptable)
        return; // "0." or nothing yet: wait for more, or for editing to finish
    m_typedBox = nullptr;
    {
        const QScopedValueRollback<bool> updating(m_updating, true);
        box->interpretText(); // takes the value, and writes it back formatted ("0.90") ...
        const QSignalBlocker blocker(line);
        line->setText(typed); // ... but the box keeps what is being typed
        line->setCursorPosition(cursor);
    }
    emitEdited();
}

template<typename SpinBox> void ParamEditor::showNumber(SpinBox *box, double value)
{
    // Setting a spin box rewrites its text: not while the user types in it, nor to the same value.
    if (box == m_typedBox || box->value() == value)
        return;
    box->setValue(value);
}

bool ParamEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel && !static_cast<QWidget *>(watched)->hasFocus()) {
        // Handed to this widget instead, which ignores it, so it travels up to the scroll area.
        QCoreApplication::sendEvent(this, event);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ParamEditor::emitEdited()
{
    if (m_updating)
        return;
    if (m_none)
        m_inputs.first()->setEnabled(!m_none->isChecked());
    if (m_sum)
        setValue(value()); // refreshes the sum
    Q_EMIT edited(value());
}

} // namespace claimscope
