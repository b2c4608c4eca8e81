// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Ui::DetectionSummary (issue 18, section 3): what the Overrides panel says detection found. For a
// few detection results the summary names the platform and why, the architecture with the
// nodes' votes ("none" without), the target nodes only where there are nodes to speak of, the
// excluded nodes and the render's notes, one line each; the event list has one row per event
// with a warning icon on warnings; the prompt and an error leave no stale events behind.
#include "detectionsummary.h"

#include <QStyle>
#include <QTreeWidget>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(Nvcre::DetectionResult)
Q_DECLARE_METATYPE(QList<Nvcre::NvcreEvent>)

namespace {

Nvcre::DetectionResult detection(const QString &platform, const QString &reason,
                                 const QString &arch, const QMap<QString, int> &votes,
                                 const QStringList &targets, const QStringList &excluded,
                                 bool fallback)
{
    Nvcre::DetectionResult d;
    d.platform = platform;
    d.platformReason = reason;
    d.gpuArchitecture = arch;
    d.archVotes = votes;
    d.targetNodes = targets;
    d.excludedNodes = excluded;
    d.resourceSliceFallbackUsed = fallback;
    return d;
}

bool sameIcon(const QIcon &a, const QIcon &b)
{
    return a.pixmap(16).toImage() == b.pixmap(16).toImage();
}

} // namespace

class TestDetectionSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shows_data();
    void shows();
    void promptAndErrorDropEvents();
};

void TestDetectionSummary::shows_data()
{
    QTest::addColumn<Nvcre::DetectionResult>("result");
    QTest::addColumn<QList<Nvcre::NvcreEvent>>("events");
    QTest::addColumn<QStringList>("notes");
    QTest::addColumn<bool>("showNodes");
    QTest::addColumn<QStringList>("lines");

    const QList<Nvcre::NvcreEvent> twoEvents{
        {u"Normal"_s, u"PlatformDetected"_s, u"aws from providerID of node gpu-1"_s},
        {u"Warning"_s, u"CordonedNodesExcluded"_s, u"gpu-4 is cordoned"_s},
    };
    QTest::addRow("cluster: votes, exclusions, a note")
        << detection(u"aws"_s, u"providerID \"aws:///us-east-1a/i-1\" of node gpu-1"_s, u"h100"_s,
                     {{u"h100"_s, 3}, {u"a100"_s, 1}}, {u"gpu-1"_s, u"gpu-2"_s, u"gpu-3"_s},
                     {u"gpu-4"_s}, false)
        << twoEvents << QStringList{u"Defaults for aws/h100 applied"_s} << true
        << QStringList{u"Platform: aws (providerID \"aws:///us-east-1a/i-1\" of node gpu-1)"_s,
                       u"GPU architecture: h100 (votes: a100: 1, h100: 3)"_s,
                       u"Target nodes: 3; ResourceSlice fallback used: no"_s,
                       u"Excluded nodes: gpu-4"_s, u"Defaults for aws/h100 applied"_s};
    QTest::addRow("offline pickers: no nodes, no votes")
        << detection(u"oci"_s, u"--platform oci"_s, u"gb200"_s, {}, {}, {}, false)
        << QList<Nvcre::NvcreEvent>{} << QStringList{} << false
        << QStringList{u"Platform: oci (--platform oci)"_s,
                       u"GPU architecture: gb200 (votes: none)"_s, u"Excluded nodes: none"_s};
    QTest::addRow("offline mock nodes labelled from a ResourceSlice")
        << detection(u"nscale"_s, u"--platform nscale"_s, u"gb300"_s, {{u"gb300"_s, 2}},
                     {u"mock-0"_s, u"mock-1"_s}, {}, true)
        << QList<Nvcre::NvcreEvent>{twoEvents.first()} << QStringList{} << false
        << QStringList{u"Platform: nscale (--platform nscale)"_s,
                       u"GPU architecture: gb300 (votes: gb300: 2)"_s,
                       u"Target nodes: 2; ResourceSlice fallback used: yes"_s,
                       u"Excluded nodes: none"_s};
    QTest::addRow("cluster without target nodes")
        << detection(u"gcp"_s, u"providerID \"gce://p/z/n\" of node a"_s, u"unknown"_s, {}, {},
                     {u"a"_s, u"b"_s}, false)
        << QList<Nvcre::NvcreEvent>{twoEvents.last()} << QStringList{} << true
        << QStringList{u"Platform: gcp (providerID \"gce://p/z/n\" of node a)"_s,
                       u"GPU architecture: unknown (votes: none)"_s,
                       u"Target nodes: 0; ResourceSlice fallback used: no"_s,
                       u"Excluded nodes: a, b"_s};
}

void TestDetectionSummary::shows()
{
    QFETCH(Nvcre::DetectionResult, result);
    QFETCH(QList<Nvcre::NvcreEvent>, events);
    QFETCH(QStringList, notes);
    QFETCH(bool, showNodes);
    QFETCH(QStringList, lines);

    Ui::DetectionSummary summary;
    // What a previous render listed does not stay.
    summary.showDetection(result, {{u"Normal"_s, u"Old"_s, u"from before"_s}}, {}, showNodes);
    summary.showDetection(result, events, notes, showNodes);
    QCOMPARE(summary.text().split(u'\n'), lines);

    const QTreeWidget *list = summary.eventList();
    QCOMPARE(list->topLevelItemCount(), events.size());
    const QIcon warning = summary.style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const QIcon information = summary.style()->standardIcon(QStyle::SP_MessageBoxInformation);
    QVERIFY(!sameIcon(warning, information)); // else the icons would tell nothing
    for (int i = 0; i < events.size(); ++i) {
        const QTreeWidgetItem *item = list->topLevelItem(i);
        QCOMPARE(item->text(Ui::DetectionSummary::TypeColumn), events.at(i).type);
        QCOMPARE(item->text(Ui::DetectionSummary::ReasonColumn), events.at(i).reason);
        QCOMPARE(item->text(Ui::DetectionSummary::MessageColumn), events.at(i).message);
        QCOMPARE(item->toolTip(Ui::DetectionSummary::MessageColumn), events.at(i).message);
        const bool isWarning = events.at(i).type == u"Warning"_s;
        QVERIFY(sameIcon(item->icon(Ui::DetectionSummary::TypeColumn),
                         isWarning ? warning : information));
    }
}

void TestDetectionSummary::promptAndErrorDropEvents()
{
    Ui::DetectionSummary summary;
    const auto result = detection(u"aws"_s, u"--platform aws"_s, u"h100"_s, {}, {}, {}, false);
    const QList<Nvcre::NvcreEvent> events{{u"Warning"_s, u"HeterogeneousGPU"_s, u"mixed"_s}};

    summary.showDetection(result, events, {}, false);
    QCOMPARE(summary.eventList()->topLevelItemCount(), 1);
    summary.showPrompt();
    QVERIFY(summary.text().startsWith(u"Paste or open a Workflow"_s));
    QCOMPARE(summary.eventList()->topLevelItemCount(), 0);

    summary.showDetection(result, events, {}, false);
    summary.clear();
    QVERIFY(summary.text().isEmpty());
    QCOMPARE(summary.eventList()->topLevelItemCount(), 0);
}

QTEST_MAIN(TestDetectionSummary)
#include "tst_detectionsummary.moc"
