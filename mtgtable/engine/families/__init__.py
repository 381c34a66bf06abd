"""The effect vocabulary and its families: what the ``effects`` of a card's abilities can do.

``effect_core`` holds the registry and the context, ``effects`` the evergreen effects; each other
module is one family of card abilities (copies, modes, library actions, Sagas, phasing...),
registering its effects and hooks.  A new family of cards adds a module here.
"""
