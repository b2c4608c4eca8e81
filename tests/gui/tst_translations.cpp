// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Norwegian Bokmål catalog is complete: every message has a finished translation that keeps
// the source's placeholders and accelerator markers.
#include <QDir>
#include <QFile>
#include <QLibraryInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalog_data();
    void catalog();
    void catalogCoversTheSources();
};

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one, or the numerus forms
    bool unfinished = false;
    bool numerus = false;
};
Q_DECLARE_METATYPE(Message)

static QList<Message> readCatalog(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name") && !xml.isEndElement()) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                current = Message{context,
                                  {},
                                  {},
                                  false,
                                  xml.attributes().value(QLatin1String("numerus")) ==
                                      QLatin1String("yes")};
            } else if (name == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const auto type = xml.attributes().value(QLatin1String("type"));
                current.unfinished = type == QLatin1String("unfinished");
                if (!current.numerus)
                    current.translations << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                current.translations << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

void TestTranslations::catalog_data()
{
    QTest::addColumn<Message>("message");
    const QString path = QStringLiteral(ACCEL_TS_DIR "/accel-console_nb.ts");
    QString error;
    const QList<Message> messages = readCatalog(path, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 20);
    for (const Message &m : messages)
        QTest::addRow("%s: %s", qPrintable(m.context), qPrintable(m.source.left(60))) << m;
}

void TestTranslations::catalog()
{
    QFETCH(Message, message);
    QVERIFY2(!message.unfinished, "unfinished translation");
    QVERIFY(!message.translations.isEmpty());
    static const QRegularExpression placeholder(QStringLiteral("%(?:n|L?[0-9]+)"));
    QSet<QString> wanted;
    for (auto it = placeholder.globalMatch(message.source); it.hasNext();)
        wanted.insert(it.next().captured());
    for (const QString &translation : message.translations) {
        QVERIFY2(!translation.trimmed().isEmpty(), "empty translation");
        QSet<QString> got;
        for (auto it = placeholder.globalMatch(translation); it.hasNext();)
            got.insert(it.next().captured());
        // A singular numerus form may spell out "one" instead of %n.
        if (message.numerus)
            got.insert(QStringLiteral("%n"));
        QCOMPARE(got, wanted);
        QCOMPARE(translation.contains(QLatin1Char('&')), message.source.contains(QLatin1Char('&')));
    }
}

void TestTranslations::catalogCoversTheSources()
{
    // Every tr() string in the sources has a finished entry: run lupdate over a copy of the
    // catalog and look for anything it had to add.
    QString lupdate = QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lupdate");
    if (!QFileInfo::exists(lupdate))
        lupdate =
            QLibraryInfo::path(QLibraryInfo::LibraryExecutablesPath) + QStringLiteral("/lupdate");
    if (!QFileInfo::exists(lupdate))
        lupdate = QStandardPaths::findExecutable(QStringLiteral("lupdate"));
    if (lupdate.isEmpty() || !QFileInfo::exists(lupdate))
        QSKIP("lupdate is not installed (Debian: qt6-l10n-tools)");
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("catalog.ts"));
    QVERIFY(QFile::copy(QStringLiteral(ACCEL_TS_DIR "/accel-console_nb.ts"), copy));
    QFile::setPermissions(copy, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    QProcess run;
    run.start(lupdate,
              {QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
               QStringLiteral(ACCEL_SOURCE_DIR "/core"), QStringLiteral(ACCEL_SOURCE_DIR "/ui"),
               QStringLiteral(ACCEL_SOURCE_DIR "/app/console"), QStringLiteral("-ts"), copy});
    QVERIFY(run.waitForFinished(120000));
    QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
    QString error;
    QStringList untranslated;
    for (const Message &m : readCatalog(copy, &error)) {
        if (m.unfinished)
            untranslated << m.context + QStringLiteral(": ") + m.source;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("not in translations/accel-console_nb.ts (run the "
                                       "accelui_lupdate target, then translate):\n") +
                        untranslated.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
