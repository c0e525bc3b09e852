#pragma once

#include "model/testcase.h"

#include <QString>

namespace claimscope {

// Reading and changing the parts of a retrieval-context item the editor shows: its text and its
// source id (the key Source Diversity reads first: source_id, document_id … in the item or its
// metadata). Pure functions, any thread.
namespace ContextItemFields {

// The id's value ("kb/pets.md"), empty when the item has none (a plain string).
QString sourceId(const ContextItem &item);
// The key that holds it ("source_id", "url" …), empty when none.
QString sourceKey(const ContextItem &item);
// Sets the id where the item keeps it (source_id for a new one); empty removes it, and an item
// left with nothing but its text becomes a plain string again.
ContextItem withSourceId(ContextItem item, const QString &id);
// Sets the text, also in the field the item's text was read from.
ContextItem withText(ContextItem item, const QString &text);

} // namespace ContextItemFields

} // namespace claimscope
