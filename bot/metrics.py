"""Prometheus metrics. One registry per process; `/metrics` serves it."""

from __future__ import annotations

import functools

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

REGISTRY = CollectorRegistry(auto_describe=True)

deliveries_total = Counter(
    "redline_deliveries_total",
    "Webhook deliveries received, by event and outcome.",
    ["event", "outcome"],
    registry=REGISTRY,
)
jobs_total = Counter(
    "redline_jobs_total",
    "Jobs finished, by kind and outcome (done, retry, dead).",
    ["kind", "outcome"],
    registry=REGISTRY,
)
job_duration_seconds = Histogram(
    "redline_job_duration_seconds",
    "Time a job's handler ran, by kind.",
    ["kind"],
    registry=REGISTRY,
    buckets=(0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300),
)
job_wait_seconds = Histogram(
    "redline_job_wait_seconds",
    "Time from when a job could run to when a worker claimed it, by kind.",
    ["kind"],
    registry=REGISTRY,
    buckets=(0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300),
)
queue_depth = Gauge(
    "redline_queue_depth",
    "Jobs waiting to run, by kind (sampled when /metrics is scraped).",
    ["kind"],
    registry=REGISTRY,
)


def count_delivery(event: str, outcome: int) -> None:
    """Count one webhook delivery; each labelled counter is looked up once."""
    _delivery_counter(event, outcome).inc()


@functools.lru_cache(maxsize=1024)
def _delivery_counter(event: str, outcome: int) -> Counter:
    return deliveries_total.labels(event=event, outcome=str(outcome))
