// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Hints that tell the truth and operators told what they want to know (issue 34): the snapshot
// hint and `cluster snapshot` name every kind the console reads, POD_NOT_FOUND names the
// namespace where the pod is, an empty `launches` says how to make one, the demo note is said
// once, and a launch that falls back to none while a Quadra sits idle says so.
#include "clirunner.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {

struct NoteRow
{
    const char *tag;
    QStringList args;
    int exitCode;
    QByteArray outHas;
    QByteArray errHas;
    QByteArray errNot;
};

QStringList hostSeams(const QString &host)
{
    return {u"--host-root"_s, fixture(u"hosts/"_s + host), u"--docker-info"_s,
            fixture(u"docker-info/no-gpu.json"_s)};
}

} // namespace

Q_DECLARE_METATYPE(NoteRow)

class TestCliOperatorNotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notes_data();
    void notes();
    void idleQuadraInJson();
    void demoNoteOnce_data();
    void demoNoteOnce();

private:
    QTemporaryDir m_state;
};

void TestCliOperatorNotes::notes_data()
{
    QTest::addColumn<NoteRow>("row");
    const QString claims = fixture(u"cluster/claims-cluster.yaml"_s);
    const QString state = m_state.path();
    const QList<NoteRow> rows{
        {"snapshot hint names every kind",
         {u"get"_s, u"gpus"_s, u"--snapshot"_s, fixture(u"cluster/broken.yaml"_s)},
         1,
         {},
         "kubectl get nodes,resourceslices,deviceclasses,resourceclaims,resourceclaimtemplates,"
         "devicetaintrules,namespaces,pods -A -o yaml",
         {}},
        {"cluster snapshot says what it writes",
         {u"cluster"_s, u"snapshot"_s, u"--help"_s},
         0,
         "resourceclaims, resourceclaimtemplates, devicetaintrules, namespaces and pods",
         {},
         {}},
        {"cluster snapshot counts what it wrote",
         {u"cluster"_s, u"snapshot"_s, u"--snapshot"_s, claims},
         0,
         "\"kind\": \"ResourceClaim\"",
         " resourceclaims, ",
         {}},
        {"POD_NOT_FOUND names the namespace",
         {u"explain"_s, u"pod"_s, u"train-0"_s, u"--snapshot"_s, claims},
         1,
         {},
         "hint: Pod train-0 is in namespace ml: pass -n ml.",
         {}},
        {"POD_NOT_FOUND with no such pod anywhere",
         {u"explain"_s, u"pod"_s, u"nowhere"_s, u"-n"_s, u"ml"_s, u"--snapshot"_s, claims},
         1,
         {},
         "hint: Pods in ml: ",
         "pass -n"},
        {"launches with no records",
         {u"launches"_s, u"--state-dir"_s, state},
         0,
         {},
         "No launches recorded in ",
         {}},
        {"launch falls back while a Quadra sits idle",
         QStringList{u"launch"_s, u"norsk-studio"_s, u"--dry-run"_s, u"--state-dir"_s, state} +
             hostSeams(u"quadra-1"_s),
         0,
         "services:",
         "note: this host has a NETINT Quadra; pass --hardware quadra to use it\n",
         {}},
        {"no note where nothing sits idle",
         QStringList{u"launch"_s, u"norsk-studio"_s, u"--dry-run"_s, u"--state-dir"_s, state} +
             hostSeams(u"none"_s),
         0,
         {},
         {},
         "pass --hardware"},
        {"the launch form says it",
         QStringList{u"launch-form"_s, u"norsk-studio"_s} + hostSeams(u"quadra-1"_s),
         0,
         "this host has a NETINT Quadra; pass --hardware quadra to use it",
         {},
         {}},
    };
    for (const NoteRow &row : rows)
        QTest::newRow(row.tag) << row;
}

void TestCliOperatorNotes::notes()
{
    QFETCH(NoteRow, row);
    const CliResult r = runAccelctl(row.args);
    QVERIFY2(r.exitCode == row.exitCode,
             qPrintable(u"exit %1, stderr: %2"_s.arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    if (!row.outHas.isEmpty())
        QVERIFY2(r.out.simplified().contains(row.outHas) || r.out.contains(row.outHas),
                 r.out.left(3000).constData());
    if (!row.errHas.isEmpty())
        QVERIFY2(r.err.contains(row.errHas), r.err.constData());
    if (!row.errNot.isEmpty())
        QVERIFY2(!r.err.contains(row.errNot), r.err.constData());
}

void TestCliOperatorNotes::idleQuadraInJson()
{
    // -o json of the dry run: still a Compose overlay, the note as an extension field; and the
    // launch form's JSON, which the window reads from the same core entry.
    const CliResult launch =
        runAccelctl(QStringList{u"launch"_s, u"norsk-studio"_s, u"--dry-run"_s, u"-o"_s, u"json"_s,
                                u"--state-dir"_s, m_state.path()} +
                    hostSeams(u"quadra-1"_s));
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QJsonObject overlay = QJsonDocument::fromJson(launch.out).object();
    QVERIFY(overlay.contains(u"services"_s));
    const QJsonObject idle = overlay[u"x-accel-console"_s][u"idleAccelerator"_s].toObject();
    QCOMPARE(idle[u"profile"_s].toString(), u"quadra"_s);
    QVERIFY(idle[u"advice"_s].toString().contains(u"--hardware quadra"_s));

    const CliResult form =
        runAccelctl(QStringList{u"launch-form"_s, u"norsk-studio"_s, u"-o"_s, u"json"_s} +
                    hostSeams(u"quadra-1"_s));
    QVERIFY2(form.exitCode == 0, form.err.constData());
    const QJsonObject offer = QJsonDocument::fromJson(form.out).object();
    QCOMPARE(offer[u"selected"_s].toString(), u"none"_s);
    QCOMPARE(offer[u"idleAccelerator"_s][u"profile"_s].toString(), u"quadra"_s);
    // An NVIDIA host has what norsk-studio prefers: nothing idle to mention.
    const CliResult nvidia =
        runAccelctl(QStringList{u"launch-form"_s, u"norsk-studio"_s, u"-o"_s, u"json"_s} +
                    hostSeams(u"nvidia-1"_s));
    QVERIFY2(nvidia.exitCode == 0, nvidia.err.constData());
    QVERIFY(!QJsonDocument::fromJson(nvidia.out).object().contains(u"idleAccelerator"_s));
}

void TestCliOperatorNotes::demoNoteOnce_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("claim match") << QStringList{
        u"claim"_s, u"match"_s, u"--claim"_s, fixture(u"claims/decode-10bit.yaml"_s), u"--demo"_s};
    QTest::newRow("get gpus") << QStringList{u"get"_s, u"gpus"_s, u"--demo"_s};
}

void TestCliOperatorNotes::demoNoteOnce()
{
    QFETCH(QStringList, args);
    const CliResult r = runAccelctl(args);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.err.count("showing the embedded demo cluster"), 1);
}

QTEST_GUILESS_MAIN(TestCliOperatorNotes)
#include "tst_cli_operatornotes.moc"
