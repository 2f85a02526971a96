from xml.etree import ElementTree

import elementpath
from fastapi import Depends, FastAPI, HTTPException

from flagsvc.auth import current_tenant
from flagsvc.paths import FEATURE_FILE

app = FastAPI()
FLAGS_ROOT = ElementTree.parse(FEATURE_FILE).getroot()


@app.get("/flags/{key}")
def flag_value(key: str, tenant: str = Depends(current_tenant)):
    path = "/features/tenant[@id='" + tenant + "']/flag[@key='" + key + "']"
    flags = elementpath.select(FLAGS_ROOT, path)
    if not flags:
        raise HTTPException(status_code=404, detail="flag not set")
    return {"key": key, "value": flags[0].get("value")}
