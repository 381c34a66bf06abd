"""Effects that the modes of modal spells need and the evergreen vocabulary lacks (CR 700.2).

They are ordinary effects (a mode is an ordinary list of effects, ``engine.modes``), found
first on charms and commands:

* ``{"do": "add_mana_per_card", "mana": "R", "who": 0}``: "Add {R} for each card in target
  opponent's hand" (Jeska's Will).  Mana made by a spell's effect (CR 106.3), as many as the
  cards in that player's hand as the effect happens (CR 608.2h);
* ``{"do": "destroy_lose_toughness", "target": 0}``: "Destroy target creature and you lose
  life equal to its toughness" (Orzhov Charm).  The toughness is the creature's as the effect
  begins: once it is in the graveyard its last known information is used (CR 608.2h); the life
  is lost even when the creature isn't destroyed (indestructible, regenerated: CR 608.2c, the
  instruction is still followed);
* ``{"do": "bounce_with_auras", "target": 0}``: "Return target creature you control and all
  Auras you control attached to it to their owner's hand" (Orzhov Charm).  The Auras aren't
  targets (CR 115.1): they are the ones attached to the creature and controlled by the spell's
  controller as it resolves; all of them move at the same time as the creature (CR 608.2c),
  each to its owner's hand (CR 400.3).

Importing this module registers the effects (effects.py does, at its end).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..rules import characteristics as chars
from .. import operations as ops
from .effect_core import EffectContext, effect
from .effect_core import objects as _objects
from .effect_core import players as _players
from ..data.effect_params import EFFECT_PARAMS, mana, subject
from ..objects import Zone
from ..state import GameState as Game

EFFECT_PARAMS["add_mana_per_card"] = {"mana": mana, "who": subject}
EFFECT_PARAMS["destroy_lose_toughness"] = {"target": subject}
EFFECT_PARAMS["bounce_with_auras"] = {"target": subject}


@effect("add_mana_per_card")
def _add_mana_per_card(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """One ``mana`` for each card in the player's hand, counted now (CR 106.3, 608.2h)."""
    for pi in _players(game, ctx, e.get("who", 0)):
        n = len(game.players[pi].hand)
        for ch in str(e.get("mana", "")):
            if n > 0:
                ops.add_mana(game, ctx.controller, ch, n)


@effect("destroy_lose_toughness")
def _destroy_lose_toughness(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Destroy the creature; the spell's controller loses life equal to its toughness as it was
    on the battlefield (CR 608.2h), destroyed or not (CR 608.2c)."""
    for oid in _objects(game, ctx, e.get("target", 0)):
        if not chars.on_battlefield(game, oid):
            continue
        toughness = max(0, chars.toughness(game, oid))  # last known information (CR 608.2h)
        ops.destroy(game, oid, because=ctx.source_name)
        if toughness:
            ops.lose_life(game, ctx.controller, toughness, ctx.source_name)


@effect("bounce_with_auras")
def _bounce_with_auras(game: Game, ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The creature and the Auras the spell's controller controls attached to it, to their
    owners' hands (CR 608.2c, 400.3)."""
    for oid in _objects(game, ctx, e.get("target", 0)):
        if not chars.on_battlefield(game, oid):
            continue
        auras = [a for a in game.battlefield
                 if game.objects[a].attached_to == oid and game.objects[a].controller == ctx.controller
                 and "Aura" in game.objects[a].card.subtypes]
        for moving in [oid, *auras]:
            if moving in game.objects and chars.on_battlefield(game, moving):
                ops.move(game, moving, Zone.HAND, rule="608.2c", reason="bounced_by", source=ctx.source_name)
