// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Ui::LogsDialog (issue 14, section 2; issue 18, section 3): the output it follows and the status
// it ends with, for a compose `logs` that ends, fails or is stopped. A failure is shown as
// `CODE: message` in the theme's error tone; an end or a stop is plain.
#include "logsdialog.h"
#include "theme.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace Accel;
using namespace Qt::StringLiterals;

class TestLogsDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ends_data();
    void ends();
};

void TestLogsDialog::ends_data()
{
    QTest::addColumn<QString>("script"); // what `sh -c` runs in place of compose logs
    QTest::addColumn<bool>("stop");      // press Stop following once the output shows
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("status"); // the status line starts with it
    QTest::addColumn<bool>("error");     // in the theme's error tone

    QTest::addRow("containers end") << u"echo 'media: ready'; exit 0"_s << false << true
                                    << u"The project's containers have ended"_s << false;
    QTest::addRow("stopped") << u"echo 'media: ready'; exec sleep 30"_s << true << true
                             << u"Stopped following"_s << false;
    QTest::addRow("docker fails") << u"echo 'media: ready'; echo 'no such project' >&2; exit 3"_s
                                  << false << false << QString() << true;
}

void TestLogsDialog::ends()
{
    QFETCH(QString, script);
    QFETCH(bool, stop);
    QFETCH(bool, ok);
    QFETCH(QString, status);
    QFETCH(bool, error);

    Launch::ComposeInvocation invocation;
    invocation.program = u"/bin/sh"_s;
    invocation.arguments = {u"-c"_s, script};
    invocation.causeFromStderrOnly = true;
    auto *dialog = new Ui::LogsDialog(u"norsk-ingest"_s, invocation);
    QSignalSpy ended(dialog, &Ui::LogsDialog::followingEnded);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->text().contains(u"media: ready"_s), 10000);
    if (stop) {
        QVERIFY(dialog->isFollowing());
        dialog->findChild<QPushButton *>(u"stopFollowingButton"_s)->click();
    }
    QVERIFY(ended.wait(10000) || !ended.isEmpty());
    QCOMPARE(ended.first().at(0).toBool(), ok);
    const auto failure = ended.first().at(1).value<Error>();

    const auto *label = dialog->findChild<QLabel *>(u"logsStatus"_s);
    QVERIFY(label);
    if (status.isEmpty())
        status = failure.code + u": "_s; // `CODE: message`, the code docker's failure maps to
    QVERIFY2(!status.startsWith(u": "_s), "a failure without a code");
    QVERIFY2(label->text().startsWith(status), qPrintable(label->text()));
    QCOMPARE(label->styleSheet(),
             Ui::Theme::textStyle(error ? Ui::Theme::Tone::Error : Ui::Theme::Tone::Plain,
                                  label->palette()));
    QVERIFY(!dialog->isFollowing());
    delete dialog;
}

QTEST_MAIN(TestLogsDialog)
#include "tst_logsdialog.moc"
