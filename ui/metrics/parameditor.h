#pragma once

#include "metrics/registry.h"

#include <QJsonValue>
#include <QWidget>

class QCheckBox;
class QLabel;

namespace claimscope {

// The editor of one metric parameter, chosen by its type: check box, spin box (with "none" for
// nullable ones), combo box, a number list or one spin box per weight; range and tooltip come
// from ParamInfo. UI thread.
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

    ParamInfo m_info;
    QList<QWidget *> m_inputs;      // one, or one per weight
    QCheckBox *m_none = nullptr;     // nullable integers: "none"
    QLabel *m_sum = nullptr;         // weight maps: the sum of the weights
    bool m_updating = false;
};

} // namespace claimscope
