#!/usr/bin/env bash
# Checks (or with --fix, applies) the house style of .clang-format on every C++ source file.
# ctest runs the check as style/clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=(--dry-run --Werror)
[ "${1:-}" = "--fix" ] && mode=(-i)
find app experiments metrics model results tests ui -name '*.cpp' -o -name '*.h' | sort \
  | xargs clang-format --style=file "${mode[@]}"
