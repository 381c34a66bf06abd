"""Events: what happened, with the rule that made it happen.

Every turn-based action, state-based action, cast, resolution, priority pass
and step change becomes an :class:`Event`.  The English text is a template
with named fields, so a GUI can translate the template (it is the source
string) and fill in the same fields.  These lines are the teaching log: they
are written for a player learning the game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping


@dataclass(slots=True)
class Event:
    """One thing the game did.

    ``kind`` is a short machine name (``"draw"``, ``"sba_lethal_damage"``),
    ``rule`` the CR number that explains it, ``template`` an English sentence
    with ``{fields}``, ``args`` the values for those fields, ``automatic``
    whether the game did it by itself (turn-based or state-based action).
    Treat events as read-only; they are not frozen only because creating
    frozen dataclasses costs more, and a game logs tens of thousands.
    """

    seq: int
    turn: int
    step: str
    kind: str
    rule: str
    template: str
    args: Mapping[str, Any]
    automatic: bool = False
    #: How many answers had been given when this happened: replaying that many
    #: answers rebuilds the game as it was just before the answer that caused it.
    answers: int = 0

    @property
    def text(self) -> str:
        return self.template.format(**self.args)

    def line(self) -> str:
        """The log line: ``[CR 504.1] Alice draws a card.``"""
        return f"[CR {self.rule}] {self.text}" if self.rule else self.text

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "turn": self.turn, "step": self.step, "kind": self.kind,
                "rule": self.rule, "text": self.text, "automatic": self.automatic, "answers": self.answers}
