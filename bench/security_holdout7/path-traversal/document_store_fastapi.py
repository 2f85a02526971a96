import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path

from fastapi import Depends, FastAPI, File, Header, HTTPException, UploadFile

STORAGE_ROOT = Path("/srv/documents")
MAX_UPLOAD_BYTES = 20 * 1024 * 1024

app = FastAPI(title="documents")
log = logging.getLogger("documents")


@dataclass
class StoredDocument:
    tenant: str
    filename: str
    size: int
    sha256: str


class DocumentStore:
    def __init__(self, root: Path):
        self.root = root

    def path_for(self, tenant: str, filename: str) -> Path:
        return self.root / tenant / "incoming" / filename

    def save(self, tenant: str, filename: str, data: bytes) -> StoredDocument:
        target = self.path_for(tenant, filename)
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as fh:
            fh.write(data)
        log.info("stored %s bytes for tenant %s", len(data), tenant)
        return StoredDocument(
            tenant=tenant,
            filename=filename,
            size=len(data),
            sha256=hashlib.sha256(data).hexdigest(),
        )


def get_store() -> DocumentStore:
    return DocumentStore(STORAGE_ROOT)


def current_tenant(x_tenant_id: str = Header(...)) -> str:
    if not x_tenant_id:
        raise HTTPException(status_code=401, detail="missing tenant")
    return x_tenant_id


@app.post("/documents", status_code=201)
async def upload_document(
    upload: UploadFile = File(...),
    tenant: str = Depends(current_tenant),
    store: DocumentStore = Depends(get_store),
):
    data = await upload.read()
    if len(data) > MAX_UPLOAD_BYTES:
        raise HTTPException(status_code=413, detail="file too large")
    filename = upload.filename or "unnamed.bin"
    doc = store.save(tenant, filename, data)
    return {"filename": doc.filename, "size": doc.size, "sha256": doc.sha256}
