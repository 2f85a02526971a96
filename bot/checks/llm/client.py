"""The one place that builds Anthropic API clients: the reviewer, `/explain`, `/fix` and the
Action, through Anthropic's own API, Amazon Bedrock or Google Vertex AI (the SDK's clients)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import cast

import anthropic

AnthropicClient = anthropic.AsyncAnthropic
"""What `anthropic_client` returns; callers type their client with it."""


class Provider(StrEnum):
    ANTHROPIC = "anthropic"
    BEDROCK = "bedrock"
    VERTEX = "vertex"


@dataclass(frozen=True, slots=True)
class ClientSettings:
    """How to reach the model: the key, the endpoint, and the SDK's timeout and retries."""

    api_key: str
    base_url: str | None = None
    timeout: float = 120.0
    """Seconds per request attempt."""
    max_retries: int = 2
    """The SDK's own retries (429, 5xx, 529, timeouts), with its backoff and `retry-after`."""
    provider: Provider = Provider.ANTHROPIC
    region: str = ""
    """Bedrock's AWS region or Vertex's region ("": the SDK reads its environment)."""
    project: str = ""
    """Vertex's Google Cloud project."""


def anthropic_client(settings: ClientSettings) -> AnthropicClient:
    """A new client; Bedrock's and Vertex's take their credentials from the environment."""
    if settings.provider is Provider.BEDROCK:
        bedrock = anthropic.AsyncAnthropicBedrock(
            aws_region=settings.region or None,
            timeout=settings.timeout,
            max_retries=settings.max_retries,
        )
        return cast(AnthropicClient, bedrock)  # it has the Messages API callers use
    if settings.provider is Provider.VERTEX:
        vertex = anthropic.AsyncAnthropicVertex(
            project_id=settings.project or anthropic.NOT_GIVEN,
            region=settings.region or anthropic.NOT_GIVEN,
            timeout=settings.timeout,
            max_retries=settings.max_retries,
        )
        return cast(AnthropicClient, vertex)
    return anthropic.AsyncAnthropic(
        api_key=settings.api_key,
        base_url=settings.base_url,
        timeout=settings.timeout,
        max_retries=settings.max_retries,
    )
