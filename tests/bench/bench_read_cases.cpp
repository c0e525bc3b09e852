// Benchmark: reading one test-case file (JSON, JSONL or YAML) as the GUI and the CLI do, with
// its peak memory and time — how much beyond the test cases themselves a reader holds.
//   bench_read_cases FILE
#include "model/testcasereader.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <sys/resource.h>

#include <cstdio>

using namespace claimscope;

namespace {

long peakMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss / 1024;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_read_cases FILE\n");
        return 2;
    }
    const long before = peakMegabytes();
    QElapsedTimer clock;
    clock.start();
    const LoadedCases loaded = TestCaseReader::readFile(QString::fromLocal8Bit(argv[1]));
    const qint64 elapsed = clock.elapsed();
    if (!loaded.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.errorText()));
        return 1;
    }
    std::printf("%lld test cases (%s) in %lld ms; peak memory %ld MB (%ld MB before reading)\n",
                static_cast<long long>(loaded.cases.size()), qPrintable(loaded.format), static_cast<long long>(elapsed),
                peakMegabytes(), before);
    return 0;
}
