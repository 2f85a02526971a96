from lxml import etree
from quart import Quart, abort, jsonify, request

from app.shipments import ShipmentTracker

app = Quart(__name__)
tracker = ShipmentTracker()

SAFE_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
)


@app.post("/webhooks/carrier")
async def carrier_webhook():
    body = await request.get_data()
    try:
        root = etree.fromstring(body, parser=SAFE_PARSER)
    except etree.XMLSyntaxError:
        abort(400)
    events = [
        {"tracking": ev.findtext("trackingNumber"), "status": ev.findtext("status")}
        for ev in root.iter("event")
    ]
    for event in events:
        await tracker.update(event["tracking"], event["status"])
    return jsonify(processed=len(events))
