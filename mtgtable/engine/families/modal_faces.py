"""Cards whose player chooses the face: modal double-faced cards (CR 712.12, 712.8), split
cards (CR 709.3) and adventurer cards (CR 715).

* A **modal double-faced card** (Shatterskull Smashing // Shatterskull, the
  Hammer Pass; the Pathways) has two faces a player may choose between.
  Outside the battlefield and the stack it has only its front face's
  characteristics (CR 712.8a): in the hand it is, say, a sorcery, and counts as
  one.  As a player plays or casts it, they choose the face (CR 712.12): a land
  back face is played as the turn's land play (CR 305.1, 305.2), and the
  permanent enters with that face up, with that face's "enters tapped" or "you
  may pay 3 life" (CR 614.12); a nonland back face is cast, and a permanent
  spell cast that way enters with its back face up.  When it leaves the
  battlefield or the stack it is its front face again (``operations.move``,
  CR 712.8a).  It never transforms (CR 701.28c: ``transform.py`` refuses it).
* A **split card** (Fire // Ice): its player casts one half (CR 709.3); the spell
  has only that half's characteristics (CR 709.3b).  The engine holds the first
  half as the card and the second half as its ``back``; in the other zones the
  card keeps the first half's characteristics (the combined ones of CR 709.4 are
  not built: a split card in a graveyard or a hand reads as its first half).
* An **adventurer card** (Fae of Wishes // Granted): its player may cast the
  Adventure instead of the creature (CR 715.3); as the Adventure resolves it is
  exiled instead of put into the graveyard (CR 715.4), and its owner may cast
  the card (the creature) from exile for as long as it remains exiled; an
  Adventure countered, or that doesn't resolve, goes to the graveyard.

The choice is part of the action: :class:`~.answers.PlayLand` and
:class:`~.answers.Cast` carry ``face`` (1 for the other face), listed by
``actions.legal_actions`` beside the front face's, so the GUI's action menu,
the goldfish pilot, the random agent and the fuzzer answer it as any other
action.  The other face is cast only from the hand.  Only a face the compiler
understood in full is playable (``carddb/compile.py``); any other stays by hand.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from ..data.cards import CardDef
from ..errors import Problem, problem
from ..objects import GameObject, StackItem, Zone

if TYPE_CHECKING:
    from ..state import GameState

#: The faces a player may choose between (CR 712.12): 0 the front, 1 the back (the other half, the Adventure).
FRONT, BACK = 0, 1

#: The rule for casting each kind's other face.
CAST_RULES: Final = {"modal_dfc": "712.12", "split": "709.3", "adventure": "715.3"}


def land_face(card: CardDef) -> CardDef | None:
    """The back face of a modal double-faced card when it is a land a player may play (CR 712.12), else None."""
    back = card.back
    if back is not None and card.modal and back.is_land:  # (back first: most cards have none)
        return back
    return None


def cast_face(card: CardDef) -> CardDef | None:
    """The other face of ``card`` its player may cast instead (CR 712.12, 709.3, 715.3), else None."""
    back = card.back
    if card.face_choice and not card.front and back is not None and not back.is_land:
        return back
    return None


def face_of(card: CardDef, face: int) -> CardDef:
    """The face ``face`` of ``card`` (the front face for 0, or for a card without a back face)."""
    if face == BACK and card.back is not None:
        return card.back
    return card


def land_face_problem(card: CardDef, face: int, name: str) -> Problem | None:
    """Why ``face`` of ``card`` can't be played as a land (CR 305.1, 712.12), or None."""
    if face == FRONT:
        return None if card.is_land else problem("305.1", "{card} is not a land", card=name)
    if land_face(card) is None:
        return problem("712.12", "{card} has no land back face to play", card=name)
    return None


def cast_face_problem(o: GameObject, face: int) -> Problem | None:
    """Why ``o``'s face ``face`` can't be cast (CR 712.12, 709.3, 715.3), or None.  The other face is
    cast from the hand only (an Adventure's card cast from exile is the creature, CR 715.4)."""
    if face == FRONT:
        return None
    if cast_face(o.card) is None:
        return problem("712.12", "{card} has no other face to cast", card=o.name)
    if o.zone is not Zone.HAND:
        return problem(CAST_RULES.get(o.card.face_choice, "712.12"), "{card}'s other face is cast only from "
                       "your hand", card=o.name)
    return None


def casting_object(o: GameObject, face: int) -> GameObject:
    """``o`` as its face ``face`` is cast: the same object (its id, zone, owner) with that face's
    characteristics (CR 712.12, 709.3b, 715.3b), for the checks and choices made while casting it.
    Not in ``game.objects``: the card itself turns over only once it is on the stack."""
    if face == FRONT:
        return o
    return GameObject(o.id, face_of(o.card, face), o.owner, o.controller, o.zone, timestamp=o.timestamp)


def cast_info(card: CardDef, face: int) -> dict[str, object]:
    """What the spell on the stack remembers about its face (an Adventure, CR 715.4)."""
    if face == FRONT:
        return {}
    return {"face": face, **({"adventure": True} if card.face_choice == "adventure" else {})}


def exile_adventure(game: "GameState", item: StackItem) -> bool:
    """CR 715.4: an Adventure that resolves is exiled instead of put into its owner's graveyard, and its
    owner may cast the card (the creature, its front face) from exile for as long as it remains there.
    False when ``item`` isn't an Adventure (it goes where spells go)."""
    from .. import operations as ops
    from ..rules import play_permissions
    if not item.info.get("adventure") or item.info.get("copy") or item.id not in game.objects:
        return False
    o = game.objects[item.id]
    name, owner = o.name, o.owner
    new = ops.move(game, item.id, Zone.EXILE)
    if new is None:
        return True
    ops.log(game, "adventure", "715.4", "{card} is exiled on an adventure: its owner may cast {creature} from exile.",
            card=name, creature=game.objects[new].name)
    play_permissions.grant(game, new, owner, "cast", "exiled")
    return True
