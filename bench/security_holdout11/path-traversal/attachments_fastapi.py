import logging
import os
from pathlib import Path
from typing import List

from fastapi import APIRouter, Depends, FastAPI, Header, HTTPException
from fastapi.responses import FileResponse

logger = logging.getLogger("attachments")

STORAGE_ROOT = Path(os.environ.get("ATTACHMENT_ROOT", "/data/attachments")).resolve()
MAX_LISTING = 200

router = APIRouter(prefix="/tickets/{ticket_id}/attachments")


def current_tenant(x_tenant: str = Header(...)) -> str:
    if not x_tenant.isalnum():
        raise HTTPException(status_code=400, detail="bad tenant")
    return x_tenant


def tenant_root(tenant: str, ticket_id: int) -> Path:
    return (STORAGE_ROOT / tenant / str(ticket_id)).resolve()


def contained_path(base: Path, relative: str) -> Path:
    candidate = (base / relative).resolve()
    if not candidate.is_relative_to(base):
        raise HTTPException(status_code=404)
    return candidate


@router.get("/", response_model=List[str])
def list_attachments(ticket_id: int, tenant: str = Depends(current_tenant)):
    root = tenant_root(tenant, ticket_id)
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if p.is_file())[:MAX_LISTING]


@router.get("/{name:path}")
def fetch_attachment(ticket_id: int, name: str, tenant: str = Depends(current_tenant)):
    root = tenant_root(tenant, ticket_id)
    target = contained_path(root, name)
    if not target.is_file():
        raise HTTPException(status_code=404)
    logger.info("tenant=%s ticket=%s fetched %s", tenant, ticket_id, target.name)
    return FileResponse(target, filename=target.name)


app = FastAPI()
app.include_router(router)
