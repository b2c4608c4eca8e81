// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Generated files are built as a value tree and written by the YAML writer, never by pasting
// outside strings into text (issue 32): a product `name` with a newline once added
// `privileged: true` and a `/` volume to the overlay through its comment line. Every generated
// file here is parsed back and compared with its model, for hostile product names, service
// names, images, state-directory paths and claim names; comments carry only one sanitised line.
#include "doc/documentreader.h"
#include "doc/yamlwriter.h"
#include "dra/claimrender.h"
#include "launch/composeoverlay.h"
#include "launch/launchplanner.h"
#include "launch/product.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Launch;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// Strings an outside source could hand us, each trying to break out of where it is put.
QStringList hostileStrings()
{
    return {
        QStringLiteral("demo\nprivileged: true\nvolumes: [\"/:/host\"]"),
        QStringLiteral("demo\r\nservices:\r\n  media:\r\n    privileged: true"),
        QStringLiteral("demo\u2028privileged: true\u2029x: y\u0085z: w"),
        QStringLiteral("demo # not a comment: {a: b}"),
        QStringLiteral("'quoted' \"double\" \\back\\slash"),
        QStringLiteral("- a\n- b\n---\nkind: Secret"),
        QStringLiteral("\x1b]0;retitled\x07\x1b[2J tab\there"),
        QStringLiteral("&anchor *alias !!binary |"),
        QStringLiteral("\u202eevil\u202c \ufeffbom"),
        QString(5000, QLatin1Char('n')) + QStringLiteral("\nprivileged: true"),
    };
}

/// The comment lines of YAML and the rest.
QList<QByteArray> commentLines(const QByteArray &yaml)
{
    QList<QByteArray> comments;
    for (const QByteArray &line : yaml.split('\n')) {
        if (line.startsWith('#'))
            comments << line;
    }
    return comments;
}

} // namespace

class TestGeneratedFiles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void overlayReadsBackAsItsModel_data();
    void overlayReadsBackAsItsModel();
    void plannedOverlayReadsBack();
    void claimsReadBackAsTheirModel_data();
    void claimsReadBackAsTheirModel();
    void commentIsOneLine_data();
    void commentIsOneLine();
};

void TestGeneratedFiles::overlayReadsBackAsItsModel_data()
{
    QTest::addColumn<QString>("hostile");
    QTest::addColumn<int>("profile");
    int i = 0;
    for (const QString &s : hostileStrings()) {
        for (const Host::Profile p :
             {Host::Profile::Nvidia, Host::Profile::Quadra, Host::Profile::None}) {
            QTest::addRow("string %d, profile %d", i, int(p)) << s << int(p);
        }
        ++i;
    }
}

void TestGeneratedFiles::overlayReadsBackAsItsModel()
{
    QFETCH(QString, hostile);
    QFETCH(int, profile);
    ComposeOverlay::Input input;
    input.mediaService = hostile;
    input.services = {hostile, QStringLiteral("ui") + hostile};
    input.reserve = Host::Profile(profile);
    input.gpuMode = Host::GpuMode::Cdi;
    input.bundles = {
        BundleMount{QStringLiteral("/state/") + hostile + QStringLiteral("/sideload/x"),
                    QStringLiteral("/opt/") + hostile}};
    Host::QuadraCard card;
    card.node = QStringLiteral("/dev/") + hostile;
    input.cards = {card};
    input.containerUser = hostile;
    input.shmSize = hostile;
    const ComposeOverlay overlay = ComposeOverlay::build(input);
    // The compose command holds the project name, another outside string.
    const QByteArray yaml = overlay.toYaml(hostile, QStringLiteral("docker compose -p ") + hostile +
                                                        QStringLiteral(" up"));

    const auto back = Doc::readDocument(yaml, QStringLiteral("overlay.yaml"));
    QVERIFY2(back, back ? ""
                        : qPrintable(back.error().toString() + QLatin1Char('\n') +
                                     QString::fromUtf8(yaml)));
    QCOMPARE(back->toObject(), overlay.document);
    // Only the two header lines are comments, and nothing but the model was added.
    QCOMPARE(commentLines(yaml).size(), qsizetype(2));
    QVERIFY(!yaml.contains("\nprivileged:"));
    const QJsonObject services = back->toObject().value(QStringLiteral("services")).toObject();
    for (auto it = services.begin(); it != services.end(); ++it)
        QVERIFY(!it.value().toObject().contains(QStringLiteral("privileged")));
}

// The overlay a real plan writes, for a product whose product.yaml names it with a newline
// (the case), read back from the file the planner wrote.
void TestGeneratedFiles::plannedOverlayReadsBack()
{
    QTemporaryDir dir;
    const QString productDir = dir.filePath(QStringLiteral("product"));
    QVERIFY(QDir().mkpath(productDir));
    QVERIFY(writeFile(productDir + QStringLiteral("/compose.yaml"),
                      "services:\n  media:\n    image: busybox\n"));
    QVERIFY(writeFile(productDir + QStringLiteral("/product.yaml"),
                      "name: \"demo\\nprivileged: true\\nvolumes: ['/:/host']\"\n"));
    const auto product = ProductTemplate::load(productDir);
    QVERIFY2(product, product ? "" : qPrintable(product.error().toString()));
    QVERIFY(product->name.contains(QLatin1Char('\n')));
    LaunchRequest request;
    request.hardware = Host::Profile::None;
    request.project = QStringLiteral("demo");
    request.host.rootDir = Test::fixturesDir() + QStringLiteral("/hosts/none");
    request.stateDir = dir.filePath(QStringLiteral("state"));
    request.shmSize = QStringLiteral("64m");
    Host::ComposeTool plugin;
    plugin.kind = Host::ComposeKind::Plugin;
    plugin.program = QStringLiteral("/bin/true");
    plugin.version = QStringLiteral("2.29.1");
    request.compose = plugin;
    Host::DaemonCheck daemon;
    daemon.serverVersion = QStringLiteral("27.1.0");
    request.daemon = daemon;
    const auto plan = LaunchPlanner::plan(*product, request);
    QVERIFY2(plan, plan ? "" : qPrintable(plan.error().toString()));
    QVERIFY(LaunchPlanner::writeFiles(*plan));
    QFile written(plan->overlayPath());
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray yaml = written.readAll();
    QCOMPARE(yaml, plan->overlayYaml);
    const auto back = Doc::readDocument(yaml, plan->overlayPath());
    QVERIFY2(back, back ? "" : qPrintable(back.error().toString()));
    QCOMPARE(back->toObject(), plan->overlay.document);
    QCOMPARE(commentLines(yaml).size(), qsizetype(2));
    QVERIFY2(commentLines(yaml).first().contains("demo\\nprivileged: true"), yaml.constData());
    const QJsonObject media = back->toObject()
                                  .value(QStringLiteral("services"))
                                  .toObject()
                                  .value(QStringLiteral("media"))
                                  .toObject();
    const QJsonObject expected{{QStringLiteral("shm_size"), QStringLiteral("64m")}};
    QCOMPARE(media, expected);
}

void TestGeneratedFiles::claimsReadBackAsTheirModel_data()
{
    QTest::addColumn<QString>("hostile");
    QTest::addColumn<bool>("selectorForm");
    int i = 0;
    const QStringList names = hostileStrings() << QStringLiteral("decode-10bit");
    for (const QString &s : names) {
        QTest::addRow("string %d, class form", i) << s << false;
        QTest::addRow("string %d, selector form", i) << s << true;
        ++i;
    }
}

void TestGeneratedFiles::claimsReadBackAsTheirModel()
{
    QFETCH(QString, hostile);
    QFETCH(bool, selectorForm);
    // Each name in turn: refused as an invalid name, or rendered and read back as the model.
    for (int field = 0; field < 4; ++field) {
        Dra::ClaimRenderRequest request;
        request.name = QStringLiteral("decode-10bit");
        request.capabilities = {QStringLiteral("decodeHEVCMain10")};
        request.selectorForm = selectorForm;
        switch (field) {
        case 0:
            request.name = hostile;
            break;
        case 1:
            request.containerName = hostile;
            break;
        case 2:
            request.podClaimName = hostile;
            break;
        default:
            request.capabilities << hostile;
            break;
        }
        const auto rendered = Dra::renderClaim(request);
        if (!rendered)
            continue; // refused, naming the field: nothing was written
        const QByteArray yaml = rendered->toYaml();
        const auto back = Doc::readDocuments(yaml, QStringLiteral("claims.yaml"));
        QVERIFY2(back, back ? ""
                            : qPrintable(back.error().toString() + QLatin1Char('\n') +
                                         QString::fromUtf8(yaml)));
        QList<QJsonValue> objects;
        for (const QJsonValue &v : *back) {
            if (!v.isNull() && !v.isUndefined())
                objects << v;
        }
        QCOMPARE(objects.size(), rendered->objects.size());
        for (qsizetype i = 0; i < objects.size(); ++i)
            QCOMPARE(objects.at(i).toObject(), rendered->objects.at(i));
        // The pod snippet is the last document, all comments: uncommenting its lines past the
        // title gives back the snippet.
        const qsizetype last = yaml.lastIndexOf("---\n");
        QVERIFY(last >= 0);
        QList<QByteArray> lines = yaml.mid(last + 4).split('\n');
        while (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        QByteArray body;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            QVERIFY2(lines.at(i).startsWith("# "), lines.at(i).constData());
            if (i > 0)
                body += lines.at(i).mid(2) + '\n';
        }
        const auto snippetBack = Doc::readDocument(body, QStringLiteral("snippet"));
        QVERIFY2(snippetBack, snippetBack ? "" : qPrintable(snippetBack.error().toString()));
        QCOMPARE(snippetBack->toObject(), rendered->podSnippet);
    }
}

void TestGeneratedFiles::commentIsOneLine_data()
{
    QTest::addColumn<QString>("text");
    for (const QString &s : hostileStrings())
        QTest::addRow("%s",
                      qPrintable(QString::fromLatin1(s.left(20).toUtf8().toPercentEncoding())))
            << s;
}

void TestGeneratedFiles::commentIsOneLine()
{
    QFETCH(QString, text);
    const QByteArray comment = Doc::yamlComment(text);
    QVERIFY(comment.startsWith("# "));
    QVERIFY(comment.endsWith('\n'));
    const QString inside = QString::fromUtf8(comment.chopped(1));
    for (const QChar c : inside) {
        const char16_t u = c.unicode();
        QVERIFY2(u >= 0x20 && u != 0x7f && !(u >= 0x80 && u < 0xa0) && u != 0x2028 && u != 0x2029 &&
                     u != 0xfeff && !(u >= 0x202a && u <= 0x202e),
                 qPrintable(QString::number(u, 16)));
    }
    QVERIFY(inside.size() < 400); // cut with a marker
    // A comment line reads as nothing.
    const auto back = Doc::readDocument(comment + "a: 1\n", QStringLiteral("c"));
    QVERIFY(back);
    const QJsonObject expected{{QStringLiteral("a"), 1}};
    QCOMPARE(back->toObject(), expected);
}

QTEST_GUILESS_MAIN(TestGeneratedFiles)
#include "tst_generatedfiles.moc"
