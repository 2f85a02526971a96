from pathlib import Path

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse

from .auth import current_tenant

EXPORT_ROOT = Path("/data/exports")

app = FastAPI()


def resolve_export(tenant: str, name: str) -> Path:
    return EXPORT_ROOT / tenant / name


@app.get("/exports/download")
async def download_export(name: str, tenant: str = Depends(current_tenant)):
    export_path = resolve_export(tenant, name)
    if not export_path.is_file():
        raise HTTPException(status_code=404, detail="export not found")
    return FileResponse(export_path, filename=export_path.name)


@app.get("/exports")
async def list_exports(tenant: str = Depends(current_tenant)):
    folder = EXPORT_ROOT / tenant
    return {"exports": sorted(p.name for p in folder.glob("*.csv"))}
