// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The Norwegian Bokmål catalog is complete: every message has a finished translation that keeps
// the source's placeholders and accelerator markers.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalog_data();
    void catalog();
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

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
