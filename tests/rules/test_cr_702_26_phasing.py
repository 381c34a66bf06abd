"""CR 702.26: phasing.  A phased-out permanent is treated as though it doesn't exist
(702.26b): no target, not counted, no static ability, no state-based action, out of
combat (506.4); it phases in as its controller's next untap step begins, before that
step's untap (702.26a, 502.1), as the same object with its counters and attachments
(702.26d, 702.26g), and no zone-change trigger sees either (702.26d)."""

from __future__ import annotations

from mtgtable.engine import Kind
from mtgtable.engine import operations as ops
from mtgtable.engine.rules import targets
from mtgtable.engine.objects import Zone
from mtgtable.engine.files.replay import from_json, to_json, undo
from mtgtable.engine.files.snapshot import snapshot
from mtgtable.engine.turn.steps import Step

from .helpers import lands, perm, scenario

CARDS = """
[cards."Phaser"]
types = ["Creature"]
power = 2
toughness = 2
keywords = ["Phasing"]
[cards."Blinker"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{{ kind = "activated", cost = "{{0}}", effects = [{{ do = "phase_out", target = "self" }}] }}]
[cards."Watcher"]
types = ["Creature"]
power = 1
toughness = 1
abilities = [{{ kind = "triggered", trigger = "leaves_battlefield", effects = [{{ do = "draw", amount = 1 }}] }}, {{ kind = "triggered", trigger = "etb", effects = [{{ do = "draw", amount = 1 }}] }}]
[cards."Gatekeeper Land"]
types = ["Land"]
abilities = [{{ kind = "triggered", trigger = "etb", targets = ["creature"], effects = [{{ do = "on_targets", verb = "phase_out", targets = [0], min = 0 }}] }}]
[cards."Phase Bolt"]
manaCost = "{{U}}"
types = ["Instant"]
abilities = [{{ kind = "spell", targets = ["creature"], effects = [{{ do = "phase_out", target = 0 }}] }}]
"""

GAME = CARDS + """
[game]
turn = {turn}
active = 0
step = "{step}"
[[player]]
name = "Alice"
library = ["Island", "Island", "Island", "Island", "Island", "Island"]
{alice}
[[player]]
name = "Bob"
library = ["Island", "Island", "Island", "Island", "Island", "Island"]
{bob}
"""


def _game(alice: str = "", bob: str = "", *, turn: int = 4, step: str = "main1"):  # type: ignore[no-untyped-def]
    return scenario(GAME.format(alice=alice, bob=bob, turn=turn, step=step))


def _pass_until(g, done, limit: int = 400) -> None:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        if done():
            return
        g.answer("pass" if g.pending.kind is Kind.PRIORITY else g.pending.suggest())
    raise AssertionError("never got there")


def test_cr_702_26b_a_phased_out_permanent_is_no_target_and_not_counted() -> None:
    sc = _game(alice=lands("Island"), bob=perm("Grizzly Bears", "bear") + perm("Hill Giant", "giant"))
    g = sc.game
    bear = sc.id("bear")
    ops.phase_out(g.state, [bear])
    assert bear not in g.battlefield and g.objects[bear].zone is Zone.PHASED_OUT
    assert not g.on_battlefield(bear)
    assert bear not in targets.candidates(g.state, "creature", 0)
    assert not targets.is_legal_target(g.state, "creature", bear, 0)
    creatures = [o for o in g.battlefield if g.is_creature(o) and g.objects[o].controller == 1]
    assert creatures == [sc.id("giant")]  # not counted among Bob's creatures


def test_cr_702_26b_a_target_that_phased_out_is_illegal_on_resolution() -> None:
    sc = _game(alice=lands("Island") + '[[player.hand]]\ncard = "Phase Bolt"\nalias = "pb"\n',
               bob=perm("Grizzly Bears", "bear"))
    g = sc.game
    sc.answer("cast pb")
    if g.pending.kind is Kind.TARGETS:
        sc.answer("targets bear")
    while g.pending.kind is not Kind.PRIORITY:
        g.answer(g.pending.suggest())
    ops.phase_out(g.state, [sc.id("bear")])  # (phased out in response, as by another effect)
    _pass_until(g, lambda: not g.stack)
    assert any(e.rule == "608.2b" for e in g.events)
    assert g.phased_out == {sc.id("bear"): None}  # unchanged: it can't be affected


def test_cr_702_26a_502_1_it_phases_in_as_its_controllers_untap_step_begins_then_untaps() -> None:
    sc = _game(alice=perm("Grizzly Bears", "bear", "tapped = true"), bob=perm("Hill Giant", "giant"))
    g = sc.game
    bear = sc.id("bear")
    ops.phase_out(g.state, [bear])
    _pass_until(g, lambda: g.active == 1 and g.step is Step.UPKEEP)
    assert g.phased_out == {bear: None}  # Bob's untap step: not Alice's permanent
    _pass_until(g, lambda: g.active == 0 and g.step is Step.UPKEEP)
    assert bear in g.battlefield and not g.phased_out
    o = g.objects[bear]
    assert not o.tapped and o.zone is Zone.BATTLEFIELD  # phased in first (502.1), then untapped (502.3)
    kinds = [(e.kind, e.rule) for e in g.events if e.turn == g.turn and e.kind in ("phase", "untap")]
    assert kinds == [("phase", "702.26a"), ("untap", "502.3")]
    assert not o.sick  # controlled continuously since the turn began (CR 302.6, 702.26d)


def test_cr_702_26a_the_keyword_phases_out_and_in_on_alternate_untap_steps() -> None:
    sc = _game(alice=perm("Phaser", "ph", "tapped = true"), bob="", step="main2")
    g = sc.game
    ph = sc.id("ph")
    _pass_until(g, lambda: g.active == 1 and g.step is Step.UPKEEP)
    assert ph in g.battlefield  # Bob's untap step: nothing
    _pass_until(g, lambda: g.active == 0 and g.step is Step.UPKEEP)
    assert g.phased_out == {ph: None} and g.objects[ph].tapped  # phased out before the untap: stays tapped
    _pass_until(g, lambda: g.active == 1 and g.step is Step.UPKEEP)
    _pass_until(g, lambda: g.active == 0 and g.step is Step.UPKEEP)
    assert ph in g.battlefield and not g.objects[ph].tapped  # phased in, not out again, then untapped


def test_cr_702_26d_no_zone_change_triggers_and_it_keeps_its_counters() -> None:
    sc = _game(alice=perm("Watcher", "w", 'counters = { "+1/+1" = 2 }'))
    g = sc.game
    w = sc.id("w")
    ops.phase_out(g.state, [w])
    assert not g.state.pending_triggers
    ops.phase_in(g.state, [w])
    assert not g.state.pending_triggers
    assert w in g.objects and g.objects[w].counters == {"+1/+1": 2}  # the same object (no CR 400.7)
    assert g.power(w) == 3


def test_cr_702_26g_an_aura_phases_out_and_in_with_its_creature() -> None:
    sc = _game(alice=perm("Grizzly Bears", "bear") + perm("Holy Strength", "aura", 'attached_to = "bear"'))
    g = sc.game
    bear, aura = sc.id("bear"), sc.id("aura")
    assert g.power(bear) == 3
    out = ops.phase_out(g.state, [bear])
    assert set(out) == {bear, aura} and g.phased_out == {bear: None, aura: bear}
    assert aura not in g.battlefield
    _pass_until(g, lambda: g.active == 0 and g.turn > 4 and g.step is Step.UPKEEP)
    assert not g.phased_out and {bear, aura} <= set(g.battlefield)
    assert g.objects[aura].attached_to == bear and g.power(bear) == 3


def test_cr_702_26_tokens_keep_existing_while_phased_out() -> None:
    sc = _game(alice=perm("Grizzly Bears", "tok", "token = true"))
    g = sc.game
    tok = sc.id("tok")
    ops.phase_out(g.state, [tok])
    g.answer("pass")
    g.answer("pass")  # state-based actions were checked (CR 704.5d is about other zones)
    assert tok in g.objects and g.phased_out == {tok: None}


def test_cr_506_4_a_phased_out_attacker_is_removed_from_combat() -> None:
    sc = _game(alice=perm("Blinker", "bl", 'attacking = "p1"\ntapped = true'), bob="", step="declare_blockers")
    g = sc.game
    bl = sc.id("bl")
    assert bl in g.combat.attackers
    ops.phase_out(g.state, [bl])
    assert bl not in g.combat.attackers
    _pass_until(g, lambda: g.step is Step.MAIN2)
    assert g.players[1].life == 20


def test_cr_704_3_state_based_actions_dont_see_a_phased_out_creature() -> None:
    sc = _game(alice=perm("Grizzly Bears", "bear") + perm("Shivan Dragon", "src"), bob="")
    g = sc.game
    bear = sc.id("bear")
    ops.deal_damage(g.state, sc.id("src"), bear, 2)  # lethal damage (CR 704.5g) ...
    ops.phase_out(g.state, [bear])  # ... and it phases out before the check
    g.answer("pass")
    g.answer("pass")
    assert bear in g.objects and g.objects[bear].zone is Zone.PHASED_OUT  # it doesn't exist for the check


def test_cr_704_5m_a_phased_out_aura_whose_creature_left_goes_only_once_it_phases_in() -> None:
    sc = _game(alice=perm("Grizzly Bears", "bear") + perm("Holy Strength", "aura", 'attached_to = "bear"'), bob="")
    g = sc.game
    bear, aura = sc.id("bear"), sc.id("aura")
    ops.phase_out(g.state, [aura])  # directly: the creature stays
    assert g.power(bear) == 2  # its static ability does nothing while phased out (CR 702.26b)
    ops.move(g.state, bear, Zone.GRAVEYARD)
    g.answer("pass")
    g.answer("pass")
    assert g.phased_out == {aura: None}  # attached to nothing, but the state-based check doesn't see it
    _pass_until(g, lambda: g.active == 0 and g.turn > 4 and g.step is Step.UPKEEP)
    assert aura not in g.objects and "Holy Strength" in [g.objects[c].name for c in g.players[0].graveyard]


def test_cr_702_26b_phases_out_effects_self_and_optional_target() -> None:
    sc = _game(alice=perm("Blinker", "bl") + '[[player.hand]]\ncard = "Gatekeeper Land"\nalias = "gate"\n',
               bob=perm("Hill Giant", "giant"))
    g = sc.game
    sc.answer("activate bl 0")
    _pass_until(g, lambda: not g.stack)
    assert g.phased_out == {sc.id("bl"): None}
    sc.answer("land gate")
    assert g.pending.kind is Kind.TARGETS
    sc.answer("targets giant")
    _pass_until(g, lambda: not g.stack)
    assert sc.id("giant") in g.phased_out


def test_cr_702_26_a_game_with_phasing_replays_identically() -> None:
    sc = _game(alice=perm("Blinker", "bl") + perm("Phaser", "ph"), bob=perm("Hill Giant", "giant"), step="main1")
    g = sc.game
    sc.answer("activate bl 0")
    _pass_until(g, lambda: g.turn >= 7 and g.step is Step.MAIN1)
    assert any(e.kind == "phase" for e in g.events)
    again = from_json(to_json(g))  # a save file: the answers replayed from the setup
    assert snapshot(again) == snapshot(g)
    back = undo(g, 5)  # undo through a checkpoint copies the phased-out record too
    assert snapshot(back) == snapshot(from_json({**to_json(g), "answers": to_json(g)["answers"][:-5]}))
