// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Errors quote what they were given, cut with a marker (issue 32, core/excerpt.h): an error
// about a 960 KB value was a 1.9 MB line. Each row feeds accelctl a 960 KB string where an
// error quotes it and checks that every line it prints stays short and says what was cut.
#include "clirunner.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;

namespace {

const QByteArray Huge(960 * 1000, 'k');

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestCliEcho : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void errorsQuoteAnExcerpt_data();
    void errorsQuoteAnExcerpt();
};

void TestCliEcho::errorsQuoteAnExcerpt_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("code");
    QTest::addRow("product.yaml: an unknown key") << "unknown-key"
                                                  << "PRODUCT_INVALID";
    QTest::addRow("product.yaml: a mediaService compose lacks") << "media-service"
                                                                << "PRODUCT_INVALID";
    QTest::addRow("product.yaml: an accelerator mode") << "mode"
                                                       << "PRODUCT_INVALID";
    QTest::addRow("a duplicate key in a patched file") << "duplicate-key"
                                                       << "YAML_PARSE";
    QTest::addRow("a JSON patch path") << "patch-path"
                                       << "JSON_PATCH";
    // A bad option value is a usage error (exit 2), named by its option rather than a code.
    QTest::addRow("--shm-size") << "shm-size"
                                << "--shm-size";
    QTest::addRow("a product that does not exist") << "product-name"
                                                   << "PRODUCT_NOT_FOUND";
    QTest::addRow("compose: an include that is missing") << "compose-include"
                                                         << "PRODUCT_FILE_MISSING";
    QTest::addRow("an image's bundle manifest: the sha256") << "manifest-sha256"
                                                            << "SIDELOAD_MANIFEST";
    QTest::addRow("cel eval: a device the document lacks") << "device-name"
                                                           << "CEL_DEVICE";
    QTest::addRow("cel eval: a string that is no int") << "cel-int"
                                                       << "CEL_RUNTIME";
    QTest::addRow("claim render: a capability") << "capability"
                                                << "CLAIM_CAPABILITY";
}

void TestCliEcho::errorsQuoteAnExcerpt()
{
    QFETCH(QString, kind);
    QFETCH(QString, code);
    QTemporaryDir dir;
    const QString product = dir.filePath(QStringLiteral("product"));
    QVERIFY(QDir().mkpath(product));
    QVERIFY(writeFile(product + QStringLiteral("/compose.yaml"),
                      "services:\n  media:\n    image: busybox\n"));
    QStringList args;
    if (kind == QLatin1String("unknown-key")) {
        QVERIFY(writeFile(product + QStringLiteral("/product.yaml"),
                          "name: demo\n? " + Huge + "\n: 1\n"));
        args = {QStringLiteral("launch"), product, QStringLiteral("--dry-run")};
    } else if (kind == QLatin1String("media-service")) {
        QVERIFY(writeFile(product + QStringLiteral("/product.yaml"),
                          "name: demo\nmediaService: " + Huge + "\n"));
        args = {QStringLiteral("launch"), product, QStringLiteral("--dry-run")};
    } else if (kind == QLatin1String("mode")) {
        QVERIFY(writeFile(product + QStringLiteral("/product.yaml"),
                          "name: demo\nrequirements:\n  accelerator: {mode: " + Huge + "}\n"));
        args = {QStringLiteral("launch"), product, QStringLiteral("--dry-run")};
    } else if (kind == QLatin1String("duplicate-key")) {
        const QString file = dir.filePath(QStringLiteral("doc.yaml"));
        QVERIFY(writeFile(file, "? " + Huge + "\n: 1\n? " + Huge + "\n: 2\n"));
        args = {QStringLiteral("patch"),   file,
                QStringLiteral("--type"),  QStringLiteral("merge"),
                QStringLiteral("--patch"), QStringLiteral("{}")};
    } else if (kind == QLatin1String("patch-path")) {
        const QString file = dir.filePath(QStringLiteral("doc.yaml"));
        QVERIFY(writeFile(file, "a: 1\n"));
        const QString patch = dir.filePath(QStringLiteral("patch.json"));
        QVERIFY(writeFile(patch, "[{\"op\": \"remove\", \"path\": \"/" + Huge + "\"}]"));
        args = {QStringLiteral("patch"),        file,
                QStringLiteral("--type"),       QStringLiteral("json"),
                QStringLiteral("--patch-file"), patch};
    } else if (kind == QLatin1String("shm-size")) {
        QVERIFY(writeFile(product + QStringLiteral("/product.yaml"), "name: demo\n"));
        args = {QStringLiteral("launch"), product, QStringLiteral("--dry-run"),
                QStringLiteral("--shm-size"), QString::fromLatin1(Huge.left(100'000))};
    } else if (kind == QLatin1String("compose-include")) {
        QVERIFY(writeFile(product + QStringLiteral("/product.yaml"), "name: demo\n"));
        QVERIFY(writeFile(product + QStringLiteral("/compose.yaml"),
                          "include:\n  - " + Huge + "\nservices:\n  media:\n    image: busybox\n"));
        args = {QStringLiteral("launch"), product, QStringLiteral("--dry-run")};
    } else if (kind == QLatin1String("manifest-sha256")) {
        const QString manifest = dir.filePath(QStringLiteral("manifest.json"));
        QVERIFY(writeFile(manifest, "{\"bundles\": [{\"name\": \"gpu-video\", \"sha256\": \"" +
                                        Huge + "\"}]}"));
        args = {QStringLiteral("sideload"), QStringLiteral("fetch"),
                QStringLiteral("--sideload-manifest"), manifest};
    } else if (kind == QLatin1String("device-name") || kind == QLatin1String("cel-int")) {
        const QString device = dir.filePath(QStringLiteral("device.yaml"));
        const bool huge = kind == QLatin1String("cel-int");
        QVERIFY(writeFile(device, "driver: media.liken.sh\nname: gpu0\nattributes:\n  model: "
                                  "{string: " +
                                      (huge ? Huge : QByteArray("x")) + "}\n"));
        args = {QStringLiteral("cel"), QStringLiteral("eval"), QStringLiteral("--device"), device};
        if (huge)
            args << QStringLiteral("int(device.attributes['media.liken.sh'].model) > 0");
        else
            args << QStringLiteral("--device-name") << QString::fromLatin1(Huge.left(100'000))
                 << QStringLiteral("true");
    } else if (kind == QLatin1String("capability")) {
        args = {QStringLiteral("claim"),     QStringLiteral("render"),
                QStringLiteral("--name"),    QStringLiteral("x"),
                QStringLiteral("--require"), QString::fromLatin1(Huge.left(100'000))};
    } else {
        args = {QStringLiteral("launch"), QString::fromLatin1(Huge.left(100'000)),
                QStringLiteral("--dry-run")};
    }
    // Only the commands that keep state take --state-dir.
    if (args.first() == QLatin1String("launch") || args.first() == QLatin1String("sideload"))
        args << QStringLiteral("--state-dir") << dir.filePath(QStringLiteral("state"));
    const Test::CliResult r = Test::runAccelctl(args);
    // 3: a launch refused at plan time (a blocker). A dry run goes on past a blocker, names it
    // in a note ("a launch would stop here: CODE: ...") and exits 0, so the whole plan shows.
    const bool dryRunNote =
        r.exitCode == 0 &&
        r.err.contains(QByteArray("a launch would stop here: " + code.toLatin1()));
    QVERIFY2(r.exitCode == 1 || r.exitCode == 2 || r.exitCode == 3 || dryRunNote,
             r.err.left(2000).constData());
    QVERIFY2(r.err.contains(QByteArray(code.toLatin1() + ": ")), r.err.left(2000).constData());
    for (const QByteArray &line : r.err.split('\n'))
        QVERIFY2(line.size() < 2000, line.left(300).constData());
    QVERIFY2(r.err.contains(" characters]") || r.err.contains(" bytes]"),
             r.err.left(2000).constData());
}

QTEST_GUILESS_MAIN(TestCliEcho)
#include "tst_cli_echo.moc"
