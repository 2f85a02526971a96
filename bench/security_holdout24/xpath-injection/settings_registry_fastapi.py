from typing import NamedTuple

from fastapi import Depends, FastAPI, Query
from lxml import etree

app = FastAPI()
REGISTRY = etree.parse("/etc/app/config-registry.xml")
FIND_ENTRIES = etree.XPath("/registry/entry[@service=$service and @env=$env and not(@secret='true')]")


class EntryFilter(NamedTuple):
    service: str
    env: str


def entry_filter(
    service: str = Query(..., max_length=64),
    env: str = Query("prod", max_length=16),
) -> EntryFilter:
    return EntryFilter(service, env)


@app.get("/settings")
async def list_settings(flt: EntryFilter = Depends(entry_filter)):
    nodes = FIND_ENTRIES(REGISTRY, **flt._asdict())
    return [{"key": n.get("key"), "value": n.text} for n in nodes]
