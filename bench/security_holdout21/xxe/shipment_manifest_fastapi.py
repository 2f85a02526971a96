import base64

from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()

PARSER_OPTIONS = {
    "load_dtd": True,
    "resolve_entities": True,
    "no_network": False,
    "huge_tree": False,
}


@app.post("/shipments/manifest")
def shipment_manifest(document: str = Form(...)):
    xml_bytes = base64.b64decode(document)
    parser = etree.XMLParser(**PARSER_OPTIONS)
    tree = etree.ElementTree(etree.fromstring(xml_bytes, parser=parser))
    items = tree.xpath("//item/@sku")
    return {"count": len(items), "skus": [str(s) for s in items]}
