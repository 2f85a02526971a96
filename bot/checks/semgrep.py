"""Semgrep as a check: one `semgrep scan` over the changed files, its JSON turned into Findings.

The rule pack (`rules/`) and, when `.github/redline.yml` names one, the repository's own
rules folder are scanned together. The repository's rules are the base branch's (given in
`CheckContext.repo_rules`), like its config: a pull request cannot edit away the rules
that judge it. A rule file Semgrep rejects does not cost the whole review: the scan is
repeated without it (at most `MAX_ATTEMPTS` runs in all) and a note names it; an invalid
rule is left out by Semgrep itself and named in a note.

Semgrep runs as osemgrep (`semgrep scan --experimental`, the same package): it scans a small
change with the whole pack in about 1 s, where pysemgrep's Python start-up alone takes seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import shutil
import signal
import tempfile
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from bot.checks.base import CheckContext, CheckResult
from bot.core.conventions import conventions_asked_for, lint_config_paths
from bot.core.diff.model import Diff
from bot.core.findings import (
    Category,
    Finding,
    Location,
    RuleConfidence,
    Severity,
    Side,
    Source,
)
from bot.core.repo_config import RepoConfig, is_rule_file_name, rules_folder
from bot.core.scoring import prior

REPO_RULE_PREFIX = "repo."
MAX_ATTEMPTS = 3
MAX_TARGET_BYTES = 1_000_000
"""Semgrep's default `--max-target-bytes`: it silently skips larger files, so we say so."""
TITLE_MAX_CHARS = 120
_SAFE_PATH = "/usr/local/bin:/usr/bin:/bin"

# Semgrep's rule pre-validation dominates a small scan (one file, the 174 rule files of
# rules/: 18.6 s with it, 2.8 s without, on a loaded 2-core machine). Invalid rules still
# fail the scan itself, which the retry in `run` handles.
_FAST_RULE_LOADING = ("--x-rule-validation", "none")
_BLOCKING_SEVERITIES = frozenset({"ERROR", "HIGH", "CRITICAL"})
_RULE_ID_CHARACTERS = re.compile(r"[^a-zA-Z0-9._-]")
_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)[.!?](?=\s|$)")


@dataclass(frozen=True, slots=True)
class _RuleFolder:
    config_arg: str
    """As passed to `--config`: relative to the workdir, so that Semgrep prefixes rule ids
    with it and a repository rule cannot pass for a pack rule of the same id."""
    files: tuple[str, ...]
    """Its rule files, spelled the way Semgrep spells them (config_arg joined with the rest)."""
    id_prefix: str
    """What Redline puts before the rule ids of this folder: "" for the pack."""


@dataclass(frozen=True, slots=True)
class _Rejections:
    files: frozenset[Path]
    """Rule files that stopped the scan (resolved): it is repeated without them."""
    notes: tuple[str, ...]
    unexplained: tuple[str, ...]
    """Fatal errors that name no rule file or rule: retrying cannot help."""


class SemgrepCheck:
    source = Source.SEMGREP

    def __init__(
        self,
        rules_dir: Path,
        semgrep_bin: str = "semgrep",
        timeout_seconds: float = 300,
        jobs: int | None = None,
    ) -> None:
        self.rules_dir = Path(rules_dir).resolve()
        self.semgrep_bin = semgrep_bin
        self._executable = _executable(semgrep_bin)
        self.timeout_seconds = timeout_seconds
        self.jobs = jobs

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        """The linter configs that say which conventions apply; the repository's own rules come
        from the base branch, not from here."""
        return lint_config_paths(diff.paths, tree_paths)

    async def run(self, context: CheckContext) -> CheckResult:
        try:
            with tempfile.TemporaryDirectory(prefix="redline-semgrep-home-") as home:
                return await self._run(context, Path(home))
        except (OSError, ValueError, KeyError, TypeError) as error:  # a report of a shape we
            # did not expect, or an unreadable rules folder: the review goes on without us
            return _not_run((), f"Semgrep check failed: {type(error).__name__}: {error}.")

    async def _run(self, context: CheckContext, home: Path) -> CheckResult:
        environment = _environment(home)
        workdir = context.workdir.resolve()
        targets, notes = _targets(context, workdir)
        if not targets:
            return CheckResult(self.source, notes=tuple(notes))
        folders = [_rule_folder(self.rules_dir, workdir, "")]
        repo_rules = home / "repository-rules"
        repo_folder, repo_note = _repo_rule_folder(
            context.config.rules_dir, context.repo_rules, repo_rules, workdir
        )
        shown_as = {workdir: ""}
        if repo_folder is not None:
            folders.append(repo_folder)
            shown_as[repo_rules] = f"{rules_folder(context.config.rules_dir)}/"
        if repo_note:
            notes.append(repo_note)
        id_prefixes = _id_prefixes(folders)
        rule_files = {_resolved(file, workdir) for folder in folders for file in folder.files}
        configs = [folder.config_arg for folder in folders]
        skipped: set[Path] = set()
        deadline = asyncio.get_running_loop().time() + self.timeout_seconds  # for all attempts
        for _ in range(MAX_ATTEMPTS):
            report = await self._scan(configs, targets, workdir, deadline, environment)
            if isinstance(report, str):
                return CheckResult(self.source, notes=(*notes, report), ran=False)
            rejections = _rejections(report, id_prefixes, shown_as, rule_files, workdir)
            if not (rejections.files or rejections.unexplained):
                report["results"], unasked = _asked_for(report["results"], context.related_files)
                if unasked:
                    notes.append(_unasked_note(unasked))
                findings, dropped = _findings(report, id_prefixes, context, workdir)
                notes.extend(note for note in rejections.notes if note not in notes)
                notes.extend(_target_error_notes(report, id_prefixes, workdir, rule_files))
                return CheckResult(self.source, tuple(findings), tuple(notes), dropped=dropped)
            newly_skipped = rejections.files - skipped
            if rejections.unexplained or not newly_skipped:
                reason = "; ".join(rejections.unexplained) or "it rejected the same rules again"
                return _not_run(notes, f"Semgrep did not run: {reason}.")
            notes.extend(note for note in rejections.notes if note not in notes)
            skipped |= newly_skipped
            configs = [
                file
                for folder in folders
                for file in folder.files
                if _resolved(file, workdir) not in skipped
            ]
            if not configs:
                return _not_run(notes, "Semgrep did not run: every rule file was invalid.")
        return _not_run(
            notes, f"Semgrep did not run: its rules were still invalid after {MAX_ATTEMPTS} runs."
        )

    def _command(self, configs: Sequence[str], targets: Sequence[str]) -> list[str]:
        command = [
            self._executable,
            "scan",
            "--experimental",
            "--json",
            "--metrics=off",
            "--disable-version-check",
            "--no-git-ignore",
            # A `# nosemgrep` comment is written by the PR's author: it must not unblock.
            "--disable-nosem",
            "--skip-unknown-extensions",
            *_FAST_RULE_LOADING,
        ]
        if self.jobs is not None:
            command += ["--jobs", str(self.jobs)]
        for config in configs:
            command += ["--config", config]
        return [*command, "--", *targets]

    async def _scan(
        self,
        configs: Sequence[str],
        targets: Sequence[str],
        workdir: Path,
        deadline: float,
        environment: Mapping[str, str],
    ) -> dict[str, Any] | str:
        """Semgrep's JSON report, or a sentence saying why there is none."""
        try:
            process = await asyncio.create_subprocess_exec(
                *self._command(configs, targets),
                cwd=workdir,
                env=environment,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                # its own process group, so that a timeout also kills semgrep-core
                start_new_session=True,
            )
        except OSError as error:
            reason = error.strerror or str(error)
            return f"Semgrep did not run: `{self.semgrep_bin}` could not be started ({reason})."
        try:
            remaining = max(0.0, deadline - asyncio.get_running_loop().time())
            stdout, stderr = await asyncio.wait_for(process.communicate(), remaining)
        except TimeoutError:
            _kill_group(process)
            await process.wait()
            limit = f"{self.timeout_seconds:g} s"
            return f"Semgrep did not run: it was stopped after the {limit} time limit."
        except asyncio.CancelledError:
            _kill_group(process)
            raise
        try:
            report = json.loads(stdout)
        except ValueError:
            report = None
        if not isinstance(report, dict) or not isinstance(report.get("results"), list):
            return (
                f"Semgrep did not run: it exited with code {process.returncode} "
                f"without a JSON report{_last_line(stderr)}."
            )
        return report


def _executable(semgrep_bin: str) -> str:
    """An absolute path when one can be found: Semgrep runs with the workdir as its cwd."""
    found = shutil.which(semgrep_bin)
    if found is None:
        return semgrep_bin
    return os.path.abspath(found)


def _environment(home: Path) -> dict[str, str]:
    """All Semgrep gets: none of the service's own variables (its keys and secrets), a HOME
    of its own for the settings and log it writes, and no reason to call out."""
    return {
        "PATH": _SAFE_PATH,
        "HOME": str(home),
        "LANG": "C.UTF-8",
        "TMPDIR": tempfile.gettempdir(),
        "SEMGREP_SEND_METRICS": "off",
        "SEMGREP_ENABLE_VERSION_CHECK": "0",
    }


def _not_run(notes: Sequence[str], reason: str) -> CheckResult:
    return CheckResult(Source.SEMGREP, notes=(*notes, reason), ran=False)


def _kill_group(process: asyncio.subprocess.Process) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGKILL)


def _last_line(stderr: bytes) -> str:
    lines = [
        line.strip() for line in stderr.decode("utf-8", "replace").splitlines() if line.strip()
    ]
    return f" ({lines[-1][:200]})" if lines else ""


def _targets(context: CheckContext, workdir: Path) -> tuple[list[str], list[str]]:
    targets: list[str] = []
    too_large: list[str] = []
    for path, text in sorted(context.files.items()):
        if not (workdir / path).is_file():
            continue
        if len(text.encode("utf-8")) > MAX_TARGET_BYTES:
            too_large.append(path)
        else:
            targets.append(path)
    notes = []
    if too_large:
        notes.append(
            f"Semgrep skipped {', '.join(too_large)}: larger than {MAX_TARGET_BYTES:,} bytes."
        )
    return targets, notes


def _rule_folder(folder: Path, workdir: Path, id_prefix: str) -> _RuleFolder:
    config_arg = os.path.relpath(folder, workdir)
    files = sorted(
        config_arg.rstrip("/") + "/" + path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if _is_rule_file(path)
    )
    return _RuleFolder(config_arg, tuple(files), id_prefix)


def _is_rule_file(path: Path) -> bool:
    """What Semgrep loads from a config folder."""
    return path.is_file() and is_rule_file_name(path.name)


def _repo_rule_folder(
    rules_dir: str | None, texts: Mapping[str, str], destination: Path, workdir: Path
) -> tuple[_RuleFolder | None, str]:
    """The repository's rule files (repository path → text), written under `destination`."""
    if not rules_dir:
        return None, ""
    folder = rules_folder(rules_dir)
    if folder is None:
        return (
            None,
            f"The repository's `rules_dir` `{rules_dir}` points outside the repository "
            "or at its root; ignored.",
        )
    if not texts:
        return (
            None,
            f"The repository's `rules_dir` `{rules_dir}` holds no rule files on the base "
            "branch; ignored.",
        )
    for path, text in texts.items():
        target = destination / PurePosixPath(path).relative_to(folder)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return _rule_folder(destination, workdir, REPO_RULE_PREFIX), ""


def _resolved(file: str, workdir: Path) -> Path:
    return (workdir / file).resolve()


def _semgrep_id_prefix(rule_file: str) -> str:
    """The prefix osemgrep puts before the ids of a rule file given relative to its cwd: each
    folder of the path as written, `..` included, and a dot (`../a/b.yaml` → `...a.`).

    Mirrors osemgrep's `Rule_fetching.prefix_for_fpath_opt` (no normalisation, like pysemgrep).
    """
    folders = PurePosixPath(rule_file).parts[:-1]
    return _RULE_ID_CHARACTERS.sub("", "".join(f"{folder}." for folder in folders))


def _id_prefixes(folders: Sequence[_RuleFolder]) -> list[tuple[str, str]]:
    """(Semgrep's prefix, Redline's prefix) for every rule file, longest first."""
    pairs = {
        (_semgrep_id_prefix(file), folder.id_prefix) for folder in folders for file in folder.files
    }
    return sorted(pairs, key=lambda pair: len(pair[0]), reverse=True)


def _rule_id(check_id: str, id_prefixes: Sequence[tuple[str, str]]) -> str:
    for semgrep_prefix, redline_prefix in id_prefixes:
        if check_id.startswith(semgrep_prefix) and len(check_id) > len(semgrep_prefix):
            return redline_prefix + check_id[len(semgrep_prefix) :]
    return check_id.rsplit(".", 1)[-1]


def _rejections(
    report: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    shown_as: Mapping[Path, str],
    rule_files: set[Path],
    workdir: Path,
) -> _Rejections:
    """Rule files that stopped the scan, rules Semgrep left out, and fatal errors, read from
    the report's fields (`path` naming a rule file, `rule_id`, `level`)."""
    files: set[Path] = set()
    notes: list[str] = []
    unexplained: list[str] = []
    for error in _errors(report):
        message = str(error.get("message") or error.get("type") or "")
        path = error.get("path")
        if isinstance(path, str) and _resolved(path, workdir) in rule_files:
            files.add(_resolved(path, workdir))
            shown = _shown(str(_resolved(path, workdir)), shown_as)
            reason = _rule_file_problem(error, path)
            notes.append(f"Semgrep rule file {shown} is invalid and was skipped: {reason}.")
        elif path is None and error.get("rule_id"):
            rule = _rule_id(str(error["rule_id"]), id_prefixes)
            reason = message.partition("\n")[2].strip().partition("\n")[0] or message
            notes.append(f"Semgrep rule `{rule}` is invalid and was skipped: {reason}")
        elif path is None and error.get("level") == "error":
            unexplained.append(message.partition("\n")[0] or "an unknown error")
    return _Rejections(frozenset(files), tuple(notes), tuple(unexplained))


def _rule_file_problem(error: Mapping[str, Any], path: str) -> str:
    """`Invalid YAML at line 2`: the error's type, and its line when the message gives one."""
    kind = str(error.get("type") or "invalid")
    line = re.search(re.escape(path) + r":(\d+)", str(error.get("message") or ""))
    return f"{kind} at line {line[1]}" if line else kind


def _shown(file: str, shown_as: Mapping[Path, str]) -> str:
    """A file as the repository names it: `shown_as` maps folders Semgrep saw to theirs."""
    path = Path(file)
    if path.is_absolute():
        for folder, prefix in shown_as.items():
            if path.is_relative_to(folder):
                return f"`{prefix}{path.relative_to(folder).as_posix()}`"
    return f"`{file}`"


def _errors(report: Mapping[str, Any]) -> list[dict[str, Any]]:
    errors = report.get("errors")
    return (
        [error for error in errors if isinstance(error, dict)] if isinstance(errors, list) else []
    )


def _target_error_notes(
    report: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    workdir: Path,
    rule_files: set[Path],
) -> list[str]:
    """One note per file Semgrep could not (fully) parse or scan; the other files are unaffected."""
    problems: dict[str, list[str]] = {}
    for error in _errors(report):
        if "path" not in error or _resolved(str(error["path"]), workdir) in rule_files:
            continue
        kind = error.get("type")
        problem = _error_kind(str(kind[0] if isinstance(kind, list) and kind else kind or "error"))
        if error.get("rule_id"):
            problem += f" in rule `{_rule_id(str(error['rule_id']), id_prefixes)}`"
        path = _shown(str(error["path"]), {workdir: ""})
        if problem not in problems.setdefault(path, []):
            problems[path].append(problem)
    return [
        f"Semgrep could not fully analyse {path} ({', '.join(found)}); "
        "findings in it may be missing."
        for path, found in problems.items()
    ]


def _error_kind(name: str) -> str:
    return {"PartialParsing": "syntax error", "Syntax error": "syntax error"}.get(
        name, name.lower()
    )


def _asked_for(
    results: Sequence[Mapping[str, Any]], files: Mapping[str, str]
) -> tuple[list[Mapping[str, Any]], Counter[str]]:
    """Results of convention rules the repository's linter does not turn on are left out;
    returns the rest, and how many were left out per convention."""
    asked = conventions_asked_for(files)
    kept: list[Mapping[str, Any]] = []
    unasked: Counter[str] = Counter()
    for result in results:
        extra = result.get("extra") if isinstance(result, Mapping) else None
        metadata = extra.get("metadata") if isinstance(extra, Mapping) else None
        convention = metadata.get("convention") if isinstance(metadata, Mapping) else None
        if convention is None or convention in asked:
            kept.append(result)
        else:
            unasked[str(convention)] += 1
    return kept, unasked


def _unasked_note(unasked: Counter[str]) -> str:
    counts = ", ".join(f"{convention} ({count})" for convention, count in sorted(unasked.items()))
    return f"Left out style conventions this repository's linter does not turn on: {counts}."


def _findings(
    report: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    context: CheckContext,
    workdir: Path,
) -> tuple[list[Finding], int]:
    findings: list[Finding] = []
    dropped = 0
    for result in report["results"]:
        try:
            finding = _finding(result, id_prefixes, context, workdir)
        except (KeyError, TypeError, ValueError):
            finding = None
        if finding is None:
            dropped += 1
        else:
            findings.append(finding)
    return findings, dropped


def _finding(
    result: Mapping[str, Any],
    id_prefixes: Sequence[tuple[str, str]],
    context: CheckContext,
    workdir: Path,
) -> Finding | None:
    path = _relative_path(str(result["path"]), workdir)
    text = context.files.get(path)
    if text is None:
        return None
    start, end = result["start"], result["end"]
    start_line, end_line = int(start["line"]), int(end["line"])
    if end_line > start_line and int(end["col"]) == 1:
        end_line -= 1  # the match ends with a line break: the next line is not part of it
    lines = text.split("\n")
    if not 1 <= start_line <= end_line <= len(lines):
        return None
    extra: Mapping[str, Any] = result.get("extra") or {}
    metadata: Mapping[str, Any] = extra.get("metadata") or {}
    severity = (
        Severity.BLOCKING
        if str(extra.get("severity", "")).upper() in _BLOCKING_SEVERITIES
        else Severity.SUGGESTION
    )
    rule_confidence = _rule_confidence(metadata.get("confidence"))
    message = " ".join(str(extra.get("message", "")).split())
    fix = extra.get("fix")
    replacement = (
        _whole_line_replacement(
            text, start_line, end_line, int(start["offset"]), int(end["offset"]), fix
        )
        if isinstance(fix, str)
        else None
    )
    return Finding(
        location=Location(path, start_line, end_line, Side.RIGHT),
        category=_category(metadata.get("category")),
        severity=severity,
        title=_first_sentence(message),
        explanation=message,
        source=Source.SEMGREP,
        rule_id=_rule_id(str(result["check_id"]), id_prefixes),
        raw_confidence=prior(Source.SEMGREP, severity, rule_confidence),
        replacement=replacement,
        rule_confidence=rule_confidence,
        cwe=_strings(metadata.get("cwe")),
        references=_strings(metadata.get("references")),
        targets_tests=metadata.get("targets") == "tests",
        flagged_text="\n".join(
            line.removesuffix("\r") for line in lines[start_line - 1 : end_line]
        ),
    )


def _relative_path(reported: str, workdir: Path) -> str:
    path = Path(reported)
    if path.is_absolute():
        path = path.resolve().relative_to(workdir)
    return path.as_posix().removeprefix("./")


def _category(value: object) -> Category:
    try:
        return Category(str(value).lower())
    except ValueError:
        return Category.CORRECTNESS


def _rule_confidence(value: object) -> RuleConfidence | None:
    try:
        return RuleConfidence(str(value).upper())
    except ValueError:
        return None


def _strings(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list):
        return tuple(str(item) for item in value)
    return ()


def _first_sentence(message: str) -> str:
    """The message's first sentence, cut at a clause (else a word) when longer than a title."""
    masked = re.sub(r"`[^`]*`", lambda m: "x" * len(m.group()), message)  # no cuts inside code
    match = _SENTENCE_END.search(masked)
    end = match.end() if match else len(message)
    if end <= TITLE_MAX_CHARS:
        return message[:end]
    window = masked[: TITLE_MAX_CHARS - 1]
    cut = max(window.rfind(", "), window.rfind("; "), window.rfind(" - "))
    if cut < TITLE_MAX_CHARS // 3:
        cut = window.rfind(" ")
    return message[: cut if cut > 0 else TITLE_MAX_CHARS - 1].rstrip(",;: ") + "…"


def _whole_line_replacement(
    text: str, start_line: int, end_line: int, start_offset: int, end_offset: int, fix: str
) -> str | None:
    """Semgrep's `fix` replaces the matched bytes; a suggestion replaces whole lines.

    Returns the new text of lines start..end: what preceded the match on the first line,
    the fix, and what followed it on the last line. None when the offsets disagree with
    the text (the file changed under us).
    """
    data = text.encode("utf-8")
    lines = data.split(b"\n")
    line_start = sum(len(line) + 1 for line in lines[: start_line - 1])
    line_end = sum(len(line) + 1 for line in lines[: end_line - 1]) + len(lines[end_line - 1])
    if not line_start <= start_offset <= end_offset <= line_end + 1:
        return None
    fixed = fix.encode("utf-8")
    if end_offset == line_end + 1:  # the match took the line break with it
        end_offset = line_end
        fixed = fixed.removesuffix(b"\n")
    try:
        new_text = (data[line_start:start_offset] + fixed + data[end_offset:line_end]).decode(
            "utf-8"
        )
    except UnicodeDecodeError:
        return None
    return "\n".join(line.removesuffix("\r") for line in new_text.split("\n"))
