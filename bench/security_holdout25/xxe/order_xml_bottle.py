from bottle import Bottle, HTTPError, request
from lxml import etree

app = Bottle()
PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, dtd_validation=False)


@app.post("/orders/xml")
def receive_order():
    data = request.body.read(256 * 1024)
    try:
        order = etree.fromstring(data, PARSER)
    except etree.XMLSyntaxError:
        raise HTTPError(400, "malformed XML")
    lines = [
        {"sku": line.get("sku"), "qty": int(line.get("qty", "1"))}
        for line in order.iterfind("line")
    ]
    return {"customer": order.findtext("customer/id"), "lines": lines}
