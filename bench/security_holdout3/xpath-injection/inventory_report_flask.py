from flask import Blueprint, abort, current_app, jsonify
from lxml import etree

reports_bp = Blueprint("reports", __name__)

REPORT_QUERIES = {
    "low-stock": "//item[number(qty) < number(@reorder_level)]",
    "discontinued": "//item[@status='discontinued']",
    "overstock": "//item[number(qty) > 3 * number(@reorder_level)]",
}


@reports_bp.route("/reports/<report_name>")
def inventory_report(report_name):
    expression = REPORT_QUERIES.get(report_name)
    if expression is None:
        abort(404)
    doc = etree.parse(current_app.config["INVENTORY_XML"])
    items = doc.xpath(expression)
    return jsonify({
        "report": report_name,
        "items": [{"sku": i.get("sku"), "qty": i.findtext("qty")} for i in items],
    })
