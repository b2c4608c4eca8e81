// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "claimrender.h"
#include "dracodes.h"
#include "dratr.h"

#include "cel/parser.h"
#include "doc/yamlwriter.h"
#include "dra/devicecel.h"
#include "dra/inventory.h"
#include "excerpt.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace Accel::Dra {

namespace {
const QString kApiVersion = QStringLiteral("resource.k8s.io/v1");

/// resource.k8s.io/v1 QualifiedName: the identifier part is a C identifier of at most 32
/// characters (k8s NOTES, "Qualified names").
constexpr qsizetype MaxAttributeNameLength = 32;
/// String attributes a media.liken.sh device carries beside its capabilities (liken NOTES A2):
/// in a selector's `&&` they are a CEL type error on every device, so they are refused.
bool isStringAttribute(const QString &name)
{
    static const QSet<QString> strings = {
        QStringLiteral("vaDriver"), QStringLiteral("address"), QStringLiteral("driver"),
        QStringLiteral("vendor"),   QStringLiteral("product"), QStringLiteral("name"),
    };
    return strings.contains(name);
}

bool isCIdentifier(const QString &name)
{
    static const RegularExpression re = RegularExpression::builtIn("[A-Za-z_][A-Za-z0-9_]*");
    return re.matchesEntirely(name);
}

QJsonObject celSelector(const QString &expression)
{
    return QJsonObject{
        {QStringLiteral("cel"), QJsonObject{{QStringLiteral("expression"), expression}}}};
}

QJsonObject deviceClass(const QString &name, const QString &expression)
{
    return QJsonObject{
        {QStringLiteral("apiVersion"), kApiVersion},
        {QStringLiteral("kind"), QStringLiteral("DeviceClass")},
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}},
        {QStringLiteral("spec"),
         QJsonObject{{QStringLiteral("selectors"), QJsonArray{celSelector(expression)}}}},
    };
}

/// A request in the resource.k8s.io/v1 form (`exactly`), ExactCount with count 1 by default,
/// written as the spec writes it: without allocationMode and count.
QJsonObject exactRequest(const QString &name, const QString &className,
                         const QString &selectorExpression = QString())
{
    QJsonObject exactly{{QStringLiteral("deviceClassName"), className}};
    if (!selectorExpression.isEmpty())
        exactly.insert(QStringLiteral("selectors"), QJsonArray{celSelector(selectorExpression)});
    return QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("exactly"), exactly}};
}

} // namespace

const QStringList &knownCapabilities()
{
    static const QStringList names = {
        QStringLiteral("decodeH264"),
        QStringLiteral("decodeHEVCMain"),
        QStringLiteral("decodeHEVCMain10"),
        QStringLiteral("decodeAV1Main"),
        QStringLiteral("decodeAV1Main10"),
        QStringLiteral("decodeVP9"),
        QStringLiteral("decodeVP9Profile2"),
        QStringLiteral("decodeVP8"),
        QStringLiteral("decodeVC1"),
        QStringLiteral("decodeMPEG2"),
        QStringLiteral("encodeH264"),
        QStringLiteral("encodeHEVCMain"),
        QStringLiteral("encodeHEVCMain10"),
        QStringLiteral("encodeH264LowPower"),
        QStringLiteral("encodeHEVCMainLowPower"),
        QStringLiteral("encodeHEVCMain10LowPower"),
        QStringLiteral("scale8bit"),
        QStringLiteral("scale10bit"),
    };
    return names;
}

QString capabilityExpression(const QStringList &capabilities, bool withDriver)
{
    const QString domain(MediaDriver);
    QStringList terms;
    if (withDriver)
        terms << QStringLiteral("device.driver == \"%1\"").arg(domain);
    for (const QString &capability : capabilities)
        terms << QStringLiteral("device.attributes[\"%1\"].%2").arg(domain, capability);
    // The spec's block form: one term a line, `&&` at the end of each but the last.
    return terms.join(QStringLiteral(" &&\n")) + QLatin1Char('\n');
}

Result<QString> checkCapability(const QString &name)
{
    QString bare = name;
    const QString prefix = QString(MediaDriver) + QLatin1Char('/');
    if (bare.startsWith(prefix))
        bare = bare.mid(prefix.size());
    if (bare.contains(QLatin1Char('/'))) {
        return fail(Code::CLAIM_CAPABILITY,
                    Tr::tr("capability \"%1\" belongs to another domain: capabilities are "
                           "attributes of the %2 device")
                        .arg(excerpt(name), QString(MediaDriver)),
                    Tr::tr("Give the bare attribute name, for example decodeHEVCMain10."));
    }
    if (bare.isEmpty() || !isCIdentifier(bare) || bare.size() > MaxAttributeNameLength) {
        return fail(
            Code::CLAIM_CAPABILITY,
            Tr::tr("capability \"%1\" is not an attribute name: it must be a C "
                   "identifier (letters, digits and _, not starting with a digit) of at "
                   "most %2 characters")
                .arg(excerpt(name))
                .arg(MaxAttributeNameLength),
            Tr::tr("Known capabilities: %1.").arg(knownCapabilities().join(QStringLiteral(", "))));
    }
    if (Cel::isReservedWord(bare)) {
        return fail(
            Code::CLAIM_CAPABILITY,
            Tr::tr("capability \"%1\" is a CEL reserved word and cannot be selected "
                   "as an attribute")
                .arg(excerpt(name)),
            Tr::tr("Known capabilities: %1.").arg(knownCapabilities().join(QStringLiteral(", "))));
    }
    if (isStringAttribute(bare)) {
        return fail(
            Code::CLAIM_CAPABILITY,
            Tr::tr("\"%1\" is a string attribute of the %2 device, not a capability: "
                   "a selector term must be a bool")
                .arg(excerpt(name), QString(MediaDriver)),
            Tr::tr("Known capabilities: %1.").arg(knownCapabilities().join(QStringLiteral(", "))));
    }
    return bare;
}

Result<void> checkDnsSubdomain(const QString &value, const QString &field)
{
    static const RegularExpression re = RegularExpression::builtIn(
        "[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
    if (value.size() <= 253 && re.matchesEntirely(value))
        return {};
    return fail(Code::CLAIM_NAME,
                Tr::tr("%1 \"%2\" is not a valid Kubernetes name: it must be a DNS subdomain "
                       "(lowercase letters, digits, '-' and '.', starting and ending with a "
                       "letter or digit, at most 253 characters)")
                    .arg(field, excerpt(value)),
                Tr::tr("For example decode-10bit."));
}

Result<void> checkDnsLabel(const QString &value, const QString &field)
{
    static const RegularExpression re = RegularExpression::builtIn("[a-z0-9]([-a-z0-9]*[a-z0-9])?");
    if (value.size() <= 63 && re.matchesEntirely(value))
        return {};
    return fail(Code::CLAIM_NAME,
                Tr::tr("%1 \"%2\" is not a valid Kubernetes name: it must be a DNS label "
                       "(lowercase letters, digits and '-', starting and ending with a letter "
                       "or digit, at most 63 characters)")
                    .arg(field, excerpt(value)),
                Tr::tr("For example gpu."));
}

QJsonObject claimPodSnippet(const QString &templateName, const QString &podClaimName,
                            const QString &containerName)
{
    const QJsonArray containerClaims{QJsonObject{{QStringLiteral("name"), podClaimName}}};
    return QJsonObject{
        {QStringLiteral("spec"),
         QJsonObject{
             {QStringLiteral("resourceClaims"),
              QJsonArray{QJsonObject{{QStringLiteral("name"), podClaimName},
                                     {QStringLiteral("resourceClaimTemplateName"), templateName}}}},
             {QStringLiteral("containers"),
              QJsonArray{QJsonObject{{QStringLiteral("name"), containerName},
                                     {QStringLiteral("resources"),
                                      QJsonObject{{QStringLiteral("claims"), containerClaims}}}}}},
         }}};
}

Result<ClaimRendering> renderClaim(const ClaimRenderRequest &request)
{
    const bool reuseRenderClass = !request.existingRenderClass.isEmpty();
    const QString renderClass =
        reuseRenderClass ? request.existingRenderClass : request.renderClassName;
    const QString capabilityClass = request.selectorForm ? request.genericClassName : request.name;

    // Names first, in the order they appear in the output, each naming its field.
    if (auto ok = checkDnsSubdomain(request.name, Tr::tr("ResourceClaimTemplate name")); !ok)
        return tl::unexpected(ok.error());
    if (request.selectorForm) {
        if (auto ok = checkDnsSubdomain(capabilityClass, Tr::tr("generic DeviceClass name")); !ok)
            return tl::unexpected(ok.error());
    }
    if (auto ok = checkDnsSubdomain(renderClass, reuseRenderClass
                                                     ? Tr::tr("existing render-node class name")
                                                     : Tr::tr("render-node DeviceClass name"));
        !ok)
        return tl::unexpected(ok.error());
    if (renderClass == capabilityClass) {
        return fail(
            Code::CLAIM_NAME,
            Tr::tr("the render-node class and the capability class are both named "
                   "\"%1\": the request %2 would select %3 devices, which are no render "
                   "nodes")
                .arg(excerpt(renderClass), excerpt(request.gpuRequest), QString(MediaDriver)),
            Tr::tr("Choose another claim name, or name the render-node class (for "
                   "example display-render)."));
    }
    if (auto ok = checkDnsLabel(request.gpuRequest, Tr::tr("request name")); !ok)
        return tl::unexpected(ok.error());
    if (auto ok = checkDnsLabel(request.decodesRequest, Tr::tr("request name")); !ok)
        return tl::unexpected(ok.error());
    if (request.gpuRequest == request.decodesRequest) {
        return fail(Code::CLAIM_NAME,
                    Tr::tr("both requests are named \"%1\": request names must be unique in a "
                           "claim")
                        .arg(excerpt(request.gpuRequest)));
    }
    if (auto ok = checkDnsLabel(request.podClaimName, Tr::tr("pod resource claim name")); !ok)
        return tl::unexpected(ok.error());
    if (auto ok = checkDnsLabel(request.containerName, Tr::tr("container name")); !ok)
        return tl::unexpected(ok.error());

    ClaimRendering out;
    if (request.capabilities.isEmpty()) {
        return fail(Code::CLAIM_CAPABILITY, Tr::tr("no capability is required"),
                    Tr::tr("Name at least one, for example decodeHEVCMain10 and scale10bit."));
    }
    for (const QString &name : request.capabilities) {
        const Result<QString> bare = checkCapability(name);
        if (!bare)
            return tl::unexpected(bare.error());
        if (out.capabilities.contains(*bare)) {
            out.warnings << Tr::tr("capability %1 is named twice; it is required once").arg(*bare);
            continue;
        }
        if (!knownCapabilities().contains(*bare)) {
            out.warnings << Tr::tr("%1 is not a capability the media.liken.sh agent is known to "
                                   "publish: a device without it fails the selector with a CEL "
                                   "runtime error, and the claim does not allocate there")
                                .arg(*bare);
        }
        out.capabilities << *bare;
    }

    // Step 2: the capability class checks the driver and every capability; step 4: the generic
    // class checks the driver only, and the request's selector the capabilities.
    out.expression = capabilityExpression(out.capabilities, !request.selectorForm);
    if (out.expression.size() > SelectorMaxLength) {
        return fail(Code::CLAIM_CAPABILITY,
                    Tr::tr("the selector is %1 characters long; the API server refuses CEL "
                           "selectors over %2")
                        .arg(out.expression.size())
                        .arg(SelectorMaxLength));
    }
    if (request.selectorForm) {
        // One line, as the spec and liken's data write it.
        out.objects << deviceClass(
            capabilityClass, QStringLiteral("device.driver == \"%1\"").arg(QString(MediaDriver)));
    } else {
        out.objects << deviceClass(capabilityClass, out.expression);
    }
    if (!reuseRenderClass) {
        // Step 2, the second class: the render nodes liken publishes.
        out.objects << deviceClass(renderClass,
                                   QStringLiteral("device.driver == \"%1\" &&\n"
                                                  "has(device.attributes[\"%1\"].renderNode)\n")
                                       .arg(QString(LikenDriver)));
    }

    // Step 3: both devices on one GPU, by its PCI address.
    const QJsonObject claimSpec{
        {QStringLiteral("devices"),
         QJsonObject{
             {QStringLiteral("requests"),
              QJsonArray{exactRequest(request.gpuRequest, renderClass),
                         exactRequest(request.decodesRequest, capabilityClass,
                                      request.selectorForm ? out.expression : QString())}},
             {QStringLiteral("constraints"),
              QJsonArray{
                  QJsonObject{{QStringLiteral("requests"),
                               QJsonArray{request.gpuRequest, request.decodesRequest}},
                              {QStringLiteral("matchAttribute"), QString(PciBusIdAttribute)}}}},
         }}};
    out.objects << QJsonObject{
        {QStringLiteral("apiVersion"), kApiVersion},
        {QStringLiteral("kind"), QStringLiteral("ResourceClaimTemplate")},
        {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), request.name}}},
        {QStringLiteral("spec"), QJsonObject{{QStringLiteral("spec"), claimSpec}}},
    };

    out.podSnippet = claimPodSnippet(request.name, request.podClaimName, request.containerName);
    return out;
}

QByteArray ClaimRendering::toYaml() const
{
    QList<QJsonValue> documents;
    for (const QJsonObject &object : objects)
        documents << object;
    QByteArray out = Doc::toYamlDocuments(documents);
    if (podSnippet.isEmpty())
        return out;
    // A comment-only document: readable and ready to paste, skipped when the file is applied.
    out += "---\n# ";
    out += (snippetNote.isEmpty()
                ? Tr::tr("The pod names the claim; the container receives the render node:")
                : snippetNote)
               .toUtf8();
    out += '\n';
    const QList<QByteArray> lines = Doc::toYaml(podSnippet).split('\n');
    for (const QByteArray &line : lines) {
        if (!line.isEmpty())
            out += "# " + line + '\n';
    }
    return out;
}

QJsonObject ClaimRendering::toJson() const
{
    QJsonArray items;
    for (const QJsonObject &object : objects)
        items.append(object);
    return QJsonObject{{QStringLiteral("apiVersion"), QStringLiteral("v1")},
                       {QStringLiteral("kind"), QStringLiteral("List")},
                       {QStringLiteral("items"), items},
                       {QStringLiteral("podSnippet"), podSnippet}};
}

} // namespace Accel::Dra
