"""Conventions of the Semgrep rule pack in rules/ (semgrep --test itself runs from the Makefile)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from enum import StrEnum
from pathlib import Path

import pytest

from tests.rules.pack import (
    REPO,
    RULES_DIR,
    annotated_files_of,
    annotation_count,
    load_rules,
    only_rule,
    rule_paths,
    script_check_passes,
)


class Language(StrEnum):
    PYTHON = "python"
    JAVASCRIPT = "javascript"
    GO = "go"
    JAVA = "java"


ID_PREFIX = {
    Language.PYTHON: "python-",
    Language.JAVASCRIPT: "js-",
    Language.GO: "go-",
    Language.JAVA: "java-",
}
TEST_EXTENSIONS = {
    # templates of Python web frameworks (Jinja2, Django) are checked by regex rules
    Language.PYTHON: (".py", ".html", ".htm", ".jinja", ".jinja2", ".j2", ".djhtml"),
    Language.JAVASCRIPT: (".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"),
    Language.GO: (".go",),
    Language.JAVA: (".java",),
}
MINIMUM_RULES = {Language.PYTHON: 70, Language.JAVASCRIPT: 35, Language.GO: 20, Language.JAVA: 15}
CATEGORIES = {"correctness", "security", "style"}
CONFIDENCES = {"HIGH", "MEDIUM", "LOW"}
SEVERITIES = {"ERROR", "WARNING", "INFO"}
MIN_MESSAGE_LENGTH = 40


RULE_PATHS = rule_paths()
RULE_IDS = [path.relative_to(RULES_DIR).as_posix() for path in RULE_PATHS]


def test_the_pack_is_not_empty() -> None:
    assert RULE_PATHS, f"no rules found under {RULES_DIR}"


@pytest.mark.parametrize("path", RULE_PATHS, ids=RULE_IDS)
def test_layout_id_and_metadata(path: Path) -> None:
    relative = path.relative_to(RULES_DIR)
    assert len(relative.parts) == 3, f"{relative}: expected <language>/<category>/<id>.yaml"
    language_folder, category_folder, _ = relative.parts
    assert language_folder in set(Language), f"{relative}: unknown language folder"
    assert category_folder in CATEGORIES, f"{relative}: unknown category folder"
    rule = only_rule(path)
    rule_id = rule.get("id")
    assert rule_id == path.stem, f"{relative}: id {rule_id!r} differs from the file name"
    assert str(rule_id).startswith(ID_PREFIX[Language(language_folder)]), relative
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", str(rule_id)), f"{rule_id}: not kebab-case"
    metadata = rule.get("metadata") or {}
    assert metadata.get("category") == category_folder, f"{rule_id}: category != folder"
    assert metadata.get("confidence") in CONFIDENCES, f"{rule_id}: confidence"
    assert rule.get("severity") in SEVERITIES, f"{rule_id}: severity"
    assert (rule.get("severity"), metadata.get("confidence")) != ("ERROR", "LOW"), (
        f"{rule_id}: an ERROR rule blocks whatever its score, so it cannot be LOW confidence"
    )
    references = metadata.get("references")
    assert isinstance(references, list) and references, f"{rule_id}: references missing"
    assert all(str(ref).startswith(("http://", "https://")) for ref in references), rule_id
    message = " ".join(str(rule.get("message", "")).split())
    assert len(message) >= MIN_MESSAGE_LENGTH, f"{rule_id}: message too short"
    if category_folder == "security":
        assert metadata.get("cwe"), f"{rule_id}: security rules need cwe"
        assert metadata.get("owasp"), f"{rule_id}: security rules need owasp"


@pytest.mark.parametrize("path", RULE_PATHS, ids=RULE_IDS)
def test_annotated_test_file(path: Path) -> None:
    rule = only_rule(path)
    rule_id = str(rule.get("id"))
    language = Language(path.relative_to(RULES_DIR).parts[0])
    tests = [
        test
        for test in annotated_files_of(path)
        if test.name.endswith(TEST_EXTENSIONS[language]) or test.name.endswith(".test.yaml")
    ]
    assert tests, f"{rule_id}: no test file {path.stem}.<ext> beside the rule"
    text = "\n".join(test.read_text(encoding="utf-8") for test in tests)
    matches = annotation_count(text, "ruleid", rule_id)
    safe = annotation_count(text, "ok", rule_id)
    assert matches >= 1, f"{rule_id}: no `ruleid:` annotation"
    assert safe >= matches, f"{rule_id}: {safe} `ok:` cases for {matches} `ruleid:` cases"
    if "fix" in rule or "fix-regex" in rule:
        fixed = [test.with_name(f"{test.stem}.fixed{test.suffix}") for test in tests]
        assert any(candidate.exists() for candidate in fixed), f"{rule_id}: fix without .fixed file"


def pattern_texts(node: object) -> list[str]:
    """Every `pattern:` string under a rule node."""
    if isinstance(node, dict):
        return [
            text
            for key, value in node.items()
            for text in (
                [value] if key == "pattern" and isinstance(value, str) else pattern_texts(value)
            )
        ]
    if isinstance(node, list):
        return [text for item in node for text in pattern_texts(item)]
    return []


TAINT_RULES = [path for path in RULE_PATHS if only_rule(path).get("mode") == "taint"]


@pytest.mark.parametrize("path", TAINT_RULES, ids=[path.stem for path in TAINT_RULES])
def test_every_sanitiser_has_a_safe_case(path: Path) -> None:
    """Each sanitiser call of a taint rule, in any language, appears in its test file."""
    text = "\n".join(test.read_text(encoding="utf-8") for test in annotated_files_of(path))
    sanitisers = pattern_texts(only_rule(path).get("pattern-sanitizers", []))
    calls = [call for pattern in sanitisers if (call := sanitiser_call(pattern))]
    untested = {name for name, finder in calls if not re.search(finder, text)}
    assert not untested, f"{path.stem}: no safe case calls {sorted(untested)}"


def sanitiser_call(pattern: str) -> tuple[str, str] | None:
    """The called name of a `NAME(...)` sanitiser pattern and a regex finding a call of it.

    A metavariable name (`Encode.$ENCODE(...)`) stands for any method of its receiver.
    """
    match = re.search(r"(?:(\$?\w+)\.)?(\$?\w+)\s*\(\.\.\.\)\s*$", pattern.strip())
    if not match:
        return None
    receiver, name = match[1], match[2]
    if not name.startswith("$"):
        return name, rf"\b{name}\s*\("
    if receiver is None or receiver.startswith("$"):
        return None
    return f"{receiver}.{name}", rf"\b{receiver}\.\w+\s*\("


@pytest.mark.parametrize(
    ("pattern", "called", "found_in", "missing_from"),
    [
        ("shlex.quote(...)", "quote", "shlex.quote(arg)", "shlex.split(arg)"),
        ("$S.safeParse(...)", "safeParse", "Schema.safeParse(body)", "Schema.parse(body)"),
        ("Encode.$ENCODE(...)", "Encode.$ENCODE", "Encode.forHtml(name)", "encode(name)"),
    ],
)
def test_sanitiser_call_finds_the_named_call(
    pattern: str, called: str, found_in: str, missing_from: str
) -> None:
    call = sanitiser_call(pattern)
    assert call is not None and call[0] == called
    assert re.search(call[1], found_in)
    assert not re.search(call[1], missing_from)


def test_sanitiser_call_skips_what_names_no_call() -> None:
    assert sanitiser_call("$FUNC(...)") is None
    assert sanitiser_call("$SIGNER.$LOADS(...)") is None
    assert sanitiser_call("'$PREFIX' + $X") is None


def test_ids_are_unique_across_the_pack() -> None:
    ids = Counter(str(rule.get("id")) for path in RULE_PATHS for rule in load_rules(path))
    duplicates = sorted(rule_id for rule_id, count in ids.items() if count > 1)
    assert not duplicates, f"duplicate rule ids: {duplicates}"


def test_minimum_rule_counts_per_language() -> None:
    counts = Counter(path.relative_to(RULES_DIR).parts[0] for path in RULE_PATHS)
    short = {
        language.value: f"{counts.get(language.value, 0)} < {minimum}"
        for language, minimum in MINIMUM_RULES.items()
        if counts.get(language.value, 0) < minimum
    }
    assert not short, f"too few rules: {short}"


def test_catalogue_is_current() -> None:
    script_check_passes("rules_catalogue.py")


def test_catalogue_check_detects_a_stale_readme(tmp_path: Path) -> None:
    rule_dir = tmp_path / "python" / "style"
    rule_dir.mkdir(parents=True)
    (rule_dir / "python-example-rule.yaml").write_text(
        "rules:\n  - id: python-example-rule\n    languages: [python]\n    severity: INFO\n"
        "    message: Example rule message. Second sentence.\n    pattern: foo()\n"
        "    metadata: {category: style, confidence: LOW, references: [https://example.com]}\n",
        encoding="utf-8",
    )
    script = str(REPO / "scripts" / "rules_catalogue.py")
    command = [sys.executable, script, "--rules-dir", str(tmp_path)]
    assert run_catalogue([*command, "--check"]) == 1
    assert run_catalogue(command) == 0
    readme = (tmp_path / "README.md").read_text(encoding="utf-8")
    assert "| `python-example-rule` | style | INFO | LOW |  |  | Example rule message. |" in readme
    assert "rules_dir:" in readme
    assert run_catalogue([*command, "--check"]) == 0


def run_catalogue(command: list[str]) -> int:
    completed = subprocess.run(command, capture_output=True, check=False, timeout=120)
    return completed.returncode
