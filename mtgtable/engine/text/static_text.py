"""Readable text for the static abilities and effects of ``static_pt``, ``untap_step`` and
``upkeep_effects``: templates with fields, as every ability's (``ability_text``).

A count is its own sentence, "X is the number of Creature permanents you
control.", so that each template is whole and the fields hold only numbers,
mana and card types (the card data's own words).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from .library_action_text import COUNTED_LIBRARY_EFFECTS, counted_library_sentences
from .sentences import Sentence, T


#: The counts whose sentence has no field (``counts.count``, ``effect_core.counted``).
_FIXED_COUNTS = {
    "life": T("X is your life total."),
    "target_power": T("X is its power."),
    "target_toughness": T("X is its toughness."),
    "target_mana_value": T("X is its mana value."),
    "self_power": T("X is this creature's power."),  # Esper Sentinel (CR 608.2h)
    "sacrificed": T("X is the number of creatures sacrificed this way."),
    "sacrificed_toughness": T("X is the sacrificed creature's toughness."),
    "destroyed": T("X is the number of permanents destroyed this way."),
    "x": T("X is the value announced for X as it was cast."),
    "life_lost": T("X is the life lost this way."),
    "energy_paid": T("X is the energy paid this way."),
    "trigger_amount": T("X is the damage it dealt."),
    "basic_land_types": T("X is the number of basic land types among lands you control."),
}


def count_sentence(c: Mapping[str, Any]) -> Sentence:
    """What X counts (``counts.count``), as one sentence."""
    kinds = " ".join([*c.get("supertypes_any", ()),
                      " and/or ".join([*c.get("types_any", ()), *c.get("subtypes_any", ())])]).strip()
    whose, kind, zone = c.get("whose", "you"), c.get("count"), c.get("zone")
    args: dict[str, Any] = {"kinds": kinds, "n": int(c.get("plus", 0))}
    if str(kind) in _FIXED_COUNTS:
        template = _FIXED_COUNTS[str(kind)]
    elif kind == "permanents" and c.get("with_counter"):  # Inspiring Call (CR 122.1)
        template = T("X is the number of creatures you control with a +1/+1 counter on them.")
    elif kind == "devotion":
        from ..rules.mana import COLOR_NAMES
        template, args["color"] = T("X is your devotion to {color}."), " and ".join(
            COLOR_NAMES.get(c, c) for c in c.get("colors", ()))
    elif kind == "self_counters":
        template, args["kind"] = T("X is the number of {kind} counters on this."), str(c.get("counter", ""))
    elif c.get("named_self"):
        template = (T("X is the number of cards with this card's name in your graveyard.") if whose == "you"
                    else T("X is the number of cards with this card's name in all graveyards."))
    elif kind == "card_types":
        template = (T("X is the number of card types among cards in your graveyard.") if whose == "you"
                    else T("X is the number of card types among cards in all graveyards."))
    elif kind == "cards" and zone == "hand":
        template = T("X is the number of {kinds} cards in your hand.") if kinds else T("X is the number of cards in your hand.")
    elif kind == "cards":
        if whose == "you":
            template = (T("X is the number of {kinds} cards in your graveyard.") if kinds
                        else T("X is the number of cards in your graveyard."))
        else:
            template = (T("X is the number of {kinds} cards in all graveyards.") if kinds
                        else T("X is the number of cards in all graveyards."))
    elif c.get("attacking"):  # "the number of attacking creatures" (counts, CR 508.1)
        template = T("X is the number of attacking creatures.")
    elif c.get("of_chosen_type") and whose == "you":  # Distant Melody (type_choice_effects, CR 205.3m)
        template = T("X is the number of permanents of the chosen creature type you control.")
    elif whose == "all":
        template = T("X is the number of {kinds} permanents on the battlefield.")
    elif whose == "opponents":
        template = T("X is the number of {kinds} permanents your opponents control.")
    elif c.get("other"):
        template = T("X is the number of other {kinds} permanents you control.")
    else:
        template = T("X is the number of {kinds} permanents you control.")
    return template, args


def _graveyard_types(cond: Mapping[str, Any]) -> list[str]:
    """The card types of ``{"all": [a card of TYPE in your graveyard, ...]}``, or [] for another condition."""
    parts = cond.get("all")
    if not isinstance(parts, (list, tuple)) or not parts:
        return []
    out: list[str] = []
    for c in parts:
        of = c.get("of") if isinstance(c, Mapping) else None
        if not (isinstance(of, Mapping) and c.get("at_least") == 1 and of.get("count") == "cards"
                and of.get("zone") == "graveyard" and of.get("whose", "you") == "you"
                and len(of.get("types_any", ())) == 1 and set(of) <= {"count", "zone", "whose", "types_any"}):
            return []
        out.append(str(of["types_any"][0]))
    return out


def condition_sentence(cond: Mapping[str, Any]) -> Sentence:
    """An "as long as" condition (``counts.condition``), as one sentence."""
    if "control_subtype" in cond:
        return T("(Only as long as you control a {types}.)"), {"types": " or a ".join(cond["control_subtype"])}
    if "control_type" in cond:
        return T("(Only as long as you control a {types}.)"), {"types": " or a ".join(cond["control_type"])}
    if "artifacts_at_least" in cond:
        return T("(Only as long as you control {n} or more artifacts.)"), {"n": cond["artifacts_at_least"]}
    if "lands_at_least" in cond:
        return T("(Only as long as you control {n} or more lands.)"), {"n": cond["lands_at_least"]}
    if cond.get("self_untapped"):
        return T("(Only as long as this is untapped.)"), {}
    if cond.get("self_tapped"):
        return T("(Only as long as this is tapped.)"), {}
    if cond.get("self_attacking"):
        return T("(Only as long as this is attacking.)"), {}
    if cond.get("lands_entered_this_turn"):
        return T("(Only if a land entered the battlefield under your control this turn.)"), {}
    if cond.get("self_enchanted"):
        return T("(Only as long as this is enchanted.)"), {}
    if cond.get("permanent_left_this_turn"):  # revolt (counts.condition)
        return T("(Only if a permanent left the battlefield under your control this turn.)"), {}
    if cond.get("less_life_than_opponent"):  # counts.condition (Timely Reinforcements)
        return T("(Only if you have less life than an opponent.)"), {}
    if cond.get("fewer_creatures_than_opponent"):
        return T("(Only if you control fewer creatures than an opponent.)"), {}
    if cond.get("life_at_least_starting"):  # counts.condition (CR 103.3)
        return T("(Only as long as your life total is greater than or equal to your starting life total.)"), {}
    if cond.get("self_monstrous"):  # CR 701.37b (keyword_counters.py)
        return T("(Only as long as this is monstrous.)"), {}
    if cond.get("your_turn") is True:
        return T("(Only during your turn.)"), {}
    graveyard_types = _graveyard_types(cond)
    if graveyard_types:  # "if there is an instant card and a sorcery card in your graveyard"
        return T("(Only if there is a card of each of these types in your graveyard: {types}.)"), {
            "types": ", ".join(graveyard_types)}
    if "all" in cond:
        return T("(Only as long as all of its conditions hold.)"), {}
    of = cond.get("of")
    if isinstance(of, Mapping) and "at_least" in cond:
        return T("(Only as long as X is {n} or more.)"), {"n": cond["at_least"]}
    if isinstance(of, Mapping) and "at_most" in cond:
        return T("(Only as long as X is {n} or less.)"), {"n": cond["at_most"]}
    return T("(Only as long as a condition the engine doesn't know holds: never.)"), {}


def grant_sentences(g: Mapping[str, Any], whom: str) -> list[Sentence]:
    """A grant with an amount or a condition (``static_pt.live_grant``), and "doesn't untap"; ``whom`` is
    ``self`` (``self_grant``) or ``attached`` (an Aura's or Equipment's)."""
    out: list[Sentence] = []
    args = {"p": int(g.get("power", 0)), "t": int(g.get("toughness", 0)), "keywords": ", ".join(g.get("keywords", ()))}
    each = g.get("for_each")
    if whom == "self":
        if each is not None:
            out.append((T("This gets {p:+d}/{t:+d} for each thing counted (X times)."), args))
        elif args["p"] or args["t"]:
            out.append((T("This gets {p:+d}/{t:+d}."), args))
        if args["keywords"]:
            out.append((T("This has {keywords}."), args))
    elif each is not None:
        out.append((T("It gets {p:+d}/{t:+d} for each thing counted (X times)."), args))
    if isinstance(each, Mapping):
        out.append(count_sentence(each))
    cond = g.get("if")
    if isinstance(cond, Mapping):
        of = cond.get("of")
        if isinstance(of, Mapping):
            out.append(count_sentence(of))
        out.append(condition_sentence(cond))
    if g.get("doesnt_untap"):
        out.append((T("It doesn't untap during its controller's untap step."), {}))
    return out


def static_sentences(ab: Ability) -> list[Sentence] | None:
    """This module's static abilities as sentences; None for another static."""
    st = ab.static
    if st == "doesnt_untap":
        return [(T("This doesn't untap during your untap step."), {})]
    if st == "prevent_combat_damage":  # combat_prevention.py (CR 615.1)
        if ab.params.get("by"):
            return [(T("Prevent all combat damage that would be dealt to and dealt by this creature."), {})]
        return [(T("Prevent all combat damage that would be dealt to this creature."), {})]
    if st == "attacks_only_if_defender_controls":
        return [(T("This can't attack unless defending player controls a {land}."), {"land": ab.params.get("land", "")})]
    if st == "attacks_only_if_cast":  # combat.attack_problem (CR 508.1c, 601.2i)
        return [(T("This can't attack unless you've cast a creature spell this turn."), {})]
    if st == "may_not_untap":
        return [(T("You may choose not to untap this during your untap step."), {})]
    if st == "exile_instead_of_graveyard":
        return [(T("If this would be put into a graveyard from anywhere, exile it instead."), {})]
    if st == "self_grant":
        return grant_sentences(ab.params.get("grants", {}), "self")
    if st == "cda_pt":
        p, t = ab.params.get("power"), ab.params.get("toughness")
        if isinstance(p, Mapping) and isinstance(t, Mapping) and dict(t, plus=0) == dict(p, plus=0):
            plus = int(t.get("plus", 0)) - int(p.get("plus", 0))
            head = (T("This has power and toughness each equal to X.") if not plus
                    else T("This has power equal to X and toughness equal to X plus {n}."))
            return [(head, {"n": plus}), count_sentence(p)]
        out: list[Sentence] = []
        if isinstance(p, Mapping):
            out += [(T("This has power equal to X."), {}), count_sentence(p)]
        if isinstance(t, Mapping):
            out += [(T("This has toughness equal to X."), {}), count_sentence(t)]
        return out
    return None


def effect_sentences(e: Mapping[str, Any], inner: list[Sentence]) -> list[Sentence] | None:
    """``may_pay`` (with its nested effects' sentences ``inner``); None for another."""
    if e["do"] == "may_pay":
        return [(T("You may pay {cost}. If you do:"), {"cost": e.get("mana", "")})] + inner
    if e["do"] == "may_discard":
        return [(T("You may discard a card. If you do:"), {})] + inner
    return None


def counted_sentences(ab: Ability, e: Mapping[str, Any], who: Any) -> list[Sentence]:
    """An effect whose amount is counted as it resolves (``effects.counted``): the effect with X, then
    what X is.  ``who`` renders a subject (``ability_text._who``)."""
    do = e["do"]
    counted = next(e[k] for k in ("amount", "power", "toughness") if isinstance(e.get(k), Mapping))
    if counted.get("count") == "half_x" and do == "draw" and e.get("who", "you") == "you":
        return [(T("Draw half X cards, rounded down."), {})]  # CR 107.1a
    if do == "damage":
        out: list[Sentence] = [(T("This deals X damage to {target}."), {"target": who(ab, e.get("target", 0))})]
    elif do == "draw" and e.get("who", "you") == "you":
        out = [(T("Draw X cards."), {})]
    elif do == "draw":
        out = [(T("{player} draws X cards."), {"player": who(ab, e.get("who", "you"))})]
    elif do in ("gain_life", "lose_life"):
        default = "you" if do == "gain_life" else "each_opponent"
        if e.get("who", default) == "you":
            out = [(T("You gain X life.") if do == "gain_life" else T("You lose X life."), {})]
        else:
            out = [(T("{player} gains X life.") if do == "gain_life" else T("{player} loses X life."),
                    {"player": who(ab, e.get("who", default))})]
    elif do == "pump":
        def part(v: Any) -> str:
            if isinstance(v, Mapping):
                times = int(v.get("times", 1))
                return ("-" if times < 0 else "+") + ("X" if abs(times) == 1 else f"{abs(times)}X")
            return f"{int(v):+d}"
        out = [(T("{target} gets {p}/{t} until end of turn."), {"target": who(ab, e.get("target", 0)),
                                                               "p": part(e.get("power", 0)),
                                                               "t": part(e.get("toughness", 0))})]
        counted = dict(counted, times=1)
    elif do == "add_mana":  # "add {R} for each card named ~ in each graveyard" (Rite of Flame, CR 608.2h)
        out = [(T("Add {mana} X times."), {"mana": "".join("{%s}" % ch for ch in str(e.get("mana", "")))})]
    elif do == "add_mana_choice":  # "Add {B} or {G} for each permanent destroyed this way" (Culling Ritual)
        out = [(T("Add {colors}, X times (each chosen)."),
                {"colors": " or ".join("{%s}" % c for c in str(e.get("colors", "WUBRG")))})]
    elif do in COUNTED_LIBRARY_EFFECTS:  # "look at the top X cards of your library" (library_actions.py)
        out = counted_library_sentences(e)
    else:
        out = [(T("({effect}, X of it)"), {"effect": do})]
    if do != "pump" and int(counted.get("times", 1)) != 1:
        out.append((T("(X times {n}.)"), {"n": int(counted["times"])}))
        counted = dict(counted, times=1)
    if counted.get("count") == "trigger_amount" and ab.trigger == "dealt_damage":
        return out + [(T("X is the damage dealt to it."), {})]  # Jackal Pup (damage_triggers.py)
    return out + [count_sentence(counted)]
