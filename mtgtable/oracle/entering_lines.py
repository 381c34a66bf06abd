"""How some lands enter: a colour chosen as it enters, and its mana of that colour
(``engine.land_entering``); Starting Town's first three turns.

* "This land enters tapped. As it enters, choose a color other than white."
  (the Thriving lands) and "As this land enters, choose a color.": the static
  ``choose_color`` (CR 614.12), with ``enters_tapped`` for the first sentence;
* "{T}: Add {W} or one mana of the chosen color." and "{T}: Add one mana of the
  chosen color.": a mana ability with ``chosen_color`` (CR 106.1);
* "As this land enters, you may reveal a Dragon card from your hand. This land
  enters tapped unless you revealed a Dragon card this way or you control a
  Dragon." (Temple of the Dragon Queen): the reveal lands' ``unless`` with
  ``or_control_subtype`` (CR 614.12);
* "As this land enters, choose a basic land type. Then you may pay 2 life. If
  you don't, it enters tapped." and "This land is the chosen type."
  (Multiversal Passage): ``choose_land_type``, the shockland's ``pay_life``
  and ``is_chosen_type`` (CR 614.12, 305.7);
* "This land enters tapped unless it's your first, second, or third turn of the
  game." (Starting Town): ``enters_tapped`` unless ``own_turn_at_most: 3``
  (CR 614.1c; the turns each player began, ``GameState.turns_taken``).

Lands only: "As ~ enters, choose a color" on other permanents means other
things (protection, a colour the spell's text reads) and is left to the
readers of those.  A line is read whole or not at all.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from .grammar import COLOR_WORDS
from .lexer import normalise

Ability = dict[str, Any]

_CHOOSE = re.compile(r"^(?P<tapped>~ enters tapped\. As it enters, |As ~ enters, )choose a color"
                     r"(?: other than (?P<other>white|blue|black|red|green))?\.$")
_REVEAL_OR_CONTROL = re.compile(
    r"^As ~ enters, you may reveal an? (?P<t>[A-Z][a-z]+) card from your hand\. ~ enters tapped unless you "
    r"revealed an? (?P<t2>[A-Z][a-z]+) card this way or you control an? (?P<t3>[A-Z][a-z]+)\.$")
_STARTING_TOWN = "~ enters tapped unless it's your first, second, or third turn of the game."
_MANA = re.compile(r"^\{T\}: Add (?:\{(?P<color>[WUBRG])\} or )?one mana of the chosen color\.$")


def entering_line(line: str, name: str, types: Sequence[str]) -> list[Ability] | None:
    """The abilities of one line, or None (the other readers try it)."""
    if "Land" not in types:
        return None
    text = normalise(line, name)
    m = _CHOOSE.match(text)
    if m is not None:
        choose: Ability = {"kind": "static", "static": "choose_color"}
        if m.group("other"):
            choose["other_than"] = COLOR_WORDS[m.group("other")]
        return ([{"kind": "static", "static": "enters_tapped"}] if m.group("tapped").startswith("~ enters") else []) \
            + [choose]
    m = _REVEAL_OR_CONTROL.match(text)
    if m is not None and m.group("t") == m.group("t2") == m.group("t3"):
        # Temple of the Dragon Queen (CR 614.12, 701.16a): untapped if a Dragon is revealed or controlled
        t = m.group("t")
        return [{"kind": "static", "static": "enters_tapped",
                 "unless": {"reveal": {"subtypes_any": [t]}, "or_control_subtype": [t]}}]
    if text == "As ~ enters, choose a basic land type. Then you may pay 2 life. If you don't, it enters tapped.":
        return [{"kind": "static", "static": "choose_land_type"},
                {"kind": "static", "static": "enters_tapped", "unless": {"pay_life": 2}}]
    if text == "~ is the chosen type.":  # Multiversal Passage (CR 305.7; engine.land_entering)
        return [{"kind": "static", "static": "is_chosen_type"}]
    if text == _STARTING_TOWN:
        return [{"kind": "static", "static": "enters_tapped", "unless": {"own_turn_at_most": 3}}]
    m = _MANA.match(text)
    if m is not None:
        return [{"kind": "mana", "cost": "{T}", "produce": m.group("color") or "", "chosen_color": True}]
    return None
