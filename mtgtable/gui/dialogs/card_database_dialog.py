"""Table ▸ "Use a card file…" and "Update card database…": where the full card list comes from.

"Update card database…" downloads MTGJSON's AtomicCards in a worker thread
(:func:`mtgtable.carddb.download.install`: checked, then moved over the old
copy only once it loaded) with a progress bar and Cancel.  "Use a card
file…" takes an AtomicCards.json or a Scryfall oracle-cards file the player
already has.  Both are offered by the import dialog when there is no card
list at all.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QThread, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFileDialog, QLabel, QMainWindow, QMenu, QMessageBox, QProgressBar, QVBoxLayout,
    QWidget,
)

from ..i18n import translate

if TYPE_CHECKING:  # the card database is imported when first used: the window opens without it
    from mtgtable.carddb.download import Installed

#: MTGJSON's AtomicCards (mtgtable.carddb.download.MTGJSON_URL, repeated so this module imports light).
MTGJSON_URL = "https://mtgjson.com/api/v5/AtomicCards.json.gz"



class DownloadWorker(QThread):
    """Runs :func:`install` off the GUI thread; Cancel is checked after every block."""

    progressed = Signal(object, object)  # done bytes, total bytes or None
    installed = Signal(object)           # Installed
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, url: str, destination: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.url = url
        self.destination = destination
        self._cancel = False

    def cancel(self) -> None:
        self._cancel = True

    def _progress(self, done: int, total: int | None) -> bool:
        self.progressed.emit(done, total)
        return not self._cancel

    def run(self) -> None:
        from mtgtable.carddb.download import Cancelled, install
        from mtgtable.carddb.errors import CardSourceError
        try:
            result = install(self.url, self._progress, self.destination)
        except Cancelled:
            self.cancelled.emit()
        except (CardSourceError, OSError, ValueError) as exc:
            self.failed.emit(str(exc))
        else:
            self.installed.emit(result)


class UpdateCardDatabaseDialog(QDialog):
    """The download's progress, Cancel while it runs, the outcome when it is over."""

    #: Emitted once: "installed", "failed" or "cancelled".
    finished_update = Signal(str)

    def __init__(self, parent: QWidget | None = None, url: str = MTGJSON_URL,
                 destination: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Update card database"))
        self.resize(520, 160)
        self.outcome = ""
        layout = QVBoxLayout(self)
        self.label = QLabel(self.tr("Downloading every card from MTGJSON…\n{url}").format(url=url))
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        layout.addWidget(self.bar)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.rejected.connect(self.cancel_or_close)
        layout.addWidget(self.buttons)
        self.worker = DownloadWorker(url, destination, self)
        self.worker.progressed.connect(self._progressed)
        self.worker.installed.connect(self._installed)
        self.worker.failed.connect(self._failed)
        self.worker.cancelled.connect(self._cancelled)

    def start(self) -> None:
        self.worker.start()

    def cancel_or_close(self) -> None:
        if self.worker.isRunning():
            self.worker.cancel()
            self.label.setText(self.tr("Cancelling…"))
        else:
            self.reject()

    def _progressed(self, done: int, total: int | None) -> None:
        mb = done / 2**20
        if total:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(done * 1000 / total))
            self.bar.setFormat(self.tr("{done:.1f} of {total:.1f} MB").format(done=mb, total=total / 2**20))
        else:
            self.bar.setFormat(self.tr("{done:.1f} MB").format(done=mb))
        if total and done >= total:
            self.label.setText(self.tr("Checking the card list…"))

    def _end(self, outcome: str, text: str) -> None:
        self.outcome = outcome
        self.label.setText(text)
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self.worker.wait()
        self.finished_update.emit(outcome)

    def _installed(self, result: Installed) -> None:
        from ..card_database import reopen
        reopen()
        self.bar.setRange(0, 1)
        self.bar.setValue(1)
        self._end("installed", self.tr("The card database has {n} cards now ({ja} with Japanese names).").format(
            n=result.cards, ja=result.japanese))

    def _failed(self, reason: str) -> None:
        self._end("failed", self.tr("The download did not work; the card database is unchanged.\n{reason}").format(
            reason=reason))

    def _cancelled(self) -> None:
        self._end("cancelled", self.tr("Cancelled; the card database is unchanged."))


def update_card_database(parent: QWidget) -> None:
    dialog = UpdateCardDatabaseDialog(parent)
    dialog.start()
    dialog.exec()


def choose_card_file(parent: QWidget, path: str | None = None) -> bool:
    """Pick an MTGJSON or Scryfall card file and use it from now on.  True if it loaded."""
    from mtgtable.carddb.errors import CardSourceError

    from ..card_database import use_card_file
    if path is None:
        path, _ = QFileDialog.getOpenFileName(
            parent, translate("CardDatabase", "Use a card file"), "",
            translate("CardDatabase", "Card files (*.json *.json.gz);;All files (*)"))
        if not path:
            return False
    try:
        count = use_card_file(Path(path))
    except (CardSourceError, OSError) as exc:
        QMessageBox.warning(parent, translate("CardDatabase", "Cannot use the card file"), str(exc))
        return False
    QMessageBox.information(parent, translate("CardDatabase", "Card file"),
                            translate("CardDatabase", "{file}: {n} cards.").format(file=Path(path).name, n=count))
    return True


def add_card_database_actions(window: QMainWindow, menu: QMenu) -> None:
    """The Table menu's two entries (one line in the main window)."""
    menu.addSeparator()
    menu.addAction(translate("CardDatabase", "Use a card file…")).triggered.connect(lambda: choose_card_file(window))
    menu.addAction(translate("CardDatabase", "Update card database…")).triggered.connect(
        lambda: update_card_database(window))
