"""At start-up: "Resume the game from turn 7?" for an unfinished autosaved game."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QMessageBox, QWidget

from ..autosave import ResumeOffer
from ..i18n import translate


def resume_question(offer: ResumeOffer) -> tuple[str, str]:
    """The question and its details, in the user's language."""
    game = offer.game
    if game.turn:
        question = translate("Resume", "Resume the game from turn {n}?").format(n=game.turn)
    else:
        question = translate("Resume", "Resume the game that was about to start?")
    names = translate("Resume", "{a} against {b}").format(a=game.players[0].name, b=game.players[1].name)
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(offer.saved_at))
    detail = translate("Resume", "{players}, {n} answers, autosaved {when}. The table closed before the game ended. "
                          "No starts a new game (the autosave is kept, but no longer offered).").format(
        players=names, n=len(game.answers), when=when)
    return question, detail


def ask_resume(offer: ResumeOffer, parent: QWidget | None = None) -> bool:
    question, detail = resume_question(offer)
    box = QMessageBox(QMessageBox.Icon.Question, translate("Resume", "Resume a game"), question,
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.setInformativeText(detail)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return box.exec() == QMessageBox.StandardButton.Yes
