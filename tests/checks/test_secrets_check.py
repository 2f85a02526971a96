"""SecretsCheck on small diffs: added lines only, each token kind, masking, placeholders.

Token-shaped values are assembled at run time from split literals, so this file itself holds
no string that a secret scanner (ours or GitHub's push protection) would take for a secret.
"""

from __future__ import annotations

import asyncio
import base64
import json
import random
import string
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.checks.base import CheckContext, CheckResult
from bot.checks.secrets import (
    SecretKind,
    SecretRedactor,
    SecretsCheck,
    find_secret,
    is_placeholder,
    mask,
    shannon_entropy,
)
from bot.core.diff.index import DiffIndex
from bot.core.diff.parse import parse_diff
from bot.core.findings import Category, Severity, Side, Source
from bot.core.repo_config import RepoConfig

_RANDOM = random.Random(20240611)  # noqa: S311 (fixed seed: repeatable fake tokens)
ALNUM = string.ascii_letters + string.digits


def rand(length: int, alphabet: str = ALNUM) -> str:
    return "".join(_RANDOM.choice(alphabet) for _ in range(length))


def b64url(data: Mapping[str, object]) -> str:
    return base64.urlsafe_b64encode(json.dumps(data).encode()).decode().rstrip("=")


JWT = ".".join(
    (b64url({"alg": "HS256", "typ": "JWT"}), b64url({"sub": "42", "name": "Ann"}), rand(43))
)
SECRETS: dict[SecretKind, tuple[str, str]] = {
    # kind: (the secret, the line that carries it)
    SecretKind.GITHUB_TOKEN: (s := "gh" + "p_" + rand(36), f'GITHUB_TOKEN = "{s}"'),
    SecretKind.AWS_ACCESS_KEY_ID: (
        s := "AK" + "IA" + rand(16, "ABCDEFGHJKLMNPQRSTUVWXYZ234567"),
        f"aws_access_key_id={s}",
    ),
    SecretKind.AWS_SECRET_ACCESS_KEY: (
        s := rand(40, ALNUM + "/+"),
        f'aws_secret_access_key = "{s}"',
    ),
    SecretKind.SLACK_TOKEN: (
        s := "xo" + "xb-" + rand(12, string.digits) + "-" + rand(24),
        f"slack: {s}",
    ),
    SecretKind.SLACK_WEBHOOK: (
        s := "https://hooks.slack" + ".com/services/T" + rand(8) + "/B" + rand(8) + "/" + rand(24),
        f'notify(url="{s}")',
    ),
    SecretKind.STRIPE_KEY: (s := "sk" + "_live_" + rand(24), f'stripe.api_key = "{s}"'),
    SecretKind.GOOGLE_API_KEY: (s := "AI" + "za" + rand(35), f"const mapsKey = '{s}';"),
    SecretKind.PRIVATE_KEY: (s := "-----BEGIN " + "RSA PRIVATE KEY-----", s),
    SecretKind.JWT: (JWT, f'headers = {{"Authorization": "Bearer {JWT}"}}'),
    SecretKind.HIGH_ENTROPY_STRING: (s := rand(10) + "#" + rand(10), f'db_password = "{s}"'),
}
GITHUB_TOKEN = SECRETS[SecretKind.GITHUB_TOKEN][0]
AWS_KEY_ID = SECRETS[SecretKind.AWS_ACCESS_KEY_ID][0]

PLACEHOLDERS = [
    'password = "changeme"',
    'api_key = "xxxxxxxxxxxxxxxxxxxxxxxx"',
    'token = "<your-token-here>"',
    'secret = "${APP_SECRET}"',
    'auth_token = f"{prefix}-{Zk29xQ7rL1mN5pV8}"',
    'password = os.environ["DB_PASSWORD"]',
    'token = os.getenv("TOKEN", "Zk29xQ7rL1mN5pV8")',
    "aws_access_key_id = AK" + "IAIOSFODNN7EXAMPLE",
    'GITHUB_TOKEN = "gh' + "p_" + "a" * 36 + '"',
    'password_field = "password_confirmation"',
    'token_type = "bearer"',
    'jwt = "eyJub3QtanNvbiB9" + ".eyJzdWIiOiI0MiJ9.' + rand(20) + '"',  # header is not JSON
    'if pem.startswith("-----BEGIN ' + 'RSA PRIVATE KEY-----"):',
]


def modified_file_diff(path: str, context: str, deleted: str, added: Sequence[str]) -> str:
    """One hunk: a context line, a deleted line, then the added lines (new lines 2…)."""
    body = f" {context}\n-{deleted}\n" + "".join(f"+{line}\n" for line in added)
    return (
        f"diff --git a/{path} b/{path}\n--- a/{path}\n+++ b/{path}\n"
        f"@@ -1,2 +1,{1 + len(added)} @@\n{body}"
    )


def scan(diff_text: str, files: Mapping[str, str]) -> CheckResult:
    diff = parse_diff(diff_text)
    context = CheckContext(
        diff=diff,
        index=DiffIndex(diff),
        files=files,
        workdir=Path("/nonexistent"),
        config=RepoConfig(),
    )
    return asyncio.run(SecretsCheck().run(context))


def scan_added(
    path: str, added: Sequence[str], context: str = "x = 1", deleted: str = "y = 2"
) -> CheckResult:
    return scan(modified_file_diff(path, context, deleted, added), {path: ""})


def test_each_kind_is_found_on_its_added_line() -> None:
    kinds = list(SECRETS)
    result = scan_added("app/settings.py", [SECRETS[kind][1] for kind in kinds])

    assert result.ran and result.source is Source.SECRETS
    assert [(f.location.start_line, f.rule_id) for f in result.findings] == [
        (line, f"secrets-{kind}") for line, kind in enumerate(kinds, start=2)
    ]
    for finding in result.findings:
        assert finding.location.end_line == finding.location.start_line
        assert finding.location.side is Side.RIGHT
        assert finding.category is Category.SECURITY
        assert finding.severity is Severity.BLOCKING
        assert finding.source is Source.SECRETS


def test_context_and_deleted_lines_are_not_scanned() -> None:
    result = scan_added(
        "app/settings.py",
        ["name = 'redline'"],
        context=f'OLD_TOKEN = "{GITHUB_TOKEN}"',
        deleted=f"aws_access_key_id = {AWS_KEY_ID}",
    )
    assert result.findings == ()


def test_no_secret_value_appears_in_title_or_explanation() -> None:
    result = scan_added("app/settings.py", [line for _, line in SECRETS.values()])
    assert len(result.findings) == len(SECRETS)
    for finding, (secret, line) in zip(result.findings, SECRETS.values(), strict=True):
        for text in (finding.title, finding.explanation):
            assert secret not in text
            assert secret[:5] not in text  # at most the first four characters
        assert f"`{secret[:4]}…`" in finding.explanation
        assert finding.flagged_text == line  # the fingerprint keeps the raw line


def test_the_comment_names_the_kind_and_says_to_rotate_and_use_the_environment() -> None:
    (finding,) = scan_added("app/settings.py", [SECRETS[SecretKind.STRIPE_KEY][1]]).findings
    assert "Stripe" in finding.title
    assert "rotate" in finding.explanation
    assert "environment or a secret store" in finding.explanation


@pytest.mark.parametrize("line", PLACEHOLDERS)
def test_placeholders_and_lookups_are_ignored(line: str) -> None:
    assert scan_added("app/settings.py", [line]).findings == ()


def test_a_secret_in_test_code_is_reported_with_lower_confidence() -> None:
    line = SECRETS[SecretKind.GITHUB_TOKEN][1]
    (in_source,) = scan_added("app/settings.py", [line]).findings
    (in_tests,) = scan_added("tests/fixtures/settings.py", [line]).findings
    (test_file,) = scan_added("pkg/client_test.go", [line]).findings
    assert in_tests.raw_confidence < in_source.raw_confidence
    assert test_file.raw_confidence == in_tests.raw_confidence
    assert in_tests.severity is Severity.BLOCKING


def test_one_finding_per_line_and_only_for_reviewable_files() -> None:
    two_on_one_line = f"{SECRETS[SecretKind.GITHUB_TOKEN][1]}; {SECRETS[SecretKind.STRIPE_KEY][1]}"
    diff = modified_file_diff("a.py", "x", "y", [two_on_one_line]) + modified_file_diff(
        "vendor/lib.py", "x", "y", [SECRETS[SecretKind.GITHUB_TOKEN][1]]
    )
    result = scan(diff, {"a.py": ""})  # vendor/lib.py is not reviewable (ignored)
    assert [(f.location.path, f.rule_id) for f in result.findings] == [
        ("a.py", "secrets-github-token")
    ]


def test_a_new_file_is_scanned_whole() -> None:
    lines = ["# config", SECRETS[SecretKind.GOOGLE_API_KEY][1]]
    body = "".join(f"+{line}\n" for line in lines)
    header = "diff --git a/k.js b/k.js\nnew file mode 100644\n--- /dev/null\n+++ b/k.js\n"
    diff = f"{header}@@ -0,0 +1,2 @@\n{body}"
    (finding,) = scan(diff, {"k.js": "\n".join(lines)}).findings
    assert (finding.location.start_line, finding.rule_id) == (2, "secrets-google-api-key")


def test_entropy_separates_keys_from_words() -> None:
    assert shannon_entropy("") == 0.0
    assert shannon_entropy("aaaa") == 0.0
    assert shannon_entropy("abcd") == 2.0
    assert shannon_entropy(rand(32)) > 3.5 > shannon_entropy("hunter2hunter2")


def test_mask_keeps_four_characters() -> None:
    assert mask(GITHUB_TOKEN) == GITHUB_TOKEN[:4] + "…"


@settings(max_examples=200, deadline=None)
@given(
    body=st.text(alphabet=ALNUM, min_size=36, max_size=60),
    name=st.sampled_from(["token", "GH_TOKEN", "auth", "value"]),
)
def test_found_github_tokens_are_always_masked(body: str, name: str) -> None:
    secret = "gh" + "s_" + body
    line = f'{name} = "{secret}"'
    match = find_secret(line)
    if is_placeholder(secret):
        assert match is None  # "xxx…", "changeme…" or a run of few characters
        return
    assert match is not None and match.secret == secret
    (finding,) = scan_added("src/x.py", [line]).findings
    assert secret[:5] not in finding.title + finding.explanation


def jwt_with_claims(claims: Mapping[str, object]) -> str:
    return ".".join((b64url({"alg": "HS256", "typ": "JWT"}), b64url(claims), rand(43)))


@pytest.mark.parametrize("claims", [{"test": 1234}, {"hello": "world"}, {"a": [1, 2]}])
@pytest.mark.parametrize("name", ["encoded_good", "token"])
def test_a_jwt_whose_claims_name_no_one_is_data_not_a_credential(
    claims: Mapping[str, object], name: str
) -> None:
    # PyJWT's advisory test signs {"test": 1234}: it authenticates no one
    line = f'{name} = "{jwt_with_claims(claims)}"'

    assert scan_added("src/app/tokens.py", [line]).findings == ()


@pytest.mark.parametrize(
    "claims",
    [{"sub": "42"}, {"exp": 1}, {"iss": "x"}, {"user_id": 5}, {"email": "a@b.c"}, {"scope": "r"}],
)
def test_a_jwt_that_names_a_principal_or_grant_is_still_a_credential(
    claims: Mapping[str, object],
) -> None:
    line = f'headers = {{"Authorization": "Bearer {jwt_with_claims(claims)}"}}'

    (finding,) = scan_added("src/app/tokens.py", [line]).findings
    assert finding.rule_id == "secrets-jwt" and finding.severity is Severity.BLOCKING


def test_a_jwt_that_names_no_one_is_still_masked_before_the_model() -> None:
    token = jwt_with_claims({"test": 1234})

    assert token not in SecretRedactor().redact(f'encoded = "{token}"')
