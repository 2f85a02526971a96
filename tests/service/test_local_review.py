"""`redline review` on a local git change: text, JSON and SARIF, and the exit code."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bot.cli import app
from bot.core.findings import Severity, Source
from bot.core.scoring import prior
from bot.schemas import sarif_problems
from tests.e2e.test_review_flow import PLANTED, TOKEN

BASE = '"""Orders."""\n\n\ndef total(items):\n    return sum(items)\n'


def git(repo: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-C", str(repo), "-c", "user.name=T", "-c", "user.email=t@example.com", *args],
        check=True,
        capture_output=True,
    )


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    root = tmp_path / "checkout"
    (root / "shop").mkdir(parents=True)
    git(root, "init", "-q", "-b", "main")
    (root / "shop/orders.py").write_text(BASE)
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "base")
    (root / "shop/orders.py").write_text(PLANTED)
    git(root, "commit", "-q", "-am", "archive orders")
    return root


def review(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, ["review", *args])
    return result.exit_code, result.stdout


def test_json_lists_findings_and_blocking_exits_1(repo: Path) -> None:
    code, out = review("--repo", str(repo), "--format", "json")
    assert code == 1
    findings = json.loads(out)["findings"]
    assert {(f["path"], f["start_line"]) for f in findings} >= {
        ("shop/orders.py", 6),
        ("shop/orders.py", 14),
        ("shop/orders.py", 18),
    }
    yaml_finding = next(f for f in findings if f["start_line"] == 18)
    assert yaml_finding["replacement"].strip() == "return yaml.safe_load(text)"
    assert all(f["severity"] in ("blocking", "suggestion") for f in findings)


def test_sarif_is_valid_2_1_0(repo: Path) -> None:
    code, out = review("--repo", str(repo), "--format", "sarif", "--fail-on", "never")
    assert code == 0
    document = json.loads(out)
    assert sarif_problems(document) == []
    results = document["runs"][0]["results"]
    assert {r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in results} >= {
        6,
        14,
        18,
    }


def test_sarif_describes_rules_from_the_pack(repo: Path) -> None:
    _, out = review("--repo", str(repo), "--format", "sarif", "--fail-on", "never")
    (run,) = json.loads(out)["runs"]
    driver = run["tool"]["driver"]
    assert driver["version"] and driver["informationUri"].startswith("https://")
    assert run["automationDetails"]["id"] == "redline/"
    rules = {rule["id"]: rule for rule in driver["rules"]}
    yaml_rule = next(rule for rule_id, rule in rules.items() if "yaml" in rule_id)
    assert yaml_rule["fullDescription"]["text"].startswith(yaml_rule["shortDescription"]["text"])
    assert "References:" in yaml_rule["help"]["markdown"]
    assert yaml_rule["properties"]["precision"] in ("high", "medium", "low")
    assert float(yaml_rule["properties"]["security-severity"]) >= 7.0
    assert "python" in yaml_rule["properties"]["tags"]
    # not copied from a finding: the coverage finding's own words are not the rule's description
    assert all(" has no test" not in rule["shortDescription"]["text"] for rule in rules.values())


PRE_EXISTING = '"""Tools."""\nimport yaml\n\n\ndef calc(text):\n    return yaml.load(text)\n'


def tools_change(root: Path, head: str) -> Path:
    """A repository whose base has `PRE_EXISTING` in shop/tools.py and whose HEAD has `head`."""
    (root / "shop").mkdir(parents=True)
    git(root, "init", "-q", "-b", "main")
    (root / "shop/tools.py").write_text(PRE_EXISTING)
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "base")
    (root / "shop/tools.py").write_text(head)
    git(root, "commit", "-q", "-am", "change")
    return root


@pytest.fixture
def change_beside_old_problem(tmp_path: Path) -> Path:
    archive = '\n\ndef archive(path):\n    subprocess.call("tar czf b.tgz " + path, shell=True)\n'
    return tools_change(tmp_path / "old", "import subprocess\n" + PRE_EXISTING + archive)


def test_a_change_beside_an_old_problem_passes(tmp_path: Path) -> None:
    root = tools_change(tmp_path / "beside", PRE_EXISTING + "\n\nVERSION = 2\n")
    code, out = review("--repo", str(root), "--fail-on", "any")
    assert "Already there before this change" in out and "yaml.load" in out
    assert code == 0  # the base's yaml.load is listed, but the change added no problem


def test_problems_the_change_did_not_add_are_listed_apart(change_beside_old_problem: Path) -> None:
    code, out = review("--repo", str(change_beside_old_problem))
    own, _, before = out.partition("Already there before this change")
    assert "subprocess" in own and "yaml.load" not in own
    assert "yaml.load" in before
    assert code == 1

    _, out = review("--repo", str(change_beside_old_problem), "--format", "sarif")
    states = {r["ruleId"]: r["baselineState"] for r in json.loads(out)["runs"][0]["results"]}
    assert {state for rule, state in states.items() if "yaml-load" in rule} == {"unchanged"}
    assert {state for rule, state in states.items() if "subprocess" in rule} == {"new"}


def test_a_comment_added_to_an_old_problem_does_not_make_it_the_changes(tmp_path: Path) -> None:
    head = PRE_EXISTING.replace("yaml.load(text)", "yaml.load(text)  # noqa: S506")
    root = tools_change(tmp_path / "comment", head)
    code, out = review("--repo", str(root), "--fail-on", "any")
    own, _, before = out.partition("Already there before this change")
    assert "yaml.load" in before and "yaml.load" not in own
    assert code == 0

    _, out = review("--repo", str(root), "--format", "json", "--fail-on", "never")
    (finding,) = [f for f in json.loads(out)["findings"] if "yaml" in f["rule_id"]]
    assert finding["added_by_change"] is False


def test_a_secret_in_a_new_comment_is_the_changes(tmp_path: Path) -> None:
    head = PRE_EXISTING.replace("yaml.load(text)", f"yaml.load(text)  # {TOKEN}")
    root = tools_change(tmp_path / "secret", head)
    code, out = review("--repo", str(root), "--format", "json")
    own = [f for f in json.loads(out)["findings"] if f["added_by_change"]]
    assert [f["source"] for f in own] == ["secrets"]
    assert code == 1


def sarif_results(repo: Path, base: str) -> dict[str, tuple[str, int]]:
    """ruleId → (partial fingerprint, start line) of a SARIF review of HEAD against `base`."""
    _, out = review("--repo", str(repo), "--base", base, "--format", "sarif", "--fail-on", "never")
    return {
        r["ruleId"]: (
            r["partialFingerprints"]["redline/v1"],
            r["locations"][0]["physicalLocation"]["region"]["startLine"],
        )
        for r in json.loads(out)["runs"][0]["results"]
    }


def test_sarif_partial_fingerprints_survive_lines_inserted_above(repo: Path) -> None:
    """Code scanning matches results across runs by partialFingerprints: a finding moved
    down by a later commit is still the same result."""
    before = sarif_results(repo, "HEAD~1")
    moved = PLANTED.replace('"""Orders."""\n', '"""Orders.\n\nArchived nightly.\n"""\n')
    (repo / "shop/orders.py").write_text(moved)
    git(repo, "commit", "-q", "-am", "document the module")
    after = sarif_results(repo, "HEAD~2")
    assert before.keys() == after.keys() and len(before) >= 3
    for rule, (fingerprint, line) in before.items():
        assert after[rule] == (fingerprint, line + 3), rule


def test_text_names_file_and_line(repo: Path) -> None:
    code, out = review("--repo", str(repo), "--base", "HEAD~1", "--head", "HEAD")
    assert code == 1
    assert "shop/orders.py:14: blocking [security]" in out
    assert "finding(s) shown" in out


def test_a_change_without_problems_exits_0(repo: Path) -> None:
    (repo / "README.md").write_text("# Shop\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "docs")
    code, _ = review("--repo", str(repo))
    assert code == 0


def test_an_unknown_ref_is_a_clear_error(repo: Path) -> None:
    result = CliRunner().invoke(app, ["review", "--repo", str(repo), "--base", "no-such-ref"])
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == [
        "redline: error: git rev-parse: no-such-ref: unknown revision or not a commit"
    ]
    head = CliRunner().invoke(app, ["review", "--repo", str(repo), "--head", "HEAD~7"])
    assert head.exit_code == 2
    assert "HEAD~7: unknown revision or not a commit" in head.stderr


COVERAGE_PRIOR = prior(Source.COVERAGE, Severity.SUGGESTION, None)
"""What an untested function starts at: the corpus bench's measured coverage prior."""
UNTESTED = BASE + "\n\ndef refund(items):\n    return -sum(items)\n"


@pytest.fixture
def untested_change(repo: Path) -> Path:
    """A change whose only finding (a new function with no test) is below the threshold."""
    (repo / "shop/orders.py").write_text(UNTESTED)
    git(repo, "commit", "-q", "-am", "refunds")
    return repo


def test_below_threshold_findings_are_counted_not_listed_by_default(untested_change: Path) -> None:
    code, out = review("--repo", str(untested_change))
    assert code == 0
    assert "refund" not in out
    assert "0 finding(s) shown, 1 below threshold" in out


def test_all_lists_them_marked_and_they_never_fail_the_run(untested_change: Path) -> None:
    code, out = review("--repo", str(untested_change), "--all", "--fail-on", "any")
    assert code == 0
    line = next(line for line in out.splitlines() if "`refund` has no test" in line)
    assert line.startswith("shop/orders.py:8: suggestion [test-coverage]")
    assert line.endswith(f"[below the threshold: {COVERAGE_PRIOR:.0%} < 50%]")

    _, out = review("--repo", str(untested_change), "--all", "--format", "json")
    (listed,) = json.loads(out)["findings"]
    assert (listed["visibility"], listed["threshold"]) == ("below_threshold", 0.5)


def test_all_in_sarif_marks_them_suppressed(untested_change: Path) -> None:
    _, out = review("--repo", str(untested_change), "--all", "--format", "sarif")
    document = json.loads(out)
    assert sarif_problems(document) == []
    (result,) = document["runs"][0]["results"]
    assert result["suppressions"] == [
        {
            "kind": "external",
            "status": "accepted",
            "justification": f"below the threshold: {COVERAGE_PRIOR:.0%} < 50%",
        }
    ]


def porcelain(repo: Path) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), "status", "--porcelain", "--untracked-files=all"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def test_worktree_reviews_uncommitted_and_new_files_and_leaves_git_as_it_was(
    repo: Path,
) -> None:
    (repo / "shop/orders.py").write_text(BASE)  # undoes the committed problems, uncommitted
    (repo / "shop/rules.py").write_text(
        "import yaml\n\n\ndef load(text):\n    return yaml.load(text)\n"
    )
    (repo / ".gitignore").write_text("scratch.py\n")
    (repo / "scratch.py").write_text("import yaml\nrules = yaml.load(open('r'))\n")
    git(repo, "add", "shop/orders.py")  # staged and unstaged changes alike
    before = porcelain(repo), (repo / ".git/index").read_bytes()

    code, out = review("--repo", str(repo), "--worktree", "--format", "json")

    assert code == 1
    found = {(f["path"], f["rule_id"]) for f in json.loads(out)["findings"]}
    assert found == {("shop/rules.py", "python-yaml-load-without-loader")}
    assert (porcelain(repo), (repo / ".git/index").read_bytes()) == before


def test_worktree_in_a_repository_without_commits(tmp_path: Path) -> None:
    root = tmp_path / "fresh"
    root.mkdir()
    git(root, "init", "-q", "-b", "main")
    (root / "rules.py").write_text("import yaml\n\n\ndef load(text):\n    return yaml.load(text)\n")
    code, out = review("--repo", str(root), "--worktree")
    assert code == 1
    assert "rules.py:5: blocking [security]" in out


def test_worktree_takes_no_head(repo: Path) -> None:
    result = CliRunner().invoke(
        app, ["review", "--repo", str(repo), "--worktree", "--head", "HEAD~1"]
    )
    assert result.exit_code == 2
    assert "leave out --head" in result.stderr


def test_the_repositorys_own_rules_are_the_bases(tmp_path: Path) -> None:
    root = tmp_path / "ruled"
    (root / ".github").mkdir(parents=True)
    (root / ".redline/rules").mkdir(parents=True)
    git(root, "init", "-q", "-b", "main")
    (root / ".github/redline.yml").write_text("rules_dir: .redline/rules\n")
    rule = (
        "rules:\n  - id: team.no-print\n    languages: [python]\n    severity: ERROR\n"
        "    message: Use the team logger.\n    pattern: print(...)\n"
    )
    (root / ".redline/rules/no-print.yaml").write_text(rule)
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "rules")
    (root / ".redline/rules/no-print.yaml").write_text("rules: []\n")
    (root / "report.py").write_text("def report(total):\n    print(total)\n")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "report, and no more rule")

    code, out = review("--repo", str(root), "--format", "json", "--fail-on", "never")

    assert code == 0
    found = {(f["rule_id"], f["start_line"]) for f in json.loads(out)["findings"]}
    assert ("repo.team.no-print", 2) in found
