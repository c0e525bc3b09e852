#!/bin/sh
# Runs a journey on a private X server whose one screen has the given size, through Qt's X11
# platform: the real screen geometry, fonts and key bindings a person at that screen has.
# Usage: on-screen.sh WIDTHxHEIGHT COMMAND [ARG...]
set -eu
size=$1
shift
export QT_QPA_PLATFORM=xcb
exec xvfb-run -a -s "-screen 0 ${size}x24" "$@"
