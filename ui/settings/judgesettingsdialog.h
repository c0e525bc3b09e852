#pragma once

#include "model/judgesettings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace claimscope {

class ApiKeyStore;
class ConnectionTester;

// The judge settings: provider, endpoint and models, where the API key comes from (an
// environment variable or the system keychain; a key typed here goes straight to the keychain
// and is never shown again), structured-output mode, limits, prices, and "Test connection".
// UI thread.
class JudgeSettingsDialog : public QDialog
{
    Q_OBJECT
public:
    JudgeSettingsDialog(const JudgeSettings &settings, bool keyInKeychain, ApiKeyStore *keys,
                        QWidget *parent = nullptr);

    // What the form says; `apiKey` always empty.
    JudgeSettings settings() const;
    bool keyInKeychain() const;
    // The outcome of the last connection test or keychain action.
    QString statusText() const;
    void testConnection();

Q_SIGNALS:
    void connectionTested(bool ok, const QString &message);

private:
    void buildForm();
    void updateEnabled();
    void updateKeyStatus();
    void updateUrlNote();
    void storeKey();

    JudgeSettings m_initial;
    ApiKeyStore *m_keys;
    ConnectionTester *m_tester;
    QComboBox *m_provider;
    QLineEdit *m_baseUrl;
    QLabel *m_urlNote;
    QLineEdit *m_model;
    QLineEdit *m_embeddingModel;
    QLineEdit *m_generatorModel;
    QLineEdit *m_keyEnv;
    QLabel *m_keyStatus;
    QCheckBox *m_useKeychain;
    QLineEdit *m_newKey;
    QPushButton *m_storeKey;
    QComboBox *m_structured;
    QSpinBox *m_concurrency;
    QSpinBox *m_timeout;
    QSpinBox *m_retries;
    QSpinBox *m_perMinute;
    QSpinBox *m_tokensPerMinute;
    QSpinBox *m_maxReply;
    QSpinBox *m_unreachableAfter;
    QDoubleSpinBox *m_priceIn;
    QDoubleSpinBox *m_priceOut;
    QPushButton *m_test;
    QLabel *m_status;
};

} // namespace claimscope
