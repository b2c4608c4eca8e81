// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// RFC 7386 merge patch: generating patches (property test) and depth refusal. The RFC's own
// appendix A runs in tst_patch_conformance.
#include "doc/mergepatch.h"
#include "doc/structuraldiff.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QtTest>

#include "testsupport.h"

using Accel::Doc::MergePatch;

namespace {
/// Random trees without null object members (a merge patch cannot express those).
QJsonValue randomTree(QRandomGenerator &rng, int depth)
{
    const int kind = int(rng.bounded(depth > 3 ? 4 : 6));
    switch (kind) {
    case 0:
        return int(rng.bounded(5));
    case 1:
        return QStringLiteral("s%1").arg(rng.bounded(4));
    case 2:
        return rng.bounded(2) == 1;
    case 3: {
        QJsonArray array;
        for (int i = 0, n = int(rng.bounded(3)); i < n; ++i)
            array.append(int(rng.bounded(3)));
        return array;
    }
    default: {
        QJsonObject object;
        for (int i = 0, n = int(rng.bounded(5)); i < n; ++i)
            object.insert(QStringLiteral("k%1").arg(rng.bounded(6)), randomTree(rng, depth + 1));
        return object;
    }
    }
}
} // namespace

class TestMergePatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void generatedPatchRoundTrips();
    void deepPatchIsRefused();
};

void TestMergePatch::generatedPatchRoundTrips()
{
    QRandomGenerator rng(20261129);
    for (int i = 0; i < 2000; ++i) {
        const QJsonValue a = randomTree(rng, 0);
        const QJsonValue b = randomTree(rng, 0);
        const QJsonValue patch = MergePatch::create(a, b);
        const auto merged = MergePatch::apply(a, patch);
        QVERIFY(merged);
        if (!(*merged == b)) {
            QFAIL(qPrintable(QStringLiteral("case %1 differs:\n%2")
                                 .arg(i)
                                 .arg(Accel::Doc::StructuralDiff::toText(
                                     Accel::Doc::StructuralDiff::compute(b, *merged)))));
        }
    }
}

void TestMergePatch::deepPatchIsRefused()
{
    QJsonValue patch = 1;
    for (int i = 0; i < 600; ++i)
        patch = QJsonObject{{QStringLiteral("a"), patch}};
    const auto result = MergePatch::apply(QJsonObject(), patch);
    QVERIFY(!result);
    QCOMPARE(result.error().code, QStringLiteral("JSON_DEPTH"));
}

QTEST_GUILESS_MAIN(TestMergePatch)
#include "tst_mergepatch.moc"
