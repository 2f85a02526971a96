"""The Messages API fake through the real `anthropic.AsyncAnthropic` client."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import anthropic
import jsonschema  # type: ignore[import-untyped]  # no types-jsonschema in the venv
import pytest

from tests.fakes.anthropic import AnthropicFake
from tests.fakes.anthropic_state import FaultKind

pytestmark = pytest.mark.anyio

TOOL = {
    "name": "report_findings",
    "description": "Report review findings.",
    "input_schema": {
        "type": "object",
        "properties": {"findings": {"type": "array", "items": {"type": "string"}}},
        "required": ["findings"],
    },
}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _client(fake: AnthropicFake, timeout: float = 5.0) -> anthropic.AsyncAnthropic:
    return anthropic.AsyncAnthropic(
        base_url=fake.base_url, api_key=fake.api_key, max_retries=0, timeout=timeout
    )


@pytest.fixture
async def client(anthropic_fake: AnthropicFake) -> AsyncIterator[anthropic.AsyncAnthropic]:
    # closed inside the test's event loop: a client left to the garbage collector closes late
    async with _client(anthropic_fake) as opened:
        yield opened


async def _ask(
    client: anthropic.AsyncAnthropic, content: str = "Review this diff", **extra: Any
) -> Any:
    return await client.messages.create(
        model="claude-test",
        max_tokens=100,
        messages=[{"role": "user", "content": content}],
        **extra,
    )


async def test_text_reply_and_the_request_is_recorded(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    anthropic_fake.state.reply_text("Looks fine.")
    message = await _ask(client, system="You are Redline.", tools=[TOOL])
    assert message.content[0].type == "text" and message.content[0].text == "Looks fine."
    assert (message.role, message.model, message.stop_reason) == (
        "assistant",
        "claude-test",
        "end_turn",
    )
    assert message.usage.input_tokens > 0 and message.usage.output_tokens == 3  # 11 characters / 4
    (request,) = anthropic_fake.state.requests
    assert request.system_text == "You are Redline."
    assert [tool["name"] for tool in request.tools] == ["report_findings"]
    assert "x-api-key" not in request.headers and "authorization" not in request.headers


async def test_tool_use_reply_and_matchers(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    state = anthropic_fake.state
    state.reply_text("second", when=lambda body: "second" in str(body["messages"]))
    state.reply_tool_use("report_findings", {"findings": ["f1"]})
    first = await _ask(client, "first", tools=[TOOL])
    assert first.stop_reason == "tool_use"
    (block,) = first.content
    assert (
        block.type == "tool_use"
        and block.name == "report_findings"
        and block.input == {"findings": ["f1"]}
    )
    second = await _ask(client, "second")
    assert second.content[0].text == "second"


async def test_invalid_tool_input_breaks_the_declared_schema(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    anthropic_fake.state.reply_invalid_tool_use("report_findings")
    message = await _ask(client, tools=[TOOL])
    (block,) = message.content
    assert block.type == "tool_use"
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(block.input, TOOL["input_schema"])


async def test_repeated_cache_control_prefix_is_read_from_cache(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    anthropic_fake.state.min_cacheable_tokens = 100
    system = [{"type": "text", "text": "rules " * 200, "cache_control": {"type": "ephemeral"}}]
    for _ in range(2):
        anthropic_fake.state.reply_text("ok")
    first = await _ask(client, "diff one", system=system)
    second = await _ask(client, "diff two", system=system)
    assert first.usage.cache_creation_input_tokens > 0 and first.usage.cache_read_input_tokens == 0
    assert second.usage.cache_read_input_tokens == first.usage.cache_creation_input_tokens
    assert second.usage.cache_creation_input_tokens == 0
    assert second.usage.input_tokens < first.usage.cache_creation_input_tokens
    assert len(anthropic_fake.state.requests[0].cache_control_blocks) == 1


async def test_short_prefixes_are_not_cached(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    system = [{"type": "text", "text": "short", "cache_control": {"type": "ephemeral"}}]
    for _ in range(2):
        anthropic_fake.state.reply_text("ok")
    await _ask(client, system=system)
    again = await _ask(client, system=system)
    assert (again.usage.cache_read_input_tokens, again.usage.cache_creation_input_tokens) == (0, 0)


@pytest.mark.parametrize(
    ("kind", "error", "status"),
    [
        (FaultKind.RATE_LIMITED, anthropic.RateLimitError, 429),
        (FaultKind.OVERLOADED, anthropic.OverloadedError, 529),
        (FaultKind.SERVER_ERROR, anthropic.InternalServerError, 500),
    ],
)
async def test_status_faults_raise_the_sdks_exceptions(
    anthropic_fake: AnthropicFake,
    client: anthropic.AsyncAnthropic,
    kind: FaultKind,
    error: type[anthropic.APIStatusError],
    status: int,
) -> None:
    anthropic_fake.state.fail(kind, retry_after_seconds=3)
    anthropic_fake.state.reply_text("recovered")
    with pytest.raises(error) as raised:
        await _ask(client)
    assert raised.value.status_code == status
    assert isinstance(raised.value, anthropic.InternalServerError) == (status >= 500)
    assert raised.value.response.headers["retry-after"] == "3"
    assert (await _ask(client)).content[0].text == "recovered"


async def test_stall_longer_than_the_timeout_is_a_timeout(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    anthropic_fake.state.fail(FaultKind.STALL, stall_seconds=10)
    async with _client(anthropic_fake, timeout=0.3) as impatient:
        with pytest.raises(anthropic.APITimeoutError):
            await _ask(impatient)


async def test_wrong_key_and_missing_script(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    async with anthropic.AsyncAnthropic(
        base_url=anthropic_fake.base_url, api_key="sk-wrong", max_retries=0
    ) as wrong:
        with pytest.raises(anthropic.AuthenticationError):
            await _ask(wrong)
    with pytest.raises(anthropic.InternalServerError):
        await _ask(client)
    assert len(anthropic_fake.state.unanswered) == 1


async def test_count_tokens(
    anthropic_fake: AnthropicFake, client: anthropic.AsyncAnthropic
) -> None:
    short = await client.messages.count_tokens(
        model="claude-test", messages=[{"role": "user", "content": "hi"}]
    )
    long = await client.messages.count_tokens(
        model="claude-test", messages=[{"role": "user", "content": "hi" * 400}]
    )
    assert long.input_tokens - short.input_tokens == 199  # 798 more characters / 4, rounded up
    assert anthropic_fake.state.cached_prefixes == set()
