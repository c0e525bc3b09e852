#include "judgesettingsdialog.h"

#include "apikeystore.h"
#include "connectiontester.h"
#include "model/urlcredentials.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace claimscope {

namespace {

const QString Offline = QStringLiteral("offline");
const QString OpenAi = QStringLiteral("openai-compatible");

QSpinBox *spinBox(QWidget *parent, int minimum, int maximum, int value, const QString &suffix, const QString &tip)
{
    auto *box = new QSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setToolTip(tip);
    return box;
}

QDoubleSpinBox *priceBox(QWidget *parent, const QString &tip)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(0, 1000);
    box->setDecimals(4);
    box->setSingleStep(0.0005);
    box->setPrefix(QStringLiteral("$ "));
    box->setSpecialValueText(JudgeSettingsDialog::tr("unknown"));
    box->setToolTip(tip);
    return box;
}

} // namespace

JudgeSettingsDialog::JudgeSettingsDialog(const JudgeSettings &settings, bool keyInKeychain, ApiKeyStore *keys,
                                         QWidget *parent)
    : QDialog(parent)
    , m_initial(settings)
    , m_keys(keys)
    , m_tester(new ConnectionTester(this))
{
    setWindowTitle(tr("Judge settings"));
    buildForm();
    m_provider->setCurrentIndex(settings.isOffline() ? 0 : 1);
    m_baseUrl->setText(settings.baseUrl);
    m_model->setText(settings.model);
    m_embeddingModel->setText(settings.embeddingModel);
    m_generatorModel->setText(settings.generatorModel);
    m_keyEnv->setText(settings.apiKeyEnv);
    m_useKeychain->setChecked(keyInKeychain);
    m_structured->setCurrentIndex(m_structured->findData(structuredOutputName(settings.structuredOutput)));
    m_concurrency->setValue(settings.maxConcurrency);
    m_timeout->setValue(settings.timeoutSeconds);
    m_retries->setValue(settings.maxRetries);
    m_perMinute->setValue(settings.requestsPerMinute);
    m_tokensPerMinute->setValue(settings.tokensPerMinute);
    m_maxReply->setValue(settings.maxReplyMiB);
    m_unreachableAfter->setValue(settings.unreachableAfter);
    const auto showPrice = [this] {
        const ModelPrice price = m_initial.prices.value(m_model->text().trimmed());
        m_priceIn->setValue(price.inputPer1K);
        m_priceOut->setValue(price.outputPer1K);
    };
    showPrice();
    connect(m_model, &QLineEdit::textChanged, this, showPrice);
    connect(m_provider, &QComboBox::currentIndexChanged, this, &JudgeSettingsDialog::updateEnabled);
    connect(m_baseUrl, &QLineEdit::textChanged, this, &JudgeSettingsDialog::updateUrlNote);
    connect(m_keyEnv, &QLineEdit::textChanged, this, &JudgeSettingsDialog::updateKeyStatus);
    connect(m_useKeychain, &QCheckBox::toggled, this, &JudgeSettingsDialog::updateKeyStatus);
    connect(m_newKey, &QLineEdit::textChanged, this,
            [this](const QString &key) { m_storeKey->setEnabled(!key.isEmpty()); });
    connect(m_storeKey, &QPushButton::clicked, this, &JudgeSettingsDialog::storeKey);
    connect(m_test, &QPushButton::clicked, this, &JudgeSettingsDialog::testConnection);
    connect(m_tester, &ConnectionTester::finished, this, [this](bool ok, const QString &message) {
        m_test->setEnabled(true);
        m_status->setText((ok ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) + message);
        m_status->setStyleSheet(ok ? QStringLiteral("color:#137333") : QStringLiteral("color:#b00020"));
        Q_EMIT connectionTested(ok, message);
    });
    updateEnabled();
    updateKeyStatus();
    updateUrlNote();
}

void JudgeSettingsDialog::buildForm()
{
    auto *layout = new QVBoxLayout(this);
    auto *judge = new QGroupBox(tr("Judge"), this);
    auto *judgeForm = new QFormLayout(judge);
    m_provider = new QComboBox(judge);
    m_provider->setObjectName(QStringLiteral("provider"));
    m_provider->addItem(tr("Offline: built-in lexical judge (no network, no key)"), Offline);
    m_provider->addItem(tr("OpenAI-compatible endpoint"), OpenAi);
    m_provider->setToolTip(
        tr("OpenAI-compatible covers OpenAI, Ollama, vLLM, llama.cpp server, LM Studio, OpenRouter …"));
    m_baseUrl = new QLineEdit(judge);
    m_baseUrl->setObjectName(QStringLiteral("baseUrl"));
    m_baseUrl->setPlaceholderText(QStringLiteral("http://127.0.0.1:11434/v1"));
    m_baseUrl->setToolTip(tr("Base URL; requests go to {base}/chat/completions and {base}/embeddings"));
    m_urlNote = new QLabel(judge);
    m_urlNote->setObjectName(QStringLiteral("urlNote"));
    m_urlNote->setWordWrap(true);
    m_urlNote->setStyleSheet(QStringLiteral("color:#8a5300"));
    m_model = new QLineEdit(judge);
    m_model->setObjectName(QStringLiteral("model"));
    m_model->setPlaceholderText(tr("e.g. gpt-4o-mini, llama3.1"));
    m_embeddingModel = new QLineEdit(judge);
    m_embeddingModel->setPlaceholderText(tr("empty: the judge model; “offline”: built-in embedder"));
    m_generatorModel = new QLineEdit(judge);
    m_generatorModel->setPlaceholderText(tr("empty: the judge model"));
    m_generatorModel->setToolTip(tr("Writes the samples Epistemic Consistency compares the answer with"));
    judgeForm->addRow(tr("Provider"), m_provider);
    judgeForm->addRow(tr("Base URL"), m_baseUrl);
    judgeForm->addRow(QString(), m_urlNote);
    judgeForm->addRow(tr("Judge model"), m_model);
    judgeForm->addRow(tr("Embedding model"), m_embeddingModel);
    judgeForm->addRow(tr("Generator model"), m_generatorModel);
    layout->addWidget(judge);

    auto *key = new QGroupBox(tr("API key (never saved in settings or projects)"), this);
    auto *keyForm = new QFormLayout(key);
    m_keyEnv = new QLineEdit(key);
    m_keyEnv->setObjectName(QStringLiteral("keyEnv"));
    m_keyEnv->setToolTip(tr("Name of the environment variable that holds the key"));
    m_keyStatus = new QLabel(key);
    m_keyStatus->setObjectName(QStringLiteral("keyStatus"));
    m_useKeychain = new QCheckBox(tr("Look the key up in the system keychain when the variable is not set"), key);
    m_newKey = new QLineEdit(key);
    m_newKey->setEchoMode(QLineEdit::Password);
    m_newKey->setPlaceholderText(tr("paste a key to store it in the keychain"));
    m_newKey->setToolTip(tr("Goes straight to the system keychain; it is never shown or written anywhere else"));
    m_storeKey = new QPushButton(tr("Store in keychain"), key);
    m_storeKey->setEnabled(false);
    auto *storeRow = new QHBoxLayout;
    storeRow->addWidget(m_newKey, 1);
    storeRow->addWidget(m_storeKey);
    keyForm->addRow(tr("Environment variable"), m_keyEnv);
    keyForm->addRow(QString(), m_keyStatus);
    keyForm->addRow(QString(), m_useKeychain);
    keyForm->addRow(tr("Store key in keychain"), storeRow);
    layout->addWidget(key);

    auto *requests = new QGroupBox(tr("Requests"), this);
    auto *requestForm = new QFormLayout(requests);
    m_structured = new QComboBox(requests);
    m_structured->addItem(tr("JSON schema (strict)"), QStringLiteral("json_schema"));
    m_structured->addItem(tr("JSON object (servers without schema support)"), QStringLiteral("json_object"));
    m_structured->addItem(tr("None (prompt only)"), QStringLiteral("none"));
    m_concurrency = spinBox(requests, 1, 64, 8, QString(), tr("Requests on the wire at once"));
    m_timeout = spinBox(requests, 1, 3600, 120, tr(" s"), tr("Per attempt, counted from the moment it is sent"));
    m_retries = spinBox(requests, 0, 10, 4, QString(), tr("Retries after timeouts, 429 and 5xx answers"));
    m_perMinute = spinBox(requests, 0, 100000, 0, QString(), tr("Requests per minute; 0: no limit"));
    m_perMinute->setSpecialValueText(tr("no limit"));
    m_tokensPerMinute = spinBox(requests, 0, 100000000, 0, QString(),
                                tr("Tokens per minute (prompt and answer, estimated before sending); 0: no limit. "
                                   "The endpoint's own x-ratelimit headers are followed either way"));
    m_tokensPerMinute->setSpecialValueText(tr("no limit"));
    m_maxReply = spinBox(requests, 1, 1024, 16, tr(" MiB"),
                         tr("The longest answer accepted from the judge; a longer one fails as \"answer too large\""));
    m_unreachableAfter = spinBox(requests, 0, 1000, 5, tr(" unanswered requests"),
                                 tr("A run pauses and asks what to do once this many requests in a row got no "
                                    "answer (each after its retries), or at once when the key is refused; 0: never"));
    m_unreachableAfter->setSpecialValueText(tr("never"));
    requestForm->addRow(tr("Structured output"), m_structured);
    requestForm->addRow(tr("Concurrency"), m_concurrency);
    requestForm->addRow(tr("Timeout"), m_timeout);
    requestForm->addRow(tr("Retries"), m_retries);
    requestForm->addRow(tr("Requests per minute"), m_perMinute);
    requestForm->addRow(tr("Tokens per minute"), m_tokensPerMinute);
    requestForm->addRow(tr("Longest answer"), m_maxReply);
    requestForm->addRow(tr("Pause a run after"), m_unreachableAfter);
    m_priceIn = priceBox(requests, tr("USD per 1,000 prompt tokens of the judge model (unknown: no cost shown)"));
    m_priceOut = priceBox(requests, tr("USD per 1,000 completion tokens of the judge model"));
    auto *prices = new QHBoxLayout;
    prices->addWidget(new QLabel(tr("input"), requests));
    prices->addWidget(m_priceIn, 1);
    prices->addWidget(new QLabel(tr("output"), requests));
    prices->addWidget(m_priceOut, 1);
    requestForm->addRow(tr("Price per 1K tokens"), prices);
    layout->addWidget(requests);

    auto *testRow = new QHBoxLayout;
    m_test = new QPushButton(tr("Test connection"), this);
    m_test->setToolTip(tr("Send one tiny judge request with these settings and show what comes back"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("connectionStatus"));
    m_status->setWordWrap(true);
    testRow->addWidget(m_test);
    testRow->addWidget(m_status, 1);
    layout->addLayout(testRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

JudgeSettings JudgeSettingsDialog::settings() const
{
    JudgeSettings settings = m_initial;
    settings.provider = m_provider->currentData().toString();
    settings.baseUrl = m_baseUrl->text().trimmed();
    settings.model = m_model->text().trimmed();
    settings.embeddingModel = m_embeddingModel->text().trimmed();
    settings.generatorModel = m_generatorModel->text().trimmed();
    settings.apiKeyEnv = m_keyEnv->text().trimmed();
    settings.apiKey.clear();
    settings.structuredOutput = structuredOutputFromName(m_structured->currentData().toString())
                                    .value_or(JudgeSettings::StructuredOutput::JsonSchema);
    settings.maxConcurrency = m_concurrency->value();
    settings.timeoutSeconds = m_timeout->value();
    settings.maxRetries = m_retries->value();
    settings.requestsPerMinute = m_perMinute->value();
    settings.tokensPerMinute = m_tokensPerMinute->value();
    settings.maxReplyMiB = m_maxReply->value();
    settings.unreachableAfter = m_unreachableAfter->value();
    if (!settings.model.isEmpty()) {
        // Both at "unknown" (0): the model has no price, so costs show as unknown, not $0.
        if (m_priceIn->value() > 0 || m_priceOut->value() > 0)
            settings.prices.insert(settings.model, {m_priceIn->value(), m_priceOut->value()});
        else
            settings.prices.remove(settings.model);
    }
    return settings;
}

bool JudgeSettingsDialog::keyInKeychain() const
{
    return m_useKeychain->isChecked();
}

QString JudgeSettingsDialog::statusText() const
{
    return m_status->text();
}

void JudgeSettingsDialog::testConnection()
{
    m_test->setEnabled(false);
    m_status->setStyleSheet(QString());
    m_status->setText(tr("Testing…"));
    JudgeSettings probe = settings();
    m_keys->fetch(probe, keyInKeychain(), this, [this, probe](const QString &key, const QString &) mutable {
        probe.apiKey = key;
        m_tester->test(probe);
    });
}

void JudgeSettingsDialog::updateEnabled()
{
    const bool remote = m_provider->currentData().toString() == OpenAi;
    for (QWidget *field : std::initializer_list<QWidget *>{
             m_baseUrl, m_model, m_embeddingModel, m_generatorModel, m_keyEnv, m_useKeychain, m_newKey, m_structured,
             m_concurrency, m_timeout, m_retries, m_perMinute, m_tokensPerMinute, m_maxReply, m_unreachableAfter,
             m_priceIn, m_priceOut})
        field->setEnabled(remote);
    m_storeKey->setEnabled(remote && !m_newKey->text().isEmpty());
}

void JudgeSettingsDialog::updateUrlNote()
{
    // A key typed into the URL works until the program closes, but no project or run keeps it:
    // say so while it is typed, and where a key is kept.
    const QString url = m_baseUrl->text().trimmed();
    const bool carriesKey = !UrlCredentials::secrets(url).isEmpty();
    if (m_urlNote->isHidden() == carriesKey) {
        m_urlNote->setVisible(carriesKey);
        // The dialog grows for the note and shrinks back, squeezing no row below it.
        if (isVisible())
            QMetaObject::invokeMethod(
                this, [this] { adjustSize(); }, Qt::QueuedConnection);
    }
    if (carriesKey)
        m_urlNote->setText(tr("⚠ This URL carries a credential. Requests use it until Claimscope closes, but it "
                              "is never saved: the project keeps “%1”. To keep the key, put it in the "
                              "environment variable or the system keychain under “API key” below.")
                               .arg(UrlCredentials::stripped(url)));
}

void JudgeSettingsDialog::updateKeyStatus()
{
    const QString name = m_keyEnv->text().trimmed();
    const QString key = name.isEmpty() ? QString() : qEnvironmentVariable(name.toLocal8Bit().constData());
    if (!key.isEmpty())
        m_keyStatus->setText(tr("$%1 is set: %2").arg(name, maskedKey(key)));
    else if (m_useKeychain->isChecked())
        m_keyStatus->setText(name.isEmpty() ? tr("Using the system keychain")
                                            : tr("$%1 is not set: using the system keychain").arg(name));
    else
        m_keyStatus->setText(name.isEmpty() ? tr("No key: requests go without one")
                                            : tr("$%1 is not set: requests go without a key").arg(name));
}

void JudgeSettingsDialog::storeKey()
{
    const QString key = m_newKey->text();
    m_newKey->clear();
    m_status->setText(tr("Storing the key…"));
    m_keys->store(settings(), key, this, [this](const QString &error) {
        m_status->setStyleSheet(error.isEmpty() ? QStringLiteral("color:#137333") : QStringLiteral("color:#b00020"));
        m_status->setText(error.isEmpty() ? tr("✓ Key stored in the system keychain for this base URL.")
                                          : tr("✗ The keychain refused the key: %1").arg(error));
        if (error.isEmpty())
            m_useKeychain->setChecked(true);
    });
}

} // namespace claimscope
