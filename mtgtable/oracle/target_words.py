"""The words of the target specs in ``engine.more_targets`` (CR 115.1), for the grammar's table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.data.graveyard_specs import GRAVEYARD_TYPES

if TYPE_CHECKING:
    from .grammar import Parser

_COLORS = ("white", "blue", "black", "red", "green")

MORE_TARGETS: tuple[tuple[tuple[str, ...], str], ...] = (
    *(((c, "spell"), f"{c}_spell") for c in _COLORS),
    *(((c, "permanent"), f"{c}_permanent") for c in _COLORS),
    *(((c, "creature"), f"{c}_creature") for c in _COLORS),
    *(((f"non{c}", "creature"), f"non{c}_creature") for c in _COLORS),
    (("nonartifact", "creature"), "nonartifact_creature"),
    (("artifact", "creature"), "artifact_creature"),
    (("permanent", "you", "control"), "permanent_you_control"),
    (("nonlegendary", "creature", "you", "control"), "nonlegendary_creature_you_control"),
    (("permanent", "an", "opponent", "controls"), "permanent_opponent_controls"),
    (("permanent", "you", "don't", "control"), "permanent_opponent_controls"),
    (("nonbasic", "land"), "nonbasic_land"),
    (("creature", "or", "enchantment", "spell"), "creature_or_enchantment_spell"),
    (("instant", "spell"), "instant_spell"), (("sorcery", "spell"), "sorcery_spell"),
    (("artifact", "spell"), "artifact_spell"), (("enchantment", "spell"), "enchantment_spell"),
    (("artifact", "or", "enchantment", "spell"), "artifact_or_enchantment_spell"),
    (("enchantment", ",", "instant", ",", "or", "sorcery", "spell"), "enchantment_instant_or_sorcery_spell"),
    (("creature", "or", "planeswalker", "spell"), "creature_or_planeswalker_spell"),
    # engine.mode_targets (CR 115.1, 105.2a)
    (("noncreature", "permanent"), "noncreature_permanent"), (("monocolored", "creature"), "monocolored_creature"),
    (("token",), "token"), (("creature", "token"), "creature_token"),
    (("spell", "you", "don't", "control"), "spell_you_dont_control"),
    (("activated", "or", "triggered", "ability"), "activated_or_triggered_ability"),
    (("activated", "ability"), "activated_ability"), (("triggered", "ability"), "triggered_ability"),
    # "target enchantment card from your graveyard" (engine.graveyard_specs, CR 115.1)
    *((tuple(words.split()) + ("from", "your", "graveyard"), f"{k}_in_your_graveyard")
      for k, (_, words) in GRAVEYARD_TYPES.items()),
    *((tuple(words.split()) + ("from", "a", "graveyard"), f"{k}_in_a_graveyard")
      for k, (_, words) in GRAVEYARD_TYPES.items()),
    (("artifact", ",", "creature", ",", "enchantment", ",", "or", "planeswalker"),
     "artifact_creature_enchantment_or_planeswalker"),
    (("artifact", ",", "enchantment", ",", "or", "nonbasic", "land", "an", "opponent", "controls"),
     "artifact_enchantment_or_nonbasic_land_opponent_controls"),
    (("blinkmoth", "creature"), "blinkmoth_creature"),
    (("non-outlaw", "creature"), "non_outlaw_creature"),  # Shoot the Sheriff (more_targets.NON_SUBTYPE_CREATURES)
    (("triggered", "ability", "or", "colorless", "spell"), "triggered_ability_or_colorless_spell"),  # stack_targets
    # "Untap target Forest." (Arbor Elf): a land with that basic land type (aura_rules.fits, CR 205.3i)
    *(((basic,), basic) for basic in ("plains", "island", "swamp", "mountain", "forest")),
)

#: The card words of every graveyard spec, for "target creature card with mana value 2 or less from your
#: graveyard" (the number comes between the card and the graveyard).
_GRAVEYARD_WORDS: tuple[tuple[tuple[str, ...], str], ...] = tuple(sorted((
    (("card",), "card"), (("creature", "card"), "creature_card"), (("artifact", "card"), "artifact_card"),
    (("land", "card"), "land_card"), (("instant", "or", "sorcery", "card"), "instant_or_sorcery_card"),
    *((tuple(words.split()), k) for k, (_, words) in GRAVEYARD_TYPES.items()),
), key=lambda kv: -len(kv[0])))


def graveyard_with_number(p: "Parser") -> str | None:
    """``creature card with mana value 2 or less from your graveyard`` (after "target") ->
    ``"creature_card_in_your_graveyard:mv<=2"`` (CR 115.1, 202.3); None (nothing consumed) otherwise."""
    m = p.mark()
    for words, prefix in _GRAVEYARD_WORDS:
        if not p.at(*words, "with", "mana", "value"):
            continue
        p.i += len(words) + 3
        tok = p.peek()
        if not tok.isdigit() or len(tok) > 2:
            break
        p.i += 1
        op = "<=" if p.eat("or", "less") else ">=" if p.eat("or", "greater") else "="
        if p.eat("from", "your", "graveyard"):
            return f"{prefix}_in_your_graveyard:mv{op}{int(tok)}"
        if p.eat("from", "a", "graveyard"):
            return f"{prefix}_in_a_graveyard:mv{op}{int(tok)}"
        break
    p.reset(m)
    return None


_FILTER_WHAT = {"mana": "mv", "power": "power", "toughness": "toughness"}


def it_has(p: "Parser") -> str | None:
    """``if it has mana value 2 or less`` (after an effect on a target, Fatal Push) -> ``"mv<=2"``: the
    filter of ``engine.target_filters`` the target is judged by as the spell resolves (CR 608.2c); None
    (nothing consumed) for other words.  X is not read."""
    m = p.mark()
    if not p.eat("if", "it", "has"):
        return None
    what = _FILTER_WHAT.get(p.peek())
    if what is None or (what == "mv" and p.peek(1) != "value"):
        p.reset(m)
        return None
    p.i += 2 if what == "mv" else 1
    tok = p.peek()
    if not tok.isdigit() or len(tok) > 2:
        p.reset(m)
        return None
    p.i += 1
    op = "<=" if p.eat("or", "less") else ">=" if p.eat("or", "greater") else "="
    return f"{what}{op}{int(tok)}"


def target_filter(p: "Parser", spec: str) -> str:
    """``spec`` with what follows it: ``with mana value 3 or less``, ``with power 2 or less``, ``with
    toughness 4 or greater``, ``with mana value 1`` -> ``"nonland_permanent:mv<=3"`` (``engine.target_filters``,
    CR 202.3); ``spec`` itself when no such words follow.  "X or less" is not read: a target's X would be
    the spell's, which the engine doesn't compare (fail closed)."""
    if spec in ("any", "player", "opponent") or ":" in spec or not p.at("with", ("mana", "power", "toughness")):
        return spec
    m = p.mark()
    p.i += 1
    what = _FILTER_WHAT[p.peek()]
    p.i += 1
    if what == "mv" and not p.eat("value"):
        p.reset(m)
        return spec
    tok = p.peek()
    if what == "mv" and tok == "x":
        from .trigger_phrases import counted_x  # "X or less, where X is the number of Faeries you control"
        return counted_x(p, spec, m)
    if not tok.isdigit() or len(tok) > 2:
        p.reset(m)
        return spec
    p.i += 1
    op = "="
    if p.eat("or", "less"):
        op = "<="
    elif p.eat("or", "greater"):
        op = ">="
    return f"{spec}:{what}{op}{int(tok)}"


#: The card-type words a type list after "target" is made of (CR 205.2a); ``nonbasic land`` is one item.
_TYPE_ITEMS: tuple[tuple[str, ...], ...] = (("nonbasic", "land"), ("artifact",), ("creature",), ("enchantment",),
                                            ("land",), ("planeswalker",))
#: The controller words that may end it, as the spec names them (two players: "you don't control" is
#: "an opponent controls", CR 102.1).
_WHOSE: tuple[tuple[tuple[str, ...], str], ...] = ((("you", "control"), "you_control"),
                                                  (("an", "opponent", "controls"), "opponent_controls"),
                                                  (("you", "don't", "control"), "opponent_controls"))
#: Nouns that make the list something other than permanents ("target creature or planeswalker spell").
_NOT_PERMANENTS = ("spell", "spells", "card", "cards", "token", "tokens", "permanent", "permanents")


#: What may follow "spell or" besides a type list (``engine.stack_specs.SPELL_OR_PERMANENT``).
_SPELL_OR: tuple[tuple[tuple[str, ...], str], ...] = ((("nonland", "permanent"), "nonland_permanent"),
                                                     (("creature",), "creature"))


def type_list(p: "Parser") -> str | None:
    """After "target": a list of card types, ``creature or enchantment``, ``artifact, creature, or land``,
    each kind of permanent of the list, with an optional controller (``artifact or creature you control``):
    the spec is named by its words (``artifact_creature_or_land``, ``artifact_or_creature_you_control``) and
    read only when the engine knows that name (``engine.more_targets.PERMANENT_TYPES``, CR 115.1, 205.2a);
    ``nonland permanent you don't control`` likewise.  None (nothing consumed) otherwise, or for one type
    without a controller (the plain table reads those)."""
    from ..engine.data.target_specs import TARGET_SPECS
    m = p.mark()
    words: list[str] = []
    if p.at("spell", "or") and p.peek(2) != "ability":  # "spell or nonland permanent an opponent controls"
        p.i += 2
        rest = type_list(p) or p.table(_SPELL_OR)
        if rest is None or "spell_or_" + rest not in TARGET_SPECS or p.at(_NOT_PERMANENTS):
            p.reset(m)
            return None
        return "spell_or_" + rest
    if p.at(("nonland", "noncreature"), "permanent"):
        words += [p.peek(), "permanent"]
        p.i += 2
    else:
        while True:
            item = next((w for w in _TYPE_ITEMS if p.at(*w)), None)
            if item is None:
                p.reset(m)
                return None
            words += item
            p.i += len(item)
            if p.at(",", "or") and len(words) > 1:
                p.i += 2
                words.append("or")
                continue
            if p.at(",") and p.peek(1) != "or":
                p.i += 1
                continue
            if p.at("or") and "or" not in words and not p.at("or", "player"):
                p.i += 1
                words.append("or")
                continue
            break
    whose = next((name for ws, name in _WHOSE if p.at(*ws)), None)
    if whose is not None:
        p.i += next(len(ws) for ws, name in _WHOSE if p.at(*ws) and name == whose)
        words.append(whose)
    spec = "_".join(words)
    single = len(words) == 1 or (words[0].startswith("non") and whose is None)
    if single or spec not in TARGET_SPECS or p.at(_NOT_PERMANENTS) or words[-1] == "or":
        p.reset(m)
        return None
    return spec


def first_target_controls(p: "Parser") -> str | None:
    """After "target", as the second target of an ability whose first is "target player or planeswalker":
    ``creature that player or that planeswalker's controller controls`` (Searing Blaze) ->
    ``"creature_first_target_controls"`` (``engine.dependent_targets``, CR 115.1, 601.2c); None (nothing
    consumed) otherwise."""
    if p.ctx.targets != ["player_or_planeswalker"] or not p.at("creature", "that", "player", "or", "that",
                                                                  "planeswalker's", "controller", "controls"):
        return None
    p.i += 8
    return "creature_first_target_controls"
