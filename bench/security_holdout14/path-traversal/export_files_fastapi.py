import os
from pathlib import Path

from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()
EXPORT_ROOT = Path(os.environ.get("EXPORT_ROOT", "/srv/exports")).resolve()
EXPORT_SUFFIXES = {".csv", ".xlsx"}


class ExportLocator:
    def __init__(self, root: Path):
        self.root = root

    def tenant_root(self, tenant: str) -> Path:
        folder = (self.root / tenant).resolve()
        if folder.parent != self.root:
            raise PermissionError(tenant)
        return folder

    def locate(self, tenant: str, relative: str) -> Path:
        base = self.tenant_root(tenant)
        candidate = (base / relative).resolve()
        if not candidate.is_relative_to(base):
            raise PermissionError(relative)
        return candidate

    def listing(self, tenant: str):
        folder = self.tenant_root(tenant)
        if not folder.is_dir():
            return []
        return [p.name for p in sorted(folder.iterdir()) if p.suffix in EXPORT_SUFFIXES]


locator = ExportLocator(EXPORT_ROOT)


@app.get("/tenants/{tenant}/exports")
def list_exports(tenant: str):
    try:
        return {"files": locator.listing(tenant)}
    except PermissionError:
        raise HTTPException(status_code=403)


@app.get("/tenants/{tenant}/exports/{name:path}")
def download_export(tenant: str, name: str):
    try:
        path = locator.locate(tenant, name)
    except PermissionError:
        raise HTTPException(status_code=403, detail="outside export area")
    if not path.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(path, filename=path.name)


@app.delete("/tenants/{tenant}/exports/{name}")
def delete_export(tenant: str, name: str):
    try:
        path = locator.locate(tenant, name)
    except PermissionError:
        raise HTTPException(status_code=403)
    if path.suffix not in EXPORT_SUFFIXES or not path.is_file():
        raise HTTPException(status_code=404)
    path.unlink()
    return {"deleted": path.name}
