from fastapi import FastAPI, Request
from lxml import etree

app = FastAPI()

ORDERS_FILE = "/var/lib/shop/orders.xml"


def status_query(customer):
    predicate = lambda field, value: "[%s='%s']" % (field, value)
    return "/orders/order" + predicate("customer", customer) + "/status/text()"


@app.post("/orders/status")
async def order_status(request: Request):
    payload = await request.json()
    customer = payload.get("customer", "")
    doc = etree.parse(ORDERS_FILE)
    with open("/var/log/shop/queries.log", "a") as log:
        log.write(customer + "\n")
        statuses = doc.xpath(status_query(customer))
    return {"statuses": list(map(str, statuses))}
