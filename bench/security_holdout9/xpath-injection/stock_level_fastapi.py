from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
tree = etree.parse("data/inventory.xml")


@app.get("/inventory/{sku}")
def stock_level(sku: str, warehouse: str = "main"):
    nodes = tree.xpath("//item[@sku=$sku]/stock[@warehouse=$wh]", sku=sku, wh=warehouse)
    if not nodes:
        raise HTTPException(status_code=404)
    return {"sku": sku, "warehouse": warehouse, "quantity": int(nodes[0].text)}
