"""Deck import and export, and card images from a folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage

from mtgtable.engine import default_card_db
from mtgtable.gui.card_face import CardFace
from mtgtable.gui.card_images import card_images
from mtgtable.gui.card_painter import card_pixmap
from mtgtable.gui.dialogs.deck_dialogs import DeckExporter, DeckImportDialog
from mtgtable.gui.dialogs.new_game_dialog import NewGameDialog
from mtgtable.gui.settings import Settings, settings_path


def test_import_lists_every_unknown_card_with_suggestions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "typos.txt"
    deck.write_text("20 Mountain\n4 Lightnig Bolt\n4 Hill Gaint\n2 Zzyzx Qqq\n", encoding="utf-8")
    dialog = DeckImportDialog(default_card_db(), None, deck)
    qtbot.addWidget(dialog)
    assert dialog.deck is None
    text = dialog.problem.text()
    assert "Lightnig Bolt" in text and "Lightning Bolt" in text and "(line 2)" in text
    assert "Hill Giant" in text and "Zzyzx Qqq" in text and "no similar card" in text
    assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()


def test_import_warns_about_constructed_rules_but_allows_the_deck(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "small.txt"
    deck.write_text("Deck\n20 Mountain\n6 Lightning Bolt\n", encoding="utf-8")
    dialog = DeckImportDialog(default_card_db(), None, deck)
    qtbot.addWidget(dialog)
    assert dialog.deck is not None and dialog.cards_expanded.count("Lightning Bolt") == 6
    assert "100.2a" in dialog.warnings.text()
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    # the new game dialog offers it and starts the game with it
    new = NewGameDialog(default_card_db(), parent=None, imported={"small": dialog.cards_expanded}, first_deck="small")
    qtbot.addWidget(new)
    assert new.deck_boxes[0].currentText() == "small"
    assert new.config.decks[0].count("Lightning Bolt") == 6


def test_import_from_the_game_menu_remembers_the_deck(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    deck = tmp_path / "burn.txt"
    deck.write_text("Deck\n20 Mountain\n40 Lightning Bolt\n", encoding="utf-8")
    monkeypatch.setattr(DeckImportDialog, "exec", lambda self: 1)
    started: list[str | None] = []
    monkeypatch.setattr(window, "new_game", lambda first_deck=None: started.append(first_deck))
    window.import_deck(deck)
    assert started == ["burn"]
    assert window.imported_decks["burn"].count("Lightning Bolt") == 40
    assert Settings.load(settings_path()).imported_decks == [str(deck)]


def test_export_asks_before_replacing_a_file(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "green.txt"
    exporter = DeckExporter(window)
    exporter.ask_path = lambda name: str(target)
    asked: list[Path] = []
    exporter.confirm_overwrite = lambda path: asked.append(path) or False
    cards = ("Forest",) * 17 + ("Grizzly Bears",) * 4
    assert exporter.export("Green", cards) == target
    assert "17 Forest" in target.read_text() and not asked
    assert exporter.export("Green", ("Forest",)) is None  # refused: the file is untouched
    assert asked == [target] and "17 Forest" in target.read_text()
    exporter.confirm_overwrite = lambda path: True
    exporter.export("Green", ("Forest",))
    assert "17 Forest" not in target.read_text()
    cod = tmp_path / "green.cod"
    exporter.ask_path = lambda name: str(cod)
    exporter.export("Green", cards)
    assert cod.read_text().lstrip().startswith("<?xml")


def test_card_image_replaces_the_drawn_card_and_falls_back(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    image = QImage(20, 28, QImage.Format.Format_RGB32)
    image.fill(QColor("#ff00ff"))
    assert image.save(str(tmp_path / "grizzly bears.PNG"))
    face = CardFace(1, name="Grizzly Bears", type_line="Creature — Bear", power=2, toughness=2)
    other = CardFace(2, name="Hill Giant", type_line="Creature — Giant", power=3, toughness=3)
    drawn = card_pixmap(face, QSize(100, 140)).toImage().pixelColor(50, 70)
    window.set_card_images(str(tmp_path))
    assert card_images.path_for("Grizzly Bears") is not None  # matched case-insensitively
    assert card_pixmap(face, QSize(100, 140)).toImage().pixelColor(50, 70) == QColor("#ff00ff")
    assert card_pixmap(other, QSize(100, 140)).toImage().pixelColor(50, 70) != QColor("#ff00ff")
    assert Settings.load().card_images == str(tmp_path)
    window.set_card_images("")
    assert card_pixmap(face, QSize(100, 140)).toImage().pixelColor(50, 70) == drawn
