// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The exact bytes of `accelctl get gpus -o json` and `-o yaml` (DESIGN.md: the GpuList document)
// on every snapshot fixture, pinned by golden files, so the one GPU JSON writer in core
// (issue 18, section 3: "the GPU JSON shape is written twice") cannot drift by a byte. The
// snapshot's path is the document's `source`; the golden files hold @SNAPSHOT@ in its place.
// A changed golden file is a changed contract: regenerate it only on purpose
// (ACCEL_UPDATE_GOLDEN=1 rewrites them from the built accelctl).
#include "clirunner.h"
#include "testsupport.h"

#include "doc/jsonwriter.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

const QByteArray SnapshotMarker = "@SNAPSHOT@";

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

} // namespace

class TestCliGpuListGolden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data();
    void golden();
    void canonicalJson_data();
    void canonicalJson();
};

namespace {

void addRows(const QStringList &formats)
{
    QTest::addColumn<QString>("snapshot");
    QTest::addColumn<QString>("format");
    // Every fixture `get gpus` reads: two API versions, two drivers, incomplete pools, pool
    // generations, a List and a multi-document file, a JSON snapshot and the embedded demo.
    const QStringList snapshots{
        QString(),
        u"cluster/claims-cluster.yaml"_s,
        u"cluster/incomplete-pool.yaml"_s,
        u"cluster/list.yaml"_s,
        u"cluster/media-fleet.yaml"_s,
        u"cluster/multidoc.yaml"_s,
        u"cluster/pool-generations.yaml"_s,
        u"cluster/snapshot.json"_s,
        u"cluster/two-drivers.yaml"_s,
        u"cluster/v1beta1-basic.yaml"_s,
        u"cluster/v1beta2.yaml"_s,
    };
    for (const QString &snapshot : snapshots) {
        for (const QString &format : formats)
            QTest::addRow("%s, %s",
                          snapshot.isEmpty() ? "demo" : qPrintable(snapshot.section(u'/', -1)),
                          qPrintable(format))
                << snapshot << format;
    }
}

Accel::Test::CliResult getGpus(const QString &snapshot, const QString &format)
{
    QStringList args{u"get"_s, u"gpus"_s, u"-o"_s, format};
    if (snapshot.isEmpty())
        args << u"--demo"_s;
    else
        args << u"--snapshot"_s << fixture(snapshot);
    return runAccelctl(args);
}

} // namespace

void TestCliGpuListGolden::golden_data()
{
    addRows({u"json"_s, u"yaml"_s});
}

void TestCliGpuListGolden::golden()
{
    QFETCH(QString, snapshot);
    QFETCH(QString, format);
    const CliResult r = getGpus(snapshot, format);
    QCOMPARE(r.exitCode, 0);
    QByteArray out = r.out;
    if (!snapshot.isEmpty()) {
        const QByteArray path = fixture(snapshot).toUtf8();
        QVERIFY2(out.contains(path), "the snapshot's path is the document's source");
        out.replace(path, SnapshotMarker);
    }
    const QString name =
        (snapshot.isEmpty() ? u"demo"_s : snapshot.section(u'/', -1)) + u'.' + format;
    const QString goldenPath = fixture(u"golden/get-gpus/"_s + name);
    if (qEnvironmentVariableIntValue("ACCEL_UPDATE_GOLDEN") == 1) {
        QFile file(goldenPath);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(out);
        QSKIP("golden file rewritten");
    }
    const QByteArray golden = readFile(goldenPath);
    QVERIFY2(!golden.isEmpty(), qPrintable(u"missing golden file "_s + goldenPath));
    if (out != golden) {
        // The first differing line, not two walls of text.
        const QList<QByteArray> got = out.split('\n');
        const QList<QByteArray> want = golden.split('\n');
        for (qsizetype i = 0; i < std::max(got.size(), want.size()); ++i) {
            if (got.value(i) != want.value(i))
                QFAIL(
                    qPrintable(u"%1 line %2: got \"%3\", golden \"%4\""_s.arg(name).arg(i + 1).arg(
                        QString::fromUtf8(got.value(i)), QString::fromUtf8(want.value(i)))));
        }
    }
    QCOMPARE(out.size(), golden.size());
}

void TestCliGpuListGolden::canonicalJson_data()
{
    addRows({u"json"_s});
}

// The streamed text is what printData() makes of the same value: QJsonDocument's key order,
// escaping and numbers, two-space indent (DESIGN.md, output formats).
void TestCliGpuListGolden::canonicalJson()
{
    QFETCH(QString, snapshot);
    QFETCH(QString, format);
    const CliResult r = getGpus(snapshot, format);
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(r.out, Accel::Doc::toJson(doc.object(), Accel::Doc::JsonStyle::Indented));
}

QTEST_GUILESS_MAIN(TestCliGpuListGolden)
#include "tst_cli_gpulist_golden.moc"
