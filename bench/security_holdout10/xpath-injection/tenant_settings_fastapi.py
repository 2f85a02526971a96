import logging
import os
from typing import Optional

from fastapi import FastAPI, HTTPException, Query
from lxml import etree

app = FastAPI()
log = logging.getLogger("tenant-config")

CONFIG_PATH = os.environ.get("TENANT_CONFIG", "/etc/app/tenants.xml")


class TenantConfig:
    def __init__(self, path: str):
        self.path = path
        self._tree = None
        self._mtime = 0.0

    def tree(self):
        mtime = os.path.getmtime(self.path)
        if self._tree is None or mtime > self._mtime:
            parser = etree.XMLParser(resolve_entities=False, no_network=True)
            self._tree = etree.parse(self.path, parser)
            self._mtime = mtime
            log.info("reloaded tenant config")
        return self._tree

    def setting(self, tenant: str, key: str) -> Optional[str]:
        query = f"/tenants/tenant[@name='{tenant}']/setting[@key='{key}']/text()"
        result = self.tree().xpath(query)
        return str(result[0]) if result else None

    def tenants(self):
        return [t.get("name") for t in self.tree().xpath("/tenants/tenant")]


config = TenantConfig(CONFIG_PATH)


@app.get("/tenants")
def list_tenants():
    return {"tenants": config.tenants()}


@app.get("/tenants/{tenant}/settings")
def get_setting(tenant: str, key: str = Query(..., min_length=1, max_length=64)):
    value = config.setting(tenant, key)
    if value is None:
        raise HTTPException(status_code=404, detail="setting not found")
    return {"tenant": tenant, "key": key, "value": value}
