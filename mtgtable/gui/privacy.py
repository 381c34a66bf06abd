"""What the player at the table may see: one answer for every view.

Hands and libraries are hidden zones (CR 400.2): a hand is seen only by its
owner, a library by nobody.  In hotseat, the person at the screen is
:attr:`TableMarks.viewer` (``None`` while the privacy screen is up, when
nobody's hand may show).  Every view that names or draws a card (rows,
preview, tooltips, accessible names, the undo list) asks :func:`can_see`
rather than deciding for itself, so a new view cannot forget a case.
"""

from __future__ import annotations

from mtgtable.engine import Game, Zone

from .marks import TableMarks


def can_see(game: Game, oid: int, marks: TableMarks) -> bool:
    """Whether the person at the table may see the face of object ``oid`` now."""
    o = game.objects.get(oid)
    if o is None:
        return False
    if o.zone is Zone.LIBRARY:
        return False  # CR 401.2: nobody looks at a library
    if o.zone is Zone.HAND:
        return marks.open_hands or (marks.viewer is not None and marks.viewer == o.owner)  # CR 402.3
    if o.zone is Zone.EXILE and game.state.chosen.get(oid, {}).get("face_down"):
        # exiled face down by hideaway: its owner may look at it (CR 406.3, 702.75a)
        return marks.open_hands or (marks.viewer is not None and marks.viewer == o.owner)
    return True


def hidden_from(game: Game, viewer: int | None, open_hands: bool = False) -> set[int]:
    """The objects whose faces ``viewer`` (``None``: nobody in particular) may not see."""
    marks = TableMarks(viewer=viewer, open_hands=open_hands)
    return {oid for oid in game.objects if not can_see(game, oid, marks)}
