#!/usr/bin/env python3
"""Reads the conformance kit's output from a run against a judge that fails and garbles
answers (repairs too), and checks that no case got a wrong number: every case either passed
(exact score) or ended in a clear judge error (exit code 3: a failed metric or a partial
score). Anything else — a different score, a timeout, a crash, missing JSON — fails.

--exhausted-only N: a clear error is accepted only when a request used every attempt the
protocol allows (N, i.e. max_retries + 1) and still failed. At a modest fault rate every other
case must be exact: retries and the repair request have to recover it. (With 4 retries, a 15 %
fault rate still fails some request five times in a row in about one run in twenty.)"""
import argparse
import re
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--exhausted-only", type=int, metavar="N", default=0,
                    help="accept a clear error only after N failed attempts of one request")
args = parser.parse_args()

clear_errors = 0
wrong = []
summary = None
for line in sys.stdin:
    sys.stdout.write(line)
    if line.startswith("FAIL "):
        name, _, message = line[5:].partition(": ")
        exhausted = "(gave up after %d attempts)" % args.exhausted_only
        if message.startswith("exit code 3 (expected 0 or 1)") and (not args.exhausted_only or exhausted in message):
            clear_errors += 1
        else:
            wrong.append("%s: %s" % (name, message.strip()))
    elif re.match(r"^\d+ passed, \d+ failed$", line.strip()):
        summary = line.strip()
passed = int(summary.split()[0]) if summary else 0

if summary is None:
    print("check-fault-run: the kit did not finish (no summary line)", file=sys.stderr)
    sys.exit(1)
print("check-fault-run: %d exact, %d clear judge errors, %d wrong" % (passed, clear_errors, len(wrong)))
for problem in wrong:
    print("  wrong: " + problem, file=sys.stderr)
if passed == 0:
    print("check-fault-run: no case got through at all; the faults are too heavy to test anything",
          file=sys.stderr)
    sys.exit(1)
sys.exit(1 if wrong else 0)
