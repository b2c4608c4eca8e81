// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "result.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

/// DeviceClasses and ResourceClaimTemplates that claim a GPU by what its media driver states
/// (issue 7, section 2; spec dra-media-capability-claims.txt, steps 2 to 4).
namespace Accel::Dra {

/// The capability attributes a media.liken.sh device publishes, each a bool and always present
/// (liken NOTES A2, the 18-attribute set), in the agent's rule order.
const QStringList &knownCapabilities();

/// Names the spec uses (steps 2 to 4).
inline constexpr QLatin1StringView DefaultRenderClass{"gpu-render"};
inline constexpr QLatin1StringView DefaultGenericClass{"media-gpu"};
inline constexpr QLatin1StringView GpuRequest{"gpu"};
inline constexpr QLatin1StringView DecodesRequest{"decodes"};
inline constexpr QLatin1StringView DefaultPodClaim{"gpu"};
inline constexpr QLatin1StringView DefaultContainer{"worker"};

/// What to render. Every name is checked (see renderClaim); the defaults are the spec's.
struct ClaimRenderRequest
{
    /// The ResourceClaimTemplate's name and, in the class form, the capability DeviceClass's
    /// (the spec names both decode-10bit). A DNS subdomain.
    QString name;
    /// Bare media.liken.sh attribute names (`decodeHEVCMain10`); a `media.liken.sh/` prefix is
    /// accepted and dropped. Order is kept; duplicates are dropped with a warning.
    QStringList capabilities;
    /// Empty: render the render-node class `renderClassName` (step 2, second class). Otherwise
    /// the name of an existing class to reuse (display-render), which is then not rendered.
    QString existingRenderClass;
    /// Step 4: the capabilities go in a request-level selector on the generic class
    /// `genericClassName` (which selects every media.liken.sh device) instead of in a class.
    bool selectorForm = false;

    QString renderClassName = QString(DefaultRenderClass);
    QString genericClassName = QString(DefaultGenericClass);
    QString gpuRequest = QString(GpuRequest);
    QString decodesRequest = QString(DecodesRequest);
    QString podClaimName = QString(DefaultPodClaim);
    QString containerName = QString(DefaultContainer);
};

/// The result: Kubernetes objects in apply order (classes first, then the template), and the
/// pod snippet that names the template, which is a fragment of a Pod spec, not an object.
struct ClaimRendering
{
    /// DeviceClass objects rendered (capability or generic class, then the render-node class
    /// unless an existing one is reused), then the ResourceClaimTemplate. resource.k8s.io/v1.
    QList<QJsonObject> objects;
    /// `{spec: {resourceClaims: [...], containers: [{name, resources: {claims}}]}}`.
    QJsonObject podSnippet;
    /// The comment above the snippet in toYaml(); empty: the media claim's (the container
    /// receives the render node). A GPU claim (gpuclaim.h) says what it receives.
    QString snippetNote;
    /// The capability selector's CEL text, as it appears in the class or the request.
    QString expression;
    /// The capabilities rendered, validated and de-duplicated, in order.
    QStringList capabilities;
    /// Names outside the known set, duplicates (each on its own line, translated).
    QStringList warnings;

    /// The objects as `---`-separated YAML documents, then the pod snippet as a comment-only
    /// document (kubectl and Doc::readDocuments skip it), so the output applies as it is.
    QByteArray toYaml() const;
    /// `{apiVersion: v1, kind: List, items: [objects], podSnippet: {...}}`.
    QJsonObject toJson() const;
};

/// Renders the classes, the template and the pod snippet. Errors:
/// - CLAIM_NAME: a name that is not a DNS subdomain (class and template names) or a DNS label
///   (request, pod claim and container names); the message names the field and the value. Also
///   the render-node class and the capability class sharing one name.
/// - CLAIM_CAPABILITY: no capability, a name that is not a CEL identifier / attribute name (C
///   identifier, at most 32 characters, not a CEL reserved word), a qualified name of another
///   domain, or a known string attribute (vaDriver, address ...) that is no capability.
/// Unknown but well-formed names are allowed with a warning (an older or newer agent may publish
/// them; a device without one fails the selector at run time).
Result<ClaimRendering> renderClaim(const ClaimRenderRequest &request);

/// The pod spec that uses a claim made from the template TEMPLATENAME: the pod's resourceClaims
/// entry PODCLAIMNAME and the container CONTAINERNAME claiming it (every claim renderer's pod
/// snippet).
QJsonObject claimPodSnippet(const QString &templateName, const QString &podClaimName,
                            const QString &containerName);

/// `device.driver == "media.liken.sh" && device.attributes["media.liken.sh"].X && ...`, one
/// term a line with a trailing newline, as the spec writes it; without the driver term when
/// `withDriver` is false (a request selector on a class that already checks the driver).
/// Names are not checked here.
QString capabilityExpression(const QStringList &capabilities, bool withDriver);

/// A checked capability name: the bare name, or CLAIM_CAPABILITY.
Result<QString> checkCapability(const QString &name);
/// RFC 1123 DNS subdomain (at most 253 characters) / label (at most 63), as Kubernetes checks
/// object and request names; CLAIM_NAME naming `field` otherwise.
Result<void> checkDnsSubdomain(const QString &value, const QString &field);
Result<void> checkDnsLabel(const QString &value, const QString &field);

} // namespace Accel::Dra
