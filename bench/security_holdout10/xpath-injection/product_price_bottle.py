from bottle import Bottle, request, abort
from lxml import etree

app = Bottle()
STORE = etree.parse("/srv/data/products.xml")
FIND_BY_SKU = etree.XPath("/products/product[@sku = $sku]")


@app.get("/products/price")
def product_price():
    sku = request.query.get("sku", "")
    found = FIND_BY_SKU(STORE, sku=sku)
    if not found:
        abort(404, "no product")
    return {"sku": sku, "price": found[0].findtext("price")}
