"""Target specs with a number in them: "target nonland permanent with mana value 3 or less",
"target creature with power 2 or less", "target spell with mana value 1" (CR 115.1, 202.3).

A filtered spec is a plain spec, a colon and one filter: ``"nonland_permanent:mv<=3"``,
``"creature:power<=2"``, ``"spell:mv=1"``, ``"creature:toughness>=4"`` (:data:`FILTER`).  The
plain spec is judged as always (``targets.is_legal_target``), then the number:

* mana value (CR 202.3): of the card's mana cost; an X in it is the number chosen for
  it while the spell is on the stack, 0 anywhere else (CR 202.3e);
* power and toughness: the permanent's current values (``characteristics``).

Descriptions are the plain spec's and a pattern (:data:`PHRASES`), each translated.  The
spec's shape (``split``, ``is_spec``, ``describe``) is data, in ``target_specs`` (card data is
checked against it without this module); :func:`passes` judges an object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import characteristics as chars
from ..data.target_specs import FILTER as FILTER
from ..data.target_specs import PHRASES as PHRASES
from ..data.target_specs import describe as describe
from ..data.target_specs import is_spec as is_spec
from ..data.target_specs import split as split

if TYPE_CHECKING:
    from ..state import GameState as Game

def passes(game: "Game", oid: int, filt: tuple[str, str, int]) -> bool:
    """Whether object ``oid`` has the number the filter asks for (a player never does)."""
    o = game.objects.get(oid)
    if o is None:
        return False
    what, op, n = filt
    if what == "mv":
        value = o.card.mana_cost.mana_value
        if o.card.mana_cost.x_count:
            value += o.card.mana_cost.x_count * next((s.x for s in game.stack if s.id == oid), 0)
    elif not chars.is_creature(game, oid):
        return False  # power and toughness: only creatures have them here (CR 208.3)
    elif what == "power":
        value = chars.power(game, oid)
    else:
        value = chars.toughness(game, oid)
    return value <= n if op == "<=" else value >= n if op == ">=" else value == n
