#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace claimscope {

// One judged MTRAG response as a single-turn case: the last user turn, the judged answer, its
// passages and the human faithfulness label.
struct MtragCase {
    int index = 0; // position in mtrag-conversations.json
    QString input;
    QString answer;
    QStringList passages;
    bool faithful = false;
};

// Loads the MTRAG human-evaluation conversations (datasets/mtrag-human) for tests and
// benchmarks. Any thread.
class MtragCases
{
public:
    // CLAIMSCOPE_SHARED_DIR/datasets/mtrag-human/mtrag-conversations.json
    static QString defaultPath();
    // Empty with `error` set when the file is missing or malformed.
    static QList<MtragCase> load(const QString &path, QString *error);
};

} // namespace claimscope
