// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Inventory::fromSnapshotFile against ClusterSnapshot::fromFile + Inventory::build on the real
// and assembled slices of ../shared/conformance/k8s/examples and ../shared/conformance/liken
// (read at run time): each example that is a ResourceSlice or a List, as it is and as JSON.
#include "doc/documentreader.h"
#include "fastpathcheck.h"
#include "testsupport.h"

#include <QDir>
#include <QTemporaryDir>

#include <optional>

using namespace Accel;
using namespace Accel::Test;
using namespace Qt::StringLiterals;

namespace {
/// The examples that are ResourceSlices or Lists (by content, or by name when our YAML reader
/// refuses them), with their objects when readable.
QMap<QString, std::optional<QList<QJsonObject>>> examplesRead()
{
    QMap<QString, std::optional<QList<QJsonObject>>> out;
    for (const QString &sub : {u"k8s/examples"_s, u"liken"_s}) {
        const QDir dir(conformanceDir() + u'/' + sub);
        for (const QString &name :
             dir.entryList({u"*.yaml"_s, u"*.yml"_s, u"*.json"_s}, QDir::Files)) {
            const QString key = sub + u'/' + name;
            const Result<QList<QJsonValue>> documents = Doc::readDocumentsFile(dir.filePath(name));
            if (!documents) {
                // Both readers must then report the same error.
                if (name.contains(u"resourceslice"_s))
                    out.insert(key, std::nullopt);
                continue;
            }
            bool wanted = false;
            for (const QJsonValue &document : *documents) {
                const QString kind = document.toObject().value(u"kind"_s).toString();
                wanted = wanted || kind == u"ResourceSlice"_s || kind.endsWith(u"List"_s);
            }
            if (!wanted)
                continue;
            const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(dir.filePath(name));
            out.insert(key, objects ? std::optional(*objects) : std::nullopt);
        }
    }
    return out;
}
} // namespace

class TestInventoryFastPathConformance : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void examples_data();
    void examples();
    void allTogether();

private:
    QTemporaryDir m_dir;
};

void TestInventoryFastPathConformance::examples_data()
{
    QTest::addColumn<QString>("file");
    ACCEL_REQUIRE_CONFORMANCE(u"k8s/examples"_s);
    ACCEL_REQUIRE_CONFORMANCE(u"liken"_s);
    const QStringList files = examplesRead().keys();
    for (const QString &file : files)
        QTest::addRow("%s", qPrintable(file)) << file;
}

void TestInventoryFastPathConformance::examples()
{
    QFETCH(QString, file);
    const QString path = conformanceDir() + u'/' + file;
    const bool json = file.endsWith(u".json"_s);
    using Reader = Dra::Inventory::SnapshotReader;
    // YAML streams object by object too (issue 37); what the readers refuse goes the general way.
    const Result<QList<QJsonObject>> objects = Doc::readObjectsFile(path);
    const bool valid = objects && Kube::ClusterSnapshot::fromObjects(*objects, path);
    compareReaders(path, json    ? Reader::FastJsonStream
                         : valid ? Reader::FastYamlStream
                                 : Reader::General);
    if (QTest::currentTestFailed() || json)
        return;
    if (!objects)
        QSKIP(qPrintable(u"not readable as YAML here, so no JSON copy: "_s +
                         objects.error().message));
    const QString copy = m_dir.filePath(QFileInfo(file).completeBaseName() + u".json"_s);
    QVERIFY(writeJsonList(copy, *objects));
    compareReaders(copy, Reader::FastJsonStream);
}

void TestInventoryFastPathConformance::allTogether()
{
    // Every readable example in one List: pools, nodes and joins across files.
    ACCEL_REQUIRE_CONFORMANCE(u"k8s/examples"_s);
    const QMap<QString, std::optional<QList<QJsonObject>>> examples = examplesRead();
    QVERIFY2(examples.size() >= 5, qPrintable(examples.keys().join(u", "_s)));
    QList<QJsonObject> all;
    for (const std::optional<QList<QJsonObject>> &objects : examples) {
        if (objects)
            all += *objects;
    }
    const QString path = m_dir.filePath(u"all.json"_s);
    QVERIFY(writeJsonList(path, all));
    compareReaders(path, Dra::Inventory::SnapshotReader::FastJsonStream);
    const Result<Dra::Inventory> inv = Dra::Inventory::fromSnapshotFile(path);
    QVERIFY(inv);
    QVERIFY(inv->gpus().size() >= 5);
}

QTEST_GUILESS_MAIN(TestInventoryFastPathConformance)
#include "tst_inventory_fastpath_conformance.moc"
