import json
import logging
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, quote, urlsplit

from ledgers import LedgerStore, render_csv

log = logging.getLogger("ledgers")
STORE = LedgerStore("/var/lib/ledgers")


def disposition(filename):
    fallback = "".join(ch if (ch.isascii() and ch.isalnum()) or ch in "._-" else "_" for ch in filename)[:100] or "export.csv"
    return f"attachment; filename=\"{fallback}\"; filename*=UTF-8''{quote(filename, safe='')}"


class LedgerHandler(BaseHTTPRequestHandler):
    server_version = "ledgers/2.0"

    def _json(self, status, payload):
        body = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlsplit(self.path)
        params = parse_qs(url.query)
        if url.path == "/ledgers":
            self._json(200, {"ledgers": STORE.list_ids()})
        elif url.path.startswith("/ledgers/") and url.path.endswith(".csv"):
            self._export(url.path[len("/ledgers/"):-4], params)
        else:
            self._json(404, {"error": "not found"})

    def _export(self, ledger_id, params):
        ledger = STORE.get(ledger_id)
        if ledger is None:
            self._json(404, {"error": "unknown ledger"})
            return
        body = render_csv(ledger).encode("utf-8")
        filename = params.get("filename", [f"{ledger_id}.csv"])[0]
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Disposition", disposition(filename))
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "private, max-age=0")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, fmt, *args):
        log.info("%s - %s", self.address_string(), fmt % args)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    ThreadingHTTPServer(("0.0.0.0", 8080), LedgerHandler).serve_forever()
