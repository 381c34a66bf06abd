"""State triggers, "sacrifice it. If you do / When you do", and removing counters.

Dark Depths: "{3}: Remove an ice counter from Dark Depths." and "When Dark
Depths has no ice counters on it, sacrifice it. If you do, create Marit Lage,
a legendary 20/20 black Avatar creature token with flying and indestructible."
Riveteers Overlook: "When this land enters, sacrifice it. When you do, search
your library for ...".

* ``no_counters``: a state trigger (CR 603.8): it triggers whenever the
  permanent has no counters of that kind, checked each time state-based
  actions are (``resolution._settle``), and doesn't trigger again while it
  waits or is on the stack;
* ``remove_counters``: remove N counters of a kind from this permanent (as
  many as it has, CR 122.1);
* ``untap_found_if``: "Then if you control four or more lands, untap that
  land." (Fabled Passage): the land the search before it found (CR 608.2c);
* ``sacrifice_then``: sacrifice this permanent (CR 701.17); only if it was
  sacrificed, do the nested ``effects`` ("If you do", CR 608.2c) or, with
  ``reflexive``, trigger them as a reflexive triggered ability ("When you
  do", CR 603.12) that goes on the stack the next time a player would get
  priority.
"""

from __future__ import annotations

from typing import Any, Generator, Mapping

from ..data.cards import Ability
from ..data.effect_params import EFFECT_PARAMS, _one_of, amount, boolean, counter_kind, effect_list, short_text
from .effect_core import EFFECTS, EffectContext, effect
from ..objects import PendingTrigger, Zone

from ..rules import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game


def check(game: "Game") -> None:
    """Trigger the ``no_counters`` abilities whose state holds (CR 603.8)."""
    index = game._bf_index  # (chars._battlefield_index's check written out: asked whenever priority is settled)
    if index.version != game._bf_version:
        index = chars._battlefield_index(game)
    found = index.triggers.get("no_counters")
    if not found:
        return
    for oid in found:
        o = game.objects[oid]
        for ab in chars._triggered_abilities(game, o.card):
            if ab.trigger != "no_counters" or o.counters.get(str(ab.params.get("counter", "")), 0) > 0:
                continue
            waiting = any(t.source == oid and t.ability is ab for t in game.pending_triggers) or any(
                item.source == oid and item.ability is ab for item in game.stack)
            if not waiting:  # CR 603.8: not again until it has left the stack
                ops.queue_triggers(game, [PendingTrigger(o.controller, oid, o.name, ab)])


@effect("remove_counters")
def _remove_counters(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """Remove N counters of a kind from this permanent (as many as it has, CR 122.1)."""
    if not chars.on_battlefield(game, ctx.source):
        return
    kind = str(e.get("counter", ""))
    have = game.objects[ctx.source].counters.get(kind, 0)
    n = min(have, int(e.get("amount", 1)))
    if n <= 0:
        return
    ops.remove_counters(game, ctx.source, kind, n)
    ops.log(game, "counters_removed", "122.1", "{n} {kind} counter(s) are removed from {card}.", n=n, kind=kind,
            card=game.objects[ctx.source].name)


@effect("sacrifice_then")
def _sacrifice_then(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> Generator[Any, Any, None]:
    """Sacrifice this permanent; only if that happened, the nested effects ("If you do", CR 608.2c),
    or a reflexive trigger of them ("When you do", CR 603.12)."""
    source = ctx.source
    if not chars.on_battlefield(game, source) or game.objects[source].controller != ctx.controller:
        return
    ops.move(game, source, Zone.GRAVEYARD, rule="701.17", reason="sacrificed_by", source=ctx.source_name)
    inner = tuple(dict(x) for x in e.get("effects", ()))
    if e.get("reflexive"):
        ab = Ability(kind="triggered", text=str(e.get("text", "")), trigger="reflexive", effects=inner)
        ops.queue_triggers(game, [PendingTrigger(ctx.controller, source, ctx.source_name, ab)])
        return
    for x in inner:
        result = EFFECTS[x["do"]](game, ctx, x)
        if result is not None:
            yield from result


@effect("untap_found_if")
def _untap_found_if(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Then if you control four or more lands, untap that land." (Fabled Passage): the land the
    search just put onto the battlefield, if it is still there (CR 400.7, 608.2c)."""
    found = ctx.info.get("found")
    if not isinstance(found, int) or not chars.on_battlefield(game, found):
        return
    lands = sum(1 for i in game.battlefield if game.objects[i].controller == ctx.controller
                and "Land" in game.objects[i].card.types)
    n = int(e.get("lands_at_least", 0))
    if lands >= n and game.objects[found].tapped:
        ops.untap(game, found)
        ops.log(game, "untap", "608.2c", "{card} untaps (you control {n} or more lands).",
                card=game.objects[found].name, n=n)


EFFECT_PARAMS["untap_found_if"] = {"lands_at_least": amount}
EFFECT_PARAMS["remove_counters"] = {"counter": counter_kind, "amount": amount, "target": _one_of(frozenset({"self"}))}
EFFECT_PARAMS["sacrifice_then"] = {"effects": effect_list, "reflexive": boolean, "text": short_text}
