"""Real-deck cards one line from automated, compiled from their Oracle text and played:
Beast Within's token for the destroyed permanent's controller (CR 111.2, 608.2h), ...
"""

from __future__ import annotations


from mtgtable.engine import Choose, Kind
from mtgtable.engine.refs import PlayerRef
from mtgtable.engine.answers import Activate
from mtgtable.engine.decisions import Discard, Targets
from mtgtable.engine import operations as ops
from mtgtable.engine.objects import Zone

from mtgtable.engine.files.scenario import load_scenario_text

from .corpus import cast_named, compiled_db, named, rendered, settle, status, table


def test_cr_608_2h_beast_within_gives_the_beast_to_the_destroyed_permanents_controller() -> None:
    assert status("Beast Within") == "automated"
    assert rendered("Beast Within") == ("Destroy target permanent. "
                                     "Its controller creates 1 3/3 green Beast creature token(s).")
    # The opponent controls Bears I own: the Beast goes to their controller as it was destroyed
    # (last known information, CR 608.2h), not to the owner whose graveyard the Bears go to.
    s = table([], hand=["Beast Within"], battlefield=["Forest"] * 3 + [{"card": "Grizzly Bears", "controller": 1}])
    g = s.game
    bears = named(g, "Grizzly Bears", 1)[0]
    cast_named(g, "Beast Within", bears)
    settle(s)
    assert not named(g, "Grizzly Bears", 1)
    assert [g.objects[c].name for c in g.players[0].graveyard] == ["Grizzly Bears", "Beast Within"]
    assert len(named(g, "Beast", 1)) == 1 and not named(g, "Beast", 0)


def test_cr_122_1_steel_overseer_puts_a_counter_on_each_artifact_creature_you_control() -> None:
    assert status("Steel Overseer") == "automated"
    assert rendered("Steel Overseer") == "{T}: Put 1 +1/+1 counter(s) on artifact creatures you control."
    s = table([], battlefield=[{"card": "Steel Overseer", "alias": "so"}, {"card": "Ornithopter", "alias": "o"},
                               {"card": "Grizzly Bears", "alias": "b"}],
              their_battlefield=[{"card": "Ornithopter", "alias": "theirs"}])
    g = s.game
    g.answer(Activate(s.id("so"), 0))
    settle(s)
    counters = {a: g.objects[s.id(a)].counters.get("+1/+1", 0) for a in ("so", "o", "b", "theirs")}
    assert counters == {"so": 1, "o": 1, "b": 0, "theirs": 0}  # artifact creatures I control only


def test_cr_614_1c_golgari_grave_troll_enters_with_a_counter_for_each_creature_card_in_your_graveyard() -> None:
    assert status("Golgari Grave-Troll") == "automated"
    assert rendered("Golgari Grave-Troll") == ("This enters with 1 +1/+1 counter(s) on it for each thing counted "
                                            "(X times). X is the number of Creature cards in your graveyard.")
    s = table([], hand=["Golgari Grave-Troll", "Grizzly Bears", "Grizzly Bears", "Forest"],
              battlefield=["Forest"] * 5)
    g = s.game
    for c in [c for c in g.players[0].hand if g.objects[c].name != "Golgari Grave-Troll"]:
        ops.move(g.state, c, Zone.GRAVEYARD)  # two creature cards and a land card
    cast_named(g, "Golgari Grave-Troll")
    settle(s)
    troll = named(g, "Golgari Grave-Troll")[0]
    assert g.objects[troll].counters.get("+1/+1", 0) == 2


def test_cr_201_2_rite_of_flame_adds_r_for_each_card_named_rite_of_flame_in_each_graveyard() -> None:
    assert status("Rite of Flame") == "automated"
    assert rendered("Rite of Flame") == ("Add {R}{R}. Add {R} X times. "
                                      "X is the number of cards with this card's name in all graveyards.")
    db = compiled_db(["Rite of Flame", "Mountain"])
    s = load_scenario_text("""[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Mountain", "Mountain"]
hand = [{ card = "Rite of Flame", alias = "rite" }]
graveyard = ["Rite of Flame"]

[[player.battlefield]]
card = "Mountain"

[[player]]
name = "Them"
library = ["Mountain", "Mountain"]
graveyard = ["Rite of Flame", "Mountain"]
""", where="<Rite of Flame>", db=db)
    g = s.game
    cast_named(g, "Rite of Flame")
    settle(s)
    assert g.players[0].pool.amounts == {"R": 4}  # {R}{R}, then {R} for each of the two in the graveyards


def test_cr_401_chittering_rats_target_opponent_chooses_a_card_to_put_on_top_of_their_library() -> None:
    assert status("Chittering Rats") == "automated"
    assert rendered("Chittering Rats") == ("When this enters, target opponent puts a card from their hand "
                                        "on top of their library.")
    db = compiled_db(["Chittering Rats", "Swamp", "Island", "Lightning Bolt", "Grizzly Bears"])
    s = load_scenario_text("""[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Swamp", "Swamp"]
hand = [{ card = "Chittering Rats" }]

[[player.battlefield]]
card = "Swamp"

[[player.battlefield]]
card = "Swamp"

[[player.battlefield]]
card = "Swamp"

[[player]]
name = "Them"
library = ["Island", "Island"]
hand = [{ card = "Lightning Bolt", alias = "bolt" }, { card = "Grizzly Bears", alias = "bears" }]
""", where="<Chittering Rats>", db=db)
    g = s.game
    cast_named(g, "Chittering Rats")
    for _ in range(6):  # the spell resolves; its trigger is put on the stack and targets (CR 603.3d)
        if g.pending.kind is Kind.TARGETS:
            g.answer(Targets((PlayerRef(1),)))
        elif g.pending.kind is Kind.CHOOSE:
            break
        else:
            g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.player == 1 and sorted(d.data["options"]) == sorted([s.id("bolt"), s.id("bears")])
    g.answer(Choose(s.id("bears")))  # the opponent chooses (CR 401)
    assert [g.objects[c].name for c in g.players[1].hand] == ["Lightning Bolt"]
    assert g.objects[g.players[1].library[0]].name == "Grizzly Bears"


def test_cr_701_9a_dinrova_horror_the_owner_of_the_returned_permanent_discards_a_card_of_their_choice() -> None:
    assert status("Dinrova Horror") == "automated"
    assert rendered("Dinrova Horror") == ("When this enters, Return target permanent to its owner's hand. "
                                       "Its owner discards 1 card(s).")
    # My Bears, controlled by the opponent: they return to my hand and I, their owner, discard (CR 108.3).
    s = table([], hand=["Dinrova Horror", "Lightning Bolt"], battlefield=["Island"] * 3 + ["Swamp"] * 3 + [
        {"card": "Grizzly Bears", "alias": "bears", "controller": 1}])
    g = s.game
    bears = s.id("bears")
    cast_named(g, "Dinrova Horror")
    for _ in range(6):
        if g.pending.kind is Kind.TARGETS:
            g.answer(Targets((bears,)))
        elif g.pending.kind is Kind.DISCARD:
            break
        else:
            g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    d = g.pending
    assert d.kind is Kind.DISCARD and d.player == 0
    assert sorted(g.objects[c].name for c in g.players[0].hand) == ["Grizzly Bears", "Lightning Bolt"]
    g.answer(Discard((next(c for c in g.players[0].hand if g.objects[c].name == "Lightning Bolt"),)))
    assert [g.objects[c].name for c in g.players[0].hand] == ["Grizzly Bears"]


def test_cr_205_3m_distant_melody_draws_a_card_for_each_permanent_you_control_of_the_chosen_type() -> None:
    assert status("Distant Melody") == "automated"
    assert rendered("Distant Melody") == ("Choose a creature type. Draw X cards. "
                                       "X is the number of permanents of the chosen creature type you control.")
    s = table([], hand=["Distant Melody"], battlefield=["Island"] * 4 + ["Goblin Guide", "Mogg Fanatic",
                                                                          "Grizzly Bears"])
    g = s.game
    hand = len(g.players[0].hand)
    cast_named(g, "Distant Melody")
    while g.pending.kind is Kind.PRIORITY:
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    d = g.pending
    assert d.kind is Kind.CHOOSE and d.rule == "608.2d" and d.player == 0
    labels = d.data["labels"]
    goblin = next(i for i, t in labels.items() if t == "Goblin")
    assert d.suggest() == Choose(goblin)  # the type it has most permanents of
    g.answer(Choose(goblin))
    assert len(g.players[0].hand) == hand - 1 + 2  # two Goblins, not the Bear


def test_cr_101_4_smallpox_each_player_loses_discards_and_sacrifices_a_creature_then_a_land() -> None:
    assert status("Smallpox") == "automated"
    assert rendered("Smallpox") == ("each player loses 1 life. each player discards 1 card(s). each player sacrifices "
                                 "a creature of their choice. each player sacrifices a land of their choice.")
    s = table([], hand=["Smallpox", "Lightning Bolt"], battlefield=["Swamp", "Swamp", "Grizzly Bears"],
              their_battlefield=["Forest", "Forest", "Grizzly Bears", "Mogg Fanatic"])
    g = s.game
    cast_named(g, "Smallpox")
    settle(s)  # the choices, in APNAP order (CR 101.4): the suggested ones
    assert [p.life for p in g.players] == [19, 19]
    assert not g.players[0].hand
    names = [sorted(g.objects[o].name for o in g.battlefield if g.objects[o].controller == i) for i in (0, 1)]
    assert names == [["Swamp"], ["Forest", "Grizzly Bears"]] or names == [["Swamp"], ["Forest", "Mogg Fanatic"]]


def test_cr_101_4_exhume_each_player_chooses_a_creature_card_from_their_graveyard_and_all_enter() -> None:
    assert status("Exhume") == "automated"
    assert rendered("Exhume") == "Each player puts a creature card from their graveyard onto the battlefield."
    db = compiled_db(["Exhume", "Swamp", "Grizzly Bears", "Mogg Fanatic", "Goblin Guide", "Island"])
    s = load_scenario_text("""[game]
step = "main1"
begun = true
active = 0
turn = 3
first_player = 0

[[player]]
name = "Me"
library = ["Swamp", "Swamp"]
hand = [{ card = "Exhume" }]
graveyard = ["Grizzly Bears", "Mogg Fanatic", "Island"]

[[player.battlefield]]
card = "Swamp"

[[player.battlefield]]
card = "Swamp"

[[player]]
name = "Them"
library = ["Island", "Island"]
graveyard = ["Goblin Guide", "Island"]
""", where="<Exhume>", db=db)
    g = s.game
    cast_named(g, "Exhume")
    while g.pending.kind is Kind.PRIORITY:
        g.answer(next(o for o in g.pending.options() if str(o) == "pass"))
    d = g.pending  # the active player chooses first (APNAP, CR 101.4); the opponent has one only
    assert d.kind is Kind.CHOOSE and d.rule == "101.4" and d.player == 0
    assert sorted(g.objects[c].name for c in d.data["options"]) == ["Grizzly Bears", "Mogg Fanatic"]
    g.answer(Choose(next(c for c in d.data["options"] if g.objects[c].name == "Mogg Fanatic")))
    assert named(g, "Mogg Fanatic", 0) and named(g, "Goblin Guide", 1) and not named(g, "Grizzly Bears", 0)
