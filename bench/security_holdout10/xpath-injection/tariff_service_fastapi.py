import logging
import os
from decimal import Decimal
from typing import Dict, List

from fastapi import FastAPI, HTTPException
from lxml import etree
from pydantic import BaseModel

log = logging.getLogger("tariffs")
app = FastAPI()

TARIFF_FILE = os.environ.get("TARIFF_FILE", "/etc/shipping/tariffs.xml")


class Quote(BaseModel):
    zone: str
    service: str
    weight_kg: float


class TariffTable:
    def __init__(self, path: str):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(self.path, parser)
        return self._tree

    def zones(self) -> List[str]:
        return [z.get("code") for z in self.tree.iterfind("zone")]

    def rate(self, zone: str, service: str) -> Dict[str, str]:
        query = "/tariffs/zone[@code='" + zone + "']/service[@name='" + service + "']"
        nodes = self.tree.xpath(query)
        if not nodes:
            return {}
        node = nodes[0]
        return {"base": node.findtext("base", "0"), "per_kg": node.findtext("perKg", "0")}


table = TariffTable(TARIFF_FILE)


@app.get("/zones")
def zones():
    return {"zones": table.zones()}


@app.post("/quote")
def quote(q: Quote):
    rate = table.rate(q.zone, q.service)
    if not rate:
        raise HTTPException(status_code=404, detail="no tariff for zone/service")
    price = Decimal(rate["base"]) + Decimal(rate["per_kg"]) * Decimal(str(q.weight_kg))
    log.info("quote zone=%s service=%s weight=%s -> %s", q.zone, q.service, q.weight_kg, price)
    return {"price": str(price.quantize(Decimal("0.01")))}
