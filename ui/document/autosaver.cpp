#include "autosaver.h"

#include "model/outputfile.h"
#include "projectdocument.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>
#include <QtConcurrent>

#include <algorithm>

namespace claimscope {

namespace {

constexpr int DefaultIntervalMs = 30000;

QString metaPath(const QString &autosavePath)
{
    return autosavePath.chopped(ProjectFile::suffix().size()) + QStringLiteral(".meta.json");
}

QString lockPath(const QString &autosavePath)
{
    return autosavePath.chopped(ProjectFile::suffix().size()) + QStringLiteral(".lock");
}

// The project and a small note of where it came from; runs on a pool thread.
bool writeAutosave(const QString &path, const Project &project, const QByteArray &meta)
{
    QString error;
    if (!ProjectFile::write(path, project, &error))
        return false;
    return OutputFile::writeAll(metaPath(path), meta, nullptr);
}

} // namespace

Autosaver::Autosaver(ProjectDocument *document, QString directory, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_directory(std::move(directory))
    , m_timer(new QTimer(this))
{
    QDir().mkpath(m_directory);
    m_filePath = QDir(m_directory).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + ProjectFile::suffix());
    m_lock = std::make_unique<QLockFile>(lockPath(m_filePath));
    m_lock->setStaleLockTime(0);

    const auto changed = [this] { ++m_generation; };
    connect(document, &ProjectDocument::caseChanged, this, changed);
    connect(document, &ProjectDocument::casesInserted, this, changed);
    connect(document, &ProjectDocument::casesRemoved, this, changed);
    connect(document, &ProjectDocument::settingsChanged, this, changed);
    connect(document, &ProjectDocument::projectReset, this, [this] {
        ++m_generation;
        discard();
    });
    connect(document, &ProjectDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
    m_timer->setInterval(DefaultIntervalMs);
    connect(m_timer, &QTimer::timeout, this, &Autosaver::saveNow);
    m_timer->start();
}

Autosaver::~Autosaver()
{
    m_write.waitForFinished();
}

bool Autosaver::saveNow()
{
    if (!m_document->isModified() || m_generation == m_savedGeneration || m_write.isRunning())
        return false;
    m_savedGeneration = m_generation;
    // Held while an autosave exists, so a second running instance does not offer it.
    if (!m_lock->isLocked())
        m_lock->tryLock(0);
    const QByteArray meta =
        QJsonDocument(QJsonObject{
                          {QStringLiteral("original_path"), m_document->filePath()},
                          {QStringLiteral("source_path"), m_document->sourcePath()},
                          {QStringLiteral("title"), m_document->displayName()},
                          {QStringLiteral("saved_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                          // What changed, so two autosaves of one file read apart in the recovery list.
                          {QStringLiteral("edits"), m_document->undoStack()->index()},
                          {QStringLiteral("last_edit"), m_document->undoStack()->undoText()},
                      })
            .toJson();
    auto *watcher = new QFutureWatcher<bool>(this);
    const int generation = m_generation;
    connect(watcher, &QFutureWatcher<bool>::finished, this, [this, watcher, generation, path = m_filePath] {
        watcher->deleteLater();
        // A recovered autosave was adopted meanwhile: adopt() removed this file already.
        if (path != m_filePath)
            return;
        // Saved or replaced while the write was under way: the file is stale already.
        if (!m_document->isModified() || generation != m_savedGeneration)
            discard();
        else if (watcher->result())
            Q_EMIT saved(m_filePath);
    });
    m_write = QtConcurrent::run(&writeAutosave, m_filePath, m_document->project(), meta);
    watcher->setFuture(m_write);
    return true;
}

void Autosaver::discard()
{
    QFile::remove(m_filePath);
    QFile::remove(metaPath(m_filePath));
    m_lock->unlock();
    m_savedGeneration = -1;
}

void Autosaver::adopt(const RecoveryFile &file)
{
    m_write.waitForFinished();
    discard();
    auto lock = std::make_unique<QLockFile>(lockPath(file.autosavePath));
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0)) {
        saveNow();
        return;
    }
    m_lock = std::move(lock);
    m_filePath = file.autosavePath;
    m_savedGeneration = m_generation; // the file holds exactly the recovered project
}

QList<RecoveryFile> Autosaver::pending(const QString &directory)
{
    QList<RecoveryFile> found;
    const QDir dir(directory);
    const QStringList projects = dir.entryList({QStringLiteral("*") + ProjectFile::suffix()}, QDir::Files);
    for (const QString &name : projects) {
        const QString path = dir.filePath(name);
        QLockFile lock(lockPath(path));
        if (!lock.tryLock(0))
            continue; // its session is still running
        lock.unlock();
        QFile metaFile(metaPath(path));
        const QJsonObject meta =
            metaFile.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(metaFile.readAll()).object() : QJsonObject();
        RecoveryFile file;
        file.autosavePath = path;
        file.originalPath = meta.value(QStringLiteral("original_path")).toString();
        file.sourcePath = meta.value(QStringLiteral("source_path")).toString();
        file.title = meta.value(QStringLiteral("title")).toString(QFileInfo(path).fileName());
        file.savedAt = QDateTime::fromString(meta.value(QStringLiteral("saved_at")).toString(), Qt::ISODate);
        file.edits = meta.value(QStringLiteral("edits")).toInt(-1);
        file.lastEdit = meta.value(QStringLiteral("last_edit")).toString();
        if (!file.savedAt.isValid())
            file.savedAt = QFileInfo(path).lastModified();
        found.append(file);
    }
    std::sort(found.begin(), found.end(),
              [](const RecoveryFile &a, const RecoveryFile &b) { return a.savedAt > b.savedAt; });
    return found;
}

bool Autosaver::remove(const RecoveryFile &file)
{
    QLockFile lock(lockPath(file.autosavePath));
    if (!lock.tryLock(0))
        return false;
    QFile::remove(file.autosavePath);
    QFile::remove(metaPath(file.autosavePath));
    return true; // the lock file goes with `lock`
}

} // namespace claimscope
