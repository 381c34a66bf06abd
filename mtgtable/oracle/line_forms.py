"""Whole abilities: the forms a line of rules text takes (CR 113.3).

* an activated or mana ability: ``COST: EFFECTS`` (CR 602.1, 605.1a);
* a triggered ability: ``When/Whenever/At TRIGGER, EFFECTS`` (CR 603.1);
* a static ability: "This land enters tapped", "This creature can't block",
  "Creatures you control get +1/+1" (CR 604);
* a spell ability: an instant's or sorcery's effects (CR 113.3a).

Each reader consumes the whole line or raises :class:`~.grammar.NoParse`.
"""

from __future__ import annotations

import re
from typing import Any

from . import effect_phrases as ep
from . import keyword_phrases
from . import spell_phrases
from . import tap_cost_words
from .grammar import BASIC_TYPES, NoParse, Parser

Ability = dict[str, Any]

#: "Urza's Tower": add {C}{C}{C} instead if you control an Urza's Mine and an
#: Urza's Power-Plant: lands with those subtypes (CR 205.3i), whatever their name.
_URZA = {"urza's mine": ["Urza's", "Mine"], "urza's power-plant": ["Urza's", "Power-Plant"],
         "urza's tower": ["Urza's", "Tower"]}


def _end(p: Parser) -> None:
    if not p.done():
        raise p.fail("words left over")


# ----------------------------------------------------------------------------- costs

def cost(p: Parser, planeswalker: bool) -> tuple[str, dict[str, Any]]:
    """``{1}{R}, {T}, Pay 1 life, Sacrifice ~`` or a loyalty cost ``+1`` (CR 602.1, 606.4).
    Returns the engine's cost text and what it holds."""
    tok = p.peek()
    if planeswalker and (tok[:1] in "+-" and tok[1:].isdigit() or tok == "0") and p.peek(1) == ":":
        p.i += 1
        return tok, {"loyalty": True}
    parts: list[str] = []
    held: dict[str, Any] = {}
    while True:
        if p.eat("{T}"):
            parts.append("{T}")
            held["tap"] = True
        elif p.peek().startswith("{") and p.peek() != "{Q}":
            syms = p.mana_symbols()
            if any(s in ("{X}",) for s in syms):
                raise p.fail("X in an activation cost")
            parts.append("".join(syms))
            held["mana"] = True
        elif p.eat("pay"):
            n = p.number(allow_x=False)
            p.need("life")
            parts.append(f"Pay {n} life")
            held["life"] = True
        elif p.eat("sacrifice", "~"):
            parts.append("Sacrifice this")
            held["sacrifice"] = True
        elif p.eat("exert", "~"):
            parts.append("Exert this")  # CR 701.43a (engine.untap_step.exert)
            held["exert"] = True
        elif p.at("remove", ("a", "an", "one", "two", "three")) and p.peek(3) in ("counter", "counters") \
                and p.at("remove", p.peek(1), p.peek(2), p.peek(3), "from", "~") \
                and p.peek(2) not in ("+1/+1", "-1/-1"):
            # "Remove a charge counter from this land" (CR 122.8): the engine's ActivationCost reads it.
            n, kind = p.peek(1), p.peek(2)
            if not re.fullmatch(r"[a-z][a-z-]*", kind) or (n in ("a", "an", "one")) != (p.peek(3) == "counter"):
                raise p.fail("unknown counter")
            p.i += 6
            parts.append(f"Remove {n} {kind} counter{'s' if p.t[p.i - 3] == 'counters' else ''} from this")
            held["counters"] = True
        elif tapping := tap_cost_words.tap_cost(p):
            parts.append(tapping)  # "Tap an untapped creature you control" (CR 602.2b; engine.tap_costs)
            held["tap_others"] = True
        elif sacrificing := tap_cost_words.sacrifice_cost(p):
            parts.append(sacrificing)  # "Sacrifice a creature" (CR 602.2b, 701.17a; engine.tap_costs)
            held["sacrifice_others"] = True
        else:
            # "Sacrifice an artifact", "Discard this card", "Exile this card from your hand" (CR 602.2b)
            from .activation_phrases import cost_part
            piece = cost_part(p, held)
            if piece:
                parts.append(piece)
        if not p.eat(","):
            break
    return ", ".join(parts), held


# ----------------------------------------------------------------------------- mana

def produce(p: Parser) -> str:
    """What ``Add ...`` makes, as the engine's ``produce`` (CR 106.1)."""
    if p.eat("one", "mana", "of", "any", "color", "that", "a", "land", "an", "opponent", "controls", "could",
             "produce"):
        return "lands:opponents"  # CR 106.7 (engine.mana_abilities)
    if p.eat("one", "mana", "of", "any", "type", "that", "a", "land", "you", "control", "could", "produce"):
        return "lands:yours"
    if p.eat("one", "mana", "of", "any", "color", "among", "legendary", "creatures", "and", "planeswalkers", "you",
             "control"):
        return "legendary_colors"  # Mox Amber (CR 105.1, 106.1; engine.mana_abilities)
    filtered = _filter_choice(p)
    if filtered:
        return filtered
    if p.eat("one", "mana", "of", "any", "color", "in", "your", "commander's", "color", "identity"):
        # CR 903.4f: without a commander the identity is undefined, so it adds nothing.
        return ""
    if p.eat("one", "mana", "of", "any", "color"):
        return "any"
    syms = p.mana_symbols()
    colors = [s[1:-1] for s in syms]
    if not all(c in ("W", "U", "B", "R", "G", "C") for c in colors):
        raise p.fail("unknown mana")
    if len(syms) == 1 and (p.at("or") or p.at(",")):
        options = colors[:]
        while True:
            if p.eat("or") or p.eat(",", "or"):
                options.append(_one_symbol(p))
                break
            if p.eat(","):
                options.append(_one_symbol(p))
                continue
            break
        return "|".join(options)
    return "".join(colors)


def _filter_choice(p: Parser) -> str:
    """``{U}{U}, {U}{R}, or {R}{R}`` (a filter land): two units each of either
    colour, the engine's ``"U|R U|R"`` -- only when the three options are exactly
    the three pairs of two colours (CR 106.1a: mana in a pool has no order)."""
    m = p.mark()
    pairs: list[tuple[str, str]] = []
    while True:
        syms = [p.peek(), p.peek(1)]
        if not all(s.startswith("{") and s[1:-1] in ("W", "U", "B", "R", "G") for s in syms):
            break
        p.i += 2
        pairs.append((syms[0][1:-1], syms[1][1:-1]))
        if p.eat(",", "or") or p.eat(","):
            continue
        break
    if len(pairs) == 3 and p.at("."):
        a, b = pairs[0][0], pairs[2][0]
        if a != b and [set(x) for x in pairs] == [{a}, {a, b}, {b}] and pairs[1] == (a, b):
            return f"{a}|{b} {a}|{b}"
    p.reset(m)
    return ""


def _one_symbol(p: Parser) -> str:
    syms = p.mana_symbols()
    if len(syms) != 1 or syms[0][1:-1] not in ("W", "U", "B", "R", "G", "C"):
        raise p.fail("expected one mana symbol")
    return syms[0][1:-1]


def mana_or_activated(p: Parser, card_types: tuple[str, ...]) -> Ability:
    """``COST: Add ...`` (a mana ability, CR 605.1a) or ``COST: EFFECTS`` (CR 602.1)."""
    from . import activation_phrases as ap
    cost_text, held = cost(p, "Planeswalker" in card_types)
    p.need(":")
    p.ctx.it = "self"
    if p.at("add"):
        p.i += 1
        different = p.eat("two", "mana", "of", "different", "colors")  # Interplanar Beacon (CR 106.1)
        amount = 0 if different else ap.mana_amount(p)  # "three mana of any one color" (Lion's Eye Diamond)
        made = "W|U|B|R|G W|U|B|R|G" if different else "any" if amount else produce(p)
        ab: Ability = {"kind": "mana", "cost": cost_text, "produce": made, **ap.params(held)}
        if different:
            ab["different_colors"] = True
        if amount:
            ab["mana_amount"] = amount
        if made in ("W", "U", "B", "R", "G", "C") and p.eat("for", "each", "creature", "you", "control"):
            ab["for_each"] = "creature_you_control"  # Gaea's Cradle (CR 106.4)
        elif made in ("W", "U", "B", "R", "G", "C") and p.eat("for", "each"):
            from .amounts import count  # "Add {G} for each Elf you control" (engine/rules/counts.py)
            ab["for_each"] = count(p, plural=False)
        p.need(".")
        if p.at("spend", "this", "mana", "only"):
            from .restricted_words import spend_only  # CR 106.6 (engine.restricted_mana)
            ab["spend_only"] = spend_only(p)
        elif p.eat("if", "that", "mana", "is", "spent", "on", "a", "creature", "spell", ",", "it", "gains", "haste",
                   "until", "end", "of", "turn", "."):
            ab["spend_only"] = {"cast": {}, "activate": {}, "haste": True}  # Arena of Glory (restricted_mana)
        elif p.eat("during", "your", "next", "untap", "step", ",", "as", "you", "untap", "your", "permanents", ",",
                   "return", "~", "to", "its", "owner's", "hand", "."):
            ab["return_next_untap"] = True  # Undiscovered Paradise (CR 605.1a, 502.3; engine.untap_step)
        elif p.eat("~", "deals"):
            n = p.number(allow_x=False)
            p.need("damage", "to", "you", ".")
            ab["damage_to_you"] = n
        elif p.at("if", "you", "control"):
            ab["instead"] = _urza(p)
        elif p.eat("each", "opponent", "gains"):
            ab["opponents_gain_life"] = p.number(allow_x=False)  # Grove of the Burnwillows (CR 605.3b)
            p.need("life", ".")
        elif p.eat("activate", "only", "if", "you", "control"):
            ab["only_if"] = _only_if(p)
            p.need(".")
        elif p.at("if", "~", "has", ("a", "an")) and p.peek(5) == "counter":
            kind = p.peek(4)
            p.i += 5
            p.need("counter", "on", "it", ",", "instead", "add")
            ab["instead"] = {"counter": kind, "produce": produce(p)}  # Gemstone Caverns
            p.need(".")
        elif p.at("if", "there", "are", "no") and held.get("counters"):
            p.i += 4
            kind = p.peek()
            p.i += 1
            p.need("counters", "on", "~", ",", "sacrifice", "it", ".")
            if f" {kind} counter" not in cost_text:
                raise p.fail("a different counter")
            ab["sacrifice_without_counter"] = kind  # Gemstone Mine
        elif made in ("", "any") and _commander_clause(p):
            # A clause about spending the mana on the commander: with no commander in the
            # game it never applies (CR 903.4f: no mana of an undefined identity is made).
            pass
        elif not p.done() and not ap.at_restriction(p):
            ab["then"] = ap.mana_then(p)  # "Add one mana of any color. Draw a card." (CR 605.1a)
        ap.restrictions(p, ab)  # "Activate only as an instant." (CR 605.3a)
        _end(p)
        if held.get("loyalty"):
            raise NoParse(0, "a mana ability with a loyalty cost")
        if not held.get("tap") and not held.get("sacrifice") and not held.get("tap_others") \
                and not held.get("exile_self_from_hand") and not held.get("costs") and not held.get("counters"):
            raise NoParse(0, "a mana ability without {T}")
        return ab
    sorcery = False

    def stop() -> bool:
        return p.at("activate", "only", "as", "a", "sorcery", ".") or p.at("activate", "only", "if") \
            or ap.at_restriction(p)

    p.ctx.activated = True
    effects = ep.effects(p, stop)
    p.ctx.activated = False
    if any(e.get("do") == "return_self_to_hand" for e in effects):
        if not effects[0].get("do") == "return_self_to_hand" or held.get("tap") or held.get("sacrifice"):
            raise p.fail("a graveyard ability with other parts")  # (the card is in the graveyard: no {T}, CR 113.6k)
        held["from_graveyard"] = True  # its effect moves the card out of the graveyard (CR 113.6k)
    if held.get("from_graveyard") and (held.get("tap") or held.get("sacrifice") or held.get("counters")):
        raise p.fail("{T} or 'sacrifice ~' on an ability of a card in a graveyard")
    only_if: dict[str, Any] | None = None
    if p.eat("activate", "only", "as", "a", "sorcery", "."):
        sorcery = True
    elif p.eat("activate", "only", "if", "an", "opponent", "controls"):
        # Tectonic Edge (CR 602.5b; engine.mana_abilities.condition_met)
        n = p.number(allow_x=False)
        p.need("or", "more", "lands", ".")
        only_if = {"opponent_lands_at_least": n}
    elif p.eat("activate", "only", "if", "you", "control"):
        only_if = _only_if(p)
        p.need(".")
    ab = {"kind": "activated", "cost": cost_text, "effects": effects, **ap.params(held)}
    ap.restrictions(p, ab)  # "Activate only once each turn." (CR 602.5b), "costs {1} less" (CR 601.2f)
    _end(p)
    if only_if is not None:
        ab["only_if"] = only_if
    if sorcery:
        ab["sorcery_speed"] = True
    return ab


def _only_if(p: Parser) -> dict[str, Any]:
    """``Activate only if you control an Island or a Swamp / five or more lands /
    an artifact`` (CR 602.5b), as ``engine.mana_abilities.condition_met`` reads it."""
    if p.at(("two", "three", "four", "five", "six", "seven"), "or", "more", "lands"):
        n = p.number(allow_x=False)
        p.need("or", "more", "lands")
        return {"lands_at_least": n}
    if p.eat(("a", "an"), "artifact"):
        return {"control_type": ["Artifact"]}
    if p.at(("two", "three", "four", "five"), "or", "more", "artifacts"):
        n = p.number(allow_x=False)
        p.need("or", "more", "artifacts")
        return {"artifacts_at_least": n}  # metalcraft (Mox Opal)
    subtypes = []
    while True:
        p.need(("a", "an"))
        word = p.peek()
        if word not in BASIC_TYPES:
            raise p.fail("expected a basic land type")
        subtypes.append(BASIC_TYPES[word])
        p.i += 1
        if not p.eat("or"):
            break
    return {"control_subtype": subtypes}


#: Clauses about spending a land's mana on "your commander": there is none in
#: these games (the engine has no command zone), so they never happen.
_COMMANDER_CLAUSES = (
    "when that mana is spent to cast a creature spell that shares a creature type with your commander , scry 1 .",
    "when you spend this mana to cast your commander , scry x , where x is the number of times it's been cast "
    "from the command zone this game .",
    "if you spend this mana to cast your commander , it enters with a number of additional +1/+1 counters on it "
    "equal to the number of times it's been cast from the command zone this game .",
)


def _commander_clause(p: Parser) -> bool:
    for clause in _COMMANDER_CLAUSES:
        words = clause.split()
        if p.at(*words):
            p.i += len(words)
            return True
    return False


def _urza(p: Parser) -> dict[str, Any]:
    """``If you control Urza's Mine and Urza's Power-Plant, add {C}{C}{C} instead.``"""
    p.need("if", "you", "control")
    names: list[list[str]] = []
    while True:
        found = None
        p.eat(("a", "an"))
        for low, proper in _URZA.items():
            if p.at(*low.split()):
                p.i += len(low.split())
                found = proper
        if found is None:
            raise p.fail("expected an Urza's land type")
        names.append(found)
        if not p.eat("and"):
            break
    p.need(",", "add")
    alt = produce(p)
    p.need("instead", ".")
    return {"control_subtypes": names, "produce": alt}


# ----------------------------------------------------------------------------- triggers

def trigger(p: Parser, card_types: tuple[str, ...]) -> dict[str, Any]:
    """The trigger condition (CR 603.1) as the engine's trigger name and parameters."""
    if "Creature" in card_types and p.eat(("when", "whenever"), "~", "is", "turned", "face", "up"):
        return {"trigger": "turned_face_up"}  # CR 708.11 (engine/families/face_down.py)
    if "Creature" in card_types and p.eat(("when", "whenever"), "~", "enters", "or", "is", "turned", "face", "up"):
        return {"trigger": "etb", "also": "turned_face_up"}  # two trigger events (CR 603.2, 708.11)
    if p.eat(("when", "whenever"), "~", "is", "put", "into", "a", "graveyard", "from", "the", "battlefield"):
        # a creature's is "dies" (CR 700.4); any other permanent's is its own trigger (CR 603.10a)
        return {"trigger": "dies" if "Creature" in card_types else "put_into_graveyard"}
    if p.eat("when", "~", "enters", "and", "whenever", "an", "opponent", "draws", "a", "card", "except", "the",
             "first", "one", "they", "draw", "in", "each", "of", "their", "draw", "steps"):
        return {"trigger": "etb", "also": "opponent_draws_extra"}  # Orcish Bowmasters (engine.draw_triggers)
    if p.at(("when", "whenever"), "~", "enters", "or", "is", "put", "into", "a", "graveyard", "from", "the",
            "battlefield", ","):
        # Ichor Wellspring: two trigger events, one ability each (CR 603.2); a creature's second is "dies" (700.4)
        p.i += 12
        return {"trigger": "etb", "also": "dies" if "Creature" in card_types else "put_into_graveyard"}
    if "Creature" in card_types and p.at(("when", "whenever"), "~", "enters", "or", "dies", ","):
        # Mogg War Marshal: two trigger events, one ability each (CR 603.2, 700.4); "it" is neither
        p.i += 5
        return {"trigger": "etb", "also": "dies"}
    if "Creature" in card_types and p.eat("whenever", "~", "enters", "or", "attacks"):
        # Two trigger events, one ability each (CR 603.2; the modal heads read it too, oracle/modal.py)
        return {"trigger": "etb", "also": "attacks"}
    if p.eat("when", "~", "enters") or p.eat("whenever", "~", "enters"):
        p.eat("the", "battlefield")
        return {"trigger": "etb"}
    if p.eat(("when", "whenever"), "~", "leaves", "the", "battlefield"):
        return {"trigger": "leaves_battlefield"}  # CR 603.6c, 603.10a: it looks back (operations.move)
    if "Creature" in card_types:
        if p.eat("when", "~", "dies") or p.eat("whenever", "~", "dies"):
            return {"trigger": "dies"}
        if p.eat("whenever", "~", "attacks"):
            return {"trigger": "attacks"}
        if p.eat("whenever", "~", "blocks", "or", "becomes", "blocked"):
            return {"trigger": "blocks", "also": "becomes_blocked"}
        if p.eat("whenever", "~", "blocks"):
            return {"trigger": "blocks"}
        if p.eat("whenever", "~", "becomes", "blocked"):
            return {"trigger": "becomes_blocked"}
        if p.eat("whenever", "~", "deals", "combat", "damage", "to", ("a", "an"), ("player", "opponent")):
            return {"trigger": "combat_damage_player"}
        if p.eat("whenever", "~", "deals", "combat", "damage", "to", "a", "creature"):
            return {"trigger": "combat_damage_creature"}  # Stinkweed Imp (CR 510.3): "that creature" is it
    if p.eat("when", "you", "play", "another", "land") or p.eat("whenever", "you", "play", "another", "land"):
        return {"trigger": "play_another_land"}  # City of Traitors (CR 305.1)
    if p.eat("whenever", "~", "becomes", "tapped"):
        return {"trigger": "becomes_tapped"}  # City of Brass (engine.operations.become_tapped)
    if p.eat("whenever", "a", "land", "you", "control", "enters"):
        p.eat("the", "battlefield")
        return {"trigger": "landfall"}
    if p.eat("whenever", "you", "cast", "a", "spell", "that", "targets", "~"):
        return {"trigger": "cast_spell", "targets_self": True}  # heroic (CR 601.2c, 601.2i; spells_cast.py)
    if p.eat("whenever", "you", "cast", "a", "noncreature", "spell"):
        return {"trigger": "cast_spell", "spell": "noncreature"}
    if p.eat("whenever", "you", "cast", "an", "instant", "or", "sorcery", "spell"):
        return {"trigger": "cast_spell", "spell": "instant_or_sorcery"}
    if p.eat("whenever", "you", "cast", "a", "creature", "spell"):
        return {"trigger": "cast_spell", "spell": "creature"}
    if p.eat("whenever", "you", "cast", "a", "spell"):
        return {"trigger": "cast_spell"}
    from . import cast_history_phrases  # "whenever a player casts their second spell each turn" (CR 601.2i)
    history = cast_history_phrases.cast_trigger(p)
    if history is not None:
        return history
    found = keyword_phrases.opponent_casts(p)  # "whenever an opponent casts a spell" (Rhystic Study)
    if found is not None:
        return found
    if p.eat("when", "you", "cast", "~"):
        return {"trigger": "cast_self"}  # "When you cast this spell" (CR 601.2i; engine/rules/spells_cast.py)
    cast = spell_phrases.cast_trigger(p)  # "Whenever an opponent casts a spell", "... a green spell" (stack_effects)
    if cast is not None:
        return cast
    if p.eat("at", "the", "beginning", "of"):
        if p.eat("your", "upkeep"):
            if p.at("and", "whenever"):
                # "At the beginning of your upkeep and whenever you cast a white spell, ..." (Shrine of Loyal
                # Legions): two trigger events, one ability each (CR 603.2); the second with its own parameters
                p.i += 1
                second = trigger(p, card_types)
                if "also" in second:
                    raise p.fail("three trigger events")
                return {"trigger": "upkeep", "also": second}
            return {"trigger": "upkeep"}
        if p.eat("each", "upkeep") or p.eat("each", "player's", "upkeep"):
            return {"trigger": "upkeep", "whose": "each"}
        if "Enchantment" in card_types and p.eat("enchanted", "player's", "upkeep"):
            return {"trigger": "upkeep", "whose": "enchanted_player"}  # a curse (engine/families/enchant_player.py)
        if p.eat("your", "end", "step"):
            return {"trigger": "end_step"}
        if p.eat("the", "end", "step") or p.eat("each", "end", "step"):
            return {"trigger": "end_step", "whose": "each"}
        if p.eat("your", "draw", "step"):
            return {"trigger": "draw_step"}
        if p.eat("each", "player's", "draw", "step"):
            return {"trigger": "draw_step", "whose": "each"}
        if p.eat("combat", "on", "your", "turn"):
            return {"trigger": "begin_combat"}
        raise p.fail("unknown step")
    if p.eat("at", "end", "of", "combat"):
        return {"trigger": "end_of_combat", "whose": "each"}
    from . import keyword_families  # "Whenever you gain life" (CR 119.9)
    gained = keyword_families.trigger(p)
    if gained is not None:
        return gained
    if p.at("whenever", "an", "opponent", "draws", "a", "card", ","):  # Smothering Tithe (CR 121.2)
        p.i += 6
        return {"trigger": "opponent_draws"}
    if p.at("whenever", "an", "opponent", "draws", "their", "second", "card", "each", "turn", ","):
        p.i += 9
        return {"trigger": "opponent_draws_second"}  # Faerie Mastermind (CR 121.2, operations.draw)
    from . import trigger_phrases  # "Whenever another creature enters" (CR 603.6a), issue #10's triggers
    more = trigger_phrases.trigger(p, card_types)
    if more is not None:
        return more
    raise p.fail("unknown trigger")


def triggered(p: Parser, card_types: tuple[str, ...]) -> list[Ability]:
    """``When/Whenever/At TRIGGER, EFFECTS`` (CR 603.1); "blocks or becomes blocked"
    is two trigger events, so two abilities (CR 509.4, 509.4c)."""
    trig = trigger(p, card_types)
    also = trig.pop("also", None)
    if p.eat(",", "if", "you", "control", "no") or p.eat("if", "you", "control", "no"):
        # An intervening "if" (CR 603.4): "At the beginning of the end step, if you control
        # no artifacts, sacrifice this land." (Glimmervoid)
        word = p.peek()
        kinds = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land", "enchantments": "Enchantment"}
        if word not in kinds:
            raise p.fail("an unknown condition")
        p.i += 1
        trig["if"] = {"control_none": [kinds[word]]}
    elif trig["trigger"] == "cast_self" and p.at(",", "if", "it", "was", "kicked", ","):
        # "When you cast this spell, if it was kicked, exile target land." (Sowing Mycospawn): an intervening
        # "if" (CR 603.4) the kick decides once and for all as the spell is cast (CR 702.33d; spells_cast.py)
        p.i += 5
        trig["if_kicked"] = True
    elif p.eat(",", "if", "~", "is", "tapped"):
        # "At the beginning of your draw step, if this artifact is tapped, ..." (Mana Vault, CR 603.4)
        trig["if"] = {"self_tapped": True}
    else:
        from . import trigger_phrases  # "if you control another creature named ~" (CR 603.4)
        cond = trigger_phrases.intervening_if(p, trig)
        if cond is not None:
            trig["if"] = cond
    p.need(",")
    if trig["trigger"] == "etb" and p.ctx.x_cost:
        p.ctx.has_x = True  # "When ~ enters, put X +1/+1 counters on it": the X paid for the spell (CR 107.3m)
    p.ctx.trigger = trig["trigger"] + {"each": "_each", "opponent": "_opponent", "any": "_any",
                                       "enchanted_player": "_enchanted_player"}.get(str(trig.get("whose")), "")
    # "it" is the permanent itself; after it died, "it" is a card in a graveyard, which the
    # engine's "self" is not (only a damage source keeps its last known information).
    # "When you cast this spell": "it" is the spell on the stack, not a permanent either.
    p.ctx.it = "dead_self" if trig["trigger"] in ("dies", "put_into_graveyard", "cast_self", "leaves_battlefield",
                                                  "creature_to_graveyard") \
        else "self"
    if also in ("dies", "put_into_graveyard"):
        p.ctx.it = "dead_self"  # "When this creature enters or dies": its "it" may be a card in a graveyard
    if trig["trigger"] == "creature_enters":
        p.ctx.it = "trigger_creature"  # "put a +1/+1 counter on it": the creature that entered (CR 603.6a)
    effects = ep.effects(p)
    _end(p)
    ab: Ability = {"kind": "triggered", **trig, "effects": effects}
    from . import trigger_phrases
    trigger_phrases.zone_of(ab)  # "return this card from your graveyard": works there (CR 113.6k)
    if isinstance(also, dict):  # a second event with parameters of its own ("and whenever you cast a white spell")
        own = {k: v for k, v in ab.items() if k not in trig or k == "trigger"}
        return [ab, {**own, **also, "effects": [dict(e) for e in effects]}]
    if also:
        second = {**ab, "trigger": also, "effects": [dict(e) for e in effects]}
        for key in _CAST_ONLY:
            second.pop(key, None)  # "... during your turn and when this creature dies": not the death's
        return [ab, second]
    return [ab]


#: The parameters of a cast trigger (engine.rules.spells_cast), which a second event of the same
#: ability (Voice of Resurgence's "and when this creature dies") does not have.
_CAST_ONLY = ("whose", "nth", "spell", "spell_filter", "during", "targets_self")


def this_turn_trigger(p: Parser, card_types: tuple[str, ...]) -> Ability:
    """``Whenever you cast a creature spell this turn, draw a card.`` in an instant or sorcery: the
    resolving spell creates a delayed triggered ability that triggers each time its event happens for
    the rest of the turn (CR 603.7a, 603.7c; ``delayed_at`` with ``whose`` ``this_turn``). Only your own
    spells of a kind (the ``cast_spell`` trigger's ``spell``) and effects without targets are read."""
    trig = trigger(p, card_types)
    if trig.get("trigger") != "cast_spell" or set(trig) - {"trigger", "spell"}:
        raise p.fail("a 'this turn' trigger other than casting your own spells")
    p.need("this", "turn", ",")
    p.ctx.trigger = "cast_spell"
    effects = ep.effects(p)
    _end(p)
    if p.ctx.targets:
        raise p.fail("a target in a delayed trigger")
    delayed: dict[str, Any] = {"do": "delayed_at", "when": "cast_spell", "whose": "this_turn", "effects": effects}
    if "spell" in trig:
        delayed["spell"] = trig["spell"]
    return {"kind": "spell", "effects": [delayed]}


# ----------------------------------------------------------------------------- statics

_COMBAT_STATICS: tuple[tuple[tuple[str, ...], list[Ability]], ...] = (
    (("can't", "block", "."), [{"static": "cant_block"}]),
    (("can't", "attack", "."), [{"static": "cant_attack"}]),
    (("can't", "attack", "or", "block", "."), [{"static": "cant_attack"}, {"static": "cant_block"}]),
    (("can't", "attack", "or", "block", "alone", "."), [{"static": "cant_attack_alone"},
                                                       {"static": "cant_block_alone"}]),
    (("can't", "attack", "alone", "."), [{"static": "cant_attack_alone"}]),
    (("can't", "block", "alone", "."), [{"static": "cant_block_alone"}]),
    (("can't", "be", "blocked", "."), [{"static": "unblockable"}]),
    (("must", "be", "blocked", "if", "able", "."), [{"static": "must_be_blocked"}]),
    (("attacks", "each", "combat", "if", "able", "."), [{"static": "attacks_each_combat"}]),
    (("blocks", "each", "combat", "if", "able", "."), [{"static": "blocks_each_combat"}]),
    (("can", "block", "only", "creatures", "with", "flying", "."), [{"static": "can_block_only_flyers"}]),
    (("can", "block", "an", "additional", "creature", "each", "combat", "."),
     [{"static": "can_block_additional", "n": 1}]),
    (("can", "block", "any", "number", "of", "creatures", "."), [{"static": "can_block_any_number"}]),
    (("can't", "be", "blocked", "except", "by", "creatures", "with", "flying", "or", "reach", "."),
     [{"static": "blockable_only_by", "keywords": ["Flying", "Reach"]}]),  # CR 509.1b (engine.block_rules)
    (("can't", "be", "blocked", "except", "by", "creatures", "with", "flying", "."),
     [{"static": "blockable_only_by", "keywords": ["Flying"]}]),
    (("can't", "be", "blocked", "except", "by", "two", "or", "more", "creatures", "."),
     [{"static": "cant_be_blocked_except_by_two_or_more"}]),
)


def static(p: Parser, card_types: tuple[str, ...], x_cost: bool = False) -> list[Ability]:
    """Static abilities the engine applies (CR 604); ``x_cost``: the card's cost has {X}
    ("enters with X +1/+1 counters" counts the X paid, CR 107.3m)."""
    from .keyword_families import during_your_turn  # "During your turn, ~ has first strike." (CR 611.3a)
    found_turn = during_your_turn(p, card_types)
    if found_turn is not None:
        return found_turn
    from .static_lines import static_line  # P/T that changes, "doesn't untap" (CR 604.3, 613.4, 502.3)
    found_live = static_line(p, card_types)
    if found_live is not None:
        return found_live
    from .rule_lines import rule_line  # an additional land, "can't cast spells during your turn"
    found_rule = rule_line(p)
    if found_rule is not None:
        return found_rule
    from .restriction_phrases import static_line as restriction_line  # "can't be countered", flash (CR 101.2, 702.8a)
    found_rule = restriction_line(p)
    if found_rule is not None:
        return found_rule
    if p.eat("as", "~", "enters", ",", "you", "may", "pay"):
        n = p.number(allow_x=False)
        p.need("life", ".", "if", "you", "don't", ",", "it", "enters", "tapped", ".")
        _end(p)
        return [{"kind": "static", "static": "enters_tapped", "unless": {"pay_life": n}}]
    if p.eat("as", "~", "enters", ",", "you", "may", "reveal", ("a", "an")):
        # "As this land enters, you may reveal an Elemental card from your hand. If you don't,
        # this land enters tapped." (CR 614.12; engine.land_entering)
        subtypes = [_card_subtype(p)]
        while p.eat("or"):
            subtypes.append(_card_subtype(p))
        p.need("card", "from", "your", "hand", ".", "if", "you", "don't", ",", "~", "enters", "tapped", ".")
        _end(p)
        return [{"kind": "static", "static": "enters_tapped", "unless": {"reveal": {"subtypes_any": subtypes}}}]
    if p.eat("~", "can't", "be", "countered", "."):
        _end(p)
        return [{"kind": "static", "static": "cant_be_countered"}]
    plain_at = 4 if p.at("~", "enters", "tapped", "with") else 3 if p.at("~", "enters", "with") else 0
    if plain_at and p.peek(plain_at + 1) in PLAIN_COUNTERS:
        # "This land enters tapped with two charge counters on it" (the Vivid lands, CR 614.1c):
        # counters with no rules of their own, which the card's other abilities read.
        tapped = p.at("~", "enters", "tapped")
        p.i += 4 if tapped else 3
        n = p.number(allow_x=False)
        kind = p.peek()
        if kind not in PLAIN_COUNTERS:
            raise p.fail("a counter with rules of its own")
        p.i += 1
        p.need(("counter", "counters"), "on", "it", ".")
        _end(p)
        found: list[Ability] = [{"kind": "static", "static": "enters_tapped"}] if tapped else []
        return found + [{"kind": "static", "static": "enters_with_counters", "counter": kind, "n": n}]
    # "If this creature was kicked, it enters with three +1/+1 counters on it." (CR 702.33d, 614.1c)
    kicked = p.at("if", "~", "was", "kicked", ",", "it", "enters", "with")
    if kicked or p.at("~", "enters", "with") and (not p.at("~", "enters", "with", "x") or x_cost):
        p.i += 8 if kicked else 3
        count: int | str = "X" if p.eat("x") else p.number(allow_x=False)
        kind = p.peek()
        if kind not in ("+1/+1", "-1/-1"):
            raise p.fail("expected +1/+1 or -1/-1 counters")
        p.i += 1
        p.need(("counter", "counters"), "on", "it")
        per: dict[str, Any] | None = None
        if count != "X" and not kicked and p.eat("for", "each"):
            # "enters with a +1/+1 counter on it for each creature card in your graveyard" (Golgari
            # Grave-Troll): counted as it enters (CR 614.1c, 608.2h)
            from . import amounts
            per = amounts.count(p, plural=False)
        p.need(".")
        _end(p)
        if kicked:
            if count == "X":
                raise p.fail("X counters only if kicked")
            return [{"kind": "static", "static": "enters_with_counters", "counter": kind, "n": count, "if_kicked": True}]
        entering: Ability = {"kind": "static", "static": "enters_with_counters", "counter": kind, "n": count}
        if per is not None:
            entering["per"] = per
        return [entering]
    if p.eat("~", "enters", "tapped") or p.eat("~", "enters", "the", "battlefield", "tapped"):
        ab: Ability = {"kind": "static", "static": "enters_tapped"}
        if p.eat("unless", "you", "control"):
            ab["unless"] = _unless_control(p)
        elif p.eat("unless", "you", "have", "two", "or", "more", "opponents"):
            ab["unless"] = {"opponents_at_least": 2}
        p.need(".")
        _end(p)
        return [ab]
    if p.eat("~"):
        if "Creature" not in card_types:
            raise p.fail("combat rules of a noncreature")
        for words, abilities in _COMBAT_STATICS:
            if p.at(*words):
                p.i += len(words)
                _end(p)
                return [{"kind": "static", **a} for a in abilities]
        if p.eat("can't", "be", "blocked", "by", "creatures", "with", "power"):
            n = p.number(allow_x=False)
            p.need("or", "less", ".")
            _end(p)
            return [{"kind": "static", "static": "cant_be_blocked_by_power_le", "n": n}]
        if p.eat("can't", "block", "creatures", "with", "power"):  # CR 509.1b (engine.block_rules)
            n = p.number(allow_x=False)
            p.need("or", "greater", ".")
            _end(p)
            return [{"kind": "static", "static": "cant_block_power_ge", "n": n}]
        raise p.fail("unknown static ability")
    other = p.eat("other")
    if p.eat("creatures", "you", "control"):
        grants = _grants(p, plural=True)
        p.need(".")
        _end(p)
        ab = {"kind": "static", "static": "anthem", "grants": grants}
        if other:
            ab["other"] = True
        return [ab]
    raise p.fail("unknown static ability")


#: Counters that mean nothing by themselves (unlike +1/+1, shield, stun, loyalty or
#: lore counters, CR 122): only the abilities that count them give them a meaning.
PLAIN_COUNTERS = frozenset({"charge", "mining", "luck", "ice", "storage", "depletion", "gem", "wish"})


#: Creature and land types a reveal-land asks for (CR 205.3), as MTGJSON spells them.
_REVEAL_TYPES = {"elemental": "Elemental", "treefolk": "Treefolk", "dragon": "Dragon", "giant": "Giant",
                 "faerie": "Faerie", "goblin": "Goblin", "elf": "Elf", "merfolk": "Merfolk", "kithkin": "Kithkin",
                 **BASIC_TYPES}


def _card_subtype(p: Parser) -> str:
    word = p.peek()
    if word not in _REVEAL_TYPES:
        raise p.fail("expected a creature or land type")
    p.i += 1
    return _REVEAL_TYPES[word]


def _unless_control(p: Parser) -> dict[str, Any]:
    """``a Mountain or a Forest`` (checklands), ``two or fewer other lands`` (fastlands)."""
    if p.eat("two", "or", "fewer", "other", "lands"):
        return {"other_lands_at_most": 2}
    if p.eat("two", "or", "more", "other", "lands"):
        return {"other_lands_at_least": 2}
    if p.eat("two", "or", "more", "basic", "lands"):
        return {"basic_lands_at_least": 2}
    if p.eat("a", "basic", "land"):
        return {"basic_lands_at_least": 1}  # Ba Sing Se
    subtypes = []
    while True:
        p.need(("a", "an"))
        word = p.peek()
        if word not in BASIC_TYPES:
            raise p.fail("expected a basic land type")
        subtypes.append(BASIC_TYPES[word])
        p.i += 1
        if not p.eat("or"):
            break
    return {"control_subtype": subtypes}


def _grants(p: Parser, plural: bool) -> dict[str, Any]:
    """``get(s) +N/+N [and have/has KEYWORDS]`` or ``have/has KEYWORDS`` (for anthems, Auras, Equipment)."""
    grants: dict[str, Any] = {}
    get, have = ("get", "have") if plural else ("gets", "has")
    if p.eat(get):
        power, toughness = p.pt_change()
        if power:
            grants["power"] = power
        if toughness:
            grants["toughness"] = toughness
        if p.eat("and", have):
            grants["keywords"] = p.keyword_list()
    elif p.eat(have):
        grants["keywords"] = p.keyword_list()
    else:
        raise p.fail("expected what it gets")
    return grants


def attached_grants(p: Parser, word: str) -> dict[str, Any]:
    """``Enchanted creature gets +1/+1 and has flying.`` / ``Equipped creature has trample.``"""
    p.need(word, "creature")
    grants = _grants(p, plural=False)
    p.need(".")
    _end(p)
    return grants


# ----------------------------------------------------------------------------- spells

def spell(p: Parser) -> Ability:
    """An instant's or sorcery's effects (CR 113.3a, 608.2)."""
    effects = ep.effects(p)
    _end(p)
    return {"kind": "spell", "effects": effects}
