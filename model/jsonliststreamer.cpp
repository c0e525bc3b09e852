#include "jsonliststreamer.h"

namespace claimscope::JsonListStreamer {

nlohmann::json parse(QByteArrayView text, const ElementHandler &handler, qsizetype *streamed)
{
    using Event = nlohmann::json::parse_event_t;
    int open = 0;      // containers open around the current event
    int listLevel = 0; // `open` inside the test-case list; 0 outside it
    bool rootIsObject = false;
    QString listPath;
    std::string rootKey; // the root object's key being read
    *streamed = 0;
    const auto element = [&](const nlohmann::json &value) {
        handler(value, listPath, (*streamed)++);
        return false; // read: drop it from the tree
    };
    const nlohmann::json::parser_callback_t callback = [&](int, Event event, nlohmann::json &parsed) {
        switch (event) {
        case Event::object_start:
            rootIsObject = rootIsObject || open == 0;
            ++open;
            return true;
        case Event::array_start:
            if (open == 0) {
                listLevel = 1;
            } else if (open == 1 && rootIsObject && rootKey == "test_cases" && listLevel == 0) {
                listLevel = 2;
                listPath = QStringLiteral("test_cases");
            }
            ++open;
            return true;
        case Event::key:
            if (open == 1)
                rootKey = parsed.get<std::string>();
            return true;
        case Event::object_end:
        case Event::array_end:
            --open;
            if (listLevel > 0 && open == listLevel)
                return element(parsed);
            if (listLevel > 0 && open == listLevel - 1)
                listLevel = -1; // the list is closed: nothing after it is streamed
            return true;
        case Event::value:
            if (listLevel > 0 && open == listLevel)
                return element(parsed);
            return true;
        }
        return true;
    };
    return nlohmann::json::parse(text.begin(), text.end(), callback);
}

} // namespace claimscope::JsonListStreamer
