#!/usr/bin/env python3
"""Proves that every CMake package the build found comes from a Debian package that
scripts/setup-debian.sh installs, or from one those packages depend on.

A package installed by hand on a developer's machine lets the build pass there and fail on a
fresh one; this check fails on the developer's machine instead. It reads the *_DIR entries of
a configured build's CMakeCache.txt, finds the *Config.cmake / *-config.cmake in each, and the
files of the project's own REQUIRED find_library / find_path / find_program lookups; asks dpkg
which package owns each, and compares with the dependency closure (Depends, Pre-Depends) of the
listed packages.

  check-build-deps.py --cache build/CMakeCache.txt [--packages FILE] [--without PKG ...]

--without drops a package from the list, to show what the check reports when one is missing.
Exit 0: every package accounted for; 1: some are not (each named with the fix); 2: cannot check.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def listed_packages(path):
    packages = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            name = line.split("#", 1)[0].strip()
            if name:
                packages.append(name)
    return packages


def package_dirs(cache_path, own_trees):
    """(variable, config) for every *_DIR cache entry whose folder holds a package config,
    outside the project's own source and build trees."""
    found = []
    with open(cache_path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^([A-Za-z0-9_.+-]+)_DIR:[A-Z]+=(.*)$", line.rstrip("\n"))
            if not m or not os.path.isdir(m.group(2)):
                continue
            folder = os.path.realpath(m.group(2))
            if any(folder == tree or folder.startswith(tree + os.sep) for tree in own_trees):
                continue
            configs = glob.glob(os.path.join(m.group(2), "*Config.cmake")) + \
                glob.glob(os.path.join(m.group(2), "*-config.cmake"))
            if configs:
                found.append((m.group(1), sorted(configs)[0]))
    return found


def required_lookups(cache_path, source_dir):
    """(variable, file) for the project's own REQUIRED find_library/find_path/find_program."""
    names = set()
    for cmake_file in glob.glob(os.path.join(source_dir, "**", "CMakeLists.txt"), recursive=True):
        if os.path.relpath(cmake_file, source_dir).split(os.sep)[0].startswith("build"):
            continue   # build trees hold no CMakeLists.txt of ours
        with open(cmake_file, encoding="utf-8") as f:
            text = f.read()
        for m in re.finditer(r"find_(library|path|program)\(\s*(\w+)([^)]*)\)", text):
            if "REQUIRED" in m.group(3).split():
                names.add((m.group(1), m.group(2), m.group(3)))
    values = {}
    with open(cache_path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^([A-Za-z0-9_]+):[A-Z]+=(.*)$", line.rstrip("\n"))
            if m:
                values[m.group(1)] = m.group(2)
    found = []
    for kind, variable, arguments in sorted(names):
        value = values.get(variable, "")
        if kind == "path":   # a folder: the header the lookup asked for names the package
            header = re.search(r"NAMES\s+(\S+)", arguments)
            value = os.path.join(value, header.group(1)) if header else ""
        if os.path.exists(value):
            found.append((variable, value))
    return found


def owner(path):
    """The Debian package that installed path, trying the merged-/usr spellings too."""
    candidates = [path, os.path.realpath(path)]
    for p in list(candidates):
        if p.startswith("/usr/lib/"):
            candidates.append(p[len("/usr"):])
        elif p.startswith("/lib/"):
            candidates.append("/usr" + p)
    for p in candidates:
        result = subprocess.run(["dpkg-query", "-S", p], capture_output=True, text=True)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def closure(packages):
    """Every installed package reachable from packages through Depends and Pre-Depends."""
    result = subprocess.run(
        ["apt-cache", "depends", "--recurse", "--installed", "--no-recommends", "--no-suggests",
         "--no-conflicts", "--no-breaks", "--no-replaces", "--no-enhances"] + packages,
        capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit("check-build-deps: apt-cache depends failed: " + result.stderr.strip())
    names = set(packages)
    for line in result.stdout.splitlines():
        if line and not line[0].isspace():
            names.add(line.strip().strip("<>").split(":", 1)[0])
    return names


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True, help="a configured build's CMakeCache.txt")
    parser.add_argument("--packages", default=os.path.join(HERE, "debian-packages.txt"))
    parser.add_argument("--source-dir", default=os.path.dirname(HERE))
    parser.add_argument("--without", action="append", default=[], metavar="PKG")
    args = parser.parse_args()
    if not os.path.isfile(args.cache):
        print(f"check-build-deps: {args.cache} not found: configure the build first "
              "(scripts/setup-debian.sh)", file=sys.stderr)
        return 2

    packages = [p for p in listed_packages(args.packages) if p not in args.without]
    reachable = closure(packages)
    missing = []
    own_trees = [os.path.realpath(os.path.dirname(os.path.abspath(args.cache))), os.path.realpath(args.source_dir)]
    entries = package_dirs(args.cache, own_trees) + required_lookups(args.cache, args.source_dir)
    for variable, config in entries:
        package = owner(config)
        if package is None:
            missing.append(f"{variable}: {config} belongs to no Debian package (installed by hand?); "
                           "build it from a Debian package listed in scripts/debian-packages.txt")
        elif package not in reachable:
            missing.append(f"{variable}: {config} comes from {package}, which is not installed by "
                           f"scripts/setup-debian.sh; add {package} to scripts/debian-packages.txt")
    if not entries:
        print(f"check-build-deps: no CMake package entries in {args.cache}", file=sys.stderr)
        return 2
    if missing:
        print(f"check-build-deps: {len(missing)} of {len(entries)} CMake packages and files would be missing "
              "on a fresh Debian 12 machine:", file=sys.stderr)
        for line in missing:
            print("  " + line, file=sys.stderr)
        return 1
    print(f"check-build-deps: all {len(entries)} CMake packages and required files come from the setup script's "
          f"{len(packages)} Debian packages or their dependencies")
    return 0


if __name__ == "__main__":
    sys.exit(main())
