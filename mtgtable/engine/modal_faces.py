"""Modal double-faced cards: playing the back face (CR 712.12, 712.8, 305.1).

A modal double-faced card (Shatterskull Smashing // Shatterskull, the Hammer
Pass; the Pathways) has two faces a player may choose between.  Outside the
battlefield and the stack it has only its front face's characteristics
(CR 712.8a): in the hand it is, say, a sorcery, and counts as one.  As a
player plays or casts it, they choose the face (CR 712.12): a land back face
is played as the turn's land play (CR 305.1, 305.2), and the permanent enters
with that face up, with that face's "enters tapped" or "you may pay 3 life"
(CR 614.12).  When it leaves the battlefield it is its front face again
(``operations.move``, CR 712.8a).  A modal double-faced card never transforms
(CR 701.28c: ``transform.py`` refuses it).

The choice is part of the action: :class:`~.answers.PlayLand` carries
``face`` (1 for the back face), listed by ``actions.legal_actions`` beside the
front face's cast, so the GUI's action menu, the goldfish pilot, the random
agent and the fuzzer answer it as any other action.  Only a back face the
compiler understood in full is playable (``carddb/compile.py``); any other
stays by hand.
"""

from __future__ import annotations

from .cards import CardDef
from .errors import Problem, problem

#: The faces a player may choose between (CR 712.12): 0 the front, 1 the back.
FRONT, BACK = 0, 1


def land_face(card: CardDef) -> CardDef | None:
    """The back face of a modal double-faced card when it is a land a player may play (CR 712.12), else None."""
    back = card.back
    if card.modal and back is not None and back.is_land:
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
