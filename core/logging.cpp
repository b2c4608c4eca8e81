// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "logging.h"

Q_LOGGING_CATEGORY(lcDoc, "accel.doc", QtWarningMsg)
Q_LOGGING_CATEGORY(lcHost, "accel.host", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSideload, "accel.sideload", QtWarningMsg)
Q_LOGGING_CATEGORY(lcKube, "accel.kube", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDra, "accel.dra", QtWarningMsg)
Q_LOGGING_CATEGORY(lcNvcre, "accel.nvcre", QtWarningMsg)
Q_LOGGING_CATEGORY(lcMcp, "accel.mcp", QtWarningMsg)
