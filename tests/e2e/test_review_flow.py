"""A pull request reviewed end to end: webhook → job → checks → one review + check run."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from bot.core.render import parse_finding_marker
from bot.store.feedback_models import FeedbackSignal
from bot.store.models import Job, JobStatus
from bot.store.review_models import FindingRecord
from tests.e2e.harness import Service, pull_request_payload
from tests.fakes.github_records import PullRequest, Repository

TOKEN = "ghp_" + "R8b2QxZ7pLm4Nw9Kt5Hv1Cy6Ds3Fa0Ej2Gu8"
BASE_FILES = {
    "shop/__init__.py": b"",
    "shop/orders.py": b'"""Orders."""\n\n\ndef total(items):\n    return sum(items)\n',
    "tests/test_orders.py": b"from shop.orders import total\n\n\ndef test_total():\n"
    b"    assert total([1, 2]) == 3\n",
}
PLANTED = (
    '"""Orders."""\n'
    "import subprocess\n"
    "\n"
    "import yaml\n"
    "\n"
    f'GITHUB_TOKEN = "{TOKEN}"\n'
    "\n"
    "\n"
    "def total(items):\n"
    "    return sum(items)\n"
    "\n"
    "\n"
    "def archive(path):\n"
    '    subprocess.call("tar czf backup.tgz " + path, shell=True)\n'
    "\n"
    "\n"
    "def load_rules(text):\n"
    "    return yaml.load(text)\n"
)


def open_pull(
    service: Service, files: dict[str, bytes], base: dict[str, bytes] = BASE_FILES
) -> tuple[Repository, PullRequest, int]:
    """acme/shop at `base`, and a pull request that changes `files` on top of it."""
    state = service.github.state
    installation = state.add_installation("acme")
    repository = state.add_repository("acme/shop", installation, base)
    pull = state.add_pull_request(
        repository, head_files={**base, **files}, title="Archive orders", user="alice"
    )
    service.deliver(
        "pull_request", pull_request_payload("opened", repository, pull, installation.id)
    )
    return repository, pull, installation.id


def findings(service: Service) -> list[FindingRecord]:
    with Session(service.engine) as session:
        return list(session.scalars(select(FindingRecord).order_by(FindingRecord.id)))


def test_opened_pull_request_gets_one_review_on_commentable_lines(service: Service) -> None:
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    jobs = service.run_jobs()
    assert [job.status for job in jobs] == [JobStatus.DONE], [job.last_error for job in jobs]

    state = service.github.state
    (review,) = state.reviews_of(pull)
    comments = state.review_comments_of(pull)
    # The fake answers 422 to a comment off the diff, so reaching here means all were anchored.
    assert {comment.path for comment in comments} == {"shop/orders.py"}
    lines = {comment.line for comment in comments}
    assert {6, 14, 18} <= lines, [(c.line, c.body[:60]) for c in comments]
    assert all(parse_finding_marker(comment.body) for comment in comments)
    assert TOKEN not in review.body and all(TOKEN not in c.body for c in comments)
    yaml_comment = next(c for c in comments if c.line == 18)
    assert "```suggestion" in yaml_comment.body and "yaml.safe_load(text)" in yaml_comment.body

    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.status == "completed"
    assert check_run.conclusion == "failure"
    assert {a["start_line"] for a in check_run.annotations} >= {6, 14, 18}

    stored = findings(service)
    assert {f.placement for f in stored} >= {"inline"}
    assert all(f.comment_id for f in stored if f.placement == "inline")


REINDENTED = {
    "base": b"import subprocess\n\n\ndef archive(path):\n"
    b'    subprocess.call("tar czf backup.tgz " + path, shell=True)\n',
    "head": b"import subprocess\n\n\ndef archive(path):\n    if path:\n"
    b'        subprocess.call("tar czf backup.tgz " + path, shell=True)\n',
}


def test_a_line_only_reindented_gets_no_inline_comment(service: Service) -> None:
    base = {**BASE_FILES, "shop/archive.py": REINDENTED["base"]}
    _, pull, _ = open_pull(service, {"shop/archive.py": REINDENTED["head"]}, base=base)
    jobs = service.run_jobs()
    assert [job.status for job in jobs] == [JobStatus.DONE], [job.last_error for job in jobs]

    assert [c.line for c in service.github.state.review_comments_of(pull)] == []
    assert any(f.rule_id.endswith("subprocess-shell-dynamic") for f in findings(service))


def test_a_line_whose_only_change_is_a_comment_gets_no_inline_comment(service: Service) -> None:
    head = REINDENTED["base"].replace(b"shell=True)", b"shell=True)  # nosec: reviewed")
    base = {**BASE_FILES, "shop/archive.py": REINDENTED["base"]}
    repository, pull, _ = open_pull(service, {"shop/archive.py": head}, base=base)
    jobs = service.run_jobs()
    assert [job.status for job in jobs] == [JobStatus.DONE], [job.last_error for job in jobs]

    state = service.github.state
    assert [c.line for c in state.review_comments_of(pull)] == []
    assert any(f.rule_id.endswith("subprocess-shell-dynamic") for f in findings(service))
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.conclusion != "failure"  # not the change's own: it does not block


def test_push_that_fixes_a_finding_records_it_addressed_without_reposting(service: Service) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    state = service.github.state
    first_comments = {c.id: parse_finding_marker(c.body) for c in state.review_comments_of(pull)}

    fixed = PLANTED.replace("yaml.load(text)", "yaml.safe_load(text)")
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": fixed.encode()})
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    jobs = service.run_jobs()
    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]

    fingerprints = [parse_finding_marker(c.body) for c in state.review_comments_of(pull)]
    assert len(fingerprints) == len(set(fingerprints)) == len(first_comments)
    stored = {f.rule_id: f for f in findings(service)}
    yaml_finding = next(f for rule, f in stored.items() if "yaml" in rule)
    assert yaml_finding.status == "addressed"
    assert sum(f.status == "addressed" for f in stored.values()) == 1
    resolved = state.resolved_threads()
    assert [thread.comment_ids[0] for thread in resolved] == [yaml_finding.comment_id]
    with Session(service.engine) as session:
        kinds = list(session.scalars(select(FeedbackSignal.kind)))
    assert kinds == ["suggestion-committed"]
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.status == "completed"


def test_a_push_github_cannot_compare_with_the_last_review_is_reviewed_whole(
    service: Service,
) -> None:
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    state = service.github.state
    first = sorted(parse_finding_marker(c.body) or "" for c in state.review_comments_of(pull))

    # A force-push whose old head GitHub no longer has: compare answers 404 however often.
    planted_more = PLANTED + "\n\ndef load_more(raw):\n    return yaml.load(raw)\n"
    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": planted_more.encode()})
    state.fail_next("GET", r"/repos/acme/shop/compare/.*", 404, times=100)
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    jobs = service.run_jobs()

    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]
    comments = state.review_comments_of(pull)
    markers = [parse_finding_marker(c.body) or "" for c in comments]
    assert len(markers) == len(set(markers)) == len(first) + 1  # the new finding, once
    assert [c.line for c in comments if c.commit_id == pull.head_sha] == [22]  # load_more
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.status == "completed"


def test_github_5xx_retries_the_job_and_never_posts_twice(service: Service) -> None:
    state = service.github.state
    state.fail_next("POST", r"/repos/acme/shop/pulls/\d+/reviews", 502, times=10)
    repository, pull, _ = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    (job,) = service.run_jobs()
    assert job.status is JobStatus.QUEUED and job.attempts == 1
    assert "502" in (job.last_error or "")
    assert state.reviews_of(pull) == []

    state.faults.clear()
    with Session(service.engine) as session, session.begin():
        session.execute(update(Job).values(run_after=datetime.now(UTC)))
    (job,) = service.run_jobs()
    assert job.status is JobStatus.DONE, job.last_error
    assert len(state.reviews_of(pull)) == 1
    assert len(state.check_runs_of(repository, pull.head_sha)) == 1

    # A redelivered "opened" for the same head SHA does not post a second review.
    service.deliver(
        "pull_request",
        pull_request_payload("reopened", repository, pull, job.payload["pull"]["installation_id"]),
    )
    service.run_jobs()
    assert len(state.reviews_of(pull)) == 1


def test_invalid_repo_config_still_reviews_and_says_what_was_wrong(service: Service) -> None:
    state = service.github.state
    installation = state.add_installation("acme")
    base = {**BASE_FILES, ".github/redline.yml": b"max_inline_comments: lots\nfilter: added\n"}
    repository = state.add_repository("acme/shop", installation, base)
    pull = state.add_pull_request(
        repository, head_files={**base, "shop/orders.py": PLANTED.encode()}, user="alice"
    )
    service.deliver(
        "pull_request", pull_request_payload("opened", repository, pull, installation.id)
    )
    service.run_jobs()
    (review,) = state.reviews_of(pull)
    assert "max_inline_comments" in review.body
    assert state.review_comments_of(pull)


def test_draft_is_skipped_and_closing_cancels(service: Service) -> None:
    state = service.github.state
    installation = state.add_installation("acme")
    repository = state.add_repository("acme/shop", installation, BASE_FILES)
    pull = state.add_pull_request(
        repository, head_files={**BASE_FILES, "shop/orders.py": PLANTED.encode()}, draft=True
    )
    service.deliver(
        "pull_request", pull_request_payload("opened", repository, pull, installation.id)
    )
    service.run_jobs()
    assert state.reviews_of(pull) == [] and state.check_runs_of(repository) == []


def test_repository_rules_dir_runs_beside_the_pack(service: Service) -> None:
    rule = (
        b"rules:\n- id: no-total-shortcut\n  pattern: sum($X)\n  message: Use shop.money.add"
        b" for money sums, it rounds the way the ledger does.\n  languages: [python]\n"
        b"  severity: ERROR\n  metadata: {category: correctness, confidence: HIGH}\n"
    )
    base = {
        **BASE_FILES,
        ".github/redline.yml": b"rules_dir: .redline/rules\n",
        ".redline/rules/money.yaml": rule,
    }
    changed = b'"""Orders."""\n\n\ndef total(items):\n    return sum(items) + 0\n'
    open_pull(service, {"shop/orders.py": changed}, base)
    service.run_jobs()
    assert [f.rule_id for f in findings(service) if f.source == "semgrep"] == [
        "repo.no-total-shortcut"
    ]


NO_PRINT_RULE = (
    Path(__file__).parents[1] / "checks/testdata/semgrep/repo_rules/no-print.yaml"
).read_bytes()


def test_the_repositorys_own_rules_come_from_the_base_branch(service: Service) -> None:
    """A pull request that empties the repository's rule and adds one of its own is still
    judged by the base branch's rule, and its own rule does not run."""
    base = {
        **BASE_FILES,
        ".github/redline.yml": b"rules_dir: .redline/rules\nthresholds: {style: 0.1}\n",
        ".redline/rules/no-print.yaml": NO_PRINT_RULE,
    }
    changes = {
        ".redline/rules/no-print.yaml": b"rules: []\n",
        ".redline/rules/new.yaml": NO_PRINT_RULE.replace(b"team.no-print", b"team.new-rule"),
        "shop/report.py": b'"""Report."""\n\n\ndef report(total):\n    print(total)\n',
    }
    _, pull, _ = open_pull(service, changes, base)
    jobs = service.run_jobs()
    assert [job.status for job in jobs] == [JobStatus.DONE], [job.last_error for job in jobs]

    rules = {f.rule_id for f in findings(service)}
    assert "repo.team.no-print" in rules, rules
    assert "repo.team.new-rule" not in rules
    comments = service.github.state.review_comments_of(pull)
    (comment,) = [c for c in comments if "team logger" in c.body]
    assert (comment.path, comment.line) == ("shop/report.py", 5)


def test_a_pull_request_cannot_switch_off_its_own_review(service: Service) -> None:
    """The head's `.github/redline.yml` turns the checks off, ignores every file and lets
    blocking findings pass; the base's file is the one that counts."""
    base = {**BASE_FILES, ".github/redline.yml": b"fail_on_blocking: true\n"}
    head_config = (
        b"checks: {semgrep: false, secrets: false, coverage: false}\n"
        b'ignore: ["**"]\n'
        b"fail_on_blocking: false\n"
    )
    changes = {".github/redline.yml": head_config, "shop/orders.py": PLANTED.encode()}
    repository, pull, _ = open_pull(service, changes, base)
    jobs = service.run_jobs()
    assert [job.status for job in jobs] == [JobStatus.DONE], [job.last_error for job in jobs]

    assert {"semgrep", "secrets"} <= {f.source for f in findings(service)}
    state = service.github.state
    assert {c.line for c in state.review_comments_of(pull)} >= {6, 14, 18}
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.conclusion == "failure"


REBASED = PLANTED.replace('"""Orders."""\n', '"""Orders.\n\nRebased onto the new base.\n"""\n')


def test_a_rebase_that_moves_posted_findings_down_reposts_none(service: Service) -> None:
    """Lines inserted above posted findings move them; GitHub cannot compare the old head
    with the rebased one, so the whole pull request is reviewed again: every finding is
    recognised by its fingerprint, none is posted twice or taken for addressed."""
    repository, pull, installation_id = open_pull(service, {"shop/orders.py": PLANTED.encode()})
    service.run_jobs()
    state = service.github.state
    first = {c.line: parse_finding_marker(c.body) for c in state.review_comments_of(pull)}
    assert {6, 14, 18} <= first.keys()
    recorded = len(findings(service))

    state.advance_head(pull, head_files={**BASE_FILES, "shop/orders.py": REBASED.encode()})
    state.fail_next("GET", r"/repos/acme/shop/compare/.*", 404, times=100)
    service.deliver(
        "pull_request", pull_request_payload("synchronize", repository, pull, installation_id)
    )
    jobs = service.run_jobs()

    assert all(job.status is JobStatus.DONE for job in jobs), [j.last_error for j in jobs]
    assert sorted(
        parse_finding_marker(c.body) or "" for c in state.review_comments_of(pull)
    ) == sorted(marker or "" for marker in first.values())
    assert [f.status for f in findings(service)] == ["open"] * recorded
    assert state.resolved_threads() == []
    (check_run,) = state.check_runs_of(repository, pull.head_sha)
    assert check_run.status == "completed"
