#include "stemmer.h"

#include <libstemmer.h>

#include <memory>

namespace claimscope {

namespace {

struct StemmerDeleter {
    void operator()(sb_stemmer *stemmer) const { sb_stemmer_delete(stemmer); }
};

sb_stemmer *threadStemmer()
{
    thread_local std::unique_ptr<sb_stemmer, StemmerDeleter> stemmer(sb_stemmer_new("english", "UTF_8"));
    return stemmer.get();
}

} // namespace

QString Stemmer::stem(const QString &word)
{
    sb_stemmer *stemmer = threadStemmer();
    if (!stemmer || word.isEmpty())
        return word;
    const QByteArray utf8 = word.toUtf8();
    const sb_symbol *result =
        sb_stemmer_stem(stemmer, reinterpret_cast<const sb_symbol *>(utf8.constData()), int(utf8.size()));
    if (!result)
        return word;
    return QString::fromUtf8(reinterpret_cast<const char *>(result), sb_stemmer_length(stemmer));
}

} // namespace claimscope
