import falcon
from lxml import etree

CATALOG = etree.parse("data/catalog.xml")
FIND_PRODUCT = etree.XPath(
    "//region[@code=$region]/product[@sku=$sku and @hidden='false']"
)


class ProductSearch:
    def on_get(self, req, resp):
        sku = req.get_param("sku", default="")
        region = req.get_param("region", default="eu")
        matches = FIND_PRODUCT(CATALOG, region=region, sku=sku)
        resp.media = [
            {"sku": p.get("sku"), "name": p.findtext("name"), "price": p.findtext("price")}
            for p in matches
        ]


app = falcon.App()
app.add_route("/products", ProductSearch())
