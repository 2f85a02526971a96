"""Durable jobs: their kinds and payloads, the queue, the worker and the periodic sweep."""
