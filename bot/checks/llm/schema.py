"""The one tool the LLM reviewer answers through, and the pydantic models that read its input.

The JSON schema is what the model sees; the pydantic models are what we trust. They
are validated in two layers: the envelope (a `findings` list must be there, else the
whole answer is unusable) and then each item on its own, so one bad finding is dropped
without losing the others.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator

from bot.core.findings import Category, Severity, Side
from bot.core.scoring import TriageVerdict

TOOL_NAME = "report_findings"
MAX_TITLE_CHARS = 120
MAX_EXPLANATION_CHARS = 4_000
MAX_SUMMARY_CHARS = 1_000
MAX_FILE_NOTE_CHARS = 300
MAX_RISK_CHARS = 300
MAX_RISKS = 8

_FINDING_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "path": {"type": "string", "description": "The file path exactly as in the diff header."},
        "start_line": {
            "type": "integer",
            "minimum": 1,
            "description": "First line of the problem: a NEW-file number for side RIGHT, "
            "the number after `L` of a deleted line for side LEFT.",
        },
        "end_line": {
            "type": "integer",
            "minimum": 1,
            "description": "Last line (inclusive), in the same hunk as start_line.",
        },
        "side": {
            "type": "string",
            "enum": [side.value for side in Side],
            "description": "RIGHT for added or context lines, LEFT for deleted lines.",
        },
        "category": {"type": "string", "enum": [category.value for category in Category]},
        "severity": {"type": "string", "enum": [severity.value for severity in Severity]},
        "title": {"type": "string", "maxLength": MAX_TITLE_CHARS},
        "explanation": {
            "type": "string",
            "description": "Why it is a problem and what to do, in a few sentences.",
        },
        "replacement": {
            "type": "string",
            "description": "Optional. Exact new text for lines start_line..end_line (side "
            "RIGHT only), a drop-in that compiles. Empty string only to delete the lines.",
        },
        "confidence": {
            "type": "number",
            "minimum": 0,
            "maximum": 1,
            "description": "Calibrated probability that the maintainers agree and act on it.",
        },
    },
    "required": [
        "path",
        "start_line",
        "end_line",
        "side",
        "category",
        "severity",
        "title",
        "explanation",
        "confidence",
    ],
}

_TRIAGE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "description": "The id of a Semgrep finding given to you."},
        "verdict": {"type": "string", "enum": [verdict.value for verdict in TriageVerdict]},
        "reason": {"type": "string", "description": "One sentence: why."},
    },
    "required": ["id", "verdict", "reason"],
}

_WALKTHROUGH_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "summary": {
            "type": "string",
            "description": "2-3 sentences: what the pull request does, for a reviewer.",
        },
        "files": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "path": {"type": "string"},
                    "change": {"type": "string", "description": "One line about its change."},
                },
                "required": ["path", "change"],
            },
        },
        "risks": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Areas a human reviewer should look at closely (may be empty).",
        },
    },
    "required": ["summary", "files", "risks"],
}


def report_tool() -> dict[str, Any]:
    """The `tools` entry of every request (static, so it sits in the cached prefix)."""
    return {
        "name": TOOL_NAME,
        "description": "Report the review of this batch: findings on the changed lines, "
        "verdicts on the Semgrep findings given, and a walkthrough of the change. "
        "Call it exactly once; an empty findings list is a good answer for clean code.",
        "input_schema": {
            "type": "object",
            "properties": {
                "findings": {"type": "array", "items": _FINDING_SCHEMA},
                "triage": {"type": "array", "items": _TRIAGE_SCHEMA},
                "walkthrough": _WALKTHROUGH_SCHEMA,
            },
            "required": ["findings", "triage", "walkthrough"],
        },
    }


def forced_tool_choice() -> dict[str, str]:
    return {"type": "tool", "name": TOOL_NAME}


def _stripped_non_blank(value: str) -> str:
    stripped = value.strip()
    if not stripped:
        raise ValueError("must not be blank")
    return stripped


Text = Annotated[str, AfterValidator(_stripped_non_blank)]


class _Item(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class ReportedFinding(_Item):
    path: Text
    start_line: Annotated[int, Field(ge=1)]
    end_line: Annotated[int, Field(ge=1)]
    side: Side = Side.RIGHT
    category: Category
    severity: Severity
    title: Annotated[Text, Field(max_length=MAX_TITLE_CHARS)]
    explanation: Annotated[Text, Field(max_length=MAX_EXPLANATION_CHARS)]
    replacement: str | None = None
    """Verbatim: its indentation is part of the suggestion."""
    confidence: Annotated[float, Field(ge=0.0, le=1.0)]

    @model_validator(mode="after")
    def _ordered_lines(self) -> ReportedFinding:
        if self.end_line < self.start_line:
            raise ValueError("end_line is before start_line")
        return self


class TriageItem(_Item):
    id: Text
    verdict: TriageVerdict
    reason: Annotated[Text, Field(max_length=1_000)]


class WalkthroughFile(_Item):
    path: Text
    change: Text


class ReportedWalkthrough(_Item):
    summary: Text
    files: tuple[WalkthroughFile, ...] = ()
    risks: tuple[str, ...] = ()


class ReportEnvelope(BaseModel):
    """The tool input's top level; items are validated one by one afterwards."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    findings: list[Any]
    triage: list[Any] = Field(default_factory=list)
    walkthrough: Any = None
