"""The corpus bench's pure parts: pairing releases, counting added lines, joining judged
rows to findings. No network: the bench itself (bench/corpus.py) is what downloads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]


corpus = load_script("bench/corpus.py")

DIFF = b"""\
diff --git a/app.py b/app.py
index 1111111..2222222 100644
--- a/app.py
+++ b/app.py
@@ -1,3 +1,6 @@
 import os
-x = compute( 1 )
+x = compute(1)
+y = compute(2)
+
+z = os.getcwd()
 print(x)
"""


def finding(**overrides: Any) -> Any:
    fields: dict[str, Any] = {
        "project": "p",
        "pair": "1.0..1.1",
        "path": "app.py",
        "line": 3,
        "rule_id": "python-x",
        "line_hash": corpus.line_hash("y = compute(2)"),
        "language": "python",
        "source": "semgrep",
        "category": "correctness",
        "severity": "suggestion",
        "rule_confidence": "HIGH",
        "visibility": "inline",
        "added": True,
        "confidence": 0.7,
    }
    fields.update(overrides)
    return corpus.Finding(**fields)


def test_each_release_pairs_with_the_next() -> None:
    assert corpus.pairs(("1.0", "1.1", "2.0")) == [("1.0", "1.1"), ("1.1", "2.0")]
    assert corpus.pairs(("1.0",)) == []
    assert corpus.pair_name("1.0", "1.1") == "1.0..1.1"


def test_every_project_has_at_least_one_pair_and_languages_mix() -> None:
    projects = corpus.PROJECTS
    assert len(projects) >= 10
    assert all(len(corpus.pairs(p.versions)) >= 1 for p in projects)
    assert {p.registry for p in projects} == {"pypi", "npm", "deb"}


@pytest.mark.parametrize(
    ("path", "roots", "kept"),
    [
        ("src/app.py", (), True),
        ("lib/index.js", ("lib",), True),
        ("src/index.ts", ("lib",), False),
        ("dist/axios.min.js", (), False),
        ("node_modules/x/index.js", (), False),
        ("vendor/github.com/x/y.go", (), False),
        ("types/index.d.ts", (), False),
        ("README.md", (), False),
        (".github/workflows/x.js", (), False),
    ],
)
def test_only_code_files_outside_bundles_are_kept(
    path: str, roots: tuple[str, ...], kept: bool
) -> None:
    assert corpus.kept_path(path, roots) is kept


def test_added_lines_leave_out_whitespace_only_changes() -> None:
    # `compute( 1 )` -> `compute(1)` changes only blanks; the blank line is added but counts
    assert corpus.count_added(DIFF) == {"app.py": 3}


def test_added_lines_leave_out_comment_only_changes_given_the_head(tmp_path: Path) -> None:
    diff = DIFF.replace(b"+y = compute(2)", b"+# y = compute(2)").replace(
        b"-x = compute( 1 )\n+x = compute(1)", b"-x = compute( 1 )\n+x = compute(1)  # one"
    )
    (tmp_path / "app.py").write_text(
        "import os\nx = compute(1)  # one\n# y = compute(2)\n\nz = os.getcwd()\nprint(x)\n"
    )
    assert corpus.count_added(diff) == {"app.py": 4}  # without the head, text decides
    assert corpus.count_added(diff, tmp_path) == {"app.py": 1}  # the blank line has no code


def test_the_line_hash_ignores_indentation_and_is_short() -> None:
    assert corpus.line_hash("    x = 1\n") == corpus.line_hash("x = 1")
    assert len(corpus.line_hash("x = 1")) == 8
    assert corpus.line_hash("x = 1") != corpus.line_hash("x = 2")


JUDGED = f"""\
# judged by a test
project,pair,path,line,rule_id,line_hash,verdict,reason
p,1.0..1.1,app.py,3,python-x,{corpus.line_hash("y = compute(2)")},useful,real bug
p,1.0..1.1,app.py,5,python-x,{corpus.line_hash("z = os.getcwd()")},not useful,noise
p,1.0..1.1,app.py,9,python-y,00000000,debatable,style
"""


def test_judged_rows_join_findings_by_their_stable_key() -> None:
    judged = corpus.read_judged(JUDGED)
    useful = finding()
    noise = finding(line=5, line_hash=corpus.line_hash("z = os.getcwd()"), language="go")
    moved = finding(line_hash=corpus.line_hash("something else"))  # the line's text changed
    tallies = corpus.precision_by([useful, noise, moved], judged, "language")
    assert set(tallies) == {"python", "go"}
    assert (tallies["python"].useful, tallies["python"].judged) == (1, 1)
    assert tallies["go"].precision == 0.0


def test_debatable_counts_against_precision() -> None:
    tally = corpus.Tally()
    for verdict in ("useful", "debatable"):
        tally.add(verdict)
    assert tally.precision == 0.5


def test_an_unknown_verdict_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown verdict"):
        corpus.read_judged(
            "project,pair,path,line,rule_id,line_hash,verdict,reason\n"
            "p,a..b,x.py,1,r,00000000,maybe,?\n"
        )


def test_posted_means_inline_on_an_added_line_and_summary_counts_it() -> None:
    judged = corpus.read_judged(JUDGED)
    posted = finding()
    context = finding(added=False, line=1, line_hash="11111111")
    below = finding(
        visibility="below_threshold", line=5, line_hash=corpus.line_hash("z = os.getcwd()")
    )
    summary = corpus.summarise([posted, context, below], {"p 1.0..1.1\0app.py": 2000}, judged)
    assert posted.posted and not context.posted and not below.posted
    assert summary["posted"] == 1
    assert summary["comments_per_1000_added_lines"] == 0.5
    assert summary["posted_precision"] == 1.0
    assert summary["findings_on_added_lines"] == 2
    assert summary["precision_added"]["severity"]["suggestion"]["precision"] == 0.5
    assert summary["precision_added"]["tier"]["semgrep/suggestion/HIGH"]["useful"] == 1


def test_the_starting_confidences_follow_the_judged_corpus() -> None:
    from bot.core.scoring import MEASURED

    results = json.loads((ROOT / "bench" / "corpus_results.json").read_text(encoding="utf-8"))
    measured = {
        "/".join(str(part or "-") for part in tier): counts for tier, counts in MEASURED.items()
    }
    tiers = results["precision_added"]["tier"]
    assert measured == {
        tier: (row["useful"], row["useful"] + row["not_useful"] + row["debatable"])
        for tier, row in tiers.items()
    }


def test_every_rule_the_corpus_measured_under_half_useful_is_low_and_says_why() -> None:
    """Issue #34: fix such a rule, or drop it to LOW with the reason in its metadata."""
    import yaml

    results = json.loads((ROOT / "bench" / "corpus_results.json").read_text(encoding="utf-8"))
    rules = {
        rule["id"]: rule.get("metadata") or {}
        for path in (ROOT / "rules").rglob("*.yaml")
        for rule in (yaml.safe_load(path.read_text(encoding="utf-8")) or {}).get("rules", [])
    }
    weak = [
        rule_id
        for rule_id, row in results["rules"].items()
        if rule_id in rules and row["judged"] >= 3 and row["useful"] / row["judged"] < 0.5
    ]
    assert weak, "the corpus measured no weak rule: is the results file read?"
    for rule_id in weak:
        assert rules[rule_id].get("confidence") == "LOW", rule_id
        assert "Corpus bench" in rules[rule_id].get("precision_note", ""), rule_id


def test_findings_are_tallied_per_severity_and_confidence_tier() -> None:
    judged = corpus.read_judged(JUDGED)
    useful = finding()
    noise = finding(
        line=5,
        line_hash=corpus.line_hash("z = os.getcwd()"),
        severity="blocking",
        rule_confidence="MEDIUM",
    )
    summary = corpus.summarise([useful, noise], {"p 1.0..1.1\0app.py": 10}, judged)
    tiers = summary["precision_added"]["tier"]
    assert tiers["semgrep/suggestion/HIGH"]["useful"] == 1
    assert tiers["semgrep/blocking/MEDIUM"]["not_useful"] == 1
    assert set(tiers) == {"semgrep/suggestion/HIGH", "semgrep/blocking/MEDIUM"}


def test_a_review_whose_semgrep_did_not_run_is_reported(capsys: pytest.CaptureFixture[str]) -> None:
    result = corpus.PairResult(
        "p",
        "1.0..1.1",
        {},
        [],
        1.0,
        ["semgrep: Semgrep did not run: it was stopped after the 300 s time limit.", "llm: off"],
    )
    corpus.print_notes([result])
    out = capsys.readouterr().out
    assert "p 1.0..1.1" in out and "did not run" in out and "llm: off" not in out


def test_a_spot_is_flagged_only_by_findings_overlapping_its_lines_in_its_file() -> None:
    spots = load_script("bench/corpus_spots.py")

    def result(path: str, start: int, end: int, rule: str) -> dict[str, Any]:
        return {
            "path": path,
            "check_id": f"rules.python.{rule}",
            "start": {"line": start},
            "end": {"line": end},
        }

    results = [
        result("a-1.0/x.py", 8, 10, "before-and-into"),
        result("a-1.0/x.py", 20, 21, "after"),
        result("b-1.0/x.py", 12, 12, "other-file"),
    ]
    assert spots.overlapping(results, "a-1.0/x.py", (10, 12)) == ["before-and-into"]
    assert spots.overlapping(results, "a-1.0/x.py", (13, 19)) == []


def test_every_known_spot_names_a_project_and_a_line_range() -> None:
    spots = load_script("bench/corpus_spots.py")
    corpus_names = {p.name for p in corpus.PROJECTS}
    spot_only = {entry[0] for entry in spots.SPOT_ONLY}
    assert len(spots.SPOTS) >= 9
    for spot in spots.SPOTS:
        assert spot.project in corpus_names | spot_only
        assert 1 <= spot.lines[0] <= spot.lines[1]


def test_the_catalogue_shows_precision_per_severity_and_confidence_tier() -> None:
    catalogue = load_script("scripts/rules_catalogue.py")
    judged = corpus.read_judged(JUDGED)
    noise = finding(
        line=5,
        line_hash=corpus.line_hash("z = os.getcwd()"),
        severity="blocking",
        rule_confidence="MEDIUM",
    )
    summary = corpus.summarise([finding(), noise], {"p 1.0..1.1\0app.py": 1000}, judged)
    results = {"command": "python bench/corpus.py", "projects": 1, "pairs": 1, **summary}
    text = catalogue.render_corpus(results)
    assert "| Source, severity and rule confidence |" in text
    assert "| semgrep/blocking/MEDIUM | 0 / 1 = 0% | 0 / 1 = 0% |" in text
    del results["precision_added"]["tier"]
    assert "Severity and rule confidence" not in catalogue.render_corpus(results)


def test_a_review_whose_semgrep_did_not_run_is_not_kept_as_a_measurement() -> None:
    def result(*notes: str) -> Any:
        return corpus.PairResult("p", "1.0..1.1", {}, [], 1.0, list(notes))

    assert corpus.semgrep_ran(result("coverage: fine"))
    assert corpus.semgrep_ran(result("semgrep: Semgrep could not fully analyse `x.py`"))
    assert not corpus.semgrep_ran(
        result("semgrep: Semgrep did not run: it was stopped after the 300 s time limit.")
    )


def test_the_catalogue_names_the_code_revision_and_the_posted_share() -> None:
    catalogue = load_script("scripts/rules_catalogue.py")
    judged = corpus.read_judged(JUDGED)
    summary = corpus.summarise([finding()], {"p 1.0..1.1\0app.py": 1000}, judged)
    results = {"command": "python bench/corpus.py", "projects": 1, "pairs": 1, **summary}
    assert "Code measured" not in catalogue.render_corpus(results)
    text = catalogue.render_corpus({**results, "revision": "6fb211c"})
    assert "Code measured: revision `6fb211c`." in text
    assert "Posted comments judged useful: **1 of 1**." in text


def test_the_revision_says_when_bot_or_rules_differ_from_it(tmp_path: Path) -> None:
    def git(*args: str) -> None:
        corpus._run(["git", *args], cwd=tmp_path)

    git("init", "-q")
    (tmp_path / "bot").mkdir()
    (tmp_path / "bot" / "x.py").write_text("x = 1\n")
    git("add", "-A")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x")
    head = corpus._run(["git", "rev-parse", "--short", "HEAD"], cwd=tmp_path).decode().strip()
    assert corpus.code_revision(tmp_path) == head
    (tmp_path / "bot" / "x.py").write_text("x = 2\n")
    assert corpus.code_revision(tmp_path) == f"{head} with uncommitted changes"


def test_a_failed_review_is_named_by_its_pair_code_and_last_error_line() -> None:
    stderr = b"Traceback (most recent call last):\n  ...\nValueError: bad diff  \n\n"
    said = corpus.review_failure("flask 2.3.1..2.3.2", 2, stderr)
    assert said == "redline review of flask 2.3.1..2.3.2 exited 2: ValueError: bad diff"
    assert corpus.review_failure("p 1..2", 1, b"").endswith("exited 1: (nothing on stderr)")
