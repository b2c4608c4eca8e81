// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The command line with kubectl's manners (issue 34): singular, plural and short resource
// names, options anywhere after the command, -n that refuses an option as its value, "did you
// mean" for commands, resources and options, and usage errors naming the command's own --help.
// Each row is one trip a kubectl user had.
#include "clirunner.h"
#include "testsupport.h"

#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

struct MannersRow
{
    const char *tag;
    QStringList args;
    int exitCode;
    QByteArray outHas; ///< on stdout (empty: not checked)
    QByteArray errHas; ///< on stderr (empty: not checked)
    QByteArray errNot; ///< never on stderr (empty: not checked)
};

} // namespace

Q_DECLARE_METATYPE(MannersRow)

class TestCliKubectlManners : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trips_data();
    void trips();
};

void TestCliKubectlManners::trips_data()
{
    QTest::addColumn<MannersRow>("row");
    const QString claims = fixture(u"cluster/claims-cluster.yaml"_s);
    const QList<MannersRow> rows{
        // Singular, plural and short names.
        {"get gpu", {u"get"_s, u"gpu"_s, u"--demo"_s}, 0, "PCIBUSID", {}, "unknown command"},
        {"get gpus", {u"get"_s, u"gpus"_s, u"--demo"_s}, 0, "PCIBUSID", {}, {}},
        {"get claim",
         {u"get"_s, u"claim"_s, u"-A"_s, u"--snapshot"_s, claims},
         0,
         "train-0-gpus",
         {},
         {}},
        {"get resourceclaims",
         {u"get"_s, u"resourceclaims"_s, u"-A"_s, u"--snapshot"_s, claims},
         0,
         "train-0-gpus",
         {},
         {}},
        {"get pool", {u"get"_s, u"pool"_s, u"--demo"_s}, 0, "POOL", {}, {}},
        {"get slice", {u"get"_s, u"slice"_s, u"--demo"_s}, 0, "DRIVER", {}, {}},
        {"get slices", {u"get"_s, u"slices"_s, u"--demo"_s}, 0, "DRIVER", {}, {}},
        {"get resourceslice", {u"get"_s, u"resourceslice"_s, u"--demo"_s}, 0, "DRIVER", {}, {}},
        {"get product", {u"get"_s, u"product"_s}, 0, "norsk-studio", {}, {}},
        {"explain pods",
         {u"explain"_s, u"pods"_s, u"train-0"_s, u"-n"_s, u"ml"_s, u"--snapshot"_s, claims},
         0,
         "pod ml/train-0",
         {},
         {}},
        // Options anywhere after the command, before the resource too.
        {"options before the resource", {u"get"_s, u"--demo"_s, u"gpus"_s}, 0, "PCIBUSID", {}, {}},
        {"an option's value before the resource",
         {u"get"_s, u"-n"_s, u"ml"_s, u"claims"_s, u"--snapshot"_s, claims},
         0,
         "train-0-gpus",
         {},
         {}},
        // Unknown commands: the words only, never the options, and what they may have meant.
        {"get gpux",
         {u"get"_s, u"gpux"_s, u"--demo"_s},
         2,
         {},
         "unknown command \"get gpux\"\n\nDid you mean this?\n        get gpus\n",
         "--demo"},
        {"get claimz",
         {u"get"_s, u"claimz"_s},
         2,
         {},
         "Did you mean this?\n        get claims\n\nRun 'accelctl get --help' for usage.",
         {}},
        {"a resource without its verb", {u"gpus"_s, u"--demo"_s}, 2, {}, "        get gpus\n", {}},
        {"a misspelt verb", {u"lanuch"_s, u"norsk-studio"_s}, 2, {}, "        launch\n", {}},
        {"a misspelt option",
         {u"get"_s, u"gpus"_s, u"--dmeo"_s},
         2,
         {},
         "Did you mean this?\n        --demo\n",
         {}},
        {"a misspelt option of explain pod",
         {u"explain"_s, u"pod"_s, u"x"_s, u"--namspace"_s, u"ml"_s},
         2,
         {},
         "        --namespace\n",
         {}},
        // -n takes a namespace, never the option after it.
        {"-n --demo",
         {u"get"_s, u"claims"_s, u"-n"_s, u"--demo"_s},
         2,
         {},
         "-n/--namespace needs a namespace, got the option \"--demo\"",
         "KUBECONFIG_MISSING"},
        {"--namespace=-A",
         {u"get"_s, u"claims"_s, u"--namespace=-A"_s, u"--demo"_s},
         2,
         {},
         "needs a namespace",
         {}},
        // Usage errors name the command's own --help.
        {"get gpus usage",
         {u"get"_s, u"gpus"_s, u"--nope"_s},
         2,
         {},
         "Run 'accelctl get gpus --help' for usage.",
         "Run 'accelctl --help'"},
        {"explain pod usage",
         {u"explain"_s, u"pod"_s, u"--demo"_s},
         2,
         {},
         "Run 'accelctl explain pod --help' for usage.",
         {}},
        {"an alias's usage names the command",
         {u"get"_s, u"gpu"_s, u"-o"_s, u"bogus"_s},
         2,
         {},
         "Run 'accelctl get gpus --help' for usage.",
         {}},
        {"unknown verb", {u"frobnicate"_s}, 2, {}, "Run 'accelctl --help' for usage.", "Did you"},
    };
    for (const MannersRow &row : rows)
        QTest::newRow(row.tag) << row;
}

void TestCliKubectlManners::trips()
{
    QFETCH(MannersRow, row);
    const CliResult r = runAccelctl(row.args);
    QVERIFY2(r.exitCode == row.exitCode,
             qPrintable(u"exit %1, stderr: %2"_s.arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    if (!row.outHas.isEmpty())
        QVERIFY2(r.out.contains(row.outHas), r.out.left(2000).constData());
    if (!row.errHas.isEmpty())
        QVERIFY2(r.err.contains(row.errHas), r.err.constData());
    if (!row.errNot.isEmpty())
        QVERIFY2(!r.err.contains(row.errNot), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliKubectlManners)
#include "tst_cli_kubectlmanners.moc"
