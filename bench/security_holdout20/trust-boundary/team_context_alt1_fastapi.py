import os

from fastapi import Depends, FastAPI, HTTPException, Request
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from starlette.middleware.sessions import SessionMiddleware

from teams.db import get_session
from teams.models import Project, Team, TeamMember

app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)


@app.post("/context/team")
async def set_team(request: Request, db: AsyncSession = Depends(get_session)):
    user_id = request.session.get("user_id")
    if user_id is None:
        raise HTTPException(status_code=401)
    slug = request.query_params.get("team", "")
    membership = await db.scalar(
        select(TeamMember).join(Team).where(Team.slug == slug, TeamMember.user_id == user_id)
    )
    if membership is None:
        raise HTTPException(status_code=404, detail="No such team")
    request.session["team_id"] = membership.team_id
    return {"team": slug, "role": membership.role}


@app.get("/context/projects")
async def team_projects(request: Request, db: AsyncSession = Depends(get_session)):
    team_id = request.session.get("team_id")
    if team_id is None:
        raise HTTPException(status_code=409, detail="Pick a team first")
    rows = await db.scalars(select(Project).where(Project.team_id == team_id))
    return [{"id": p.id, "name": p.name} for p in rows]
