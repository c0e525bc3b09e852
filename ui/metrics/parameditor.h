#pragma once

#include "metrics/registry.h"

#include <QJsonValue>
#include <QTimer>
#include <QWidget>

class QAbstractSpinBox;
class QCheckBox;
class QLabel;

namespace claimscope {

// The editor of one metric parameter, chosen by its type: check box, spin box (with "none" for
// nullable ones), combo box, a number list or one spin box per weight; range and tooltip come
// from ParamInfo. Typed numbers count after a short pause or when editing finishes, and the box
// keeps the text being typed. UI thread.
class ParamEditor : public QWidget
{
    Q_OBJECT
public:
    explicit ParamEditor(const ParamInfo &info, QWidget *parent = nullptr);

    const ParamInfo &info() const { return m_info; }
    QJsonValue value() const;
    // Shows `value` without emitting edited(); a value the editor cannot show is left as it is.
    void setValue(const QJsonValue &value);
    // The label for a form: "window_size" → "Window size".
    static QString label(const ParamInfo &info);
    static QString toolTip(const ParamInfo &info);

Q_SIGNALS:
    void edited(const QJsonValue &value);

protected:
    // A wheel over a spin box the user did not click must scroll the panel, not change a value.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    void emitEdited();
    // Number boxes: typing restarts the pause; a complete number then counts.
    void trackTyping(QAbstractSpinBox *box);
    void commitTyped();
    template<typename SpinBox> void showNumber(SpinBox *box, double value);

    ParamInfo m_info;
    QList<QWidget *> m_inputs;   // one, or one per weight
    QCheckBox *m_none = nullptr; // nullable integers: "none"
    QLabel *m_sum = nullptr;     // weight maps: the sum of the weights
    QTimer m_typingPause;
    QAbstractSpinBox *m_typedBox = nullptr; // typed in, not counted yet
    bool m_updating = false;
};

} // namespace claimscope
