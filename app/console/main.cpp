// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "claimspanel.h"
#include "clusterclaimsview.h"
#include "clusterpanel.h"
#include "host/hostprobe.h"
#include "kube/clustersource.h"
#include "launchpanel.h"
#include "mainwindow.h"
#include "mallocpolicy.h"
#include "nvcre/detection.h"
#include "overridespanel.h"
#include "printable.h"
#include "regularexpression.h"
#include "resourcelimits.h"
#include "theme.h"
#include "translations.h"
#include "workpool.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStyle>
#include <QTemporaryDir>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <new>

namespace {

/// `--screenshot` renders without a display, so the platform must be chosen before
/// QApplication exists: look for the flag in argv directly.
bool wantsScreenshot(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--screenshot") == 0 ||
            std::strncmp(argv[i], "--screenshot=", 13) == 0)
            return true;
    }
    return false;
}

/// `--help` and `--version` print and exit, and must work without a display (DESIGN.md,
/// "External contracts"; the man page is generated from --help at build time).
bool wantsHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag : {"-h", "--help", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], flag) == 0)
                return true;
        }
    }
    return false;
}

/// TEXT and a line break on stderr, through the one terminal-safe printer (core/printable.h).
void printError(const QString &text)
{
    Accel::printText(stderr, text + QLatin1Char('\n'));
}

/// Everything main() does; main() turns out-of-memory into an error.
int runConsole(int argc, char *argv[])
{
    const bool screenshot = wantsScreenshot(argc, argv);
    if ((screenshot || wantsHelpOrVersion(argc, argv)) &&
        !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("accel-console"));
    QApplication::setOrganizationName(QStringLiteral("accel-console"));
    QApplication::setApplicationDisplayName(QStringLiteral("Accel Console"));
    QApplication::setApplicationVersion(QStringLiteral(ACCEL_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.accel_console.AccelConsole"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/accel/icons/accel-console.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Accel Console: this host's accelerators, safe launches, and cluster previews."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the window offscreen, save it as a PNG to FILE and exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption panelOption(
        QStringLiteral("panel"),
        QStringLiteral("The panel to show first: %1.")
            .arg((Accel::Ui::MainWindow::panelNames() << QStringLiteral("cluster-claims"))
                     .join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption hostRootOption(
        QStringLiteral("host-root"),
        QStringLiteral("Probe DIR/sys, DIR/dev, DIR/proc and DIR/etc/group instead of /."),
        QStringLiteral("DIR"));
    const QCommandLineOption dockerInfoOption(
        QStringLiteral("docker-info"),
        QStringLiteral("Read docker info JSON from FILE instead of running docker."),
        QStringLiteral("FILE"));
    const QCommandLineOption stateDirOption(
        QStringLiteral("state-dir"),
        QStringLiteral("Keep the sideload bundle cache and launch files in DIR (default: "
                       "$XDG_STATE_HOME/accel-console)."),
        QStringLiteral("DIR"));
    const QCommandLineOption sideloadManifestOption(
        QStringLiteral("sideload-manifest"),
        QStringLiteral("Read the media image's bundle manifest from FILE instead of the image's "
                       "label (docker image inspect)."),
        QStringLiteral("FILE"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QStringLiteral("User interface language: en or nb (default: the system locale)."),
        QStringLiteral("LANG"));
    const QCommandLineOption snapshotOption(
        QStringLiteral("snapshot"),
        QStringLiteral("Show the cluster objects in FILE (a kubectl List, multi-document YAML or "
                       "JSON) instead of reading a cluster."),
        QStringLiteral("FILE"));
    const QCommandLineOption kubeconfigOption(
        QStringLiteral("kubeconfig"),
        QStringLiteral("Read contexts from FILE instead of KUBECONFIG or ~/.kube/config "
                       "(repeatable)."),
        QStringLiteral("FILE"));
    // The cluster seams accelctl's cluster commands take (issue 18, section 1).
    const QCommandLineOption contextOption(
        QStringLiteral("context"),
        QStringLiteral("Show kubeconfig context NAME first instead of current-context."),
        QStringLiteral("NAME"));
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QStringLiteral("Show the embedded demo cluster first instead of a kubeconfig context."));
    const QCommandLineOption requestTimeoutOption(
        QStringLiteral("request-timeout"),
        QStringLiteral("Give up on an API request whose whole answer has not arrived within "
                       "SECONDS (default 30, or the cluster's Connection settings; 0: only the "
                       "built-in one-hour limit)."),
        QStringLiteral("SECONDS"));
    const QCommandLineOption caFileOption(
        QStringLiteral("ca-file"),
        QStringLiteral("Trust the CA certificates in FILE (PEM) too, for API servers and the "
                       "sideload mirror with a private CA (default: the CA files last chosen in "
                       "the cluster's Connection settings and the Launch panel)."),
        QStringLiteral("FILE"));
    const QCommandLineOption insecureMirrorOption(
        QStringLiteral("allow-insecure-mirror"),
        QStringLiteral("Accept plain-HTTP sideload mirror URLs (the sha256 still protects each "
                       "bundle; the launch output says so)."));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QStringLiteral("With --screenshot: the window's size, WxH (default 1366x768)."),
        QStringLiteral("WxH"), QStringLiteral("1366x768"));
    const QCommandLineOption screenshotTimeoutOption(
        QStringLiteral("screenshot-timeout"),
        QStringLiteral("With --screenshot: take it after SECONDS at the latest, whether or not the "
                       "panel has finished loading (default 30; 1 to 3600). A snapshot of tens "
                       "of thousands of nodes takes longer than 30 s to load."),
        QStringLiteral("SECONDS"), QStringLiteral("30"));
    const QCommandLineOption openOption(
        QStringLiteral("open"),
        QStringLiteral("Open FILE (a Workflow, Certification or WorkloadRun) in the Overrides "
                       "panel and show that panel."),
        QStringLiteral("FILE"));
    const QCommandLineOption targetOption(
        QStringLiteral("target"),
        QStringLiteral("Where the Overrides panel detects: PLATFORM/ARCH offline (aws/h100; "
                       "ARCH may be empty for auto), or \"cluster\" for the cluster the "
                       "Hardware tab shows."),
        QStringLiteral("TARGET"));
    // accelctl's test seam for the certification catalog (DESIGN.md, "Test seams"; issue 18).
    const QCommandLineOption catalogOption(
        QStringLiteral("catalog"),
        QStringLiteral("Render Certifications and WorkloadRuns in the Overrides panel with the "
                       "catalog in DIR instead of the embedded one (as accelctl certification "
                       "render --catalog DIR; README.md, \"Catalog format\")."),
        QStringLiteral("DIR"));
    const QCommandLineOption paletteOption(
        QStringLiteral("palette"),
        QStringLiteral("Draw the window with the Fusion style in a light or dark palette "
                       "instead of the desktop's theme: light or dark."),
        QStringLiteral("NAME"));
    parser.addOptions({screenshotOption,
                       panelOption,
                       hostRootOption,
                       dockerInfoOption,
                       stateDirOption,
                       sideloadManifestOption,
                       catalogOption,
                       langOption,
                       snapshotOption,
                       kubeconfigOption,
                       contextOption,
                       demoOption,
                       requestTimeoutOption,
                       caFileOption,
                       insecureMirrorOption,
                       openOption,
                       targetOption,
                       sizeOption,
                       screenshotTimeoutOption,
                       paletteOption});
    parser.process(app); // --help and --version end here
    // Before any work: the UI thread gets a core before the workers (core/workpool.h).
    Accel::lowerWorkPoolPriority();

    if (parser.isSet(paletteOption)) {
        const QString name = parser.value(paletteOption);
        if (name != QLatin1String("light") && name != QLatin1String("dark")) {
            printError(QStringLiteral("accel-console: --palette takes light or dark, not \"%1\"")
                           .arg(name));
            return 2;
        }
        QApplication::setStyle(QStringLiteral("Fusion"));
        QApplication::setPalette(name == QLatin1String("dark")
                                     ? Accel::Ui::Theme::darkPalette()
                                     : QApplication::style()->standardPalette());
    }

    const QString lang = parser.value(langOption);
    if (lang != QLatin1String("en"))
        Accel::Ui::installTranslations(app, lang);
    Accel::Limits::installOutOfMemoryHandler(1); // again, now in the user's language
    if (const Accel::Result<void> limits =
            Accel::Limits::applyEnvironment(QProcessEnvironment::systemEnvironment());
        !limits) {
        printError(limits.error().toString());
        return 2;
    }

    // A screenshot changes no saved setting and depends on none (DESIGN.md, "External
    // contracts"; issue 18 section 4): every QSettings of this run, whichever panel makes it,
    // reads and writes a throwaway folder instead of the user's configuration.
    QTemporaryDir screenshotSettings;
    if (screenshot) {
        if (!screenshotSettings.isValid()) {
            printError(QStringLiteral("accel-console: cannot make a temporary folder for the "
                                      "screenshot's settings: %1")
                           .arg(screenshotSettings.errorString()));
            return 1;
        }
        for (const QSettings::Scope scope : {QSettings::UserScope, QSettings::SystemScope}) {
            QSettings::setPath(QSettings::NativeFormat, scope, screenshotSettings.path());
            QSettings::setPath(QSettings::IniFormat, scope, screenshotSettings.path());
        }
    }

    Accel::Host::HostSources sources = Accel::Host::HostSources::fromEnvironment();
    if (parser.isSet(hostRootOption))
        sources.rootDir = parser.value(hostRootOption);
    if (parser.isSet(dockerInfoOption))
        sources.dockerInfoFile = parser.value(dockerInfoOption);

    Accel::Ui::MainWindowServices services;
    services.hostProbe = [sources] { return Accel::Host::probeHost(sources); };
    services.launch.hostSources = sources;
    services.launch.stateDir = parser.value(stateDirOption);
    services.launch.sideloadManifest = parser.value(sideloadManifestOption);
    services.launch.fetchOptions.caFile = parser.value(caFileOption);
    services.launch.fetchOptions.allowInsecureMirror = parser.isSet(insecureMirrorOption);

    // The cluster flags, checked as accelctl checks them (one parser in core).
    Accel::Kube::ClusterSourceArguments cluster;
    if (parser.isSet(snapshotOption))
        cluster.snapshotFile = parser.value(snapshotOption);
    cluster.demo = parser.isSet(demoOption);
    cluster.kubeconfigFiles = parser.values(kubeconfigOption);
    if (parser.isSet(contextOption))
        cluster.context = parser.value(contextOption);
    if (parser.isSet(requestTimeoutOption))
        cluster.requestTimeout = parser.value(requestTimeoutOption);
    if (parser.isSet(caFileOption))
        cluster.caFile = parser.value(caFileOption);
    cluster.offered = Accel::Kube::ClusterSeam::Picker;
    Accel::Result<Accel::Kube::ClusterSource> source = Accel::Kube::ClusterSource::parse(cluster);
    if (!source) {
        printError(QStringLiteral("accel-console: ") + Accel::printable(source.error().message));
        return 2;
    }
    services.cluster = std::move(*source);
    Accel::Ui::MainWindow window(std::move(services));

    if (parser.isSet(panelOption) && !window.showPanel(parser.value(panelOption))) {
        printError(QStringLiteral("accel-console: unknown panel \"%1\" (use one of: %2)")
                       .arg(parser.value(panelOption), (Accel::Ui::MainWindow::panelNames()
                                                        << QStringLiteral("cluster-claims"))
                                                           .join(QStringLiteral(", "))));
        return 2;
    }

    if (parser.isSet(catalogOption)) {
        // A folder that is there; what is in it is checked at each render, as accelctl does.
        const QString catalog = parser.value(catalogOption);
        if (catalog.isEmpty() || !QFileInfo(catalog).isDir()) {
            printError(QStringLiteral("accel-console: --catalog needs a folder holding a catalog "
                                      "(README.md, \"Catalog format\"), not \"%1\"")
                           .arg(catalog));
            return 2;
        }
        window.overridesPanel()->setCatalogDir(catalog);
    }
    if (parser.isSet(targetOption)) {
        const QString target = parser.value(targetOption);
        Accel::Ui::OverridesPanel *overrides = window.overridesPanel();
        if (target == QLatin1String("cluster")) {
            overrides->setTargetKind(Accel::Ui::OverridesPanel::Target::Cluster);
        } else if (!target.contains(QLatin1Char('/')) ||
                   !overrides->setTarget(target.section(QLatin1Char('/'), 0, 0),
                                         target.section(QLatin1Char('/'), 1))) {
            printError(QStringLiteral("accel-console: unknown target \"%1\" (use cluster, or "
                                      "PLATFORM/ARCH with a platform of %2 and an architecture "
                                      "of %3)")
                           .arg(target, Accel::Nvcre::validPlatforms().join(QStringLiteral(", ")),
                                Accel::Nvcre::validGpuArchitectures().join(QStringLiteral(", "))));
            return 2;
        }
    }
    if (parser.isSet(openOption)) {
        window.overridesPanel()->openFile(parser.value(openOption));
        if (!parser.isSet(panelOption))
            window.showPanel(QStringLiteral("overrides"));
    }

    if (!screenshot) {
        window.show();
        return app.exec();
    }

    const QString file = parser.value(screenshotOption);
    static const Accel::RegularExpression sizePattern =
        Accel::RegularExpression::builtIn(R"(^(\d{3,4})x(\d{3,4})$)");
    const Accel::RegularExpression::Match size = sizePattern.match(parser.value(sizeOption));
    if (!size.hasMatch()) {
        printError(QStringLiteral("accel-console: --size needs WxH with 3 or 4 digits each "
                                  "(1366x768), not \"%1\"")
                       .arg(parser.value(sizeOption)));
        return 2;
    }
    bool timeoutRead = false;
    const int timeoutSeconds = parser.value(screenshotTimeoutOption).toInt(&timeoutRead);
    if (!timeoutRead || timeoutSeconds < 1 || timeoutSeconds > 3600) {
        printError(QStringLiteral("accel-console: --screenshot-timeout takes whole seconds from 1 "
                                  "to 3600, not \"%1\"")
                       .arg(parser.value(screenshotTimeoutOption)));
        return 2;
    }
    window.resize(size.captured(1).toInt(), size.captured(2).toInt());
    window.show();
    int status = 1;
    const auto capture = [&] {
        QImage shot = window.grab().toImage();
        // What made it, in the PNG's text (installer/screenshots.sh checks the README's images by
        // it): the arguments but the output file, and the scale factor when not 1.
        QStringList made = QCoreApplication::arguments().mid(1);
        for (qsizetype i = 0; i < made.size();) {
            if (made[i] == QLatin1String("--screenshot") && i + 1 < made.size())
                made.remove(i, 2);
            else if (made[i].startsWith(QLatin1String("--screenshot=")))
                made.remove(i);
            else
                ++i;
        }
        if (const QByteArray scale = qgetenv("QT_SCALE_FACTOR"); !scale.isEmpty())
            made.prepend(QStringLiteral("QT_SCALE_FACTOR=") + QString::fromLocal8Bit(scale));
        shot.setText(QStringLiteral("accel-console"), made.join(QLatin1Char(' ')));
        if (shot.save(file, "PNG")) {
            Accel::printText(stdout, QDir::current().absoluteFilePath(file) + QLatin1Char('\n'));
            status = 0;
        } else {
            printError(
                QStringLiteral("accel-console: cannot write the screenshot to %1").arg(file));
        }
        app.quit();
    };
    // What a panel does right after its data is shown (a tree fitting its columns again at the
    // width a collapsed host half left it) is in the picture.
    constexpr int SettleMs = 250;
    // Capture once the panel in front has reported (the probe, or the launch plan: the panel is
    // then complete), with a deadline so a hung docker never keeps a screenshot run alive.
    QTimer::singleShot(std::chrono::seconds(timeoutSeconds), &app, capture);
    if (window.currentPanel() == QLatin1String("claims")) {
        // The claims panel is complete once the allocation preview for its form is shown.
        QObject::connect(window.claimsPanel(), &Accel::Ui::ClaimsPanel::resultShown, &app,
                         [&] { QTimer::singleShot(SettleMs, &app, capture); });
    } else if (window.currentPanel() == QLatin1String("overrides")) {
        // The overrides panel is complete once a render (or its error) is shown for the file
        // opened and, with the cluster as the target, the cluster has loaded.
        QObject::connect(
            window.overridesPanel(), &Accel::Ui::OverridesPanel::resultShown, &app, [&] {
                Accel::Ui::OverridesPanel *panel = window.overridesPanel();
                const bool waitForCluster =
                    panel->targetKind() == Accel::Ui::OverridesPanel::Target::Cluster &&
                    window.clusterPanel()->isLoading();
                if (!panel->isBusy() && !waitForCluster)
                    QTimer::singleShot(SettleMs, &app, capture);
            });
    } else if (window.currentPanel() == QLatin1String("launch")) {
        QObject::connect(window.launchPanel(), &Accel::Ui::LaunchPanel::planReady, &app,
                         [&] { QTimer::singleShot(SettleMs, &app, capture); });
    } else {
        // Both halves: the host probe and the cluster's file or demo load (a live context with
        // no client yet shows its "Connecting" status and does not hold the capture back).
        const auto captureWhenSettled = [&] {
            if (!window.hardwarePanel()->isBusy() && !window.clusterPanel()->isLoading())
                QTimer::singleShot(SettleMs, &app, capture);
        };
        QObject::connect(window.hardwarePanel(), &Accel::Ui::HardwarePanel::probeFinished, &app,
                         captureWhenSettled);
        if (parser.value(panelOption) == QLatin1String("cluster-claims")) {
            // The claims tab is complete once its pools and claims are shown and the first
            // Pending pod explained (or there is none).
            Accel::Ui::ClusterClaimsView *claims = window.clusterPanel()->claimsView();
            const auto whenIdle = [claims, captureWhenSettled] {
                if (!claims->isBusy())
                    captureWhenSettled();
            };
            QObject::connect(claims, &Accel::Ui::ClusterClaimsView::updated, &app, whenIdle);
            QObject::connect(claims, &Accel::Ui::ClusterClaimsView::explained, &app, whenIdle);
        } else {
            QObject::connect(window.clusterPanel(), &Accel::Ui::ClusterPanel::loadFinished, &app,
                             captureWhenSettled);
        }
        captureWhenSettled();
    }
    app.exec();
    return status;
}

} // namespace

int main(int argc, char *argv[])
{
    // Before any thread: no long allocator merge under a lock the UI thread waits on.
    Accel::keepAllocatorLocksShort();
    // An input that no limit caught can still exhaust memory: report it, never abort. The
    // handler covers std::bad_alloc that does not reach this frame (worker threads).
    Accel::Limits::installOutOfMemoryHandler(1);
    // Qt's messages reach stderr escaped (core/printable.h), as the command line's do.
    Accel::installPrintableMessageHandler();
    try {
        return runConsole(argc, argv);
    } catch (const std::bad_alloc &) {
        printError(Accel::Limits::outOfMemory().toString());
        return 1;
    }
}
