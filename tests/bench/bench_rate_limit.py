#!/usr/bin/env python3
"""The CLI against a judge that enforces a requests-per-minute limit: the conformance kit's
marker judge with --rpm (429 + Retry-After beyond the limit, x-ratelimit-* headers on every
answer), about 160 Turn Faithfulness steps. Reports wall time, the bound the limit sets and
the 429s the judge sent, once pacing only to the judge's headers (no flag) and once with
--rpm set to the limit as well. Run on demand:

  tests/bench/bench_rate_limit.py [--cli build/app/cli/claimscope-cli] [--kit ../shared/conformance]
                                  [--rpm 60] [--steps 160]

The bound: the first `rpm` requests may go at once, every further `rpm` a minute later, so
N steps need at least floor((N - 1) / rpm) minutes.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
STEPS_PER_CONVERSATION = 3      # truths, claims, verdicts (a perfect score explains itself locally)


def conversations(count):
    """One exchange each, one claim the judge finds supported by one truth."""
    for i in range(count):
        yield {"name": f"paced {i + 1}",
               "turns": [{"role": "user", "content": f"Question {i + 1}: when does the pool open?"},
                         {"role": "assistant", "content": f"The pool opens at seven [c1:t1] (case {i + 1}).",
                          "retrieval_context": [f"The pool opens at seven every morning [t1] (case {i + 1})."]}]}


def start_judge(kit, rpm, log):
    judge = subprocess.Popen([sys.executable, os.path.join(kit, "fakejudge.py"), "--port", "0", "--rpm", str(rpm),
                              "--log", log], stdout=subprocess.PIPE, text=True)
    line = judge.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:\d+", line)
    if not match:
        judge.kill()
        raise SystemExit(f"the judge did not say where it listens: {line!r}")
    return judge, match.group(0)


def run_mode(args, dataset, scratch, name, extra):
    log = os.path.join(scratch, f"judge-{name}.jsonl")
    judge, url = start_judge(args.kit, args.rpm, log)
    try:
        command = [args.cli, "evaluate", dataset, "--metric", "turn_faithfulness", "--judge-url", url + "/v1",
                   "--judge-model", "marker", "--api-key-env", "BENCH_JUDGE_KEY", "--no-cache", "--quiet",
                   "--format", "jsonl", "--output", os.path.join(scratch, f"results-{name}.jsonl")] + extra
        env = dict(os.environ, BENCH_JUDGE_KEY="bench", XDG_DATA_HOME=os.path.join(scratch, "data"),
                   XDG_CACHE_HOME=os.path.join(scratch, "cache"), XDG_CONFIG_HOME=os.path.join(scratch, "config"))
        start = time.monotonic()
        status = subprocess.run(command, env=env).returncode
        elapsed = time.monotonic() - start
    finally:
        judge.terminate()
        judge.wait()
    with open(log, encoding="utf-8") as f:
        records = [json.loads(line) for line in f]
    answered = sum(1 for r in records if r.get("status") == 200)
    refused = sum(1 for r in records if r.get("status") == 429)
    return status, elapsed, answered, refused


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build/app/cli/claimscope-cli"))
    parser.add_argument("--kit", default=os.path.join(ROOT, "..", "shared", "conformance"))
    parser.add_argument("--rpm", type=int, default=60)
    parser.add_argument("--steps", type=int, default=160)
    args = parser.parse_args()

    count = max(1, args.steps // STEPS_PER_CONVERSATION)
    with tempfile.TemporaryDirectory() as scratch:
        dataset = os.path.join(scratch, "dataset.jsonl")
        with open(dataset, "w", encoding="utf-8") as out:
            for conversation in conversations(count):
                out.write(json.dumps(conversation) + "\n")
        print(f"{count} conversations, judge limit {args.rpm} requests per minute")
        for name, extra in (("no flag (headers only)", []), (f"--rpm {args.rpm}", ["--rpm", str(args.rpm)])):
            status, elapsed, answered, refused = run_mode(args, dataset, scratch, name.split()[0].strip("-"), extra)
            bound = 60.0 * ((answered - 1) // args.rpm)
            ratio = elapsed / bound if bound else float("nan")
            print(f"{name:24} exit {status}, {answered} steps, wall {elapsed:.1f} s, bound {bound:.0f} s "
                  f"({ratio:.3f} x), {refused} x 429")
    return 0


if __name__ == "__main__":
    sys.exit(main())
