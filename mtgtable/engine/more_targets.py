"""More target specs (CR 115.1): colour-qualified spells and permanents, permanents by
controller, nonbasic lands ("Counter target blue spell", "Tap target permanent an
opponent controls", "Destroy target nonblack creature").

Their names and descriptions are ``target_specs.MORE_SPECS`` (merged into
``TARGET_SPECS``, translated like the others); :func:`is_legal` checks them for
``targets.is_legal_target``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars
from .objects import StackKind, Zone
from .target_specs import MORE_SPECS as MORE_SPECS

if TYPE_CHECKING:
    from .state import GameState as Game

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}



def is_legal(game: "Game", spec: str, ref: int, controller: int, source: int | None) -> bool:
    """Whether object ``ref`` (hexproof and shroud already checked) fits one of :data:`MORE_SPECS`."""
    o = game.objects.get(ref)
    if o is None:
        return False
    head, _, noun = spec.partition("_")
    if noun == "spell" or spec == "creature_or_enchantment_spell":
        if o.zone is not Zone.STACK or ref == source or not any(s.id == ref and s.kind is StackKind.SPELL for s in game.stack):
            return False
        if spec == "creature_or_enchantment_spell":
            return o.card.is_creature or "Enchantment" in o.card.types
        return _COLORS[head] in o.card.colors
    if o.zone is not Zone.BATTLEFIELD:
        return False
    if spec == "permanent_you_control":
        return o.controller == controller
    if spec == "permanent_opponent_controls":
        return o.controller != controller
    if noun == "permanent":
        return _COLORS[head] in chars.colors(game, ref)
    if noun == "creature":
        if not chars.is_creature(game, ref):
            return False
        if head == "nonartifact":
            return not chars.is_type(game, ref, "Artifact")
        if head == "artifact":  # modular's "target artifact creature" (CR 702.43a)
            return chars.is_type(game, ref, "Artifact")
        if head.startswith("non"):
            return _COLORS[head[3:]] not in chars.colors(game, ref)
        return _COLORS[head] in chars.colors(game, ref)
    return False
