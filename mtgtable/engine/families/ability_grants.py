"""A permanent gains an ability from a resolved ability, with no duration.

Urza's Saga's chapters: 'This Saga gains "{T}: Add {C}."' and 'This Saga
gains "{2}, {T}: Create a 0/0 colorless Construct artifact creature token
with ..."' (CR 714.2a).  ``{"do": "gain_ability", "abilities": [ABILITY, ...]}``:
the source permanent gains the abilities (layer 6, CR 613.1f).  A continuous
effect from a resolved ability that states no duration lasts until the end of
the game (CR 611.2a), and the object that leaves the battlefield becomes a
new object without it (CR 400.7): so it lasts as long as the permanent stays.

The grant is an animation without types (``animation.Becomes`` with
``abilities``, ``Duration.PERMANENT``): the derived card carries the abilities,
so activating them, the mana sources and the features list read them as any
printed ability (``ops.set_card`` updates ``game._features``).
"""

from __future__ import annotations

from typing import Any, Final, Mapping

from ..rules.animation import refresh
from ..rules.becomes import Becomes
from ..data.cards import Ability, parse_ability
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS, _one_of
from ..turn.steps import Duration

from ..rules import characteristics as chars
from .. import operations as ops
from ..state import GameState as Game

#: Parsed abilities, by the grant's JSON (a grant resolves once per game or so; the card was checked at load).
_PARSED: Final[dict[str, tuple[Ability, ...]]] = {}


def granted_abilities(e: Mapping[str, Any], card_name: str) -> tuple[Ability, ...]:
    """The abilities a ``gain_ability`` effect grants, parsed (checked when its card was loaded)."""
    key = card_name + "\x00" + repr(e.get("abilities", ()))
    found = _PARSED.get(key)
    if found is None:
        if len(_PARSED) > 2000:
            _PARSED.clear()
        found = _PARSED[key] = tuple(parse_ability(raw, card_name) for raw in e.get("abilities", ()))
    return found


@effect("gain_ability")
def _gain_ability(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """The source permanent gains the abilities for as long as it stays on the battlefield (CR 611.2a,
    613.1f); nothing if it left (CR 400.7: it is a new object)."""
    if not chars.on_battlefield(game, ctx.source):
        return
    abilities = granted_abilities(e, ctx.source_name)
    ops.add_animation(game, ctx.source, Becomes(types=(), abilities=abilities), frozenset(), Duration.PERMANENT,
                      ctx.controller, ctx.source_name)
    refresh(game, ctx.source)
    ops.refresh_types(game)  # a gained 'Creatures you control have "..."' reaches them now (attached_abilities)
    for ab in abilities:
        ops.log(game, "gain_ability", "613.1f", "{card} gains an ability: {text}", card=ctx.source_name,
                text=ab.text)


def _abilities(v: Any) -> str | None:
    ok = isinstance(v, (list, tuple)) and 0 < len(v) <= 10 and all(isinstance(a, Mapping) for a in v)
    # (each one is checked as an ability by ``cards._check_card_fields``, which knows cards)
    return None if ok else "a list of one to ten ability objects"


EFFECT_PARAMS["gain_ability"] = {"abilities": _abilities, "target": _one_of(frozenset({"self"}))}
