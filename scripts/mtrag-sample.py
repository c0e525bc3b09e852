#!/usr/bin/env python3
"""Write resources/examples/mtrag-sample.json: three MTRAG conversations for the Examples menu.

Input: the test cases the MTRAG human-evaluation converter (convert.py of the shared MTRAG
folder) writes. The three picked answers are one rated faithful, one rated unfaithful and one
in between, so the example shows the judge both agreeing and disagreeing. Each keeps the
converter's shape (the judged answer is the last assistant turn, with the task's passages as
its retrieval_context) and its human ratings under metadata.human.

Usage: python3 scripts/mtrag-sample.py MTRAG-CONVERSATIONS.json > resources/examples/mtrag-sample.json
Licence of the data: Apache-2.0 (resources/examples/MTRAG-NOTICE.txt).
"""
import json
import sys

PICKS = [
    ("1534a095279f2cb888fb0bea17bd70da<::>4::reference",
     "MTRAG: air-to-air photography (reference answer, rated faithful)"),
    ("d5f0e7023ab90fe0240b7fc46cf00c26<::>3::llama-3.1-405b-instruct",
     "MTRAG: Maine river systems (Llama 3.1 405B, rated unfaithful)"),
    ("fd99b316e5e64f19ff938598aea9b285<::>4::llama-3.1-405b-instruct",
     "MTRAG: MLS All-Star Game (Llama 3.1 405B, raters split)"),
]

if len(sys.argv) != 2 or sys.argv[1] in ("-h", "--help"):
    sys.stdout.write(__doc__)
    sys.exit(0 if len(sys.argv) == 2 else 2)
try:
    with open(sys.argv[1], encoding="utf-8") as source:
        cases = {c["name"]: c for c in json.load(source)}
except (OSError, ValueError) as error:
    sys.exit(f"{sys.argv[1]}: {error}. Give the converted MTRAG conversations (a JSON list of test cases).")
picked = []
for original, title in PICKS:
    case = dict(cases[original])
    case["metadata"] = dict(case["metadata"], mtrag_name=original)
    case["name"] = title
    picked.append(case)

json.dump({"test_cases": picked}, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
