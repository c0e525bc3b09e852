#include "judgefactory.h"

#include "judge/offline/offlineembedder.h"
#include "judge/offline/offlinejudge.h"
#include "judge/openaiembedder.h"
#include "judge/openaijudge.h"
#include "judge/transport/requestscheduler.h"
#include "model/urlcredentials.h"

#include <QCoreApplication>
#include <QUrl>

namespace claimscope {

JudgeSet::JudgeSet() = default;
JudgeSet::JudgeSet(JudgeSet &&) noexcept = default;
JudgeSet &JudgeSet::operator=(JudgeSet &&) noexcept = default;
JudgeSet::~JudgeSet()
{
    // The judges hold the scheduler: they go first.
    judge.reset();
    generator.reset();
    embedder.reset();
    scheduler.reset();
}

JudgeSet makeJudges(const JudgeSettings &settings)
{
    JudgeSet set;
    if (settings.isOffline()) {
        set.judge = std::make_unique<OfflineJudge>();
        set.embedder = std::make_unique<OfflineEmbedder>();
        return set;
    }
    const QUrl url(settings.baseUrl);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
        set.error = QCoreApplication::translate("claimscope::JudgeFactory",
                                                "the judge URL \"%1\" is not an http(s) URL, e.g. "
                                                "http://127.0.0.1:11434/v1")
                        .arg(UrlCredentials::stripped(settings.baseUrl));
        return set;
    }
    set.scheduler = std::make_unique<RequestScheduler>(SchedulerOptions::fromSettings(settings));
    set.judge = std::make_unique<OpenAiJudge>(settings, set.scheduler.get());
    set.judgeModel = settings.model;
    set.generatorModel = settings.generatorModel.isEmpty() ? settings.model : settings.generatorModel;
    if (!settings.generatorModel.isEmpty() && settings.generatorModel != settings.model)
        set.generator = OpenAiJudge::generator(settings, set.scheduler.get());
    if (settings.embeddingModel == QLatin1String("offline")) {
        set.embedder = std::make_unique<OfflineEmbedder>();
    } else {
        JudgeSettings embedding = settings;
        if (embedding.embeddingModel.isEmpty())
            embedding.embeddingModel = settings.model;
        set.embedder = std::make_unique<OpenAiEmbedder>(embedding, set.scheduler.get());
    }
    return set;
}

} // namespace claimscope
