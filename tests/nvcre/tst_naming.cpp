// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Workflow names of a certification render (issue 8, section 4; cre NOTES section 1). The
// conformance part reads CRE's reconcile goldens and checks the name of every Workflow there
// that carries the certification and category labels.
#include "doc/documentreader.h"
#include "nvcre/naming.h"

#include <QDir>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include "testsupport.h"

using namespace Accel::Nvcre;

class TestNaming : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void truncate_data();
    void truncate();
    void creGoldens();
};

void TestNaming::truncate_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("prefix");
    QTest::newRow("short stays") << QStringLiteral("c-training-nemotron5-8b") << 23
                                 << QStringLiteral("c-training-nemotron5-8b");
    QTest::newRow("31 stays") << QStringLiteral("abcdefghij-abcdefghij-abcdefghi") << 31
                              << QStringLiteral("abcdefghij-abcdefghij-abcdefghi");
    QTest::newRow("32 is cut") << QStringLiteral("abcdefghij-abcdefghij-abcdefghij") << 31
                               << QStringLiteral("abcdefghij-abcdefghij-abc-");
    // A '-' at the cut is trimmed so no "--" appears.
    QTest::newRow("dash at the cut") << QStringLiteral("abcdefghij-abcdefghij-ab-cdefghijkl") << 30
                                     << QStringLiteral("abcdefghij-abcdefghij-ab-");
}

void TestNaming::truncate()
{
    QFETCH(QString, name);
    QFETCH(int, length);
    QFETCH(QString, prefix);
    const QString out = truncateName(name);
    QCOMPARE(out.size(), length);
    QVERIFY2(out.startsWith(prefix), qPrintable(out));
    QVERIFY(!out.contains(QStringLiteral("--")));
    if (name.size() > MaxWorkflowNameLength) {
        const QString hash = out.right(5);
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{5}$")).match(hash).hasMatch());
        // Stable, and different for a different name of the same prefix.
        QCOMPARE(truncateName(name), out);
        QVERIFY(truncateName(name + QLatin1Char('x')) != out);
    }
}

void TestNaming::creGoldens()
{
    const QString dir = QStringLiteral("cre/cmd/integration/testdata/reconcile");
    ACCEL_REQUIRE_CONFORMANCE(dir);
    const QString root = Accel::Test::conformanceDir() + QLatin1Char('/') + dir;
    int checked = 0;
    for (const QString &name : QDir(root).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const QString path = root + QLatin1Char('/') + name + QStringLiteral("/expected.json");
        if (!QFileInfo::exists(path))
            continue;
        const auto doc = Accel::Doc::readDocumentFile(path);
        QVERIFY2(doc, qPrintable(path));
        const QJsonObject objects = doc->toObject();
        for (auto it = objects.begin(); it != objects.end(); ++it) {
            const QJsonObject metadata =
                it.value().toObject().value(QStringLiteral("metadata")).toObject();
            const QJsonObject labels = metadata.value(QStringLiteral("labels")).toObject();
            const QString cert =
                labels.value(QStringLiteral("nvcre.nvidia.com/certification")).toString();
            if (cert.isEmpty() || !it.key().startsWith(QStringLiteral("Workflow/")))
                continue;
            QCOMPARE(
                workflowName(
                    cert,
                    labels.value(QStringLiteral("nvcre.nvidia.com/category-domain")).toString(),
                    labels.value(QStringLiteral("nvcre.nvidia.com/category-variant")).toString()),
                metadata.value(QStringLiteral("name")).toString());
            ++checked;
        }
    }
    QVERIFY(checked > 0);
    qInfo("cre reconcile goldens: %d Workflow names match", checked);
}

QTEST_GUILESS_MAIN(TestNaming)
#include "tst_naming.moc"
