import os
import secrets
import sqlite3
from dataclasses import dataclass
from typing import List, Optional

from fastapi import Depends, FastAPI, HTTPException, Request
from pydantic import BaseModel
from starlette.middleware.sessions import SessionMiddleware

SESSION_SECRET = os.environ.get("SESSION_SECRET") or secrets.token_hex(32)
DB_PATH = "tenants.db"

app = FastAPI()
app.add_middleware(
    SessionMiddleware,
    secret_key=SESSION_SECRET,
    https_only=True,
    same_site="strict",
)


class SwitchTenant(BaseModel):
    tenant_id: int


@dataclass
class Membership:
    tenant_id: int
    role: str


class MembershipService:
    def __init__(self, db_path: str = DB_PATH):
        self.db_path = db_path

    def memberships(self, user_id: int) -> List[Membership]:
        with sqlite3.connect(self.db_path) as conn:
            rows = conn.execute(
                "SELECT tenant_id, role FROM memberships WHERE user_id = ?",
                (user_id,),
            ).fetchall()
        return [Membership(*r) for r in rows]

    def find(self, user_id: int, tenant_id: int) -> Optional[Membership]:
        for m in self.memberships(user_id):
            if m.tenant_id == tenant_id:
                return m
        return None


def current_user_id(request: Request) -> int:
    user_id = request.session.get("user_id")
    if user_id is None:
        raise HTTPException(status_code=401, detail="not signed in")
    return int(user_id)


def get_service() -> MembershipService:
    return MembershipService()


@app.post("/tenants/switch")
async def switch_tenant(
    body: SwitchTenant,
    request: Request,
    user_id: int = Depends(current_user_id),
    service: MembershipService = Depends(get_service),
):
    membership = service.find(user_id, body.tenant_id)
    if membership is None:
        raise HTTPException(status_code=403, detail="not a member of that tenant")
    request.session["tenant_id"] = membership.tenant_id
    request.session["tenant_role"] = membership.role
    return {"tenant_id": membership.tenant_id, "role": membership.role}
