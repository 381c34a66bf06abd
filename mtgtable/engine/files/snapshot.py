"""A canonical, JSON-ready picture of the whole game state.

Two games are in the same state exactly when their snapshots are equal; the
property tests use this to prove that replays reproduce games, that undo and
redo round-trip, and that an illegal answer changes nothing.  The scenario
runner prints it (``mtgtable scenario FILE --json``).
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any

from ..refs import ref_json

if TYPE_CHECKING:
    from ..game import Game


def object_json(game: "Game", oid: int) -> dict[str, Any]:
    o = game.objects[oid]
    d: dict[str, Any] = {"id": oid, "name": o.name, "owner": o.owner, "controller": o.controller,
                         "zone": o.zone.value}
    if o.token:
        d["token"] = True
    hidden = game.state.face_down.get(oid)
    if hidden is not None:  # (the whole state, for replays: its controller's knowledge, CR 708.5)
        d["face_down"] = hidden.name
    if o.zone.value in ("battlefield", "phased_out"):
        d.update(tapped=o.tapped, sick=o.sick, damage=o.damage)
        if game.is_creature(oid):
            d.update(power=game.power(oid), toughness=game.toughness(oid))
        kws = sorted(game.keywords(oid))
        if kws:
            d["keywords"] = kws
        if o.counters:
            d["counters"] = dict(sorted(o.counters.items()))
        if o.attached_to is not None:
            d["attached_to"] = o.attached_to
        if o.shield:
            d["shield"] = o.shield
        if o.deathtouched:
            d["deathtouched"] = True
        if game.state.chosen.get(oid):  # remembered choices and linked cards (chosen.py)
            d["chosen"] = {k: list(v) if isinstance(v, tuple) else v for k, v in sorted(game.state.chosen[oid].items())}
        if o.card.front and o.card.modal:
            d["back_face"] = True  # a modal double-faced card played as its back face (modal_faces.py)
        elif o.card.front:
            d["transformed"] = True  # its back face is up (transform.py)
    return d


def snapshot(game: "Game") -> dict[str, Any]:
    """Everything that can change during a game, in a stable order."""
    cb = game.combat
    return {
        "turn": game.turn,
        "active": game.active,
        "step": game.step.value if game.step else None,
        "priority": game.priority_player,
        "passed": list(game.passed),
        "players": [{
            "name": p.name, "life": p.life, "poison": p.poison, **({"energy": p.energy} if p.energy else {}),
            "pool": dict(sorted(p.pool.amounts.items())),
            "lands_played": p.lands_played, "spells_cast": [p.spells_cast, p.spells_cast_last_turn], "lost": p.lost, "mulligans": p.mulligans,
            "library": [game.objects[i].name for i in p.library],
            "hand": [object_json(game, i) for i in p.hand],
            "graveyard": [object_json(game, i) for i in p.graveyard],
            "exile": [object_json(game, i) for i in p.exile],
        } for p in game.players],
        "battlefield": [object_json(game, i) for i in game.battlefield],
        # (phased out: CR 702.26b; with what each phased out along with, 702.26g)
        **({"phased_out": [[object_json(game, i), h] for i, h in game.state.phased_out.items()]}
           if game.state.phased_out else {}),
        "stack": [{"id": s.id, "kind": s.kind.value, "controller": s.controller, "source": s.source,
                   "name": s.source_name, "text": s.text, "targets": [ref_json(t) for t in s.targets], "x": s.x}
                  for s in game.stack],
        "combat": {
            "attackers": {str(a): ref_json(t) for a, t in cb.attackers.items()},
            "blocked": {str(a): b for a, b in cb.blocked.items()},
            "blocks": {str(b): list(a) for b, a in cb.blocks.items()},
            "order": {str(a): list(o) for a, o in cb.order.items()},
            "blocker_order": {str(b): list(o) for b, o in cb.blocker_order.items()},
        },
        "modifiers": [[m.target, m.power, m.toughness, sorted(m.keywords), m.until.value,
                       None if m.colors is None else sorted(m.colors)] for m in game.modifiers],
        "delayed_triggers": [[when, t.source_name, t.ability.text] for when, t in game.delayed_triggers],
        "upcoming_steps": [s.value for s in game.turns.upcoming()],
        "extra_turns": list(game.turns.extra_turns),
        "outcome": None if game.outcome is None else {
            "winner": game.outcome.winner, "reason": game.outcome.reason, "rule": game.outcome.rule},
        **({"monarch": game.state.monarch} if game.state.monarch is not None else {}),  # CR 724 (monarch.py)
        "rng": hashlib.sha1(repr(game.rng.getstate()).encode()).hexdigest()[:12],
        "pending": None if game.pending is None else game.pending.to_json(),
    }
