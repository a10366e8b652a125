"""Test-wide settings."""

import importlib
import os
import pkgutil

from hypothesis import HealthCheck, settings

import numground

# tokenize swallows internal errors to stay total for users; tests must see them.
os.environ.setdefault("NUMGROUND_DEBUG", "1")

# Hypothesis profiles (issue #5). "ci" is derandomized (a fixed seed) with a budget
# that keeps the property suite well under its time box on two cores; "long" is
# the same suite, many more examples: HYPOTHESIS_PROFILE=long python -m pytest.
settings.register_profile(
    "ci",
    derandomize=True,
    max_examples=60,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)
settings.register_profile(
    "long",
    max_examples=3000,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

# Hypothesis also draws the string and number constants of every local module
# loaded so far (not test files): a derandomized test's examples would change
# with what the tests before it happened to import, and a file run alone would
# draw other examples than the whole suite. So every module is loaded first
# (but the DeepEval integration, whose framework its test loads offline).
for _module in pkgutil.walk_packages(numground.__path__, "numground."):
    if _module.name not in ("numground.__main__", "numground.integrations.deepeval"):
        importlib.import_module(_module.name)
