"""What the Messages API fake answers: scripted replies and faults, consumed in order."""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

JSON = dict[str, Any]
RequestMatcher = Callable[[JSON], bool]


class FaultKind(StrEnum):
    RATE_LIMITED = "rate_limit_error"  # 429
    OVERLOADED = "overloaded_error"  # 529
    SERVER_ERROR = "api_error"  # 500
    STALL = "stall"  # no answer until the client has given up


@dataclass(frozen=True, slots=True)
class TextReply:
    text: str
    stop_reason: str = "end_turn"


@dataclass(frozen=True, slots=True)
class ToolUseReply:
    name: str
    input: JSON
    text: str | None = None
    """An optional text block before the tool call, as models often write."""


@dataclass(frozen=True, slots=True)
class InvalidToolUseReply:
    """A `tool_use` of `name` whose input breaks the tool's declared `input_schema`."""

    name: str


@dataclass(frozen=True, slots=True)
class Fault:
    kind: FaultKind
    retry_after_seconds: int | None = None
    stall_seconds: float = 30.0


Reply = TextReply | ToolUseReply | InvalidToolUseReply | Fault


@dataclass(frozen=True, slots=True)
class ScriptedReply:
    reply: Reply
    matcher: RequestMatcher | None


@dataclass(frozen=True, slots=True)
class RecordedMessagesRequest:
    path: str
    headers: dict[str, str]
    """Lower-case names; `x-api-key` and `authorization` left out."""
    body: JSON

    @property
    def system_text(self) -> str:
        system = self.body.get("system", "")
        if isinstance(system, str):
            return system
        return "\n".join(block.get("text", "") for block in system)

    @property
    def tools(self) -> list[JSON]:
        tools: list[JSON] = self.body.get("tools", [])
        return tools

    @property
    def cache_control_blocks(self) -> list[JSON]:
        """Every tool, system block or message block that carries `cache_control`."""
        return [block for block in content_blocks(self.body) if "cache_control" in block]


def content_blocks(body: JSON) -> list[JSON]:
    """The prompt in the order the API caches it: tools, then system, then messages."""
    blocks: list[JSON] = list(body.get("tools", []))
    system = body.get("system")
    if isinstance(system, str):
        blocks.append({"type": "text", "text": system})
    elif isinstance(system, list):
        blocks.extend(system)
    for message in body.get("messages", []):
        content = message.get("content")
        if isinstance(content, str):
            blocks.append({"type": "text", "text": content, "role": message.get("role")})
        else:
            blocks.extend({**block, "role": message.get("role")} for block in content or [])
    return blocks


def rough_tokens(text: str) -> int:
    return math.ceil(len(text) / 4)


def _without_cache_control(block: JSON) -> str:
    return json.dumps({k: v for k, v in block.items() if k != "cache_control"}, sort_keys=True)


def count_input_tokens(body: JSON) -> int:
    return rough_tokens("".join(_without_cache_control(block) for block in content_blocks(body)))


@dataclass(frozen=True, slots=True)
class InputUsage:
    input_tokens: int
    cache_creation_input_tokens: int
    cache_read_input_tokens: int


@dataclass(slots=True)
class AnthropicState:
    api_key: str = "sk-ant-fake-key"
    min_cacheable_tokens: int = 1024
    """The real API does not cache a prefix shorter than this (1,024 for most models)."""
    lock: threading.RLock = field(default_factory=threading.RLock)
    script: list[ScriptedReply] = field(default_factory=list)
    requests: list[RecordedMessagesRequest] = field(default_factory=list)
    unanswered: list[RecordedMessagesRequest] = field(default_factory=list)
    cached_prefixes: set[str] = field(default_factory=set)
    next_message_number: int = 1

    def _queue(self, reply: Reply, when: RequestMatcher | None) -> None:
        with self.lock:
            self.script.append(ScriptedReply(reply, when))

    def reply_text(
        self, text: str, when: RequestMatcher | None = None, stop_reason: str = "end_turn"
    ) -> None:
        self._queue(TextReply(text, stop_reason), when)

    def reply_tool_use(
        self,
        name: str,
        input: JSON,
        when: RequestMatcher | None = None,
        text: str | None = None,
    ) -> None:
        self._queue(ToolUseReply(name, input, text), when)

    def reply_invalid_tool_use(self, name: str, when: RequestMatcher | None = None) -> None:
        self._queue(InvalidToolUseReply(name), when)

    def fail(
        self,
        kind: FaultKind,
        when: RequestMatcher | None = None,
        retry_after_seconds: int | None = None,
        stall_seconds: float = 30.0,
    ) -> None:
        if kind is FaultKind.RATE_LIMITED and retry_after_seconds is None:
            retry_after_seconds = 1
        self._queue(Fault(kind, retry_after_seconds, stall_seconds), when)

    def take_reply(self, body: JSON) -> Reply | None:
        """The first scripted reply whose matcher accepts `body` (or that has none), removed."""
        with self.lock:
            for index, scripted in enumerate(self.script):
                if scripted.matcher is None or scripted.matcher(body):
                    del self.script[index]
                    return scripted.reply
            return None

    def input_usage(self, body: JSON) -> InputUsage:
        """Rough token counts; a repeated `cache_control` prefix is reported as a cache read."""
        blocks = content_blocks(body)
        serialized = [_without_cache_control(block) for block in blocks]
        total = rough_tokens("".join(serialized))
        breakpoints = [index for index, block in enumerate(blocks) if "cache_control" in block]
        read = created = 0
        with self.lock:
            for index in breakpoints:
                prefix = "".join(serialized[: index + 1])
                tokens = rough_tokens(prefix)
                if tokens < self.min_cacheable_tokens:
                    continue
                if prefix in self.cached_prefixes:
                    read = max(read, tokens)
                else:
                    self.cached_prefixes.add(prefix)
                    created = max(created, tokens)
        created = max(created - read, 0)
        return InputUsage(total - read - created, created, read)
