"""More target specs (CR 115.1): colour-qualified spells and permanents, permanents by
controller, nonbasic lands ("Counter target blue spell", "Tap target permanent an
opponent controls", "Destroy target nonblack creature").

Their names and descriptions are ``target_specs.MORE_SPECS`` (merged into
``TARGET_SPECS``, translated like the others); :func:`is_legal` checks them for
``targets.is_legal_target``.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import characteristics as chars
from ..objects import StackKind, Zone
from ..data.target_specs import MORE_SPECS as MORE_SPECS

if TYPE_CHECKING:
    from ..state import GameState as Game

_COLORS: Final = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}



#: Spell specs by card type: a spell with at least one of these types (CR 115.1, 205.2a).
SPELL_TYPES: Final[dict[str, tuple[str, ...]]] = {
    "creature_or_enchantment_spell": ("Creature", "Enchantment"),
    "instant_spell": ("Instant",), "sorcery_spell": ("Sorcery",), "artifact_spell": ("Artifact",),
    "enchantment_spell": ("Enchantment",), "artifact_or_enchantment_spell": ("Artifact", "Enchantment"),
    "enchantment_instant_or_sorcery_spell": ("Enchantment", "Instant", "Sorcery"),
    "creature_or_planeswalker_spell": ("Creature", "Planeswalker"),
}


#: Permanent specs by card type: (types, whose: ``"any"``, ``"you"`` or ``"opponent"``, and whether a land must
#: be nonbasic), CR 205.2a, 205.4.  The grammar composes their names from the words of the type list
#: ("target artifact, creature, or land" -> ``artifact_creature_or_land``, ``oracle.target_words.type_list``).
PERMANENT_TYPES: Final[dict[str, tuple[tuple[str, ...], str, bool]]] = {
    "artifact_creature_enchantment_or_planeswalker": (("Artifact", "Creature", "Enchantment", "Planeswalker"),
                                                      "any", False),
    "artifact_enchantment_or_nonbasic_land_opponent_controls": (("Artifact", "Enchantment", "Land"), "opponent", True),
    "creature_or_enchantment": (("Creature", "Enchantment"), "any", False),  # Mortify
    "artifact_creature_or_land": (("Artifact", "Creature", "Land"), "any", False),  # Opposition
    "artifact_or_creature_you_control": (("Artifact", "Creature"), "you", False),  # Apostle's Blessing
    "artifact_or_land": (("Artifact", "Land"), "any", False),
    "artifact_creature_or_enchantment": (("Artifact", "Creature", "Enchantment"), "any", False),
    "artifact_enchantment_or_land": (("Artifact", "Enchantment", "Land"), "any", False),
    "creature_or_planeswalker_you_control": (("Creature", "Planeswalker"), "you", False),
    "creature_or_planeswalker_opponent_controls": (("Creature", "Planeswalker"), "opponent", False),
    "artifact_or_enchantment_opponent_controls": (("Artifact", "Enchantment"), "opponent", False),
    "artifact_or_enchantment_you_control": (("Artifact", "Enchantment"), "you", False),
    "artifact_or_creature_opponent_controls": (("Artifact", "Creature"), "opponent", False),
}


#: Creature specs by creature type (CR 205.3m): a creature with that subtype, or with changeling (CR 702.73a).
SUBTYPE_CREATURES: Final[dict[str, str]] = {"blinkmoth_creature": "Blinkmoth"}
#: Creature specs by creature types it must not have (CR 205.3m): "target non-outlaw creature" (Shoot the
#: Sheriff); the outlaws are the Assassins, Mercenaries, Pirates, Rogues and Warlocks, and a creature with
#: changeling has every creature type (CR 702.73a), so it is one.
NON_SUBTYPE_CREATURES: Final[dict[str, tuple[str, ...]]] = {
    "non_outlaw_creature": ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"),
}


def _typed_permanent(game: "Game", spec: str, ref: int, controller: int) -> bool:
    types, whose, nonbasic = PERMANENT_TYPES[spec]
    o = game.objects[ref]
    if (whose == "opponent" and o.controller == controller) or (whose == "you" and o.controller != controller):
        return False
    found = [t for t in types if chars.is_type(game, ref, t)]
    if nonbasic and found == ["Land"] and "Basic" in o.card.supertypes:
        return False  # "nonbasic land": a basic land that is no artifact or enchantment is not one (CR 205.4c)
    return bool(found)


def is_legal(game: "Game", spec: str, ref: int, controller: int, source: int | None) -> bool:
    """Whether object ``ref`` (hexproof and shroud already checked) fits one of :data:`MORE_SPECS`."""
    o = game.objects.get(ref)
    if o is None:
        return False
    head, _, noun = spec.partition("_")
    if noun == "spell" or spec in SPELL_TYPES:
        if o.zone is not Zone.STACK or ref == source or not any(s.id == ref and s.kind is StackKind.SPELL for s in game.stack):
            return False
        if spec in SPELL_TYPES:
            return any(t in o.card.types for t in SPELL_TYPES[spec])
        return _COLORS[head] in o.card.colors
    if o.zone is not Zone.BATTLEFIELD:
        return False
    if spec in PERMANENT_TYPES:
        return _typed_permanent(game, spec, ref, controller)
    if spec in NON_SUBTYPE_CREATURES:
        return chars.is_creature(game, ref) and not (set(NON_SUBTYPE_CREATURES[spec]) & set(o.card.subtypes)
                                                     or chars.has_keyword(game, ref, "Changeling"))
    if spec in SUBTYPE_CREATURES:
        return chars.is_creature(game, ref) and (SUBTYPE_CREATURES[spec] in o.card.subtypes
                                                 or chars.has_keyword(game, ref, "Changeling"))
    if spec == "permanent_you_control":
        return o.controller == controller
    if spec == "nonlegendary_creature_you_control":  # (CR 205.4a: "legendary" is a supertype)
        return o.controller == controller and chars.is_creature(game, ref) and "Legendary" not in o.card.supertypes
    if spec == "permanent_opponent_controls":
        return o.controller != controller
    if noun == "permanent":
        return _COLORS[head] in chars.colors(game, ref)
    if noun == "creature":
        if not chars.is_creature(game, ref):
            return False
        if head == "nonartifact":
            return not chars.is_type(game, ref, "Artifact")
        if head == "artifact":  # modular's "target artifact creature" (CR 702.43a)
            return chars.is_type(game, ref, "Artifact")
        if head.startswith("non"):
            return _COLORS[head[3:]] not in chars.colors(game, ref)
        return _COLORS[head] in chars.colors(game, ref)
    return False
