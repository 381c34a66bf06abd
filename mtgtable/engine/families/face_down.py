"""Face-down spells and permanents (CR 708): morph, megamorph and disguise (CR 702.37, 702.168).

A card with ``{"static": "morph", "mana": "{1}{U}", "variant": "morph"|"megamorph"|"disguise"}``
may be cast face down for {3} rather than its mana cost (CR 702.37a, 702.37c, 702.168a):
``casting_costs.methods`` offers the method ``face_down``, and the cast flow (``actions._cast``)
turns the card face down once the cost is paid, just before it moves to the stack.

* **Characteristics** (CR 708.2a, 613.2b): a face-down object's ``GameObject.card`` is
  :data:`FACE_DOWN`, a 2/2 creature with no name, text, subtypes, colour or mana cost (a
  disguised one, :func:`disguised`, also has ward {2}, CR 702.168a).  That is the layer-1 effect of
  the face-down status: the card is what copy effects copy (CR 707.2, 708.2b:
  ``copy_entering.copiable`` reads it), and every other layer applies on top of it.  Its real card is
  kept in ``GameState.face_down`` (object id -> card), known to its controller only (CR 708.5:
  the GUI shows it to them; the log and the opponent see a face-down creature).
* **Zone changes** (``operations.move``): it stays face down from the hand to the stack and from the
  stack to the battlefield (CR 708.4); anywhere else it is revealed (CR 708.9: logged) and is its
  own card again.
* **Turning it face up** (CR 702.37e, 702.168d, 116.2b): a special action, any time its controller
  has priority, for its morph (or megamorph, disguise) cost; it doesn't use the stack.  The answer is
  :class:`~.answers.TurnFaceUp` (``faceup 12``); ``actions`` lists it, checks it and asks for the
  payment.  The permanent is the same object (CR 708.8): damage, counters, Auras and its
  summoning sickness stay; abilities relating to entering don't trigger (CR 702.37e), its "when this
  is turned face up" abilities do (CR 708.11, trigger ``turned_face_up``); megamorph puts a +1/+1
  counter on it as it turns face up (CR 702.37b).
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from .. import operations as ops
from ..data.cards import Ability, CardDef, parse_ability
from ..errors import Problem, problem
from ..rules.mana import ManaCost
from ..objects import Zone

if TYPE_CHECKING:
    from ..state import GameState as Game

#: The log's and the table's word for a face-down object (it has no name, CR 708.2a; the GUI
#: translates it, and ``same_name`` never matches it).
FACE_DOWN_NAME: Final = "Face-down creature"

#: The cost of casting a card face down (CR 702.37c, 702.168a).
FACE_DOWN_COST: Final = ManaCost.parse("{3}")

VARIANTS: Final = ("morph", "megamorph", "disguise")
#: Each variant's rule, and the rule of turning it face up.
RULES: Final = {"morph": "702.37a", "megamorph": "702.37b", "disguise": "702.168a"}
UP_RULES: Final = {"morph": "702.37e", "megamorph": "702.37e", "disguise": "702.168d"}

#: CR 708.2a: a 2/2 creature with no text, no name, no subtypes and no mana cost.
FACE_DOWN: Final = CardDef(name=FACE_DOWN_NAME, types=("Creature",), power=2, toughness=2)

#: CR 702.168a: a disguised card is a 2/2 face-down creature with ward {2} (built when first asked
#: for: the effect registry is filled after this module is imported).
_DISGUISED: Final[list[CardDef]] = []


def disguised() -> CardDef:
    if not _DISGUISED:
        ward = parse_ability({"kind": "triggered", "trigger": "becomes_target", "by": "opponent", "keyword": "Ward",
                              "effects": [{"do": "counter_unless_pay", "target": "trigger_spell", "mana": "{2}"}],
                              "text": "Ward {2}"}, FACE_DOWN_NAME)
        _DISGUISED.append(CardDef(name=FACE_DOWN_NAME, types=("Creature",), power=2, toughness=2,
                                  keywords=frozenset({"Ward"}), abilities=(ward,)))
    return _DISGUISED[0]


def morph_ability(card: CardDef) -> Ability | None:
    """The card's morph, megamorph or disguise ability, or None (CR 702.37d: without one it can't be
    cast face down)."""
    for ab in card.abilities:
        if ab.kind == "static" and ab.static == "morph":
            return ab
    return None


def variant(ab: Ability) -> str:
    found = str(ab.params.get("variant", "morph"))
    return found if found in VARIANTS else "morph"


def morph_cost(ab: Ability) -> ManaCost:
    return ManaCost.parse(str(ab.params.get("mana", "")))


def face_down_card(card: CardDef) -> CardDef:
    """What ``card`` is while face down (CR 708.2a; disguise: ward {2}, CR 702.168a)."""
    ab = morph_ability(card)
    return disguised() if ab is not None and variant(ab) == "disguise" else FACE_DOWN


def casting_card(card: CardDef, method: str) -> CardDef:
    """The characteristics a cast by ``method`` is judged with: a card cast face down is a face-down
    creature spell, so cost changes and restrictions look at those (CR 702.37c)."""
    return face_down_card(card) if method == "face_down" else card


def is_face_down(game: "Game", oid: int) -> bool:
    return oid in game.face_down


def hidden_card(game: "Game", oid: int) -> CardDef | None:
    """The real card of a face-down object (its controller may look at it, CR 708.5), or None."""
    return game.face_down.get(oid)


def turn_face_down(game: "Game", oid: int) -> None:
    """Turn the card ``oid`` face down (CR 702.37c: as it is cast; the stack keeps it face down)."""
    ops.turn_face_down(game, oid, face_down_card(game.objects[oid].card))


def turn_up_problem(game: "Game", player: int, oid: int) -> Problem | None:
    """Why ``player`` may not turn ``oid`` face up now (CR 702.37e), leaving out whether the cost can be
    paid (``actions`` asks that), or None."""
    o = game.objects.get(oid)
    real = game.face_down.get(oid)
    if o is None or real is None or o.zone is not Zone.BATTLEFIELD:
        return problem("702.37e", "#{id} is not a face-down permanent", id=oid)
    if o.controller != player:
        return problem("702.37e", "only its controller may turn {card} face up", card=o.name)
    if morph_ability(real) is None:
        # CR 702.37e: a permanent that wouldn't have a morph cost face up can't be turned face up this way.
        return problem("702.37e", "{card} has no morph cost: it can't be turned face up", card=o.name)
    return None


def up_cost(game: "Game", oid: int) -> ManaCost:
    ab = morph_ability(game.face_down[oid])
    assert ab is not None
    return morph_cost(ab)


def turn_face_up(game: "Game", oid: int, player: int) -> None:
    """The permanent regains its normal characteristics (CR 708.8, 702.37e); its cost was paid."""
    real = ops.turn_face_up(game, oid)
    ab = morph_ability(real)
    kind = variant(ab) if ab is not None else "morph"
    ops.log(game, "face_up", UP_RULES[kind], "{player} turns a face-down creature face up (a special action, "
            "CR 116.2b): it is {card}.", player=game.players[player].name, card=real.name)
    if kind == "megamorph":  # CR 702.37b: a +1/+1 counter as it is turned face up
        ops.add_counters(game, oid, "+1/+1", 1)
    ops.trigger(game, game.objects[oid], "turned_face_up")  # CR 708.11 (not its enters abilities, 702.37e)
