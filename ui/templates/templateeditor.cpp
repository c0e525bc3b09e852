#include "templateeditor.h"

#include "model/humanlabels.h"
#include "model/linediff.h"
#include "placeholderhighlighter.h"
#include "promptpreviewer.h"
#include "results/resultshub.h"
#include "templatetext.h"
#include "ui/document/projectdocument.h"
#include "ui/editor/undoshortcutfilter.h"
#include "ui/shell/userprompts.h"

#include "metrics/judge/steps.h"
#include "metrics/judge/templatesetfile.h"
#include "metrics/registry.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

namespace claimscope {

namespace {

// A test case's name in quotes, once: a name taken from its first message comes quoted already.
QString quotedName(const QString &name)
{
    return name.startsWith(QChar(0x201C)) ? name : QChar(0x201C) + name + QChar(0x201D);
}

QString metricOf(const QString &step)
{
    return step.section(QStringLiteral("__"), 0, 0);
}

QString fileFilter()
{
    return TemplateEditor::tr("Template sets (*.templates.json);;JSON files (*.json)");
}

} // namespace

TemplateEditor::TemplateEditor(ProjectDocument *document, UserPrompts *prompts, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_prompts(prompts)
    , m_steps(new QComboBox(this))
    , m_description(new QLabel(this))
    , m_placeholders(new QLabel(this))
    , m_edit(new QPlainTextEdit(this))
    , m_highlighter(new PlaceholderHighlighter(m_edit->document()))
    , m_problems(new QLabel(this))
    , m_judgeNote(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_previewNote(new QLabel(this))
    , m_preview(new QPlainTextEdit(this))
    , m_diffNote(new QLabel(this))
    , m_diff(new QTextBrowser(this))
    , m_reset(new QPushButton(tr("Reset step"), this))
    , m_tryScope(new QLabel(this))
    , m_previewer(new PromptPreviewer(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_steps->setToolTip(tr("The judge step whose prompt template you edit"));
    m_steps->setAccessibleName(tr("Judge step"));
    layout->addWidget(m_steps);
    for (QLabel *label : {m_description, m_placeholders, m_problems, m_judgeNote, m_previewNote, m_diffNote})
        label->setWordWrap(true);
    m_judgeNote->setObjectName(QStringLiteral("judgeNote"));
    m_judgeNote->setText(tr("The offline judge does not read templates: it answers from the values "
                            "alone. Edits here count once an LLM judge is chosen (Judge panel)."));
    m_judgeNote->setStyleSheet(QStringLiteral("color:#8a5a00"));
    m_placeholders->setObjectName(QStringLiteral("placeholderList"));
    m_problems->setObjectName(QStringLiteral("templateProblems"));
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_description);
    layout->addWidget(m_placeholders);
    layout->addWidget(m_judgeNote);

    m_splitter = new QSplitter(Qt::Vertical, this);
    auto *top = new QWidget(m_splitter);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_edit->setObjectName(QStringLiteral("templateText"));
    // Long lines wrap at the editor's width (between words), so nothing hides to the right; the
    // text keeps its own line breaks, and placeholders are coloured on every wrapped line.
    m_edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_edit->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    // Each of the template's own line breaks is marked (¶), so a line wrapped at the edge never
    // reads as two lines of the template.
    QTextOption marks = m_edit->document()->defaultTextOption();
    marks.setFlags(marks.flags() | QTextOption::ShowLineAndParagraphSeparators);
    m_edit->document()->setDefaultTextOption(marks);
    m_edit->setAccessibleName(tr("Template text"));
    UndoShortcutFilter::install(m_edit);
    topLayout->addWidget(m_edit, 1);
    topLayout->addWidget(m_problems);
    auto *buttons = new QHBoxLayout;
    auto *resetAll = new QPushButton(tr("Reset all"), this);
    auto *load = new QPushButton(tr("Load set…"), this);
    auto *save = new QPushButton(tr("Save set…"), this);
    m_reset->setObjectName(QStringLiteral("resetStep"));
    m_reset->setToolTip(tr("Go back to the shipped template of this step"));
    resetAll->setToolTip(tr("Go back to the shipped template of every step"));
    load->setToolTip(tr("Replace every template with a saved template set (JSON)"));
    save->setToolTip(tr("Save the customised templates as a named set (JSON) to reuse in other projects"));
    buttons->addWidget(m_reset);
    buttons->addWidget(resetAll);
    buttons->addStretch();
    buttons->addWidget(load);
    buttons->addWidget(save);
    topLayout->addLayout(buttons);
    m_buttons = buttons;
    m_tryScope->setObjectName(QStringLiteral("tryScope"));
    m_tryScope->setWordWrap(true);
    m_tryScope->hide(); // until a try button is added
    topLayout->addWidget(m_tryScope);

    auto *previewPage = new QWidget(m_tabs);
    auto *previewLayout = new QVBoxLayout(previewPage);
    previewLayout->setContentsMargins(4, 4, 4, 4);
    m_preview->setReadOnly(true);
    m_preview->setObjectName(QStringLiteral("promptPreview"));
    previewLayout->addWidget(m_previewNote);
    previewLayout->addWidget(m_preview, 1);
    auto *diffPage = new QWidget(m_tabs);
    auto *diffLayout = new QVBoxLayout(diffPage);
    diffLayout->setContentsMargins(4, 4, 4, 4);
    m_diff->setObjectName(QStringLiteral("templateDiff"));
    diffLayout->addWidget(m_diffNote);
    diffLayout->addWidget(m_diff, 1);
    // Short titles: both tabs read whole beside the editor in a 1024 px window.
    m_tabs->addTab(previewPage, tr("Preview"));
    m_tabs->setTabToolTip(0, tr("The prompt this template renders for the selected test case"));
    m_tabs->addTab(diffPage, tr("Changes"));
    m_tabs->setTabToolTip(1, tr("What differs from the default template"));
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    layout->addWidget(m_splitter, 1);

    fillSteps();
    connect(m_steps, &QComboBox::currentIndexChanged, this, &TemplateEditor::showStep);
    connect(m_steps, &QComboBox::activated, this, [this] { m_stepChosen = true; });
    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_updating || currentStep().isEmpty())
            return;
        TemplateSet templates = m_document->templates();
        // As typed, the template's own line endings and no-break spaces kept.
        templates.setText(currentStep(),
                          withLineEndingsOf(templates.text(currentStep()), documentText(m_edit->document())));
        m_document->editTemplates(templates, tr("Edit template %1").arg(currentStep()),
                                  QStringLiteral("template ") + currentStep());
    });
    connect(m_reset, &QPushButton::clicked, this, [this] {
        TemplateSet templates = m_document->templates();
        templates.reset(currentStep());
        m_document->editTemplates(templates, tr("Reset template %1").arg(currentStep()));
    });
    connect(resetAll, &QPushButton::clicked, this,
            [this] { m_document->editTemplates(TemplateSet(), tr("Reset all templates")); });
    connect(load, &QPushButton::clicked, this, &TemplateEditor::loadSet);
    connect(save, &QPushButton::clicked, this, &TemplateEditor::saveSet);
    connect(document, &ProjectDocument::settingsChanged, this, [this] {
        followOpeningStep();
        refresh();
    });
    connect(document, &ProjectDocument::projectReset, this, [this] {
        m_stepChosen = false; // another project: its own metrics decide where the editor opens
        followOpeningStep();
        refresh();
    });
    connect(document, &ProjectDocument::labelsChanged, this, &TemplateEditor::followOpeningStep);
    connect(document, &ProjectDocument::casesInserted, this, &TemplateEditor::followOpeningStep);
    connect(document, &ProjectDocument::caseChanged, this, [this](int index) {
        if (index == m_caseIndex)
            requestPreview();
    });
    connect(m_previewer, &PromptPreviewer::previewReady, this, &TemplateEditor::showPreview);
    connect(m_previewer, &PromptPreviewer::previewUnavailable, this,
            [this](const QString &step, const QString &reason) {
                if (step != currentStep())
                    return;
                m_previewNote->setText(reason);
                m_preview->clear();
            });
    followOpeningStep();
    showStep();
}

QString TemplateEditor::openingStep() const
{
    const HumanLabels &labels = m_document->labels();
    const int caseIndex = m_caseIndex >= 0 && m_caseIndex < m_document->caseCount() ? m_caseIndex : 0;
    const auto applies = [&](const MetricInfo &info) {
        return m_document->caseCount() == 0 || !info.missingInput
            || info.missingInput(m_document->testCase(caseIndex)).isEmpty();
    };
    const auto firstStepOf = [&](const QString &metric) {
        for (int i = 0; i < m_steps->count(); ++i) {
            if (metricOf(m_steps->itemData(i).toString()) == metric)
                return m_steps->itemData(i).toString();
        }
        return QString();
    };
    // Enabled and labelled (what a try is about), then enabled and applying, then enabled.
    const QList<std::function<bool(const MetricInfo &)>> preferences{
        [&](const MetricInfo &info) { return applies(info) && !labels.testCases(info.id).isEmpty(); },
        applies,
        [](const MetricInfo &) { return true; },
    };
    for (const auto &preferred : preferences) {
        for (const MetricInfo &info : MetricRegistry::all()) {
            if (!m_document->metric(info.id).enabled || !preferred(info))
                continue;
            if (const QString step = firstStepOf(info.id); !step.isEmpty())
                return step;
        }
    }
    return m_steps->count() > 0 ? m_steps->itemData(0).toString() : QString();
}

void TemplateEditor::followOpeningStep()
{
    if (m_stepChosen)
        return;
    const int index = m_steps->findData(openingStep());
    if (index >= 0 && index != m_steps->currentIndex())
        m_steps->setCurrentIndex(index);
}

void TemplateEditor::addTryButton(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setObjectName(QStringLiteral("tryOnLabelled"));
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_buttons->insertWidget(2, button);
    m_tryScope->show();
}

void TemplateEditor::setTryScope(const QString &text)
{
    m_tryScope->setText(text);
}

QString TemplateEditor::tryScopeText() const
{
    return m_tryScope->text();
}

void TemplateEditor::setResults(const ResultsHub *results)
{
    m_results = results;
    // A run that ends has sent the prompts the plan could only guess at.
    connect(results, &ResultsHub::runningChanged, this, [this](bool running) {
        if (!running)
            requestPreview();
    });
}

void TemplateEditor::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // By width alone: the height of a scrolled editor is its content's, not the room shown.
    const Qt::Orientation wanted = width() >= 700 ? Qt::Horizontal : Qt::Vertical;
    if (m_splitter->orientation() != wanted)
        m_splitter->setOrientation(wanted);
}

void TemplateEditor::showPreview(const QString &step, const QString &planned, const QString &where)
{
    if (step != currentStep())
        return;
    const QString name = quotedName(m_document->testCase(m_caseIndex).readableName(m_caseIndex));
    const QString metricId = metricOf(step);
    const bool offline = m_document->settings().judge.isOffline();
    const std::optional<ResultsHub::SentPrompt> sent =
        m_results ? m_results->sentPrompt(m_caseIndex, metricId, step, where) : std::nullopt;
    if (sent && sent->outOfDate.isEmpty()) {
        const QString &scope = sent->call.scope;
        QString note;
        if (offline) {
            note = scope.isEmpty()
                ? tr("Rendered by the last run for %1, with the earlier answers filled in.").arg(name)
                : tr("Rendered by the last run for %1, %2, with the earlier answers filled in.").arg(name, scope);
            note += QLatin1Char(' ') + tr("The offline judge answers from the values, not from this text.");
        } else {
            note = scope.isEmpty() ? tr("Sent to the judge by the last run for %1.").arg(name)
                                   : tr("Sent to the judge by the last run for %1, %2.").arg(name, scope);
        }
        m_previewNote->setText(note);
        m_preview->setPlainText(sent->call.prompt);
        scrollPreviewToValues();
        return;
    }
    QString note = where.isEmpty() ? tr("Rendered for %1.").arg(name) : tr("Rendered for %1, %2.").arg(name, where);
    note += QLatin1Char(' ');
    if (sent)
        note += tr("The last run's prompt is out of date (%1).").arg(sent->outOfDate) + QLatin1Char(' ')
            + earlierAnswersText(step, sent->outOfDate);
    else if (m_results && m_results->resultsModel()->rowOf(m_caseIndex, metricId) >= 0)
        note += tr("Values that come from earlier judge answers read “(known after the run)”: the run shown has no "
                   "call at this step to show (a kept run keeps no prompts).");
    else
        note += tr("Values that come from earlier judge answers read “(known after the run)” until a run (F5).");
    if (offline)
        note += QLatin1Char(' ') + tr("The offline judge does not read templates: it is never sent this prompt.");
    m_previewNote->setText(note);
    m_preview->setPlainText(planned);
    scrollPreviewToValues();
}

QString TemplateEditor::earlierAnswersText(const QString &step, const QString &outOfDate) const
{
    // The placeholders of this template that earlier steps of its metric answer: "{{claims}}"
    // is the answer of the step …__claims.
    const MetricInfo *metric = MetricRegistry::find(metricOf(step));
    QStringList kept;
    QStringList edited;
    const QStringList used = placeholdersIn(m_document->templates().text(step));
    for (const QString &earlier : metric ? metric->steps : QStringList()) {
        if (earlier == step)
            break;
        const QString answer = earlier.section(QStringLiteral("__"), 1);
        if (!used.contains(answer))
            continue;
        const QString name = QStringLiteral("{{%1}}").arg(answer);
        (outOfDate.contains(MetricRegistry::stepDisplayName(earlier)) ? edited : kept).append(name);
    }
    const QString keys = tr("Ctrl+Shift+F5 (Run › Try on Labelled Cases) or F5 shows the prompt the judge gets.");
    if (kept.isEmpty() && edited.isEmpty())
        return keys;
    QString text;
    if (!kept.isEmpty())
        text += tr("%1 read “(known after the run)”: earlier judge answers, which a preview does not ask for (their "
                   "templates are unchanged).")
                    .arg(kept.join(QStringLiteral(", ")))
            + QLatin1Char(' ');
    if (!edited.isEmpty())
        text +=
            tr("%1: known after the next run (their templates were edited too).").arg(edited.join(QStringLiteral(", ")))
            + QLatin1Char(' ');
    return text + keys;
}

QString TemplateEditor::currentStep() const
{
    return m_steps->currentData().toString();
}

void TemplateEditor::selectStep(const QString &step)
{
    const int index = m_steps->findData(step);
    m_stepChosen = m_stepChosen || index >= 0;
    if (index >= 0)
        m_steps->setCurrentIndex(index);
}

void TemplateEditor::setCurrentCase(int index)
{
    m_caseIndex = index;
    requestPreview();
}

QString TemplateEditor::problemsText() const
{
    return m_problems->text();
}

QString TemplateEditor::previewText() const
{
    return m_preview->toPlainText();
}

QString TemplateEditor::previewNoteText() const
{
    return m_previewNote->text();
}

QString TemplateEditor::judgeNoteText() const
{
    return m_judgeNote->isHidden() ? QString() : m_judgeNote->text();
}

QString TemplateEditor::diffText() const
{
    return m_diff->toPlainText();
}

void TemplateEditor::fillSteps()
{
    // Registry order, each step under the metric whose id it starts with.
    for (const MetricInfo &info : MetricRegistry::all()) {
        for (const StepInfo &step : allSteps()) {
            if (metricOf(step.name) == info.id)
                m_steps->addItem(QString(), step.name);
        }
    }
    const TemplateSet templates = m_document->templates();
    for (int i = 0; i < m_steps->count(); ++i) {
        const QString step = m_steps->itemData(i).toString();
        const QString label = MetricRegistry::find(metricOf(step))->displayName + QStringLiteral(" › ")
            + step.section(QStringLiteral("__"), 1);
        m_steps->setItemText(i, templates.isCustomised(step) ? label + QStringLiteral("  ●") : label);
    }
}

void TemplateEditor::showStep()
{
    const QString step = currentStep();
    const StepInfo *info = findStep(step);
    if (!info)
        return;
    m_description->setText(info->description);
    QStringList names;
    for (const QString &name : info->placeholders)
        names.append(info->required.contains(name) ? QStringLiteral("<b>{{%1}}</b>").arg(name)
                                                   : QStringLiteral("{{%1}}").arg(name));
    m_placeholders->setText(tr("Placeholders: %1 (bold: required)").arg(names.join(QStringLiteral("  "))));
    {
        // Re-colouring counts as a text change; it must not copy the old step's text to the new one.
        const QSignalBlocker blocker(m_edit);
        m_highlighter->setKnownPlaceholders(info->placeholders);
    }
    m_preview->clear();
    refresh();
}

void TemplateEditor::refresh()
{
    const QString step = currentStep();
    const TemplateSet templates = m_document->templates();
    const QString text = templates.text(step);
    m_updating = true;
    if (withLineEndingsOf(text, documentText(m_edit->document())) != text)
        m_edit->setPlainText(text);
    m_updating = false;
    for (int i = 0; i < m_steps->count(); ++i) {
        const QString label = m_steps->itemText(i).remove(QStringLiteral("  ●"));
        m_steps->setItemText(
            i, templates.isCustomised(m_steps->itemData(i).toString()) ? label + QStringLiteral("  ●") : label);
    }
    const QStringList problems = templates.validate({step});
    m_problems->setProperty("ok", problems.isEmpty());
    m_problems->setText(problems.isEmpty() ? tr("✓ The template can be rendered.")
                                           : QStringLiteral("✗ ") + problems.join(QStringLiteral("\n✗ ")));
    m_problems->setStyleSheet(problems.isEmpty() ? QStringLiteral("color:#137333") : QStringLiteral("color:#b00020"));
    m_reset->setEnabled(templates.isCustomised(step));
    m_judgeNote->setVisible(m_document->settings().judge.isOffline());
    const QList<DiffLine> diff = LineDiff::compare(TemplateSet::defaultText(step), text);
    const int changed = LineDiff::changedLines(diff);
    m_diffNote->setText(changed == 0 ? tr("Same as the shipped default.")
                                     : tr("Changed from the shipped default: %n line(s).", nullptr, changed));
    m_diff->setHtml(LineDiff::toHtml(diff));
    requestPreview();
}

void TemplateEditor::requestPreview()
{
    if (m_caseIndex < 0 || m_caseIndex >= m_document->caseCount()) {
        m_previewNote->setText(tr("Select a test case to see the prompt this template renders for it."));
        m_preview->clear();
        return;
    }
    QHash<QString, QJsonObject> params;
    for (const MetricInfo &info : MetricRegistry::all())
        params.insert(info.id, m_document->metric(info.id).params);
    m_previewer->request(m_document->testCase(m_caseIndex), metricOf(currentStep()), currentStep(),
                         m_document->templates(), params);
}

void TemplateEditor::scrollPreviewToValues()
{
    // The prompt is "user:\n" + the template with its values filled in: up to the first
    // placeholder both read the same, so that is where the test case's own text begins.
    const QString header = QStringLiteral("user:\n");
    const QString text = m_edit->toPlainText().trimmed();
    const QString prompt = m_preview->toPlainText();
    const qsizetype first = text.indexOf(QLatin1String("{{"));
    if (first < 0 || !prompt.startsWith(header) || prompt.mid(header.size(), first) != text.left(first))
        return;
    QTextCursor cursor = m_preview->textCursor();
    cursor.setPosition(int(header.size() + first));
    m_preview->setTextCursor(cursor);
    m_preview->centerCursor();
}

void TemplateEditor::saveSet()
{
    const QString path =
        m_prompts->askSaveFile(this, tr("Save template set"), fileFilter(), tr("my-templates.templates.json"));
    if (path.isEmpty())
        return;
    QString error;
    const QString name = QFileInfo(path).fileName().section(QLatin1Char('.'), 0, 0);
    if (!TemplateSetFile::write(path, name, m_document->templates(), &error))
        m_prompts->showError(this, tr("Template set not saved"), error);
}

void TemplateEditor::loadSet()
{
    const QString path = m_prompts->askOpenFile(this, tr("Load template set"), fileFilter(), QString());
    if (path.isEmpty())
        return;
    const TemplateSetLoad load = TemplateSetFile::read(path);
    if (!load.ok()) {
        m_prompts->showError(this, tr("Template set not loaded"), load.errors.join(QLatin1Char('\n')));
        return;
    }
    m_document->editTemplates(load.templates, tr("Load template set “%1”").arg(load.name));
}

} // namespace claimscope
