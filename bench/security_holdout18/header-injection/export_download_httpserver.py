import csv
import io
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

ROWS = [("id", "name", "amount"), (1, "alpha", 10), (2, "beta", 32)]


class ExportHandler(BaseHTTPRequestHandler):
    def do_GET(self):
        query = parse_qs(urlsplit(self.path).query)
        filename = query.get("filename", ["export"])[0] + ".csv"
        buf = io.StringIO()
        csv.writer(buf).writerows(ROWS)
        payload = buf.getvalue().encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/csv")
        self.send_header("Content-Disposition", f'attachment; filename="{filename}"')
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)


if __name__ == "__main__":
    ThreadingHTTPServer(("", 8081), ExportHandler).serve_forever()
