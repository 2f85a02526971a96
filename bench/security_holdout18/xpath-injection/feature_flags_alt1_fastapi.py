from enum import Enum
from functools import lru_cache

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

app = FastAPI(title="flag-service")
FLAGS_PATH = "/etc/flag-service/flags.xml"


class Environment(str, Enum):
    production = "production"
    staging = "staging"
    development = "development"


@lru_cache(maxsize=1)
def flags_document():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(FLAGS_PATH, parser)


def xpath_string(value: str) -> str:
    """Render value as an XPath 1.0 string literal."""
    if "'" not in value:
        return f"'{value}'"
    if '"' not in value:
        return f'"{value}"'
    pieces = value.split("'")
    return "concat(" + ", \"'\", ".join(f"'{p}'" for p in pieces) + ")"


def tenant_flags(tenant: str, env: Environment):
    expr = (
        f"/flags/environment[@name='{env.value}']"
        f"/tenant[@slug={xpath_string(tenant)}]/flag"
    )
    return flags_document().xpath(expr)


@app.get("/flags")
def list_flags(tenant: str = Query(..., min_length=1, max_length=80), env: Environment = Environment.production):
    nodes = tenant_flags(tenant, env)
    return {n.get("name"): n.get("enabled") == "true" for n in nodes}


@app.get("/flags/{flag}")
def get_flag(
    flag: str,
    tenant: str = Query(..., min_length=1, max_length=80),
    env: Environment = Environment.production,
):
    for node in tenant_flags(tenant, env):
        if node.get("name") == flag:
            return {"flag": flag, "enabled": node.get("enabled") == "true"}
    raise HTTPException(status_code=404, detail="unknown flag")


@app.get("/healthz")
def healthz():
    return {"tenants": int(flags_document().xpath("count(//tenant)"))}
