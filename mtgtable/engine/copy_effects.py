"""Copies of permanents: clones and token copies (CR 707.2, 707.9b, 111.1).

A copy takes the *copiable values* of the object it copies (CR 707.2): the
values printed on it (name, mana cost, colour, types, P/T, rules text), as
other copy effects and the exceptions of those copies ("except it's an
artifact in addition", CR 707.9b) changed them, and nothing else: not its
counters, damage, tapped status, Auras, or what a continuous effect does to it
(an animated creature land is copied as a land).  In this engine that is the
object's *base card* (``animation.base_card``): the card it entered as, with
its own copy effect, without its animations.

* The static ``enter_as_copy``: "You may have this creature enter as a copy of
  any creature on the battlefield." (Clone; CR 707.2, 614.1c: a replacement
  effect of its own entering, the choice made as it would enter, CR 614.12).
  ``of`` is a card filter (``types_any``) the copied permanent matches now;
  ``add_types`` the card types the copy has in addition (Phyrexian
  Metamorph's "except it's an artifact in addition to its other types",
  CR 707.9b).  The choice is asked with the other "as it enters" choices
  (``operations.as_enters_choices``), as a ``Choose`` among the permanents
  (-1: enter as itself); the copiable values travel in ``as_enters`` under
  :data:`KEY`, and ``operations.move`` makes the new object that copy
  (:func:`become_copy`): its card is the copy, its printed card the clone's
  own, which it is again in every other zone (CR 400.7, 707.2).  The copy's
  own "as it enters" choices are asked then as well (a copied Thriving
  land's colour, a copied Mox Diamond's discard, CR 614.12), and its
  "enters with counters" and enters triggers apply (the new object *is* the
  copy as it enters).
* The effect ``token_copy``: "Create a token that's a copy of this creature."
  (Pack Rat; ``of: "self"``) and "... of target nonlegendary creature you
  control, except it has haste. Sacrifice it at the beginning of the next end
  step." (Kiki-Jiki; ``of`` a target index, ``keywords`` the exceptions,
  ``sacrifice_at`` a delayed trigger, CR 603.7).  The token's card is the
  copiable values with the exceptions (CR 707.2, 707.9b, 111.1).  "This
  creature" that left the battlefield before the ability resolved is copied as
  it last existed (CR 608.2h: ``operations.move`` calls :func:`remember_source`,
  which keeps its copiable values with the ability on the stack); a target
  that left is illegal and nothing is made (CR 608.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Generator, Mapping

from .cards import CardDef
from .card_filters import card_matches
from .decisions import Choose, Decision, Kind, option_label
from .effect_core import EffectContext, effect
from .effect_params import EFFECT_PARAMS, _list_of_str, trigger_name
from .errors import IllegalAnswer
from .objects import Zone
from .state import GameState

from . import operations as ops

#: The static ability's name in card data.
STATIC = "enter_as_copy"
#: The key of ``as_enters`` holding the copiable values chosen (a ``CardDef``).
KEY = "copy_of"

#: Copies made, by copied card and exceptions (a long game copies the same creature again).
_COPIES: dict[tuple[CardDef, tuple[str, ...], tuple[str, ...]], CardDef] = {}


def copy_card(card: CardDef, add_types: tuple[str, ...] = (), add_keywords: tuple[str, ...] = ()) -> CardDef:
    """The copiable values of ``card`` with a copy effect's exceptions (CR 707.2, 707.9b): one face
    only (a copy of a double-faced card's face is not double-faced, CR 707.8), the card types and
    keywords it has in addition."""
    key = (card, add_types, add_keywords)
    found = _COPIES.get(key)
    if found is None:
        types = tuple(card.types) + tuple(t for t in add_types if t not in card.types)
        found = replace(card, types=types, keywords=card.keywords | frozenset(add_keywords), back=None, front="")
        if len(_COPIES) > 5000:
            _COPIES.clear()
        _COPIES[key] = found
    return found


def copiable(game: GameState, oid: int) -> CardDef:
    """The copiable values of the permanent ``oid`` (CR 707.2): its card as it entered, with its own
    copy effect and without the animations of continuous effects."""
    from .animation import base_card
    return base_card(game, oid)


def enter_ability(card: CardDef) -> Any:
    """The card's ``enter_as_copy`` ability, or None."""
    for ab in card.abilities:
        if ab.kind == "static" and ab.static == STATIC:
            return ab
    return None


def candidates(game: GameState, card: CardDef, entering: int | None = None) -> list[int]:
    """The permanents a permanent of ``card`` may enter as a copy of (CR 707.2): those on the
    battlefield that match its filter now."""
    ab = enter_ability(card)
    if ab is None:
        return []
    filt = ab.params.get("of", {})
    return [oid for oid in game.battlefield if oid != entering and card_matches(game.objects[oid].card, filt)]


def choose(game: GameState, player: int, card: CardDef, entering: int | None = None
           ) -> Generator[Decision, Any, CardDef | None]:
    """Ask which permanent ``card`` enters as a copy of (CR 707.2, 614.12), or none; returns the
    copy's card (the copiable values with the exceptions), or None to enter as itself."""
    ab = enter_ability(card)
    options = [*candidates(game, card, entering), -1]
    if ab is None or len(options) == 1:
        return None

    def validate(a: Any) -> None:
        if not isinstance(a, Choose):
            raise IllegalAnswer("707.2", "this decision takes {expected}, not {answer}", expected="Choose",
                                answer=str(a))
        if a.choice not in options:
            raise IllegalAnswer("707.2", "{card} is not a permanent this can enter as a copy of",
                                card=game.objects[a.choice].name if a.choice in game.objects else f"#{a.choice}")

    ans = yield ops._decision(
        game, Kind.CHOOSE, player, "{card} enters: choose a permanent for it to enter as a copy of, or none.",
        "707.2", {"options": options, "labels": {-1: option_label("Enter as itself (no copy)")}, "copy_choice": True},
        validate, lambda: [Choose(i) for i in options], prompt_args={"card": card.name})
    if ans.choice == -1:
        return None
    add = tuple(str(t) for t in ab.params.get("add_types", ()))
    return copy_card(copiable(game, int(ans.choice)), add)


def become_copy(game: GameState, oid: int, printed: CardDef, copy: CardDef) -> None:
    """The new permanent ``oid`` (of the card ``printed``) enters as ``copy`` (CR 707.2): its
    characteristics are the copy's; ``printed`` is what it is again when it leaves (CR 400.7)."""
    ops.set_card(game, oid, copy, (printed, copy))
    ops.log(game, "copy", "707.2", "{card} enters as a copy of {copied}.", card=printed.name, copied=copy.name)


# ----------------------------------------------------------------------------- token copies

def remember_source(game: GameState, oid: int) -> None:
    """The permanent ``oid`` is about to leave the battlefield: each of its abilities on the stack
    that copies it keeps its copiable values as it last existed (CR 608.2h, 707.2)."""
    for item in game.stack:
        if item.source == oid and item.ability is not None and "source_copiable" not in item.info \
                and any(e.get("do") == "token_copy" and e.get("of", "self") == "self" for e in item.ability.effects):
            item.info["source_copiable"] = copiable(game, oid)


@effect("token_copy")
def _token_copy(game: GameState, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """``Create a token that's a copy of`` ``of`` (``"self"`` or a target index), with the
    exceptions ``keywords`` (CR 707.2, 707.9b, 111.1); ``sacrifice_at`` / ``exile_at``: a delayed
    trigger then sacrifices / exiles it (CR 603.7)."""
    of = e.get("of", "self")
    values: CardDef | None = None
    if of == "self":
        if ctx.source in game.objects and game.objects[ctx.source].zone is Zone.BATTLEFIELD:
            values = copiable(game, ctx.source)
        elif isinstance(ctx.info.get("source_copiable"), CardDef):
            values = ctx.info["source_copiable"]  # as it last existed (CR 608.2h)
    else:
        ref = ctx.targets[int(of)] if isinstance(of, int) and int(of) < len(ctx.targets) else None
        if isinstance(ref, int) and ref in game.objects and game.objects[ref].zone is Zone.BATTLEFIELD:
            values = copiable(game, ref)
    if values is None:  # an illegal target (CR 608.2b): nothing to copy
        ops.log(game, "copy", "608.2b", "{source}: there is no permanent to copy.", source=ctx.source_name)
        return
    card = copy_card(values, (), tuple(str(k) for k in e.get("keywords", ())))
    tok = ops.create_token_of(game, ctx.controller, card, ctx.source_name, "707.2")
    if tok not in game.objects:
        return
    for key, sacrifice in (("sacrifice_at", True), ("exile_at", False)):
        if e.get(key):
            ops.add_delayed_trigger(game, str(e[key]), ctx.controller, ctx.source, ctx.source_name,
                                    [{"do": "exile_remembered", "sacrifice": sacrifice}], {"remembered": [tok]})


def _of_check(v: Any) -> str | None:
    ok = v == "self" or (isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 10)
    return None if ok else '"self" or a target index'


EFFECT_PARAMS["token_copy"] = {"of": _of_check, "keywords": _list_of_str(), "sacrifice_at": trigger_name,
                               "exile_at": trigger_name}
