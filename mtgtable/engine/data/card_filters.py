"""What a search or a choice may find: a card filter (``{"types": ["Land"], "basic": true}``).

Pure card data: a predicate over a :class:`~.cards.CardDef`, no game state,
so the effects (``search``, ``return_own``) and the lands that reveal a card as
they enter (``land_entering``) share it without importing each other.  The
filter's shape is checked when the card is loaded (``effect_params.card_filter``).
"""

from __future__ import annotations

from typing import Any, Mapping


def resolved(filt: Mapping[str, Any], info: Mapping[str, Any]) -> Mapping[str, Any]:
    """The filter with what is known only as the ability resolves filled in: ``mv_sacrificed_plus``
    N becomes ``mv_is`` (N plus the mana value of the creature sacrificed to activate it, as it last
    existed, CR 608.2h; the activation puts it in the stack item's ``sacrificed_mv``).  Without one
    sacrificed, no card has that mana value (the search finds nothing)."""
    if "mv_sacrificed_plus" not in filt:
        return filt
    out = {k: v for k, v in filt.items() if k != "mv_sacrificed_plus"}
    base = info.get("sacrificed_mv")
    out["mv_is"] = int(filt["mv_sacrificed_plus"]) + int(base) if isinstance(base, int) else -1
    return out


def card_matches(card: Any, filt: Mapping[str, Any], x: int = 0) -> bool:
    """Whether a card (a ``CardDef``) has the qualities a search or choice
    names: ``types`` (all of them), ``types_any`` (at least one, "an artifact or
    enchantment card"), ``subtypes_any`` (at least one, "a Forest
    or Plains card"), ``basic`` (the Basic supertype, CR 205.4c), ``colors_any``
    ("a green creature card", CR 105.2), ``colorless`` ("a colorless creature card": no colour,
    CR 105.2c), ``mv_at_most`` (a number, or "X": the X paid
    for the spell, "with mana value X or less", CR 202.3, 107.3), ``mana_cost_in`` (printed mana
    costs: "an artifact card with mana cost {0} or {1}" is one whose mana cost is exactly one of them,
    CR 202.1; a card with no mana cost has none, CR 202.1b, and {X} is not {0}), ``instant_or_flash``
    ("an instant card or a card with flash", CR 702.8a), ``power_at_most`` (the printed power, CR 208.1)."""
    costs = filt.get("mana_cost_in")
    if costs is not None and (not card.mana_cost.text or card.mana_cost.text.upper() not in costs):
        return False
    colors = filt.get("colors_any")
    if colors and not set(colors) & set(card.colors):
        return False
    if filt.get("colorless") and card.colors:
        return False  # CR 105.2c
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
    if filt.get("instant_or_flash") and not (card.is_instant or "Flash" in card.keywords):
        return False  # "an instant card or a card with flash" (CR 702.8a)
    exact = filt.get("mv_is")  # (``resolved``: "1 plus the sacrificed creature's mana value")
    if exact is not None and card.mana_cost.mana_value != int(exact):
        return False
    power = filt.get("power_at_most")  # "a creature card with power 2 or less": printed power (CR 208.1)
    if power is not None and (card.power is None or card.power > int(power)):
        return False
    return True

