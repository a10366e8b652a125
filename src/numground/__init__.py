"""numground: check the numbers in model-written prose against its data."""

from __future__ import annotations

from .tokenize import numeric_tokens, tokenize
from .tokens import Kind, Token

__all__ = ["Kind", "Token", "numeric_tokens", "tokenize"]
__version__ = "0.1.0"
