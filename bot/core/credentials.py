"""Credentials that must never leave the process: in logs, in the jobs table, on GitHub."""

from __future__ import annotations

import re

# GitHub tokens (installation ghs_, OAuth gho_/ghu_, PAT ghp_/github_pat_, refresh ghr_),
# Anthropic keys, JWTs, `Authorization:` header values (the Basic one is git's for /fix),
# and PEM private keys, up to their END line or, when cut short, the end of the text.
SECRET_PATTERNS = re.compile(
    r"gh[opsur]_[A-Za-z0-9]{20,}"
    r"|github_pat_[A-Za-z0-9_]{20,}"
    r"|sk-ant-[A-Za-z0-9_-]{10,}"
    r"|eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"
    r"|(?i:(?:authorization|x-api-key)[\"']?\s*[:=]\s*[\"']?(?:(?:bearer|token|basic)\s+)?)"
    r"[^\s\"',}]+"
    r"|(?s:-----BEGIN[A-Z ]*PRIVATE KEY-----.*?(?:-----END[A-Z ]*PRIVATE KEY-----|\Z))"
)


def redact(text: str) -> str:
    return SECRET_PATTERNS.sub("[redacted]", text)
