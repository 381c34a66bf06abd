"""The GUI's card database: "Update card database…" against a local HTTP server (no internet here),
"Use a card file…", and the import dialog resolving real decks against the full card list."""

from __future__ import annotations

import gzip
import http.server
import json
import threading
import time
from pathlib import Path
from typing import Any, Iterator

import pytest

from mtgtable.carddb import CardDatabase
from mtgtable.carddb import sources
from mtgtable.carddb.database import forget_open_databases
from mtgtable.carddb.paths import downloaded_path
from mtgtable.engine import CardDB, default_card_db
from mtgtable.gui.dialogs.card_database_dialog import UpdateCardDatabaseDialog, choose_card_file
from mtgtable.gui.dialogs.deck_dialogs import DeckImportDialog


def _atomic(names: list[str]) -> bytes:
    """A small made-up MTGJSON AtomicCards file, generated here (no real card text)."""
    data: dict[str, Any] = {"meta": {"version": "test"}, "data": {}}
    for i, name in enumerate(names):
        data["data"][name] = [{
            "name": name, "manaCost": "{1}{G}", "type": "Creature — Test", "types": ["Creature"],
            "subtypes": ["Test"], "supertypes": [], "keywords": [], "power": str(i % 5 + 1), "toughness": "2",
            "text": "", "layout": "normal",
            "foreignData": [{"language": "Japanese", "name": f"テスト{i}", "text": "", "type": "クリーチャー"}]}]
    return gzip.compress(json.dumps(data).encode("utf-8"))


class _Server:
    """http.server on 127.0.0.1 serving fixed bodies; ``slow`` paths trickle their bytes."""

    def __init__(self) -> None:
        self.bodies: dict[str, bytes] = {}
        self.slow: set[str] = set()
        files = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 (http.server's name)
                body = files.bodies.get(self.path)
                if body is None:
                    self.send_error(404)
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                try:
                    if self.path in files.slow:
                        for i in range(0, len(body), 1024):
                            self.wfile.write(body[i:i + 1024])
                            self.wfile.flush()
                            time.sleep(0.05)
                    else:
                        self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass

            def log_message(self, *args: Any) -> None:
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}{path}"

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server() -> Iterator[_Server]:
    s = _Server()
    yield s
    s.close()


@pytest.fixture(autouse=True)
def _fresh_database() -> Iterator[None]:
    forget_open_databases()
    yield
    forget_open_databases()


def _run(qtbot, url: str) -> UpdateCardDatabaseDialog:  # type: ignore[no-untyped-def]
    dialog = UpdateCardDatabaseDialog(None, url)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.finished_update, timeout=30_000):
        dialog.start()
    return dialog


def test_update_card_database_downloads_checks_and_installs_the_card_list(qtbot, server: _Server) -> None:  # type: ignore[no-untyped-def]
    server.bodies["/AtomicCards.json.gz"] = _atomic(["Downloaded Testbeast", "Other Testbeast"])
    dialog = _run(qtbot, server.url("/AtomicCards.json.gz"))
    assert dialog.outcome == "installed", dialog.label.text()
    assert downloaded_path().is_file()
    assert sources.find_sources() == [downloaded_path()]
    db = CardDatabase.open()
    assert db.resolve("downloaded testbeast") == "Downloaded Testbeast"
    ja = db.japanese("Downloaded Testbeast")
    assert ja is not None and ja.name == "テスト0"
    assert "2" in dialog.label.text()


def test_a_download_that_is_not_a_card_list_keeps_the_old_copy(qtbot, server: _Server) -> None:  # type: ignore[no-untyped-def]
    server.bodies["/good.json.gz"] = _atomic(["Kept Testbeast"])
    server.bodies["/bad.json"] = b"<html>a captive portal</html>"
    server.bodies["/empty.json"] = json.dumps({"data": {}}).encode()
    assert _run(qtbot, server.url("/good.json.gz")).outcome == "installed"
    before = downloaded_path().read_bytes()
    for path in ("/bad.json", "/empty.json", "/missing.json"):
        assert _run(qtbot, server.url(path)).outcome == "failed"
        assert downloaded_path().read_bytes() == before
    assert not [p for p in downloaded_path().parent.iterdir() if p.name != downloaded_path().name]


def test_cancel_stops_the_download_and_keeps_the_old_copy(qtbot, server: _Server) -> None:  # type: ignore[no-untyped-def]
    server.bodies["/good.json.gz"] = _atomic(["Kept Testbeast"])
    # uncompressed, so it takes many slow blocks (about 5 s): Cancel arrives long before the end
    server.bodies["/slow.json"] = gzip.decompress(_atomic([f"Slow Testbeast {i}" for i in range(400)]))
    assert len(server.bodies["/slow.json"]) > 100 * 1024
    server.slow.add("/slow.json")
    assert _run(qtbot, server.url("/good.json.gz")).outcome == "installed"
    before = downloaded_path().read_bytes()
    dialog = UpdateCardDatabaseDialog(None, server.url("/slow.json"))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.worker.progressed, timeout=10_000):
        dialog.start()
    with qtbot.waitSignal(dialog.finished_update, timeout=30_000):
        dialog.cancel_or_close()
    assert dialog.outcome == "cancelled"
    assert downloaded_path().read_bytes() == before
    assert not [p for p in downloaded_path().parent.iterdir() if p.name != downloaded_path().name]


def test_use_a_card_file_makes_it_the_card_list(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox, QWidget
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: None)
    card_file = tmp_path / "mine.json.gz"
    card_file.write_bytes(_atomic(["Chosen Testbeast"]))
    parent = QWidget()
    qtbot.addWidget(parent)
    assert choose_card_file(parent, str(card_file))
    assert CardDatabase.open().resolve("Chosen Testbeast") == "Chosen Testbeast"
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    assert not choose_card_file(parent, str(broken))
    assert CardDatabase.open().resolve("Chosen Testbeast") == "Chosen Testbeast"  # the old choice stays


def test_the_import_dialog_resolves_a_real_deck_against_the_full_card_list(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path, where = sources.corpus_path()
    if path is None:
        pytest.skip(where)
    deck = tmp_path / "burn.txt"
    deck.write_text("4 Goblin Guide\n4 Lightning Bolt\n4 Sacred Foundry\n4 Monastery Swiftspear\n44 Mountain\n",
                    encoding="utf-8")
    db = CardDB(iter(default_card_db()))
    dialog = DeckImportDialog(db, None, deck)
    qtbot.addWidget(dialog)
    assert dialog.deck is not None, dialog.problem.text()
    assert dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    assert "Goblin Guide" in db and "Sacred Foundry" in db  # the game can be built from this db
    assert db["Lightning Bolt"].automation == "automated"  # the bundled card stays: it is more automated
    items = [dialog.cards.item(i).text() for i in range(dialog.cards.count())]
    assert any("Goblin Guide" in t and "—" in t for t in items)
    assert "Automated:" in dialog.summary.text()
    assert not dialog.no_database.isVisible()


def test_without_a_card_list_the_import_dialog_offers_the_download(qtbot, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sources.importlib.util, "find_spec", lambda name: None)
    deck = tmp_path / "real.txt"
    deck.write_text("4 Goblin Guide\n20 Mountain\n", encoding="utf-8")
    dialog = DeckImportDialog(CardDB(iter(default_card_db())), None, deck)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.deck is None
    assert dialog.no_database.isVisible()
    assert "no full card database" in dialog.problem.text()


def test_the_table_menu_has_the_card_database_actions(window) -> None:  # type: ignore[no-untyped-def]
    texts = [a.text() for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()]
    assert "Use a card file…" in texts and "Update card database…" in texts


def test_a_saved_game_with_real_cards_loads_again(tmp_path: Path) -> None:
    from mtgtable.engine import Game, GameConfig, SaveFileError
    from mtgtable.engine.files.replay import load_game, save_game
    from mtgtable.gui.card_database import save_file_db, table_database
    path, where = sources.corpus_path()
    if path is None:
        pytest.skip(where)
    database = table_database()
    assert database is not None
    deck = tuple(["Goblin Guide"] * 20 + ["Mountain"] * 20)
    game = Game.new(GameConfig((deck, deck), seed=4), database.game_cards(["Goblin Guide", "Mountain"]).db)
    save = tmp_path / "game.json"
    save_game(game, save)
    with pytest.raises(SaveFileError):
        load_game(save)  # the bundled pool alone does not know Goblin Guide
    again = load_game(save, save_file_db(save))
    assert again.turn == game.turn


def test_under_lang_ja_the_import_dialog_shows_the_japanese_names_the_card_list_has(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication
    from mtgtable.carddb.paths import set_chosen_card_file
    from mtgtable.gui.i18n import install_translator
    card_file = tmp_path / "ja.json.gz"
    card_file.write_bytes(_atomic(["Kanji Testbeast"]))
    set_chosen_card_file(card_file)
    deck = tmp_path / "ja.txt"
    deck.write_text("4 Kanji Testbeast\n", encoding="utf-8")
    app = QApplication.instance()
    assert install_translator(app, lang="ja") is not None
    try:
        dialog = DeckImportDialog(CardDB(iter(default_card_db())), None, deck)
        qtbot.addWidget(dialog)
        assert "テスト0" in dialog.cards.item(0).text()
    finally:
        for t in app.findChildren(QTranslator):
            app.removeTranslator(t)
            t.deleteLater()


def test_under_lang_ja_the_table_names_every_card_as_the_card_lists_foreign_data_does(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """MTGJSON's foreignData names the cards cards_ja.json does not have; the file's entries come first."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication
    from mtgtable.gui.card_database import reopen, use_card_file
    from mtgtable.gui.card_text import card_name, rules_text, type_line
    from mtgtable.gui.i18n import install_translator
    raw = json.loads(gzip.decompress(_atomic(["Foreign Testbeast", "Grizzly Bears"])))
    raw["data"]["Foreign Testbeast"][0]["foreignData"][0].update(text="テストの文章。", type="クリーチャー — テスト")
    card_file = tmp_path / "foreign.json"
    card_file.write_text(json.dumps(raw), encoding="utf-8")
    assert use_card_file(card_file) == 2
    app = QApplication.instance()
    assert card_name("Foreign Testbeast") == "Foreign Testbeast"  # no translator: English
    assert install_translator(app, lang="ja") is not None
    try:
        assert card_name("Foreign Testbeast") == "テスト0"
        assert type_line("Foreign Testbeast", "Creature — Test") == "クリーチャー — テスト"
        assert rules_text("Foreign Testbeast", "Test text.") == "テストの文章。"
        assert card_name("Grizzly Bears") == "灰色熊"  # cards_ja.json, not the list's made-up テスト1
        assert card_name("Nowhere Testbeast") == "Nowhere Testbeast"  # neither has it: English
    finally:
        for t in app.findChildren(QTranslator):
            app.removeTranslator(t)
            t.deleteLater()
        reopen()
