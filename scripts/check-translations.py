#!/usr/bin/env python3
"""Checks that every translatable string reaches its translation at run time.

1. Runs lupdate over the sources into a temporary .ts and, for every message, works out the
   context the code really uses at that place and compares it with the context lupdate filed
   the string under. They differ when a tr() call resolves to a helper or class whose context
   is not the one lupdate infers from where the call sits; such a string is never translated.
2. Checks translations/claimscope_de.ts against the same messages: none missing, none left
   over from code that is gone, none unfinished, and the placeholders (%1, %n, {{name}}) of
   every translation equal to those of the source.

The run-time context of a call, under the project's conventions:
* QCoreApplication::translate("ctx", ...) and QT_TRANSLATE_NOOP("ctx", ...): "ctx".
* X::tr(...): the context of class X: the argument of its Q_DECLARE_TR_FUNCTIONS, or its
  qualified name for a Q_OBJECT class (a class without either inherits its base's).
* tr(...) in a member function (or lambda inside one) of a class that has tr: that class's.
* tr(...) anywhere else: the file-local helper `QString tr(const char *...)` visible there,
  whose context is the string literal its QCoreApplication::translate call passes (or a
  `Phrase tr(const char *...)` helper and the context its Phrase is made with).

Usage: check-translations.py [--lupdate PATH] [--source-dir DIR]. Exit status 1 on a problem.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

SOURCE_FOLDERS = ["app", "model", "metrics", "results", "experiments", "stats", "ui"]
TS_FILE = os.path.join("translations", "claimscope_de.ts")
KEYWORDS_BEFORE_BODY = {"const", "override", "final", "noexcept", "mutable", "volatile"}


# ---------------------------------------------------------------------------------------------
# Source scanning

class Source:
    """One C++ file: the text with comments and literals blanked, the literals, the scopes."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.text = f.read()
        self.code, self.literals = blank(self.text)
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self.scopes = scan_scopes(self.code)

    def line_of(self, pos):
        lo, hi = 0, len(self.line_starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.line_starts[mid] <= pos:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    def scope_chain(self, pos):
        """The scopes containing pos, outermost first."""
        return [s for s in self.scopes if s.start < pos < s.end]

    def call_chain(self, pos):
        """scope_chain(), where a call among a constructor's member initialisers
        (`Foo::Foo() : m_a(tr("a")) {`) counts as inside that constructor."""
        chain = self.scope_chain(pos)
        if not any(s.kind == "function" for s in chain):
            chain += [s for s in self.scopes if s.kind == "function" and s.header_start <= pos < s.start
                      and re.search(r"\)\s*(?:noexcept\s*)?:(?!:)", self.code[s.header_start:pos])]
        return chain

    def literal_at(self, pos):
        """The (concatenated) string literal starting at or after pos, skipping blanks."""
        text = ""
        i = pos
        found = False
        while True:
            while i < len(self.code) and self.code[i].isspace():
                i += 1
            if i in self.literals:
                end, value = self.literals[i]
                text += value
                i = end
                found = True
            else:
                return text if found else None


def blank(text):
    """Replaces comments, string and char literals and preprocessor lines by spaces (keeping
    newlines and the quotes of strings); returns that and {start: (end, decoded value)} of the
    string literals."""
    out = []
    literals = {}
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c == "#":
            j = i
            while j < n and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
            continue
        if c == "\n":
            line_start = True
            out.append(c)
            i += 1
            continue
        if not c.isspace():
            line_start = False
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"' and raw_prefix(text, i):
            # R"delim( ... )delim": no escapes, and quotes inside do not end it.
            open_paren = text.find("(", i)
            close = text.find(")" + text[i + 1:open_paren] + '"', open_paren)
            j = n if close < 0 else close + len(text[i + 1:open_paren]) + 2
            literals[i] = (j, text[open_paren + 1:close if close >= 0 else n])
            out[-1] = " "                           # the R prefix
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + '"')
            i = j
        elif c == '"' or (c == "'" and not (i > 0 and text[i - 1].isalnum())):  # not 100'000
            j = i + 1
            value = []
            while j < n and text[j] != c:
                if text[j] == "\\":
                    esc = text[j + 1]
                    value.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(esc, esc))
                    j += 2
                else:
                    value.append(text[j])
                    j += 1
            j += 1
            if c == '"':
                literals[i] = (j, "".join(value))
                out.append('"' + " " * (j - i - 2) + '"')
            else:
                out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out), literals


def raw_prefix(text, i):
    """Whether the quote at i opens a raw string literal (R"(...)", u8R"(...)", LR"(...)" ...)."""
    m = re.search(r"(?:u8|u|U|L)?R$", text[max(0, i - 3):i])
    return bool(m) and not re.match(r"\w", text[i - len(m.group(0)) - 1:i - len(m.group(0))] or " ")


class Scope:
    def __init__(self, kind, start, parent, name=None, owner=None, bases=(), keeps_header=False):
        self.kind = kind            # namespace | class | function | block
        self.start = start
        self.header_start = start   # function: where its declarator (with any member initialisers) begins
        self.end = None
        self.parent = parent
        self.name = name            # namespace or class name ("" for anonymous namespaces)
        self.owner = owner          # function: qualifier before the name ("Foo", "a::Foo", "")
        self.bases = bases          # class: base class names
        self.keeps_header = keeps_header    # a member's brace initialiser: the body follows


def namespace_path(scope):
    """Named namespaces and classes enclosing scope (inclusive), outermost first."""
    path = []
    while scope is not None:
        if scope.kind in ("namespace", "class") and scope.name:
            path.insert(0, scope.name)
        scope = scope.parent
    return path


def strip_templates(text):
    previous = None
    while previous != text:
        previous = text
        text = re.sub(r"<[^<>]*>", "", text)
    return text


def classify(header, parent, start):
    header = re.sub(r"\b(public|private|protected)\s*:(?!:)", " ", header).strip()
    m = re.fullmatch(r"(?:inline\s+)?namespace\s*([\w:]*)", header)
    if m:
        return Scope("namespace", start, parent, name=m.group(1))
    if re.search(r"\benum\b", header):
        return Scope("block", start, parent)
    m = re.search(r"\b(?:class|struct|union)\s+(?:\w+\s+)*?(\w+)\s*(?:final\s*)?(?::(?!:)(.*))?$", header, re.S)
    if m and "(" not in header[: m.start()]:
        bases = []
        if m.group(2):
            for base in strip_templates(m.group(2)).split(","):
                words = base.replace("virtual", " ").split()
                if words:
                    bases.append(words[-1])
        return Scope("class", start, parent, name=m.group(1), bases=tuple(bases))
    if "(" in header and (parent is None or parent.kind in ("namespace", "class")):
        before_paren = strip_templates(header)
        if re.search(r"(?<!operator)(?<![=!<>])=(?!=)", before_paren.split("(")[0]):
            return Scope("block", start, parent)    # an initialiser or a lambda at namespace level
        m = re.search(r"((?:\w+::)*)(~?\w+|operator\s*[^\s(]+)\s*\(", before_paren)
        owner = m.group(1)[:-2] if m and m.group(1) else ""
        return Scope("function", start, parent, owner=owner)
    return Scope("block", start, parent)


def scan_scopes(code):
    """Every brace scope of the blanked code, with what it is."""
    scopes = []
    stack = []
    header_start = 0
    i = 0
    n = len(code)
    while i < n:
        c = code[i]
        if c == "{":
            parent = stack[-1] if stack else None
            header = code[header_start:i]
            if parent is not None and parent.kind in ("function", "block"):
                scope = Scope("block", i, parent)
            elif member_brace_init(header):
                scope = Scope("block", i, parent, keeps_header=True)
            else:
                scope = classify(" ".join(header.split()), parent, i)
                scope.header_start = header_start
            scopes.append(scope)
            stack.append(scope)
            if not scope.keeps_header:
                header_start = i + 1
        elif c == "}":
            if stack:
                scope = stack.pop()
                scope.end = i
                if scope.keeps_header:
                    i += 1
                    continue
            header_start = i + 1
        elif c == ";" and not (stack and stack[-1].keeps_header):
            header_start = i + 1
        i += 1
    for scope in stack:
        scope.end = n
    return scopes


def member_brace_init(header):
    """`Foo::Foo(...) : m_a(1), m_b{` — the brace of a member initialiser, not the body."""
    compact = " ".join(header.split())
    if not re.search(r"\)\s*(?:noexcept\s*)?:(?!:)", compact):
        return False
    m = re.search(r"(\w+)\s*$", compact)
    return bool(m) and m.group(1) not in KEYWORDS_BEFORE_BODY


# ---------------------------------------------------------------------------------------------
# Translation contexts in the code

class Catalogue:
    """Classes with their tr context, and the file-local tr helpers, over all sources."""

    def __init__(self, sources):
        self.classes = {}       # qualified name -> (context or None, [base names], namespace path)
        self.local = {}         # file -> the same for the classes of its anonymous namespaces
        for src in sources:
            for scope in src.scopes:
                if scope.kind != "class":
                    continue
                body = src.code[scope.start:scope.end]
                context = None
                for m in re.finditer(r"\bQ_DECLARE_TR_FUNCTIONS\s*\(\s*([\w:]+)\s*\)|\bQ_OBJECT\b", body):
                    inner = [s for s in src.scope_chain(scope.start + m.start()) if s.kind != "block"]
                    if inner and inner[-1] is scope:
                        context = m.group(1) or "::".join(namespace_path(scope))
                entry = (context, list(scope.bases), namespace_path(scope.parent))
                table = self.local.setdefault(src.path, {}) if in_anonymous_namespace(scope) else self.classes
                table["::".join(namespace_path(scope))] = entry

    def resolve_class(self, name, namespaces, path):
        """C++-ish lookup of a (possibly qualified) class name from inside `namespaces` of file
        `path`: its own file-local classes first. Returns a key for context_of()."""
        for k in range(len(namespaces), -1, -1):
            candidate = "::".join(namespaces[:k] + [name])
            if candidate in self.local.get(path, {}):
                return (path, candidate)
            if candidate in self.classes:
                return (None, candidate)
        return None

    def entry(self, key):
        path, qualified = key
        return self.local[path][qualified] if path else self.classes[qualified]

    def context_of(self, key, seen=()):
        if key is None or key in seen:
            return None
        context, bases, namespaces = self.entry(key)
        if context:
            return context
        for base in bases:
            found = self.context_of(self.resolve_class(base, namespaces, key[0]), seen + (key,))
            if found:
                return found
        return None


def in_anonymous_namespace(scope):
    scope = scope.parent
    while scope is not None:
        if scope.kind == "namespace" and not scope.name:
            return True
        scope = scope.parent
    return False


def helpers(src):
    """File-local tr helpers: [(namespace path, context)]."""
    found = []
    for m in re.finditer(r"\b(?:QString|Phrase)\s+tr\s*\(\s*const\s+char\s*\*", src.code):
        body = next((s for s in src.scopes if s.start > m.start() and s.kind == "function"), None)
        if body is None:
            continue
        t = re.search(r"QCoreApplication\s*::\s*translate\s*\(|\bPhrase\s*\(", src.code[body.start:body.end])
        if t:
            context = src.literal_at(body.start + t.end())
            found.append((namespace_path(body.parent), context))
    return found


CALL = re.compile(
    r"\b(?:Q(?:Core|Gui)?Application|QObject)\s*::\s*translate\s*\(|\bQT_TRANSLATE_NOOP3?\s*\("
    r"|(?<![\w.>:])((?:\w+\s*::\s*)*)tr\s*\(|\bQT_TR_N?_?NOOP\s*\(")


def runtime_calls(src, catalogue):
    """[(line, source text or None, context or None, why)] for every translation call."""
    calls = []
    file_helpers = helpers(src)
    for m in CALL.finditer(src.code):
        if re.search(r"\b(?:QString|Phrase)\s+$", src.code[max(0, m.start() - 20):m.start()]):
            continue                                # the helper's own definition
        line = src.line_of(m.start())
        chain = src.call_chain(m.start())
        namespaces = namespace_path(chain[-1]) if chain else []
        keyword = m.group(0)
        if "translate" in keyword or "TRANSLATE_NOOP" in keyword:
            context = src.literal_at(m.end())
            calls.append((line, src.literal_at(src.code.index(",", m.end()) + 1), context, "literal"))
            continue
        text = src.literal_at(m.end())
        qualifier = re.sub(r"\s+", "", m.group(1) or "")[:-2]
        if qualifier:
            cls = catalogue.resolve_class(qualifier, namespaces, src.path)
            calls.append((line, text, catalogue.context_of(cls), qualifier + "::tr"))
            continue
        context, why = None, "no tr() in scope"
        for scope in reversed(chain):
            cls = None
            if scope.kind == "class":
                cls = catalogue.resolve_class(scope.name, namespace_path(scope.parent), src.path)
            elif scope.kind == "function" and scope.owner:
                cls = catalogue.resolve_class(scope.owner, namespace_path(scope.parent), src.path)
            if cls and catalogue.context_of(cls):
                context, why = catalogue.context_of(cls), "member of " + cls[1]
                break
        if context is None:
            visible = [(len(path), ctx) for path, ctx in file_helpers if namespaces[:len(path)] == path]
            if visible:
                context, why = max(visible)[1], "file-local helper"
        calls.append((line, text, context, why))
    return calls


# ---------------------------------------------------------------------------------------------
# .ts files

def messages(ts_path, with_locations=True):
    """{(context, source, comment): (message element, [(file, line)])}; the locations need
    lupdate's -locations absolute."""
    root = ET.parse(ts_path).getroot()
    base = os.path.dirname(os.path.abspath(ts_path))
    result = {}
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            locations = [(os.path.normpath(os.path.join(base, loc.get("filename"))), int(loc.get("line")))
                         for loc in message.iter("location") if with_locations and loc.get("line")]
            result[key] = (message, locations)
    return result


def placeholders(text):
    return sorted(re.findall(r"%(?:\d+|n)|\{\{\s*\w+\s*\}\}", text or ""))


def translation_problem(message, source):
    translation = message.find("translation")
    if translation is None:
        return "no translation"
    kind = translation.get("type")
    if kind in ("unfinished", "vanished", "obsolete"):
        return kind
    forms = [f.text for f in translation.iter("numerusform")] if message.get("numerus") == "yes" \
        else [translation.text]
    if not forms or any(not (f or "").strip() for f in forms):
        return "empty translation"
    for form in forms:
        if placeholders(form) != placeholders(source):
            return "placeholders %s differ from the source's %s: %r" % (
                placeholders(form), placeholders(source), form)
    return None


# ---------------------------------------------------------------------------------------------

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    qt6_lupdate = "/usr/lib/qt6/bin/lupdate"      # Debian's; a plain `lupdate` may be Qt 5's
    parser.add_argument("--lupdate", default=qt6_lupdate if os.path.exists(qt6_lupdate)
                        else shutil.which("lupdate6") or shutil.which("lupdate"))
    parser.add_argument("--source-dir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    args = parser.parse_args()
    root = os.path.abspath(args.source_dir)
    folders = [os.path.join(root, f) for f in SOURCE_FOLDERS if os.path.isdir(os.path.join(root, f))]

    with tempfile.TemporaryDirectory() as tmp:
        fresh = os.path.join(tmp, "fresh.ts")
        run = subprocess.run([args.lupdate, "-silent", "-no-obsolete", "-locations", "absolute",
                              "-target-language", "de_DE", *folders, "-ts", fresh],
                             capture_output=True, text=True)
        if run.returncode != 0 or not os.path.exists(fresh):
            print(run.stdout + run.stderr)
            print("lupdate failed")
            return 1
        found = messages(fresh)

    problems = []
    sources = {}
    for folder in folders:
        for dirpath, _, files in os.walk(folder):
            for name in files:
                if name.endswith((".cpp", ".h")):
                    path = os.path.normpath(os.path.join(dirpath, name))
                    sources[path] = Source(path)
    catalogue = Catalogue(sources.values())
    calls = {path: runtime_calls(src, catalogue) for path, src in sources.items()}

    for (context, source, _), (_, locations) in sorted(found.items()):
        for path, line in locations:
            where = "%s:%d" % (os.path.relpath(path, root), line)
            at_line = [c for c in calls.get(path, []) if c[0] == line]
            matching = [c for c in at_line if c[1] == source] or at_line
            if not matching:
                problems.append("%s: %r: lupdate found a call the checker cannot see" % (where, source))
                continue
            contexts = {c[2] for c in matching}
            if contexts != {context}:
                why = "; ".join("%s (%s)" % (c[2], c[3]) for c in matching)
                problems.append("%s: %r is filed under \"%s\" but runs under %s" % (where, source, context, why))

    ts_path = os.path.join(root, TS_FILE)
    if not os.path.exists(ts_path):
        problems.append("%s is missing" % TS_FILE)
        committed = {}
    else:
        committed = messages(ts_path, with_locations=False)
    for key in sorted(found):
        context, source, _ = key
        if "%n" in source and found[key][0].get("numerus") != "yes":
            problems.append("[%s] %r has %%n but no count: pass it as tr(text, nullptr, n)" % (context, source))
        if key not in committed:
            problems.append("%s: not in %s (run lupdate): [%s] %r" % (
                os.path.relpath(found[key][1][0][0], root) if found[key][1] else "?", TS_FILE, context, source))
            continue
        problem = translation_problem(committed[key][0], source)
        if problem:
            problems.append("%s: [%s] %r: %s" % (TS_FILE, context, source, problem))
    for key in sorted(set(committed) - set(found)):
        problems.append("%s: [%s] %r is no longer in the code (run lupdate -no-obsolete)" % (TS_FILE, key[0], key[1]))

    for problem in problems:
        print(problem)
    print("%d messages, %d contexts checked: %d problem(s)" % (
        len(found), len({k[0] for k in found}), len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
