from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Depends, File, HTTPException, UploadFile
from fastapi.responses import Response
from pydantic_settings import BaseSettings


class StorageSettings(BaseSettings):
    attachment_root: str = "/var/lib/helpdesk/attachments"
    max_upload_bytes: int = 10 * 1024 * 1024


class AttachmentStore:
    def __init__(self, root: str, max_bytes: int):
        self.root = Path(root)
        self.max_bytes = max_bytes

    def _path_for(self, ticket_id: int, name: str) -> Path:
        path = self.root / str(ticket_id) / name
        if not str(path).startswith(str(self.root)):
            raise HTTPException(status_code=400, detail="invalid attachment name")
        return path

    def save(self, ticket_id: int, name: str, data: bytes) -> Path:
        if len(data) > self.max_bytes:
            raise HTTPException(status_code=413, detail="attachment too large")
        path = self._path_for(ticket_id, name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return path

    def read(self, ticket_id: int, name: str) -> bytes:
        path = self._path_for(ticket_id, name)
        if not path.is_file():
            raise HTTPException(status_code=404, detail="attachment not found")
        return path.read_bytes()

    def list(self, ticket_id: int) -> list[str]:
        folder = self.root / str(ticket_id)
        return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def get_store() -> AttachmentStore:
    settings = StorageSettings()
    return AttachmentStore(settings.attachment_root, settings.max_upload_bytes)


router = APIRouter(prefix="/tickets/{ticket_id}/attachments")


@router.get("")
def list_attachments(ticket_id: int, store: Annotated[AttachmentStore, Depends(get_store)]):
    return {"attachments": store.list(ticket_id)}


@router.post("", status_code=201)
async def upload_attachment(
    ticket_id: int,
    file: Annotated[UploadFile, File()],
    store: Annotated[AttachmentStore, Depends(get_store)],
):
    data = await file.read()
    path = store.save(ticket_id, Path(file.filename or "upload.bin").name, data)
    return {"name": path.name}


@router.get("/{name:path}")
def download_attachment(ticket_id: int, name: str, store: Annotated[AttachmentStore, Depends(get_store)]):
    return Response(store.read(ticket_id, name), media_type="application/octet-stream")
