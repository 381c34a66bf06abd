"""Readable text for the casting-cost statics (``engine.casting_costs``): each a
template with fields, as for every ability (``engine.ability_text``)."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


_COLORS = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green")}
_TYPES = {"Creature": T("creature"), "Artifact": T("artifact"), "Land": T("land"), "Enchantment": T("enchantment"),
          "Instant": T("instant"), "Sorcery": T("sorcery")}


def _noun(filt: Mapping[str, Any]) -> str:
    """What a cost part names: "blue card", "Island", "nontoken red creature" (fields, translated as words)."""
    words = []
    if filt.get("nontoken"):
        words.append(T("nontoken"))
    words += [_COLORS.get(c, c) for c in filt.get("colors_any", ())]
    if filt.get("subtypes_any"):
        words.append(" or ".join(filt["subtypes_any"]))
    elif filt.get("types_any"):
        words.append(" or ".join(_TYPES.get(t, t) for t in filt["types_any"]))
    else:
        words.append(T("card"))
    return " ".join(words)


def part_sentence(part: Mapping[str, Any]) -> Sentence:
    n = int(part.get("count", 1))
    if part.get("life") == "X":
        return T("Pay X life."), {}  # the X announced as it is cast (CR 107.3)
    if "life" in part:
        return T("Pay {n} life."), {"n": int(part["life"])}
    if "minus_counters" in part:  # blight N (additional_choices.py, CR 122.1)
        return T("Put {n} -1/-1 counter(s) on a creature you control."), {"n": int(part.get("n", 1))}
    for kind, template in (("exile_from_hand", T("Exile {count} {what} from your hand.")),
                           ("exile_from_graveyard", T("Exile {count} {what} from your graveyard.")),
                           ("discard", T("Discard {count} {what}.")),
                           ("return_to_hand", T("Return {count} {what} you control to its owner's hand.")),
                           ("sacrifice", T("Sacrifice {count} {what}.")),
                           ("tap_untapped", T("Tap {count} untapped {what} you control."))):
        if kind in part:
            return template, {"count": n, "what": _noun(part[kind])}
    return T("({part})"), {"part": ",".join(part)}


def _parts(ab: Ability) -> list[Sentence]:
    return [part_sentence(p) for p in ab.params.get("costs", ()) if isinstance(p, Mapping)]


def casting_sentences(ab: Ability) -> list[Sentence] | None:
    """The sentences of one casting-cost static, or None for another static."""
    st = ab.static
    p = ab.params
    if st == "delve":
        return [(T("Delve (each generic mana may be paid by exiling a card from your graveyard)."), {})]
    if st == "affinity":
        return [(T("Affinity for artifacts (this costs {cost} less for each artifact you control)."), {"cost": "{1}"})]
    if st == "kicker":
        return [(T("Kicker {cost}."), {"cost": str(p.get("mana", ""))})]
    if st == "spell_cost":
        filt = p.get("spells") or {}
        amount = int(p.get("amount", 0))
        if filt.get("noncreature"):
            what = T("Noncreature")
        elif filt.get("colors_any"):
            what = " and ".join(_COLORS.get(c, c) for c in filt["colors_any"])
        elif filt.get("subtypes_any"):
            what = " and ".join(filt["subtypes_any"])
        else:
            what = " and ".join(_TYPES.get(t, t) for t in filt.get("types_any", ()))
        args = {"what": what, "n": abs(amount)}
        if p.get("whose", "you") == "you":
            return [(T("{what} spells you cast cost {{{n}}} less to cast.") if amount < 0 else
                     T("{what} spells you cast cost {{{n}}} more to cast."), args)]
        return [(T("{what} spells cost {{{n}}} less to cast.") if amount < 0 else
                 T("{what} spells cost {{{n}}} more to cast."), args)]
    if st == "additional_cost":
        sets = [s for s in p.get("choices", ()) if isinstance(s, (list, tuple))]
        if sets:  # "discard a card or pay 3 life" (additional_choices.py, CR 601.2b)
            listed: list[Sentence] = [(T("As an additional cost to cast this spell, pay one of these:"), {})]
            for one in sets:
                listed.append((T("•"), {}))
                listed += [part_sentence(x) for x in one if isinstance(x, Mapping)]
            return listed
        if p.get("optional"):
            return [(T("As an additional cost to cast this spell, you may pay:"), {})] + _parts(ab)
        return [(T("As an additional cost to cast this spell:"), {})] + _parts(ab)
    if st != "alternative_cost":
        return None
    method = p.get("method", "alternative")
    cost = {"cost": str(p.get("mana", ""))}
    if p.get("condition") == "you_control_a_commander":
        return [(T("If you control a commander, you may cast this spell without paying its mana cost "
                   "(there is no commander in this game)."), {})]
    if method == "alternative":
        cond = p.get("condition")
        if cond == "not_your_turn":
            head: Sentence = (T("If it's not your turn, you may pay this rather than this spell's mana cost:"), {})
        elif cond == "your_turn":
            head = (T("If it's your turn, you may pay this rather than this spell's mana cost:"), {})
        elif isinstance(cond, Mapping) and "opponent_spells_at_least" in cond:  # player_rules.py (CR 118.9)
            return [(T("If an opponent cast {n} or more spells this turn, you may pay {{0}} rather than pay this "
                       "spell's mana cost."), {"n": int(cond["opponent_spells_at_least"])})]
        elif isinstance(cond, Mapping):
            head = (T("If you control a {type}, you may pay this rather than this spell's mana cost:"),
                    {"type": str(cond.get("control_subtype", ""))})
        else:
            head = (T("You may pay this rather than this spell's mana cost:"), {})
        return [head] + _parts(ab)
    if method == "retrace":  # CR 702.81a (special_text.py)
        from .special_text import retrace_sentences
        return retrace_sentences(ab)
    heads = {"evoke": T("Evoke {cost} (it is sacrificed when it enters)."),
             "dash": T("Dash {cost} (it gains haste and returns to your hand at the next end step)."),
             "flashback": T("Flashback {cost} (cast it from your graveyard, then exile it)."),
             "spectacle": T("Spectacle {cost} (you may cast it for this if an opponent lost life this turn).")}
    without_mana = {"evoke": T("Evoke (it is sacrificed when it enters), paying instead of its mana cost:"),
                    "flashback": T("Flashback (cast it from your graveyard, then exile it), paying:")}
    template = heads.get(str(method), T("({static})")) if cost["cost"] else \
        without_mana.get(str(method), T("({static})"))
    out: list[Sentence] = [(template, {**cost, "static": st})]
    return out + _parts(ab)


def modal_sentences(ab: Ability, describe: Callable[[Ability], list[Sentence]]) -> list[Sentence]:
    """A modal ability (CR 700.2): its trigger if any, how many modes, then each mode."""
    from ..families.modes import counts
    lo, hi = counts(ab)
    head: Sentence
    spree = any(m.params.get("spree") for m in ab.modes)
    if spree:
        head = (T("Spree"), {})  # CR 702.172a: one or more modes, each with its cost
    elif ab.params.get("repeat"):
        head = (T("Choose {n}. You may choose the same mode more than once."), {"n": lo})  # CR 700.2d
    elif (lo, hi) == (0, 1):
        head = (T("Choose up to one —"), {})
    elif (lo, hi) == (1, 1) and ab.params.get("unchosen") in ("ever", "turn"):  # (mode_memory.py)
        head = (T("Choose one that hasn't been chosen —") if ab.params["unchosen"] == "ever"
                else T("Choose one that hasn't been chosen this turn —"), {})
    elif (lo, hi) == (1, 1):
        head = (T("Choose one —"), {})
    elif (lo, hi) == (1, 2):
        head = (T("Choose one or both —"), {})
    elif lo == 1:
        head = (T("Choose one or more —"), {})
    else:
        head = (T("Choose {n} —"), {"n": lo})
    out: list[Sentence] = []
    if ab.kind == "triggered":
        plain = Ability(kind="triggered", trigger=ab.trigger, params={k: v for k, v in ab.params.items()
                                                                     if k in ("whose", "spell", "nth", "during",
                                                                              "spell_filter")})
        out += describe(plain)
    out.append(head)
    if ab.kind == "activated":
        out.insert(0, (T("{cost}:"), {"cost": ab.cost.text}))
    for m in ab.modes:
        if m.params.get("spree"):
            out.append((T("+ {cost} —"), {"cost": str(m.params["spree"])}))
        else:
            out.append((T("•"), {}))
        out += describe(Ability(kind="spell", targets=m.targets, effects=m.effects,
                                params={k: v for k, v in m.params.items() if k != "spree"}))
    if ab.params.get("entwine"):
        out.append((T("Entwine {cost}"), {"cost": str(ab.params["entwine"])}))  # CR 702.42a
    if ab.params.get("escalate"):
        out.append((T("Escalate {cost}"), {"cost": str(ab.params["escalate"])}))  # CR 702.120a
    return out


def conditional_sentences(ab: Ability, e: Mapping[str, Any],
                          inner: Callable[[Ability, Mapping[str, Any]], list[Sentence]]) -> list[Sentence]:
    """``if_kicked`` (CR 702.33d) and ``if_target_color`` ("... if it's blue"): the condition, then the effects."""
    body = [s for x in e.get("effects", ()) if isinstance(x, Mapping) for s in inner(ab, x)]
    if e["do"] == "if_additional_paid":  # additional_choices.py (CR 601.2b)
        other = [s for x in e.get("otherwise", ()) if isinstance(x, Mapping) for s in inner(ab, x)]
        return [(T("If this spell's additional cost was paid:"), {})] + body + (
            [(T("Otherwise:"), {})] + other if other else [])
    if e["do"] == "if_kicked":
        other = [s for x in e.get("otherwise", ()) if isinstance(x, Mapping) for s in inner(ab, x)]
        return [(T("If this spell was kicked:"), {})] + body + ([(T("Otherwise:"), {})] + other if other else [])
    if e["do"] == "if_target_controller":  # Boomerang Basics (CR 608.2h)
        return [(T("If you controlled that permanent:"), {})] + body
    if e["do"] == "if_target_has":  # "... if it has mana value 2 or less" (Fatal Push, CR 608.2c)
        from ..data.target_specs import FILTER
        m = FILTER.match(str(e.get("filter", "")))
        if m is not None and (m.group(1), m.group(2)) in _ONLY_IF_IT_HAS:
            return body + [(_ONLY_IF_IT_HAS[(m.group(1), m.group(2))], {"n": int(m.group(3))})]
        return body
    return body + [(T("(Only if it is {color}.)"), {"color": _COLORS.get(str(e.get("color")), "")})]


#: "(Only if it has mana value 2 or less.)": the condition of ``if_target_has``, by what and comparison.
_ONLY_IF_IT_HAS: dict[tuple[str, str], str] = {
    ("mv", "<="): T("(Only if it has mana value {n} or less.)"),
    ("mv", ">="): T("(Only if it has mana value {n} or greater.)"), ("mv", "="): T("(Only if it has mana value {n}.)"),
    ("power", "<="): T("(Only if it has power {n} or less.)"),
    ("power", ">="): T("(Only if it has power {n} or greater.)"), ("power", "="): T("(Only if it has power {n}.)"),
    ("toughness", "<="): T("(Only if it has toughness {n} or less.)"),
    ("toughness", ">="): T("(Only if it has toughness {n} or greater.)"),
    ("toughness", "="): T("(Only if it has toughness {n}.)"),
}
