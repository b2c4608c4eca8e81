// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
//
// Host objects (cel/hostobject.h; issue 16, section 4): the engine reads objects of the host
// application through Cel::HostObject, never through the host's model. A made-up host here, a
// node with a name, labels and a GPU count, checks member lookup, has(), `in`, type names,
// iteration, size(), equality and printing; that constant paths below a declared variable are
// checked when compiling and read by the host in one call; that the default path reading walks
// lookupMember(); and that a variable holding any other value is read step by step.
#include "cel/hostobject.h"
#include "cel/program.h"

#include <QJsonObject>
#include <QMap>
#include <QTest>

#include <atomic>

using namespace Accel;
using namespace Accel::Cel;

namespace {

struct HostNode
{
    QString name;
    QMap<QString, QString> labels;
    qint64 gpus = 0;
};

/// Calls the engine made, to tell a one-call path from a step-by-step walk.
struct Calls
{
    std::atomic<int> lookupMember{0};
    std::atomic<int> lookupPath{0};
    std::atomic<int> hasPath{0};
    std::atomic<int> pathEquals{0};
    void reset()
    {
        lookupMember = 0;
        lookupPath = 0;
        hasPath = 0;
        pathEquals = 0;
    }
};
Calls calls;

const HostNode &nodeOf(const Value &self)
{
    return *static_cast<const HostNode *>(self.hostData);
}

/// `node.labels`: a map of strings; it implements only what HostObject requires.
class LabelsObject final : public HostObject
{
public:
    QString typeName(const Value &) const override { return QStringLiteral("map"); }
    std::optional<Value> lookupMember(const Value &self, const Value &key) const override
    {
        ++calls.lookupMember;
        const HostNode &n = nodeOf(self);
        if (key.kind != Value::Kind::String || !n.labels.contains(key.s))
            return std::nullopt;
        return Value::string(n.labels.value(key.s));
    }
    QList<std::pair<Value, Value>> members(const Value &self) const override
    {
        QList<std::pair<Value, Value>> out;
        const HostNode &n = nodeOf(self);
        for (auto it = n.labels.cbegin(); it != n.labels.cend(); ++it)
            out.append({Value::string(it.key()), Value::string(it.value())});
        return out;
    }
};
const LabelsObject labelsObject;

enum class NodePath
{
    Invalid = 0,
    Name,
    Label, ///< labels[key]
};

/// `node`: a test.Node with the fields name, labels and gpus; it reads `node.name` and
/// `node.labels[k]` in one call and leaves other paths to the default walk.
class NodeObject final : public HostObject
{
public:
    QString typeName(const Value &) const override { return QStringLiteral("test.Node"); }
    std::optional<Value> lookupMember(const Value &self, const Value &key) const override
    {
        ++calls.lookupMember;
        const HostNode &n = nodeOf(self);
        if (key.kind != Value::Kind::String)
            return std::nullopt;
        if (key.s == QLatin1String("name"))
            return Value::string(n.name);
        if (key.s == QLatin1String("labels"))
            return Value::hostObject(&labelsObject, &n);
        if (key.s == QLatin1String("gpus"))
            return Value::integer(n.gpus);
        return std::nullopt;
    }
    QList<std::pair<Value, Value>> members(const Value &self) const override
    {
        QList<std::pair<Value, Value>> out;
        for (const char *f : {"name", "labels", "gpus"}) {
            const Value key = Value::string(QString::fromLatin1(f));
            out.append({key, *lookupMember(self, key)});
        }
        return out;
    }
    QString preparePath(MemberPath &path, int *badKey) const override
    {
        const QString &field = path.keys.first();
        if (field != QLatin1String("name") && field != QLatin1String("labels") &&
            field != QLatin1String("gpus")) {
            *badKey = 0;
            return QStringLiteral("undefined field '%1'").arg(field);
        }
        path.tag = int(NodePath::Invalid);
        if (path.keys.size() == 1 && field == QLatin1String("name")) {
            path.tag = int(NodePath::Name);
            path.type = QStringLiteral("string");
        } else if (path.keys.size() == 2 && field == QLatin1String("labels")) {
            path.tag = int(NodePath::Label);
            path.type = QStringLiteral("string");
        }
        return {};
    }
    std::optional<Value> lookupPath(const Value &self, const MemberPath &path,
                                    int *missing) const override
    {
        ++calls.lookupPath;
        const HostNode &n = nodeOf(self);
        switch (NodePath(path.tag)) {
        case NodePath::Name:
            return Value::string(n.name);
        case NodePath::Label:
            if (!n.labels.contains(path.keys[1])) {
                *missing = 1;
                return std::nullopt;
            }
            return Value::string(n.labels.value(path.keys[1]));
        case NodePath::Invalid:
            break;
        }
        return HostObject::lookupPath(self, path, missing);
    }
    std::optional<bool> hasPath(const Value &self, const MemberPath &path) const override
    {
        ++calls.hasPath;
        return HostObject::hasPath(self, path);
    }
    std::optional<bool> pathEquals(const Value &self, const MemberPath &path,
                                   const Value &constant) const override
    {
        ++calls.pathEquals;
        if (NodePath(path.tag) == NodePath::Name)
            return constant.kind == Value::Kind::String && nodeOf(self).name == constant.s;
        return HostObject::pathEquals(self, path, constant);
    }
};
const NodeObject nodeObject;

HostNode gpuNode()
{
    HostNode n;
    n.name = QStringLiteral("node-1");
    n.labels.insert(QStringLiteral("zone"), QStringLiteral("a"));
    n.labels.insert(QStringLiteral("gpu"), QStringLiteral("h200"));
    n.gpus = 8;
    return n;
}

CompileOptions nodeOptions()
{
    CompileOptions options;
    options.variables = {QStringLiteral("node")};
    options.hostObjects.insert(QStringLiteral("node"), &nodeObject);
    return options;
}

/// The debug text of EXPR on VALUE, or "!CODE: message".
QString run(const QString &expr, const Value &value)
{
    const Result<Program> program = Program::compile(expr, nodeOptions());
    if (!program)
        return QLatin1Char('!') + program.error().code + QLatin1String(": ") +
               program.error().message;
    const Value v = program->evaluate({value});
    if (v.isError())
        return QLatin1Char('!') + program->errorOf(v).code + QLatin1String(": ") +
               program->errorOf(v).message;
    return v.toDebugString();
}

} // namespace

class TestCelHostObject : public QObject
{
    Q_OBJECT

private:
    static void row(const char *name, const char *expr, const char *expected)
    {
        QTest::newRow(name) << QString::fromUtf8(expr) << QString::fromUtf8(expected);
    }

private Q_SLOTS:
    void members_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("field", "node.name", "\"node-1\"");
        row("field ==", "node.name == 'node-1'", "true");
        row("field !=", "node.name != 'node-1'", "false");
        row("index form", "node['name']", "\"node-1\"");
        row("dynamic key", "node['na' + 'me']", "\"node-1\"");
        row("int field", "node.gpus * 2", "16");
        row("nested host map", "node.labels['gpu']", "\"h200\"");
        row("nested by field", "node.labels.zone == 'a'", "true");
        row("missing label", "node.labels['rack']", "!CEL_RUNTIME: 1:12: no such key: rack");
        row("missing label by field", "node.labels.rack", "!CEL_RUNTIME: 1:12: no such key: rack");
        row("has label", "has(node.labels.zone) && !has(node.labels.rack)", "true");
        row("has field", "has(node.gpus)", "true");
        row("in", "'zone' in node.labels && !('rack' in node.labels)", "true");
        row("in the object", "'name' in node", "true");
        row("size", "size(node.labels) == 2 && size(node) == 3", "true");
        row("type", "type(node)", "test.Node");
        row("type of a host map", "type(node.labels) == map", "true");
        row("iteration", "node.labels.all(k, k in ['gpu', 'zone'])", "true");
        row("map comprehension", "node.labels.map(k, node.labels[k])", "[\"h200\", \"a\"]");
        row("equality with a literal", "node.labels == {'zone': 'a', 'gpu': 'h200'}", "true");
        row("inequality with a literal", "node.labels == {'zone': 'b', 'gpu': 'h200'}", "false");
        row("printing", "node.labels", "{\"gpu\": \"h200\", \"zone\": \"a\"}");
        row("undefined field", "node.zone", "!CEL_COMPILE: 1:5: undefined field 'zone'");
        row("undefined field in has()", "has(node.zone)",
            "!CEL_COMPILE: 1:9: undefined field 'zone'");
        row("path below a string", "node.name.x",
            "!CEL_RUNTIME: 1:10: type 'string' does not support field selection");
        row("path below a label", "node.labels.zone.x",
            "!CEL_RUNTIME: 1:17: type 'string' does not support field selection");
        row("shadowed by a comprehension", "[1].all(node, node == 1)", "true");
        row("bound over", "cel.bind(node, {'zone': 1}, node.zone)", "1");
    }

    void members()
    {
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        const HostNode node = gpuNode();
        QCOMPARE(run(expr, Value::hostObject(&nodeObject, &node)), expected);
    }

    void onePathCall_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<int>("lookupPath");
        QTest::addColumn<int>("hasPath");
        QTest::addColumn<int>("pathEquals");
        QTest::addColumn<int>("lookupMember");
        QTest::newRow("field") << QStringLiteral("node.name") << 1 << 0 << 0 << 0;
        QTest::newRow("label") << QStringLiteral("node.labels['zone']") << 1 << 0 << 0 << 0;
        QTest::newRow("missing label") << QStringLiteral("node.labels.rack") << 1 << 0 << 0 << 0;
        QTest::newRow("== in place") << QStringLiteral("node.name == 'x'") << 0 << 0 << 1 << 0;
        // The default pathEquals reads the path with lookupPath.
        QTest::newRow("label ==") << QStringLiteral("node.labels.zone == 'a'") << 1 << 0 << 1 << 0;
        // The default hasPath walks the keys before the last with lookupMember, then asks the
        // labels' default hasMember, which calls lookupMember.
        QTest::newRow("has") << QStringLiteral("has(node.labels.zone)") << 0 << 1 << 0 << 2;
        // Paths the host does not prepare: the default lookupPath walks lookupMember.
        QTest::newRow("unprepared") << QStringLiteral("node.gpus") << 1 << 0 << 0 << 1;
        QTest::newRow("dynamic key") << QStringLiteral("node[node.name]") << 1 << 0 << 0 << 1;
    }

    void onePathCall()
    {
        QFETCH(QString, expr);
        QFETCH(int, lookupPath);
        QFETCH(int, hasPath);
        QFETCH(int, pathEquals);
        QFETCH(int, lookupMember);
        const auto program = Program::compile(expr, nodeOptions());
        QVERIFY(program);
        const HostNode node = gpuNode();
        calls.reset();
        program->evaluate({Value::hostObject(&nodeObject, &node)});
        QCOMPARE(calls.lookupPath.load(), lookupPath);
        QCOMPARE(calls.hasPath.load(), hasPath);
        QCOMPARE(calls.pathEquals.load(), pathEquals);
        QCOMPARE(calls.lookupMember.load(), lookupMember);
    }

    void otherValues_data()
    {
        QTest::addColumn<QString>("expr");
        QTest::addColumn<QString>("expected");
        row("field", "node.name", "\"literal\"");
        row("field ==", "node.name == 'literal'", "true");
        row("nested", "node.labels.zone", "\"b\"");
        row("has", "has(node.labels.zone)", "true");
        row("missing", "node.labels.rack", "!CEL_RUNTIME: 1:12: no such key: rack");
    }

    void otherValues()
    {
        // A variable declared with a host object may hold any other value at run time: the
        // program then reads it step by step, with the same results and errors.
        QFETCH(QString, expr);
        QFETCH(QString, expected);
        const Value literal = Value::map(
            {{Value::string(QStringLiteral("name")), Value::string(QStringLiteral("literal"))},
             {Value::string(QStringLiteral("labels")),
              Value::map(
                  {{Value::string(QStringLiteral("zone")), Value::string(QStringLiteral("b"))}})}});
        calls.reset();
        QCOMPARE(run(expr, literal), expected);
        QCOMPARE(calls.lookupPath.load() + calls.pathEquals.load() + calls.hasPath.load(), 0);
    }

    void noValue()
    {
        // An activation without the variable is an error, not a stray read.
        const auto program = Program::compile(QStringLiteral("node.name == 'x'"), nodeOptions());
        QVERIFY(program);
        const Value v = program->evaluate(QList<Value>{});
        QVERIFY(v.isError());
        QVERIFY2(program->errorOf(v).message.contains(QLatin1String("no value for variable")),
                 qPrintable(program->errorOf(v).message));
    }

    void json()
    {
        const HostNode node = gpuNode();
        const auto program = Program::compile(QStringLiteral("node"), nodeOptions());
        QVERIFY(program);
        const QJsonObject o =
            toJson(program->evaluate({Value::hostObject(&nodeObject, &node)})).toObject();
        QCOMPARE(o.value(QLatin1String("name")).toString(), QStringLiteral("node-1"));
        QCOMPARE(o.value(QLatin1String("gpus")).toInteger(), 8);
        QCOMPARE(
            o.value(QLatin1String("labels")).toObject().value(QLatin1String("zone")).toString(),
            QStringLiteral("a"));
    }

    void staticType()
    {
        // The type a host declares for a path takes part in the bool check.
        CompileOptions options = nodeOptions();
        options.requireBool = true;
        const auto name = Program::compile(QStringLiteral("node.name"), options);
        QVERIFY(!name);
        QVERIFY2(name.error().message.contains(QLatin1String("must evaluate to bool, not string")),
                 qPrintable(name.error().message));
        // Unknown (dyn) types are left to run time.
        QVERIFY(Program::compile(QStringLiteral("node.gpus"), options));
    }
};

QTEST_GUILESS_MAIN(TestCelHostObject)
#include "tst_cel_hostobject.moc"
