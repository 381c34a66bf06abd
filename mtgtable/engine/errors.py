"""Errors the engine raises, and the refusals its rule predicates return.

Every error a player can cause names the rule it breaks, so the GUI, the
scenario runner and the tests can all show *why* something is not allowed.
Like events (:class:`~mtgtable.engine.events.Event`), a refusal is an English
template with ``{fields}`` plus the values of the fields, so a GUI can
translate the template and fill in the same fields.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple


def fill(template: str, args: Mapping[str, Any]) -> str:
    """The English text: ``template`` with its fields filled in.

    A template without fields is used as it is, never formatted, so it may
    contain braces (card text such as ``{T}`` or ``{X}``).
    """
    return template.format(**args) if args else template


class Problem(NamedTuple):
    """Why something is not allowed: ``(rule, template, args)``.

    ``rule`` is the Comprehensive Rules number, ``template`` an English
    sentence with ``{fields}`` and ``args`` their values; ``reason`` is the
    filled-in English.  It is filled in only when read: the rule predicates
    run thousands of times a second while agents list legal actions, and
    almost every refusal there is only tested for ``None``.

    >>> p = problem("508.1a", "{card} is tapped", card="Grizzly Bears")
    >>> p.rule, p.reason
    ('508.1a', 'Grizzly Bears is tapped')
    >>> p.template, dict(p.args)
    ('{card} is tapped', {'card': 'Grizzly Bears'})
    """

    rule: str
    template: str
    args: Mapping[str, Any]

    @property
    def reason(self) -> str:
        return fill(self.template, self.args)


def problem(rule: str, template: str, /, **args: Any) -> Problem:
    """A :class:`Problem`: the rule broken, and why as a template with its fields."""
    return _new_tuple(Problem, (rule, template, args))  # (what ``Problem(...)`` does, without its Python ``__new__``)


_new_tuple = tuple.__new__


class IllegalAnswer(ValueError):
    """An answer to the pending decision that the rules do not allow.

    The game state is left exactly as it was before the answer was given.
    ``rule`` is the Comprehensive Rules number (``"508.1d"``), ``reason`` the
    plain-English explanation, ``template`` and ``problem.args`` the same
    explanation as a translatable template and its fields, and ``objects``
    the ids of the objects at fault (so a GUI can highlight the creature that
    may not attack, say).  (The fields are ``problem.args``, not ``args``:
    ``BaseException.args`` already holds the constructor's arguments.)

    >>> err = IllegalAnswer("509.1a", "{card} can't block", (7,), card="Wall")
    >>> str(err), err.template, err.objects
    ("CR 509.1a: Wall can't block", "{card} can't block", (7,))
    >>> IllegalAnswer.because(problem("305.2", "you have already played a land this turn")).reason
    'you have already played a land this turn'
    """

    def __init__(self, rule: str, template: str, objects: tuple[int, ...] = (), /, **args: Any) -> None:
        self.problem = problem(rule, template, **args)
        self.rule = rule
        self.reason = self.problem.reason
        self.template = template
        self.objects = objects
        super().__init__(f"CR {rule}: {self.reason}" if rule else self.reason)

    @classmethod
    def because(cls, why: Problem, objects: tuple[int, ...] = ()) -> IllegalAnswer:
        """The error for a :class:`Problem` a rule predicate returned."""
        return cls(why.rule, why.template, objects, **why.args)


class AnswerSyntaxError(IllegalAnswer):
    """An answer whose text form cannot be parsed at all (``why`` stays English:
    it is the parser's diagnosis, often Python's own message)."""

    def __init__(self, text: str, why: str) -> None:
        super().__init__("", "cannot read answer {answer}: {why}", answer=repr(text), why=why)
        self.text = text


class AnswerFailed(IllegalAnswer):
    """Applying an answer went wrong inside the engine (a bug, or data no check caught).

    The game has been rolled back to exactly before the answer (``restored``;
    false only when the game could not be rebuilt, and then it takes no more
    answers).  The original exception is chained (``__cause__``); ``error``
    is its text (stays English: it is Python's or the engine's diagnosis)."""

    def __init__(self, answer: str, error: str, restored: bool = True) -> None:
        if restored:
            super().__init__("", "the answer {answer} could not be applied ({error}); "
                                 "the game is as it was before it", answer=answer, error=error)
        else:
            super().__init__("", "the answer {answer} could not be applied ({error}), and the game "
                                 "could not be restored: it takes no more answers", answer=answer, error=error)
        self.answer = answer
        self.error = error
        self.restored = restored


class CardDataError(ValueError):
    """A card definition (bundled or user supplied) that cannot be used."""


class ScenarioError(ValueError):
    """A scenario file that cannot be loaded; the message names the place."""


class SaveFileError(ValueError):
    """A save or replay file that cannot be loaded."""


class RequirementSearchLimit(RuntimeError):
    """The maximisation of combat requirements gave up at a bound (CR 508.1d,
    509.1c): raised, never a silent "no requirement"."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(f"CR {rule}: {message}")


class GameOver(Exception):
    """Unwinds the game's flow when the game ends (CR 104); never escapes ``Game``."""
