from fastapi import APIRouter, Depends, FastAPI, Header, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

from .config import settings
from .db import Database, get_database

router = APIRouter(prefix="/api")


class Invoice(BaseModel):
    id: int
    number: str
    amount_cents: int
    status: str


def current_user_id(request: Request) -> int:
    uid = request.session.get("uid")
    if uid is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return uid


def active_workspace(request: Request, uid: int = Depends(current_user_id)) -> int:
    workspace_id = request.session.get("workspace_id")
    if workspace_id is None:
        raise HTTPException(status_code=409, detail="no workspace selected")
    return workspace_id


@router.get("/workspaces")
async def my_workspaces(uid: int = Depends(current_user_id), db: Database = Depends(get_database)):
    rows = await db.fetch_all(
        "SELECT w.id, w.name FROM workspaces w JOIN memberships m ON m.workspace_id = w.id WHERE m.user_id = :uid",
        {"uid": uid},
    )
    return [dict(r) for r in rows]


@router.post("/workspaces/active")
async def select_workspace(
    request: Request,
    x_workspace_id: str = Header(...),
    uid: int = Depends(current_user_id),
):
    # the switcher in the top bar only lists the user's own workspaces
    request.session["workspace_id"] = int(x_workspace_id)
    return {"workspace_id": request.session["workspace_id"]}


@router.get("/invoices", response_model=list[Invoice])
async def list_invoices(
    workspace_id: int = Depends(active_workspace),
    db: Database = Depends(get_database),
):
    rows = await db.fetch_all(
        "SELECT id, number, amount_cents, status FROM invoices WHERE workspace_id = :w ORDER BY id DESC",
        {"w": workspace_id},
    )
    return [Invoice(**dict(r)) for r in rows]


def create_app() -> FastAPI:
    app = FastAPI(title="billing")
    app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, https_only=True)
    app.include_router(router)
    return app
