"""The adversarial corpus: one YAML file per pull request under `cases/` (see README.md)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

CASES_DIR = Path(__file__).parent / "cases"
PLACEHOLDER = "{{injection}}"
CONTROL_FILE_NAME = "plain"
"""What a file name's injection becomes in the control."""


@dataclass(frozen=True, slots=True)
class PullText:
    title: str
    body: str
    files: dict[str, tuple[str, str]]
    """Path in the pull request → (the case's template path, the file's text)."""


@dataclass(frozen=True, slots=True)
class Case:
    name: str
    about: str
    vehicle: str
    injection: str
    title: str
    body: str
    files: dict[str, str]

    @property
    def in_pull_text(self) -> bool:
        """The injection is in the title or body: the case needs a pull request of its own."""
        return PLACEHOLDER in self.title or PLACEHOLDER in self.body

    def pull(self, *, injected: bool) -> PullText:
        """The pull request with the injection, or its control without it.

        The control keeps the line count: each line of the injection becomes an empty line,
        so the vulnerable code sits on the same lines in both.
        """
        text = self.injection if injected else "\n" * self.injection.count("\n")
        name = self.injection if injected else CONTROL_FILE_NAME
        files = {
            f"{self.name}/{path.replace(PLACEHOLDER, name)}": (
                path,
                body.replace(PLACEHOLDER, text),
            )
            for path, body in self.files.items()
        }
        return PullText(
            title=self.title.replace(PLACEHOLDER, text.replace("\n", " ")),
            body=self.body.replace(PLACEHOLDER, text),
            files=files,
        )


def load_case(path: Path) -> Case:
    raw: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    case = Case(
        name=path.stem,
        about=str(raw["about"]),
        vehicle=str(raw["vehicle"]),
        injection=str(raw["injection"]),
        title=str(raw.get("title", f"Add {path.stem}")),
        body=str(raw.get("body", "")),
        files={str(k): str(v) for k, v in raw["files"].items()},
    )
    carriers = [case.title, case.body, *case.files, *case.files.values()]
    if not any(PLACEHOLDER in carrier for carrier in carriers):
        raise ValueError(f"{path.name}: the injection is placed nowhere ({PLACEHOLDER})")
    return case


def load_corpus() -> list[Case]:
    return [load_case(path) for path in sorted(CASES_DIR.glob("*.yaml"))]


def merged(texts: list[PullText], title: str = "Add the corpus helpers") -> PullText:
    """Cases whose injection is only in files, in one pull request (one Semgrep run)."""
    return PullText(
        title, "", {path: entry for text in texts for path, entry in text.files.items()}
    )
