// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The allocation preview (issue 7, section 3; "Tests and evidence": the allocation cases).
// Fleets are written one GPU a line (see fleet() below); claims in YAML. The rules come from
// k8s NOTES section 1 (requests, allocationMode, firstAvailable, constraints), section 2 (a CEL
// runtime error is an allocation error, not a non-match) and section 3 (matchAttribute in the
// structured allocator), and from the spec dra-media-capability-claims.txt (steps 3 and 5, and
// "When a GPU states false").
#include "dra/allocation.h"
#include "dra/claimrender.h"
#include "dra/inventory.h"
#include "kube/snapshot.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

QJsonObject attr(const char *type, const QJsonValue &value)
{
    return QJsonObject{{QString::fromLatin1(type), value}};
}

QString deviceName(const QString &bus)
{
    QString name = u"pci-"_s + bus;
    name.replace(u':', u'-').replace(u'.', u'-');
    return name;
}

/// A fleet, one GPU a line: `NODE BUS [flag...]`. Each GPU is a liken.sh render node and a
/// media.liken.sh capability device of the same name, both with pciBusID BUS. Flags:
///  caps=a,b     the capabilities that are true (default decodeHEVCMain10,scale10bit,decodeH264)
///  failed       the capability query failed: every capability false and no vaDriver
///  nomedia      no media.liken.sh device; norender: no liken.sh device
///  renderbus=B  the render node's pciBusID is B
///  likennobus   an older liken: the render node has no pciBusID
///  exclusive    the devices do not allow multiple allocations
///  nvidia       a gpu.nvidia.com GPU instead of liken devices
///  empty        a Node object without devices
QPair<QList<QJsonObject>, QList<QJsonObject>> fleet(const QStringList &lines)
{
    QMap<QString, QMap<QString, QJsonArray>> devices; // node -> driver -> devices
    QStringList nodeNames;
    for (const QString &line : lines) {
        const QStringList words = line.split(u' ', Qt::SkipEmptyParts);
        const QString node = words.value(0);
        if (!nodeNames.contains(node))
            nodeNames << node;
        if (words.contains(u"empty"_s))
            continue;
        const QString bus = words.value(1);
        QStringList caps{u"decodeHEVCMain10"_s, u"scale10bit"_s, u"decodeH264"_s};
        QString renderBus = bus;
        bool media = true, render = true, failed = false, shared = true, nvidia = false;
        for (const QString &w : words.mid(2)) {
            if (w.startsWith(u"caps="_s))
                caps = w.mid(5).split(u',', Qt::SkipEmptyParts);
            else if (w == u"failed"_s)
                failed = true;
            else if (w == u"nomedia"_s)
                media = false;
            else if (w == u"norender"_s)
                render = false;
            else if (w.startsWith(u"renderbus="_s))
                renderBus = w.mid(10);
            else if (w == u"likennobus"_s)
                renderBus.clear();
            else if (w == u"exclusive"_s)
                shared = false;
            else if (w == u"nvidia"_s)
                nvidia = true;
            else
                qFatal("unknown fleet flag %s", qPrintable(w));
        }
        if (nvidia) {
            QJsonArray &list = devices[node][u"gpu.nvidia.com"_s];
            list.append(QJsonObject{
                {u"name"_s, u"gpu-%1"_s.arg(list.size())},
                {u"attributes"_s,
                 QJsonObject{{u"type"_s, attr("string", u"gpu"_s)},
                             {u"productName"_s, attr("string", u"NVIDIA H100 80GB HBM3"_s)},
                             {u"resource.kubernetes.io/pciBusID"_s, attr("string", bus)}}}});
            continue;
        }
        if (render) {
            QJsonObject a{{u"renderNode"_s, attr("bool", true)},
                          {u"bus"_s, attr("string", u"pci"_s)},
                          {u"vendor"_s, attr("string", u"8086"_s)}};
            if (!renderBus.isEmpty())
                a.insert(u"resource.kubernetes.io/pciBusID"_s, attr("string", renderBus));
            devices[node][u"liken.sh"_s].append(QJsonObject{{u"name"_s, deviceName(bus)},
                                                            {u"allowMultipleAllocations"_s, shared},
                                                            {u"attributes"_s, a}});
        }
        if (media) {
            QJsonObject a{{u"resource.kubernetes.io/pciBusID"_s, attr("string", bus)},
                          {u"vendor"_s, attr("string", u"8086"_s)}};
            for (const QString &cap : knownCapabilities())
                a.insert(cap, attr("bool", !failed && caps.contains(cap)));
            if (!failed)
                a.insert(u"vaDriver"_s, attr("string", u"Intel iHD driver - 24.1.0"_s));
            devices[node][u"media.liken.sh"_s].append(
                QJsonObject{{u"name"_s, deviceName(bus)},
                            {u"allowMultipleAllocations"_s, shared},
                            {u"attributes"_s, a}});
        }
    }
    QList<QJsonObject> nodes, slices;
    for (const QString &node : std::as_const(nodeNames)) {
        nodes << QJsonObject{{u"apiVersion"_s, u"v1"_s},
                             {u"kind"_s, u"Node"_s},
                             {u"metadata"_s, QJsonObject{{u"name"_s, node}}}};
        const QMap<QString, QJsonArray> drivers = devices.value(node);
        for (auto it = drivers.cbegin(); it != drivers.cend(); ++it) {
            slices << QJsonObject{
                {u"apiVersion"_s, u"resource.k8s.io/v1"_s},
                {u"kind"_s, u"ResourceSlice"_s},
                {u"metadata"_s, QJsonObject{{u"name"_s, QString(node + u'-' + it.key())}}},
                {u"spec"_s, QJsonObject{{u"driver"_s, it.key()},
                                        {u"nodeName"_s, node},
                                        {u"pool"_s, QJsonObject{{u"name"_s, node},
                                                                {u"generation"_s, 1},
                                                                {u"resourceSliceCount"_s, 1}}},
                                        {u"devices"_s, it.value()}}}};
        }
    }
    return {nodes, slices};
}

/// The spec's classes (steps 2 and 4) and the NVIDIA driver's.
const QByteArray kClasses = R"(
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: gpu-render}
  spec:
    selectors:
    - cel:
        expression: |
          device.driver == "liken.sh" &&
          has(device.attributes["liken.sh"].renderNode)
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: decode-10bit}
  spec:
    selectors:
    - cel:
        expression: |
          device.driver == "media.liken.sh" &&
          device.attributes["media.liken.sh"].decodeHEVCMain10 &&
          device.attributes["media.liken.sh"].scale10bit
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: media-gpu}
  spec:
    selectors:
    - cel: {expression: device.driver == "media.liken.sh"}
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: gpu.nvidia.com}
  spec:
    selectors:
    - cel:
        expression: device.driver == 'gpu.nvidia.com' && device.attributes['gpu.nvidia.com'].type == 'gpu'
)";

/// Spec step 3, verbatim.
const QByteArray kDecode10bit = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata:
  name: decode-10bit
spec:
  spec:
    devices:
      requests:
        - name: gpu
          exactly:
            deviceClassName: gpu-render
        - name: decodes
          exactly:
            deviceClassName: decode-10bit
      constraints:
        - requests: [gpu, decodes]
          matchAttribute: resource.kubernetes.io/pciBusID
)";

QList<QJsonObject> objects(const QByteArray &yaml)
{
    const QJsonValue v = Test::yaml(yaml);
    QList<QJsonObject> out;
    if (v.isArray()) {
        for (const QJsonValue &item : v.toArray())
            out << item.toObject();
    } else {
        out << v.toObject();
    }
    return out;
}

/// A claim with REQUESTS (YAML of the requests list) and CONSTRAINTS, as a ResourceClaim.
QByteArray claim(const QByteArray &requests, const QByteArray &constraints = {})
{
    QByteArray out = "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: c}\n"
                     "spec:\n  devices:\n    requests: " +
                     requests + '\n';
    if (!constraints.isEmpty())
        out += "    constraints: " + constraints + '\n';
    return out;
}

/// "NODE: yes gpu=DEV decodes=DEV", "NODE: no", "NODE: error".
QStringList summary(const ClaimOutcome &outcome)
{
    QStringList out;
    for (const NodeOutcome &node : outcome.nodes) {
        QString line = node.node + u": "_s;
        if (node.error) {
            line += u"error"_s;
        } else if (!node.qualifies) {
            line += u"no"_s;
        } else {
            line += u"yes"_s;
            for (const RequestOutcome &r : node.requests) {
                QStringList devices;
                for (const AllocationDeviceRef &ref : r.chosen)
                    devices << ref.device;
                line += u' ' + r.request + u'=' + devices.join(u'+');
            }
        }
        out << line;
    }
    return out;
}

QString everything(const ClaimOutcome &outcome)
{
    QStringList lines = outcome.advice;
    for (const NodeOutcome &node : outcome.nodes) {
        lines += node.reasons;
        lines += node.errors;
        for (const RequestOutcome &r : node.requests)
            lines += r.falseTerms;
    }
    return lines.join(u'\n');
}

} // namespace

class TestAllocation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void match_data();
    void match();
    void inputErrors_data();
    void inputErrors();
    void explainCounts();
    void json();
    void devicesForAllNodes();
    void allModeIncompletePool();
    void renderedAgainstDemo_data();
    void renderedAgainstDemo();
};

void TestAllocation::match_data()
{
    QTest::addColumn<QStringList>("fleet");
    QTest::addColumn<QByteArray>("claim");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("mentions");          // substrings of reasons/advice/terms
    QTest::addColumn<QStringList>("likelyFailedQuery"); // nodes

    const QString b1 = u"0000:01:00.0"_s, b2 = u"0000:02:00.0"_s;
    const QString d1 = deviceName(b1), d2 = deviceName(b2);

    QTest::addRow("decode-10bit on one GPU")
        << QStringList{u"n1 0000:01:00.0"_s} << kDecode10bit
        << QStringList{u"n1: yes gpu=%1 decodes=%1"_s.arg(d1)} << QStringList{} << QStringList{};
    // Spec step 3: the constraint keeps both devices on one GPU, and a GPU on one node.
    QTest::addRow("render node and capability device split across two nodes")
        << QStringList{u"n1 0000:01:00.0 nomedia"_s, u"n2 0000:01:00.0 norender"_s} << kDecode10bit
        << QStringList{u"n1: no"_s, u"n2: no"_s}
        << QStringList{u"request decodes: 0 of 1 devices match (class decode-10bit)"_s,
                       u"request gpu: 0 of 1 devices match (class gpu-render)"_s,
                       u"would stay Pending"_s, u"a second claim on any render node"_s,
                       u"or no claim at all, and the work on the CPU"_s}
        << QStringList{};
    QTest::addRow("two GPUs, the capable one on the second bus")
        << QStringList{u"n1 0000:01:00.0 caps=decodeH264"_s, u"n1 0000:02:00.0"_s} << kDecode10bit
        << QStringList{u"n1: yes gpu=%1 decodes=%1"_s.arg(d2)} << QStringList{} << QStringList{};
    // k8s NOTES section 3: every device of the constraint must have the same value.
    QTest::addRow("render node and capability device with different pciBusIDs")
        << QStringList{u"n1 0000:01:00.0 renderbus=0000:09:00.0"_s} << kDecode10bit
        << QStringList{u"n1: no"_s}
        << QStringList{u"matchAttribute resource.kubernetes.io/pciBusID (requests gpu, decodes): "
                       "no choice of matching devices shares one value"_s,
                       u"request gpu: liken.sh/%1 has resource.kubernetes.io/pciBusID = "
                       "0000:09:00.0"_s.arg(d1)}
        << QStringList{};
    // liken NOTES A6: an older liken without pciBusID never allocates; not an error.
    QTest::addRow("liken render node without pciBusID never allocates")
        << QStringList{u"n1 0000:01:00.0 likennobus"_s, u"n1 0000:02:00.0 likennobus"_s}
        << kDecode10bit << QStringList{u"n1: no"_s}
        << QStringList{u"request gpu: liken.sh/%1 has no resource.kubernetes.io/pciBusID, so it "
                       "is not chosen (not an error)"_s.arg(d1)}
        << QStringList{};
    // Spec "When a GPU states false"; liken NOTES A3.
    QTest::addRow("failed capability query")
        << QStringList{u"n1 0000:01:00.0 failed"_s, u"n2 0000:01:00.0"_s} << kDecode10bit
        << QStringList{u"n1: no"_s, u"n2: yes gpu=%1 decodes=%1"_s.arg(d1)}
        << QStringList{u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].decodeHEVCMain10 "
                       "was false"_s.arg(d1),
                       u"its capability query failed"_s, u"kubectl -n liken-system logs"_s}
        << QStringList{u"n1"_s};
    QTest::addRow("a GPU that lacks the capability is no failed query")
        << QStringList{u"n1 0000:01:00.0 caps=decodeH264"_s} << kDecode10bit
        << QStringList{u"n1: no"_s} << QStringList{u"scale10bit was false"_s} << QStringList{};
    // k8s NOTES section 2: a runtime error is an allocation error, never a non-match; a node
    // whose devices the class already rules out evaluates no request selector.
    QTest::addRow("selector on a missing attribute is a runtime error")
        << QStringList{u"n1 0000:01:00.0"_s, u"n2 0000:01:00.0 nvidia"_s} << claim(R"(
      - name: decodes
        exactly:
          deviceClassName: media-gpu
          selectors:
          - cel: {expression: 'device.attributes["media.liken.sh"].decodeAV2'}
)") << QStringList{u"n1: error"_s, u"n2: no"_s}
        << QStringList{u"media.liken.sh/%1: 1:36: no such key: decodeAV2"_s.arg(d1),
                       u"CEL runtime error: media.liken.sh/%1: 1:36: no such key: decodeAV2 (the "
                       "scheduler treats it as an allocation error for this claim on this node, "
                       "not as a device that does not match)"_s.arg(d1),
                       u"Allocation errors on 1 node(s) (n1)"_s}
        << QStringList{};
    // A failed query publishes no vaDriver (liken NOTES A3): reading it is a runtime error
    // there, and that keeps the pod Pending although another node qualifies.
    QTest::addRow("runtime error on one node, another qualifies")
        << QStringList{u"n1 0000:01:00.0 failed"_s, u"n2 0000:01:00.0"_s} << claim(R"(
      - name: decodes
        exactly:
          deviceClassName: media-gpu
          selectors:
          - cel: {expression: 'device.attributes["media.liken.sh"].vaDriver.startsWith("Intel")'}
)") << QStringList{u"n1: error"_s, u"n2: yes decodes=%1"_s.arg(d1)}
        << QStringList{u"no such key: vaDriver"_s,
                       u"Allocation errors on 1 node(s) (n1): the scheduler treats them as errors, "
                       "not as nodes that do not fit, and keeps the pod Pending, even though "
                       "other nodes qualify."_s}
        << QStringList{};
    QTest::addRow("count 2 on a node with one GPU")
        << QStringList{u"n1 0000:01:00.0"_s} << claim(R"(
      - name: gpu
        exactly: {deviceClassName: gpu-render, count: 2}
)") << QStringList{u"n1: no"_s}
        << QStringList{u"request gpu: count 2, but only 1 of 2 devices match (class gpu-render)"_s}
        << QStringList{};
    QTest::addRow("count 2 on a node with two GPUs")
        << QStringList{u"n1 0000:01:00.0"_s, u"n1 0000:02:00.0"_s} << claim(R"(
      - name: gpu
        exactly: {deviceClassName: gpu-render, allocationMode: ExactCount, count: 2}
)") << QStringList{u"n1: yes gpu=%1+%2"_s.arg(d1, d2)}
        << QStringList{} << QStringList{};
    QTest::addRow("allocationMode All")
        << QStringList{u"n1 0000:01:00.0"_s, u"n1 0000:02:00.0"_s, u"n2 0000:01:00.0 nvidia"_s}
        << claim(R"(
      - name: gpu
        exactly: {deviceClassName: gpu-render, allocationMode: All}
)") << QStringList{u"n1: yes gpu=%1+%2"_s.arg(d1, d2), u"n2: no"_s}
        << QStringList{u"request gpu: allocationMode All needs at least one matching device; 0 "
                       "of 1 match (class gpu-render)"_s}
        << QStringList{};
    // k8s NOTES section 1: subrequests in order, named main/sub.
    QTest::addRow("firstAvailable falls back to the second subrequest")
        << QStringList{u"n1 0000:01:00.0 caps=decodeH264"_s, u"n2 0000:01:00.0"_s} << claim(R"(
      - name: decodes
        firstAvailable:
        - {name: tenbit, deviceClassName: decode-10bit}
        - {name: any, deviceClassName: media-gpu}
)") << QStringList{u"n1: yes decodes/any=%1"_s.arg(d1), u"n2: yes decodes/tenbit=%1"_s.arg(d1)}
        << QStringList{} << QStringList{};
    QTest::addRow("firstAvailable: a constraint on one subrequest")
        << QStringList{u"n1 0000:01:00.0 renderbus=0000:09:00.0"_s}
        << claim(R"(
      - name: gpu
        exactly: {deviceClassName: gpu-render}
      - name: decodes
        firstAvailable:
        - {name: tenbit, deviceClassName: decode-10bit}
        - {name: any, deviceClassName: media-gpu}
)",
                 R"(
      - {requests: [gpu, decodes/tenbit], matchAttribute: resource.kubernetes.io/pciBusID}
)") << QStringList{u"n1: yes gpu=%1 decodes/any=%1"_s.arg(d1)}
        << QStringList{} << QStringList{};
    QTest::addRow("distinctAttribute")
        << QStringList{u"n1 0000:01:00.0"_s, u"n2 0000:01:00.0"_s, u"n2 0000:02:00.0"_s}
        << claim(R"(
      - {name: a, exactly: {deviceClassName: gpu-render}}
      - {name: b, exactly: {deviceClassName: gpu-render}}
)",
                 R"(
      - {requests: [a, b], distinctAttribute: resource.kubernetes.io/pciBusID}
)") << QStringList{u"n1: no"_s, u"n2: yes a=%1 b=%2"_s.arg(d1, d2)}
        << QStringList{u"distinctAttribute resource.kubernetes.io/pciBusID (requests a, b): the "
                       "matching devices do not have enough distinct values"_s}
        << QStringList{};
    // A shareable device may serve two requests of a claim; an exclusive one only one.
    QTest::addRow("two requests on one shareable render node")
        << QStringList{u"n1 0000:01:00.0"_s} << claim(R"(
      - {name: a, exactly: {deviceClassName: gpu-render}}
      - {name: b, exactly: {deviceClassName: gpu-render}}
)") << QStringList{u"n1: yes a=%1 b=%1"_s.arg(d1)}
        << QStringList{} << QStringList{};
    QTest::addRow("two requests on one exclusive render node")
        << QStringList{u"n1 0000:01:00.0 exclusive"_s} << claim(R"(
      - {name: a, exactly: {deviceClassName: gpu-render}}
      - {name: b, exactly: {deviceClassName: gpu-render}}
)") << QStringList{u"n1: no"_s}
        << QStringList{u"not enough devices for all requests at once"_s} << QStringList{};
    // Spec step 4: a request selector narrows the class; both must be true.
    QTest::addRow("class selectors and request selectors both apply")
        << QStringList{u"n1 0000:01:00.0 caps=decodeHEVCMain10,scale10bit"_s,
                       u"n2 0000:01:00.0 caps=decodeHEVCMain10,scale10bit,decodeVP9"_s,
                       u"n3 0000:01:00.0 caps=decodeVP9"_s}
        << claim(R"(
      - name: decodes
        exactly:
          deviceClassName: decode-10bit
          selectors:
          - cel: {expression: 'device.attributes["media.liken.sh"].decodeVP9'}
)") << QStringList{u"n1: no"_s, u"n2: yes decodes=%1"_s.arg(d1), u"n3: no"_s}
        << QStringList{u"0 of 2 devices match (class decode-10bit and the request's selectors)"_s,
                       u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].decodeVP9 was "
                       "false"_s.arg(d1),
                       u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].decodeHEVCMain10 "
                       "was false"_s.arg(d1)}
        << QStringList{};
    // k8s NOTES section 3: a 3rd-party domain must be present fully qualified; the short name
    // counts only in the device's own driver domain.
    QTest::addRow("matchAttribute reads short names only in the driver's domain")
        << QStringList{u"n1 0000:01:00.0"_s}
        << QByteArray(kDecode10bit)
               .replace("resource.kubernetes.io/pciBusID", "media.liken.sh/vendor")
        << QStringList{u"n1: no"_s}
        << QStringList{u"request gpu: liken.sh/%1 has no media.liken.sh/vendor"_s.arg(d1),
                       u"request decodes: media.liken.sh/%1 has media.liken.sh/vendor = 8086"_s.arg(
                           d1)}
        << QStringList{};
    QTest::addRow("constraint with no requests applies to all")
        << QStringList{u"n1 0000:01:00.0 renderbus=0000:09:00.0"_s}
        << claim(R"(
      - {name: gpu, exactly: {deviceClassName: gpu-render}}
      - {name: decodes, exactly: {deviceClassName: decode-10bit}}
)",
                 R"(
      - {matchAttribute: resource.kubernetes.io/pciBusID}
)") << QStringList{u"n1: no"_s}
        << QStringList{u"matchAttribute resource.kubernetes.io/pciBusID (all requests)"_s}
        << QStringList{};
    QTest::addRow("a node without devices")
        << QStringList{u"n0 empty"_s, u"n1 0000:01:00.0"_s} << kDecode10bit
        << QStringList{u"n0: no"_s, u"n1: yes gpu=%1 decodes=%1"_s.arg(d1)}
        << QStringList{u"the node publishes no devices"_s} << QStringList{};
    QTest::addRow("v1beta1 request form") << QStringList{u"n1 0000:01:00.0"_s} << claim(R"(
      - {name: gpu, deviceClassName: gpu-render, count: 1}
)") << QStringList{u"n1: yes gpu=%1"_s.arg(d1)}
                                          << QStringList{} << QStringList{};
}

void TestAllocation::match()
{
    QFETCH(QStringList, fleet);
    QFETCH(QByteArray, claim);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, mentions);
    QFETCH(QStringList, likelyFailedQuery);

    const auto [nodes, slices] = ::fleet(fleet);
    const Inventory inventory = Inventory::build(nodes, slices);
    const Result<QList<ClaimOutcome>> outcomes =
        matchClaims(objects(claim), objects(kClasses), inventory);
    QVERIFY2(outcomes, outcomes ? "" : qPrintable(outcomes.error().toString()));
    QCOMPARE(outcomes->size(), 1);
    const ClaimOutcome &outcome = outcomes->first();
    QCOMPARE(summary(outcome), expected);
    const QString text = everything(outcome);
    for (const QString &m : mentions)
        QVERIFY2(text.contains(m), qPrintable(u"missing \"%1\" in:\n%2"_s.arg(m, text)));
    QStringList failed;
    bool any = false;
    for (const NodeOutcome &node : outcome.nodes) {
        if (node.likelyFailedQuery)
            failed << node.node;
        any = any || node.qualifies;
        // Qualifying nodes choose a device for every request; the others name a reason.
        if (node.qualifies) {
            QVERIFY(node.reasons.isEmpty());
            for (const RequestOutcome &r : node.requests)
                QVERIFY(!r.chosen.isEmpty());
        } else {
            QVERIFY(!node.reasons.isEmpty());
        }
    }
    QCOMPARE(failed, likelyFailedQuery);
    QCOMPARE(outcome.anyQualifies, any);
    // Spec step 5: the advice appears exactly when no node qualifies (or an error blocks).
    QCOMPARE(outcome.advice.join(u' ').contains(u"Two ways forward"_s), !any);
}

void TestAllocation::inputErrors_data()
{
    QTest::addColumn<QByteArray>("claim");
    QTest::addColumn<QString>("message");

    QTest::addRow("unknown class") << claim("[{name: gpu, exactly: {deviceClassName: nope}}]")
                                   << u"ResourceClaim c: spec.devices.requests[0].exactly."
                                      "deviceClassName: no DeviceClass named \"nope\""_s;
    QTest::addRow("bad CEL") << claim(R"([{name: gpu, exactly: {deviceClassName: gpu-render,
                                 selectors: [{cel: {expression: "device.driver =="}}]}}])")
                             << u"spec.devices.requests[0].exactly.selectors[0].cel.expression: "
                                "CEL_SYNTAX"_s;
    QTest::addRow("exactly and firstAvailable")
        << claim("[{name: gpu, exactly: {deviceClassName: gpu-render}, firstAvailable: "
                 "[{name: a, deviceClassName: gpu-render}]}]")
        << u"needs exactly one of exactly and firstAvailable"_s;
    QTest::addRow("unknown allocationMode")
        << claim("[{name: gpu, exactly: {deviceClassName: gpu-render, allocationMode: Some}}]")
        << u"allocationMode: \"Some\" is not ExactCount or All"_s;
    QTest::addRow("count 0") << claim("[{name: gpu, exactly: {deviceClassName: gpu-render, "
                                      "count: 0}}]")
                             << u"count: must be a positive integer"_s;
    QTest::addRow("constraint on a bare name")
        << claim("[{name: gpu, exactly: {deviceClassName: gpu-render}}]",
                 "[{matchAttribute: pciBusID}]")
        << u"\"pciBusID\" is not a fully qualified name"_s;
    QTest::addRow("constraint on an unknown request")
        << claim("[{name: gpu, exactly: {deviceClassName: gpu-render}}]",
                 "[{requests: [gpu, decodes], matchAttribute: resource.kubernetes.io/pciBusID}]")
        << u"\"decodes\" names no request of the claim"_s;
    QTest::addRow("not a claim") << QByteArray("{apiVersion: v1, kind: Pod, metadata: {name: p}}")
                                 << u"Pod p is not a ResourceClaim or ResourceClaimTemplate"_s;
    QTest::addRow("class with bad CEL")
        << claim("[{name: gpu, exactly: {deviceClassName: broken}}]")
        << u"DeviceClass broken: spec.selectors[0].cel.expression: CEL_"_s;
}

void TestAllocation::inputErrors()
{
    QFETCH(QByteArray, claim);
    QFETCH(QString, message);
    QList<QJsonObject> classes = objects(kClasses);
    classes << objects(R"y(
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: broken}
spec: {selectors: [{cel: {expression: "device.driver == )"}}]}
)y");
    const auto [nodes, slices] = fleet({u"n1 0000:01:00.0"_s});
    const Result<QList<ClaimOutcome>> outcomes =
        matchClaims(objects(claim), classes, Inventory::build(nodes, slices));
    QVERIFY(!outcomes);
    QCOMPARE(outcomes.error().code, u"CLAIM_INPUT"_s);
    QVERIFY2(outcomes.error().message.contains(message), qPrintable(outcomes.error().message));
}

void TestAllocation::explainCounts()
{
    // Per request: devices checked, devices matched, false terms per device (issue 7 section 3,
    // "Explain").
    const auto [nodes, slices] =
        fleet({u"n1 0000:01:00.0 caps=decodeH264"_s, u"n1 0000:02:00.0 failed"_s});
    const Result<QList<ClaimOutcome>> outcomes =
        matchClaims(objects(kDecode10bit), objects(kClasses), Inventory::build(nodes, slices));
    QVERIFY(outcomes);
    const NodeOutcome &node = outcomes->first().nodes.first();
    QVERIFY(!node.qualifies);
    QVERIFY(node.likelyFailedQuery);
    QCOMPARE(node.requests.size(), 2);
    const RequestOutcome &gpu = node.requests[0];
    QCOMPARE(gpu.request, u"gpu"_s);
    QCOMPARE(gpu.devicesChecked, 4);
    QCOMPARE(gpu.devicesMatched, 2);
    // The media devices: both terms of gpu-render are false (an unknown domain is an empty map,
    // so has() is false, not an error).
    QCOMPARE(gpu.falseTerms.size(), 4);
    QVERIFY(gpu.falseTerms[0].endsWith(u": device.driver == \"liken.sh\" was false"_s));
    QVERIFY(gpu.falseTerms[1].endsWith(
        u": has(device.attributes[\"liken.sh\"].renderNode) was false"_s));
    const RequestOutcome &decodes = node.requests[1];
    QCOMPARE(decodes.devicesChecked, 4);
    QCOMPARE(decodes.devicesMatched, 0);
    const QString d1 = deviceName(u"0000:01:00.0"_s), d2 = deviceName(u"0000:02:00.0"_s);
    QCOMPARE(decodes.falseTerms,
             (QStringList{
                 u"liken.sh/%1: device.driver == \"media.liken.sh\" was false"_s.arg(d1),
                 u"liken.sh/%1: device.driver == \"media.liken.sh\" was false"_s.arg(d2),
                 u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].decodeHEVCMain10 was "
                 "false"_s.arg(d1),
                 u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].scale10bit was "
                 "false"_s.arg(d1),
                 u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].decodeHEVCMain10 was "
                 "false"_s.arg(d2),
                 u"media.liken.sh/%1: device.attributes[\"media.liken.sh\"].scale10bit was "
                 "false"_s.arg(d2),
             }));
    QVERIFY(decodes.errors.isEmpty());
    QVERIFY(node.reasons.first().startsWith(u"request decodes: 0 of 4 devices match"_s));
}

void TestAllocation::json()
{
    const auto [nodes, slices] = fleet({u"n1 0000:01:00.0"_s, u"n2 0000:01:00.0 failed"_s});
    const Result<QList<ClaimOutcome>> outcomes =
        matchClaims(objects(kDecode10bit), objects(kClasses), Inventory::build(nodes, slices));
    QVERIFY(outcomes);
    const QJsonObject json = outcomes->first().toJson();
    QCOMPARE(json.value(u"claim"_s).toString(), u"decode-10bit"_s);
    QCOMPARE(json.value(u"kind"_s).toString(), u"ResourceClaimTemplate"_s);
    QCOMPARE(json.value(u"anyQualifies"_s).toBool(), true);
    const QJsonArray list = json.value(u"nodes"_s).toArray();
    QCOMPARE(list.size(), 2);
    const QJsonObject n1 = list[0].toObject();
    QCOMPARE(n1.value(u"node"_s).toString(), u"n1"_s);
    QCOMPARE(n1.value(u"qualifies"_s).toBool(), true);
    const QJsonObject chosen = n1.value(u"chosen"_s).toObject();
    QCOMPARE(chosen.keys(), (QStringList{u"decodes"_s, u"gpu"_s}));
    const QJsonObject gpu = chosen.value(u"gpu"_s).toArray().first().toObject();
    QCOMPARE(gpu.value(u"driver"_s).toString(), u"liken.sh"_s);
    QCOMPARE(gpu.value(u"pool"_s).toString(), u"n1"_s);
    QCOMPARE(gpu.value(u"device"_s).toString(), deviceName(u"0000:01:00.0"_s));
    QCOMPARE(gpu.value(u"gpuKey"_s).toString(), u"n1/0000:01:00.0"_s);
    const QJsonObject n2 = list[1].toObject();
    QCOMPARE(n2.value(u"qualifies"_s).toBool(), false);
    QCOMPARE(n2.value(u"likelyFailedQuery"_s).toBool(), true);
    QVERIFY(n2.value(u"chosen"_s).toObject().isEmpty());
    QVERIFY(!n2.value(u"reasons"_s).toArray().isEmpty());
    QVERIFY(n2.value(u"errors"_s).toArray().isEmpty());
    const QJsonObject decodes = n2.value(u"requests"_s).toArray()[1].toObject();
    QCOMPARE(decodes.value(u"request"_s).toString(), u"decodes"_s);
    QCOMPARE(decodes.value(u"devicesChecked"_s).toInt(), 2);
    QCOMPARE(decodes.value(u"devicesMatched"_s).toInt(), 0);
    QVERIFY(!decodes.value(u"falseTerms"_s).toArray().isEmpty());
}

void TestAllocation::devicesForAllNodes()
{
    // A slice with allNodes: true (k8s NOTES section 1, NodeSelection) offers its devices on
    // every node.
    auto [nodes, slices] = fleet({u"n1 0000:01:00.0"_s, u"n2 empty"_s});
    slices << objects(R"(
apiVersion: resource.k8s.io/v1
kind: ResourceSlice
metadata: {name: fabric}
spec:
  driver: net.example.com
  allNodes: true
  pool: {name: fabric, generation: 1, resourceSliceCount: 1}
  devices:
  - {name: nic-0, attributes: {speed: {int: 400}}}
)")
                  .first();
    QList<QJsonObject> classes = objects(kClasses);
    classes << objects(R"(
apiVersion: resource.k8s.io/v1
kind: DeviceClass
metadata: {name: nic}
spec: {selectors: [{cel: {expression: 'device.driver == "net.example.com"'}}]}
)");
    const Result<QList<ClaimOutcome>> outcomes =
        matchClaims(objects(claim(R"(
      - {name: gpu, exactly: {deviceClassName: gpu-render}}
      - {name: nic, exactly: {deviceClassName: nic}}
)")),
                    classes, Inventory::build(nodes, slices));
    QVERIFY2(outcomes, outcomes ? "" : qPrintable(outcomes.error().toString()));
    QCOMPARE(summary(outcomes->first()),
             (QStringList{u"n1: yes gpu=%1 nic=nic-0"_s.arg(deviceName(u"0000:01:00.0"_s)),
                          u"n2: no"_s}));
    QCOMPARE(outcomes->first().nodes[1].reasons,
             QStringList{u"request gpu: 0 of 1 devices match (class gpu-render)"_s});
}

void TestAllocation::allModeIncompletePool()
{
    // demo-cluster.yaml: gb200-3's gpu.nvidia.com pool announces two slices and publishes one.
    // allocationMode All there is an allocation error (allocator_stable.go); ExactCount is not.
    const Result<Kube::ClusterSnapshot> demo = Kube::ClusterSnapshot::demo();
    QVERIFY(demo);
    const Inventory inventory = Inventory::build(*demo);
    for (const QByteArray &mode : {QByteArray("All"), QByteArray("ExactCount")}) {
        const Result<QList<ClaimOutcome>> outcomes =
            matchClaims(objects(claim("[{name: gpus, exactly: {deviceClassName: gpu.nvidia.com, "
                                      "allocationMode: " +
                                      mode + "}}]")),
                        objects(kClasses), inventory);
        QVERIFY(outcomes);
        const NodeOutcome *gb = nullptr;
        for (const NodeOutcome &n : outcomes->first().nodes)
            if (n.node == u"gb200-3"_s)
                gb = &n;
        QVERIFY(gb);
        if (mode == "All") {
            QVERIFY(gb->error);
            QVERIFY(!gb->qualifies);
            QCOMPARE(gb->errors, QStringList{u"request gpus asks for all devices, but pool "
                                             "gb200-3 of driver gpu.nvidia.com is incomplete "
                                             "(being updated)"_s});
        } else {
            QVERIFY(!gb->error);
            QVERIFY(gb->qualifies);
        }
    }
}

void TestAllocation::renderedAgainstDemo_data()
{
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<bool>("selectorForm");
    QTest::addColumn<QStringList>("expected");

    const QString arc = u"pci-0000-03-00-0"_s;
    // Nodes without liken's media devices (issue 33 added the A100 with MIG, Intel's Flex and
    // AMD's MI300X): none qualifies; the names sort around the Arc nodes.
    const QStringList before{u"a100-mig-1: no"_s};
    const QStringList nvidia{u"flex-1: no"_s, u"gb200-1: no"_s, u"gb200-2: no"_s, u"gb200-3: no"_s,
                             u"h100-1: no"_s, u"h100-2: no"_s,  u"mi300x-1: no"_s};
    // arc-a770-2's second GPU failed its query (demo-cluster.yaml): its first GPU qualifies.
    QTest::addRow("decode-10bit") << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s} << false
                                  << before +
                                         QStringList{
                                             u"arc-a770-1: yes gpu=%1 decodes=%1"_s.arg(arc),
                                             u"arc-a770-2: yes gpu=%1 decodes=%1"_s.arg(arc)} +
                                         nvidia;
    QTest::addRow("VP9 + scale8bit, selector form")
        << QStringList{u"decodeVP9"_s, u"scale8bit"_s} << true
        << before +
               QStringList{u"arc-a770-1: yes gpu=%1 decodes=%1"_s.arg(arc),
                           u"arc-a770-2: yes gpu=%1 decodes=%1"_s.arg(arc)} +
               nvidia;
    QTest::addRow("VC1: nothing qualifies")
        << QStringList{u"decodeVC1"_s} << false
        << before + QStringList{u"arc-a770-1: no"_s, u"arc-a770-2: no"_s} + nvidia;
}

void TestAllocation::renderedAgainstDemo()
{
    QFETCH(QStringList, capabilities);
    QFETCH(bool, selectorForm);
    QFETCH(QStringList, expected);

    ClaimRenderRequest request;
    request.name = u"decode-test"_s;
    request.capabilities = capabilities;
    request.selectorForm = selectorForm;
    const Result<ClaimRendering> rendered = renderClaim(request);
    QVERIFY(rendered);
    QList<QJsonObject> claims, classes;
    for (const QJsonObject &o : rendered->objects)
        (o.value(u"kind"_s).toString() == u"DeviceClass"_s ? classes : claims) << o;
    const Result<Kube::ClusterSnapshot> demo = Kube::ClusterSnapshot::demo();
    QVERIFY(demo);
    const Result<QList<ClaimOutcome>> outcomes =
        matchClaims(claims, classes, Inventory::build(*demo));
    QVERIFY2(outcomes, outcomes ? "" : qPrintable(outcomes.error().toString()));
    QCOMPARE(outcomes->size(), 1);
    QCOMPARE(summary(outcomes->first()), expected);
    const ClaimOutcome &outcome = outcomes->first();
    if (!outcome.anyQualifies) {
        QVERIFY(outcome.advice.join(u' ').contains(u"decode-test"_s));
        QVERIFY(outcome.advice.join(u' ').contains(u"Two ways forward"_s));
    }
}

QTEST_GUILESS_MAIN(TestAllocation)
#include "tst_allocation.moc"
