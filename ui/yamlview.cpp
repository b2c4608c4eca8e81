// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlview.h"

#include <QFontDatabase>
#include <QRegularExpression>
#include <QSyntaxHighlighter>

namespace Accel::Ui {

namespace {

/// Line-based: the overlay is block-style YAML written by yaml-cpp, so no multi-line scalars.
class YamlHighlighter : public QSyntaxHighlighter
{
public:
    YamlHighlighter(QTextDocument *document, bool dark)
        : QSyntaxHighlighter(document)
        , m_key(QStringLiteral(R"(^(\s*(?:-\s+)?)([^\s#:'"][^:#]*?)(:)(?=\s|$))"))
        , m_dash(QStringLiteral(R"(^\s*(-)(?=\s))"))
        , m_quoted(QStringLiteral(R"('[^']*'|"(?:[^"\\]|\\.)*")"))
    {
        m_commentFormat.setForeground(dark ? QColor(0x8b, 0x94, 0x9e) : QColor(0x6a, 0x73, 0x7d));
        m_commentFormat.setFontItalic(true);
        m_keyFormat.setForeground(dark ? QColor(0x79, 0xc0, 0xff) : QColor(0x00, 0x5c, 0xc5));
        m_punctFormat.setForeground(dark ? QColor(0xd2, 0xa8, 0xff) : QColor(0x8a, 0x3f, 0xfc));
        m_stringFormat.setForeground(dark ? QColor(0xa5, 0xd6, 0xa7) : QColor(0x1a, 0x7f, 0x37));
    }

protected:
    void highlightBlock(const QString &text) override
    {
        const qsizetype hash = commentStart(text);
        const QString code = hash < 0 ? text : text.left(hash);
        if (const auto m = m_key.match(code); m.hasMatch())
            setFormat(int(m.capturedStart(2)), int(m.capturedLength(2)), m_keyFormat);
        if (const auto m = m_dash.match(code); m.hasMatch())
            setFormat(int(m.capturedStart(1)), 1, m_punctFormat);
        for (auto it = m_quoted.globalMatch(code); it.hasNext();) {
            const auto m = it.next();
            setFormat(int(m.capturedStart()), int(m.capturedLength()), m_stringFormat);
        }
        if (hash >= 0)
            setFormat(int(hash), int(text.size() - hash), m_commentFormat);
    }

private:
    /// Where a comment starts: a '#' at the line's start or after a space, outside quotes.
    static qsizetype commentStart(const QString &text)
    {
        QChar quote;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (!quote.isNull()) {
                if (c == quote)
                    quote = QChar();
            } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                quote = c;
            } else if (c == QLatin1Char('#') && (i == 0 || text.at(i - 1).isSpace())) {
                return i;
            }
        }
        return -1;
    }

    QRegularExpression m_key;
    QRegularExpression m_dash;
    QRegularExpression m_quoted;
    QTextCharFormat m_commentFormat;
    QTextCharFormat m_keyFormat;
    QTextCharFormat m_punctFormat;
    QTextCharFormat m_stringFormat;
};

} // namespace

YamlView::YamlView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    new YamlHighlighter(document(), dark);
}

void YamlView::setYaml(const QByteArray &yaml)
{
    setPlainText(QString::fromUtf8(yaml));
}

} // namespace Accel::Ui
