#!/usr/bin/env python3
"""Runs tenace over a directory of real PBN/LIN files and counts what happens.

For every file: `tenace check` (refused or not, and the kinds of error),
then the round trips PBN -> JSON -> PBN and PBN -> LIN -> PBN with
`tenace convert --lenient`, comparing what each format can hold (deals,
calls, cards, claims, contracts, declarers, results) between the first
reading and the reading of the round trip's end. A difference that no
warning of the conversion names is a silent loss.

usage: scripts/formats-corpus.py [--tenace PATH] [--timeout S] [--list] DIR...
Prints the counts (files, games, refusals by kind, crashes, hangs, silent
losses); --list also prints each refused file and each loss.
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

EXTENSIONS = (".pbn", ".lin")


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return "hang", b"", b""


def kind_of(message):
    """An error message with its particulars (quoted values, numbers, cards) removed."""
    m = re.sub(r'"[^"]*"', '"…"', message)
    m = re.sub(r"'[^']*'", "'…'", m)
    m = re.sub(r"\b[SHDC][2-9TJQKA]\b", "<card>", m)
    m = re.sub(r"\d+", "N", m)
    m = re.sub(r"\([^)]*\)", "(…)", m)
    return m.strip()[:110]


CATEGORIES = [
    ("a Result the play makes impossible, or that differs from a finished play",
     r"^Result \d+ (is impossible|but declarer won)|Result is marked"),
    ("a card its player cannot play (not in the hand, not following suit, the lead out of turn)",
     r"^trick \d+:|opening lead belongs|^card \d+ .* is illegal"),
    ("a deal that is no deal (a card twice, five suits, too many cards)", r"^deal \"|^md:"),
    ("an illegal auction (insufficient bid, double of one's own side, calls after the end)",
     r"^call \d+ .*(illegal|comes after)|after the end of the auction|first call must be|^'[^']*' after '\*'"),
    ("a Contract, Declarer or Result that contradicts the auction",
     r"disagrees with the auction|but the auction is passed out|passed-out board has no|for a passed-out board"),
    ("two different values for one tag of the game", r"given again .* with a different value"),
    ("a play or contract without the deal, declarer or contract it needs",
     r"^the Play section needs|^Contract \S+ needs a Declarer"),
    ("text that is no PBN (tokens that are no call or card, stray brackets, broken notes, unreadable values)", r"."),
]


def category(message):
    for name, pattern in CATEGORIES:
        if re.search(pattern, message):
            return name
    return "other"


def games_of(json_bytes):
    try:
        return json.loads(json_bytes.decode("utf-8")).get("games", [])
    except (ValueError, UnicodeDecodeError, AttributeError):
        return None


def essentials(game, lin):
    """What a format can hold of a game, in a comparable form."""
    calls = [c.get("call") for c in (game.get("auction") or {}).get("calls", [])]
    play = game.get("play") or {}
    cards = [(c.get("seat"), c.get("card")) for t in play.get("tricks", []) for c in t.get("cards", [])]
    e = {
        "deal": game.get("deal"),
        "calls": calls,
        "cards": cards,
        "claim": play.get("claimed_tricks"),
        "contract": game.get("contract"),
        "declarer": game.get("declarer"),
        "result": game.get("result"),
    }
    if lin:
        # LIN holds a result as a claim, and the contract and declarer only
        # as its auction's end: compare those when the auction is complete.
        e.pop("claim")
        complete = len(calls) >= 4 and calls[-3:] == ["Pass"] * 3
        if not complete:
            for k in ("contract", "declarer", "result"):
                e.pop(k)
    return e


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="+")
    ap.add_argument("--tenace", default="build/release/src/tenace")
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    files = []
    for d in args.dirs:
        for root, _, names in os.walk(d):
            files += [os.path.join(root, n) for n in names if n.lower().endswith(EXTENSIONS)]
    files.sort()
    c = collections.Counter()
    kinds = collections.Counter()
    warnings = collections.Counter()
    categories = collections.defaultdict(lambda: [0, 0])  # category -> [errors, files]
    losses = []
    t = args.tenace
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            c["files"] += 1
            rc, out, _ = run([t, "check", f], args.timeout)
            if rc == "hang":
                c["hangs"] += 1
                losses.append(("hang", f, "check"))
                continue
            if rc not in (0, 1):
                c["crashes"] += 1
                losses.append(("crash", f, "check rc %s" % rc))
                continue
            text = out.decode("utf-8", "replace")
            errors = [l.split(": error: ", 1)[1] for l in text.splitlines() if ": error: " in l]
            for l in text.splitlines():
                if ": warning: " in l:
                    warnings[kind_of(l.split(": warning: ", 1)[1])] += 1
            if errors:
                c["refused files"] += 1
                for e in set(kind_of(e) for e in errors):
                    kinds[e] += 1
                for e in errors:
                    categories[category(e)][0] += 1
                for k in set(category(e) for e in errors):
                    categories[k][1] += 1
                if args.list:
                    print("refused", f, errors[0], file=sys.stderr)
            else:
                c["clean files"] += 1
            a_json = os.path.join(tmp, "a.json")
            rc, _, err = run([t, "convert", "--lenient", f, "-o", a_json], args.timeout)
            if rc == "hang" or rc not in (0, 1):
                c["hangs" if rc == "hang" else "crashes"] += 1
                losses.append(("crash/hang", f, "convert to json"))
                continue
            if rc != 0:
                c["not converted"] += 1
                continue
            first = games_of(open(a_json, "rb").read())
            c["games"] += len(first)
            for target in ("pbn", "lin"):
                via = os.path.join(tmp, "b." + target)
                back = os.path.join(tmp, "c.json")
                rc1, _, err1 = run([t, "convert", a_json, "-o", via], args.timeout)
                rc2, _, err2 = run([t, "convert", "--lenient", via, "-o", back], args.timeout)
                if "hang" in (rc1, rc2) or rc1 not in (0, 1) or rc2 not in (0, 1):
                    c["crashes"] += 1
                    losses.append(("crash/hang", f, "via " + target))
                    continue
                if rc1 != 0 or rc2 != 0:
                    c["round trip refused (" + target + ")"] += 1
                    losses.append(("refused", f, "via %s: %s" % (target, (err1 + err2).decode("utf-8", "replace").strip().splitlines()[-1:])))
                    continue
                second = games_of(open(back, "rb").read())
                lin = target == "lin"
                announced = b"warning" in err1
                if second is None or len(second) != len(first):
                    c["silent losses (" + target + ")" if not announced else "announced losses (" + target + ")"] += 1
                    losses.append(("games", f, "via %s: %d games -> %s" % (target, len(first), None if second is None else len(second))))
                    continue
                for i, (g1, g2) in enumerate(zip(first, second)):
                    e1, e2 = essentials(g1, lin), essentials(g2, lin)
                    # What the first reading lacks and the round trip adds
                    # (a contract the writer takes from the auction) is no loss.
                    diff = [k for k in e1 if e1[k] not in (None, []) and e1[k] != e2[k]]
                    # PBN holds a claim as the Result it agrees to.
                    if "claim" in diff and e2.get("result") == e1["claim"]:
                        diff.remove("claim")
                    if diff:
                        key = ("announced" if announced else "silent") + " losses (" + target + ")"
                        c[key] += 1
                        losses.append((key, f, "game %d via %s: %s" % (i + 1, target, ",".join(diff))))
                        break
    for k in sorted(c):
        print("%-34s %d" % (k, c[k]))
    print("\nerrors by category (errors, files):")
    for k, (n, nf) in sorted(categories.items(), key=lambda kv: -kv[1][0]):
        print("%6d %5d  %s" % (n, nf, k))
    print("\nrefusals by kind (files):")
    for k, n in kinds.most_common():
        print("%6d  %s" % (n, k))
    print("\nwarnings by kind (count):")
    for k, n in warnings.most_common(40):
        print("%6d  %s" % (n, k))
    if args.list or any(k[0] != "refused" for k in losses):
        print("\nlosses, crashes, hangs, refused round trips:")
        for k in losses:
            print("  %s  %s  %s" % k)


if __name__ == "__main__":
    main()
