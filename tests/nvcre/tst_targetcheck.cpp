// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// A target in one spelling, platform/arch, and the warning when the GPU architecture chosen
// contradicts the target (core/nvcre/detection.h, issue 38 "Overrides that show the change
// first"): the engine check, and the render job that carries it to the CLI and the window.
#include "basecodes.h"
#include "nvcre/detection.h"
#include "nvcre/nvcrecodes.h"
#include "nvcre/renderjob.h"
#include "testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;

namespace {

struct SpellingCase
{
    QString text;
    QString platform; ///< expected, when it parses
    QString arch;
    const ErrorCode *error = nullptr; ///< expected error code, else it parses
};

struct ContradictionCase
{
    QMap<QString, QString> nodeSelector;
    QList<QJsonObject> matchExpressions;
    QMap<QString, int> votes;
    QString chosen;
    QStringList expected;
};

} // namespace

Q_DECLARE_METATYPE(SpellingCase)
Q_DECLARE_METATYPE(ContradictionCase)

class TestTargetCheck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spelling_data();
    void spelling();
    void spellingRoundTrips();
    void contradictions_data();
    void contradictions();
    void renderJobCarriesTheWarning_data();
    void renderJobCarriesTheWarning();
};

void TestTargetCheck::spelling_data()
{
    QTest::addColumn<SpellingCase>("c");
    QTest::newRow("aws/h100") << SpellingCase{u"aws/h100"_s, u"aws"_s, u"h100"_s};
    QTest::newRow("onprem/gb300") << SpellingCase{u"onprem/gb300"_s, u"onprem"_s, u"gb300"_s};
    QTest::newRow("no slash: usage") << SpellingCase{u"aws-h100"_s, {}, {}, &Code::USAGE};
    QTest::newRow("empty arch: usage") << SpellingCase{u"aws/"_s, {}, {}, &Code::USAGE};
    QTest::newRow("empty platform: usage") << SpellingCase{u"/h100"_s, {}, {}, &Code::USAGE};
    QTest::newRow("two slashes: usage") << SpellingCase{u"aws/h100/x"_s, {}, {}, &Code::USAGE};
    QTest::newRow("empty: usage") << SpellingCase{{}, {}, {}, &Code::USAGE};
    QTest::newRow("unknown platform")
        << SpellingCase{u"moon/h100"_s, {}, {}, &Code::NVCRE_PLATFORM};
    QTest::newRow("unknown architecture")
        << SpellingCase{u"aws/h999"_s, {}, {}, &Code::NVCRE_GPU_ARCH};
}

void TestTargetCheck::spelling()
{
    QFETCH(SpellingCase, c);
    const auto parsed = Nvcre::parseTargetSpelling(c.text);
    if (c.error) {
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, c.error->name());
        if (c.error == &Code::USAGE) {
            QVERIFY2(parsed.error().message.contains(u"platform/arch"_s),
                     qPrintable(parsed.error().message));
            QVERIFY(parsed.error().hint.contains(u"h100"_s));
        }
        return;
    }
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(parsed->first, c.platform);
    QCOMPARE(parsed->second, c.arch);
}

void TestTargetCheck::spellingRoundTrips()
{
    for (const QString &platform : Nvcre::validPlatforms()) {
        for (const QString &arch : Nvcre::validGpuArchitectures()) {
            const QString text = Nvcre::targetSpelling(platform, arch);
            QCOMPARE(text, platform + u'/' + arch);
            const auto parsed = Nvcre::parseTargetSpelling(text);
            QVERIFY(parsed);
            QCOMPARE(parsed->first, platform);
            QCOMPARE(parsed->second, arch);
        }
    }
}

void TestTargetCheck::contradictions_data()
{
    const QString product = u"nvidia.com/gpu.product"_s;
    QTest::addColumn<ContradictionCase>("c");
    QTest::newRow("gb200 for a target that selects H100")
        << ContradictionCase{{{product, u"NVIDIA-H100-80GB-HBM3"_s}},
                             {},
                             {},
                             u"gb200"_s,
                             {u"GPU architecture gb200 contradicts the target: it selects "
                              "nvidia.com/gpu.product NVIDIA-H100-80GB-HBM3 (h100)"_s}};
    QTest::newRow("h100 for that target: agrees")
        << ContradictionCase{{{product, u"NVIDIA-H100-80GB-HBM3"_s}}, {}, {}, u"h100"_s, {}};
    QTest::newRow("auto never contradicts")
        << ContradictionCase{{{product, u"NVIDIA-H100-80GB-HBM3"_s}}, {}, {{u"h100"_s, 2}}, {}, {}};
    QTest::newRow("an In expression: one of its products agrees") << ContradictionCase{
        {},
        {QJsonObject{{u"key"_s, product},
                     {u"operator"_s, u"In"_s},
                     {u"values"_s, QJsonArray{u"NVIDIA-H100-80GB-HBM3"_s, u"NVIDIA-H200"_s}}}},
        {},
        u"h200"_s,
        {}};
    QTest::newRow("an In expression: none agrees") << ContradictionCase{
        {},
        {QJsonObject{{u"key"_s, product},
                     {u"operator"_s, u"In"_s},
                     {u"values"_s, QJsonArray{u"NVIDIA-H100-80GB-HBM3"_s, u"NVIDIA-H200"_s}}}},
        {},
        u"a100"_s,
        {u"GPU architecture a100 contradicts the target: it selects "
         "nvidia.com/gpu.product NVIDIA-H100-80GB-HBM3, NVIDIA-H200 (h100, "
         "h200)"_s}};
    QTest::newRow("a NotIn expression selects nothing to contradict")
        << ContradictionCase{{},
                             {QJsonObject{{u"key"_s, product},
                                          {u"operator"_s, u"NotIn"_s},
                                          {u"values"_s, QJsonArray{u"NVIDIA-H100-80GB-HBM3"_s}}}},
                             {},
                             u"a100"_s,
                             {}};
    QTest::newRow("the nodes vote for h100 only")
        << ContradictionCase{{},
                             {},
                             {{u"h100"_s, 3}},
                             u"gb200"_s,
                             {u"GPU architecture gb200 contradicts the nodes' vote: their "
                              "nvidia.com/gpu.product labels say h100=3"_s}};
    QTest::newRow("a minority vote is no contradiction")
        << ContradictionCase{{}, {}, {{u"h100"_s, 3}, {u"a100"_s, 1}}, u"a100"_s, {}};
    QTest::newRow("both: selector and vote")
        << ContradictionCase{{{product, u"NVIDIA-H100-80GB-HBM3"_s}},
                             {},
                             {{u"h100"_s, 2}},
                             u"gb200"_s,
                             {u"GPU architecture gb200 contradicts the target: it selects "
                              "nvidia.com/gpu.product NVIDIA-H100-80GB-HBM3 (h100)"_s,
                              u"GPU architecture gb200 contradicts the nodes' vote: their "
                              "nvidia.com/gpu.product labels say h100=2"_s}};
}

void TestTargetCheck::contradictions()
{
    QFETCH(ContradictionCase, c);
    Nvcre::TargetSelector target;
    target.nodeSelector = c.nodeSelector;
    target.matchExpressions = c.matchExpressions;
    QCOMPARE(Nvcre::gpuArchitectureContradictions(target, c.votes, c.chosen), c.expected);
}

void TestTargetCheck::renderJobCarriesTheWarning_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("arch");
    QTest::addColumn<int>("warnings");
    // options.yaml's target selects NVIDIA-H100-80GB-HBM3 (the example).
    QTest::newRow("certification, gb200 against an H100 target")
        << u"certification/options.yaml"_s << u"gb200"_s << 1;
    QTest::newRow("certification, h100: none") << u"certification/options.yaml"_s << u"h100"_s << 0;
    QTest::newRow("certification, auto: none") << u"certification/options.yaml"_s << QString() << 0;
    QTest::newRow("workloadrun, gb200 against an H100 target")
        << u"certification/workloadrun.yaml"_s << u"gb200"_s << 1;
}

void TestTargetCheck::renderJobCarriesTheWarning()
{
    QFETCH(QString, file);
    QFETCH(QString, arch);
    QFETCH(int, warnings);
    Nvcre::RenderParams params;
    params.inputFile = Test::fixture(u"nvcre/"_s + file);
    params.platform = u"aws"_s;
    params.gpuArchitecture = arch;
    const Result<Nvcre::RenderResult> result = Nvcre::RenderJob(params).exec();
    QVERIFY2(result, qPrintable(result ? QString() : result.error().message));
    QCOMPARE(result->targetWarnings.size(), warnings);
    if (warnings > 0)
        QVERIFY(result->targetWarnings.constFirst().startsWith(u"GPU architecture gb200 "
                                                               "contradicts the target"_s));
}

QTEST_GUILESS_MAIN(TestTargetCheck)
#include "tst_targetcheck.moc"
