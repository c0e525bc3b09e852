#!/usr/bin/env python3
"""Peak memory of the CLI on huge texts and huge judge answers. Run on demand:

  tests/bench/bench_huge_texts.py [--cli build/app/cli/claimscope-cli] [--cases 3] [--answer-mb 40]
                                  [--reply-mib 15]

Every metric runs in each of three runs:
  1. the offline judge on --cases test cases with an answer of --answer-mb MB each (over the
     per-text limit: each test case is refused by name, the others would run);
  2. the offline judge on as many test cases with an answer just under the per-text limit;
  3. a loopback judge that answers every request with --reply-mib MiB of unusable text, on the
     bundled examples.
The bar: run 1 peaks under 1 GB and ends with an error for every test case and a non-zero exit.
Prints the peak resident memory of the CLI process (not of this script) for each run.
"""
import argparse
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TEXT_LIMIT_BYTES = 4 * 1024 * 1024  # TestCaseReader::MaxTextBytes
BAR_BYTES = 1000 * 1000 * 1000
SENTENCE = ("The refund reaches the original payment method within five business days after the shoes arrive. "
            "All footwear carries a twelve-month guarantee against defects such as sole separation. ")


def write_cases(path, count, answer_bytes):
    answer = (SENTENCE * (answer_bytes // len(SENTENCE) + 1))[:answer_bytes]
    cases = [{"name": f"long answer {i + 1}", "input": "Can I still get my money back for shoes bought 40 days ago?",
              "actual_output": answer, "expected_output": "Yes, under the twelve-month guarantee.",
              "retrieval_context": ["All footwear carries a twelve-month guarantee against manufacturing defects.",
                                    "Refunds are issued within five business days after the item arrives."]}
             for i in range(count)]
    with open(path, "w", encoding="utf-8") as out:
        json.dump(cases, out)


def run_cli(cli, arguments, scratch):
    """Runs the CLI; returns (exit code, peak resident bytes, seconds)."""
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(scratch, "data"))
    start = time.monotonic()
    process = subprocess.Popen([cli] + arguments, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage.ru_maxrss * 1024, time.monotonic() - start


def huge_reply_judge(reply_mib):
    """A loopback judge answering every POST with reply_mib MiB of unusable text; returns its URL."""
    filler = "this is not what was asked for "
    content = (filler * (reply_mib * 1024 * 1024 // len(filler) + 1))[:reply_mib * 1024 * 1024 - 512]
    body = json.dumps({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}],
                       "usage": {"prompt_tokens": 10, "completion_tokens": 5}}).encode()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self):
            self.rfile.read(int(self.headers.get("Content-Length", 0)))
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/v1"


def results_of(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)["results"]


def report(title, status, peak, seconds, results, output):
    errors = sum(1 for r in results if r.get("error"))
    print(f"{title}\n  exit {status}, peak memory {peak / 1e6:.0f} MB, {seconds:.1f} s, {len(results)} results "
          f"({errors} with an error), {os.path.getsize(output) / 1e3:.0f} kB of JSON")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build/app/cli/claimscope-cli"))
    parser.add_argument("--cases", type=int, default=3)
    parser.add_argument("--answer-mb", type=float, default=40)
    parser.add_argument("--reply-mib", type=int, default=15)
    args = parser.parse_args()

    ok = True
    with tempfile.TemporaryDirectory() as scratch:
        output = os.path.join(scratch, "results.json")
        common = ["--quiet", "--format", "json", "--output", output]

        huge = os.path.join(scratch, "huge.json")
        write_cases(huge, args.cases, int(args.answer_mb * 1e6))
        status, peak, seconds = run_cli(args.cli, ["evaluate", huge] + common, scratch)
        results = results_of(output)
        report(f"1. every metric, offline judge, {args.cases} test cases with a {args.answer_mb:g} MB answer each",
               status, peak, seconds, results, output)
        refused = {r["test_case"] for r in results if r.get("error")}
        if peak >= BAR_BYTES or status == 0 or len(refused) != args.cases:
            print(f"  BAR MISSED: needs a peak under {BAR_BYTES / 1e6:.0f} MB, a non-zero exit and an error "
                  f"for each of the {args.cases} test cases (got {len(refused)})")
            ok = False
        else:
            print(f"  bar met: under {BAR_BYTES / 1e6:.0f} MB, an error for every test case")

        under = os.path.join(scratch, "under.json")
        write_cases(under, args.cases, TEXT_LIMIT_BYTES - 1024)
        status, peak, seconds = run_cli(args.cli, ["evaluate", under] + common, scratch)
        report(f"2. every metric, offline judge, {args.cases} test cases with an answer just under the "
               f"{TEXT_LIMIT_BYTES // (1024 * 1024)} MiB limit", status, peak, seconds, results_of(output), output)

        examples = [os.path.join(ROOT, "resources", "examples", name)
                    for name in ("hotel-concierge.json", "refund-policy-single.json")]
        judge = ["--judge-url", huge_reply_judge(args.reply_mib), "--judge-model", "m", "--no-cache"]
        status, peak, seconds = run_cli(args.cli, ["evaluate"] + examples + judge + common, scratch)
        report(f"3. every metric, a judge answering every request with {args.reply_mib} MiB of unusable text, "
               f"the bundled hotel and refund examples", status, peak, seconds, results_of(output), output)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
