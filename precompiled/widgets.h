// Precompiled into every workbench translation unit (claimscope_ui): the core's set and the
// Widgets headers most views include.
#pragma once
#include "core.h"
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidget>
