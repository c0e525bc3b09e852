// Benchmark: Turn Faithfulness on a 10-exchange conversation (default window size, one
// contradiction in the last exchange) through claimscope-cli against a loopback judge that
// answers after a fixed delay. Reports wall time ÷ (4 rounds × delay) and the request count.
//   bench_turnfaithfulness [delay-ms=400] [concurrency=32]
#include "support/fakejudgeserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <cstdio>

using namespace claimscope;

namespace {

constexpr int Exchanges = 10;

QByteArray conversation()
{
    QJsonArray turns;
    for (int i = 0; i < Exchanges; ++i) {
        turns.append(QJsonObject{{QStringLiteral("role"), QStringLiteral("user")},
                                 {QStringLiteral("content"), QStringLiteral("Question %1 about the hotel?").arg(i)}});
        turns.append(QJsonObject{
            {QStringLiteral("role"), QStringLiteral("assistant")},
            {QStringLiteral("content"), QStringLiteral("Statement number %1 about the hotel.").arg(i)},
            {QStringLiteral("retrieval_context"), QJsonArray{QStringLiteral("Fact sheet %1 of the hotel.").arg(i)}}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("turns"), turns}}).toJson();
}

// One claim per assistant statement; the claim about the last exchange is contradicted.
FakeJudgeServer::Response answer(const FakeJudgeServer::Request &request, int delayMs)
{
    static const QRegularExpression statement(QStringLiteral("Statement number (\\d+)"));
    const QString prompt = request.lastUserMessage();
    QJsonObject body;
    if (request.step.endsWith(QLatin1String("__truths"))) {
        body = {{QStringLiteral("truths"), QJsonArray{QStringLiteral("a fact")}}};
    } else if (request.step.endsWith(QLatin1String("__claims"))) {
        QJsonArray claims;
        for (auto it = statement.globalMatch(prompt); it.hasNext();)
            claims.append(it.next().captured(0));
        body = {{QStringLiteral("claims"), claims}};
    } else if (request.step.endsWith(QLatin1String("__verdicts"))) {
        QJsonArray verdicts;
        for (auto it = statement.globalMatch(prompt); it.hasNext();) {
            const bool last = it.next().captured(1).toInt() == Exchanges - 1;
            verdicts.append(QJsonObject{
                {QStringLiteral("verdict"), last ? QStringLiteral("no") : QStringLiteral("yes")},
                {QStringLiteral("reason"), last ? QJsonValue(QStringLiteral("contradicted")) : QJsonValue()}});
        }
        body = {{QStringLiteral("verdicts"), verdicts}};
    } else {
        body = {{QStringLiteral("reason"), QStringLiteral("a reason")}};
    }
    return FakeJudgeServer::chatReply(body).after(delayMs);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int delayMs = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 400;
    const QString concurrency = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral("32");
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("conversation.json"));
    QFile out(file);
    out.open(QIODevice::WriteOnly);
    out.write(conversation());
    out.close();

    FakeJudgeServer server;
    server.setHandler([delayMs](const FakeJudgeServer::Request &request) { return answer(request, delayMs); });
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.path());
    cli.setProcessEnvironment(env);
    QSignalSpy finished(&cli, &QProcess::finished);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(CLAIMSCOPE_CLI),
              {QStringLiteral("evaluate"), file, QStringLiteral("--metric"), QStringLiteral("turn_faithfulness"),
               QStringLiteral("--judge-url"), server.url(), QStringLiteral("--judge-model"), QStringLiteral("bench"),
               QStringLiteral("--concurrency"), concurrency, QStringLiteral("--no-cache"), QStringLiteral("--quiet"),
               QStringLiteral("--format"), QStringLiteral("json")});
    finished.wait(120000);
    const double wallMs = clock.elapsed();
    const QJsonObject result = QJsonDocument::fromJson(cli.readAllStandardOutput())
                                   .object()
                                   .value(QStringLiteral("results"))
                                   .toArray()
                                   .first()
                                   .toObject();
    std::printf("turn_faithfulness, %d exchanges, window_size 10, concurrency %s, judge delay %d ms\n", Exchanges,
                qPrintable(concurrency), delayMs);
    std::printf("score %.6f (exit code %d)\n", result.value(QStringLiteral("score")).toDouble(), cli.exitCode());
    std::printf("judge requests: %d (DeepEval's structure: %d)\n", server.requestCount(), 4 * Exchanges + 1);
    std::printf("most requests in flight at once: %d\n", server.maxInFlight());
    std::printf("wall time incl. process start: %.0f ms = %.3f x (4 rounds x %d ms)\n", wallMs,
                wallMs / (4.0 * delayMs), delayMs);
    return 0;
}
