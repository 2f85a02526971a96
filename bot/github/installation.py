"""The calls Redline makes as one installation, grouped by what they touch."""

from __future__ import annotations

from bot.github.checks import CheckRunCalls
from bot.github.conversation import ConversationCalls
from bot.github.graphql import GraphQLCalls
from bot.github.repository import RepositoryCalls


class Installation(RepositoryCalls, ConversationCalls, CheckRunCalls, GraphQLCalls):
    """Calls made as one installation. Every method raises GitHubError on failure."""
