"""Morph, megamorph and disguise lines (CR 702.37a-b, 702.168a) and "When this creature is turned
face up" triggers (CR 708.11), for ``engine/families/face_down.py``.

"Morph {1}{U}" becomes the static ability ``{"static": "morph", "variant": "morph", "mana": "{1}{U}"}``.
Only a mana cost is read: a morph cost that is another kind of cost ("Morph—Reveal a white card in
your hand.", "Morph—Pay 5 life."), has X, or is reduced ("This cost is reduced by ...") stays by hand
(the compiler fails closed), and so does a morph line on a card that isn't a creature.
"""

from __future__ import annotations

import re
from typing import Any

from .lexer import strip_reminder

_LINE = re.compile(r"(morph|megamorph|disguise) ((?:\{(?:[0-9]{1,2}|[wubrgc]|[wubrg]/[wubrgp])\})+)")


def morph_line(line: str, types: tuple[str, ...]) -> dict[str, Any] | None:
    """The morph ability of ``line``, or None."""
    m = _LINE.fullmatch(strip_reminder(line).strip().lower())
    if m is None or "Creature" not in types:
        return None
    return {"kind": "static", "static": "morph", "variant": m.group(1), "mana": m.group(2).upper()}
