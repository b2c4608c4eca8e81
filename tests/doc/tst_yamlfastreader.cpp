// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// The libyaml fast path against the yaml-cpp reader (issue 19, "Speed"): every YAML file the
// project has (tests/fixtures, and ../shared/conformance when present), every JSON file read as
// flow YAML, damaged copies of them all, and rows for the limits and for malformed input go
// through both readers, which must give the same trees, document positions and errors (code,
// message, line and column). The fast reader alone must refuse whatever yaml-cpp refuses: its
// refusal is what sends an input back to yaml-cpp for the error.
#include "doc/documentreader.h"
#include "doc/jsonwriter.h"
#include "doc/yamlfastreader.h"
#include "testsupport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QVariant>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace Accel;
using Doc::Detail::LocatedDocument;
using Doc::Detail::YamlReader;

namespace {

/// QJsonValue equality all the way down, except that NaN equals NaN; the type must match too
/// (an integer is not a string that looks like one).
bool same(const QJsonValue &a, const QJsonValue &b)
{
    if (a.type() != b.type())
        return false;
    if (a.isDouble()) {
        const double x = a.toDouble();
        const double y = b.toDouble();
        // The storage too: an integer and a double compare equal, but print differently.
        if (a.toVariant().typeId() != b.toVariant().typeId())
            return false;
        return (std::isnan(x) && std::isnan(y)) ||
               (x == y && std::signbit(x) == std::signbit(y) && a.toInteger() == b.toInteger());
    }
    if (a.isArray()) {
        const QJsonArray x = a.toArray();
        const QJsonArray y = b.toArray();
        if (x.size() != y.size())
            return false;
        for (qsizetype i = 0; i < x.size(); ++i) {
            if (!same(x.at(i), y.at(i)))
                return false;
        }
        return true;
    }
    if (a.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        if (x.keys() != y.keys())
            return false;
        for (auto it = x.begin(); it != x.end(); ++it) {
            if (!same(it.value(), y.value(it.key())))
                return false;
        }
        return true;
    }
    return a == b;
}

QByteArray describe(const QList<LocatedDocument> &documents)
{
    QByteArray out;
    for (const LocatedDocument &document : documents) {
        QByteArray text = Doc::toJson(document.value, Doc::JsonStyle::Compact);
        if (text.size() > 300)
            text = text.left(300) + "...";
        out += "  at " + QByteArray::number(document.line) + ':' +
               QByteArray::number(document.column) + ": " + text + '\n';
    }
    return out;
}

QByteArray describe(const Result<QList<LocatedDocument>> &result)
{
    if (result)
        return "documents:\n" + describe(*result);
    return "error " + result.error().code.toUtf8() + ": " + result.error().message.toUtf8();
}

/// Why the fast reader alone refuses `bytes`, or empty when it reads them.
QString refusalOf(const QByteArray &bytes)
{
    const auto fast = Doc::Detail::readYamlFast(bytes);
    return fast ? QString() : fast.error().reason;
}

/// What an input row expects, beyond the two readers agreeing.
enum class Outcome
{
    Invalid = 0,
    Read,           ///< both read it, the fast reader without help
    ReadByFallback, ///< yaml-cpp reads it and the fast reader refuses it, so yaml-cpp does
    Refused,        ///< a YAML_PARSE error
    Either,         ///< only that the readers agree
};

/// Empty when both readers agree on `bytes`, else what differs. `fallbacks` counts inputs the
/// fast reader refused although yaml-cpp reads them (correct, since yaml-cpp then reads them,
/// but slow); `rejected` the inputs both refuse.
QByteArray compareReaders(const QByteArray &bytes, const QString &source, int *fallbacks,
                          int *rejected)
{
    const auto reference = Doc::Detail::readStream(bytes, source, YamlReader::YamlCpp);
    const auto viaFast = Doc::Detail::readStream(bytes, source, YamlReader::LibYaml);
    const QByteArray both =
        "\nyaml-cpp: " + describe(reference) + "\nlibyaml path: " + describe(viaFast);
    if (bool(reference) != bool(viaFast))
        return "one reader accepts, the other refuses" + both;
    if (!reference) {
        if (reference.error().code != viaFast.error().code ||
            reference.error().message != viaFast.error().message ||
            reference.error().hint != viaFast.error().hint)
            return "different errors" + both;
    } else {
        if (reference->size() != viaFast->size())
            return "different numbers of documents" + both;
        for (qsizetype i = 0; i < reference->size(); ++i) {
            const LocatedDocument &a = reference->at(i);
            const LocatedDocument &b = viaFast->at(i);
            if (a.line != b.line || a.column != b.column)
                return "document " + QByteArray::number(i + 1) + " starts elsewhere" + both;
            if (!same(a.value, b.value))
                return "document " + QByteArray::number(i + 1) + " differs" + both;
        }
    }

    // JSON that QJsonDocument accepts takes the JSON fast path in both, so the two calls above
    // did not reach libyaml; what is left to check is the fast reader on its own.
    const qsizetype first = [&] {
        qsizetype i = 0;
        while (i < bytes.size() && QByteArrayView(" \t\r\n").contains(bytes.at(i)))
            ++i;
        return i;
    }();
    QJsonParseError jsonError;
    const bool jsonPath =
        first < bytes.size() && (bytes.at(first) == '{' || bytes.at(first) == '[') &&
        (QJsonDocument::fromJson(bytes, &jsonError), jsonError.error == QJsonParseError::NoError);
    const auto fast = Doc::Detail::readYamlFast(bytes);
    // The value-by-value builder alone, which takes the inputs JSON text cannot carry, must
    // agree with the JSON text path wherever that one reads an input.
    const auto tree = Doc::Detail::readYamlFast(bytes, Doc::Detail::FastYamlBuilder::Tree);
    if (bool(fast) != bool(tree))
        return "the JSON text path and the tree builder disagree on refusing it" + both;
    if (fast && tree) {
        if (fast->size() != tree->size())
            return "the tree builder reads other documents" + both + "\ntree: " + describe(*tree);
        for (qsizetype i = 0; i < fast->size(); ++i) {
            if (!same(fast->at(i).value, tree->at(i).value) ||
                fast->at(i).line != tree->at(i).line || fast->at(i).column != tree->at(i).column)
                return "the tree builder differs" + both + "\ntree: " + describe(*tree);
        }
    }
    if (!reference) {
        ++*rejected;
        // A fast reader that accepts what yaml-cpp refuses would turn an error into a tree.
        if (fast)
            return "the fast reader accepts what yaml-cpp refuses" + both +
                   "\nfast alone: " + describe(*fast);
        return {};
    }
    if (!fast) {
        ++*fallbacks;
        return {};
    }
    if (jsonPath)
        return {}; // read as flow YAML by libyaml, as JSON by the reference: not comparable
    if (fast->size() != reference->size())
        return "the fast reader alone reads other documents" + both +
               "\nfast alone: " + describe(*fast);
    for (qsizetype i = 0; i < fast->size(); ++i) {
        if (!same(fast->at(i).value, reference->at(i).value) ||
            fast->at(i).line != reference->at(i).line ||
            fast->at(i).column != reference->at(i).column)
            return "the fast reader alone differs" + both + "\nfast alone: " + describe(*fast);
    }
    return {};
}

/// Damaged copies of `bytes`, as an editor or a cut-off download leaves them: cut at line
/// ends and in mid-line, one line dedented or indented by one column, a tab for the first
/// indent, a line's `: ` removed.
QList<QPair<QByteArray, QByteArray>> damagedCopies(const QByteArray &bytes)
{
    QList<QPair<QByteArray, QByteArray>> copies;
    QList<qsizetype> lineStarts{0};
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (bytes.at(i) == '\n' && i + 1 < bytes.size())
            lineStarts.append(i + 1);
    }
    const qsizetype lines = lineStarts.size();
#if defined(__SANITIZE_ADDRESS__)
    // The sanitizer pass of .ci/run (installer/dev.sh sanitize) reads every input ~10x slower:
    // it takes two cut points per file, the README's suite all six. A memory error does not
    // depend on which line a file is cut at; the readers' agreement is the normal suite's job.
    constexpr int Cuts = 2;
#else
    constexpr int Cuts = 6;
#endif
    for (int k = 1; k <= Cuts; ++k) {
        const qsizetype line = lines * k / (Cuts + 1);
        if (line <= 0 || line >= lines)
            continue;
        const qsizetype start = lineStarts.at(line);
        const QByteArray tag = "line " + QByteArray::number(line + 1);
        copies.append({"cut before " + tag, bytes.left(start)});
        const qsizetype end = line + 1 < lines ? lineStarts.at(line + 1) : bytes.size();
        qsizetype middle = start + (end - start) / 2;
        // Cut on a UTF-8 boundary: an invalid sequence is refused by libyaml, not by yaml-cpp,
        // and tests nothing but the fallback.
        while (middle > start && (uchar(bytes.at(middle)) & 0xC0) == 0x80)
            --middle;
        copies.append({"cut in " + tag, bytes.left(middle)});
        QByteArray dedented = bytes;
        if (dedented.at(start) == ' ')
            copies.append({"dedent " + tag, dedented.remove(start, 1)});
        QByteArray indented = bytes;
        copies.append({"indent " + tag, indented.insert(start, ' ')});
        if (bytes.at(start) == ' ') {
            QByteArray tabbed = bytes;
            copies.append({"tab in " + tag, tabbed.replace(start, 1, "\t")});
        }
        const qsizetype colon = bytes.indexOf(": ", start);
        if (colon >= 0 && colon < end) {
            QByteArray noColon = bytes;
            copies.append({"no colon " + tag, noColon.remove(colon, 1)});
        }
    }
    return copies;
}

struct FileSet
{
    QString root;
    QString prefix; ///< for the row tag
};

int g_files = 0;
int g_inputs = 0;
int g_fallbacks = 0;
int g_rejected = 0;

} // namespace

Q_DECLARE_METATYPE(Outcome)

class TestYamlFastReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void files_data();
    void files();
    void inputs_data();
    void inputs();
    void scalarTyping_data();
    void scalarTyping();
    void largeSequences_data();
    void largeSequences();
    void largeInputTakesTheFastPath();
    void largeInputErrorsAreYamlCppErrors();
    void cleanupTestCase();
};

void TestYamlFastReader::files_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("asFlowYaml");
    QList<FileSet> sets{{Test::fixturesDir(), u"fixtures"_s}};
    if (QFileInfo(Test::conformanceDir()).isDir())
        sets.append({Test::conformanceDir(), u"conformance"_s});
    else
        qInfo("conformance data not found at %s: fixtures only",
              qPrintable(Test::conformanceDir()));
    for (const FileSet &set : std::as_const(sets)) {
        QStringList paths;
        QDirIterator it(set.root, {u"*.yaml"_s, u"*.yml"_s, u"*.json"_s, u"*.golden"_s},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            paths.append(it.next());
        paths.sort();
        for (const QString &path : std::as_const(paths)) {
            if (QFileInfo(path).size() > (qint64(8) << 20))
                continue;
            const bool json = !path.endsWith(u".yaml"_s) && !path.endsWith(u".yml"_s);
            QTest::addRow("%s/%s", qPrintable(set.prefix),
                          qPrintable(QDir(set.root).relativeFilePath(path)))
                << path << json;
        }
    }
}

void TestYamlFastReader::files()
{
    QFETCH(QString, path);
    QFETCH(bool, asFlowYaml);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    QByteArray bytes = file.readAll();
    // A comment first keeps JSON off the JSON fast path, so libyaml and yaml-cpp read it as flow
    // YAML (all of JSON is YAML 1.2).
    if (asFlowYaml)
        bytes.prepend("# read as flow YAML\n");
    ++g_files;
    int fallbacks = 0;
    ++g_inputs;
    const QByteArray whole = compareReaders(bytes, path, &fallbacks, &g_rejected);
    QVERIFY2(whole.isEmpty(), whole.constData());
    // An intact file that yaml-cpp reads must not need the fallback: that would mean the fast
    // path is not fast for it.
    QVERIFY2(fallbacks == 0,
             qPrintable(u"the fast reader refused an intact file yaml-cpp reads: "_s +
                        refusalOf(bytes)));
    const auto copies = damagedCopies(bytes);
    for (const auto &[what, copy] : copies) {
        ++g_inputs;
        const QByteArray result = compareReaders(copy, path, &g_fallbacks, &g_rejected);
        QVERIFY2(result.isEmpty(), QByteArray(what + ": " + result).constData());
    }
}

void TestYamlFastReader::inputs_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<Outcome>("outcome");
    const auto row = [](const char *tag, const QByteArray &yaml, Outcome outcome) {
        QTest::addRow("%s", tag) << yaml << outcome;
    };
    using enum Outcome;
    const int max = Doc::MaxNestingDepth;
    const auto nested = [](int depth) -> QByteArray {
        return QByteArray(depth, '[') + QByteArray(depth, ']');
    };
    const auto blockMaps = [](int depth) -> QByteArray {
        QByteArray out;
        for (int i = 0; i < depth; ++i)
            out += QByteArray(i, ' ') + "a:\n";
        return out + QByteArray(depth, ' ') + "x\n";
    };
    const auto blockSequences = [](int depth) -> QByteArray {
        QByteArray out;
        for (int i = 0; i < depth; ++i)
            out += "- ";
        return out + "x\n";
    };
    const auto laughs = [](int levels) -> QByteArray {
        QByteArray out = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
        for (int i = 1; i < levels; ++i) {
            const QByteArray prev = "*l" + QByteArray::number(i - 1);
            out += 'l' + QByteArray::number(i) + ": &l" + QByteArray::number(i) + " [" + prev;
            for (int j = 0; j < 9; ++j)
                out += ", " + prev;
            out += "]\n";
        }
        return out;
    };

    // Nesting (Limits::NestingDepth), aliases counted as expanded.
    row("block mappings at the limit", blockMaps(max), Read);
    row("block mappings past the limit", blockMaps(max + 1), Refused);
    row("2000 block mappings", blockMaps(2000), Refused);
    row("block sequences at the limit", blockSequences(max - 1), Read);
    row("block sequences past the limit", blockSequences(max + 1), Refused);
    row("100000 block sequences", blockSequences(100000), Refused);
    row("flow at the limit after a comment", "# c\n" + nested(max), Read);
    row("flow past the limit after a comment", "# c\n" + nested(max + 1), Refused);
    row("100000 brackets in a mapping", "a: " + nested(100000), Refused);
    row("100000 open braces after a comment", "# c\n" + QByteArray(100000, '{'), Refused);
    row("alias at the limit", "a: &a " + nested(max - 2) + "\nb: [*a]\n", Read);
    row("alias nests past the limit", "a: &a " + nested(max - 1) + "\nb: [*a]\n", Refused);
    // Alias expansion (Limits::AliasExpansionNodes).
    row("laughs, 10^5 nodes", laughs(5), Read);
    row("laughs, 10^6 nodes", laughs(6), Either);
    row("laughs, 10^7 nodes", laughs(7), Refused);
    row("billion laughs", laughs(10), Refused);
    row("alias of a key anchor", "&k a: 1\nb: [*k, *k, *k]\n", Read);
    // Huge scalars.
    row("4 MiB plain scalar", "v: " + QByteArray(4 << 20, 'x') + '\n', Read);
    row("4 MiB single-quoted scalar", "v: '" + QByteArray(4 << 20, 'x') + "'\n", Read);
    QByteArray escapes;
    for (int i = 0; i < 100000; ++i)
        escapes += "\\t\\u00e9\\x41\\\\\\\"";
    row("double-quoted escapes", "v: \"" + escapes + "\"\n", Read);
    QByteArray literal = "v: |\n";
    for (int i = 0; i < 50000; ++i)
        literal += "  line " + QByteArray::number(i) + " of a long literal block\n";
    row("2 MiB literal block", literal, Read);
    row("a 1024-byte key", QByteArray(1024, 'k') + ": v\n", Read);
    row("a 1025-byte key", QByteArray(1025, 'k') + ": v\n", Either);
    row("a 5000-byte explicit key", "? " + QByteArray(5000, 'k') + "\n: v\n", Read);
    QByteArray wideFlow = "# c\n[";
    for (int i = 0; i < 200000; ++i)
        wideFlow += "1, ";
    row("200000 items in one flow sequence", wideFlow + "2]\n", Read);
    // Malformed input.
    row("empty", "", Read);
    row("only a comment", "# nothing\n", Read);
    row("only ---", "---\n", Read);
    // yaml-cpp 0.7 reads an unclosed quote to the end of the input, and a key without `:` after a
    // mapping as a key with a null value; libyaml refuses both, so yaml-cpp's reading stands.
    row("unclosed double quote", "a: \"abc\nb: 2\n", ReadByFallback);
    row("unclosed single quote", "a: 'abc\n", ReadByFallback);
    row("unclosed flow sequence", "a: [1, 2\nb: 3\n", Refused);
    row("unclosed flow mapping", "a: {x: 1\n", Refused);
    row("lone closing bracket", "a: ]\n", Either);
    row("bad indentation", "a: 1\n b: 2\n", Refused);
    row("value after value", "key: value: other\n", Refused);
    row("tab indentation", "a:\n\tb: 1\n", Either);
    row("duplicate key", "a: 1\nb: 2\na: 3\n", Refused);
    row("duplicate flow key", "{a: 1, b: 2, a: 3}", Refused);
    row("duplicate after merge", "m:\n  <<: {x: 1}\n  x: 2\n  x: 3\n", Refused);
    row("duplicate null key", "null: 1\n~: 2\nnull: 3\n", Refused);
    row("undefined alias", "a: *nope\n", Refused);
    row("recursive alias", "a: &x [1, *x]\n", Refused);
    row("sequence as key", "? [a]\n: z\n", Refused);
    row("alias of a mapping as key", "a: &m {x: 1}\n*m : 2\n", Refused);
    row("merge of a scalar", "m:\n  <<: 1\n", Refused);
    row("bad !!int", "a: !!int x\n", Refused);
    row("bad !!float", "a: !!float 1.2.3\n", Refused);
    row("bad !!int key, anchored", "&k !!int x: 1\n", Refused);
    row("implicit second document", "- a\nb: c\n", Refused);
    row("text after a mapping", "a: 1\nb\n", ReadByFallback);
    row("second document", "a: 1\n---\nb: 2\n", Read);
    // libyaml 0.2.5 wants `---` after `...`; yaml-cpp does not.
    row("bare document after ...", "a: 1\n...\n# c\n\nb: 2\n", ReadByFallback);
    row("invalid UTF-8", "a: \xff\xfe\n", Either);
    row("control character", "a: x\x01y\n", Either);
    row("NUL byte", QByteArray("a: x\0y\n", 7), Either);
    row("unknown directive", "%FOO bar\n---\na: 1\n", Either);
    row("YAML 1.2 directive", "%YAML 1.2\n---\na: 1\n", Read);
    row("YAML 2.0 directive", "%YAML 2.0\n---\na: 1\n", Either);
    row("TAG directive", "%TAG !e! tag:example.com,2000:\n---\na: !e!foo 1\n", Read);
    row("verbatim tag", "a: !<tag:yaml.org,2002:int> 42\n", Read);
    row("byte order mark",
        "\xEF\xBB\xBF"
        "a: 1\n---\nb: 2\n",
        Read);
    row("byte order mark escaped in a scalar", "a: \"\\uFEFFx\"\n", Read);
    row("CRLF", "a: 1\r\nb: |\r\n  x\r\n---\r\nc: 2\r\n", Read);
    row("UTF-16LE",
        QByteArray("\xFF\xFE"
                   "a\0:\0 \0"
                   "1\0\n\0",
                   12),
        Either);
    row("anchored null key", "&n null: 1\nb: *n\n", Read);
    row("anchored null value as a key", "a: &n null\n*n : 1\n", Read);
    row("anchored empty value as a key", "a: &n\n*n : 1\n", Read);
    row("anchored tilde key as a key", "&t ~: 1\n*t : 2\n", Either);
    row("empty key", ": 1\n", Either);
    row("flow key without value", "{a, b: 1}\n", Read);
    row("explicit key without value", "? a\n? b\n", Read);
    row("merge into sequence item", "d: &d {image: x}\nitems:\n- <<: *d\n  name: a\n", Read);
    row("merge of a list, earlier wins", "p: &p {x: 1}\nq: &q {x: 2, y: 2}\nm:\n  <<: [*p, *q]\n",
        Read);
    row("quoted << is a plain key", "m:\n  '<<': {x: 1}\n", Read);
    row("anchored <<", "m:\n  &a <<: {x: 1}\n", Read);
    row("folded with more-indented lines", "v: >\n  a\n    b\n  c\n\n  d\n", Read);
    row("literal with indentation indicator", "v: |2\n   a\n  b\n", Read);
    row("literal keep with trailing blank lines", "v: |+\n  a\n\n\nw: 1\n", Read);
    row("plain multi-line scalar", "v: a\n  b\n\n  c\nw: 1\n", Read);
    row("double-quoted line folding", "v: \"a\n  b\\\n  c\n\n  d\"\n", Read);
    row("trailing spaces", "v: a   \nw: 'b'  \n", Read);
    row("comment after a value", "v: a # c\nw: 'b'# not c\n", Either);
    row("document end then comment", "a: 1\n... # end\n", Read);
    row("scalar documents", "--- 1\n--- text\n--- null\n", Read);
    row("flow mapping in a flow sequence", "[a: 1, {b: 2}]\n", Read);
    row("colon in a flow plain scalar", "[a:b, 'c':d]\n", Either);
    // yaml-cpp 0.7 writes the escapes \N and \_ as the lone bytes 0x85 and 0xA0 (read as U+FFFD),
    // libyaml as U+0085 and U+00A0: the fast reader leaves such scalars to yaml-cpp.
    row("escaped next line", "v: \"a\\Nb\"\n", ReadByFallback);
    row("escaped no-break space", "v: \"a\\_b\"\n", ReadByFallback);
    row("escaped line and paragraph separators", "v: \"a\\Lb\\Pc\"\n", Read);
    row("no-break space in a double-quoted scalar", "v: \"a\u00a0b\"\n", Either);
    row("no-break space in a plain scalar", "v: a\u00a0b\nw: 'c\u00a0d'\n", Read);
    row("line separator in a plain scalar", "v: a\u2028b\n", Either);
    row("next line in a plain scalar",
        "v: a\xC2\x85"
        "b\n",
        Either);
}

void TestYamlFastReader::inputs()
{
    QFETCH(QByteArray, yaml);
    QFETCH(Outcome, outcome);
    int fallbacks = 0;
    ++g_inputs;
    const QByteArray result = compareReaders(yaml, u"test.yaml"_s, &fallbacks, &g_rejected);
    QVERIFY2(result.isEmpty(), result.constData());
    g_fallbacks += fallbacks;
    const auto reference = Doc::Detail::readStream(yaml, u"test.yaml"_s, YamlReader::YamlCpp);
    switch (outcome) {
    case Outcome::Read:
        QVERIFY2(reference, describe(reference).constData());
        QVERIFY2(fallbacks == 0, qPrintable(u"the fast reader refused it: "_s + refusalOf(yaml)));
        break;
    case Outcome::ReadByFallback:
        QVERIFY2(reference, describe(reference).constData());
        QCOMPARE(fallbacks, 1);
        break;
    case Outcome::Refused:
        QVERIFY2(!reference, describe(reference).constData());
        QCOMPARE(reference.error().code, u"YAML_PARSE"_s);
        QVERIFY2(reference.error().message.startsWith(u"test.yaml:"_s),
                 qPrintable(reference.error().message));
        break;
    case Outcome::Either:
    case Outcome::Invalid:
        break;
    }
}

void TestYamlFastReader::scalarTyping_data()
{
    QTest::addColumn<QByteArray>("scalar");
    for (const char *text : {"0x1d82",
                             "0xFF",
                             "0o17",
                             "42",
                             "0123",
                             "-42",
                             "+7",
                             "9223372036854775807",
                             "-9223372036854775808",
                             "9223372036854775808",
                             "0x10000000000000000",
                             "1.20",
                             "5.",
                             ".5",
                             "6.02e23",
                             "1e3",
                             "-1.5E-3",
                             "1e999",
                             "1e-999",
                             ".inf",
                             "-.Inf",
                             "+.INF",
                             ".nan",
                             ".NaN",
                             "true",
                             "True",
                             "FALSE",
                             "~",
                             "",
                             "null",
                             "Null",
                             "NULL",
                             "yes",
                             "No",
                             "on",
                             "y",
                             "tRUE",
                             "nULL",
                             "1.2.3",
                             "1:20",
                             "1_000",
                             "0b101",
                             "-0o17",
                             "-0x10",
                             "2026-01-31",
                             "inf",
                             "1e",
                             ".",
                             "café ☕",
                             "<<",
                             "\"0x1d82\"",
                             "'1.20'",
                             "'null'",
                             "\"\"",
                             "!!str 42",
                             "!!str true",
                             "!!int \"42\"",
                             "!!float 1",
                             "!!bool 'false'",
                             "!!null ''",
                             "!Ref 12",
                             "! 12",
                             "!!binary aGk=",
                             "!!timestamp 2026-01-31",
                             "\"a\\tb\\n\\u00e9\\x41\\U0001F600\"",
                             "'it''s'",
                             "\"\\/\"",
                             "\"\\0\"",
                             "\"\\e\\a\\L\\P\""}) {
        QTest::addRow("%s", text) << QByteArray(text);
    }
}

void TestYamlFastReader::scalarTyping()
{
    QFETCH(QByteArray, scalar);
    const QList<QByteArray> documents{"v: " + scalar + '\n', "- " + scalar + '\n',
                                      "[" + scalar + "]\n", "a: &x " + scalar + "\nb: *x\n"};
    for (const QByteArray &yaml : documents) {
        int fallbacks = 0;
        ++g_inputs;
        const QByteArray result = compareReaders(yaml, u"test.yaml"_s, &fallbacks, &g_rejected);
        QVERIFY2(result.isEmpty(), QByteArray(yaml + result).constData());
        QVERIFY2(fallbacks == 0, yaml.constData());
    }
}

void TestYamlFastReader::largeSequences_data()
{
    // Past FastYamlMinBytes the fast reader parses a large sequence at the top of a document in
    // chunks on the thread pool and puts it back together: the List's `items`, a sequence
    // document, in one document of several; and refusals found inside a chunk.
    QTest::addColumn<QByteArray>("yaml");
    QByteArray items;
    for (int i = 0; items.size() < Doc::Detail::FastYamlMinBytes + (64 << 10); ++i) {
        const QByteArray n = QByteArray::number(i);
        items += "- apiVersion: v1\n  kind: ConfigMap\n  metadata:\n    name: cm-" + n +
                 "\n    labels: {app: x, tier: '" + n + "'}\n  data:\n    hex: 0x" + n +
                 "\n    n: " + n + "\n    f: " + n + ".5\n    quoted: \"" + n +
                 "\"\n    list: [a, 1, true, null, ~, '']\n    text: |\n      line " + n +
                 "\n      \"quote\" \\ back\\slash\n    empty: []\n";
    }
    const QByteArray list = "apiVersion: v1\nkind: List\nitems:\n" + items;
    QTest::addRow("List") << list;
    QTest::addRow("two documents") << "---\n" + list + "---\n" + items + "---\nlast: 1\n";
    QTest::addRow("two large sequences in one mapping")
        << "a:\n" + items + "b:\n" + items + "c: 1\n";
    QTest::addRow("duplicate key late in a chunk") << list + "- {name: a, name: b}\n";
    QTest::addRow("broken late in the items") << list + "- [1, 2\n";
    QTest::addRow("alias late in the items") << "x: &x 1\n" + list + "- *x\n";
#if defined(__SANITIZE_ADDRESS__)
    // The sanitizer pass (installer/dev.sh sanitize) reads each of these megabytes ~10x slower:
    // the rows above take every way through the chunked read (joined, two documents, two
    // sequences, an error inside a chunk, an alias the fast reader refuses); the rest check the
    // readers' agreement on one more input each, which is the normal suite's job.
    return;
#endif
    QTest::addRow("List, then metadata") << list + "metadata: {resourceVersion: '1'}\n";
    QTest::addRow("sequence document") << items;
    QTest::addRow("duplicate root key after the items") << list + "kind: Again\n";
    QTest::addRow("merge key late in the items") << list + "- <<: {a: 1}\n  b: 2\n";
    QTest::addRow("NaN late in the items") << list + "- .nan\n";
}

void TestYamlFastReader::largeSequences()
{
    QFETCH(QByteArray, yaml);
    QVERIFY(yaml.size() >= Doc::Detail::FastYamlMinBytes);
    int fallbacks = 0;
    ++g_inputs;
    const QByteArray result = compareReaders(yaml, u"big.yaml"_s, &fallbacks, &g_rejected);
    QVERIFY2(result.isEmpty(), result.left(4000).constData());
    g_fallbacks += fallbacks;
}

void TestYamlFastReader::largeInputTakesTheFastPath()
{
    // A multi-document stream over FastYamlMinBytes through the public API: the same documents
    // as yaml-cpp reads, where it says they start.
    const QByteArray one = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n"
                           "data:\n  hex: '0x1d82'\n  n: 7\n  list: [a, 1, true, null]\n";
    QByteArray big;
    int count = 0;
    while (big.size() < Doc::Detail::FastYamlMinBytes + 1000) {
        big += "---\n" + one;
        ++count;
    }
    const auto documents = Doc::readDocuments(big, u"big.yaml"_s);
    QVERIFY2(
        documents,
        describe(Doc::Detail::readStream(big, u"big.yaml"_s, YamlReader::LibYaml)).constData());
    QCOMPARE(documents->size(), count);
    const auto reference = Doc::Detail::readStream(big, u"big.yaml"_s, YamlReader::YamlCpp);
    QVERIFY(reference);
    for (int i = 0; i < count; ++i)
        QVERIFY(same(documents->at(i), reference->at(i).value));
    const auto objects = Doc::readObjects(big + "---\n- not an object\n", u"big.yaml"_s);
    QVERIFY(!objects);
    QCOMPARE(objects.error().code, u"DOC_NOT_OBJECT"_s);
    QCOMPARE(objects.error().message,
             u"big.yaml:%1:1: document %2 is a list, not a mapping"_s.arg(
                 QString::number(big.count('\n') + 1), QString::number(count + 1)));
}

void TestYamlFastReader::largeInputErrorsAreYamlCppErrors()
{
    QByteArray big;
    while (big.size() < Doc::Detail::FastYamlMinBytes)
        big += "- {name: a, value: 1}\n";
    const int lines = int(big.count('\n'));
    const struct
    {
        const char *tail;
        QString message;
    } rows[] = {
        {"- {name: b, name: c}\n", u"big.yaml:%1:13: duplicate key \"name\""_s.arg(lines + 1)},
        {"- key: value: other\n", u"big.yaml:%1:13: illegal map value"_s.arg(lines + 1)},
        {"- *nope\n", u"big.yaml:%1:3: the referenced anchor is not defined"_s.arg(lines + 1)},
        {"b: c\n", u"big.yaml:%1:1: unexpected text at the start of a line (check the "
                   "indentation); a new document needs a \"---\" line"_s.arg(lines + 1)},
        // Issue 32: not finite, through the fast path's refusal to yaml-cpp's message.
        {"- {name: b, value: .inf}\n",
         u"big.yaml:%1:20: key \"value\": the number .inf is not finite; JSON and Kubernetes "
         "have no infinity or NaN"_s.arg(lines + 1)},
        {"- {name: b, value: 1e400}\n",
         u"big.yaml:%1:20: key \"value\": the number 1e400 is not finite; JSON and Kubernetes "
         "have no infinity or NaN"_s.arg(lines + 1)},
    };
    for (const auto &row : rows) {
        const auto result = Doc::readDocuments(big + row.tail, u"big.yaml"_s);
        QVERIFY(!result);
        QCOMPARE(result.error().code, u"YAML_PARSE"_s);
        QCOMPARE(result.error().message, row.message);
        QVERIFY(!Doc::Detail::readYamlFast(big + row.tail)); // the fast path did refuse it
    }
}

void TestYamlFastReader::cleanupTestCase()
{
    qInfo("compared %d inputs (%d files and their damaged copies, plus rows); both refused %d; "
          "the fast reader sent %d damaged or odd inputs that yaml-cpp reads back to yaml-cpp",
          g_inputs, g_files, g_rejected, g_fallbacks);
}

QTEST_GUILESS_MAIN(TestYamlFastReader)
#include "tst_yamlfastreader.moc"
