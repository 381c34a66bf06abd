"""Full-table overlays: the hotseat privacy screen and the game-over banner."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget


class _Overlay(QFrame):
    """Covers its parent completely and follows its size."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        #: The widget covered (the parent, kept typed: ``parentWidget()`` may be None in general).
        self.host = parent
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.host.rect())
        return False

    def popup(self) -> None:
        self.setGeometry(self.host.rect())
        self.raise_()
        self.show()


_READY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class PrivacyScreen(_Overlay):
    """Hides the whole table between hotseat players: "Pass to <name>, click when ready"."""

    ready = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("PrivacyScreen")
        self.setStyleSheet("#PrivacyScreen { background: #1e2b23; }")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: white; font-size: 34px; font-weight: bold;")
        self.hint = QLabel(self.tr("Click anywhere or press Enter when ready. Your hand stays hidden until then."))
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #c0bfbc; font-size: 16px;")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.label)
        layout.addWidget(self.hint)
        layout.addStretch(1)

    def ask(self, name: str) -> None:
        self.label.setText(self.tr("Pass to {name}").format(name=name))
        self.setAccessibleName(self.label.text())
        self.popup()
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _done(self) -> None:
        self.hide()
        self.ready.emit()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._done()

    def event(self, event: QEvent) -> bool:
        # Enter and Space are the table's confirm and pass shortcuts: here they mean "I'm ready"
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and event.key() in _READY_KEYS:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in _READY_KEYS:
            self._done()
            event.accept()
            return
        super().keyPressEvent(event)


class GameOverBanner(QFrame):
    """"You won on turn N" across the middle of the table, with a new-game button."""

    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        #: The table it is centred on.
        self.host = parent
        self.setObjectName("GameOverBanner")
        self.setStyleSheet("#GameOverBanner { background: rgba(20, 20, 20, 215); border: 3px solid #f6d32d; "
                           "border-radius: 16px; }")
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet("color: #f6d32d; font-size: 30px; font-weight: bold;")
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: white; font-size: 14px;")
        self.button = QPushButton(self.tr("New game"))
        self.button.clicked.connect(self.new_game)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(30, 20, 30, 20)
        layout.addWidget(self.label)
        layout.addWidget(self.detail)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        self.hide()

    def announce(self, title: str, detail: str) -> None:
        self.label.setText(title)
        self.detail.setText(detail)
        self.adjustSize()
        host = self.host
        self.resize(max(self.width(), 460), self.height())
        self.move((host.width() - self.width()) // 2, (host.height() - self.height()) // 2)
        self.raise_()
        self.show()
