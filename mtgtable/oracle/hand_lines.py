"""Activated abilities that work from the hand (CR 113.6, 602.2), read for ``engine/families/hand_abilities.py``:

* "Ninjutsu {1}{U}" (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked
  attacking creature you control to its owner's hand: Put this card onto the battlefield from your
  hand tapped and attacking."  Mana symbols only, on a creature card; "Commander ninjutsu" (it also
  works from the command zone, CR 702.49d) and the other variants stay by hand;
* "{4}: Put this card from your hand onto the battlefield." (Talon Gates of Madara): mana only;
* "Hideaway N" (CR 702.75a): "When this permanent enters, look at the top N cards of your library,
  exile one of them face down, then put the rest on the bottom in a random order"
  (``engine/families/hideaway.py``); "Hideaway 3, hideaway 3" (twice) stays by hand, and so do the lines
  that play the exiled card ("You may play the exiled card without paying its mana cost if ...");
* "Suspend N—{cost}" (CR 702.62a, ``engine/families/suspend.py``): the special action from the hand, then the
  upkeep ticks and the free cast (``engine/families/suspend_effects.py``); "Suspend X—..." stays by hand;
* "When this creature leaves the battlefield, put the exiled card into its owner's hand." on a card
  with hideaway (Watcher for Tomorrow): the card its hideaway exiled (CR 607.2a, ``return_linked``).

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
_HIDEAWAY = re.compile(r"Hideaway ([1-9])")
_SUSPEND = re.compile(r"Suspend ([1-9][0-9]?) ?— ?((?:\{(?:[0-9]{1,2}|[WUBRGC]|[WUBRG]/[WUBRG]|2/[WUBRG])\})+)")
_LEAVES = re.compile(r"When (?:this creature|this permanent|this artifact|this enchantment|this land) leaves the "
                     r"battlefield, put the exiled card into its owner's hand\.")


def _has_hideaway(card_text: str) -> bool:
    return any(_HIDEAWAY.fullmatch(strip_reminder(x).strip()) for x in card_text.split("\n"))


def hand_line(line: str, card_types: tuple[str, ...], card_text: str = "") -> dict[str, Any] | None:
    """The ability of one line, or None for another line (``card_text``: the card's whole text)."""
    text = strip_reminder(line).strip()
    m = _SUSPEND.fullmatch(text)
    if m is not None:
        if "Land" in card_types:
            return None  # (a land is played, never cast: CR 305.9)
        return {"kind": "activated", "cost": m.group(2), "from_hand": True, "special_action": "suspend",
                "n": int(m.group(1))}
    m = _HIDEAWAY.fullmatch(text)
    if m is not None:
        n = int(m.group(1))
        return {"kind": "triggered", "trigger": "etb", "keyword": "Hideaway", "n": n,
                "effects": [{"do": "hideaway", "amount": n}]}
    if _LEAVES.fullmatch(text) and _has_hideaway(card_text):
        return {"kind": "triggered", "trigger": "leaves_battlefield", "effects": [{"do": "return_linked", "to": "hand"}]}
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
