"""A git smart-HTTP server (git http-backend behind Basic auth) on a loopback port.

It serves the bare repositories under `root` and records the Authorization header of
every request, so a test can prove how the token reached git.
"""

from __future__ import annotations

import base64
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

HTTP_BACKEND = "/usr/lib/git-core/git-http-backend"


@dataclass
class GitHTTPState:
    root: Path
    valid_token: str
    authorizations: list[str | None] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _handler(state: GitHTTPState) -> type[BaseHTTPRequestHandler]:
    expected = "Basic " + base64.b64encode(f"x-access-token:{state.valid_token}".encode()).decode()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            return

        def _serve(self) -> None:
            authorization = self.headers.get("Authorization")
            with state.lock:
                state.authorizations.append(authorization)
            if authorization != expected:
                self.send_response(401)
                self.send_header("WWW-Authenticate", 'Basic realm="git"')
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else self._chunked()
            url = urlsplit(self.path)
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
