"""One group of cards: a player's lands, creatures, other permanents, hand, graveyard...

Rows are object ids; the face of each card is read from the engine once per
refresh and cached until the next one.
"""

from __future__ import annotations

import html

import enum
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QModelIndex, QObject, Qt

from mtgtable.engine import Game
from mtgtable.engine import decision_queries as queries

from ..card_face import CardFace, face_of
from ..card_text import card_name, keyword_name, rules_text, type_line
from ..i18n import translate
from .keyed_list_model import KeyedListModel
from .roles import CardFaceRole, ObjectIdRole

if TYPE_CHECKING:
    from ..session import GameSession


class CardGroup(str, enum.Enum):
    LANDS = "lands"
    CREATURES = "creatures"
    OTHER = "other"          # artifacts, enchantments, planeswalkers...
    HAND = "hand"
    GRAVEYARD = "graveyard"
    EXILE = "exile"


def group_ids(game: Game, player: int, group: CardGroup) -> list[int]:
    """The ids in one group, in the engine's order."""
    if group in (CardGroup.HAND, CardGroup.GRAVEYARD, CardGroup.EXILE):
        return list(getattr(game.players[player], group.value))
    out = []
    # (phased-out permanents too, shown greyed where they were: CR 702.26b, card_face.CardFace.phased_out)
    for oid in [*game.battlefield, *game.phased_out]:
        o = game.objects[oid]
        if o.controller != player:
            continue
        # the permanent's current types, as the engine sees them (a land an effect animated is a creature)
        if game.is_creature(oid):
            g = CardGroup.CREATURES
        elif game.is_type(oid, "Land"):
            g = CardGroup.LANDS
        else:
            g = CardGroup.OTHER
        if g is group:
            out.append(oid)
    return out


#: Rows where identical permanents are shown as one card with a count ("Forest ×5"), as Arena and
#: Forge do.  Creatures are grouped only when they are tokens: each card creature is its own row,
#: since attacks and blocks are declared creature by creature.
GROUPED = {CardGroup.LANDS, CardGroup.OTHER, CardGroup.CREATURES}


_GROUP_KEYS: dict[CardFace, CardFace] = {}


def _group_key(face: CardFace) -> CardFace:
    """The face without its id (cached: a permanent's face rarely changes between refreshes)."""
    key = _GROUP_KEYS.get(face)
    if key is None:
        if len(_GROUP_KEYS) > 20000:
            _GROUP_KEYS.clear()
        key = _GROUP_KEYS[face] = replace(face, oid=0)
    return key


class CardZoneModel(KeyedListModel[int]):
    def __init__(self, session: "GameSession", player: int, group: CardGroup, parent: QObject | None = None,
                 grouping: bool = True) -> None:
        super().__init__(parent)
        self.session = session
        self.player = player
        self.group = group
        self._faces: dict[int, CardFace] = {}
        self._single: dict[int, CardFace] = {}
        #: Show identical permanents as one row (a view of a graveyard does not).
        self.grouping = grouping and group in GROUPED
        #: Row key (the first of its group) -> every object id shown by that row.
        self.members: dict[int, list[int]] = {}
        #: Cards of a group fanned out (hovered or clicked): each is its own row, to be picked,
        #: dragged or targeted one by one, until the group folds back (the mouse leaves the row).
        self.fanned: set[int] = set()

    def set_player(self, player: int) -> None:
        """Show another player's cards (the table turns to the deciding player)."""
        if player != self.player:
            self.beginResetModel()
            self.player = player
            self._keys = []
            self.fanned.clear()
            self._faces.clear()
            self._single.clear()
            self.endResetModel()
        self.refresh()

    @property
    def hidden(self) -> bool:
        """A hand is face down unless its owner is the one looking at the table."""
        marks = self.session.marks
        return self.group is CardGroup.HAND and not marks.open_hands and marks.viewer != self.player

    def current_keys(self) -> Sequence[int]:
        ids = group_ids(self.session.game, self.player, self.group)
        self.members = {}
        if not self.grouping:
            self.members = {oid: [oid] for oid in ids}
            return ids
        game = self.session.game
        first: dict[CardFace, int] = {}
        for oid in ids:
            face = self._single_face(oid)
            if oid in self.fanned or (self.group is CardGroup.CREATURES and not game.objects[oid].token):
                self.members[oid] = [oid]
                continue
            key = _group_key(face)  # identical but for the id: same card, same state, same marks
            rep = first.setdefault(key, oid)
            self.members.setdefault(rep, []).append(oid)
        return list(self.members)

    def before_refresh(self) -> None:
        self._faces.clear()
        self._single.clear()

    def row_signature(self, key: int) -> CardFace:
        return self.face(key)

    def _single_face(self, oid: int) -> CardFace:
        f = self._single.get(oid)
        if f is None:
            f = face_of(self.session.game, oid, self.session.marks, face_down=self.hidden)
            self._single[oid] = f
        return f

    def face(self, oid: int) -> CardFace:
        """The row's face: the card, with the count of identical permanents it stands for."""
        f = self._faces.get(oid)
        if f is None:
            f = self._single_face(oid)
            n = len(self.members.get(oid, ()))
            if n > 1:
                f = replace(f, count=n)
            elif oid in self.fanned:
                f = replace(f, fanned=True)
            self._faces[oid] = f
        return f

    def is_group(self, oid: int) -> bool:
        """Whether ``oid``'s row stands for several identical cards."""
        key = self.row_key(oid)
        return key is not None and len(self.members.get(key, ())) > 1

    def fan_out(self, oid: int) -> list[int]:
        """Show each card of ``oid``'s group as its own row; returns them (empty if it is no group)."""
        key = self.row_key(oid)
        ids = list(self.members.get(key, ())) if key is not None else []
        if len(ids) < 2:
            return []
        self.fanned |= set(ids)
        self.refresh()
        return ids

    def fold(self) -> bool:
        """Group fanned-out cards again (whether anything was fanned out)."""
        if not self.fanned:
            return False
        self.fanned.clear()
        self.refresh()
        return True

    def shown_ids(self) -> set[int]:
        """Every object the rows show (a group's members included)."""
        return {oid for ids in self.members.values() for oid in ids}

    def row_key(self, oid: int) -> int | None:
        """The row showing ``oid`` (itself, or the first of its group)."""
        if oid in self.members:
            return oid
        return next((k for k, ids in self.members.items() if oid in ids), None)

    def faces(self) -> list[CardFace]:
        """Every row's face, in order (the views size their cards from these)."""
        return [self.face(k) for k in self._keys]

    def row_data(self, key: int, role: int) -> Any:
        if role == ObjectIdRole:
            return key
        if role == CardFaceRole:
            return self.face(key)
        if role == Qt.ItemDataRole.DisplayRole:
            if self.hidden:
                return self.tr("Card")
            n = len(self.members.get(key, ()))
            name = card_name(self.session.game.objects[key].name)
            return self.tr("{name} ×{n}").format(name=name, n=n) if n > 1 else name
        if role == Qt.ItemDataRole.ToolTipRole:
            return None if self.hidden else card_tooltip(self.session.game, key)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return self.tr("Card") if self.hidden else accessible_name(self.face(key))
        return None

    def row_of(self, oid: int) -> QModelIndex:
        """The row showing ``oid`` (a grouped card's group)."""
        key = self.row_key(oid)
        try:
            return self.index(self._keys.index(key)) if key is not None else QModelIndex()
        except ValueError:
            return QModelIndex()


def accessible_name(face: CardFace) -> str:
    """What a screen reader says: "Grizzly Bears, 2/2, tapped, attacking Bob"."""
    parts = [face.name]
    if face.count > 1:
        parts[0] = translate("CardZoneModel", "{name} ×{n}").format(name=face.name, n=face.count)
    if face.power is not None and face.toughness is not None:
        parts.append(f"{face.power}/{face.toughness}")
    if face.damage:
        parts.append(translate("CardZoneModel", "{n} damage").format(n=face.damage))
    for kind, n in face.counters:
        parts.append(translate("CardZoneModel", "{n} {kind} counters").format(n=n, kind=kind))
    if face.tapped:
        parts.append(translate("CardZoneModel", "tapped"))
    if face.sick:
        parts.append(translate("CardZoneModel", "summoning sick"))
    if face.attacking:
        parts.append(translate("CardZoneModel", "attacking {target}").format(target=face.attacking))
    if face.blocking:
        parts.append(translate("CardZoneModel", "blocking {attacker}").format(attacker=face.blocking))
    if face.highlight == "playable":
        parts.append(translate("CardZoneModel", "can be played"))
    if face.phased_out:
        parts.append(translate("CardZoneModel", "phased out"))
    return ", ".join(parts)


def card_tooltip(game: Game, oid: int) -> str:
    """Name, cost, type line and rules text, with current power/toughness and damage."""
    o = game.objects[oid]
    c = o.card
    lines = [f"<b>{card_name(c.name)}</b> {c.mana_cost.text}", f"<i>{type_line(c.name, c.type_line)}</i>"]
    if c.text:
        lines.append(rules_text(c.name, c.text).replace("\n", "<br>"))
    elif c.keywords:
        lines.append(", ".join(sorted(keyword_name(k) for k in c.keywords)))
    if o.zone.value == "phased_out":  # CR 702.26b
        lines.append(translate("CardZoneModel", "Phased out: treated as though it doesn't exist until it phases in "
                                                "as its controller's next untap step begins (CR 702.26b, 502.1)."))
    if o.zone.value == "battlefield" and game.is_creature(oid):
        lines.append(translate("CardZoneModel", "Power/toughness now: {p}/{t}").format(p=game.power(oid), t=game.toughness(oid)))
        if o.damage:
            lines.append(translate("CardZoneModel", "Damage marked: {n}").format(n=o.damage))
        if queries.summoning_sick(game.state, oid):
            lines.append(translate("CardZoneModel", "Summoning sick: can't attack or use {T} abilities this turn (CR 302.6)."))
    elif c.power is not None:
        lines.append(f"{c.power}/{c.toughness}")
    if c.manual:
        lines.append("<span style='color:#c64600'>" + translate(
            "CardZoneModel", "The game can't apply this card's text: do what it says by hand "
                             "(right-click the card or a player).") + "</span>")
    elif c.by_hand:
        # a partly automated card: the engine plays the rest, these lines are the players' (CR 608.2)
        lines.append("<span style='color:#c64600'>" + translate(
            "CardZoneModel", "By hand (the game doesn't apply these lines; right-click the card or a player):")
            + "<br>" + "<br>".join("• " + html.escape(line) for line in c.by_hand) + "</span>")
    for kind, n in sorted(o.counters.items()):
        if n and kind != "loyalty":
            lines.append(translate("CardZoneModel", "Counters: {n} × {kind}").format(n=n, kind=kind))
    return "<br>".join(lines)
