import csv
import io
from urllib.parse import parse_qs

from reporting.queries import fetch_rows


def export_app(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    report = params.get("report", ["sales"])[0]
    label = params.get("label", [report])[0]
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    for row in fetch_rows(report):
        writer.writerow(row)
    body = buffer.getvalue().encode("utf-8")
    disposition = 'attachment; filename="%s.csv"' % label
    start_response("200 OK", [("Content-Type", "text/csv; charset=utf-8"), ("Content-Disposition", disposition), ("Content-Length", str(len(body)))])
    return [body]


application = export_app

if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("", 8000, application).serve_forever()
