"""Effect phrases: one verb with its quantities, subjects, targets and duration.

Each reader takes a :class:`~.grammar.Parser` positioned at the start of a
clause and returns the engine effects (``{"do": ...}``) the clause means, or
raises :class:`~.grammar.NoParse`.  :func:`effects` reads a whole run of
clauses and sentences ("Draw a card, then you lose 1 life.").
"""

from __future__ import annotations

from typing import Any, Callable

from . import activation_phrases, amount_phrases, amounts, energy_phrases, keyword_phrases, library_phrases
from . import cast_history_phrases, charm_phrases, copy_lines, restriction_phrases, spell_phrases
from . import grant_phrases, library_action_phrases, mass_phrases, phasing_phrases, player_phrases
from . import quoted_abilities, repeat_phrases, reveal_until_phrases, selector_phrases, stack_target_phrases
from . import trigger_phrases, zone_phrases
from ..engine.data.graveyard_specs import ABILITY_SPECS
from .grammar import ALL_GROUPS, BASIC_TYPES, COLOR_WORDS, NEW_TOKEN, NoParse, Parser

Effect = dict[str, Any]

#: Card types a search may name ("a creature card"), CR 205.2a.
_CARD_TYPES = {"land": "Land", "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
               "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker"}


def damage(p: Parser) -> list[Effect]:
    """``~ deals N damage to RECIPIENT [and RECIPIENT]`` (CR 120.3)."""
    if not (p.eat("~") or (p.ctx.it in ("self", "dead_self") and p.eat("it"))):
        raise p.fail("expected a source of damage")
    p.need("deals")
    n = p.number()
    p.need("damage", "to")
    out = [{"do": "damage", "amount": n, "target": p.damage_recipient()}]
    while p.at("and") and not p.at("and", "you", ("gain", "lose", "draw")):
        m = p.mark()
        p.i += 1
        try:
            amount = n
            if p.at(("1", "2", "3", "4", "5", "6", "7", "8", "9", "10"), "damage", "to"):
                amount = p.number(allow_x=False)
                p.i += 2
            out.append({"do": "damage", "amount": amount, "target": p.damage_recipient()})
        except NoParse:
            p.reset(m)
            break
    m = p.mark()
    if len(out) == 1 and p.eat(".", "a", "creature", "dealt", "damage", "this", "way", "can't", "be", "regenerated",
                               "this", "turn"):
        return [{**out[0], "no_regeneration": True}]  # CR 701.15b
    p.reset(m)
    return out


def player_verbs(p: Parser) -> list[Effect]:
    """``[PLAYER] draws N cards / gains N life / loses N life / mills N cards``."""
    m = p.mark()
    try:
        who: Any = p.subject_player()
    except NoParse:
        p.reset(m)
        # No subject: "you" for "draw a card"; a verb in the third person ("and loses 2
        # life") continues the last clause's player, and without one it is not read.
        if p.peek().endswith("s") and p.peek() not in ("draws", "gains", "loses", "mills", "discards", "takes"):
            raise p.fail("expected a player") from None
        if p.peek() in ("draws", "gains", "loses", "mills", "discards", "takes"):
            if p.ctx.last_who is None:
                raise p.fail("whose action?") from None
            who = p.ctx.last_who
        else:
            who = "you"
    p.ctx.last_who = who
    if p.at(("take", "takes"), "an", "extra", "turn", "after", "this", "one"):
        p.i += 7
        return [{"do": "extra_turn", "who": who}]
    if p.at(("draw", "draws")):
        p.i += 1
        n = p.number()
        p.need(("card", "cards"))
        return [{"do": "draw", "amount": n, "who": who}]
    if p.at(("gain", "gains")):
        p.i += 1
        n = p.number()
        p.need("life")
        return [{"do": "gain_life", "amount": n, "who": who}]
    if p.at(("lose", "loses")):
        p.i += 1
        n = p.number()
        p.need("life")
        return [{"do": "lose_life", "amount": n, "who": who}]
    if p.at(("discard", "discards")):
        p.i += 1
        n = p.number(allow_x=False)
        p.need(("card", "cards"))
        return [{"do": "discard", "amount": n, "who": who}]
    if who == "you" and p.at("get", "{E}"):  # "you get {E}{E}" (CR 122.1f; energy_phrases)
        p.i += 1
        from .energy_phrases import energy_symbols
        return [{"do": "get_energy", "amount": energy_symbols(p)}]
    if who == "you" and p.at(("scry", "surveil"), "1"):
        verb = p.peek()
        p.i += 2
        return [{"do": verb}]
    if p.at(("mill", "mills")):
        p.i += 1
        n = p.number()
        p.need(("card", "cards"))
        return [{"do": "mill", "amount": n, "who": who}]
    raise p.fail("expected draw, gain, lose or mill")


def destroy(p: Parser) -> list[Effect]:
    """``destroy TARGET`` (CR 701.7) or ``destroy all creatures``."""
    p.need("destroy")
    group = p.table(ALL_GROUPS)
    if group is not None:
        return _no_regenerate(p, [{"do": "destroy_all", "filter": group}])
    found: Effect = {"do": "destroy", "target": p.subject_object()}
    if isinstance(found["target"], int) and p.eat("if", "it", "has", "mana", "value"):
        # "Destroy target creature if it has mana value 2 or less." (Fatal Push): looked at as it resolves
        found["if_mv_at_most"] = int(p.number(allow_x=False))
        p.need("or", "less")
        return _no_regenerate(p, [found])
    from .target_words import it_has
    what = found["target"]
    filt = it_has(p) if isinstance(what, int) else None
    if filt is not None:  # "Destroy target creature if it has power 2 or less." (CR 608.2c)
        return [{"do": "if_target_has", "target": what, "filter": filt,
                 "effects": _no_regenerate(p, [{"do": "destroy", "target": what}])}]
    return _no_regenerate(p, [found])


def _no_regenerate(p: Parser, out: list[Effect]) -> list[Effect]:
    """"It can't be regenerated": the destruction ignores regeneration shields (CR 701.15b)."""
    m = p.mark()
    if p.eat(".", ("it", "they"), "can't", "be", "regenerated"):
        return [{**e, "no_regeneration": True} for e in out]
    p.reset(m)
    return out


def exile(p: Parser) -> list[Effect]:
    p.need("exile")
    out: Effect = {"do": "exile", "target": p.subject_object()}
    _if_it_was(p, out)
    return [out]


#: "If it was a creature card": the card types the exiled card is looked at for (CR 205.2a).
_WAS_TYPES = {"creature": "Creature", "land": "Land", "artifact": "Artifact", "enchantment": "Enchantment",
              "instant": "Instant", "sorcery": "Sorcery", "planeswalker": "Planeswalker"}


def _if_it_was(p: Parser, exiled: Effect) -> None:
    """``Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on ~ and you
    gain 1 life.`` (Scavenging Ooze): the following effects happen only if the card exiled had that type as
    it last existed in the graveyard (CR 608.2h); ``if_was`` and ``then`` on the exile. Read only for one
    target card in a graveyard, and only effects without targets of their own."""
    m = p.mark()
    target = exiled.get("target")
    if not (isinstance(target, int) and target < len(p.ctx.targets)
            and str(p.ctx.targets[target]).endswith(("in_a_graveyard", "in_graveyard"))):
        return
    if not (p.eat(".", "if", "it", "was", ("a", "an")) and p.peek() in _WAS_TYPES):
        p.reset(m)
        return
    kind = _WAS_TYPES[p.peek()]
    p.i += 1
    p.need("card", ",")
    before = len(p.ctx.targets)
    inner = clause(p)
    while p.eat("and") or p.eat(",", "and"):
        inner = inner + clause(p)
    if len(p.ctx.targets) != before or not p.at("."):
        raise p.fail("effects of 'if it was' with a target, or more sentences")
    exiled["if_was"] = {"types_any": [kind]}
    exiled["then"] = inner


def bounce(p: Parser) -> list[Effect]:
    """``return TARGET to its owner's hand`` / ``return target creature card from your graveyard to your hand``."""
    p.need("return")
    if p.eat("a", "land", "you", "control", "to", "its", "owner's", "hand"):
        return [{"do": "return_own", "filter": {"types": ["Land"]}}]
    if p.eat("a", "permanent", "you", "control", "to", "its", "owner's", "hand"):
        return [{"do": "return_own", "filter": {}}]  # Kor Skyfisher: itself included (CR 608.2d)
    if p.eat("a", "creature", "you", "control", "to", "its", "owner's", "hand"):
        return [{"do": "return_own", "filter": {"types": ["Creature"]}}]
    what = p.subject_object()
    spec = p.ctx.targets[what].partition(":")[0] if isinstance(what, int) else ""
    if spec.endswith("your_graveyard"):
        p.need("to", "your", "hand")
    elif spec.endswith("graveyard"):
        p.need("to", "its", "owner's", "hand")  # a card from any graveyard goes to its owner's hand
    else:
        p.need("to", "its", "owner's", "hand")
    if isinstance(what, int) and p.eat(",", "then", "that", "player", "discards"):
        # "..., then that player discards a card" (Dinrova Horror): the owner, a card of their choice (CR 701.9a)
        n = p.number(allow_x=False)
        p.need(("card", "cards"))
        return [{"do": "bounce", "target": what}, {"do": "discard", "amount": n, "who": {"owner_of": what}}]
    return [{"do": "bounce", "target": what}]


def counter(p: Parser) -> list[Effect]:
    p.need("counter")
    what = p.subject_object()
    if isinstance(what, int) and p.ctx.targets[what] in ABILITY_SPECS:
        return [{"do": "counter_ability", "target": what}]  # CR 701.5a (engine.mass_effects)
    if not (isinstance(what, int) and (p.ctx.targets[what].partition(":")[0].endswith("spell")
                                       or p.ctx.targets[what] == "spell_you_dont_control")):
        raise p.fail("counter names a spell")
    if p.at("unless", "its", "controller", "pays", "{X}", ".") and p.ctx.has_x:
        # "unless its controller pays {X}" (Syncopate, Power Sink's first words): this spell's X (CR 107.3)
        p.i += 5
        e: Effect = {"do": "counter_unless_pay", "target": what, "mana": "{X}"}
        if p.eat(".", "if", "that", "spell", "is", "countered", "this", "way", ",", "exile", "it", "instead", "of",
                 "putting", "it", "into", "its", "owner's", "graveyard"):
            e["zone"] = "exile"  # (CR 614.1a)
        return [e]
    if p.at("unless"):  # "unless its controller pays {N}" (CR 118.12)
        return [{"do": "counter_unless_pay", "target": what, "mana": keyword_phrases.unless_pays(p)}]
    return [{"do": "counter", "target": what}]


def tap_untap(p: Parser) -> list[Effect]:
    verb = p.peek()
    if verb not in ("tap", "untap"):
        raise p.fail("expected tap or untap")
    p.i += 1
    return [{"do": verb, "target": p.subject_object()}]


def _pump_subject(p: Parser) -> Any:
    group = p.table(ALL_GROUPS)
    if group is not None:
        return group
    return p.subject_object()


def _may_be_a_player(spec: str) -> bool:
    """Whether a target spec (``engine.targets.TARGET_SPECS``) admits a player."""
    return spec == "any" or "player" in spec or spec == "opponent"


def pump(p: Parser) -> list[Effect]:
    """``SUBJECT gets +N/+N [and gains KEYWORDS] until end of turn`` (CR 611.2),
    ``SUBJECT gains KEYWORDS until end of turn``."""
    who = _pump_subject(p)
    power = toughness = 0
    keywords: list[str] = []
    if p.at(("get", "gets")) and p.ctx.has_x and "x" in p.peek(1):
        p.i += 1
        power, toughness = _pt_x(p)  # "All creatures get -X/-X until end of turn" (Toxic Deluge, CR 107.3)
    elif p.at(("get", "gets")):
        p.i += 1
        power, toughness = p.pt_change()
        if p.at("and", ("gain", "gains")):
            p.i += 2
            keywords = p.keyword_list()
    elif p.at(("gain", "gains")):
        p.i += 1
        keywords = p.keyword_list()
    else:
        raise p.fail("expected gets or gains")
    until = p.duration()
    if isinstance(who, int) and who < len(p.ctx.targets) and _may_be_a_player(p.ctx.targets[who]):
        # "Target creature or player gains flying": players aren't objects (CR 109.1) and
        # the engine gives them no keywords, so this stays by hand (fail closed).
        raise p.fail("a player can't get +N/+N or keywords here")
    e: Effect = {"do": "pump", "power": power, "toughness": toughness, "target": who}
    if keywords:
        e["keywords"] = keywords
    if until != "end_of_turn":
        e["until"] = until
    return [e]


def _pt_x(p: Parser) -> tuple[Any, Any]:
    """``-X/-X``, ``+X/+0``: each side a number or X (the X announced as the spell was cast, CR 107.3),
    X as the count ``x`` (negative with ``times`` -1)."""
    left, _, right = p.peek().partition("/")
    out: list[Any] = []
    for side in (left, right):
        if side[:1] not in ("+", "-") or not (side[1:] == "x" or side[1:].isdigit()):
            raise p.fail("expected +N/+N or +X/+X")
        sign = -1 if side[0] == "-" else 1
        out.append({"count": "x", "times": sign} if side[1:] == "x" else sign * int(side[1:]))
    p.i += 1
    return out[0], out[1]


def put_counters(p: Parser) -> list[Effect]:
    """``put N +1/+1 counters on SUBJECT`` (CR 122.1)."""
    p.need("put")
    n = p.number()
    kind = p.peek()
    if kind not in ("+1/+1", "-1/-1"):
        raise p.fail("expected a +1/+1 or -1/-1 counter")
    p.i += 1
    p.need(("counter", "counters"), "on")
    if p.eat("each", "creature", "you", "control"):
        who: Any = "creatures_you_control"
    elif p.eat("each", "artifact", "creature", "you", "control"):  # Steel Overseer (CR 122.1)
        who = "artifact_creatures_you_control"
    else:
        who = p.subject_object()
    found: list[Effect] = [{"do": "counters", "counter": kind, "amount": n, "target": who}]
    while p.at("and", p.peek(1), ("+1/+1", "-1/-1"), ("counter", "counters"), "on"):
        # "put a +1/+1 counter on that creature and a +1/+1 counter on this creature" (Juniper Order
        # Ranger): one verb, two objects, each its own counters (CR 122.1)
        p.i += 1
        more = p.number()
        again = p.peek()
        p.i += 1
        p.need(("counter", "counters"), "on")
        found.append({"do": "counters", "counter": again, "amount": more, "target": p.subject_object()})
    return found


#: Predefined tokens (CR 111.10) and their rules text, compiled like any card's.
PREDEFINED = {
    "treasure": "{T}, Sacrifice this artifact: Add one mana of any color.",
    "food": "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
    "clue": "{2}, Sacrifice this artifact: Draw a card.",
}


def predefined_token(kind: str) -> dict[str, Any]:
    """The token spec of a Treasure, Food or Clue (CR 111.10), its ability compiled from its text."""
    from .compiler import compile_card
    name = kind.capitalize()
    rec = {"name": name, "type": f"Token Artifact — {name}", "types": ["Artifact"], "subtypes": [name],
           "text": PREDEFINED[kind]}
    compiled = compile_card(rec)
    assert compiled.status == "automated", compiled.lines
    return {"name": name, "types": ["Artifact"], "subtypes": [name], "colors": [],
            "abilities": compiled.record["abilities"]}


def investigate(p: Parser) -> list[Effect]:
    """Investigate (a keyword action, CR 701): create a Clue token (CR 111.10f)."""
    p.need("investigate")
    p.ctx.it = NEW_TOKEN
    return [{"do": "token", "token": predefined_token("clue")}]


def token(p: Parser, verb: str = "create") -> list[Effect]:
    """``create N P/T COLOURS SUBTYPES [artifact] creature token(s) [with KEYWORDS]`` (CR 111.1),
    ``create a Treasure token`` (CR 111.10); ``verb``: "creates" after a subject ("its controller creates").
    ``Its controller creates TOKENS`` after a destroyed or exiled target (Beast Within): the player who
    controlled it, by last known information when it has left (CR 111.2, 608.2h)."""
    if verb == "create" and (p.at("its", "controller") or p.at("that", ("permanent's", "player"))) \
            and isinstance(p.ctx.it, int):
        who = p.subject_player()  # (or "that permanent's controller or that player": Acorn Catapult)
        p.need("creates")
        made = _tokens(p)
        if isinstance(who, dict) and "player_or_controller_of" in who and any(
                e.get("do") != "token" or e["token"].get("power") is None or e["token"].get("keywords")
                or e["token"].get("abilities") for e in made):
            raise p.fail("a plain creature token only")
        for e in made:
            e["who"] = who
        return made
    if verb == "create" and p.at("you", "create"):
        p.i += 1  # "You create a 2/2 black Zombie creature token ..." after another player's clause (Syphon Flesh)
    p.need(verb)
    return _tokens(p)


def _tokens(p: Parser) -> list[Effect]:
    """The tokens of one ``create``: one spec, or a list joined by "and" or commas (Wurmcoil Engine's
    "a 3/3 ... token with deathtouch and a 3/3 ... token with lifelink", Bestial Menace's three,
    CR 111.1); ``X ... tokens, where X is COUNT`` (Storm Herd, Death Mutation; CR 608.2h)."""
    where_x = p.at("x") and not p.ctx.has_x  # "Create X ... tokens, where X is your life total" (Storm Herd)
    if where_x:
        p.i += 1
        count: int | str = "X"
    else:
        count = p.number()
    if p.peek() in PREDEFINED and p.peek(1) in ("token", "tokens") and not where_x:
        kind = p.peek()
        p.i += 2
        e0: Effect = {"do": "token", "token": predefined_token(kind)}
        if count != 1:
            e0["count"] = count
        p.ctx.it = NEW_TOKEN
        return [e0]
    pt = p.peek()
    # No P/T before its colours: a characteristic-defining ability in its quoted text must define both
    # (Voice of Resurgence's Elemental, CR 604.3, 111.4); checked below, 0/0 until then.
    defined = pt in COLOR_WORDS or pt == "colorless"
    if defined:
        pt = "0/0"
    elif "/" not in pt or "x" in pt or pt[:1] in "+-":
        raise p.fail("expected the token's power and toughness")
    else:
        p.i += 1
    power, _, toughness = pt.partition("/")
    colors: list[str] = []
    if p.eat("colorless"):
        pass
    else:
        while p.peek() in COLOR_WORDS:
            colors.append(COLOR_WORDS[p.peek()])
            p.i += 1
            if not p.eat("and"):
                break
        if not colors:
            raise p.fail("expected the token's colours")
    subtypes: list[str] = []
    while p.peek() and p.peek() not in ("creature", "artifact", "enchantment", "token", "tokens", ",", "."):
        word = p.peek()
        if not word.isalpha():
            raise p.fail("unexpected word in a token's type")
        subtypes.append(word.capitalize())
        p.i += 1
    types = ["Creature"]
    if p.eat("artifact"):
        types = ["Artifact", "Creature"]
    elif p.eat("enchantment"):
        types = ["Enchantment", "Creature"]
    p.need("creature")
    p.need(("token", "tokens"))
    keywords: list[str] = []
    quoted: str | None = None
    if p.eat("with"):
        quoted = quoted_abilities.take(p)  # "with 'This token gets +1/+1 for each artifact you control.'"
        if quoted is None:
            keywords = p.keyword_list()
    if not subtypes:
        raise p.fail("a token without a creature type")
    spec: dict[str, Any] = {"name": " ".join(subtypes), "power": int(power), "toughness": int(toughness),
                            "colors": colors, "subtypes": subtypes}
    if types != ["Creature"]:
        spec["types"] = types
    if keywords:
        spec["keywords"] = keywords
    if quoted is not None:  # the token's own ability (CR 111.4, 113.1a), compiled as a card line of it
        found = quoted_abilities.token_abilities(quoted, types, subtypes)
        if found is None:
            raise p.fail("a token's quoted ability the grammar doesn't read")
        spec["abilities"] = found
    if defined and not any(a.get("static") == "cda_pt" and isinstance(a.get("power"), dict)
                           and isinstance(a.get("toughness"), dict) for a in spec.get("abilities", ())):
        raise p.fail("a token without power and toughness")
    e: Effect = {"do": "token", "token": spec}
    if count != 1:
        e["count"] = count
    elif p.ctx.sacrificed and p.eat("for", "each", "creature", "sacrificed", "this", "way"):
        # "You create a 2/2 black Zombie creature token for each creature sacrificed this way." (Syphon
        # Flesh): as many as the edict before sacrificed (CR 608.2h)
        e["count"] = {"count": "sacrificed"}
        p.ctx.it = None
        return [e]
    elif p.eat("for", "each"):  # "create a 1/1 ... token for each charge counter on this artifact" (CR 608.2h)
        e["count"] = amounts.count(p, plural=False)
    if where_x:
        # the number counted as the spell resolves (CR 608.2h), read after the tokens' words
        p.need(",", "where", "x", "is")
        e["count"] = amounts.where_x_is(p)
        p.ctx.it = NEW_TOKEN
        return [e]
    p.ctx.it = NEW_TOKEN  # "Put three +1/+1 counters on it": the token, which the engine can't name (CR 608.2c)
    if p.at("and", ("a", "an", "one", "two", "three")) and "/" in p.peek(2) or \
            p.at(",", ("a", "an", "one", "two", "three")) and "/" in p.peek(2) or \
            p.at(",", "and", ("a", "an", "one", "two", "three")) and "/" in p.peek(3):
        # "a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green
        # Elephant creature token" (Bestial Menace): each token of the list (CR 111.1)
        p.eat(",")
        p.eat("and")
        more = _tokens(p)
        p.ctx.it = None  # "it" after two kinds of token names neither (fail closed)
        return [e, *more]
    return [e]


def sacrifice_self(p: Parser) -> list[Effect]:
    if p.at("sacrifice", "it", "unless", "you", "pay") and p.ctx.it == "self":
        # "When this land enters, sacrifice it unless you pay {1}." (CR 118.12, Rupture Spire)
        p.i += 5
        syms = p.mana_symbols()
        if any(s in ("{X}",) for s in syms):
            raise p.fail("X in an unless cost")
        return [{"do": "sacrifice_unless_pay", "mana": "".join(syms)}]
    if p.at("sacrifice", "it", "unless", "you", "return", "an", "untapped") and p.ctx.it == "self" \
            and p.at("sacrifice", "it", "unless", "you", "return", "an", "untapped", p.peek(7), "you", "control", "to",
                     "its", "owner's", "hand"):
        # "sacrifice it unless you return an untapped Mountain you control to its owner's hand" (CR 118.12)
        kind = p.peek(7).capitalize()
        if kind not in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
            raise p.fail("a basic land type")
        p.i += 14
        return [{"do": "sacrifice_unless_return", "subtype": kind}]
    p.need("sacrifice", "~")
    return [{"do": "sacrifice", "target": "self"}]


def add_mana(p: Parser) -> list[Effect]:
    """``add {R}{R}{R}`` in a spell or a triggered ability (mana, CR 106.4)."""
    p.need("add")
    syms = p.mana_symbols()
    mana = ""
    for s in syms:
        inner = s[1:-1]
        if inner not in ("W", "U", "B", "R", "G", "C"):
            raise p.fail("only fixed mana can be added here")
        mana += inner
    if p.eat("for", "each"):  # "add {R} for each card named ~ in each graveyard" (Rite of Flame, CR 608.2h)
        return [{"do": "add_mana", "mana": mana, "amount": amounts.count(p, plural=False)}]
    return [{"do": "add_mana", "mana": mana}]


def prevent(p: Parser) -> list[Effect]:
    """``prevent the next N damage that would be dealt to SUBJECT this turn`` (CR 615); ``prevent all
    damage that sources of the color of your choice would deal this turn`` (Prismatic Strands, CR 615.1)."""
    if p.eat("prevent", "all", "damage", "that", "sources", "of", "the", "color", "of", "your", "choice", "would",
             "deal", "this", "turn"):
        return [{"do": "prevent_color_turn"}]  # engine.color_prevention
    if p.eat("prevent", "all", "combat", "damage", "that", "would", "be", "dealt"):
        # Fog; "to and dealt by that creature / ~ this turn" (Maze of Ith): engine.combat_prevention (CR 615.1)
        if p.eat("this", "turn"):
            return [{"do": "prevent_combat_turn"}]
        p.need("to", "and", "dealt", "by")
        if p.at("~") and p.ctx.it != "dead_self":
            p.i += 1
            who: Any = "self"
        elif p.at("that", "creature") and isinstance(p.ctx.it, int):
            p.i += 2
            who = p.ctx.it
        else:
            raise p.fail("which creature's combat damage")
        p.need("this", "turn")
        return [{"do": "prevent_combat_turn", "target": who}]
    p.need("prevent", "the", "next")
    n = p.number()
    p.need("damage", "that", "would", "be", "dealt", "to")
    who = p.damage_recipient()
    p.need("this", "turn")
    return [{"do": "prevent", "amount": n, "target": who}]


def fight(p: Parser) -> list[Effect]:
    """``~ fights target creature`` / ``target creature you control fights target creature ...`` (CR 701.12)."""
    a = p.subject_object()
    p.need("fights")
    b = p.subject_object()
    return [{"do": "fight", "target": a, "other": b}]


def search(p: Parser, whose: str = "your") -> list[Effect]:
    """``search your library for WHAT, [reveal it,] put it onto the battlefield [tapped] | into your hand,
    then shuffle`` (CR 701.19, 701.20), or ``..., [reveal it,] then shuffle and put that card on top``
    (tutors); ``whose``: "their" after "its controller may" (:func:`others_search`)."""
    p.need("search", whose, "library", "for")
    filt: dict[str, Any] = {}
    words: list[str] = []
    p.need(("a", "an"))
    if p.peek() in COLOR_WORDS and p.peek(1) in _CARD_TYPES:
        # "a green creature card" (CR 105.2): one colour, then a card type
        filt["colors_any"] = [COLOR_WORDS[p.peek()]]
        words.append(p.peek())
        p.i += 1
    elif p.at("colorless") and p.peek(1) in _CARD_TYPES:
        filt["colorless"] = True  # "a colorless creature card" (Eye of Ugin): no colour (CR 105.2c)
        words.append("colorless")
        p.i += 1
    if p.eat("basic"):
        filt["basic"] = True
        words.append("basic")
    subtypes: list[str] = []
    while p.peek() in BASIC_TYPES:
        subtypes.append(BASIC_TYPES[p.peek()])
        p.i += 1
        if p.eat("or") or p.eat(",", "or"):
            continue
        if p.at(",") and p.peek(1) in BASIC_TYPES:  # "a basic Swamp, Mountain, or Forest card"
            p.i += 1
            continue
        break
    if subtypes:
        filt["subtypes_any"] = subtypes
        words.append(" or ".join(subtypes))
    elif p.peek() in _CARD_TYPES:
        filt["types"] = [_CARD_TYPES[p.peek()]]
        words.append(p.peek())
        p.i += 1
        if p.at("or") and p.peek(1) in _CARD_TYPES and p.peek(2) == "card" and not filt.get("basic"):
            # "an artifact or enchantment card": either type (CR 205.2a)
            filt["types_any"] = [filt.pop("types")[0], _CARD_TYPES[p.peek(1)]]
            words += ["or", p.peek(1)]
            p.i += 2
    if not filt and not p.at("card"):
        # "an Equipment card", "an instant or sorcery card": a description the engine filters
        # (library_phrases.CARD_PHRASES) whose filter a search reads
        from .library_phrases import card_phrase
        p.i -= 1  # the article is part of the description
        what, phrase_filter = card_phrase(p)
        if set(phrase_filter) - {"types", "types_any", "subtypes_any"}:
            raise p.fail("a search filter the engine does not read")
        filt = phrase_filter
        words = what.split()[1:-1]
        if not p.at(","):
            raise p.fail("expected , after the card")
        p.i -= 1  # back onto "card" for the common path below
    if filt.get("basic") and "types" not in filt and not subtypes:
        raise p.fail("basic what?")
    if p.eat("land"):
        filt.setdefault("types", ["Land"])
        if "land" not in words:
            words.append("land")
    p.need("card")
    most: int | str | None = None
    costs: list[str] = []
    power: int | None = None
    if filt == {"types": ["Instant"]} and p.eat("or", "a", "card", "with", "flash"):
        # "an instant card or a card with flash" (Mystical Teachings): either quality (CR 702.8a)
        filt = {"instant_or_flash": True}
    sacrificed_plus: int | None = None
    if p.eat("with", "mana", "value", "equal", "to"):
        # "with mana value equal to 1 plus the sacrificed creature's mana value" (Birthing Pod): only
        # after a "Sacrifice a creature" cost of this ability (its value as it last existed, CR 608.2h)
        sacrificed_plus = int(p.number(allow_x=False))
        p.need("plus", "the", "sacrificed", "creature's", "mana", "value")
        cost = p.t[:p.t.index(":")] if ":" in p.t[:p.i] else []
        if " ".join(cost).count("sacrifice a creature") != 1:
            raise p.fail("the sacrificed creature of another cost")
        filt["mv_sacrificed_plus"] = sacrificed_plus
    elif p.eat("with", "power"):  # "a creature card with power 2 or less": its printed power (CR 208.1)
        power = int(p.number(allow_x=False))
        p.need("or", "less")
        filt["power_at_most"] = power
    elif p.eat("with", "mana", "value"):
        most = p.number()  # X only on a spell with {X} in its cost: the X paid (CR 107.3)
        p.need("or", "less")
        filt["mv_at_most"] = most
    elif p.eat("with", "mana", "cost"):  # "with mana cost {0} or {1}": the printed cost (Urza's Saga, CR 202.1)
        costs = library_phrases.mana_costs(p)
        filt["mana_cost_in"] = costs
    p.need(",")
    what = " ".join(["a"] + words + ["card"]) if words else "a card"
    if what.split()[1][:1].lower() in "aeiou":
        what = "an" + what[1:]
    if filt.get("instant_or_flash"):
        what = "an instant card or a card with flash"
    if power is not None:
        what += f" with power {power} or less"
    if sacrificed_plus is not None:
        what += f" with mana value equal to {sacrificed_plus} plus the sacrificed creature's mana value"
    if most is not None:
        what += f" with mana value {most} or less"
    if costs:
        what += " with mana cost " + " or ".join(costs)
    reveal = p.eat("reveal", "it", ",") or p.eat("reveal", "that", "card", ",")
    e: dict[str, Any] = {"do": "search", "filter": filt, "what": what}
    if whose == "your" and p.eat("then", "shuffle", "and", "put", ("that", "the"), "card", "on", "top"):
        e["to"] = "top"
        if reveal:
            e["reveal"] = True
        return [e]
    p.need("put", ("it", "that"))
    p.eat("card")
    if p.at("into", "your", "graveyard") and whose == "your":
        p.i += 3
        e["to"] = "graveyard"  # Entomb (CR 701.19: the card found goes where the effect says)
    elif p.eat("onto", "the", "battlefield"):
        e["to"] = "battlefield"
        if p.eat("tapped"):
            e["tapped"] = True
    else:
        p.need("into", whose, "hand")
        e["to"] = "hand"
    if reveal:
        e["reveal"] = True
    if whose == "your" and e["to"] == "hand" and p.eat(",", "discard", "a", "card", "at", "random", ",", "then",
                                                        "shuffle"):
        # Gamble: the random discard comes before the shuffle (CR 608.2c: in the order written)
        e["shuffle"] = False
        return [e, {"do": "discard_random", "amount": 1, "who": "you"}, {"do": "shuffle"}]
    p.need(",", "then", "shuffle")
    return [e]


def others_search(p: Parser) -> list[Effect]:
    """``its controller may search their library for ...`` (Path to Exile, Ghost Quarter): the
    controller of the target (its last known information once it left, CR 608.2h) decides
    and searches (CR 608.2d)."""
    start = p.i
    who = p.subject_player()
    if not isinstance(who, dict):
        raise p.fail("expected its controller")
    p.need("may")
    inner = search(p, "their")
    inner[0]["who"] = who
    return [{"do": "may", "who": who, "effects": inner, "text": " ".join(p.t[start:p.i])}]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (
    *selector_phrases.CLAUSES,  # "If you controlled that permanent, draw a card." (CR 608.2h)
    *stack_target_phrases.CLAUSES,  # "and all other permanents with the same name" (CR 201.2), stack targets
    *charm_phrases.CLAUSES,  # charms' modes: Orzhov Charm, Jeska's Will (engine/families/mode_effects.py, CR 700.2)
    *mass_phrases.CLAUSES,  # "destroy all artifacts and enchantments", "tap all creatures ..." (CR 608.2e)
    *amount_phrases.CLAUSES,  # counted amounts first: "for each", "equal to" (CR 608.2h)
    *zone_phrases.CLAUSES,  # flicker, "that's tapped and attacking", pacts (before "create", "exile")
    *copy_lines.CLAUSES,  # "create a token that's a copy of this creature" (CR 707.2, before "create")
    *spell_phrases.CLAUSES,  # before "counter" and "you may": "counter target spell unless ..." (CR 118.12)
    *cast_history_phrases.CLAUSES,  # before "draw": "draw a card unless that player pays {X}" (CR 118.12)
    *restriction_phrases.CLAUSES,  # "can't cast spells this turn", "can't block this turn" (CR 101.2, 509.1b)
    damage, destroy, exile, bounce, counter, tap_untap, put_counters, token, sacrifice_self, add_mana,
    prevent, search, others_search, fight, investigate, pump,
    *library_action_phrases.CLAUSES,  # "search ... for up to two basic land cards", "reveal the top N" (CR 701.23)
    *library_phrases.CLAUSES,  # (after the longer readings of library_action_phrases: Flow State's "instead")
    *player_phrases.CLAUSES,  # edicts, piles, "target player exiles a card" (CR 701.17a, 700.3)
    player_verbs,
    *keyword_phrases.CLAUSES, *trigger_phrases.CLAUSES,  # "return ~ from your graveyard" (CR 113.6k)
    *activation_phrases.CLAUSES,  # "attach this Equipment to target creature you control" (CR 701.3)
    *phasing_phrases.CLAUSES,  # "up to one target creature phases out" (CR 702.26b, engine/families/phasing.py)
    *grant_phrases.CLAUSES,  # "gains protection from the color of your choice" (CR 702.16, protection_grants)
    *energy_phrases.CLAUSES,  # "choose target ...", "you may pay any amount of {E}" (CR 107.14)
    *repeat_phrases.CLAUSES,  # "you may repeat this process any number of times" (CR 608.2d)
    *reveal_until_phrases.CLAUSES,  # "reveal cards from the top of your library until you reveal" (CR 701.20a)
)


def clause(p: Parser) -> list[Effect]:
    """One clause, read by the first phrase reader that consumes it."""
    m = p.mark()
    best: NoParse | None = None
    for reader in CLAUSES:
        try:
            return reader(p)
        except NoParse as exc:
            if best is None or exc.at > best.at:
                best = exc
            p.reset(m)
    raise best if best is not None else p.fail()


def may_clause(p: Parser) -> list[Effect]:
    """``you may CLAUSE``: the choice is made on resolution (CR 608.2d)."""
    start = p.i
    p.need("you", "may")
    inner = clause(p)
    if p.at(".", "if", "you", "do"):
        raise p.fail("'If you do' belongs to the choice (pay_phrases)")  # never read as unconditional
    text = " ".join(p.t[start:p.i])
    may = [{"do": "may", "effects": inner, "text": text}]
    if p.at("unless", "that", "player", "pays"):  # "... unless that player pays {1}" (CR 118.12)
        return keyword_phrases.unless_that_player_pays(p, may)
    return may


def _delayed(p: Parser, found: list[Effect]) -> list[Effect]:
    """``... at the beginning of the next turn's upkeep``: a delayed triggered ability (CR 603.7)."""
    if p.eat("at", "the", "beginning", "of", "the", "next", "turn's", "upkeep"):
        return [{"do": "delayed", "when": "upkeep", "effects": found}]
    return found


#: Third-person verbs that continue a player's list of actions after a comma (Smallpox).
_CONTINUED_VERBS = ("loses", "gains", "draws", "discards", "mills", "sacrifices")


def effects(p: Parser, stop: Callable[[], bool] | None = None) -> list[Effect]:
    """Clauses joined by ``and``, ``, then`` and sentences, up to the end (or ``stop``)."""
    from .kicker import join, kicked_clause, paid_clause  # "If this spell was kicked, ..." (CR 702.33d)
    from .pay_phrases import may_pay  # "You may pay {4}. If you do, ..." (CR 608.2d)
    out: list[Effect] = []
    while True:
        out = join(p, out, _delayed(p, p.first(lambda: spell_phrases.unless_that_player_pays(p), lambda: may_clause(p),
                                               lambda: clause(p), lambda: kicked_clause(p), lambda: paid_clause(p),
                                               lambda: may_pay(p))))
        if p.eat(",", "then") or p.eat("and") or p.eat(",", "and"):
            continue
        if p.at(",", _CONTINUED_VERBS) and p.ctx.last_who not in (None, "you"):
            p.i += 1  # "Each player loses 1 life, discards a card, sacrifices ..." (Smallpox): one subject, a list
            continue
        p.need(".")
        if p.done() or (stop is not None and stop()):
            return out
