"""Files: saves and replays, scenarios, card files, bundled resources, the atomic writer and the
reader of untrusted text (bounded size and nesting, never a pickle).

It changes when a file format does.
"""
