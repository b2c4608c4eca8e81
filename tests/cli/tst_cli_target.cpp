// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// One spelling of a target (issue 38): `--target platform/arch` on `certification render`,
// `workloadrun render` and `workflow render` renders exactly what `--platform P --gpu-arch A`
// renders; a malformed or unknown value, or one given with --platform/--gpu-arch, is a usage
// error (exit 2); an architecture that contradicts the target's product selector is warned
// about on stderr.
#include "clirunner.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

struct SameCase
{
    QStringList command; ///< e.g. {certification, render}
    QString fixture;     ///< under nvcre/
    QString target;
    QString platform;
    QString arch;
};

struct RefusedCase
{
    QStringList args; ///< after the command and its file
    QString stderrPart;
};

} // namespace

Q_DECLARE_METATYPE(SameCase)
Q_DECLARE_METATYPE(RefusedCase)

class TestCliTarget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsPlatformAndArch_data();
    void sameAsPlatformAndArch();
    void refused_data();
    void refused();
    void contradictionIsWarned_data();
    void contradictionIsWarned();
};

void TestCliTarget::sameAsPlatformAndArch_data()
{
    QTest::addColumn<SameCase>("c");
    QTest::newRow("certification render aws/h100") << SameCase{{u"certification"_s, u"render"_s},
                                                               u"certification/options.yaml"_s,
                                                               u"aws/h100"_s,
                                                               u"aws"_s,
                                                               u"h100"_s};
    QTest::newRow("certification render oci/gb200") << SameCase{{u"certification"_s, u"render"_s},
                                                                u"certification/all-entries.yaml"_s,
                                                                u"oci/gb200"_s,
                                                                u"oci"_s,
                                                                u"gb200"_s};
    QTest::newRow("workloadrun render aws/h100") << SameCase{{u"workloadrun"_s, u"render"_s},
                                                             u"certification/workloadrun.yaml"_s,
                                                             u"aws/h100"_s,
                                                             u"aws"_s,
                                                             u"h100"_s};
    QTest::newRow("workflow render aws/h100") << SameCase{{u"workflow"_s, u"render"_s},
                                                          u"workflowrender/workflow.yaml"_s,
                                                          u"aws/h100"_s,
                                                          u"aws"_s,
                                                          u"h100"_s};
}

void TestCliTarget::sameAsPlatformAndArch()
{
    QFETCH(SameCase, c);
    const QString file = fixture(u"nvcre/"_s + c.fixture);
    const CliResult spelled = runAccelctl(c.command + QStringList{file, u"--target"_s, c.target});
    QVERIFY2(spelled.exitCode == 0, spelled.err.constData());
    const CliResult split = runAccelctl(
        c.command + QStringList{file, u"--platform"_s, c.platform, u"--gpu-arch"_s, c.arch});
    QVERIFY2(split.exitCode == 0, split.err.constData());
    QVERIFY(!spelled.out.isEmpty());
    QCOMPARE(spelled.out, split.out);
    QCOMPARE(spelled.err, split.err);
}

void TestCliTarget::refused_data()
{
    QTest::addColumn<RefusedCase>("c");
    QTest::newRow("malformed: a dash")
        << RefusedCase{{u"--target"_s, u"aws-h100"_s}, u"write it platform/arch"_s};
    QTest::newRow("malformed: no architecture")
        << RefusedCase{{u"--target"_s, u"aws/"_s}, u"write it platform/arch"_s};
    QTest::newRow("malformed: three parts")
        << RefusedCase{{u"--target"_s, u"aws/h100/x"_s}, u"write it platform/arch"_s};
    QTest::newRow("unknown platform")
        << RefusedCase{{u"--target"_s, u"moon/h100"_s}, u"invalid --platform \"moon\""_s};
    QTest::newRow("unknown architecture")
        << RefusedCase{{u"--target"_s, u"aws/h999"_s}, u"invalid --gpu-arch \"h999\""_s};
    QTest::newRow("with --platform")
        << RefusedCase{{u"--target"_s, u"aws/h100"_s, u"--platform"_s, u"aws"_s},
                       u"--target is --platform and --gpu-arch in one"_s};
    QTest::newRow("with --gpu-arch")
        << RefusedCase{{u"--target"_s, u"aws/h100"_s, u"--gpu-arch"_s, u"h100"_s},
                       u"--target is --platform and --gpu-arch in one"_s};
}

void TestCliTarget::refused()
{
    QFETCH(RefusedCase, c);
    const QList<std::pair<QStringList, QString>> commands = {
        {{u"certification"_s, u"render"_s}, u"certification/options.yaml"_s},
        {{u"workloadrun"_s, u"render"_s}, u"certification/workloadrun.yaml"_s},
        {{u"workflow"_s, u"render"_s}, u"workflowrender/workflow.yaml"_s},
    };
    for (const auto &[command, file] : commands) {
        const CliResult r =
            runAccelctl(command + QStringList{fixture(u"nvcre/"_s + file)} + c.args);
        QVERIFY2(r.exitCode == 2,
                 qPrintable(command.join(u' ') + u": "_s + QString::fromUtf8(r.err)));
        QVERIFY2(r.err.contains(c.stderrPart.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
}

void TestCliTarget::contradictionIsWarned_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("warned");
    // options.yaml's target selects nvidia.com/gpu.product NVIDIA-H100-80GB-HBM3.
    QTest::newRow("gb200 for an H100 target") << u"aws/gb200"_s << true;
    QTest::newRow("h100 for an H100 target") << u"aws/h100"_s << false;
}

void TestCliTarget::contradictionIsWarned()
{
    QFETCH(QString, target);
    QFETCH(bool, warned);
    const CliResult r =
        runAccelctl({u"certification"_s, u"render"_s,
                     fixture(u"nvcre/certification/options.yaml"_s), u"--target"_s, target});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.err.contains("warning: GPU architecture gb200 contradicts the target: it selects "
                            "nvidia.com/gpu.product NVIDIA-H100-80GB-HBM3 (h100)"),
             warned);
}

QTEST_GUILESS_MAIN(TestCliTarget)
#include "tst_cli_target.moc"
