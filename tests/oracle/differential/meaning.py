"""A small common "meaning" form for what two Oracle-text compilers produced.

mtgtable's compiler writes abilities in the engine's vocabulary
(``resources/cards/README.md``); phase.rs writes a ``CardFace`` with
``abilities``, ``triggers``, ``replacements`` and nested ``sub_ability``
chains.  Neither can be compared with the other directly, so each is reduced
to a multiset of :class:`Atom`: one per effect of a kind both engines have,
holding only what a player would call the effect's meaning -- where it comes
from (a spell, an activated or mana ability, which trigger, a replacement),
the verb, the amount, the class of what it acts on, the duration, and
whether it is optional ("you may", CR 608.2d) or conditional (an intervening
"if", CR 603.4).

Everything else (costs, text, the order of effects in one ability, target
indexes) is left out on purpose: costs are not an effect kind compared here,
and the order of two effects of different kinds is not part of either
kind's meaning.

The class names of targets are mtgtable's target specs (``any``,
``creature``, ``creature_you_control`` ...) and subjects (``you``,
``each_opponent`` ...); a group that is not targeted is ``each:<class>``.
Anything in phase's output this module does not recognise is spelled out
as ``?<shape>`` so it shows up as a disagreement instead of being guessed.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from mtgtable.engine.data.graveyard_specs import GRAVEYARD_TYPES

#: The effect kinds compared (issue 10, "How we know it is right", point 2).
KINDS: tuple[str, ...] = (
    "damage", "draw", "destroy", "exile", "bounce", "counter_spell", "token", "pump", "mana",
    "enters_tapped", "gain_life", "lose_life", "counters", "search",
    # library and hand actions (CR 701.9 discard, 701.17 mill, 701.22 scry, 701.25 surveil; "look at the
    # top N": dig; a revealed hand's chosen discard: hand_discard)
    "scry", "surveil", "mill", "discard", "dig", "hand_discard",
)

#: Every other effect, as its verb only: reported beside the kinds (not held to the 98%), so an
#: effect one side dropped ("draw a card, then discard a card" read as "draw a card") shows up.
OTHER = "other"
#: Each activated or mana ability's cost, as its parts: reported like ``other``.
COST = "cost"
#: Static P/T and keyword grants (anthems, Auras, Equipment, CR 604, 613.4c): reported like ``other``.
GRANT = "grant"
#: Combat restrictions and requirements and other self statics (CR 508.1c-d, 509.1b-c, 702.14): reported.
RESTRICTION = "restriction"
#: Statics about casting the card (alternative and additional costs, cost changes, CR 601.2b/f): not compared.
CASTING_STATICS = frozenset({"alternative_cost", "additional_cost", "kicker", "spell_cost", "affinity", "delve",
                             # spell keywords phase keeps as keywords (engine/families/stack_effects.py): no atom
                             "storm", "cascade", "rebound", "buyback",
                             # morph, megamorph, disguise (CR 702.37a-b, 702.168a): casting face down, a keyword in phase
                             "morph"})
#: The kinds reported beside ``KINDS``.
EXTRA_KINDS: tuple[str, ...] = (OTHER, COST, GRANT, RESTRICTION)

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_COLOR_LETTER = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}
_COLOR_ORDER = "WUBRGC"


@dataclass(frozen=True, order=True)
class Atom:
    """One effect's meaning: ``kind`` in ``KINDS``, ``ctx`` where it comes from, and its fields."""

    kind: str
    ctx: str
    fields: tuple[tuple[str, str], ...]

    def get(self, key: str) -> str | None:
        for k, v in self.fields:
            if k == key:
                return v
        return None

    def __str__(self) -> str:
        inner = ", ".join(f"{k}={v}" for k, v in self.fields)
        return f"{self.kind}@{self.ctx}({inner})"


def atom(kind: str, ctx: str, **fields: object) -> Atom:
    """An atom with its fields sorted by name (``None`` fields are left out)."""
    return Atom(kind, ctx, tuple(sorted((k, _text(v)) for k, v in fields.items() if v is not None)))


def _text(v: object) -> str:
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, (list, tuple)):
        return "+".join(str(x) for x in v) if v else "-"
    return str(v)


def _shape(x: object) -> str:
    """An unrecognised structure, short enough for a report line."""
    return "?" + json.dumps(x, sort_keys=True, separators=(",", ":"))[:80]


def _colors(letters: Iterable[str]) -> tuple[str, ...]:
    return tuple(sorted(letters, key=lambda c: _COLOR_ORDER.index(c) if c in _COLOR_ORDER else 9))


def merge_pumps(atoms: list[Atom]) -> list[Atom]:
    """One ability's pump atoms on the same subject for the same duration as one
    ("gets +2/+2 and gains flying" is one effect in mtgtable, two in phase).

    The same subject is the same target, not only the same class: each pump atom
    carries a ``_ref`` (which target of the ability it names), dropped here, so
    "Target creature gets -3/-0 ... Target creature gets -0/-3" stays two effects."""
    merged: dict[tuple[str, str | None, str | None, str | None, str | None], list[Any]] = {}
    rest: list[Atom] = []
    for a in atoms:
        if a.kind != "pump" or a.get("_ref") is None:
            rest.append(a)  # not a pump, or one already merged (a mode of a modal ability)
            continue
        key = (a.ctx, a.get("target"), a.get("until"), a.get("may"), a.get("_ref"))
        p, t = a.get("power") or "0", a.get("toughness") or "0"
        kws = [k for k in (a.get("keywords") or "-").split("+") if k != "-"]
        if key not in merged:
            merged[key] = [p, t, set(kws)]
            continue
        have = merged[key]
        have[0] = _add(have[0], p)
        have[1] = _add(have[1], t)
        have[2].update(kws)
    for (ctx, target, until, may, _ref), (p, t, kws) in merged.items():
        rest.append(atom("pump", ctx, target=target, power=p, toughness=t, keywords=tuple(sorted(kws)),
                         until=until, may=may))
    return rest


def _add(a: str, b: str) -> str:
    try:
        return str(int(a) + int(b))
    except ValueError:
        return a if b == "0" else b if a == "0" else f"{a}+{b}"


# =============================================================================== mtgtable

_MT_SUBJECTS = {
    "each_creature": "each:creature",
    "each_creature_without_flying": "each:creature_without_flying",
    "each_opponent_creature": "each:creature_opponent_controls",
    # engine/rules/mode_targets.py specs, as phase's classes read
    "noncreature_permanent": "typed(permanent+noncreature)",
    "monocolored_creature": 'typed(creature;props=?{"comparator":"EQ","count":1,"type":"ColorCount"})',
    "creatures_you_control": "each:creature_you_control",
    "permanents_you_control": "each:permanent_you_control",
    "attacking_creatures": "each:attacking_creature",
    # battle cry's "each other attacking creature" (CR 702.91a), as phase's class reads
    "other_attacking_creatures": 'each:typed(creature;props=attacking+?{"type":"Another"})',
}

_MT_TARGET_WORDS = frozenset({"noncreature_permanent", "monocolored_creature"})

_MT_UNTIL = {None: "end_of_turn", "end_of_turn": "end_of_turn", "next_turn": "next_turn",
             "end_of_combat": "end_of_combat", "permanent": "permanent"}


#: mtgtable's spell specs by card type (engine/rules/more_targets.SPELL_TYPES) as phase's classes read.
_MT_SPELL_SPECS = {
    "instant_spell": "spell(instant)", "sorcery_spell": "spell(sorcery)", "artifact_spell": "spell(artifact)",
    "enchantment_spell": "spell(enchantment)", "artifact_or_enchantment_spell": "spell(artifact_or_enchantment)",
    "enchantment_instant_or_sorcery_spell": "spell(or(enchantment,instant,sorcery))",
    "creature_or_planeswalker_spell": "or(creature_spell,spell(planeswalker))",
    "creature_or_enchantment_spell": "or(creature_spell,spell(enchantment))",
}


#: mtgtable's named target specs (engine/rules/targets.py, more_targets.py) written as phase writes the same class.
_MT_SPEC_AS_PHASE = {
    "non_angel_creature_you_control": 'typed(creature+?{"Non":{"Subtype":"Angel"}};ctrl=You)',
    "blinkmoth_creature": 'typed(creature+?{"Subtype":"Blinkmoth"})',
    "creature_token": 'typed(creature;props=?{"type":"Token"})',
    "artifact_enchantment_or_nonbasic_land_opponent_controls":
        'or(typed(artifact;ctrl=Opponent),typed(enchantment;ctrl=Opponent),'
        'typed(land;ctrl=Opponent;props=?{"type":"NotSupertype","value":"Basic"}))',
    "artifact_creature_enchantment_or_planeswalker": "or(artifact,creature,enchantment,planeswalker)",
    "artifact_creature_or_land_you_control": "or(artifact_you_control,creature_you_control,land_you_control)",
    # "another target creature you control" (CR 115.1: "another" excludes the source itself)
    "another_creature_you_control": 'typed(creature;ctrl=You;props=?{"type":"Another"})',
    # a spell you don't control is an opponent's (CR 110.2: each spell has one controller)
    "spell_you_dont_control": "spell(opponent)",
}


#: The card types a "target A, B, or C" list names (CR 205.2a), as mtgtable's specs spell them.
_LIST_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
_TYPE_LIST = re.compile(r"^((?:(?:%s)_)+or_(?:%s))(_you_control|_opponent_controls)?$"
                        % ("|".join(_LIST_TYPES), "|".join(_LIST_TYPES)))


def _mt_type_list(spec: str) -> str | None:
    """``artifact_enchantment_or_land[_opponent_controls]``, mtgtable's spec for "target artifact,
    enchantment, or land [an opponent controls]" (one object of any of those types, CR 115.1), as phase's
    ``Or`` of each type reads (``_phase_target``), or None for another spec."""
    m = _TYPE_LIST.match(spec)
    if not m:
        return None
    types = m.group(1).replace("_or_", "_").split("_")
    if len(set(types)) != len(types):
        return None
    ctrl = (m.group(2) or "").lstrip("_")
    if ctrl == "opponent_controls":
        parts = ["creature_opponent_controls" if t == "creature" else f"typed({t};ctrl=Opponent)" for t in types]
    elif ctrl == "you_control":
        parts = [f"{t}_you_control" for t in types]
    else:
        parts = types
    return _OR_NAMES.get(frozenset(parts), "or(" + ",".join(sorted(parts)) + ")")


#: "all other creatures with the same name as that creature", as phase's class reads.
_SAME_NAME_AS_TARGET = ('each:and(?{"filter":{"type":"ParentTarget"},"type":"Not"},'
                        'typed(creature;props=?{"type":"Another"}+?{"type":"SameNameAsParentTarget"}))')


def _mt_subject(x: object, targets: list[str]) -> str:
    """mtgtable's ``target`` / ``who`` as a class."""
    if isinstance(x, bool):
        return _shape(x)
    if isinstance(x, int):
        spec = targets[x] if 0 <= x < len(targets) else f"?target{x}"
        if ":mv<=#" in spec:  # "X or less, where X is the number of Faeries you control" (counted_targets)
            spec = spec.partition(":")[0] + ":mv<=dynamic"
        if spec in _MT_SPEC_AS_PHASE:
            return _MT_SPEC_AS_PHASE[spec]
        listed = _mt_type_list(spec)
        if listed is not None:
            return listed
        return _MT_SPELL_SPECS.get(spec, _MT_SUBJECTS.get(spec, spec) if spec in _MT_TARGET_WORDS else spec)
    if isinstance(x, str):
        return _MT_SUBJECTS.get(x, x)
    if isinstance(x, Mapping):
        if "controller_of" in x:
            return "controller_of:" + _mt_subject(x["controller_of"], targets)
        if "creatures_of" in x:
            return "each:creatures_of:" + _mt_subject(x["creatures_of"], targets)
    return _shape(x)


def _mt_amount(x: object) -> str:
    if isinstance(x, Mapping) and "count" in x:
        return "dynamic"  # counted as it resolves (engine/rules/counts.py): phase's quantities other than a number
    return str(x) if isinstance(x, (int, str)) else _shape(x)


def _mt_pt(x: object) -> object:
    """A pump's power or toughness: a number, or "dynamic" when counted (``+X/+X where X is ...``)."""
    return "dynamic" if isinstance(x, Mapping) else int(x)  # type: ignore[call-overload]


def _mt_produce(produce: str) -> tuple[str, ...]:
    """``"G"``, ``"CC"``, ``"W|U"``, ``"any"`` as the set of things one activation can add."""
    if produce == "any":
        return ("any",)
    if produce == "":
        # "Add one mana of any color in your commander's color identity" (CR 903.4f).
        return ("commander_identity",)
    if " " in produce:
        # A filter land's "U|R U|R": two units of either colour, i.e. UU, UR or RR (CR 106.1a).
        a, b = produce.split()[0].split("|")
        return tuple(sorted("".join(sorted(x)) for x in (a + a, a + b, b + b)))
    options = tuple(sorted(produce.split("|")))
    if sorted(options) == sorted("WUBRG"):
        return ("any",)  # "Add {W}, {U}, {B}, {R}, or {G}" is one mana of any color (CR 105.1, 106.1a)
    return options


#: The permanent types (CR 110.4a): a "permanent card" is a card of one of them, which phase writes as "permanent".
_PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})


def _or_types(types: Iterable[str]) -> str:
    names = sorted(str(t).lower() for t in types)
    return "permanent" if set(names) == _PERMANENT_TYPES else "or(" + ",".join(names) + ")"


def _mt_search_filter(f: Mapping[str, Any]) -> str:
    parts = []
    if f.get("basic"):
        parts.append("basic")
    types = sorted(t.lower() for t in f.get("types", ()))
    if types == ["land"] and f.get("subtypes_any") and set(f["subtypes_any"]) <= set(BASIC_LAND_TYPES):
        types = []  # land types are only on lands (CR 205.3i): phase writes the subtypes alone
    parts.extend(types)
    if f.get("types_any"):
        parts.append(_or_types(f["types_any"]))
    if f.get("subtypes_any"):
        parts.append("(" + "|".join(sorted(s.lower() for s in f["subtypes_any"])) + ")")
    if f.get("instant_or_flash"):  # "an instant card or a card with flash" (CR 702.8a), as phase's "or"
        parts.append('or(?{"type":"WithKeyword","value":"Flash"},instant)')
    # engine/data/card_filters.py: colors_any, mv_at_most (a number or "X"), as _phase_search_filter writes them
    if "mv_at_most" in f:  # (before the colour, as phase lists Green Sun's Zenith's)
        parts.append(f"mv<={f['mv_at_most']}")
    if "power_at_most" in f:
        parts.append(f"power<={f['power_at_most']}")  # "a creature card with power 2 or less" (CR 208.1)
    if len(f.get("colors_any") or ()) == 1:
        parts.append("color:" + str(f["colors_any"][0]))
    elif f.get("colors_any"):
        parts.append("color:" + "|".join(f["colors_any"]))
    return " ".join(parts) or "card"


def _mt_card_filter(f: Mapping[str, Any]) -> str:
    """A library filter (``engine.library_effects.card_passes``) in the form ``_phase_card_filter`` gives."""
    parts = [t.lower() for t in f.get("types", ())]
    if f.get("types_any"):
        parts.append(_or_types(f["types_any"]))
    parts += ["non-" + t.lower() for t in f.get("not_types", ())]
    if len(f.get("subtypes_any") or ()) == 1:  # "an Equipment card", as _phase_card_filter writes it
        parts.append("subtype:" + str(f["subtypes_any"][0]).lower())
    elif f.get("subtypes_any"):
        parts.append("or(" + ",".join(sorted("subtype:" + str(x).lower() for x in f["subtypes_any"])) + ")")
    if f.get("colorless"):
        parts.append("colorless")
    if "mv_at_most" in f:
        parts.append(f"mv<={f['mv_at_most']}")
    return " ".join(sorted(parts)) or "any"


def _mt_effects(effects: Iterable[Mapping[str, Any]], ctx: str, targets: list[str], may: bool,
                out: list[Atom]) -> None:
    for e in effects:
        do = e.get("do")
        m = "yes" if may else None
        if do == "may":
            _mt_effects(e.get("effects", ()), ctx, targets, True, out)
        elif do == "may_discard":
            # "You may discard a card. If you do, ...": as may_pay, the discard is the optional cost.
            out.append(atom("discard", ctx, amount="1", who="you", random="no", may="yes"))
            # "+if" says it. In a triggered ability phase marks the whole trigger optional (its "you may"), so
            # every effect of it carries "may"; the draw still happens only if the card was discarded (CR 608.2d)
            # (a Saga's chapter ability is not marked so: CounterAdded)
            trig = ctx.startswith("trigger:") and not ctx.startswith("trigger:phase:CounterAdded")
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may or trig, out)
        elif do == "may_pay":
            # "You may pay {4}. If you do, ...": phase writes an optional PayCost and the effects after it
            # as conditional ("+if") optional ones.
            out.append(atom(OTHER, ctx, verb="PayCost", may="yes"))
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, True, out)
        elif do == "if_condition":
            # "... deals 4 damage instead if you control three or more artifacts" (CR 608.2c): as if_kicked.
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
            _mt_effects(e.get("otherwise", ()), ctx, targets, may, out)
        elif do == "if_kicked":
            # CR 702.33d: phase writes the kicked effects as conditional ("+if") and the
            # unkicked ones of "... instead" as the plain effect.
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
            _mt_effects(e.get("otherwise", ()), ctx, targets, may, out)
        elif do == "if_additional_paid":
            # "If this spell's additional cost was paid, you gain 2 life." (CR 601.2b, 608.2c): phase's condition
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
            _mt_effects(e.get("otherwise", ()), ctx, targets, may, out)
        elif do == "reveal_top_draw_mv":
            # "reveal the top card of your library. Draw cards equal to that card's mana value." (CR 701.20a, 121.1)
            out.append(atom(OTHER, ctx, verb="RevealTop", may=m))
            out.append(atom("draw", ctx, amount="dynamic", who="you", may=m))
        elif do == "if_target_color":
            # "... if it's blue" (oracle/modal.py if_its_color), checked on resolution: phase's condition
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
        elif do == "unless_pays" and e.get("who") == "you" and ctx.endswith("+delayed"):
            # The Pacts: "At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the game."
            # (CR 118.12, 104.3): phase's PayCost, then the loss under its condition
            out.append(atom(OTHER, ctx, verb="PayCost", may=m))
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
        elif do == "unless_pays":
            # CR 118.12: "counter target spell unless its controller pays {1}" is still a counter
            # (phase writes the effect plainly and the "unless" as a payment offer).
            _mt_effects(e.get("effects", ()), ctx, targets, may, out)
        elif do == "if_you_control":
            # Metalcraft's "4 damage instead if you control three or more artifacts": as if_kicked.
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
            _mt_effects(e.get("otherwise", ()), ctx, targets, may, out)
        elif do == "sacrifice_then":
            # engine/families/state_triggers.py: sacrifice this permanent, then "If you do, ..." (CR 608.2c) or
            # "When you do, ..." (a reflexive trigger, CR 603.12, which phase writes in the same ability
            # under a WhenYouDo condition): either way the effects happen only if it was sacrificed.
            out.append(atom(OTHER, ctx, verb="sacrifice", may=m))
            _mt_effects(e.get("effects", ()), ctx + "+if", targets, may, out)
        elif do == "look_reveal_transform":
            # Delver of Secrets (engine/families/transform.py): look at the top card, you may reveal it, and
            # transform if it's one of the types: phase's Dig of one card kept nowhere, Reveal, Transform.
            out.append(atom("dig", ctx, amount="1", take="0", optional="no", to="none", rest="none", filter="any",
                            may=m))
            out.append(atom(OTHER, ctx, verb="Reveal", may="yes"))
            out.append(atom(OTHER, ctx + "+if", verb="Transform", may=m))
        elif do == "exile_graveyard" and isinstance(e.get("who"), int):
            out.append(atom(OTHER, ctx, verb="exile_graveyard", may=m))  # "exile target player's graveyard"
        elif do == "cumulative_upkeep":
            # CR 702.24a, run by engine/families/keyword_actions.py: an age counter, then pay or sacrifice; phase
            # writes it as its own PayCumulativeUpkeep trigger.
            out.append(atom("counters", "trigger:phase:PayCumulativeUpkeep+if", counter="age", amount="1",
                            target="self"))
            out.append(atom(OTHER, "trigger:phase:PayCumulativeUpkeep+if", verb="sacrifice"))
        elif do == "token_then_attach":
            # living weapon / For Mirrodin! (CR 702.92a, 702.163a): the token, then attach this Equipment to it
            _mt_effects([{"do": "token", "token": e.get("token", {})}], ctx, targets, may, out)
            out.append(atom(OTHER, ctx, verb="attach", may=m))
        elif do == "evolve":
            # CR 702.100a, run by engine/families/keyword_actions.py: a +1/+1 counter on this creature.
            out.append(atom("counters", "trigger:phase:Evolve+if", counter="+1/+1", amount="1", target="self"))
        elif do == "dead_counters":
            # Modular (CR 702.43a): its counters as it last existed, put on the target.
            out.append(atom("counters", ctx, counter=e.get("counter", "+1/+1"), amount="dynamic",
                            target=_mt_subject(e.get("target"), targets), may=m))
        elif do == "damage":
            out.append(atom("damage", ctx, amount=_mt_amount(e.get("amount", 1)),
                            target=_mt_subject(e.get("target"), targets), may=m))
            if e.get("no_regeneration"):
                # "A creature dealt damage this way can't be regenerated this turn" (CR 701.15): phase's
                # GenericEffect beside the damage
                out.append(atom(OTHER, ctx, verb="continuous", may=m))
        elif do == "draw":
            out.append(atom("draw", ctx, amount=_mt_amount(e.get("amount", 1)),
                            who=_mt_subject(e.get("who", "you"), targets), may=m))
        elif do in ("gain_life", "lose_life"):
            default = "you" if do == "gain_life" else "each_opponent"
            out.append(atom(do, ctx, amount=_mt_amount(e.get("amount", 1)),
                            who=_mt_subject(e.get("who", default), targets), may=m))
        elif do == "destroy":
            out.append(atom("destroy", ctx, target=_mt_subject(e.get("target"), targets), may=m))
        elif do == "destroy_all":
            out.append(atom("destroy", ctx, target=_mt_subject(e.get("filter", "each_creature"), targets),
                            may=m))
        elif do == "destroy_each":  # engine/families/mass_effects.py: "destroy all artifacts and enchantments"
            out.append(atom("destroy", ctx, target=_mt_group(e), may=m))
        elif do == "counter_ability":  # "counter target activated ability" (CR 701.5a), as phase's StackAbility
            out.append(atom("counter_spell", ctx, target=_MT_ABILITY_SPECS.get(
                str(targets[e.get("target", 0)]) if isinstance(e.get("target", 0), int)
                and e.get("target", 0) < len(targets) else "", "?"), may=m))
        elif do in ("exile", "exile_linked"):  # exile_linked: remembered for "the exiled card" (CR 607.2a)
            out.append(atom("exile", ctx, target=_mt_subject(e.get("target"), targets), may=m))
            if e.get("if_was") and e.get("then"):
                # "Exile target card from a graveyard. If it was a creature card, create ..." (CR 608.2c)
                _mt_effects(e["then"], ctx + "+if", targets, may, out)
        elif do == "exile_self_from_graveyard":  # Bridge from Below's "exile this card" (CR 400.7)
            out.append(atom("exile", ctx, target="self", may=m))
        elif do == "destroy_same_name":
            # "Destroy target nonland permanent and all other permanents with the same name as that permanent"
            # (Maelstrom Pulse, CR 201.2): two destructions as phase writes them
            out.append(atom("destroy", ctx, target=_mt_subject(e.get("target"), targets), may=m))
            out.append(atom("destroy", ctx, target='each:typed(permanent;props=?{"type":"Another"}'
                            '+?{"type":"SameNameAsParentTarget"})', may=m))
        elif do == "exile_from_hand_linked":  # imprint (Chrome Mox)
            kinds = "+".join(["card"] + ["non" + t.lower() for t in (e.get("filter") or {}).get("types_none", ())])
            out.append(atom("exile", ctx, target=f"typed({kinds};ctrl=You;zone=Hand)",
                            may="yes" if may or e.get("may") else None))
        elif do == "return_it":  # "return it to its owner's hand" from the graveyard (Rancor)
            out.append(atom("bounce", ctx, target="self", may=m))
        elif do == "bounce":
            out.append(atom("bounce", ctx, target=_mt_subject(e.get("target"), targets), may=m))
        elif do == "return_own":
            types = "+".join(sorted(t.lower() for t in (e.get("filter") or {}).get("types", ())))
            out.append(atom("bounce", ctx, target=f"chosen:{types or 'permanent'}_you_control", may=m))
        elif do in ("counter", "counter_to") or (do == "counter_unless_pay" and isinstance(e.get("target"), int)):
            # counter_to: "exile it instead" (stack_effects); counter_unless_pay: "Counter target spell
            # unless its controller pays {N}" (CR 118.12), phase's Counter with unless_pay
            out.append(atom("counter_spell", ctx, target=_mt_subject(e.get("target"), targets), may=m))
            if do in ("counter_to", "counter_unless_pay") and e.get("zone") == "exile":
                # phase: "If that spell is countered this way, exile it instead" as a conditional exile.
                out.append(atom("exile", ctx + "+if", target=_mt_subject(e.get("target"), targets), may=m))
        elif do == "token":
            spec = e.get("token") or {}
            types = set(spec.get("types") or ["Creature"]) | set(spec.get("subtypes") or ())
            creature = "Creature" in types
            # "This token's power and toughness are each equal to ...": a characteristic-defining ability
            # (CR 604.3) sets them everywhere; the printed 0/0 is never what the token has
            cda = any(a.get("static") == "cda_pt" for a in spec.get("abilities") or () if isinstance(a, Mapping))
            out.append(atom("token", ctx, count=_mt_amount(e.get("count", 1)),
                            power=("dynamic" if cda else spec.get("power")) if creature else None,
                            toughness=("dynamic" if cda else spec.get("toughness")) if creature else None,
                            colors=_colors(spec.get("colors") or ()), types=tuple(sorted(types)),
                            keywords=tuple(sorted(spec.get("keywords") or ())),
                            supertypes=tuple(sorted(spec.get("supertypes") or ())) or None,
                            abilities="yes" if spec.get("abilities") else None,
                            tapped="yes" if e.get("tapped") else None, attacking="yes" if e.get("attacking") else None,
                            who=_mt_subject(e.get("who", "you"), targets), may=m))
        elif do == "pump":
            out.append(atom("pump", ctx, target=_mt_subject(e.get("target"), targets),
                            power=_mt_pt(e.get("power", 0)), toughness=_mt_pt(e.get("toughness", 0)),
                            keywords=tuple(sorted(e.get("keywords") or ())),
                            until=_MT_UNTIL.get(e.get("until"), str(e.get("until"))), may=m,
                            _ref=json.dumps(e.get("target"))))
        elif do == "pump_same_name":
            # "Target creature and all other creatures with the same name as that creature get -3/-3 until end
            # of turn" (Bile Blight): the target and each other creature sharing its name (CR 201.2), which
            # phase writes as two pumps, the second on that class
            for subject in (_mt_subject(e.get("target"), targets), _SAME_NAME_AS_TARGET):
                out.append(atom("pump", ctx, target=subject, power=_mt_pt(e.get("power", 0)),
                                toughness=_mt_pt(e.get("toughness", 0)), keywords=(),
                                until=_MT_UNTIL.get(e.get("until"), str(e.get("until"))), may=m))
        elif do == "counters":
            out.append(atom("counters", ctx, counter=e.get("counter"), amount=_mt_amount(e.get("amount", 1)),
                            target=_mt_subject(e.get("target"), targets), may=m))
        elif do == "add_mana":
            # "add an amount of {C} equal to that spell's mana value" (Mana Drain): a counted amount (CR 106.1)
            times = "*dynamic" if isinstance(e.get("amount"), Mapping) else ""
            out.append(atom("mana", ctx, produce=(str(e.get("mana", "")) + times,), may=m))
        elif do == "if_target_controller":
            # "If you controlled that permanent, draw a card." (Geistwave): a condition on what follows (CR 608.2c)
            _mt_effects(e.get("effects") or (), ctx + "+if", targets, may, out)
        elif do == "search":
            out.append(atom("search", ctx, filter=_mt_search_filter(e.get("filter") or {}),
                            to={"top": "library"}.get(e.get("to", "hand"), e.get("to", "hand")),
                            tapped="yes" if e.get("tapped") else "no", may=m))
        elif do == "search_up_to" and e.get("who", "you") == "you":
            # "Search your library for up to two basic land cards, put them onto the battlefield ..." (CR 701.23a;
            # engine/families/library_actions.py): a search of up to N cards, as phase's UpTo count
            filt = _mt_search_filter(e.get("filter") or {})
            if e.get("share_land_type"):
                filt += " share_land_type"  # "that share a land type" (Myriad Landscape, CR 205.3i)
            # "for three cards" (Intuition, ``exact``): no "up to", as phase's fixed count
            filt += f" x{e.get('count')}" if e.get("exact") else f" upto:{e.get('count')}"
            out.append(atom("search", ctx, filter=filt, to=str(e.get("to", "hand")),
                            tapped="yes" if e.get("tapped") else "no", may=m))
        elif do in ("scry", "surveil"):
            out.append(atom(do, ctx, amount=_mt_amount(e.get("amount", 1)), may=m))
        elif do == "mill":
            out.append(atom("mill", ctx, amount=_mt_amount(e.get("amount", 1)),
                            who=_mt_subject(e.get("who", 0), targets), may=m))
        elif do in ("discard", "discard_random"):
            out.append(atom("discard", ctx, amount=_mt_amount(e.get("amount", 1)),
                            who=_mt_subject(e.get("who", "you" if do == "discard" else 0), targets),
                            random="yes" if do == "discard_random" else "no", may=m))
        elif do == "dig":
            rest = "graveyard" if e.get("rest") == "graveyard" else "library"
            filt = _mt_card_filter(e.get("filter") or {})
            each = e.get("take_each") or ()
            if each and all(set(t.get("filter") or {}) == {"types"} and len(t["filter"]["types"]) == 1 for t in each):
                # "a creature card and/or a land card" (CR 608.2c): the cards taken are of those types
                filt = _or_types(t["filter"]["types"][0] for t in each)
            # one card of each of them: "a creature card and/or a land card" takes up to two
            take = str(len(each)) if each else str(e.get("take", 1))
            out.append(atom("dig", ctx, amount=_mt_amount(e.get("amount", 1)), take=take,
                            optional="yes" if e.get("optional") or e.get("take") == "any" else "no", to="hand",
                            rest=rest, filter=filt, may=m))
        elif do == "hideaway":
            # Hideaway N (CR 702.75a, engine/families/hideaway.py): "look at the top N, exile one face down, the rest
            # on the bottom", phase's Dig to exile and its HideawayConceal
            out.append(atom("dig", ctx, amount=_mt_amount(e.get("amount", 4)), take="1", optional="no", to="exile",
                            rest="library", filter="any", may=m))
            out.append(atom(OTHER, ctx, verb="HideawayConceal", may=m))
        elif do == "put_self_from_hand" and not e.get("attacking"):
            # "Put this card from your hand onto the battlefield." (engine/families/hand_abilities.py, CR 113.6)
            out.append(atom(OTHER, ctx, verb="move:hand->battlefield", may=m))
        elif do == "look_keep_top":
            # "look at the top X cards ... Put up to one of them on top of your library and the rest on the bottom"
            # (Thassa's Oracle; CR 701.20, engine/families/library_actions.py), as phase's Dig back to the library
            out.append(atom("dig", ctx, amount=_mt_amount(e.get("amount", 1)), take="1", optional="yes",
                            to="library", rest="library", filter="any", may=m))
        elif do == "win_if_library_at_most":
            # "If X is greater than or equal to the number of cards in your library, you win the game" (CR 104.2b)
            out.append(atom(OTHER, ctx + "+if", verb="WinTheGame", may=m))
        elif do == "look_order":
            out.append(atom("dig", ctx, amount=_mt_amount(e.get("amount", 1)), take="all", optional="no",
                            to="library", rest="library", filter="any", may=m))
        elif do == "on_targets":
            # "Tap up to three target lands", "Return up to two target creature cards from your graveyard
            # to your hand" (engine/families/optional_targets.py, CR 601.2c): phase writes the number of targets
            # on the context and one atom for the verb, as here.
            idx = [int(i) for i in e.get("targets", ())]
            here = ctx + f"+targets({int(e.get('min', 0))}-{len(idx)})"
            spec = _mt_subject(idx[0], targets) if idx else "?"
            verb = str(e.get("verb"))
            if verb in ("destroy", "exile", "bounce"):
                out.append(atom(verb, here, target=spec, may=m))
            else:  # tap, untap
                out.append(atom(OTHER, here, verb=verb, may=m))
        elif do == "divided_damage":
            # "~ deals 2 damage divided as you choose among one or two targets" (CR 601.2d)
            idx = [int(i) for i in e.get("targets", ())]
            here = ctx + f"+targets({int(e.get('min', 1))}-{len(idx)})"
            out.append(atom("damage", here, amount=_mt_amount(e.get("amount", 1)),
                            target=_mt_subject(idx[0], targets) if idx else "?", may=m))
        elif do == "drain":
            # Extort's "each opponent loses 1 life and you gain that much life" (engine/families/keyword_counters.py,
            # CR 702.101a), after its optional payment: phase writes the loss as conditional ("+if") and
            # not optional, and the gain on the trigger itself.
            base = ctx[:-3] if ctx.endswith("+if") else ctx
            out.append(atom("lose_life", ctx, amount=_mt_amount(e.get("amount", 1)), who="each_opponent"))
            out.append(atom("gain_life", base, amount="dynamic", who="you"))
        elif do == "add_mana_per_card":  # "Add {R} for each card in target opponent's hand" (mode_effects)
            out.append(atom("mana", ctx, produce=(str(e.get("mana", "")) + "*dynamic",), may=m))  # CR 106.1
        elif do == "add_mana_choice":  # "add one mana of any color" as an effect (not a mana ability)
            out.append(atom("mana", ctx, produce=("any",), may=m))
        elif do == "shuffle":
            pass  # phase's Shuffle is part of what it follows (a search); not compared on its own
        elif do == "flicker":  # engine/families/zone_effects.py: exile, then return (CR 400.7)
            ts = e["targets"] if "targets" in e else [e.get("target", 0)]
            specs = {_mt_subject(t, targets) for t in ts}
            if len(ts) > 1 and len(specs) == 1:
                # "Exile two target artifacts, creatures, and/or lands you control": one effect with two
                # targets of one class, as phase's multi_target (Ghostly Flicker, CR 115.1)
                out.append(atom("exile", ctx + f"+targets({len(ts)}-{len(ts)})", target=specs.pop(), may=m))
            else:
                for t in ts:
                    out.append(atom("exile", ctx, target=_mt_subject(t, targets), may=m))
            out.append(atom(OTHER, ctx, verb="move:none->battlefield", may=m))
        elif do == "shuffle_self":  # "Shuffle ~ into its owner's library" (CR 608.2n)
            out.append(atom(OTHER, ctx, verb="move:none->library", may=m))
        elif do == "token_attacking":  # "create ... token that's tapped and attacking" (CR 508.4)
            spec = e.get("token") or {}
            types = set(spec.get("types") or ["Creature"]) | set(spec.get("subtypes") or ())
            out.append(atom("token", ctx, count=_mt_amount(e.get("count", 1)), power=spec.get("power"),
                            toughness=spec.get("toughness"), colors=_colors(spec.get("colors") or ()),
                            types=tuple(sorted(types)), keywords=tuple(sorted(spec.get("keywords") or ())),
                            tapped="yes", attacking="yes", who="you", may=m))
            if e.get("exile_at") or e.get("sacrifice_at"):
                # "Exile that token at end of combat" (Geist of Saint Traft), mobilize's "Sacrifice them at
                # the beginning of the next end step" (CR 702.181a): a delayed triggered ability (CR 603.7)
                out.append(atom(OTHER, ctx, verb="delayed", may=m))
                if e.get("exile_at"):
                    out.append(atom("exile", ctx + "+delayed", target="the_new_token", may=m))
                else:
                    out.append(atom(OTHER, ctx + "+delayed", verb="sacrifice", may=m))
        elif do in ("reanimate", "reveal_top"):
            verb = "move:graveyard->battlefield" if do == "reanimate" else "RevealTop"
            out.append(atom(OTHER, ctx, verb=verb, may=m))
            if e.get("lose_life_mv"):  # "you lose life equal to its mana value": an amount from the card
                out.append(atom("lose_life", ctx, amount="dynamic", who="you", may=m))
        elif do == "discard_unless":  # "discards two cards unless they discard a land card"
            out.append(atom("discard", ctx, amount=_mt_amount(e.get("amount", 1)),
                            who=_mt_subject(e.get("who", "you"), targets), random="no",
                            unless=_mt_card_filter(e.get("filter") or {}), may=m))
        elif do == "discard_choice":
            out.append(atom("hand_discard", ctx, who=_mt_subject(e.get("who", 0), targets),
                            filter=_mt_card_filter(e.get("filter") or {}), may=m))
        elif do == "delayed_at":
            # engine/families/zone_effects.py: "At the beginning of that turn's end step, you lose the game" (CR 603.7)
            out.append(atom(OTHER, ctx, verb="delayed", may=m))
            _mt_effects(e.get("effects", ()), ctx + "+delayed", targets, may, out)
        elif do == "return_linked" and e.get("to") != "hand":
            # "return the exiled card to the battlefield" (CR 607.2a, Fiend Hunter): phase's move from exile
            out.append(atom(OTHER, ctx, verb="move:none->battlefield", may=m))
        elif do == "exile_top_may_play":
            # "Exile the top card of your library. You may play it this turn" (CR 406, 601.2): phase's ExileTop
            # and its GrantCastingPermission
            out.append(atom(OTHER, ctx, verb="ExileTop", may=m))
            out.append(atom(OTHER, ctx, verb="GrantCastingPermission", may=m))
        elif do == "delayed":
            out.append(atom(OTHER, ctx, verb="delayed", may=m))
            _mt_effects(e.get("effects", ()), ctx + "+delayed", targets, may, out)
        elif do == "look_top_may_bottom":  # Jace's +2: phase's look (a Dig kept nowhere), optional PutAtLibraryPosition
            out.append(atom("dig", ctx, amount="1", take="0", optional="no", to="none", rest="none", filter="any",
                            may=m))
            out.append(atom(OTHER, ctx, verb="PutAtLibraryPosition", may="yes"))
        elif do == "exile_own_card":
            # engine/families/player_effects.py: "target player exiles a card from their graveyard" / "target opponent
            # exiles a card from their hand": the player chooses one of their own cards (CR 406.3); phase's
            # exile of a card the scoped player owns in that zone
            zone = {"graveyard": "Graveyard", "hand": "Hand"}.get(str(e.get("zone")), "?" + str(e.get("zone")))
            out.append(atom("exile", ctx, target='typed(card;props=?{"controller":"ScopedPlayer","type":"Owned"};'
                            f"zone={zone})", may=m))
        elif do == "return_self_to_hand":  # "return this card from your graveyard to your hand"
            out.append(atom("bounce", ctx, target="self", may=m))
        elif do == "destroy_without_counter":
            # Oblivion Stone: "Destroy each nonland permanent without a fate counter on it" (phase's DestroyAll
            # of permanents with 0 such counters, written as its shape, cut at the same length)
            kinds = "permanent+nonland" if e.get("nonland") else "permanent"
            prop = _shape({"comparator": "EQ", "count": {"type": "Fixed", "value": 0},
                           "counters": {"data": str(e.get("counter")), "type": "?"}, "type": "?"})
            out.append(atom("destroy", ctx, target=f"each:typed({kinds};props={prop})", may=m))
        elif do == "wheel":
            # "Each player discards all the cards in their hand, then draws that many cards." (CR 701.9a, 121.1)
            # "then draws seven cards" (Wheel of Fortune) keeps its number; "shuffles their hand and graveyard
            # into their library" (Timetwister) is no discard (CR 701.9a: a discard puts a card from a hand into
            # a graveyard), two zone moves as phase writes them
            who = _mt_subject(e.get("who", "each_player"), targets)
            if e.get("shuffle"):
                out.append(atom(OTHER, ctx, verb="ChangeZoneAll", may=m))
                out.append(atom(OTHER, ctx, verb="ChangeZoneAll", may=m))
            else:
                out.append(atom("discard", ctx, amount="dynamic", who=who, random="no", may=m))
            draw = e.get("draw")
            out.append(atom("draw", ctx, amount=str(draw) if isinstance(draw, int) else "dynamic", who=who, may=m))
        elif do == "damage_player_or_planeswalker":
            # engine/families/enchant_player.py: "deals 1 damage to that player or a planeswalker that player controls"
            who = _mt_subject(e.get("who", "trigger_player"), targets)
            out.append(atom("damage", ctx, amount=_mt_amount(e.get("amount", 1)),
                            target=f"or(planeswalker_of:{who},{who})", may=m))
        elif do == "prevent_combat_turn":
            # "Prevent all combat damage that would be dealt this turn" (Fog, CR 615.1) is one prevention effect;
            # "... dealt to and dealt by that creature this turn" (Maze of Ith) is two, as phase writes them
            for _ in range(2 if e.get("target") is not None else 1):
                out.append(atom(OTHER, ctx, verb="prevent", may=m))
        elif do == "fade":
            # Fading (CR 702.32a): "remove a fade counter from it. If you can't, sacrifice it.", as phase writes it
            out.append(atom(OTHER, ctx, verb="RemoveCounter", may=m))
            out.append(atom(OTHER, ctx + "+if", verb="sacrifice", may=m))
        elif do == "prevent_color_turn":
            # "Prevent all damage that sources of the color of your choice would deal this turn" (CR 615.1, 608.2d)
            out.append(atom(OTHER, ctx, verb="Choose", may=m))
            out.append(atom(OTHER, ctx, verb="prevent", may=m))
        elif do == "gain_protection":
            # "gains protection from the color of your choice until end of turn" (CR 702.16a, 608.2d): phase's
            # Choose, then its continuous effect; a fixed quality is the continuous effect alone
            if "choice" in (e.get("from") or ()):
                out.append(atom(OTHER, ctx, verb="Choose", may=m))
            out.append(atom(OTHER, ctx, verb="continuous", may=m))
        elif do in (
                    "remove_all_counters", "name_card", "discard_named", "pile_sacrifice"):
            pass  # player_effects, naming, enchant_player: phase reads these as a bare target or a filter: not compared
        else:
            out.append(atom(OTHER, ctx, verb=_MT_VERBS.get(str(do), str(do)), may=m))


#: mtgtable's other effects under the verb names phase's are given (``_PHASE_VERBS``).
_MT_VERBS = {"copy_spell": "CopySpell", "set_color": "continuous", "extra_turn": "extra_turn", "additional_combat": "additional_combat",
             # engine/rules/block_rules.py, casting_rules.py, retarget.py, copy_effects.py (this wave's families)
             "cant_block_this_turn": "continuous", "cant_cast_this_turn": "AddRestriction",
             "change_single_target": "ChangeTargets", "token_copy": "CopyTokenOf",
             "look_hand": "RevealHand", "put_back": "PutAtLibraryPosition", "to_library": "PutAtLibraryPosition",
             "exile_graveyard": "ChangeZoneAll", "put_from_hand": "move:hand->battlefield",
             "remove_counters": "RemoveCounter",
             # engine/families/keyword_counters.py: graft's counter moved (CR 702.58a), renown (CR 702.112a)
             "move_counter": "MoveCounters", "renown": "Renown",
             # "~ becomes a 2/2 Golem artifact creature until end of turn": phase's GenericEffect of statics
             "animate": "continuous",
             # persist, undying (engine/families/keyword_actions.py): return it from the graveyard to the battlefield
             "return_dead": "move:graveyard->battlefield",
             "become_monarch": "BecomeMonarch",  # CR 724.1
             # energy counters (CR 122.1, 107.14) and monstrosity (CR 701.37a) under phase's verbs
             "get_energy": "GainEnergy", "monstrosity": "Monstrosity",
             # "sacrifice it unless you pay {1}" (CR 118.12): phase writes the sacrifice with its payment offer
             "sacrifice_unless_pay": "sacrifice",
             # edicts (engine/families/player_effects.py, CR 701.17a): phase's Sacrifice
             "edict": "sacrifice",
             # "exile all cards from target player's library", "that player shuffles their hand into their library"
             "exile_library": "ChangeZoneAll", "shuffle_hand_into_library": "ChangeZoneAll",
             # engine/families/mass_effects.py: every permanent of a group (phase: ChangeZoneAll, SetTapState)
             "exile_each": "ChangeZoneAll", "bounce_each": "BounceAll", "tap_each": "tap", "untap_each": "untap",
             "proliferate": "Proliferate", "amass": "Amass", "lose_game": "LoseTheGame",
             # engine/families/zone_effects.py, player_effects.py under phase's verbs
             "shuffle_graveyard": "ChangeZoneAll", "grant_flashback": "continuous",
             "sacrifice_unless_return": "sacrifice", "damage_own_controller": "EachSourceDealsDamage",
             # phasing (CR 702.26a), phase's PhaseOut; ninjutsu's "put this card onto the battlefield from your
             # hand tapped and attacking" (CR 702.49a), which phase's runtime does for its keyword
             "phase_out": "PhaseOut", "put_self_from_hand": "RuntimeHandled",
             # "You may cast spells this turn as though they had flash" (CR 702.8a), phase's continuous effect;
             # "Untap up to three lands" (CR 701.26b), phase's Untap
             "flash_permission": "continuous", "untap_up_to": "untap",
             # "This Saga gains \"{T}: Add {C}.\"" (CR 613.1f), phase's continuous effect
             "gain_ability": "continuous"}


_MT_ABILITY_SPECS = {"activated_or_triggered_ability": '?{"type":"StackAbility"}',
                     "activated_ability": '?{"kind":"Activated","type":"StackAbility"}',
                     "triggered_ability": '?{"kind":"Triggered","type":"StackAbility"}'}


def _mt_group(e: Mapping[str, Any]) -> str:
    """A ``*_each`` group (engine/families/mass_effects.py) as phase's "each" of a type or an "or" of types."""
    types = sorted(str(t).lower() for t in e.get("types", ()))
    whose = {"you": "_you_control", "opponents": "_opponent_controls"}.get(str(e.get("whose", "any")), "")
    if e.get("nontoken") and types == ["creature"] and not e.get("nonland"):
        return 'each:typed(creature;props=?{"type":"NonToken"})'
    if e.get("nonland"):
        types = ["nonland_permanent"] if types == ["permanent"] else types
    names = [t + whose for t in types]
    # "Destroy each creature with mana value 3 or less" (Culling Sun): the number as the group's filter
    mv = f":mv<={e['mv_at_most']}" if isinstance(e.get("mv_at_most"), int) else ""
    return "each:" + (names[0] if len(names) == 1 else _OR_NAMES.get(frozenset(names), "or(" + ",".join(names) + ")")) + mv


_MT_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _mt_ctx(ab: Mapping[str, Any]) -> str:
    kind = ab.get("kind")
    if kind == "triggered":
        trig = str(ab.get("trigger"))
        if trig == "put_into_graveyard":
            trig = "dies"  # phase names every "put into a graveyard from the battlefield" so
        if trig == "cast_self":
            # "when you cast this spell[, if it was kicked]" (CR 603.4, 702.33d): the kick as its condition
            return "trigger:phase:SpellCast" + ("+if" if ab.get("if_kicked") else "")
        if trig == "upkeep" and ab.get("keyword") == "Echo" and (ab.get("if") or {}).get("echo_due"):
            # Echo (CR 702.30a): "At the beginning of your upkeep, if this came under your control since the
            # beginning of your last upkeep, sacrifice it unless you pay its echo cost", phase's PayEcho trigger
            return "trigger:phase:PayEcho+if"
        if trig == "chapter":
            return "trigger:phase:CounterAdded"  # a Saga's chapter ability triggers on a lore counter (CR 714.2b)
        if trig == "opponent_searches":
            return "trigger:phase:SearchedLibrary"
        if trig == "opponent_draws":
            trig = "phase:Drawn"  # "Whenever an opponent draws a card" (engine/rules/casting_rules.py's trigger)
        if trig == "opponent_draws_second":
            # "Whenever an opponent draws their second card each turn" (Faerie Mastermind): phase's Drawn trigger
            # with the count as its condition
            return "trigger:phase:Drawn+if"
        if trig == "turned_face_up":
            return "trigger:phase:TurnFaceUp"  # "When this creature is turned face up" (CR 708.8, face_down.py)
        if trig == "last_counter_removed":
            return "trigger:phase:CounterRemoved"  # vanishing's "when the last time counter is removed" (CR 702.63a)
        if trig == "you_gain_life":
            trig = "phase:LifeGained"  # "Whenever you gain life" (CR 119.9; engine.keyword_counters)
        if trig == "opponent_draws_extra":
            # "whenever an opponent draws a card except the first one they draw in each of their draw steps"
            return "trigger:phase:Drawn+if"
        if trig == "attacks" and str(ab.get("text", "")).startswith("Mobilize"):
            return "trigger:phase:Attacks"  # mobilize's trigger (CR 702.181a), which phase writes as its keyword's
        if ab.get("whose") == "enchanted_player":
            # "At the beginning of enchanted player's upkeep" (a Curse): phase triggers on each player's
            # upkeep and keeps the enchanted-player condition where this form does not read it
            trig += "/each"
        if trig == "creature_enters" and not ab.get("evolve"):
            # "Whenever another creature [you control] enters" (engine.enter_triggers), as phase's filter
            # "another black creature you control" (Shadow Alley Denizen): the colour after the kind
            colour = "".join(f":{_MT_COLOR_WORDS.get(c, c)}" for c in ab.get("colors_any") or ())
            trig += (f":{ab.get('enters_whose', 'you')}:{(ab.get('subtypes_any') or ['creature'])[0]}{colour}"
                     + ("" if ab.get("self_too") else ":another") + (":nontoken" if ab.get("nontoken") else ""))
        if ab.get("whose") == "each":
            trig += "/each"
        elif ab.get("whose") == "opponent":
            trig += "/opponent"
        elif ab.get("whose") == "any" and trig == "cast_spell":
            trig += "/any"  # "Whenever a player casts a spell" (phase's SpellCast with no caster filter)
        if trig == "becomes_target" and ab.get("by") == "opponent":
            trig += ":by_opponent"  # "... of a spell or ability an opponent controls" (CR 115.1)
        if ab.get("spell"):
            trig += ":" + str(ab["spell"])
        if ab.get("targets_self"):
            trig += ":targets_self"  # heroic, "a spell that targets this creature" (CR 601.2c), phase's SelfRef Targets
        filt = ab.get("spell_filter")
        if trig.startswith("cast_spell") and isinstance(filt, Mapping):
            # "a green spell" / "a blue, black, or red spell" / "an Elf spell", as phase's classes read
            colors = [f"typed(card;props={_MT_COLOR_WORDS.get(c, c)})" for c in filt.get("colors_any", ())]
            if len(colors) == 1:
                trig += ":" + colors[0]
            elif colors:
                trig += ":or(" + ",".join(sorted(colors)) + ")"
            for sub in filt.get("subtypes_any", ()):
                trig += ':?{"Subtype":"' + str(sub) + '"}'
            if isinstance(filt.get("mv_at_most"), int) and set(filt) == {"mv_at_most"}:
                trig += f":card:mv<={filt['mv_at_most']}"  # "a spell with mana value 3 or less" (CR 202.3)
        if trig.startswith("cast_spell") and isinstance(ab.get("nth"), int):
            trig += f":nth{ab['nth']}"  # "your second spell each turn" (CR 603.2: counted as the event happens)
        if ab.get("if") or ab.get("unless_counter"):
            # an intervening "if" (CR 603.4), checked as it triggers and as it resolves; persist's and
            # undying's "if it had no -1/-1 (+1/+1) counters on it" (CR 702.79a, 702.93a) is one
            trig += "+if"
        return "trigger:" + trig
    if kind == "mana":
        return "mana_ability"
    return str(kind)


_MT_MANA = re.compile(r"\{([^{}]+)\}")


def _mana_parts(generic: int, symbols: Iterable[str]) -> str:
    """``{2}{R}{R}`` -> ``mana:2RR`` (generic first, then the other symbols sorted)."""
    return "mana:" + (str(generic) if generic else "") + "".join(sorted(symbols))


_COST_NUMBERS = {"a": 1, "an": 1, "another": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def _singular(noun: str) -> str:
    """``creatures`` -> ``creature`` (a cost's counted noun, as phase's type filter names it)."""
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


def _mt_more_costs(ab: Mapping[str, Any]) -> tuple[str, ...]:
    """The cost parts kept outside the cost text (engine/rules/activation_costs.py): ``costs`` and ``exile_self``."""
    parts: list[str] = []
    for c in ab.get("costs") or ():
        sac = c.get("sacrifice") if isinstance(c, Mapping) else None
        if isinstance(c, Mapping) and set(c) == {"discard", "count"} and not c["discard"]:
            parts.append(f"discard:card:{c['count']}")  # "Discard a card" (CR 701.9a)
        elif isinstance(sac, Mapping) and set(c) <= {"sacrifice", "count"} and (
                (set(sac) == {"types_any"} and len(sac["types_any"]) == 1)
                or (set(sac) <= {"subtypes_any", "types_any"} and len(sac.get("subtypes_any") or ()) == 1)):
            # "Sacrifice an enchantment", "Sacrifice a Forest" (CR 118.3, 701.21a), as phase's Sacrifice cost
            what = (sac.get("subtypes_any") or sac["types_any"])[0]
            parts.append(f"sacrifice:{str(what).lower()}:{c.get('count', 1)}")
        else:
            parts.append(_shape(c))
    if ab.get("exile_self"):
        parts.append("exile:self")  # "Exile this artifact" as a cost (CR 118.3)
    return tuple(parts)


def _mt_cost(cost: str) -> tuple[str, ...]:
    """mtgtable's cost text (``{1}{R}, {T}, Pay 1 life, Sacrifice this``) as sorted parts."""
    parts: list[str] = []
    for part in (p.strip() for p in cost.split(",") if p.strip()):
        if part == "{T}":
            parts.append("tap")
        elif part.startswith("{"):
            generic = 0
            syms = []
            for sym in _MT_MANA.findall(part):
                if sym.isdigit():
                    generic += int(sym)
                else:
                    syms.append(sym.replace("/", ""))
            parts.append(_mana_parts(generic, syms))
        elif re.fullmatch(r"[+-]?\d+", part):
            parts.append("loyalty:" + (part if part[0] in "+-" or part == "0" else "+" + part))
        elif m := re.fullmatch(r"Pay (\d+) life", part):
            parts.append(f"life:{m.group(1)}")
        elif part == "Sacrifice this":
            parts.append("sacrifice:self")
        elif part == "Discard this card":
            parts.append("discard:self")
        elif m := re.fullmatch(r"Sacrifice (a|an|another|one|two|three|four|five) ([A-Za-z]+)", part):
            # "Sacrifice a creature", "Sacrifice another creature", "Sacrifice two Goblins" (CR 118.3, 701.21a)
            n = _COST_NUMBERS.get(m.group(1), 1)
            noun = _singular(m.group(2).lower())
            parts.append(f"sacrifice:{noun}{'+another' if m.group(1) == 'another' else ''}:{n}")
        elif m := re.fullmatch(r"Tap (an|a|one|two|three|four|five) untapped ([A-Za-z]+) you control", part):
            # "Tap an untapped creature you control" (CR 118.3, 701.26a)
            parts.append(f"tap_untapped:{_singular(m.group(2).lower())}:{_COST_NUMBERS.get(m.group(1), 1)}")
        elif m := re.fullmatch(r"Remove (a|an|one|two|three) ([a-z-]+|[+-]1/[+-]1) counters? from this", part):
            n = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}[m.group(1)]
            kind = {"+1/+1": "P1P1", "-1/-1": "M1M1"}.get(m.group(2), m.group(2))  # phase's counter names
            parts.append(f"remove_counter:{kind}:{n}")
        elif part == "Exert this":
            parts.append('?{"type":"Exert"}')  # exert as a cost (CR 701.43a), phase's Exert
        else:
            parts.append("?" + part)
    return tuple(sorted(parts))


def mtgtable_atoms(record: Mapping[str, Any]) -> list[Atom]:
    """The atoms of a compiled record's ``abilities``."""
    out: list[Atom] = []
    both_events: set[str] = set()
    for ab in record.get("abilities") or ():
        kind = ab.get("kind")
        text = str(ab.get("text", ""))
        if kind == "triggered" and ab.get("trigger") in ("etb", "attacks") and " enters or attacks" in text.lower():
            # "Whenever ~ enters or attacks" (CR 603.2) is two abilities here, one for each event, and one
            # EntersOrAttacks trigger in phase: compared once, as phase's.
            if text in both_events:
                continue
            both_events.add(text)
        if "keyword" in ab and not (kind == "triggered" and ab.get("effects")) \
                and not (kind == "static" and ab.get("static") == "enters_with_counters"):
            continue  # a keyword ability (ward, toxic, protection, partner ...): phase keeps keywords as keywords
        # A keyword mtgtable runs as its triggered ability (bushido, flanking: CR 702.45a, 702.25a) is
        # compared as that trigger, which is how phase writes it too.
        targets = [str(t) for t in ab.get("targets") or ()]
        ctx = _mt_ctx(ab)
        if text in both_events:
            ctx = "trigger:phase:EntersOrAttacks" + ctx[len(f"trigger:{ab.get('trigger')}"):]
        if kind == "activated" and ab.get("special_action") == "suspend":
            # Suspend N—[cost] (CR 702.62a, engine/families/suspend.py): phase writes the special action as an activated
            # ability exiling the card with N time counters, and its two triggers.
            out.append(atom(COST, ctx, parts=tuple(sorted(_mt_cost(str(ab.get("cost", ""))) + ("exile:self",)))))
            out.append(atom("counters", ctx, amount=_mt_amount(ab.get("n", 1)), counter="time", target="self"))
            out.append(atom(OTHER, "trigger:phase:CounterRemoved", may="yes", verb="CastFromZone"))
            out.append(atom(OTHER, "trigger:upkeep+if", verb="RemoveCounter"))
            continue
        if kind == "activated" and ab.get("crew"):
            # Crew N (CR 702.122a): "Tap any number of untapped creatures you control with total power N
            # or more: This Vehicle becomes an artifact creature until end of turn."
            out.append(atom(COST, ctx, parts=(f"crew:{ab['crew']}",)))
        elif kind in ("activated", "mana"):
            out.append(atom(COST, ctx, parts=tuple(sorted(_mt_cost(str(ab.get("cost", ""))) + _mt_more_costs(ab)))))
        if kind == "mana":
            if ab.get("different_colors"):  # "Add two mana of different colors" (engine.mana_abilities)
                # every pair of two different colours (CR 106.1a), as phase lists them
                out.append(atom("mana", ctx, produce=tuple(sorted(
                    "".join(sorted(a + b)) for i, a in enumerate("WUBRG") for b in "WUBRG"[i + 1:]))))
            elif ab.get("chosen_color"):  # engine.chosen_color: its produce or the colour chosen as it entered
                made = tuple(str(ab.get("produce", "")).split("|")) if ab.get("produce") else ()
                out.append(atom("mana", ctx, produce=tuple(sorted(made + ("chosen",)))))
            else:
                made = _mt_produce(str(ab.get("produce", "")))
                if int(ab.get("mana_amount", 1) or 1) > 1:  # "three mana of any one color" (activation_costs)
                    made = tuple(f"{m}*{ab['mana_amount']}" for m in made)
                if ab.get("for_each"):  # "Add {C} for each charge counter on ~" (CR 106.1)
                    made = tuple(f"{m}*dynamic" for m in made)
                out.append(atom("mana", ctx, produce=made))
            instead = ab.get("instead")
            if isinstance(instead, dict) and instead.get("counter") and instead.get("produce"):
                # "If ~ has a luck counter on it, instead add one mana of any color" (Gemstone
                # Caverns, line_forms): the other mana, made under a condition (CR 106.1).
                out.append(atom("mana", ctx + "+if", produce=_mt_produce(str(instead["produce"]))))
            if ab.get("then"):  # "Add one mana of any color. Draw a card." (CR 605.1a; activation_costs)
                _mt_effects(ab["then"], ctx, targets, False, out)
            if ab.get("damage_to_you"):
                out.append(atom("damage", ctx, amount=ab["damage_to_you"], target="you"))
            if ab.get("opponents_gain_life"):  # engine/rules/mana_abilities.py (Grove of the Burnwillows)
                out.append(atom("gain_life", ctx, amount=ab["opponents_gain_life"], who="each_opponent"))
            if ab.get("sacrifice_without_counter"):
                # "If there are no depletion counters on this land, sacrifice it" (engine.mana_abilities).
                out.append(atom(OTHER, ctx + "+if", verb="sacrifice"))
        elif kind == "equip":
            # Equip N is an activated ability (CR 702.6a): "N: Attach to target creature you control."
            out.append(atom(OTHER, "activated", verb="attach"))
            out.append(atom(COST, "activated", parts=_mt_cost(str(ab.get("cost", "")))))
            out.extend(_mt_grant(ab.get("grants"), "attached"))
        elif kind == "aura":
            out.extend(_mt_grant(ab.get("grants"), "attached"))
        elif kind == "static":
            if ab.get("static") == "anthem" and ab.get("filter"):
                # an anthem for some creatures (Elves, green creatures, those with a +1/+1 counter, tokens;
                # CR 613.4c, 613.1f), compared as the group phase's filter names
                out.extend(_mt_grant(ab.get("grants"), _mt_anthem_group(ab)))
            elif ab.get("static") == "anthem":
                who = "each:other_creature_you_control" if ab.get("other") else "each:creature_you_control"
                out.extend(_mt_grant(ab.get("grants"), who))
            elif ab.get("static") == "landwalk":
                out.append(atom(RESTRICTION, "static", what=f"landwalk:{ab.get('land')}"))
            elif ab.get("static") == "enters_with_counters":
                # CR 614.1c: "~ enters with N counters on it" is a replacement effect.
                # "If this creature was kicked, it enters with ..." (CR 702.33d): conditional, as phase's CastViaKicker;
                # "... for each creature card in your graveyard" (``per``, Golgari Grave-Troll): counted as it enters.
                out.append(atom("counters", "replacement+if" if ab.get("if_kicked") else "replacement",
                                counter=ab.get("counter"),
                                amount="dynamic" if ab.get("per") else _mt_amount(ab.get("n")), target="self"))
            elif ab.get("static") == "replicate":
                # CR 702.56a: phase writes replicate as its "when you cast" copy trigger.
                out.append(atom(OTHER, "trigger:phase:SpellCast+if", verb="CopySpell"))
            elif ab.get("static") == "alternative_cost" and ab.get("method") == "evoke":
                # CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller
                # sacrifices it" (engine/rules/casting_costs.py), which phase writes as that trigger
                out.append(atom(OTHER, "trigger:etb+if", verb="sacrifice"))
            elif ab.get("static") in CASTING_STATICS:
                pass  # how a spell is cast (engine/rules/casting_costs.py): no kind both sides compare
            elif ab.get("static") == "enters_discard_land":
                pass  # Mox Diamond's replacement (engine/families/enter_replacements.py): phase has no atom for it
            elif ab.get("static") in ("cda_pt", "self_grant"):
                pass  # P/T set or changed by a count or a condition (engine/rules/static_pt.py): not compared
            elif ab.get("static") == "choose_color":
                # "As this land enters, choose a color" (CR 614.12): the choice itself, as phase's Choose (its mana's
                # meaning is "chosen", above); "a color other than black" keeps the exception, so it shows
                other = f":not:{ab['other_than']}" if ab.get("other_than") else ""
                out.append(atom(RESTRICTION, "static", what=f"as_enters_choose:color{other}"))
            elif ab.get("static") == "enchanted_land_mana":
                # engine/rules/aura_rules.py: "Whenever enchanted land is tapped for mana, its controller adds an
                # additional {G}" (CR 605.1b), phase's TapsForMana trigger of the enchanted land
                add = str(ab.get("add", ""))
                out.append(atom("mana", "trigger:phase:TapsForMana",
                                produce=("chosen",) if add == "chosen_color" else _mt_produce(add)))
            elif ab.get("static") == "enchanted_land_grants_mana":
                # "Enchanted land has \"{T}: Add one mana of any color.\"" (CR 613.1f): a granted ability
                out.append(atom(GRANT, "static", affected="attached", power=0, toughness=0, keywords=(), abilities=1))
            elif ab.get("static") == "attacks_only_if_defender_controls":
                out.append(atom(RESTRICTION, "static", what=f"attacks_only_if_defender_controls:{ab.get('land')}"))
            elif ab.get("static") == "begin_on_battlefield":
                # The Leylines, Gemstone Caverns (engine/turn/pregame.py, CR 103.6a): phase's BeginGame action,
                # conditional ("+if") for "you're not the starting player", with Gemstone Caverns' exile.
                here = "phase:BeginGame" + ("+if" if ab.get("not_starting") else "")
                out.append(atom(OTHER, here, verb="move:hand->battlefield", may="yes"))
                if ab.get("exile_from_hand"):
                    out.append(atom("exile", here, target="typed(card;ctrl=You;zone=Hand)"))
            elif ab.get("static") == "prevent_combat_damage":
                # "Prevent all combat damage that would be dealt to [and dealt by] this creature" (CR 615.1):
                # one prevention shield for each, as phase's two DamageDone replacements
                for way in ("to", "by") if ab.get("by") else ("to",):
                    out.append(atom(RESTRICTION, "static", what=f"prevent_combat_damage:{way}"))
            elif ab.get("static") != "enters_tapped":
                out.append(atom(RESTRICTION, "static", what=_mt_static_name(ab)))
            if ab.get("static") == "enters_tapped":
                out.append(atom("enters_tapped", "replacement", unless=_mt_unless(ab.get("unless"))))
        elif ab.get("modes"):
            # "Choose one —" (CR 700.2): each mode with its own targets; "choose one or both" carries its counts.
            counts = ab.get("choose") or {}
            lo, hi = int(counts.get("min", 1)), min(int(counts.get("max", 1)), len(ab["modes"]))
            if ab.get("entwine"):  # every mode for the entwine cost (CR 702.42a), as phase counts them
                hi = len(ab["modes"])
            suffix = "+mode" if lo == hi == 1 else f"+mode({lo}-{hi})"
            for mode in ab["modes"]:
                mine: list[Atom] = []
                _mt_effects(mode.get("effects") or (), ctx + suffix, [str(t) for t in mode.get("targets") or ()],
                            False, mine)
                out.extend(merge_pumps(mine))
        else:
            mine = []
            _mt_effects(ab.get("effects") or (), ctx, targets, False, mine)
            if ab.get("distinct_targets") and len(targets) > 1 and len(set(targets)) == 1:
                mine = _one_effect_n_targets(mine, len(targets))
            # "I, II — ..." is one chapter ability for each of those chapters (CR 714.2c), as phase writes them
            times = len(ab.get("chapters") or ()) if kind == "triggered" and ab.get("trigger") == "chapter" else 1
            out.extend(merge_pumps(mine) * max(1, times))
    return sorted(out)


def _one_effect_n_targets(atoms: list[Atom], n: int) -> list[Atom]:
    """"Return two target creatures to their owners' hands": mtgtable writes one effect per target of the
    same class (``distinct_targets``, CR 115.3: one object cannot be chosen twice for the word "target"),
    phase one effect with ``multi_target`` N-N; the N identical atoms compared as phase's one."""
    counts = Counter(atoms)
    out: list[Atom] = []
    merged: set[Atom] = set()
    for a in atoms:
        # "Untap two target lands" (Garruk Wildspeaker) too: phase's tap/untap carry no target class
        if counts[a] == n and (a.kind in KINDS and a.get("target") is not None
                               or a.kind == OTHER and a.get("verb") in ("tap", "untap")):
            if a not in merged:
                merged.add(a)
                out.append(Atom(a.kind, a.ctx + f"+targets({n}-{n})", a.fields))
        else:
            out.append(a)
    return out


#: What a grant's ``cant_attack`` / ``cant_block`` / granted "can't be blocked" makes the attached creature
#: (CR 508.1c, 509.1b): phase writes these as CantAttack / CantBlock / CantBeBlocked statics of the
#: enchanted or equipped creature, compared as restrictions of ``attached``.
_MT_GRANTED_RESTRICTIONS = {"cant_attack": "cant_attack", "cant_block": "cant_block",
                            # "can't attack you or planeswalkers you control" (the Vows, CR 508.1c)
                            "cant_attack_you": "cant_attack_you",
                            # "its activated abilities can't be activated" (Arrest, CR 602.5)
                            "cant_activate": "cant_activate"}


def _mt_static_name(ab: Mapping[str, Any]) -> str:
    """A static's name with what says its meaning, as ``_phase_static`` names phase's."""
    name = str(ab.get("static"))
    if name == "land_types":  # "Nonbasic lands are Mountains." (CR 305.7), oracle/land_type_lines.py
        if ab.get("subtype"):
            return f"land_types:{ab['subtype']}:{ab.get('mode')}:" + "|".join(sorted(ab.get("types") or ()))
        return f"land_types:{ab.get('lands')}:{ab.get('mode')}:" + "|".join(sorted(ab.get("types") or ()))
    if name == "as_enters_choose":
        return f"as_enters_choose:{ab.get('choose')}"
    if name == "cast_as_though_flash":
        return f"cast_as_though_flash:{ab.get('what')}"
    if name == "enter_as_copy":
        return "enter_as_copy:" + _shape(ab.get("of"))
    if name == "blockable_only_by" and ab.get("keywords"):
        return "blockable_only_by:" + "|".join(sorted(str(k) for k in ab["keywords"]))
    if name == "domain_cost":
        # "This spell costs {1} less to cast for each basic land type among lands you control" (domain,
        # CR 601.2f): a reduction per count, as phase's ModifyCost with its count
        name = "cost_less_per"
    if "n" in ab:
        name += f":{ab['n']}"
    return name


_COLOR_OF_LETTER = {v: k for k, v in _COLOR_LETTER.items()}


def _anthem_group(parts: Iterable[str], whose: str) -> str:
    """One name for a filtered anthem's group on both sides: ``group(creature,sub:Elf,other;you)``."""
    return f"group({','.join(sorted(parts))};{whose})"


def _mt_anthem_group(ab: Mapping[str, Any]) -> str:
    """A filtered anthem's creatures (oracle/static_lines.py, grant_phrases.py) as ``_anthem_group``."""
    f = ab.get("filter") or {}
    parts = ["creature"]
    parts += [str(t).lower() for t in f.get("types_any") or ()]
    parts += [f"sub:{s}" for s in f.get("subtypes_any") or ()]
    parts += [f"color:{_COLOR_OF_LETTER.get(str(c), c)}" for c in f.get("colors_any") or ()]
    if f.get("counter"):
        parts.append(f"counter:{f['counter']}")
    if f.get("token"):
        parts.append("token")
    if ab.get("other"):
        parts.append("other")
    known = {"types_any", "subtypes_any", "colors_any", "counter", "token"}
    if set(f) - known:
        parts.append(_shape({k: v for k, v in f.items() if k not in known}))  # shown, so it disagrees visibly
    return _anthem_group(parts, "all" if ab.get("whose") == "all" else "you")


def _phase_anthem_group(aff: Mapping[str, Any]) -> str | None:
    """phase's filter of a group of creatures with more than "you control" / "other" as ``_anthem_group``
    (None when it holds anything else, which keeps its own rendering)."""
    tf = aff.get("type_filters") or []
    # "Other Merfolk get +1/+1": a creature type alone (CR 205.3m); what it pumps is a creature either way
    by_type = len(tf) == 1 and isinstance(tf[0], Mapping) and set(tf[0]) == {"Subtype"}
    if aff.get("type") != "Typed" or not ("Creature" in tf or by_type) or aff.get("controller") not in ("You", None):
        return None
    parts = ["creature"]
    for t in tf:
        if t == "Creature":
            continue
        if isinstance(t, str):
            parts.append(t.lower())
        elif isinstance(t, Mapping) and set(t) == {"Subtype"}:
            parts.append(f"sub:{t['Subtype']}")
        else:
            return None
    for x in aff.get("properties") or ():
        t = x.get("type") if isinstance(x, Mapping) else None
        if t == "Another":
            parts.append("other")
        elif t == "Token":
            parts.append("token")
        elif t == "HasColor":
            parts.append(f"color:{x.get('color')}")
        elif t == "Counters" and x.get("comparator") == "GE" and _fixed(x.get("count")) == "1" \
                and (x.get("counters") or {}).get("type") == "OfType":
            ct = str((x.get("counters") or {}).get("data"))
            parts.append(f"counter:{_COUNTERS.get(ct, ct)}")
        else:
            return None
    if len(parts) == 1 or (parts == ["creature", "other"] and aff.get("controller") == "You"):
        return None  # every creature you control, or every other one: the plain names below
    return _anthem_group(parts, "you" if aff.get("controller") == "You" else "all")


def _mt_grant(grants: object, who: str) -> list[Atom]:
    if not isinstance(grants, Mapping) or not grants:
        return []
    if "for_each" in grants or "if" in grants or set(grants) == {"doesnt_untap"}:
        return []  # counted, conditional or "doesn't untap" (engine/rules/static_pt.py, untap_step.py): phase
        # writes these as other kinds of statics; not compared
    out = [atom(RESTRICTION, "static", what=f"{who}:{name}")
           for key, name in _MT_GRANTED_RESTRICTIONS.items() if grants.get(key)]
    keywords = [str(k) for k in grants.get("keywords") or ()]
    keywords += [f"Landwalk:{w}" for w in grants.get("landwalk") or ()]  # "and have islandwalk" (CR 702.14)
    abilities = 0
    for ab in grants.get("abilities") or ():
        # A granted ability (CR 613.1f): protection is a keyword in phase (AddKeyword), "can't be blocked" a
        # CantBeBlocked static; any other granted ability is counted (phase's GrantAbility / GrantTrigger).
        if isinstance(ab, Mapping) and ab.get("static") == "protection":
            # "protection from green and from blue": one protection per quality, as phase's keywords (CR 702.16g)
            keywords.extend(["Protection"] * max(1, len(ab.get("from") or ())))
        elif isinstance(ab, Mapping) and str(ab.get("keyword", "")).startswith("Ward"):
            # 'have "Ward—Pay 2 life."' (CR 702.21a): a keyword in phase, with its cost
            pay = next((x for x in ab.get("effects") or () if isinstance(x, Mapping)), {})
            keywords.append(f"Ward:life:{pay['life']}" if "life" in pay else "Ward:" + _shape(pay))
        elif isinstance(ab, Mapping) and ab.get("static") == "unblockable":
            out.append(atom(RESTRICTION, "static", what=f"{who}:unblockable"))
        else:
            abilities += 1
    power, toughness = int(grants.get("power", 0)), int(grants.get("toughness", 0))
    if power or toughness or keywords or abilities:
        out.append(atom(GRANT, "static", affected=who, power=power, toughness=toughness,
                        keywords=tuple(sorted(keywords)), abilities=abilities))
    return out


def _mt_unless(unless: object) -> str:
    if not unless:
        return "-"
    if isinstance(unless, Mapping):
        if "pay_life" in unless:
            return f"pay_life:{unless['pay_life']}"
        if "control_subtype" in unless:
            return "control:" + "|".join(sorted(unless["control_subtype"]))
        if "other_lands_at_most" in unless:
            return f"other_lands<={unless['other_lands_at_most']}"
        if "other_lands_at_least" in unless:
            return f"other_lands>={unless['other_lands_at_least']}"
        if "opponents_at_least" in unless:
            return f"opponents>={unless['opponents_at_least']}"
        if "basic_lands_at_least" in unless:
            return f"basic_lands>={unless['basic_lands_at_least']}"
        if "own_turn_at_most" in unless:  # engine/operations.py: your turn, and your turns taken <= N
            return f"own_turn<={unless['own_turn_at_most']}"
        if isinstance(unless.get("reveal"), Mapping):
            return "reveal:" + "|".join(sorted(unless["reveal"].get("subtypes_any") or ()))
    return _shape(unless)


# =============================================================================== phase

#: phase's "is this parsed?" markers: a face holding any of them is not fully parsed.
UNPARSED_TYPES = frozenset({"Unimplemented", "Unrecognized"})


def phase_unparsed(face: Mapping[str, Any]) -> str:
    """Why phase does not claim to have parsed this face in full ("" if it does).

    phase marks what it could not read with ``Unimplemented`` effects,
    ``Unrecognized`` conditions, ``Unknown`` trigger modes and keywords, and
    ``parse_warnings`` (a clause swallowed by a looser parse).  Its own coverage
    report counts about 88% of the corpus as supported; these markers give
    89% (the remainder is the registry of effects its runtime implements).
    """
    if face.get("parse_warnings"):
        w = face["parse_warnings"][0]
        return f"parse warning {w.get('type')}/{w.get('detector', '')}"
    found: list[str] = []

    def walk(x: object) -> None:
        if found:
            return
        if isinstance(x, Mapping):
            t = x.get("type")
            if t in UNPARSED_TYPES:
                found.append(f"{t} {x.get('name', '')}".strip())
                return
            if "Unknown" in x:
                found.append("Unknown " + str(x["Unknown"])[:40])
                return
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(face)
    return found[0] if found else ""


def _fixed(q: object) -> str:
    """A phase quantity: ``Fixed`` -> its number, ``Variable X`` -> ``X``, anything else ``dynamic``."""
    if isinstance(q, int):
        return str(q)
    if not isinstance(q, Mapping):
        return _shape(q)
    if q.get("type") == "Fixed":
        return str(q.get("value", 0))
    if q.get("type") == "Ref" and isinstance(q.get("qty"), Mapping):
        qty = q["qty"]
        if qty.get("type") == "Variable" and qty.get("name") == "X":
            return "X"
        if qty.get("type") == "CostXPaid":  # "enters with X counters": the X paid (CR 107.3m)
            return "X"
    return "dynamic"


_PLAIN_TYPES = {"Creature": "creature", "Permanent": "permanent", "Land": "land", "Artifact": "artifact",
                "Enchantment": "enchantment", "Planeswalker": "planeswalker", "Card": "card",
                "Instant": "instant", "Sorcery": "sorcery", "Battle": "battle"}

_OR_NAMES = {
    frozenset({"artifact", "enchantment"}): "artifact_or_enchantment",
    frozenset({"attacking_creature", "blocking_creature"}): "attacking_or_blocking_creature",
    frozenset({"creature", "planeswalker"}): "creature_or_planeswalker",
    frozenset({"creature", "player"}): "creature_or_player",
    frozenset({"instant", "sorcery"}): "instant_or_sorcery",
    frozenset({"instant_card_in_your_graveyard", "sorcery_card_in_your_graveyard"}):
        "instant_or_sorcery_card_in_your_graveyard",
    frozenset({"instant_card_in_a_graveyard", "sorcery_card_in_a_graveyard"}): "instant_or_sorcery_card_in_a_graveyard",
    frozenset({"player", "planeswalker"}): "player_or_planeswalker",
    # engine/data/graveyard_specs.py: "target artifact or enchantment card from your graveyard"
    **{frozenset(f"{t}_card_in{where}" for t in k[:-len("_card")].split("_or_")): f"{k}_in{where}"
       for k in GRAVEYARD_TYPES if "_or_" in k for where in ("_your_graveyard", "_a_graveyard")},
}


_NUMBER_OPS = {"LE": "<=", "GE": ">=", "EQ": "="}


def _typed(f: Mapping[str, Any]) -> str:
    """A phase filter as mtgtable's target spec; "with mana value 3 or less" / "with power 2 or less"
    as the spec's filter (``engine.target_filters``: ``nonland_permanent:mv<=3``)."""
    numbers: list[str] = []
    rest: list[Any] = []
    for p in f.get("properties") or ():
        pt = p.get("type") if isinstance(p, Mapping) else None
        stat = "mv" if pt == "Cmc" else str(p.get("stat", "")).lower() if pt == "PtComparison" else ""
        if stat in ("mv", "power", "toughness") and p.get("comparator") in _NUMBER_OPS \
                and (pt == "Cmc" or p.get("scope") in (None, "Current")):
            numbers.append(f"{stat}{_NUMBER_OPS[p['comparator']]}{_fixed(p.get('value'))}")
        else:
            rest.append(p)
    if numbers:
        base = _typed_plain({**f, "properties": rest})
        return base + ":" + ",".join(numbers)
    return _typed_plain(f)


def _typed_plain(f: Mapping[str, Any]) -> str:
    types: list[str] = []
    for t in f.get("type_filters") or ():
        if isinstance(t, str):
            types.append(_PLAIN_TYPES.get(t, t.lower()))
        elif isinstance(t, Mapping) and "Non" in t and isinstance(t["Non"], str):
            types.append("non" + _PLAIN_TYPES.get(t["Non"], t["Non"].lower()))
        else:
            types.append(_shape(t))
    ctrl = f.get("controller")
    props: list[str] = []
    zone = None
    for p in f.get("properties") or ():
        pt = p.get("type") if isinstance(p, Mapping) else None
        if pt in ("Attacking", "Blocking", "Tapped"):
            props.append(str(pt).lower())
        elif pt in ("WithKeyword", "WithoutKeyword") and isinstance(p.get("value"), str):
            props.append(("with_" if pt == "WithKeyword" else "without_") + p["value"].lower())
        elif pt == "InZone":
            zone = str(p.get("zone"))
        elif pt in ("HasColor", "NotColor") and isinstance(p.get("color"), str):
            props.append(("non" if pt == "NotColor" else "") + p["color"].lower())  # "target blue spell"
        else:
            props.append(_shape(p))
    if types == [] and ctrl == "Opponent" and not props and zone is None:
        return "opponent"
    if zone == "Graveyard":
        if types == ["card"] and ctrl is None and not props:
            return "card_in_graveyard"
        if types == ["card", '?{"Subtype":"Spirit"}'] and props == ['?{"controller":"You","type":"Owned"}']:
            return "spirit_card_in_your_graveyard"  # soulshift's "target Spirit card" (CR 702.46a)
        if len(types) == 1 and ctrl in ("You", None) and not props and types[0].isalpha():
            # mtgtable's graveyard target specs (engine/rules/targets.py): "<type>_card_in_your/a_graveyard"
            head = "card" if types[0] == "card" else types[0] + "_card"
            return head + ("_in_your_graveyard" if ctrl == "You" else "_in_a_graveyard")
    if props == ['?{"type":"Another"}'] and not ctrl and zone is None:  # engine/rules/aura_rules.py specs
        if types == ["creature"]:
            return "another_creature"
        if sorted(types) == ["nonland", "permanent"]:
            return "another_nonland_permanent"
    if zone is None and len(types) == 1 and not (ctrl and props):
        base = types[0]
        if base == "creature":
            if ctrl == "You":
                return "creature_you_control"
            if ctrl == "Opponent":
                return "creature_opponent_controls"
            if props == ["attacking"]:
                return "attacking_creature"
            if props == ["blocking"]:
                return "blocking_creature"
            if props == ["tapped"]:
                return "tapped_creature"
            if props == ["with_flying"]:
                return "creature_with_flying"
            if props == ["without_flying"]:
                return "creature_without_flying"
        if not ctrl and not props:
            return base
        if ctrl == "You" and not props:
            return f"{base}_you_control"
    if sorted(types) == ["nonland", "permanent"] and not ctrl and not props and zone is None:
        return "nonland_permanent"
    _colors = ("white", "blue", "black", "red", "green")
    if zone is None and not ctrl and len(props) == 1 and props[0].removeprefix("non") in _colors:
        # engine/rules/more_targets.py: "target blue permanent", "target nonblack creature", "target red spell"
        if types in (["permanent"], ["creature"]) and (types == ["creature"] or not props[0].startswith("non")):
            return f"{props[0]}_{types[0]}"
        if types == [] and not props[0].startswith("non"):
            return f"{props[0]}_colored"
    if types == ["permanent"] and ctrl == "Opponent" and not props and zone is None:
        return "permanent_opponent_controls"
    if types == ["land"] and not ctrl and props == ['?{"type":"NotSupertype","value":"Basic"}']:
        return "nonbasic_land"
    # mtgtable's named specs (engine/rules/targets.py, more_targets.py) for these classes
    if sorted(types) == ["creature", "nonartifact"] and not ctrl and not props and zone is None:
        return "nonartifact_creature"
    if sorted(types) == ["artifact", "creature"] and not ctrl and not props and zone is None:
        return "artifact_creature"
    if sorted(types) == ["nonland", "permanent"] and ctrl == "Opponent" and not props and zone is None:
        return "nonland_permanent_opponent_controls"
    if types == ["creature"] and not ctrl and props == ['?{"type":"HasSupertype","value":"Legendary"}'] \
            and zone is None:
        return "legendary_creature"
    bits = ["+".join(types) or "any-type"]
    if ctrl:
        bits.append(f"ctrl={ctrl}")
    if props:
        bits.append("props=" + "+".join(props))
    if zone:
        bits.append(f"zone={zone}")
    return "typed(" + ";".join(bits) + ")"


@dataclass
class _Chain:
    """What a phase ``sub_ability`` chain shares: the last target (for ``ParentTarget``),
    the player scope of "each opponent ..." and a search waiting for its destination."""

    parent: str = "?no-parent"
    scope: str | None = None
    search: dict[str, str] | None = None
    each_trigger: bool = False
    #: How many targets the chain has named so far (which one a pump acts on, for ``merge_pumps``).
    ref: int = 0
    #: The trigger is about this object itself ("When ~ dies, return it ...": "it" is ~).
    about_self: bool = False
    #: A hand was revealed for a card to be chosen (Thoughtseize): the next DiscardCard is that choice.
    hand_choice: bool = False


def _phase_target(f: object, chain: _Chain) -> str:
    """A phase target filter as a class (see the module docstring)."""
    if f is None:
        return "?none"
    if not isinstance(f, Mapping):
        return _shape(f)
    t = f.get("type")
    if t == "Any":
        return "any"
    if t == "SelfRef":
        return "self"
    if t == "Controller":
        # Under "each player ..." / "each opponent ..." the controller slot is each of them.
        return chain.scope or "you"
    if t == "Player":
        return "player"
    if t == "Opponent":
        return "opponent"
    if t == "StackSpell":
        return "spell"
    if t == "ParentTarget":
        return chain.parent
    if t == "LastCreated":
        return "the_new_token"  # "exile that token": the token the ability created (CR 608.2c)
    if t == "ParentTargetController":
        return "controller_of:" + chain.parent
    if t in ("TriggeringPlayer", "TriggeringSpellController"):
        return "trigger_player"
    if t == "TriggeringSource":
        return "self" if chain.about_self else "trigger_creature"
    if t == "ScopedPlayer":
        if chain.scope:
            return chain.scope
        return "trigger_player" if chain.each_trigger else "?scoped"
    if t == "AttachedTo" or t == "EnchantedBy" or t == "EquippedBy":
        return "attached"
    if t == "Typed":
        return _typed(f)
    if t == "Or":
        parts = frozenset(_phase_target(x, chain) for x in f.get("filters") or ())
        if parts and all(p.startswith("spell(") and p.endswith(")") for p in parts):
            # "target instant or sorcery spell" written as (spell and instant) or (spell and sorcery)
            inner = frozenset(p[len("spell("):-1] for p in parts)
            name = _OR_NAMES.get(inner)
            if name == "instant_or_sorcery":
                return "instant_or_sorcery_spell"
            return "spell(" + (name or "or(" + ",".join(sorted(inner)) + ")") + ")"
        suffixes = {p.partition(":")[2] for p in parts}
        if len(parts) > 1 and len(suffixes) == 1 and next(iter(suffixes)):
            # "creature or planeswalker with mana value 3 or less": the number is the whole "or"'s filter
            bare = frozenset(p.partition(":")[0] for p in parts)
            if bare in _OR_NAMES:
                return _OR_NAMES[bare] + ":" + next(iter(suffixes))
        return _OR_NAMES.get(parts, "or(" + ",".join(sorted(parts)) + ")")
    if t == "And":
        subs = [_phase_target(x, chain) for x in f.get("filters") or ()]
        if "spell" in subs and len(subs) == 2:
            other = subs[1 - subs.index("spell")]
            names = {"creature": "creature_spell", "noncreature": "noncreature_spell",
                     "instant_or_sorcery": "instant_or_sorcery_spell",
                     **{f"{c}_colored": f"{c}_spell" for c in ("white", "blue", "black", "red", "green")}}
            if other.startswith("typed(any-type):"):
                return "spell:" + other.partition(":")[2]  # "target spell with mana value 2" (mtgtable spell:mv=2)
            return names.get(other, f"spell({other})")
        return "and(" + ",".join(sorted(subs)) + ")"
    return _shape(f)


def _player(f: object, chain: _Chain) -> str:
    """Who draws, gains or loses life: no filter means the ability's scope, else "you"."""
    if f is None:
        return chain.scope or "you"
    return _phase_target(f, chain)


_SCOPES = {"Opponent": "each_opponent", "All": "each_player", "Controller": "you"}


def _scope(s: object) -> str | None:
    if not isinstance(s, Mapping):
        return None
    return _SCOPES.get(str(s.get("type")), _shape(s))


_DURATIONS = {"UntilEndOfTurn": "end_of_turn", "UntilYourNextTurn": "next_turn",
              "UntilEndOfCombat": "end_of_combat", None: "permanent"}


def _duration(d: object) -> str:
    if isinstance(d, str) or d is None:
        return _DURATIONS.get(d, str(d))
    if isinstance(d, Mapping) and d.get("UntilNextTurnOf") == {"player": {"type": "Controller"}}:
        return "next_turn"
    return _shape(d)


def _mana_options(produced: object) -> tuple[str, ...]:
    if not isinstance(produced, Mapping):
        return (_shape(produced),)
    t = produced.get("type")
    if t == "Fixed":
        return ("".join(_COLOR_LETTER.get(c, "?") for c in produced.get("colors") or ()),)
    if t == "Mixed" and isinstance(produced.get("colorless_count"), int):
        letters = "C" * produced["colorless_count"] + "".join(
            _COLOR_LETTER.get(c, "?") for c in produced.get("colors") or ())
        return (letters,)
    if t == "AnyInCommandersColorIdentity":
        return ("commander_identity",)
    one = produced.get("count", {"type": "Fixed", "value": 1}) == {"type": "Fixed", "value": 1}
    if t == "OpponentLandColors" and one:
        return ("lands:opponents",)  # Exotic Orchard (mtgtable's produce "lands:opponents")
    lf = produced.get("land_filter")
    if t == "AnyTypeProduceableBy" and one and lf == {"type": "Typed", "type_filters": ["Land"], "controller": "You",
                                                       "properties": []}:
        return ("lands:yours",)  # Reflecting Pool: any *type* (colourless too) a land you control could produce
    if t == "ChoiceAmongExiledColors" and (produced.get("source") or {}).get("type") == "ThisObject":
        return ("exiled_colors",)  # Chrome Mox: a colour of the card it imprinted (CR 607.2a)
    if t == "ChosenColor":
        alt = _COLOR_LETTER.get(str(produced.get("fixed_alternative")))
        return tuple(sorted(((alt,) if alt else ()) + ("chosen",)))
    if t == "ChoiceAmongCombinations":
        return tuple(sorted("".join(sorted(_COLOR_LETTER.get(c, "?") for c in combo))
                            for combo in produced.get("options") or ()))
    count = _fixed(produced.get("count", {"type": "Fixed", "value": 1}))
    n = int(count) if count.isdigit() else 1
    if t == "Colorless":
        return ("C" * n,) if count.isdigit() else ("C*" + count,)
    if t == "AnyOneColor":
        opts = [_COLOR_LETTER.get(c, "?") for c in produced.get("color_options") or ()]
        if not count.isdigit():
            # "Add {G} for each creature you control" (Gaea's Cradle): a counted amount (CR 106.1)
            return ("any*dynamic",) if sorted(opts) == sorted("WUBRG") else tuple(sorted(o + "*dynamic" for o in opts))
        if sorted(opts) == sorted("WUBRG"):
            return ("any" if n == 1 else f"any*{n}",)
        return tuple(sorted(o * n for o in opts))
    return (_shape(produced),)


_COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1"}

#: Predefined tokens (CR 111.10): their abilities come with the name, so phase writes none.
PREDEFINED_TOKENS = frozenset({"Treasure", "Food", "Gold", "Walker", "Shard", "Clue", "Blood", "Powerstone",
                               "Incubator", "Map", "Junk", "Mutagen"})


def _pump_keywords(e: Mapping[str, Any]) -> tuple[str, list[str], int, int] | None:
    """A ``GenericEffect`` that is only "gets +N/+N and gains KEYWORDS" on one subject."""
    statics = e.get("static_abilities") or ()
    if len(statics) != 1:
        return None
    st = statics[0]
    if st.get("mode") != "Continuous" or st.get("condition"):
        return None
    kws: list[str] = []
    p = t = 0
    for mod in st.get("modifications") or ():
        mt = mod.get("type")
        if mt == "AddKeyword" and isinstance(mod.get("keyword"), str):
            kws.append(_KEYWORD_NAMES.get(mod["keyword"], mod["keyword"]))
        elif mt == "AddPower" and isinstance(mod.get("value"), int):
            p += mod["value"]
        elif mt == "AddToughness" and isinstance(mod.get("value"), int):
            t += mod["value"]
        else:
            return None
    return ("target" if e.get("target") is not None else "affected"), kws, p, t


#: phase keyword names -> MTGJSON spelling (what mtgtable uses).
_KEYWORD_NAMES = {"FirstStrike": "First strike", "DoubleStrike": "Double strike"}


def _phase_keyword(k: object) -> str:
    if isinstance(k, str):
        return _KEYWORD_NAMES.get(k, k)
    return _shape(k)


def _effect(e: Mapping[str, Any], ab: Mapping[str, Any], ctx: str, may: str | None, chain: _Chain,
            out: list[Atom]) -> None:
    t = e.get("type")
    target = e.get("target")
    if t == "DealDamage":
        cls = _phase_target(target, chain)
        # Damage dealt by something else than this object ("target creature deals damage ...").
        source = e.get("damage_source")
        out.append(atom("damage", ctx, amount=_fixed(e.get("amount")), target=cls, may=may,
                        source=None if source is None else _text(source)))
        chain.parent = cls
    elif t == "DamageAll":
        amount = _fixed(e.get("amount"))
        out.append(atom("damage", ctx, amount=amount, target="each:" + _phase_target(target, chain), may=may))
        if e.get("player_filter") is not None:
            out.append(atom("damage", ctx, amount=amount, target=_scope(e["player_filter"]), may=may))
    elif t == "DamageEachPlayer":
        out.append(atom("damage", ctx, amount=_fixed(e.get("amount")), target=_scope(e.get("player_filter")),
                        may=may))
    elif t == "Draw":
        out.append(atom("draw", ctx, amount=_fixed(e.get("count")), who=_player(target, chain), may=may))
    elif t == "GainLife":
        out.append(atom("gain_life", ctx, amount=_fixed(e.get("amount")), who=_player(e.get("player"), chain),
                        may=may))
    elif t == "LoseLife":
        out.append(atom("lose_life", ctx, amount=_fixed(e.get("amount")), who=_player(target, chain), may=may))
    elif t == "Destroy":
        cls = _phase_target(target, chain)
        out.append(atom("destroy", ctx, target=cls, may=may))
        chain.parent = cls
    elif t == "DestroyAll":
        out.append(atom("destroy", ctx, target="each:" + _phase_target(target, chain), may=may))
    elif t == "Bounce":
        cls = _phase_target(target, chain)
        if e.get("selection") == "at_resolution":
            cls = "chosen:" + cls
        out.append(atom("bounce", ctx, target=cls, may=may))
        chain.parent = cls
    elif t == "ChangeZone":
        origin, dest = e.get("origin"), e.get("destination")
        if origin == "Library" and chain.search is not None:
            s = chain.search
            chain.search = None
            out.append(atom("search", s["ctx"], filter=s["filter"], to=str(dest).lower(),
                            tapped="yes" if e.get("enter_tapped") else "no", may=s["may"] or None))
            return
        cls = _phase_target(target, chain)
        up_to = "yes" if e.get("up_to") else None
        if dest == "Exile":
            out.append(atom("exile", ctx, target=cls, may=may, up_to=up_to))
        elif dest == "Hand":
            out.append(atom("bounce", ctx, target=cls, may=may, up_to=up_to))
        else:
            out.append(atom(OTHER, ctx, verb=_phase_verb(e), may=may))
        chain.parent = cls
    elif t == "SearchLibrary":
        # The search's own context ("If you do, search ...": its condition), not the move's after it.
        chain.search = {"filter": _phase_search_filter(e.get("filter")), "may": may or "", "ctx": ctx}
        count = e.get("count")
        up_to = count.get("max") if isinstance(count, Mapping) and count.get("type") == "UpTo" else None
        if isinstance(up_to, Mapping) and up_to.get("type") == "Fixed":
            chain.search["filter"] += f" upto:{_fixed(up_to)}"  # "for up to two basic land cards"
        elif _fixed(count) != "1":
            chain.search["filter"] += f" x{_fixed(count)}"
        split = e.get("split")
        if split == {"primary_destination": "Battlefield", "primary_count": 1, "primary_enter_tapped": True,
                     "rest_destination": "Hand"}:
            # Cultivate: "put one onto the battlefield tapped and the other into your hand" (CR 701.23a),
            # the split written on the search itself (mtgtable's to one_battlefield_rest_hand)
            s = chain.search
            chain.search = None
            out.append(atom("search", s["ctx"], filter=s["filter"], to="one_battlefield_rest_hand", tapped="yes",
                            may=s["may"] or None))
    elif t == "Counter":
        cls = _phase_target(target, chain)
        out.append(atom("counter_spell", ctx, target=cls, may=may))
        chain.parent = cls
    elif t == "Token":
        types = tuple(sorted(str(x) for x in e.get("types") or ()))
        creature = "Creature" in types
        colors = _colors(_COLOR_LETTER.get(c, "?") for c in e.get("colors") or ())
        out.append(atom("token", ctx, count=_fixed(e.get("count")),
                        power=_fixed(e.get("power")) if creature else None,
                        toughness=_fixed(e.get("toughness")) if creature else None, colors=colors, types=types,
                        keywords=tuple(sorted(_phase_keyword(k) for k in e.get("keywords") or ())),
                        supertypes=tuple(sorted(str(x) for x in e.get("supertypes") or ())) or None,
                        abilities="yes" if e.get("static_abilities") or e.get("name") in PREDEFINED_TOKENS else None,
                        tapped="yes" if e.get("tapped") else None,
                        attacking="yes" if e.get("enters_attacking") else None,
                        who=_player(e.get("owner"), chain), may=may))
        for kind, n in e.get("enter_with_counters") or ():
            out.append(atom("counters", ctx, counter=_COUNTERS.get(str(kind), str(kind)), amount=_fixed(n),
                            target="the_new_token", may=may))
    elif t == "Investigate":
        # CR 701.16a: investigate is "create a Clue token" (a colourless Clue artifact).
        out.append(atom("token", ctx, count="1", colors=(), types=("Artifact", "Clue"), keywords=(),
                        abilities="yes", who="you", may=may))
    elif t in ("Pump", "PumpAll"):
        cls = _phase_target(target, chain)
        if t == "PumpAll":
            cls = "each:" + cls
        else:
            chain.parent = cls
        p, tough = _fixed(e.get("power")), _fixed(e.get("toughness"))
        # phase's Pump is "gets +N/+N until end of turn" (CR 611.2a); the triggers it writes for keywords
        # (exalted, rampage, melee) carry no duration, so a missing one is the end of turn here.
        until = _duration(ab.get("duration")) if ab.get("duration") is not None else "end_of_turn"
        out.append(atom("pump", ctx, target=cls, power=p, toughness=tough, keywords=(),
                        until=until, may=may, _ref=str(chain.ref)))
    elif t == "GenericEffect" and _pump_keywords(e) is not None:
        got = _pump_keywords(e)
        assert got is not None
        where, kws, p, tough = got
        if where == "target":
            cls = _phase_target(target, chain)
            chain.parent = cls
        else:
            aff = e["static_abilities"][0].get("affected")
            cls = _phase_target(aff, chain)
            if isinstance(aff, Mapping) and aff.get("type") == "Typed":
                cls = "each:" + cls
        out.append(atom("pump", ctx, target=cls, power=p, toughness=tough, keywords=tuple(sorted(kws)),
                        until=_duration(e.get("duration", ab.get("duration"))), may=may, _ref=str(chain.ref)))
    elif t in ("PutCounter", "PutCounterAll"):
        cls = _phase_target(target, chain)
        if t == "PutCounterAll":
            cls = "each:" + cls
        else:
            chain.parent = cls
        ct = e.get("counter_type")
        out.append(atom("counters", ctx, counter=_COUNTERS.get(str(ct), str(ct)), amount=_fixed(e.get("count")),
                        target=cls, may=may))
    elif t == "Mana":
        out.append(atom("mana", ctx, produce=_mana_options(e.get("produced")), may=may))
    elif t in ("Scry", "Surveil"):
        out.append(atom(t.lower(), ctx, amount=_fixed(e.get("count")), may=may))
    elif t == "Mill":
        out.append(atom("mill", ctx, amount=_fixed(e.get("count")), who=_player(target, chain), may=may))
    elif t == "Discard":
        out.append(atom("discard", ctx, amount=_fixed(e.get("count")), who=_player(target, chain),
                        random="yes" if e.get("random") else "no", may=may))
    elif t == "Dig":
        keep = e.get("keep_count")
        take = "all" if keep is None else "any" if isinstance(keep, int) and keep >= 2 ** 31 else str(keep)
        out.append(atom("dig", ctx, amount=_fixed(e.get("count")), take=take,
                        optional="yes" if e.get("up_to") else "no", to=str(e.get("destination")).lower(),
                        rest=str(e.get("rest_destination")).lower(), filter=_phase_card_filter(e.get("filter")),
                        may=may))
    elif t == "PutAtLibraryPosition" and chain.search is not None:
        s = chain.search  # "search ..., then shuffle and put that card on top" (a tutor)
        chain.search = None
        out.append(atom("search", s["ctx"], filter=s["filter"], to="library", tapped="no", may=s["may"] or None))
    elif t == "RevealHand" and isinstance(e.get("card_filter"), Mapping) \
            and e["card_filter"].get("type") != "None":
        cls = _phase_target(target, chain)
        chain.parent = cls
        chain.hand_choice = True
        out.append(atom("hand_discard", ctx, who=cls, filter=_phase_card_filter(e.get("card_filter")), may=may))
    elif t == "DiscardCard" and chain.hand_choice:
        chain.hand_choice = False  # the card chosen from the revealed hand: compared with it
    elif t == "CreateDelayedTrigger":
        out.append(atom(OTHER, ctx, verb="delayed", may=may))
        inner = e.get("effect")
        if isinstance(inner, Mapping):
            _walk(inner, ctx + "+delayed", may == "yes", _Chain(parent=chain.parent, about_self=chain.about_self),
                  out)
    elif t == "Shuffle":
        pass  # part of a library search (CR 701.19): compared there
    elif t == "TargetOnly":
        # "Target player exiles a card from their graveyard": phase declares the target first, and the
        # effect after it acts on it; the declaration alone does nothing (CR 601.2c is part of casting)
        chain.parent = _phase_target(target, chain)
    elif t == "GenericEffect" and [
            (st.get("affected"), st.get("modifications")) for st in e.get("static_abilities") or ()
            if isinstance(st, Mapping)] == [({"type": "SelfRef"}, [{"type": "AddType", "core_type": "Land"}])]:
        pass  # "It's still a land": part of the "becomes a creature" before it (CR 205.1b), one effect in mtgtable
    elif t == "GenericEffect":
        out.append(atom(OTHER, ctx, verb="continuous", may=may))
    else:
        out.append(atom(OTHER, ctx, verb=_phase_verb(e), may=may))


def _phase_verb(e: Mapping[str, Any]) -> str:
    """A phase effect outside the compared kinds, under mtgtable's verb where there is one."""
    t = str(e.get("type"))
    if t == "SetTapState":
        state = (e.get("state") or {}).get("type")
        return "tap" if state == "Tap" else "untap" if state == "Untap" else "tap_state"
    if t == "ChangeZone":
        return f"move:{str(e.get('origin')).lower()}->{str(e.get('destination')).lower()}"
    if t == "ChangeZoneAll" and e.get("origin") == "Graveyard" and e.get("destination") == "Exile" \
            and (e.get("target") or {}).get("type") == "Player":
        return "exile_graveyard"  # "exile target player's graveyard" (CR 406.2)
    return _PHASE_VERBS.get(t, t)


_PHASE_VERBS = {"Untap": "untap", "Tap": "tap", "Mill": "mill", "Sacrifice": "sacrifice", "Fight": "fight",
                "PreventDamage": "prevent", "Discard": "discard", "Scry": "scry", "Surveil": "surveil",
                "ExtraTurn": "extra_turn", "AdditionalCombatPhase": "additional_combat", "TapCreatures": "tap",
                "Regenerate": "regenerate", "Attach": "attach"}


def _phase_card_filter(f: object) -> str:
    """A Dig or RevealHand card filter as ``_mt_card_filter`` writes it."""
    if not isinstance(f, Mapping) or f.get("type") == "Any":
        return "any" if isinstance(f, Mapping) else _shape(f)
    if f.get("type") == "Or":
        singles = [_phase_card_filter(x) for x in f.get("filters") or ()]
        if all(" " not in x and not x.startswith(("non-", "mv", "colorless", "or(")) for x in singles):
            return "or(" + ",".join(sorted(singles)) + ")"
        return "or[" + ",".join(sorted(singles)) + "]"
    if f.get("type") != "Typed":
        return _shape(f)
    parts: list[str] = []
    for t in f.get("type_filters") or ():
        if isinstance(t, str):
            if t != "Card":
                parts.append(t.lower())
        elif isinstance(t, Mapping) and isinstance(t.get("Non"), str):
            parts.append("non-" + t["Non"].lower())
        elif isinstance(t, Mapping) and isinstance(t.get("Subtype"), str):
            parts.append("subtype:" + t["Subtype"].lower())
        else:
            parts.append(_shape(t))
    for prop in f.get("properties") or ():
        if isinstance(prop, Mapping) and prop.get("type") == "ColorCount" and prop.get("comparator") == "EQ" \
                and prop.get("count") == 0:
            parts.append("colorless")
        elif isinstance(prop, Mapping) and prop.get("type") == "Cmc" and prop.get("comparator") == "LE":
            parts.append(f"mv<={_fixed(prop.get('value'))}")
        else:
            parts.append(_shape(prop))
    if f.get("controller") is not None:
        parts.append(f"controller={f['controller']}")
    return " ".join(sorted(parts)) or "any"


def _phase_search_filter(f: object) -> str:
    """``basic land``, ``(forest|plains)``: the land type implies the card type, as in mtgtable."""
    if isinstance(f, Mapping) and f.get("type") == "Or":
        parts = [_phase_search_filter(x) for x in f.get("filters") or ()]
        if all(p.startswith("(") for p in parts):
            return "(" + "|".join(sorted(p.strip("()") for p in parts)) + ")"
        tails = {p.split(" ", 1)[1] if " " in p else "" for p in parts}
        if len(tails) == 1 and next(iter(tails)).startswith(("mv<=", "color:")) \
                and all(" " not in p.split(" ", 1)[0] for p in parts):
            # "an instant or sorcery card with mana value 2 or less": the quality is the whole "or"'s
            return "or(" + ",".join(sorted(p.split(" ", 1)[0] for p in parts)) + ") " + next(iter(tails))
        heads = {p.split(" (")[0] for p in parts}
        if len(heads) == 1 and all(" (" in p for p in parts):
            return next(iter(heads)) + " (" + "|".join(sorted(p.split(" (")[1].strip("()") for p in parts)) + ")"
        return "or(" + ",".join(sorted(parts)) + ")"
    if not isinstance(f, Mapping) or f.get("type") != "Typed":
        return _shape(f)
    parts: list[str] = []
    basic = False
    subtypes: list[str] = []
    for p in f.get("properties") or ():
        if isinstance(p, Mapping) and p.get("type") == "HasSupertype" and p.get("value") == "Basic":
            basic = True
        elif isinstance(p, Mapping) and p.get("type") == "HasColor" and p.get("color") in _COLOR_LETTER:
            parts.append("color:" + _COLOR_LETTER[str(p["color"])])  # "a green creature card" (CR 105.2)
        elif isinstance(p, Mapping) and p.get("type") == "Cmc" and p.get("comparator") == "LE":
            parts.append(f"mv<={_fixed(p.get('value'))}")  # "with mana value N or less" (CR 202.3)
        elif isinstance(p, Mapping) and p.get("type") == "PtComparison" and p.get("stat") == "Power" \
                and p.get("comparator") == "LE" and p.get("scope") == "Current":
            parts.append(f"power<={_fixed(p.get('value'))}")  # "with power 2 or less" (CR 208.1)
        elif isinstance(p, Mapping) and p.get("type") == "SharesQuality" and p.get("quality") == "LandType":
            parts.append("share_land_type")  # "that share a land type" (CR 205.3i)
        else:
            parts.append(_shape(p))
    types = []
    for t in f.get("type_filters") or ():
        if isinstance(t, Mapping) and isinstance(t.get("Subtype"), str):
            subtypes.append(t["Subtype"].lower())
        elif isinstance(t, Mapping) and isinstance(t.get("AnyOf"), list) \
                and all(isinstance(x, Mapping) and isinstance(x.get("Subtype"), str) for x in t["AnyOf"]):
            subtypes.extend(str(x["Subtype"]).lower() for x in t["AnyOf"])  # "a card with a basic land type"
        elif isinstance(t, str) and t in BASIC_LAND_TYPES:
            subtypes.append(t.lower())
        elif isinstance(t, str):
            types.append(t.lower())
        else:
            types.append(_shape(t))
    types = [t for t in types if t != "card" and not (subtypes and t == "land")]
    # An Equipment or Aura is an artifact or enchantment by its subtype (CR 205.3d, 301.5, 303.4).
    if subtypes and set(subtypes) <= {"equipment"} and "artifact" in types:
        types.remove("artifact")
    if subtypes and set(subtypes) <= {"aura"} and "enchantment" in types:
        types.remove("enchantment")
    out = (["basic"] if basic else []) + sorted(types)
    if subtypes:
        out.append("(" + "|".join(sorted(subtypes)) + ")")
    return " ".join(out + parts) or "card"


#: Target filters that name no new object (the same "it", this object, its controller...).
_NOT_NEW_OBJECTS = frozenset({"ParentTarget", "ParentTargetController", "SelfRef", "Controller", "AttachedTo",
                              "EnchantedBy", "EquippedBy", "TriggeringSource", "TriggeringPlayer", "ScopedPlayer"})


def _mode_suffix(modal: object) -> str:
    """``+mode`` for "choose one", ``+mode(1-2)`` for "choose one or both" (CR 700.2)."""
    if not isinstance(modal, Mapping):
        return "+mode" + _shape(modal)
    lo, hi = modal.get("min_choices"), modal.get("max_choices")
    return "+mode" if lo == hi == 1 else f"+mode({lo}-{hi})"


def _walk(ab: Mapping[str, Any] | None, ctx: str, may: bool, chain: _Chain, out: list[Atom]) -> None:
    if ab and ab.get("mode_abilities"):
        # A modal triggered or activated ability: the modes, each walked on its own (CR 700.2).
        for mode in ab["mode_abilities"]:
            mine: list[Atom] = []
            _walk(mode, ctx + _mode_suffix(ab.get("modal")), may,
                  _Chain(parent=chain.parent, each_trigger=chain.each_trigger, about_self=chain.about_self), mine)
            out.extend(merge_pumps(mine))
        return
    while ab:
        here = ctx
        if ab.get("condition") is not None:
            here += "+if"
        chain.scope = _scope(ab.get("player_scope"))
        optional = may or bool(ab.get("optional"))
        e = ab.get("effect")
        if ab.get("optional_targeting"):
            here += "+up_to_one"  # "up to one target ...": mtgtable's targets are exactly N
        if isinstance(e, Mapping) and ab.get("multi_target") is not None:
            # "up to two target ...", "any number of target ...": a target count mtgtable never reads.
            mt = ab["multi_target"]
            here += f"+targets({_fixed(mt.get('min'))}-{_fixed(mt.get('max'))})"
        if isinstance(e, Mapping):
            target = e.get("target") if e.get("target") is not None else e.get("player")
            if isinstance(target, Mapping) and target.get("type") not in _NOT_NEW_OBJECTS:
                chain.ref += 1
            _effect(e, ab, here, "yes" if optional else None, chain, out)
            if isinstance(target, Mapping) and target.get("type") not in ("ParentTarget", "ParentTargetController") \
                    and e.get("type") not in ("DamageAll", "DestroyAll", "PumpAll", "PutCounterAll"):
                # "Untap target creature. It gets +2/+4": "it" is the last target, whatever the verb.
                chain.parent = _phase_target(target, chain)
                if e.get("type") == "Sacrifice" and target.get("type") == "Typed" \
                        and target.get("controller") == "TargetPlayer":
                    # "Target player sacrifices a creature ... and loses 1 life": "loses" is that player's
                    chain.parent = "player"
        ab = ab.get("sub_ability")


_PHASE_STEPS = {"Upkeep": "upkeep", "Draw": "draw_step", "BeginCombat": "begin_combat", "End": "end_step",
                "EndCombat": "end_of_combat"}


def _phase_trigger(tr: Mapping[str, Any]) -> tuple[str, bool]:
    """The trigger as mtgtable's trigger name (``etb``, ``dies``, ``upkeep/each`` ...), and
    whether it happens on each player's turn (so "that player" is the active player)."""
    mode = tr.get("mode")
    vc = tr.get("valid_card") or {}
    selfref = isinstance(vc, Mapping) and vc.get("type") == "SelfRef"
    if mode == "ChangesZone" and isinstance(vc, Mapping) and vc.get("type") == "Typed" \
            and vc.get("type_filters") == ["Land"] and vc.get("controller") == "You" and not vc.get("properties") \
            and tr.get("destination") == "Battlefield" and tr.get("origin") is None:
        return "landfall", False
    if mode == "ChangesZone" and isinstance(vc, Mapping) and vc.get("type") == "Typed" \
            and tr.get("destination") == "Battlefield" and tr.get("origin") is None:
        # "Whenever another creature [you control] enters" (CR 603.6a; engine.enter_triggers)
        filters = vc.get("type_filters") or []
        props = sorted(str(q.get("type")) for q in vc.get("properties") or () if isinstance(q, Mapping))
        colour = "".join(f":{str(q.get('color')).lower()}" for q in vc.get("properties") or ()
                         if isinstance(q, Mapping) and q.get("type") == "HasColor")
        f = filters[0] if len(filters) == 1 else None
        kind = "creature" if f == "Creature" else \
            str(f["Subtype"]) if isinstance(f, Mapping) and set(f) == {"Subtype"} else None
        whose = {"You": "you", "Opponent": "opponents", None: "all"}.get(vc.get("controller"))
        if kind and whose and set(props) <= {"Another", "NonToken", "HasColor"} \
                and len(props) == len(vc.get("properties") or ()):
            return (f"creature_enters:{whose}:{kind}{colour}" + (":another" if "Another" in props else "")
                    + (":nontoken" if "NonToken" in props else "")), False
    if mode == "ChangesZone" and selfref:
        if tr.get("destination") == "Battlefield" and tr.get("origin") is None:
            return "etb", False
        if tr.get("origin") == "Battlefield" and tr.get("destination") == "Graveyard":
            return "dies", False
    if mode == "LeavesBattlefield" and selfref:
        return "leaves_battlefield", False  # "When ~ leaves the battlefield" (CR 603.6c)
    cond = tr.get("condition") or {}
    if mode == "Attacks" and isinstance(vc, Mapping) and vc.get("type") == "Typed" \
            and vc.get("type_filters") == ["Creature"] and vc.get("controller") == "You" \
            and cond == {"type": "Not", "condition": {"type": "MinCoAttackers", "minimum": 1}}:
        return "attacks_alone", False  # "Whenever a creature you control attacks alone" (CR 506.5, 702.83a)
    hc = tr.get("condition") or {}
    if selfref and mode == "StateCondition" and hc.get("type") == "HasCounters" and hc.get("maximum") == 0 \
            and (hc.get("counters") or {}).get("type") == "OfType":
        return "no_counters", False  # "When ~ has no ice counters on it" (a state trigger, CR 603.8)
    if selfref and mode == "Taps":
        return "becomes_tapped", False  # "Whenever ~ becomes tapped"
    if selfref and mode == "BecomesBlocked" and isinstance(tr.get("valid_target"), Mapping):
        return "blocked_by", False  # "Whenever a creature [without flanking] blocks ~" (CR 702.25a)
    if selfref and mode in ("Attacks", "Blocks", "BecomesBlocked"):
        return {"Attacks": "attacks", "Blocks": "blocks", "BecomesBlocked": "becomes_blocked"}[str(mode)], False
    if mode == "DamageDone" and tr.get("valid_source") == {"type": "AttachedTo"} and not tr.get("valid_target") \
            and tr.get("damage_kind") == "Any":
        return "enchanted_deals_damage", False  # Armadillo Cloak (CR 603.2; engine.damage_triggers)
    if mode == "DamageDone":
        vs = tr.get("valid_source") or {}
        vt = tr.get("valid_target") or {}
        to_player = vt.get("type") == "Player" or _typed(vt) == "opponent" if isinstance(vt, Mapping) else False
        if isinstance(vs, Mapping) and vs.get("type") == "SelfRef" and to_player \
                and tr.get("damage_kind") == "CombatOnly":
            return "combat_damage_player", False
    if mode == "Phase" and tr.get("phase") in _PHASE_STEPS:
        step = _PHASE_STEPS[str(tr["phase"])]
        c = tr.get("constraint")
        if isinstance(c, Mapping) and c.get("type") == "OnlyDuringYourTurn":
            return step, False
        if c is None:
            return step + "/each", True
    if selfref and mode == "DamageReceived" and not tr.get("valid_source"):
        return "dealt_damage", False  # enrage, "Whenever this creature is dealt damage" (CR 120.3)
    if selfref and mode == "BecomesTarget":
        # "Whenever ~ becomes the target of a spell or ability [an opponent controls]" (CR 115.1)
        vs = tr.get("valid_source")
        if not vs:
            return "becomes_target", False
        if '"controller": "Opponent"' in json.dumps(vs) and '"You"' not in json.dumps(vs):
            return "becomes_target:by_opponent", False
    if mode == "YouAttack" and not vc:
        return "you_attack", False  # "Whenever you attack" (CR 508.1: you declared one or more attackers)
    if mode == "SpellCast":
        vt = tr.get("valid_target")
        c = tr.get("constraint")
        # "your second spell each turn" (NthSpellThisTurn): the count is the trigger's own event (CR 603.2)
        # "their first noncreature spell each turn": phase counts the spells its filter names, which is the
        # trigger's own spell class (mtgtable's nth counts spells of the trigger's kind, rules/spells_cast.py)
        nth = f":nth{c['n']}" if isinstance(c, Mapping) and c.get("type") == "NthSpellThisTurn" \
            and set(c) <= {"type", "n", "filter"} and c.get("filter") in (None, vc) else ""
        if selfref:
            return f"phase:{mode}", False  # "When you cast this spell" (CR 603.2; mtgtable's cast_self)
        if vt is None or vt == {"type": "Player"}:
            # "Whenever a player casts a spell": any player's (mtgtable's whose "any")
            vc_cls = _phase_target(vc, _Chain()) if vc else ""
            spell = {"": "", "typed(card+noncreature)": ":noncreature"}.get(vc_cls, ":" + vc_cls)
            return "cast_spell/any" + spell + nth, False
        vt = vt or {}
        if isinstance(vt, Mapping) and vt.get("type") == "Typed" and vt.get("controller") == "Opponent" \
                and not vt.get("type_filters") and not vt.get("properties") and not vc:
            return "cast_spell/opponent" + nth, False  # "whenever an opponent casts a spell"
        opp = isinstance(vt, Mapping) and vt.get("type") == "Typed" and vt.get("controller") == "Opponent" \
            and not vt.get("type_filters") and not vt.get("properties")
        you = isinstance(vt, Mapping) and vt.get("type") == "Typed" and vt.get("controller") == "You" \
            and not vt.get("type_filters") and not vt.get("properties")
        if opp or you or (isinstance(vt, Mapping) and vt.get("type") == "Controller"):
            vc_cls = _phase_target(vc, _Chain()) if vc else ""
            if vc_cls == 'typed(any-type;props=?{"filter":{"type":"SelfRef"},"type":"Targets"})':
                vc_cls = "targets_self"  # heroic: "whenever you cast a spell that targets ~" (mtgtable's targets_self)
            spell = {"": "", "noncreature": ":noncreature", "typed(card+noncreature)": ":noncreature",
                     "instant_or_sorcery": ":instant_or_sorcery",
                     "creature": ":creature"}.get(vc_cls, ":" + vc_cls)
            return "cast_spell" + ("/opponent" if opp else "") + spell + nth, False
    return f"phase:{mode}", False


_SHARDS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C", "X": "X",
           "Snow": "S"}


def _phase_shard(sh: object) -> str:
    if not isinstance(sh, str):
        return _shape(sh)
    if sh in _SHARDS:
        return _SHARDS[sh]
    if sh.startswith("Phyrexian") and sh[len("Phyrexian"):] in _SHARDS:
        return _SHARDS[sh[len("Phyrexian"):]] + "P"
    for a in ("White", "Blue", "Black", "Red", "Green"):
        if sh.startswith(a) and sh[len(a):] in _SHARDS:
            return _SHARDS[a] + _SHARDS[sh[len(a):]]
    if sh.startswith("Two") and sh[3:] in _SHARDS:
        return "2" + _SHARDS[sh[3:]]
    return _shape(sh)


def _phase_cost(cost: object) -> tuple[str, ...]:
    """A phase ability cost as the same sorted parts as ``_mt_cost``."""
    if cost is None:
        return ()
    if not isinstance(cost, Mapping):
        return (_shape(cost),)
    t = cost.get("type")
    if t == "Composite":
        return tuple(sorted(p for c in cost.get("costs") or () for p in _phase_cost(c)))
    if t == "Tap":
        return ("tap",)
    if t == "Mana":
        mc = cost.get("cost") or {}
        return (_mana_parts(int(mc.get("generic") or 0), [_phase_shard(x) for x in mc.get("shards") or ()]),)
    if t == "Loyalty":
        n = int(cost.get("amount") or 0)
        return (f"loyalty:{n:+d}" if n else "loyalty:0",)
    if t == "PayLife":
        return ("life:" + _fixed(cost.get("amount")),)
    if t == "Sacrifice" and (cost.get("target") or {}).get("type") == "SelfRef":
        return ("sacrifice:self",)
    if t == "Discard" and cost.get("self_ref"):
        return ("discard:self",)
    if t == "Discard" and cost.get("filter") is None and not cost.get("random"):
        return (f"discard:card:{_fixed(cost.get('count'))}",)
    if t == "Exile" and cost.get("filter") == {"type": "SelfRef"} and cost.get("count") == 1:
        return ("exile:self",)
    if t == "Sacrifice" and (noun := _cost_noun(cost.get("target"), None)) is not None:
        return (f"sacrifice:{noun}:{_fixed(cost.get('count'))}",)
    req = cost.get("requirement") or {}
    if t == "TapCreatures" and req.get("requirement") == "count" \
            and (noun := _cost_noun(cost.get("filter"), "You")) is not None:
        return (f"tap_untapped:{noun}:{req.get('count')}",)
    if t == "RemoveCounter" and (cost.get("counter_type") or {}).get("type") == "OfType" \
            and cost.get("target") is None:
        return (f"remove_counter:{cost['counter_type'].get('data')}:{_fixed(cost.get('count'))}",)
    return (_shape(cost),)


def _cost_noun(f: object, controller: str | None) -> str | None:
    """A cost's "a creature" / "another Goblin" filter as ``creature`` / ``goblin+another`` (else None)."""
    if not isinstance(f, Mapping) or f.get("type") != "Typed" or f.get("controller") != controller:
        return None
    tf = f.get("type_filters") or []
    if len(tf) != 1:
        return None
    noun = tf[0].lower() if isinstance(tf[0], str) else \
        str(tf[0]["Subtype"]).lower() if isinstance(tf[0], Mapping) and set(tf[0]) == {"Subtype"} else None
    props = f.get("properties") or []
    if noun is None or props not in ([], [{"type": "Another"}]):
        return None
    return noun + ("+another" if props else "")


def phase_atoms(face: Mapping[str, Any], record: Mapping[str, Any]) -> list[Atom]:
    """The atoms of a phase ``CardFace`` (of ``record``, for its land types)."""
    out: list[Atom] = []
    subtypes = set(record.get("subtypes") or ())
    basic_land = "Land" in (record.get("types") or ()) and bool(subtypes & set(BASIC_LAND_TYPES))
    for ab in face.get("abilities") or ():
        if ab.get("is_mana_ability") and not ab.get("description") and basic_land:
            # The mana ability a basic land type gives (CR 305.6), from reminder text.
            continue
        kind = ab.get("kind")
        if kind == "Spell":
            ctx = "spell"
        elif ab.get("is_mana_ability"):
            ctx = "mana_ability"
        elif kind == "Activated":
            ctx = "activated"
        else:
            ctx = f"phase:{kind}"
        if face.get("modal") and kind == "Spell":
            # The face's modes are its spell abilities (a cycling ability beside them is not a mode).
            ctx += _mode_suffix(face["modal"])
        if kind == "Activated":
            out.append(atom(COST, ctx, parts=_phase_cost(ab.get("cost"))))
        mine: list[Atom] = []
        _walk(ab, ctx, False, _Chain(), mine)
        out.extend(merge_pumps(mine))
    for tr in face.get("triggers") or ():
        name, each = _phase_trigger(tr)
        vc = tr.get("valid_card") or {}
        # "the blocking creature" of a blocked-by trigger is the trigger's creature, not ~
        about_self = isinstance(vc, Mapping) and vc.get("type") == "SelfRef" and name != "blocked_by"
        # "Whenever ~ blocks or becomes blocked" is the two trigger events mtgtable has (CR 509.4).
        names = ["blocks", "becomes_blocked"] if name == "phase:BlocksOrBecomesBlocked" else [name]
        for nm in names:
            ctx = "trigger:" + nm
            nth = (tr.get("constraint") or {}).get("type") == "NthDrawThisTurn" if isinstance(
                tr.get("constraint"), Mapping) else False  # "draws their second card each turn": a condition
            if (tr.get("condition") is not None or nth) and nm not in ("attacks_alone", "no_counters"):
                ctx += "+if"
            mine = []
            chain = _Chain(each_trigger=each, about_self=about_self, parent="self" if about_self else "?no-parent")
            _walk(tr.get("execute"), ctx, bool(tr.get("optional")), chain, mine)
            out.extend(merge_pumps(mine))
    if "Prowess" in (face.get("keywords") or ()):
        # CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
        out.append(atom("pump", "trigger:cast_spell:noncreature", target="self", power="1", toughness="1",
                        keywords=(), until="end_of_turn"))
    for st in face.get("static_abilities") or ():
        aff = st.get("affected") or {}
        mode = st.get("mode")
        if isinstance(aff, Mapping) and aff.get("controller") == "You" and not st.get("condition") \
                and (mode == "MayPlayAdditionalLand" or isinstance(mode, Mapping) and "AdditionalLandDrop" in mode):
            # "You may play an additional land on each of your turns" (CR 305.2a; engine.player_rules)
            n = 1 if mode == "MayPlayAdditionalLand" else (mode["AdditionalLandDrop"] or {}).get("count")
            out.append(atom(RESTRICTION, "static", what=f"additional_land:{n}"))
            continue
        if mode == {"CantCastDuring": {"who": "Opponents", "when": "DuringYourTurn"}} and not st.get("condition"):
            out.append(atom(RESTRICTION, "static", what="opponents_cant_cast_on_your_turn"))  # CR 101.2
            continue
        got = _phase_grant(st)
        if got is not None:
            out.append(got)
        what = _phase_static(st) if got is None else None
        if what is None:
            what = _phase_restriction(st)
        if what == "phase:CantAttackOrBlock":
            out.append(atom(RESTRICTION, "static", what="cant_attack"))
            what = "cant_block"
        if what == "attached:cant_attack_or_block":
            out.append(atom(RESTRICTION, "static", what="attached:cant_attack"))
            what = "attached:cant_block"
        if what is not None:
            out.append(atom(RESTRICTION, "static", what=what))
    for kw in face.get("keywords") or ():
        if isinstance(kw, Mapping) and "Ward" in kw:
            # Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an
            # opponent controls, counter it unless that player pays [cost]": mtgtable runs it as that trigger
            out.append(atom(OTHER, "trigger:becomes_target:by_opponent", verb="counter_unless_pay"))
        crew = kw.get("Crew") if isinstance(kw, Mapping) else None
        if isinstance(crew, Mapping) and isinstance(crew.get("power"), int) and not crew.get("once_per_turn"):
            # Crew N is an activated ability (CR 702.122a); phase keeps it as a keyword
            out.append(atom(COST, "activated", parts=(f"crew:{crew['power']}",)))
            out.append(atom(OTHER, "activated", verb="continuous"))
        if isinstance(kw, Mapping) and isinstance(kw.get("Landwalk"), str):
            out.append(atom(RESTRICTION, "static", what=f"landwalk:{kw['Landwalk']}"))
        if isinstance(kw, Mapping) and isinstance(kw.get("Dredge"), int):
            out.append(atom(RESTRICTION, "static", what=f"dredge:{kw['Dredge']}"))  # dredge N (CR 702.52a)
    if "TotemArmor" in (face.get("keywords") or ()):
        out.append(atom(RESTRICTION, "static", what="umbra_armor"))  # umbra armor (CR 702.89a), once totem armor
    for rep in face.get("replacements") or ():
        ex = (rep.get("execute") or {}).get("effect") or {}
        if rep.get("event") == "Moved" and rep.get("destination_zone") == "Graveyard" and not rep.get("condition") \
                and (rep.get("valid_card") or {}).get("type") == "SelfRef" \
                and (rep.get("mode") or {}).get("type") == "Mandatory" and ex.get("type") == "ChangeZone" \
                and ex.get("destination") == "Exile" and (ex.get("target") or {}).get("type") == "SelfRef" \
                and not (rep.get("execute") or {}).get("sub_ability"):
            # "If ~ would be put into a graveyard from anywhere, exile it instead." (CR 614.1a)
            out.append(atom(RESTRICTION, "static", what="exile_instead_of_graveyard"))
        other = _phase_replacement_static(rep)
        if other is not None:
            out.append(atom(RESTRICTION, "static", what=other))
        tapped = _enters_tapped(rep)
        if tapped is not None:
            out.append(tapped)
        got = _enters_with_counters(rep)  # also "enters tapped with two charge counters on it"
        if got is not None and got.get("counter") == "lore" and "Saga" in subtypes:
            got = None  # a Saga enters with a lore counter by the rules (CR 714.3a), not by its text
        if got is not None:
            out.append(got)
    return sorted(out)


def _phase_grant(st: Mapping[str, Any]) -> Atom | None:
    """A static "gets +N/+N and has KEYWORDS" on the enchanted or equipped creature or on a group."""
    if st.get("mode") != "Continuous" or st.get("condition") is not None:
        return None
    p = t = abilities = 0
    kws: list[str] = []
    for mod in st.get("modifications") or ():
        mt = mod.get("type")
        if mt == "AddPower":
            p += int(mod.get("value") or 0)
        elif mt == "AddToughness":
            t += int(mod.get("value") or 0)
        elif mt == "AddKeyword":
            kw = mod.get("keyword")
            # protection from anything (CR 702.16a): mtgtable's granted protection ability, compared as the keyword
            if isinstance(kw, Mapping) and isinstance(kw.get("Landwalk"), str):
                kws.append(f"Landwalk:{kw['Landwalk']}")  # "and have islandwalk" (CR 702.14)
                continue
            if isinstance(kw, Mapping) and isinstance(kw.get("Ward"), Mapping):
                w = kw["Ward"]  # a granted ward (CR 702.21a) with its cost
                kws.append(f"Ward:life:{w.get('data')}" if w.get("type") == "PayLife" else "Ward:" + _shape(w))
                continue
            kws.append("Protection" if isinstance(kw, Mapping) and "Protection" in kw else _phase_keyword(kw))
        elif mt in ("GrantAbility", "GrantTrigger", "GrantStatic"):
            abilities += 1  # a quoted ability granted (CR 613.1f), counted as mtgtable counts its granted abilities
        else:
            return None
    if not (p or t or kws or abilities):
        return None
    aff = st.get("affected") or {}
    props = [x.get("type") for x in aff.get("properties") or () if isinstance(x, Mapping)]
    group = _phase_anthem_group(aff) if isinstance(aff, Mapping) else None
    if group is not None:
        who = group
    elif aff.get("type") == "Typed" and aff.get("type_filters") in (["Creature"], ["Land"]) \
            and props in (["EnchantedBy"], ["EquippedBy"]):  # "enchanted creature", "enchanted land"
        who = "attached"
    elif aff.get("type") == "Typed" and aff.get("type_filters") == ["Creature"] and aff.get("controller") == "You":
        who = {(): "each:creature_you_control", ("Another",): "each:other_creature_you_control"}.get(
            tuple(props), "each:" + _typed(aff))
    else:
        who = _phase_target(aff, _Chain())
    return atom(GRANT, "static", affected=who, power=p, toughness=t, keywords=tuple(sorted(kws)), abilities=abilities)


_RESTRICTIONS = {"CantUntap": "doesnt_untap",
                 "CantBlock": "cant_block", "CantAttack": "cant_attack", "CantBeBlocked": "unblockable",
                 "MustAttack": "attacks_each_combat", "MustBlock": "blocks_each_combat",
                 "CantBeCountered": "cant_be_countered"}


_PHASE_CHOICES = {"CreatureType": "creature_type", "CardName": "card_name", "Color": "color"}


def _phase_replacement_static(rep: Mapping[str, Any]) -> str | None:
    """A replacement phase writes for what mtgtable keeps as a static: "As ~ enters, choose a creature type",
    "You may have ~ enter as a copy of ..." (CR 614.1c, 707.9), "Prevent all combat damage that would be
    dealt to and dealt by ~" (CR 615.1)."""
    if rep.get("condition") is not None:
        return None
    if rep.get("event") == "DamageDone" and rep.get("combat_scope") == "CombatOnly" \
            and rep.get("shield_kind") == {"Prevention": {"amount": "All"}} and not rep.get("execute"):
        if (rep.get("valid_card") or {}).get("type") == "SelfRef" and not rep.get("damage_source_filter"):
            return "prevent_combat_damage:to"
        if rep.get("valid_card") is None and (rep.get("damage_source_filter") or {}).get("type") == "SelfRef":
            return "prevent_combat_damage:by"
        return None
    if rep.get("event") != "Moved" or rep.get("destination_zone") != "Battlefield" \
            or (rep.get("valid_card") or {}).get("type") != "SelfRef":
        return None
    ex = rep.get("execute") or {}
    eff = ex.get("effect") or {}
    if ex.get("sub_ability"):
        return None
    if eff.get("type") == "Choose" and isinstance(eff.get("choice_type"), str) \
            and eff["choice_type"] in _PHASE_CHOICES:
        return f"as_enters_choose:{_PHASE_CHOICES[str(eff['choice_type'])]}"
    color = eff.get("choice_type", {}).get("Color") if isinstance(eff.get("choice_type"), Mapping) else None
    if eff.get("type") == "Choose" and isinstance(color, Mapping) and len(color.get("excluded") or ()) == 1 \
            and color["excluded"][0] in _COLOR_LETTER:
        # "choose a color other than red" (the Thriving lands)
        return f"as_enters_choose:color:not:{_COLOR_LETTER[color['excluded'][0]]}"
    if eff.get("type") == "BecomeCopy":
        tgt = eff.get("target") or {}
        if tgt.get("type") == "Typed" and not tgt.get("controller") and not tgt.get("properties") \
                and len(tgt.get("type_filters") or ()) == 1 and isinstance(tgt["type_filters"][0], str):
            return "enter_as_copy:" + _shape({"types_any": [tgt["type_filters"][0]]})
    return None


_PHASE_LAND_SCOPES = {((), None): "all", ((), "You"): "yours", (("NotSupertype:Basic",), None): "nonbasic"}


def _phase_static(st: Mapping[str, Any]) -> str | None:
    """A static of phase's that mtgtable writes as a named static of its own (no hand size, lands from the
    graveyard, flash, land types, cost reductions per count, block restrictions), or None."""
    mode = st.get("mode")
    aff = st.get("affected") or {}
    if st.get("condition") is not None or not isinstance(aff, Mapping):
        return None
    typed = aff.get("type") == "Typed"
    if mode == "NoMaximumHandSize" and typed and aff.get("controller") == "You" and not aff.get("type_filters"):
        return "no_max_hand_size"  # CR 402.2
    if isinstance(mode, Mapping) and isinstance(mode.get("GraveyardCastPermission"), Mapping) \
            and mode["GraveyardCastPermission"].get("play_mode") == "Play" \
            and typed and aff.get("type_filters") == ["Land"] and not aff.get("properties"):
        return "play_lands_from_graveyard"  # CR 305.1 (Crucible of Worlds)
    if isinstance(mode, Mapping) and mode.get("CastWithKeyword") == {"keyword": "Flash"} and typed \
            and aff.get("controller") == "You" and not aff.get("properties"):
        tf = aff.get("type_filters") or []
        # "You may cast spells / sorcery spells as though they had flash" (CR 702.8a): which of your spells
        what = "any" if tf == ["Card"] else str(tf[0]).lower() if len(tf) == 1 and isinstance(tf[0], str) else _typed(aff)
        return "cast_as_though_flash:" + what
    if mode == "Continuous" and typed and aff.get("type_filters") == ["Land"]:
        props = tuple(f"{x.get('type')}:{x.get('value')}" for x in aff.get("properties") or () if isinstance(x, Mapping))
        lands = _PHASE_LAND_SCOPES.get((props, aff.get("controller")))
        mods = st.get("modifications") or []
        if lands is None or not mods:
            return None
        kinds = {m.get("type") for m in mods}
        if kinds == {"AddAllBasicLandTypes"}:
            return f"land_types:{lands}:add:" + "|".join(sorted(BASIC_LAND_TYPES))  # CR 305.7
        if kinds == {"AddSubtype"}:
            return f"land_types:{lands}:add:" + "|".join(sorted(str(m.get("subtype")) for m in mods))
        if kinds == {"SetBasicLandType"} and len(mods) == 1:
            return f"land_types:{lands}:set:{mods[0].get('land_type')}"
        return None
    if not isinstance(mode, Mapping) or aff.get("type") != "SelfRef":
        return None
    body = mode.get("ModifyCost")
    if isinstance(body, Mapping) and body.get("mode") == "Reduce" and body.get("dynamic_count") is not None \
            and not body.get("spell_filter"):
        amount = body.get("amount") or {}
        if amount.get("type") == "Cost" and not amount.get("shards"):
            return f"cost_less_per:{amount.get('generic')}"  # "costs {1} less ... for each ..." (CR 601.2f)
    body = mode.get("BlockRestriction")
    if isinstance(body, Mapping):
        f = body.get("filter") or {}
        inner = f.get("filter") or {} if f.get("type") == "Not" else {}
        props = inner.get("properties") or []
        if inner.get("type_filters") == ["Creature"] and len(props) == 1 and props[0].get("type") == "PtComparison" \
                and props[0].get("stat") == "Power" and props[0].get("comparator") == "GE":
            return f"cant_block_power_ge:{_fixed(props[0].get('value'))}"  # CR 509.1b
    body = mode.get("CantBeBlockedExceptBy")
    if isinstance(body, Mapping):
        q = (body.get("kind") or {}).get("Quality") if isinstance(body.get("kind"), Mapping) else None
        filters = (q.get("filters") if q.get("type") == "Or" else [q]) if isinstance(q, Mapping) else None
        kws = []
        for f in filters or ():
            if not isinstance(f, Mapping):
                return None
            props = f.get("properties") or []
            if not (f.get("type_filters") == ["Creature"] and len(props) == 1 and isinstance(props[0], Mapping)
                    and props[0].get("type") == "WithKeyword"):
                return None
            kws.append(str(props[0].get("value")))
        if kws:
            return "blockable_only_by:" + "|".join(sorted(kws))  # CR 509.1b
    return None


def _attached(aff: object) -> bool:
    """phase's "enchanted creature" / "equipped creature" / "enchanted land"."""
    if not isinstance(aff, Mapping) or aff.get("type") != "Typed" or aff.get("controller") is not None:
        return False
    props = [x.get("type") for x in aff.get("properties") or () if isinstance(x, Mapping)]
    return props in (["EnchantedBy"], ["EquippedBy"])


def _phase_restriction(st: Mapping[str, Any]) -> str | None:
    """A static about this object itself as mtgtable's static name (``cant_block``, ``can_block_additional:1``)."""
    mode = st.get("mode")
    aff = st.get("affected") or {}
    cond = st.get("condition") or {}
    if mode == "CantAttack" and isinstance(aff, Mapping) and aff.get("type") == "SelfRef" \
            and cond.get("type") == "Not" and (cond.get("condition") or {}).get("type") == "DefendingPlayerControls":
        # "~ can't attack unless defending player controls an Island" (Sea Monster)
        f = (cond.get("condition") or {}).get("filter") or {}
        subs = [t.get("Subtype") for t in f.get("type_filters") or () if isinstance(t, Mapping)]
        if f.get("type") == "Typed" and len(subs) == 1 and not f.get("properties") and not f.get("controller"):
            return f"attacks_only_if_defender_controls:{subs[0]}"
    if st.get("condition") is None and mode in ("CantAttack", "CantBlock", "CantBeBlocked", "CantAttackOrBlock") \
            and _attached(aff):
        # "Enchanted creature can't attack or block." / "Equipped creature can't be blocked" (CR 508.1c, 509.1b)
        if mode == "CantAttack" and st.get("attack_defended") == "PlayerOrPlaneswalker":
            return "attached:cant_attack_you"  # "can't attack you or planeswalkers you control"
        if mode == "CantAttackOrBlock":
            return "attached:cant_attack_or_block"
        return "attached:" + _RESTRICTIONS[str(mode)]
    if st.get("condition") is None and isinstance(mode, Mapping) and isinstance(mode.get("CantBeActivated"), Mapping) \
            and _attached(aff) and _attached(mode["CantBeActivated"].get("source_filter")) \
            and mode["CantBeActivated"].get("who") == "AllPlayers" and mode["CantBeActivated"].get("kind") is None:
        return "attached:cant_activate"  # "its activated abilities can't be activated" (CR 602.5)
    if st.get("condition") is not None or not (isinstance(aff, Mapping) and aff.get("type") == "SelfRef"):
        return None
    if isinstance(mode, str):
        return _RESTRICTIONS.get(mode, f"phase:{mode}") if mode != "Continuous" else None
    if not isinstance(mode, Mapping) or len(mode) != 1:
        return _shape(mode)
    (name, body), = mode.items()
    body = body if isinstance(body, Mapping) else {}
    if name == "ExtraBlockers":
        n = body.get("count")
        return "can_block_any_number" if n is None else f"can_block_additional:{n}"
    if name == "CombatAlone" and body.get("requirement") == "NeedsCompanion":
        return {"Attack": "cant_attack_alone", "Block": "cant_block_alone"}.get(str(body.get("action")), _shape(mode))
    if name == "BlockRestriction" and _phase_target(body.get("filter"), _Chain()) == "creature_with_flying":
        return "can_block_only_flyers"
    if name == "MustBeBlocked" and body.get("by") is None:
        return "must_be_blocked"
    if name == "CantBeBlockedBy":
        f = body.get("filter") or {}
        props = f.get("properties") or []
        if f.get("type_filters") == ["Creature"] and len(props) == 1 and props[0].get("type") == "PtComparison" \
                and props[0].get("stat") == "Power" and props[0].get("comparator") == "LE":
            return f"cant_be_blocked_by_power_le:{_fixed(props[0].get('value'))}"
    return f"phase:{name}"


def _enters_with_counters(rep: Mapping[str, Any]) -> Atom | None:
    """``~ enters with N +1/+1 counters on it`` (CR 614.1c) as a ``counters`` atom."""
    cond = rep.get("condition")
    kicked = isinstance(cond, Mapping) and cond.get("type") == "CastViaKicker"  # "if ~ was kicked" (CR 702.33d)
    if rep.get("event") != "Moved" or rep.get("destination_zone") != "Battlefield" or (cond and not kicked):
        return None
    vc = rep.get("valid_card") or {}
    mode = rep.get("mode") or {}
    eff = (rep.get("execute") or {}).get("effect") or {}
    if not (isinstance(vc, Mapping) and vc.get("type") == "SelfRef") or mode.get("type") != "Mandatory":
        return None
    if eff.get("type") == "SetTapState" and (eff.get("state") or {}).get("type") == "Tap":
        # "~ enters tapped with two charge counters on it": the counters are the tap's sub-ability
        eff = ((rep.get("execute") or {}).get("sub_ability") or {}).get("effect") or {}
    if eff.get("type") != "PutCounter" or (eff.get("target") or {}).get("type") != "SelfRef":
        return None
    ct = str(eff.get("counter_type"))
    return atom("counters", "replacement+if" if kicked else "replacement", counter=_COUNTERS.get(ct, ct),
                amount=_fixed(eff.get("count")), target="self")


def _enters_tapped(rep: Mapping[str, Any]) -> Atom | None:
    """``~ enters tapped [unless ...]`` and "As ~ enters, you may pay 2 life. If you don't, it enters
    tapped" (CR 614.1c, 614.12) as an ``enters_tapped`` atom."""
    if rep.get("event") != "Moved" or rep.get("destination_zone") != "Battlefield":
        return None
    vc = rep.get("valid_card") or {}
    if not (isinstance(vc, Mapping) and vc.get("type") == "SelfRef"):
        return None
    mode = rep.get("mode") or {}
    body = rep.get("execute") if mode.get("type") == "Mandatory" else mode.get("decline")
    eff = (body or {}).get("effect") or {}
    if mode.get("type") == "MayCost" and eff.get("type") == "Choose" and body:
        # "As ~ enters, choose a basic land type. Then you may pay 2 life. If you don't, it enters tapped."
        eff = (body.get("sub_ability") or {}).get("effect") or {}
    if eff.get("type") == "RevealFromHand" and mode.get("type") == "Mandatory":
        # "As ~ enters, you may reveal an Elemental card from your hand. If you don't, ~ enters tapped."
        decline = ((eff.get("on_decline") or {}).get("effect") or {})
        filt = eff.get("filter") or {}
        parts = filt.get("filters") if filt.get("type") == "Or" else [filt]  # "an Island or Swamp card"
        subs = [t.get("Subtype") for f in parts or () if isinstance(f, Mapping) and not f.get("properties")
                for t in f.get("type_filters") or () if isinstance(t, Mapping)]
        filt = {} if filt.get("type") == "Or" else filt
        if decline.get("type") == "SetTapState" and (decline.get("state") or {}).get("type") == "Tap" \
                and subs and all(isinstance(x, str) for x in subs) and not filt.get("properties"):
            return atom("enters_tapped", "replacement", unless="reveal:" + "|".join(sorted(subs)))
        return atom("enters_tapped", "replacement", unless=_shape(eff))
    if eff.get("type") != "SetTapState" or (eff.get("state") or {}).get("type") != "Tap":
        return None
    unless = "-"
    if mode.get("type") == "MayCost":
        cost = mode.get("cost") or {}
        if cost.get("type") == "PayLife":
            unless = "pay_life:" + _fixed(cost.get("amount"))
        else:
            unless = _shape(cost)
    cond = rep.get("condition")
    if cond is not None:
        ct = cond.get("type")
        if ct == "UnlessControlsSubtype":
            unless = "control:" + "|".join(sorted(cond.get("subtypes") or ()))
        elif ct == "UnlessControlsOtherLeq":
            unless = f"other_lands<={cond.get('count')}"
        elif ct == "UnlessControlsOtherGeq":
            unless = f"other_lands>={cond.get('count')}"
        elif ct == "UnlessMultipleOpponents":
            unless = "opponents>=2"
        elif ct == "UnlessControlsMatching" and (cond.get("filter") or {}).get("type_filters") == ["Land"] \
                and (cond.get("filter") or {}).get("controller") == "You" \
                and (cond.get("filter") or {}).get("properties") == [{"type": "HasSupertype", "value": "Basic"}]:
            unless = "basic_lands>=1"  # "unless you control a basic land"
        elif ct == "UnlessControlsCountMatching":
            filt = cond.get("filter") or {}
            props = [p.get("type") if p.get("type") != "HasSupertype" else p.get("value")
                     for p in filt.get("properties") or ()]
            if filt.get("type_filters") == ["Land"] and filt.get("controller") == "You" and props == ["Another"]:
                unless = f"other_lands>={cond.get('minimum')}"
            elif filt.get("type_filters") == ["Land"] and filt.get("controller") == "You" and props == ["Basic"]:
                unless = f"basic_lands>={cond.get('minimum')}"
            else:
                unless = _shape(cond)
        elif ct == "UnlessQuantity" and cond.get("active_player_req") == "You" and cond.get("comparator") == "LE" \
                and ((cond.get("lhs") or {}).get("qty") or {}).get("type") == "TurnsTaken":
            unless = f"own_turn<={_fixed(cond.get('rhs'))}"  # "unless it's your first, second, or third turn"
        else:
            unless = _shape(cond)
    return atom("enters_tapped", "replacement", unless=unless)
