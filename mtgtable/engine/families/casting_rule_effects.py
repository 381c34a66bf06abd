"""The effects of ``casting_rules`` (CR 101.2, 601.3a, 611.2): "Your opponents can't cast
[noncreature] spells this turn", "Spells you control can't be countered this turn", "Until your
next turn, you may cast sorcery spells as though they had flash".  Each is a ``Modifier`` on a
player (``casting_rules.player_target``) with one of ``casting_rules``' rule words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from .. import operations as ops
from ..rules.casting_rules import CANT_CAST, FLASH_RULES, RULE_UNCOUNTERABLE, WHATS, player_target
from .effect_core import EffectContext, effect
from ..data.effect_params import EFFECT_PARAMS
from ..turn.steps import Duration

if TYPE_CHECKING:
    from ..state import GameState as Game


def _add_rule(game: "Game", player: int, word: str, until: Duration, controller: int, source: str) -> None:
    ops.add_rule_modifier(game, player_target(player), word, until, controller, source)


@effect("cant_cast_this_turn")
def _cant_cast(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Your opponents can't cast [noncreature] spells this turn." (CR 101.2, 611.2)."""
    what = str(e.get("what", "spells"))
    for p in game.players:
        if p.index != ctx.controller:
            _add_rule(game, p.index, CANT_CAST[what], Duration.END_OF_TURN, ctx.controller, ctx.source_name)
            if what == "spells":
                ops.log(game, "cant_cast_rule", "101.2", "{player} can't cast spells this turn ({source}).",
                        player=p.name, source=ctx.source_name)
            else:
                ops.log(game, "cant_cast_rule", "101.2", "{player} can't cast noncreature spells this turn ({source}).",
                        player=p.name, source=ctx.source_name)


@effect("uncounterable_this_turn")
def _uncounterable(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Spells you control can't be countered this turn." (CR 101.2, 611.2)."""
    _add_rule(game, ctx.controller, RULE_UNCOUNTERABLE, Duration.END_OF_TURN, ctx.controller, ctx.source_name)


@effect("flash_permission")
def _flash(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Until your next turn, you may cast sorcery spells as though they had flash." (CR 601.3a, 611.2)."""
    until = Duration.NEXT_TURN if e.get("until") == "next_turn" else Duration.END_OF_TURN
    _add_rule(game, ctx.controller, FLASH_RULES[str(e.get("what", "sorcery"))], until, ctx.controller,
              ctx.source_name)


def _what(allowed: tuple[str, ...]) -> Any:
    def check(v: Any) -> str | None:
        return None if v in allowed else "one of " + ", ".join(allowed)
    return check


EFFECT_PARAMS["cant_cast_this_turn"] = {"what": _what(tuple(CANT_CAST))}
EFFECT_PARAMS["uncounterable_this_turn"] = {}
EFFECT_PARAMS["flash_permission"] = {"what": _what(WHATS), "until": _what(("next_turn", "end_of_turn"))}
