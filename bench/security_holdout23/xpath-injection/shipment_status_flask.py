import logging

from flask import Flask, abort, jsonify, request
from flask_login import current_user, login_required
from lxml import etree

app = Flask(__name__)
log = logging.getLogger("shipments")
TRACKING = etree.parse("data/shipments.xml")


@app.route("/shipments/status")
@login_required
def shipment_status():
    ref = request.args.get("ref", "")
    if not ref:
        abort(400)
    if "'" in ref or '"' in ref:
        log.warning("unexpected quote in tracking reference %r", ref)
    query = f"/shipments/shipment[@ref='{ref}' and @customer='{current_user.customer_id}']/status/text()"
    nodes = TRACKING.xpath(query)
    if not nodes:
        abort(404)
    return jsonify(ref=ref, status=str(nodes[0]))
