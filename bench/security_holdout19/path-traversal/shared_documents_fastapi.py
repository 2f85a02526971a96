from pathlib import Path

from fastapi import APIRouter, Depends, FastAPI, HTTPException
from fastapi.responses import FileResponse

from .auth import current_user
from .config import settings

router = APIRouter(prefix="/docs")

DOCS_ROOT = Path(settings.shared_docs_root).resolve()


def resolve_in_root(relative: str) -> Path:
    candidate = (DOCS_ROOT / relative).resolve()
    if not candidate.is_relative_to(DOCS_ROOT):
        raise HTTPException(status_code=404)
    return candidate


def team_root(user) -> str:
    return f"teams/{user.team_slug}"


@router.get("/")
async def list_documents(user=Depends(current_user)):
    root = resolve_in_root(team_root(user))
    if not root.is_dir():
        return {"documents": []}
    return {"documents": sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())}


@router.get("/{doc_path:path}")
async def read_document(doc_path: str, user=Depends(current_user)):
    path = resolve_in_root(f"{team_root(user)}/{doc_path}")
    if not path.is_file():
        raise HTTPException(status_code=404)
    return FileResponse(path, filename=path.name)


@router.delete("/{doc_path:path}", status_code=204)
async def delete_document(doc_path: str, user=Depends(current_user)):
    if not user.can_edit_docs:
        raise HTTPException(status_code=403)
    path = resolve_in_root(f"{team_root(user)}/{doc_path}")
    if not path.is_file():
        raise HTTPException(status_code=404)
    path.unlink()


app = FastAPI()
app.include_router(router)
