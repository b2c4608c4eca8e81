// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "regularexpression.h"

#include <QPalette>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

namespace Accel::Ui {

/// Light YAML colouring for block-style documents, line by line: comments, mapping keys, list
/// dashes, quoted strings, plain scalars that are numbers, booleans or null, document markers,
/// anchors, aliases and tags. Used by the read-only YAML views and the Overrides panel's editor;
/// its colours are the theme's (Theme::syntaxColour), readable on the palette's Base.
class YamlHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    enum class Role
    {
        Plain,
        Comment,
        Key,
        Punctuation,
        String,
        Literal, ///< numbers, booleans, null
        Marker,  ///< ---, ..., anchors, aliases, tags
    };

    YamlHighlighter(QTextDocument *document, const QPalette &palette);

    /// Colours from PALETTE, and the document coloured again.
    void setPalette(const QPalette &palette);
    /// Follows WIDGET's palette from now on (a switch between light and dark themes).
    void follow(QWidget *widget);

    /// The role of each character of LINE, as highlightBlock() colours it.
    QList<Role> roles(const QString &line) const;

protected:
    void highlightBlock(const QString &text) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Where a comment starts: a '#' at the line's start or after a space, outside quotes.
    static qsizetype commentStart(const QString &text);
    void setColours(const QPalette &palette);

    // On RE2 (Accel::RegularExpression), as every pattern in the project: no lookaround, so
    // what follows a key's colon or a dash is matched, and the groups say what to colour.
    RegularExpression m_key;
    RegularExpression m_dash;
    RegularExpression m_quoted;
    RegularExpression m_marker;
    QTextCharFormat m_formats[7];
};

} // namespace Accel::Ui
