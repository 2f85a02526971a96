import csv
import io
from dataclasses import astuple, dataclass, fields
from datetime import date

import falcon


@dataclass
class Transaction:
    id: int
    booked: date
    description: str
    amount_cents: int


class LedgerStore:
    def __init__(self):
        self._rows = [
            Transaction(1, date(2024, 1, 3), "Office rent", -250000),
            Transaction(2, date(2024, 1, 5), "Invoice 1021", 480000),
        ]

    def between(self, start: date, end: date) -> list[Transaction]:
        return [t for t in self._rows if start <= t.booked <= end]


def to_csv(rows: list[Transaction]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow([f.name for f in fields(Transaction)])
    writer.writerows(astuple(r) for r in rows)
    return buf.getvalue()


class HealthResource:
    def on_get(self, req, resp):
        resp.media = {"ok": True}


class ExportResource:
    def __init__(self, store: LedgerStore):
        self.store = store

    def on_get(self, req: falcon.Request, resp: falcon.Response):
        start = req.get_param_as_date("from", required=True)
        end = req.get_param_as_date("to", required=True)
        if end < start:
            raise falcon.HTTPBadRequest(title="'to' must not precede 'from'")
        title = req.get_param("title") or f"ledger-{start:%Y%m%d}-{end:%Y%m%d}"
        rows = self.store.between(start, end)
        resp.content_type = "text/csv"
        resp.set_header("Content-Disposition", f'attachment; filename="{title}.csv"')
        resp.set_header("X-Row-Count", str(len(rows)))
        resp.text = to_csv(rows)


app = falcon.App()
app.add_route("/health", HealthResource())
app.add_route("/ledger/export", ExportResource(LedgerStore()))
