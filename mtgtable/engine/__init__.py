"""The rules engine: a state machine with one pending decision at a time.

Imports only the standard library (``tests/test_engine_isolation.py`` proves it).

The top of the package holds the game and its protocol (``game``, ``state``,
``operations``, ``decisions``, ``answers``, ``driver``...); each sub-package is
a room with one reason to change: ``turn`` (the flow of play), ``rules``
(rules that judge and compute), ``data`` (what a card is), ``families`` (the
effect vocabulary, a module per family of card abilities), ``text`` (readable
sentences), ``files`` (saves, scenarios, resources) and ``tools`` (the fuzzer
and the benchmarks).

Hot paths.  A simulation plays thousands of games, so the code that every step,
priority, cast and zone change runs keeps to a few rules, each measured (the
README's Speed section has the figures); a short comment on the spot says
which one it follows:

- An enum member read there is a module ``Final`` constant (``_ZONE_HAND``):
  on Python 3.11 reading a member from its class (``Zone.HAND``) goes through
  the slot of ``EnumType.__getattr__``, about ten times the cost of a global
  (3.12 dropped it), and mypyc keeps a ``Final`` name in a C static.
- A cache is read in place before its function is called ("written out"):
  the battlefield index when its version is current, the state-based check's
  ``resolution.sba_clean``, the per-card tables; the function stays the one
  definition, called when the cache is stale.
- Loops, not ``any()``, ``all()`` or ``sum()`` over a generator, and no
  comprehension over what is usually empty: each makes a function object and
  a frame (Python 3.11 inlines neither).
- What is made at every zone change takes its arguments in order (a keyword
  call costs more), and the goldfish pilot reads the state's fields
  (``game.state.objects``), not the ``Game``'s properties (3.11 does not
  specialize a property read).

>>> from mtgtable.engine import Game, GameConfig
>>> deck = ("Forest",) * 20 + ("Grizzly Bears",) * 20
>>> game = Game.new(GameConfig((deck, deck), seed=7, starting_player=0))
>>> game.pending.kind.value, game.pending.player
('mulligan', 0)
>>> _ = game.answer("keep"); _ = game.answer("keep")
>>> game.step.value, game.pending.kind.value
('upkeep', 'priority')
"""

from .data.cards import Ability, CardDB, CardDef, default_card_db
from .rules.combat_data import Combat
from .decisions import (
    Activate,
    Answer,
    AssignDamage,
    Bottom,
    Cancel,
    Cast,
    Choose,
    Concede,
    Decision,
    DeclareAttackers,
    DeclareBlockers,
    Discard,
    Keep,
    Kind,
    Manual,
    Mulligan,
    NameCard,
    Order,
    Pass,
    Pay,
    PlayerRef,
    PlayLand,
    Ref,
    StackOrder,
    StartingPlayer,
    Targets,
    TurnFaceUp,
    parse_answer,
)
from .errors import (
    AnswerSyntaxError,
    CardDataError,
    IllegalAnswer,
    Problem,
    SaveFileError,
    ScenarioError,
    problem,
)
from .events import Event
from .game import Game, GameConfig, Resume
from .objects import GameObject, Player, StackItem, Zone
from .state import GameState, Outcome
from .turn.steps import Phase, Step

__all__ = [
    "Ability", "Activate", "Answer", "AnswerSyntaxError", "AssignDamage", "Bottom", "Cancel", "CardDB",
    "CardDataError", "CardDef", "Cast", "Choose", "Combat", "Concede", "Decision", "DeclareAttackers",
    "DeclareBlockers", "Discard", "Event", "Game", "GameConfig", "GameObject", "GameState", "IllegalAnswer", "Keep",
    "Kind", "Manual", "Mulligan", "NameCard", "StackOrder", "Order", "Outcome", "Pass", "Pay", "Phase", "PlayLand", "Player",
    "PlayerRef", "Problem", "Ref",
    "Resume", "SaveFileError", "ScenarioError", "StackItem", "StartingPlayer", "Step", "Targets", "TurnFaceUp", "Zone",
    "default_card_db", "parse_answer", "problem",
]
