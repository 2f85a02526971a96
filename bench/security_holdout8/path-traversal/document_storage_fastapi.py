from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from fastapi import Depends, FastAPI, Header, HTTPException
from fastapi.responses import Response

STORAGE_ROOT = Path("/var/lib/docstore")
MAX_PREVIEW_BYTES = 64 * 1024

app = FastAPI()


@dataclass
class Tenant:
    slug: str
    quota_mb: int


def current_tenant(x_tenant: str = Header(...)) -> Tenant:
    return Tenant(slug=x_tenant, quota_mb=500)


class DocumentStore:
    def __init__(self, root: Path):
        self.root = root

    def tenant_dir(self, tenant: Tenant) -> Path:
        return self.root / tenant.slug

    def locate(self, tenant: Tenant, relative: str) -> Path:
        return self.tenant_dir(tenant) / relative

    def read(self, tenant: Tenant, relative: str, limit: Optional[int] = None) -> bytes:
        path = self.locate(tenant, relative)
        with open(path, "rb") as handle:
            return handle.read(limit) if limit else handle.read()


store = DocumentStore(STORAGE_ROOT)


@app.get("/documents/{doc_path:path}")
def get_document(
    doc_path: str,
    preview: bool = False,
    tenant: Tenant = Depends(current_tenant),
):
    try:
        data = store.read(tenant, doc_path, MAX_PREVIEW_BYTES if preview else None)
    except FileNotFoundError:
        raise HTTPException(status_code=404, detail="document not found")
    except IsADirectoryError:
        raise HTTPException(status_code=400, detail="not a document")
    media_type = "text/plain" if preview else "application/octet-stream"
    return Response(content=data, media_type=media_type)
