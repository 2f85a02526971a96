"""The LLM reviewer of the Action: Claude through the Anthropic API, Amazon Bedrock or Google
Vertex AI, each through the `anthropic` SDK's own client (credentials from the environment)."""

from __future__ import annotations

from typing import cast

import anthropic

from bot.action.event import LLMOptions, LLMProvider
from bot.checks.llm.reviewer import ClientFactory, LLMCheck, LLMSettings
from bot.core.repo_config import RepoConfig
from bot.settings import DEFAULT_MODEL

TIMEOUT_SECONDS = 120.0
MAX_RETRIES = 2


def client_factory(options: LLMOptions) -> ClientFactory:
    """A new SDK client per review (the reviewer closes it after its requests)."""

    def bedrock() -> anthropic.AsyncAnthropic:
        # AWS credentials come from the environment (aws-actions/configure-aws-credentials).
        client = anthropic.AsyncAnthropicBedrock(
            aws_region=options.aws_region or None,
            timeout=TIMEOUT_SECONDS,
            max_retries=MAX_RETRIES,
        )
        # The Bedrock client has the Messages API the reviewer calls, not the class.
        return cast(anthropic.AsyncAnthropic, client)

    def vertex() -> anthropic.AsyncAnthropic:
        # Google credentials come from the environment (google-github-actions/auth).
        client = anthropic.AsyncAnthropicVertex(
            project_id=options.vertex_project,
            region=options.vertex_region,
            timeout=TIMEOUT_SECONDS,
            max_retries=MAX_RETRIES,
        )
        return cast(anthropic.AsyncAnthropic, client)

    def direct() -> anthropic.AsyncAnthropic:
        return anthropic.AsyncAnthropic(
            api_key=options.api_key, timeout=TIMEOUT_SECONDS, max_retries=MAX_RETRIES
        )

    if options.provider is LLMProvider.BEDROCK:
        return bedrock
    if options.provider is LLMProvider.VERTEX:
        return vertex
    return direct


def action_llm(options: LLMOptions, config: RepoConfig) -> LLMCheck | None:
    """The model's check, or None when it is off (no key, or `checks.llm: false`)."""
    if not config.checks.llm or options.off_reason:
        return None
    # Bedrock and Vertex name models their own way: the input wins over the repository's.
    if options.provider is LLMProvider.ANTHROPIC:
        model = config.model or options.model or DEFAULT_MODEL
    else:
        model = options.model or config.model or DEFAULT_MODEL
    settings = LLMSettings(
        api_key=options.api_key,
        model=model,
        base_url=None,
        timeout=TIMEOUT_SECONDS,
        max_retries=MAX_RETRIES,
    )
    return LLMCheck(settings, client_factory(options))
