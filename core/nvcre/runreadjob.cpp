// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "runreadjob.h"
#include "nvcretr.h"

#include "basecodes.h"
#include "kube/apiclient.h"
#include "kube/kubecodes.h"
#include "kube/snapshot.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <optional>

namespace Accel::Nvcre {

namespace {
/// The run kinds' plural names (STATUS-NOTES section 0).
const QStringList RunPlurals = {QStringLiteral("certifications"),
                                QStringLiteral("workloadruns"),
                                QStringLiteral("workflows"),
                                QStringLiteral("jobs"),
                                QStringLiteral("bandwidthmeasurements"),
                                QStringLiteral("goodputmeasurements")};

QString encoded(const QString &segment)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(segment));
}

/// A 403 or 404: a note, not an error (issue 36).
bool isNote(const Error &error)
{
    return error.code == Code::KUBE_FORBIDDEN || error.code == Code::KUBE_NOT_FOUND;
}
} // namespace

RunReadJob::RunReadJob(Kube::ResolvedContext context, QString ns, QObject *parent)
    : QObject(parent)
    , m_context(std::move(context))
    , m_namespace(std::move(ns))
    , m_client(new Kube::ApiClient(m_context, this))
{
    qRegisterMetaType<Accel::Nvcre::RunObjects>();
}

RunReadJob::~RunReadJob()
{
    cancel();
}

void RunReadJob::cancel()
{
    m_running = false;
    m_steps.clear();
    m_client->cancelAll();
}

QString RunReadJob::nsPath(const QString &prefix, const QString &plural) const
{
    if (m_namespace.isEmpty())
        return prefix + QLatin1Char('/') + plural;
    return prefix + QStringLiteral("/namespaces/") + encoded(m_namespace) + QLatin1Char('/') +
           plural;
}

void RunReadJob::addGroupSteps(const QString &group)
{
    // Discovery first: a group the cluster does not serve is one note, not six.
    Step discovery;
    discovery.path = QStringLiteral("/apis/") + group + QStringLiteral("/v1alpha1");
    discovery.resource = Tr::tr("the %1/v1alpha1 API").arg(group);
    discovery.get = true;
    m_steps << discovery;
}

void RunReadJob::addConfigMapSteps()
{
    // The node-result ConfigMaps the runs' status names, each read by name.
    QSet<QString> seen;
    const RunObjects runs = RunObjects::fromObjects(m_objects);
    // One GET of NAME in NS under PREFIX ("/api/v1", "/apis/batch/v1") and PLURAL, once; the
    // answer is taken as KIND of API version PREFIX names where it leaves them out.
    const auto get = [this, &seen](const QString &prefix, const QString &plural, const QString &ns,
                                   const QString &name, const QString &resource,
                                   const QString &kind) {
        const QString path = prefix + QStringLiteral("/namespaces/") + encoded(ns) +
                             QLatin1Char('/') + plural + QLatin1Char('/') + encoded(name);
        if (name.isEmpty() || ns.isEmpty() || seen.contains(path))
            return;
        seen.insert(path);
        Step step;
        step.path = path;
        step.resource = resource;
        step.get = true;
        step.kind = kind;
        step.apiVersion = prefix.mid(prefix.indexOf(QLatin1Char('/'), 1) + 1); // "v1", "batch/v1"
        m_steps << step;
    };
    const auto add = [&get](const QJsonObject &ref, const QString &ns) {
        const QString name = ref.value(QLatin1String("name")).toString();
        get(QStringLiteral("/api/v1"), QStringLiteral("configmaps"), ns, name,
            Tr::tr("ConfigMap %1/%2").arg(ns, name), QStringLiteral("ConfigMap"));
    };
    const auto nsOf = [](const QJsonObject &o) {
        return o.value(QLatin1String("metadata"))
            .toObject()
            .value(QLatin1String("namespace"))
            .toString();
    };
    for (const QList<QJsonObject> *list : {&runs.workflows, &runs.workloadRuns}) {
        for (const QJsonObject &o : *list) {
            const QJsonObject status = o.value(QLatin1String("status")).toObject();
            add(status.value(QLatin1String("failedNodesRef")).toObject(), nsOf(o));
            add(status.value(QLatin1String("succeededNodesRef")).toObject(), nsOf(o));
        }
    }
    for (const QJsonObject &cert : runs.certifications) {
        for (const QJsonValue &cs : cert.value(QLatin1String("status"))
                                        .toObject()
                                        .value(QLatin1String("categoryStatuses"))
                                        .toArray()) {
            const QJsonObject c = cs.toObject();
            QString ns = c.value(QLatin1String("workflowRef"))
                             .toObject()
                             .value(QLatin1String("namespace"))
                             .toString();
            if (ns.isEmpty())
                ns = nsOf(cert);
            add(c.value(QLatin1String("failedNodesRef")).toObject(), ns);
        }
    }
    // The batch Jobs a failed NVCRE Job names as its first failed one (STATUS-NOTES section
    // 3.1: the failed group's reason is enriched from it), each read by name.
    for (const QJsonObject &job : runs.jobs) {
        for (const QJsonValue &c : job.value(QLatin1String("status"))
                                       .toObject()
                                       .value(QLatin1String("conditions"))
                                       .toArray()) {
            if (c.toObject().value(QLatin1String("type")).toString() != QLatin1String("Failed"))
                continue;
            const QString name =
                firstFailedJobName(c.toObject().value(QLatin1String("message")).toString());
            get(QStringLiteral("/apis/batch/v1"), QStringLiteral("jobs"), nsOf(job), name,
                Tr::tr("Job %1/%2").arg(nsOf(job), name), QStringLiteral("Job"));
        }
    }
    Step events;
    events.path = nsPath(QStringLiteral("/apis/events.k8s.io/v1"), QStringLiteral("events"));
    events.resource = QStringLiteral("events.events.k8s.io");
    m_steps << events;
}

void RunReadJob::start()
{
    cancel();
    m_running = true;
    m_objects.clear();
    m_notes.clear();
    m_listed.clear();
    addGroupSteps(QStringLiteral("nvcre.nvidia.com"));
    addGroupSteps(QStringLiteral("cre.nvidia.com"));
    Step configMaps;
    configMaps.after = [this] { addConfigMapSteps(); };
    m_steps << configMaps;
    // Never from inside start(): the caller connects first.
    QTimer::singleShot(0, this, [this] { next(); });
}

void RunReadJob::next()
{
    if (!m_running)
        return;
    if (m_steps.isEmpty()) {
        m_running = false;
        RunObjects out = RunObjects::fromObjects(m_objects);
        out.notes = m_notes;
        Q_EMIT finished(out);
        return;
    }
    const Step step = m_steps.takeFirst();
    if (step.path.isEmpty()) {
        if (step.after)
            step.after();
        return next();
    }
    const auto failOrNote = [this, step](const Error &error) {
        if (!isNote(error)) {
            m_running = false;
            m_steps.clear();
            Q_EMIT failed(error);
            return false;
        }
        // A batch Job its TTL removed is no news: the reason stays as the Job wrote it.
        if (!(step.kind == QLatin1String("Job") && error.code == Code::KUBE_NOT_FOUND))
            m_notes << error.message;
        return true;
    };
    if (step.get) {
        m_client->get(
            step.path, step.resource, [this, step, failOrNote](const Result<QJsonObject> &answer) {
                if (!answer) {
                    if (failOrNote(answer.error()))
                        next();
                    return;
                }
                if (answer->value(QLatin1String("kind")).toString() ==
                    QLatin1String("APIResourceList")) {
                    // Discovery: list the run kinds this version serves.
                    const QString base = step.path;
                    QStringList served;
                    for (const QJsonValue &r : answer->value(QLatin1String("resources")).toArray())
                        served << r.toObject().value(QLatin1String("name")).toString();
                    QList<Step> lists;
                    for (const QString &plural : RunPlurals) {
                        if (!served.contains(plural))
                            continue;
                        Step list;
                        list.path = nsPath(base, plural);
                        list.resource =
                            plural + QLatin1Char('.') + base.section(QLatin1Char('/'), 2, 2);
                        lists << list;
                    }
                    m_steps = lists + m_steps;
                } else {
                    QJsonObject object = *answer;
                    if (!object.contains(QLatin1String("kind")))
                        object.insert(QStringLiteral("kind"), step.kind);
                    if (!object.contains(QLatin1String("apiVersion")))
                        object.insert(QStringLiteral("apiVersion"), step.apiVersion);
                    m_objects << object;
                }
                next();
            });
        return;
    }
    m_client->list(
        step.path, step.resource, [this, step, failOrNote](const Result<Kube::ListResult> &list) {
            if (!list) {
                if (failOrNote(list.error()))
                    next();
                return;
            }
            m_listed << ListedCollection{step.path, step.resource, list->resourceVersion};
            for (const QJsonObject &item : list->items) {
                const auto kind = Kube::ClusterSnapshot::objectKind(
                    item.value(QLatin1String("apiVersion")).toString(),
                    item.value(QLatin1String("kind")).toString());
                if (Kube::ClusterSnapshot::isRunObject(item, kind))
                    m_objects << item;
            }
            next();
        });
}

Result<RunObjects> RunReadJob::exec()
{
    QEventLoop loop;
    std::optional<Result<RunObjects>> result;
    const auto ok = connect(this, &RunReadJob::finished, &loop, [&](const RunObjects &objects) {
        result = objects;
        loop.quit();
    });
    const auto bad = connect(this, &RunReadJob::failed, &loop, [&](const Error &error) {
        result = tl::unexpected(error);
        loop.quit();
    });
    start();
    if (!result)
        loop.exec();
    disconnect(ok);
    disconnect(bad);
    return *result;
}

} // namespace Accel::Nvcre
