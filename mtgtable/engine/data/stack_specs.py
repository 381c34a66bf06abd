from typing import Final
"""Target specs naming either a spell or an ability on the stack, and "another target ..."
permanents (CR 115.1): the vocabulary, as data (judged by ``stack_targets.is_legal``).

"Counter target triggered ability or colorless spell." (Consign to Memory) may target a
triggered ability on the stack (CR 115.1: an activated or triggered ability on the stack
is a legal target where the text says so) or a colorless spell (CR 105.2c).  "Untap another
target permanent." targets any permanent but the one whose ability it is (CR 115.1).
"""

#: Specs of a stack object: a spell or an ability (``stack_targets.STACK_KINDS`` says which).
STACK_SPECS: Final[dict[str, str]] = {
    "triggered_ability_or_colorless_spell": "target triggered ability or colorless spell",
    # "You may choose new targets for target spell or ability." (CR 115.7d), "Change the target of
    # target spell with a single target." (CR 115.7a): retarget.py
    "spell_or_ability": "target spell or ability",
    "spell_with_single_target": "target spell with a single target",
}

#: "target spell or nonland permanent an opponent controls" (Sink into Stupor), "target spell or creature"
#: (Unsubstantiate): a spell on the stack (an opponent's only, when the permanent must be theirs) or a permanent
#: of the spec named (CR 115.1), judged by ``targets.is_legal_target``: the spec of the permanent, and whose
#: spell ("any" or "opponent").
SPELL_OR_PERMANENT: Final[dict[str, tuple[str, str]]] = {
    "spell_or_nonland_permanent_opponent_controls": ("nonland_permanent_opponent_controls", "opponent"),
    "spell_or_creature": ("creature", "any"),
    "spell_or_nonland_permanent": ("nonland_permanent", "any"),
}
SPELL_OR_PERMANENT_SPECS: Final[dict[str, str]] = {
    "spell_or_nonland_permanent_opponent_controls": "target spell or nonland permanent an opponent controls",
    "spell_or_creature": "target spell or creature",
    "spell_or_nonland_permanent": "target spell or nonland permanent",
}

#: "another target ..." specs: a permanent other than the source (``stack_targets.OTHER``).
OTHER_SPECS: Final[dict[str, str]] = {
    "another_permanent": "another target permanent",
}
