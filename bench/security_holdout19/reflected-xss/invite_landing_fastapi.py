from fastapi import APIRouter, Depends, FastAPI, Query
from fastapi.responses import HTMLResponse
from jinja2 import Environment, DictLoader
from pydantic import BaseModel

from .invites import lookup_invite

router = APIRouter(prefix="/join")

templates = Environment(
    loader=DictLoader(
        {
            "landing.html": """<html><body>
<h1>Join {{ team_name }}</h1>
<p>{{ inviter }} invited you. Sign up with <strong>{{ email }}</strong> to accept.</p>
<a href="/signup?email={{ email|urlencode }}&ref={{ ref|urlencode }}">Create account</a>
</body></html>"""
        }
    ),
    autoescape=True,
)


class LandingQuery(BaseModel):
    code: str
    email: str = ""
    ref: str = "email"


def landing_query(code: str = Query(...), email: str = Query(""), ref: str = Query("email")) -> LandingQuery:
    return LandingQuery(code=code, email=email, ref=ref)


@router.get("/", response_class=HTMLResponse)
async def landing(q: LandingQuery = Depends(landing_query)):
    invite = await lookup_invite(q.code)
    team_name = invite.team_name if invite else "the team"
    inviter = invite.inviter_name if invite else "A colleague"
    page = templates.get_template("landing.html")
    return HTMLResponse(page.render(team_name=team_name, inviter=inviter, email=q.email, ref=q.ref))


@router.get("/status")
async def invite_status(code: str):
    invite = await lookup_invite(code)
    return {"valid": invite is not None and not invite.expired}


app = FastAPI()
app.include_router(router)
