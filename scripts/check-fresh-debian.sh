#!/usr/bin/env bash
# Proves the README's commands on a truly fresh Debian 12: builds a minimal bookworm root with
# debootstrap in a scratch folder, copies the repository (and the shared conformance kit beside
# it, when present) in, times the run command up to the window in one root, and runs the
# README's test command inside another with chroot. Then installs
# the .deb that build makes into a second fresh root and runs the installed programs there, so
# the package's Depends are proven too. Ends with the figures. Run on demand, as root.
#   scripts/check-fresh-debian.sh [SCRATCH]   (default: /var/tmp/claimscope-fresh-debian)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
scratch=${1:-/var/tmp/claimscope-fresh-debian}
# The Debian archive this machine's apt already uses (deb822 sources or sources.list), so the
# check works wherever apt works; DEBIAN_MIRROR overrides it.
this_machines_mirror() {
  # (either kind may be missing: a grep that finds no file is no failure here)
  { grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources || true
    grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list || true
  } | awk '{print $2}' | { grep -v -- '-security' || true; } | head -n 1
}
mirror=${DEBIAN_MIRROR:-$(this_machines_mirror)}
[ -n "$mirror" ] || { echo "No Debian archive in this machine's apt sources: set DEBIAN_MIRROR=URL" >&2; exit 2; }
[ "$(id -u)" -eq 0 ] || { echo "Run as root: debootstrap and chroot need it." >&2; exit 2; }
# The one package this check needs beyond the README's (root can install it here).
command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null \
  || { echo "Cannot install debootstrap: apt-get install debootstrap" >&2; exit 2; }

mounted=()
unmount_all() {
  for ((i=${#mounted[@]}-1; i>=0; i--)); do umount "${mounted[i]}" 2>/dev/null || umount -l "${mounted[i]}" || true; done
  mounted=()
}
trap unmount_all EXIT
enter() {   # enter ROOT COMMAND: runs COMMAND in ROOT with /proc, /sys, /dev and DNS, unmounted again after
  local root=$1; shift
  for fs in proc sys dev dev/pts; do
    if ! mountpoint -q "$root/$fs"; then
      mkdir -p "$root/$fs"
      mount --bind "/$fs" "$root/$fs"
      mounted+=("$root/$fs")
    fi
  done
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  local status=0
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 /bin/bash -c "$*" || status=$?
  unmount_all
  return $status
}
# Removes a root only once nothing of this machine is mounted in it: a bind-mounted /dev would
# otherwise be emptied with it. Never crosses into another file system either.
remove_root() {
  local root=$1
  if findmnt -rn -o TARGET | grep -q "^$root/"; then
    echo "Not removing $root: something is still mounted in it (see findmnt)" >&2
    return 1
  fi
  rm -rf --one-file-system "$root"
}
seconds() { date +%s; }

[ ! -d "$scratch" ] || remove_root "$scratch"
mkdir -p "$scratch"
start=$(seconds)
debootstrap --variant=minbase bookworm "$scratch/base" "$mirror" > "$scratch/debootstrap.log"
echo "debootstrap: minimal bookworm root in $(( $(seconds) - start )) s"
cp -a "$scratch/base" "$scratch/install"
cp -a "$scratch/base" "$scratch/window"
mv "$scratch/base" "$scratch/build"

# The repository as committed (no build folder, nothing untracked), and the kit beside it.
for root in build window; do
  mkdir -p "$scratch/$root/src"
  git archive --format=tar --prefix=claimscope/ HEAD | tar -x -C "$scratch/$root/src"
done
[ -d "$repo/../shared" ] && cp -a "$repo/../shared" "$scratch/build/src/shared"

# The README's first command up to the window: packages, the workbench's build, a screenshot
# of the window on the hotel example (scripts/run.sh execs the window, which needs a display).
start=$(seconds)
enter "$scratch/window" "cd /src/claimscope && scripts/setup-debian.sh claimscope \
  && QT_QPA_PLATFORM=offscreen build/app/claimscope --screenshot /tmp/window.png" > "$scratch/window.log" 2>&1 \
  || { tail -n 30 "$scratch/window.log"; echo "FAILED: the workbench's build on a fresh root"; exit 1; }
window_seconds=$(( $(seconds) - start ))
echo "window: on screen ${window_seconds} s after a bare root (packages, the workbench's build)"
remove_root "$scratch/window"

start=$(seconds)
status=0
enter "$scratch/build" "cd /src/claimscope && scripts/test.sh" 2>&1 | tee "$scratch/test.log" || status=$?
test_seconds=$(( $(seconds) - start ))
[ "$status" -eq 0 ] || { echo "FAILED: the README's test command exited $status on a fresh root (log: $scratch/test.log)"; exit 1; }

start=$(seconds)
enter "$scratch/build" "cd /src/claimscope && scripts/package.sh" > "$scratch/package.log" 2>&1 \
  || { cat "$scratch/package.log"; echo "FAILED: scripts/package.sh"; exit 1; }
deb=$(ls "$scratch"/build/src/claimscope/build/package/claimscope_*_amd64.deb)
cp "$deb" "$scratch/install/tmp/"
enter "$scratch/install" "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/$(basename "$deb") >/dev/null \
  && cd /tmp && claimscope-cli --version && claimscope-cli evaluate /usr/share/claimscope/examples/hotel-concierge.json --quiet; \
  test \$? -le 1 && QT_QPA_PLATFORM=offscreen claimscope --screenshot /tmp/installed.png" > "$scratch/install.log" 2>&1 \
  || { cat "$scratch/install.log"; echo "FAILED: installing the package on a fresh root"; exit 1; }
install_seconds=$(( $(seconds) - start ))

echo
echo "== Fresh Debian 12: the README's run command =="
echo "time: ${window_seconds} s to the window (installing packages, building the workbench alone)"
echo "== Fresh Debian 12: the README's test command =="
grep -E "tests passed|tests failed|[0-9]+ passed, [0-9]+ failed" "$scratch/test.log" || true
echo "time: ${test_seconds} s (installing packages, building from scratch, every test)"
echo "== Fresh Debian 12: the package =="
echo "$(basename "$deb"): installed with apt, $(grep -c . "$scratch/install.log") lines of output; $(grep -E 'claimscope-cli [0-9]' "$scratch/install.log")"
grep -E "Screenshot of" "$scratch/install.log" || true
echo "time: ${install_seconds} s; screenshot: $scratch/install/tmp/installed.png"
