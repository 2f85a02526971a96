"""The GitHub edge: githubkit App auth, per-installation clients, the calls we make.

Library objects stop here: callers get the project's dataclasses (`models`) and errors.
Tokens live only inside githubkit's auth flow and cache; nothing here logs them.
"""

from __future__ import annotations

from bot.github.app import GitHubApp, convert_manifest
from bot.github.errors import DiffTooLarge, GitHubError
from bot.github.installation import Installation
from bot.github.models import (
    AppCredentials,
    CheckRunAnnotation,
    CheckRunInfo,
    HookDelivery,
    PostedComment,
    PullFileInfo,
    PullInfo,
    Reaction,
    ReactionTarget,
    Review,
    ReviewThread,
)
from bot.github.options import ClientOptions
from bot.github.repository import DIFF_MEDIA_TYPE, contents_path

__all__ = [
    "DIFF_MEDIA_TYPE",
    "AppCredentials",
    "CheckRunAnnotation",
    "CheckRunInfo",
    "ClientOptions",
    "DiffTooLarge",
    "GitHubApp",
    "GitHubError",
    "HookDelivery",
    "Installation",
    "PostedComment",
    "PullFileInfo",
    "PullInfo",
    "Reaction",
    "ReactionTarget",
    "Review",
    "ReviewThread",
    "contents_path",
    "convert_manifest",
]
