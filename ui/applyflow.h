// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "kube/kubeconfig.h"
#include "kube/serversideapply.h"
#include "theme.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class QWidget;

namespace Accel::Ui {

/// Apply… as both the Claims and the Overrides panel run it (issue 9, "Apply"): a server dry
/// run (`dryRun=All`) of the objects in the live context, its outcomes and diffs against the live
/// objects shown in a confirmation that names the context and namespace, then the server-side
/// apply (Kube::ServerSideApply, field manager accel-console, as `accelctl apply`). A dry run
/// that rejects applies nothing. Conflicts are shown, not forced; the operator may choose to
/// force, which runs a forced dry run and asks again before anything is written. Requests are
/// asynchronous; the UI thread never waits on them. Cancel drops the flow (a PATCH already sent
/// may still land; the status says so).
///
/// readLive() GETs the objects only (no write), for the Overrides panel's "compare with live".
class ApplyFlow : public QObject
{
    Q_OBJECT

public:
    enum class Decision
    {
        Cancel,
        Apply,
        /// Only offered when every failure of the dry run is a conflict.
        Force,
    };
    /// Shows the dry run's SUMMARY (one line per object, the context and namespace) and DRYRUN
    /// (outcomes, diffs of changes). CANAPPLY: nothing rejected or in conflict; CANFORCE: some
    /// conflict and nothing rejected.
    using Confirmer = std::function<Decision(QWidget *parent, const QString &summary,
                                             const QList<Kube::ApplyResult> &dryRun, bool canApply,
                                             bool canForce)>;

    /// PARENTWIDGET parents the confirmation dialog.
    explicit ApplyFlow(QWidget *parentWidget);

    /// Replaces the confirmation dialog (tests).
    void setConfirmer(Confirmer confirmer) { m_confirm = std::move(confirmer); }
    /// The live context to apply to; nullopt (demo, file) disables the flow. A different cluster
    /// cancels a flow under way.
    void setContext(const std::optional<Kube::ResolvedContext> &context);
    const std::optional<Kube::ResolvedContext> &context() const { return m_context; }

    /// Dry run of OBJECTS, confirmation, apply. Ignored without a context or while running.
    void start(const QList<QJsonObject> &objects);
    /// GETs OBJECTS as live in the cluster: liveRead() with one result each (outcome Create
    /// when absent, Exists with `live` filled), or liveReadFailed().
    void readLive(const QList<QJsonObject> &objects);
    /// Stops the dry run, apply or live read under way.
    void cancel();

    bool isRunning() const { return m_running; }
    bool isReading() const { return m_reading; }
    /// The outcomes of the last dry run or apply.
    const QList<Kube::ApplyResult> &results() const { return m_results; }

    /// The default confirmation: a message box with the summary, the diffs as details, and
    /// Apply / Force / Cancel as the outcomes allow.
    static Decision confirmDialog(QWidget *parent, const QString &summary,
                                  const QList<Kube::ApplyResult> &dryRun, bool canApply,
                                  bool canForce);

Q_SIGNALS:
    void runningChanged(bool running);
    /// DONE of TOTAL objects answered in the current step.
    void progress(int done, int total);
    /// A line for the panel's status label, in TONE (the theme's: Ok applied, Error refused or
    /// failed, Warning cancelled after objects were sent, Plain under way or declined).
    void statusChanged(const QString &text, Accel::Ui::Theme::Tone tone);
    /// The flow ended: APPLIED when the objects were applied without rejection or conflict.
    void finished(bool applied);
    void liveRead(const QList<Accel::Kube::ApplyResult> &results);
    void liveReadFailed(const QString &message);

private:
    /// A new applier on a new client made from the context as it is now (renewed credentials
    /// apply); the client owns the applier.
    Kube::ServerSideApply *newApply();
    /// Cancels APPLY and deletes it with its client, later; clears APPLY.
    void release(QPointer<Kube::ServerSideApply> &apply);
    void runStep(bool dryRun, bool force);
    void onStepFinished(const QList<Kube::ApplyResult> &results);
    void end(bool applied, const QString &status, Theme::Tone tone);

    QWidget *m_parentWidget = nullptr;
    Confirmer m_confirm;
    std::optional<Kube::ResolvedContext> m_context;
    QPointer<Kube::ServerSideApply> m_apply;
    QPointer<Kube::ServerSideApply> m_reader;
    QList<QJsonObject> m_objects;
    QList<Kube::ApplyResult> m_results;
    quint64 m_run = 0;  ///< which apply the queued answers belong to
    quint64 m_read = 0; ///< which live read the queued answers belong to
    bool m_running = false;
    bool m_reading = false;
    bool m_dryRun = true;
    bool m_force = false;
};

} // namespace Accel::Ui
