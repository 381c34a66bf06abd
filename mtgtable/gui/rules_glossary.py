"""What a rule number means, in a sentence: the glossary behind "CR 510.5" in the log.

``resources/rules/glossary.json`` holds, per rule number the engine cites, a
short explanation in the project's own words in English and Japanese (the
Comprehensive Rules text itself is not shipped).  A number without an entry
falls back to its parent rule: 510.1c, then 510.1, then 510.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from mtgtable.engine.data.cards import resources_dir

from .card_text import current_language


def glossary_path() -> Path:
    return resources_dir() / "rules" / "glossary.json"


@lru_cache(maxsize=1)
def glossary() -> dict[str, dict[str, str]]:
    """Rule number -> language -> explanation ({} if the file is missing or broken)."""
    try:
        raw = json.loads(glossary_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    rules = raw.get("rules", {})
    return {str(k): {str(lang): str(text) for lang, text in v.items()} for k, v in rules.items()
            if isinstance(v, dict)}


def parents(rule: str) -> list[str]:
    """The rule and the rules it belongs to, most specific first.

    >>> parents("510.1c")
    ['510.1c', '510.1', '510']
    """
    out = [rule]
    m = re.fullmatch(r"(\d{3})(?:\.(\d+)([a-z]?))?", rule)
    if m and m.group(3):
        out.append(f"{m.group(1)}.{m.group(2)}")
    if m and m.group(2):
        out.append(m.group(1))
    return out


def explain_rule(rule: str, lang: str | None = None) -> tuple[str, str] | None:
    """(the rule number explained, its explanation in ``lang``, else English), or None."""
    lang = lang or current_language()
    table = glossary()
    for number in parents(rule.strip()):
        entry = table.get(number)
        if entry:
            return number, entry.get(lang) or entry.get("en", "")
    return None
