"""Test-wide settings."""

import os

# tokenize swallows internal errors to stay total for users; tests must see them.
os.environ.setdefault("NUMGROUND_DEBUG", "1")
