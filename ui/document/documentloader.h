#pragma once

#include "model/projectfile.h"

#include <QObject>
#include <QString>

namespace claimscope {

// What a file held: a project, or test cases from any format TestCaseReader reads (with the
// default settings). `errorText` non-empty: nothing usable was read.
struct LoadOutcome {
    enum class Purpose { Open, Import };
    QString path;
    Purpose purpose = Purpose::Open;
    bool isProject = false; // a *.claimscope.json project (settings included)
    Project project;
    QString format; // "project", "deepeval-json", "promptfoo-yaml" …
    QString errorText;
    bool ok() const { return errorText.isEmpty(); }
};

// Reads project and test-case files on a pool thread (QtConcurrent) so big files never freeze
// the window, and reports each outcome back on the UI thread. Lives on the UI thread.
class DocumentLoader : public QObject
{
    Q_OBJECT
public:
    explicit DocumentLoader(QObject *parent = nullptr);

    void load(const QString &path, LoadOutcome::Purpose purpose);

    // The reading itself: a project for *.claimscope.json, test cases otherwise. Any thread.
    static LoadOutcome read(const QString &path, LoadOutcome::Purpose purpose);

Q_SIGNALS:
    void started(const QString &path);
    void loaded(const claimscope::LoadOutcome &outcome);
};

} // namespace claimscope
