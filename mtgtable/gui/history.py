"""The game's decisions in words, for "Undo to": turn, step, player and card names.

"Turn 3, Alice's precombat main: Alice casts Lightning Bolt targeting Bob"
rather than ``cast 84`` and twenty ``pass``.  The game is replayed from its
setup and each answer is described in the state it was given in (object ids
change as cards move, CR 400.7, so names are read before the answer).  A
spell's targets are part of its cast: the separate targets decision and the
payment the table made are not listed.  Only what the person at the table
may see is named: cards put on the bottom of a library stay "cards", and a
card moved by hand out of a hidden zone is "a card" (:func:`can_see`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from mtgtable.engine import (
    Activate, Bottom, Cast, Choose, Concede, DeclareAttackers, DeclareBlockers, Discard, Game, Keep, Manual, NameCard,
    Kind, Mulligan, Pass, Pay, PlayLand, StartingPlayer, Targets,
    TurnFaceUp,
)
from mtgtable.engine.files.replay import replay

from .i18n import engine_text, step_title, translate
from .marks import TableMarks
from .privacy import can_see


@dataclass(frozen=True)
class HistoryEntry:
    #: Answers given before this decision: undoing to it replays this many.
    answers: int
    label: str


def history(game: Game, humans: set[int], viewer: int | None, open_hands: bool = False) -> list[HistoryEntry]:
    """Every decision a human made, oldest first, in words."""
    replayed = replay(game.setup, [], game.db)
    marks = TableMarks(viewer=viewer, open_hands=open_hands)
    answers = list(game.answers)
    out: list[HistoryEntry] = []
    for i, answer in enumerate(answers):
        d = replayed.pending
        if d is not None and d.player in humans and not _folded(answer, answers[i - 1] if i else None):
            following = answers[i + 1] if i + 1 < len(answers) else None
            label = _label(replayed, d.player, answer, following, marks)
            hidden = isinstance(answer, Cast) and not (marks.open_hands or marks.viewer == d.player)
            hidden_label = _label(replayed, d.player, Cast(-1), following, marks) if hidden else ""
            replayed.answer(answer)
            if hidden and _cast_face_down(replayed.pending, following):
                label = hidden_label  # CR 708.5: only its controller knows which card it is
            out.append(HistoryEntry(i, label))
            continue
        replayed.answer(answer)
    return out


def _cast_face_down(after: Any, following: Any) -> bool:
    """Whether the cast just begun is a face-down cast (CR 702.37c): its method chosen next, or its
    payment asked at once (the only way it could be cast)."""
    if after is None:
        return False
    methods = after.data.get("cast_method") if after.kind is Kind.CHOOSE else None
    if isinstance(methods, list):
        return isinstance(following, Choose) and 0 <= following.choice < len(methods) \
            and methods[following.choice] == "face_down"
    return bool(after.kind is Kind.PAY and after.prompt_template == "Pay {cost} to cast {card} face down.")


def _folded(answer: Any, previous: Any) -> bool:
    """Answers shown as part of the one before: a cast's targets, an automatic payment."""
    if isinstance(answer, Pay) and answer.auto:
        return True
    return isinstance(answer, Targets) and isinstance(previous, (Cast, Activate))


def _label(game: Game, player: int, answer: Any, following: Any, marks: TableMarks) -> str:
    what = describe(game, player, answer, following, marks)
    if not game.turn:
        return translate("History", "Before the game: {what}").format(what=what)
    step = step_title(game.step) if game.step is not None else ""
    return translate("History", "Turn {n}, {name}'s {step}: {what}").format(
        n=game.turn, name=game.players[game.active].name, step=step.lower() if step else "", what=what)


def _choice(game: Game, who: str, answer: Choose, marks: TableMarks | None) -> str:
    """A choice as the table may tell it: an option that is not a card by its label ("Keep
    the rest on top"), a card the viewer may not see (in a library, another's hand) as "a card"."""
    d = game.pending
    labels = d.data.get("labels") if d is not None else None
    if d is not None and isinstance(labels, Mapping) and answer.choice in labels:
        option = engine_text(str(labels[answer.choice]), d.data.get("label_args", {}))
        return translate("History", "{player} chooses: {option}").format(player=who, option=option)
    names = d.data.get("names") if d is not None and d.data.get("player_action") == "name_card" else None
    if names is not None and 0 <= answer.choice < len(names):  # a card name (CR 201.3): public, not an object
        from .card_text import card_name
        return translate("History", "{player} chooses {card}").format(player=who, card=card_name(names[answer.choice]))
    oid = answer.choice
    if oid not in game.objects or (marks is not None and not can_see(game, oid, marks)):
        return translate("History", "{player} chooses a card").format(player=who)
    return translate("History", "{player} chooses {card}").format(player=who, card=game.name(oid))


def _names(game: Game, ids: Any) -> str:
    return ", ".join(game.name(i) for i in ids)


def describe(game: Game, player: int, answer: Any, following: Any = None, marks: TableMarks | None = None) -> str:
    """One answer in words, read in the state it is given in."""
    who = game.players[player].name
    if isinstance(answer, Pass):
        return translate("History", "{player} passes").format(player=who)
    if isinstance(answer, Keep):
        return translate("History", "{player} keeps their hand").format(player=who)
    if isinstance(answer, Mulligan):
        return translate("History", "{player} mulligans").format(player=who)
    if isinstance(answer, StartingPlayer):
        return translate("History", "{player} plays first").format(player=game.players[answer.player].name)
    if isinstance(answer, PlayLand):
        return translate("History", "{player} plays {card}").format(player=who, card=game.name(answer.card))
    if isinstance(answer, Cast) and answer.card < 0:  # (history: a face-down cast, seen by the opponent)
        return translate("History", "{player} casts a face-down creature").format(player=who)
    if isinstance(answer, (Cast, Activate)):
        card = game.name(answer.card if isinstance(answer, Cast) else answer.source)
        if isinstance(following, Targets) and following.targets:
            targets = _names(game, following.targets)
            if isinstance(answer, Cast):
                return translate("History", "{player} casts {card} targeting {targets}").format(
                    player=who, card=card, targets=targets)
            return translate("History", "{player} activates {card} targeting {targets}").format(
                player=who, card=card, targets=targets)
        if isinstance(answer, Cast):
            return translate("History", "{player} casts {card}").format(player=who, card=card)
        return translate("History", "{player} activates {card}").format(player=who, card=card)
    if isinstance(answer, Targets):
        return translate("History", "{player} targets {targets}").format(player=who, targets=_names(game, answer.targets))
    if isinstance(answer, Pay):
        return translate("History", "{player} pays").format(player=who)
    if isinstance(answer, DeclareAttackers):
        if not answer.attacks:
            return translate("History", "{player} attacks with nothing").format(player=who)
        return translate("History", "{player} attacks with {cards}").format(
            player=who, cards=_names(game, (a for a, _ in answer.attacks)))
    if isinstance(answer, DeclareBlockers):
        if not answer.blocks:
            return translate("History", "{player} blocks nothing").format(player=who)
        pairs = ", ".join(translate("History", "{blocker} blocks {attacker}").format(
            blocker=game.name(b), attacker=game.name(a)) for b, a in answer.blocks)
        return translate("History", "{player}: {blocks}").format(player=who, blocks=pairs)
    if isinstance(answer, Discard):
        return translate("History", "{player} discards {cards}").format(player=who, cards=_names(game, answer.cards))
    if isinstance(answer, Bottom):  # CR 103.4: the cards stay hidden
        return translate("History", "{player} puts {n} card(s) on the bottom").format(player=who, n=len(answer.cards))
    if isinstance(answer, Choose):
        return _choice(game, who, answer, marks)
    if isinstance(answer, NameCard):  # a card name (CR 201.3): public, not an object
        from .card_text import card_name
        return translate("History", "{player} chooses {card}").format(player=who, card=card_name(answer.name))
    if isinstance(answer, Manual):
        target = answer.target
        if isinstance(target, int) and marks is not None and not can_see(game, target, marks):
            name = translate("History", "a card")
        else:
            name = game.name(target)
        return translate("History", "{player} by hand: {action} {target}").format(
            player=who, action=translate("engine-args", answer.action), target=name)
    if isinstance(answer, Concede):
        return translate("History", "{player} concedes").format(player=game.players[answer.player].name)
    if isinstance(answer, TurnFaceUp):  # shown to all as it turns face up (CR 702.37e)
        hidden = game.state.face_down.get(answer.card)
        return translate("History", "{player} turns {card} face up").format(
            player=who, card=hidden.name if hidden is not None else game.name(answer.card))
    return translate("History", "{player} decides").format(player=who)  # orders and damage assignments
