// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "workflowrender.h"

#include "doc/documentreader.h"
#include "inputfile.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>

namespace Accel::Nvcre {

namespace {

const QString MockNodesDir = QStringLiteral(":/accel/nvcre/nodes");

} // namespace

Result<QJsonObject> readWorkflow(const QByteArray &bytes, const QString &sourceName)
{
    const Result<QJsonValue> doc = Doc::readDocument(bytes, sourceName);
    if (!doc)
        return tl::unexpected(doc.error());
    if (!doc->isObject())
        return fail(Code::NVCRE_WORKFLOW_KIND,
                    Tr::tr("%1: expected a Workflow object (a YAML mapping)").arg(sourceName));
    const QJsonObject workflow = doc->toObject();
    const QString kind = workflow.value(QStringLiteral("kind")).toString();
    if (!kind.isEmpty() && kind != QLatin1String("Workflow"))
        return fail(Code::NVCRE_WORKFLOW_KIND,
                    Tr::tr("%1 holds a %2, not a Workflow").arg(sourceName, kind),
                    kind == QLatin1String("Certification")
                        ? Tr::tr("Render a Certification with `accelctl certification render`.")
                        : QString());
    return workflow;
}

Result<QJsonObject> readWorkflowFile(const QString &path)
{
    const Result<QByteArray> bytes = readInputFile(path, Limits::DocumentFileBytes);
    if (!bytes)
        return tl::unexpected(bytes.error());
    return readWorkflow(*bytes, path);
}

Result<QList<QJsonObject>> readNodesFile(const QString &path)
{
    const Result<QList<QJsonValue>> docs = Doc::readDocumentsFile(path);
    if (!docs)
        return tl::unexpected(docs.error());
    QList<QJsonValue> items;
    for (const QJsonValue &doc : *docs) {
        if (doc.isArray()) {
            for (const QJsonValue &item : doc.toArray())
                items << item;
        } else if (doc.isObject() &&
                   doc.toObject()
                       .value(QStringLiteral("kind"))
                       .toString()
                       .endsWith(QLatin1String("List")) &&
                   doc.toObject().value(QStringLiteral("items")).isArray()) {
            for (const QJsonValue &item : doc.toObject().value(QStringLiteral("items")).toArray())
                items << item;
        } else {
            items << doc;
        }
    }
    QList<QJsonObject> nodes;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items.at(i).isObject())
            return fail(Code::NVCRE_NODES_FILE,
                        Tr::tr("%1: entry %2 is not a Node mapping").arg(path).arg(i + 1));
        QJsonObject node = items.at(i).toObject();
        const QString kind = node.value(QStringLiteral("kind")).toString();
        if (!kind.isEmpty() && kind != QLatin1String("Node"))
            continue;
        QJsonObject metadata = node.value(QStringLiteral("metadata")).toObject();
        if (metadata.value(QStringLiteral("name")).toString().isEmpty()) {
            metadata.insert(QStringLiteral("name"), QStringLiteral("mock-node-%1").arg(i));
            node.insert(QStringLiteral("metadata"), metadata);
        }
        nodes << node;
    }
    return nodes;
}

TargetSelector workflowTarget(const QJsonObject &workflow)
{
    return TargetSelector::fromJson(workflow.value(QStringLiteral("spec"))
                                        .toObject()
                                        .value(QStringLiteral("orchestration"))
                                        .toObject()
                                        .value(QStringLiteral("target"))
                                        .toObject());
}

Result<WorkflowRender> renderWorkflow(const QJsonObject &workflow, const QString &platform,
                                      const QString &gpuArchitecture,
                                      const QList<QJsonObject> &nodes)
{
    WorkflowRender render;
    // CRE decodes into its typed Workflow and sets the TypeMeta, so an input written for the
    // older cre.nvidia.com group comes out as nvcre.nvidia.com/v1alpha1.
    QJsonObject object = workflow;
    object.insert(QStringLiteral("apiVersion"), QString(WorkflowApiVersion));
    object.insert(QStringLiteral("kind"), QStringLiteral("Workflow"));
    const QJsonObject spec = object.value(QStringLiteral("spec")).toObject();

    render.context = OverrideContext::build(spec, platform, gpuArchitecture, nodes);
    Result<OverrideOutcome> outcome = applyOverrides(spec, render.context);
    if (!outcome)
        return tl::unexpected(outcome.error());
    render.overrides = std::move(*outcome);

    QJsonObject baseSpec = spec;
    baseSpec.remove(QStringLiteral("overrides"));
    render.base = object;
    render.base.insert(QStringLiteral("spec"), baseSpec);

    QJsonObject renderedSpec = render.overrides.spec;
    renderedSpec.remove(QStringLiteral("overrides"));
    QJsonObject rendered = object;
    rendered.insert(QStringLiteral("spec"), renderedSpec);
    QJsonObject metadata = rendered.value(QStringLiteral("metadata")).toObject();
    QJsonObject annotations = metadata.value(QStringLiteral("annotations")).toObject();
    annotations.insert(QString(DetectedPlatformAnnotation), platform);
    annotations.insert(QString(DetectedGpuArchitectureAnnotation), gpuArchitecture);
    const QString applied = render.overrides.appliedOverridesJson();
    if (!applied.isEmpty())
        annotations.insert(QString(AppliedOverridesAnnotation), applied);
    metadata.insert(QStringLiteral("annotations"), annotations);
    rendered.insert(QStringLiteral("metadata"), metadata);
    render.rendered = rendered;
    return render;
}

QStringList mockNodePairs()
{
    QStringList pairs;
    const QStringList files =
        QDir(MockNodesDir).entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        pairs << file.chopped(5);
    pairs.sort();
    return pairs;
}

Result<QList<QJsonObject>> mockNodes(const QString &platform, const QString &gpuArchitecture)
{
    const QString pair = platform + QLatin1Char('-') + gpuArchitecture;
    const QString path = MockNodesDir + QLatin1Char('/') + pair + QStringLiteral(".yaml");
    if (platform.isEmpty() || gpuArchitecture.isEmpty() || !QFile::exists(path))
        return fail(Code::NVCRE_MOCK_NODES,
                    Tr::tr("no mock nodes for %1; available: %2")
                        .arg(pair, mockNodePairs().join(QStringLiteral(", "))),
                    Tr::tr("Pass one of the available pairs, or describe the nodes in a file "
                           "with --nodes-file."));
    return Doc::readObjectsFile(path);
}

} // namespace Accel::Nvcre
