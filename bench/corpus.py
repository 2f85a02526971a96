"""Corpus bench: what Redline would post on real release-to-release changes.

Downloads pinned source releases of popular projects (PyPI sdists, npm tarballs, Debian's
`golang-*-dev` packages), cached under bench/.cache/corpus/, and replays each release ->
next release change as a pull request through the real `redline review` CLI (no LLM:
ANTHROPIC_API_KEY is unset), in a throwaway git repository per pair holding the projects'
code files. It prints comments per 1,000 added lines, findings per rule and, joined with
the judged file (bench/corpus_judged.csv), precision per language, category, severity and
rule confidence.

    .venv/bin/python bench/corpus.py                  # fetch (once), review, print
    .venv/bin/python bench/corpus.py --write-results  # also rewrite bench/corpus_results.json
    .venv/bin/python bench/corpus.py --dump FILE      # also write every finding, for judging

"Posted" is what a pull request gets as inline comments with default settings and no
learned data: visibility `inline` on a line the change added. Added lines are counted as
Redline's DiffIndex counts them for Semgrep's findings: a line whose code is unchanged (its
change is whitespace or comments only, or it holds only a comment or nothing) is not added.
"""

from __future__ import annotations

import argparse
import ast
import csv
import functools
import hashlib
import io
import itertools
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

import yaml

REPO_ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = REPO_ROOT / "bench" / ".cache" / "corpus"
RULES_DIR = REPO_ROOT / "rules"
JUDGED_FILE = REPO_ROOT / "bench" / "corpus_judged.csv"
RESULTS_FILE = REPO_ROOT / "bench" / "corpus_results.json"
CODE_SUFFIXES = frozenset({".py", ".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".go"})
SKIPPED_PARTS = frozenset({"node_modules", "vendor", "_vendor", "dist", "build", "__pycache__"})
VERDICTS = ("useful", "not useful", "debatable")
REGISTRY_LANGUAGE = {"pypi": "python", "npm": "javascript", "deb": "go"}
"""The rule folder a project's code is checked by (its cached reviews depend on it)."""
GIT = ("git", "-c", "user.name=corpus", "-c", "user.email=corpus@example.invalid")


@dataclass(frozen=True, slots=True)
class Project:
    name: str
    registry: str
    """pypi, npm or deb."""
    package: str
    versions: tuple[str, ...]
    """Consecutive pinned releases, oldest first; each adjacent pair is one change."""
    roots: tuple[str, ...] = ()
    """Folders of the unpacked release kept (none: all of it)."""


PROJECTS: tuple[Project, ...] = (
    # Python. Where a pair's newer release fixes a published advisory, docs/corpus.md
    # ("Known vulnerable spots") names it; bench/corpus_spots.py checks the older release.
    Project("requests", "pypi", "requests", ("2.30.0", "2.31.0", "2.32.2", "2.32.3", "2.32.4")),
    Project("flask", "pypi", "flask", ("2.3.1", "2.3.2", "3.0.0", "3.0.3", "3.1.0")),
    Project("httpx", "pypi", "httpx", ("0.27.0", "0.27.2", "0.28.0")),
    Project("click", "pypi", "click", ("8.1.3", "8.1.7", "8.1.8")),
    Project(
        "werkzeug",
        "pypi",
        "werkzeug",
        ("3.0.1", "3.0.2", "3.0.3", "3.0.4", "3.0.6", "3.1.0"),
    ),
    Project("rich", "pypi", "rich", ("13.5.0", "13.7.1", "13.9.0")),
    Project("attrs", "pypi", "attrs", ("23.2.0", "24.1.0", "24.2.0")),
    Project("django", "pypi", "django", ("4.2.13", "4.2.14", "4.2.15", "4.2.16", "4.2.17")),
    Project("jinja2", "pypi", "jinja2", ("3.1.2", "3.1.3", "3.1.4", "3.1.5")),
    Project("urllib3", "pypi", "urllib3", ("2.0.6", "2.0.7", "2.2.1", "2.2.2")),
    Project("aiohttp", "pypi", "aiohttp", ("3.9.1", "3.9.2", "3.9.3", "3.9.4")),
    Project("tornado", "pypi", "tornado", ("6.3.2", "6.3.3", "6.4", "6.4.1", "6.4.2")),
    Project("starlette", "pypi", "starlette", ("0.26.1", "0.27.0")),
    Project("pillow", "pypi", "pillow", ("10.1.0", "10.2.0", "10.3.0")),
    Project("sqlparse", "pypi", "sqlparse", ("0.4.3", "0.4.4", "0.5.0")),
    Project("pyjwt", "pypi", "pyjwt", ("2.3.0", "2.4.0")),
    Project("lxml", "pypi", "lxml", ("4.6.4", "4.6.5")),
    Project("gunicorn", "pypi", "gunicorn", ("21.2.0", "22.0.0", "23.0.0")),
    Project("waitress", "pypi", "waitress", ("2.1.0", "2.1.1", "3.0.0", "3.0.1")),
    Project("twisted", "pypi", "twisted", ("23.8.0", "23.10.0", "24.3.0", "24.7.0")),
    Project("scrapy", "pypi", "scrapy", ("2.11.0", "2.11.1", "2.11.2")),
    Project("setuptools", "pypi", "setuptools", ("69.5.1", "70.0.0")),
    Project("gitpython", "pypi", "gitpython", ("3.1.29", "3.1.30")),
    # JavaScript and TypeScript.
    Project("express", "npm", "express", ("4.19.2", "4.21.2", "5.0.0")),
    Project("axios", "npm", "axios", ("1.6.8", "1.7.4", "1.7.9"), ("lib",)),
    Project("fastify", "npm", "fastify", ("5.0.0", "5.1.0", "5.2.0")),
    Project("commander", "npm", "commander", ("12.0.0", "12.1.0", "13.0.0"), ("lib",)),
    Project("svelte", "npm", "svelte", ("4.2.0", "4.2.8", "4.2.19"), ("src",)),
    Project("query-core", "npm", "@tanstack/query-core", ("5.40.0", "5.51.1", "5.62.0"), ("src",)),
    Project("trpc-server", "npm", "@trpc/server", ("10.40.0", "10.45.0", "10.45.2"), ("src",)),
    Project("cookie", "npm", "cookie", ("0.6.0", "0.7.0")),
    Project("path-to-regexp", "npm", "path-to-regexp", ("0.1.7", "0.1.10")),
    Project("lodash", "npm", "lodash", ("4.17.20", "4.17.21")),
    Project("qs", "npm", "qs", ("6.10.2", "6.10.3")),
    Project("node-fetch", "npm", "node-fetch", ("2.6.6", "2.6.7"), ("lib",)),
    Project("jsonwebtoken", "npm", "jsonwebtoken", ("8.5.1", "9.0.0")),
    Project("jquery", "npm", "jquery", ("3.4.1", "3.5.0"), ("src",)),
    Project("ejs", "npm", "ejs", ("3.1.6", "3.1.7"), ("lib",)),
    # Debian bookworm carries one version of each golang-*-dev package but for the few
    # with a security update: those updates are the only Go release pairs it has.
    Project(
        "containerd",
        "deb",
        "golang-github-containerd-containerd-dev",
        ("1.6.20~ds1-1+deb12u2", "1.6.20~ds1-1+deb12u3"),
    ),
    Project(
        "git-lfs",
        "deb",
        "golang-github-git-lfs-git-lfs-dev",
        ("3.3.0-1+deb12u1", "3.3.0-1+deb12u2"),
    ),
)


# --- pure parts (tests/bench/test_corpus.py) ----------------------------------------------


def pairs(versions: Sequence[str]) -> list[tuple[str, str]]:
    """Each release and the next one: the changes replayed as pull requests."""
    return list(itertools.pairwise(versions))


def pair_name(old: str, new: str) -> str:
    return f"{old}..{new}"


def kept_path(relative: str, roots: Sequence[str] = ()) -> bool:
    """A code file of the release, outside bundles, vendored and generated folders."""
    path = PurePosixPath(relative)
    if path.suffix not in CODE_SUFFIXES or path.name.endswith((".min.js", ".d.ts")):
        return False
    if any(part in SKIPPED_PARTS or part.startswith(".") for part in path.parts[:-1]):
        return False
    return not roots or path.parts[0] in roots


def line_hash(text: str) -> str:
    """Eight hex digits of the matched line, blanks stripped: a key that survives re-runs."""
    return hashlib.sha1(
        text.strip().encode("utf-8", "surrogateescape"), usedforsecurity=False
    ).hexdigest()[:8]


def count_added(diff_text: bytes, head: Path | None = None) -> dict[str, int]:
    """Added lines per path, as Redline's DiffIndex counts them for Semgrep's findings: not
    those whose change is whitespace only, nor (given the `head` checkout) comments only."""
    from bot.core.diff.index import DiffIndex
    from bot.core.diff.model import LineKind
    from bot.core.diff.parse import parse_diff

    diff = parse_diff(diff_text)
    texts = {}
    for path in diff.paths if head is not None else ():
        file = head / path
        if file.is_file():
            texts[path] = file.read_text(encoding="utf-8", errors="replace")
    index = DiffIndex(diff, texts)
    counts: dict[str, int] = {}
    for file in diff.files:
        added = sum(
            1
            for hunk in file.hunks
            for line in hunk.lines
            if line.kind is LineKind.ADDED
            and line.new_lineno is not None
            and index.is_changed(file.path, line.new_lineno, code_only=True)
        )
        if added:
            counts[file.path] = added
    return counts


JudgedKey = tuple[str, str, str, int, str, str]


@dataclass(frozen=True, slots=True)
class Judgement:
    verdict: str
    reason: str


def read_judged(text: str) -> dict[JudgedKey, Judgement]:
    """Rows of the judged file (lines starting with # are its header notes)."""
    rows = csv.DictReader(line for line in io.StringIO(text) if not line.startswith("#"))
    judged: dict[JudgedKey, Judgement] = {}
    for row in rows:
        verdict = row["verdict"].strip()
        if verdict not in VERDICTS:
            raise ValueError(f"unknown verdict {verdict!r} in {row}")
        key = (
            row["project"],
            row["pair"],
            row["path"],
            int(row["line"]),
            row["rule_id"],
            row["line_hash"],
        )
        judged[key] = Judgement(verdict, row["reason"].strip())
    return judged


@dataclass(frozen=True, slots=True)
class Finding:
    project: str
    pair: str
    path: str
    line: int
    rule_id: str
    line_hash: str
    language: str
    source: str
    category: str
    severity: str
    rule_confidence: str
    visibility: str
    added: bool
    """On a line the change added."""
    confidence: float
    text: str = field(default="", compare=False)

    @property
    def key(self) -> JudgedKey:
        return (self.project, self.pair, self.path, self.line, self.rule_id, self.line_hash)

    @property
    def posted(self) -> bool:
        return self.visibility == "inline" and self.added

    @property
    def tier(self) -> str:
        """source/severity/rule confidence: the key of a starting confidence (scoring.py)."""
        return f"{self.source}/{self.severity}/{self.rule_confidence}"


@dataclass(slots=True)
class Tally:
    useful: int = 0
    not_useful: int = 0
    debatable: int = 0

    def add(self, verdict: str) -> None:
        if verdict == "useful":
            self.useful += 1
        elif verdict == "not useful":
            self.not_useful += 1
        else:
            self.debatable += 1

    @property
    def judged(self) -> int:
        return self.useful + self.not_useful + self.debatable

    @property
    def precision(self) -> float | None:
        """Useful among the judged; a debatable finding counts against (a strict reader)."""
        return self.useful / self.judged if self.judged else None


def precision_by(
    findings: Iterable[Finding],
    judged: Mapping[JudgedKey, Judgement],
    dimension: str,
) -> dict[str, Tally]:
    """Judged findings tallied by one of the Finding's fields (language, category, ...)."""
    tallies: dict[str, Tally] = defaultdict(Tally)
    for finding in findings:
        judgement = judged.get(finding.key)
        if judgement is not None:
            tallies[str(getattr(finding, dimension))].add(judgement.verdict)
    return dict(sorted(tallies.items()))


def per_thousand(count: int, lines: int) -> float:
    return 1000.0 * count / lines if lines else 0.0


# --- rules metadata ------------------------------------------------------------------------


def rule_metadata(rules_dir: Path = RULES_DIR) -> dict[str, dict[str, str]]:
    """rule id -> severity, confidence and category, from the rule pack's YAML."""
    meta: dict[str, dict[str, str]] = {}
    for path in sorted(rules_dir.rglob("*.yaml")):
        document = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        for rule in document.get("rules", []):
            metadata = rule.get("metadata") or {}
            meta[rule["id"]] = {
                "severity": str(rule.get("severity", "")),
                "confidence": str(metadata.get("confidence", "MEDIUM")),
                "category": str(metadata.get("category", "")),
            }
    return meta


def rules_metadata_at(revision: str) -> dict[str, dict[str, str]]:
    """`rule_metadata` of the rule pack as it was at a git revision."""
    with tempfile.TemporaryDirectory() as folder:
        archive = _run(["git", "archive", revision, "rules"], cwd=REPO_ROOT)
        with tarfile.open(fileobj=io.BytesIO(archive)) as tarred:
            tarred.extractall(folder, filter="data")
        return rule_metadata(Path(folder) / "rules")


# --- fetching ------------------------------------------------------------------------------


def _run(args: Sequence[str], cwd: Path | None = None, **kwargs: Any) -> bytes:
    return subprocess.run(list(args), cwd=cwd, check=True, capture_output=True, **kwargs).stdout


def fetch(project: Project, version: str) -> Path:
    """The unpacked release (its code files), downloading and unpacking it once."""
    tree = CACHE_DIR / "src" / f"{project.name}-{version}"
    if (tree / ".complete").exists():
        return tree
    archives = CACHE_DIR / "archives" / f"{project.name}-{version}"
    archives.mkdir(parents=True, exist_ok=True)
    if not any(archives.iterdir()):
        _download(project, version, archives)
    archive = next(p for p in sorted(archives.iterdir()) if not p.name.startswith("."))
    if tree.exists():
        shutil.rmtree(tree)
    tree.mkdir(parents=True)
    for relative, data in _members(archive, project):
        if kept_path(relative, project.roots):
            target = tree / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(data)
    (tree / ".complete").touch()
    return tree


def _download(project: Project, version: str, into: Path) -> None:
    if project.registry == "pypi":
        _run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--quiet",
                "--no-deps",
                "--no-binary",  # the sdist; its build requirements may come as wheels
                project.package,
                f"{project.package}=={version}",
                "-d",
                str(into),
            ]
        )
    elif project.registry == "npm":
        _run(["npm", "pack", "--silent", f"{project.package}@{version}"], cwd=into)
    elif project.registry == "deb":
        _run(["apt-get", "download", f"{project.package}={version}"], cwd=into)
    else:
        raise ValueError(project.registry)


def _strip_top(name: str) -> str:
    parts = PurePosixPath(name).parts
    return str(PurePosixPath(*parts[1:])) if len(parts) > 1 else ""


def _members(archive: Path, project: Project) -> Iterator[tuple[str, bytes]]:
    """(path inside the release, content) of every regular file of the archive."""
    if archive.suffix == ".deb":
        unpacked = archive.parent / ".unpacked"
        if unpacked.exists():
            shutil.rmtree(unpacked)
        _run(["dpkg-deb", "-x", str(archive), str(unpacked)])
        base = unpacked / "usr" / "share" / "gocode" / "src"
        for path in sorted(base.rglob("*")):
            if path.is_file() and not path.is_symlink():
                yield str(path.relative_to(base)), path.read_bytes()
        shutil.rmtree(unpacked)
    elif archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as zipped:
            for info in zipped.infolist():
                if not info.is_dir() and (name := _strip_top(info.filename)):
                    yield name, zipped.read(info)
    else:
        with tarfile.open(archive) as tarred:
            for member in tarred.getmembers():
                if member.isfile() and (name := _strip_top(member.name)):
                    extracted = tarred.extractfile(member)
                    if extracted is not None:
                        yield name, extracted.read()


# --- replaying a change --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PairResult:
    project: str
    pair: str
    added: dict[str, int]
    findings: list[dict[str, Any]]
    seconds: float
    notes: list[str] = field(default_factory=list)
    """The review's notes and skipped files: a Semgrep that did not run or timed out on a
    file shows here, not as missing findings alone."""


def _commit_tree(repo: Path, tree: Path, message: str) -> str:
    for entry in repo.iterdir():
        if entry.name != ".git":
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    shutil.copytree(tree, repo, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".complete"))
    _run([*GIT, "add", "-A"], cwd=repo)
    _run([*GIT, "commit", "-q", "--allow-empty", "-m", message], cwd=repo)
    return _run(["git", "rev-parse", "HEAD"], cwd=repo).decode().strip()


def _code_of(path: Path) -> bytes:
    """A module's code without its comments and docstrings: what a cached review depends on."""
    tree = ast.parse(path.read_bytes())
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            body[0] = ast.Pass()
    return ast.dump(tree).encode()


def review_inputs_hash(project: Project) -> str:
    """What a cached review depends on: the rules of the project's language and the code."""
    return _inputs_hash(REGISTRY_LANGUAGE[project.registry])


@functools.cache
def _inputs_hash(language: str) -> str:
    """`review_inputs_hash` of one language, computed once a run (it parses all of bot/)."""
    digest = hashlib.sha1(usedforsecurity=False)
    rules = RULES_DIR / language
    for path in sorted(rules.rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(REPO_ROOT)).encode())
            digest.update(path.read_bytes())
    for path in sorted((REPO_ROOT / "bot").rglob("*.py")):
        digest.update(str(path.relative_to(REPO_ROOT)).encode())
        digest.update(_code_of(path))
    return digest.hexdigest()[:12]


def cached_replay(project: Project, old: str, new: str) -> PairResult:
    """`replay`, reusing the result of an earlier run with the same rules and code."""
    inputs = review_inputs_hash(project)
    cached = CACHE_DIR / "results" / inputs / f"{project.name}-{pair_name(old, new)}.json"
    if cached.exists():
        data = json.loads(cached.read_text(encoding="utf-8"))
        return PairResult(**data)
    result = replay(project, old, new)
    if not semgrep_ran(result):
        return result  # not cached: the next run reviews it again
    cached.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "project": result.project,
        "pair": result.pair,
        "added": result.added,
        "findings": result.findings,
        "seconds": result.seconds,
        "notes": result.notes,
    }
    cached.write_text(json.dumps(data), encoding="utf-8")
    return result


def semgrep_ran(result: PairResult) -> bool:
    """False when the review's Semgrep did not run (its time limit on a loaded machine): such a
    review is reported but not cached, so that a later run measures the pair again."""
    return not any(note.startswith("semgrep: Semgrep did not run") for note in result.notes)


def code_revision(root: Path = REPO_ROOT) -> str:
    """The git revision the review code and rules are at, and whether they differ from it."""
    head = _run(["git", "rev-parse", "--short", "HEAD"], cwd=root).decode().strip()
    changed = _run(["git", "status", "--porcelain", "--", "bot", "rules"], cwd=root).strip()
    return f"{head} with uncommitted changes" if changed else head


def earlier_result(project: Project, old: str, new: str, keys: Sequence[str]) -> PairResult:
    """The cached review of old -> new under one of `keys` (input hashes of earlier runs)."""
    for key in keys:
        cached = CACHE_DIR / "results" / key / f"{project.name}-{pair_name(old, new)}.json"
        if cached.exists():
            return PairResult(**json.loads(cached.read_text(encoding="utf-8")))
    raise SystemExit(f"no cached review of {project.name} {pair_name(old, new)} under {keys}")


def review_failure(label: str, returncode: int, stderr: bytes) -> str:
    """One line for a review that failed: the pair, its exit code and stderr's last line."""
    said = stderr.decode(errors="replace").strip().splitlines() or ["(nothing on stderr)"]
    return f"redline review of {label} exited {returncode}: {said[-1].strip()}"


def replay(project: Project, old: str, new: str) -> PairResult:
    """Reviews old -> new in a throwaway repository with `redline review --all`."""
    repo = CACHE_DIR / "repos" / f"{project.name}-{pair_name(old, new)}"
    if repo.exists():
        shutil.rmtree(repo)
    repo.mkdir(parents=True)
    _run(["git", "init", "-q", "-b", "main"], cwd=repo)
    base = _commit_tree(repo, fetch(project, old), f"{project.name} {old}")
    head = _commit_tree(repo, fetch(project, new), f"{project.name} {new}")
    diff = _run(["git", "diff", "--no-color", "--find-renames", base, head], cwd=repo)
    added = count_added(diff, repo)  # the checkout is at `head`
    env = {k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"}
    started = time.monotonic()
    out = subprocess.run(
        [
            str(Path(sys.executable).parent / "redline"),
            "review",
            "--repo",
            str(repo),
            "--base",
            base,
            "--head",
            head,
            "--format",
            "json",
            "--no-llm",
            "--all",
            "--fail-on",
            "never",
        ],
        capture_output=True,
        env=env,
    )
    if out.returncode:
        raise RuntimeError(
            review_failure(f"{project.name} {pair_name(old, new)}", out.returncode, out.stderr)
        )
    seconds = time.monotonic() - started
    report = json.loads(out.stdout)
    findings = report["findings"]
    notes = [f"{n['check']}: {n['note']}" for n in report.get("notes", [])]
    notes += [f"skipped {s['path']}: {s['reason']}" for s in report.get("skipped_files", [])]
    for finding in findings:
        line = finding.get("start_line") or 0
        text = ""
        if line:
            source = (repo / finding["path"]).read_text(encoding="utf-8", errors="replace")
            lines = source.splitlines()
            text = lines[line - 1] if line <= len(lines) else ""
        finding["line_text"] = text
    shutil.rmtree(repo)
    return PairResult(project.name, pair_name(old, new), added, findings, seconds, notes)


def to_findings(result: PairResult, meta: Mapping[str, Mapping[str, str]]) -> list[Finding]:
    from bot.core.languages import language_of

    findings = []
    for raw in result.findings:
        rule = meta.get(raw["rule_id"], {})
        findings.append(
            Finding(
                project=result.project,
                pair=result.pair,
                path=raw["path"],
                line=raw.get("start_line") or 0,
                rule_id=raw["rule_id"],
                line_hash=line_hash(raw.get("line_text", "")),
                language=language_of(raw["path"]) or "other",
                source=raw["source"],
                category=raw["category"],
                severity=raw["severity"],
                rule_confidence=rule.get("confidence", "-") if raw["source"] == "semgrep" else "-",
                visibility=raw["visibility"],
                added=bool(raw["added_by_change"]),
                confidence=float(raw["confidence"]),
                text=raw.get("line_text", ""),
            )
        )
    return findings


# --- report --------------------------------------------------------------------------------


def _fmt(tally: Tally) -> str:
    p = tally.precision
    share = f"{p:.0%}" if p is not None else "-"
    return f"{share:>5} ({tally.useful}/{tally.judged}, {tally.debatable} debatable)"


def summarise(
    findings: Sequence[Finding],
    added: Mapping[str, int],
    judged: Mapping[JudgedKey, Judgement],
) -> dict[str, Any]:
    """Every figure the bench prints (and writes to bench/corpus_results.json)."""
    from bot.core.languages import language_of

    lines_by_language: Counter[str] = Counter()
    for path, count in added.items():
        lines_by_language[language_of(path.split("\0", 1)[1]) or "other"] += count
    total_lines = sum(lines_by_language.values())
    own = [f for f in findings if f.added]
    posted = [f for f in own if f.posted]
    posted_by_language = Counter(f.language for f in posted)
    dims = ("language", "category", "severity", "rule_confidence", "tier")

    def table(subset: Sequence[Finding]) -> dict[str, dict[str, dict[str, Any]]]:
        return {
            dim: {
                key: {
                    "useful": t.useful,
                    "not_useful": t.not_useful,
                    "debatable": t.debatable,
                    "precision": None if t.precision is None else round(t.precision, 3),
                }
                for key, t in precision_by(subset, judged, dim).items()
            }
            for dim in dims
        }

    rules: dict[str, dict[str, Any]] = {}
    for f in findings:
        row = rules.setdefault(
            f.rule_id, {"all": 0, "added": 0, "posted": 0, "useful": 0, "judged": 0}
        )
        row["all"] += 1
        row["added"] += f.added
        row["posted"] += f.posted
        judgement = judged.get(f.key) if f.added else None
        if judgement is not None:
            row["judged"] += 1
            row["useful"] += judgement.verdict == "useful"
    posted_tally = Tally()
    for f in posted:
        if (judgement := judged.get(f.key)) is not None:
            posted_tally.add(judgement.verdict)
    return {
        "added_lines": total_lines,
        "added_lines_by_language": dict(sorted(lines_by_language.items())),
        "findings_all": len(findings),
        "findings_on_added_lines": len(own),
        "posted": len(posted),
        "posted_judged": posted_tally.judged,
        "posted_useful": posted_tally.useful,
        "posted_precision": None
        if posted_tally.precision is None
        else round(posted_tally.precision, 3),
        "comments_per_1000_added_lines": round(per_thousand(len(posted), total_lines), 2),
        "comments_per_1000_by_language": {
            lang: round(per_thousand(posted_by_language[lang], n), 2)
            for lang, n in sorted(lines_by_language.items())
        },
        "precision_posted": table(posted),
        "precision_added": table(own),
        "rules": dict(sorted(rules.items())),
    }


def print_report(summary: Mapping[str, Any], pairs_run: int, projects: int) -> None:
    print(
        f"corpus: {projects} projects, {pairs_run} release pairs, "
        f"{summary['added_lines']:,} added lines "
        + ", ".join(f"{k} {v:,}" for k, v in summary["added_lines_by_language"].items())
    )
    print(
        f"findings: {summary['findings_all']} with --all, "
        f"{summary['findings_on_added_lines']} on added lines, {summary['posted']} posted inline"
    )
    print(
        f"comments per 1,000 added lines: {summary['comments_per_1000_added_lines']:.2f} ("
        + ", ".join(f"{k} {v:.2f}" for k, v in summary["comments_per_1000_by_language"].items())
        + ")"
    )
    p = summary["posted_precision"]
    print(
        f"posted comments judged useful: "
        f"{summary['posted_useful']}/{summary['posted_judged']}"
        + (f" = {p:.0%}" if p is not None else "")
    )
    for title, key in (
        ("posted comments", "precision_posted"),
        ("every finding on added lines", "precision_added"),
    ):
        print(f"\njudged precision, {title} (useful / judged; debatable counts against):")
        for dim, rows in summary[key].items():
            print(f"  by {dim}:")
            for name, row in rows.items():
                tally = Tally(row["useful"], row["not_useful"], row["debatable"])
                print(f"    {name:<14} {_fmt(tally)}")
    print("\nfindings per rule (all / on added lines / posted / useful of judged):")
    ordered = sorted(summary["rules"].items(), key=lambda kv: (-kv[1]["all"], kv[0]))
    for rule_id, row in ordered:
        share = f"{row['useful'] / row['judged']:.0%}" if row["judged"] else "-"
        print(
            f"  {rule_id:<48} {row['all']:>5} {row['added']:>5} {row['posted']:>5}"
            f"   {row['useful']}/{row['judged']} {share}"
        )


def print_notes(results: Sequence[PairResult]) -> None:
    """Reviews whose checks did not run in full: their missing findings are no measurement."""
    for result in results:
        for note in result.notes:
            if "did not run" in note or "could not fully" in note or note.startswith("skipped"):
                print(f"  note {result.project} {result.pair}: {note[:160]}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="reviews run at once")
    parser.add_argument("--project", action="append", help="only these projects")
    parser.add_argument("--dump", type=Path, help="write every finding (JSON lines) here")
    parser.add_argument("--write-results", action="store_true", help=f"rewrite {RESULTS_FILE}")
    parser.add_argument(
        "--results-from",
        nargs="+",
        metavar="KEY",
        help="report cached reviews from these bench/.cache/corpus/results/KEY folders "
        "(an earlier rule pack) instead of reviewing",
    )
    parser.add_argument(
        "--rules-at", metavar="REV", help="rule metadata (confidence) from this git revision"
    )
    args = parser.parse_args(argv)
    sys.path.insert(0, str(REPO_ROOT))
    chosen = [p for p in PROJECTS if not args.project or p.name in args.project]
    started = time.monotonic()
    for project in chosen:  # downloads one at a time, then reviews in parallel
        for version in project.versions:
            fetch(project, version)
    jobs = [(p, old, new) for p in chosen for old, new in pairs(p.versions)]
    if args.results_from:
        results = [earlier_result(p, old, new, args.results_from) for p, old, new in jobs]
    else:
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            results = list(pool.map(lambda job: cached_replay(*job), jobs))
    meta = rule_metadata() if not args.rules_at else rules_metadata_at(args.rules_at)
    findings = [f for r in results for f in to_findings(r, meta)]
    added = {f"{r.project} {r.pair}\0{path}": n for r in results for path, n in r.added.items()}
    judged = read_judged(JUDGED_FILE.read_text(encoding="utf-8")) if JUDGED_FILE.exists() else {}
    summary = summarise(findings, added, judged)
    print_report(summary, len(jobs), len(chosen))
    print_notes(results)
    stale = [k for k in judged if k not in {f.key for f in findings}]
    print(f"\njudged rows: {len(judged)}, of findings no longer reported: {len(stale)}")
    print(
        f"wall time: {time.monotonic() - started:.0f} s (reviews: "
        f"{sum(r.seconds for r in results):.0f} s summed over {args.jobs} job(s))"
    )
    if args.dump:
        with args.dump.open("w", encoding="utf-8") as out:
            for f in findings:
                row = {k: getattr(f, k) for k in Finding.__dataclass_fields__}
                row["posted"] = f.posted
                row["judged"] = judged[f.key].verdict if f.key in judged else None
                out.write(json.dumps(row) + "\n")
    if args.write_results and not args.project:
        command = "python bench/corpus.py --write-results"
        if args.results_from:
            command += " --results-from " + " ".join(args.results_from)
        summary = {
            "command": command,
            "projects": len(chosen),
            "pairs": len(jobs),
            "revision": code_revision(),
            **summary,
        }
        RESULTS_FILE.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
