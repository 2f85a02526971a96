"""`.github/redline.yml`: a repository's own settings, read from the PR's BASE branch.

Reading from the base means a pull request cannot switch off its own review.
An invalid file never stops a review: valid keys are kept, invalid ones fall
back to defaults, and `problems` says what was wrong (the summary shows it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Annotated, Any

import yaml
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationError

from bot.core.diff.filter import FilterMode
from bot.core.findings import Category

CONFIG_PATH = ".github/redline.yml"
MAX_RULE_FILE_BYTES = 1_000_000


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, use_attribute_docstrings=True)


class ChecksConfig(_Section):
    semgrep: bool = True
    secrets: bool = True
    coverage: bool = True
    llm: bool = True


_NOT_IN_A_PATH = re.compile(r"[\\%?#\x00-\x1f\x7f]")


def repository_path(value: str) -> str:
    """A file path relative to the repository's root that cannot leave it: no absolute
    path, no `.`/`..`/empty segment, no backslash, percent-escape, query or fragment."""
    if _NOT_IN_A_PATH.search(value) or any(
        segment in ("", ".", "..") for segment in value.split("/")
    ):
        raise ValueError(f"{value!r} is not a path inside the repository")
    return value


RepositoryPath = Annotated[str, AfterValidator(repository_path)]


DEFAULT_COVERAGE_EXCLUDED = (
    "/examples/",
    "/example/",
    "/docs/",
    "/doc/",
    "/benchmarks/",
    "/benchmark/",
    "/bench/",
    "/scripts/",
    "/winbuild/",
    "/setup.py",
    "/noxfile.py",
)
"""Root folders and files of examples, documentation, benchmarks and build or release
scripts: code no test of the library is owed for. Not `tools/`: git-lfs keeps library code
there."""


class CoverageConfig(_Section):
    report: RepositoryPath | None = None
    """A Cobertura XML or LCOV file in the repository, at the head of the PR."""
    exclude: tuple[str, ...] = ()
    """Paths whose functions owe no test, beside the defaults (examples, docs, benchmarks,
    build scripts) and test code (`test_paths`), as in .gitignore: `contrib/`, `/ci/*.py`."""
    use_default_excludes: bool = True
    """Also exclude the defaults, and Python beside `src/` when a package sits under `src/`."""

    @property
    def excluded_globs(self) -> tuple[str, ...]:
        return (DEFAULT_COVERAGE_EXCLUDED if self.use_default_excludes else ()) + self.exclude


class LLMConfig(_Section):
    max_tokens_per_review: Annotated[int, Field(ge=1_000)] = 400_000
    max_concurrency: Annotated[int, Field(ge=1, le=16)] = 4


class FixConfig(_Section):
    test_command: str | None = None
    max_rounds: Annotated[int, Field(ge=1, le=10)] = 3


DEFAULT_IGNORED = (
    "**/*.min.js",
    "**/*.min.css",
    "**/*.map",
    "**/package-lock.json",
    "**/yarn.lock",
    "**/pnpm-lock.yaml",
    "**/poetry.lock",
    "**/Pipfile.lock",
    "**/uv.lock",
    "**/Cargo.lock",
    "**/go.sum",
    "**/composer.lock",
    "**/Gemfile.lock",
    "vendor/**",
    "**/vendor/**",
    "third_party/**",
    "**/node_modules/**",
    "**/*_pb2.py",
    "**/*.pb.go",
    "**/*.generated.*",
    "dist/**",
    "build/**",
)


class RepoConfig(_Section):
    checks: ChecksConfig = ChecksConfig()
    ignore: tuple[str, ...] = ()
    """Paths skipped beside the defaults (generated, vendored, lock, minified files), as in
    .gitignore: `docs/`, `/build/`, `**/fixtures/**`, `!keep/this.py`."""
    use_default_ignores: bool = True
    test_paths: tuple[str, ...] = ()
    """More test files and test support code beside each language's conventions (.gitignore
    patterns: `dummyserver/`): there, security and style findings that do not block are not
    posted, and the coverage check asks no test for their functions."""
    filter: FilterMode = FilterMode.ADDED
    target_precision: Annotated[float, Field(gt=0.0, lt=1.0)] = 0.75
    thresholds: dict[Category, Annotated[float, Field(ge=0.0, le=1.0)]] = {}
    """Fixed thresholds per category; they override learned ones."""
    max_inline_comments: Annotated[int, Field(ge=0, le=100)] = 25
    review_drafts: bool = False
    fail_on_blocking: bool = True
    model: str | None = None
    instructions: Annotated[str, Field(max_length=8_000)] = ""
    coverage: CoverageConfig = CoverageConfig()
    rules_dir: str | None = None
    llm: LLMConfig = LLMConfig()
    fix: FixConfig = FixConfig()
    exploration_share: Annotated[float, Field(ge=0.0, le=0.5)] = 0.1

    @property
    def ignored_globs(self) -> tuple[str, ...]:
        return (DEFAULT_IGNORED if self.use_default_ignores else ()) + self.ignore


def rules_folder(rules_dir: str | None) -> str | None:
    """`rules_dir` as a folder inside the repository (`a/b`); None when it is unset, leaves
    the repository (absolute, `..`) or names its root."""
    if not rules_dir:
        return None
    path = PurePosixPath(rules_dir)
    if path.is_absolute() or ".." in path.parts:
        return None
    folder = path.as_posix()
    return None if folder == "." else folder


def repo_rule_files(rules_dir: str | None, paths: Iterable[str]) -> list[str]:
    """The repository's own Semgrep rule files among `paths` (a tree listing): under
    `rules_dir`, named as Semgrep loads them from a folder."""
    folder = rules_folder(rules_dir)
    if folder is None:
        return []
    return sorted(
        path
        for path in paths
        if path.startswith(folder + "/")
        and ".." not in PurePosixPath(path).parts
        and is_rule_file_name(PurePosixPath(path).name)
    )


def is_rule_file_name(name: str) -> bool:
    """.yml or .yaml, but not a rule test (`.test.yaml`) nor an autofix fixture (`.fixed.*`)."""
    suffixes = PurePosixPath(name).suffixes
    return (
        bool(suffixes)
        and suffixes[-1] in (".yaml", ".yml")
        and ".fixed" not in suffixes
        and not (len(suffixes) >= 2 and suffixes[-2] == ".test")
    )


@dataclass(frozen=True, slots=True)
class LoadedConfig:
    config: RepoConfig
    source: str
    """Where it came from: the path and ref, or "defaults"."""
    problems: tuple[str, ...] = ()


def parse_repo_config(text: str | bytes | None, source: str) -> LoadedConfig:
    if text is None:
        return LoadedConfig(RepoConfig(), "defaults (no .github/redline.yml on the base branch)")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        return LoadedConfig(RepoConfig(), source, (f"not valid YAML{where}; using defaults",))
    if data is None:
        return LoadedConfig(RepoConfig(), source)
    if not isinstance(data, dict):
        return LoadedConfig(RepoConfig(), source, ("not a mapping of settings; using defaults",))
    return _validate_keeping_what_is_valid(data, source)


def _validate_keeping_what_is_valid(data: dict[str, Any], source: str) -> LoadedConfig:
    problems: list[str] = []
    remaining = dict(data)
    for _ in range(len(data) + 1):
        try:
            return LoadedConfig(RepoConfig.model_validate(remaining), source, tuple(problems))
        except ValidationError as error:
            bad_keys = set()
            for item in error.errors():
                key = str(item["loc"][0]) if item["loc"] else ""
                where = ".".join(str(part) for part in item["loc"])
                problems.append(f"`{where}`: {item['msg']} (default used)")
                bad_keys.add(key)
            for key in bad_keys:
                remaining.pop(key, None)
    return LoadedConfig(RepoConfig(), source, (*problems, "using defaults"))


def config_schema() -> dict[str, Any]:
    """The JSON Schema of `.github/redline.yml`, for editors (yaml-language-server) and CI."""
    schema = RepoConfig.model_json_schema()
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        **schema,
        "title": "Redline repository configuration (.github/redline.yml)",
    }


def check_config(text: str) -> list[tuple[int | None, str]]:
    """Every problem of a config file as (line, message); empty when it is valid."""
    try:
        data = yaml.safe_load(text)
        tree = yaml.compose(text)
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        return [
            (mark.line + 1 if mark else None, f"not valid YAML: {getattr(error, 'problem', error)}")
        ]
    if data is None:
        return []
    if not isinstance(data, dict):
        return [(1, "not a mapping of settings")]
    try:
        RepoConfig.model_validate(data)
    except ValidationError as error:
        return [
            (
                _line_of(tree, item["loc"]),
                f"`{_dotted(item['loc'])}`: {item['msg']}",
            )
            for item in error.errors()
        ]
    return []


def _dotted(location: tuple[int | str, ...]) -> str:
    """`thresholds.speed`: pydantic's "[key]" marker (a bad mapping key) left out."""
    return ".".join(str(part) for part in location if part != "[key]")


def _line_of(node: yaml.Node | None, location: tuple[int | str, ...]) -> int | None:
    """The line of the YAML node at `location` (keys and indexes), or of its nearest parent."""
    if node is None:
        return None
    line = node.start_mark.line + 1
    for part in location:
        if isinstance(node, yaml.MappingNode):
            entry = next((pair for pair in node.value if pair[0].value == str(part)), None)
            if entry is None:
                break
            line, node = entry[0].start_mark.line + 1, entry[1]
        elif (
            isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value)
        ):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line
