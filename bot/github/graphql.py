"""An installation's GraphQL calls: a pull request's review threads, and resolving one."""

from __future__ import annotations

from typing import Any

from githubkit.exception import GitHubException

from bot.github.errors import translate
from bot.github.models import ReviewThread
from bot.github.transport import InstallationTransport

_REVIEW_THREADS = """
query($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved comments(first: 1) { nodes { databaseId } } }
      }
    }
  }
}"""
_RESOLVE_THREAD = """
mutation($id: ID!) {
  resolveReviewThread(input: {threadId: $id}) { thread { id isResolved } }
}"""


class GraphQLCalls(InstallationTransport):
    async def review_threads(self, owner: str, repo: str, number: int) -> list[ReviewThread]:
        threads: list[ReviewThread] = []
        cursor: str | None = None
        while True:
            data = await self._graphql(
                _REVIEW_THREADS, {"owner": owner, "repo": repo, "number": number, "cursor": cursor}
            )
            page = data["repository"]["pullRequest"]["reviewThreads"]
            threads.extend(ReviewThread.from_json(node) for node in page["nodes"])
            if not page["pageInfo"]["hasNextPage"]:
                return threads
            cursor = page["pageInfo"]["endCursor"]

    async def resolve_thread(self, thread_node_id: str) -> None:
        await self._graphql(_RESOLVE_THREAD, {"id": thread_node_id})

    async def _graphql(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        try:
            data = await self._github.async_graphql(query, variables)
        except GitHubException as error:
            raise translate(error, "graphql") from None
        return dict(data)
