import csv
import io
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from reports.store import load_rows


class ReportHandler(BaseHTTPRequestHandler):
    def do_GET(self):
        url = urlsplit(self.path)
        if url.path != "/reports/export":
            self.send_error(404)
            return
        params = parse_qs(url.query)
        report_id = params.get("id", [""])[0]
        filename = params.get("name", ["report-%s" % report_id])[0]
        buf = io.StringIO()
        csv.writer(buf).writerows(load_rows(report_id))
        body = buf.getvalue().encode("utf-8")
        self.send_response(200)
        self.send_header("Content-Type", "text/csv; charset=utf-8")
        self.send_header("Content-Disposition", 'attachment; filename="%s.csv"' % filename)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


if __name__ == "__main__":
    ThreadingHTTPServer(("0.0.0.0", 8080), ReportHandler).serve_forever()
