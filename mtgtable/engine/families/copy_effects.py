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
  (``turn.entering.as_enters_choices``), as a ``Choose`` among the permanents
  (-1: enter as itself); the copiable values travel in ``as_enters`` under
  :data:`KEY`, and ``operations.move`` makes the new object that copy
  (``operations.move``, ``copy_entering``): its card is the copy, its printed card the clone's
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
  it last existed (CR 608.2h: ``operations.move`` asks ``copy_entering.copying_items``,
  which keeps its copiable values with the ability on the stack); a target
  that left is illegal and nothing is made (CR 608.2b).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import CardDef
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS, _list_of_str, trigger_name
from ..objects import Zone
from ..state import GameState

from .copy_entering import copiable, copy_card

from .. import operations as ops

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
