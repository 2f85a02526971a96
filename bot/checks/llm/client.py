"""The one place that builds Anthropic API clients (the reviewer, `/explain`, `/fix`).

A provider other than Anthropic's own API (Bedrock, Vertex) is a new field here and a
branch in `anthropic_client`; callers keep asking this module for a client.
"""

from __future__ import annotations

from dataclasses import dataclass

import anthropic

AnthropicClient = anthropic.AsyncAnthropic
"""What `anthropic_client` returns; callers type their client with it."""


@dataclass(frozen=True, slots=True)
class ClientSettings:
    """How to reach the model: the key, the endpoint, and the SDK's timeout and retries."""

    api_key: str
    base_url: str | None = None
    timeout: float = 120.0
    """Seconds per request attempt."""
    max_retries: int = 2
    """The SDK's own retries (429, 5xx, 529, timeouts), with its backoff and `retry-after`."""


def anthropic_client(settings: ClientSettings) -> AnthropicClient:
    return anthropic.AsyncAnthropic(
        api_key=settings.api_key,
        base_url=settings.base_url,
        timeout=settings.timeout,
        max_retries=settings.max_retries,
    )
