#include "recoverydialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace claimscope {

RecoveryDialog::RecoveryDialog(const QList<RecoveryFile> &files, QWidget *parent)
    : QDialog(parent)
    , m_files(files)
    , m_list(new QTreeWidget(this))
{
    setWindowTitle(tr("Recover Unsaved Work"));
    auto *intro = new QLabel(
        tr("Claimscope closed without saving %n project(s). Their autosaved copies are still on disk:", nullptr,
           int(files.size())),
        this);
    intro->setWordWrap(true);

    m_list->setHeaderLabels({tr("Project"), tr("File"), tr("Changes"), tr("Autosaved")});
    m_list->setRootIsDecorated(false);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setTextElideMode(Qt::ElideMiddle);
    for (const RecoveryFile &file : files) {
        auto *item = new QTreeWidgetItem(m_list,
                                         {file.title, fileText(file), changesText(file),
                                          QLocale().toString(file.savedAt.toLocalTime(), QLocale::ShortFormat)});
        item->setToolTip(0, tr("Autosave: %1").arg(QDir::toNativeSeparators(file.autosavePath)));
        item->setToolTip(1, item->text(1));
        item->setToolTip(2, item->text(2));
    }
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);

    auto *explanation = new QLabel(tr("The window holds one project at a time: recover one now and save it. The "
                                      "others stay on disk and are offered again at the next start and from the "
                                      "File menu (Recover Unsaved Work…). Only Discard deletes an autosave."),
                                   this);
    explanation->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    m_recover = buttons->addButton(tr("&Recover"), QDialogButtonBox::AcceptRole);
    m_discard = buttons->addButton(tr("&Discard…"), QDialogButtonBox::DestructiveRole);
    QPushButton *keep = buttons->addButton(tr("&Keep for Later"), QDialogButtonBox::RejectRole);
    m_recover->setDefault(true);
    m_recover->setToolTip(tr("Open the selected project; its autosave stays until you save it"));
    m_discard->setToolTip(tr("Delete the selected autosaves for good"));
    keep->setToolTip(tr("Leave every autosave on disk and offer it again later"));
    connect(m_recover, &QPushButton::clicked, this, [this] { finish(RecoveryChoice::Action::Recover); });
    connect(m_discard, &QPushButton::clicked, this, [this] { finish(RecoveryChoice::Action::Discard); });
    connect(keep, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_list, &QTreeWidget::itemSelectionChanged, this, &RecoveryDialog::updateButtons);
    connect(m_list, &QTreeWidget::itemActivated, this, [this] {
        if (m_recover->isEnabled())
            finish(RecoveryChoice::Action::Recover);
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(explanation);
    layout->addWidget(buttons);
    m_list->setCurrentItem(m_list->topLevelItem(0));
    updateButtons();
    resize(720, 320);
}

QString RecoveryDialog::fileText(const RecoveryFile &file)
{
    if (!file.originalPath.isEmpty())
        return QDir::toNativeSeparators(file.originalPath);
    if (!file.sourcePath.isEmpty())
        return tr("not saved; opened from %1").arg(QDir::toNativeSeparators(file.sourcePath));
    return tr("never saved");
}

QString RecoveryDialog::changesText(const RecoveryFile &file)
{
    if (file.edits < 0)
        return QString(); // autosaved by an older version
    if (file.edits == 0)
        return tr("none since it was opened");
    if (file.lastEdit.isEmpty())
        return tr("%n edit(s)", nullptr, file.edits);
    return tr("%n edit(s), the last: %1", nullptr, file.edits).arg(file.lastEdit);
}

QList<RecoveryFile> RecoveryDialog::selectedFiles() const
{
    QList<RecoveryFile> selected;
    for (int row = 0; row < m_list->topLevelItemCount(); ++row) {
        if (m_list->topLevelItem(row)->isSelected())
            selected.append(m_files.at(row));
    }
    return selected;
}

void RecoveryDialog::updateButtons()
{
    const qsizetype selected = selectedFiles().size();
    m_recover->setEnabled(selected == 1);
    m_discard->setEnabled(selected > 0);
}

void RecoveryDialog::finish(RecoveryChoice::Action action)
{
    m_choice = {action, selectedFiles()};
    accept();
}

} // namespace claimscope
