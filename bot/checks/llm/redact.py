"""The one way to the model: secrets masked in every prompt, scrubbed from every answer.

Every Messages API call (the review, `/explain`, `/fix`) goes through `create_message`. It
masks what the secrets scanner finds in the system prompt and the messages before they
leave, and masks the same secrets, and anything else the scanner's patterns find, in every
text and tool input of the answer before any caller reads it: what is posted, stored or
fed back is the scrubbed answer.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar, cast

import anthropic
from anthropic.types import (
    ContentBlock,
    Message,
    MessageParam,
    TextBlockParam,
    ToolChoiceParam,
    ToolUnionParam,
)

from bot.checks.secrets import SecretRedactor

Value = TypeVar("Value")


def redact_json(redactor: SecretRedactor, value: Value) -> Value:
    """Every string in a JSON-like value (dicts, lists, strings), redacted."""
    if isinstance(value, str):
        return cast(Value, redactor.redact(value))
    if isinstance(value, Mapping):
        return cast(Value, {key: redact_json(redactor, item) for key, item in value.items()})
    if isinstance(value, list | tuple):
        return cast(Value, [redact_json(redactor, item) for item in value])
    return value


def _scrubbed_block(block: ContentBlock, redactor: SecretRedactor) -> ContentBlock:
    if block.type == "text":
        return block.model_copy(update={"text": redactor.redact(block.text)})
    if block.type == "tool_use":
        return block.model_copy(update={"input": redact_json(redactor, block.input)})
    return block


def scrub_message(message: Message, redactor: SecretRedactor) -> Message:
    """The answer with its texts and tool inputs redacted."""
    content = [_scrubbed_block(block, redactor) for block in message.content]
    return message.model_copy(update={"content": content})


async def create_message(
    client: anthropic.AsyncAnthropic,
    redactor: SecretRedactor,
    *,
    model: str,
    max_tokens: int,
    system: Sequence[Mapping[str, Any]],
    messages: Sequence[Mapping[str, Any]],
    tools: Sequence[Mapping[str, Any]] | None = None,
    tool_choice: Mapping[str, Any] | None = None,
) -> Message:
    """`client.messages.create`, secrets masked on the way out and scrubbed on the way in."""
    masked_system, masked_messages = await asyncio.to_thread(
        redact_json, redactor, (list(system), list(messages))
    )
    message = await client.messages.create(
        model=model,
        max_tokens=max_tokens,
        system=cast(list[TextBlockParam], masked_system),
        messages=cast(list[MessageParam], masked_messages),
        tools=anthropic.omit if tools is None else cast(list[ToolUnionParam], list(tools)),
        tool_choice=(
            anthropic.omit if tool_choice is None else cast(ToolChoiceParam, dict(tool_choice))
        ),
    )
    return await asyncio.to_thread(scrub_message, message, redactor)
