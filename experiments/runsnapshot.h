#pragma once

#include "casefingerprints.h"
#include "datasetref.h"
#include "results/reportsetup.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace claimscope {

struct RunRequest;

// What produced a run: the dataset, the judge (never its key), every metric's resolved params,
// the full text and hash of every template the run's metrics use and of every customised one,
// a digest of each test case's content and the app version. Kept with each run so two runs can
// say what changed between them. Value type, any thread.
struct RunSnapshot {
    Q_DECLARE_TR_FUNCTIONS(claimscope::RunSnapshot)

public:
    QJsonObject judge;                  // provider, base_url, model, embedding/generator model, structured output
    QMap<QString, QJsonObject> metrics; // metric id → every param, defaults filled in
    QMap<QString, QString> templates;   // step → the template text used
    // step → the prompts its template rendered in the run, every template of `templates`
    // counted (0: never used); empty for a run kept before they were counted.
    QMap<QString, int> templateUses;
    QString appVersion;
    int repetitions = 1; // a repeated evaluation: how many times it ran
    DatasetRef dataset;  // set by whoever keeps the run: RunRequest does not know its files
    CaseFingerprints testCases;
    bool partial = false; // ran some metrics or test cases only (RunRequest::partial)
    // The share of labelled test cases in the tuning part when the run was made (LabelSplit),
    // set by whoever keeps the run; none for a run kept before shares were kept.
    std::optional<double> tuningShare;

    static RunSnapshot of(const RunRequest &request);
    // Records the prompts each template rendered in the run (RunProgress::templateUses): every
    // template of `templates` counted, those that rendered none as 0.
    void countTemplateUses(const QMap<QString, int> &rendered);
    // The setup for the HTML report of a kept run's results.
    ReportSetup reportSetup() const;
    QJsonObject toJson() const;
    static RunSnapshot fromJson(const QJsonObject &json);
    // SHA-256 of a template's text, hex: the same text gives the same hash in every run.
    static QString templateHash(const QString &text);

    // How changes() names params and metrics: by id for scripts ("turn_faithfulness.window_size
    // 3 → 5"), or as a person reads them in the Metrics dock ("Turn Faithfulness › Window size: 3 → 5").
    enum class Wording { Ids, ForPeople };
    // What changed from `before` to `after`, one line each, in a fixed order: the dataset
    // ("dataset hotel.json → mtrag.json", only when both are known), the judge, then
    // the templates ("template Turn Faithfulness › verdicts edited", "… reverted" when back to
    // the shipped text), then params, the test cases' content ("turn 6 of X edited"),
    // metrics added or removed (not when either run was partial: it ran only some on purpose),
    // repetitions; last, for a partial `after`, the metrics it ran ("ran only Turn
    // Faithfulness"). Empty when nothing did.
    static QStringList changes(const RunSnapshot &before, const RunSnapshot &after, Wording wording = Wording::Ids);
    // What changed in the setup alone, for a run made on purpose on some test cases and
    // metrics (a try, a held-out check): changes() over the metrics `after` ran, as if both had
    // run the same test cases.
    static QStringList setupChanges(RunSnapshot before, const RunSnapshot &after, Wording wording = Wording::Ids);
    // The templates edited from `before` to `after` (as changes() names them) that `after`
    // rendered no prompt with: the edit could not change anything.
    static QStringList unusedEdits(const RunSnapshot &before, const RunSnapshot &after);
    // Whether both runs were judged by the built-in offline judge, which scores without reading
    // any template: an edited template cannot change its scores.
    static bool judgedOffline(const RunSnapshot &before, const RunSnapshot &after);
    // The warning for edited templates that cannot change the scores of the built-in offline
    // judge, naming them; empty when no template was edited or a model judged either run.
    static QString offlineEditsText(const RunSnapshot &before, const RunSnapshot &after);
    // A run's automatic name: its first change against the previous run (Wording::ForPeople),
    // "and N more changes" when there are several; "first run" or "same setup" otherwise.
    static QString automaticName(const QStringList &changes, bool hasPrevious);

    bool operator==(const RunSnapshot &) const = default;

private:
    static QString shown(const QJsonValue &value);
    // Whether `step`'s template reads `text` now but not in `before`.
    static bool edited(const RunSnapshot &before, const QString &step, const QString &text);
};

} // namespace claimscope
