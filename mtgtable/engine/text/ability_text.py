"""Readable text for an ability, from its data: what the engine will do.

Each ability renders as sentences, each a template with fields
(:func:`describe`), so the GUI translates the template and fills in the same
fields, as for events.  Fields hold numbers, mana symbols and target
descriptions (``TARGET_SPECS``, translated in context ``engine-args``), never
English fragments.  :func:`ability_text` is the English.  Rendering a compiled
ability and comparing it with the Oracle line it came from checks the
compiler (``mtgtable.oracle.roundtrip``).
"""

from __future__ import annotations

from typing import Any, Mapping

from ..data.cards import Ability, parse_ability
from ..errors import fill
from ..rules.target_filters import describe as describe_spec
from .player_text import named_static_sentences, player_sentences
from .cast_history_text import history_head, is_history_trigger
from .stack_text import cast_trigger_head, stack_sentences, stack_static
from .sentences import Sentence, T, count, who

_COLOR_WORDS = {"W": T("white"), "U": T("blue"), "B": T("black"), "R": T("red"), "G": T("green")}


_TRIGGERS = {
    "etb": T("When this enters"), "dies": T("When this dies"),
    "put_into_graveyard": T("When this is put into a graveyard from the battlefield"), "attacks": T("Whenever this attacks"),
    "blocks": T("Whenever this blocks"), "becomes_blocked": T("Whenever this becomes blocked"),
    "combat_damage_player": T("Whenever this deals combat damage to a player"),
    "combat_damage_creature": T("Whenever this deals combat damage to a creature"),
    "upkeep": T("At the beginning of your upkeep"), "upkeep_each": T("At the beginning of each upkeep"),
    "upkeep_enchanted_player": T("At the beginning of enchanted player's upkeep"),  # enchant_player.py
    "end_step": T("At the beginning of your end step"), "end_step_each": T("At the beginning of the end step"),
    "draw_step": T("At the beginning of your draw step"),
    "draw_step_each": T("At the beginning of each player's draw step"),
    "begin_combat": T("At the beginning of combat on your turn"), "end_of_combat_each": T("At end of combat"),
    "cast_spell": T("Whenever you cast a spell"), "cast_spell_noncreature": T("Whenever you cast a noncreature spell"),
    "cast_spell_instant_or_sorcery": T("Whenever you cast an instant or sorcery spell"),
    "cast_spell_creature": T("Whenever you cast a creature spell"),
    "cast_spell_opponent": T("Whenever an opponent casts a spell"),
    "cast_self": T("When you cast this spell"),
    "milled_self": T("When this card is put into your graveyard from your library"),  # library_actions.py
    "cast_spell_opponent_noncreature": T("Whenever an opponent casts a noncreature spell"),
    "cast_spell_opponent_creature": T("Whenever an opponent casts a creature spell"),
    "cast_spell_opponent_instant_or_sorcery": T("Whenever an opponent casts an instant or sorcery spell"),
    "landfall": T("Whenever a land you control enters"),
    "attacks_alone": T("Whenever a creature you control attacks alone"),
    "becomes_tapped": T("Whenever this becomes tapped"),
    "turned_face_up": T("When this is turned face up"),  # CR 708.11 (face_down.py)
    "play_another_land": T("Whenever you play another land"),
    "reflexive": T("When you do"),
    "leaves_battlefield": T("When this leaves the battlefield"),
    "opponent_gains_life": T("Whenever an opponent gains life"),  # graveyard_triggers.py (CR 119.9)
    "you_gain_life": T("Whenever you gain life"),  # keyword_counters.py (CR 119.9)
    "enchanted_deals_damage": T("Whenever enchanted creature deals damage"),  # damage_triggers.py (CR 603.2)
    "dealt_damage": T("Whenever this is dealt damage"),  # damage_triggers.py (CR 603.2)
    "you_attack": T("Whenever one or more creatures you control attack"),
    "you_scry": T("Whenever you scry"),  # library_effects.py (CR 701.22)  # combat_flow.py (CR 508.1, 603.2)
    "opponent_searches": T("Whenever an opponent searches their library"),  # search_triggers.py (CR 701.23)
    "opponent_draws": T("Whenever an opponent draws a card"),  # operations.draw (CR 121.2)
    "opponent_draws_second": T("Whenever an opponent draws their second card each turn"),
    "opponent_draws_extra": T("Whenever an opponent draws a card except the first one they draw in each of their "
                              "draw steps"),  # draw_triggers.py (CR 121.2)
}


def _mana(produce: str) -> str:
    if produce == "any":
        return T("one mana of any color")
    if produce == "exiled_colors":  # linked_effects.py (CR 607.2a)
        return T("one mana of any of the exiled card's colors")
    if produce == "legendary_colors":  # mana_abilities.py (Mox Amber)
        return T("one mana of any color among legendary creatures and planeswalkers you control")
    if " " in produce:  # a filter land's "U|R U|R": {U}{U}, {U}{R}, or {R}{R}
        a, b = produce.split()[0].split("|")[:2]
        return f"{{{a}}}{{{a}}}, {{{a}}}{{{b}}}, or {{{b}}}{{{b}}}"
    if "|" in produce:
        parts = [f"{{{c}}}" for c in produce.split("|")]
        return " or ".join(parts) if len(parts) == 2 else ", ".join(parts[:-1]) + ", or " + parts[-1]
    return "".join(f"{{{c}}}" for c in produce)


def _inner_sentences(abilities: Any) -> list[Sentence]:
    """The sentences of abilities an effect grants or a token has (as the card data records them)."""
    return [s for raw in abilities for s in describe(parse_ability(raw, "~"))]


#: The card types of "If it was a creature card" (translated words, as fields).
_WAS_TYPES = {"Creature": T("creature"), "Artifact": T("artifact"), "Land": T("land"),
              "Enchantment": T("enchantment"), "Instant": T("instant"), "Sorcery": T("sorcery"),
              "Planeswalker": T("planeswalker")}


def _one_verb_each(ab: Ability) -> list[Sentence] | None:
    """"Destroy six target creatures." (Hex), "Untap two target lands." (Garruk Wildspeaker): one verb on each
    of N targets of one word "target" (``distinct_targets``, CR 115.3) read as one sentence; None otherwise."""
    from .same_name_text import PLURALS
    n = len(ab.targets)
    if ab.params.get("distinct_targets") is not True or n < 2 or len(ab.effects) != n or len(set(ab.targets)) != 1 \
            or ab.targets[0] not in PLURALS:
        return None
    verb = ab.effects[0].get("do")
    if verb not in ("tap", "untap", "destroy", "exile", "bounce") \
            or any(dict(e) != {"do": verb, "target": i} for i, e in enumerate(ab.effects)):
        return None
    return effect_sentences(ab, {"do": "on_targets", "verb": verb, "targets": list(range(n)), "min": n})


def _named_before(ab: Ability, e: Mapping[str, Any], target: int) -> bool:
    """Whether an effect of the ability before ``e`` (one of its own effects) acts on the same target:
    then ``e`` names it "that creature" as the card does (CR 608.2c), not as a second target."""
    if not any(x is e for x in ab.effects):
        return False  # a nested or rewritten effect: named as its own ability names it
    for x in ab.effects:
        if x is e:
            return False
        if isinstance(x, Mapping) and x.get("target") == target:
            return True
    return False


def effect_sentences(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    """One effect as sentences (templates with fields)."""
    do = e["do"]
    n = e.get("amount", 1)
    if e.get("no_regeneration"):  # CR 701.15b
        from .keyword_text import no_regeneration_sentences
        return no_regeneration_sentences(ab, e, effect_sentences)
    if isinstance(n, Mapping) or isinstance(e.get("power"), Mapping) or isinstance(e.get("toughness"), Mapping):
        from .static_text import counted_sentences  # "for each", "equal to its power" (CR 608.2h)
        return counted_sentences(ab, e, who)
    if do == "damage":
        return [(T("This deals {n} damage to {target}."), {"n": n, "target": who(ab, e.get("target", 0))})]
    if do == "draw":
        player = e.get("who", "you")
        if player == "you":
            return [(T("Draw a card.") if n == 1 else T("Draw {count} cards."), {"count": count(n)})]
        return [(T("{player} draws {count} card(s)."), {"player": who(ab, player), "count": count(n)})]
    if do in ("gain_life", "lose_life"):
        player = e.get("who", "you" if do == "gain_life" else "each_opponent")
        if player == "you":
            return [(T("You gain {n} life.") if do == "gain_life" else T("You lose {n} life."), {"n": n})]
        return [(T("{player} gains {n} life.") if do == "gain_life" else T("{player} loses {n} life."),
                 {"player": who(ab, player), "n": n})]
    simple = {"destroy": T("Destroy {target}."), "exile": T("Exile {target}."),
              "bounce": T("Return {target} to its owner's hand."), "counter": T("Counter {target}."),
              "tap": T("Tap {target}."), "untap": T("Untap {target}."), "sacrifice": T("Sacrifice {target}."),
              "destroy_all": T("Destroy all of {target}."),
              "attach": T("Attach this to {target}.")}  # CR 701.3 (activation_effects.py)
    if do == "exile" and isinstance(e.get("if_was"), Mapping):  # "If it was a creature card, ..." (CR 608.2h)
        kinds = " or ".join(_WAS_TYPES.get(str(t), str(t)) for t in e["if_was"].get("types_any", ()))
        head: list[Sentence] = [(simple["exile"], {"target": who(ab, e.get("target", 0))}),
                                (T("If it was a {type} card:"), {"type": kinds})]
        return head + [s for x in e.get("then", ()) for s in effect_sentences(ab, x)]
    if do == "destroy" and "if_mv_at_most" in e:  # Fatal Push (effects._destroy, CR 608.2c)
        return [(T("Destroy {target} if it has mana value {n} or less."),
                 {"target": who(ab, e.get("target", 0)), "n": int(e["if_mv_at_most"])})]
    if do in simple:
        key = "filter" if do == "destroy_all" else "target"
        default = "each_creature" if do == "destroy_all" else ("self" if do == "sacrifice" else 0)
        subject = e.get(key, default)
        if isinstance(subject, int) and _named_before(ab, e, subject):  # "Tap that creature." (Stun Sniper)
            spec = ab.targets[subject] if subject < len(ab.targets) else ""
            return [(simple[do], {"target": T("that creature") if "creature" in spec else T("that permanent")})]
        return [(simple[do], {"target": who(ab, subject)})]
    if do == "pump":
        args = {"target": who(ab, e.get("target", 0)), "p": int(e.get("power", 0)),
                "t": int(e.get("toughness", 0)), "keywords": ", ".join(e.get("keywords", ()))}
        until = e.get("until", "end_of_turn")
        if until == "next_turn":
            return [(T("{target} gets {p:+d}/{t:+d} until your next turn."), args)]
        if e.get("keywords") and not (args["p"] or args["t"]):
            return [(T("{target} gains {keywords} until end of turn."), args)]
        if e.get("keywords"):
            return [(T("{target} gets {p:+d}/{t:+d} and gains {keywords} until end of turn."), args)]
        return [(T("{target} gets {p:+d}/{t:+d} until end of turn."), args)]
    if do == "counters":
        return [(T("Put {count} {kind} counter(s) on {target}."),
                 {"count": count(n), "kind": e.get("counter", "+1/+1"), "target": who(ab, e.get("target", 0))})]
    if do == "token" and isinstance(e.get("count"), Mapping):
        # "Create X ... tokens, where X is your life total" (Storm Herd; counted as it resolves, CR 608.2h)
        from .static_text import count_sentence
        return effect_sentences(ab, {**e, "count": "X"}) + [count_sentence(e["count"])]
    if do == "token":
        tok = e.get("token", {})
        args = {"count": count(e.get("count", 1)), "name": tok.get("name", "Token"),
                "pt": f"{tok.get('power')}/{tok.get('toughness')}"}
        mine = not (isinstance(e.get("who"), Mapping) and "controller_of" in e["who"])
        if tok.get("power") is None:
            if not mine:  # "Its controller creates a Treasure token." (Buy Your Silence, CR 111.10a)
                return [(T("Its controller creates {count} {name} token(s)."), args)]
            return [(T("Create {count} {name} token(s)."), args)]
        if any(isinstance(a, Mapping) and a.get("static") == "cda_pt" for a in tok.get("abilities", ())):
            args["pt"] = "*/*"  # defined by its own ability (CR 604.3): Voice of Resurgence's Elemental
        args["colors"] = " and ".join(_COLOR_WORDS[c] for c in tok.get("colors", ())) or T("colorless")
        args["keywords"] = ", ".join(k.lower() for k in tok.get("keywords", ()))
        if isinstance(e.get("who"), Mapping) and "player_or_controller_of" in e["who"]:  # Acorn Catapult
            return [(T("{player} creates {count} {pt} {colors} {name} creature token(s)."),
                     {**args, "player": who(ab, e["who"])})]
        if not mine and not tok.get("abilities"):
            # "Its controller creates a 3/3 green Beast creature token" (Beast Within, Swan Song; CR 111.2)
            if args["keywords"]:
                return [(T("Its controller creates {count} {pt} {colors} {name} creature token(s) with {keywords}."),
                         args)]
            return [(T("Its controller creates {count} {pt} {colors} {name} creature token(s)."), args)]
        if args["keywords"]:
            return [(T("Create {count} {pt} {colors} {name} creature token(s) with {keywords}."), args)]
        if tok.get("abilities"):  # "... token with 'This token gets +1/+1 for each artifact you control.'"
            return [(T("Create {count} {pt} {colors} {name} creature token(s) with this ability:"), args),
                    *_inner_sentences(tok["abilities"])]
        return [(T("Create {count} {pt} {colors} {name} creature token(s)."), args)]
    if do == "gain_ability":  # 'This Saga gains "{T}: Add {C}."' (ability_grants.py, CR 611.2a, 613.1f)
        return [(T("This permanent gains this ability for as long as it stays on the battlefield:"), {}),
                *_inner_sentences(e.get("abilities", ()))]
    if do == "mill":
        return [(T("{player} mills {count} card(s)."), {"player": who(ab, e.get("who", "you")), "count": count(n)})]
    if do == "discard" and isinstance(e.get("who"), Mapping) and "owner_of" in e["who"]:  # Dinrova Horror
        return [(T("Its owner discards {count} card(s)."), {"count": count(n)})]
    if do == "discard":
        return [(T("{player} discards {count} card(s)."),
                 {"player": who(ab, e.get("who", "you")), "count": count(n)})]
    if do == "choose_creature_type":  # Distant Melody (type_choice_effects, CR 205.3m)
        return [(T("Choose a creature type."), {})]
    if do == "add_mana":
        return [(T("Add {mana}."), {"mana": _mana(str(e.get("mana", "")))})]
    if do == "prevent":
        return [(T("Prevent the next {n} damage that would be dealt to {target} this turn."),
                 {"n": n, "target": who(ab, e.get("target", 0))})]
    if do == "fight":
        return [(T("{target} fights {other}."), {"target": who(ab, e.get("target", 0)),
                                                 "other": who(ab, e.get("other", 1))})]
    if do == "extra_turn":
        return [(T("{player} takes an extra turn after this one."), {"player": who(ab, e.get("who", "you"))})]
    if do == "search":
        where = e.get("to", "battlefield")
        if where == "top":
            return [(T("Search your library for {what}, then shuffle and put that card on top."),
                     {"what": e.get("what", "a card")})]
        if where == "graveyard":
            return [(T("Search your library for {what}, put that card into your graveyard, then shuffle."),
                     {"what": e.get("what", "a card")})]
        if where == "hand":
            return [(T("Search your library for {what}, put it into your hand, then shuffle."),
                     {"what": e.get("what", "a card")})]
        if e.get("tapped"):
            return [(T("Search your library for {what}, put it onto the battlefield tapped, then shuffle."),
                     {"what": e.get("what", "a card")})]
        return [(T("Search your library for {what}, put it onto the battlefield, then shuffle."),
                 {"what": e.get("what", "a card")})]
    if do == "sacrifice_unless_pay":
        return [(T("Sacrifice this unless you pay {cost}."), {"cost": e.get("mana", "")})]
    if do == "sacrifice_unless_return":  # unless_return.py (CR 118.12)
        return [(T("Sacrifice this unless you return an untapped {kind} you control to its owner's hand."),
                 {"kind": e.get("subtype", "")})]
    if do == "return_own":
        types = list((e.get("filter") or {}).get("types", ()))
        if types == ["Creature"]:
            return [(T("Return a creature you control to its owner's hand."), {})]
        if not types:
            return [(T("Return a permanent you control to its owner's hand."), {})]
        return [(T("Return a land you control to its owner's hand."), {})]
    if do == "may":
        inner = [s for x in e.get("effects", ()) for s in effect_sentences(ab, x)]
        return [(T("You may:"), {})] + inner
    if do == "mill_repeat_shared_color":  # repeat_effects.py (Grindstone, CR 701.17a)
        return [(T("{player} mills 2 cards. If two cards that share a color were milled this way, repeat this "
                   "process."), {"player": who(ab, e.get("who", 0))})]
    if do == "repeat_may":  # repeat_effects.py (CR 608.2d)
        inner = [s for x in e.get("effects", ()) for s in effect_sentences(ab, x)]
        return inner + [(T("You may repeat this process any number of times."), {})]
    if do == "if_condition":
        from .static_text import condition_sentence  # "... instead if you control three or more artifacts"
        body = [s for x in e.get("effects", ()) for s in effect_sentences(ab, x)]
        other = [s for x in e.get("otherwise", ()) for s in effect_sentences(ab, x)]
        cond = e.get("if")
        return [(T("If the condition holds as it resolves:"), {}), *body,
                condition_sentence(cond if isinstance(cond, Mapping) else {}),
                *([(T("Otherwise:"), {})] + other if other else [])]
    if do == "chain_copy" and "pay" in e:  # Chain Lightning (chain_copies.py, CR 707.10)
        return [(T("{player} may pay {cost}. If the player does, they may copy this spell and may choose a new target "
                   "for that copy."), {"player": who(ab, e.get("who", 0)), "cost": str(e["pay"])})]
    if do == "chain_copy":  # Chain of Vapor (chain_copies.py, CR 707.10)
        return [(T("{player} may sacrifice a land of their choice. If the player does, they may copy this spell and "
                   "may choose a new target for that copy."), {"player": who(ab, e.get("who", 0))})]
    if do in ("if_kicked", "if_target_color", "if_additional_paid", "if_target_has", "if_target_controller"):
        from .casting_text import conditional_sentences  # CR 702.33d; "if it's blue" (608.2c)
        return conditional_sentences(ab, e, effect_sentences)
    if do in ("may_pay", "may_discard"):
        from .static_text import effect_sentences as paid_sentences  # "you may pay {4}. If you do" (608.2d)
        found_paid = paid_sentences(e, [s for x in e.get("effects", ()) for s in effect_sentences(ab, x)])
        if found_paid is not None:
            return found_paid
    if do in ("remove_counters", "sacrifice_then", "untap_found_if"):
        from .state_trigger_text import effect_sentences as state_sentences  # state_triggers.py
        found_state = state_sentences(ab, e, effect_sentences)
        if found_state is not None:
            return found_state
    if do == "animate":
        from .animation_text import animate_sentences  # creature lands and Vehicles (animation.py)
        return animate_sentences(ab, e)
    if do == "become_monarch":  # monarch.py (CR 724)
        return [(T("You become the monarch."), {})]
    if do == "look_reveal_transform":  # transform.py (CR 701.28)
        return [(T("Look at the top card of your library. You may reveal that card. If an instant or sorcery card "
                   "is revealed this way, transform this."), {})]
    if do == "monstrosity":  # keyword_counters.py (CR 701.37a)
        return [(T("Monstrosity {n} (if this isn't monstrous, put {n} +1/+1 counter(s) on it and it becomes "
                   "monstrous)."), {"n": int(e.get("amount", 1))})]
    if do == "amass":  # draw_triggers.py (CR 701.47a)
        return [(T("Amass {kind} {n}."), {"kind": e.get("subtype", "Orc"), "n": e.get("amount", 1)})]
    if do == "hideaway":  # hideaway.py (CR 702.75a)
        return [(T("Look at the top {n} cards of your library, exile one of them face down, then put the rest "
                   "on the bottom of your library in a random order."), {"n": e.get("amount", 4)})]
    if do == "put_self_from_hand":  # hand_abilities.py (CR 113.6, 702.49a)
        if e.get("attacking"):
            return [(T("Put this card onto the battlefield from your hand tapped and attacking."), {})]
        if e.get("tapped"):
            return [(T("Put this card from your hand onto the battlefield tapped."), {})]
        return [(T("Put this card from your hand onto the battlefield."), {})]
    if do == "get_energy":  # energy.py (CR 122.1f)
        return [(T("You get {n} energy counter(s)."), {"n": n})]
    if do == "pay_any_energy":  # energy.py (CR 107.14)
        return [(T("You may pay any amount of energy."), {})]
    if do == "exile_self_from_graveyard":  # graveyard_triggers.py (CR 113.6k)
        return [(T("Exile this card."), {})]
    if do == "return_self_to_hand":  # graveyard_triggers.py (CR 113.6k)
        return [(T("Return this card from your graveyard to your hand."), {})]
    if do == "return_it":  # linked_effects.py (CR 603.10a)
        return [(T("Return it to its owner's hand."), {})]
    if do in ("exile_from_hand_linked", "exile_linked", "return_linked"):  # CR 607 (linked_effects.py)
        return _linked_sentences(ab, e)
    if do == "regenerate":  # CR 701.15a (keyword_actions.py)
        return [(T("Regenerate {target}."), {"target": who(ab, e.get("target", "self"))})]
    if do == "counter_unless_pay" and e.get("zone") == "exile":  # Syncopate (CR 118.12, 614.1a)
        return [(T("Counter {target} unless its controller pays {cost}. If that spell is countered this way, exile "
                   "it instead of putting it into its owner's graveyard."),
                 {"target": who(ab, e.get("target", 0)), "cost": e.get("mana", "")})]
    if do == "counter_unless_pay":  # CR 118.12 (keyword_actions.py)
        return [(T("Counter {target} unless its controller pays {cost}."),
                 {"target": who(ab, e.get("target", 0)), "cost": e.get("mana", "")})]
    from .restriction_text import effect_sentences as restriction_sentences  # casting_rules, block_rules
    found = restriction_sentences(ab, e, who)
    if found is not None:
        return found
    found = player_sentences(ab, e, who)  # edicts, piles, naming, curses (player_effects.py, naming.py)
    if found is not None:
        return found
    from .zone_text import zone_sentences  # flicker, pacts, tokens attacking (zone_effects.py)
    found_zone = zone_sentences(ab, e, effect_sentences, who)
    if found_zone is not None:
        return found_zone
    from .library_action_text import library_action_sentences  # "up to two basic land cards" (library_actions.py)
    found = library_action_sentences(ab, e, effect_sentences)
    if found is not None:
        return found
    from .library_text import library_sentences  # library and hand effects (library_effects.py)
    found = library_sentences(ab, e)
    if found is not None:
        return found
    found = stack_sentences(ab, e, effect_sentences, who, count)  # copies, storm, cascade, "unless pays"
    if found is not None:
        return found
    from .copy_text import copy_sentences  # token copies (copy_effects.py, CR 707.2)
    found = copy_sentences(ab, e, who)
    if found is not None:
        return found
    from .protection_text import protection_sentences  # "gains protection from ..." (protection_grants.py)
    found = protection_sentences(ab, e, who)
    if found is not None:
        return found
    from .mass_text import mass_sentences  # "Destroy all artifacts" (mass_effects.py)
    found = mass_sentences(ab, e, who)
    if found is not None:
        return found
    from .same_name_text import same_name_sentences  # same name, spell or ability (same_name.py, CR 201.2)
    found = same_name_sentences(ab, e, who)
    if found is not None:
        return found
    from .mode_text import mode_sentences  # charms' modes: Orzhov Charm, Jeska's Will (mode_effects.py)
    found = mode_sentences(ab, e, who)
    if found is not None:
        return found
    return [(T("({effect})"), {"effect": do})]


def _linked_sentences(ab: Ability, e: Mapping[str, Any]) -> list[Sentence]:
    """Imprint, "exile ... (remembered)", "return the exiled card" (``linked_effects``, CR 607.2a)."""
    do = e["do"]
    if do == "exile_from_hand_linked":
        none_of = sorted((e.get("filter") or {}).get("types_none", ()))
        may = bool(e.get("may"))
        if none_of == ["Artifact", "Land"]:
            text = T("You may exile a nonartifact, nonland card from your hand.") if may else \
                T("Exile a nonartifact, nonland card from your hand.")
        elif none_of == ["Land"]:
            text = T("You may exile a nonland card from your hand.") if may else T("Exile a nonland card from your hand.")
        elif (e.get("filter") or {}).get("colorless"):
            text = T("You may exile a colorless card with mana value {n} or greater from your hand.") if may else \
                T("Exile a colorless card with mana value {n} or greater from your hand.")
            return [(text, {"n": int((e.get("filter") or {}).get("mv_at_least", 0))})]
        else:
            text = T("You may exile a card from your hand.") if may else T("Exile a card from your hand.")
        return [(text, {})]
    if do == "exile_linked":
        if e.get("until"):  # CR 610.3c
            return [(T("Exile {target} until this leaves the battlefield."), {"target": who(ab, e.get("target", 0))})]
        if e.get("same_name"):  # Detention Sphere (CR 201.2)
            return [(T("Exile {target} and all other permanents with the same name as that permanent."),
                     {"target": who(ab, e.get("target", 0))})]
        return [(T("Exile {target}."), {"target": who(ab, e.get("target", 0))})]
    if e.get("to") == "hand":
        return [(T("Return the exiled card to its owner's hand."), {})]
    if e.get("plural"):  # Detention Sphere: every card it exiled (CR 607.2a)
        return [(T("Return the exiled cards to the battlefield under their owner's control."), {})]
    return [(T("Return the exiled card to the battlefield under its owner's control."), {})]


def describe(ab: Ability) -> list[Sentence]:
    """The ability as sentences (templates with fields)."""
    out: list[Sentence] = []
    if "keyword" in ab.params:
        from .keyword_text import keyword_sentences  # toxic, bushido, flanking, partner ... (keyword_effects.py)
        found = keyword_sentences(ab)
        if found is not None:
            return found
    if ab.params.get("special_action") == "suspend":  # suspend.py (CR 702.62a)
        return [(T("Suspend {n}—{cost}: rather than cast this card from your hand, pay {cost} and exile it with {n} "
                   "time counter(s) on it. At the beginning of your upkeep, remove a time counter. When the last is "
                   "removed, you may cast it without paying its mana cost; a creature cast this way has haste."),
                 {"n": ab.params.get("n", 1), "cost": ab.cost.text})]
    if ab.modes:
        from .casting_text import modal_sentences  # "Choose one —" and its modes (CR 700.2)
        return modal_sentences(ab, describe)
    effects = _one_verb_each(ab) or [s for e in ab.effects for s in effect_sentences(ab, e)]
    if any("#" in t for t in ab.targets):
        from .condition_text import counted_target_sentences  # "where X is the number of Faeries you control"
        effects += counted_target_sentences(ab)
    if ab.kind in ("mana", "activated") and ab.params and "crew" not in ab.params:
        from ..data.activation_params import OWN_PARAMS
        if not OWN_PARAMS.isdisjoint(ab.params):
            from .activation_text import activation_sentences  # costs beyond mana, "once each turn" (CR 602.2b)
            return activation_sentences(ab, effects, _mana, effect_sentences, _condition)
    if ab.kind == "mana":
        out.append((T("{cost}: Add {mana}."), {"cost": ab.cost.text, "mana": _mana(ab.produce)}))
        alt = ab.params.get("instead")
        if isinstance(alt, Mapping) and "control_subtypes" in alt:
            out.append((T("If you control {lands}, add {mana} instead."),
                        {"lands": " and ".join("an " + " ".join(t) for t in alt.get("control_subtypes", ())),
                         "mana": _mana(str(alt.get("produce", "")))}))
        if ab.params.get("damage_to_you"):
            out.append((T("This deals {n} damage to you."), {"n": ab.params["damage_to_you"]}))
        extras = _mana_extras(ab)
        if ab.produce in ("lands:opponents", "lands:yours"):
            out = out[1:]
        if ab.params.get("different_colors"):  # Interplanar Beacon (mana_abilities.color_problem)
            out[0] = (T("{cost}: Add two mana of different colors."), {"cost": ab.cost.text})
        out += extras
        if ab.params.get("chosen_color"):  # engine.chosen_color: no colour chosen yet
            out = [(T("{cost}: Add {mana} or one mana of the chosen color.") if ab.produce
                    else T("{cost}: Add one mana of the chosen color."), {"cost": ab.cost.text, "mana": _mana(ab.produce)})]
        elif ab.produce == "":
            out = [(T("{cost}: Add nothing (no commander in this game)."), {"cost": ab.cost.text})]
        return out
    if ab.kind == "activated":
        if "crew" in ab.params:
            from .animation_text import crew_sentences  # Crew N (CR 702.122a, crew.py)
            out += crew_sentences(ab)
        else:
            out.append((T("{cost}:"), {"cost": ab.cost.text}))
        out += effects
        if ab.sorcery_speed:
            out.append((T("Activate only as a sorcery."), {}))
        out += _condition(ab)
        return out
    if ab.kind == "triggered" and ab.trigger == "chapter":  # a Saga's chapter ability (CR 714.2a)
        numerals = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI"}
        return [(T("Chapter {chapters} —"), {"chapters": ", ".join(numerals.get(int(n), str(n))
                                                                  for n in ab.params.get("chapters", ()))}),
                *effects]
    if ab.kind == "triggered":
        key = ab.trigger
        if ab.params.get("whose") == "each":
            key += "_each"
        elif ab.params.get("whose") == "opponent":
            key += "_opponent"
        elif ab.params.get("whose") == "enchanted_player":  # a curse (enchant_player.py)
            key += "_enchanted_player"
        if ab.params.get("spell"):
            key += "_" + str(ab.params["spell"])
        if key == "no_counters":
            from .state_trigger_text import trigger_sentence  # a state trigger (CR 603.8)
            out.append(trigger_sentence(ab))
        if ab.trigger == "creature_enters":
            from .condition_text import enters_head  # "Whenever another creature enters" (enter_triggers.py)
            out.append(enters_head(ab))
        elif ab.trigger == "becomes_target":  # targeted_triggers.py (CR 115.1)
            out.append((T("Whenever this becomes the target of a spell or ability an opponent controls,")
                        if ab.params.get("by") == "opponent"
                        else T("Whenever this becomes the target of a spell or ability,"), {}))
        elif ab.trigger == "creature_to_graveyard":  # Bridge from Below (graveyard_triggers.py, CR 113.6k)
            mine = ab.params.get("whose") == "you"
            if ab.params.get("nontoken"):
                out.append((T("Whenever a nontoken creature is put into your graveyard from the battlefield,") if mine
                            else T("Whenever a nontoken creature is put into an opponent's graveyard from the "
                                   "battlefield,"), {}))
            else:
                out.append((T("Whenever a creature is put into your graveyard from the battlefield,") if mine
                            else T("Whenever a creature is put into an opponent's graveyard from the battlefield,"),
                            {}))
        elif is_history_trigger(ab):
            out += history_head(ab)  # "Whenever a player casts their second spell each turn" (spells_cast.py)
        elif ab.trigger == "cast_spell" and ab.params.get("targets_self"):
            out.append((T("Whenever you cast a spell that targets this,"), {}))  # heroic (spells_cast.py)
        elif ab.trigger == "cast_spell" and ab.params.get("spell_filter"):
            out.append(cast_trigger_head(ab))  # "Whenever you cast a green spell" (spells_cast.py)
        else:
            out.append((T("{trigger},"), {"trigger": _TRIGGERS.get(key, key)}))
        cond = ab.params.get("if")
        if isinstance(cond, Mapping) and "control_none" in cond:
            out.append((T("if you control no {types},"), {"types": ", ".join(cond["control_none"])}))
        if ab.params.get("if_kicked"):
            out.append((T("if it was kicked,"), {}))  # (spells_cast.py, CR 603.4, 702.33d)
        if isinstance(cond, Mapping) and cond.get("self_tapped"):
            out.append((T("if this is tapped,"), {}))
        if isinstance(cond, Mapping) and cond.get("self_in_graveyard"):
            out.append((T("if this card is in your graveyard,"), {}))
        if isinstance(cond, Mapping) and isinstance(cond.get("trigger_creature_pt"), (list, tuple)):
            out.append((T("if that creature is {p}/{t},"), {"p": int(cond["trigger_creature_pt"][0]),
                                                            "t": int(cond["trigger_creature_pt"][1])}))
        if isinstance(cond, Mapping) and isinstance(cond.get("control"), Mapping):  # trigger_conditions.py
            out.append((T("if you control a {type} planeswalker,"),
                        {"type": " ".join(cond["control"].get("subtypes_any", ()))}))
        if isinstance(cond, Mapping) and isinstance(cond.get("another_named"), str):
            out.append((T("if you control another creature named {card},"), {"card": cond["another_named"]}))
        return out + effects
    if ab.kind == "spell":
        return effects
    if ab.kind == "static":
        return _static(ab)
    if ab.kind in ("aura", "equip"):
        g = ab.params.get("grants", {})
        args = {"p": int(g.get("power", 0)), "t": int(g.get("toughness", 0)),
                "keywords": ", ".join(g.get("keywords", ())), "cost": ab.cost.text}
        head = (T("Equip {cost}."), args)
        if ab.kind == "aura":
            spec = ab.targets[0] if ab.targets else "creature"
            head = (T("Enchant creature."), {}) if spec == "creature" else \
                (T("Enchant ({what})."), {"what": describe_spec(spec)})
            if not g:
                return [head]
        from .static_text import grant_sentences  # "for each", "as long as", "doesn't untap"
        from .restriction_text import grant_sentences as rule_grants  # "can't attack or block" (block_rules)
        live = grant_sentences(g, "attached") + rule_grants(g)
        if g.get("abilities"):  # "Enchanted creature has "..."" (attached_abilities, CR 613.1f)
            live = live + [(T("It has this ability:"), {}), *_inner_sentences(g["abilities"])]
        if g.get("cant_attack_you"):  # the Vows (block_rules, CR 508.1c)
            live = live + [(T("It can't attack you or planeswalkers you control."), {})]
        if g.get("cant_activate"):  # Arrest (activation_bans, CR 602.5)
            live = live + [(T("Its activated abilities can't be activated."), {})]
        if "for_each" in g:
            return [head, *([(T("It has {keywords}."), args)] if args["keywords"] else []), *live]
        if (g.get("doesnt_untap") or g.get("cant_attack") or g.get("cant_block") or g.get("abilities")
                or g.get("cant_activate") or g.get("cant_attack_you")) \
                and not (args["p"] or args["t"] or args["keywords"]):
            return [head, *live]
        out = [head, (T("It gets {p:+d}/{t:+d} and has {keywords}.") if args["keywords"]
                      else T("It gets {p:+d}/{t:+d}."), args), *live]
        return out
    return [(T("({kind})"), {"kind": ab.kind})]


def _mana_extras(ab: Ability) -> list[Sentence]:
    """What ``engine.mana_abilities`` adds to a mana ability, as sentences."""
    out: list[Sentence] = []
    if ab.produce == "lands:opponents":
        out = [(T("{cost}: Add one mana of any color that a land an opponent controls could produce."),
                {"cost": ab.cost.text})]
    elif ab.produce == "lands:yours":
        out = [(T("{cost}: Add one mana of any type that a land you control could produce."), {"cost": ab.cost.text})]
    if ab.params.get("for_each") == "creature_you_control":
        out.append((T("(That much for each creature you control.)"), {}))
    elif isinstance(ab.params.get("for_each"), Mapping):
        from .static_text import count_sentence  # "for each Elf you control"
        out += [(T("(That much X times.)"), {}), count_sentence(ab.params["for_each"])]
    alt = ab.params.get("instead")
    if isinstance(alt, Mapping) and "linked" in alt:  # Ugin's Labyrinth (linked_effects.py, CR 607.2a)
        out.append((T("If a card is exiled with this, add {mana} instead."), {"mana": _mana(str(alt.get("produce", "")))}))
    if isinstance(alt, Mapping) and "counter" in alt:
        out.append((T("If this has a {kind} counter on it, add {mana} instead."),
                    {"kind": alt["counter"], "mana": _mana(str(alt.get("produce", "")))}))
    if ab.params.get("opponents_gain_life"):
        out.append((T("Each opponent gains {n} life."), {"n": ab.params["opponents_gain_life"]}))
    if ab.params.get("return_next_untap"):
        out.append((T("During your next untap step, as you untap your permanents, return this to its owner's "
                      "hand."), {}))
    out += _condition(ab)
    if "spend_only" in ab.params:
        from .restricted_text import spend_sentences  # CR 106.6 (restricted_mana.py)
        out += spend_sentences(ab)
    if ab.params.get("sacrifice_without_counter"):
        out.append((T("If there are no {kind} counters on this, sacrifice it."),
                    {"kind": ab.params["sacrifice_without_counter"]}))
    return out


def _condition(ab: Ability) -> list[Sentence]:
    """``only_if``: "Activate only if ..." (CR 602.5b)."""
    out: list[Sentence] = []
    cond = ab.params.get("only_if")
    if isinstance(cond, Mapping):
        if "opponent_lands_at_least" in cond:
            out.append((T("Activate only if an opponent controls {n} or more lands."),
                        {"n": cond["opponent_lands_at_least"]}))
        elif "artifacts_at_least" in cond:
            out.append((T("Activate only if you control {n} or more artifacts."), {"n": cond["artifacts_at_least"]}))
        elif "lands_at_least" in cond:
            out.append((T("Activate only if you control {n} or more lands."), {"n": cond["lands_at_least"]}))
        elif "control_type" in cond:
            out.append((T("Activate only if you control an artifact."), {}))
        else:
            out.append((T("Activate only if you control a {types}."),
                        {"types": " or a ".join(cond.get("control_subtype", ()))}))
    return out


def _static(ab: Ability) -> list[Sentence]:
    st = ab.static
    if st == "enters_tapped":
        unless = ab.params.get("unless") or {}
        if "pay_life" in unless:
            return [(T("As this enters, you may pay {n} life. If you don't, it enters tapped."),
                     {"n": unless["pay_life"]})]
        if "reveal" in unless:
            what = " or ".join((unless.get("reveal") or {}).get("subtypes_any", ()))
            if unless.get("or_control_subtype"):
                return [(T("As this enters, you may reveal a {what} card from your hand. This enters tapped unless "
                           "you revealed one this way or you control a {what}."), {"what": what})]
            return [(T("As this enters, you may reveal a {what} card from your hand. If you don't, it enters tapped."),
                     {"what": what})]
        if "control_subtype" in unless:
            return [(T("This enters tapped unless you control a {types}."),
                     {"types": " or a ".join(unless["control_subtype"])})]
        for key, template in (("other_lands_at_most", T("This enters tapped unless you control {n} or fewer other lands.")),
                              ("other_lands_at_least", T("This enters tapped unless you control {n} or more other lands.")),
                              ("basic_lands_at_least", T("This enters tapped unless you control {n} or more basic lands.")),
                              ("opponents_at_least", T("This enters tapped unless you have {n} or more opponents.")),
                              ("own_turn_at_most", T("This enters tapped unless it's one of your first {n} turns of the game."))):
            if key in unless:
                return [(template, {"n": count(unless[key])})]
        return [(T("This enters tapped."), {})]
    if st == "anthem" and isinstance(ab.params.get("grants", {}).get("if"), Mapping):
        # "As long as your life total is greater than or equal to your starting life total, creatures you
        # control get +1/+1." (Path of Bravery): the anthem, then its condition (counts.condition)
        from dataclasses import replace
        from .static_text import condition_sentence
        grants = ab.params["grants"]
        plain = replace(ab, params={**ab.params, "grants": {k: v for k, v in grants.items() if k != "if"}})
        return _static(plain) + [condition_sentence(grants["if"])]
    if st == "anthem":
        from .anthem_text import group_sentences  # tokens, "with a +1/+1 counter on it" (static_pt.fits)
        grouped = group_sentences(ab)
        if grouped is not None:
            return grouped
        g = ab.params.get("grants", {})
        if g.get("abilities"):  # 'Creatures you control have "..."' (attached_abilities, CR 613.1f)
            return [(T("Other creatures you control have this ability:") if ab.params.get("other")
                     else T("Creatures you control have this ability:"), {}), *_inner_sentences(g["abilities"])]
        args = {"p": int(g.get("power", 0)), "t": int(g.get("toughness", 0)), "keywords": ", ".join(g.get("keywords", ()))}
        filt = ab.params.get("filter")
        from .anthem_text import have_sentences  # "and have flying", "and have islandwalk" (CR 613.1f, 702.14)
        have = have_sentences(g)  # (a list of words: the keyword names are the engine's, as elsewhere)
        if have and not (args["p"] or args["t"]):
            head: list[Sentence] = []
        elif isinstance(filt, Mapping) and filt:
            args["kinds"] = " and/or ".join([*(_COLOR_WORDS.get(c, c) for c in filt.get("colors_any", ())),
                                             *filt.get("types_any", ()), *filt.get("subtypes_any", ())])
            if ab.params.get("whose") == "all":
                head = [(T("Other {kinds} creatures get {p:+d}/{t:+d}.") if ab.params.get("other")
                         else T("{kinds} creatures get {p:+d}/{t:+d}."), args)]
            else:
                head = [(T("Other {kinds} creatures you control get {p:+d}/{t:+d}.") if ab.params.get("other")
                         else T("{kinds} creatures you control get {p:+d}/{t:+d}."), args)]
        elif ab.params.get("other"):
            head = [(T("Other creatures you control get {p:+d}/{t:+d}."), args)]
        else:
            head = [(T("Creatures you control get {p:+d}/{t:+d}."), args)]
        if have and not head:
            kinds = " and/or ".join([*(_COLOR_WORDS.get(c, c) for c in (filt or {}).get("colors_any", ())),
                                     *(filt or {}).get("types_any", ()), *(filt or {}).get("subtypes_any", ())])
            return [(T("{kinds} creatures you control have {keywords}.") if kinds
                     else T("Creatures you control have {keywords}."), {"kinds": kinds, "keywords": have})]
        if have:
            return head + [(T("They have {keywords}."), {"keywords": have})]
        return head
    if st == "enters_with_counters" and ab.params.get("if_kicked"):  # CR 702.33d (operations.move)
        return [(T("If this was kicked, it enters with {n} {kind} counter(s) on it."),
                 {"n": ab.params.get("n", 1), "kind": ab.params.get("counter", "+1/+1")})]
    if st == "enters_with_counters" and isinstance(ab.params.get("per"), Mapping):  # CR 614.1c
        from .static_text import count_sentence
        return [(T("This enters with {n} {kind} counter(s) on it for each thing counted (X times)."),
                 {"n": ab.params.get("n", 1), "kind": ab.params.get("counter", "+1/+1")}),
                count_sentence(ab.params["per"])]
    if st == "enters_with_counters":
        return [(T("This enters with {n} {kind} counter(s) on it."),
                 {"n": ab.params.get("n", 1), "kind": ab.params.get("counter", "+1/+1")})]
    if st == "choose_land_type":
        return [(T("As this enters, choose a basic land type."), {})]
    if st == "is_chosen_type":
        return [(T("This is the chosen type."), {})]
    if st == "choose_color":
        other = ab.params.get("other_than")
        if other:
            return [(T("As this enters, choose a color other than {color}."), {"color": _COLOR_WORDS.get(str(other), other)})]
        return [(T("As this enters, choose a color."), {})]
    if st in ("as_enters_choose", "chosen_name_cant_activate") and ab.params.get("choose") not in ("color",
                                                                                               "creature_type"):
        return named_static_sentences(ab)  # a card name chosen as it enters (CR 201.3, player_text.py)
    if st == "as_enters_choose":  # chosen.py (CR 614.12)
        if ab.params.get("choose") == "color":
            return [(T("As this enters, choose a color."), {})]
        return [(T("As this enters, choose a creature type."), {})]
    if st == "enchanted_land_grants_mana":  # aura_rules.py (CR 613.1f)
        return [(T("Enchanted land has \"{cost}: Add {mana}.\""), {"cost": "{T}", "mana": _mana(ab.produce)})]
    if st == "umbra_armor":  # aura_rules.py (CR 702.89a)
        return [(T("Umbra armor (if the enchanted creature would be destroyed, instead remove all damage from it "
                   "and destroy this Aura)."), {})]
    if st == "enchanted_land_mana":  # aura_rules.py (CR 605.1b)
        add = ab.params.get("add")
        if add == "chosen_color":
            return [(T("Whenever enchanted land is tapped for mana, its controller adds an additional one mana "
                       "of the chosen color."), {})]
        return [(T("Whenever enchanted land is tapped for mana, its controller adds an additional {mana}."),
                 {"mana": _mana(str(add))})]
    if st == "landwalk":
        return [(T("{land}walk."), {"land": ab.params.get("land", "")})]
    named = {"cant_block": T("This can't block."), "cant_attack": T("This can't attack."),
             "unblockable": T("This can't be blocked."), "attacks_each_combat": T("This attacks each combat if able."),
             "blocks_each_combat": T("This blocks each combat if able."),
             "must_be_blocked": T("This must be blocked if able."),
             "can_block_only_flyers": T("This can block only creatures with flying."),
             "cant_be_countered": T("This can't be countered."),
             "cant_attack_alone": T("This can't attack alone."), "cant_block_alone": T("This can't block alone.")}
    if st in named:
        return [(named[st], {})]
    from .restriction_text import static_sentences as restriction_statics  # casting_rules, block_rules
    found_rule = restriction_statics(ab)
    if found_rule is not None:
        return found_rule
    from .static_text import static_sentences  # P/T that changes, "doesn't untap" (static_pt, untap_step)
    found_live = static_sentences(ab)
    if found_live is not None:
        return found_live
    from .casting_text import casting_sentences  # alternative and additional costs, cost changes (CR 601.2b, 601.2f)
    found = casting_sentences(ab)
    if found is not None:
        return found
    found = stack_static(ab)  # storm, cascade, rebound, buyback (stack_effects.py)
    if found is not None:
        return found
    from .zone_text import zone_static  # Mox Diamond (enter_replacements.py, CR 614.1c)
    found = zone_static(ab)
    if found is not None:
        return found
    from .special_text import special_static  # the Leylines, dredge, Crucible of Worlds (special_text.py)
    found = special_static(ab)
    if found is not None:
        return found
    if st == "no_max_hand_size":  # keyword_counters.py (CR 402.2)
        return [(T("You have no maximum hand size."), {})]
    from .copy_text import copy_static  # Clone (copy_effects.py, CR 707.2)
    found = copy_static(ab)
    if found is not None:
        return found
    from .condition_text import player_rule_sentences  # an additional land, "can't cast" (player_rules.py)
    found = player_rule_sentences(ab)
    if found is not None:
        return found
    from .land_type_text import land_type_static  # Blood Moon, Urborg (land_types.py, CR 305.7)
    found = land_type_static(ab)
    if found is not None:
        return found
    return [(T("({static})"), {"static": st})]


def ability_text(ab: Ability) -> str:
    """The ability in English, sentences joined."""
    return " ".join(fill(t, a) for t, a in describe(ab))
