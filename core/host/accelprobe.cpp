// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Accel Console contributors
#include "accelprobe.h"
#include "hosttr.h"

#include "logging.h"
#include "regularexpression.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace Accel::Host {

namespace {

/// Entries of DIR named PREFIX<digits>[SUFFIX], in numeric order of the digits.
QList<std::pair<int, QString>> numberedEntries(const QDir &dir, const RegularExpression &pattern)
{
    QList<std::pair<int, QString>> found;
    const QStringList names =
        dir.entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        const RegularExpression::Match m = pattern.matchEntirely(name);
        if (m.hasMatch())
            found.append({m.captured(1).toInt(), name});
    }
    std::sort(found.begin(), found.end());
    return found;
}

/// The whole of a small sysfs/procfs file, or an error string. Sysfs files are tiny and reading
/// them never blocks, so plain synchronous reads are right here.
bool readSmallFile(const QString &path, QByteArray *content, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return false;
    }
    *content = file.read(64 * 1024);
    if (file.error() != QFileDevice::NoError) {
        *error = file.errorString();
        return false;
    }
    return true;
}

bool isPciAddress(const QString &text)
{
    static const RegularExpression re =
        RegularExpression::builtIn("[0-9a-fA-F]{4,}:[0-9a-fA-F]{2}:[0-9a-fA-F]{2}\\.[0-7]");
    return re.matchesEntirely(text);
}

} // namespace

AccelProbe::AccelProbe(QString rootDir)
    : m_rootDir(std::move(rootDir))
{
    if (m_rootDir.isEmpty())
        m_rootDir = QStringLiteral("/");
}

QString AccelProbe::hostPath(const QString &path) const
{
    return QDir(m_rootDir).filePath(path.startsWith(QLatin1Char('/')) ? path.mid(1) : path);
}

AccelInventory AccelProbe::probe() const
{
    AccelInventory inventory;
#if defined(Q_OS_LINUX)
    probeNvidia(inventory);
    probeQuadra(inventory);
#endif
    qCDebug(lcHost) << "probe of" << m_rootDir << "found nvidia" << inventory.hasNvidia
                    << "quadra cards" << inventory.quadraCards.size();
    return inventory;
}

void AccelProbe::probeNvidia(AccelInventory &inventory) const
{
    // Created by the NVIDIA kernel driver: present-or-not (spec: "Each profile has one probe").
    inventory.hasNvidia = QFileInfo::exists(hostPath(QStringLiteral("/dev/nvidia0")));
    if (!inventory.hasNvidia)
        return;

    static const RegularExpression deviceName = RegularExpression::builtIn("nvidia([0-9]+)");
    for (const auto &[number, name] :
         numberedEntries(QDir(hostPath(QStringLiteral("/dev"))), deviceName)) {
        Q_UNUSED(number);
        inventory.nvidiaDevices << QStringLiteral("/dev/") + name;
    }

    const QString gpusDir = QStringLiteral("/proc/driver/nvidia/gpus");
    const QStringList busIds =
        QDir(hostPath(gpusDir)).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &busId : busIds) {
        const QString info = gpusDir + QLatin1Char('/') + busId + QStringLiteral("/information");
        QByteArray content;
        QString error;
        if (!readSmallFile(hostPath(info), &content, &error)) {
            inventory.warnings << Tr::tr("Cannot read %1: %2").arg(info, error);
            continue;
        }
        NvidiaGpu gpu;
        gpu.pciAddress = busId;
        for (const QByteArray &rawLine : content.split('\n')) {
            const qsizetype colon = rawLine.indexOf(':');
            if (colon < 0)
                continue;
            const QByteArray key = rawLine.left(colon).trimmed();
            const QString value = QString::fromUtf8(rawLine.mid(colon + 1).trimmed());
            if (key == "Model")
                gpu.model = value;
            else if (key == "Bus Location" && isPciAddress(value))
                gpu.pciAddress = value;
            else if (key == "Device Minor" && !value.isEmpty()) {
                bool ok = false;
                const int minor = value.toInt(&ok);
                if (ok)
                    gpu.deviceMinor = minor;
            }
        }
        inventory.nvidiaGpus << gpu;
    }
}

void AccelProbe::probeQuadra(AccelInventory &inventory) const
{
    // The kernel numbers NVMe controllers afresh each boot, so a card is found by asking sysfs
    // who made it (spec: "Each profile has one probe").
    static const RegularExpression controllerName = RegularExpression::builtIn("nvme([0-9]+)");
    const QString classDir = QStringLiteral("/sys/class/nvme");
    for (const auto &[number, name] : numberedEntries(QDir(hostPath(classDir)), controllerName)) {
        const QString controllerPath = classDir + QLatin1Char('/') + name;
        const QString vendorPath = controllerPath + QStringLiteral("/device/vendor");
        QByteArray vendor;
        QString error;
        if (!readSmallFile(hostPath(vendorPath), &vendor, &error)) {
            inventory.warnings << Tr::tr("Cannot read %1: %2; controller %3 was skipped")
                                      .arg(vendorPath, error, name);
            continue;
        }
        if (QString::fromLatin1(vendor.trimmed()).toLower() != NetintVendorId)
            continue;

        const QString node = QStringLiteral("/dev/%1n1").arg(name);
        if (!QFileInfo::exists(hostPath(node))) {
            inventory.warnings << Tr::tr("NETINT controller %1 has no namespace node %2; it is "
                                         "not counted as a card (is the namespace attached?)")
                                      .arg(name, node);
            continue;
        }

        QuadraCard card;
        card.controller = name;
        card.node = node;
        const QFileInfo deviceLink(hostPath(controllerPath + QStringLiteral("/device")));
        const QString target =
            deviceLink.isSymLink() ? deviceLink.symLinkTarget() : deviceLink.canonicalFilePath();
        const QString address = QFileInfo(target).fileName();
        if (isPciAddress(address))
            card.pciAddress = address;

        const QString modelPath = hostPath(controllerPath + QStringLiteral("/model"));
        if (QFileInfo::exists(modelPath)) {
            QByteArray model;
            if (readSmallFile(modelPath, &model, &error)) {
                if (!model.trimmed().isEmpty())
                    card.model = QString::fromUtf8(model.trimmed());
            } else {
                inventory.warnings << Tr::tr("Cannot read %1/model: %2").arg(controllerPath, error);
            }
        }
        inventory.quadraCards << card;
        Q_UNUSED(number);
    }
}

} // namespace Accel::Host
