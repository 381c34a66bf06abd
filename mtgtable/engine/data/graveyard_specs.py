"""More graveyard target specs: "target enchantment card from your graveyard" (CR 115.1, 404).

``<types>_card_in_your_graveyard`` / ``<types>_card_in_a_graveyard``: a card with
at least one of those card types (CR 205.2a) in the controller's own graveyard,
or in any graveyard.  A "permanent card" is an artifact, battle, creature,
enchantment, land or planeswalker card (CR 110.4b).  ``targets._graveyard_card``
judges them by :data:`GRAVEYARD_TYPES`; the specs are data for card files
(:data:`GRAVEYARD_SPECS`), their descriptions translated (context ``engine-args``).
"""

from __future__ import annotations

from typing import Final

PERMANENT_TYPES: Final = ("Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker")

#: The spec's first words -> the card types it names (any one of them) and its English words.
GRAVEYARD_TYPES: Final[dict[str, tuple[tuple[str, ...], str]]] = {
    "permanent_card": (PERMANENT_TYPES, "permanent card"),
    "enchantment_card": (("Enchantment",), "enchantment card"),
    "planeswalker_card": (("Planeswalker",), "planeswalker card"),
    "instant_card": (("Instant",), "instant card"),
    "sorcery_card": (("Sorcery",), "sorcery card"),
    "artifact_or_enchantment_card": (("Artifact", "Enchantment"), "artifact or enchantment card"),
    "artifact_or_creature_card": (("Artifact", "Creature"), "artifact or creature card"),
    "creature_or_planeswalker_card": (("Creature", "Planeswalker"), "creature or planeswalker card"),
    "creature_or_land_card": (("Creature", "Land"), "creature or land card"),
    "noncreature_permanent_card": (("Artifact", "Battle", "Enchantment", "Land", "Planeswalker"),
                                   "noncreature permanent card"),
}

#: The spec's first words -> the subtype a card must have (CR 205.3: soulshift's "target Spirit card", CR 702.46a;
#: a changeling card has every creature type, CR 702.73a, as ``cards.card_from_json`` gives it).
SUBTYPE_CARDS: Final[dict[str, str]] = {"spirit_card": "Spirit"}

#: Every spec of :data:`GRAVEYARD_TYPES`, in your graveyard and in any graveyard, with its description.
GRAVEYARD_SPECS: Final[dict[str, str]] = {
    **{f"{k}_in_your_graveyard": f"target {words} in your graveyard" for k, (_, words) in GRAVEYARD_TYPES.items()},
    **{f"{k}_in_a_graveyard": f"target {words} in a graveyard" for k, (_, words) in GRAVEYARD_TYPES.items()},
    "spirit_card_in_your_graveyard": "target Spirit card in your graveyard",
}


#: Permanent and spell specs of modes (judged by ``mode_targets.is_legal``; data here, which card files need
#: without the rules).
MODE_SPECS: Final[dict[str, str]] = {
    "noncreature_permanent": "target noncreature permanent",
    "monocolored_creature": "target monocolored creature",
    "token": "target token",
    "creature_token": "target creature token",
    "spell_you_dont_control": "target spell you don't control",
}

#: Abilities on the stack as targets (CR 115.1, 113.3b-c: an activated or triggered ability on the
#: stack is an object of its own): their stack item kinds.
ABILITY_SPECS: Final[dict[str, tuple[str, ...]]] = {
    "activated_or_triggered_ability": ("activated", "triggered"),
    "activated_ability": ("activated",),
    "triggered_ability": ("triggered",),
}
MODE_SPECS.update({
    "activated_or_triggered_ability": "target activated or triggered ability",
    "activated_ability": "target activated ability",
    "triggered_ability": "target triggered ability",
})


def noncreature_only(prefix: str) -> bool:
    """A "noncreature permanent card": the types above, and not a creature (an artifact creature isn't one)."""
    return prefix == "noncreature_permanent_card"
