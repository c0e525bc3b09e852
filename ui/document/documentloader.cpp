#include "documentloader.h"

#include "model/testcasereader.h"

#include <QFutureWatcher>
#include <QtConcurrent>

namespace claimscope {

DocumentLoader::DocumentLoader(QObject *parent)
    : QObject(parent)
{
}

void DocumentLoader::load(const QString &path, LoadOutcome::Purpose purpose)
{
    Q_EMIT started(path);
    auto *watcher = new QFutureWatcher<LoadOutcome>(this);
    connect(watcher, &QFutureWatcher<LoadOutcome>::finished, this, [this, watcher] {
        watcher->deleteLater();
        Q_EMIT loaded(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&DocumentLoader::read, path, purpose));
}

LoadOutcome DocumentLoader::read(const QString &path, LoadOutcome::Purpose purpose)
{
    LoadOutcome outcome;
    outcome.path = path;
    outcome.purpose = purpose;
    if (ProjectFile::hasProjectSuffix(path)) {
        ProjectLoad load = ProjectFile::read(path);
        outcome.isProject = true;
        outcome.format = QStringLiteral("project");
        outcome.project = std::move(load.project);
        outcome.errorText = load.errorText();
        return outcome;
    }
    LoadedCases loaded = TestCaseReader::readFile(path);
    outcome.format = loaded.format;
    outcome.project.cases = std::move(loaded.cases);
    outcome.errorText = loaded.errorText();
    return outcome;
}

} // namespace claimscope
