"""The main window: both players' sides of the table, the turn tracker, the
prompt bar between the players, and the stack, combat zone and log beside them."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog, QFileDialog, QInputDialog, QLabel, QMainWindow, QMenu, QMessageBox, QSplitter, QVBoxLayout, QWidget,
)

from mtgtable.engine import CardDB, Concede, Game, PlayerRef, Ref, SaveFileError, Step
from mtgtable.engine.files.replay import load_game

from . import palette
from .autosave import AutosaveKeeper
from .card_images import card_images
from .changes import EVERYTHING, Changes
from .controller import DecisionController
from .dialogs.card_database_dialog import add_card_database_actions
from .dialogs.deck_dialogs import DeckExporter, DeckImportDialog
from .dialogs.new_game_dialog import NewGameDialog
from .dialogs.simulate_dialog import SimulateDialog
from .dialogs.zone_viewer import ZoneViewer
from .goldfish_mode import nth, player_turns
from .history import history
from .i18n import event_text, outcome_reason, step_title
from .lesson_dialogs import add_step_button, prefill, show_before_playing
from .lessons import LESSONS_DIR, Lesson, LoadedLesson, find_lessons, game_in_progress, load_lesson
from .manual_actions import ManualActions
from .models.card_zone_model import CardGroup
from .paths import saves_dir
from .presenter import apply_sizes
from .save_tracker import SaveTracker
from .session import GameSession, Mode
from .settings import Settings
from .widgets.card_view import CardView
from .widgets.combat_arrows import CombatArrows
from .widgets.drag import DragManager
from .widgets.lesson_panel import LessonPanel
from .widgets.overlays import GameOverBanner, PrivacyScreen
from .widgets.player_area import PlayerArea
from .widgets.prompt_bar import PromptBar
from .widgets.side_panels import CardPreview, CombatPanel, LogPanel, StackPanel
from .widgets.turn_tracker import TurnTracker


class MainWindow(QMainWindow):
    def __init__(self, session: GameSession, settings: Settings | None = None) -> None:
        super().__init__()
        self.session = session
        self.settings = settings if settings is not None else Settings.load()
        card_images.set_folder(self.settings.card_images)
        #: Decks the player imported: name -> one card name per card.
        self.imported_decks: dict[str, tuple[str, ...]] = _load_imported(self.settings, session.game.db)
        self.resize(initial_size(self.screen().availableGeometry().size()))
        root = QWidget()
        root.setObjectName("Table")
        root.setStyleSheet(f"#Table {{ background: {palette.TABLE.name()}; }}")
        self.setCentralWidget(root)
        self.controller = DecisionController(session, self)
        self.manual = ManualActions(session, self.controller, self)
        self.deck_exporter = DeckExporter(self)
        self.drag = DragManager(self.controller, root)
        # the table
        self.turn_tracker = TurnTracker(session)
        self.top = PlayerArea(session, 1, True, self.drag)
        self.bottom = PlayerArea(session, 0, False, self.drag)
        self.prompt_bar = PromptBar()
        self.lesson_panel = LessonPanel()
        #: Where the Lessons menu looks for scenario files.
        self.lessons_dir = LESSONS_DIR
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(4, 4, 4, 4)
        table_layout.setSpacing(4)
        table_layout.addWidget(self.turn_tracker)
        table_layout.addWidget(self.top)
        table_layout.addWidget(self.prompt_bar)
        table_layout.addWidget(self.bottom, 1)  # spare height goes to both sides of the table, not the tracker
        # the side column
        self.preview = CardPreview(session)
        self.recent = QLabel()
        self.recent.setWordWrap(True)
        self.recent.setTextFormat(Qt.TextFormat.RichText)
        self.recent.setStyleSheet("background: #fdf6e3; color: #333; padding: 6px; border-radius: 4px;")
        self.stack_panel = StackPanel(session)
        self.combat_panel = CombatPanel(session)
        self.log_panel = LogPanel(session)
        side = QWidget()
        side.setStyleSheet("QLabel { color: #deddda; }")
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(4, 4, 4, 4)
        side_layout.addWidget(self.preview)
        side_layout.addWidget(self.recent)
        side_layout.addWidget(self.stack_panel, 1)
        side_layout.addWidget(self.combat_panel, 1)
        side_layout.addWidget(self.log_panel, 3)
        side.setMinimumWidth(250)
        side.setMaximumWidth(480)
        splitter = QSplitter()
        splitter.addWidget(self.lesson_panel)  # beside the table: it never covers the cards it names
        splitter.setCollapsible(0, False)
        splitter.addWidget(table)
        splitter.addWidget(side)
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self.privacy = PrivacyScreen(root)
        self.banner = GameOverBanner(table)
        self.arrows = CombatArrows(table, session, partial(self.locate, within=table), above=(self.prompt_bar,))
        # wiring
        for area in (self.top, self.bottom):
            for view in area.card_views():
                self._wire_view(view)
            area.badge.clicked.connect(self.controller.player_clicked)
            area.badge.zone_requested.connect(self.show_zone)
            area.badge.menu_requested.connect(lambda p, pos: self.popup(self.manual.player_menu(p), pos))
            self.drag.add_site(area.badge)
        for area in (self.top, self.bottom):
            for group in (CardGroup.CREATURES, CardGroup.OTHER, CardGroup.LANDS):
                self.drag.add_site(area.views[group])
        self.controller.changed.connect(self.refresh)
        self.controller.privacy_requested.connect(self._hand_off)
        self.privacy.ready.connect(self.controller.reveal)
        self.privacy.ready.connect(self._focus_table)
        self.banner.new_game.connect(self.new_game)
        session.replaced.connect(self.log_panel.reset)
        session.replaced.connect(self.preview.clear)
        self.log_panel.undo_requested.connect(self.session.undo_before)
        self.lesson_panel.next_requested.connect(self.play_lesson_move)
        self.lesson_panel.restart_requested.connect(lambda: self.session.undo_to(0))
        self.controller.dialog_opened.connect(self._lesson_dialog_opened)
        #: Ask before a lesson replaces a game in progress (off for ``--lesson`` at start-up).
        self.confirm_replace = True
        #: For a projector: larger cards, the top hand readable (Table ▸ Presenter view).
        self.presenter = False
        #: In teaching mode the board stays as the teacher last turned it: the player at the bottom.
        self.board_hold: int | None = None
        self._build_menus()
        #: The file the game is saved in (title, save feedback, asking before quitting).
        self.saves = SaveTracker(self, session)
        #: This window's autosave file (set by the app; None in tests and screenshots).
        self.autosaves: AutosaveKeeper | None = None
        self.controller.on_game_changed()

    def set_autosaves(self, keeper: AutosaveKeeper) -> None:
        self.autosaves = keeper

    def closeEvent(self, event: QCloseEvent) -> None:
        """Quitting a named game with unsaved moves asks first; the autosave's lock is let go."""
        if not self.saves.confirm_close():
            event.ignore()
            return
        if self.autosaves is not None:
            self.autosaves.close()
        super().closeEvent(event)

    def _wire_view(self, view: CardView) -> None:
        view.clicked_card.connect(self.controller.card_clicked)
        view.activated_card.connect(self.controller.card_activated)
        view.hovered_card.connect(lambda oid, v=view: self.preview.show_card(oid, v.card_model.hidden))
        view.menu_requested.connect(lambda oid, pos: self.popup(self.manual.card_menu(oid), pos))

    def _hand_off(self, player: int) -> None:
        """The privacy screen for ``player``: nothing the last player looked at stays in view."""
        self.preview.clear()
        self.privacy.ask(self.session.game.players[player].name)

    def _focus_table(self) -> None:
        """After the hand-off the keyboard starts on the player's own hand (the screen had it)."""
        self.bottom.views[CardGroup.HAND].setFocus(Qt.FocusReason.OtherFocusReason)

    def show_keys(self) -> None:
        """Help ▸ Keyboard: every key of the table."""
        from .dialogs.keyboard_help import KeyboardHelp
        KeyboardHelp(self).open()

    def popup(self, menu: QMenu, pos: QPoint) -> None:
        """Show a context menu (tests replace this to look at the menu instead)."""
        menu.exec(pos)

    # ------------------------------------------------------------------ menus

    def _build_menus(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        self._menu_action(game_menu, self.tr("&New game…"), self.new_game, QKeySequence.StandardKey.New)
        self._menu_action(game_menu, self.tr("&Open…"), self.open_game, QKeySequence.StandardKey.Open)
        self._menu_action(game_menu, self.tr("&Save as…"), self.save_game, QKeySequence.StandardKey.Save)
        self._menu_action(game_menu, self.tr("Recover an autosaved game…"), self.recover_autosave)
        game_menu.addSeparator()
        self._menu_action(game_menu, self.tr("&Import a deck…"), self.import_deck)
        self._menu_action(game_menu, self.tr("&Export a deck…"), self.export_deck)
        game_menu.addSeparator()
        self._menu_action(game_menu, self.tr("&Undo"), self.undo, QKeySequence.StandardKey.Undo)
        self._menu_action(game_menu, self.tr("Undo to an earlier decision…"), self.undo_to)
        game_menu.addSeparator()
        self._menu_action(game_menu, self.tr("Concede"), self.concede)
        self._menu_action(game_menu, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        goldfish_menu = self.menuBar().addMenu(self.tr("Gold&fish"))
        self._menu_action(goldfish_menu, self.tr("&Simulate…"), self.simulate)
        self.lessons_menu = self.menuBar().addMenu(self.tr("&Lessons"))
        self.lessons_menu.setToolTipsVisible(True)
        self.lessons_menu.aboutToShow.connect(self._fill_lessons_menu)
        table_menu = self.menuBar().addMenu(self.tr("&Table"))
        auto_pay = self._menu_action(table_menu, self.tr("Pay mana costs automatically"), self._toggle_auto_pay)
        auto_pay.setCheckable(True)
        auto_pay.setChecked(self.session.auto_pay)
        self.stops_menu = table_menu.addMenu(self.tr("Stops for the player at the table"))
        self.stops_menu.aboutToShow.connect(self._fill_stops_menu)
        table_menu.addSeparator()
        presenter = self._menu_action(table_menu, self.tr("Presenter view (large cards, both hands readable)"),
                                      lambda: self.set_presenter(not self.presenter))
        presenter.setCheckable(True)
        self.presenter_action = presenter
        self._menu_action(table_menu, self.tr("Turn the board around"), self.flip_board)
        table_menu.addSeparator()
        self._menu_action(table_menu, self.tr("Card images folder…"), self.choose_card_images)
        self._menu_action(table_menu, self.tr("Draw the cards (no images)"), lambda: self.set_card_images(""))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._menu_action(help_menu, self.tr("&Keyboard…"), self.show_keys, QKeySequence(Qt.Key.Key_F1))
        add_card_database_actions(self, table_menu)
        for a in (self.controller.pass_action, self.controller.confirm_action, self.controller.cancel_action,
                  self.controller.keep_action, self.controller.mulligan_action):
            self.addAction(a)

    def _menu_action(self, menu: QMenu, text: str, slot: Callable[[], object],
                     shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        a = menu.addAction(text)
        a.triggered.connect(lambda _=False: slot())
        if shortcut is not None:
            a.setShortcut(shortcut)
        return a

    def _toggle_auto_pay(self) -> None:
        self.session.auto_pay = not self.session.auto_pay

    def _fill_stops_menu(self) -> None:
        """Checkable steps for the viewing player, for their turn and the opponent's."""
        self.stops_menu.clear()
        player = self.session.marks.viewer if self.session.marks.viewer is not None else 0
        stops = self.session.stops[player]
        able = self.stops_menu.addAction(self.tr("Default stops (my main phases; the opponent's spells, "
                                                 "attacks, blocks and end step)"))
        able.setCheckable(True)
        able.setChecked(stops.when_able)
        able.toggled.connect(lambda on: setattr(stops, "when_able", on))
        full = self.stops_menu.addAction(self.tr("Full control (stop at every priority)"))
        full.setCheckable(True)
        full.setChecked(stops.full_control)
        full.toggled.connect(lambda on: setattr(stops, "full_control", on))
        self.stops_menu.addSeparator()
        for title, steps in ((self.tr("My turn"), stops.mine), (self.tr("Opponent's turn"), stops.theirs)):
            sub = self.stops_menu.addMenu(title)
            for step in Step:
                if step in (Step.UNTAP, Step.CLEANUP):
                    continue  # nobody gets priority there (CR 502.3, 514.3)
                a = sub.addAction(step_title(step))
                a.setCheckable(True)
                a.setChecked(step in steps)
                a.toggled.connect(lambda on, s=step, st=steps: st.add(s) if on else st.discard(s))

    def _fill_lessons_menu(self) -> None:
        """One entry per scenario file in :attr:`lessons_dir`, read afresh each time the menu opens."""
        self.lessons_menu.clear()
        lessons = find_lessons(self.lessons_dir)
        if not lessons:
            self.lessons_menu.addAction(self.tr("No lessons found in {folder}").format(
                folder=self.lessons_dir)).setEnabled(False)
        for lesson in lessons:
            a = self.lessons_menu.addAction(lesson.title.replace("&", "&&"))
            a.setToolTip(lesson.tooltip)
            a.setStatusTip(lesson.tooltip.split("\n")[0])
            a.setData(str(lesson.path))
            a.triggered.connect(lambda _=False, le=lesson: self.open_lesson(le))

    # ------------------------------------------------------------------ refresh

    def refresh(self, changes: Changes | None = None) -> None:
        """Re-read from the engine what ``changes`` says changed (everything when not told: a new
        game, the presenter view, the board turned round)."""
        c = changes if isinstance(changes, Changes) else EVERYTHING
        session, marks = self.session, self.session.marks
        game = session.game
        me = marks.viewer if marks.viewer is not None else self.bottom.player
        if session.teaching and self.board_hold is not None:
            me = self.board_hold  # the board turns only when the teacher turns it
        if me != self.bottom.player:
            self.bottom.set_player(me)
            self.top.set_player(1 - me)
            c = EVERYTHING
        if c.turn or c.viewer:
            self.turn_tracker.refresh()
        self.top.refresh(c)
        self.bottom.refresh(c)
        if c.viewer:
            for area in (self.top, self.bottom):
                apply_sizes(area, self.presenter, marks.open_hands)
        if c.stack or c.zones:
            self.stack_panel.refresh()
        if c.combat or c.zones:
            self.combat_panel.refresh()
        if c.combat or c.zones or c.viewer:
            self.arrows.refresh()
        if c.log:
            self.log_panel.refresh()
            self._show_recent()
        if c.prompt:
            self.prompt_bar.show_prompt(self.controller.prompt, self.controller.visible_actions)
        if c.zones or c.log or c.turn:
            self.lesson_panel.refresh(game)
        if self.preview.oid is None or c.touches((self.preview.oid,)) or c.viewer:
            self.preview.refresh()
        if self.preview.oid not in game.objects and game.stack and game.stack[-1].source in game.objects:
            self.preview.show_card(game.stack[-1].source)
        goldfish = session.mode is Mode.GOLDFISH
        self.setWindowTitle(self.tr("mtgtable — goldfish: the opponent does nothing") if goldfish
                            else self.tr("mtgtable"))
        if game.outcome is not None:
            self._announce_outcome(game)
        else:
            self.banner.hide()
        if self.controller.privacy_for is None:
            self.privacy.hide()

    def locate(self, ref: Ref, within: QWidget) -> QPoint | None:
        """Where an object or player is drawn on the table, in ``within``'s coordinates."""
        for area in (self.top, self.bottom):
            if isinstance(ref, PlayerRef):
                if ref.index == area.player:  # the badge's edge facing the middle of the table
                    r = area.badge.rect()
                    edge = QPoint(r.center().x(), r.bottom() - 6 if area.flipped else r.top() + 6)
                    return area.badge.mapTo(within, edge)
                continue
            for group in (CardGroup.CREATURES, CardGroup.OTHER, CardGroup.LANDS):
                view = area.views[group]
                index = view.card_model.row_of(ref)
                if index.isValid() and view.isVisible():
                    return view.viewport().mapTo(within, view.visualRect(index).center())
        return None

    def _show_recent(self) -> None:
        """Teaching: what the game did by itself since the last decision, each with its rule."""
        automatic = [e for e in self.session.since_last_decision if e.automatic]
        if not self.session.teaching or not automatic:
            self.recent.clear()
            self.recent.hide()
            return
        heading = self.tr("What the game just did by itself:")  # outside the f-string, where lupdate sees it
        lines = [f"<b>{heading}</b>"]
        lines += [f"• {event_text(e)} <span style='color:#77767b'>(CR {e.rule})</span>" for e in automatic[-8:]]
        self.recent.setText("<br>".join(lines))
        self.recent.show()

    def _announce_outcome(self, game: Game) -> None:
        outcome = game.outcome
        assert outcome is not None
        if outcome.winner is None:
            title = self.tr("Draw on turn {n}").format(n=game.turn)
        elif self.session.mode is Mode.GOLDFISH and outcome.winner in self.session.humans:
            # the goldfish command's count: the pilot's own turns (CR 500: both players' turns count in game.turn)
            title = self.tr("You won on your {nth} turn!").format(nth=nth(player_turns(game, outcome.winner)))
        else:
            title = self.tr("{name} wins on turn {n}!").format(name=game.players[outcome.winner].name, n=game.turn)
        self.banner.announce(title, self.tr("{reason} (CR {rule})").format(reason=outcome_reason(game), rule=outcome.rule))

    # ------------------------------------------------------------------ commands

    def show_zone(self, player: int, zone: str) -> None:
        ZoneViewer(self.session, player, zone, self).open()

    def new_game(self, first_deck: str | None = None) -> None:
        dialog = NewGameDialog(self.session.game.db, self.session.mode, self, self.imported_decks, first_deck)
        accepted = dialog.exec()
        self._remember_imports(dialog.newly_imported, dialog.imported_paths)
        if accepted:
            self.session.set_game(Game.new(dialog.config, self.session.game.db), dialog.chosen_mode)

    def import_deck(self, path: str | Path | None = None) -> None:
        """Game ▸ Import a deck: read a file, show its problems, then start a game with it."""
        dialog = DeckImportDialog(self.session.game.db, self, path)
        if path is None:
            dialog.choose_file()
            if dialog.path is None:
                return
        if not dialog.exec() or dialog.deck is None:
            return
        name = dialog.deck_name
        self._remember_imports({name: dialog.cards_expanded}, [str(dialog.path)] if dialog.path else [])
        self.new_game(first_deck=name)

    def _remember_imports(self, decks: dict[str, tuple[str, ...]], paths: list[str]) -> None:
        if not decks:
            return
        self.imported_decks.update(decks)
        for p in paths:
            if p not in self.settings.imported_decks:
                self.settings.imported_decks.append(p)
        self.settings.save()

    def export_deck(self) -> None:
        """Game ▸ Export a deck: any deck the new game dialog offers, as text or .cod."""
        from .sample_decks import available_decks
        decks = {**available_decks(self.session.game.db), **self.imported_decks}
        names = list(decks)
        name, ok = QInputDialog.getItem(self, self.tr("Export a deck"), self.tr("Deck:"), names, 0, False)
        if not ok:
            return
        try:
            path = self.deck_exporter.export(name, decks[name])
        except (OSError, ValueError) as exc:
            QMessageBox.warning(self, self.tr("Cannot export the deck"), str(exc))
            return
        if path is not None:
            self.statusBar().showMessage(self.tr("Deck saved to {path}").format(path=path), 5000)

    def choose_card_images(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Folder of card images (named after the cards)"),
                                                  self.settings.card_images)
        if folder:
            self.set_card_images(folder)

    def set_card_images(self, folder: str) -> None:
        """Use the images in ``folder`` ("": draw every card) and remember the choice."""
        self.settings.card_images = folder
        self.settings.save()
        card_images.set_folder(folder)
        if folder:
            self.statusBar().showMessage(self.tr("{n} card images found").format(n=len(card_images)), 5000)
        for area in (self.top, self.bottom):
            for view in area.card_views():
                view.viewport().update()
                view.doItemsLayout()

    def open_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a saved game"), str(saves_dir()),
                                              self.tr("mtgtable games (*.json)"))
        if path:
            self.load(Path(path))

    def load(self, path: Path) -> bool:
        try:
            from .card_database import save_file_db
            game = load_game(path, save_file_db(path))  # real cards of the saved decks
        except SaveFileError as exc:
            QMessageBox.warning(self, self.tr("Cannot open the game"), str(exc))
            return False
        self.session.set_game(game)
        self.saves.mark_saved(path)
        return True

    def open_lesson(self, lesson: Lesson, ask: bool = True) -> LoadedLesson | None:
        """Lessons ▸ a lesson: its starting position in teaching mode, its explanation beside the table.
        A game in progress is replaced only if the teacher says so; a file that does not load says why
        (the scenario error names the line) and changes nothing."""
        current = self.lesson_panel.lesson
        own = current is not None and current.game.setup == self.session.game.setup  # a lesson restarts at will
        if ask and self.confirm_replace and not own and game_in_progress(self.session.game) \
                and not self.ask_replace(lesson):
            return None
        try:
            loaded = load_lesson(lesson)
        except ValueError as exc:  # ScenarioError; SaveFileError if replaying it fails
            QMessageBox.warning(self, self.tr("Cannot open the lesson"), str(exc))
            return None
        self.lesson_panel.show_lesson(loaded)
        student = loaded.goal.student if loaded.goal is not None else None
        self.board_hold = student if student is not None else loaded.game.active if loaded.game.turn else 0
        self.session.set_game(loaded.game, Mode.TEACH)
        return loaded

    def ask_replace(self, lesson: Lesson) -> bool:
        """Opening a lesson ends the game at the table: the teacher confirms (tests replace this)."""
        answer = QMessageBox.question(
            self, self.tr("Open the lesson?"),
            self.tr("Opening “{title}” ends the game at the table (it is not saved). Open the lesson?").format(
                title=lesson.title))
        return answer == QMessageBox.StandardButton.Yes

    def simulate(self) -> SimulateDialog:
        """Goldfish ▸ Simulate…: many games of a deck on worker processes, the window staying responsive."""
        from .sample_decks import available_decks
        game = self.session.game
        current: dict[str, tuple[str, ...]] = {}
        config = game.setup.get("config") if game.setup.get("type") == "new" else None
        if isinstance(config, dict):
            for i, cards in enumerate(config.get("decks") or ()):
                if cards and i < len(game.players) and set(cards) != {"Wastes"}:
                    current[self.tr("Current game: {player}'s deck").format(player=game.players[i].name)] = \
                        tuple(cards)
        decks = {**current, **available_decks(game.db), **self.imported_decks}
        dialog = SimulateDialog(game.db, decks, self)
        dialog.show()
        return dialog

    def set_presenter(self, on: bool) -> None:
        """Table ▸ Presenter view: larger cards and the opponent's open hand at full size."""
        self.presenter = on
        self.presenter_action.setChecked(on)
        self.refresh()

    def flip_board(self) -> None:
        """Table ▸ Turn the board around: the other player at the bottom (in a lesson it stays there)."""
        self.board_hold = 1 - self.bottom.player
        if not self.session.teaching:
            self.session.marks.viewer = self.board_hold
        self.refresh()

    def play_lesson_move(self) -> None:
        """The lesson panel's button: answer the pending decision as the example does.
        With a dialog open, the first press shows the answer in it, the next one plays it."""
        lesson = self.lesson_panel.lesson
        move = lesson.next_move(self.session.game) if lesson is not None else None
        if move is None or self.session.game.pending is None:
            return
        dialog = self.controller.dialog
        if dialog is not None:
            if show_before_playing(dialog, move):
                return
            dialog.reject()  # closed without its own answer: the example's move is played as written
        self.session.answer(move)

    def _lesson_dialog_opened(self, dialog: QDialog) -> None:
        """In a lesson, a dialog opens showing the example's answer, with the step button in it."""
        lesson = self.lesson_panel.lesson
        move = lesson.next_move(self.session.game) if lesson is not None else None
        if move is not None and prefill(dialog, move):
            add_step_button(dialog, self.play_lesson_move)

    def recover_autosave(self) -> None:
        """Game ▸ Recover an autosaved game: any autosave no running window is playing."""
        keeper = self.autosaves
        files = [p for p in keeper.store.files() if p != keeper.file.path] if keeper is not None else []
        if not files:
            QMessageBox.information(self, self.tr("No autosave"), self.tr("There is no other autosaved game."))
            return
        labels = [self.tr("{file} (autosaved {when})").format(
            file=p.name, when=time.strftime("%Y-%m-%d %H:%M", time.localtime(p.stat().st_mtime))) for p in files]
        choice, ok = QInputDialog.getItem(self, self.tr("Recover an autosaved game"), self.tr("Game:"),
                                          labels, 0, False)
        if not ok:
            return
        assert keeper is not None
        taken = keeper.store.take(files[labels.index(choice)])
        if taken is None:
            QMessageBox.information(self, self.tr("Recover an autosaved game"),
                                    self.tr("Another mtgtable window is playing that game."))
            return
        if self.load(taken.path):
            keeper.store.give_up(taken)  # it goes on in this window's own autosave, not offered twice
        else:
            taken.release()

    def save_game(self) -> None:
        saves_dir().mkdir(parents=True, exist_ok=True)
        start = self.saves.path or saves_dir() / "game.json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(start),
                                              self.tr("mtgtable games (*.json)"))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        """Save, and say so: the status bar confirms, the title names the file."""
        try:
            self.session.save(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Cannot save the game"), str(exc))
            return False
        self.saves.mark_saved(path)
        self.statusBar().showMessage(self.tr("Game saved to {path}").format(path=path), 8000)
        return True

    def undo(self) -> None:
        if not self.session.undo_last():
            self.statusBar().showMessage(self.tr("Nothing to undo."), 3000)

    def undo_points(self) -> tuple[list[int], list[str]]:
        """The decisions undo can go back to, and how the list names them ("Turn 3, Alice's
        precombat main: Alice casts Lightning Bolt targeting Bob"; only what the person at the
        table may see)."""
        marks = self.session.marks
        entries = history(self.session.game, set(self.session.humans), marks.viewer, marks.open_hands)
        return [e.answers for e in entries], [e.label for e in entries]

    def undo_to(self) -> None:
        """Pick any earlier decision from the list of answers given so far."""
        points, labels = self.undo_points()
        if not points:
            return
        choice, ok = QInputDialog.getItem(self, self.tr("Undo to"), self.tr("Go back to just before:"),
                                          labels, len(labels) - 1, False)
        if ok and choice in labels:
            self.session.undo_to(points[len(labels) - 1 - labels[::-1].index(choice)])  # the latest of equal labels

    def concede(self) -> None:
        player = self.session.marks.viewer
        if player is not None and self.session.game.outcome is None:
            self.session.answer(Concede(player))


#: The size the window opens at when the screen has room (and its smallest usable size).
PREFERRED_SIZE = QSize(1600, 1000)
SMALLEST_SIZE = QSize(1024, 600)


def initial_size(available: QSize) -> QSize:
    """The window's first size: the preferred size, shrunk to fit the screen's free area
    (Qt measures it in device-independent pixels, so the platform's DPI scaling is honoured)."""
    width = min(PREFERRED_SIZE.width(), max(SMALLEST_SIZE.width(), available.width() - 40))
    height = min(PREFERRED_SIZE.height(), max(SMALLEST_SIZE.height(), available.height() - 40))
    return QSize(min(width, available.width()), min(height, available.height()))


def _load_imported(settings: Settings, db: CardDB) -> dict[str, tuple[str, ...]]:
    """The decks imported in earlier sessions that still load (a moved or broken file is skipped)."""
    from mtgtable.decks import DeckFormatError, load_deck

    from .card_database import add_deck_cards, deck_index
    decks: dict[str, tuple[str, ...]] = {}
    if not settings.imported_decks:
        return decks
    index = deck_index(db)  # the full card database: real decks load again
    for path in settings.imported_decks:
        try:
            loaded = load_deck(Path(path), known_names=index)
        except (DeckFormatError, OSError):
            continue
        add_deck_cards(db, loaded.deck.names())
        decks[loaded.deck.name or Path(path).stem] = tuple(loaded.deck.expanded())
    return decks
