import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import List

from fastapi import Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse

STORAGE_ROOT = Path("/var/lib/docstore")

app = FastAPI()


@dataclass
class StoredDocument:
    path: Path
    media_type: str
    size: int


class DocumentStore:
    def __init__(self, root: Path = STORAGE_ROOT):
        self.root = root

    def tenant_dir(self, tenant: str) -> Path:
        return self.root / tenant / "documents"

    def locate(self, tenant: str, relative: str) -> Path:
        return self.tenant_dir(tenant) / relative

    def list_names(self, tenant: str) -> List[str]:
        directory = self.tenant_dir(tenant)
        if not directory.is_dir():
            return []
        return sorted(p.name for p in directory.iterdir() if p.is_file())

    def open_document(self, tenant: str, relative: str) -> StoredDocument:
        path = self.locate(tenant, relative)
        if not path.exists():
            raise FileNotFoundError(relative)
        media_type = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        return StoredDocument(path=path, media_type=media_type, size=path.stat().st_size)


def get_store() -> DocumentStore:
    return DocumentStore()


@app.get("/tenants/{tenant}/documents")
def list_documents(tenant: str, store: DocumentStore = Depends(get_store)):
    return {"documents": store.list_names(tenant)}


@app.get("/tenants/{tenant}/documents/{doc_path:path}")
def fetch_document(tenant: str, doc_path: str, store: DocumentStore = Depends(get_store)):
    try:
        doc = store.open_document(tenant, doc_path)
    except FileNotFoundError:
        raise HTTPException(status_code=404, detail="document not found")
    return FileResponse(doc.path, media_type=doc.media_type, headers={"X-Doc-Size": str(doc.size)})
