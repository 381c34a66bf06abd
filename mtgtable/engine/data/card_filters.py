"""What a search or a choice may find: a card filter (``{"types": ["Land"], "basic": true}``).

Pure card data: a predicate over a :class:`~.cards.CardDef`, no game state,
so the effects (``search``, ``return_own``) and the lands that reveal a card as
they enter (``land_entering``) share it without importing each other.  The
filter's shape is checked when the card is loaded (``effect_params.card_filter``).
"""

from __future__ import annotations

from typing import Any, Mapping


def card_matches(card: Any, filt: Mapping[str, Any], x: int = 0) -> bool:
    """Whether a card (a ``CardDef``) has the qualities a search or choice
    names: ``types`` (all of them), ``types_any`` (at least one, "an artifact or
    enchantment card"), ``subtypes_any`` (at least one, "a Forest
    or Plains card"), ``basic`` (the Basic supertype, CR 205.4c), ``colors_any``
    ("a green creature card", CR 105.2), ``mv_at_most`` (a number, or "X": the X paid
    for the spell, "with mana value X or less", CR 202.3, 107.3), ``mana_cost_in`` (printed mana
    costs: "an artifact card with mana cost {0} or {1}" is one whose mana cost is exactly one of them,
    CR 202.1; a card with no mana cost has none, CR 202.1b, and {X} is not {0})."""
    costs = filt.get("mana_cost_in")
    if costs is not None and (not card.mana_cost.text or card.mana_cost.text.upper() not in costs):
        return False
    colors = filt.get("colors_any")
    if colors and not set(colors) & set(card.colors):
        return False
    most = filt.get("mv_at_most")
    if most is not None and card.mana_cost.mana_value > (x if most == "X" else int(most)):
        return False
    if any(t not in card.types for t in filt.get("types", ())):
        return False
    either = filt.get("types_any")
    if either and not set(either) & set(card.types):
        return False
    sub = filt.get("subtypes_any")
    if sub and not set(sub) & set(card.subtypes):
        return False
    if filt.get("basic") and "Basic" not in card.supertypes:
        return False
    return True

