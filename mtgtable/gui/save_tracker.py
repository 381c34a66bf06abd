"""Which file the game in the window was saved to, and whether it changed since.

The window title shows the file (``game.json — mtgtable``, with ``*`` when
there are moves not saved in it), saving shows a confirmation, and quitting
with unsaved moves in a named game asks first.  A game without a name is
never asked about: its autosave keeps it (see :mod:`mtgtable.gui.autosave`).
The title names only the file: nothing from a hidden zone ever appears there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QMessageBox

from .session import GameSession


class SaveTracker(QObject):
    def __init__(self, window: QMainWindow, session: GameSession) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        #: The file the game was last saved to or opened from; None for a game never saved.
        self.path: Path | None = None
        self._saved: tuple[Any, tuple[str, ...]] | None = None
        session.game_started.connect(self.forget)
        session.changed.connect(self.update_title)
        self.update_title()

    def _state(self) -> tuple[Any, tuple[str, ...]]:
        game = self.session.game
        return repr(game.setup), tuple(str(a) for a in game.answers)

    def forget(self) -> None:
        """Another game: it has no file until saved."""
        self.path = None
        self._saved = None
        self.update_title()

    def mark_saved(self, path: Path) -> None:
        self.path = Path(path)
        self._saved = self._state()
        self.update_title()

    @property
    def modified(self) -> bool:
        """Moves made (or undone) since the game was saved to :attr:`path`."""
        return self.path is not None and self._saved != self._state()

    def update_title(self) -> None:
        app = self.tr("mtgtable")
        if self.path is None:
            self.window.setWindowTitle(app)
            self.window.setWindowModified(False)
            return
        self.window.setWindowTitle(self.tr("{file}[*] — {app}").format(file=self.path.name, app=app))
        self.window.setWindowModified(self.modified)

    def ask_save_changes(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel (tests replace this)."""
        assert self.path is not None
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unsaved moves"),
                          self.tr("Save the moves made since {file} was saved?").format(file=self.path.name),
                          QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self.window)
        box.setInformativeText(self.tr("Discarded moves are still in the autosave until the next game."))
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        return QMessageBox.StandardButton(box.exec())

    def confirm_close(self) -> bool:
        """Whether the window may close: saved first if the player asks to."""
        if not self.modified:
            return True
        choice = self.ask_save_changes()
        if choice == QMessageBox.StandardButton.Cancel:
            return False
        if choice == QMessageBox.StandardButton.Save and self.path is not None:
            self.session.save(self.path)
            self.mark_saved(self.path)
        return True
