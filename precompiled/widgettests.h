// Precompiled into every workbench test and journey (tests/gui, tests/journeys): QtTest and the
// Widgets headers they drive, once for all of them.
#pragma once
#include "tests.h"
#include "widgets.h"
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QTreeView>
