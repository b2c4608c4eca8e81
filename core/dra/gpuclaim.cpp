// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "dra/gpuclaim.h"
#include "dra/claimrender.h"
#include "dra/dracodes.h"
#include "dra/dratr.h"
#include "dra/driverprofile.h"
#include "dra/inventory.h"
#include "regularexpression.h"

#include "cel/value.h"

#include <QJsonArray>
#include <QMap>

#include <algorithm>

namespace Accel::Dra {

namespace {

const QString kGpuClaimApiVersion = QStringLiteral("resource.k8s.io/v1");

/// A CEL string literal in single quotes, as NVIDIA's and the example driver's classes write
/// them.
QString gpuClaimQuoted(const QString &text)
{
    QString out = text;
    out.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    out.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + out + QLatin1Char('\'');
}

QJsonObject gpuClaimCelSelector(const QString &expression)
{
    return QJsonObject{
        {QStringLiteral("cel"), QJsonObject{{QStringLiteral("expression"), expression}}}};
}

/// "8.0" -> "8.0.0", "9" -> "9.0.0"; nullopt for anything that is not such a version.
std::optional<QString> gpuClaimFullVersion(const QString &text)
{
    static const RegularExpression re =
        RegularExpression::builtIn(R"re((\d+)(?:\.(\d+))?(?:\.(\d+))?)re");
    const RegularExpression::Match m = re.matchEntirely(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const auto part = [&m](int i) {
        return m.captured(i).isEmpty() ? QStringLiteral("0") : m.captured(i);
    };
    return part(1) + QLatin1Char('.') + part(2) + QLatin1Char('.') + part(3);
}

/// The kind rule that makes a device of PROFILE a whole GPU or a partition, for a selector on
/// a class that does not tell them apart (gpu.amd.com selects both).
const KindRule *gpuClaimKindRule(const DriverProfile &profile, DeviceKind kind)
{
    for (const KindRule &rule : profile.kinds) {
        if (rule.kind == kind && !rule.value.isEmpty())
            return &rule;
    }
    return nullptr;
}

Result<void> gpuClaimNeeds(const DriverProfile &profile, Column column, const FieldSpec *&spec)
{
    spec = fieldSpec(&profile, column);
    if (spec)
        return {};
    return fail(Code::CLAIM_INPUT,
                //: %1 a DRA driver, %2 what a claim asks for (Memory, Architecture ...)
                Tr::tr("driver %1 publishes no %2 to select on")
                    .arg(QString(profile.driver), columnTitle(column).toLower()),
                Tr::tr("Leave that criterion out for this driver."));
}

QJsonObject gpuClaimExactRequest(const QString &name, const QString &className,
                                 const QStringList &selectors, int count)
{
    QJsonObject exactly{{QStringLiteral("deviceClassName"), className}};
    if (count != 1)
        exactly.insert(QStringLiteral("count"), count);
    if (!selectors.isEmpty()) {
        QJsonArray list;
        for (const QString &s : selectors)
            list.append(gpuClaimCelSelector(s));
        exactly.insert(QStringLiteral("selectors"), list);
    }
    return QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("exactly"), exactly}};
}

} // namespace

Result<QStringList> gpuClaimSelectors(const GpuClaimRequest &request)
{
    const DriverProfile *profile = driverProfile(request.driver);
    if (!profile || profile->deviceClass.isEmpty()) {
        QStringList drivers;
        for (const DriverProfile &p : driverProfiles())
            if (!p.deviceClass.isEmpty())
                drivers << QString(p.driver);
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1 is not a GPU driver this version can build claims for")
                        .arg(request.driver.isEmpty() ? Tr::tr("(no driver)") : request.driver),
                    Tr::tr("Use one of: %1.").arg(drivers.join(QStringLiteral(", "))));
    }
    const QString domain = gpuClaimQuoted(request.driver);
    const QString attributes = QStringLiteral("device.attributes[%1].").arg(domain);
    const QString capacity = QStringLiteral("device.capacity[%1].").arg(domain);
    const bool partition = request.partition || request.sameGpu || !request.profile.isEmpty();
    QStringList selectors;
    // A class that selects whole GPUs and partitions alike: say which (AMD's documentation).
    const QLatin1StringView ownClass = partition ? profile->partitionClass : profile->deviceClass;
    if (partition && profile->partitionClass.isEmpty()) {
        const KindRule *rule = gpuClaimKindRule(*profile, DeviceKind::Partition);
        if (!rule)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("driver %1 publishes no partitions").arg(request.driver),
                        Tr::tr("Ask for a whole GPU of this driver."));
        selectors << attributes + rule->attribute + QStringLiteral(" == ") +
                         gpuClaimQuoted(rule->value);
    } else if (!partition && !ownClass.isEmpty() && profile->partitionClass.isEmpty()) {
        if (const KindRule *rule = gpuClaimKindRule(*profile, DeviceKind::Gpu);
            rule && gpuClaimKindRule(*profile, DeviceKind::Partition))
            selectors << attributes + rule->attribute + QStringLiteral(" == ") +
                             gpuClaimQuoted(rule->value);
    }
    const FieldSpec *spec = nullptr;
    if (!request.product.isEmpty()) {
        if (auto ok = gpuClaimNeeds(*profile, Column::Product, spec); !ok)
            return tl::unexpected(ok.error());
        selectors << attributes + spec->name + QStringLiteral(" == ") +
                         gpuClaimQuoted(request.product);
    }
    if (!request.architecture.isEmpty()) {
        if (auto ok = gpuClaimNeeds(*profile, Column::Architecture, spec); !ok)
            return tl::unexpected(ok.error());
        selectors << attributes + spec->name + QStringLiteral(" == ") +
                         gpuClaimQuoted(request.architecture);
    }
    if (!request.minMemory.isEmpty()) {
        if (auto ok = gpuClaimNeeds(*profile, Column::Memory, spec); !ok)
            return tl::unexpected(ok.error());
        const QString memory = request.minMemory.trimmed();
        if (!Cel::Quantity::parse(memory))
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("memory \"%1\" is not a Kubernetes quantity").arg(request.minMemory),
                        Tr::tr("For example 40Gi or 81559Mi."));
        // The example driver's idiom (compareTo ... >= 0): "at least", not "more than".
        selectors
            << (spec->capacity ? capacity : attributes) + spec->name +
                   QStringLiteral(".compareTo(quantity(%1)) >= 0").arg(gpuClaimQuoted(memory));
    }
    if (!request.minComputeCapability.isEmpty()) {
        if (auto ok = gpuClaimNeeds(*profile, Column::ComputeCapability, spec); !ok)
            return tl::unexpected(ok.error());
        const std::optional<QString> version = gpuClaimFullVersion(request.minComputeCapability);
        if (!version)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("compute capability \"%1\" is not a version")
                            .arg(request.minComputeCapability),
                        Tr::tr("For example 8.0 or 9.0."));
        // Version attributes are semver values in the selector environment.
        selectors
            << attributes + spec->name +
                   QStringLiteral(".compareTo(semver(%1)) >= 0").arg(gpuClaimQuoted(*version));
    }
    if (!request.profile.isEmpty()) {
        if (auto ok = gpuClaimNeeds(*profile, Column::Profile, spec); !ok)
            return tl::unexpected(ok.error());
        selectors << attributes + spec->name + QStringLiteral(" == ") +
                         gpuClaimQuoted(request.profile);
    }
    return selectors;
}

Result<ClaimRendering> renderGpuClaim(const GpuClaimRequest &request)
{
    if (auto ok = checkDnsSubdomain(request.name, Tr::tr("ResourceClaimTemplate name")); !ok)
        return tl::unexpected(ok.error());
    if (auto ok = checkDnsLabel(request.podClaimName, Tr::tr("pod resource claim name")); !ok)
        return tl::unexpected(ok.error());
    if (auto ok = checkDnsLabel(request.containerName, Tr::tr("container name")); !ok)
        return tl::unexpected(ok.error());
    if (request.count < 1 || request.count > 32)
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("a request for %1 devices: the API server takes 1 to 32 per claim")
                        .arg(request.count));
    const Result<QStringList> selectors = gpuClaimSelectors(request);
    if (!selectors)
        return tl::unexpected(selectors.error());
    const DriverProfile &profile = *driverProfile(request.driver);
    const bool partition = request.partition || request.sameGpu || !request.profile.isEmpty();
    const QString className = partition && !profile.partitionClass.isEmpty()
                                  ? QString(profile.partitionClass)
                                  : QString(profile.deviceClass);

    ClaimRendering out;
    out.expression = selectors->join(QStringLiteral(" &&\n"));
    if (!out.expression.isEmpty())
        out.expression += QLatin1Char('\n');
    const QString base = partition ? QStringLiteral("mig") : QStringLiteral("gpu");
    QJsonArray requests;
    QJsonObject devices;
    if (request.sameGpu) {
        // Two partitions of one GPU: the attribute they share, as the driver's quickstart
        // constrains them (NVIDIA: parentUUID; otherwise the PCI address).
        const QString a = base + QStringLiteral("-0");
        const QString b = base + QStringLiteral("-1");
        requests.append(gpuClaimExactRequest(a, className, *selectors, request.count));
        requests.append(gpuClaimExactRequest(b, className, *selectors, request.count));
        const QString attribute =
            profile.sameGpuAttribute.isEmpty()
                ? QString(PciBusIdAttribute)
                : QString(profile.driver) + QLatin1Char('/') + profile.sameGpuAttribute;
        devices.insert(QStringLiteral("constraints"),
                       QJsonArray{QJsonObject{{QStringLiteral("requests"), QJsonArray{a, b}},
                                              {QStringLiteral("matchAttribute"), attribute}}});
    } else {
        requests.append(gpuClaimExactRequest(base, className, *selectors, request.count));
    }
    devices.insert(QStringLiteral("requests"), requests);
    out.objects << QJsonObject{
        {QStringLiteral("apiVersion"), kGpuClaimApiVersion},
        {QStringLiteral("kind"), QStringLiteral("ResourceClaimTemplate")},
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), request.name}}},
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("spec"), QJsonObject{{QStringLiteral("devices"), devices}}}}},
    };
    //: Above the pod snippet of a claim for a GPU or MIG device by what its driver publishes
    out.snippetNote = Tr::tr("The pod names the claim; the container receives the devices it "
                             "claims:");
    out.podSnippet = claimPodSnippet(request.name, request.podClaimName, request.containerName);
    return out;
}

GpuClaimChoices gpuClaimChoices(const Inventory &inventory, const QString &driver)
{
    GpuClaimChoices choices;
    QMap<QString, int> gpusPerDriver;
    QSet<QString> products, architectures, profiles;
    QMap<double, QString> memories;
    QMap<QString, QString> capabilities; // sortable key -> major.minor
    for (const Device &device : inventory.devices()) {
        const DriverProfile *profile = driverProfile(device.driver);
        if (!profile || profile->deviceClass.isEmpty())
            continue;
        if (device.kind == DeviceKind::Gpu)
            ++gpusPerDriver[device.driver];
        if (device.driver != driver)
            continue;
        if (const auto v = rawField(device, Column::Product); v && !v->isEmpty())
            products.insert(*v);
        if (const auto v = rawField(device, Column::Architecture); v && !v->isEmpty())
            architectures.insert(*v);
        if (const auto v = rawField(device, Column::Profile); v && !v->isEmpty())
            if (device.kind == DeviceKind::Partition)
                profiles.insert(*v);
        if (const auto v = rawField(device, Column::Memory))
            if (const auto q = Cel::Quantity::parse(*v); q && q->sign() > 0)
                memories.insert(q->asApproximateFloat(), *v);
        if (const auto v = rawField(device, Column::ComputeCapability)) {
            const QString mm = formatMajorMinor(*v);
            const QStringList parts = mm.split(QLatin1Char('.'));
            capabilities.insert(QStringLiteral("%1.%2")
                                    .arg(parts.value(0).toInt(), 6, 10, QLatin1Char('0'))
                                    .arg(parts.value(1).toInt(), 6, 10, QLatin1Char('0')),
                                mm);
        }
    }
    QList<std::pair<int, QString>> drivers;
    for (auto it = gpusPerDriver.cbegin(); it != gpusPerDriver.cend(); ++it)
        drivers.append({-it.value(), it.key()});
    std::sort(drivers.begin(), drivers.end());
    for (const auto &[count, name] : drivers)
        choices.drivers << name;
    const auto sorted = [](const QSet<QString> &set) {
        QStringList list(set.cbegin(), set.cend());
        list.sort();
        return list;
    };
    choices.products = sorted(products);
    choices.architectures = sorted(architectures);
    choices.profiles = sorted(profiles);
    choices.memories = memories.values();
    choices.computeCapabilities = capabilities.values();
    return choices;
}

} // namespace Accel::Dra
