"""Every card's abilities, played through the engine.

Each case builds a position (see ``cardtable.py``), plays the card with the
answers a player would give — cast, choose targets, pay, pass priority,
attack, block — and checks what the rules say should have happened.  Cards
with no abilities beyond keywords and mana are covered by the generic tests
at the end; ``test_every_card_is_covered`` makes sure no card is left out.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import pytest

from cardtable import Setup, Table, build

Script = Callable[[Table], Sequence[object]]
Check = Callable[[Table], bool]


@dataclass
class Case:
    card: str
    script: Script
    check: Check
    setup: Setup = field(default_factory=Setup)
    label: str = ""

    @property
    def id(self) -> str:
        return f"{self.card} ({self.label})" if self.label else self.card


def on_bf(**kw: object) -> Setup:
    return Setup(where="battlefield", **kw)  # type: ignore[arg-type]


def cast(*targets: str, x: int = 0) -> Script:
    """Cast the card (with targets), then let everything resolve."""
    return lambda t: [*t.cast("card", *targets, x=x), "resolve"]


def cast_then_trigger(*targets: str) -> Script:
    """Cast a permanent; when it enters, its triggered ability asks for targets."""
    return lambda t: [*t.cast("card"), "resolve", "targets " + " ".join(targets), "resolve"]


def activate(index: int = 0, *targets: str) -> Script:
    return lambda t: [f"activate card {index}"] + (["targets " + " ".join(targets)] if targets else []) \
        + ["pay auto", "resolve"]


def _new_id(t: Table) -> int:
    """The cast card's new object id on the battlefield (CR 400.7)."""
    cards = [o for o in t.game.battlefield if t.game.objects[o].name == t.name]
    return cards[0]


def attack_with_card(t: Table) -> list[object]:
    return ["attack card>p1", "resolve"]


def gone(alias: str) -> Check:
    return lambda t: not t.on_battlefield(alias)


def life(p: int, n: int) -> Check:
    return lambda t: t.life(p) == n


def pt(alias: str, p: int, q: int) -> Check:
    return lambda t: t.pt(alias) == (p, q)


def both(*checks: Check) -> Check:
    return lambda t: all(c(t) for c in checks)


def tokens(n: int, name: str, p: int = 0, keyword: str | None = None, size: tuple[int, int] | None = None) -> Check:
    def check(t: Table) -> bool:
        found = t.tokens(p, name)
        return len(found) == n and all((keyword is None or t.has(o, keyword)) and (size is None or t.pt(o) == size)
                                       for o in found)
    return check


BOLT = [{"card": "Lightning Bolt", "alias": "bolt"}]
MURDER = [{"card": "Murder", "alias": "murder"}]
ATTACK = Setup(where="battlefield", step="declare_attackers", begun=False)
THEY_ATTACK = Setup(where="battlefield", step="declare_attackers", begun=False, active=1)
UPKEEP = Setup(where="battlefield", step="upkeep", begun=False)


def bolt_card_then(*more: str) -> Script:
    """Kill the card with Lightning Bolt (for "when this dies" abilities)."""
    return lambda t: [*t.cast("bolt", "card"), "resolve", *more]


def until_blocks(*extra: str) -> Script:
    return lambda t: ["attack card>p1", "until_kind:declare_blockers", *extra]


def they_attack_then(*extra: str, attackers: str = "giant>p0") -> Script:
    return lambda t: [f"attack {attackers}", "until_kind:declare_blockers", *extra]


def counter_their(spell_alias: str, *their_targets: str) -> Script:
    """They cast a spell; with priority we counter it."""
    return lambda t: [*t.cast(spell_alias, *their_targets), "pass",
                      "cast card", lambda t: f"targets {t.game.stack[-1].id}", "pay auto", "resolve"]


def their_spell_setup(card: str) -> Setup:
    return Setup(active=1, their_hand=[{"card": card, "alias": "theirs"}])


CASES: list[Case] = []


def case(card: str, script: Script, check: Check, setup: Setup | None = None, label: str = "") -> None:
    CASES.append(Case(card, script, check, setup or Setup(), label))


# ------------------------------------------------------------------ creatures: triggers and activations
for name in ("Elvish Visionary", "Kavu Climber", "Wall of Blossoms", "Wall of Omens", "Cloudkin Seer", "Baleful Strix"):
    case(name, cast(), lambda t: t.hand_delta() == 0 and t.on_battlefield(t.name, 0))  # cast one, drew one
case("Briarpack Alpha", cast_then_trigger("bear"), pt("bear", 4, 4))
case("Timberland Guide", cast_then_trigger("bear"), pt("bear", 3, 3))
case("Pelakka Wurm", cast(), life(0, 27), label="enters")
case("Pelakka Wurm", lambda t: [*t.cast("murder", "card"), "resolve"],
     lambda t: "Pelakka Wurm" in t.graveyard_names() and t.hand_delta() == 0, on_bf(hand=MURDER), "dies")
case("Brindle Boar", activate(), both(life(0, 24), lambda t: "Brindle Boar" in t.graveyard_names()), on_bf())
case("Kraul Warrior", activate(), pt("card", 5, 5), on_bf())
for name, size in (("Slith Predator", (3, 3)), ("Slith Firewalker", (3, 3))):
    case(name, lambda t: ["attack card>p1", "until:combat_damage"],
         lambda t, size=size: t.pt("card") == size and t.life(1) == 18, ATTACK)
case("Verdant Force", lambda t: ["resolve"], tokens(1, "Saproling", size=(1, 1)), UPKEEP, "your upkeep")
case("Verdant Force", lambda t: ["resolve"], tokens(1, "Saproling", size=(1, 1)),
     Setup(where="battlefield", step="upkeep", begun=False, active=1), "their upkeep")
case("Thrashing Brontodon", activate(0, "axe"), gone("axe"), on_bf(theirs=[{"card": "Bonesplitter", "alias": "axe"}]))
case("Steel Leaf Champion", until_blocks(), lambda t: not t.legal("block hawk>card") and t.legal("block giant>card"), ATTACK)
case("Gaea's Protector", until_blocks(), lambda t: not t.legal("block") and t.legal("block giant>card"), ATTACK)
for name in ("Jungle Lion", "Goblin Piker", "Vampire Interloper"):
    case(name, they_attack_then(), lambda t: not t.legal("block card>giant") and t.legal("block bear>giant"), THEY_ATTACK)
for name in ("Cloud Sprite", "Cloud Elemental"):
    case(name, they_attack_then(attackers="giant>p0 hawk>p0"),
         lambda t: not t.legal("block card>giant") and t.legal("block card>hawk"), THEY_ATTACK)
for name in ("Phantom Warrior", "Tidal Kraken"):
    case(name, until_blocks(), lambda t: not t.legal("block giant>card") and t.legal("block"), ATTACK)
case("Palace Guard", they_attack_then(attackers="giant>p0 other>p0"),
     lambda t: t.legal("block card>giant card>other"),
     Setup(where="battlefield", step="declare_attackers", begun=False, active=1,
           theirs=[{"card": "Grizzly Bears", "alias": "other"}]))
case("Foriysian Brigade", they_attack_then(attackers="giant>p0 other>p0"),
     lambda t: t.legal("block card>giant card>other") and not t.legal("block bear>giant bear>other"),
     Setup(where="battlefield", step="declare_attackers", begun=False, active=1,
           theirs=[{"card": "Grizzly Bears", "alias": "other"}]))
case("Benalish Marshal", lambda t: [], both(pt("bear", 3, 3), pt("card", 3, 3)), on_bf())
case("Attended Knight", cast(), tokens(1, "Soldier", size=(1, 1)))
case("Angel of Mercy", cast(), life(0, 23))
case("Lone Missionary", cast(), life(0, 24))
case("Inspiring Cleric", cast(), life(0, 24))
for name in ("Gideon's Lawkeeper", "Master Decoy"):
    case(name, activate(0, "giant"), lambda t: t.game.objects[t.id("giant")].tapped, on_bf())
case("Samite Healer", lambda t: ["activate card 0", "targets p0", "resolve", *t.cast("bolt", "p0"), "resolve"],
     life(0, 18), on_bf(hand=BOLT))
case("Seasoned Marshal", lambda t: ["attack card>p1", "targets giant", "resolve", "choose 1"],
     lambda t: t.game.objects[t.id("giant")].tapped, ATTACK)
case("Doomed Traveler", bolt_card_then(), tokens(1, "Spirit", keyword="Flying"), on_bf(hand=BOLT))
case("Roc Egg", bolt_card_then(), tokens(1, "Bird", keyword="Flying", size=(3, 3)), on_bf(hand=BOLT))
case("Sprouting Thrinax", bolt_card_then(), tokens(3, "Saproling"), on_bf(hand=BOLT))
case("Perilous Myr", bolt_card_then("targets p1", "resolve"), life(1, 18), on_bf(hand=BOLT))
case("Pride Guardian", they_attack_then("block card>giant", "resolve"), life(0, 23), THEY_ATTACK)
case("Mogg Fanatic", activate(0, "p1"), both(life(1, 19), lambda t: "Mogg Fanatic" in t.graveyard_names()), on_bf())
for name, p, q in (("Monastery Swiftspear", 2, 3), ("Bloodfire Expert", 4, 2)):
    case(name, lambda t: [*t.cast("bolt", "p1"), "resolve"], pt("card", p, q), on_bf(hand=BOLT), "noncreature spell")
case("Monastery Swiftspear", lambda t: [*t.cast("b2"), "resolve"], pt("card", 1, 2),
     on_bf(hand=[{"card": "Grizzly Bears", "alias": "b2"}]), "creature spell: no prowess")
case("Young Pyromancer", lambda t: [*t.cast("bolt", "p1"), "resolve"], tokens(1, "Elemental"), on_bf(hand=BOLT))
case("Guttersnipe", lambda t: [*t.cast("bolt", "giant"), "resolve"], life(1, 18), on_bf(hand=BOLT))
for name in ("Valley Dasher", "Bloodrock Cyclops", "Tattermunge Maniac"):
    case(name, lambda t: [], lambda t: not t.legal("attack") and t.legal("attack card>p1"), ATTACK)
case("Borderland Marauder", attack_with_card, pt("card", 3, 2), ATTACK)
case("Goblin Elite Infantry", they_attack_then("block card>giant", "resolve"), pt("card", 1, 1), THEY_ATTACK, "blocks")
case("Goblin Elite Infantry", until_blocks("block giant>card", "resolve"), pt("card", 1, 1), ATTACK, "becomes blocked")
case("Battle-Rattle Shaman", lambda t: ["targets bear", "resolve"], pt("bear", 4, 2),
     Setup(where="battlefield", step="begin_combat", begun=False))
for name in ("Prodigal Pyromancer", "Prodigal Sorcerer"):
    case(name, activate(0, "p1"), life(1, 19), on_bf())
case("Ember Hauler", activate(0, "p1"), both(life(1, 18), lambda t: "Ember Hauler" in t.graveyard_names()), on_bf())
case("Sparkmage Apprentice", cast_then_trigger("p1"), life(1, 19))
case("Fire Imp", cast_then_trigger("hawk"), gone("hawk"))
case("Flametongue Kavu", cast_then_trigger("giant"), gone("giant"))
case("Beetleback Chief", cast(), tokens(2, "Goblin", size=(1, 1)))
for name, base in (("Shivan Dragon", (5, 5)), ("Furnace Whelp", (2, 2)), ("Wall of Fire", (0, 5))):
    case(name, activate(), lambda t, base=base: t.pt("card") == (base[0] + 1, base[1]), on_bf())
for name in ("Ball Lightning", "Spark Elemental"):
    case(name, lambda t: [*t.cast("card"), "resolve", "until:end", "until:end"],
         lambda t, name=name: name in t.graveyard_names(), Setup())
case("Serendib Efreet", lambda t: ["resolve"], life(0, 19), UPKEEP)
for name in ("Man-o'-War", "Mist Raven"):
    case(name, cast_then_trigger("giant"), lambda t: "Hill Giant" in t.hand_names(1))
for name in ("Scroll Thief", "Thieving Magpie"):
    case(name, lambda t: ["attack card>p1", "until:combat_damage"], lambda t: t.hand_delta() == 1, ATTACK)
for name, base in (("Nantuko Shade", (2, 1)), ("Frozen Shade", (0, 1))):
    case(name, activate(), lambda t, base=base: t.pt("card") == (base[0] + 1, base[1] + 1), on_bf())
case("Royal Assassin", activate(0, "tired"), gone("tired"),
     on_bf(theirs=[{"card": "Hill Giant", "alias": "tired", "tapped": True}]))
case("Gravedigger", lambda t: [*t.cast("card"), "resolve", "targets dead", "resolve", "choose 1"],
     lambda t: "Grizzly Bears" in t.hand_names(),
     Setup(graveyard=[{"card": "Grizzly Bears", "alias": "dead"}]))
for name in ("Phyrexian Rager", "Dusk Legion Zealot"):
    case(name, cast(), lambda t: t.hand_delta() == 0 and t.life(0) == 19)
case("Serpent Warrior", cast(), life(0, 17))

# ------------------------------------------------------------------ artifacts, equipment, enchantments
EQUIPMENT = {"Bonesplitter": ((4, 2), ()), "Short Sword": ((3, 3), ()), "Leonin Scimitar": ((3, 3), ()),
             "Vulshok Morningstar": ((4, 4), ()), "Trusty Machete": ((4, 3), ()),
             "Loxodon Warhammer": ((5, 2), ("Trample", "Lifelink")), "Accorder's Shield": ((2, 5), ("Vigilance",)),
             "Darksteel Axe": ((4, 2), ()), "Behemoth Sledge": ((4, 4), ("Lifelink", "Trample"))}
for name, (size, kws) in EQUIPMENT.items():
    case(name, lambda t: [*t.cast("card"), "resolve", lambda t: f"activate {_new_id(t)} 0", "targets bear",
                          "pay auto", "resolve"],
         lambda t, size=size, kws=kws: t.pt("bear") == size and all(t.has("bear", k) for k in kws))
case("Mind Stone", activate(1), lambda t: t.hand_delta() == 1 and "Mind Stone" in t.graveyard_names(), on_bf(), "draw")
case("Rod of Ruin", activate(0, "p1"), life(1, 19), on_bf())
case("Jayemdae Tome", activate(), lambda t: t.hand_delta() == 1, on_bf())
case("Fountain of Youth", activate(), life(0, 21), on_bf())
case("Pyrite Spellbomb", activate(0, "p1"), life(1, 18), on_bf(), "damage")
case("Pyrite Spellbomb", activate(1), lambda t: t.hand_delta() == 1, on_bf(), "draw")
case("Howling Mine", lambda t: ["resolve"], lambda t: t.hand_delta(0) == 1,  # the normal draw came first
     Setup(where="battlefield", step="draw", begun=False), "my draw step")
case("Howling Mine", lambda t: ["resolve"], lambda t: t.hand_delta(1) == 1 and t.hand_delta(0) == 0,
     Setup(where="battlefield", step="draw", begun=False, active=1), "their draw step")
case("Glorious Anthem", cast(), both(pt("bear", 3, 3), pt("giant", 3, 3)))
case("Phyrexian Arena", lambda t: ["resolve"], lambda t: t.hand_delta() == 1 and t.life(0) == 19, UPKEEP)
case("Bitterblossom", lambda t: ["resolve"], both(life(0, 19), tokens(1, "Faerie Rogue", keyword="Flying")), UPKEEP)
case("Seal of Strength", activate(0, "bear"), pt("bear", 5, 5), on_bf())
case("Seal of Fire", activate(0, "p1"), life(1, 18), on_bf())

AURAS = {"Holy Strength": ("bear", (3, 4), ()), "Unholy Strength": ("bear", (4, 3), ()),
         "Giant Strength": ("bear", (4, 4), ()), "Dead Weight": ("giant", (1, 1), ()),
         "Feast of the Unicorn": ("bear", (6, 2), ()), "Flight": ("bear", (2, 2), ("Flying",)),
         "Arcane Flight": ("bear", (3, 3), ("Flying",)), "Serra's Embrace": ("bear", (4, 4), ("Flying", "Vigilance")),
         "Lifelink": ("bear", (2, 2), ("Lifelink",)), "Madcap Skills": ("bear", (5, 2), ("Menace",)),
         "Primal Frenzy": ("bear", (2, 2), ("Trample",)), "Knight's Pledge": ("bear", (4, 4), ())}
for name, (target, size, kws) in AURAS.items():
    case(name, cast(target), lambda t, target=target, size=size, kws=kws:
         t.pt(target) == size and all(t.has(target, k) for k in kws) and t.on_battlefield(t.name, 0))
case("Dead Weight", cast("hawk"), gone("hawk"), label="kills a 1/1")

# ------------------------------------------------------------------ instants and sorceries
for name, n in (("Lightning Bolt", 3), ("Shock", 2), ("Lightning Strike", 3), ("Searing Spear", 3), ("Incinerate", 3),
                ("Volcanic Hammer", 3), ("Lava Spike", 3), ("Lava Axe", 5), ("Open Fire", 3), ("Lightning Blast", 4)):
    case(name, cast("p1"), life(1, 20 - n))
case("Lightning Bolt", cast("giant"), gone("giant"), label="creature")
case("Flame Slash", cast("giant"), gone("giant"))
case("Char", cast("p1"), both(life(1, 16), life(0, 18)))
case("Blaze", cast("p1", x=4), life(1, 16))
for name in ("Murder", "Eviscerate", "Terminate"):
    case(name, cast("giant"), gone("giant"))
case("Hero's Downfall", cast("jace"), gone("jace"), Setup(theirs=[{"card": "Jace Beleren", "alias": "jace"}]))
case("Disfigure", cast("hawk"), gone("hawk"))
case("Last Gasp", cast("giant"), gone("giant"))
case("Ulcerate", cast("giant"), both(gone("giant"), life(0, 17)))
case("Vicious Hunger", cast("hawk"), both(gone("hawk"), life(0, 22)))
case("Sovereign's Bite", cast("p1"), both(life(1, 17), life(0, 23)))
case("Divine Verdict", lambda t: ["attack giant>p0", "pass", *t.cast("card", "giant"), "resolve"], gone("giant"),
     Setup(step="declare_attackers", begun=False, active=1))
for name in ("Wrath of God", "Day of Judgment"):
    case(name, cast(), lambda t: not [o for o in t.game.battlefield if t.game.is_creature(o)])
case("Plummet", cast("hawk"), gone("hawk"))
case("Naturalize", cast("axe"), gone("axe"), Setup(theirs=[{"card": "Bonesplitter", "alias": "axe"}]))
case("Prey Upon", cast("bear", "giant"), lambda t: not t.on_battlefield("bear") and t.damage("giant") == 2)
case("Unsummon", cast("giant"), lambda t: "Hill Giant" in t.hand_names(1))
case("Boomerang", cast("giant"), lambda t: "Hill Giant" in t.hand_names(1))
case("Vapor Snag", cast("giant"), lambda t: "Hill Giant" in t.hand_names(1) and t.life(1) == 19)
case("Lightning Helix", cast("p1"), both(life(1, 17), life(0, 23)))
case("Warleader's Helix", cast("p1"), both(life(1, 16), life(0, 24)))
case("Vindicate", cast("giant"), gone("giant"))
case("Agony Warp", cast("giant", "hawk"), both(pt("giant", 0, 3), gone("hawk")))
case("Glimpse the Unthinkable", cast("p1"), lambda t: t.library_delta(1) == -10)

PUMPS = {"Giant Growth": ((5, 5), ()), "Titanic Growth": ((6, 6), ()), "Monstrous Growth": ((6, 6), ()),
         "Larger Than Life": ((6, 6), ("Trample",)), "Ranger's Guile": ((3, 3), ("Hexproof",)),
         "Brute Force": ((5, 5), ()), "Brute Strength": ((5, 3), ("Trample",)),
         "Kindled Fury": ((3, 2), ("First strike",)), "Uncaged Fury": ((3, 3), ("Double strike",)),
         "Assault Strobe": ((2, 2), ("Double strike",)), "Mighty Leap": ((4, 4), ("Flying",)),
         "Moment of Heroism": ((4, 4), ("Lifelink",)), "Adamant Will": ((4, 4), ("Indestructible",)),
         "Battlegrowth": ((3, 3), ()), "Snakeskin Veil": ((3, 3), ("Hexproof",))}
for name, (size, kws) in PUMPS.items():
    case(name, cast("bear"), lambda t, size=size, kws=kws: t.pt("bear") == size and all(t.has("bear", k) for k in kws))
case("Gnarlback Rhino", lambda t: [*t.cast("gg", "card"), "resolve"],  # a spell that targets it (CR 601.2i)
     lambda t: t.pt("card") == (7, 7) and t.hand_delta() == 0, on_bf(hand=[{"card": "Giant Growth", "alias": "gg"}]))
case("Wildsize", cast("bear"), lambda t: t.pt("bear") == (4, 4) and t.has("bear", "Trample") and t.hand_delta() == 0)
case("Aggressive Urge", cast("bear"), lambda t: t.pt("bear") == (3, 3) and t.hand_delta() == 0)
case("Overrun", cast(), lambda t: t.pt("bear") == (5, 5) and t.has("bear", "Trample") and t.pt("giant") == (3, 3))
case("Inspired Charge", cast(), both(pt("bear", 4, 3), pt("giant", 3, 3)))
case("Trumpet Blast", lambda t: ["attack bear>p1", *t.cast("card"), "resolve"], both(pt("bear", 4, 2)),
     Setup(step="declare_attackers", begun=False))
case("Righteousness", lambda t: ["attack giant>p0", "until_kind:declare_blockers", "block bear>giant", "pass",
                                 *t.cast("card", "bear"), "resolve"], pt("bear", 9, 9),
     Setup(step="declare_attackers", begun=False, active=1))
case("Mending Hands", lambda t: [*t.cast("card", "p0"), "resolve", *t.cast("bolt", "p0"), "resolve"], life(0, 20),
     Setup(hand=BOLT))
case("Flash Foliage", lambda t: ["attack giant>p0", "until_kind:declare_blockers", "block", "pass",
                                 *t.cast("card", "giant"), "resolve"],
     lambda t: len(t.tokens(0, "Saproling")) == 1 and t.game.combat.is_blocked(t.id("giant")) and t.hand_delta() == 0,
     Setup(step="declare_attackers", begun=False, active=1))

for name, spell in (("Counterspell", "Grizzly Bears"), ("Cancel", "Grizzly Bears"), ("Essence Scatter", "Grizzly Bears"),
                    ("Remove Soul", "Grizzly Bears"), ("Negate", "Giant Growth")):
    targets = ("giant",) if spell == "Giant Growth" else ()
    case(name, counter_their("theirs", *targets), lambda t, spell=spell: spell in t.graveyard_names(1)
         and not t.game.stack, their_spell_setup(spell))
case("Divination", cast(), lambda t: t.hand_delta() == 1)
case("Concentrate", cast(), lambda t: t.hand_delta() == 2)
case("Harmonize", cast(), lambda t: t.hand_delta() == 2)
case("Inspiration", cast("p0"), lambda t: t.hand_delta() == 1)
case("Night's Whisper", cast(), lambda t: t.hand_delta() == 1 and t.life(0) == 18)
case("Sign in Blood", cast("p0"), lambda t: t.hand_delta() == 1 and t.life(0) == 18)
case("Thought Scour", cast("p1"), lambda t: t.library_delta(1) == -2 and t.hand_delta() == 0)
case("Tome Scour", cast("p1"), lambda t: t.library_delta(1) == -5)
case("Pressure Point", cast("giant"), lambda t: t.game.objects[t.id("giant")].tapped and t.hand_delta() == 0)
case("Raise Dead", cast("dead"), lambda t: "Grizzly Bears" in t.hand_names(),
     Setup(graveyard=[{"card": "Grizzly Bears", "alias": "dead"}]))
case("Raise the Alarm", cast(), tokens(2, "Soldier", size=(1, 1)))
case("Midnight Haunting", cast(), tokens(2, "Spirit", keyword="Flying"))
case("Spectral Procession", cast(), tokens(3, "Spirit", keyword="Flying"))
case("Call the Cavalry", cast(), tokens(2, "Knight", keyword="Vigilance", size=(2, 2)))
case("Dragon Fodder", cast(), tokens(2, "Goblin"))
case("Hordeling Outburst", cast(), tokens(3, "Goblin"))
case("Revitalize", cast(), lambda t: t.life(0) == 23 and t.hand_delta() == 0)
case("Chaplain's Blessing", cast(), life(0, 25))
case("Stream of Life", cast("p0", x=3), life(0, 23))
case("Time Walk", lambda t: [*t.cast("card"), "resolve", "until:upkeep"],
     lambda t: t.game.active == 0 and t.game.turn == 4)
case("Time Warp", lambda t: [*t.cast("card", "p0"), "resolve", "until:upkeep"],
     lambda t: t.game.active == 0 and t.game.turn == 4)
case("Relentless Assault", lambda t: ["attack bear>p1", "until:main2", *t.cast("card"), "resolve",
                                      "until_kind:declare_attackers"],
     lambda t: not t.game.objects[t.id("bear")].tapped and t.legal("attack bear>p1") and t.life(1) == 18,
     Setup(step="declare_attackers", begun=False))

# ------------------------------------------------------------------ planeswalkers
case("Jace Beleren", activate(0), lambda t: t.hand_delta(0) == 1 and t.hand_delta(1) == 1
     and t.game.loyalty(t.id("card")) == 5, on_bf(), "+2")
case("Jace Beleren", activate(1, "p0"), lambda t: t.hand_delta(0) == 1 and t.game.loyalty(t.id("card")) == 2,
     on_bf(), "-1")
case("Jace Beleren", activate(2, "p1"), lambda t: t.library_delta(1) == -10,
     on_bf(card_extra={"counters": {"loyalty": 10}}), "-10")
case("Garruk Wildspeaker", activate(0, "l1", "l2"),
     lambda t: not t.game.objects[t.id("l1")].tapped and not t.game.objects[t.id("l2")].tapped,
     on_bf(mine=[{"card": "Forest", "alias": "l1", "tapped": True}, {"card": "Forest", "alias": "l2", "tapped": True}]),
     "+1")
case("Garruk Wildspeaker", activate(1), tokens(1, "Beast", size=(3, 3)), on_bf(), "-1")
case("Garruk Wildspeaker", activate(2), lambda t: t.pt("bear") == (5, 5) and t.has("bear", "Trample"),
     on_bf(card_extra={"counters": {"loyalty": 4}}), "-4")
case("Chandra, Flame's Fury", activate(0, "p1"), life(1, 18), on_bf(), "+1")
case("Chandra, Flame's Fury", activate(1, "giant"), both(gone("giant"), life(1, 18)), on_bf(), "-2")
case("Chandra, Flame's Fury", activate(2, "p1"), lambda t: t.life(1) == 10 and not t.on_battlefield("giant")
     and not t.on_battlefield("hawk") and t.on_battlefield("bear"),
     on_bf(card_extra={"counters": {"loyalty": 8}}), "-8")
case("Sorin, Solemn Visitor", activate(0), lambda t: t.pt("bear") == (3, 2) and t.has("bear", "Lifelink"), on_bf(), "+1")
case("Sorin, Solemn Visitor", activate(1), tokens(1, "Vampire", keyword="Flying", size=(2, 2)), on_bf(), "-2")

@pytest.mark.parametrize("c", CASES, ids=lambda c: c.id)
def test_card_ability(c: Case) -> None:
    table = build(c.card, c.setup)
    table.run(c.script(table))
    assert c.check(table), "\n".join(e.line() for e in table.game.events[-25:])
