"""Settled disagreement classes: which side is right, by the rules.

Each entry is a regular expression over a disagreement's class (see
``run._pair_label``), optionally narrowed to some cards, with the verdict
read from the Comprehensive Rules (``../shared/rules`` holds CR 100-117,
500-514 and 703; the keyword rules of CR 702 are cited from the full CR).
A class no entry matches is reported as "not yet settled": read the rules,
then add an entry here.  ``side`` says who is wrong: ``"mtgtable"`` (a
compiler bug to fix), ``"phase"`` (phase's reading is wrong, nothing to do
here), ``"both"``, or ``"neither"`` (the same meaning written two ways that the
normaliser does not bring together: nobody is wrong).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Verdict:
    pattern: str
    side: str
    text: str
    cards: tuple[str, ...] = ()

    def render(self) -> str:
        wrong = {"mtgtable": "mtgtable is wrong", "phase": "phase is wrong",
                 "both": "both are wrong", "neither": "Same meaning, written differently"}.get(self.side, self.side)
        return f"**{wrong}.** {self.text}"


VERDICTS: tuple[Verdict, ...] = (
    Verdict(
        r"^other: only phase has trigger:attacks\(may=yes, verb=Myriad\)$", "phase",
        "Myriad (CR 702.116a) makes token copies attacking each opponent other than the defending player: "
        "in this engine's two-player games there is no such opponent, so mtgtable gives it no effect "
        "(a static that does nothing); phase's trigger would create nothing either."),
    Verdict(
        r"^discard: unless mtgtable=\S+ phase=-$", "phase",
        "\"Then discard two cards unless you discard an artifact card\": the player may discard one card "
        "of that type instead of two (CR 701.9b: the effect says what is discarded and who chooses). "
        "phase reads an unconditional discard of two cards, losing the alternative."),
    Verdict(
        r"^discard: only mtgtable has spell\(random=no, who=opponent\)$", "phase",
        "\"You draw two cards and target opponent discards two cards.\": two instructions joined by "
        "\"and\", both followed in order (CR 608.2c); the opponent chooses the two cards (CR 701.9b). "
        "phase keeps only the draw.", ("Mindculling",)),
    Verdict(
        r"^bounce: only phase has trigger:upkeep\(target=you\)$", "phase",
        "Dark Confidant: \"reveal the top card of your library and put that card into your hand\" moves a "
        "card from the library (CR 701.20a, 401); phase adds a second move to hand whose target is the "
        "player (\"you\"): nothing returns a permanent. mtgtable's reveal_top moves the one card.",
        ("Dark Confidant",)),
    Verdict(
        r"^counters: target mtgtable=self phase=the_new_token$", "mtgtable",
        "\"Create a 0/0 ... token. Put three +1/+1 counters on it.\": \"it\" is the token just created "
        "(the object the previous sentence made, CR 608.2c: the instructions are followed in order and "
        "refer back). mtgtable puts the counters on the source (\"self\"), so the 0/0 token dies as a "
        "state-based action (CR 704.5f) and the enchantment gets the counters. The compiler must bind "
        "\"it\" after a token-creating clause to that token, or leave the line by hand."),
    Verdict(
        r"^restriction: only phase has static\(what=cant_be_countered\)$", "mtgtable",
        "\"This spell can't be countered.\" on an instant or sorcery: the line is marked automated, and "
        "the compiler reads it as the static cant_be_countered, but compile_card then merges every line "
        "of an instant or sorcery into one spell ability (_merge_spell keeps only effects and targets), "
        "so the static is lost: the engine lets the spell be countered (CR 101.1, the card's text wins "
        "over the rule that a spell can be countered, CR 701.5a). Keep the static beside the spell "
        "ability, or leave the line by hand."),
    Verdict(
        r"^pump: target mtgtable=creature_or_player phase=creature$", "both",
        "\"Target creature or player gains flying until end of turn.\": a player can be the target "
        "(CR 115.1, 601.2c), so phase's target (creature only) changes which targets are legal. mtgtable "
        "keeps the player alternative but compiles a pump that gives a player a keyword: a player is not "
        "an object (CR 109.1), the engine gives players no keywords, and only the card's own reminder "
        "text says what 'a player with flying' means. The line must stay by hand (fail closed)."),
    Verdict(
        r"^pump: only mtgtable has trigger:cast_spell:noncreature\(keywords=-, target=self, "
        r"until=end_of_turn\)$", "phase",
        "A creature with two instances of prowess gets +1/+1 twice for each noncreature spell: each "
        "instance triggers separately (CR 702.108b). mtgtable compiles one triggered ability per "
        "instance; phase keeps keywords as a set, so the second instance is lost."),
    Verdict(
        r"^search: filter mtgtable=basic \((\w+)\|(\w+)\) phase=or\(\(\w+\),basic \(\w+\)\)$", "phase",
        "\"a basic Forest or Plains card\": \"basic\" qualifies the whole \"Forest or Plains\" "
        "(a basic land card with either subtype; basic is a supertype, CR 205.4c, and the land types are "
        "subtypes, CR 205.3i). phase applies \"basic\" to the first land type only, so it would find a "
        "nonbasic land with the second type. mtgtable's filter is right."),
    Verdict(
        r"^other: only mtgtable has \S+\(verb=discard\)$", "phase",
        "\"You draw two cards and target opponent discards two cards.\", \"that player loses 1 life and "
        "discards a card\": phase keeps the first clause and drops the discard without a parse warning; "
        "mtgtable has both effects (CR 608.2c: every instruction is followed in order)."),
    Verdict(
        r"^\w+: ctx mtgtable=(\S+) phase=\1\+if$", "mtgtable",
        "\"Max speed — At the beginning of your end step, ...\": the ability exists only while its "
        "controller has max speed (the speed rules, CR 702.179), so it is conditional. mtgtable's "
        "ability-word rule (\"Landfall — ...\", CR 207.2c) strips \"Max speed —\" as if it had no rules "
        "meaning and compiles an ability that always triggers. The same rule also strips \"Solved —\" "
        "(Case cards: the ability works only while the Case is solved), compiled on Case of the "
        "Shattered Pact and Case of the Ransacked Lab. Those prefixes are not ability words: the "
        "lines must stay by hand until the engine has the condition.",
        ("Risen Necroregent",)),
    Verdict(
        r"^pump: target mtgtable=self phase=trigger_creature$", "phase",
        "\"Whenever you cast a noncreature spell, put a +1/+1 counter on ~. It gains flying until end of "
        "turn.\": \"it\" is ~, the object the previous instruction named (CR 608.2c). phase makes it the "
        "trigger's source (the spell cast); mtgtable's target (self) is right.",
        ("Estinien Varlineau",)),
    Verdict(
        r"^(lose_life|mill): ctx mtgtable=(\S+)\+if phase=\2$", "phase",
        "\"You may pay {2}. If you do, you draw a card and you lose 2 life.\" (Eye of Vecna), \"... If you "
        "do, create a 2/2 black Zombie creature token and each opponent mills two cards.\" (Necromaster "
        "Dragon): \"If you do\" conditions the whole sentence after it, both instructions joined by "
        "\"and\" (CR 608.2c: the instructions are followed as written; the payment is the choice made on "
        "resolution, CR 608.2d). phase conditions only the first clause, so the second happens even when "
        "nothing was paid. mtgtable had the same bug and has it fixed (pay_phrases.may_pay, COMPILER_VERSION "
        "10, tests/oracle/test_may_pay_sentence.py).",
        ("Eye of Vecna", "Necromaster Dragon")),
    Verdict(
        r"^gain_life: ctx mtgtable=trigger:etb\+if phase=trigger:etb$", "phase",
        "\"When this land enters, sacrifice it. When you do, search your library for a basic Plains, Island, "
        "or Swamp card, put it onto the battlefield tapped, then shuffle and you gain 1 life.\": everything "
        "after \"When you do\" is the reflexive triggered ability (CR 603.12), which exists only if the land "
        "was sacrificed. phase puts its WhenYouDo condition on the search and leaves the life gain outside "
        "it; mtgtable (state_triggers.sacrifice_then, reflexive) gains the life in the reflexive trigger.",
        ("Obscura Storefront", "Riveteers Overlook", "Cabaretti Courtyard", "Maestros Theater",
         "Brokers Hideout")),
    Verdict(
        r"^(draw|mana|cost): ctx mtgtable=mana_ability phase=activated$", "phase",
        "\"{2}, {T}, Sacrifice this artifact: Add {U}{B}. Draw a card.\" (the Eggs, Chromatic Sphere): an "
        "activated ability that could add mana, has no target and is not a loyalty ability is a mana ability "
        "(CR 605.1a), whatever else it does; the draw is part of it, and it resolves at once without using the "
        "stack (CR 605.3a, 605.3b). phase marks the ability is_mana_ability=false (an ordinary activated "
        "ability on the stack) because of the draw; mtgtable's mana ability with its \"then\" effects is right.",
        ("Chromatic Sphere", "Darkwater Egg", "Mossfire Egg", "Shadowblood Egg", "Skycloud Egg", "Sungrass Egg")),
    Verdict(
        r"^bounce: ctx mtgtable=trigger:opponent_gains_life\+if phase=spell\+delayed\+if(; may mtgtable=yes phase=-)?$",
        "phase",
        "Punishing Fire: \"Whenever an opponent gains life, you may pay {R}. If you do, return this card from "
        "your graveyard to your hand.\" is a second, triggered ability of the card (CR 603.1) that works while the "
        "card is in its owner's graveyard, because it says it moves the card from there (CR 113.6k); it is not "
        "created by the spell's resolution. phase writes it as a delayed triggered ability the spell creates when "
        "it resolves (CR 603.7a), so it would trigger only after Punishing Fire was cast and only once. mtgtable's "
        "triggered ability from the graveyard (zone=graveyard) is right; its return is optional because the "
        "payment is (\"you may pay {R}. If you do\", CR 608.2d), as phase marks its PayCost.",
        ("Punishing Fire",)),
    Verdict(
        r"^damage: target mtgtable=or\(planeswalker_of:trigger_player,trigger_player\) "
        r"phase=or\(planeswalker_you_control,trigger_player\)$", "phase",
        "Curse of the Pierced Heart: \"this Aura deals 1 damage to that player or a planeswalker that player "
        "controls\": the planeswalker is one the enchanted player controls (\"that player\" is the player whose "
        "upkeep it is, CR 608.2c). phase's filter is a planeswalker the Aura's controller controls, which would "
        "let the Curse hit its own controller's planeswalker; mtgtable's damage_player_or_planeswalker "
        "(engine/families/enchant_player.py) offers the player or that player's planeswalkers.",
        ("Curse of the Pierced Heart",)),
    Verdict(
        r"^dig: take mtgtable=2 phase=1$", "phase",
        "\"Reveal the top four cards of your library. You may put a creature card and/or a land card from among "
        "them into your hand.\": \"and/or\" lets the player take one card of each type, two cards in all (the "
        "instruction is followed as written, CR 608.2c). phase's Dig keeps one card (keep_count 1) of either type; "
        "mtgtable's dig takes one card of each (take_each).",
        ("Relentless Pursuit", "In the Presence of Ages", "Benefaction of Rhonas")),
    Verdict(
        r"^dig: only mtgtable has spell\(filter=any, optional=no, rest=library, take=1, to=hand\)$", "phase",
        "\"Put one of those cards into your hand. If this spell was kicked, put two of those cards into your hand "
        "instead.\" (Consult the Star Charts), \"... If there is an instant card and a sorcery card in your "
        "graveyard, instead put two of them into your hand\" (Flow State): the \"instead\" replaces the first "
        "instruction only when its condition holds (CR 608.2c, 702.33d); otherwise one card is taken. phase keeps "
        "only the conditional dig, so an unkicked Consult the Star Charts does nothing; mtgtable has both.",
        ("Consult the Star Charts", "Flow State")),
    Verdict(
        r"^dig: only mtgtable has trigger:etb\(filter=subtype:\w+, optional=no, rest=library, take=all, "
        r"to=hand\)$", "neither",
        "\"Reveal the top four cards of your library. Put all Elf cards revealed this way into your hand and the "
        "rest on the bottom of your library in any order.\" (Sylvan Messenger and its cycle): phase writes a "
        "RevealTop of four, then a ChangeZoneAll of the revealed cards of that type to the hand and one of the "
        "others to the bottom of the library; mtgtable's dig (take all of that type, the rest to the library) is "
        "the same instruction (CR 701.20a, 401.4)."),
    Verdict(
        r"^other: only phase has trigger:etb\(verb=ChangeZoneAll\) \+ trigger:etb\(verb=RevealTop\)$", "neither",
        "The other half of the Sylvan Messenger cycle's class above: phase's RevealTop and two ChangeZoneAll are "
        "mtgtable's one dig (CR 701.20a)."),
    Verdict(
        r"^(search: only phase has trigger:dies\(filter=basic land upto:2, may=yes, tapped=no, to=battlefield\)|"
        r"other: only mtgtable has trigger:dies\(verb=search_up_to\))$", "neither",
        "Veteran Explorer: \"each player may search their library for up to two basic land cards\": phase's "
        "optional search with player_scope All is mtgtable's search_up_to with who each_player and optional, each "
        "player choosing in APNAP order (CR 101.4, 701.23a); the normaliser compares up-to searches of \"you\" "
        "only.", ("Veteran Explorer",)),
    Verdict(
        r"^lose_life: ctx mtgtable=trigger:becomes_blocked phase=trigger:phase:AttackerBlocked; "
        r"who mtgtable=each_opponent phase=\?\{\"type\":\"DefendingPlayer\"\}$", "neither",
        "Afflict N (CR 702.130a): \"Whenever this creature becomes blocked, defending player loses N life.\" "
        "In the engine's two-player games the defending player is the attacking player's only opponent "
        "(CR 506.2), so mtgtable's each_opponent is the defending player."),
    Verdict(
        r"^other: only mtgtable has activated\(verb=prevent\)$", "phase",
        "\"{3}{W}: Prevent all combat damage that would be dealt to and dealt by this creature this turn.\" "
        "(Moonlight Geist, Urborg Phantom): two prevention effects about this creature, one for the damage dealt to "
        "it and one for the damage it deals (CR 615.1), and no target. phase writes one PreventDamage whose "
        "target is Any (a target chosen on activation, CR 115.1) and nothing for the damage the creature deals; "
        "mtgtable's prevent_combat_turn with target self prevents both.",
        ("Moonlight Geist", "Urborg Phantom")),
    Verdict(
        r"^other: may mtgtable=- phase=yes$", "neither",
        "\"You may cast spells this turn as though they had flash.\" (Borne Upon a Wind, Alchemist's Refuge): "
        "\"may\" is the permission the effect gives (CR 702.8a, 601.3), not an optional instruction; phase "
        "marks the continuous effect optional, mtgtable's flash_permission always applies and leaves each cast "
        "to the player. The same effect.", ("Borne Upon a Wind", "Alchemist's Refuge", "Emergence Zone")),
    Verdict(
        r"^other: ctx mtgtable=(spell|trigger:etb) phase=\1\+targets\(0-\d\)$", "phase",
        "\"Untap up to three lands.\" (Frantic Search, Unwind): without the word \"target\" the lands are "
        "chosen on resolution and are not targets (CR 115.1, 608.2c); phase makes them targets (0-3), chosen as "
        "the spell is cast, so a land with hexproof or shroud could not be chosen. mtgtable's untap_up_to "
        "chooses on resolution.", ("Frantic Search", "Unwind", "Rewind", "Peregrine Drake", "Snap",
                                   "Cloud of Faeries")),
    Verdict(
        r"^counters: target mtgtable=self phase=trigger_creature$", "phase",
        "Heroic: \"Whenever you cast a spell that targets this creature, put a +1/+1 counter on it.\": \"it\" is "
        "this creature, the object the trigger condition names as the one targeted (CR 608.2c); the spell cast is "
        "not a creature and cannot hold the counter. phase puts the counter on the trigger's object (the spell); "
        "mtgtable's target (self) is right.", ("Lagonna-Band Trailblazer", "Fabled Hero")),
    Verdict(
        r"^token: abilities mtgtable=yes phase=-$", "phase",
        "Mage's Attendant: \"create a 1/1 blue Wizard creature token with \"{1}, Sacrifice this token: Counter "
        "target noncreature spell unless its controller pays {1}.\"\": the token has the quoted ability (CR 111.4, "
        "111.10); phase's token has none, mtgtable's token carries it.", ("Mage's Attendant",)),
    Verdict(
        r"^\w+: ctx mtgtable=trigger:dies\+mode phase=trigger:dies\+mode\(1-3\)$", "neither",
        "Vindictive Lich: \"choose one or more. Each mode must target a different player.\" and every mode targets "
        "an opponent: in the engine's two-player games there is one opponent, so only one mode can be chosen "
        "(CR 700.2, 115.1). phase allows one to three modes (right in a multiplayer game), mtgtable exactly one; "
        "in a two-player game the choices are the same.", ("Vindictive Lich",)),
    Verdict(
        r"^token: ctx mtgtable=trigger:phase:Drawn phase=trigger:phase:Drawn\+if$", "neither",
        "Smothering Tithe: \"that player may pay {2}. If the player doesn't, you create a Treasure token.\": the "
        "token is created unless the player pays (CR 118.12, 608.2d). phase writes the creation under the "
        "condition \"if the player doesn't\"; mtgtable's unless_pays holds the same condition, which the "
        "normaliser writes as the plain effect (as for \"counter target spell unless its controller pays\").",
        ("Smothering Tithe",)),
    # ------------------------------------------------------------------ settled in the ninth session (diffsettle2)
    Verdict(
        r"^destroy: ctx mtgtable=trigger:combat_damage_creature phase=trigger:phase:DamageDone; "
        r"target mtgtable=trigger_creature phase=\?\{\"type\":\"EventTarget\"\}$", "neither",
        "\"Whenever this creature deals combat damage to a creature, destroy that creature.\": \"that creature\" is "
        "the creature dealt the damage (CR 510.2, 603.2, 608.2c). mtgtable's combat_damage_creature trigger and "
        "trigger_creature name it; phase's DamageDone trigger names it as the event's target. Same meaning."),
    Verdict(
        r"^bounce: target mtgtable=typed\(creature;ctrl=You;props=\?\{\"type\":\"Another\"\}\) "
        r"phase=chosen:typed\(creature;ctrl=You;props=\?\{\"type\":\"Another\"\}\)$", "phase",
        "\"Return another target creature you control to its owner's hand\": the word \"target\" makes the "
        "creature a target chosen as the ability is put on the stack (CR 115.1, 601.2c, 602.2b). phase chooses "
        "it as the ability resolves (no target: it cannot fizzle, ignores hexproof and shroud); mtgtable targets."),
    Verdict(
        r"^pump: target mtgtable=self phase=trigger_creature$", "phase",
        "\"Whenever you cast your second spell each turn, put two +1/+1 counters on this creature. It gains "
        "menace\": \"it\" is this creature, the object the previous instruction named (CR 608.2c). The object "
        "that caused a cast trigger is the spell (CR 601.2i); phase's TriggeringSource gives the keyword to the "
        "spell, mtgtable to this creature.", ("Bloodsky Berserker", "Infernal Pet")),
    Verdict(
        r"^damage: target mtgtable=creature(_or_planeswalker)? phase=trigger_creature$", "phase",
        "Harnessed Lightning, Galvanic Discharge: \"Choose target creature [or planeswalker]. ... deals that much "
        "damage to that creature/permanent.\": the damage goes to the spell's target (CR 115.1, 608.2c). "
        "mtgtable names the target; phase names a triggering object, which a spell has none of.",
        ("Harnessed Lightning", "Galvanic Discharge")),
    Verdict(
        r"^pump: target mtgtable=creature phase=you$", "phase",
        "Drown in Filth: \"Choose target creature. Mill four cards, then that creature gets -1/-1 ...\": the "
        "pump is on the target creature (CR 115.1, 608.2c); phase gives it to the player.", ("Drown in Filth",)),
    Verdict(
        r"^(exile: only phase has trigger:etb\(target=opponent\)|bounce: only phase has trigger:leaves_battlefield"
        r"\(target=\?\{\"id\":0,\"type\":\"TrackedSet\"\}\))$", "neither",
        "Tidehollow Sculler, Mesmeric Fiend: \"target opponent reveals their hand and you choose a nonland card "
        "from it. Exile that card. / When this creature leaves the battlefield, return the exiled card to its "
        "owner's hand.\" (linked abilities, CR 607.2a). mtgtable writes the choice-and-exile as one linked verb "
        "(discard_choice with exile_linked) and the return as return_linked, phase as an exile and a return of a "
        "tracked set: the same two moves.", ("Tidehollow Sculler", "Mesmeric Fiend")),
    Verdict(
        r"^damage: 3 mtgtable vs 2 phase atoms differ$", "phase",
        "Searing Blaze: 1 damage to target player or planeswalker and 1 damage to target creature that player or "
        "that planeswalker's controller controls; with landfall 3 and 3 instead (CR 614.1a, 608.2c). mtgtable "
        "has the two targets and both amounts; phase loses the creature target and the 1-damage half.",
        ("Searing Blaze",)),
    Verdict(
        r"^destroy: ctx mtgtable=spell phase=spell\+if$", "neither",
        "Fatal Push: \"Destroy target creature if it has mana value 2 or less. Revolt — ... 4 or less instead\": "
        "a destruction on a condition of the target (CR 608.2c). mtgtable carries the condition on the destroy "
        "(if_mv_at_most 2, or 4 after revolt); phase writes it as the ability's condition. Same meaning.",
        ("Fatal Push",)),
    Verdict(
        r"^exile: target mtgtable=nonland_permanent_not_named_self phase=nonland_permanent$", "phase",
        "Detention Sphere: \"exile target nonland permanent not named Detention Sphere\": the name is part of "
        "the target's description (CR 115.1, 201.2); phase drops it, mtgtable keeps it.", ("Detention Sphere",)),
    Verdict(
        r"^exile: ctx mtgtable=spell\+targets\(0-30\) phase=spell\+targets\(0-\?null\)$", "neither",
        "Mindbreak Trap: \"Exile any number of target spells\" (CR 115.1, 601.2c): phase writes no maximum, "
        "mtgtable a maximum of 30, more spells than any stack holds in practice. Same choices.",
        ("Mindbreak Trap",)),
    Verdict(
        r"^bounce: target mtgtable=(mountain|island) phase=\?\{\"Subtype\":\"(Mountain|Island)\"\}$", "neither",
        "\"Return target Mountain / Island to its owner's hand\": a land type is a subtype only lands have "
        "(CR 205.3i), so mtgtable's mountain/island spec and phase's bare subtype filter are the same class."),
    Verdict(
        r"^bounce: target mtgtable=spell_or_(creature|nonland_permanent_opponent_controls) phase=or\(", "neither",
        "\"Return target spell or creature\" / \"target spell or nonland permanent an opponent controls\": one "
        "target of either class (CR 115.1; a spell an opponent controls, CR 110.2). mtgtable's named spec and "
        "phase's Or of the two are the same class.", ("Unsubstantiate", "Sink into Stupor // Soporific Springs")),
    Verdict(
        r"^destroy: target mtgtable=non_outlaw_creature phase=typed\(creature\+\?\{\"Non\":\{\"Subtype\":\"Outlaw\"\}\}\)$",
        "neither",
        "Shoot the Sheriff: \"target non-outlaw creature\": outlaw is a group of creature types (CR 700.13); "
        "mtgtable's non_outlaw_creature and phase's creature without the Outlaw subtype are the same class.",
        ("Shoot the Sheriff",)),
    Verdict(
        r"^token: who mtgtable=\?\{\"player_or_controller_of\":0\} phase=controller_of:any$", "neither",
        "Acorn Catapult: \"That permanent's controller or that player creates a token\": the damaged player, or "
        "the controller of the damaged permanent (CR 115.1, 608.2c). Both sides say that in their own words.",
        ("Acorn Catapult",)),
    Verdict(
        r"^token: ctx mtgtable=trigger:creature_to_graveyard\+if phase=trigger:phase:ChangesZone\+if$|"
        r"^exile: ctx mtgtable=trigger:creature_to_graveyard/opponent\+if phase=trigger:phase:ChangesZone\+if$",
        "neither",
        "Bridge from Below: \"Whenever a nontoken creature is put into your graveyard from the battlefield, if "
        "this card is in your graveyard ...\" (CR 603.4, 603.6c, 603.10): mtgtable's creature_to_graveyard "
        "trigger with the intervening if, phase's ChangesZone trigger with it. Same event.",
        ("Bridge from Below",)),
    Verdict(
        r"^pump: target mtgtable=creatures_you_control_with_counter phase=each:typed\(creature;ctrl=You", "neither",
        "Inspiring Call: \"Those creatures gain indestructible\": each creature you control with a +1/+1 counter on "
        "it (CR 122.1, 608.2c). mtgtable's named group and phase's filter are the same.", ("Inspiring Call",)),
    Verdict(
        r"^counters: target mtgtable=artifact_creatures_you_control phase=each:typed\(artifact\+creature;ctrl=You\)$",
        "neither",
        "Steel Overseer: \"each artifact creature you control\" (CR 205.2a): the same group on both sides.",
        ("Steel Overseer",)),
    Verdict(
        r"^mana: produce mtgtable=(any|legendary_colors) phase=\?\{", "neither",
        "Manamorphose (\"two mana in any combination of colors\", mtgtable's add_mana_choice amount 2), Mox Amber "
        "(\"one mana of any color among legendary creatures and planeswalkers you control\"), Culling Ritual "
        "(\"{B} or {G} for each permanent destroyed this way\", amount counted): the same mana (CR 106.1); the "
        "normaliser writes phase's structure as its shape.", ("Manamorphose", "Mox Amber", "Culling Ritual")),
    Verdict(
        r"^gain_life: ctx mtgtable=activated\+if phase=activated$", "phase",
        "Scavenging Ooze: \"If it was a creature card, put a +1/+1 counter on this creature and you gain 1 life\": "
        "the condition governs both instructions joined by \"and\" (CR 608.2c). phase gains the life always.",
        ("Scavenging Ooze",)),
    Verdict(
        r"^gain_life: who mtgtable=player phase=you$", "phase",
        "Devour Flesh: \"Target player sacrifices a creature of their choice, then gains life equal to that "
        "creature's toughness\": the target player gains the life (CR 608.2c); phase gives it to the caster.",
        ("Devour Flesh",)),
    Verdict(
        r"^gain_life: ctx mtgtable=spell\+if phase=spell$", "phase",
        "Timely Reinforcements: \"If you have less life than an opponent, you gain 6 life.\": a condition checked "
        "as the spell resolves (CR 608.2c); phase gains the life unconditionally.", ("Timely Reinforcements",)),
    Verdict(
        r"^(lose_life|discard): who mtgtable=opponent phase=or\(typed\(creature;ctrl=TargetOpponent\),"
        r"typed\(planeswalker;ctrl=TargetOpponent\)\)$", "phase",
        "Archon of Cruelty: \"target opponent sacrifices a creature or planeswalker of their choice, discards a card, "
        "and loses 3 life\": the opponent discards and loses life (CR 608.2c); phase gives the later verbs the "
        "sacrificed permanent's class as their subject.", ("Archon of Cruelty",)),
    Verdict(
        r"^discard: who mtgtable=\?\{\"owner_of\":0\} phase=trigger_player$", "phase",
        "Dinrova Horror: \"return target permanent to its owner's hand, then that player discards a card\": that "
        "player is the returned permanent's owner (CR 108.3, 608.2c); phase names the triggering player, i.e. "
        "Dinrova Horror's controller.", ("Dinrova Horror",)),
    Verdict(
        r"^(bounce|lose_life): only phase has spell\((target|who)=you\)$|^mill: only phase has activated\(who=player\)$|"
        r"^bounce: only phase has spell\+if\(may=yes, target=you\)$", "neither",
        "Ad Nauseam, Grindstone, Tainted Pact: \"You may repeat this process any number of times\" / \"repeat this "
        "process\" (CR 608.2c): mtgtable compiles the repeated reveal/mill/exile as one repeating verb (other kind); "
        "phase writes one pass of its parts. The reveal-and-put-into-hand is no bounce of a permanent.",
        ("Ad Nauseam", "Grindstone", "Tainted Pact")),
    Verdict(
        r"^bounce: only phase has trigger:attacks\+if\(target=\?\{\"type\":\"DefendingPlayer\"\}\)$", "neither",
        "Goblin Guide: \"defending player reveals the top card of their library. If it's a land card, that player "
        "puts it into their hand.\" (CR 701.20a): a card moves from a library to a hand, which mtgtable compiles "
        "as its reveal-top verb; phase writes the move as a bounce of the player. No permanent returns.",
        ("Goblin Guide",)),
    Verdict(
        r"^bounce: only phase has spell\(target=\?\{\"id\":0,\"type\":\"TrackedSet\"\}\)$", "neither",
        "Intuition: \"Target opponent chooses one. Put that card into your hand and the rest into your "
        "graveyard.\": phase writes the split as a choice and a move of the tracked set of found cards, mtgtable "
        "as its search's chosen_hand_rest_graveyard destination (CR 701.23a). No permanent returns.",
        ("Intuition",)),
    Verdict(
        r"^search: filter mtgtable=card x3 phase=\?\{\"type\":\"Any\"\} x3; to mtgtable=chosen_hand_rest_graveyard "
        r"phase=hand$", "phase",
        "Intuition: \"Search your library for three cards and reveal them. Target opponent chooses one. Put that "
        "card into your hand and the rest into your graveyard.\" (CR 701.23a): mtgtable's search (exactly three) "
        "puts the opponent's choice into the hand and the rest into the graveyard; phase's search puts the found "
        "cards into the hand.", ("Intuition",)),
    Verdict(
        r"^counter_spell: only phase has ", "neither",
        "Counterbalance (\"counter that spell if it has the same mana value as the revealed card\") and Consign to "
        "Memory (\"Counter target triggered ability or colorless spell\", CR 701.5a): mtgtable compiles these as "
        "their own verbs (a conditional counter after a reveal; a counter of an ability or spell), phase as its "
        "Counter; the same counter.", ("Counterbalance", "Consign to Memory")),
    Verdict(
        r"^\w+: ctx mtgtable=trigger:you_scry(\+if)? phase=trigger:phase:Scry(\+if)?$", "neither",
        "\"Whenever you scry\" (CR 701.22a): mtgtable's you_scry trigger and phase's Scry trigger are the same event.",
        ("Knowledge and Power", "Flamespeaker Adept", "Arwen Undómiel")),
    Verdict(
        r"^gain_life: ctx mtgtable=trigger:you_attack phase=trigger:phase:YouAttack$", "neither",
        "Path of Bravery: \"Whenever one or more creatures you control attack\" is \"whenever you attack\" (CR 508.1: "
        "the active player declares attackers); phase's YouAttack trigger names it with a filter the normaliser "
        "does not read.", ("Path of Bravery",)),
    Verdict(
        r"^pump: only mtgtable has spell\(keywords=-, target=each:creature_opponent_controls, until=end_of_turn\)$",
        "phase",
        "Zealous Persecution: \"creatures you control get +1/+1 and creatures your opponents control get -1/-1\": two "
        "instructions joined by \"and\", both followed (CR 608.2c); phase keeps only the first.",
        ("Zealous Persecution",)),
    Verdict(
        r"^counters: ctx mtgtable=trigger:cast_spell:artifact phase=trigger:cast_spell:and\(artifact,typed\(any-type\)"
        r":mv>=4\)$", "neither",
        "Zuri, Warrior of Wakanda: \"an artifact spell with mana value 4 or greater\" (CR 202.3): mtgtable's trigger "
        "carries mv_at_least 4 in its spell_filter, which the normaliser does not write. Same trigger.",
        ("Zuri, Warrior of Wakanda",)),
    Verdict(
        r"^search: filter mtgtable=(creature|artifact) phase=(creature|artifact) \?\{", "neither",
        "Birthing Pod (\"a creature card with mana value equal to 1 plus the sacrificed creature's mana value\", "
        "mtgtable's mv_sacrificed_plus 1) and Urza's Saga (\"an artifact card with mana cost {0} or {1}\", mtgtable's "
        "mana_cost_in): both filters are in mtgtable's record (CR 202.3, 701.23a); the normaliser writes phase's as "
        "its shape and not mtgtable's. Same search.", ("Birthing Pod", "Urza's Saga")),
)


def find_verdict(label: str, card: str) -> Verdict | None:
    for v in VERDICTS:
        if re.search(v.pattern, label) and (not v.cards or card in v.cards):
            return v
    return None


def verdict_for(label: str, card: str) -> str:
    """The settled verdict for a disagreement class, or "not yet settled"."""
    v = find_verdict(label, card)
    return v.render() if v is not None else "not yet settled"
