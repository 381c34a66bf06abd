"""The lesson being played: its title and explanation above the table, and the example's next move."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from mtgtable.engine import Activate, Cast, Game, Pass, PlayLand

from ..controller import describe_action
from ..lessons import LoadedLesson, describe_move


class LessonPanel(QFrame):
    """A strip under the turn tracker: what the lesson shows, and buttons to play it step by step."""

    #: Play the example's next scripted move.
    next_requested = Signal()
    #: Go back to the lesson's starting position.
    restart_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("LessonPanel")
        self.setStyleSheet("#LessonPanel { background: #fdf6e3; border-radius: 8px; border: 2px solid #e5a50a; }"
                           "QLabel { color: #333; }")
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold; font-size: 14px; color: #63452c;")
        self.title.setWordWrap(True)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setStyleSheet("font-size: 13px;")
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        self.progress.setStyleSheet("font-size: 12px; color: #63452c; font-style: italic;")
        self.next_button = QPushButton(self.tr("Play the example's next move"))
        self.next_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.next_button.setToolTip(self.tr("Make the move the lesson file plays next, for whoever has to decide. "
                                            "You can also make it yourself at the table."))
        self.next_button.clicked.connect(self.next_requested)
        self.restart_button = QPushButton(self.tr("Start again"))
        self.restart_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.restart_button.setToolTip(self.tr("Back to the lesson's starting position."))
        self.restart_button.clicked.connect(self.restart_requested)
        self.close_button = QPushButton(self.tr("Hide"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setToolTip(self.tr("Hide the lesson's explanation (the game goes on)."))
        self.close_button.clicked.connect(self.dismiss)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.title)
        texts.addWidget(self.explanation)
        texts.addWidget(self.progress)
        buttons = QVBoxLayout()
        buttons.setSpacing(4)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.restart_button)
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addLayout(texts, 1)
        layout.addLayout(buttons)
        #: The lesson shown, or None; kept after "Hide" so the window knows the game is a lesson.
        self.lesson: LoadedLesson | None = None
        self.dismissed = False
        self.hide()

    def show_lesson(self, lesson: LoadedLesson) -> None:
        self.lesson = lesson
        self.dismissed = False
        self.title.setText(self.tr("Lesson: {title}").format(title=lesson.lesson.title))
        # the file's own words (English source text); paragraphs kept
        self.explanation.setText(lesson.lesson.body or self.tr("This scenario file has no explanation."))

    def dismiss(self) -> None:
        self.dismissed = True
        self.hide()

    def refresh(self, game: Game) -> None:
        """Show the panel while ``game`` is the lesson's game, and what the example does next."""
        lesson = self.lesson
        if lesson is None or self.dismissed or game.setup != lesson.game.setup:
            self.hide()
            return
        move = lesson.next_move(game)
        self.next_button.setEnabled(move is not None and game.pending is not None)
        if move is not None:
            who = game.players[game.pending.player].name if game.pending is not None else ""
            self.progress.setText(self.tr("Next in the example ({n} of {total}): {name} — {move}").format(
                n=len(game.answers) + 1, total=len(lesson.moves), name=who, move=move_text(game, move)))
        elif not lesson.moves:
            self.progress.setText(self.tr("This example has no scripted moves: play it out at the table."))
        elif len(game.answers) >= len(lesson.moves) and list(game.answers[:len(lesson.moves)]) == lesson.moves:
            self.progress.setText(self.tr("All the example's moves are played: carry on, or start again."))
        else:
            self.progress.setText(self.tr("The table has left the example's moves: play on, or start again."))
        self.show()


def move_text(game: Game, move: object) -> str:
    """A scripted move in words: the table's phrasing where it has one ("Cast Paint Green")."""
    if isinstance(move, (PlayLand, Cast, Activate, Pass)):
        return describe_action(game, move)
    return describe_move(game, move)
