import html
import logging
from typing import Optional

from fastapi import Cookie, FastAPI, Query
from fastapi.responses import HTMLResponse

logger = logging.getLogger("onboarding")
app = FastAPI(title="Onboarding")

PLANS = {"free": "Free", "team": "Team", "enterprise": "Enterprise"}

PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>Welcome</title></head>
<body>
  <h1>Welcome, {name}!</h1>
  <p>You are on the <b>{plan}</b> plan.</p>
  <p>Invited by: {inviter}</p>
  <a href="/app">Continue to the dashboard</a>
</body></html>"""


def display_plan(code: Optional[str]) -> str:
    return PLANS.get(code or "free", "Free")


@app.get("/welcome", response_class=HTMLResponse)
def welcome(
    name: str = Query("there", max_length=80),
    inviter: str = Query("nobody", max_length=80),
    plan: Optional[str] = Cookie(None),
):
    logger.info("welcome page for %s (plan=%s)", name, plan)
    page = PAGE.format(name=html.escape(name), plan=display_plan(plan), inviter=html.escape(inviter))
    return HTMLResponse(content=page)


@app.get("/welcome/plans")
def plans():
    return PLANS
