// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "excerpt.h"
#include "basetr.h"

#include <QCoreApplication>
#include <QLocale>

namespace Accel {

QString excerpt(const QString &text, qsizetype maxChars)
{
    if (maxChars < 1)
        maxChars = 1;
    if (text.size() <= maxChars)
        return text;
    qsizetype keep = maxChars;
    if (text.at(keep - 1).isHighSurrogate())
        --keep;
    QLocale grouped = QLocale::c();
    grouped.setNumberOptions(QLocale::DefaultNumberOptions);
    //: the marker after a cut quotation; %1 how many characters were left out
    return text.left(keep) + Tr::tr("… [+%1 characters]").arg(grouped.toString(text.size() - keep));
}

QString excerpt(const QByteArray &text, qsizetype maxChars)
{
    // Decode only what can be shown, plus room for multi-byte sequences; the count stays exact
    // in bytes when the rest is not decoded.
    if (text.size() <= maxChars)
        return QString::fromUtf8(text);
    const QString head = QString::fromUtf8(text.left(maxChars * 4));
    if (head.size() <= maxChars)
        return excerpt(QString::fromUtf8(text), maxChars);
    qsizetype keep = maxChars;
    if (head.at(keep - 1).isHighSurrogate())
        --keep;
    const qsizetype keptBytes = head.left(keep).toUtf8().size();
    QLocale grouped = QLocale::c();
    grouped.setNumberOptions(QLocale::DefaultNumberOptions);
    //: the marker after a cut quotation; %1 how many bytes were left out
    return head.left(keep) + Tr::tr("… [+%1 bytes]").arg(grouped.toString(text.size() - keptBytes));
}

QString excerptList(const QStringList &names, qsizetype limit)
{
    if (names.size() <= limit)
        return names.join(QStringLiteral(", "));
    //: %1 the first names, joined with ", "; %2 how many more there are
    return Tr::tr("%1 and %2 more")
        .arg(names.mid(0, limit).join(QStringLiteral(", ")))
        .arg(names.size() - limit);
}

} // namespace Accel
