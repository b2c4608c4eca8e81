// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "allocation.h"
#include "dracodes.h"
#include "dratr.h"

#include "dra/allocator.h"
#include "dra/deviceselector.h"
#include "dra/inventory.h"
#include "excerpt.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <optional>

namespace Accel::Dra {

namespace {
/// Search steps (devices tried) per node and claim before the preview gives up; the scheduler
/// has a time limit of its own. Combinations only matter for counts above one.
constexpr qint64 SearchStepBudget = 200000;

/// FirstAvailable holds at most 8 subrequests (k8s NOTES section 1, DeviceRequest).
constexpr qsizetype MaxSubrequests = 8;

struct CompiledSelector
{
    DeviceSelector selector;
    bool mentionsMedia = false; ///< the expression names media.liken.sh
    QStringList terms;          ///< the top-level && terms, whitespace simplified
    QString text;               ///< the whole expression, whitespace simplified
};

/// One way to satisfy a request: `exactly`, or one firstAvailable subrequest.
struct Alternative
{
    QString name; ///< "gpu", or "main/sub"
    QString className;
    QList<CompiledSelector> selectors; ///< the class's, then the request's (all must be true)
    bool all = false;                  ///< allocationMode All
    int count = 1;                     ///< ExactCount
    bool mentionsMedia = false;
    bool ownSelectors = false; ///< the request adds selectors of its own
};

struct Request
{
    QString name;
    QList<Alternative> alternatives; ///< one, or the firstAvailable subrequests in order
};

struct Constraint
{
    QStringList requests; ///< empty: every request
    QString attribute;    ///< a FullyQualifiedName
    bool distinct = false;

    bool appliesTo(const Request &request, const Alternative &alternative) const
    {
        return requests.isEmpty() || requests.contains(request.name) ||
               requests.contains(alternative.name);
    }
    QString describe() const
    {
        const QString kind =
            distinct ? QStringLiteral("distinctAttribute") : QStringLiteral("matchAttribute");
        return requests.isEmpty() ? Tr::tr("%1 %2 (all requests)").arg(kind, attribute)
                                  : Tr::tr("%1 %2 (requests %3)")
                                        .arg(kind, attribute, requests.join(QStringLiteral(", ")));
    }
};

struct ClaimModel
{
    QString name;
    QString kind;
    QJsonObject object; ///< as given, for Dra::Allocator
    QList<Request> requests;
    QList<Constraint> constraints;
};

/// The DeviceClasses by name, each compiled at most once per matchClaims call.
class ClassTable
{
public:
    explicit ClassTable(const QList<QJsonObject> &classes)
    {
        for (const QJsonObject &c : classes) {
            const QString name = c.value(QLatin1String("metadata"))
                                     .toObject()
                                     .value(QLatin1String("name"))
                                     .toString();
            if (!name.isEmpty())
                m_objects.insert(name, c);
        }
    }

    /// CLAIM_INPUT when the class is unknown or one of its selectors does not compile.
    Result<QList<CompiledSelector>> selectors(const QString &name, const QString &where)
    {
        if (const auto it = m_compiled.constFind(name); it != m_compiled.constEnd())
            return *it;
        const auto object = m_objects.constFind(name);
        if (object == m_objects.constEnd()) {
            QStringList known = m_objects.keys();
            known.sort();
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("%1: no DeviceClass named \"%2\" (known: %3)")
                            .arg(where, excerpt(name),
                                 known.isEmpty() ? Tr::tr("none")
                                                 : excerpt(known.join(QStringLiteral(", ")))),
                        Tr::tr("Pass the class with --class FILE, or create it in the cluster "
                               "(kubectl get deviceclasses lists what is there)."));
        }
        const QJsonArray list = object->value(QLatin1String("spec"))
                                    .toObject()
                                    .value(QLatin1String("selectors"))
                                    .toArray();
        Result<QList<CompiledSelector>> compiled =
            compileSelectors(list, QStringLiteral("DeviceClass %1: spec.selectors").arg(name));
        if (!compiled)
            return compiled;
        m_compiled.insert(name, *compiled);
        return compiled;
    }

    /// `selectors[]` of a class or request: [{cel: {expression}}].
    static Result<QList<CompiledSelector>> compileSelectors(const QJsonArray &list,
                                                            const QString &field)
    {
        QList<CompiledSelector> out;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString where = QStringLiteral("%1[%2].cel.expression").arg(field).arg(i);
            const QJsonValue expression = list.at(i)
                                              .toObject()
                                              .value(QLatin1String("cel"))
                                              .toObject()
                                              .value(QLatin1String("expression"));
            if (!expression.isString())
                return fail(Code::CLAIM_INPUT,
                            Tr::tr("%1: missing (a selector is {cel: {expression}})").arg(where));
            Result<DeviceSelector> selector = DeviceSelector::compile(expression.toString());
            if (!selector)
                return fail(Code::CLAIM_INPUT,
                            Tr::tr("%1: %2: %3")
                                .arg(where, selector.error().code, selector.error().message),
                            selector.error().hint);
            CompiledSelector s;
            s.selector = std::move(*selector);
            s.mentionsMedia = expression.toString().contains(QLatin1String(MediaDriver));
            for (const QString &term : s.selector.program().terms())
                s.terms << term.simplified();
            s.text = expression.toString().simplified();
            out << s;
        }
        return out;
    }

private:
    QHash<QString, QJsonObject> m_objects;
    QHash<QString, QList<CompiledSelector>> m_compiled;
};

/// `exactly`, a firstAvailable subrequest, or a v1beta1 request (class fields inline).
Result<Alternative> parseAlternative(const QJsonObject &object, const QString &name,
                                     const QString &where, ClassTable &classes)
{
    Alternative alt;
    alt.name = name;
    alt.className = object.value(QLatin1String("deviceClassName")).toString();
    if (alt.className.isEmpty())
        return fail(Code::CLAIM_INPUT, Tr::tr("%1.deviceClassName: missing").arg(where));
    Result<QList<CompiledSelector>> classSelectors =
        classes.selectors(alt.className, where + QStringLiteral(".deviceClassName"));
    if (!classSelectors)
        return tl::unexpected(classSelectors.error());
    Result<QList<CompiledSelector>> own = ClassTable::compileSelectors(
        object.value(QLatin1String("selectors")).toArray(), where + QStringLiteral(".selectors"));
    if (!own)
        return tl::unexpected(own.error());
    alt.selectors = *classSelectors + *own;
    alt.ownSelectors = !own->isEmpty();
    for (const CompiledSelector &s : std::as_const(alt.selectors))
        alt.mentionsMedia = alt.mentionsMedia || s.mentionsMedia;

    // "Clients must refuse to handle requests with unknown modes" (k8s NOTES section 1).
    const QString mode = object.value(QLatin1String("allocationMode")).toString();
    if (mode == QLatin1String("All")) {
        alt.all = true;
    } else if (!mode.isEmpty() && mode != QLatin1String("ExactCount")) {
        return fail(
            Code::CLAIM_INPUT,
            Tr::tr("%1.allocationMode: \"%2\" is not ExactCount or All").arg(where, excerpt(mode)));
    }
    const QJsonValue count = object.value(QLatin1String("count"));
    if (!alt.all && !count.isUndefined() && !count.isNull()) {
        const double n = count.toDouble(-1);
        if (!count.isDouble() || n < 1 || n != double(qint64(n)) || n > 1e6)
            return fail(Code::CLAIM_INPUT,
                        Tr::tr("%1.count: must be a positive integer").arg(where));
        alt.count = int(n);
    }
    return alt;
}

Result<ClaimModel> parseClaim(const QJsonObject &object, ClassTable &classes)
{
    ClaimModel claim;
    claim.object = object;
    claim.kind = object.value(QLatin1String("kind")).toString();
    claim.name =
        object.value(QLatin1String("metadata")).toObject().value(QLatin1String("name")).toString();
    QJsonObject devices;
    QString prefix;
    if (claim.kind == QLatin1String("ResourceClaim")) {
        prefix = QStringLiteral("spec.devices");
        devices = object.value(QLatin1String("spec"))
                      .toObject()
                      .value(QLatin1String("devices"))
                      .toObject();
    } else if (claim.kind == QLatin1String("ResourceClaimTemplate")) {
        prefix = QStringLiteral("spec.spec.devices");
        devices = object.value(QLatin1String("spec"))
                      .toObject()
                      .value(QLatin1String("spec"))
                      .toObject()
                      .value(QLatin1String("devices"))
                      .toObject();
    } else {
        return fail(Code::CLAIM_INPUT,
                    Tr::tr("%1 %2 is not a ResourceClaim or ResourceClaimTemplate")
                        .arg(claim.kind.isEmpty() ? Tr::tr("an object without kind") : claim.kind,
                             claim.name),
                    Tr::tr("Give claims and templates of resource.k8s.io/v1."));
    }
    if (claim.name.isEmpty())
        return fail(Code::CLAIM_INPUT, Tr::tr("a %1 without metadata.name").arg(claim.kind));
    const QString self = QStringLiteral("%1 %2: ").arg(claim.kind, claim.name);

    const QJsonArray requests = devices.value(QLatin1String("requests")).toArray();
    QSet<QString> names;
    QSet<QString> subrequestNames;
    for (qsizetype i = 0; i < requests.size(); ++i) {
        const QJsonObject r = requests.at(i).toObject();
        const QString where = QStringLiteral("%1.requests[%2]").arg(prefix).arg(i);
        Request request;
        request.name = r.value(QLatin1String("name")).toString();
        if (request.name.isEmpty())
            return fail(Code::CLAIM_INPUT, self + Tr::tr("%1.name: missing").arg(where));
        if (names.contains(request.name))
            return fail(
                Code::CLAIM_INPUT,
                self + Tr::tr("%1.name: \"%2\" is used twice").arg(where, excerpt(request.name)));
        names.insert(request.name);
        const bool exactly = r.contains(QLatin1String("exactly"));
        const bool firstAvailable = r.contains(QLatin1String("firstAvailable"));
        const bool inlineForm = r.contains(QLatin1String("deviceClassName")); // v1beta1
        if (int(exactly) + int(firstAvailable) + int(inlineForm) != 1)
            return fail(
                Code::CLAIM_INPUT,
                self + Tr::tr("%1: needs exactly one of exactly and firstAvailable").arg(where));
        if (firstAvailable) {
            const QJsonArray subs = r.value(QLatin1String("firstAvailable")).toArray();
            if (subs.isEmpty() || subs.size() > MaxSubrequests)
                return fail(Code::CLAIM_INPUT,
                            self + Tr::tr("%1.firstAvailable: needs 1 to %2 subrequests")
                                       .arg(where)
                                       .arg(MaxSubrequests));
            for (qsizetype k = 0; k < subs.size(); ++k) {
                const QJsonObject sub = subs.at(k).toObject();
                const QString subWhere = QStringLiteral("%1.firstAvailable[%2]").arg(where).arg(k);
                const QString subName = sub.value(QLatin1String("name")).toString();
                if (subName.isEmpty())
                    return fail(Code::CLAIM_INPUT, self + Tr::tr("%1.name: missing").arg(subWhere));
                const QString full = request.name + QLatin1Char('/') + subName;
                if (subrequestNames.contains(full))
                    return fail(Code::CLAIM_INPUT, self + Tr::tr("%1.name: \"%2\" is used twice")
                                                              .arg(subWhere, excerpt(subName)));
                subrequestNames.insert(full);
                Result<Alternative> alt = parseAlternative(sub, full, subWhere, classes);
                if (!alt)
                    return fail(Code::CLAIM_INPUT, self + alt.error().message, alt.error().hint);
                request.alternatives << *alt;
            }
        } else {
            const QJsonObject body = exactly ? r.value(QLatin1String("exactly")).toObject() : r;
            Result<Alternative> alt = parseAlternative(
                body, request.name, exactly ? where + QStringLiteral(".exactly") : where, classes);
            if (!alt)
                return fail(Code::CLAIM_INPUT, self + alt.error().message, alt.error().hint);
            request.alternatives << *alt;
        }
        claim.requests << request;
    }

    const QJsonArray constraints = devices.value(QLatin1String("constraints")).toArray();
    for (qsizetype i = 0; i < constraints.size(); ++i) {
        const QJsonObject c = constraints.at(i).toObject();
        const QString where = QStringLiteral("%1.constraints[%2]").arg(prefix).arg(i);
        Constraint constraint;
        const bool match = c.contains(QLatin1String("matchAttribute"));
        constraint.distinct = c.contains(QLatin1String("distinctAttribute"));
        if (match == constraint.distinct)
            return fail(Code::CLAIM_INPUT,
                        self + Tr::tr("%1: needs exactly one of matchAttribute and "
                                      "distinctAttribute")
                                   .arg(where));
        const QString field = constraint.distinct ? QStringLiteral("distinctAttribute")
                                                  : QStringLiteral("matchAttribute");
        constraint.attribute = c.value(field).toString();
        // A FullyQualifiedName must contain the domain (k8s NOTES, "Qualified names").
        const qsizetype slash = constraint.attribute.indexOf(QLatin1Char('/'));
        if (slash <= 0 || slash == constraint.attribute.size() - 1)
            return fail(Code::CLAIM_INPUT,
                        self + Tr::tr("%1.%2: \"%3\" is not a fully qualified name "
                                      "(domain/name)")
                                   .arg(where, field, excerpt(constraint.attribute)),
                        Tr::tr("Write the domain too, e.g. resource.kubernetes.io/pciBusID."));
        for (const QJsonValue &r : c.value(QLatin1String("requests")).toArray()) {
            const QString name = r.toString();
            if (!names.contains(name) && !subrequestNames.contains(name))
                return fail(Code::CLAIM_INPUT,
                            self + Tr::tr("%1.requests: \"%2\" names no request of the claim")
                                       .arg(where, excerpt(name)));
            constraint.requests << name;
        }
        claim.constraints << constraint;
    }
    return claim;
}

QString deviceLabel(const Device &device)
{
    return device.driver + QLatin1Char('/') + device.name;
}

bool sameAttribute(const Attribute &a, const Attribute &b)
{
    // Same type and value; versions compare as their (canonical) text (k8s NOTES section 3).
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case AttributeType::Bool:
        return a.boolValue == b.boolValue;
    case AttributeType::Int:
        return a.intValue == b.intValue;
    case AttributeType::String:
    case AttributeType::Version:
        return a.text == b.text;
    case AttributeType::Invalid:
        break;
    }
    return false;
}

/// The structured allocator's search on one node (k8s NOTES section 3,
/// allocator_stable.go): requests in order, firstAvailable subrequests in order, devices in
/// order, backtracking when a constraint or an exclusive device rules a choice out.
class Search
{
public:
    /// MATCHED[r][a]: device indexes that satisfy alternative a of request r.
    Search(const ClaimModel &claim, const QList<Device> &devices,
           const QList<QList<QList<int>>> &matched)
        : m_claim(claim)
        , m_devices(devices)
        , m_matched(matched)
    {
        m_applies.resize(claim.requests.size());
        for (qsizetype r = 0; r < claim.requests.size(); ++r) {
            const Request &request = claim.requests[r];
            for (const Alternative &alt : request.alternatives) {
                QList<int> list;
                for (qsizetype c = 0; c < claim.constraints.size(); ++c)
                    if (claim.constraints[c].appliesTo(request, alt))
                        list << int(c);
                m_applies[r] << list;
            }
        }
    }

    /// Runs with the constraints ACTIVE (one flag each); true when every request is satisfied.
    bool run(const QList<bool> &active)
    {
        m_active = active;
        m_state = QList<ConstraintState>(m_claim.constraints.size());
        m_uses.clear();
        m_steps = 0;
        m_exhausted = false;
        m_chosenAlt = QList<int>(m_claim.requests.size(), -1);
        m_chosen = QList<QList<int>>(m_claim.requests.size());
        return place(0);
    }

    bool exhausted() const { return m_exhausted; }
    const QList<int> &chosenAlternatives() const { return m_chosenAlt; }
    const QList<QList<int>> &chosen() const { return m_chosen; }

private:
    struct ConstraintState
    {
        Attribute value; ///< matchAttribute: the value the first device fixed
        int refs = 0;
        QList<Attribute> values; ///< distinctAttribute: the values taken, in order
    };

    bool place(qsizetype r)
    {
        if (r == m_claim.requests.size())
            return true;
        const Request &request = m_claim.requests[r];
        for (qsizetype a = 0; a < request.alternatives.size(); ++a) {
            const Alternative &alt = request.alternatives[a];
            const QList<int> &candidates = m_matched[r][a];
            if (alt.all ? candidates.isEmpty() : candidates.size() < alt.count)
                continue;
            m_chosenAlt[r] = int(a);
            m_chosen[r].clear();
            if (alt.all ? takeAll(r, a) : pick(r, a, 0))
                return true;
            if (m_exhausted)
                return false;
        }
        m_chosenAlt[r] = -1;
        return false;
    }

    /// allocationMode All: every matching device, or nothing.
    bool takeAll(qsizetype r, qsizetype a)
    {
        const QList<int> &candidates = m_matched[r][a];
        qsizetype added = 0;
        bool ok = true;
        for (const int device : candidates) {
            if (!add(device, r, a)) {
                ok = false;
                break;
            }
            m_chosen[r] << device;
            ++added;
        }
        if (ok && place(r + 1))
            return true;
        for (qsizetype k = added - 1; k >= 0; --k) {
            remove(m_chosen[r][k], r, a);
        }
        m_chosen[r].clear();
        return false;
    }

    /// ExactCount: the next device, from index START on (combinations, not permutations).
    bool pick(qsizetype r, qsizetype a, qsizetype start)
    {
        const Alternative &alt = m_claim.requests[r].alternatives[a];
        if (m_chosen[r].size() == alt.count)
            return place(r + 1);
        const QList<int> &candidates = m_matched[r][a];
        const qsizetype needed = alt.count - m_chosen[r].size();
        for (qsizetype i = start; i + needed <= candidates.size(); ++i) {
            if (++m_steps > SearchStepBudget) {
                m_exhausted = true;
                return false;
            }
            const int device = candidates[i];
            if (!add(device, r, a))
                continue;
            m_chosen[r] << device;
            if (pick(r, a, i + 1))
                return true;
            m_chosen[r].removeLast();
            remove(device, r, a);
            if (m_exhausted)
                return false;
        }
        return false;
    }

    bool add(int device, qsizetype r, qsizetype a)
    {
        const Device &d = m_devices[device];
        // A device serves one request of the claim unless it allows multiple allocations.
        if (!d.allowMultipleAllocations && m_uses.value(device) > 0)
            return false;
        const QList<int> &applies = m_applies[r][a];
        qsizetype done = 0;
        for (; done < applies.size(); ++done) {
            const int c = applies[done];
            if (!m_active[c])
                continue;
            const Constraint &constraint = m_claim.constraints[c];
            // Attribute names in Device are fully qualified (a bare name was put in the driver's
            // domain), so this is lookupAttribute: `dom/x`, or `x` when dom is the driver
            // (k8s NOTES section 3). A device without it is not chosen; not an error.
            const std::optional<Attribute> value = d.attribute(constraint.attribute);
            ConstraintState &state = m_state[c];
            bool ok = value.has_value();
            if (ok && constraint.distinct) {
                ok = std::none_of(state.values.cbegin(), state.values.cend(),
                                  [&](const Attribute &v) { return sameAttribute(v, *value); });
                if (ok)
                    state.values << *value;
            } else if (ok) {
                if (state.refs == 0)
                    state.value = *value;
                else
                    ok = sameAttribute(state.value, *value);
                if (ok)
                    ++state.refs;
            }
            if (!ok)
                break;
        }
        if (done < applies.size()) {
            for (qsizetype k = done - 1; k >= 0; --k)
                undo(applies[k]);
            return false;
        }
        ++m_uses[device];
        return true;
    }

    void remove(int device, qsizetype r, qsizetype a)
    {
        const QList<int> &applies = m_applies[r][a];
        for (qsizetype k = applies.size() - 1; k >= 0; --k)
            undo(applies[k]);
        if (--m_uses[device] == 0)
            m_uses.remove(device);
    }

    void undo(int c)
    {
        if (!m_active[c])
            return;
        ConstraintState &state = m_state[c];
        if (m_claim.constraints[c].distinct)
            state.values.removeLast();
        else
            --state.refs;
    }

    const ClaimModel &m_claim;
    const QList<Device> &m_devices;
    const QList<QList<QList<int>>> &m_matched;
    QList<QList<QList<int>>> m_applies; ///< [r][a]: constraint indexes
    QList<bool> m_active;
    QList<ConstraintState> m_state;
    QHash<int, int> m_uses;
    QList<int> m_chosenAlt;
    QList<QList<int>> m_chosen;
    qint64 m_steps = 0;
    bool m_exhausted = false;
};

/// What the selectors said about one alternative on one node.
struct AlternativeCheck
{
    QList<int> matched;
    QList<int> notMatched;
    /// For each of notMatched: the index of its first false selector (not evaluated again).
    QList<qsizetype> falseSelector;
    QStringList errors;
};

class Matcher
{
public:
    Matcher(const Inventory &inventory, const MatchContext &context)
        : m_inventory(inventory)
        , m_context(context)
    {
        // Group devices by node once; devices of slices for several nodes (no nodeName) are
        // candidates everywhere.
        const QList<Device> &devices = inventory.devices();
        QList<int> everywhere;
        for (qsizetype i = 0; i < devices.size(); ++i) {
            if (devices[i].nodeName.isEmpty())
                everywhere << int(i);
            else
                m_byNode[devices[i].nodeName] << int(i);
        }
        QSet<QString> names;
        for (const Node &node : inventory.nodes())
            names.insert(node.name);
        for (auto it = m_byNode.cbegin(); it != m_byNode.cend(); ++it)
            names.insert(it.key());
        names.remove(QString()); // devices of slices for several nodes are not a node
        m_nodes = QStringList(names.cbegin(), names.cend());
        std::sort(m_nodes.begin(), m_nodes.end());
        if (!everywhere.isEmpty())
            for (const QString &node : std::as_const(m_nodes))
                m_byNode[node] += everywhere;
        m_gpuOfDevice = QList<int>(devices.size(), -1);
        const QList<Gpu> &gpus = inventory.gpus();
        for (qsizetype g = 0; g < gpus.size(); ++g)
            for (const int d : gpus[g].devices)
                m_gpuOfDevice[d] = int(g);
    }

    ClaimOutcome match(const ClaimModel &claim) const
    {
        ClaimOutcome out;
        out.claim = claim.name;
        out.kind = claim.kind;
        out.nodes.reserve(m_nodes.size());
        bool celErrors = false;
        for (const QString &node : m_nodes) {
            out.nodes << matchNode(claim, node, celErrors);
            NodeOutcome &n = out.nodes.last();
            if (m_context.allocator && n.devices < 0) {
                const NodeUsage u = m_context.allocator->nodeUsage(nodeObject(node));
                n.devices = u.devices;
                n.devicesInUse = u.inUse;
                n.devicesTainted = u.tainted;
            }
            out.anyQualifies = out.anyQualifies || out.nodes.last().qualifies;
        }
        out.advice = advice(out, celErrors, claim);
        return out;
    }

private:
    /// Sets CELERRORS when a selector failed at run time on this node.
    NodeOutcome matchNode(const ClaimModel &claim, const QString &nodeName, bool &celErrors) const
    {
        const QList<Device> &devices = m_inventory.devices();
        const QList<int> nodeDevices = m_byNode.value(nodeName);
        NodeOutcome node;
        node.node = nodeName;

        // Class selectors and request selectors, all true, on every device of the node. A
        // runtime error is an allocation error for the claim on this node, never a non-match
        // (k8s NOTES section 2, "Missing attribute / runtime error").
        QList<QList<AlternativeCheck>> checks(claim.requests.size());
        QString firstCelError;
        QString firstPoolError;
        QList<QList<QList<int>>> matched(claim.requests.size());
        for (qsizetype r = 0; r < claim.requests.size(); ++r) {
            for (const Alternative &alt : claim.requests[r].alternatives) {
                AlternativeCheck check;
                for (const int d : nodeDevices) {
                    const Device &device = devices[d];
                    bool ok = true;
                    for (qsizetype i = 0; i < alt.selectors.size(); ++i) {
                        const Result<bool> m = alt.selectors[i].selector.matches(device);
                        if (!m) {
                            check.errors << QStringLiteral("%1: %2").arg(deviceLabel(device),
                                                                         m.error().message);
                            ok = false;
                            break;
                        }
                        if (!*m) {
                            check.notMatched << d;
                            check.falseSelector << i;
                            ok = false;
                            break;
                        }
                    }
                    if (ok)
                        check.matched << d;
                }
                if (firstCelError.isEmpty() && !check.errors.isEmpty())
                    firstCelError = check.errors.first();
                // allocationMode All on a node with an incomplete pool is an allocation error:
                // "asks for all devices, but resource pool ... is currently being updated"
                // (dynamic-resource-allocation structured/internal/stable/allocator_stable.go).
                if (alt.all) {
                    QSet<QString> pools;
                    for (const int d : nodeDevices) {
                        const Device &device = devices[d];
                        const QString pool = device.driver + QLatin1Char('/') + device.pool;
                        if (!device.poolIncomplete || pools.contains(pool))
                            continue;
                        pools.insert(pool);
                        check.errors << Tr::tr("request %1 asks for all devices, but pool %2 of "
                                               "driver %3 is incomplete (being updated)")
                                            .arg(alt.name, device.pool, device.driver);
                        if (firstPoolError.isEmpty())
                            firstPoolError = check.errors.last();
                    }
                }
                node.error = node.error || !check.errors.isEmpty();
                matched[r] << check.matched;
                checks[r] << check;
            }
        }

        QList<int> chosenAlt;
        QList<QList<int>> chosen;
        if (!node.error) {
            Search search(claim, devices, matched);
            node.qualifies =
                search.run(QList<bool>(claim.constraints.size(), true)) && !search.exhausted();
            if (node.qualifies) {
                chosenAlt = search.chosenAlternatives();
                chosen = search.chosen();
                if (m_context.allocator)
                    allocate(claim, nodeName, chosenAlt, chosen, node);
            } else {
                explainFailure(claim, matched, search, nodeDevices.size(), node);
            }
        } else {
            celErrors = celErrors || !firstCelError.isEmpty();
            if (!firstCelError.isEmpty())
                node.reasons << Tr::tr("CEL runtime error: %1 (the scheduler treats it as an "
                                       "allocation error for this claim on this node, not as a "
                                       "device that does not match)")
                                    .arg(firstCelError);
            if (!firstPoolError.isEmpty())
                node.reasons << Tr::tr("%1: the scheduler treats this as an allocation error "
                                       "until the pool is complete")
                                    .arg(firstPoolError);
        }

        for (qsizetype r = 0; r < claim.requests.size(); ++r) {
            const Request &request = claim.requests[r];
            for (qsizetype a = 0; a < request.alternatives.size(); ++a) {
                if (node.qualifies && chosenAlt[r] != a)
                    continue;
                const Alternative &alt = request.alternatives[a];
                const AlternativeCheck &check = checks[r][a];
                RequestOutcome ro;
                ro.request = alt.name;
                ro.devicesChecked = int(nodeDevices.size());
                ro.devicesMatched = int(check.matched.size());
                ro.errors = check.errors;
                node.errors += check.errors;
                if (node.qualifies) {
                    for (const int d : chosen[r])
                        ro.chosen << deviceRef(d);
                } else {
                    ro.falseTerms = falseTerms(alt, check);
                }
                node.requests << ro;
            }
        }
        if (!node.qualifies)
            checkFailedQuery(claim, checks, node);
        return node;
    }

    QJsonObject nodeObject(const QString &name) const
    {
        const auto it = m_context.nodes.constFind(name);
        if (it != m_context.nodes.constEnd())
            return *it;
        return QJsonObject{
            {QStringLiteral("metadata"), QJsonObject{{QStringLiteral("name"), name}}}};
    }

    /// The scheduler's allocator on a node the selectors alone would allow (issue 15): it
    /// decides, and its choice of subrequests and devices replaces the selector search's.
    void allocate(const ClaimModel &claim, const QString &nodeName, QList<int> &chosenAlt,
                  QList<QList<int>> &chosen, NodeOutcome &node) const
    {
        std::optional<Allocator::PreparedClaims> &prepared = m_prepared[claim.name];
        if (!prepared)
            prepared = m_context.allocator->prepareClaims({claim.object});
        // The devices chosen, no allocation JSON written and read back (issue 37).
        const Result<AllocationOutcome> outcome = m_context.allocator->allocate(
            nodeObject(nodeName), *prepared, Allocator::Detail::Devices);
        if (!outcome) {
            node.qualifies = false;
            node.error = true;
            node.reasons << outcome.error().message;
            node.errors << outcome.error().message;
            return;
        }
        node.devices = outcome->usage.devices;
        node.devicesInUse = outcome->usage.inUse;
        node.devicesTainted = outcome->usage.tainted;
        if (!outcome->allocated) {
            node.qualifies = false;
            node.reasons << outcome->reasons;
            if (node.reasons.isEmpty())
                node.reasons << Tr::tr("the scheduler's allocator finds no allocation here");
            return;
        }
        chosen = QList<QList<int>>(claim.requests.size());
        for (const AllocationOutcome::Chosen &r : outcome->chosen.value(0)) {
            const QString &request = r.request;
            const int device = deviceIndex(nodeName, r.driver, r.pool, r.device);
            for (qsizetype q = 0; q < claim.requests.size(); ++q) {
                const QList<Alternative> &alts = claim.requests[q].alternatives;
                for (qsizetype a = 0; a < alts.size(); ++a) {
                    if (alts[a].name != request)
                        continue;
                    chosenAlt[q] = int(a);
                    if (device >= 0)
                        chosen[q] << device;
                }
            }
        }
        node.reasons += outcome->notes;
    }

    /// The inventory's device DRIVER/POOL/NAME, which the allocator chose on NODENAME: among
    /// the node's devices (a fleet has hundreds of thousands: no index of them all per query),
    /// else among all; the last of several.
    int deviceIndex(const QString &nodeName, const QString &driver, const QString &pool,
                    const QString &name) const
    {
        const QList<Device> &devices = m_inventory.devices();
        const auto is = [&](int d) {
            return devices[d].name == name && devices[d].pool == pool &&
                   devices[d].driver == driver;
        };
        int found = -1;
        for (const int d : m_byNode.value(nodeName))
            if (d > found && is(d))
                found = d;
        for (qsizetype d = devices.size() - 1; found < 0 && d >= 0; --d)
            if (is(int(d)))
                found = int(d);
        return found;
    }

    AllocationDeviceRef deviceRef(int d) const
    {
        const Device &device = m_inventory.devices()[d];
        AllocationDeviceRef ref;
        ref.driver = device.driver;
        ref.pool = device.pool;
        ref.device = device.name;
        const int g = m_gpuOfDevice.value(d, -1);
        if (g >= 0) {
            const Gpu &gpu = m_inventory.gpus()[g];
            if (!gpu.standalone)
                ref.gpuKey = gpuKey(gpu.nodeName, gpu.pciBusId);
        }
        return ref;
    }

    /// Per device that did not match: the false top-level && terms of its first false selector.
    QStringList falseTerms(const Alternative &alt, const AlternativeCheck &check) const
    {
        // DeviceSelector::explain() evaluated straight through the program, with the term
        // texts prepared once per selector: a failing fleet has thousands of such devices.
        const QString format = Tr::tr("%1: %2 was false");
        QStringList out;
        for (qsizetype n = 0; n < check.notMatched.size(); ++n) {
            const Device &device = m_inventory.devices()[check.notMatched[n]];
            const CompiledSelector &s = alt.selectors[check.falseSelector[n]];
            const QString label = deviceLabel(device);
            const QList<Cel::Value> values =
                s.selector.program().evaluateTerms({deviceValue(device)}, SelectorMaxCost);
            const qsizetype before = out.size();
            for (qsizetype k = 0; k < values.size() && k < s.terms.size(); ++k) {
                if (values[k].isBool() && !values[k].b)
                    out << format.arg(label, s.terms[k]);
            }
            if (out.size() == before)
                out << format.arg(label, s.text);
        }
        return out;
    }

    /// Why the node fails, the summary first.
    void explainFailure(const ClaimModel &claim, const QList<QList<QList<int>>> &matched,
                        Search &search, qsizetype deviceCount, NodeOutcome &node) const
    {
        if (deviceCount == 0) {
            node.reasons << Tr::tr("the node publishes no devices");
            return;
        }
        // A request none of whose alternatives has enough matching devices.
        bool someRequestShort = false;
        QStringList detail;
        for (qsizetype r = 0; r < claim.requests.size(); ++r) {
            const Request &request = claim.requests[r];
            bool satisfiable = false;
            QStringList mine;
            for (qsizetype a = 0; a < request.alternatives.size(); ++a) {
                const Alternative &alt = request.alternatives[a];
                const qsizetype n = matched[r][a].size();
                if (alt.all && n == 0) {
                    mine << Tr::tr("request %1: allocationMode All needs at least one matching "
                                   "device; 0 of %2 match (class %3%4)")
                                .arg(alt.name)
                                .arg(deviceCount)
                                .arg(alt.className, selectorsNote(alt));
                } else if (!alt.all && n < alt.count) {
                    mine << (n == 0 ? Tr::tr("request %1: 0 of %2 devices match (class %3%4)")
                                          .arg(alt.name)
                                          .arg(deviceCount)
                                          .arg(alt.className, selectorsNote(alt))
                                    : Tr::tr("request %1: count %2, but only %3 of %4 devices "
                                             "match (class %5%6)")
                                          .arg(alt.name)
                                          .arg(alt.count)
                                          .arg(n)
                                          .arg(deviceCount)
                                          .arg(alt.className, selectorsNote(alt)));
                } else {
                    satisfiable = true;
                }
            }
            if (!satisfiable) {
                someRequestShort = true;
                detail += mine;
            }
        }
        if (someRequestShort) {
            node.reasons += detail;
            return;
        }
        if (search.exhausted()) {
            node.reasons << Tr::tr("the search gave up after %1 combinations; the scheduler may "
                                   "still find one")
                                .arg(SearchStepBudget);
            return;
        }
        // Every request has enough devices on its own: the constraints, or exclusive devices
        // wanted by two requests, rule every combination out. Find which.
        const qsizetype nc = claim.constraints.size();
        if (!search.run(QList<bool>(nc, false))) {
            node.reasons << Tr::tr("not enough devices for all requests at once: a device that "
                                   "does not allow multiple allocations serves one request");
            return;
        }
        bool named = false;
        for (qsizetype c = 0; c < nc; ++c) {
            QList<bool> only(nc, false);
            only[c] = true;
            if (search.run(only))
                continue;
            named = true;
            describeConstraint(claim, matched, c, node);
        }
        if (!named)
            node.reasons << Tr::tr("the constraints together rule out every combination of "
                                   "matching devices");
    }

    static QString selectorsNote(const Alternative &alt)
    {
        return alt.ownSelectors ? Tr::tr(" and the request's selectors") : QString();
    }

    /// Constraint C fails on its own: say so, and what each matching device has.
    void describeConstraint(const ClaimModel &claim, const QList<QList<QList<int>>> &matched,
                            qsizetype c, NodeOutcome &node) const
    {
        const Constraint &constraint = claim.constraints[c];
        node.reasons << (constraint.distinct
                             ? Tr::tr("%1: the matching devices do not have enough distinct "
                                      "values")
                                   .arg(constraint.describe())
                             : Tr::tr("%1: no choice of matching devices shares one value")
                                   .arg(constraint.describe()));
        for (qsizetype r = 0; r < claim.requests.size(); ++r) {
            const Request &request = claim.requests[r];
            for (qsizetype a = 0; a < request.alternatives.size(); ++a) {
                const Alternative &alt = request.alternatives[a];
                if (!constraint.appliesTo(request, alt))
                    continue;
                for (const int d : matched[r][a]) {
                    const Device &device = m_inventory.devices()[d];
                    const std::optional<Attribute> value = device.attribute(constraint.attribute);
                    node.reasons << (value ? Tr::tr("request %1: %2 has %3 = %4")
                                                 .arg(alt.name, deviceLabel(device),
                                                      constraint.attribute, value->toString())
                                           : Tr::tr("request %1: %2 has no %3, so it is not chosen "
                                                    "(not an error)")
                                                 .arg(alt.name, deviceLabel(device),
                                                      constraint.attribute));
                }
            }
        }
    }

    /// A GPU whose capability query failed publishes every capability false and no vaDriver
    /// (spec, "When a GPU states false"; liken NOTES A3): when a request on media.liken.sh
    /// devices did not match its device, that is the likely cause.
    void checkFailedQuery(const ClaimModel &claim, const QList<QList<AlternativeCheck>> &checks,
                          NodeOutcome &node) const
    {
        const Node *inventoryNode = m_inventory.node(node.node);
        if (!inventoryNode)
            return;
        for (const int g : inventoryNode->gpus) {
            const Gpu &gpu = m_inventory.gpus()[g];
            if (gpu.capabilityState != CapabilityState::QueryFailed)
                continue;
            bool explains = false;
            for (const int d : gpu.devices) {
                if (m_inventory.devices()[d].driver != MediaDriver)
                    continue;
                for (qsizetype r = 0; r < claim.requests.size(); ++r) {
                    const Request &request = claim.requests[r];
                    for (qsizetype a = 0; a < request.alternatives.size(); ++a)
                        if (request.alternatives[a].mentionsMedia &&
                            checks[r][a].notMatched.contains(d))
                            explains = true;
                }
            }
            if (!explains)
                continue;
            node.likelyFailedQuery = true;
            node.reasons << Tr::tr("GPU %1: its capability query failed (the media.liken.sh "
                                   "device has no vaDriver), so every capability publishes as "
                                   "false; the likely cause. The agent's log has the failure: "
                                   "kubectl -n liken-system logs ds/media-capabilities")
                                .arg(gpu.pciBusId.isEmpty() ? QStringLiteral("-") : gpu.pciBusId);
        }
    }

    /// The attributes and capacities the claim's selectors read ("gpu.nvidia.com/productName"),
    /// each with the values the fleet publishes for it, when there are few: what to ask for
    /// instead.
    QStringList fleetValues(const ClaimModel &claim) const
    {
        static const RegularExpression ref = RegularExpression::builtIn(
            R"re((attributes|capacity)\s*\[\s*["']([^"']+)["']\s*\]\s*)re"
            R"re((?:\.\s*([A-Za-z_][A-Za-z0-9_]*)|\[\s*["']([^"']+)["']\s*\]))re");
        QStringList names;
        QList<bool> isCapacity;
        for (const Request &request : claim.requests) {
            for (const Alternative &alt : request.alternatives) {
                for (const CompiledSelector &selector : alt.selectors) {
                    for (const RegularExpression::Match &m : ref.matchAll(selector.text)) {
                        const QString name =
                            m.captured(2) + QLatin1Char('/') +
                            (m.captured(3).isEmpty() ? m.captured(4) : m.captured(3));
                        if (!names.contains(name)) {
                            names << name;
                            isCapacity << (m.captured(1) == QLatin1String("capacity"));
                        }
                    }
                }
            }
        }
        QStringList lines;
        for (qsizetype i = 0; i < names.size(); ++i) {
            QStringList values;
            for (const Device &device : m_inventory.devices()) {
                QString value;
                if (isCapacity[i]) {
                    value = device.capacity.value(names[i]);
                } else if (const std::optional<Attribute> a = device.attribute(names[i])) {
                    value = a->toString();
                }
                if (!value.isEmpty() && !values.contains(value))
                    values << value;
                if (values.size() > 8)
                    break;
            }
            if (values.isEmpty()) {
                //: %1 an attribute a selector reads, which no device of the cluster publishes
                lines << Tr::tr("No device in the cluster publishes %1.").arg(names[i]);
            } else if (values.size() <= 8) {
                std::sort(values.begin(), values.end());
                //: %1 an attribute a selector reads, %2 the values the cluster's devices have
                lines << Tr::tr("The cluster's devices publish %1: %2.")
                             .arg(names[i], values.join(QStringLiteral(", ")));
            }
        }
        return lines;
    }

    QStringList advice(const ClaimOutcome &out, bool celErrors, const ClaimModel &claim) const
    {
        QStringList advice;
        QStringList erroring;
        for (const NodeOutcome &n : out.nodes) {
            if (n.error)
                erroring << n.node;
        }
        if (!erroring.isEmpty()) {
            // k8s NOTES section 2: CEL runtime errors on some nodes, not all, still keep the
            // pod from being scheduled.
            advice << (out.anyQualifies
                           ? Tr::tr("Allocation errors on %n node(s) (%1): the scheduler "
                                    "treats them as errors, not as nodes that do not fit, and "
                                    "keeps the pod Pending, even though other nodes qualify.",
                                    nullptr, int(erroring.size()))
                           : Tr::tr("Allocation errors on %n node(s) (%1): the scheduler "
                                    "treats them as errors, so the pod stays Pending.",
                                    nullptr, int(erroring.size())))
                          .arg(erroring.join(QStringLiteral(", ")));
            if (celErrors)
                advice << Tr::tr("A robust selector checks that an attribute exists (has(...) "
                                 "or \"name\" in ...) before reading it.");
        }
        if (out.anyQualifies)
            return advice;
        advice << (out.nodes.isEmpty()
                       ? Tr::tr("The cluster has no nodes: a pod using %1 %2 would stay "
                                "Pending.")
                             .arg(out.kind, out.claim)
                       : Tr::tr("No node qualifies: a pod using %1 %2 would stay Pending, and "
                                "its events (kubectl describe pod) name the claim that cannot "
                                "allocate.")
                             .arg(out.kind, out.claim));
        // The spec's fallback is a second claim on any render node: it fits claims on liken's
        // render nodes (liken.sh) or media capabilities (media.liken.sh), no other claim.
        bool media = false;
        for (const Request &request : claim.requests)
            for (const Alternative &alt : request.alternatives)
                for (const CompiledSelector &s : alt.selectors)
                    media = media || s.text.contains(QLatin1String("liken.sh"));
        if (media) {
            // Spec step 5, "Fall back when no GPU qualifies": for claims by media capability.
            advice << Tr::tr("Two ways forward: a second claim on any render node, which the "
                             "workload uses with its own fallback path; or no claim at all, and "
                             "the work on the CPU. The workload's controller chooses between "
                             "them, not the scheduler.");
            return advice;
        }
        // Any other claim: what the fleet has of what it asks for (issue 33).
        advice << fleetValues(claim);
        advice << Tr::tr("Ask for what the cluster has: accelctl get gpus -o wide shows what "
                         "every GPU publishes, accelctl get gpus --summary what is free; or "
                         "relax the selectors, or free devices that other claims hold.");
        return advice;
    }

    const Inventory &m_inventory;
    const MatchContext &m_context;
    /// The claims read once for the allocator, by claim (match() runs on one thread).
    mutable QHash<QString, std::optional<Allocator::PreparedClaims>> m_prepared;
    QHash<QString, QList<int>> m_byNode;
    QStringList m_nodes;
    QList<int> m_gpuOfDevice;
};

QJsonArray toArray(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonObject refToJson(const AllocationDeviceRef &ref)
{
    QJsonObject o{{QStringLiteral("driver"), ref.driver},
                  {QStringLiteral("pool"), ref.pool},
                  {QStringLiteral("device"), ref.device}};
    if (!ref.gpuKey.isEmpty())
        o.insert(QStringLiteral("gpuKey"), ref.gpuKey);
    return o;
}

} // namespace

QString gpuKey(const QString &node, const QString &pciBusId)
{
    return node + QLatin1Char('/') + pciBusId;
}

QString advisoryNote()
{
    return Tr::tr("This preview is advisory: the scheduler decides. It models the allocator "
                  "(devices other claims hold, taints, shared counters and capacity) but not "
                  "preemption or scoring, nor what changes after it read the cluster.");
}

QJsonObject NodeOutcome::toJson() const
{
    QJsonObject chosen;
    QJsonArray requestArray;
    for (const RequestOutcome &r : requests) {
        QJsonArray refs;
        for (const AllocationDeviceRef &ref : r.chosen)
            refs.append(refToJson(ref));
        if (qualifies)
            chosen.insert(r.request, refs);
        requestArray.append(QJsonObject{
            {QStringLiteral("request"), r.request},
            {QStringLiteral("chosen"), refs},
            {QStringLiteral("devicesChecked"), r.devicesChecked},
            {QStringLiteral("devicesMatched"), r.devicesMatched},
            {QStringLiteral("falseTerms"), toArray(r.falseTerms)},
            {QStringLiteral("errors"), toArray(r.errors)},
        });
    }
    return QJsonObject{
        {QStringLiteral("node"), node},
        {QStringLiteral("qualifies"), qualifies},
        {QStringLiteral("error"), error},
        {QStringLiteral("likelyFailedQuery"), likelyFailedQuery},
        {QStringLiteral("devices"), devices},
        {QStringLiteral("devicesInUse"), devicesInUse},
        {QStringLiteral("devicesTainted"), devicesTainted},
        {QStringLiteral("chosen"), chosen},
        {QStringLiteral("reasons"), toArray(reasons)},
        {QStringLiteral("errors"), toArray(errors)},
        {QStringLiteral("requests"), requestArray},
    };
}

QJsonObject ClaimOutcome::toJson() const
{
    QJsonArray nodeArray;
    for (const NodeOutcome &n : nodes)
        nodeArray.append(n.toJson());
    return QJsonObject{
        {QStringLiteral("claim"), claim},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("anyQualifies"), anyQualifies},
        {QStringLiteral("advice"), toArray(advice)},
        {QStringLiteral("nodes"), nodeArray},
    };
}

QList<QJsonObject> effectiveClasses(const QList<QList<QJsonObject>> &sourcesByPriority)
{
    QList<QJsonObject> classes;
    QSet<QString> names;
    for (const QList<QJsonObject> &source : sourcesByPriority) {
        for (const QJsonObject &object : source) {
            const QString name = object.value(QLatin1String("metadata"))
                                     .toObject()
                                     .value(QLatin1String("name"))
                                     .toString();
            if (names.contains(name))
                continue;
            names.insert(name);
            classes << object;
        }
    }
    return classes;
}

Result<QList<ClaimOutcome>> matchClaims(const QList<QJsonObject> &claimsOrTemplates,
                                        const QList<QJsonObject> &classes,
                                        const Inventory &inventory, const MatchContext &context)
{
    // Every claim is parsed and compiled before any matching, so bad input fails fast.
    ClassTable table(classes);
    QList<ClaimModel> models;
    for (const QJsonObject &object : claimsOrTemplates) {
        Result<ClaimModel> model = parseClaim(object, table);
        if (!model)
            return tl::unexpected(model.error());
        models << *model;
    }
    const Matcher matcher(inventory, context);
    QList<ClaimOutcome> out;
    for (const ClaimModel &model : std::as_const(models))
        out << matcher.match(model);
    return out;
}

} // namespace Accel::Dra
