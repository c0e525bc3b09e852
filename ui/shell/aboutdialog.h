#pragma once

#include <QDialog>

class QTabWidget;

namespace claimscope {

// About Claimscope: what it is, the licences of everything it ships with (Qt, nlohmann/json,
// yaml-cpp, Snowball libstemmer, QtKeychain, the MTRAG data) and the MTRAG notice with its
// citation. UI thread.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // Every tab's text, for tests and screen readers.
    QString allText() const;

private:
    QTabWidget *m_tabs;
};

} // namespace claimscope
