// Precompiled into every core test (tests/core): QtTest, which pulls in all of Qt Core, once
// for all of them.
#pragma once
#include "core.h"
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
