// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "clusterreader.h"
#include "basecodes.h"
#include "kubecodes.h"
#include "kubetr.h"

#include <QUrl>

#include "kube/apiclient.h"
#include "logging.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QTimer>

namespace Accel::Kube {

namespace {
const QString DraGroup = QStringLiteral("resource.k8s.io");

/// The DRA versions the inventory reads, most preferred first.
const QStringList DraVersions = {QStringLiteral("v1"), QStringLiteral("v1beta2"),
                                 QStringLiteral("v1beta1")};

QString objectKey(const QJsonObject &object)
{
    const QJsonObject meta = object.value(QLatin1String("metadata")).toObject();
    const QString ns = meta.value(QLatin1String("namespace")).toString();
    const QString name = meta.value(QLatin1String("name")).toString();
    return ns.isEmpty() ? name : ns + QLatin1Char('/') + name;
}

bool isCode(const Error &error, const ErrorCode &code)
{
    return error.code == code;
}
} // namespace

ClusterReader::ClusterReader(ResolvedContext context, QObject *parent)
    : QObject(parent)
    , m_context(std::move(context))
    , m_client(new ApiClient(m_context, this))
    , m_updateTimer(new QTimer(this))
    , m_relistTimer(new QTimer(this))
{
    m_updateTimer->setSingleShot(true);
    m_updateTimer->setInterval(250);
    connect(m_updateTimer, &QTimer::timeout, this, [this] { Q_EMIT updated(current()); });
    connect(m_relistTimer, &QTimer::timeout, this, [this] {
        if (m_reading)
            return;
        m_relistRound = true;
        read(m_options);
    });
}

ClusterReader::~ClusterReader()
{
    cancel();
}

void ClusterReader::cancel()
{
    m_reading = false;
    m_watching = false;
    m_relisting = false;
    m_relistTimer->stop();
    m_updateTimer->stop();
    for (const QPointer<ApiWatch> &watch : std::as_const(m_watches))
        delete watch.data();
    m_watches.clear();
    m_client->cancelAll();
}

ClusterRead ClusterReader::current() const
{
    ClusterRead out;
    QList<QJsonObject> objects;
    objects.reserve(m_nodes.size() + m_slices.size() + m_classes.size() + m_pods.size() +
                    m_claims.size() + m_templates.size() + m_taintRules.size() +
                    m_namespaces.size());
    for (const auto *map : {&m_nodes, &m_slices, &m_classes, &m_claims, &m_templates, &m_taintRules,
                            &m_namespaces, &m_pods})
        for (const QJsonObject &object : *map)
            objects.append(object);
    const QString source = Tr::tr("context %1 (%2)").arg(m_context.contextName, m_context.server);
    Result<ClusterSnapshot> snapshot = ClusterSnapshot::fromObjects(objects, source);
    if (snapshot)
        out.snapshot = std::move(*snapshot);
    out.snapshot.setRefusedLists(m_forbiddenErrors);
    out.snapshot.setServerVersion(m_serverVersion);
    out.resourceApiVersion = m_resourceApiVersion;
    out.warnings = m_context.warnings + m_warnings;
    out.forbidden = m_forbidden;
    out.forbiddenErrors = m_forbiddenErrors;
    return out;
}

void ClusterReader::read(const ClusterReadOptions &options)
{
    // cancelAll() silences the watches too: drop them, so isWatching() does not lie.
    if (!m_watches.isEmpty()) {
        for (const QPointer<ApiWatch> &watch : std::as_const(m_watches))
            delete watch.data();
        m_watches.clear();
        m_watching = false;
    }
    m_client->cancelAll();
    m_options = options;
    m_reading = true;
    m_stepIndex = 0;
    m_steps.clear();
    m_warnings.clear();
    m_forbidden.clear();
    m_unserved.clear();
    m_forbiddenErrors.clear();
    m_resourceApiVersion.clear();
    m_serverVersion.clear();
    m_servedVersions.clear();
    Q_EMIT progress(QStringLiteral("discovery"), 0, 5);
    const auto discover = [this] {
        m_client->get(QStringLiteral("/apis/") + DraGroup, Tr::tr("the %1 API group").arg(DraGroup),
                      [this](const Result<QJsonObject> &group) { discovered(group); });
    };
    if (!m_options.allocationState)
        return discover();
    // The server version decides the allocator's feature gates; a server that does not say
    // leaves them at the newest release's defaults. One that did not answer within the request
    // deadline ends the read: a drip-feed would otherwise cost one deadline per request
    // (issue 19: `--request-timeout 5` must end in about 5 s).
    m_client->get(QStringLiteral("/version"), Tr::tr("the server version"),
                  [this, discover](const Result<QJsonObject> &version) {
                      // Nor does one whose credentials cannot be had (an exec plugin that
                      // failed or timed out, a token file that cannot be read): the next
                      // request would only run into the same, and cost another deadline.
                      if (!version && (isCode(version.error(), Code::KUBE_TIMEOUT) ||
                                       isCode(version.error(), Code::KUBECONFIG_EXEC) ||
                                       isCode(version.error(), Code::KUBE_CREDENTIALS) ||
                                       isCode(version.error(), Code::FILE_NOT_REGULAR) ||
                                       isCode(version.error(), Code::LIMIT_EXCEEDED)))
                          return fail(version.error());
                      if (version)
                          m_serverVersion = version->value(QLatin1String("gitVersion")).toString();
                      discover();
                  });
}

void ClusterReader::discovered(const Result<QJsonObject> &group)
{
    if (!group && !isCode(group.error(), Code::KUBE_NOT_FOUND) &&
        !isCode(group.error(), Code::KUBE_FORBIDDEN))
        return fail(group.error());
    QString version;
    if (group) {
        // APIGroup: {versions: [{groupVersion: "resource.k8s.io/v1", version: "v1"}, ...]}.
        QStringList served;
        for (const QJsonValue &v : group->value(QLatin1String("versions")).toArray())
            served << v.toObject().value(QLatin1String("version")).toString();
        m_servedVersions = served;
        for (const QString &candidate : DraVersions) {
            if (served.contains(candidate)) {
                version = candidate;
                break;
            }
        }
        if (version.isEmpty())
            m_warnings << Tr::tr("the cluster serves %1 only in versions the console does not "
                                 "read (%2); no ResourceSlices are shown")
                              .arg(DraGroup, served.join(QStringLiteral(", ")));
    } else if (isCode(group.error(), Code::KUBE_NOT_FOUND)) {
        m_warnings << Tr::tr("the cluster serves no %1 API (Dynamic Resource Allocation needs "
                             "Kubernetes 1.32 or later); no ResourceSlices are shown")
                          .arg(DraGroup);
    } else {
        m_warnings << group.error().message;
    }
    if (!version.isEmpty())
        m_resourceApiVersion = DraGroup + QLatin1Char('/') + version;
    qCInfo(lcKube) << "reading" << (version.isEmpty() ? QStringLiteral("no DRA API") : version)
                   << "from context" << m_context.contextName;

    m_steps << Step{QStringLiteral("nodes"), QStringLiteral("/api/v1/nodes"),
                    QStringLiteral("nodes")};
    if (!version.isEmpty()) {
        const QString base = QStringLiteral("/apis/") + m_resourceApiVersion;
        m_steps << Step{QStringLiteral("resourceslices"), base + QStringLiteral("/resourceslices"),
                        QStringLiteral("resourceslices.") + DraGroup};
        if (m_options.deviceClasses)
            m_steps << Step{QStringLiteral("deviceclasses"),
                            base + QStringLiteral("/deviceclasses"),
                            QStringLiteral("deviceclasses.") + DraGroup};
        if (m_options.allocationState) {
            m_steps << Step{QStringLiteral("resourceclaims"),
                            base + QStringLiteral("/resourceclaims"),
                            QStringLiteral("resourceclaims.") + DraGroup};
            m_steps << Step{QStringLiteral("resourceclaimtemplates"),
                            base + QStringLiteral("/resourceclaimtemplates"),
                            QStringLiteral("resourceclaimtemplates.") + DraGroup};
            // DeviceTaintRules are served in v1beta2 (1.36) or v1alpha3 (1.33-1.35) only.
            for (const QString &taintVersion :
                 {QStringLiteral("v1beta2"), QStringLiteral("v1alpha3")}) {
                if (m_servedVersions.contains(taintVersion)) {
                    m_steps << Step{QStringLiteral("devicetaintrules"),
                                    QStringLiteral("/apis/") + DraGroup + QLatin1Char('/') +
                                        taintVersion + QStringLiteral("/devicetaintrules"),
                                    QStringLiteral("devicetaintrules.") + DraGroup};
                    break;
                }
            }
        }
    }
    if (m_options.allocationState)
        m_steps << Step{QStringLiteral("namespaces"), QStringLiteral("/api/v1/namespaces"),
                        QStringLiteral("namespaces")};
    if (m_options.pods)
        m_steps << Step{
            QStringLiteral("pods"),
            m_options.podsNamespace.isEmpty()
                ? QStringLiteral("/api/v1/pods")
                : QString(QStringLiteral("/api/v1/namespaces/") +
                          QString::fromLatin1(QUrl::toPercentEncoding(m_options.podsNamespace)) +
                          QStringLiteral("/pods")),
            QStringLiteral("pods")};
    if (!m_relistRound) {
        m_nodes.clear(), m_slices.clear(), m_classes.clear(), m_pods.clear();
        m_claims.clear(), m_templates.clear(), m_taintRules.clear(), m_namespaces.clear();
    }
    nextStep();
}

QMap<QString, QJsonObject> &ClusterReader::store(const QString &step)
{
    if (step == QLatin1String("nodes"))
        return m_nodes;
    if (step == QLatin1String("resourceslices"))
        return m_slices;
    if (step == QLatin1String("deviceclasses"))
        return m_classes;
    if (step == QLatin1String("resourceclaims"))
        return m_claims;
    if (step == QLatin1String("resourceclaimtemplates"))
        return m_templates;
    if (step == QLatin1String("devicetaintrules"))
        return m_taintRules;
    if (step == QLatin1String("namespaces"))
        return m_namespaces;
    return m_pods;
}

void ClusterReader::nextStep()
{
    if (m_stepIndex >= m_steps.size()) {
        m_reading = false;
        if (m_forbidden.contains(QLatin1String("nodes")) &&
            (m_forbidden.contains(QLatin1String("resourceslices")) ||
             m_resourceApiVersion.isEmpty()))
            return fail(Error::of(Code::KUBE_FORBIDDEN,
                                  Tr::tr("user \"%1\" (context \"%2\") may list neither nodes nor "
                                         "resourceslices, so there is nothing to show")
                                      .arg(m_context.userName, m_context.contextName),
                                  Tr::tr("Ask the cluster administrator for list and watch access "
                                         "to nodes and resourceslices.resource.k8s.io.")));
        if (std::exchange(m_relistRound, false))
            Q_EMIT updated(current());
        else
            Q_EMIT finished(current());
        return;
    }
    const Step step = m_steps.at(m_stepIndex);
    Q_EMIT progress(step.name, m_stepIndex + 1, int(m_steps.size()) + 1);
    m_client->list(step.path, step.resource, [this, step](const Result<ListResult> &list) {
        if (!list) {
            // Pods only feed certification detection, which falls back and says why: any
            // failure to list them is kept, never fatal. Other lists fail on anything but 403.
            const bool forbidden = isCode(list.error(), Code::KUBE_FORBIDDEN);
            // What only the allocation preview reads degrades like pods: claims, taint rules
            // and namespaces the user may not list leave the preview blind to them.
            const bool optional = step.name == QLatin1String("pods") ||
                                  step.name == QLatin1String("resourceclaims") ||
                                  step.name == QLatin1String("resourceclaimtemplates") ||
                                  step.name == QLatin1String("devicetaintrules") ||
                                  step.name == QLatin1String("namespaces");
            if (optional && step.name != QLatin1String("pods") &&
                isCode(list.error(), Code::KUBE_NOT_FOUND)) {
                m_unserved << step.name; // a server that does not serve it: nothing to see
                store(step.name).clear();
                ++m_stepIndex;
                return nextStep();
            }
            if (!forbidden && !optional)
                return fail(list.error());
            if (forbidden)
                m_forbidden << step.name;
            m_forbiddenErrors.insert(step.name, list.error().message);
            if (step.name == QLatin1String("resourceclaims"))
                m_warnings << Tr::tr("%1; the allocation preview cannot see which devices "
                                     "existing claims hold and treats every device as free")
                                  .arg(list.error().message);
            else if (step.name == QLatin1String("devicetaintrules"))
                m_warnings << Tr::tr("%1; the allocation preview cannot see taints from "
                                     "DeviceTaintRules")
                                  .arg(list.error().message);
            else if (step.name == QLatin1String("namespaces"))
                m_warnings << Tr::tr("%1; the allocation preview cannot check the admin-access "
                                     "namespace label")
                                  .arg(list.error().message);
            else if (step.name == QLatin1String("resourceslices"))
                m_warnings << Tr::tr("%1; showing no ResourceSlices (nodes stay without "
                                     "devices)")
                                  .arg(list.error().message);
            else
                m_warnings << list.error().message;
            store(step.name).clear();
        } else {
            QMap<QString, QJsonObject> &objects = store(step.name);
            objects.clear();
            for (const QJsonObject &object : list->items)
                objects.insert(objectKey(object), object);
            m_resourceVersions.insert(step.name, list->resourceVersion);
            if (list->restarts > 0)
                qCInfo(lcKube) << step.name << "listed again" << list->restarts
                               << "time(s) after the continue token expired";
        }
        ++m_stepIndex;
        nextStep();
    });
}

void ClusterReader::fail(const Error &error)
{
    m_reading = false;
    if (std::exchange(m_relistRound, false)) {
        // A periodic relist failed: keep what is shown and say why.
        Q_EMIT watchProblem(error.message);
        return;
    }
    Q_EMIT failed(error);
}

void ClusterReader::startWatching(int relistIntervalMs)
{
    m_relistIntervalMs = relistIntervalMs;
    m_watching = true;
    Q_EMIT watchingChanged(true);
    for (const Step &step : std::as_const(m_steps)) {
        if (step.name != QLatin1String("nodes") && step.name != QLatin1String("resourceslices") &&
            step.name != QLatin1String("resourceclaims"))
            continue;
        if (m_forbidden.contains(step.name) || m_unserved.contains(step.name))
            continue;
        watchStep(step, m_resourceVersions.value(step.name));
    }
}

void ClusterReader::watchStep(const Step &step, const QString &resourceVersion)
{
    if (!m_watching || m_relisting)
        return;
    delete m_watches.value(step.name).data();
    ApiWatch *watch = m_client->watch(step.path, step.resource, resourceVersion, this);
    m_watches.insert(step.name, watch);
    connect(watch, &ApiWatch::event, this,
            [this, step](const QString &type, const QJsonObject &object) {
                QMap<QString, QJsonObject> &objects = store(step.name);
                if (type == QLatin1String("DELETED"))
                    objects.remove(objectKey(object));
                else
                    objects.insert(objectKey(object), object);
                scheduleUpdate();
            });
    const auto release = [this, step, watch] {
        watch->deleteLater();
        if (m_watches.value(step.name) == watch)
            m_watches.remove(step.name);
        return m_watching;
    };
    connect(watch, &ApiWatch::closed, this, [release, this, step, watch] {
        if (!release())
            return;
        // The server's timeout: resume from the last resourceVersion. A server that closes
        // watches at once is not hammered: wait a second before watching again.
        const QString resourceVersion = watch->resourceVersion();
        const int delay = watch->age() < 1000 ? 1000 : 0;
        QTimer::singleShot(delay, this, [this, step, resourceVersion] {
            if (m_watching && !m_watches.contains(step.name))
                watchStep(step, resourceVersion);
        });
    });
    connect(watch, &ApiWatch::event, this, [this, step] { m_goneInARow.remove(step.name); });
    connect(watch, &ApiWatch::failed, this, [release, this, step](const Error &error) {
        if (!release())
            return;
        if (!isCode(error, Code::KUBE_GONE))
            return fallBackToRelisting(error.message);
        // A server that answers every watch with 410 must not be hammered with full lists.
        const int gone = ++m_goneInARow[step.name];
        if (gone > 3)
            return fallBackToRelisting(error.message);
        QTimer::singleShot(gone == 1 ? 0 : 1000 * (1 << (gone - 2)), this, [this, step] {
            if (m_watching && !m_relisting)
                relistStep(step);
        });
    });
    watch->start();
}

void ClusterReader::relistStep(const Step &step)
{
    // The watch's resourceVersion is too old (410): list this resource again, then watch from
    // the new list, as client-go's reflector does.
    m_client->list(step.path, step.resource, [this, step](const Result<ListResult> &list) {
        if (!list)
            return fallBackToRelisting(list.error().message);
        QMap<QString, QJsonObject> &objects = store(step.name);
        objects.clear();
        for (const QJsonObject &object : list->items)
            objects.insert(objectKey(object), object);
        m_resourceVersions.insert(step.name, list->resourceVersion);
        scheduleUpdate();
        watchStep(step, list->resourceVersion);
    });
}

void ClusterReader::fallBackToRelisting(const QString &why)
{
    if (m_relisting)
        return;
    m_relisting = true;
    for (const QPointer<ApiWatch> &watch : std::as_const(m_watches))
        if (watch)
            watch->deleteLater();
    m_watches.clear();
    m_relistTimer->start(m_relistIntervalMs);
    Q_EMIT watchProblem(Tr::tr("watching the cluster failed (%1); relisting every %n second(s) "
                               "instead",
                               nullptr, m_relistIntervalMs / 1000)
                            .arg(why));
}

void ClusterReader::scheduleUpdate()
{
    if (!m_updateTimer->isActive())
        m_updateTimer->start();
}

} // namespace Accel::Kube
