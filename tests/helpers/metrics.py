"""Reading a Prometheus exposition (GET /metrics) in tests."""

from __future__ import annotations

from typing import Any

from prometheus_client.parser import text_string_to_metric_families


def scrape(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """Return every sample as (name, labels) -> value."""
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def families(text: str) -> set[str]:
    """Return the family names of an exposition."""
    return {family.name for family in text_string_to_metric_families(text)}


def sample(samples: Any, name: str, **labels: str) -> float:
    """Return one sample's value (0 when absent)."""
    return float(samples.get((name, frozenset(labels.items())), 0.0))
