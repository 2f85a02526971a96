import csv
import io
from dataclasses import asdict, dataclass

from flask import Flask, Response, jsonify, request

app = Flask(__name__)


@dataclass
class Sale:
    region: str
    product: str
    units: int
    price: float

    def revenue(self):
        return self.units * self.price


SALES = [
    Sale("north", "widget", 10, 2.5),
    Sale("south", "gadget", 4, 9.0),
    Sale("north", "gadget", 7, 9.0),
]
COMPUTED = {"revenue": Sale.revenue}
PLAIN = {"region", "product", "units", "price"}


def column_value(sale, name):
    if name in COMPUTED:
        return COMPUTED[name](sale)
    if name not in PLAIN:
        raise KeyError(name)
    return getattr(sale, name)


def requested_columns(raw):
    names = [c.strip() for c in raw.split(",")]
    return [n for n in names if n in COMPUTED or n in PLAIN]


@app.route("/sales")
def sales():
    return jsonify([asdict(s) for s in SALES])


@app.route("/sales/report.csv")
def report():
    columns = requested_columns(request.args.get("columns", "region,product,revenue"))
    buf = io.StringIO()
    writer = csv.writer(buf)
    writer.writerow(columns)
    for sale in SALES:
        writer.writerow([column_value(sale, c) for c in columns])
    return Response(buf.getvalue(), mimetype="text/csv")


@app.route("/sales/total")
def total():
    return jsonify({"total": sum(s.revenue() for s in SALES)})
