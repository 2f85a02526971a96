"""A fake of Anthropic's Messages API on a real loopback port.

with AnthropicFake() as fake:
    fake.state.reply_tool_use("report_findings", {"findings": []})
    client = anthropic.AsyncAnthropic(base_url=fake.base_url, api_key=fake.api_key, max_retries=0)
"""

from __future__ import annotations

import asyncio
import json
import secrets
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tests.fakes.anthropic_state import (
    JSON,
    AnthropicState,
    Fault,
    FaultKind,
    InvalidToolUseReply,
    RecordedMessagesRequest,
    Reply,
    TextReply,
    ToolUseReply,
    count_input_tokens,
    rough_tokens,
)
from tests.fakes.server import FakeServer, ServerThread

_FAULT_STATUS = {
    FaultKind.RATE_LIMITED: 429,
    FaultKind.OVERLOADED: 529,
    FaultKind.SERVER_ERROR: 500,
}
_SECRET_HEADERS = {"x-api-key", "authorization"}


def api_error(
    status: int, error_type: str, message: str, headers: dict[str, str] | None = None
) -> Response:
    body = {"type": "error", "error": {"type": error_type, "message": message}}
    return JSONResponse(
        body, status, headers={"request-id": f"req_{secrets.token_hex(12)}", **(headers or {})}
    )


def _violating_input(schema: JSON) -> JSON | None:
    """An input the tool's `input_schema` rejects: a required field missing, or a wrong type."""
    if schema.get("required"):
        return {}
    for name, property_schema in schema.get("properties", {}).items():
        return {name: 12345 if property_schema.get("type") == "string" else "not a valid value"}
    return None


def _content(reply: Reply, body: JSON) -> list[JSON] | str:
    """The reply's content blocks, or why the fake cannot produce it for this request."""
    if isinstance(reply, TextReply):
        return [{"type": "text", "text": reply.text}]
    assert isinstance(reply, ToolUseReply | InvalidToolUseReply)
    declared = {tool["name"]: tool for tool in body.get("tools", [])}
    if reply.name not in declared:
        return f"Anthropic fake: scripted tool_use of {reply.name!r}, not declared by the request"
    if isinstance(reply, InvalidToolUseReply):
        tool_input = _violating_input(declared[reply.name].get("input_schema", {}))
        if tool_input is None:
            return f"Anthropic fake: the input_schema of {reply.name!r} accepts any input"
        blocks: list[JSON] = []
    else:
        tool_input = reply.input
        blocks = [] if reply.text is None else [{"type": "text", "text": reply.text}]
    tool_id = f"toolu_{secrets.token_hex(12)}"
    return [*blocks, {"type": "tool_use", "id": tool_id, "name": reply.name, "input": tool_input}]


def _request_problem(request: Request, body: Any, state: AnthropicState) -> Response | None:
    bearer = request.headers.get("authorization", "").removeprefix("Bearer ")
    # the SDK in this venv sends the key as `Authorization: Bearer`, older ones as `x-api-key`
    if state.api_key not in (request.headers.get("x-api-key"), bearer):
        return api_error(401, "authentication_error", "invalid x-api-key")
    if "anthropic-version" not in request.headers:
        return api_error(400, "invalid_request_error", "anthropic-version: header is required")
    if not isinstance(body, dict):
        return api_error(400, "invalid_request_error", "The request body is not valid JSON.")
    needed = (
        ("model", "messages")
        if request.url.path.endswith("count_tokens")
        else ("model", "max_tokens", "messages")
    )
    for field_name in needed:
        if field_name not in body:
            return api_error(400, "invalid_request_error", f"{field_name}: Field required")
    if body.get("stream"):
        return api_error(400, "invalid_request_error", "Anthropic fake: streaming is not supported")
    return None


class AnthropicFake(FakeServer):
    def __init__(self, state: AnthropicState | None = None) -> None:
        self.state = state or AnthropicState()
        routes = [
            Route("/v1/messages", self._messages, methods=["POST"]),
            Route("/v1/messages/count_tokens", self._count_tokens, methods=["POST"]),
            Route("/{rest:path}", self._unknown, methods=["GET", "POST", "PUT", "PATCH", "DELETE"]),
        ]
        self._server = ServerThread(Starlette(routes=routes))

    @property
    def api_key(self) -> str:
        return self.state.api_key

    def reset(self, state: AnthropicState | None = None) -> AnthropicState:
        self.state = state or AnthropicState()
        return self.state

    async def _read(self, request: Request) -> tuple[AnthropicState, Any, Response | None]:
        state = self.state
        try:
            body = json.loads(await request.body())
        except ValueError:
            body = None
        headers = {k: v for k, v in request.headers.items() if k not in _SECRET_HEADERS}
        recorded = RecordedMessagesRequest(
            request.url.path, headers, body if isinstance(body, dict) else {}
        )
        with state.lock:
            state.requests.append(recorded)
        return state, body, _request_problem(request, body, state)

    async def _count_tokens(self, request: Request) -> Response:
        _state, body, problem = await self._read(request)
        if problem is not None:
            return problem
        return JSONResponse({"input_tokens": count_input_tokens(body)})

    async def _messages(self, request: Request) -> Response:
        state, body, problem = await self._read(request)
        if problem is not None:
            return problem
        reply = state.take_reply(body)
        if reply is None:
            with state.lock:
                state.unanswered.append(state.requests[-1])
            return api_error(
                500, "api_error", "Anthropic fake: no scripted reply left for this request"
            )
        if isinstance(reply, Fault):
            return await self._fault(reply, request)
        content = _content(reply, body)
        if isinstance(content, str):
            return api_error(500, "api_error", content)
        return JSONResponse(self._message(state, body, reply, content))

    @staticmethod
    async def _fault(fault: Fault, request: Request) -> Response:
        if fault.kind is FaultKind.STALL:
            # end the stall as soon as the client gives up, so no request outlives the test
            deadline = asyncio.get_running_loop().time() + fault.stall_seconds
            while (
                asyncio.get_running_loop().time() < deadline and not await request.is_disconnected()
            ):
                await asyncio.sleep(0.02)
            return api_error(500, "api_error", "Anthropic fake: stalled")
        headers = (
            {}
            if fault.retry_after_seconds is None
            else {"retry-after": str(fault.retry_after_seconds)}
        )
        messages = {
            FaultKind.RATE_LIMITED: "Request tokens exceeded your per-minute rate limit",
            FaultKind.OVERLOADED: "Overloaded",
            FaultKind.SERVER_ERROR: "Internal server error",
        }
        return api_error(_FAULT_STATUS[fault.kind], fault.kind.value, messages[fault.kind], headers)

    @staticmethod
    def _message(state: AnthropicState, body: JSON, reply: Reply, content: list[JSON]) -> JSON:
        usage = state.input_usage(body)
        output_text = "".join(
            block["text"] if block["type"] == "text" else json.dumps(block["input"])
            for block in content
        )
        with state.lock:
            number = state.next_message_number
            state.next_message_number += 1
        tool_called = any(block["type"] == "tool_use" for block in content)
        stop_reason = (
            "tool_use"
            if tool_called
            else reply.stop_reason
            if isinstance(reply, TextReply)
            else "end_turn"
        )
        return {
            "id": f"msg_fake{number:020d}",
            "type": "message",
            "role": "assistant",
            "model": body["model"],
            "content": content,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": {
                "input_tokens": usage.input_tokens,
                "output_tokens": rough_tokens(output_text),
                "cache_creation_input_tokens": usage.cache_creation_input_tokens,
                "cache_read_input_tokens": usage.cache_read_input_tokens,
            },
        }

    async def _unknown(self, request: Request) -> Response:
        return api_error(404, "not_found_error", f"Not found: {request.url.path}")
