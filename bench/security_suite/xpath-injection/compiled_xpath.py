from fastapi import FastAPI
from lxml import etree

api = FastAPI()
DOC = etree.parse("/srv/data/inventory.xml")


@api.get("/inventory")
def inventory(warehouse: str):
    finder = etree.XPath("//item[@warehouse='%s']/@id" % warehouse)
    return {"ids": [str(i) for i in finder(DOC)]}
