from fastapi import APIRouter, Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel, Field
from starlette.middleware.sessions import SessionMiddleware

from .config import settings
from .db import Database, get_database

router = APIRouter(prefix="/api")


class TeamSelection(BaseModel):
    team_id: int = Field(gt=0)


class Ticket(BaseModel):
    id: int
    title: str
    state: str


def current_user_id(request: Request) -> int:
    uid = request.session.get("uid")
    if uid is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return uid


async def member_team(
    selection: TeamSelection,
    uid: int = Depends(current_user_id),
    db: Database = Depends(get_database),
) -> int:
    row = await db.fetch_one(
        "SELECT team_id FROM team_members WHERE user_id = :uid AND team_id = :tid AND revoked_at IS NULL",
        {"uid": uid, "tid": selection.team_id},
    )
    if row is None:
        raise HTTPException(status_code=403, detail="not a member of that team")
    return row["team_id"]


def active_team(request: Request, uid: int = Depends(current_user_id)) -> int:
    team_id = request.session.get("team_id")
    if team_id is None:
        raise HTTPException(status_code=409, detail="no team selected")
    return team_id


@router.post("/teams/active")
async def select_team(request: Request, team_id: int = Depends(member_team)):
    request.session["team_id"] = team_id
    return {"team_id": team_id}


@router.get("/tickets", response_model=list[Ticket])
async def list_tickets(team_id: int = Depends(active_team), db: Database = Depends(get_database)):
    rows = await db.fetch_all(
        "SELECT id, title, state FROM tickets WHERE team_id = :t ORDER BY updated_at DESC LIMIT 100",
        {"t": team_id},
    )
    return [Ticket(**dict(r)) for r in rows]


def create_app() -> FastAPI:
    app = FastAPI(title="helpdesk")
    app.add_middleware(SessionMiddleware, secret_key=settings.session_secret, https_only=True)
    app.include_router(router)
    return app
