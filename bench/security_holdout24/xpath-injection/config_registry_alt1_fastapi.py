from fastapi import FastAPI, HTTPException, Request
from lxml import etree

app = FastAPI()
FILTER_KEYS = ("service", "env", "key")


def load_registry():
    return etree.parse("/etc/app/config-registry.xml")


@app.get("/config")
async def query_config(request: Request):
    filters = {name: value for name in FILTER_KEYS if (value := request.query_params.get(name))}
    if not filters:
        raise HTTPException(status_code=400, detail="at least one filter required")
    predicate = " and ".join(f"@{name}='{value}'" for name, value in filters.items())
    nodes = load_registry().xpath(f"/registry/entry[{predicate} and not(@secret='true')]")
    return [{"key": n.get("key"), "service": n.get("service"), "value": n.text} for n in nodes]
