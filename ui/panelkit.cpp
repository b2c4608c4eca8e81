// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "panelkit.h"

#include "plaintext.h"

#include <QLabel>
#include <QProgressBar>

namespace Accel::Ui::PanelKit {

QLabel *valueLabel(QWidget *parent, const QString &objectName)
{
    auto *label = plainLabel(new QLabel(parent));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

QLabel *titleLabel(const QString &text, QWidget *parent, qreal scale)
{
    auto *title = plainLabel(new QLabel(text, parent));
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * scale);
    font.setBold(true);
    title->setFont(font);
    return title;
}

QLabel *statusLabel(QWidget *parent, const QString &objectName)
{
    QLabel *label = valueLabel(parent, objectName);
    label->hide();
    return label;
}

QProgressBar *busyBar(QWidget *parent, int maximumWidth)
{
    auto *bar = new QProgressBar(parent);
    bar->setRange(0, 0);
    bar->setMaximumWidth(maximumWidth);
    bar->setTextVisible(false);
    bar->hide();
    return bar;
}

void setTone(QLabel *label, Theme::Tone tone)
{
    label->setStyleSheet(Theme::textStyle(tone, label->palette()));
}

void showStatus(QLabel *label, const QString &text, Theme::Tone tone)
{
    label->setText(label->textFormat() == Qt::PlainText ? plainText(text) : text);
    setTone(label, tone);
    label->setVisible(!text.isEmpty());
}

void showBanner(QLabel *label, const QString &text, Theme::Tone tone)
{
    label->setText(text);
    label->setStyleSheet(Theme::bannerStyle(tone, label->palette()));
    label->show();
}

} // namespace Accel::Ui::PanelKit
