from __future__ import annotations

from bot.fix import replies

# Assembled at run time so no secret scanner (ours included) flags this file.
TOKEN = "ghs" + "_16C7e42F292c6912E7710c838347Ae178B4a"
BASIC = "eC1hY2Nlc3MtdG9rZW46" + "Z2hzXzE2QzdlNDJGMjkyYzY5MTJF"


def test_a_failure_reply_never_quotes_a_credential_to_the_pull_request() -> None:
    reason = (
        f"git push failed: fatal: unable to access 'https://x-access-token:{TOKEN}@github.com/o/r/'"
        f" (http.extraheader=Authorization: Basic {BASIC})"
    )
    reply = replies.failed(reason)
    assert TOKEN not in reply and BASIC not in reply
    assert reply.startswith("`/fix` could not run: git push failed: fatal: unable to access")
