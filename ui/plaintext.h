// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QString>
#include <QStyledItemDelegate>

class QAbstractItemView;
class QLabel;
class QMessageBox;

/// Outside strings in the window are plain text (issue 32; tests/README.md "Security", "Terminal
/// and window output"). Qt shows a label, a tooltip or a message box as rich text when its text
/// merely looks like markup (Qt::AutoText and Qt::mightBeRichText): a node name `<img src=...>`
/// would load an image, `<a href=...>` would offer a link, `<b>` would restyle what follows.
/// Names, attributes and messages from a cluster, a file or a product therefore reach widgets
/// through these helpers, with their control characters made visible as on a terminal
/// (core/printable.h), so a bidirectional override cannot reorder what is shown either.
/// tests/gui/tst_plaintext feeds the window markup and control characters and checks every
/// label, tooltip, message box and item view.
namespace Accel::Ui {

/// TEXT for a widget that shows plain text: control characters as visible escapes, line breaks
/// and tabs kept (printable(), Block shape).
QString plainText(const QString &text);

/// TEXT as a tooltip that shows exactly its characters: plainText(TEXT), and where Qt would
/// take that for rich text (Qt::mightBeRichText), rich text that shows the markup as
/// characters (Qt::convertFromPlainText).
QString plainToolTip(const QString &text);

/// LABEL shows its text as plain text (Qt::PlainText), never as rich text; returns LABEL.
QLabel *plainLabel(QLabel *label);

/// BOX's text and informative text as plain text, never as rich text.
void makePlain(QMessageBox &box);

/// An item view's delegate that draws every string with its control characters made visible
/// and shows tooltips through plainToolTip(). Item views draw DisplayRole as plain text already;
/// their tooltips are rich text as soon as they look like markup.
class PlainTextDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QString displayText(const QVariant &value, const QLocale &locale) const override;
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;
};

/// VIEW's items drawn by a PlainTextDelegate (replacing the default delegate; a column's own
/// delegate should derive from PlainTextDelegate).
void usePlainText(QAbstractItemView *view);

} // namespace Accel::Ui
