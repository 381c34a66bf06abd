"""What the lands of real decks do besides making mana, as free functions and effects.

* ``becomes_tapped`` triggers: "Whenever this land becomes tapped, it deals 1
  damage to you" (City of Brass).  :func:`tap` is the one way the engine taps
  a permanent for a cost, a mana ability, an attack or an effect; a permanent
  that was already tapped doesn't *become* tapped, and one that enters tapped
  never does (CR 603.2, 110.5);
* (Crumbling Vestige's "add one mana of any color" and Bojuka Bog's "exile
  target player's graveyard" are ``library_effects``' ``add_mana_choice`` and
  ``exile_graveyard``);
* ``sacrifice_unless_pay``: "sacrifice it unless you pay {1}" (Rupture
  Spire): the controller chooses to pay or not as it resolves (CR 118.12).

The effects register in ``effects.EFFECTS`` like the others (``effects.py``
imports this module at its end).
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from ..data.effect_params import EFFECT_PARAMS, cost_mana
from .effect_core import EffectContext, effect
from ..rules.mana import ManaCost

from ..rules import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game


def tap(game: "Game", oid: int) -> None:
    """Tap a permanent; if it was untapped, it *becomes* tapped (its ``becomes_tapped`` abilities trigger)."""
    o = game.objects[oid]
    if o.tapped:
        return
    ops.tap(game, oid)
    if any(ab.trigger == "becomes_tapped" for ab in chars._triggered_abilities(game, o.card)):
        ops.trigger(game, o, "becomes_tapped")


def land_played(game: "Game", player: int, land: int | None) -> None:
    """"When you play another land, sacrifice this land" (City of Traitors): playing a
    land (the special action, CR 305.1) triggers the player's other permanents."""
    for oid in list(chars._battlefield_index(game).triggers.get("play_another_land", ())):
        o = game.objects[oid]
        if o.controller == player and oid != land:
            ops.trigger(game, o, "play_another_land")


def intervening_if(game: "Game", controller: int, cond: Mapping[str, Any], source: int | None = None) -> bool:
    """An intervening "if" of a triggered ability (CR 603.4), checked as it would trigger
    and again as it resolves: ``control_none`` (no permanent of those types); ``self_tapped``
    (the source is a tapped permanent: Mana Vault's "if this artifact is tapped")."""
    if cond.get("self_tapped") is True:
        o = game.objects.get(source) if source is not None else None
        return o is not None and chars.on_battlefield(game, o.id) and o.tapped
    if isinstance(cond.get("another_named"), str):
        from .trigger_conditions import controls_another_named  # Faerie Miscreant (CR 603.4, 201.2)
        return controls_another_named(game, controller, source, cond["another_named"])
    if isinstance(cond.get("self_counter"), str):  # vanishing: "if this permanent has a time counter on it"
        o = game.objects.get(source) if source is not None else None
        return o is not None and chars.on_battlefield(game, o.id) and o.counters.get(cond["self_counter"], 0) > 0
    if cond.get("self_not_renowned") is True:  # renown: "if it isn't renowned" (CR 702.112a)
        from .keyword_counters import is_renowned
        return source is not None and chars.on_battlefield(game, source) and not is_renowned(game, source)
    kinds = cond.get("control_none")
    if isinstance(kinds, (list, tuple)):
        return not any(game.objects[i].controller == controller and set(kinds) & set(game.objects[i].card.types)
                       for i in game.battlefield)
    return False  # a condition the engine does not know is never true (fail closed)


def hurts_when_tapped(game: "Game", card: Any) -> bool:
    """Whether the card has a "whenever this becomes tapped" ability (City of Brass): a
    source the automatic payment uses last."""
    return any(ab.trigger == "becomes_tapped" for ab in chars._triggered_abilities(game, card))


@effect("sacrifice_unless_pay")
def _sacrifice_unless_pay(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """"Sacrifice it unless you pay {1}" (CR 118.12): pay if you can and want to, else sacrifice the source."""
    from ..objects import Zone
    me, source = ctx.controller, ctx.source
    if not chars.on_battlefield(game, source) or game.objects[source].controller != me:
        return
    from .unless_pays import pay_or_decline  # it imports actions, which imports this module
    paid = yield from pay_or_decline(game, me, ManaCost.parse(str(e.get("mana", ""))), ctx.source_name,
                                     "Pay {cost} for {card}? If you don't, it is sacrificed.",
                                     "Don't pay (sacrifice it)")
    if paid:
        return
    ops.move(game, source, Zone.GRAVEYARD, rule="118.12", reason="sacrificed_by", source=ctx.source_name)


EFFECT_PARAMS["sacrifice_unless_pay"] = {"mana": cost_mana}
