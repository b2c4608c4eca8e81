// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Claims panel (issue 7, section 4), offscreen: the demo fleet loads by itself, ticking
// capabilities renders the classes and the template (spec steps 2 to 4), the allocation preview
// lists every node with whether it qualifies and why, invalid names are caught inline, and Save
// and Copy hand over exactly the YAML shown. The Pod claims mode (issue 15 section 4): several
// claims of one pod allocated together on every node, the same answer as `accelctl claim
// allocate`.
#include "../cli/clirunner.h"
#include "applyflow.h"
#include "claimspanel.h"
#include "clusterclaimsview.h"
#include "clusterpanel.h"
#include "fakeapiserver.h"
#include "mainwindow.h"
#include "models/capabilitymodel.h"
#include "models/podfitmodel.h"
#include "models/qualificationmodel.h"
#include "podclaimsview.h"
#include "testsupport.h"
#include "workpool.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QJsonDocument>
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
#include <QTreeWidget>
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

// --- Pod claims -------------------------------------------------------------------------------

/// node-one: one free GPU. node-two: two free GPUs. node-busy: two GPUs, gpu-0 held by
/// ml/other (issue 15 section 4's case: two one-GPU claims fit node-one each alone, not
/// together).
const QByteArray kPodCluster = R"(
apiVersion: v1
kind: List
items:
- {apiVersion: v1, kind: Node, metadata: {name: node-one}}
- {apiVersion: v1, kind: Node, metadata: {name: node-two}}
- {apiVersion: v1, kind: Node, metadata: {name: node-busy}}
- apiVersion: resource.k8s.io/v1
  kind: DeviceClass
  metadata: {name: gpu}
  spec:
    selectors: [{cel: {expression: 'device.driver == "gpu.example.com"'}}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-one-gpus}
  spec:
    driver: gpu.example.com
    nodeName: node-one
    pool: {name: node-one, generation: 1, resourceSliceCount: 1}
    devices: [{name: gpu-0}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-two-gpus}
  spec:
    driver: gpu.example.com
    nodeName: node-two
    pool: {name: node-two, generation: 1, resourceSliceCount: 1}
    devices: [{name: gpu-0}, {name: gpu-1}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceSlice
  metadata: {name: node-busy-gpus}
  spec:
    driver: gpu.example.com
    nodeName: node-busy
    pool: {name: node-busy, generation: 1, resourceSliceCount: 1}
    devices: [{name: gpu-0}, {name: gpu-1}]
- apiVersion: resource.k8s.io/v1
  kind: ResourceClaim
  metadata: {name: other, namespace: ml}
  status:
    allocation:
      devices:
        results: [{request: g, driver: gpu.example.com, pool: node-busy, device: gpu-0}]
)";

QByteArray oneGpuClaim(const QByteArray &name)
{
    return "apiVersion: resource.k8s.io/v1\nkind: ResourceClaim\nmetadata: {name: " + name +
           ", namespace: ml}\nspec:\n  devices:\n    requests:\n"
           "    - name: gpu\n      exactly: {deviceClassName: gpu}\n";
}

const QByteArray kTwoClaims = oneGpuClaim("a") + "---\n" + oneGpuClaim("b");

const QByteArray kTemplate = R"(
apiVersion: resource.k8s.io/v1
kind: ResourceClaimTemplate
metadata: {name: pair, namespace: ml}
spec:
  spec:
    devices:
      requests:
      - name: gpus
        exactly: {deviceClassName: gpu, count: 2}
)";

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

/// A shown panel in Pod claims mode on kPodCluster, settled.
struct PodPanel
{
    ClaimsPanel panel;
    PodClaimsView *pod = nullptr;
    explicit PodPanel(const QByteArray &cluster = kPodCluster)
    {
        const Result<Kube::ClusterSnapshot> snapshot =
            Kube::ClusterSnapshot::fromBytes(cluster, u"pod test"_s);
        if (!snapshot)
            qFatal("%s", qPrintable(snapshot.error().toString()));
        panel.setCluster(*snapshot, u"Pod test cluster"_s);
        panel.setMode(ClaimsPanel::Mode::PodClaims);
        panel.resize(1346, 640); // the panel's room in a 1366x768 window
        panel.show();
        pod = panel.podClaimsView();
    }
    ~PodPanel() { panel.setMode(ClaimsPanel::Mode::SingleClaim); }
};

/// Waits until the pod view shows the final state for its claims and cluster.
bool settlePod(const ClaimsPanel &panel)
{
    return QTest::qWaitFor(
        [&] { return panel.hasCluster() && !panel.isBusy() && !panel.podClaimsView()->isBusy(); },
        TimeoutMs);
}

/// Node name -> fits, from the pod view's top-level rows.
QMap<QString, bool> fitsByNode(const PodClaimsView &pod)
{
    QMap<QString, bool> nodes;
    const PodFitModel *model = pod.model();
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex index = model->index(r, PodFitModel::NodeColumn);
        nodes.insert(index.data().toString(), index.data(PodFitModel::FitsRole).toBool());
    }
    return nodes;
}

/// "label | text" of every line under NODE, and the node row's own cells first.
QStringList podNodeTexts(const PodClaimsView &pod, const QString &node)
{
    const PodFitModel *model = pod.model();
    const int row = model->nodeRow(node);
    if (row < 0)
        return {};
    QStringList lines;
    QStringList cells;
    for (int c = 0; c < PodFitModel::ColumnCount; ++c)
        cells << model->index(row, c).data().toString();
    lines << cells.join(u" | "_s);
    const QModelIndex parent = model->index(row, 0);
    for (int r = 0; r < model->rowCount(parent); ++r)
        lines << model->index(r, PodFitModel::NodeColumn, parent).data().toString() + u" | "_s +
                     model->index(r, PodFitModel::DetailsColumn, parent).data().toString();
    return lines;
}

QStringList claimNames(const PodClaimsView &pod)
{
    QStringList names;
    for (const PodClaimsView::Entry &e : pod.entries())
        names << e.claim[u"metadata"_s][u"name"_s].toString();
    return names;
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
    void qualificationTreeIsMadeWhenAsked_data();
    void qualificationTreeIsMadeWhenAsked();
    void replacingAClassIsWarned();
    void unknownRenderClassCannotMatch();
    void applyNeedsALiveContext();
    void applyDryRunThenApply_data();
    void applyDryRunThenApply();
    void mainWindowHasClaimsTab();
    void podModeIsRemembered();
    void podClaimsFitTogether();
    void podTemplateIsInstantiated();
    void podBrokenFileLosesNothing_data();
    void podBrokenFileLosesNothing();
    void podSameAnswerAsClaimAllocate_data();
    void podSameAnswerAsClaimAllocate();
    void podFormClaim();
    void podOrderRemoveClear();
    void podCancelAndStale();
    void podCopyAndSave();
};

void TestClaimsPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QSettings().clear();
}

void TestClaimsPanel::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
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
        << QStringList{u"arc-a770-1"_s, u"arc-a770-2"_s} << nvidia << u"2 of 10 nodes qualify"_s
        << false;
    // Every demo GPU states decodeVC1 false: nothing qualifies; spec step 5's advice.
    QTest::addRow("VC1: no node") << QStringList{u"decodeVC1"_s} << QString() << QStringList()
                                  << (QStringList{u"arc-a770-1"_s, u"arc-a770-2"_s} + nvidia)
                                  << u"0 of 10 nodes qualify"_s << true;
    // The demo's own render class, reused.
    QTest::addRow("VP9 with the cluster's gpu-render")
        << QStringList{u"decodeVP9"_s} << u"gpu-render"_s
        << QStringList{u"arc-a770-1"_s, u"arc-a770-2"_s} << nvidia << u"2 of 10 nodes qualify"_s
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
    QCOMPARE(nodes.size(), 10); // every node of the demo, NVIDIA, Intel and AMD ones too
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

void TestClaimsPanel::qualificationTreeIsMadeWhenAsked_data()
{
    QTest::addColumn<int>("nodes");
    QTest::addColumn<bool>("open");
    QTest::addRow("a few nodes, all open") << 3 << true;
    QTest::addRow("200 nodes, all open") << 200 << true;
    QTest::addRow("201 nodes, closed") << 201 << false;
}

void TestClaimsPanel::qualificationTreeIsMadeWhenAsked()
{
    // Issue 37: the qualification tree makes a node's rows when a view asks for them, and a
    // fleet's nodes stay closed so that they are not all asked for. Qt's model tester checks
    // the hand-made tree (indexes, parents, row counts, data) as it is walked; every node's
    // rows are the same whichever order they were asked in. Each node has 14 media.liken.sh
    // devices, every second with decodeHEVCMain10, and no liken.sh render device: the claim's
    // gpu request (class gpu-render) is false twice on each device, a list cut at
    // MaxListedLines.
    QFETCH(int, nodes);
    QFETCH(bool, open);
    QByteArray yaml = "apiVersion: v1\nkind: List\nitems:\n";
    for (int n = 0; n < nodes; ++n) {
        const QByteArray name = "n" + QByteArray::number(n);
        yaml += "- {apiVersion: v1, kind: Node, metadata: {name: " + name + "}}\n";
        yaml +=
            "- apiVersion: resource.k8s.io/v1\n  kind: ResourceSlice\n  metadata: {name: " + name +
            "-media}\n  spec:\n    driver: media.liken.sh\n    nodeName: " + name +
            "\n    pool: {name: " + name +
            ", generation: 1, resourceSliceCount: 1}\n    devices:\n";
        for (int d = 0; d < 14; ++d)
            yaml += "    - name: gpu-" + QByteArray::number(d) +
                    "\n      attributes:\n        vaDriver: {string: iHD}\n"
                    "        decodeHEVCMain10: {bool: " +
                    QByteArray(d % 2 ? "true" : "false") + "}\n";
    }
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromBytes(yaml, u"test"_s);
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    ClaimsPanel panel;
    panel.resize(1100, 720);
    panel.setCluster(*snapshot, u"Test cluster"_s);
    panel.show();
    QVERIFY(settle(panel));
    tick(panel, {u"decodeHEVCMain10"_s});
    QVERIFY(settle(panel));
    QualificationModel *model = panel.qualificationModel();
    QCOMPARE(model->nodeCount(), nodes);
    auto *view = child<QTreeView>(panel, "qualificationTree");
    QCOMPARE(view->isExpanded(model->index(0, 0)), open);
    QCOMPARE(view->isExpanded(model->index(nodes - 1, 0)), open);
    // Closed, no node's rows are made until it is opened.
    QCOMPARE(model->nodesMade(), open ? nodes : 0);
    view->expand(model->index(nodes - 1, 0));
    QCOMPARE(model->nodesMade(), open ? nodes : 1);
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);

    // The last node's rows asked for first, then all: the same rows.
    const QString last = model->index(nodes - 1, 0).data().toString();
    const QStringList lastFirst = childTexts(panel, last);
    QStringList all;
    for (int r = 0; r < model->rowCount(); ++r)
        all << childTexts(panel, model->index(r, 0).data().toString());
    QCOMPARE(childTexts(panel, last), lastFirst);
    QCOMPARE(model->nodesMade(), nodes);
    QVERIFY2(!lastFirst.isEmpty(), qPrintable(last));
    // Under each node: the gpu request, 12 of its 28 false terms and "… and 16 more"; the
    // decodes request and the seven devices without decodeHEVCMain10; the node's reason.
    QVERIFY2(lastFirst.first().startsWith(u"request gpu | ✗ no device matches"_s),
             qPrintable(lastFirst.join(u'\n')));
    QCOMPARE(lastFirst.at(QualificationModel::MaxListedLines + 1), u"… |  | and 16 more"_s);
    QVERIFY2(lastFirst.at(QualificationModel::MaxListedLines + 2)
                 .startsWith(u"request decodes | – matches, not allocated | 7 of 14"_s),
             qPrintable(lastFirst.join(u'\n')));
    QCOMPARE(lastFirst.size(), 1 + 13 + 1 + 7 + 1);
    const QModelIndex lastNode = model->index(nodes - 1, 0);
    for (int r = 0; r < model->rowCount(lastNode); ++r) {
        const QModelIndex row = model->index(r, 0, lastNode);
        QCOMPARE(row.data(QualificationModel::NodeNameRole).toString(), last);
        QVERIFY(model->rowCount(row) <= QualificationModel::MaxListedLines + 1);
        for (int l = 0; l < model->rowCount(row); ++l)
            QCOMPARE(model->parent(model->index(l, 2, row)), row);
    }
    QCOMPARE(lastNode.data(Qt::FontRole).value<QFont>().bold(), true);
    QCOMPARE(lastNode.data(QualificationModel::QualifiesRole).toBool(), false);
    QCOMPARE(model->index(nodes - 1, QualificationModel::StatusColumn).data().toString(),
             u"✗ does not qualify"_s);
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
    // It queries the preparation Claims in the cluster made of the same snapshot (issue 37:
    // the allocator's cluster side made once for the window), not one of its own.
    const auto same = [&] {
        return &window.claimsPanel()->preparedCluster().snapshot() ==
               &window.clusterPanel()->claimsView()->preparedCluster().snapshot();
    };
    QTRY_VERIFY_WITH_TIMEOUT(same(), TimeoutMs);
    Accel::workPool()->waitForDone();
}

void TestClaimsPanel::podModeIsRemembered()
{
    QSettings().remove(u"ClaimsPanel/mode"_s);
    {
        ClaimsPanel panel;
        QCOMPARE(panel.mode(), ClaimsPanel::Mode::SingleClaim);
        auto *tabs = child<QTabWidget>(panel, "claimsModeTabs");
        QCOMPARE(tabs->count(), 2);
        tabs->setCurrentWidget(panel.podClaimsView()); // as a click on the tab does
        QCOMPARE(panel.mode(), ClaimsPanel::Mode::PodClaims);
        QCOMPARE(QSettings().value(u"ClaimsPanel/mode"_s).toString(), u"pod"_s);
    }
    {
        // The next run opens in the mode left.
        ClaimsPanel panel;
        QCOMPARE(panel.mode(), ClaimsPanel::Mode::PodClaims);
        panel.setMode(ClaimsPanel::Mode::SingleClaim);
        QCOMPARE(QSettings().value(u"ClaimsPanel/mode"_s).toString(), u"single"_s);
    }
    ClaimsPanel panel;
    QCOMPARE(panel.mode(), ClaimsPanel::Mode::SingleClaim);
}

void TestClaimsPanel::podClaimsFitTogether()
{
    QTemporaryDir dir;
    const QString claims = writeFile(dir, u"claims.yaml"_s, kTwoClaims);
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(pod.model()->rowCount(), 0); // no claims yet: nothing to allocate
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles({claims});
    QVERIFY(pod.isBusy());
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(claimNames(pod), (QStringList{u"a"_s, u"b"_s}));
    QCOMPARE(child<QTreeWidget>(pod, "podClaimList")->topLevelItemCount(), 2);
    QVERIFY2(pod.report(),
             qPrintable(pod.allocationError() ? pod.allocationError()->toString() : QString()));

    // node-one has one free GPU: each claim fits alone, the two together do not.
    QCOMPARE(fitsByNode(pod),
             (QMap<QString, bool>{
                 {u"node-busy"_s, false}, {u"node-one"_s, false}, {u"node-two"_s, true}}));
    const QStringList one = podNodeTexts(pod, u"node-one"_s);
    QVERIFY2(one.first().contains(u"✗ does not fit"_s), qPrintable(one.join(u'\n')));
    QVERIFY2(one.first().contains(u"0 of 1 in use"_s), qPrintable(one.join(u'\n')));
    QVERIFY2(!one.filter(u"reason | claim ml/b, request gpu: needs 1"_s).isEmpty(),
             qPrintable(one.join(u'\n')));
    // node-busy: its other GPU is held by another claim, and the reason names it.
    const QStringList busy = podNodeTexts(pod, u"node-busy"_s);
    QVERIFY2(busy.first().contains(u"1 of 2 in use"_s), qPrintable(busy.join(u'\n')));
    QVERIFY2(!busy.filter(u"in use by ml/other"_s).isEmpty(), qPrintable(busy.join(u'\n')));
    QVERIFY2(child<QLabel>(pod, "podCounts")->text().startsWith(u"1 of 3 nodes"_s),
             qPrintable(child<QLabel>(pod, "podCounts")->text()));

    // node-two has two free GPUs: it fits, and is shown at once with both allocations.
    QCOMPARE(pod.selectedNode(), u"node-two"_s);
    const QStringList two = podNodeTexts(pod, u"node-two"_s);
    QVERIFY2(two.first().contains(u"ml/a: gpu-0 · ml/b: gpu-1"_s), qPrintable(two.join(u'\n')));
    QVERIFY2(two.contains(u"ml/a | gpu: gpu.example.com/node-two/gpu-0"_s),
             qPrintable(two.join(u'\n')));
    QVERIFY2(two.contains(u"ml/b | gpu: gpu.example.com/node-two/gpu-1"_s),
             qPrintable(two.join(u'\n')));
    const QString yaml = QString::fromUtf8(pod.allocationYaml());
    QCOMPARE(child<QPlainTextEdit>(pod, "podAllocationYaml")->toPlainText(), yaml);
    const QJsonValue report = Test::yaml(pod.allocationYaml());
    QCOMPARE(report[u"node"_s].toString(), u"node-two"_s);
    QCOMPARE(report[u"allocated"_s].toBool(), true);
    const QJsonArray claimList = report[u"claims"_s].toArray();
    QCOMPARE(claimList.size(), 2);
    QCOMPARE(claimList[0][u"name"_s].toString(), u"a"_s);
    QCOMPARE(claimList[0][u"allocation"_s][u"devices"_s][u"results"_s][0][u"device"_s].toString(),
             u"gpu-0"_s);
    QCOMPARE(claimList[1][u"name"_s].toString(), u"b"_s);
    QCOMPARE(claimList[1][u"allocation"_s][u"devices"_s][u"results"_s][0][u"device"_s].toString(),
             u"gpu-1"_s);
    QVERIFY(child<QPushButton>(pod, "copyAllocationButton")->isEnabled());

    // A node that does not fit shows no allocation, and says so.
    pod.selectNode(u"node-one"_s);
    QVERIFY(pod.allocationYaml().isEmpty());
    QVERIFY(!child<QPushButton>(pod, "saveAllocationButton")->isEnabled());
    QVERIFY(child<QLabel>(pod, "podAllocationStatus")->text().contains(u"node-one"_s));

    // Only nodes that fit, and the name filter.
    auto *view = child<QTreeView>(pod, "podNodeTree");
    QCOMPARE(view->model()->rowCount(), 3);
    child<QCheckBox>(pod, "podFitsOnly")->setChecked(true);
    QCOMPARE(view->model()->rowCount(), 1);
    child<QCheckBox>(pod, "podFitsOnly")->setChecked(false);
    child<QLineEdit>(pod, "podNodeFilter")->setText(u"BUSY"_s);
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(view->model()->index(0, 0).data().toString(), u"node-busy"_s);
}

void TestClaimsPanel::podTemplateIsInstantiated()
{
    // A ResourceClaimTemplate is allocated as the claim the scheduler would make of it.
    QTemporaryDir dir;
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles({writeFile(dir, u"template.yaml"_s, kTemplate)});
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(fitsByNode(pod),
             (QMap<QString, bool>{
                 {u"node-busy"_s, false}, {u"node-one"_s, false}, {u"node-two"_s, true}}));
    auto *list = child<QTreeWidget>(pod, "podClaimList");
    QCOMPARE(list->topLevelItem(0)->text(2), u"ResourceClaimTemplate"_s);
    QCOMPARE(list->topLevelItem(0)->text(3), u"gpus: 2 × gpu"_s);
    QCOMPARE(list->topLevelItem(0)->text(4), u"template.yaml"_s);
    const QStringList two = podNodeTexts(pod, u"node-two"_s);
    QVERIFY2(two.contains(u"template ml/pair | gpus: gpu.example.com/node-two/gpu-0"_s),
             qPrintable(two.join(u'\n')));
    const QJsonValue report = Test::yaml(pod.allocationYaml());
    QCOMPARE(report[u"claims"_s][0][u"template"_s].toBool(), true);
    const QJsonArray results =
        report[u"claims"_s][0][u"allocation"_s][u"devices"_s][u"results"_s].toArray();
    QCOMPARE(results.size(), 2);
    QCOMPARE(results[0][u"request"_s].toString(), u"gpus"_s);
    QCOMPARE(results[1][u"device"_s].toString(), u"gpu-1"_s);
    const QStringList busy = podNodeTexts(pod, u"node-busy"_s);
    QVERIFY2(!busy.filter(u"in use by ml/other"_s).isEmpty(), qPrintable(busy.join(u'\n')));
}

void TestClaimsPanel::podBrokenFileLosesNothing_data()
{
    QTest::addColumn<QByteArray>("broken");
    QTest::addColumn<QString>("code");
    QTest::addRow("YAML that does not parse")
        << QByteArray("kind: [ResourceClaim\n") << u"YAML_PARSE"_s;
    QTest::addRow("no claim in it")
        << QByteArray("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n") << u"CLAIM_INPUT"_s;
    QTest::addRow("missing") << QByteArray() << u"FILE_READ"_s;
}

void TestClaimsPanel::podBrokenFileLosesNothing()
{
    QFETCH(QByteArray, broken);
    QFETCH(QString, code);
    QTemporaryDir dir;
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles({writeFile(dir, u"first.yaml"_s, oneGpuClaim("first"))});
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QVERIFY(pod.report());

    // A broken file among good ones: the error names it, the good ones are added, and what
    // was loaded before stays.
    const QString bad = broken.isEmpty() ? dir.filePath(u"missing.yaml"_s)
                                         : writeFile(dir, u"broken.yaml"_s, broken);
    pod.addClaimFiles({bad, writeFile(dir, u"second.yaml"_s, oneGpuClaim("second"))});
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(claimNames(pod), (QStringList{u"first"_s, u"second"_s}));
    QCOMPARE(pod.readErrors().size(), 1);
    QCOMPARE(pod.readErrors().first().code, code);
    auto *message = child<QLabel>(pod, "podClaimsMessage");
    QVERIFY(message->isVisibleTo(&pod));
    QVERIFY2(message->text().contains(QFileInfo(bad).fileName()), qPrintable(message->text()));
    QVERIFY(pod.report());
    QCOMPARE(pod.report()->claims.size(), 2);
}

void TestClaimsPanel::podSameAnswerAsClaimAllocate_data()
{
    QTest::addColumn<QString>("node");
    QTest::addRow("fits") << u"node-two"_s;
    QTest::addRow("one GPU for two claims") << u"node-one"_s;
    QTest::addRow("a GPU held") << u"node-busy"_s;
}

void TestClaimsPanel::podSameAnswerAsClaimAllocate()
{
    // The panel's entry and `accelctl claim allocate --claim F --node N` give one answer: the
    // same YAML for a node that fits, the same reasons for one that does not.
    QFETCH(QString, node);
    QTemporaryDir dir;
    const QString snapshot = writeFile(dir, u"cluster.yaml"_s, kPodCluster);
    const QString claims = writeFile(dir, u"claims.yaml"_s, kTwoClaims + "---\n" + kTemplate);
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles({claims});
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QVERIFY(pod.report());
    pod.selectNode(node);

    const Test::CliResult yaml =
        Test::runAccelctl({u"claim"_s, u"allocate"_s, u"--claim"_s, claims, u"--node"_s, node,
                           u"--snapshot"_s, snapshot, u"-o"_s, u"yaml"_s});
    QCOMPARE(yaml.exitCode, 0);
    const Test::CliResult json =
        Test::runAccelctl({u"claim"_s, u"allocate"_s, u"--claim"_s, claims, u"--node"_s, node,
                           u"--snapshot"_s, snapshot, u"-o"_s, u"json"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject cli = QJsonDocument::fromJson(json.out).object();
    const qsizetype index =
        pod.model()->index(pod.model()->nodeRow(node), 0).data(PodFitModel::NodeIndexRole).toInt();
    const Dra::NodeAllocation &mine = pod.report()->nodes.at(index);
    QCOMPARE(mine.node, node);
    QCOMPARE(mine.fits(), cli[u"allocated"_s].toBool());
    if (mine.fits()) {
        QCOMPARE(pod.allocationYaml(), yaml.out);
    } else {
        QVERIFY(pod.allocationYaml().isEmpty());
        QCOMPARE(QJsonArray::fromStringList(mine.outcome.reasons), cli[u"reasons"_s].toArray());
        // Every reason is in the node list.
        const QStringList texts = podNodeTexts(pod, node);
        for (const QString &reason : mine.outcome.reasons)
            QVERIFY2(texts.contains(u"reason | "_s + reason), qPrintable(reason));
    }
}

void TestClaimsPanel::podFormClaim()
{
    // The form's claim, added with its classes, allocates where the single-claim preview says
    // it qualifies (the demo: both Arc nodes).
    ShownPanel shown;
    ClaimsPanel &panel = shown.panel;
    QVERIFY(settle(panel));
    QVERIFY(panel.outcome().has_value());
    QStringList qualifying;
    for (const Dra::NodeOutcome &n : panel.outcome()->nodes)
        if (n.qualifies)
            qualifying << n.node;
    panel.setMode(ClaimsPanel::Mode::PodClaims);
    PodClaimsView &pod = *panel.podClaimsView();
    auto *add = child<QPushButton>(pod, "addFormClaimButton");
    QVERIFY(add->isEnabled());
    QVERIFY(add->toolTip().contains(u"decode-10bit"_s));
    add->click();
    QVERIFY(settlePod(panel));
    QCOMPARE(claimNames(pod), QStringList{u"decode-10bit"_s});
    QCOMPARE(pod.entries().first().source, u"the form"_s);
    QVERIFY(pod.report());
    QStringList fits;
    for (const Dra::NodeAllocation &n : pod.report()->nodes)
        if (n.fits())
            fits << n.node;
    QCOMPARE(fits, qualifying);
    QCOMPARE(pod.report()->nodes.size(), panel.outcome()->nodes.size());

    // A form that renders nothing cannot be added.
    panel.setMode(ClaimsPanel::Mode::SingleClaim);
    child<QLineEdit>(panel, "claimName")->setText(u"Bad_Name"_s);
    QVERIFY(!add->isEnabled());
    child<QLineEdit>(panel, "claimName")->setText(u"decode-10bit"_s);
    QVERIFY(add->isEnabled());
    QVERIFY(settle(panel));
    panel.setMode(ClaimsPanel::Mode::SingleClaim);
}

void TestClaimsPanel::podOrderRemoveClear()
{
    QTemporaryDir dir;
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles(
        {writeFile(dir, u"two.yaml"_s, kTwoClaims), writeFile(dir, u"template.yaml"_s, kTemplate)});
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(claimNames(pod), (QStringList{u"a"_s, u"b"_s, u"pair"_s}));
    QCOMPARE(pod.report()->fitting, 0); // four GPUs wanted, two at most free

    // The pod's order is the allocator's: moved first, the template takes node-two's GPUs.
    auto *list = child<QTreeWidget>(pod, "podClaimList");
    list->setCurrentItem(list->topLevelItem(2));
    QVERIFY(child<QPushButton>(pod, "podClaimUpButton")->isEnabled());
    QVERIFY(!child<QPushButton>(pod, "podClaimDownButton")->isEnabled());
    pod.moveClaim(2, 0);
    QCOMPARE(claimNames(pod), (QStringList{u"pair"_s, u"a"_s, u"b"_s}));
    QCOMPARE(list->topLevelItem(0)->text(0), u"1"_s);
    QCOMPARE(list->topLevelItem(0)->text(1), u"ml/pair"_s);
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(pod.report()->claims.first()[u"metadata"_s][u"name"_s].toString(), u"pair"_s);

    // Remove with the key on the list, and Remove's button.
    list->setCurrentItem(list->topLevelItem(1));
    shown.panel.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&shown.panel));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Delete);
    QCOMPARE(claimNames(pod), (QStringList{u"pair"_s, u"b"_s}));
    child<QPushButton>(pod, "removePodClaimButton")->click();
    QCOMPARE(claimNames(pod), QStringList{u"pair"_s});
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(fitsByNode(pod).value(u"node-two"_s), true);

    child<QPushButton>(pod, "clearPodClaimsButton")->click();
    QVERIFY(pod.entries().isEmpty());
    QVERIFY(settlePod(shown.panel));
    QCOMPARE(pod.model()->rowCount(), 0);
    QVERIFY(!pod.report());
    QVERIFY(child<QLabel>(pod, "podCounts")->text().contains(u"Add files"_s));
    QVERIFY(!child<QPushButton>(pod, "clearPodClaimsButton")->isEnabled());
}

void TestClaimsPanel::podCancelAndStale()
{
    QTemporaryDir dir;
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles({writeFile(dir, u"a.yaml"_s, oneGpuClaim("a"))});
    QVERIFY(read.wait(TimeoutMs));
    // Cancelled before the result: nothing is shown, and nothing comes later.
    QVERIFY(pod.isBusy());
    QVERIFY(child<QPushButton>(pod, "podCancelButton")->isVisibleTo(&pod));
    child<QPushButton>(pod, "podCancelButton")->click();
    QVERIFY(!pod.isBusy());
    QTest::qWait(400);
    QVERIFY(!pod.report());
    QCOMPARE(pod.model()->rowCount(), 0);
    QVERIFY(child<QLabel>(pod, "podCounts")->text().startsWith(u"Cancelled"_s));

    // Changes faster than the allocation: only the last list is shown.
    pod.addClaimFiles({writeFile(dir, u"b.yaml"_s, oneGpuClaim("b"))});
    QVERIFY(read.wait(TimeoutMs));
    QTest::qWait(200); // the allocation for [a, b] starts
    pod.removeClaim(0);
    QVERIFY(settlePod(shown.panel));
    QVERIFY(pod.report());
    QCOMPARE(pod.report()->claims.size(), 1);
    QCOMPARE(pod.report()->claims.first()[u"metadata"_s][u"name"_s].toString(), u"b"_s);
    QCOMPARE(pod.report()->fitting, 3);
}

void TestClaimsPanel::podCopyAndSave()
{
    QTemporaryDir dir;
    PodPanel shown;
    PodClaimsView &pod = *shown.pod;
    QSignalSpy read(&pod, &PodClaimsView::filesRead);
    pod.addClaimFiles({writeFile(dir, u"claims.yaml"_s, kTwoClaims)});
    QVERIFY(read.wait(TimeoutMs));
    QVERIFY(settlePod(shown.panel));
    QVERIFY(!pod.allocationYaml().isEmpty());

    QApplication::clipboard()->clear();
    auto *copy = child<QPushButton>(pod, "copyAllocationButton");
    QCOMPARE(copy->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copy->click();
    QCOMPARE(QApplication::clipboard()->text().toUtf8(), pod.allocationYaml());

    const QString path = dir.filePath(u"saved.yaml"_s);
    QString suggested;
    pod.setSavePathChooser([&](QWidget *, const QString &proposal) {
        suggested = proposal;
        return path;
    });
    auto *save = child<QPushButton>(pod, "saveAllocationButton");
    QCOMPARE(save->shortcut(), QKeySequence(QKeySequence::Save));
    save->click();
    QVERIFY2(suggested.endsWith(u"/node-two-allocation.yaml"_s), qPrintable(suggested));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), pod.allocationYaml());
    QVERIFY(!pod.saveAllocationTo(dir.filePath(u"missing-dir/x.yaml"_s)));
    QVERIFY(child<QLabel>(pod, "podAllocationStatus")->text().startsWith(u"Cannot write"_s));

    // Add files… asks for paths through its chooser.
    pod.setOpenPathsChooser([&](QWidget *, const QString &) {
        return QStringList{writeFile(dir, u"more.yaml"_s, oneGpuClaim("c"))};
    });
    child<QPushButton>(pod, "addClaimFilesButton")->click();
    QVERIFY(read.wait(TimeoutMs));
    QCOMPARE(claimNames(pod), (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    QVERIFY(settlePod(shown.panel));
}

QTEST_MAIN(TestClaimsPanel)
#include "tst_claimspanel.moc"
