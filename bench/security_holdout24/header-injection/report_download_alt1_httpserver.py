from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

EXPORT_DIR = Path("/srv/exports")


class ExportHandler(BaseHTTPRequestHandler):
    def do_GET(self):
        url = urlsplit(self.path)
        params = {k: v[0] for k, v in parse_qs(url.query).items()}
        report_id = params.get("id", "")
        if not report_id.isdigit() or not (path := EXPORT_DIR / f"{report_id}.csv").is_file():
            self.send_error(404)
            return
        download_name = params.get("name") or f"report-{report_id}.csv"
        data = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Disposition", f'attachment; filename="{download_name}"')
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


if __name__ == "__main__":
    ThreadingHTTPServer(("0.0.0.0", 8081), ExportHandler).serve_forever()
