// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Launch panel, offscreen, against a real Docker engine (issue 14, "Tests (real parts)"):
// Debian's dockerd started for this test, Debian's docker-compose 1.29 found by the panel's own
// detection, a busybox image imported locally. Launch, the Launched list, the logs view and Stop
// (after its confirmation), and nothing of the project left afterwards. Also saves the README's
// screenshot of the Launched list to $ACCEL_SCREENSHOT_OUT when that is set.
#include "dockerdaemon.h"
#include "launchpanel.h"
#include "logsdialog.h"
#include "models/launchesmodel.h"
#include "testsupport.h"
#include "workpool.h"

#include <QComboBox>
#include <QDeadlineTimer>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QThreadPool>
#include <QTimer>
#include <QTreeView>
#include <QtTest>

#include <memory>

using namespace Accel;
using Accel::Test::DockerDaemon;

namespace {

const QByteArray Marker = "accel-it-marker: media is up";

/// As in tst_docker_launch: prints the marker and its /dev/shm, idles, ends at once on SIGTERM.
bool writeProduct(const QString &dir, const QString &name)
{
    QFile product(dir + QStringLiteral("/product.yaml"));
    QFile compose(dir + QStringLiteral("/compose.yaml"));
    if (!product.open(QIODevice::WriteOnly) || !compose.open(QIODevice::WriteOnly))
        return false;
    product.write("name: " + name.toUtf8() + "\nversion: 0.1.0\nmediaService: media\n");
    compose.write("services:\n"
                  "  media:\n"
                  "    image: " +
                  DockerDaemon::imageName().toUtf8() +
                  "\n"
                  "    network_mode: none\n"
                  "    command: [\"sh\", \"-c\", \"trap 'exit 0' TERM; echo '" +
                  Marker + "'; df -k /dev/shm; while true; do sleep 1; done\"]\n");
    return product.error() == QFile::NoError && compose.error() == QFile::NoError;
}

template<class T>
T *child(const QWidget &panel, const char *name)
{
    return panel.findChild<T *>(QLatin1String(name));
}

/// What the confirmation said, and whether it was answered.
struct Confirmation
{
    bool seen = false;
    QString text;
};

/// Answers the Stop confirmation when it appears (it runs its own event loop): records its
/// text and clicks `buttonName`, or rejects it when there is no such button. Gives up after
/// timeoutMs, so a box that never comes leaves nothing running.
void answerConfirmation(Confirmation *answer, const char *buttonName, int timeoutMs = 10000)
{
    auto *timer = new QTimer(qApp);
    auto deadline = std::make_shared<QDeadlineTimer>(timeoutMs);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer, buttonName, deadline] {
        QMessageBox *box = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->objectName() == QLatin1String("stopConfirmation") && w->isVisible())
                box = qobject_cast<QMessageBox *>(w);
        }
        if (!box) {
            if (deadline->hasExpired())
                timer->deleteLater();
            return;
        }
        timer->stop();
        timer->deleteLater();
        answer->seen = true;
        answer->text = box->text();
        if (auto *button = box->findChild<QPushButton *>(QLatin1String(buttonName)))
            button->click();
        else
            box->reject();
    });
    timer->start(50);
}

} // namespace

class TestDockerLaunchPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void launchListLogsStop();

private:
    QStringList projectContainers(const QString &project) const;
    /// Refreshes the Launched list until the project's row reads `status` (bounded).
    bool waitForStatus(Ui::LaunchPanel &panel, const QString &project, const QString &status,
                       int timeoutMs = 30000) const;

    std::unique_ptr<DockerDaemon> m_daemon;
};

void TestDockerLaunchPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("accel-console-docker-tests"));
    QSettings().remove(QStringLiteral("LaunchPanel")); // no folder remembered from another run
    m_daemon = std::make_unique<DockerDaemon>();
    m_daemon->start();
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    ACCEL_DOCKER_PREREQUISITE(
        !DockerDaemon::findProgram(QStringLiteral("docker-compose")).isEmpty(),
        QStringLiteral("docker-compose not found in %1 (apt-get install "
                       "docker-compose)")
            .arg(DockerDaemon::testPath()));
    // The panel runs docker and compose as the application would: from this process's
    // environment.
    const QProcessEnvironment env = m_daemon->environment();
    for (const QString &key : env.keys())
        qputenv(key.toLocal8Bit().constData(), env.value(key).toLocal8Bit());
    qunsetenv("DOCKER_CONTEXT");
}

void TestDockerLaunchPanel::cleanupTestCase()
{
    QSettings().remove(QStringLiteral("LaunchPanel"));
    m_daemon.reset();
}

QStringList TestDockerLaunchPanel::projectContainers(const QString &project) const
{
    const DockerDaemon::Output ps =
        m_daemon->run({QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
                       QStringLiteral("label=com.docker.compose.project=") + project,
                       QStringLiteral("--format"), QStringLiteral("{{.Names}}")});
    if (!ps.ok())
        return {QStringLiteral("(docker ps failed: %1)").arg(QString::fromUtf8(ps.err))};
    QStringList names = QString::fromUtf8(ps.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    names.sort();
    return names;
}

bool TestDockerLaunchPanel::waitForStatus(Ui::LaunchPanel &panel, const QString &project,
                                          const QString &status, int timeoutMs) const
{
    Ui::LaunchesModel *model = panel.launchesModel();
    QSignalSpy refreshed(&panel, &Ui::LaunchPanel::launchesRefreshed);
    const QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        refreshed.clear();
        panel.refreshLaunches();
        // One refresh may already be running (refreshLaunches() then asks nothing new): its end
        // is as good.
        if (!refreshed.wait(int(std::min<qint64>(deadline.remainingTime(), 15000))))
            continue;
        const int row = model->rowOf(project);
        if (row >= 0 && model->index(row, Ui::LaunchesModel::StatusColumn)
                                .data(Ui::LaunchesModel::StatusRole)
                                .toString() == status)
            return true;
        QTest::qWait(250);
    }
    return false;
}

void TestDockerLaunchPanel::launchListLogsStop()
{
    ACCEL_REQUIRE_DOCKER(*m_daemon);
    const QString project = QStringLiteral("accel-it-gui-1");
    const auto cleanup = m_daemon->projectCleanup(project);
    QTemporaryDir product;
    QTemporaryDir state;
    QVERIFY(product.isValid() && state.isValid());
    QVERIFY(writeProduct(product.path(), QStringLiteral("accel-it-gui")));

    Ui::LaunchPanelServices services;
    services.hostSources.rootDir = Test::fixture(QStringLiteral("hosts/none"));
    services.hostSources.dockerInfoFile.clear(); // the real `docker info`
    services.stateDir = state.path();
    services.compose = std::nullopt; // the panel's own detection
    Ui::LaunchPanel panel(std::move(services));
    panel.resize(1366, 768);
    QSignalSpy planned(&panel, &Ui::LaunchPanel::planReady);
    QSignalSpy finished(&panel, &Ui::LaunchPanel::launchFinished);
    QVERIFY(panel.openProductFolder(product.path()));
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QTRY_VERIFY_WITH_TIMEOUT(panel.compose().has_value() && panel.plan() && panel.isPlanCurrent(),
                             30000);
    QCOMPARE(panel.compose()->kind, Host::ComposeKind::StandaloneV1);
    QCOMPARE(panel.compose()->version, QStringLiteral("1.29.2"));

    auto *combo = child<QComboBox>(panel, "acceleratorCombo");
    if (combo->isVisibleTo(&panel) && combo->currentData().toString() != QLatin1String("none")) {
        const int none = combo->findData(QStringLiteral("none"));
        QVERIFY(none >= 0);
        combo->setCurrentIndex(none);
    }
    child<QLineEdit>(panel, "projectEdit")->setText(project);
    child<QLineEdit>(panel, "shmSizeEdit")->setText(QStringLiteral("96m"));
    QTRY_VERIFY_WITH_TIMEOUT(panel.isPlanCurrent() && panel.plan() &&
                                 panel.plan()->project == project &&
                                 panel.plan()->overlayYaml.contains("shm_size: 96m"),
                             30000);
    QVERIFY(planned.size() >= 1);

    auto *launch = child<QPushButton>(panel, "launchButton");
    QVERIFY2(launch->isEnabled(),
             qPrintable(panel.shownError() ? panel.shownError()->message : QString()));
    QTest::mouseClick(launch, Qt::LeftButton);
    QVERIFY(finished.wait(120000));
    QVERIFY2(finished.first().first().toBool(),
             qPrintable(panel.shownError()
                            ? panel.shownError()->code + QStringLiteral(": ") +
                                  panel.shownError()->message
                            : child<QPlainTextEdit>(panel, "launchOutput")->toPlainText()));
    QCOMPARE(projectContainers(project), QStringList{project + QStringLiteral("_media_1")});
    const DockerDaemon::Output shm = m_daemon->run(
        {QStringLiteral("inspect"), QStringLiteral("--format"),
         QStringLiteral("{{.HostConfig.ShmSize}}"), project + QStringLiteral("_media_1")});
    QCOMPARE(shm.out.trimmed(), QByteArray("100663296"));

    // The Launched list shows it running.
    auto *tabs = child<QTabWidget>(panel, "launchBottomTabs");
    QVERIFY(tabs);
    tabs->setCurrentIndex(1);
    QVERIFY(waitForStatus(panel, project, QStringLiteral("running")));
    Ui::LaunchesModel *model = panel.launchesModel();
    const int row = model->rowOf(project);
    QCOMPARE(model->index(row, Ui::LaunchesModel::ProductColumn).data().toString(),
             QStringLiteral("accel-it-gui 0.1.0"));
    QCOMPARE(model->index(row, Ui::LaunchesModel::AcceleratorColumn).data().toString(),
             QStringLiteral("none"));

    // Selected, it can be followed and stopped.
    child<QTreeView>(panel, "launchesView")->setCurrentIndex(model->index(row, 0));
    QVERIFY(child<QPushButton>(panel, "logsButton")->isEnabled());
    QVERIFY(child<QPushButton>(panel, "stopProjectButton")->isEnabled());

    // The README's screenshot: the Launched list with the project running.
    const QImage shot = panel.grab().toImage();
    QCOMPARE(shot.size(), QSize(1366, 768) * shot.devicePixelRatio());
    if (const QString out = qEnvironmentVariable("ACCEL_SCREENSHOT_OUT"); !out.isEmpty())
        QVERIFY2(shot.save(out), qPrintable(out));

    // Logs: followed live until Stop following.
    QPointer<Ui::LogsDialog> dialog = panel.showLogs(project);
    QVERIFY(dialog);
    QSignalSpy ended(dialog.data(), &Ui::LogsDialog::followingEnded);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->text().contains(QString::fromUtf8(Marker)), 30000);
    QVERIFY(dialog->isFollowing());
    dialog->stopFollowing();
    QVERIFY(ended.wait(15000));
    QCOMPARE(ended.first().first().toBool(), true);
    QVERIFY(!dialog->isFollowing());
    dialog->close();

    // Stop, after a confirmation that names the project.
    QSignalSpy stopped(&panel, &Ui::LaunchPanel::stopFinished);
    Confirmation answer;
    answerConfirmation(&answer, "confirmStopButton");
    panel.requestStop(project);
    QVERIFY(answer.seen);
    QVERIFY2(answer.text.contains(project), qPrintable(answer.text));
    QVERIFY(stopped.wait(60000));
    QCOMPARE(stopped.first().at(0).toString(), project);
    QVERIFY2(stopped.first().at(1).toBool(),
             qPrintable(child<QWidget>(panel, "launchesStatus")->property("text").toString()));
    QCOMPARE(projectContainers(project), QStringList());
    QVERIFY(waitForStatus(panel, project, QStringLiteral("stopped")));
    QVERIFY(model->index(model->rowOf(project), 0).data(Ui::LaunchesModel::StoppedRole).toBool());
    Accel::workPool()->waitForDone();
}

QTEST_MAIN(TestDockerLaunchPanel)
#include "tst_docker_launchpanel.moc"
