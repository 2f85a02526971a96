import csv
import io
from urllib.parse import parse_qs

from metering.readings import readings_for_site


def _csv_bytes(rows):
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(["meter", "read_at", "kwh"])
    writer.writerows(rows)
    return buf.getvalue().encode("utf-8")


def application(environ, start_response):
    params = parse_qs(environ.get("QUERY_STRING", ""))
    site = params.get("site", [""])[0]
    label = params.get("label", ["readings"])[0]
    body = _csv_bytes(readings_for_site(site))
    start_response("200 OK", [("Content-Type", "text/csv; charset=utf-8"), ("Content-Disposition", f"attachment; filename={label}.csv")])
    return [body]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server

    make_server("0.0.0.0", 8000, application).serve_forever()
