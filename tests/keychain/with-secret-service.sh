#!/bin/sh
# Runs a command against a real, private Secret Service: a throw-away home, a private D-Bus
# session and gnome-keyring unlocked with a throw-away password. Nothing touches the user's
# own keyring. Usage: with-secret-service.sh COMMAND [ARG...]
set -eu
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
       XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/run" KEYCHAIN_TEST_HOME="$home"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
dbus-run-session -- sh -c '
  printf "throw-away\n" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"' sh "$@"
