"""Card images from a folder the player chooses: ``Lightning Bolt.jpg``, ``grizzly bears.png``...

Files are matched to card names case-insensitively (by file name without the
extension).  When a card has no image, or no folder is set, the card is
drawn by the app (:mod:`card_painter`), which is always the fallback.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage

IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp")


class CardImages:
    def __init__(self) -> None:
        self.folder: Path | None = None
        #: lower-case card name -> file
        self._files: dict[str, Path] = {}
        self._images: dict[str, QImage | None] = {}
        #: Changes whenever the folder does, so cached drawings made with the old folder are not reused.
        self.generation = 0

    def set_folder(self, folder: str | Path | None) -> None:
        """Index ``folder`` (None or "": drawn cards only)."""
        self.folder = Path(folder) if folder else None
        self._files = {}
        self._images = {}
        self.generation += 1
        if self.folder is None or not self.folder.is_dir():
            return
        try:
            entries = sorted(self.folder.iterdir())
        except OSError:
            return
        for path in entries:
            if path.suffix.lower() in IMAGE_SUFFIXES and path.is_file():
                self._files.setdefault(path.stem.casefold(), path)

    def __len__(self) -> int:
        return len(self._files)

    def path_for(self, name: str) -> Path | None:
        return self._files.get(name.casefold())

    def image_for(self, name: str) -> QImage | None:
        """The card's image, loaded once; None when there is none (or it can't be read)."""
        if not self._files:
            return None
        key = name.casefold()
        if key not in self._images:
            path = self._files.get(key)
            image = QImage(str(path)) if path is not None else None
            self._images[key] = image if image is not None and not image.isNull() else None
        return self._images[key]


#: The one index the painter uses; the window sets its folder from the settings.
card_images = CardImages()
