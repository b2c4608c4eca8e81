// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "overridespanel.h"

#include "models/overridesmodel.h"
#include "yamlview.h"

#include "doc/yamlwriter.h"
#include "kube/snapshot.h"
#include "nvcre/certificationrender.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextBlock>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace Accel::Ui {

namespace {

constexpr int RenderDelayMs = 250;

QString escapePointerSegment(QString segment)
{
    segment.replace(QLatin1Char('~'), QStringLiteral("~0"));
    segment.replace(QLatin1Char('/'), QStringLiteral("~1"));
    return segment;
}

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
    int nextItem = 0; ///< for a key entry: the index of its next sequence item
};

QString pointerOf(const QList<PathEntry> &stack)
{
    QString pointer;
    for (const PathEntry &entry : stack)
        pointer += QLatin1Char('/') + escapePointerSegment(entry.segment);
    return pointer;
}

QString originText(const Doc::PatchSequence::Origin &origin)
{
    if (origin.operation.isEmpty())
        return origin.step;
    return QString(origin.step + QStringLiteral(" (") + origin.operation + QLatin1Char(')'));
}

} // namespace

QStringList yamlLinePointers(const QByteArray &yaml)
{
    const QStringList lines = Doc::LineDiff::splitLines(QString::fromUtf8(yaml));
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
        if (content == QLatin1String("-") || content.startsWith(QLatin1String("- "))) {
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
        } else {
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

OverridesPanel::OverridesPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("overridesPanel"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);

    // Input: the Workflow and the target.
    auto *openButton = new QPushButton(tr("Open…"), this);
    openButton->setObjectName(QStringLiteral("openButton"));
    openButton->setToolTip(tr("Open a Workflow YAML or JSON file"));
    connect(openButton, &QPushButton::clicked, this, &OverridesPanel::chooseFile);
    m_platform = new QComboBox(this);
    m_platform->setObjectName(QStringLiteral("platformCombo"));
    m_platform->addItems(Nvcre::validPlatforms());
    m_gpuArch = new QComboBox(this);
    m_gpuArch->setObjectName(QStringLiteral("gpuArchCombo"));
    m_gpuArch->addItems(Nvcre::validGpuArchitectures());
    m_platform->setCurrentText(QStringLiteral("aws"));
    m_gpuArch->setCurrentText(QStringLiteral("h100"));
    auto *targetRow = new QHBoxLayout;
    targetRow->addWidget(openButton);
    targetRow->addStretch(1);
    //: Label of the platform picker of the override preview
    targetRow->addWidget(new QLabel(tr("Platform:"), this));
    targetRow->addWidget(m_platform);
    //: Label of the GPU architecture picker of the override preview
    targetRow->addWidget(new QLabel(tr("GPU architecture:"), this));
    targetRow->addWidget(m_gpuArch);
    m_snapshotButton = new QPushButton(tr("Snapshot…"), this);
    m_snapshotButton->setObjectName(QStringLiteral("snapshotButton"));
    m_snapshotButton->setToolTip(
        tr("Detect on the nodes of a cluster snapshot file instead of mock nodes"));
    connect(m_snapshotButton, &QPushButton::clicked, this, &OverridesPanel::chooseSnapshot);
    //: Button that goes back from a snapshot file to the platform and architecture pickers
    m_mockButton = new QPushButton(tr("Mock nodes"), this);
    m_mockButton->setObjectName(QStringLiteral("mockButton"));
    m_mockButton->hide();
    connect(m_mockButton, &QPushButton::clicked, this, [this] { setSnapshotFile({}); });
    targetRow->addWidget(m_snapshotButton);
    targetRow->addWidget(m_mockButton);

    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("workflowEditor"));
    m_editor->setFont(fixed);
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setPlaceholderText(tr("Paste a Workflow here, or open one."));
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_errorLabel->hide();
    auto *inputBox = new QWidget(this);
    auto *inputLayout = new QVBoxLayout(inputBox);
    inputLayout->setContentsMargins(0, 0, 0, 0);
    inputLayout->addLayout(targetRow);
    inputLayout->addWidget(m_editor, 1);
    inputLayout->addWidget(m_errorLabel);

    // Detection.
    m_detectionLabel = new QLabel(this);
    m_detectionLabel->setObjectName(QStringLiteral("detectionLabel"));
    m_detectionLabel->setWordWrap(true);
    m_detectionLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_events = new QTreeWidget(this);
    m_events->setObjectName(QStringLiteral("eventList"));
    m_events->setRootIsDecorated(false);
    m_events->setHeaderLabels({tr("Type"), tr("Reason"), tr("Message")});
    auto *detectionBox = new QGroupBox(tr("Detection"), this);
    auto *detectionLayout = new QVBoxLayout(detectionBox);
    detectionLayout->addWidget(m_detectionLabel);
    detectionLayout->addWidget(m_events, 1);

    // Overrides.
    m_model = new OverridesModel(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("overridesTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(inputBox);
    auto *rightTop = new QSplitter(Qt::Vertical, top);
    rightTop->addWidget(detectionBox);
    rightTop->addWidget(m_table);
    top->addWidget(rightTop);
    top->setStretchFactor(0, 1);
    top->setStretchFactor(1, 1);

    // Result: the diff and the rendered YAML.
    m_diff = new QTableWidget(0, DiffColumnCount, this);
    m_diff->setObjectName(QStringLiteral("diffTable"));
    m_diff->setHorizontalHeaderLabels(
        {QString(), tr("Base"), QString(), tr("Rendered"), tr("Set by")});
    m_diff->verticalHeader()->hide();
    m_diff->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_diff->setShowGrid(false);
    m_diff->setFont(fixed);
    m_diff->setWordWrap(false);
    m_diff->horizontalHeader()->setSectionResizeMode(OldTextColumn, QHeaderView::Stretch);
    m_diff->horizontalHeader()->setSectionResizeMode(NewTextColumn, QHeaderView::Stretch);
    m_diff->verticalHeader()->setDefaultSectionSize(QFontMetrics(fixed).height() + 4);
    m_changedOnly = new QCheckBox(tr("Changed only"), this);
    m_changedOnly->setObjectName(QStringLiteral("changedOnlyCheck"));
    m_changedOnly->setToolTip(tr("Fold the unchanged lines between changes"));
    connect(m_changedOnly, &QCheckBox::toggled, this, &OverridesPanel::rebuildDiff);
    auto *diffBox = new QWidget(this);
    auto *diffLayout = new QVBoxLayout(diffBox);
    diffLayout->setContentsMargins(0, 0, 0, 0);
    diffLayout->addWidget(m_changedOnly);
    diffLayout->addWidget(m_diff, 1);

    m_yamlView = new YamlView(this);
    m_yamlView->setObjectName(QStringLiteral("renderedYaml"));
    m_copyButton = new QPushButton(tr("Copy"), this);
    m_copyButton->setObjectName(QStringLiteral("copyButton"));
    m_copyButton->setToolTip(tr("Copy the rendered YAML to the clipboard"));
    connect(m_copyButton, &QPushButton::clicked, this, &OverridesPanel::copyYaml);
    m_saveButton = new QPushButton(tr("Save…"), this);
    m_saveButton->setObjectName(QStringLiteral("saveButton"));
    connect(m_saveButton, &QPushButton::clicked, this, &OverridesPanel::saveYaml);
    m_applyButton = new QPushButton(tr("Apply…"), this);
    m_applyButton->setObjectName(QStringLiteral("applyButton"));
    m_applyButton->setEnabled(false);
    m_applyButton->setToolTip(
        tr("Not available yet: apply the rendered Workflow with accelctl or kubectl"));
    m_statusLabel = new QLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    auto *yamlBox = new QWidget(this);
    auto *yamlLayout = new QVBoxLayout(yamlBox);
    yamlLayout->setContentsMargins(0, 0, 0, 0);
    yamlLayout->addWidget(m_yamlView, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_statusLabel, 1);
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_saveButton);
    buttons->addWidget(m_applyButton);
    yamlLayout->addLayout(buttons);

    auto *result = new QTabWidget(this);
    result->setObjectName(QStringLiteral("resultTabs"));
    //: Tab of the override preview: base versus rendered Workflow
    result->addTab(diffBox, tr("Diff"));
    //: Tab of the override preview: the rendered Workflow as YAML
    result->addTab(yamlBox, tr("Rendered YAML"));

    auto *main = new QSplitter(Qt::Vertical, this);
    main->addWidget(top);
    main->addWidget(result);
    main->setStretchFactor(0, 2);
    main->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(main);

    m_renderTimer = new QTimer(this);
    m_renderTimer->setSingleShot(true);
    m_renderTimer->setInterval(RenderDelayMs);
    connect(m_renderTimer, &QTimer::timeout, this, &OverridesPanel::startRender);
    m_watcher = new QFutureWatcher<Rendered>(this);
    connect(m_watcher, &QFutureWatcher<Rendered>::finished, this, [this] {
        const Rendered rendered = m_watcher->result();
        if (rendered.generation != m_generation)
            return; // outdated by an edit; the newer render follows
        showRendered(rendered);
    });
    m_fileWatcher = new QFutureWatcher<QByteArray>(this);
    connect(m_fileWatcher, &QFutureWatcher<QByteArray>::finished, this, [this] {
        const QByteArray bytes = m_fileWatcher->result();
        if (bytes.isNull()) {
            m_renderPending = false;
            m_error = tr("Cannot read %1").arg(m_openPath);
            m_errorLabel->setText(m_error);
            m_errorLabel->show();
            return;
        }
        setYaml(QString::fromUtf8(bytes));
    });

    connect(m_editor, &QPlainTextEdit::textChanged, this, &OverridesPanel::scheduleRender);
    connect(m_platform, &QComboBox::currentTextChanged, this, &OverridesPanel::scheduleRender);
    connect(m_gpuArch, &QComboBox::currentTextChanged, this, &OverridesPanel::scheduleRender);
    updateButtons();
    scheduleRender();
}

void OverridesPanel::setYaml(const QString &yaml)
{
    m_editor->setPlainText(yaml);
}

QString OverridesPanel::yaml() const
{
    return m_editor->toPlainText();
}

bool OverridesPanel::setTarget(const QString &platform, const QString &gpuArchitecture)
{
    const int p = m_platform->findText(platform);
    const int a = m_gpuArch->findText(gpuArchitecture);
    if (p < 0 || a < 0)
        return false;
    m_platform->setCurrentIndex(p);
    m_gpuArch->setCurrentIndex(a);
    return true;
}

void OverridesPanel::openFile(const QString &path)
{
    ++m_generation;
    m_renderPending = true;
    m_openPath = path;
    m_fileWatcher->setFuture(QtConcurrent::run([path] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return QByteArray();
        return file.readAll();
    }));
}

void OverridesPanel::setSnapshotFile(const QString &path)
{
    m_snapshotPath = path;
    const bool snapshot = !path.isEmpty();
    m_platform->setEnabled(!snapshot);
    m_gpuArch->setEnabled(!snapshot);
    m_mockButton->setVisible(snapshot);
    m_snapshotButton->setText(snapshot ? QFileInfo(path).fileName() : tr("Snapshot…"));
    m_snapshotButton->setToolTip(snapshot ? path
                                          : tr("Detect on the nodes of a cluster snapshot file "
                                               "instead of mock nodes"));
    scheduleRender();
}

void OverridesPanel::chooseSnapshot()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open cluster snapshot"), QString(),
                                     tr("YAML or JSON (*.yaml *.yml *.json);;All files (*)"));
    if (!path.isEmpty())
        setSnapshotFile(path);
}

void OverridesPanel::chooseFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Workflow"), QString(),
                                     tr("YAML or JSON (*.yaml *.yml *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

QString OverridesPanel::errorText() const
{
    return m_error;
}

void OverridesPanel::scheduleRender()
{
    ++m_generation;
    m_renderPending = true;
    m_renderTimer->start();
}

void OverridesPanel::startRender()
{
    const quint64 generation = m_generation;
    const QByteArray bytes = m_editor->toPlainText().toUtf8();
    const QString platform = m_platform->currentText();
    const QString gpuArch = m_gpuArch->currentText();
    const QString source = tr("editor");
    const QString snapshotPath = m_snapshotPath;
    m_renderPending = false;
    m_watcher->setFuture(QtConcurrent::run([generation, bytes, platform, gpuArch, source,
                                            snapshotPath] {
        Rendered out;
        out.generation = generation;
        if (bytes.trimmed().isEmpty())
            return out; // nothing to render yet
        const Result<QJsonObject> workflow = Nvcre::readWorkflow(bytes, source);
        if (!workflow) {
            out.error = workflow.error();
            return out;
        }
        // Offline, as `accelctl workflow render --platform P --gpu-arch A`: detection on CRE's
        // mock nodes for the pair; a pair with none resolves from the flags alone.
        QList<QJsonObject> targetNodes;
        if (!snapshotPath.isEmpty()) {
            // A whole cluster, as `workflow render --snapshot`: the Workflow's target nodes.
            const Result<Kube::ClusterSnapshot> snapshot =
                Kube::ClusterSnapshot::fromFile(snapshotPath);
            if (!snapshot) {
                out.error = snapshot.error();
                return out;
            }
            Nvcre::DetectionInput input;
            input.target = Nvcre::workflowTarget(*workflow);
            input.nodes = snapshot->nodes();
            input.resourceSlices = snapshot->resourceSlices();
            input.pods = snapshot->pods();
            const Result<Nvcre::DetectionResult> detected = Nvcre::detect(input);
            if (!detected) {
                out.error = detected.error();
                return out;
            }
            out.detection = *detected;
            for (const QJsonObject &node : std::as_const(input.nodes)) {
                const QString name = node.value(QStringLiteral("metadata"))
                                         .toObject()
                                         .value(QStringLiteral("name"))
                                         .toString();
                if (detected->targetNodes.contains(name))
                    targetNodes << node;
            }
        } else if (const Result<QList<QJsonObject>> nodes = Nvcre::mockNodes(platform, gpuArch)) {
            Nvcre::DetectionInput input;
            input.target.includeCordoned = true;
            input.requireGpuPresent = false;
            input.nodes = *nodes;
            const Result<Nvcre::DetectionResult> detected = Nvcre::detect(input);
            if (!detected) {
                out.error = detected.error();
                return out;
            }
            out.detection = *detected;
            for (const QJsonObject &node : std::as_const(input.nodes)) {
                const QString name = node.value(QStringLiteral("metadata"))
                                         .toObject()
                                         .value(QStringLiteral("name"))
                                         .toString();
                if (detected->targetNodes.contains(name))
                    targetNodes << node;
            }
        } else {
            const Result<Nvcre::RenderDetection> offline =
                Nvcre::offlineDetection(Nvcre::workflowTarget(*workflow), platform, gpuArch);
            if (!offline) {
                out.error = offline.error();
                return out;
            }
            out.detection = offline->detection;
        }
        const Result<Nvcre::WorkflowRender> render = Nvcre::renderWorkflow(
            *workflow, out.detection->platform, out.detection->gpuArchitecture, targetNodes);
        if (!render) {
            out.error = render.error();
            return out;
        }
        out.render = *render;
        out.baseYaml = Doc::toYaml(render->base);
        out.renderedYaml = Doc::toYaml(render->rendered);
        out.basePointers = yamlLinePointers(out.baseYaml);
        out.renderedPointers = yamlLinePointers(out.renderedYaml);
        return out;
    }));
}

void OverridesPanel::showRendered(const Rendered &rendered)
{
    m_error = rendered.error ? rendered.error->message : QString();
    m_errorLabel->setText(m_error);
    m_errorLabel->setVisible(!m_error.isEmpty());
    // A parse error names the line and column ("editor:3:7: ..."): mark that line in the editor.
    QList<QTextEdit::ExtraSelection> marks;
    static const QRegularExpression location(QStringLiteral(":(\\d+):(\\d+): "));
    if (const QRegularExpressionMatch match = location.match(m_error); match.hasMatch()) {
        const QTextBlock block =
            m_editor->document()->findBlockByNumber(match.captured(1).toInt() - 1);
        if (block.isValid()) {
            QTextEdit::ExtraSelection mark;
            mark.format.setBackground(QColor(0xfb, 0xd6, 0xd6));
            mark.format.setProperty(QTextFormat::FullWidthSelection, true);
            mark.cursor = QTextCursor(block);
            marks << mark;
        }
    }
    m_editor->setExtraSelections(marks);
    m_detection = rendered.detection;
    if (!rendered.error) {
        m_render = rendered.render;
        m_baseYaml = rendered.baseYaml;
        m_renderedYaml = rendered.renderedYaml;
        m_basePointers = rendered.basePointers;
        m_renderedPointers = rendered.renderedPointers;
    } else {
        m_render.reset();
        m_baseYaml.clear();
        m_renderedYaml.clear();
        m_basePointers.clear();
        m_renderedPointers.clear();
    }

    // Detection summary and events.
    m_events->clear();
    if (m_detection) {
        QStringList votes;
        for (auto it = m_detection->archVotes.cbegin(); it != m_detection->archVotes.cend(); ++it)
            votes << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
        QStringList text;
        text << tr("Platform: %1 (%2)").arg(m_detection->platform, m_detection->platformReason);
        text << tr("GPU architecture: %1 (votes: %2)")
                    .arg(m_detection->gpuArchitecture,
                         votes.isEmpty() ? tr("none") : votes.join(QStringLiteral(", ")));
        text << tr("Excluded nodes: %1")
                    .arg(m_detection->excludedNodes.isEmpty()
                             ? tr("none")
                             : m_detection->excludedNodes.join(QStringLiteral(", ")));
        m_detectionLabel->setText(text.join(QLatin1Char('\n')));
        QList<Nvcre::NvcreEvent> events = m_detection->events;
        if (m_render)
            events += m_render->overrides.events;
        for (const Nvcre::NvcreEvent &event : std::as_const(events)) {
            auto *item = new QTreeWidgetItem(m_events, {event.type, event.reason, event.message});
            item->setIcon(0, style()->standardIcon(event.type == QLatin1String("Warning")
                                                       ? QStyle::SP_MessageBoxWarning
                                                       : QStyle::SP_MessageBoxInformation));
            item->setToolTip(2, event.message);
        }
    } else {
        m_detectionLabel->setText(tr("Paste or open a Workflow to preview its overrides."));
    }

    m_model->setRecords(m_render ? m_render->overrides.records : QList<Nvcre::OverrideRecord>{});
    m_table->resizeColumnsToContents();
    m_yamlView->setYaml(m_renderedYaml);
    rebuildDiff();
    updateButtons();
    Q_EMIT resultShown();
}

void OverridesPanel::rebuildDiff()
{
    const QStringList oldLines = Doc::LineDiff::splitLines(QString::fromUtf8(m_baseYaml));
    const QStringList newLines = Doc::LineDiff::splitLines(QString::fromUtf8(m_renderedYaml));
    m_rows = Doc::LineDiff::sideBySide(oldLines, newLines, m_changedOnly->isChecked() ? 3 : -1);
    m_provenance.clear();
    m_diff->setRowCount(0);
    m_diff->setRowCount(int(m_rows.size()));
    const QColor added(0xd4, 0xf7, 0xd4);
    const QColor removed(0xfb, 0xd6, 0xd6);
    const QColor changed(0xfc, 0xf1, 0xc4);
    const QColor folded(0xe8, 0xee, 0xf7);
    for (int r = 0; r < m_rows.size(); ++r) {
        const Doc::LineDiff::Row &row = m_rows.at(r);
        QString origin;
        if (m_render && row.kind != Doc::LineDiff::Row::Same &&
            row.kind != Doc::LineDiff::Row::Folded) {
            // The new line's pointer (or, for a removed line, the base line's) looked up in the
            // engine's provenance, by the key path the line writes.
            QString pointer;
            if (row.newLine > 0)
                pointer = m_renderedPointers.value(row.newLine - 1);
            else if (row.oldLine > 0)
                pointer = m_basePointers.value(row.oldLine - 1);
            if (!pointer.isEmpty()) {
                if (const auto found = m_render->overrides.originOf(pointer))
                    origin = originText(*found);
            }
        }
        m_provenance << origin;
        const auto put = [this, r](int column, const QString &text, const QColor &background) {
            auto *item = new QTableWidgetItem(text);
            if (background.isValid())
                item->setBackground(background);
            m_diff->setItem(r, column, item);
        };
        QColor oldBg;
        QColor newBg;
        switch (row.kind) {
        case Doc::LineDiff::Row::Changed:
            oldBg = changed;
            newBg = changed;
            break;
        case Doc::LineDiff::Row::Removed:
            oldBg = removed;
            break;
        case Doc::LineDiff::Row::Added:
            newBg = added;
            break;
        case Doc::LineDiff::Row::Folded:
            oldBg = folded;
            newBg = folded;
            break;
        default:
            break;
        }
        if (row.kind == Doc::LineDiff::Row::Folded) {
            put(OldTextColumn, tr("⋯ %n unchanged line(s)", nullptr, int(row.folded)), oldBg);
            put(NewTextColumn, tr("⋯ %n unchanged line(s)", nullptr, int(row.folded)), newBg);
        } else {
            put(OldLineColumn, row.oldLine > 0 ? QString::number(row.oldLine) : QString(), {});
            put(OldTextColumn, row.oldText, oldBg);
            put(NewLineColumn, row.newLine > 0 ? QString::number(row.newLine) : QString(), {});
            put(NewTextColumn, row.newText, newBg);
        }
        put(ProvenanceColumn, origin, {});
    }
    m_diff->resizeColumnToContents(OldLineColumn);
    m_diff->resizeColumnToContents(NewLineColumn);
    m_diff->resizeColumnToContents(ProvenanceColumn);
    m_diff->setColumnWidth(ProvenanceColumn, qMin(m_diff->columnWidth(ProvenanceColumn), 280));
}

void OverridesPanel::setChangedOnly(bool changedOnly)
{
    m_changedOnly->setChecked(changedOnly);
}

void OverridesPanel::copyYaml()
{
    if (m_renderedYaml.isEmpty())
        return;
    QApplication::clipboard()->setText(QString::fromUtf8(m_renderedYaml));
    m_statusLabel->setText(tr("Copied to the clipboard"));
}

void OverridesPanel::saveYaml()
{
    if (m_renderedYaml.isEmpty())
        return;
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save rendered Workflow"),
                                     QStringLiteral("workflow.yaml"), tr("YAML (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_renderedYaml) != m_renderedYaml.size() ||
        !file.commit()) {
        QMessageBox::warning(this, tr("Save rendered Workflow"),
                             tr("Cannot write %1: %2").arg(path, file.errorString()));
        return;
    }
    m_statusLabel->setText(tr("Saved to %1").arg(path));
}

void OverridesPanel::updateButtons()
{
    m_copyButton->setEnabled(!m_renderedYaml.isEmpty());
    m_saveButton->setEnabled(!m_renderedYaml.isEmpty());
}

} // namespace Accel::Ui
