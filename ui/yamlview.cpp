// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "yamlview.h"

#include "yamlhighlighter.h"

#include <QFontDatabase>

namespace Accel::Ui {

YamlView::YamlView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    (new YamlHighlighter(document(), palette()))->follow(this);
}

void YamlView::setYaml(const QByteArray &yaml)
{
    setPlainText(QString::fromUtf8(yaml));
}

} // namespace Accel::Ui
