#!/usr/bin/env bash
# Builds the .deb from a finished build, checks its control fields and lintian, unpacks it into
# a scratch root and runs the installed programs from there: --version, an offline evaluation
# of an installed example, the GUI offscreen on the bundled example. Also validates the desktop
# entry, the AppStream metainfo and the MIME entry as installed.
#   check-package.sh BUILD_DIR SOURCE_DIR VERSION
set -euo pipefail
build=$1 source=$2 version=$3
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -B "$scratch/out" >/dev/null
deb="$scratch/out/claimscope_${version}_amd64.deb"
[ -f "$deb" ] || fail "cpack did not write claimscope_${version}_amd64.deb: $(ls "$scratch/out")"

[ "$(dpkg-deb -f "$deb" Package)" = claimscope ] || fail "Package field"
[ "$(dpkg-deb -f "$deb" Version)" = "$version" ] || fail "Version field is not $version"
[ "$(dpkg-deb -f "$deb" Architecture)" = amd64 ] || fail "Architecture field"
depends=$(dpkg-deb -f "$deb" Depends)
depend_names=$(sed -E 's/ \([^)]*\)//g; s/, /\n/g' <<<"$depends")
for needed in libqt6core6 libqt6widgets6 libqt6charts6 libqt6network6 libqt6sql6 libqt6sql6-sqlite \
              qt6-qpa-plugins libyaml-cpp0.7 libstemmer0d libqt6keychain1 libc6 libstdc++6; do
  grep -qxF "$needed" <<<"$depend_names" || fail "Depends lacks $needed: $depends"
done
if dpkg-deb -f "$deb" Homepage | grep -q .; then fail "Homepage field set though there is none"; fi
echo "control: claimscope $version, Depends: $depends"

lintian --fail-on error --suppress-tags-from-file "$source/packaging/lintian-accepted.txt" "$deb" \
  > "$scratch/lintian.txt" || { cat "$scratch/lintian.txt"; fail "lintian reports errors"; }
echo "lintian: $(grep -c '^E:' "$scratch/lintian.txt" || true) errors, $(grep -c '^W:' "$scratch/lintian.txt" || true) warnings"

root="$scratch/root"
dpkg -x "$deb" "$root"
for f in usr/bin/claimscope usr/bin/claimscope-cli usr/share/applications/org.claimscope.Claimscope.desktop \
         usr/share/metainfo/org.claimscope.Claimscope.metainfo.xml usr/share/mime/packages/org.claimscope.Claimscope.xml \
         usr/share/icons/hicolor/scalable/apps/org.claimscope.Claimscope.svg \
         usr/share/icons/hicolor/48x48/apps/org.claimscope.Claimscope.png \
         usr/share/claimscope/examples/hotel-concierge.json usr/share/man/man1/claimscope-cli.1.gz \
         usr/share/doc/claimscope/copyright; do
  [ -e "$root/$f" ] || fail "the package does not install /$f"
done

desktop-file-validate "$root/usr/share/applications/org.claimscope.Claimscope.desktop" || fail "desktop entry"
appstreamcli validate --no-net --explain "$root/usr/share/metainfo/org.claimscope.Claimscope.metainfo.xml" >"$scratch/as.txt" \
  || { cat "$scratch/as.txt"; fail "AppStream metainfo"; }
cp -r "$root/usr/share/mime" "$scratch/mime"
update-mime-database "$scratch/mime" 2>"$scratch/mime.txt" || { cat "$scratch/mime.txt"; fail "MIME entry"; }
grep -q '^60:application/x-claimscope+json:\*\.claimscope\.json$' "$scratch/mime/globs2" || fail "MIME glob *.claimscope.json missing"
echo "desktop entry, metainfo and MIME entry validate"

# The installed programs, from a folder that is neither the build nor the source tree, with
# their own home so nothing of the developer's is read.
run_dir="$scratch/elsewhere"
mkdir -p "$run_dir"
cd "$run_dir"
export HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/home/config" XDG_DATA_HOME="$scratch/home/data" \
       XDG_CACHE_HOME="$scratch/home/cache" XDG_RUNTIME_DIR="$scratch/runtime" LC_ALL=C.UTF-8
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
cli="$root/usr/bin/claimscope-cli"
[ "$("$cli" --version)" = "claimscope-cli $version" ] || fail "claimscope-cli --version: $("$cli" --version)"
status=0
"$cli" evaluate "$root/usr/share/claimscope/examples/hotel-concierge.json" --format json --quiet --output results.json || status=$?
[ "$status" -le 1 ] || fail "claimscope-cli evaluate on the installed example exited $status"
python3 - results.json "$version" <<'PY' || fail "the installed CLI's results"
import json, sys
data = json.load(open(sys.argv[1]))
scores = [r["score"] for r in data["results"] if r.get("score") is not None]
assert len(scores) >= 5, f"only {len(scores)} scores"
assert all(0.0 <= s <= 1.0 for s in scores), scores
print(f"claimscope-cli evaluate: {len(data['results'])} results, {len(scores)} scores")
PY

gui="$root/usr/bin/claimscope"
[ "$("$gui" --version)" = "Claimscope $version" ] || fail "claimscope --version: $("$gui" --version)"
out=$(QT_QPA_PLATFORM=offscreen timeout 60 "$gui" --screenshot shot.png) || fail "the installed GUI did not start: $out"
grep -q "Hotel concierge" <<<"$out" || fail "the GUI did not show the bundled example: $out"
python3 - shot.png <<'PY' || fail "the GUI's screenshot"
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
# The window fits the 800-pixel offscreen screen, leaving room for a frame: a whole window, not a sliver.
assert width >= 640 and height >= 480, (width, height)
print(f"claimscope: window {width}x{height} on the bundled example")
PY
echo "package check passed"
