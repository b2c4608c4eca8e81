// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "detection.h"
#include "basecodes.h"

#include "excerpt.h"
#include "kube/snapshot.h"
#include "logging.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <array>
#include <optional>

namespace Accel::Nvcre {

namespace {
const QString kGpuPresentLabel = QStringLiteral("nvidia.com/gpu.present");
const QString kGpuProductLabel = QStringLiteral("nvidia.com/gpu.product");
const QString kHostnameLabel = QStringLiteral("kubernetes.io/hostname");
const QString kNkeSiteLabel = QStringLiteral("nke.nvidia.com/site-name");
const QString kTogetherWorkerLabel = QStringLiteral("node-role.together.ai/worker");
const QString kGpuDriver = QStringLiteral("gpu.nvidia.com");
const QString kGkeNetworkPrefix = QStringLiteral("networking.gke.io.networks/");
const QString kNorthInterfaces = QStringLiteral("networking.gke.io/north-interfaces");
const QString kNicInfo = QStringLiteral("networking.gke.io/nic-info");
const QString kTcpxoPluginImage = QStringLiteral("nccl-plugin-gpudirecttcpx-dev");
const QString kTcpxoDaemonRepo =
    QStringLiteral("us-docker.pkg.dev/gce-ai-infra/gpudirect-tcpxo/tcpgpudmarxd-dev:");
/// catalog.GKETCPXONICsPerNode: an a3-megagpu-8g node has eight GPU NICs.
constexpr int kGkeTcpxoNics = 8;
/// Spec "On-prem clusters": GB200, GB300, B200 and B300 default mlnxPerNode to 8.
constexpr int kDefaultMlnxPerNode = 8;
/// How many node names a TCPXO message lists before "and N more".
constexpr int kMaxListedNodes = 5;
/// The same for our ResourceSliceFallback events (a DRA-only fleet can have hundreds of nodes).
constexpr int kMaxListedFallbackNodes = 10;

QString normal()
{
    return QStringLiteral("Normal");
}
QString warning()
{
    return QStringLiteral("Warning");
}

QJsonObject objectAt(const QJsonObject &object, QLatin1String key)
{
    return object.value(key).toObject();
}

QString nameOf(const QJsonObject &object)
{
    return objectAt(object, QLatin1String("metadata")).value(QLatin1String("name")).toString();
}

QJsonObject labelsOf(const QJsonObject &node)
{
    return objectAt(objectAt(node, QLatin1String("metadata")), QLatin1String("labels"));
}

/// A label's value as a string ("" when absent: undefined). Label values are strings in the API;
/// a hand-written snapshot's unquoted `true` or `8` is read as the same text.
QString labelText(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    return value.toString();
}

/// Label KEY of LABELS as labelText() reads it.
QString labelValue(const QJsonObject &labels, const QString &key)
{
    return labelText(labels.value(key));
}

/// The labels the vote reads of a node, from one pass over its labels: a QJsonObject look-up
/// scans the keys (Qt 6.4), a node has dozens of labels, and an absent one (the NKE site-name)
/// is a scan of all of them (issue 37).
struct VoteLabels
{
    QJsonValue gpuPresent{QJsonValue::Undefined};
    QJsonValue product{QJsonValue::Undefined};
    QJsonValue hostname{QJsonValue::Undefined};
    QJsonValue nkeSite{QJsonValue::Undefined};
    bool hasNkeSite = false;
    bool hasTogetherWorker = false;
};

VoteLabels voteLabels(const QJsonObject &labels)
{
    VoteLabels out;
    for (auto it = labels.constBegin(); it != labels.constEnd(); ++it) {
        const QString key = it.key();
        if (key == kGpuPresentLabel) {
            out.gpuPresent = it.value();
        } else if (key == kGpuProductLabel) {
            out.product = it.value();
        } else if (key == kHostnameLabel) {
            out.hostname = it.value();
        } else if (key == kNkeSiteLabel) {
            out.nkeSite = it.value();
            out.hasNkeSite = true;
        } else if (key == kTogetherWorkerLabel) {
            out.hasTogetherWorker = true;
        }
    }
    return out;
}

/// A Kubernetes resource quantity as a whole number ("8", 8, "1k", "2Ki"); nullopt when it is
/// not one (fractions such as "500m" included: a device count is never fractional).
std::optional<qint64> wholeQuantity(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (!(d > -9223372036854775808.0 && d < 9223372036854775808.0) || d != double(qint64(d)))
            return std::nullopt;
        return qint64(d);
    }
    // Plain digits, the usual count, without the pattern (a fleet has one per node and NIC).
    const QString text = value.toString().trimmed();
    if (!text.isEmpty() && std::all_of(text.cbegin(), text.cend(), [](QChar c) {
            return c >= QLatin1Char('0') && c <= QLatin1Char('9');
        })) {
        bool ok = false;
        const qint64 number = text.toLongLong(&ok);
        return ok ? std::optional<qint64>(number) : std::nullopt;
    }
    static const RegularExpression pattern =
        RegularExpression::builtIn("([0-9]+)(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E)?");
    const RegularExpression::Match match = pattern.matchEntirely(value.toString().trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    bool ok = false;
    qint64 number = match.captured(1).toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    static const QHash<QString, qint64> multipliers = {
        {QStringLiteral("k"), 1000LL},
        {QStringLiteral("M"), 1000LL * 1000},
        {QStringLiteral("G"), 1000LL * 1000 * 1000},
        {QStringLiteral("T"), 1000LL * 1000 * 1000 * 1000},
        {QStringLiteral("P"), 1000LL * 1000 * 1000 * 1000 * 1000},
        {QStringLiteral("E"), 1000LL * 1000 * 1000 * 1000 * 1000 * 1000},
        {QStringLiteral("Ki"), 1LL << 10},
        {QStringLiteral("Mi"), 1LL << 20},
        {QStringLiteral("Gi"), 1LL << 30},
        {QStringLiteral("Ti"), 1LL << 40},
        {QStringLiteral("Pi"), 1LL << 50},
        {QStringLiteral("Ei"), 1LL << 60},
    };
    // 16Ei or 10E do not fit in 64 bits: not a whole quantity we can count.
    if (!match.captured(2).isEmpty() &&
        __builtin_mul_overflow(number, multipliers.value(match.captured(2), 1), &number))
        return std::nullopt;
    return number;
}

QJsonObject allocatableOf(const QJsonObject &node)
{
    return objectAt(objectAt(node, QLatin1String("status")), QLatin1String("allocatable"));
}

/// "a, b, c, d, e and 3 more".
/// The platform of a node from its parts, and why into *REASON when given: its name (for the
/// reason only), spec.providerID and labels, each read once per vote (issue 37: the vote reads
/// every node of a fleet; the reason, naming the node, is built only when asked).
QLatin1String platformOf(const QString &name, const QString &providerID, const VoteLabels &labels,
                         QString *reason)
{
    const auto answer = [reason](QLatin1String platform, const auto &why) {
        if (reason)
            *reason = why();
        return platform;
    };
    if (providerID.isEmpty()) {
        const QString hostname = labelText(labels.hostname);
        if (hostname.contains(QLatin1String("forge")))
            return answer(QLatin1String("forge"), [&] {
                return Tr::tr(
                           "empty providerID and hostname \"%1\" (contains \"forge\") of node %2")
                    .arg(excerpt(hostname), name);
            });
        if (labels.hasNkeSite)
            return answer(QLatin1String("forge"), [&] {
                return Tr::tr("empty providerID and label %1=%2 of node %3")
                    .arg(kNkeSiteLabel, excerpt(labelText(labels.nkeSite)), name);
            });
        return answer(QLatin1String("onprem"), [&] {
            return Tr::tr("empty providerID of node %1 (no Forge hostname or NKE site-name label)")
                .arg(name);
        });
    }
    const auto providerReason = [&]() {
        return Tr::tr("providerID \"%1\" of node %2").arg(excerpt(providerID), name);
    };
    struct Prefix
    {
        QLatin1String prefix;
        QLatin1String platform;
    };
    static const std::array<Prefix, 6> prefixes = {{
        {QLatin1String("aws://"), QLatin1String("aws")},
        {QLatin1String("gce://"), QLatin1String("gcp")},
        {QLatin1String("azure://"), QLatin1String("azure")},
        {QLatin1String("ocid1."), QLatin1String("oci")},
        {QLatin1String("openstack://"), QLatin1String("onprem")},
        {QLatin1String("nscale://"), QLatin1String("nscale")},
    }};
    for (const Prefix &prefix : prefixes) {
        if (providerID.startsWith(prefix.prefix))
            return answer(prefix.platform, providerReason);
    }
    if (providerID.startsWith(QLatin1String("kubevirt://"))) {
        if (labels.hasTogetherWorker)
            return answer(QLatin1String("togetherai"), [&] {
                return Tr::tr("providerID \"%1\" and label %2 of node %3")
                    .arg(excerpt(providerID), kTogetherWorkerLabel, name);
            });
        return answer(QLatin1String("onprem"), [&] {
            return Tr::tr("providerID \"%1\" of node %2, without label %3")
                .arg(excerpt(providerID), name, kTogetherWorkerLabel);
        });
    }
    if (providerID.startsWith(QLatin1String("metal3://")))
        return answer(QLatin1String("mistral"), [&] {
            return Tr::tr("providerID \"%1\" of node %2 (metal3:// resolves to mistral, not "
                          "onprem; pass --platform onprem for a generic on-prem render)")
                .arg(excerpt(providerID), name);
        });
    return answer(QLatin1String("onprem"), [&] {
        return Tr::tr("providerID \"%1\" of node %2 (no known prefix)")
            .arg(excerpt(providerID), name);
    });
}

/// spec.providerID of a node ("" when absent).
QString providerIdOf(const QJsonObject &node)
{
    return objectAt(node, QLatin1String("spec")).value(QLatin1String("providerID")).toString();
}

/// A label selector requirement (In, NotIn, Exists, DoesNotExist) against a node's labels.
Result<bool> matchesExpression(const QJsonObject &labels, const QJsonObject &expression)
{
    const QString key = expression.value(QLatin1String("key")).toString();
    const QString op = expression.value(QLatin1String("operator")).toString();
    QStringList values;
    for (const QJsonValue &value : expression.value(QLatin1String("values")).toArray())
        values << value.toString();
    const bool has = labels.contains(key);
    const QString value = labelValue(labels, key);
    if (op == QLatin1String("In"))
        return has && values.contains(value);
    if (op == QLatin1String("NotIn"))
        return !has || !values.contains(value);
    if (op == QLatin1String("Exists"))
        return has;
    if (op == QLatin1String("DoesNotExist"))
        return !has;
    return fail(Code::NVCRE_TARGET,
                Tr::tr("target.matchExpressions: unsupported operator \"%1\" for key \"%2\"")
                    .arg(excerpt(op), excerpt(key)),
                Tr::tr("Use In, NotIn, Exists or DoesNotExist."));
}

/// A ResourceSlice device attribute's string value: `name` or `gpu.nvidia.com/name`, in v1
/// (`device.attributes`) or v1beta1 (`device.basic.attributes`) form.
QString deviceAttribute(const QJsonObject &device, const QString &name)
{
    QJsonObject attributes = device.value(QLatin1String("attributes")).toObject();
    if (attributes.isEmpty())
        attributes =
            objectAt(objectAt(device, QLatin1String("basic")), QLatin1String("attributes"));
    QJsonValue value = attributes.value(name);
    if (value.isUndefined())
        value = attributes.value(QString(kGpuDriver + QLatin1Char('/') + name));
    return value.toObject().value(QLatin1String("string")).toString();
}

struct Version
{
    int major = 0;
    int minor = 0;
    int patch = 0;
    auto operator<=>(const Version &) const = default;
};

/// "v1.0.17" or "v1.0.17-1" (a rebuild with a build suffix): the release without the suffix.
std::optional<Version> releaseOf(const QString &tag)
{
    static const RegularExpression pattern =
        RegularExpression::builtIn("v(\\d+)\\.(\\d+)\\.(\\d+)(-\\d+)?");
    const RegularExpression::Match match = pattern.matchEntirely(tag);
    if (!match.hasMatch())
        return std::nullopt;
    return Version{match.captured(1).toInt(), match.captured(2).toInt(), match.captured(3).toInt()};
}

QString versionText(const Version &version)
{
    return QStringLiteral("v%1.%2.%3").arg(version.major).arg(version.minor).arg(version.patch);
}

QString imagesText(const QMap<QString, QString> &images)
{
    return Tr::tr("NCCL image %1, training image %2, tcpxo-daemon %3")
        .arg(images.value(QStringLiteral("nccl")), images.value(QStringLiteral("training")),
             images.value(QStringLiteral("tcpxoDaemon")));
}

/// The last path segment of an image reference without tag or digest, and its tag ("" when
/// untagged), as views into IMAGE. `registry:5000/a/b:v1@sha256:...` -> {"b", "v1"}.
std::pair<QStringView, QStringView> imageNameAndTag(QStringView image)
{
    const qsizetype at = image.indexOf(QLatin1Char('@'));
    const QStringView reference = at >= 0 ? image.left(at) : image;
    const QStringView last = reference.mid(reference.lastIndexOf(QLatin1Char('/')) + 1);
    const qsizetype colon = last.indexOf(QLatin1Char(':'));
    if (colon < 0)
        return {last, QStringView()};
    return {last.left(colon), last.mid(colon + 1)};
}

/// What the vote and the detections after it read of one target node, read once in discovery
/// (issue 37: at 65,000 nodes each pass over the nodes' JSON costs tens of milliseconds in cache
/// misses alone, so the later passes read these fields, not the objects).
struct TargetNode
{
    QString name;
    /// The Node object in DetectionInput::nodes, for the GKE annotations (read only on GCP H100).
    const QJsonObject *node = nullptr;
    /// status.allocatable, for NIC and GKE network detection.
    QJsonObject allocatable;
    /// nvidia.com/gpu.product as labelValue() reads it; the ResourceSlice fallback fills it.
    QString product;
    /// platformOf() of the node, without its reason; empty under --platform.
    QLatin1String platform;
};

void detectNicResource(const DetectionInput &input, const QList<TargetNode> &nodes,
                       DetectionResult &result)
{
    static const QStringList gated = {QStringLiteral("gb200"), QStringLiteral("gb300"),
                                      QStringLiteral("b200"), QStringLiteral("b300")};
    if (result.platform != QLatin1String("onprem") || !gated.contains(result.gpuArchitecture)) {
        result.nicResourceName = input.nicResourceNameOption;
        result.mlnxPerNode = input.mlnxPerNodeOption;
        return;
    }
    result.mlnxPerNode =
        input.mlnxPerNodeOption >= 0 ? input.mlnxPerNodeOption : kDefaultMlnxPerNode;
    if (!input.nicResourceNameOption.isEmpty()) {
        // Spec: "Set nicResourceName to override detection".
        result.nicResourceName = input.nicResourceNameOption;
        return;
    }
    // No nodes to inspect (an offline render with --platform/--gpu-arch): field-only, as the
    // spec's "On-prem clusters" says, and nothing to explain.
    if (nodes.isEmpty())
        return;
    const qint64 required = std::max(result.mlnxPerNode, 1);
    const auto enough = [required](const QJsonValue &value) {
        const std::optional<qint64> count = wholeQuantity(value);
        return count && *count >= required;
    };
    const auto isCandidate = [](const QString &key) {
        return key.startsWith(QLatin1String("rdma/")) ||
               key == QLatin1String("nvidia.com/mlnxnics");
    };
    // The usual answer first: a resource allocatable at the count on every node is one of the
    // first node's, looked up on the others; when exactly one is, no other key is read.
    QStringList everywhere;
    const QJsonObject &first = nodes.first().allocatable;
    for (auto it = first.constBegin(); it != first.constEnd(); ++it) {
        if (const QString key = it.key(); isCandidate(key) && enough(it.value()))
            everywhere << key;
    }
    for (qsizetype i = 1; i < nodes.size() && !everywhere.isEmpty(); ++i) {
        const QJsonObject &allocatable = nodes[i].allocatable;
        everywhere.removeIf([&](const QString &key) {
            const auto it = allocatable.constFind(key);
            return it == allocatable.constEnd() || !enough(it.value());
        });
    }
    if (everywhere.size() == 1) {
        result.nicResourceName = everywhere.first();
        return;
    }
    // Otherwise, to explain: one pass over the nodes, each candidate's count of nodes where it is
    // allocatable at the required count (a key appears once in a node's allocatable, so the count
    // reaches the number of nodes exactly when every node has enough).
    QHash<QString, qsizetype> enoughOn;
    for (const TargetNode &node : nodes) {
        for (auto it = node.allocatable.constBegin(); it != node.allocatable.constEnd(); ++it) {
            if (const QString key = it.key(); isCandidate(key))
                enoughOn[key] += enough(it.value()) ? 1 : 0;
        }
    }
    QStringList candidates = enoughOn.keys();
    std::sort(candidates.begin(), candidates.end());
    QStringList qualifying;
    for (const QString &candidate : std::as_const(candidates)) {
        if (enoughOn.value(candidate) == nodes.size())
            qualifying << candidate;
    }
    if (qualifying.size() == 1) {
        result.nicResourceName = qualifying.first();
        return;
    }
    QString message;
    if (qualifying.size() > 1)
        message = Tr::tr("NIC resource auto-detection found multiple candidates allocatable on "
                         "every target node (%1); no NIC resource is requested. Set "
                         "nicResourceName to choose one.")
                      .arg(qualifying.join(QStringLiteral(", ")));
    else if (candidates.isEmpty())
        message = Tr::tr("NIC resource auto-detection found no RDMA extended resource (rdma/* or "
                         "nvidia.com/mlnxnics) on any target node; no NIC resource is requested. "
                         "Set nicResourceName to request one.");
    else
        message = Tr::tr("NIC resource auto-detection found candidates (%1), but none is "
                         "allocatable at the requested count %2 on every target node; no NIC "
                         "resource is requested. Set nicResourceName to request one, or adjust "
                         "mlnxPerNode.")
                      .arg(candidates.join(QStringLiteral(", ")))
                      .arg(required);
    result.events << NvcreEvent{normal(), QStringLiteral("NICResourceDetection"), message};
}

/// The eth index each of `networks` sits on per the node's annotations, or nullopt when the
/// annotations do not place every network on a distinct ethN.
std::optional<QMap<QString, int>> hostNicOrder(const QJsonObject &node, const QStringList &networks)
{
    const QJsonObject annotations =
        objectAt(objectAt(node, QLatin1String("metadata")), QLatin1String("annotations"));
    const QJsonDocument north =
        QJsonDocument::fromJson(annotations.value(kNorthInterfaces).toString().toUtf8());
    const QJsonDocument nicInfo =
        QJsonDocument::fromJson(annotations.value(kNicInfo).toString().toUtf8());
    if (!north.isArray() || !nicInfo.isArray())
        return std::nullopt;
    QHash<QString, QString> ethByIp;
    for (const QJsonValue &nic : nicInfo.array()) {
        const QJsonObject object = nic.toObject();
        ethByIp.insert(object.value(QLatin1String("birthIP")).toString(),
                       object.value(QLatin1String("birthName")).toString());
    }
    static const RegularExpression ethPattern = RegularExpression::builtIn("eth(\\d+)");
    QMap<QString, int> order;
    QSet<int> used;
    for (const QString &network : networks) {
        int index = -1;
        for (const QJsonValue &entry : north.array()) {
            const QJsonObject object = entry.toObject();
            if (object.value(QLatin1String("network")).toString() != network)
                continue;
            const RegularExpression::Match match = ethPattern.matchEntirely(
                ethByIp.value(object.value(QLatin1String("ipAddress")).toString()));
            if (match.hasMatch())
                index = match.captured(1).toInt();
            break;
        }
        if (index < 0 || used.contains(index))
            return std::nullopt;
        used.insert(index);
        order.insert(network, index);
    }
    return order;
}

void detectGkeNetworks(const QList<TargetNode> &nodes, DetectionResult &result)
{
    // Networks advertised on every target node, without the .IP resources and the default
    // network (spec "GCP H100 clusters", "Which networks"): counted per node (a key once per
    // node), those counted on every node. Counted by the whole resource name, the prefix cut
    // once per network found. Every key of every node is read once: a QJsonObject look-up scans
    // the keys (Qt 6.4), so looking the first node's networks up on the other nodes would read
    // each node's keys eight times over.
    QHash<QString, qsizetype> counted;
    for (const TargetNode &node : nodes) {
        for (auto it = node.allocatable.constBegin(); it != node.allocatable.constEnd(); ++it) {
            const QString key = it.key();
            if (!key.startsWith(kGkeNetworkPrefix))
                continue;
            const QStringView network = QStringView(key).mid(kGkeNetworkPrefix.size());
            if (network.isEmpty() || network == QLatin1String("default") ||
                network.endsWith(QLatin1String(".IP")))
                continue;
            const std::optional<qint64> count = wholeQuantity(it.value());
            if (count && *count <= 0)
                continue;
            ++counted[key];
        }
    }
    QStringList found;
    for (auto it = counted.cbegin(); it != counted.cend(); ++it)
        if (it.value() == nodes.size())
            found << it.key().mid(kGkeNetworkPrefix.size());
    std::sort(found.begin(), found.end());
    if (found.size() == kGkeTcpxoNics) {
        // "Which order": the host's ethN when every node's annotations place each network and
        // all nodes agree; otherwise sorted by name.
        std::optional<QMap<QString, int>> agreed;
        bool consistent = true;
        for (const TargetNode &node : nodes) {
            const std::optional<QMap<QString, int>> order = hostNicOrder(*node.node, found);
            if (!order || (agreed && *agreed != *order)) {
                consistent = false;
                break;
            }
            agreed = order;
        }
        if (consistent && agreed) {
            std::sort(found.begin(), found.end(), [&](const QString &a, const QString &b) {
                return agreed->value(a) < agreed->value(b);
            });
        }
        result.tcpxoNetworks = found;
        return;
    }
    for (int i = 0; i < kGkeTcpxoNics; ++i)
        result.tcpxoNetworks << QStringLiteral("gpu-nic%1").arg(i);
    const QString fallback =
        Tr::tr("rendering the default networks gpu-nic0..gpu-nic7 instead; GKE rejects the pods "
               "unless Network objects with those names exist.");
    QString message;
    if (found.isEmpty())
        message = Tr::tr("GKE TCPXO network auto-detection found no networking.gke.io.networks/* "
                         "resource allocatable on every target node, but TCPXO needs %1 GPU NIC "
                         "networks per node (a3-megagpu-8g); %2")
                      .arg(kGkeTcpxoNics)
                      .arg(fallback);
    else
        message = Tr::tr("GKE TCPXO network auto-detection found %1 networks allocatable on every "
                         "target node (%2), but TCPXO needs exactly %3 GPU NIC networks per node "
                         "(a3-megagpu-8g); %4")
                      .arg(found.size())
                      .arg(found.join(QStringLiteral(", ")))
                      .arg(kGkeTcpxoNics)
                      .arg(fallback);
    result.events << NvcreEvent{warning(), QStringLiteral("GKENetworkDetection"), message};
}

void detectTcpxoPlugin(const QList<QJsonObject> &pods, const QString &podListError,
                       const QList<TargetNode> &nodes, DetectionResult &result)
{
    const QStringList releases = tcpxoMappedReleases();
    const QString minimum = releases.first();
    const QString latest = releases.last();
    const auto render = [&](const QString &release) {
        result.tcpxoPluginVersion = release;
        result.tcpxoImages = tcpxoReleaseImages(release);
    };
    const auto fallBack = [&](const QString &why) {
        render(minimum);
        result.events << NvcreEvent{
            warning(), QStringLiteral("TCPXOPluginDetection"),
            Tr::tr("TCPXO plugin version detection %1; rendering the images for %2, the minimum "
                   "supported release and the one AICR pins (%3). If the plugin is %4 or later, "
                   "set categories[].options.image to a CUDA 13 image on the GCP H100 NCCL and "
                   "training categories.")
                .arg(why, minimum, imagesText(result.tcpxoImages), latest)};
    };
    if (nodes.isEmpty())
        return fallBack(Tr::tr("had no target nodes to read"));
    if (!podListError.isEmpty())
        return fallBack(Tr::tr("could not list kube-system pods: %1").arg(podListError));

    // The installer's tag per target node: only Running, non-deleting kube-system pods count
    // (spec "Plugin version detection"). The nodes are sorted, so a name a snapshot repeats is
    // one slot; the pods are grouped onto the slots in one pass over them.
    QHash<QString, qsizetype> slotOfName;
    slotOfName.reserve(nodes.size());
    QList<qsizetype> slotOfNode;
    slotOfNode.reserve(nodes.size());
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        if (i == 0 || nodes[i].name != nodes[i - 1].name)
            slotOfName.insert(nodes[i].name, slotOfName.size());
        slotOfNode << slotOfName.size() - 1;
    }
    QList<QString> tagOfSlot(slotOfName.size());
    std::vector<bool> tagged(size_t(slotOfName.size()), false);
    // A fleet's installers share a tag or two: a tag equal to the one before shares its string.
    QString lastTag;
    for (const QJsonObject &pod : pods) {
        const QJsonObject metadata = objectAt(pod, QLatin1String("metadata"));
        if (metadata.value(QLatin1String("namespace")).toString() != QLatin1String("kube-system") ||
            metadata.contains(QLatin1String("deletionTimestamp")) ||
            objectAt(pod, QLatin1String("status")).value(QLatin1String("phase")).toString() !=
                QLatin1String("Running"))
            continue;
        const QJsonObject spec = objectAt(pod, QLatin1String("spec"));
        const auto slot = slotOfName.constFind(spec.value(QLatin1String("nodeName")).toString());
        if (slot == slotOfName.constEnd() || tagged[size_t(*slot)])
            continue;
        // Init containers first, then containers; the first plugin image found wins.
        for (const QLatin1String list :
             {QLatin1String("initContainers"), QLatin1String("containers")}) {
            for (const QJsonValue &container : spec.value(list).toArray()) {
                const QString image = container.toObject().value(QLatin1String("image")).toString();
                const auto [name, tag] = imageNameAndTag(image);
                if (name != kTcpxoPluginImage)
                    continue;
                if (tag != lastTag)
                    lastTag = tag.toString();
                tagOfSlot[*slot] = lastTag;
                tagged[size_t(*slot)] = true;
                break;
            }
            if (tagged[size_t(*slot)])
                break;
        }
    }
    QStringList missing;
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        if (!tagged[size_t(slotOfNode[i])])
            missing << nodes[i].name;
    }
    if (!missing.isEmpty())
        return fallBack(Tr::tr("found no running nccl-tcpxo-installer pod (image %1) on %2 of %3 "
                               "target nodes: %4")
                            .arg(kTcpxoPluginImage)
                            .arg(missing.size())
                            .arg(nodes.size())
                            .arg(excerptList(missing, kMaxListedNodes)));

    // A build suffix does not change the release: v1.0.17 and v1.0.17-1 agree.
    // A fleet runs one or two tags: each distinct one is parsed once (a tag repeating the one
    // before it is not even hashed).
    QSet<QString> tags;
    for (qsizetype i = 0; i < tagOfSlot.size(); ++i) {
        if (i == 0 || tagOfSlot[i] != tagOfSlot[i - 1])
            tags.insert(tagOfSlot[i]);
    }
    QSet<QString> agreeing;
    QSet<QString> rawSet;
    for (const QString &tag : tags) {
        const std::optional<Version> release = releaseOf(tag);
        agreeing.insert(release ? versionText(*release)
                                : (tag.isEmpty() ? QStringLiteral("untagged") : tag));
        rawSet.insert(tag.isEmpty() ? QStringLiteral("untagged") : tag);
    }
    if (agreeing.size() > 1) {
        QStringList raw(rawSet.begin(), rawSet.end());
        std::sort(raw.begin(), raw.end());
        return fallBack(Tr::tr("found different plugin versions across the target nodes (%1)")
                            .arg(excerpt(raw.join(QStringLiteral(", ")))));
    }
    const QString tag = rawSet.size() == 1 ? *rawSet.begin() : *agreeing.begin();
    // The tag of the first target node by name (every target node has one here).
    const QString firstTag = tagOfSlot.first();
    if (firstTag.isEmpty())
        return fallBack(Tr::tr("found a %1 image with no version tag").arg(kTcpxoPluginImage));
    const std::optional<Version> release = releaseOf(firstTag);
    if (!release)
        return fallBack(
            Tr::tr("found plugin tag \"%1\", which is not a release version").arg(excerpt(tag)));

    const QString releaseText = versionText(*release);
    if (releases.contains(releaseText))
        return render(releaseText);
    if (*release > *releaseOf(latest)) {
        render(latest);
        result.events << NvcreEvent{
            warning(), QStringLiteral("TCPXOPluginDetection"),
            Tr::tr("TCPXO plugin version detection found plugin %1, newer than the latest mapped "
                   "release %2; rendering the %2 images (%3), which are not validated against "
                   "%1. If they fail, set categories[].options.image on the GCP H100 NCCL and "
                   "training categories.")
                .arg(tag, latest, imagesText(result.tcpxoImages))};
        return;
    }
    if (*release < *releaseOf(minimum)) {
        render(minimum);
        result.events << NvcreEvent{
            warning(), QStringLiteral("TCPXOPluginDetection"),
            Tr::tr("TCPXO plugin version detection found plugin %1, older than the minimum "
                   "supported release %2; rendering the %2 images (%3). Upgrade the "
                   "nccl-tcpxo-installer, or set categories[].options.image on the GCP H100 NCCL "
                   "and training categories.")
                .arg(tag, minimum, imagesText(result.tcpxoImages))};
        return;
    }
    // Between mapped rows: the newest row older than the release.
    QString older = minimum;
    for (const QString &mapped : releases) {
        if (*releaseOf(mapped) < *release)
            older = mapped;
    }
    render(older);
    result.events << NvcreEvent{
        warning(), QStringLiteral("TCPXOPluginDetection"),
        Tr::tr("TCPXO plugin version detection found plugin %1, which has no mapped row; "
               "rendering the images of %2, the newest older mapped release (%3), which are not "
               "validated against %1. If they fail, set categories[].options.image on the GCP "
               "H100 NCCL and training categories.")
            .arg(tag, older, imagesText(result.tcpxoImages))};
}

} // namespace

QJsonObject DetectionResult::toJson() const
{
    QJsonObject votes;
    for (auto it = archVotes.begin(); it != archVotes.end(); ++it)
        votes.insert(it.key(), it.value());
    QJsonObject images;
    for (auto it = tcpxoImages.begin(); it != tcpxoImages.end(); ++it)
        images.insert(it.key(), it.value());
    QJsonArray eventArray;
    for (const NvcreEvent &event : events)
        eventArray.append(QJsonObject{{QStringLiteral("type"), event.type},
                                      {QStringLiteral("reason"), event.reason},
                                      {QStringLiteral("message"), event.message}});
    return QJsonObject{
        {QStringLiteral("platform"), platform},
        {QStringLiteral("platformReason"), platformReason},
        {QStringLiteral("gpuArchitecture"), gpuArchitecture},
        {QStringLiteral("archVotes"), votes},
        {QStringLiteral("targetNodes"), QJsonArray::fromStringList(targetNodes)},
        {QStringLiteral("excludedNodes"), QJsonArray::fromStringList(excludedNodes)},
        {QStringLiteral("resourceSliceFallbackUsed"), resourceSliceFallbackUsed},
        {QStringLiteral("nicResourceName"), nicResourceName},
        {QStringLiteral("mlnxPerNode"), mlnxPerNode},
        {QStringLiteral("tcpxoNetworks"), QJsonArray::fromStringList(tcpxoNetworks)},
        {QStringLiteral("tcpxoPluginVersion"), tcpxoPluginVersion},
        {QStringLiteral("tcpxoImages"), images},
        {QStringLiteral("events"), eventArray},
    };
}

QStringList validPlatforms()
{
    return {QStringLiteral("aws"),     QStringLiteral("gcp"),    QStringLiteral("azure"),
            QStringLiteral("oci"),     QStringLiteral("onprem"), QStringLiteral("togetherai"),
            QStringLiteral("mistral"), QStringLiteral("forge"),  QStringLiteral("nscale")};
}

QStringList validGpuArchitectures()
{
    return {QStringLiteral("a100"),      QStringLiteral("b200"),  QStringLiteral("b300"),
            QStringLiteral("gb200"),     QStringLiteral("gb300"), QStringLiteral("h100"),
            QStringLiteral("h200"),      QStringLiteral("l40"),   QStringLiteral("l40s"),
            QStringLiteral("rtxpro6000")};
}

QString architectureOfProduct(const QString &productLabel)
{
    if (productLabel.isEmpty())
        return {};
    QString rest = productLabel;
    if (rest.startsWith(QLatin1String("NVIDIA-")) || rest.startsWith(QLatin1String("NVIDIA ")))
        rest = rest.mid(7);
    QString upper = rest.toUpper();
    upper.replace(QLatin1Char(' '), QLatin1Char('-'));
    if (upper.startsWith(QLatin1String("RTX-PRO-6000")))
        return QStringLiteral("rtxpro6000");
    qsizetype cut = rest.size();
    for (qsizetype i = 0; i < rest.size(); ++i) {
        if (rest.at(i) == QLatin1Char('-') || rest.at(i) == QLatin1Char(' ')) {
            cut = i;
            break;
        }
    }
    return rest.left(cut).toLower();
}

QString platformOfNode(const QJsonObject &node)
{
    return platformOf(nameOf(node), providerIdOf(node), voteLabels(labelsOf(node)), nullptr);
}

QString sanitizeProductName(const QString &nvmlName)
{
    QString kept;
    kept.reserve(nvmlName.size());
    for (const QChar c : nvmlName) {
        const char16_t u = c.unicode();
        const bool allowed = (u >= u'A' && u <= u'Z') || (u >= u'a' && u <= u'z') ||
                             (u >= u'0' && u <= u'9') || u == u'-' || u == u'_' || u == u'.' ||
                             u == u' ';
        if (allowed)
            kept.append(c);
    }
    // strings.Fields splits on spaces; only ' ' survives the filter above.
    return kept.split(QLatin1Char(' '), Qt::SkipEmptyParts).join(QLatin1Char('-'));
}

QStringList tcpxoMappedReleases()
{
    return {QStringLiteral("v1.0.15"), QStringLiteral("v1.0.16"), QStringLiteral("v1.0.17")};
}

QMap<QString, QString> tcpxoReleaseImages(const QString &release)
{
    // Spec "GCP H100 clusters", the release table (cre NOTES section 6).
    QString nccl, training, daemon;
    if (release == QLatin1String("v1.0.15")) {
        nccl = training = QStringLiteral("nvcr.io/nvidia/pytorch:25.06-py3");
        daemon = QStringLiteral("v1.0.21");
    } else if (release == QLatin1String("v1.0.16")) {
        nccl = training = QStringLiteral("nvcr.io/nvidia/pytorch:25.06-py3");
        daemon = QStringLiteral("v1.0.22");
    } else if (release == QLatin1String("v1.0.17")) {
        nccl = QStringLiteral("nvcr.io/nvidia/pytorch:26.01-py3");
        training = QStringLiteral("nvcr.io/nvidia/pytorch:25.08-py3");
        daemon = QStringLiteral("v1.0.23");
    } else {
        return {};
    }
    return {{QStringLiteral("nccl"), nccl},
            {QStringLiteral("training"), training},
            {QStringLiteral("tcpxoDaemon"), QString(kTcpxoDaemonRepo + daemon)},
            {QStringLiteral("tcpxoDaemonArgs"), QStringLiteral("--num_hops=2")}};
}

Result<DetectionResult> detect(const DetectionInput &input)
{
    if (!input.platformOverride.isEmpty() && !validPlatforms().contains(input.platformOverride))
        return fail(Code::NVCRE_PLATFORM, Tr::tr("invalid --platform \"%1\": must be one of %2")
                                              .arg(excerpt(input.platformOverride),
                                                   validPlatforms().join(QStringLiteral(", "))));
    if (!input.gpuArchOverride.isEmpty() &&
        !validGpuArchitectures().contains(input.gpuArchOverride))
        return fail(Code::NVCRE_GPU_ARCH,
                    Tr::tr("invalid --gpu-arch \"%1\": must be one of %2")
                        .arg(excerpt(input.gpuArchOverride),
                             validGpuArchitectures().join(QStringLiteral(", "))));

    DetectionResult result;

    // Node discovery: target selector, cordoned GPU nodes dropped unless asked, GPU nodes only,
    // sorted by name (cre discoverTargetNodes).
    const QSet<QString> nameSet(input.target.nodeNames.begin(), input.target.nodeNames.end());
    const bool votePlatform = input.platformOverride.isEmpty();
    QList<TargetNode> found;
    found.reserve(input.nodes.size());
    QStringList cordoned;
    // Each node's objects are read once, here, for every later step (issue 37: the vote at 65,000
    // nodes is a budget of a few microseconds a node, most of it cache misses on the JSON).
    for (const QJsonObject &node : input.nodes) {
        const QJsonObject metadata = objectAt(node, QLatin1String("metadata"));
        const QString name = metadata.value(QLatin1String("name")).toString();
        const QJsonObject labels = objectAt(metadata, QLatin1String("labels"));
        bool selected = true;
        for (auto it = input.target.nodeSelector.begin();
             selected && it != input.target.nodeSelector.end(); ++it)
            selected = labels.contains(it.key()) && labelValue(labels, it.key()) == it.value();
        for (const QJsonObject &expression : input.target.matchExpressions) {
            if (!selected)
                break;
            const Result<bool> matches = matchesExpression(labels, expression);
            if (!matches)
                return tl::unexpected(matches.error());
            selected = *matches;
        }
        if (selected && !nameSet.isEmpty())
            selected = nameSet.contains(name);
        if (!selected)
            continue;
        const VoteLabels read = voteLabels(labels);
        const bool gpu =
            !input.requireGpuPresent || labelText(read.gpuPresent) == QLatin1String("true");
        // Only GPU nodes count as skipped: a cordoned CPU node was never a candidate.
        if (!gpu)
            continue;
        const QJsonObject spec = objectAt(node, QLatin1String("spec"));
        if (!input.target.includeCordoned && spec.value(QLatin1String("unschedulable")).toBool()) {
            cordoned << name;
            continue;
        }
        TargetNode target;
        target.name = name;
        target.node = &node;
        target.allocatable = allocatableOf(node);
        target.product = labelText(read.product);
        if (votePlatform)
            target.platform =
                platformOf(name, spec.value(QLatin1String("providerID")).toString(), read, nullptr);
        found << std::move(target);
    }
    // Sorted through a compact array of names (the nodes are large and scattered): the same
    // comparisons std::sort would make on the nodes, so the same order, equal names included.
    struct SortKey
    {
        QStringView name;
        qsizetype index = 0;
    };
    std::vector<SortKey> order;
    order.reserve(size_t(found.size()));
    for (qsizetype i = 0; i < found.size(); ++i)
        order.push_back(SortKey{found.at(i).name, i});
    std::sort(order.begin(), order.end(),
              [](const SortKey &a, const SortKey &b) { return a.name < b.name; });
    // Put in order where they stand, one cycle of the permutation at a time (no second list of
    // the nodes: at 65,000 nodes that is megabytes of fresh pages on every vote).
    QList<TargetNode> nodes = std::move(found);
    for (qsizetype start = 0; start < nodes.size(); ++start) {
        if (order[size_t(start)].index == start)
            continue;
        TargetNode held = std::move(nodes[start]);
        qsizetype at = start;
        for (;;) {
            const qsizetype from = order[size_t(at)].index;
            order[size_t(at)].index = at;
            if (from == start) {
                nodes[at] = std::move(held);
                break;
            }
            nodes[at] = std::move(nodes[from]);
            at = from;
        }
    }
    std::sort(cordoned.begin(), cordoned.end());
    qCDebug(lcNvcre) << "discovered" << nodes.size() << "target nodes," << cordoned.size()
                     << "cordoned";

    // ResourceSlice fallback (spec "ResourceSlice fallback"): only when some node lacks the
    // product label; the label is written onto our reading of the node only.
    QStringList unlabelled;
    for (const TargetNode &node : std::as_const(nodes)) {
        if (node.product.isEmpty())
            unlabelled << node.name;
    }
    if (!unlabelled.isEmpty() && input.resourceSlicesForbidden) {
        result.events << NvcreEvent{
            normal(), QStringLiteral("ResourceSliceFallback"),
            Tr::tr("%1 target node(s) carry no %2 label and listing ResourceSlices was refused, so "
                   "they stay unlabelled and do not vote on the GPU architecture: %3")
                .arg(unlabelled.size())
                .arg(kGpuProductLabel, excerptList(unlabelled, kMaxListedFallbackNodes))};
    } else if (!unlabelled.isEmpty()) {
        const QSet<QString> wanted(unlabelled.begin(), unlabelled.end());
        QMap<QString, QString> productByNode;
        for (const QJsonObject &slice : input.resourceSlices) {
            const QJsonObject spec = objectAt(slice, QLatin1String("spec"));
            const QString node = spec.value(QLatin1String("nodeName")).toString();
            if (spec.value(QLatin1String("driver")).toString() != kGpuDriver ||
                !wanted.contains(node) || productByNode.contains(node))
                continue;
            for (const QJsonValue &deviceValue : spec.value(QLatin1String("devices")).toArray()) {
                const QJsonObject device = deviceValue.toObject();
                // vfio devices report a PCI-IDs name, not the NVML product name.
                if (deviceAttribute(device, QStringLiteral("type")) == QLatin1String("vfio"))
                    continue;
                const QString product =
                    sanitizeProductName(deviceAttribute(device, QStringLiteral("productName")));
                if (!product.isEmpty()) {
                    productByNode.insert(node, product);
                    break;
                }
            }
        }
        QStringList labelled;
        QStringList still;
        for (TargetNode &node : nodes) {
            if (!wanted.contains(node.name))
                continue;
            const QString product = productByNode.value(node.name);
            if (product.isEmpty()) {
                still << node.name;
                continue;
            }
            node.product = product;
            labelled << QString(node.name + QLatin1Char('=') + product);
        }
        result.resourceSliceFallbackUsed = !labelled.isEmpty();
        if (!labelled.isEmpty())
            result.events << NvcreEvent{
                normal(), QStringLiteral("ResourceSliceFallback"),
                Tr::tr("Read the %1 label of %2 target node(s) from the productName of their "
                       "gpu.nvidia.com ResourceSlices: %3")
                    .arg(kGpuProductLabel)
                    .arg(labelled.size())
                    .arg(excerptList(labelled, kMaxListedFallbackNodes))};
        if (!still.isEmpty())
            result.events << NvcreEvent{
                normal(), QStringLiteral("ResourceSliceFallback"),
                Tr::tr("%1 target node(s) carry no %2 label and no gpu.nvidia.com ResourceSlice "
                       "device of theirs reports a productName (vfio devices are skipped), so "
                       "they stay unlabelled and do not vote on the GPU architecture: %3")
                    .arg(still.size())
                    .arg(kGpuProductLabel, excerptList(still, kMaxListedFallbackNodes))};
    }

    // Platform: the override, else the first node by name (cre detectPlatform).
    if (!input.platformOverride.isEmpty()) {
        result.platform = input.platformOverride;
        result.platformReason = Tr::tr("--platform %1").arg(input.platformOverride);
    } else if (nodes.isEmpty()) {
        result.platform = QStringLiteral("onprem");
        result.platformReason = Tr::tr("no target nodes (onprem is the fallback)");
    } else {
        const TargetNode &first = nodes.first();
        result.platform = platformOf(first.name, providerIdOf(*first.node),
                                     voteLabels(labelsOf(*first.node)), &result.platformReason);
        // A fleet has a platform or two: counted by a short scan, then in name order.
        QList<std::pair<QLatin1String, int>> platformCounts;
        for (const TargetNode &node : std::as_const(nodes)) {
            auto counted = std::find_if(platformCounts.begin(), platformCounts.end(),
                                        [&](const auto &c) { return c.first == node.platform; });
            if (counted == platformCounts.end())
                platformCounts.emplaceBack(node.platform, 1);
            else
                ++counted->second;
        }
        if (platformCounts.size() > 1) {
            QMap<QString, int> platforms;
            for (const auto &[platform, count] : std::as_const(platformCounts))
                platforms.insert(platform, count);
            QStringList counts;
            for (auto it = platforms.begin(); it != platforms.end(); ++it)
                counts << QString(it.key() + QLatin1Char(':') + QString::number(it.value()));
            result.events << NvcreEvent{warning(), QStringLiteral("HeterogeneousPlatform"),
                                        Tr::tr("heterogeneous platforms detected: map[%1]")
                                            .arg(counts.join(QLatin1Char(' ')))};
        }
    }

    if (!cordoned.isEmpty())
        result.events << NvcreEvent{warning(), QStringLiteral("CordonedNodesExcluded"),
                                    Tr::tr("Excluded %1 cordoned node(s) from certification: %2")
                                        .arg(cordoned.size())
                                        .arg(cordoned.join(QStringLiteral(", ")))};

    // Architecture: majority of labelled nodes, ties to the earliest node by name
    // (spec "Auto-detection"); unknown only when no node is labelled. Each distinct product is
    // parsed once and each distinct architecture is one slot (a fleet has a handful of each);
    // a product repeating the one before it is not even hashed.
    struct ArchSlot
    {
        QString arch;
        int votes = 0;
        int firstIndex = 0;
    };
    QList<ArchSlot> archSlots;
    QHash<QString, qsizetype> slotOfProduct; // -1: no architecture (unlabelled)
    QList<qsizetype> archOfNode;
    archOfNode.reserve(nodes.size());
    for (int i = 0; i < nodes.size(); ++i) {
        const QString &product = nodes[i].product;
        qsizetype slot = -1;
        if (i > 0 && product == nodes[i - 1].product) {
            slot = archOfNode.last();
        } else if (const auto known = slotOfProduct.constFind(product);
                   known != slotOfProduct.constEnd()) {
            slot = *known;
        } else {
            const QString arch = architectureOfProduct(product);
            if (!arch.isEmpty()) {
                const auto same = std::find_if(archSlots.cbegin(), archSlots.cend(),
                                               [&](const ArchSlot &s) { return s.arch == arch; });
                slot = same - archSlots.cbegin();
                if (same == archSlots.cend())
                    archSlots << ArchSlot{arch, 0, i};
            }
            slotOfProduct.insert(product, slot);
        }
        archOfNode << slot;
        if (slot >= 0)
            ++archSlots[slot].votes;
    }
    QHash<QString, int> firstIndex;
    for (const ArchSlot &slot : std::as_const(archSlots)) {
        result.archVotes.insert(slot.arch, slot.votes);
        firstIndex.insert(slot.arch, slot.firstIndex);
    }
    QString winner;
    for (auto it = result.archVotes.begin(); it != result.archVotes.end(); ++it) {
        if (winner.isEmpty() || it.value() > result.archVotes.value(winner) ||
            (it.value() == result.archVotes.value(winner) &&
             firstIndex.value(it.key()) < firstIndex.value(winner)))
            winner = it.key();
    }
    QStringList archExcluded;
    if (!input.gpuArchOverride.isEmpty()) {
        result.gpuArchitecture = input.gpuArchOverride;
    } else if (winner.isEmpty()) {
        result.gpuArchitecture = QStringLiteral("unknown");
    } else {
        result.gpuArchitecture = winner;
        const qsizetype winnerSlot =
            std::find_if(archSlots.cbegin(), archSlots.cend(),
                         [&](const ArchSlot &s) { return s.arch == winner; }) -
            archSlots.cbegin();
        for (int i = 0; i < nodes.size(); ++i) {
            if (archOfNode[i] != winnerSlot)
                archExcluded << nodes[i].name;
        }
        // The kept nodes are copied only when some are excluded: a homogeneous fleet's 65,000
        // copies cost tens of milliseconds for nothing.
        if (!archExcluded.isEmpty()) {
            QList<TargetNode> kept;
            kept.reserve(nodes.size() - archExcluded.size());
            for (int i = 0; i < nodes.size(); ++i) {
                if (archOfNode[i] == winnerSlot)
                    kept << nodes[i];
            }
            result.events << NvcreEvent{
                warning(), QStringLiteral("HeterogeneousGPU"),
                Tr::tr("Filtered %1/%2 nodes to primary GPU architecture %3; excluded: %4")
                    .arg(kept.size())
                    .arg(nodes.size())
                    .arg(winner, archExcluded.join(QStringLiteral(", ")))};
            nodes = kept;
        }
    }
    result.targetNodes.reserve(nodes.size());
    for (const TargetNode &node : std::as_const(nodes))
        result.targetNodes << node.name;
    result.excludedNodes = cordoned + archExcluded;
    std::sort(result.excludedNodes.begin(), result.excludedNodes.end());

    detectNicResource(input, nodes, result);
    if (result.platform == QLatin1String("gcp") &&
        result.gpuArchitecture == QLatin1String("h100")) {
        detectGkeNetworks(nodes, result);
        detectTcpxoPlugin(input.pods, input.podListError, nodes, result);
    }
    qCDebug(lcNvcre) << "detected" << result.platform << result.gpuArchitecture
                     << result.events.size() << "events";
    return result;
}

TargetSelector TargetSelector::fromJson(const QJsonObject &target)
{
    TargetSelector selector;
    const QJsonObject nodeSelector = target.value(QStringLiteral("nodeSelector")).toObject();
    for (auto it = nodeSelector.begin(); it != nodeSelector.end(); ++it)
        selector.nodeSelector.insert(it.key(), it.value().toString());
    for (const QJsonValue &e : target.value(QStringLiteral("matchExpressions")).toArray())
        selector.matchExpressions << e.toObject();
    for (const QJsonValue &n : target.value(QStringLiteral("nodeNames")).toArray())
        selector.nodeNames << n.toString();
    selector.includeCordoned = target.value(QStringLiteral("includeUnschedulable")).toBool();
    return selector;
}

QString targetSpelling(const QString &platform, const QString &gpuArchitecture)
{
    return platform + QLatin1Char('/') + gpuArchitecture;
}

Result<std::pair<QString, QString>> parseTargetSpelling(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('/'));
    if (parts.size() != 2 || parts.at(0).isEmpty() || parts.at(1).isEmpty())
        return fail(Code::USAGE,
                    Tr::tr("invalid target \"%1\": write it platform/arch, e.g. aws/h100")
                        .arg(excerpt(text)),
                    Tr::tr("Platforms: %1. GPU architectures: %2.")
                        .arg(validPlatforms().join(QStringLiteral(", ")),
                             validGpuArchitectures().join(QStringLiteral(", "))));
    DetectionInput probe;
    probe.platformOverride = parts.at(0);
    probe.gpuArchOverride = parts.at(1);
    if (const Result<DetectionResult> checked = detect(probe); !checked)
        return tl::unexpected(checked.error());
    return std::pair{parts.at(0), parts.at(1)};
}

QStringList gpuArchitectureContradictions(const TargetSelector &target,
                                          const QMap<QString, int> &votes, const QString &chosen)
{
    QStringList out;
    if (chosen.isEmpty())
        return out;
    // The architectures the target selects: its product nodeSelector, its `In` expressions.
    QStringList selected;
    QStringList products;
    if (const QString product = target.nodeSelector.value(kGpuProductLabel); !product.isEmpty())
        products << product;
    for (const QJsonObject &e : target.matchExpressions) {
        if (e.value(QLatin1String("key")).toString() != kGpuProductLabel ||
            e.value(QLatin1String("operator")).toString() != QLatin1String("In"))
            continue;
        for (const QJsonValue &v : e.value(QLatin1String("values")).toArray())
            products << v.toString();
    }
    for (const QString &product : std::as_const(products)) {
        const QString arch = architectureOfProduct(product);
        if (!arch.isEmpty() && !selected.contains(arch))
            selected << arch;
    }
    if (!selected.isEmpty() && !selected.contains(chosen))
        //: %1 the chosen architecture, %2 the label values, %3 their architectures
        out << Tr::tr("GPU architecture %1 contradicts the target: it selects "
                      "nvidia.com/gpu.product %2 (%3)")
                   .arg(chosen, products.join(QStringLiteral(", ")),
                        selected.join(QStringLiteral(", ")));
    if (!votes.isEmpty() && !votes.contains(chosen)) {
        QStringList counted;
        for (auto it = votes.cbegin(); it != votes.cend(); ++it)
            counted << it.key() + QLatin1Char('=') + QString::number(it.value());
        //: %1 the chosen architecture, %2 "h100=2, a100=1"
        out << Tr::tr("GPU architecture %1 contradicts the nodes' vote: their "
                      "nvidia.com/gpu.product labels say %2")
                   .arg(chosen, counted.join(QStringLiteral(", ")));
    }
    return out;
}

void setCluster(DetectionInput &input, const Kube::ClusterSnapshot &snapshot)
{
    input.nodes = snapshot.nodes();
    input.resourceSlices = snapshot.resourceSlices();
    input.pods = snapshot.pods();
    input.resourceSlicesForbidden =
        snapshot.refusedLists().contains(QStringLiteral("resourceslices"));
    input.podListError = snapshot.refusedLists().value(QStringLiteral("pods"));
}

} // namespace Accel::Nvcre
