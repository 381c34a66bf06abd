"""The right-hand column: card preview, the stack, the combat zone and the game log."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView, QLabel, QListView, QMenu, QSizePolicy, QStyledItemDelegate, QStyleOptionViewItem, QTreeView,
    QVBoxLayout, QWidget,
)

from mtgtable.engine import Event, Step

from ..card_face import CardFace, face_of
from ..card_painter import card_pixmap
from ..i18n import event_text, step_explanation, step_title, translate
from ..models.card_zone_model import card_tooltip
from ..rules_glossary import explain_rule
from ..models.combat_model import CombatModel
from ..models.log_model import LogModel, is_automatic_pass
from ..models.roles import EventRole
from ..models.stack_model import StackModel
from ..privacy import can_see
from ..session import GameSession

PREVIEW_SIZE = QSize(200, 280)


def _title(text: str) -> QLabel:
    label = QLabel(text)
    label.setStyleSheet("font-weight: bold; color: white; padding-top: 4px;")
    return label


class CardPreview(QWidget):
    """The card under the mouse, large, with its full rules text.

    It shows only what the person at the table may see (:func:`can_see`), and
    is read again at every refresh: a card hovered by one hotseat player is
    never shown to the next one (the window also clears it at each hand-off
    and new game)."""

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.image = QLabel()
        # Full size when the window has room; smaller (never overlapping the
        # text below) on a short window.
        self.image.setMinimumSize(PREVIEW_SIZE / 2)
        self.image.setMaximumSize(PREVIEW_SIZE)
        self.image.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._face_down = False
        self.placeholder = self.tr("Point at a card to see it here.")
        self.text = QLabel(self.placeholder)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("color: #deddda;")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.image, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.text)
        self.oid: int | None = None
        #: What the picture shows now (face and room), so a refresh that changed nothing draws nothing.
        self._shown: tuple[CardFace, QSize] | None = None

    def show_card(self, oid: int, face_down: bool = False) -> None:
        """Show ``oid`` (face down if asked, or if the person at the table may not see it)."""
        game = self.session.game
        if oid not in game.objects:
            return
        self.oid = oid
        self._face_down = face_down
        self._shown = None
        self.refresh()

    def clear(self) -> None:
        """Nothing shown: a hand-off, a new game, an undo."""
        self._shown = None
        self.oid = None
        self._face_down = False
        self.image.clear()
        self.text.setText(self.placeholder)

    def refresh(self) -> None:
        """Re-read the card: it may have changed, moved to a hidden zone, or left the game."""
        game = self.session.game
        if self.oid is None:
            return
        if self.oid not in game.objects:
            self.clear()
            return
        hidden = self._face_down or not can_see(game, self.oid, self.session.marks)
        face = face_of(game, self.oid, self.session.marks, face_down=hidden)
        if (face, self.image.size()) == self._shown:
            return  # the same card as it was: nothing to draw again
        self._draw()
        self.text.setText("" if hidden else card_tooltip(game, self.oid))

    def _draw(self) -> None:
        """The card at the largest size the label has room for (keeping its shape)."""
        game = self.session.game
        if self.oid is None or self.oid not in game.objects:
            return
        hidden = self._face_down or not can_see(game, self.oid, self.session.marks)
        face = face_of(game, self.oid, self.session.marks, face_down=hidden)
        room = self.image.size()
        scale = min(room.width() / PREVIEW_SIZE.width(), room.height() / PREVIEW_SIZE.height(), 1.0)
        size = QSize(max(1, int(PREVIEW_SIZE.width() * scale)), max(1, int(PREVIEW_SIZE.height() * scale)))
        self.image.setPixmap(card_pixmap(face, size if not face.tapped else size.transposed()))
        self._shown = (face, self.image.size())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._draw()


class StackPanel(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = StackModel(session, self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setWordWrap(True)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setStyleSheet("QListView::item { border-bottom: 1px solid #555; padding: 3px; }")
        self.empty = QLabel(self.tr("The stack is empty."))
        self.empty.setStyleSheet("color: #9a9996;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        title = _title(self.tr("Stack (top first)"))
        title.setToolTip(self.tr("Spells and abilities wait here. The top one resolves when all players pass "
                                 "in succession (CR 405, 116.4)."))
        layout.addWidget(title)
        layout.addWidget(self.empty)
        layout.addWidget(self.view)

    def refresh(self) -> None:
        self.model.refresh()
        has = self.model.rowCount() > 0
        self.view.setVisible(has)
        self.empty.setVisible(not has)


class CombatPanel(QWidget):
    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = CombatModel(session, self)
        self.view = QTreeView()
        self.view.setModel(self.model)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setRootIsDecorated(False)
        self.view.setItemsExpandable(False)
        self.view.header().setStretchLastSection(True)
        self.view.setColumnWidth(0, 150)
        self.title = _title(self.tr("Combat"))
        self.title.setToolTip(self.tr("Each attacker with its blockers below it, in damage assignment order "
                                      "(CR 509.2)."))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.view)

    def refresh(self) -> None:
        self.model.refresh()
        self.view.expandAll()
        self.setVisible(self.model.rowCount() > 0)


class LogDelegate(QStyledItemDelegate):
    """Log lines wrap instead of being cut; each line's height is measured once per width
    (events never change), so a long game's log lays out from a cache."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._heights: dict[tuple[int, int, str], QSize] = {}

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        key = (index.row(), option.rect.width(), str(index.data()))
        size = self._heights.get(key)
        if size is None:
            if len(self._heights) > 20000:
                self._heights.clear()
            size = super().sizeHint(option, index)
            self._heights[key] = size
        return size


class LogPanel(QWidget):
    """Every event with its rule; clicking a line explains it, right-clicking offers to undo to it."""

    #: "Undo to before this": the number of answers to keep (``Event.answers``).
    undo_requested = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.model = LogModel(session, self)
        self.view = QListView()
        self.view.setModel(self.model)
        self.view.setItemDelegate(LogDelegate(self.view))
        self.view.setWordWrap(True)  # the whole line, wrapped: nothing a new player needs is cut off
        self.view.setResizeMode(QListView.ResizeMode.Adjust)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setAlternatingRowColors(True)
        self.view.clicked.connect(self.explain)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(
            lambda pos: self.menu_for(self.view.indexAt(pos)).exec(self.view.viewport().mapToGlobal(pos)))
        self.explanation = QLabel(self.tr("Click a line of the log to see why it happened."))
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setStyleSheet("background: #fdf6e3; color: #333; padding: 6px; border-radius: 4px;")
        self.explanation.setMinimumHeight(60)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(_title(self.tr("Game log")))
        layout.addWidget(self.view, 1)
        layout.addWidget(self.explanation)

    def refresh(self) -> None:
        at_end = self.view.verticalScrollBar().value() >= self.view.verticalScrollBar().maximum() - 2
        self.model.refresh()
        if at_end:
            self.view.executeDelayedItemsLayout()  # the new lines' heights, so the bottom is the bottom
            self.view.scrollToBottom()

    def reset(self) -> None:
        self.model.reset()
        self.view.executeDelayedItemsLayout()
        self.view.scrollToBottom()

    def showEvent(self, event: QShowEvent) -> None:
        """A game loaded before the window was shown: its log opens at its end, not its start."""
        super().showEvent(event)
        self.view.executeDelayedItemsLayout()
        self.view.scrollToBottom()

    def menu_for(self, index: QModelIndex) -> QMenu:
        """The log line's menu: undo to just before the answer that led to it."""
        menu = QMenu(self)
        event = index.data(EventRole) if index.isValid() else None
        undo = menu.addAction(self.tr("Undo to before this"))
        if not isinstance(event, Event) or event.answers >= len(self.session.game.answers):
            undo.setEnabled(False)  # nothing was answered since: this line is the present
            return menu
        undo.setToolTip(self.tr("Replay the game up to the decision that led to this line."))
        undo.triggered.connect(lambda _=False, n=event.answers: self.undo_requested.emit(n))
        return menu

    def explain(self, index: QModelIndex) -> None:
        event = index.data(EventRole)
        if not isinstance(event, Event):
            return
        self.explanation.setText(explain_event(event, is_automatic_pass(self.session, event)))


def explain_event(event: Event, automatic_pass: bool = False) -> str:
    """What the log line says, which rule made it happen, what that step is for, and why
    something did not happen (nobody was asked, a step was skipped, a creature dealt no damage)."""
    parts = [f"<b>{event_text(event)}</b>"]
    if automatic_pass:
        parts.append(translate("LogPanel", "Nobody chose this pass: the table passed automatically because this player has "
                                    "no stop in this step (Table ▸ Stops for the player at the table)."))
    if event.rule:
        parts.append(translate("LogPanel", "Rule: CR {rule}.").format(rule=event.rule))
        meaning = explain_rule(event.rule)
        if meaning is not None:
            parts.append(translate("LogPanel", "CR {rule} in short: {text}").format(rule=meaning[0], text=meaning[1]))
    if event.automatic:
        parts.append(translate("LogPanel", "The game did this by itself (a turn-based or state-based action): "
                                    "nobody chose it."))
    try:
        step = Step(event.step)
    except ValueError:
        step = None
    if step is not None:
        parts.append(translate("LogPanel", "During {step} (CR {rule}): {explain}").format(
            step=step_title(step), rule=step.rule, explain=step_explanation(step)))
        if step in (Step.UNTAP, Step.CLEANUP) and event.kind == "step":
            parts.append(translate("LogPanel", "Nobody gets priority in this step (CR 502.3, 514.3), so no player is "
                                        "asked anything here."))
    if event.kind in ("skip_combat", "skip_draw", "skip"):
        parts.append(translate("LogPanel", "This is why the turn tracker goes past a step: a skipped step does not "
                                    "happen at all (CR 500.10)."))
    return "<br>".join(parts)
