from typing import Final
"""The target specs card data may name (CR 115): the vocabulary, as data.

Card data is checked against it when cards are loaded (``cards.py``); the
rules that judge a target are in ``targets.py``, which card data does not need.
"""

import re

from .graveyard_specs import GRAVEYARD_SPECS, MODE_SPECS
from .stack_specs import OTHER_SPECS, SPELL_OR_PERMANENT_SPECS, STACK_SPECS

TARGET_SPECS: Final[dict[str, str]] = {
    "any": "any target (creature, player or planeswalker)",
    "creature": "target creature",
    "player": "target player",
    "opponent": "target opponent",
    "creature_or_player": "target creature or player",
    "creature_or_planeswalker": "target creature or planeswalker",
    "player_or_planeswalker": "target player or planeswalker",
    "planeswalker": "target planeswalker",
    "attacking_creature": "target attacking creature",
    "attacking_or_blocking_creature": "target attacking or blocking creature",
    "blocking_creature": "target blocking creature",
    "creature_attacking_you": "target creature attacking you",
    "creature_you_control": "target creature you control",
    "creature_opponent_controls": "target creature an opponent controls",
    "creature_with_flying": "target creature with flying",
    "creature_without_flying": "target creature without flying",
    "tapped_creature": "target tapped creature",
    "permanent": "target permanent",
    "nonland_permanent": "target nonland permanent",
    "artifact": "target artifact",
    "enchantment": "target enchantment",
    "artifact_or_enchantment": "target artifact or enchantment",
    "land": "target land",
    "nonbasic_land": "target nonbasic land",
    "legendary_creature": "target legendary creature",
    "legendary_permanent": "target legendary permanent",
    "spell": "target spell",
    "creature_spell": "target creature spell",
    "noncreature_spell": "target noncreature spell",
    "instant_or_sorcery_spell": "target instant or sorcery spell",
    "card_in_graveyard": "target card in a graveyard",
    "creature_card_in_your_graveyard": "target creature card in your graveyard",
    # More graveyard cards ("return target instant or sorcery card from your graveyard"), read by
    # targets._graveyard_card.
    "card_in_your_graveyard": "target card in your graveyard",
    "instant_or_sorcery_card_in_your_graveyard": "target instant or sorcery card in your graveyard",
    "artifact_card_in_your_graveyard": "target artifact card in your graveyard",
    "land_card_in_your_graveyard": "target land card in your graveyard",
    "creature_card_in_a_graveyard": "target creature card in a graveyard",
    "instant_or_sorcery_card_in_a_graveyard": "target instant or sorcery card in a graveyard",
    "land_card_in_a_graveyard": "target land card in a graveyard",
    "artifact_card_in_a_graveyard": "target artifact card in a graveyard",
}

#: Colour-qualified and controller specs, judged by ``more_targets.is_legal``.
MORE_SPECS: Final[dict[str, str]] = {
    "white_spell": "target white spell", "blue_spell": "target blue spell", "black_spell": "target black spell",
    "red_spell": "target red spell", "green_spell": "target green spell",
    "white_permanent": "target white permanent", "blue_permanent": "target blue permanent",
    "black_permanent": "target black permanent", "red_permanent": "target red permanent",
    "green_permanent": "target green permanent",
    "nonwhite_creature": "target nonwhite creature", "nonblue_creature": "target nonblue creature",
    "nonblack_creature": "target nonblack creature", "nonred_creature": "target nonred creature",
    "nongreen_creature": "target nongreen creature",
    "white_creature": "target white creature", "blue_creature": "target blue creature",
    "black_creature": "target black creature", "red_creature": "target red creature",
    "green_creature": "target green creature",
    "nonartifact_creature": "target nonartifact creature",
    "artifact_creature": "target artifact creature",
    "permanent_you_control": "target permanent you control",
    "nonlegendary_creature_you_control": "target nonlegendary creature you control",  # Kiki-Jiki (CR 205.4a)
    "permanent_opponent_controls": "target permanent an opponent controls",
    "creature_or_enchantment_spell": "target creature or enchantment spell",
    # Spells by card type (more_targets.SPELL_TYPES): "Counter target instant spell." (Dispel)
    "instant_spell": "target instant spell", "sorcery_spell": "target sorcery spell",
    "artifact_spell": "target artifact spell", "enchantment_spell": "target enchantment spell",
    "artifact_or_enchantment_spell": "target artifact or enchantment spell",
    "enchantment_instant_or_sorcery_spell": "target enchantment, instant, or sorcery spell",
    "creature_or_planeswalker_spell": "target creature or planeswalker spell",
    # Permanents of several card types (more_targets.PERMANENT_TYPES): the channel lands (CR 115.1, 205.2a)
    "artifact_creature_enchantment_or_planeswalker": "target artifact, creature, enchantment, or planeswalker",
    "artifact_enchantment_or_nonbasic_land_opponent_controls":
        "target artifact, enchantment, or nonbasic land an opponent controls",
    "creature_or_enchantment": "target creature or enchantment",
    "artifact_creature_or_land": "target artifact, creature, or land",
    "artifact_or_creature_you_control": "target artifact or creature you control",
    "artifact_or_land": "target artifact or land",
    "artifact_creature_or_enchantment": "target artifact, creature, or enchantment",
    "artifact_enchantment_or_land": "target artifact, enchantment, or land",
    "creature_or_planeswalker_you_control": "target creature or planeswalker you control",
    "creature_or_planeswalker_opponent_controls": "target creature or planeswalker an opponent controls",
    "artifact_or_enchantment_opponent_controls": "target artifact or enchantment an opponent controls",
    "artifact_or_enchantment_you_control": "target artifact or enchantment you control",
    "artifact_or_creature_opponent_controls": "target artifact or creature an opponent controls",
    # A creature of one creature type (more_targets.SUBTYPE_CREATURES, CR 205.3m): Blinkmoth Nexus
    "blinkmoth_creature": "target Blinkmoth creature",
    # ... or without any of several (more_targets.NON_SUBTYPE_CREATURES): Shoot the Sheriff
    "non_outlaw_creature": "target non-outlaw creature",
}

#: What an Aura may enchant beyond the specs above (CR 303.4a, 702.5a), and "another target ..."
#: (CR 115.1), judged by ``aura_rules.fits``.
AURA_SPECS: Final[dict[str, str]] = {
    "artifact_or_creature": "target artifact or creature",
    "creature_or_land": "target creature or land",
    "land_you_control": "target land you control",
    "artifact_you_control": "target artifact you control",
    "plains": "target Plains", "island": "target Island", "swamp": "target Swamp",
    "mountain": "target Mountain", "forest": "target Forest",
    # "When this enchantment enters, exile another target nonland permanent" (not the source itself)
    "another_nonland_permanent": "another target nonland permanent",
    "another_creature": "another target creature",
    "another_creature_you_control": "another target creature you control",
    "nonland_permanent_opponent_controls": "target nonland permanent an opponent controls",
    # "target nonland permanent not named Detention Sphere": another name than its source's (CR 201.2)
    "nonland_permanent_not_named_self": "target nonland permanent not named this card",
}

TARGET_SPECS.update(MORE_SPECS)
TARGET_SPECS.update(GRAVEYARD_SPECS)  # "target enchantment card from your graveyard" (graveyard_specs.py)
TARGET_SPECS.update(MODE_SPECS)  # "target noncreature permanent", "target token" (mode_targets.py)

#: Ghostly Flicker's "two target artifacts, creatures, and/or lands you control" (judged by
#: ``zone_targets.is_legal``; CR 115.1).
ZONE_SPECS: Final[dict[str, str]] = {
    "artifact_creature_or_land_you_control": "target artifact, creature, or land you control",
    "non_angel_creature_you_control": "target non-Angel creature you control",
}
TARGET_SPECS.update(ZONE_SPECS)

#: Specs judged against another target of the same spell (``dependent_targets``, CR 115.1, 601.2c):
#: Searing Blaze's creature, controlled by the first target's player.
DEPENDENT_SPECS: Final[dict[str, str]] = {
    "creature_first_target_controls": "target creature that player or that planeswalker's controller controls",
}
TARGET_SPECS.update(DEPENDENT_SPECS)

# Specs with a number: "nonland_permanent:mv<=3" (judged by target_filters.passes, CR 115.1, 202.3).
#: ``what`` (mv, power, toughness), the comparison and the number.
FILTER: Final = re.compile(r"^(mv|power|toughness)(<=|>=|=)(\d{1,2})$")
#: The words each filter adds to its spec's description (context ``engine-args``), by what and comparison.
PHRASES: Final[dict[tuple[str, str], str]] = {
    ("mv", "<="): "{spec} with mana value {n} or less", ("mv", ">="): "{spec} with mana value {n} or greater",
    ("mv", "="): "{spec} with mana value {n}",
    ("power", "<="): "{spec} with power {n} or less", ("power", ">="): "{spec} with power {n} or greater",
    ("power", "="): "{spec} with power {n}",
    ("toughness", "<="): "{spec} with toughness {n} or less",
    ("toughness", ">="): "{spec} with toughness {n} or greater", ("toughness", "="): "{spec} with toughness {n}",
}


#: A counted filter: "target spell with mana value X or less, where X is the number of Faeries you
#: control" (Spellstutter Sprite) is ``"spell:mv<=#Faerie"`` (``engine.counted_targets``).
COUNTED: Final = re.compile(r"^mv<=#([A-Z][A-Za-z'-]{1,30})$")


def counted(spec: str) -> tuple[str, str] | None:
    """The plain spec and the creature type a counted filter counts, or None."""
    base, colon, rest = spec.partition(":")
    m = COUNTED.match(rest) if colon else None
    return (base, m.group(1)) if m else None


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
    found = counted(spec) if filt is None else None
    if found is not None:
        return found[0] in TARGET_SPECS and not _player_only(found[0])
    return filt is not None and base in TARGET_SPECS and not _player_only(base)


def _player_only(base: str) -> bool:
    return base in ("player", "opponent")


def describe(spec: str) -> str:
    """The spec in English: its plain description, and the filter's words."""
    base, filt = split(spec)
    found = counted(spec) if filt is None else None
    if found is not None:  # "with mana value X or less" (what X counts is a sentence of the ability's text)
        return PHRASES[("mv", "<=")].format(spec=TARGET_SPECS.get(found[0], found[0]), n="X")
    if filt is None:
        return TARGET_SPECS.get(spec, spec)
    return PHRASES[(filt[0], filt[1])].format(spec=TARGET_SPECS.get(base, base), n=filt[2])

TARGET_SPECS.update(AURA_SPECS)
TARGET_SPECS.update(STACK_SPECS)  # a spell or an ability on the stack (stack_targets.py, CR 115.1)
TARGET_SPECS.update(OTHER_SPECS)  # "another target permanent" (stack_targets.py)
TARGET_SPECS.update(SPELL_OR_PERMANENT_SPECS)  # "target spell or nonland permanent an opponent controls"
