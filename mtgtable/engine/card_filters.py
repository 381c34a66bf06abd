"""What a search or a choice may find: a card filter (``{"types": ["Land"], "basic": true}``).

Pure card data: a predicate over a :class:`~.cards.CardDef`, no game state,
so the effects (``search``, ``return_own``) and the lands that reveal a card as
they enter (``land_entering``) share it without importing each other.  The
filter's shape is checked when the card is loaded (``effect_params.card_filter``).
"""

from __future__ import annotations

from typing import Any, Mapping


def card_matches(card: Any, filt: Mapping[str, Any]) -> bool:
    """Whether a card (a ``CardDef``) has the qualities a search or choice
    names: ``types`` (all of them), ``types_any`` (at least one, "an artifact or
    enchantment card"), ``subtypes_any`` (at least one, "a Forest
    or Plains card"), ``basic`` (the Basic supertype, CR 205.4c)."""
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

