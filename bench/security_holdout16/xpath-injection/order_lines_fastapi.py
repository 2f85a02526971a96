from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
ORDERS = etree.parse("/srv/feeds/orders.xml")
SECTIONS = {"items": "line", "payments": "payment", "notes": "note"}


@app.get("/orders/{order_id}/{section}")
def order_section(order_id: int, section: str):
    element = SECTIONS.get(section)
    if element is None:
        raise HTTPException(status_code=404, detail="section")
    number = int(order_id)
    nodes = ORDERS.xpath(f"/orders/order[@id={number}]/{element}")
    return {"order": number, section: [etree.tostring(n, encoding="unicode") for n in nodes]}
