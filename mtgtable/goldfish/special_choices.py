"""The pilot's answers to the special actions (listed in the pilot's docstring):

* **Dredge** (CR 702.52a, ``engine/families/dredge.py``): it dredges, returning the most
  wanted of the dredge cards, when it has lands enough (three or more on the
  battlefield and in hand, so a random draw is worth less than a known card)
  and its library keeps more than twice the cards milled plus five (it does not
  mill itself out); otherwise it draws.
* **Retrace** (CR 702.81a): only with a land card to spare: two or more in
  hand, or one after the turn's land play.
* **Gemstone Caverns' exile** (CR 103.6a): the card that fits the hand worst.
  Beginning the game with a Leyline or the Caverns on the battlefield is a
  "you may": always yes.
* **Ninjutsu** (CR 702.49a) and "Put this card from your hand onto the battlefield": see
  :func:`ninjutsu_action` and :func:`put_from_hand_action`; suspend (CR 702.62a): :func:`suspend_action`.
"""

from __future__ import annotations

from typing import Any

from ..engine import Game, features
from ..engine.decisions import Activate, Choose, Decision
from . import library_choices as lc


def dredge_choice(game: Game, decision: Decision, me: int) -> Any:
    """Dredge or draw (module docstring)."""
    from ..engine.families.dredge import dredge_n
    cards = [c for c in decision.data["options"] if c >= 0 and c in game.objects]
    lands = sum(1 for o in [*game.players[me].hand, *game.battlefield]
                if game.objects[o].card.is_land and game.objects[o].controller == me)
    library = len(game.players[me].library)
    usable = [c for c in cards if library > 2 * dredge_n(game.state, c) + 5]
    if lands < 3 or not usable:
        return Choose(-1)
    return Choose(lc.best_card(game, usable, me))


def spare_land(game: Game, me: int) -> bool:
    """Whether the hand holds a land card the pilot can discard without missing a land play."""
    from ..engine.rules.player_rules import land_limit
    lands = sum(1 for c in game.players[me].hand if game.objects[c].card.is_land)
    played_all = game.players[me].lands_played >= land_limit(game.state, me)
    return lands >= 2 or (lands == 1 and played_all)


def _hand_abilities(game: Game, me: int, attacking: bool) -> list[tuple[int, int]]:
    """(card in hand, ability index) of its ``put_self_from_hand`` abilities (engine/families/hand_abilities.py):
    ninjutsu's (``attacking``) or the plain "Put this card from your hand onto the battlefield"."""
    out: list[tuple[int, int]] = []
    if not game.state._features & features.DISCARD_SELF:
        return out  # (no card of the game has an ability activated from the hand: asked at every main phase)
    for c in game.players[me].hand:
        for i, ab in enumerate(game.activated_abilities(c)):
            if ab.kind == "activated" and ab.params.get("from_hand") and any(
                    e["do"] == "put_self_from_hand" and bool(e.get("attacking")) == attacking for e in ab.effects):
                out.append((c, i))
    return out


def ninjutsu_action(game: Game, me: int) -> Any | None:
    """Ninjutsu (CR 702.49a) after blockers: when the creature its cost returns (the weakest unblocked
    attacker, tokens first, as ``casting_choices`` picks it) has less power than the ninja, the ninja
    with the most power first; else None."""
    if not game.state._features & features.DISCARD_SELF:
        return None  # (no ninja in the game: see _hand_abilities)
    combat = game.combat
    unblocked = [a for a in combat.attackers if combat.is_unblocked_attacker(a) and game.objects[a].controller == me]
    if not unblocked:
        return None
    weakest = min(unblocked, key=lambda a: (0 if game.objects[a].token else 1,
                                            game.power(a) + game.toughness(a), a))
    found = sorted(_hand_abilities(game, me, True), key=lambda ci: -(game.objects[ci[0]].card.power or 0))
    for c, i in found:
        if (game.objects[c].card.power or 0) > game.power(weakest) and game.activate_problem(me, c, i, "") is None:
            return Activate(c, i)
    return None


def put_from_hand_action(game: Game, me: int) -> Any | None:
    """"{4}: Put this card from your hand onto the battlefield" (Talon Gates of Madara): whenever it
    can pay, after its spells in the main phase (a permanent more, for mana it would leave unused)."""
    for c, i in _hand_abilities(game, me, False):
        if game.activate_problem(me, c, i, "") is None:
            return Activate(c, i)
    return None


def suspend_action(game: Game, me: int) -> Any | None:
    """Suspend (CR 702.62a) in a main phase, after its spells and abilities: a card it can't cast
    now (no mana cost, as Ancestral Vision, or not mana enough, as Rift Bolt on one land) whose
    suspend cost it can pay; else None."""
    if not game.state._features & features.DISCARD_SELF:
        return None  # (suspend is an ability activated from the hand, "from_hand": no card of the game has one)
    for c in game.players[me].hand:
        for i, ab in enumerate(game.activated_abilities(c)):
            if ab.params.get("special_action") == "suspend" and game.cast_problem(me, c, 0) is not None \
                    and game.activate_problem(me, c, i, "") is None:
                return Activate(c, i)
    return None
