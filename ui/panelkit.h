// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "theme.h"
#include "workpool.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <type_traits>
#include <utility>

class QLabel;
class QProgressBar;
class QPushButton;
class QWidget;

/// What the panels repeat (issue 18, section 3): the latest-task helper, status labels in the
/// theme's tones, and the small widgets every form builds the same way.
namespace Accel::Ui::PanelKit {

/// "Run on a worker, keep only the newest result": each start() runs its work on the engine's
/// thread pool (Accel::workPool(), never Qt's own: workpool.h says why) and hands the result to
/// `done` on the context's thread, unless a newer start() or cancel() came first, or the context
/// went away. Work that takes a QPromise<T>& sees cancellation (promise.isCanceled()) and can
/// report progress; plain work cannot be interrupted, its result is just dropped. Such work may add
/// several results: each reaches the stage handler (setStage()) as it arrives, and `done` gets the
/// last one.
///
/// A LatestTask is a member of its context (the panel), so the panel's destruction drops the
/// running result: nothing is delivered to a half-destroyed panel and nothing waits on the worker.
template<typename T>
class LatestTask
{
public:
    using Progress = std::function<void(int value, int minimum, int maximum)>;

    explicit LatestTask(QObject *context)
        : m_context(context)
    {}
    ~LatestTask() { drop(); }
    LatestTask(const LatestTask &) = delete;
    LatestTask &operator=(const LatestTask &) = delete;

    /// Called with the running work's progress (QPromise::setProgressRange/Value).
    void setProgress(Progress progress) { m_progress = std::move(progress); }
    /// Called with every result as it arrives, the last one included, before `done` (issue 37:
    /// the first rows of a large file while the rest is read).
    void setStage(std::function<void(const T &)> stage) { m_stage = std::move(stage); }

    template<typename Work, typename Done>
    void start(Work &&work, Done &&done)
    {
        drop();
        auto *watcher = new QFutureWatcher<T>(m_context);
        m_watcher = watcher;
        ++m_started;
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_context,
                         [this, watcher, done = std::forward<Done>(done)]() mutable {
                             watcher->deleteLater();
                             if (watcher != m_watcher)
                                 return;
                             m_watcher = nullptr;
                             if (watcher->future().resultCount() ==
                                 0) // the work gave up on cancellation
                                 return;
                             ++m_delivered;
                             done(watcher->future().resultAt(watcher->future().resultCount() - 1));
                         });
        if (m_stage) {
            QObject::connect(watcher, &QFutureWatcherBase::resultReadyAt, m_context,
                             [this, watcher](int index) {
                                 if (watcher == m_watcher && m_stage)
                                     m_stage(watcher->resultAt(index));
                             });
        }
        if (m_progress) {
            QObject::connect(watcher, &QFutureWatcherBase::progressRangeChanged, m_context,
                             [this, watcher](int minimum, int maximum) {
                                 if (watcher == m_watcher && m_progress)
                                     m_progress(watcher->progressValue(), minimum, maximum);
                             });
            QObject::connect(watcher, &QFutureWatcherBase::progressValueChanged, m_context,
                             [this, watcher](int value) {
                                 if (watcher == m_watcher && m_progress)
                                     m_progress(value, watcher->progressMinimum(),
                                                watcher->progressMaximum());
                             });
        }
        watcher->setFuture(QtConcurrent::run(workPool(), std::forward<Work>(work)));
    }

    /// Drops the running work's result and asks it to stop. Returns whether one was running.
    bool cancel() { return drop(); }
    bool isRunning() const { return !m_watcher.isNull(); }
    /// How many runs were started and how many results reached `done` (for tests and logs).
    quint64 started() const { return m_started; }
    quint64 delivered() const { return m_delivered; }

private:
    bool drop()
    {
        QFutureWatcher<T> *watcher = m_watcher.data();
        if (!watcher)
            return false;
        m_watcher = nullptr;
        watcher->disconnect(m_context);
        watcher->cancel();
        watcher->deleteLater();
        return true;
    }

    QObject *m_context = nullptr;
    QPointer<QFutureWatcher<T>> m_watcher;
    Progress m_progress;
    std::function<void(const T &)> m_stage;
    quint64 m_started = 0;
    quint64 m_delivered = 0;
};

/// A label for a form's value: word-wrapped, selectable with the mouse, plain text (plaintext.h).
QLabel *valueLabel(QWidget *parent, const QString &objectName = QString());
/// A panel's or group's title: bold, `scale` times the default size.
QLabel *titleLabel(const QString &text, QWidget *parent, qreal scale = 1.3);
/// A status line: word-wrapped, selectable, hidden until it has something to say.
QLabel *statusLabel(QWidget *parent, const QString &objectName = QString());
/// An indeterminate busy bar (a worker that cannot tell how far along it is), hidden.
QProgressBar *busyBar(QWidget *parent, int maximumWidth = 160);

/// `text` in `tone` on `label` (Plain clears the colour), shown when it is not empty; on a plain
/// text label with its control characters made visible (plainText()).
void showStatus(QLabel *label, const QString &text, Theme::Tone tone = Theme::Tone::Plain);
/// Just the colour: the label's text in `tone`, read from its palette.
void setTone(QLabel *label, Theme::Tone tone);
/// `label` as a banner in `tone` (tinted background, tone border), shown. A rich text banner
/// escapes what it quotes (QString::toHtmlEscaped) itself.
void showBanner(QLabel *label, const QString &text, Theme::Tone tone);

} // namespace Accel::Ui::PanelKit
