// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "applyflow.h"

#include "errortext.h"
#include "plaintext.h"

#include "doc/linediff.h"
#include "doc/yamlwriter.h"

#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace Accel::Ui {

namespace {

bool sameCluster(const std::optional<Kube::ResolvedContext> &a,
                 const std::optional<Kube::ResolvedContext> &b)
{
    return a.has_value() == b.has_value() &&
           (!a || (a->contextName == b->contextName && a->server == b->server &&
                   a->namespaceName == b->namespaceName));
}

} // namespace

ApplyFlow::ApplyFlow(QWidget *parentWidget)
    : QObject(parentWidget)
    , m_parentWidget(parentWidget)
{}

ApplyFlow::Decision ApplyFlow::confirmDialog(QWidget *parent, const QString &summary,
                                             const QList<Kube::ApplyResult> &dryRun, bool canApply,
                                             bool canForce)
{
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("applyConfirmation"));
    box.setIcon(canApply ? QMessageBox::Question : QMessageBox::Warning);
    box.setWindowTitle(tr("Apply to the cluster"));
    box.setText(plainText(summary));
    QString details;
    for (const Kube::ApplyResult &r : dryRun) {
        if (r.outcome == Kube::ApplyOutcome::Conflict) {
            details +=
                plainText(r.objectName() + QStringLiteral(": ") + r.message) + QLatin1Char('\n');
            for (const QString &field : r.conflicts)
                details += QStringLiteral("  ") + plainText(field) + QLatin1Char('\n');
            continue;
        }
        if (r.outcome != Kube::ApplyOutcome::Change && r.outcome != Kube::ApplyOutcome::Create)
            continue;
        details += plainText(r.diff());
    }
    if (!details.isEmpty())
        box.setDetailedText(details);
    makePlain(box);
    QPushButton *apply = nullptr;
    QPushButton *force = nullptr;
    if (canApply)
        apply = box.addButton(tr("Apply"), QMessageBox::AcceptRole);
    if (canForce) {
        //: Button of the apply confirmation: take over the fields other managers own
        force = box.addButton(tr("Force conflicts…"), QMessageBox::DestructiveRole);
        force->setToolTip(tr("Run the dry run again with force, taking over the fields in "
                             "conflict; you are asked again before anything is applied"));
    }
    box.addButton(canApply || canForce ? QMessageBox::Cancel : QMessageBox::Close);
    box.setDefaultButton(qobject_cast<QPushButton *>(
        box.button(canApply || canForce ? QMessageBox::Cancel : QMessageBox::Close)));
    box.exec();
    if (apply && box.clickedButton() == apply)
        return Decision::Apply;
    if (force && box.clickedButton() == force)
        return Decision::Force;
    return Decision::Cancel;
}

void ApplyFlow::setContext(const std::optional<Kube::ResolvedContext> &context)
{
    // Every run makes its client from the context as it is then, so renewed credentials apply.
    const bool changed = !sameCluster(context, m_context);
    m_context = context;
    if (!changed)
        return;
    // The cluster changed under the flow: drop it (a PATCH already sent may land).
    if (m_reading) {
        release(m_reader);
        m_reading = false;
        Q_EMIT liveReadFailed(tr("the cluster changed; read again"));
    }
    if (m_running)
        end(false, tr("Apply cancelled: the cluster changed"), Theme::Tone::Error);
}

Kube::ServerSideApply *ApplyFlow::newApply()
{
    auto *client = new Kube::ApiClient(*m_context, this);
    auto *apply = new Kube::ServerSideApply(client, client);
    connect(apply, &Kube::ServerSideApply::progress, this, &ApplyFlow::progress);
    return apply;
}

void ApplyFlow::release(QPointer<Kube::ServerSideApply> &apply)
{
    if (!apply)
        return;
    apply->cancel();
    apply->disconnect(this);
    // The client owns the applier; neither is on the stack here (their signals are queued).
    apply->parent()->deleteLater();
    apply.clear();
}

void ApplyFlow::start(const QList<QJsonObject> &objects)
{
    if (!m_context || m_running || objects.isEmpty())
        return;
    m_objects = objects;
    m_results.clear();
    m_running = true;
    const quint64 run = ++m_run;
    Q_EMIT runningChanged(true);
    release(m_apply);
    m_apply = newApply();
    // Queued: the confirmation is a modal dialog with its own event loop, which must not run
    // inside ServerSideApply's or the client's callbacks (they could be deleted under it).
    connect(m_apply, &Kube::ServerSideApply::finished, this,
            [this, run](const QList<Kube::ApplyResult> &results) {
                QMetaObject::invokeMethod(
                    this,
                    [this, run, results] {
                        if (run == m_run && m_running)
                            onStepFinished(results);
                    },
                    Qt::QueuedConnection);
            });
    connect(m_apply, &Kube::ServerSideApply::failed, this, [this, run](const Error &error) {
        const QString text = withHint(error, u" — ");
        QMetaObject::invokeMethod(
            this,
            [this, run, text] {
                if (run == m_run && m_running)
                    end(false, text, Theme::Tone::Error);
            },
            Qt::QueuedConnection);
    });
    runStep(true, false);
}

void ApplyFlow::runStep(bool dryRun, bool force)
{
    m_dryRun = dryRun;
    m_force = force;
    Kube::ApplyOptions options;
    options.dryRun = dryRun;
    options.forceConflicts = force;
    options.defaultNamespace = m_context->namespaceName;
    //: %1 a kubeconfig context
    Q_EMIT statusChanged(dryRun ? tr("Server dry run in %1…").arg(m_context->contextName)
                                : tr("Applying to %1…").arg(m_context->contextName),
                         Theme::Tone::Plain);
    Q_EMIT progress(0, int(m_objects.size()));
    m_apply->apply(m_objects, options);
}

void ApplyFlow::onStepFinished(const QList<Kube::ApplyResult> &results)
{
    m_results = results;
    int rejected = 0;
    int conflicts = 0;
    QStringList lines;
    QStringList failed;
    for (const Kube::ApplyResult &r : results) {
        QString line =
            r.objectName() + QLatin1Char(' ') + Kube::applyOutcomeName(r.outcome, r.dryRun);
        if (!r.message.isEmpty())
            line += QStringLiteral(": ") + r.message;
        lines << line;
        if (r.outcome == Kube::ApplyOutcome::Rejected || r.outcome == Kube::ApplyOutcome::Invalid) {
            ++rejected;
            failed << line;
        } else if (r.outcome == Kube::ApplyOutcome::Conflict) {
            ++conflicts;
            failed << line;
        }
    }
    const int failures = rejected + conflicts;
    const QString context = m_context ? m_context->contextName : QString();
    const QString ns = m_context ? m_context->namespaceName : QString();
    if (!m_dryRun) {
        if (failures == 0) {
            //: %1 how many objects, %2 a kubeconfig context
            end(true, tr("Applied %1 object(s) to %2").arg(results.size()).arg(context),
                Theme::Tone::Ok);
        } else {
            //: %1 how many, %2 one line per object with the server's message
            end(false,
                tr("%1 object(s) not applied: %2")
                    .arg(failures)
                    .arg(failed.join(QStringLiteral("; "))),
                Theme::Tone::Error);
        }
        return;
    }
    QString summary;
    if (failures == 0) {
        //: %1 a kubeconfig context, %2 a namespace, %3 one line per object
        summary = (m_force ? tr("Apply to context \"%1\" (namespace \"%2\"), forcing the "
                                "conflicts? The server dry run says:\n\n%3")
                           : tr("Apply to context \"%1\" (namespace \"%2\")? The server dry run "
                                "says:\n\n%3"))
                      .arg(context, ns, lines.join(QLatin1Char('\n')));
    } else if (rejected == 0) {
        //: %1 a kubeconfig context, %2 a namespace, %3 one line per object
        summary = tr("Nothing is applied to context \"%1\" (namespace \"%2\") unless you force "
                     "it: other field managers own fields this apply sets:\n\n%3")
                      .arg(context, ns, lines.join(QLatin1Char('\n')));
    } else {
        //: %1 a kubeconfig context, %2 a namespace, %3 one line per object
        summary = tr("Nothing will be applied to context \"%1\" (namespace \"%2\"): the server "
                     "dry run rejects or conflicts:\n\n%3")
                      .arg(context, ns, lines.join(QLatin1Char('\n')));
    }
    Q_EMIT statusChanged(tr("Dry run done; waiting for your confirmation"), Theme::Tone::Plain);
    const Confirmer confirm = m_confirm ? m_confirm : &ApplyFlow::confirmDialog;
    const quint64 run = m_run;
    const Decision decision =
        confirm(m_parentWidget, summary, results, failures == 0, rejected == 0 && conflicts > 0);
    if (!m_running || run != m_run || !m_apply)
        return; // cancelled (or the cluster changed) while the dialog was open
    if (decision == Decision::Force && rejected == 0 && conflicts > 0) {
        runStep(true, true); // a forced dry run first, then ask again
        return;
    }
    if (decision != Decision::Apply || failures > 0) {
        end(false,
            failures > 0 ? tr("Not applied: the dry run rejects or conflicts") : tr("Not applied"),
            failures > 0 ? Theme::Tone::Error : Theme::Tone::Plain);
        return;
    }
    runStep(false, m_force);
}

void ApplyFlow::readLive(const QList<QJsonObject> &objects)
{
    if (!m_context || objects.isEmpty())
        return;
    release(m_reader);
    m_reading = true;
    const quint64 read = ++m_read;
    m_reader = newApply();
    const auto finish = [this, read](const QList<Kube::ApplyResult> &results,
                                     const QString &error) {
        if (read != m_read || !m_reading)
            return;
        m_reading = false;
        release(m_reader);
        if (error.isEmpty())
            Q_EMIT liveRead(results);
        else
            Q_EMIT liveReadFailed(error);
    };
    connect(m_reader, &Kube::ServerSideApply::finished, this,
            [this, finish](const QList<Kube::ApplyResult> &results) {
                QMetaObject::invokeMethod(
                    this, [finish, results] { finish(results, QString()); }, Qt::QueuedConnection);
            });
    connect(m_reader, &Kube::ServerSideApply::failed, this, [this, finish](const Error &error) {
        const QString text = withHint(error, u" — ");
        QMetaObject::invokeMethod(
            this, [finish, text] { finish({}, text); }, Qt::QueuedConnection);
    });
    Kube::ApplyOptions options;
    options.readOnly = true;
    options.defaultNamespace = m_context->namespaceName;
    m_reader->apply(objects, options);
}

void ApplyFlow::cancel()
{
    if (m_reading) {
        release(m_reader);
        m_reading = false;
    }
    if (m_running) {
        end(false,
            m_dryRun ? tr("Cancelled") : tr("Cancelled: objects already sent may be applied"),
            m_dryRun ? Theme::Tone::Plain : Theme::Tone::Warning);
    }
}

void ApplyFlow::end(bool applied, const QString &status, Theme::Tone tone)
{
    if (!m_running)
        return;
    m_running = false;
    ++m_run; // whatever the applier still says belongs to no run
    release(m_apply);
    Q_EMIT statusChanged(status, tone);
    Q_EMIT runningChanged(false);
    Q_EMIT finished(applied);
}

} // namespace Accel::Ui
