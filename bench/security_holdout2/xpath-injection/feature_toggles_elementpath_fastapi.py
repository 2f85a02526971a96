from xml.etree import ElementTree

import elementpath
from fastapi import Depends, FastAPI, HTTPException

from flagsvc.auth import current_tenant
from flagsvc.paths import FEATURE_FILE

app = FastAPI()
FLAGS_ROOT = ElementTree.parse(FEATURE_FILE).getroot()


@app.get("/toggles/{key}")
def toggle_value(key: str, tenant: str = Depends(current_tenant)):
    flags = elementpath.select(
        FLAGS_ROOT,
        "/features/tenant[@id = $tenant]/flag[@key = $key]",
        variables={"tenant": tenant, "key": key},
    )
    if not flags:
        raise HTTPException(status_code=404, detail="toggle not set")
    return {"key": key, "enabled": flags[0].get("value") == "on"}
