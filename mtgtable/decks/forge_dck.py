"""Forge ``.dck`` files: an INI-like layout with a ``[metadata]`` section.

What Forge writes::

    [metadata]
    Name=Burn
    [Main]
    4 Lightning Bolt|M10
    20 Mountain|M10|1
    [Sideboard]
    2 Negate|M20

After the ``|`` come Forge's edition code and an art index; the edition is
kept as the set code, the art index is Forge's own and is dropped. A ``+``
after the name marks a foil (``1 Ghave, Guru of Spores+|C15``), and newer
versions add ``#`` flags after a tab; both are dropped. A
``[Commander]`` section joins the main deck. Sections for other kinds of play
(``[Planes]``, ``[Schemes]``, ``[Conspiracy]``, ``[Avatar]``, ``[Dungeon]``, and
whatever Forge adds next) are not part of a constructed deck and are skipped.

>>> parsed = read_forge("[metadata]\\nName=Burn\\n[Main]\\n4 Lightning Bolt|M10|1\\n[Sideboard]\\n2 Negate",
...                     source="burn.dck")
>>> parsed.name, [(e.section.value, e.count, e.name, e.set_code) for e in parsed.entries]
('Burn', [('main', 4, 'Lightning Bolt', 'M10'), ('sideboard', 2, 'Negate', None)])
"""

from __future__ import annotations

import re

from .card_line import parse_card_line
from .parsed import ParsedDeck, ParsedEntry, Section
from .plain_text import split_lines

__all__ = ["looks_like_forge", "read_forge"]

_SECTION = re.compile(r"\[(?P<name>[A-Za-z][A-Za-z ]*)\]")
#: Forge marks a foil copy with "+" after the name (CardDb.foilSuffix).
_FOIL = re.compile(r"\+$")
#: Newer Forge versions add flags after a tab: "1 Opt|XLN|1\t#flag".
_FLAGS = re.compile(r"\s+#.*$")
_SECTIONS = {"main": Section.MAIN, "sideboard": Section.SIDEBOARD, "commander": Section.COMMANDER}


def looks_like_forge(text: str) -> bool:
    """True when some line is a Forge section header such as ``[Main]``."""
    return any(_SECTION.fullmatch(line.strip()) for line in split_lines(text))


def read_forge(text: str, *, source: str) -> ParsedDeck:
    """Parse the text of a Forge ``.dck`` file."""
    parsed = ParsedDeck()
    section: Section | str = Section.MAIN
    for number, raw in enumerate(split_lines(text), start=1):
        line = raw.strip()
        if not line or line.startswith(("//", "#")):
            continue
        header = _SECTION.fullmatch(line)
        if header is not None:
            name = header["name"].strip().lower()
            section = "metadata" if name == "metadata" else _SECTIONS.get(name, "skip")
            continue
        if section == "metadata":
            key, _, value = line.partition("=")
            if key.strip().lower() == "name":
                parsed.name = value.strip()
            continue
        if not isinstance(section, Section):
            continue
        line = _FLAGS.sub("", line)
        card_text, _, printing = line.partition("|")
        card = parse_card_line(_FOIL.sub("", card_text.strip()), source=source, line=number)
        forge_set = _FOIL.sub("", printing.partition("|")[0].strip()).upper()
        set_code, collector_number = (
            (forge_set, None) if forge_set else (card.set_code, card.collector_number)
        )
        parsed.add(
            ParsedEntry(section, card.count, card.name, set_code, collector_number, number),
            source=source,
        )
    return parsed
