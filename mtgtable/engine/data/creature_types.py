"""The creature types (CR 205.3m), for "with all creature types" (Mutavault, CR 205.3m).

Game terms, not card text: the list of CR 205.3m as the cards of the corpus
spell them (the joke types of the un-sets left out).  A permanent that "becomes
a 2/2 creature with all creature types" has every one of them as a subtype
while the effect lasts (``engine.animation``).
"""

from __future__ import annotations

from typing import Final

CREATURE_TYPES: Final[tuple[str, ...]] = (
    'Advisor', 'Aetherborn', 'Alicorn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon',
    'Armadillo', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Athlete', 'Atog', 'Aurochs', 'Autobot',
    'Avatar', 'Azra', 'Badger', 'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble',
    'Beholder', 'Berserker', 'Bird', 'Bison', 'Boar', 'Boxer', 'Brainiac', 'Bringer', 'Brushwagg', 'Bureaucrat',
    "C'tan", 'Camel', 'Capybara', 'Carrier', 'Cat', 'Centaur', 'Cephalid', 'Chameleon', 'Champion', 'Chef',
    'Chicken', 'Child', 'Chimera', 'Citizen', 'Clamfolk', 'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Cow',
    'Coward', 'Coyote', 'Crab', 'Crocodile', 'Custodes', 'Cyberman', 'Cyborg', 'Cyclops', 'Dalek', 'Dauthi',
    'Deer', 'Demigod', 'Demon', 'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Donkey', 'Dragon',
    'Drake', 'Dreadnought', 'Drix', 'Drone', 'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder',
    'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk', 'Eternal', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer',
    'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamma', 'Gargoyle', 'Giant', 'Giraffe', 'Gith', 'Glimmer', 'Gnoll',
    'Gnome', 'Goat', 'Goblin', 'God', 'Golem', 'Gorgon', 'Gremlin', 'Griffin', 'Hag', 'Halfling', 'Hamster',
    'Harpy', 'Hawk', 'Hedgehog', 'Hellion', 'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror',
    'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp', 'Incarnation', 'Inhuman', 'Inkling', 'Inquisitor',
    'Insect', 'Jackal', 'Jellyfish', 'Judge', 'Juggernaut', 'Kangaroo', 'Kavu', 'Killbot', 'Kirin', 'Kithkin',
    'Knight', 'Koala', 'Kobold', 'Kor', 'Kraken', 'Kree', 'Lamia', 'Lammasu', 'Leech', 'Lemur', 'Leviathan',
    'Lhurgoyf', 'Licid', 'Lizard', 'Lobster', 'Locus', 'Mammoth', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk',
    'Metathran', 'Mime', 'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moogle',
    'Moonfolk', 'Mount', 'Mouse', 'Mummy', 'Mutant', 'Myr', 'Mystic', 'Nautilus', 'Necron', 'Nephilim',
    'Nightmare', 'Nightstalker', 'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Officer', 'Ogre',
    'Ooze', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Paratrooper', 'Peasant', 'Pegasus',
    'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pirate', 'Plant', 'Platypus', 'Pony',
    'Porcupine', 'Possum', 'Praetor', 'Primarch', 'Processor', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel',
    'Reflection', 'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Saproling', 'Satyr',
    'Scarecrow', 'Scientist', 'Scorpion', 'Scout', 'Seal', 'Serpent', 'Shade', 'Shaman', 'Shapeshifter', 'Shark',
    'Sheep', "Shi'ar", 'Siren', 'Skeleton', 'Skrull', 'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug', 'Snail',
    'Snake', 'Soldier', 'Soltari', 'Sorcerer', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx', 'Spider', 'Spike',
    'Spirit', 'Splinter', 'Sponge', 'Spuzzem', 'Spy', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor',
    'Symbiote', 'Synth', 'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Time Lord', 'Townsfolk', 'Toy', 'Tree',
    'Treefolk', 'Trilobite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Utrom', 'Vampire', 'Vampyre', 'Varmint',
    'Vedalken', 'Villain', 'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weasel', 'Weird', 'Werewolf',
    'Whale', 'Wizard', 'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wrestler', 'Wurm', 'Yeti', 'Zombie',
    'Zubera',
)
