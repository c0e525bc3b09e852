#include "aboutdialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace claimscope {

namespace {

QTextBrowser *page(QWidget *parent)
{
    auto *browser = new QTextBrowser(parent);
    browser->setOpenExternalLinks(true);
    return browser;
}

struct Licence {
    const char *component;
    const char *use;
    const char *licence;
    const char *url;
};

} // namespace

AboutDialog::AboutDialog(QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("About Claimscope"));
    resize(720, 560);
    auto *layout = new QVBoxLayout(this);

    QTextBrowser *about = page(m_tabs);
    about->setHtml(tr("<h2>Claimscope %1</h2>"
                      "<p>A workbench for LLM-as-a-judge evaluation of RAG conversations: DeepEval, "
                      "promptfoo and TrustifAI metrics computed from editable judge prompts, with every "
                      "claim, verdict and judge call shown.</p>"
                      "<p>The built-in offline judge works without a network or a key; any "
                      "OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp, LM Studio …) can "
                      "judge instead. The same engine runs headless as <code>claimscope-cli</code>.</p>")
                       .arg(QCoreApplication::applicationVersion()));
    m_tabs->addTab(about, tr("About"));

    const Licence licences[] = {
        {"Qt 6", QT_TR_NOOP("application framework"), "GNU LGPL v3",
         "https://www.qt.io/licensing/open-source-lgpl-obligations"},
        {"nlohmann/json", QT_TR_NOOP("JSON reading and writing"), "MIT", "https://github.com/nlohmann/json"},
        {"yaml-cpp", QT_TR_NOOP("promptfoo YAML test files"), "MIT", "https://github.com/jbeder/yaml-cpp"},
        {"Snowball libstemmer", QT_TR_NOOP("stemming in the offline judge"), "BSD 3-Clause",
         "https://snowballstem.org/license.html"},
        {"QtKeychain", QT_TR_NOOP("API key in the system keychain"), "BSD 3-Clause",
         "https://github.com/frankosterfeld/qtkeychain"},
        {"MTRAG (IBM)", QT_TR_NOOP("example conversations with human ratings"), "Apache 2.0",
         "https://github.com/IBM/mt-rag-benchmark"},
    };
    QString rows;
    for (const Licence &licence : licences) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td><td><a href=\"%4\">%3</a></td></tr>")
                    .arg(QString::fromLatin1(licence.component), tr(licence.use), QString::fromLatin1(licence.licence),
                         QString::fromLatin1(licence.url));
    }
    QTextBrowser *licencePage = page(m_tabs);
    licencePage->setHtml(tr("<p>Claimscope is built on these components:</p>")
                         + QStringLiteral("<table cellpadding=\"6\">%1</table>").arg(rows)
                         + tr("<p>Qt is used under the LGPL v3: you may replace the Qt libraries this program "
                              "links to with your own build.</p>"));
    m_tabs->addTab(licencePage, tr("Licences"));

    QTextBrowser *notice = page(m_tabs);
    notice->setObjectName(QStringLiteral("noticeText"));
    QFile file(QStringLiteral(":/examples/MTRAG-NOTICE.txt"));
    notice->setPlainText(file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll())
                                                        : tr("The MTRAG notice is missing from this build."));
    m_tabs->addTab(notice, tr("MTRAG data notice"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
}

QString AboutDialog::allText() const
{
    QString text;
    for (int i = 0; i < m_tabs->count(); ++i)
        text += static_cast<QTextBrowser *>(m_tabs->widget(i))->toPlainText() + QLatin1Char('\n');
    return text;
}

} // namespace claimscope
