#include "jsonnesting.h"

namespace claimscope::JsonNesting {

qint64 firstTooDeep(QByteArrayView text, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    for (qint64 i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i; // the escaped character cannot end the string
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"': inString = true; break;
        case '[':
        case '{':
            if (++depth > maxDepth)
                return i;
            break;
        case ']':
        case '}':
            if (depth > 0) // unbalanced text is the parser's to report
                --depth;
            break;
        default: break;
        }
    }
    return -1;
}

} // namespace claimscope::JsonNesting
