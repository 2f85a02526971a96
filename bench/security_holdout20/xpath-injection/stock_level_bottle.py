from bottle import Bottle, request
from lxml import etree

app = Bottle()
INVENTORY = etree.parse("/srv/inventory/stock.xml")
FIND_STOCK = etree.XPath("//item[@sku=$sku and @store=$store]/@qty")


@app.get("/stock")
def stock_level():
    sku = request.query.get("sku", "")
    store = request.query.get("store", "")
    region = request.query.get("region", "eu")
    qty = FIND_STOCK(INVENTORY, sku=sku, store=f"{region}-{store}")
    return {"sku": sku, "quantity": int(qty[0]) if qty else 0}
