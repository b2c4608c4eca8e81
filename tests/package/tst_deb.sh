#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Accel Console contributors
#
# The `package` test (issue 20): builds the .deb from its own release build
# (installer/build-deb.sh), then checks it the way Debian does:
#  - lintian: no errors and no warnings (overrides, if any, justified in
#    installer/debian/accel-console.lintian-overrides);
#  - the control fields: a summary and an extended description, the version;
#  - desktop-file-validate on the desktop file, appstreamcli validate --no-net on the metainfo;
#  - installs it with dpkg into a scratch root (dpkg-deb -x when not root) and compares the file
#    list with the one below; the binaries are stripped and run from there (--version, --help
#    without a display); the man pages render without warnings; the changelog parses; the bash
#    completion from the package completes.
# Exit 77 (CTest: skipped) with the reason when a packaging tool is missing: installer/dev.sh
# package installs them. Environment: ACCEL_PACKAGE_BUILD_DIR (the release build; default
# build/package-release), ACCEL_DEB (check this .deb instead of building one).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src=$(cd "$here/../.." && pwd)
rel="${ACCEL_PACKAGE_BUILD_DIR:-$src/build/package-release}"

fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
step() { printf '\n== %s (%ss)\n' "$*" "$SECONDS"; }

missing=()
for tool in lintian desktop-file-validate appstreamcli dpkg dpkg-deb dpkg-buildflags \
    dpkg-shlibdeps dpkg-parsechangelog file cmake cpack ninja man; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "SKIP: packaging tools missing: ${missing[*]} (installer/dev.sh package installs lintian," \
    "desktop-file-utils, appstream, dpkg-dev, file and man-db)"
  exit 77
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [ -n "${ACCEL_DEB:-}" ]; then
  deb=$ACCEL_DEB
else
  step "Building the .deb (release build in $rel)"
  deb=$("$src/installer/build-deb.sh" "$rel" | tail -n 1)
fi
[ -f "$deb" ] || fail "no .deb: $deb"
printf '%s: %s bytes, Installed-Size %s KiB\n' "$deb" "$(stat -c %s "$deb")" \
  "$(dpkg-deb -f "$deb" Installed-Size)"

step "lintian"
# --fail-on error,warning: info and pedantic tags are shown, not fatal. Running as root is
# fine for lintian on a .deb; it only reads it.
lintian_out=$(lintian --fail-on error,warning --display-info "$deb" 2>&1) || {
  printf '%s\n' "$lintian_out"
  fail "lintian reports errors or warnings"
}
printf '%s\n' "${lintian_out:-(no tags)}"
if printf '%s\n' "$lintian_out" | grep -Eq '^[EW]: '; then
  fail "lintian reports errors or warnings"
fi

step "Control fields"
# The project's version (CTest passes it), else the package's: the binaries and the changelog
# must say the same.
version="${ACCEL_VERSION:-$(dpkg-deb -f "$deb" Version)}"
[ "$(dpkg-deb -f "$deb" Package)" = accel-console ] || fail "Package is not accel-console"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] ||
  fail "Version $(dpkg-deb -f "$deb" Version), expected $version"
description=$(dpkg-deb -f "$deb" Description)
[ "$(printf '%s\n' "$description" | wc -l)" -ge 5 ] ||
  fail "the description has no extended part: $description"
# The extended description is installer/debian/description, word for word (policy 5.6.13:
# one space of indent, " ." for an empty line).
extended=$(printf '%s\n' "$description" | tail -n +2 | sed -e 's/^ //' -e 's/^\.$//')
[ "$extended" = "$(cat "$src/installer/debian/description")" ] ||
  fail "the extended description is not installer/debian/description: $extended"
printf '%s\n' "$description" | sed -n 1p
dpkg-deb -f "$deb" Depends

step "Installing into a scratch root"
root="$scratch/root"
mkdir -p "$root"
if [ "$(id -u)" -eq 0 ]; then
  # dpkg itself, into an empty dpkg database: its own unpack, permissions and file list.
  mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
  touch "$root/var/lib/dpkg/status" "$root/var/lib/dpkg/available"
  # Its dependencies are not in the scratch database: dpkg says so, installs it anyway.
  dpkg --root="$root" --log=/dev/null --force-depends --force-script-chrootless \
    --no-triggers -i "$deb" > "$scratch/dpkg.log" 2>&1 || {
    cat "$scratch/dpkg.log"
    fail "dpkg -i into the scratch root"
  }
  installed=$(dpkg --root="$root" -L accel-console | sort)
  [ "$(dpkg --root="$root" -s accel-console | sed -n 's/^Status: //p')" = "install ok installed" ] ||
    fail "dpkg does not list accel-console as installed"
else
  dpkg-deb -x "$deb" "$root"
  installed=$(dpkg-deb -c "$deb" | awk '{ print $6 }' | sed -e 's|^\./|/|' -e 's|/$||' | sort)
fi
files=$(cd "$root" && find usr -type f -o -type l | sed 's|^|/|' | sort)
expected=$(sort <<'FILES'
/usr/bin/accel-console
/usr/bin/accelctl
/usr/bin/kubectl-accel
/usr/share/applications/io.github.accel_console.AccelConsole.desktop
/usr/share/bash-completion/completions/accelctl
/usr/share/doc/accel-console/changelog.gz
/usr/share/doc/accel-console/copyright
/usr/share/icons/hicolor/scalable/apps/io.github.accel_console.AccelConsole.svg
/usr/share/man/man1/accel-console.1.gz
/usr/share/man/man1/accelctl.1.gz
/usr/share/man/man1/kubectl-accel.1.gz
/usr/share/metainfo/io.github.accel_console.AccelConsole.metainfo.xml
/usr/share/zsh/vendor-completions/_accelctl
FILES
)
if [ "$files" != "$expected" ]; then
  diff <(printf '%s\n' "$expected") <(printf '%s\n' "$files") || true
  fail "the package's files differ from the expected list (- expected, + packaged)"
fi
for f in $expected; do
  printf '%s\n' "$installed" | grep -qxF "$f" || fail "dpkg does not list $f"
done
echo "$(printf '%s\n' "$files" | wc -l) files, as expected"

step "Binaries: stripped, and they run"
for bin in accelctl accel-console; do
  info=$(file -b "$root/usr/bin/$bin")
  case "$info" in
    *"not stripped"*|*"with debug_info"*) fail "$bin is not stripped: $info" ;;
    *stripped*) ;;
    *) fail "$bin: unexpected file type: $info" ;;
  esac
done
out=$("$root/usr/bin/accelctl" --version)
[ "$out" = "accelctl $version" ] || fail "accelctl --version: $out"
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/usr/bin/accel-console" --version)
[ "$out" = "accel-console $version" ] || fail "accel-console --version: $out"
# Read whole, then searched: `--help | grep -q` ends the pipe at the first match, and the help
# (over 4 KiB, two writes) then dies of SIGPIPE before its second write, which pipefail counts.
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$root/usr/bin/accel-console" --help) ||
  fail "accel-console --help without a display: exit $?"
grep -q -- '--screenshot' <<<"$out" || fail "accel-console --help without a display: no --screenshot"
"$root/usr/bin/accelctl" get products | grep -q norsk-studio || fail "accelctl get products"
# The kubectl plugin is accelctl under kubectl's name for it.
[ "$(readlink "$root/usr/bin/kubectl-accel")" = accelctl ] ||
  fail "/usr/bin/kubectl-accel is not a link to accelctl"
"$root/usr/bin/kubectl-accel" get products | grep -q norsk-studio || fail "kubectl-accel get products"
echo "$out; accelctl get products works"

step "Desktop file and AppStream metainfo"
desktop-file-validate "$root/usr/share/applications/io.github.accel_console.AccelConsole.desktop"
appstreamcli validate --no-net --explain \
  "$root/usr/share/metainfo/io.github.accel_console.AccelConsole.metainfo.xml"

step "Man pages"
for page in accelctl accel-console; do
  warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
    man --warnings -E UTF-8 -l -Tutf8 -Z "$root/usr/share/man/man1/$page.1.gz" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man $page: $warnings"
  LC_ALL=C.UTF-8 MANWIDTH=80 man -l "$root/usr/share/man/man1/$page.1.gz" 2>/dev/null |
    grep -q "^EXIT STATUS" || fail "man $page has no EXIT STATUS"
done
echo "both render without warnings"

step "Changelog and copyright"
zcat "$root/usr/share/doc/accel-console/changelog.gz" > "$scratch/changelog"
[ "$(dpkg-parsechangelog -l "$scratch/changelog" -S Source)" = accel-console ] ||
  fail "changelog: not accel-console's"
[ "$(dpkg-parsechangelog -l "$scratch/changelog" -S Version)" = "$version" ] ||
  fail "changelog: not version $version"
head -n 1 "$root/usr/share/doc/accel-console/copyright" |
  grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
  fail "copyright is not DEP-5"
dpkg-parsechangelog -l "$scratch/changelog" -S Date

step "Bash completion from the package"
offered=$(PATH="$root/usr/bin:$PATH" bash --norc --noprofile -c '
  source "$1"
  COMP_WORDS=(accelctl get "") COMP_CWORD=2
  _accelctl
  printf "%s\n" "${COMPREPLY[@]}"' _ "$root/usr/share/bash-completion/completions/accelctl")
printf '%s\n' "$offered" | grep -qx hardware || fail "accelctl get <TAB> offers: $offered"
echo "accelctl get <TAB>: $(printf '%s ' $offered)"

step "Passed"
