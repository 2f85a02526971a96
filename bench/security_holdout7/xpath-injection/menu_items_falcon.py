import falcon
from lxml import etree

MENU_FILE = "menu.xml"
DISH_QUERY = etree.XPath(
    "//dish[@type=$dish_type and (string-length($diet) = 0 or tags/tag=$diet)]"
)


class MenuResource:
    def __init__(self, path=MENU_FILE):
        self.path = path
        self.doc = None

    def on_get(self, req, resp):
        dish_type = req.get_param("type", default="main")
        diet = req.get_param("diet", default="")
        if self.doc is None:
            self.doc = etree.parse(self.path)
        dishes = DISH_QUERY(self.doc, dish_type=dish_type, diet=diet)
        resp.media = [
            {"name": d.findtext("name"), "price": d.findtext("price")} for d in dishes
        ]


app = falcon.App()
app.add_route("/menu", MenuResource())
