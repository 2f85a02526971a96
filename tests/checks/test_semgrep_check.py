"""SemgrepCheck against the real `semgrep` binary (the real pack and small rule folders), and
against stand-in executables for crashes, timeouts and the exact command line."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import shutil
import subprocess
import time
from collections.abc import Mapping
from pathlib import Path

import pytest

from bot.checks.base import CheckContext, CheckResult
from bot.checks.semgrep import SemgrepCheck
from bot.checks.semgrep.invocation import SMALL_CHANGE_FILES as SMALL
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.findings import Category, Finding, RuleConfidence, Severity, Side, Source
from bot.core.repo_config import RepoConfig
from bot.core.scoring import prior
from bot.review.job import semgrep_executable
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
PACK = ROOT / "rules"
SEMGREP = semgrep_executable()  # beside the running interpreter, else on PATH, as the bot runs
TESTDATA = Path(__file__).parent / "testdata" / "semgrep"

APP = """\
import subprocess


def handle(expression, status):
    if status is 200:
        return eval(expression)
    try:
        subprocess.run(["ls"], check=True)
    except:
        pass
"""
BROKEN = """\
def broken(:
    print("x"
)))) ]]]
class
"""
CALLS = """\
result = old_call(
    first,
    second,
)  # keep this comment
value = compact_call(1, 2) + 3
"""


def added_file_diff(path: str, text: str) -> str:
    lines = text.splitlines()
    body = "".join(f"+{line}\n" for line in lines)
    return (
        f"diff --git a/{path} b/{path}\nnew file mode 100644\n--- /dev/null\n+++ b/{path}\n"
        f"@@ -0,0 +1,{len(lines)} @@\n{body}"
    )


def make_context(
    workdir: Path,
    files: Mapping[str, str],
    config: RepoConfig | None = None,
    extra_files: Mapping[str, str] | None = None,
    repo_rules: Mapping[str, str] | None = None,
) -> CheckContext:
    """Writes `files` (the changed files) and `extra_files` (present, not changed) to workdir;
    `repo_rules` are the repository's rule files on the base branch."""
    for path, text in {**files, **(extra_files or {})}.items():
        target = workdir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
    diff = parse_diff("".join(added_file_diff(path, text) for path, text in files.items()))
    return CheckContext(
        diff=diff,
        index=DiffIndex(diff),
        files=dict(files),
        workdir=workdir,
        config=config or RepoConfig(),
        repo_rules=dict(repo_rules or {}),
    )


def base_rules(folder: str = ".redline/rules") -> dict[str, str]:
    """testdata/repo_rules as the base branch holds them under `folder`."""
    source = TESTDATA / "repo_rules"
    return {
        f"{folder}/{path.relative_to(source).as_posix()}": path.read_text()
        for path in sorted(source.rglob("*.yaml"))
    }


def run(check: SemgrepCheck, context: CheckContext) -> CheckResult:
    return asyncio.run(check.run(context))


def by_rule(result: CheckResult) -> dict[str, Finding]:
    found = {finding.rule_id: finding for finding in result.findings}
    assert len(found) == len(result.findings), "one finding per rule expected"
    return found


def configs_of(args: list[str]) -> list[str]:
    return [args[i + 1] for i, arg in enumerate(args) if arg == "--config"]


def assert_python_pack_only(args: list[str], workdir: Path) -> None:
    """The pack's Python rule files, no Go or Java ones, each given relative to the workdir
    (so that rule ids keep their prefix), and no repository rules."""
    configs = configs_of(args)
    assert configs and not [config for config in configs if Path(config).is_absolute()]
    resolved = [(workdir / config).resolve() for config in configs]
    assert all(path.is_relative_to(PACK / "python") for path in resolved), configs


def fake_semgrep(tmp_path: Path, script: str) -> str:
    executable = tmp_path / "fake-semgrep"
    executable.write_text("#!/bin/sh\n" + script)
    executable.chmod(0o755)
    return str(executable)


# --- the real pack ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def pack_result(tmp_path_factory: pytest.TempPathFactory) -> CheckResult:
    workdir = tmp_path_factory.mktemp("pack-workdir")
    context = make_context(
        workdir,
        {"src/app.py": APP, "src/broken.py": BROKEN},
        extra_files={".semgrepignore": "src/\n", ".gitignore": "src/\n"},
    )
    if shutil.which("git"):
        # a repository whose .gitignore hides the changed files
        subprocess.run(["git", "init", "-q", str(workdir)], check=True)
    return run(SemgrepCheck(PACK, semgrep_bin=SEMGREP), context)


def test_pack_findings_carry_lines_category_severity_and_bare_rule_ids(
    pack_result: CheckResult,
) -> None:
    assert pack_result.ran
    assert pack_result.source is Source.SEMGREP
    found = by_rule(pack_result)
    literal = found["python-is-literal-comparison"]
    assert (literal.location.path, literal.location.start_line, literal.location.end_line) == (
        "src/app.py",
        5,
        5,
    )
    assert literal.location.side is Side.RIGHT
    assert literal.category is Category.CORRECTNESS
    assert literal.severity is Severity.BLOCKING  # severity ERROR
    assert literal.rule_confidence is RuleConfidence.HIGH
    assert literal.raw_confidence == prior(Source.SEMGREP, Severity.BLOCKING, RuleConfidence.HIGH)
    assert literal.flagged_text == "    if status is 200:"

    evaluated = found["python-eval-dynamic"]
    assert evaluated.location.start_line == evaluated.location.end_line == 6
    assert evaluated.category is Category.SECURITY
    assert evaluated.severity is Severity.SUGGESTION  # severity WARNING
    assert evaluated.rule_confidence is RuleConfidence.MEDIUM
    assert evaluated.cwe and evaluated.cwe[0].startswith("CWE-95")
    assert "https://docs.python.org/3/library/functions.html#eval" in evaluated.references

    bare = found["python-bare-except"]
    assert (bare.location.start_line, bare.location.end_line) == (7, 10)
    assert bare.flagged_text == "\n".join(APP.splitlines()[6:10])


def test_pack_title_is_the_first_sentence_and_explanation_the_whole_message(
    pack_result: CheckResult,
) -> None:
    evaluated = by_rule(pack_result)["python-eval-dynamic"]
    assert evaluated.explanation.startswith("`eval()` runs a string that is not a constant;")
    assert "json.loads()" in evaluated.explanation  # from the second sentence
    assert "json.loads()" not in evaluated.title
    assert evaluated.explanation.startswith(evaluated.title.removesuffix("…"))
    assert len(evaluated.title) <= 120
    bare = by_rule(pack_result)["python-bare-except"]
    assert bare.title.startswith("A bare `except:` catches everything")
    assert "Catch the exceptions you expect" not in bare.title


def test_pack_fix_becomes_a_whole_line_replacement(pack_result: CheckResult) -> None:
    literal = by_rule(pack_result)["python-is-literal-comparison"]
    assert literal.replacement == "    if status == 200:"
    assert by_rule(pack_result)["python-eval-dynamic"].replacement is None


def test_a_file_that_does_not_parse_is_a_note_and_the_others_are_still_scanned(
    pack_result: CheckResult,
) -> None:
    assert any("src/broken.py" in note and "syntax error" in note for note in pack_result.notes)
    assert {f.location.path for f in pack_result.findings} == {"src/app.py"}
    assert pack_result.dropped == 0


# --- small rule folders ----------------------------------------------------------------


def test_fixes_over_several_lines_replace_whole_lines(tmp_path: Path) -> None:
    context = make_context(tmp_path / "work", {"calls.py": CALLS})
    result = run(SemgrepCheck(TESTDATA / "pack", semgrep_bin=SEMGREP), context)

    assert result.ran, result.notes
    found = by_rule(result)
    swapped = found["swap-old-call"]  # the match spans four lines, the fix one
    assert (swapped.location.start_line, swapped.location.end_line) == (1, 4)
    assert swapped.replacement == "result = new_call(second, first)  # keep this comment"
    assert swapped.flagged_text == "\n".join(CALLS.splitlines()[0:4])
    assert swapped.category is Category.CORRECTNESS  # no category in the metadata
    assert swapped.severity is Severity.SUGGESTION  # severity INFO
    assert swapped.rule_confidence is RuleConfidence.LOW
    assert swapped.cwe == ("CWE-628: Function Call with Incorrectly Specified Arguments",)

    expanded = found["expand-compact-call"]  # a one-line match, a fix over four lines
    assert (expanded.location.start_line, expanded.location.end_line) == (5, 5)
    assert expanded.replacement == "value = expanded_call(\n    1,\n    2,\n) + 3"
    assert expanded.category is Category.STYLE
    assert expanded.severity is Severity.BLOCKING
    assert expanded.references == ("https://example.invalid/compact-call",)


def test_repo_rules_are_used_and_their_invalid_files_and_rules_skipped(tmp_path: Path) -> None:
    context = make_context(
        tmp_path / "work",
        {"tool.py": 'print("hello")\nold_call(a, b)\n'},
        config=RepoConfig(rules_dir=".redline/rules"),
        repo_rules=base_rules(),
    )
    result = run(SemgrepCheck(TESTDATA / "pack", semgrep_bin=SEMGREP), context)

    assert result.ran, result.notes
    found = by_rule(result)
    assert set(found) == {"repo.team.no-print", "swap-old-call"}
    assert found["repo.team.no-print"].location.start_line == 1
    assert found["repo.team.no-print"].category is Category.STYLE
    skipped = " ".join(result.notes)
    assert "`.redline/rules/broken-yaml.yaml` is invalid and was skipped" in skipped
    assert "`repo.bad-pattern` is invalid and was skipped" in skipped


def test_a_repository_rule_with_a_pack_rules_id_stays_the_repositorys(tmp_path: Path) -> None:
    """Both run and both are reported, each under its own id: the repository's copy cannot
    pass for the pack's rule (osemgrep merges same-id rules of two absolute configs)."""
    pack_rules = (TESTDATA / "pack/python/correctness/swap-old-call.yaml").read_text()
    copied = pack_rules.replace("severity: INFO", "severity: ERROR", 1)
    context = make_context(
        tmp_path / "work",
        {"tool.py": "old_call(a, b)\n"},
        config=RepoConfig(rules_dir=".redline/rules"),
        repo_rules={".redline/rules/copy.yaml": copied},
    )
    result = run(SemgrepCheck(TESTDATA / "pack", semgrep_bin=SEMGREP), context)

    assert result.ran, result.notes
    found = by_rule(result)
    assert set(found) == {"swap-old-call", "repo.swap-old-call"}
    assert found["swap-old-call"].severity is Severity.SUGGESTION
    assert found["repo.swap-old-call"].severity is Severity.BLOCKING


def test_the_base_branch_rules_judge_a_pull_request_that_edits_them(tmp_path: Path) -> None:
    """The head's copy of the rules folder (gutted here, plus a rule of its own) is only
    scanned as code: the rules that run are the base branch's."""
    gutted = "rules: []\n"
    context = make_context(
        tmp_path / "work",
        {
            "tool.py": 'print("hello")\n',
            ".redline/rules/no-print.yaml": gutted,
            ".redline/rules/new.yaml": (TESTDATA / "repo_rules/no-print.yaml")
            .read_text()
            .replace("team.no-print", "team.new-rule"),
        },
        config=RepoConfig(rules_dir=".redline/rules"),
        repo_rules={".redline/rules/no-print.yaml": base_rules()[".redline/rules/no-print.yaml"]},
    )
    result = run(SemgrepCheck(TESTDATA / "pack", semgrep_bin=SEMGREP), context)

    assert result.ran, result.notes
    assert set(by_rule(result)) == {"repo.team.no-print"}


# --- stand-in executables --------------------------------------------------------------


def test_one_process_scans_only_the_changed_files_with_the_right_flags(tmp_path: Path) -> None:
    args_file = tmp_path / "args"
    semgrep = fake_semgrep(
        tmp_path, f'printf "%s\\n" "$@" > {args_file}\necho \'{{"results": [], "errors": []}}\'\n'
    )
    context = make_context(
        tmp_path / "work",
        {"b.py": "x = 1\n", "a/-dash.py": "y = 2\n", "gone.py": "z = 3\n"},
        extra_files={"unchanged.py": "w = 4\n"},
    )
    (tmp_path / "work" / "gone.py").unlink()  # listed in files, absent from the checkout
    result = run(SemgrepCheck(PACK, semgrep_bin=semgrep, jobs=3), context)

    assert result.ran and result.findings == () and result.notes == ()
    args = args_file.read_text().splitlines()
    assert args[0] == "scan"
    for flag in (
        "--experimental",  # osemgrep: seconds faster per scan than pysemgrep
        "--json",
        "--metrics=off",
        "--disable-version-check",
        "--no-git-ignore",
        "--skip-unknown-extensions",
    ):
        assert flag in args
    assert args[args.index("--jobs") + 1] == "3"
    assert_python_pack_only(args, tmp_path / "work")
    assert args[args.index("--") + 1 :] == ["a/-dash.py", "b.py"]


def test_a_small_change_is_scanned_by_one_process_unless_jobs_is_set(tmp_path: Path) -> None:
    """Semgrep's default starts a worker per CPU: on a few files that costs more CPU, and under
    load more wall time too (docs/rule-pack-speed.md)."""
    args_file = tmp_path / "args"
    semgrep = fake_semgrep(
        tmp_path, f'printf "%s\\n" "$@" > {args_file}\necho \'{{"results": [], "errors": []}}\'\n'
    )
    small = make_context(tmp_path / "small", {"a.py": "x = 1\n", "b.py": "y = 2\n"})
    assert run(SemgrepCheck(PACK, semgrep_bin=semgrep), small).ran
    args = args_file.read_text().splitlines()
    assert args[args.index("--jobs") + 1] == "1"

    big = make_context(tmp_path / "big", {f"m{i}.py": "x = 1\n" for i in range(SMALL + 1)})
    assert run(SemgrepCheck(PACK, semgrep_bin=semgrep), big).ran
    assert "--jobs" not in args_file.read_text().splitlines()  # Semgrep's default

    assert run(SemgrepCheck(PACK, semgrep_bin=semgrep, jobs=2), small).ran
    args = args_file.read_text().splitlines()
    assert args[args.index("--jobs") + 1] == "2"


SERVICE_SECRETS = {
    "REDLINE_PRIVATE_KEY": "-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----",
    "REDLINE_WEBHOOK_SECRET": "webhook-secret-value",
    "ANTHROPIC_API_KEY": "sk-ant" + "-api03-secretsecretsecret",
    "REDLINE_DATABASE_URL": "postgresql://redline:db-password@db/redline",
    "SEMGREP_APP_TOKEN": "semgrep-app-token-value",
}


def test_semgrep_gets_none_of_the_services_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for name, value in SERVICE_SECRETS.items():
        monkeypatch.setenv(name, value)
    env_file = tmp_path / "env"
    semgrep = fake_semgrep(
        tmp_path,
        f'env -0 > {env_file}\ntest -w "$HOME" || exit 3\n'
        'echo \'{"results": [], "errors": []}\'\n',
    )
    context = make_context(tmp_path / "work", {"a.py": "x = 1\n"})

    result = run(SemgrepCheck(PACK, semgrep_bin=semgrep), context)

    assert result.ran, result.notes
    seen = dict(entry.split("=", 1) for entry in env_file.read_text().split("\0") if "=" in entry)
    assert set(seen) <= {
        "PATH",
        "HOME",
        "LANG",
        "TMPDIR",
        "SEMGREP_SEND_METRICS",
        "SEMGREP_ENABLE_VERSION_CHECK",
        "PWD",
        "SHLVL",
        "_",  # set by the shell running the stand-in
    }, seen
    assert not any(
        secret in value for secret in SERVICE_SECRETS.values() for value in seen.values()
    )
    assert seen["SEMGREP_SEND_METRICS"] == "off"
    assert not Path(seen["HOME"]).exists()  # its own, removed after the scan


def test_the_real_semgrep_scans_without_the_services_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", "/nonexistent")  # nothing it needs comes from the service's
    for name, value in SERVICE_SECRETS.items():
        monkeypatch.setenv(name, value)
    rules = tmp_path / "rules"
    rules.mkdir()
    shutil.copy(PACK / "python/security/python-eval-dynamic.yaml", rules)
    context = make_context(tmp_path / "work", {"src/app.py": APP})
    result = run(SemgrepCheck(rules, semgrep_bin=SEMGREP), context)
    assert result.ran, result.notes
    assert [f.location.start_line for f in result.findings] == [6]


@pytest.mark.parametrize("rules_dir", ["../../etc", "/etc", ".", "rules/../.."])
def test_a_rules_dir_outside_the_repository_is_refused(tmp_path: Path, rules_dir: str) -> None:
    args_file = tmp_path / "args"
    semgrep = fake_semgrep(
        tmp_path, f'printf "%s\\n" "$@" > {args_file}\necho \'{{"results": [], "errors": []}}\'\n'
    )
    context = make_context(
        tmp_path / "work",
        {"a.py": "x = 1\n"},
        config=RepoConfig(rules_dir=rules_dir),
        repo_rules={"etc/rule.yaml": "rules: []\n"},
    )
    result = run(SemgrepCheck(PACK, semgrep_bin=semgrep), context)

    assert result.ran
    assert any("outside the repository" in note for note in result.notes)
    assert_python_pack_only(args_file.read_text().splitlines(), tmp_path / "work")


def test_a_rules_dir_without_rules_on_the_base_branch_is_a_note(tmp_path: Path) -> None:
    semgrep = fake_semgrep(tmp_path, 'echo \'{"results": [], "errors": []}\'\n')
    context = make_context(tmp_path / "work", {"a.py": "x = 1\n"}, RepoConfig(rules_dir="semgrep"))
    result = run(SemgrepCheck(PACK, semgrep_bin=semgrep), context)
    assert result.ran
    assert any("`semgrep` holds no rule files on the base branch" in note for note in result.notes)


def test_results_are_mapped_from_semgrep_json(tmp_path: Path) -> None:
    text = "keep = 1\r\nvalue = old(1)\r\nnext = 2\r\n"
    report = {
        "results": [
            {  # ends at column 1 of the following line: that line is not part of it
                "check_id": "rules.python.correctness.old-call",
                "path": "src/m.py",
                "start": {"line": 2, "col": 9, "offset": 18},
                "end": {"line": 3, "col": 1, "offset": 26},
                "extra": {
                    "message": "Old call. Use new.",
                    "severity": "WARNING",
                    "fix": "new(1)\n",
                    "metadata": {"category": "performance", "confidence": "unknown"},
                },
            },
            {"check_id": "x", "path": "not-changed.py", "start": {}, "end": {}, "extra": {}},
        ],
        "errors": [
            {
                "type": "Timeout",
                "level": "warn",
                "rule_id": "rules.python.correctness.slow-rule",
                "path": "src/m.py",
                "message": "Timeout when running slow-rule on src/m.py",
            }
        ],
    }
    (tmp_path / "report.json").write_text(json.dumps(report))
    semgrep = fake_semgrep(tmp_path, f"cat {tmp_path / 'report.json'}\n")
    result = run(
        SemgrepCheck(PACK, semgrep_bin=semgrep), make_context(tmp_path / "w", {"src/m.py": text})
    )

    assert result.ran and result.dropped == 1
    (finding,) = result.findings
    assert (finding.location.start_line, finding.location.end_line) == (2, 2)
    assert finding.replacement == "value = new(1)"
    assert finding.flagged_text == "value = old(1)"
    assert finding.rule_id == "old-call"
    assert finding.category is Category.CORRECTNESS
    assert finding.rule_confidence is None
    assert finding.title == "Old call."
    assert result.notes == (
        "Semgrep could not fully analyse `src/m.py` (timeout in rule `slow-rule`); "
        "findings in it may be missing.",
    )


def test_a_crash_with_garbage_output_is_reported_not_raised(tmp_path: Path) -> None:
    semgrep = fake_semgrep(tmp_path, "echo 'Traceback: boom' >&2\necho 'not json'\nexit 2\n")
    result = run(
        SemgrepCheck(PACK, semgrep_bin=semgrep), make_context(tmp_path / "w", {"a.py": "x\n"})
    )
    assert not result.ran and result.findings == ()
    (note,) = result.notes
    assert "exited with code 2" in note and "Traceback: boom" in note


def test_a_fatal_error_in_the_json_is_reported_not_raised(tmp_path: Path) -> None:
    report = {"results": [], "errors": [{"level": "error", "type": "X", "message": "disk full"}]}
    semgrep = fake_semgrep(tmp_path, f"echo '{json.dumps(report)}'\nexit 2\n")
    result = run(
        SemgrepCheck(PACK, semgrep_bin=semgrep), make_context(tmp_path / "w", {"a.py": "x\n"})
    )
    assert not result.ran
    assert result.notes == ("Semgrep did not run: disk full.",)


@pytest.mark.parametrize(
    "report",
    [
        {"results": [{"path": 3}], "errors": "not a list"},
        {"results": [], "errors": [{"level": "error", "spans": "x", "message": 5}]},
        {"results": [None, "x", {"check_id": "a", "path": "a.py"}]},
    ],
)
def test_odd_reports_never_raise(tmp_path: Path, report: dict[str, object]) -> None:
    (tmp_path / "report.json").write_text(json.dumps(report))
    semgrep = fake_semgrep(tmp_path, f"cat {tmp_path / 'report.json'}\n")
    result = run(
        SemgrepCheck(PACK, semgrep_bin=semgrep), make_context(tmp_path / "w", {"a.py": "x\n"})
    )
    assert result.findings == ()
    assert result.ran or result.notes


def test_a_missing_binary_is_reported_not_raised(tmp_path: Path) -> None:
    check = SemgrepCheck(PACK, semgrep_bin=str(tmp_path / "no-such-semgrep"))
    result = run(check, make_context(tmp_path / "w", {"a.py": "x = 1\n"}))
    assert not result.ran
    (note,) = result.notes
    assert "could not be started" in note


def test_a_scan_past_the_time_limit_is_killed(tmp_path: Path) -> None:
    pid_file = tmp_path / "child.pid"
    semgrep = fake_semgrep(tmp_path, f"sleep 60 &\necho $! > {pid_file}\nwait\n")
    # Long enough for the script to start its child on a loaded machine (0.5 s was not, once).
    check = SemgrepCheck(PACK, semgrep_bin=semgrep, timeout_seconds=2)
    started = time.monotonic()
    result = run(check, make_context(tmp_path / "w", {"a.py": "x = 1\n"}))

    assert time.monotonic() - started < 15
    assert not result.ran
    assert result.notes == ("Semgrep did not run: it was stopped after the 2 s time limit.",)
    child = Path(f"/proc/{pid_file.read_text().strip()}/stat")
    deadline = time.monotonic() + 5
    while child.exists() and child.read_text().split()[2] != "Z" and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not child.exists() or child.read_text().split()[2] == "Z", "the scan's child survived"


def test_nothing_to_scan_runs_nothing(tmp_path: Path) -> None:
    check = SemgrepCheck(PACK, semgrep_bin=str(tmp_path / "no-such-semgrep"))
    result = run(check, make_context(tmp_path / "w", {}))
    assert result.ran and result.findings == ()


def test_wanted_paths_is_empty() -> None:
    diff = parse_diff(added_file_diff("a.py", "x = 1\n"))
    assert SemgrepCheck(PACK).wanted_paths(diff, frozenset({"a.py", "b.py"}), RepoConfig()) == set()


CONVENTIONAL_JS = "var total = 0;\nfunction add(n) {\n  console.log(n);\n  return n == 1;\n}\n"
CONVENTION_RULES = {"js-no-var", "js-console-log", "js-loose-equality"}


@pytest.mark.parametrize(
    ("eslint_config", "expected"),
    [
        (None, set()),
        ('{"rules": {"no-var": "error", "no-console": "off"}}', {"js-no-var"}),
        ('{"extends": "airbnb-base"}', CONVENTION_RULES),
    ],
)
def test_convention_rules_run_only_where_the_repositorys_eslint_asks(
    tmp_path: Path, eslint_config: str | None, expected: set[str]
) -> None:
    context = make_context(tmp_path, {"web/cart.js": CONVENTIONAL_JS})
    related = {".eslintrc.json": eslint_config} if eslint_config else {}
    check = SemgrepCheck(PACK, semgrep_bin=SEMGREP)
    tree = frozenset({"web/cart.js", *related})
    assert check.wanted_paths(context.diff, tree, RepoConfig()) == set(related)
    result = run(check, dataclasses.replace(context, related_files=related))
    assert {f.rule_id for f in result.findings} & CONVENTION_RULES == expected
    assert any("linter does not turn on" in note for note in result.notes) is (
        expected != CONVENTION_RULES
    )


def test_only_the_language_folders_a_change_needs_are_loaded(tmp_path: Path) -> None:
    """A Python change loads python/ only, a template every folder with a regex rule, a Go
    file go/: a broken Go rule is never met by a Python change."""
    pack = tmp_path / "pack"
    rule = "rules:\n  - id: {id}\n    languages: [{language}]\n    severity: WARNING\n"
    rule += "    message: m\n    pattern: {pattern}\n"
    for language in ("python", "javascript", "go", "java"):
        (pack / language / "style").mkdir(parents=True)
    (pack / "python" / "style" / "py.yaml").write_text(
        rule.format(id="py", language="python", pattern="print(...)")
    )
    (pack / "python" / "style" / "html.yaml").write_text(
        rule.format(id="html", language="regex", pattern="x").replace(
            "pattern: x", "pattern-regex: onclick"
        )
    )
    (pack / "javascript" / "style" / "js.yaml").write_text(
        rule.format(id="js", language="javascript", pattern="eval(...)")
    )
    (pack / "go" / "style" / "broken.yaml").write_text("rules:\n  - id: broken\n    oops: [\n")

    python_only = make_context(tmp_path / "py", {"a.py": "print(1)\n"})
    result = run(SemgrepCheck(pack, semgrep_bin=SEMGREP), python_only)
    assert result.ran and [f.rule_id for f in result.findings] == ["py"] and result.notes == ()

    template = make_context(
        tmp_path / "html", {"page.html": "<b onclick=x>\n", "a.ts": "eval(x)\n"}
    )
    result = run(SemgrepCheck(pack, semgrep_bin=SEMGREP), template)
    assert result.ran and sorted(f.rule_id for f in result.findings) == ["html", "js"]

    go = make_context(tmp_path / "go", {"main.go": "package main\n"})
    result = run(SemgrepCheck(pack, semgrep_bin=SEMGREP), go)
    assert any("broken" in note for note in result.notes), result.notes


def test_rule_files_no_changed_file_could_match_are_not_loaded(tmp_path: Path) -> None:
    """Semgrep's own prefilters (rules/prefilters.json) are read before it loads the pack: a
    change that makes no LDAP search does not load the LDAP rule; one that searches with request
    data does."""
    args_file = tmp_path / "args"
    semgrep = fake_semgrep(
        tmp_path, f'printf "%s\\n" "$@" > {args_file}\necho \'{{"results": [], "errors": []}}\'\n'
    )
    check = SemgrepCheck(PACK, semgrep_bin=semgrep)
    ldap_rule = "python-ldap-injection-taint.yaml"
    every_file = "python-self-comparison.yaml"  # no prefilter: it can match any file

    run(check, make_context(tmp_path / "plain", {"a.py": "x = 1\n"}))
    names = [Path(config).name for config in configs_of(args_file.read_text().splitlines())]
    assert every_file in names and ldap_rule not in names
    assert len(names) < len(list((PACK / "python").rglob("*.yaml")))

    search = (
        "import ldap\nfrom flask import request\n\n\n"
        "def find(conn):\n    return conn.search_s(BASE, 2, request.args['name'])\n"
    )
    run(check, make_context(tmp_path / "ldap", {"a.py": "x = 1\n", "b.py": search}))
    names = [Path(config).name for config in configs_of(args_file.read_text().splitlines())]
    assert every_file in names and ldap_rule in names


def test_a_change_no_rule_could_match_runs_no_semgrep(tmp_path: Path) -> None:
    """Every rule file left out by its prefilter: Semgrep is not started with no `--config`
    (it would fetch a default one), and the check ran with nothing to say."""
    pack = tmp_path / "pack"
    (pack / "python" / "security").mkdir(parents=True)
    (pack / "python" / "security" / "ldap.yaml").write_text(
        "rules:\n  - id: ldap\n    languages: [python]\n    severity: WARNING\n"
        "    message: m\n    pattern: ldap_search(...)\n"
    )
    for language in ("javascript", "go", "java"):
        (pack / language).mkdir()
    prefilters = load_script("scripts/rule_prefilters.py")
    assert prefilters.main(["--rules-dir", str(pack)]) == 0
    semgrep = fake_semgrep(tmp_path, "exit 7\n")

    result = run(
        SemgrepCheck(pack, semgrep_bin=semgrep), make_context(tmp_path / "w", {"a.py": "x = 1\n"})
    )

    assert result.ran and result.findings == () and result.notes == ()
