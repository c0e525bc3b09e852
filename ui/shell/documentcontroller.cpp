#include "documentcontroller.h"

#include "ui/document/autosaver.h"
#include "ui/document/documentloader.h"
#include "ui/document/projectdocument.h"
#include "ui/settings/appsettings.h"
#include "userprompts.h"

#include <QDir>
#include <QFileInfo>
#include <QWidget>

#include <algorithm>

namespace claimscope {

DocumentController::DocumentController(ProjectDocument *document, AppSettings *settings, UserPrompts *prompts,
                                       const QString &autosaveDirectory, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_settings(settings)
    , m_prompts(prompts)
    , m_window(window)
    , m_loader(new DocumentLoader(this))
    , m_autosaver(new Autosaver(document, autosaveDirectory, this))
    , m_autosaveDirectory(autosaveDirectory)
{
    connect(m_loader, &DocumentLoader::started, this,
            [this](const QString &path) { Q_EMIT statusMessage(tr("Reading %1…").arg(QFileInfo(path).fileName())); });
    connect(m_loader, &DocumentLoader::loaded, this, &DocumentController::loaded);
}

QList<ExampleFile> DocumentController::examples()
{
    return {
        {QStringLiteral(":/examples/hotel-concierge.json"),
         tr("Hotel concierge (conversation with retrieval context)")},
        {QStringLiteral(":/examples/refund-policy-single.json"), tr("Refund policy (single turn)")},
        {QStringLiteral(":/examples/support-dataset.jsonl"), tr("Support dataset (JSONL, mixed kinds)")},
        {QStringLiteral(":/examples/mtrag-sample.json"), tr("MTRAG: three rated conversations (IBM, Apache-2.0)")},
    };
}

QString DocumentController::openFilter()
{
    return tr("Projects and test cases (*.claimscope.json *.json *.jsonl *.ndjson *.yaml *.yml);;"
              "Claimscope projects (*.claimscope.json);;"
              "DeepEval / TrustifAI JSON (*.json);;JSON Lines, OpenAI chat (*.jsonl *.ndjson);;"
              "promptfoo tests (*.yaml *.yml);;All files (*)");
}

void DocumentController::newProject()
{
    if (!maybeSave())
        return;
    Project project;
    project.settings.judge = m_settings->judge();
    m_document->reset(project, QString());
    Q_EMIT statusMessage(tr("New project: add a test case with Test Case › New or import one."));
}

void DocumentController::open()
{
    const QString path =
        m_prompts->askOpenFile(m_window, tr("Open project or test cases"), openFilter(), m_settings->lastDirectory());
    if (!path.isEmpty())
        openPath(path);
}

void DocumentController::openPath(const QString &path)
{
    if (!maybeSave())
        return;
    m_pendingTitle.clear();
    m_loader->load(path, LoadOutcome::Purpose::Open);
}

void DocumentController::openExample(const ExampleFile &example)
{
    if (!maybeSave())
        return;
    m_pendingTitle = tr("Example: %1").arg(example.title);
    m_loader->load(example.path, LoadOutcome::Purpose::Open);
}

void DocumentController::import()
{
    const QString path =
        m_prompts->askOpenFile(m_window, tr("Import test cases"), openFilter(), m_settings->lastDirectory());
    if (!path.isEmpty())
        importPath(path);
}

void DocumentController::importPath(const QString &path)
{
    m_loader->load(path, LoadOutcome::Purpose::Import);
}

void DocumentController::loaded(const LoadOutcome &outcome)
{
    const QString name = QFileInfo(outcome.path).fileName();
    if (!outcome.ok()) {
        m_prompts->showError(m_window, tr("Cannot read %1").arg(name), outcome.errorText);
        Q_EMIT statusMessage(tr("%1 was not read: see the message for where and why.").arg(name));
        Q_EMIT fileLoaded(outcome.path, false);
        return;
    }
    const bool bundled = outcome.path.startsWith(QLatin1Char(':'));
    if (!bundled) {
        m_settings->setLastDirectory(QFileInfo(outcome.path).absolutePath());
        m_settings->addRecentFile(outcome.path);
        Q_EMIT recentFilesChanged();
    }
    const int count = int(outcome.project.cases.size());
    const QString cases = tr("%n test case(s)", nullptr, count);
    const QString format = outcome.isProject ? tr("Claimscope project") : outcome.format; // "deepeval-json" …
    if (outcome.purpose == LoadOutcome::Purpose::Import) {
        m_document->insertCases(m_document->caseCount(), outcome.project.cases,
                                tr("Import %1 from %2").arg(cases, name));
        Q_EMIT statusMessage(tr("Imported %1 from %2 (%3).").arg(cases, name, format));
    } else if (outcome.isProject) {
        m_document->reset(outcome.project, outcome.path);
        Q_EMIT statusMessage(tr("Opened %1: %2.").arg(name, cases));
    } else {
        // Test cases alone open as a new project with the built-in settings; Save asks for a name.
        m_document->reset(outcome.project, QString(), m_pendingTitle.isEmpty() ? name : m_pendingTitle, false,
                          outcome.path);
        Q_EMIT statusMessage(
            tr("Opened %1 from %2 (%3). Press F5 to run every enabled metric.").arg(cases, name, format));
    }
    m_pendingTitle.clear();
    Q_EMIT fileLoaded(outcome.path, true);
}

bool DocumentController::save()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || !ProjectFile::hasProjectSuffix(path))
        return saveAs();
    return writeTo(path);
}

bool DocumentController::saveAs()
{
    const QString suggested =
        QDir(m_settings->lastDirectory())
            .filePath(ProjectFile::withProjectSuffix(
                QFileInfo(m_document->displayName()).completeBaseName().section(QLatin1Char(':'), -1).trimmed()));
    const QString chosen = m_prompts->askSaveFile(m_window, tr("Save project as"),
                                                  tr("Claimscope projects (*.claimscope.json)"), suggested);
    if (chosen.isEmpty())
        return false;
    return writeTo(ProjectFile::withProjectSuffix(chosen));
}

bool DocumentController::writeTo(const QString &path)
{
    QString error;
    if (!ProjectFile::write(path, m_document->project(), &error)) {
        m_prompts->showError(m_window, tr("Project not saved"), error);
        return false;
    }
    m_document->markSaved(path);
    m_settings->setLastDirectory(QFileInfo(path).absolutePath());
    m_settings->addRecentFile(path);
    Q_EMIT recentFilesChanged();
    Q_EMIT statusMessage(tr("Saved %1.").arg(QFileInfo(path).fileName()));
    return true;
}

bool DocumentController::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_prompts->askSaveChanges(m_window, m_document->displayName())) {
    case UserPrompts::SaveChoice::Save: return save();
    case UserPrompts::SaveChoice::Discard: return true;
    case UserPrompts::SaveChoice::Cancel: return false;
    }
    return false;
}

bool DocumentController::offerRecovery()
{
    int discarded = 0;
    for (;;) {
        const QList<RecoveryFile> files = Autosaver::pending(m_autosaveDirectory);
        if (files.isEmpty()) {
            if (discarded > 0)
                Q_EMIT statusMessage(tr("Discarded %n autosaved project(s).", nullptr, discarded));
            return false;
        }
        const RecoveryChoice choice = m_prompts->askRecovery(m_window, files);
        switch (choice.action) {
        case RecoveryChoice::Action::Keep:
            Q_EMIT statusMessage(tr("Kept %n autosaved project(s): File › Recover Unsaved Work… offers them again.",
                                    nullptr, int(files.size())));
            return false;
        case RecoveryChoice::Action::Discard:
            discarded += int(std::count_if(choice.files.cbegin(), choice.files.cend(), &Autosaver::remove));
            break;
        case RecoveryChoice::Action::Recover:
            if (choice.files.size() == 1 && recover(choice.files.first()))
                return true;
            break;
        }
    }
}

bool DocumentController::hasRecoverableWork() const
{
    return !Autosaver::pending(m_autosaveDirectory).isEmpty();
}

bool DocumentController::recover(const RecoveryFile &file)
{
    const ProjectLoad load = ProjectFile::read(file.autosavePath);
    if (!load.ok()) {
        m_prompts->showError(m_window, tr("Cannot recover “%1”").arg(file.title),
                             tr("The autosave %1 cannot be read. It is kept: open it in a text editor to copy what "
                                "you need, then delete it with Discard in File › Recover Unsaved Work…\n%2")
                                 .arg(QDir::toNativeSeparators(file.autosavePath), load.errorText()));
        return false;
    }
    if (!maybeSave())
        return false;
    m_document->reset(load.project, file.originalPath, file.title, true, file.sourcePath);
    // From now on the recovered work is this session's autosave, kept until it is saved.
    m_autosaver->adopt(file);
    const int waiting = int(Autosaver::pending(m_autosaveDirectory).size());
    Q_EMIT statusMessage(
        waiting == 0
            ? tr("Recovered “%1”: save it to keep it.").arg(file.title)
            : tr("Recovered “%1”: save it to keep it. File › Recover Unsaved Work… lists %n more.", nullptr, waiting)
                  .arg(file.title));
    return true;
}

void DocumentController::closing()
{
    m_autosaver->discard();
    m_settings->sync();
}

QStringList DocumentController::recentFiles() const
{
    return m_settings->recentFiles();
}

} // namespace claimscope
