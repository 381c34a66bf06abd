"""Restrictions on blocking beyond the keywords (CR 509.1b):

* static ``{"static": "blockable_only_by", "keywords": ["Flying", "Reach"]}``: "This creature
  can't be blocked except by creatures with flying or reach." (Treetop Scout's kin; with only
  ``Flying``: "... except by creatures with flying.", Aven Cloudchaser's kin);
* static ``{"static": "cant_block_power_ge", "n": 2}``: "This creature can't block creatures with
  power 2 or greater." (Ironclaw Orcs, Zurgo Bellstriker);
* Aura grants ``"cant_attack": true`` / ``"cant_block": true``: "Enchanted creature can't attack or
  block." (Pacifism), "... can't block." (CR 509.1b, 508.1c), read by :func:`attack_problem` and
  :func:`blocker_problem` through the creature's grants;
* Aura grants ``"cant_attack_you": true``: "... can't attack you or planeswalkers you control." (the
  Vows, CR 508.1c): "you" is the Aura's controller, so it matters only on an opponent's creature;
* effect ``cant_block_this_turn`` (``target``): "Target creature can't block this turn." (Panic,
  Stun; ``"attack": true``: "... can't attack or block this turn"): a continuous effect on that creature until the turn ends (CR 611.2, 514.2), kept as a
  ``Modifier`` with the rule word :data:`CANT_BLOCK`.

``combat.blocker_problem`` asks :func:`blocker_problem`, ``combat.block_problem`` and
``combat.block_options`` ask :func:`pair_problem` (only when :func:`relevant`), so a refused
block names its rule and the GUI shows it.
"""

from __future__ import annotations

from typing import Any, Final, Mapping, TYPE_CHECKING

from . import characteristics as chars
from .. import operations as ops
from ..families.effect_core import EffectContext, effect, objects
from ..data.effect_params import EFFECT_PARAMS, boolean, subject
from ..errors import Problem, problem
from ..turn.steps import Duration

if TYPE_CHECKING:
    from ..state import GameState as Game

ONLY_BY: Final = "blockable_only_by"
POWER_GE: Final = "cant_block_power_ge"
#: The rule word of "can't block this turn" on a creature's modifier.
CANT_BLOCK: Final = "rule:cant_block"
#: The rule word of "can't attack or block this turn" (its attack part).
CANT_ATTACK: Final = "rule:cant_attack"
#: The keywords "except by creatures with ..." may name.
KEYWORDS: Final = ("Flying", "Reach")


def relevant(game: "Game") -> bool:
    """Whether a permanent on the battlefield has one of this module's statics (the common case is none)."""
    return bool(chars.permanents_with_static(game, ONLY_BY) or chars.permanents_with_static(game, POWER_GE))


def _granted(game: "Game", oid: int, key: str) -> bool:
    """Whether an Aura or Equipment attached to ``oid`` grants it ``key`` (CR 613.1f)."""
    if key not in chars.granted_keys(game):
        return False  # (no grant on the battlefield gives it)
    for g in chars._grants(game, oid):  # (a loop, not any() over a generator: asked for every attacker)
        if g.get(key):
            return True
    return False


def attack_problem(game: "Game", creature: int) -> Problem | None:
    """Why ``creature`` can't attack because of what is attached to it (CR 508.1c), or None."""
    keys = chars.granted_keys(game)
    if not game.modifiers and "cant_attack" not in keys and "cant_attack_you" not in keys:
        return None  # (no effect and no grant that could forbid it: most games, asked of every creature)
    if game.modifiers and chars.has_keyword(game, creature, CANT_ATTACK):
        return problem("508.1c", "{card} can't attack this turn", card=game.objects[creature].name)
    if _granted(game, creature, "cant_attack"):
        return problem("508.1c", "{card} can't attack (an Aura or Equipment says so)",
                       card=game.objects[creature].name)
    you = _vowed_by(game, creature)
    if you is not None:
        # "can't attack you or planeswalkers you control" (the Vows): in a two-player game the Aura's
        # controller, when not the creature's, is the only player it could attack (CR 508.1a, 508.1c).
        return problem("508.1c", "{card} can't attack {player} or planeswalkers they control",
                       card=game.objects[creature].name, player=game.players[you].name)
    return None


def _vowed_by(game: "Game", creature: int) -> int | None:
    """The controller of an Aura or Equipment attached to ``creature`` that says it "can't attack you or
    planeswalkers you control", when that player is not the creature's controller; else None."""
    if not _granted(game, creature, "cant_attack_you"):
        return None
    mine = game.objects[creature].controller
    for a in chars._attachments(game, creature):
        for ab in a.card.abilities:
            g = ab.params.get("grants") if ab.kind in ("aura", "equip") else None
            if isinstance(g, Mapping) and g.get("cant_attack_you") and a.controller != mine:
                return a.controller
    return None


def blocker_problem(game: "Game", blocker: int) -> Problem | None:
    """Why ``blocker`` can't block because of an effect this turn or what is attached to it (CR 509.1b), or None."""
    if game.modifiers and chars.has_keyword(game, blocker, CANT_BLOCK):
        return problem("509.1b", "{card} can't block this turn", card=game.objects[blocker].name)
    if _granted(game, blocker, "cant_block"):
        return problem("509.1b", "{card} can't block (an Aura or Equipment says so)", card=game.objects[blocker].name)
    return None


def pair_problem(game: "Game", blocker: int, attacker: int) -> Problem | None:
    """Why ``blocker`` can't block ``attacker`` because of this module's statics (CR 509.1b), or None."""
    for st in chars.statics(game, attacker, ONLY_BY):
        kws = [str(k) for k in st.params.get("keywords", ("Flying",))]
        if not any(chars.has_keyword(game, blocker, k) for k in kws):
            if "Reach" in kws:
                return problem("509.1b", "{attacker} can't be blocked except by creatures with flying or reach",
                               attacker=game.objects[attacker].name)
            return problem("509.1b", "{attacker} can't be blocked except by creatures with flying",
                           attacker=game.objects[attacker].name)
    for st in chars.statics(game, blocker, POWER_GE):
        n = int(st.params.get("n", 0))
        if chars.power(game, attacker) >= n:
            return problem("509.1b", "{blocker} can't block creatures with power {n} or greater",
                           blocker=game.objects[blocker].name, n=n)
    return None


@effect("cant_block_this_turn")
def _cant_block(game: "Game", ctx: EffectContext, e: Mapping[str, Any]) -> None:
    """"Target creature can't block this turn." (CR 509.1b, 611.2)."""
    for oid in objects(game, ctx, e.get("target", 0)):
        if chars.on_battlefield(game, oid):
            ops.add_rule_modifier(game, oid, CANT_BLOCK, Duration.END_OF_TURN, ctx.controller, ctx.source_name)
            if e.get("attack"):
                ops.add_rule_modifier(game, oid, CANT_ATTACK, Duration.END_OF_TURN, ctx.controller, ctx.source_name)
                ops.log(game, "cant_block_rule", "508.1c", "{card} can't attack or block this turn ({source}).",
                        card=game.objects[oid].name, source=ctx.source_name)
                continue
            ops.log(game, "cant_block_rule", "509.1b", "{card} can't block this turn ({source}).",
                    card=game.objects[oid].name, source=ctx.source_name)


EFFECT_PARAMS["cant_block_this_turn"] = {"target": subject, "attack": boolean}
