"""Count hand-offs (privacy screens) per turn in a scripted hotseat game.

The scripted players play the same game whatever the stops are: in their
own main phases they play a land and then the first spell they can cast,
they attack with everything that may attack and never block, and
everywhere else they pass.  So the number of privacy screens measures only
how often the table stops to ask someone, which is what the stops decide.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=$PWD python3 -m tests.gui.handoffs
"""

from __future__ import annotations

from typing import Any

from mtgtable.engine import (
    Cast, DeclareAttackers, DeclareBlockers, Game, GameConfig, Keep, Kind, Pass, PlayLand, Step, default_card_db,
)
from mtgtable.engine import PlayerRef
from mtgtable.engine.rules import combat as combat_rules


def scripted_answer(game: Game) -> Any:
    d = game.pending
    assert d is not None
    if d.kind is Kind.MULLIGAN:
        return Keep()
    if d.kind is Kind.PRIORITY:
        if d.player == game.active and game.step in (Step.MAIN1, Step.MAIN2) and not game.stack:
            actions = game.legal_actions(d.player)
            for kind in (PlayLand, Cast):
                for a in actions:
                    if isinstance(a, kind) and not (isinstance(a, Cast) and game.objects[a.card].card.is_instant):
                        return a
        return Pass()
    if d.kind is Kind.DECLARE_ATTACKERS:
        defender = PlayerRef(game.defending_player)
        attack = DeclareAttackers(tuple((c, defender) for c in d.data["candidates"]
                                        if combat_rules.attack_problem(game.state, c) is None))
        return attack if d.is_legal(attack) else d.suggest()
    if d.kind is Kind.DECLARE_BLOCKERS:
        return DeclareBlockers(()) if d.is_legal(DeclareBlockers(())) else d.suggest()
    return d.suggest()


def count_handoffs(turns: int = 10, seed: int = 7, window: Any = None) -> tuple[int, int]:
    """(privacy screens, turns played) for ``turns`` turns of the scripted game in a hotseat window."""
    from PySide6.QtWidgets import QApplication

    from mtgtable.gui.main_window import MainWindow
    from mtgtable.gui.sample_decks import default_decks
    from mtgtable.gui.session import GameSession, Mode

    app = QApplication.instance() or QApplication([])
    db = default_card_db()
    game = Game.new(GameConfig(decks=default_decks(db), seed=seed, names=("Alice", "Bob"), starting_player=0), db)
    session = GameSession(game, Mode.HOTSEAT)
    win = window or MainWindow(session)
    screens = [0]
    win.controller.privacy_requested.connect(lambda _p: screens.__setitem__(0, screens[0] + 1))
    win.controller.on_game_changed()
    for _ in range(5000):
        g = session.game
        if g.outcome is not None or g.turn > turns or g.pending is None:
            break
        if win.controller.privacy_for is not None:
            win.controller.reveal()
        session.answer(scripted_answer(g))
        app.processEvents()
    played = min(session.game.turn, turns)
    win.close()
    return screens[0], played


if __name__ == "__main__":
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    n, t = count_handoffs()
    print(f"{n} privacy screens in {t} turns: {n / t:.1f} per turn")
