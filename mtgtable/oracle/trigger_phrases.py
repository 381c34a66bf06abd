"""Trigger conditions of issue #10: another creature entering ("Whenever another creature enters",
Soul Warden; "Whenever a creature you control enters"; "Whenever another Human you control enters"),
as ``engine.enter_triggers`` reads them (CR 603.6a).

Each reader either reads its whole phrase, up to the comma, or returns None having consumed nothing.
"""

from __future__ import annotations

import re
from typing import Any

from ..engine.data.creature_types import CREATURE_TYPES
from ..engine.text.condition_text import has_enters_head
from .grammar import Parser

#: Creature types by their lower-cased word (CR 205.3m), singular as triggers write them.
_TYPE_WORDS = {t.lower(): t for t in CREATURE_TYPES if " " not in t}


def creature_enters(p: Parser) -> dict[str, Any] | None:
    """``When(ever) [another] [nontoken] [COLOR] creature|TYPE [you control|an opponent controls] enters
    [the battlefield] [under your control]``."""
    m = p.mark()
    if not p.eat(("when", "whenever")):
        return None
    another = p.eat("another")
    if not another and not p.eat("a"):
        p.reset(m)
        return None
    found: dict[str, Any] = {"trigger": "creature_enters"}
    if p.eat("nontoken"):
        found["nontoken"] = True
    color = _COLOR_WORDS.get(p.peek())
    if color is not None and p.peek(1) == "creature":
        found["colors_any"] = [color]  # "another blue creature you control" (Sage's Row Denizen; CR 105.2)
        p.i += 1
    word = p.peek()
    if word != "creature" and word not in _TYPE_WORDS:
        p.reset(m)
        return None
    p.i += 1
    if word != "creature":
        found["subtypes_any"] = [_TYPE_WORDS[word]]
    whose = "all"
    if p.eat("you", "control"):
        whose = "you"
    elif p.eat("an", "opponent", "controls"):
        whose = "opponents"
    if not p.eat("enters"):
        p.reset(m)
        return None
    p.eat("the", "battlefield")
    if whose == "all" and p.eat("under", "your", "control"):
        whose = "you"
    if not p.at(","):
        p.reset(m)
        return None
    if whose != "you":
        found["enters_whose"] = whose
    if not another:
        found["self_too"] = True  # "a creature": its own entering as well (CR 603.6a)
    if not has_enters_head(found):
        p.reset(m)  # a combination the engine has no words for: not read (fail closed)
        return None
    return found


def trigger(p: Parser, card_types: tuple[str, ...]) -> dict[str, Any] | None:
    """One of this module's trigger conditions, or None (nothing consumed)."""
    if p.eat("when", "~", "is", "put", "into", "your", "graveyard", "from", "your", "library"):
        return {"trigger": "milled_self"}  # Narcomoeba: it triggers from the graveyard (CR 603.10, engine.library_actions)
    if p.eat("whenever", "an", "opponent", "searches", "their", "library"):
        return {"trigger": "opponent_searches"}  # CR 701.23 (engine.search_triggers)
    if p.eat("whenever", "an", "opponent", "gains", "life"):
        return {"trigger": "opponent_gains_life"}  # CR 119.9 (engine.graveyard_triggers)
    if "Creature" in card_types and p.eat(("when", "whenever"), "~", "becomes", "the", "target", "of", "a", "spell",
                                          "or", "ability"):
        # Eternal Scourge (CR 115.1, 603.2; engine.targeted_triggers, as ward's)
        return {"trigger": "becomes_target", "by": "opponent"} if p.eat("an", "opponent", "controls") \
            else {"trigger": "becomes_target"}
    watched = _graveyard_watch(p)
    if watched is not None:
        return watched
    if p.eat("whenever", "you", "scry"):
        return {"trigger": "you_scry"}  # Knowledge and Power (CR 701.22; engine.library_effects)
    if p.eat("whenever", "one", "or", "more", "creatures", "you", "control", "attack") \
            or p.eat("whenever", "you", "attack"):  # "you attack": with one or more creatures (CR 508.1)
        return {"trigger": "you_attack"}  # Path of Bravery: once, however many attack (CR 508.1, 603.2)
    if "Creature" in card_types and p.eat("whenever", "~", "is", "dealt", "damage"):
        return {"trigger": "dealt_damage"}  # Jackal Pup (CR 603.2, 120.3; engine.damage_triggers)
    if "Enchantment" in card_types and p.eat("whenever", "enchanted", "creature", "deals", "damage"):
        return {"trigger": "enchanted_deals_damage"}  # Armadillo Cloak (CR 603.2; engine.damage_triggers)
    return creature_enters(p)


def _graveyard_watch(p: Parser) -> dict[str, Any] | None:
    """``When(ever) a [nontoken] creature is put into your|an opponent's graveyard from the battlefield, if ~ is
    in your graveyard`` (Bridge from Below): an ability that works only from its owner's graveyard (CR 113.6k),
    with its intervening "if" (CR 603.4); None, nothing consumed, for other words."""
    m = p.mark()
    if not p.eat(("when", "whenever"), "a"):
        return None
    nontoken = p.eat("nontoken")
    if not p.eat("creature", "is", "put", "into"):
        p.reset(m)
        return None
    if p.eat("your"):
        whose = "you"
    elif p.eat("an", "opponent's"):
        whose = "opponent"
    else:
        p.reset(m)
        return None
    if not p.eat("graveyard", "from", "the", "battlefield", ",", "if", "~", "is", "in", "your", "graveyard"):
        p.reset(m)
        return None
    found: dict[str, Any] = {"trigger": "creature_to_graveyard", "whose": whose, "zone": "graveyard",
                             "if": {"self_in_graveyard": True}}
    if nontoken:
        found["nontoken"] = True
    return found


def exile_self_from_graveyard(p: Parser) -> list[dict[str, Any]]:
    """``exile ~`` in an ability that works from the graveyard (Bridge from Below, CR 113.6k)."""
    if not p.ctx.trigger.startswith("creature_to_graveyard"):
        raise p.fail("exiling the card itself, for another trigger")
    p.need("exile", "~")
    return [{"do": "exile_self_from_graveyard"}]


def return_self_to_hand(p: Parser) -> list[dict[str, Any]]:
    """``return ~ from your graveyard to your hand``: only in a "whenever an opponent gains life"
    ability, the one the engine looks for in graveyards (CR 113.6k: it then works only there)."""
    if p.ctx.trigger != "opponent_gains_life":
        raise p.fail("a card returning itself from the graveyard, for another trigger")
    p.need("return", "~", "from", "your", "graveyard", "to", "your", "hand")
    return [{"do": "return_self_to_hand"}]


def gain_that_much(p: Parser) -> list[dict[str, Any]]:
    """``you gain that much life``: the damage the enchanted creature dealt (CR 608.2h)."""
    if p.ctx.trigger != "enchanted_deals_damage":
        raise p.fail("'that much' of another trigger")
    p.need("you", "gain", "that", "much", "life")
    return [{"do": "gain_life", "who": "you", "amount": {"count": "trigger_amount"}}]


def deals_that_much_to_you(p: Parser) -> list[dict[str, Any]]:
    """``it deals that much damage to you``: the damage this creature was dealt (Jackal Pup, CR 608.2h),
    dealt by it (as it last existed if it died of the damage)."""
    if p.ctx.trigger != "dealt_damage":
        raise p.fail("'that much' of another trigger")
    p.need(("it", "~"), "deals", "that", "much", "damage", "to", "you")
    return [{"do": "damage", "amount": {"count": "trigger_amount"}, "target": "you"}]


CLAUSES: tuple[Any, ...] = (return_self_to_hand, gain_that_much, deals_that_much_to_you, exile_self_from_graveyard)


def _moves_self_from_graveyard(effects: Any) -> bool:
    return any(e.get("do") in ("return_self_to_hand", "exile_self_from_graveyard")
               or _moves_self_from_graveyard(e.get("effects", ()))
               for e in effects)


def zone_of(ab: dict[str, Any]) -> None:
    """An ability whose effect moves its own card out of the graveyard works only there (CR 113.6k)."""
    if _moves_self_from_graveyard(ab.get("effects", ())):
        ab["zone"] = "graveyard"


def intervening_if(p: Parser, trig: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """An intervening "if" after a trigger (CR 603.4), comma and all up to the next comma:
    ``, if you control another creature named ~`` (Faerie Miscreant); None, nothing consumed."""
    if p.ctx.card_name and p.eat(",", "if", "you", "control", "another", "creature", "named", "~"):
        return {"another_named": p.ctx.card_name}
    if (trig or {}).get("trigger") == "creature_enters" and p.at(",", "if", "that", "creature", "is") \
            and re.fullmatch(r"\d+/\d+", p.peek(5)) and p.peek(6) == ",":
        power, toughness = p.peek(5).split("/")
        p.i += 6  # "if that creature is 1/1" (Sigil Captain): the creature that entered (CR 603.4)
        return {"trigger_creature_pt": [int(power), int(toughness)]}
    if p.at(",", "if", "you", "control", "a") and p.peek(6) == "planeswalker" and p.peek(7) == "," \
            and p.peek(5).isalpha():
        # "if you control a Chandra planeswalker" (Karplusan Hound): a planeswalker type (CR 205.3j)
        sub = p.peek(5).capitalize()
        p.i += 7
        return {"control": {"types_any": ["Planeswalker"], "subtypes_any": [sub]}}
    return None


def counted_x(p: Parser, spec: str, m: Any) -> str:
    """After ``target SPEC with mana value``: ``x or less, where x is the number of Faeries you
    control`` -> ``"SPEC:mv<=#Faerie"`` (``engine.counted_targets``); ``spec`` itself, the cursor back
    at ``m``, for other words."""
    from .amounts import SUBTYPE_WORDS
    word = p.peek(10)
    if p.at("x", "or", "less", ",", "where", "x", "is", "the", "number", "of", word, "you", "control") \
            and word in SUBTYPE_WORDS and word.endswith("s") and word not in BASIC_PLURALS:
        p.i += 13
        return f"{spec}:mv<=#{SUBTYPE_WORDS[word]}"
    p.reset(m)
    return spec


#: Land types are not what a counted target filter counts (only creature types).
BASIC_PLURALS = frozenset({"plains", "islands", "swamps", "mountains", "forests", "auras"})


def x_counters_on_self(p: Parser) -> list[dict[str, Any]]:
    """``put x +1/+1 counters on him|her|~`` in an enters-the-battlefield ability of a permanent with {X}
    in its cost (CR 107.3m: the X paid for its spell)."""
    if not (p.ctx.x_cost and p.ctx.trigger == "etb"):
        raise p.fail("X of another ability")
    p.need("put", "x", "+1/+1", "counters", "on", ("him", "her", "~"))
    return [{"do": "counters", "counter": "+1/+1", "amount": "X", "target": "self"}]


def draw_half_x(p: Parser) -> list[dict[str, Any]]:
    """``draw half x cards , rounded down`` (CR 107.1a: rounded down when the rule says so)."""
    if not (p.ctx.x_cost and p.ctx.trigger == "etb"):
        raise p.fail("X of another ability")
    p.eat("then")  # "... on him. Then draw half X cards": in order, as any sentence (CR 608.2c)
    p.need("draw", "half", "x", "cards", ",", "rounded", "down")
    return [{"do": "draw", "amount": {"count": "half_x"}, "who": "you"}]


def counter_on_self_and_draw(p: Parser) -> list[dict[str, Any]]:
    """``put a +1/+1 counter on ~ and draw a card`` after "whenever an opponent searches their library"
    (the plain readers stop at "and": this reads the sentence whole)."""
    if p.ctx.trigger != "opponent_searches":
        raise p.fail("another trigger")
    p.need("put", "a", "+1/+1", "counter", "on", ("~", "him", "her"), "and", "draw", "a", "card")
    return [{"do": "counters", "counter": "+1/+1", "amount": 1, "target": "self"},
            {"do": "draw", "amount": 1, "who": "you"}]


CLAUSES += (x_counters_on_self, draw_half_x, counter_on_self_and_draw)


def amass(p: Parser) -> list[dict[str, Any]]:
    """``[then] amass orcs N`` (CR 701.47a; engine.draw_triggers)."""
    p.eat("then")
    p.need("amass")
    word = p.peek()
    if word not in ("orcs", "zombies"):
        raise p.fail("amass of another creature type")
    p.i += 1
    n = p.number(allow_x=False)
    return [{"do": "amass", "subtype": "Orc" if word == "orcs" else "Zombie", "amount": int(n)}]


CLAUSES += (amass,)


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def lose_x_devotion(p: Parser) -> list[dict[str, Any]]:
    """``each opponent loses x life , where x is your devotion to black`` (CR 700.5)."""
    p.need("each", "opponent", "loses", "x", "life", ",", "where", "x", "is", "your", "devotion", "to")
    color = _COLOR_WORDS.get(p.peek())
    if color is None:
        raise p.fail("devotion to what?")
    p.i += 1
    return [{"do": "lose_life", "who": "each_opponent", "amount": {"count": "devotion", "colors": [color]}}]


def gain_life_lost(p: Parser) -> list[dict[str, Any]]:
    """``you gain life equal to the life lost this way``: the life the ability's earlier effects made
    players lose (CR 608.2h; ``effects._lose_life`` keeps the sum)."""
    p.need("you", "gain", "life", "equal", "to", "the", "life", "lost", "this", "way")
    return [{"do": "gain_life", "who": "you", "amount": {"count": "life_lost"}}]


CLAUSES += (lose_x_devotion, gain_life_lost)


#: Counters with no rules of their own that a card's abilities count (CR 122.1): "burden" (The One Ring).
COUNTED_COUNTERS = frozenset({"burden", "charge", "mining", "luck", "ice", "storage", "depletion", "gem"})


def self_counters(p: Parser, plural: bool) -> dict[str, Any] | None:
    """After "for each" / "the number of": ``burden counter(s) on ~`` -> ``{"count": "self_counters"}``;
    None (nothing consumed) for other words."""
    word = p.peek()
    if word in COUNTED_COUNTERS and p.at(word, "counters" if plural else "counter", "on", "~"):
        p.i += 4
        return {"count": "self_counters", "counter": word}
    return None


def put_plain_counter_on_self(p: Parser) -> list[dict[str, Any]]:
    """``put a burden counter on ~`` (a counter only the card's own abilities count, CR 122.1)."""
    p.need("put", "a")
    word = p.peek()
    if word not in COUNTED_COUNTERS:
        raise p.fail("a counter with rules of its own")
    p.i += 1
    p.need("counter", "on", "~")
    return [{"do": "counters", "counter": word, "amount": 1, "target": "self"}]


CLAUSES += (put_plain_counter_on_self,)
