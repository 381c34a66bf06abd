"""Rules that change who may cast what, when, and whether a spell can be countered (CR 101.2,
601.3, 702.8):

* static ``{"static": "spells_uncounterable"}``: "Spells you control can't be countered."
  (Cavern of Souls' kin, Vexing Shusher's static form): a spell its controller controls can't be
  countered (CR 101.2: "can't" beats "counter");
* static ``{"static": "cast_as_though_flash", "what": "noncreature" | "sorcery" | "any"}``: "You
  may cast noncreature spells as though they had flash." (Valley Floodcaller), "You may cast
  spells as though they had flash." (Vedalken Orrery): those spells of its controller may be cast
  any time they could cast an instant (CR 601.3a, 702.8a);
* effect ``flash_permission`` (``what``, ``until``: "next_turn"): "Until your next turn, you may
  cast sorcery spells as though they had flash." (Teferi, Time Raveler's +1, CR 611.2);
* effect ``cant_cast_this_turn`` (``what``: "spells" / "noncreature"): "Your opponents can't cast
  spells this turn." (Silence), "... can't cast noncreature spells this turn." (Ranger-Captain of
  Eos): each opponent of the controller can't, until the turn ends (CR 101.2, 611.2);
* static ``{"static": "cant_cast_early_turns", "n": 3}`` of a card: "You can't cast Serra Avenger
  during your first, second, or third turns of the game." (CR 101.2; known only while every turn
  of the game was played here, ``GameState.turns_taken``);
* static ``{"static": "opponents_cant_activate_on_your_turn", "types": [...]}``: "During your turn,
  your opponents can't ... activate abilities of artifacts, creatures, or enchantments." (Grand
  Abolisher; mana abilities too, CR 605.1a): :func:`activation_forbidden`, asked by
  ``actions.activate_problem`` and by the payment's mana sources;
* ``domain_cost`` (``casting_costs``): :func:`basic_land_types` counts its domain (CR 305.6);
* effect ``uncounterable_this_turn``: "Spells you control can't be countered this turn." (Veil of
  Summer, CR 101.2).

Effects that last for a while and change what a player may do are kept as ``Modifier``s on that
player: their ``target`` is :func:`player_target` (a negative number no object has), their
``keywords`` one of this module's rule words, so they end with the other continuous effects
(CR 514.2, 611.2b), are copied, undone and snapshotted like them.  ``actions.cast_problem`` asks
:func:`cast_problem` (a refusal names its rule, and the GUI shows it) and :func:`flash_allowed`;
``operations.counter_spell`` and the counter effects ask :func:`uncounterable`.  The effects
are in ``casting_rule_effects`` (this module imports no operation, so operations may ask it).
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from . import characteristics as chars
from ..data.cards import CardDef
from ..errors import Problem, problem

if TYPE_CHECKING:
    from ..objects import GameObject, StackItem
    from ..state import GameState as Game

UNCOUNTERABLE: Final = "spells_uncounterable"
ACTIVATE_BAN: Final = "opponents_cant_activate_on_your_turn"
FLASH: Final = "cast_as_though_flash"
#: The rule words of player modifiers (see the module docstring).
CANT_CAST: Final = {"spells": "rule:cant_cast_spells", "noncreature": "rule:cant_cast_noncreature"}
RULE_UNCOUNTERABLE: Final = "rule:spells_uncounterable"
FLASH_RULES: Final = {w: f"rule:flash_{w}" for w in ("noncreature", "sorcery", "any")}
WHATS: Final = ("noncreature", "sorcery", "any")


def player_target(player: int) -> int:
    """The ``Modifier.target`` of an effect on ``player`` (no object id is negative)."""
    return -1 - player


def _player_rules(game: "Game", player: int) -> frozenset[str]:
    """The rule words of the effects on ``player`` now."""
    target = player_target(player)
    out: frozenset[str] = frozenset()
    for m in game.modifiers:
        if m.target == target:
            out |= m.keywords
    return out


def _fits(what: str, card: CardDef) -> bool:
    if what == "noncreature":
        return not card.is_creature
    if what == "sorcery":
        return "Sorcery" in card.types
    return True


def flash_possible(game: "Game") -> bool:
    """Whether any card may now be cast as though it had flash (CR 601.3a): False when no
    permanent has such a static ability and no player has such a rule, and then
    :func:`flash_allowed` is False for every card (worked out once for a whole hand)."""
    return bool(chars.permanents_with_static(game, FLASH)) or bool(game.modifiers)


def flash_allowed(game: "Game", player: int, card: CardDef) -> bool:
    """Whether ``player`` may cast ``card`` as though it had flash (CR 601.3a, 702.8a)."""
    for oid in chars.permanents_with_static(game, FLASH):
        if game.objects[oid].controller == player and any(
                _fits(str(ab.params.get("what", "any")), card) for ab in chars.statics(game, oid, FLASH)):
            return True
    if not game.modifiers:
        return False
    rules = _player_rules(game, player)
    return any(FLASH_RULES[w] in rules and _fits(w, card) for w in WHATS)


BASIC_TYPES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def basic_land_types(game: "Game", player: int) -> int:
    """Domain: the number of basic land types among lands ``player`` controls (CR 305.6)."""
    found: set[str] = set()
    for oid in game.battlefield:
        o = game.objects[oid]
        if o.controller == player and chars.is_type(game, oid, "Land"):
            found.update(t for t in o.card.subtypes if t in BASIC_TYPES)
    return len(found)


def _early_turn(game: "Game", player: int, card: CardDef) -> Problem | None:
    for ab in card.abilities:
        if ab.kind == "static" and ab.static == "cant_cast_early_turns":
            n = int(ab.params.get("n", 3))
            known = sum(game.turns_taken) == game.turn
            if known and game.active == player and game.turns_taken[player] <= n:
                return problem("101.2", "{card} can't be cast during your first {n} turns of the game",
                               card=card.name, n=n)
    return None


def cast_problem(game: "Game", player: int, card: CardDef) -> Problem | None:
    """Why ``player`` can't cast ``card`` because of an effect of this turn or the card's own
    restriction (CR 101.2), or None."""
    early = _early_turn(game, player, card)
    if early is not None:
        return early
    if not game.modifiers:
        return None
    rules = _player_rules(game, player)
    if CANT_CAST["spells"] in rules:
        return problem("101.2", "an effect says you can't cast spells this turn")
    if CANT_CAST["noncreature"] in rules and not card.is_creature:
        return problem("101.2", "an effect says you can't cast noncreature spells this turn")
    return None


def uncounterable(game: "Game", item: "StackItem", o: "GameObject") -> bool:
    """Whether the spell ``item`` (object ``o``) can't be countered (CR 101.2)."""
    if any(a.kind == "static" and a.static == "cant_be_countered" for a in o.card.abilities) \
            or item.info.get("cant_be_countered"):  # paid with Cavern of Souls' mana (CR 106.6)
        return True
    if any(game.objects[h].controller == item.controller for h in chars.permanents_with_static(game, UNCOUNTERABLE)):
        return True
    return bool(game.modifiers) and RULE_UNCOUNTERABLE in _player_rules(game, item.controller)


def activation_forbidden(game: "Game", player: int, source: int) -> Problem | None:
    """Why ``player`` can't activate the abilities of ``source`` (mana abilities too) now (CR 101.2), or None."""
    holders = chars.permanents_with_static(game, ACTIVATE_BAN)
    if not holders:
        return None
    for h in holders:
        o = game.objects[h]
        if o.controller == player or game.active != o.controller:
            continue
        types = {str(t) for ab in chars.statics(game, h, ACTIVATE_BAN) for t in ab.params.get("types", ())}
        if any(chars.is_type(game, source, t) for t in types):
            return problem("101.2", "{card}: its controller's opponents can't activate abilities of {source} during "
                           "its controller's turn", card=o.name, source=game.objects[source].name)
    return None
