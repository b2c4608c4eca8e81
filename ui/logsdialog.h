// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "launch/composerunner.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Accel::Ui {

/// A launched project's container output, followed live (`compose … logs --follow`), with a
/// Stop following button. Non-modal: the panel stays usable while it is open. The output is
/// capped in lines, so following a chatty service for days costs bounded memory.
class LogsDialog : public QDialog
{
    Q_OBJECT

public:
    /// Starts following at once; `invocation` comes from Launch::LaunchControl::logs().
    LogsDialog(const QString &project, const Launch::ComposeInvocation &invocation,
               QWidget *parent = nullptr);
    ~LogsDialog() override;

    bool isFollowing() const;
    QString text() const;

    /// The most lines the view keeps, and the longest line before it is broken.
    static constexpr int MaxLines = 20000;
    static constexpr int MaxLineLength = 4096;

public Q_SLOTS:
    void stopFollowing();

Q_SIGNALS:
    /// Following ended: stopped by the button, or docker ended (ok false: `error` says why).
    void followingEnded(bool ok, const Accel::Error &error);

private:
    void append(const QString &text);
    void onFinished(bool ok, const Error &error);

    Launch::ComposeRunner *m_runner = nullptr;
    QPlainTextEdit *m_view = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_stopButton = nullptr;
    bool m_stopRequested = false;
    int m_lineLength = 0;
};

} // namespace Accel::Ui
