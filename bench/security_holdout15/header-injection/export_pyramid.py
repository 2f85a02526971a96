import csv
import io
from datetime import date
from urllib.parse import quote

from pyramid.config import Configurator
from pyramid.response import Response
from pyramid.view import view_config

LEDGER = [
    {"date": "2024-01-03", "account": "sales", "amount": "1200.00"},
    {"date": "2024-01-04", "account": "refunds", "amount": "-80.00"},
    {"date": "2024-01-09", "account": "sales", "amount": "640.50"},
]


def to_csv(rows):
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=["date", "account", "amount"])
    writer.writeheader()
    writer.writerows(rows)
    return buf.getvalue().encode("utf-8")


def content_disposition(filename):
    ascii_name = "".join(ch for ch in filename if ch.isascii() and ch.isalnum() or ch in "._-") or "export"
    encoded = quote(filename, "")
    return f"attachment; filename=\"{ascii_name}\"; filename*=UTF-8''{encoded}"


@view_config(route_name="ledger_export")
def ledger_export(request):
    account = request.params.get("account")
    rows = [r for r in LEDGER if not account or r["account"] == account]
    requested = request.params.get("filename") or f"ledger-{date.today().isoformat()}.csv"
    response = Response(body=to_csv(rows), content_type="text/csv", charset="utf-8")
    response.headers["Content-Disposition"] = content_disposition(requested)
    return response


@view_config(route_name="ledger_accounts", renderer="json")
def ledger_accounts(request):
    return sorted({r["account"] for r in LEDGER})


def main(global_config=None, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("ledger_export", "/ledger/export")
        config.add_route("ledger_accounts", "/ledger/accounts")
        config.scan()
        return config.make_wsgi_app()
