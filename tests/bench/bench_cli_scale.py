#!/usr/bin/env python3
"""The CLI on a large dataset: the MTRAG conversations repeated and renamed to N copies, every
metric, the offline judge, --format jsonl. Reports wall time, time per conversation and the
peak memory of the CLI process. Run on demand:

  tests/bench/bench_cli_scale.py [--cli build/app/cli/claimscope-cli] [--copies 21] [--dataset FILE]

21 copies of the 477 conversations are 10,017 conversations.
"""
import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build/app/cli/claimscope-cli"))
    parser.add_argument("--copies", type=int, default=21)
    parser.add_argument("--dataset", default=os.path.join(ROOT, "..", "shared", "datasets", "mtrag-human",
                                                          "mtrag-conversations.json"))
    parser.add_argument("--metric", action="append", default=[], help="only these metrics (default: every one)")
    args = parser.parse_args()

    with open(args.dataset, encoding="utf-8") as f:
        conversations = json.load(f)
    with tempfile.TemporaryDirectory() as scratch:
        dataset = os.path.join(scratch, "dataset.jsonl")
        with open(dataset, "w", encoding="utf-8") as out:
            for copy in range(args.copies):
                for conversation in conversations:
                    renamed = dict(conversation, name=f"{conversation.get('name', '')} copy {copy}")
                    out.write(json.dumps(renamed) + "\n")
        count = args.copies * len(conversations)
        command = [args.cli, "evaluate", dataset, "--quiet", "--format", "jsonl", "--output",
                   os.path.join(scratch, "results.jsonl")]
        for metric in args.metric:
            command += ["--metric", metric]
        env = dict(os.environ, XDG_DATA_HOME=os.path.join(scratch, "data"))
        start = time.monotonic()
        status = subprocess.run(command, env=env, stderr=subprocess.DEVNULL).returncode
        elapsed = time.monotonic() - start
        peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        with open(os.path.join(scratch, "results.jsonl"), encoding="utf-8") as f:
            results = sum(1 for _ in f)
        size_mb = os.path.getsize(os.path.join(scratch, "results.jsonl")) / 1e6
    print(f"{count} conversations, {results} results ({size_mb:.0f} MB of JSONL), exit {status}")
    print(f"wall {elapsed:.1f} s, {1000 * elapsed / count:.2f} ms per conversation, peak memory {peak_kb / 1024:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
