"""What every readable-text module shares: a sentence, the template marker, quantities and subjects.

A sentence is a template with fields (``("{player} draws {count} cards.", {...})``): the GUI
translates the template and fills the fields, so the Japanese table reads every ability.  The
marker :func:`T` returns its template unchanged; ``gui/i18n_extract.py`` collects its literal
argument.  Every ``*_text`` module imports these from here, so no module of this room imports
``ability_text`` back (tests/engine/test_import_graph.py).

>>> T("{player} draws {count} cards."), count("X"), count(2)
('{player} draws {count} cards.', 'X', 2)
"""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability
from ..rules.target_filters import describe as describe_spec

#: A sentence: a template and its fields.
Sentence = tuple[str, dict[str, Any]]


def T(template: str) -> str:
    """Marks an ability-text template for ``i18n_extract``; returns it unchanged."""
    return template


def count(n: Any) -> Any:
    """A quantity as a field: the number itself (a translation writes it its own way), or X."""
    return "X" if n == "X" else int(n)


#: The subjects of effects, by their card-data names.
SUBJECTS = {"you": T("you"), "each_opponent": T("each opponent"), "each_player": T("each player"),
            "each_creature": T("each creature"), "each_creature_without_flying": T("each creature without flying"),
            "each_opponent_creature": T("each creature your opponents control"),
            "creatures_you_control": T("creatures you control"),
            "artifact_creatures_you_control": T("artifact creatures you control"),
            "creatures_you_control_with_counter": T("creatures you control with a +1/+1 counter on them"),
            "permanents_you_control": T("permanents you control"), "self": T("this"),
            "attacking_creatures": T("attacking creatures"), "trigger_player": T("that player"),
            "trigger_creature": T("that creature"), "other_attacking_creatures": T("each other attacking creature"),
            "attached": T("the creature it's attached to")}


def who(ab: Ability, ref: Any) -> str:
    """A subject as words: a target's description, a group, "its controller"."""
    if isinstance(ref, int):
        spec = ab.targets[ref] if ref < len(ab.targets) else ""
        return describe_spec(spec)
    if isinstance(ref, Mapping) and "player_or_controller_of" in ref:
        return T("that permanent's controller or that player")
    if isinstance(ref, Mapping) and "controller_of" in ref:
        return T("its controller")
    if isinstance(ref, Mapping) and "owner_of" in ref:
        return T("its owner")
    return SUBJECTS.get(str(ref), str(ref))
