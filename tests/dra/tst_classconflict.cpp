// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// The DeviceClass-conflict rule (dra/classconflict.h; issue 18, section 3: a rule that decides
// anything lives in core): which classes about to be applied replace a cluster class of the
// same name with other selectors, and the warning the Claims panel and accelctl both show.
// Through each front end: tst_claimspanel (replacingAClassIsWarned) and tst_cli_clustersource.
#include "dra/classconflict.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Accel;
using namespace Accel::Dra;
using namespace Qt::StringLiterals;

namespace {

/// A resource.k8s.io DeviceClass named `name` with one CEL selector per expression.
QJsonObject deviceClass(const QString &name, const QStringList &expressions,
                        const QString &kind = QStringLiteral("DeviceClass"))
{
    QJsonArray selectors;
    for (const QString &expression : expressions)
        selectors.append(QJsonObject{{u"cel"_s, QJsonObject{{u"expression"_s, expression}}}});
    QJsonObject spec;
    if (!expressions.isEmpty())
        spec.insert(u"selectors"_s, selectors);
    return QJsonObject{{u"apiVersion"_s, u"resource.k8s.io/v1"_s},
                       {u"kind"_s, kind},
                       {u"metadata"_s, QJsonObject{{u"name"_s, name}}},
                       {u"spec"_s, spec}};
}

const QString kHevc = u"device.driver == \"media.liken.sh\" && "
                      "device.attributes[\"media.liken.sh\"].decodeHEVCMain10"_s;
const QString kHevcSpread = u"device.driver == \"media.liken.sh\"\n    &&   "
                            "device.attributes[\"media.liken.sh\"].decodeHEVCMain10\n"_s;
const QString kAv1 = u"device.driver == \"media.liken.sh\" && "
                     "device.attributes[\"media.liken.sh\"].decodeAV1"_s;

struct Row
{
    QList<QJsonObject> incoming;
    QList<QJsonObject> cluster;
    QStringList conflicts; ///< the names, in order
};

} // namespace

Q_DECLARE_METATYPE(Row)

class TestClassConflict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void conflicts_data();
    void conflicts();
    void warningNamesClassAndCluster();
};

void TestClassConflict::conflicts_data()
{
    QTest::addColumn<Row>("row");
    const QJsonObject hevc = deviceClass(u"media-hevc"_s, {kHevc});
    QTest::addRow("a class the cluster lacks: none")
        << Row{{hevc}, {deviceClass(u"media-av1"_s, {kAv1})}, {}};
    QTest::addRow("the same spec: none") << Row{{hevc}, {hevc}, {}};
    QTest::addRow("the same CEL over several lines: none")
        << Row{{hevc}, {deviceClass(u"media-hevc"_s, {kHevcSpread})}, {}};
    QTest::addRow("other selectors under the same name: a conflict")
        << Row{{hevc}, {deviceClass(u"media-hevc"_s, {kAv1})}, {u"media-hevc"_s}};
    QTest::addRow("a selector more: a conflict")
        << Row{{hevc}, {deviceClass(u"media-hevc"_s, {kHevc, kAv1})}, {u"media-hevc"_s}};
    QTest::addRow("no selectors against an empty list: none")
        << Row{{deviceClass(u"any"_s, {})},
               {[] {
                   QJsonObject c = deviceClass(u"any"_s, {});
                   c.insert(u"spec"_s, QJsonObject{{u"selectors"_s, QJsonArray()}});
                   return c;
               }()},
               {}};
    QTest::addRow("a claim template of that name is no class: none")
        << Row{{deviceClass(u"media-hevc"_s, {kHevc}, u"ResourceClaimTemplate"_s)},
               {deviceClass(u"media-hevc"_s, {kAv1})},
               {}};
    QTest::addRow("two conflicts, in the order given")
        << Row{{deviceClass(u"b"_s, {kHevc}), hevc, deviceClass(u"a"_s, {kHevc})},
               {deviceClass(u"a"_s, {kAv1}), deviceClass(u"b"_s, {kAv1}), hevc},
               {u"b"_s, u"a"_s}};
    QTest::addRow("an empty cluster: none") << Row{{hevc}, {}, {}};
}

void TestClassConflict::conflicts()
{
    QFETCH(Row, row);
    const QList<ClassConflict> found = classConflicts(row.incoming, row.cluster);
    QStringList names;
    for (const ClassConflict &conflict : found) {
        names << conflict.name;
        // Both sides are kept: the incoming class and the cluster's, as given.
        QCOMPARE(conflict.incoming.value(u"metadata"_s).toObject().value(u"name"_s).toString(),
                 conflict.name);
        QCOMPARE(conflict.existing.value(u"metadata"_s).toObject().value(u"name"_s).toString(),
                 conflict.name);
        QVERIFY(conflict.incoming != conflict.existing);
    }
    QCOMPARE(names, row.conflicts);
}

void TestClassConflict::warningNamesClassAndCluster()
{
    const QList<ClassConflict> found =
        classConflicts({deviceClass(u"media-hevc"_s, {kHevc}), deviceClass(u"x"_s, {kAv1})},
                       {deviceClass(u"media-hevc"_s, {kAv1}), deviceClass(u"x"_s, {kHevc})});
    const QStringList warnings = ClassConflict::warnings(found, u"lab"_s);
    QCOMPARE(warnings.size(), 2);
    QVERIFY2(warnings.at(0).contains(u"media-hevc"_s), qPrintable(warnings.at(0)));
    QVERIFY2(warnings.at(0).startsWith(u"lab "_s), qPrintable(warnings.at(0)));
    QVERIFY2(warnings.at(0).contains(u"replaces"_s), qPrintable(warnings.at(0)));
    QCOMPARE(warnings.at(1), found.at(1).warning(u"lab"_s));
}

QTEST_GUILESS_MAIN(TestClassConflict)
#include "tst_classconflict.moc"
