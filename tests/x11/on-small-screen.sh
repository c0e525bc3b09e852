#!/bin/sh
# Runs a command on a private X server with one 1024x768 screen, through Qt's X11 platform:
# the real screen size and the X11 key bindings (Ctrl+E is "end of line" in text fields),
# which the offscreen platform does not have. Usage: on-small-screen.sh COMMAND [ARG...]
set -eu
export QT_QPA_PLATFORM=xcb
exec xvfb-run -a -s "-screen 0 1024x768x24" "$@"
