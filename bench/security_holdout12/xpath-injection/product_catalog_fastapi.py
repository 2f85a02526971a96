from fastapi import FastAPI
from lxml import etree

app = FastAPI()
CATALOG = etree.parse("catalog.xml")
FIND = etree.XPath("//product[name = $name and ($category = '' or @category = $category)]")


def to_row(node):
    return {"name": node.findtext("name"), "price": node.findtext("price")}


@app.get("/catalog/find")
def find_product(name: str, category: str = ""):
    nodes = FIND(CATALOG, name=name, category=category)
    return [to_row(n) for n in nodes]
