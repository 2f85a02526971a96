from pathlib import Path

from fastapi import Depends, FastAPI, Header, HTTPException, UploadFile
from fastapi.responses import FileResponse

app = FastAPI()
STORAGE_ROOT = Path("/srv/tenants")
API_KEYS = {"k-7f3a": "acme", "k-91bc": "acme-labs", "k-22de": "globex"}


def current_tenant(x_api_key: str = Header(...)) -> str:
    tenant = API_KEYS.get(x_api_key)
    if tenant is None:
        raise HTTPException(status_code=401, detail="bad api key")
    return tenant


def tenant_root(tenant: str) -> Path:
    return (STORAGE_ROOT / tenant).resolve()


@app.get("/files")
def list_files(tenant: str = Depends(current_tenant)):
    root = tenant_root(tenant)
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())


@app.get("/files/{file_path:path}")
def download(file_path: str, tenant: str = Depends(current_tenant)):
    root = tenant_root(tenant)
    target = (root / file_path).resolve()
    if not str(target).startswith(str(root)):
        raise HTTPException(status_code=403, detail="outside tenant storage")
    if not target.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(target)


@app.put("/files/{name}")
async def upload(name: str, file: UploadFile, tenant: str = Depends(current_tenant)):
    if "/" in name or "\\" in name or name.startswith("."):
        raise HTTPException(status_code=400, detail="invalid name")
    dest = tenant_root(tenant) / name
    dest.write_bytes(await file.read())
    return {"stored": name}


@app.delete("/files/{name}")
def remove(name: str, tenant: str = Depends(current_tenant)):
    if "/" in name or name.startswith("."):
        raise HTTPException(status_code=400, detail="invalid name")
    target = tenant_root(tenant) / name
    if not target.is_file():
        raise HTTPException(status_code=404)
    target.unlink()
    return {"deleted": name}
