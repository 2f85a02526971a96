import falcon
from lxml import etree

DISHES_BY_CATEGORY = etree.XPath("/menu/dish[category=$cat]/name/text()")


class MenuResource:
    def __init__(self, path: str):
        self.tree = etree.parse(path)

    def on_get(self, req, resp):
        category = req.get_param("category", required=True)
        names = DISHES_BY_CATEGORY(self.tree, cat=category)
        resp.media = {"category": category, "dishes": [str(n) for n in names]}


app = falcon.App()
app.add_route("/menu", MenuResource("data/menu.xml"))
