import json
import os
import re
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

ARCHIVE_DIR = os.environ.get("ARCHIVE_DIR", "/srv/archive")
LABEL_RE = re.compile(r"[A-Za-z0-9._-]{1,80}")


class ArchiveHandler(BaseHTTPRequestHandler):
    server_version = "archive/2.1"

    def _json(self, status, obj):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        if url.path == "/health":
            return self._json(200, {"ok": True})
        if url.path == "/archives":
            return self._json(200, sorted(os.listdir(ARCHIVE_DIR)))
        if url.path == "/archives/latest":
            return self._send_latest(query)
        return self._json(404, {"error": "not found"})

    def _send_latest(self, query):
        entries = sorted(os.listdir(ARCHIVE_DIR))
        if not entries:
            return self._json(404, {"error": "no archives yet"})
        with open(os.path.join(ARCHIVE_DIR, entries[-1]), "rb") as fh:
            data = fh.read()
        label = query.get("label", ["archive"])[0]
        if not LABEL_RE.fullmatch(label):
            return self._json(400, {"error": "label may only contain letters, digits, dot, dash, underscore"})
        self.send_response(200)
        self.send_header("Content-Type", "application/gzip")
        self.send_header("Content-Disposition", f'attachment; filename="{label}.tar.gz"')
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


if __name__ == "__main__":
    ThreadingHTTPServer(("", int(os.environ.get("PORT", "8090"))), ArchiveHandler).serve_forever()
