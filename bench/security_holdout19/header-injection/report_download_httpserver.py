import json
import logging
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from reports import ReportStore, render_csv

log = logging.getLogger("reports")
STORE = ReportStore("/var/lib/reports")


class ReportHandler(BaseHTTPRequestHandler):
    server_version = "reports/1.4"

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
        if url.path == "/reports":
            self._json(200, {"reports": STORE.list_ids()})
        elif url.path.startswith("/reports/") and url.path.endswith(".csv"):
            self._download(url.path[len("/reports/"):-4], params)
        else:
            self._json(404, {"error": "not found"})

    def _download(self, report_id, params):
        report = STORE.get(report_id)
        if report is None:
            self._json(404, {"error": "unknown report"})
            return
        body = render_csv(report).encode("utf-8")
        filename = params.get("filename", [f"{report_id}.csv"])[0]
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Disposition", f'attachment; filename="{filename}"')
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "private, max-age=0")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, fmt, *args):
        log.info("%s - %s", self.address_string(), fmt % args)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    ThreadingHTTPServer(("0.0.0.0", 8080), ReportHandler).serve_forever()
