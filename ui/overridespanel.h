// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#pragma once

#include "doc/linediff.h"
#include "error.h"
#include "nvcre/detection.h"
#include "nvcre/workflowrender.h"

#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTableWidget;
class QTimer;
class QTreeWidget;

namespace Accel::Ui {

class OverridesModel;
class YamlView;

/// The override preview (issue 9, "Overrides panel"): a Workflow pasted, edited or opened from a
/// file is rendered for a platform and GPU architecture (offline, on CRE's mock nodes for the
/// pair, or on a cluster snapshot file) as `accelctl workflow render` does. The panel shows what
/// detection found, every override with whether it matched and why not, and a side-by-side diff of
/// the base Workflow against the rendered one, each changed line naming the override that set it
/// where the engine recorded one. Rendering runs on a worker thread (QtConcurrent) 250 ms after the
/// last edit; a result an edit has outdated is dropped.
class OverridesPanel : public QWidget
{
    Q_OBJECT

public:
    /// Columns of the diff table.
    enum DiffColumn
    {
        OldLineColumn = 0,
        OldTextColumn,
        NewLineColumn,
        NewTextColumn,
        ProvenanceColumn,
        DiffColumnCount,
    };

    explicit OverridesPanel(QWidget *parent = nullptr);

    /// Replaces the editor's text (a render follows after the debounce).
    void setYaml(const QString &yaml);
    QString yaml() const;
    /// Selects the platform and GPU architecture pickers; false for a value they do not offer.
    bool setTarget(const QString &platform, const QString &gpuArchitecture);
    /// Detects on the cluster snapshot in PATH (a kubectl List or multi-document YAML) instead of
    /// the mock nodes of the pickers; empty: back to the pickers.
    void setSnapshotFile(const QString &path);
    QString snapshotFile() const { return m_snapshotPath; }
    /// Reads FILE off the UI thread into the editor.
    void openFile(const QString &path);

    /// The last render shown, if it succeeded.
    const std::optional<Nvcre::WorkflowRender> &render() const { return m_render; }
    const std::optional<Nvcre::DetectionResult> &detection() const { return m_detection; }
    /// The error shown in place of a render (parse errors carry line and column), empty if none.
    QString errorText() const;
    /// The rendered Workflow as YAML (what Copy and Save… write).
    QByteArray renderedYaml() const { return m_renderedYaml; }
    QByteArray baseYaml() const { return m_baseYaml; }
    /// The diff rows shown (all of them, or only the changes with folds when "changed only").
    const QList<Doc::LineDiff::Row> &diffRows() const { return m_rows; }
    /// The override named for each shown diff row ("override[0]"), empty where none is known.
    const QStringList &provenance() const { return m_provenance; }
    void setChangedOnly(bool changedOnly);
    OverridesModel *overridesModel() const { return m_model; }
    /// Copies the rendered YAML to the clipboard.
    void copyYaml();
    bool isRendering() const { return m_renderPending || m_watcher->isRunning(); }

Q_SIGNALS:
    /// A render (or its error) for the current text and target is shown.
    void resultShown();

private:
    struct Rendered
    {
        quint64 generation = 0;
        std::optional<Error> error;
        std::optional<Nvcre::DetectionResult> detection;
        std::optional<Nvcre::WorkflowRender> render;
        QByteArray baseYaml;
        QByteArray renderedYaml;
        /// Per line of each YAML: the JSON pointer it writes (see yamlLinePointers()).
        QStringList basePointers;
        QStringList renderedPointers;
    };

    void scheduleRender();
    void startRender();
    void showRendered(const Rendered &rendered);
    void rebuildDiff();
    void chooseFile();
    void chooseSnapshot();
    void saveYaml();
    void updateButtons();

    QPlainTextEdit *m_editor = nullptr;
    QLabel *m_errorLabel = nullptr;
    QComboBox *m_platform = nullptr;
    QComboBox *m_gpuArch = nullptr;
    QPushButton *m_snapshotButton = nullptr;
    QPushButton *m_mockButton = nullptr;
    QString m_snapshotPath;
    QLabel *m_detectionLabel = nullptr;
    QTreeWidget *m_events = nullptr;
    QTableView *m_table = nullptr;
    OverridesModel *m_model = nullptr;
    QTableWidget *m_diff = nullptr;
    QCheckBox *m_changedOnly = nullptr;
    YamlView *m_yamlView = nullptr;
    QPushButton *m_copyButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_applyButton = nullptr;
    QLabel *m_statusLabel = nullptr;

    QTimer *m_renderTimer = nullptr;
    QFutureWatcher<Rendered> *m_watcher = nullptr;
    QFutureWatcher<QByteArray> *m_fileWatcher = nullptr;
    quint64 m_generation = 0;
    QString m_openPath;
    bool m_renderPending = false;

    std::optional<Nvcre::WorkflowRender> m_render;
    std::optional<Nvcre::DetectionResult> m_detection;
    QString m_error;
    QByteArray m_baseYaml;
    QByteArray m_renderedYaml;
    QStringList m_basePointers;
    QStringList m_renderedPointers;
    QList<Doc::LineDiff::Row> m_rows;
    QStringList m_provenance;
};

/// For each line of YAML as Doc::toYaml writes it (kubectl style): the JSON pointer of the value
/// the line writes ("/spec/jobTemplate/spec"), or of the key or sequence item it starts; block
/// scalar continuation lines get their key's pointer. Approximate for exotic keys (explicit `? `
/// keys, double-quoted keys are taken as written).
QStringList yamlLinePointers(const QByteArray &yaml);

} // namespace Accel::Ui
