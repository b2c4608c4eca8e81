// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Claims panel (issue 7, section 4), offscreen: the demo fleet loads by itself, ticking
// capabilities renders the classes and the template (spec steps 2 to 4), the allocation preview
// lists every node with whether it qualifies and why, invalid names are caught inline, and Save
// and Copy hand over exactly the YAML shown.
#include "applyflow.h"
#include "claimspanel.h"
#include "fakeapiserver.h"
#include "mainwindow.h"
#include "models/capabilitymodel.h"
#include "models/qualificationmodel.h"
#include "testsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTreeView>
#include <QtTest>

using namespace Accel;
using namespace Accel::Ui;
using namespace Qt::StringLiterals;
using Accel::Test::FakeApiServer;
using Accel::Test::HttpsTestServer;

namespace {

constexpr int TimeoutMs = 15000;

template<class T>
T *child(const QWidget &panel, const char *name)
{
    return panel.findChild<T *>(QLatin1String(name));
}

/// Ticks exactly `names` through the model, as a click on each check box does.
void tick(ClaimsPanel &panel, const QStringList &names)
{
    CapabilityModel *model = panel.capabilityModel();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, CapabilityModel::NameColumn);
        const bool want = names.contains(index.data(CapabilityModel::NameRole).toString());
        model->setData(index, want ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
    }
}

/// Waits until the panel shows the final state for its form: loaded, and nothing outdated.
bool settle(const ClaimsPanel &panel)
{
    return QTest::qWaitFor([&] { return panel.hasCluster() && !panel.isBusy(); }, TimeoutMs);
}

/// A shown panel on the demo fleet, settled.
struct ShownPanel
{
    ClaimsPanel panel;
    ShownPanel()
    {
        panel.resize(1100, 720);
        panel.show();
    }
};

/// Node name -> qualifies, from the tree's top-level rows.
QMap<QString, bool> qualifyingByNode(const ClaimsPanel &panel)
{
    QMap<QString, bool> nodes;
    const QualificationModel *model = panel.qualificationModel();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, QualificationModel::NameColumn);
        nodes.insert(index.data().toString(),
                     index.data(QualificationModel::QualifiesRole).toBool());
    }
    return nodes;
}

/// The texts of every row under `node` (all columns, joined by " | ").
QStringList childTexts(const ClaimsPanel &panel, const QString &node)
{
    const QualificationModel *model = panel.qualificationModel();
    QStringList lines;
    const int row = model->nodeRow(node);
    if (row < 0)
        return lines;
    std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
        for (int r = 0; r < model->rowCount(parent); ++r) {
            QStringList cells;
            for (int c = 0; c < QualificationModel::ColumnCount; ++c)
                cells << model->index(r, c, parent).data().toString();
            lines << cells.join(u" | "_s);
            walk(model->index(r, 0, parent));
        }
    };
    walk(model->index(row, 0));
    return lines;
}

} // namespace

class TestClaimsPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void demoLoadsByDefault();
    void renders_data();
    void renders();
    void qualification_data();
    void qualification();
    void invalidNames_data();
    void invalidNames();
    void saveWritesTheFile();
    void saveErrorsAreShown();
    void copyPutsYamlOnTheClipboard();
    void staleMatchesAreDropped();
    void setClusterReplacesTheDemo();
    void replacingAClassIsWarned();
    void unknownRenderClassCannotMatch();
    void applyNeedsALiveContext();
    void applyDryRunThenApply_data();
    void applyDryRunThenApply();
    void mainWindowHasClaimsTab();
};

void TestClaimsPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QSettings().clear();
}

void TestClaimsPanel::cleanupTestCase()
{
    QThreadPool::globalInstance()->waitForDone();
}

void TestClaimsPanel::demoLoadsByDefault()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QSignalSpy loaded(&panel, &ClaimsPanel::clusterLoaded);
    QVERIFY(settle(panel));
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(loaded.first().first().toBool(), true);
    QCOMPARE(panel.clusterLabel(), u"Demo cluster"_s);
    QVERIFY(child<QLabel>(panel, "claimsCluster")->text().startsWith(u"Demo cluster"_s));

    // The checklist: the known set, each with how many demo GPUs state it true. The demo has
    // three Arc GPUs with 10-bit HEVC and 10-bit scaling, and one whose query failed.
    CapabilityModel *model = panel.capabilityModel();
    QVERIFY(model->rowCount() >= Dra::knownCapabilities().size());
    for (const QString &name : Dra::knownCapabilities())
        QVERIFY2(model->row(name) >= 0, qPrintable(name));
    const auto count = [&](const QString &name) {
        return model->index(model->row(name), CapabilityModel::GpuColumn).data().toInt();
    };
    QCOMPARE(count(u"decodeHEVCMain10"_s), 3);
    QCOMPARE(count(u"scale10bit"_s), 3);
    QCOMPARE(count(u"decodeVC1"_s), 0);
    QCOMPARE(model->gpusWithCapabilities(), 4);
    QVERIFY(
        model->index(model->row(u"decodeVC1"_s), 0).data(CapabilityModel::PublishedRole).toBool());

    // Nothing is typed yet: the spec's walk-through claim is rendered and matched.
    QVERIFY(panel.rendering().has_value());
    QVERIFY(panel.outcome().has_value());
    QCOMPARE(child<QLabel>(panel, "claimAdvisory")->text(),
             u"The scheduler decides; this preview applies the same rules to the inventory "
             "shown."_s);
}

void TestClaimsPanel::renders_data()
{
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<QString>("renderClass");
    QTest::addColumn<bool>("selectorForm");
    QTest::addColumn<QStringList>("yamlHas");
    QTest::addColumn<QStringList>("yamlLacks");

    // Spec steps 2 and 3: the capability class, the render-node class, the template with the
    // pciBusID constraint.
    QTest::addRow("decode-10bit classes")
        << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s} << QString() << false
        << QStringList{u"kind: ResourceClaimTemplate"_s,
                       u"kind: DeviceClass"_s,
                       u"matchAttribute: resource.kubernetes.io/pciBusID"_s,
                       u"device.attributes[\"media.liken.sh\"].decodeHEVCMain10"_s,
                       u"device.attributes[\"media.liken.sh\"].scale10bit"_s,
                       u"name: gpu-render"_s,
                       u"deviceClassName: gpu-render"_s}
        << QStringList{u"media-gpu"_s};
    // Spec step 4: a request selector on the generic class.
    QTest::addRow("VP9 + scale8bit selector form")
        << QStringList{u"decodeVP9"_s, u"scale8bit"_s} << QString() << true
        << QStringList{u"kind: ResourceClaimTemplate"_s, u"deviceClassName: media-gpu"_s,
                       u"device.attributes[\"media.liken.sh\"].decodeVP9"_s,
                       u"matchAttribute: resource.kubernetes.io/pciBusID"_s}
        << QStringList{u"decodeHEVCMain10"_s};
    // Step 2: "If you have a class like it, such as display-render, use that class".
    QTest::addRow("display-render reused")
        << QStringList{u"decodeHEVCMain10"_s} << u"display-render"_s << false
        << QStringList{u"deviceClassName: display-render"_s, u"kind: ResourceClaimTemplate"_s}
        << QStringList{u"name: gpu-render"_s, u"name: display-render"_s};
}

void TestClaimsPanel::renders()
{
    QFETCH(QStringList, capabilities);
    QFETCH(QString, renderClass);
    QFETCH(bool, selectorForm);
    QFETCH(QStringList, yamlHas);
    QFETCH(QStringList, yamlLacks);

    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    tick(panel, {});
    QVERIFY(!panel.rendering());
    QVERIFY(!child<QPushButton>(panel, "saveClaimButton")->isEnabled());

    child<QLineEdit>(panel, "claimName")->setText(u"my-claim"_s);
    child<QComboBox>(panel, "renderClass")->setCurrentText(renderClass);
    child<QCheckBox>(panel, "selectorForm")->setChecked(selectorForm);
    tick(panel, capabilities);
    QVERIFY(panel.rendering().has_value());
    QCOMPARE(panel.rendering()->capabilities, capabilities);

    const QString yaml = QString::fromUtf8(panel.yaml());
    QCOMPARE(child<QPlainTextEdit>(panel, "claimYaml")->toPlainText(), yaml);
    QVERIFY(yaml.contains(u"name: my-claim"_s));
    for (const QString &has : yamlHas)
        QVERIFY2(yaml.contains(has), qPrintable(has + u"\n---\n"_s + yaml));
    for (const QString &lacks : yamlLacks)
        QVERIFY2(!yaml.contains(lacks), qPrintable(lacks + u"\n---\n"_s + yaml));
    QVERIFY(child<QPushButton>(panel, "saveClaimButton")->isEnabled());
    QVERIFY(child<QPushButton>(panel, "copyClaimButton")->isEnabled());
    QVERIFY(settle(panel));
}

void TestClaimsPanel::qualification_data()
{
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<QString>("renderClass");
    QTest::addColumn<QStringList>("qualify");
    QTest::addColumn<QStringList>("fail");
    QTest::addColumn<QString>("counts");
    QTest::addColumn<bool>("advice");

    const QStringList nvidia{u"gb200-1"_s, u"gb200-2"_s, u"gb200-3"_s, u"h100-1"_s, u"h100-2"_s};
    // arc-a770-2 has one GPU that states 10-bit and one whose query failed.
    QTest::addRow("decode-10bit: both Arc nodes")
        << QStringList{u"decodeHEVCMain10"_s, u"scale10bit"_s} << QString()
        << QStringList{u"arc-a770-1"_s, u"arc-a770-2"_s} << nvidia << u"2 of 7 nodes qualify"_s
        << false;
    // Every demo GPU states decodeVC1 false: nothing qualifies; spec step 5's advice.
    QTest::addRow("VC1: no node") << QStringList{u"decodeVC1"_s} << QString() << QStringList()
                                  << (QStringList{u"arc-a770-1"_s, u"arc-a770-2"_s} + nvidia)
                                  << u"0 of 7 nodes qualify"_s << true;
    // The demo's own render class, reused.
    QTest::addRow("VP9 with the cluster's gpu-render")
        << QStringList{u"decodeVP9"_s} << u"gpu-render"_s
        << QStringList{u"arc-a770-1"_s, u"arc-a770-2"_s} << nvidia << u"2 of 7 nodes qualify"_s
        << false;
}

void TestClaimsPanel::qualification()
{
    QFETCH(QStringList, capabilities);
    QFETCH(QString, renderClass);
    QFETCH(QStringList, qualify);
    QFETCH(QStringList, fail);
    QFETCH(QString, counts);
    QFETCH(bool, advice);

    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    QSignalSpy resultShown(&panel, &ClaimsPanel::resultShown);
    child<QLineEdit>(panel, "claimName")->setText(u"preview"_s);
    child<QComboBox>(panel, "renderClass")->setCurrentText(renderClass);
    tick(panel, capabilities);
    QVERIFY(panel.isBusy()); // matching waits for the debounce, off the UI thread
    QVERIFY(settle(panel));
    QVERIFY(resultShown.size() >= 1);
    QVERIFY2(panel.outcome().has_value(),
             qPrintable(panel.matchError() ? panel.matchError()->toString() : QString()));

    const QMap<QString, bool> nodes = qualifyingByNode(panel);
    QCOMPARE(nodes.size(), 7);
    for (const QString &node : qualify)
        QVERIFY2(nodes.value(node, false), qPrintable(node));
    for (const QString &node : fail) {
        QVERIFY2(nodes.contains(node), qPrintable(node));
        QVERIFY2(!nodes.value(node), qPrintable(node));
    }
    QCOMPARE(panel.qualificationModel()->qualifyingNodes(), qualify.size());
    QVERIFY2(child<QLabel>(panel, "claimCounts")->text().startsWith(counts),
             qPrintable(child<QLabel>(panel, "claimCounts")->text()));
    QLabel *message = child<QLabel>(panel, "claimMatchMessage");
    QCOMPARE(message->isVisibleTo(&panel), advice);
    if (advice)
        QVERIFY(message->text().contains(u"Pending"_s));

    // Every node has a row per request, and the failed-query GPU of arc-a770-2 is called out.
    const QStringList arc2 = childTexts(panel, u"arc-a770-2"_s);
    QVERIFY2(arc2.filter(u"request gpu"_s).size() == 1, qPrintable(arc2.join(u'\n')));
    // Called out once, whether the failure explains the node's result or not (spec "When a GPU
    // states false for a capability it has").
    const QStringList failedQuery = arc2.filter(u"0000:83:00.0"_s).filter(u"query failed"_s);
    QVERIFY2(failedQuery.size() == 1, qPrintable(arc2.join(u'\n')));
    // A node without liken devices says why: no device matched its requests.
    const QStringList h100 = childTexts(panel, u"h100-1"_s);
    QVERIFY2(h100.filter(u"✗ no device matches"_s).size() >= 1, qPrintable(h100.join(u'\n')));
}

void TestClaimsPanel::invalidNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("renderClass");
    QTest::addColumn<QString>("errorLabel");

    QTest::addRow("upper case and underscore") << u"Bad_Name"_s << QString() << u"claimNameError"_s;
    QTest::addRow("empty") << QString() << QString() << u"claimNameError"_s;
    QTest::addRow("leading dash") << u"-claim"_s << QString() << u"claimNameError"_s;
    QTest::addRow("254 characters") << u"a"_s.repeated(254) << QString() << u"claimNameError"_s;
    QTest::addRow("render class with a space")
        << u"decode-10bit"_s << u"display render"_s << u"renderClassError"_s;
}

void TestClaimsPanel::invalidNames()
{
    QFETCH(QString, name);
    QFETCH(QString, renderClass);
    QFETCH(QString, errorLabel);

    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    auto *edit = child<QLineEdit>(panel, "claimName");
    auto *save = child<QPushButton>(panel, "saveClaimButton");
    auto *copy = child<QPushButton>(panel, "copyClaimButton");
    auto *error = panel.findChild<QLabel *>(errorLabel);
    QVERIFY(error);
    QVERIFY(save->isEnabled());

    edit->setText(name);
    child<QComboBox>(panel, "renderClass")->setCurrentText(renderClass);
    QVERIFY(error->isVisibleTo(&panel));
    QVERIFY(!error->text().isEmpty());
    QVERIFY(!save->isEnabled());
    QVERIFY(!copy->isEnabled());
    QVERIFY(panel.yaml().isEmpty());
    QCOMPARE(panel.renderError()->code, u"CLAIM_NAME"_s);
    QVERIFY(child<QPlainTextEdit>(panel, "claimYaml")->toPlainText().isEmpty());
    QCOMPARE(panel.qualificationModel()->rowCount(), 0);
    QVERIFY(!panel.isBusy());

    // Fixed again: the error goes, the YAML and the buttons come back.
    edit->setText(u"decode-10bit"_s);
    child<QComboBox>(panel, "renderClass")->setCurrentText(QString());
    QVERIFY(!error->isVisibleTo(&panel));
    QVERIFY(save->isEnabled());
    QVERIFY(copy->isEnabled());
    QVERIFY(!panel.yaml().isEmpty());
    QVERIFY(settle(panel));
}

void TestClaimsPanel::saveWritesTheFile()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(u"claim.yaml"_s);
    QString suggested;
    panel.setSavePathChooser([&](QWidget *, const QString &proposal) {
        suggested = proposal;
        return path;
    });

    // Ctrl+S is the Save button's shortcut.
    QCOMPARE(child<QPushButton>(panel, "saveClaimButton")->shortcut(),
             QKeySequence(QKeySequence::Save));
    child<QPushButton>(panel, "saveClaimButton")->click();
    QVERIFY(suggested.endsWith(u"/decode-10bit.yaml"_s));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), panel.yaml());
    QVERIFY(child<QLabel>(panel, "claimYamlStatus")->text().contains(u"claim.yaml"_s));

    // A cancelled dialog writes nothing.
    const QString other = dir.filePath(u"other.yaml"_s);
    panel.setSavePathChooser([](QWidget *, const QString &) { return QString(); });
    panel.saveYaml();
    QVERIFY(!QFileInfo::exists(other));
}

void TestClaimsPanel::saveErrorsAreShown()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    QTemporaryDir dir;
    const QString path = dir.filePath(u"missing-dir/claim.yaml"_s);
    QVERIFY(!panel.saveYamlTo(path));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(child<QLabel>(panel, "claimYamlStatus")->text().startsWith(u"Cannot write"_s));
}

void TestClaimsPanel::copyPutsYamlOnTheClipboard()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    QApplication::clipboard()->clear();
    auto *copy = child<QPushButton>(panel, "copyClaimButton");
    QCOMPARE(copy->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->click();
    QVERIFY(!panel.yaml().isEmpty());
    QCOMPARE(QApplication::clipboard()->text(), QString::fromUtf8(panel.yaml()));
    QVERIFY(QApplication::clipboard()->text().contains(u"kind: ResourceClaimTemplate"_s));
}

void TestClaimsPanel::staleMatchesAreDropped()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    // Edits faster than the debounce: only the last form is matched and shown.
    auto *edit = child<QLineEdit>(panel, "claimName");
    for (const QString &name : {u"first"_s, u"second"_s, u"third"_s}) {
        edit->setText(name);
        QVERIFY(!panel.outcome());
        QCoreApplication::processEvents();
    }
    QVERIFY(settle(panel));
    QCOMPARE(panel.outcome()->claim, u"third"_s);

    // An edit after a match started: its result is dropped, the newer one shown.
    edit->setText(u"fourth"_s);
    QTest::qWait(200); // the match for "fourth" starts
    edit->setText(u"fifth"_s);
    QVERIFY(settle(panel));
    QCOMPARE(panel.outcome()->claim, u"fifth"_s);
}

void TestClaimsPanel::setClusterReplacesTheDemo()
{
    ClaimsPanel panel;
    QSignalSpy loaded(&panel, &ClaimsPanel::clusterLoaded);
    // A cluster handed over before the panel is shown: the demo is never loaded.
    const QByteArray yaml = R"(
apiVersion: v1
kind: List
items:
- {apiVersion: v1, kind: Node, metadata: {name: n1}}
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: n1-liken.sh}
  spec:
    driver: liken.sh
    nodeName: n1
    pool: {name: n1, generation: 1, resourceSliceCount: 1}
    devices:
    - name: pci-0000-03-00-0
      attributes:
        renderNode: {bool: true}
        resource.kubernetes.io/pciBusID: {string: "0000:03:00.0"}
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: n1-media.liken.sh}
  spec:
    driver: media.liken.sh
    nodeName: n1
    pool: {name: n1, generation: 1, resourceSliceCount: 1}
    devices:
    - name: pci-0000-03-00-0
      attributes:
        resource.kubernetes.io/pciBusID: {string: "0000:03:00.0"}
        vaDriver: {string: "Intel iHD driver 24.1.0"}
        decodeHEVCMain10: {bool: true}
        scale10bit: {bool: true}
        decodeAV2: {bool: true}
)";
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(yaml, u"test"_s);
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    panel.setCluster(*snapshot, u"Test cluster"_s);
    panel.show();
    QVERIFY(settle(panel));
    QCOMPARE(loaded.size(), 1);
    QCOMPARE(panel.clusterLabel(), u"Test cluster"_s);
    QCOMPARE(qualifyingByNode(panel), (QMap<QString, bool>{{u"n1"_s, true}}));
    QVERIFY(child<QLabel>(panel, "claimCounts")->text().startsWith(u"1 of 1 nodes qualify"_s));

    // A name only this cluster's agent publishes joins the checklist, counted.
    CapabilityModel *model = panel.capabilityModel();
    const int av2 = model->row(u"decodeAV2"_s);
    QVERIFY(av2 >= 0);
    QCOMPARE(model->index(av2, CapabilityModel::GpuColumn).data().toInt(), 1);
    QCOMPARE(model->index(av2, 0).data(CapabilityModel::KnownRole).toBool(), false);
}

void TestClaimsPanel::replacingAClassIsWarned()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    auto *warnings = child<QListWidget>(panel, "claimWarnings");
    // The demo's decode-10bit and gpu-render are the spec's classes: the same selectors (written
    // on other lines) are no replacement.
    QVERIFY(!warnings->isVisibleTo(&panel));
    // decode-10bit selecting VP9 would replace the cluster's decode-10bit.
    tick(panel, {u"decodeVP9"_s});
    QVERIFY(warnings->isVisibleTo(&panel));
    QCOMPARE(warnings->count(), 1);
    QVERIFY(warnings->item(0)->text().contains(u"DeviceClass decode-10bit"_s));
    QVERIFY(settle(panel));
}

void TestClaimsPanel::unknownRenderClassCannotMatch()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    // display-render renders fine (it is reused, not written) but the demo has no such class:
    // the preview says it cannot match instead of showing every node as failing.
    child<QComboBox>(panel, "renderClass")->setCurrentText(u"display-render"_s);
    QVERIFY(panel.rendering().has_value());
    QVERIFY(settle(panel));
    QVERIFY(!panel.outcome());
    QVERIFY(panel.matchError().has_value());
    QCOMPARE(panel.matchError()->code, u"CLAIM_INPUT"_s);
    QLabel *message = child<QLabel>(panel, "claimMatchMessage");
    QVERIFY(message->isVisibleTo(&panel));
    QVERIFY2(message->text().contains(u"display-render"_s), qPrintable(message->text()));
    QCOMPARE(panel.qualificationModel()->rowCount(), 0);
    QVERIFY(child<QPushButton>(panel, "saveClaimButton")->isEnabled());
}

void TestClaimsPanel::applyNeedsALiveContext()
{
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    tick(panel, {u"decodeAV1Main"_s});
    auto *apply = child<QPushButton>(panel, "applyClaimButton");
    // The demo fleet is no cluster to apply to.
    QVERIFY(!apply->isEnabled());
    QVERIFY(apply->toolTip().contains(u"live cluster"_s));
    Kube::ResolvedContext context;
    context.contextName = u"lab"_s;
    context.namespaceName = u"media"_s;
    context.server = u"https://127.0.0.1:1"_s;
    panel.setApplyContext(context);
    QVERIFY(apply->isEnabled());
    QVERIFY(apply->toolTip().contains(u"lab"_s));
    QVERIFY(apply->toolTip().contains(u"media"_s));
    panel.setApplyContext(std::nullopt);
    QVERIFY(!apply->isEnabled());
}

void TestClaimsPanel::applyDryRunThenApply_data()
{
    QTest::addColumn<bool>("confirm");
    QTest::newRow("confirmed") << true;
    QTest::newRow("declined") << false;
}

void TestClaimsPanel::applyDryRunThenApply()
{
    // Issue 9: the Claims panel's Apply uses the server-side apply path, a dry run first and a
    // confirmation naming the context and namespace.
    QFETCH(bool, confirm);
    FakeApiServer api;
    QString error;
    QVERIFY2(api.start(&error), qPrintable(error));
    api.setToken("gui-token");
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    tick(panel, {u"decodeAV1Main"_s});
    QVERIFY(panel.rendering().has_value());
    Kube::ResolvedContext context;
    context.contextName = u"lab"_s;
    context.userName = u"ops"_s;
    context.namespaceName = u"media"_s;
    context.server = api.server().url(u"/"_s).toString();
    context.certificateAuthorityFile = api.ca().caCertificatePath();
    context.token = u"gui-token"_s;
    panel.setApplyContext(context);
    QString summary;
    QList<Kube::ApplyResult> previewed;
    panel.applyFlow()->setConfirmer([&](QWidget *, const QString &text,
                                        const QList<Kube::ApplyResult> &dryRun, bool canApply,
                                        bool) {
        summary = text;
        previewed = dryRun;
        return canApply && confirm ? ApplyFlow::Decision::Apply : ApplyFlow::Decision::Cancel;
    });
    QSignalSpy finished(&panel, &ClaimsPanel::applyFinished);
    child<QPushButton>(panel, "applyClaimButton")->click();
    QVERIFY(finished.wait(TimeoutMs));
    QCOMPARE(finished.first().first().toBool(), confirm);
    QVERIFY2(summary.contains(u"\"lab\""_s) && summary.contains(u"\"media\""_s),
             qPrintable(summary));
    const qsizetype objects = panel.rendering()->objects.size();
    QCOMPARE(previewed.size(), objects);
    for (const Kube::ApplyResult &r : std::as_const(previewed)) {
        QVERIFY(r.dryRun);
        QCOMPARE(r.outcome, Kube::ApplyOutcome::Create);
    }
    // The template lands in the context's namespace, and only when confirmed.
    const QString templateName =
        panel.rendering()->objects.last()[u"metadata"_s][u"name"_s].toString();
    QCOMPARE(api.storedObject(u"resourceclaimtemplates"_s, u"media"_s, templateName).isEmpty(),
             !confirm);
    int writes = 0;
    for (const HttpsTestServer::Request &r : api.server().requests())
        if (r.method == "PATCH" && !r.path.contains(u"dryRun=All"_s))
            ++writes;
    QCOMPARE(writes, confirm ? int(objects) : 0);
    QVERIFY(!panel.isApplying());
}

void TestClaimsPanel::mainWindowHasClaimsTab()
{
    QVERIFY(MainWindow::panelNames().contains(u"claims"_s));
    QTemporaryDir home;
    MainWindowServices services;
    services.hostProbe = [] { return Result<Host::HardwareReport>(Host::HardwareReport()); };
    // No kubeconfig: the cluster half shows its demo, and nothing outside the test is read.
    QProcessEnvironment environment;
    environment.insert(u"HOME"_s, home.path());
    services.cluster.environment = environment;
    MainWindow window(std::move(services));
    QVERIFY(window.claimsPanel());
    auto *tabs = window.findChild<QTabWidget *>();
    QCOMPARE(tabs->tabText(tabs->indexOf(window.claimsPanel())), u"Claims"_s);
    QVERIFY(window.showPanel(u"claims"_s));
    QCOMPARE(window.currentPanel(), u"claims"_s);
    QCOMPARE(tabs->currentWidget(), window.claimsPanel());
    QSignalSpy shown(window.claimsPanel(), &ClaimsPanel::resultShown);
    window.show();
    QVERIFY(shown.wait(TimeoutMs));
    QVERIFY(window.claimsPanel()->outcome().has_value());
    QThreadPool::globalInstance()->waitForDone();
}

QTEST_MAIN(TestClaimsPanel)
#include "tst_claimspanel.moc"
