"""Every rule number the engine cites exists in the rules text it is built from.

The engine cites rules in comments and docstrings (``CR 510.1c``) and in the
events and refusals it produces (``log("skip_combat", "508.6", ...)``,
``IllegalAnswer("509.1a", ...)``, ``rule="701.17"``).  A wrong number sends a
player to the wrong rule, so:

* ``cited_rules.txt`` (next to this file, committed) lists every number the
  code cites, each marked ``checked`` (in a range the rules folder covers, and
  found there when the list was written), ``outside`` (a range the folder
  does not hold: only 100-117, 500-514 and 703 can be checked at all) or
  ``unverifiable`` with the reason after ``#`` (in a covered range, but the
  text lost the number: file 002 is an extraction that dropped most paragraph
  numbers, and file 000 stops at 514.3).  The code and the list must agree, so
  a new or changed citation fails CI (even without the rules folder) until it
  is listed with the right status.
* When the rules folder (``shared/rules`` next to the repository or one level
  up, as in a worktree) is present, every ``checked`` number is looked up in
  it, and every ``unverifiable`` one is confirmed absent (so it is promoted
  when a better text arrives).  A number also counts as present when one of
  its sub-rules is (``103.4`` when ``103.4a`` is there).  Without the folder
  that half is skipped.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "mtgtable" / "engine"
LIST = Path(__file__).with_name("cited_rules.txt")

_NUMBER = re.compile(r"(?<![\d.])(\d{3})(?:\.(\d+)([a-z])?)?(?![\d])")
#: "CR " and what follows it while it looks like rule numbers ("CR 509.4c, 509.4d with 509.7").
_CR = re.compile(r"\bCR\s+((?:\d{3}(?:\.\d+[a-z]?)?(?:-[a-z])?(?:,\s*|\s+(?:and|or|with)\s+|/|-)?)+)")
#: A string literal that is only a rule number: the rule of an event or a refusal.
_LITERAL = re.compile(r"[\"'](\d{3}\.\d+[a-z]?)[\"']")
_RULE_KW = re.compile(r"rule\s*=\s*[\"'](\d{3}(?:\.\d+[a-z]?)?)[\"']")

#: Which rules-folder file holds which sections (see shared/rules/README.md).
COVERED = {"000": range(500, 515), "002": range(100, 118), "003": range(703, 704)}


def cited_numbers() -> set[str]:
    found: set[str] = set()
    for path in sorted(ENGINE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for m in _CR.finditer(text):
            for n in _NUMBER.finditer(m.group(1)):
                found.add(n.group(0))
        found.update(m.group(1) for m in _LITERAL.finditer(text))
        found.update(m.group(1) for m in _RULE_KW.finditer(text))
    return found


def section(number: str) -> int:
    return int(number[:3])


def is_covered(number: str) -> bool:
    return any(section(number) in r for r in COVERED.values())


def rules_folder() -> Path | None:
    for base in (ROOT.parent, ROOT.parent.parent):
        folder = base / "shared" / "rules"
        if (folder / "README.md").is_file():
            return folder
    return None


def present(number: str, text: str) -> bool:
    """Whether ``number`` (or, for a paragraph whose number was lost, a sub-rule of it) is in ``text``."""
    if "." not in number:
        return re.search(rf"(?<![\d.]){number}\.", text) is not None
    if number[-1].isalpha():
        return re.search(rf"(?<![\d.]){re.escape(number)}(?![\da-z])", text) is not None
    return re.search(rf"(?<![\d.]){re.escape(number)}(?![\d])", text) is not None


def read_list() -> dict[str, str]:
    out: dict[str, str] = {}
    for line in LIST.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            number, status = line.split()
            out[number] = status
    return out


def reasons_missing() -> list[str]:
    out = []
    for line in LIST.read_text(encoding="utf-8").splitlines():
        body, _, reason = line.partition("#")
        parts = body.split()
        if len(parts) == 2 and parts[1] == "unverifiable" and not reason.strip():
            out.append(parts[0])
    return out


def test_cited_rules_list_matches_the_code() -> None:
    listed = read_list()
    cited = cited_numbers()
    assert len(cited) > 100  # the collector finds the engine's citations at all
    assert "510.1c" in cited and "508.6" in cited
    missing = sorted(cited - set(listed))
    stale = sorted(set(listed) - cited)
    assert not missing, f"cited in the engine but not in {LIST.name}: {missing}"
    assert not stale, f"listed in {LIST.name} but no longer cited: {stale}"
    for number, status in listed.items():
        assert status in ("checked", "outside", "unverifiable"), f"{number}: unknown status {status!r}"
        if is_covered(number):
            assert status != "outside", f"{number} is in a range the rules folder covers"
        else:
            assert status == "outside", f"{number} is outside the ranges the rules folder covers"
    for number in reasons_missing():
        pytest.fail(f"{number} is listed as unverifiable without a reason after '#'")


def test_cited_rules_exist_in_the_rules_text() -> None:
    folder = rules_folder()
    if folder is None:
        pytest.skip("the rules folder (shared/rules) is not next to this checkout")
    texts = {key: "".join(p.read_text(encoding="utf-8") for p in folder.glob(f"{key}_*.txt")) for key in COVERED}
    listed = read_list()
    wrong, promotable = [], []
    for number in sorted(cited_numbers()):
        for key, sections in COVERED.items():
            if section(number) not in sections:
                continue
            found = present(number, texts[key])
            if listed.get(number) != "unverifiable" and not found:
                wrong.append(number)
            if listed.get(number) == "unverifiable" and found:
                promotable.append(number)
    assert not wrong, f"the engine cites rules that are not in the rules text: {wrong}"
    assert not promotable, f"now found in the rules text, list them as checked: {promotable}"


def test_cr_citation_collector_sees_wrong_numbers() -> None:
    """The checks can fail: the two numbers the issue found wrong are absent from the text."""
    folder = rules_folder()
    if folder is None:
        pytest.skip("the rules folder (shared/rules) is not next to this checkout")
    text = "".join(p.read_text(encoding="utf-8") for p in folder.glob("000_*.txt"))
    assert not present("508.8", text) and not present("502.4", text)
    assert present("508.6", text) and present("502.3", text)


def write_list() -> None:
    """Rewrite ``cited_rules.txt`` from the code and the rules folder (after adding citations):
    ``PYTHONPATH=$PWD python3 tests/engine/test_cited_rules.py``."""
    folder = rules_folder()
    if folder is None:
        raise SystemExit("the rules folder (shared/rules) is needed to write the list")
    texts = {key: "".join(p.read_text(encoding="utf-8") for p in folder.glob(f"{key}_*.txt")) for key in COVERED}
    old = {}
    for line in LIST.read_text(encoding="utf-8").splitlines() if LIST.exists() else []:
        parts = line.split("#", 1)
        if len(parts) == 2 and parts[0].split():
            old[parts[0].split()[0]] = parts[1].strip()

    def order(n: str) -> tuple[int, int, str]:
        head, _, tail = n.partition(".")
        m = re.match(r"(\d*)([a-z]?)", tail)
        assert m is not None
        return int(head), int(m.group(1) or -1), m.group(2)

    lines = LIST.read_text(encoding="utf-8").splitlines()[:3] if LIST.exists() else []
    for n in sorted(cited_numbers(), key=order):
        keys = [k for k, s in COVERED.items() if section(n) in s]
        if not keys:
            lines.append(f"{n} outside")
        elif present(n, texts[keys[0]]):
            lines.append(f"{n} checked")
        else:
            lines.append(f"{n} unverifiable  # {old.get(n, 'FILL IN WHY')}")
    LIST.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write_list()
