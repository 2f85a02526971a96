from fastapi import FastAPI
from lxml import etree

api = FastAPI()
DOC = etree.parse("/srv/data/inventory.xml")
FIND_BY_WAREHOUSE = etree.XPath("//item[@warehouse=$warehouse]/@id")


@api.get("/inventory")
def inventory(warehouse: str):
    ids = FIND_BY_WAREHOUSE(DOC, warehouse=warehouse)
    return {"ids": [str(i) for i in ids]}
