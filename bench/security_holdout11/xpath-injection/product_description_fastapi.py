from fastapi import FastAPI, HTTPException
from lxml import etree

app = FastAPI()
TREE = etree.parse("data/products.xml", etree.XMLParser(resolve_entities=False))


@app.get("/products/{sku}")
def product(sku: str, lang: str = "en"):
    nodes = TREE.xpath("//product[@sku=$sku]/description[@lang=$lang]", sku=sku, lang=lang)
    if not nodes:
        raise HTTPException(status_code=404)
    return {"sku": sku, "description": nodes[0].text}
