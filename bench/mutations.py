"""Mutation bench: each promise of the README, broken by one small plausible bug, must turn
the tests mapped to it red.

A scratch copy of the git-tracked files is made per worker; each mutation replaces one exact
snippet (it must occur exactly once), runs its tests with this interpreter, and is undone.
The mapped tests first run once on the unmutated copy: they must pass and none may skip.
Run: .venv/bin/python bench/mutations.py [--list] [--only NAME ...] [-j N]
"""

from __future__ import annotations

import argparse
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_SECONDS = 900
PYTEST = ("-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:xdist")
DATABASE = ("-m", "not postgres")
"""The SQLite variants judge every mutation here; one of PostgreSQL-only code passes its own
`-m postgres` (the later -m wins) and needs REDLINE_TEST_DATABASE_URL."""


@dataclass(frozen=True, slots=True)
class Mutation:
    name: str
    promise: str
    path: str
    old: str
    new: str
    tests: tuple[str, ...]
    """pytest node ids (or files); `-k EXPR` (two items) narrows them."""


class MutationError(Exception):
    """A mutation that cannot be applied as written: the bench stops, nothing is judged."""


E2E = "tests/e2e/"
FLOW = E2E + "test_review_flow.py::"
TALK = E2E + "test_conversation.py::"
HOOKS = "tests/service/test_webhooks.py::"
QUEUE = "tests/queue/test_queue_jobs.py::"
FIX = "tests/fix/test_runner.py::"
AUTH = "tests/dashboard/test_auth.py::"

MUTATIONS: tuple[Mutation, ...] = (
    Mutation(
        "config-from-head",
        "`.github/redline.yml` is read from the base branch: a PR cannot switch off its review",
        "bot/review/admit.py",
        "CONFIG_PATH, info.base_ref),",
        "CONFIG_PATH, info.head_sha),",
        (FLOW + "test_a_pull_request_cannot_switch_off_its_own_review[sqlite]",),
    ),
    Mutation(
        "repo-rules-from-head",
        "the repository's own rules come from the base branch",
        "bot/review/analyse.py",
        "repo_rules_at(client, owner, repo, info.base_sha, config.rules_dir)",
        "repo_rules_at(client, owner, repo, info.head_sha, config.rules_dir)",
        (FLOW + "test_the_repositorys_own_rules_come_from_the_base_branch[sqlite]",),
    ),
    Mutation(
        "fingerprint-with-line",
        "a finding keeps its fingerprint when lines are inserted above it (never reposted)",
        "bot/core/findings.py",
        "(finding.location.path, finding.rule_id or finding.category.value, text)",
        "(finding.location.path, str(finding.location.start_line), finding.rule_id or "
        "finding.category.value, text)",
        (
            "tests/core/test_findings.py",
            FLOW + "test_a_rebase_that_moves_posted_findings_down_reposts_none[sqlite]",
            "tests/service/test_local_review.py::"
            "test_sarif_partial_fingerprints_survive_lines_inserted_above",
        ),
    ),
    Mutation(
        "author-passes-write-gate",
        "/unmute and /fix need write access, being the PR's author is not enough",
        "bot/commands/job.py",
        "return context.job.author == context.pull.author and command.name not in NEEDS_WRITE_ACCESS",
        "return context.job.author == context.pull.author",
        (TALK + "test_the_authors_own_pull_request_gives_no_write_access[sqlite]",),
    ),
    Mutation(
        "sandbox-without-unshare-all",
        "the sandbox unshares every namespace (no network) and a broken sandbox is not a skip",
        "bot/fix/sandbox.py",
        '            "--unshare-all",\n',
        "",
        (
            "tests/fix/test_sandbox.py::test_the_network_is_unreachable",
            "tests/fix/test_sandbox_argv.py::"
            "test_the_sandbox_command_line_unshares_everything_and_dies_with_its_parent",
        ),
    ),
    Mutation(
        "sandbox-shares-the-network",
        "the repository's test command cannot reach the network",
        "bot/fix/sandbox.py",
        '            "--unshare-all",\n',
        '            "--unshare-all",\n            "--share-net",\n',
        ("tests/fix/test_sandbox.py::test_the_network_is_unreachable",),
    ),
    Mutation(
        "sandbox-git-writable",
        "the sandbox writes only the workspace, never its .git/",
        "bot/fix/sandbox.py",
        'mounts += ["--ro-bind", str(workdir / ".git"), f"{SANDBOX_ROOT}/.git"]',
        'mounts += ["--bind", str(workdir / ".git"), f"{SANDBOX_ROOT}/.git"]',
        (
            "tests/fix/test_sandbox.py::"
            "test_git_is_read_only_by_its_mount_even_where_its_files_are_writable",
        ),
    ),
    Mutation(
        "signature-not-checked",
        "a delivery whose HMAC signature does not match is refused (401) and nothing is stored",
        "bot/intake/webhook.py",
        "if not verify_signature(self._secret, body, signature):",
        "if not SIGNATURE.fullmatch(signature):",
        (
            HOOKS + "test_bad_signatures_are_401_and_write_nothing",
            HOOKS + "test_signature_with_other_secret_is_401",
        ),
    ),
    Mutation(
        "webhook-secret-may-be-empty",
        "the service does not start without a webhook secret",
        "bot/settings.py",
        "if self.webhook_secret is None or not self.webhook_secret.get_secret_value():",
        "if self.webhook_secret is None:",
        ("tests/service/test_cli.py", "-k", "webhook_secret"),
    ),
    Mutation(
        "redelivery-queues-again",
        "a redelivery (same X-GitHub-Delivery) is acknowledged and queues nothing",
        "bot/intake/ingest.py",
        "if state is not None and state.settled:",
        "if state is None:",
        (HOOKS + "test_redelivery_is_acknowledged_and_queues_nothing[sqlite]",),
    ),
    Mutation(
        "expired-lease-never-taken-over",
        "a killed worker's job is taken over when its lease expires",
        "bot/store/queue.py",
        "and_(Job.status == JobStatus.RUNNING, Job.lease_expires_at <= current),",
        "and_(Job.status == JobStatus.RUNNING, Job.lease_expires_at <= Job.started_at),",
        (QUEUE + "test_expired_lease_is_reclaimed_and_the_old_owner_is_fenced_off[sqlite]",),
    ),
    Mutation(
        "old-lease-holder-not-fenced",
        "a worker whose lease was taken over cannot overwrite its successor's work",
        "bot/store/queue.py",
        "                Job.lease_token == job.lease_token,\n",
        "",
        (QUEUE + "test_expired_lease_is_reclaimed_and_the_old_owner_is_fenced_off[sqlite]",),
    ),
    Mutation(
        "retries-forever",
        "a job is dead after its last attempt",
        "bot/jobs/queue.py",
        "if retryable and job.attempts < job.max_attempts:",
        "if retryable:",
        (QUEUE + "test_retry_with_backoff_then_dead_with_last_error[sqlite]",),
    ),
    Mutation(
        "concurrency-key-ignored",
        "one running job per pull request (concurrency key)",
        "bot/store/queue.py",
        "or_(Job.concurrency_key.is_(None), ~key_is_busy),",
        "or_(Job.concurrency_key.is_(None), key_is_busy | ~key_is_busy),",
        (QUEUE + "test_one_running_job_per_concurrency_key[sqlite]",),
    ),
    Mutation(
        "review-posted-again-by-a-retry",
        "one review per head SHA, even when a retry runs after GitHub took the review",
        "bot/review/publish.py",
        "markers = (parse_summary_marker(review.body), parse_push_marker(review.body))",
        "markers = (None, parse_push_marker(review.body))",
        (
            E2E
            + "test_review_posting.py::test_a_review_github_posted_before_failing_is_not_posted_again[sqlite]",
        ),
    ),
    Mutation(
        "command-answered-twice",
        "each command is answered once, even when the job runs again",
        "bot/commands/answers.py",
        "return any(comment.author_is_bot and marker in comment.body for comment in comments)",
        "return any(comment.author_is_bot and marker == comment.body for comment in comments)",
        (
            TALK + "test_an_answer_github_took_before_failing_is_not_posted_again_by_the_retry"
            "[sqlite]",
        ),
    ),
    Mutation(
        "added-mode-comments-on-context",
        "filter `added` comments inline only on added lines",
        "bot/core/diff/filter.py",
        "if index.is_changed(path, n, side, code_only=code_only)",
        "if index.is_commentable(path, n, side)",
        ("tests/core/test_diff_index.py", "-k", "place"),
    ),
    Mutation(
        "added-mode-reads-the-last-line-only",
        "filter `added` comments a range on its last added line, not only its last line",
        "bot/core/diff/filter.py",
        "for n in range(line, start_line - 1, -1)",
        "for n in range(line, line - 1, -1)",
        ("tests/core/test_diff_index.py", "-k", "trims"),
    ),
    Mutation(
        "range-starts-before-its-hunk",
        "a multi-line comment starts inside its hunk (GitHub answers 422 otherwise)",
        "bot/core/diff/filter.py",
        "start_line=max(start_line, first_in_hunk)",
        "start_line=start_line",
        ("tests/core/test_diff_index.py", "-k", "trims"),
    ),
    Mutation(
        "learned-threshold-ignored",
        "findings below the learned threshold are not shown inline",
        "bot/core/learning/fold.py",
        "probability >= threshold.value - _EDGE:",
        "probability >= 0.0:",
        ("tests/service/test_local_review.py", "-k", "below_threshold"),
    ),
    Mutation(
        "fixed-threshold-inverted",
        "a configured threshold shows what reaches it, hides what does not",
        "bot/core/selection.py",
        "if finding.raw_confidence >= threshold",
        "if finding.raw_confidence < threshold",
        (FLOW + "test_the_repositorys_own_rules_come_from_the_base_branch[sqlite]",),
    ),
    Mutation(
        "muted-rule-shown",
        "a muted rule's findings are not shown",
        "bot/core/learning/fold.py",
        "if mute is not None and mute.muted:",
        "if mute is not None and not mute.muted:",
        ("tests/core/test_learning_scenarios.py", "-k", "muted or unmute"),
    ),
    Mutation(
        "accept-counts-as-dismissal",
        "the learner: acceptances never lower a rule's probability",
        "bot/core/learning/evidence.py",
        "if outcome is Outcome.ACCEPTED:\n        return True, 1.0",
        "if outcome is Outcome.ACCEPTED:\n        return False, 1.0",
        ("tests/core/test_learning_properties.py", "-k", "acceptances_never_lower"),
    ),
    Mutation(
        "dismissal-counts-as-accept",
        "the learner: dismissals never raise a rule's probability",
        "bot/core/learning/evidence.py",
        "if outcome is Outcome.DISMISSED:\n        return False, 1.0",
        "if outcome is Outcome.DISMISSED:\n        return True, 1.0",
        ("tests/core/test_learning_properties.py", "-k", "dismissals_never_raise"),
    ),
    Mutation(
        "accept-signal-votes-against",
        "/accept makes a finding accepted",
        "bot/core/outcomes.py",
        "SignalKind.ACCEPT: 4.0,",
        "SignalKind.ACCEPT: -4.0,",
        ("tests/core/test_outcomes.py", "-k", "each_signal_kind_alone"),
    ),
    Mutation(
        "secret-shown-unmasked",
        "a committed secret is named masked, never repeated in full",
        "bot/checks/secrets.py",
        'return secret[:MASK_VISIBLE_CHARS] + "…"',
        "return secret",
        (
            "tests/checks/test_secrets_check.py",
            FLOW + "test_opened_pull_request_gets_one_review_on_commentable_lines[sqlite]",
        ),
    ),
    Mutation(
        "github-tokens-missed",
        "committed secrets are found (a GitHub token has 36 characters after its prefix)",
        "bot/checks/secrets.py",
        'r"(?P<secret>gh[pousr]_[A-Za-z0-9]{36,251}+|',
        'r"(?P<secret>gh[pousr]_[A-Za-z0-9]{40,251}+|',
        ("tests/checks/test_secrets_check.py",),
    ),
    Mutation(
        "logs-not-redacted",
        "tokens never reach the logs or the jobs table",
        "bot/core/credentials.py",
        'return SECRET_PATTERNS.sub("[redacted]", text)',
        "return text",
        ("tests/service/test_logs.py",),
    ),
    Mutation(
        "mentions-ping",
        "text from a PR is rendered inert: no @mention pings anyone",
        "bot/core/render/text.py",
        'return _MENTION.sub("@" + ZERO_WIDTH_SPACE, escaped)',
        "return escaped",
        ("tests/core/test_render_text.py", "-k", "mentions or ping"),
    ),
    Mutation(
        "reader-spends-tokens",
        "commands that spend model tokens need write access or being the PR's author",
        "bot/commands/job.py",
        "or (command.name in SPENDS_MODEL_TOKENS and context.llm_enabled)",
        "or (command.name in SPENDS_MODEL_TOKENS and not context.llm_enabled)",
        (E2E + "test_explain.py::test_explain_from_a_read_only_non_author_is_refused_politely",),
    ),
    Mutation(
        "fix-runs-for-a-reader",
        "/fix runs only for a user with write access",
        "bot/fix/runner.py",
        "if permission not in WRITE_PERMISSIONS:",
        "if permission is None:",
        (FIX + "test_a_reader_is_refused_and_nothing_runs",),
    ),
    Mutation(
        "fix-force-pushes",
        "/fix pushes only if the branch has not moved: never a force push",
        "bot/fix/workspace.py",
        'f"{sha}:refs/heads/{branch}",',
        'f"+{sha}:refs/heads/{branch}",',
        ("tests/fix/test_workspace.py::test_a_push_after_the_branch_moved_is_rejected_not_forced",),
    ),
    Mutation(
        "fix-config-from-head",
        "/fix runs the base branch's `fix.test_command`, never one the pull request sets",
        "bot/fix/runner.py",
        "CONFIG_PATH, pull.base_sha)",
        "CONFIG_PATH, pull.head_sha)",
        (FIX + "test_the_test_command_is_the_base_branchs_not_the_one_the_pull_request_sets",),
    ),
    Mutation(
        "fix-token-not-cut",
        "/fix pushes with a token cut to contents:write",
        "bot/fix/runner.py",
        'PUSH_TOKEN_PERMISSIONS = {"contents": "write"}',
        'PUSH_TOKEN_PERMISSIONS = {"contents": "write", "pull_requests": "write"}',
        (FIX + "test_a_fork_is_pushed_to_with_a_token_good_for_the_base_repository_only",),
    ),
    Mutation(
        "fix-runs-repository-hooks",
        "git hooks in the checked-out repository never run",
        "bot/fix/workspace.py",
        '    "core.hooksPath=/dev/null",\n',
        '    "core.hooksPath=.git/hooks",\n',
        ("tests/fix/test_workspace.py::test_hooks_in_the_checkout_never_run",),
    ),
    Mutation(
        "draft-reviewed",
        "draft pull requests are not reviewed (unless configured or asked)",
        "bot/review/admit.py",
        "if info.draft and not loaded.config.review_drafts and not on_request:",
        "if info.draft and loaded.config.review_drafts and not on_request:",
        (FLOW + "test_draft_is_skipped_and_closing_cancels[sqlite]",),
    ),
    Mutation(
        "below-threshold-fails-the-run",
        "findings below the threshold never change `redline review`'s exit code",
        "bot/local/review.py",
        "own = [s for s in visible if analysis.index.owns",
        "own = [s for s in shown if analysis.index.owns",
        ("tests/service/test_local_review.py", "-k", "never_fail_the_run"),
    ),
    Mutation(
        "fix-edits-workflows",
        "/fix never edits .github/workflows/ or .git/",
        "bot/fix/edits.py",
        'FORBIDDEN_PREFIXES = (".github/workflows/", ".git/")',
        'FORBIDDEN_PREFIXES = (".git/",)',
        ("tests/fix/test_edits.py",),
    ),
    Mutation(
        "bots-commands-run",
        "comments by bots are ignored",
        "bot/commands/handlers.py",
        "if event.comment.user.is_bot or not parse_commands(event.comment.body, app_slug):",
        "if not parse_commands(event.comment.body, app_slug):",
        (TALK + "test_bots_unknown_words_and_edits_run_nothing[sqlite]",),
    ),
    Mutation(
        "paused-pull-reviewed",
        "/pause stops automatic reviews",
        "bot/review/admit.py",
        "if state.paused and not on_request:",
        "if state.paused and on_request:",
        (TALK + "test_pause_blocks_automatic_reviews_and_review_overrides[sqlite]",),
    ),
    Mutation(
        "conclusion-ignores-blocking",
        "the check run fails when a blocking finding is posted",
        "bot/core/render/checks.py",
        "if report.fail_on_blocking and any(s.is_blocking for s in on_changed_lines):",
        "if report.fail_on_blocking and all(s.is_blocking for s in on_changed_lines):",
        ("tests/core/test_render.py", "-k", "conclusion"),
    ),
    Mutation(
        "conclusion-blocks-on-untouched-code",
        "only findings on changed lines can fail the check run",
        "bot/core/render/checks.py",
        "on_changed_lines = report.at_head().where(Visibility.INLINE, Visibility.REFUSED)",
        "on_changed_lines = report.at_head().findings",
        ("tests/core/test_render.py", "-k", "conclusion"),
    ),
    Mutation(
        "any-bearer-token-is-admin",
        "the dashboard API needs the admin token (or a session)",
        "bot/dashboard/auth.py",
        'scheme.lower() == "bearer" and admin.matches(credentials.strip())',
        'scheme.lower() == "bearer" and bool(credentials.strip())',
        (AUTH + "test_without_credentials_the_api_answers_401",),
    ),
    Mutation(
        "readers-may-unmute-on-the-dashboard",
        "the dashboard lets only users with push access unmute",
        "bot/dashboard/auth.py",
        "writable=frozenset(name for name, push in repos if push),",
        "writable=frozenset(name for name, push in repos),",
        (AUTH + "test_read_only_user_cannot_unmute",),
    ),
    Mutation(
        "csrf-not-checked",
        "dashboard forms need the session's CSRF token",
        "bot/dashboard/auth.py",
        "and hmac.compare_digest(expected.encode(), submitted.encode())",
        "and bool(submitted)",
        (AUTH + "test_unmute_requires_csrf_and_write_access",),
    ),
    Mutation(
        "open-redirect-after-sign-in",
        "sign-in never redirects off the dashboard",
        "bot/dashboard/auth.py",
        'return path.startswith("/dashboard") and "//" not in path and "\\\\" not in path',
        'return path.startswith("/")',
        ("tests/dashboard/test_auth.py", "-k", "off_site"),
    ),
    # Promises added with issues 30, 31, 33 and 34.
    Mutation(
        "model-demotes-a-deterministic-finding",
        "the model's false-positive triage never lowers a Semgrep finding's confidence",
        "bot/core/scoring.py",
        "    ratio = max(1.0, TRIAGE_LIKELIHOOD_RATIO[triage.verdict])\n"
        "    odds = logit(_bounded(before)) + math.log(ratio)\n"
        "    return TriagedFinding(\n"
        "        finding=finding.with_confidence(max(before, _bounded(sigmoid(odds)))),",
        "    demoted = triage.verdict is TriageVerdict.LIKELY_FALSE_POSITIVE\n"
        "    ratio = 0.3 if demoted else TRIAGE_LIKELIHOOD_RATIO[triage.verdict]\n"
        "    odds = logit(_bounded(before)) + math.log(ratio)\n"
        "    return TriagedFinding(\n"
        "        finding=finding.with_confidence(_bounded(sigmoid(odds))),",
        ("tests/core/test_scoring.py", "-k", "triage_false_positive"),
    ),
    Mutation(
        "check-forgets-earlier-findings",
        "the check run counts every blocking finding still open at the head",
        "bot/core/report.py",
        "        if not self.still_open:\n            return self",
        "        if True:\n            return self",
        (E2E + "test_open_findings.py", "-k", "fixes_one_blocking"),
    ),
    Mutation(
        "prompt-not-masked",
        "a detected secret never reaches the model",
        "bot/checks/llm/redact.py",
        "redact_json, redactor, (list(system), list(messages))",
        "lambda _redactor, payload: payload, redactor, (list(system), list(messages))",
        (E2E + "test_secrets_never_travel.py", "-k", "review_masks"),
    ),
    Mutation(
        "strangers-feedback-weighs",
        "only writers and the PR's author teach the learner",
        "bot/commands/feedback.py",
        "    weighted = await context.trusted()",
        "    weighted = True",
        (E2E + "test_command_abuse.py", "-k", "weighs_nothing"),
    ),
    Mutation(
        "commands-not-rate-limited",
        "a person's command comments on a pull request are rate-limited",
        "bot/commands/job.py",
        "verdict = self._count_use(job) if limited else RateVerdict.ALLOWED",
        "verdict = RateVerdict.ALLOWED",
        (E2E + "test_command_abuse.py", "-k", "rate_limited"),
    ),
    Mutation(
        "fix-edits-any-file",
        "/fix changes only the findings' files and their tests",
        "bot/fix/scope.py",
        "        if names_path(self.instruction, path):\n            return None",
        "        if True:\n            return None",
        ("tests/fix/test_scope.py",),
    ),
    Mutation(
        "sandbox-root-writable",
        "the sandbox's root and /dev take no writes",
        "bot/fix/sandbox.py",
        'mounts += ["--remount-ro", "/dev", "--remount-ro", "/"]',
        "mounts += []",
        ("tests/fix/test_sandbox_argv.py",),
    ),
    Mutation(
        "reindent-counts-as-added",
        "a line whose change is whitespace only gets no inline comment",
        "bot/core/diff/index.py",
        "if line.new_lineno not in reformatted:",
        "if True:",
        ("tests/core/test_diff_index.py", "-k", "whitespace"),
    ),
    Mutation(
        "comment-change-counts-as-added",
        "a line whose change is comments only gets no inline comment from Semgrep",
        "bot/core/diff/index.py",
        "new_code = frozenset(added) - recommented",
        "new_code = frozenset(added)",
        ("tests/core/test_diff_index.py", "-k", "comment"),
    ),
    Mutation(
        "secret-in-a-comment-hidden",
        "a secret in a new comment is the change's own: only code-reading checks skip comments",
        "bot/core/findings.py",
        "return finding.source in CODE_ONLY_SOURCES",
        "return True",
        ("tests/service/test_local_review.py", "-k", "secret"),
    ),
    Mutation(
        "test-file-name-unblocks",
        "a file's name never unblocks: blocking findings in test files are posted",
        "bot/core/selection.py",
        "        and finding.severity is not Severity.BLOCKING\n",
        "",
        ("tests/core/test_select_in_tests.py",),
    ),
    Mutation(
        "nosemgrep-honoured",
        "a `# nosemgrep` comment in the pull request hides nothing",
        "bot/checks/semgrep/invocation.py",
        '            "--disable-nosem",\n',
        "",
        ("tests/adversarial/",),
    ),
    Mutation(
        "dead-review-leaves-its-check-open",
        "a review job that dies completes its check run",
        "bot/review/checkrun.py",
        "return await finish_open_runs(client, job, dead_review_output(reason, attempts))",
        "return 0",
        (E2E + "test_dead_jobs.py", "-k", "attempts_run_out"),
    ),
    Mutation(
        "paused-push-gets-no-check",
        "a push while paused gets a completed neutral check",
        "bot/review/admit.py",
        "        await paused_check(under_review)\n",
        "",
        (E2E + "test_dead_jobs.py", "-k", "paused"),
    ),
    Mutation(
        "missing-permission-retried",
        "a 403 that is not a rate limit is not retried",
        "bot/github/errors.py",
        "return self.status == 0 or self.status >= 500 or self.status == 429 or self.rate_limited",
        "return self.status == 0 or self.status >= 403 or self.rate_limited",
        ("tests/service/test_github_edge.py", "-k", "403"),
    ),
    Mutation(
        "redelivery-asked-twice",
        "a failed delivery's redelivery is asked for once per GUID",
        "bot/jobs/sweep.py",
        "if guid not in known and await _redeliver(",
        "if await _redeliver(",
        (E2E + "test_redelivery.py",),
    ),
    Mutation(
        "convention-rules-everywhere",
        "convention rules run only where the repository's linter asks for them",
        "bot/checks/semgrep/findings.py",
        "        if convention is None or convention in asked:",
        "        if True:",
        ("tests/checks/test_semgrep_check.py", "-k", "convention"),
    ),
    Mutation(
        "old-problems-gate-the-local-run",
        "a local review's exit code counts only the change's own findings",
        "bot/local/review.py",
        "own = [s for s in visible if analysis.index.owns",
        "own = [s for s in visible if True or analysis.index.owns",
        ("tests/service/test_local_review.py", "-k", "old_problem"),
    ),
)


@dataclass(frozen=True, slots=True)
class Verdict:
    name: str
    result: str
    """killed, survived, or error (the tests could not judge: see `detail`)."""
    seconds: float
    detail: str = ""


def mutated(text: str, mutation: Mutation) -> str:
    count = text.count(mutation.old)
    if count != 1:
        raise MutationError(
            f"{mutation.name}: the snippet occurs {count} times in {mutation.path}, not once: "
            f"{mutation.old!r}"
        )
    return text.replace(mutation.old, mutation.new)


def problems(mutations: Sequence[Mutation]) -> list[str]:
    """Mutations that cannot apply as written: a missing file or test, or a snippet not once."""
    found: list[str] = []
    for m in mutations:
        source = ROOT / m.path
        if not source.is_file():
            found.append(f"{m.name}: no file {m.path}")
            continue
        try:
            mutated(source.read_text(encoding="utf-8"), m)
        except MutationError as error:
            found.append(str(error))
        found.extend(
            f"{m.name}: no test file {test}"
            for test in m.tests
            if test.startswith("tests/") and not (ROOT / test.split("::")[0]).exists()
        )
    return found


def scratch_copy(parent: Path) -> Path:
    """The git-tracked files of this checkout (as they are on disk) under `parent`."""
    listed = subprocess.run(
        ["git", "-C", str(ROOT), "ls-files", "-z"], check=True, capture_output=True
    ).stdout.decode()
    copy = Path(tempfile.mkdtemp(prefix="copy-", dir=parent))
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy / name, follow_symlinks=False)
    imported = subprocess.run(
        [sys.executable, "-c", "import bot; print(bot.__file__)"],
        cwd=parent,
        env=environment(copy),
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    if not Path(imported).resolve().is_relative_to(copy.resolve()):
        raise MutationError(f"`import bot` loads {imported}, not the copy's code")
    return copy


def environment(copy: Path) -> dict[str, str]:
    """The copy's code first on the path, for the tests and every `python -m bot` they start
    elsewhere (an editable install would otherwise load the checkout's)."""
    path = os.pathsep.join(filter(None, (str(copy), os.environ.get("PYTHONPATH"))))
    return {**os.environ, "PYTHONPATH": path, "PYTHONDONTWRITEBYTECODE": "1"}


def run_tests(copy: Path, tests: Sequence[str], report: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *PYTEST, *DATABASE, f"--junitxml={report}", *tests],
        cwd=copy,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
        env=environment(copy),
        check=False,
    )


def skipped_tests(report: Path) -> list[str]:
    root = ElementTree.parse(report).getroot()  # noqa: S314 (our own pytest run's report)
    return [
        f"{case.get('classname')}::{case.get('name')}"
        for case in root.iter("testcase")
        if case.find("skipped") is not None
    ]


def baseline(copy: Path, selected: Sequence[Mutation]) -> None:
    """Every mapped test passes on the unmutated code and none skips: else nothing is judged."""
    for mutation in selected:
        mutated((copy / mutation.path).read_text(encoding="utf-8"), mutation)
    tests = list(dict.fromkeys(t for m in selected if "-k" not in m.tests for t in m.tests))
    narrowed = [m for m in selected if "-k" in m.tests]
    report = copy / ".baseline.xml"
    for args in ([tests] if tests else []) + [list(m.tests) for m in narrowed]:
        done = run_tests(copy, args, report)
        if done.returncode != 0:
            tail = "\n".join((done.stdout + done.stderr).splitlines()[-15:])
            raise MutationError(f"the mapped tests fail without any mutation:\n{tail}")
        if skips := skipped_tests(report):
            raise MutationError(f"mapped tests skip, so they cannot kill anything: {skips}")


def judge(copy: Path, mutation: Mutation) -> Verdict:
    target = copy / mutation.path
    original = target.read_text(encoding="utf-8")
    started = time.monotonic()
    target.write_text(mutated(original, mutation), encoding="utf-8")
    try:
        done = run_tests(copy, mutation.tests, copy / f".{mutation.name}.xml")
    except subprocess.TimeoutExpired:
        return Verdict(mutation.name, "error", time.monotonic() - started, "timed out")
    finally:
        target.write_text(original, encoding="utf-8")
    seconds = time.monotonic() - started
    if done.returncode == 1:
        return Verdict(mutation.name, "killed", seconds)
    if done.returncode == 0:
        return Verdict(mutation.name, "survived", seconds)
    tail = " | ".join((done.stdout + done.stderr).splitlines()[-3:])
    return Verdict(mutation.name, "error", seconds, f"pytest exit {done.returncode}: {tail}")


def run_all(selected: Sequence[Mutation], workers: int, skip_baseline: bool) -> list[Verdict]:
    parent = Path(tempfile.mkdtemp(prefix="redline-mutations-"))
    try:
        copies: queue.Queue[Path] = queue.Queue()
        for _ in range(max(1, min(workers, len(selected)))):
            copies.put(scratch_copy(parent))
        if not skip_baseline:
            copy = copies.get()
            baseline(copy, selected)
            copies.put(copy)

        def one(mutation: Mutation) -> Verdict:
            copy = copies.get()
            try:
                verdict = judge(copy, mutation)
            finally:
                copies.put(copy)
            print(f"  {verdict.name}: {verdict.result} ({verdict.seconds:.0f} s)", flush=True)
            return verdict

        with ThreadPoolExecutor(max_workers=copies.qsize()) as pool:
            return list(pool.map(one, selected))
    finally:
        shutil.rmtree(parent, ignore_errors=True)


def print_table(verdicts: Sequence[Verdict]) -> None:
    width = max(len("mutation"), *(len(v.name) for v in verdicts))
    print(f"\n{'mutation':<{width}}  {'result':<8}  {'seconds':>7}")
    for v in verdicts:
        print(f"{v.name:<{width}}  {v.result:<8}  {v.seconds:>7.1f}  {v.detail}".rstrip())
    killed = sum(v.result == "killed" for v in verdicts)
    print(f"\n{killed} of {len(verdicts)} mutations killed")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="list the mutations and exit")
    parser.add_argument(
        "--check", action="store_true", help="check every mutation still applies, and exit"
    )
    parser.add_argument("--only", action="append", metavar="NAME", help="run only these")
    parser.add_argument("-j", type=int, default=1, metavar="N", help="mutations at once")
    parser.add_argument(
        "--no-baseline", action="store_true", help="skip the unmutated run of the mapped tests"
    )
    args = parser.parse_args(argv)
    names = [m.name for m in MUTATIONS]
    if len(set(names)) != len(names):
        raise MutationError("two mutations share a name")
    if args.check:
        found = problems(MUTATIONS)
        for problem in found:
            print(f"mutations: {problem}", file=sys.stderr)
        return 1 if found else 0
    if args.list:
        for m in MUTATIONS:
            print(f"{m.name:<38} {m.path:<30} {m.promise}")
        return 0
    unknown = set(args.only or ()) - set(names)
    if unknown:
        parser.error(f"no such mutation: {', '.join(sorted(unknown))}")
    selected = [m for m in MUTATIONS if not args.only or m.name in args.only]
    started = time.monotonic()
    try:
        verdicts = run_all(selected, args.j, args.no_baseline)
    except MutationError as error:
        print(f"mutations: error: {error}", file=sys.stderr)
        return 2
    print_table(verdicts)
    print(f"{time.monotonic() - started:.0f} s, -j {args.j}, {sys.executable}")
    return 0 if all(v.result == "killed" for v in verdicts) else 1


if __name__ == "__main__":
    sys.exit(main())
