#pragma once

#include "model/judgesettings.h"

#include <QWidget>

class QLabel;

namespace claimscope {

class AppSettings;
class ProjectDocument;

// The judge at a glance in the right-hand docks: provider, endpoint, models, where the key comes
// from (masked), structured output and limits, with a button to the settings dialog. Follows the
// project's judge and the keychain preference by itself. UI thread.
class JudgePanel : public QWidget
{
    Q_OBJECT
public:
    JudgePanel(ProjectDocument *document, AppSettings *settings, QWidget *parent = nullptr);

    QString summaryText() const;

Q_SIGNALS:
    void editRequested();

private:
    void showSettings(const JudgeSettings &judge, bool keyInKeychain);
    void refresh();

    ProjectDocument *m_document;
    AppSettings *m_settings;
    QList<QLabel *> m_remoteOnly; // rows that only matter for an endpoint (captions and values)
    QLabel *m_provider;
    QLabel *m_endpoint;
    QLabel *m_models;
    QLabel *m_key;
    QLabel *m_requests;
};

} // namespace claimscope
