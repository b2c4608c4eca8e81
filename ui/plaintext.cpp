// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "plaintext.h"

#include "printable.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>
#include <QToolTip>

namespace Accel::Ui {

QString plainText(const QString &text)
{
    return printable(text, TextShape::Block);
}

QString plainToolTip(const QString &text)
{
    const QString plain = plainText(text);
    return Qt::mightBeRichText(plain) ? Qt::convertFromPlainText(plain, Qt::WhiteSpaceNormal)
                                      : plain;
}

QLabel *plainLabel(QLabel *label)
{
    label->setTextFormat(Qt::PlainText);
    return label;
}

void makePlain(QMessageBox &box)
{
    box.setTextFormat(Qt::PlainText);
    // Every label of the box, the informative text's too: QMessageBox::setTextFormat is documented
    // for the main text only. Called after the texts are set (the informative label is made then).
    const QList<QLabel *> labels = box.findChildren<QLabel *>();
    for (QLabel *label : labels)
        label->setTextFormat(Qt::PlainText);
}

QString PlainTextDelegate::displayText(const QVariant &value, const QLocale &locale) const
{
    if (value.userType() == QMetaType::QString)
        // One line a cell, as in accelctl's tables: QStyledItemDelegate turns '\n' into U+2028, a
        // line break that lets a value forge rows inside its cell.
        return QStyledItemDelegate::displayText(printable(value.toString(), TextShape::Line),
                                                locale);
    return QStyledItemDelegate::displayText(value, locale);
}

bool PlainTextDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view,
                                  const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (!event || !view || event->type() != QEvent::ToolTip)
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QVariant tip = index.data(Qt::ToolTipRole);
    if (tip.canConvert<QString>() && !tip.toString().isEmpty()) {
        QToolTip::showText(event->globalPos(), plainToolTip(tip.toString()), view->viewport(),
                           option.rect);
        return true;
    }
    QToolTip::hideText();
    event->ignore();
    return false;
}

void usePlainText(QAbstractItemView *view)
{
    view->setItemDelegate(new PlainTextDelegate(view));
}

} // namespace Accel::Ui
