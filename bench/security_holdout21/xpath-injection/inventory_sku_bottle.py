from bottle import Bottle, request
from lxml import etree

app = Bottle()

INVENTORY = etree.parse("/srv/inventory/stock.xml")
find_quantity = etree.XPath("//item[@sku=$sku]/quantity/text()")


@app.get("/inventory/<warehouse>")
def inventory(warehouse):
    sku = request.query.get("sku", "")
    sku = sku.upper()[:32]
    result = find_quantity(INVENTORY, sku=sku)
    return {"warehouse": warehouse, "quantity": [str(q) for q in result]}
