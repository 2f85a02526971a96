import logging
import os

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

log = logging.getLogger("support")
app = FastAPI()
app.add_middleware(SessionMiddleware, secret_key=os.environ["SESSION_SECRET"], https_only=True)

ACCOUNTS = {
    "1001": {"name": "Acme Ltd", "plan": "enterprise"},
    "1002": {"name": "Globex", "plan": "starter"},
}


class ViewAs(BaseModel):
    account_id: str
    reason: str = ""


def current_agent(request: Request) -> str:
    agent = request.session.get("agent")
    if not agent:
        raise HTTPException(status_code=401)
    return agent


class AuditLog:
    def __init__(self, logger):
        self.logger = logger

    def record(self, agent, action, target):
        self.logger.info("agent=%s action=%s target=%s", agent, action, target)


audit = AuditLog(log)


@app.get("/accounts")
def list_accounts(agent: str = Depends(current_agent)):
    return [{"id": k, **v} for k, v in ACCOUNTS.items()]


@app.post("/support/view-as")
def view_as(body: ViewAs, request: Request, agent: str = Depends(current_agent)):
    audit.record(agent, "view-as", body.account_id)
    context = {"account_id": body.account_id, "reason": body.reason[:200]}
    request.session["acting_as"] = context
    return {"acting_as": body.account_id}


@app.get("/support/current")
def current(request: Request, agent: str = Depends(current_agent)):
    acting = request.session.get("acting_as")
    if not acting:
        return {"acting_as": None}
    account = ACCOUNTS.get(acting["account_id"], {})
    return {"acting_as": acting["account_id"], "account": account}


@app.post("/support/stop")
def stop(request: Request, agent: str = Depends(current_agent)):
    request.session.pop("acting_as", None)
    return {"ok": True}
