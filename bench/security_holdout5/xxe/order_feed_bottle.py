from bottle import Bottle, HTTPError, request
from lxml import etree

from app.orders import OrderQueue

app = Bottle()
queue = OrderQueue()


def order_parser():
    return etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)


def read_orders(stream):
    tree = etree.parse(stream, order_parser())
    for node in tree.getroot().iter("order"):
        yield {
            "id": node.get("id"),
            "customer": node.findtext("customer"),
            "notes": node.findtext("notes", ""),
        }


@app.post("/feeds/orders")
def receive_orders():
    if request.content_type.split(";")[0] != "application/xml":
        raise HTTPError(415, "xml expected")
    accepted = [queue.push(order) for order in read_orders(request.body)]
    return {"accepted": len(accepted)}


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)
