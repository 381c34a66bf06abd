"""Lessons: the scenario files in ``resources/scenarios``, opened at the table in teaching mode.

A lesson is nothing but a scenario file.  Its leading ``#`` comment block is
the explanation the teacher reads out; its title comes from the file name
and the comment's first words (``cr_510_1c_shared_blocker.toml`` starting
``# CR 510.1c, fourth example: ...`` is "Shared blocker (CR 510.1c, fourth
example)").  The scripted ``[script]`` answers are the example's moves: a
lesson opens *before* them, so the table can play them one at a time.

Listing reads only the comment blocks (a broken file is still listed, and
says what is wrong when it is opened); opening loads the file exactly as
``mtgtable --scenario`` does (:func:`mtgtable.engine.scenario.load_scenario`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtgtable.engine import (
    AssignDamage, Bottom, Choose, DeclareAttackers, DeclareBlockers, Discard, Game, Order, Pay, Targets,
)
from mtgtable.engine.replay import game_from_setup
from mtgtable.engine.scenario import load_scenario
from ..engine.resource_files import resource_root

#: The bundled lessons: the rules' worked examples and the lessons written for new players.
LESSONS_DIR = resource_root() / "scenarios"

#: File-name words that say where an example comes from, not what it is about.
_PREFIX = re.compile(r"^(?:(?:cr|wiki|lesson)_)?(?:\d+[a-z]?_)*")


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

    @property
    def title(self) -> str:
        return f"{self.subject} ({self.source})" if self.source else self.subject

    @property
    def body(self) -> str:
        """The explanation without its lead-in (the title shows that already)."""
        if not self.source:
            return self.explanation
        rest = self.explanation[len(self.source) + 1:].lstrip()
        return rest[:1].upper() + rest[1:]


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


def read_lesson(path: Path) -> Lesson:
    """A lesson's title and explanation (only the comment is read: the file may be broken)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        text = ""
    explanation = leading_comment(text)
    words = _PREFIX.sub("", path.stem).replace("_", " ").strip() or path.stem.replace("_", " ")
    lead = explanation.split(":", 1)[0] if ":" in explanation else ""
    source = lead if 0 < len(lead) <= 60 and "\n" not in lead else ""
    return Lesson(path, words[:1].upper() + words[1:], source, explanation)


def find_lessons(folder: Path = LESSONS_DIR) -> list[Lesson]:
    """Every ``*.toml`` in ``folder``: the lessons written for new players first, then the rest by name."""
    paths = sorted(folder.glob("*.toml"), key=lambda p: (not p.name.startswith("lesson_"), p.name))
    return [read_lesson(p) for p in paths]


@dataclass
class LoadedLesson:
    """A lesson ready to play: the game before the example's moves, and those moves."""

    lesson: Lesson
    game: Game
    #: The answers the file's ``[script]`` gives, as the engine recorded them (aliases resolved).
    moves: list[Any]

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
    played = load_scenario(lesson.path).game
    return LoadedLesson(lesson, game_from_setup(played.setup, played.db), list(played.answers))


#: Answers whose numbers are all object ids (``stack 0 1`` counts positions, ``activate 12 0`` an ability).
_IDS_ONLY = (DeclareAttackers, DeclareBlockers, Order, AssignDamage, Discard, Bottom, Choose, Targets, Pay)


def describe_move(game: Game, move: Any) -> str:
    """A move in the answer notation with names for ids: "block Wall of Wood>Venom Tusk"."""
    text = str(move)
    if not isinstance(move, _IDS_ONLY):
        return text
    text = re.sub(r"(?<![=\w#])(\d+)(?![\w])", lambda m: game.name(int(m.group(1))), text)
    return re.sub(r"\bp(\d)\b", lambda m: game.name(f"p{m.group(1)}"), text)
