"""Zones and timing: the clauses of ``engine/families/zone_effects.py``.

* ``Shuffle ~ into its owner's library.`` (Green Sun's Zenith, on an instant or
  sorcery only: CR 608.2n);
* ``exile TARGET, then return it / that card to the battlefield under its
  owner's / your control`` and ``exile two target artifacts, creatures, and/or
  lands you control, then return those cards ...`` (flicker, CR 400.7);
* ``create ... token ... that's tapped and attacking[. Exile that token at end
  of combat]`` (CR 508.4, 603.7);
* ``at the beginning of that turn's end step, you lose the game`` right after
  "take an extra turn after this one" (Final Fortune, CR 500.7, 603.7);
* ``at the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose
  the game.`` (the pacts, CR 603.7, 118.12).

Each reader consumes its whole clause or raises :class:`~.grammar.NoParse`
(anything else about the clause stays by hand).  :data:`CLAUSES` is tried before
the plain readers (``effect_phrases.CLAUSES``), since "create a ... token" alone
would stop short of "that's tapped and attacking".
"""

from __future__ import annotations

from typing import Any, Callable

from .grammar import Parser

Effect = dict[str, Any]

#: Target specs of permanents flicker may exile (a card that leaves and comes back, CR 400.7).
_PERMANENT_SPECS = frozenset({
    "creature", "creature_you_control", "permanent", "permanent_you_control", "artifact", "enchantment", "land",
    "nonland_permanent", "artifact_or_enchantment", "creature_opponent_controls", "another_creature",
    "another_creature_you_control",
    "artifact_creature_or_land_you_control", "land_you_control", "artifact_you_control",
    "non_angel_creature_you_control",
})


def shuffle_self(p: Parser) -> list[Effect]:
    """CR 608.2n: an instant or sorcery that says it goes into its owner's library."""
    if not any(t in p.ctx.card_types for t in ("Instant", "Sorcery")):
        raise p.fail("only a spell shuffles itself away as it resolves")
    p.need("shuffle", "~", "into", "its", "owner's", "library")
    return [{"do": "shuffle_self"}]


def _two_targets(p: Parser) -> list[int]:
    """``two target artifacts, creatures, and/or lands you control``: two targets of one word
    "target" (CR 115.3: different objects; the compiler marks the ability ``distinct_targets``)."""
    p.need("two", "target", "artifacts", ",", "creatures", ",", "and-or", "lands", "you", "control")
    spec = "artifact_creature_or_land_you_control"
    p.ctx.targets += [spec, spec]
    return [len(p.ctx.targets) - 2, len(p.ctx.targets) - 1]


def flicker(p: Parser) -> list[Effect]:
    """``exile TARGET, then return it to the battlefield under its owner's control`` (CR 400.7)."""
    p.need("exile")
    if p.at("two", "target"):
        subjects: list[int] = _two_targets(p)
        p.need(",", "then", "return", ("those", "the"), "cards")
    else:
        if not (p.at("target") or p.at("another", "target")):  # ("another target creature you control": Emiel)
            raise p.fail("flicker of a target only")
        if p.eat("target", "non-angel", "creature", "you", "control"):  # Restoration Angel
            p.ctx.targets.append("non_angel_creature_you_control")
            p.ctx.it = len(p.ctx.targets) - 1
            one: Any = p.ctx.it
        else:
            one = p.subject_object()
        if not isinstance(one, int) or p.ctx.targets[one] not in _PERMANENT_SPECS:
            raise p.fail("flicker of a permanent only")
        subjects = [one]
        p.need(",", "then", "return")
        if not (p.eat("it") or p.eat("that", "card")):
            raise p.fail("expected it")
    p.need("to", "the", "battlefield", "under")
    if p.eat("your", "control"):
        control = "you"
    elif p.eat("its", "owner's", "control") or p.eat("their", "owners'", "control") or \
            p.eat("their", "owner's", "control"):
        control = "owner"
    else:
        raise p.fail("under whose control?")
    e: Effect = {"do": "flicker", "control": control}
    if len(subjects) == 1:
        e["target"] = subjects[0]
    else:
        e["targets"] = subjects
    return [e]


def token_attacking(p: Parser) -> list[Effect]:
    """``create a 4/4 white Angel creature token with flying that's tapped and attacking[. Exile
    that token at end of combat]`` (CR 508.4; the exile, a delayed trigger, CR 603.7)."""
    from .effect_phrases import token
    if p.ctx.trigger != "attacks":
        raise p.fail("a token attacking only from an attack trigger")
    found = token(p)
    if len(found) != 1 or "count" in found[0]:
        raise p.fail("one token")
    p.need("that's", "tapped", "and", "attacking")
    e: Effect = {"do": "token_attacking", "token": found[0]["token"]}
    if p.eat(".", "exile", "that", "token", "at", "end", "of", "combat"):
        e["exile_at"] = "end_of_combat"
    return [e]


def lose_that_turn(p: Parser) -> list[Effect]:
    """``At the beginning of that turn's end step, you lose the game.`` right after "Take an extra
    turn after this one." (Final Fortune): a delayed trigger for the extra turn (CR 500.7, 603.7)."""
    if p.t[max(0, p.i - 6):p.i] != ["extra", "turn", "after", "this", "one", "."]:
        raise p.fail("which turn?")
    p.need("at", "the", "beginning", "of", "that", "turn's", "end", "step", ",", "you", "lose", "the", "game")
    return [{"do": "delayed_at", "when": "end_step", "whose": "next_turn",
             "effects": [{"do": "lose_game", "who": "you"}]}]


def pact(p: Parser) -> list[Effect]:
    """``At the beginning of your next upkeep, pay {3}{U}{U}. If you don't, you lose the game.``
    (CR 603.7: a delayed trigger; CR 118.12: the payment, or else the loss)."""
    p.need("at", "the", "beginning", "of", "your", "next", "upkeep", ",", "pay")
    syms = p.mana_symbols()
    if not syms or "{X}" in syms:
        raise p.fail("a payment without X")
    p.need(".", "if", "you", "don't", ",", "you", "lose", "the", "game")
    return [{"do": "delayed_at", "when": "upkeep", "whose": "your_next",
             "effects": [{"do": "unless_pays", "who": "you", "mana": "".join(syms),
                          "effects": [{"do": "lose_game", "who": "you"}]}]}]


_NUMBERS = {"card": 1, "two": 2, "three": 3}


def exile_top_may_play(p: Parser) -> list[Effect]:
    """``exile the top [two] card(s) of your / that player's library. Until end of turn / Until the
    end of your next turn, you may play / cast that card / those cards`` (play_permissions.py)."""
    p.need("exile", "the", "top")
    n = _NUMBERS.get(p.peek(), 0)
    if not n:
        raise p.fail("how many cards?")
    if n > 1:
        p.i += 1
        p.need("cards")
    else:
        p.need("card")
    p.need("of")
    if p.eat("your", "library"):
        who: Any = "you"
    elif p.ctx.trigger == "combat_damage_player" and p.eat("that", "player's", "library"):
        who = "trigger_player"
    else:
        raise p.fail("whose library?")
    p.need(".")
    until = ""
    if p.eat("until", "end", "of", "turn", ","):
        until = "turn"
    elif p.eat("until", "the", "end", "of", "your", "next", "turn", ","):
        until = "next_turn"
    p.need("you", "may")
    what = p.peek()
    if what not in ("play", "cast"):
        raise p.fail("play or cast")
    p.i += 1
    if not ((p.eat("that", "card") or p.eat("it")) if n == 1 else (p.eat("those", "cards") or p.eat("them"))):
        raise p.fail("which cards?")
    if not until:  # "You may play that card this turn." / "... until the end of your next turn."
        if p.eat("this", "turn"):
            until = "turn"
        elif p.eat("until", "the", "end", "of", "your", "next", "turn"):
            until = "next_turn"
        else:
            raise p.fail("for how long?")
    return [{"do": "exile_top_may_play", "who": who, "amount": n, "what": what, "until": until}]


def grant_flashback(p: Parser) -> list[Effect]:
    """``target instant or sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost.`` (Snapcaster Mage, CR 702.34a)."""
    p.need("target", "instant", "or", "sorcery", "card", "in", "your", "graveyard", "gains", "flashback", "until",
           "end", "of", "turn", ".", "the", "flashback", "cost", "is", "equal", "to", "its", "mana", "cost")
    p.ctx.targets.append("instant_or_sorcery_card_in_your_graveyard")
    return [{"do": "grant_flashback", "target": len(p.ctx.targets) - 1}]


CLAUSES: tuple[Callable[[Parser], list[Effect]], ...] = (shuffle_self, flicker, token_attacking, lose_that_turn, pact,
                                                         exile_top_may_play, grant_flashback)


#: Mox Diamond's replacement of its own entering (CR 614.1c; engine/families/enter_replacements.py), word for word.
_DISCARD_LAND_INSTEAD = ("if ~ would enter , you may discard a land card instead . if you do , put ~ onto the "
                         "battlefield . if you don't , put it into its owner's graveyard .").split()


def replacement_line(line: str, name: str) -> dict[str, Any] | None:
    """``If this artifact would enter, you may discard a land card instead. If you do, put this
    artifact onto the battlefield. If you don't, put it into its owner's graveyard.``: the static
    ability ``enters_discard_land``; None for any other line."""
    from .lexer import tokens, unread
    if unread(line, name) or tokens(line, name) != _DISCARD_LAND_INSTEAD:
        return None
    return {"kind": "static", "static": "enters_discard_land"}


def keyword_ability(word: str) -> list[dict[str, Any]] | None:
    """``mobilize N`` (CR 702.181a): "Whenever this creature attacks, create N 1/1 red Warrior creature
    tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the next end
    step."  None for another keyword (or a mobilize X)."""
    parts = word.split()
    if len(parts) != 2 or parts[0] != "mobilize" or not parts[1].isdigit() or not 1 <= int(parts[1]) <= 20:
        return None
    warrior = {"name": "Warrior", "power": 1, "toughness": 1, "colors": ["R"], "subtypes": ["Warrior"]}
    e: Effect = {"do": "token_attacking", "token": warrior, "sacrifice_at": "end_step"}
    if int(parts[1]) != 1:
        e["count"] = int(parts[1])
    return [{"kind": "triggered", "trigger": "attacks", "effects": [e], "text": word.capitalize()}]
