#include "judgepanel.h"

#include "model/urlcredentials.h"
#include "ui/document/projectdocument.h"
#include "ui/settings/appsettings.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace claimscope {

JudgePanel::JudgePanel(ProjectDocument *document, AppSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_settings(settings)
    , m_provider(new QLabel(this))
    , m_endpoint(new QLabel(this))
    , m_models(new QLabel(this))
    , m_key(new QLabel(this))
    , m_requests(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    const QList<QPair<QString, QLabel *>> rows = {{tr("Provider"), m_provider},
                                                  {tr("Endpoint"), m_endpoint},
                                                  {tr("Models"), m_models},
                                                  {tr("API key"), m_key},
                                                  {tr("Requests"), m_requests}};
    for (int row = 0; row < rows.size(); ++row) {
        auto *caption = new QLabel(rows[row].first, this);
        QLabel *value = rows[row].second;
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(caption, row, 0, Qt::AlignTop);
        grid->addWidget(value, row, 1);
        if (row > 0)
            m_remoteOnly.append({caption, value});
    }
    layout->addLayout(grid);
    auto *edit = new QPushButton(tr("Judge settings…"), this);
    edit->setToolTip(tr("Change the judge, its key source and limits, and test the connection (Ctrl+,)"));
    layout->addWidget(edit, 0, Qt::AlignLeft);
    layout->addStretch();
    connect(edit, &QPushButton::clicked, this, &JudgePanel::editRequested);
    connect(document, &ProjectDocument::settingsChanged, this, &JudgePanel::refresh);
    connect(document, &ProjectDocument::projectReset, this, &JudgePanel::refresh);
    connect(settings, &AppSettings::keyInKeychainChanged, this, &JudgePanel::refresh);
    refresh();
}

void JudgePanel::refresh()
{
    showSettings(m_document->settings().judge, m_settings->keyInKeychain());
}

void JudgePanel::showSettings(const JudgeSettings &judge, bool keyInKeychain)
{
    const bool remote = !judge.isOffline();
    m_provider->setText(remote ? tr("OpenAI-compatible endpoint")
                               : tr("Offline: the built-in lexical judge (no network, no key)"));
    for (QLabel *label : m_remoteOnly)
        label->setVisible(remote);
    m_endpoint->setText(judge.baseUrl.isEmpty() ? tr("(not set)") : UrlCredentials::stripped(judge.baseUrl));
    m_models->setText(tr("judge %1 · embeddings %2 · samples %3")
                          .arg(judge.model.isEmpty() ? tr("(not set)") : judge.model,
                               judge.embeddingModel.isEmpty() ? tr("judge model") : judge.embeddingModel,
                               judge.generatorModel.isEmpty() ? tr("judge model") : judge.generatorModel));
    const QString key = judge.keyFromEnvironment();
    if (!key.isEmpty())
        m_key->setText(tr("%1 from $%2").arg(maskedKey(key), judge.apiKeyEnv));
    else if (keyInKeychain)
        m_key->setText(tr("from the system keychain"));
    else
        m_key->setText(tr("none ($%1 is not set)").arg(judge.apiKeyEnv));
    m_requests->setText(tr("%1 · %2 at once · %3 s timeout · %4")
                            .arg(structuredOutputName(judge.structuredOutput))
                            .arg(judge.maxConcurrency)
                            .arg(judge.timeoutSeconds)
                            .arg(tr("%n retry/retries", nullptr, judge.maxRetries)));
}

QString JudgePanel::summaryText() const
{
    return QStringList{m_provider->text(), m_endpoint->text(), m_models->text(), m_key->text()}.join(QLatin1Char('\n'));
}

} // namespace claimscope
