"""Errors the engine raises.

Every error a player can cause names the rule it breaks, so the GUI, the
scenario runner and the tests can all show *why* something is not allowed.
"""

from __future__ import annotations


class IllegalAnswer(ValueError):
    """An answer to the pending decision that the rules do not allow.

    The game state is left exactly as it was before the answer was given.
    ``rule`` is the Comprehensive Rules number (``"508.1d"``), ``reason`` the
    plain-English explanation, and ``objects`` the ids of the objects at fault
    (so a GUI can highlight the creature that may not attack, say).
    """

    def __init__(self, rule: str, reason: str, objects: tuple[int, ...] = ()) -> None:
        self.rule = rule
        self.reason = reason
        self.objects = objects
        super().__init__(f"CR {rule}: {reason}" if rule else reason)


class AnswerSyntaxError(IllegalAnswer):
    """An answer whose text form cannot be parsed at all."""

    def __init__(self, text: str, why: str) -> None:
        super().__init__("", f"cannot read answer {text!r}: {why}")
        self.text = text


class CardDataError(ValueError):
    """A card definition (bundled or user supplied) that cannot be used."""


class ScenarioError(ValueError):
    """A scenario file that cannot be loaded; the message names the place."""


class SaveFileError(ValueError):
    """A save or replay file that cannot be loaded."""
