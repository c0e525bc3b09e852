#!/usr/bin/env python3
"""What a label rates, measured through the real CLI with the offline judge on the MTRAG
conversations (their `human.faithful` rates the last answer). Prints the ROC-AUC of:

  1. Turn Faithfulness against human.faithful as if it rated the whole conversation (the old pairing);
  2. Turn Faithfulness against human.faithful@last with its DEFAULT window (10): most last windows
     also hold earlier exchanges, so the run judges each last answer alone as well and the labels are
     compared with that (every label compared: no "cannot score" warning);
  3. Turn Faithfulness against human.faithful@last with window_size 1: each window is one exchange;
  4. single-turn Faithfulness on the last answers alone (input = the last user turn, actual_output =
     the last answer, its retrieval context), against human.faithful.

Acceptance: (2) within 0.03 of (4), with every label compared. Run on demand:

  tests/bench/bench_label_scope.py [--cli build/app/cli/claimscope-cli] mtrag-conversations.json
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def agreement(cli, dataset, metric, labels, extra=()):
    command = [cli, "evaluate", dataset, "--metric", metric, "--judge", "offline", "--no-cache", "--quiet",
               "--format", "json", "--labels", labels, *extra]
    done = subprocess.run(command, capture_output=True, text=True)
    if not done.stdout.strip():
        sys.exit(f"{' '.join(command)} printed nothing (exit {done.returncode}): {done.stderr}")
    figures = json.loads(done.stdout).get("agreement", {}).get(metric)
    warnings = [line for line in done.stderr.splitlines() if line.startswith("warning")]
    return figures, warnings


def last_answers(conversations):
    """One single-turn case per conversation: its last user turn and last answer."""
    cases = []
    for i, conversation in enumerate(conversations):
        turns = conversation["turns"]
        answer = max(j for j, turn in enumerate(turns) if turn["role"] == "assistant")
        question = max(j for j, turn in enumerate(turns[:answer]) if turn["role"] == "user")
        case = {"input": turns[question]["content"], "actual_output": turns[answer]["content"],
                "retrieval_context": turns[answer].get("retrieval_context", []),
                "metadata": conversation.get("metadata", {})}
        if "name" in conversation:
            case["name"] = conversation["name"]
        cases.append(case)
    return cases


def show(title, figures, warnings):
    if not figures:
        print(f"{title:<62} no agreement")
    else:
        print(f"{title:<62} ROC-AUC {figures['roc_auc']:.4f}  kappa {figures['kappa'] or 0:.4f}  n {figures['n']}")
    for line in warnings:
        print(f"    {line[:160]}")
    return figures["roc_auc"] if figures else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", default=os.path.join(ROOT, "build/app/cli/claimscope-cli"))
    parser.add_argument("dataset", help="mtrag-conversations.json")
    args = parser.parse_args()
    with open(args.dataset, encoding="utf-8") as f:
        conversations = json.load(f)

    show("1 turn_faithfulness, label on the whole conversation",
         *agreement(args.cli, args.dataset, "turn_faithfulness", "turn_faithfulness=human.faithful"))
    default_figures, default_warnings = agreement(args.cli, args.dataset, "turn_faithfulness",
                                                  "turn_faithfulness=human.faithful@last")
    turn = show("2 turn_faithfulness @last, default window (10)", default_figures, default_warnings)
    show("3 turn_faithfulness @last, window_size 1",
                *agreement(args.cli, args.dataset, "turn_faithfulness", "turn_faithfulness=human.faithful@last",
                           ["--set", "turn_faithfulness.window_size=1"]))
    with tempfile.TemporaryDirectory() as scratch:
        single = os.path.join(scratch, "last-answers.json")
        with open(single, "w", encoding="utf-8") as out:
            json.dump(last_answers(conversations), out)
        alone = show("4 faithfulness on the last answers alone",
                     *agreement(args.cli, single, "faithfulness", "faithfulness=human.faithful"))
    if turn is None or alone is None:
        sys.exit("no AUC to compare")
    labelled = sum(1 for c in conversations if "faithful" in c.get("metadata", {}).get("human", {}))
    compared = default_figures["n"] if default_figures else 0
    print(f"difference (2) - (4): {turn - alone:+.4f} (acceptance: within 0.03); "
          f"labels compared with the default window: {compared} of {labelled}")
    every_label = compared == labelled and not any("cannot score" in line for line in default_warnings)
    return 0 if abs(turn - alone) <= 0.03 and every_label else 1


if __name__ == "__main__":
    sys.exit(main())
