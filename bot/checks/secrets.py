"""Secrets committed in added lines: known token formats, then high-entropy literals.

Pure Python over the diff: only ADDED lines of reviewable files are read, so a secret that
was already there (context) or is being removed (deleted) is not reported. The comment
never repeats the secret: it shows at most its first characters. Every pattern runs in
time linear in the line (possessive or bounded quantifiers; see docs/secrets.md), and the
scan runs in a worker thread, off the event loop that serves webhooks.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import json
import math
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum

from bot.checks.base import CheckContext, CheckResult
from bot.core.diff.model import Diff, FileDiff, LineKind
from bot.core.findings import Category, Finding, Location, Severity, Side, Source
from bot.core.repo_config import RepoConfig
from bot.core.scoring import prior

MASK_VISIBLE_CHARS = 4
MIN_SECRET_LENGTH = 12
ENTROPY_THRESHOLD = 3.5
"""Bits per character; random base64/hex keys of 16+ chars sit above it, words below."""
MAX_LINE_CHARS = 10_000
"""Longer lines (minified or generated) are scanned up to this many characters."""

# Confidence that a finding is a real secret. Scoring's table overrides raw_confidence for
# this source by severity; these values order findings within the check and for the lead.
FORMAT_CONFIDENCE = prior(Source.SECRETS, Severity.BLOCKING, None)
HIGH_ENTROPY_CONFIDENCE = 0.7
TEST_FILE_PENALTY = 0.3


class SecretKind(StrEnum):
    GITHUB_TOKEN = "github-token"  # noqa: S105 (a kind, not a secret)
    AWS_ACCESS_KEY_ID = "aws-access-key-id"
    AWS_SECRET_ACCESS_KEY = "aws-secret-access-key"  # noqa: S105 (a kind, not a secret)
    SLACK_TOKEN = "slack-token"  # noqa: S105 (a kind, not a secret)
    SLACK_WEBHOOK = "slack-webhook"
    STRIPE_KEY = "stripe-key"
    GOOGLE_API_KEY = "google-api-key"
    PRIVATE_KEY = "private-key"
    JWT = "jwt"
    HIGH_ENTROPY_STRING = "high-entropy-string"

    @property
    def rule_id(self) -> str:
        return f"secrets-{self.value}"


@dataclass(frozen=True, slots=True)
class _TokenFormat:
    kind: SecretKind
    label: str
    """What it is, with its article: "a GitHub token"."""
    pattern: re.Pattern[str]
    """The secret itself is the group named `secret`."""
    name_word: re.Pattern[str] | None = None
    """When set, the group `name` (what the secret is assigned to) must contain it."""


@dataclass(frozen=True, slots=True)
class SecretMatch:
    kind: SecretKind
    label: str
    secret: str


_NO_WORD_CHAR_BEFORE = r"(?<![A-Za-z0-9_-])"
_NO_WORD_CHAR_AFTER = r"(?![A-Za-z0-9_-])"
_ASSIGNED_NAME = (
    # a whole name (dotted or hyphenated), taken possessively: each character is read once
    r"(?<![\w.-])(?P<name>[\w.-]++)[\"']?\s*+(?::=|=>|=|:)\s*+"
)
_TOKEN_FORMATS = (
    _TokenFormat(
        SecretKind.PRIVATE_KEY,
        "a private key",
        # the header alone on its line, or followed by an escaped newline and key data
        re.compile(
            r"(?P<secret>-----BEGIN (?:[A-Z0-9]{1,32} ){0,4}PRIVATE KEY(?: BLOCK)?-----)"
            r"(?:\\n[A-Za-z0-9+/=]|[\"'`]?\s*+[,;)]?\s*+$)"
        ),
    ),
    _TokenFormat(
        SecretKind.GITHUB_TOKEN,
        "a GitHub token",
        re.compile(
            _NO_WORD_CHAR_BEFORE
            + r"(?P<secret>gh[pousr]_[A-Za-z0-9]{36,251}+|github_pat_[A-Za-z0-9_]{60,}+)"
            + _NO_WORD_CHAR_AFTER
        ),
    ),
    _TokenFormat(
        SecretKind.AWS_ACCESS_KEY_ID,
        "an AWS access key ID",
        re.compile(r"(?<![A-Z0-9])(?P<secret>(?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Z0-9])"),
    ),
    _TokenFormat(
        SecretKind.AWS_SECRET_ACCESS_KEY,
        "an AWS secret access key",
        re.compile(_ASSIGNED_NAME + r"[\"']?(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"),
        name_word=re.compile(r"aws_?secret_?(?:access_?)?key", re.IGNORECASE),
    ),
    _TokenFormat(
        SecretKind.SLACK_WEBHOOK,
        "a Slack webhook URL",
        re.compile(
            r"(?P<secret>https://hooks\.slack\.com/services/"
            r"T[A-Za-z0-9_]{6,}+/B[A-Za-z0-9_]{6,}+/[A-Za-z0-9_]{16,}+)"
        ),
    ),
    _TokenFormat(
        SecretKind.SLACK_TOKEN,
        "a Slack token",
        re.compile(r"(?<![A-Za-z0-9])(?P<secret>xox[baprs]-[A-Za-z0-9-]{10,}+)"),
    ),
    _TokenFormat(
        SecretKind.STRIPE_KEY,
        "a Stripe live key",
        re.compile(r"(?<![A-Za-z0-9])(?P<secret>(?:sk|rk)_live_[A-Za-z0-9]{16,}+)"),
    ),
    _TokenFormat(
        SecretKind.GOOGLE_API_KEY,
        "a Google API key",
        re.compile(
            _NO_WORD_CHAR_BEFORE + r"(?P<secret>AIza[0-9A-Za-z_-]{35})" + _NO_WORD_CHAR_AFTER
        ),
    ),
    _TokenFormat(
        SecretKind.JWT,
        "a JSON Web Token",
        re.compile(
            _NO_WORD_CHAR_BEFORE
            + r"(?P<secret>eyJ[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]{8,}+\.[A-Za-z0-9_-]{16,}+)"
            + _NO_WORD_CHAR_AFTER
        ),
    ),
)

_CREDENTIAL_WORDS = (
    r"(?:password|passwd|passphrase|pwd|secret|token|api[_-]?key|apikey|access[_-]?key"
    r"|private[_-]?key|signing[_-]?key|auth[_-]?key|credentials?)"
)
_CREDENTIAL_WORD = re.compile(_CREDENTIAL_WORDS, re.IGNORECASE)
_SECRET_ASSIGNMENT = re.compile(
    _ASSIGNED_NAME + r"[rbufRBUF]{0,2}(?P<quote>[\"'`])(?P<secret>[^\"'`\s]++)(?P=quote)"
)
_ENVIRONMENT_LOOKUP = re.compile(
    r"os\.environ|getenv\(|process\.env|ENV\[|System\.getenv|\$\{", re.IGNORECASE
)
_PLACEHOLDER_WORDS = (
    "xxx",
    "changeme",
    "change_me",
    "change-me",
    "example",
    "placeholder",
    "dummy",
    "redacted",
    "your_",
    "your-",
    "<",
    ">",
    "{",  # ${VAR}, {{ var }}, f-string or format fields
    "%(",
    "%s",
    "***",
    "...",
    "…",
)
# Registered claims (RFC 7519 4.1) and the words of identity and grant claims: a token
# without any of them, like `{"test": 1234}`, authenticates no one.
_GRANT_CLAIM = re.compile(
    r"^(iss|sub|aud|exp|nbf|iat|jti|azp|scp|sid|acr|amr)$"
    r"|user|uid|id$|_id|email|login|name|role|scope|perm|grant|client|session|tenant|org"
    r"|account|admin|group|auth|token|key|claim|access|priv",
    re.IGNORECASE,
)
_TEST_DIRECTORIES = frozenset(
    {"test", "tests", "__tests__", "spec", "specs", "testdata", "fixtures"}
)
_TEST_FILE = re.compile(r"(^test_.*|.*_test\.\w+|.*\.(?:test|spec)\.\w+|conftest\.py)$")


class SecretsCheck:
    source = Source.SECRETS

    def wanted_paths(self, diff: Diff, tree_paths: frozenset[str], config: RepoConfig) -> set[str]:
        return set()

    async def run(self, context: CheckContext) -> CheckResult:
        return await asyncio.to_thread(self.scan, context)

    def scan(self, context: CheckContext) -> CheckResult:
        """The check itself: CPU only, so `run` keeps it off the event loop."""
        findings = [
            _finding(file.path, line_number, text, match)
            for file in context.diff
            if file.path in context.files
            for line_number, text in _added_lines(file)
            if (match := find_secret(text)) is not None
        ]
        return CheckResult(self.source, tuple(findings))


def _added_lines(file: FileDiff) -> Iterator[tuple[int, str]]:
    for hunk in file.hunks:
        for line in hunk.lines:
            if line.kind is LineKind.ADDED and line.new_lineno is not None:
                yield line.new_lineno, line.text


def find_secret(line: str) -> SecretMatch | None:
    """The first credential on a line: known formats first, then high-entropy assignments.
    A JWT whose claims name no one is data (`SecretRedactor` still masks it: docs/secrets.md)."""
    data: set[str] = set()
    for match in iter_secrets(line[:MAX_LINE_CHARS]):
        if match.kind is SecretKind.JWT and not _jwt_grants(match.secret):
            data.add(match.secret)
        elif match.secret not in data:
            return match
    return None


def iter_secrets(line: str) -> Iterator[SecretMatch]:
    """Every secret on a line, in `find_secret`'s order (the whole line: no length cap)."""
    for token_format in _TOKEN_FORMATS:
        for match in token_format.pattern.finditer(line):
            secret = match["secret"]
            if is_placeholder(secret):
                continue
            if token_format.name_word is not None and not _names(
                match["name"], token_format.name_word
            ):
                continue
            if token_format.kind is SecretKind.JWT and not _is_jwt(secret):
                continue
            yield SecretMatch(token_format.kind, token_format.label, secret)
    if _ENVIRONMENT_LOOKUP.search(line):
        return
    for match in _SECRET_ASSIGNMENT.finditer(line):
        secret = match["secret"]
        if (
            _names(match["name"], _CREDENTIAL_WORD)
            and _looks_random(secret)
            and not is_placeholder(secret)
        ):
            label = f"a high-entropy string assigned to `{match['name']}`"
            yield SecretMatch(SecretKind.HIGH_ENTROPY_STRING, label, secret)


def _names(name: str, word: re.Pattern[str]) -> bool:
    """Whether the last part of a dotted name (`self.db_password`) holds the word."""
    return word.search(name.rpartition(".")[2]) is not None


def is_placeholder(value: str) -> bool:
    lowered = value.lower()
    if any(word in lowered for word in _PLACEHOLDER_WORDS):
        return True
    return len(set(value)) < 6


def shannon_entropy(value: str) -> float:
    if not value:
        return 0.0
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _looks_random(value: str) -> bool:
    if len(value) < MIN_SECRET_LENGTH or shannon_entropy(value) < ENTROPY_THRESHOLD:
        return False
    if "://" in value and "@" not in value:
        return False  # a URL without credentials in it
    classes = (
        any(c.islower() for c in value),
        any(c.isupper() for c in value),
        any(c.isdigit() for c in value),
        any(not c.isalnum() and c not in "_-." for c in value),
    )
    return sum(classes) >= 2


def _is_jwt(token: str) -> bool:
    encoded_header = token.split(".", 1)[0]
    try:
        header = json.loads(
            base64.urlsafe_b64decode(encoded_header + "=" * (-len(encoded_header) % 4))
        )
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return False
    return isinstance(header, dict) and "alg" in header


def _jwt_grants(token: str) -> bool:
    """Whether a JWT's claims name who it is for or what it allows (or cannot be read)."""
    encoded_claims = token.split(".")[1]
    try:
        claims = json.loads(
            base64.urlsafe_b64decode(encoded_claims + "=" * (-len(encoded_claims) % 4))
        )
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return True
    if not isinstance(claims, dict):
        return True
    return any(_GRANT_CLAIM.search(str(name)) for name in claims)


def mask(secret: str) -> str:
    return secret[:MASK_VISIBLE_CHARS] + "…"


def is_test_path(path: str) -> bool:
    *folders, name = path.split("/")
    return bool(_TEST_DIRECTORIES.intersection(folders)) or bool(_TEST_FILE.match(name))


def _finding(path: str, line_number: int, text: str, match: SecretMatch) -> Finding:
    in_tests = is_test_path(path)
    confidence = (
        FORMAT_CONFIDENCE
        if match.kind is not SecretKind.HIGH_ENTROPY_STRING
        else HIGH_ENTROPY_CONFIDENCE
    )
    what = match.label[0].upper() + match.label[1:]
    explanation = (
        f"Line {line_number} adds {match.label} (`{mask(match.secret)}`). Anyone who can read this "
        "repository or its history can use it, even after the line is deleted. Revoke and rotate "
        "it now, then load it at runtime from the environment or a secret store instead of "
        "committing it."
    )
    if in_tests:
        explanation += (
            " It is in test code, so it may be a fixture; if it is a real credential, rotate it."
        )
    return Finding(
        location=Location(path, line_number, line_number, Side.RIGHT),
        category=Category.SECURITY,
        severity=Severity.BLOCKING,
        title=f"{what} is committed in the code",
        explanation=explanation,
        source=Source.SECRETS,
        rule_id=match.kind.rule_id,
        raw_confidence=confidence - TEST_FILE_PENALTY if in_tests else confidence,
        cwe=("CWE-798: Use of Hard-coded Credentials",),
        flagged_text=text,
    )


REDACTED_PREFIX = "[REDACTED-SECRET-"
_KEY_HEADER = re.compile(r"-----BEGIN (?:[A-Z0-9]{1,32} ){0,4}PRIVATE KEY")
_KEY_MATERIAL = re.compile(r"[A-Za-z0-9+/]{16,}+={0,2}")
_REDACTION_MARKER = re.compile(re.escape(REDACTED_PREFIX) + r"[0-9]{1,6}\]")


class SecretRedactor:
    """Replaces every secret the scanner finds in a text by a numbered marker.

    The same secret always gets the same marker, and a secret seen once is masked wherever
    it appears later, even where no pattern would find it (`restore` puts them back).
    """

    def __init__(self) -> None:
        self._markers: dict[str, str] = {}

    def redact(self, text: str) -> str:
        in_key = False
        for line in text.splitlines():
            found = [match.secret for match in iter_secrets(line)]
            in_key = in_key or _KEY_HEADER.search(line) is not None
            if in_key:  # a private key's body: its base64 lines, up to its END line
                found += _KEY_MATERIAL.findall(line.split("PRIVATE KEY", 1)[-1])
                in_key = "-----END" not in line
            for secret in found:
                self._markers.setdefault(secret, f"{REDACTED_PREFIX}{len(self._markers) + 1}]")
        for secret in sorted(self._markers, key=len, reverse=True):
            if secret in text:
                text = text.replace(secret, self._markers[secret])
        return text

    def restore(self, text: str) -> str:
        """`text` with the markers this redactor made turned back into their secrets."""
        by_marker = {marker: secret for secret, marker in self._markers.items()}
        return _REDACTION_MARKER.sub(lambda m: by_marker.get(m.group(), m.group()), text)


def holds_redaction(text: str) -> bool:
    return _REDACTION_MARKER.search(text) is not None
