// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors

#include "rundrift.h"

#include "excerpt.h"
#include "nvcre/certificationrender.h"
#include "nvcre/nvcretr.h"
#include "nvcre/renderjob.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace Accel::Nvcre {

namespace {

// The run as a document to render: its identity and spec, never its status (what the controller
// wrote is what the render is compared with, not an input to it).
QByteArray runDocument(const QJsonObject &run)
{
    QJsonObject document;
    document.insert(QStringLiteral("apiVersion"), run.value(QStringLiteral("apiVersion")));
    document.insert(QStringLiteral("kind"), run.value(QStringLiteral("kind")));
    document.insert(QStringLiteral("metadata"), run.value(QStringLiteral("metadata")));
    document.insert(QStringLiteral("spec"), run.value(QStringLiteral("spec")));
    return QJsonDocument(document).toJson(QJsonDocument::Compact);
}

QString labelValue(const QJsonObject &object, QLatin1StringView newKey)
{
    const QJsonObject labels = object.value(QStringLiteral("metadata"))
                                   .toObject()
                                   .value(QStringLiteral("labels"))
                                   .toObject();
    const QString key = newKey;
    if (labels.contains(key))
        return labels.value(key).toString();
    // The older API group's labels (STATUS-NOTES section 0: cre.nvidia.com/category-domain ...).
    QString old = key;
    old.replace(QStringLiteral("nvcre.nvidia.com/"), QStringLiteral("cre.nvidia.com/"));
    return labels.value(old).toString();
}

QString objectName(const QJsonObject &object)
{
    return object.value(QStringLiteral("metadata"))
        .toObject()
        .value(QStringLiteral("name"))
        .toString();
}

// A Certification's categories name their Workflows in status.categoryStatuses[].workflowRef
// (STATUS-NOTES section 1, Certification); the labels say the same on the Workflow.
QString workflowNameForCategory(const QJsonObject &run, const QString &domain,
                                const QString &variant)
{
    const QJsonArray statuses = run.value(QStringLiteral("status"))
                                    .toObject()
                                    .value(QStringLiteral("categoryStatuses"))
                                    .toArray();
    for (const QJsonValue &value : statuses) {
        const QJsonObject status = value.toObject();
        if (status.value(QStringLiteral("domain")).toString() == domain &&
            status.value(QStringLiteral("variant")).toString() == variant)
            return status.value(QStringLiteral("workflowRef"))
                .toObject()
                .value(QStringLiteral("name"))
                .toString();
    }
    return {};
}

const QJsonObject *findWorkflow(const QList<QJsonObject> &workflows, const QJsonObject &run,
                                const RenderedWorkflow &rendered, bool certification)
{
    const QString renderedName = objectName(rendered.rendered);
    QString domain;
    QString variant;
    QString refName;
    if (certification) {
        domain = labelValue(rendered.rendered, CategoryDomainLabel);
        variant = labelValue(rendered.rendered, CategoryVariantLabel);
        refName = workflowNameForCategory(run, domain, variant);
    }
    for (const QJsonObject &workflow : workflows) {
        const QString name = objectName(workflow);
        if (!refName.isEmpty() && name == refName)
            return &workflow;
    }
    for (const QJsonObject &workflow : workflows) {
        if (certification && !domain.isEmpty() &&
            labelValue(workflow, CategoryDomainLabel) == domain &&
            labelValue(workflow, CategoryVariantLabel) == variant)
            return &workflow;
    }
    for (const QJsonObject &workflow : workflows) {
        if (objectName(workflow) == renderedName)
            return &workflow;
    }
    return nullptr;
}

QString indexList(const QList<qsizetype> &indices)
{
    if (indices.isEmpty())
        return Tr::tr("none");
    QStringList parts;
    for (qsizetype index : indices)
        parts << QString::number(index);
    return parts.join(QStringLiteral(", "));
}

QString voteText(const QMap<QString, int> &votes)
{
    QStringList parts;
    for (auto it = votes.cbegin(); it != votes.cend(); ++it)
        parts << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
    return parts.join(QStringLiteral(", "));
}

struct Compared
{
    QString category;
    const RenderedWorkflow *rendered = nullptr;
    QJsonObject orchestration;
    /// The orchestration is a Workflow's (which records appliedOverrides, omitted when none
    /// matched), not the WorkloadRun's mirror of detection (which has no overrides).
    bool fromWorkflow = false;
};

void compareDetection(const Compared &c, const DetectionResult &detection, QList<RunDrift> &out)
{
    const QString recordedPlatform =
        c.orchestration.value(QStringLiteral("detectedPlatform")).toString();
    if (!recordedPlatform.isEmpty() && recordedPlatform != detection.platform) {
        out << RunDrift{c.category, QStringLiteral("detectedPlatform"), recordedPlatform,
                        detection.platform,
                        Tr::tr("platform detection on the nodes now gives \"%1\" (%2); the "
                               "controller detected \"%3\" when the run started: the nodes' "
                               "providerIDs or labels changed since")
                            .arg(detection.platform, excerpt(detection.platformReason),
                                 excerpt(recordedPlatform))};
    }
    const QString recordedArch =
        c.orchestration.value(QStringLiteral("detectedGPUArchitecture")).toString();
    if (!recordedArch.isEmpty() && recordedArch != detection.gpuArchitecture) {
        const QString votes = voteText(detection.archVotes);
        out << RunDrift{c.category, QStringLiteral("detectedGPUArchitecture"), recordedArch,
                        detection.gpuArchitecture,
                        votes.isEmpty()
                            ? Tr::tr("no target node carries nvidia.com/gpu.product now; the "
                                     "controller detected \"%1\": the nodes' labels changed "
                                     "since")
                                  .arg(excerpt(recordedArch))
                            : Tr::tr("the target nodes' nvidia.com/gpu.product labels now vote "
                                     "%1; the controller detected \"%2\": the nodes' labels "
                                     "changed since")
                                  .arg(votes, excerpt(recordedArch))};
    }
}

void compareOverrides(const Compared &c, bool detectionDrifted, const QJsonObject &workflow,
                      QList<RunDrift> &out)
{
    if (!c.fromWorkflow)
        return;
    QList<qsizetype> recorded;
    const QJsonArray applied = c.orchestration.value(QStringLiteral("appliedOverrides")).toArray();
    for (const QJsonValue &value : applied)
        recorded << value.toObject().value(QStringLiteral("index")).toInteger(-1);
    std::sort(recorded.begin(), recorded.end());
    QList<qsizetype> previewed;
    for (const OverrideRecord &record : c.rendered->overrides.records) {
        if (record.matched)
            previewed << record.index;
    }
    std::sort(previewed.begin(), previewed.end());
    if (recorded == previewed)
        return;

    QStringList why;
    const QJsonArray recordedList = workflow.value(QStringLiteral("spec"))
                                        .toObject()
                                        .value(QStringLiteral("overrides"))
                                        .toArray();
    const QJsonArray renderedList = c.rendered->base.value(QStringLiteral("spec"))
                                        .toObject()
                                        .value(QStringLiteral("overrides"))
                                        .toArray();
    if (!workflow.value(QStringLiteral("spec")).toObject().isEmpty() &&
        recordedList != renderedList) {
        why << Tr::tr("the catalog and the run's spec render %n override(s) for this category "
                      "now, the Workflow the controller ran has %1: the catalog differs",
                      nullptr, int(renderedList.size()))
                   .arg(recordedList.size());
    }
    if (detectionDrifted)
        why << Tr::tr("the detected platform or architecture changed (above), and overrides "
                      "match on them");
    const QSet<qsizetype> recordedSet(recorded.cbegin(), recorded.cend());
    const QSet<qsizetype> previewedSet(previewed.cbegin(), previewed.cend());
    for (const OverrideRecord &record : c.rendered->overrides.records) {
        if (recordedSet.contains(record.index) && !record.matched) {
            why << Tr::tr("override[%1] (%2) no longer matches: %3")
                       .arg(record.index)
                       .arg(excerpt(record.when),
                            excerpt(record.mismatches.join(QStringLiteral("; "))));
        } else if (!recordedSet.contains(record.index) && previewedSet.contains(record.index)) {
            why << Tr::tr("override[%1] (%2) matches now but the controller did not apply it")
                       .arg(record.index)
                       .arg(excerpt(record.when));
        }
    }
    for (qsizetype index : recorded) {
        if (index < 0 || index >= c.rendered->overrides.records.size())
            why << Tr::tr("override[%1] was applied but the render now has no such override")
                       .arg(index);
    }
    out << RunDrift{c.category, QStringLiteral("appliedOverrides"), indexList(recorded),
                    indexList(previewed), why.join(QStringLiteral(". "))};
}

} // namespace

Result<QList<RunDrift>> runDrift(const RunDriftInputs &inputs)
{
    const QString kind = inputs.run.value(QStringLiteral("kind")).toString();
    const bool certification = kind == QLatin1String("Certification");

    RenderParams params;
    params.bytes = runDocument(inputs.run);
    params.sourceName = QStringLiteral("%1 %2").arg(kind, objectName(inputs.run));
    params.nodes = RenderNodeSource::Cluster;
    params.cluster = inputs.cluster;
    params.catalogDir = inputs.catalogDir;
    params.withDiffLines = false;
    Result<RenderResult> rendered = RenderJob::render(params);
    if (!rendered)
        return tl::unexpected(rendered.error());
    if (!rendered->detection)
        return QList<RunDrift>{};
    const DetectionResult &detection = *rendered->detection;

    QList<RunDrift> drift;
    for (const RenderedWorkflow &document : std::as_const(rendered->documents)) {
        const QJsonObject *workflow =
            findWorkflow(inputs.workflows, inputs.run, document, certification);
        QJsonObject orchestration;
        if (workflow) {
            orchestration = workflow->value(QStringLiteral("status"))
                                .toObject()
                                .value(QStringLiteral("orchestration"))
                                .toObject();
        }
        const bool fromWorkflow = !orchestration.isEmpty();
        if (orchestration.isEmpty() && !certification) {
            // A WorkloadRun mirrors detection in its own status (STATUS-NOTES section 1).
            const QJsonObject status = inputs.run.value(QStringLiteral("status")).toObject();
            if (status.contains(QStringLiteral("detectedPlatform"))) {
                orchestration.insert(QStringLiteral("detectedPlatform"),
                                     status.value(QStringLiteral("detectedPlatform")));
                orchestration.insert(QStringLiteral("detectedGPUArchitecture"),
                                     status.value(QStringLiteral("detectedGPUArchitecture")));
            }
        }
        if (orchestration.isEmpty())
            continue; // not started: nothing recorded to compare
        Compared c;
        c.category = certification ? document.label : objectName(inputs.run);
        c.rendered = &document;
        c.orchestration = orchestration;
        c.fromWorkflow = fromWorkflow;
        const qsizetype before = drift.size();
        compareDetection(c, detection, drift);
        compareOverrides(c, drift.size() > before, workflow ? *workflow : QJsonObject(), drift);
    }
    return drift;
}

QJsonObject runDriftJson(const RunDrift &drift)
{
    return QJsonObject{
        {QStringLiteral("category"), drift.category},
        {QStringLiteral("field"), drift.field},
        {QStringLiteral("recorded"), drift.recorded},
        {QStringLiteral("previewed"), drift.previewed},
        {QStringLiteral("reason"), drift.reason},
    };
}

} // namespace Accel::Nvcre
