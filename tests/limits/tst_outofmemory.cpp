// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Out of memory anywhere is OUT_OF_MEMORY, exit 1 (issue 32, README "Limits"): each growth path
// run under an address-space cap (`ulimit -v` in the child's shell) with the limits that would
// stop it raised, so that memory runs out first: a list whose server hands out continue tokens
// for ever, a watch that streams new objects for ever (through accel_oomprobe, the window's
// reader with the programs' out-of-memory handling), a snapshot larger than the cap, and catalog
// includes that expand past it. Before, Qt's own code (built without exceptions) went on with a
// null pointer and died of a segmentation fault, and std::bad_alloc in the YAML reader became a
// YAML error at some line.
#include "fakeapiserver.h"
#include "httpstestserver.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using Route = Test::HttpsTestServer::Route;

namespace {

const QByteArray Token = "oom-test-token";

struct Outcome
{
    QProcess::ExitStatus status = QProcess::CrashExit;
    int exitCode = -1;
    QByteArray err;
    qint64 elapsedMs = 0;
};

/// PROGRAM ARGS under `ulimit -v CAPMIB` MiB, with ENV added; at most two minutes.
Outcome runCapped(const QString &program, const QStringList &args, int capMib,
                  const QProcessEnvironment &extra = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &key : extra.keys())
        env.insert(key, extra.value(key));
    // One malloc arena per thread reserves 64 MiB of address space up front: keep their number
    // fixed so that the cap means the same on any machine.
    env.insert(QStringLiteral("MALLOC_ARENA_MAX"), QStringLiteral("2"));
    env.remove(QStringLiteral("NORSK_CTL_GPU_MODE"));
    QProcess process;
    process.setProcessEnvironment(env);
    QStringList shellArgs{QStringLiteral("-c"), QStringLiteral("ulimit -v \"$0\" && exec \"$@\""),
                          QString::number(qint64(capMib) * 1024), program};
    shellArgs << args;
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral("/bin/sh"), shellArgs);
    Outcome out;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        out.err = "(killed after 120 s) " + process.readAllStandardError();
        return out;
    }
    out.status = process.exitStatus();
    out.exitCode = process.exitCode();
    out.err = process.readAllStandardError();
    out.elapsedMs = timer.elapsed();
    return out;
}

bool sanitized()
{
    return qEnvironmentVariableIsSet("ACCEL_SANITIZE");
}

} // namespace

class TestOutOfMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void endlessList();
    void endlessWatch();
    void snapshotLargerThanMemory_data();
    void snapshotLargerThanMemory();
    void catalogIncludes();

private:
    /// OUT_OF_MEMORY (or, where ALSO is set, that code), exit 1, the hint, no crash.
    void verifyOutOfMemory(const Outcome &outcome, const QByteArray &also = {});
};

void TestOutOfMemory::init()
{
    if (sanitized())
        QSKIP("sanitizers reserve more address space than the cap allows");
}

void TestOutOfMemory::verifyOutOfMemory(const Outcome &outcome, const QByteArray &also)
{
    if (outcome.err.contains("AddressSanitizer") || outcome.err.contains("ReserveShadowMemory"))
        QSKIP("sanitizers reserve more address space than the cap allows");
    QVERIFY2(outcome.status == QProcess::NormalExit,
             QByteArray("a crash (signal), not an error: " + outcome.err.right(2000)).constData());
    QVERIFY2(outcome.exitCode == 1,
             QByteArray("exit " + QByteArray::number(outcome.exitCode) + ": " + outcome.err)
                 .constData());
    const bool oom = outcome.err.startsWith("OUT_OF_MEMORY: ");
    QVERIFY2(oom || (!also.isEmpty() && outcome.err.startsWith(QByteArray(also + ": "))),
             outcome.err.right(2000).constData());
    QVERIFY2(outcome.err.contains("\nhint: "), outcome.err.constData());
    if (oom)
        QVERIFY2(!outcome.err.contains("YAML_PARSE") && !outcome.err.contains("bad_alloc"),
                 outcome.err.constData());
}

// A server that hands out a new continue token for ever, with pages of new objects: the list
// holds them all, so with list-pages and list-bytes raised memory runs out first.
void TestOutOfMemory::endlessList()
{
    Test::FakeApiServer api;
    QString error;
    QVERIFY2(api.start(&error), qPrintable(error));
    api.setToken(Token);
    api.setServerVersion(QStringLiteral("v1.36.0"));
    const QByteArray pad(3000, 'p');
    api.server().setHandler(
        QStringLiteral("/api/v1/nodes"), [pad](const Test::HttpsTestServer::Request &, int hit) {
            Route page;
            page.headers.emplaceBack("Content-Type", "application/json");
            QByteArray items;
            for (int i = 0; i < 1000; ++i) {
                if (i)
                    items += ',';
                items += R"({"metadata":{"name":"node-)" + QByteArray::number(hit) + '-' +
                         QByteArray::number(i) + R"(","annotations":{"pad":")" + pad + R"("}}})";
            }
            page.body = R"({"kind":"NodeList","apiVersion":"v1","metadata":{"resourceVersion":)"
                        R"("1","continue":"next-)" +
                        QByteArray::number(hit) + R"("},"items":[)" + items + "]}";
            return page;
        });
    QTemporaryDir dir;
    const QString kubeconfig = api.writeKubeconfig(dir.path());
    QProcessEnvironment env;
    env.insert(QStringLiteral("ACCEL_MAX_LIST_PAGES"), QStringLiteral("100000000"));
    env.insert(QStringLiteral("ACCEL_MAX_LIST_BYTES"), QStringLiteral("1T"));
    const Outcome outcome =
        runCapped(Test::binDir() + QStringLiteral("/accelctl"),
                  {QStringLiteral("get"), QStringLiteral("gpus"), QStringLiteral("--kubeconfig"),
                   kubeconfig, QStringLiteral("--request-timeout"), QStringLiteral("300")},
                  768, env);
    verifyOutOfMemory(outcome);
    QVERIFY(api.server().requestCount(QStringLiteral("/api/v1/nodes")) > 5);
}

// A watch that streams ADDED events of new objects for ever: the reader keeps every one.
void TestOutOfMemory::endlessWatch()
{
    Test::FakeApiServer api;
    QString error;
    QVERIFY2(api.start(&error), qPrintable(error));
    api.setToken(Token);
    api.setServerVersion(QStringLiteral("v1.36.0"));
    const QByteArray pad(3000, 'w');
    api.server().setHandler(
        QStringLiteral("/api/v1/nodes"), [pad](const Test::HttpsTestServer::Request &request, int) {
            Route route;
            route.headers.emplaceBack("Content-Type", "application/json");
            if (!request.path.contains(QStringLiteral("watch=1"))) {
                route.body = R"({"kind":"NodeList","apiVersion":"v1","metadata":)"
                             R"({"resourceVersion":"1"},"items":[]})";
                return route;
            }
            route.endlessBody = true;
            route.endlessPiece = [pad](qint64 n) -> QByteArray {
                const QByteArray number = QByteArray::number(n + 2);
                return R"({"type":"ADDED","object":{"metadata":{"name":"node-)" + number +
                       R"(","resourceVersion":")" + number + R"(","annotations":{"pad":")" + pad +
                       "\"}}}}\n";
            };
            return route;
        });
    QTemporaryDir dir;
    const QString kubeconfig = api.writeKubeconfig(dir.path());
    QProcessEnvironment env;
    env.insert(QStringLiteral("ACCEL_MAX_LIST_BYTES"), QStringLiteral("1T"));
    const Outcome outcome =
        runCapped(QCoreApplication::applicationDirPath() + QStringLiteral("/accel_oomprobe"),
                  {kubeconfig}, 768, env);
    verifyOutOfMemory(outcome);
}

// A snapshot within the snapshot-file limit but larger than the memory the process may have.
void TestOutOfMemory::snapshotLargerThanMemory_data()
{
    QTest::addColumn<bool>("yaml");
    QTest::addColumn<bool>("alias");
    QTest::addColumn<bool>("fits");
    // A JSON List is read an item at a time (Inventory::fromSnapshotFile, issue 37) and keeps
    // only what the inventory needs, so 200 MB of nodes fit under the cap; so does the same
    // fleet as YAML. With an alias across items the YAML goes to the whole-document reader,
    // one document in memory, and runs out: OUT_OF_MEMORY, never a crash.
    QTest::addRow("a JSON List, read item by item") << false << false << true;
    QTest::addRow("the same List as YAML, item by item") << true << false << true;
    QTest::addRow("the same YAML with an alias, one document") << true << true << false;
}

void TestOutOfMemory::snapshotLargerThanMemory()
{
    QFETCH(bool, yaml);
    QFETCH(bool, alias);
    QFETCH(bool, fits);
    QTemporaryDir dir;
    const QString path =
        dir.filePath(yaml ? QStringLiteral("big.yaml") : QStringLiteral("big.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(yaml ? "apiVersion: v1\nkind: List\nitems:\n"
                    : R"({"apiVersion":"v1","kind":"List","items":[)");
    const QByteArray pad(1000, 's');
    for (int i = 0; i < 200000; ++i) {
        const QByteArray name = "node-" + QByteArray::number(i);
        if (yaml) {
            file.write("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: " + name +
                       (alias && i == 0 ? "\n    labels: &l\n" : "\n    labels:\n") +
                       "      pad: " + pad + "\n");
            continue;
        }
        if (i)
            file.write(",");
        file.write(R"({"apiVersion":"v1","kind":"Node","metadata":{"name":")" + name +
                   R"(","labels":{"pad":")" + pad + R"("}}})");
    }
    if (!yaml)
        file.write("]}\n");
    else if (alias)
        file.write("- apiVersion: v1\n  kind: Node\n  metadata:\n    name: last\n    labels: *l\n");
    file.close();
    QVERIFY(file.size() > 200'000'000);
    const Outcome outcome = runCapped(
        Test::binDir() + QStringLiteral("/accelctl"),
        {QStringLiteral("get"), QStringLiteral("gpus"), QStringLiteral("--snapshot"), path}, 384);
    if (!fits) {
        verifyOutOfMemory(outcome);
        return;
    }
    if (outcome.err.contains("AddressSanitizer") || outcome.err.contains("ReserveShadowMemory"))
        QSKIP("sanitizers reserve more address space than the cap allows");
    QVERIFY2(outcome.status == QProcess::NormalExit && outcome.exitCode == 0,
             outcome.err.right(2000).constData());
    QVERIFY2(outcome.err.contains("No GPUs found"), outcome.err.right(2000).constData());
}

// Catalog includes that expand past the cap (five levels of ten, as in the issue, each
// override carrying a long string). A limit on includes, where there is one, may end it first:
// then the error names it; either way an error with a code, exit 1, never a crash or a YAML
// error about std::bad_alloc at some line.
void TestOutOfMemory::catalogIncludes()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("diagnostics")));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("_lib")));
    const auto write = [&dir](const QString &name, const QByteArray &text) {
        QFile file(dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
    };
    QVERIFY(write(QStringLiteral("diagnostics/dcgm-level4.yaml"),
                  "metadata: {domain: diagnostics, variant: dcgm-level4}\n"
                  "spec:\n  jobTemplate: {spec: {workload: {trainJob: {trainer: {image: x}}}}}\n"
                  "  overrides:\n  - include: l1.yaml\n"));
    for (int level = 1; level <= 4; ++level) {
        QByteArray list;
        for (int i = 0; i < 10; ++i)
            list += "- include: l" + QByteArray::number(level + 1) + ".yaml\n";
        QVERIFY(write(QStringLiteral("_lib/l%1.yaml").arg(level), list));
    }
    QByteArray leaf;
    for (int i = 0; i < 10; ++i)
        leaf += "- jobTemplate: {spec: {note" + QByteArray::number(i) + ": \"" +
                QByteArray(20000, 'i') + "\"}}\n";
    QVERIFY(write(QStringLiteral("_lib/l5.yaml"), leaf));
    const Outcome outcome =
        runCapped(Test::binDir() + QStringLiteral("/accelctl"),
                  {QStringLiteral("certification"), QStringLiteral("render"),
                   Test::fixture(QStringLiteral("nvcre/certification/no-product.yaml")),
                   QStringLiteral("--gpu-arch"), QStringLiteral("h100"),
                   QStringLiteral("--catalog"), dir.path()},
                  768);
    verifyOutOfMemory(outcome, "LIMIT_EXCEEDED");
}

QTEST_GUILESS_MAIN(TestOutOfMemory)
#include "tst_outofmemory.moc"
