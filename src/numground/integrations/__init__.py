"""Adapters for the eval frameworks teams already gate releases with.

Each submodule imports its framework and needs its extra; this package
imports neither, so ``import numground`` stays light:

- ``numground.integrations.inspect``: an Inspect AI scorer (``pip install 'numground[inspect]'``).
- ``numground.integrations.deepeval``: a DeepEval metric (``pip install 'numground[deepeval]'``).

Both call ``numground.check`` and explain with the text renderer; neither
formats a report of its own.
"""
