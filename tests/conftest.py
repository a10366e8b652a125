"""Test-wide settings."""

import os

from hypothesis import HealthCheck, settings

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
