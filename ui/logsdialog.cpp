// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "logsdialog.h"
#include "icons.h"

#include "errortext.h"
#include "panelkit.h"
#include "plaintext.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

namespace Accel::Ui {

LogsDialog::LogsDialog(const QString &project, const Launch::ComposeInvocation &invocation,
                       QWidget *parent)
    : QDialog(parent)
    , m_runner(new Launch::ComposeRunner(this))
{
    setObjectName(QStringLiteral("logsDialog"));
    setAttribute(Qt::WA_DeleteOnClose);
    //: Title of the logs window; %1 is a docker compose project
    setWindowTitle(plainText(tr("Logs of %1").arg(project)));
    resize(900, 560);

    m_view = new QPlainTextEdit(this);
    m_view->setObjectName(QStringLiteral("logsView"));
    m_view->setReadOnly(true);
    m_view->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_view->setMaximumBlockCount(MaxLines);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    m_status = PanelKit::valueLabel(this, QStringLiteral("logsStatus"));
    m_status->setText(tr("Following…"));

    m_stopButton =
        new QPushButton(style()->standardIcon(QStyle::SP_MediaStop), tr("Stop &following"), this);
    m_stopButton->setObjectName(QStringLiteral("stopFollowingButton"));
    m_stopButton->setShortcut(Qt::Key_Escape);
    connect(m_stopButton, &QPushButton::clicked, this, &LogsDialog::stopFollowing);
    auto *copy = new QPushButton(Icons::icon(Icons::Action::Copy), tr("&Copy"), this);
    copy->setObjectName(QStringLiteral("copyLogsButton"));
    copy->setToolTip(tr("Copy the output shown to the clipboard"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_view->toPlainText()); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *row = new QHBoxLayout;
    row->addWidget(m_status, 1);
    row->addWidget(m_stopButton);
    row->addWidget(copy);
    row->addWidget(buttons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_view, 1);
    layout->addLayout(row);

    connect(m_runner, &Launch::ComposeRunner::outputReceived, this, &LogsDialog::append);
    connect(m_runner, &Launch::ComposeRunner::finished, this, &LogsDialog::onFinished);
    // Started from the event loop, so whoever opened the dialog has connected to it first.
    QTimer::singleShot(0, this, [this, invocation] { m_runner->start(invocation); });
}

LogsDialog::~LogsDialog()
{
    m_runner->disconnect(this);
}

bool LogsDialog::isFollowing() const
{
    return m_runner->isRunning();
}

QString LogsDialog::text() const
{
    return m_view->toPlainText();
}

void LogsDialog::stopFollowing()
{
    if (!m_runner->isRunning())
        return;
    m_stopRequested = true;
    m_stopButton->setEnabled(false);
    m_status->setText(tr("Stopping…"));
    m_runner->cancel();
}

void LogsDialog::append(const QString &text)
{
    QScrollBar *bar = m_view->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    // A container that never writes a newline (progress bars, binary) would grow one block
    // without bound: break lines at MaxLineLength, so MaxLines bounds the memory.
    QString chunk;
    chunk.reserve(text.size());
    // The containers' output as a terminal would get it from accelctl logs: escape sequences
    // and other control characters shown, not obeyed or dropped (issue 32).
    for (const QChar c : plainText(text)) {
        if (c == QLatin1Char('\n')) {
            m_lineLength = 0;
        } else if (++m_lineLength > MaxLineLength) {
            chunk += QLatin1Char('\n');
            m_lineLength = 1;
        }
        chunk += c;
    }
    QTextCursor cursor(m_view->document());
    cursor.movePosition(QTextCursor::End);
    cursor.insertText(chunk);
    if (atEnd)
        bar->setValue(bar->maximum());
}

void LogsDialog::onFinished(bool ok, const Error &error)
{
    m_stopButton->setEnabled(false);
    if (m_stopRequested) {
        m_status->setText(tr("Stopped following. The containers keep running."));
        Q_EMIT followingEnded(true, Error());
        return;
    }
    if (ok) {
        m_status->setText(tr("The project's containers have ended: nothing more to follow."));
    } else {
        // In the theme's red, as the panels' errors.
        PanelKit::showStatus(m_status, error.code + QStringLiteral(": ") + withHint(error, u" "),
                             Theme::Tone::Error);
    }
    Q_EMIT followingEnded(ok, error);
}

} // namespace Accel::Ui
