// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Launch panel on fixture hosts, offscreen: what it offers is FormOffer::compute's answer,
// the overlay shows the wiring, refusals reach the banner, and Launch runs a fake docker.
#include "host/accelprobe.h"
#include "launch/launches.h"
#include "launch/launchform.h"
#include "launch/product.h"
#include "launchpanel.h"
#include "logsdialog.h"
#include "mainwindow.h"
#include "models/launchesmodel.h"
#include "sideload/sideloadcache.h"
#include "testsupport.h"
#include "theme.h"
#include "workpool.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QThreadPool>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

using namespace Accel;

namespace {

const QString BundleSha = QStringLiteral("3f").repeated(32);

/// One data row of offers(): a sample on a fixture host, optionally with a choice made.
struct OfferRow
{
    QString product;
    QString host;
    QString dockerInfo;      ///< empty: cdi-only.json
    QString expectedControl; ///< fixed, choice or hidden
    QStringList expectedChoices;
    QString expectedSelected; ///< empty: nothing preselected
    QString choose;           ///< an accelerator to pick after the first plan; empty: none
    QString shmSize;
    QStringList overlayHas;
    QStringList overlayLacks;
    QString bannerCode; ///< empty: no banner
    bool launchEnabled = true;
};

/// A `docker` that records its argv, prints `output` and exits with `exitCode`; `docker version`
/// succeeds and `docker ps` runs, both unrecorded.
QString writeFakeDocker(const QTemporaryDir &dir, const QByteArray &output, int exitCode,
                        const QByteArray &extra = {})
{
    const QString path = dir.filePath(QStringLiteral("docker"));
    QFile script(path);
    if (!script.open(QIODevice::WriteOnly))
        return {};
    // The engine check (docker version) answers; it and the Launched list's status reads
    // (docker ps, from a worker at any time) are not recorded, so argv holds compose's calls.
    script.write(
        "#!/bin/sh\ncase \"$1\" in version) exit 0;; ps) ;; *) printf '%s\\n' \"$@\" >> '" +
        dir.filePath(QStringLiteral("argv")).toUtf8() + "';; esac\n" + extra + "printf '%s\\n' '" +
        output + "'\nexit " + QByteArray::number(exitCode) + "\n");
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

/// STATE/launches/PROJECT/secrets/license.json, which the samples' compose files need.
void giveLicence(const QString &stateDir, const QString &project)
{
    const QString dir = stateDir + QStringLiteral("/launches/%1/secrets").arg(project);
    QDir().mkpath(dir);
    QFile licence(dir + QStringLiteral("/license.json"));
    if (licence.open(QIODevice::WriteOnly))
        licence.write("{}");
}

template<class T>
T *child(const QWidget &panel, const char *name)
{
    return panel.findChild<T *>(QLatin1String(name));
}

bool selectData(QComboBox *combo, const QString &data)
{
    const int index = combo->findData(data);
    if (index < 0)
        return false;
    combo->setCurrentIndex(index);
    return true;
}

} // namespace

Q_DECLARE_METATYPE(OfferRow)

class TestLaunchPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void offers_data();
    void offers();
    void requiredWaitsForChoice();
    void invalidFolderShowsError();
    void staleResultsAreDropped();
    void launchRunsCompose();
    void launchFetchesCachedBundle();
    void launchFailureIsClassified();
    void cancelStopsCompose();
    void launchedListLogsAndStop();
    void composeShownAndBlockersStopLaunch();
    void mirrorCaFile();
    void hostSeamsThatNameNothing_data();
    void hostSeamsThatNameNothing();
    void mainWindowHasLaunchPanel();

private:
    Ui::LaunchPanelServices services(const QString &host,
                                     const QString &dockerInfo = QStringLiteral("cdi-only.json"),
                                     const QString &stateDir = {}) const;

    QTemporaryDir m_dir;
    QString m_manifest;
};

void TestLaunchPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("accel-console-tests"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    m_manifest = m_dir.filePath(QStringLiteral("manifest.json"));
    QFile manifest(m_manifest);
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write(R"({"bundles":[{"name":"gpu-video","version":"1.0","sha256":")" +
                   BundleSha.toLatin1() + R"("}]})");
}

Ui::LaunchPanelServices TestLaunchPanel::services(const QString &host, const QString &dockerInfo,
                                                  const QString &stateDir) const
{
    Ui::LaunchPanelServices s;
    s.hostSources.rootDir = Test::fixture(QStringLiteral("hosts/") + host);
    s.hostSources.dockerInfoFile =
        Test::fixture(QStringLiteral("docker-info/") +
                      (dockerInfo.isEmpty() ? QStringLiteral("cdi-only.json") : dockerInfo));
    s.hostSources.uid = 1000;
    s.hostSources.gid = 1000;
    s.stateDir = stateDir.isEmpty() ? m_dir.filePath(QStringLiteral("state")) : stateDir;
    for (const QString &project :
         Launch::ProductTemplate::sampleNames() + QStringList{QStringLiteral("my-ingest-2")})
        giveLicence(s.stateDir, project);
    s.sideloadManifest = m_manifest;
    // A docker whose engine answers and that does nothing else: the tests that run compose
    // put their own in its place.
    s.dockerProgram = m_dir.filePath(QStringLiteral("docker-answers"));
    if (!QFileInfo::exists(s.dockerProgram)) {
        QFile script(s.dockerProgram);
        if (script.open(QIODevice::WriteOnly))
            script.write("#!/bin/sh\nexit 0\n");
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    // The compose plugin, as a host with Docker's packages has it: this machine's own compose
    // must not decide what the form shows.
    Host::ComposeTool plugin;
    plugin.kind = Host::ComposeKind::Plugin;
    plugin.program = s.dockerProgram;
    plugin.version = QStringLiteral("2.20.2");
    s.compose = plugin;
    return s;
}

void TestLaunchPanel::offers_data()
{
    QTest::addColumn<OfferRow>("row");
    const QString transcode = QStringLiteral("norsk-gpu-transcode");
    const QString studio = QStringLiteral("norsk-studio");
    const QString ingest = QStringLiteral("norsk-ingest");
    const QString none = QStringLiteral("none");
    const QString nvidia = QStringLiteral("nvidia");
    const QString quadra = QStringLiteral("quadra");
    const QString fixed = QStringLiteral("fixed");
    const QString choice = QStringLiteral("choice");
    const QString cdi = QStringLiteral("nvidia.com/gpu=all");
    const QString legacy = QStringLiteral("driver: nvidia");
    const QString unavailable = QStringLiteral("HARDWARE_UNAVAILABLE");
    const auto row = [](const char *tag, const OfferRow &r) { QTest::addRow("%s", tag) << r; };

    // fixed nvidia: shown, never offered; refused where the host lacks a GPU.
    row("transcode on none", {transcode,
                              QStringLiteral("none"),
                              {},
                              fixed,
                              {nvidia},
                              nvidia,
                              {},
                              {},
                              {},
                              {},
                              unavailable,
                              false});
    row("transcode on nvidia-1 cdi", {transcode,
                                      QStringLiteral("nvidia-1"),
                                      {},
                                      fixed,
                                      {nvidia},
                                      nvidia,
                                      {},
                                      {},
                                      {cdi, QStringLiteral("/opt/norsk")},
                                      {legacy},
                                      {},
                                      true});
    row("transcode on nvidia-1 legacy", {transcode,
                                         QStringLiteral("nvidia-1"),
                                         QStringLiteral("no-gpu.json"),
                                         fixed,
                                         {nvidia},
                                         nvidia,
                                         {},
                                         {},
                                         {legacy, QStringLiteral("/opt/norsk")},
                                         {cdi},
                                         {},
                                         true});
    row("transcode on quadra-1", {transcode,
                                  QStringLiteral("quadra-1"),
                                  {},
                                  fixed,
                                  {nvidia},
                                  nvidia,
                                  {},
                                  {},
                                  {},
                                  {},
                                  unavailable,
                                  false});
    row("transcode on nvidia-quadra", {transcode,
                                       QStringLiteral("nvidia-quadra"),
                                       {},
                                       fixed,
                                       {nvidia},
                                       nvidia,
                                       {},
                                       {},
                                       {cdi},
                                       {},
                                       {},
                                       true});

    // default nvidia: none plus what is present, nvidia preselected where present; hidden on
    // a bare host.
    row("studio on none", {studio,
                           QStringLiteral("none"),
                           {},
                           QStringLiteral("hidden"),
                           {},
                           none,
                           {},
                           {},
                           {QStringLiteral("norsk-media")},
                           {cdi, legacy},
                           {},
                           true});
    row("studio on nvidia-1", {studio,
                               QStringLiteral("nvidia-1"),
                               {},
                               choice,
                               {none, nvidia},
                               nvidia,
                               {},
                               {},
                               {cdi},
                               {},
                               {},
                               true});
    row("studio on nvidia-1, none chosen", {studio,
                                            QStringLiteral("nvidia-1"),
                                            {},
                                            choice,
                                            {none, nvidia},
                                            nvidia,
                                            none,
                                            {},
                                            {},
                                            {cdi, legacy},
                                            {},
                                            true});
    row("studio on quadra-1", {studio,
                               QStringLiteral("quadra-1"),
                               {},
                               choice,
                               {none, quadra},
                               none,
                               {},
                               {},
                               {},
                               {QStringLiteral("/dev/nvme")},
                               {},
                               true});
    row("studio on quadra-1, quadra chosen",
        {studio,
         QStringLiteral("quadra-1"),
         {},
         choice,
         {none, quadra},
         none,
         quadra,
         {},
         {QStringLiteral("/dev/nvme0n1:/dev/nvme0n1"), QStringLiteral("/dev/shm")},
         {cdi},
         {},
         true});
    row("studio on nvidia-quadra", {studio,
                                    QStringLiteral("nvidia-quadra"),
                                    {},
                                    choice,
                                    {none, nvidia, quadra},
                                    nvidia,
                                    {},
                                    {},
                                    {cdi},
                                    {},
                                    {},
                                    true});

    // absent: nothing reserved unless asked.
    row("ingest on none", {ingest,
                           QStringLiteral("none"),
                           {},
                           choice,
                           {none},
                           none,
                           {},
                           {},
                           {},
                           {cdi, legacy, QStringLiteral("/dev/nvme")},
                           {},
                           true});
    row("ingest on none, shm 2gb", {ingest,
                                    QStringLiteral("none"),
                                    {},
                                    choice,
                                    {none},
                                    none,
                                    {},
                                    QStringLiteral("2gb"),
                                    {QStringLiteral("shm_size: 2gb")},
                                    {},
                                    {},
                                    true});
    row("ingest on nvidia-1", {ingest,
                               QStringLiteral("nvidia-1"),
                               {},
                               choice,
                               {none, nvidia},
                               none,
                               {},
                               {},
                               {},
                               {cdi, legacy},
                               {},
                               true});
    row("ingest on quadra-1, quadra chosen",
        {ingest,
         QStringLiteral("quadra-1"),
         {},
         choice,
         {none, quadra},
         none,
         quadra,
         {},
         {QStringLiteral("/dev/nvme0n1:/dev/nvme0n1"), QStringLiteral("/dev/shm")},
         {},
         {},
         true});
    row("ingest on nvidia-quadra, quadra chosen", {ingest,
                                                   QStringLiteral("nvidia-quadra"),
                                                   {},
                                                   choice,
                                                   {none, nvidia, quadra},
                                                   none,
                                                   quadra,
                                                   {},
                                                   {QStringLiteral("/dev/nvme1n1:/dev/nvme1n1")},
                                                   {cdi},
                                                   {},
                                                   true});
    row("ingest on nvidia-quadra, nvidia chosen, legacy", {ingest,
                                                           QStringLiteral("nvidia-quadra"),
                                                           QStringLiteral("no-gpu.json"),
                                                           choice,
                                                           {none, nvidia, quadra},
                                                           none,
                                                           nvidia,
                                                           {},
                                                           {legacy},
                                                           {QStringLiteral("/dev/nvme")},
                                                           {},
                                                           true});
}

void TestLaunchPanel::offers()
{
    QFETCH(OfferRow, row);
    Ui::LaunchPanel panel(services(row.host, row.dockerInfo));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    auto *products = child<QComboBox>(panel, "productCombo");
    QVERIFY(selectData(products, row.product));
    child<QLineEdit>(panel, "shmSizeEdit")->setText(row.shmSize);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(planned.wait(10000));

    // What the panel offers is exactly FormOffer::compute for this product on this host.
    const auto product = Launch::ProductTemplate::sample(row.product);
    QVERIFY(product);
    const Host::AccelInventory inventory =
        Host::AccelProbe(Test::fixture(QStringLiteral("hosts/") + row.host)).probe();
    const Launch::FormOffer expected =
        Launch::FormOffer::compute(product->accelerator, inventory, product->name);
    QCOMPARE(Launch::FormOffer::controlName(expected.control), row.expectedControl);
    QStringList expectedChoices;
    for (Host::Profile p : expected.choices)
        expectedChoices << Host::profileName(p);
    QCOMPARE(expectedChoices, row.expectedChoices);
    QCOMPARE(expected.selected ? Host::profileName(*expected.selected) : QString(),
             row.expectedSelected);
    QVERIFY(panel.offer());
    QCOMPARE(panel.offer()->control, expected.control);

    auto *combo = child<QComboBox>(panel, "acceleratorCombo");
    auto *fixedLabel = child<QLabel>(panel, "acceleratorFixed");
    switch (expected.control) {
    case Launch::FormOffer::Control::Fixed:
        QVERIFY(fixedLabel->isVisibleTo(&panel));
        QVERIFY(!combo->isVisibleTo(&panel));
        QVERIFY(fixedLabel->text().contains(Host::profileName(*expected.selected)));
        if (expected.refusal)
            QVERIFY(fixedLabel->text().contains(expected.refusal->codeName()));
        break;
    case Launch::FormOffer::Control::Choice: {
        QVERIFY(combo->isVisibleTo(&panel));
        QVERIFY(!fixedLabel->isVisibleTo(&panel));
        QStringList items;
        for (int i = 0; i < combo->count(); ++i)
            items << combo->itemData(i).toString();
        QCOMPARE(items, expectedChoices);
        QCOMPARE(combo->currentIndex(),
                 expected.selected ? int(expected.choices.indexOf(*expected.selected)) : -1);
        break;
    }
    case Launch::FormOffer::Control::Hidden:
        QVERIFY(!combo->isVisibleTo(&panel));
        QVERIFY(!fixedLabel->isVisibleTo(&panel));
        break;
    case Launch::FormOffer::Control::Invalid:
        QFAIL("no control");
    }

    if (!row.choose.isEmpty()) {
        QVERIFY(selectData(combo, row.choose));
        QVERIFY(planned.wait(10000));
    }

    auto *banner = child<QLabel>(panel, "refusalBanner");
    auto *overlay = child<QPlainTextEdit>(panel, "overlayView");
    if (row.bannerCode.isEmpty()) {
        QVERIFY2(!banner->isVisibleTo(&panel), qPrintable(banner->text()));
        QVERIFY(overlay->isVisibleTo(&panel));
        QVERIFY(panel.plan());
    } else {
        QVERIFY(banner->isVisibleTo(&panel));
        QVERIFY2(banner->text().contains(row.bannerCode), qPrintable(banner->text()));
        QVERIFY(!overlay->isVisibleTo(&panel));
        QCOMPARE(panel.shownError()->code, row.bannerCode);
    }
    const QString yaml = overlay->toPlainText();
    for (const QString &wanted : row.overlayHas)
        QVERIFY2(yaml.contains(wanted), qPrintable(wanted + QStringLiteral(" not in:\n") + yaml));
    for (const QString &unwanted : row.overlayLacks)
        QVERIFY2(!yaml.contains(unwanted), qPrintable(unwanted + QStringLiteral(" in:\n") + yaml));
    if (panel.plan())
        QCOMPARE(yaml, QString::fromUtf8(panel.plan()->overlayYaml));
    QCOMPARE(child<QPushButton>(panel, "launchButton")->isEnabled(), row.launchEnabled);
    QCOMPARE(child<QLineEdit>(panel, "projectEdit")->text(), row.product);
}

void TestLaunchPanel::requiredWaitsForChoice()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile productYaml(dir.filePath(QStringLiteral("product.yaml")));
    QVERIFY(productYaml.open(QIODevice::WriteOnly));
    productYaml.write("name: req-demo\nversion: 0.1.0\nmediaService: media\n"
                      "requirements: {accelerator: {mode: required}}\n");
    productYaml.close();
    QFile composeYaml(dir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(composeYaml.open(QIODevice::WriteOnly));
    composeYaml.write("services:\n  media:\n    image: example/media:1\n");
    composeYaml.close();

    Ui::LaunchPanel panel(services(QStringLiteral("nvidia-quadra")));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QVERIFY(panel.openProductFolder(dir.path()));
    auto *products = child<QComboBox>(panel, "productCombo");
    QCOMPARE(products->currentText(), QStringLiteral("req-demo"));
    QCOMPARE(QSettings().value(QStringLiteral("LaunchPanel/lastFolder")).toString(),
             QFileInfo(dir.path()).absoluteFilePath());
    panel.show();
    QVERIFY(planned.wait(10000));

    auto *combo = child<QComboBox>(panel, "acceleratorCombo");
    auto *launch = child<QPushButton>(panel, "launchButton");
    auto *banner = child<QLabel>(panel, "refusalBanner");
    QVERIFY(combo->isVisibleTo(&panel));
    QCOMPARE(combo->currentIndex(), -1);
    QCOMPARE(combo->count(), 3);
    QVERIFY(panel.offer()->needsChoice);
    QVERIFY(!launch->isEnabled());
    QVERIFY(banner->isVisibleTo(&panel));
    QVERIFY(banner->text().contains(QStringLiteral("HARDWARE_REQUIRED")));

    QVERIFY(selectData(combo, QStringLiteral("quadra")));
    QVERIFY(!launch->isEnabled()); // not until the plan for the choice is in
    QVERIFY(planned.wait(10000));
    QVERIFY(launch->isEnabled());
    QVERIFY(!banner->isVisibleTo(&panel));
    QVERIFY(child<QPlainTextEdit>(panel, "overlayView")
                ->toPlainText()
                .contains(QStringLiteral("/dev/nvme1n1:/dev/nvme1n1")));

    // A new panel remembers the folder and reopens it.
    Ui::LaunchPanel again(services(QStringLiteral("none")));
    QCOMPARE(child<QComboBox>(again, "productCombo")->currentText(), QStringLiteral("req-demo"));
    QVERIFY(again.product());
    QCOMPARE(again.product()->name, QStringLiteral("req-demo"));
    QSettings().remove(QStringLiteral("LaunchPanel"));
}

void TestLaunchPanel::invalidFolderShowsError()
{
    QTemporaryDir dir;
    QFile productYaml(dir.filePath(QStringLiteral("product.yaml")));
    QVERIFY(productYaml.open(QIODevice::WriteOnly));
    productYaml.write("name: bad-demo\nversion: 0.1.0\n"
                      "requirements:\n  accelerator: {mode: sometimes}\n");
    productYaml.close();
    QFile composeYaml(dir.filePath(QStringLiteral("compose.yaml")));
    QVERIFY(composeYaml.open(QIODevice::WriteOnly));
    composeYaml.write("services:\n  media:\n    image: example/media:1\n");
    composeYaml.close();

    Ui::LaunchPanel panel(services(QStringLiteral("none")));
    panel.show();
    QVERIFY(!panel.openProductFolder(dir.path()));
    auto *banner = child<QLabel>(panel, "refusalBanner");
    QVERIFY(banner->isVisibleTo(&panel));
    const QString text = banner->text();
    QVERIFY2(text.contains(QStringLiteral("PRODUCT_INVALID")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("product.yaml")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("requirements.accelerator.mode")), qPrintable(text));
    QVERIFY(!child<QPushButton>(panel, "launchButton")->isEnabled());
    QVERIFY(!child<QPlainTextEdit>(panel, "overlayView")->isVisibleTo(&panel));

    // Picking a sample again clears the error.
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QVERIFY(selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-ingest")));
    QVERIFY(planned.wait(10000));
    QVERIFY(!banner->isVisibleTo(&panel));
    QVERIFY(child<QPushButton>(panel, "launchButton")->isEnabled());
    Accel::workPool()->waitForDone();
    QSettings().remove(QStringLiteral("LaunchPanel"));
}

void TestLaunchPanel::staleResultsAreDropped()
{
    // Planning an nvidia launch with no manifest file reads the image's label with
    // `docker image inspect`: a slow fake docker keeps that plan running while the form moves on.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Ui::LaunchPanelServices s = services(QStringLiteral("nvidia-1"));
    s.sideloadManifest.clear();
    s.dockerProgram = s.compose->program = writeFakeDocker(dir, "[]", 0, "sleep 1\n");
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    auto *products = child<QComboBox>(panel, "productCombo");
    QVERIFY(selectData(products, QStringLiteral("norsk-ingest")));
    panel.show();
    QVERIFY(planned.wait(10000));
    planned.clear();

    QVERIFY(selectData(products, QStringLiteral("norsk-gpu-transcode")));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(dir.filePath(QStringLiteral("argv"))), 5000);
    QVERIFY(!panel.isPlanCurrent());
    QVERIFY(!child<QPushButton>(panel, "launchButton")->isEnabled());
    QVERIFY(selectData(products, QStringLiteral("norsk-ingest")));
    child<QLineEdit>(panel, "projectEdit")->setText(QStringLiteral("My Ingest #2"));
    QVERIFY(planned.wait(10000));
    QTest::qWait(1500); // past the slow plan's end: its result must not surface
    QCOMPARE(planned.size(), 1);
    QVERIFY(panel.isPlanCurrent());
    QCOMPARE(panel.plan()->product.name, QStringLiteral("norsk-ingest"));
    QCOMPARE(panel.plan()->project, QStringLiteral("my-ingest-2"));
    QVERIFY(child<QPlainTextEdit>(panel, "overlayView")
                ->toPlainText()
                .contains(QStringLiteral("for norsk-ingest")));
    QVERIFY(child<QPushButton>(panel, "launchButton")->isEnabled());
    Accel::workPool()->waitForDone();
}

void TestLaunchPanel::launchRunsCompose()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString state = dir.filePath(QStringLiteral("state"));
    Ui::LaunchPanelServices s =
        services(QStringLiteral("none"), QStringLiteral("no-gpu.json"), state);
    s.dockerProgram = s.compose->program = writeFakeDocker(dir, "Container x Started", 0);
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QSignalSpy finished(&panel, &Ui::LaunchPanel::launchFinished);
    QVERIFY(selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-ingest")));
    panel.show();
    QVERIFY(planned.wait(10000));
    auto *combo = child<QComboBox>(panel, "acceleratorCombo");
    QCOMPARE(combo->currentData().toString(), QStringLiteral("none"));

    auto *launch = child<QPushButton>(panel, "launchButton");
    QVERIFY(launch->isEnabled());
    QTest::mouseClick(launch, Qt::LeftButton);
    QVERIFY(panel.isLaunching());
    QVERIFY(!combo->isEnabled()); // the form is locked while docker runs
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!panel.isLaunching());

    QFile argv(dir.filePath(QStringLiteral("argv")));
    QVERIFY(argv.open(QIODevice::ReadOnly));
    const QString work = state + QStringLiteral("/launches/norsk-ingest");
    QCOMPARE(QString::fromUtf8(argv.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             (QStringList{QStringLiteral("compose"), QStringLiteral("-p"),
                          QStringLiteral("norsk-ingest"), QStringLiteral("-f"),
                          work + QStringLiteral("/compose.yaml"), QStringLiteral("-f"),
                          work + QStringLiteral("/overlay.yaml"), QStringLiteral("up"),
                          QStringLiteral("-d")}));
    QVERIFY(child<QPlainTextEdit>(panel, "launchOutput")
                ->toPlainText()
                .contains(QStringLiteral("Container x Started")));
    QFile overlay(work + QStringLiteral("/overlay.yaml"));
    QVERIFY(overlay.open(QIODevice::ReadOnly));
    QCOMPARE(overlay.readAll(), panel.plan()->overlayYaml);
    QVERIFY(QFileInfo::exists(work + QStringLiteral("/compose.yaml")));
    QVERIFY(QFileInfo::exists(work + QStringLiteral("/docker.log")));
    QVERIFY(!child<QLabel>(panel, "refusalBanner")->isVisibleTo(&panel));
    QVERIFY(launch->isEnabled());
}

void TestLaunchPanel::launchFetchesCachedBundle()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString state = dir.filePath(QStringLiteral("state"));
    // The bundle is already cached, so the fetch step runs (in the background) without network.
    const Sideload::SideloadCache cache(state);
    QVERIFY(cache.ensureLayout());
    const auto tree = cache.makeTempDir(BundleSha);
    QVERIFY(tree);
    QVERIFY(QDir(*tree).mkpath(QStringLiteral("lib")));
    QVERIFY(cache.install(*tree,
                          Sideload::BundleRef{QStringLiteral("gpu-video"),
                                              QStringLiteral("1.0"),
                                              BundleSha,
                                              QStringLiteral("/opt/norsk"),
                                              {}},
                          0, 0));

    Ui::LaunchPanelServices s =
        services(QStringLiteral("nvidia-1"), QStringLiteral("cdi-only.json"), state);
    s.dockerProgram = s.compose->program = writeFakeDocker(dir, "Container x Started", 0);
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QSignalSpy finished(&panel, &Ui::LaunchPanel::launchFinished);
    QVERIFY(
        selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-gpu-transcode")));
    panel.show();
    QVERIFY(planned.wait(10000));
    QCOMPARE(panel.plan()->bundles.size(), 1);
    QVERIFY(panel.plan()->bundles.first().cached);
    QTest::mouseClick(child<QPushButton>(panel, "launchButton"), Qt::LeftButton);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);
    const QString output = child<QPlainTextEdit>(panel, "launchOutput")->toPlainText();
    QVERIFY2(output.contains(QStringLiteral("from the cache")), qPrintable(output));
    QVERIFY(output.contains(QStringLiteral("Container x Started")));
}

void TestLaunchPanel::launchFailureIsClassified()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Ui::LaunchPanelServices s = services(QStringLiteral("none"), QStringLiteral("no-gpu.json"),
                                         dir.filePath(QStringLiteral("state")));
    s.dockerProgram = s.compose->program = writeFakeDocker(
        dir, R"(could not select device driver "nvidia" with capabilities: [[gpu]])", 1);
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QSignalSpy finished(&panel, &Ui::LaunchPanel::launchFinished);
    QVERIFY(selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-ingest")));
    panel.show();
    QVERIFY(planned.wait(10000));
    QTest::mouseClick(child<QPushButton>(panel, "launchButton"), Qt::LeftButton);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), false);
    auto *banner = child<QLabel>(panel, "refusalBanner");
    QVERIFY(banner->isVisibleTo(&panel));
    QVERIFY2(banner->text().contains(QStringLiteral("GPU_MODE_MISMATCH")),
             qPrintable(banner->text()));
    QVERIFY(banner->text().contains(QStringLiteral("NORSK_CTL_GPU_MODE=cdi")));
    QCOMPARE(panel.shownError()->code, QStringLiteral("GPU_MODE_MISMATCH"));
    // The overlay stays in view for reference, and the launch can be retried.
    QVERIFY(child<QPlainTextEdit>(panel, "overlayView")->isVisibleTo(&panel));
    QVERIFY(child<QPushButton>(panel, "launchButton")->isEnabled());
}

void TestLaunchPanel::cancelStopsCompose()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Ui::LaunchPanelServices s = services(QStringLiteral("none"), QStringLiteral("no-gpu.json"),
                                         dir.filePath(QStringLiteral("state")));
    s.dockerProgram = s.compose->program =
        writeFakeDocker(dir, "never", 0, "echo pulling\nexec sleep 30\n");
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QSignalSpy finished(&panel, &Ui::LaunchPanel::launchFinished);
    QVERIFY(selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-ingest")));
    panel.show();
    QVERIFY(planned.wait(10000));
    QTest::mouseClick(child<QPushButton>(panel, "launchButton"), Qt::LeftButton);
    auto *output = child<QPlainTextEdit>(panel, "launchOutput");
    QTRY_VERIFY_WITH_TIMEOUT(output->toPlainText().contains(QStringLiteral("pulling")), 10000);
    QElapsedTimer timer;
    timer.start();
    QTest::mouseClick(child<QPushButton>(panel, "cancelLaunchButton"), Qt::LeftButton);
    QVERIFY(finished.wait(10000));
    QVERIFY(timer.elapsed() < 10000);
    QCOMPARE(finished.first().first().toBool(), false);
    QCOMPARE(panel.shownError()->code, QStringLiteral("LAUNCH_CANCELLED"));
}

// issue 14, section 2: the Launched list, its Logs view and Stop (confirmed, naming the
// project), through the same LaunchControl entry as accelctl, against a docker that answers
// ps, logs and down as compose does.
void TestLaunchPanel::launchedListLogsAndStop()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString state = dir.filePath(QStringLiteral("state"));
    Ui::LaunchPanelServices s =
        services(QStringLiteral("none"), QStringLiteral("no-gpu.json"), state);
    // ps: running until down has run; logs: two lines, then follows until killed.
    const QByteArray down = dir.filePath(QStringLiteral("down")).toUtf8();
    s.dockerProgram = s.compose->program = writeFakeDocker(
        dir, "", 0,
        "case \" $* \" in\n"
        "  *\" ps \"*) [ -e '" +
            down +
            "' ] || printf 'norsk-ingest\\tnorsk-media\\tnorsk-ingest-norsk-media-1\\trunning\\tUp "
            "3 seconds\\n'; exit 0;;\n"
            "  *\" logs \"*) echo 'media: ready'; echo 'media: serving'; exec sleep 30;;\n"
            "  *\" down \"*) touch '" +
            down +
            "'; echo 'Container norsk-ingest-norsk-media-1  Removed'; exit 0;;\n"
            "esac\n");
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QSignalSpy finished(&panel, &Ui::LaunchPanel::launchFinished);
    QSignalSpy refreshed(&panel, &Ui::LaunchPanel::launchesRefreshed);
    QVERIFY(selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-ingest")));
    panel.resize(1366, 768);
    panel.show();
    QVERIFY(planned.wait(10000));
    QTest::mouseClick(child<QPushButton>(panel, "launchButton"), Qt::LeftButton);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);

    // The launch refreshes the list; the row has the record and the live status.
    QTRY_VERIFY_WITH_TIMEOUT(panel.launchesModel()->rowOf(QStringLiteral("norsk-ingest")) >= 0,
                             10000);
    Ui::LaunchesModel *model = panel.launchesModel();
    const int row = model->rowOf(QStringLiteral("norsk-ingest"));
    QCOMPARE(model->index(row, Ui::LaunchesModel::StatusColumn).data().toString(),
             QStringLiteral("running"));
    QCOMPARE(model->index(row, Ui::LaunchesModel::AcceleratorColumn).data().toString(),
             QStringLiteral("none"));
    QVERIFY(model->index(row, Ui::LaunchesModel::StatusColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("norsk-ingest-norsk-media-1")));

    // Shown while the Launched tab is current: the periodic refresh runs, off the UI thread.
    auto *tabs = child<QTabWidget>(panel, "launchBottomTabs");
    tabs->setCurrentIndex(1);
    refreshed.clear();
    QVERIFY(refreshed.wait(Ui::LaunchPanel::LaunchesRefreshMs + 5000));

    auto *view = child<QTreeView>(panel, "launchesView");
    view->setCurrentIndex(model->index(row, 0));
    auto *logs = child<QPushButton>(panel, "logsButton");
    auto *stop = child<QPushButton>(panel, "stopProjectButton");
    QVERIFY(logs->isEnabled());
    QVERIFY(stop->isEnabled());

    Ui::LogsDialog *dialog = panel.showLogs(QStringLiteral("norsk-ingest"));
    QVERIFY(dialog);
    QSignalSpy ended(dialog, &Ui::LogsDialog::followingEnded);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->text().contains(QStringLiteral("media: serving")), 10000);
    QVERIFY(dialog->isFollowing());
    QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("stopFollowingButton")),
                      Qt::LeftButton);
    QVERIFY(ended.wait(10000));
    QCOMPARE(ended.first().first().toBool(), true);
    QVERIFY(!dialog->isFollowing());
    dialog->close();

    // Stop asks first, naming the project; Cancel changes nothing.
    QString asked;
    const auto answer = [&asked](const char *button) {
        QTimer::singleShot(200, [&asked, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked = box->text();
            if (auto *b = box->findChild<QPushButton *>(QLatin1String(button)))
                b->click();
            else
                box->reject();
        });
    };
    answer("none-such");
    panel.requestStop(QStringLiteral("norsk-ingest"));
    QVERIFY(asked.contains(QStringLiteral("norsk-ingest")));
    QVERIFY(!QFileInfo::exists(QString::fromUtf8(down)));

    QSignalSpy stopped(&panel, &Ui::LaunchPanel::stopFinished);
    answer("confirmStopButton");
    panel.requestStop(QStringLiteral("norsk-ingest"));
    QVERIFY(stopped.wait(10000));
    QCOMPARE(stopped.first().at(0).toString(), QStringLiteral("norsk-ingest"));
    QCOMPARE(stopped.first().at(1).toBool(), true);
    QVERIFY(QFileInfo::exists(QString::fromUtf8(down)));
    QFile argv(dir.filePath(QStringLiteral("argv")));
    QVERIFY(argv.open(QIODevice::ReadOnly));
    const QString work = state + QStringLiteral("/launches/norsk-ingest");
    QVERIFY(QString::fromUtf8(argv.readAll())
                .contains(
                    QStringLiteral("-f\n%1/compose.yaml\n-f\n%1/overlay.yaml\ndown\n").arg(work)));
    const auto record = Launch::LaunchRegistry(state).load(QStringLiteral("norsk-ingest"));
    QVERIFY(record);
    QVERIFY(record->isStopped());
    QTRY_COMPARE_WITH_TIMEOUT(
        model->index(model->rowOf(QStringLiteral("norsk-ingest")), Ui::LaunchesModel::StatusColumn)
            .data()
            .toString(),
        QStringLiteral("stopped"), 10000);
    QVERIFY(!stop->isEnabled()); // nothing left to stop
    Accel::workPool()->waitForDone();
}

// issue 14, section 1: the panel says which compose it found, and a plan with a blocker keeps
// its preview but cannot be launched.
void TestLaunchPanel::composeShownAndBlockersStopLaunch()
{
    QTemporaryDir state;
    Ui::LaunchPanelServices s =
        services(QStringLiteral("nvidia-1"), QStringLiteral("cdi-only.json"), state.path());
    s.compose->kind = Host::ComposeKind::StandaloneV1;
    s.compose->program = QStringLiteral("/usr/bin/docker-compose");
    s.compose->version = QStringLiteral("1.29.2");
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QVERIFY(
        selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-gpu-transcode")));
    panel.show();
    QVERIFY(planned.wait(10000));
    QVERIFY(child<QLabel>(panel, "hostSummary")
                ->text()
                .contains(QStringLiteral("/usr/bin/docker-compose 1.29.2 (standalone-v1)")));
    QVERIFY(panel.plan());
    QVERIFY(child<QPlainTextEdit>(panel, "overlayView")
                ->toPlainText()
                .contains(QStringLiteral("nvidia.com/gpu=all")));
    QCOMPARE(panel.shownError()->code, QStringLiteral("COMPOSE_CDI_UNSUPPORTED"));
    QVERIFY(child<QLabel>(panel, "refusalBanner")->isVisibleTo(&panel));
    QVERIFY(!child<QPushButton>(panel, "launchButton")->isEnabled());
    // Greyed out in the palette's disabled colours, from the one theme (issue 18, section 3).
    const QPushButton *launch = child<QPushButton>(panel, "launchButton");
    const auto disabledRule = [launch] {
        const QString sheet = launch->styleSheet();
        return sheet.mid(sheet.indexOf(QStringLiteral(":disabled")));
    };
    QVERIFY2(disabledRule().contains(
                 launch->palette().color(QPalette::Disabled, QPalette::ButtonText).name()),
             qPrintable(disabledRule()));
    // A switch of theme: the disabled colours are the new palette's.
    QPalette other = panel.palette();
    other.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x12, 0x34, 0x56));
    other.setColor(QPalette::Disabled, QPalette::Button, QColor(0x65, 0x43, 0x21));
    panel.setPalette(other);
    QVERIFY2(disabledRule().contains(QStringLiteral("#123456")) &&
                 disabledRule().contains(QStringLiteral("#654321")),
             qPrintable(disabledRule()));
    QVERIFY(child<QPushButton>(panel, "copyOverlayButton")->isEnabled());
    Accel::workPool()->waitForDone();
}

// issue 18, section 4: a --host-root or --docker-info that names nothing is said, in the host
// line and as the plan's error, never shown as a host with no accelerator.
void TestLaunchPanel::hostSeamsThatNameNothing_data()
{
    QTest::addColumn<QString>("rootDir");
    QTest::addColumn<QString>("dockerInfo");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("path");
    const QString root = Test::fixture(QStringLiteral("hosts/nvidia-1"));
    const QString info = Test::fixture(QStringLiteral("docker-info/cdi-only.json"));
    QTest::addRow("host root") << m_dir.filePath(QStringLiteral("no-such-root")) << info
                               << QStringLiteral("HOST_ROOT_MISSING")
                               << m_dir.filePath(QStringLiteral("no-such-root"));
    QTest::addRow("docker info") << root << m_dir.filePath(QStringLiteral("no-such-info.json"))
                                 << QStringLiteral("DOCKER_INFO_MISSING")
                                 << m_dir.filePath(QStringLiteral("no-such-info.json"));
}

void TestLaunchPanel::hostSeamsThatNameNothing()
{
    QFETCH(QString, rootDir);
    QFETCH(QString, dockerInfo);
    QFETCH(QString, code);
    QFETCH(QString, path);
    Ui::LaunchPanelServices s = services(QStringLiteral("nvidia-1"));
    s.hostSources.rootDir = rootDir;
    s.hostSources.dockerInfoFile = dockerInfo;
    Ui::LaunchPanel panel(std::move(s));
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QVERIFY(selectData(child<QComboBox>(panel, "productCombo"), QStringLiteral("norsk-studio")));
    panel.show();
    QVERIFY(planned.wait(10000));
    const QString host = child<QLabel>(panel, "hostSummary")->text();
    QVERIFY2(host.contains(code) && host.contains(path), qPrintable(host));
    QVERIFY2(!host.contains(QStringLiteral("no accelerator")), qPrintable(host));
    QVERIFY(!panel.plan());
    QVERIFY(panel.shownError());
    QCOMPARE(panel.shownError()->code, code);
    QVERIFY(!child<QPushButton>(panel, "launchButton")->isEnabled());
    Accel::workPool()->waitForDone();
}

void TestLaunchPanel::mirrorCaFile()
{
    // issue 18, section 1: the console's --ca-file reaches the sideload mirror too, and the
    // Launch panel has it as a remembered setting. A CA file that cannot be used, with a bundle
    // to fetch, stops the launch before anything runs, naming the file (the job's rule, which
    // `accelctl launch --ca-file` gives as well).
    QSettings().remove(QStringLiteral("LaunchPanel/mirrorCaFile"));
    QTemporaryDir state;
    const QString missing = state.filePath(QStringLiteral("no-such-ca.pem"));
    Ui::LaunchPanelServices s =
        services(QStringLiteral("nvidia-1"), QStringLiteral("cdi-only.json"), state.path());
    s.fetchOptions.caFile = missing;
    {
        Ui::LaunchPanel panel(s);
        QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
        QVERIFY(selectData(child<QComboBox>(panel, "productCombo"),
                           QStringLiteral("norsk-gpu-transcode")));
        panel.show();
        QVERIFY(planned.wait(10000));
        auto *field = child<QLineEdit>(panel, "mirrorCaEdit");
        QCOMPARE(field->text(), missing);
        QVERIFY(panel.shownError());
        QCOMPARE(panel.shownError()->code, QStringLiteral("SIDELOAD_CA_FILE"));
        auto *banner = child<QLabel>(panel, "refusalBanner");
        QVERIFY(banner->isVisibleTo(&panel));
        QVERIFY2(banner->text().contains(missing), qPrintable(banner->text()));
        QVERIFY(!child<QPushButton>(panel, "launchButton")->isEnabled());
        // From the command line: for this run only.
        QVERIFY(!QSettings().contains(QStringLiteral("LaunchPanel/mirrorCaFile")));

        // The operator clears it: the plan no longer stops there, and the choice is kept.
        field->setFocus();
        field->selectAll();
        QTest::keyClick(field, Qt::Key_Delete);
        QVERIFY(planned.wait(10000));
        QVERIFY(!panel.shownError() ||
                panel.shownError()->code != QStringLiteral("SIDELOAD_CA_FILE"));
        const QString chosen = state.filePath(QStringLiteral("mirror-ca.pem"));
        QTest::keyClicks(field, chosen);
        QVERIFY(planned.wait(10000));
        QCOMPARE(QSettings().value(QStringLiteral("LaunchPanel/mirrorCaFile")).toString(), chosen);
    }
    // The next panel starts with the remembered file when the command line names none.
    s.fetchOptions.caFile.clear();
    Ui::LaunchPanel next(s);
    QCOMPARE(child<QLineEdit>(next, "mirrorCaEdit")->text(),
             state.filePath(QStringLiteral("mirror-ca.pem")));
    QSettings().remove(QStringLiteral("LaunchPanel/mirrorCaFile"));
    Accel::workPool()->waitForDone();
}

void TestLaunchPanel::mainWindowHasLaunchPanel()
{
    QVERIFY(Ui::MainWindow::panelNames().contains(QStringLiteral("launch")));
    Ui::MainWindowServices s;
    s.hostProbe = [] { return Result<Host::HardwareReport>(Host::HardwareReport()); };
    s.launch = services(QStringLiteral("nvidia-quadra"));
    s.launch.stateDir = m_dir.filePath(QStringLiteral("state"));
    s.launch.sideloadManifest = m_manifest;
    Ui::MainWindow window(std::move(s));
    QVERIFY(window.launchPanel());
    auto *tabs = window.findChild<QTabWidget *>();
    QCOMPARE(tabs->tabText(1), QStringLiteral("Launch"));
    QVERIFY(window.showPanel(QStringLiteral("launch")));
    QCOMPARE(window.currentPanel(), QStringLiteral("launch"));
    QCOMPARE(tabs->currentWidget(), window.launchPanel());
    QSignalSpy planned(window.launchPanel(), &Ui::LaunchPanel::planReady);
    window.show();
    QVERIFY(planned.wait(10000));
    QVERIFY(window.launchPanel()->inventory());
    QCOMPARE(window.launchPanel()->inventory()->accelerators().size(), 2);
    Accel::workPool()->waitForDone();
}

QTEST_MAIN(TestLaunchPanel)
#include "tst_launchpanel.moc"
