import csv
import io
from datetime import date

from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import Response
from pyramid.view import view_config

from reports.queries import fetch_rows, report_exists

FORMATS = {"csv": "text/csv", "tsv": "text/tab-separated-values"}


def to_delimited(rows, delimiter):
    buf = io.StringIO()
    writer = csv.writer(buf, delimiter=delimiter)
    for row in rows:
        writer.writerow(row)
    return buf.getvalue().encode("utf-8")


@view_config(route_name="report_meta", renderer="json")
def report_meta(request):
    report_id = int(request.matchdict["report_id"])
    if not report_exists(report_id):
        raise HTTPNotFound()
    return {"id": report_id, "formats": sorted(FORMATS)}


@view_config(route_name="report_export")
def report_export(request):
    report_id = int(request.matchdict["report_id"])
    fmt = request.params.get("format", "csv")
    if fmt not in FORMATS:
        raise HTTPBadRequest("unsupported format")
    if not report_exists(report_id):
        raise HTTPNotFound()
    label = request.params.get("label", f"report-{report_id}")
    body = to_delimited(fetch_rows(report_id), "," if fmt == "csv" else "\t")
    response = Response(body=body, content_type=FORMATS[fmt], charset="utf-8")
    response.headers["Content-Disposition"] = "attachment; filename=%s-%s.%s" % (label, date.today().isoformat(), fmt)
    response.headers["X-Report-Id"] = str(report_id)
    return response


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.add_route("report_meta", r"/reports/{report_id:\d+}")
    config.add_route("report_export", r"/reports/{report_id:\d+}/export")
    config.scan()
    return config.make_wsgi_app()
