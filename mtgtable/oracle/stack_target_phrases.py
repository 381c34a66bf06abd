"""Targets that reach past one object (CR 115.1, 201.2): "destroy target nonland permanent and all
other permanents with the same name as that permanent" (Maelstrom Pulse), "target creature and
all other creatures with the same name as that creature get -3/-3 until end of turn" (Bile
Blight), "counter target triggered ability or colorless spell" (Consign to Memory, an ability on
the stack as a target), and "another target permanent" (``engine.stack_targets``).

Each reader takes its words in full or raises NoParse having consumed nothing (the caller
resets), so a line of another shape (Detention Sphere's "not named ...") stays by hand.
"""

from __future__ import annotations

from typing import Any

from .grammar import NoParse, Parser

Effect = dict[str, Any]

#: Target specs of permanents whose name "that permanent" may name (CR 201.2).
_PERMANENT_SPECS = frozenset({"permanent", "nonland_permanent", "artifact", "enchantment", "land",
                              "artifact_or_enchantment", "creature", "nonbasic_land"})
_SAME_PERMANENTS = ("and", "all", "other", "permanents", "with", "the", "same", "name", "as", "that", "permanent")
_SAME_CREATURES = ("and", "all", "other", "creatures", "with", "the", "same", "name", "as", "that", "creature")
_STACK_WORDS = ("target", "triggered", "ability", "or", "colorless", "spell")

#: "another target ..." as an ability's first target: a permanent other than its source (CR 115.1).
ANOTHER: tuple[tuple[tuple[str, ...], str], ...] = (
    (("creature", "you", "control"), "another_creature_you_control"),  # Emiel the Blessed
    (("nonland", "permanent"), "another_nonland_permanent"),
    (("permanent",), "another_permanent"),
    (("creature",), "another_creature"),
)


def another_target(p: Parser) -> str | None:
    """``another target permanent`` (the word "another" and "target" consumed by the caller is
    not assumed: this reads them); None (nothing consumed) for another shape, or when the ability
    already has a target (then "another" may mean other than that one)."""
    if p.ctx.targets or not p.at("another", "target"):
        return None
    m = p.mark()
    p.i += 2
    found = p.table(ANOTHER)
    if found is None or p.at(("you", "an", "with", "without", "that", "card", "spell")) or p.at("your"):
        p.reset(m)
        return None
    return found


def destroy_same_name(p: Parser) -> list[Effect]:
    """``destroy target nonland permanent and all other permanents with the same name as that permanent``."""
    p.need("destroy")
    if not p.at("target"):
        raise p.fail("expected target")
    what = p.target()
    if p.ctx.targets[what] not in _PERMANENT_SPECS:
        raise p.fail("a permanent spec")
    p.need(*_SAME_PERMANENTS)
    return [{"do": "destroy_same_name", "target": what}]


def pump_same_name(p: Parser) -> list[Effect]:
    """``target creature and all other creatures with the same name as that creature get -3/-3 until end of turn``."""
    if not p.at("target", "creature", *_SAME_CREATURES):
        raise p.fail("expected the same name")
    what = p.target()
    p.need(*_SAME_CREATURES)
    p.need("get")
    power, toughness = p.pt_change()
    p.need("until", "end", "of", "turn")
    return [{"do": "pump_same_name", "target": what, "power": power, "toughness": toughness}]


def counter_stack_object(p: Parser) -> list[Effect]:
    """``counter target triggered ability or colorless spell`` (CR 701.5a, 115.1)."""
    p.need("counter")
    if not p.at(*_STACK_WORDS):
        raise p.fail("expected a spell or ability")
    what = p.target()
    if p.at("unless"):
        raise NoParse(p.i, "unless: another reader")
    return [{"do": "counter_stack_object", "target": what}]




#: The verbs "up to N target ..." takes, as ``optional_targets.VERBS``.
_UP_TO_VERBS = {"tap": "tap", "untap": "untap", "destroy": "destroy", "exile": "exile", "return": "bounce"}
#: Plural target words -> spec (each with its words in ``engine.same_name_text.PLURALS``).
PLURALS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("nonland", "permanents"), "nonland_permanent"),
    (("creatures", "you", "don't", "control"), "creature_opponent_controls"),
    (("creatures", "your", "opponents", "control"), "creature_opponent_controls"),
    (("creatures", "you", "control"), "creature_you_control"),
    (("creatures",), "creature"), (("permanents",), "permanent"), (("artifacts",), "artifact"),
    (("enchantments",), "enchantment"), (("lands",), "land"), (("spells",), "spell"),
)
#: "return up to N target ... cards from your graveyard to your hand" (a graveyard spec, CR 115.1, 404).
GRAVEYARD_PLURALS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("land", "cards"), "land_card_in_your_graveyard"),
    (("creature", "cards"), "creature_card_in_your_graveyard"),
    (("artifact", "cards"), "artifact_card_in_your_graveyard"),
    (("instant", "and-or", "sorcery", "cards"), "instant_or_sorcery_card_in_your_graveyard"),
    (("cards",), "card_in_your_graveyard"),
)


def up_to_targets(p: Parser) -> list[Effect]:
    """``tap up to two target creatures``, ``exile any number of target spells``, ``return up to two
    target creatures to their owners' hands`` (CR 601.2c: a variable number of targets, zero
    included); the ability's first targets only, so they are its last ones too unless more follow
    (the compiler then leaves the line by hand, ``optional_tail``)."""
    verb = _UP_TO_VERBS.get(p.peek())
    if verb is None or p.ctx.targets:
        raise p.fail("expected up to N targets")
    p.i += 1
    from ..engine.families.optional_targets import ANY_NUMBER
    from .grammar import NUMBERS
    low = 0
    if p.eat("any", "number", "of"):
        n = ANY_NUMBER
    elif p.at("up", "to") and p.peek(2) in NUMBERS and NUMBERS[p.peek(2)] >= 2:
        n = NUMBERS[p.peek(2)]
        p.i += 3
    elif p.peek() in NUMBERS and NUMBERS[p.peek()] >= 2 and p.peek(1) == "target":
        n = low = NUMBERS[p.peek()]  # "destroy six target creatures": exactly six, all needed (CR 115.3, 601.2c)
        p.i += 1
    else:
        raise p.fail("expected up to N")
    p.need("target")
    if verb == "bounce" and n != ANY_NUMBER:
        m = p.mark()
        found = p.table(GRAVEYARD_PLURALS)
        if found is not None and p.eat("from", "your", "graveyard", "to", "your", "hand"):
            p.ctx.targets += [found] * n
            p.ctx.it = None
            if low:
                return _each(verb, n)
            return [{"do": "on_targets", "verb": verb, "targets": list(range(n)), "min": 0}]
        p.reset(m)
    spec = p.table(PLURALS)
    if spec is None or (spec == "spell") != (verb == "exile" and n == ANY_NUMBER):
        raise p.fail("a plural target the engine reads")
    if verb == "bounce":
        p.need("to", "their", "owners'", "hands")
    if low and not p.at("."):
        raise p.fail("exactly N targets, then more words")  # "exile two target artifacts, creatures, ..." (flicker)
    p.ctx.targets += [spec] * n
    p.ctx.it = None  # "it" names none of several
    if low:
        return _each(verb, n)
    return [{"do": "on_targets", "verb": verb, "targets": list(range(n)), "min": 0}]


#: The mark an effect of "N target ..." carries until the compiler makes its ability ``distinct_targets``
#: (never in a compiled card).
DISTINCT = "_distinct"


def _each(verb: str, n: int) -> list[Effect]:
    """``destroy six target creatures``: the verb once per target, all of one word "target" (CR 115.3: six
    different creatures, all needed), as the hand-written "Untap two target lands." (Garruk Wildspeaker)."""
    return [{"do": verb, "target": i, DISTINCT: True} for i in range(n)]


def has_optional(ab: dict[str, Any]) -> bool:
    """Whether an ability has optional targets (an ``on_targets`` or ``divided_damage`` effect, at any depth)."""
    return not optional_tail({**ab, "targets": ()})


def optional_tail(ab: dict[str, Any]) -> bool:
    """Whether an ability's optional targets (``on_targets``) are its last targets, as the engine
    needs (``optional_targets.minimum``); True for an ability without them."""
    n = len(ab.get("targets", ()))
    stack = list(ab.get("effects", ()))
    while stack:
        e = stack.pop()
        if not isinstance(e, dict):
            continue
        stack += [x for k in ("effects", "otherwise") for x in (e.get(k) or ())]
        if e.get("do") in ("on_targets", "divided_damage") and list(e.get("targets", ())) != list(range(n - len(e["targets"]), n)):
            return False
    return True


def _stack_target(p: Parser, words: tuple[str, ...], spec: str) -> int:
    """``target WORDS`` naming an object on the stack (``engine.stack_specs``): adds the target.  Read
    here rather than in the grammar's table, so no other verb takes these specs."""
    p.need("target", *words)
    p.ctx.targets.append(spec)
    index = len(p.ctx.targets) - 1
    p.ctx.it = index
    return index


def choose_new_targets(p: Parser) -> list[Effect]:
    """``choose new targets for target spell or ability`` (CR 115.7d; "you may" is ``may_clause``'s, and
    keeping every target is one of the answers as well)."""
    p.need("choose", "new", "targets", "for")
    what = _stack_target(p, ("spell", "or", "ability"), "spell_or_ability")
    return [{"do": "choose_new_targets", "target": what}]


def change_single_target(p: Parser) -> list[Effect]:
    """``change the target of target spell with a single target`` (CR 115.7a)."""
    p.need("change", "the", "target", "of")
    what = _stack_target(p, ("spell", "with", "a", "single", "target"), "spell_with_single_target")
    return [{"do": "change_single_target", "target": what}]


def divided_damage(p: Parser) -> list[Effect]:
    """``~ deals 2 damage divided as you choose among one or two targets`` (CR 601.2d): two "any"
    targets, the second optional; only 2 damage (the division then needs no choice)."""
    if p.ctx.targets or not p.at("~", "deals", "2", "damage", "divided", "as", "you", "choose", "among", "one",
                                 "or", "two", "targets"):
        raise p.fail("expected 2 damage divided")
    p.i += 13
    p.ctx.targets += ["any", "any"]
    p.ctx.it = None
    return [{"do": "divided_damage", "amount": 2, "targets": [0, 1], "min": 1}]


CLAUSES = (divided_damage, destroy_same_name, pump_same_name, counter_stack_object, up_to_targets, change_single_target,
           choose_new_targets)
