// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
// Outside strings in the window are plain text (issue 32; ui/plaintext.h): the helpers on their
// own, then the Hardware tab's cluster panel (with its claims tab), the Claims panel and the
// Overrides panel fed names, attributes, messages and errors full of markup (<b>, <img src=…>,
// <a href=…>) and control characters (ESC sequences, BEL, CR, NUL, U+009B, U+202E). Every label,
// tooltip, combo box item, item view and message box is checked: no markup rendered, no control
// character raw.
#include "claimspanel.h"
#include "clusterpanel.h"
#include "models/clusterfiltermodel.h"
#include "models/clustertreemodel.h"
#include "overridespanel.h"
#include "plaintext.h"
#include "printable.h"
#include "testsupport.h"
#include "workpool.h"

#include "kube/snapshot.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QMessageBox>
#include <QSettings>
#include <QStandardItemModel>
#include <QTextDocument>
#include <QThreadPool>
#include <QToolTip>
#include <QTreeView>
#include <QtTest>

#include <algorithm>
#include <functional>

using namespace Accel;
using namespace Qt::StringLiterals;

namespace {

QTemporaryDir *g_home = nullptr;

/// The markup the hostile fixtures carry (tests/fixtures/cluster/hostile-terminal.yaml).
const QStringList kMarkup{u"<b>bold</b>"_s, u"<img src="_s, u"<a href="_s};

/// The first character of TEXT that a widget must not show raw, described, or empty.
QString rawControl(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7F && u < 0xA0) || u == 0x061C ||
            u == 0x200E || u == 0x200F || (u >= 0x2028 && u <= 0x202E) ||
            (u >= 0x2066 && u <= 0x2069))
            return u"U+%1 at %2 in \"%3\""_s.arg(uint(u), 4, 16, QLatin1Char('0'))
                .arg(i)
                .arg(printable(text));
    }
    return {};
}

/// Whether TEXT, shown the way Qt shows a tooltip (rich text when Qt::mightBeRichText), shows
/// outside markup as markup.
bool rendersMarkup(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return false;
    return std::any_of(kMarkup.cbegin(), kMarkup.cend(),
                       [&text](const QString &m) { return text.contains(m); });
}

/// Everything in ROOT that shows outside text wrongly, one line each.
QStringList problemsIn(QWidget *root)
{
    QStringList problems;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    const auto where = [](const QWidget *w) -> QString {
        return QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
    };
    for (QWidget *w : std::as_const(widgets)) {
        if (const QString raw = rawControl(w->toolTip()); !raw.isEmpty())
            problems << where(w) + u": tooltip: "_s + raw;
        if (rendersMarkup(w->toolTip()))
            problems << where(w) + u": tooltip renders markup: "_s + w->toolTip();
        if (const QString raw = rawControl(w->windowTitle()); !raw.isEmpty())
            problems << where(w) + u": window title: "_s + raw;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (const QString raw = rawControl(label->text()); !raw.isEmpty())
                problems << where(w) + u": text: "_s + raw;
            const bool rich =
                label->textFormat() == Qt::RichText ||
                (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
            if (rich && std::any_of(kMarkup.cbegin(), kMarkup.cend(), [label](const QString &m) {
                    return label->text().contains(m);
                }))
                problems << where(w) + u": renders markup: "_s + label->text();
        }
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i) {
                if (const QString raw = rawControl(combo->itemText(i)); !raw.isEmpty())
                    problems << where(w) + u": item: "_s + raw;
                const QString tip = combo->itemData(i, Qt::ToolTipRole).toString();
                if (!rawControl(tip).isEmpty() || rendersMarkup(tip))
                    problems << where(w) + u": item tooltip: "_s + tip;
            }
        }
        auto *view = qobject_cast<QAbstractItemView *>(w);
        if (!view || !view->model() || qobject_cast<QHeaderView *>(w) ||
            qobject_cast<QComboBox *>(w->parentWidget()) ||
            (w->parentWidget() && qobject_cast<QComboBox *>(w->parentWidget()->parentWidget())))
            continue; // our own header labels, or a combo box's popup: its items are checked above
        if (!qobject_cast<Ui::PlainTextDelegate *>(view->itemDelegate())) {
            problems << where(w) + u": not drawn by a PlainTextDelegate"_s;
            continue;
        }
        // What the view draws: each string through its delegate.
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            const QAbstractItemModel *model = view->model();
            for (int r = 0; r < model->rowCount(parent); ++r) {
                for (int c = 0; c < model->columnCount(parent); ++c) {
                    const QModelIndex index = model->index(r, c, parent);
                    QAbstractItemDelegate *delegate = view->itemDelegateForIndex(index);
                    auto *styled = qobject_cast<QStyledItemDelegate *>(delegate);
                    const QString shown =
                        styled ? styled->displayText(index.data(), QLocale()) : QString();
                    if (const QString raw = rawControl(shown); !raw.isEmpty())
                        problems << where(w) + u": cell: "_s + raw;
                    if (!qobject_cast<Ui::PlainTextDelegate *>(delegate))
                        problems << where(w) + u": a column not drawn by a PlainTextDelegate"_s;
                }
                walk(model->index(r, 0, parent));
            }
        };
        walk(QModelIndex());
    }
    return problems;
}

/// Whether the cluster panel shows the hostile fixture's node somewhere (its data arrived).
bool showsHostileNode(const QAbstractItemModel *model)
{
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data().toString().contains(u"pwned"_s))
            return true;
    return false;
}

QString writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace

class TestPlainText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void toolTips_data();
    void toolTips();
    void delegate();
    void messageBox();
    void clusterPanel();
    void clusterPanelErrors();
    void claimsPanel();
    void overridesPanel();
};

void TestPlainText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"accel-console-tests"_s);
    QSettings().clear();
    g_home = new QTemporaryDir;
    QVERIFY(g_home->isValid());
}

void TestPlainText::cleanupTestCase()
{
    Accel::workPool()->waitForDone();
    delete g_home;
}

void TestPlainText::toolTips_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown"); // what a tooltip shows for plainToolTip(text)
    QTest::addRow("plain") << u"node-a: 2 GPUs"_s << u"node-a: 2 GPUs"_s;
    QTest::addRow("lines") << u"one\ntwo"_s << u"one\ntwo"_s;
    QTest::addRow("bold") << u"<b>bold</b> name"_s << u"<b>bold</b> name"_s;
    QTest::addRow("image") << u"<img src=\"file:///etc/passwd\">"_s
                           << u"<img src=\"file:///etc/passwd\">"_s;
    QTest::addRow("link") << u"<a href=\"https://evil.example/\">fix</a>"_s
                          << u"<a href=\"https://evil.example/\">fix</a>"_s;
    QTest::addRow("qt tag") << u"<qt>x & y</qt>"_s << u"<qt>x & y</qt>"_s;
    QTest::addRow("control characters")
        << u"a\x1b]0;t\x07\r\u202Eb"_s << uR"(a\e]0;t\x07\r\u{202e}b)"_s;
}

void TestPlainText::toolTips()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    const QString tip = Ui::plainToolTip(text);
    QString rendered = tip;
    if (Qt::mightBeRichText(tip)) {
        QTextDocument document;
        document.setHtml(tip);
        rendered = document.toPlainText();
    }
    QCOMPARE(rendered, shown);
    QVERIFY(rawControl(tip).isEmpty());
    QCOMPARE(Ui::plainText(text), printable(text, TextShape::Block));
}

void TestPlainText::delegate()
{
    // An item view's text and tooltips through PlainTextDelegate, as a user hovering sees them.
    QStandardItemModel model;
    auto *item = new QStandardItem(u"gpu\x1b[31m<b>bold</b>"_s);
    item->setToolTip(u"<img src=\"file:///etc/passwd\"> \x1b]0;t\x07"_s);
    model.appendRow(item);
    QTreeView view;
    Ui::usePlainText(&view);
    view.setModel(&model);
    view.resize(400, 200);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *delegate = qobject_cast<Ui::PlainTextDelegate *>(view.itemDelegate());
    QVERIFY(delegate);
    QCOMPARE(delegate->displayText(item->text(), QLocale()), uR"(gpu\e[31m<b>bold</b>)"_s);
    const QRect rect = view.visualRect(model.index(0, 0));
    QHelpEvent help(QEvent::ToolTip, rect.center(), view.viewport()->mapToGlobal(rect.center()));
    QApplication::sendEvent(view.viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString tip = QToolTip::text();
    QVERIFY2(!rendersMarkup(tip), qPrintable(tip));
    QVERIFY2(rawControl(tip).isEmpty(), qPrintable(rawControl(tip)));
    QTextDocument document;
    document.setHtml(tip);
    const QString expected = u"<img src=\"file:///etc/passwd\"> \\e]0;t\\x07"_s;
    QCOMPARE(document.toPlainText(), expected);
    QToolTip::hideText();
}

void TestPlainText::messageBox()
{
    QMessageBox box(QMessageBox::Warning, u"Title"_s, u"<b>bold</b> project"_s);
    box.setInformativeText(u"<img src=\"file:///etc/passwd\">"_s);
    Ui::makePlain(box);
    box.show();
    const QStringList problems = problemsIn(&box);
    box.hide();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    const QList<QLabel *> labels = box.findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [](const QLabel *l) {
        return l->text().contains(u"<img"_s) && l->textFormat() == Qt::PlainText;
    }));
}

void TestPlainText::clusterPanel()
{
    // Context names in the picker and the status, the fixture's names and attributes in the
    // tree, the details pane, the warnings and the claims tab.
    const QString kubeconfig =
        writeFile(g_home->filePath(u"kubeconfig.yaml"_s),
                  "apiVersion: v1\nkind: Config\n"
                  "current-context: \"ctx\\e]0;pwned\\a<b>bold</b>\"\n"
                  "clusters: [{name: c, cluster: {server: \"https://127.0.0.1:1\"}}]\n"
                  "users: [{name: u, user: {token: t}}]\n"
                  "contexts:\n"
                  "- {name: \"ctx\\e]0;pwned\\a<b>bold</b>\", context: {cluster: c, user: u}}\n"
                  "- {name: \"<img src=x>\\u202Eevil\", context: {cluster: c, user: u}}\n");
    Ui::ClusterPanelServices services;
    services.environment = QProcessEnvironment();
    services.environment.insert(u"HOME"_s, g_home->path());
    services.environment.insert(u"KUBECONFIG"_s, kubeconfig);
    Ui::ClusterPanel panel(services);
    panel.resize(1200, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // The current context is chosen first: the status names it while it connects.
    QStringList problems = problemsIn(&panel);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    QSignalSpy finished(&panel, &Ui::ClusterPanel::loadFinished);
    panel.openSnapshotFile(Test::fixture(u"cluster/hostile-terminal.yaml"_s));
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(showsHostileNode(panel.model()));
    // A GPU's details (attributes, devices) in the details pane.
    const QModelIndex node = panel.filterModel()->index(0, 0);
    panel.view()->expandAll();
    panel.view()->setCurrentIndex(
        panel.filterModel()->rowCount(node) > 0 ? panel.filterModel()->index(0, 0, node) : node);
    for (int tab = 0; tab < panel.tabs()->count(); ++tab) {
        panel.tabs()->setCurrentIndex(tab);
        QTest::qWait(200); // the claims tab reads on a worker
        problems = problemsIn(&panel);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }

    // A live error from the API server, quoted in the status and its tooltip.
    panel.setLiveError(Error{u"KUBE_FORBIDDEN"_s, u"<img src=x> denied \x1b]0;t\x07"_s,
                             u"<a href=\"https://evil.example/\">fix</a>"_s},
                       true);
    problems = problemsIn(&panel);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    Accel::workPool()->waitForDone();
}

void TestPlainText::clusterPanelErrors()
{
    // A YAML error quoting a hostile key, in a file whose name is markup.
    const QString file =
        writeFile(g_home->filePath(u"<img src=x>\x1b[2J.yaml"_s),
                  "apiVersion: v1\nkind: List\nitems: []\n\"<img src=x>\\e]0;t\\a\": 1\n"
                  "\"<img src=x>\\e]0;t\\a\": 2\n");
    Ui::ClusterPanelServices services;
    services.environment = QProcessEnvironment();
    services.environment.insert(u"HOME"_s, g_home->path());
    Ui::ClusterPanel panel(services);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy finished(&panel, &Ui::ClusterPanel::loadFinished);
    panel.openSnapshotFile(file);
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(panel.statusText().contains(u"<img src=x>"_s), qPrintable(panel.statusText()));
    const QStringList problems = problemsIn(&panel);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    Accel::workPool()->waitForDone();
}

void TestPlainText::claimsPanel()
{
    const Result<Kube::ClusterSnapshot> snapshot =
        Kube::ClusterSnapshot::fromFile(Test::fixture(u"cluster/hostile-terminal.yaml"_s));
    QVERIFY2(snapshot, qPrintable(snapshot ? QString() : snapshot.error().toString()));
    Ui::ClaimsPanel panel;
    panel.resize(1200, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy loaded(&panel, &Ui::ClaimsPanel::clusterLoaded);
    panel.setCluster(*snapshot, u"<b>bold</b> cluster \x1b]0;pwned\x07"_s);
    QVERIFY(loaded.wait(10000));
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 10000);
    for (const auto mode : {Ui::ClaimsPanel::Mode::SingleClaim, Ui::ClaimsPanel::Mode::PodClaims}) {
        panel.setMode(mode);
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 10000);
        const QStringList problems = problemsIn(&panel);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
    Accel::workPool()->waitForDone();
}

void TestPlainText::overridesPanel()
{
    // A file that cannot be read: its name, markup and escapes, in the error shown.
    Ui::OverridesPanel panel;
    panel.resize(1200, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QSignalSpy shown(&panel, &Ui::OverridesPanel::resultShown);
    panel.openFile(g_home->filePath(u"<img src=x>\x1b]0;pwned\x07.yaml"_s));
    QVERIFY(shown.wait(10000));
    const QStringList problems = problemsIn(&panel);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    Accel::workPool()->waitForDone();
}

QTEST_MAIN(TestPlainText)
#include "tst_plaintext.moc"
