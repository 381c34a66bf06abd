"""The fanned-group screenshots in resources/screenshots (a command, not a test):

    PYTHONPATH=$PWD python3 -m tests.gui.fanned_screenshots [en|ja] [OUTDIR]

A mid-game board (tests/gui/data/fanned_tokens.toml) at Alice's declare attackers step: the Hill Giant
(haste from Test Fervor) and one Saproling token attack; Alice's three Saprolings are fanned out,
joined by the bracket under them; Forest ×5 stays grouped.  At 1024x640 and 1280x800.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication

    from mtgtable.engine import Kind, Pass
    from mtgtable.engine.files.scenario import load_scenario
    from mtgtable.gui.i18n import install_translator
    from mtgtable.gui.main_window import MainWindow
    from mtgtable.gui.models.card_zone_model import CardGroup
    from mtgtable.gui.session import GameSession, Mode

    lang = argv[0] if argv else "en"
    out = Path(argv[1]) if len(argv) > 1 else Path("resources/screenshots")
    app = QApplication([])
    install_translator(app, lang=lang)
    s = load_scenario(Path(__file__).parent / "data" / "fanned_tokens.toml")
    session = GameSession(s.game, Mode.HOTSEAT)
    win = MainWindow(session)
    win.controller.privacy_enabled = False
    while session.game.pending.kind is not Kind.DECLARE_ATTACKERS:
        session.answer(Pass())
    for w, h in ((1024, 640), (1280, 800)):
        win.resize(w, h)
        win.show()
        app.processEvents()
        win.controller.on_game_changed()
        win.controller.drop(s.aliases["giant"], "p1")
        win.bottom.views[CardGroup.CREATURES].fan_out(s.aliases["sap1"])
        win.controller.drop(s.aliases["sap2"], "p1")
        app.processEvents()
        win.refresh()
        app.processEvents()
        path = out / f"fanned-{w}x{h}{'' if lang == 'en' else '_' + lang}.png"
        win.grab().save(str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
