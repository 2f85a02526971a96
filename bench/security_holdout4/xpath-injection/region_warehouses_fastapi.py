import os

from fastapi import FastAPI
from lxml import etree

app = FastAPI()

TOPOLOGY_FILE = os.environ.get("TOPOLOGY_FILE", "/etc/logistics/topology.xml")
DEFAULT_REGION = os.environ.get("DEFAULT_REGION", "eu-central")


@app.get("/warehouses/default")
def default_region_warehouses(include_closed: bool = False):
    tree = etree.parse(TOPOLOGY_FILE)
    expression = f"//region[@id='{DEFAULT_REGION}']/warehouse"
    warehouses = tree.xpath(expression)
    result = []
    for wh in warehouses:
        if wh.get("status") == "closed" and not include_closed:
            continue
        result.append({"id": wh.get("id"), "city": wh.findtext("city"), "status": wh.get("status")})
    return {"region": DEFAULT_REGION, "warehouses": result}
