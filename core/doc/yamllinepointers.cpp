// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamllinepointers.h"

#include "jsonpointer.h"
#include "linediff.h"

#include <QList>
#include <QString>

namespace Accel::Doc {

namespace {

/// The key of a `key: value` or `key:` line (CONTENT has no indent and no dash), unquoted; empty
/// when the line holds no key.
QString keyOf(const QString &content, QString *rest)
{
    qsizetype end = -1;
    QString key;
    if (content.startsWith(QLatin1Char('\''))) {
        // Single-quoted: '' is a quote.
        qsizetype i = 1;
        while (i < content.size()) {
            if (content.at(i) == QLatin1Char('\'')) {
                if (i + 1 < content.size() && content.at(i + 1) == QLatin1Char('\'')) {
                    key += QLatin1Char('\'');
                    i += 2;
                    continue;
                }
                break;
            }
            key += content.at(i);
            ++i;
        }
        end = i + 1;
        if (end >= content.size() || content.at(end) != QLatin1Char(':'))
            return {};
    } else {
        end = content.indexOf(QStringLiteral(": "));
        if (end < 0 && content.endsWith(QLatin1Char(':')))
            end = content.size() - 1;
        if (end < 0)
            return {};
        key = content.left(end);
    }
    *rest = content.mid(end + 1).trimmed();
    return key;
}

struct PathEntry
{
    qsizetype indent = 0;
    bool item = false;
    QString segment;
    int nextItem = 0; ///< the index of the next item of the sequence this entry holds
};

QString pointerOf(const QList<PathEntry> &stack)
{
    QString pointer;
    for (const PathEntry &entry : stack)
        pointer += QLatin1Char('/') + JsonPointer::escape(entry.segment);
    return pointer;
}

} // namespace

QStringList yamlLinePointers(const QByteArray &yaml)
{
    return yamlLinePointers(LineDiff::splitLines(QString::fromUtf8(yaml)));
}

QStringList yamlLinePointers(const QStringList &lines)
{
    QStringList pointers;
    pointers.reserve(lines.size());
    QList<PathEntry> stack;
    qsizetype blockIndent = -1; // inside a block scalar started by a key at this indent
    QString blockPointer;
    for (const QString &line : lines) {
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
            ++indent;
        if (blockIndent >= 0) {
            if (indent > blockIndent || line.trimmed().isEmpty()) {
                pointers << blockPointer;
                continue;
            }
            blockIndent = -1;
        }
        QString content = line.mid(indent);
        if (content == QLatin1String("---")) {
            stack.clear();
            pointers << QString();
            continue;
        }
        bool item = false;
        // `- - x` opens an item of a sequence that is itself an item: one entry per dash.
        while (content == QLatin1String("-") || content.startsWith(QLatin1String("- "))) {
            item = true;
            // Drop everything deeper, and the previous item of the same sequence.
            while (!stack.isEmpty() &&
                   (stack.constLast().indent > indent ||
                    (stack.constLast().indent == indent && stack.constLast().item)))
                stack.removeLast();
            int index = 0;
            if (!stack.isEmpty())
                index = stack.last().nextItem++;
            stack << PathEntry{indent, true, QString::number(index), 0};
            indent += 2;
            content = content.mid(2);
        }
        if (!item) {
            while (!stack.isEmpty() && stack.constLast().indent >= indent)
                stack.removeLast();
        }
        QString rest;
        const QString key = content.isEmpty() ? QString() : keyOf(content, &rest);
        if (!key.isNull()) {
            stack << PathEntry{indent, false, key, 0};
            if (rest.startsWith(QLatin1Char('|'))) {
                blockIndent = indent;
                blockPointer = pointerOf(stack);
            }
        } else if (item && content.startsWith(QLatin1Char('|'))) {
            blockIndent = indent - 2;
            blockPointer = pointerOf(stack);
        }
        pointers << pointerOf(stack);
    }
    return pointers;
}

} // namespace Accel::Doc
