import logging
import os
from datetime import datetime

from fastapi import Depends, FastAPI, HTTPException, Query
from fastapi.responses import FileResponse

from .auth import current_tenant

logger = logging.getLogger("exports")
EXPORT_ROOT = os.path.realpath(os.getenv("EXPORT_ROOT", "/data/exports"))
app = FastAPI(title="Exports")


def tenant_root(tenant_id: str) -> str:
    return os.path.join(EXPORT_ROOT, tenant_id)


def resolve_export(tenant_id: str, relative: str) -> str:
    base = os.path.realpath(tenant_root(tenant_id))
    target = os.path.realpath(os.path.join(base, relative))
    if os.path.commonpath([base, target]) != base:
        logger.warning("tenant %s requested path outside its exports: %s", tenant_id, relative)
        raise HTTPException(status_code=404, detail="export not found")
    if not os.path.isfile(target):
        raise HTTPException(status_code=404, detail="export not found")
    return target


@app.get("/exports")
def list_exports(tenant_id: str = Depends(current_tenant)):
    root = tenant_root(tenant_id)
    if not os.path.isdir(root):
        return []
    entries = []
    for name in sorted(os.listdir(root)):
        stat = os.stat(os.path.join(root, name))
        entries.append({"name": name, "size": stat.st_size, "modified": datetime.fromtimestamp(stat.st_mtime)})
    return entries


@app.get("/exports/download")
def download_export(path: str = Query(..., min_length=1), tenant_id: str = Depends(current_tenant)):
    target = resolve_export(tenant_id, path)
    logger.info("tenant %s downloading %s", tenant_id, path)
    return FileResponse(target, filename=os.path.basename(target))
