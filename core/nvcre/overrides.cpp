// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "overrides.h"

#include "cel/program.h"
#include "doc/jsonpatch.h"
#include "doc/jsonpointer.h"
#include "dra/devicecel.h"
#include "excerpt.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/nvcretr.h"

#include <QCoreApplication>
#include <QSet>

namespace Accel::Nvcre {

namespace {

QString overrideName(qsizetype index)
{
    return QStringLiteral("override[%1]").arg(index);
}

Error invalid(qsizetype index, const QString &field, const QString &why)
{
    return fail(Code::NVCRE_OVERRIDE_INVALID,
                Tr::tr("%1: %2: %3").arg(overrideName(index), excerpt(field), why),
                Tr::tr("Overrides take a `when` ({platform, gpuArchitecture: {equals, in, "
                       "notIn}}, workloadKind, topology {mode, domainCount}, expression) and "
                       "jobTemplate, jobTemplatePatch, dependencies or orchestration."))
        .value();
}

// ---- reading ------------------------------------------------------------------------------

Result<QStringList> stringList(const QJsonValue &value, qsizetype index, const QString &field)
{
    if (value.isUndefined() || value.isNull())
        return QStringList();
    if (!value.isArray())
        return tl::unexpected(invalid(index, field, Tr::tr("expected a list of strings")));
    QStringList out;
    for (const QJsonValue &item : value.toArray()) {
        if (!item.isString())
            return tl::unexpected(invalid(index, field, Tr::tr("expected a list of strings")));
        out << item.toString();
    }
    return out;
}

Result<std::optional<StringMatch>> stringMatch(const QJsonObject &when, const QString &key,
                                               qsizetype index, QStringList &unknown)
{
    const QJsonValue value = when.value(key);
    if (value.isUndefined() || value.isNull())
        return std::optional<StringMatch>();
    const QString field = QStringLiteral("when.") + key;
    if (!value.isObject())
        return tl::unexpected(
            invalid(index, field, Tr::tr("expected a mapping {equals, in, notIn}")));
    const QJsonObject object = value.toObject();
    StringMatch match;
    const QJsonValue equals = object.value(QStringLiteral("equals"));
    if (!equals.isUndefined() && !equals.isNull()) {
        if (!equals.isString())
            return tl::unexpected(
                invalid(index, field + QStringLiteral(".equals"), Tr::tr("expected a string")));
        match.equals = equals.toString();
    }
    auto in = stringList(object.value(QStringLiteral("in")), index, field + QStringLiteral(".in"));
    if (!in)
        return tl::unexpected(in.error());
    auto notIn =
        stringList(object.value(QStringLiteral("notIn")), index, field + QStringLiteral(".notIn"));
    if (!notIn)
        return tl::unexpected(notIn.error());
    match.in = *in;
    match.notIn = *notIn;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != QLatin1String("equals") && it.key() != QLatin1String("in") &&
            it.key() != QLatin1String("notIn"))
            unknown << field + QLatin1Char('.') + it.key();
    }
    return std::optional<StringMatch>(match);
}

Result<std::optional<qint64>> integer(const QJsonValue &value, qsizetype index,
                                      const QString &field)
{
    if (value.isUndefined() || value.isNull())
        return std::optional<qint64>();
    const double d = value.toDouble();
    if (!value.isDouble() || d != static_cast<double>(static_cast<qint64>(d)))
        return tl::unexpected(invalid(index, field, Tr::tr("expected an integer")));
    return std::optional<qint64>(static_cast<qint64>(d));
}

Result<WhenSpec> readWhen(const QJsonValue &value, qsizetype index, QStringList &unknown)
{
    WhenSpec when;
    if (value.isUndefined() || value.isNull())
        return when;
    if (!value.isObject())
        return tl::unexpected(invalid(index, QStringLiteral("when"), Tr::tr("expected a mapping")));
    const QJsonObject object = value.toObject();
    auto platform = stringMatch(object, QStringLiteral("platform"), index, unknown);
    if (!platform)
        return tl::unexpected(platform.error());
    when.platform = *platform;
    auto arch = stringMatch(object, QStringLiteral("gpuArchitecture"), index, unknown);
    if (!arch)
        return tl::unexpected(arch.error());
    when.gpuArchitecture = *arch;

    const QJsonValue kind = object.value(QStringLiteral("workloadKind"));
    if (!kind.isUndefined() && !kind.isNull() && !kind.isString())
        return tl::unexpected(
            invalid(index, QStringLiteral("when.workloadKind"), Tr::tr("expected a string")));
    when.workloadKind = kind.toString();

    const QJsonValue topology = object.value(QStringLiteral("topology"));
    if (!topology.isUndefined() && !topology.isNull()) {
        if (!topology.isObject())
            return tl::unexpected(
                invalid(index, QStringLiteral("when.topology"), Tr::tr("expected a mapping")));
        const QJsonObject t = topology.toObject();
        const QJsonValue mode = t.value(QStringLiteral("mode"));
        if (!mode.isUndefined() && !mode.isNull() && !mode.isString())
            return tl::unexpected(
                invalid(index, QStringLiteral("when.topology.mode"), Tr::tr("expected a string")));
        when.topologyMode = mode.toString();
        const QJsonValue count = t.value(QStringLiteral("domainCount"));
        if (!count.isUndefined() && !count.isNull()) {
            if (!count.isObject())
                return tl::unexpected(
                    invalid(index, QStringLiteral("when.topology.domainCount"),
                            Tr::tr("expected a mapping {equals, greaterThan, lessThan}")));
            const QJsonObject c = count.toObject();
            IntMatch match;
            for (const QString &key : {QStringLiteral("equals"), QStringLiteral("greaterThan"),
                                       QStringLiteral("lessThan")}) {
                auto v = integer(c.value(key), index,
                                 QStringLiteral("when.topology.domainCount.") + key);
                if (!v)
                    return tl::unexpected(v.error());
                if (key == QLatin1String("equals"))
                    match.equals = *v;
                else if (key == QLatin1String("greaterThan"))
                    match.greaterThan = *v;
                else
                    match.lessThan = *v;
            }
            for (auto it = c.begin(); it != c.end(); ++it) {
                if (it.key() != QLatin1String("equals") &&
                    it.key() != QLatin1String("greaterThan") &&
                    it.key() != QLatin1String("lessThan"))
                    unknown << QStringLiteral("when.topology.domainCount.") + it.key();
            }
            when.domainCount = match;
        }
        for (auto it = t.begin(); it != t.end(); ++it) {
            if (it.key() != QLatin1String("mode") && it.key() != QLatin1String("domainCount"))
                unknown << QStringLiteral("when.topology.") + it.key();
        }
    }

    const QJsonValue config = object.value(QStringLiteral("config"));
    if (!config.isNull())
        when.config = config;

    const QJsonValue expression = object.value(QStringLiteral("expression"));
    if (!expression.isUndefined() && !expression.isNull() && !expression.isString())
        return tl::unexpected(
            invalid(index, QStringLiteral("when.expression"), Tr::tr("expected a string")));
    when.expression = expression.toString();

    static const QSet<QString> known{
        QStringLiteral("platform"),     QStringLiteral("gpuArchitecture"),
        QStringLiteral("workloadKind"), QStringLiteral("topology"),
        QStringLiteral("config"),       QStringLiteral("expression")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            unknown << QStringLiteral("when.") + it.key();
    }
    return when;
}

// ---- matching -----------------------------------------------------------------------------

/// Every key/value of WANT is in GOT; maps recurse (CRE's isSubset).
bool isSubset(const QJsonObject &want, const QJsonObject &got)
{
    for (auto it = want.begin(); it != want.end(); ++it) {
        if (!got.contains(it.key()))
            return false;
        const QJsonValue g = got.value(it.key());
        if (it.value().isObject()) {
            if (!g.isObject() || !isSubset(it.value().toObject(), g.toObject()))
                return false;
        } else if (it.value() != g) {
            return false;
        }
    }
    return true;
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + excerpt(text) + QLatin1Char('"');
}

const QStringList &celVariables()
{
    static const QStringList names{QStringLiteral("platform"), QStringLiteral("gpuArchitecture"),
                                   QStringLiteral("workloadKind"), QStringLiteral("topologyMode"),
                                   QStringLiteral("domainCount")};
    return names;
}

/// The expression's value on CONTEXT; an error when it does not compile, fails or is no bool.
Result<bool> evaluateExpression(const QString &expression, const OverrideContext &context)
{
    Cel::CompileOptions options;
    options.variables = celVariables();
    options.requireBool = true;
    // The same bounds as DRA selectors: an override file is input, not trusted code.
    options.maxLength = Dra::SelectorMaxLength;
    const Result<Cel::Program> program = Cel::Program::compile(expression, options);
    if (!program)
        return (fail(Code::NVCRE_OVERRIDE_WHEN,
                     Tr::tr("compile CEL expression: %1").arg(program.error().message)));
    const QList<Cel::Value> activation{
        Cel::Value::string(context.platform), Cel::Value::string(context.gpuArchitecture),
        Cel::Value::string(context.workloadKind), Cel::Value::string(context.topologyMode),
        Cel::Value::integer(context.domainCount)};
    const Cel::Value value = program->evaluate(activation, Dra::SelectorMaxCost);
    if (value.isError())
        return (fail(Code::NVCRE_OVERRIDE_WHEN,
                     Tr::tr("eval CEL expression: %1").arg(program->errorOf(value).message)));
    if (value.kind != Cel::Value::Kind::Bool)
        return (fail(Code::NVCRE_OVERRIDE_WHEN,
                     Tr::tr("CEL expression must return bool, got %1").arg(value.typeName())));
    return value.b;
}

/// Fills RECORD's failed criteria; an error only when the expression cannot be evaluated.
Result<void> match(const WhenSpec &when, const OverrideContext &context, OverrideRecord &record)
{
    auto failed = [&record](const QString &criterion, const QString &why) {
        record.failedCriteria << criterion;
        record.mismatches << criterion + QStringLiteral(": ") + why;
    };
    auto stringWhy = [](const StringMatch &spec, const QString &value) {
        return Tr::tr("detected %1, wants %2").arg(quoted(value), spec.summary());
    };
    if (when.platform && !when.platform->matches(context.platform))
        failed(QStringLiteral("platform"), stringWhy(*when.platform, context.platform));
    if (when.gpuArchitecture && !when.gpuArchitecture->matches(context.gpuArchitecture))
        failed(QStringLiteral("gpuArchitecture"),
               stringWhy(*when.gpuArchitecture, context.gpuArchitecture));
    if (!when.workloadKind.isEmpty() && when.workloadKind != context.workloadKind)
        failed(QStringLiteral("workloadKind"),
               Tr::tr("the workload is %1, wants %2")
                   .arg(quoted(context.workloadKind), when.workloadKind));
    if (!when.topologyMode.isEmpty() && when.topologyMode != context.topologyMode)
        failed(QStringLiteral("topology.mode"),
               Tr::tr("the mode is %1, wants %2")
                   .arg(quoted(context.topologyMode), when.topologyMode));
    if (when.domainCount && !when.domainCount->matches(context.domainCount))
        failed(QStringLiteral("topology.domainCount"), Tr::tr("the nodes span %1 domains, wants %2")
                                                           .arg(context.domainCount)
                                                           .arg(when.domainCount->summary()));
    if (!when.config.isUndefined()) {
        const bool ok = when.config.isObject() && context.config.isObject() &&
                        isSubset(when.config.toObject(), context.config.toObject());
        if (!ok)
            failed(QStringLiteral("config"),
                   context.config.isObject()
                       ? Tr::tr("the validation config does not contain it")
                       : Tr::tr("there is no validation config to compare with"));
    }
    if (!when.expression.isEmpty() && record.failedCriteria.isEmpty()) {
        const Result<bool> value = evaluateExpression(when.expression, context);
        if (!value)
            return tl::unexpected(value.error());
        if (!*value)
            failed(QStringLiteral("expression"),
                   Tr::tr("%1 is false (platform=%2, gpuArchitecture=%3, workloadKind=%4, "
                          "topologyMode=%5, domainCount=%6)")
                       .arg(excerpt(when.expression), quoted(context.platform),
                            quoted(context.gpuArchitecture), quoted(context.workloadKind),
                            quoted(context.topologyMode))
                       .arg(context.domainCount));
    }
    record.matched = record.failedCriteria.isEmpty();
    return {};
}

// ---- applying -----------------------------------------------------------------------------

using Provenance = QHash<QString, Doc::PatchSequence::Origin>;

void forgetBelow(Provenance &provenance, const QString &pointer)
{
    const QString prefix = pointer + QLatin1Char('/');
    for (auto it = provenance.begin(); it != provenance.end();) {
        if (it.key().startsWith(prefix))
            it = provenance.erase(it);
        else
            ++it;
    }
}

void record(Provenance &provenance, const QString &pointer,
            const Doc::PatchSequence::Origin &origin)
{
    forgetBelow(provenance, pointer);
    provenance.insert(pointer, origin);
}

void recordChanges(Provenance &provenance, const QString &prefix,
                   const QList<Doc::StructuralDiff::Change> &changes, qsizetype index,
                   const QString &operation)
{
    for (const Doc::StructuralDiff::Change &change : changes)
        record(provenance, prefix + change.pointer,
               Doc::PatchSequence::Origin{overrideName(index), index, operation, change.kind});
}

QJsonObject mergeMaps(const QJsonObject &base, const QJsonObject &override);

/// A list's items by their "name", in order (names repeat when items do); nullopt unless every
/// item is an object with a non-empty string name (CRE's indexByName).
std::optional<std::pair<QStringList, QHash<QString, QJsonObject>>>
indexByName(const QJsonArray &items)
{
    if (items.isEmpty())
        return std::nullopt;
    QStringList names;
    QHash<QString, QJsonObject> byName;
    for (const QJsonValue &item : items) {
        if (!item.isObject())
            return std::nullopt;
        const QJsonObject object = item.toObject();
        const QString name = object.value(QStringLiteral("name")).toString();
        if (name.isEmpty())
            return std::nullopt;
        names << name;
        byName.insert(name, object);
    }
    return std::make_pair(names, byName);
}

QJsonValue mergeValue(const QJsonValue &base, const QJsonValue &override)
{
    if (base.isObject() && override.isObject())
        return mergeMaps(base.toObject(), override.toObject());
    if (base.isArray() && override.isArray()) {
        const auto b = indexByName(base.toArray());
        const auto o = b ? indexByName(override.toArray()) : std::nullopt;
        if (b && o) {
            QSet<QString> matched;
            QJsonArray result;
            for (const QString &name : b->first) {
                if (o->second.contains(name)) {
                    result.append(mergeMaps(b->second.value(name), o->second.value(name)));
                    matched.insert(name);
                } else {
                    result.append(b->second.value(name));
                }
            }
            for (const QString &name : o->first) {
                if (!matched.contains(name))
                    result.append(o->second.value(name));
            }
            return result;
        }
    }
    return override;
}

/// CRE's recursive dependency merge: null deletes, maps recurse, lists of named objects merge
/// by name (base order kept, new names appended), everything else replaces.
QJsonObject mergeMaps(const QJsonObject &base, const QJsonObject &override)
{
    QJsonObject result = base;
    for (auto it = override.begin(); it != override.end(); ++it) {
        if (it.value().isNull()) {
            result.remove(it.key());
            continue;
        }
        result.insert(it.key(), mergeValue(result.value(it.key()), it.value()));
    }
    return result;
}

QString dependencyKey(const QJsonObject &dependency)
{
    return dependency.value(QStringLiteral("apiVersion")).toString() + QLatin1Char('/') +
           dependency.value(QStringLiteral("kind")).toString() + QLatin1Char('/') +
           dependency.value(QStringLiteral("metadata"))
               .toObject()
               .value(QStringLiteral("name"))
               .toString();
}

/// Strips PatchSequence's "override[i]: " from an error message.
Error partFailed(const Error &cause, qsizetype index, const QString &what)
{
    QString message = cause.message;
    const QString prefix = overrideName(index) + QStringLiteral(": ");
    if (message.startsWith(prefix))
        message.remove(0, prefix.size());
    // A limit keeps its code: scripts tell "too large" from a broken override.
    const QString code =
        cause.code == Code::LIMIT_EXCEEDED ? cause.code : Code::NVCRE_OVERRIDE_FAILED.name();
    return fail(code, Tr::tr("%1: failed to %2: %3").arg(overrideName(index), what, message),
                cause.hint)
        .value();
}

/// Applies one patch of TYPE to the jobTemplate, recording provenance under /spec/jobTemplate.
Result<void> patchJobTemplate(QJsonObject &spec, Doc::PatchSequence::Type type,
                              const QJsonValue &patch, qsizetype index, const QString &what,
                              Provenance &provenance, QStringList &operations,
                              Doc::JsonPatch::Budget &growth)
{
    const bool had = spec.contains(QStringLiteral("jobTemplate"));
    const QJsonValue before =
        had ? spec.value(QStringLiteral("jobTemplate")) : QJsonValue(QJsonObject());
    const auto outcome = Doc::PatchSequence::apply(
        before, {Doc::PatchSequence::Step{overrideName(index), type, patch}}, &growth);
    if (!outcome)
        return tl::unexpected(partFailed(outcome.error(), index, what));
    const QString part = type == Doc::PatchSequence::Type::JsonPatch
                             ? QStringLiteral("jobTemplatePatch")
                             : QStringLiteral("jobTemplate");
    if (type == Doc::PatchSequence::Type::JsonPatch) {
        for (const QJsonValue &op : patch.toArray())
            operations << part + QLatin1Char(' ') + Doc::JsonPatch::describe(op.toObject());
    } else {
        operations << part;
    }
    if (outcome->changesByStep.value(0).isEmpty())
        return {};
    spec.insert(QStringLiteral("jobTemplate"), outcome->result);
    const QString prefix = QStringLiteral("/spec/jobTemplate");
    for (auto it = outcome->provenance.begin(); it != outcome->provenance.end(); ++it) {
        Doc::PatchSequence::Origin origin = it.value();
        origin.stepIndex = index;
        if (type == Doc::PatchSequence::Type::JsonPatch)
            origin.operation = part + QLatin1Char(' ') + origin.operation;
        record(provenance, prefix + it.key(), origin);
    }
    return {};
}

Result<void> mergeDependencies(QJsonObject &spec, const QJsonArray &dependencies, qsizetype index,
                               Provenance &provenance, QStringList &operations)
{
    QJsonArray base = spec.value(QStringLiteral("dependencies")).toArray();
    for (qsizetype d = 0; d < dependencies.size(); ++d) {
        if (!dependencies.at(d).isObject())
            return tl::unexpected(
                fail(Code::NVCRE_OVERRIDE_FAILED,
                     Tr::tr("%1: failed to merge dependency: dependency %2 is not "
                            "an object")
                         .arg(overrideName(index))
                         .arg(d)));
        const QJsonObject dependency = dependencies.at(d).toObject();
        const QString key = dependencyKey(dependency);
        qsizetype at = -1;
        for (qsizetype b = 0; b < base.size(); ++b) {
            if (dependencyKey(base.at(b).toObject()) == key) {
                at = b;
                break;
            }
        }
        const QString pointer = QStringLiteral("/spec/dependencies/");
        if (at >= 0) {
            const QJsonObject before = base.at(at).toObject();
            const QJsonObject merged = mergeMaps(before, dependency);
            const QString operation = QStringLiteral("dependency %1 (merged)").arg(key);
            operations << operation;
            recordChanges(provenance, pointer + QString::number(at),
                          Doc::StructuralDiff::compute(before, merged), index, operation);
            base.replace(at, merged);
        } else {
            const QString operation = QStringLiteral("dependency %1 (appended)").arg(key);
            operations << operation;
            record(provenance, pointer + QString::number(base.size()),
                   Doc::PatchSequence::Origin{overrideName(index), index, operation,
                                              Doc::StructuralDiff::Change::Added});
            base.append(dependency);
        }
    }
    spec.insert(QStringLiteral("dependencies"), base);
    return {};
}

const QStringList &orchestrationKeys()
{
    // cre NOTES (4): the override replaces non-nil target/topology/execution/iterations.
    static const QStringList keys{QStringLiteral("target"), QStringLiteral("topology"),
                                  QStringLiteral("execution"), QStringLiteral("iterations")};
    return keys;
}

void mergeOrchestration(QJsonObject &spec, const QJsonObject &override, qsizetype index,
                        Provenance &provenance, QStringList &operations)
{
    QJsonObject orchestration = spec.value(QStringLiteral("orchestration")).toObject();
    bool applied = false;
    for (const QString &key : orchestrationKeys()) {
        const QJsonValue value = override.value(key);
        if (value.isUndefined() || value.isNull())
            continue;
        const QString operation = QStringLiteral("orchestration.") + key;
        operations << operation;
        const QJsonValue before = orchestration.value(key);
        auto changes = Doc::StructuralDiff::compute(before, value);
        if (before.isUndefined()) {
            for (auto &change : changes)
                change.kind = Doc::StructuralDiff::Change::Added;
        }
        recordChanges(provenance, QStringLiteral("/spec/orchestration/") + key, changes, index,
                      operation);
        orchestration.insert(key, value);
        applied = true;
    }
    // `orchestration: {}` changes nothing (and stays a no-op).
    if (applied)
        spec.insert(QStringLiteral("orchestration"), orchestration);
}

QList<Doc::StructuralDiff::Change> prefixed(QList<Doc::StructuralDiff::Change> changes,
                                            const QString &prefix)
{
    for (auto &change : changes)
        change.pointer = prefix + change.pointer;
    return changes;
}

QString joinedList(const QStringList &items)
{
    return QLatin1Char('[') + items.join(QLatin1Char(',')) + QLatin1Char(']');
}

} // namespace

// ---- OverrideContext ----------------------------------------------------------------------

OverrideContext OverrideContext::build(const QJsonObject &workflowSpec, const QString &platform,
                                       const QString &gpuArchitecture,
                                       const QList<QJsonObject> &nodes)
{
    OverrideContext context;
    context.platform = platform;
    context.gpuArchitecture = gpuArchitecture;
    const QJsonValue trainJob = workflowSpec.value(QStringLiteral("jobTemplate"))
                                    .toObject()
                                    .value(QStringLiteral("spec"))
                                    .toObject()
                                    .value(QStringLiteral("workload"))
                                    .toObject()
                                    .value(QStringLiteral("trainJob"));
    if (!trainJob.isUndefined() && !trainJob.isNull())
        context.workloadKind = QStringLiteral("TrainJob");
    const QJsonValue topology = workflowSpec.value(QStringLiteral("orchestration"))
                                    .toObject()
                                    .value(QStringLiteral("topology"));
    if (!topology.isUndefined() && !topology.isNull()) {
        context.topologyMode = QStringLiteral("topology");
        const QString key = topology.toObject().value(QStringLiteral("topologyKey")).toString();
        if (!key.isEmpty()) {
            QSet<QString> domains;
            for (const QJsonObject &node : nodes) {
                const QString domain = node.value(QStringLiteral("metadata"))
                                           .toObject()
                                           .value(QStringLiteral("labels"))
                                           .toObject()
                                           .value(key)
                                           .toString();
                if (!domain.isEmpty())
                    domains.insert(domain);
            }
            context.domainCount = domains.size();
        }
    }
    return context;
}

// ---- matches and summaries ----------------------------------------------------------------

bool StringMatch::matches(const QString &value) const
{
    if (!equals.isEmpty() && equals != value)
        return false;
    if (!in.isEmpty() && !in.contains(value))
        return false;
    if (!notIn.isEmpty() && notIn.contains(value))
        return false;
    return true;
}

QString StringMatch::summary() const
{
    if (!equals.isEmpty())
        return equals;
    if (!in.isEmpty())
        return QStringLiteral("in ") + joinedList(in);
    if (!notIn.isEmpty())
        return QStringLiteral("notIn ") + joinedList(notIn);
    return QStringLiteral("<any>");
}

bool IntMatch::matches(qint64 value) const
{
    if (equals && *equals != value)
        return false;
    if (greaterThan && value <= *greaterThan)
        return false;
    if (lessThan && value >= *lessThan)
        return false;
    return true;
}

QString IntMatch::summary() const
{
    QStringList parts;
    if (equals)
        parts << QStringLiteral("=%1").arg(*equals);
    if (greaterThan)
        parts << QStringLiteral(">%1").arg(*greaterThan);
    if (lessThan)
        parts << QStringLiteral("<%1").arg(*lessThan);
    return parts.join(QLatin1Char(','));
}

QString WhenSpec::summary() const
{
    QStringList parts;
    if (gpuArchitecture)
        parts << QStringLiteral("gpuArchitecture=") + gpuArchitecture->summary();
    if (platform)
        parts << QStringLiteral("platform=") + platform->summary();
    if (!workloadKind.isEmpty())
        parts << QStringLiteral("workloadKind=") + workloadKind;
    if (!topologyMode.isEmpty())
        parts << QStringLiteral("topology.mode=") + topologyMode;
    if (domainCount)
        parts << QStringLiteral("topology.domainCount=") + domainCount->summary();
    if (!config.isUndefined())
        parts << QStringLiteral("config=<custom>");
    if (!expression.isEmpty()) {
        // CRE cuts at 40 bytes; expressions are ASCII in practice, so characters serve.
        const QString shown =
            expression.size() > 40 ? expression.left(37) + QStringLiteral("...") : expression;
        parts << QStringLiteral("expression=") + shown;
    }
    if (parts.isEmpty())
        return QStringLiteral("<always>");
    return parts.join(QStringLiteral(", "));
}

QString OverrideSpec::patchesSummary() const
{
    QStringList parts;
    if (!jobTemplate.isUndefined())
        parts << QStringLiteral("jobTemplate");
    if (!jobTemplatePatch.isUndefined())
        parts << QStringLiteral("jobTemplatePatch");
    if (!dependencies.isEmpty())
        parts << QStringLiteral("%1 dependencies").arg(dependencies.size());
    if (!orchestration.isUndefined())
        parts << QStringLiteral("orchestration");
    if (parts.isEmpty())
        return QStringLiteral("none");
    return parts.join(QStringLiteral(", "));
}

Result<OverrideSpec> OverrideSpec::fromJson(const QJsonValue &value, qsizetype index)
{
    if (!value.isObject())
        return (
            fail(Code::NVCRE_OVERRIDE_INVALID, Tr::tr("%1: expected a mapping with a `when` and "
                                                      "the patches")
                                                   .arg(overrideName(index))));
    const QJsonObject object = value.toObject();
    OverrideSpec spec;
    auto when = readWhen(object.value(QStringLiteral("when")), index, spec.unknownKeys);
    if (!when)
        return tl::unexpected(when.error());
    spec.when = *when;

    const QJsonValue jobTemplate = object.value(QStringLiteral("jobTemplate"));
    if (!jobTemplate.isUndefined() && !jobTemplate.isNull()) {
        if (!jobTemplate.isObject())
            return tl::unexpected(
                invalid(index, QStringLiteral("jobTemplate"), Tr::tr("expected a mapping")));
        spec.jobTemplate = jobTemplate;
    }
    const QJsonValue patch = object.value(QStringLiteral("jobTemplatePatch"));
    if (!patch.isUndefined() && !patch.isNull()) {
        if (!patch.isArray())
            return tl::unexpected(invalid(index, QStringLiteral("jobTemplatePatch"),
                                          Tr::tr("expected a list of RFC 6902 operations")));
        spec.jobTemplatePatch = patch;
    }
    const QJsonValue dependencies = object.value(QStringLiteral("dependencies"));
    if (!dependencies.isUndefined() && !dependencies.isNull()) {
        if (!dependencies.isArray())
            return tl::unexpected(invalid(index, QStringLiteral("dependencies"),
                                          Tr::tr("expected a list of objects")));
        spec.dependencies = dependencies.toArray();
    }
    const QJsonValue orchestration = object.value(QStringLiteral("orchestration"));
    if (!orchestration.isUndefined() && !orchestration.isNull()) {
        if (!orchestration.isObject())
            return tl::unexpected(
                invalid(index, QStringLiteral("orchestration"), Tr::tr("expected a mapping")));
        spec.orchestration = orchestration;
        const QJsonObject o = orchestration.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!orchestrationKeys().contains(it.key()))
                spec.unknownKeys << QStringLiteral("orchestration.") + it.key();
        }
    }
    static const QSet<QString> known{
        QStringLiteral("when"), QStringLiteral("jobTemplate"), QStringLiteral("jobTemplatePatch"),
        QStringLiteral("dependencies"), QStringLiteral("orchestration")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            spec.unknownKeys << it.key();
    }
    return spec;
}

Result<QList<OverrideSpec>> parseOverrides(const QJsonValue &overrides)
{
    QList<OverrideSpec> out;
    if (overrides.isUndefined() || overrides.isNull())
        return out;
    if (!overrides.isArray())
        return (fail(Code::NVCRE_OVERRIDE_INVALID, Tr::tr("spec.overrides: expected a list")));
    const QJsonArray list = overrides.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        auto spec = OverrideSpec::fromJson(list.at(i), i);
        if (!spec)
            return tl::unexpected(spec.error());
        out << *spec;
    }
    return out;
}

// ---- records and outcome ------------------------------------------------------------------

QJsonObject OverrideRecord::toSummaryJson() const
{
    QJsonObject out{{QStringLiteral("index"), index},
                    {QStringLiteral("when"), when},
                    {QStringLiteral("patches"), patches}};
    if (noOp)
        out.insert(QStringLiteral("noOp"), true);
    return out;
}

QJsonObject OverrideRecord::toJson() const
{
    QJsonObject out = toSummaryJson();
    out.insert(QStringLiteral("matched"), matched);
    out.insert(QStringLiteral("noOp"), noOp);
    if (!matched) {
        out.insert(QStringLiteral("failedCriteria"), QJsonArray::fromStringList(failedCriteria));
        out.insert(QStringLiteral("mismatches"), QJsonArray::fromStringList(mismatches));
    } else {
        out.insert(QStringLiteral("operations"), QJsonArray::fromStringList(operations));
        out.insert(QStringLiteral("changes"), Doc::StructuralDiff::toJson(changes));
    }
    if (!warnings.isEmpty())
        out.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
    return out;
}

std::optional<Doc::PatchSequence::Origin> OverrideOutcome::originOf(const QString &pointer) const
{
    return Doc::PatchSequence::originIn(provenance, pointer);
}

QList<OverrideRecord> OverrideOutcome::applied() const
{
    QList<OverrideRecord> out;
    for (const OverrideRecord &r : records) {
        if (r.matched)
            out << r;
    }
    return out;
}

QString goJsonString(const QString &text)
{
    QString out;
    out.reserve(text.size() + 2);
    out += QLatin1Char('"');
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        switch (u) {
        case u'"':
            out += QStringLiteral("\\\"");
            break;
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        case u'\r':
            out += QStringLiteral("\\r");
            break;
        case u'\t':
            out += QStringLiteral("\\t");
            break;
        default:
            // Go escapes control characters, the HTML-significant <, > and &, and the JS line
            // separators U+2028/U+2029.
            if (u < 0x20 || u == u'<' || u == u'>' || u == u'&' || u == 0x2028 || u == 0x2029)
                out += QStringLiteral("\\u%1").arg(static_cast<uint>(u), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

QString OverrideOutcome::appliedOverridesJson() const
{
    QStringList items;
    for (const OverrideRecord &r : records) {
        if (!r.matched)
            continue;
        QString item = QStringLiteral("{\"index\":%1,\"when\":%2,\"patches\":%3")
                           .arg(r.index)
                           .arg(goJsonString(r.when), goJsonString(r.patches));
        if (r.noOp)
            item += QStringLiteral(",\"noOp\":true");
        item += QLatin1Char('}');
        items << item;
    }
    if (items.isEmpty())
        return {};
    return QLatin1Char('[') + items.join(QLatin1Char(',')) + QLatin1Char(']');
}

Result<OverrideOutcome> applyOverrides(const QJsonObject &workflowSpec,
                                       const OverrideContext &context)
{
    const auto overrides = parseOverrides(workflowSpec.value(QStringLiteral("overrides")));
    if (!overrides)
        return tl::unexpected(overrides.error());

    OverrideOutcome outcome;
    outcome.spec = workflowSpec;
    // One budget for all overrides: growth spread over many of them is bounded too.
    Doc::JsonPatch::Budget growth;
    for (qsizetype i = 0; i < overrides->size(); ++i) {
        const OverrideSpec &o = overrides->at(i);
        OverrideRecord rec;
        rec.index = i;
        rec.when = o.when.summary();
        rec.patches = o.patchesSummary();
        for (const QString &key : o.unknownKeys)
            rec.warnings << Tr::tr("unknown field %1 is ignored").arg(excerpt(key));
        if (!rec.warnings.isEmpty())
            outcome.events << NvcreEvent{
                QStringLiteral("Warning"), QStringLiteral("OverrideUnknownField"),
                Tr::tr("Override[%1] has unknown fields (%2); they are ignored — check the "
                       "spelling")
                    .arg(i)
                    .arg(excerpt(o.unknownKeys.join(QStringLiteral(", "))))};

        if (const auto matched = match(o.when, context, rec); !matched) {
            Error error = matched.error();
            error.message = Tr::tr("%1: evaluating when: %2").arg(overrideName(i), error.message);
            return tl::unexpected(error);
        }
        if (!rec.matched) {
            outcome.records << rec;
            continue;
        }

        const QJsonObject before = outcome.spec;
        QJsonObject spec = outcome.spec;
        if (!o.jobTemplate.isUndefined()) {
            if (auto r = patchJobTemplate(spec, Doc::PatchSequence::Type::StrategicMerge,
                                          o.jobTemplate, i, Tr::tr("merge jobTemplate"),
                                          outcome.provenance, rec.operations, growth);
                !r)
                return tl::unexpected(r.error());
        }
        if (!o.jobTemplatePatch.isUndefined()) {
            if (auto r = patchJobTemplate(spec, Doc::PatchSequence::Type::JsonPatch,
                                          o.jobTemplatePatch, i, Tr::tr("apply jobTemplatePatch"),
                                          outcome.provenance, rec.operations, growth);
                !r)
                return tl::unexpected(r.error());
        }
        if (!o.dependencies.isEmpty()) {
            if (auto r =
                    mergeDependencies(spec, o.dependencies, i, outcome.provenance, rec.operations);
                !r)
                return tl::unexpected(r.error());
        }
        if (!o.orchestration.isUndefined())
            mergeOrchestration(spec, o.orchestration.toObject(), i, outcome.provenance,
                               rec.operations);

        rec.changes = prefixed(Doc::StructuralDiff::compute(before, spec), QStringLiteral("/spec"));
        rec.noOp = rec.changes.isEmpty();
        outcome.spec = spec;
        if (rec.noOp)
            outcome.events << NvcreEvent{QStringLiteral("Warning"), QStringLiteral("OverrideNoOp"),
                                         Tr::tr("Override[%1] matched (%2) but produced no "
                                                "changes — check field paths")
                                             .arg(i)
                                             .arg(rec.when)};
        else
            outcome.events << NvcreEvent{
                QStringLiteral("Normal"), QStringLiteral("OverrideApplied"),
                Tr::tr("Override[%1] matched (%2), patching %3").arg(i).arg(rec.when, rec.patches)};
        outcome.records << rec;
    }
    if (!overrides->isEmpty() && outcome.applied().isEmpty())
        outcome.events << NvcreEvent{QStringLiteral("Normal"), QStringLiteral("NoOverridesMatched"),
                                     Tr::tr("0 of %1 overrides matched (platform=%2, "
                                            "gpuArchitecture=%3)")
                                         .arg(overrides->size())
                                         .arg(context.platform, context.gpuArchitecture)};
    return outcome;
}

} // namespace Accel::Nvcre
