"""Rules that judge and compute, over the state: characteristics and layers (CR 613), combat
legality and requirements (CR 508.1, 509.1), targets (CR 115), mana and costs (CR 106, 117, 601.2),
and what players and permanents may do.

They read the state and return values or a ``Problem`` naming the rule; they change nothing
themselves (costs are paid through ``engine.operations``).  It changes when a rule is read anew.
"""
