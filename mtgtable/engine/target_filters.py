"""Target specs with a number in them: "target nonland permanent with mana value 3 or less",
"target creature with power 2 or less", "target spell with mana value 1" (CR 115.1, 202.3).

A filtered spec is a plain spec, a colon and one filter: ``"nonland_permanent:mv<=3"``,
``"creature:power<=2"``, ``"spell:mv=1"``, ``"creature:toughness>=4"`` (:data:`FILTER`).  The
plain spec is judged as always (``targets.is_legal_target``), then the number:

* mana value (CR 202.3): of the card's mana cost; an X in it is the number chosen for
  it while the spell is on the stack, 0 anywhere else (CR 202.3e);
* power and toughness: the permanent's current values (``characteristics``).

Descriptions are the plain spec's and a pattern (:data:`PHRASES`), each translated.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import characteristics as chars
from .target_specs import TARGET_SPECS

if TYPE_CHECKING:
    from .state import GameState as Game

#: ``what`` (mv, power, toughness), the comparison and the number.
FILTER = re.compile(r"^(mv|power|toughness)(<=|>=|=)(\d{1,2})$")
#: The words each filter adds to its spec's description (context ``engine-args``), by what and comparison.
PHRASES: dict[tuple[str, str], str] = {
    ("mv", "<="): "{spec} with mana value {n} or less", ("mv", ">="): "{spec} with mana value {n} or greater",
    ("mv", "="): "{spec} with mana value {n}",
    ("power", "<="): "{spec} with power {n} or less", ("power", ">="): "{spec} with power {n} or greater",
    ("power", "="): "{spec} with power {n}",
    ("toughness", "<="): "{spec} with toughness {n} or less",
    ("toughness", ">="): "{spec} with toughness {n} or greater", ("toughness", "="): "{spec} with toughness {n}",
}


def split(spec: str) -> tuple[str, tuple[str, str, int] | None]:
    """The plain spec and its filter (None without one, or when the filter is not one of :data:`FILTER`)."""
    base, colon, rest = spec.partition(":")
    if not colon:
        return spec, None
    m = FILTER.match(rest)
    return base, ((m.group(1), m.group(2), int(m.group(3))) if m else None)


def is_spec(spec: str) -> bool:
    """Whether card data may name this spec: a plain one, or a plain one with a filter."""
    if spec in TARGET_SPECS:
        return True
    base, filt = split(spec)
    return filt is not None and base in TARGET_SPECS and not _player_only(base)


def _player_only(base: str) -> bool:
    return base in ("player", "opponent")


def describe(spec: str) -> str:
    """The spec in English: its plain description, and the filter's words."""
    base, filt = split(spec)
    if filt is None:
        return TARGET_SPECS.get(spec, spec)
    return PHRASES[(filt[0], filt[1])].format(spec=TARGET_SPECS.get(base, base), n=filt[2])


def passes(game: "Game", oid: int, filt: tuple[str, str, int]) -> bool:
    """Whether object ``oid`` has the number the filter asks for (a player never does)."""
    o = game.objects.get(oid)
    if o is None:
        return False
    what, op, n = filt
    if what == "mv":
        value = o.card.mana_cost.mana_value
        if o.card.mana_cost.x_count:
            value += o.card.mana_cost.x_count * next((s.x for s in game.stack if s.id == oid), 0)
    elif not chars.is_creature(game, oid):
        return False  # power and toughness: only creatures have them here (CR 208.3)
    elif what == "power":
        value = chars.power(game, oid)
    else:
        value = chars.toughness(game, oid)
    return value <= n if op == "<=" else value >= n if op == ">=" else value == n
