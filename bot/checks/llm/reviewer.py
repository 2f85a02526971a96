"""The LLM reviewer: Claude reads the diff in batches and answers through one validated tool.

plan batches (source files first, within the per-review token budget) → one forced
`report_findings` call per batch, a few at a time → validate every finding against the
diff → collapse duplicates, re-score the Semgrep findings it triaged, add up usage.
A failing API degrades the check (the notes say what is missing); it never raises.
Secrets are masked in each request and scrubbed from its answer (`llm.redact`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import anthropic
from anthropic.types import Message

from bot.checks.base import CheckContext, CheckResult, Usage
from bot.checks.llm.answer import BatchAnswer, merge_walkthroughs, read_answer
from bot.checks.llm.batches import (
    Batch,
    BudgetPlan,
    estimate_tokens,
    pack,
    plan_budget,
    review_order,
    split_file,
)
from bot.checks.llm.client import AnthropicClient, ClientSettings, anthropic_client
from bot.checks.llm.outcome import BatchOutcome, assemble
from bot.checks.llm.prompt import (
    TriageCandidate,
    numbered_triage,
    render_file_part,
    system_blocks,
    user_message,
)
from bot.checks.llm.redact import create_message
from bot.checks.llm.schema import TOOL_NAME, forced_tool_choice, report_tool
from bot.checks.llm.scope import scope_finder
from bot.checks.secrets import SecretRedactor
from bot.core.diff.model import Diff, FileDiff, Hunk
from bot.core.findings import Source
from bot.core.repo_config import RepoConfig
from bot.core.report import Walkthrough
from bot.settings import DEFAULT_MODEL, Settings

log = logging.getLogger(__name__)

ClientFactory = Callable[[], AnthropicClient]


@dataclass(frozen=True, slots=True)
class LLMSettings:
    api_key: str
    model: str = DEFAULT_MODEL
    base_url: str | None = None
    timeout: float = 120.0
    """Seconds per request attempt."""
    max_retries: int = 2
    """The SDK's own retries (429, 5xx, 529, timeouts), with its backoff and `retry-after`."""
    max_output_tokens: int = 8_192
    batch_tokens: int = 12_000
    """Estimated diff tokens per request; a bigger PR is split into several requests."""

    @property
    def client_settings(self) -> ClientSettings:
        return ClientSettings(self.api_key, self.base_url, self.timeout, self.max_retries)


@dataclass(frozen=True, slots=True)
class BatchRequest:
    batch: Batch
    candidates: tuple[TriageCandidate, ...]
    system: list[dict[str, Any]]
    user: str

    def estimated_tokens(self) -> int:
        """Input tokens of the whole request, tools and system included (characters / 4)."""
        return estimate_tokens(json.dumps([report_tool(), self.system, self.user]))


class LLMCheck:
    source = Source.LLM

    def __init__(self, settings: LLMSettings, client_factory: ClientFactory | None = None):
        self._settings = settings
        self._client_factory = client_factory or self._default_client

    @classmethod
    def from_settings(cls, settings: Settings, config: RepoConfig | None = None) -> LLMCheck | None:
        """None without an API key; the repository config may choose the model."""
        if settings.anthropic_api_key is None or not settings.llm_enabled:
            return None
        model = (config.model if config is not None else None) or settings.model
        return cls(
            LLMSettings(
                api_key=settings.anthropic_api_key.get_secret_value(),
                model=model,
                base_url=settings.anthropic_base_url,
                timeout=settings.anthropic_timeout_seconds,
                max_retries=settings.anthropic_max_retries,
            )
        )

    @property
    def model(self) -> str:
        return self._settings.model

    def _default_client(self) -> AnthropicClient:
        return anthropic_client(self._settings.client_settings)

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        return set()

    async def run(self, context: CheckContext) -> CheckResult:
        result, _walkthrough = await self.run_with_walkthrough(context)
        return result

    async def run_with_walkthrough(
        self, context: CheckContext
    ) -> tuple[CheckResult, Walkthrough | None]:
        started = time.monotonic()
        try:
            result, walkthrough = await self._review(context)
        except Exception as error:  # the check degrades the review, never fails it
            log.exception("llm check crashed")
            note = (
                f"The LLM reviewer failed ({type(error).__name__}); findings below come "
                "from Semgrep and deterministic checks."
            )
            return CheckResult(source=self.source, ran=False, notes=(note,)), None
        usage = result.usage or Usage()
        log.info(
            "llm: %d findings, %d dropped, %d input + %d output tokens in %.2fs",
            len(result.findings),
            result.dropped,
            usage.input_tokens + usage.cache_read_tokens + usage.cache_write_tokens,
            usage.output_tokens,
            time.monotonic() - started,
        )
        return result, walkthrough

    async def _review(self, context: CheckContext) -> tuple[CheckResult, Walkthrough | None]:
        requests = await asyncio.to_thread(self.plan_requests, context)
        if not requests:
            return CheckResult(source=self.source), None
        by_batch = {id(request.batch): request for request in requests}
        plan = plan_budget(
            [request.batch for request in requests],
            lambda batch: by_batch[id(batch)].estimated_tokens(),
            self._settings.max_output_tokens,
            context.config.llm.max_tokens_per_review,
        )
        outcomes = await self._run_batches([by_batch[id(batch)] for batch in plan.to_run], context)
        return self._result(plan, outcomes, context)

    def plan_requests(self, context: CheckContext) -> list[BatchRequest]:
        """One request per batch of the reviewable files, in review order."""
        reviewable = [file for file in context.diff if file.path in context.files and file.hunks]
        parts = [
            part
            for file in review_order(reviewable)
            for part in split_file(file, self._renderer(context), self._settings.batch_tokens)
        ]
        batches = pack(parts, self._settings.batch_tokens)
        all_paths = list(dict.fromkeys(part.path for part in parts))
        candidates = numbered_triage(
            [f for f in context.prior_findings if f.source is not Source.LLM]
        )
        system = system_blocks(context.pull.guidance)
        requests = []
        for number, batch in enumerate(batches, 1):
            in_batch = [c for c in candidates if c.finding.location.path in batch.paths]
            user = user_message(
                title=context.pull.title,
                body=context.pull.body,
                diff_parts=[part.text for part in batch.parts],
                batch_paths=batch.paths,
                other_paths=[path for path in all_paths if path not in batch.paths],
                triage=in_batch,
                batch_number=(number, len(batches)),
            )
            requests.append(BatchRequest(batch, tuple(in_batch), system, user))
        return requests

    @staticmethod
    def _renderer(
        context: CheckContext,
    ) -> Callable[[FileDiff, Sequence[Hunk], tuple[int, int]], str]:
        finders = {path: scope_finder(path, text) for path, text in context.files.items()}

        def render(file: FileDiff, hunks: Sequence[Hunk], part: tuple[int, int]) -> str:
            return render_file_part(
                file, hunks, context.files.get(file.path), finders.get(file.path), part
            )

        return render

    async def _run_batches(
        self, requests: Sequence[BatchRequest], context: CheckContext
    ) -> list[BatchOutcome]:
        if not requests:
            return []
        gate = asyncio.Semaphore(context.config.llm.max_concurrency)
        async with self._client_factory() as client:
            return list(
                await asyncio.gather(
                    *(self._run_batch(client, gate, request, context) for request in requests)
                )
            )

    async def _run_batch(
        self,
        client: AnthropicClient,
        gate: asyncio.Semaphore,
        request: BatchRequest,
        context: CheckContext,
    ) -> BatchOutcome:
        async with gate:
            try:
                message = await create_message(
                    client,
                    SecretRedactor(),
                    model=self._settings.model,
                    max_tokens=self._settings.max_output_tokens,
                    system=request.system,
                    messages=[{"role": "user", "content": request.user}],
                    tools=[report_tool()],
                    tool_choice=forced_tool_choice(),
                )
            except anthropic.APIError as error:
                return BatchOutcome(request.batch, failure=unavailability(error))
        usage = usage_of(message)
        answer = _answer(message, request, context)
        return BatchOutcome(request.batch, answer=answer, usage=usage, malformed=answer is None)

    def _result(
        self, plan: BudgetPlan, outcomes: Sequence[BatchOutcome], context: CheckContext
    ) -> tuple[CheckResult, Walkthrough | None]:
        result = assemble(
            self.source,
            self._settings.model,
            plan,
            outcomes,
            context.config.llm.max_tokens_per_review,
        )
        walkthroughs = [
            outcome.answer.walkthrough
            for outcome in outcomes
            if outcome.answer is not None and outcome.answer.walkthrough is not None
        ]
        return result, merge_walkthroughs(walkthroughs)


def _answer(message: Message, request: BatchRequest, context: CheckContext) -> BatchAnswer | None:
    if message.stop_reason == "max_tokens":
        return None  # the tool input was cut off
    for block in message.content:
        if block.type == "tool_use" and block.name == TOOL_NAME:
            return read_answer(
                block.input, context.index, context.files, request.candidates, request.batch.paths
            )
    return None


def usage_of(message: Message) -> Usage:
    usage = message.usage
    return Usage(
        input_tokens=usage.input_tokens,
        output_tokens=usage.output_tokens,
        cache_read_tokens=usage.cache_read_input_tokens or 0,
        cache_write_tokens=usage.cache_creation_input_tokens or 0,
        model=message.model,
    )


def unavailability(error: anthropic.APIError) -> str:
    """Why the API did not answer, in words for the review summary."""
    if isinstance(error, anthropic.APITimeoutError):
        return "timed out"
    if isinstance(error, anthropic.APIConnectionError):
        return "unreachable"
    if isinstance(error, anthropic.APIStatusError):
        status = error.status_code
        if status == 529:
            return "overloaded"
        if status == 429:
            return "rate-limited"
        if status in (401, 403):
            return "the API key was rejected"
        if status >= 500:
            return f"server error {status}"
        return f"request rejected with {status}"
    return type(error).__name__
