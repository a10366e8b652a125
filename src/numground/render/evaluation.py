"""Plain-text rendering of a corpus evaluation: the figures, then every failing case.

The evaluation never renders itself (``numground.eval`` does not import this
module); the command line and the tests call these functions."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from numground.eval.scores import NATURAL_SIDES

if TYPE_CHECKING:
    from numground.eval.evaluate import Evaluation

__all__ = ["render_evaluation", "render_failure"]


def render_evaluation(evaluation: Evaluation) -> str:
    """A compact table of the figures, then every failing case with its diff."""
    m = evaluation.metrics
    cats = ", ".join(f"{k} {v}" for k, v in m["cases_by_category"].items())
    verdict = "passed" if evaluation.passed else f"{len(evaluation.failures)} failing"
    out = [f"{evaluation.cases} cases ({cats}): {verdict}", ""]
    out.append(f"{'kind':<12} {'expected':>8} {'actual':>8} {'precision':>9} {'recall':>7}")
    rows = [*m["kinds"].items(), ("all tokens", m["tokens"])]
    for name, row in rows:
        out.append(
            f"{name:<12} {row['expected']:>8} {row['actual']:>8} "
            f"{_fmt(row['precision']):>9} {_fmt(row['recall']):>7}"
        )
    out += [
        "",
        f"value accuracy        {_fmt(m['value_accuracy'])}",
        f"unit accuracy         {_fmt(m['unit_accuracy'])}",
        f"verdict accuracy      {_fmt(m['verdict_accuracy'])}  ({m['verdicts_checked']} verdicts)",
        f"clean invention rate  {_fmt(m['clean_invention_rate'])}"
        f"  ({m['clean_inventions']} of {m['clean_claims']} claims)",
        f"planted catch rate    {_fmt(m['planted_catch_rate'])}"
        f"  ({m['planted_caught']} of {m['planted']} planted)",
    ]
    if m["cases_by_domain"]:
        domains = ", ".join(f"{k} {v}" for k, v in m["cases_by_domain"].items())
        out.append(f"domains               {domains}")
    if m["natural"]:
        out += ["", *_natural_table(m["natural"])]
    for failure in evaluation.failures:
        out += ["", render_failure(failure)]
    return "\n".join(out)


def render_failure(failure: Any) -> str:
    """A failing case (``CaseFailure``): its id, where it lives, and its diff, indented."""
    head = f"FAIL {failure.id} ({failure.case.file}:{failure.case.line})"
    return "\n".join([head, *("  " + line for line in failure.diff)])


def _natural_table(natural: dict[str, dict[str, Any]]) -> list[str]:
    """Each split of the natural briefs, each checker side by side."""
    out = [
        "natural briefs                       faithful flagged   false flags / claim"
        "   slips caught    computed backed",
    ]
    for split, sides in natural.items():
        for side, label, _ in NATURAL_SIDES:
            n = sides[side]
            out.append(
                f"{split + ', ' + label:<36} {n['faithful_flagged_briefs']:>3}/{n['faithful']:<3}"
                f" {_fmt(n['faithful_flagged'])}   {n['false_flags']:>4}/{n['claims']:<4}"
                f" {_fmt(n['false_flags_per_claim'])}   {n['caught']:>3}/{n['planted']:<3}"
                f" {_fmt(n['catch_rate'])}   {n['computed_backed_claims']:>3}/{n['computed']:<3}"
                f" {_fmt(n['computed_backed'])}"
            )
    return out


def _fmt(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.4f}"
