#include "experiments/runsnapshot.h"
#include "experiments/runstore.h"
#include "metrics/engine/runrequest.h"
#include "support/offlinerun.h"
#include "support/qtwarnings.h"
#include "support/runharness.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace claimscope;

// Each run counts the prompts each template rendered, keeps the counts with the run, and a
// comparison can tell which edited template the later run never used.
class TestTemplateUses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { failOnQtWarnings(); }

    void countsThePromptsEachTemplateRendered()
    {
        const QList<TestCase> cases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
        QVERIFY(!cases.isEmpty());
        RunHarness harness;
        const RunHarness::Outcome outcome =
            harness.run(RunHarness::offlineRequest(cases, {{QStringLiteral("turn_faithfulness"), true, {}}}));
        QVERIFY(outcome.finished);
        const QMap<QString, int> &uses = outcome.summary.progress.templateUses;
        QVERIFY(uses.value(QStringLiteral("turn_faithfulness__claims")) > 0);
        // As many as the judge calls the log names for each step.
        QMap<QString, int> calls;
        for (const CallRecord &call : outcome.calls) {
            if (call.step != QLatin1String("embeddings"))
                ++calls[call.step];
        }
        QCOMPARE(uses, calls);
    }

    void keptAcrossRestart()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("runs.sqlite"));
        RunRequest request;
        request.testCases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
        request.addMetric(QStringLiteral("turn_faithfulness"), {});
        NewRun run;
        run.snapshot = RunSnapshot::of(request);
        for (const QString &step : run.snapshot.templates.keys())
            run.snapshot.templateUses.insert(step, step.endsWith(QLatin1String("__verdicts")) ? 0 : 7);
        qint64 id = 0;
        {
            RunStore store(path);
            QString error;
            QVERIFY2(store.open(&error), qPrintable(error));
            const std::optional<qint64> saved = store.save(run, &error);
            QVERIFY2(saved, qPrintable(error));
            id = *saved;
        }
        RunStore reopened(path);
        QString error;
        QVERIFY2(reopened.open(&error), qPrintable(error));
        const std::optional<StoredRun> kept = reopened.loadSummaries(id, &error);
        QVERIFY2(kept, qPrintable(error));
        QVERIFY(!kept->snapshot.templateUses.isEmpty());
        QCOMPARE(kept->snapshot.templateUses, run.snapshot.templateUses);
        // Listed with the run, for its details in the Runs dock.
        const QList<StoredRunInfo> listed = reopened.list(&error);
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().templateUses, run.snapshot.templateUses);
    }

    void namesAnEditedTemplateNoPromptUsed()
    {
        RunSnapshot before;
        before.templates = {{QStringLiteral("turn_faithfulness__claims"), QStringLiteral("claims")},
                            {QStringLiteral("turn_faithfulness__verdicts"), QStringLiteral("verdicts")}};
        RunSnapshot after = before;
        after.templates[QStringLiteral("turn_faithfulness__verdicts")] = QStringLiteral("verdicts. Be strict.");
        // A run kept before the counts: nothing is claimed.
        QVERIFY(RunSnapshot::unusedEdits(before, after).isEmpty());
        after.templateUses = {{QStringLiteral("turn_faithfulness__claims"), 3},
                              {QStringLiteral("turn_faithfulness__verdicts"), 0}};
        QCOMPARE(RunSnapshot::unusedEdits(before, after), QStringList{QStringLiteral("turn_faithfulness__verdicts")});
        // Used: the edit could change something.
        after.templateUses[QStringLiteral("turn_faithfulness__verdicts")] = 2;
        QVERIFY(RunSnapshot::unusedEdits(before, after).isEmpty());
        // Unused but not edited: nothing to say.
        after.templates[QStringLiteral("turn_faithfulness__verdicts")] = QStringLiteral("verdicts");
        after.templateUses[QStringLiteral("turn_faithfulness__verdicts")] = 0;
        QVERIFY(RunSnapshot::unusedEdits(before, after).isEmpty());
    }

    void namesAnEditToATemplateOfAMetricNotRun()
    {
        // Two runs of Turn Faithfulness alone, Faithfulness's claims template edited between them.
        RunRequest request;
        request.testCases = OfflineRunner::example(QStringLiteral("hotel-concierge.json"));
        request.addMetric(QStringLiteral("turn_faithfulness"), {});
        const QString step = QStringLiteral("faithfulness__claims");
        RunSnapshot before = RunSnapshot::of(request);
        before.countTemplateUses({});
        QVERIFY(!before.templates.contains(step));
        request.templates.setText(step, TemplateSet::defaultText(step) + QStringLiteral(" Be strict."));
        RunSnapshot after = RunSnapshot::of(request);
        // The run keeps the customised template it never rendered: 0 prompts.
        after.countTemplateUses({{QStringLiteral("turn_faithfulness__claims"), 3}});
        QCOMPARE(after.templates.value(step), request.templates.text(step));
        QCOMPARE(after.templateUses.value(step, -1), 0);
        // Named as the template dropdown names it, never by its id.
        QVERIFY2(RunSnapshot::changes(before, after).contains(QStringLiteral("template Faithfulness › claims edited")),
                 qPrintable(RunSnapshot::changes(before, after).join(u'\n')));
        QCOMPARE(RunSnapshot::unusedEdits(before, after), QStringList{step});
        // The same edit in both runs is no change.
        QVERIFY(!RunSnapshot::changes(after, after).join(u'\n').contains(QStringLiteral("claims")));
        // A template the metric uses, edited and then set back to its shipped text: reverted.
        const QString used = QStringLiteral("turn_faithfulness__verdicts");
        request.templates.setText(used, TemplateSet::defaultText(used) + QStringLiteral(" Be strict."));
        const RunSnapshot editedRun = RunSnapshot::of(request);
        request.templates.setText(used, TemplateSet::defaultText(used));
        const RunSnapshot revertedRun = RunSnapshot::of(request);
        QCOMPARE(RunSnapshot::changes(revertedRun, editedRun).filter(QStringLiteral("verdicts")),
                 QStringList{QStringLiteral("template Turn Faithfulness › verdicts edited")});
        QCOMPARE(RunSnapshot::changes(editedRun, revertedRun).filter(QStringLiteral("verdicts")),
                 QStringList{QStringLiteral("template Turn Faithfulness › verdicts reverted")});
    }
};

QTEST_MAIN(TestTemplateUses)
#include "tst_templateuses.moc"
