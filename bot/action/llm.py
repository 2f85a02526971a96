"""The LLM reviewer of the Action: Claude through the Anthropic API, Amazon Bedrock or Google
Vertex AI (clients from `bot.checks.llm.client`; credentials from the environment)."""

from __future__ import annotations

from bot.action.event import LLMOptions, LLMProvider
from bot.checks.llm.client import ClientSettings, Provider, anthropic_client
from bot.checks.llm.reviewer import ClientFactory, LLMCheck, LLMSettings
from bot.core.repo_config import RepoConfig
from bot.settings import DEFAULT_MODEL

TIMEOUT_SECONDS = 120.0
MAX_RETRIES = 2


def client_settings(options: LLMOptions) -> ClientSettings:
    """Where the Action's reviewer reaches the model, from the workflow's inputs."""
    region = {LLMProvider.BEDROCK: options.aws_region, LLMProvider.VERTEX: options.vertex_region}
    return ClientSettings(
        api_key=options.api_key,
        timeout=TIMEOUT_SECONDS,
        max_retries=MAX_RETRIES,
        provider=Provider(options.provider.value),
        region=region.get(options.provider, ""),
        project=options.vertex_project,
    )


def client_factory(options: LLMOptions) -> ClientFactory:
    """A new SDK client per review (the reviewer closes it after its requests)."""
    settings = client_settings(options)
    return lambda: anthropic_client(settings)


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
