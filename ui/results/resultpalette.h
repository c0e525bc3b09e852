#pragma once

#include "results/resultsmodel.h"

#include <QColor>
#include <QString>

namespace claimscope {

// The colours of the results side: Okabe–Ito hues, which stay distinct for colour-blind
// viewers, darkened where they colour text. Colour is never the only cue — every status and
// verdict also carries a symbol and a word. Pure functions, UI thread.
namespace ResultPalette {

QColor passColor();      // bluish green
QColor failColor();      // vermillion
QColor errorColor();     // red (errors must read as errors)
QColor idkColor();       // amber
QColor neutralColor();   // blue: running, best match, cached
QColor mutedColor();     // grey: stale rows, reasons
QColor outOfDateColor(); // amber: results a new run would change

QColor statusColor(ResultsModel::Status status);
// "yes", "no", "idk", "best"; invalid for unjudged items.
QColor verdictColor(const QString &verdict);
// "ok", "cached", "repaired", "error" (CallLogModel::StatusRole).
QColor callStatusColor(const QString &status);
// A light background tint of a colour, for table cells.
QColor tint(const QColor &color);
// Text-safe (darker) variant of a colour for use on a white or tinted background.
QColor textColor(const QColor &color);
// Series colours for charts, in Okabe–Ito order (black last).
QColor seriesColor(int index);
// Colours for lines beside pass/fail bars: the Okabe–Ito hues other than green and vermillion.
QColor lineColor(int index);

} // namespace ResultPalette

} // namespace claimscope
