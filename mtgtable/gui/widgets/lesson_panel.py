"""The lesson being played: its title and explanation in a column beside the table, and the example's next move.

The column sits beside the table (never over it), so every card a lesson names
stays in view; "Hide" folds it to a narrow strip with a button to bring it back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

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
        self.show_button = QPushButton(self.tr("Show the lesson"))
        self.show_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_button.clicked.connect(self.unfold)
        self.show_button.hide()
        #: What the student is asked to do, and whether their answer did it (course lessons).
        self.goal = QLabel()
        self.goal.setWordWrap(True)
        self.goal.setStyleSheet("font-size: 13px; font-weight: bold; color: #1a5fb4;")
        self.goal.hide()
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setStyleSheet("font-size: 13px; padding: 4px; border-radius: 4px;")
        self.verdict.hide()
        texts = QWidget()
        texts.setObjectName("LessonTexts")
        texts.setStyleSheet("#LessonTexts { background: transparent; }")
        text_layout = QVBoxLayout(texts)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_layout.setSpacing(6)
        text_layout.addWidget(self.title)
        text_layout.addWidget(self.goal)
        text_layout.addWidget(self.explanation)
        text_layout.addWidget(self.verdict)
        text_layout.addWidget(self.progress)
        text_layout.addStretch(1)
        self.text_area = QScrollArea()
        self.text_area.setWidget(texts)
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_area.viewport().setStyleSheet("background: transparent;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(4)
        layout.addWidget(self.text_area, 1)
        layout.addWidget(self.next_button)
        layout.addWidget(self.restart_button)
        layout.addWidget(self.close_button)
        layout.addWidget(self.show_button)
        self.setMinimumWidth(260)
        self.setMaximumWidth(320)
        #: The lesson shown, or None; kept after "Hide" so the window knows the game is a lesson.
        self.lesson: LoadedLesson | None = None
        self.dismissed = False
        self.hide()

    def show_lesson(self, lesson: LoadedLesson) -> None:
        self.lesson = lesson
        self.unfold()
        self.title.setText(self.tr("Lesson: {title}").format(title=lesson.lesson.title))
        # the file's own words (English source text); paragraphs kept
        self.explanation.setText(lesson.lesson.body or self.tr("This scenario file has no explanation."))
        goal = lesson.goal
        self.goal.setText(self.tr("Your goal: {goal}").format(goal=goal.goal) if goal is not None else "")
        self.goal.setVisible(goal is not None)
        self.verdict.hide()

    def show_verdict(self, verdict: tuple[bool, str] | None) -> None:
        """The student's answer, judged at the lesson's check point: well done, or a hint to try again."""
        if verdict is None:
            self.verdict.hide()
            return
        ok, text = verdict
        if ok:
            self.verdict.setText(self.tr("Goal reached! {why}").format(why=text))
            self.verdict.setStyleSheet("font-size: 13px; padding: 4px; border-radius: 4px; "
                                       "background: #d4f4dd; color: #1e5b2c;")
        else:
            self.verdict.setText(self.tr("Not yet: {hint} Press “Start again” to try another answer.").format(
                hint=text))
            self.verdict.setStyleSheet("font-size: 13px; padding: 4px; border-radius: 4px; "
                                       "background: #fde2e1; color: #8a1c14;")
        self.verdict.show()

    def dismiss(self) -> None:
        """Fold the column to a strip (the game goes on; "Show the lesson" brings it back)."""
        self.dismissed = True
        self._fold(True)

    def unfold(self) -> None:
        self.dismissed = False
        self._fold(False)

    def _fold(self, folded: bool) -> None:
        for w in (self.text_area, self.next_button, self.restart_button, self.close_button):
            w.setVisible(not folded)
        self.show_button.setVisible(folded)
        self.setMinimumWidth(0 if folded else 260)
        self.setMaximumWidth(150 if folded else 320)

    def refresh(self, game: Game) -> None:
        """Show the panel while ``game`` is the lesson's game, and what the example does next."""
        lesson = self.lesson
        if lesson is None or game.setup != lesson.game.setup:
            self.hide()
            return
        move = lesson.next_move(game)
        self.next_button.setEnabled(move is not None and game.pending is not None)
        self.show_verdict(lesson.verdict(game))
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
