"""Readable text for the effects of ``same_name``, ``stack_object_effects`` and
``optional_targets`` and ``retarget`` (CR 201.2, 701.5a, 601.2c, 115.7), as templates with fields like the rest of ``ability_text``, which imports this module
and hands it its subject words (``_who``), so this module imports nothing of it."""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ..data.cards import Ability
from .sentences import Sentence, T


def same_name_sentences(ab: Ability, e: Mapping[str, Any], _who: Callable[[Ability, Any], str]) -> list[Sentence] | None:
    """One effect's sentences, or None for an effect of another family."""
    do = e["do"]
    if do == "destroy_same_name":
        return [(T("Destroy {target} and all other permanents with the same name as that permanent."),
                 {"target": _who(ab, e.get("target", 0))})]
    if do == "pump_same_name":
        return [(T("{target} and all other creatures with the same name as that creature get {p:+d}/{t:+d} "
                   "until end of turn."),
                 {"target": _who(ab, e.get("target", 0)), "p": int(e.get("power", 0)),
                  "t": int(e.get("toughness", 0))})]
    if do == "divided_damage":  # optional_targets.py (CR 601.2d)
        return [(T("This deals 2 damage divided as you choose among one or two targets."), {})]
    if do == "phase_out" or (do == "on_targets" and e.get("verb") == "phase_out"):
        from .phasing_text import phasing_sentences  # phasing.py (CR 702.26b)
        return phasing_sentences(ab, e, _who, PLURALS)
    if do == "on_targets":
        return [_up_to(ab, e)]
    if do == "choose_new_targets":  # retarget.py (CR 115.7d)
        return [(T("Choose new targets for {target}."), {"target": _who(ab, e.get("target", 0))})]
    if do == "change_single_target":  # retarget.py (CR 115.7a)
        return [(T("Change the target of {target}."), {"target": _who(ab, e.get("target", 0))})]
    if do == "counter_stack_object":
        return [(T("Counter {target}."), {"target": _who(ab, e.get("target", 0))})]
    return None


#: The plural words of the specs "up to N target ..." names (``oracle.stack_target_phrases.PLURALS``).
PLURALS: dict[str, str] = {
    "nonland_permanent": T("target nonland permanents"), "creature_opponent_controls":
        T("target creatures you don't control"), "creature_you_control": T("target creatures you control"),
    "creature": T("target creatures"), "permanent": T("target permanents"), "artifact": T("target artifacts"),
    "enchantment": T("target enchantments"), "land": T("target lands"), "spell": T("target spells"),
    "land_card_in_your_graveyard": T("target land cards from your graveyard"),
    "creature_card_in_your_graveyard": T("target creature cards from your graveyard"),
    "artifact_card_in_your_graveyard": T("target artifact cards from your graveyard"),
    "instant_or_sorcery_card_in_your_graveyard": T("target instant and/or sorcery cards from your graveyard"),
    "card_in_your_graveyard": T("target cards from your graveyard"),
}
_UP_TO = {"tap": T("Tap up to {n} {what}."), "untap": T("Untap up to {n} {what}."),
          "destroy": T("Destroy up to {n} {what}."), "exile": T("Exile up to {n} {what}."),
          "bounce": T("Return up to {n} {what} to their owners' hands.")}
_ANY_NUMBER = {"tap": T("Tap any number of {what}."), "untap": T("Untap any number of {what}."),
               "destroy": T("Destroy any number of {what}."), "exile": T("Exile any number of {what}."),
               "bounce": T("Return any number of {what} to their owners' hands.")}

_EXACTLY = {"tap": T("Tap {n} {what}."), "untap": T("Untap {n} {what}."), "destroy": T("Destroy {n} {what}."),
            "exile": T("Exile {n} {what}."), "bounce": T("Return {n} {what} to their owners' hands.")}


def _up_to(ab: Ability, e: Mapping[str, Any]) -> Sentence:
    """"Tap up to two target creatures." / "Exile any number of target spells." (CR 601.2c)."""
    from ..families.optional_targets import ANY_NUMBER
    idx = list(e.get("targets", ()))
    spec = ab.targets[idx[0]] if idx and idx[0] < len(ab.targets) else "creature"
    what = PLURALS.get(spec, T("target creatures"))
    verb = str(e.get("verb", "tap"))
    if verb == "bounce" and spec.endswith("_in_your_graveyard"):
        if int(e.get("min", 0)) >= len(idx) > 1:  # "Return two target creature cards ..." (CR 115.3)
            return T("Return {n} {what} to your hand."), {"n": len(idx), "what": what}
        return T("Return up to {n} {what} to your hand."), {"n": len(idx), "what": what}
    if len(idx) >= ANY_NUMBER:
        return _ANY_NUMBER.get(verb, _ANY_NUMBER["tap"]), {"what": what}
    if int(e.get("min", 0)) >= len(idx) > 1:  # "Destroy six target creatures." (CR 115.3)
        return _EXACTLY.get(verb, _EXACTLY["tap"]), {"n": len(idx), "what": what}
    return _UP_TO.get(verb, _UP_TO["tap"]), {"n": len(idx), "what": what}
