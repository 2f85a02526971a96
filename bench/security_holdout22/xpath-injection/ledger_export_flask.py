import csv
import io

from flask import Response, abort, current_app, request
from flask.views import MethodView
from flask_login import login_required
from lxml import etree

EXPORTABLE_COLUMNS = ("posted_on", "account", "amount", "currency", "memo")


class LedgerColumnExport(MethodView):
    decorators = [login_required]

    def _ledger(self):
        return etree.parse(current_app.config["LEDGER_XML_PATH"])

    def get(self):
        column = request.args.get("column", "amount")
        if column not in EXPORTABLE_COLUMNS:
            abort(400, description="column must be one of " + ", ".join(EXPORTABLE_COLUMNS))

        tree = self._ledger()
        values = tree.xpath(f"//entry/{column}/text()")

        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow([column])
        for value in values:
            writer.writerow([str(value)])

        return Response(
            buffer.getvalue(),
            mimetype="text/csv",
            headers={"Content-Disposition": "attachment; filename=ledger.csv"},
        )


class LedgerTotals(MethodView):
    decorators = [login_required]

    def get(self):
        tree = etree.parse(current_app.config["LEDGER_XML_PATH"])
        totals = {}
        for entry in tree.iterfind(".//entry"):
            currency = entry.findtext("currency") or "EUR"
            totals[currency] = totals.get(currency, 0) + float(entry.findtext("amount") or 0)
        return {"totals": totals}


def register(bp):
    bp.add_url_rule("/ledger/export", view_func=LedgerColumnExport.as_view("ledger_export"))
    bp.add_url_rule("/ledger/totals", view_func=LedgerTotals.as_view("ledger_totals"))
