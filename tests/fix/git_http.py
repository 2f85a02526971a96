"""A git smart-HTTP server (git http-backend behind Basic auth) on a loopback port.

It serves the bare repositories under `root` and records the Authorization header of
every request, so a test can prove how the token reached git. With `authorize` it asks the
GitHub fake whether the token may fetch or push there (`github_apps.git_access_status`);
with `accepts`, any token it approves is let in (the black-box suite passes the GitHub
fake's live installation tokens), instead of the one `valid_token`.
"""

from __future__ import annotations

import base64
import gzip
import subprocess
import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

HTTP_BACKEND = "/usr/lib/git-core/git-http-backend"


Authorize = Callable[[str | None, str, bool, Sequence[str]], int | None]
"""(token, `owner/repo`, a push?, the refs pushed) → None to serve, else the HTTP status."""


@dataclass
class GitHTTPState:
    root: Path
    valid_token: str = ""
    authorizations: list[str | None] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    authorize: Authorize | None = None
    refused: list[tuple[str, int]] = field(default_factory=list)
    """(path, status) of every request `authorize` refused."""
    accepts: Callable[[str], bool] | None = None
    pushes: int = 0


def _token_of(authorization: str | None) -> str | None:
    if authorization is None or not authorization.startswith("Basic "):
        return None
    decoded = base64.b64decode(authorization.removeprefix("Basic ")).decode()
    return decoded.partition(":")[2] or None


def pushed_refs(body: bytes) -> list[str]:
    """The refs a receive-pack request updates: its command pkt-lines up to the first flush
    (`<old> <new> <ref>`; a shallow clone sends `shallow <oid>` lines first)."""
    refs: list[str] = []
    position = 0
    while position + 4 <= len(body):
        length = int(body[position : position + 4], 16)
        if length == 0:
            break
        words = body[position + 4 : position + length].split(b"\0")[0].split()
        if len(words) == 3:
            refs.append(words[2].decode())
        position += length
    return refs


def _handler(state: GitHTTPState) -> type[BaseHTTPRequestHandler]:
    expected = "Basic " + base64.b64encode(f"x-access-token:{state.valid_token}".encode()).decode()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            return

        def _refuse(self, status: int) -> None:
            self.send_response(status)
            if status == 401:
                self.send_header("WWW-Authenticate", 'Basic realm="git"')
            self.send_header("Content-Length", "0")
            self.end_headers()

        def _serve(self) -> None:
            authorization = self.headers.get("Authorization")
            with state.lock:
                state.authorizations.append(authorization)
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else self._chunked()
            url = urlsplit(self.path)
            if state.authorize is not None:
                status = self._authorized(authorization, url.path, url.query, body)
                if status is not None:
                    with state.lock:
                        state.refused.append((url.path, status))
                    return self._refuse(status)
            elif state.accepts is not None:
                token = _token_of(authorization)
                if token is None or not state.accepts(token):
                    return self._refuse(401)
            elif authorization != expected:
                return self._refuse(401)
            if self.command == "POST" and url.path.endswith("/git-receive-pack"):
                with state.lock:
                    state.pushes += 1
            environment = {
                "GIT_PROJECT_ROOT": str(state.root),
                "GIT_HTTP_EXPORT_ALL": "1",
                "PATH_INFO": url.path,
                "QUERY_STRING": url.query,
                "REQUEST_METHOD": self.command,
                "CONTENT_TYPE": self.headers.get("Content-Type", ""),
                "CONTENT_LENGTH": str(len(body)),
                "HTTP_CONTENT_ENCODING": self.headers.get("Content-Encoding", ""),
                "GIT_PROTOCOL": self.headers.get("Git-Protocol", ""),
                "REMOTE_USER": "x-access-token",
                "REMOTE_ADDR": "127.0.0.1",
                "PATH": "/usr/bin:/bin",
            }
            completed = subprocess.run(
                [HTTP_BACKEND], input=body, capture_output=True, env=environment, check=False
            )
            head, _, payload = completed.stdout.partition(b"\r\n\r\n")
            status = 200
            headers: list[tuple[str, str]] = []
            for line in head.decode("latin-1").split("\r\n"):
                name, _, value = line.partition(":")
                if name.lower() == "status":
                    status = int(value.strip().split()[0])
                elif name:
                    headers.append((name, value.strip()))
            self.send_response(status)
            for name, value in headers:
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def _authorized(
            self, authorization: str | None, path: str, query: str, body: bytes
        ) -> int | None:
            assert state.authorize is not None
            full_name = "/".join(path.strip("/").split("/")[:2]).removesuffix(".git")
            push = "git-receive-pack" in query or path.endswith("/git-receive-pack")
            refs: list[str] = []
            if push and path.endswith("/git-receive-pack"):
                raw = body
                if self.headers.get("Content-Encoding", "") == "gzip":
                    raw = gzip.decompress(body)
                refs = pushed_refs(raw)
            return state.authorize(_token_of(authorization), full_name, push, refs)

        def _chunked(self) -> bytes:
            if self.headers.get("Transfer-Encoding", "").lower() != "chunked":
                return b""
            data = b""
            while True:
                size = int(self.rfile.readline().strip(), 16)
                if size == 0:
                    self.rfile.readline()
                    return data
                data += self.rfile.read(size)
                self.rfile.readline()

        do_GET = _serve
        do_POST = _serve

    return Handler


@contextmanager
def git_http_server(state: GitHTTPState) -> Iterator[str]:
    """Yields the base URL (`http://127.0.0.1:PORT`); repositories at `<base>/<path>.git`."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
