// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Named limits (core/resourcelimits.h) and bounded file inputs (core/inputfile.h): the hostile
// files of issue 19 (/dev/zero, a 2 GB sparse file, a FIFO with no writer, a file whose size
// the kernel does not know) end in an error with a code, at once and without blocking.
#include "inputfile.h"
#include "resourcelimits.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

using namespace Accel;

namespace {

/// Restores a limit's default when the test row ends.
struct LimitGuard
{
    const Limits::Limit &limit;
    ~LimitGuard() { Limits::setValue(limit, 0); }
};

} // namespace

class TestResourceLimits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyLimitIsNamed();
    void parseSize_data();
    void parseSize();
    void applyEnvironment_data();
    void applyEnvironment();
    void exceededNamesInputLimitAndVariable();
    void readInputFile_data();
    void readInputFile();
    void readsUpToTheLimitExactly();
    void checkInputFile();

private:
    QTemporaryDir m_dir;
};

void TestResourceLimits::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString small = m_dir.filePath(QStringLiteral("small.yaml"));
    {
        QFile file(small);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("a: 1\n");
    }
    const QString empty = m_dir.filePath(QStringLiteral("empty.yaml"));
    QVERIFY(QFile(empty).open(QIODevice::WriteOnly));
    // `truncate -s 2G`: a sparse file, no disk used; reading it whole would need 2 GB of memory.
    const QString sparse = m_dir.filePath(QStringLiteral("sparse.json"));
    {
        QFile file(sparse);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(2) << 30));
    }
    const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
}

void TestResourceLimits::everyLimitIsNamed()
{
    const QList<Limits::Limit> all = Limits::all();
    QCOMPARE(all.size(), qsizetype(Limits::Id::Count) - 1);
    QSet<QString> names;
    for (const Limits::Limit &limit : all) {
        QVERIFY(limit.name);
        QVERIFY2(!names.contains(QLatin1String(limit.name)), limit.name);
        names.insert(QLatin1String(limit.name));
        QVERIFY(limit.defaultValue > 0);
        QCOMPARE(Limits::value(limit), limit.defaultValue);
        if (limit.envVar)
            QVERIFY(QLatin1String(limit.envVar).startsWith(QLatin1String("ACCEL_MAX_")));
    }
    // A snapshot of a 10,000-node cluster (about 90 MB of YAML) loads with room to spare.
    QVERIFY(Limits::SnapshotFileBytes.defaultValue >= qint64(512) << 20);
}

void TestResourceLimits::parseSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("expected");
    QTest::addRow("plain") << "512" << qint64(512);
    QTest::addRow("K") << "4K" << qint64(4096);
    QTest::addRow("MiB") << "64MiB" << (qint64(64) << 20);
    QTest::addRow("G lower case") << "2g" << (qint64(2) << 30);
    QTest::addRow("fraction") << "1.5G" << (qint64(3) << 29);
    QTest::addRow("spaces") << " 3 M " << (qint64(3) << 20);
    QTest::addRow("zero") << "0" << qint64(-1);
    QTest::addRow("negative") << "-5" << qint64(-1);
    QTest::addRow("word") << "lots" << qint64(-1);
    QTest::addRow("empty") << "" << qint64(-1);
    QTest::addRow("unknown suffix") << "5X" << qint64(-1);
}

void TestResourceLimits::parseSize()
{
    QFETCH(QString, text);
    QFETCH(qint64, expected);
    QCOMPARE(Limits::parseSize(text), expected);
}

void TestResourceLimits::applyEnvironment_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("code");
    QTest::addColumn<qint64>("expected");
    QTest::addRow("raised") << "4G" << QString() << (qint64(4) << 30);
    QTest::addRow("lowered") << "1000" << QString() << qint64(1000);
    QTest::addRow("not a number") << "big"
                                  << "LIMIT_INVALID" << Limits::SnapshotFileBytes.defaultValue;
    QTest::addRow("zero") << "0"
                          << "LIMIT_INVALID" << Limits::SnapshotFileBytes.defaultValue;
}

void TestResourceLimits::applyEnvironment()
{
    QFETCH(QString, value);
    QFETCH(QString, code);
    QFETCH(qint64, expected);
    const LimitGuard guard{Limits::SnapshotFileBytes};
    QProcessEnvironment env;
    env.insert(QStringLiteral("ACCEL_MAX_SNAPSHOT_BYTES"), value);
    const Result<void> applied = Limits::applyEnvironment(env);
    QCOMPARE(applied ? QString() : applied.error().code, code);
    if (!applied)
        QVERIFY(applied.error().message.contains(QLatin1String("ACCEL_MAX_SNAPSHOT_BYTES")));
    QCOMPARE(Limits::value(Limits::SnapshotFileBytes), expected);
    QCOMPARE(Limits::value(Limits::DocumentFileBytes), Limits::DocumentFileBytes.defaultValue);
}

void TestResourceLimits::exceededNamesInputLimitAndVariable()
{
    const Error error = Limits::exceeded(Limits::SnapshotFileBytes, QStringLiteral("fleet.json"));
    QCOMPARE(error.code, QStringLiteral("LIMIT_EXCEEDED"));
    QCOMPARE(error.message,
             QStringLiteral("fleet.json: more than the snapshot-file limit of 1 GiB"));
    QVERIFY2(error.hint.contains(QLatin1String("ACCEL_MAX_SNAPSHOT_BYTES")),
             qPrintable(error.hint));
    const Error fixed = Limits::exceeded(Limits::NestingDepth, QStringLiteral("op 1 (copy)"));
    QCOMPARE(fixed.message,
             QStringLiteral("op 1 (copy): more than the nesting-depth limit of 256"));
    QVERIFY2(fixed.hint.contains(QLatin1String("fixed")), qPrintable(fixed.hint));
}

void TestResourceLimits::readInputFile_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<qint64>("limitBytes"); // 0: the default
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("messagePart");

    const QString small = m_dir.filePath(QStringLiteral("small.yaml"));
    const QString empty = m_dir.filePath(QStringLiteral("empty.yaml"));
    const QString sparse = m_dir.filePath(QStringLiteral("sparse.json"));
    const QString fifo = m_dir.filePath(QStringLiteral("fifo"));

    QTest::addRow("regular file") << small << qint64(0) << QString() << QString();
    QTest::addRow("empty file") << empty << qint64(0) << QString() << QString();
    QTest::addRow("over a lowered limit") << small << qint64(4) << "LIMIT_EXCEEDED"
                                          << "the file is 5 B, more than";
    QTest::addRow("sparse 2 GB file") << sparse << qint64(0) << "LIMIT_EXCEEDED"
                                      << "the file is 2 GiB, more than the document";
    QTest::addRow("/dev/zero") << "/dev/zero" << qint64(0) << "FILE_NOT_REGULAR"
                               << "/dev/zero is a character device";
    QTest::addRow("FIFO with no writer") << fifo << qint64(0) << "FILE_NOT_REGULAR"
                                         << "is a FIFO (named pipe)";
    QTest::addRow("directory") << m_dir.path() << qint64(0) << "FILE_READ"
                               << "Is a directory";
    QTest::addRow("missing") << m_dir.filePath(QStringLiteral("nope")) << qint64(0) << "FILE_READ"
                             << "cannot read";
    // A /proc file claims size 0: the read itself must stop at the limit.
    QTest::addRow("size unknown beforehand")
        << "/proc/self/status" << qint64(16) << "LIMIT_EXCEEDED"
        << "status: more than the document-file limit of 16 B";
    QTest::addRow("Qt resource") << ":/accel/products/norsk-studio/product.yaml" << qint64(0)
                                 << QString() << QString();
    QTest::addRow("Qt resource over the limit")
        << ":/accel/products/norsk-studio/product.yaml" << qint64(8) << "LIMIT_EXCEEDED"
        << "more than the document-file limit of 8 B";
}

void TestResourceLimits::readInputFile()
{
    QFETCH(QString, path);
    QFETCH(qint64, limitBytes);
    QFETCH(QString, code);
    QFETCH(QString, messagePart);
    const LimitGuard guard{Limits::DocumentFileBytes};
    Limits::setValue(Limits::DocumentFileBytes, limitBytes);
    QElapsedTimer timer;
    timer.start();
    const Result<QByteArray> read = Accel::readInputFile(path, Limits::DocumentFileBytes);
    QVERIFY2(timer.elapsed() < 5000, "a hostile file must fail at once");
    QCOMPARE(read ? QString() : read.error().code, code);
    if (!read) {
        QVERIFY2(read.error().message.contains(messagePart), qPrintable(read.error().message));
        QVERIFY2(read.error().message.contains(path), "the error names the file");
        QVERIFY(!read.error().hint.isEmpty());
        if (code == QLatin1String("LIMIT_EXCEEDED"))
            QVERIFY(read.error().hint.contains(QLatin1String("ACCEL_MAX_DOCUMENT_BYTES")));
    }
}

void TestResourceLimits::readsUpToTheLimitExactly()
{
    const LimitGuard guard{Limits::ConfigFileBytes};
    const QString path = m_dir.filePath(QStringLiteral("exact.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(100000, 'x'));
    file.close();
    Limits::setValue(Limits::ConfigFileBytes, 100000);
    const Result<QByteArray> read = Accel::readInputFile(path, Limits::ConfigFileBytes);
    QVERIFY(read);
    QCOMPARE(read->size(), 100000);
    Limits::setValue(Limits::ConfigFileBytes, 99999);
    QCOMPARE(Accel::readInputFile(path, Limits::ConfigFileBytes).error().code,
             QStringLiteral("LIMIT_EXCEEDED"));
}

void TestResourceLimits::checkInputFile()
{
    const QString fifo = m_dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(Accel::checkInputFile(fifo, Limits::SnapshotFileBytes).error().code,
             QStringLiteral("FILE_NOT_REGULAR"));
    const QString sparse = m_dir.filePath(QStringLiteral("sparse.json"));
    QCOMPARE(Accel::checkInputFile(sparse, Limits::SnapshotFileBytes).error().code,
             QStringLiteral("LIMIT_EXCEEDED"));
    const Result<qint64> size = Accel::checkInputFile(m_dir.filePath(QStringLiteral("small.yaml")),
                                                      Limits::ConfigFileBytes);
    QVERIFY(size);
    QCOMPARE(*size, 5);
}

QTEST_GUILESS_MAIN(TestResourceLimits)
#include "tst_resourcelimits.moc"
