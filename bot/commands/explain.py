"""`/explain` in a reply on one of our findings: the model's explanation of it, with the code
around it, when the model is on; the rule's documentation otherwise, or when the model fails.

The flow: `Commands._run` (job.py) → `explain` here → `FindingExplainer` (checks/llm/explain.py)
→ the answer's text from `bot.core.render.commands`.
"""

from __future__ import annotations

import logging

from bot.checks.llm.explain import (
    ExplainRequest,
    ExplainUnavailable,
    Explanation,
    FindingExplainer,
    FindingToExplain,
    code_context,
)
from bot.commands.context import CommandContext
from bot.core.render.commands import (
    NO_EXPLANATION_STORED,
    ExplainedFinding,
    explain_fallback,
    model_explanation,
    model_unavailable_note,
)
from bot.core.repo_config import CONFIG_PATH, parse_repo_config
from bot.github import GitHubError
from bot.settings import Settings
from bot.store.review_models import FindingRecord

log = logging.getLogger(__name__)


async def explain(context: CommandContext, settings: Settings | None) -> str:
    """The model's explanation when it is on; the rule's documentation otherwise, or
    when the model fails (with a note saying so)."""
    from bot.checks.rules_catalogue import rule_documentation

    finding = context.finding
    assert finding is not None
    documentation = rule_documentation(finding.rule_id)
    shown = ExplainedFinding(finding.title, finding.rule_id, finding.category, finding.replacement)
    explainer = await _explainer(context, settings)
    note = ""
    if explainer is not None:
        request = await _explain_request(context, finding, documentation)
        try:
            explanation = await explainer.explain(request)
        except ExplainUnavailable as why:
            log.warning("explain: model unavailable: %s", why)
            note = model_unavailable_note(str(why))
        else:
            return _explained(shown, explanation)
    text = documentation or finding.explanation or NO_EXPLANATION_STORED
    return explain_fallback(shown, text, note)


async def _explainer(context: CommandContext, settings: Settings | None) -> FindingExplainer | None:
    """Without settings (where the model is), `/explain` answers from the docs."""
    if not context.llm_enabled or settings is None:
        return None
    pull = context.job.pull
    loaded = parse_repo_config(
        await context.client.get_file(pull.owner, pull.repo, CONFIG_PATH, context.pull.base_ref),
        f"{CONFIG_PATH} on {context.pull.base_ref}",
    )
    return FindingExplainer.from_settings(settings, loaded.config)


async def _explain_request(
    context: CommandContext, finding: FindingRecord, documentation: str | None
) -> ExplainRequest:
    """The finding, and its file's lines around it at the commit its line numbers refer to."""
    pull = context.job.pull
    ref = context.pull.base_sha if finding.side == "LEFT" else finding.head_sha
    try:
        data = await context.client.get_file(pull.owner, pull.repo, finding.path, ref)
    except GitHubError as error:
        log.warning("explain: could not read %s at %s: %s", finding.path, ref[:12], error)
        data = None
    text = data.decode("utf-8", "replace") if data is not None else None
    return ExplainRequest(
        finding=FindingToExplain(
            rule_id=finding.rule_id,
            category=finding.category,
            severity=finding.severity,
            title=finding.title,
            explanation=finding.explanation,
            path=finding.path,
            start_line=finding.start_line,
            end_line=finding.end_line,
            side=finding.side,
            replacement=finding.replacement,
            rule_documentation=documentation,
        ),
        code_context=code_context(text, finding.start_line, finding.end_line),
        pull_title=context.pull.title,
        pull_body=context.pull.body,
    )


def _explained(shown: ExplainedFinding, explanation: Explanation) -> str:
    usage = explanation.usage
    return model_explanation(
        shown,
        explanation.text,
        usage.model,
        usage.input_tokens + usage.cache_read_tokens,
        usage.output_tokens,
    )
