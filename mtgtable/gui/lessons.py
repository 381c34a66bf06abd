"""Lessons: the scenario files in ``resources/scenarios``, opened at the table in teaching mode.

A lesson is nothing but a scenario file.  Its leading ``#`` comment block is
the explanation the teacher reads out; its title comes from the file name
and the comment's first words (``cr_510_1c_shared_blocker.toml`` starting
``# CR 510.1c, fourth example: ...`` is "Shared blocker (CR 510.1c, fourth
example)").  The scripted ``[script]`` answers are the example's moves: a
lesson opens *before* them, so the table can play them one at a time.

Listing reads only the comment blocks (a broken file is still listed, and
says what is wrong when it is opened); opening loads the file exactly as
``mtgtable --scenario`` does (:func:`mtgtable.engine.files.scenario.load_scenario`).

A translation sits beside the file, in ``<lang>/<same name>.toml`` (for
Japanese ``resources/scenarios/ja/lesson_cleanup_discard_to_seven.toml``):
``title`` and ``explanation``, with card names written ``《English name》`` so
they read as the cards on the table do (:func:`card_text.with_card_names`).
In that language the players Alice and Bob get the names the New game dialog
offers (アリス and ボブ).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtgtable.engine import (
    AssignDamage, Bottom, Choose, DeclareAttackers, DeclareBlockers, Discard, Game, Order, Pay, Targets,
)
from mtgtable.engine.files.replay import game_from_setup
from mtgtable.engine import ScenarioError
from mtgtable.engine.files.scenario import load_scenario_text

from ..engine.files.resource_files import resource_root
from .card_text import card_name, current_language, with_card_names
from .i18n import translate
from .lesson_goals import LessonGoal, failed, read_goal, reached

#: The bundled lessons: the rules' worked examples and the lessons written for new players.
LESSONS_DIR = resource_root() / "scenarios"

#: File-name words that say where an example comes from, not what it is about.
_PREFIX = re.compile(r"^(?:(?:cr|wiki|lesson|course)_)?(?:\d+[a-z]?_)*")


@dataclass(frozen=True)
class LessonTranslation:
    """A lesson's texts in another language (the sidecar file), card names already filled in."""

    title: str
    explanation: str


@dataclass(frozen=True)
class Lesson:
    """One scenario file as a lesson: where it is, what it is called, what it teaches."""

    path: Path
    #: What the example is about, from the file name ("Shared blocker").
    subject: str
    #: Where it comes from, the comment's lead-in before its first colon ("CR 510.1c, fourth example").
    source: str
    #: The leading comment block, as one text (blank ``#`` lines separate paragraphs).
    explanation: str
    #: The texts in the reader's language, if the lesson has them.
    translation: LessonTranslation | None = None

    @property
    def english_title(self) -> str:
        return f"{self.subject} ({self.source})" if self.source else self.subject

    @property
    def title(self) -> str:
        return self.translation.title if self.translation is not None else self.english_title

    @property
    def english_body(self) -> str:
        """The explanation without its lead-in (the title shows that already)."""
        if not self.source:
            return self.explanation
        rest = self.explanation[len(self.source) + 1:].lstrip()
        return rest[:1].upper() + rest[1:]

    @property
    def body(self) -> str:
        return self.translation.explanation if self.translation is not None else self.english_body

    @property
    def tooltip(self) -> str:
        """The whole explanation as the menu shows it."""
        return self.translation.explanation if self.translation is not None else self.explanation


def leading_comment(text: str) -> str:
    """The ``#`` lines a file starts with, joined into paragraphs.

    >>> leading_comment("# CR 514.1: discard\\n# down to seven.\\n#\\n# Then...\\n[game]\\n# not this")
    'CR 514.1: discard down to seven.\\n\\nThen...'
    """
    paragraphs: list[list[str]] = [[]]
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped.startswith("#"):
            if stripped:
                break
            continue
        words = stripped.lstrip("#").strip()
        if words:
            paragraphs[-1].append(words)
        elif paragraphs[-1]:
            paragraphs.append([])
    return "\n\n".join(re.sub(r"\s+", " ", " ".join(p)) for p in paragraphs if p)


def translation_path(path: Path, lang: str) -> Path:
    """Where the lesson ``path``'s texts in ``lang`` live."""
    return path.parent / lang / path.name


def read_sidecar(path: Path, lang: str) -> dict[str, Any]:
    """The lesson's sidecar table in ``lang`` ({} for English, or when there is none or it is broken)."""
    if lang == "en":
        return {}
    try:
        return tomllib.loads(translation_path(path, lang).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return {}


def read_translation(path: Path, lang: str) -> LessonTranslation | None:
    data = read_sidecar(path, lang)
    title, explanation = data.get("title"), data.get("explanation")
    if not isinstance(title, str) or not isinstance(explanation, str):
        return None
    paragraphs = [re.sub(r"\s*\n\s*", "", p).strip() if lang in ("ja", "zh") else re.sub(r"\s+", " ", p).strip()
                  for p in explanation.strip().split("\n\n")]
    return LessonTranslation(with_card_names(title.strip(), lang),
                             with_card_names("\n\n".join(p for p in paragraphs if p), lang))


def read_lesson(path: Path, lang: str | None = None) -> Lesson:
    """A lesson's title and explanation (only the comment is read: the file may be broken),
    and its texts in ``lang`` (by default the installed translation's language)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = ""
    explanation = leading_comment(text)
    words = _PREFIX.sub("", path.stem).replace("_", " ").strip() or path.stem.replace("_", " ")
    lead = explanation.split(":", 1)[0] if ":" in explanation else ""
    source = lead if 0 < len(lead) <= 60 and "\n" not in lead else ""
    lang = lang or current_language()
    return Lesson(path, words[:1].upper() + words[1:], source, explanation, read_translation(path, lang))


def find_lessons(folder: Path = LESSONS_DIR, lang: str | None = None) -> list[Lesson]:
    """Every ``*.toml`` in ``folder``: the course through a turn first, then the lessons written for
    new players, then the rest (the rules' worked examples) by name."""
    def rank(p: Path) -> tuple[int, str]:
        return (0 if p.name.startswith("course_") else 1 if p.name.startswith("lesson_") else 2, p.name)
    paths = sorted(folder.glob("*.toml"), key=rank)
    return [read_lesson(p, lang) for p in paths]


#: The players' names in the scenario files, and the context that translates them (the New game dialog's).
PLAYER_NAMES = ("Alice", "Bob")
_NAME_LINE = re.compile(r'^(\s*name\s*=\s*)"(Alice|Bob)"(\s*(?:#.*)?)$', re.MULTILINE)


def with_player_names(toml_text: str) -> str:
    """The scenario with Alice and Bob named as the reader's language names them (アリス, ボブ)."""
    def rename(m: re.Match[str]) -> str:
        name = QCoreApplication.translate("NewGameDialog", m.group(2))
        return f'{m.group(1)}"{name}"{m.group(3)}' if '"' not in name and "\\" not in name else m.group(0)
    return _NAME_LINE.sub(rename, toml_text)


def game_in_progress(game: Game) -> bool:
    """Whether replacing ``game`` loses anything: someone has answered and nobody has won yet."""
    return game.outcome is None and bool(game.answers)


@dataclass
class LoadedLesson:
    """A lesson ready to play: the game before the example's moves, and those moves."""

    lesson: Lesson
    game: Game
    #: The answers the file's ``[script]`` gives, as the engine recorded them (aliases resolved).
    moves: list[Any]
    #: The file's aliases -> object ids (the same ids in every replay of the setup).
    aliases: dict[str, int] = field(default_factory=dict)
    #: A course lesson's goal and success condition (``[lesson]``), or None for a worked example.
    goal: LessonGoal | None = None

    def verdict(self, game: Game) -> tuple[bool, str] | None:
        """Once the game reaches the lesson's check point: (reached the goal, what to tell the student)."""
        goal = self.goal
        if goal is None or game.setup != self.game.setup or not reached(goal, game, self.game.turn):
            return None
        broken = failed(goal, game, self.aliases)
        if not broken:
            return True, goal.success
        return False, broken[0].hint

    def next_move(self, game: Game) -> Any | None:
        """The example's next move from ``game``, if ``game`` has followed the example so far."""
        played = game.answers
        if game.setup != self.game.setup or len(played) >= len(self.moves):
            return None
        if list(played) != self.moves[:len(played)]:
            return None  # the table left the example: from here on it is the players' game
        return self.moves[len(played)]


def load_lesson(lesson: Lesson) -> LoadedLesson:
    """Load the file as ``--scenario`` does (its script checked: a :class:`ScenarioError`
    names the line), then start over from before the scripted moves."""
    try:
        text = lesson.path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{lesson.path}: cannot read: {exc}") from None
    scenario = load_scenario_text(with_player_names(text), where=str(lesson.path))
    played = scenario.game
    lang = current_language()
    goal = read_goal(lesson.path, read_sidecar(lesson.path, lang), lang)
    return LoadedLesson(lesson, game_from_setup(played.setup, played.db), list(played.answers),
                        dict(scenario.aliases), goal)


def describe_move(game: Game, move: Any) -> str:
    """A scripted answer as a sentence in the reader's language, with names for ids
    ("Assign Venom Tusk's damage: Wall of Wood 1, Bob 4")."""
    def name(ref: Any) -> str:
        return card_name(game.name(ref))

    def names(refs: Any) -> str:
        return translate("LessonMove", ", ").join(name(r) for r in refs)

    if isinstance(move, DeclareAttackers):
        if not move.attacks:
            return translate("LessonMove", "Attack with nothing")
        return translate("LessonMove", "Attack: {attacks}").format(attacks=translate("LessonMove", ", ").join(
            translate("LessonMove", "{attacker} → {defender}").format(attacker=name(a), defender=name(d)) for a, d in move.attacks))
    if isinstance(move, DeclareBlockers):
        if not move.blocks:
            return translate("LessonMove", "Block with nothing")
        return translate("LessonMove", "Block: {blocks}").format(blocks=translate("LessonMove", ", ").join(
            translate("LessonMove", "{blocker} blocks {attacker}").format(blocker=name(b), attacker=name(a)) for b, a in move.blocks))
    if isinstance(move, Order):
        return translate("LessonMove", "Damage assignment order of {card}: {order}").format(
            card=name(move.of), order=translate("LessonMove", " → ").join(name(o) for o in move.order))
    if isinstance(move, AssignDamage):
        return translate("LessonMove", "; ").join(translate("LessonMove", "Assign {card}'s damage: {parts}").format(
            card=name(source), parts=translate("LessonMove", ", ").join(
                translate("LessonMove", "{target} {n}").format(target=name(t), n=n) for t, n in parts))
            for source, parts in move.assignments)
    if isinstance(move, Discard):
        return translate("LessonMove", "Discard {cards}").format(cards=names(move.cards))
    if isinstance(move, Bottom):
        return translate("LessonMove", "Put on the bottom: {cards}").format(cards=names(move.cards))
    if isinstance(move, Choose):
        return translate("LessonMove", "Choose {card}").format(card=name(move.choice))
    if isinstance(move, Targets):
        return translate("LessonMove", "Targets: {targets}").format(targets=names(move.targets))
    if isinstance(move, Pay):
        if move.auto or not move.sources:
            return translate("LessonMove", "Pay the cost")
        return translate("LessonMove", "Pay with {sources}").format(sources=names(s for s, _color in move.sources))
    return str(move)
