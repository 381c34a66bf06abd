"""Activated abilities that work from the hand (CR 113.6, 602.2), read for ``engine/hand_abilities.py``:

* "Ninjutsu {1}{U}" (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked
  attacking creature you control to its owner's hand: Put this card onto the battlefield from your
  hand tapped and attacking."  Mana symbols only, on a creature card; "Commander ninjutsu" (it also
  works from the command zone, CR 702.49d) and the other variants stay by hand;
* "{4}: Put this card from your hand onto the battlefield." (Talon Gates of Madara): mana only.

Each function reads the whole line or returns None (the line stays by hand).
"""

from __future__ import annotations

import re
from typing import Any

from .lexer import strip_reminder

#: Mana symbols the engine pays in an activation cost (no {X}, no Phyrexian, no snow).
_MANA = r"((?:\{(?:[0-9]{1,2}|[WUBRGC]|[WUBRG]/[WUBRG]|2/[WUBRG])\})+)"
_NINJUTSU = re.compile(r"Ninjutsu " + _MANA)
_FROM_HAND = re.compile(_MANA + r": Put this card from your hand onto the battlefield\.")


def hand_line(line: str, card_types: tuple[str, ...]) -> dict[str, Any] | None:
    """The ability of one line, or None for another line."""
    text = strip_reminder(line).strip()
    m = _NINJUTSU.fullmatch(text)
    if m is not None:
        if "Creature" not in card_types:
            return None  # (a ninjutsu that puts a non-creature card attacking: not a card the engine knows)
        return {"kind": "activated", "cost": m.group(1), "from_hand": True, "reveal_self": True,
                "costs": [{"return_to_hand": {"unblocked_attacker": True}}],
                "effects": [{"do": "put_self_from_hand", "tapped": True, "attacking": True}]}
    m = _FROM_HAND.fullmatch(text)
    if m is not None:
        return {"kind": "activated", "cost": m.group(1), "from_hand": True,
                "effects": [{"do": "put_self_from_hand"}]}
    return None
