"""A verified fix leaves the clone: committed and pushed only if the branch has not moved,
else posted as a patch (a fork that cannot be pushed to)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from bot.core.render import fix as render
from bot.fix.attempt import FixOutcome
from bot.fix.outcomes import FixOutcomeKind
from bot.fix.patch import fix_patch
from bot.fix.workspace import GitError, GitIdentity, PushDenied, PushRejected
from bot.github import PullInfo

if TYPE_CHECKING:
    from bot.fix.session import FixSession, Repair


def why_not_pushable(pull: PullInfo, full_name: str) -> str | None:
    """Why the fix must not be pushed to the pull's head branch; None when it may be."""
    if pull.head_repo_full_name is None:
        # The head branch went with the fork: the only remote left is the base repository.
        return "the fork was deleted"
    is_fork = pull.head_repo_full_name.lower() != full_name.lower()
    if is_fork and not pull.maintainer_can_modify:
        return "the fork's branch does not allow edits by maintainers"
    return None


async def deliver(session: FixSession, files: Mapping[str, str], repair: Repair) -> FixOutcome:
    """Commit `files` (verified) and push them, or post them as a patch."""
    pull, command = session.pull, session.config.fix.test_command
    workspace, remote, credentials = session.workspace, session.remote, session.credentials
    fixed = [target.stored for target in repair.fixed]
    notes = repair.rounds[-1].verdict.notes
    done = {"rounds": repair.rounds, "usage": repair.usage}
    if why := why_not_pushable(pull, session.job.full_name):
        patch = fix_patch(session.head_texts, files)
        reply = render.suggested(why, fixed, patch, notes, command)
        return session.outcome(FixOutcomeKind.SUGGESTED, reply, **done)
    bot = GitIdentity.app_bot(session.deps.app_slug, session.deps.app_id)
    message = render.commit_message(fixed, GitIdentity.user(session.job.requester).trailer)
    sha = await workspace.commit(files, message, author=bot, committer=bot)
    changed = await workspace.committed_files(sha)
    if sorted(changed) != sorted(files):
        raise GitError(f"the commit changes {changed}, not the verified {sorted(files)}")
    branch = pull.head_ref
    now_at = await workspace.remote_branch_sha(remote, branch, credentials)
    if now_at != pull.head_sha:
        reply = render.branch_moved(branch, now_at)
        return session.outcome(FixOutcomeKind.BRANCH_MOVED, reply, **done)
    try:
        await workspace.push(remote, sha, branch, credentials)
    except PushRejected:
        now_at = await workspace.remote_branch_sha(remote, branch, credentials)
        reply = render.branch_moved(branch, now_at)
        return session.outcome(FixOutcomeKind.BRANCH_MOVED, reply, **done)
    except PushDenied as error:
        patch = fix_patch(session.head_texts, files)
        reply = render.suggested(str(error), fixed, patch, notes, command)
        return session.outcome(FixOutcomeKind.SUGGESTED, reply, **done)
    rounds = len(repair.rounds)
    reply = render.pushed(
        sha, branch, fixed, rounds, repair.explanation, notes, command, sorted(changed)
    )
    return session.outcome(FixOutcomeKind.PUSHED, reply, commit_sha=sha, **done)
