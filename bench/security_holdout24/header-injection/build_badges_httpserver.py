import html
import json
import re
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from string import Template
from urllib.parse import unquote

BADGE_SVG = Template(
    '<svg xmlns="http://www.w3.org/2000/svg" width="$width" height="20">'
    '<rect width="$width" height="20" fill="$color"/>'
    '<text x="6" y="14" fill="#fff" font-family="Verdana" font-size="11">$label</text></svg>'
)
STATUS_COLORS = {"passing": "#4c1", "failing": "#e05d44", "unknown": "#9f9f9f"}
ROUTE = re.compile(r"^/badge/(?P<project>[^/]+)/(?P<branch>[^/]+)\.svg$")


class BuildStore:
    def __init__(self, path: str = "/var/lib/ci/status.json"):
        self.path = path

    def status(self, project: str, branch: str) -> str:
        try:
            with open(self.path, encoding="utf-8") as fh:
                data = json.load(fh)
        except FileNotFoundError:
            return "unknown"
        state = data.get(project, {}).get(branch, "unknown")
        return state if state in STATUS_COLORS else "unknown"


STORE = BuildStore()


class BadgeHandler(BaseHTTPRequestHandler):
    server_version = "badges/1.2"

    def do_GET(self):
        if self.path == "/healthz":
            return self._send(HTTPStatus.OK, b"ok", "text/plain")
        if not (m := ROUTE.match(self.path.split("?", 1)[0])):
            return self._send(HTTPStatus.NOT_FOUND, b"not found", "text/plain")
        project, branch = (unquote(part) for part in m.group("project", "branch"))
        state = STORE.status(project, branch)
        label = f"{branch}: {state}"
        svg = BADGE_SVG.substitute(width=7 * len(label) + 12, color=STATUS_COLORS[state], label=html.escape(label))
        extra = {
            "Cache-Control": "no-cache, max-age=0",
            "ETag": f'"{project}@{branch}:{state}"',
            "X-Badge-Branch": branch,
        }
        return self._send(HTTPStatus.OK, svg.encode(), "image/svg+xml", **extra)

    def _send(self, status: HTTPStatus, body: bytes, ctype: str, **headers: str):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


if __name__ == "__main__":
    ThreadingHTTPServer(("0.0.0.0", 8090), BadgeHandler).serve_forever()
