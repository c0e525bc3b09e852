#pragma once

#include "metrics/registry.h"
#include "model/projectsettings.h"

#include <QFrame>
#include <QMap>

class QCheckBox;
class QFormLayout;
class QLabel;
class QToolButton;
class QWidget;

namespace claimscope {

class ParamEditor;

// One metric in the metrics panel: enable box, threshold always in sight, the other params
// behind an expander, whether it applies to the selected test case, and its param errors in
// place. UI thread.
class MetricCard : public QFrame
{
    Q_OBJECT
public:
    explicit MetricCard(const MetricInfo &info, QWidget *parent = nullptr);

    QString metricId() const { return m_info.id; }
    void setSelection(const MetricSelection &selection);
    // Why it cannot run on the selected test case, empty when it can (or none is selected).
    void setApplicability(const QString &missing);
    void setExpanded(bool expanded);
    ParamEditor *editor(const QString &param) const { return m_editors.value(param); }
    QString errorText() const;

Q_SIGNALS:
    void enabledToggled(bool enabled);
    void paramEdited(const QString &param, const QJsonValue &value);
    void runRequested();

private:
    ParamEditor *addEditor(const ParamInfo &param, QWidget *parent, QFormLayout *form);

    MetricInfo m_info;
    QCheckBox *m_enabled;
    QToolButton *m_expander;
    QWidget *m_details;
    QLabel *m_applicability;
    QLabel *m_errors;
    QMap<QString, ParamEditor *> m_editors;
};

} // namespace claimscope
