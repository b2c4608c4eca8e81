// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include <QPlainTextEdit>

namespace Accel::Ui {

/// A read-only, monospace view of a YAML document with light syntax colouring (comments, keys,
/// list dashes, quoted strings). Meant for generated files the operator reads and copies, such
/// as the launch overlay; it never edits.
class YamlView : public QPlainTextEdit
{
    Q_OBJECT

public:
    explicit YamlView(QWidget *parent = nullptr);

    void setYaml(const QByteArray &yaml);
};

} // namespace Accel::Ui
